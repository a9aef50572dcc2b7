package scrub

import (
	"slices"
	"strings"
)

// matchCard recognises a payment card number at the start of run r: 13 to 19
// digits, either in one piece or grouped the way cards are printed (4-4-4-4,
// 4-4-4-4-1..3, 4-4-4-5..7, 6-10..13, Amex 4-6-5, Diners 4-6-4, Visa's 13
// digits 4-4-5 and 4-3-3-3), Luhn-valid
// and with an issuer prefix that fits the length (see issuerFits: 17 and 18 digits only for the
// issuers that use them, so snowflake ids and nanosecond timestamps stay). It
// returns the end of the card digits.
func matchCard(s string, r *run, buf []byte, cx *ctxIndex) (int, bool) {
	end, ok := matchCardOf(s, r, buf, cx)
	if !ok || ibanBefore(s, r.g[0].start) {
		return 0, false // "GB29 NWBK 6016 …": the rest of an IBAN (asked only of a card found)
	}
	if st := r.g[0].start; st >= 10 && s[st-10:st] == "sentry.io/" {
		return 0, false // a Sentry DSN's project id ("…@o2917203.ingest.sentry.io/4504992915996061")
	}
	if cx.idColumn(r.g[0].start, end) && !(r.n > 1 && (amexGrouped(r) || cx.holdsCardWord())) || r.n > 1 && !amexGrouped(r) && cx.idNumberRightBefore(r.g[0].start) && !cx.near(catCard, r.g[0].start, end) {
		// Named for another kind of number by its column, or by a word
		// for an id right before it (idNumberRightBefore), no card word
		// near: "order no. 6011 1581 4005 2093", "invoice #4881-0865-
		// 0288-2819", "order 6011 …". (An unbroken one is asked of a
		// wider window: idNotCard.) A card printed in its groups under
		// an account's column of a text that names a card is the card's
		// account: an Amex statement's "ACCOUNT 3741-330773-77528"; and
		// Amex's own grouping, 4-6-5, which no account number is
		// printed in, is one whatever the text says.
		return 0, false
	}
	return end, true
}

// matchCardOf is matchCard before the IBAN check.
func matchCardOf(s string, r *run, buf []byte, cx *ctxIndex) (int, bool) {
	if r.plus >= 0 && !(r.g[0].nd >= 16 && startsLine(s, r.plus)) {
		// A '+' dials an international number; sixteen digits and more
		// after one that starts its line are a diff's added line or a
		// list's mark before a card (no plan has E.164 numbers so long).
		return 0, false
	}
	// After a number and a space (matchNumber turns down the other joins),
	// a card is its own token only when it holds no space itself:
	// "2026-03-14 4111111111111111", "order 12345 4111-1111-1111-1111".
	// Spaced groups after a number are more of a list, or the rest of an
	// IBAN ("DE89 3704 …").
	spacedOK := r.leftJoin == 0
	g0 := r.g[0].nd
	if g0 >= 12 {
		if r.n > 1 && r.sep[0]&sSpace == 0 {
			return 0, false // "4111111111111111.5": a decimal, a dotted id
		}
		if r.n == 1 && r.rightDirty {
			return 0, false
		}
		if r.open >= 0 && r.n > 1 && r.sep[0]&sClose != 0 {
			return 0, false
		}
		d := runDigits(buf, s, r, 1)
		if len(d) == 13 && saIDShape(d) {
			return 0, false // a South African ID number, not Visa's rare 13 digits
		}
		if (cardDigits(d) || shortMaestro(cx, d, r.g[0].start, r.g[0].end)) && !cx.idNotCard(r.g[0].start, r.g[0].end) {
			return r.g[0].end, true
		}
		return 0, false
	}
	if g0 != 4 && g0 != 6 {
		return 0, false
	}
	// Longest grouping first, so that a 19-digit card is not cut at 16.
	// The digits of a shorter grouping are a prefix of a longer one's:
	// they are read once.
	var d []byte
	for k := min(r.n, 5); k >= 2; k-- {
		if !cardGrouping(r, k) {
			continue
		}
		if seps := windowSeps(r, k); seps&(sOpen|sClose) != 0 || seps&sSpace != 0 && !spacedOK {
			continue
		}
		if d == nil {
			d = runDigits(buf, s, r, k)
		}
		if dk := d[:windowDigits(r, k)]; !cardDigits(dk) && !shortMaestro(cx, dk, r.g[0].start, r.g[k-1].end) {
			continue
		}
		if cardRightOK(r, k) || amountAfterCard(s, r, k) || countAfterCard(s, r, k) {
			return r.g[k-1].end, true
		}
		// "4111 1111 1111 1111 5555 5555 5555 4444": two cards in a row
		// are taken together.
		if end, ok := cardAfter(s, r, k, buf); ok {
			return end, true
		}
	}
	return 0, false
}

