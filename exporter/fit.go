package exporter

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/store"
)

// Rows that evalkit did not write — modusbrain's own capture shares a
// brain's tables, and anyone can INSERT by hand — may hold values that the
// v1 schema (docs/eval-candidate.v1.schema.json) does not allow. Every line
// written stays valid v1, and one odd row never blocks an export: a value
// with an obvious v1 reading is cleaned and the row exported (an adjusted
// row); a row without one is not exported (a skipped row). Both are
// reported through Options.OnRowIssue and counted in Result.

// RowIssue is one row of the window that was not exported as stored.
type RowIssue struct {
	ID int64
	// Skipped is true when the row was not exported, false when it was
	// exported with the changes in What.
	Skipped bool
	// What says what was wrong (and, for an adjusted row, what was
	// written instead), naming columns, never quoting text values.
	What string
}

// The years v1 writes: RFC 3339's four digits, from year 1, since year 0
// (1 BC) is no date to the parsers consumers use — Python's datetime, JSON
// Schema's date-time format check — and a line must parse.
var (
	minCreated = time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
	maxCreated = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
)

// fitV1 cleans c in place to a valid v1 row. It returns why the row
// cannot be exported ("" when it can) and what it changed ("" when
// nothing). The checks are a few comparisons and, for the two string
// arrays, the dedup pass (dedup.go): the common row pays nothing else. d
// is the dedup state kept between rows (nil: a fresh one).
func fitV1(c *store.Candidate, d *dedup) (skip, changed string) {
	if c.ID < 1 {
		return fmt.Sprintf("id %d is not a positive integer", c.ID), ""
	}
	search := c.ToolName == store.ToolSearch
	if !search && c.ToolName != store.ToolQuery {
		return "tool_name is neither query nor search", ""
	}
	if s := c.CreatedAt.Unix(); s < minCreated || s >= maxCreated {
		return fmt.Sprintf("created_at is in the year %d; v1 writes years 0001 to 9999", c.CreatedAt.Year()), ""
	}
	if len(c.Query) > store.MaxQueryChars {
		if n := utf8.RuneCountInString(c.Query); n > store.MaxQueryChars {
			return fmt.Sprintf("query has %d characters, over the cap of %d", n, store.MaxQueryChars), ""
		}
	}
	if d == nil {
		d = &dedup{}
	}
	arrays := d.fitArrays(c)
	if arrays == nil && c.Cleaned == "" && c.LatencyMS >= 0 && !(search && c.ExpandEnabled != nil) && isDetail(c.Detail) && isDetail(c.DetailResolved) {
		return "", ""
	}
	var fixes []string
	// What the engine already cleaned while reading (NULL array elements,
	// a multi-dimensional array) is an adjustment like the ones below.
	if c.Cleaned != "" {
		fixes = append(fixes, c.Cleaned)
	}
	fixes = append(fixes, arrays...)
	if c.LatencyMS < 0 {
		fixes = append(fixes, fmt.Sprintf("latency_ms %d written as 0", c.LatencyMS))
		c.LatencyMS = 0
	}
	if search && c.ExpandEnabled != nil {
		fixes = append(fixes, "expand_enabled written as null, as on every search row")
		c.ExpandEnabled = nil
	}
	if !isDetail(c.Detail) {
		fixes = append(fixes, "detail is not low, medium or high: written as null")
		c.Detail = nil
	}
	if !isDetail(c.DetailResolved) {
		fixes = append(fixes, "detail_resolved is not low, medium or high: written as null")
		c.DetailResolved = nil
	}
	return "", strings.Join(fixes, "; ")
}

func isDetail(d *string) bool {
	return d == nil || *d == store.DetailLow || *d == store.DetailMedium || *d == store.DetailHigh
}

// rowIssues reports and counts the rows of one export that fitV1 or the
// store found wanting. A millisecond that is read twice (completeGroup)
// reports each row once.
type rowIssues struct {
	on                func(RowIssue)
	skipped, adjusted int64
	seen              map[int64]struct{}
	dedup             dedup
}

func (r *rowIssues) report(id int64, skipped bool, what string) {
	// Rows without an id of their own (a NULL or hand-made 0) are each
	// counted; only a real id can be told to be the same row again.
	if _, dup := r.seen[id]; dup && id > 0 {
		return
	}
	if r.seen == nil {
		r.seen = map[int64]struct{}{}
	}
	r.seen[id] = struct{}{}
	if skipped {
		r.skipped++
	} else {
		r.adjusted++
	}
	if r.on != nil {
		r.on(RowIssue{ID: id, Skipped: skipped, What: what})
	}
}

// badRow is the store's StreamQuery.OnBadRow.
func (r *rowIssues) badRow(e *store.RowError) {
	r.report(e.ID, true, e.Column+": "+e.Err.Error())
}

// fit is fitV1 with the reporting: false means skip the row.
func (r *rowIssues) fit(c *store.Candidate) bool {
	skip, changed := fitV1(c, &r.dedup)
	switch {
	case skip != "":
		r.report(c.ID, true, skip)
		return false
	case changed != "":
		r.report(c.ID, false, changed)
	}
	return true
}
