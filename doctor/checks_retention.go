package doctor

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// CheckRetention is the retention check's ID (docs/doctor.md#retention).
const CheckRetention = "retention"

// RetentionThreshold is the age of the oldest row beyond which the doctor
// suggests eval-prune. 90 days: eval exports feed regression benchmarks
// built from recent traffic (a week to a quarter of it); rows older than a
// quarter are rarely replayed, keep growing the tables capture writes to,
// and hold user queries (scrubbed, but still people's words) longer than
// any consumer needs them.
const RetentionThreshold = 90 * 24 * time.Hour

// checkRetention reports each table's size and the age of its oldest row,
// and warns, suggesting eval-prune, when the oldest is older than
// RetentionThreshold. It only reads.
func checkRetention(ctx context.Context, eng store.Engine, now time.Time, capture bool) Check {
	days := int(RetentionThreshold / (24 * time.Hour))
	c := Check{ID: CheckRetention, Data: map[string]any{"threshold_days": days, "tables": []any{}}}
	ri, ok := eng.(store.RetentionInspector)
	if !ok {
		c.Message = "this store cannot report table sizes"
		return c
	}
	stats, err := ri.TableStats(ctx)
	switch {
	case errors.Is(err, store.ErrNoSchema):
		c.Message = "nothing captured yet"
		return c
	case err != nil:
		c.Status = Fail
		c.Message = "cannot read the eval tables' sizes: " + err.Error()
		c.Fix = readFix(err, "give this role SELECT on eval_candidates and eval_capture_failures (see docs/doctor.md#retention)")
		explainLock(ctx, eng, &c, capture, err, "eval_candidates", "eval_capture_failures")
		return c
	}
	var parts []string
	var tables []any
	var oldest time.Duration
	beyondRange := false // an oldest row too old for a time.Duration
	for _, s := range stats {
		t := map[string]any{"table": s.Table, "rows": s.Rows, "rows_exact": s.Exact, "rows_at_least": s.AtLeast, "bytes": s.Bytes, "oldest": nil}
		rows := countText(s.Rows, "row", "rows")
		switch {
		case s.Rows < 0:
			rows = "rows not yet estimated"
		case s.AtLeast:
			rows = "more than " + countText(s.Rows-1, "row", "rows")
		case !s.Exact:
			rows = "about " + rows
		}
		line := s.Table + ": " + rows
		if s.Bytes > 0 {
			line += fmt.Sprintf(", %.1f MB", float64(s.Bytes)/(1<<20))
		}
		if !s.Oldest.IsZero() {
			t["oldest"] = s.Oldest.UTC().Format(time.RFC3339Nano)
			if age, ok := durationSince(now, s.Oldest); ok {
				oldest = max(oldest, age)
				t["oldest_age_seconds"] = int64(age / time.Second)
				line += ", oldest row " + ageText(age)
			} else {
				beyondRange = beyondRange || s.Oldest.Before(now)
				line += ", oldest row's timestamp is out of range (" + s.Oldest.UTC().Format(time.RFC3339) + ")"
			}
		}
		parts = append(parts, line)
		tables = append(tables, t)
	}
	c.Data["tables"] = tables
	c.Message = strings.Join(parts, "; ")
	if oldest > RetentionThreshold || beyondRange {
		c.Status = Warn
		c.Message += fmt.Sprintf(" (older than %d days)", days)
		c.Fix = fmt.Sprintf("see what would go: eval-prune --older-than %dd --dry-run\n"+
			"then prune, naming every eval-export cursor so unexported rows stay: eval-prune --older-than %dd --cursor <file> (docs/prune.md)", days, days)
		// Never recommend a prune this role would be refused: first a
		// server or role that takes no writes at all (a standby, a
		// read-only default), which no grant overcomes, then the grants.
		if wi, ok := eng.(store.WriteInspector); ok {
			if w, err := wi.PruneWrites(ctx); err == nil && w.Denied {
				c.Data["writes_denied"] = true
				c.Details = append(c.Details, "eval-prune as role "+w.Role+" would be refused: "+w.Why)
				c.Fix = w.Fix + "\nthen prune, naming every eval-export cursor so unexported rows stay: " +
					fmt.Sprintf("eval-prune --older-than %dd --cursor <file> (docs/prune.md)", days)
				return c
			}
		}
		if di, ok := eng.(store.DeleteInspector); ok {
			if a, err := di.DeleteAccess(ctx, nil); err == nil && len(a.Denied) > 0 {
				c.Data["delete_denied"] = a.Denied
				c.Details = append(c.Details, "eval-prune as role "+a.Role+" would be refused: "+a.Why)
				c.Fix = a.Fix + "\nthen, or as the tables' owner (its URL named for that one command: MODUSBRAIN_DATABASE_URL=… eval-prune …), " +
					"prune, naming every eval-export cursor so unexported rows stay: " +
					fmt.Sprintf("eval-prune --older-than %dd --cursor <file> (docs/prune.md)", days)
			}
		}
	}
	return c
}
