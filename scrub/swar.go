package scrub

import "math/bits"

// Word-at-a-time helpers ("SWAR"): the scanners test eight bytes with a few
// integer operations where a byte loop would branch on each. A mask returned
// here has the high bit of a byte set where that byte matches; only the
// lowest set bit is exact (a borrow can flag a byte above a real match), so
// callers take the first match, look at it, and scan on from past it.

const (
	lsbs = 0x0101010101010101
	msbs = 0x8080808080808080
)

// load64 reads s[i:i+8] as a little-endian word (one load: the compiler
// combines the bytes).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// zeroBytes flags the bytes of x that are 0.
func zeroBytes(x uint64) uint64 { return (x - lsbs) &^ x & msbs }

// eqBytes flags the bytes of x equal to c.
func eqBytes(x uint64, c byte) uint64 { return zeroBytes(x ^ lsbs*uint64(c)) }

// digitBytes flags the bytes of x that are ASCII digits.
func digitBytes(x uint64) uint64 {
	y := x ^ lsbs*'0' // digits become 0..9; bytes >= 0x80 stay >= 0x80
	return (y - lsbs*10) &^ y & msbs
}

// firstByte returns the index (0-7) of the lowest flagged byte of a non-zero
// mask.
func firstByte(m uint64) int { return bits.TrailingZeros64(m) >> 3 }
