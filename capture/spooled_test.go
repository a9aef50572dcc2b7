package capture_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

func openTestSpool(t testing.TB, dir string) *spool.Spool {
	t.Helper()
	s, err := spool.Open(spool.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// checkExactlyOnce reads every row and checks that the queries of events
// 0..n-1 are each there exactly once and nothing else is.
func checkExactlyOnce(t *testing.T, eng store.Engine, n int) {
	t.Helper()
	got := rows(t, eng)
	seen := map[string]int{}
	for _, r := range got {
		seen[r.Query]++
	}
	missing, doubled := 0, 0
	for i := range n {
		switch seen[event(i).Query] {
		case 0:
			missing++
		case 1:
		default:
			doubled++
		}
	}
	if missing > 0 || doubled > 0 || len(got) != n {
		t.Fatalf("%d rows for %d events: %d missing, %d doubled", len(got), n, missing, doubled)
	}
}

func waitSpoolEmpty(t *testing.T, dir string) {
	t.Helper()
	waitFor(t, "the spool to drain", func() bool {
		st, err := spool.ReadStats(dir, 0)
		return err == nil && st.Records == 0
	})
}

// TestOutageGoesToTheSpool: while the database is unreachable, batches go
// to the spool instead of becoming failure rows; when it answers again the
// same Capturer delivers them, each exactly once, and no failure row says
// a call was lost.
func TestOutageGoesToTheSpool(t *testing.T) {
	direct := testdb.New(t)
	directEng := openPG(t, direct)
	if err := directEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	proxy, viaProxy := newPGProxy(t, direct)
	dir := filepath.Join(t.TempDir(), "spool")
	c := newCapturer(t, openPG(t, viaProxy), capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir), BatchSize: 16})
	c.Capture(event(0))
	waitFor(t, "the first row", func() bool { return c.Stats().Captured == 1 })

	proxy.Down()
	for i := 1; i <= 100; i++ {
		c.Capture(event(i))
	}
	waitFor(t, "100 events spooled", func() bool { return c.Stats().Spooled == 100 })
	if st, err := spool.ReadStats(dir, 0); err != nil || st.Records != 100 {
		t.Fatalf("spool stats %+v, %v; want 100 records", st, err)
	}

	proxy.Up()
	for i := 101; i <= 110; i++ {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	s := c.Stats()
	if s.Captured+s.Spooled != 111 || s.Delayed != s.Spooled || len(s.Failed) != 0 || s.FailureRows != 0 {
		t.Errorf("stats %+v: want captured+spooled = 111, all spooled delivered, no failures", s)
	}
	checkExactlyOnce(t, directEng, 111)
	if fc := failureCounts(t, directEng); len(fc) != 0 {
		t.Errorf("failure rows %v, want none", fc)
	}
	waitSpoolEmpty(t, dir)
}

// TestSpoolDeliveredByTheNextCapturer: a Capturer that ends during an
// outage leaves its events in the spool; the next one delivers them at
// start without any new traffic.
func TestSpoolDeliveredByTheNextCapturer(t *testing.T) {
	direct := testdb.New(t)
	directEng := openPG(t, direct)
	if err := directEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	proxy, viaProxy := newPGProxy(t, direct)
	dir := filepath.Join(t.TempDir(), "spool")
	proxy.Down()
	sp := openTestSpool(t, dir)
	c := newCapturer(t, openPG(t, viaProxy), capture.Options{SkipMigrate: true, Spool: sp})
	for i := range 50 {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if s := c.Stats(); s.Spooled != 50 || s.Delayed != 0 || len(s.Failed) != 0 {
		t.Fatalf("stats %+v, want 50 spooled", s)
	}
	sp.Close()

	proxy.Up()
	c2 := newCapturer(t, openPG(t, viaProxy), capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	waitFor(t, "the spool delivered", func() bool { return c2.Stats().Delayed == 50 })
	c2.Close(ctxT(t))
	checkExactlyOnce(t, directEng, 50)
	waitSpoolEmpty(t, dir)
}

// TestCloseOutOfTimeSpools: a server that accepts connections and never
// answers holds every batch; Close stops waiting a little before its
// deadline and spools what is queued and in flight — nothing undelivered.
func TestCloseOutOfTimeSpools(t *testing.T) {
	eng := openPG(t, hangingServer(t))
	dir := filepath.Join(t.TempDir(), "spool")
	sp := openTestSpool(t, dir)
	c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: sp, OpTimeout: time.Minute})
	for i := range 299 {
		c.Capture(event(i))
	}
	pii := event(299)
	pii.Query = "mail bob.secret@example.com about the keys"
	c.Capture(pii)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if n := c.Close(ctx); n != 0 {
		t.Fatalf("Close: %d undelivered, want 0 (spooled)", n)
	}
	if s := c.Stats(); s.Spooled != 300 {
		t.Fatalf("stats %+v, want 300 spooled", s)
	}
	sp.Close() // its segment is readable once sealed
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte("bob.secret@example.com")) {
			t.Fatalf("%s holds the raw query: the spool must hold scrubbed rows", f)
		}
	}
	got := spooledQueries(t, dir)
	if len(got) != 300 {
		t.Fatalf("%d records in the spool, want 300", len(got))
	}
}

