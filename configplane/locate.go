package configplane

import (
	"bytes"
	"encoding/json"
)

// valueOffset finds the byte offset where the value of a nested key starts,
// so a wrong-typed value can be reported at its line and column. With
// duplicate keys the last one counts, as in encoding/json.
func valueOffset(src []byte, path []string) (int, bool) {
	dec := json.NewDecoder(bytes.NewReader(src))
	at, found := 0, false

	// walk consumes one value. depth is how many leading path elements the
	// keys above it matched, or -1 once they stopped matching.
	var walk func(depth int) bool
	walk = func(depth int) bool {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		d, ok := tok.(json.Delim)
		if !ok {
			return true
		}
		switch d {
		case '{':
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return false
				}
				key, _ := k.(string)
				next := -1
				if depth >= 0 && depth < len(path) && key == path[depth] {
					next = depth + 1
				}
				if next == len(path) {
					at, found = skipToValue(src, int(dec.InputOffset())), true
				}
				if !walk(next) {
					return false
				}
			}
		case '[':
			for dec.More() {
				if !walk(-1) {
					return false
				}
			}
		}
		_, err = dec.Token() // the closing delimiter
		return err == nil
	}
	walk(0)
	return at, found
}

// skipToValue moves from just after an object key past the colon and any
// whitespace to the first byte of the value.
func skipToValue(src []byte, off int) int {
	for off < len(src) {
		switch src[off] {
		case ' ', '\t', '\r', '\n', ':':
			off++
		default:
			return off
		}
	}
	return off
}
