package postgres

import (
	"errors"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/store"
)

// A LATIN1 brain has no character for 山: PostgreSQL refuses the row
// (22P05) in words that quote the character's UTF-8 bytes — bytes of the
// query, which capture then kept in the failure row's detail (probe 10).
// The error names the cause and the encoding, without them.
func TestInsertUnstorableCharacterErrorHoldsNoQueryBytes(t *testing.T) {
	db := latin1Database(t)
	e := openURL(t, db, Options{})
	ctx := testCtx(t)
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate: %v", err)
	}
	err := e.InsertCandidates(ctx, []store.Candidate{{ToolName: "query", Query: "who is 山田 in accounting",
		RetrievedSlugs: []string{}, RetrievedChunkIDs: []int64{}, SourceIDs: []string{}}})
	var te *store.TextEncodingError
	if store.SQLState(err) != "22P05" || !errors.As(err, &te) || te.Encoding != "LATIN1" {
		t.Fatalf("InsertCandidates: %v; want a *store.TextEncodingError for LATIN1, SQLSTATE 22P05", err)
	}
	if msg := err.Error(); strings.Contains(msg, "0xe5") || strings.Contains(msg, "0x") || strings.Contains(msg, "山") || !strings.Contains(msg, "LATIN1") {
		t.Errorf("error text %q quotes the query or misses the encoding", msg)
	}
}
