// Package cli is eval-doctor: its flags and its run function. Everything
// else a binary does (streams, help layout, error voice, exit codes,
// signals) is internal/clikit's.
//
// Output rules: stdout carries the report (text, or one JSON object with
// --json); stderr carries only errors, in the voice `eval-doctor: error:
// ...` with an optional `hint: ...` line. The text report ends with one
// summary line, "eval-doctor: N checks: a ok, b warn, c fail", that scripts
// may match. Exit codes: 0 every check ok, 1 a check warned or failed,
// 2 usage error, 130 interrupted (143 on SIGTERM, 129 on SIGHUP).
package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/doctor"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"github.com/modusbrain/evalkit/internal/clikit"
)

const name = "eval-doctor"

// checkTimeout bounds the database work: an unreachable host must not hang
// a health check.
const checkTimeout = 30 * time.Second

type options struct {
	window time.Duration
	json   bool
}

// Command is eval-doctor; main runs Command().Main().
func Command() *clikit.Command {
	o := &options{window: 24 * time.Hour}
	return &clikit.Command{
		Name:     name,
		Summary:  "is eval capture on, and why? Has it been failing silently?",
		Synopsis: "[--window DUR] [--json]",
		About: `Checks config.json, the capture and scrub settings and where they come from,
an ignored DATABASE_URL, the database, capture failures and activity in the
window, row-level security hiding failures, and eval.* keys in a DB-plane
config table. Read-only: it never writes, migrates or creates a database.

Text output uses symbols and colour only when stdout is a terminal, NO_COLOR
is unset or empty, and TERM is not dumb.`,
		ExitOK:      "every check ok",
		ExitFailure: "a check warned or failed",
		Flags: []*clikit.Flag{
			{Name: "window", Arg: "DUR", Example: "--window 24h",
				Help: "how far back to count failures and activity (default 24h;\ne.g. 30m, 36h, 7d, 2w, 1d12h)",
				Set:  clikit.DurationValue(&o.window, "24h, 7d or 30m")},
			{Name: "json", Help: "print the report as one JSON object (shape: docs/doctor.md)", Bool: &o.json},
		},
		Run: o.run,
	}
}

func (o *options) run(ctx context.Context, r *clikit.Runtime) error {
	settings := r.Settings()
	cctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	report := doctor.Run(cctx, doctor.Options{
		Settings:  settings,
		Window:    o.window,
		LookupEnv: r.Env,
	})
	if ctx.Err() != nil {
		// A report of checks the signal cut short would blame the database.
		return clikit.Interrupted("interrupted: the checks did not finish, so there is no report", "")
	}

	out := r.IO.Out
	if o.json {
		b, err := doctor.RenderJSON(report, buildinfo.Short())
		if err != nil {
			return clikit.Fail("rendering JSON: "+err.Error(), "")
		}
		out.Write(b)
	} else {
		styled := r.StyledOut()
		text := doctor.RenderText(report, doctor.TextOptions{Symbols: styled, Color: styled})
		fmt.Fprint(out, text+name+": "+report.Summary()+"\n")
	}
	if report.Status() != doctor.OK {
		return clikit.Silent(clikit.ExitFailure)
	}
	return nil
}
