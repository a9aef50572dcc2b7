package scrub

import (
	"math/rand"
	"testing"
)

// TestSWARExact checks that the exact helpers flag every byte of a word
// that is in their class and no other, and that lower8 lowers each byte: each byte value at each position,
// among neighbours chosen to provoke borrows and carries (0x00, 0x01, 0x7f,
// 0x80, 0xff and the class edges).
func TestSWARExact(t *testing.T) {
	edges := []byte{0x00, 0x01, 0x20, 0x2c, 0x2d, 0x2e, 0x2f, '0', '9', ':', '@', 'A', 'Z', '[', '_', '`', 'a', 'z', '{', '~', 0x7f, 0x80, 0x81, 0xb0, 0xb9, 0xba, 0xe0, 0xfe, 0xff}
	r := rand.New(rand.NewSource(1))
	for c := 0; c < 256; c++ {
		for k := 0; k < 8; k++ {
			for it := 0; it < 20; it++ {
				var buf [8]byte
				for q := range buf {
					buf[q] = edges[r.Intn(len(edges))]
				}
				buf[k] = byte(c)
				s := string(buf[:])
				x := load64(s, 0)
				for q := 0; q < 8; q++ {
					b := s[q]
					bit := func(m uint64) bool { return m>>(8*q+7)&1 != 0 }
					if bit(eqBytesExact(x, 'J')) != (b == 'J') || bit(eqBytesExact(x, 0x80)) != (b == 0x80) ||
						bit(b64URLBytes(x)) != (class[b]&cB64URL != 0) || bit(domainBytes(x)) != isDomainByte[b] ||
						bit(letterOrHighBytes(x)) != (isAlpha(b) || b >= 0x80) || bit(alphaBytes(x)) != isAlpha(b) ||
						bit(asciiDigitBytes(x)) != (b-'0' < 10) ||
						byte(lower8(x)>>(8*q)) != lower(b) {
						t.Fatalf("%q: byte %d (%#x) misclassified", s, q, b)
					}
				}
			}
		}
	}
}
