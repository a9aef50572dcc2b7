package scrub

import (
	"strings"
	"unicode/utf8"
)

// matchPhone recognises a phone number at the start of run r and returns its
// byte range (a leading '+' or '(' included). An extension after it ("ext.
// 2104", "x31", ";ext=22") is no part of the finding: it reaches a desk
// inside an organisation, not a person, and is left as it was. It is still
// recognised, so that "555-123-4567x31" counts as a number followed by an
// extension rather than as a code glued to letters.
//
// Where the lines are drawn:
//   - With a leading '+' (or "00"): any grouping of 8 to 15 digits with a
//     1-3 digit country code (E.164 in one piece needs 10 to 15).
//   - NANP 3-3-4, optionally after the trunk "1" and with the area code in
//     parentheses. Joined by dashes, dots or parentheses it stands on its own;
//     joined by spaces only ("384 768 1536") it is as likely a list of
//     numbers, so it needs a phone word nearby.
//   - National numbers with a trunk 0 ("020 7946 0958", "01 23 45 67 89",
//     "03-1234-5678", "0151 12345678"): grouped, 10 to 12 digits, unless the
//     groups count ("01 02 03 04 05").
//   - An area code in parentheses followed by groups of 3 or more, 9 to 12
//     digits ("(11) 91234-5678"); Chinese mobiles joined tight
//     ("138-0013-8000").
//   - Anything else phone-shaped (7 to 15 digits in groups of 2 or more, or
//     10-11 digits in one piece) only next to a phone word.
//
// A number whose groups are joined by spaces must be the whole run: three
// numbers out of a longer list are no phone. The one exception is a run that
// ends in a group of one or two digits after a space, where the rest is a
// phone of ten digits or more and the whole is not: "+1-800-555-0199 24/7",
// "(555) 123-4567 7 days a week", "+49 30 12345678 8 to 5" count hours and
// days.
func matchPhone(s string, r *run, cx *ctxIndex) (int, int, bool) {
	// Only two kinds of window can pass phoneWindow's boundary rules: the
	// whole run, and windows without a space inside (up to the first
	// spaced separator). Trying just those keeps the cost per start small.
	limit := r.n
	for i := 0; i+1 < r.n; i++ {
		if r.sep[i]&sSpace != 0 {
			limit = i + 1
			break
		}
	}
	tooLong := false
	if r.plus >= 0 {
		limit = 1
		if r.n > 1 && !r.more && nationalTooLong(s, r, r.n, windowDigits(r, r.n)) {
			// More digits than the country's plan has: the number
			// ends a group or two before the run does ("+34 93 412 77
			// 00 24/7"), and the whole run is none.
			tooLong = true
			n := r.n
			for k := n - 1; k >= 2 && k >= n-2; k-- {
				if r.sep[k-1]&sSpace == 0 || nationalTooLong(s, r, k, windowDigits(r, k)) {
					continue
				}
				r.n = k
				start, end, ok := phoneWindow(s, r, k, cx)
				r.n = n
				if ok {
					return start, end, true
				}
			}
		}
	}
	if limit < r.n && !r.more && !tooLong {
		if start, end, ok := phoneWindow(s, r, r.n, cx); ok {
			return start, end, true
		}
		if n := r.n; n > 2 && r.g[n-1].nd <= 2 && r.g[n-2].nd >= 3 && r.sep[n-2]&sSpace != 0 && !r.rightDirty && windowDigits(r, n-1) >= 10 {
			// The run without its short last group, as if it ended
			// there; not where groups of two go on ("… 45 67 89").
			r.n = n - 1
			start, end, ok := phoneWindow(s, r, n-1, cx)
			r.n = n
			if ok {
				return start, end, true
			}
		}
		if n := r.n; n > 3 && r.g[n-1].nd <= 2 && r.g[n-2].nd <= 2 && r.sep[n-2]&(sDash|sUDash) != 0 && r.sep[n-2]&sSpace == 0 &&
			r.g[n-3].nd >= 3 && r.sep[n-3]&sSpace != 0 && !r.rightDirty && windowDigits(r, n-2) >= 10 {
			// The same before a range of hours or days ("555 123 4567
			// 9-5", "… 1234567 10-2 Uhr").
			r.n = n - 2
			start, end, ok := phoneWindow(s, r, n-2, cx)
			r.n = n
			if ok {
				return start, end, true
			}
		}
		if n := r.n; n > 2 && r.g[n-1].nd == 1 && r.sep[n-2] == sDash && r.g[n-2].nd >= 2 && !r.rightDirty {
			// DIN 5008's extension, hyphened to the number it dials
			// through: "-0" is the switchboard ("030 12345-0", "+49
			// 7231 56 78-0"). The number is a phone without it; the
			// digit goes with it.
			r.n = n - 1
			start, _, ok := phoneWindow(s, r, n-1, cx)
			r.n = n
			if ok {
				return start, r.g[n-1].end, true
			}
		}
	}
	for k := limit; k >= 1; k-- {
		if start, end, ok := phoneWindow(s, r, k, cx); ok {
			return start, end, true
		}
	}
	return 0, 0, false
}

// phoneWindow tests groups [0,k) of r as a phone number.
func phoneWindow(s string, r *run, k int, cx *ctxIndex) (int, int, bool) {
	seps := windowSeps(r, k)
	spaced := seps&sSpace != 0 || (r.plus >= 0 && k > 1)
	if r.leftJoin != 0 && spaced && !(r.open >= 0 && k > 1 && r.sep[0]&sClose != 0 && areaCode(s, r.g[0]) && !loneDigitBefore(s, leftOf(s, r.g[0].start).j)) {
		// Three numbers out of a list ("2 555 123 4567") are no phone;
		// an area code in parentheses after a number starts one
		// ("CA 94043 (650) 253-0000", "Suite 200 (555) 123-4567"), a
		// year does not ("Phys. Rev. B 98 (2018) 045-123"), nor one
		// after a lone digit, which the number from that digit has
		// had its say on (a trunk prefix: "0 (532) 123 45 67").
		return 0, 0, false
	}
	end := r.g[k-1].end
	if r.closedAfter(k) {
		if r.rightDirty {
			// An '@' after an international number makes it a SIP
			// address's user part ("[+18324945864@from-trunk:1]",
			// "sofia/external/+447405334128@192.95.102.111"); the
			// host after it is a server's.
			if _, ok := extension(s, end); !ok && (r.plus < 0 || s[end] != '@') && !sipUser(s, r.g[0].start, end) && !(k == 1 && upiHandle(s, r.g[0].start, end)) {
				return 0, 0, false
			}
		}
	} else {
		join := r.sep[k-1]
		if join&sSpace == 0 || spaced {
			return 0, 0, false // the number goes on
		}
	}
	start := r.g[0].start
	if r.plus >= 0 {
		start = r.plus
	}
	// An opening parenthesis before the first group belongs to the number
	// only when it closes inside it: "(555) 123-4567" but "(call 555-…)".
	korean := false
	if r.open >= 0 && k > 1 && r.sep[0]&sClose != 0 {
		start = r.open
	} else if k > 1 && r.sep[0]&sClose != 0 {
		if korean = koreanAreaParen(s, r, k); !korean {
			return 0, 0, false
		}
	} else if trunkAreaInParens(s, r, k) {
		start = r.open // "(06-1) 870-9912": Hungary's trunk and area code in one pair
	}
	if !korean && (start != r.open && !parensBalanced(r, k) || start == r.open && !parensBalancedFrom(r, k, 1)) {
		return 0, 0, false
	}
	if !phoneShape(s, r, k, seps, start, end, cx) {
		return 0, 0, false
	}
	return start, end, true
}

// koreanAreaParen reports a South Korean landline as Korea writes it
// with the area code's closing parenthesis alone: "053)219-9572",
// "032)8207-4492" — the trunk 0 and one or two digits, then three or
// four digits and four after a hyphen.
func koreanAreaParen(s string, r *run, k int) bool {
	g := r.g
	return k == 3 && r.sep[0] == sClose && r.sep[1] == sDash && (g[0].nd == 2 || g[0].nd == 3) && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) != 0 &&
		(g[1].nd == 3 || g[1].nd == 4) && g[2].nd == 4
}

// loneDigitBefore reports a digit group of exactly one digit ending at
// s[j], in any digit system.
func loneDigitBefore(s string, j int) bool {
	for w := 1; w <= 3 && j-w >= 0; w++ {
		if _, dw, ok := digitAt(s, j-w); ok && dw == w {
			return !digitBefore(s, j-w)
		}
	}
	return false
}

// areaCode reports a group that may be an area code written in
// parentheses: two or three digits, or four that do not read as a year
// ("(0221)", "(8412)", but not "(2019)").
func areaCode(s string, g group) bool {
	if g.nd == 4 {
		c := digitN(s, g, 0)
		return c != 1 && c != 2
	}
	return g.nd == 2 || g.nd == 3
}

// trunkAreaInParens reports an opening parenthesis that closes after the
// second group, the first a trunk prefix starting 0 and joined to the
// second by a dash or a space, the two an area code's length ("(06-1) 870-9912", "(06 1) 263 2414",
// "(06-30) 123-4567": how Hungary writes its numbers).
func trunkAreaInParens(s string, r *run, k int) bool {
	return r.open >= 0 && k > 2 && (r.sep[0] == sDash || r.sep[0] == sSpace) && r.sep[1]&sClose != 0 &&
		digitN(s, r.g[0], 0) == 0 && r.g[0].nd+r.g[1].nd <= 5
}

// parensBalanced checks that parentheses inside groups [0,k) open before
// they close and that each closes: "+44 (0)20" but not "20) 7946".
func parensBalanced(r *run, k int) bool {
	depth := 0
	if r.open >= 0 && k > 1 && r.sep[0]&sClose != 0 {
		depth = 1
	}
	return parensBalancedFrom(r, k, depth)
}

// parensBalancedFrom is parensBalanced with depth parentheses open before
// the first group.
func parensBalancedFrom(r *run, k, depth int) bool {
	for i := 0; i+1 < k; i++ {
		sp := r.sep[i]
		if sp&sClose != 0 {
			if depth == 0 {
				return false
			}
			depth--
		}
		if sp&sOpen != 0 {
			if depth == 1 {
				return false
			}
			depth++
		}
	}
	return depth == 0
}

// phoneShape decides whether groups [0,k) have the shape of a phone number.
// A window that has one is still turned down when it is the rest of an
// IBAN ("NL91 ABNA 0417 1643 00"), an amount ("1.234.567,89 €"), a range
// of years ("2019–2024"), a list of sizes ("1536 2048 4096 MB") or a value
// under a column named for an id: asked only of the few windows that
// pass, these cost nothing on the others.
func phoneShape(s string, r *run, k int, seps uint8, start, end int, cx *ctxIndex) bool {
	asked := uint8(0)
	if r.plus < 0 {
		asked = replyTurn(s, start, end, cx)
	}
	if !phoneShapeOf(s, r, k, seps, start, end, cx) && !listedPhone(s, r, k, start, end, cx) && !(asked == catWeakPhone && replyShape(s, r, k)) {
		return false
	}
	if r.plus >= 0 {
		return true
	}
	if asked == catID {
		// The whole reply to a turn that asked for another kind of
		// number ("Ihre Kundennummer, bitte?" — "Anrufer: 65784011.",
		// "Proszę o NIP firmy." — "Klient: 573-317-62-51."): that
		// number, whatever the speaker's label says.
		return false
	}
	if start >= 5 && s[start-1] == ' ' && (isUpper(s[start-2]) || isDigit(s[start-2])) && ibanBefore(s, start) {
		return false
	}
	if k == 2 && (decimalOrEIN(s, r) || r.g[0].nd >= 6 && r.g[1].nd >= 6 && !cx.strongPhoneRightBefore(start)) {
		// Two groups of six digits or more ("Candidate numbers
		// 726758–408896"): a range or a pair, as no numbering plan
		// writes a national number, whose first group is an area
		// code or a prefix of two to five; only a phone word right
		// before says otherwise.
		return false
	}
	// An amount's last group has three digits; a phone's rarely.
	if k >= 2 && (r.g[k-1].nd == 3 && priceShape(s, r, k, start, end) || k == 2 && (yearRange(s, r) || yearSerial(s, r)) || seps&sSpace != 0 && end+1 < len(s) && (unitFirst[s[end]] || s[end] == ' ' && unitFirst[s[end+1]]) && unitAfter(s, end)) {
		return false
	}
	if dialedAfterPause(s, k, start, end) || statusAfterRequest(s, start) {
		return false
	}
	if k >= 2 && r.g[k-1].nd == 8 && r.sep[k-2] == sDash && channelName(s, start) {
		// "PJSIP/3785-00003671": an Asterisk channel's name, the
		// endpoint and, after a dash, the channel's sequence number in
		// eight hex digits.
		return false
	}
	if k >= 2 && upsBefore(s, start) || start > 0 && s[start-1] == '/' && urlPathBefore(s, start-1) {
		// "1Z 9PR EVM 02 1412 6353": a UPS tracking number spaced as
		// its label prints it, "1Z", the shipper's six characters,
		// the service's two digits and the package's eight; and a
		// segment of a URL's path ("…/calls/10690340/recording/
		// 16540148094"), which names a resource.
		return false
	}
	if k == 3 && seps == sDot && bookingShape(s, r) && !cx.strongPhone(start, end) {
		// "Hotel Booking number 2280.480.049": Booking.com writes its
		// confirmation numbers as ten digits grouped 4.3.3 with dots,
		// as no plan writes a national number without its trunk 0
		// (Australia's 1300 and 1800 lines aside); "number" alone
		// does not make one a phone.
		return false
	}
	if k == 3 && r.g[0].nd == 3 && r.g[2].nd == 4 && nhsNumber(s, r) && nhsLabelBefore(s, start) && !cx.strongPhoneRightBefore(start) {
		// "NHS number on the form was 943 476 5919": the UK's NHS
		// number is written 3-3-4 as a NANP phone is, and its last
		// digit checks the nine before it (mod 11), as no phone's does.
		return false
	}
	// Under a column named for another kind of number ("order",
	// "tracking"), the name says what it is.
	return !cx.idColumn(start, end) && !idNamedAfter(s, end)
}

// replyTurn reports a number that is the whole reply of a transcript's
// turn — a line "Speaker: …" or "SPEAKER> …", or a JSON line's "text"
// value, a few letters ("Ja, ", "É o ") allowed before it and a full stop
// after — right after another turn, and what that turn asked for:
// catWeakPhone when it names a phone or a contact and no other number
// ("Nomor HP yang bisa dihubungi?", "melhor contacto telefónico?"), catID
// when it names another number (an id, an account, a tax number: "Ihre
// Kundennummer, bitte?", "Pode confirmar o CPF?") and no phone; 0
// otherwise.
func replyTurn(s string, start, end int, cx *ctxIndex) uint8 {
	pcs, pe := askingTurn(s, start, end, cx)
	if pcs < 0 {
		return 0
	}
	phone := cx.any(catStrongPhone|catWeakPhone, pcs, pe)
	id := cx.any(catID|catAccount|catSSN, pcs, pe)
	switch {
	case phone && !id:
		return catWeakPhone
	case id && !phone:
		return catID
	}
	return 0
}

// askingTurn returns the words [pcs, pe) of the turn that asked for the
// number s[start:end] when that number is the whole reply of its turn
// (replyTurn), and -1 otherwise: a sentence that asks or tells, with no
// digit in it.
func askingTurn(s string, start, end int, cx *ctxIndex) (int, int) {
	j := end
	if j < len(s) && s[j] == '.' {
		j++
	}
	if j < len(s) && s[j] != '\n' && s[j] != '"' && s[j] != '\\' {
		return -1, -1
	}
	if lo := max(0, start-16); strings.IndexByte(s[lo:start], ':') < 0 && strings.IndexByte(s[lo:start], '>') < 0 && strings.IndexByte(s[lo:start], ']') < 0 {
		return -1, -1 // no speaker's label or "text": within reach
	}
	ls := lineStartWithin(s, start, 96)
	if ls <= 0 {
		return -1, -1
	}
	cs := turnContent(s, ls, start)
	if cs < 0 || start-cs > 12 {
		return -1, -1 // "Sí, es el ", "C'est le ", "It's ": a few words at most
	}
	for i := cs; i < start; i++ {
		if c := s[i]; c < 0x80 && !isAlpha(c) && c != ' ' && c != ',' && c != '\'' {
			return -1, -1 // "ok, P/N 3897-0128": a label of the number's own
		}
	}
	const named = catID | catPart | catAccount | catSSN | catCard
	if cx.any(named, ls, start) {
		return -1, -1 // "ID number: …", "ok, EAN …": the line names its number
	}
	ps, pe := cueStart(s, ls-1)
	if ps < 0 {
		return -1, -1
	}
	pcs := turnContent(s, ps, pe)
	if pcs < 0 {
		return -1, -1
	}
	for pe > pcs && (s[pe-1] == '"' || s[pe-1] == '}' || s[pe-1] == '\\' || s[pe-1] == ' ' || s[pe-1] == '\r') {
		pe-- // the JSON line's closing quote and brace
	}
	if pe <= pcs || s[pe-1] != '?' && s[pe-1] != '.' {
		return -1, -1 // no turn before, or no sentence that asks
	}
	if !digitIn(s[pcs:pe]) {
		return pcs, pe
	}
	// A turn that gives values may still ask in its last sentence ("…
	// held, case 04284576278. Best callback number?").
	for i := pe - 2; i > pcs; i-- {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i+1] == ' ' {
			if digitIn(s[i+2 : pe]) {
				break
			}
			return i + 2, pe
		}
	}
	return -1, -1 // a turn that gives values, not one that asks for one
}

// digitIn reports an ASCII digit in s.
func digitIn(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return true
		}
	}
	return false
}

// cueStart returns the line before the one starting at s[e+1] that holds
// words, as [start, end): a subtitle file's cue lines between two turns (a
// blank line, the cue's number, its times "00:02:13,593 --> 00:02:16,993")
// are stepped over. The start is -1 when no such line is within reach.
func cueStart(s string, e int) (int, int) {
	for range 4 {
		ps := lineStartWithin(s, e, 160)
		if ps < 0 || !cueLine(s[ps:e]) {
			return ps, e
		}
		if ps == 0 {
			return -1, e
		}
		e = ps - 1
	}
	return -1, e
}

// cueLine reports a line of a subtitle file that is no turn: blank, a
// cue's number, or its times.
func cueLine(line string) bool {
	line = strings.TrimRight(line, " \r")
	if strings.Contains(line, "-->") {
		return true
	}
	for i := 0; i < len(line); i++ {
		if !isDigit(line[i]) {
			return false
		}
	}
	return true
}

// lineStartWithin returns where the line holding s[i] starts, -1 when
// that is more than n bytes back.
func lineStartWithin(s string, i, n int) int {
	for j := i; j > 0 && i-j <= n; j-- {
		if s[j-1] == '\n' {
			return j
		}
	}
	if i <= n {
		return 0
	}
	return -1
}

