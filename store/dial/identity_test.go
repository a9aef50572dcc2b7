package dial

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// Two targets with the same identity write into the same tables; the
// spool delivers a record only where its identity matches.
func TestIdentity(t *testing.T) {
	t.Setenv("PGHOST", "")
	t.Setenv("PGPORT", "")
	t.Setenv("PGDATABASE", "")
	pg := func(u string) string { return Identity(configplane.Target{Engine: configplane.EnginePostgres, URL: u}) }
	same := [][2]string{
		// A rotated password, or another role, is still the same brain.
		{"postgres://evals:old@db.internal:5432/brain", "postgres://evals:new@db.internal/brain"},
		{"postgres://evals@DB.internal/brain?sslmode=disable", "postgres://admin:pw@db.internal:5432/brain"},
		{"postgres://postgres@/brain?host=/tmp/pg&sslmode=disable", "host=/tmp/pg dbname=brain user=x password=secret"},
	}
	for _, p := range same {
		if a, b := pg(p[0]), pg(p[1]); a != b {
			t.Errorf("%q → %q and %q → %q: want one identity", p[0], a, p[1], b)
		}
	}
	differ := [][2]string{
		{"postgres://u@db.internal/brain_x", "postgres://u@db.internal/brain_y"},
		{"postgres://u@db.internal/brain", "postgres://u@db.internal:5433/brain"},
		{"postgres://u@db1.internal/brain", "postgres://u@db2.internal/brain"},
		{"postgres://u@/brain?host=/tmp/a", "postgres://u@/brain?host=/tmp/b"},
		{"postgres://u@db/brain", "postgres://u@db/brain?search_path=other"},
	}
	for _, p := range differ {
		if a, b := pg(p[0]), pg(p[1]); a == b {
			t.Errorf("%q and %q both → %q: want two identities", p[0], p[1], a)
		}
	}
	if got, want := pg("postgres://u:pw@db.internal/brain"), "postgres://db.internal:5432/brain"; got != want {
		t.Errorf("identity %q, want %q", got, want)
	}
	if got, want := pg("postgres://u:pw@/brain?host=/tmp/pg"), "postgres:///brain?host=/tmp/pg&port=5432"; got != want {
		t.Errorf("identity %q, want %q", got, want)
	}
	for _, u := range []string{"postgres://u:S3cretPW@db/brain", "host=db user=u password=S3cretPW dbname=b", "postgres://u:S3cretPW@db/b?sslmode=bogus"} {
		if got := pg(u); strings.Contains(got, "S3cretPW") || got == "" {
			t.Errorf("identity of %q is %q: want one without the password", u, got)
		}
	}
	sq := func(p string) string { return Identity(configplane.Target{Engine: configplane.EngineSQLite, Path: p}) }
	if a, b := sq("/home/me/.modusbrain/eval.db"), sq("/home/me/.modusbrain/./eval.db"); a != b || a != "sqlite /home/me/.modusbrain/eval.db" {
		t.Errorf("sqlite identities %q, %q", a, b)
	}
	if sq("/a/eval.db") == sq("/b/eval.db") || sq("/a/eval.db") == pg("postgres://u@a/eval.db") {
		t.Error("different files or engines share an identity")
	}
}
