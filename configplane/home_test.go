package configplane

import (
	"errors"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
)

func TestHomeFromEnv(t *testing.T) {
	root := t.TempDir()
	tests := []struct{ value, home string }{
		{root, filepath.Join(root, ".modusbrain")},
		{root + "/", filepath.Join(root, ".modusbrain")},
		{root + "/./sub//", filepath.Join(root, "sub", ".modusbrain")},
		// ".." inside a name is not a ".." component.
		{root + "/a..b", filepath.Join(root, "a..b", ".modusbrain")},
	}
	for _, d := range []string{"sub", "a..b"} {
		mustDo(t, os.Mkdir(filepath.Join(root, d), 0o700))
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			e := env{EnvHome: tt.value}
			s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
			if s.HomeErr != nil {
				t.Fatalf("HomeErr = %v", s.HomeErr)
			}
			if s.Home != tt.home || s.HomeSource != "env MODUSBRAIN_HOME="+tt.value {
				t.Errorf("Home, HomeSource = %q, %q; want %q, %q", s.Home, s.HomeSource, tt.home, "env MODUSBRAIN_HOME="+tt.value)
			}
			if want := filepath.Join(tt.home, "config.json"); s.ConfigPath != want {
				t.Errorf("ConfigPath = %q, want %q", s.ConfigPath, want)
			}
		})
	}
}

// A relative MODUSBRAIN_HOME or one with ".." is refused: capture fails
// closed even with the env opt-in, scrubbing stays on, and the error names
// the value.
func TestHomeFromEnvRejected(t *testing.T) {
	tests := []struct{ value, err string }{
		{"rel/dir", `MODUSBRAIN_HOME="rel/dir" is not an absolute path`},
		{"./here", `MODUSBRAIN_HOME="./here" is not an absolute path`},
		{".", `MODUSBRAIN_HOME="." is not an absolute path`},
		{"~/brain", `MODUSBRAIN_HOME="~/brain" is not an absolute path ("~" is not expanded here; write the full path, e.g. $HOME)`},
		{"/srv/../etc", `MODUSBRAIN_HOME="/srv/../etc" contains ".."; write the path without it`},
		{"/srv/brain/..", `MODUSBRAIN_HOME="/srv/brain/.." contains ".."; write the path without it`},
		{"../brain", `MODUSBRAIN_HOME="../brain" is not an absolute path`},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			e := env{EnvHome: tt.value, EnvContributorMode: "1"}
			s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
			if s.HomeErr == nil || s.HomeErr.Error() != tt.err {
				t.Errorf("HomeErr = %v\n      want %s", s.HomeErr, tt.err)
			}
			if s.Home != "" || s.ConfigPath != "" {
				t.Errorf("Home, ConfigPath = %q, %q; want empty", s.Home, s.ConfigPath)
			}
			if s.HomeSource != "env MODUSBRAIN_HOME="+tt.value {
				t.Errorf("HomeSource = %q", s.HomeSource)
			}
			const why = "fail closed: no usable modusbrain home, so config.json cannot be read"
			wantBool(t, "Capture", s.Capture, false, why+"; env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied")
			wantBool(t, "ScrubPII", s.ScrubPII, true, why)
			if s.TargetErr == nil || !strings.Contains(s.TargetErr.Error(), "no usable modusbrain home") {
				t.Errorf("TargetErr = %v, want the default SQLite file refused", s.TargetErr)
			}
			if s.Config.Found || s.Config.Err != nil {
				t.Errorf("Config = %+v, want untouched", s.Config)
			}
		})
	}
}

// A MODUSBRAIN_HOME that does not exist, or is no directory, is refused
// like a relative one: evalkit would otherwise create the whole tree from /
// on its first write. .modusbrain itself may be missing (it is created).
func TestHomeFromEnvMustExist(t *testing.T) {
	root := t.TempDir()
	file := filepath.Join(root, "file")
	mustDo(t, os.WriteFile(file, nil, 0o600))
	for value, want := range map[string]string{
		filepath.Join(root, "nonexistent", "x"): `does not exist; create it first, or correct the path`,
		file:                                    `is not a directory`,
	} {
		e := env{EnvHome: value, EnvContributorMode: "1"}
		s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
		if s.HomeErr == nil || s.HomeErr.Error() != "MODUSBRAIN_HOME="+quote(value)+" "+want {
			t.Errorf("%s: HomeErr = %v, want it refused: %s", value, s.HomeErr, want)
		}
		if s.Capture.Value || s.TargetErr == nil || s.Spool.Dir != "" {
			t.Errorf("%s: Capture %v, TargetErr %v, Spool.Dir %q; want off, refused, none", value, s.Capture, s.TargetErr, s.Spool.Dir)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "nonexistent")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Resolve created something: %v", err)
	}
}

