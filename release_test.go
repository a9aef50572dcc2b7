package evalkit

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestBuildInjectsVersion runs scripts/build the way a release does (dist layout,
// SHA256SUMS), narrowed to this machine's platform so it stays fast, and checks
// that each binary's --version prints the version, commit and date it was given.
func TestBuildInjectsVersion(t *testing.T) {
	out := t.TempDir()
	platform := runtime.GOOS + "/" + runtime.GOARCH
	cmd := exec.Command(filepath.Join("scripts", "build"), "-o", out)
	cmd.Env = append(os.Environ(),
		"VERSION=v9.8.7-test", "COMMIT=0123456789abcdef0123456789abcdef01234567",
		"DATE=2030-01-02T03:04:05Z", "PLATFORMS="+platform)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("scripts/build: %v\n%s", err, b)
	}

	sums, err := os.ReadFile(filepath.Join(out, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(sums)), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("SHA256SUMS line %q is not in sha256sum format", line)
		}
		listed[name] = sum
	}
	for _, name := range commands {
		rel := strings.Replace(platform, "/", "_", 1) + "/" + name
		bin := filepath.Join(out, filepath.FromSlash(rel))
		data, err := os.ReadFile(bin)
		if err != nil {
			t.Fatalf("%s was not built: %v", rel, err)
		}
		got := sha256.Sum256(data)
		if want := listed[rel]; want != hex.EncodeToString(got[:]) {
			t.Errorf("SHA256SUMS has %q for %s, the file hashes to %x", want, rel, got)
		}
		v, err := exec.Command(bin, "--version").CombinedOutput()
		if err != nil {
			t.Fatalf("%s --version: %v\n%s", name, err, v)
		}
		for _, want := range []string{name, "v9.8.7-test", "0123456789ab", "2030-01-02T03:04:05Z"} {
			if !strings.Contains(string(v), want) {
				t.Errorf("%s --version = %q, want it to contain %q", name, v, want)
			}
		}
	}
	if len(listed) != len(commands) {
		t.Errorf("SHA256SUMS lists %d files, want %d:\n%s", len(listed), len(commands), sums)
	}
}

// TestDemoFromFreshClone is the README's promise to a newcomer: on a fresh clone,
// with nothing but Go and no PostgreSQL, scripts/demo works. It clones the
// committed HEAD (uncommitted work is deliberately not seen), runs the demo with
// an empty HOME and no database variables, and reads what a person would see.
func TestDemoFromFreshClone(t *testing.T) {
	root := strings.TrimSpace(gitOut(t, ".", "rev-parse", "--show-toplevel"))
	clone := filepath.Join(t.TempDir(), "evalkit")
	gitOut(t, ".", "clone", "--quiet", root, clone)

	cmd := exec.Command(filepath.Join(clone, "scripts", "demo"))
	cmd.Dir = clone
	cmd.Env = demoEnv(t, t.TempDir())
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("clone to demo output: %s", time.Since(start).Round(time.Second))
	if err != nil {
		t.Fatalf("scripts/demo: %v\n%s", err, out)
	}
	text := string(out)

	// Every step announces itself, in this order.
	last := -1
	for _, s := range []string{"==> build:", "==> home:", "==> capture:", "==> export:", "==> check:", "==> jq:", "==> doctor:", "==> done:"} {
		i := strings.Index(text, s)
		if i < 0 || i < last {
			t.Errorf("step %q missing or out of order in the demo output", s)
		}
		last = i
	}

	rows := 0
	redacted := false
	for _, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, `"tool_name":`) {
			continue
		}
		rows++
		if !strings.HasPrefix(line, `{"schema_version":1,`) {
			t.Errorf(`exported line does not start with {"schema_version":1,: %s`, line)
		}
		var row map[string]any
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Errorf("exported line is not JSON: %v: %s", err, line)
		}
		redacted = redacted || strings.Contains(line, "[REDACTED]")
	}
	if rows == 0 {
		t.Errorf("the demo shows no exported NDJSON rows:\n%s", text)
	}
	if !redacted {
		t.Errorf("no exported row shows [REDACTED]:\n%s", text)
	}

	// The traffic carries real-looking addresses; none may survive anywhere in
	// what the demo prints (export, jq, doctor).
	traffic, err := os.ReadFile(filepath.Join(clone, "testdata", "demo", "traffic.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	emails := emailRE.FindAllString(string(traffic), -1)
	if len(emails) == 0 {
		t.Fatal("testdata/demo/traffic.ndjson holds no email address, so this test would prove nothing")
	}
	for _, e := range emails {
		if strings.Contains(text, e) {
			t.Errorf("raw email %q from the demo traffic appears in the demo output", e)
		}
	}

	// With no database variables in the environment nothing should even warn.
	m := doctorSummaryRE.FindStringSubmatch(text)
	if m == nil {
		t.Errorf("no eval-doctor summary line (%s) in the demo output:\n%s", doctorSummaryRE, text)
	} else if m[1] != m[2] || m[3] != "0" || m[4] != "0" {
		t.Errorf("eval-doctor did not pass every check: %q", m[0])
	}
}

var (
	emailRE         = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	doctorSummaryRE = regexp.MustCompile(`(?m)^eval-doctor: (\d+) checks?: (\d+) ok, (\d+) warn, (\d+) fail$`)
)

// demoEnv is the caller's environment as a newcomer would have it: HOME empty,
// no database or modusbrain settings, while the Go caches (and go env settings)
// stay the real, warm ones, so the test measures the demo rather than a cold
// module download.
func demoEnv(t *testing.T, home string) []string {
	t.Helper()
	keep := map[string]string{}
	for _, k := range []string{"GOPATH", "GOMODCACHE", "GOCACHE", "GOENV"} {
		keep[k] = strings.TrimSpace(goEnv(t, k))
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case k == "HOME", k == "DATABASE_URL", k == "TMPDIR", k == "KEEP",
			strings.HasPrefix(k, "MODUSBRAIN_"), strings.HasPrefix(k, "PG"):
			continue
		}
		if _, ok := keep[k]; ok {
			continue
		}
		env = append(env, kv)
	}
	for k, v := range keep {
		env = append(env, k+"="+v)
	}
	return append(env, "HOME="+home, "TMPDIR="+t.TempDir())
}

func goEnv(t *testing.T, key string) string {
	t.Helper()
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", key, err)
	}
	return string(out)
}

func gitOut(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}
