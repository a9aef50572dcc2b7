// Package redacttest holds the database URLs and DSNs with passwords that
// redact's tests and its callers' tests run through, so every layer that
// shows a database target is checked against the same shapes.
package redacttest

// Shape is a database URL or DSN holding a password.
type Shape struct {
	Name string
	In   string
	// Secrets are fragments of the password that must never be shown.
	Secrets []string
	// Masked is redact.URL's exact output, so a mask that hides everything
	// fails; "" when over-masking is acceptable (ambiguous input).
	Masked string
}

// Shapes are database URLs and DSNs holding a password, in every place and
// spelling a password can take.
var Shapes = []Shape{
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
	{"DSN IPv6 host, password with @ and :", "host=::1 port=55432 dbname=brain3 user=mbu password='p@ss:w'",
		[]string{"p@ss", "ss:w"}, "host=::1 port=55432 dbname=brain3 user=mbu password=***"},
	{"DSN IPv6 host, unquoted password with @", "host=fe80::1 user=mbu password=p@ss:w dbname=b",
		[]string{"p@ss", "ss:w"}, "host=fe80::1 user=mbu password=*** dbname=b"},
	{"DSN sslpassword", "host=h sslpassword=SslDsn1 sslkey=/k", []string{"SslDsn1"}, "host=h sslpassword=*** sslkey=/k"},
	{"unparseable URL", "postgres://alice:Unp@rs%zz:able@[::1/db", []string{"Unp@rs%zz:able", "rs%zz"}, "postgres://alice:***@[::1/db"},
	{"no scheme", "alice:NoSch3me@host/db", []string{"NoSch3me"}, "alice:***@host/db"},
	{"password at the very end", "postgres://alice:EndPw1@", []string{"EndPw1"}, "postgres://alice:***@"},
}
