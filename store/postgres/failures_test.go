package postgres

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/modusbrain/evalkit/store"
)

// A failure row must land whatever the lost event carried: NUL bytes and
// invalid UTF-8 (which PostgreSQL rejects) are replaced, long details cut.
func TestFailureTextIsMadeStorable(t *testing.T) {
	e, _ := openMigrated(t)
	ctx := testCtx(t)
	rows := []store.Failure{{
		Reason:   store.ReasonOther,
		ToolName: "bo\x00gus\xff",
		SQLState: "22021",
		Detail:   "bad byte \x00 and \xc3\x28 then " + strings.Repeat("é", 5000),
	}}
	if err := e.InsertFailures(ctx, rows); err != nil {
		t.Fatalf("InsertFailures: %v", err)
	}
	var tool, detail string
	if err := e.pool.QueryRow(ctx, "SELECT tool_name, detail FROM eval_capture_failures").Scan(&tool, &detail); err != nil {
		t.Fatal(err)
	}
	if tool != "bo\uFFFDgus\uFFFD" {
		t.Errorf("tool_name stored as %q", tool)
	}
	if !strings.HasPrefix(detail, "bad byte \uFFFD and \uFFFD( then éé") || !strings.HasSuffix(detail, "…") ||
		len(detail) > maxDetailBytes || !utf8.ValidString(detail) {
		t.Errorf("detail stored as %q (%d bytes)", detail[:40], len(detail))
	}
}

// Empty optional fields are NULL, and a given CreatedAt is kept.
func TestFailureNullsAndBackdating(t *testing.T) {
	e, _ := openMigrated(t)
	ctx := testCtx(t)
	at := time.Date(2024, 2, 29, 23, 59, 59, 123456000, time.UTC)
	if err := e.InsertFailures(ctx, []store.Failure{{Reason: store.ReasonDBDown, CreatedAt: at}}); err != nil {
		t.Fatal(err)
	}
	var toolNull, stateNull bool
	var detail string
	var got time.Time
	err := e.pool.QueryRow(ctx, "SELECT tool_name IS NULL, sqlstate IS NULL, detail, ts FROM eval_capture_failures").
		Scan(&toolNull, &stateNull, &detail, &got)
	if err != nil {
		t.Fatal(err)
	}
	if !toolNull || !stateNull || detail != "" || !got.Equal(at) {
		t.Fatalf("stored tool NULL=%v sqlstate NULL=%v detail=%q ts=%v; want NULL, NULL, \"\", %v",
			toolNull, stateNull, detail, got, at)
	}
}
