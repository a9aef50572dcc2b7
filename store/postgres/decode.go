package postgres

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/modusbrain/evalkit/store"
)

// arena hands out strings carved from append-only byte chunks: one
// allocation per chunk instead of one per string. A chunk's bytes are never
// written again once a string points at them (a full chunk is replaced, not
// reset), so the strings are as immutable as any other Go string and may
// outlive the row they came from.
type arena struct {
	buf []byte
}

const (
	arenaChunk = 32 << 10
	arenaLarge = arenaChunk / 8 // larger strings get their own allocation
)

func (a *arena) str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > arenaLarge {
		return string(b)
	}
	if len(b) > cap(a.buf)-len(a.buf) {
		a.buf = make([]byte, 0, arenaChunk)
	}
	start := len(a.buf)
	a.buf = append(a.buf, b...)
	return unsafe.String(&a.buf[start], len(b))
}

// validString is s with every byte that is not part of valid UTF-8
// replaced by U+FFFD, one for each such byte; bad counts them. It reads
// text a SQL_ASCII brain holds as it was written: such a brain stores any
// bytes, and a row a LATIN1 client wrote there is not UTF-8 (see rawText).
func (a *arena) validString(s string) (_ string, bad int) {
	if utf8.ValidString(s) {
		return s, 0
	}
	out := make([]byte, 0, len(s)+8)
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			out = append(out, "\uFFFD"...)
			bad++
		} else {
			out = append(out, s[:n]...)
		}
		s = s[n:]
	}
	return a.str(out), bad
}

// Binary wire formats, PostgreSQL's send/recv functions.
var be = binary.BigEndian

// pgEpochMicros is 2000-01-01T00:00:00Z in Unix microseconds: timestamptz
// travels as microseconds since then.
const pgEpochMicros = 946684800 * 1000000

func decodeInt(b []byte) (int64, error) {
	switch len(b) {
	case 8:
		return int64(be.Uint64(b)), nil
	case 4:
		return int64(int32(be.Uint32(b))), nil
	case 2:
		return int64(int16(be.Uint16(b))), nil
	}
	return 0, fmt.Errorf("integer of %d bytes", len(b))
}

func decodeBool(b []byte) (bool, error) {
	if len(b) != 1 {
		return false, fmt.Errorf("boolean of %d bytes", len(b))
	}
	return b[0] != 0, nil
}

var errNull = errors.New("NULL where the seed has a value")

func decodeTimestamptz(b []byte) (time.Time, error) {
	if len(b) != 8 {
		return time.Time{}, fmt.Errorf("timestamptz of %d bytes", len(b))
	}
	us := int64(be.Uint64(b))
	switch us {
	case math.MaxInt64:
		return time.Time{}, errors.New("infinity is not a time")
	case math.MinInt64:
		return time.Time{}, errors.New("-infinity is not a time")
	}
	return time.UnixMicro(us + pgEpochMicros).UTC(), nil
}

// encodeTimestamptz rounds t up to the next microsecond: the column holds
// microseconds, and for both bounds (created_at >= since, created_at < until)
// comparing against the ceiling is exactly comparing against t.
func encodeTimestamptz(dst []byte, t time.Time) []byte {
	us := t.UnixMicro()
	if t.Nanosecond()%1000 != 0 {
		us++
	}
	return be.AppendUint64(dst, uint64(us-pgEpochMicros))
}

// arrayHeader reads an array header and returns the element count, the
// number of dimensions and the offset of the first element. An array of
// several dimensions (a brain's text[] column accepts '{{a,b},{c,d}}') is
// read flat: its elements follow the header in storage (row-major) order.
func arrayHeader(b []byte) (n, ndim, off int, err error) {
	if len(b) < 12 {
		return 0, 0, 0, fmt.Errorf("array of %d bytes", len(b))
	}
	ndim = int(int32(be.Uint32(b)))
	if ndim == 0 {
		return 0, 0, 12, nil
	}
	off = 12 + 8*ndim
	if ndim < 0 || len(b) < off {
		return 0, 0, 0, errors.New("truncated array header")
	}
	n = 1
	for d := range ndim {
		l := int(int32(be.Uint32(b[12+8*d:])))
		if l < 0 {
			return 0, 0, 0, errors.New("negative array length")
		}
		n *= l
		// Every element takes at least its 4-byte length: this bound
		// also stops the product from overflowing.
		if n > (len(b)-off)/4 {
			return 0, 0, 0, errors.New("truncated array")
		}
	}
	return n, ndim, off, nil
}

// nextElem returns the element at off; null reports a NULL element (the
// callers drop and count it: a brain's arrays may hold them, the seed's may
// not).
func nextElem(b []byte, off int) (elem []byte, null bool, next int, err error) {
	if len(b)-off < 4 {
		return nil, false, 0, errors.New("truncated array")
	}
	l := int(int32(be.Uint32(b[off:])))
	off += 4
	if l < 0 {
		return nil, true, off, nil
	}
	if len(b)-off < l {
		return nil, false, 0, errors.New("truncated array element")
	}
	return b[off : off+l], false, off + l, nil
}