// lineCursor is lineStartWithin and the line's end for a scan that asks
// at offsets in increasing order: it remembers the line it read last, so
// that a long line asked at each of its words is read once, not once a
// word ("pw|pw|pw|…" on one line). An offset asked out of order is read
// afresh, within the bound.
type lineCursor struct {
	start, startTo int // no '\n' in s[start:startTo]; start is 0 or follows one
	end, endFrom   int // s[end] is the first '\n' at or after endFrom (len(s) when none)
	endKnown       bool
}

// startWithin is lineStartWithin(s, i, n).
func (c *lineCursor) startWithin(s string, i, n int) int {
	if i < c.startTo {
		return lineStartWithin(s, i, n)
	}
	if k := strings.LastIndexByte(s[c.startTo:i], '\n'); k >= 0 {
		c.start = c.startTo + k + 1
	}
	c.startTo = i
	if i-c.start > n {
		return -1
	}
	return c.start
}

// endWithin returns the first '\n' in s[i:i+n], or -1.
func (c *lineCursor) endWithin(s string, i, n int) int {
	if !c.endKnown || i < c.endFrom || i > c.end {
		c.endKnown, c.end = true, len(s)
		if k := strings.IndexByte(s[i:], '\n'); k >= 0 {
			c.end = i + k
		}
	}
	c.endFrom = i
	if c.end == len(s) || c.end-i >= n {
		return -1
	}
	return c.end
}

// turnContent returns where a turn's words start on the line s[ls:e]:
// after a JSON "text" key's opening quote, or after the speaker's label
// and its ": " or "> " within the line's first 48 bytes; -1 when the line
// is no turn.
func turnContent(s string, ls, e int) int {
	line := s[ls:e]
	if i := strings.Index(line, `"text":"`); i >= 0 {
		return ls + i + len(`"text":"`)
	}
	if i := strings.Index(line, `text\":\"`); i >= 0 {
		return ls + i + len(`text\":\"`) // escaped: {\"text\":\"…\"}
	}
	head := line[:min(len(line), 48)]
	i := strings.Index(head, ": ")
	if k := strings.Index(head, "> "); k >= 0 && (i < 0 || k < i) {
		i = k
	}
	if len(head) > 2 && head[0] == '*' && head[1] == '*' {
		if k := strings.Index(head, ":** "); k > 0 && (i < 0 || k < i) {
			return ls + k + len(":** ") // Markdown's bold label: "**Customer:** "
		}
	}
	if i < 0 && len(head) > 0 && head[0] == '[' {
		if k := strings.Index(head, "] "); k > 1 && !isDigit(head[k-1]) {
			return ls + k + 2 // a label in brackets: "[CLIENTE] ", not "[00:02:44] "
		}
	}
	if i <= 0 || !isAlpha(head[i-1]) && head[i-1] != ']' && head[i-1] != '*' && head[i-1] != ')' {
		return -1 // ')': a speaker and the time, "spk_1 (62.4s): "
	}
	return ls + i + 2
}

// replyShape reports groups [0,k) written as a phone is: eight to
// thirteen digits, one group or groups of two or more, no date, decimal
// or id of a known shape.
func replyShape(s string, r *run, k int) bool {
	d := windowDigits(r, k)
	return d >= 8 && d <= 13 && (k == 1 || restAtLeast(r, 0, k, 2)) && !dateShape(s, r, k) && !decimalShape(s, r, k) && !ssnShape(r, k) && !cpfShape(r, k)
}

// channelName reports "SIP/" or "PJSIP/" (or IAX2's) right before
// s[start]: an Asterisk channel's technology, the endpoint after it.
func channelName(s string, start int) bool {
	return start >= 4 && (hasSuffixFold(s[:start], "SIP/") || hasSuffixFold(s[:start], "IAX2/"))
}

// upsBefore reports "1Z" and two groups of three letters or digits, each
// with a space after it, right before s[start]: the shipper's number of a
// UPS tracking number written spaced ("1Z 9PR EVM 02 1412 6353").
func upsBefore(s string, start int) bool {
	i := start - 11
	if i < 0 || i > 0 && isAlnum(s[i-1]) || s[i] != '1' || s[i+1] != 'Z' && s[i+1] != 'z' {
		return false
	}
	for j := i + 2; j < i+10; j += 4 {
		if s[j] != ' ' || !isAlnum(s[j+1]) || !isAlnum(s[j+2]) || !isAlnum(s[j+3]) {
			return false
		}
	}
	return s[i+10] == ' '
}

// urlPathBefore reports the '/' at s[j] inside a URL's path: the bytes
// before it, up to a space, hold "://" and a '/' after it.
func urlPathBefore(s string, j int) bool {
	lo := max(0, j-200)
	slash := false
	for i := j - 1; i >= lo+2; i-- {
		switch c := s[i]; {
		case c <= ' ' || c == '"' || c == '\\' || c == '<' || c == '\'':
			return false
		case c == '/' && s[i-1] == '/' && s[i-2] == ':':
			return slash
		case c == '/' && s[i-1] != '/':
			slash = true
		}
	}
	return false
}

// bookingShape reports three groups of 4, 3 and 3 ASCII digits, the first
// no trunk 0 and no Australian 1300, 1800 or 1900 line: a Booking.com
// confirmation number's shape when dots join them.
func bookingShape(s string, r *run) bool {
	g := r.g[0]
	if g.nd != 4 || r.g[1].nd != 3 || r.g[2].nd != 3 || g.end-g.start != 4 || s[g.start] == '0' {
		return false
	}
	return s[g.start+2:g.end] != "00" || s[g.start+1] != '3' && s[g.start+1] != '8' && s[g.start+1] != '9' || s[g.start] != '1'
}

// listedPhone reports groups [0,k), the whole run, as a national number
// in a list of people whose other rows give theirs in international form
// (besideIntl, lists.go): grouped as phones are (groups of two to five
// digits, a trunk digit or an area code apart first, or one group), no
// date, decimal or id of a known shape, and no word for another number
// right before it.
func listedPhone(s string, r *run, k, start, end int, cx *ctxIndex) bool {
	d := windowDigits(r, k)
	if r.plus >= 0 || d < 8 || d > 12 || !r.closedAfter(k) || r.rightDirty || r.leftJoin != 0 || !cx.intlNear(start, end) || !cx.nameMayLead(start) {
		return false
	}
	if k > 1 && (!restAtLeast(r, 1, k, 2) || r.g[0].nd > 5) {
		return false
	}
	for i := 1; i < k; i++ {
		if r.g[i].nd > 5 && k > 2 {
			return false
		}
	}
	if k > 2 && r.g[k-1].nd == 2 && r.g[k-2].nd > 3 {
		// Pairs end a phone after pairs or triples ("677 88 12 34", "8
		// 921 456 78 90"); "4500 1234 56" is an id's or an amount's.
		return false
	}
	if dateLead(s, r, k) || decimalShape(s, r, k) || dateShape(s, r, k) || ssnShape(r, k) || cpfShape(r, k) || belgianNNShape(r, k) ||
		nordicIDShape(s, r, k) || koreanRRNShape(s, r, k) || malaysiaICShape(s, r, k) || k >= 4 && ipv4Lead(s, r) {
		return false
	}
	var buf [24]byte
	nat := runDigits(buf[:0], s, r, k)
	return cx.besideIntl(start, end, nat) && !cx.idRightBefore(r.g[0].start)
}

// listedLone is listedPhone for a group of digits on its own, which the
// label index has turned away before the matchers (mayHold): a row's
// number in a list of people ("أحمد الحسيني : ٠١٢٠٨٥٨٢٤٦٠" below "+20 2 …").
func listedLone(s string, i, e int, cx *ctxIndex) bool {
	if !cx.intlNear(i, e) || !cx.nameMayLead(i) {
		return false
	}
	var buf [24]byte
	nat := digits(buf[:0], s, i, e)
	return cx.besideIntl(i, e, nat) && !cx.idRightBefore(i) && !cx.idColumn(i, e)
}

// dialedAfterPause reports digits keyed into a menu once a call is
// answered, not dialled: ended by '#', after a dialer's pause (',' or ';')
// as a meeting's "one tap" link gives its id ("+13125529579,,89946920598#"),
// or as one group, as an invitation gives a conference id ("ID de
// conférence téléphonique : 623412930#"); not a USSD code's field
// (ussdField).
func dialedAfterPause(s string, k, start, end int) bool {
	return end < len(s) && s[end] == '#' && (k == 1 || start > 0 && (s[start-1] == ',' || s[start-1] == ';')) && !ussdField(s, start, end)
}

// statusAfterRequest reports a number right after an access log's quoted
// request line: the response's status and size ("GET /x HTTP/1.1" 404
// 69009), as the Common and Combined Log Formats write them.
func statusAfterRequest(s string, start int) bool {
	j := start - 2 // before the space and the closing quote
	if j < 6 || s[j+1] != ' ' || s[j] != '"' {
		return false
	}
	k := j
	for k > j-4 && k > 0 && (isDigit(s[k-1]) || s[k-1] == '.') {
		k--
	}
	return k < j && k >= 5 && s[k-5:k] == "HTTP/"
}

// idNamedAfter reports a number that the words after it name as another
// kind of number, as Turkish puts the label after it: "4982-7474-55
// numaralı siparişim" (my order numbered …), "… nolu fatura". The word
// for "numbered" alone says nothing: "… numaralı telefon" is a phone.
func idNamedAfter(s string, end int) bool {
	j := end
	if j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != 'n' {
		return false // every word in numberedWords starts so
	}
	for _, w := range numberedWords {
		if strings.HasPrefix(s[j:], w) {
			k := j + len(w)
			return k < len(s) && wordsOfAt(s, k, catID|catPart|catAccount) != 0
		}
	}
	return false
}

// nhsNumber reports three groups of 3, 3 and 4 digits that pass the NHS
// number's check: the first nine digits weighted 10 down to 2, the sum's
// remainder mod 11 taken from 11 (11 read as 0, 10 never issued) is the
// tenth. One number in eleven passes by chance.
func nhsNumber(s string, r *run) bool {
	g0, g1, g2 := r.g[0], r.g[1], r.g[2]
	if g0.nd != 3 || g1.nd != 3 || g2.nd != 4 || g0.end-g0.start != 3 || g1.end-g1.start != 3 || g2.end-g2.start != 4 {
		return false // not 3-3-4 in ASCII digits, as the NHS prints it
	}
	sum := 0
	for i := 0; i < 3; i++ {
		sum += int(s[g0.start+i]-'0')*(10-i) + int(s[g1.start+i]-'0')*(7-i)
	}
	for i := 0; i < 3; i++ {
		sum += int(s[g2.start+i]-'0') * (4 - i)
	}
	c := 11 - sum%11
	if c == 11 {
		c = 0
	}
	return c != 10 && c == int(s[g2.start+3]-'0')
}

// nhsLabelBefore reports "NHS" (or Wales's "GIG", in capitals) as a word
// on the line before s[start], within 64 bytes: the label of the UK's
// health service number, whatever words stand between ("NHS numbers
// only): A.B. 599 065 1910").
func nhsLabelBefore(s string, start int) bool {
	lo := max(0, start-64)
	for i := start - 3; i >= lo; i-- {
		c := s[i]
		if c == '\n' {
			return false
		}
		if c != 'N' && c != 'n' && c != 'G' || i > 0 && isAlpha(s[i-1]) || i+3 < len(s) && isAlpha(s[i+3]) {
			continue
		}
		if strings.EqualFold(s[i:i+3], "nhs") || s[i:i+3] == "GIG" {
			return true
		}
	}
	return false
}

// numberedWords say "numbered" in Turkish, with the space after them.
var numberedWords = []string{"numaralı ", "numarali ", "nolu ", "no'lu ", "no’lu "}

