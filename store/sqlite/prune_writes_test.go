//go:build unix

package sqlite

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pruneWritesEnv makes the helper process (see TestMain) open its path
// read-only, as eval-prune --dry-run does, and print PruneWrites' answer.
const pruneWritesEnv = "EVALKIT_SQLITE_TEST_PRUNE_WRITES"

func pruneWritesProcess(path string) int {
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, "waiting for the start signal:", err)
		return 1
	}
	ctx := context.Background()
	e, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer e.Close()
	w, err := e.PruneWrites(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("denied=%v\nwhy=%s\nfix=%s\n", w.Denied, w.Why, w.Fix)
	return 0
}

// eval-prune asks PruneWrites before any DELETE: a file this user cannot
// write is refused with its name and the chmod that lifts it, also when the
// engine asking is a dry run's read-only one; a writable file is not. Run
// as an unprivileged user (root ignores file modes).
func TestPruneWritesNamesTheReadOnlyFile(t *testing.T) {
	dir, run := captureProcesses(t)
	path := filepath.Join(dir, "eval.db")
	if out, err := run(path); err != nil {
		t.Fatalf("capture: %v\n%s", err, out)
	}
	out, err := run(path, pruneWritesEnv+"=1")
	if err != nil || !strings.Contains(out, "denied=false") {
		t.Fatalf("writable file: %v\n%s\nwant not denied", err, out)
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	out, err = run(path, pruneWritesEnv+"=1")
	if err != nil || !strings.Contains(out, "denied=true") ||
		!strings.Contains(out, path+" is not writable by this user") || !strings.Contains(out, "fix=chmod u+rw "+path) {
		t.Fatalf("0444 file: %v\n%s\nwant denied, naming %s and its chmod", err, out, path)
	}
	if strings.Contains(out, "GRANT") || strings.Contains(out, "standby") {
		t.Errorf("PostgreSQL advice for a file:\n%s", out)
	}
}
