package spool_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

func TestRoundTrip(t *testing.T) {
	s := openSpool(t, spool.Options{})
	in := entries(0, 20)
	// Every nullable field unset, empty lists, negative and large numbers.
	in = append(in, spool.Entry{Candidate: store.Candidate{
		ToolName: store.ToolSearch, Query: "row 20: ünïcode ✓ and \x00 bytes",
		RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{-1, 1 << 40}, SourceIDs: []string{},
		LatencyMS: 0,
	}})
	mustAppend(t, s, in[:7])
	mustAppend(t, s, in[7:])
	got, lost := drainAll(t, s)
	if len(got) != len(in) {
		t.Fatalf("drained %d records, want %d", len(got), len(in))
	}
	keys := map[string]bool{}
	hex := regexp.MustCompile(`^[0-9a-f]{32}$`)
	for i, r := range got {
		if !reflect.DeepEqual(r.Candidate, in[i].Candidate) {
			t.Errorf("record %d:\n got %+v\nwant %+v", i, r.Candidate, in[i].Candidate)
		}
		if i < 20 && !r.Captured.Equal(in[i].Captured) {
			t.Errorf("record %d captured %v, want %v", i, r.Captured, in[i].Captured)
		}
		if !hex.MatchString(r.Key) || keys[r.Key] {
			t.Errorf("record %d key %q: not 32 hex digits, or repeated", i, r.Key)
		}
		keys[r.Key] = true
	}
	if got[20].Captured.IsZero() {
		t.Error("a zero Captured was not stamped with the Append time")
	}
	if lost.Total() != 0 {
		t.Errorf("lost %+v from a clean spool", lost)
	}
	if segs := segments(t, s.Dir()); len(segs) != 0 {
		t.Errorf("delivered segments left behind: %v", segs)
	}
	st, err := s.Stats()
	if err != nil || st.Records != 0 || st.Bytes != 0 {
		t.Errorf("stats after a full drain: %+v, %v", st, err)
	}
}

func TestFilesArePrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s := openSpool(t, spool.Options{Dir: dir})
	mustAppend(t, s, entries(0, 3))
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Next(nil, 1); err != nil {
		t.Fatal(err)
	}
	if err := c.Ack(); err != nil { // leaves an ack file
		t.Fatal(err)
	}
	c.Release()
	fi, err := os.Stat(dir)
	if err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("spool dir mode %v (%v), want 0700", fi.Mode().Perm(), err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) < 3 {
		t.Fatalf("expected a segment, its ack file and the lock, got %d entries", len(ents))
	}
	for _, e := range ents {
		fi, _ := e.Info()
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v, want 0600", e.Name(), fi.Mode().Perm())
		}
	}
}

// A spool path that is a symbolic link is refused, and what it points at
// keeps its mode and gains no file: run as root with the link aimed at
// /etc, following it would have made /etc private to root.
func TestSymlinkDirIsRefused(t *testing.T) {
	base := t.TempDir()
	target := filepath.Join(base, "elsewhere")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(target, 0o755) // whatever the umask left
	link := filepath.Join(base, "spool")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	s, err := spool.Open(spool.Options{Dir: link})
	if err == nil {
		s.Close()
		t.Fatal("Open accepted a spool path that is a symbolic link")
	}
	if !strings.Contains(err.Error(), link) || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("error %q should name the path and say it is a symbolic link", err)
	}
	fi, err := os.Stat(target)
	if err != nil || fi.Mode().Perm() != 0o755 {
		t.Fatalf("the link's target has mode %v (%v), want 0755 unchanged", fi.Mode().Perm(), err)
	}
	if ents, _ := os.ReadDir(target); len(ents) != 0 {
		t.Fatalf("the link's target gained %d files", len(ents))
	}
}

// A spool path that is a file, not a directory, is refused.
func TestNonDirectoryIsRefused(t *testing.T) {
	f := filepath.Join(t.TempDir(), "spool")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := spool.Open(spool.Options{Dir: f}); err == nil {
		s.Close()
		t.Fatal("Open accepted a spool path that is a regular file")
	} else if !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("error %q should say it is not a directory", err)
	}
	if fi, _ := os.Stat(f); fi.Mode().Perm() != 0o644 {
		t.Errorf("the file's mode became %v", fi.Mode().Perm())
	}
}

