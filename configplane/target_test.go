package configplane

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTargetMatrix(t *testing.T) {
	const pgURL = "postgres://evals@db.internal:5432/evals?sslmode=disable"
	const pgURL2 = "postgresql://other@db2/evals"
	tests := []struct {
		name    string
		file    *string
		env     env
		engine  string
		url     string
		path    string // {H} stands for the .modusbrain dir, {R} for its parent
		source  string
		err     string // exact TargetErr text ({H}, {CFG} substituted)
		ignored bool
	}{
		{name: "nothing at all", path: "{H}/eval.db", engine: "sqlite", source: SourceDefault},
		{name: "empty object", file: ptr(`{}`), path: "{H}/eval.db", engine: "sqlite", source: SourceDefault},
		{name: "env URL", env: env{EnvDatabaseURL: pgURL}, engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "env DSN", env: env{EnvDatabaseURL: "host=/tmp/pg dbname=evals"}, engine: "postgres",
			url: "host=/tmp/pg dbname=evals", source: SourceEnvURL},
		{name: "env URL beats config", file: ptr(`{"engine": "postgres", "database_path": "/x.db", "database_url": "` + pgURL2 + `"}`),
			env: env{EnvDatabaseURL: pgURL}, engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "env URL beats broken config", file: ptr(`{"engine": `), env: env{EnvDatabaseURL: pgURL},
			engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "env URL beats wrong-typed engine", file: ptr(`{"engine": 5}`), env: env{EnvDatabaseURL: pgURL},
			engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "empty env URL counts as unset", env: env{EnvDatabaseURL: ""}, path: "{H}/eval.db", engine: "sqlite", source: SourceDefault},
		{name: "DATABASE_URL is never read", env: env{EnvIgnoredDatabaseURL: pgURL}, path: "{H}/eval.db", engine: "sqlite",
			source: SourceDefault, ignored: true},
		{name: "DATABASE_URL next to ours", env: env{EnvIgnoredDatabaseURL: pgURL2, EnvDatabaseURL: pgURL}, engine: "postgres",
			url: pgURL, source: SourceEnvURL, ignored: true},
		{name: "config postgres", file: ptr(`{"engine": "postgres", "database_url": "` + pgURL + `"}`),
			engine: "postgres", url: pgURL, source: SourceConfigURL},
		{name: "config postgresql scheme", file: ptr(`{"engine": "postgres", "database_url": "` + pgURL2 + `"}`),
			engine: "postgres", url: pgURL2, source: SourceConfigURL},
		{name: "config URL without engine", file: ptr(`{"database_url": "` + pgURL + `"}`),
			engine: "postgres", url: pgURL, source: SourceConfigURL},
		{name: "evalkit sqlite_path absolute", file: ptr(`{"evalkit": {"sqlite_path": "/var/lib//evals/./e.db"}}`),
			engine: "sqlite", path: "/var/lib/evals/e.db", source: SourceConfigSQLite},
		{name: "evalkit sqlite_path relative is under home", file: ptr(`{"evalkit": {"sqlite_path": "data/e.db"}}`),
			engine: "sqlite", path: "{H}/data/e.db", source: SourceConfigSQLite},
		{name: "evalkit sqlite_path leaving home", file: ptr(`{"evalkit": {"sqlite_path": "../shared.db"}}`),
			engine: "sqlite", path: "{R}/shared.db", source: SourceConfigSQLite},
		{name: "evalkit sqlite_path beside a PGLite brain", file: ptr(`{"engine": "pglite", "database_path": "/b", "evalkit": {"sqlite_path": "e.db"}}`),
			engine: "sqlite", path: "{H}/e.db", source: SourceConfigSQLite},
		{name: "env EVALKIT_SQLITE_PATH beats config", file: ptr(`{"engine": "postgres", "database_url": "` + pgURL + `", "evalkit": {"sqlite_path": "x.db"}}`),
			env: env{EnvSQLitePath: "/srv/e.db"}, engine: "sqlite", path: "/srv/e.db", source: SourceEnvSQLite},
		{name: "env URL beats EVALKIT_SQLITE_PATH", env: env{EnvSQLitePath: "/srv/e.db", EnvDatabaseURL: pgURL},
			engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "evalkit sqlite_path beats database_url", file: ptr(`{"database_url": "` + pgURL + `", "evalkit": {"sqlite_path": "/e.db"}}`),
			engine: "sqlite", path: "/e.db", source: SourceConfigSQLite},
		{name: "other evalkit keys alone change nothing", file: ptr(`{"evalkit": {"future": 1}}`),
			engine: "sqlite", path: "{H}/eval.db", source: SourceDefault},
		{name: "empty strings count as unset", file: ptr(`{"engine": "", "database_url": "", "database_path": "", "evalkit": {"sqlite_path": ""}}`),
			engine: "sqlite", path: "{H}/eval.db", source: SourceDefault},
		{name: "nulls count as unset", file: ptr(`{"engine": null, "database_url": null}`),
			engine: "sqlite", path: "{H}/eval.db", source: SourceDefault},
		{name: "eval problems do not move the target", file: ptr(`{"eval": "x", "database_url": "` + pgURL + `"}`),
			engine: "postgres", url: pgURL, source: SourceConfigURL},

		{name: "unknown engine", file: ptr(`{"engine": "mysql", "database_url": "mysql://u@h/db"}`),
			err: `{CFG}:1:12: engine: is "mysql", not an engine modusbrain knows ("postgres" or "pglite"), so evalkit does not guess a database from it; evalkit's own embedded store is set with EVALKIT_SQLITE_PATH or "evalkit": {"sqlite_path": ...}`},
		{name: "engine sqlite is not modusbrain's", file: ptr(`{"engine": "sqlite", "database_path": "e.db"}`),
			err: `{CFG}:1:12: engine: is "sqlite", not an engine modusbrain knows ("postgres" or "pglite"), so evalkit does not guess a database from it; evalkit's own embedded store is set with EVALKIT_SQLITE_PATH or "evalkit": {"sqlite_path": ...}`},
		{name: "engine names are exact", file: ptr(`{"engine": "Postgres", "database_url": "` + pgURL + `"}`),
			err: `{CFG}:1:12: engine: is "Postgres", not an engine modusbrain knows ("postgres" or "pglite"), so evalkit does not guess a database from it; evalkit's own embedded store is set with EVALKIT_SQLITE_PATH or "evalkit": {"sqlite_path": ...}`},
		{name: "pglite engine", file: ptr(`{"engine": "pglite", "database_path": "/home/u/.modusbrain/brain", "database_url": "` + pgURL + `"}`),
			err: `modusbrain keeps this brain in PGLite (config.json engine "pglite", data directory "/home/u/.modusbrain/brain"), which evalkit cannot open: PGLite runs inside modusbrain's own process; evalkit opened and created nothing there`},
		{name: "pglite engine without a path", file: ptr(`{"engine": "pglite"}`),
			err: `modusbrain keeps this brain in PGLite (config.json engine "pglite"), which evalkit cannot open: PGLite runs inside modusbrain's own process; evalkit opened and created nothing there`},
		// modusbrain: no engine and a database_path is PGLite, database_url or not.
		{name: "config URL and path without engine is PGLite", file: ptr(`{"database_url": "` + pgURL + `", "database_path": "/b"}`),
			err: `modusbrain keeps this brain in PGLite (config.json database_path with no engine, which modusbrain reads as PGLite although database_url is set, data directory "/b"), which evalkit cannot open: PGLite runs inside modusbrain's own process; evalkit opened and created nothing there`},
		{name: "engine postgres beats database_path", file: ptr(`{"engine": "postgres", "database_url": "` + pgURL + `", "database_path": "/b"}`),
			engine: "postgres", url: pgURL, source: SourceConfigURL},
		{name: "env URL beats database_path", file: ptr(`{"database_path": "/b"}`), env: env{EnvDatabaseURL: pgURL},
			engine: "postgres", url: pgURL, source: SourceEnvURL},
		{name: "database_path alone is PGLite", file: ptr(`{"database_path": "brain"}`),
			err: `modusbrain keeps this brain in PGLite (config.json database_path with no engine, which modusbrain reads as PGLite, data directory "brain"), which evalkit cannot open: PGLite runs inside modusbrain's own process; evalkit opened and created nothing there`},
		{name: "postgres without URL", file: ptr("{\n  \"engine\": \"postgres\"\n}"),
			err: `{CFG}:2:13: engine: is "postgres" but database_url is missing, so modusbrain's brain is unknown to evalkit; name it per command (MODUSBRAIN_DATABASE_URL=postgres://... eval-doctor), or give evalkit its own store with EVALKIT_SQLITE_PATH`},
		{name: "postgres with only a path", file: ptr(`{"engine": "postgres", "database_path": "/x.db"}`),
			err: `{CFG}:1:12: engine: is "postgres" but database_url is missing, so modusbrain's brain is unknown to evalkit; name it per command (MODUSBRAIN_DATABASE_URL=postgres://... eval-doctor), or give evalkit its own store with EVALKIT_SQLITE_PATH`},
		// A driver would read these differently from the mask (redact.Check).
		{name: "env URL with an unescaped @ in the password", env: env{EnvDatabaseURL: "postgres://u:pa@ss@h/db"},
			err: `MODUSBRAIN_DATABASE_URL="postgres://u:***@h/db": the URL has an "@" the driver would read as part of the host or database name, so part of the password could be shown as one: percent-encode "@" as %40 and "/" as %2F in the user name and password`},
		{name: "config DSN with an unquoted space in the password", file: ptr(`{"database_url": "host=h password=pa ss dbname=d"}`),
			err: `{CFG}:1:18: database_url: "host=h password=*** dbname=d": the key=value string has a word that is not a connection parameter after the password value: a password holding a space must be put in single quotes ('like this', with \' for a quote inside)`},
		{name: "env URL with an upper-case scheme", env: env{EnvDatabaseURL: "POSTGRES://u@h/db"},
			err: `MODUSBRAIN_DATABASE_URL="POSTGRES://u@h/db": the URL scheme must be written in lower case: postgres:// or postgresql://`},
		// Paths that are almost surely mistakes, and would create odd files.
		{name: "env EVALKIT_SQLITE_PATH blank", env: env{EnvSQLitePath: " "},
			err: `EVALKIT_SQLITE_PATH: " " is blank; write a file path, or unset it for the default {H}/eval.db`},
		{name: "env EVALKIT_SQLITE_PATH with blanks around", env: env{EnvSQLitePath: "e.db\n"},
			err: `EVALKIT_SQLITE_PATH: "e.db\n" has blanks around it, which would be part of the file name; write the path without them`},
		{name: "env EVALKIT_SQLITE_PATH in quotes", env: env{EnvSQLitePath: "'/srv/evals/eval.db'"},
			err: `EVALKIT_SQLITE_PATH: "'/srv/evals/eval.db'" is wrapped in quotes, which would be part of the file name; write the path without them`},
		{name: "env EVALKIT_SQLITE_PATH in double quotes", env: env{EnvSQLitePath: `"e.db"`},
			err: `EVALKIT_SQLITE_PATH: "\"e.db\"" is wrapped in quotes, which would be part of the file name; write the path without them`},
		{name: "env EVALKIT_SQLITE_PATH with a newline inside", env: env{EnvSQLitePath: "/srv/e\nvals/e.db"},
			err: `EVALKIT_SQLITE_PATH: "/srv/e\nvals/e.db" holds a control character (a newline, a tab), which would be part of the file name; write the path without it`},
		{name: "env EVALKIT_SQLITE_PATH file URI", env: env{EnvSQLitePath: "file:/x?mode=rwc"},
			err: `EVALKIT_SQLITE_PATH: "file:/x?mode=rwc" is a SQLite URI; evalkit takes a plain file path (no "file:" and no ?options)`},
		{name: "sqlite_path with a NUL byte", file: ptr(`{"evalkit": {"sqlite_path": "e\u0000.db"}}`),
			err: `{CFG}:1:29: evalkit.sqlite_path: "e\x00.db" holds a NUL byte, which no file name can; write the path without it`},
		{name: "sqlite_path file URI", file: ptr(`{"evalkit": {"sqlite_path": "FILE:e.db"}}`),
			err: `{CFG}:1:29: evalkit.sqlite_path: "FILE:e.db" is a SQLite URI; evalkit takes a plain file path (no "file:" and no ?options)`},
		{name: "engine wrong type", file: ptr(`{"engine": 5}`),
			err: `{CFG}:1:12: engine: is a number (5); want a string`},
		{name: "database_url wrong type", file: ptr(`{"database_url": true}`),
			err: `{CFG}:1:18: database_url: is a boolean (true); want a string`},
		{name: "database_url object", file: ptr(`{"database_url": {"host": "h"}}`),
			err: `{CFG}:1:18: database_url: is an object; want a string`},
		{name: "database_path wrong type", file: ptr(`{"database_path": ["a"]}`),
			err: `{CFG}:1:19: database_path: is an array; want a string`},
		{name: "sqlite_path wrong type", file: ptr(`{"evalkit": {"sqlite_path": ["a"]}}`),
			err: `{CFG}:1:29: evalkit.sqlite_path: is an array; want a string`},
		{name: "sqlite_path with ~", file: ptr(`{"evalkit": {"sqlite_path": "~/e.db"}}`),
			err: `{CFG}:1:29: evalkit.sqlite_path: "~/e.db" starts with "~", which is not expanded; write an absolute path or one relative to {H}`},
		{name: "URL pasted into sqlite_path", file: ptr(`{"evalkit": {"sqlite_path": "postgres://u:pw@h/db"}}`),
			err: `{CFG}:1:29: evalkit.sqlite_path: "postgres://u:***@h/db" looks like a database URL, not a file path; a PostgreSQL brain is named by MODUSBRAIN_DATABASE_URL`},
		{name: "env sqlite path with ~", env: env{EnvSQLitePath: "~/e.db"},
			err: `EVALKIT_SQLITE_PATH: "~/e.db" starts with "~", which is not expanded; write an absolute path or one relative to {H}`},
		{name: "config URL of another database", file: ptr(`{"database_url": "mysql://u@h/db"}`),
			err: `{CFG}:1:18: database_url: "mysql://u@h/db": is not a PostgreSQL URL (scheme "mysql"); want postgres://user@host/db or a key=value DSN`},
		{name: "config URL that is not a URL", file: ptr(`{"database_url": "db.internal"}`),
			err: `{CFG}:1:18: database_url: "db.internal": is neither a postgres:// URL nor a key=value DSN (host=... dbname=...)`},
		{name: "env URL of another database", env: env{EnvDatabaseURL: "mysql://u@h/db"},
			err: `MODUSBRAIN_DATABASE_URL="mysql://u@h/db": is not a PostgreSQL URL (scheme "mysql"); want postgres://user@host/db or a key=value DSN`},
		{name: "env URL for sqlite", env: env{EnvDatabaseURL: "sqlite:///tmp/e.db"},
			err: `MODUSBRAIN_DATABASE_URL="sqlite:///tmp/e.db": is not a PostgreSQL URL; evalkit's own SQLite store is named by EVALKIT_SQLITE_PATH (a file path)`},
		{name: "broken config, no env URL", file: ptr(`{"engine": `),
			err: `no database target: MODUSBRAIN_DATABASE_URL is not set and config.json cannot be used: {CFG}:1:12: is not valid JSON: unexpected end of JSON input`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t)
			if tt.file != nil {
				f.write(*tt.file)
			}
			s := f.resolve(tt.env)
			subst := strings.NewReplacer("{CFG}", f.configPath(), "{H}", f.dir, "{R}", f.root)
			if s.IgnoredDatabaseURL != tt.ignored {
				t.Errorf("IgnoredDatabaseURL = %v, want %v", s.IgnoredDatabaseURL, tt.ignored)
			}
			if tt.err != "" {
				if s.TargetErr == nil || s.TargetErr.Error() != subst.Replace(tt.err) {
					t.Errorf("TargetErr = %v\n     want %s", s.TargetErr, subst.Replace(tt.err))
				}
				if s.Target != (Target{}) {
					t.Errorf("Target = %#v, want zero with an error", s.Target)
				}
				return
			}
			if s.TargetErr != nil {
				t.Fatalf("TargetErr = %v", s.TargetErr)
			}
			want := Target{Engine: tt.engine, URL: tt.url, Source: tt.source}
			if tt.path != "" {
				want.Path = filepath.Clean(subst.Replace(tt.path))
			}
			got := s.Target
			got.ModusbrainRole, got.ModusbrainURL = "", "" // TestTargetModusbrainRole
			if got != want {
				t.Errorf("Target = %#v\n    want %#v", s.Target, want)
			}
			if want.Engine == EngineSQLite && s.Target.String() != want.Path {
				t.Errorf("String() = %q, want the path", s.Target.String())
			}
			if want.Engine == EnginePostgres && s.Target.String() != want.URL {
				t.Errorf("String() = %q, want the URL unchanged (it has no password)", s.Target.String())
			}
		})
	}
}

