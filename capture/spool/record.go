package spool

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// On-disk framing of one record (all integers little-endian):
//
//	magic   uint32  recordMagic ("EKS1")
//	length  uint32  payload length in bytes (≤ maxPayload)
//	crc     uint32  CRC-32C (Castagnoli) of the 4 length bytes and the payload
//	payload [length]byte
//
// The payload, format version 2:
//
//	version  byte      2
//	key      [16]byte  the delivery key, random, drawn when the record is spooled
//	captured int64     unix nanoseconds of the Append call (LE, fixed width)
//	target   string    the identity of the database the row is for (Options.Target)
//	tool     string
//	query    string
//	slugs    uvarint count, then strings
//	chunks   uvarint count, then varints
//	sources  uvarint count, then strings
//	flags    uvarint   see flag* below
//	detail, detail_resolved   strings, each present only when its flag is set
//	latency  varint
//	job, subagent             varints, each present only when its flag is set
//
// Format version 1 (evalkit before targets were recorded) is the same
// without target: such a record is a legacy record, delivered only by a
// Spool opened with AdoptLegacy.
//
// A string is a uvarint byte length and the bytes. The key and capture time
// sit at fixed offsets, and target and tool right after them, so Stats, the
// cap and a Claim can read them without decoding the rest.
const (
	recordMagic   = 0x31534b45 // "EKS1" read as little-endian
	headerSize    = 12
	payloadPrefix = 1 + 16 + 8 // version, key, captured
	formatVersion = 2
	legacyVersion = 1 // no target
	// maxPayload bounds one record. A candidate is at most a 50 KB query
	// plus its result lists; this leaves ample room while letting a reader
	// reject a corrupted length without allocating it.
	maxPayload = 16 << 20
)

