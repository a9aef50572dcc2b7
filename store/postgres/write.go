package postgres

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"

	"github.com/modusbrain/evalkit/store"
)

// insertSQL inserts a whole batch with one statement of 15 array
// parameters, one element per row, whatever the batch size: one small
// statement to parse and cache instead of a VALUES list with 15 parameters
// per row. Array columns travel as array literals (a text[] of "{...}"
// strings, cast per row), since SQL has no array of arrays of varying
// length; the casts are to evalkit's widths and assignment narrows them to
// a brain's integer columns. created_at is stamped explicitly with
// clock_timestamp() while the window lock is held: a brain's own default is
// now(), the transaction's start. WITH ORDINALITY ... ORDER BY keeps the
// input order, so identity values are drawn in it. A row whose delivery key
// is already stored is skipped (a redelivered spool record).
const insertSQL = `INSERT INTO eval_candidates (tool_name, query, retrieved_slugs, retrieved_chunk_ids, source_ids,
	expand_enabled, detail, detail_resolved, vector_enabled, expansion_applied, latency_ms, remote, job_id, subagent_id,
	evalkit_delivery_key, created_at)
SELECT t, q, s::text[], c::bigint[], src::text[], ee, d, dr, ve, ea, l, r, j, sa, k, clock_timestamp()
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::text[], $8::text[],
	$9::bool[], $10::bool[], $11::bigint[], $12::bool[], $13::bigint[], $14::bigint[], $15::text[])
	WITH ORDINALITY AS u(t, q, s, c, src, ee, d, dr, ve, ea, l, r, j, sa, k, ord)
ORDER BY ord
ON CONFLICT (evalkit_delivery_key) WHERE evalkit_delivery_key IS NOT NULL DO NOTHING
RETURNING id, created_at, evalkit_delivery_key`

// appendTextArray appends the array literal of ss, every element quoted:
// {"a","b \"c\""}. An empty or nil slice is {} (never NULL).
func appendTextArray(dst []byte, ss []string) []byte {
	dst = append(dst, '{')
	for i, s := range ss {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '"')
		for j := 0; j < len(s); j++ {
			if s[j] == '"' || s[j] == '\\' {
				dst = append(dst, '\\')
			}
			dst = append(dst, s[j])
		}
		dst = append(dst, '"')
	}
	return append(dst, '}')
}

func appendInt64Array(dst []byte, xs []int64) []byte {
	dst = append(dst, '{')
	for i, x := range xs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, x, 10)
	}
	return append(dst, '}')
}

// columns is a batch turned inside out: one slice per column.
type columns struct {
	tool, query, slugs, chunks, sources []string
	expand                              []*bool
	detail, detailResolved              []*string
	vector, expansion, remote           []bool
	latency                             []int64
	job, subagent                       []*int64
	key                                 []*string
}

func toColumns(rows []store.Candidate) *columns {
	n := len(rows)
	c := &columns{
		tool: make([]string, n), query: make([]string, n), slugs: make([]string, n), chunks: make([]string, n),
		sources: make([]string, n), expand: make([]*bool, n), detail: make([]*string, n), detailResolved: make([]*string, n),
		vector: make([]bool, n), expansion: make([]bool, n), remote: make([]bool, n), latency: make([]int64, n),
		job: make([]*int64, n), subagent: make([]*int64, n), key: make([]*string, n),
	}
	var buf []byte
	for i := range rows {
		r := &rows[i]
		c.tool[i], c.query[i] = r.ToolName, r.Query
		buf = appendTextArray(buf[:0], r.RetrievedSlugs)
		c.slugs[i] = string(buf)
		buf = appendInt64Array(buf[:0], r.RetrievedChunkIDs)
		c.chunks[i] = string(buf)
		buf = appendTextArray(buf[:0], r.SourceIDs)
		c.sources[i] = string(buf)
		c.expand[i], c.detail[i], c.detailResolved[i] = r.ExpandEnabled, r.Detail, r.DetailResolved
		c.vector[i], c.expansion[i], c.remote[i] = r.VectorEnabled, r.ExpansionApplied, r.Remote
		c.latency[i], c.job[i], c.subagent[i] = r.LatencyMS, r.JobID, r.SubagentID
		if r.DeliveryKey != "" {
			c.key[i] = &r.DeliveryKey
		}
	}
	return c
}

// stamp is what RETURNING gives back for one inserted row.
type stamp struct {
	id  int64
	at  time.Time
	key *string
}

