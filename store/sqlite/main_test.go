package sqlite

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// helperEnv makes the test binary act as a separate writer process (see
// TestMigrateFromProcessesAtOnce): it waits for a line on stdin, so all
// helpers start together, then opens, migrates and inserts one row.
const helperEnv = "EVALKIT_SQLITE_TEST_WRITER"

func TestMain(m *testing.M) {
	if path := os.Getenv(helperEnv); path != "" {
		if os.Getenv(pruneWritesEnv) != "" {
			os.Exit(pruneWritesProcess(path))
		}
		if os.Getenv(liveJournalEnv) != "" {
			os.Exit(liveJournalProcess(path))
		}
		os.Exit(writerProcess(path))
	}
	os.Exit(m.Run())
}

func writerProcess(path string) int {
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, "waiting for the start signal:", err)
		return 1
	}
	ctx := context.Background()
	e, err := Open(ctx, path, Options{BusyTimeout: 30e9})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := e.InsertCandidates(ctx, []store.Candidate{sample(os.Getpid())}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}
