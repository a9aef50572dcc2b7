package evalkit

// Outage tests: real PostgreSQL clusters of their own (scripts/pgcluster),
// stopped and restarted for real, and eval-capture processes killed for
// real. Every test starts and removes its own cluster: it never stops a
// server anybody else uses. They fail, never skip, without PostgreSQL's
// server binaries.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store/dial"
)

// cluster is a private PostgreSQL cluster in dir.
type cluster struct {
	t   *testing.T
	dir string
	url string
}

// newCluster starts a private cluster and removes it when the test ends.
func newCluster(t *testing.T) *cluster {
	t.Helper()
	// Short path (unix socket names are limited), traversable by the
	// postgres OS user when the tests run as root.
	parent, err := os.MkdirTemp("", "ekpg")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(parent, 0o755); err != nil {
		t.Fatal(err)
	}
	c := &cluster{t: t, dir: filepath.Join(parent, "c")}
	t.Cleanup(func() {
		exec.Command("scripts/pgcluster", "stop", c.dir).Run()
		os.RemoveAll(parent)
	})
	out, err := exec.Command("scripts/pgcluster", "start", c.dir).Output()
	if err != nil {
		t.Fatalf("scripts/pgcluster start: %v (%s)", err, errText(err))
	}
	c.url = strings.TrimSpace(string(out))
	// scripts/pgcluster runs with synchronous_commit=off, under which an
	// immediate stop loses the last commits the server already confirmed:
	// not the outage these tests mean. Restart with it on (fsync stays
	// off: a killed server's writes are still in the kernel).
	c.stop()
	c.start()
	return c
}

func errText(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return string(ee.Stderr)
	}
	return ""
}

func pgBin(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	m, _ := filepath.Glob("/usr/lib/postgresql/*/bin/" + name)
	if len(m) > 0 {
		return m[len(m)-1]
	}
	return name
}

// pgCtl runs pg_ctl as the cluster's owner.
func (c *cluster) pgCtl(args ...string) {
	c.t.Helper()
	args = append([]string{pgBin("pg_ctl"), "-D", filepath.Join(c.dir, "data")}, args...)
	if os.Geteuid() == 0 {
		args = append([]string{"runuser", "-u", "postgres", "--"}, args...)
	}
	if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
		c.t.Fatalf("pg_ctl %v: %v\n%s", args, err, out)
	}
}

// stop is `pg_ctl stop -m immediate`: the server dies without a shutdown
// checkpoint, connections cut.
func (c *cluster) stop() { c.pgCtl("-m", "immediate", "-w", "stop") }

// start restarts the cluster with the options scripts/pgcluster uses.
func (c *cluster) start() {
	c.pgCtl("-l", filepath.Join(c.dir, "server.log"), "-w", "-t", "60",
		"-o", "-k "+c.dir+" -c listen_addresses= -c fsync=off -c synchronous_commit=on -c full_page_writes=off -c max_connections=300",
		"start")
}

// captureEnv is the environment of an eval-capture run against url with
// its own evalkit home.
func captureEnv(home, url string) []string {
	env := []string{}
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "MODUSBRAIN_DATABASE_URL", "MODUSBRAIN_HOME", "MODUSBRAIN_CONTRIBUTOR_MODE", "DATABASE_URL", "HOME":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "MODUSBRAIN_HOME="+home, "HOME="+home, "MODUSBRAIN_CONTRIBUTOR_MODE=1", "MODUSBRAIN_DATABASE_URL="+url)
}

func evalCapture(home, url string, args ...string) *exec.Cmd {
	cmd := exec.Command(filepath.Join(binDir, "eval-capture"), args...)
	cmd.Env = captureEnv(home, url)
	return cmd
}