// phoneShapeOf is phoneShape before those exceptions.
func phoneShapeOf(s string, r *run, k int, seps uint8, start, end int, cx *ctxIndex) bool {
	if end+3 < len(s) && s[end] == '/' && isDigit(s[end+1]) && isDigit(s[end+2]) && isDigit(s[end+3]) && r.plus < 0 {
		// A slash and three digits or more go on: the window is cut
		// from a slashed number ("03/05/2023 0151/4284732": "2023 0151"
		// is a date's year and an area code; "…1234567/8" gives the
		// other last digit).
		return false
	}
	d := windowDigits(r, k)
	g := r.g[:k]
	if r.plus >= 0 {
		return intlShape(s, r, k, d)
	}
	if k >= 4 && (k == 4 || r.sep[3]&sSpace != 0) && ipv4Lead(s, r) {
		// "10.169.234.99", "10.0.0.1 555 1234": an address, or one and
		// what follows it across a space, whatever word is near.
		return false
	}
	if dateLead(s, r, k) {
		return false // "03.04.2024 09:15", "2024-03-15 14:30": a date and the hour after it
	}
	if r.open >= 0 && k >= 2 && g[0].nd == 4 && r.sep[0]&sClose != 0 {
		// A year in parentheses and what follows it, a citation's pages
		// ("Cell (1993) 93-105", "Lancet (2000) 567-601"): an area code in
		// parentheses has four digits only with its trunk 0 ("(0221)").
		if y := groupValue(s, g[0]); y >= 1900 && y <= 2099 {
			return false
		}
	}
	if cpfShape(r, k) || thousandsDotted(r, k) || belgianEnterpriseShape(s, r, k) || ndcShape(s, r, k) || belgianAccountShape(r, k) {
		// Brazil's CPF with its leading 0 ("086.788.951-95": a Pix key
		// may be one), a number grouped in thousands by dots (Colombia's
		// cédula, "CC 1.033.920.563"; an amount): no plan writes a phone
		// so, whichever rule below would read a trunk 0.
		return false
	}
	if d >= 7 && d <= 15 && (pairNamedPhone(s, start) || keyNamedPhone(s, start) || vcardTelValue(s, start)) {
		// {"propertyName": "phone", "propertyValue": "13550701443"}
		// (pairfield.go); a vCard's "TEL;VOICE:09-5184873".
		return true
	}
	if d >= 9 && d <= 13 && signOffNumber(s, start, end) && ownLineShape(s, r, k, d) && !cx.idRightBefore(r.g[0].start) {
		return true // "Thanks!\nHannah Patel\n212 204 3967": under the sender's name
	}
	if g[0].nd >= 3 && g[0].nd <= 5 && k >= 2 && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) == 0 {
		// "0044 20 7946 0958": the international prefix 00; an
		// airline's ticket number has its shape ("E-ticket number: 001
		// 9525985697", "TKT 006 …"), which the word before it names.
		return digitN(s, g[0], 2) != 0 && intlRest(s, r, k, d-2) && g[0].nd-2 <= 3 && (!cx.idRightBefore(r.g[0].start) || cx.strongPhoneRightBefore(start))
	}
	if k >= 3 && exitCode011(s, r, k, d) {
		// "011 44 20 7778 4979": dialled from the US or Canada, the
		// exit code 011 before a country code (never 1: NANP numbers
		// need none; Argentina's "011 15-…" and "011 4321-…" are
		// Buenos Aires with its trunk 0).
		return !cx.idRightBefore(r.g[0].start) || cx.strongPhoneRightBefore(start)
	}
	tight := seps&(sDash|sUDash|sDot|sOpen|sClose) != 0 || (r.open >= 0 && k > 1 && r.sep[0]&sClose != 0)
	if nanpShape(s, r, k) && seps&sSpace != 0 && seps&sDot != 0 && digitN(s, r.g[k-2], 0) < 2 {
		// "262 135.9500": a number and a price with four decimals, not
		// an area code and an exchange (NANP's start with 2-9) joined
		// by a space and a dot.
		return false
	}
	if nanpShape(s, r, k) {
		if tight {
			// "SKU 845-775-5869", "order #555-123-4567": a word for
			// another kind of number right before it names it, unless
			// a phone word heads the label ("Shipping phone used on 11
			// orders: 571-792-2683").
			if seps&sDot != 0 && digitN(s, r.g[k-2], 0) == 0 && !cx.phone(start, end) {
				return false // "errorCode":"500.001.1001": no exchange starts with 0
			}
			return !cx.idWholeRightBefore(r.g[0].start) || cx.strongPhoneBefore(start)
		}
		if cx.idRightBefore(r.g[0].start) {
			return false
		}
		// With no word for a phone near, a valid NANP number that is an
		// item of a list on its own ("Omar Martinez, 973 801 0271,
		// carrier …", "Chicago · 704 834 6488 · tom@…"), a column of a
		// fixed-width line, or the whole value of a short label's line
		// ("Από: 697 706 6527") is one.
		return cx.phone(start, end) || extWordAfter(s, end) || unindexedCallRightBefore(s, start) || nameNumberShape(s, r, k, d) && personNameRightBefore(s, start) || phoneLineAfter(s, start, end, r.lastPhoneEnd) || queryLabelBefore(s, start) || nanpValid(s, r, k) && (listItem(s, start, end) || tollFree(s, r.g[k-3]) || columnApart(s, start, end) || labelLineValue(s, start, end) || cx.namedListItem(start, end) || numberLinesList(s, start, end)) ||
			end+1 < len(s) && s[end] == ':' && chatSender(s, start, end) || orAddressBeside(s, start, end)
	}
	if trunk8Shape(s, r, k, d) {
		// "8 (495) 123-45-67", "8-800-555-35-35": Russian, Kazakh and
		// Belarusian domestic numbers dial the trunk 8.
		if tight {
			return true
		}
		return cx.phone(start, end) && !cx.idRightBefore(r.g[0].start)
	}
	if trunk0Paren(s, r, k, d) {
		return true // "0 (532) 123 45 67", "0(212) 123 45 67": Turkey's trunk 0 before the area code
	}
	if parenArea(s, r, k) && d >= 9 && d <= 12 && (restAtLeast(r, 1, k, 3) || k == 4 && r.g[0].nd == 2 && mobile9(s, r, 1, k)) {
		return true // "(11) 91234-5678", "(021) 1234 5678": the area code in parentheses
	}
	if k == 3 && r.sep[0] == sSpace && r.sep[1]&(sDash|sUDash) != 0 && r.sep[1]&sSpace == 0 && g[0].nd == 2 && digitN(s, g[0], 0) != 0 && digitN(s, g[0], 1) != 0 &&
		g[1].nd == 5 && digitN(s, g[1], 0) == 9 && g[2].nd == 4 {
		// Brazil's mobiles as Brazilians write them, the two-digit
		// area code (DDD) apart: "11 95430-4119".
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if durchwahl(s, r, k) {
		// "0221 1234567-89", "(0221) 1234567-0"; not a contract's or an
		// order's number of that shape ("contractnr 020-555-1234-01").
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k == 3 && g[0].nd == 3 && g[1].nd == 4 && g[2].nd == 4 && (seps&sSpace == 0 || seps == sSpace) {
		if digitN(s, g[0], 0) == 1 && digitN(s, g[0], 1) >= 3 {
			return !cx.idRightBefore(r.g[0].start) // Chinese mobile "138-0013-8000", "139 7895 2385"
		}
	}
	if k == 3 && seps == sDash && g[0].nd == 2 && g[1].nd == 3 && g[2].nd == 4 && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) != 0 {
		// A capital's landline with the trunk 0 and its one-digit area
		// code, as Seoul, Bangkok and Jerusalem write it: "02-462-9011".
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k >= 3 && seps&sSpace != 0 && countingList(s, r, k) {
		return false // "episodes 01 02 03 04 05", "2023 2024 2025": a list that counts
	}
	if d == 9 && k == 4 && seps == sSpace && spanishGrouping(s, r) && alRightBefore(s, start) && !cx.idRightBefore(r.g[0].start) {
		// "Cualquier duda, al 691 16 30 21.": Spain's nine digits as
		// Spaniards group them, after "al" (to the), which gives a
		// number to call far more often than any other nine digits.
		return true
	}
	if (k == 3 || k == 4) && d == 9 && (seps == sSpace || seps == sDash) && g[0].nd == 2 && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) != 0 && restAtLeast(r, 1, k, 2) && g[1].nd == 3 {
		// The trunk 0, a one-digit area code and seven digits, spaced
		// or dashed: a landline of New Zealand, Belgium, Israel or
		// Sweden ("03 231 3329", "02 123 45 67").
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k >= 2 && k <= 5 && d >= 10 && d <= 12 && g[0].nd >= 2 && g[0].nd <= 5 {
		if digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) != 0 && restAtLeast(r, 1, k, 2) {
			// National format with trunk 0, unless a word for another
			// kind of number names it ("FedEx tracking 0466 2694 3950")
			// but a wallet's account ("Easypaisa A/C 0335 7448706").
			return !cx.idWholeRightBefore(r.g[0].start) || walletAccountBefore(s, start)
		}
	}
	if k >= 3 && k <= 4 && d == 13 && argentinaMobile(s, r, k) {
		// Argentina's mobiles dialled at home: the trunk 0, the area
		// code, 15 and the local number, "011 15-3893-5268", "0341
		// 15-643-0513".
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k == 4 && brazilMobile(s, r) {
		// Brazil's mobiles as people write them at home, the area code,
		// the 9 apart and two groups of four: "11 9 4856 2013", "61
		// 9-8330-9985". No other plan sets a lone 9 after two digits.
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k >= 3 && hungaryBudapest(s, r, k) {
		// Hungary's trunk 06 and Budapest's area code 1 before seven
		// digits: "06 1 633 2475", "06-1 870-9912", "(06-1) 870-9912"
		// (trunkAreaInParens).
		return !cx.idWholeRightBefore(r.g[0].start)
	}
	if k == 1 && d == 11 && cjkMobile(s, g[0]) && (hanBefore(s, start) || hanAfter(s, end)) {
		// A Chinese or Japanese mobile in CJK text that has no space to
		// set it apart: "或打13912345678，", "日中は09087903553に連絡".
		return !cx.idRightBefore(start)
	}
	if k == 1 && upiHandle(s, start, end) {
		return true // "trf to 7164141493@paytm": a UPI address whose user is the payee's mobile
	}
	if k == 1 && (sipUser(s, start, end) || d >= 7 && kamailioUser(s, start)) {
		return true // "INVITE sip:0101863181@172.26.27.176:5060;user=phone"
	}
	if k == 1 && d >= 10 && d <= 12 && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) != 0 && ussdField(s, start, end) {
		return true // "call-me-back *561*0745118946#"
	}
	// Only with a phone word nearby from here on.
	if k == 1 && d >= 10 && d <= 15 && waLink(s, start) {
		return true // "https://wa.me/4917612345678": E.164 without its '+'
	}
	if k == 1 && d >= 8 && (cx.phoneFieldAt(start) && fieldEnd(s, end) || vcardTelValue(s, start)) && !cx.idRightBefore(start) {
		// The whole value of a cell under a column a phone word names
		// ("telefone", "fax", "電話番号"): the header says what it is,
		// whatever plan wrote it ("1127650897", São Paulo's without
		// the trunk; "09014178796").
		return true
	}
	if k == 1 && d >= 9 && walletParty(s, g[0], cx) {
		return true // a mobile wallet's party to a transfer
	}
	if d >= 7 && d <= 15 && phoneName(bindParamColumn(s, start)) {
		return true // "… phone = $2 …\nDETAIL:  parameters: $1 = '…', $2 = '09033701007'"
	}
	if d >= 9 && d <= 13 && promptAnswer(s, start, end, cx) && ownLineShape(s, r, k, d) {
		return true // "Enter phone number:\n> 0555858173"
	}
	if k == 1 {
		switch loneGroupPhone(s, g[0]) {
		case lonePhoneRightAfterWord:
			// A local number without its area code ("call 5551234",
			// "Tel. 2345678"): seven digits are also a count or an id, so
			// the phone word must come right before it, or name its
			// column, or its extension follow it.
			// Nine digits are a whole national number in much of Europe
			// (Poland, Spain, Portugal): a word asking for contact right
			// before them is enough ("Proszę o kontakt: 601679035").
			return cx.strongPhoneRightBefore(start) || cx.phoneFieldAt(start) || ssrContactBefore(s, start) ||
				extWordAfter(s, end) && !cx.idRightBefore(start) || g[0].nd == 9 && cx.contactWordRightBefore(start) ||
				// Eight or nine digits given as the other choice after a
				// phone ("Llamad a 612 … o 612722349", "… eller
				// 21380379"); after a comma they are as often an id.
				g[0].nd >= 8 && g[0].nd <= 9 && phoneOrAfter(s, start, r.lastPhoneEnd) && !cx.idRightBefore(start) ||
				g[0].nd == 9 && (orAddressAfter(s, end) && !wordJustBefore(s, start) || addressBefore(s, start)) ||
				// Brazil's mobiles written at home, the area code and
				// the 9 before eight digits ("meu número novo é
				// 31984088793"), after a word asking for contact.
				g[0].nd == 11 && digitN(s, g[0], 2) == 9 && digitN(s, g[0], 1) != 0 && cx.contactWordRightBefore(start) ||
				g[0].nd == 9 && contactHeaderItem(s, start, end) && !cx.idRightBefore(start) && !cx.otherColumn(start, end) ||
				g[0].nd == 9 && personNameRightBefore(s, start) && !cx.idRightBefore(start) ||
				// An international number without its '+' whose
				// country's plan has exactly that length, after a
				// word asking for contact ("new number 573002377487",
				// "contact: \"916958421182\"").
				planLength(s, g[0]) && cx.contactWordRightBefore(start) && !cx.idRightBefore(start)
		case loneTrunkPhone:
			if mobileEleven(s, g[0]) && !cx.idRightBefore(start) && !cx.otherColumn(start, end) {
				return true
			}
			if transferPartyBefore(s, start, end) || personNameRightBefore(s, start) && !cx.idRightBefore(start) || cx.ownNumberRightBefore(start) ||
				(orAddressAfter(s, end) && !wordJustBefore(s, start) || addressBefore(s, start)) || (callVerbAfter(s, end) || cx.namedListItem(start, end)) && !cx.idRightBefore(start) || cx.contactWordRightBefore(start) || cx.strongPhoneRightBefore(start) || (phoneListedAfter(s, start, r.lastPhoneEnd) || phoneListedAfterName(s, start, r.lastPhoneEnd) || phoneLineAfter(s, start, end, r.lastPhoneEnd) || extWordAfter(s, end)) && !cx.idRightBefore(start) || (contactLineItem(s, start, end) || contactHeaderItem(s, start, end)) && !cx.otherColumn(start, end) {
				return true
			}
		case lonePhoneNearWord:
			if (phoneListedAfter(s, start, r.lastPhoneEnd) || phoneLineAfter(s, start, end, r.lastPhoneEnd) || extWordAfter(s, end) || (orAddressAfter(s, end) && !wordJustBefore(s, start) || addressBefore(s, start))) && !cx.idRightBefore(start) {
				return true
			}
			if g[0].nd == 10 && (personNameRightBefore(s, start) && !cx.idRightBefore(start) || tenAfterContact(cx, s, g[0])) {
				// Ten digits after a person's name: NANP's, India's and
				// Mexico's national numbers alike.
				return true
			}
			if g[0].nd == 10 && nanpDigits(s, g[0]) && (contactLineItem(s, start, end) && !cx.otherColumn(start, end) || cx.namedListItem(start, end) && !cx.idRightBefore(start) || cx.ownNumberRightBefore(start) || channelAfter(s, end) || ringRightBefore(s, start)) {
				return true // "379581\tjane@x.io\t4159864954\t2025-08-19": a contact row's phone
			}
		default:
			return false
		}
		// A digit run alone as a list's value under a heading with a
		// strong phone word ("Phone list\nRahul: 7379494578").
		return (cx.strongPhoneOf(start, end) || d >= 10 && cx.phoneListHeading(start, end, catStrongPhone)) && !cx.idRightBefore(r.g[0].start)
	}
	if d < 7 || d > 15 || k > 6 || decimalShape(s, r, k) || centsPair(r, k) || isoDateAfter(s, r, k) || dateShape(s, r, k) || ssnShape(r, k) && !cx.strongPhoneRightBefore(start) || fourFourFour(s, r, k) && !cx.strongPhoneRightBefore(start) || belgianNNShape(r, k) || nordicIDShape(s, r, k) || koreanRRNShape(s, r, k) || malaysiaICShape(s, r, k) {
		return false
	}
	first := 0
	if c := digitN(s, g[0], 0); g[0].nd == 1 && (c == 1 || c == 0 || c == 8) {
		first = 1 // trunk: "1 555 …", "0 800 123 456", "8 916 123 45 67"
	} else if g[0].nd == 1 && d >= 8 && d <= 11 && cx.strongPhoneRightBefore(start) {
		// A plan's one-digit lead written apart, a phone word right
		// before it: Chile's mobile 9 ("cel. 9 7746 4364"),
		// Cameroon's 6, Bolivia's area code 3 ("3-344 7122").
		first = 1
	}
	if !restAtLeast(r, first, k, 2) && !(d >= 9 && d <= 12 && trunkThenLoneDigit(s, r, k) && cx.phone(start, end)) {
		return false
	}
	if d >= 9 && d <= 12 && orAddressBeside(s, start, end) && !cx.idRightBefore(r.g[0].start) && (k == 3 && d == 9 || !thousandsGrouped(r, k)) {
		// Offered as the other way to reach someone than an e-mail
		// address ("607 20 89 50 (tardes) o lupita@…", "507-801-160
		// lub piotr@…"): a phone, grouped as a plan writes one; three
		// groups of three too ("711 166 768 (tardes) o …": Spain's
		// and Poland's numbers, and no amount is offered instead of
		// an address).
		return true
	}
	if end+1 < len(s) && s[end] == ':' && chatSender(s, start, end) && !cx.idRightBefore(r.g[0].start) {
		// The sender of a message in a chat's export, a number the app
		// has no name for ("24/07/2025 12:27 — 347 711 6547: Grazie").
		return true
	}
	// A postal code is no phone ("CA 94103-1234", "zip: 100-0005", "CEP
	// 01310-100"), asked last: most windows here have no phone word, which
	// the index tells at once.
	if start > 0 && s[start-1] == '#' {
		// "#1001-4471", "order #5551234": the number sign glued to a
		// number that only a label would make a phone names an id.
		return false
	}
	if (phoneOrAfter(s, start, r.lastPhoneEnd) || d >= 9 && (phoneListedAfter(s, start, r.lastPhoneEnd) || phoneLineAfter(s, start, end, r.lastPhoneEnd))) && !cx.idRightBefore(r.g[0].start) && !(k == 2 && postalCode(s, r)) {
		// The other number to try after a phone, or the next of a list
		// of them ("+965 9912 3456 أو 2245 1180", "+371 2912 3456 vai
		// 67 123 456").
		return true
	}
	if k == 2 && g[0].nd == 4 && g[1].nd == 4 && seps&sSpace != 0 {
		// "1234 5678" is a phone in some countries but more often a pair of
		// numbers; only the strong words count.
		// A word asking for contact right before them counts too
		// ("Landlord contact: 6894 5776": Singapore's eight digits).
		return (cx.strongPhone(start, end) || roleRightBefore(s, start) || cx.contactWordRightBefore(start)) && !cx.idRightBefore(r.g[0].start) && !postalCode(s, r)
	}
	if (cx.phone(start, end) || extWordAfter(s, end) || unindexedCallRightBefore(s, start) || (d >= 9 || d == 8 && k >= 3) && nameNumberShape(s, r, k, d) && personNameRightBefore(s, start)) && !cx.idRightBefore(r.g[0].start) && !(k == 2 && postalCode(s, r)) && !acronymLabelBefore(s, start) {
		return true
	}
	if d >= 9 && d <= 13 && (k == 3 && d == 9 || !thousandsGrouped(r, k)) && walletNameRightBefore(s, start) {
		return true // "MB WAY para o 923 645 071": a wallet is paid to a mobile's number
	}
	if (k >= 3 || k == 2 && g[1].nd >= 6) && d >= 9 && d <= 12 && (g[0].nd <= 3 || digitN(s, g[0], 0) == 0) && restAtLeast(r, 0, k, 2) && !thousandsGrouped(r, k) && (labelLineValue(s, start, end) || cx.namedListItem(start, end)) && !cx.idRightBefore(r.g[0].start) {
		// The whole value of a line that a short label heads, grouped
		// as a phone is and as no amount is ("Notaría: 93 871 76 21",
		// "Contador: 11 97520-6140"): a directory's or a letterhead's
		// line.
		return true
	}
	// An item of a contact line, next to its address ("81018 66517 |
	// ryan@gmail.com", "Francesca Ricci – 346 726 5697, f.ricci@…"):
	// ten digits or more in groups, as a phone is written.
	return (d >= 10 && d <= 13 && contactLineItem(s, start, end) || d >= 9 && d <= 13 && contactHeaderItem(s, start, end)) && !cx.idRightBefore(r.g[0].start) && !cx.otherColumn(start, end)
}

// nameNumberShape reports groups a national number may have after a
// person's name, with no country code to tell its plan: not grouped as an
// amount is, not led by a 1 (no ten-digit national number is: India's,
// Mexico's, NANP's) unless that 1 is a trunk of its own or leads China's
// eleven-digit mobile, and not a first group of four without the trunk 0
// ("Ana Díaz, 4500 1234 56" is a sum; "0711 …" is an area code).
func nameNumberShape(s string, r *run, k, d int) bool {
	g0 := r.g[0]
	c := digitN(s, g0, 0)
	switch {
	case thousandsGrouped(r, k) && !(k == 3 && d == 9):
		// Three groups of three are how Spain and Poland write their
		// mobiles ("639 407 166"); a sum after a name has its currency.
		return false
	case c == 1 && g0.nd > 1 && d != 11:
		return false
	case g0.nd == 4 && c != 0:
		return false
	}
	return true
}

// trunkThenLoneDigit reports a trunk-0 area code of three or four digits
// and then one group of a single digit among groups of two or more, as
// German and Georgian numbers are grouped from the right ("0351 8 76 54
// 32", "032 2 44 71 22").
func trunkThenLoneDigit(s string, r *run, k int) bool {
	if k < 4 || r.g[0].nd < 3 || r.g[0].nd > 5 || digitN(s, r.g[0], 0) != 0 || digitN(s, r.g[0], 1) == 0 || r.g[1].nd != 1 {
		return false
	}
	return restAtLeast(r, 2, k, 2) && (r.g[0].nd <= 4 || dinPairs(r, 1, k))
}

// thousandsGrouped reports groups after the first of exactly three
// digits, the first of one to three, set apart as thousands are (never by
// a dash): how amounts are written ("1 234 567", "655 891 203" alike, so
// neither is taken on that alone; "507-801-160" is no amount).
func thousandsGrouped(r *run, k int) bool {
	if r.g[0].nd > 3 {
		return false
	}
	for i := 1; i < k; i++ {
		if r.g[i].nd != 3 || r.sep[i-1]&(sDash|sUDash) != 0 {
			return false
		}
	}
	return true
}

// labelLineValue reports a number s[start:end] that is the whole value of
// a line, or of a sentence, headed by a label of one to three words and a
// colon at its start: "Notaría: 93 871 76 21", "Apoio ao cliente: 21 516
// 2763", "… 10:20. Centro de salud: 952 17 10 23. Traiga …".
func labelLineValue(s string, start, end int) bool {
	e := end
	for e < len(s) && s[e] == ' ' {
		e++
	}
	sentence := false
	if e < len(s) && (s[e] == '.' || s[e] == ',' || s[e] == ';' || s[e] == ')') {
		sentence = s[e] == '.' && e+1 < len(s) && s[e+1] == ' '
		e++
	}
	if e < len(s) && s[e] != '\n' && s[e] != '\r' && !sentence {
		return false
	}
	c := start
	for c > 0 && start-c < 3 && s[c-1] == ' ' {
		c--
	}
	if c == start || c == 0 || s[c-1] != ':' {
		return false
	}
	from := max(0, c-48)
	ls := strings.LastIndexByte(s[from:c-1], '\n') + 1
	if i := strings.LastIndex(s[from+ls:c-1], ". "); i >= 0 {
		ls += i + 2 // a sentence of its own: "… a las 10:20. Centro de salud: 952 17 10 23. Traiga …"
	} else if ls == 0 && from > 0 {
		return false // no line or sentence start within reach: no short label
	}
	ls += from
	label := strings.TrimSpace(s[ls : c-1])
	if label == "" || strings.Count(label, " ") > 2 {
		return false
	}
	for i := 0; i < len(label); i++ {
		if ch := label[i]; ch < 0x80 && !isAlpha(ch) && ch != ' ' && ch != '.' && ch != '-' {
			return false
		}
	}
	return true
}

// decimalOrEIN reports two groups that no numbering plan writes so and
// that are other numbers: a decimal ("91723.95", "12345.678": a dot before
// one or two digits, or after five or more), or a US
// employer identification number, two digits, a dash and seven
// ("87-4514167"; a trunk 0 first is a phone, "03-1234567" in Israel).
func decimalOrEIN(s string, r *run) bool {
	g0, g1 := r.g[0], r.g[1]
	switch r.sep[0] {
	case sDot:
		// A Brazilian boleto's digit line groups its fields so too
		// ("07197.81028 25835.766807 …"), a trunk 0 first or not.
		return g1.nd <= 2 || g0.nd >= 5
	case sDash:
		return g0.nd == 2 && g1.nd == 7 && s[g0.start] != '0'
	}
	return false
}

// ssrContactBefore reports the number of an airline booking's contact SSR,
// written as reservation systems print it: "SSR CTCM BA HK1/447700900943"
// (the mobile; CTCB business, CTCH home), the digits right after the
// status and its slash, E.164 with no '+'.
func ssrContactBefore(s string, start int) bool {
	if start < 10 || s[start-1] != '/' {
		return false
	}
	line := s[max(0, start-32):start]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	return strings.Contains(line, "CTCM ") || strings.Contains(line, "CTCB ") || strings.Contains(line, "CTCH ")
}

// phoneListedAfter reports a number that a list puts after a phone found
// ending at s[last]: across a comma, a slash, a semicolon or a word for
// "or" ("Contato: (11) 91234-5678, 9295886632", "tel 0171 1234567 oder
// 0301234567", "… ya da 05314534827"). Asked of ten and eleven digits, a
// phone's length. A comma or semicolon with no space after it delimits a
// table's fields ("…,5551234567,0123456789"), where the column names the
// next value.
func phoneListedAfter(s string, start, last int) bool {
	if phoneOrAfter(s, start, last) {
		return true
	}
	if last < 0 || start-last > 10 || start <= last || s[start-1] != ' ' && s[start-1] != '/' {
		return false
	}
	switch strings.Trim(s[last:start], " ") {
	case ",", "/", ";", "of:", ", or", ", o":
		return true
	}
	return false
}

// phoneLineAfter reports a number that fills its line right after a line
// that a phone found ending at s[last] filled: a list of numbers one to a
// line ("Recipients:\n+1-312-335-0087\n773 753 4943\n816 720 7949").
func phoneLineAfter(s string, start, end, last int) bool {
	if last < 1 || start != last+1 || s[last] != '\n' || end < len(s) && s[end] != '\n' && s[end] != '\r' {
		return false
	}
	ls := strings.LastIndexByte(s[:last], '\n') + 1
	return last-ls <= 24 && (s[ls] == '+' || isDigit(s[ls]) || s[ls] == '(')
}

// numberLinesList reports a number that fills its line above a line that
// another of the same grouping fills: a list of numbers one to a line under
// a heading ("numbers for the party:\n720 896 6529\n585 208 7421"), whose
// first has no phone above it for phoneLineAfter to go by.
func numberLinesList(s string, start, end int) bool {
	if start > 0 && s[start-1] != '\n' {
		return false
	}
	e := end
	if e < len(s) && s[e] == '\r' {
		e++
	}
	n := end - start
	if e >= len(s) || s[e] != '\n' || e+1+n > len(s) || e+1+n < len(s) && s[e+1+n] != '\n' && s[e+1+n] != '\r' {
		return false
	}
	next := s[e+1 : e+1+n]
	for i := 0; i < n; i++ {
		if a, b := s[start+i], next[i]; isDigit(a) != isDigit(b) || !isDigit(a) && a != b {
			return false
		}
	}
	return true
}

// phoneOrAfter is phoneListedAfter with "or" between, in any of its
// languages: the other number to try.
func phoneOrAfter(s string, start, last int) bool {
	if last < 0 || start-last > 10 || start <= last || s[start-1] != ' ' {
		return false
	}
	return orWord(strings.Trim(s[last:start], " "))
}

// orWord reports "or" in any of its languages.
func orWord(w string) bool {
	switch w {
	case "or", "o", "ou", "oder", "of", "или", "veya", "atau", "oppure", "lub", "albo", "або", "/":
		return true
	}
	return wordIn(w, orWords)
}

// phoneListedAfterName reports a number that a list of people puts after a
// phone found ending at s[last]: a comma or a semicolon, then a name of one
// to three capitalised words (a title's dot allowed), then the number
// ("Bro. Emeka 0803 408 4926, Sis. Funmi 08064773514"). Asked of the
// national format with the trunk 0, a phone's own shape.
func phoneListedAfterName(s string, start, last int) bool {
	if last < 0 || start <= last || start-last > 48 || s[start-1] != ' ' || (s[last] != ',' && s[last] != ';') {
		return false
	}
	words := strings.Fields(s[last+1 : start])
	if len(words) == 0 || len(words) > 3 {
		return false
	}
	for _, w := range words {
		if !isUpper(w[0]) {
			return false
		}
		for i := 1; i < len(w); i++ {
			if c := w[i]; c < 0x80 && !isAlpha(c) && !(c == '.' && i == len(w)-1) {
				return false
			}
		}
	}
	return true
}

// orWords say "or" in more languages: Turkish, the Nordic ones, Finnish,
// Hungarian, Czech, Slovak, Croatian and Serbian, Romanian, Greek, Hebrew,
// Arabic, Persian, Hindi, Vietnamese, Thai, Chinese, Japanese, Korean,
// Swahili, Latvian, Lithuanian, Estonian, Slovene; and "or at" where a
// preposition follows ("o al", "ou au", "or on").
var orWords = []string{"ya da", "eller", "tai", "vagy", "nebo", "alebo", "ili", "sau", "ή", "או", "أو", "یا", "या", "hoặc", "หรือ", "或", "または", "또는", "au",
	"vai", "arba", "või", "ali", "o al", "ou au", "or at", "or on", "o a", "ou para", "oder unter",
	// Armenian, Tamil, Georgian; Spanish "or at the landline".
	"կամ", "அல்லது", "ან", "o al fijo"}

// extWords name an extension in the other languages of the queues:
// Polish "wew." (wewnętrzny), French "poste", Portuguese "ramal", Dutch
// "toestel", Swedish "anknytning", Turkish "dahili", Russian "доб."
// (добавочный), Thai "ต่อ", Vietnamese "máy lẻ". Whole words, ASCII
// case folded.
var extWords = []string{"wewn$", "wew$", "poste$", "ramal$", "toestel$", "anknytning$", "dahili$", "доб$", "ต่อ", "máy lẻ"}

// extFirst marks the (lower-case) first bytes of extWords.
var extFirst = [256]bool{'w': true, 'p': true, 'r': true, 't': true, 'a': true, 'd': true, 'm': true, 0xD0: true, 0xE0: true}

// extWordAt returns the length of the word of extWords at s[j], or 0.
func extWordAt(s string, j int) int {
	if j >= len(s) || !extFirst[lower(s[j])] {
		return 0
	}
	for _, w := range extWords {
		if hasWordAt(s, j, w) {
			return len(strings.TrimSuffix(w, "$"))
		}
	}
	return 0
}

// lonePhoneCue reports a cue phoneShapeOf takes a lone group of digits for
// a phone on that the label index does not hold: a word right before it
// read whole (a field in snake_case, a contact word), a SIP or a USSD
// field, a column or a vCard TEL a phone word names, a person's name or a
// party to a transfer before it, the other choice after a phone or an
// e-mail address, a contact line's or header's item, a channel after it,
// a CJK mobile in Han text, a sign-off's last line, a mobile wallet's
// party to a transfer, the answer to a prompt for a phone, a PostgreSQL
// bind parameter compared with a phone's column, a UPI address's user.
// mayHold turns a lone group down once the index
// is built and the text has no phone word; asking these first keeps the
// answer what it is when no other number had the index built.
func lonePhoneCue(s string, g group, last int, cx *ctxIndex) bool {
	start, end := g.start, g.end
	return cx.strongPhoneRightBefore(start) || cx.contactWordRightBefore(start) || sipUser(s, start, end) || g.nd >= 7 && kamailioUser(s, start) ||
		ussdField(s, start, end) || cx.phoneFieldAt(start) || vcardTelValue(s, start) || ssrContactBefore(s, start) ||
		personNameRightBefore(s, start) || transferPartyBefore(s, start, end) || phoneOrAfter(s, start, last) ||
		orAddressAfter(s, end) || addressBefore(s, start) || contactLineItem(s, start, end) || contactHeaderItem(s, start, end) ||
		channelAfter(s, end) || g.nd == 11 && cjkMobile(s, g) && (hanBefore(s, start) || hanAfter(s, end)) || signOffNumber(s, start, end) ||
		walletParty(s, g, cx) || promptAnswer(s, start, end, cx) || phoneName(bindParamColumn(s, start)) || upiHandle(s, start, end)
}

// extWordAfter reports an extension named by its word right after a number
// ending at s[e] ("303 445 1041 ext. 7573", "… extension 12", "…;ext=22"):
// only a phone has one, so it labels the number as a phone word does. The
// shorter marks ("x31", "#12") also follow other numbers and do not.
func extWordAfter(s string, e int) bool {
	j, ok := extension(s, e)
	if !ok {
		return false
	}
	k := e
	for k < j && s[k] == ' ' {
		k++
	}
	return k < j && s[k] != 'x' && s[k] != 'X' && s[k] != '#'
}

// callVerbAfter reports a verb asking for a call right after the number
// ending at s[e], as Turkish puts it after its object ("05053683841 ara",
// "… arayın", "… arar mısın"), or the channel a message went to it by
// (channelAfter).
func callVerbAfter(s string, e int) bool {
	if e+4 > len(s) || s[e] != ' ' {
		return false
	}
	w := e + 1
	j := w
	for j < len(s) && j-w < 16 && (isAlpha(s[j]) || s[j] >= 0x80) {
		j++
	}
	if j < len(s) && (isAlnum(s[j]) || s[j] >= 0x80) {
		return false
	}
	switch s[w:j] {
	case "ara", "arar", "arayın", "arayin", "arayınız", "arayiniz", "Ara", "ARA",
		// Turkish puts the noun after the number and its case on
		// the noun: "Bana 0547… numarasından ulaşın" (from the number),
		// "numarasına" (to), "numaramdan" (from my number).
		"numarasından", "numarasindan", "numarasına", "numarasina", "numaramdan", "numarama", "numaradan", "numaraya":
		return true
	}
	return channelAfter(s, e)
}

// channelAfter reports the channel a code or a message went to the number
// ending at s[e] by, named right after it ("Sending verification code to
// 4375213628 via sms", "per SMS", "por WhatsApp"): the number is where it
// went, whatever word for a code stands before it.
func channelAfter(s string, e int) bool {
	if e+4 > len(s) || s[e] != ' ' {
		return false
	}
	w := e + 1
	j := w
	for j < len(s) && j-w < 4 && isAlpha(s[j]) {
		j++
	}
	switch s[w:j] {
	case "via", "by", "per", "por":
	default:
		return false
	}
	if j >= len(s) || s[j] != ' ' {
		return false
	}
	k := j + 1
	for _, c := range [...]string{"sms", "SMS", "whatsapp", "WhatsApp"} {
		if strings.HasPrefix(s[k:], c) && (k+len(c) == len(s) || !isWordByte(s[k+len(c)])) {
			return true
		}
	}
	return false
}

// ibanBefore reports the start of an IBAN printed in groups of four right
// before s[i], so that the digits at s[i] are its rest: the country code
// and check digits ("NL91", "GB29"), then groups of four capitals and
// digits, each followed by one space ("NL91 ABNA 0417 1643 00", "GB29
// NWBK 6016 1331 9268 19"). A group with a digit in it joins the digits
// after it into one run already (the card and phone matchers see the glued
// letters); one of capitals alone does not.
func ibanBefore(s string, i int) bool {
	for range 8 {
		if i < 5 || s[i-1] != ' ' {
			return false
		}
		g := s[i-5 : i-1]
		if i == 5 || !isAlnum(s[i-6]) {
			if isUpper(g[0]) && isUpper(g[1]) && isDigit(g[2]) && isDigit(g[3]) {
				return true
			}
		}
		for k := 0; k < 4; k++ {
			if !isUpper(g[k]) && !isDigit(g[k]) {
				return false
			}
		}
		i -= 5
	}
	return false
}

// priceShape reports groups [0,k) written as an amount with thousands
// separators — a first group of one to three digits, then groups of exactly
// three, all joined by the same dot or space — with decimals after a comma
// or a currency after it, or a currency and a space before it: "1.234.567,89
// €", "1 234 567 ₽", "R$ 1.234.567", "€ 2 499 000".
func priceShape(s string, r *run, k, start, end int) bool {
	sep := r.sep[0]
	if r.g[0].nd > 3 || sep != sDot && sep != sSpace {
		return false
	}
	for i := 1; i < k; i++ {
		if r.g[i].nd != 3 || r.sep[i-1] != sep {
			return false
		}
	}
	j := end
	if j+1 < len(s) && s[j] == ',' && isDigit(s[j+1]) {
		j += 2
		if j < len(s) && isDigit(s[j]) {
			j++
		}
		if j == len(s) || !isDigit(s[j]) && !(s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
			return true // decimals after a comma; not a CSV's next cell, a date ("256 507 818,06.10.2023")
		}
		return false
	}
	if j < len(s) && s[j] == ' ' {
		j++
	}
	if currencyAt(s, j) {
		return true
	}
	i := start
	if i > 0 && s[i-1] == ' ' {
		i--
	}
	return currencyEnds(s[:i])
}

// currencies are the signs and codes written next to an amount.
var currencies = []string{"€", "$", "£", "¥", "₹", "₽", "₺", "₴", "zł", "TL", "руб", "Kč", "R$", "EUR", "USD", "GBP", "PLN", "RUB", "TRY", "BRL", "INR", "CNY", "RMB", "JPY", "CHF", "SAR", "AED", "元", "円", "ريال", "درهم", "रुपये",
	// Central Asia's, the Caucasus' and Eastern Europe's, as prices
	// are written there ("48 980 000 UZS", "75 570 000 сум", "7 400 din").
	"UZS", "сум", "so'm", "KZT", "₸", "тг", "UAH", "грн", "BYN", "GEL", "₾", "AMD", "֏", "AZN", "₼", "RSD", "din", "дин", "BGN", "лв", "RON", "CZK", "HUF", "Ft"}

// currencyAt reports a currency starting at s[i], not glued to a letter
// after it.
func currencyAt(s string, i int) bool {
	return i < len(s) && currencyFirst[s[i]] && listWordAt(s, i, currencies)
}

// listWordAt reports one of words starting at s[i], not glued to a letter
// after it.
func listWordAt(s string, i int, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s[i:], w) && (i+len(w) == len(s) || !isAlpha(s[i+len(w)])) {
			return true
		}
	}
	return false
}

