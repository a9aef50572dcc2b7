package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
)

// options is the parsed command line.
type options struct {
	since  exporter.Start // the zero Start: no --since
	until  *time.Time     // nil: the watermark
	limit  int64
	tool   string
	cursor string
	quiet  bool
	// wait bounds the wait for transactions open at the window end
	// (0: store.DefaultWindowWait).
	wait time.Duration

	progress Progress
	now      func() time.Time // the clock relative --since values are measured on
}

func (o *options) flags() []*clikit.Flag {
	return []*clikit.Flag{
		{Name: "since", Arg: "DUR|TIME", Example: "--since 7d", Set: o.setSince,
			Help: "export rows created at or after this point: a duration back\nfrom now (500ms 30s 15m 12h 7d 2w, or sums like 1d12h) or an\nRFC 3339 time (2025-03-01T00:00:00Z, 2025-03-01)"},
		{Name: "until", Arg: "TIME", Example: "--until 2025-03-08T00:00:00Z", Set: o.setUntil,
			Help: "export rows created before this RFC 3339 time (default: the\ndatabase's watermark, i.e. now, as late as is settled); never\nlowered: the export waits until rows stamped before it are\ncommitted, or fails"},
		{Name: "limit", Arg: "N", Example: "--limit 1000", Set: o.setLimit,
			Help: "write at most N rows (the newest); default no limit; not\nwith --cursor (end a cursor run's window with --until instead)"},
		{Name: "tool", Arg: "NAME", Example: "--tool query", Set: o.setTool,
			Help: "only rows of one tool: query or search"},
		{Name: "cursor", Arg: "FILE", Example: "--cursor eval.cursor", Set: o.setCursor,
			Help: "incremental export: start where the last complete run with\nthis FILE ended (everything when FILE does not exist or is\nempty), and store the new window end there after a complete\nrun; one run at a time per FILE; one FILE per database (used\non another, FILE is refused)"},
		{Name: "wait", Arg: "DUR", Example: "--wait 5m", Set: clikit.DurationValue(&o.wait, "--wait 5m"),
			Help: "how long to wait for transactions open at the window end to\nfinish before failing with nothing exported (default 1m)"},
		{Name: "quiet", Bool: &o.quiet, Help: "print nothing on stderr but errors"},
	}
}

func (o *options) setSince(v string) error {
	const try = "--since 7d, --since 12h or --since 2025-03-01T00:00:00Z"
	d, err := clikit.ParseDuration(v)
	if err == nil {
		o.since = exporter.Start{Ago: d}
		return nil
	}
	if t, terr := exporter.ParseTime(v); terr == nil {
		o.since = exporter.StartAt(t)
		return nil
	}
	if !errors.Is(err, clikit.ErrNotDuration) {
		// A duration out of range: say so as every binary does.
		return &clikit.ValueError{Why: clikit.DurationWhy(err), Try: try}
	}
	return &clikit.ValueError{Why: "is not a duration or an RFC 3339 time", Try: try}
}

func (o *options) setUntil(v string) error {
	t, err := exporter.ParseTime(v)
	if err != nil {
		return &clikit.ValueError{Why: "is not an RFC 3339 time", Try: "--until 2025-03-08T00:00:00Z"}
	}
	o.until = &t
	return nil
}

// setLimit refuses a '+' that strconv would accept: a count is written as
// digits, and a sign is more likely a slip (or a script's arithmetic gone
// wrong) than meant, the stricter reading, as for durations.
func (o *options) setLimit(v string) error {
	n, err := strconv.ParseInt(v, 10, 64)
	switch {
	case strings.HasPrefix(v, "+"):
		return &clikit.ValueError{Why: "has a sign: write the number of rows as digits", Try: "--limit 1000"}
	case err != nil:
		return &clikit.ValueError{Why: "is not a whole number of rows", Try: "--limit 1000"}
	case n < 1:
		return &clikit.ValueError{Why: "must be at least 1; leave --limit out for no limit", Try: "--limit 1000"}
	}
	o.limit = n
	return nil
}

func (o *options) setTool(v string) error {
	if v != store.ToolQuery && v != store.ToolSearch {
		return &clikit.ValueError{Why: "is not a tool: it is query or search", Try: "--tool query"}
	}
	o.tool = v
	return nil
}

