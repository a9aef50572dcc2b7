package spool

import "testing"

// segCount trusts a sealed segment's name only when it is well formed and
// its count fits in its bytes: a name edited to claim a million records
// in a few bytes must not become a million failure rows.
func TestSegCount(t *testing.T) {
	const plain = "seg-01796250000000000000-0badf00d"
	for _, tc := range []struct {
		name        string
		count, size int64
		ok          bool
	}{
		{plain, 0, 0, false},
		{countedName(plain, 40, 9000), 40, 9000, true},
		{plain + "-n40-b9000.ack", 0, 0, false},
		{plain + "-n40-b", 0, 0, false},
		{plain + "-n-b9000", 0, 0, false},
		{plain + "-n0-b9000", 0, 0, false},
		{plain + "-n-3-b9000", 0, 0, false},
		{plain + "-n1000000-b9000", 0, 0, false},
		{plain + "-n9223372036854775807-b9223372036854775807", 0, 0, false},
		{plain + "n40-b9000", 0, 0, false},
		{plain + "-x40-b9000", 0, 0, false},
	} {
		c, s, ok := segCount(tc.name)
		if c != tc.count || s != tc.size || ok != tc.ok {
			t.Errorf("segCount(%q) = %d, %d, %v; want %d, %d, %v", tc.name, c, s, ok, tc.count, tc.size, tc.ok)
		}
	}
}