// With a bad home, an explicit MODUSBRAIN_DATABASE_URL still names the
// database: the doctor can still look at it.
func TestHomeRejectedTargetFromEnv(t *testing.T) {
	e := env{EnvHome: "relative", EnvDatabaseURL: "postgres://u@h/db"}
	s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
	if s.TargetErr != nil || s.Target.Engine != EnginePostgres || s.Target.Source != SourceEnvURL {
		t.Errorf("Target, TargetErr = %#v, %v", s.Target, s.TargetErr)
	}
}

func TestHomeDefault(t *testing.T) {
	user := t.TempDir()
	f := &fixture{t: t, root: user, dir: filepath.Join(user, ".modusbrain")}
	mustDo(t, os.Mkdir(f.dir, 0o700))
	f.write(`{"eval": {"capture": true}}`)

	for _, e := range []env{{}, {EnvHome: ""}} { // empty counts as unset
		s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: func() (string, error) { return user, nil }})
		if s.HomeErr != nil || s.Home != f.dir || s.HomeSource != "default ~/.modusbrain" {
			t.Errorf("env %v: Home = %q, %q, %v", e, s.Home, s.HomeSource, s.HomeErr)
		}
		wantBool(t, "Capture", s.Capture, true, "config.json eval.capture=true")
	}
}

func TestHomeDefaultUnavailable(t *testing.T) {
	tests := []struct {
		name string
		dir  string
		err  error
		want string
	}{
		{"no home", "", errors.New("$HOME is not defined"),
			"cannot find your home directory ($HOME is not defined); set MODUSBRAIN_HOME to an absolute path"},
		{"relative home", "home/me", nil,
			`home directory "home/me" is not an absolute path; set MODUSBRAIN_HOME to an absolute path`},
		{"empty home", "", nil,
			`home directory "" is not an absolute path; set MODUSBRAIN_HOME to an absolute path`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := env{EnvContributorMode: "1"}
			s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: func() (string, error) { return tt.dir, tt.err }})
			if s.HomeErr == nil || s.HomeErr.Error() != tt.want {
				t.Errorf("HomeErr = %v\n      want %s", s.HomeErr, tt.want)
			}
			if s.Home != "" || s.HomeSource != "default ~/.modusbrain" {
				t.Errorf("Home, HomeSource = %q, %q", s.Home, s.HomeSource)
			}
			if s.Capture.Value || !s.ScrubPII.Value {
				t.Errorf("Capture, ScrubPII = %+v, %+v; want fail closed", s.Capture, s.ScrubPII)
			}
		})
	}
}

// Options{} falls back to the process environment. MODUSBRAIN_HOME points
// at a temp dir so the real home is never read.
func TestResolveZeroOptionsUsesProcessEnv(t *testing.T) {
	f := newFixture(t).write(`{"eval": {"capture": false}}`)
	t.Setenv(EnvHome, f.root)
	t.Setenv(EnvContributorMode, "1")
	t.Setenv(EnvDatabaseURL, "")
	t.Setenv(EnvIgnoredDatabaseURL, "postgres://someone:else@h/app")

	s := Resolve(Options{})
	if s.Home != f.dir {
		t.Fatalf("Home = %q, want %q", s.Home, f.dir)
	}
	wantBool(t, "Capture", s.Capture, false, "config.json eval.capture=false (overrides env MODUSBRAIN_CONTRIBUTOR_MODE=1)")
	if !s.IgnoredDatabaseURL || s.Target.Source != SourceDefault {
		t.Errorf("IgnoredDatabaseURL, Target = %v, %#v", s.IgnoredDatabaseURL, s.Target)
	}
}

// Without HOME (env -i, a service manager), the home is the account's, as
// modusbrain's Node runtime finds it, not "no usable modusbrain home"
// (hostile probe 9).
func TestUserHomeDirFallsBackToTheAccount(t *testing.T) {
	u, err := user.Current()
	if err != nil || u.HomeDir == "" {
		t.Fatalf("this test needs an account with a home directory: %v", err)
	}
	t.Setenv("HOME", "")
	got, err := UserHomeDir()
	if err != nil || got != u.HomeDir {
		t.Fatalf("UserHomeDir() = %q, %v; want %q", got, err, u.HomeDir)
	}
}
