package doctor

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// machine is a fake process environment around a temporary modusbrain home.
type machine struct {
	t    *testing.T
	home string // $MODUSBRAIN_HOME
	env  map[string]string
}

func newMachine(t *testing.T) *machine {
	home := t.TempDir()
	return &machine{t: t, home: home, env: map[string]string{configplane.EnvHome: home}}
}

func (m *machine) dir() string        { return filepath.Join(m.home, configplane.HomeDirName) }
func (m *machine) configPath() string { return filepath.Join(m.dir(), configplane.ConfigFileName) }
func (m *machine) dbPath() string     { return filepath.Join(m.dir(), configplane.DefaultSQLiteName) }

func (m *machine) lookup(k string) (string, bool) {
	v, ok := m.env[k]
	return v, ok
}

func (m *machine) writeConfig(body string, mode os.FileMode) {
	m.t.Helper()
	if err := os.MkdirAll(m.dir(), 0o700); err != nil {
		m.t.Fatal(err)
	}
	if err := os.WriteFile(m.configPath(), []byte(body), mode); err != nil {
		m.t.Fatal(err)
	}
	if err := os.Chmod(m.configPath(), mode); err != nil { // umask
		m.t.Fatal(err)
	}
}

func (m *machine) settings() *configplane.Settings {
	return configplane.Resolve(configplane.Options{
		LookupEnv:   m.lookup,
		UserHomeDir: func() (string, error) { return "/nonexistent-home", nil },
	})
}

var fixedNow = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

// run runs the doctor with the real read-only SQLite engine, or open when
// given.
func (m *machine) run(open func(context.Context, configplane.Target) (store.Engine, error)) *Report {
	m.t.Helper()
	if open == nil {
		open = openSQLiteReadOnly
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return Run(ctx, Options{Settings: m.settings(), Open: open, LookupEnv: m.lookup, Now: func() time.Time { return fixedNow }})
}

func openSQLiteReadOnly(ctx context.Context, t configplane.Target) (store.Engine, error) {
	return sqlite.Open(ctx, t.Path, sqlite.Options{ReadOnly: true})
}

// seedSQLite creates and migrates the default SQLite file and inserts
// failures created the given durations before fixedNow.
func (m *machine) seedSQLite(failures map[store.Reason][]time.Duration) {
	m.t.Helper()
	ctx := context.Background()
	e, err := sqlite.Open(ctx, m.dbPath(), sqlite.Options{})
	if err != nil {
		m.t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		m.t.Fatal(err)
	}
	var rows []store.Failure
	for r, ages := range failures {
		for _, a := range ages {
			rows = append(rows, store.Failure{Reason: r, CreatedAt: fixedNow.Add(-a)})
		}
	}
	if len(rows) > 0 {
		if err := e.InsertFailures(ctx, rows); err != nil {
			m.t.Fatal(err)
		}
	}
}

func mustCheck(t *testing.T, r *Report, id string) *Check {
	t.Helper()
	c := r.Check(id)
	if c == nil {
		t.Fatalf("no %s check in:\n%s", id, RenderText(r, TextOptions{}))
	}
	return c
}

func wantStatus(t *testing.T, r *Report, id string, want Status, msgContains ...string) *Check {
	t.Helper()
	c := mustCheck(t, r, id)
	if c.Status != want {
		t.Fatalf("%s: status %s, want %s:\n%s", id, c.Status, want, RenderText(r, TextOptions{}))
	}
	for _, s := range msgContains {
		if !strings.Contains(c.Message, s) {
			t.Fatalf("%s: message %q does not contain %q", id, c.Message, s)
		}
	}
	return c
}

func rep(n int, d time.Duration) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}