// runCapture runs eval-capture on the given stdin and returns its exit
// code and stderr.
func runCapture(t *testing.T, home, url, stdin string, args ...string) (int, string) {
	t.Helper()
	cmd := evalCapture(home, url, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	t.Logf("eval-capture %v → exit %d\n%s", args, code, stderr.String())
	return code, stderr.String()
}

// outageEvent is event i as an NDJSON line; its query names it.
func outageEvent(i int) string {
	tool := "query"
	if i%3 == 0 {
		tool = "search"
	}
	return fmt.Sprintf(`{"tool_name":%q,"query":"outage event %06d","results":[{"slug":"ops/keys","chunk_id":%d,"source_id":"wiki"}],"latency_ms":%d}`+"\n", tool, i, i, i%500)
}

func events(from, to int) string {
	var b strings.Builder
	for i := from; i < to; i++ {
		b.WriteString(outageEvent(i))
	}
	return b.String()
}

// checkRows compares eval_candidates with the events whose numbers are in
// want: each exactly once (by query), ids distinct, nothing else; and no
// failure rows.
func checkRows(t *testing.T, url string, want map[int]bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT id, query FROM eval_candidates`)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[int64]bool{}
	got := map[int]int{}
	for rows.Next() {
		var id int64
		var q string
		if err := rows.Scan(&id, &q); err != nil {
			t.Fatal(err)
		}
		if ids[id] {
			t.Fatalf("id %d twice", id)
		}
		ids[id] = true
		var n int
		if _, err := fmt.Sscanf(q, "outage event %d", &n); err != nil {
			t.Fatalf("unexpected row %q", q)
		}
		got[n]++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	missing, doubled, extra := 0, 0, 0
	for n := range want {
		switch got[n] {
		case 0:
			missing++
		case 1:
		default:
			doubled++
		}
	}
	for n := range got {
		if !want[n] {
			extra++
		}
	}
	if missing+doubled+extra > 0 {
		t.Errorf("%d rows for %d events: %d missing, %d doubled, %d unexpected", len(ids), len(want), missing, doubled, extra)
	}
	var failures int64
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM eval_capture_failures`).Scan(&failures); err != nil {
		t.Fatal(err)
	}
	if failures != 0 {
		t.Errorf("%d failure rows, want none", failures)
	}
}

func numbers(from, to int) map[int]bool {
	m := map[int]bool{}
	for i := from; i < to; i++ {
		m[i] = true
	}
	return m
}

// TestOutagePostgresRestartMidRun: PostgreSQL is stopped (-m immediate) in
// the middle of a 20,000-event eval-capture run fed through a pipe and
// restarted 5 s later. Every event lands exactly once, no failure rows.
func TestOutagePostgresRestartMidRun(t *testing.T) {
	const total = 20000
	pg := newCluster(t)
	home := t.TempDir()
	cmd := evalCapture(home, pg.url, "--timeout", "60s")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// About 10 s of traffic: 2,000 events a second.
	w := bufio.NewWriter(stdin)
	start := time.Now()
	stopped, restarted := false, false
	var stopAt time.Time
	for i := range total {
		w.WriteString(outageEvent(i))
		if i%100 == 99 {
			w.Flush()
			time.Sleep(time.Until(start.Add(time.Duration(i+1) * time.Second / 2000)))
		}
		if !stopped && i == total/4 {
			w.Flush()
			pg.stop()
			stopped, stopAt = true, time.Now()
			t.Logf("stopped PostgreSQL after event %d", i)
		}
		if stopped && !restarted && time.Since(stopAt) >= 5*time.Second {
			pg.start()
			restarted = true
			t.Logf("restarted PostgreSQL before event %d", i)
		}
	}
	w.Flush()
	if !restarted {
		time.Sleep(time.Until(stopAt.Add(5 * time.Second)))
		pg.start()
	}
	stdin.Close()
	err = cmd.Wait()
	t.Logf("eval-capture: %v\n%s", err, stderr.String())
	if err != nil {
		t.Errorf("eval-capture exited with %v, want 0 (everything delivered)", err)
	}
	if !strings.Contains(stderr.String(), "late from the spool") {
		t.Errorf("the summary does not say events were delivered late from the spool")
	}
	checkRows(t, pg.url, numbers(0, total))
}

