package doctor

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// reasonMeaning says in a few words what each failure reason usually means.
var reasonMeaning = map[store.Reason]string{
	store.ReasonDBDown:            "database unreachable or tables missing when capture ran",
	store.ReasonRLSReject:         "row-level security or a missing privilege refused the insert",
	store.ReasonCheckViolation:    "a row broke a CHECK constraint or held an integer a brain cannot (e.g. a query over 50 KB, a latency over 2147483647; the row names the field)",
	store.ReasonScrubberException: "the PII scrubber panicked; the row was dropped",
	store.ReasonOther:             "anything else, including events dropped because the capture queue was full",
}

// otherByCause is the meaning of other when the rows' causes follow it.
const otherByCause = "anything else; by the cause capture stored:"

// databaseChecks reports the target and, when the database can be read, the
// checks that look inside it. When it cannot be reached only the database
// check is reported: the others would just repeat its failure.
func databaseChecks(ctx context.Context, o *Options, since, now time.Time) []Check {
	s := o.Settings
	db := Check{ID: CheckDatabase, Data: map[string]any{"engine": s.Target.Engine, "target": s.Target.String(), "source": s.Target.Source}}
	if s.TargetErr != nil {
		db.Status = Fail
		db.Message = s.TargetErr.Error()
		if !strings.HasPrefix(db.Message, "no database target") {
			db.Message = "no database target: " + db.Message
		}
		var pglite *configplane.PGLiteError
		switch {
		case errors.As(s.TargetErr, &pglite):
			db.Fix = pglite.HintFor("eval-doctor")
			db.Data["pglite"] = true
		case failClosed(s):
			db.Fix = "fix config.json first (see the config check), or name a PostgreSQL brain for one evalkit command: " +
				configplane.EnvDatabaseURL + "=postgres://... eval-doctor"
		default:
			// modusbrain's keys are modusbrain's: the fix names only what
			// evalkit alone reads.
			db.Fix = "name a PostgreSQL brain for one evalkit command: " + configplane.EnvDatabaseURL + "=postgres://... eval-doctor,\n" +
				"or evalkit's own embedded store with " + configplane.EnvSQLitePath + "=<file> (or \"evalkit\": {\"sqlite_path\": ...} in config.json)"
		}
		db.Details = []string{notChecked}
		return []Check{db}
	}

	// What would stop capture writing the SQLite file, found by looking
	// at it: the engine's own answer cannot see file permissions.
	var fsBlock *writeBlock
	if s.Target.Engine == configplane.EngineSQLite {
		fi, err := os.Stat(s.Target.Path)
		var stranded *sqlite.StrandedError
		switch {
		case errors.As(sqlite.CheckStranded(s.Target.Path), &stranded):
			// Capture refuses to create the file over them: say so, not
			// "the first capture creates it".
			db.Status = Fail
			db.Message = strings.TrimPrefix(stranded.Error(), "sqlite: open "+s.Target.Path+": ")
			db.Message = s.Target.Path + " " + strings.TrimPrefix(db.Message, "it ")
			db.Fix = stranded.Fix() + "; until then capture refuses it (nothing is read, nothing spooled)"
			db.Data["stranded"] = stranded.Files
			db.Details = []string{notChecked}
			return []Check{db}
		case errors.Is(err, fs.ErrNotExist):
			// Opening would create it: the doctor never does.
			block := sqliteWriteBlock(s.Target.Path)
			db.Message = targetText(s.Target) + ": no database file yet (the first capture creates it)"
			if block != nil {
				db.Message = targetText(s.Target) + ": no database file yet (capture cannot create it: see the writer check)"
			}
			db.Data["exists"] = false
			return append([]Check{db}, nothingYet(o, since, now, block)...)
		case err != nil:
			db.Status = Fail
			db.Message = "cannot check " + s.Target.Path + ": " + err.Error()
			// database_path is modusbrain's: the fix names only evalkit's setting.
			db.Fix = "make " + s.Target.Path + " readable by you, or name another file for evalkit's store: " +
				configplane.EnvSQLitePath + "=<file>"
			return []Check{db}
		case !fi.Mode().IsRegular():
			db.Status = Fail
			db.Message = s.Target.Path + " is not a regular file"
			db.Fix = "move " + s.Target.Path + " away, or name another file for evalkit's store: " +
				configplane.EnvSQLitePath + "=<file>"
			return []Check{db}
		}
		db.Data["exists"] = true
		fsBlock = sqliteWriteBlock(s.Target.Path)
	}

	// The SQLite engine's read-only open gives owner write back to side
	// files of the database's owner that lack it (store/sqlite fixSideFiles):
	// look again after it, so the report says what capture meets now, not
	// a chmod that open already made.
	var repaired string
	relook := func() {
		if fsBlock == nil {
			return
		}
		after := sqliteWriteBlock(s.Target.Path)
		if after == nil {
			repaired = fsBlock.why
		}
		fsBlock = after
	}
	eng, err := o.Open(ctx, s.Target)
	if err != nil {
		relook()
		return []Check{unreachable(db, s, err, fsBlock)}
	}
	defer eng.Close()
	// Engines connect lazily; ask once so "unreachable" is told apart from
	// a failing query.
	if p, ok := eng.(interface{ Ping(context.Context) error }); ok {
		if err := p.Ping(ctx); err != nil {
			relook()
			return []Check{unreachable(db, s, err, fsBlock)}
		}
	}
	relook()
	if clk, ok := eng.(store.Clock); ok {
		// Export windows end at the database's clock: "the last 24h" and
		// every age here are measured by it too, whatever this machine's
		// clock says.
		if t, err := clk.DatabaseNow(ctx); err == nil {
			now, since = t, t.Add(-o.Window)
		}
	}

	insp, _ := eng.(store.Inspector)
	qn := store.TableNames(ctx, eng)
	var si store.SchemaInfo
	if insp != nil {
		si, err = insp.Schema(ctx)
	} else {
		si.Version, err = eng.SchemaVersion(ctx)
	}
	version := si.Version
	// Where this session looks for the eval tables may not be where the
	// brain's are (store.TableLocator): every check below would read
	// nothing, or another set, and say all is well. A failing look is
	// left to the checks that read, which report the database's trouble.
	var elsewhere *store.Elsewhere
	if err == nil {
		if el, lerr := store.Locate(ctx, eng); lerr == nil && el != nil {
			elsewhere = el
		}
	}
	if elsewhere != nil && elsewhere.Blocks {
		db.Status = Fail
		db.Message = targetText(s.Target) + ": reachable; " + elsewhere.Why
		db.Fix = elsewhere.FixFor("eval-doctor")
		db.Data["elsewhere"] = true
		db.Details = []string{notChecked}
		return []Check{db}
	}
	db.Data["schema_version"] = version
	db.Data["expected_schema_version"] = store.SchemaVersion
	brain := version == 0 && (si.Candidates || si.Failures)
	db.Data["tables"] = map[string]any{"eval_candidates": si.Candidates, "eval_capture_failures": si.Failures,
		"failure_time": si.FailureTime, "other_columns": nonNil(si.Foreign)}
	switch {
	case err != nil:
		db.Status = Fail
		db.Message = targetText(s.Target) + ": reachable, but reading the schema failed: " + err.Error()
		db.Fix = "check that this role may read the database (see docs/doctor.md#database)"
		if errors.Is(err, store.ErrDamaged) {
			db.Data["damaged"] = true
			db.Fix = dial.DamagedFix(s.Target)
		}
		if errors.Is(err, store.ErrForeignTables) {
			db.Data["foreign"] = true
			db.Message = targetText(s.Target) + ": another program's database: it holds " + store.ErrForeignTables.Error() +
				" (no eval_schema_version beside them); capture refuses it and evalkit leaves it as it is"
			db.Fix = configplane.OwnStoreFix(s.Target.Path)
			// The other program's tables are not evalkit's to read:
			// every check below would fail on its columns.
			db.Details = []string{notChecked}
			return []Check{db}
		}
		if store.RowSecurityOff(err) {
			db.Fix = store.RowSecurityOffFix
		} else if store.SQLState(err) == "42501" {
			db.Fix = "as the tables' owner, let this role read evalkit's tables:\n" +
				"GRANT SELECT ON " + qn("eval_schema_migrations") + ", " + qn("eval_candidates") + ", " + qn("eval_capture_failures") + " TO <role>;"
		}
		explainLock(ctx, eng, &db, s.Capture.Value, err, evalTables...)
	case brain:
		db.Message = targetText(s.Target) + ": reachable, eval tables made by modusbrain, not yet adopted by evalkit " +
			"(its first capture adds its ledger, nullable columns and indexes; nothing modusbrain owns changes)"
	case version == 0:
		db.Message = targetText(s.Target) + ": reachable, no eval schema yet (the first capture creates it)"
		if elsewhere != nil && !elsewhere.CreateOnly {
			db.Message += "; " + elsewhere.Why
		}
	case version > store.SchemaVersion:
		// The same refusals as the commands' (store.NewerSchemaError).
		db.Status = Warn
		db.Message = fmt.Sprintf("%s: reachable, but %v: eval-capture and eval-prune refuse it, eval-export reads its v1 columns with a warning",
			targetText(s.Target), store.NewerSchema(version))
		if s.Capture.Value {
			// Every capture run refuses: the calls are lost.
			db.Status = Fail
			db.Message += "; capture is on, so every call is lost"
		}
		db.Fix = store.NewerSchemaFix
	case version < store.SchemaVersion:
		db.Status = Warn
		db.Message = fmt.Sprintf("%s: reachable, schema version %d is older than this build's (%d)", targetText(s.Target), version, store.SchemaVersion)
		db.Fix = "the next capture run migrates it (eval-capture, or any process with capture on)"
	default:
		db.Message = fmt.Sprintf("%s: reachable, schema version %d", targetText(s.Target), version)
	}
	if err == nil && insp != nil && version >= 1 && version <= store.SchemaVersion && !si.Candidates {
		// The ledger says evalkit made the table, and it is gone (dropped
		// by hand, a partial restore): every check below would read
		// "nothing captured yet".
		db.Data["candidates_missing"] = true
		db.Message = fmt.Sprintf("%s: reachable, but eval_candidates is missing though evalkit's ledger says schema version %d (dropped by hand, or a partial restore): "+
			"the rows it held are gone", targetText(s.Target), version)
		if s.Target.Engine == configplane.EngineSQLite {
			// evalkit's own file: capture makes the table again.
			db.Status = Warn
			db.Message += "; the next eval-capture recreates it empty and delivers what waits in the spool"
			db.Fix = "if a backup of " + s.Target.Path + " holds the rows, restore the file from it before capture runs again (cp <backup> " + s.Target.Path +
				"); otherwise run eval-capture </dev/null to recreate the table now"
		} else {
			// A brain's table is modusbrain's: evalkit does not make it
			// again behind its ledger.
			db.Status = Fail
			db.Message += "; capture's events wait in the spool until it is back"
			db.Fix = "restore " + qn("eval_candidates") + " from a backup of the brain (pg_restore -t eval_candidates), as the brain's owner; evalkit does not recreate a brain's table"
		}
	}
	if len(si.Foreign) > 0 && err == nil {
		db.Message += fmt.Sprintf(" (eval_candidates also has %d column(s) of modusbrain's that the v1 export leaves out)", len(si.Foreign))
	}
	if len(si.StaleChecks) > 0 && err == nil && db.Status == OK {
		// evalkit's own leftovers on a table it created: modusbrain's
		// writer loses every row they refuse as check_violation.
		db.Status = Warn
		db.Message += "; eval_candidates still has CHECKs an earlier evalkit added that modusbrain's own table lacks (" +
			strings.Join(si.StaleChecks, ", ") + "): they refuse some of modusbrain's INSERTs (a negative latency, a NULL array element)"
		db.Fix = "run eval-capture </dev/null once as the role that owns eval_candidates (see the owner check): it drops exactly those CHECKs"
	}
	if si.WideFailureID && err == nil && (db.Status == OK || db.Status == Warn) {
		// modusbrain's doctor reads SELECT * FROM eval_capture_failures:
		// a bigint id reaches its Node readers as a string.
		db.Status = Warn
		db.Message += "; eval_capture_failures, made by an earlier evalkit, has a bigint id where modusbrain's own table has integer: modusbrain's readers get it as a string"
		fix := "as the role that owns eval_capture_failures, at a quiet moment (it rewrites the table under an exclusive lock; first check that no id exceeds 2147483647): " +
			"ALTER TABLE " + qn("eval_capture_failures") + " ALTER COLUMN id TYPE integer;"
		if db.Fix != "" {
			fix = db.Fix + "; and " + fix
		}
		db.Fix = fix
	}
	if len(si.WideColumns) > 0 && err == nil && (db.Status == OK || db.Status == Warn) {
		// evalkit's own earlier choice of types: modusbrain's readers
		// (node-postgres, postgres.js) return bigint as strings.
		var alters []string
		for _, c := range si.WideColumns {
			typ := "integer"
			if c == "retrieved_chunk_ids" {
				typ = "integer[]"
			}
			alters = append(alters, "ALTER COLUMN "+c+" TYPE "+typ)
		}
		db.Status = Warn
		db.Message += "; eval_candidates, made by an earlier evalkit, has bigint where modusbrain's own table has integer (" +
			strings.Join(si.WideColumns, ", ") + "): modusbrain's readers get those values as strings"
		fix := "as the role that owns eval_candidates, at a quiet moment (it rewrites the table under an exclusive lock; first check that no value exceeds 2147483647): " +
			"ALTER TABLE " + qn("eval_candidates") + " " + strings.Join(alters, ", ") + ";"
		if db.Fix != "" {
			fix = db.Fix + "; and " + fix
		}
		db.Fix = fix
	}

	failures := checkFailures(ctx, o, eng, since)
	if err == nil && si.Candidates && !si.Failures && insp != nil {
		// Dropped (by hand, or a restore that missed it): capture cannot
		// record a lost call, and its fast path does not recreate it.
		failures.Status = Warn
		failures.Message = "eval_capture_failures does not exist, though eval_candidates does: calls capture loses leave no failure row, and this count sees none"
		failures.Data["missing"] = true
		if s.Target.Engine == configplane.EnginePostgres {
			failures.Fix = "as the role that owns eval_candidates (see the owner check), recreate it as modusbrain's migration makes it:\n" +
				"CREATE TABLE IF NOT EXISTS " + qn("eval_capture_failures") + " (id serial PRIMARY KEY, ts timestamptz NOT NULL DEFAULT now(), " +
				"reason text NOT NULL CHECK (reason IN ('db_down', 'rls_reject', 'check_violation', 'scrubber_exception', 'other')));\n" +
				"CREATE INDEX IF NOT EXISTS idx_eval_capture_failures_ts ON " + qn("eval_capture_failures") + " (ts DESC);\n" +
				"ALTER TABLE " + qn("eval_capture_failures") + " ENABLE ROW LEVEL SECURITY;\n" +
				"and evalkit's own columns, as its migration adds them:\n" + failureColumnsDDL(postgres.FailureColumnsDDL, qn)
		} else {
			failures.Fix = "run eval-capture </dev/null: in evalkit's own file it recreates the table (empty)"
		}
	}
	if err == nil && si.Failures && len(si.FailureColumnsMissing) > 0 && failures.Status != Fail {
		// Made again by hand without evalkit's columns: capture's
		// failure rows name them, so every one is refused (42703).
		failures.Status = Warn
		failures.Message = "eval_capture_failures lacks evalkit's columns (" + strings.Join(si.FailureColumnsMissing, ", ") +
			"): every failure row capture writes is refused, so calls it loses leave no trace; " + failures.Message
		failures.Data["columns_missing"] = si.FailureColumnsMissing
		failures.Fix = "as the role that owns eval_capture_failures: " + failureColumnsDDL(postgres.FailureColumnsDDL, qn)
	}
	checks := []Check{db, failures}
	writer := checkWriter(ctx, o, insp, fsBlock)
	if nerr := store.NewerSchema(version); err == nil && nerr != nil && !writer.Data["denied"].(bool) {
		// Capture refuses it before any INSERT: what the file or the
		// role would allow does not matter.
		denyWriter(&writer, o, "eval-capture refuses this database: "+nerr.Error(), store.NewerSchemaFix)
		writer.Data["newer_schema"] = true
	}
	if repaired != "" && writer.Status == OK {
		writer.Message += " (this check's read-only open gave owner write back to the database's side files: before it, " + repaired + ")"
		writer.Data["side_files_repaired"] = true
	}
	checks = append(checks, checkRLS(ctx, insp, s.Capture.Value), writer, checkOwner(ctx, eng, s.Capture.Value), checkWindows(ctx, insp),
		checkActivity(ctx, o, eng, since, now), checkDBConfig(ctx, o, insp))
	checks = append(checks, checkRetention(ctx, eng, now, s.Capture.Value))
	if c, ok := checkReplication(ctx, eng); ok {
		checks = append(checks, c)
	}
	quickCheck(ctx, eng, &checks[0], s.Target)
	markDamaged(checks, s)
	return checks
}

