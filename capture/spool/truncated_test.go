package spool_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// sealedSegment appends n rows in one batch and seals the segment (Close):
// its path, which names its count.
func sealedSegment(t *testing.T, n int) (string, string) {
	t.Helper()
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, n))
	s.Close()
	segs := segments(t, s.Dir())
	if len(segs) != 1 {
		t.Fatalf("want one segment, got %v", segs)
	}
	return s.Dir(), segs[0]
}

// A sealed segment cut short on disk loses every record past the cut, and
// a drain says exactly how many: its name records how many it held. It
// used to count the whole loss as one torn record — 40 spooled calls, the
// segment cut at 5000 bytes: 19 gone, 1 reported (hostile probe F3).
func TestTruncatedSegmentCountsEveryLostRecord(t *testing.T) {
	dir, seg := sealedSegment(t, 40)
	if !regexp.MustCompile(`-n40-b[0-9]+$`).MatchString(seg) {
		t.Fatalf("sealed segment %s does not name its 40 records", filepath.Base(seg))
	}
	if err := os.Truncate(seg, 5000); err != nil {
		t.Fatal(err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: dir}))
	if len(got) == 0 || len(got) >= 40 {
		t.Fatalf("drained %d records from the first 5000 bytes", len(got))
	}
	if want := int64(40 - len(got)); lost.Torn != want || lost.Total() != want || lost.Unsure() != 0 {
		t.Errorf("%d delivered, lost %+v; want exactly %d torn, none unsure", len(got), lost, want)
	}
}

// Cut at a record's boundary, a segment shows no damage at all: only the
// count in its name tells that records are missing.
func TestSegmentCutAtARecordBoundary(t *testing.T) {
	s := openSpool(t, spool.Options{})
	for i := range 4 {
		mustAppend(t, s, entries(10*i, 10))
	}
	s.Close()
	segs := segments(t, s.Dir())
	if len(segs) != 1 {
		t.Fatalf("want one segment, got %v", segs)
	}
	fi, err := os.Stat(segs[0])
	if err != nil {
		t.Fatal(err)
	}
	// Four batches of ten rows of about the same size: cut after the
	// second batch's last record, found by what a reader delivers.
	whole, _ := drainAllAt(t, s.Dir(), fi.Size()/2)
	if err := os.Truncate(segs[0], whole); err != nil {
		t.Fatal(err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: s.Dir()}))
	if want := int64(40 - len(got)); want == 0 || lost.Torn != want || lost.Unsure() != 0 {
		t.Errorf("%d delivered, lost %+v; want exactly %d torn", len(got), lost, want)
	}
}

// drainAllAt is the offset of the last record boundary at or before
// limit in the one segment of dir, found by reading a copy cut there.
func drainAllAt(t *testing.T, dir string, limit int64) (int64, int) {
	t.Helper()
	segs := segments(t, dir)
	b, err := os.ReadFile(segs[0])
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "spool")
	if err := os.MkdirAll(cp, 0o700); err != nil {
		t.Fatal(err)
	}
	// A plain name: no count, so the cut is one torn tail whose bytes
	// say where the last whole record ends.
	name := filepath.Join(cp, filepath.Base(segs[0])[:len("seg-")+20+1+8])
	if err := os.WriteFile(name, b[:limit], 0o600); err != nil {
		t.Fatal(err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: cp}))
	return limit - lost.UnsureBytes, len(got)
}

// Part of a sealed segment was delivered (acknowledged) before it was cut
// short: the records lost are still counted exactly.
func TestTruncatedAfterAPartialDelivery(t *testing.T) {
	dir, seg := sealedSegment(t, 40)
	s := openSpool(t, spool.Options{Dir: dir})
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	first, err := c.Next(nil, 5)
	if err != nil || len(first) != 5 {
		t.Fatalf("Next: %d records, %v", len(first), err)
	}
	if err := c.Ack(); err != nil {
		t.Fatal(err)
	}
	c.Release()
	if err := os.Truncate(seg, 9000); err != nil {
		t.Fatal(err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: dir}))
	if want := int64(40 - 5 - len(got)); lost.Torn != want || lost.Unsure() != 0 {
		t.Errorf("5 then %d delivered, lost %+v; want exactly %d torn", len(got), lost, want)
	}
}

// A segment whose name records no count — written by an earlier evalkit,
// or never sealed (its writer died) — cannot tell how many records a cut
// took: the loss is one failure row that stands for at least one call,
// possibly more, with the bytes that did not read; never a false exact
// count.
func TestTruncatedSegmentWithoutACount(t *testing.T) {
	dir, seg := sealedSegment(t, 40)
	plain := seg[:strings.LastIndex(seg, "-n")]
	if err := os.Rename(seg, plain); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(plain, 5000); err != nil {
		t.Fatal(err)
	}
	got, lost := drainAll(t, openSpool(t, spool.Options{Dir: dir}))
	if len(got) == 0 || lost.Torn != 1 || lost.TornUnsure != 1 || lost.UnsureBytes <= 0 || lost.UnsureBytes >= 1000 {
		t.Errorf("%d delivered, lost %+v; want one torn tail, unsure, of the bytes of a partial record", len(got), lost)
	}
	if st, err := spool.ReadStats(dir, 0); err != nil || st.Total.TornUnsure != 1 || st.Total.UnsureBytes != lost.UnsureBytes {
		t.Errorf("state.json totals %+v (%v); want the unsure tail kept", st.Total, err)
	}
}
