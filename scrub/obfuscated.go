package scrub

import "strings"

// People hide an address from harvesters by spelling out its at sign, and
// often its dots: "jane(at)acme.io", "jane [at] acme [dot] io",
// "jane[@]acme.io", "jane {at} acme.io". The at sign is only taken in
// brackets (or, spelled with its dots, after a name no word has:
// findSpelledDotEmails):
// an "at" between words is English ("look at example.com", "LOOK AT
// EXAMPLE.COM"). The address must still end in a real TLD, so "meet me (at)
// the office" and "price [at] 5.99" stay.

// findObfuscatedEmails appends the addresses written so to fs, and reports
// whether s holds a spelled at sign (anchorSpelledAt). Three passes, for
// ')', ']' and '}', find them: the check of the bytes before each costs
// nothing where brackets are few.
func findObfuscatedEmails(s string, fs []Finding) ([]Finding, bool) {
	spelled := false
	for _, close := range [...]byte{')', ']', '}'} {
		for c := nextAtEnd(s, 1, close); c >= 0; c = nextAtEnd(s, c+1, close) {
			if open, ok := spelledAt(s, c); ok {
				spelled = true
				fs = obfuscatedAt(s, open, c+1, fs)
			}
		}
	}
	return fs, spelled
}

// nextAtEnd returns the first close bracket at or after s[i] (i >= 1) with
// a byte before it that may end a spelled at sign, or -1. A run of brackets
// is stepped over at once (")))…"); where other bytes stand between them
// ("٠)٠)…") each costs a call to IndexByte, and text has few.
func nextAtEnd(s string, i int, close byte) int {
	for i < len(s) {
		k := strings.IndexByte(s[i:], close)
		if k < 0 {
			return -1
		}
		c := i + k
		if atEndsBefore(s[c-1]) {
			return c
		}
		// The brackets right after this one have a bracket before
		// them.
		for c++; c < len(s) && s[c] == close; c++ {
		}
		i = c
	}
	return -1
}

// atEndsBefore reports a byte that may end a spelled at sign before its
// closing bracket: the t of "at", '@', or a space ("( at )").
func atEndsBefore(c byte) bool { return c|0x20 == 't' || c == '@' || c == ' ' }

// spelledAt reports an at sign spelled out in brackets that close at s[c]:
// "(at)", "[AT]", "[@]", "( at )"; it returns where the bracket opens.
func spelledAt(s string, c int) (int, bool) {
	j := c
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	switch {
	case j >= 1 && s[j-1] == '@':
		j--
	case j >= 2 && (s[j-2]|0x20) == 'a' && (s[j-1]|0x20) == 't':
		j -= 2
	default:
		return 0, false
	}
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != pairOf(s[c]) {
		return 0, false
	}
	return j - 1, true
}

// pairOf returns the bracket that pairs with c, round, square or curly.
func pairOf(c byte) byte {
	switch c {
	case '(':
		return ')'
	case ')':
		return '('
	case '[':
		return ']'
	case ']':
		return '['
	case '{':
		return '}'
	}
	return '{'
}

// obfuscatedAt tries an address whose spelled-out at sign spans
// s[at:dom], with at most one space on either side of it.
func obfuscatedAt(s string, at, dom int, fs []Finding) []Finding {
	lend := at
	if lend > 0 && s[lend-1] == ' ' {
		lend--
	}
	if dom < len(s) && s[dom] == ' ' {
		dom++
	}
	if lend == 0 || dom >= len(s) || !localByteBefore(s, lend) || !isDomainByte[s[dom]] {
		return fs
	}
	// The local part never reaches back into an address found before.
	floor := 0
	for _, f := range fs {
		if f.End <= lend {
			floor = max(floor, f.End)
		}
	}
	start, ok := localStart(s, lend, floor)
	if !ok {
		return fs
	}
	end, ok := readDomain(s, dom, true)
	if !ok {
		return fs
	}
	return append(fs, Finding{Family: Email, Start: start, End: end})
}

