package configplane

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestMalformedConfigLineColumn(t *testing.T) {
	tests := []struct {
		name, file string
		line, col  int
		problem    string
	}{
		{"bad literal", `{"eval": {"capture": tru}}`, 1, 25,
			"is not valid JSON: invalid character '}' in literal true (expecting 'e')"},
		{"trailing comma", "{\n  \"eval\": {\n    \"capture\": true,\n  }\n}\n", 4, 3,
			"is not valid JSON: invalid character '}' looking for beginning of object key string"},
		{"truncated", "{\n  \"eval\": {", 2, 12,
			"is not valid JSON: unexpected end of JSON input"},
		// encoding/json ends a literal cut off by the end of the file
		// with a space of its own: there is no space in the file.
		{"truncated in a literal", `{"eval":{"capture":tru`, 1, 23,
			"is not valid JSON: unexpected end of JSON input"},
		{"truncated in a number", "{\"a\":\n1.", 2, 3,
			"is not valid JSON: unexpected end of JSON input"},
		{"bad last byte", `{"a":x`, 1, 6,
			"is not valid JSON: invalid character 'x' looking for beginning of value"},
		{"a real space in a literal", `{"a":tru `, 1, 9,
			"is not valid JSON: invalid character ' ' in literal true (expecting 'e')"},
		{"comment", "{\"eval\": {\"capture\": true} // on\n}", 1, 28,
			"is not valid JSON: invalid character '/' after object key:value pair"},
		{"single quotes", "{'eval': 1}", 1, 2,
			"is not valid JSON: invalid character '\\'' looking for beginning of object key string"},
		{"two documents", "{} {}", 1, 4,
			"is not valid JSON: invalid character '{' after top-level value"},
		// Columns count characters, as editors do, not bytes.
		{"column counts characters", "{\"名前\": x}", 1, 8,
			"is not valid JSON: invalid character 'x' looking for beginning of value"},
		// The byte order mark is dropped before parsing; columns match what
		// an editor shows.
		{"BOM then bad", "\xEF\xBB\xBF{x}", 1, 2,
			"is not valid JSON: invalid character 'x' looking for beginning of object key string"},
		{"array", "[]", 1, 1, "holds an array; a config file holds a JSON object, e.g. {}"},
		{"null document", "\n  null\n", 2, 3, "holds null; a config file holds a JSON object, e.g. {}"},
		{"string document", `"eval"`, 1, 1, "holds a string; a config file holds a JSON object, e.g. {}"},
		{"number document", `1`, 1, 1, "holds a number; a config file holds a JSON object, e.g. {}"},
		{"empty", "", 0, 0, "is empty; a config file holds a JSON object, e.g. {}"},
		{"whitespace only", " \n\t\n", 0, 0, "is empty; a config file holds a JSON object, e.g. {}"},
		{"BOM only", "\xEF\xBB\xBF", 0, 0, "is empty; a config file holds a JSON object, e.g. {}"},
		{"UTF-16", "\xFF\xFE{\x00}\x00", 1, 1,
			"is not valid JSON: invalid character 'ÿ' looking for beginning of value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t).write(tt.file)
			s := f.resolve(env{EnvContributorMode: "1"})
			ce := wantConfigErr(t, s.Config.Err, f.configPath(), tt.line, tt.col, "")
			if ce.Err.Error() != tt.problem {
				t.Errorf("problem = %q, want %q", ce.Err, tt.problem)
			}
			place := ""
			if tt.line > 0 {
				place = " (line " + strconv.Itoa(tt.line) + ", column " + strconv.Itoa(tt.col) + ")"
			}
			why := "fail closed: config.json " + tt.problem + place
			wantBool(t, "Capture", s.Capture, false, why+"; env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied")
			wantBool(t, "ScrubPII", s.ScrubPII, true, why)
			if !s.Config.Found {
				t.Error("Found = false for a file that exists")
			}
		})
	}
}

