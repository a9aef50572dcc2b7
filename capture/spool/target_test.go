package spool_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
)

const (
	brainA = "postgres://db.internal:5432/brain_a"
	brainB = "sqlite /home/me/.modusbrain/eval.db"
)

// Records spooled for one database are never handed to a Claim of
// another: they stay, ReadStats counts them by database, and a Claim of
// their own database delivers them, once. The defect this guards against
// delivered brain A's rows into brain B.
func TestRecordsGoOnlyToTheirDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	a := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	mustAppend(t, a, entries(0, 3))
	a.Close()

	b := openSpool(t, spool.Options{Dir: dir, Target: brainB})
	if got, _ := drainAll(t, b); len(got) != 0 {
		t.Fatalf("a drain for %s got %d of %s's records", brainB, len(got), brainA)
	}
	st, err := spool.ReadStats(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.Records != 3 || st.For(brainA).Records != 3 || st.For(brainB).Records != 0 || len(st.Targets) != 1 {
		t.Fatalf("after B's drain: stats %+v, want A's 3 records waiting", st)
	}
	if want := time.Unix(1700000000, 0).UTC(); !st.For(brainA).Oldest.Equal(want) {
		t.Errorf("A's oldest %v, want %v", st.For(brainA).Oldest, want)
	}

	// Both write more: each drain takes its own, in order, whatever the
	// segments around them hold.
	mustAppend(t, b, entries(100, 2))
	b.Close()
	a2 := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	mustAppend(t, a2, entries(3, 1))
	a2.Close()
	b2 := openSpool(t, spool.Options{Dir: dir, Target: brainB})
	got, _ := drainAll(t, b2)
	if len(got) != 2 || rowNum(t, got[0].Candidate.Query) != 100 || rowNum(t, got[1].Candidate.Query) != 101 || got[0].Target != brainB {
		t.Fatalf("B's drain got %d records (%+v), want rows 100 and 101 for B", len(got), got)
	}
	a3 := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	got, _ = drainAll(t, a3)
	if len(got) != 4 {
		t.Fatalf("A's drain got %d records, want 4", len(got))
	}
	for i, r := range got {
		if rowNum(t, r.Candidate.Query) != i || r.Target != brainA || r.Legacy {
			t.Errorf("A's record %d: row %d, target %q, legacy %v", i, rowNum(t, r.Candidate.Query), r.Target, r.Legacy)
		}
	}
	if got, _ := drainAll(t, a3); len(got) != 0 {
		t.Errorf("a second drain of A got %d records: delivered twice", len(got))
	}
	if segs := segments(t, dir); len(segs) != 0 {
		t.Errorf("segments left after both drains: %v", segs)
	}
}

// A spool written by a build before targets (format version 1, the file
// in testdata/v1 was written by that build's spool package) is kept and
// counted as legacy: no Claim hands it out unless its Spool adopts legacy
// records, and then it is delivered once, with its keys and rows intact.
func TestLegacyRecordsWaitForAdoption(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("testdata/v1/seg-01735689600000000000-54076ac7")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "seg-01735689600000000000-54076ac7"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	s := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	if got, lost := drainAll(t, s); len(got) != 0 || lost.Total() != 0 {
		t.Fatalf("a drain that does not adopt got %d legacy records (lost %+v)", len(got), lost)
	}
	st, err := spool.ReadStats(dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.Records != 2 || st.Legacy().Records != 2 || st.For(brainA).Records != 0 || !st.Legacy().Oldest.Equal(time.Unix(1735689600, 0)) {
		t.Fatalf("stats %+v, want 2 legacy records waiting", st)
	}
	s.Close()

	adopt := openSpool(t, spool.Options{Dir: dir, Target: brainA, AdoptLegacy: true})
	got, _ := drainAll(t, adopt)
	if len(got) != 2 {
		t.Fatalf("adopting drain got %d records, want 2", len(got))
	}
	if r := got[0]; !r.Legacy || r.Target != "" || r.Key != "00112233445566778899aabbccddeeff" ||
		r.Candidate.Query != "spooled by evalkit before targets" || len(r.Candidate.RetrievedChunkIDs) != 2 ||
		r.Candidate.Detail == nil || *r.Candidate.Detail != "low" || !r.Candidate.VectorEnabled {
		t.Errorf("legacy record 0 decoded as %+v", r)
	}
	if r := got[1]; r.Key != "ffeeddccbbaa99887766554433221100" || r.Candidate.ToolName != "search" {
		t.Errorf("legacy record 1 decoded as %+v", r)
	}
	if got, _ := drainAll(t, adopt); len(got) != 0 {
		t.Errorf("legacy records delivered twice")
	}
}

// Records the cap drops are reported (Claim.Lost) only by a drain of the
// database they were for.
func TestDroppedAreReportedToTheirDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	a := openSpool(t, spool.Options{Dir: dir, Target: brainA, MaxBytes: 256 << 10, SegmentBytes: 32 << 10})
	var dropped int64
	for n := 0; n < 1000; n += 25 {
		dropped += mustAppend(t, a, entries(n, 25)).Dropped.DroppedTotal()
	}
	if dropped == 0 {
		t.Fatal("nothing was dropped: the test wrote too little")
	}
	a.Close()
	st, _ := spool.ReadStats(dir, 0)
	if st.For(brainA).Unreported.DroppedTotal() != dropped || st.Unreported.DroppedTotal() != dropped {
		t.Fatalf("stats %+v, want %d dropped for A", st, dropped)
	}
	b := openSpool(t, spool.Options{Dir: dir, Target: brainB})
	if got, lost := drainAll(t, b); len(got) != 0 || lost.Total() != 0 {
		t.Fatalf("B's drain got %d records and %d of A's lost calls", len(got), lost.Total())
	}
	a2 := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	got, lost := drainAll(t, a2)
	if lost.DroppedTotal() != dropped || int64(len(got))+dropped != 1000 {
		t.Fatalf("A's drain: %d records, %d dropped reported; want %d dropped and the rest", len(got), lost.DroppedTotal(), dropped)
	}
	if st, _ := spool.ReadStats(dir, 0); st.Unreported.Total() != 0 || st.Total.DroppedTotal() != dropped {
		t.Errorf("after A's drain: unreported %+v, total %+v", st.Unreported, st.Total)
	}
}
