package scrub

import "strings"

// Credentials in network devices' and Windows administrators' text, each
// in the syntax that carries it: an SNMP community string (Cisco's
// "snmp-server community Pr1nt.9jlj RO", a printer's or a UPS's
// "WriteCommunity=…"), Cisco IOS's "password 7 …" and "key …" of a TACACS+
// or RADIUS server, a BitLocker recovery key, PowerShell's
// ConvertTo-SecureString of a literal, Windows' NT hashes as credential
// dumps print them (each is the password for pass-the-hash).

// communityAt reads the community string after "community" or "Community"
// at s[c]: after '=' or ':', or a space in SNMP's own syntax ("snmp-server
// community …"), a value that is no default ("public", "private") and
// mixes letters with digits. Cisco writes its access (RO, RW) after it.
func communityAt(s string, c int) (int, int, bool) {
	e := c + len("community")
	directive := c >= 2 && (s[c-2:c] == "ro" || s[c-2:c] == "rw") && startsLine(s, c-2) // net-snmp's snmpd.conf: "rocommunity …"
	if e >= len(s) || !wordFoldAt(s, c, "community") || isAlnum(s[e]) || s[e] == '_' || s[c] == 'c' && c > 0 && s[c-1]-'a' < 26 && !directive {
		return 0, 0, false // glued after a word in small letters; "ReadCommunity" is a hump
	}
	j := e
	if s[j] == '=' || s[j] == ':' {
		j++
	} else if lo := max(0, c-48); !directive && !strings.Contains(s[lo:c], "snmp") {
		return 0, 0, false // after a space only in SNMP's own syntax: "Community meetup!"
	}
	j = skipBlanks(s, j, 4)
	if j == e || j >= len(s) {
		return 0, 0, false
	}
	return communityValue(s, j)
}

// snmpCommunityOption reads the community after the "-c" of an SNMP
// command's line, its 'c' at s[c] ("snmpwalk -v2c -c s3cr3tC0mm 10.0.0.1",
// "lnms device:add --v2c -c …"): the line starts with a net-snmp tool or
// names SNMP's versions 1 and 2c.
func snmpCommunityOption(s string, c int) (int, int, bool) {
	if c < 2 || c+2 >= len(s) || s[c-1] != '-' || s[c+1] != ' ' || s[c-2] != ' ' {
		return 0, 0, false
	}
	start, end, ok := communityValue(s, skipBlanks(s, c+1, 4))
	if !ok {
		return 0, 0, false // (asked first: most "-c" take no such value)
	}
	// The command's name or version within the 96 bytes before, on the
	// line (bounded: a line of "-c"s reads each byte a bounded number of
	// times).
	line := s[max(0, c-96):c]
	if nl := strings.LastIndexByte(line, '\n'); nl >= 0 {
		line = line[nl+1:]
	}
	if !strings.Contains(line, "snmp") && !strings.Contains(line, "v2c") && !strings.Contains(line, "-v1") {
		return 0, 0, false
	}
	return start, end, true
}

// communityValue reads a community string at s[j]: no default ("public",
// "private"), letters mixed with digits, no stand-in.
func communityValue(s string, j int) (int, int, bool) {
	if j >= len(s) {
		return 0, 0, false
	}
	k := j
	for k < len(s) && k-j <= 64 && s[k] > ' ' && s[k] < 0x7f && s[k] != '"' && s[k] != '\'' && s[k] != ',' {
		k++
	}
	v := s[j:k]
	if len(v) < 6 || strings.EqualFold(v, "public") || strings.EqualFold(v, "private") || tokFlags(v)&(tLower|tUpper) == 0 || tokFlags(v)&tDigit == 0 ||
		hasAnyFold(v, passwordStandIns) || v[0] == '$' || v[0] == '<' {
		return 0, 0, false
	}
	return j, k, true
}

// ciscoTypedPasswordAt reads the password after the word ending at s[e]
// that IOS gives with its type: "password 7 01D1A219B5886BDA69" (type 7 is
// an encoding any tool reverses), "password 0 Cl3ar!pass", "key 7 …".
func ciscoTypedPasswordAt(s string, e int) (int, int, bool) {
	if e+3 >= len(s) || s[e] != ' ' || (s[e+1] != '7' && s[e+1] != '0') || s[e+2] != ' ' {
		return 0, 0, false
	}
	j := e + 3
	k := j
	for k < len(s) && k-j <= maxPassword && s[k] > ' ' && s[k] < 0x7f {
		k++
	}
	if k-j < 6 || s[e+1] == '0' && !passwordValue(s[j:k]) || s[e+1] == '7' && !hexRunOf(s[j:k], 6) {
		return 0, 0, false
	}
	return j, k, true
}

