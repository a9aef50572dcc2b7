package scrub

import "strings"

// Passwords named by a short word: "pass", "pw", "pwd", "passphrase",
// Norwegian "passord" and French "mot de passe" (the 'p' scan of
// findPasswords finds them with "password"). The words name other things
// too — a boarding pass, a pass in a game, the shell's pwd — so where the
// word is no key's name the line must show a login first: an e-mail
// address or a word for the user ("user gkelly pw Harbor.68?ok", "…@web.de,
// pass redDog564"). "pass" as a key ("pass: …", "SMTP_PASS=…") needs the
// same unless it is joined to a qualifier, quoted, or starts its line:
// "Boarding pass: 2B8KQ7X9" stays. The value is what a password's must be
// (passwordValue).

// shortPasswordAt reads the password after the short word starting at
// s[p], whose next byte is an 'a' or a 'w' in either case. word reports
// that the word stands there; next is where the scan goes on when no
// value was taken, past what was read for one.
func shortPasswordAt(s string, p int, m *loginMemo) (start, end int, ok, word bool, next int) {
	next = p + 1
	n := 0
	switch {
	case s[p+1]|0x20 == 'w':
		n = 2
		if p+2 < len(s) && s[p+2]|0x20 == 'd' {
			n = 3
		}
	case p+2 < len(s) && s[p+2]|0x20 == 'r' && wordFoldAt(s, p+1, "arol") && p+5 < len(s) && (s[p+5] == ':' || s[p+5] == '=' || s[p+5] == ' '):
		// Uzbek, Azerbaijani, Turkmen and Kazakh in Latin letters
		// ("parol: Elif775E"); "parola", "parolni" go on as words.
		n = 5
	case p+7 < len(s) && s[p+2]|0x20 == 'r' && (wordFoldAt(s, p+1, "arool") || wordFoldAt(s, p+1, "arole") || wordFoldAt(s, p+1, "arola")) && s[skipBlanks(s, p+6, 1)] == ':':
		// Estonian's "parool", Latvian's "parole", Romanian's "parola",
		// only as a label before a colon ("parool: Baltija?679"): prose
		// elsewhere ("on parole", Italian's "una parola"), round 30.
		n = 6
	case wordFoldAt(s, p+1, "ass"):
		n = 4
		switch {
		case wordFoldAt(s, p+4, "phrase"):
			n = 10
		case wordFoldAt(s, p+4, "ord"):
			n = 7
		case p+4 < len(s) && s[p+4]|0x20 == 'e' && p >= 7 && wordFoldAt(s, p-7, "mot de "):
			n = 5
		case p+4 < len(s) && s[p+4]|0x20 == 'e' && p >= 8 && wordFoldAt(s, p-8, "palavra-"):
			n = 5 // Portugal's "Palavra-passe:"
		}
	default:
		return
	}
	e := p + n
	if n == 4 && e < len(s) && s[e] == '>' && p >= 5 && wordFoldAt(s, p-5, "<user") {
		// OFX's sign-on element, SGML with no closing tag: "<USERID>
		// robert69<USERPASS>K1mar&794Ma<LANGUAGE>ENG".
		k := e + 1
		for k < len(s) && k-e <= maxPassword && s[k] != '<' && s[k] != '\n' && s[k] != '\r' {
			k++
		}
		if passwordValue(s[e+1 : k]) {
			return e + 1, k, true, true, k
		}
		return 0, 0, false, true, k
	}
	if n == 4 && e < len(s) && s[e] == ' ' && keytoolPassOption(s, p) {
		// keytool's and jarsigner's "-storepass …", "-keypass …": the
		// option's argument (not "-storepass:env NAME", a variable's).
		start, end, ok = passwordArg(s, skipBlanks(s, e, 4))
		return start, end, ok, true, max(next, end)
	}
	hump := p > 0 && s[p]-'A' < 26 && s[p-1]-'a' < 26 && (n == 4 || n == 3) && (e >= len(s) || !isWordByte(s[e]))
	if e < len(s) && (isWordByte(s[e]) || s[e] == '-' && e+1 < len(s) && isAlnum(s[e+1])) || p > 0 && isAlnum(s[p-1]) && !hump {
		if n == 4 {
			if start, end, ok = requirePassAt(s, p, e); ok {
				word = true
			}
		}
		return // "passenger", "pwm", "bypass", "pass-through"
	}
	word = true
	if p > 0 && (s[p-1] == '?' || s[p-1] == '&') {
		return // a link's parameter: Zoom's "?pwd=…" is the invitation's, sent to every guest
	}
	defer func() {
		if ok && wifiBefore(s, p) {
			ok = false // a network's key, asked once a value is read
		}
	}()
	k, joined := p, false
	if p > 0 && (s[p-1] == '_' || s[p-1] == '-') || hump {
		// Joined to a qualifier: "SMTP_PASS", "ppp-pw", a name's hump in
		// code ("dbPass := …", "smtpPwd").
		joined = true
		for k > 0 && p-k < 48 && (isWordByte(s[k-1]) || s[k-1] == '-') {
			k--
		}
	}
	if j, key := afterKey(s, k, parenQualifier(s, e), true, true); key {
		if n == 4 && !joined && !(k > 0 && (s[k-1] == '"' || s[k-1] == '\'')) && !startsLine(s, k) && !m.loginBefore(s, p) && !accountPassLine(s, k) {
			if wifi, guest := wifiLine(s, p); !wifi || guest {
				return // ("network Glo_0051 pass= Wombat#22": a network's key)
			}
		}
		start, end, ok = passwordArg(s, j)
		if !ok {
			next = valueRunEnd(s, j)
		}
		return
	}
	if e < len(s) && s[e] == '\t' && cellKeyAt(s, k) {
		// A two-column sheet's row: "Pass\tJuniper-Cobalt17".
		start, end, ok = cellPassword(s, e)
		return
	}
	if joined && e < len(s) && s[e] == ' ' && startsLine(s, k) {
		// A configuration's directive and its argument, apart by
		// blanks, the value filling the line: keepalived's
		// "auth_pass NqkR2DTB", a daemon's "admin_pass …".
		if j := skipBlanks(s, e, 16); j < len(s) {
			if start, end, ok = passwordArg(s, j); ok && (end == len(s) || s[end] == '\n' || s[end] == '\r') {
				return
			}
			ok = false
		}
	}
	if e < len(s) && s[e] == ' ' && n <= 4 && startsLine(s, k) && userLineBefore(s, k) {
		// Settings handed over a line each, no colons: "user
		// jonas@acme-corp.net\npass Oyster&River7896" (SMTP, FTP).
		if j := skipBlanks(s, e, 8); j < len(s) {
			if start, end, ok = passwordArg(s, j); ok && (end == len(s) || s[end] == '\n' || s[end] == '\r') {
				return
			}
			ok = false
		}
	}
	qualified := 0 // "Mot de passe provisoire : …", for the longer words only
	if n >= 5 {
		qualified = wordsThenColon(s, e)
	}
	shortWord := n <= 3 || n == 10 // "pw", "pwd", "passphrase": no boarding pass's
	if c := networkPhraseColon(s, e); c > 0 {
		// "Mot de passe Wi-Fi du cabinet : …", "pass WLAN: …"
		start, end, ok = passwordArg(s, skipBlanks(s, c+1, 4))
	} else if c := qualified; c > 0 {
		// "Mot de passe provisoire : …", "passphrase Wi-Fi: …"
		start, end, ok = passwordArg(s, skipBlanks(s, c+1, 4))
	} else if n == 5 || m.loginBefore(s, p) || shortWord && strings.HasPrefix(s[e:], " is ") && digitInWordAfter(s, e+3) {
		// ("grafana admin pw is D8LBOpetLk9u7xIx5s": "pw" and "is", no
		// login needed; "the safe's passphrase is …")
		start, end, ok = passwordInProse(s, e)
	} else if c := forPhraseColon(s, e); c > 0 && shortWord {
		// What it is for, then a colon: "new pw for Spotify: …".
		start, end, ok = passwordArg(s, skipBlanks(s, c+1, 4))
	} else if shortWord && strings.HasPrefix(s[e:], " for ") {
		// What it is for, then "is": "pw for the shared account is …".
		start, end, ok = passwordInProse(s, e)
	} else if v := arrowAfter(s, e); n <= 3 && v+1 < len(s) && s[v] != '/' && s[v] != '~' && s[v] != '.' && (digitInWordAfter(s, v-1) || appPasswordAt(s, v) > 0) {
		// The value right after the word, as notes and chats give it:
		// "netbank pw DHMmBdgK7vA3", "pwd walnut6147Walnut for the
		// shared drive", "fb pw -> favour_kangaroo541" (the shell's pwd
		// takes no argument; a path is no password).
		start, end, ok = passwordArg(s, v)
	} else {
		// A network named before it, "pass" or "pw" is its key's word
		// ("WiFi: CasaLukas_5G / pass 7DV75UBnnh1w!").
		start, end, ok = networkKeyAfter(s, p, e)
	}
	return
}

