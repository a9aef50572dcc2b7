//go:build linux || darwin

package doctor

import (
	"math"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// spoolSome spools n events for the machine's database at time at.
func spoolSome(t *testing.T, m *machine, n int, at time.Time) {
	t.Helper()
	sp, err := spool.Open(spool.Options{Dir: filepath.Join(m.dir(), "spool"), Target: dial.Identity(m.settings().Target),
		Now: func() time.Time { return at }})
	if err != nil {
		t.Fatal(err)
	}
	defer sp.Close()
	rows := make([]spool.Entry, n)
	for i := range rows {
		rows[i].Candidate = store.Candidate{ToolName: store.ToolQuery, Query: "q"}
	}
	if _, err := sp.Append(rows); err != nil {
		t.Fatal(err)
	}
}

// With capture on, a spool on a (nearly) full file system cannot keep
// events and cannot finish a delivery: the spool check warns, as the
// writer check does for eval.db (the real file system, against a threshold
// it cannot reach). With capture off nothing would spool: no warning.
func TestSpoolWarnsOnFullFileSystemWithCaptureOn(t *testing.T) {
	m := capturingMachine(t)
	spoolSome(t, m, 2, fixedNow.Add(-time.Minute))
	if c := checkSpool(m.settings(), fixedNow); c.Status != OK {
		t.Fatalf("room enough: %+v", c)
	}
	t.Cleanup(func(old uint64) func() { return func() { minFreeBytes = old } }(minFreeBytes))
	minFreeBytes = math.MaxUint64
	c := checkSpool(m.settings(), fixedNow)
	dir := filepath.Join(m.dir(), "spool")
	if c.Status != Warn || !strings.Contains(strings.Join(c.Details, "\n"), "the file system holding the spool "+dir+" has ") ||
		!strings.Contains(c.Fix, "make room on the file system that holds "+dir) || c.Data["free_bytes"] == nil {
		t.Fatalf("full file system, capture on: %+v", c)
	}
	delete(m.env, configplane.EnvContributorMode)
	// (The events waiting still warn: capture off delivers nothing.)
	if c := checkSpool(m.settings(), fixedNow); strings.Contains(strings.Join(c.Details, "\n"), "file system") || strings.Contains(c.Fix, "make room") {
		t.Fatalf("full file system, capture off: %+v", c)
	}
}

// Events spooled while capture was on wait for a capture run with capture
// on, not for the database: with capture off nothing delivers them, however
// well the database answers, and however fresh they are. The check warns
// and says so, and how to deliver them (turn capture on, then
// eval-capture </dev/null) — never "ok … wait for the database".
func TestSpoolWaitingWithCaptureOffWarns(t *testing.T) {
	m := newMachine(t)
	spoolSome(t, m, 2, fixedNow.Add(-time.Minute))
	c := checkSpool(m.settings(), fixedNow)
	if c.Status != Warn {
		t.Fatalf("events waiting, capture off: status %v, want a warning: %+v", c.Status, c)
	}
	if strings.Contains(c.Message, "wait for the database") || !strings.Contains(c.Message, "2 events wait in ") ||
		!strings.Contains(c.Message, "capture is off, so nothing delivers them") {
		t.Errorf("message %q", c.Message)
	}
	first, rest, _ := strings.Cut(c.Fix, "\n")
	if !strings.HasPrefix(first, "capture is off (default), and eval-capture delivers the spool only with capture on: turn it on with export MODUSBRAIN_CONTRIBUTOR_MODE=1") ||
		!strings.Contains(rest, "deliver them with: eval-capture </dev/null") {
		t.Errorf("fix %q", c.Fix)
	}
	// Capture on again: a fresh spool is the normal state of an outage.
	m.env[configplane.EnvContributorMode] = "1"
	if c := checkSpool(m.settings(), fixedNow); c.Status != OK || !strings.Contains(c.Message, "2 events wait for the database in ") {
		t.Fatalf("events waiting, capture on: %+v", c)
	}
}

// With capture off, eval-capture </dev/null delivers nothing: the stale
// spool's fix says to turn capture on first, in eval-capture's own words.
func TestStaleSpoolWithCaptureOffSaysTurnItOn(t *testing.T) {
	m := newMachine(t)
	spoolSome(t, m, 3, fixedNow.Add(-time.Hour))
	c := checkSpool(m.settings(), fixedNow)
	first, _, _ := strings.Cut(c.Fix, "\n")
	if c.Status != Warn || !strings.Contains(first, "capture is off (default), and eval-capture delivers the spool only with capture on: "+
		`turn it on with export MODUSBRAIN_CONTRIBUTOR_MODE=1, or "eval": {"capture": true} in `) {
		t.Fatalf("stale spool, capture off: %+v", c)
	}
	m.writeConfig(`{"eval": {"capture": false}}`, 0o600)
	m.env[configplane.EnvContributorMode] = "1"
	c = checkSpool(m.settings(), fixedNow)
	if !strings.Contains(c.Fix, "eval.capture=false in "+m.configPath()+" wins over MODUSBRAIN_CONTRIBUTOR_MODE; set it to true (or remove it) to capture, then") {
		t.Fatalf("stale spool, capture off by config: %+v", c)
	}
	// Capture on: the delivery command alone.
	m.writeConfig(`{"eval": {"capture": true}}`, 0o600)
	if c := checkSpool(m.settings(), fixedNow); strings.Contains(c.Fix, "capture is off") || !strings.Contains(c.Fix, "eval-capture </dev/null") {
		t.Fatalf("stale spool, capture on: %+v", c)
	}
}

// A file named like a segment that no evalkit wrote — here a named pipe —
// is named by the check, never opened in a way that waits for a writer.
func TestSpoolCheckNamesBadSegments(t *testing.T) {
	m := capturingMachine(t)
	spoolSome(t, m, 1, fixedNow)
	dir := filepath.Join(m.dir(), "spool")
	if err := syscall.Mkfifo(filepath.Join(dir, "seg-00000000000000000001-deadbeef"), 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan Check, 1)
	go func() { done <- checkSpool(m.settings(), fixedNow) }()
	var c Check
	select {
	case c = <-done:
	case <-time.After(time.Minute):
		t.Fatal("the spool check is still blocked after a minute (a named pipe opened for reading waits for a writer)")
	}
	if c.Status != Warn || !strings.Contains(strings.Join(c.Details, "\n"), "seg-00000000000000000001-deadbeef in "+dir+" is a named pipe, not a segment evalkit wrote") ||
		!strings.Contains(c.Fix, "move seg-00000000000000000001-deadbeef out of "+dir) || !strings.HasPrefix(c.Message, "1 event waits for the database") {
		t.Fatalf("a named pipe in the spool: %+v", c)
	}
}
