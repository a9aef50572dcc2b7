package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Twenty-fifth round: what a random probe of hostile text found — short
// patterns repeated to tens of kilobytes, timed against prose and scrubbed
// twice. Each test here failed before its fix (the timing ones by the
// cost that BenchmarkAdversarial's probe inputs report).

// TestRowOfDigitCellsStable: a row of short digit cells aligned with two
// spaces ("  010  010  …") held no number, but its last four cells at the
// end of the text did ("010  010  010  010", twelve digits with a trunk
// 0); once scrubbed, the four before the marker did too, and so on, one
// round of Find's re-check each, until the rounds ran out: Find(Scrub(x))
// was not empty and Scrub not idempotent. A run that starts in a cell
// after a cell of digits now ends with its cell, as a group after such a
// cell starts afresh (compoundBefore).
func TestRowOfDigitCellsStable(t *testing.T) {
	for _, u := range []string{"  010", "  011", "  12", "  2024", "  123456", "  0412", "  4", "  4 "} {
		for _, n := range []int{60, 200, 2000, 20000} {
			s := strings.Repeat(u, n/len(u)+1)[:n]
			checkInvariants(t, s)
			if got := Scrub(s); got != s {
				t.Errorf("Scrub(%q × %d) changed it: a row of cells holds no number", u, n/len(u))
			}
		}
	}
	checkScrubbed(t, []scrubbed{
		// The number is read from its first group, as before.
		{"010  010  010  010", "[REDACTED]"},
		{"x 010  010  010  010", "x [REDACTED]"},
		{"la mia carta 4358  6066  3029  7632 è stata clonata", "la mia carta [REDACTED] è stata clonata"},
		{"Tel.  0412  345 678", "Tel.  [REDACTED]"},
		{"Name  Ext  Mobile\nJo Li  8021  0412 345 678", "Name  Ext  Mobile\nJo Li  8021  [REDACTED]"},
		// After a cell of digits, a cell is its own column.
		{"Item  Qty  Code\nBolt  12  010  010  010  010", "Item  Qty  Code\nBolt  12  010  010  010  010"},
	})
}

// TestURLPasswordFromScheme: a URL's userinfo password is read forward
// from its "://" to the '@', not back from every '@' ("@@@@…" cost 5×
// prose, an IndexByte call per byte).
func TestURLPasswordFromScheme(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"DATABASE_URL=postgres://app:TvrEFAvNs9q@db:5432/x", "DATABASE_URL=postgres://app:[REDACTED]@db:5432/x"},
		{"redis://:rFv4C2kq9Z@redis:6379/0", "redis://:[REDACTED]@redis:6379/0"},
		{"rtsp://admin:Juniper2004#@10.0.0.7/stream", "rtsp://admin:[REDACTED]@10.0.0.7/stream"},
		{"a://x://u:Pa55word9@h", "a://x://u:[REDACTED]@h"},
		{"x@@@@y and mailto://@@", "x@@@@y and mailto://@@"},
		{"postgres://postgres:postgres@localhost/db", "postgres://postgres:postgres@localhost/db"},
		{"https://user@example.com/path", "https://user@example.com/path"},
		{"1://u:Pa55word9@h", "1://u:Pa55word9@h"},
	})
	for _, u := range []string{"@", "a@", "://", "x://a:", "x://a:b1234567@"} {
		checkInvariants(t, strings.Repeat(u, 3000/len(u)))
	}
}

// TestPasswordColumnOfLongLine: a password's word that ends a cell on a
// line of one long row ("pw|pw|…", ".жpw|…") read the line back 512 bytes
// from every word (40× prose); the header's line is now read once
// (lineCursor). The table's column is found as before.
func TestPasswordColumnOfLongLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"site|user|password\nmail|ana|Tr0ub4dor&3\n", "site|user|password\nmail|ana|[REDACTED]\n"},
		{"name,login_password\nx,hunter2hunter2\n", "name,login_password\nx,[REDACTED]\n"},
		{"Konto;Mot de passe\nbank;Sol3il-Lev4nt\n", "Konto;Mot de passe\nbank;[REDACTED]\n"},
		{"a|b|PASSWORD\nx|y|Zq8-vLm2-Rt6\n", "a|b|PASSWORD\nx|y|[REDACTED]\n"},
		{"id|passport\n1|X1234567\n", "id|passport\n1|X1234567\n"},
	})
	for _, u := range []string{".жpw|", "pw|", "pw|\n", "password|x\n", "pass,PIN\n"} {
		checkInvariants(t, strings.Repeat(u, 4000/len(u)))
	}
}

