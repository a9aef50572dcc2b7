package configplane

import (
	"strconv"
	"strings"

	"github.com/modusbrain/evalkit/internal/redact"
)

// ConfigError is a problem with config.json: it could not be read, is not a
// JSON object, or a key holds a value of the wrong type or an unknown value.
// Its text names the file, then line:column (when the problem has a place in
// the file) and the key (when it is about one); it never holds a password.
type ConfigError struct {
	Path   string
	Line   int    // 1-based; 0 when not applicable
	Column int    // 1-based, in characters; 0 when not applicable
	Key    string // dotted key, e.g. "eval.capture"; "" when not about a key
	Err    error
}

// Error renders "<path>:<line>:<col>: <key>: <problem>", leaving out the
// parts that do not apply; the shape editors and compilers use.
func (e *ConfigError) Error() string {
	var b strings.Builder
	b.WriteString(e.Path)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
		if e.Column > 0 {
			b.WriteString(":" + strconv.Itoa(e.Column))
		}
	}
	if e.Key != "" {
		b.WriteString(": " + e.Key)
	}
	b.WriteString(": ")
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	} else {
		b.WriteString("invalid")
	}
	return b.String()
}

func (e *ConfigError) Unwrap() error { return e.Err }

// quote renders a value from the environment or the file for an error or a
// source: masked (someone may have pasted a URL into the wrong key),
// shortened, and Go-quoted so odd whitespace shows.
func quote(v string) string {
	v = redact.URL(v)
	if r := []rune(v); len(r) > maxQuotedValueChars {
		v = string(r[:maxQuotedValueChars]) + "..."
	}
	return strconv.Quote(v)
}

// lineCol turns a byte offset into a 1-based line and a 1-based column
// counted in characters, as editors show them.
func lineCol(b []byte, off int) (line, col int) {
	if off > len(b) {
		off = len(b)
	}
	if off < 0 {
		off = 0
	}
	line, start := 1, 0
	for i := 0; i < off; i++ {
		if b[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, len([]rune(string(b[start:off]))) + 1
}
