//go:build unix

package noroom

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestDoFailsWritesInTheChild(t *testing.T) {
	if !Child(t) {
		return
	}
	path := filepath.Join(t.TempDir(), "f")
	var err error
	Do(t, func() { err = os.WriteFile(path, []byte("x"), 0o600) })
	if !errors.Is(err, syscall.EFBIG) {
		t.Fatalf("write with no room = %v, want EFBIG", err)
	}
	if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatalf("write after Do: %v", err)
	}
}

func TestRunPattern(t *testing.T) {
	if got, want := runPattern("TestA/sub case+1"), `^TestA$/^sub case\+1$`; got != want {
		t.Fatalf("runPattern = %q, want %q", got, want)
	}
}
