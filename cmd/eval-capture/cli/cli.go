// Package cli is eval-capture: NDJSON capture events on stdin, rows in the
// configured database, people's messages on stderr, an exit code out.
//
// Output rules: stdout stays empty (the command produces no data). stderr
// carries at most a few warnings (malformed lines, the first of them only;
// background database trouble, rate-limited) and ends with one summary
// line. Errors read `eval-capture: error: ...`, optionally followed by
// `hint: ...`. Database targets are shown masked; no message carries a
// password or a query.
//
// Exit codes, decided in one place (Run): 0 every line was captured, or
// capture is off by choice (default or config) and nothing was meant to be;
// 1 anything else (a malformed line, a lost event, a broken config file, a
// database that cannot be prepared); 2 bad usage; 3 nothing was lost but
// events wait in the spool for the database (exitSpooled); 130 interrupted.
package cli

import (
	"context"
	"errors"
	"fmt"
	"github.com/modusbrain/evalkit/internal/buildinfo"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

const name = "eval-capture"

const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	// exitSpooled: every event is safe, but some wait in the local spool
	// because the database was unavailable; eval-capture </dev/null
	// delivers them once it answers.
	exitSpooled     = 3
	exitInterrupted = 130
)

// migrateTimeout bounds preparing the schema before any line is read.
const migrateTimeout = 30 * time.Second

// warnEvery rate-limits background database warnings: an outage that fails
// every batch is one line per interval, not one per batch.
const warnEvery = 10 * time.Second

// Main is the whole command; main() only calls it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, env func(string) (string, bool)) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, stdin, stdout, stderr, args, env)
}

// Run is Main with the context supplied.
func Run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer, args []string, env func(string) (string, bool)) int {
	stdin = newCtxReader(ctx, stdin)
	errw := &lockedWriter{w: stderr}
	opts, err := parseArgs(args)
	if err != nil {
		var ue *usageError
		errors.As(err, &ue)
		printError(errw, ue.msg, ue.hint)
		return exitUsage
	}
	switch {
	case opts.help:
		fmt.Fprint(stdout, usage)
		return exitOK
	case opts.version:
		fmt.Fprintln(stdout, buildinfo.Line("eval-capture"))
		return exitOK
	}

	s := configplane.Resolve(configplane.Options{LookupEnv: env, UserHomeDir: userHomeDir(env)})
	if !s.Capture.Value {
		return captureOff(ctx, errw, stdin, s)
	}
	if s.TargetErr != nil {
		printError(errw, capture.MaskSecrets(s.TargetErr.Error()), "eval-doctor explains where evalkit looks for its database")
		return exitFailure
	}
	r := &runner{err: errw, opts: opts, settings: s, target: s.Target.String()}
	return r.run(ctx, stdin)
}

// userHomeDir reads HOME from the environment Run was given, so the
// default ~/.modusbrain follows it as configplane would follow the process.
func userHomeDir(env func(string) (string, bool)) func() (string, error) {
	return func() (string, error) {
		if h, ok := env("HOME"); ok && h != "" {
			return h, nil
		}
		return os.UserHomeDir()
	}
}

// captureOff explains why nothing is captured. The input is still read to
// its end, so the program piping events in never sees a broken pipe.
func captureOff(ctx context.Context, errw io.Writer, stdin io.Reader, s *configplane.Settings) int {
	lines, _ := countLines(ctx, stdin)
	cfg := s.ConfigPath
	if cfg == "" {
		cfg = "~/.modusbrain/config.json"
	}
	src := s.Capture.Source
	if s.Config.Err != nil || s.HomeErr != nil {
		problem := s.Config.Err
		if problem == nil {
			problem = s.HomeErr
		}
		printError(errw, fmt.Sprintf("capture is off because the settings cannot be trusted: %s; %s ignored",
			capture.MaskSecrets(problem.Error()), plural(lines, "line")),
			"fix the file (eval-doctor shows the problem and its place), then run again")
		return exitFailure
	}
	fmt.Fprintf(errw, "%s: capture is off (%s): nothing captured, %s ignored\n", name, src, plural(lines, "line"))
	if strings.HasPrefix(src, configplane.ConfigFileName+" eval.capture=false") {
		fmt.Fprintf(errw, "hint: %s in %s wins over %s; set it to true (or remove it) to capture\n",
			"eval.capture=false", cfg, configplane.EnvContributorMode)
	} else {
		fmt.Fprintf(errw, "hint: turn it on with export %s=1, or \"eval\": {\"capture\": true} in %s\n",
			configplane.EnvContributorMode, cfg)
	}
	if ctx.Err() != nil {
		return exitInterrupted
	}
	return exitOK
}

type runner struct {
	err      *lockedWriter
	opts     *options
	settings *configplane.Settings
	target   string
}

