package spool_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// damagedState is what a truncated state.json looks like: a disk error, a
// crash of a writer that did not replace the file atomically, a stray edit.
const damagedState = `{"version":2,"unrep`

// damageState overwrites dir's state.json with damagedState.
func damageState(t *testing.T, dir string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "state.json"), []byte(damagedState), 0o600); err != nil {
		t.Fatal(err)
	}
}

// keptStates is the damaged state files kept aside in dir, with their
// contents.
func keptStates(t *testing.T, dir string) map[string]string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "state.json.damaged-*"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, p := range m {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(p)] = string(b)
	}
	return out
}

// recorder collects the spool's state-damage notices.
type recorder struct {
	mu  sync.Mutex
	got []*spool.StateDamage
}

func (r *recorder) on(d *spool.StateDamage) {
	r.mu.Lock()
	r.got = append(r.got, d)
	r.mu.Unlock()
}

// A damaged state.json must not cost the calls the cap drops: the file is
// kept aside (evidence, never deleted), new counts start with a mark that
// counts were lost, the drop is counted there, and the spool says so once.
// Before, makeRoom's update failed on the file, so Append refused the batch
// and the drop was counted nowhere.
func TestDamagedStateKeptAsideWhenTheCapDrops(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	var rec recorder
	s := openSpool(t, spool.Options{Dir: dir, MaxBytes: 1 << 20, SegmentBytes: 64 << 10, NoSync: true, Target: brainA, OnDamagedState: rec.on})
	mustAppend(t, s, entries(0, 100))
	s.Close()
	damageState(t, dir)

	s = openSpool(t, spool.Options{Dir: dir, MaxBytes: 1 << 20, SegmentBytes: 64 << 10, NoSync: true, Target: brainA, OnDamagedState: rec.on})
	var dropped int64
	for n := 100; dropped == 0 && n < 20000; n += 100 {
		res, err := s.Append(entries(n, 100))
		if err != nil {
			t.Fatalf("Append with a damaged state.json: %v", err)
		}
		dropped += res.Dropped.DroppedTotal()
	}
	if dropped == 0 {
		t.Fatal("the cap dropped nothing: the test wrote too little")
	}
	kept := keptStates(t, dir)
	if len(kept) != 1 {
		t.Fatalf("kept aside: %v, want the one damaged state.json", kept)
	}
	for name, content := range kept {
		if content != damagedState {
			t.Errorf("%s holds %q, want the damaged file as it was", name, content)
		}
	}
	if len(rec.got) != 1 || rec.got[0].Kept == "" || rec.got[0].Err == nil ||
		filepath.Base(rec.got[0].Kept) != firstKey(kept) || rec.got[0].Path != filepath.Join(dir, "state.json") {
		t.Errorf("notices %+v, want one naming state.json and %v", rec.got, kept)
	}
	st, err := spool.ReadStats(dir, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if st.StateDamaged != nil {
		t.Errorf("state.json still reads as damaged: %v", st.StateDamaged)
	}
	if st.Unreported.CountsLost != 1 || st.Total.CountsLost != 1 {
		t.Errorf("counts lost: unreported %d, total %d; want 1 and 1", st.Unreported.CountsLost, st.Total.CountsLost)
	}
	if got := st.For(brainA).Unreported.DroppedTotal(); got != dropped {
		t.Errorf("state.json counts %d dropped for the database, want %d", got, dropped)
	}
	if len(st.DamagedStates) != 1 || st.DamagedStates[0] != firstKey(kept) {
		t.Errorf("Stats.DamagedStates %v, want %v", st.DamagedStates, kept)
	}
}

func firstKey(m map[string]string) string {
	for k := range m {
		return k
	}
	return ""
}

// ReadStats (the doctor, eval-capture's count of what waits) must still
// count the records waiting when state.json is damaged, say so, and write
// nothing. Before, it failed, so eval-capture said nothing waited and
// exited 0.
func TestReadStatsWithDamagedState(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	mustAppend(t, s, entries(0, 3))
	s.Close()
	damageState(t, dir)
	before := listing(t, dir)

	st, err := spool.ReadStats(dir, 0)
	if err != nil {
		t.Fatalf("ReadStats: %v", err)
	}
	if st.Records != 3 || st.For(brainA).Records != 3 {
		t.Errorf("records %d (%d for the database), want 3", st.Records, st.For(brainA).Records)
	}
	var d *spool.StateDamage
	if !errors.As(st.StateDamaged, &d) || d.Path != filepath.Join(dir, "state.json") || d.Kept != "" || d.Err == nil {
		t.Errorf("StateDamaged %#v, want the damaged state.json, not kept aside yet", st.StateDamaged)
	}
	if after := listing(t, dir); after != before {
		t.Errorf("ReadStats changed the directory:\n%s\nthen\n%s", before, after)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "state.json")); string(b) != damagedState {
		t.Errorf("state.json is now %q", b)
	}
}

