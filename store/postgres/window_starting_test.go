package postgres

import (
	"strings"
	"testing"
)

// A session caught between its statement's stamp and its transaction's
// lock is looked at again; only the sessions that were starting at the
// first look keep the window end waiting, and one that still is when the
// wait runs out is named as what it is.
func TestStillStartingKeepsOnlyEarlierSessions(t *testing.T) {
	before := []openTxn{{pid: 10, late: true}, {pid: 11, late: true}}
	now := []openTxn{{pid: 11, late: true}, {pid: 12, late: true}}
	got := stillStarting(before, now)
	if len(got) != 1 || got[0].pid != 11 {
		t.Fatalf("stillStarting = %+v; want pid 11 alone (10 has its lock or ended, 12 stamped after the end)", got)
	}
	if s := got[0].String(); !strings.Contains(s, "whose transaction has not yet shown its start") {
		t.Errorf("String() = %q; want it to say the transaction has not shown its start", s)
	}
}
