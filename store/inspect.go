package store

import (
	"context"
	"time"
)

// Inspector is implemented by engines that can answer the doctor's
// engine-specific questions, which the Engine interface does not cover.
// Both methods only read.
type Inspector interface {
	// FailureReadAccess says whether the current role can actually see the
	// rows of eval_capture_failures. With row-level security on and no
	// policy for the role, SELECT succeeds and returns nothing, so a zero
	// failure count would be a lie; Denied reports that case (and a missing
	// SELECT privilege). A missing table is ErrNoSchema.
	FailureReadAccess(ctx context.Context) (ReadAccess, error)

	// DBPlaneEvalConfig lists eval.* keys in the modusbrain DB-plane
	// key/value `config` table, if such a table exists (nil when it does
	// not). Capture never reads them: they are there by mistake
	// (`modusbrain config set eval.capture ...`).
	DBPlaneEvalConfig(ctx context.Context) ([]ConfigEntry, error)

	// CaptureAccess says whether capture as the current role will work
	// here: create or adopt the tables when they are not at SchemaVersion,
	// then insert rows that row-level security lets through. Denied, Why
	// and Fix as for FailureReadAccess.
	CaptureAccess(ctx context.Context) (ReadAccess, error)

	// Schema describes the eval tables as they are, whoever made them.
	Schema(ctx context.Context) (SchemaInfo, error)

	// WriterVisibility says whether chained export windows can account for
	// writers evalkit does not control (see WatermarkInfo): Blind explains
	// what the engine cannot see. Engines with no such writers report a
	// zero value.
	WriterVisibility(ctx context.Context) (Visibility, error)
}

// SchemaInfo is the answer of Inspector.Schema.
type SchemaInfo struct {
	Version    int  // evalkit's ledger version; 0 when evalkit never migrated here
	Candidates bool // eval_candidates exists
	Failures   bool // eval_capture_failures exists
	// FailureTime is the failures table's timestamp column: "ts"
	// (modusbrain's name, evalkit's since version 2) or "created_at"
	// (evalkit version 1); "" when the table is missing.
	FailureTime string
	// Foreign lists columns of eval_candidates that neither the export
	// contract nor evalkit uses (modusbrain's later nullable columns).
	Foreign []string
	// StaleChecks lists CHECKs an earlier evalkit release added to an
	// eval_candidates it created, which modusbrain's own table lacks: they
	// refuse some of modusbrain's INSERTs. A capture run by a role with the
	// table owner's rights drops them; until then they stay.
	StaleChecks []string
	// WideColumns lists the integer columns of an eval_candidates an
	// earlier evalkit release created as bigint (id, latency_ms, job_id,
	// subagent_id, retrieved_chunk_ids) where modusbrain's migration has
	// integer: modusbrain's Node readers get those values as strings. They
	// are not retyped in place (that rewrites the table under an exclusive
	// lock); the doctor names the change.
	WideColumns []string
	// WideFailureID: eval_capture_failures, made by an earlier evalkit
	// release, has a bigint id where modusbrain's has integer (serial).
	WideFailureID bool
	// FailureColumnsMissing lists the columns evalkit adds to
	// eval_capture_failures (tool_name, sqlstate, detail) that the table
	// lacks though the ledger says they were added (the table dropped and
	// made again by hand): every failure row capture writes is refused.
	FailureColumnsMissing []string
}

// Visibility is the answer of Inspector.WriterVisibility.
type Visibility struct {
	Role string
	// Blind, when set, says why exports cannot always settle a window end
	// at once: transactions whose start the role cannot read (sessions of
	// other roles connected now, track_activities off) must be waited for,
	// and prepared transactions block until resolved (Fix says what helps).
	Blind string
	// Partial, when set without Blind, says the role sees only its own
	// role's sessions but no other role's session is connected now.
	Partial string
	Fix     string
	// Standby: the database is a standby in recovery, where exports refuse
	// (ErrStandby); Blind says so.
	Standby bool
	// Subscriber: eval_candidates is written by a logical replication
	// subscription (or the engine cannot tell), where exports refuse too
	// (*SubscriberError, which it is); Blind says so.
	Subscriber *SubscriberError
}

// WatermarkInfo explains a window end: the time, and what held it back.
type WatermarkInfo struct {
	At time.Time
	// HeldBy, when set, describes the open transaction whose start bounded
	// At below the clock (a writer evalkit does not control may still
	// commit a row stamped with that start).
	HeldBy string
	// Waited, when set, says what the engine waited for before it could
	// return At (transactions open at At whose start it could not read).
	Waited string
}

// WatermarkExplainer is implemented by engines whose window end can be held
// back by writers evalkit does not control.
type WatermarkExplainer interface {
	WatermarkInfo(ctx context.Context) (WatermarkInfo, error)
}

