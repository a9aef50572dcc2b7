package scrub

import "strings"

// Credentials that a command line carries under an option of its own, no
// scheme before them: curl's -u with an API key as the user ("-u
// sk_test_…:", Stripe's and Checkr's docs) or a password. It shares the
// registry credentials' anchor bit. Left: a JSON body's bare "secret"
// (Plaid's /transactions/sync), whose search cost 1 % of the dense corpus,
// and a session cookie's value, which the corpora disagree on (one holds
// it as text to keep).

// findCurlUsers finds what curl's -u (--user) passes: "user:password" (or
// "user:'password'", lftp's "user,'password'"), the
// password a secret when it looks like one (passwordValue); "key:" (or
// "key:X"), an API key as the user and no password, the key a secret when it is shaped as
// one (apiKeyShape). The option stands at a line's start or after a blank.
// Both spellings hold "-u". It reports whether s holds the option (the
// re-check's anchor).
func findCurlUsers(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; ; {
		// From its '-', rare in prose (one byte in 500; 'u' is one in
		// 35), common only in number-dense text.
		o := strings.Index(s[i:], "-u")
		if o < 0 {
			return smbUsers(s, fs), seen
		}
		o += i
		i = o + 2
		var j int
		switch {
		case o+2 < len(s) && s[o+2] == ' ' && (o == 0 || blankByte(s[o-1])):
			j = o + 3 // "-u key:"
		case o >= 1 && s[o-1] == '-' && strings.HasPrefix(s[o+1:], "user") && o+5 < len(s) && (s[o+5] == ' ' || s[o+5] == '=') && (o == 1 || blankByte(s[o-2])):
			j = o + 6 // "--user key:", "--user=key:"
		default:
			continue
		}
		seen = true
		for j < len(s) && s[j] == ' ' {
			j++
		}
		var q byte
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			q = s[j]
			j++
		}
		e, c := j, -1
		for e < len(s) && e-j < 512 && credArgByte(s[e]) && s[e] != q {
			if s[e] == ':' && c < 0 {
				c = e - j
			}
			e++
		}
		if c <= 0 {
			if q == 0 && e < len(s) && e > j && (s[e] == '\'' || s[e] == '"') && s[e-1] == ',' {
				// lftp's "-u user,'password'": the password quoted
				// after the user's comma.
				k, ok := quotedPassword(s, e)
				if ok {
					fs = append(fs, Finding{Family: Bearer, Start: e + 1, End: k})
				}
				e = k
			} else if start, end, ok := passOptionAfter(s, e); ok {
				// "-u user … -p password", as PsExec, sshpass and many
				// tools take them.
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				e = end
			}
			i = max(i, e)
			continue
		}
		user, pass := s[j:j+c], s[j+c+1:e]
		if pass == "" && q == 0 && e < len(s) && (s[e] == '\'' || s[e] == '"') {
			// "-u user:'password'": the shell's quotes around the
			// password alone.
			k, ok := quotedPassword(s, e)
			if ok {
				fs = append(fs, Finding{Family: Bearer, Start: e + 1, End: k})
			}
			i = max(i, k)
			continue
		}
		switch {
		case pass != "" && passwordValue(pass):
			fs = append(fs, Finding{Family: Bearer, Start: j + c + 1, End: e})
		case pass == "" && apiKeyShape(user):
			fs = append(fs, Finding{Family: Bearer, Start: j, End: j + c})
		case (pass == "X" || pass == "x") && (apiKeyShape(user) || mixedCaseKey(user)):
			// Freshdesk's "key:X": a filler password the API ignores.
			fs = append(fs, Finding{Family: Bearer, Start: j, End: j + c})
		}
		i = max(i, e)
	}
}

// quotedPassword reads the password quoted at s[q] (its quote) on one
// line and returns where its closing quote is and whether what it holds
// looks chosen (passwordValue); where the reading stopped when not.
func quotedPassword(s string, q int) (int, bool) {
	k := q + 1
	for k < len(s) && k-q <= maxPassword && s[k] != s[q] && s[k] != '\n' {
		k++
	}
	return k, k < len(s) && s[k] == s[q] && passwordValue(s[q+1:k])
}

