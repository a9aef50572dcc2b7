package sqlite

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

func TestMigrationsMatchSchemaVersion(t *testing.T) {
	if len(migrations) != store.SchemaVersion {
		t.Fatalf("%d migrations for store.SchemaVersion %d", len(migrations), store.SchemaVersion)
	}
}

// checkSchema verifies one version row per migration and working tables.
func checkSchema(t *testing.T, path string, wantRows int64) {
	t.Helper()
	ctx := context.Background()
	e, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var versions int
	if err := e.db.QueryRow("SELECT count(*) FROM eval_schema_version").Scan(&versions); err != nil || versions != store.SchemaVersion {
		t.Errorf("version rows = %d, %v; want %d", versions, err, store.SchemaVersion)
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Errorf("SchemaVersion = %d, %v", v, err)
	}
	a, err := e.CandidateActivity(ctx, time.Time{})
	if err != nil || a.Rows != wantRows {
		t.Errorf("rows = %d, %v; want %d", a.Rows, err, wantRows)
	}
}

// Engines in one process, each with its own connections, migrating the same
// new file at once: exactly one applies the migration, none fails.
func TestMigrateFromEnginesAtOnce(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "eval.db")
	const n = 6
	var wg sync.WaitGroup
	errs := make([]error, n)
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			e, err := Open(ctx, path, Options{})
			if err != nil {
				errs[i] = err
				return
			}
			defer e.Close()
			if errs[i] = e.Migrate(ctx); errs[i] == nil {
				errs[i] = e.InsertCandidates(ctx, []store.Candidate{sample(i)})
			}
		})
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("engine %d: %v", i, err)
		}
	}
	checkSchema(t, path, n)
}

// Separate processes (this test binary re-executed, see TestMain) creating,
// switching to WAL and migrating the same file at once.
func TestMigrateFromProcessesAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "home", "eval.db")
	const n = 4
	var cmds []*exec.Cmd
	var starts []io.WriteCloser
	var stderr [n]strings.Builder
	for i := range n {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"="+path)
		cmd.Stderr = &stderr[i]
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, starts = append(cmds, cmd), append(starts, in)
	}
	for _, in := range starts {
		io.WriteString(in, "go\n")
		in.Close()
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer process %d: %v: %s", i, err, stderr[i].String())
		}
	}
	checkSchema(t, path, n)
}

func TestMigrateRefusesNewerSchema(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	if _, err := e.db.Exec("INSERT INTO eval_schema_version VALUES (?, 0)", store.SchemaVersion+1); err != nil {
		t.Fatal(err)
	}
	err := e.Migrate(ctx)
	var ne *store.NewerSchemaError
	if !errors.As(err, &ne) || ne.Version != store.SchemaVersion+1 || !strings.Contains(err.Error(), path) {
		t.Errorf("got %v, want a *store.NewerSchemaError naming the file and the newer version", err)
	}
}

// A table the ledger says evalkit made, dropped by hand: Migrate makes it
// again, as the migrations made it, and says so (Recreated); before, the
// ledger's fast path left it missing and every capture spooled for good.
func TestMigrateRecreatesDroppedTables(t *testing.T) {
	ctx := context.Background()
	e, path := openTemp(t)
	if _, err := e.db.Exec("DROP TABLE eval_candidates; DROP TABLE eval_capture_failures"); err != nil {
		t.Fatal(err)
	}
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if got := e.Recreated(); strings.Join(got, ",") != "eval_candidates,eval_capture_failures" {
		t.Errorf("Recreated() = %v, want both tables", got)
	}
	checkSchema(t, path, 0)
	key := "k1"
	if err := e.InsertCandidates(ctx, []store.Candidate{{ToolName: "query", Query: "q", DeliveryKey: key}, {ToolName: "query", Query: "q", DeliveryKey: key}}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := e.db.QueryRow("SELECT count(*) FROM eval_candidates").Scan(&n); err != nil || n != 1 {
		t.Errorf("rows = %d, %v; want 1: the delivery key's unique index is back too", n, err)
	}
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonOther, ToolName: "query", Detail: "d"}}); err != nil {
		t.Errorf("failure row after recreation: %v", err)
	}
}
