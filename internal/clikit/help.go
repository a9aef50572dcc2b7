package clikit

import (
	"fmt"
	"strings"
)

// help renders the one help layout every binary shares:
//
//	NAME: Summary
//
//	Usage:
//	  NAME Synopsis
//
//	About
//
//	Flags:
//	  --flag ARG   help
//	  -h, --help   show this help
//	  --version    print the version
//
//	Examples:
//	  ...
//
//	Exit status: 0 ..., 1 ..., 2 usage error, 130 interrupted (143 on SIGTERM, 129 on SIGHUP).
func (c *Command) help(flags []*Flag) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n\nUsage:\n  %s %s\n", c.Name, c.Summary, c.Name, c.Synopsis)
	if about := strings.TrimSpace(c.About); about != "" {
		b.WriteString("\n" + about + "\n")
	}
	type row struct{ left, help string }
	rows := make([]row, 0, len(flags)+2)
	for _, f := range flags {
		left := "--" + f.Name
		if f.Arg != "" {
			left += " " + f.Arg
		}
		rows = append(rows, row{left, f.Help})
	}
	rows = append(rows, row{"-h, --help", "show this help"}, row{"--version", "print the version"})
	width := 0
	for _, r := range rows {
		width = max(width, len(r.left))
	}
	b.WriteString("\nFlags:\n")
	for _, r := range rows {
		lines := strings.Split(r.help, "\n")
		fmt.Fprintf(&b, "  %-*s  %s\n", width, r.left, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(&b, "  %-*s  %s\n", width, "", l)
		}
	}
	if ex := strings.TrimSpace(c.Examples); ex != "" {
		b.WriteString("\nExamples:\n")
		for _, l := range strings.Split(ex, "\n") {
			b.WriteString("  " + strings.TrimSpace(l) + "\n")
		}
	}
	other := ""
	if c.ExitOther != "" {
		other = ", " + c.ExitOther
	}
	b.WriteString("\n" + wrap(fmt.Sprintf("Exit status: 0 %s, 1 %s, 2 usage error%s, 130 interrupted (143 on SIGTERM, 129 on SIGHUP).",
		c.ExitOK, c.ExitFailure, other), 78))
	return b.String()
}

// wrap folds text at spaces so no line is longer than width.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(text) {
		if i > 0 && n+1+len(w) > width {
			b.WriteString("\n")
			n = 0
		} else if i > 0 {
			b.WriteString(" ")
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	b.WriteString("\n")
	return b.String()
}