// smbUsers appends the passwords of Samba's "-U user%password", found
// from each '%' (rare in text): the user's name back from it, "-U " and
// perhaps a quote before the name.
func smbUsers(s string, fs []Finding) []Finding {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '%')
		if k < 0 {
			return fs
		}
		pc := i + k
		i = pc + 1
		u := pc
		for u > 0 && pc-u <= 64 && smbUserByte(s[u-1]) {
			u--
		}
		if u == pc || pc-u > 64 {
			continue
		}
		j := u
		if j > 0 && (s[j-1] == '\'' || s[j-1] == '"') {
			j--
		}
		if j < 3 || s[j-3:j] != "-U " || j > 3 && !blankByte(s[j-4]) {
			continue
		}
		var q byte
		if j < u {
			q = s[j]
		}
		if start, end, ok := smbPassword(s, pc+1, q); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
}

// smbUserByte reports a byte of a Samba user's name, its domain before a
// backslash: "CORP\\olga".
func smbUserByte(c byte) bool {
	return isWordByte(c) || c == '.' || c == '-' || c == '\\' || c == '@'
}

// smbPassword reads the password of Samba's "-U user%password" from
// s[p], after the '%', to the argument's end or to the quote q that
// opened it (0 when none did).
func smbPassword(s string, p int, q byte) (int, int, bool) {
	e := p
	for e < len(s) && e-p <= maxPassword && (credArgByte(s[e]) || q != 0 && s[e] == ' ') {
		e++
	}
	if q != 0 && (e >= len(s) || s[e] != q) || !passwordValue(s[p:e]) {
		return 0, 0, false
	}
	return p, e, true
}

// passOptionAfter reads the password given as "-p" after a user given as
// "-u", on the same line within 120 bytes of s[e]: a value a password has
// (passwordValue; a port, "-p 8080:80", "-p 5432", is none).
func passOptionAfter(s string, e int) (int, int, bool) {
	line := s[e:min(len(s), e+120)]
	if nl := strings.IndexByte(line, '\n'); nl >= 0 {
		line = line[:nl]
	}
	k := strings.Index(line, " -p ")
	if k < 0 {
		return 0, 0, false
	}
	// MySQL's and MariaDB's clients take the password glued to -p; apart,
	// -p asks for it and the next word is the database ("mysql -u root
	// -p mydb1234").
	ls := lineStart(s, e)
	if cmd := s[ls:e]; strings.Contains(cmd, "mysql") || strings.Contains(cmd, "mariadb") {
		return 0, 0, false
	}
	return passwordArg(s, skipBlanks(s, e+k+4, 4))
}

// mixedCaseKey reports 16 to 128 letters and digits with two of each of
// digits, capitals and small letters: a key as Freshdesk issues one
// ("8DXHD9kWWngfSYFABRwj"), not a name ("administrator_account").
func mixedCaseKey(t string) bool {
	if len(t) < 16 || len(t) > 128 {
		return false
	}
	var digits, upper, small int
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c):
			digits++
		case isUpper(c):
			upper++
		case c-'a' < 26:
			small++
		default:
			return false
		}
	}
	return digits >= 2 && upper >= 2 && small >= 2
}

// blankByte reports a space, a tab or a line break.
func blankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// credArgByte marks the bytes a command-line credential may hold: any
// printable byte but a blank and a quote.
func credArgByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\''
}

// apiKeyShape reports a key an API issues: 20 to 128 bytes of letters,
// digits, '_' and '-', with digits and letters both — a random run
// (strongSecret), 24 hex digits or more, or an issuer's prefix before
// one ("sk_test_…", "key-…").
func apiKeyShape(t string) bool {
	if len(t) < 20 || len(t) > 128 || placeholderBody(t) {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c):
			digits++
		case isAlpha(c):
			letters++
		case c == '_' || c == '-':
		default:
			return false
		}
	}
	if digits < 2 || letters < 2 {
		return false
	}
	return strongSecret(t) || hexRunOf(t, 24) || prefixedKey(t)
}