// serverKeyAt reads the shared key of a TACACS+ or RADIUS server in an IOS
// configuration, whose "key" starts at s[k]: the line starts with
// "tacacs-server" or "radius-server" (or is a server block's "key"), and
// the key follows, its type first or not. lc reads the lines of a scan
// that asks in order: prose full of "key" reads each line once.
func serverKeyAt(s string, k int, lc *lineCursor) (int, int, bool) {
	e := k + 3
	if e >= len(s) || s[e] != ' ' || k == 0 || s[k-1] != ' ' {
		return 0, 0, false
	}
	ls := lc.startWithin(s, k, 128)
	if ls < 0 {
		return 0, 0, false // a line this long is no configuration's
	}
	line := strings.TrimLeft(s[ls:k], " ")
	if !strings.HasPrefix(line, "tacacs-server ") && !strings.HasPrefix(line, "radius-server ") && line != "" {
		return 0, 0, false
	}
	if start, end, ok := ciscoTypedPasswordAt(s, e); ok {
		return start, end, ok
	}
	j := e + 1
	end := j
	for end < len(s) && end-j <= maxPassword && s[end] > ' ' && s[end] < 0x7f {
		end++
	}
	if line == "" || !passwordValue(s[j:end]) {
		return 0, 0, false
	}
	return j, end, true
}

// bitlockerKeyAt reports a BitLocker recovery key starting at s[i]: eight
// groups of six digits joined by '-', each a multiple of 11 (how the key
// checks itself), nothing glued after. It returns the key's end.
func bitlockerKeyAt(s string, i int) (int, bool) {
	j := i
	for g := 0; g < 8; g++ {
		if j+6 > len(s) {
			return 0, false
		}
		v := 0
		for k := j; k < j+6; k++ {
			if !isDigit(s[k]) {
				return 0, false
			}
			v = v*10 + int(s[k]-'0')
		}
		if v%11 != 0 {
			return 0, false
		}
		j += 6
		if g < 7 {
			if j >= len(s) || s[j] != '-' {
				return 0, false
			}
			j++
		}
	}
	if j < len(s) && (isAlnum(s[j]) || s[j] == '-') {
		return 0, false
	}
	return j, true
}

// secureStringAt reads the literal that PowerShell's ConvertTo-SecureString,
// whose 'S' of "SecureString" is at s[q], turns into a credential with
// -AsPlainText: "ConvertTo-SecureString 'Obf#032SyI' -AsPlainText -Force",
// "ConvertTo-SecureString -AsPlainText 'Bbr!273ZMp' -Force". The literal is
// quoted and within the 40 bytes after the name; "-AsPlainText" stands on
// the line.
func secureStringAt(s string, q int) (int, int, bool) {
	if q < 10 || !strings.HasPrefix(s[q:], "SecureString") || !strings.EqualFold(s[q-10:q], "convertto-") {
		return 0, 0, false
	}
	e := q + len("SecureString")
	hi := min(len(s), e+160)
	le := strings.IndexByte(s[e:hi], '\n')
	if le < 0 {
		le = hi
	} else {
		le += e
	}
	if !strings.Contains(strings.ToLower(s[e:le]), "-asplaintext") {
		return 0, 0, false
	}
	for j := e; j < le && j-e < 40; j++ {
		if c := s[j]; c == '\'' || c == '"' {
			k := strings.IndexByte(s[j+1:le], c)
			if k < 0 {
				return 0, 0, false
			}
			v := s[j+1 : j+1+k]
			if len(v) < 6 || v[0] == '$' || hasAnyFold(v, passwordStandIns) || tokFlags(v)&(tLower|tUpper) == 0 {
				return 0, 0, false
			}
			return j + 1, j + 1 + k, true
		}
	}
	return 0, 0, false
}

