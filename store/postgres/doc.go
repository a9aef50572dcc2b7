// Package postgres is the PostgreSQL engine of the eval capture store, built
// on a pgx/v5 connection pool.
//
// # Schema
//
// Migrate creates eval_candidates and eval_capture_failures with
// modusbrain's column types (its migration 31: integer ids, latencies, job
// ids and chunk ids, native arrays) and only the seed's CHECKs (tool,
// detail, query length, the failure reason enum), so a table evalkit made
// takes every row modusbrain's would (schema.go). evalkit's writer applies
// its own stricter rule (no negative latency) in Go. It adds an index on
// eval_candidates (created_at DESC, id DESC) that serves both the export
// order and range counts, an index on eval_capture_failures (ts, reason)
// for the doctor's window counts, and the version table
// eval_schema_migrations (named so it cannot collide with another tool's
// schema_migrations in a shared database). Tables earlier releases made
// keep their bigint columns; Migrate, run by a role with the table owner's
// rights, drops from them the CHECKs those releases added (matched by name
// and definition), nothing else, even when the schema version is current.
//
// # Row-level security
//
// Both tables ENABLE and FORCE row-level security, so the rule is the same
// for every role including the owner: only superusers and BYPASSRLS roles
// read or write candidates. eval_capture_failures additionally has one
// INSERT-only policy for PUBLIC (table grants still apply): a role that RLS
// stops from writing a candidate can still record the rls_reject failure,
// which is the whole point of the audit table. Nobody without BYPASSRLS can
// read either table; the doctor reports that as "RLS denying reads".
//
// Migrate refuses, naming the role, when it has work to do and the role is
// neither superuser nor BYPASSRLS itself (PostgreSQL does not inherit the
// attribute through role membership), unless both tables exist, do not
// force row-level security (modusbrain's do not) and the role owns them: a
// table's owner is exempt from row-level security that is not forced.
//
// # Ownership
//
// modusbrain's migrations alter and index the eval tables, which only their
// owner may do (roles.go). The tables Migrate creates, with their indexes,
// sequences and the ledger, are given to the brain's owner — the owner of
// modusbrain's eval tables when there are any, else the role
// Options.ModusbrainRole names (the user of modusbrain's own config.json
// database_url, when that URL names this database: store/dial sets it
// only then), else the owner of its DB-plane config table unless a
// superuser owns it, else that user, not a superuser, for a database of
// this name whose server that URL spells otherwise
// (Options.ModusbrainRoleByName), else — unless PUBLIC
// may create tables in the schema, when any role may be modusbrain's — the
// login role among those that may create tables there (directly or through
// a group) whose rights the others all have (roles.go) — unless that role
// already has the migrating role's rights. When that role cannot be told,
// Migrate creates nothing (ErrBrainOwner) and says to run modusbrain once. A role without the rights of modusbrain's existing tables' owner is
// refused before anything is created (ErrNotOwner), naming that owner. When the
// migrating role may not give them away (neither superuser nor a member of
// that role), or the brain's owner could not use tables that force
// row-level security (neither superuser nor BYPASSRLS), Migrate refuses to
// create them (ErrBrainOwner) and says to let modusbrain's migration create
// them first. It never changes the owner of a table it did not create.
// What the migration must create in a schema (the ledger, the tables, an
// index on an existing table: PostgreSQL asks CREATE on the schema for an
// index too, even of its table's owner) it refuses to start without CREATE
// there (ErrNoCreate), naming the schema and the GRANT, before anything
// changes.
// When the schema is already current Migrate is a no-op for every role, so
// a restricted writer still starts and its losses land as rls_reject rows.
// Migrations run on one session holding the advisory lock MigrateLockKey,
// so two processes migrating at once serialise and the second finds nothing
// to do. The second tries the lock every few milliseconds rather than wait
// in pg_advisory_lock: a waiting statement holds a snapshot, which the
// first one's CREATE INDEX CONCURRENTLY would wait for (a deadlock).
//
// # Locks in a shared brain
//
// modusbrain's writers insert into the same tables with no lock of their
// own, so the migration never queues in front of them: the table changes
// run in one transaction with SET LOCAL lock_timeout (300 ms) and are
// retried a few times with backoff when the lock is not granted (a long
// reader holds the table); indexes on tables that already existed are
// built with CREATE INDEX CONCURRENTLY outside the transaction (an INVALID
// one, left by an interrupted build, is dropped and built again; a build
// that fails drops what it left, and CaptureAccess reports what remains);
// the ledger row comes last. The migration runs on a session of its own
// (not the pool's), opened with statement_timeout=0 and the lock_timeout
// as startup parameters: a statement_timeout of the role or the database,
// meant for modusbrain's short queries, would cancel every index build on
// a large brain, and a SET on a pooled session could reach modusbrain's
// sessions through a pooler. A statement_timeout in evalkit's URL is kept. A concurrent build holds SHARE UPDATE EXCLUSIVE
// for one scan of the table (about half a second per million rows): a
// CREATE INDEX of modusbrain's own migration run in that moment waits for
// it, and modusbrain's INSERTs behind that. When every try fails, Migrate returns
// ErrSchemaBusy with SQLSTATE 55P03, which capture treats as a database
// that cannot take rows yet: they wait in the spool.
//
// # Encoding
//
// Every session sets client_encoding=UTF8 whatever the brain's encoding or
// the role's default: evalkit's strings are UTF-8. Stored text the server
// cannot convert is read around, never let block a window (encoding.go):
// a SQL_ASCII brain's text is read unconverted for that transaction only
// (SET LOCAL client_encoding) and its bytes that are not UTF-8 become
// U+FFFD; a row of another encoding with a character UTF-8 lacks (22P05)
// is skipped and named by id and stamp.
//
// # Writes
//
// InsertCandidates sends a whole batch as one INSERT ... SELECT FROM
// unnest(...) of 14 array parameters (array columns as per-row array
// literals), in one transaction and one round trip after BEGIN, and returns
// the ids and stamps. InsertFailures uses no RETURNING (see RLS above).
// A zero Failure.CreatedAt is stamped with clock_timestamp(); a non-zero one
// is stored as given (tests and imports back-date rows).
//
// # Window watermark
//
// InsertCandidates takes pg_advisory_xact_lock_shared(WindowLockKey) before
// its INSERT stamps created_at with clock_timestamp(), and holds it to
// commit. Watermark takes the same lock exclusively in its own transaction,
// reads clock_timestamp() and commits. Every row stamped before the
// watermark was therefore committed before it was read, and every row
// stamped later is >= it.
//
// Writers that do not follow this protocol (modusbrain's own INSERTs into
// a brain, stamped now() with no lock) are handled by WindowEnd
// (window.go): a transaction of this database open at the end either
// holds the end at its start, when pg_stat_activity shows that start, or
// is waited for until its virtualxid lock leaves pg_locks (which every
// role can read, whatever track_activities says); prepared transactions
// are waited for too. An explicit end is never lowered, only waited for;
// a wait past its bound is *store.NotSettledError.
//
// # Connections and errors
//
// Open is lazy: the pool connects on first use, each attempt bounded by
// Options.ConnectTimeout (5 s by default), so an unreachable server fails
// fast with a *pgconn.ConnectError and no SQLSTATE. Every error names the
// operation; connection errors name the target with the password masked
// (internal/redact), and the password is scrubbed from every message.
// Server errors stay reachable with errors.As (*pgconn.PgError) and
// store.SQLState. A missing table (42P01) additionally wraps
// store.ErrNoSchema.
//
// # Streaming
//
// StreamCandidates bypasses pgx's row scanning: it runs one extended-protocol
// query with binary results on a pooled connection and decodes each DataRow
// straight into one reused Candidate (slices reused, strings carved from
// append-only arenas), so memory stays flat and the per-row cost is a few
// hundred nanoseconds. Stopping early (callback error, cancelled context)
// discards the connection instead of draining the rest of the result. The
// query runs in its own read-only transaction with SET LOCAL
// statement_timeout = 0: it is one statement as long as the window, and a
// timeout set for the role or the database would fail every large export.
package postgres