// quickCheckMax is the largest SQLite file the database check reads page by
// page (PRAGMA quick_check). Measured on a 1 GB store (4.1 M rows) with
// evalkit's driver: 74 s with a cold page cache, 6.3 s warm; 64 MiB costs
// under half a second warm. A larger file is checked by its header and
// schema and by what the other checks read, and the message says so.
const quickCheckMax = 64 << 20

// quickCheck reads every page of a SQLite file small enough (quickCheckMax)
// and marks the database check damaged when one is malformed.
func quickCheck(ctx context.Context, eng store.Engine, db *Check, t configplane.Target) {
	q, ok := eng.(interface {
		QuickCheck(context.Context) (string, error)
	})
	if !ok || db.ID != CheckDatabase || db.Status == Fail {
		return
	}
	fi, err := os.Stat(t.Path)
	if err != nil {
		return
	}
	if fi.Size() > quickCheckMax {
		db.Details = append(db.Details, fmt.Sprintf("the file (%d MiB) was not read page by page; sqlite3 %s 'PRAGMA quick_check' does (about 6 s per GB once cached)", fi.Size()>>20, t.Path))
		return
	}
	found, err := q.QuickCheck(ctx)
	if err != nil && !errors.Is(err, store.ErrDamaged) {
		return // a lock or a timeout: the other checks say it
	}
	if err == nil && found == "" {
		return
	}
	if found == "" {
		found = err.Error()
	}
	db.Status = Fail
	db.Data["damaged"] = true
	db.Message = targetText(t) + ": " + store.ErrDamaged.Error() + ": its header and schema read, but PRAGMA quick_check found: " + found
	db.Fix = dial.DamagedFix(t)
}