// hexRunOf reports t all hex digits, n of them or more.
func hexRunOf(t string, n int) bool {
	if len(t) < n {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := lower(t[i]); !isDigit(c) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// prefixedKey reports a word, '_' or '-', then a run of 16 bytes or more
// with digits in it: "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "key-3ax6xnjp…".
func prefixedKey(t string) bool {
	k := strings.LastIndexAny(t, "_-")
	if k <= 0 || len(t)-k-1 < 16 {
		return false
	}
	body := t[k+1:]
	for i := 0; i < len(body); i++ {
		if isDigit(body[i]) {
			return true
		}
	}
	return false
}

// urlRunEnd returns where the URL whose authority starts at s[u] ends: at
// a blank, a quote or an angle bracket, a fragment's '#', 2 KB at most.
func urlRunEnd(s string, u int) int {
	e := u
	for e < len(s) && e-u < 2048 && s[e] > ' ' && s[e] != '"' && s[e] != '\'' && s[e] != '<' && s[e] != '>' && s[e] != '#' {
		e++
	}
	return e
}

// appIDKey reads the key a web API takes as its URL's "appid" or "app_id"
// parameter (OpenWeatherMap's, Open Exchange Rates'): 32 hex digits, or 32
// letters and digits of both cases, in the query of the URL s[u:e]. Other
// app ids (Facebook's digits, Algolia's ten capitals) are public and stay.
//
// A "key" parameter alone (a weather or maps API's) is taken when its
// value is strongly random (strongSecret): "key" names too many other
// things for less, and Trello's 32 hex digits are its public app key
// (the token beside it is the secret).
func appIDKey(s string, u, e int) (int, int, bool) {
	for k := u; k+5 < e; k++ {
		if s[k] != '?' && s[k] != '&' || s[k+1]|0x20 != 'a' && s[k+1]|0x20 != 'k' {
			continue
		}
		j := k + 1
		key := false
		switch {
		case hasFoldAt(s, j, "appid="):
			j += len("appid=")
		case hasFoldAt(s, j, "app_id="):
			j += len("app_id=")
		case hasFoldAt(s, j, "key="):
			j += len("key=")
			key = true
		default:
			continue
		}
		if key {
			v := j
			for v < e && s[v] != '&' && s[v] != '#' {
				v++
			}
			if strongSecret(s[j:v]) {
				return j, v, true
			}
			continue
		}
		if j+32 <= e && (j+32 == e || s[j+32] == '&') && (hexRunOf(s[j:j+32], 32) || tokFlags(s[j:j+32])&(tLower|tUpper|tDigit) == tLower|tUpper|tDigit && alnumRun(s[j:j+32])) {
			return j, j + 32, true
		}
	}
	return 0, 0, false
}

// requestLineKeys appends the keys appIDKey finds in the target of each
// HTTP/1 request line ("GET /data/2.5/weather?q=Berlin&appid=… HTTP/1.1"):
// a URL with no scheme, its path and query only. Found from "HTTP/1.",
// whose capitals are rare in text.
func requestLineKeys(s string, fs []Finding) []Finding {
	for i := 0; ; {
		k := strings.Index(s[i:], "HTTP/1.")
		if k < 0 {
			return fs
		}
		h := i + k
		i = h + 1
		if h < 3 || s[h-1] != ' ' {
			continue
		}
		a := strings.LastIndexByte(s[max(0, h-4096):h-1], ' ')
		if a < 0 {
			continue
		}
		a += max(0, h-4096) + 1
		if s[a] != '/' || strings.IndexByte(s[a:h-1], '?') < 0 {
			continue
		}
		if start, end, ok := appIDKey(s, a, h-1); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
		}
	}
}

// linkSegments name what a link carries a one-time credential for, as a
// path segment before it: a password reset, an account's activation or
// invitation, a sign-in by link ("…/signin/reset-password/3P7WuDLS_…",
// Okta's "…/welcome/4IP1K7d-…").
var linkSegments = []string{"reset-password", "reset_password", "resetpassword", "password-reset", "password_reset", "reset",
	"welcome", "activate", "activation", "invite", "invitation", "magic-link", "magic_link", "verify-email", "confirm-email",
	// A sign-in link's own segment ("…/auth/magic/msMtqQ8c…").
	"magic", "magiclink", "magic-login", "login-link", "email-login"}

// linkPathToken reads the token in the path of the URL s[u:e], right after
// a segment of linkSegments: 16 to 256 letters, digits, '_' and '-' that
// hold small letters, capitals and digits (a random token, not a slug or
// an id), or 32 hex digits or more.
func linkPathToken(s string, u, e int) (int, int, bool) {
	if q := strings.IndexByte(s[u:e], '?'); q >= 0 {
		e = u + q // the path only
	}
	for k := u; k < e; k++ {
		if s[k] != '/' {
			continue
		}
		a := k + 1
		b := a
		for b < e && s[b] != '/' {
			b++
		}
		if b >= e || !wordIn(s[a:b], linkSegments) {
			continue
		}
		t := b + 1
		v := t
		for v < e && (isAlnum(s[v]) || s[v] == '_' || s[v] == '-') {
			v++
		}
		if v < e && s[v] != '/' {
			continue
		}
		tok := s[t:v]
		if len(tok) >= 16 && len(tok) <= 256 && tokFlags(tok)&(tLower|tUpper|tDigit) == tLower|tUpper|tDigit || len(tok) >= 32 && hexRunOf(tok, len(tok)) {
			return t, v, true
		}
	}
	return 0, 0, false
}

// findURLPasswords appends the passwords a URL carries in its userinfo,
// "scheme://user:password@host" (RFC 3986 §3.2.1, deprecated there and
// still how database, cache and broker URLs are written:
// "postgres://app:TvrEFAvNs…@db:5432/x", "redis://:rFv4C2…@redis:6379/0",
// "amqp://…@mq"). The place says what the value is, so it need not look
// chosen as a password in prose must (passwordValue): see
// urlPasswordValue. A user alone
// (a Sentry DSN's key, a token as the user) is left to the token rules.
// Found from each "://", read forward over the userinfo to its '@': an
// '@' alone is common (addresses, handles) and a run of them must not
// cost a search each. People write a password raw, with a '#', a '?', a
// '^' or an '@' in it ("rtsp://admin:Juniper2004#@…", "sftp://u:Granite35?tz@…",
// "mysql://app:Sunflower@2019@10.1.2.3/…"): the userinfo ends at the last
// '@' of the authority, or an earlier one where what the last would give
// holds a query's '=' or '&' after its '?'.
func findURLPasswords(s string, fs []Finding) []Finding {
	fs = requestLineKeys(s, fs)
	sasDone := 0   // the URL tails before it are read (sasQuery)
	linksDone := 0 // and the runs read for a link's token and an app id
	for i := 1; i < len(s); {
		k := strings.Index(s[i:], "://")
		if k < 0 {
			break
		}
		q := i + k
		u := q + 3
		i = u
		if !schemeBefore(s, q) {
			continue
		}
		if u >= sasDone {
			var start, end int
			if start, end, sasDone = sasQuery(s, u); start >= 0 {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			}
		}
		if u >= linksDone {
			// Each URL's run read once: a "://" inside one already
			// read ("…/reset/https://…") starts no second reading.
			e := urlRunEnd(s, u)
			if start, end, ok := linkPathToken(s, u, e); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			}
			if start, end, ok := appIDKey(s, u, e); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			}
			linksDone = e
		}
		if q >= 7 && wordFoldAt(s, q-7, "otpauth") && (q == 7 || !isAlnum(s[q-8])) {
			if start, end, ok := otpauthSecret(s, u); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = end
			}
			continue
		}
		// The authority: up to 256 bytes of userinfo and host, its at
		// signs noted.
		var ats [4]int
		n := 0
		e := u
		for e < len(s) && e-u < 256 && (userinfoByte[s[e]] || s[e] == '#' || s[e] == '?' || s[e] == '@' || s[e] == '^') {
			if s[e] == '@' && n < len(ats) {
				ats[n] = e
				n++
			}
			e++
		}
		if start, end, ok := bitrixWebhook(s, u, e); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
			continue
		}
		for x := n - 1; x >= 0; x-- {
			at := ats[x]
			if at == u {
				break
			}
			c := strings.IndexByte(s[u:at], ':')
			if c < 0 {
				continue
			}
			p := u + c + 1
			pw := s[p:at]
			if strings.IndexByte(pw, '?') >= 0 && strings.ContainsAny(pw, "=&") || strings.IndexByte(s[u:p], '?') >= 0 {
				continue // a query's, not a password's
			}
			if urlPasswordValue(pw) && pw != s[u:u+c] {
				fs = append(fs, Finding{Family: Bearer, Start: p, End: at})
				i = at + 1
			}
			break
		}
	}
	return fs
}

