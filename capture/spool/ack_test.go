//go:build unix

package spool_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/internal/userfile/noroom"
)

// withNoRoom runs f with every file write failing, in the child process
// noroom.Child started for t.
func withNoRoom(t *testing.T, f func()) {
	t.Helper()
	noroom.Do(t, f)
}

// On a full disk, a drain that found damage cannot write the count to
// state.json. Its Ack must still delete the delivered segments that carry
// no uncounted damage — the room they free is what lets the spool move
// again — and keep the damaged one, the count's only durable copy, so a
// later drain counts the damage exactly once.
func TestAckFreesRoomWhenDamageCannotBeCounted(t *testing.T) {
	if !noroom.Child(t) {
		return // the child process ran it
	}
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir, SegmentBytes: 64 << 10})
	for n := 0; n < 400; n += 50 {
		mustAppend(t, s, entries(n, 50))
	}
	s.Close()
	segs := segments(t, dir)
	if len(segs) < 3 {
		t.Fatalf("%d segments, want at least 3", len(segs))
	}
	damaged := segs[1]
	b, err := os.ReadFile(damaged)
	if err != nil {
		t.Fatal(err)
	}
	b[100] ^= 0xff // inside the first record's payload: its CRC fails, the next record is good
	if err := os.WriteFile(damaged, b, 0o600); err != nil {
		t.Fatal(err)
	}

	d := openSpool(t, spool.Options{Dir: dir})
	c, err := d.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	for {
		recs, err := c.Next(nil, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) == 0 {
			break
		}
	}
	withNoRoom(t, func() {
		if err := c.Ack(); err == nil {
			t.Error("Ack wrote state.json with no room for it")
		}
	})
	c.Release()
	for _, p := range segs {
		_, err := os.Stat(p)
		switch {
		case p == damaged && err != nil:
			t.Errorf("the damaged segment went before its damage was counted (%v)", err)
		case p != damaged && !errors.Is(err, fs.ErrNotExist):
			t.Errorf("%s: a delivered, undamaged segment is still there (%v): the drain freed no room", filepath.Base(p), err)
		}
	}

	got, lost := drainAll(t, d)
	if lost.Corrupt != 1 || lost.Total() != 1 {
		t.Errorf("the next drain reports %+v lost, want the 1 corrupt record", lost)
	}
	if len(got) == 0 {
		t.Error("the damaged segment's good records were not handed out again")
	}
	st, err := spool.ReadStats(dir, 0)
	if err != nil || st.Records != 0 || st.Unreported.Total() != 0 || st.Total.Corrupt != 1 || st.Total.Total() != 1 {
		t.Errorf("after the drains: %+v, %v; want nothing waiting and 1 corrupt counted once", st, err)
	}
}

// A damaged state.json that cannot be replaced (no room for the new file)
// is put back, not left missing: the damage, and so the lost counts, stay
// visible, and the next update keeps it aside once there is room.
func TestDamagedStatePutBackWhenNewCountsCannotBeWritten(t *testing.T) {
	if !noroom.Child(t) {
		return // the child process ran it
	}
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	mustAppend(t, s, entries(0, 3))
	s.Close()
	damageState(t, dir)
	d := openSpool(t, spool.Options{Dir: dir, NoSync: true, Target: brainA})
	withNoRoom(t, func() {
		c, err := d.TryClaim()
		if err != nil {
			t.Fatal(err)
		}
		c.Release()
	})
	if b, err := os.ReadFile(filepath.Join(dir, "state.json")); err != nil || string(b) != damagedState {
		t.Fatalf("state.json after a failed repair: %q, %v; want the damaged file back", b, err)
	}
	if kept := keptStates(t, dir); len(kept) != 0 {
		t.Errorf("kept aside although the new counts were not written: %v", kept)
	}
	if _, lost := drainAll(t, d); lost.CountsLost != 1 {
		t.Errorf("with room again the drain reports %+v, want the lost counts", lost)
	}
}

// A full disk: the write of a new segment's first batch fails. Nothing of
// the batch is kept, and neither is the empty segment file — run after run
// they piled up and outlived the outage.
func TestFailedWriteLeavesNoEmptySegment(t *testing.T) {
	if !noroom.Child(t) {
		return // the child process ran it
	}
	dir := filepath.Join(t.TempDir(), "spool")
	s := openSpool(t, spool.Options{Dir: dir})
	var err, err2 error
	withNoRoom(t, func() {
		_, err = s.Append(entries(0, 3))
		_, err2 = s.Append(entries(3, 3))
	})
	if err == nil || err2 == nil {
		t.Fatalf("Append with no room to write: %v, %v; want errors", err, err2)
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "seg-") {
			t.Errorf("%s left behind by a failed write", e.Name())
		}
	}
	mustAppend(t, s, entries(6, 2))
	if got, _ := drainAll(t, s); len(got) != 2 {
		t.Errorf("drained %d records after the disk had room again, want 2", len(got))
	}
}