// markDamaged gives every check whose read met a damaged file (SQLITE_CORRUPT
// past an intact header: explainLock marks it) the damaged-file fix, and
// fails the database check with it: the other checks, and capture's
// failure causes, point there, so it must never say ok about such a file
// (hostile probe 12). The database check reads the header and the schema
// only: a full PRAGMA quick_check reads the whole file (74 s cold, 6 s
// warm for 1 GB), so damage no check reads goes unseen until a read meets it.
func markDamaged(checks []Check, s *configplane.Settings) {
	var met []string
	for i := range checks {
		if d, _ := checks[i].Data["damaged"].(bool); d && checks[i].ID != CheckDatabase {
			checks[i].Fix = "the database file is damaged (see the database check): " + dial.DamagedFix(s.Target)
			met = append(met, checks[i].ID)
		}
	}
	if len(met) == 0 || checks[0].ID != CheckDatabase {
		return
	}
	db := &checks[0]
	if d, _ := db.Data["damaged"].(bool); d {
		return
	}
	db.Status = Fail
	db.Data["damaged"] = true
	db.Message = targetText(s.Target) + ": " + store.ErrDamaged.Error() + ": its header and schema read, but the " +
		strings.Join(met, ", ") + " check(s) met a malformed page (SQLITE_CORRUPT)"
	db.Fix = dial.DamagedFix(s.Target)
	if s.Capture.Value {
		db.Fix += ";\ncapture fails on such a page (nothing is spooled for it): its events are lost until this is fixed"
	}
}

// notChecked is the detail line of a database check that stopped early.
const notChecked = "failures, rls, writer, owner, windows, activity and db_config were not checked"

