package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/cheggaaa/pb/v3"

	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/prune"
)

// progress shows a long prune to people: a pb/v3 bar (rows deleted of the
// rows counted, rate, time left) when stderr is a terminal; otherwise a
// heartbeat line per interval, since a redrawn bar would pile up as lines
// in a log. The first report comes only after one interval, so short runs
// show neither.
type progress struct {
	io    *clikit.IO
	w     io.Writer // the runtime's stderr: one lock for pb's redraws and every other line
	tune  Progress
	quiet bool
	start time.Time
	bar   *pb.ProgressBar
}

const (
	defaultHeartbeat = 5 * time.Second
	barRefresh       = 200 * time.Millisecond
)

const barTemplate = `eval-prune: {{counters . "%s/%s rows"}} {{bar . "[" "=" ">" " " "]"}} {{speed . "(%s rows/s)" "(? rows/s)"}} {{rtime . "%s left"}}`

// every is how often the pruner reports.
func (p *progress) every() time.Duration {
	switch {
	case p.io.ErrTerminal && !p.quiet:
		if p.tune.BarRefresh > 0 {
			return p.tune.BarRefresh
		}
		return barRefresh
	case p.tune.Heartbeat > 0:
		return p.tune.Heartbeat
	}
	return defaultHeartbeat
}

func (p *progress) report(pr prune.Progress) {
	if p.quiet {
		return
	}
	if p.bar == nil && time.Since(p.start) < p.every() {
		return // short runs show no progress, only the summary
	}
	if !p.io.ErrTerminal {
		elapsed := time.Since(p.start)
		fmt.Fprintf(p.w, "eval-prune: %d of %d rows deleted (%s, %.0f rows/s, %s)\n",
			pr.Deleted, pr.Total, pr.Table, float64(pr.Deleted)/elapsed.Seconds(), elapsed.Round(time.Second))
		return
	}
	if p.bar == nil {
		p.bar = pb.New64(pr.Total)
		p.bar.SetTemplateString(barTemplate)
		// Decided by IO, not by pb's own probe; set before SetWriter,
		// which derives the line-redrawing "\r" from it.
		p.bar.Set(pb.Terminal, true)
		p.bar.Set(pb.CleanOnFinish, true) // the summary line replaces the bar
		p.bar.SetWriter(p.w)
		p.bar.SetRefreshRate(p.every())
		if p.tune.BarWidth > 0 {
			p.bar.SetWidth(p.tune.BarWidth)
		}
		p.bar.SetCurrent(pr.Deleted)
		p.bar.Start()
		p.bar.Write() // draw now, not one refresh later
		return
	}
	p.bar.SetCurrent(pr.Deleted)
}

// stop removes the bar before anything else is printed.
func (p *progress) stop() {
	if p.bar != nil {
		p.bar.Finish()
		p.bar = nil
	}
}
