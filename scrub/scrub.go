package scrub

import (
	"slices"
	"strings"
)

// Family names a kind of personal data. The string values are stable: they
// may be stored or compared by other modules.
type Family string

// The families Find reports.
const (
	Email      Family = "email"
	Phone      Family = "phone"
	SSN        Family = "ssn"
	JWT        Family = "jwt"
	Bearer     Family = "bearer"
	CreditCard Family = "credit_card"
)

// Redacted replaces every finding in Scrub's output.
const Redacted = "[REDACTED]"

// Finding is one piece of personal data: its family and its byte range
// [Start, End) in the input. It never carries the text itself, so a Finding
// can be logged or counted without leaking what it points at.
type Finding struct {
	Family     Family
	Start, End int
}

// maxRounds bounds the re-check of scrubbed text in Find. Every matcher looks
// at a little context (a label a few words back, the digit group next door,
// a column's name); replacing a finding with the shorter or longer marker
// can, in contrived text, bring new context within reach or take a word
// or a delimiter away (an address that held a label, a card that held a
// table's comma). Random joins of such pieces take two or three rounds now
// and then; fuzzing has never needed more than four. The bound keeps time
// linear whatever the text holds.
const maxRounds = 8

// Find returns the personal data in s, sorted by Start and non-overlapping.
// It never panics and runs in time linear in len(s), whatever s holds
// (invalid UTF-8 and NUL bytes included).
//
// The result is stable under scrubbing: Find(Scrub(s)) is empty.
func Find(s string) []Finding {
	var buf [stackFindings]Finding
	fs, _ := find(s, buf[:0])
	if len(fs) == 0 {
		return nil
	}
	return slices.Clone(fs)
}

// stackFindings is how many findings Find and Scrub keep on their stack
// before the list moves to the heap: what one pass over a PII-dense query
// finds (at most 20 over the dense corpus, before they are united). The
// array is cleared on every call, so a larger one costs short texts.
const stackFindings = 24

// find is Find that also returns the scrubbed text it checked last (s itself
// when there is nothing to find), so that Scrub need not build it again. The
// findings are appended to buf[:0]: Scrub keeps them on its stack.
func find(s string, buf []Finding) ([]Finding, string) {
	var words bearerWords
	fs, anchors := findOnce(s, buf, anchorAll, &words, nil)
	if anchors&anchorInvisible != 0 {
		// Read twice from copies instead; the re-check looks for what
		// either reading's anchors ask.
		fs, anchors = findReadings(s, buf, anchorAll)
	}
	markup := markupIn(s)
	if markup {
		fs = normalize(findMarkup(s, fs))
	}
	if len(fs) == 0 {
		return nil, s
	}
	// Make sure that the scrubbed text holds nothing more; when it does,
	// map the new findings back onto s and try again.
	var t string
	for range maxRounds {
		t = replace(s, fs)
		var more [8]Finding
		// A matcher whose anchor s lacks finds nothing in t either, and
		// the bearer words in t are those of s that no finding took.
		var left *bearerWords
		if words.kept() {
			w := words.inScrubbed(fs)
			left = &w
		}
		m, again := findOnce(t, more[:0], anchors, nil, left)
		if again&anchorInvisible != 0 {
			m, _ = findReadings(t, more[:0], anchors)
		}
		if markup && markupIn(t) {
			m = normalize(findMarkup(t, m))
		}
		if len(m) != 0 {
			fs = mergeBack(fs, m, markerStarts(fs), len(s))
			continue
		}
		return fs, t
	}
	return fs, replace(s, fs)
}

// Scrub returns s with every finding replaced by Redacted. For a bearer token
// only the token is replaced: "Bearer abc123..." becomes "Bearer [REDACTED]".
// Bytes outside the findings are kept exactly, so PII-free text comes back
// unchanged; Scrub(Scrub(s)) == Scrub(s).
func Scrub(s string) string {
	var buf [stackFindings]Finding
	_, t := find(s, buf[:0])
	return t
}

