package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"github.com/modusbrain/evalkit/internal/clikit"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type result struct {
	code     int
	out, err string
}

func run(t *testing.T, terminal bool, env map[string]string, args ...string) result {
	t.Helper()
	if _, ok := env["MODUSBRAIN_HOME"]; !ok {
		env["MODUSBRAIN_HOME"] = t.TempDir()
	}
	var out, errb bytes.Buffer
	lookup := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	code := Command().Execute(context.Background(), &clikit.IO{In: strings.NewReader(""), Out: &out, Err: &errb, OutTerminal: terminal}, args, lookup)
	return result{code, out.String(), errb.String()}
}

func TestFreshMachinePipeIsPlainText(t *testing.T) {
	home := t.TempDir()
	r := run(t, false, map[string]string{"MODUSBRAIN_HOME": home})
	if r.code != 0 || r.err != "" {
		t.Fatalf("exit %d, stderr %q", r.code, r.err)
	}
	if !strings.Contains(r.out, "\nok    capture       off: default\n") || strings.Contains(r.out, "\x1b[") || strings.Contains(r.out, "✓") {
		t.Fatalf("plain output:\n%s", r.out)
	}
	if !strings.HasSuffix(r.out, "\neval-doctor: 14 checks: 14 ok, 0 warn, 0 fail\n") {
		t.Fatalf("summary line missing:\n%s", r.out)
	}
	if entries, _ := os.ReadDir(home); len(entries) != 0 {
		t.Fatalf("the doctor wrote into the home: %v", entries)
	}
}

func TestTerminalGetsSymbolsAndColourUnlessNoColor(t *testing.T) {
	r := run(t, true, map[string]string{})
	if !strings.Contains(r.out, "\x1b[32m✓\x1b[0m  capture") {
		t.Fatalf("terminal output:\n%q", r.out)
	}
	r = run(t, true, map[string]string{"NO_COLOR": "1"})
	if strings.Contains(r.out, "\x1b[") || strings.Contains(r.out, "✓") {
		t.Fatalf("NO_COLOR output:\n%q", r.out)
	}
	// no-color.org: only a non-empty NO_COLOR turns colour off.
	r = run(t, true, map[string]string{"NO_COLOR": ""})
	if !strings.Contains(r.out, "\x1b[32m✓\x1b[0m  capture") {
		t.Fatalf("empty NO_COLOR output:\n%q", r.out)
	}
	// A dumb terminal shows escape codes as garbage.
	r = run(t, true, map[string]string{"TERM": "dumb"})
	if strings.Contains(r.out, "\x1b[") || strings.Contains(r.out, "✓") {
		t.Fatalf("TERM=dumb output:\n%q", r.out)
	}
}

func TestWarnExitsOne(t *testing.T) {
	r := run(t, false, map[string]string{"DATABASE_URL": "postgres://a:b@c/d"})
	if r.code != 1 || !strings.Contains(r.out, "warn  database_url") || !strings.Contains(r.out, "1 warn, 0 fail\n") {
		t.Fatalf("exit %d:\n%s", r.code, r.out)
	}
}

func TestJSON(t *testing.T) {
	r := run(t, true, map[string]string{"DATABASE_URL": "postgres://a:b@c/d"}, "--json", "--window", "7d")
	if r.code != 1 {
		t.Fatalf("exit %d", r.code)
	}
	var got struct {
		Version       int    `json:"version"`
		DoctorVersion string `json:"doctor_version"`
		Window        string `json:"window"`
		Status        string `json:"status"`
		Checks        []struct {
			ID     string `json:"id"`
			Status string `json:"status"`
		} `json:"checks"`
	}
	if err := json.Unmarshal([]byte(r.out), &got); err != nil {
		t.Fatalf("%v:\n%s", err, r.out)
	}
	if got.Version != 1 || got.DoctorVersion != "dev" || got.Window != "7d" || got.Status != "warn" || len(got.Checks) != 14 {
		t.Fatalf("%+v", got)
	}
	if strings.Contains(r.out, "\x1b[") || strings.Contains(r.out, "eval-doctor:") {
		t.Fatal("JSON output carries decoration or the summary line")
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--window", "7x"}, `eval-doctor: error: --window: "7x" is not a duration (try 24h, 7d or 30m)` + "\n"},
		{[]string{"--window", "0s"}, `eval-doctor: error: --window: "0s" is not longer than zero (try 24h, 7d or 30m)` + "\n"},
		{[]string{"--window"}, "eval-doctor: error: --window needs a value (try --window 24h)\n"},
		{[]string{"--colour"}, "eval-doctor: error: unknown flag --colour\nhint: eval-doctor --help lists the flags\n"},
		{[]string{"now"}, `eval-doctor: error: unexpected argument "now"` + "\nhint: eval-doctor --help lists the flags\n"},
	} {
		r := run(t, false, map[string]string{}, tc.args...)
		if r.code != 2 || r.err != tc.want || r.out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, r.code, r.out, r.err, tc.want)
		}
	}
}

func TestHelpAndVersion(t *testing.T) {
	for _, a := range []string{"--help", "-h"} {
		r := run(t, false, map[string]string{}, a)
		if r.code != 0 || !strings.Contains(r.out, "Usage:\n  eval-doctor [--window DUR] [--json]") || r.err != "" {
			t.Fatalf("%s: exit %d\n%s%s", a, r.code, r.out, r.err)
		}
	}
	r := run(t, false, map[string]string{}, "--version")
	if r.code != 0 || !strings.HasPrefix(r.out, "eval-doctor dev") {
		t.Fatalf("dev --version: %q", r.out)
	}
	buildinfo.Version, buildinfo.Commit, buildinfo.Date = "v1.2.3", "0123456789abcdef0123", "2025-06-01T00:00:00Z"
	defer func() { buildinfo.Version, buildinfo.Commit, buildinfo.Date = "", "", "" }()
	r = run(t, false, map[string]string{}, "--version")
	if r.out != "eval-doctor v1.2.3 (commit 0123456789ab, built 2025-06-01T00:00:00Z)\n" {
		t.Fatalf("release --version: %q", r.out)
	}
	r = run(t, false, map[string]string{}, "--json")
	if !strings.Contains(r.out, `"doctor_version": "v1.2.3"`) {
		t.Fatalf("json version:\n%s", r.out)
	}
}

func TestNewIODecidesTerminalFromTheStream(t *testing.T) {
	// A file is not a terminal: Main must not decorate.
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	home := t.TempDir()
	var errb bytes.Buffer
	code := Command().Execute(context.Background(), clikit.NewIO(strings.NewReader(""), f, &errb), nil, func(k string) (string, bool) {
		if k == "MODUSBRAIN_HOME" {
			return home, true
		}
		return "", false
	})
	b, _ := os.ReadFile(f.Name())
	if code != 0 || strings.Contains(string(b), "\x1b[") || !strings.Contains(string(b), "ok    capture") {
		t.Fatalf("exit %d:\n%s%s", code, b, errb.String())
	}
}
