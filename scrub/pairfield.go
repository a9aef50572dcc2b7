package scrub

import "strings"

// Records that keep each field as an object of a name and a value name
// the value by a sibling member, not by its own key: a CRM's property
// history ({"propertyName": "phone", "propertyValue": "13550701443"}),
// a form's fields ({"name": "Phone", "value": "…"}), a contact's numbers
// ({"value": "+1 …", "type": "mobile"}). pairNamedPhone reads that sibling
// as a column's name is read.

// valueKeys name the member that holds the value; nameKeys the member
// that names it.
var (
	valueKeys = []string{"value", "propertyvalue", "val", "fieldvalue"}
	nameKeys  = []string{"name", "propertyname", "key", "field", "fieldname", "label", "type"}
)

// pairNamedPhone reports a number that starts the string value of a
// "value" member whose sibling right before or after it names a phone, of
// a key whose type the member before names one (typedPhoneKey), or of a
// WhatsApp message's "to" or "from".
func pairNamedPhone(s string, start int) bool {
	if start == 0 || s[start-1] != '"' {
		return false
	}
	ks, ke, ok := keyBefore(s, start-1)
	if ok && whatsAppAddress(s, ks, ke) {
		return true
	}
	if ok && typedPhoneKey(s, ks, ke) {
		return true
	}
	if !ok || !keyIn(s[ks:ke], valueKeys) {
		return false
	}
	// The member before: `"name": "phone",` ending right before the key.
	if c, ok := beforePunct(s, ks-1, ','); ok {
		if vs, ve, ok := stringBefore(s, c-1); ok {
			if ns, ne, ok := keyBefore(s, vs-1); ok && keyIn(s[ns:ne], nameKeys) && phoneName(s[vs:ve]) {
				return true
			}
		}
	}
	// The member after: `, "type": "mobile"` after the value's string.
	e := strings.IndexByte(s[start:min(len(s), start+40)], '"')
	if e < 0 {
		return false
	}
	i, ok := afterPunct(s, start+e+1, ',')
	if !ok {
		return false
	}
	ns, ne, ok := stringAt(s, i)
	if !ok || !keyIn(s[ns:ne], nameKeys) {
		return false
	}
	if i, ok = afterPunct(s, ne+1, ':'); !ok {
		return false
	}
	vs, ve, ok := stringAt(s, i)
	return ok && phoneName(s[vs:ve])
}

// typedPhoneKey reports the key s[ks:ke] whose type the member right
// before it names a phone in: `"partyIdType": "MSISDN", "partyId": "…"`,
// as MTN's MoMo API gives a payer or a payee (the key and "Type" after
// it).
func typedPhoneKey(s string, ks, ke int) bool {
	c, ok := beforePunct(s, ks-1, ',')
	if !ok {
		return false
	}
	vs, ve, ok := stringBefore(s, c-1)
	if !ok {
		return false
	}
	ns, ne, ok := keyBefore(s, vs-1)
	return ok && ne-ns == ke-ks+4 && s[ns:ns+ke-ks] == s[ks:ke] && strings.EqualFold(s[ne-4:ne], "type") && phoneName(s[vs:ve])
}

// keyNamedPhone reports a number that is the value, quoted or not, of a
// JSON key named for a phone as a column's name is read (phoneName): its
// head word in camelCase too ("homePhone", "customerPhone", "billingPhone"),
// which the label index, knowing words at their starts, does not see.
func keyNamedPhone(s string, start int) bool {
	return keyNamed(s, start) == catStrongPhone
}

// keyNamed returns what the JSON key right before the value starting at
// s[start] (after its quote, if quoted) names, as columnLabel reads a
// column's name; 0 when no key stands there.
func keyNamed(s string, start int) uint8 {
	q := start
	if q > 0 && s[q-1] == '"' {
		q--
	}
	if q < 4 || s[q-1] != ':' && s[q-1] != ' ' {
		return 0 // most numbers: no key's colon right before
	}
	ks, ke, ok := keyBefore(s, q)
	bare := false
	if !ok && q == start {
		ks, ke, ok = lineKeyBefore(s, q)
		bare = true
	}
	if !ok || ke == ks || verbHead(s[ks:ke]) {
		return 0 // "text": a message's body, "call": what it did
	}
	if l := columnLabel(s[ks:ke], 0, ke-ks); !bare || l == catSSN {
		return l
	}
	return 0 // a bare key names only an SSN here: "Contact: …" is read by the phone rules
}

// phoneName reports a field's name that names a phone as a column's does
// ("phone", "Mobile", "fax"), not an id of one ("phone_id") nor a count
// of calls (columnLabel).
func phoneName(name string) bool {
	return name != "" && columnLabel(name, 0, len(name)) == catStrongPhone
}

// keyBefore returns the JSON key whose colon stands before s[q], the
// opening quote of its value: `"key": "`.
func keyBefore(s string, q int) (int, int, bool) {
	k, ok := beforePunct(s, q, ':')
	if !ok || k == 0 {
		return 0, 0, false
	}
	return stringBefore(s, k-1)
}

