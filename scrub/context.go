package scrub

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
	idWords = []string{"order", "tracking", "invoice", "ticket", "id$", "ids$", "ref$", "sku", "account", "acct",
		"customer", "transaction", "txn", "request", "trace", "user", "build", "job$", "run$", "ts$",
		"timestamp", "snowflake", "tweet", "message", "msg", "isbn", "serial", "upc", "ean", "imei", "iccid",
		"shipment", "parcel", "record", "row", "version", "nonce", "seed", "hash"}
)

// Context windows, in bytes, before and after the number.
const (
	ctxBefore = 40
	ctxAfter  = 24
)

// nearWord reports whether one of words starts within ctxBefore bytes before
// start or ctxAfter bytes after end, not crossing a line break.
func nearWord(s string, start, end int, words []string) bool {
	lo := start - ctxBefore
	if lo < 0 {
		lo = 0
	}
	for i := start - 1; i >= lo; i-- {
		if s[i] == '\n' {
			lo = i + 1
			break
		}
	}
	if wordIn(s, lo, start, words) {
		return true
	}
	hi := end + ctxAfter
	if hi > len(s) {
		hi = len(s)
	}
	for i := end; i < hi; i++ {
		if s[i] == '\n' {
			hi = i
			break
		}
	}
	return wordIn(s, end, hi, words)
}

// wordIn reports whether one of words starts at a word boundary in s[lo:hi].
func wordIn(s string, lo, hi int, words []string) bool {
	for i := lo; i < hi; i++ {
		c := lower(s[i])
		if i > 0 && isAlpha(s[i-1]) && c < 0x80 && isAlpha(c) {
			continue
		}
		for _, w := range words {
			if w[0] == c && hasWordAt(s, i, w) {
				return true
			}
		}
	}
	return false
}

func strongPhoneContext(s string, start, end int) bool {
	return nearWord(s, start, end, strongPhoneWords)
}

func phoneContext(s string, start, end int) bool {
	return strongPhoneContext(s, start, end) || nearWord(s, start, end, weakPhoneWords)
}

// ssnLabel looks a little further back than the phone words do: "my social
// security number, which I got in 1998, is 123 45 6789".
func ssnLabel(s string, start, end int) bool {
	return nearWord(s, start, end, ssnWords) || wordIn(s, max(0, start-72), start, ssnWords)
}

// partContext looks only before the number: "part no. 123-45-6789".
func partContext(s string, start int) bool {
	return wordIn(s, max(0, start-24), start, partWords)
}

// idNotCard reports an unbroken digit string labelled as some other kind of
// number ("order 4539…", "tweet 1460…") with no card word nearby.
func idNotCard(s string, start, end int) bool {
	return wordIn(s, max(0, start-20), start, idWords) && !nearWord(s, start, end, cardWords)
}