func nonNil(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// checkWriter tells whether capture as this role will work here, before a
// capture run finds out by losing every call. fsBlock is what the files
// would refuse (SQLite), nil when nothing.
func checkWriter(ctx context.Context, o *Options, insp store.Inspector, fsBlock *writeBlock) Check {
	c := Check{ID: CheckWriter, Data: map[string]any{"denied": false}}
	var acc store.ReadAccess
	if insp != nil {
		var err error
		if acc, err = insp.CaptureAccess(ctx); err != nil {
			c.Status = Fail
			c.Message = "cannot tell whether capture would work here: " + err.Error()
			explainLock(ctx, insp, &c, o.Settings.Capture.Value, err, evalTables...)
			return c
		}
		c.Data["role"] = acc.Role
	}
	if fsBlock != nil && !acc.Denied {
		acc.Denied, acc.Why, acc.Fix = true, fsBlock.why, fsBlock.fix
	}
	if !acc.Denied {
		// Every row refused, for good: reported before a lock that only
		// makes them wait.
		if b, sure := unfilledBlock(ctx, insp); b != nil {
			denyWriter(&c, o, b.why, b.fix)
			c.Data["unfilled"] = true
			if sure && c.Status == Warn {
				c.Status = Fail // lost, not spooled: worse than a refusal that waits
			}
			return c
		}
		if b := rulesBlock(ctx, insp); b != nil {
			denyWriter(&c, o, b.why, b.fix)
			c.Data["insert_rules"] = true
			if c.Status == Warn {
				c.Status = Fail // lost, not spooled
			}
			return c
		}
	}
	if !acc.Denied && stalledWriter(ctx, o, insp, &c) {
		return c
	}
	var trig *triggerFindings
	if !acc.Denied && insp != nil {
		trig = checkTriggers(ctx, insp, acc.Role)
	}
	if trig != nil && trig.block != nil {
		denyWriter(&c, o, trig.block.why, trig.block.fix)
		if trig.waited {
			c.Data["trial_waited"] = true
			return c
		}
		c.Data["trigger_refuses"] = true
		if c.Status == Warn {
			c.Status = Fail // lost, not spooled
		}
		return c
	}
	switch {
	case acc.Denied:
		denyWriter(&c, o, acc.Why, acc.Fix)
	case insp == nil:
		c.Message = "not checked: this engine cannot tell what capture would meet"
	case acc.Role != "":
		c.Message = "capture as role " + acc.Role + " can write here"
	default:
		c.Message = "capture can write here"
	}
	if !acc.Denied && acc.Caution != "" {
		c.Status = Warn
		c.Message += ", but " + acc.Caution
		c.Fix = acc.CautionFix
	}
	if trig != nil && len(trig.droppers) > 0 {
		// Information: an owner's filter is no fault of capture's.
		c.Message += dropperText(trig.droppers)
		var names []any
		for _, t := range trig.droppers {
			names = append(names, t.Name)
		}
		c.Data["dropping_triggers"] = names
	}
	return c
}

// stalledWriter makes c say that capture's inserts would wait now, when
// another session holds (or queues for) a lock that stalls them but lets
// reads go on — a CREATE INDEX without CONCURRENTLY, LOCK TABLE … IN SHARE
// MODE — which every other check reads past. It reports whether it did.
func stalledWriter(ctx context.Context, o *Options, insp store.Inspector, c *Check) bool {
	li, ok := insp.(store.LockInspector)
	if !ok {
		return false
	}
	locks, err := li.WriteLocks(ctx, insertTables)
	if err != nil || len(locks) == 0 {
		return false // the checks that read these tables report a failing database
	}
	var data []any
	for _, l := range locks {
		data = append(data, lockData(l))
	}
	c.Data["locked"] = true
	c.Data["locks"] = data
	why := "inserts would wait: " + lockedWhat(locks) + " — " + locksText(locks)
	c.Fix = lockFix(locks, o.Settings.Capture.Value)
	if !o.Settings.Capture.Value {
		c.Message = "capture is off; if turned on, its " + why
		return true
	}
	c.Status = Warn
	c.Message = "capture's " + why
	return true
}

// denyWriter makes c say what capture would meet: a warning while capture
// is on, the same finding told without alarm while it is off.
func denyWriter(c *Check, o *Options, why, fix string) {
	c.Data["denied"] = true
	c.Data["why"] = why
	c.Fix = fix
	if !o.Settings.Capture.Value {
		c.Message = "capture is off; if turned on, " + why
		return
	}
	c.Status = Warn
	c.Message = why
}

// noOwners is the owner check's word on an engine without table owners.
const noOwners = "SQLite tables have no owners"

// checkOwner tells whether the role modusbrain migrates the brain with may
// alter and index the eval tables: its migrations re-run ALTER TABLE and
// CREATE INDEX against them, which fail on a table of another role ("must
// be owner"), as when a superuser's capture created them before evalkit
// gave its tables to the brain's owner.
func checkOwner(ctx context.Context, eng store.Engine, capture bool) Check {
	c := Check{ID: CheckOwner, Data: map[string]any{"foreign": false, "tables": []any{}}}
	oi, ok := eng.(store.OwnerInspector)
	if !ok {
		c.Message = "nothing to check: " + noOwners
		return c
	}
	o, err := oi.TableOwners(ctx)
	if err != nil {
		c.Status = Fail
		c.Message = "cannot tell who owns the eval tables: " + err.Error()
		explainLock(ctx, eng, &c, capture, err, append(evalTables, configTable...)...)
		return c
	}
	c.Data["brain_owner"] = o.BrainOwner
	c.Data["brain_owner_source"] = o.Source
	tables := []any{}
	var theirs, ledger []string
	for _, t := range o.Tables {
		tables = append(tables, map[string]any{"table": t.Table, "owner": t.Owner, "foreign": t.Foreign})
		switch {
		case !t.Foreign:
		case t.Table == "eval_schema_migrations":
			ledger = append(ledger, t.Table+" (owner "+t.Owner+")")
		default:
			theirs = append(theirs, t.Table+" (owner "+t.Owner+")")
		}
	}
	c.Data["tables"] = tables
	brain := "role " + o.BrainOwner + " (" + o.Source + ")"
	c.Data["brain_owner_unknown"] = o.Unknown
	// With no table of modusbrain's yet, its role is inferred from who may
	// create tables. Say so, and what to do when it connects as another
	// role.
	guess := ""
	if o.Inferred && !o.Unknown {
		guess = "; modusbrain's role is taken to be that role until its own tables show it: if modusbrain connects as another role, " +
			"run modusbrain once before capture so that its migration creates the tables"
	}
	switch {
	case len(o.Tables) == 0 && o.Unknown:
		// capture refuses to create them; the writer check says so.
		c.Message = "no eval tables yet, and capture will not create them: modusbrain's role is unknown (" + strings.TrimPrefix(o.Source, "the database's owner, a guess: ") +
			"); run modusbrain once, so that its own migration creates them as the role it runs as"
		return c
	case len(o.Tables) == 0:
		c.Message = "no eval tables yet; any that capture creates go to " + brain + guess
		return c
	case len(theirs) == 0 && len(ledger) == 0 && o.Unknown:
		// Tables evalkit made before it refused such brains: whether
		// modusbrain can alter them is a guess, so say so, not ok.
		c.Status = Warn
		c.Message = "the eval tables belong to " + brain + ", but evalkit cannot tell whether modusbrain runs as that role: " +
			"if it runs as another, its migrations fail on them (must be owner of table) and so do its INSERTs"
		c.Fix = o.Fix
		return c
	case len(theirs) == 0 && len(ledger) == 0:
		c.Message = brain + " may alter and index every eval table, as modusbrain's migrations do" + guess
		return c
	}
	c.Status = Warn
	c.Data["foreign"] = true
	var why []string
	if len(theirs) > 0 {
		why = append(why, strings.Join(theirs, ", ")+" "+plural(len(theirs), "belongs", "belong")+" to a role whose rights "+
			brain+" lacks: modusbrain's migrations, run as that role, fail on "+plural(len(theirs), "it", "them")+
			" (must be owner of table)")
	}
	if len(ledger) > 0 {
		why = append(why, "evalkit's ledger "+strings.Join(ledger, ", ")+" is out of "+brain+"'s reach: capture as that role "+
			"cannot read the schema version")
	}
	c.Message = strings.Join(why, "; ")
	c.Fix = o.Fix
	return c
}

// checkWindows tells whether chained exports can stay exact with writers
// evalkit does not control (modusbrain's own INSERTs into a brain).
func checkWindows(ctx context.Context, insp store.Inspector) Check {
	c := Check{ID: CheckWindows, Data: map[string]any{"blind": false}}
	if insp == nil {
		c.Message = "not checked: this engine cannot see other writers"
		return c
	}
	v, err := insp.WriterVisibility(ctx)
	if err != nil {
		c.Status = Fail
		c.Message = "cannot tell whether export windows see every writer: " + err.Error()
		explainLock(ctx, insp, &c, false, err, candidatesTable...)
		return c
	}
	if v.Blind == "" {
		c.Message = "export windows account for every writer (chained --since and --cursor runs never miss or repeat a row)"
		if v.Partial != "" {
			c.Message += "; " + v.Partial + " (if a writer ever logs in as another role: " + v.Fix + ")"
		}
		return c
	}
	c.Status = Warn
	if v.Standby || v.Subscriber != nil {
		c.Status = Fail // every export refuses here
	}
	c.Data["blind"] = true
	c.Data["standby"] = v.Standby
	if v.Subscriber != nil {
		c.Data["subscriptions"] = append([]string{}, v.Subscriber.Subscriptions...)
	}
	c.Data["role"] = v.Role
	c.Message = v.Blind
	c.Fix = v.Fix
	return c
}

// nothingYet are the in-database checks for a database that does not
// exist; fsBlock is what would stop capture creating it.
func nothingYet(o *Options, since, now time.Time, fsBlock *writeBlock) []Check {
	writer := Check{ID: CheckWriter, Message: "capture can write here (it creates the file)", Data: map[string]any{"denied": false}}
	if fsBlock != nil {
		denyWriter(&writer, o, fsBlock.why, fsBlock.fix)
	}
	return []Check{
		{ID: CheckFailures, Message: "no capture failures recorded (no database yet)",
			Data: map[string]any{"since": since.UTC().Format(time.RFC3339), "total": 0, "by_reason": []any{}}},
		{ID: CheckRLS, Message: "nothing captured yet (no database)", Data: map[string]any{"denied": false}},
		writer,
		{ID: CheckOwner, Message: "nothing to check: " + noOwners, Data: map[string]any{"foreign": false, "tables": []any{}}},
		{ID: CheckWindows, Message: "export windows account for every writer", Data: map[string]any{"blind": false}},
		{ID: CheckActivity, Message: "nothing captured yet (no database)",
			Data: map[string]any{"since": since.UTC().Format(time.RFC3339), "rows": 0, "newest": nil}},
		{ID: CheckDBConfig, Message: "no DB-plane config table (no database)", Data: map[string]any{"keys": []any{}}},
		{ID: CheckRetention, Message: "nothing captured yet (no database)",
			Data: map[string]any{"threshold_days": int(RetentionThreshold / (24 * time.Hour)), "tables": []any{}}},
	}
}

func checkFailures(ctx context.Context, o *Options, eng store.Engine, since time.Time) Check {
	win := FormatWindow(o.Window)
	c := Check{ID: CheckFailures, Data: map[string]any{"since": since.UTC().Format(time.RFC3339), "total": 0, "by_reason": []any{}}}
	counts, err := eng.FailureCounts(ctx, since)
	switch {
	case errors.Is(err, store.ErrNoSchema):
		c.Message = "no capture failures recorded (nothing captured yet)"
		return c
	case err != nil:
		c.Status = Fail
		c.Message = "cannot read eval_capture_failures: " + err.Error()
		switch {
		case store.RowSecurityOff(err):
			c.Fix = store.RowSecurityOffFix
		case store.SQLState(err) == "42501":
			c.Fix = "as the table's owner: GRANT SELECT ON " + store.TableNames(ctx, eng)("eval_capture_failures") + " TO <role>; (see the rls check and docs/doctor.md#failures)"
		default:
			c.Fix = "see docs/doctor.md#failures; the error above names the cause"
		}
		explainLock(ctx, eng, &c, o.Settings.Capture.Value, err, failuresTable...)
		return c
	}
	// Most frequent first; ties in the enum's documented order, so the
	// output is stable whatever order the engine used.
	rank := map[store.Reason]int{}
	for i, r := range store.Reasons {
		rank[r] = i
	}
	sort.SliceStable(counts, func(i, j int) bool {
		if counts[i].Count != counts[j].Count {
			return counts[i].Count > counts[j].Count
		}
		return rank[counts[i].Reason] < rank[counts[j].Reason]
	})
	var total int64
	byReason := []any{}
	width := 0
	for _, fc := range counts {
		total += fc.Count
		width = max(width, len(fc.Reason))
		byReason = append(byReason, map[string]any{"reason": string(fc.Reason), "count": fc.Count})
	}
	c.Data["total"], c.Data["by_reason"] = total, byReason
	if total == 0 {
		c.Message = "no capture failures in the last " + win
		return c
	}
	c.Status = Warn
	noun := "failures"
	if total == 1 {
		noun = "failure"
	}
	c.Message = fmt.Sprintf("%d capture %s in the last %s", total, noun, win)
	for i, fc := range counts {
		d := fmt.Sprintf("%-*s %6d", width, fc.Reason, fc.Count)
		meaning := reasonMeaning[fc.Reason]
		var lines []string
		if fc.Reason == store.ReasonOther {
			var causes []any
			causes, lines = otherCauses(ctx, eng, since, width)
			if len(lines) > 0 {
				meaning = otherByCause
				byReason[i].(map[string]any)["causes"] = causes
			}
		}
		if meaning != "" {
			d += "  " + meaning
		}
		c.Details = append(c.Details, d)
		c.Details = append(c.Details, lines...)
	}
	cfg := "config.json"
	if o.Settings.ConfigPath != "" {
		cfg = o.Settings.ConfigPath
	}
	c.Fix = "investigate: the reasons above are explained in docs/doctor.md#failures;\n" +
		`or, to silence capture, set "eval": {"capture": false} in ` + cfg
	return c
}

// otherCauses breaks the window's failures of reason other down by the
// cause capture stored with them (store.FailureCauser): the SQLSTATE, named
// as PostgreSQL names it, or the kind of loss. Never a detail text: those
// hold what the database said about the event. The lines are indented
// under the other line; none when the engine keeps no causes, or they
// cannot be read (said in one line: the count above stands).
func otherCauses(ctx context.Context, eng store.Engine, since time.Time, width int) ([]any, []string) {
	fc, ok := eng.(store.FailureCauser)
	if !ok {
		return nil, nil
	}
	pad := strings.Repeat(" ", width+1)
	causes, err := fc.FailureCauses(ctx, since, store.ReasonOther)
	if err != nil {
		return nil, []string{pad + "  (their causes could not be read: " + err.Error() + ")"}
	}
	if len(causes) == 0 || len(causes) == 1 && causes[0].Kind == store.CauseUnrecorded {
		return nil, nil // nothing recorded beyond the reason
	}
	sort.SliceStable(causes, func(i, j int) bool {
		a, b := causes[i], causes[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.SQLState != b.SQLState {
			return a.SQLState < b.SQLState
		}
		return a.Kind < b.Kind
	})
	var data []any
	var lines []string
	for _, k := range causes {
		cond, class := "", ""
		var text string
		switch k.Kind {
		case store.CauseSQLState:
			cond, class = sqlstateName(k.SQLState)
			text = "SQLSTATE " + k.SQLState
			if cond != "" {
				text += " " + cond
			}
			if class != "" {
				text += " (class " + k.SQLState[:2] + ": " + class + ")"
			}
			if why := sqlstateCauses[k.SQLState]; why != "" {
				text += ": " + why
			}
		case store.CauseQueueFull:
			text = "capture's queue was full: events dropped before they reached the database (calls came faster than the database took rows)"
		case store.CauseNoSQLState:
			text = "no SQLSTATE: an error raised before the database answered (a value the driver could not send), or a storage engine that panicked"
		case store.CauseUnrecorded:
			text = "no cause recorded (rows of a writer that records only the reason: modusbrain's own)"
		default:
			text = string(k.Kind)
		}
		data = append(data, map[string]any{"kind": string(k.Kind), "sqlstate": k.SQLState, "condition": cond, "class": class, "count": k.Count})
		lines = append(lines, fmt.Sprintf("%s%6d    %s", pad, k.Count, text))
	}
	return data, lines
}

func checkRLS(ctx context.Context, insp store.Inspector, capture bool) Check {
	c := Check{ID: CheckRLS, Data: map[string]any{"denied": false}}
	if insp == nil {
		c.Message = "not checked: this engine has no row-level security check"
		return c
	}
	acc, err := insp.FailureReadAccess(ctx)
	switch {
	case errors.Is(err, store.ErrNoSchema):
		c.Message = "nothing captured yet (no eval_capture_failures table)"
		return c
	case err != nil:
		c.Status = Fail
		c.Message = "cannot check read access to eval_capture_failures: " + err.Error()
		explainLock(ctx, insp, &c, capture, err, failuresTable...)
		return c
	}
	c.Data["role"] = acc.Role
	if !acc.Denied {
		if acc.Role != "" {
			c.Message = "role " + acc.Role + " can read eval_capture_failures"
		} else {
			c.Message = "eval_capture_failures is readable"
		}
		return c
	}
	c.Status = Warn
	c.Data["denied"] = true
	c.Data["why"] = acc.Why
	c.Message = acc.Why + ": the failure count above is blind, and capture inserts as this role are almost certainly failing too"
	c.Fix = acc.Fix
	return c
}

// readFix is the fix for a read the doctor could not make: the grant only
// when the server said permission denied; for a statement_timeout — the
// doctor's own bound (StatementTimeout) — one for this command's URL
// alone (which the doctor keeps; a role's setting stays as it is, for
// modusbrain's); otherwise the error says it. A lock that held the read
// up is explainLock's to name.
func readFix(err error, grant string) string {
	switch store.SQLState(err) {
	case "42501":
		return grant
	case "57014":
		return "a statement_timeout (eval-doctor's own, " + StatementTimeout.String() + ", unless its URL names one) ended the read: " +
			"run eval-doctor once more with a URL of its own for this command only — the same URL with the parameter statement_timeout=0 added " +
			"(&statement_timeout=0 after its query, or statement_timeout=0 in a key=value string; its options, and the search_path they may set, stay as they are), " +
			"given as MODUSBRAIN_DATABASE_URL on that command line (not in config.json, which modusbrain reads too); " +
			"modusbrain's own sessions are not affected"
	}
	return "see the error above; eval-doctor's other checks may say more"
}

func checkActivity(ctx context.Context, o *Options, eng store.Engine, since, now time.Time) Check {
	win := FormatWindow(o.Window)
	c := Check{ID: CheckActivity, Data: map[string]any{"since": since.UTC().Format(time.RFC3339), "rows": 0, "newest": nil}}
	a, err := eng.CandidateActivity(ctx, since)
	switch {
	case errors.Is(err, store.ErrNoSchema):
		c.Message = "nothing captured yet"
		return c
	case err != nil:
		c.Status = Fail
		c.Message = "cannot read eval_candidates: " + err.Error()
		c.Fix = readFix(err, "give this role SELECT on eval_candidates (see docs/doctor.md#activity)")
		explainLock(ctx, eng, &c, o.Settings.Capture.Value, err, candidatesTable...)
		return c
	}
	c.Data["rows"] = a.Rows
	rows := countText(a.Rows, "row", "rows")
	// Export windows end at the database's clock, so a row's age is taken
	// from it (PostgreSQL's now(), read with the row); an engine without a
	// clock of its own (SQLite, on this machine) shares this process's.
	clock, clockName := now, "this clock"
	c.Data["clock"] = "local"
	if !a.Now.IsZero() {
		clock, clockName = a.Now, "the database's clock"
		c.Data["clock"] = "database"
	}
	switch age, ok := durationSince(clock, a.Newest); {
	case a.Rows == 0:
		c.Message = "nothing captured yet"
	case a.Newest.IsZero():
		// created_at is NOT NULL: rows with no newest time are stamped
		// 'infinity', which no time.Time holds.
		c.Data["newest_out_of_range"] = true
		c.Status, c.Fix = Warn, infinityFix
		c.Message = fmt.Sprintf("%s dated in the last %s or later; the newest row's timestamp is out of range (infinity): no export window will ever hold it", rows, win)
	case !ok:
		c.Data["newest"] = a.Newest.UTC().Format(time.RFC3339Nano)
		c.Data["newest_out_of_range"] = true
		c.Message = fmt.Sprintf("%s dated in the last %s or later; the newest row's timestamp is out of range (%s)",
			rows, win, a.Newest.UTC().Format(time.RFC3339))
		if a.Newest.After(clock) {
			// A real date (9999-12-31 is one v1 can carry), only too far
			// ahead for an age: say it as the nearer ones are said.
			c.Status, c.Fix = Warn, aheadFix
			c.Message = fmt.Sprintf("%s dated in the last %s or later; the newest row is dated %s, more than 290 years ahead of %s: rows dated ahead are in no export window until their date comes",
				rows, win, a.Newest.UTC().Format(time.RFC3339), clockName)
		}
	default:
		c.Data["newest"] = a.Newest.UTC().Format(time.RFC3339Nano)
		c.Data["newest_age_seconds"] = int64(age / time.Second)
		c.Message = fmt.Sprintf("%s captured in the last %s; newest row %s", rows, win, ageText(age))
		if age < -aheadTolerance {
			// Export windows end at the database's clock, so a row
			// dated ahead of it is in none until that date comes.
			c.Status, c.Fix = Warn, aheadFix
			c.Message = fmt.Sprintf("%s dated in the last %s or later; the newest row is dated %s, %s ahead of %s: rows dated ahead are in no export window until their date comes",
				rows, win, a.Newest.UTC().Format(time.RFC3339), aheadText(-age), clockName)
		}
	}
	return c
}

// aheadTolerance is how far ahead of the database's clock (the doctor's
// for SQLite) the newest row may be dated before it is told: clocks of different machines differ by a
// little, and SQLite's stamps may run a little ahead of the wall clock
// when many commits share a microsecond.
const aheadTolerance = time.Minute

// aheadFix is the fix for rows dated ahead of the clock.
const aheadFix = "a clock was wrong when those rows were written: check the clock of every machine that writes here (timedatectl shows whether it is synchronised); the rows are exported once their date comes"

// infinityFix is the fix for a row stamped 'infinity', which no date
// ever reaches.
const infinityFix = "a writer other than evalkit stamped it (evalkit stamps its clock's time): such a row is never exported; " +
	"SELECT id, created_at FROM eval_candidates WHERE created_at = 'infinity'; finds it"

// aheadText says how far ahead a time is, coarsely.
func aheadText(d time.Duration) string {
	return strings.TrimSuffix(ageText(d), " ago")
}

// durationSince is now - t, and false when that does not fit a
// time.Duration (about 292 years either way; PostgreSQL stores 4713 BC to
// 294276 AD): time.Sub would saturate and pass for a real age.
func durationSince(now, t time.Time) (time.Duration, bool) {
	d := now.Sub(t)
	return d, d != math.MaxInt64 && d != math.MinInt64
}

func checkDBConfig(ctx context.Context, o *Options, insp store.Inspector) Check {
	c := Check{ID: CheckDBConfig, Data: map[string]any{"keys": []any{}}}
	if insp == nil {
		c.Message = "not checked: this engine cannot look for a DB-plane config table"
		return c
	}
	entries, err := insp.DBPlaneEvalConfig(ctx)
	if err != nil && store.SQLState(err) == "42501" {
		// modusbrain's table, not evalkit's: a least-privilege capture
		// role need not read it, and capture never does.
		c.Status = Warn
		c.Message = "this role may not read the DB-plane config table (modusbrain's; capture never reads it), so eval.* keys there, which capture would ignore, were not looked for: " + err.Error()
		c.Fix = "nothing capture needs; to let the doctor look, as the table's owner: GRANT SELECT ON config TO <role>; (or run eval-doctor as modusbrain's role for one command: " +
			configplane.EnvDatabaseURL + "=postgres://... eval-doctor)"
		c.Data["denied"] = true
		return c
	}
	if err != nil {
		c.Status = Fail
		c.Message = "cannot read the DB-plane config table: " + err.Error()
		explainLock(ctx, insp, &c, o.Settings.Capture.Value, err, configTable...)
		return c
	}
	if len(entries) == 0 {
		c.Message = "no eval.* keys in a DB-plane config table"
		return c
	}
	keys := []any{}
	var names []string
	for _, e := range entries {
		value, key := shownValue(e.Key, e.Value), shortValue(e.Key)
		keys = append(keys, map[string]any{"table": e.Table, "key": key, "value": value, "value_bytes": len(e.Value)})
		names = append(names, key+"="+value)
		c.Details = append(c.Details, e.Table+": "+key+" = "+value)
	}
	c.Data["keys"] = keys
	c.Status = Warn
	c.Message = strings.Join(names, ", ") + " in the database's config table is ignored: " +
		"capture reads only config.json and " + configplane.EnvContributorMode
	cfg := "config.json"
	if o.Settings.ConfigPath != "" {
		cfg = o.Settings.ConfigPath
	}
	var fixes []string
	for _, e := range entries {
		name := strings.TrimPrefix(e.Key, "eval.")
		switch {
		case e.Key == "eval.capture" && isTrue(e.Value):
			fixes = append(fixes, `to turn capture on: set "eval": {"capture": true} in `+cfg+", or export "+configplane.EnvContributorMode+"=1")
		case e.Key == "eval.capture" && isFalse(e.Value):
			fixes = append(fixes, `to turn capture off: set "eval": {"capture": false} in `+cfg)
		case e.Key == "eval.scrub_pii" && isFalse(e.Value):
			fixes = append(fixes, `to keep raw query text: set "eval": {"scrub_pii": false} in `+cfg)
		case e.Key == "eval.scrub_pii":
			fixes = append(fixes, "scrubbing is on unless "+cfg+` says "scrub_pii": false`)
		case name == "database_url" || name == "database_path" || name == "sqlite_path":
			fixes = append(fixes, "eval."+name+` configures nothing, here or in `+cfg+`: evalkit's own store is set with "evalkit": {"sqlite_path": ...} in `+cfg+
				" or "+configplane.EnvSQLitePath)
		default:
			fixes = append(fixes, "eval."+shortValue(name)+` is no evalkit setting (the "eval" object in `+cfg+" holds capture and scrub_pii); nothing reads it")
		}
	}
	c.Fix = strings.Join(fixes, "\n")
	return c
}

// shownValue is how the report quotes a DB-plane value: shortValue, or
// only its length when the key names a secret (a token, a password, a
// key), which the doctor never prints.
func shownValue(key, v string) string {
	k := strings.ToLower(key)
	for _, w := range []string{"token", "secret", "password", "passwd", "pwd", "credential", "apikey", "api_key", "private", "auth"} {
		if strings.Contains(k, w) {
			return fmt.Sprintf("(%d bytes, not shown: the key names a secret)", len(v))
		}
	}
	return shortValue(v)
}

// maxValueShown is how much of a DB-plane value the report quotes: enough
// for any real setting; a value of a megabyte would otherwise fill the
// report, twice.
const maxValueShown = 80

// shortValue is v, or its first maxValueShown bytes (whole characters) and
// how long it was.
func shortValue(v string) string {
	if len(v) <= maxValueShown {
		return v
	}
	cut := maxValueShown
	for cut > 0 && !utf8.RuneStart(v[cut]) {
		cut--
	}
	return v[:cut] + fmt.Sprintf("… (%d bytes)", len(v))
}

// countText is "1 row", "2 rows".
func countText(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func isTrue(v string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(v), `"`)) {
	case "true", "1", "on", "yes":
		return true
	}
	return false
}

func isFalse(v string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(v), `"`)) {
	case "false", "0", "off", "no":
		return true
	}
	return false
}

