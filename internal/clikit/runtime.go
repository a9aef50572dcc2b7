package clikit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// Runtime is what a run function gets: the streams, the environment, and
// the command's voice on stderr.
type Runtime struct {
	IO  *IO
	Env Env

	name string
	err  *lockedWriter

	mu      sync.Mutex
	secrets []string // passwords of the resolved target, masked in every line
}

// Name is the command's name, for messages.
func (r *Runtime) Name() string { return r.name }

// Stderr is the command's stderr, safe for use from several goroutines.
// Lines written here directly are not masked: use Say for anything that
// may carry a driver's text.
func (r *Runtime) Stderr() io.Writer { return r.err }

// Say writes one line to stderr, masked and folded to one line.
func (r *Runtime) Say(format string, a ...any) {
	fmt.Fprintln(r.err, r.Mask(fmt.Sprintf(format, a...)))
}

// Warn is Say as `NAME: warning: ...`.
func (r *Runtime) Warn(format string, a ...any) {
	r.Say("%s: warning: %s", r.name, fmt.Sprintf(format, a...))
}

// Hint is Say as `hint: ...`.
func (r *Runtime) Hint(format string, a ...any) {
	r.Say("hint: %s", fmt.Sprintf(format, a...))
}

// PrintError writes err in the command's voice: `NAME: error: ...`, then
// `hint: ...` when it has one. An *Error without words prints nothing, and
// so does a closed pipe (the reader went away: a normal end).
func (r *Runtime) PrintError(err error) {
	var e *Error
	msg, hint := err.Error(), ""
	if !errors.As(err, &e) && IsClosedPipe(err) {
		return
	}
	if errors.As(err, &e) {
		if e.Msg == "" {
			return
		}
		msg, hint = e.Msg, e.Hint
	}
	r.Say("%s: error: %s", r.name, msg)
	if hint != "" {
		r.Say("hint: %s", hint)
	}
}

// Mask is the one masking pass of everything the binaries say: passwords
// in URLs and DSNs (redact.Text), the resolved target's own passwords
// wherever they appear (a driver may quote one without its URL), line
// breaks folded (pgx lists every address it tried, one per line), and
// other control characters spelled out (redact.Printable: a key, a path
// or a role name may carry a terminal's escape sequences). It does
// not run the PII scrubber: that would mangle paths and timestamps in
// messages, and no message carries a query.
func (r *Runtime) Mask(s string) string {
	r.mu.Lock()
	secrets := r.secrets
	r.mu.Unlock()
	return boundLine(redact.Printable(redact.OneLine(redact.Known(redact.Text(s), secrets...))))
}

// maxLine bounds one line the binaries say. Real messages and hints are
// a few hundred bytes; a line far longer echoes something a user or a
// driver repeated (a 100 KB database name in the URL was said whole four
// times: hostile probe 10). Its start and its end are kept, which hold
// what the line is about and its last words.
const maxLine = 8 << 10

func boundLine(s string) string {
	if len(s) <= maxLine {
		return s
	}
	head, tail := maxLine*3/4, maxLine/8
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	cut := len(s) - tail
	for cut < len(s) && !utf8.RuneStart(s[cut]) {
		cut++
	}
	return s[:head] + fmt.Sprintf(" … [%d bytes cut] … ", cut-head) + s[cut:]
}

// Settings resolves evalkit's settings from the run's environment (HOME
// included, so the default ~/.modusbrain follows it) and registers the
// target's passwords for masking.
func (r *Runtime) Settings() *configplane.Settings {
	s := configplane.Resolve(configplane.Options{LookupEnv: r.Env, UserHomeDir: func() (string, error) {
		if h, ok := r.Env("HOME"); ok && h != "" {
			return h, nil
		}
		return configplane.UserHomeDir()
	}})
	r.mu.Lock()
	r.secrets = append(r.secrets, redact.Passwords(s.Target.URL)...)
	r.mu.Unlock()
	return s
}

