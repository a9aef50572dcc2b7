package capture_test

import (
	"crypto/tls"
	"crypto/x509"
	"github.com/jackc/pgx/v5/pgconn"

	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"testing"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/store"
)

// coded is an error carrying a SQLSTATE the way both engines' errors do; the
// real engines' codes are exercised by the Capturer tests.
type coded string

func (c coded) Error() string    { return "server said " + string(c) }
func (c coded) SQLState() string { return string(c) }

func TestClassifyTable(t *testing.T) {
	cases := []struct {
		err  error
		want store.Reason
	}{
		{nil, ""},
		{coded("23514"), store.ReasonCheckViolation},
		{fmt.Errorf("insert: %w", coded("23514")), store.ReasonCheckViolation},
		{coded("42501"), store.ReasonRLSReject},
		{coded("08006"), store.ReasonDBDown},
		{coded("08001"), store.ReasonDBDown},
		{coded("57P01"), store.ReasonDBDown},
		{coded("57P03"), store.ReasonDBDown},
		{coded("53300"), store.ReasonDBDown},
		{coded("25006"), store.ReasonDBDown}, // read-only: maintenance, a standby
		{coded("55P03"), store.ReasonDBDown},
		{coded("42P01"), store.ReasonDBDown},
		{coded("23502"), store.ReasonOther},
		{coded("57014"), store.ReasonOther}, // query_canceled is not 57P0x
		{coded("28P01"), store.ReasonOther},
		{coded("XX000"), store.ReasonOther},
		{fmt.Errorf("x: %w", store.ErrNoSchema), store.ReasonDBDown},
		{&net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}, store.ReasonDBDown},
		{fmt.Errorf("read: %w", syscall.ECONNRESET), store.ReasonDBDown},
		{io.ErrUnexpectedEOF, store.ReasonDBDown},
		{context.DeadlineExceeded, store.ReasonDBDown},
		{fmt.Errorf("postgres insert candidates: %w", pgconn.ErrConnClosed), store.ReasonDBDown}, // COMMIT reply lost
		// A certificate the URL's TLS settings refuse: fixable, so the
		// events wait in the spool (probe 12).
		{fmt.Errorf("connect: %w", &tls.CertificateVerificationError{Err: x509.UnknownAuthorityError{}}), store.ReasonDBDown},
		{errors.New("something else"), store.ReasonOther},
		{&capture.Rejection{Reason: store.ReasonScrubberException}, store.ReasonScrubberException},
	}
	for _, c := range cases {
		if got := capture.Classify(c.err); got != c.want {
			t.Errorf("Classify(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestMaskSecrets(t *testing.T) {
	cases := map[string]string{
		"postgres://bob:hunter2@db.internal:5432/x failed": "postgres://bob:***@db.internal:5432/x failed",
		"host=db user=bob password=hunter2 dbname=x":       "host=db user=bob password=*** dbname=x",
		"dsn password='hun ter2' sslmode=disable":          "dsn password=*** sslmode=disable",
		"postgres://bob@db/x?password=hunter2&sslmode=off": "postgres://bob@db/x?password=***&sslmode=off",
		// A URL's user@host names a database account: masked, not scrubbed.
		"postgres://bob@db.example.com/x: refused for alice@example.com": "postgres://bob@db.example.com/x: refused for [REDACTED]",
	}
	for in, want := range cases {
		if got := capture.MaskSecrets(in); got != want {
			t.Errorf("MaskSecrets(%q) = %q, want %q", in, got, want)
		}
	}
	if got := capture.MaskSecrets("auth: Bearer abcdefghijklmnopqrstuvwxyz0123456789"); got == "auth: Bearer abcdefghijklmnopqrstuvwxyz0123456789" {
		t.Errorf("bearer token not scrubbed: %q", got)
	}
}