// A directory that belongs to another user is not evalkit's to tighten:
// it is refused, its mode untouched.
func TestForeignDirIsRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	if err := os.Chown(dir, os.Geteuid()+1, -1); err != nil {
		// Not root: a directory root owns is foreign to us.
		dir = "/"
	}
	before, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := spool.Open(spool.Options{Dir: dir}); err == nil {
		s.Close()
		t.Fatalf("Open accepted %s, owned by another user", dir)
	} else if !strings.Contains(err.Error(), "owned by") {
		t.Errorf("error %q should say who owns the directory", err)
	}
	if after, _ := os.Stat(dir); after.Mode() != before.Mode() {
		t.Errorf("mode changed from %v to %v", before.Mode(), after.Mode())
	}
}

// A crash mid-write leaves part of a record at the end of a segment: the
// records before it deliver, the torn one is counted.
func TestTornTail(t *testing.T) {
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, 10))
	s.Close()
	segs := segments(t, s.Dir())
	if len(segs) != 1 {
		t.Fatalf("want one segment, got %v", segs)
	}
	fi, _ := os.Stat(segs[0])
	// Cut the last record in half (each row() record is a few hundred bytes).
	if err := os.Truncate(segs[0], fi.Size()-100); err != nil {
		t.Fatal(err)
	}
	s2 := openSpool(t, spool.Options{Dir: s.Dir()})
	st, _ := s2.Stats()
	if st.Records != 9 {
		t.Errorf("stats count %d records waiting, want 9", st.Records)
	}
	got, lost := drainAll(t, s2)
	if len(got) != 9 || rowNum(t, got[8].Candidate.Query) != 8 {
		t.Fatalf("drained %d records, want rows 0..8", len(got))
	}
	if lost.Torn != 1 || lost.Corrupt != 0 {
		t.Errorf("lost %+v, want one torn tail", lost)
	}
	st, _ = s2.Stats()
	if st.Unreported.Total() != 0 || st.Total.Torn != 1 {
		t.Errorf("after AckLost: unreported %+v, total %+v", st.Unreported, st.Total)
	}
}

// Bytes changed in the middle of a segment (a bad disk, a stray write) are
// detected by the CRC; the damaged record is skipped, the rest deliver.
func TestCorruptionInTheMiddle(t *testing.T) {
	for _, tc := range []struct {
		name string
		at   func(recStart, recLen int) int
	}{
		{"payload byte", func(s, n int) int { return s + n/2 }},
		{"length field", func(s, n int) int { return s + 5 }},
		{"magic", func(s, n int) int { return s }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openSpool(t, spool.Options{})
			var starts []int
			end := 0
			for n := range 10 {
				starts = append(starts, end)
				end += int(mustAppend(t, s, entries(n, 1)).Bytes)
			}
			s.Close()
			seg := segments(t, s.Dir())[0]
			b, err := os.ReadFile(seg)
			if err != nil {
				t.Fatal(err)
			}
			// Damage the fifth record.
			at := tc.at(starts[4], starts[5]-starts[4])
			b[at] ^= 0x5a
			if err := os.WriteFile(seg, b, 0o600); err != nil {
				t.Fatal(err)
			}
			got, lost := drainAll(t, openSpool(t, spool.Options{Dir: s.Dir()}))
			var nums []int
			for _, r := range got {
				nums = append(nums, rowNum(t, r.Candidate.Query))
			}
			if want := []int{0, 1, 2, 3, 5, 6, 7, 8, 9}; !reflect.DeepEqual(nums, want) {
				t.Errorf("delivered rows %v, want %v", nums, want)
			}
			if lost.Corrupt != 1 || lost.Torn != 0 {
				t.Errorf("lost %+v, want one corrupt region", lost)
			}
		})
	}
}

// Past the cap the oldest records go, whole segments at a time, and are
// counted by tool; what is left is the newest, and nothing is both.
func TestCapDropsOldest(t *testing.T) {
	const maxBytes = 256 << 10
	s := openSpool(t, spool.Options{MaxBytes: maxBytes, SegmentBytes: 32 << 10})
	var dropped int64
	const total = 3000
	for n := 0; n < total; n += 25 {
		res := mustAppend(t, s, entries(n, 25))
		dropped += res.Dropped.DroppedTotal()
		st, err := s.Stats()
		if err != nil {
			t.Fatal(err)
		}
		if st.Bytes > maxBytes {
			t.Fatalf("after row %d the spool holds %d bytes, over the %d cap", n+25, st.Bytes, maxBytes)
		}
	}
	if dropped == 0 {
		t.Fatal("nothing was dropped: the test wrote too little")
	}
	st, _ := s.Stats()
	if st.Unreported.DroppedTotal() != dropped {
		t.Errorf("stats say %d dropped, appends said %d", st.Unreported.DroppedTotal(), dropped)
	}
	got, lost := drainAll(t, s)
	if int64(len(got))+dropped != total {
		t.Errorf("%d delivered + %d dropped != %d appended", len(got), dropped, total)
	}
	for i, r := range got {
		if n := rowNum(t, r.Candidate.Query); n != int(dropped)+i {
			t.Fatalf("record %d is row %d, want row %d: the oldest must go first", i, n, int(dropped)+i)
		}
	}
	// row() alternates tools, and segments hold whole batches of 25.
	if q, sr := lost.Dropped["query"], lost.Dropped["search"]; q+sr != dropped || q == 0 || sr == 0 {
		t.Errorf("dropped by tool %v, want query+search = %d", lost.Dropped, dropped)
	}
}

