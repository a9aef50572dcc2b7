package spool_test

import (
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// Records an earlier build spelled with another identity of the same
// database (libpq's options kept whole) are delivered as this target's
// when SameTarget says so, and only then; another database's wait.
func TestSameTargetClaimsOtherSpellings(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	old := openSpool(t, spool.Options{Dir: dir, Target: "postgres:///brain?options=-c+statement_timeout%3D60000"})
	mustAppend(t, old, entries(0, 3))
	other := openSpool(t, spool.Options{Dir: dir, Target: "postgres:///otherbrain"})
	mustAppend(t, other, entries(3, 2))
	old.Close()
	other.Close()

	strict := openSpool(t, spool.Options{Dir: dir, Target: "postgres:///brain"})
	if got, _ := drainAll(t, strict); len(got) != 0 {
		t.Fatalf("without SameTarget, %d records of another spelling were delivered", len(got))
	}
	strict.Close()

	same := func(target string) bool { return target == "postgres:///brain?options=-c+statement_timeout%3D60000" }
	s := openSpool(t, spool.Options{Dir: dir, Target: "postgres:///brain", SameTarget: same})
	got, _ := drainAll(t, s)
	if len(got) != 3 {
		t.Fatalf("with SameTarget, %d records delivered, want the 3 of the earlier spelling", len(got))
	}
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if st.Records != 2 {
		t.Errorf("%d records left, want the other database's 2", st.Records)
	}
}
