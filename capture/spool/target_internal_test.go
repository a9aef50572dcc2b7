package spool

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// A segment that holds records of two databases (one process writes one
// database's records, but the reader must not depend on it) is delivered
// piecewise: each Claim takes the run of its own records at the
// acknowledged offset and stops at the other database's, which waits.
func TestMixedSegmentIsDeliveredPiecewise(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	var buf []byte
	var key [16]byte
	for i, tg := range []string{"A", "A", "B", "legacy", "A"} {
		key[0] = byte(i)
		c := store.Candidate{ToolName: "query", Query: string(rune('0' + i))}
		var err error
		if tg == "legacy" {
			buf, err = appendRecordVersion(buf, legacyVersion, &key, time.Unix(int64(i), 0), "", &c)
		} else {
			buf, err = appendRecord(buf, &key, time.Unix(int64(i), 0), tg, &c)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "seg-00000000000000000001-00000000"), buf, 0o600); err != nil {
		t.Fatal(err)
	}
	drain := func(opts Options) string {
		t.Helper()
		opts.Dir = dir
		s, err := Open(opts)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		c, err := s.TryClaim()
		if err != nil {
			t.Fatal(err)
		}
		defer c.Release()
		recs, err := c.Next(nil, 100)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Ack(); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, r := range recs {
			got += r.Candidate.Query
		}
		return got
	}
	for _, step := range []struct {
		opts Options
		want string
	}{
		{Options{Target: "B"}, ""},                      // A's records come first: B waits
		{Options{Target: "A"}, "01"},                    // A's run, up to B's record
		{Options{Target: "A"}, ""},                      // nothing new for A at the offset
		{Options{Target: "B"}, "2"},                     // B's record, up to the legacy one
		{Options{Target: "A"}, ""},                      // legacy records wait for adoption
		{Options{Target: "A", AdoptLegacy: true}, "34"}, // adopted, and A's last one
		{Options{Target: "A", AdoptLegacy: true}, ""},   // all delivered, once
	} {
		if got := drain(step.opts); got != step.want {
			t.Fatalf("drain %+v got %q, want %q", step.opts, got, step.want)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "seg-*")); len(m) != 0 {
		t.Errorf("files left: %v", m)
	}
}
