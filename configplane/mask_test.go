package configplane

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// secretShapes are database URLs and DSNs holding a password, with the
// fragments of it that must never be shown, and (when the input is well
// formed) the exact masked form, so a mask that hides everything fails.
var secretShapes = []struct {
	name    string
	in      string
	secrets []string
	masked  string // "" when over-masking is acceptable (ambiguous input)
}{
	{"plain URL", "postgres://alice:S3cretPw@db.example.com:5432/evals?sslmode=disable",
		[]string{"S3cretPw"}, "postgres://alice:***@db.example.com:5432/evals?sslmode=disable"},
	{"postgresql scheme, percent-encoded specials", "postgresql://alice:p%40ss%2Fw0rd%3F@host/db",
		[]string{"p%40ss%2Fw0rd%3F", "p@ss/w0rd?", "w0rd"}, "postgresql://alice:***@host/db"},
	{"unescaped @ / : ? # in password", "postgres://alice:p@ss/w:rd?#x@host:5432/db",
		[]string{"p@ss/w:rd?#x", "ss/w", "rd?#x"}, "postgres://alice:***@host:5432/db"},
	{"empty user", "postgres://:OnlyPw1@h/db", []string{"OnlyPw1"}, "postgres://:***@h/db"},
	{"IPv6 host", "postgres://alice:V6Pw1@[::1]:5432/db", []string{"V6Pw1"}, "postgres://alice:***@[::1]:5432/db"},
	{"multi-host", "postgres://alice:MultiPw1@h1:5432,h2:5433/db?target_session_attrs=read-write",
		[]string{"MultiPw1"}, "postgres://alice:***@h1:5432,h2:5433/db?target_session_attrs=read-write"},
	{"query password", "postgres://alice@host/db?sslmode=disable&password=Qu3ryPw",
		[]string{"Qu3ryPw"}, "postgres://alice@host/db?sslmode=disable&password=***"},
	{"query password with & and =", "postgres://h/db?password=Amp&Rest=Zz9&sslmode=require",
		[]string{"Amp", "Rest", "Zz9"}, "postgres://h/db?password=***&sslmode=require"},
	{"query sslpassword", "postgres://alice@h/db?sslpassword=SslPw9&sslkey=/k",
		[]string{"SslPw9"}, "postgres://alice@h/db?sslpassword=***&sslkey=/k"},
	{"percent-encoded query key", "postgres://h/db?pass%77ord=EncKeyPw", []string{"EncKeyPw"}, "postgres://h/db?pass%77ord=***"},
	{"both userinfo and query", "postgres://alice:UiPw1@h/db?password=QPw2", []string{"UiPw1", "QPw2"}, "postgres://alice:***@h/db?password=***"},
	{"@ later in the query", "postgres://alice:QAtPw1@h/db?application_name=me@laptop",
		[]string{"QAtPw1"}, ""},
	{"DSN", "host=h user=alice password=DsnPw123 dbname=evals",
		[]string{"DsnPw123"}, "host=h user=alice password=*** dbname=evals"},
	{"DSN quoted with spaces and escaped quote", `host=h password='it\'s a s3cret' dbname=x`,
		[]string{"it\\'s", "s3cret"}, "host=h password=*** dbname=x"},
	{"DSN spaces around =", "host=h password = SpacedPw dbname=x", []string{"SpacedPw"}, "host=h password = *** dbname=x"},
	{"DSN upper-case key", "PASSWORD=UpperPw host=h", []string{"UpperPw"}, "PASSWORD=*** host=h"},
	{"DSN password with a space, unquoted", "host=h password=two words dbname=x",
		[]string{"two", "words"}, "host=h password=*** dbname=x"},
	{"DSN unterminated quote", "host=h password='Unterminated host=h2", []string{"Unterminated", "h2"}, "host=h password=***"},
	{"DSN sslpassword", "host=h sslpassword=SslDsn1 sslkey=/k", []string{"SslDsn1"}, "host=h sslpassword=*** sslkey=/k"},
	{"unparseable URL", "postgres://alice:Unp@rs%zz:able@[::1/db", []string{"Unp@rs%zz:able", "rs%zz"}, "postgres://alice:***@[::1/db"},
	{"no scheme", "alice:NoSch3me@host/db", []string{"NoSch3me"}, "alice:***@host/db"},
	{"password at the very end", "postgres://alice:EndPw1@", []string{"EndPw1"}, "postgres://alice:***@"},
}

func TestMaskURL(t *testing.T) {
	for _, tt := range secretShapes {
		t.Run(tt.name, func(t *testing.T) {
			got := MaskURL(tt.in)
			assertNoSecret(t, "MaskURL", got, tt.secrets)
			if tt.masked != "" && got != tt.masked {
				t.Errorf("MaskURL = %q, want %q", got, tt.masked)
			}
			if !HasPassword(tt.in) {
				t.Error("HasPassword = false")
			}
			if !strings.Contains(got, "***") {
				t.Errorf("MaskURL = %q shows no mask", got)
			}
		})
	}
}

