package doctor

import (
	"context"
	"slices"
	"time"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// DefaultWindow is how far back the failures and activity checks look.
const DefaultWindow = 24 * time.Hour

// Options are the doctor's inputs; the command wires them from flags and
// the environment.
type Options struct {
	// Settings are the resolved settings (configplane.Resolve). Required.
	Settings *configplane.Settings
	// Window is how far back to count failures and activity; 0 means
	// DefaultWindow.
	Window time.Duration
	// Open connects to the target. It must never create a database or
	// migrate. nil: OpenReadOnly.
	Open func(ctx context.Context, t configplane.Target) (store.Engine, error)
	// LookupEnv reads the environment (nil: no variables set). Only
	// DATABASE_URL and MODUSBRAIN_DATABASE_URL are read, to compare them.
	LookupEnv func(string) (string, bool)
	// Now is the clock (nil: time.Now).
	Now func() time.Time
	// LockTimeout and StatementTimeout bound each PostgreSQL statement of
	// the default opener (zero: the package's LockTimeout and
	// StatementTimeout). A custom Open sets its own.
	LockTimeout, StatementTimeout time.Duration
}

// OpenReadOnly opens t with dial's read-only mode: PostgreSQL sessions run
// with default_transaction_read_only=on, and every statement is bounded by
// LockTimeout and StatementTimeout; SQLite opens with mode=ro and is never
// created.
func OpenReadOnly(ctx context.Context, t configplane.Target) (store.Engine, error) {
	return openBounded(LockTimeout, StatementTimeout)(ctx, t)
}

// openBounded is OpenReadOnly with the given bounds.
func openBounded(lock, stmt time.Duration) func(context.Context, configplane.Target) (store.Engine, error) {
	return func(ctx context.Context, t configplane.Target) (store.Engine, error) {
		return dial.Open(ctx, t, dial.Options{ReadOnly: true, LockTimeout: lock, StatementTimeout: stmt})
	}
}

// Run performs every check and returns the report. It never fails: a
// problem is a failed check. ctx bounds the database work.
func Run(ctx context.Context, o Options) *Report {
	if o.Window <= 0 {
		o.Window = DefaultWindow
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Open == nil {
		lock, stmt := LockTimeout, StatementTimeout
		if o.LockTimeout > 0 {
			lock = o.LockTimeout
		}
		if o.StatementTimeout > 0 {
			stmt = o.StatementTimeout
		}
		o.Open = openBounded(lock, stmt)
	}
	if o.LookupEnv == nil {
		o.LookupEnv = func(string) (string, bool) { return "", false }
	}
	now := o.Now()
	since := now.Add(-o.Window)
	s := o.Settings

	r := &Report{Window: o.Window, GeneratedAt: now}
	r.Checks = append(r.Checks,
		checkConfig(s),
		checkCapture(s),
		checkScrub(s),
		checkDatabaseURL(s, o.LookupEnv),
	)
	r.Checks = append(r.Checks, databaseChecks(ctx, &o, since, now)...)
	r.Checks = append(r.Checks, checkSpoolContext(ctx, s, now))

	var secrets []string
	secrets = append(secrets, passwords(s.Target.URL)...)
	for _, k := range []string{envBareDatabaseURL, configplane.EnvDatabaseURL} {
		if v, ok := o.LookupEnv(k); ok {
			secrets = append(secrets, passwords(v)...)
		}
	}
	redactReport(r, secrets)
	return r
}

// passwords are the literal passwords of a database URL or DSN, raw and
// decoded (redact.Passwords), for redactReport to remove from any text a
// driver built. Shorter ones would garble unrelated words; redact.Text still
// hides them wherever they appear inside a URL or DSN.
func passwords(dbURL string) []string {
	ps := redact.Passwords(dbURL)
	return slices.DeleteFunc(ps, func(p string) bool { return len(p) < 4 })
}

// redactReport masks URLs and removes known passwords from every string the
// report carries: database errors come from drivers, and a password must not
// reach stdout or stderr whatever they put in them.
func redactReport(r *Report, secrets []string) {
	clean := func(s string) string {
		return redact.Known(redact.Text(s), secrets...)
	}
	var cleanAny func(v any) any
	cleanAny = func(v any) any {
		switch x := v.(type) {
		case string:
			return clean(x)
		case []any:
			for i := range x {
				x[i] = cleanAny(x[i])
			}
		case map[string]any:
			for k := range x {
				x[k] = cleanAny(x[k])
			}
		}
		return v
	}
	for i := range r.Checks {
		c := &r.Checks[i]
		c.Message, c.Fix = clean(c.Message), clean(c.Fix)
		for j := range c.Details {
			c.Details[j] = clean(c.Details[j])
		}
		cleanAny(c.Data)
	}
}