// arrowAfter returns where a value starts after the blank at s[e] and an
// arrow a note points with ("-> ", "=> "), or after the blank alone; e
// when s[e] is no blank.
func arrowAfter(s string, e int) int {
	if e >= len(s) || s[e] != ' ' {
		return e
	}
	if strings.HasPrefix(s[e+1:], "-> ") || strings.HasPrefix(s[e+1:], "=> ") {
		return e + 4
	}
	return e + 1
}

// userLineBefore reports the line before the one starting at or before
// s[k] (after blanks) opening with a user's word and a blank: "user …",
// "username …", "login …".
func userLineBefore(s string, k int) bool {
	ls := lineStart(s, k)
	if ls < 2 {
		return false
	}
	pl := lineStart(s, ls-1)
	j := skipBlanks(s, pl, 8)
	for _, w := range [...]string{"user ", "username ", "login "} {
		if j+len(w) < ls && strings.EqualFold(s[j:j+len(w)], w) {
			return true
		}
	}
	return false
}

// requirePassAt reads the password after Redis's "requirepass" directive,
// whose "pass" starts at s[p] and ends at s[e]: the server's password
// (redis.io, "Security": clients send it with AUTH). The directive is
// given as a configuration file's line ("requirepass Xk29fhQ2pLm81"), a
// command's option ("redis-server --requirepass …") or CONFIG SET's
// argument, its value after blanks; or as a key ("requirepass: …").
func requirePassAt(s string, p, e int) (int, int, bool) {
	k := p - 7
	if k < 0 || !wordFoldAt(s, k, "require") || k > 0 && isAlnum(s[k-1]) || e < len(s) && isWordByte(s[e]) {
		return 0, 0, false
	}
	if j, key := afterKey(s, k, e, true, true); key {
		return passwordArg(s, j)
	}
	if e >= len(s) || s[e] != ' ' || !startsLine(s, k) && !(k >= 11 && hasFoldAt(s, k-11, "config set ")) {
		return 0, 0, false
	}
	return passwordArg(s, skipBlanks(s, e, 4))
}