// InsertCandidates writes rows in one transaction that first takes the
// window lock shared, then inserts the batch with one statement.
// On success it sets ID and CreatedAt (UTC) on every element it inserted;
// a row whose DeliveryKey was already stored keeps ID 0, and so does a row
// the table's own trigger dropped, which gets Dropped (store.Engine).
func (e *Engine) InsertCandidates(ctx context.Context, rows []store.Candidate) error {
	if e.readOnly {
		return fmt.Errorf("postgres insert candidates: %w", ErrReadOnly)
	}
	if len(rows) == 0 {
		return nil
	}
	if err := checkRows(rows); err != nil {
		return e.wrap("insert candidates", err)
	}
	c := toColumns(rows)
	stamps := make([]stamp, 0, len(rows))
	var encoding string
	var short *shortReturn
	err := pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		encoding = tx.Conn().PgConn().ParameterStatus("server_encoding")
		// One round trip: the lock, then the insert that stamps created_at
		// while the lock is held (until commit).
		b := &pgx.Batch{}
		b.Queue("SELECT pg_advisory_xact_lock_shared($1)", WindowLockKey)
		b.Queue(insertSQL, c.tool, c.query, c.slugs, c.chunks, c.sources, c.expand, c.detail, c.detailResolved,
			c.vector, c.expansion, c.latency, c.remote, c.job, c.subagent, c.key).Query(func(rs pgx.Rows) error {
			for rs.Next() {
				var s stamp
				if err := rs.Scan(&s.id, &s.at, &s.key); err != nil {
					return err
				}
				stamps = append(stamps, s)
			}
			return rs.Err()
		})
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return err
		}
		if len(stamps) < len(rows) {
			// Fewer rows came back than went in: a stored key, or the
			// table's own trigger. Only then is the one read paid.
			var err error
			if short, err = readShort(ctx, tx, rows, stamps); err != nil {
				return err
			}
		}
		if e.beforeCommit != nil {
			e.beforeCommit()
		}
		return nil
	})
	if untranslatable(err) {
		// The server's words quote the character's bytes: the query's.
		err = &store.TextEncodingError{Encoding: encoding, Err: err}
	}
	if err != nil {
		return e.wrap("insert candidates", err)
	}
	// Identity values are drawn in input order among the inserted rows, so
	// sorting by id lines the stamps up with them.
	slices.SortFunc(stamps, func(a, b stamp) int { return cmp.Compare(a.id, b.id) })
	if len(stamps) == len(rows) {
		for i := range rows {
			rows[i].ID, rows[i].CreatedAt, rows[i].Dropped = stamps[i].id, stamps[i].at.UTC(), ""
		}
		return nil
	}
	// Short: keyed rows find their stamp by key; a keyed row whose key did
	// not come back was already stored, or else dropped. A keyless row
	// cannot be conflicting, so every keyless row missing was dropped; which
	// ones cannot be told (see store.Engine).
	byKey := make(map[string]stamp, len(stamps))
	var keyless []stamp
	for _, s := range stamps {
		if s.key != nil {
			byKey[*s.key] = s
		} else {
			keyless = append(keyless, s)
		}
	}
	nKeyless := 0
	for i := range rows {
		if rows[i].DeliveryKey == "" {
			nKeyless++
		}
	}
	dropKeyless := nKeyless - len(keyless)
	k := 0
	for i := range rows {
		r := &rows[i]
		r.ID, r.CreatedAt, r.Dropped = 0, time.Time{}, ""
		if r.DeliveryKey != "" {
			if s, ok := byKey[r.DeliveryKey]; ok {
				r.ID, r.CreatedAt = s.id, s.at.UTC()
				delete(byKey, r.DeliveryKey) // a key repeated in one batch is stored once
			} else if short != nil && !short.stored[r.DeliveryKey] {
				r.Dropped = short.by
			}
			continue
		}
		switch {
		case dropKeyless == 0:
			r.ID, r.CreatedAt = keyless[k].id, keyless[k].at.UTC()
		case dropKeyless > 0 && k >= nKeyless-dropKeyless && short != nil:
			r.Dropped = short.by
		}
		k++
	}
	return nil
}

// shortReturn is what readShort found: the missing keys that are stored,
// and the words for what may have dropped the others.
type shortReturn struct {
	stored map[string]bool
	by     string
}