// ModusbrainDirs are the directories that hold modusbrain's own files: the
// resolved home (MODUSBRAIN_HOME's .modusbrain, or ~/.modusbrain) and, when
// MODUSBRAIN_HOME points elsewhere, ~/.modusbrain as well, which the
// modusbrain of a shell without that variable uses. A file evalkit would
// write (a cursor) must not be one of modusbrain's there.
func (r *Runtime) ModusbrainDirs(s *configplane.Settings) []string {
	var dirs []string
	if s.HomeErr == nil && s.Home != "" {
		dirs = append(dirs, s.Home)
	}
	home, ok := r.Env("HOME")
	if !ok || home == "" {
		home, _ = configplane.UserHomeDir()
	}
	if home != "" {
		if d := filepath.Join(home, configplane.HomeDirName); d != s.Home {
			dirs = append(dirs, d)
		}
	}
	return dirs
}

// Target describes the settings' target for messages: "sqlite PATH" or
// the masked URL.
func Target(t configplane.Target) string {
	if t.Engine == configplane.EngineSQLite {
		return "sqlite " + t.Path
	}
	return t.String()
}

// Open opens the settings' target the one way every binary does. A
// target that cannot be resolved is a failure whose hint points at
// eval-doctor; an open error is returned as an *Error saying
// "cannot open TARGET: ..." (or the error alone when it names the file
// already) that still matches errors.Is (store.ErrNoSchema
// for a reader that finds nothing).
func (r *Runtime) Open(ctx context.Context, s *configplane.Settings, opts dial.Options) (store.Engine, error) {
	if s.TargetErr != nil {
		hint := "eval-doctor explains where evalkit looks for its database"
		// A target error that knows what works instead says it (a PGLite
		// brain), with this binary in its example.
		var h interface{ HintFor(command string) string }
		if errors.As(s.TargetErr, &h) {
			hint = h.HintFor(r.name)
		}
		return nil, Failf(s.TargetErr, hint, s.TargetErr.Error())
	}
	eng, err := dial.Open(ctx, s.Target, opts)
	if err != nil {
		if ctx.Err() != nil {
			return nil, Interrupted("interrupted while opening "+Target(s.Target), "")
		}
		msg := fmt.Sprintf("cannot open %s: %v", Target(s.Target), err)
		if s.Target.Path != "" && strings.Contains(err.Error(), s.Target.Path) {
			msg = err.Error() // "sqlite: open PATH: ...", as os.Open names its file
		}
		hint := DBHint(err, "")
		var stranded *sqlite.StrandedError
		switch {
		case errors.Is(err, store.ErrDamaged):
			hint = DamagedHint(s.Target)
		case errors.As(err, &stranded):
			hint = stranded.Fix()
		}
		return nil, Failf(err, hint, msg)
	}
	return eng, nil
}

// DamagedHint follows store.ErrDamaged, met at open or by any later read or
// write: the file answers, but is damaged or no SQLite database, and no
// retry helps (a read stops at the same page every time). The fix is
// dial's, the doctor's too.
func DamagedHint(t configplane.Target) string {
	return t.Path + " is damaged or is not an SQLite database; running again meets the same damage: " + dial.DamagedFix(t)
}

// DBHint is the hint for a database error: what the error itself calls for
// when it names a cause with a known fix (a pooler or a server without TLS
// turning the connection down, too many connections: the server is up and
// the address right), else fallback.
func DBHint(err error, fallback string) string {
	if _, tip, ok := dial.BadURL(err); ok {
		return dial.BadURLFix("", tip)
	}
	if why, fix, ok := dial.Refused(err); ok {
		return why + ": " + fix
	}
	if why, fix, ok := dial.ConnLimit(err); ok {
		return why + ": " + fix
	}
	if store.RowSecurityOff(err) {
		return store.RowSecurityOffFix
	}
	return fallback
}

// StyledOut reports whether stdout may carry styling (colour, symbols): it
// is a terminal, NO_COLOR is unset or empty (no-color.org: only a non-empty
// value turns colour off) and TERM is not "dumb", whose terminals print
// escape codes as they are.
func (r *Runtime) StyledOut() bool {
	if v, _ := r.Env("NO_COLOR"); v != "" {
		return false
	}
	if t, _ := r.Env("TERM"); t == "dumb" {
		return false
	}
	return r.IO.OutTerminal
}