// sasQuery reads the URL whose authority starts at s[u] for an Azure
// Storage shared access signature in its query ("…blob.core.windows.net/
// c/f.csv?sv=2022-11-02&ss=b&sp=rl&se=…&sig=…"): the URL is the grant,
// and its "sig" (the HMAC-SHA256) the secret in it, as it is after
// "SharedAccessSignature" (sasAt). A "sig=" counts only beside two more of
// the SAS parameters, so another API's "sig" stays. It reports the
// signature's range (start -1 when there is none) and where the URL ends:
// a URL nested in this one's query ends there too, so its tail is not read
// again.
func sasQuery(s string, u int) (start, end, urlEnd int) {
	t := u
	query := -1
	for t < len(s) && t-u < 4096 && (sasByte(s[t]) || s[t] == ':' || s[t] == '?' || s[t] == '~' || s[t] == ';' || s[t] == '@') {
		if s[t] == '?' && query < 0 {
			query = t + 1
		}
		t++
	}
	if query < 0 {
		return -1, 0, t
	}
	start, end, others := sasSig(s[query:t])
	if start < 0 || others < 2 {
		return -1, 0, t
	}
	for end > start && s[query+end-1] == '.' {
		end-- // a sentence's full stop: base64 has no '.'
	}
	return query + start, query + end, t
}

