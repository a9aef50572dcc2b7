// Package sqlite is the embedded store.Engine: one SQLite file (by default
// <home>/eval.db) through the pure-Go modernc.org/sqlite driver, no cgo.
//
// The schema matches the PostgreSQL engine column for column, with arrays as
// JSON text, booleans as 0/1 and created_at as INTEGER microseconds since
// the Unix epoch (see schema.go). The file runs in WAL mode so readers
// (eval-export, eval-doctor) never block the capture writer.
//
// Writes take SQLite's single write lock (BEGIN IMMEDIATE) and stamp
// created_at under it, strictly increasing; Watermark builds the export's
// window end on that (see Engine.Watermark). Errors carry a SQLSTATE
// equivalent (see Error) so capture classifies both engines alike.
//
// Open with Options.ReadOnly for readers: the file is opened mode=ro, never
// created or migrated; a missing file is store.ErrNoSchema.
package sqlite
