//go:build linux || darwin

package doctor

import (
	"math"
	"path/filepath"
	"strings"
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
	if c := checkSpool(m.settings(), fixedNow); c.Status != OK {
		t.Fatalf("full file system, capture off: %+v", c)
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
