package capture

import (
	"context"
	"fmt"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// OpenOptions configure Open. The zero value reads the process's
// environment and home directory, which is what an op handler wants.
type OpenOptions struct {
	// LookupEnv and UserHomeDir replace os.LookupEnv and os.UserHomeDir
	// when settings are resolved (tests, embedding).
	LookupEnv   func(string) (string, bool)
	UserHomeDir func() (string, error)
	// OnError is Options.OnError: background problems nobody else sees.
	// Rate-limit it (RateLimit).
	OnError func(error)
	// QueueSize is Options.QueueSize.
	QueueSize int
}

// Open is the front door for a Go op handler: it resolves evalkit's
// settings the way every evalkit program does (configplane.Resolve:
// eval.capture, eval.scrub_pii and the database target from the
// environment and ~/.modusbrain/config.json) and returns a ready
// Capturer.
//
// With capture off — the default, or a config file that cannot be trusted
// (fail closed; eval-doctor explains) — it opens nothing: no connection,
// no file, no goroutine, and Capture costs nanoseconds. With capture on it
// opens the target (the schema is created on the first write, retried
// while the database is down) and the returned Capturer owns it: Close
// drains the queue, then closes the database.
//
// An error means capture is on but its database cannot be named or
// opened; the Capturer is then nil, which is still safe to call. A
// database that cannot be opened only because it is unavailable (a SQLite
// file another process holds locked) is no error when the spool opens:
// events are spooled and the database opened later (OpenLater), and
// OnError hears of it.
func Open(ctx context.Context, opts OpenOptions) (*Capturer, error) {
	s := configplane.Resolve(configplane.Options{LookupEnv: opts.LookupEnv, UserHomeDir: opts.UserHomeDir})
	if !s.Capture.Value {
		return New(Options{})
	}
	if s.TargetErr != nil {
		return nil, fmt.Errorf("capture: %s", maskSecrets(s.TargetErr.Error()))
	}
	open := func(ctx context.Context) (store.Engine, error) { return dial.Open(ctx, s.Target, dial.Options{}) }
	eng, err := open(ctx)
	if err != nil && Classify(err) != store.ReasonDBDown {
		return nil, fmt.Errorf("capture: opening %s: %s", s.Target.String(), maskSecrets(err.Error()))
	}
	// The spool keeps what the database cannot take; without one (no home,
	// or it cannot be opened) capture still runs and losses are failure rows.
	var sp *spool.Spool
	if s.Spool.Dir != "" && s.Spool.Err == nil {
		var serr error
		// The role is part of the identity: it can choose the schema.
		id := dial.SpoolIdentity(s.Target)
		if sp, serr = spool.Open(spool.Options{Dir: s.Spool.Dir, MaxBytes: s.Spool.MaxBytes, Target: id, SameTarget: dial.SpoolSameAsTarget(s.Target, false)}); serr != nil && opts.OnError != nil {
			opts.OnError(fmt.Errorf("capture: no spool (%s): events the database cannot take are lost", maskSecrets(serr.Error())))
		}
		if sp != nil && opts.OnError != nil {
			noteUnroled(sp, id, opts.OnError)
		}
	}
	if err != nil {
		if sp == nil {
			return nil, fmt.Errorf("capture: opening %s: %s", s.Target.String(), maskSecrets(err.Error()))
		}
		// Unavailable (a SQLite file another process holds locked, say):
		// the events wait in the spool until a probe can open it. The
		// caller hears of it now: nothing reaches the database yet.
		if opts.OnError != nil {
			opts.OnError(fmt.Errorf("capture: %s is unavailable (%s): events wait in the spool until it opens", s.Target.String(), maskSecrets(err.Error())))
		}
		eng = OpenLater(open)
	}
	c, err := New(Options{
		Enabled:   true,
		Engine:    eng,
		NoScrub:   !s.ScrubPII.Value,
		OnError:   opts.OnError,
		QueueSize: opts.QueueSize,
		Spool:     sp,
	})
	if err != nil {
		eng.Close()
		if sp != nil {
			sp.Close()
		}
		return nil, err
	}
	c.engine, c.ownSpool = eng, sp
	return c, nil
}

// noteUnroled tells the caller of events an older evalkit spooled for
// this database without recording the role: no run delivers them on its
// own (the role may choose the schema), and a program that embeds capture
// has no doctor run to hear it from.
func noteUnroled(sp *spool.Spool, id string, onError func(error)) {
	st, err := sp.Stats()
	if err != nil {
		return
	}
	var n int64
	for _, t := range st.Targets {
		if !t.Legacy && t.Records > 0 && dial.RoleNotRecorded(t.Target, id) {
			n += t.Records
		}
	}
	if n > 0 {
		what, were, rest := fmt.Sprintf("%d events", n), "were", "they are not delivered on their own; run eval-capture --adopt-legacy-spool </dev/null once as the role that captured them"
		if n == 1 {
			what, were, rest = "1 event", "was", "it is not delivered on its own; run eval-capture --adopt-legacy-spool </dev/null once as the role that captured it"
		}
		onError(fmt.Errorf("capture: %s in the spool %s %s captured for this database by an older evalkit, which did not record the role: %s", what, sp.Dir(), were, rest))
	}
}
