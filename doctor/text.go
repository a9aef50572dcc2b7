package doctor

import (
	"strings"
)

// TextOptions decide how RenderText decorates statuses. The command decides
// them once from its I/O (stdout a terminal, NO_COLOR unset); plain words
// otherwise, so piped output greps well and holds no escape codes.
type TextOptions struct {
	Symbols bool // ✓ ! ✗ instead of ok warn fail
	Color   bool // ANSI colour on the status column
}

const (
	ansiReset  = "\x1b[0m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiRed    = "\x1b[31m"
)

func (s Status) symbol() string {
	switch s {
	case OK:
		return "✓"
	case Warn:
		return "!"
	}
	return "✗"
}

func (s Status) color() string {
	switch s {
	case OK:
		return ansiGreen
	case Warn:
		return ansiYellow
	}
	return ansiRed
}

// RenderText renders the checks for people, one block per check:
//
//	ok    config        no config.json at /home/me/.modusbrain/config.json (defaults apply)
//	warn  failures      3 capture failures in the last 24h
//	                      db_down  2
//	                    fix: investigate ...
//
// It does not add a summary line: the command appends Report.Summary in its
// own voice.
func RenderText(r *Report, o TextOptions) string {
	idWidth := 0
	for _, ch := range r.Checks {
		idWidth = max(idWidth, len(ch.ID))
	}
	statusWidth := 4 // "warn", "fail"
	if o.Symbols {
		statusWidth = 1
	}
	indent := strings.Repeat(" ", statusWidth+2+idWidth+2)

	var b strings.Builder
	for _, ch := range r.Checks {
		word := ch.Status.String()
		if o.Symbols {
			word = ch.Status.symbol()
		}
		pad := strings.Repeat(" ", statusWidth-len([]rune(word))+2)
		if o.Color {
			word = ch.Status.color() + word + ansiReset
		}
		b.WriteString(word + pad + ch.ID + strings.Repeat(" ", idWidth-len(ch.ID)+2))
		b.WriteString(oneLine(ch.Message) + "\n")
		for _, d := range ch.Details {
			b.WriteString(indent + "  " + oneLine(d) + "\n")
		}
		if ch.Fix != "" {
			for i, line := range strings.Split(ch.Fix, "\n") {
				lead := "     "
				if i == 0 {
					lead = "fix: "
				}
				b.WriteString(indent + lead + oneLine(line) + "\n")
			}
		}
	}
	return b.String()
}

// oneLine keeps a message on its line and the terminal sane: a database
// error with an embedded newline must not break the layout (or pass for
// another check), and a stray escape byte must not reach the terminal.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
}