// ReadAccess is the answer of Inspector.FailureReadAccess.
type ReadAccess struct {
	Role   string // the role the engine is connected as ("" when not applicable)
	Denied bool
	Why    string // when Denied: what denies it, in words
	Fix    string // when Denied: SQL an administrator can run to fix it
	// Caution, with CautionFix, is what may yet stop it without stopping
	// it now (a connection limit that leaves capture one session): a
	// warning, not a denial.
	Caution, CautionFix string
}

// ConfigEntry is one DB-plane config row.
type ConfigEntry struct {
	Table string // qualified table name, e.g. "public.config"
	Key   string
	Value string
}

// OwnerInspector is implemented by engines whose tables have owners
// (PostgreSQL). It only reads.
type OwnerInspector interface {
	// TableOwners says whether the role modusbrain migrates the brain with
	// may alter and index the eval tables there are: modusbrain's
	// migrations re-run their ALTER TABLE and CREATE INDEX statements
	// against them, which only the owner may.
	TableOwners(ctx context.Context) (Ownership, error)
}

// TableNamer is implemented by engines whose tables live in a schema
// (PostgreSQL). SQL printed for a person to run in another session names
// each eval table as QualifiedTables gives it: that session's search_path
// may find another brain's tables of the same name first.
type TableNamer interface {
	// QualifiedTables maps eval_candidates, eval_capture_failures and
	// eval_schema_migrations to their names schema-qualified as they
	// resolve for this engine (or, when missing, in the schema it would
	// create them in), quoted where SQL needs it.
	QualifiedTables(ctx context.Context) (map[string]string, error)
}

// TableNames returns how SQL printed for a person names an eval table: as
// eng resolves it, schema and all (TableNamer), since the session it is
// pasted into — a superuser's, the owner's — may have a search_path that
// finds another brain's tables of that name first; bare when the engine has
// no schemas or cannot tell.
func TableNames(ctx context.Context, eng Engine) func(string) string {
	bare := func(t string) string { return t }
	tn, ok := eng.(TableNamer)
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

// Ownership is the answer of OwnerInspector.TableOwners.
type Ownership struct {
	// BrainOwner is the role modusbrain migrates with, as far as the
	// catalogue shows it; Source says how it was found ("the database's
	// owner", "the owner of modusbrain's eval_candidates").
	BrainOwner, Source string
	// Unknown: the catalogue cannot tell which role modusbrain runs as
	// (no table of its own, not its own URL, and several roles — or
	// PUBLIC — may create tables);
	// BrainOwner is then the database's owner, a guess, and capture
	// refuses to create the tables.
	Unknown bool
	// Inferred: no table of modusbrain's and not modusbrain's own URL
	// shows its role; BrainOwner was inferred from which roles may create
	// tables in the schema (or is Unknown).
	Inferred bool
	// Tables are the eval tables there are, evalkit's ledger included.
	Tables []TableOwner
	// Fix, when a table is Foreign, is SQL a superuser can run.
	Fix string
}

// TableOwner is one table's owner. Foreign means BrainOwner has not the
// owner's rights, so modusbrain's statements on the table fail.
type TableOwner struct {
	Table, Owner string
	Foreign      bool
}

// Trigger is one enabled user trigger on eval_candidates (not one
// PostgreSQL makes for a constraint).
type Trigger struct {
	Name     string
	Function string // the trigger's function, schema-qualified where needed
	// Timing is "BEFORE", "AFTER" or "INSTEAD OF"; Events the ones it fires
	// on ("INSERT", "UPDATE", …); Row: FOR EACH ROW, else FOR EACH STATEMENT.
	Timing string
	Events []string
	Row    bool
}

// DropsRows reports whether t can drop a row capture inserts: a BEFORE
// INSERT row trigger whose function returns NULL does, silently.
func (t Trigger) DropsRows() bool {
	if t.Timing != "BEFORE" || !t.Row {
		return false
	}
	for _, e := range t.Events {
		if e == "INSERT" {
			return true
		}
	}
	return false
}

// TriggerInspector is implemented by engines whose tables can carry an
// owner's triggers (PostgreSQL). A trigger's function runs with the
// inserting role's rights and may write where capture's role may not, so
// privileges on eval_candidates alone do not say that capture can write.
type TriggerInspector interface {
	// CandidateTriggers lists the enabled user triggers on
	// eval_candidates, by name; none when the table is missing. It only
	// reads the catalogue.
	CandidateTriggers(ctx context.Context) ([]Trigger, error)

	// TrialInsert inserts one harmless row into eval_candidates as
	// capture's INSERT does, as the engine's role, in a transaction it
	// always rolls back: nothing stays but a drawn id (sequences are not
	// transactional) and what a trigger does outside the transaction. It
	// returns the error the insert (and its triggers) met, nil when it
	// went through. It waits no longer for a lock than the engine's
	// sessions do, and ctx ends it.
	TrialInsert(ctx context.Context) error
}