// TestHangingServerBeforeMigrateSpools: when the schema could not be
// prepared (the server hung), the writers migrate before their first
// write; that attempt must end at Close's margin like any database call,
// so the events still reach the spool in time rather than being cut off.
func TestHangingServerBeforeMigrateSpools(t *testing.T) {
	eng := openPG(t, hangingServer(t))
	dir := filepath.Join(t.TempDir(), "spool")
	sp := openTestSpool(t, dir)
	c := newCapturer(t, eng, capture.Options{Spool: sp, OpTimeout: time.Minute})
	for i := range 40 {
		c.Capture(event(i))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if n := c.Close(ctx); n != 0 {
		t.Fatalf("Close: %d undelivered, want 0 (spooled); stats %+v", n, c.Stats())
	}
	if s := c.Stats(); s.Spooled != 40 || len(s.Failed) != 0 {
		t.Fatalf("stats %+v, want 40 spooled", s)
	}
	sp.Close()
	if got := spooledQueries(t, dir); len(got) != 40 {
		t.Fatalf("%d records in the spool, want 40", len(got))
	}
}

// hangingServer listens where PostgreSQL would, accepts connections and
// never answers; it returns a URL for it whose connection attempts wait a
// minute, so only the Capturer's own deadlines end them.
func hangingServer(t *testing.T) string {
	t.Helper()
	sock := filepath.Join(shortTempDir(t), ".s.PGSQL.5432")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	var held []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c) // never answered
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range held {
			c.Close()
		}
		mu.Unlock()
	})
	return "postgres://x@/db?host=" + filepath.Dir(sock) + "&sslmode=disable&connect_timeout=60"
}

func shortTempDir(t *testing.T) string {
	d, err := os.MkdirTemp("", "sp")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(d) })
	return d
}

// spooledQueries drains a spool without a database and returns its queries.
func spooledQueries(t *testing.T, dir string) []string {
	t.Helper()
	s := openTestSpool(t, dir)
	cl, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Release()
	var out []string
	var buf []spool.Record
	for {
		buf, err = cl.Next(buf, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(buf) == 0 {
			break
		}
		for _, r := range buf {
			if r.Key == "" {
				t.Fatal("a spooled record has no delivery key")
			}
			out = append(out, r.Candidate.Query)
		}
	}
	sort.Strings(out)
	return out
}

// commitCutter is a proxy in front of PostgreSQL that, once armed, lets
// the next COMMIT reach the server and cuts both connections as the server
// answers: the transaction is committed, the client never learns it.
type commitCutter struct {
	armed atomic.Bool
	cuts  atomic.Int64
}

func (cc *commitCutter) serve(t *testing.T, ln net.Listener, upstream string) {
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("unix", upstream)
		if err != nil {
			c.Close()
			continue
		}
		var cut atomic.Bool
		go func() { // server → client: drop the COMMIT's reply and hang up
			buf := make([]byte, 32<<10)
			for {
				n, err := up.Read(buf)
				if n > 0 {
					if cut.Load() {
						cc.cuts.Add(1)
						c.Close()
						up.Close()
						return
					}
					if _, err := c.Write(buf[:n]); err != nil {
						break
					}
				}
				if err != nil {
					break
				}
			}
			c.Close()
			up.Close()
		}()
		go func() { // client → server: find COMMIT in the message stream
			defer up.Close()
			// Startup message: length-prefixed, no type byte.
			var l [4]byte
			if _, err := io.ReadFull(c, l[:]); err != nil {
				return
			}
			body := make([]byte, binary.BigEndian.Uint32(l[:])-4)
			if _, err := io.ReadFull(c, body); err != nil {
				return
			}
			up.Write(append(l[:], body...))
			for {
				var h [5]byte
				if _, err := io.ReadFull(c, h[:]); err != nil {
					return
				}
				body := make([]byte, binary.BigEndian.Uint32(h[1:])-4)
				if _, err := io.ReadFull(c, body); err != nil {
					return
				}
				if h[0] == 'Q' && bytes.EqualFold(bytes.TrimRight(body, "\x00"), []byte("commit")) && cc.armed.CompareAndSwap(true, false) {
					cut.Store(true)
				}
				if _, err := up.Write(append(h[:], body...)); err != nil {
					return
				}
			}
		}()
	}
}

