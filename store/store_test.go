package store

import "testing"

// Both engines word what they cleaned with AppendCleaned; a column read as
// stored adds nothing.
func TestAppendCleaned(t *testing.T) {
	for _, tc := range []struct {
		note        string
		nulls, dims int
		want        string
	}{
		{"", 0, 1, ""},
		{"", 0, 0, ""},
		{"", 1, 1, "c: 1 NULL element dropped"},
		{"", 3, 0, "c: 3 NULL elements dropped"},
		{"", 0, 2, "c: 2-dimensional array read flat"},
		{"a: 1 NULL element dropped", 2, 3, "a: 1 NULL element dropped; c: 3-dimensional array read flat, 2 NULL elements dropped"},
	} {
		if got := AppendCleaned(tc.note, "c", tc.nulls, tc.dims); got != tc.want {
			t.Errorf("AppendCleaned(%q, c, %d, %d) = %q, want %q", tc.note, tc.nulls, tc.dims, got, tc.want)
		}
	}
}