// networkKeyAfter reads the value after the word at s[p] that ends at s[e]
// ("pass", "pw", "key") as a wireless network's key, when a network that
// is no guest network is named on its line or the one before. The line is
// read only once the word after holds a digit and reads as a password.
func networkKeyAfter(s string, p, e int) (int, int, bool) {
	if !digitInWordAfter(s, e) {
		return 0, 0, false
	}
	start, end, ok := passwordInProse(s, e)
	if !ok {
		return 0, 0, false
	}
	if wifi, guest := wifiLine(s, p); !wifi || guest {
		return 0, 0, false
	}
	return start, end, true
}

// digitInWordAfter reports a digit in the word after the blank at s[e]
// (a password people choose has one): a cheap test before a value is
// read.
func digitInWordAfter(s string, e int) bool {
	if e >= len(s) || s[e] != ' ' {
		return false
	}
	for j := e + 1; j < len(s) && j-e <= maxPassword && s[j] > ' '; j++ {
		if isDigit(s[j]) {
			return true
		}
	}
	return false
}

// parenQualifier returns where the key ending at s[e] goes on after a
// qualifier in parentheses ("Passwort (PPPoE): …", "pw (temp): …"), or e.
func parenQualifier(s string, e int) int { return parenWithin(s, e, 32) }

// parenWithin returns where a qualifier in parentheses after s[e] (a space,
// then the parenthesis, on one line, n bytes at most) ends, or e.
func parenWithin(s string, e, n int) int {
	if e+2 >= len(s) || s[e] != ' ' || s[e+1] != '(' && s[e+1] != '[' {
		return e
	}
	closing := byte(')')
	if s[e+1] == '[' {
		closing = ']' // aws configure's prompt: "AWS Secret Access Key [None]: …"
	}
	for i := e + 2; i < len(s) && i-e < n; i++ {
		switch s[i] {
		case closing:
			return i + 1
		case '\n', '(', '[':
			return e
		}
	}
	return e
}

// startsLine reports that s[k] starts its line, after blanks at most.
func startsLine(s string, k int) bool {
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	return k == 0 || s[k-1] == '\n'
}

// loginBefore reports a login on the line before s[p] (100 bytes at most):
// an e-mail address's '@' or a word for the user. The scan of 'p' asks in
// order of p, so m reads each byte once however many words ask ("user pw
// pw pw …").
func (m *loginMemo) loginBefore(s string, p int) bool {
	if m.to > p {
		*m = loginMemo{}
	}
	for i := max(m.to, p-100); i < p; i++ {
		switch c := s[i]; {
		case c == '\n':
			m.line = i + 1
		case c == '@':
			m.login = i + 1
		case loginFirst[lower(c)] && (i == 0 || !isAlpha(s[i-1])):
			for _, w := range loginWords {
				if w[0] == lower(c) && wordFoldAt(s, i, w) {
					m.login = i + 1
					break
				}
			}
		}
	}
	m.to = p
	return m.login > max(m.line, p-100)
}

// A loginMemo is what loginBefore has read: up to to, the last line's
// start and where the last login evidence stands (one past it).
type loginMemo struct{ to, line, login int }

// loginFirst holds the first bytes of loginWords.
var loginFirst = func() (t [256]bool) {
	for _, w := range loginWords {
		t[w[0]] = true
	}
	return
}()

// loginWords name a login's user, in lower case.
var loginWords = []string{"user", "login", "logon", "log in", "usuario", "usuário", "identifiant", "benutzer", "gebruiker", "utente", "sign-in", "signin", "sign in",
	"acct"} // a note's account: "optus acct pass Shiva!32"

// valueRunEnd returns the end of the unquoted run of at most maxPassword
// bytes at s[j], or j+1 when there is none: a scan that turned the value
// away goes on from there, so that "pw:pw:pw:…" is read once.
func valueRunEnd(s string, j int) int {
	e := j
	for e < len(s) && e-j <= maxPassword && s[e] > ' ' {
		e++
	}
	return max(e, j+1)
}