// TestPasswordColumnName: the header words, in any case, whole or after
// '_', ' ' or '.', with nothing built per call.
func TestPasswordColumnName(t *testing.T) {
	for n, want := range map[string]bool{
		"password": true, "Password": true, "login_password": true, "user.pass": true,
		"Mot de passe": true, "CONTRASEÑA": true, "contraseña": true, "Wachtwoord": true,
		"pw": false, "passport": false, "bypass": false, "passwords": false, "": false,
		strings.Repeat("x", 30) + "_pwd": false,
	} {
		if got := passwordColumnName(n); got != want {
			t.Errorf("passwordColumnName(%q) = %v, want %v", n, got, want)
		}
	}
}

// TestLineCursorAgrees: lineCursor answers as lineStartWithin and a
// bounded search for '\n' do, for offsets asked in order and out of it.
func TestLineCursorAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 1))
	for range 200 {
		b := make([]byte, 1+r.IntN(3000))
		for i := range b {
			b[i] = "ab \n"[min(r.IntN(40), 3)]
			if r.IntN(3) == 0 {
				b[i] = 'x'
			}
		}
		s := string(b)
		var lc lineCursor
		for i, asked := 0, 0; asked < 60; asked++ {
			if r.IntN(8) == 0 {
				i = r.IntN(len(s)) // out of order now and then
			} else {
				i = min(len(s)-1, i+r.IntN(200))
			}
			n := 1 + r.IntN(600)
			if got, want := lc.startWithin(s, i, n), lineStartWithin(s, i, n); got != want {
				t.Fatalf("startWithin(%d, %d) = %d, want %d", i, n, got, want)
			}
			want := strings.IndexByte(s[i:min(len(s), i+n)], '\n')
			if want >= 0 {
				want += i
			}
			if got := lc.endWithin(s, i, n); got != want {
				t.Fatalf("endWithin(%d, %d) = %d, want %d", i, n, got, want)
			}
		}
	}
}

// TestPrevMemoAgrees: prevMemo.index is strings.IndexByte from the offset
// (len(s) for none), asked in increasing order as nextPrev asks.
func TestPrevMemoAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 2))
	for range 200 {
		b := make([]byte, 1+r.IntN(2000))
		for i := range b {
			b[i] = "KEY-a"[r.IntN(5)]
		}
		s := string(b)
		var m prevMemo
		for i := 0; i < len(s); i += 1 + r.IntN(50) {
			for k, c := range []byte{'-', 'Z'} {
				want := strings.IndexByte(s[i:], c)
				if want < 0 {
					want = len(s)
				} else {
					want += i
				}
				if got := m.index(s, i, k, c); got != want {
					t.Fatalf("index(%d, %q) = %d, want %d", i, c, got, want)
				}
			}
		}
	}
}

// TestGDSAddressOneAtSign: a booking's contact element holds one "//" for
// its at sign; a run of slashes after "CTCE" is no address and is not read
// on from every "CTCE" in it.
func TestGDSAddressOneAtSign(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"  8 SSR CTCE EK HK1/MOHAMMED.MANSOUR//GMAIL.COM/P2\n", "  8 SSR CTCE EK HK1/[REDACTED]/P2\n"},
		{"SSR CTCE LH HK1/ANA-MARIA_P+X//WEB.DE", "SSR CTCE LH HK1/[REDACTED]"},
		{"SSR CTCE XX HK1/NOEMAIL/P1", "SSR CTCE XX HK1/NOEMAIL/P1"},
		{"SSR CTCE XX HK1////", "SSR CTCE XX HK1////"},
		{"SSR CTCE XX HK1/A//B//C.COM", "SSR CTCE XX HK1/A//B//C.COM"},
	})
	for _, u := range []string{"CTCE////", "CTCE/a//b.cc", "CTCE/"} {
		checkInvariants(t, strings.Repeat(u, 3000/len(u)))
	}
}

