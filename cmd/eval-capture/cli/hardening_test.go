package cli

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// A UTF-8 byte order mark at the start of stdin (Windows editors write
// one) does not cost the first event: it is dropped with a warning, as in
// config.json.
func TestBOMOnFirstLine(t *testing.T) {
	in := "\xEF\xBB\xBF" + `{"tool_name":"query","query":"first"}` + "\n" + `{"tool_name":"query","query":"second"}` + "\n"
	code, _, errs := run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if code != 0 || !strings.Contains(errs, "captured 2 of 2 events") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if !strings.Contains(errs, "eval-capture: warning: line 1 starts with a UTF-8 byte order mark") {
		t.Errorf("no warning about the byte order mark:\n%s", errs)
	}
}

// Files joined with their byte order marks (cat a.ndjson b.ndjson) put one
// at the start of a later line: it is the second file's mark, and its
// events are as good as the first's. Each such line was refused as "not a
// JSON object" without a word of why; now the mark is dropped, with one
// warning that says what it is. A mark inside a line (the first file
// ended without a line break) is named in the malformed line's message.
func TestBOMOfJoinedFiles(t *testing.T) {
	in := `{"tool_name":"query","query":"first"}` + "\n\xEF\xBB\xBF" + `{"tool_name":"query","query":"second"}` +
		"\n\xEF\xBB\xBF" + `{"tool_name":"query","query":"third"}` + "\n"
	code, _, errs := run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if code != 0 || !strings.Contains(errs, "captured 3 of 3 events") {
		t.Fatalf("BOM on lines 2 and 3: exit %d, stderr:\n%s", code, errs)
	}
	if want := "eval-capture: warning: line 2 starts with a UTF-8 byte order mark, as files joined with theirs do (cat a.ndjson b.ndjson)"; !strings.Contains(errs, want) ||
		strings.Count(errs, "byte order mark") != 1 {
		t.Errorf("stderr:\n%s\nwant one warning: %q", errs, want)
	}
	in = `{"tool_name":"query","query":"first"}` + "\xEF\xBB\xBF" + `{"tool_name":"query","query":"second"}` + "\n"
	code, _, errs = run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if want := "line 1: not valid JSON at byte 38: invalid character 'ï' after top-level value (a UTF-8 byte order mark at byte 38: files joined with their marks, one not ending in a line break?)\n"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("BOM inside a line: exit %d, stderr:\n%s\nwant %q", code, errs, want)
	}
}

// UTF-16 input (what Windows PowerShell's > writes: a byte order mark,
// then two bytes a character, CRLF) is said to be UTF-16, once, with the
// way to re-encode it — not only "not a JSON object" for every line.
func TestUTF16Input(t *testing.T) {
	text := `{"tool_name":"query","query":"first"}` + "\r\n" + `{"tool_name":"query","query":"second"}` + "\r\n"
	for _, enc := range []struct {
		name string
		bom  []byte
		le   bool
	}{{"LE", []byte{0xFF, 0xFE}, true}, {"BE", []byte{0xFE, 0xFF}, false}, {"LE without a mark", nil, true}} {
		b := append([]byte{}, enc.bom...)
		for _, c := range text {
			if enc.le {
				b = append(b, byte(c), 0)
			} else {
				b = append(b, 0, byte(c))
			}
		}
		code, _, errs := run(context.Background(), bytes.NewReader(b), captureOnEnv(t, t.TempDir()))
		if code != 1 || !strings.Contains(errs, "2 malformed lines (1, 2)") {
			t.Fatalf("%s: exit %d, stderr:\n%s", enc.name, code, errs)
		}
		for _, want := range []string{
			"eval-capture: warning: line 1 is UTF-16 text (Windows PowerShell's > and Out-File write it), and eval-capture reads UTF-8 only",
			"Out-File -Encoding utf8",
			"eval-capture: line 2: not a JSON object: UTF-16 text, not UTF-8\n",
		} {
			if !strings.Contains(errs, want) {
				t.Errorf("%s: stderr:\n%s\nwant it to contain %q", enc.name, errs, want)
			}
		}
		if n := strings.Count(errs, "is UTF-16 text"); n != 1 {
			t.Errorf("%s: %d warnings, want 1:\n%s", enc.name, n, errs)
		}
	}
}

