package cli

import (
	"fmt"
	"strings"
	"time"
)

const usage = `Usage: eval-capture [--timeout DUR] < events.ndjson

Reads capture events, one JSON object per line (the schema is
docs/capture-events.md), and records each as an eval_candidates row — or,
when it cannot be stored, as an eval_capture_failures row saying why.
Queries are PII-scrubbed unless config.json says "eval": {"scrub_pii": false}.

Capture is off unless turned on:
  export MODUSBRAIN_CONTRIBUTOR_MODE=1          (or "eval": {"capture": true}
                                                 in ~/.modusbrain/config.json;
                                                 "capture": false there wins)
The database is MODUSBRAIN_DATABASE_URL (PostgreSQL), else config.json's
engine / database_url / database_path, else SQLite at ~/.modusbrain/eval.db.
MODUSBRAIN_HOME replaces ~ in those paths.

When the database is unavailable, events are kept (already scrubbed) in a
private spool, <home>/spool, and delivered exactly once when it answers:
by this run, or the next one — eval-capture </dev/null delivers without new
events. EVALKIT_SPOOL_MAX_BYTES (or "evalkit": {"spool_max_bytes": N}) caps
its size (default 64 MiB); docs/spool.md has the guarantee.

Flags:
  --timeout DUR   how long to wait, once stdin ends, for the last events to
                  be written and the spool delivered (default 5s)
  --help          show this help
  --version       print the version

Exit status: 0 every line captured (or capture is off by choice); 1 a line
was malformed or lost, or the settings or database failed; 2 usage; 3 no
event was lost but some wait in the spool (the database was unavailable).
`

type options struct {
	help, version bool
	timeout       time.Duration
}

type usageError struct{ msg, hint string }

func (e *usageError) Error() string { return e.msg }

func usageErr(hint, format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...), hint: hint}
}

const usageHint = "eval-capture --help shows the flags; events are read from stdin"

// parseArgs reads --flag, --flag=value and --flag value (one or two
// dashes). It is hand-written so every mistake gets a message that names
// the flag and the bad value.
func parseArgs(args []string) (*options, error) {
	o := &options{timeout: 5 * time.Second}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			if i+1 < len(args) {
				return nil, usageErr(usageHint, "unexpected argument %q", args[i+1])
			}
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return nil, usageErr(usageHint, "unexpected argument %q", a)
		}
		flag, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch flag {
		case "h", "help":
			o.help = true
		case "version":
			o.version = true
		case "timeout":
			if !hasValue {
				if i+1 >= len(args) {
					return nil, usageErr("for example --timeout 30s", "--timeout needs a duration")
				}
				i++
				value = args[i]
			}
			d, err := time.ParseDuration(value)
			if err != nil || d <= 0 {
				return nil, usageErr("for example --timeout 30s", "--timeout: %q is not a positive duration", value)
			}
			o.timeout = d
			continue
		default:
			return nil, usageErr(usageHint, "unknown flag %s", "--"+flag)
		}
		if hasValue {
			return nil, usageErr(usageHint, "--%s takes no value", flag)
		}
	}
	return o, nil
}