// findNetCredentials appends what the capitals of these syntaxes anchor:
// a community string after "Community" (an INI's "WriteCommunity=…",
// found from each 'C', rare in text), a constant named "SECRET" on the
// same 'C' and ConvertTo-SecureString's literal
// (strings.Index of "SecureString"). The small letters' "community" is the
// 'c' scan's (findSecretWords).
func findNetCredentials(s string, fs []Finding) []Finding {
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], 'C')
		if k < 0 {
			break
		}
		c := i + k
		i = c + 1
		if c+9 <= len(s) && s[c+1] == 'o' && s[c+2] == 'm' {
			if start, end, ok := communityAt(s, c); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = end
			}
		}
		if c >= 2 && c+4 <= len(s) && s[c-2:c+4] == "SECRET" && (c == 2 || s[c-3] != '_') {
			// "SECRET" in capitals, a constant's name ("SECRET = \"…\"",
			// "ADMIN SECRET: …"); "_SECRET" is the '_' scan's.
			if start, end, ok := keyWordValue(s, c-2, lastSecret); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = end
			}
		}
	}
	fs = esimActivationCodes(s, fs)
	fs, option := adminSlashPasswords(s, fs)
	if option {
		// Only in a text with a Windows option (" /add", " /user:"):
		// a search of all text for "net use" stops at every 'n' of it,
		// and cost prose a fifth more.
		fs = findAfterPhrase(s, "net use", fs, netUseAt)
	}
	return findAfterPhrase(s, "SecureString", fs, secureStringAt)
}

// passwdBatchAt reads the password htpasswd(1) and mosquitto_passwd take in
// batch mode, their last argument: "htpasswd -bc /etc/nginx/.htpasswd
// alice Summer2024!", "mosquitto_passwd -b passwd shelly falcon.79kestrel"
// (-b, with other flags glued; then the file, the user, the password).
// e is where "passwd" ends: the 'p' scan finds the word (passwordAt).
func passwdBatchAt(s string, e int) (int, int, bool) {
	if e+3 > len(s) || s[e] != ' ' || s[e+1] != '-' {
		return 0, 0, false
	}
	j := e + 2
	flags := j
	for j < len(s) && j-flags < 4 && isAlpha(s[j]) {
		j++
	}
	if !strings.Contains(s[flags:j], "b") || j >= len(s) || s[j] != ' ' {
		return 0, 0, false
	}
	for arg := 0; arg < 2; arg++ { // the file and the user
		j = skipBlanks(s, j, 4)
		a := j
		for j < len(s) && j-a < 256 && s[j] > ' ' {
			j++
		}
		if j == a || j >= len(s) || s[j] != ' ' {
			return 0, 0, false
		}
	}
	return passwordArg(s, skipBlanks(s, j, 4))
}

