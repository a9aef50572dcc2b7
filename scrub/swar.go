package scrub

import "math/bits"

// Word-at-a-time helpers ("SWAR"): the scanners test eight bytes with a few
// integer operations where a byte loop would branch on each. A mask returned
// here has the high bit of a byte set exactly where that byte matches (no
// borrow or carry crosses from one byte to the next), so masks may be
// combined with & and | and walked flag by flag.

const (
	lsbs  = 0x0101010101010101
	low7s = 0x7f7f7f7f7f7f7f7f
	msbs  = 0x8080808080808080
)

// load64 reads s[i:i+8] as a little-endian word (one load: the compiler
// combines the bytes).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// load32 reads s[i:i+4] as a little-endian word.
func load32(s string, i int) uint32 {
	s = s[i : i+4]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// firstByte returns the index (0-7) of the lowest flagged byte of a non-zero
// mask.
func firstByte(m uint64) int { return bits.TrailingZeros64(m) >> 3 }

// zeroBytesExact flags exactly the bytes of v that are 0: adding 0x7f to
// the low seven bits of a byte sets its high bit when the byte is non-zero,
// without carrying into the next one.
func zeroBytesExact(v uint64) uint64 { return ^(v&low7s + low7s | v) & msbs }

// eqBytesExact flags exactly the bytes of x equal to c.
func eqBytesExact(x uint64, c byte) uint64 { return zeroBytesExact(x ^ lsbs*uint64(c)) }

// leadBytes flags the bytes of x from 0xC2 up: those that can lead a
// UTF-8 character of two bytes or more (0x3e added to the low seven bits
// carries into the high bit exactly from 0x42, so with the byte's own high
// bit it flags 0xC2-0xFF).
func leadBytes(x uint64) uint64 { return (x&low7s + 0x3e3e3e3e3e3e3e3e) & x & msbs }

// b64URLBytes flags the bytes of x in the base64url alphabet (cB64URL):
// ASCII letters, digits, '-' and '_'. It is written out to be inlined (it
// runs once per eight bytes in hot loops). With the high bits cleared
// (x7), b+0x80-lo has its high bit set exactly when b >= lo, b+0x7f-hi
// exactly when b > hi, and b^c+0x7f exactly when b != c; no sum carries
// out of its byte. Letters are tested folded to lower case (|0x20).
func b64URLBytes(x uint64) uint64 {
	x7 := x & low7s
	l := x7 | lsbs*0x20
	return ((l+lsbs*(0x80-'a'))&^(l+lsbs*(0x7f-'z')) | (x7+lsbs*(0x80-'0'))&^(x7+lsbs*(0x7f-'9')) |
		^(((x7 ^ lsbs*'-') + low7s) & ((x7 ^ lsbs*'_') + low7s))) &^ x & msbs
}

// domainBytes flags the bytes of x that isDomainByte accepts: ASCII letters,
// digits, '-' and every byte >= 0x80. Written out as b64URLBytes is.
func domainBytes(x uint64) uint64 {
	x7 := x & low7s
	l := x7 | lsbs*0x20
	return ((l+lsbs*(0x80-'a'))&^(l+lsbs*(0x7f-'z'))|(x7+lsbs*(0x80-'0'))&^(x7+lsbs*(0x7f-'9'))|
		^((x7^lsbs*'-')+low7s))&^x&msbs | x&msbs
}

// alphaBytes flags the bytes of x that are ASCII letters, every one of them
// (no borrow crosses a byte: each sum stays below 0x100).
func alphaBytes(x uint64) uint64 {
	y := (x | lsbs*0x20) &^ msbs // upper case to lower; 7 bits a byte
	return (y + lsbs*(0x80-'a')) &^ (y + lsbs*(0x80-'z'-1)) &^ x & msbs
}

// lower8 is lower on each byte of a word.
func lower8(x uint64) uint64 {
	a := x &^ msbs
	upper := (a + lsbs*(0x80-'A')) &^ (a + lsbs*(0x80-'Z'-1)) &^ x & msbs
	return x | upper>>2
}

// letterOrHighBytes flags the ASCII letters of x and its bytes >= 0x80 (the
// bytes that may start a TLD).
func letterOrHighBytes(x uint64) uint64 { return alphaBytes(x) | x&msbs }

// asciiDigitBytes flags the ASCII digits of x.
func asciiDigitBytes(x uint64) uint64 {
	x7 := x & low7s
	return (x7 + lsbs*(0x80-'0')) &^ (x7 + lsbs*(0x80-'9'-1)) &^ x & msbs
}