// TestServerKeyLines: the line of each "key" in a TACACS+ or RADIUS
// configuration is read once per scan (prose full of "key" read each line
// back 128 bytes from every one: "key a " repeated 13× prose → 3.9×), and
// every line of the configuration is still told apart.
func TestServerKeyLines(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"the key to a good key is a key\ntacacs-server host 10.1.1.1 key juniper-glacier-copper-18\nthe key a key\nradius-server key Xy12abcd99Q\n key Zz9911aaQQ\nkey notes key 5x",
			"the key to a good key is a key\ntacacs-server host 10.1.1.1 key [REDACTED]\nthe key a key\nradius-server key [REDACTED]\n key Zz9911aaQQ\nkey notes key 5x"},
	})
	checkInvariants(t, strings.Repeat("key a ", 2000))
}

// TestMySQLLinesReadOnce: what the client check read and found no client
// name in is not read again (" -p" repeated read 160 bytes back from each:
// 11× prose → 5×), and each line is still judged by its own client.
func TestMySQLLinesReadOnce(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"ls -pX1 -pY2\nmysql -u a -pS3cret2024x db\ngrep -pZ9yyyy99 x\nmariadb -pQw3rty123 x\n" + strings.Repeat("x", 150) + " mysql" + strings.Repeat(" ", 160) + "-pK9kkkk99 x",
			"ls -pX1 -pY2\nmysql -u a -p[REDACTED] db\ngrep -pZ9yyyy99 x\nmariadb -p[REDACTED] x\n" + strings.Repeat("x", 150) + " mysql" + strings.Repeat(" ", 160) + "-pK9kkkk99 x"},
		{"mysq -pA1 l -pS3cret2024x", "mysq -pA1 l -pS3cret2024x"},
		{"x -pA1 mysql -pS3cret2024x", "x -pA1 mysql -p[REDACTED]"},
	})
	for _, u := range []string{" -p", "-p=abc ", "mysql -p=abc ", "mysql\n -pabc "} {
		checkInvariants(t, strings.Repeat(u, 3000/len(u)))
	}
}

// TestRedirectPathsAgree: redirectPaths answers as reading the path back
// from each code did (redirectPathBack, the old way), for codes asked in
// order and out of it; "…?code=…" on one long line read it 256 bytes back
// from every code, allocating (60× prose → 8×).
func TestRedirectPathsAgree(t *testing.T) {
	redirectPathBack := func(s string, q int) bool {
		lo := q
		for lo > 0 && q-lo < 256 && credArgByte(s[lo-1]) {
			lo--
		}
		path := strings.ToLower(s[lo:q])
		for _, w := range redirectWords {
			if strings.Contains(path, w) {
				return true
			}
		}
		return false
	}
	pieces := []string{"callback", "CallBack", "oauth", "/token", "sign-in", "SIGNIN", "redirec", "x", "/", " ", "'", "?code=", "abc", "é"}
	r := rand.New(rand.NewPCG(25, 3))
	for range 300 {
		var b strings.Builder
		for range 1 + r.IntN(200) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		var m redirectPaths
		for q := 0; q <= len(s); q += 1 + r.IntN(40) {
			if r.IntN(10) == 0 {
				q = r.IntN(len(s) + 1)
			}
			if got, want := m.at(s, q), redirectPathBack(s, q); got != want {
				t.Fatalf("at(%q, %d) = %v, want %v", s, q, got, want)
			}
		}
	}
	checkScrubbed(t, []scrubbed{
		{"GET /oauth/callback?code=4/0AeanS0b8Xq2Lm9Nx7Rv3Tb1WcZp6Y0aBcDeFgHiJkL&state=x", "GET /oauth/callback?code=[REDACTED]&state=x"},
		{"GET /promo?code=SUMMERsale2024x", "GET /promo?code=SUMMERsale2024x"},
	})
	checkInvariants(t, strings.Repeat("PRIVATEcardx31?code=AT", 200))
}

// TestDOIReadOnlyWithIndicator: inDOI reads a finding's token back only in
// a text that holds a DOI's "10." before it (a finding every 16 bytes read
// 256 back each: "92024://+341.2.3" repeated 34× prose → 17×).
func TestDOIReadOnlyWithIndicator(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"see https://doi.org/10.1000/tel.555.123.4567 or call 555.123.4567", "see https://doi.org/10.1000/tel.555.123.4567 or call [REDACTED]"},
		{"tel.555.123.4567 then https://doi.org/10.1000/x", "tel.[REDACTED] then https://doi.org/10.1000/x"},
	})
	checkInvariants(t, strings.Repeat("92024://+341.2.3", 200))
}