// lineKeyBefore returns the bare key whose colon stands before s[q] when
// the key opens its line, as an LDIF entry's, a YAML mapping's or a
// header's do ("hrSSN: 776217942"): a single name, no blank inside.
func lineKeyBefore(s string, q int) (int, int, bool) {
	k, ok := beforePunct(s, q, ':')
	if !ok || k == 0 {
		return 0, 0, false
	}
	a := k
	for a > 0 && k-a <= 32 && (isAlnum(s[a-1]) || s[a-1] == '_' || s[a-1] == '-' || s[a-1] == '.') {
		a--
	}
	if a == k || k-a > 32 {
		return 0, 0, false
	}
	b := a
	for b > 0 && (s[b-1] == ' ' || s[b-1] == '\t') {
		b--
	}
	if b > 0 && s[b-1] != '\n' {
		return 0, 0, false
	}
	return a, k, true
}

// beforePunct looks back from s[j] across blanks for the byte c, and
// returns where the blanks before c start; false when c is not there.
func beforePunct(s string, j int, c byte) (int, bool) {
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	if j == 0 || s[j-1] != c {
		return 0, false
	}
	j--
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	return j, true
}

// afterPunct looks forward from s[i] across blanks for the byte c, and
// returns where what follows c and its blanks starts; false when c is not
// there.
func afterPunct(s string, i int, c byte) (int, bool) {
	for i < len(s) && isSpaceByte(s[i]) {
		i++
	}
	if i >= len(s) || s[i] != c {
		return 0, false
	}
	i++
	for i < len(s) && isSpaceByte(s[i]) {
		i++
	}
	return i, true
}

// stringBefore returns the contents of the short JSON string whose closing
// quote is s[q].
func stringBefore(s string, q int) (int, int, bool) {
	if q < 1 || s[q] != '"' {
		return 0, 0, false
	}
	k := strings.LastIndexByte(s[max(0, q-33):q], '"')
	if k < 0 {
		return 0, 0, false
	}
	k += max(0, q-33)
	return k + 1, q, true
}

// stringAt returns the contents of the short JSON string whose opening
// quote is s[i].
func stringAt(s string, i int) (int, int, bool) {
	if i >= len(s) || s[i] != '"' {
		return 0, 0, false
	}
	e := strings.IndexByte(s[i+1:min(len(s), i+33)], '"')
	if e < 0 {
		return 0, 0, false
	}
	return i + 1, i + 1 + e, true
}

// keyIn reports k among the lower-case keys, ASCII case folded.
func keyIn(k string, keys []string) bool {
	for _, w := range keys {
		if len(w) == len(k) && strings.EqualFold(k, w) {
			return true
		}
	}
	return false
}

// whatsAppAddress reports the key s[ks:ke] as a WhatsApp Cloud API
// message's "to" or "from": the account's phone number, E.164 without its
// '+', in a body that names its "messaging_product" "whatsapp" (the send
// request's first member; a webhook's, a few hundred bytes before); or as
// an SMS gateway message's, beside its "msisdn".
func whatsAppAddress(s string, ks, ke int) bool {
	if k := s[ks:ke]; k != "to" && k != "from" {
		return false
	}
	if strings.Contains(s[max(0, ks-640):ks], `"whatsapp"`) {
		return true
	}
	// An SMS gateway's message: its other party is the "msisdn" member
	// of the same object (Vonage's inbound SMS: {"msisdn": …, "to": …}).
	return strings.Contains(s[max(0, ks-160):min(len(s), ke+160)], `"msisdn"`)
}

// bindParamColumn returns the column a PostgreSQL log's bind parameter is
// compared with, for the value that starts at s[start]: the server logs the
// statement ("… WHERE phone = $2 …") and, on a DETAIL line, its
// parameters ("parameters: $1 = '…', $2 = '09033701007'"). The statement
// is looked for in the 4 KiB before the DETAIL line; "" when the value is
// no bind parameter or its column is not found.
func bindParamColumn(s string, start int) string {
	i := start - 1
	if i < 6 || s[i] != '\'' {
		return ""
	}
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != '=' {
		return ""
	}
	j--
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	d := j
	for d > 0 && isDigit(s[d-1]) {
		d--
	}
	if d == j || d == 0 || s[d-1] != '$' {
		return ""
	}
	param := s[d-1 : j] // "$2"
	ls := strings.LastIndexByte(s[:d], '\n') + 1
	if !strings.Contains(s[ls:d], "parameters: ") {
		return ""
	}
	lo := max(0, ls-4096)
	for hi := ls; hi > lo; {
		k := strings.LastIndex(s[lo:hi], param)
		if k < 0 {
			return ""
		}
		k += lo
		hi = k
		if e := k + len(param); e < len(s) && isDigit(s[e]) {
			continue // "$21" for "$2"
		}
		// "<column> = $2", "t.phone=$2".
		c := k
		for c > 0 && s[c-1] == ' ' {
			c--
		}
		if c == 0 || s[c-1] != '=' || c > 1 && (s[c-2] == '<' || s[c-2] == '>' || s[c-2] == '!') {
			continue
		}
		c--
		for c > 0 && s[c-1] == ' ' {
			c--
		}
		a := c
		for a > 0 && (isWordByte(s[a-1]) || s[a-1] == '"') {
			a--
		}
		return strings.Trim(s[a:c], `"`)
	}
	return ""
}
