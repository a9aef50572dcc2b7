package dial

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// The spool's identity names the role: through "$user" in search_path or
// a role's own search_path setting, two roles with the same servers,
// database and search_path can write into two brains. A password is
// never in it; a rotated one is still the same identity.
func TestSpoolIdentityNamesTheRole(t *testing.T) {
	for _, k := range []string{"PGHOST", "PGPORT", "PGDATABASE", "PGUSER", "PGOPTIONS"} {
		t.Setenv(k, "")
	}
	pg := func(u string) string {
		return SpoolIdentity(configplane.Target{Engine: configplane.EnginePostgres, URL: u})
	}
	alice := pg("postgres://alice:old@db.internal/brains")
	if alice != "postgres://alice@db.internal:5432/brains" {
		t.Fatalf("SpoolIdentity = %q", alice)
	}
	if pg("postgres://alice:new@db.internal:5432/brains") != alice {
		t.Error("a rotated password changed the identity")
	}
	bob := pg("postgres://bob@db.internal/brains")
	if SameIdentity(alice, bob) || SpoolSameAs(alice, true)(bob) {
		t.Errorf("%s and %s: another role is another identity", alice, bob)
	}
	if !OtherRole(bob, alice) || IdentityUser(bob) != "bob" {
		t.Errorf("OtherRole(%s, %s) is false", bob, alice)
	}
	if OtherRole(pg("postgres://bob@db.internal/other"), alice) {
		t.Error("another database is not merely another role")
	}
	if got := pg("postgres://a%40b:pw@/brains?host=/tmp"); got != "postgres://a%40b@/brains?host=/tmp&port=5432" || IdentityUser(got) != "a@b" || strings.Contains(got, "pw") {
		t.Errorf("SpoolIdentity = %q", got)
	}
	t.Setenv("PGUSER", "carol")
	if got := pg("postgres:///brains?host=/tmp"); got != "postgres://carol@/brains?host=/tmp&port=5432" {
		t.Errorf("PGUSER: SpoolIdentity = %q", got)
	}
	if got := SpoolIdentity(configplane.Target{Engine: configplane.EngineSQLite, Path: "/h/eval.db"}); got != "sqlite /h/eval.db" {
		t.Errorf("SQLite: %q", got)
	}

	// A record an earlier evalkit spooled without the role (any of its
	// spellings) is adopted only when asked to.
	old := "postgres://db.internal:5432/brains?options=-c+statement_timeout%3D60000"
	if !RoleNotRecorded(old, alice) || SpoolSameAs(alice, false)(old) || !SpoolSameAs(alice, true)(old) {
		t.Errorf("a record without a role: RoleNotRecorded %v, same %v, adopted %v",
			RoleNotRecorded(old, alice), SpoolSameAs(alice, false)(old), SpoolSameAs(alice, true)(old))
	}
	if RoleNotRecorded("postgres://db.internal:5432/other", alice) || SpoolSameAs(alice, true)("postgres://db.internal:5432/other") {
		t.Error("another database's record without a role is no adoption of this one's")
	}

	// The per-command URL logs in as the role the records name.
	if got := CommandURL(bob, "USER", configplane.Target{Engine: configplane.EnginePostgres, URL: "postgres://alice:pw@db.internal/brains?sslmode=verify-full"}); got != "postgres://bob@db.internal:5432/brains?sslmode=verify-full" {
		t.Errorf("CommandURL = %q", got)
	}
}

// A user name that holds the password (postgres:postgres) is a secret: the
// identity later runs print, not knowing the password, leaves it out
// (hostile probe 10). The same URL still finds its own records.
func TestSpoolIdentityLeavesOutAUserThatHoldsThePassword(t *testing.T) {
	for _, k := range []string{"PGHOST", "PGPORT", "PGDATABASE", "PGUSER", "PGOPTIONS"} {
		t.Setenv(k, "")
	}
	pg := func(u string) string {
		return SpoolIdentity(configplane.Target{Engine: configplane.EnginePostgres, URL: u})
	}
	for _, u := range []string{"postgres://brainpass:brainpass@db.internal/brains"} {
		id := pg(u)
		if strings.Contains(id, "brainpass") || id != "postgres://db.internal:5432/brains" {
			t.Errorf("SpoolIdentity(%s) = %q, want no user", u, id)
		}
		if !SpoolSameAs(id, false)(pg(u)) {
			t.Errorf("%s: its own records are not its own", u)
		}
	}
	// Records an earlier evalkit wrote with that user are still this
	// target's: an upgrade strands none.
	tgt := configplane.Target{Engine: configplane.EnginePostgres, URL: "postgres://brainpass:brainpass@db.internal/brains"}
	if !SpoolSameAsTarget(tgt, false)("postgres://brainpass@db.internal:5432/brains") || SpoolSameAsTarget(tgt, false)("postgres://other@db.internal:5432/brains") {
		t.Error("SpoolSameAsTarget: the earlier spelling with the user is not this target's, or another role's is")
	}
	// Only a password equal to the user name hides it: two roles whose
	// names merely hold their passwords stay two identities (review 10).
	if a, b := pg("postgres://alice:a@db.internal/brains"), pg("postgres://bob:b@db.internal/brains"); a == b {
		t.Errorf("alice and bob share the identity %s", a)
	}
	// A password that merely holds the user name does not hide the user.
	if got := pg("postgres://bob:bob-secret@db.internal/brains"); got != "postgres://bob@db.internal:5432/brains" {
		t.Errorf("SpoolIdentity = %q", got)
	}
}