// findDSNPasswords appends the password of a Go MySQL driver's DSN,
// "user:password@tcp(host:port)/db" or "…@unix(/path)/db": a URL's
// userinfo without its scheme (go-sql-driver/mysql's format). Found from
// each "@tcp(" and "@unix(", whose '@' is rare in text; the password runs
// back to the user's ':', the user back to a quote, a blank, '=' or the
// line's start.
func findDSNPasswords(s string, fs []Finding) []Finding {
	for _, host := range [...]string{"@tcp(", "@unix("} {
		fs = dsnPasswords(s, fs, host)
	}
	return fs
}

// dsnPasswords is findDSNPasswords for one of the DSN's address forms,
// found by strings.Index (where at signs crowd, its vector scan takes
// over: "@@@…" costs no call each).
func dsnPasswords(s string, fs []Finding, host string) []Finding {
	for i := 0; ; {
		k := strings.Index(s[i:], host)
		if k < 0 {
			return fs
		}
		at := i + k
		i = at + 1
		c := at
		for c > 0 && at-c <= maxPassword && s[c-1] != ':' && s[c-1] > ' ' && s[c-1] != '"' && s[c-1] != '\'' && s[c-1] != '=' && s[c-1] != '@' {
			c--
		}
		if c == 0 || s[c-1] != ':' || c == at {
			continue
		}
		u := c - 1
		for u > 0 && c-u < 64 && (isWordByte(s[u-1]) || s[u-1] == '-' || s[u-1] == '.') {
			u--
		}
		if u == c-1 || u > 0 && s[u-1] != '"' && s[u-1] != '\'' && s[u-1] != '=' && s[u-1] != ' ' && s[u-1] != '\n' && s[u-1] != '`' {
			continue
		}
		if pw := s[c:at]; urlPasswordValue(pw) && pw != s[u:c-1] {
			fs = append(fs, Finding{Family: Bearer, Start: c, End: at})
		}
	}
}

// findPgpassPasswords appends the passwords of a PostgreSQL password
// file's lines (~/.pgpass: "hostname:port:database:username:password"),
// found from the default port between colons (":5432:"): five fields on
// the line, the last to its end the password.
func findPgpassPasswords(s string, fs []Finding) []Finding {
	for i := 0; ; {
		k := strings.Index(s[i:], ":5432:")
		if k < 0 {
			return fs
		}
		c := i + k
		le := len(s)
		if e := strings.IndexByte(s[c:], '\n'); e >= 0 {
			le = c + e
		}
		i = le // one question a line: ":5432:" repeated on it reads it once
		ls := c - min(c, 256)
		ls += strings.LastIndexByte(s[ls:c], '\n') + 1
		if ls > 0 && s[ls-1] != '\n' || !pgpassLine(s[ls:le]) {
			continue // not the file's line (short, five fields): a URL, a log line, prose
		}
		// The file's other lines, before and after, whatever their
		// ports (a pooler's 6432): the lines in a row that read so.
		a := ls
		for a > 0 {
			b := strings.LastIndexByte(s[:a-1], '\n') + 1
			if !pgpassLine(s[b : a-1]) {
				break
			}
			a = b
		}
		for a < len(s) {
			b := len(s)
			if e := strings.IndexByte(s[a:], '\n'); e >= 0 {
				b = a + e
			}
			if a >= ls && b > le && !pgpassLine(s[a:b]) {
				break
			}
			if pgpassLine(s[a:b]) {
				p := a + strings.LastIndexByte(s[a:b], ':') + 1
				if pw := strings.TrimRight(s[p:b], "\r"); pw != "" && urlPasswordValue(pw) {
					fs = append(fs, Finding{Family: Bearer, Start: p, End: p + len(pw)})
				}
			}
			i = max(i, b)
			a = b + 1
		}
	}
}

// pgpassLine reports a line a password file's may be: five fields
// between colons, no blank, slash or at sign, short.
func pgpassLine(line string) bool {
	return len(line) <= 512 && strings.Count(line, ":") == 4 && !strings.ContainsAny(line, " \t/@")
}