// TestLostCommitReplyIsNotDoubled: the connection is cut after COMMIT was
// sent and before its reply, so the capturer cannot know the batch was
// stored; it spools it with the keys it was sent with, and the
// redelivery leaves exactly one row per event.
func TestLostCommitReplyIsNotDoubled(t *testing.T) {
	direct := testdb.New(t)
	directEng := openPG(t, direct)
	if err := directEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	host := testdbHost(t, direct)
	if host == "" {
		t.Fatal("this test needs a unix-socket PostgreSQL (scripts/pgcluster)")
	}
	port := testdbPort(t, direct)
	sockDir := shortTempDir(t)
	ln, err := net.Listen("unix", filepath.Join(sockDir, ".s.PGSQL."+port))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	cc := &commitCutter{}
	go cc.serve(t, ln, filepath.Join(host, ".s.PGSQL."+port))
	u := replaceHost(t, direct, sockDir)

	dir := filepath.Join(t.TempDir(), "spool")
	c := newCapturer(t, openPG(t, u), capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir), Writers: 1})
	cc.armed.Store(true)
	for i := range 40 {
		c.Capture(event(i))
	}
	if n := c.Close(ctxT(t)); n != 0 {
		t.Fatalf("Close: %d undelivered", n)
	}
	if cc.cuts.Load() != 1 {
		t.Fatalf("the proxy cut %d COMMIT replies, want 1", cc.cuts.Load())
	}
	s := c.Stats()
	if s.Spooled != 40 || s.Delayed != 40 || len(s.Failed) != 0 {
		t.Errorf("stats %+v: want the batch spooled and redelivered", s)
	}
	checkExactlyOnce(t, directEng, 40)
}

func testdbHost(t *testing.T, u string) string {
	cfg, err := pgconn.ParseConfig(u)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Host) > 0 && cfg.Host[0] == '/' {
		return cfg.Host
	}
	return ""
}

func testdbPort(t *testing.T, u string) string {
	cfg, err := pgconn.ParseConfig(u)
	if err != nil {
		t.Fatal(err)
	}
	return itoa(int(cfg.Port))
}

// replaceHost points a unix-socket URL at another socket directory.
func replaceHost(t *testing.T, u, dir string) string {
	p, err := url.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	q := p.Query()
	q.Set("host", dir)
	p.RawQuery = q.Encode()
	return p.String()
}

