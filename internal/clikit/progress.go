package clikit

import (
	"fmt"
	"io"
	"time"

	"github.com/cheggaaa/pb/v3"
)

// ProgressTune tunes how progress is shown; the zero value is what users
// get. Tests shorten the intervals and fix the width.
type ProgressTune struct {
	// Heartbeat is the interval between heartbeat lines on a non-terminal
	// stderr; zero means 5s.
	Heartbeat time.Duration
	// BarWidth fixes the bar's width; zero asks the terminal.
	BarWidth int
	// BarRefresh is the bar's redraw interval; zero means 200ms.
	BarRefresh time.Duration
}

const (
	defaultHeartbeat  = 5 * time.Second
	defaultBarRefresh = 200 * time.Millisecond
)

// Progress shows a long run to people: a pb/v3 bar when stderr is a
// terminal, otherwise a heartbeat line per interval (a redrawn bar would
// pile up as lines in a log). Nothing with Quiet.
type Progress struct {
	IO    *IO
	W     io.Writer // the runtime's serialised stderr: pb redraws from its own goroutine
	Tune  ProgressTune
	Quiet bool
	Start time.Time
	// Template is the bar's pb template.
	Template string
	// WaitFirst holds the first report back until one interval has passed
	// since Start, so short runs show only their summary (for callers whose
	// reports may come sooner).
	WaitFirst bool

	bar *pb.ProgressBar
}

// Every is how often the caller should report.
func (p *Progress) Every() time.Duration {
	switch {
	case p.IO.ErrTerminal && !p.Quiet:
		if p.Tune.BarRefresh > 0 {
			return p.Tune.BarRefresh
		}
		return defaultBarRefresh
	case p.Tune.Heartbeat > 0:
		return p.Tune.Heartbeat
	}
	return defaultHeartbeat
}

// Report moves the bar to current of total (0: unknown), or prints
// heartbeat() as one line off a terminal.
func (p *Progress) Report(current, total int64, heartbeat func(elapsed time.Duration) string) {
	if p.Quiet || (p.WaitFirst && p.bar == nil && time.Since(p.Start) < p.Every()) {
		return
	}
	if !p.IO.ErrTerminal {
		fmt.Fprintln(p.W, heartbeat(time.Since(p.Start)))
		return
	}
	if p.bar == nil {
		p.bar = pb.New64(total)
		p.bar.SetTemplateString(p.Template)
		// Decided by IO, not by pb's own probe; set before SetWriter,
		// which derives the line-redrawing "\r" from it.
		p.bar.Set(pb.Terminal, true)
		p.bar.Set(pb.CleanOnFinish, true) // the summary line replaces the bar
		p.bar.SetWriter(p.W)
		p.bar.SetRefreshRate(p.Every())
		if p.Tune.BarWidth > 0 {
			p.bar.SetWidth(p.Tune.BarWidth)
		}
		p.bar.SetCurrent(current)
		p.bar.Start()
		p.bar.Write() // draw now, not one refresh later
		return
	}
	p.bar.SetCurrent(current)
}

// Stop removes the bar before anything else is printed.
func (p *Progress) Stop() {
	if p.bar != nil {
		p.bar.Finish()
		p.bar = nil
	}
}