// bitrixWebhook reads the secret of a Bitrix24 inbound webhook, whose URL
// is its credential: "https://portal.bitrix24.ru/rest/15/ixwkmrkqdsyur1if/
// crm.lead.add.json" — the user's id, then the webhook's code, which calls
// the portal's REST API as that user. The host is [u, e).
func bitrixWebhook(s string, u, e int) (int, int, bool) {
	if e-u < 12 || !strings.Contains(s[u:e], ".bitrix24.") || !strings.HasPrefix(s[e:], "/rest/") {
		return 0, 0, false
	}
	k := e + len("/rest/")
	d := k
	for d < len(s) && d-k < 10 && isDigit(s[d]) {
		d++
	}
	if d == k || d >= len(s) || s[d] != '/' {
		return 0, 0, false
	}
	a := d + 1
	b := a
	for b < len(s) && b-a <= 32 && isAlnum(s[b]) {
		b++
	}
	if b-a < 8 || b-a > 32 || b < len(s) && s[b] != '/' && s[b] != '\'' && s[b] != '"' && s[b] > ' ' {
		return 0, 0, false
	}
	letter, digit, upper := false, false, false
	for _, c := range []byte(s[a:b]) {
		letter, digit, upper = letter || isAlpha(c), digit || isDigit(c), upper || isUpper(c)
	}
	if !(letter && digit) && !(b-a == 16 && !upper) {
		return 0, 0, false // "/rest/1/profile/": a method, not a code (the codes are sixteen)
	}
	return a, b, true
}