// TestPasswordArgStops: an unquoted password's value ends where a query's,
// a list's or an element's value ends, told by a table now (argByte), not
// a search of the stop bytes for every byte read.
func TestPasswordArgStops(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"login admin / Tr0ub4dor&3x; next", "login admin / [REDACTED]; next"},
		{"GET /login?user=a&password=hunter2X9&next=/home", "GET /login?user=a&password=[REDACTED]&next=/home"},
		{"<password>S3cr3tPa55</password>", "<password>[REDACTED]</password>"},
		{"[password: Zq8vLm2Rt6] and {password: Zq8vLm2Rt7}", "[password: [REDACTED]] and {password: [REDACTED]}"},
	})
	checkInvariants(t, strings.Repeat("/admin:Har", 300))
}

// TestPasswordWordsOnePass: findPasswordWords reads the text once for the
// lead bytes of the words' finds, so every find must start with a byte
// that leads a character of two bytes or more; and it finds what a search
// for each word finds, a word's value skipped as before.
func TestPasswordWordsOnePass(t *testing.T) {
	for _, pw := range passwordWords {
		if pw.find[0] < 0xC2 {
			t.Errorf("find %q starts with %#x: the pass reads only bytes from 0xC2", pw.find, pw.find[0])
		}
	}
	checkScrubbed(t, []scrubbed{
		{"密码：Tenant24#War，パスワード：Dk6w$mYMZV*uqc 비밀번호: Tkfkdgo*19", "密码：[REDACTED]，パスワード：[REDACTED] 비밀번호: [REDACTED]"},
		{"mi contraseña: m1n3cr4ft87! y la contraseña del banco: Qz8$wLm2pX", "mi contraseña: [REDACTED] y la contraseña del banco: [REDACTED]"},
		{"пароль: Harbor40*x, Пароль: Harbor41*y", "пароль: [REDACTED], Пароль: [REDACTED]"},
		{"a@b.pl hasło: Lumen10!Dnx şifre: soccer2003x", "[REDACTED] hasło: [REDACTED] şifre: [REDACTED]"},
		{"hasło: Lumen10!Dnx, şifre: soccer2003x", "hasło: [REDACTED], şifre: [REDACTED]"},
		// Greek's "code" names a password only beside an address.
		{"κωδικός: ABCD12345678 (κωδικός παραγγελίας)", "κωδικός: ABCD12345678 (κωδικός παραγγελίας)"},
		{"a@b.gr κωδικός: Kal1mera!23", "[REDACTED] κωδικός: [REDACTED]"},
		{"é ñ ü 密 码 パ", "é ñ ü 密 码 パ"},
	})
}

// TestAtlassianToken: an Atlassian API token, "ATATT3", base64url, '=' and
// a checksum's eight bytes, anywhere (its '=' in the middle kept it from
// being read as a bearer token's b64token after the header too).
func TestAtlassianToken(t *testing.T) {
	tok := "ATATT3xFfGF0gIfuKLN8J5SL98WSn_ydqIMDVLaybzaNVPAEUlSRX3lcH1gAdBFmhHG8WKNOwMXbrlN3uR_UlswUpuTHP2lCv7KCbznBxjri2AKiv6QL7FSgsBpN2jvjP60N8tw3NNiWRMGXAGJhq7ObhwzCGz_b9zrwZwUYkVB0UtA1aNqGpNThmeEA2DYX=4TLDORMC"
	checkScrubbed(t, []scrubbed{
		{`curl -s -H "Authorization: Bearer ` + tok + `" https://x.atlassian.net/rest/api/3/myself`, `curl -s -H "Authorization: Bearer [REDACTED]" https://x.atlassian.net/rest/api/3/myself`},
		{"JIRA_API_TOKEN=" + tok + "\n", "JIRA_API_TOKEN=[REDACTED]\n"},
		{"token " + tok[:60] + "…", "token " + tok[:60] + "…"}, // cut short
		{"x" + tok, "x" + tok}, // inside a word
	})
}

