package cli

import (
	"fmt"
	"time"

	"github.com/cheggaaa/pb/v3"

	"github.com/modusbrain/evalkit/prune"
)

// progress shows a long prune to people: a pb/v3 bar (rows deleted of the
// rows counted, rate, time left) when stderr is a terminal; otherwise a
// heartbeat line per interval. The first report comes only after one
// interval, so short runs show neither.
type progress struct {
	io    *IO
	quiet bool
	start time.Time
	bar   *pb.ProgressBar
}

const barTemplate = `eval-prune: {{counters . "%s/%s rows"}} {{bar . "[" "=" ">" " " "]"}} {{speed . "(%s rows/s)" "(? rows/s)"}} {{rtime . "%s left"}}`

func (p *progress) every() time.Duration {
	switch {
	case p.io.ErrTerminal && !p.quiet:
		return barRefresh
	case p.io.Heartbeat > 0:
		return p.io.Heartbeat
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
		fmt.Fprintf(p.io.Err, "eval-prune: %d of %d rows deleted (%s, %.0f rows/s, %s)\n",
			pr.Deleted, pr.Total, pr.Table, float64(pr.Deleted)/elapsed.Seconds(), elapsed.Round(time.Second))
		return
	}
	if p.bar == nil {
		p.bar = pb.New64(pr.Total)
		p.bar.SetTemplateString(barTemplate)
		p.bar.Set(pb.Terminal, true) // decided by IO; before SetWriter
		p.bar.Set(pb.CleanOnFinish, true)
		p.bar.SetWriter(p.io.Err)
		p.bar.SetRefreshRate(barRefresh)
		if p.io.BarWidth > 0 {
			p.bar.SetWidth(p.io.BarWidth)
		}
		p.bar.SetCurrent(pr.Deleted)
		p.bar.Start()
		p.bar.Write()
		return
	}
	p.bar.SetCurrent(pr.Deleted)
}

func (p *progress) stop() {
	if p.bar != nil {
		p.bar.Finish()
		p.bar = nil
	}
}
