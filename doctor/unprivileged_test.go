//go:build unix

package doctor

import (
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// asUnprivileged lets a test meet file permissions as capture's user does.
// Root passes every permission check, so as root it reruns the calling test
// in a copy of the test binary as the user nobody, reports that run's
// result and returns false (the caller returns too); otherwise it returns
// true and the test goes on in this process. It skips only when no
// unprivileged user can be had.
func asUnprivileged(t *testing.T) bool {
	t.Helper()
	if os.Geteuid() != 0 {
		return true
	}
	nobody, err := user.Lookup("nobody")
	if err != nil {
		t.Skipf("running as root and no user nobody to run as: %v", err)
	}
	uid, _ := strconv.Atoi(nobody.Uid)
	gid, _ := strconv.Atoi(nobody.Gid)

	// go test keeps its binary in a directory only root may enter.
	dir, err := os.MkdirTemp("", "doctor-unprivileged-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "doctor.test")
	copyFile(t, os.Args[0], bin, 0o755)

	cmd := exec.Command(bin, "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "TMPDIR=" + os.TempDir(), "HOME=" + dir}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("as %s (uid %d): %v\n%s", nobody.Username, uid, err, out)
	}
	t.Logf("passed as %s (uid %d)", nobody.Username, uid)
	return false
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_EXCL, mode)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}