// decodeTextArray and decodeInt64Array return what they cleaned (NULL
// elements dropped, dimensions read flat) alongside the array, for the row's
// Candidate.Cleaned: the export reports such a row as adjusted.
func decodeTextArray(dst []string, b []byte, a *arena) (_ []string, nulls, ndim int, err error) {
	dst = dst[:0]
	n, ndim, off, err := arrayHeader(b)
	if err != nil {
		return dst, 0, 0, err
	}
	for range n {
		var el []byte
		var null bool
		if el, null, off, err = nextElem(b, off); err != nil {
			return dst, 0, 0, err
		}
		if null {
			nulls++
			continue
		}
		dst = append(dst, a.str(el))
	}
	return dst, nulls, ndim, nil
}

func decodeInt64Array(dst []int64, b []byte) (_ []int64, nulls, ndim int, err error) {
	dst = dst[:0]
	n, ndim, off, err := arrayHeader(b)
	if err != nil {
		return dst, 0, 0, err
	}
	for range n {
		var el []byte
		var null bool
		if el, null, off, err = nextElem(b, off); err != nil {
			return dst, 0, 0, err
		}
		if null {
			nulls++
			continue
		}
		v, err := decodeInt(el)
		if err != nil {
			return dst, 0, 0, err
		}
		dst = append(dst, v)
	}
	return dst, nulls, ndim, nil
}

// enumString maps the CHECK-constrained values to constants without
// allocating; anything else (impossible under the schema) is copied.
func enumString(b []byte, a *arena) string {
	switch string(b) {
	case store.ToolQuery:
		return store.ToolQuery
	case store.ToolSearch:
		return store.ToolSearch
	case store.DetailLow:
		return store.DetailLow
	case store.DetailMedium:
		return store.DetailMedium
	case store.DetailHigh:
		return store.DetailHigh
	}
	return a.str(b)
}

// Type OIDs a column may have: evalkit's own tables use the wide integer
// types, a brain made by modusbrain the narrow ones (serial, integer,
// integer[]); text columns may be varchar in a hand-made table. The decoder
// reads integers by their width, so each accepted type decodes exactly.
var (
	oidsInt       = []uint32{20, 23, 21}       // int8, int4, int2
	oidsIntArray  = []uint32{1016, 1007, 1005} // int8[], int4[], int2[]
	oidsText      = []uint32{25, 1043}         // text, varchar
	oidsTextArray = []uint32{1009, 1015}       // text[], varchar[]
	oidsBool      = []uint32{16}
	oidsTime      = []uint32{oidTimestamptz}
)

// streamColumns is the SELECT list, in the order rowDecoder expects, with
// the type OIDs each column may have (checked once per stream against the
// server's row description, so a drifted schema fails loudly instead of
// misdecoding).
var streamColumns = []struct {
	name string
	oids []uint32
}{
	{"id", oidsInt}, {"tool_name", oidsText}, {"query", oidsText}, {"retrieved_slugs", oidsTextArray},
	{"retrieved_chunk_ids", oidsIntArray}, {"source_ids", oidsTextArray}, {"expand_enabled", oidsBool},
	{"detail", oidsText}, {"detail_resolved", oidsText}, {"vector_enabled", oidsBool},
	{"expansion_applied", oidsBool}, {"latency_ms", oidsInt}, {"remote", oidsBool},
	{"job_id", oidsInt}, {"subagent_id", oidsInt}, {"created_at", oidsTime},
}

// rowDecoder fills one reused Candidate. Nullable fields point into the
// decoder's own storage, so a row costs no allocation beyond arena chunks.
type rowDecoder struct {
	c                      store.Candidate
	expand                 bool
	detail, detailResolved string
	jobID, subagentID      int64
	arena                  arena
	// raw: text arrives as the brain stored it, unchecked (a SQL_ASCII
	// brain, see rawText); bytes that are not UTF-8 become U+FFFD and the
	// row is reported as cleaned.
	raw bool
}

func newRowDecoder() *rowDecoder {
	d := &rowDecoder{}
	// Non-nil from the start: an empty array stays [] rather than null.
	d.c.RetrievedSlugs = make([]string, 0, 16)
	d.c.RetrievedChunkIDs = make([]int64, 0, 16)
	d.c.SourceIDs = make([]string, 0, 4)
	return d
}