// replace builds the scrubbed text.
func replace(s string, fs []Finding) string {
	n := len(s)
	for _, f := range fs {
		n += len(Redacted) - (f.End - f.Start)
	}
	var b strings.Builder
	b.Grow(n)
	prev := 0
	for _, f := range fs {
		b.WriteString(s[prev:f.Start])
		b.WriteString(Redacted)
		prev = f.End
	}
	b.WriteString(s[prev:])
	return b.String()
}

// markerStarts returns where each finding's marker starts in replace's
// output, so that findings in it can be mapped back.
func markerStarts(fs []Finding) []int {
	starts := make([]int, len(fs))
	shift := 0
	for k, f := range fs {
		starts[k] = f.Start + shift
		shift += len(Redacted) - (f.End - f.Start)
	}
	return starts
}

// mergeBack maps findings in the scrubbed text t back to offsets in s and
// merges them with fs. A finding in t that touches a marker swallows the whole
// original finding behind that marker.
func mergeBack(fs, more []Finding, starts []int, n int) []Finding {
	// toS maps an offset in t to one in s; inside a marker it maps to the
	// start (for a start offset) or the end (for an end offset) of the
	// original finding, so that the united finding covers it whole.
	toS := func(off int, isEnd bool) int {
		// k counts the markers that start before off (for an end offset)
		// or at or before it (for a start offset): a finding that ends
		// where a marker begins does not reach into it.
		var k int
		if isEnd {
			k, _ = slices.BinarySearch(starts, off)
		} else {
			k, _ = slices.BinarySearch(starts, off+1)
		}
		if k == 0 {
			return off
		}
		k--
		mEnd := starts[k] + len(Redacted)
		if off < mEnd {
			if isEnd {
				return fs[k].End
			}
			return fs[k].Start
		}
		return fs[k].End + (off - mEnd)
	}
	out := slices.Clone(fs)
	for _, f := range more {
		a, b := toS(f.Start, false), toS(f.End, true)
		if a < 0 {
			a = 0
		}
		if b > n {
			b = n
		}
		if a < b {
			out = append(out, Finding{Family: f.Family, Start: a, End: b})
		}
	}
	return normalize(out)
}

// familyRank breaks ties when two families claim the same bytes: the more
// specific evidence wins (a JWT after "Bearer" is reported as a JWT).
func familyRank(f Family) int {
	switch f {
	case JWT:
		return 0
	case CreditCard:
		return 1
	case SSN:
		return 2
	case Email:
		return 3
	case Bearer:
		return 4
	default:
		return 5
	}
}

// cmpFinding orders findings by start, the longer first, then by family
// rank.
func cmpFinding(a, b Finding) int {
	if a.Start != b.Start {
		return a.Start - b.Start
	}
	if a.End != b.End {
		return b.End - a.End
	}
	return familyRank(a.Family) - familyRank(b.Family)
}

// normalize sorts findings and unites overlapping ones, so that every byte any
// matcher claimed is redacted. The united finding keeps the family of the
// longer (or, on a tie, the more specific) part.
func normalize(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	slices.SortFunc(fs, cmpFinding)
	return unite(fs)
}

// unite merges overlapping findings of a sorted slice in place.
func unite(fs []Finding) []Finding {
	out := fs[:1]
	for _, f := range fs[1:] {
		last := &out[len(out)-1]
		if f.Start >= last.End {
			out = append(out, f)
			continue
		}
		if f.End > last.End {
			if f.End-f.Start > last.End-last.Start {
				last.Family = f.Family
			}
			last.End = f.End
		}
	}
	return out
}

