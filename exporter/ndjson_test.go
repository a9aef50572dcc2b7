package exporter

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/store"
)

// refRow is the v1 row as encoding/json would write it: the reference the
// hand-written encoder must match byte for byte.
type refRow struct {
	SchemaVersion     int      `json:"schema_version"`
	ID                int64    `json:"id"`
	ToolName          string   `json:"tool_name"`
	Query             string   `json:"query"`
	RetrievedSlugs    []string `json:"retrieved_slugs"`
	RetrievedChunkIDs []int64  `json:"retrieved_chunk_ids"`
	SourceIDs         []string `json:"source_ids"`
	ExpandEnabled     *bool    `json:"expand_enabled"`
	Detail            *string  `json:"detail"`
	DetailResolved    *string  `json:"detail_resolved"`
	VectorEnabled     bool     `json:"vector_enabled"`
	ExpansionApplied  bool     `json:"expansion_applied"`
	LatencyMS         int64    `json:"latency_ms"`
	Remote            bool     `json:"remote"`
	JobID             *int64   `json:"job_id"`
	SubagentID        *int64   `json:"subagent_id"`
	CreatedAt         string   `json:"created_at"`
}

func reference(t testing.TB, c *store.Candidate) []byte {
	nonNil := func(s []string) []string {
		if s == nil {
			return []string{}
		}
		return s
	}
	ids := c.RetrievedChunkIDs
	if ids == nil {
		ids = []int64{}
	}
	r := refRow{
		SchemaVersion: 1, ID: c.ID, ToolName: c.ToolName, Query: c.Query,
		RetrievedSlugs: nonNil(c.RetrievedSlugs), RetrievedChunkIDs: ids, SourceIDs: nonNil(c.SourceIDs),
		ExpandEnabled: c.ExpandEnabled, Detail: c.Detail, DetailResolved: c.DetailResolved,
		VectorEnabled: c.VectorEnabled, ExpansionApplied: c.ExpansionApplied, LatencyMS: c.LatencyMS,
		Remote: c.Remote, JobID: c.JobID, SubagentID: c.SubagentID,
		CreatedAt: c.CreatedAt.UTC().Truncate(time.Millisecond).Format("2006-01-02T15:04:05.000Z"),
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func ptr[T any](v T) *T { return &v }

func sampleCandidates() []store.Candidate {
	at := time.Date(2025, 3, 1, 9, 30, 12, 345678901, time.FixedZone("CET", 3600))
	return []store.Candidate{
		{ID: 1, ToolName: "query", Query: "who owns <billing> & why?", CreatedAt: at},
		{
			ID: 9007199254740993, ToolName: "search", Query: "tab\there \"quoted\" back\\slash \x00\x01\x1f\x7f",
			RetrievedSlugs: []string{"a/b", "ü-ñ"}, RetrievedChunkIDs: []int64{3, 3, -1},
			SourceIDs: []string{"default"}, ExpandEnabled: ptr(true), Detail: ptr("low"),
			DetailResolved: ptr("high"), VectorEnabled: true, ExpansionApplied: true,
			LatencyMS: 512, Remote: true, JobID: ptr(int64(7)), SubagentID: ptr(int64(0)),
			CreatedAt: time.Date(1999, 12, 31, 23, 59, 59, 999999999, time.UTC),
		},
		{ID: 2, ToolName: "query", Query: "line\u2028sep\u2029para \xff\xfe bad \xe2\x82 cut 😀 \ufffd",
			RetrievedSlugs: []string{}, ExpandEnabled: ptr(false), CreatedAt: time.Unix(0, 0)},
	}
}

func TestAppendCandidateMatchesEncodingJSON(t *testing.T) {
	for _, c := range sampleCandidates() {
		got := AppendCandidate(nil, &c)
		want := reference(t, &c)
		if !bytes.Equal(got, want) {
			t.Errorf("id %d:\n got %s\nwant %s", c.ID, got, want)
		}
	}
}

func TestAppendCandidateShape(t *testing.T) {
	for _, c := range sampleCandidates() {
		line := AppendCandidate(nil, &c)
		if !bytes.HasPrefix(line, []byte(`{"schema_version":1,`)) {
			t.Errorf("line does not start with schema_version: %s", line)
		}
		if bytes.IndexByte(line, '\n') != len(line)-1 {
			t.Errorf("line must hold exactly one trailing newline: %q", line)
		}
		if !utf8.Valid(line) {
			t.Errorf("invalid UTF-8: %q", line)
		}
		for _, bad := range []string{"null]", `"retrieved_slugs":null`, `"retrieved_chunk_ids":null`, `"source_ids":null`, `\u003c`, "\u2028"} {
			if bytes.Contains(line, []byte(bad)) {
				t.Errorf("line contains %q: %s", bad, line)
			}
		}
	}
}

func TestAppendTimestamp(t *testing.T) {
	cases := map[string]time.Time{
		"2025-03-01T08:30:12.345Z": time.Date(2025, 3, 1, 9, 30, 12, 345999999, time.FixedZone("CET", 3600)),
		"0001-01-01T00:00:00.000Z": {},
		"2024-02-29T23:59:59.007Z": time.Date(2024, 2, 29, 23, 59, 59, 7_000_001, time.UTC),
	}
	for want, at := range cases {
		if got := string(AppendTimestamp(nil, at)); got != want {
			t.Errorf("AppendTimestamp(%v) = %s, want %s", at, got, want)
		}
	}
}

func TestAppendCandidateReusesBuffer(t *testing.T) {
	c := sampleCandidates()[1]
	buf := make([]byte, 0, 4096)
	allocs := testing.AllocsPerRun(100, func() { buf = AppendCandidate(buf[:0], &c) })
	if allocs != 0 {
		t.Errorf("AppendCandidate into a roomy buffer allocated %.1f times per row", allocs)
	}
}

// perByteReplacement is what a JSON decoder gives back for s: each invalid
// UTF-8 byte becomes one U+FFFD.
func perByteReplacement(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(r)
		i += size
	}
	return b.String()
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", "<&>", "\u2028\u2029", "\xff", "\xe2\x80", "\x00\x1f\x7f", `"\`, "é😀"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := appendString(nil, s)
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, bytes.TrimSuffix(want.Bytes(), []byte("\n"))) {
			t.Fatalf("appendString(%q) = %s, encoding/json says %s", s, got, want.Bytes())
		}
		var back string
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatalf("appendString(%q) = %s does not decode: %v", s, got, err)
		}
		if back != perByteReplacement(s) {
			t.Fatalf("round trip of %q gave %q", s, back)
		}
		if !utf8.Valid(got) || bytes.ContainsAny(got, "\n\r\u2028\u2029") {
			t.Fatalf("appendString(%q) = %q is not one clean line", s, got)
		}
	})
}

func FuzzAppendCandidate(f *testing.F) {
	f.Add(int64(1), "query", "q", "slug", int64(3), "src", uint8(0), int64(12), int64(1700000000123456789))
	f.Add(int64(-5), "search", "\xff<x>\u2028", "", int64(-1), "\x00", uint8(0xff), int64(-3), int64(0))
	f.Fuzz(func(t *testing.T, id int64, tool, query, slug string, chunk int64, source string, flags uint8, latency, unixNano int64) {
		c := store.Candidate{
			ID: id, ToolName: tool, Query: query, LatencyMS: latency,
			VectorEnabled: flags&1 != 0, ExpansionApplied: flags&2 != 0, Remote: flags&4 != 0,
			CreatedAt: time.Unix(0, unixNano),
		}
		if flags&8 != 0 {
			c.RetrievedSlugs = []string{slug, query}
			c.RetrievedChunkIDs = []int64{chunk, chunk}
			c.SourceIDs = []string{source}
		}
		if flags&16 != 0 {
			c.ExpandEnabled = ptr(flags&32 != 0)
			c.Detail = ptr(slug)
			c.DetailResolved = ptr(source)
			c.JobID = ptr(chunk)
			c.SubagentID = ptr(latency)
		}
		got := AppendCandidate(nil, &c)
		if want := reference(t, &c); !bytes.Equal(got, want) {
			t.Fatalf("\n got %s\nwant %s", got, want)
		}
		var back refRow
		dec := json.NewDecoder(bytes.NewReader(got))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&back); err != nil {
			t.Fatalf("line %s does not decode: %v", got, err)
		}
		if back.Query != perByteReplacement(query) || back.ID != id || back.LatencyMS != latency {
			t.Fatalf("round trip changed values: %+v", back)
		}
	})
}

func TestPlain8MatchesTable(t *testing.T) {
	// Every byte value at every position, among otherwise plain bytes.
	for pos := 0; pos < 8; pos++ {
		for b := 0; b < 256; b++ {
			buf := []byte("abcdefgh")
			buf[pos] = byte(b)
			want := b < utf8.RuneSelf && plain[b]
			if got := plain8(load64(string(buf), 0)); got != want {
				t.Fatalf("plain8 with byte %#x at %d = %v, want %v", b, pos, got, want)
			}
		}
	}
}
