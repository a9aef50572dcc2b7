package spool_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/store"
)

// The test binary doubles as the child process of the multi-process tests:
// with SPOOL_TEST_CHILD set, TestMain runs that role instead of the tests.
func TestMain(m *testing.M) {
	if role := os.Getenv("SPOOL_TEST_CHILD"); role != "" {
		if err := child(role, os.Getenv("SPOOL_TEST_DIR")); err != nil {
			fmt.Fprintln(os.Stderr, "child:", err)
			os.Exit(3)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func child(role, dir string) error {
	switch role {
	case "append":
		// Append batches of 50 forever, saying on stdout how many rows
		// have been synced; the parent kills us.
		s, err := spool.Open(spool.Options{Dir: dir})
		if err != nil {
			return err
		}
		out := bufio.NewWriter(os.Stdout)
		for n := 0; ; n += 50 {
			if _, err := s.Append(entries(n, 50)); err != nil {
				return err
			}
			fmt.Fprintf(out, "synced %d\n", n+50)
			out.Flush()
		}
	case "drain":
		// Drain in small claims until the spool is empty, printing each
		// key delivered; release between claims so the other drainer
		// gets turns.
		s, err := spool.Open(spool.Options{Dir: dir})
		if err != nil {
			return err
		}
		defer s.Close()
		out := bufio.NewWriter(os.Stdout)
		defer out.Flush()
		keys, err := drainLoop(s, 7, func() {})
		for _, k := range keys {
			fmt.Fprintln(out, k)
		}
		return err
	case "refuse":
		// Append 40 batches against a cap another process keeps full,
		// then say how many records were refused.
		refused, err := appendUntilRefused(dir, 100000*os.Getpid(), 40)
		fmt.Printf("refused %d\n", refused)
		return err
	}
	return fmt.Errorf("unknown role %q", role)
}

// drainLoop claims, takes up to batch records, acks and releases, again and
// again, until a claim finds nothing. ErrBusy means someone else has a
// turn: wait and retry.
func drainLoop(s *spool.Spool, batch int, between func()) ([]string, error) {
	var keys []string
	var buf []spool.Record
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		c, err := s.TryClaim()
		if errors.Is(err, spool.ErrBusy) {
			time.Sleep(time.Millisecond)
			continue
		}
		if err != nil {
			return keys, err
		}
		buf, err = c.Next(buf, batch)
		if err != nil {
			c.Release()
			return keys, err
		}
		if len(buf) == 0 {
			c.Release()
			return keys, nil
		}
		for _, r := range buf {
			keys = append(keys, r.Key)
		}
		err = c.Ack()
		c.Release()
		if err != nil {
			return keys, err
		}
		between()
	}
	return keys, errors.New("drain did not finish in 30s")
}

// startChild runs the test binary in a child role on dir.
func startChild(t *testing.T, role, dir string) (*exec.Cmd, *bufio.Scanner) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SPOOL_TEST_CHILD="+role, "SPOOL_TEST_DIR="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, bufio.NewScanner(out)
}

func ptr[T any](v T) *T { return &v }

// row is a realistic candidate: a scrubbed natural-language query, ten
// results from three sources, every nullable field set. Its query carries
// n, so tests can tell rows apart after delivery.
func row(n int) store.Candidate {
	slugs := make([]string, 10)
	chunks := make([]int64, 10)
	for i := range slugs {
		slugs[i] = fmt.Sprintf("notes/2025/project-alpha-meeting-%02d", i)
		chunks[i] = int64(100000 + 37*i)
	}
	return store.Candidate{
		ToolName:          []string{store.ToolQuery, store.ToolSearch}[n%2],
		Query:             fmt.Sprintf("row %d: what did we decide about the retention policy for [EMAIL] in the march planning meeting", n),
		RetrievedSlugs:    slugs,
		RetrievedChunkIDs: chunks,
		SourceIDs:         []string{"default", "work-notes", "imported-wiki"},
		ExpandEnabled:     ptr(true),
		Detail:            ptr(store.DetailMedium),
		DetailResolved:    ptr(store.DetailHigh),
		VectorEnabled:     true,
		ExpansionApplied:  n%3 == 0,
		LatencyMS:         int64(40 + n%200),
		Remote:            n%2 == 1,
		JobID:             ptr(int64(7)),
		SubagentID:        ptr(int64(n)),
	}
}

func entries(from, n int) []spool.Entry {
	out := make([]spool.Entry, n)
	for i := range out {
		out[i] = spool.Entry{Candidate: row(from + i), Captured: time.Unix(1700000000, int64(from+i)).UTC()}
	}
	return out
}

// rowNum recovers n from row(n)'s query.
func rowNum(t testing.TB, q string) int {
	t.Helper()
	s, _, ok := strings.Cut(strings.TrimPrefix(q, "row "), ":")
	n, err := strconv.Atoi(s)
	if !ok || err != nil {
		t.Fatalf("query %q is not one of row()'s", q)
	}
	return n
}

func openSpool(t testing.TB, opts spool.Options) *spool.Spool {
	t.Helper()
	if opts.Dir == "" {
		opts.Dir = filepath.Join(t.TempDir(), "spool")
	}
	s, err := spool.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func mustAppend(t testing.TB, s *spool.Spool, e []spool.Entry) spool.AppendResult {
	t.Helper()
	res, err := s.Append(e)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// drainAll claims the spool and takes every record, acking at the end.
func drainAll(t testing.TB, s *spool.Spool) ([]spool.Record, spool.Lost) {
	t.Helper()
	c, err := s.TryClaim()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Release()
	var all []spool.Record
	for {
		recs, err := c.Next(nil, 100)
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) == 0 {
			break
		}
		all = append(all, recs...)
	}
	if err := c.Ack(); err != nil {
		t.Fatal(err)
	}
	lost, err := c.Lost()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AckLost(lost); err != nil {
		t.Fatal(err)
	}
	return all, lost
}

// segments lists the segment files of dir, oldest first.
func segments(t testing.TB, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "seg-*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range m {
		if !strings.HasSuffix(p, ".ack") {
			out = append(out, p)
		}
	}
	return out
}