// A crash between delivering and Ack hands the records out again with the
// same keys; acknowledged ones never come back.
func TestResumeAfterCrashMidDrain(t *testing.T) {
	s := openSpool(t, spool.Options{SegmentBytes: 64 << 10})
	for n := 0; n < 600; n += 50 {
		mustAppend(t, s, entries(n, 50))
	}
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	first, _ := c.Next(nil, 250) // crosses a segment boundary
	if err := c.Ack(); err != nil {
		t.Fatal(err)
	}
	unacked, _ := c.Next(nil, 30)
	c.Release() // "crash": no Ack
	rest, _ := drainAll(t, s)
	if len(first) != 250 || len(unacked) != 30 || len(rest) != 350 {
		t.Fatalf("got %d, %d, %d records", len(first), len(unacked), len(rest))
	}
	for i := range unacked {
		if unacked[i].Key != rest[i].Key {
			t.Fatalf("redelivered record %d has key %s, first time %s", i, rest[i].Key, unacked[i].Key)
		}
	}
	if rowNum(t, rest[0].Candidate.Query) != 250 || rowNum(t, rest[349].Candidate.Query) != 599 {
		t.Error("redelivery did not resume at the first unacknowledged record")
	}
}

func TestClaimIsExclusive(t *testing.T) {
	s := openSpool(t, spool.Options{})
	other := openSpool(t, spool.Options{Dir: s.Dir()})
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.TryClaim(); !errors.Is(err, spool.ErrBusy) {
		t.Fatalf("second claim from another handle: %v, want ErrBusy", err)
	}
	if _, err := s.TryClaim(); !errors.Is(err, spool.ErrBusy) {
		t.Fatalf("second claim from the same handle: %v, want ErrBusy", err)
	}
	c.Release()
	c2, err := other.TryClaim()
	if err != nil {
		t.Fatalf("claim after release: %v", err)
	}
	c2.Release()
}

// A segment another process is still appending to is not drained (its
// last record may be half written); once that process seals it, it is.
func TestActiveSegmentIsLeftToItsWriter(t *testing.T) {
	writer := openSpool(t, spool.Options{})
	drainer := openSpool(t, spool.Options{Dir: writer.Dir()})
	mustAppend(t, writer, entries(0, 5))
	if got, _ := drainAll(t, drainer); len(got) != 0 {
		t.Fatalf("drained %d records from a segment still being written", len(got))
	}
	if st, _ := drainer.Stats(); st.Records != 5 {
		t.Errorf("stats see %d waiting, want 5", st.Records)
	}
	writer.Close()
	if got, _ := drainAll(t, drainer); len(got) != 5 {
		t.Fatalf("drained %d records after the writer sealed, want 5", len(got))
	}
}

// Appending while a drain runs: the new records land in a new segment and
// are delivered by a later claim; nothing is lost or doubled.
func TestAppendWhileDraining(t *testing.T) {
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, 100))
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	first, _ := c.Next(nil, 1000)
	mustAppend(t, s, entries(100, 100))
	more, _ := c.Next(nil, 1000)
	if err := c.Ack(); err != nil {
		t.Fatal(err)
	}
	c.Release()
	rest, _ := drainAll(t, s)
	if n := len(first) + len(more) + len(rest); n != 200 || len(first) != 100 {
		t.Fatalf("delivered %d+%d+%d, want 100 then 100", len(first), len(more), len(rest))
	}
}

