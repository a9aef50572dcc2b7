package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
)

// options is the parsed command line.
type options struct {
	since   exporter.Start
	until   time.Time
	limit   int64
	tool    string
	cursor  string
	quiet   bool
	help    bool
	version bool
}

// usageError is a bad command line: exit 2, the message, and an example.
type usageError struct {
	msg  string
	hint string
}

func (e *usageError) Error() string { return e.msg }

func badValue(flag, value, why, example string) *usageError {
	return &usageError{msg: fmt.Sprintf("--%s: %q %s (try %s)", flag, value, why, example)}
}

var valueFlags = map[string]bool{"since": true, "until": true, "limit": true, "tool": true, "cursor": true}
var boolFlags = map[string]bool{"quiet": true, "help": true, "h": true, "version": true}

// examples are shown when a flag is given without its value.
var examples = map[string]string{
	"since":  "--since 7d",
	"until":  "--until 2025-03-08T00:00:00Z",
	"limit":  "--limit 1000",
	"tool":   "--tool query",
	"cursor": "--cursor eval.cursor",
}

// parseArgs reads flags as -name or --name, with the value after "=" or as
// the next argument. It is hand-written so every mistake names the flag,
// the value and an example, in the command's own voice.
func parseArgs(args []string) (*options, error) {
	raw := map[string]string{}
	o := &options{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			if i+1 < len(args) {
				return nil, &usageError{msg: fmt.Sprintf("unexpected argument %q", args[i+1]), hint: "eval-export takes flags only; eval-export --help lists them"}
			}
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return nil, &usageError{msg: fmt.Sprintf("unexpected argument %q", a), hint: "eval-export takes flags only; eval-export --help lists them"}
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		switch {
		case valueFlags[name]:
			if !hasValue {
				if i+1 >= len(args) {
					return nil, &usageError{msg: fmt.Sprintf("--%s needs a value (try %s)", name, examples[name])}
				}
				i++
				value = args[i]
			}
			if _, dup := raw[name]; dup {
				return nil, &usageError{msg: fmt.Sprintf("--%s given twice", name)}
			}
			raw[name] = value
		case boolFlags[name]:
			if hasValue {
				return nil, &usageError{msg: fmt.Sprintf("--%s takes no value (got %q)", name, value)}
			}
			switch name {
			case "quiet":
				o.quiet = true
			case "help", "h":
				o.help = true
			case "version":
				o.version = true
			}
		default:
			return nil, &usageError{msg: fmt.Sprintf("unknown flag %s", strings.SplitN(a, "=", 2)[0]), hint: "eval-export --help lists the flags"}
		}
	}
	if o.help || o.version {
		return o, nil
	}

	if v, ok := raw["since"]; ok {
		s, err := exporter.ParseStart(v)
		if err != nil {
			return nil, badValue("since", v, "is not a duration or an RFC 3339 time", "--since 7d, --since 12h or --since 2025-03-01T00:00:00Z")
		}
		o.since = s
	}
	if v, ok := raw["until"]; ok {
		t, err := exporter.ParseTime(v)
		if err != nil {
			return nil, badValue("until", v, "is not an RFC 3339 time", "--until 2025-03-08T00:00:00Z")
		}
		o.until = t
	}
	if v, ok := raw["limit"]; ok {
		n, err := strconv.ParseInt(v, 10, 64)
		switch {
		case err != nil:
			return nil, badValue("limit", v, "is not a whole number of rows", "--limit 1000")
		case n < 1:
			return nil, badValue("limit", v, "must be at least 1; leave --limit out for no limit", "--limit 1000")
		}
		o.limit = n
	}
	if v, ok := raw["tool"]; ok {
		if v != store.ToolQuery && v != store.ToolSearch {
			return nil, badValue("tool", v, "is not a tool: it is query or search", "--tool query")
		}
		o.tool = v
	}
	if v, ok := raw["cursor"]; ok {
		if v == "" {
			return nil, badValue("cursor", v, "is not a file name", "--cursor eval.cursor")
		}
		if fi, err := os.Stat(v); err == nil && fi.IsDir() {
			return nil, badValue("cursor", v, "is a directory, not a file", "--cursor "+filepath.Join(v, "eval.cursor"))
		} else if err == nil && !fi.Mode().IsRegular() {
			// Never opened: a pipe would wait for a writer, a device never ends.
			return nil, badValue("cursor", v, "is "+userfile.Describe(fi.Mode())+", not a regular file", "--cursor eval.cursor")
		}
		if err := exporter.CheckCursorDir(v); err != nil {
			return nil, badValue("cursor", v, "is in a directory that does not exist", "--cursor eval.cursor, or create "+filepath.Dir(v)+" first")
		}
		o.cursor = v
		if !o.since.IsZero() {
			return nil, &usageError{
				msg:  "--since and --cursor cannot be used together: the cursor file decides where the window starts",
				hint: `to start a cursor chain at a given time, write that time into the file: echo 2025-03-01T00:00:00Z > ` + v,
			}
		}
	}
	return o, nil
}

const usage = `eval-export writes captured eval candidates to stdout as NDJSON: one schema v1
object per line, newest first (created_at DESC, id DESC). Progress and the
summary go to stderr.

Usage:
  eval-export [flags]

Flags:
  --since DUR|TIME   export rows created at or after this point: a duration back
                     from now (500ms 30s 15m 12h 7d 2w, or sums like 1d12h) or an
                     RFC 3339 time (2025-03-01T00:00:00Z, 2025-03-01)
  --until TIME       export rows created before this RFC 3339 time (default: the
                     database's watermark, i.e. now, as late as is settled)
  --limit N          write at most N rows (the newest); default no limit
  --tool NAME        only rows of one tool: query or search
  --cursor FILE      incremental export: start where the last complete run with
                     this FILE ended (everything when FILE does not exist), and
                     store the new window end there after a complete run
  --quiet            print nothing on stderr but errors
  --help             show this help
  --version          show the version

Windows are [since, until): chained windows (or cursor runs) never miss or
repeat a row. Which database is read: MODUSBRAIN_DATABASE_URL, else
~/.modusbrain/config.json, else the embedded SQLite file (eval-doctor explains).

Examples:
  eval-export --since 7d > brainbench-real.ndjson
  eval-export --tool query | jq -c 'select(.latency_ms > 500)'
  eval-export --cursor ~/.modusbrain/export.cursor >> traffic.ndjson

Exit status: 0 ok (also when the reader closes the pipe early), 1 failure,
2 bad usage. The contract for consumers: docs/export-contract.md.
`
