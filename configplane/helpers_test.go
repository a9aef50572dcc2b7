package configplane

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// env is an injected environment: only these variables exist.
type env map[string]string

func (e env) lookup(k string) (string, bool) {
	v, ok := e[k]
	return v, ok
}

// noUserHome fails the test if Resolve reaches for the real home directory.
func noUserHome(t testing.TB) func() (string, error) {
	return func() (string, error) {
		t.Helper()
		t.Error("UserHomeDir called although MODUSBRAIN_HOME is set")
		return "", errors.New("not allowed in this test")
	}
}

// fixture is a fresh MODUSBRAIN_HOME in t.TempDir().
type fixture struct {
	t    testing.TB
	root string // the MODUSBRAIN_HOME value
	dir  string // root/.modusbrain
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, HomeDirName)
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	return &fixture{t: t, root: root, dir: dir}
}

func (f *fixture) configPath() string { return filepath.Join(f.dir, ConfigFileName) }

func (f *fixture) write(content string) *fixture {
	f.t.Helper()
	if err := os.WriteFile(f.configPath(), []byte(content), 0o600); err != nil {
		f.t.Fatal(err)
	}
	return f
}

// resolve runs Resolve with MODUSBRAIN_HOME pointing at the fixture plus
// the given variables.
func (f *fixture) resolve(vars env) *Settings {
	f.t.Helper()
	e := env{EnvHome: f.root}
	for k, v := range vars {
		e[k] = v
	}
	return Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(f.t)})
}

func wantBool(t *testing.T, what string, got Bool, value bool, source string) {
	t.Helper()
	if got.Value != value || got.Source != source {
		t.Errorf("%s = {%v, %q}\n           want {%v, %q}", what, got.Value, got.Source, value, source)
	}
}

// wantConfigErr asserts err is a *ConfigError with this place and key.
func wantConfigErr(t *testing.T, err error, path string, line, col int, key string) *ConfigError {
	t.Helper()
	var ce *ConfigError
	if !errors.As(err, &ce) {
		t.Fatalf("error = %v (%T), want *ConfigError", err, err)
	}
	if ce.Path != path || ce.Line != line || ce.Column != col || ce.Key != key {
		t.Errorf("ConfigError{Path:%q Line:%d Column:%d Key:%q}, want {%q %d %d %q}\n  text: %s",
			ce.Path, ce.Line, ce.Column, ce.Key, path, line, col, key, ce)
	}
	return ce
}