// wordFoldAt reports the lower-case ASCII w at s[i], case folded, within s.
func wordFoldAt(s string, i int, w string) bool {
	if i < 0 || i+len(w) > len(s) {
		return false
	}
	// ASCII folded a byte at a time; Unicode's folding only where a
	// byte is not ASCII (strings.EqualFold's answer, a call less for
	// each of the words a password's word is asked for).
	for k := 0; k < len(w); k++ {
		a, b := s[i+k], w[k]
		switch {
		case a == b || a|0x20 == b|0x20 && a|0x20-'a' < 26:
		case a >= 0x80 || b >= 0x80:
			return strings.EqualFold(s[i:i+len(w)], w)
		default:
			return false
		}
	}
	return true
}

// passwordsAfterLogins appends the passwords that follow a login's e-mail
// address as the next word, under the word of a language the scans do not
// search every text for ("…@ziggo.nl, wachtwoord Casa77$Cyj", "login
// …@yahoo.com.br senha Casa79*Nut", "…@onet.pl, hasło: Lumen10!Dnx"), or,
// in CJK text, within the next words ("…@126.com，初始密码：Tenant24#War"):
// read only after the addresses fs[:emails] found, a few bytes each, so
// they cost nothing elsewhere.
func passwordsAfterLogins(s string, fs []Finding, emails int) []Finding {
	for x := 0; x < emails; x++ {
		if fs[x].Family != Email {
			continue
		}
		k := skipLoginSeps(s, fs[x].End)
		if k == fs[x].End || k >= len(s) {
			continue
		}
		p, e := -1, -1
		if s[k] >= 0xE3 {
			// No spaces part CJK words: the word may stand after
			// another ("初始" before "密码").
			for _, w := range cjkPasswordWords {
				if i := strings.Index(s[k:min(len(s), k+24)], w); i >= 0 {
					p, e = k+i, k+i+len(w)
					break
				}
			}
		} else if loginPasswordFirst[lower(s[k])] {
			for _, w := range loginPasswordWords {
				if w[0] == lower(s[k]) && wordFoldAt(s, k, w) && (k+len(w) == len(s) || !isAlnum(s[k+len(w)]) && s[k+len(w)] < 0x80) {
					p, e = k, k+len(w)
					break
				}
			}
		}
		if p < 0 {
			continue
		}
		var m laterMemo // after an address each, few: no need to share
		if start, end, ok := passwordWordValue(s, p, e, &m); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
		}
	}
	return fs
}

// skipLoginSeps returns where the next word starts after an address ending
// at s[k]: past blanks, commas, slashes, bars and semicolons, ASCII or
// full-width, four at most.
func skipLoginSeps(s string, k int) int {
	for n := 0; k < len(s) && n < 4; n++ {
		switch {
		case s[k] == ' ' || s[k] == ',' || s[k] == '/' || s[k] == '|' || s[k] == ';':
			k++
		case strings.HasPrefix(s[k:], "，") || strings.HasPrefix(s[k:], "、") || strings.HasPrefix(s[k:], "；"):
			k += 3
		default:
			return k
		}
	}
	return k
}

// cjkPasswordWords name a password in Chinese (simplified and
// traditional), Japanese and Korean.
var cjkPasswordWords = []string{"密码", "密碼", "パスワード", "비밀번호"}

// loginPasswordFirst holds the first bytes of loginPasswordWords.
var loginPasswordFirst = func() (t [256]bool) {
	for _, w := range loginPasswordWords {
		t[w[0]] = true
	}
	return
}()

// loginPasswordWords name a password in the languages whose word no scan
// looks for in every text, in lower case: Dutch, Portuguese, Polish (with
// and without its ł), Swedish, German's other word, Czech and Slovak,
// Turkish, Italian's and Romanian's "parola", Finnish, Danish, Indonesian
// and Malay, Vietnamese, Arabic, Greek, Hindi, Hebrew, Thai, and the
// words every text is searched for, when a login's address comes first.
var loginPasswordWords = []string{
	"wachtwoord", "senha", "hasło", "haslo", "lösenord", "kennwort", "heslo", "şifre", "sifre", "parola",
	"salasana", "adgangskode", "kata sandi", "mật khẩu", "كلمة المرور", "κωδικός", "पासवर्ड", "סיסמה", "รหัสผ่าน",
	"contraseña", "пароль", "password", "passwort", "pass", "pw", "pwd", "mot de passe",
}

