package evalkit

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeBlock is one ```sh block of README.md and the section it sits in.
type readmeBlock struct {
	section string
	lines   []string // commands, comments and blank lines stripped
}

func readmeBlocks(t *testing.T) []readmeBlock {
	t.Helper()
	f, err := os.Open("README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var blocks []readmeBlock
	var cur *readmeBlock
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case cur == nil && strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
		case cur == nil && line == "```sh":
			cur = &readmeBlock{section: section}
		case cur != nil && line == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			if cmd := stripComment(line); cmd != "" {
				cur.lines = append(cur.lines, cmd)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return blocks
}

// stripComment drops a trailing "   # why" (two or more spaces before the #,
// so a # inside a command survives).
var trailingComment = regexp.MustCompile(`\s{2,}#.*$`)

func stripComment(line string) string {
	line = trailingComment.ReplaceAllString(line, "")
	if strings.HasPrefix(strings.TrimSpace(line), "#") {
		return ""
	}
	return strings.TrimSpace(line)
}

// coveredElsewhere are README commands that other tests run, each with the
// file that runs it: running them here again would only cost time.
var coveredElsewhere = map[string]string{
	"scripts/demo":          "release_test.go", // TestDemoFromFreshClone, on a fresh clone
	"scripts/test":          ".ci/run",         // CI runs it on every submission
	"scripts/release-check": ".ci/run",         // needs GoReleaser and ruby; TestReleaseLdflags covers the version injection
}

// TestReadmeCommands keeps README.md honest: every command in its sh blocks is
// either run here, exactly as written, or named in coveredElsewhere with the
// file that runs it. A new command without a test fails this test.
func TestReadmeCommands(t *testing.T) {
	blocks := readmeBlocks(t)
	ran := 0
	for _, b := range blocks {
		switch b.section {
		case "Day to day (contributors)":
			runDayToDay(t, b.lines)
			ran++
		case "Build from source":
			runBuildBlock(t, b.lines)
			ran++
		default:
			for _, cmd := range b.lines {
				file, ok := coveredElsewhere[cmd]
				if !ok {
					t.Errorf("README section %q: command %q is run by no test (run it in readme_test.go or name its test in coveredElsewhere)", b.section, cmd)
					continue
				}
				src, err := os.ReadFile(file)
				if err != nil || !strings.Contains(string(src), cmd) {
					t.Errorf("README command %q: %s is said to run it but does not mention it", cmd, file)
				}
			}
		}
	}
	if ran != 2 {
		t.Fatalf("ran %d README blocks, want 2 (Day to day, Build from source): were sections renamed?", ran)
	}
}

// runDayToDay runs the contributors' block as one bash script, the way a
// contributor pastes it: fresh HOME, no evalkit settings, the built binaries
// on PATH, the demo traffic at its README path.
func runDayToDay(t *testing.T, lines []string) {
	if _, err := exec.LookPath("jq"); err != nil {
		t.Fatal("jq is not installed; the README's pipelines need it (apt-get install jq)")
	}
	work := t.TempDir()
	home := filepath.Join(work, "home")
	traffic, err := os.ReadFile(filepath.Join("testdata", "demo", "traffic.ndjson"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(work, "testdata", "demo"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "testdata", "demo", "traffic.ndjson"), traffic, 0o644); err != nil {
		t.Fatal(err)
	}
	script := "set -euo pipefail\n" + strings.Join(lines, "\n") + "\n"
	cmd := exec.Command("bash", "-c", script)
	cmd.Dir = work
	cmd.Env = append(cleanEnv(), "HOME="+home, "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.Output()
	if err != nil {
		stderr := ""
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("README day-to-day block failed: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr)
	}
	events := strings.Count(string(traffic), "\n")
	for _, f := range []string{"brainbench-real.ndjson", "traffic.ndjson"} {
		b, err := os.ReadFile(filepath.Join(work, f))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(string(b), "\n"); got != events {
			t.Errorf("%s has %d rows, want the %d demo events", f, got, events)
		}
	}
	rc, _ := os.ReadFile(filepath.Join(home, ".bashrc"))
	if !strings.Contains(string(rc), "export MODUSBRAIN_CONTRIBUTOR_MODE=1") {
		t.Errorf("~/.bashrc lacks the opt-in line: %q", rc)
	}
	if !strings.Contains(string(out), `"latency_ms":`) || !strings.HasSuffix(string(out), "ok\n") {
		t.Errorf("stdout lacks the jq rows or the doctor's ok:\n%s", out)
	}
}

// runBuildBlock runs the local build lines as written (they write bin/ in
// the checkout, which .gitignore covers) and leaves the release build to
// coveredElsewhere.
func runBuildBlock(t *testing.T, lines []string) {
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	_, statErr := os.Stat(filepath.Join(root, "bin"))
	if statErr == nil {
		t.Fatal("bin/ already exists in the checkout; the README's build command would overwrite it (remove it first)")
	}
	t.Cleanup(func() { os.RemoveAll(filepath.Join(root, "bin")) })
	var script []string
	for _, l := range lines {
		if l == "scripts/release-check" {
			if f := coveredElsewhere[l]; f == "" {
				t.Errorf("README build command %q is covered by no test", l)
			}
			continue
		}
		script = append(script, l)
	}
	cmd := exec.Command("bash", "-c", "set -euo pipefail\n"+strings.Join(script, "\n"))
	cmd.Dir = root
	cmd.Env = cleanEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("README build block failed: %v\n%s", err, out)
	}
	if !regexp.MustCompile(`(?m)^eval-doctor dev`).Match(out) {
		t.Errorf("bin/eval-doctor --version does not say it is a development build:\n%s", out)
	}
}

// cleanEnv is the test's environment without any evalkit setting, so README
// commands see what a new contributor's shell has.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "MODUSBRAIN_") || k == "DATABASE_URL" {
			continue
		}
		env = append(env, kv)
	}
	return env
}