// spelledDot reads a dot between two labels spelled out at s[j], "(dot)",
// "[dot]", "(punkt)" or a defanged "[.]", with a space on either side or
// none, and returns
// where the next label starts.
func spelledDot(s string, j int) (int, bool) {
	k := j
	if k < len(s) && s[k] == ' ' {
		k++
	}
	if k+5 > len(s) {
		return 0, false
	}
	o, w := s[k], s[k+1:k+4]
	switch {
	case (o == '(' || o == '[' || o == '{') && strings.EqualFold(w, "dot") && s[k+4] == pairOf(o):
		k += 5
	case (o == '[' || o == '(') && s[k+1] == '.' && s[k+2] == pairOf(o):
		k += 3 // defanged, as threat reports write it: "evil[.]com"
	case (o == '(' || o == '[' || o == '{') && k+7 <= len(s) && strings.EqualFold(s[k+1:k+6], "punkt") && s[k+6] == pairOf(o):
		k += 7 // German and the Nordic languages' "(punkt)", an imprint's
	default:
		return 0, false
	}
	if k < len(s) && s[k] == ' ' {
		k++
	}
	return k, k < len(s) && isDomainByte[s[k]]
}

// findSpelledDotEmails appends the addresses whose at sign and first dot
// are spelled as capitals between spaces: "gracekelly AT tpg DOT COM DOT
// AU", "javier.fernandez AT yahoo DOT es". An "AT" between words may be
// shouted English, so the local part must be no such word — it holds a
// dot, an underscore, a hyphen, a digit or a small letter ("LOOK AT
// EXAMPLE DOT COM" stays); the domain's last label must be a known TLD.
// Found from each " DOT " that follows a label and an " AT ". The same in
// small letters is findSmallDotEmails'.
func findSpelledDotEmails(s string, fs []Finding) []Finding {
	floor := 0
	for d := nextSpelledDot(s, 0); d >= 0; d = nextSpelledDot(s, d+1) {
		start, at, ls, ok := addressBeforeSpelledDot(s, d, floor, " AT ", true)
		if !ok {
			continue
		}
		if local := s[start:at]; len(local) < 2 || !strings.ContainsAny(local, "._-0123456789") && tokFlags(local)&tLower == 0 {
			continue
		}
		end, ok := spelledDotDomain(s, ls)
		if !ok {
			continue
		}
		fs = append(fs, Finding{Family: Email, Start: start, End: end})
		floor = end
		d = end - 1
	}
	return fs
}

// findSmallDotEmails appends the addresses spelled in small letters, "at"
// and "dot" between spaces ("lukas.kuehn at web dot de", "anna at gmail
// dot com"): an "at" between words is everyday English, so the local part
// must read as an address's — a dot, an underscore, a hyphen or a digit
// in it — or the domain be a mail provider's ("look at example dot com"
// stays); the domain's last label a known TLD, as for capitals. Found
// from each " dot " by strings.Index: from its space in a long text, where
// the search turns to a vector scan after a few, from "dot " in a short
// one, where it would not yet (stepping from 'd' to 'd' costs a short
// query less, prose twice as much).
func findSmallDotEmails(s string, fs []Finding) []Finding {
	floor := 0
	needle, back := "dot ", 1
	if len(s) >= 2048 {
		needle, back = " dot ", 0
	}
	for i := 1; i+4 < len(s); {
		k := strings.Index(s[i:], needle)
		if k < 0 {
			break
		}
		d := i + k - back
		i = d + 5
		if s[d] != ' ' {
			continue
		}
		start, at, ls, ok := addressBeforeSpelledDot(s, d, floor, " at ", false)
		if !ok {
			continue
		}
		local := s[start:at]
		if b := localDotsSaid(s, start, floor, " dot "); b < start {
			start, local = b, "." // "kavya dot pillai at rediffmail dot com"
		}
		if len(local) < 2 && local != "." || !strings.ContainsAny(local, "._-0123456789") && !wordIn(s[ls:d], mailProviders) {
			continue
		}
		end, ok := spelledDotDomain(s, ls)
		if !ok {
			continue
		}
		fs = append(fs, Finding{Family: Email, Start: start, End: end})
		floor = end
	}
	return fs
}