// backupCodesAt reads the list of two-factor backup codes that follows
// "backup codes", "recovery codes" or "scratch codes" whose "code" starts
// at s[c] (the 'c' scan of findSecretWords): each works once in place of
// the second factor, so each is a credential. The list follows the phrase
// on its line after a colon or on the lines after it, one code an item:
// six to twelve letters and digits, one '-' or space inside at most
// ("aswt-ywg7", "5PVPL-PA82B", "2435 5319", "1. 46275204"), sixteen at most;
// the first item of another shape ends it.
func backupCodesAt(s string, c int, fs []Finding) ([]Finding, int) {
	if c+4 > len(s) || !wordFoldAt(s, c, "code") {
		return fs, c + 1
	}
	w := c
	if w > 0 && (s[w-1] == ' ' || s[w-1] == '-') {
		w--
	}
	if w >= 13 && wordFoldAt(s, w-12, "verification") && s[w-13] == ' ' {
		w -= 13 // Google's "BACKUP VERIFICATION CODES"
	}
	ok := false
	for _, q := range [...]string{"backup", "recovery", "scratch", "bypass", "wiederherstellungs"} {
		if k := w - len(q); k >= 0 && wordFoldAt(s, k, q) && (k == 0 || !isAlpha(s[k-1])) {
			ok = true
			break
		}
	}
	if !ok {
		return fs, c + 1
	}
	if more, end := inlineBackupCodes(s, c+4, fs); len(more) > len(fs) {
		return more, end
	}
	// The phrase's line: to a colon (the list on the line) or its end.
	i := c + 4
	for i < len(s) && i-c < 120 && s[i] != '\n' && s[i] != ':' {
		i++
	}
	if i >= len(s) {
		return fs, i
	}
	i++
	// Up to two short lines may stand between the phrase and its list
	// (the account's address, "Each code can be used once."); a list
	// found after them has two codes or more.
	skipped, from := 0, len(fs)
	for n := 0; n < 16 && i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n' || s[i] == ',') {
			i++
		}
		j := i
		for j < len(s) && j-i < 3 && isDigit(s[j]) {
			j++
		}
		if j > i && j+1 < len(s) && (s[j] == '.' || s[j] == ')') && s[j+1] == ' ' {
			i = j + 2 // a numbered item: "1. "
		}
		e, ok := backupCodeEnd(s, i)
		if !ok && n == 0 {
			if e, ok = recoveryKeyEnd(s, i); ok {
				// One long code: Microsoft's "KNA65-RLRYH-…", Bitwarden's
				// 32 letters and digits.
				return append(fs, Finding{Family: Bearer, Start: i, End: e}), e
			}
			if le := strings.IndexByte(s[i:min(len(s), i+120)], '\n'); le > 0 && skipped < 2 {
				i += le
				skipped++
				continue
			}
		}
		if !ok {
			break
		}
		fs = append(fs, Finding{Family: Bearer, Start: i, End: e})
		i = e
		n++
	}
	if skipped > 0 && len(fs)-from < 2 {
		return fs[:from], i
	}
	return fs, i
}

// recoveryKeyEnd reports one long recovery code at s[i] and its end: five
// to eight groups of four or five capitals and digits joined by '-'
// ("KNA65-RLRYH-YFBB3-ZDAVC-NQH8X"), or 24 to 40 ASCII letters and digits
// in one case with five digits or more; nothing glued after.
func recoveryKeyEnd(s string, i int) (int, bool) {
	j, groups, g, digits, upper, lower := i, 0, 0, 0, false, false
	for ; j < len(s) && j-i <= 48; j++ {
		c := s[j]
		switch {
		case isDigit(c):
			digits++
			g++
		case isUpper(c):
			upper = true
			g++
		case c-'a' < 26:
			lower = true
			g++
		case c == '-' && (g == 4 || g == 5):
			groups++
			g = 0
			continue
		default:
			goto end
		}
	}
end:
	if j < len(s) && s[j] != '\n' && s[j] != '\r' && s[j] != ' ' {
		return 0, false
	}
	if groups > 0 {
		return j, (g == 4 || g == 5) && groups >= 4 && groups <= 7 && !lower && digits > 0
	}
	return j, j-i >= 24 && j-i <= 40 && digits >= 5 && upper != lower
}

// backupCodeEnd reports a backup code at s[i] and its end: six to twelve
// ASCII letters and digits with a digit among them, one space or up to two
// '-' inside ("EG87-ATQJ-ERXA"), nothing glued after.
func backupCodeEnd(s string, i int) (int, bool) {
	j, n, seps, digit := i, 0, 0, false
	for j < len(s) && n <= 12 {
		switch c := s[j]; {
		case isAlnum(c):
			n++
			digit = digit || isDigit(c)
		case (c == '-' && seps < 2 || c == ' ' && seps == 0) && n >= 3 && j+1 < len(s) && isAlnum(s[j+1]) && (seps == 0 || s[j-1] != ' '):
			seps++
		default:
			goto end
		}
		j++
	}
end:
	if n < 6 || n > 12 || !digit || j < len(s) && s[j] != '\n' && s[j] != '\r' && s[j] != ',' && s[j] != ' ' {
		return 0, false
	}
	return j, true
}

