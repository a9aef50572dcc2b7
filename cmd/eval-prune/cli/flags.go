package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
)

// options is the parsed command line.
type options struct {
	olderThan time.Duration // one of olderThan and before is set
	before    time.Time
	window    string // the flag that set the window, as given, for the summary
	tables    []string
	dryRun    bool
	cursors   []string
	batchSize int
	quiet     bool
	help      bool
	version   bool
}

// usageError is a bad command line: exit 2, the message, maybe a hint.
type usageError struct {
	msg  string
	hint string
}

func (e *usageError) Error() string { return e.msg }

func badValue(flag, value, why, example string) *usageError {
	return &usageError{msg: fmt.Sprintf("--%s: %q %s (try %s)", flag, value, why, example)}
}

var valueFlags = map[string]bool{"older-than": true, "before": true, "table": true, "cursor": true, "batch-size": true}
var boolFlags = map[string]bool{"dry-run": true, "quiet": true, "help": true, "h": true, "version": true}

// repeatable flags may be given more than once.
var repeatable = map[string]bool{"cursor": true}

var examples = map[string]string{
	"older-than": "--older-than 30d",
	"before":     "--before 2025-03-01",
	"table":      "--table candidates",
	"cursor":     "--cursor ~/.modusbrain/export.cursor",
	"batch-size": "--batch-size 5000",
}

// tableNames maps --table values to tables; the SQL names work too.
var tableNames = map[string]string{
	"candidates": store.TableCandidates, store.TableCandidates: store.TableCandidates,
	"failures": store.TableFailures, store.TableFailures: store.TableFailures,
}

// parseArgs reads flags as -name or --name, the value after "=" or as the
// next argument, in eval-export's voice: every mistake names the flag, the
// value and an example.
func parseArgs(args []string) (*options, error) {
	raw := map[string][]string{}
	o := &options{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") || a == "-" {
			if a == "--" && i+1 >= len(args) {
				break
			}
			if a == "--" {
				a = args[i+1]
			}
			return nil, &usageError{msg: fmt.Sprintf("unexpected argument %q", a), hint: name + " takes flags only; " + name + " --help lists them"}
		}
		flag, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		switch {
		case valueFlags[flag]:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, &usageError{msg: fmt.Sprintf("--%s needs a value (try %s)", flag, examples[flag])}
				}
				i++
				value = args[i]
			}
			if _, dup := raw[flag]; dup && !repeatable[flag] {
				return nil, &usageError{msg: fmt.Sprintf("--%s given twice", flag)}
			}
			raw[flag] = append(raw[flag], value)
		case boolFlags[flag]:
			if hasValue {
				return nil, &usageError{msg: fmt.Sprintf("--%s takes no value (got %q)", flag, value)}
			}
			switch flag {
			case "dry-run":
				o.dryRun = true
			case "quiet":
				o.quiet = true
			case "help", "h":
				o.help = true
			case "version":
				o.version = true
			}
		default:
			return nil, &usageError{msg: fmt.Sprintf("unknown flag %s", strings.SplitN(a, "=", 2)[0]), hint: name + " --help lists the flags"}
		}
	}
	if o.help || o.version {
		return o, nil
	}

	older, hasOlder := raw["older-than"]
	before, hasBefore := raw["before"]
	switch {
	case hasOlder && hasBefore:
		return nil, &usageError{msg: "--older-than and --before cannot be used together: give one window"}
	case hasOlder:
		d, err := clikit.ParseDuration(older[0])
		if err != nil {
			return nil, badValue("older-than", older[0], "is not a duration", "--older-than 30d, --older-than 12h or --older-than 2w")
		}
		o.olderThan, o.window = d, "--older-than "+older[0]
	case hasBefore:
		t, err := exporter.ParseTime(before[0])
		if err != nil {
			return nil, badValue("before", before[0], "is not an RFC 3339 time or a date", "--before 2025-03-01 or --before 2025-03-01T00:00:00Z")
		}
		o.before, o.window = t, "--before "+before[0]
	default:
		return nil, &usageError{
			msg:  "--older-than or --before is required: " + name + " never deletes without a window",
			hint: "try " + name + " --older-than 30d --dry-run to see what would go",
		}
	}
	if v, ok := raw["table"]; ok {
		t, known := tableNames[v[0]]
		if !known {
			return nil, badValue("table", v[0], "is not a table: it is candidates or failures", "--table candidates")
		}
		o.tables = []string{t}
	}
	for _, c := range raw["cursor"] {
		if c == "" {
			return nil, badValue("cursor", c, "is not a file name", examples["cursor"])
		}
		o.cursors = append(o.cursors, c)
	}
	if v, ok := raw["batch-size"]; ok {
		n, err := strconv.Atoi(v[0])
		if err != nil || n < 1 {
			return nil, badValue("batch-size", v[0], "is not a whole number of rows above 0", examples["batch-size"])
		}
		o.batchSize = n
	}
	return o, nil
}

const usage = `eval-prune deletes captured eval rows older than a window from both eval
tables (eval_candidates and eval_capture_failures), in short batches, while
capture and export keep running. Progress and the summary go to stderr.

Usage:
  eval-prune --older-than DUR [flags]
  eval-prune --before TIME [flags]

Flags:
  --older-than DUR   delete rows created more than DUR ago: 30m 12h 30d 2w, or
                     sums like 1d12h (the grammar of eval-export --since)
  --before TIME      delete rows created before this RFC 3339 time or date
                     (2025-03-01T00:00:00Z, 2025-03-01 meaning midnight UTC)
                     One of --older-than and --before is required.
  --table NAME       only one table: candidates or failures (default both)
  --dry-run          count exactly what would be deleted; delete nothing
  --cursor FILE      an eval-export cursor file: never delete a row at or after
                     the window end it holds, i.e. a row that consumer has not
                     exported yet. Repeat for several consumers. A missing or
                     unreadable cursor refuses the run.
  --batch-size N     at most N rows per transaction (default 50000; the size
                     adapts to keep each transaction under 75 ms)
  --quiet            print nothing on stderr but errors
  --help             show this help
  --version          show the version

Which database: MODUSBRAIN_DATABASE_URL, else ~/.modusbrain/config.json, else
the embedded SQLite file (eval-doctor explains). A brain's own tables are
pruned as they are: eval-prune never migrates.

Examples:
  eval-prune --older-than 30d --dry-run
  eval-prune --older-than 30d --cursor ~/.modusbrain/export.cursor
  eval-prune --before 2025-01-01 --table failures

Exit status: 0 ok, 1 failure, 2 bad usage, 130 interrupted (what was already
deleted is reported). More: docs/prune.md.
`