// cardAfter reports a second 4-4-4-4 card right after groups [0,k) that
// ends the run, and returns its end.
func cardAfter(s string, r *run, k int, buf []byte) (int, bool) {
	if k != 4 || !r.closedAfter(k+4) || r.sep[k-1]&(sOpen|sClose) != 0 {
		return 0, false
	}
	for i := k; i < k+4; i++ {
		if r.g[i].nd != 4 || (i+1 < k+4 && r.sep[i]&(sOpen|sClose) != 0) {
			return 0, false
		}
	}
	buf = buf[:0]
	for i := k; i < k+4; i++ {
		buf = digits(buf, s, r.g[i].start, r.g[i].end)
	}
	if r.rightDirty || !cardDigits(buf) {
		return 0, false
	}
	return r.g[k+3].end, true
}

// amountAfterCard reports an amount in thousands after the card's groups
// [0,k) and a space, the run's last group its first digits: a statement's
// line "2026-03-04 5426 7216 4972 1129 7,205.00 SAR" (the run stops at
// the comma, so cardRightOK sees a group of one digit after the card).
func amountAfterCard(s string, r *run, k int) bool {
	if k+1 != r.n || r.sep[k-1]&sSpace == 0 || r.g[k].nd > 3 {
		return false
	}
	e := r.g[k].end
	return e+4 <= len(s) && s[e] == ',' && isDigit(s[e+1]) && isDigit(s[e+2]) && isDigit(s[e+3]) && (e+4 == len(s) || !isDigit(s[e+4]))
}

// countAfterCard reports a count of one digit after the card's groups
// [0,k) and a space, a word of small letters after it, the run's last
// group: "card on file 5572 0891 5605 0163 3 nights" (cardRightOK takes a
// CVC's or an expiry's two to four digits there, and no single one).
func countAfterCard(s string, r *run, k int) bool {
	if k+1 != r.n || r.sep[k-1]&sSpace == 0 || r.g[k].nd != 1 || r.rightDirty {
		return false
	}
	e := r.g[k].end
	return e+2 < len(s) && s[e] == ' ' && s[e+1]-'a' < 26 && s[e+2]-'a' < 26
}

// saIDShape reports thirteen digits shaped as a South African identity
// number: a date of birth (YYMMDD), four digits, the citizenship digit (0
// or 1), an 8 or a 9, then its Luhn check digit (not asked here: a card
// would need it too). Those born in the 1940s start with a 4 and pass
// Luhn, as a Visa card of thirteen digits would ("application for ID
// 4505226953085"); Visa has issued none for decades.
func saIDShape(d []byte) bool {
	mm, dd := d[2]*10+d[3], d[4]*10+d[5]
	return mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31 && d[10] <= 1 && d[11] >= 8
}

// cardGrouping reports whether groups [0,k) are printed like a card.
func cardGrouping(r *run, k int) bool {
	total := windowDigits(r, k)
	if total == 12 {
		return k == 3 && r.g[0].nd == 4 && r.g[1].nd == 4 // Maestro's 4-4-4 (shortMaestro)
	}
	if total < 13 || total > 19 {
		return false
	}
	if k == 3 && r.g[0].nd == 4 && r.g[1].nd == 6 && (r.g[2].nd == 5 || r.g[2].nd == 4) {
		return true // Amex 4-6-5, Diners 4-6-4
	}
	if total == 13 && (k == 3 && r.g[0].nd == 4 && r.g[1].nd == 4 ||
		k == 4 && r.g[0].nd == 4 && r.g[1].nd == 3 && r.g[2].nd == 3) {
		return true // Visa's 13 digits, 4-4-5 or 4-3-3-3
	}
	if r.g[0].nd == 6 {
		// The six-digit issuer number apart from the rest, as banks in
		// China print their 19-digit cards and Maestro its long ones:
		// "622276 4998873879873", "501801-4298051111566".
		return k == 2 && total >= 16
	}
	for i := 0; i < k-1; i++ {
		if r.g[i].nd != 4 {
			return false
		}
	}
	// The last group holds what is left: one to four digits, or five to
	// seven after three groups of four, the 17- to 19-digit cards
	// ("6217 5114 1100 46602", "6304-7270-5861-749148").
	last := r.g[k-1].nd
	return last >= 1 && last <= 4 || k == 4 && last <= 7
}