const (
	flagVector = 1 << iota
	flagExpansionApplied
	flagRemote
	flagExpandSet
	flagExpand
	flagDetail
	flagDetailResolved
	flagJob
	flagSubagent
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Record is one spooled candidate row.
type Record struct {
	// Key is the delivery key: 32 lower-case hex digits (128 random bits),
	// drawn once when the record was spooled and never changed. Delivered
	// with the row, it lets the database refuse a second copy.
	Key string
	// Captured is when the row was handed to Append.
	Captured time.Time
	// Target is the identity of the database the row was spooled for
	// (Options.Target of the Spool that appended it); empty for a legacy
	// record.
	Target string
	// Legacy: a format version 1 record, written before targets were
	// recorded, so its database is unknown.
	Legacy bool
	// Candidate is the row as it was spooled; ID and CreatedAt are unset.
	Candidate store.Candidate
}

// Entry is what Append takes: a row already built and scrubbed, and when
// its call was captured (zero: the time of the Append call).
type Entry struct {
	Candidate store.Candidate
	Captured  time.Time
	// Key is the row's delivery key when it already has one (NewKey): a row
	// whose insert failed in a way that may still have committed (a lost
	// COMMIT reply, a timeout) must keep the key it was sent with, or its
	// redelivery would be a second row. Empty: Append draws a fresh key.
	Key string
}

// NewKey draws a delivery key: 128 random bits as 32 lower-case hex digits.
func NewKey() string {
	var k [16]byte
	rand.Read(k[:]) // never fails (crypto/rand, Go 1.24+)
	return hex.EncodeToString(k[:])
}

// ErrBadKey is an Entry.Key that is not 32 lower-case hex digits.
var ErrBadKey = errors.New("spool: a delivery key must be 32 lower-case hex digits")

// putKey decodes a given key into dst.
func putKey(dst []byte, key string) error {
	if len(key) != 32 || strings.ToLower(key) != key {
		return ErrBadKey
	}
	if _, err := hex.Decode(dst, []byte(key)); err != nil {
		return ErrBadKey
	}
	return nil
}

var errTooLarge = errors.New("spool: record larger than 16 MiB")

// appendRecord appends the framed record for c, for target, to buf.
func appendRecord(buf []byte, key *[16]byte, captured time.Time, target string, c *store.Candidate) ([]byte, error) {
	return appendRecordVersion(buf, formatVersion, key, captured, target, c)
}

// appendRecordVersion writes format version 2, or 1 (tests: the records
// of older builds, which carry no target).
func appendRecordVersion(buf []byte, version byte, key *[16]byte, captured time.Time, target string, c *store.Candidate) ([]byte, error) {
	start := len(buf)
	buf = append(buf, make([]byte, headerSize)...)
	buf = append(buf, version)
	buf = append(buf, key[:]...)
	buf = binary.LittleEndian.AppendUint64(buf, uint64(captured.UnixNano()))
	if version != legacyVersion {
		buf = appendString(buf, target)
	}
	buf = appendString(buf, c.ToolName)
	buf = appendString(buf, c.Query)
	buf = binary.AppendUvarint(buf, uint64(len(c.RetrievedSlugs)))
	for _, s := range c.RetrievedSlugs {
		buf = appendString(buf, s)
	}
	buf = binary.AppendUvarint(buf, uint64(len(c.RetrievedChunkIDs)))
	for _, id := range c.RetrievedChunkIDs {
		buf = binary.AppendVarint(buf, id)
	}
	buf = binary.AppendUvarint(buf, uint64(len(c.SourceIDs)))
	for _, s := range c.SourceIDs {
		buf = appendString(buf, s)
	}
	var flags uint64
	set := func(cond bool, f uint64) {
		if cond {
			flags |= f
		}
	}
	set(c.VectorEnabled, flagVector)
	set(c.ExpansionApplied, flagExpansionApplied)
	set(c.Remote, flagRemote)
	set(c.ExpandEnabled != nil, flagExpandSet)
	set(c.ExpandEnabled != nil && *c.ExpandEnabled, flagExpand)
	set(c.Detail != nil, flagDetail)
	set(c.DetailResolved != nil, flagDetailResolved)
	set(c.JobID != nil, flagJob)
	set(c.SubagentID != nil, flagSubagent)
	buf = binary.AppendUvarint(buf, flags)
	if c.Detail != nil {
		buf = appendString(buf, *c.Detail)
	}
	if c.DetailResolved != nil {
		buf = appendString(buf, *c.DetailResolved)
	}
	buf = binary.AppendVarint(buf, c.LatencyMS)
	if c.JobID != nil {
		buf = binary.AppendVarint(buf, *c.JobID)
	}
	if c.SubagentID != nil {
		buf = binary.AppendVarint(buf, *c.SubagentID)
	}
	n := len(buf) - start - headerSize
	if n > maxPayload {
		return buf[:start], errTooLarge
	}
	h := buf[start : start+headerSize]
	binary.LittleEndian.PutUint32(h[0:], recordMagic)
	binary.LittleEndian.PutUint32(h[4:], uint32(n))
	binary.LittleEndian.PutUint32(h[8:], recordCRC(h[4:8], buf[start+headerSize:]))
	return buf, nil
}

func recordCRC(length, payload []byte) uint32 {
	return crc32.Update(crc32.Checksum(length, castagnoli), castagnoli, payload)
}

func appendString(buf []byte, s string) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(s)))
	return append(buf, s...)
}

// header is a parsed record header.
type header struct {
	length uint32
	crc    uint32
}

// parseHeader checks the magic and the length bound; the CRC is checked
// against the payload by checkPayload.
func parseHeader(b []byte) (header, bool) {
	if binary.LittleEndian.Uint32(b[0:]) != recordMagic {
		return header{}, false
	}
	h := header{length: binary.LittleEndian.Uint32(b[4:]), crc: binary.LittleEndian.Uint32(b[8:])}
	if h.length < payloadPrefix || h.length > maxPayload {
		return header{}, false
	}
	return h, true
}

func (h header) check(hdr, payload []byte) bool {
	return recordCRC(hdr[4:8], payload) == h.crc && (payload[0] == formatVersion || payload[0] == legacyVersion)
}

