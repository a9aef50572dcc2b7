//go:build unix

package spool_test

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
)

// A file named like a segment that no evalkit wrote — a named pipe, a link
// to /dev/zero, a directory — is named as such by ReadStats and skipped by
// a drain: never waited on (a pipe's open blocks for a writer), never read
// without end (/dev/zero), never removed, and the real records still go.
func TestHostileSegmentsAreNamedNotRead(t *testing.T) {
	for _, tc := range []struct {
		name, why string
		make      func(path string) error
	}{
		{"fifo", "a named pipe", func(p string) error { return syscall.Mkfifo(p, 0o600) }},
		{"devzero", "a symbolic link", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"dir", "a directory", func(p string) error { return os.Mkdir(p, 0o700) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openSpool(t, spool.Options{})
			mustAppend(t, s, entries(0, 3))
			s.Close()
			// Named to sort first: the drain meets it before the records.
			const bad = "seg-00000000000000000001-deadbeef"
			path := filepath.Join(s.Dir(), bad)
			if err := tc.make(path); err != nil {
				t.Fatal(err)
			}
			st := within(t, func() (spool.Stats, error) { return spool.ReadStats(s.Dir(), 0) })
			if len(st.BadSegments) != 1 || st.BadSegments[0].Name != bad || st.BadSegments[0].Why != tc.why {
				t.Errorf("BadSegments = %+v, want %s as %s", st.BadSegments, bad, tc.why)
			}
			if st.Records != 3 || st.Segments != 1 {
				t.Errorf("stats: %d records in %d segments, want 3 in 1", st.Records, st.Segments)
			}
			s2 := openSpool(t, spool.Options{Dir: s.Dir()})
			got := within(t, func() ([]spool.Record, error) {
				recs, lost := drainAll(t, s2)
				if lost.Total() != 0 {
					t.Errorf("lost %+v: a file nobody knows the content of is no count of lost calls", lost)
				}
				return recs, nil
			})
			if len(got) != 3 {
				t.Errorf("drained %d records, want 3", len(got))
			}
			if _, err := os.Lstat(path); err != nil {
				t.Errorf("the file was not kept: %v", err)
			}
			// Appending (which lists segments for the cap) still works.
			within(t, func() (spool.AppendResult, error) { return s2.Append(entries(3, 1)) })
		})
	}
}

// A segment another user put in the spool (a directory once left open to
// others) is named, kept and never delivered: its records would be stored
// as this user's, unscrubbed if they say so (hostile probe 10).
func TestSegmentOfAnotherUserIsNotDelivered(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("giving a file to another user needs root")
	}
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, 3))
	s.Close()
	segs, err := filepath.Glob(filepath.Join(s.Dir(), "seg-*"))
	if err != nil || len(segs) != 1 {
		t.Fatalf("segments %v, %v", segs, err)
	}
	data, err := os.ReadFile(segs[0])
	if err != nil {
		t.Fatal(err)
	}
	// A well-formed segment, named to sort first, owned by nobody.
	const planted = "seg-00000000000000000001-deadbeef"
	path := filepath.Join(s.Dir(), planted)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(path, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	st := within(t, func() (spool.Stats, error) { return spool.ReadStats(s.Dir(), 0) })
	if len(st.BadSegments) != 1 || st.BadSegments[0].Name != planted || st.BadSegments[0].Why != "owned by uid 65534, not by the spool's owner (uid 0)" {
		t.Errorf("BadSegments = %+v, want %s as another user's", st.BadSegments, planted)
	}
	s2 := openSpool(t, spool.Options{Dir: s.Dir()})
	got := within(t, func() ([]spool.Record, error) {
		recs, _ := drainAll(t, s2)
		return recs, nil
	})
	if len(got) != 3 {
		t.Errorf("drained %d records, want this user's 3", len(got))
	}
	if _, err := os.Lstat(path); err != nil {
		t.Errorf("the file was not kept: %v", err)
	}
}

// A state.json or an ack file that is a named pipe or a link to /dev/zero
// must not hang or exhaust the doctor's read.
func TestHostileStateAndAckFiles(t *testing.T) {
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, 2))
	s.Close()
	seg := segments(t, s.Dir())[0]
	if err := syscall.Mkfifo(seg+".ack", 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(s.Dir(), "state.json")); err != nil {
		t.Fatal(err)
	}
	st := within(t, func() (spool.Stats, error) { return spool.ReadStats(s.Dir(), 0) })
	if st.Records != 2 || st.StateDamaged == nil {
		t.Errorf("stats: %d records, state damage %v; want 2 and state.json reported damaged", st.Records, st.StateDamaged)
	}
}

