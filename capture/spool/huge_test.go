package spool_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
)

// sparseSegment puts a sparse file of size bytes, named like a segment,
// in dir: zeros, no record (hostile probe F8's file).
func sparseSegment(t *testing.T, dir string, size int64) {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(dir, "seg-01796250000000000000-0badf00d"), os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(size); err != nil {
		t.Fatalf("a sparse file of %d bytes: %v", size, err)
	}
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A segment inside the default bound (1 GiB) is streamed, not loaded:
// reading it, for the doctor (ReadStats) or a drain (Claim), allocates a
// window, not the file — it used to allocate the file's size, 1–2 GB of
// RSS for eval-doctor and eval-capture </dev/null (hostile probe F8).
func TestHugeSegmentIsStreamed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	openSpool(t, spool.Options{Dir: dir}).Close()
	sparseSegment(t, dir, 1000<<20)
	const bound = 32 << 20 // a record may be 16 MiB; the window is 256 KiB

	var st spool.Stats
	var err error
	if n := allocated(func() { st, err = spool.ReadStats(dir, 0) }); n > bound {
		t.Errorf("ReadStats of a 1000 MiB segment allocated %d MiB; want under %d MiB", n>>20, bound>>20)
	}
	if err != nil || st.Records != 0 || st.Bytes != 1000<<20 {
		t.Errorf("ReadStats = %d records, %d bytes, %v", st.Records, st.Bytes, err)
	}

	s := openSpool(t, spool.Options{Dir: dir})
	var lost spool.Lost
	if n := allocated(func() { _, lost = drainAll(t, s) }); n > bound {
		t.Errorf("a drain of a 1000 MiB segment allocated %d MiB; want under %d MiB", n>>20, bound>>20)
	}
	if lost.Torn < 1 {
		t.Errorf("lost %+v; want its bytes counted as a torn tail", lost)
	}
}

// Reading a huge segment stops within a window of its context's end: a
// Ctrl-C during eval-doctor or a delivery ends it at once, not after the
// seconds (or, for a service's cap, minutes) the file takes to read.
func TestHugeSegmentReadingIsCancelled(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	openSpool(t, spool.Options{Dir: dir}).Close()
	const cap = 256 << 30 // a large service cap: its reader takes a 200 GiB file
	sparseSegment(t, dir, 200<<30)

	cancelled := func(name string, read func(ctx context.Context) error) {
		t.Helper()
		ctx, cancel := context.WithCancel(context.Background())
		when := make(chan time.Time, 1)
		time.AfterFunc(200*time.Millisecond, func() { when <- time.Now(); cancel() })
		err := read(ctx)
		var at time.Time
		select {
		case at = <-when:
		default:
			t.Fatalf("%s returned (%v) before it was cancelled: a 200 GiB file read in 200 ms?", name, err)
		}
		if d := time.Since(at); d > 500*time.Millisecond {
			t.Errorf("%s returned %v after its context ended; want promptly", name, d)
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s = %v; want context.Canceled", name, err)
		}
	}
	cancelled("ReadStatsContext", func(ctx context.Context) error {
		_, err := spool.ReadStatsContext(ctx, dir, cap)
		return err
	})
	s := openSpool(t, spool.Options{Dir: dir, MaxBytes: cap})
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	cancelled("Claim.NextContext", func(ctx context.Context) error {
		_, err := c.NextContext(ctx, nil, 100)
		return err
	})
	c.Release()
	// Nothing was counted for what was not read (state.json: the file,
	// read through, would take minutes).
	os.Remove(filepath.Join(dir, "seg-01796250000000000000-0badf00d"))
	if st, err := spool.ReadStats(dir, cap); err != nil || st.Unreported.Total() != 0 {
		t.Errorf("unreported lost %+v (%v) after a cancelled read; want none", st.Unreported, err)
	}
}

// A record longer than the reader's window (a 3 MiB query) is read whole,
// after damage too: the window grows to the record, up to its 16 MiB bound.
func TestRecordLongerThanTheWindow(t *testing.T) {
	s := openSpool(t, spool.Options{})
	big := entries(0, 3)
	big[1].Candidate.Query = "row 1: " + strings.Repeat("q", 3<<20)
	mustAppend(t, s, big)
	s.Close()
	seg := segments(t, s.Dir())[0]
	// Damage the first record's payload: the reader must find the big
	// one by searching forward through more than a window.
	f, err := os.OpenFile(seg, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte("XXXX"), 40); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if st, err := spool.ReadStats(s.Dir(), 0); err != nil || st.Records != 2 {
		t.Fatalf("ReadStats: %d records, %v; want 2", st.Records, err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: s.Dir()}))
	if len(got) != 2 || got[0].Candidate.Query != big[1].Candidate.Query || lost.Corrupt != 1 || lost.Unsure() != 0 {
		t.Errorf("drained %d records, lost %+v; want the big one whole and one corrupt record, exactly", len(got), lost)
	}
}