// ageText renders how long ago something happened: "42s ago", "3m ago",
// "5h12m ago", "3d4h ago".
func ageText(d time.Duration) string {
	if d < 0 {
		return "in the future (clock skew?)"
	}
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds ago", int(d/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%dm ago", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh%dm ago", int(d/time.Hour), int(d%time.Hour/time.Minute))
	}
	return fmt.Sprintf("%dd%dh ago", int(d/(24*time.Hour)), int(d%(24*time.Hour)/time.Hour))
}

// targetText names a target for people: engine, masked address, source.
func targetText(t configplane.Target) string {
	return t.Engine + " " + t.String() + " from " + t.Source
}

// unreachable is the database check of a target that did not answer;
// fsBlock, when the files would refuse capture as well, is said too, since
// the writer check that would say it is not reported.
func unreachable(db Check, s *configplane.Settings, err error, fsBlock *writeBlock) Check {
	db.Status = Fail
	// The driver's error repeats the target; keep the message short and
	// the error whole, on its own line.
	db.Message = "cannot reach " + targetText(s.Target)
	db.Data["error"] = err.Error()
	// spooled is what capture does with its events while the database does
	// not answer: they wait in the spool when it can keep them (an outage
	// loses nothing then), and are lost otherwise.
	spooled := func(until, while string) string {
		if s.Spool.Dir == "" || s.Spool.Err != nil || spoolWriteBlock(s.Spool.Dir) != nil {
			return ";\ncapture is on, so every event is being lost while " + while + " (its spool cannot keep them: see the spool check)"
		}
		return ";\ncapture is on: meanwhile its events wait in the spool (" + s.Spool.Dir + "), delivered once " + until
	}
	// refused is what capture meets when the database answers with a
	// refusal that waiting does not lift: it fails before taking an event
	// (eval-capture exits 1, nothing read), and nothing is spooled.
	const refused = ";\ncapture is on and fails the same way before taking any event (nothing is spooled for it), so its events are lost until this is fixed"
	state := store.SQLState(err)
	switch {
	case errors.Is(err, store.ErrDamaged):
		// Not an outage: no start or wait makes the file answer.
		db.Message = "cannot open " + targetText(s.Target) + ": " + store.ErrDamaged.Error() +
			" (damaged, e.g. by a disk error, or some other kind of file)"
		db.Data["damaged"] = true
		db.Fix = dial.DamagedFix(s.Target)
		if s.Capture.Value {
			db.Fix += refused
		}
	case errors.Is(err, store.ErrBadURL):
		// Not an outage: nothing was tried on the network.
		why, tip, _ := dial.BadURL(err)
		db.Message = "cannot use " + targetText(s.Target) + ": " + why
		db.Fix = dial.BadURLFix(s.Target.Source, tip)
		if s.Capture.Value {
			db.Fix += refused
		}
	case state == "28P01" || state == "28000":
		db.Message = "cannot log in to " + targetText(s.Target) + ": the server answered and refused the login (SQLSTATE " + state + ")"
		db.Fix = authFix(s.Target, state)
		if s.Capture.Value {
			db.Fix += refused
		}
	case state == "3D000":
		db.Message = "cannot connect to " + targetText(s.Target) + ": the server answered, but that database does not exist on it"
		db.Fix = missingDBFix(s.Target)
		if s.Capture.Value {
			db.Fix += refused
		}
	default:
		if why, fix, ok := dial.Refused(err); ok {
			// It answered (a pooler, or a server without TLS): starting
			// the database is not the advice, nor is waiting.
			db.Message = "cannot connect to " + targetText(s.Target) + ": " + why
			db.Fix = fix
			if s.Capture.Value {
				db.Fix += spooled("this is fixed", "the connection is refused")
			}
			break
		}
		if why, fix, ok := dial.ConnLimit(err); ok {
			// Up, and at the right address: only its connection limit is
			// in the way (never advise another address for modusbrain's
			// brain).
			db.Message = "cannot connect to " + targetText(s.Target) + ": " + why
			db.Fix = fix
			if s.Capture.Value {
				db.Fix += spooled("it connects", "no connection is free")
			}
			break
		}
		if errors.Is(err, store.ErrLocked) {
			// The database is fine and its address right: only another
			// process's lock is in the way.
			db.Message = "cannot open " + targetText(s.Target) + ": the file is locked by another process"
			db.Fix = "wait for the process that holds the file locked to finish, or stop it"
			if s.Capture.Value {
				db.Fix += spooled("the lock is gone", "the file is locked")
			}
			break
		}
		switch s.Target.Source {
		case configplane.SourceConfigURL:
			// database_url is modusbrain's: its brain's address is not
			// evalkit's to correct.
			db.Fix = "start the database: it is modusbrain's brain, named by " + s.Target.Source + ";\n" +
				"if evalkit must reach it by another address, name that for one command: " +
				configplane.EnvDatabaseURL + "=postgres://... eval-doctor"
		case configplane.SourceEnvURL:
			db.Fix = "start the database, or correct the " + configplane.EnvDatabaseURL + " this command was run with"
		default:
			db.Fix = "start the database or correct its address (" + s.Target.Source + ")"
		}
		if s.Capture.Value {
			db.Fix += spooled("it answers", "it is unreachable")
		}
	}
	db.Details = []string{"error: " + err.Error(), notChecked}
	if fsBlock != nil {
		db.Details = append(db.Details, fsBlock.why)
		db.Fix = fsBlock.fix
	}
	return db
}