// currencyEnds reports a currency at the end of t, not glued to a letter
// before it.
func currencyEnds(t string) bool {
	if t == "" || !currencyLast[t[len(t)-1]] {
		return false
	}
	for _, c := range currencies {
		if strings.HasSuffix(t, c) && (len(t) == len(c) || !isAlpha(t[len(t)-len(c)-1])) {
			return true
		}
	}
	return false
}

// yearRange reports two years joined by a dash, the second after
// the first: "2019-2024", "1998–2003".
func yearRange(s string, r *run) bool {
	if r.g[0].nd != 4 || r.g[1].nd != 4 || r.sep[0]&^(sDash|sUDash|sSpace) != 0 || r.sep[0]&(sDash|sUDash) == 0 {
		return false // a dash, spaced or not: "2012-2014", "2012 - 2014"
	}
	a, b := groupValue(s, r.g[0]), groupValue(s, r.g[1])
	return a >= 1900 && a <= 2099 && b > a && b <= 2099
}

// spanishGrouping reports four groups 3-2-2-2 or 2-3-2-2, the first digit
// 6 to 9 (Spain's mobiles and landlines): no amount or date is grouped so.
func spanishGrouping(s string, r *run) bool {
	g := r.g
	if c := digitN(s, g[0], 0); c < 6 {
		return false
	}
	return g[2].nd == 2 && g[3].nd == 2 && (g[0].nd == 3 && g[1].nd == 2 || g[0].nd == 2 && g[1].nd == 3)
}

// alRightBefore reports the Spanish "al" right before start ("llame al …",
// "cualquier duda, al …").
func alRightBefore(s string, start int) bool {
	j := start
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	return j >= 2 && (s[j-2]|0x20) == 'a' && (s[j-1]|0x20) == 'l' && (j == 2 || s[j-3] == ' ' || s[j-3] == ',' || s[j-3] == '\n')
}

// yearSerial reports a year and a serial number hyphened to it, the way
// quotes, contracts and cases are numbered ("رقم 2024-865", "2023-04817"):
// no plan writes a number 4-3 or 4-5 with a year first (Hong Kong's and
// Singapore's 4-4 stay phones).
func yearSerial(s string, r *run) bool {
	if r.g[0].nd != 4 || r.sep[0]&^(sDash|sUDash) != 0 || r.g[1].nd == 4 || r.g[1].nd < 2 || r.g[1].nd > 6 {
		return false
	}
	y := groupValue(s, r.g[0])
	return y >= 1990 && y <= 2039
}

// unitAfter reports a unit of measure right after a number ending at s[e]
// (one space at most between): "1536 2048 4096 MB" is a list of sizes.
func unitAfter(s string, e int) bool {
	if e < len(s) && s[e] == ' ' {
		e++
	}
	return e < len(s) && unitFirst[s[e]] && listWordAt(s, e, units)
}

// units are the units of measure that follow lists of numbers in logs and
// tickets.
var units = []string{"KB", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "ms", "px", "Hz", "kHz", "MHz", "GHz", "fps", "rpm", "kg", "km", "mm", "cm", "%"}

// unitFirst, currencyFirst and currencyLast mark the first bytes of units
// and currencies and the last bytes of currencies: most numbers are
// followed or preceded by none, and are turned away in one lookup.
var unitFirst, currencyFirst, currencyLast [256]bool

func init() {
	for _, u := range units {
		unitFirst[u[0]] = true
	}
	for _, c := range currencies {
		currencyFirst[c[0]] = true
		currencyLast[c[len(c)-1]] = true
	}
}

// waLink reports a WhatsApp click-to-chat link right before s[i], whose
// digits are a number in E.164 without the '+': "wa.me/4917612345678",
// "api.whatsapp.com/send?phone=4917612345678", "whatsapp://send?phone=…".
func waLink(s string, i int) bool {
	return i >= 6 && (s[i-1] == '/' && s[i-6:i] == "wa.me/" ||
		s[i-1] == '=' && i >= 11 && s[i-11:i] == "send?phone=" ||
		s[i-1] == '=' && (smsAPITo(s, i) || smsLogTo(s, i)))
}

// smsLogTo reports the value of a "to=" field at s[i] on a log line that
// names SMS: a gateway's or an app's record of a message sent ("INFO
// sms.send to=27963837196 msg_id=…"), whose recipient is written as the
// API took it, E.164 without its '+'.
func smsLogTo(s string, i int) bool {
	if i < 4 || s[i-3:i] != "to=" || s[i-4] != ' ' && s[i-4] != '\t' {
		return false
	}
	lo := max(0, i-160)
	if n := strings.LastIndexByte(s[lo:i], '\n'); n >= 0 {
		lo += n + 1
	}
	for j := lo; j+3 <= i-4; j++ {
		if s[j]|0x20 == 's' && s[j+1]|0x20 == 'm' && s[j+2]|0x20 == 's' && (j == lo || !isAlpha(s[j-1])) {
			return true
		}
	}
	return false
}

// smsAPITo reports the value of a "to" parameter at s[i] in the query of a
// URL whose path names SMS: an SMS gateway's HTTP API, as Kannel's
// "/cgi-bin/sendsms?username=…&to=639178049001&text=…" and the gateways
// modelled on it take the recipient's number, E.164 without its '+'.
func smsAPITo(s string, i int) bool {
	if i < 4 || s[i-3:i] != "to=" || s[i-4] != '&' && s[i-4] != '?' {
		return false
	}
	q := strings.LastIndexByte(s[max(0, i-512):i], '?')
	if q < 0 {
		return false
	}
	q += max(0, i-512)
	for j := q - 1; j >= 2 && q-j < 256 && s[j] > ' ' && s[j] != '"' && s[j] != '\''; j-- {
		if (s[j]|0x20) == 's' && (s[j-1]|0x20) == 'm' && (s[j-2]|0x20) == 's' {
			return true
		}
	}
	return false
}

// What a group of digits on its own (no '+' before, no group after) needs
// to be a phone number.
const (
	lonePhoneNever          = iota
	lonePhoneRightAfterWord // a strong phone word right before it
	lonePhoneNearWord       // a strong phone word near it
	loneTrunkPhone          // a strong phone word near it, or a contact word right before it
)

