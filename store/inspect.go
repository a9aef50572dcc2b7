package store

import "context"

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
}

// ReadAccess is the answer of Inspector.FailureReadAccess.
type ReadAccess struct {
	Role   string // the role the engine is connected as ("" when not applicable)
	Denied bool
	Why    string // when Denied: what denies it, in words
	Fix    string // when Denied: SQL an administrator can run to fix it
}

// ConfigEntry is one DB-plane config row.
type ConfigEntry struct {
	Table string // qualified table name, e.g. "public.config"
	Key   string
	Value string
}
