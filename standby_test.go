package evalkit

// A hot standby of the brain: a private primary cluster and a streaming
// replica of it (pg_basebackup -R), both real.

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// standby starts a streaming hot standby of c beside it and stops it when
// the test ends (before c's directory is removed).
func (c *cluster) standby() *cluster {
	c.t.Helper()
	s := &cluster{t: c.t, dir: filepath.Join(filepath.Dir(c.dir), "s")}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		c.t.Fatal(err)
	}
	args := []string{pgBin("pg_basebackup"), "-h", c.dir, "-U", "postgres", "-D", filepath.Join(s.dir, "data"), "-R", "-X", "stream", "--no-sync"}
	if os.Geteuid() == 0 {
		if out, err := exec.Command("chown", "postgres", s.dir).CombinedOutput(); err != nil {
			c.t.Fatalf("chown: %v\n%s", err, out)
		}
		args = append([]string{"runuser", "-u", "postgres", "--"}, args...)
	}
	if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
		c.t.Fatalf("pg_basebackup: %v\n%s", err, out)
	}
	c.t.Cleanup(func() {
		stop := []string{pgBin("pg_ctl"), "-D", filepath.Join(s.dir, "data"), "-m", "immediate", "-w", "stop"}
		if os.Geteuid() == 0 {
			stop = append([]string{"runuser", "-u", "postgres", "--"}, stop...)
		}
		exec.Command(stop[0], stop[1:]...).Run() // not running: nothing to stop
	})
	// A hot standby needs max_connections no lower than its primary's.
	s.pgCtl("-l", filepath.Join(s.dir, "server.log"), "-w", "-t", "60",
		"-o", "-k "+s.dir+" -c listen_addresses= -c fsync=off -c hot_standby=on -c max_connections=300", "start")
	s.url = strings.Replace(c.url, c.dir, s.dir, 1)
	return s
}

// runBin runs one of the built commands against url with its own home and
// returns its exit code, stdout and stderr.
func runBin(t *testing.T, home, url, name string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(binDir, name), args...)
	cmd.Env = captureEnv(home, url)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s %v → exit %d\n%s", name, args, code, stderr.String())
	return code, stdout.String(), stderr.String()
}

// TestStandbyExportRefuses: a standby cannot see the transactions open on
// the primary, so no window end read there is exact (a row stamped before
// it may commit on the primary later and fall into no window). eval-export
// there refuses — exit 1, nothing on stdout, the cursor kept — naming the
// cause and the primary as the fix; the doctor's windows check fails.
func TestStandbyExportRefuses(t *testing.T) {
	pg := newCluster(t)
	home := t.TempDir()
	if code, _ := runCapture(t, home, pg.url, events(0, 3)); code != 0 {
		t.Fatalf("capture into the primary: exit %d", code)
	}
	cursor := filepath.Join(home, "export.cursor")
	if code, out, _ := runBin(t, home, pg.url, "eval-export", "--cursor", cursor); code != 0 || strings.Count(out, "\n") != 3 {
		t.Fatalf("export from the primary: exit %d, %d rows, want 0 and 3", code, strings.Count(out, "\n"))
	}
	before, err := os.ReadFile(cursor)
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := runCapture(t, home, pg.url, events(3, 5)); code != 0 {
		t.Fatalf("capture into the primary: exit %d", code)
	}

	sb := pg.standby()
	waitReplayed(t, sb.url, 5)
	for _, args := range [][]string{{"--cursor", cursor}, {"--since", "7d"}, {}} {
		code, out, errs := runBin(t, home, sb.url, "eval-export", args...)
		if code != 1 || out != "" {
			t.Errorf("export %v from the standby: exit %d, stdout %q; want exit 1 and nothing", args, code, out)
		}
		for _, want := range []string{"standby in recovery", "cannot see the transactions open on the primary", "export from the brain's primary"} {
			if !strings.Contains(errs, want) {
				t.Errorf("export %v from the standby: stderr lacks %q", args, want)
			}
		}
	}
	if after, _ := os.ReadFile(cursor); string(after) != string(before) {
		t.Errorf("cursor changed by the refused export: %q → %q", before, after)
	}

	code, out, _ := runBin(t, home, sb.url, "eval-doctor")
	if code != 1 || !strings.Contains(out, "fail  windows       the database is a standby in recovery") ||
		!strings.Contains(out, "warn  writer        the database is a standby in recovery") {
		t.Errorf("doctor on the standby: exit %d, want 1, a failed windows check and a writer warning:\n%s", code, out)
	}

	// eval-prune there is refused before it tries, naming the standby and
	// the primary; its dry run says the real run would be (probe 9, F8b).
	for _, args := range [][]string{{"--before", "2100-01-01", "--dry-run"}, {"--before", "2100-01-01"}} {
		code, _, errs := runBin(t, home, sb.url, "eval-prune", args...)
		if code != 1 || !strings.Contains(errs, "the database is a standby in recovery (pg_is_in_recovery()): it takes no writes") ||
			!strings.Contains(errs, "prune on the brain's primary") {
			t.Errorf("prune %v on the standby: exit %d, want 1 naming the standby and the primary", args, code)
		}
	}

	// Capture there (a URL that reaches the standby after a failover)
	// keeps the events in the spool: nothing lost.
	if code, errs := runCapture(t, home, sb.url, events(5, 7), "--timeout", "1s"); code != 3 || !strings.Contains(errs, "spooled 2 (database read-only)") {
		t.Errorf("capture into the standby: exit %d, want 3 and 2 events spooled", code)
	}
}

// waitReplayed waits until the standby at url holds n candidate rows.
func waitReplayed(t *testing.T, url string, n int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		var got int
		c, err := pgx.Connect(ctx, url)
		if err == nil {
			err = c.QueryRow(ctx, "SELECT count(*) FROM eval_candidates").Scan(&got)
			c.Close(ctx)
		}
		if err == nil && got == n {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the standby did not replay %d rows: %d, %v", n, got, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
