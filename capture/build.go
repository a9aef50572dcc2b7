package capture

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/internal/redact"
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
//   - the schema's rules are applied here first (Check, then the query
//     cap): an unknown tool or detail value, a negative latency, an integer
//     outside store.MinInteger..store.MaxInteger, or a query over
//     store.MaxQueryChars characters after scrubbing is a check_violation
//     rejection, with no round trip, on every engine alike.
//
// It is pure: no I/O, no shared state.
func BuildCandidate(ev Event, opts BuildOptions) (c store.Candidate, err error) {
	if err := Check(ev); err != nil {
		return c, err
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
	slugs := distinct{list: &c.RetrievedSlugs, hint: len(ev.Results)}
	sources := distinct{list: &c.SourceIDs, hint: len(ev.Results)}
	for _, r := range ev.Results {
		c.RetrievedChunkIDs = append(c.RetrievedChunkIDs, r.ChunkID)
		if s := cleanText(r.Slug); s != "" {
			slugs.add(s)
		}
		if s := cleanText(r.SourceID); s != "" {
			sources.add(s)
		}
	}
	return c, nil
}

// Check applies the rules of the schema that an event's fields can break
// before its query is scrubbed, and returns the first broken one as a *Rejection with reason check_violation (nil when there is
// none):
//
//   - tool_name is query or search; detail and meta.detail_resolved, when
//     given, are low, medium or high (the schema's CHECKs);
//   - latency_ms is from 0 to store.MaxInteger; results[i].chunk_id,
//     job_id and subagent_id, when given, are from store.MinInteger to
//     store.MaxInteger: a brain stores them in 32-bit integer columns,
//     and the rows must be the same on every engine.
//
// The detail names the field and its value, never the query. The query's
// length cap is BuildCandidate's: it applies after scrubbing. Check lets
// eval-capture name the line of an event before handing it over; the
// event still becomes its failure row through BuildCandidate.
func Check(ev Event) error {
	if why := check(&ev); why != "" {
		// As in the failure row: secrets masked, PII scrubbed, the query
		// cut out, so the text may go to a terminal as it is.
		return &Rejection{store.ReasonCheckViolation, failureDetail(why, ev.Query)}
	}
	return nil
}

func check(ev *Event) string {
	if ev.ToolName != store.ToolQuery && ev.ToolName != store.ToolSearch {
		return "tool_name " + quoteShort(ev.ToolName) + " is not query or search"
	}
	if !validDetail(ev.Detail) {
		return "detail " + quoteShort(*ev.Detail) + " is not low, medium or high"
	}
	if !validDetail(ev.Meta.DetailResolved) {
		return "meta.detail_resolved " + quoteShort(*ev.Meta.DetailResolved) + " is not low, medium or high"
	}
	for i := range ev.Results {
		if id := ev.Results[i].ChunkID; !inIntegerRange(id) {
			return outOfRange(fmt.Sprintf("results[%d].chunk_id", i), id)
		}
	}
	if ev.LatencyMS < 0 {
		if !inIntegerRange(ev.LatencyMS) {
			return "latency_ms is negative (" + magnitude(ev.LatencyMS) + ")"
		}
		return fmt.Sprintf("latency_ms %d is negative", ev.LatencyMS)
	}
	if ev.LatencyMS > store.MaxInteger {
		return outOfRange("latency_ms", ev.LatencyMS)
	}
	if ev.JobID != nil && !inIntegerRange(*ev.JobID) {
		return outOfRange("job_id", *ev.JobID)
	}
	if ev.SubagentID != nil && !inIntegerRange(*ev.SubagentID) {
		return outOfRange("subagent_id", *ev.SubagentID)
	}
	return ""
}

func inIntegerRange(v int64) bool { return v >= store.MinInteger && v <= store.MaxInteger }

// outOfRange says why an integer fits no eval_candidates column of a
// brain. It never repeats the value: the query is scrubbed, but a number
// is not, and one too long for 32 bits may be a card or phone number put
// in the wrong field (hostile 11, F4); its length and side are enough to
// find it on the line the message names.
func outOfRange(field string, v int64) string {
	lo := int64(store.MinInteger)
	if field == "latency_ms" {
		lo = 0
	}
	return fmt.Sprintf("%s is out of range (%s): the schema stores it as a 32-bit integer, %d to %d", field, magnitude(v), lo, int64(store.MaxInteger))
}

// magnitude describes an integer outside the 32-bit range without its
// digits: "10 digits, above 2147483647", "16 digits, below -2147483648".
func magnitude(v int64) string {
	digits := len(strconv.FormatInt(v, 10))
	if v < 0 {
		return fmt.Sprintf("%d digits, below %d", digits-1, int64(store.MinInteger))
	}
	return fmt.Sprintf("%d digits, above %d", digits, int64(store.MaxInteger))
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

// distinct appends to *list the strings it has not seen, in first-seen
// order. A short list is scanned: most calls return tens of hits, where a
// map would cost more than it saves. Past smallDistinct entries a set
// takes over, so a call with 100,000 distinct hits (a 4 MiB line) builds
// in linear time, not in the quadratic time of scanning the list per hit.
type distinct struct {
	list *[]string
	hint int // how many strings may come: the set's initial size
	set  map[string]struct{}
}

const smallDistinct = 32

func (d *distinct) add(s string) {
	if d.set == nil {
		for _, x := range *d.list {
			if x == s {
				return
			}
		}
		*d.list = append(*d.list, s)
		if len(*d.list) > smallDistinct {
			d.set = make(map[string]struct{}, d.hint)
			for _, x := range *d.list {
				d.set[x] = struct{}{}
			}
		}
		return
	}
	if _, ok := d.set[s]; ok {
		return
	}
	d.set[s] = struct{}{}
	*d.list = append(*d.list, s)
}

// quoteShort quotes a caller-supplied value for an error message, cut to a
// few dozen characters: enough to recognise a typo, too short to carry a
// query.
func quoteShort(s string) string {
	return fmt.Sprintf("%q", Excerpt(s))
}

// excerptChars is how many characters of caller text a message shows;
// excerptWindow is how many bytes of it are scrubbed first, so an email
// address or a token that starts within those characters is recognised
// whole, and the cost does not grow with the text.
const (
	excerptChars  = 40
	excerptWindow = 256
)

// Excerpt is caller-supplied text (a value, a key, a number's digits) as an
// error message may show it: at most 40 characters, then "…"; NUL bytes
// and invalid UTF-8 replaced; PII scrubbed and the passwords of URLs
// masked, as in a failure row. Its cost is bounded however long s is, so a
// 4 MB key or number costs a message of a line, not 4 MB of stderr. The
// result is not quoted.
func Excerpt(s string) string {
	cut := false
	if len(s) > excerptWindow {
		n := excerptWindow
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		s, cut = s[:n], true
	}
	s = redact.OneLine(maskSecrets(cleanText(s)))
	if utf8.RuneCountInString(s) > excerptChars {
		s, cut = string([]rune(s)[:excerptChars]), true
	}
	if cut {
		s += "…"
	}
	return s
}
