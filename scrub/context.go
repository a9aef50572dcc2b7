package scrub

import (
	"slices"
	"strings"
)

// Labels looked for near a number whose shape alone is not enough. Each is
// lower case ASCII (or the exact UTF-8 of an accented word) and is matched at
// the start of a word, case-insensitively, so "phone" also finds "Phones" and
// "telephone" is found through "tel".
var (
	// strongPhoneWords say outright that a phone number follows.
	strongPhoneWords = []string{
		"phone", "tel", "call", "cell", "mobile", "mob:", "fax", "sms", "text me",
		"texting", "whatsapp", "dial", "landline", "hotline", "ph:", "ph.", "ph ",
		"tlf", "telefon", "tél", "téléfono", "teléfono", "móvil", "movil",
		"handy", "portable", "cellulare", "ring me", "☎", "📞", "电话", "手机",
		"電話", "携帯", "전화", "телефон", "тел",
	}
	// weakPhoneWords hint at one; enough for a grouped number.
	weakPhoneWords = []string{"number", "contact", "reach"}

	ssnWords = []string{"ssn", "social security", "social-security", "social sec", "soc sec", "soc. sec", "ss#", "ss #", "ss no", "ss num", "ssa number"}

	partWords = []string{"part", "p/n", "pn", "sku", "model", "item", "catalog", "cat.", "mpn", "serial", "s/n", "ref", "order", "invoice", "ticket", "case", "isbn", "lot", "batch", "build", "version", "tracking"}
)

var (
	// cardWords name a payment card.
	cardWords = []string{"card", "visa", "mastercard", "amex", "american express", "discover",
		"diners", "jcb", "unionpay", "maestro", "credit", "debit", "cc$", "cc#", "cc:", "cc=", "pan$", "cvv", "cvc", "exp", "payment", "billing"}
	// idWords name numbers that are not cards.
	// Not "customer", "user" or "account": a card number often follows them.
	idWords = []string{"order", "tracking", "invoice", "ticket", "id$", "ids$", "ref$", "sku",
		"transaction", "txn", "request", "trace", "build", "job$", "run$", "ts$",
		"timestamp", "snowflake", "tweet", "message", "msg", "isbn", "serial", "upc", "ean", "imei", "iccid",
		"shipment", "parcel", "record", "row", "version", "nonce", "seed", "hash"}
)

// Context windows, in bytes, before and after the number.
const (
	ctxBefore = 40
	ctxAfter  = 24
)

// Keyword categories.
const (
	catStrongPhone = 1 << iota
	catWeakPhone
	catSSN
	catPart
	catCard
	catID
)

type kwEntry struct {
	w   string
	c1  byte // w[1], compared before the whole word
	cat uint8
}

// kwByFirst lists the keywords by their (lower-case) first byte, so that a
// position is checked with one table lookup and, mostly, one more byte.
var kwByFirst [256][]kwEntry

func init() {
	for _, l := range []struct {
		words []string
		cat   uint8
	}{
		{strongPhoneWords, catStrongPhone}, {weakPhoneWords, catWeakPhone}, {ssnWords, catSSN},
		{partWords, catPart}, {cardWords, catCard}, {idWords, catID},
	} {
		for _, w := range l.words {
			kwByFirst[w[0]] = append(kwByFirst[w[0]], kwEntry{w, w[1], l.cat})
		}
	}
}

// ctxIndex answers "is there a label of this kind between lo and hi" for one
// input. While few questions are asked it scans their neighbourhoods; once
// the bytes scanned that way reach the input's length it indexes the whole
// input in one pass and answers by binary search. Either way the work stays
// linear: a text full of nine-digit numbers costs one pass, not a scan of
// every number's surroundings.
type ctxIndex struct {
	s       string
	scanned int // bytes scanned for single questions so far
	built   bool
	pos     [6][]int // start offsets of the keywords of each category
}

// wordsAt returns the categories of the keywords that start at s[i].
func wordsAt(s string, i int) uint8 {
	lst := kwByFirst[lower(s[i])]
	if len(lst) == 0 || (i > 0 && isAlpha(s[i-1])) {
		return 0
	}
	var cats uint8
	c1 := byte(0)
	if i+1 < len(s) {
		c1 = lower(s[i+1])
	}
	for _, e := range lst {
		if e.c1 == c1 && cats&e.cat == 0 && hasWordAt(s, i, e.w) {
			cats |= e.cat
		}
	}
	return cats
}

func (x *ctxIndex) build() {
	x.built = true
	for i := 0; i < len(x.s); i++ {
		if cats := wordsAt(x.s, i); cats != 0 {
			for c := 0; c < len(x.pos); c++ {
				if cats&(1<<c) != 0 {
					x.pos[c] = append(x.pos[c], i)
				}
			}
		}
	}
}

// any reports a keyword of a category in cats starting in s[lo:hi].
func (x *ctxIndex) any(cats uint8, lo, hi int) bool {
	if lo >= hi {
		return false
	}
	if !x.built {
		if x.scanned+(hi-lo) <= len(x.s)+256 {
			x.scanned += hi - lo
			for i := lo; i < hi; i++ {
				if wordsAt(x.s, i)&cats != 0 {
					return true
				}
			}
			return false
		}
		x.build()
	}
	for c := 0; c < len(x.pos); c++ {
		if cats&(1<<c) == 0 {
			continue
		}
		p := x.pos[c]
		if k, _ := slices.BinarySearch(p, lo); k < len(p) && p[k] < hi {
			return true
		}
	}
	return false
}

// near reports a keyword of cats within ctxBefore bytes before start or
// ctxAfter bytes after end, not across a line break.
func (x *ctxIndex) near(cats uint8, start, end int) bool {
	s := x.s
	lo := max(0, start-ctxBefore)
	if k := strings.LastIndexByte(s[lo:start], '\n'); k >= 0 {
		lo += k + 1
	}
	if x.any(cats, lo, start) {
		return true
	}
	hi := min(len(s), end+ctxAfter)
	if k := strings.IndexByte(s[end:hi], '\n'); k >= 0 {
		hi = end + k
	}
	return x.any(cats, end, hi)
}

func (x *ctxIndex) strongPhone(start, end int) bool { return x.near(catStrongPhone, start, end) }

func (x *ctxIndex) phone(start, end int) bool { return x.near(catStrongPhone|catWeakPhone, start, end) }

// ssnLabel looks a little further back than the phone words do: "my social
// security number, which I got in 1998, is 123 45 6789".
func (x *ctxIndex) ssnLabel(start, end int) bool {
	return x.near(catSSN, start, end) || x.any(catSSN, max(0, start-72), start)
}

// partLabel looks only before the number: "part no. 123-45-6789".
func (x *ctxIndex) partLabel(start int) bool { return x.any(catPart, max(0, start-24), start) }

// idNotCard reports an unbroken digit string labelled as some other kind of
// number ("order 4539…", "tweet 1460…") with no card word nearby.
func (x *ctxIndex) idNotCard(start, end int) bool {
	return x.any(catID, max(0, start-20), start) && !x.near(catCard, start, end)
}
