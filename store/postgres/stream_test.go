package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	neturl "net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// A consumer that stops early (`eval-export | head -n 3`) must not make the
// server produce the rest of the result: the connection is dropped, so its
// backend ends. (Draining the result instead would hand the connection back
// to the pool, where its backend would stay, idle, and fail this test.)
func TestAbandonedStreamStopsTheServer(t *testing.T) {
	_, url := openMigrated(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', repeat('x', 500), true, false, g, false FROM generate_series(1, 300000) g`)
	const app = "evalkit-abandon-test"
	e := openURL(t, url, Options{ApplicationName: app})
	stop := errors.New("head closed the pipe")
	n := 0
	err := e.StreamCandidates(testCtx(t), store.StreamQuery{Until: farFuture}, func(*store.Candidate) error {
		n++
		if n == 3 {
			return stop
		}
		return nil
	})
	if err != stop || n != 3 {
		t.Fatalf("StreamCandidates = %v after %d rows", err, n)
	}
	// Poll the server until the backend is gone. The bound is a safety net
	// far above the time to send 300,000 rows, not a timing assertion.
	admin := openURL(t, url, Options{})
	ctx := testCtx(t)
	for deadline := time.Now().Add(30 * time.Second); ; {
		var backends int
		if err := admin.pool.QueryRow(ctx,
			"SELECT count(*) FROM pg_stat_activity WHERE application_name = $1", app).Scan(&backends); err != nil {
			t.Fatal(err)
		}
		if backends == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the abandoned stream's connection is still alive on the server")
		}
		time.Sleep(20 * time.Millisecond)
	}
	// And the engine still works.
	var rows int
	err = e.StreamCandidates(context.Background(), store.StreamQuery{Until: farFuture, Limit: 5}, func(*store.Candidate) error {
		rows++
		return nil
	})
	if err != nil || rows != 5 {
		t.Fatalf("after abandoning: %v, %d rows", err, rows)
	}
}