// A "://" inside a DSN value does not make the DSN a URL of some other
// scheme (which the error would then quote, password and all).
func TestTargetDSNWithURLLikePassword(t *testing.T) {
	const dsn = "host=h password=a://b dbname=d"
	s := newFixture(t).resolve(env{EnvDatabaseURL: dsn})
	if s.TargetErr != nil || s.Target.URL != dsn {
		t.Fatalf("Target = %#v, TargetErr = %v; want the DSN accepted", s.Target, s.TargetErr)
	}
}

func TestTargetConfigErrorKey(t *testing.T) {
	f := newFixture(t).write("{\n\t\"engine\": \"oracle\"\n}")
	s := f.resolve(nil)
	wantConfigErr(t, s.TargetErr, f.configPath(), 2, 12, "engine")
	// Target problems are not config-file problems: capture is unaffected.
	if s.Config.Err != nil {
		t.Errorf("Config.Err = %v, want nil", s.Config.Err)
	}
}

func TestTargetRendering(t *testing.T) {
	pg := Target{Engine: EnginePostgres, URL: "postgres://alice:Sekr1t@h:5432/db", Source: SourceEnvURL}
	if got, want := pg.String(), "postgres://alice:***@h:5432/db"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got, want := pg.GoString(), `configplane.Target{Engine:"postgres", URL:"postgres://alice:***@h:5432/db", Path:"", Source:"env MODUSBRAIN_DATABASE_URL", ModusbrainRole:"", ModusbrainURL:""}`; got != want {
		t.Errorf("GoString() = %q, want %q", got, want)
	}
	b, err := json.Marshal(pg)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"engine":"postgres","url":"postgres://alice:***@h:5432/db","source":"env MODUSBRAIN_DATABASE_URL"}`; got != want {
		t.Errorf("JSON = %s, want %s", got, want)
	}
	sq := Target{Engine: EngineSQLite, Path: "/h/.modusbrain/eval.db", Source: SourceDefault}
	if sq.String() != sq.Path {
		t.Errorf("String() = %q", sq.String())
	}
	if (Target{}).String() != "" {
		t.Error("zero Target renders non-empty")
	}
}

// A PGLite brain is modusbrain's: the error is typed, and neither it nor its
// hint tells the user to change a key that would move modusbrain itself.
func TestPGLiteErrorNeverAdvisesMovingModusbrain(t *testing.T) {
	for _, file := range []string{`{"engine": "pglite", "database_path": "/b"}`, `{"database_path": "/b"}`} {
		f := newFixture(t).write(file)
		s := f.resolve(nil)
		var pe *PGLiteError
		if !errors.As(s.TargetErr, &pe) {
			t.Fatalf("%s: TargetErr = %v, want *PGLiteError", file, s.TargetErr)
		}
		text := pe.Error() + "\n" + pe.HintFor("eval-export")
		for _, bad := range []string{`"engine":`, `"database_url":`, `"database_path":`, "set engine", "change engine"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s: message advises %q:\n%s", file, bad, text)
			}
		}
		for _, want := range []string{`"/b"`, EnvSQLitePath + "=" + filepath.Join(f.dir, "eval.db"), EnvDatabaseURL + "=postgres://user@host/brain eval-export "} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: message lacks %q:\n%s", file, want, text)
			}
		}
	}
}

// TestTargetFollowsModusbrainEngineRule checks every combination of
// modusbrain's keys against its engine rule, written here straight from
// MODUSBRAIN.md: a database URL from the environment → postgres; else
// engine when set; else database_path present → pglite; else postgres.
// evalkit must land in the brain modusbrain uses, or refuse.
func TestTargetFollowsModusbrainEngineRule(t *testing.T) {
	const envURL = "postgres://env@h/brain"
	const fileURL = "postgres://file@h/brain"
	modusbrainEngine := func(envSet bool, engine string, pathSet bool) string {
		switch {
		case envSet:
			return EnginePostgres
		case engine != "":
			return engine
		case pathSet:
			return EnginePGLite
		}
		return EnginePostgres
	}
	for _, envSet := range []bool{false, true} {
		for _, engine := range []string{"", EnginePostgres, EnginePGLite} {
			for _, urlSet := range []bool{false, true} {
				for _, pathSet := range []bool{false, true} {
					keys := map[string]any{}
					if engine != "" {
						keys["engine"] = engine
					}
					if urlSet {
						keys["database_url"] = fileURL
					}
					if pathSet {
						keys["database_path"] = "brain"
					}
					file, _ := json.Marshal(keys)
					vars := env{}
					if envSet {
						vars[EnvDatabaseURL] = envURL
					}
					name := fmt.Sprintf("env=%v %s", envSet, file)
					t.Run(name, func(t *testing.T) {
						s := newFixture(t).write(string(file)).resolve(vars)
						var pe *PGLiteError
						switch want := modusbrainEngine(envSet, engine, pathSet); {
						case want == EnginePGLite:
							if !errors.As(s.TargetErr, &pe) {
								t.Fatalf("modusbrain uses PGLite; evalkit: Target %#v, TargetErr %v", s.Target, s.TargetErr)
							}
						case envSet:
							if s.TargetErr != nil || s.Target.Engine != EnginePostgres || s.Target.URL != envURL {
								t.Fatalf("modusbrain uses %s; evalkit: Target %#v, TargetErr %v", envURL, s.Target, s.TargetErr)
							}
						case urlSet:
							if s.TargetErr != nil || s.Target.Engine != EnginePostgres || s.Target.URL != fileURL {
								t.Fatalf("modusbrain uses %s; evalkit: Target %#v, TargetErr %v", fileURL, s.Target, s.TargetErr)
							}
						case engine == EnginePostgres:
							// modusbrain's brain is unknown: refuse, never guess.
							if s.TargetErr == nil {
								t.Fatalf("engine postgres without a URL: evalkit guessed %#v", s.Target)
							}
						default:
							// No brain configured at all: evalkit's own store.
							if s.TargetErr != nil || s.Target.Source != SourceDefault {
								t.Fatalf("nothing configured: Target %#v, TargetErr %v; want the default SQLite", s.Target, s.TargetErr)
							}
						}
						if pe == nil && errors.As(s.TargetErr, &pe) {
							t.Fatalf("modusbrain does not use PGLite here, yet evalkit says: %v", s.TargetErr)
						}
					})
				}
			}
		}
	}
}

// The user modusbrain's own database_url names is modusbrain's role in
// the database that URL names; whichever URL evalkit uses, the target
// carries that URL along (ModusbrainURL), so that store/dial can tell
// whether it is the same database (an environment URL for brain B says
// nothing about B's role when config.json names brain A: probe 7). A URL
// that names no user says nothing (libpq takes PGUSER or the OS user of
// whoever connects: probe 6).
func TestTargetModusbrainRole(t *testing.T) {
	for _, tc := range []struct {
		config, envURL, want, wantURL string
	}{
		{`{"database_url": "postgres://modus:pw@db.internal/brain"}`, "", "modus", "postgres://modus:pw@db.internal/brain"},
		{`{"database_url": "postgresql://db.internal/brain?user=modus"}`, "", "modus", "postgresql://db.internal/brain?user=modus"},
		{`{"database_url": "host=db.internal dbname=brain user=modus"}`, "", "modus", "host=db.internal dbname=brain user=modus"},
		{`{"database_url": "postgres://modus@db.internal/brain"}`, "postgres://postgres@db.internal/brain", "modus", "postgres://modus@db.internal/brain"},
		{`{"database_url": "postgres://modus@db.internal/a"}`, "postgres://postgres@db.internal/b", "modus", "postgres://modus@db.internal/a"},
		{`{"engine": "pglite", "database_url": "postgres://modus@db.internal/a"}`, "postgres://postgres@db.internal/b", "modus", "postgres://modus@db.internal/a"},
		{`{"database_url": "postgres:///brain?host=/run/postgresql"}`, "", "", ""},
		{`{"database_url": "postgres:///brain?host=/run/postgresql"}`, "postgres://postgres@db.internal/brain", "", ""},
		{`{}`, "postgres://modus@db.internal/brain", "", ""},
		// A login that SET ROLEs at connect time works as that role: the
		// one modusbrain's migrations create and alter its tables as
		// (probe 9, F2). libpq's three spellings, a DSN, the last wins,
		// and "none", which is the login itself.
		{`{"database_url": "postgres://mb_login@/brain?host=/pg&options=-c%20role%3Dbrain_owner"}`, "", "brain_owner",
			"postgres://mb_login@/brain?host=/pg&options=-c%20role%3Dbrain_owner"},
		{`{"database_url": "postgres://mb_login@/brain?options=-crole%3Dbrain_owner"}`, "postgres://postgres@/brain", "brain_owner",
			"postgres://mb_login@/brain?options=-crole%3Dbrain_owner"},
		{`{"database_url": "postgres://mb_login@/brain?options=--role%3Dbrain_owner%20-c%20statement_timeout%3D5s"}`, "", "brain_owner",
			"postgres://mb_login@/brain?options=--role%3Dbrain_owner%20-c%20statement_timeout%3D5s"},
		{`{"database_url": "host=/pg dbname=brain user=mb_login options='-c role=x -c ROLE=brain_owner'"}`, "", "brain_owner",
			"host=/pg dbname=brain user=mb_login options='-c role=x -c ROLE=brain_owner'"},
		{`{"database_url": "postgres://mb_login@/brain?options=-c%20role%3Dnone"}`, "", "mb_login", "postgres://mb_login@/brain?options=-c%20role%3Dnone"},
		{`{"database_url": "postgres:///brain?options=-c%20role%3Dbrain_owner"}`, "", "brain_owner", "postgres:///brain?options=-c%20role%3Dbrain_owner"},
		{`{"database_url": "postgres://mb_login@/brain?options=-c%20search_path%3Devals"}`, "", "mb_login", "postgres://mb_login@/brain?options=-c%20search_path%3Devals"},
		// Options the server would read otherwise may set any role: none assumed.
		{`{"database_url": "postgres://mb_login@/brain?options=role%3Dbrain_owner"}`, "", "", ""},
	} {
		e := env{}
		if tc.envURL != "" {
			e = env{EnvDatabaseURL: tc.envURL}
		}
		s := newFixture(t).write(tc.config).resolve(e)
		if s.TargetErr != nil || s.Target.ModusbrainRole != tc.want || s.Target.ModusbrainURL != tc.wantURL {
			t.Errorf("config %s, env %q: ModusbrainRole %q, ModusbrainURL %q (%v), want %q, %q", tc.config, tc.envURL,
				s.Target.ModusbrainRole, s.Target.ModusbrainURL, s.TargetErr, tc.want, tc.wantURL)
		}
	}
}

// ModusbrainURL may hold config.json's password: %#v masks it, JSON
// leaves it out.
func TestTargetModusbrainURLNeverPrinted(t *testing.T) {
	s := newFixture(t).write(`{"database_url": "postgres://modus:s3cret@db.internal/a"}`).resolve(env{EnvDatabaseURL: "postgres://postgres@db.internal/b"})
	if s.Target.ModusbrainURL == "" {
		t.Fatalf("Target = %#v, want config.json's URL carried along", s.Target)
	}
	b, err := json.Marshal(s.Target)
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{fmt.Sprintf("%#v", s.Target), fmt.Sprintf("%v", s.Target), fmt.Sprintf("%+v", s.Target), string(b)} {
		if strings.Contains(out, "s3cret") {
			t.Errorf("printed the password: %s", out)
		}
	}
}

// evalkit's store is never one of modusbrain's files: config.json in the
// home, or anything inside its PGLite data directory (database_path,
// relative to the home). Symbolic links, case and ".." do not get past,
// whether the file exists or not; paths beside them are evalkit's to use
// (probe 9, F4).
func TestTargetStoreNeverModusbrainsFile(t *testing.T) {
	f := newFixture(t)
	brain := filepath.Join(f.dir, "brain")
	other := t.TempDir()
	for _, d := range []string{brain, filepath.Join(other, "pgl")} {
		if err := os.Mkdir(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(f.dir, "spool"), 0o700); err != nil {
		t.Fatal(err)
	}
	for _, l := range [][2]string{{filepath.Join(f.dir, "spool"), filepath.Join(other, "to-spool")}, {brain, filepath.Join(other, "to-brain")}, {f.configPath(), filepath.Join(other, "cfg.db")}} {
		if err := os.Symlink(l[0], l[1]); err != nil {
			t.Fatal(err)
		}
	}
	pglite := `{"engine": "pglite", "database_path": "brain"}`
	for _, tc := range []struct {
		config, envPath, want string // want: "" (accepted) or a part of the error
	}{
		{`{"database_path": "brain", "evalkit": {"sqlite_path": "brain/eval.db"}}`, "", "inside modusbrain's PGLite data directory " + brain},
		{`{"database_path": "brain", "evalkit": {"sqlite_path": "brain"}}`, "", "inside modusbrain's PGLite data directory"},
		{`{"database_path": "brain/", "evalkit": {"sqlite_path": "data/../brain/sub/e.db"}}`, "", "inside modusbrain's PGLite data directory"},
		{pglite, filepath.Join(other, "to-brain", "e.db"), "inside modusbrain's PGLite data directory"},
		{`{"database_path": "` + filepath.Join(other, "pgl") + `"}`, filepath.Join(other, "pgl", "e.db"), "inside modusbrain's PGLite data directory"},
		{`{"engine": "postgres", "database_url": "postgres://h/b", "database_path": "brain", "evalkit": {"sqlite_path": "brain/e.db"}}`, "", "inside modusbrain's PGLite"},
		{pglite, f.configPath(), "is modusbrain's " + f.configPath()},
		{pglite, filepath.Join(brain, "..", "config.json"), "is modusbrain's"},
		{pglite, filepath.Join(f.dir, "Config.JSON"), "is modusbrain's"},
		{pglite, filepath.Join(other, "cfg.db"), "is modusbrain's"},
		{`{"evalkit": {"sqlite_path": "config.json"}}`, "", "is modusbrain's"},
		// SQLite's side files of a database, found by name (hostile 11, F6);
		// the spool's directory and its files.
		{"", filepath.Join(f.dir, "eval.db-wal"), "write-ahead log of the SQLite database " + filepath.Join(f.dir, "eval.db")},
		{"", filepath.Join(other, "x.sqlite-shm"), "shared-memory index"},
		{`{"evalkit": {"sqlite_path": "eval.db-journal"}}`, "", "rollback journal"},
		{"", filepath.Join(f.dir, "eval.db-mj0A1B2C93F"), "super-journal"},
		{"", filepath.Join(f.dir, "spool", "drain.lock"), "in evalkit's spool directory"},
		{"", filepath.Join(f.dir, "spool"), "in evalkit's spool directory"},
		{"", filepath.Join(other, "to-spool", "e.db"), "in evalkit's spool directory"},
		{"", filepath.Join(f.dir, "eval-wal.db"), ""},
		{"", filepath.Join(f.dir, "-wal"), ""},
		{"", filepath.Join(f.dir, "spooled.db"), ""},
		{"", filepath.Join(f.dir, "eval.db-mjnothex00"), ""},
		{pglite, filepath.Join(f.dir, "brainstorm.db"), ""},
		{pglite, filepath.Join(f.dir, "config.json.db"), ""},
		{`{"engine": "pglite", "database_path": "brain", "evalkit": {"sqlite_path": "data/evals.db"}}`, "", ""},
	} {
		f.write(tc.config)
		e := env{}
		if tc.envPath != "" {
			e[EnvSQLitePath] = tc.envPath
		}
		s := f.resolve(e)
		switch {
		case tc.want == "" && s.TargetErr != nil:
			t.Errorf("config %s, %s=%q: %v, want it accepted", tc.config, EnvSQLitePath, tc.envPath, s.TargetErr)
		case tc.want != "" && (s.TargetErr == nil || !strings.Contains(s.TargetErr.Error(), tc.want)):
			t.Errorf("config %s, %s=%q: target %v, error %v; want an error with %q", tc.config, EnvSQLitePath, tc.envPath, s.Target, s.TargetErr, tc.want)
		}
	}
	if _, err := os.Stat(f.configPath()); err != nil {
		t.Fatal(err)
	}
	// The config file moved aside, as a damaged store's advice once said:
	// its name is still modusbrain's.
	if err := os.Remove(f.configPath()); err != nil {
		t.Fatal(err)
	}
	if s := f.resolve(env{EnvSQLitePath: f.configPath()}); s.TargetErr == nil || !strings.Contains(s.TargetErr.Error(), "is modusbrain's") {
		t.Errorf("no config.json, %s=%s: target %v, error %v; want it refused", EnvSQLitePath, f.configPath(), s.Target, s.TargetErr)
	}
}