func TestMaskURLLeavesPasswordlessAlone(t *testing.T) {
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
		if got := MaskURL(s); got != s {
			t.Errorf("MaskURL(%q) = %q, want it unchanged", s, got)
		}
		if HasPassword(s) {
			t.Errorf("HasPassword(%q) = true", s)
		}
	}
}

// Every string Resolve builds is free of the password, wherever the URL
// sits: the env var, config.json database_url, or pasted into keys where it
// does not belong and so ends up quoted in an error.
func TestNoPasswordInAnyResolvedText(t *testing.T) {
	for _, tt := range secretShapes {
		jsonURL, _ := json.Marshal(tt.in)
		placements := []struct {
			name string
			file string
			env  env
		}{
			{"env URL", "", env{EnvDatabaseURL: tt.in}},
			{"config database_url", `{"database_url": ` + string(jsonURL) + `}`, nil},
			{"config engine postgres", `{"engine": "postgres", "database_url": ` + string(jsonURL) + `}`, nil},
			{"pasted into engine", `{"engine": ` + string(jsonURL) + `}`, nil},
			{"pasted into eval.capture", `{"eval": {"capture": ` + string(jsonURL) + `}}`, nil},
			{"pasted into eval", `{"eval": ` + string(jsonURL) + `}`, nil},
			{"pasted into database_path", `{"engine": "sqlite", "database_path": ` + string(jsonURL) + `}`, nil},
			{"env URL with a wrong scheme", "", env{EnvDatabaseURL: "mysql" + tt.in[strings.Index(tt.in+"://", "://"):]}},
			{"contributor mode", "", env{EnvContributorMode: tt.in}},
			{"DATABASE_URL", "", env{EnvIgnoredDatabaseURL: tt.in}},
		}
		for _, p := range placements {
			t.Run(tt.name+"/"+p.name, func(t *testing.T) {
				f := newFixture(t)
				if p.file != "" {
					f.write(p.file)
				}
				s := f.resolve(p.env)
				assertNoSecret(t, "resolved text", allText(s), tt.secrets)
			})
		}
		t.Run(tt.name+"/MODUSBRAIN_HOME", func(t *testing.T) {
			e := env{EnvHome: tt.in}
			s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
			if s.HomeErr == nil {
				t.Fatal("a URL was accepted as MODUSBRAIN_HOME")
			}
			assertNoSecret(t, "resolved text", allText(s), tt.secrets)
		})
	}
}

// allText is every human-facing string a caller could print from Settings.
func allText(s *Settings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v\n%+v\n%s\n%#v\n", s, *s, s.Target, s.Target)
	j, _ := json.Marshal(s.Target)
	b.Write(j)
	for _, err := range []error{s.HomeErr, s.Config.Err, s.TargetErr} {
		if err != nil {
			b.WriteString("\n" + err.Error())
		}
	}
	for _, x := range []string{s.HomeSource, s.Capture.Source, s.ScrubPII.Source, s.Target.Source, s.Target.String()} {
		b.WriteString("\n" + x)
	}
	b.WriteString("\n" + strings.Join(s.Config.Warnings, "\n"))
	return b.String()
}

func assertNoSecret(t *testing.T, what, text string, secrets []string) {
	t.Helper()
	for _, sec := range secrets {
		if strings.Contains(text, sec) {
			t.Errorf("%s shows %q:\n%s", what, sec, text)
		}
	}
}

// Whatever the password, masking hides it, in each of the three places a
// password can sit. Seeds run with go test; `go test -fuzz=FuzzMaskURL`
// explores further.
func FuzzMaskURL(f *testing.F) {
	for _, s := range []string{"S3cret", "p@ss/w:rd?#x", "a&password=b", "it's", `back\slash`, "with space", "%zz@@", "::::", "'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, pw string) {
		// Short or template-shaped passwords are substrings of any output.
		if len(pw) < 4 || strings.ContainsAny(pw, "\x00") {
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
			out := MaskURL(in)
			template := strings.Replace(in, secret, "", 1)
			if strings.Contains(template, secret) || strings.Contains(strings.ReplaceAll(template, "'", ""), secret) {
				continue // the secret is spelled by the surrounding text itself
			}
			if strings.Contains(out, secret) {
				t.Errorf("%s: MaskURL(%q) = %q shows the password", name, in, out)
			}
			if !HasPassword(in) {
				t.Errorf("%s: HasPassword(%q) = false", name, in)
			}
		}
	})
}
