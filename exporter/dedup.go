package exporter

import (
	"fmt"
	"hash/maphash"

	"github.com/modusbrain/evalkit/store"
)

// The v1 contract lists retrieved_slugs and source_ids each deduplicated
// in first-seen order; rows evalkit writes are built so, rows modusbrain
// (or a hand-made INSERT) wrote may repeat elements, or hold empty ones.
// The exporter enforces it on every row: repeats and empty strings are
// dropped (as capture.BuildCandidate skips empty slugs and source ids), the
// first copy of each element keeps its place, and the row is reported as
// adjusted. NULL elements were dropped already by the store.
//
// Cost: the slice is compacted in place. A short array (the usual few
// hits) is checked pairwise, with no memory at all; a longer one through
// an open-addressing table of 4-byte indices, twice its length, reused
// from row to row — at most 8 bytes per element of the longest array seen,
// less than the 16-byte string headers of the row itself, and given back
// after an outsized row.

// smallDedup is the longest array checked pairwise: up to it, n²/2 string
// compares (mostly a length compare) are cheaper than hashing.
const smallDedup = 32

// keepTable bounds the table kept between rows (entries): a single huge
// row does not pin its table for the rest of the export.
const keepTable = 1 << 16

type dedup struct {
	seed  maphash.Seed
	table []uint32 // 0 empty, else 1 + index into the compacted slice
}

// uniq compacts ss in place to its distinct non-empty elements in
// first-seen order and reports how many repeats and empty strings it
// dropped.
func (d *dedup) uniq(ss []string) (out []string, repeats, empties int) {
	out = ss[:0]
	if len(ss) <= smallDedup {
	next:
		for _, s := range ss {
			if s == "" {
				empties++
				continue
			}
			for _, o := range out {
				if o == s {
					repeats++
					continue next
				}
			}
			out = append(out, s)
		}
		return out, repeats, empties
	}
	if d.seed == (maphash.Seed{}) {
		d.seed = maphash.MakeSeed()
	}
	size := 1
	for size < 2*len(ss) {
		size <<= 1
	}
	if cap(d.table) < size {
		d.table = make([]uint32, size)
	} else {
		d.table = d.table[:size]
		clear(d.table)
	}
	mask := uint64(size - 1)
	for _, s := range ss {
		if s == "" {
			empties++
			continue
		}
		i := maphash.String(d.seed, s) & mask
		dup := false
		for e := d.table[i]; e != 0; e = d.table[i] {
			if out[e-1] == s {
				dup = true
				break
			}
			i = (i + 1) & mask
		}
		if dup {
			repeats++
			continue
		}
		out = append(out, s)
		d.table[i] = uint32(len(out))
	}
	if cap(d.table) > keepTable {
		d.table = nil
	}
	return out, repeats, empties
}

// fitArrays enforces the contract on c's two string arrays and says what
// it dropped ("" when nothing).
func (d *dedup) fitArrays(c *store.Candidate) (changed []string) {
	var r, e int
	if c.RetrievedSlugs, r, e = d.uniq(c.RetrievedSlugs); r+e > 0 {
		changed = append(changed, "retrieved_slugs: "+dropped(r, e))
	}
	if c.SourceIDs, r, e = d.uniq(c.SourceIDs); r+e > 0 {
		changed = append(changed, "source_ids: "+dropped(r, e))
	}
	return changed
}

func dropped(repeats, empties int) string {
	var s string
	switch {
	case repeats == 1:
		s = "1 repeated element"
	case repeats > 1:
		s = fmt.Sprintf("%d repeated elements", repeats)
	}
	if empties > 0 {
		if s != "" {
			s += " and "
		}
		if empties == 1 {
			s += "1 empty string"
		} else {
			s += fmt.Sprintf("%d empty strings", empties)
		}
	}
	return s + " dropped (v1 lists each once, in first-seen order)"
}