// Anchors: what some matchers look for before they read anything else.
// Replacing findings by the marker makes none ("[REDACTED]" holds no such
// word and is ASCII, and a byte next to its brackets makes no spelled at
// sign or escape), so Find's re-check runs those matchers (or, for the
// escapes, the decoding) only when the text before held the anchor.
const (
	anchorAuth      = 1 << iota // "bearer", "authorization" or "Basic ": findBearersNoting, findAuthSchemes
	anchorSpelledAt             // "(at)", "[@]"…: findObfuscatedEmails; a GDS contact line's "CTCE": findGDSEmails
	anchorWideAt                // "＠": findWideEmails
	anchorEscape                // "%2B", "%20"…: findNumbersDecoded decodes
	anchorVendor                // "ghp_", "AKIA"…: findVendorTokens
	anchorInvisible             // a zero-width space, a soft hyphen…: find reads the text from two copies (findReadings)
	anchorRegistry              // a registry's "auth" key: findRegistryAuth; curl's -u: findCurlUsers; findToolSecrets' phrases
	anchorShape                 // a Telegram, Twilio, Discord or Airtable credential's 'A' or '.': findVendorTokensOf's shape scans; a password's word: findPasswords, findPasswordWords
	anchorAll       = anchorAuth | anchorSpelledAt | anchorWideAt | anchorEscape | anchorVendor | anchorInvisible | anchorRegistry | anchorShape
)

// findOnce runs every matcher once over s (those with an anchor only when
// want holds it) and appends what they find to buf[:0], sorted and united.
// It also reports the anchors s holds, of those in want. When noted is not
// nil, the bearer words of s are noted in it; when words is not nil, they
// are known to be those (bearerWords), and the bearer matcher need not
// look for them. When want holds anchorInvisible and s holds an invisible
// character, it returns at once with that anchor: find reads such a text
// from copies (findReadings).
func findOnce(s string, buf []Finding, want uint8, noted, words *bearerWords) ([]Finding, uint8) {
	if len(s) == 0 {
		return nil, 0
	}
	// Each matcher reports in order of position (nearly always), so the
	// findings are a few sorted runs: merging them costs less than a
	// sort.
	var anchors uint8
	if want&(anchorWideAt|anchorInvisible) != 0 {
		if anchors = nonASCIIAnchors(s, want); anchors&anchorInvisible != 0 {
			return nil, anchors
		}
	}
	fs := buf[:0]
	fs = findEmails(s, fs)
	if want&anchorSpelledAt != 0 {
		var gds bool
		if fs, gds = findGDSEmails(s, fs); gds {
			anchors |= anchorSpelledAt // an address without its '@', as the spelled ones
		}
	}
	if anchors&anchorWideAt != 0 {
		fs = findWideEmails(s, fs)
	}
	if want&anchorSpelledAt != 0 {
		var spelled bool
		if fs, spelled = findObfuscatedEmails(s, fs); spelled {
			anchors |= anchorSpelledAt
		}
		fs = findSpelledDotEmails(s, fs)
		fs = findSmallDotEmails(s, fs)
		fs = findSpokenAtEmails(s, fs)
	}
	emails := len(fs)
	if want&anchorShape != 0 && emails > 0 {
		fs = comboPasswords(s, fs, emails)
	}
	fs = findJWTs(s, fs)
	if want&(anchorVendor|anchorShape) != 0 {
		var vendor uint8
		fs, vendor = findVendorTokensOf(s, fs, want&(anchorVendor|anchorShape))
		anchors |= vendor
	}
	if want&anchorShape != 0 {
		var password bool
		if fs, password = findPasswords(s, fs); password {
			anchors |= anchorShape
		}
		if fs, password = findPasswordWords(s, fs, emails > 0); password {
			anchors |= anchorShape
		}
		fs = passwordsAfterLogins(s, fs, emails)
		if fs, password = findSecretWords(s, fs); password {
			anchors |= anchorShape
		}
		fs = findNetCredentials(s, fs)
		fs = findPrivateKeys(s, fs)
		if fs, password = findSessionCookies(s, fs); password {
			anchors |= anchorShape
		}
		fs = findCurlCookies(s, fs)
		fs = findTrackData(s, fs)
	}
	if want&anchorAuth != 0 {
		var bearerWord, authWord bool
		from := len(fs)
		if words != nil && len(s) < longInput {
			fs, bearerWord = replayBearers(s, fs, words), words.n > 0
		} else {
			fs, bearerWord = findBearersNoting(s, fs, noted)
		}
		fs, authWord = findAuthSchemes(s, fs)
		if len(fs) > from {
			fs = echoCredentials(s, fs, from)
		}
		if bearerWord || authWord {
			anchors |= anchorAuth
		}
	}
	if want&anchorRegistry != 0 {
		var registry bool
		if fs, registry = findRegistryAuth(s, fs); registry {
			anchors |= anchorRegistry
		}
		if fs, registry = findCurlUsers(s, fs); registry {
			anchors |= anchorRegistry // curl's -u (credargs.go)
		}
		if fs, registry = findToolSecrets(s, fs); registry {
			anchors |= anchorRegistry // a tool's own phrase (toolout.go)
		}
		fs = findMySQLPasswords(s, fs)
		fs = findIdentifiedBy(s, fs)
		fs = findCopySecrets(s, fs)
		fs = findOAuthCodes(s, fs)
		fs = findURLPasswords(s, fs)
		fs = findDSNPasswords(s, fs)
		fs = findPgpassPasswords(s, fs)
		fs = findCallPasswords(s, fs)
		fs = findProtocolPasswords(s, fs)
	}
	var escaped bool
	fs, escaped = findNumbersDecoded(s, fs, want&anchorEscape != 0)
	if escaped {
		anchors |= anchorEscape
	}
	for k := range fs {
		// RFC 8959's "secret-token:" URI is the secret whole (Mercury's
		// API tokens are written so): the scheme goes with the token.
		if f := &fs[k]; f.Start >= 13 && s[f.Start-1] == ':' && f.Family == Bearer && s[f.Start-13:f.Start] == "secret-token:" {
			f.Start -= 13
		}
	}
	if len(fs) < 2 {
		return fs, anchors
	}
	if len(fs) <= maxKeyed && len(s) < 1<<keyBits {
		return sortUnite(fs), anchors
	}
	return sortUniteLong(fs), anchors
}