// modusbrain rewrites config.json in place (Node's writeFileSync: truncate,
// then write); a read in between finds it empty or cut short. The read is
// tried again, so the rewrite's result is what counts, not an error that
// turned capture off for that call and dropped its events (probe 10).
func TestConfigReadDuringRewriteInPlace(t *testing.T) {
	for _, torn := range []string{"", `{"eval": {"capt`} {
		f := newFixture(t).write(torn)
		reads := 0
		afterTornRead = func() {
			if reads++; reads == 2 { // the writer finishes during the second wait
				f.write(`{"eval": {"capture": true}}`)
			}
		}
		t.Cleanup(func() { afterTornRead = nil })
		s := f.resolve(nil)
		if s.Config.Err != nil || reads != 2 {
			t.Fatalf("torn %q: Config.Err = %v after %d torn reads; want the rewritten file read", torn, s.Config.Err, reads)
		}
		wantBool(t, "Capture", s.Capture, true, "config.json eval.capture=true")
	}
	// A file that stays broken is still an error, after the few re-reads.
	reads := 0
	afterTornRead = func() { reads++ }
	s := newFixture(t).write("{").resolve(nil)
	if s.Config.Err == nil || reads != tornRetries {
		t.Fatalf("Config.Err = %v after %d re-reads; want the error after %d", s.Config.Err, reads, tornRetries)
	}
	// One broken since a while ago is no rewrite under way: its error
	// comes at once, not after the re-reads' wait on every run.
	for _, broken := range []string{"", "{"} {
		reads = 0
		f := newFixture(t).write(broken)
		old := time.Now().Add(-time.Minute)
		if err := os.Chtimes(filepath.Join(f.dir, ConfigFileName), old, old); err != nil {
			t.Fatal(err)
		}
		if s := f.resolve(nil); s.Config.Err == nil || reads != 0 {
			t.Fatalf("broken %q a minute ago: Config.Err = %v after %d re-reads; want the error at once", broken, s.Config.Err, reads)
		}
	}
}