// A regular segment larger than any cap allows is not loaded whole (a
// sparse 20 GiB file would exhaust memory): it is named and kept.
func TestOversizedSegmentIsNamed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	openSpool(t, spool.Options{Dir: dir}).Close()
	path := filepath.Join(dir, "seg-00000000000000000001-deadbeef")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(20 << 30); err != nil {
		f.Close()
		t.Skipf("no sparse 20 GiB file here: %v", err)
	}
	f.Close()
	st := within(t, func() (spool.Stats, error) { return spool.ReadStats(dir, 0) })
	if len(st.BadSegments) != 1 || st.BadSegments[0].Why != "larger than 1 GiB" || !st.BadSegments[0].Large {
		t.Errorf("BadSegments = %+v", st.BadSegments)
	}
	s := openSpool(t, spool.Options{Dir: dir})
	recs, _ := drainAll(t, s)
	if len(recs) != 0 {
		t.Errorf("drained %d records from it", len(recs))
	}
	// Nobody can drop it, so it must not count against the cap: the
	// spool still keeps what the database cannot take.
	if _, err := s.Append(entries(0, 1)); err != nil {
		t.Errorf("Append beside it: %v", err)
	}
}

// within runs f and fails the test when it has not returned after a
// minute: the hostile files above used to block for ever (a pipe's open)
// or read for ever (/dev/zero). Not a measure of speed: a hang detector.
func within[T any](t *testing.T, f func() (T, error)) T {
	t.Helper()
	type res struct {
		v   T
		err error
	}
	ch := make(chan res, 1)
	go func() {
		v, err := f()
		ch <- res{v, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			t.Fatal(r.err)
		}
		return r.v
	case <-time.After(time.Minute):
		t.Fatal("still blocked after a minute")
	}
	panic("unreachable")
}

// pathological writes a segment of repeated record headers each claiming
// half the file's length with a bad CRC (the hostile probe f3): after the
// first bad record, every later header is a candidate whose checksum would
// cover half the file.
func pathological(t testing.TB, dir string, size int) {
	t.Helper()
	rec := binary.LittleEndian.AppendUint32(nil, 0x31534b45)
	rec = binary.LittleEndian.AppendUint32(rec, uint32(size/2))
	// A version byte that passes the cheap check: the checksum must run.
	rec = append(rec, 0, 0, 0, 0)
	var b []byte
	for len(b) < size {
		b = append(b, rec...)
		b = append(b, 2) // read as the payload's version byte by the previous header
	}
	if err := os.WriteFile(filepath.Join(dir, "seg-00000000000000000001-deadbeef"), b[:size], 0o600); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkDamagedSegment reads the pathological segment at two sizes, 4×
// apart: linear reading costs about 4× more at the larger size, quadratic
// about 16× (compare the ns/op of the two). TestDamagedSegmentLinear
// asserts the bound on the work itself.
func BenchmarkDamagedSegment(b *testing.B) {
	for _, size := range []int{256 << 10, 1 << 20} {
		b.Run(sizeName(size), func(b *testing.B) {
			dir := b.TempDir()
			pathological(b, dir, size)
			b.SetBytes(int64(size))
			for b.Loop() {
				if _, err := spool.ReadStats(dir, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func sizeName(n int) string {
	if n >= 1<<20 {
		return itoa(n>>20) + "MiB"
	}
	return itoa(n>>10) + "KiB"
}

func itoa(n int) string { return strconv.Itoa(n) }

// eval-doctor run as root (or as another user allowed to read) over a
// user's spool counts that user's segments, not as another's: a segment is
// foreign when its owner is not the spool directory's.
func TestSegmentsOfTheSpoolsOwnerAreNotForeignToAnotherReader(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("giving a spool to another user needs root")
	}
	s := openSpool(t, spool.Options{})
	mustAppend(t, s, entries(0, 3))
	s.Close()
	err := filepath.WalkDir(s.Dir(), func(p string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, 65534, 65534)
	})
	if err != nil {
		t.Fatal(err)
	}
	st := within(t, func() (spool.Stats, error) { return spool.ReadStats(s.Dir(), 0) })
	if len(st.BadSegments) != 0 || st.Records != 3 {
		t.Errorf("root reading uid 65534's spool: BadSegments = %+v, Records = %d; want none and 3", st.BadSegments, st.Records)
	}
}