// TestTornSpoolRecordIsCounted: a spool whose last record was cut short (a
// crash in the middle of its write) delivers the rest; the torn record
// becomes one db_down failure row saying so, counted in SpoolLost.
func TestTornSpoolRecordIsCounted(t *testing.T) {
	dbURL := testdb.New(t)
	eng := openPG(t, dbURL)
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "spool")
	sp, err := spool.Open(spool.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		row, err := capture.BuildCandidate(event(i), capture.BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sp.Append([]spool.Entry{{Candidate: row}}); err != nil {
			t.Fatal(err)
		}
	}
	sp.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	if len(segs) != 1 {
		t.Fatalf("segments %v, want 1", segs)
	}
	fi, err := os.Stat(segs[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(segs[0], fi.Size()-7); err != nil {
		t.Fatal(err)
	}

	c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	waitFor(t, "the spool delivered", func() bool { s := c.Stats(); return s.Delayed == 9 && s.SpoolLost == 1 })
	c.Close(ctxT(t))
	checkExactlyOnce(t, eng, 9)
	fr := failureRowsRaw(t, "postgres", dbURL)
	if len(fr) != 1 || fr[0].Reason != string(store.ReasonDBDown) || !strings.Contains(fr[0].Detail, "torn record") {
		t.Errorf("failure rows %+v, want one db_down row about a torn record", fr)
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.Records != 0 || st.Unreported.Total() != 0 || st.Total.Torn != 1 {
		t.Errorf("spool after the drain: %+v, %v", st, err)
	}
}

// TestEmptySegmentIsRemoved: an empty segment file (a failed write used to
// leave one per batch on a full disk) is removed by the next drain rather
// than kept for ever.
func TestEmptySegmentIsRemoved(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	sp := openTestSpool(t, dir)
	empty := filepath.Join(dir, "seg-00000000000000000001-0badcafe")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	eng := openSQLite(t, filepath.Join(t.TempDir(), "eval.db"), sqlite.Options{})
	c := newCapturer(t, eng, capture.Options{Spool: sp})
	waitFor(t, "the empty segment removed", func() bool {
		_, err := os.Stat(empty)
		return os.IsNotExist(err)
	})
	c.Close(ctxT(t))
}

// TestDrainGoesOnWhenAckCannotBeWritten: on a full file system a segment's
// ack file cannot be written (here a directory stands where it would go).
// The drain used to stop at its first Ack and send the same first batches
// on every run for ever; it now delivers the rest and deletes the segment
// it read to its end, each row exactly once.
func TestDrainGoesOnWhenAckCannotBeWritten(t *testing.T) {
	eng := openPG(t, testdb.New(t))
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "spool")
	sp, err := spool.Open(spool.Options{Dir: dir, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	const n = 3000 // several claim steps (4 writers × 256 rows each)
	var batch []spool.Entry
	for i := range n {
		row, err := capture.BuildCandidate(event(i), capture.BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		batch = append(batch, spool.Entry{Candidate: row})
	}
	if _, err := sp.Append(batch); err != nil {
		t.Fatal(err)
	}
	sp.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	if len(segs) != 1 {
		t.Fatalf("segments %v, want 1", segs)
	}
	if err := os.Mkdir(segs[0]+".ack", 0o700); err != nil {
		t.Fatal(err)
	}

	c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	waitFor(t, "the spool delivered", func() bool { return c.Stats().Delayed >= n })
	c.Close(ctxT(t))
	checkExactlyOnce(t, eng, n)
	if _, err := os.Stat(segs[0]); !os.IsNotExist(err) {
		t.Errorf("the delivered segment is still there (%v)", err)
	}
}

// TestRefusedBySpoolCapReportedOnce: during an outage, while another
// process drains (so this one cannot drop old segments), the spool's cap
// refuses batches. The doctor must see those lost calls from outside at
// once (state.json), before this process could write a failure row; and
// when the database is back each gets exactly one failure row — the
// drain's, not a second one from the writer.
func TestRefusedBySpoolCapReportedOnce(t *testing.T) {
	direct := testdb.New(t)
	directEng := openPG(t, direct)
	if err := directEng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	proxy, viaProxy := newPGProxy(t, direct)
	dir := filepath.Join(t.TempDir(), "spool")
	sp, err := spool.Open(spool.Options{Dir: dir, MaxBytes: 64 << 10, SegmentBytes: 8 << 10, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sp.Close() })
	other, err := spool.Open(spool.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	claim, err := other.TryClaim() // another process's drain
	if err != nil {
		t.Fatal(err)
	}
	defer claim.Release()

	proxy.Down()
	c := newCapturer(t, openPG(t, viaProxy), capture.Options{SkipMigrate: true, Spool: sp, BatchSize: 16})
	const n = 600
	for i := range n {
		c.Capture(event(i))
		if i%16 == 15 {
			time.Sleep(time.Millisecond) // stay under the queue's size
		}
	}
	waitFor(t, "every event spooled or refused", func() bool { s := c.Stats(); return s.Spooled+s.SpoolDropped == n })
	refused := c.Stats().SpoolDropped
	if refused == 0 {
		t.Fatal("the spool's cap refused nothing: the test wrote too little")
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.Unreported.DroppedTotal() != refused {
		t.Fatalf("the doctor's view: %+v, %v; want %d dropped by the cap", st.Unreported, err, refused)
	}

	claim.Release()
	proxy.Up()
	c.Close(ctxT(t))
	s := c.Stats()
	if s.Undelivered != 0 || s.Failed[store.ReasonDBDown] != refused {
		t.Errorf("stats %+v: want %d db_down failures and nothing undelivered", s, refused)
	}
	if s.SpoolCapRefused != refused || s.SpoolNoSpaceDropped != 0 {
		t.Errorf("SpoolCapRefused %d, SpoolNoSpaceDropped %d: want all %d refused by the cap, none for want of room", s.SpoolCapRefused, s.SpoolNoSpaceDropped, refused)
	}
	got, seen := rows(t, directEng), map[string]bool{}
	for _, r := range got {
		seen[r.Query] = true
	}
	if int64(len(got)) != s.Spooled || len(seen) != len(got) {
		t.Errorf("%d rows (%d distinct) for %d spooled events", len(got), len(seen), s.Spooled)
	}
	if fc := failureCounts(t, directEng); fc[store.ReasonDBDown] != refused || len(fc) != 1 {
		t.Errorf("failure rows %v, want %d db_down, one per refused event", fc, refused)
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.Unreported.Total() != 0 || st.Records != 0 {
		t.Errorf("spool after the delivery: %+v, %v", st, err)
	}
}

// TestDamagedSpoolStateIsAFailureRow: a spool whose state.json is damaged
// (truncated by a disk error) still delivers its records, and the counts
// it lost with the file become a db_down failure row that says so. Before,
// the drain warned it could not read the lost counts and wrote no row.
func TestDamagedSpoolStateIsAFailureRow(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	sp, err := spool.Open(spool.Options{Dir: dir, NoSync: true, Target: "sqlite test"})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		row, err := capture.BuildCandidate(event(i), capture.BuildOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sp.Append([]spool.Entry{{Candidate: row}}); err != nil {
			t.Fatal(err)
		}
	}
	sp.Close()
	if err := os.WriteFile(filepath.Join(dir, "state.json"), []byte(`{"version":2,"unrep`), 0o600); err != nil {
		t.Fatal(err)
	}

	db := filepath.Join(t.TempDir(), "eval.db")
	eng := openSQLite(t, db, sqlite.Options{})
	var (
		mu   sync.Mutex
		errs []error
	)
	sp2, err := spool.Open(spool.Options{Dir: dir, NoSync: true, Target: "sqlite test"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sp2.Close() })
	c := newCapturer(t, eng, capture.Options{Spool: sp2, OnError: func(err error) { mu.Lock(); errs = append(errs, err); mu.Unlock() }})
	waitFor(t, "the spool delivered", func() bool { s := c.Stats(); return s.Delayed == 5 && s.SpoolLost == 1 })
	c.Close(ctxT(t))
	if s := c.Stats(); s.SpoolCountsLost != 1 {
		t.Errorf("SpoolCountsLost %d, want 1 (of SpoolLost %d)", s.SpoolCountsLost, s.SpoolLost)
	}
	checkExactlyOnce(t, eng, 5)
	fr := failureRowsRaw(t, "sqlite", db)
	if len(fr) != 1 || fr[0].Reason != string(store.ReasonDBDown) || !strings.Contains(fr[0].Detail, "state.json") ||
		!strings.Contains(fr[0].Detail, "unknown number") {
		t.Errorf("failure rows %+v, want one db_down row about the lost counts of state.json", fr)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(errs) != 0 {
		t.Errorf("background errors %v, want none", errs)
	}
}

// TestSpoolBusyWhileAnotherDrains: Stats.SpoolBusy says that the last
// drain found the spool claimed by another drain (another process: runs
// started together after an outage), so a caller can tell events being
// delivered by that one from events left waiting; once the spool is free
// the next Capturer delivers and says it is not busy.
func TestSpoolBusyWhileAnotherDrains(t *testing.T) {
	eng := openSQLite(t, filepath.Join(t.TempDir(), "eval.db"), sqlite.Options{})
	if err := eng.Migrate(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "spool")
	// One event waits in the spool, so that every capturer below has
	// something to drain.
	waiting, err := capture.BuildCandidate(event(1), capture.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	writer := openTestSpool(t, dir)
	if _, err := writer.Append([]spool.Entry{{Candidate: waiting}}); err != nil {
		t.Fatal(err)
	}
	writer.Close()
	claim, err := openTestSpool(t, dir).TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	c := newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	c.Capture(event(0))
	c.Close(ctxT(t))
	if s := c.Stats(); !s.SpoolBusy || s.Captured != 1 {
		t.Fatalf("another drain holds the spool: stats %+v, want SpoolBusy and 1 captured", s)
	}
	checkExactlyOnce(t, eng, 1) // the waiting event is still the other drain's
	claim.Release()
	c = newCapturer(t, eng, capture.Options{SkipMigrate: true, Spool: openTestSpool(t, dir)})
	waitFor(t, "the spool delivered", func() bool { return c.Stats().Delayed == 1 })
	c.Close(ctxT(t))
	if s := c.Stats(); s.SpoolBusy {
		t.Fatalf("the spool is free: stats %+v, want SpoolBusy false", s)
	}
	checkExactlyOnce(t, eng, 2) // and now delivered
}
