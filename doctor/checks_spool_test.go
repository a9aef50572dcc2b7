package doctor

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

func TestSpoolCheck(t *testing.T) {
	// Capture on: with it off, events waiting warn (TestSpoolWaitingWithCaptureOffWarns).
	m := capturingMachine(t)
	dir := filepath.Join(m.dir(), "spool")
	c := checkSpool(m.settings(), fixedNow)
	if c.Status != OK || !strings.HasPrefix(c.Message, "empty: nothing waits") {
		t.Fatalf("no spool yet: %+v", c)
	}

	spooledAt := fixedNow.Add(-3 * time.Minute)
	sp, err := spool.Open(spool.Options{Dir: dir, Target: dial.Identity(m.settings().Target), Now: func() time.Time { return spooledAt }})
	if err != nil {
		t.Fatal(err)
	}
	rows := make([]spool.Entry, 5)
	for i := range rows {
		rows[i].Candidate = store.Candidate{ToolName: store.ToolQuery, Query: "q"}
	}
	if _, err := sp.Append(rows); err != nil {
		t.Fatal(err)
	}
	sp.Close()
	c = checkSpool(m.settings(), fixedNow)
	if c.Status != OK || !strings.Contains(c.Message, "5 events wait for the database") || !strings.Contains(c.Message, "spooled 3m ago") {
		t.Fatalf("a fresh spool: %+v", c)
	}
	if c.Data["records"] != int64(5) || c.Data["oldest_age_seconds"] != int64(180) {
		t.Errorf("data %v", c.Data)
	}

	c = checkSpool(m.settings(), fixedNow.Add(time.Hour))
	if c.Status != Warn || !strings.Contains(strings.Join(c.Details, "\n"), "not draining: the oldest record is older than 15 minutes") ||
		!strings.Contains(c.Fix, "eval-capture </dev/null") {
		t.Fatalf("a stale spool: %+v", c)
	}

	m.env["EVALKIT_SPOOL_MAX_BYTES"] = "lots"
	c = checkSpool(m.settings(), fixedNow)
	if c.Status != Warn || !strings.Contains(c.Fix, "spool cap setting") {
		t.Fatalf("a bad cap: %+v", c)
	}
	delete(m.env, "EVALKIT_SPOOL_MAX_BYTES")

	if err := os.Chmod(dir, 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	if os.Geteuid() != 0 {
		if c = checkSpool(m.settings(), fixedNow); c.Status != Warn {
			t.Fatalf("an unreadable spool: %+v", c)
		}
	}
}

// One waiting event is "1 event waits", not "1 events wait".
func TestSpoolCheckOneEvent(t *testing.T) {
	m := capturingMachine(t)
	sp, err := spool.Open(spool.Options{Dir: filepath.Join(m.dir(), "spool"), Target: dial.Identity(m.settings().Target), Now: func() time.Time { return fixedNow }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sp.Append([]spool.Entry{{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "q"}}}); err != nil {
		t.Fatal(err)
	}
	sp.Close()
	if c := checkSpool(m.settings(), fixedNow); !strings.HasPrefix(c.Message, "1 event waits for the database in ") {
		t.Fatalf("one event: %q", c.Message)
	}
}

// A spool write that failed (a full disk) leaves its segment cut back to
// zero bytes: the only trace of events that may have left no failure row
// either. The doctor reports it; a segment only just created is not one.
func TestSpoolCheckEmptySegmentsAreTraces(t *testing.T) {
	m := newMachine(t)
	m.env["MODUSBRAIN_CONTRIBUTOR_MODE"] = "1"
	dir := filepath.Join(m.dir(), "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(dir, "seg-01748779200000000000-0a0b0c0d")
	if err := os.WriteFile(fresh, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if c := checkSpool(m.settings(), fixedNow); c.Status != OK {
		t.Fatalf("a segment just created: %+v", c)
	}
	old := time.Now().Add(-time.Minute)
	for _, name := range []string{fresh, filepath.Join(dir, "seg-01748779100000000000-01020304")} {
		if err := os.WriteFile(name, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(name, old, old); err != nil {
			t.Fatal(err)
		}
	}
	c := checkSpool(m.settings(), fixedNow)
	if c.Status != Warn || !strings.Contains(strings.Join(c.Details, "\n"), "2 empty segment files") ||
		!strings.Contains(c.Fix, "df -h "+dir) || c.Data["empty_segments"] != 2 {
		t.Fatalf("failed spool writes: %+v", c)
	}
	// Capture's drain removes them (spool.Claim): the fix says to deliver,
	// not to delete files by hand.
	if !strings.Contains(c.Fix, "the next delivery removes empty segments: eval-capture </dev/null") || strings.Contains(c.Fix, "-delete") {
		t.Errorf("fix %q: want delivery to remove them, no find -delete", c.Fix)
	}
}

// Events spooled for another database wait for it: the check warns, names
// that database per target (no credentials) and says how to deliver them
// for one command, never by changing modusbrain's config.
func TestSpoolCheckOtherDatabase(t *testing.T) {
	// Capture on: with it off the fix first says how to turn it on
	// (TestStaleSpoolWithCaptureOffSaysTurnItOn).
	m := capturingMachine(t)
	dir := filepath.Join(m.dir(), "spool")
	other, err := spool.Open(spool.Options{Dir: dir, Target: "postgres://db.internal:5432/brain_x", Now: func() time.Time { return fixedNow.Add(-time.Minute) }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Append([]spool.Entry{{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "q"}}, {Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "r"}}}); err != nil {
		t.Fatal(err)
	}
	other.Close()
	mine, err := spool.Open(spool.Options{Dir: dir, Target: dial.Identity(m.settings().Target), Now: func() time.Time { return fixedNow }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mine.Append([]spool.Entry{{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "s"}}}); err != nil {
		t.Fatal(err)
	}
	mine.Close()
	c := checkSpool(m.settings(), fixedNow)
	if c.Status != Warn || !strings.HasPrefix(c.Message, "1 event waits for the database in ") {
		t.Fatalf("check %+v: want a warning, and 1 event of this database waiting", c)
	}
	if len(c.Details) != 1 || !strings.HasPrefix(c.Details[0], "2 events wait for postgres://db.internal:5432/brain_x, not the database evalkit uses here") {
		t.Errorf("details %q", c.Details)
	}
	if !strings.Contains(c.Fix, "MODUSBRAIN_DATABASE_URL='postgres://USER@db.internal:5432/brain_x' eval-capture </dev/null") ||
		strings.Contains(c.Fix, "config.json") || strings.Contains(c.Fix, "database_url") {
		t.Errorf("fix %q", c.Fix)
	}
	if ts, ok := c.Data["targets"].([]map[string]any); !ok || len(ts) != 2 {
		t.Errorf("data targets %v", c.Data["targets"])
	}
}

// A damaged state.json is named with what it means and what evalkit does
// about it — never blamed on permissions — while it is in place, while its
// lost counts wait to be reported, and (without a warning) once they are.
func TestSpoolCheckDamagedState(t *testing.T) {
	m := capturingMachine(t)
	dir := filepath.Join(m.dir(), "spool")
	target := dial.Identity(m.settings().Target)
	sp, err := spool.Open(spool.Options{Dir: dir, Target: target, Now: func() time.Time { return fixedNow }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sp.Append([]spool.Entry{{Candidate: store.Candidate{ToolName: store.ToolQuery, Query: "q"}}}); err != nil {
		t.Fatal(err)
	}
	sp.Close()
	state := filepath.Join(dir, "state.json")
	if err := os.WriteFile(state, []byte(`{"version":2,"unrep`), 0o600); err != nil {
		t.Fatal(err)
	}

	c := checkSpool(m.settings(), fixedNow)
	all := c.Message + "\n" + strings.Join(c.Details, "\n")
	if c.Status != Warn || !strings.HasPrefix(c.Message, "1 event waits for the database") ||
		!strings.Contains(all, "the spool's counts of lost calls, "+state+", are damaged (unexpected end of JSON input)") ||
		!strings.Contains(c.Fix, "the next eval-capture keeps it aside as state.json.damaged-<time>") ||
		strings.Contains(c.Fix, "permissions") || c.Data["state_damaged"] != state {
		t.Fatalf("a damaged state.json: %+v", c)
	}

	// A claim keeps it aside: the lost counts wait for a failure row.
	d, err := spool.Open(spool.Options{Dir: dir, Target: target})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	claim, err := d.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	claim.Release()
	kept, _ := filepath.Glob(state + ".damaged-*")
	if len(kept) != 1 {
		t.Fatalf("kept aside: %v", kept)
	}
	c = checkSpool(m.settings(), fixedNow)
	if c.Status != Warn || !strings.Contains(strings.Join(c.Details, "\n"), "the counts of an unknown number of spooled calls were lost with a damaged state.json (kept as "+filepath.Base(kept[0])+")") ||
		strings.Contains(c.Fix, "permissions") || c.Data["unreported_lost"] != int64(1) {
		t.Fatalf("lost counts waiting for their failure row: %+v", c)
	}

	// Reported (the drain wrote the row): the kept file is mentioned, no warning.
	claim, err = d.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	lost, err := claim.Lost()
	if err != nil || lost.CountsLost != 1 {
		t.Fatalf("Lost: %+v, %v", lost, err)
	}
	if err := claim.AckLost(lost); err != nil {
		t.Fatal(err)
	}
	claim.Release()
	c = checkSpool(m.settings(), fixedNow)
	if c.Status != OK || !strings.Contains(strings.Join(c.Details, "\n"), filepath.Base(kept[0])+" kept in "+dir) {
		t.Fatalf("lost counts reported: %+v", c)
	}
}

// Records an earlier evalkit spooled carry its spelling of the database's
// identity, libpq's options whole: under a spelling of this database
// (options that set no search_path) they are this database's events; under
// another database's, they are told, with the per-command fix, by that
// database's identity as spelled now. Another search_path stays another
// database. The role is part of the identity (it can choose the schema):
// another role's events wait for a run as that role, and those an older
// evalkit spooled without a role wait for one told to adopt them.
func TestSpoolCheckReadsEarlierIdentitySpellings(t *testing.T) {
	for _, k := range []string{"PGOPTIONS", "PGHOST", "PGPORT", "PGDATABASE", "PGUSER"} {
		t.Setenv(k, "")
	}
	m := capturingMachine(t)
	m.env["MODUSBRAIN_DATABASE_URL"] = "postgres://evals:pw@db.internal/brain"
	mine := dial.SpoolIdentity(m.settings().Target)
	if mine != "postgres://evals@db.internal:5432/brain" {
		t.Fatalf("identity %q", mine)
	}
	dir := filepath.Join(m.dir(), "spool")
	for target, n := range map[string]int{
		mine: 2,
		"postgres://evals@db.internal:5432/brain?options=-c+statement_timeout%3D60000": 3,
		"postgres://db.internal:5432/brain_x?options=-c+statement_timeout%3D60000":     1,
		"postgres://db.internal:5432/brain?options=-c+search_path%3Dother":             4,
		"postgres://db.internal:5432/brain?options=-c+statement_timeout%3D60000":       6,
		"postgres://alice@db.internal:5432/brain":                                      7,
	} {
		sp, err := spool.Open(spool.Options{Dir: dir, Target: target, Now: func() time.Time { return fixedNow.Add(-time.Minute) }})
		if err != nil {
			t.Fatal(err)
		}
		rows := make([]spool.Entry, n)
		for i := range rows {
			rows[i].Candidate = store.Candidate{ToolName: store.ToolQuery, Query: "q"}
		}
		if _, err := sp.Append(rows); err != nil {
			t.Fatal(err)
		}
		sp.Close()
	}
	c := checkSpool(m.settings(), fixedNow)
	if !strings.HasPrefix(c.Message, "5 events wait for the database in ") {
		t.Errorf("message %q; want this database's 5 events, 3 of them under an earlier spelling", c.Message)
	}
	details := strings.Join(c.Details, "\n")
	for _, want := range []string{
		"1 event waits for postgres://db.internal:5432/brain_x, not the database evalkit uses here",
		"4 events wait for postgres://db.internal:5432/brain?search_path=other, not the database evalkit uses here",
		"6 events wait for this database with no role recorded (spooled by an older evalkit; the oldest 1m ago)",
		"7 events wait for postgres://alice@db.internal:5432/brain: this database as role alice, not the role evalkit uses here (evals)",
	} {
		if !strings.Contains(details, want) {
			t.Errorf("details %q lack %q", details, want)
		}
	}
	if strings.Contains(details, "statement_timeout") {
		t.Errorf("details %q name a session setting as part of a database", details)
	}
	for _, want := range []string{
		"MODUSBRAIN_DATABASE_URL='postgres://USER@db.internal:5432/brain_x' eval-capture </dev/null",
		"MODUSBRAIN_DATABASE_URL='postgres://alice@db.internal:5432/brain' eval-capture </dev/null",
		"MODUSBRAIN_DATABASE_URL='postgres://ROLE@db.internal:5432/brain' eval-capture --adopt-legacy-spool </dev/null",
	} {
		if !strings.Contains(c.Fix, want) {
			t.Errorf("fix %q lacks %q", c.Fix, want)
		}
	}
	current := 0
	for _, td := range c.Data["targets"].([]map[string]any) {
		if td["current"] == true {
			current += int(td["records"].(int64))
		}
	}
	if current != 5 {
		t.Errorf("data.targets %v: %d records current, want 5", c.Data["targets"], current)
	}
}

// A cap past the largest one evalkit takes is bounded, and the check says
// so, with the limit, rather than take it (hostile probe F8).
func TestSpoolCheckBoundedCap(t *testing.T) {
	m := capturingMachine(t)
	m.env["EVALKIT_SPOOL_MAX_BYTES"] = "99999999999999999999"
	c := checkSpool(m.settings(), fixedNow)
	if c.Status != Warn || !strings.Contains(c.Message, "cap 1048576.0 MiB") ||
		!strings.Contains(strings.Join(c.Details, "\n"), "more than the largest spool cap, 1 TiB") ||
		!strings.Contains(c.Fix, "at most 1099511627776 bytes") {
		t.Fatalf("a cap past 1 TiB: %+v", c)
	}
}

// The spool check ends with its context (eval-doctor's, which a Ctrl-C
// cancels) even on a huge file named like a segment: it is streamed, and
// its reading stops within a window (hostile probe F8: 5–10 s).
func TestSpoolCheckCancelled(t *testing.T) {
	m := capturingMachine(t)
	m.env["EVALKIT_SPOOL_MAX_BYTES"] = strconv.Itoa(256 << 30)
	dir := filepath.Join(m.dir(), "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, "seg-01796250000000000000-0badf00d"), os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(200 << 30); err != nil {
		t.Fatalf("a sparse 200 GiB file: %v", err)
	}
	f.Close()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	c := checkSpoolContext(ctx, m.settings(), fixedNow)
	if took := time.Since(start); took > time.Second {
		t.Errorf("the spool check took %v, cancelled after 200ms", took)
	}
	if c.Status != Warn || !strings.Contains(c.Message, "context canceled") {
		t.Errorf("cancelled check: %+v", c)
	}
	// Out of the checks' time: too much to read, not a disk error.
	ctx, cancel = context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	c = checkSpoolContext(ctx, m.settings(), fixedNow)
	if c.Status != Warn || !strings.Contains(c.Message, "was not read through in the time the checks have") ||
		strings.Contains(c.Fix, "dmesg") || !strings.Contains(c.Fix, "ls -lS") {
		t.Errorf("check out of time: %+v", c)
	}
}

// Damage in a spool segment that records no count of its records (an
// earlier evalkit's, or a writer that died) is at least one call: the
// check says "at least", with the bytes that did not read, never a false
// exact count (hostile probe F3).
func TestSpoolCheckUnsureLoss(t *testing.T) {
	m := capturingMachine(t)
	dir := filepath.Join(m.dir(), "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	state := `{"version":2,"unreported":{"torn":2,"torn_unsure":1,"unsure_bytes":4321},"total":{"torn":2,"torn_unsure":1,"unsure_bytes":4321}}`
	if err := os.WriteFile(filepath.Join(dir, "state.json"), []byte(state), 0o600); err != nil {
		t.Fatal(err)
	}
	c := checkSpool(m.settings(), fixedNow)
	d := strings.Join(c.Details, "\n")
	if c.Status != Warn || !strings.Contains(d, "at least 2 spooled calls were lost (dropped by the cap: 0, torn: 2, corrupt: 0), possibly more") ||
		!strings.Contains(d, "(4321 bytes did not read)") {
		t.Fatalf("unsure loss: %+v", c)
	}
}