// columnPasswords appends the values of a delimited table's column whose
// header cell, holding the password's word at s[w], names a password
// ("login_password" in a password manager's CSV export, "Password" in a
// TSV of accounts): each row's cell in that column, when it is no stand-in
// and looks chosen (passwordValue, or eight bytes or more of a
// passphrase's words and digits). It returns where the rows end (or w+1),
// for the scan to go on from: each row is read once, and the header's line
// once however many words it holds (lc, for a scan that asks in order).
func columnPasswords(s string, w int, fs []Finding, lc *lineCursor) ([]Finding, int) {
	// The word must end its cell: a delimiter or the line's end after it
	// and its quote (most words that are no header's are told here).
	x := w
	for x < len(s) && x-w < 24 && (isWordByte(s[x]) || s[x] == '.') {
		x++
	}
	for x < len(s) && (s[x] == '"' || s[x] == ' ') && x-w < 28 {
		x++
	}
	x = headerNoteEnd(s, x)
	if x < len(s) && !tableDelim(s[x]) && s[x] != '\n' && s[x] != '\r' {
		return fs, w + 1
	}
	// The header line, 512 bytes either way at most: a longer line is
	// no table's header, and the searches stay bounded.
	ls := lc.startWithin(s, w, 512)
	if ls < 0 {
		return fs, w + 1
	}
	le := lc.endWithin(s, w, 512)
	if le < 0 {
		return fs, w + 1
	}
	// The cell holding the word, and the delimiter around it.
	a, b := w, w
	for a > ls && w-a < 32 && !tableDelim(s[a-1]) {
		a--
	}
	for b < le && b-w < 32 && !tableDelim(s[b]) && s[b] != '\r' {
		b++
	}
	if a > ls && !tableDelim(s[a-1]) {
		return fs, w + 1 // a cell this long is no column's name
	}
	var d byte
	switch {
	case b < le && tableDelim(s[b]):
		d = s[b]
	case a > ls:
		d = s[a-1]
	default:
		return fs, w + 1 // no table
	}
	name := s[a:b]
	if k := strings.IndexAny(name, "[("); k > 0 && headerNoteEnd(s, a+k) > a+k {
		name = name[:k] // "Password [Required]"
	}
	name = strings.Trim(name, "\" '")
	if !passwordColumnName(name) {
		return fs, w + 1
	}
	col := strings.Count(s[ls:a], string(d))
	i := le + 1
	for rows := 0; i < len(s) && rows < 256; rows++ {
		e := strings.IndexByte(s[i:min(len(s), i+1024)], '\n')
		if e < 0 {
			if len(s)-i > 1024 {
				break // no row of a table is this long
			}
			e = len(s)
		} else {
			e += i
		}
		line := s[i:e]
		if strings.TrimSpace(line) == "" || strings.IndexByte(line, d) < 0 {
			break
		}
		// The cell at col.
		c0, n := 0, 0
		for k := 0; k < len(line) && n < col; k++ {
			if line[k] == d {
				n++
				c0 = k + 1
			}
		}
		if n == col {
			c1 := strings.IndexByte(line[c0:], d)
			if c1 < 0 {
				c1 = len(line)
			} else {
				c1 += c0
			}
			v0, v1 := c0, strings.TrimRight(line[:c1], "\r ")
			cell := strings.Trim(line[v0:len(v1)], "\" ")
			if cell != "" && (passwordValue(cell) || len(cell) >= 8 && strings.ContainsAny(cell, "-.0123456789") && tokFlags(cell)&(tLower|tUpper) != 0 && !strings.ContainsAny(cell, " $") && !hasAnyFold(cell, passwordStandIns)) {
				start := i + v0 + strings.Index(line[v0:], cell)
				fs = append(fs, Finding{Family: Bearer, Start: start, End: start + len(cell)})
			}
		}
		i = e + 1
	}
	return fs, i
}

// tableDelim reports a delimited table's cell separator.
func tableDelim(c byte) bool { return c == ',' || c == '\t' || c == ';' || c == '|' }

// headerNoteEnd returns where a header cell's note at s[x] ends: a
// bracket or a parenthesis closed within 40 bytes, the word "Required"
// after it maybe, as bulk-upload templates write them ("Password
// [Required]", Entra's "Initial password [passwordProfile] Required"); x
// when there is none.
func headerNoteEnd(s string, x int) int {
	if x >= len(s) || s[x] != '[' && s[x] != '(' {
		return x
	}
	c := byte(']')
	if s[x] == '(' {
		c = ')'
	}
	k := strings.IndexByte(s[x:min(len(s), x+40)], c)
	if k < 0 || strings.IndexByte(s[x:x+k], '\n') >= 0 {
		return x
	}
	e := x + k + 1
	if strings.HasPrefix(s[e:], " Required") {
		e += len(" Required")
	}
	return e
}

// passwordColumnName reports a column name that says its cells are
// passwords: "password", "login_password", "Passwort", "pwd", "pass".
func passwordColumnName(n string) bool {
	if len(n) > 32 {
		return false
	}
	for _, w := range [...]string{"password", "passwort", "passwd", "pwd", "pass", "mot de passe", "contraseña", "senha", "wachtwoord"} {
		k := len(n) - len(w)
		if k >= 0 && strings.EqualFold(n[k:], w) && (k == 0 || n[k-1] == '_' || n[k-1] == ' ' || n[k-1] == '.') {
			return true
		}
	}
	return false
}