// findSpokenAtEmails appends the addresses spoken in French, Spanish,
// Portuguese and the Scandinavian languages, the at sign and the dots said
// ("levesquem538 arobase cgocable point ca", "maria.lopez arroba gmail
// punto com", "… arroba uol ponto com ponto br", "anna.larsson snabel-a
// hotmail punkt com"), as speech-to-text and people dictating write them.
// Each is found from its 'b', told by the bytes before it (seven searches
// for the words, from their 'a' and 's', cost prose three quarters more;
// a search from "rob", a 'r' every few bytes, a fifth); the domain's last
// label a known TLD, as for the English words.
func findSpokenAtEmails(s string, fs []Finding) []Finding {
	floor := 0
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 'b')
		if k < 0 {
			return fs
		}
		b := i + k
		i = b + 1
		if b < 4 || s[b-1] != 'o' && s[b-1] != 'a' {
			continue // told by the byte before it: "a@b." repeated asks nothing more
		}
		var a int // where the at word's blank before it stands
		var at string
		var dots []string
		switch {
		case s[b-1] == 'o' && s[b-2] == 'r' && s[b-3] == 'a' && s[b-4] == ' ':
			a, at, dots = b-4, " arobase ", frenchDots
		case s[b-1] == 'o' && s[b-2] == 'r' && s[b-3] == 'r' && b >= 5 && s[b-4] == 'a' && s[b-5] == ' ':
			a, at, dots = b-5, " arroba ", iberianDots
		case s[b-1] == 'a' && s[b-2] == 'n' && s[b-3] == 's' && s[b-4] == ' ':
			a, at, dots = b-4, " snabel-a ", nordicDots
		case s[b-1] == 'a' && s[b-2] == 'n' && s[b-3] == 's' && s[b-4] == '(' && b >= 5 && s[b-5] == ' ':
			a, at, dots = b-5, " (snabel-a) ", nordicDots
		default:
			continue
		}
		j := a + len(at)
		if j > len(s) || s[a:j] != at || a < floor || a < 1 {
			continue
		}
		start, ok := localStart(s, a, floor)
		if !ok || start == a {
			continue
		}
		for _, dot := range dots {
			sep := " " + dot + " "
			st := localDotsSaid(s, start, floor, sep) // "rahul punto nguyen arroba gmail punto com"
			end, ok := spokenDotDomain(s, j, dot)
			if !ok || !strings.Contains(strings.ToLower(s[j:end]), sep) && strings.IndexByte(s[j:end], '.') < 0 {
				continue
			}
			fs = append(fs, Finding{Family: Email, Start: st, End: end})
			floor, i = end, end
			break
		}
	}
}

// localDotsSaid returns where a local part that starts at s[start] starts
// when the words before it are more of it, joined by its dots said (sep,
// " dot " or another language's, any case): three dots at most, each part
// 63 bytes at most.
func localDotsSaid(s string, start, floor int, sep string) int {
	for n := 0; n < 3 && start-len(sep) > floor && strings.EqualFold(s[start-len(sep):start], sep) && isAlnum(s[start-len(sep)-1]); n++ {
		b := start - len(sep)
		for b > floor && start-b < 64 && isAlnum(s[b-1]) {
			b--
		}
		start = b
	}
	return start
}

// The words for the dot in the languages of the spoken at signs.
var (
	frenchDots  = []string{"point"}
	iberianDots = []string{"punto", "ponto"}
	nordicDots  = []string{"punkt", "punktum"}
)

