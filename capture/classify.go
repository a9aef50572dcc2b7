package capture

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// Classify maps why a write failed to the stable reason enum, exactly as
// ARCHITECTURE.md lists it:
//
//	23514 (CHECK violation)                          → check_violation
//	42501 (insufficient privilege: RLS, grants)      → rls_reject
//	class 08, 57P0x, 53300, 42P01, store.ErrNoSchema,
//	25006 (read-only: maintenance, a standby),
//	55P03 (a lock not granted within lock_timeout),
//	store.ErrPublished (a schema change subscribers lack),
//	network errors, a timed-out database call        → db_down
//	a *Rejection                                     → its own reason
//	anything else                                    → other
//
// SQLite errors carry the PostgreSQL code the sqlite engine assigns, so one
// table serves both engines. Classify(nil) is "".
func Classify(err error) store.Reason {
	if err == nil {
		return ""
	}
	var rej *Rejection
	if errors.As(err, &rej) {
		return rej.Reason
	}
	if errors.Is(err, store.ErrPublished) {
		// The schema change would stop the brain's logical replicas:
		// the database takes no rows from evalkit until the user lets
		// it through, so they wait in the spool.
		return store.ReasonDBDown
	}
	switch st := store.SQLState(err); {
	case st == "23514":
		return store.ReasonCheckViolation
	case st == "42501":
		return store.ReasonRLSReject
	case strings.HasPrefix(st, "08"), strings.HasPrefix(st, "57P0"), st == "53300", st == "42P01",
		st == sqlstateReadOnly:
		// A read-only database (default_transaction_read_only for
		// maintenance, or a standby after a failover) takes writes again
		// later, like one that is down: the events wait in the spool.
		return store.ReasonDBDown
	case st == sqlstateLockNotAvailable:
		// Another session holds a lock this call needed (the schema
		// migration gives up rather than queue modusbrain's writers behind
		// it): the database cannot take the rows yet, like an outage, so
		// they wait in the spool instead of being lost.
		return store.ReasonDBDown
	case st != "":
		// A server that answered with a code is up: whatever it is, it is
		// not a connection failure (even if wrapped in one, like 28P01).
		return store.ReasonOther
	}
	if isConnFailure(err) {
		return store.ReasonDBDown
	}
	return store.ReasonOther
}

// sqlstateReadOnly is read_only_sql_transaction: a write refused because
// the session is read-only.
const sqlstateReadOnly = "25006"

// sqlstateLockNotAvailable is lock_not_available: a lock (or an old
// snapshot, for CREATE INDEX CONCURRENTLY) not granted within lock_timeout.
const sqlstateLockNotAvailable = "55P03"

// Busy reports whether err is the database answering that another session
// kept what this call needed past its lock_timeout (55P03: evalkit's schema
// change gives up rather than queue modusbrain's writers behind it).
func Busy(err error) bool {
	return store.SQLState(err) == sqlstateLockNotAvailable
}

// ReadOnly reports whether err is a write the database refused because it
// is read-only now (default_transaction_read_only, or a standby in
// recovery): the database is up, but takes no writes until that ends.
func ReadOnly(err error) bool {
	return store.SQLState(err) == sqlstateReadOnly
}

func isConnFailure(err error) bool {
	if errors.Is(err, store.ErrNoSchema) ||
		errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, net.ErrClosed) ||
		// pgx closes a connection whose socket failed mid-call (a COMMIT
		// whose reply never came) and reports it as this.
		errors.Is(err, pgconn.ErrConnClosed) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ENOENT) {
		return true
	}
	// A server whose TLS certificate the URL's settings refuse answered,
	// but takes nothing until the certificate or the URL is put right:
	// like a pooler's refusal, an outage the events wait out in the spool.
	var cv *tls.CertificateVerificationError
	if errors.As(err, &cv) {
		return true
	}
	var ne net.Error
	return errors.As(err, &ne)
}