// payloadKeyTime reads the fixed-offset key and capture time.
func payloadKeyTime(p []byte) (key string, captured time.Time) {
	return hex.EncodeToString(p[1:17]), time.Unix(0, int64(binary.LittleEndian.Uint64(p[17:25]))).UTC()
}

// payloadTarget reads the target; legacy is true for a version 1 record
// (no target). ok is false when the target does not decode.
func payloadTarget(p []byte) (target string, legacy, ok bool) {
	if p[0] == legacyVersion {
		return "", true, true
	}
	d := decoder{b: p[payloadPrefix:]}
	target = d.str()
	return target, false, d.err == nil
}

// payloadTool reads the tool name, "" when it does not decode.
func payloadTool(p []byte) string {
	d := decoder{b: p[payloadPrefix:]}
	if p[0] != legacyVersion {
		d.str() // the target
	}
	s := d.str()
	if d.err != nil {
		return ""
	}
	return s
}

// decodePayload decodes a payload whose CRC has been checked.
func decodePayload(p []byte, r *Record) error {
	r.Key, r.Captured = payloadKeyTime(p)
	d := decoder{b: p[payloadPrefix:], s: string(p[payloadPrefix:])}
	r.Target, r.Legacy = "", p[0] == legacyVersion
	if !r.Legacy {
		r.Target = d.str()
	}
	c := &r.Candidate
	*c = store.Candidate{}
	c.ToolName = d.str()
	c.Query = d.str()
	c.RetrievedSlugs = d.strs()
	if n := d.count(1); n >= 0 {
		c.RetrievedChunkIDs = make([]int64, n)
		for i := range c.RetrievedChunkIDs {
			c.RetrievedChunkIDs[i] = d.varint()
		}
	}
	c.SourceIDs = d.strs()
	flags := d.uvarint()
	c.VectorEnabled = flags&flagVector != 0
	c.ExpansionApplied = flags&flagExpansionApplied != 0
	c.Remote = flags&flagRemote != 0
	if flags&flagExpandSet != 0 {
		v := flags&flagExpand != 0
		c.ExpandEnabled = &v
	}
	if flags&flagDetail != 0 {
		s := d.str()
		c.Detail = &s
	}
	if flags&flagDetailResolved != 0 {
		s := d.str()
		c.DetailResolved = &s
	}
	c.LatencyMS = d.varint()
	if flags&flagJob != 0 {
		v := d.varint()
		c.JobID = &v
	}
	if flags&flagSubagent != 0 {
		v := d.varint()
		c.SubagentID = &v
	}
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d trailing bytes", len(d.b))
	}
	if d.err != nil {
		return fmt.Errorf("spool: record %s does not decode: %w", r.Key, d.err)
	}
	return nil
}

var errShort = errors.New("payload ends early")

type decoder struct {
	b   []byte
	s   string // when set, the bytes d.b ends with, as a string
	err error
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

// count reads a list length, refusing one that cannot fit in what is left
// (each element takes at least min bytes); -1 on error.
func (d *decoder) count(min int) int {
	n := d.uvarint()
	if d.err != nil {
		return -1
	}
	if n > uint64(len(d.b)/min) {
		d.err = errShort
		return -1
	}
	return int(n)
}

func (d *decoder) str() string {
	n := d.uvarint()
	if d.err != nil {
		return ""
	}
	if n > uint64(len(d.b)) {
		d.err = errShort
		return ""
	}
	var s string
	if d.s != "" {
		// A substring of the payload copied once: one allocation per
		// record instead of one per string.
		off := len(d.s) - len(d.b)
		s = d.s[off : off+int(n)]
	} else {
		s = string(d.b[:n])
	}
	d.b = d.b[n:]
	return s
}

// strs decodes a string list; never nil, like the rows capture builds.
func (d *decoder) strs() []string {
	n := d.count(1)
	if n < 0 {
		return []string{}
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}