// shortSQL reads, for a batch whose RETURNING came back short, which of
// the missing delivery keys ($1) are stored (redelivered spool records)
// and the enabled BEFORE INSERT row triggers on $2 (pg_trigger.tgtype bits
// ROW 1 | BEFORE 2 | INSERT 4), which drop a row by returning NULL.
// PostgreSQL refuses ON CONFLICT on a table with INSERT rules, so no rule
// drops rows here.
const shortSQL = `SELECT
	ARRAY(SELECT u.k FROM unnest($1::text[]) AS u(k) WHERE EXISTS (SELECT 1 FROM eval_candidates c WHERE c.evalkit_delivery_key = u.k)),
	ARRAY(SELECT t.tgname::text FROM pg_trigger t WHERE t.tgrelid = to_regclass($2) AND NOT t.tgisinternal
		AND t.tgenabled IN ('O', 'A') AND t.tgtype::int & 7 = 7 ORDER BY t.tgname)`

// readShort tells a redelivered row from one the table's own trigger
// dropped, in the inserting transaction: both leave no row in RETURNING.
func readShort(ctx context.Context, tx pgx.Tx, rows []store.Candidate, stamps []stamp) (*shortReturn, error) {
	back := make(map[string]bool, len(stamps))
	for _, s := range stamps {
		if s.key != nil {
			back[*s.key] = true
		}
	}
	var missing []string
	for i := range rows {
		if k := rows[i].DeliveryKey; k != "" && !back[k] {
			missing = append(missing, k)
		}
	}
	var stored, triggers []string
	if err := tx.QueryRow(ctx, shortSQL, missing, store.TableCandidates).Scan(&stored, &triggers); err != nil {
		return nil, err
	}
	sr := &shortReturn{stored: make(map[string]bool, len(stored)), by: "a trigger"}
	for _, k := range stored {
		sr.stored[k] = true
	}
	switch len(triggers) {
	case 0:
		// Disabled since, or one that fires only in replica mode.
	case 1:
		sr.by = "trigger " + triggers[0]
	default:
		sr.by = "triggers " + strings.Join(triggers, ", ")
	}
	return sr, nil
}

// checkError is a CHECK evalkit applies in Go rather than in the table:
// modusbrain's table lacks it, so the tables evalkit creates lack it too
// (modusbrain's writer must never be refused where its own schema accepts),
// but evalkit's writer still keeps its own rows to it. It carries
// check_violation's SQLSTATE like the table's own CHECKs.
type checkError struct{ msg string }

func (e *checkError) Error() string    { return e.msg + " (SQLSTATE 23514)" }
func (e *checkError) SQLState() string { return "23514" }

// checkRows refuses a batch holding a negative latency. (A NULL array
// element, the other value modusbrain's table accepts and evalkit's writer
// never stores, cannot be expressed by a store.Candidate.)
func checkRows(rows []store.Candidate) error {
	for i := range rows {
		if rows[i].LatencyMS < 0 {
			return &checkError{fmt.Sprintf("row %d: latency_ms %d is negative", i, rows[i].LatencyMS)}
		}
	}
	return nil
}

// InsertFailures records lost events in one transaction. It uses no
// RETURNING: a role that RLS keeps from reading the table may still insert.
func (e *Engine) InsertFailures(ctx context.Context, rows []store.Failure) error {
	if e.readOnly {
		return fmt.Errorf("postgres insert failures: %w", ErrReadOnly)
	}
	if len(rows) == 0 {
		return nil
	}
	b := &pgx.Batch{}
	for i := range rows {
		r := &rows[i]
		var at *time.Time
		if !r.CreatedAt.IsZero() {
			at = &r.CreatedAt
		}
		b.Queue(`INSERT INTO eval_capture_failures (reason, tool_name, sqlstate, detail, ts)
			VALUES ($1, nullif($2, ''), nullif($3, ''), $4, coalesce($5::timestamptz, clock_timestamp()))`,
			cleanText(string(r.Reason), 64), cleanText(r.ToolName, 64), cleanText(r.SQLState, 16), cleanText(r.Detail, maxDetailBytes), at)
	}
	return e.wrap("insert failures", pgx.BeginFunc(ctx, e.pool, func(tx pgx.Tx) error {
		return tx.SendBatch(ctx, b).Close()
	}))
}

// maxDetailBytes caps Failure.Detail: it is a short error text, and the
// audit row must land even when a caller passes a whole response body.
const maxDetailBytes = 2048

// cleanText makes failure text storable whatever the lost event held:
// PostgreSQL rejects NUL bytes and invalid UTF-8, and a failure row that
// cannot be written would lose the loss itself. Over max bytes, it is cut
// at a character boundary and marked with "…".
func cleanText(s string, max int) string {
	if strings.IndexByte(s, 0) >= 0 {
		s = strings.ReplaceAll(s, "\x00", "\uFFFD")
	}
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) > max {
		cut := max - len("…")
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}