// cardRightOK checks what follows a card made of groups [0,k): nothing glued
// to it, and when the card itself is spaced, only what follows cards on
// forms — one group such as an expiry ("09/28") or a CVC, or up to three
// short ones ("12 25 123") — so that a list of four-digit numbers ("ports
// 5432 6379 8080 9200 9300") is not read as a card.
func cardRightOK(r *run, k int) bool {
	if r.closedAfter(k) {
		return !r.rightDirty
	}
	join := r.sep[k-1]
	if join&sSpace == 0 {
		return false // "4111-1111-1111-1111-2": the number goes on
	}
	if windowSeps(r, k)&sSpace == 0 {
		return true // tight card, then a separate number
	}
	if k+1 < r.n && r.sep[k]&sSpace == 0 {
		// "… 1111 10.0.3.4", "… 1111 2026-03-14": the next number is a
		// token of its own (an address, a date), not more card groups.
		return true
	}
	if r.more {
		return false
	}
	last := r.g[k]
	if k+1 == r.n {
		return last.nd >= 2 && last.nd <= 4 // "09/28", "0928", a CVC
	}
	// "12 25 123": month, year, CVC. Lists of four-digit numbers never
	// end like this.
	if r.n-k > 3 {
		return false
	}
	for i := k; i < r.n; i++ {
		if r.g[i].nd < 2 || r.g[i].nd > 3 {
			return false
		}
	}
	return true
}

// cardDigits checks length, issuer prefix and Luhn.
func cardDigits(d []byte) bool {
	return issuerFits(d) && luhn(d)
}

// issuerFits reports whether the leading digits name an issuer that uses this
// length (ISO/IEC 7812 issuer ranges as the networks publish them): Visa (13,
// 16, 19), Mastercard (51-55, 2221-2720; 16), Amex (34, 37; 15), Diners
// (300-305, 3095, 36, 38, 39; 14, 16), Discover (6011, 644-649, 65; 16-19), JCB
// (3528-3589; 16-19; 2131 and 1800: 15), UnionPay (62, 8100-8171; 16-19), Maestro (50, 56-58,
// 6304, 6759, 6761-6763; up to 19), Mir (2200-2204; 16-19), InterPayment
// (636; 16-19), RuPay (60, 65, 8172-8199, 8200-8201; 16), Troy (9792; 16),
// mada's own range (968201-968211; 16), the national schemes of Uzbekistan
// (Uzcard 8600, Humo 9860), Belarus (BelKart 9112), Armenia (ArCa 9051)
// and Ukraine (ПРОСТІР 9804; 16), Sberbank's Maestro (639002; 18).
//
// Lengths 17 and 18 are the rarest and the most common among other long ids
// (snowflakes, nanosecond timestamps), so only the issuers that print them
// count there: Maestro, UnionPay, Discover, JCB, Mir, InterPayment — never
// Visa, Mastercard or Amex.
func issuerFits(d []byte) bool {
	if len(d) < 13 {
		return false
	}
	p1 := int(d[0])
	p2 := p1*10 + int(d[1])
	p3 := p2*10 + int(d[2])
	p4 := p3*10 + int(d[3])
	unionPay81 := p4 >= 8100 && p4 <= 8171
	switch len(d) {
	case 13:
		return p1 == 4
	case 14:
		return (p3 >= 300 && p3 <= 305) || p4 == 3095 || p2 == 36 || p2 == 38 || p2 == 39
	case 15:
		// Amex; JCB's first ranges, still printed by card generators
		// (Faker's "jcb15") and on old test data: 2131 and 1800.
		return p2 == 34 || p2 == 37 || p4 == 2131 || p4 == 1800
	case 16:
		switch p1 {
		case 4, 6:
			return true // Visa; Discover, UnionPay, Maestro, RuPay
		case 5:
			return p2 >= 50 && p2 <= 58 // Mastercard 51-55, Maestro 50, 56-58
		case 2:
			return (p4 >= 2221 && p4 <= 2720) || (p4 >= 2200 && p4 <= 2204)
		case 3:
			return (p4 >= 3528 && p4 <= 3589) || p2 == 36 || p2 == 38 || p2 == 39 || p3 >= 300 && p3 <= 305 || p4 == 3095 // JCB; Diners
		case 8:
			return unionPay81 || (p4 >= 8172 && p4 <= 8201) || p4 == 8600 // UnionPay; RuPay 817200-820199; Uzcard
		case 9:
			p6 := p4*100 + int(d[4])*10 + int(d[5])
			// Troy (Türkiye); mada (Saudi Arabia); the national
			// schemes of Belarus (BelKart 9112), Armenia (ArCa 9051),
			// Uzbekistan (Humo 9860) and Ukraine (ПРОСТІР 9804).
			return p4 == 9792 || p6 >= 968201 && p6 <= 968211 || p4 == 9112 || p4 == 9051 || p4 == 9860 || p4 == 9804
		}
	case 17, 18:
		switch p1 {
		case 6:
			return p2 == 62 || p2 == 65 || p4 == 6011 || (p3 >= 644 && p3 <= 649) || p3 == 636 ||
				p4 == 6304 || p4 == 6759 || (p4 >= 6761 && p4 <= 6763) || p4 == 6390 // Sberbank's Maestro, 639002
		case 5:
			return p2 == 50 || (p2 >= 56 && p2 <= 58)
		case 2:
			return p4 >= 2200 && p4 <= 2204
		case 3:
			return p4 >= 3528 && p4 <= 3589
		case 8:
			return unionPay81
		}
	case 19:
		switch p1 {
		case 4, 6:
			return true
		case 5:
			return p2 == 50 || (p2 >= 56 && p2 <= 58)
		case 2:
			return p4 >= 2200 && p4 <= 2204
		case 3:
			return p4 >= 3528 && p4 <= 3589
		case 8:
			return unionPay81
		}
	}
	return false
}

