package scrub

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// findEmails finds e-mail addresses: a local part (ASCII letters, digits and
// . _ % + - ', or any letters and digits for internationalised addresses),
// '@' (or its URL encoding %40), and a domain of at least two labels whose
// last is a real top-level domain. The TLD check is what keeps package
// specifiers ("pkg@1.2.3"), retina assets ("icon@2x.png") and matrix products
// in code ("x@self.kernel") out, while "@handles", "@here", decorators and CSS
// at-rules fail for want of a local part.
func findEmails(s string, fs []Finding) []Finding {
	floor := 0 // a local part never reaches back into the previous address
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], '@')
		if k < 0 {
			break
		}
		p := i + k
		if p == 0 || !localByteBefore(s, p) {
			// "@here", "@@@@": skip the whole run of at signs at once,
			// eight at a time.
			for p+9 <= len(s) && s[p+1:p+9] == "@@@@@@@@" {
				p += 8
			}
			for p+1 < len(s) && s[p+1] == '@' {
				p++
			}
			i = p + 1
			continue
		}
		if f, ok := emailAt(s, p, p+1, floor); ok {
			fs = append(fs, f)
			floor = f.End
			i = f.End
			continue
		}
		i = p + 1
	}
	if strings.Contains(s, "%40") {
		floor = 0
		for i := 0; i < len(s); {
			k := strings.Index(s[i:], "%40")
			if k < 0 {
				break
			}
			p := i + k
			if f, ok := emailAt(s, p, p+3, floor); ok {
				fs = append(fs, f)
				floor = f.End
				i = f.End
				continue
			}
			// An address holds one at sign: the next local part starts
			// after this one, which also keeps "%40%40%40…" linear.
			i = p + 3
			floor = i
		}
	}
	return fs
}

// localByteBefore reports whether the character before s[p] may end a local part.
func localByteBefore(s string, p int) bool {
	c := s[p-1]
	return c >= 0x80 || class[c]&cLocal != 0
}

// emailAt tries an address whose '@' (or "%40") spans s[at:dom].
func emailAt(s string, at, dom, floor int) (Finding, bool) {
	start, ok := localStart(s, at, floor)
	if !ok {
		return Finding{}, false
	}
	end, ok := domainEnd(s, dom)
	if !ok {
		return Finding{}, false
	}
	if end < len(s) && s[end] == '(' && !mailTLD(s[start:end]) {
		return Finding{}, false // "x@model.fit(": a method call in code
	}
	if strings.EqualFold(s[start:at], "git") {
		return Finding{}, false // "git@github.com:org/repo": an SSH remote, not a person
	}
	return Finding{Family: Email, Start: start, End: end}, true
}

// localStart walks back from the '@' at s[at] over the local part and
// returns where it starts. Local parts are at most 64 characters (RFC 5321);
// anything longer is some other token.
func localStart(s string, at, floor int) (int, bool) {
	j, n := at, 0
	ascii := false
	for j > floor && n <= 64 {
		c := s[j-1]
		if c < 0x80 {
			if class[c]&cLocal == 0 {
				break
			}
			ascii = true
			j--
			n++
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s[floor:j])
		if r == utf8.RuneError || !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)) {
			break
		}
		if ascii && isCJK(r) {
			break // "请联系john@…": the address starts after the Chinese
		}
		j -= w
		n++
	}
	if n > 64 {
		return 0, false
	}
	// Punctuation that opens a local part is quoting, not address.
	for j < at && strings.IndexByte(".'-+%", s[j]) >= 0 {
		j++
	}
	if at > j && s[at-1] == '\'' {
		return 0, false
	}
	local := s[j:at]
	if local == "" || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return 0, false
	}
	for k := 0; k < len(local); k++ {
		if c := local[k]; c >= 0x80 || isAlnum(c) {
			return j, true
		}
	}
	return 0, false
}

// domainEnd reads the domain that starts at s[i] and returns its end: the
// longest run of labels whose last one is a known TLD.
func domainEnd(s string, i int) (int, bool) {
	var ends [16]int // end of each label
	var starts [16]int
	nl := 0
	j := i
	for nl < len(ends) && j-i <= 253 {
		ls := j
		ascii, cjk := false, false
		for j < len(s) && j-ls <= 63 {
			c := s[j]
			if c < 0x80 {
				if !isAlnum(c) && c != '-' || cjk {
					break
				}
				ascii = true
				j++
				continue
			}
			r, w := utf8.DecodeRuneInString(s[j:])
			if r == utf8.RuneError || !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)) {
				break
			}
			if isCJK(r) {
				if ascii {
					break // "…@example.com请回复": the reply is not the domain
				}
				cjk = true
			}
			j += w
		}
		if j == ls || s[ls] == '-' || s[j-1] == '-' {
			break
		}
		starts[nl], ends[nl] = ls, j
		nl++
		if j+1 < len(s) && s[j] == '.' {
			j++
			continue
		}
		break
	}
	for ; nl >= 2; nl-- {
		if isTLD(s[starts[nl-1]:ends[nl-1]]) {
			return ends[nl-1], true
		}
	}
	return 0, false
}

// isTLD reports whether label is a top-level domain in use: a known ASCII
// TLD, a punycode one (xn--…), or an internationalised one in letters.
func isTLD(label string) bool {
	if len(label) < 2 {
		return false
	}
	var buf [24]byte
	if len(label) > len(buf) {
		return false
	}
	ascii := true
	for k := 0; k < len(label); k++ {
		c := label[k]
		if c >= 0x80 {
			ascii = false
			break
		}
		buf[k] = lower(c)
	}
	if !ascii {
		for _, r := range label {
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) {
				return false
			}
		}
		return utf8.RuneCountInString(label) >= 2
	}
	l := buf[:len(label)]
	if len(l) > 4 && string(l[:4]) == "xn--" {
		return true
	}
	_, ok := tlds[string(l)]
	return ok
}

// mailTLD reports addresses under a country code or one of the classic
// generic TLDs: no method in code is called "com" or "de", so a parenthesis
// right after such an address ("jane@example.com(work)") does not make it
// code.
func mailTLD(addr string) bool {
	dot := strings.LastIndexByte(addr, '.')
	tld := strings.ToLower(addr[dot+1:])
	switch tld {
	case "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz":
		return true
	}
	return len(tld) == 2
}
