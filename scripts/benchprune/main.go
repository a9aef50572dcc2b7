// Command benchprune is the Go half of `scripts/bench prune`; it is never
// built into a release (scripts/build and goreleaser build only cmd/*).
//
//	benchprune run -engine postgres|sqlite -rows N -delete M -eval-prune BIN -dir DIR [-server URL] [-rounds R]
//	    seeds one table of N rows, M of them older than the bound, then
//	    removes those M rows two ways on fresh copies of it, side by side:
//	      delete      one DELETE FROM eval_candidates WHERE created_at < $1
//	      eval-prune  eval-prune --before BOUND --table candidates
//	    each in its own process while this one inserts a row every 5 ms
//	    (a capture writer) and times every insert; prints one line per run.
//	benchprune delete postgres|sqlite URL|PATH BOUND
//	    the plain DELETE, in one transaction; prints its duration
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	_ "modernc.org/sqlite"

	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "benchprune:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 4 && args[0] == "delete" {
		bound, err := time.Parse(time.RFC3339Nano, args[3])
		if err != nil {
			return err
		}
		return plainDelete(context.Background(), args[1], args[2], bound)
	}
	if len(args) < 1 || args[0] != "run" {
		return errors.New("usage: benchprune run ... | benchprune delete ENGINE TARGET BOUND")
	}
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	b := &bench{}
	fs.StringVar(&b.engine, "engine", "postgres", "")
	fs.IntVar(&b.rows, "rows", 1000000, "")
	fs.IntVar(&b.del, "delete", 900000, "")
	fs.StringVar(&b.evalPrune, "eval-prune", "", "")
	fs.StringVar(&b.dir, "dir", "", "")
	fs.StringVar(&b.server, "server", "", "")
	fs.IntVar(&b.rounds, "rounds", 1, "")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if b.evalPrune == "" || b.dir == "" || (b.engine == "postgres" && b.server == "") {
		return errors.New("run needs -eval-prune, -dir and, for postgres, -server")
	}
	return b.run(context.Background())
}

type bench struct {
	engine, evalPrune, dir, server string
	rows, del, rounds              int
	bound                          time.Time
	self                           string
}

// result is one method's run.
type result struct {
	method   string
	wall     time.Duration
	longest  time.Duration // longest transaction
	inserts  []time.Duration
	waits    []time.Duration // sqlite: BEGIN IMMEDIATE alone, the wait for the write lock
	failed   int
	size     int64         // postgres: total relation size after VACUUM; sqlite: file size
	vacuum   time.Duration // sqlite: how long a VACUUM (which blocks writers) took afterwards
	vacSize  int64         // sqlite: file size after that VACUUM
	deleted  int64
	leftover int64
}

func (b *bench) run(ctx context.Context) error {
	var err error
	if b.self, err = os.Executable(); err != nil {
		return err
	}
	b.bound = time.Now().UTC().Add(-30 * 24 * time.Hour).Truncate(time.Microsecond)
	fmt.Fprintf(os.Stderr, "benchprune: seeding %d rows (%d before %s) into a %s template\n", b.rows, b.del, b.bound.Format(time.RFC3339), b.engine)
	t0 := time.Now()
	tmpl, drop, err := b.template(ctx)
	if err != nil {
		return err
	}
	defer drop()
	fmt.Fprintf(os.Stderr, "benchprune: seeded in %s\n", time.Since(t0).Round(time.Millisecond))
	methods := []string{"delete", "eval-prune"}
	for r := range b.rounds {
		for i := range methods {
			m := methods[(i+r)%len(methods)]
			res, err := b.once(ctx, tmpl, m)
			if err != nil {
				return fmt.Errorf("%s: %w", m, err)
			}
			b.print(res)
		}
	}
	return nil
}