// kazakhMobile reports Kazakhstan's mobile codes after the trunk 8 (70x,
// 74x-77x: "87760352892"), which Russia's plan, sharing the trunk, does
// not use.
func kazakhMobile(s string, g group) bool {
	d := digitN(s, g, 2)
	return d == 0 || d >= 4 && d <= 7
}

// mobileEleven reports eleven digits that are a mobile number by their
// lead alone, standing in a sentence: the trunk 0 and 7, 8 or 9 (the UK's
// 07…, Japan's 070, 080 and 090, Nigeria's 070–091, the Philippines'
// 09…) or Korea's 010, after a word in small letters (or another
// script's) and a space ("Maya transfer to 09186386469", "@amit.v9
// 07780301619", in any digits: "به شماره ۰۹۰۱۲۰۷۴۵۵۱"). A label's value, a cell's or a
// key's is what its label says (Norway's fødselsnummer and an I-94
// admission number have the same shape).
func mobileEleven(s string, g group) bool {
	if g.nd != 11 && g.nd != 10 || digitN(s, g, 0) != 0 || g.start < 2 {
		return false
	}
	b := g.start - 1 // the blank; then the byte before it
	switch {
	case s[b] == ' ':
		b--
	case g.start >= 4 && s[g.start-3:g.start] == "\u3000":
		b -= 3 // CJK's ideographic space: "カメラマン：伊藤 結衣　０９０…"
	default:
		return false
	}
	clause := false
	if c := s[b]; (c == ',' || c == '.') && b > 0 && s[b-1]-'a' < 26 {
		// A clause's or a sentence's end before it, the number left
		// at a post's end ("meet up sa Quezon City. 09475061421",
		// "professional only, 0876503073").
		clause = true
	} else if !(c-'a' < 26 || isDigit(c) || c >= 0x80) {
		return false // after a capital: "ID 01073562001", "APM 0908…", a label's abbreviation
	}
	d1, d2 := digitN(s, g, 1), digitN(s, g, 2)
	if g.nd == 10 {
		// Ten: the trunk 0 and a mobile's lead — Australia's 04,
		// France's 06 and 07, South Africa's 06 to 08, Ireland's 08
		// ("0876503073") — the number left alone at its line's end,
		// after a clause ("…, professional only, 0876503073"); not
		// after a word, which may name it ("DHL Express 0643244151"
		// is a waybill, "the number is …" says no more).
		return clause && (d1 == 4 || d1 >= 6 && d1 <= 8) && (g.end == len(s) || s[g.end] == '\n')
	}
	return d1 >= 7 || d1 == 1 && d2 == 0
}

// loneGroupPhone says what the group g, on its own, needs to be a phone
// number: seven digits, eight (Denmark, Norway, Singapore, Hong Kong: "Tlf.
// 12345678") or nine (Spain, Portugal, Poland, Czechia: "Llámame al
// 612345678"), not starting with 0 or 1, a strong phone word right before
// them; ten digits starting with 2-9 (NANP) or with the
// trunk 0 and nine digits after it ("Tél : 0612345678": France, the
// Netherlands, Belgium's mobiles, Australia, Saudi Arabia, South Africa), or
// eleven starting with 1 or the trunk 0, a strong phone word near them;
// twelve with the trunk 0 as well; thirteen with the trunk 0, a strong
// phone word right before.
// Eleven starting with 2-9 and twelve to fifteen starting with 2-9 but 7
// are the international number without its '+', as systems store it
// ("MSISDN: 447700900123", "phone=4915112345678"; E.164 allows fifteen
// digits and no country code starts with 0): a strong phone word right
// before them. The national format with the trunk 0 is a phone's own
// shape: a word that asks for contact right before it is label enough
// ("Contact : 0449762392"). The international number after 00, its
// prefix for abroad, is eleven to seventeen digits: a strong phone word
// right before.
// Anything else is never one.
func loneGroupPhone(s string, g group) int {
	d := g.nd
	if d < 7 || d > 17 {
		return lonePhoneNever
	}
	c := digitN(s, g, 0)
	if c == 0 && digitN(s, g, 1) == 0 {
		// The international number dialled with the prefix most
		// countries use for abroad, 00, instead of its '+' ("Tel.
		// 00902126629075"): a country code (never 0) and at most
		// fifteen digits after it, right after a strong phone word.
		if d >= 11 && digitN(s, g, 2) != 0 {
			return lonePhoneRightAfterWord
		}
		return lonePhoneNever
	}
	if d > 15 {
		return lonePhoneNever
	}
	switch {
	case (d == 7 || d == 8 || d == 9) && c >= 2, d == 9 && c == 0 && digitN(s, g, 1) != 0:
		// Nine digits with the trunk 0 are a whole national number
		// in New Zealand, Belgium, Israel and Berlin ("Tel.
		// 030100254").
		return lonePhoneRightAfterWord
	case (d == 10 || d == 11) && c == 0 && digitN(s, g, 1) != 0:
		return loneTrunkPhone
	case d == 11 && c == 8 && digitN(s, g, 1) >= 3 && digitN(s, g, 1) != 5 && digitN(s, g, 1) != 6 && (digitN(s, g, 1) != 7 || kazakhMobile(s, g)):
		// Russia's and Kazakhstan's trunk 8 before a ten-digit number (an
		// area code of 3xx, 4xx, 8xx, or a mobile's 9xx): "89062890063".
		return loneTrunkPhone
	case d == 11 && c == 1 && digitN(s, g, 1) >= 3:
		// China's mobiles, 1 and 3-9 and nine digits, written at home
		// without a trunk or a space ("Cardholder contact:
		// 15082063908"), and a NANP number with its 1: a word asking
		// for contact right before is label enough, as for a trunk 0.
		return loneTrunkPhone
	case d == 10 && c >= 2, d == 11 && c == 1 && digitN(s, g, 1) != 0:
		return lonePhoneNearWord
	case d == 10 && c == 1:
		// Two-digit area codes that start with 1 (Beijing, São Paulo)
		// and eight digits, written without the trunk: only right
		// after a strong phone word ("电话: 1009708315").
		return lonePhoneRightAfterWord
	case d == 12 && c == 0 && digitN(s, g, 1) != 0:
		// The longest national numbers: Germany's mobiles ("Handy
		// 015112345678"), Austria's, Indonesia's ("Hubungi
		// 081234567890").
		return loneTrunkPhone
	case d == 13 && c == 0 && digitN(s, g, 1) != 0:
		// As long as ids run (Bangladesh's BIN "0817826414550" beside a
		// "Tel"): only right after a strong phone word.
		return lonePhoneRightAfterWord
	case d == 11 && c >= 2, d >= 12 && c >= 2 && c != 7 && !dateTimeDigits(s, g):
		// Country codes 1 and 7 have ten digits after them, no more:
		// "call 1705314151234" is a time in milliseconds, and "call
		// 20240115102231" one written out.
		return lonePhoneRightAfterWord
	}
	return lonePhoneNever
}

// dateTimeDigits reports twelve or fourteen digits that read as a date and
// time, YYYYMMDDhhmm[ss] from 1970 to 2099: how logs and ids write one.
func dateTimeDigits(s string, g group) bool {
	if g.nd != 12 && g.nd != 14 {
		return false
	}
	v := func(k, n int) int {
		x := 0
		for ; n > 0; n-- {
			x = x*10 + digitN(s, g, k)
			k++
		}
		return x
	}
	if y := v(0, 4); y < 1970 || y > 2099 {
		return false // most such groups are ids: the year tells at once
	}
	mo, dd, hh, mi := v(4, 2), v(6, 2), v(8, 2), v(10, 2)
	ok := mo >= 1 && mo <= 12 && dd >= 1 && dd <= 31 && hh <= 23 && mi <= 59
	return ok && (g.nd == 12 || v(12, 2) <= 59)
}

// durchwahl reports a German-style national number with a direct-dial
// suffix (DIN 5008): a trunk-0 area code of 3 to 5 digits, the subscriber
// number of 3 to 8 digits, then a hyphen and 1 to 5 digits of direct dial —
// "0221 1234567-89", "(0221) 1234567-0". The area code and subscriber number
// together have the length of a national number (9 to 12 digits with the 0).
func durchwahl(s string, r *run, k int) bool {
	if k != 3 {
		return false
	}
	g := r.g[:3]
	if g[0].nd < 3 || g[0].nd > 5 || g[1].nd < 3 || g[1].nd > 8 || g[2].nd > 5 {
		return false
	}
	if digitN(s, g[0], 0) != 0 || digitN(s, g[0], 1) == 0 {
		return false
	}
	s0, s1 := r.sep[0], r.sep[1]
	paren := r.open >= 0 && s0&sClose != 0
	if s0&sSpace == 0 && !paren || s0&(sDash|sUDash|sDot) != 0 || s1&(sDash|sUDash) == 0 || s1&^(sDash|sUDash) != 0 {
		return false
	}
	d := g[0].nd + g[1].nd
	return d >= 9 && d <= 12
}

// ipv4Lead reports that the run starts with four groups of 1 to 3 digits,
// each at most 255, joined by dots: an IPv4 address.
func ipv4Lead(s string, r *run) bool {
	if r.n < 4 || r.sep[0] != sDot || r.sep[1] != sDot || r.sep[2] != sDot {
		return false
	}
	for i := 0; i < 4; i++ {
		if r.g[i].nd > 3 {
			return false
		}
		if groupValue(s, r.g[i]) > 255 {
			return false
		}
	}
	return true
}

// trunk8Shape reports a domestic number of the former Soviet plan: the
// trunk 8, a three-digit area or operator code, then seven digits in groups
// of two to four — 11 digits in all.
func trunk8Shape(s string, r *run, k, d int) bool {
	if k < 3 || d != 11 || r.g[0].nd != 1 || r.g[1].nd != 3 && !(r.g[1].nd == 4 && r.sep[0]&sOpen != 0 && r.sep[1]&sClose != 0 && areaCode(s, r.g[1])) || digitN(s, r.g[0], 0) != 8 {
		// Four digits of area code in parentheses, no year's:
		// Kazakhstan's and Russia's smaller cities ("8 (7172) 35 35
		// 72").
		return false
	}
	for i := 2; i < k; i++ {
		if r.g[i].nd < 2 || r.g[i].nd > 4 {
			return false
		}
	}
	return true
}

// trunk0Paren reports a national number written with the trunk 0 apart and
// a three-digit area code in parentheses after it, as Turkish numbers are
// ("0 (532) 123 45 67", "0(212) 123 4567"): 11 digits, the rest in groups
// of two to four.
func trunk0Paren(s string, r *run, k, d int) bool {
	if k < 3 || d != 11 || r.g[0].nd != 1 || r.g[1].nd != 3 || digitN(s, r.g[0], 0) != 0 || digitN(s, r.g[1], 0) == 0 {
		return false
	}
	if r.sep[0]&sOpen == 0 || r.sep[0]&(sDash|sUDash|sDot|sClose) != 0 || r.sep[1]&sClose == 0 {
		return false
	}
	for i := 2; i < k; i++ {
		if r.g[i].nd < 2 || r.g[i].nd > 4 || i+1 < k && r.sep[i]&(sOpen|sClose) != 0 {
			return false
		}
	}
	return true
}

// parenArea reports an area code in parentheses as the first group.
func parenArea(s string, r *run, k int) bool {
	return k >= 2 && r.open >= 0 && r.sep[0]&sClose != 0 && areaCode(s, r.g[0])
}

// restAtLeast reports whether groups [from,k) all have at least n digits.
func restAtLeast(r *run, from, k, n int) bool {
	for i := from; i < k; i++ {
		if r.g[i].nd < n {
			return false
		}
	}
	return true
}

// intlShape checks a number written after '+': country code of 1-3 digits
// then groups, 8-15 digits; or E.164 in one piece, 10-15 digits.
func intlShape(s string, r *run, k, d int) bool {
	g := r.g[:k]
	if k == 1 {
		if d < 10 || d > 15 {
			return false
		}
		if c := digitN(s, g[0], 0); c == 1 || c == 7 {
			return d == 11 // NANP, Russia: the country code and 10 digits
		}
		return true
	}
	if g[0].nd > 3 {
		// "+4420 7946 0958": country code and area glued; allow when the
		// whole still has E.164 length.
		return d >= 10 && d <= 15 && k <= 4 && restAtLeast(r, 1, k, 3)
	}
	if c := digitN(s, g[0], 0); g[0].nd == 1 && (c == 1 || c == 7) && d != 11 {
		return false
	}
	return intlRest(s, r, k, d)
}

// intlRest checks the groups after the country code: 8-15 digits in all,
// at most 8 groups, each of 2 or more digits except one right after the code
// ("+33 1 23 45 67 89", "+44 (0)20 …") — two when the first is the trunk
// "(0)" ("+33 (0)1 23 45 67 89") — and Brazil's mobile 9 (mobile9).
func intlRest(s string, r *run, k, d int) bool {
	if d < 8 || d > 15 || k > 8 {
		return false
	}
	from := 2
	if k > 2 && r.g[1].nd == 1 && r.sep[0]&sOpen != 0 && r.sep[1]&sClose != 0 {
		from = 3 // "(0)" then a one-digit area code
	}
	for i := from; i < k; i++ {
		if r.g[i].nd < 2 && !mobile9(s, r, i, k) && !dinPairs(r, i, k) {
			return false
		}
	}
	return true
}

// dinPairs reports group i of [0,k) as the lone leading digit of a local
// number written in pairs from the right, after its area code, as German
// letterheads did before DIN 5008 grouped in threes and fours ("+49 (0)201
// 7 20 71 35", "030/6 34 64 81"): the area code before it, two pairs or
// more after it and nothing else.
func dinPairs(r *run, i, k int) bool {
	if i == 0 || r.g[i-1].nd < 2 || k-i < 3 {
		return false
	}
	for j := i + 1; j < k; j++ {
		if r.g[j].nd != 2 {
			return false
		}
	}
	return true
}

// exitCode011 reports groups [0,k) as 011, a country code of one to three
// digits that starts with 2-9, and the national number: 8 to 12 digits in
// at most six groups of two or more, one right after the code excepted
// ("011 81 3-9496-6394").
func exitCode011(s string, r *run, k, d int) bool {
	g := r.g
	if g[0].nd != 3 || digitN(s, g[0], 0) != 0 || digitN(s, g[0], 1) != 1 || digitN(s, g[0], 2) != 1 ||
		g[1].nd > 3 || digitN(s, g[1], 0) < 2 || r.sep[0]&(sOpen|sClose) != 0 {
		return false
	}
	if n := d - 3 - g[1].nd; n < 8 || n > 12 || k > 8 {
		return false
	}
	return restAtLeast(r, 3, k, 2)
}

// mobile9 reports group i of [0,k) as Brazil's mobile prefix written apart:
// the single digit 9, then the rest of the subscriber number in two groups
// of four ("+55 11 9 8765-4321", "(11) 9 8765-4321").
func mobile9(s string, r *run, i, k int) bool {
	return i+3 == k && r.g[i].nd == 1 && r.g[i+1].nd == 4 && r.g[i+2].nd == 4 && digitN(s, r.g[i], 0) == 9
}

// nanpShape reports groups [0,k) as 3-3-4, possibly after the trunk "1",
// with a parenthesis only around the area code.
func nanpShape(s string, r *run, k int) bool {
	i := 0
	if k == 4 && r.g[0].nd == 1 && digitN(s, r.g[0], 0) == 1 {
		i = 1
	}
	if k-i != 3 || r.g[i].nd != 3 || r.g[i+1].nd != 3 || r.g[i+2].nd != 4 {
		return false
	}
	if r.sep[i+1]&(sOpen|sClose) != 0 {
		return false
	}
	if i == 1 && r.sep[0]&sClose != 0 {
		return false
	}
	// NANP area codes start with 2-9: "050 123 4567" is a national number
	// with the trunk 0, "000-000-0000" a placeholder.
	return digitN(s, r.g[i], 0) >= 2
}

// monthYear reports a month and a year, "MM/YYYY" from 1900 to 2099, at
// the ASCII digits s[p:p+2] and s[y:y+4]: how expiry dates and periods are
// written, never a trunk-0 area code and its number.
func monthYear(s string, p, y int) bool {
	if !isDigit(s[p]) || !isDigit(s[p+1]) || y+4 > len(s) {
		return false
	}
	for k := y; k < y+4; k++ {
		if !isDigit(s[k]) {
			return false
		}
	}
	m := int(s[p]-'0')*10 + int(s[p+1]-'0')
	c := s[y : y+2]
	return m >= 1 && m <= 12 && (c == "19" || c == "20")
}

// columnApart reports s[start:end] set apart as a column of its own: two
// spaces or more (or a tab) on one side at least, and on the other as well
// or the line's edge, as fax headers and fixed-width reports lay a number
// out ("FROM:ST MARY MEDICAL GRP   404 267 3733        P. 001/004"). A
// line that holds only the groups is as often three numbers.
func columnApart(s string, start, end int) bool {
	// gap returns whether the blanks from i on (in direction step) are
	// wide, or reach the line's edge.
	gap := func(i, step int) (wide, edge bool) {
		n := 0
		for ; i >= 0 && i < len(s) && (s[i] == ' ' || s[i] == '\t'); i += step {
			n++
			if s[i] == '\t' {
				n++
			}
		}
		return n >= 2, i < 0 || i >= len(s) || s[i] == '\n' || s[i] == '\r'
	}
	lw, le := gap(start-1, -1)
	rw, re := gap(end, 1)
	return (lw || le) && (rw || re) && (lw || rw)
}

// tollFree reports NANP's toll-free codes (800, 833, 844, 855, 866, 877,
// 888) in the area-code group g: grouped 3-3-4, they are a number to call
// whatever word is near ("Dudas: 800 226 2663."), as no amount is grouped.
func tollFree(s string, g group) bool {
	a, b, c := digitN(s, g, 0), digitN(s, g, 1), digitN(s, g, 2)
	return a == 8 && (b == 0 && c == 0 || b >= 3 && b <= 8 && c == b)
}

// nanpValid reports a NANP number (nanpShape's groups) whose area code and
// exchange can be dialled: neither starts with 0 or 1 nor is an N11 code
// ("911", "411").
func nanpValid(s string, r *run, k int) bool {
	i := k - 3
	return nanpCode(s, r.g[i], 0) && nanpCode(s, r.g[i+1], 0)
}

// nanpCode reports the three digits of g from its k-th as a North American
// area code or exchange: 2-9 first, and no N11 service code.
func nanpCode(s string, g group, k int) bool {
	return digitN(s, g, k) >= 2 && !(digitN(s, g, k+1) == 1 && digitN(s, g, k+2) == 1)
}

// nanpDigits reports ten digits that a North American number can be: an
// area code and an exchange that start with 2-9 and are no N11 code.
func nanpDigits(s string, g group) bool { return nanpCode(s, g, 0) && nanpCode(s, g, 3) }