// TestSetCommandSecret: a configuration's "set NAME VALUE" (FortiOS's CLI)
// assigns a credential as ':' or '=' does, at a line's start only, and a
// secret chosen as a password is taken to the end of its run, not cut at
// its first byte of punctuation.
func TestSetCommandSecret(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"config vpn ipsec phase1-interface\n    edit \"HQ\"\n        set psksecret jvaxmq9pqzfp0UfTU*9xKzm#5\n    next\nend",
			"config vpn ipsec phase1-interface\n    edit \"HQ\"\n        set psksecret [REDACTED]\n    next\nend"},
		{"set psksecret pxA7jJX28U17t4ev\nset passwd Cobalt-Bramble16", "set psksecret [REDACTED]\nset passwd [REDACTED]"},
		{"psksecret: MEc*Y%JnjRArq0oe5", "psksecret: [REDACTED]"},
		// Not at a line's start, or a word that follows.
		{"please set psksecret pxA7jJX28U17t4ev", "please set psksecret pxA7jJX28U17t4ev"},
		{"set token to abc", "set token to abc"},
		// A code span, a host, a path end the value as before.
		{"uses `SENTRY_AUTH_TOKEN=sntrys_eyJpYXQiOjE3MDAwMDAwMDB9_abcdefghijklmnop` and works", "uses `SENTRY_AUTH_TOKEN=[REDACTED]` and works"},
	})
}