// listing is dir's names and sizes, one per line.
func listing(t *testing.T, dir string) string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range ents {
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %d %v\n", e.Name(), fi.Size(), fi.ModTime())
	}
	return b.String()
}

// A drain meeting a damaged state.json (a claim, then Lost) keeps it aside
// and reports the lost counts as one call of unknown number, whichever
// database it drains; once acknowledged it is not reported again, and the
// lifetime total keeps it. The records themselves are delivered as ever.
func TestDrainReportsLostCounts(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	mustAppend(t, s, entries(0, 3))
	s.Close()
	damageState(t, dir)

	var rec recorder
	d := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainB, OnDamagedState: rec.on})
	recs, lost := drainAll(t, d)
	if len(recs) != 0 {
		t.Errorf("a drain of another database delivered %d records", len(recs))
	}
	if lost.CountsLost != 1 || lost.Total() != 1 {
		t.Errorf("the drain reports %+v, want the lost counts once", lost)
	}
	if len(rec.got) != 1 {
		t.Errorf("%d notices, want 1", len(rec.got))
	}
	if _, lost := drainAll(t, d); lost.Total() != 0 {
		t.Errorf("reported again: %+v", lost)
	}
	a := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	if recs, lost := drainAll(t, a); len(recs) != 3 || lost.Total() != 0 {
		t.Errorf("its own database's drain: %d records, %+v lost; want 3 and none", len(recs), lost)
	}
	st, err := spool.ReadStats(dir, 0)
	if err != nil || st.Unreported.Total() != 0 || st.Total.CountsLost != 1 || len(st.DamagedStates) != 1 {
		t.Errorf("after the drains: %+v, %v", st, err)
	}
}

// A state.json with the versions' fields (version 1 at the top level,
// version 2 per database) still reads after the change, and one written now
// adds counts_lost only when counts were lost: the format grows, it does
// not change.
func TestStateFormatAdditive(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	old := `{"version":2,"unreported":{"dropped":{"query":2},"torn":1},"total":{"dropped":{"query":2},"torn":1},` +
		`"targets":{"` + brainA + `":{"unreported":{"corrupt":1},"total":{"corrupt":1}}}}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "state.json"), []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	_, lost := drainAll(t, s)
	if lost.DroppedTotal() != 2 || lost.Torn != 1 || lost.Corrupt != 1 || lost.CountsLost != 0 {
		t.Errorf("lost %+v from the file as it was", lost)
	}
	b, err := os.ReadFile(filepath.Join(dir, "state.json"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte("counts_lost")) {
		t.Errorf("state.json names counts_lost with none lost: %s", b)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil || v["version"] != float64(2) {
		t.Errorf("state.json %s: %v", b, err)
	}
	if len(keptStates(t, dir)) != 0 {
		t.Error("a good state.json was kept aside as damaged")
	}
}