// findAfterPhrase appends what read finds at each place phrase stands in s
// (strings.Index), going on after a finding's end or the phrase's first
// byte: the scan of the readers anchored on a phrase of their own.
func findAfterPhrase(s, phrase string, fs []Finding, read func(string, int) (int, int, bool)) []Finding {
	for i := 0; ; {
		k := strings.Index(s[i:], phrase)
		if k < 0 {
			return fs
		}
		q := i + k
		i = q + 1
		if start, end, ok := read(s, q); ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
}

// netUseAt reads the password Windows' commands take in the clear, the
// command's "net" at s[q] on a line or after a prompt: "net user NAME
// PASSWORD /add" (net user's second argument), and "net use Z:
// \\server\share PASSWORD /user:DOMAIN\NAME", whose password is the
// argument that is no drive, no share and no option, before or after
// /user's. "*" asks for it at the prompt, and a value no password has
// (passwordValue) is none.
func netUseAt(s string, q int) (int, int, bool) {
	if q > 0 && s[q-1] != ' ' && s[q-1] != '>' && s[q-1] != '\n' && s[q-1] != '\t' && s[q-1] != '`' {
		return 0, 0, false
	}
	j := q + 7
	user := j < len(s) && s[j] == 'r'
	if user {
		j++
	}
	if j >= len(s) || s[j] != ' ' {
		return 0, 0, false
	}
	end := j + 256
	if k := strings.IndexByte(s[j:min(len(s), end)], '\n'); k >= 0 {
		end = j + k
	}
	end = min(end, len(s))
	args := 0
	for i := j; i < end; {
		for i < end && s[i] == ' ' {
			i++
		}
		a := i
		for i < end && s[i] != ' ' && s[i] != '\r' && s[i] != '`' {
			i++
		}
		if a == i {
			break
		}
		arg := s[a:i]
		args++
		switch {
		case arg[0] == '/' || arg[0] == '\\' || arg == "*":
			continue // an option, a share, the prompt's star
		case user && args == 1:
			continue // the account's name
		case !user && len(arg) == 2 && arg[1] == ':':
			continue // the drive
		}
		if passwordValue(arg) {
			return a, i, true
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// esimActivationCodes appends the matching id of each eSIM activation
// code ("LPA:1$rsp.truphone.com$910179DD-30D2-…", GSMA SGP.22: the
// format, the SM-DP+ server's address, the matching id): with the
// address it downloads the subscriber's profile, the line, to any
// device. Found from "LPA:1$"; the address stays.
func esimActivationCodes(s string, fs []Finding) []Finding {
	for i := 0; ; {
		k := strings.Index(s[i:], "LPA:1$")
		if k < 0 {
			return fs
		}
		h := i + k + len("LPA:1$")
		i = h
		d := strings.IndexByte(s[h:min(len(s), h+256)], '$')
		if d <= 0 {
			continue
		}
		a := h + d + 1
		e := a
		for e < len(s) && e-a < 256 && (isAlnum(s[e]) || s[e] == '-' || s[e] == '_') {
			e++
		}
		if e-a >= 8 && strings.IndexByte(s[h:h+d], ' ') < 0 {
			fs = append(fs, Finding{Family: Bearer, Start: a, End: e})
			i = e
		}
	}
}

// adminSlashPasswords appends the password given after a device's or a
// system's admin account and a slash, as notes and chats give the pair
// ("Router: 192.168.1.1  admin / Marigold-Willow-9", "root/Sierra1268_"):
// the account one of adminAccounts, the value one a password has
// (passwordValue). Found from each '/', rare in prose; the same scan
// reports an option as Windows' commands take them, a slash after a blank
// and a letter after it (" /add", " /user:"), which netUseAt needs.
func adminSlashPasswords(s string, fs []Finding) ([]Finding, bool) {
	option := false
	for i := 1; i+1 < len(s); {
		k := strings.IndexByte(s[i:len(s)-1], '/')
		if k < 0 {
			break
		}
		sl := i + k
		i = sl + 1
		if !option && s[sl-1] == ' ' && isAlpha(s[sl+1]) {
			// An option's letters end at a blank, a colon or the
			// text's end ("/add", "/user:"); a path's go on ("GET
			// /v1/search").
			e := sl + 1
			for e < len(s) && e-sl < 16 && isAlpha(s[e]) {
				e++
			}
			option = e == len(s) || s[e] == ' ' || s[e] == ':' || s[e] == '\n' || s[e] == '\r'
		}
		if isDigit(s[sl-1]) {
			// A phone with a slash after its area code, an
			// international one ("+32 (0)2/770.01.30") or a North
			// American one ("313/615-4579"): found here, where every
			// '/' is read.
			if start, end, ok := slashPhoneAt(s, sl); ok {
				fs = append(fs, Finding{Family: Phone, Start: start, End: end})
				i = end
				continue
			}
		}
		a, b := sl, sl+1
		if s[a-1] == ' ' {
			a--
		}
		if b < len(s) && s[b] == ' ' {
			b++
		}
		if a == 0 || !isAlnum(s[a-1]) || (a == sl) != (b == sl+1) {
			continue // spaced on both sides or neither: "/pass:" after a blank is an option (cmdkey's)
		}
		if isDigit(s[a-1]) {
			// A number as the account, a member's or a patient's
			// ("self-service login: 54202539 / Barca1987#"): only
			// right after a login's label (a date's slashes are not).
			if !loginLabelBefore(s, accountStart(s, a)) {
				continue
			}
		} else {
			w := a
			for w > 0 && a-w < 14 && isAlpha(s[w-1]) {
				w--
			}
			if !(a < sl && (useAccountBefore(s, a) || addressAccountBefore(s, a) || addressBeforeSlash(s, a) && strongPasswordAt(s, b))) && (!(w == 0 || !isAlnum(s[w-1]) && s[w-1] != '/' && s[w-1] != '.' && s[w-1] != '@' && s[w-1] != '+') || !wordIn(s[w:a], adminAccounts) && !loginLabelBefore(s, accountStart(s, w))) {
				// ('+' before: base64's "…l00+sa/4URc…", a key's body)
				continue
			}
		}
		if start, end, ok := passwordArg(s, b); ok && (end == len(s) || s[end] != '/') {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			i = end
		}
	}
	return fs, option
}

// addressAccountBefore reports an e-mail address ending at s[a] as a
// login's account, after a login's word with or without its colon
// ("login jane@acme.io / …", "creds: jane@acme.io / …").
func addressAccountBefore(s string, a int) bool {
	k, ok := addressStartBefore(s, a)
	if !ok || k < 2 || s[k-1] != ' ' {
		return false
	}
	if loginLabelBefore(s, k) {
		return true
	}
	_, w, _ := wordEndingAt(s, k-1, false)
	return wordIn(w, loginLabels)
}

// addressBeforeSlash reports an e-mail address ending at s[a] (a blank,
// then the slash): with a strong password after the slash, the pair is a
// login handed over whatever labels it ("Netflix : jane@sfr.fr /
// Papillon1992@").
func addressBeforeSlash(s string, a int) bool {
	_, ok := addressStartBefore(s, a)
	return ok
}

// addressStartBefore reads back from s[a] an e-mail address's bytes (64
// at most) and returns where it starts, and whether it holds an at sign
// with bytes on both sides.
func addressStartBefore(s string, a int) (int, bool) {
	k, at := a, -1
	for k > 0 && a-k <= 64 && (isAlnum(s[k-1]) || s[k-1] == '.' || s[k-1] == '-' || s[k-1] == '_' || s[k-1] == '+' || s[k-1] == '@') {
		if s[k-1] == '@' && at < 0 {
			at = k - 1
		}
		k--
	}
	return k, at > k && at+1 < a
}

// useAccountBefore reports an account's name ending at s[a] after "use"
// or "try" ("use app_ro / Glacier478- on redis-cache-01", chat handing
// over a login, the slash spaced): letters, digits, '_', '.' and '-', 32
// bytes at most.
func useAccountBefore(s string, a int) bool {
	w := a
	for w > 0 && a-w <= 32 && (isAlnum(s[w-1]) || s[w-1] == '_' || s[w-1] == '.' || s[w-1] == '-') {
		w--
	}
	if w == a || w < 4 || s[w-1] != ' ' {
		return false
	}
	v := w - 4
	return (wordFoldAt(s, v, "use") || wordFoldAt(s, v, "try")) && (v == 0 || !isAlpha(s[v-1]))
}

// slashPhoneAt reads a phone whose area code ends right before the '/' at
// s[sl]: after a country code ("+32 2/770.01.30", "+32 (0)2/770.01.30",
// "+32 (0) 483/92.67.02": Belgium's and the Netherlands' letterheads) its
// national digits 8 to 11; or a North American number written area/
// exchange-line ("313/615-4579": an area code and an exchange of 2–9 first,
// the area's middle digit no 9). The subscriber's part is digits set apart
// by dots, spaces or one hyphen, and nothing glued after it.
func slashPhoneAt(s string, sl int) (int, int, bool) {
	a := sl
	for a > 0 && sl-a < 5 && isDigit(s[a-1]) {
		a--
	}
	area := sl - a
	// Before reading on: a '+' in the dozen bytes before the area code,
	// or a North American area code and "NXX-" after the slash (a date's
	// slashes, most of those read here, have neither).
	nanp := area == 3 && sl+5 < len(s) && s[sl+4] == '-'
	if !nanp && strings.IndexByte(s[max(0, a-12):a], '+') < 0 {
		return 0, 0, false
	}
	e, sub, groups := sl+1, 0, 0
	for e < len(s) && e-sl < 20 {
		g := e
		for e < len(s) && isDigit(s[e]) {
			e++
		}
		if e == g {
			break
		}
		sub += e - g
		groups++
		if e+1 < len(s) && (s[e] == '.' || s[e] == ' ' || s[e] == '-') && isDigit(s[e+1]) {
			e++
			continue
		}
		break
	}
	if groups == 0 || e < len(s) && (isAlnum(s[e]) || s[e] == '/' || s[e] == '.' && e+1 < len(s) && isDigit(s[e+1])) {
		return 0, 0, false
	}
	// The country code before: "+CC ", "+CC (0)", "+CC (0) ".
	k := a
	if k >= 3 && s[k-3:k] == "(0)" {
		k -= 3
	} else if k >= 4 && s[k-4:k] == "(0) " {
		k -= 4
	}
	if k >= 1 && s[k-1] == ' ' {
		k--
	}
	c := k
	for c > 0 && k-c < 3 && isDigit(s[c-1]) {
		c--
	}
	if c < k && c > 0 && s[c-1] == '+' && k < a && area >= 1 && area <= 4 && area+sub >= 8 && area+sub <= 11 && digitsGroupsOK(s, sl+1, e) {
		return c - 1, e, true
	}
	// North American: NXX/NXX-XXXX.
	if area == 3 && sub == 7 && groups == 2 && s[sl+4] == '-' && (a == 0 || !isDigit(s[a-1]) && s[a-1] != '/' && s[a-1] != '.') &&
		s[a] >= '2' && s[a+1] != '9' && s[sl+1] >= '2' {
		return a, e, true
	}
	return 0, 0, false
}

// digitsGroupsOK reports a subscriber's part s[i:e] of groups of two or
// more digits.
func digitsGroupsOK(s string, i, e int) bool {
	n := 0
	for k := i; k <= e; k++ {
		if k == e || !isDigit(s[k]) {
			if n < 2 {
				return false
			}
			n = 0
			continue
		}
		n++
	}
	return true
}

// accountStart returns where an account's name that ends with the word at
// s[w] starts: back over letters, digits, '-', '_' and '.' ("ds-owner",
// "svc_scan"), 32 bytes at most.
func accountStart(s string, w int) int {
	k := w
	for k > 0 && w-k < 32 && (isAlnum(s[k-1]) || s[k-1] == '-' || s[k-1] == '_' || s[k-1] == '.') {
		k--
	}
	return k
}

// loginLabelBefore reports a login's label right before the account at
// s[w]: "login: labuser / …", "credentials: jdoe / …", "user/pass: …".
func loginLabelBefore(s string, w int) bool {
	j := w
	for j > 0 && w-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	if j == w || !strings.Contains(s[j:w], ":") {
		return false
	}
	if _, l, _ := wordEndingAt(s, j, false); wordIn(l, loginLabels) {
		return true
	}
	// A label that opens with the word for access, what it is to: "Acceso
	// al panel: kasse01 / …", "Доступ в админку: manager / …".
	ls := lineStart(s, j)
	if j-ls > 48 {
		return false
	}
	e := ls
	for e < j && s[e] != ' ' && s[e] != ':' {
		e++
	}
	return wordIn(s[ls:e], accessWords)
}

// loginLabels head a user name and its password given together.
var loginLabels = []string{"login", "logon", "credentials", "creds", "account", "user", "username", "pass", "cred", "admin"}

// accessWords open a label for the access to a system, in the languages
// of the chats that hand one over (compared whole, ASCII case folded).
var accessWords = []string{"access", "acceso", "acesso", "accès", "accesso", "acces", "zugang", "zugangsdaten", "toegang", "inlog", "inloggen",
	"dostęp", "logowanie", "доступ", "Доступ", "erişim", "Erişim", "åtkomst", "adgang", "tilgang", "pääsy"}

// adminAccounts are the accounts devices and systems ship with, whose
// password a note gives after a slash. Compared whole, ASCII case folded.
var adminAccounts = []string{"admin", "administrator", "root", "superuser", "sysadmin", "ubnt", "pi", "sa", "cisco", "supervisor"}

// emptyNTHash is the NT hash of the empty password, which opens nothing.
const emptyNTHash = "31d6cfe0d16ae931b73c59d7e0c089c0"

// ntHashBefore reads the NT hash of a line secretsdump or pwdump prints,
// "user:RID:LM hash:NT hash:::", whose ":::" is at s[p]: 32 hex digits
// after the LM hash's 32 and its colon.
func ntHashBefore(s string, p int) (int, int, bool) {
	if p < 66 || s[p-33] != ':' || s[p-66] != ':' || !hexRunOf(s[p-32:p], 32) || !hexRunOf(s[p-65:p-33], 32) || !isDigit(s[p-67]) {
		return 0, 0, false
	}
	return p - 32, p, s[p-32:p] != emptyNTHash
}

// mimikatzNTLM reads the hash mimikatz's sekurlsa::logonpasswords prints
// after "NTLM", blanks and a colon ("\t * NTLM     : 6fa11c13…"): 32 hex
// digits ending the line.
func mimikatzNTLM(s string, p int) (int, int, bool) {
	j := p + 4
	k := skipBlanks(s, j, 12)
	if k == j || k >= len(s) || s[k] != ':' {
		return 0, 0, false
	}
	k = skipBlanks(s, k+1, 4)
	if k+32 > len(s) || !hexRunOf(s[k:k+32], 32) || k+32 < len(s) && isAlnum(s[k+32]) {
		return 0, 0, false
	}
	return k, k + 32, s[k:k+32] != emptyNTHash
}