// addressBeforeSpelledDot reads back from a spelled dot at s[d] (" DOT ",
// " dot "): the label before it (dots in it when dots is set), the
// spelled at sign atWord before that, and the local part. It returns
// where the local part starts, where the at word starts, and where the
// domain's first label starts.
func addressBeforeSpelledDot(s string, d, floor int, atWord string, dots bool) (start, at, ls int, ok bool) {
	ls = d
	for ls > 0 && d-ls <= 63 && (isAlnum(s[ls-1]) || s[ls-1] == '-' || dots && s[ls-1] == '.') {
		ls--
	}
	if ls == d || ls < 5 || s[ls-4:ls] != atWord || ls-4 <= floor {
		return 0, 0, 0, false
	}
	at = ls - 4
	start, ok = localStart(s, at, floor)
	return start, at, ls, ok
}

// mailProviders are the domains' first labels of the mail services people
// spell an address at in small letters without a mark in its local part.
var mailProviders = []string{"gmail", "googlemail", "yahoo", "ymail", "hotmail", "outlook", "live", "msn", "icloud", "aol",
	"gmx", "web", "orange", "free", "laposte", "wanadoo", "sfr", "proton", "protonmail", "yandex", "mail", "qq", "163", "126",
	"naver", "daum", "libero", "virgilio", "tiscali", "t-online", "freenet", "seznam", "wp", "onet", "interia", "bluewin",
	"telenet", "skynet", "ziggo", "kpn", "xs4all", "comcast", "verizon", "att", "sbcglobal", "bigpond", "optusnet",
	"zoho", "fastmail", "tutanota", "rediffmail", "uol", "bol", "terra", "rambler", "ukr", "abv"}

// nextSpelledDot returns where the first " DOT " at or after s[i]
// starts, or -1, found from its 'D', rare in text. Lower case " dot " is
// left: found from its 'd' or its space, it cost prose a quarter more.
func nextSpelledDot(s string, i int) int {
	for i++; i+4 < len(s); i++ {
		k := strings.IndexByte(s[i:len(s)-4], 'D')
		if k < 0 {
			return -1
		}
		i += k
		if spelledDotAt(s, i-1) {
			return i - 1
		}
	}
	return -1
}

// spelledDotAt reports " DOT " at s[d].
func spelledDotAt(s string, d int) bool {
	return d+5 <= len(s) && s[d:d+5] == " DOT "
}

// spelledDotDomain reads the domain at s[i] whose dots may be spelled " dot
// " (any case) and returns its end: the longest run of labels whose last
// is a known TLD, two labels at least.
func spelledDotDomain(s string, i int) (int, bool) {
	return spokenDotDomain(s, i, "dot")
}

// spokenDotDomain is spelledDotDomain with the dot spoken as dot, in any
// case, between blanks ("point", "punto", "ponto").
func spokenDotDomain(s string, i int, dot string) (int, bool) {
	n := len(dot)
	var starts, ends [8]int
	nl, j := 0, i
	for nl < len(ends) {
		ls := j
		for j < len(s) && j-ls <= 63 && (isAlnum(s[j]) || s[j] == '-') {
			j++
		}
		if j == ls {
			break
		}
		starts[nl], ends[nl] = ls, j
		nl++
		switch {
		case j+1 < len(s) && s[j] == '.' && isAlnum(s[j+1]):
			j++
		case j+n+2 < len(s) && s[j] == ' ' && s[j+n+1] == ' ' && strings.EqualFold(s[j+1:j+n+1], dot) && isAlnum(s[j+n+2]):
			j += n + 2
		default:
			j = len(s) + 1 // stop
		}
		if j > len(s) {
			break
		}
	}
	for ; nl >= 2; nl-- {
		if isTLD(s[starts[nl-1]:ends[nl-1]]) {
			return ends[nl-1], true
		}
	}
	return 0, false
}