// TestOutageWholeRunThenEmptyStdinDelivers: PostgreSQL is down for a whole
// run; eval-capture keeps the events in the spool and exits 3 saying how
// many. Once it is back, eval-capture </dev/null delivers them exactly once.
func TestOutageWholeRunThenEmptyStdinDelivers(t *testing.T) {
	const total = 3000
	pg := newCluster(t)
	pg.stop()
	home := t.TempDir()
	code, stderr := runCapture(t, home, pg.url, events(0, total))
	if code != 3 {
		t.Fatalf("eval-capture during the outage: exit %d, want 3", code)
	}
	if !strings.Contains(stderr, fmt.Sprintf("spooled %d (database unavailable); %d waiting in the spool", total, total)) {
		t.Errorf("the summary does not say %d events were spooled and wait", total)
	}
	pg.start()
	code, stderr = runCapture(t, home, pg.url, "")
	if code != 0 || !strings.Contains(stderr, fmt.Sprintf("delivered %d late from the spool", total)) {
		t.Errorf("eval-capture </dev/null: exit %d, want 0 and %d delivered", code, total)
	}
	checkRows(t, pg.url, numbers(0, total))
	if code, _ := runCapture(t, home, pg.url, ""); code != 0 {
		t.Errorf("second eval-capture </dev/null: exit %d", code)
	}
	checkRows(t, pg.url, numbers(0, total))
}

// spooledNumbers reads the spool in dir, the records for the database at
// url, without acknowledging anything and returns the event numbers it
// holds and how many are torn.
func spooledNumbers(t *testing.T, dir, url string) (map[int]bool, spool.Lost) {
	t.Helper()
	s, err := spool.Open(spool.Options{Dir: dir, Target: dial.SpoolIdentity(configplane.Target{Engine: configplane.EnginePostgres, URL: url})})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cl, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Release()
	out := map[int]bool{}
	var buf []spool.Record
	for {
		buf, err = cl.Next(buf, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(buf) == 0 {
			break
		}
		for _, r := range buf {
			var n int
			fmt.Sscanf(r.Candidate.Query, "outage event %d", &n)
			if out[n] {
				t.Fatalf("event %d spooled twice", n)
			}
			out[n] = true
		}
	}
	lost, err := cl.Lost()
	if err != nil {
		t.Fatal(err)
	}
	return out, lost
}

// TestOutageKill9AfterSpoolSync: eval-capture spooling during an outage is
// killed with SIGKILL; every event its spool had synced is delivered by the
// next run, exactly once.
func TestOutageKill9AfterSpoolSync(t *testing.T) {
	pg := newCluster(t)
	pg.stop()
	home := t.TempDir()
	dir := filepath.Join(home, ".modusbrain", "spool")
	cmd := evalCapture(home, pg.url)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Keep feeding until the spool holds a good part, then kill.
	go func() {
		for i := 0; ; i += 100 {
			if _, err := io.WriteString(stdin, events(i, i+100)); err != nil {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	deadline := time.Now().Add(60 * time.Second)
	for {
		st, err := spool.ReadStats(dir, 0)
		if err == nil && st.Records >= 2000 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the spool never reached 2000 records: %+v, %v", st, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	stdin.Close()

	synced, lost := spooledNumbers(t, dir, pg.url)
	t.Logf("%d events synced in the spool at the kill; lost %+v", len(synced), lost)
	if len(synced) < 2000 || lost.Total() != 0 {
		t.Fatalf("spool after kill -9: %d records, lost %+v", len(synced), lost)
	}
	pg.start()
	if code, _ := runCapture(t, home, pg.url, ""); code != 0 {
		t.Errorf("eval-capture </dev/null after the kill: exit %d, want 0", code)
	}
	checkRows(t, pg.url, synced)
}

// TestOutageTwoDrainersAtOnce: two eval-capture </dev/null processes start
// together on one spool: every event is delivered once, none twice.
func TestOutageTwoDrainersAtOnce(t *testing.T) {
	const total = 20000
	pg := newCluster(t)
	pg.stop()
	home := t.TempDir()
	if code, _ := runCapture(t, home, pg.url, events(0, total)); code != 3 {
		t.Fatalf("eval-capture during the outage: exit %d, want 3", code)
	}
	pg.start()
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			cmd := evalCapture(home, pg.url)
			cmd.Stdin = strings.NewReader("")
			out, err := cmd.CombinedOutput()
			t.Logf("drainer: %v\n%s", err, out)
		})
	}
	wg.Wait()
	// Whatever the two left (one may have found the other draining) goes
	// now; then every event is there once.
	if code, _ := runCapture(t, home, pg.url, ""); code != 0 {
		t.Errorf("final eval-capture </dev/null: exit %d", code)
	}
	checkRows(t, pg.url, numbers(0, total))
}
