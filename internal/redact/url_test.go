package redact

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/redact/redacttest"
)

func TestURL(t *testing.T) {
	for _, tt := range redacttest.Shapes {
		t.Run(tt.Name, func(t *testing.T) {
			got := URL(tt.In)
			assertNoSecret(t, "URL", got, tt.Secrets)
			if tt.Masked != "" && got != tt.Masked {
				t.Errorf("URL = %q, want %q", got, tt.Masked)
			}
			if !HasPassword(tt.In) {
				t.Error("HasPassword = false")
			}
			if !strings.Contains(got, "***") {
				t.Errorf("URL = %q shows no mask", got)
			}
		})
	}
}

func TestURLLeavesPasswordlessAlone(t *testing.T) {
	for _, s := range []string{
		"",
		"postgres://alice@db.example.com:5432/evals?sslmode=disable",
		"postgres://db/evals",
		"postgres://alice:@h/db", // empty password: nothing to hide
		"host=/tmp/pg user=alice dbname=evals",
		"host=h password= ", // empty
		"/home/me/.modusbrain/eval.db",
		"postgres://h/db?password=&sslmode=disable",
	} {
		if got := URL(s); got != s {
			t.Errorf("URL(%q) = %q, want it unchanged", s, got)
		}
		if HasPassword(s) {
			t.Errorf("HasPassword(%q) = true", s)
		}
	}
}

func assertNoSecret(t *testing.T, what, text string, secrets []string) {
	t.Helper()
	for _, sec := range secrets {
		if strings.Contains(text, sec) {
			t.Errorf("%s shows %q:\n%s", what, sec, text)
		}
	}
}

// Whatever the password, masking hides it, in each of the places a password
// can sit: URL and Text mask it, Passwords finds it. Seeds run with go test; `go test -fuzz=FuzzURL`
// explores further.
func FuzzURL(f *testing.F) {
	for _, s := range []string{"S3cret", "p@ss/w:rd?#x", "a&password=b", "it's", `back\slash`, "with space", "%zz@@", "::::", "'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, pw string) {
		// Short or template-shaped passwords are substrings of any output.
		// A password containing the mask ("***@") is spelled by every masked output.
		if len(pw) < 4 || strings.ContainsAny(pw, "\x00") || strings.Contains(pw, Mask) {
			return
		}
		forms := map[string]string{
			"userinfo": "postgres://u:" + pw + "@host/db",
			"escaped":  "postgres://u:" + url.PathEscape(pw) + "@host/db",
			"query":    "postgres://host/db?password=" + url.QueryEscape(pw) + "&sslmode=disable",
			"dsn":      "host=h password='" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(pw) + "' dbname=x",
		}
		for name, in := range forms {
			secret := pw
			switch name {
			case "escaped":
				secret = url.PathEscape(pw)
			case "query":
				secret = url.QueryEscape(pw)
			}
			out := URL(in)
			template := strings.Replace(in, secret, "", 1)
			if strings.Contains(template, secret) || strings.Contains(strings.ReplaceAll(template, "'", ""), secret) {
				continue // the secret is spelled by the surrounding text itself
			}
			if strings.Contains(strings.Replace(in, "'"+secret+"'", Mask, 1), secret) || strings.Contains(strings.Replace(in, secret, Mask, 1), secret) {
				continue // the mask and the text after it spell it ("** d" in "*** dbname")
			}
			if strings.Contains(out, secret) {
				t.Errorf("%s: URL(%q) = %q shows the password", name, in, out)
			}
			if !HasPassword(in) {
				t.Errorf("%s: HasPassword(%q) = false", name, in)
			}
			if ps := Passwords(in); !slices.Contains(ps, pw) {
				t.Errorf("%s: Passwords(%q) = %q, want %q among them", name, in, ps, pw)
			} else if out := Known(in, ps...); strings.Contains(out, secret) {
				t.Errorf("%s: Known(%q, Passwords) = %q shows the password", name, in, out)
			}
			// In free text a URL ends at whitespace (see Text).
			if name == "userinfo" && strings.ContainsAny(pw, " \t\n\r\v\f") {
				continue
			}
			sentence := "cannot connect to " + in + ": connection refused"
			if strings.Count(sentence, secret) == 1 { // else the sentence spells it
				if got := Text(sentence); strings.Contains(got, secret) {
					t.Errorf("%s: Text(%q) = %q shows the password", name, sentence, got)
				}
			}
		}
	})
}

// SecretKey names the parameters URL masks, however a URL spells them,
// and nothing that only mentions a password file or a user.
func TestSecretKey(t *testing.T) {
	for _, k := range []string{"password", "sslpassword", "PASSWORD", "pass%77ord", "db_passwd"} {
		if !SecretKey(k) {
			t.Errorf("SecretKey(%q) = false", k)
		}
	}
	for _, k := range []string{"", "passfile", "user", "sslkey", "sslmode", "passwordless_note_x"} {
		if SecretKey(k) {
			t.Errorf("SecretKey(%q) = true", k)
		}
	}
}