// print writes one machine-readable line per run for the shell to tabulate.
func (b *bench) print(r result) {
	var maxWait, p99 time.Duration
	if n := len(r.inserts); n > 0 {
		s := slices.Clone(r.inserts)
		slices.Sort(s)
		maxWait, p99 = s[n-1], s[n*99/100]
	}
	var lockMax time.Duration
	for _, w := range r.waits {
		lockMax = max(lockMax, w)
	}
	fmt.Printf("%s %s wall=%.3f longest_ms=%.1f size_mb=%.1f inserts=%d insert_fail=%d insert_max_ms=%.1f insert_p99_ms=%.1f lock_wait_max_ms=%.1f vacuum_s=%.3f vacuum_mb=%.1f deleted=%d\n",
		b.engine, r.method, r.wall.Seconds(), ms(r.longest), float64(r.size)/(1<<20), len(r.inserts), r.failed,
		ms(maxWait), ms(p99), ms(lockMax), r.vacuum.Seconds(), float64(r.vacSize)/(1<<20), r.deleted)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func (b *bench) template(ctx context.Context) (string, func(), error) {
	oldStart := b.bound.Add(-30 * 24 * time.Hour)
	oldStep := (30*24*time.Hour - time.Hour) / time.Duration(b.del)
	keepStart := b.bound.Add(time.Hour)
	keepStep := (29 * 24 * time.Hour) / time.Duration(max(b.rows-b.del, 1))
	if b.engine == "sqlite" {
		path := filepath.Join(b.dir, "template.db")
		e, err := sqlite.Open(ctx, path, sqlite.Options{})
		if err != nil {
			return "", nil, err
		}
		if err := e.Migrate(ctx); err != nil {
			return "", nil, err
		}
		e.Close()
		db, err := sql.Open("sqlite", "file:"+path)
		if err != nil {
			return "", nil, err
		}
		defer db.Close()
		_, err = db.ExecContext(ctx, `WITH RECURSIVE g(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM g WHERE i < ?1)
INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids, vector_enabled,
	expansion_applied, latency_ms, remote, created_at)
SELECT CASE WHEN i % 3 = 0 THEN 'search' ELSE 'query' END, 'who owns the billing renewals for account ' || i,
	'["people/alice","deals/acme-' || i || '"]', '[' || i || ',7,7]', '["default"]', i % 2, 0, 100 + i % 500, i % 2,
	CASE WHEN i <= ?2 THEN ?3 + i * ?4 ELSE ?5 + (i - ?2) * ?6 END
FROM g`, b.rows, b.del, oldStart.UnixMicro(), oldStep.Microseconds(), keepStart.UnixMicro(), keepStep.Microseconds())
		if err != nil {
			return "", nil, err
		}
		if _, err := db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
			return "", nil, err
		}
		return path, func() {}, nil
	}
	name := fmt.Sprintf("evalkit_bench_prune_%d", os.Getpid())
	u, err := dbURL(b.server, name)
	if err != nil {
		return "", nil, err
	}
	if err := pgExec(ctx, b.server, "CREATE DATABASE "+name); err != nil {
		return "", nil, err
	}
	drop := func() { _ = pgExec(context.Background(), b.server, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)") }
	e, err := postgres.Open(ctx, u, postgres.Options{})
	if err != nil {
		drop()
		return "", nil, err
	}
	err = e.Migrate(ctx)
	e.Close()
	if err == nil {
		err = pgExec(ctx, u, `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
	vector_enabled, expansion_applied, latency_ms, remote, created_at)
SELECT CASE WHEN i % 3 = 0 THEN 'search' ELSE 'query' END, 'who owns the billing renewals for account ' || i,
	ARRAY['people/alice', 'deals/acme-' || i], ARRAY[i, 7, 7], ARRAY['default'], i % 2 = 0, false, 100 + i % 500, i % 2 = 1,
	CASE WHEN i <= $2 THEN $3::timestamptz + i * $4::interval ELSE $5::timestamptz + (i - $2) * $6::interval END
FROM generate_series(1, $1::int) i`, b.rows, b.del, oldStart, oldStep, keepStart, keepStep)
	}
	if err == nil {
		err = pgExec(ctx, u, "VACUUM ANALYZE eval_candidates")
	}
	if err != nil {
		drop()
		return "", nil, err
	}
	return name, drop, nil
}

// once copies the template, runs one method on the copy while inserting,
// and measures.
func (b *bench) once(ctx context.Context, tmpl, method string) (result, error) {
	res := result{method: method}
	var target string
	var eng store.Engine
	var env []string
	if b.engine == "sqlite" {
		target = filepath.Join(b.dir, method+".db")
		for _, suffix := range []string{"", "-wal", "-shm"} {
			os.Remove(target + suffix)
		}
		if err := copyFile(tmpl, target); err != nil {
			return res, err
		}
		e, err := sqlite.Open(ctx, target, sqlite.Options{})
		if err != nil {
			return res, err
		}
		eng = e
		env = []string{"EVALKIT_SQLITE_PATH=" + target}
	} else {
		name := tmpl + "_" + strings.ReplaceAll(method, "-", "_")
		if err := pgExec(ctx, b.server, "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
			return res, err
		}
		defer pgExec(context.Background(), b.server, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		u, err := dbURL(b.server, name)
		if err != nil {
			return res, err
		}
		target = u
		e, err := postgres.Open(ctx, u, postgres.Options{})
		if err != nil {
			return res, err
		}
		eng = e
		env = []string{"MODUSBRAIN_DATABASE_URL=" + u}
	}
	defer eng.Close()

	// The capture writer: one row every 5 ms, each insert timed. On SQLite
	// it is the engine's own statement sequence on a connection of its
	// own, so BEGIN IMMEDIATE — the wait for the write lock — is timed
	// apart from the insert and its commit (which may run a checkpoint).
	insert := func(i int) (time.Duration, error) {
		return 0, eng.InsertCandidates(ctx, []store.Candidate{{ToolName: store.ToolQuery, Query: fmt.Sprintf("live %d", i), LatencyMS: 1}})
	}
	if b.engine == "sqlite" {
		db, err := sql.Open("sqlite", "file:"+target+"?_pragma=busy_timeout(5000)&_pragma=synchronous(NORMAL)&_txlock=immediate")
		if err != nil {
			return res, err
		}
		defer db.Close()
		db.SetMaxOpenConns(1)
		insert = func(i int) (time.Duration, error) {
			t0 := time.Now()
			tx, err := db.BeginTx(ctx, nil)
			wait := time.Since(t0)
			if err != nil {
				return wait, err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied,
				latency_ms, remote, created_at) VALUES ('query', ?, 1, 0, 1, 0, ?)`, fmt.Sprintf("live %d", i), time.Now().UnixMicro()); err != nil {
				return wait, err
			}
			return wait, tx.Commit()
		}
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	wg.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
			t0 := time.Now()
			wait, err := insert(i)
			took := time.Since(t0)
			mu.Lock()
			res.inserts = append(res.inserts, took)
			if b.engine == "sqlite" {
				res.waits = append(res.waits, wait)
			}
			if err != nil {
				res.failed++
				fmt.Fprintln(os.Stderr, "benchprune: insert:", err)
			}
			mu.Unlock()
		}
	})
	time.Sleep(100 * time.Millisecond) // the writer is running before the prune starts

	var cmd *exec.Cmd
	if method == "delete" {
		cmd = exec.CommandContext(ctx, b.self, "delete", b.engine, target, b.bound.Format(time.RFC3339Nano))
	} else {
		cmd = exec.CommandContext(ctx, b.evalPrune, "--before", b.bound.Format(time.RFC3339Nano), "--table", "candidates")
		cmd.Env = append(os.Environ(), append(env, "MODUSBRAIN_HOME="+b.dir)...)
	}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	t0 := time.Now()
	err := cmd.Run()
	res.wall = time.Since(t0)
	time.Sleep(100 * time.Millisecond)
	close(stop)
	wg.Wait()
	if err != nil {
		return res, fmt.Errorf("%v\n%s%s", err, out.String(), errb.String())
	}
	if method == "delete" {
		var n int64
		var d time.Duration
		if _, err := fmt.Sscanf(out.String(), "%d %d", &n, &d); err != nil {
			return res, fmt.Errorf("delete said %q: %v", out.String(), err)
		}
		res.deleted, res.longest = n, d
	} else {
		m := regexp.MustCompile(`deleted (\d+) rows? of eval_candidates.* in (\S+); longest batch (\S+)`).FindStringSubmatch(errb.String())
		if m == nil {
			return res, fmt.Errorf("no summary from eval-prune:\n%s", errb.String())
		}
		fmt.Sscan(m[1], &res.deleted)
		res.longest, _ = time.ParseDuration(m[3])
	}
	if res.deleted != int64(b.del) {
		return res, fmt.Errorf("deleted %d rows, want %d", res.deleted, b.del)
	}
	return res, b.measureSpace(ctx, target, &res)
}

func (b *bench) measureSpace(ctx context.Context, target string, res *result) error {
	if b.engine == "postgres" {
		c, err := pgx.Connect(ctx, target)
		if err != nil {
			return err
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, "VACUUM eval_candidates"); err != nil {
			return err
		}
		return c.QueryRow(ctx, "SELECT pg_total_relation_size('eval_candidates'), (SELECT count(*) FROM eval_candidates WHERE created_at < $1)",
			b.bound).Scan(&res.size, &res.leftover)
	}
	db, err := sql.Open("sqlite", "file:"+target+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return err
	}
	fi, err := os.Stat(target)
	if err != nil {
		return err
	}
	res.size = fi.Size()
	t0 := time.Now()
	if _, err := db.ExecContext(ctx, "VACUUM"); err != nil {
		return err
	}
	res.vacuum = time.Since(t0)
	if _, err := db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		return err
	}
	if fi, err = os.Stat(target); err != nil {
		return err
	}
	res.vacSize = fi.Size()
	return db.QueryRowContext(ctx, "SELECT count(*) FROM eval_candidates WHERE created_at < ?", b.bound.UnixMicro()).Scan(&res.leftover)
}

// plainDelete is the reference's way: one statement, one transaction.
// It prints the rows deleted and the transaction's duration (ns).
func plainDelete(ctx context.Context, engine, target string, bound time.Time) error {
	var n int64
	var took time.Duration
	if engine == "postgres" {
		c, err := pgx.Connect(ctx, target)
		if err != nil {
			return err
		}
		defer c.Close(ctx)
		t0 := time.Now()
		tag, err := c.Exec(ctx, "DELETE FROM eval_candidates WHERE created_at < $1", bound)
		if err != nil {
			return err
		}
		n, took = tag.RowsAffected(), time.Since(t0)
	} else {
		db, err := sql.Open("sqlite", "file:"+target+"?_pragma=busy_timeout(5000)&_pragma=synchronous(NORMAL)&_txlock=immediate")
		if err != nil {
			return err
		}
		defer db.Close()
		t0 := time.Now()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		r, err := tx.ExecContext(ctx, "DELETE FROM eval_candidates WHERE created_at < ?", bound.UnixMicro())
		if err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		n, _ = r.RowsAffected()
		took = time.Since(t0)
	}
	fmt.Println(n, int64(took))
	return nil
}

func pgExec(ctx context.Context, u, stmt string, args ...any) error {
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	defer c.Close(ctx)
	_, err = c.Exec(ctx, stmt, args...)
	return err
}

// dbURL is server with its database replaced by name.
func dbURL(server, name string) (string, error) {
	u, err := url.Parse(server)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
