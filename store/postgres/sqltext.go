package postgres

import (
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/internal/redact"
)

// SQL that evalkit prints for a person to run names roles, tables and
// prepared transactions that others chose. A name with a control character
// in it (a terminal's escape sequence) is spelled with PostgreSQL's Unicode
// escapes, U&"…" or U&'…', so that what is shown is safe on a terminal and
// still names the same thing when pasted into psql.

// sqlIdent quotes name as an SQL identifier.
func sqlIdent(name string) string {
	if !hasControl(name) {
		return pgx.Identifier{name}.Sanitize()
	}
	return `U&"` + unicodeEscaped(name, '"') + `"`
}

// sqlLiteral quotes s as an SQL string literal.
func sqlLiteral(s string) string {
	if !hasControl(s) {
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	return "U&'" + unicodeEscaped(s, '\'') + "'"
}

func hasControl(s string) bool { return strings.ContainsFunc(s, redact.Control) }

// unicodeEscaped spells s for a U& literal or identifier closed by quote:
// control characters and the backslash as \XXXX, the quote doubled.
func unicodeEscaped(s string, quote rune) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == quote:
			b.WriteRune(r)
			b.WriteRune(r)
		case r == '\\' || redact.Control(r):
			fmt.Fprintf(&b, `\%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
