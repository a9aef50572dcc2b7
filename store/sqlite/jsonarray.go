package sqlite

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// The array columns hold JSON text that this engine writes itself: arrays of
// strings (slugs, source ids) or of integers (chunk ids). Encoding and
// parsing them by hand avoids encoding/json's reflection on the export path
// and lets the parser reuse the caller's slices; strings without escapes are
// returned as substrings of the column value, without copying.

const hexDigits = "0123456789abcdef"

// appendStrings appends ss as a JSON array. Invalid UTF-8 becomes U+FFFD so
// the text always satisfies json_valid.
func appendStrings(dst []byte, ss []string) []byte {
	dst = append(dst, '[')
	for i, s := range ss {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendString(dst, s)
	}
	return append(dst, ']')
}

func appendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, "\ufffd"...)
			i++
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendInts appends xs as a JSON array of integers.
func appendInts(dst []byte, xs []int64) []byte {
	dst = append(dst, '[')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, x, 10)
	}
	return append(dst, ']')
}

var errJSONArray = errors.New("malformed JSON array")

// Element errors name the element's position, never its value.
func notA(i int, what string) error { return fmt.Errorf("element %d is not %s", i+1, what) }

// null consumes a JSON null at the cursor: a NULL element, dropped by the
// parsers as the PostgreSQL engine drops a NULL array element.
func (p *arrayScanner) null() bool {
	if len(p.s)-p.i >= 4 && p.s[p.i:p.i+4] == "null" {
		p.i += 4
		return true
	}
	return false
}

// arrayScanner walks one JSON array; it accepts RFC 8259 whitespace.
type arrayScanner struct {
	s string
	i int
}

func (p *arrayScanner) skipSpace() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// open consumes '[' and reports whether the array is empty (then ']' is
// consumed too).
func (p *arrayScanner) open() (empty bool, err error) {
	p.skipSpace()
	if p.i >= len(p.s) || p.s[p.i] != '[' {
		return false, errJSONArray
	}
	p.i++
	p.skipSpace()
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return true, p.end()
	}
	return false, nil
}

// next consumes the separator after an element: it reports whether another
// element follows.
func (p *arrayScanner) next() (more bool, err error) {
	p.skipSpace()
	if p.i >= len(p.s) {
		return false, errJSONArray
	}
	switch p.s[p.i] {
	case ',':
		p.i++
		p.skipSpace()
		return true, nil
	case ']':
		p.i++
		return false, p.end()
	}
	return false, errJSONArray
}

// end checks that nothing but whitespace follows the array.
func (p *arrayScanner) end() error {
	p.skipSpace()
	if p.i != len(p.s) {
		return errJSONArray
	}
	return nil
}

// parseStrings parses a JSON array of strings into dst[:0]; null elements
// are dropped and counted (the row's Candidate.Cleaned says so), any other
// non-string element is an error.
func parseStrings(dst []string, s string) (_ []string, nulls int, err error) {
	dst = dst[:0]
	p := arrayScanner{s: s}
	empty, err := p.open()
	if err != nil || empty {
		return dst, 0, err
	}
	for i := 0; ; i++ {
		switch {
		case p.null():
			nulls++
		case p.i < len(p.s) && p.s[p.i] == '"':
			v, err := p.str()
			if err != nil {
				return dst, nulls, err
			}
			dst = append(dst, v)
		default:
			return dst, nulls, notA(i, "a string")
		}
		more, err := p.next()
		if err != nil || !more {
			return dst, nulls, err
		}
	}
}

// str parses one string literal at the cursor.
func (p *arrayScanner) str() (string, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return "", errJSONArray
	}
	p.i++
	start := p.i
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == '"':
			v := p.s[start:p.i]
			p.i++
			return v, nil
		case c == '\\':
			return p.strEscaped(start)
		case c < 0x20:
			return "", errJSONArray
		}
		p.i++
	}
	return "", errJSONArray
}

// strEscaped finishes a string literal that contains escapes; the result is
// a new string.
func (p *arrayScanner) strEscaped(start int) (string, error) {
	b := make([]byte, 0, p.i-start+16)
	b = append(b, p.s[start:p.i]...)
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b), nil
		case c < 0x20:
			return "", errJSONArray
		case c != '\\':
			b = append(b, c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.s) {
			return "", errJSONArray
		}
		e := p.s[p.i+1]
		p.i += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := hex4(p.s, p.i)
			if !ok {
				return "", errJSONArray
			}
			p.i += 4
			if utf16.IsSurrogate(r) {
				// A valid pair combines; a lone surrogate becomes U+FFFD and
				// a following escape stands on its own, as in encoding/json.
				r2, ok := rune(-1), false
				if p.i+1 < len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
					r2, ok = hex4(p.s, p.i+2)
				}
				if dec := utf16.DecodeRune(r, r2); ok && dec != utf8.RuneError {
					r = dec
					p.i += 6
				} else {
					r = utf8.RuneError
				}
			}
			b = utf8.AppendRune(b, r)
		default:
			return "", errJSONArray
		}
	}
	return "", errJSONArray
}

// hex4 decodes the four hex digits at s[i:].
func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i : i+4]) {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// parseInts parses a JSON array of integers into dst[:0]; null elements
// are dropped and counted. Fractions, exponents, other types and integers
// beyond 64 bits are errors: chunk ids are 64-bit integers.
func parseInts(dst []int64, s string) (_ []int64, nulls int, err error) {
	dst = dst[:0]
	p := arrayScanner{s: s}
	empty, err := p.open()
	if err != nil || empty {
		return dst, 0, err
	}
	for i := 0; ; i++ {
		if p.null() {
			nulls++
			more, err := p.next()
			if err != nil || !more {
				return dst, nulls, err
			}
			continue
		}
		start := p.i
		if p.i < len(p.s) && p.s[p.i] == '-' {
			p.i++
		}
		digits := p.i
		for p.i < len(p.s) && '0' <= p.s[p.i] && p.s[p.i] <= '9' {
			p.i++
		}
		if p.i == digits || (p.s[digits] == '0' && p.i-digits > 1) ||
			p.i < len(p.s) && (p.s[p.i] == '.' || p.s[p.i] == 'e' || p.s[p.i] == 'E') {
			return dst, nulls, notA(i, "an integer")
		}
		v, err := strconv.ParseInt(p.s[start:p.i], 10, 64)
		if err != nil {
			return dst, nulls, notA(i, "a 64-bit integer")
		}
		dst = append(dst, v)
		more, err := p.next()
		if err != nil || !more {
			return dst, nulls, err
		}
	}
}