// authFix says how to give evalkit's commands a login the server takes,
// without touching config.json, whose database_url modusbrain reads.
func authFix(t configplane.Target, state string) string {
	who := "evalkit's login"
	if user, _ := pgUserDB(t); user != "" {
		who = "the login as role " + user
	}
	var fix string
	if t.Source == configplane.SourceConfigURL && urlHasPassword(t) {
		// The URL's own password wins over PGPASSWORD and ~/.pgpass.
		fix = "the server refused " + who + " with the password in " + t.Source + " (modusbrain's; leave it as it is): " +
			"if modusbrain logs in with it, the server refuses modusbrain too; to give evalkit's commands a login of their own, " +
			"name a URL for one command at a time: " + configplane.EnvDatabaseURL + "=postgres://... eval-doctor " +
			"(never exported: modusbrain reads it too)"
	} else if t.Source == configplane.SourceConfigURL {
		fix = "the server refused " + who + " named by " + t.Source + " (modusbrain's; leave it as it is): " +
			"give evalkit's commands the credentials another way — the environment variable PGPASSWORD set to the password for one command, " +
			"or a line host:port:database:user:password in ~/.pgpass of this user (mode 0600), as modusbrain's own service may have them; " +
			"or a URL for evalkit's commands alone, one command at a time: " + configplane.EnvDatabaseURL + "=postgres://... eval-doctor " +
			"(never exported: modusbrain reads it too)"
	} else {
		fix = "the server refused " + who + ": correct the user or password in the " + t.Source + " this command was run with, " +
			"or give the password through PGPASSWORD or ~/.pgpass of this user"
	}
	if state == "28000" {
		fix += ";\nif the server has no rule letting this role log in from here (\"no pg_hba.conf entry\"), its administrator adds one to pg_hba.conf"
	}
	return fix
}