// A statement_timeout set on the role (for modusbrain's short queries) must
// not fail the export's one long streaming read: it runs with the timeout
// off in its own transaction. The read here is made to outlast the timeout
// by waiting for a lock another session holds for a while.
func TestStreamOutlastsTheRoleStatementTimeout(t *testing.T) {
	e, url := openMigrated(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', 'slow window', true, false, 1, false)`)
	roleURL, role := testdb.NewRole(t, url, "BYPASSRLS")
	sql(t, url, "GRANT SELECT ON eval_candidates TO "+ident(role),
		"ALTER ROLE "+ident(role)+" SET statement_timeout = '100ms'")
	r := openURL(t, roleURL, Options{ReadOnly: true})
	ctx := testCtx(t)
	locker, err := e.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := locker.Exec(ctx, "LOCK TABLE eval_candidates IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	release := time.AfterFunc(500*time.Millisecond, func() { locker.Rollback(context.Background()) })
	defer release.Stop()
	var got []string
	err = r.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(c *store.Candidate) error {
		got = append(got, c.Query)
		return nil
	})
	if err != nil || len(got) != 1 {
		t.Fatalf("StreamCandidates under a 100ms role statement_timeout = %v, rows %q; want the row", err, got)
	}
	// The setting was the transaction's: the role's sessions keep theirs.
	var timeout string
	if err := r.pool.QueryRow(ctx, "SHOW statement_timeout").Scan(&timeout); err != nil || timeout != "100ms" {
		t.Errorf("statement_timeout after the stream = %q, %v; want the role's 100ms", timeout, err)
	}
}

// A stream whose consumer has stopped reading holds eval_candidates' lock;
// a schema change that queues behind it would make every INSERT queue too.
// The stream gives way: its session ends, the schema change and an INSERT
// behind it go through, and the stream returns ErrGaveWay.
func TestStreamGivesWayToAWaitingSession(t *testing.T) {
	e, url := openFresh(t, Options{})
	if err := e.Migrate(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	testGivesWay(t, e, url)
}

// The same for an export that logs in as one role and works as another
// (SET ROLE through the URL's options, a NOINHERIT login): its session's
// user may not pg_terminate_backend it, so giving way must not rest on
// that, nor say it gave way when it did not.
func TestStreamGivesWayUnderSetRole(t *testing.T) {
	e, url := openFresh(t, Options{})
	ctx := testCtx(t)
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	_, app := testdb.NewRole(t, url, "BYPASSRLS")
	loginURL, login := testdb.NewRole(t, url, "NOINHERIT")
	sql(t, url, "GRANT SELECT ON eval_candidates TO "+ident(app), "GRANT "+ident(app)+" TO "+ident(login))
	u, err := neturl.Parse(loginURL)
	if err != nil {
		t.Fatal(err)
	}
	// %20, not the + of Query().Encode(): pgx reads + as itself.
	u.RawQuery += "&options=" + strings.ReplaceAll(neturl.PathEscape("-c role="+app), "=", "%3D")
	r := openURL(t, u.String(), Options{ReadOnly: true})
	var who string
	if err := r.pool.QueryRow(ctx, "SELECT current_user::text || ' ' || session_user::text").Scan(&who); err != nil || who != app+" "+login {
		t.Fatalf("current_user, session_user = %q, %v; want %s %s", who, err, app, login)
	}
	testGivesWay(t, r, url)
}

// testGivesWay stalls a stream of s and runs a schema change and then an
// INSERT (with a 1 s lock_timeout, as modusbrain's role may have) as the
// superuser of url: both must go through, and the stream end with
// ErrGaveWay.
func testGivesWay(t *testing.T, s *Engine, url string) {
	ctx := testCtx(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
		vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q' || g, '{}', '{}', '{}', true, false, 1, false FROM generate_series(1, 5000) g`)
	release, errc := stallAfterFirstRow(ctx, t, s)
	alter, insert := make(chan error, 1), make(chan error, 1)
	go func() {
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			alter <- err
			return
		}
		defer c.Close(ctx)
		_, err = c.Exec(ctx, `ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS modusbrain_later text`)
		alter <- err
	}()
	go func() {
		time.Sleep(500 * time.Millisecond) // behind the ALTER
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			insert <- err
			return
		}
		defer c.Close(ctx)
		for {
			// Modusbrain's role may give up on a lock after 1 s; it
			// retries its capture, but not forever.
			_, err = c.Exec(ctx, `SET lock_timeout = '1s'; INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
				VALUES ('query', 'modusbrain insert', true, false, 1, false)`)
			if err == nil || ctx.Err() != nil || !strings.Contains(err.Error(), "lock timeout") {
				insert <- err
				return
			}
		}
	}()
	select {
	case err := <-alter:
		if err != nil {
			t.Fatalf("the schema change behind the stream: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the schema change still waits behind a stalled stream after 15 s")
	}
	if err := <-insert; err != nil {
		t.Fatalf("modusbrain's INSERT behind the schema change: %v", err)
	}
	release()
	if err := <-errc; !errors.Is(err, ErrGaveWay) {
		t.Fatalf("stream: %v, want ErrGaveWay", err)
	}
}

// Ctrl-C while a stream gives way ends the look for its session letting go
// of its lock at once: before, the look ran on for up to giveWayCheck after
// the interruption. The stream runs through a proxy that, like a network
// path gone half dead, never passes the client's close on, so its server
// session keeps the lock and only the interruption can end the look early.
func TestGiveWayStopsLookingOnInterrupt(t *testing.T) {
	e, url := openMigrated(t)
	ctx := testCtx(t)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q' || g, true, false, 1, false FROM generate_series(1, 5000) g`)
	const app = "evalkit-halfdead-test"
	proxied, clientClosed := halfDeadProxy(t, url)
	s := openURL(t, proxied+"&application_name="+app, Options{ReadOnly: true})
	sctx, interrupt := context.WithCancel(ctx)
	defer interrupt()
	release, errc := stallAfterFirstRow(sctx, t, s)
	alter := make(chan error, 1)
	go func() {
		_, err := e.pool.Exec(ctx, `ALTER TABLE eval_candidates ADD COLUMN IF NOT EXISTS modusbrain_later text`)
		alter <- err
	}()
	defer func() {
		// The server session the proxy keeps holds the lock: end it, so
		// that the ALTER and the test database's drop go through.
		sql(t, url, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '`+app+`'`)
		if err := <-alter; err != nil {
			t.Errorf("ALTER: %v", err)
		}
	}()
	select {
	case <-clientClosed: // the stream gave way: it closed its connection
	case <-time.After(30 * time.Second):
		t.Fatal("the stream did not give way to the waiting ALTER")
	}
	interrupt()
	start := time.Now()
	release()
	err := <-errc
	if waited := time.Since(start); waited >= giveWayCheck/2 {
		t.Fatalf("the stream returned %v after the interruption (%v); the look for its lock must stop at once", waited, err)
	}
	if err == nil || errors.Is(err, ErrGaveWay) {
		t.Fatalf("stream: %v, want the failed read of its closed connection", err)
	}
}

// halfDeadProxy serves url's server on a loopback TCP port and returns a
// URL through it. It passes bytes both ways, but when a client closes it
// neither closes the server's side nor reads from it any more, as a NAT or
// load balancer that lost the connection: the server session stays, with
// its transaction and locks. clientClosed is closed at the first close.
func halfDeadProxy(t *testing.T, url string) (proxied string, clientClosed <-chan struct{}) {
	t.Helper()
	cfg, err := pgconn.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	network, addr := "tcp", net.JoinHostPort(cfg.Host, fmt.Sprint(cfg.Port))
	if strings.HasPrefix(cfg.Host, "/") {
		network, addr = "unix", filepath.Join(cfg.Host, fmt.Sprintf(".s.PGSQL.%d", cfg.Port))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	var once sync.Once
	var kept []net.Conn
	var mu sync.Mutex
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range kept {
			c.Close()
		}
	})
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial(network, addr)
			if err != nil {
				client.Close()
				continue
			}
			mu.Lock()
			kept = append(kept, client, server)
			mu.Unlock()
			go func() {
				_, _ = io.Copy(server, client) // until the client closes
				once.Do(func() { close(closed) })
			}()
			go func() { _, _ = io.Copy(client, server) }() // stops at the first write to a closed client
		}
	}()
	u := neturl.URL{Scheme: "postgres", Host: ln.Addr().String(), Path: "/" + cfg.Database, RawQuery: "sslmode=disable"}
	if cfg.Password != "" {
		u.User = neturl.UserPassword(cfg.User, cfg.Password)
	} else {
		u.User = neturl.User(cfg.User)
	}
	return u.String(), closed
}

// A build waiting for the stream's snapshot to end — CREATE INDEX
// CONCURRENTLY on another table of the brain, as a modusbrain migration or
// a DBA's REINDEX CONCURRENTLY runs — waits on the stream's virtualxid, not
// on a lock of the eval table, and holds up no writer: the stream must not
// give way to it (probe 12 #5: a long export failed, blaming a lock on
// eval_candidates).
func TestStreamDoesNotGiveWayToAnIndexBuild(t *testing.T) {
	e, url := openFresh(t, Options{})
	ctx := testCtx(t)
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
		vector_enabled, expansion_applied, latency_ms, remote)
		SELECT 'query', 'q' || g, '{}', '{}', '{}', true, false, 1, false FROM generate_series(1, 5000) g`,
		`CREATE TABLE pages (id int, slug text)`)
	release, errc := stallAfterFirstRow(ctx, t, e)
	build := make(chan error, 1)
	go func() {
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			build <- err
			return
		}
		defer c.Close(ctx)
		_, err = c.Exec(ctx, `CREATE INDEX CONCURRENTLY pages_slug ON pages (slug)`)
		build <- err
	}()
	// Past the watch's first look and two more: long enough to give way.
	time.Sleep(giveWayAfter + 3*giveWayEvery)
	select {
	case err := <-errc:
		t.Fatalf("the stream ended while the index build waited: %v", err)
	default:
	}
	release()
	if err := <-errc; err != nil {
		t.Fatalf("stream: %v, want a whole read", err)
	}
	if err := <-build; err != nil {
		t.Fatalf("the index build after the stream: %v", err)
	}
}

// stallAfterFirstRow starts a stream of s that stops reading after its
// first row, as a consumer that stopped reading, and returns once that row
// came: release lets the stream go on (also done when the test ends), errc
// gives its end.
func stallAfterFirstRow(ctx context.Context, t *testing.T, s *Engine) (release func(), errc <-chan error) {
	t.Helper()
	stalled, resume := make(chan struct{}), make(chan struct{})
	ec := make(chan error, 1)
	go func() {
		first := true
		ec <- s.StreamCandidates(ctx, store.StreamQuery{Until: farFuture}, func(*store.Candidate) error {
			if first {
				first = false
				close(stalled)
				<-resume
			}
			return nil
		})
	}()
	var once sync.Once
	release = func() { once.Do(func() { close(resume) }) }
	t.Cleanup(release)
	select {
	case <-stalled:
	case err := <-ec:
		t.Fatalf("stream ended before its first row: %v", err)
	}
	return release, ec
}
