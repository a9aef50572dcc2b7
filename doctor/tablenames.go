package doctor

import (
	"context"
	"strings"

	"github.com/modusbrain/evalkit/store"
)

// tableNamer returns how SQL the doctor prints names an eval table: as eng
// resolved it, schema and all (store.TableNamer), since the session a
// person pastes it into — a superuser's, the owner's — may have a
// search_path that finds another brain's tables of that name first; bare
// when the engine has no schemas or cannot tell.
func tableNamer(ctx context.Context, eng store.Engine) func(string) string {
	bare := func(t string) string { return t }
	tn, ok := eng.(store.TableNamer)
	if !ok {
		return bare
	}
	names, err := tn.QualifiedTables(ctx)
	if err != nil {
		return bare
	}
	return func(t string) string {
		if q, ok := names[t]; ok {
			return q
		}
		return t
	}
}

// failureColumnsDDL is postgres.FailureColumnsDDL naming the table as qn
// does.
func failureColumnsDDL(ddl string, qn func(string) string) string {
	return strings.Replace(strings.TrimSuffix(ddl, "\n"), "ALTER TABLE eval_capture_failures ", "ALTER TABLE "+qn("eval_capture_failures")+" ", 1)
}
