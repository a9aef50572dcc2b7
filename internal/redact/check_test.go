package redact

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/redact/redacttest"
)

func TestCheckRefusesWhatADriverReadsDifferently(t *testing.T) {
	for _, c := range []struct {
		in      string
		secrets []string // never in the error
		want    string   // in the error
	}{
		{"postgres://probesu:pa@ssZZ1@nohost.invalid/db", []string{"pa@ssZZ1", "ssZZ1"}, `"@"`},
		{"postgres://probesu:p@ssZZ2@127.0.0.1:5432/probe_brain", []string{"p@ssZZ2", "ssZZ2"}, "%40"},
		{"postgres://probesu:pa/ssZZ5@127.0.0.1:5432/probe_brain", []string{"pa/ssZZ5", "ssZZ5"}, "%2F"},
		{"postgresql://u:pw@h/my@db", []string{"pw"}, `"@"`},
		{"postgres://u:pa ss@h/db", []string{"pa ss"}, "%20"},
		{"postgres://u:pa\tss@h/db", []string{"pa\tss"}, "control character"},
		{"POSTGRES://u:p=w@h/db", []string{"p=w"}, "lower case"},
		{"Postgresql://u:pw@h/db", []string{"pw"}, "lower case"},
		{"postgres://h/db?password=Amp&Rest=Zz9&sslmode=require", []string{"Amp", "Rest", "Zz9"}, "%26"},
		{"postgres://h/db?sslpassword=Amp&Rest", []string{"Amp", "Rest"}, "%26"},
		{"host=127.0.0.1 user=probesu password=pa ssZZ4 dbname=probe_brain", []string{"pa ssZZ4", "ssZZ4"},
			"after the password value: a password holding a space must be put in single quotes"},
		{"host=h password=pa ssZZ6=x", []string{"ssZZ6"}, "after the password value"},
		{"password=pa ssZZ7", []string{"ssZZ7"}, "after the password value"},
		{"host=my host dbname=x", nil, "after the host value: a value holding a space must be put in single quotes"},
		{"host=h password='Unterminated host=h2", []string{"Unterminated"}, "the quoted password value in the key=value string has no closing quote"},
		{"host=h =x", []string{"x"}, `"=" with no key after the host value`},
		{"alice:NoSch3me@host/db", []string{"NoSch3me"}, "at its start"},
		// An sslmode libpq refuses, which pgx lets pass on a Unix socket.
		{"postgres://u:Pw9x@/brain?host=/tmp&sslmode=bogus", []string{"Pw9x"}, "verify-full"},
		{"postgres://u:Pw9x@h/brain?SSLMODE=Require", []string{"Pw9x"}, "disable, allow, prefer"},
		{"host=/tmp password=Pw9x sslmode=verify_full", []string{"Pw9x"}, "verify-full"},
		{"host=/tmp password=Pw9x sslmode='bogus'", []string{"Pw9x"}, "verify-full"},
		{"postgres://u:Pw9x@h/brain?sslmode=%zz", []string{"Pw9x"}, "verify-full"},
	} {
		err := Check(c.in)
		if err == nil {
			t.Errorf("Check(%q) = nil, want it refused", c.in)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, c.want) {
			t.Errorf("Check(%q) = %q, want it to say %q", c.in, msg, c.want)
		}
		assertNoSecret(t, "Check", msg, c.secrets)
		// Every binary runs its messages through Text: the advice must
		// come out of it whole.
		if got := Text(msg); got != msg {
			t.Errorf("Text(Check(%q)) = %q, masks part of the advice", c.in, got)
		}
	}
}

func TestCheckAcceptsWhatADriverReadsAsURLMasks(t *testing.T) {
	for _, s := range []string{
		"postgres://alice:S3cretPw@db.example.com:5432/evals?sslmode=disable",
		"postgres://alice:S3cretPw@db.example.com:5432/evals?sslmode=dis%61ble",
		"host=/tmp sslmode='require'",
		"postgresql://alice:p%40ss%2Fw0rd%3F@host/db",
		"postgres://alice:pa?ss#x:y@host/db", // pgx reads up to the first '@'
		"postgres://:OnlyPw1@h/db",
		"postgres://alice:V6Pw1@[::1]:5432/db",
		"postgres://alice:MultiPw1@h1:5432,h2:5433/db?target_session_attrs=read-write",
		"postgres://alice@host/db?sslmode=disable&password=Qu3ryPw",
		"postgres://alice:QAtPw1@h/db?application_name=me@laptop",
		"postgres://h/db?password=x&sslmode=disable&application_name=a",
		"postgres://evals@/evals?host=/tmp/pg&password=Sup3rSecretPw",
		"postgres://db/evals",
		"host=h user=alice password=DsnPw123 dbname=evals",
		`host=h password='it\'s a s3cret' dbname=x`,
		"host=h password = SpacedPw dbname=x",
		"PASSWORD=UpperPw host=h",
		"host=/tmp/pg dbname=evals  ",
		"host=h password='a b' statement_timeout=5s",
		"host=h statement_timeout=5s password=x",
		"mysql://u:p@ss@h/db", // not a PostgreSQL URL: the caller's to refuse
	} {
		if err := Check(s); err != nil {
			t.Errorf("Check(%q) = %v, want nil", s, err)
		}
	}
}

// Whatever Check says about the shapes every layer is tested with, it
// shows no part of their passwords.
func TestCheckNeverQuotesAPassword(t *testing.T) {
	for _, tt := range redacttest.Shapes {
		if err := Check(tt.In); err != nil {
			assertNoSecret(t, tt.Name, err.Error(), tt.Secrets)
		}
	}
}