// shortMaestro reports a Maestro number of 12 to 15 digits (Maestro issues
// 12 to 19; the lengths below 16 no other network uses at these prefixes) at
// [start, end), Luhn-valid, with the network's name or a word for a card on
// its line within maestroReach bytes: twelve to fifteen digits are as often
// an id, and only the words tell the card ("Maestro-Karte 5038 2390 6568",
// "Karte 502076696116 … eine Maestro- oder Debitkarte?", "номер карты
// 5038-9674-9812").
func shortMaestro(cx *ctxIndex, d []byte, start, end int) bool {
	if len(d) < 12 || len(d) > 15 || !maestroPrefix(d) || !luhn(d) {
		return false
	}
	s := cx.s
	lo, hi := max(0, start-maestroReach), min(len(s), end+maestroReach)
	if k := strings.LastIndexByte(s[lo:start], '\n'); k >= 0 {
		lo += k + 1
	}
	if k := strings.IndexByte(s[end:hi], '\n'); k >= 0 {
		hi = end + k
	}
	return cx.cardNameIn(lo, start) || cx.cardNameIn(end, hi)
}

const maestroReach = 80

// cardNames are the words that tell a short Maestro number from an id: the
// network's name, "card" in the languages of the countries that issue it,
// and the card checksum's name ("Luhn check passes for …", corpus 30),
// matched at any byte, ASCII case folded.
var cardNames = []string{"maestro", "luhn", "card", "carta", "tarjeta", "carte", "kaart", "kort", "kart", "cartão",
	"карт", "Карт", "카드", "卡号", "银行卡"}

// cardNameFirst marks the first bytes of cardNames.
var cardNameFirst = func() (t [256]bool) {
	for _, w := range cardNames {
		t[w[0]] = true
	}
	return t
}()

// cardNameIn reports one of cardNames starting in [lo, hi) and ending by
// hi. The text is searched once, at the first question: a text of many
// such numbers ("maestro 502076696116 " repeated) asks as often as it has
// numbers, and each answer is then a binary search.
func (x *ctxIndex) cardNameIn(lo, hi int) bool {
	if !x.cardNamesRead {
		x.cardNamesRead = true
		s := x.s
		for i := 0; i < len(s); i++ {
			c := lower(s[i])
			if !cardNameFirst[c] {
				continue // most bytes start none: one lookup
			}
			for _, w := range cardNames {
				if w[0] == c && len(s)-i >= len(w) && hasFoldAt(s, i, w) {
					x.cardNameAt = append(x.cardNameAt, i)
					x.cardNameEnd = append(x.cardNameEnd, i+len(w))
					break
				}
			}
		}
	}
	i, _ := slices.BinarySearch(x.cardNameAt, lo)
	for ; i < len(x.cardNameAt) && x.cardNameAt[i] < hi; i++ {
		if x.cardNameEnd[i] <= hi {
			return true
		}
	}
	return false
}

// maestroPrefix reports Maestro's issuer prefixes: 50, 56-58, 6304,
// 6759, 6761-6763.
func maestroPrefix(d []byte) bool {
	p2 := int(d[0])*10 + int(d[1])
	p3 := p2*10 + int(d[2])
	p4 := p3*10 + int(d[3])
	return p2 == 50 || p2 >= 56 && p2 <= 58 || p4 == 6304 || p4 == 6759 || p4 >= 6761 && p4 <= 6763
}

