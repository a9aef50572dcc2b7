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
// "value" member whose sibling right before or after it names a phone.
func pairNamedPhone(s string, start int) bool {
	if start == 0 || s[start-1] != '"' {
		return false
	}
	ks, ke, ok := keyBefore(s, start-1)
	if !ok || !keyIn(s[ks:ke], valueKeys) {
		return false
	}
	// The member before: `"name": "phone",` ending right before the key.
	j := ks - 1 // the key's opening quote
	for j > 0 && isBlank(s[j-1]) {
		j--
	}
	if j > 1 && s[j-1] == ',' {
		c := j - 1 // the comma
		for c > 0 && isBlank(s[c-1]) {
			c--
		}
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
	i := start + e + 1
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	if i >= len(s) || s[i] != ',' {
		return false
	}
	i++
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	ns, ne, ok := stringAt(s, i)
	if !ok || !keyIn(s[ns:ne], nameKeys) {
		return false
	}
	i = ne + 1
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	if i >= len(s) || s[i] != ':' {
		return false
	}
	i++
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	vs, ve, ok := stringAt(s, i)
	return ok && phoneName(s[vs:ve])
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
	j := q
	for j > 0 && isBlank(s[j-1]) {
		j--
	}
	if j == 0 || s[j-1] != ':' {
		return 0, 0, false
	}
	j--
	for j > 0 && isBlank(s[j-1]) {
		j--
	}
	if j == 0 {
		return 0, 0, false
	}
	return stringBefore(s, j-1)
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

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