// listItem reports that s[start:end] stands alone as an item of a list:
// a comma, a middle dot, a bar, a semicolon, a tab or a spaced em or en
// dash on each side, across one
// space, or on one side with the line's start or end on the other. A line
// that holds the number alone is no list.
func listItem(s string, start, end int) bool {
	b, a := listMarkBefore(s, start), listMarkAfter(s, end)
	return b == listMark && a != noMark || b != noMark && a == listMark
}

const (
	noMark = iota
	lineEdge
	listMark
)

func listMarkBefore(s string, i int) int {
	if i > 0 && s[i-1] == ' ' {
		i--
	}
	switch {
	case i == 0 || s[i-1] == '\n':
		return lineEdge
	case s[i-1] == ',' || s[i-1] == '|' || s[i-1] == ';' || s[i-1] == '\t' || i >= 2 && s[i-2] == 0xC2 && s[i-1] == 0xB7: // "·"
		return listMark
	case i >= 4 && s[i-4] == ' ' && s[i-3] == 0xE2 && s[i-2] == 0x80 && (s[i-1] == 0x94 || s[i-1] == 0x93): // " — ", " – "
		return listMark
	}
	return noMark
}

func listMarkAfter(s string, e int) int {
	if e < len(s) && s[e] == ' ' {
		e++
	}
	switch {
	case e == len(s) || s[e] == '\n' || s[e] == '\r':
		return lineEdge
	case s[e] == ',' || s[e] == '|' || s[e] == ';' || s[e] == '\t' || e+1 < len(s) && s[e] == 0xC2 && s[e+1] == 0xB7:
		return listMark
	case e+3 < len(s) && s[e] == 0xE2 && s[e+1] == 0x80 && (s[e+2] == 0x94 || s[e+2] == 0x93) && s[e+3] == ' ':
		return listMark
	}
	return noMark
}

// namedListItem reports a number that ends an item of a bulleted list
// whose label is a person's name, with a role or a relation in
// parentheses at most: a contact list or an emergency list in a note
// ("- 최유나 (Makler): 01077880980", "- Dad (伊藤 陽菜): 09070536887",
// "- Tante (Emre Kaya) — 05333848884", "- Mom (Katrin Vogel) · 0157…"). The
// label is letters, spaces, parentheses and a name's marks, a name in it
// (a capital, or a script without case), no digit; the caller
// turns away a label holding an id's word ("- Order: …", "- Invoice
// (paid): …") from the label's start it returns.
func namedListItem(s string, start, end int) (int, bool) {
	e := end
	for e < len(s) && (s[e] == ' ' || s[e] == '\r') {
		e++
	}
	if e < len(s) && s[e] != '\n' {
		return 0, false
	}
	// The separator: ": ", " — ", " – ", " · ", " - ".
	j := start
	if j == 0 || s[j-1] != ' ' {
		return 0, false
	}
	j--
	switch {
	case j > 0 && s[j-1] == ':':
		j--
	case j >= 4 && (s[j-3:j] == "—" || s[j-3:j] == "–") && s[j-4] == ' ':
		j -= 4
	case j >= 3 && s[j-2:j] == "·" && s[j-3] == ' ':
		j -= 3
	case j >= 2 && s[j-1] == '-' && s[j-2] == ' ':
		j -= 2
	default:
		return 0, false
	}
	ls := strings.LastIndexByte(s[max(0, j-64):j], '\n') + 1 + max(0, j-64)
	if ls == max(0, j-64) && ls > 0 {
		return 0, false // no line start within reach
	}
	// The bullet.
	switch {
	case ls+2 <= j && (s[ls] == '-' || s[ls] == '*') && s[ls+1] == ' ':
		ls += 2
	case ls+4 <= j && s[ls:ls+3] == "•" && s[ls+3] == ' ':
		ls += 4
	default:
		return 0, false
	}
	label := s[ls:j]
	if label == "" || !(isAlpha(label[0]) || label[0] >= 0x80) {
		return 0, false
	}
	named := false
	for i := 0; i < len(label); i++ {
		c := label[i]
		if c < 0x80 && !isAlpha(c) && c != ' ' && c != '(' && c != ')' && c != '.' && c != '\'' && c != '-' {
			return 0, false
		}
		named = named || isUpper(c) || c >= 0x80
	}
	return ls, named
}

// namedListItem is namedListItem with no word for an id in the label.
func (x *ctxIndex) namedListItem(start, end int) bool {
	ls, ok := namedListItem(x.s, start, end)
	return ok && !x.any(catID, ls, start)
}

// contactLineItem reports ten or eleven digits with the trunk 0 that stand
// as an item of a contact line: a list (commas, bars, middle dots, spaced
// em dashes) on a line that also holds an address, as a CV's or a
// signature's header does ("Sophie Lambert — s.lambert@gmail.com —
// 0652880769"). Without the address such a list is as often one of ids.
func contactLineItem(s string, start, end int) bool {
	if !listItem(s, start, end) {
		return false
	}
	return atInItem(s, start, -1) || atInItem(s, end, 1)
}

// contactHeaderItem reports a number that fills an item of a CV's or a
// signature's header line, whose items bars, bullets or middle dots part
// ("jakub@uw.edu.pl | 856 213 438", "ola@o2.pl ⋅ 00-926 Warszawa ⋅
// 657937483 ⋅ linkedin.com/in/…"), on a line that holds an e-mail address
// in any item: a header gives a person's contacts, and no list of ids is
// set out so. A Markdown table's row (a bar first or last) is a table's.
func contactHeaderItem(s string, start, end int) bool {
	b, a := headerMarkBefore(s, start), headerMarkAfter(s, end)
	if !(b == listMark && a != noMark || b != noMark && a == listMark) {
		return false
	}
	ls := max(0, start-200)
	if k := strings.LastIndexByte(s[ls:start], '\n'); k >= 0 {
		ls += k + 1
	}
	le := min(len(s), end+200)
	if k := strings.IndexByte(s[end:le], '\n'); k >= 0 {
		le = end + k
	}
	line := strings.TrimSpace(s[ls:le])
	if line == "" || line[0] == '|' || line[len(line)-1] == '|' || strings.IndexByte(line, '@') < 0 {
		return false
	}
	return !otherBareNumberItem(s, ls, le, start, end)
}

// otherBareNumberItem reports an item of the line s[ls:le] other than
// s[start:end] that is a bare number of six digits or more (digits,
// spaces, '-', '.', '(', ')'): a list of numbers is one of ids ("ids
// 685801201 | 685801202 | ask jane@…"). A number with its '+' is a phone.
func otherBareNumberItem(s string, ls, le, start, end int) bool {
	digits, bare, from := 0, true, ls
	for i := ls; i <= le; i++ {
		if i == le || s[i] == '|' || s[i] == 0xC2 && i+1 < le && s[i+1] == 0xB7 || s[i] == 0xE2 && i+2 < le && (s[i+1] == 0x80 && s[i+2] == 0xA2 || s[i+1] == 0x8B && s[i+2] == 0x85) || spacedHyphenAt(s, i) {
			if bare && digits >= 6 && !(from <= start && i >= end) {
				return true
			}
			digits, bare, from = 0, true, i+1
			continue
		}
		switch c := s[i]; {
		case isDigit(c):
			digits++
		case c == ' ' || c == '-' || c == '.' || c == '(' || c == ')':
		default:
			bare = false
		}
	}
	return false
}

// spacedHyphenAt reports a hyphen at s[i] with a blank on either side,
// which parts a contact line's items as a bar does ("Kylie Byrne -
// kylie@gmail.com - 0420559082 - 207 George St").
func spacedHyphenAt(s string, i int) bool {
	return i > 0 && i+1 < len(s) && s[i] == '-' && s[i-1] == ' ' && s[i+1] == ' '
}

// headerMarkBefore and headerMarkAfter are listMarkBefore and
// listMarkAfter for a header's marks only: a bar, a bullet, a dot
// operator, a middle dot.
func headerMarkBefore(s string, i int) int {
	if i > 0 && s[i-1] == ' ' {
		i--
	}
	switch {
	case i == 0 || s[i-1] == '\n':
		return lineEdge
	case s[i-1] == '|' || i >= 2 && s[i-2] == 0xC2 && s[i-1] == 0xB7 || i >= 2 && spacedHyphenAt(s, i-1):
		return listMark
	case i >= 3 && s[i-3] == 0xE2 && (s[i-2] == 0x80 && s[i-1] == 0xA2 || s[i-2] == 0x8B && s[i-1] == 0x85): // "•", "⋅"
		return listMark
	}
	return noMark
}

func headerMarkAfter(s string, e int) int {
	if e < len(s) && s[e] == ' ' {
		e++
	}
	switch {
	case e == len(s) || s[e] == '\n' || s[e] == '\r':
		return lineEdge
	case s[e] == '|' || e+1 < len(s) && s[e] == 0xC2 && s[e+1] == 0xB7 || spacedHyphenAt(s, e):
		return listMark
	case e+2 < len(s) && s[e] == 0xE2 && (s[e+1] == 0x80 && s[e+2] == 0xA2 || s[e+1] == 0x8B && s[e+2] == 0x85):
		return listMark
	}
	return noMark
}

// atInItem reports an '@' in the list item next to the one that starts
// (dir -1) or ends (dir 1) at s[i]: the address of a contact line is the
// phone's neighbour ("… — s.lambert@gmail.com — 0652880769"), not any
// address further along ("ids: 0652…, 0652… — ask jane@x.io").
func atInItem(s string, i, dir int) bool {
	// Step over the mark between the two items, then read the item up to
	// the next mark, at most 120 bytes.
	seenMark := false
	for n := 0; n < 128; n++ {
		j := i
		if dir < 0 {
			j = i - 1
		}
		if j < 0 || j >= len(s) || s[j] == '\n' {
			return false
		}
		c := s[j]
		mark := c == ',' || c == '|' || c == ';' || c == '\t' || c == 0xB7 || c == 0x94 || c == 0x93 || c == 0xC2 || c == 0xE2 || c == 0x80
		switch {
		case mark && !seenMark:
		case mark:
			return false // the item's far end
		case c == ' ':
		default:
			if !seenMark {
				seenMark = true // into the item (the mark was stepped over)
			}
			if c == '@' {
				return true
			}
		}
		i += dir
	}
	return false
}

// ssnShape reports 3-2-4 groups: an SSN's shape, never taken as a phone on a
// phone word's strength (the SSN matcher has had its say).
func ssnShape(r *run, k int) bool {
	return k == 3 && r.g[0].nd == 3 && r.g[1].nd == 2 && r.g[2].nd == 4
}

// fourFourFour reports three groups of four digits with no '+' and no
// trunk 0 ("4726 7064 9591"): a parcel's tracking number (FedEx's twelve
// digits), a card's or an account's part. No plan writes a national
// number so, so a phone word elsewhere in the text does not make one; a
// phone word right before it does.
func fourFourFour(s string, r *run, k int) bool {
	return k == 3 && r.plus < 0 && r.g[0].nd == 4 && r.g[1].nd == 4 && r.g[2].nd == 4 && digitN(s, r.g[0], 0) != 0
}

// thousandsDotted reports four groups or more parted by dots, the first
// of one to three digits and the others of three: a number in thousands
// ("1.033.920.563").
func thousandsDotted(r *run, k int) bool {
	if k < 4 || r.g[0].nd > 3 {
		return false
	}
	for i := 1; i < k; i++ {
		if r.g[i].nd != 3 || r.sep[i-1] != sDot {
			return false
		}
	}
	return true
}

// cpfShape reports Brazil's CPF as it is written, 3.3.3-2
// ("838.518.116-40"): no numbering plan writes a phone so, and a CPF
// often stands next to one in a customer's record.
func cpfShape(r *run, k int) bool {
	return writtenAs(r, k, []int{3, 3, 3, 2}, []uint8{sDot, sDot, sDash})
}

// belgianEnterpriseShape reports Belgium's enterprise number, the VAT
// number after its country's code, as it is written, 4.3.3 with dots
// ("BE 0886.625.974", a VIES listing's): Belgium's phones have nine
// digits, or ten with 04 (Vietnam dots its mobiles so, never after "BE").
func belgianEnterpriseShape(s string, r *run, k int) bool {
	st := r.g[0].start
	return st >= 3 && s[st-3:st] == "BE " && (st == 3 || !isAlnum(s[st-4])) && writtenAs(r, k, []int{4, 3, 3}, []uint8{sDot, sDot}) && digitN(s, r.g[0], 1) != 4
}

// belgianNNShape reports Belgium's national register number as it is
// written, a birth date and a serial and check, 2.2.2-3.2
// ("78.12.24-233.90"): no numbering plan writes a phone so.
func belgianNNShape(r *run, k int) bool {
	return writtenAs(r, k, []int{2, 2, 2, 3, 2}, []uint8{sDot, sDot, sDash, sDot})
}

// hungaryBudapest reports 06, 1 and seven digits in groups of two or
// more: a Budapest number with Hungary's trunk prefix, which no other
// plan writes with a one-digit group second.
// brazilMobile reports Brazil's mobile written with the 9 apart: an area
// code of two digits (neither 0: Anatel's DDDs run 11 to 99), the 9, and
// four and four digits, parted by spaces or dashes, and nothing after.
func brazilMobile(s string, r *run) bool {
	g := r.g
	if g[0].nd != 2 || g[1].nd != 1 || g[2].nd != 4 || g[3].nd != 4 || r.n != 4 || r.more {
		return false
	}
	if digitN(s, g[0], 0) == 0 || digitN(s, g[0], 1) == 0 || digitN(s, g[1], 0) != 9 {
		return false
	}
	for i := 0; i < 3; i++ {
		if r.sep[i]&^(sSpace|sDash) != 0 {
			return false
		}
	}
	return true
}

func hungaryBudapest(s string, r *run, k int) bool {
	g := r.g
	if g[0].nd != 2 || digitN(s, g[0], 0) != 0 || digitN(s, g[0], 1) != 6 || g[1].nd != 1 || digitN(s, g[1], 0) != 1 || !restAtLeast(r, 2, k, 2) {
		return false
	}
	n := 0
	for i := 2; i < k; i++ {
		n += g[i].nd
	}
	return n == 7
}

// vcardTelValue reports that s[start] starts the value of a vCard TEL
// property ("TEL;TYPE=WORK,VOICE:1041049926", "item1.TEL:…", vCard 4's
// "TEL;VALUE=uri:tel:…"): RFC 6350 says it is a telephone number. The
// property's name and parameters are read back from the colon over the
// bytes they are made of, at most 120, to the start of a line: a blank
// ends them at once in text that only mentions "TEL:".
func vcardTelValue(s string, start int) bool {
	j := start
	if j >= 5 && s[j-1] == ':' && strings.EqualFold(s[j-4:j-1], "tel") && s[j-5] == ':' {
		j -= 4
	}
	if j == 0 || s[j-1] != ':' {
		return false
	}
	k := j - 1
	for k > 0 && j-1-k < 120 && vcardNameByte[s[k-1]] {
		k--
	}
	if k > 0 && s[k-1] != '\n' {
		return false
	}
	line := s[k : j-1]
	if dot := strings.IndexByte(line, '.'); dot >= 0 && dot < strings.IndexAny(line+";", ";:") {
		line = line[dot+1:] // a group's name: "item1.TEL"
	}
	return len(line) >= 3 && strings.EqualFold(line[:3], "tel") && (len(line) == 3 || line[3] == ';')
}

// vcardNameByte marks the bytes of a vCard property's group, name and
// parameters (RFC 6350 section 3.3), quotes and commas of their values.
var vcardNameByte = func() (t [256]bool) {
	// Spelled out: class is filled by an init function, after this.
	for c := byte('0'); c <= '9'; c++ {
		t[c] = true
	}
	for c := byte('a'); c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	for _, c := range []byte("-.;=,\"_/") {
		t[c] = true
	}
	return
}()

// argentinaMobile reports the trunk 0, an area code of two to four digits
// (Argentina's start 1 to 3), 15 and the rest of the ten digits that area
// code and local number make together, in groups of three or more: the
// thirteen digits no other plan writes with a 15 second.
func argentinaMobile(s string, r *run, k int) bool {
	g := r.g
	return g[0].nd >= 3 && g[0].nd <= 5 && digitN(s, g[0], 0) == 0 && digitN(s, g[0], 1) >= 1 && digitN(s, g[0], 1) <= 3 &&
		g[1].nd == 2 && digitN(s, g[1], 0) == 1 && digitN(s, g[1], 1) == 5 && restAtLeast(r, 2, k, 3)
}

// koreanRRNShape reports a birth date YYMMDD and seven digits whose first
// (century and sex) is 1 to 8, 6-7 joined by a dash: Korea's resident
// registration number ("831005-1936112"), which no plan writes as a phone.
func koreanRRNShape(s string, r *run, k int) bool {
	if !writtenAs(r, k, []int{6, 7}, []uint8{sDash}) {
		return false
	}
	v := groupValue(s, r.g[0])
	mm, dd, c := v/100%100, v%100, digitN(s, r.g[1], 0)
	return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31 && c >= 1 && c <= 8
}

// belgianAccountShape reports a bank account's number as a country writes
// it apart from IBAN: Belgium's before IBAN, 3-7-2 with dashes
// ("347-0770942-56", kept as a customer's number since), and Iceland's
// bank, ledger and account, 4-2-6 ("0385-18-578417"): no numbering plan
// groups so.
func belgianAccountShape(r *run, k int) bool {
	return writtenAs(r, k, []int{3, 7, 2}, []uint8{sDash, sDash}) || writtenAs(r, k, []int{4, 2, 6}, []uint8{sDash, sDash})
}

// ndcShape reports a National Drug Code in one of its dashed forms, ten
// digits as 4-4-2, 5-3-2 or 5-4-1 or the eleven of billing as 5-4-2
// ("01769-1248-37"), in a text that names it ("NDC"): the FDA's product
// code, whose leading 0 a trunk-0 plan would read as a phone's.
func ndcShape(s string, r *run, k int) bool {
	if k != 3 || r.sep[0] != sDash || r.sep[1] != sDash {
		return false
	}
	a, b, c := r.g[0].nd, r.g[1].nd, r.g[2].nd
	if !(a == 4 && b == 4 && c == 2 || a == 5 && b == 3 && c == 2 || a == 5 && b == 4 && (c == 1 || c == 2)) {
		return false
	}
	return strings.Contains(s, "NDC")
}

// malaysiaICShape reports Malaysia's identity card number (MyKad): the
// birth date YYMMDD, two digits for the place of birth and four, written
// 6-2-4 with dashes ("850730-14-5123"); no numbering plan groups so.
func malaysiaICShape(s string, r *run, k int) bool {
	if !writtenAs(r, k, []int{6, 2, 4}, []uint8{sDash, sDash}) {
		return false
	}
	v := groupValue(s, r.g[0])
	mm, dd := v/100%100, v%100
	return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31
}

// kamailioUser reports the value of Kamailio's pseudo-variables for the
// user part of a SIP URI — the request URI's ($rU), the To's ($tU), the
// From's ($fU), the original's ($oU) — as a routing script logs them
// ("INVITE rU=00918017920230 fU=+234…"): a dialled or a calling number.
func kamailioUser(s string, start int) bool {
	if start < 3 || s[start-1] != '=' || s[start-2] != 'U' {
		return false
	}
	switch s[start-3] {
	case 'r', 't', 'f', 'o':
		return start == 3 || s[start-4] == ' ' || s[start-4] == '$'
	}
	return false
}