// Two drainers in one process, each with its own handle and both with one
// handle, take turns; no record is delivered twice and none is missed.
func TestConcurrentDrainGoroutines(t *testing.T) {
	for _, shared := range []bool{false, true} {
		t.Run(map[bool]string{false: "two handles", true: "one handle"}[shared], func(t *testing.T) {
			s := openSpool(t, spool.Options{SegmentBytes: 64 << 10})
			for n := 0; n < 2000; n += 100 {
				mustAppend(t, s, entries(n, 100))
			}
			s.Close()
			handles := []*spool.Spool{openSpool(t, spool.Options{Dir: s.Dir()})}
			handles = append(handles, handles[0])
			if !shared {
				handles[1] = openSpool(t, spool.Options{Dir: s.Dir()})
			}
			var wg sync.WaitGroup
			keys := make([][]string, 2)
			errs := make([]error, 2)
			for i := range 2 {
				wg.Go(func() { keys[i], errs[i] = drainLoop(handles[i], 7, func() { time.Sleep(50 * time.Microsecond) }) })
			}
			wg.Wait()
			checkOnce(t, 2000, errs, keys...)
		})
	}
}

// The same with two processes (the test binary re-executed).
func TestConcurrentDrainProcesses(t *testing.T) {
	s := openSpool(t, spool.Options{SegmentBytes: 64 << 10})
	for n := 0; n < 3000; n += 100 {
		mustAppend(t, s, entries(n, 100))
	}
	s.Close()
	var keys [2][]string
	var errs [2]error
	var wg sync.WaitGroup
	for i := range 2 {
		cmd, out := startChild(t, "drain", s.Dir())
		wg.Go(func() {
			for out.Scan() {
				keys[i] = append(keys[i], out.Text())
			}
			errs[i] = cmd.Wait()
		})
	}
	wg.Wait()
	if len(keys[0]) == 0 || len(keys[1]) == 0 {
		t.Logf("one process drained everything (%d, %d): the turns did not interleave", len(keys[0]), len(keys[1]))
	}
	checkOnce(t, 3000, errs[:], keys[:]...)
}

func checkOnce(t *testing.T, want int, errs []error, keys ...[]string) {
	t.Helper()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]int{}
	for _, ks := range keys {
		for _, k := range ks {
			seen[k]++
		}
	}
	dup := 0
	for _, n := range seen {
		if n > 1 {
			dup++
		}
	}
	if dup > 0 || len(seen) != want {
		t.Fatalf("drainers delivered %d distinct records (%d duplicated), want %d once each", len(seen), dup, want)
	}
}

