package spool

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// Reading a damaged segment costs checksum work linear in its size: at 4×
// the size, about 4× the work — not 16×, as when every later header of a
// run of bad ones was checked up to the half of the file it claimed. The
// work is counted (scan.spent: checksum bytes of failed candidates), not
// timed.
func TestDamagedSegmentLinear(t *testing.T) {
	work := func(size int) int64 {
		data := pathologicalBytes(size)
		r := newSegReader(nil, bytes.NewReader(data), int64(len(data)))
		sc := newScan(int64(len(data)))
		for pos := int64(0); ; {
			_, next, st := nextRecord(r, pos, sc)
			if st == segEnd {
				break
			}
			pos = next
		}
		if sc.spent > sc.budget+int64(size) {
			t.Errorf("size %d: %d checksum bytes spent, over the budget %d plus one candidate", size, sc.spent, sc.budget)
		}
		return sc.spent
	}
	n, n4 := work(256<<10), work(1<<20)
	if n == 0 {
		t.Fatal("no checksum work at all: the segment does not exercise the resync")
	}
	if ratio := float64(n4) / float64(n); ratio > 5 {
		t.Errorf("checksum work grew %.1f× for 4× the bytes (%d → %d): not linear", ratio, n, n4)
	}
}

// pathologicalBytes is the hostile probe's segment: repeated headers each
// claiming half the file, with a bad CRC and a version byte that passes
// the cheap check, so each candidate's checksum runs.
func pathologicalBytes(size int) []byte {
	rec := binary.LittleEndian.AppendUint32(nil, recordMagic)
	rec = binary.LittleEndian.AppendUint32(rec, uint32(size/2))
	rec = append(rec, 0, 0, 0, 0, formatVersion)
	var b []byte
	for len(b) < size {
		b = append(b, rec...)
	}
	return b[:size]
}

// A reader bounds the segments it loads by what some writer's cap could
// make, not by its own cap: a service's 4 GiB cap (EVALKIT_SPOOL_MAX_BYTES
// set for it alone) writes 256 MiB segments that a default-cap doctor or
// capture must still read, never call foreign (review 8).
func TestSegmentBoundIsNotTheReadersCap(t *testing.T) {
	if got := maxSegmentRead(DefaultMaxBytes); got < (4<<30)/16 {
		t.Errorf("maxSegmentRead(default cap) = %d; a 4 GiB cap's segments (%d bytes) would read as foreign", got, (4<<30)/16)
	}
	if got := maxSegmentRead(64 << 30); got != 64<<30 {
		t.Errorf("maxSegmentRead(64 GiB) = %d; want the reader's own cap when it is larger", got)
	}
}