// otpauthSecret reads the shared secret of an authenticator's key URI
// after its "otpauth://" at s[u] ("otpauth://totp/PayPal:jo@x.com?secret=
// JBSWY3DPEHPK3PXP&issuer=PayPal", Google Authenticator's Key URI Format,
// as authenticator apps export and QR codes hold it): the seed every code
// is derived from, base32 in the "secret" parameter, 16 to 128 bytes.
func otpauthSecret(s string, u int) (int, int, bool) {
	e := u
	for e < len(s) && e-u < 512 && credArgByte(s[e]) {
		e++
	}
	for i := u; i < e; i++ {
		if s[i] != '?' && s[i] != '&' || i+8 > e || !wordFoldAt(s, i+1, "secret=") {
			continue
		}
		a := i + len("?secret=")
		b := a
		for b < e && (isAlpha(s[b]) || s[b] >= '2' && s[b] <= '7' || s[b] == '=') {
			b++
		}
		if b-a >= 16 && b-a <= 128 && (b == e || s[b] == '&') && !strings.EqualFold(s[a:b], "JBSWY3DPEHPK3PXP") {
			return a, b, true // (not the Key URI Format's own example)
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// urlPasswordValue reports a userinfo's password that is a real one: six
// bytes or more mixing letters and digits or both cases, no variable or
// mask, no stand-in word. A word in small letters is a development
// default ("devpass", "localdev", "postgres"), and so is a password equal
// to its user ("postgres:postgres", "guest:guest"): they stay.
func urlPasswordValue(t string) bool {
	if len(t) < 6 || len(t) > maxPassword || t[0] == '$' || t[0] == '%' {
		return false
	}
	f := tokFlags(t)
	if f&tDigit == 0 && f&(tLower|tUpper) != tLower|tUpper || f&(tLower|tUpper) == 0 {
		return false
	}
	return !hasAnyFold(t, passwordStandIns) && !(len(t) <= maxStub && stubValue(t))
}

// findMySQLPasswords appends the password the MySQL and MariaDB clients
// take glued to -p ("mysql -h 10.0.0.5 -u alice -p'birke-comet-50X'",
// "mysqldump -uroot -pS3cret2024 db"): the option after a blank, on a line
// that runs one of the clients. A space after -p makes the next word the
// database, not a password (mysql(1)), but the password of a container
// registry's login (registryLogin). Found from each "-p", whose '-' is
// rare in prose.
func findMySQLPasswords(s string, fs []Finding) []Finding {
	okTo := -1 // the end of a line already found to run a client
	var lines mysqlLines
	var other optionLines
	for i := 1; i < len(s); {
		// Each '-' (indexByteNear: "a-a-a-…" costs no call each). The
		// options read are -p (the MySQL clients', a registry's,
		// sshpass's, cqlsh's), and redis-cli's -a and the OpenLDAP
		// clients' -w.
		o := indexByteNear(s, i, '-')
		if o < 0 {
			return fs
		}
		i = o + 1
		if !blankByte(s[o-1]) || o+3 >= len(s) {
			continue
		}
		if c := s[o+1]; c != 'p' {
			if (c == 'a' || c == 'w') && s[o+2] == ' ' && other.runs(s, o, c) {
				if start, end, ok := passwordArg(s, o+3); ok && urlPasswordValue(s[start:end]) {
					fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
					i = end
				}
			}
			continue
		}
		i = o + 2
		if s[o+2] == ' ' {
			// "docker login -u ci -p tundra5087Ab registry…": a
			// registry client's -p takes the next word, as sshpass's
			// does ("sshpass -p 'jHjw…' ssh …").
			if registryLogin(s, o) || o >= 8 && s[o-8:o-1] == "sshpass" || other.runs(s, o, 'c') {
				if start, end, ok := passwordArg(s, o+3); ok {
					fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
					i = end
				}
			}
			continue
		}
		if s[o+2] < ' ' {
			continue
		}
		if o >= okTo {
			if !lines.client(s, o) {
				continue
			}
			okTo = len(s)
			if k := strings.IndexByte(s[o:], '\n'); k >= 0 {
				okTo = o + k
			}
		}
		if start, end, ok := passwordArg(s, o+2); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs
}

// findIdentifiedBy appends the password of SQL's "IDENTIFIED BY '…'"
// (MySQL's and MariaDB's CREATE USER, ALTER USER and GRANT, Oracle's):
// the quoted string after it, as a general query log or a migration
// shows it. Found from the single quote, rarer in text than any letter of
// the words; "IDENTIFIED BY PASSWORD '*6BB4…'" gives a hash and stays.
func findIdentifiedBy(s string, fs []Finding) []Finding {
	const kw = "identified by "
	for i := len(kw); i+2 < len(s); {
		k := strings.IndexByte(s[i:], '\'')
		if k < 0 {
			break
		}
		j := i + k
		i = j + 1
		if lower(s[j-2]) != 'y' || s[j-1] != ' ' || !hasFoldAt(s, j-len(kw), kw) {
			continue
		}
		start, end, ok := passwordArg(s, j)
		if !ok {
			continue
		}
		fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
		i = end + 1
	}
	return fs
}

// registryLogin reports a container registry client's login command on the
// line before s[o], within 160 bytes: "docker login", "podman login",
// "buildah login", "nerdctl login", "helm registry login".
func registryLogin(s string, o int) bool {
	lo := max(0, o-160)
	if k := strings.LastIndexByte(s[lo:o], '\n'); k >= 0 {
		lo += k + 1
	}
	k := strings.Index(s[lo:o], " login ")
	if k < 0 {
		return false
	}
	before := s[lo : lo+k]
	for _, c := range [...]string{"docker", "podman", "buildah", "nerdctl", "helm registry"} {
		if strings.HasSuffix(before, c) {
			return true
		}
	}
	return false
}

// optionLines tells, for offsets asked in increasing order, whether the
// line before s[o] (160 bytes at most) runs redis-cli (for its -a), one
// of the OpenLDAP clients (ldapsearch, ldapadd…, for -w) or Cassandra's
// cqlsh (for -p and the next word; opt 'c'). A line's answer
// is kept, so options repeated on one line read it once.
type optionLines struct {
	to                 int  // the answers hold for offsets below to
	redis, ldap, cqlsh bool // the line runs redis-cli, an ldap client, cqlsh
}

func (l *optionLines) runs(s string, o int, opt byte) bool {
	if o >= l.to {
		lo := max(0, o-160)
		if k := strings.LastIndexByte(s[lo:o], '\n'); k >= 0 {
			lo += k + 1
		}
		line := s[lo:o]
		l.redis = strings.Contains(line, "redis-cli")
		l.ldap = strings.Contains(line, "ldapsearch") || strings.Contains(line, "ldapmodify") || strings.Contains(line, "ldapadd") ||
			strings.Contains(line, "ldapdelete") || strings.Contains(line, "ldapwhoami") || strings.Contains(line, "ldappasswd")
		l.cqlsh = strings.Contains(line, "cqlsh ")
		l.to = len(s)
		if k := strings.IndexByte(s[o:], '\n'); k >= 0 {
			l.to = o + k
		}
	}
	return opt == 'a' && l.redis || opt == 'w' && l.ldap || opt == 'c' && l.cqlsh
}

// mysqlLines tells, for offsets asked in increasing order, whether one of
// the MySQL clients is named on the line before s[o], within 160 bytes.
// What it has read and found no name in is not read again: a text full
// of " -p" reads each byte a few times, not 160 times.
type mysqlLines struct {
	lc     lineCursor
	noneTo int // s[:noneTo] holds no client's name that a later window may hold
}

func (m *mysqlLines) client(s string, o int) bool {
	lo := max(0, o-160)
	if ls := m.lc.startWithin(s, o, 160); ls >= 0 {
		lo = ls
	}
	// A name ending after noneTo may start up to its length before.
	from := max(lo, m.noneTo-len("mariadb")+1)
	w := s[from:o]
	if strings.Contains(w, "mysql") || strings.Contains(w, "mariadb") {
		return true
	}
	m.noneTo = o
	return false
}

// findOAuthCodes appends the authorization code an OAuth redirect carries
// ("GET /oauth/callback?code=CTBxLNdntuSlOtQx…&state=…"): a credential the
// client trades for tokens, as a log or a pasted address bar keeps it. The
// parameter is read only in a URL whose path names the redirect (callback,
// oauth, authorize, redirect, signin) and only when the value is shaped as
// an issued key; "?code=US" and a promotion's code stay. Found from each
// '?' and '&' before "code=".
func findOAuthCodes(s string, fs []Finding) []Finding {
	var paths redirectPaths
	read := func(s string, q int) (int, int, bool) { return oauthCodeAt(s, q, &paths) }
	fs = findAfterPhrase(s, "?code=", fs, read)
	return findAfterPhrase(s, "&code=", fs, read)
}

// oauthCodeAt reads the code after "?code=" or "&code=" at s[q], in its
// alphabet, 256 bytes at most.
func oauthCodeAt(s string, q int, paths *redirectPaths) (int, int, bool) {
	i := q + len("?code=")
	j := i
	for j < len(s) && j-i < 256 && (class[s[j]]&cB64URL != 0 || s[j] == '.' || s[j] == '~' || s[j] == '%' || s[j] == '/') {
		j++
	}
	v := s[i:j]
	return i, j, (apiKeyShape(v) || mixedCaseKey(v) || googleAuthCode(v)) && paths.at(s, q)
}

// googleAuthCode reports Google's authorization code, "4/0A" and 30 bytes
// or more of its alphabet ("4/0ATA5HJNzd_dDi02DTfbFlXAeS3m…").
func googleAuthCode(v string) bool {
	return len(v) >= 34 && strings.HasPrefix(v, "4/0A") && apiKeyShape(v[2:])
}

// redirectWords name an OAuth redirect's path, in lower case.
var redirectWords = [...]string{"callback", "oauth", "authorize", "redirect", "signin", "sign-in", "/token"}

// redirectWordEnd holds the last bytes of redirectWords, in any case.
var redirectWordEnd = func() (t [256]bool) {
	for _, w := range redirectWords {
		c := w[len(w)-1]
		t[c], t[c-'a'+'A'] = true, true
	}
	return
}()

// redirectPaths reports a redirect's word in the URL path that ends at
// s[q] (read back to a blank or a quote, 256 bytes at most), for offsets
// asked in increasing order: the bytes are read forward once, not 256
// back from every code ("…?code=…?code=…" on one line).
type redirectPaths struct {
	to       int // the bytes before to are read
	runStart int // where the run of URL bytes that reaches to starts (or a bound after it)
	word     int // one more than where the last redirect word that ends by to starts; 0 for none
}

func (m *redirectPaths) at(s string, q int) bool {
	if q < m.to || q-m.to > 256 {
		// Afresh: what lies 256 bytes back or more is in no path.
		from := max(0, q-256)
		*m = redirectPaths{to: from, runStart: from}
	}
	for i := m.to; i < q; i++ {
		if !credArgByte(s[i]) {
			m.runStart = i + 1
			continue
		}
		if !redirectWordEnd[s[i]] {
			continue
		}
		for _, w := range redirectWords {
			if j := i + 1 - len(w); j >= m.runStart && lower(s[j]) == w[0] && hasFoldAt(s, j, w) {
				m.word = max(m.word, j+1)
			}
		}
	}
	m.to = q
	return m.word > max(m.runStart, q-256)
}

// schemeBefore reports a URL's scheme ending at s[q] (RFC 3986: a letter,
// then letters, digits, '+', '-' and '.'), as "postgresql+psycopg2" is.
func schemeBefore(s string, q int) bool {
	k := q
	for k > 0 && q-k < 32 && (isAlnum(s[k-1]) || s[k-1] == '+' || s[k-1] == '-' || s[k-1] == '.') {
		k--
	}
	return k < q && isAlpha(s[k])
}
