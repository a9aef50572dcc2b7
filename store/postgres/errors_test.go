package postgres

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// The engine names its target with the password masked, by Target and in
// the error when the string does not parse.
func TestTargetIsMasked(t *testing.T) {
	cases := []struct{ in, want string }{
		{"postgres://app:s3cret@db:5432/brain?sslmode=require", "postgres://app:***@db:5432/brain?sslmode=require"},
		{"postgresql://app@db/brain", "postgresql://app@db/brain"},
		{"postgres://app@db/brain?password=s3cret&sslmode=disable", "postgres://app@db/brain?password=***&sslmode=disable"},
		{"postgres://app:p%40ss@db/brain", "postgres://app:***@db/brain"},
		{"host=db user=app password=s3cret dbname=brain", "host=db user=app password=*** dbname=brain"},
		{"host=db password='s3 cret' dbname=brain", "host=db password=*** dbname=brain"},
		{"postgres://app:s3cret@db:bad port/brain", "postgres://app:***@db:bad port/brain"},
	}
	for _, c := range cases {
		e, err := Open(context.Background(), c.in, Options{})
		if err != nil {
			if !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "s3cret") {
				t.Errorf("Open(%q): %v; want it to name %q", c.in, err, c.want)
			}
			continue
		}
		if got := e.Target(); got != c.want {
			t.Errorf("Open(%q).Target() = %q, want %q", c.in, got, c.want)
		}
		e.Close()
	}
}

const secret = "Sup3r-s3cret-pw"

func withPassword(t *testing.T, raw, password string) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	user := "evalkit"
	if u.User != nil && u.User.Username() != "" {
		user = u.User.Username()
	}
	u.User = url.UserPassword(user, password)
	return u.String()
}

func noSecret(t *testing.T, what string, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: no error", what)
	}
	if strings.Contains(err.Error(), secret) {
		t.Fatalf("%s: the password leaked into the error: %v", what, err)
	}
}

// An unreachable server fails fast, without a SQLSTATE (capture classifies
// that as db_down), naming the masked target and never the password.
func TestUnreachableServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nothing listens there now: connection refused
	e := openURL(t, "postgres://app:"+secret+"@"+addr+"/brain?sslmode=disable", Options{})
	err = e.InsertCandidates(context.Background(), []store.Candidate{validRow()})
	noSecret(t, "insert", err)
	if store.SQLState(err) != "" {
		t.Errorf("SQLSTATE %q on a refused connection, want none", store.SQLState(err))
	}
	var ce *pgconn.ConnectError
	if !errors.As(err, &ce) {
		t.Errorf("error %v does not unwrap to *pgconn.ConnectError", err)
	}
	if !strings.Contains(err.Error(), "app:***@"+addr) {
		t.Errorf("error %q does not name the masked target", err)
	}
	if _, err := e.Watermark(context.Background()); err == nil || strings.Contains(err.Error(), secret) {
		t.Errorf("Watermark on a dead server: %v", err)
	}
}

// A server that accepts TCP but never answers must not hang the caller:
// the connect timeout ends the attempt.
func TestConnectTimeout(t *testing.T) {
	srv, err := testdb.ListenSilent()
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	e := openURL(t, srv.URL("app:"+secret, "brain"), Options{ConnectTimeout: 200 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // only a safety net
	defer cancel()
	_, err = e.SchemaVersion(ctx)
	noSecret(t, "silent server", err)
	if ctx.Err() != nil {
		t.Fatalf("the connect timeout did not end the attempt; the test's safety net did: %v", err)
	}
	if store.SQLState(err) != "" {
		t.Errorf("SQLSTATE %q on a connect timeout, want none", store.SQLState(err))
	}
}

// A server-side failure while connecting (here: no such database) keeps
// its SQLSTATE and the password stays out of the text. (The test server
// trusts local connections, so a wrong password cannot be provoked.)
func TestServerErrorOnConnectNeverEchoesThePassword(t *testing.T) {
	// A real role, so the server gets past authentication (trust or password
	// auth alike) and answers about the database.
	roleURL, _ := testdb.NewRole(t, testdb.New(t), "")
	u, err := url.Parse(roleURL)
	if err != nil {
		t.Fatal(err)
	}
	password, _ := u.User.Password()
	// The database name contains the password too: it must be masked as well,
	// which also proves the redaction runs over the whole message.
	u.Path = "/no_such_database_" + password
	e := openURL(t, u.String(), Options{})
	_, err = e.SchemaVersion(context.Background())
	if err == nil {
		t.Fatal("connecting to a missing database succeeded")
	}
	if store.SQLState(err) != "3D000" {
		t.Errorf("SQLSTATE %q, want 3D000: %v", store.SQLState(err), err)
	}
	if strings.Contains(err.Error(), password) {
		t.Fatalf("missing database: the password leaked into the error: %v", err)
	}
}

func TestInvalidURLNeverEchoesThePassword(t *testing.T) {
	for _, u := range []string{
		"postgres://app:" + secret + "@db:notaport/brain",
		"host=db password=" + secret + " connect_timeout=abc",
	} {
		_, err := Open(context.Background(), u, Options{})
		noSecret(t, u[:10], err)
	}
}

// A missing table is ErrNoSchema and keeps the server's 42P01, which capture
// classifies as db_down.
func TestMissingTableKeepsSQLSTATE(t *testing.T) {
	e, _ := openFresh(t, Options{})
	err := e.InsertCandidates(testCtx(t), []store.Candidate{validRow()})
	if !errors.Is(err, store.ErrNoSchema) || store.SQLState(err) != "42P01" {
		t.Fatalf("insert into a missing table: %v (SQLSTATE %q), want ErrNoSchema and 42P01", err, store.SQLState(err))
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		t.Fatalf("%v does not unwrap to *pgconn.PgError", err)
	}
	err = e.InsertFailures(testCtx(t), []store.Failure{{Reason: store.ReasonDBDown}})
	if !errors.Is(err, store.ErrNoSchema) || store.SQLState(err) != "42P01" {
		t.Fatalf("failure into a missing table: %v", err)
	}
}

func TestReadOnlyEngine(t *testing.T) {
	_, url := openMigrated(t)
	e := openURL(t, url, Options{ReadOnly: true})
	ctx := testCtx(t)
	if err := e.InsertCandidates(ctx, []store.Candidate{validRow()}); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("insert: %v, want ErrReadOnly", err)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther}}); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("insert failure: %v, want ErrReadOnly", err)
	}
	if err := e.Migrate(ctx); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("migrate: %v, want ErrReadOnly", err)
	}
	// Even a write slipped past the engine fails in the database ...
	_, err := e.Pool().Exec(ctx, "DELETE FROM eval_candidates")
	if store.SQLState(err) != "25006" {
		t.Fatalf("raw write on a read-only engine: %v, want 25006", err)
	}
	// ... while the readers' calls, the watermark's advisory lock included, work.
	if _, err := e.Watermark(ctx); err != nil {
		t.Fatalf("Watermark on a read-only engine: %v", err)
	}
	if _, err := e.FailureCounts(ctx, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := e.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(*store.Candidate) error { return nil }); err != nil {
		t.Fatal(err)
	}
}