// ussdField reports the number s[start:end] as a field of a USSD code, '*'
// before it, '*' or '#' after it, the code's service number first
// ("*561*0745118946#", "*600*0721671541*600*1234#"): an operator's
// call-me-back or transfer to that number. (A voucher's PIN has no trunk
// 0, which the caller asks.) The code's first '*' starts a word: in an
// X12 segment ("TRN*1*0210082995*…~") a field follows the segment's name.
func ussdField(s string, start, end int) bool {
	if start < 3 || s[start-1] != '*' || end >= len(s) || s[end] != '*' && s[end] != '#' {
		return false
	}
	j := start - 1
	k := j
	for k > 0 && j-k < 4 && isDigit(s[k-1]) {
		k--
	}
	return k < j && k > 0 && s[k-1] == '*' && (k == 1 || !isAlnum(s[k-2]))
}

// sipUser reports seven to fifteen digits s[start:end] that are the whole
// user part of a SIP URI, "sip:" or "sips:" before them and '@' after
// (RFC 3261 §19.1: a telephone subscriber's number, whatever host
// follows: "sip:0101863181@172.26.27.176:5060;user=phone"), or of an
// Asterisk dialplan step's extension, which is the number dialled.
func sipUser(s string, start, end int) bool {
	if end >= len(s) || s[end] != '@' || end-start < 7 || end-start > 15 {
		return false
	}
	p := start
	if p > 0 && s[p-1] == '+' {
		p--
	}
	if p >= 11 && s[p-1] == '[' && hasSuffixFold(s[:p-1], "executing ") {
		return true // Asterisk's dialplan step, "Executing [17429953888@from-pstn:1]": the number dialled
	}
	return p >= 4 && s[p-1] == ':' && (hasSuffixFold(s[:p-1], "sip") || hasSuffixFold(s[:p-1], "sips"))
}

// cjkMobile reports eleven digits of a mobile as China writes one, 1[3-9]
// and nine digits, or as Japan does, 0[789]0 and eight.
func cjkMobile(s string, g group) bool {
	c0, c1 := digitN(s, g, 0), digitN(s, g, 1)
	return c0 == 1 && c1 >= 3 || c0 == 0 && c1 >= 7 && c1 <= 9 && digitN(s, g, 2) == 0
}

// hanAfter reports a CJK character at s[i].
func hanAfter(s string, i int) bool {
	if i >= len(s) || s[i] < 0x80 {
		return false
	}
	c, _ := utf8.DecodeRuneInString(s[i:])
	return isCJK(c)
}

// hanBefore reports a CJK character right before s[i], other than the
// one for "number".
func hanBefore(s string, i int) bool {
	if i == 0 || s[i-1] < 0x80 {
		return false
	}
	c, _ := utf8.DecodeLastRuneInString(s[:i])
	return isCJK(c) && c != '号' && c != '號' // "编号", "单号": a serial's or an order's number
}

// nordicIDShape reports a birth date and four digits, 6-4 joined by a
// dash: Finland's henkilötunnus ("150577-2709"), Denmark's CPR and Sweden's
// personnummer as they are written, day or year first. No numbering plan
// writes a phone so, and such an id stands next to the phone in a record.
func nordicIDShape(s string, r *run, k int) bool {
	if !writtenAs(r, k, []int{6, 4}, []uint8{sDash}) {
		return false
	}
	v := groupValue(s, r.g[0])
	first, mid, last := v/10000, v/100%100, v%100
	return mid >= 1 && mid <= 12 && (first >= 1 && first <= 31 || last >= 1 && last <= 31)
}

// writtenAs reports groups [0,k) of r of exactly the digit counts nds,
// joined by exactly the separators seps: a national id's written form.
func writtenAs(r *run, k int, nds []int, seps []uint8) bool {
	if k != len(nds) {
		return false
	}
	for i, nd := range nds {
		if r.g[i].nd != nd || i > 0 && r.sep[i-1] != seps[i-1] {
			return false
		}
	}
	return true
}

// decimalShape reports a decimal of at most 180 with five or more digits
// after its point ("55.14952, -60.94501": a coordinate pair, degrees): no
// plan writes a phone so. An Italian mobile with a dot ("333.1234567")
// starts above 180.
func decimalShape(s string, r *run, k int) bool {
	return k == 2 && r.sep[0] == sDot && r.g[0].nd <= 3 && r.g[1].nd >= 5 && groupValue(s, r.g[0]) <= 180
}

// isoDateAfter reports an ISO date (year-month-day, dashed) as the last
// three groups of a run that starts before it: a range of dates or years
// ("11/17/2023–2025-06-05", "2023–2025-06-05"), which no plan writes.
func isoDateAfter(s string, r *run, k int) bool {
	if k < 4 {
		return false
	}
	y, m, d := r.g[k-3], r.g[k-2], r.g[k-1]
	if y.nd != 4 || m.nd != 2 || d.nd != 2 || r.sep[k-3]&(sDash|sUDash) == 0 || r.sep[k-2]&(sDash|sUDash) == 0 {
		return false
	}
	yv, mv, dv := groupValue(s, y), groupValue(s, m), groupValue(s, d)
	return yv >= 1900 && yv <= 2100 && mv >= 1 && mv <= 12 && dv >= 1 && dv <= 31
}

// centsPair reports two amounts with their cents side by side, a
// statement's columns ("-292.08  9849.74"): a dot before two digits
// twice, a blank between. No plan writes a phone so.
func centsPair(r *run, k int) bool {
	return k == 4 && r.sep[0] == sDot && r.sep[2] == sDot && r.g[1].nd == 2 && r.g[3].nd == 2 && r.sep[1]&sSpace != 0
}

// dateShape reports groups that read as a date: 4-2-2 or 2-2-4.
func dateShape(s string, r *run, k int) bool {
	if k != 3 {
		return false
	}
	a, b, c := r.g[0].nd, r.g[1].nd, r.g[2].nd
	return (a == 4 && b == 2 && c == 2) || (a == 2 && b == 2 && c == 4)
}

// dateLead reports a run whose first three groups are a calendar date, day
// or month first (2-2-4) or year first (4-2-2), joined twice by the same dot
// or dash: "03.04.2024", "15-03-2024", "2024-03-15". A group after it is the
// hour of a timestamp ("03.04.2024 09:15:22"), not the end of a national
// number with the trunk 0; no numbering plan groups a number as a date does.
func dateLead(s string, r *run, k int) bool {
	if k < 3 || r.sep[0] != r.sep[1] || (r.sep[0] != sDot && r.sep[0] != sDash && r.sep[0] != sUDash) {
		return false
	}
	a, b, c := r.g[0].nd, r.g[1].nd, r.g[2].nd
	var y, m, d int
	switch {
	case a == 2 && b == 2 && c == 4:
		d, m, y = groupValue(s, r.g[0]), groupValue(s, r.g[1]), groupValue(s, r.g[2])
		if m > 12 && d <= 12 {
			d, m = m, d // month first: "03/15/2024" written with dots
		}
	case a == 4 && b == 2 && c == 2:
		y, m, d = groupValue(s, r.g[0]), groupValue(s, r.g[1]), groupValue(s, r.g[2])
	default:
		return false
	}
	return y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && d >= 1 && d <= 31
}

// postalCode reports two groups that an address gives as its postal code:
// a US ZIP+4 (5-4, joined by a dash) right after a state's two capitals
// ("San Francisco, CA 94103-1234"), or a 5-3, 5-4 or 3-4 code, its parts
// joined by a hyphen or a space, right after a postal-code word — "zip",
// "postal", "postcode", "PLZ", "CEP", "〒" — with at most a few spaces,
// quotes, colons or an equals sign between ("CEP 01310-100", "CEP 01310
// 100", `"zip":"100-0005"`, "〒100-0005"). A phone word further back does
// not make them phone numbers.
func postalCode(s string, r *run) bool {
	a, b := r.g[0].nd, r.g[1].nd
	dash := r.sep[0] == sDash
	if !dash && r.sep[0] != sSpace || !(a == 5 && (b == 4 || b == 3) || a == 3 && b == 4 || a == 4 && b == 3) {
		return false
	}
	i := r.g[0].start
	if r.g[0].end-i != a {
		return false // ASCII digits only
	}
	if dash && a == 4 && placeAfter(s, r.g[1].end) {
		return true // Portugal's CP4-CP3 before the locality: "1100-053 Lisboa"
	}
	j := i
	for j > 0 && i-j < 4 && postalGap[s[j-1]] {
		j--
	}
	if dash && a == 5 && b == 4 && j < i && j >= 2 && isUpper(s[j-2]) && isUpper(s[j-1]) && (j == 2 || !isAlpha(s[j-3])) {
		return usState(s[j-2 : j])
	}
	if dash && a == 5 && b == 4 && zipAfterAddress(s, i) {
		return true // "Address ... 30671-6460   Phone 478.233.3332"
	}
	t := strings.TrimSuffix(s[:j], "：") // "郵便番号：530-0001"
	for _, w := range cjkPostalWords {
		if strings.HasSuffix(t, w) {
			return true
		}
	}
	if postalCodeWordEnding(s, j) {
		return true
	}
	// "is" between: "o CEP é 57979-051", "my zip is 94103-1234".
	for _, v := range [...]string{" é", " is", " ist", " es"} {
		if j > len(v) && s[j-len(v):j] == v {
			return postalCodeWordEnding(s, j-len(v))
		}
	}
	return false
}

// postalCodeWordEnding reports a postal code's word ending at s[j].
func postalCodeWordEnding(s string, j int) bool {
	k := j
	for k > 0 && j-k < 8 && isAlpha(s[k-1]) {
		k--
	}
	switch strings.ToLower(s[k:j]) {
	case "zip", "zipcode", "postal", "postcode", "plz", "cep":
		return true
	}
	return false
}

// zipAfterAddress reports a US ZIP+4 (five digits, a dash, four) at s[i]
// on a line that an address word heads, with no phone word right before it:
// an address's last item ("Address ... 30671-6460   Phone …", the phone
// word after it the next number's label). A phone word right before it
// still makes it one (Brazil's mobiles without their area code, "Cel.
// 95430-4119").
func zipAfterAddress(s string, i int) bool {
	lo := max(0, i-64)
	if k := strings.LastIndexByte(s[lo:i], '\n'); k >= 0 {
		lo += k + 1
	}
	if c, _, _ := wordEndingAt(s, i, false); c&(catStrongPhone|catWeakPhone) != 0 {
		return false
	}
	for j := lo; j < i; j++ {
		if (j == 0 || !isAlpha(s[j-1])) && addressFirst[lower(s[j])] {
			for _, w := range addressWords {
				if len(s)-j >= len(w) && strings.EqualFold(s[j:j+len(w)], w) {
					return true
				}
			}
		}
	}
	return false
}

// addressWords head a postal address's line, in the languages of the
// forms that give a US address ("Address", "Mailing address", "Dirección",
// "Endereço", "Adresse", "Anschrift", "Indirizzo").
var addressWords = []string{"address", "addr", "adresse", "adres", "anschrift", "dirección", "direccion", "endereço", "endereco", "indirizzo"}

// addressFirst marks the first bytes of addressWords.
var addressFirst = [256]bool{'a': true, 'd': true, 'e': true, 'i': true}

// cjkPostalWords name a postal code right before it in CJK text: the
// postal mark, "postal code" in Japanese and Chinese ("郵便番号530-0001").
var cjkPostalWords = []string{"〒", "郵便番号", "邮编", "邮政编码", "郵遞區號"}

// placeAfter reports a place name after a postal code ending at s[e]: one
// space, then a capital and a lower-case letter, ASCII or Latin-1 ("1100-053
// Lisboa", "4000-322 Porto", "9000-018 Funchal", "1100-053 Évora").
func placeAfter(s string, e int) bool {
	if e+3 > len(s) || s[e] != ' ' {
		return false
	}
	c := s[e+1]
	if isUpper(c) {
		return s[e+2]-'a' < 26 || s[e+2] == 0xC3
	}
	// "É", "Ó", "Á" (C3 89, C3 93, C3 81) then a lower-case letter.
	return c == 0xC3 && e+4 <= len(s) && s[e+2] >= 0x80 && s[e+2] <= 0x9E && s[e+3]-'a' < 26
}

// postalGap marks what may stand between a postal-code word and the code.
var postalGap = [256]bool{' ': true, '"': true, '\'': true, ':': true, '=': true, ',': true}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// usState reports a USPS state, district or territory abbreviation.
func usState(w string) bool {
	return strings.Contains(usStates, w+" ")
}

const usStates = "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP "

// extension matches a phone extension right after a number at s[i]:
// " ext. 123", " x123", "x 12", " extension 4567", " #12".
func extension(s string, i int) (int, bool) {
	j := i
	for j < len(s) && j-i < 2 && s[j] == ' ' {
		j++
	}
	// The words are compared only after their first byte: most numbers
	// glued to a letter have none.
	if i < len(s) && s[i] == ';' && hasWordAt(s, i, ";ext=") {
		j = i + len(";ext=") // RFC 3966: "tel:+1-555-123-4567;ext=22"
		e, nd := scanGroup(s, j)
		if nd < 1 || nd > 6 {
			return 0, false
		}
		return e, true
	}
	ext := j < len(s) && lower(s[j]) == 'e'
	switch {
	case ext && hasWordAt(s, j, "extension"):
		j += len("extension")
	case ext && hasWordAt(s, j, "ext"):
		j += 3
	case j < len(s) && (s[j] == 'x' || s[j] == 'X' || s[j] == '#'):
		j++
	default:
		w := extWordAt(s, j)
		if w == 0 {
			return 0, false
		}
		j += w
	}
	if j < len(s) && (s[j] == '.' || s[j] == ':') {
		j++
	}
	for j < len(s) && s[j] == ' ' && j-i < 16 {
		j++
	}
	e, nd := scanGroup(s, j)
	if nd < 1 || nd > 6 || gluedAfter(s, e) {
		return 0, false
	}
	return e, true
}

// countingList reports groups that count: each value a small or round step
// from the last ("01 02 03 04", "10 20 30 40") or double it ("16 32 64
// 128"). Such a run is a list, not a phone number. ("01 23 45 67 89" steps by
// 22 and stays a phone.)
func countingList(s string, r *run, k int) bool {
	arith, double := true, true
	prev, step := 0, 0
	for i := 0; i < k; i++ {
		v := groupValue(s, r.g[i])
		if i == 1 {
			step = v - prev
		} else if i > 1 && v-prev != step {
			arith = false
		}
		if i > 0 && v != 2*prev {
			double = false
		}
		prev = v
	}
	if double {
		return true
	}
	switch step {
	case 1, 2, 3, 4, 5, 10, 20, 25, 50, 100, 1000:
		return arith
	}
	return false
}

// spacedPairs reports a subscriber number written in pairs of digits, three
// to five of them, joined by single spaces ("089 / 12 34 56 78", "0221/12 34
// 56"), as German numbers were before DIN 5008 grouped them otherwise, or
// by dots, as Belgian ones are ("0480/36.67.37").
func spacedPairs(r *run) bool {
	if r.n < 3 || r.n > 5 {
		return false
	}
	for i := 0; i < r.n; i++ {
		if r.g[i].nd != 2 || i+1 < r.n && r.sep[i] != sSpace && r.sep[i] != sDot {
			return false
		}
	}
	return true
}

// slashAreaCode reports whether the group s[p:e] of nd digits may be the
// area code before a slash in matchSlashPhone: two to five digits, a single
// trunk 0 first, and no slash before it (a path's "/0170/1234567/").
// findNumbers spells it out for ASCII digits.
func slashAreaCode(s string, p, e, nd int) bool {
	g := group{p, e, nd}
	return nd >= 2 && nd <= 6 && digitN(s, g, 0) == 0 && digitN(s, g, 1) > 0 && (p == 0 || s[p-1] != '/')
}

// italianMobileSlash recognises an Italian mobile number as Italians write
// it, its three-digit prefix (3xx) and a slash before the six or seven
// digits of the subscriber: "328/6256206", "347/1234567". The shape is
// common for other numbers too ("365/2024"), so a phone word, or a word
// asking for contact, must stand right before it.
func italianMobileSlash(s string, p, e, nd int, r *run, cx *ctxIndex) (Finding, bool) {
	if nd != 3 || s[p] != '3' || (p > 0 && s[p-1] == '/') {
		return Finding{}, false
	}
	g := e + 1
	for g < len(s) && s[g]-'0' < 10 {
		g++
	}
	if d := g - e - 1; d < 6 || d > 7 || g < len(s) && (s[g] == '/' || numWordAt(s, g) || s[g]-'0' < 10) {
		return Finding{}, false
	}
	if !leftContext(s, p, leftOf(s, p), r) || r.leftJoin != 0 {
		return Finding{}, false
	}
	if !cx.strongPhoneRightBefore(p) && !cx.contactWordRightBefore(p) && !cx.strongPhoneThenQualifier(p) &&
		!(cx.phoneFieldAt(p) && fieldEnd(s, g)) { // a cell under "cellulare", "mobile", "telefono"
		return Finding{}, false
	}
	return Finding{Family: Phone, Start: p, End: g}, true
}

// matchSlashPhone recognises a national number written with a slash after
// the trunk-0 area code, the older German and Austrian style (DIN 5008 before
// 2001, still on letterheads): "0170/1234567", "089/123 4567",
// "0221/1234567-89", Vienna's "01/512 34 56", and with spaces around the
// slash "0221 / 123 456 78". The area code, of 2 to 5 digits starting with a
// single 0, is the group s[p:e] (nd digits); the subscriber number starts at
// s[sub], after the slash. It is one closed run
// of at most three groups: a subscriber number of 3 or more digits, maybe
// split by spaces, maybe with a direct-dial suffix after a hyphen; with the
// area code 9 to 12 digits. Paths ("/0170/1234567/") and dates
// ("2024/01/15"; a month and year, "02/2025", unless a phone word stands
// right before) do not fit.
func matchSlashPhone(s string, p, e, nd, sub int, r *run, cx *ctxIndex) (Finding, bool) {
	if sub >= len(s) || !slashAreaCode(s, p, e, nd) {
		return Finding{}, false
	}
	if !leftContext(s, p, leftOf(s, p), r) || r.leftJoin != 0 || r.plus >= 0 || r.open >= 0 {
		return Finding{}, false
	}
	c, _, ok := digitAt(s, sub)
	if !ok {
		return Finding{}, false
	}
	ge, gnd := scanGroup(s, sub)
	if c == 0 && gnd <= 4 {
		// No landline's subscriber number starts with 0, the trunk
		// prefix: "TEMPO 0515/0519" is a forecast's period, day and hour
		// to day and hour. (A mobile's eight digits after its network
		// prefix may: "0151/0766919".)
		return Finding{}, false
	}
	if nd == 2 && gnd == 4 && monthYear(s, p, sub) && !cx.strongPhoneRightBefore(p) {
		return Finding{}, false // "02/2025  180": an expiry month and year, then a quantity
	}
	parseRun(s, sub, ge, gnd, r)
	if r.more || (r.n > 3 || r.g[0].nd < 3) && !spacedPairs(r) {
		return Finding{}, false
	}
	end := r.g[r.n-1].end
	if r.rightDirty {
		if _, ok := extension(s, end); !ok {
			return Finding{}, false
		}
	}
	if end < len(s) && s[end] == '/' {
		return Finding{}, false
	}
	d, dial := nd, 0
	for i := 0; i < r.n; i++ {
		last := i == r.n-1
		if i > 0 {
			sp := r.sep[i-1]
			switch {
			case sp == sSpace && r.g[i].nd >= 2:
			case sp == sDot && r.g[i].nd == 2 && r.g[0].nd == 2:
				// Belgium's "0480/36.67.37": pairs after the slash, set
				// apart by dots (spacedPairs).
			case last && i > 0 && sp&^(sDash|sUDash) == 0 && r.g[i].nd <= 5:
				dial = r.g[i].nd // direct dial, not counted in the length
				continue
			default:
				return Finding{}, false
			}
		}
		d += r.g[i].nd
	}
	if d < 9 && r.n == 2 && r.g[0].nd == 3 && dial >= 3 {
		// Too short without the hyphened group, which is then the
		// subscriber number's own second part: "064/629-8393",
		// "0170/123-4567".
		d += dial
	}
	if d < 9 || d > 12 || cx.idRightBefore(p) {
		// A word for another kind of number names it, as it does the
		// other shapes ("Schaden-Nr. 065/657599", "Aktenzeichen 030/…").
		return Finding{}, false
	}
	return Finding{Family: Phone, Start: p, End: end}, true
}

