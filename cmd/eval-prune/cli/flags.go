package cli

import (
	"strconv"
	"time"

	"github.com/modusbrain/evalkit/exporter"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
)

// options is the parsed command line.
type options struct {
	olderThan time.Duration // one of olderThan and before is set
	before    time.Time
	olderArg  string // --older-than as given, for the summary
	beforeArg string // --before as given
	tables    []string
	dryRun    bool
	cursors   []string
	batchSize int
	quiet     bool

	progress Progress
	now      func() time.Time // this machine's clock (tests); nil is time.Now
}

// clock reads this machine's clock.
func (o *options) clock() time.Time {
	if o.now != nil {
		return o.now()
	}
	return time.Now()
}

// tableNames maps --table values to tables; the SQL names work too.
var tableNames = map[string]string{
	"candidates": store.TableCandidates, store.TableCandidates: store.TableCandidates,
	"failures": store.TableFailures, store.TableFailures: store.TableFailures,
}

func (o *options) flags() []*clikit.Flag {
	return []*clikit.Flag{
		{Name: "older-than", Arg: "DUR", Example: "--older-than 30d", Set: o.setOlderThan,
			Help: "delete rows created more than DUR ago: 30m 12h 30d 2w, or\nsums like 1d12h (the grammar of eval-export --since)"},
		{Name: "before", Arg: "TIME", Example: "--before 2025-03-01", Set: o.setBefore,
			Help: "delete rows created before this RFC 3339 time or date\n(2025-03-01T00:00:00Z, 2025-03-01 meaning midnight UTC)"},
		{Name: "table", Arg: "NAME", Example: "--table candidates", Set: o.setTable,
			Help: "only one table: candidates or failures (default both)"},
		{Name: "dry-run", Bool: &o.dryRun,
			Help: "count exactly what would be deleted; delete nothing"},
		{Name: "cursor", Arg: "FILE", Example: "--cursor ~/.modusbrain/export.cursor", Set: o.addCursor, Repeat: true,
			Help: "an eval-export cursor file: never delete a row at or after\nthe window end it holds, i.e. a row that consumer has not\nexported yet. Repeat for several consumers. A missing or\nunreadable cursor refuses the run."},
		{Name: "batch-size", Arg: "N", Example: "--batch-size 5000", Set: o.setBatchSize,
			Help: "at most N rows per transaction (default 50000; the size\nadapts to keep each transaction under 75 ms)"},
		{Name: "quiet", Bool: &o.quiet, Help: "print nothing on stderr but errors"},
	}
}

func (o *options) setOlderThan(v string) error {
	if err := clikit.DurationValue(&o.olderThan, "--older-than 30d, --older-than 12h or --older-than 2w")(v); err != nil {
		return err
	}
	o.olderArg = v
	return nil
}

func (o *options) setBefore(v string) error {
	t, err := exporter.ParseTime(v)
	if err != nil {
		return &clikit.ValueError{Why: "is not an RFC 3339 time or a date", Try: "--before 2025-03-01 or --before 2025-03-01T00:00:00Z"}
	}
	o.before, o.beforeArg = t, v
	return nil
}

func (o *options) setTable(v string) error {
	t, ok := tableNames[v]
	if !ok {
		return &clikit.ValueError{Why: "is not a table: it is candidates or failures", Try: "--table candidates"}
	}
	o.tables = []string{t}
	return nil
}

func (o *options) addCursor(v string) error {
	if v == "" {
		return &clikit.ValueError{Why: "is not a file name", Try: "--cursor ~/.modusbrain/export.cursor"}
	}
	o.cursors = append(o.cursors, v)
	return nil
}

func (o *options) setBatchSize(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return &clikit.ValueError{Why: "is not a whole number of rows above 0", Try: "--batch-size 5000"}
	}
	o.batchSize = n
	return nil
}

// check is what no single flag can tell: the window. Still before any
// database is touched, so still exit 2.
func (o *options) check() error {
	switch {
	case o.olderArg != "" && o.beforeArg != "":
		return clikit.Usage("--older-than and --before cannot be used together: give one window", "")
	case o.olderArg == "" && o.beforeArg == "":
		return clikit.Usage("--older-than or --before is required: "+name+" never deletes without a window",
			"try "+name+" --older-than 30d --dry-run to see what would go")
	}
	return nil
}

// window is the flag that set the window, as given, for the summary.
func (o *options) window() string {
	if o.olderArg != "" {
		return "--older-than " + o.olderArg
	}
	return "--before " + o.beforeArg
}

const about = `Deletes captured eval rows older than a window from both eval tables
(eval_candidates and eval_capture_failures), in short batches, while capture
and export keep running. One of --older-than and --before is required.
Progress and the summary go to stderr; an interrupted run reports what it
had already deleted.

Which database: MODUSBRAIN_DATABASE_URL, else ~/.modusbrain/config.json, else
the embedded SQLite file (eval-doctor explains). A brain's own tables are
pruned as they are: eval-prune never migrates. More: docs/prune.md.`

const examples = `eval-prune --older-than 30d --dry-run
eval-prune --older-than 30d --cursor ~/.modusbrain/export.cursor
eval-prune --before 2025-01-01 --table failures`