// TestCredentialWhole: what a finding left beside its marker was the
// credential's secret part: a Salesforce session id's key after its org's
// id and '!', an Adyen API key's segments after its first padding, a URL
// password's '?', '@' or '!' written raw. Found by checking, over the
// corpora, that no labelled value survives in part next to a marker.
func TestCredentialWhole(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`-H "Authorization: Bearer 00DUoZM3fO5IPwH!AQiCxs.imce7dy9Yu_kVjYJ8xpxnw68ZuXj27vmY_Dg7D.uTAqGuadEw" \`, `-H "Authorization: Bearer [REDACTED]" \`},
		{"X-API-Key: AQEQvJkXKiWhS7nWOWM4WEMVNmqiW4o0EOHRWRxbmFmRlT5XwwJsrnHtUf4+J3MKReMUNk0W4wB0PO0f==-o5N8ROWchZlMguGocM9zCzgVHt5bkbVShDnuWL5dkJ7=-Gbdy0pnTkhAD\nContent-Type: application/json",
			"X-API-Key: [REDACTED]\nContent-Type: application/json"},
		{"mysql://redcap_app:Sunflower@2019@10.140.5.73:3306/redcap", "mysql://redcap_app:[REDACTED]@10.140.5.73:3306/redcap"},
		{"DATABASE_URL=postgres://ledger:Sunflower4037?@db.internal:5432/ledger", "DATABASE_URL=postgres://ledger:[REDACTED]@db.internal:5432/ledger"},
		{"rtsp://admin:D3n@li30!@10.0.6.94:554/h264Preview_01_main", "rtsp://admin:[REDACTED]@10.0.6.94:554/h264Preview_01_main"},
		// A query's '?' and '@' are no password's.
		{"http://localhost:3000?email=john@x.com", "http://localhost:3000?email=[REDACTED]"},
		{"https://user:Pa55word9@host/path?a=b@c.com", "https://user:[REDACTED]@host/path?a=[REDACTED]"},
		// Salesforce's org id alone, or '!' after another token, stays a
		// token's end.
		{"Authorization: Bearer abc123XYZabc9876! thanks", "Authorization: Bearer [REDACTED]! thanks"},
	})
}

// TestMexicoMobileOne: Mexico's mobiles were dialled from abroad as "+52 1"
// and ten digits until 2019, and are still written so: eleven digits after
// the code, not ten and a group left beside the marker.
func TestMexicoMobileOne(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mi teléfono: +52 1 81 6313 0047, correo", "Mi teléfono: [REDACTED], correo"},
		{"Móvil: +52 1 33 7073 2324. IBAN", "Móvil: [REDACTED]. IBAN"},
		{"Tel: +52 81 6313 0047 24/7", "Tel: [REDACTED] 24/7"},
		// Ten digits after "+52" but no mobile's 1: the plan's length.
		{"Tel: +52 81 6313 0047 1234 hrs", "Tel: [REDACTED] 1234 hrs"},
	})
}

// TestAreaCodeBeforeLocal: an area code written before a local number in
// a form no run joins — North American's glued by a slash or in spaced
// parentheses, Brazil's with its carrier's "0xx" — goes with the number,
// not left beside the marker.
func TestAreaCodeBeforeLocal(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contact: Derek Hollis, phone 301/450-6068, email", "Contact: Derek Hollis, phone [REDACTED], email"},
		{"Fax:  ( 813 ) 256-2576      Phone", "Fax:  [REDACTED]      Phone"},
		{"Fax: ( 305 )518-7574 x", "Fax: [REDACTED] x"},
		{"<TELF1>(0xx31) 3413-4985</TELF1>", "<TELF1>[REDACTED]</TELF1>"},
		{"changed number to (416) 584 - 1306, please", "changed number to [REDACTED], please"},
		// No area code: a page, a year, a path's segment.
		{"page 12/450-6068", "page 12/450-6068"},
		{"ratio 2024/555-1234", "ratio 2024/555-1234"},
		{"call 555-1234 (ext 12)", "call [REDACTED] (ext 12)"},
	})
}

// TestPhoneWholeAcrossParts: a German area code with its trunk 0 before a
// slash, and a subscriber's number's last half after a spaced dash, go
// with the number while it stays within a national number's length.
func TestPhoneWholeAcrossParts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tel 0201/7802-547 · Fax", "Tel [REDACTED] · Fax"},
		{"call with Jürgen Müller (089 / 26 26 99 35): re order", "call with Jürgen Müller ([REDACTED]): re order"},
		{"mi cel es +54 9 11 8899 - 8288 y el mail", "mi cel es [REDACTED] y el mail"},
		{"zap: 11 93094 - 6818", "zap: [REDACTED]"},
		{"номер телефона 8 (915) 765 - 88 - 63", "номер телефона [REDACTED]"},
		// A whole number keeps what follows apart; no trunk 0, no area.
		{"call 555 123 4567 - 2024 rates", "call [REDACTED] - 2024 rates"},
		{"tel 06-11798180 – 1094 AB", "tel [REDACTED] – 1094 AB"},
		{"Tel: +34 612 345 678 - 2024", "Tel: [REDACTED] - 2024"},
		{"ID 12/0201/7802-547", "ID 12/0201/7802-547"},
	})
}

// TestJWTFourthSegment: a fourth segment glued onto a token goes with it;
// left beside the marker it was a piece of what was given as one.
func TestJWTFourthSegment(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Cookie: session=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5MzQzIn0.9.dEpNRp6haB5vlkc2SUPEK\r\n", "Cookie: session=[REDACTED]\r\n"},
		{"t=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5MzQzIn0.c2lnbmF0dXJl. Next", "t=[REDACTED]. Next"},
	})
}

// TestOTPAuthSecret: an authenticator's key URI carries the seed every
// code is derived from in its "secret" parameter (Google Authenticator's
// Key URI Format), as exports and QR codes hold it; the format's own
// example and a stand-in stay.
func TestOTPAuthSecret(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"otpauth://totp/PayPal:jones.n@gmail.com?secret=RW3MWH4OGUCWAFBB&issuer=PayPal", "otpauth://totp/PayPal:[REDACTED]?secret=[REDACTED]&issuer=PayPal"},
		{"OTPAUTH://TOTP/PAYPAL:X?SECRET=RW3MWH4OGUCWAFBB&ISSUER=PAYPAL", "OTPAUTH://TOTP/PAYPAL:X?SECRET=[REDACTED]&ISSUER=PAYPAL"},
		{"otpauth://hotp/Acme?issuer=Acme&secret=GEZDGNBVGY3TQOJQGEZDGNBV&counter=3", "otpauth://hotp/Acme?issuer=Acme&secret=[REDACTED]&counter=3"},
		{"otpauth://totp/Acme?secret=JBSWY3DPEHPK3PXP", "otpauth://totp/Acme?secret=JBSWY3DPEHPK3PXP"},
		{"otpauth://totp/Acme?secret=YOUR_SECRET", "otpauth://totp/Acme?secret=YOUR_SECRET"},
	})
}
