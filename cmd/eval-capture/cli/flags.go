package cli

import (
	"time"

	"github.com/modusbrain/evalkit/internal/clikit"
)

type options struct {
	timeout          time.Duration
	adoptLegacy      bool
	subscribersReady bool
}

// Command is eval-capture; main runs Command().Main().
func Command() *clikit.Command {
	o := &options{timeout: 5 * time.Second}
	cmd := &clikit.Command{
		Name:     name,
		Summary:  "records capture events read as NDJSON on stdin.",
		Synopsis: "[--timeout DUR] [--adopt-legacy-spool] [--subscribers-ready] < events.ndjson",
		About: `Reads capture events, one JSON object per line (the schema is
docs/capture-events.md), and records each as an eval_candidates row — or,
when it cannot be stored, as an eval_capture_failures row saying why.
Queries are PII-scrubbed unless config.json says "eval": {"scrub_pii": false}.

Capture is off unless turned on:
  export MODUSBRAIN_CONTRIBUTOR_MODE=1          (or "eval": {"capture": true}
                                                 in ~/.modusbrain/config.json;
                                                 "capture": false there wins)
The database is MODUSBRAIN_DATABASE_URL (a PostgreSQL brain), else
EVALKIT_SQLITE_PATH or "evalkit": {"sqlite_path": ...} (evalkit's own
SQLite store), else the brain modusbrain's config.json names (engine /
database_url; a PGLite brain cannot be opened from Go), else SQLite at
~/.modusbrain/eval.db. MODUSBRAIN_HOME replaces ~ in those paths.

When the database is unavailable, events are kept (already scrubbed) in a
private spool, <home>/spool, and delivered exactly once when it answers:
by this run, or the next one — eval-capture </dev/null delivers without new
events. Each event is delivered only into the database it was captured
for; events waiting for another database stay, and the summary names it. EVALKIT_SPOOL_MAX_BYTES (or "evalkit": {"spool_max_bytes": N}) caps
its size (default 64 MiB); docs/spool.md has the guarantee.`,
		ExitOK:      "every line captured (or capture is off by choice)",
		ExitFailure: "a line was malformed or lost, or the settings or database failed",
		ExitOther:   "3 no event was lost but some wait in the spool (the database was unavailable, its schema change was held back for its logical replicas, or --timeout ran out before it took them)",
		Run:         o.run,
		Grace:       o.timeout + graceMargin,
	}
	setTimeout := clikit.DurationValue(&o.timeout, "--timeout 30s")
	cmd.Flags = []*clikit.Flag{
		{Name: "timeout", Arg: "DUR", Example: "--timeout 30s",
			Help: "how long to wait, once stdin ends, for the last events to\nbe written and the spool delivered (default 5s)",
			Set: func(v string) error {
				if err := setTimeout(v); err != nil {
					return err
				}
				// After a signal the run still drains for --timeout.
				cmd.Grace = o.timeout + graceMargin
				return nil
			}},
		{Name: "adopt-legacy-spool", Bool: &o.adoptLegacy,
			Help: "also deliver spooled events an older evalkit wrote without\nrecording their database, into this run's database\n(name the one they were captured for)"},
		{Name: "subscribers-ready", Bool: &o.subscribersReady,
			Help: "let this run change the schema of a brain published to\nlogical replicas: every subscriber already has the tables\nand columns the refusal named (docs/configuration.md)"},
	}
	return cmd
}

// graceMargin is how long past --timeout an interrupted run may take to
// write its summary before the runtime exits anyway.
const graceMargin = 5 * time.Second
