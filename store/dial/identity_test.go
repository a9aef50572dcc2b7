package dial

import (
	"net/url"
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

// Only what chooses the tables is part of a PostgreSQL identity: the
// search_path, whether the URL sets it or libpq's options do (PGOPTIONS
// included), in any spelling the server reads and in any order with other
// settings. statement_timeout, client_min_messages, application_name and
// the like are session settings: a capturing service whose environment
// sets them writes into the same tables as a shell that does not.
func TestIdentityKeepsOnlyTheSearchPathOfOptions(t *testing.T) {
	t.Setenv("PGHOST", "")
	t.Setenv("PGPORT", "")
	t.Setenv("PGDATABASE", "")
	t.Setenv("PGOPTIONS", "")
	pg := func(u string) string { return Identity(configplane.Target{Engine: configplane.EnginePostgres, URL: u}) }
	opt := func(o string) string {
		return "postgres://u@db.internal/brain?options=" + strings.ReplaceAll(url.QueryEscape(o), "+", "%20")
	}
	plain := pg("postgres://u@db.internal/brain")
	for _, o := range []string{
		"-c statement_timeout=60000",
		"-c client_min_messages=warning -c application_name=svc",
		"--statement_timeout=5s -e",
		"-cstatement_timeout=1",
	} {
		if got := pg(opt(o)); got != plain {
			t.Errorf("options %q: identity %q, want %q (session settings do not choose tables)", o, got, plain)
		}
	}
	t.Setenv("PGOPTIONS", "-c statement_timeout=60000")
	if got := pg("postgres://u@db.internal/brain"); got != plain {
		t.Errorf("PGOPTIONS with a statement_timeout: identity %q, want %q", got, plain)
	}
	t.Setenv("PGOPTIONS", "")

	evals := pg("postgres://u@db.internal/brain?search_path=evals")
	if want := "postgres://db.internal:5432/brain?search_path=evals"; evals != want {
		t.Errorf("identity %q, want %q", evals, want)
	}
	for _, u := range []string{
		opt("-c search_path=evals"),
		opt("-c statement_timeout=60000 -c search_path=evals"),
		opt("--search_path=evals -c statement_timeout=1"),
		opt("-csearch_path=evals"),
		opt("-c SEARCH-PATH=evals"),
		opt("-c search_path=public -c search_path=evals"),  // the last one wins
		opt("-c search_path=other") + "&search_path=evals", // the parameter wins: the server applies it after options
	} {
		if got := pg(u); got != evals {
			t.Errorf("%q: identity %q, want %q", u, got, evals)
		}
	}
	t.Setenv("PGOPTIONS", "-c search_path=evals")
	if got := pg("postgres://u@db.internal/brain"); got != evals {
		t.Errorf("PGOPTIONS with a search_path: identity %q, want %q", got, evals)
	}
	t.Setenv("PGOPTIONS", "")
	if got, want := pg(opt(`-c search_path=a,\ b`)), pg("postgres://u@db.internal/brain?search_path="+strings.ReplaceAll(url.QueryEscape("a, b"), "+", "%20")); got != want {
		t.Errorf("an escaped space: %q, want %q", got, want)
	}
	// Another schema is another identity, however it is set.
	for _, u := range []string{opt("-c search_path=other"), "postgres://u@db.internal/brain?search_path=other", opt("-c search_path=evals") + "&search_path=other"} {
		if got := pg(u); got == evals || got == plain {
			t.Errorf("%q: identity %q, the same as another schema's", u, got)
		}
	}
	// Options the server would refuse, or that this reader does not know,
	// are kept whole: nothing is assumed of them.
	for _, o := range []string{"bare", "-c", "-c statement_timeout", "-x 1", "--"} {
		if got := pg(opt(o)); got == plain || !strings.Contains(got, "options=") {
			t.Errorf("options %q: identity %q; want them kept whole", o, got)
		}
	}
}

// Records spooled by an earlier evalkit carry its spelling of the
// identity, which held libpq's options whole. Read again, they belong to
// the same brain as this build's identity — the same servers, database and
// search_path — and never to another.
func TestCanonicalIdentityReadsEarlierSpellings(t *testing.T) {
	t.Setenv("PGOPTIONS", "")
	t.Setenv("PGHOST", "")
	t.Setenv("PGPORT", "")
	now := func(u string) string { return Identity(configplane.Target{Engine: configplane.EnginePostgres, URL: u}) }
	cases := []struct{ old, url string }{
		// As the earlier build wrote them (store/dial before this change).
		{"postgres:///r04?host=/tmp/d7pg&options=-c+statement_timeout%3D60000&port=5432", "postgres://modusbrain:pw@/r04?host=/tmp/d7pg"},
		{"postgres://db.internal:5432/brain?options=-c+client_min_messages%3Dwarning+-c+application_name%3Dsvc", "postgres://u@db.internal/brain"},
		{"postgres://db.internal:5432/brain?options=-c+search_path%3Devals", "postgres://u@db.internal/brain?search_path=evals"},
		{"postgres://db.internal:5432/brain?options=-c+statement_timeout%3D1+-c+search_path%3Devals&search_path=evals", "postgres://u@db.internal/brain?search_path=evals"},
		// (A second host is written twice, as the driver lists it with
		// and without TLS: a spelling kept as it is.)
		{"postgres://db1:5432,db2:5433,db2:5433/brain?options=--statement_timeout%3D5s", "postgres://u@db1:5432,db2:5433/brain"},
		{"postgres://db.internal:5432/my%20brain?options=-c+statement_timeout%3D1", "postgres://u@db.internal/my%20brain"},
	}
	for _, c := range cases {
		want := now(c.url)
		if got := CanonicalIdentity(c.old); got != want {
			t.Errorf("CanonicalIdentity(%q) = %q, want %q", c.old, got, want)
		}
		if !SameIdentity(c.old, want) || !SameIdentity(want, c.old) {
			t.Errorf("SameIdentity(%q, %q) = false", c.old, want)
		}
		if got := CanonicalIdentity(want); got != want {
			t.Errorf("CanonicalIdentity(%q) = %q: this build's spelling must stay as it is", want, got)
		}
	}
	never := [][2]string{
		{"postgres://db.internal:5432/brain?options=-c+search_path%3Devals", "postgres://db.internal:5432/brain"},
		{"postgres://db.internal:5432/brain?options=-c+search_path%3Devals", "postgres://db.internal:5432/brain?search_path=other"},
		{"postgres://db.internal:5432/brain?options=-c+statement_timeout%3D1", "postgres://db.internal:5432/brain_x"},
		{"postgres://db.internal:5432/brain?options=-c+statement_timeout%3D1", "postgres://db.internal:5433/brain"},
		{"postgres:///brain?host=/tmp/a&options=-c+statement_timeout%3D1&port=5432", "postgres:///brain?host=/tmp/b&port=5432"},
		{"postgres://db.internal:5432/brain?options=bare", "postgres://db.internal:5432/brain"},
		{"sqlite /a/eval.db", "sqlite /b/eval.db"},
		{"sqlite /a/eval.db", "postgres://a:5432/eval.db"},
	}
	for _, p := range never {
		if SameIdentity(p[0], p[1]) {
			t.Errorf("SameIdentity(%q, %q) = true: another database", p[0], p[1])
		}
	}
	for _, id := range []string{"sqlite /home/me/.modusbrain/eval.db", "postgres postgres://u:***@host/%zz", "", "postgres://db/brain?search_path=a&search_path=b"} {
		if got := CanonicalIdentity(id); got != id {
			t.Errorf("CanonicalIdentity(%q) = %q, want it as it is", id, got)
		}
	}
}