// decode fills d.c from one DataRow. A value it cannot read is a
// *store.RowError naming the row and the column.
func (d *rowDecoder) decode(v [][]byte) error {
	if len(v) != len(streamColumns) {
		return fmt.Errorf("row has %d columns, want %d", len(v), len(streamColumns))
	}
	c := &d.c
	c.ID = 0
	var err error
	col := func(i int, e error) error {
		return &store.RowError{ID: c.ID, Column: streamColumns[i].name, Err: e}
	}
	if v[0] != nil {
		if c.ID, err = decodeInt(v[0]); err != nil {
			return col(0, err)
		}
	}
	// A brain made by hand may lack the seed's NOT NULLs.
	for _, i := range [...]int{0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 15} {
		if v[i] == nil {
			return col(i, errNull)
		}
	}
	c.ToolName = enumString(v[1], &d.arena)
	c.Query = d.arena.str(v[2])
	var nulls, ndim int
	c.Cleaned = ""
	if c.RetrievedSlugs, nulls, ndim, err = decodeTextArray(c.RetrievedSlugs, v[3], &d.arena); err != nil {
		return col(3, err)
	}
	c.Cleaned = store.AppendCleaned(c.Cleaned, streamColumns[3].name, nulls, ndim)
	if c.RetrievedChunkIDs, nulls, ndim, err = decodeInt64Array(c.RetrievedChunkIDs, v[4]); err != nil {
		return col(4, err)
	}
	c.Cleaned = store.AppendCleaned(c.Cleaned, streamColumns[4].name, nulls, ndim)
	if c.SourceIDs, nulls, ndim, err = decodeTextArray(c.SourceIDs, v[5], &d.arena); err != nil {
		return col(5, err)
	}
	c.Cleaned = store.AppendCleaned(c.Cleaned, streamColumns[5].name, nulls, ndim)
	c.ExpandEnabled = nil
	if v[6] != nil {
		if d.expand, err = decodeBool(v[6]); err != nil {
			return col(6, err)
		}
		c.ExpandEnabled = &d.expand
	}
	c.Detail = nil
	if v[7] != nil {
		d.detail = enumString(v[7], &d.arena)
		c.Detail = &d.detail
	}
	c.DetailResolved = nil
	if v[8] != nil {
		d.detailResolved = enumString(v[8], &d.arena)
		c.DetailResolved = &d.detailResolved
	}
	if c.VectorEnabled, err = decodeBool(v[9]); err != nil {
		return col(9, err)
	}
	if c.ExpansionApplied, err = decodeBool(v[10]); err != nil {
		return col(10, err)
	}
	if c.LatencyMS, err = decodeInt(v[11]); err != nil {
		return col(11, err)
	}
	if c.Remote, err = decodeBool(v[12]); err != nil {
		return col(12, err)
	}
	c.JobID = nil
	if v[13] != nil {
		if d.jobID, err = decodeInt(v[13]); err != nil {
			return col(13, err)
		}
		c.JobID = &d.jobID
	}
	c.SubagentID = nil
	if v[14] != nil {
		if d.subagentID, err = decodeInt(v[14]); err != nil {
			return col(14, err)
		}
		c.SubagentID = &d.subagentID
	}
	if c.CreatedAt, err = decodeTimestamptz(v[15]); err != nil {
		return col(15, err)
	}
	if d.raw {
		d.validText()
	}
	return nil
}

// validText makes the row's text valid UTF-8 in raw mode: each byte that
// is not becomes U+FFFD, one for each such byte (as the NDJSON encoder
// writes them), and Cleaned says how many in which column. It runs after
// the row is decoded, so a UTF8 brain's rows take no extra step; the
// arrays are deduplicated later, on the text as exported.
func (d *rowDecoder) validText() {
	c := &d.c
	var bad int
	c.ToolName, bad = d.arena.validString(c.ToolName)
	c.Cleaned = appendReplaced(c.Cleaned, "tool_name", bad)
	c.Query, bad = d.arena.validString(c.Query)
	c.Cleaned = appendReplaced(c.Cleaned, "query", bad)
	for _, col := range []struct {
		name string
		ss   []string
	}{{"retrieved_slugs", c.RetrievedSlugs}, {"source_ids", c.SourceIDs}} {
		n := 0
		for i, s := range col.ss {
			col.ss[i], bad = d.arena.validString(s)
			n += bad
		}
		c.Cleaned = appendReplaced(c.Cleaned, col.name, n)
	}
	if c.Detail != nil {
		d.detail, bad = d.arena.validString(d.detail)
		c.Cleaned = appendReplaced(c.Cleaned, "detail", bad)
	}
	if c.DetailResolved != nil {
		d.detailResolved, bad = d.arena.validString(d.detailResolved)
		c.Cleaned = appendReplaced(c.Cleaned, "detail_resolved", bad)
	}
}

// appendReplaced adds to note that column held bad bytes that are not
// UTF-8, each now U+FFFD.
func appendReplaced(note, column string, bad int) string {
	if bad == 0 {
		return note
	}
	if note != "" {
		note += "; "
	}
	if bad == 1 {
		return note + column + ": 1 byte that is not UTF-8 replaced by U+FFFD"
	}
	return note + fmt.Sprintf("%s: %d bytes that are not UTF-8 replaced by U+FFFD", column, bad)
}