func (o *options) setCursor(v string) error {
	if v == "" {
		return &clikit.ValueError{Why: "is not a file name", Try: "--cursor eval.cursor"}
	}
	if fi, err := os.Stat(v); err == nil && fi.IsDir() {
		return &clikit.ValueError{Why: "is a directory, not a file", Try: "--cursor " + filepath.Join(v, "eval.cursor")}
	} else if err == nil && !fi.Mode().IsRegular() {
		// Never opened: a pipe would wait for a writer, a device never ends.
		return &clikit.ValueError{Why: "is " + userfile.Describe(fi.Mode()) + ", not a regular file", Try: "--cursor eval.cursor"}
	}
	var de *exporter.CursorDirError
	if err := exporter.CheckCursorDir(v); errors.As(err, &de) && errors.Is(err, fs.ErrNotExist) {
		return &clikit.ValueError{Why: "is in a directory that does not exist", Try: "--cursor eval.cursor, or create " + de.Dir + " first"}
	} else if errors.As(err, &de) && de.NoRoom() {
		// No usage error: the flag is right and the disk full. The export
		// checks again before reading a row and fails with exit 1.
	} else if errors.As(err, &de) && errors.Is(err, fs.ErrPermission) {
		return &clikit.ValueError{Why: "is in a directory this user cannot write", Try: "--cursor eval.cursor, or make " + de.Dir + " writable"}
	} else if err != nil {
		return &clikit.ValueError{Why: "cannot be used: " + err.Error(), Try: "--cursor eval.cursor"}
	}
	o.cursor = v
	return nil
}

// check is what no single flag can tell: combinations. Still before any
// database is touched, so still exit 2.
func (o *options) check() error {
	if o.cursor != "" && !o.since.IsZero() {
		// Suggest writing into the named file only when it does not exist
		// yet: an existing one may be a cursor in use, or not a cursor.
		hint := `to start a cursor chain at a given time, write that time into the file: echo 2025-03-01T00:00:00Z > ` + userfile.ShellQuote(o.cursor)
		if _, err := os.Lstat(o.cursor); err == nil {
			hint = "leave --since out to continue from the window end in " + o.cursor +
				"; to start a new chain at a given time, write it into a new file: echo 2025-03-01T00:00:00Z > new.cursor"
		}
		return clikit.Usage("--since and --cursor cannot be used together: the cursor file decides where the window starts", hint)
	}
	if o.cursor != "" && o.limit > 0 {
		// --limit keeps the newest rows, so a cut window never advances the
		// cursor and every run would append the same rows again; a cursor
		// holds only a time, so "the oldest N" cannot chain exactly when
		// rows share a stamp. A time bound splits a backlog exactly.
		return clikit.Usage("--limit and --cursor cannot be used together: --limit keeps the newest rows, so a cut window could never advance the cursor",
			"leave --limit out; to export a large backlog in parts, end each run's window with --until (e.g. --until 2025-03-02), and the next run continues from there")
	}
	if o.until != nil && !o.since.IsZero() {
		since := *o.since.Resolve(o.now().UTC()) // set: checked above
		if !since.Before(*o.until) {
			return clikit.Usage(fmt.Sprintf("--since %s is not earlier than --until %s: the window [since, until) would be empty",
				exporter.FormatCursor(since), exporter.FormatCursor(*o.until)),
				"swap them, or leave --until out to export up to now")
		}
	}
	return nil
}

const about = `Writes captured eval candidates to stdout as NDJSON: one schema v1 object per
line, newest first (created_at DESC, id DESC). Progress and the summary go
to stderr.

Windows are [since, until): chained windows (or cursor runs) never miss or
repeat a row. Which database is read: MODUSBRAIN_DATABASE_URL, else
~/.modusbrain/config.json, else the embedded SQLite file (eval-doctor explains).
The contract for consumers: docs/export-contract.md.`

const examples = `eval-export --since 7d > brainbench-real.ndjson
eval-export --tool query | jq -c 'select(.latency_ms > 500)'
eval-export --cursor ~/.modusbrain/export.cursor >> traffic.ndjson`