func TestConfigErrorText(t *testing.T) {
	tests := []struct {
		e    ConfigError
		want string
	}{
		{ConfigError{Path: "/h/config.json", Line: 3, Column: 16, Key: "eval.capture", Err: errors.New("is a string")},
			"/h/config.json:3:16: eval.capture: is a string"},
		{ConfigError{Path: "/h/config.json", Line: 2, Column: 1, Err: errors.New("is not valid JSON: x")},
			"/h/config.json:2:1: is not valid JSON: x"},
		{ConfigError{Path: "/h/config.json", Key: "engine", Err: errors.New("is bad")},
			"/h/config.json: engine: is bad"},
		{ConfigError{Path: "/h/config.json", Err: errors.New("is a directory")},
			"/h/config.json: is a directory"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestBOMAccepted(t *testing.T) {
	s := newFixture(t).write("\xEF\xBB\xBF{\"eval\": {\"capture\": true}}").resolve(nil)
	wantBool(t, "Capture", s.Capture, true, "config.json eval.capture=true")
	if s.Config.Err != nil {
		t.Fatalf("Config.Err = %v", s.Config.Err)
	}
	if len(s.Config.Warnings) != 1 || !strings.Contains(s.Config.Warnings[0], "byte order mark") {
		t.Errorf("Warnings = %q, want one about the byte order mark", s.Config.Warnings)
	}
}

// A store path under modusbrain's "eval" object (an old page of our docs
// named eval.database_path) or an unknown key in evalkit's own object is not
// read: a warning says so instead of ignoring it silently. modusbrain's own
// keys are not warned about.
func TestMisplacedKeysWarned(t *testing.T) {
	s := newFixture(t).write(`{"engine": "postgres", "database_url": "postgres://u@h/db", "eval": {"capture": true, "database_path": "/x/e.db", "later_key": 1},
		"evalkit": {"sqlite_pth": "e.db", "spool_max_bytes": 2097152}}`).resolve(nil)
	want := []string{
		`eval.database_path is not read; evalkit's own store is set with {"evalkit": {"sqlite_path": ...}} or EVALKIT_SQLITE_PATH`,
		`key "sqlite_pth" in the "evalkit" object is not an evalkit setting and is ignored (evalkit reads sqlite_path and spool_max_bytes)`,
	}
	if !slices.Equal(s.Config.Warnings, want) {
		t.Errorf("Warnings = %q\nwant %q", s.Config.Warnings, want)
	}
	if s.Target.Source != SourceConfigURL {
		t.Errorf("Target = %#v; the warned keys must not change it", s.Target)
	}
}

// Keys are case-sensitive for modusbrain as for evalkit: "Capture" turns
// nothing on, and a warning says so (hostile probe 10).
func TestCaseVariantKeyWarned(t *testing.T) {
	s := newFixture(t).write(`{"eval": {"Capture": true, "Scrub_PII": false}}`).resolve(nil)
	want := []string{
		`eval.Capture is not read (keys are case-sensitive, for modusbrain too); write eval.capture`,
		`eval.Scrub_PII is not read (keys are case-sensitive, for modusbrain too); write eval.scrub_pii`,
	}
	if !slices.Equal(s.Config.Warnings, want) || len(s.Config.WarningFixes) != 1 || !strings.Contains(s.Config.WarningFixes[0], "lower case") {
		t.Errorf("Warnings = %q, fixes %q\nwant %q", s.Config.Warnings, s.Config.WarningFixes, want)
	}
	wantBool(t, "Capture", s.Capture, false, "default")
}

func TestFileStateModeAndPassword(t *testing.T) {
	tests := []struct {
		name, file string
		mode       fs.FileMode
		password   bool
	}{
		{"private, URL with password", `{"database_url": "postgres://u:pw@h/db"}`, 0o600, true},
		{"world-readable, URL with password", `{"database_url": "postgres://u:pw@h/db"}`, 0o644, true},
		{"DSN with password", `{"database_url": "host=h password=pw"}`, 0o640, true},
		{"URL without password", `{"database_url": "postgres://u@h/db"}`, 0o644, false},
		// Counts even when another engine is chosen: the secret is in the file.
		{"sqlite engine, URL with password", `{"engine": "sqlite", "database_url": "postgres://u:pw@h/db"}`, 0o644, true},
		{"no URL", `{}`, 0o600, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t).write(tt.file)
			mustDo(t, os.Chmod(f.configPath(), tt.mode))
			s := f.resolve(nil)
			if s.Config.Mode != tt.mode || s.Config.HoldsPassword != tt.password || !s.Config.Found {
				t.Errorf("FileState = %+v, want Found, Mode %v, HoldsPassword %v", s.Config, tt.mode, tt.password)
			}
		})
	}
}

// evalkit never writes config.json, and Resolve creates nothing (not even
// the default SQLite file).
func TestResolveWritesNothing(t *testing.T) {
	f := newFixture(t).write(`{"future": {"keys": [1, 2]}, "eval": {"capture": true}}`)
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	mustDo(t, os.Chtimes(f.configPath(), old, old))
	before, _ := os.ReadFile(f.configPath())

	s := f.resolve(env{EnvContributorMode: "1"})
	if s.Config.Err != nil || !s.Capture.Value {
		t.Fatalf("unexpected: %v %+v", s.Config.Err, s.Capture)
	}

	after, _ := os.ReadFile(f.configPath())
	fi, _ := os.Stat(f.configPath())
	if !bytes.Equal(before, after) || !fi.ModTime().Equal(old) {
		t.Error("config.json was modified")
	}
	entries, _ := os.ReadDir(f.dir)
	if len(entries) != 1 {
		t.Errorf("home holds %d entries after Resolve, want only config.json", len(entries))
	}
}

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// JSON sets no range on numbers, and modusbrain (Node's JSON.parse) reads
// 1e400 as Infinity: a number beyond float64's range in one of modusbrain's
// keys leaves the file valid and evalkit's settings read; in an evalkit
// setting that wants a number it is refused by name, with the value.
func TestHugeNumbersAreValidJSON(t *testing.T) {
	s := newFixture(t).write(`{"engine": "postgres", "search": {"boost": 1e400, "floor": -1e309}, "eval": {"capture": true}, "evalkit": {"spool_max_bytes": 1e400}}`).resolve(nil)
	if s.Config.Err != nil {
		t.Fatalf("Config.Err = %v; want the file read", s.Config.Err)
	}
	wantBool(t, "Capture", s.Capture, true, "config.json eval.capture=true")
	if s.Spool.Err == nil || !strings.Contains(s.Spool.Err.Error(), "is a number (1e400); want a whole number of bytes") {
		t.Errorf("Spool.Err = %v; want spool_max_bytes refused as a number (1e400)", s.Spool.Err)
	}
}
