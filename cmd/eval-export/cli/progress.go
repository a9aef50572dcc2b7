package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/cheggaaa/pb/v3"
	"github.com/modusbrain/evalkit/internal/clikit"
)

// progress shows a long export to people: a pb/v3 bar (rows, rate) when
// stderr is a terminal; otherwise a heartbeat line per interval, since a
// redrawn bar would pile up as lines in a log. Short exports show neither:
// the first report comes only after one interval.
type progress struct {
	io *clikit.IO
	// err is the runtime's stderr, serialised: pb redraws from its own
	// goroutine while warnings and the first draw come from the run's.
	err   io.Writer
	tune  Progress
	quiet bool
	start time.Time
	bar   *pb.ProgressBar
}

const (
	defaultHeartbeat = 5 * time.Second
	barRefresh       = 200 * time.Millisecond
)

const barTemplate = `eval-export: {{counters . "%[1]s rows" "%[1]s rows"}} {{speed . "(%s rows/s)" "(? rows/s)"}} {{etime .}}`

// every is how often the exporter reports (and flushes stdout).
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

func (p *progress) report(rows int64) {
	if p.quiet {
		return
	}
	if !p.io.ErrTerminal {
		elapsed := time.Since(p.start)
		rate := float64(rows) / elapsed.Seconds()
		fmt.Fprintf(p.err, "eval-export: %d rows so far (%.0f rows/s, %s)\n", rows, rate, elapsed.Round(time.Second))
		return
	}
	if p.bar == nil {
		p.bar = pb.New64(0)
		p.bar.SetTemplateString(barTemplate)
		// Decided by IO, not by pb's own probe; set before SetWriter,
		// which derives the line-redrawing "\r" from it.
		p.bar.Set(pb.Terminal, true)
		p.bar.Set(pb.CleanOnFinish, true) // the summary line replaces the bar
		// pb redraws from its own goroutine; the first draw below comes
		// from this one. Both go through one lock.
		p.bar.SetWriter(p.err)
		p.bar.SetRefreshRate(p.every())
		if p.tune.BarWidth > 0 {
			p.bar.SetWidth(p.tune.BarWidth)
		}
		p.bar.SetCurrent(rows)
		p.bar.Start()
		p.bar.Write() // draw now, not one refresh later
		return
	}
	p.bar.SetCurrent(rows)
}

// stop removes the bar before anything else is printed.
func (p *progress) stop() {
	if p.bar != nil {
		p.bar.Finish()
		p.bar = nil
	}
}
