package postgres

import (
	"context"
	"net/url"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// germanLocale is the locale a German-language server's messages need.
const germanLocale = "de_DE.utf8"

// germanMessages makes every new session of the database at db speak
// German (ALTER DATABASE … SET lc_messages, as the tests' superuser), so a
// test sees what evalkit meets on a server with lc_messages de_DE. It
// makes the locale when the machine lacks it (localedef), and fails,
// never skips, when the server still answers in English (no German
// message catalog: Debian's postgresql packages have one).
func germanMessages(t *testing.T, db string) {
	t.Helper()
	if out, err := exec.Command("locale", "-a").Output(); err != nil || !strings.Contains(strings.ToLower(string(out)), "de_de.utf8") {
		if out, err := exec.Command("localedef", "-i", "de_DE", "-f", "UTF-8", "de_DE.UTF-8").CombinedOutput(); err != nil {
			t.Fatalf("the locale %s is missing and localedef -i de_DE -f UTF-8 de_DE.UTF-8 failed (%v): %s\n"+
				"install it (Debian: apt-get install locales; localedef as root) to run this test", germanLocale, err, out)
		}
	}
	u, err := url.Parse(db)
	if err != nil {
		t.Fatal(err)
	}
	sql(t, db, "ALTER DATABASE "+ident(strings.TrimPrefix(u.Path, "/"))+" SET lc_messages = '"+germanLocale+"'")
	ctx := testCtx(t)
	c, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	_, err = c.Exec(ctx, "SELECT 1/0")
	if store.SQLState(err) != "22012" || strings.Contains(err.Error(), "division by zero") {
		t.Fatalf("the server does not answer in German after lc_messages = %s (%v): it needs its German message catalog "+
			"(postgres-NN.mo under /usr/share/locale/de/LC_MESSAGES) and the locale on the server's machine", germanLocale, err)
	}
}

// row_security off for a role (as pg_dump-style roles have) makes
// PostgreSQL refuse a query of an RLS table with 42501 instead of
// filtering it. evalkit named that cause only when the server said so in
// English (probe 10): on a German server it advised a GRANT the role
// already held. It is told from the session's settings and the role's.
func TestRowSecurityOffToldOnGermanServer(t *testing.T) {
	_, db := openMigrated(t)
	germanMessages(t, db)
	offURL, off := testdb.NewRole(t, db, "NOSUPERUSER NOBYPASSRLS")
	plainURL, plain := testdb.NewRole(t, db, "NOSUPERUSER NOBYPASSRLS")
	sql(t, db, "ALTER ROLE "+ident(off)+" SET row_security = off",
		"GRANT SELECT ON eval_candidates, eval_capture_failures, eval_schema_migrations TO "+ident(off))
	ctx := testCtx(t)

	e := openURL(t, offURL, Options{ReadOnly: true})
	_, err := e.FailureCounts(ctx, farFuture.AddDate(-100, 0, 0))
	if store.SQLState(err) != "42501" || strings.Contains(err.Error(), "row-level security") {
		t.Fatalf("FailureCounts as %s: %v; want 42501 in German", off, err)
	}
	if !store.RowSecurityOff(err) {
		t.Errorf("FailureCounts' %v is not told as row_security off", err)
	}
	err = e.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(*store.Candidate) error { return nil })
	if !store.RowSecurityOff(err) {
		t.Errorf("StreamCandidates' %v is not told as row_security off", err)
	}

	// A role without the grant gets 42501 too, and it is not that.
	p := openURL(t, plainURL, Options{ReadOnly: true})
	_, err = p.FailureCounts(ctx, farFuture.AddDate(-100, 0, 0))
	if store.SQLState(err) != "42501" || store.RowSecurityOff(err) {
		t.Errorf("FailureCounts as %s (no grant): %v, told as row_security off: %v", plain, err, store.RowSecurityOff(err))
	}
}

// A 57014 is a statement_timeout or another session's cancel request;
// eval-prune names the URL's statement_timeout for the first. It told
// them apart by the English words (probe 10): on a German server every
// timeout read as a cancel. It is told by the timeout the sessions were
// given and how long the statement ran.
func TestStatementTimeoutToldOnGermanServer(t *testing.T) {
	_, db := openMigrated(t)
	germanMessages(t, db)
	ctx := testCtx(t)
	// A session holding the table makes the count wait, as long as the
	// test wants.
	holder, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close(ctx)
	if _, err := holder.Exec(ctx, "BEGIN; LOCK TABLE eval_candidates IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}

	e := openURL(t, db+"&statement_timeout=300", Options{StatementTimeout: NoStatementTimeout})
	_, err = e.CountBefore(ctx, store.TableCandidates, farFuture)
	if store.SQLState(err) != "57014" || strings.Contains(err.Error(), "statement timeout") {
		t.Fatalf("CountBefore under the URL's statement_timeout: %v; want 57014 in German", err)
	}
	if !store.StatementTimedOut(err) {
		t.Errorf("%v is not told as the statement_timeout", err)
	}

	// Another session's cancel, well before the URL's timeout, is not.
	e = openURL(t, db+"&statement_timeout=60000&application_name=evalkit_cancelled", Options{StatementTimeout: NoStatementTimeout})
	cancelled := make(chan struct{})
	go func() {
		defer close(cancelled)
		time.Sleep(500 * time.Millisecond)
		_, _ = holder.Exec(context.Background(), "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = 'evalkit_cancelled'")
	}()
	_, err = e.CountBefore(ctx, store.TableCandidates, farFuture)
	<-cancelled // holder is the goroutine's until then (the deferred Close)
	if store.SQLState(err) != "57014" || store.StatementTimedOut(err) {
		t.Errorf("CountBefore cancelled by another session: %v, told as the statement_timeout: %v", err, store.StatementTimedOut(err))
	}
}
