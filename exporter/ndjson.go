package exporter

import (
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/store"
)

// RowSchemaVersion is the export row contract's version: the literal
// "schema_version" first key of every line. It changes only for breaking
// changes (seed: "Schema versioning promise"). It is not store.SchemaVersion,
// which is the database's migration level.
const RowSchemaVersion = 1

// AppendCandidate appends c as one schema v1 NDJSON line, '\n' included, to
// dst and returns the extended slice. It is written by hand — no reflection,
// no allocation when dst has room — because the exporter's speed is this
// function times a million rows. Keys come in the seed's order with
// "schema_version":1 first; arrays are never null; created_at is UTC with
// milliseconds and Z; strings are escaped exactly as encoding/json does with
// HTML escaping off (invalid UTF-8 becomes \ufffd, U+2028/U+2029 are
// escaped), so every line is valid UTF-8 and valid JSON.
func AppendCandidate(dst []byte, c *store.Candidate) []byte {
	dst = append(dst, `{"schema_version":1,"id":`...)
	dst = strconv.AppendInt(dst, c.ID, 10)
	dst = append(dst, `,"tool_name":`...)
	dst = appendString(dst, c.ToolName)
	dst = append(dst, `,"query":`...)
	dst = appendString(dst, c.Query)
	dst = append(dst, `,"retrieved_slugs":`...)
	dst = appendStrings(dst, c.RetrievedSlugs)
	dst = append(dst, `,"retrieved_chunk_ids":`...)
	dst = appendInts(dst, c.RetrievedChunkIDs)
	dst = append(dst, `,"source_ids":`...)
	dst = appendStrings(dst, c.SourceIDs)
	dst = append(dst, `,"expand_enabled":`...)
	if c.ExpandEnabled == nil {
		dst = append(dst, "null"...)
	} else {
		dst = strconv.AppendBool(dst, *c.ExpandEnabled)
	}
	dst = append(dst, `,"detail":`...)
	dst = appendOptString(dst, c.Detail)
	dst = append(dst, `,"detail_resolved":`...)
	dst = appendOptString(dst, c.DetailResolved)
	dst = append(dst, `,"vector_enabled":`...)
	dst = strconv.AppendBool(dst, c.VectorEnabled)
	dst = append(dst, `,"expansion_applied":`...)
	dst = strconv.AppendBool(dst, c.ExpansionApplied)
	dst = append(dst, `,"latency_ms":`...)
	dst = strconv.AppendInt(dst, c.LatencyMS, 10)
	dst = append(dst, `,"remote":`...)
	dst = strconv.AppendBool(dst, c.Remote)
	dst = append(dst, `,"job_id":`...)
	dst = appendOptInt(dst, c.JobID)
	dst = append(dst, `,"subagent_id":`...)
	dst = appendOptInt(dst, c.SubagentID)
	dst = append(dst, `,"created_at":"`...)
	dst = AppendTimestamp(dst, c.CreatedAt)
	dst = append(dst, "\"}\n"...)
	return dst
}

func appendOptString(dst []byte, s *string) []byte {
	if s == nil {
		return append(dst, "null"...)
	}
	return appendString(dst, *s)
}

func appendOptInt(dst []byte, v *int64) []byte {
	if v == nil {
		return append(dst, "null"...)
	}
	return strconv.AppendInt(dst, *v, 10)
}

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

func appendInts(dst []byte, vs []int64) []byte {
	dst = append(dst, '[')
	for i, v := range vs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, v, 10)
	}
	return append(dst, ']')
}

// plain marks the ASCII bytes that appear in a JSON string as themselves.
var plain = func() (t [utf8.RuneSelf]bool) {
	for b := 0x20; b < utf8.RuneSelf; b++ {
		t[b] = b != '"' && b != '\\'
	}
	return t
}()

const hexDigits = "0123456789abcdef"

// load64 reads s[i:i+8] little-endian; the compiler turns it into one load.
func load64(s string, i int) uint64 {
	_ = s[i+7]
	return uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
		uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
}

// plain8 reports whether all eight bytes of x are plain (see plain): none
// is below 0x20, '"', '\\' or non-ASCII. The tests are the classic
// "has a byte less than n / equal to c" bit tricks, exact as yes/no answers.
func plain8(x uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	below := (x - ones*0x20) &^ x
	q := x ^ (ones * '"')
	quote := (q - ones) &^ q
	bs := x ^ (ones * '\\')
	backslash := (bs - ones) &^ bs
	return (below|quote|backslash|x)&highs == 0
}

// appendString appends s as a JSON string, byte for byte what encoding/json
// writes with SetEscapeHTML(false).
func appendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		// Skip eight plain ASCII bytes at a time: queries are mostly
		// plain, and this is the encoder's hottest loop.
		if i+8 <= len(s) && plain8(load64(s, i)) {
			i += 8
			continue
		}
		b := s[i]
		if b < utf8.RuneSelf {
			if plain[b] {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '"', '\\':
				dst = append(dst, '\\', b)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			// Valid JSON, but not valid JavaScript source: consumers that
			// eval or embed lines would break on them.
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// AppendTimestamp appends t in UTC as 2006-01-02T15:04:05.000Z (milliseconds
// truncated, as PostgreSQL's to_char would), the created_at rendering.
func AppendTimestamp(dst []byte, t time.Time) []byte {
	t = t.UTC()
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		// Outside what four digits hold; never produced by a database clock.
		return t.AppendFormat(dst, "2006-01-02T15:04:05.000Z07:00")
	}
	hour, min, sec := t.Clock()
	ms := t.Nanosecond() / int(time.Millisecond)
	dst = append(dst,
		byte('0'+year/1000), byte('0'+year/100%10), byte('0'+year/10%10), byte('0'+year%10), '-',
		byte('0'+int(month)/10), byte('0'+int(month)%10), '-',
		byte('0'+day/10), byte('0'+day%10), 'T',
		byte('0'+hour/10), byte('0'+hour%10), ':',
		byte('0'+min/10), byte('0'+min%10), ':',
		byte('0'+sec/10), byte('0'+sec%10), '.',
		byte('0'+ms/100), byte('0'+ms/10%10), byte('0'+ms%10), 'Z')
	return dst
}