// kill -9 of a process that is appending: every row whose Append returned
// (the child says so on stdout after each sync) is delivered, once; a
// record cut in the middle of its write is counted as torn, not delivered.
func TestKill9AfterSync(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	cmd, out := startChild(t, "append", dir)
	synced := 0
	for out.Scan() {
		var n int
		if _, err := fmt.Sscanf(out.Text(), "synced %d", &n); err != nil {
			t.Fatal(err)
		}
		synced = n
		if synced >= 2000 {
			break
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || !ee.Sys().(syscall.WaitStatus).Signaled() {
		t.Fatalf("child ended with %v, want killed", err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: dir}))
	seen := map[int]int{}
	for _, r := range got {
		seen[rowNum(t, r.Candidate.Query)]++
	}
	for n := range synced {
		if seen[n] != 1 {
			t.Fatalf("row %d (synced) delivered %d times", n, seen[n])
		}
	}
	for n, c := range seen {
		if c != 1 {
			t.Fatalf("row %d delivered %d times", n, c)
		}
	}
	t.Logf("synced %d, delivered %d, lost %+v", synced, len(got), lost)
	if lost.Corrupt != 0 || lost.Torn > 1 {
		t.Errorf("lost %+v: at most one torn tail is possible", lost)
	}
}

func TestStats(t *testing.T) {
	now := time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)
	s := openSpool(t, spool.Options{MaxBytes: 1 << 20, Now: func() time.Time { return now }})
	st, err := spool.ReadStats(filepath.Join(t.TempDir(), "nothing-here"), 0)
	if err != nil || st.Records != 0 || st.MaxBytes != spool.DefaultMaxBytes {
		t.Fatalf("missing spool: %+v, %v", st, err)
	}
	e := entries(0, 10)
	for i := range e {
		e[i].Captured = time.Time{}
	}
	res := mustAppend(t, s, e)
	now = now.Add(time.Hour)
	mustAppend(t, s, entries(10, 5))
	st, err = spool.ReadStats(s.Dir(), 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if st.Records != 15 || st.Segments != 1 || st.MaxBytes != 1<<20 || st.Bytes < res.Bytes {
		t.Errorf("stats %+v", st)
	}
	// entries(10, 5) carry 2023 capture times: the oldest is theirs.
	if want := time.Unix(1700000000, 10).UTC(); !st.Oldest.Equal(want) {
		t.Errorf("oldest %v, want %v", st.Oldest, want)
	}
}

func TestAppendAfterClose(t *testing.T) {
	s := openSpool(t, spool.Options{})
	s.Close()
	if _, err := s.Append(entries(0, 1)); !errors.Is(err, spool.ErrClosed) {
		t.Fatalf("Append after Close: %v", err)
	}
	if _, err := s.TryClaim(); !errors.Is(err, spool.ErrClosed) {
		t.Fatalf("TryClaim after Close: %v", err)
	}
}

// While a drain holds the spool, an appender cannot drop segments under
// it: once the cap is reached Append refuses the batch whole (ErrFull) and
// the spool stays under its cap. After the drain, dropping resumes.
func TestFullWhileDraining(t *testing.T) {
	const maxBytes = 128 << 10
	s := openSpool(t, spool.Options{MaxBytes: maxBytes, SegmentBytes: 16 << 10})
	drainer := openSpool(t, spool.Options{Dir: s.Dir()})
	c, err := drainer.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	spooled, full := 0, 0
	for n := 0; n < 1000; n += 10 {
		res, err := s.Append(entries(n, 10))
		switch {
		case errors.Is(err, spool.ErrFull):
			full++
			if res.Spooled != 0 {
				t.Fatalf("ErrFull with %d records spooled", res.Spooled)
			}
		case err != nil:
			t.Fatal(err)
		default:
			spooled += res.Spooled
		}
	}
	st, _ := s.Stats()
	if full == 0 || st.Bytes > maxBytes || st.Records != int64(spooled) {
		t.Fatalf("%d refused, %d spooled; stats %+v", full, spooled, st)
	}
	c.Release()
	res := mustAppend(t, s, entries(1000, 10))
	if res.Dropped.DroppedTotal() == 0 {
		t.Error("after the drain released, making room dropped nothing")
	}
}

// A row that already went to the database once keeps its key in the spool,
// so a redelivery after a lost COMMIT reply is the same row to the database.
func TestGivenKeyIsKept(t *testing.T) {
	s := openSpool(t, spool.Options{})
	e := entries(0, 3)
	key := spool.NewKey()
	e[1].Key = key
	mustAppend(t, s, e)
	got, _ := drainAll(t, s)
	if got[1].Key != key || got[0].Key == key || got[2].Key == key {
		t.Fatalf("keys %s %s %s, want the middle one %s", got[0].Key, got[1].Key, got[2].Key, key)
	}
	for _, bad := range []string{"xyz", strings.ToUpper(key), key[:30] + "zz"} {
		e[1].Key = bad
		if _, err := s.Append(e); !errors.Is(err, spool.ErrBadKey) {
			t.Errorf("key %q: %v, want ErrBadKey", bad, err)
		}
	}
	if st, _ := s.Stats(); st.Records != 0 {
		t.Errorf("a refused batch left %d records", st.Records)
	}
}

// An empty segment file (a process that died before its first write, or a
// failed write of an older build) is counted by ReadStats once it is no
// longer new, and removed by the first claim that reads it, even when the
// records after it are not delivered (the database is down: no Ack).
func TestEmptySegmentCountedThenRemovedWithoutAnAck(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir})
	mustAppend(t, s, entries(0, 2))
	fresh := filepath.Join(dir, "seg-00000000000000000001-0badcafe")
	old := filepath.Join(dir, "seg-00000000000000000002-0badcafe")
	for _, p := range []string{fresh, old} {
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-time.Minute)
	if err := os.Chtimes(old, past, past); err != nil {
		t.Fatal(err)
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.EmptySegments != 1 || st.Records != 2 {
		t.Fatalf("ReadStats: %+v, %v; want 1 empty segment (the new one not yet) and 2 records", st, err)
	}

	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := c.Next(nil, 100)
	if err != nil || len(recs) != 2 {
		t.Fatalf("Next: %d records, %v; want 2", len(recs), err)
	}
	c.Release() // delivery failed: nothing acknowledged
	for _, p := range []string{fresh, old} {
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: still there after a claim read it (%v)", filepath.Base(p), err)
		}
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.EmptySegments != 0 || st.Records != 2 {
		t.Errorf("after the claim: %+v, %v; want no empty segment and the 2 records still waiting", st, err)
	}
}
