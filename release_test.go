package evalkit

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// goreleaserSections splits .goreleaser.yaml into its top-level sections
// (builds, archives, brews, ...), each the text under its key. The test reads
// the file as text: GoReleaser is the one consumer of its YAML, and scripts/
// release-check runs GoReleaser itself on it.
func goreleaserSections(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(".goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	key := ""
	for _, line := range strings.Split(string(b), "\n") {
		if line != "" && line[0] != ' ' && line[0] != '#' {
			key, _, _ = strings.Cut(line, ":")
			continue
		}
		sections[key] += line + "\n"
	}
	return sections
}

// Every folder under cmd/ is released: .goreleaser.yaml builds it, archives
// it and has a Homebrew formula for it, and names nothing else.
func TestReleaseConfigNamesEveryCommand(t *testing.T) {
	sec := goreleaserSections(t)
	for section, re := range map[string]*regexp.Regexp{
		"builds":   regexp.MustCompile(`binary: ([a-z-]+)`),
		"archives": regexp.MustCompile(`\bids: \[([a-z-]+)\]`),
		"brews":    regexp.MustCompile(`(?m)^\s*(?:- )?name: (eval-[a-z-]+)`),
	} {
		var got []string
		for _, m := range re.FindAllStringSubmatch(sec[section], -1) {
			got = append(got, m[1])
		}
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(commands, " ") {
			t.Errorf(".goreleaser.yaml %s names %v; the folders under cmd/ are %v", section, got, commands)
		}
	}
}

// TestReleaseLdflags builds every binary for this platform with the ldflags
// exactly as .goreleaser.yaml writes them (the one place they are written),
// its templates filled in, and checks that --version reports the version,
// commit and date a release injects.
func TestReleaseLdflags(t *testing.T) {
	var flags []string
	for _, m := range regexp.MustCompile(`(?m)^\s+- (-s -w|-X .+)$`).FindAllStringSubmatch(goreleaserSections(t)["builds"], -1) {
		flags = append(flags, m[1])
	}
	if len(flags) != 4 {
		t.Fatalf("found %d ldflags lines in .goreleaser.yaml builds, want 4 (-s -w and three -X): %q", len(flags), flags)
	}
	ldflags := strings.NewReplacer("{{ .Version }}", "v9.8.7-test",
		"{{ .Commit }}", "0123456789abcdef0123456789abcdef01234567",
		"{{ .Date }}", "2030-01-02T03:04:05Z").Replace(strings.Join(flags, " "))
	out := t.TempDir()
	for _, name := range commands {
		bin := filepath.Join(out, name)
		build := exec.Command("go", "build", "-trimpath", "-ldflags", ldflags, "-o", bin, "./cmd/"+name)
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if b, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", name, err, b)
		}
		v, err := exec.Command(bin, "--version").CombinedOutput()
		if err != nil {
			t.Fatalf("%s --version: %v\n%s", name, err, v)
		}
		if want := name + " v9.8.7-test (commit 0123456789ab, built 2030-01-02T03:04:05Z)\n"; string(v) != want {
			t.Errorf("%s --version = %q, want %q", name, v, want)
		}
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