// sortUniteLong is sortUnite for a longer fs (or a longer text). Its
// scratch space stays in its own stack frame: in findOnce's it would be
// cleared on every call.
func sortUniteLong(fs []Finding) []Finding {
	var tmp [64]Finding
	if sorted := mergeSort(fs, tmp[:0]); &sorted[0] != &fs[0] {
		copy(fs, sorted)
	}
	return unite(fs)
}

// maxKeyed and keyBits bound the findings sortUnite sorts and the offsets
// its keys hold.
const (
	maxKeyed = 32
	keyBits  = 24
)

// sortUnite is unite(fs sorted) for a short fs (len(fs) <= maxKeyed,
// offsets below 1<<keyBits), sorted as a stable sort by cmpFinding would.
// Each finding becomes one integer that orders as cmpFinding does, ties
// broken by position: the start, the end subtracted from the largest offset
// (the longer first), the family's rank and the index. Insertion sort moves
// those instead of the findings, which hold a string; a few sorted runs
// cost little more than one pass. When some moved, the united findings are
// written from the keys (the family from its rank, rankFamily) in the same
// pass.
func sortUnite(fs []Finding) []Finding {
	const maxOff = 1<<keyBits - 1
	var keys [maxKeyed]uint64
	for i := range fs {
		f := &fs[i]
		keys[i] = uint64(f.Start)<<(keyBits+16) | uint64(maxOff-f.End)<<16 | uint64(familyRank(f.Family))<<8 | uint64(i)
	}
	moved := false
	for i := 1; i < len(fs); i++ {
		k := keys[i]
		j := i
		for j > 0 && k < keys[j-1] {
			keys[j] = keys[j-1]
			j--
		}
		if j != i {
			keys[j] = k
			moved = true
		}
	}
	if !moved {
		return unite(fs)
	}
	// unite, reading each finding from its key.
	out := fs[:0]
	for _, k := range keys[:len(fs)] {
		start, end, fam := int(k>>(keyBits+16)), maxOff-int(k>>16&maxOff), rankFamily[k>>8&0xff]
		if len(out) == 0 || start >= out[len(out)-1].End {
			out = append(out, Finding{Family: fam, Start: start, End: end})
			continue
		}
		last := &out[len(out)-1]
		if end > last.End {
			if end-start > last.End-last.Start {
				last.Family = fam
			}
			last.End = end
		}
	}
	return out
}

