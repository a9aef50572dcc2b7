// Package prune is evalkit's retention: it deletes eval rows older than a
// bound in short batches while capture and export keep running, and never
// past the window end of a consumer's cursor when told about it.
//
// Each batch is one short transaction of the engine (store.Pruner); the
// batch size adapts so a batch takes about Options.BatchTime, well under
// the 250 ms at which a held-back watermark (PostgreSQL) or a waiting
// writer (SQLite) starts to hurt. A cancelled context stops between
// batches, and a batch that has not started deleting (one waiting for
// another process's lock) at once; a batch that deletes is finished, so
// Result counts exactly what was deleted. Like every evalkit library it never prints; progress goes
// to a callback.
package prune
