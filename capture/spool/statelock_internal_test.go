package spool

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// holdStateLock takes dir's state.lock through a descriptor of its own (an
// flock of another open file: another process, as far as lockState can
// tell) and returns its release.
func holdStateLock(t *testing.T, dir string) func() {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(dir, stateLockName), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := tryLock(f); err != nil || !ok {
		f.Close()
		t.Fatalf("taking state.lock: %v, %v", ok, err)
	}
	return func() { f.Close() }
}

func setStateLockWait(t *testing.T, d time.Duration) {
	old := stateLockWait
	stateLockWait = d
	t.Cleanup(func() { stateLockWait = old })
}

// A holder of state.lock that finishes no update (stopped, or on a disk
// that does not answer) holds up a count for stateLockWait, not for ever.
func TestStateLockStalledHolderFails(t *testing.T) {
	setStateLockWait(t, 200*time.Millisecond)
	dir := t.TempDir()
	if err := writeFileAtomic(dir, stateName, []byte(`{"version":2}`+"\n")); err != nil {
		t.Fatal(err)
	}
	release := holdStateLock(t, dir)
	defer release()
	start := time.Now()
	unlock, err := lockState(dir)
	if err == nil {
		unlock()
		t.Fatal("state.lock was taken while another holder had it")
	}
	if !strings.Contains(err.Error(), "no update of state.json") {
		t.Errorf("error %q does not say the holder stalled", err)
	}
	if took := time.Since(start); took < stateLockWait || took > 10*time.Second {
		t.Errorf("gave up after %v, want about %v", took, stateLockWait)
	}
}

// A busy state.lock is no stall: while its holders keep finishing updates
// (state.json replaced, again and again: appenders the cap refuses,
// counting at once), a waiter waits past stateLockWait and then counts. It
// used to give up after stateLockWait in all, so that on a loaded machine
// an appender that lost its turns to the others failed to count its
// refused batch (TestRefusedByTheCapAreCounted, at random).
func TestStateLockBusyIsNoStall(t *testing.T) {
	setStateLockWait(t, time.Second)
	dir := t.TempDir()
	release := holdStateLock(t, dir)
	held := make(chan struct{})
	defer func() { <-held }()
	until := time.Now().Add(stateLockWait * 5 / 2)
	go func() {
		// The holder's updates, one every few milliseconds, for 2.5
		// windows: replaced with no fsync, so a slow disk cannot stall
		// the simulated queue.
		defer close(held)
		defer release()
		for i := 0; time.Now().Before(until); i++ {
			tmp := filepath.Join(dir, tmpPrefix+stateName)
			if err := os.WriteFile(tmp, []byte(strings.Repeat("x", i%7)), 0o600); err != nil {
				t.Error(err)
				return
			}
			if err := os.Rename(tmp, filepath.Join(dir, stateName)); err != nil {
				t.Error(err)
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	start := time.Now()
	unlock, err := lockState(dir)
	if err != nil {
		t.Fatalf("after %v: %v", time.Since(start), err)
	}
	unlock()
	if took := time.Since(start); took < stateLockWait {
		t.Errorf("took state.lock after %v, before its holder released it", took)
	}
}
