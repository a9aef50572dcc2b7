package capture

import (
	"fmt"
	"runtime"
	"strings"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/scrub"
	"github.com/modusbrain/evalkit/store"
)

// BuildOptions control how an event becomes a row. The zero value scrubs.
type BuildOptions struct {
	// NoScrub keeps the raw query text (config eval.scrub_pii: false).
	NoScrub bool
	// Scrubber replaces scrub.Scrub; nil means scrub.Scrub. It exists so
	// tests can inject a scrubber that panics.
	Scrubber func(string) string
}

// Rejection is why an event cannot become an eval_candidates row before the
// database is asked. Its text never contains the query.
type Rejection struct {
	Reason store.Reason
	Detail string
}

func (r *Rejection) Error() string { return string(r.Reason) + ": " + r.Detail }

// BuildCandidate turns an event into the row it stores, or a *Rejection:
//
//   - text is made storable: NUL bytes and invalid UTF-8 become U+FFFD (in
//     the query, slugs and source ids), so PostgreSQL never refuses it;
//   - the query is scrubbed unless opts.NoScrub; a panicking scrubber is
//     recovered into a scrubber_exception rejection;
//   - slugs are deduplicated in first-seen order, every chunk id is kept in
//     result order, source ids are distinct in first-seen order; empty
//     slugs and source ids are skipped;
//   - the schema's CHECKs are applied here first: an unknown tool or detail
//     value, a negative latency, or a query over store.MaxQueryChars
//     characters after scrubbing is a check_violation rejection, with no
//     round trip.
//
// It is pure: no I/O, no shared state.
func BuildCandidate(ev Event, opts BuildOptions) (c store.Candidate, err error) {
	if ev.ToolName != store.ToolQuery && ev.ToolName != store.ToolSearch {
		return c, &Rejection{store.ReasonCheckViolation, "tool_name " + quoteShort(ev.ToolName) + " is not query or search"}
	}
	if !validDetail(ev.Detail) {
		return c, &Rejection{store.ReasonCheckViolation, "detail " + quoteShort(*ev.Detail) + " is not low, medium or high"}
	}
	if !validDetail(ev.Meta.DetailResolved) {
		return c, &Rejection{store.ReasonCheckViolation, "meta.detail_resolved " + quoteShort(*ev.Meta.DetailResolved) + " is not low, medium or high"}
	}

	if ev.LatencyMS < 0 {
		return c, &Rejection{store.ReasonCheckViolation, fmt.Sprintf("latency_ms %d is negative", ev.LatencyMS)}
	}

	q := cleanText(ev.Query)
	if !opts.NoScrub {
		var rej *Rejection
		q, rej = scrubSafely(opts.Scrubber, q)
		if rej != nil {
			return c, rej
		}
		// A scrubber may hand back anything; the database must not refuse it.
		q = cleanText(q)
	}
	if n := utf8.RuneCountInString(q); n > store.MaxQueryChars {
		return c, &Rejection{store.ReasonCheckViolation, fmt.Sprintf("query is %d characters, over the %d cap", n, store.MaxQueryChars)}
	}

	c = store.Candidate{
		ToolName:          ev.ToolName,
		Query:             q,
		RetrievedSlugs:    make([]string, 0, len(ev.Results)),
		RetrievedChunkIDs: make([]int64, 0, len(ev.Results)),
		SourceIDs:         []string{},
		Detail:            ev.Detail,
		DetailResolved:    ev.Meta.DetailResolved,
		VectorEnabled:     ev.Meta.VectorEnabled,
		ExpansionApplied:  ev.Meta.ExpansionApplied,
		LatencyMS:         ev.LatencyMS,
		Remote:            ev.Remote,
		JobID:             ev.JobID,
		SubagentID:        ev.SubagentID,
	}
	if ev.ToolName == store.ToolQuery {
		c.ExpandEnabled = ev.ExpandEnabled
	}
	for _, r := range ev.Results {
		c.RetrievedChunkIDs = append(c.RetrievedChunkIDs, r.ChunkID)
		if s := cleanText(r.Slug); s != "" && !contains(c.RetrievedSlugs, s) {
			c.RetrievedSlugs = append(c.RetrievedSlugs, s)
		}
		if s := cleanText(r.SourceID); s != "" && !contains(c.SourceIDs, s) {
			c.SourceIDs = append(c.SourceIDs, s)
		}
	}
	return c, nil
}

func validDetail(d *string) bool {
	if d == nil {
		return true
	}
	switch *d {
	case store.DetailLow, store.DetailMedium, store.DetailHigh:
		return true
	}
	return false
}

// scrubSafely runs the scrubber, turning a panic into a rejection: a
// scrubber bug must cost one event, never the writer.
func scrubSafely(fn func(string) string, q string) (out string, rej *Rejection) {
	if fn == nil {
		fn = scrub.Scrub
	}
	defer func() {
		if p := recover(); p != nil {
			rej = &Rejection{store.ReasonScrubberException, "scrubber panicked: " + panicText(p)}
		}
	}()
	return fn(q), nil
}

// panicText describes a recovered panic without its value unless it is a
// runtime error: a custom panic message may quote the query it choked on.
func panicText(p any) string {
	if err, ok := p.(runtime.Error); ok {
		return err.Error()
	}
	return fmt.Sprintf("%T value (not shown: it may quote the query)", p)
}

// cleanText replaces NUL bytes and invalid UTF-8 with U+FFFD. PostgreSQL
// text can hold neither; SQLite could, but both engines must store the same.
func cleanText(s string) string {
	if utf8.ValidString(s) && strings.IndexByte(s, 0) < 0 {
		return s
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}

// contains is a linear scan: result lists are short (tens), where a map
// would cost more than it saves.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// quoteShort quotes a caller-supplied value for an error message, cut to a
// few dozen characters: enough to recognise a typo, too short to carry a
// query.
func quoteShort(s string) string {
	const max = 40
	s = cleanText(s)
	if utf8.RuneCountInString(s) > max {
		s = string([]rune(s)[:max]) + "…"
	}
	return fmt.Sprintf("%q", s)
}
