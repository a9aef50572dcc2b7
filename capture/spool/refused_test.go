package spool_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// refusedMaxBytes is the cap of the refusal tests: a few segments, so the
// appenders hit it within a few batches.
const refusedMaxBytes = 64 << 10

// appendUntilRefused appends batches of 5 to its own Spool handle on dir and
// returns how many records the cap refused (ErrFull).
func appendUntilRefused(dir string, from, batches int) (int64, error) {
	s, err := spool.Open(spool.Options{Dir: dir, MaxBytes: refusedMaxBytes, SegmentBytes: 8 << 10, NoSync: true, Target: brainA})
	if err != nil {
		return 0, err
	}
	defer s.Close()
	var refused int64
	for i := range batches {
		res, err := s.Append(entries(from+5*i, 5))
		switch {
		case errors.Is(err, spool.ErrFull):
			if res.Refused.DroppedTotal() != 5 || res.Spooled != 0 {
				return refused, fmt.Errorf("ErrFull with %d spooled and %+v counted, want none spooled and 5 counted (%v)", res.Spooled, res.Refused, err)
			}
			refused += 5
		case err != nil:
			return refused, err
		case res.Refused.Total() != 0:
			return refused, fmt.Errorf("a batch that was spooled counted as refused: %+v", res.Refused)
		}
	}
	return refused, nil
}

// checkRefusedCounted: the doctor (ReadStats, another process) sees every
// refused record, and a drain reports each once.
func checkRefusedCounted(t *testing.T, dir string, drainer *spool.Spool, c *spool.Claim, refused int64) {
	t.Helper()
	if refused == 0 {
		t.Fatal("nothing was refused: the test wrote too little")
	}
	st, err := spool.ReadStats(dir, refusedMaxBytes)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Unreported.DroppedTotal(); got != refused {
		t.Errorf("state.json counts %d records dropped by the cap, the appenders had %d refused", got, refused)
	}
	if got := st.For(brainA).Unreported.DroppedTotal(); got != refused {
		t.Errorf("state.json counts %d dropped for their database, want %d", got, refused)
	}
	c.Release()
	_, lost := drainAll(t, drainer)
	if lost.DroppedTotal() != refused {
		t.Errorf("the drain reports %d dropped, want %d", lost.DroppedTotal(), refused)
	}
	if st, _ := spool.ReadStats(dir, 0); st.Unreported.Total() != 0 || st.Total.DroppedTotal() != refused {
		t.Errorf("after the drain: unreported %+v, total %+v; want none and %d", st.Unreported, st.Total, refused)
	}
}

// Appenders that cannot make room (another process drains, so none may
// drop segments) refuse batches with ErrFull. Those calls are lost all the
// same, and the doctor must see them from another process: each refusal is
// counted in state.json, by whichever process refused, and several
// counting at once (separate Spool handles, so separate locks) lose no
// update.
func TestRefusedByTheCapAreCounted(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	drainer := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	c, err := drainer.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	const writers = 6
	var refused [writers]int64
	var errs [writers]error
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() { refused[w], errs[w] = appendUntilRefused(dir, 1000*w, 40) })
	}
	wg.Wait()
	var sum int64
	for w := range writers {
		if errs[w] != nil {
			t.Fatal(errs[w])
		}
		sum += refused[w]
	}
	checkRefusedCounted(t, dir, drainer, c, sum)
}

// The same with processes: each child appends with its own Spool and says
// how many records were refused.
func TestRefusedByTheCapAreCountedAcrossProcesses(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "spool")
	drainer := openSpool(t, spool.Options{Dir: dir, Target: brainA})
	c, err := drainer.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	const children = 3
	var refused [children]int64
	var errs [children]error
	var wg sync.WaitGroup
	for i := range children {
		cmd, out := startChild(t, "refuse", dir)
		wg.Go(func() {
			for out.Scan() {
				if n, ok := strings.CutPrefix(out.Text(), "refused "); ok {
					refused[i], errs[i] = strconv.ParseInt(n, 10, 64)
				}
			}
			if err := cmd.Wait(); err != nil {
				errs[i] = fmt.Errorf("child %d: %w", i, err)
			}
		})
	}
	wg.Wait()
	var sum int64
	for i := range children {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		sum += refused[i]
	}
	checkRefusedCounted(t, dir, drainer, c, sum)
}
