package dial

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// The user config.json's database_url names is modusbrain's role only in
// the database that URL names: the same servers, ports, database and
// search_path as the target, whatever user and password either URL
// carries. A MODUSBRAIN_DATABASE_URL for another database — brain B while
// config.json names brain A — gets no role from config.json (probe 7:
// B's tables went to A's role and B's migration 31 failed).
func TestModusbrainRoleOnlyForItsOwnDatabase(t *testing.T) {
	t.Setenv("PGHOST", "")
	t.Setenv("PGPORT", "")
	t.Setenv("PGDATABASE", "")
	t.Setenv("PGOPTIONS", "")
	const a = "postgres://mb_a:pw@db.internal:5432/brain_a"
	for _, tc := range []struct {
		name, configURL, envURL, want string
	}{
		{"config.json's own URL", a, "", "mb_a"},
		{"the same database as another user", a, "postgres://postgres@db.internal/brain_a?sslmode=disable", "mb_a"},
		{"the same database as a DSN", a, "host=DB.internal port=5432 dbname=brain_a user=admin password=x", "mb_a"},
		{"the same socket directory", "postgres://mb_a@/brain_a?host=/tmp/pg", "host=/tmp/pg dbname=brain_a user=postgres", "mb_a"},
		{"no database: the user's name", "postgres://mb_a@db.internal", "postgres://postgres@db.internal/mb_a", "mb_a"},
		{"another database", a, "postgres://postgres@db.internal/brain_b", ""},
		{"another database as a DSN", "host=db.internal dbname=brain_a user=mb_a", "host=db.internal dbname=brain_b user=postgres", ""},
		{"another server", a, "postgres://postgres@db2.internal/brain_a", ""},
		{"another port", a, "postgres://postgres@db.internal:5433/brain_a", ""},
		{"another socket directory", "postgres://mb_a@/brain_a?host=/tmp/pg", "postgres://postgres@/brain_a?host=/tmp/other", ""},
		{"another search_path", a, "postgres://postgres@db.internal/brain_a?search_path=other", ""},
		{"no database: another user's name", "postgres://mb_a@db.internal", "postgres://postgres@db.internal/brain_a", ""},
		{"config.json names no user", "postgres://db.internal/brain_a", "postgres://postgres@db.internal/brain_a", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := t.TempDir()
			dir := filepath.Join(home, configplane.HomeDirName)
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			cfg := `{"engine": "postgres", "database_url": "` + tc.configURL + `"}`
			if err := os.WriteFile(filepath.Join(dir, configplane.ConfigFileName), []byte(cfg), 0o600); err != nil {
				t.Fatal(err)
			}
			env := map[string]string{configplane.EnvHome: home}
			if tc.envURL != "" {
				env[configplane.EnvDatabaseURL] = tc.envURL
			}
			s := configplane.Resolve(configplane.Options{
				LookupEnv:   func(k string) (string, bool) { v, ok := env[k]; return v, ok },
				UserHomeDir: func() (string, error) { return "/nonexistent-home", nil },
			})
			if s.TargetErr != nil {
				t.Fatal(s.TargetErr)
			}
			if got := ModusbrainRole(s.Target); got != tc.want {
				t.Errorf("config.json %s, target %s: ModusbrainRole %q, want %q", tc.configURL, s.Target.String(), got, tc.want)
			}
		})
	}

	// A target built by hand that names a role but not the URL it came
	// from says nothing of which database it is modusbrain's in.
	bare := configplane.Target{Engine: configplane.EnginePostgres, URL: a, ModusbrainRole: "mb_a"}
	if got := ModusbrainRole(bare); got != "" {
		t.Errorf("no ModusbrainURL: ModusbrainRole %q, want none", got)
	}
	sq := configplane.Target{Engine: configplane.EngineSQLite, Path: "/h/eval.db", ModusbrainRole: "mb_a", ModusbrainURL: a}
	if got := ModusbrainRole(sq); got != "" {
		t.Errorf("SQLite: ModusbrainRole %q, want none", got)
	}
}
