//go:build unix

package configplane

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Tests run as root, where mode 000 files are still readable; these are
// the ways a config.json can exist and still be unreadable for root too.
func TestUnreadableConfigFailsClosed(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(f *fixture)
		found   bool
		problem string // ConfigError.Err text
	}{
		{"directory", func(f *fixture) {
			mustDo(t, os.Mkdir(f.configPath(), 0o755))
		}, true, "is a directory, not a regular file"},
		{"dangling symlink", func(f *fixture) {
			mustDo(t, os.Symlink(filepath.Join(f.root, "gone.json"), f.configPath()))
		}, true, "is a symlink to " + `"` + "ROOT/gone.json" + `"` + ", which does not exist"},
		{"symlink loop", func(f *fixture) {
			mustDo(t, os.Symlink(f.configPath(), f.configPath()))
		}, true, "cannot be read: too many levels of symbolic links"},
		// Opening a FIFO for reading blocks until a writer appears: Resolve
		// must refuse it without opening it.
		{"named pipe", func(f *fixture) {
			mustDo(t, syscall.Mkfifo(f.configPath(), 0o600))
		}, true, "is a named pipe, not a regular file"},
		// .modusbrain is a file, so config.json cannot exist under it.
		{"home is a file", func(f *fixture) {
			mustDo(t, os.Remove(f.dir))
			mustDo(t, os.WriteFile(f.dir, []byte("{}"), 0o600))
		}, false, "cannot be read: not a directory"},
		{"too large", func(f *fixture) {
			big := append([]byte(`{"pad": "`), bytes.Repeat([]byte("x"), maxConfigFileBytes)...)
			mustDo(t, os.WriteFile(f.configPath(), append(big, `"}`...), 0o600))
		}, true, "is larger than 8 MiB; that is not a config file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			tt.setup(f)

			done := make(chan *Settings, 1)
			go func() { done <- f.resolve(env{EnvContributorMode: "1"}) }()
			var s *Settings
			select {
			case s = <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("Resolve hung (it must never open a pipe or block)")
			}

			problem := strings.ReplaceAll(tt.problem, "ROOT", f.root)
			ce := wantConfigErr(t, s.Config.Err, f.configPath(), 0, 0, "")
			if ce.Err == nil || ce.Err.Error() != problem {
				t.Errorf("problem = %v, want %q", ce.Err, problem)
			}
			if got, want := ce.Error(), f.configPath()+": "+problem; got != want {
				t.Errorf("Error() = %q, want %q", got, want)
			}
			if s.Config.Found != tt.found {
				t.Errorf("Found = %v, want %v", s.Config.Found, tt.found)
			}
			why := "fail closed: config.json " + problem
			wantBool(t, "Capture", s.Capture, false, why+"; env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied")
			wantBool(t, "ScrubPII", s.ScrubPII, true, why)
			// The target is unknown too: the file might name a database.
			if s.TargetErr == nil || !errors.Is(s.TargetErr, s.Config.Err) {
				t.Errorf("TargetErr = %v, want it to wrap the config error", s.TargetErr)
			}
			if s.Target != (Target{}) {
				t.Errorf("Target = %#v, want zero", s.Target)
			}
		})
	}
}

// The read itself refuses what is not a regular file, without blocking:
// the Stat in readConfig is advice, and the path can become a named pipe
// (or a symlink to a device) between it and the open (issue 12, item 1).
func TestReadLimitedRefusesPipesAndDevicesWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "config.json")
	mustDo(t, syscall.Mkfifo(fifo, 0o600))
	for path, want := range map[string]string{
		fifo:        "is a named pipe, not a regular file",
		"/dev/zero": "is a character device, not a regular file",
		dir:         "is a directory, not a regular file",
	} {
		done := make(chan error, 1)
		go func() { _, err := readLimited(path); done <- err }()
		select {
		case err := <-done:
			if err == nil || err.Error() != want {
				t.Errorf("readLimited(%s) = %v, want %q", path, err, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("readLimited(%s) blocked", path)
		}
	}
}
