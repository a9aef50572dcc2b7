package cli

import (
	"os"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/clikit"
)

// settingsEvery is how often a long run looks at config.json again; tests
// shorten it.
var settingsEvery = time.Second

// settingsWatch applies config.json edits to a running eval-capture: a
// bridge fed by a server's output runs for days, and a user who turns
// capture off (or scrubbing back on) in the file expects the next event to
// follow it, not the settings read at start (probe 11, #10). At most once
// per settingsEvery, and only when the file changed (size, time, inode),
// the settings are resolved again, in the seed's order:
//   - capture off (eval.capture false, or a file that cannot be trusted:
//     fail closed) ends capturing for the rest of the run; the lines after
//     are read and not captured. Events handed over before stay captured.
//   - scrub_pii on scrubs every event not yet stored (ScrubFromNow).
//   - scrub_pii off is not applied mid-run: raw text is kept only from the
//     next run on, never by surprise.
//
// Lines arriving are what it runs on: an idle input costs nothing.
type settingsWatch struct {
	r       *clikit.Runtime
	c       *capture.Capturer
	path    string
	stamp   os.FileInfo // config.json as last seen; nil when there was none
	next    time.Time
	scrub   bool // this run scrubs
	off     bool // capture turned off mid-run
	offLine int  // the first line not captured
	saidRaw bool // told that scrub_pii false waits for the next run
	// goneAt is when config.json was first seen missing after it had
	// been there; zero while it is there.
	goneAt time.Time
}

func newSettingsWatch(r *clikit.Runtime, c *capture.Capturer, s *configplane.Settings) *settingsWatch {
	w := &settingsWatch{r: r, c: c, path: s.ConfigPath, scrub: s.ScrubPII.Value, next: time.Now().Add(settingsEvery)}
	if w.path != "" {
		w.stamp, _ = os.Stat(w.path)
	}
	return w
}

// captureOn reports whether line n is to be captured, after applying any
// change to config.json.
func (w *settingsWatch) captureOn(n int) bool {
	if w == nil || w.path == "" {
		return true
	}
	if w.off {
		return false
	}
	now := time.Now()
	if now.Before(w.next) {
		return true
	}
	w.next = now.Add(settingsEvery)
	fi, _ := os.Stat(w.path)
	if sameStamp(fi, w.stamp) {
		w.goneAt = time.Time{}
		return true
	}
	if fi == nil && w.stamp != nil {
		// Gone: an editor saving by renaming the file away and writing
		// a new one (vim, emacs) leaves no config.json for a moment, and
		// settings read then would be the defaults — capture off for
		// the rest of a run that a config.json turned on (probe 13).
		// Only a file still missing a look later counts as removed.
		if w.goneAt.IsZero() {
			w.goneAt = now
			return true
		}
		if now.Sub(w.goneAt) < settingsEvery {
			return true
		}
	}
	w.goneAt = time.Time{}
	w.stamp = fi
	s := w.r.Settings()
	if s.ScrubPII.Value && !w.scrub {
		w.scrub = true
		w.c.ScrubFromNow()
		w.r.Warn("%s changed: scrubbing is on from line %d (%s), and for the events not yet stored", w.path, n, s.ScrubPII.Source)
	}
	if !s.ScrubPII.Value && w.scrub && !w.saidRaw {
		w.saidRaw = true
		w.r.Warn("%s changed: %s; this run keeps scrubbing, and the next eval-capture keeps raw text", w.path, s.ScrubPII.Source)
	}
	if !s.Capture.Value {
		w.off, w.offLine = true, n
		w.r.Warn("%s changed: capture is off from line %d (%s): the rest of stdin is read and not captured; the events before it are stored", w.path, n, s.Capture.Source)
		return false
	}
	return true
}

// sameStamp: the same file, unchanged as far as its metadata tells.
func sameStamp(a, b os.FileInfo) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}
