package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// candidateTriggersSQL lists the user triggers on $1 that fire in an
// ordinary session (enabled always or on origin), with their function and
// pg_trigger.tgtype decoded: ROW 1, BEFORE 2, INSERT 4, DELETE 8, UPDATE
// 16, TRUNCATE 32, INSTEAD 64. Internal ones (a foreign key's) are not an
// owner's and never write elsewhere.
const candidateTriggersSQL = `
	SELECT t.tgname::text, t.tgfoid::regproc::text,
		CASE WHEN t.tgtype::int & 2 <> 0 THEN 'BEFORE' WHEN t.tgtype::int & 64 <> 0 THEN 'INSTEAD OF' ELSE 'AFTER' END,
		array_remove(ARRAY[
			CASE WHEN t.tgtype::int & 4 <> 0 THEN 'INSERT' END, CASE WHEN t.tgtype::int & 16 <> 0 THEN 'UPDATE' END,
			CASE WHEN t.tgtype::int & 8 <> 0 THEN 'DELETE' END, CASE WHEN t.tgtype::int & 32 <> 0 THEN 'TRUNCATE' END], NULL),
		t.tgtype::int & 1 <> 0
	FROM pg_trigger t
	WHERE t.tgrelid = to_regclass($1) AND NOT t.tgisinternal AND t.tgenabled IN ('O', 'A')
	ORDER BY t.tgname`

// CandidateTriggers lists the enabled user triggers on eval_candidates
// (store.TriggerInspector): an owner's filter (BEFORE INSERT returning
// NULL) drops capture's rows, and an audit trigger whose function writes
// where capture's role may not refuses every one (probe 18). A missing
// table has none. It only reads the catalogue.
func (e *Engine) CandidateTriggers(ctx context.Context) ([]store.Trigger, error) {
	rows, err := e.pool.Query(ctx, candidateTriggersSQL, store.TableCandidates)
	if err != nil {
		return nil, e.wrap("triggers", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.Trigger, error) {
		var t store.Trigger
		err := r.Scan(&t.Name, &t.Function, &t.Timing, &t.Events, &t.Row)
		return t, err
	})
	return out, e.wrap("triggers", err)
}

// trialLockTimeout and trialStatementTimeout bound the trial insert when
// the session has no bound of its own (a pooler refused the engine's
// startup parameters): it must not wait on another session's lock for
// long, whoever opened the engine.
const (
	trialLockTimeout      = "1s"
	trialStatementTimeout = "10s"
)

// trialKeySQL says whether eval_candidates has evalkit's delivery key
// column, which capture's INSERT names once evalkit adopted the table.
const trialKeySQL = `SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass($1)
	AND attname = 'evalkit_delivery_key' AND NOT attisdropped)`

// trialSeedSQL is the insert of a table evalkit has not adopted yet: the
// seed's columns, as modusbrain's own INSERT names them.
const trialSeedSQL = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
	expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id)
	VALUES ('search', $1, '{}', '{}', '{}', NULL, NULL, NULL, false, false, 0, false, NULL, NULL)`

// trialQuery is the trial row's query text: whoever reads a trigger's
// audit table (before the rollback removes it) sees what it was.
const trialQuery = "evalkit eval-doctor trial insert (rolled back)"

// TrialInsert runs capture's own INSERT of one harmless row in a
// transaction that is always rolled back (store.TriggerInspector), so
// that the table's triggers run as they do for capture — as this role,
// with its rights. It works on an engine opened read-only: the trial's
// transaction is READ WRITE, and nothing of it is ever committed.
func (e *Engine) TrialInsert(ctx context.Context) error {
	tx, err := e.pool.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadWrite})
	if err != nil {
		return e.wrap("trial insert", err)
	}
	defer func() {
		// Never a commit. A cancelled ctx (Ctrl-C) must not keep the
		// rollback from being sent; pgx closes the session when it cannot
		// be, which rolls back too.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
		defer cancel()
		_ = tx.Rollback(rctx)
	}()
	// Bounds only where the session has none; SET LOCAL ends with the
	// transaction, so nothing reaches a pooler's next client.
	if _, err := tx.Exec(ctx, `SELECT set_config('lock_timeout', $1, true) WHERE current_setting('lock_timeout') IN ('0', '0ms')`, trialLockTimeout); err != nil {
		return e.wrap("trial insert", err)
	}
	if _, err := tx.Exec(ctx, `SELECT set_config('statement_timeout', $1, true) WHERE current_setting('statement_timeout') IN ('0', '0ms')`, trialStatementTimeout); err != nil {
		return e.wrap("trial insert", err)
	}
	var keyed bool
	if err := tx.QueryRow(ctx, trialKeySQL, store.TableCandidates).Scan(&keyed); err != nil {
		return e.wrap("trial insert", err)
	}
	if !keyed {
		_, err := tx.Exec(ctx, trialSeedSQL, trialQuery)
		return e.wrap("trial insert", err)
	}
	c := toColumns([]store.Candidate{{ToolName: store.ToolSearch, Query: trialQuery,
		DeliveryKey: fmt.Sprintf("eval-doctor-trial-%d", time.Now().UnixNano())}})
	rows, err := tx.Query(ctx, insertSQL, c.tool, c.query, c.slugs, c.chunks, c.sources, c.expand, c.detail, c.detailResolved,
		c.vector, c.expansion, c.latency, c.remote, c.job, c.subagent, c.key)
	if err != nil {
		return e.wrap("trial insert", err)
	}
	rows.Close()
	return e.wrap("trial insert", rows.Err())
}