// comboPasswords appends the passwords of a combo list's lines, the
// e-mail addresses fs[:n] found, each then a colon and the password to
// the end of its word ("emiller014@aol.com:QpSDk9PiZlXX"), or a stealer
// log's "url;email;password": the formats leaked and resold credentials
// travel in. The address starts its line or a word (or follows the ';');
// the value holds no '/' (a repository's path after "git@host:") and no
// other address, and looks chosen (passwordValue).
func comboPasswords(s string, fs []Finding, n int) []Finding {
	for k := 0; k < n; k++ {
		f := fs[k]
		if f.Family != Email || f.End+1 >= len(s) || s[f.End] != ':' && s[f.End] != ';' {
			continue
		}
		// "email:password", or a stealer log's "url;email;password".
		sep := s[f.End]
		if sep == ';' && !stealerURLBefore(s, f.Start) || sep == ':' && f.Start > 0 && s[f.Start-1] != '\n' && s[f.Start-1] != ' ' && s[f.Start-1] != '\t' {
			continue // (a CSV row's address, "…;010-1750-5493;maria@…;01-Mar-2020", is no log's)
		}
		j := f.End + 1
		e := j
		for e < len(s) && e-j <= maxPassword && s[e] > ' ' && s[e] != 0x7f {
			e++
		}
		if e < len(s) && s[e] != ' ' && s[e] != '\n' && s[e] != '\r' && s[e] != '\t' {
			continue
		}
		if v := s[j:e]; strings.IndexByte(v, '/') >= 0 || sep == ';' && (strings.IndexByte(v, ';') >= 0 || e < len(s) && s[e] != '\n' && s[e] != '\r') || addressIn(v) || !passwordValue(v) {
			continue
		}
		fs = append(fs, Finding{Family: Bearer, Start: j, End: e})
	}
	return fs
}

// stealerURLBefore reports the field before an address at s[start] as a
// stealer log's URL: "url;login;password" lines, the URL starting its line
// and holding a '/' ("login.arcadia-pharma.it/;e.oliveira@…;…").
func stealerURLBefore(s string, start int) bool {
	if start < 2 || s[start-1] != ';' {
		return false
	}
	ls := start - 1
	for ls > 0 && start-ls < 256 && s[ls-1] != '\n' && s[ls-1] != ';' && s[ls-1] != ' ' {
		ls--
	}
	return (ls == 0 || s[ls-1] == '\n') && strings.IndexByte(s[ls:start-1], '/') >= 0
}

// addressIn reports an '@' in v with a dot after it: another address
// ("a@b.io:c@d.io"), not a password that holds an '@' ("Liverpool@Trustno66").
func addressIn(v string) bool {
	at := strings.IndexByte(v, '@')
	return at >= 0 && strings.IndexByte(v[at:], '.') >= 0
}

// accountPassLine reports "pass" at s[k] after one word that starts its
// line and names what the password opens ("Mail pass: …", "Email pass:",
// "Steam pass:", as an account's seller lists them under its login).
func accountPassLine(s string, k int) bool {
	if k < 3 || s[k-1] != ' ' {
		return false
	}
	w, ws := asciiWordEnding(s, k-1)
	return w != "" && startsLine(s, ws) && wordIn(w, passOpeners)
}

// passOpeners name what a password opens, before "pass".
var passOpeners = []string{"mail", "email", "e-mail", "gmail", "account", "acc", "acct", "login", "user", "admin", "root",
	"steam", "epic", "riot", "origin", "uplay", "psn", "xbox", "nintendo", "battlenet", "db", "ftp", "smtp", "vpn", "wp"}

// listedPasswords appends the passwords of a list under a heading that
// names them, the password's word at s[w] on the heading's line: "Passwords
// (DON'T LOSE)", "From Mum's password notebook:", then one account to a
// line, a name of one to three words (no digit: "Step 1: …" is no
// account), ':' or '-' and the password to
// the line's end ("amazon: Coconut@1973", "Bank - Butterfly@1934"). The
// heading holds words alone (no value: no digit, no '=' or '.', a colon
// only at its end; the word 32 bytes at most from its start, 40 after) and
// ends in a colon, or says "passwords" over two lines or more; the list ends at the first line of another form, and a
// line naming the login ("email: …", "user: …") is passed over. It returns
// where the list ends (or w+1).
func listedPasswords(s string, w int, fs []Finding) ([]Finding, int) {
	le := strings.IndexByte(s[w:min(len(s), w+41)], '\n')
	if le < 0 {
		return fs, w + 1
	}
	le += w
	// A colon at its end says a list follows; the word in the plural
	// ("Passwords (DON'T LOSE)") does when two lines or more follow
	// ("Reset your passwords" then a line of another kind does not).
	last := le
	for last > w && (s[last-1] == ' ' || s[last-1] == '\r') {
		last--
	}
	least := 1
	if s[last-1] != ':' {
		if !wordFoldAt(s, w, "passwords") {
			return fs, w + 1
		}
		least = 2
	}
	ls := max(0, w-33)
	if b := strings.LastIndexByte(s[ls:w], '\n'); b >= 0 {
		ls += b + 1
	} else if ls > 0 {
		return fs, w + 1 // more than 32 bytes before the word on its line
	}
	for k := ls; k < last; k++ {
		// Words alone, a parenthesis, a colon at the end: no value on
		// the heading's own line ("password = [REDACTED]" is none).
		if c := s[k]; !isAlpha(c) && c < 0x80 && c != ' ' && c != '\'' && c != '(' && c != ')' && c != '!' && c != '-' && (c != ':' || k != last-1) {
			return fs, w + 1
		}
	}
	from, end := len(fs), w+1
	for n, j := 0, le+1; n < 16 && j < len(s); n++ {
		// A line of the list is a name and a password: 160 bytes at most
		// are read for its end (a longer one ends the list).
		e := strings.IndexByte(s[j:min(len(s), j+160)], '\n')
		if e < 0 {
			if len(s)-j > 160 {
				break
			}
			e = len(s)
		} else {
			e += j
		}
		start, stop, ok, login := listedPasswordLine(s, j, e)
		if !ok {
			break
		}
		if !login {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: stop})
		}
		end, j = e, e+1
	}
	if len(fs)-from < least {
		return fs[:from], w + 1
	}
	return fs, end
}