func TestStreamArguments(t *testing.T) {
	e, _ := openMigrated(t)
	noop := func(*store.Candidate) error { return nil }
	// The zero Until is an instant (year 1), not "no end": nothing after it.
	if err := e.InsertCandidates(testCtx(t), []store.Candidate{{ToolName: store.ToolQuery, Query: "q"}}); err != nil {
		t.Fatal(err)
	}
	n := 0
	if err := e.StreamCandidates(testCtx(t), store.StreamQuery{}, func(*store.Candidate) error { n++; return nil }); err != nil || n != 0 {
		t.Errorf("zero Until: %d rows, %v; want none", n, err)
	}
	if err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture, Limit: -1}, noop); err == nil {
		t.Error("negative limit accepted")
	}
}

// Cancelling the context mid-stream ends it with the context's error.
func TestStreamCancelled(t *testing.T) {
	e, url := openMigrated(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', repeat('x', 200), true, false, g, false FROM generate_series(1, 50000) g`)
	ctx, cancel := context.WithCancel(testCtx(t))
	n := 0
	err := e.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(*store.Candidate) error {
		n++
		if n == 10 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled stream: %v after %d rows, want context.Canceled", err, n)
	}
	if n == 50000 {
		t.Fatal("cancellation did not stop the stream")
	}
	// The pool recovers.
	if _, err := e.SchemaVersion(testCtx(t)); err != nil {
		t.Fatal(err)
	}
}

// Sessions carry the settings that keep a vanished writer from holding the
// window lock for hours, and the read-only flag for readers.
func TestSessionSettings(t *testing.T) {
	_, url := openMigrated(t)
	for _, ro := range []bool{false, true} {
		e := openURL(t, url, Options{ReadOnly: ro})
		var idle, readOnly, app string
		if err := e.pool.QueryRow(testCtx(t), "SELECT current_setting('idle_in_transaction_session_timeout'), "+
			"current_setting('default_transaction_read_only'), current_setting('application_name')").Scan(&idle, &readOnly, &app); err != nil {
			t.Fatal(err)
		}
		want := map[bool]string{false: "off", true: "on"}[ro]
		if idle != "30s" || readOnly != want || app != "evalkit" {
			t.Errorf("ReadOnly=%v: idle_in_transaction_session_timeout=%s default_transaction_read_only=%s application_name=%s",
				ro, idle, readOnly, app)
		}
	}
}

// Every error the engine wraps masks the password as evalkit reads it from
// the URL too (as written, percent-encoded, and decoded), not only as pgx
// read it: a driver message that echoes the written form, or a URL pgx
// reads differently, must not show it.
func TestWrapMasksThePasswordAsTheURLWritesIt(t *testing.T) {
	const written, decoded = "s3%2Fcr3t-pw", "s3/cr3t-pw"
	e, err := Open(context.Background(), "postgres://app:"+written+"@127.0.0.1:1/brain", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, echoed := range []string{written, decoded} {
		err := e.wrap("insert candidates", errors.New("server said: password "+echoed+" rejected"))
		if msg := err.Error(); strings.Contains(msg, "s3") {
			t.Errorf("echoing %q: the password shows in %q", echoed, msg)
		}
	}
}