// An event without query, or with "query": null, is malformed — not an
// empty query reported as captured.
func TestMissingQueryIsMalformed(t *testing.T) {
	in := `{"tool_name":"query"}` + "\n" + `{"tool_name":"query","query":null}` + "\n" + `{"TOOL_NAME":"search","Query":"x"}` + "\n"
	code, _, errs := run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if code != 1 || !strings.Contains(errs, "captured 0 of 0 events") || !strings.Contains(errs, "3 malformed lines (1, 2, 3)") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	for _, want := range []string{"line 1: query is missing", "line 2: query is null", `line 3: "TOOL_NAME" is not a field: names are exact-case`} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}

// gateEngine is a real SQLite engine whose inserts wait at a gate: a
// database slower than the producer, so the queue fills.
type gateEngine struct {
	store.Engine
	gate chan struct{}
}

func (g *gateEngine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	select {
	case <-g.gate:
	case <-ctx.Done():
		return ctx.Err()
	}
	return g.Engine.InsertCandidates(ctx, rows)
}

// Interrupting the reader while the queue is full must not drop the event
// it was waiting to hand over: that drop used to become a false
// `other | capture queue full` failure row on every Ctrl-C.
func TestInterruptWithFullQueueRecordsNoFailure(t *testing.T) {
	ctx := context.Background()
	dbPath := filepath.Join(t.TempDir(), "eval.db")
	e, err := sqlite.Open(ctx, dbPath, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	eng := &gateEngine{Engine: e, gate: make(chan struct{})}
	c, err := capture.New(capture.Options{Enabled: true, Engine: eng, SkipMigrate: true,
		QueueSize: 2, BatchSize: 1, Writers: 1, FlushInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	var lines bytes.Buffer
	for i := range 50 {
		fmt.Fprintf(&lines, `{"tool_name":"query","query":"q%d"}`+"\n", i)
	}
	rctx, cancel := context.WithCancel(ctx)
	var errb bytes.Buffer
	rt := testRuntime(&errb)
	done := make(chan readResult, 1)
	go func() {
		res, _ := readEvents(rctx, newCtxReader(rctx, io.MultiReader(&lines, blockForever{rctx})), c, rt, nil)
		done <- res
	}()
	time.Sleep(200 * time.Millisecond) // the writer holds one, the queue is full, the reader waits
	cancel()
	res := <-done
	close(eng.gate)
	c.Close(ctx)
	st := c.Stats()
	if st.Dropped != 0 || len(st.Failed) != 0 || st.Captured != int64(res.events) {
		t.Fatalf("after the interrupt: %d events handed over, stats %+v; want every one captured and no failure", res.events, st)
	}
	db, err := sql.Open("sqlite", "file:"+dbPath+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var failures int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM eval_capture_failures`).Scan(&failures); err != nil {
		t.Fatal(err)
	}
	if failures != 0 {
		t.Fatalf("%d failure rows after an interrupt with a full queue", failures)
	}
}

// blockForever is stdin that stays open and silent until ctx ends.
type blockForever struct{ ctx context.Context }

func (b blockForever) Read([]byte) (int, error) {
	<-b.ctx.Done()
	return 0, io.EOF
}

func testRuntime(errb *bytes.Buffer) *clikit.Runtime {
	var rt *clikit.Runtime
	cmd := &clikit.Command{Name: name, Run: func(_ context.Context, r *clikit.Runtime) error { rt = r; return nil }}
	cmd.Execute(context.Background(), &clikit.IO{In: strings.NewReader(""), Out: io.Discard, Err: errb}, nil,
		func(string) (string, bool) { return "", false })
	return rt
}

// A valid line under the 4 MiB limit with 100,000 distinct hits, then 100
// ordinary events, default --timeout: every event is captured. Built in
// quadratic time, the large event took half a minute, and Close, taking
// the slow build for a stalled disk, cut it and all the events behind it
// off without a row (captured 0 of 101, exit 1).
func TestManyHitsLineKeepsItsFollowers(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"tool_name":"query","query":"many hits","results":[`)
	for i := range 100_000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"slug":"s%06d","chunk_id":%d}`, i, i)
	}
	b.WriteString("]}\n")
	if b.Len() > maxLine {
		t.Fatalf("the line is %d bytes, over the limit", b.Len())
	}
	for i := range 100 {
		fmt.Fprintf(&b, `{"tool_name":"search","query":"ordinary %d"}`+"\n", i)
	}
	home := t.TempDir()
	code, _, errs := run(context.Background(), strings.NewReader(b.String()), captureOnEnv(t, home))
	if code != 0 || !strings.Contains(errs, "captured 101 of 101 events") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	if n := rows(filepath.Join(home, ".modusbrain", "eval.db")); n != 101 {
		t.Fatalf("%d rows, want 101", n)
	}
}