// rankFamily is familyRank's inverse over the families Find reports (no
// matcher makes another).
var rankFamily = [...]Family{JWT, CreditCard, SSN, Email, Bearer, Phone}

// mergeSort sorts fs by cmpFinding with a natural merge sort: it finds the
// sorted runs and merges neighbours until one is left, O(n log runs). tmp
// is scratch space (grown when too small). The result is fs or tmp.
func mergeSort(fs, tmp []Finding) []Finding {
	if cap(tmp) < len(fs) {
		tmp = make([]Finding, 0, len(fs))
	}
	src, dst := fs, tmp[:len(fs)]
	for {
		runs := 0
		for lo := 0; lo < len(src); {
			mid := lo + 1
			for mid < len(src) && cmpFinding(src[mid-1], src[mid]) <= 0 {
				mid++
			}
			runs++
			if mid == len(src) {
				copy(dst[lo:], src[lo:])
				break
			}
			hi := mid + 1
			for hi < len(src) && cmpFinding(src[hi-1], src[hi]) <= 0 {
				hi++
			}
			runs++
			// Merge src[lo:mid] and src[mid:hi] into dst[lo:hi].
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if cmpFinding(src[j], src[i]) < 0 {
					dst[k] = src[j]
					j++
				} else {
					dst[k] = src[i]
					i++
				}
				k++
			}
			k += copy(dst[k:], src[i:mid])
			copy(dst[k:], src[j:hi])
			lo = hi
		}
		if runs == 1 {
			return src
		}
		src, dst = dst, src
	}
}

// maxEchoed bounds the credentials whose other copies are looked for, and
// so the passes over the text (and the copies taken, four times as many
// each): a text with more is a list of them, each found where it is
// labelled.
const maxEchoed = 4

// echoCredentials appends, for the credentials fs[from:] found after their
// scheme ("Bearer …"), every other copy of the same token in s: a token set
// in a variable and then sent ("export KB_TOKEN=b2e1…; curl -H
// 'Authorization: Bearer b2e1…'") is the same secret in both places. A copy
// counts only as a whole token, not inside a longer one.
func echoCredentials(s string, fs []Finding, from int) []Finding {
	n := len(fs)
	for k := from; k < n && k < from+maxEchoed; k++ {
		f := fs[k]
		if f.End-f.Start < 16 {
			continue // short values are words as often as secrets
		}
		tok := s[f.Start:f.End]
		if k > from && tok == s[fs[k-1].Start:fs[k-1].End] {
			continue // the same token again: its copies are found
		}
		found := 0
		for i := 0; i < len(s) && found < maxEchoed*4; {
			j := strings.Index(s[i:], tok)
			if j < 0 {
				break
			}
			a := i + j
			b := a + len(tok)
			if a != f.Start && (a == 0 || tokFlag[s[a-1]] == 0) && (b == len(s) || tokFlag[s[b]] == 0) {
				fs = append(fs, Finding{Family: f.Family, Start: a, End: b})
				found++
			}
			i = b
		}
	}
	return fs
}