// missingDBFix: the server answers, but has no database of that name.
// evalkit never creates a brain, and never edits modusbrain's address.
func missingDBFix(t configplane.Target) string {
	name := "that database"
	if _, db := pgUserDB(t); db != "" {
		name = "database " + strconv.Quote(db)
	}
	if t.Source == configplane.SourceConfigURL {
		return name + " is not on that server (psql -l lists the ones there): if modusbrain takes its address from this " + t.Source +
			", it cannot reach its brain either — creating or restoring the brain is modusbrain's own setup (evalkit creates no database and leaves config.json as it is); " +
			"to point evalkit's commands alone at another database, name it for one command: " + configplane.EnvDatabaseURL + "=postgres://... eval-doctor"
	}
	return name + " is not on that server (psql -l lists the ones there): correct the database name in the " + t.Source +
		" this command was run with; evalkit creates no database"
}

// pgUserDB are the role and database the target logs in with, as the
// driver reads its URL or DSN (the environment's PGUSER and the like
// included); empty when it cannot be told.
// urlHasPassword reports a password written into the target's URL or DSN.
func urlHasPassword(t configplane.Target) bool {
	cfg, err := pgconn.ParseConfig(t.URL)
	if err != nil {
		return false
	}
	// ParseConfig also reads PGPASSWORD and ~/.pgpass; only a password the
	// address itself holds counts here.
	if u, err := url.Parse(t.URL); err == nil && u.Scheme != "" {
		_, set := u.User.Password()
		return set || u.Query().Has("password")
	}
	return cfg.Password != "" && strings.Contains(t.URL, "password=")
}

func pgUserDB(t configplane.Target) (user, db string) {
	cfg, err := pgconn.ParseConfig(t.URL)
	if err != nil {
		return "", ""
	}
	return cfg.User, cfg.Database
}