// dinIntlPhone reads a German or Austrian number written in the slashed
// style with its country code, as letterheads and an Impressum print it
// ("+49 (0) 221 / 8930761", "+49 221/8930761", "+43 1 / 512 34 56"): the
// code s[i:e] (49 or 43), a space, the trunk "(0)" maybe, the area code
// (one to five digits, no 0 first), a slash with or without spaces, and the
// subscriber number in groups of two digits or more, a direct dial after a
// hyphen maybe; seven to eleven digits after the code. It returns the
// number's end.
func dinIntlPhone(s string, i, e int) (int, bool) {
	if s[i:e] != "49" && s[i:e] != "43" {
		return 0, false
	}
	j := e + 1
	if strings.HasPrefix(s[j:], "(0)") {
		j += 3
		if j < len(s) && s[j] == ' ' {
			j++
		}
	}
	a := j
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j-a < 1 || j-a > 5 || s[a] == '0' {
		return 0, false
	}
	d := j - a
	if j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || s[j] != '/' {
		return 0, false
	}
	j++
	if j < len(s) && s[j] == ' ' {
		j++
	}
	end := -1
	for {
		g := j
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j-g < 2 {
			break
		}
		d += j - g
		end = j
		if j+1 < len(s) && s[j] == ' ' && isDigit(s[j+1]) {
			j++
			continue
		}
		break
	}
	if end < 0 || d < 7 || d > 11 {
		return 0, false
	}
	if end+1 < len(s) && s[end] == '-' && isDigit(s[end+1]) {
		k := end + 1
		for k < len(s) && k-end <= 5 && isDigit(s[k]) {
			k++
		}
		if k-end-1 <= 4 && (k == len(s) || !isAlnum(s[k])) {
			end = k // a direct dial: "… / 1234567-89"
		}
	}
	if end < len(s) && (isAlnum(s[end]) || s[end] == '/') {
		return 0, false
	}
	return end, true
}

// acronymLabelBefore reports a label of three to six capitals right before
// start (a space, a colon between), no phone word and no label of a phone:
// the number is the one it names ("…, Student number MatNr. 09977780, OEN
// 123-456-789": Ontario's education number), and a phone word further
// back in the list is another item's.
func acronymLabelBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	if j == start {
		return false
	}
	k := j
	for k > 0 && j-k <= 6 && isUpper(s[k-1]) {
		k--
	}
	if n := j - k; n < 3 || n > 6 || k > 0 && (isAlpha(s[k-1]) || isDigit(s[k-1]) || s[k-1] >= 0x80) {
		return false
	}
	return wordsAt(s, k)&(catStrongPhone|catWeakPhone) == 0 && !wordIn(s[k:j], phoneAcronyms)
}

// phoneAcronyms label a phone's number in capitals without being phone
// words, or say when or through whom to call: a direct line (DID, DDI), a
// switchboard (PBX), a text phone (TTY, TDD), a caller's line (CLI), a
// form's home, work and office lines, a messenger's handle, a mobile
// carrier ("MTN 24 412 3456"), a day or a time zone ("FRI", "EST"), the
// abbreviations of "number".
var phoneAcronyms = []string{"DID", "DDI", "PBX", "PABX", "SIP", "CLI", "CLID", "TTY", "TDD", "IVR", "VOIP", "UAN", "PSTN",
	"HOME", "WORK", "OFFICE", "MAIN", "DIRECT", "DESK", "ALT", "RES", "BUS", "OFF", "EMERG", "LINE", "VIBER", "ZALO", "KAKAO", "IMO", "TOLL", "FREE",
	"MTN", "GLO", "AIRTEL", "ORANGE", "TIGO", "MOOV", "ZAIN", "STC", "JIO", "TIM", "VIVO", "CLARO", "NTC",
	"MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN", "EST", "EDT", "CST", "CDT", "MST", "PST", "PDT", "GMT", "UTC", "BST", "CET", "CEST", "IST", "AEST",
	"NUM", "NBR", "NRO", "AND", "THE", "FOR", "OUR", "USA", "UAE", "KSA"}

// chatSender reports the number s[start:end] as the sender of a line of a
// chat's export, where an app writes a contact it has no name for as the
// number: the line's date and time, a dash (or the time in brackets), the
// number, then a colon and a space — WhatsApp's "12/11/2026, 18:01 - +44
// …: text", "[12/11/2026, 18:01:22] …: text", or "07.08.2024 13:17 — …:".
// A log line's ISO date ("2024-01-15 10:22 - 4521 1234: started") and
// numbers shorter than any whole phone number are left.
func chatSender(s string, start, end int) bool {
	if end+1 >= len(s) || s[end] != ':' || s[end+1] != ' ' || digitCount(s, start, end) < 8 {
		return false // a whole number has eight digits at least
	}
	j := start
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	bracket := j > 0 && s[j-1] == ']'
	switch {
	case bracket:
		j--
	case j >= 2 && s[j-1] == '-' && s[j-2] == ' ':
		j -= 2
	case j >= 4 && s[j-4] == ' ' && s[j-3] == 0xE2 && s[j-2] == 0x80 && (s[j-1] == 0x93 || s[j-1] == 0x94):
		j -= 4 // an en or em dash
	default:
		return false
	}
	if j >= 3 && (s[j-1]|0x20) == 'm' && ((s[j-2]|0x20) == 'a' || (s[j-2]|0x20) == 'p') {
		// "9:05 PM", after a space or the narrow one newer apps write.
		switch {
		case s[j-3] == ' ':
			j -= 3
		case j >= 5 && s[j-5] == 0xE2 && s[j-4] == 0x80 && s[j-3] == 0xAF:
			j -= 5
		}
	}
	// The time: h:mm or hh:mm, seconds too.
	k, colons := j, 0
	for k > 0 && j-k < 8 && (isDigit(s[k-1]) || s[k-1] == ':') {
		if s[k-1] == ':' {
			colons++
		}
		k--
	}
	if colons == 0 || j-k < 4 || !isDigit(s[k]) {
		return false
	}
	if !bracket && (k == 0 || s[k-1] == '\n') {
		// "19:05 - 629 630 388: …": a day's export pasted without its
		// dates; nine digits at least ("10:22 - 4521 1234: started" is
		// a log's).
		return digitCount(s, start, end) >= 9
	}
	if k > 0 && s[k-1] == ' ' {
		k--
	}
	if k > 0 && s[k-1] == ',' {
		k--
	}
	// The date: digits and two of / . - between them.
	d, seps := k, 0
	for d > 0 && k-d < 10 && (isDigit(s[d-1]) || s[d-1] == '/' || s[d-1] == '.' || s[d-1] == '-') {
		if !isDigit(s[d-1]) {
			seps++
		}
		d--
	}
	if seps != 2 || k-d < 6 || !isDigit(s[d]) || isDigit(s[d+1]) && isDigit(s[d+2]) && isDigit(s[d+3]) {
		return false // not a log line's ISO date: chat apps write the day or month first
	}
	if bracket {
		if d == 0 || s[d-1] != '[' {
			return false
		}
		d--
	}
	return d == 0 || s[d-1] == '\n'
}

// orAddressAfter reports an e-mail address offered after the number that
// ends at s[end] as the other way to reach its owner: a short note in
// parentheses at most, "or" in one of its languages (orWord), then a token holding an '@'
// and a dot after it.
// transferPartyBefore reports a mobile money message's party right before
// s[start]: "sent to" or "from", then the name in capitals, as M-PESA's
// confirmations write the other party ("Ksh3,854.00 sent to NJERI MUTUA
// 0119138650 on 5/8/24", "received Ksh500.00 from JOHN DOE 0722… on …"):
// two words or more, and "on" and the date after the number.
func transferPartyBefore(s string, start, end int) bool {
	j := start
	if j < 2 || s[j-1] != ' ' || !strings.HasPrefix(s[end:], " on ") {
		return false
	}
	j--
	for words := 0; words < 4; words++ {
		k := j
		for k > 0 && j-k < 24 && isUpper(s[k-1]) {
			k--
		}
		if k == j || k == 0 || s[k-1] != ' ' || j-k < 2 {
			return false // a name's word in capitals, of two letters or more
		}
		if hasSuffixFold(s[:k-1], "sent to") || hasSuffixFold(s[:k-1], " from") {
			return words >= 1 // a first name and a last name at least
		}
		j = k - 1
	}
	return false
}

// orAddressBeside is orAddressAfter, or an address and a slash right
// before the number: a contact line's two ways ("Kontakt: oscar@gmail.com
// / 0720526981").
func orAddressBeside(s string, start, end int) bool {
	return orAddressAfter(s, end) || addressBefore(s, start)
}

// addressBefore reports an e-mail address right before s[start], a space,
// a slash, a comma or a semicolon between: the next item of a contact line ("Mohammed Khan
// mkhan@example.ae 0521061058", "Kontakt: oscar@example.com / 0720…").
func addressBefore(s string, start int) bool {
	if start < 6 || s[start-1] != ' ' {
		return false
	}
	e := start - 1
	if (s[e-1] == '/' || s[e-1] == ';') && s[e-2] == ' ' {
		e -= 2 // "a@x.es / 6982…", "a@x.es ; 6982…"
	} else if s[e-1] == ',' || s[e-1] == ';' {
		e-- // "a@x.es, 6982…"
	}
	dot, at := -1, -1
	for k := e - 1; k >= 0 && e-k < 64 && s[k] != ' ' && s[k] != '\n' && s[k] != ':'; k-- {
		switch s[k] {
		case '.':
			if at < 0 && dot < 0 {
				dot = k
			}
		case '@':
			at = k
		}
	}
	return at > 0 && dot > at+1
}

func orAddressAfter(s string, end int) bool {
	j := end
	for j < len(s) && j-end < 2 && s[j] == ' ' {
		j++
	}
	if j < len(s) && s[j] == '(' {
		k := j
		for k < len(s) && k-j < 24 && s[k] != ')' && s[k] != '\n' {
			k++
		}
		if k >= len(s) || s[k] != ')' {
			return false
		}
		j = k + 1
		for j < len(s) && j-k < 3 && s[j] == ' ' {
			j++
		}
	}
	if j == end || j >= len(s) {
		return false // the word stands apart from the number
	}
	w := j
	for w < len(s) && w-j < 12 && s[w] != ' ' {
		w++
	}
	if w >= len(s) || s[w] != ' ' || !orWord(s[j:w]) {
		return false
	}
	t := w + 1
	at := -1
	for k := t; k < len(s) && k-t < 64 && s[k] != ' ' && s[k] != '\n'; k++ {
		if s[k] == '@' {
			at = k
		} else if s[k] == '.' && at > t && k > at+1 {
			return true
		}
	}
	return false
}

// signOffNumber reports a number that fills its own line at the end of a
// message's sign-off, under the sender's name: "Thanks!\nHannah Patel\n212
// 204 3967", "धन्यवाद!\nविक्रम\n०७६७४२६२०६९". The name's line holds one to
// four words, each led by a capital or a letter of a script without case,
// with no digit, colon or '@'; the line before it is a short closing with
// no digit and no colon; after the number only blank lines, or a line with
// an address or a link, end the text.
func signOffNumber(s string, start, end int) bool {
	if start == 0 || s[start-1] != '\n' && s[start-1] != ' ' && s[start-1] != '\t' || end < len(s) && s[end] != '\n' && s[end] != '\r' && s[end] != ' ' {
		return false // most numbers: inside a line
	}
	ls := strings.LastIndexByte(s[max(0, start-64):start], '\n')
	if ls < 0 {
		return false
	}
	ls += max(0, start-64) // the '\n' that ends the name's line
	for i := ls + 1; i < start; i++ {
		if s[i] != ' ' && s[i] != '\t' {
			return false
		}
	}
	// What follows the number: its line's end, then blank lines, an
	// address's or a link's line, or the end.
	j, ok := lineEndAfter(s, end)
	if !ok {
		return false
	}
	if rest := s[j:]; len(strings.TrimSpace(rest)) != 0 {
		line, _, _ := strings.Cut(strings.TrimLeft(rest, "\r\n "), "\n")
		if strings.IndexByte(line, '@') < 0 && !strings.Contains(line, "://") && !strings.Contains(line, "www.") {
			return false
		}
	}
	na, name, ok := lineBeforeAt(s, ls, 48)
	if !ok || !signOffName(name) {
		return false
	}
	_, closing, ok := lineBeforeAt(s, na-1, 48)
	return ok && strings.TrimSpace(closing) != "" && strings.IndexAny(closing, "0123456789:") < 0
}

// ownLineShape reports the groups [0,k) of r, d digits, shaped as a phone
// that stands on a line of its own with nothing to name it: one group a
// lone phone may be (loneGroupPhone), or groups a national number may have
// (nameNumberShape).
func ownLineShape(s string, r *run, k, d int) bool {
	if k == 1 {
		return loneGroupPhone(s, r.g[0]) != lonePhoneNever
	}
	return nameNumberShape(s, r, k, d)
}

// lineEndAfter returns where the line ends ('\n' or the text's end) when
// only blanks and a '\r' stand between s[end] and it.
func lineEndAfter(s string, end int) (int, bool) {
	j := end
	for j < len(s) && (s[j] == ' ' || s[j] == '\r') {
		j++
	}
	return j, j == len(s) || s[j] == '\n'
}

// lineBeforeAt returns where the line that ends at s[nl] (a '\n') starts,
// and the line without a '\r' at its end, when it is at most limit bytes
// long.
func lineBeforeAt(s string, nl, limit int) (int, string, bool) {
	if nl <= 0 || nl >= len(s) || s[nl] != '\n' {
		return 0, "", false
	}
	lo := max(0, nl-limit)
	a := strings.LastIndexByte(s[lo:nl], '\n') + 1 + lo
	if a == lo && lo > 0 && s[lo-1] != '\n' {
		return 0, "", false // longer than limit
	}
	return a, strings.TrimSuffix(s[a:nl], "\r"), true
}

// signOffName reports a line that may be a sender's name: one to four
// words, each led by an ASCII capital or a byte of another script, with no
// digit, colon or '@' ("Hannah Patel", "Filip L.", "하은", "विक्रम").
func signOffName(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" {
		return false
	}
	words := 0
	for _, w := range strings.Fields(line) {
		words++
		if c := w[0]; !(c >= 'A' && c <= 'Z' || c >= 0x80) {
			return false
		}
	}
	return words <= 4 && strings.IndexAny(line, "0123456789:@") < 0
}

// chatAnswerStart returns where the line starts of a chat's answer whose
// words before the number end at s[i]: a speaker's label and one to three
// short words after it ("[16:45] Customer: yes it's 718 824 1410"); i
// when the line is no such answer.
func chatAnswerStart(s string, i int) int {
	k, words := i, 0
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	for words < 3 && k > 0 && s[k-1] != ':' || words == 0 {
		w := k
		for w > 0 && k-w <= 8 && (isAlpha(s[w-1]) || s[w-1] == '\'' || s[w-1] == ',') {
			w--
		}
		if w == k || w == 0 || s[w-1] != ' ' {
			return i
		}
		words++
		k = w - 1
	}
	if k == 0 || s[k-1] != ':' {
		return i
	}
	k--
	// The speaker: a word or two, a name in parentheses, a time in
	// brackets before it; 40 bytes at most to the line's start.
	for k > 0 && i-k < 64 && s[k-1] != '\n' {
		c := s[k-1]
		if !isAlnum(c) && c != ' ' && c != '(' && c != ')' && c != '[' && c != ']' && c != '.' && c != '-' && c != '\'' && c != ':' {
			return i
		}
		k--
	}
	if k > 0 && s[k-1] != '\n' || i-k >= 64 {
		return i
	}
	return k
}

// promptAnswer reports a number that fills its line, after a prompt's
// mark ("> ", "- ") at most, under a line that ends with a colon or a
// question mark and names a phone: a USSD or an IVR session's answer to
// "Enter phone number:", a form printed a label above its value
// ("Mobile:\n0712 345 678").
func promptAnswer(s string, start, end int, cx *ctxIndex) bool {
	a, b, ok := promptAbove(s, start, end)
	if !ok || cx.any(catSSN|catCard, a, b) {
		return false
	}
	// A phone's own word asks for a phone whatever else the line
	// names ("Could you confirm the phone number on the account?");
	// "number" or "contact" alone, only with no id's or account's word.
	return cx.any(catStrongPhone, a, b) || cx.any(catWeakPhone, a, b) && !cx.any(catID|catAccount, a, b)
}

// promptAbove returns the line above a number that fills its line (after a
// prompt's mark, "> " or "- ", at most) when that line asks for it: it ends
// with a colon, a question mark or a full stop ("Enter account no.").
func promptAbove(s string, start, end int) (int, int, bool) {
	if _, ok := lineEndAfter(s, end); !ok {
		return 0, 0, false
	}
	i := start
	for i > 0 && start-i < 3 && (s[i-1] == ' ' || s[i-1] == '>' || s[i-1] == '-') {
		i--
	}
	chat := false
	if i > 0 && s[i-1] != '\n' {
		k := chatAnswerStart(s, i)
		i, chat = k, k < i
	}
	if i == 0 || s[i-1] != '\n' {
		return 0, 0, false
	}
	a, line, ok := lineBeforeAt(s, i-1, 80)
	if !ok {
		return 0, 0, false
	}
	line = strings.TrimRight(line, " \t")
	if line == "" || line[len(line)-1] != ':' && line[len(line)-1] != '?' && line[len(line)-1] != '.' || chat && line[len(line)-1] != '?' {
		return 0, 0, false // (a chat's answer follows a question)
	}
	return a, a + len(line), true
}