func (r *runner) run(ctx context.Context, stdin io.Reader) int {
	t := r.settings.Target
	eng, err := dial.Open(ctx, t, dial.Options{})
	if err != nil {
		printError(r.err, fmt.Sprintf("cannot open %s: %s", r.target, capture.MaskSecrets(err.Error())), "")
		return exitFailure
	}
	defer eng.Close()
	sp := r.openSpool()
	if sp != nil {
		defer sp.Close()
	}
	mctx, cancel := context.WithTimeout(ctx, migrateTimeout)
	err = eng.Migrate(mctx)
	cancel()
	migrated := err == nil
	if err != nil {
		if sp == nil || capture.Classify(err) != store.ReasonDBDown {
			printError(r.err, fmt.Sprintf("cannot prepare %s (%s): %s", r.target, t.Source, capture.MaskSecrets(err.Error())),
				"nothing was read from stdin; eval-doctor checks the connection and the role")
			return exitFailure
		}
		// The database is down, not refusing us: keep the events in the
		// spool; the capturer migrates once it answers.
		r.err.println(fmt.Sprintf("%s: warning: %s is unavailable (%s); events go to the spool at %s until it answers",
			name, r.target, capture.OneLine(capture.MaskSecrets(err.Error())), sp.Dir()))
	}

	c, err := capture.New(capture.Options{
		Enabled:     true,
		Engine:      eng,
		NoScrub:     !r.settings.ScrubPII.Value,
		SkipMigrate: migrated,
		Spool:       sp,
		OnError: capture.RateLimit(warnEvery, func(err error, suppressed int) {
			msg := fmt.Sprintf("%s: warning: %v", name, err)
			if suppressed > 0 {
				msg += fmt.Sprintf(" (%d similar warnings not shown)", suppressed)
			}
			r.err.println(msg)
		}),
	})
	if err != nil {
		printError(r.err, err.Error(), "")
		return exitFailure
	}

	res, readErr := readEvents(ctx, stdin, c, r.err)
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.opts.timeout)
	c.Close(cctx)
	cancel()
	st := c.Stats()
	var waiting int64
	if sp != nil {
		sp.Close() // seal this run's segment before counting what waits
		if ss, err := spool.ReadStats(sp.Dir(), sp.MaxBytes()); err == nil {
			waiting = ss.Records
		}
	}
	r.err.println(summary(r.target, res, st, waiting))
	if waiting > 0 {
		fmt.Fprintf(r.err, "hint: %s wait in %s; they are delivered, exactly once, by the next eval-capture once the database answers (eval-capture </dev/null delivers them without new events)\n",
			plural(int(waiting), "event"), sp.Dir())
	}

	switch {
	case ctx.Err() != nil:
		printError(r.err, "interrupted: stopped reading stdin", "")
		return exitInterrupted
	case readErr != nil:
		printError(r.err, "reading stdin: "+readErr.Error(), "")
		return exitFailure
	case res.malformed > 0 || st.Captured+st.Spooled != int64(res.events) || st.Undelivered > 0 || st.SpoolLost > 0:
		return exitFailure
	case waiting > 0:
		return exitSpooled
	}
	return exitOK
}

// openSpool opens the spool under the evalkit home; without one (no home,
// or it cannot be created) capture runs as before: what the database cannot
// take is lost and becomes failure rows.
func (r *runner) openSpool() *spool.Spool {
	cfg := r.settings.Spool
	if cfg.Err != nil {
		r.err.println(fmt.Sprintf("%s: warning: %s", name, capture.MaskSecrets(cfg.Err.Error())))
	}
	if cfg.Dir == "" {
		return nil
	}
	sp, err := spool.Open(spool.Options{Dir: cfg.Dir, MaxBytes: cfg.MaxBytes})
	if err != nil {
		r.err.println(fmt.Sprintf("%s: warning: no spool (%s): events the database cannot take are lost", name, capture.MaskSecrets(err.Error())))
		return nil
	}
	return sp
}

// summary is the one line every run that read its input ends with.
func summary(target string, res readResult, st capture.Stats, waiting int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: captured %d of %s into %s", name, st.Captured, plural(res.events, "event"), target)
	if len(st.Failed) > 0 {
		var parts []string
		var n int64
		for _, reason := range store.Reasons {
			if k := st.Failed[reason]; k > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", reason, k))
				n += k
			}
		}
		fmt.Fprintf(&b, "; failed %d (%s)", n, strings.Join(parts, ", "))
	}
	if st.Spooled > 0 {
		fmt.Fprintf(&b, "; spooled %d (database unavailable)", st.Spooled)
	}
	if st.Delayed > 0 {
		fmt.Fprintf(&b, "; delivered %d late from the spool", st.Delayed)
	}
	if waiting > 0 {
		fmt.Fprintf(&b, "; %d waiting in the spool", waiting)
	}
	if st.SpoolLost > 0 {
		fmt.Fprintf(&b, "; %s lost from the spool (failure rows written)", plural(int(st.SpoolLost), "spooled call"))
	}
	if st.Undelivered > 0 {
		fmt.Fprintf(&b, "; %s left no row, not even a failure row", plural(int(st.Undelivered), "event"))
	}
	if res.malformed > 0 {
		fmt.Fprintf(&b, "; %s (%s)", plural(res.malformed, "malformed line"), lineList(res.malformedLines, res.malformed))
	}
	return b.String()
}

// maxListedLines caps the line numbers the summary lists.
const maxListedLines = 10

func lineList(lines []int, total int) string {
	s := make([]string, 0, len(lines))
	for _, l := range lines {
		s = append(s, fmt.Sprint(l))
	}
	out := strings.Join(s, ", ")
	if more := total - len(lines); more > 0 {
		out += fmt.Sprintf(" and %d more", more)
	}
	return out
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func printError(w io.Writer, msg, hint string) {
	fmt.Fprintf(w, "%s: error: %s\n", name, capture.OneLine(msg))
	if hint != "" {
		fmt.Fprintf(w, "hint: %s\n", hint)
	}
}

// lockedWriter serialises stderr: the capture writers' warnings arrive from
// their goroutines.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lockedWriter) println(s string) { fmt.Fprintln(l, s) }