// luhn reports whether d passes the Luhn checksum.
func luhn(d []byte) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		v := int(d[i])
		if double {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		double = !double
	}
	return sum%10 == 0
}

// amexGrouped reports a run printed as American Express prints its
// cards: four, six and five digits.
func amexGrouped(r *run) bool {
	return r.n >= 3 && r.g[0].nd == 4 && r.g[1].nd == 6 && r.g[2].nd == 5
}

// findTrackData appends the card numbers of track 1 data, as a reader's
// raw swipe gives it: "%B", the number, '^', the holder's name, '^', the
// expiry and the rest ("%B2336672099455062^GALLAGHER/ZOE^3004…?"). The
// 'B' (format code) glues the number to a letter, so the number scan
// leaves it; found from each "%B".
func findTrackData(s string, fs []Finding) []Finding {
	var buf [19]byte
	for i := 0; ; {
		k := strings.Index(s[i:], "%B")
		if k < 0 {
			return fs
		}
		a := i + k + 2
		i = a
		e := a
		for e < len(s) && e-a <= 19 && isDigit(s[e]) {
			e++
		}
		if e-a < 13 || e-a > 19 || e >= len(s) || s[e] != '^' {
			continue
		}
		d := buf[:0]
		for j := a; j < e; j++ {
			d = append(d, s[j]-'0')
		}
		if cardDigits(d) {
			fs = append(fs, Finding{Family: CreditCard, Start: a, End: e})
			i = e
		}
	}
}

// emvPANAt reads the card number of EMV tag 5A (Application PAN) whose
// 'A' is at s[q], as terminals' and kernels' logs print it: in a TLV hex
// string, the length byte then the number in BCD, padded with 'F' to a
// whole byte ("…9F2701805A0846590185904747045F24…"), or after the tag and
// a colon or blanks, its bytes spaced ("Tag 5A: 60 11 20 59 22 45 94 40").
// The number must be a card's (length, issuer, Luhn: cardDigits).
func emvPANAt(s string, q int) (int, int, bool) {
	if q < 1 || q+3 >= len(s) || s[q-1] != '5' {
		return 0, 0, false
	}
	var buf [19]byte
	if s[q+1] == '0' {
		// TLV: a length of 7 to 10 bytes, then the digits.
		n := int(s[q+2] - '0')
		if s[q+2] == 'A' {
			n = 10
		}
		if n < 7 || n > 10 || q+3+2*n > len(s) {
			return 0, 0, false
		}
		start, end := q+3, q+3+2*n
		d := buf[:0]
		for j := start; j < end; j++ {
			c := s[j]
			switch {
			case isDigit(c) && len(d) < len(buf):
				d = append(d, c-'0')
			case c == 'F' && j == end-1:
				end-- // the pad
			default:
				return 0, 0, false
			}
		}
		return start, end, cardDigits(d)
	}
	// The tag as a label: "5A: ", "5A  ", its bytes in pairs apart.
	j := q + 1
	if s[j] == ':' {
		j++
	}
	k := skipBlanks(s, j, 4)
	if k == j || k+2 > len(s) {
		return 0, 0, false
	}
	start, end := k, k
	d := buf[:0]
	for end+2 <= len(s) && len(d)+2 <= len(buf) && isDigit(s[end]) && isDigit(s[end+1]) {
		d = append(d, s[end]-'0', s[end+1]-'0')
		end += 2
		if end+3 <= len(s) && s[end] == ' ' && isDigit(s[end+1]) {
			end++
			continue
		}
		break
	}
	if end < len(s) && isAlnum(s[end]) {
		return 0, 0, false
	}
	return start, end, len(d) >= 13 && cardDigits(d)
}

// track2PAN reports the card number s[start:end] of track 2 data as EMV's
// tag 57 (Track 2 Equivalent Data) prints it, the number glued to the
// separator 'D' and the expiry, YYMM ("5424184960388014D2602201…"): 13
// to 19 digits that make a card's number.
func track2PAN(s string, start, end int) bool {
	if end+5 > len(s) || s[end] != 'D' || end-start < 13 || end-start > 19 {
		return false
	}
	for j := end + 1; j < end+5; j++ {
		if !isDigit(s[j]) {
			return false
		}
	}
	if m := (s[end+3]-'0')*10 + s[end+4] - '0'; m < 1 || m > 12 {
		return false
	}
	var buf [19]byte
	d := buf[:0]
	for j := start; j < end; j++ {
		if !isDigit(s[j]) {
			return false
		}
		d = append(d, s[j]-'0')
	}
	return cardDigits(d)
}