// listedPasswordLine reads a line s[j:e] of listedPasswords' list: its
// password's range, or login when the name before it is a login's.
func listedPasswordLine(s string, j, e int) (start, end int, ok, login bool) {
	for e > j && (s[e-1] == '\r' || s[e-1] == ' ') {
		e--
	}
	k, words := j, 1
	for k < e && k-j <= 24 && (isAlpha(s[k]) || s[k] >= 0x80 || s[k] == '\'' || s[k] == '.' || s[k] == '&' || s[k] == '/' || s[k] == '-' && k+1 < e && s[k+1] != ' ' || s[k] == ' ' && k+1 < e && isAlpha(s[k+1])) {
		if s[k] == ' ' {
			words++
		}
		k++
	}
	if k == j || !isAlpha(s[j]) || words > 3 || k-j > 24 {
		return 0, 0, false, false
	}
	name := s[j:k]
	switch {
	case k < e && s[k] == ':':
		k++
	case k+2 < e && s[k] == ' ' && (s[k+1] == '-' || s[k+1] == ':'):
		k += 2
	default:
		// No colon: the name, a blank and the password, the line's
		// last word ("gmail IloveBella40", a note's list).
		b := strings.LastIndexByte(s[j:e], ' ')
		if b < 0 || strings.Count(s[j:j+b], " ") > 2 || strings.IndexFunc(s[j:j+b], func(r rune) bool {
			return r < 0x80 && !isAlpha(byte(r)) && r != ' ' && r != '.' && r != '-' && r != '\''
		}) >= 0 {
			return 0, 0, false, false
		}
		name, k = s[j:j+b], j+b+1
	}
	k = skipBlanks(s, k, 4)
	if k >= e || strings.IndexByte(s[k:e], ' ') >= 0 {
		return 0, 0, false, false
	}
	if wordIn(strings.ToLower(name), loginNames) {
		return 0, 0, true, true
	}
	if !passwordValue(s[k:e]) || strings.IndexByte(s[k:e], '@') >= 0 && strings.IndexByte(s[k:e], '.') >= 0 {
		return 0, 0, false, false // an address, not a password
	}
	return k, e, true, false
}

// inlineBackupCodes appends the codes that follow "codes" (its "code"
// ending at s[e]) on its line with no colon, perhaps after "for" and a
// word: "backup codes for gh 9ebe7-6aa9c b9bc1-7a952 …", "google backup
// codes 2561 5375 7131 1981" — two codes or more in a row.
func inlineBackupCodes(s string, e int, fs []Finding) ([]Finding, int) {
	if e < len(s) && s[e]|0x20 == 's' {
		e++
	}
	if e >= len(s) || s[e] != ' ' {
		return fs, e
	}
	i := e + 1
	if strings.HasPrefix(s[i:], "for ") {
		j := i + 4
		for j < len(s) && j-i < 24 && isAlnum(s[j]) {
			j++
		}
		if j < len(s) && s[j] == ' ' {
			i = j + 1
		}
	}
	from := len(fs)
	for i < len(s) {
		end, ok := backupCodeEnd(s, i)
		if !ok {
			break
		}
		fs = append(fs, Finding{Family: Bearer, Start: i, End: end})
		i = end
		for i < len(s) && (s[i] == ' ' || s[i] == ',') {
			i++
		}
	}
	if len(fs)-from < 2 {
		return fs[:from], e
	}
	return fs, i
}

// loginNames name a login in a list of accounts' passwords.
var loginNames = []string{"user", "username", "user name", "login", "email", "e-mail", "mail", "id", "user id", "account", "name", "acct"}

// keytoolPassOption reports "pass" at s[p] glued to the option names of
// Java's keytool and jarsigner: "-storepass", "-keypass", "-srcstorepass",
// "-deststorepass", "-srckeypass", "-destkeypass".
func keytoolPassOption(s string, p int) bool {
	b := p
	for b > 0 && p-b < 9 && s[b-1]-'a' < 26 {
		b--
	}
	if b == p || b == 0 || s[b-1] != '-' {
		return false
	}
	switch s[b:p] {
	case "store", "key", "srcstore", "deststore", "srckey", "destkey":
		return true
	}
	return false
}
