package doctor

import (
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
)

// CheckSpool is the capture spool's check ID (docs/doctor.md, docs/spool.md).
const CheckSpool = "spool"

// spoolStaleAfter is when a waiting record means the spool is not
// draining. A capturing process delivers the spool when it starts, within a
// backoff step (at most 16 s by default) of the database answering again,
// and when it closes; a record older than this has seen no capture process
// that could reach the database for a quarter of an hour.
const spoolStaleAfter = 15 * time.Minute

// spoolNearCap warns when the spool fills this share of its cap: beyond
// it, the oldest records are dropped to make room.
const spoolNearCap = 0.8

// checkSpool reports what waits in the capture spool: records, the age of
// the oldest, the size against the cap, and calls it lost. It reads the
// files without locking or writing anything.
func checkSpool(s *configplane.Settings, now time.Time) Check {
	c := Check{ID: CheckSpool, Data: map[string]any{"dir": s.Spool.Dir}}
	if s.Spool.Dir == "" {
		c.Message = "no spool: there is no usable modusbrain home (see the config check)"
		return c
	}
	st, err := spool.ReadStats(s.Spool.Dir, s.Spool.MaxBytes)
	if err != nil {
		c.Status = Warn
		c.Message = "cannot read the spool at " + s.Spool.Dir + ": " + err.Error()
		c.Fix = "check the directory's owner and permissions (it should be yours, mode 0700)"
		return c
	}
	c.Data["records"] = st.Records
	c.Data["bytes"] = st.Bytes
	c.Data["max_bytes"] = st.MaxBytes
	c.Data["max_bytes_source"] = s.Spool.Source
	c.Data["unreported_lost"] = st.Unreported.Total()
	c.Data["total_lost"] = st.Total.Total()
	if !st.Oldest.IsZero() {
		c.Data["oldest"] = st.Oldest.UTC().Format(time.RFC3339)
		c.Data["oldest_age_seconds"] = int64(now.Sub(st.Oldest) / time.Second)
	}
	capText := fmt.Sprintf("%s of its %s cap (%s)", sizeText(st.Bytes), sizeText(st.MaxBytes), s.Spool.Source)
	if st.Records == 0 {
		c.Message = "empty: nothing waits for the database (" + s.Spool.Dir + ", cap " + sizeText(st.MaxBytes) + ", " + s.Spool.Source + ")"
	} else {
		c.Message = fmt.Sprintf("%s for the database in %s, %s; the oldest was spooled %s",
			countText(st.Records, "event waits", "events wait"), s.Spool.Dir, capText, ageText(now.Sub(st.Oldest)))
	}
	var fixes []string
	c.Data["writable"] = true
	if b := spoolWriteBlock(s.Spool.Dir); b != nil {
		c.Data["writable"] = false
		lost := b.why + ": events the database cannot take would be lost"
		switch {
		case !s.Capture.Value:
			c.Details = append(c.Details, "capture is off; if turned on, "+lost)
		case st.Records == 0:
			c.Status = Warn
			c.Message = lost
		default:
			c.Status = Warn
			c.Details = append(c.Details, lost)
		}
		if s.Capture.Value {
			fixes = append(fixes, b.fix)
		}
	}
	if st.Records > 0 && now.Sub(st.Oldest) > spoolStaleAfter {
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("not draining: the oldest record is older than %d minutes", int(spoolStaleAfter/time.Minute)))
		fixes = append(fixes, "make sure the database answers (see the database check), then deliver with: eval-capture </dev/null")
	}
	if float64(st.Bytes) >= spoolNearCap*float64(st.MaxBytes) {
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("near its cap: past %s the oldest records are dropped (counted as db_down failures)", sizeText(st.MaxBytes)))
		fixes = append(fixes, "deliver the spool (eval-capture </dev/null once the database answers), or raise "+configplane.EnvSpoolMaxBytes)
	}
	if n := st.EmptySegments; n > 0 {
		c.Status = Warn
		c.Data["empty_segments"] = n
		c.Details = append(c.Details, fmt.Sprintf("%d empty segment %s: left by a process that died before its first write, or by a spool write that failed (a full disk?) "+
			"in a build that kept such files; events lost to a failed write left a db_down failure row unless the database was failing too", n, plural(n, "file", "files")))
		fixes = append(fixes, "the next delivery removes empty segments: eval-capture </dev/null (on a full disk, make room first: df -h "+s.Spool.Dir+")")
	}
	if n := st.Unreported.Total(); n > 0 {
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("%d spooled calls were lost (dropped by the cap: %d, torn: %d, corrupt: %d); they become db_down failure rows at the next delivery",
			n, st.Unreported.DroppedTotal(), st.Unreported.Torn, st.Unreported.Corrupt))
	}
	if s.Spool.Err != nil {
		c.Status = Warn
		c.Details = append(c.Details, s.Spool.Err.Error())
		fixes = append(fixes, "fix the spool cap setting ("+configplane.EnvSpoolMaxBytes+" or \"evalkit\": {\"spool_max_bytes\": N}), a whole number of bytes")
	}
	for i, f := range fixes {
		if i > 0 {
			c.Fix += "\n"
		}
		c.Fix += f
	}
	return c
}

// sizeText is a byte count for people: "585 B", "12.0 KiB", "64.0 MiB".
func sizeText(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}
