package redact

import (
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/redact/redacttest"
)

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		// What capture and the doctor meet in drivers' errors.
		"postgres://bob:hunter2@db.internal:5432/x failed": "postgres://bob:***@db.internal:5432/x failed",
		"host=db user=bob password=hunter2 dbname=x":       "host=db user=bob password=*** dbname=x",
		"dsn password='hun ter2' sslmode=disable":          "dsn password=*** sslmode=disable",
		"postgres://bob@db/x?password=hunter2&sslmode=off": "postgres://bob@db/x?password=***&sslmode=off",
		// Two URLs in one sentence: each masked on its own, nothing between them swallowed.
		"DATABASE_URL=postgres://app:pw1234@db.example/app is set but ignored; evalkit uses postgres postgres://me:pw5678@127.0.0.1:1/eval from config.json": "DATABASE_URL=postgres://app:***@db.example/app is set but ignored; evalkit uses postgres postgres://me:***@127.0.0.1:1/eval from config.json",
		// Free text goes on after an unquoted value.
		"cannot reach postgres://evals@/evals?host=/s&password=Sup3rSecretPw from env X": "cannot reach postgres://evals@/evals?host=/s&password=*** from env X",
		"auth failed: password=hunter2 is wrong":                                         "auth failed: password=*** is wrong",
		// Quoting and spacing a word split would cut.
		"login with password = 'a b c' failed":    "login with password = *** failed",
		`config "pass": "x", pass="two words" ok`: `config "pass": "x", pass=*** ok`,
		"db.pass=hunter2 bypass=on":               "db.pass=*** bypass=on",
		"password=\thunter2\n next":               "password=\t***\n next",
		"failed `postgres://u:pw'q@h/db`: no":     "failed `postgres://u:***@h/db`: no",
		"host=h sslpassword=SslDsn1 sslkey=/k":    "host=h sslpassword=*** sslkey=/k",
		// A target masked once already keeps the sentence's comma after it.
		"from postgres://u@/db?host=/s&sslmode=disable&password=***, window [a, b)": "from postgres://u@/db?host=/s&sslmode=disable&password=***, window [a, b)",
		"password=***; next": "password=***; next",
		// A password that only starts like the mask is masked whole.
		"postgres://u@/db?password=***x, window":         "postgres://u@/db?password=*** window",
		"postgres://u:p@ss@h/db?application_name=x: bad": "postgres://u:***@h/db?application_name=x: bad",
		// Nothing to hide.
		"":                                      "",
		"connection refused":                    "connection refused",
		"bob@example.com wrote: a=b, c = d":     "bob@example.com wrote: a=b, c = d",
		"postgres://app@db/brain?sslmode=false": "postgres://app@db/brain?sslmode=false",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q)\n = %q\nwant %q", in, got, want)
		}
	}
}

// Every shape URL masks is masked by Text too, wherever it sits in a
// sentence.
func TestTextMasksEveryShapeInASentence(t *testing.T) {
	for _, tt := range redacttest.Shapes {
		if tt.Name == "DSN password with a space, unquoted" {
			// "password=two words": in free text "words" reads as the
			// sentence going on (libpq rejects such a DSN anyway).
			continue
		}
		for _, form := range []string{"%s", "failed to connect to %s: refused", `dial "%s" (retrying)`, "a\n%s\nb"} {
			s := strings.Replace(form, "%s", tt.In, 1)
			got := Text(s)
			assertNoSecret(t, "Text("+s+")", got, tt.Secrets)
			if !strings.Contains(got, Mask) {
				t.Errorf("Text(%q) = %q shows no mask", s, got)
			}
		}
	}
}

func TestOutsideURLs(t *testing.T) {
	upper := func(s string) string { return "<" + strings.ToUpper(s) + ">" }
	for in, want := range map[string]string{
		"":                                  "<>",
		"no url here":                       "<NO URL HERE>",
		"to postgres://bob@db/x failed":     "<TO >postgres://bob@db/x< FAILED>",
		`"http://a/b" and 'ftp://c'`:        `<">http://a/b<" AND '>ftp://c<'>`,
		"postgres://h/a postgres://h/b end": "<>postgres://h/a< >postgres://h/b< END>",
	} {
		if got := OutsideURLs(in, upper); got != want {
			t.Errorf("OutsideURLs(%q) = %q, want %q", in, got, want)
		}
	}
}

// Control characters from outside (a JSON key, a role name, a path) are
// spelled out, never passed to a terminal; tabs and printable text of any
// script stay as they are.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"plain text, café, 東京\tok":  "plain text, café, 東京\tok",
		"\x1b]0;pwned\x07\x1b[2J":   `\x1b]0;pwned\x07\x1b[2J`,
		"c1 \u009b31m and del \x7f": `c1 \u009b31m and del \x7f`,
		"bad utf-8 \xff\xfe":        `bad utf-8 \xff\xfe`,
		"line\u2028separator":       `line\u2028separator`,
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q; want %q", in, got, want)
		}
	}
}
