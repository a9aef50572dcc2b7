package scrub

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestPercentEncodedNumbers: a number in a URL or a form field, its '+',
// spaces and parentheses percent-encoded, is read as the same number
// written plainly; the escapes it holds are redacted with it, and the
// escapes elsewhere, and numbers that would stay written plainly, stay.
func TestPercentEncodedNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"GET /api/users?phone=%2B15551234567&x=1", "GET /api/users?phone=[REDACTED]&x=1"},
		{"tel=%2B4915112345678", "tel=[REDACTED]"},
		{"callback?tel=%2B1%20555%20123%204567&lang=en", "callback?tel=[REDACTED]&lang=en"},
		{"q=%28555%29%20123-4567", "q=[REDACTED]"},
		{"phone=%2b44%207700%20900123", "phone=[REDACTED]"},
		{"?ssn=123%2045%206789", "?ssn=[REDACTED]"},
		{"card=4111%201111%201111%201111&exp=12%2F27", "card=[REDACTED]&exp=12%2F27"},
		{"msg=call%20me%20at%20%2B44%2020%207946%200958%20thanks", "msg=call%20me%20at%20[REDACTED]%20thanks"},
		{"To=%2B15551234567%2C%2B15557654321&Body=hi", "To=[REDACTED]%2C[REDACTED]&Body=hi"},
		{"tel=0170%2F1234567", "tel=[REDACTED]"},
		// What stays written plainly stays encoded.
		{"path=2024%2F01%2F15%2Creport", "path=2024%2F01%2F15%2Creport"},
		{"x=1%2B1%3D2", "x=1%2B1%3D2"},
		{"a%2B1", "a%2B1"},
		{"sig=abc%2B15551234567def", "sig=abc%2B15551234567def"},
		{"q=release%202024-01-15%2010%3A22", "q=release%202024-01-15%2010%3A22"},
		{"v=1.2.3%20build%20456", "v=1.2.3%20build%20456"},
		{"%2B", "%2B"},
		{"100%", "100%"},
		{"%2", "%2"},
		{"50%20off", "50%20off"},
		{"%20%20%2B%28%29", "%20%20%2B%28%29"},
		// Twilio's WhatsApp address, encoded JSON in a form field.
		{"From=whatsapp%3A%2B6281185770663&ApiVersion=2010-04-01", "From=whatsapp%3A[REDACTED]&ApiVersion=2010-04-01"},
		{"data=%7B%22phone%22%3A%22%2B48601234567%22%2C%22order%22%3A%22A-10023%22%7D", "data=%7B%22phone%22%3A%22[REDACTED]%22%2C%22order%22%3A%22A-10023%22%7D"},
		{"data=%7B%22order%22%3A%22A-10023%22%7D", "data=%7B%22order%22%3A%22A-10023%22%7D"},
	})
}

// TestJSONEscapedPlus: .NET's JSON writer escapes an international
// number's '+' as \u002B by default; the number is read as if written
// plainly and redacted with its escape. The escape before what is no
// number, or no escape, stays.
func TestJSONEscapedPlus(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"phone":"\u002B14155552671"}`, `{"phone":"[REDACTED]"}`},
		{`{"msg":"call me at \u002B44 7700 900123"}`, `{"msg":"call me at [REDACTED]"}`},
		{`{"phone":"\u002b1 (555) 123-4567","id":"A-1"}`, `{"phone":"[REDACTED]","id":"A-1"}`},
		{`{"a":"%2B1 555 123 4567 and \u002B44 7700 900123"}`, `{"a":"[REDACTED] and [REDACTED]"}`},
		{`{"v":"\u002B3 items","w":"\u002C"}`, `{"v":"\u002B3 items","w":"\u002C"}`},
		{`x\u002B`, `x\u002B`},
		{`\u002`, `\u002`},
	})
}

// TestFormEncodedSpaces: a form-encoded value writes a space as '+'
// ("text=Call+me+on+06+53+61+61+71"): where a value shows that encoding,
// between two letters, its '+' between letters and digits are read as
// spaces; a '+' elsewhere stays a plus.
func TestFormEncodedSpaces(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"msisdn=x&messageId=17743c0695a303d9&text=Call+me+on+06+53+61+61+71&type=text", "msisdn=x&messageId=17743c0695a303d9&text=Call+me+on+[REDACTED]&type=text"},
		{"Body=Bel+me+op+06+12+34+56+78+aub", "Body=Bel+me+op+[REDACTED]+aub"},
		{"Body=Halo+kak%2C+resi+JP7292350691+belum+sampai", "Body=Halo+kak%2C+resi+JP7292350691+belum+sampai"},
		{"a=1+2+3 and c++ x+y", "a=1+2+3 and c++ x+y"},
		{"text=Call+me+on+%2B44+7700+900123", "text=Call+me+on+[REDACTED]"},
		{"Call+me+on+06+53+61+61+71", "Call+me+on+06+53+61+61+71"},
		{"ProfileName=Budi&WaId=6281185770663&SmsStatus=received", "ProfileName=Budi&WaId=[REDACTED]&SmsStatus=received"},
		{"Waiting=6281185770663", "Waiting=6281185770663"},
		// A card's spaces encoded the same way, in a value of digit
		// groups alone; sums and lists of small numbers stay.
		{"cart=2600148&cc_number=4382+1277+4502+5891+546&cc_exp=06%2F27", "cart=2600148&cc_number=[REDACTED]&cc_exp=06%2F27"},
		{"x=1+2+3&v=100+200+300+400+500", "x=1+2+3&v=100+200+300+400+500"},
	})
}

// TestNumbersChainedByPlus: numbers glued by the '+' of the next one (a
// list in a URL: "To=%2B4477…%2B4477…") are all found in one pass, not one
// per round of Find's re-check, which would leave the sixth and later in
// Scrub's output.
func TestNumbersChainedByPlus(t *testing.T) {
	for _, unit := range []string{"+447700900123", "%2B447700900123"} {
		for n := 1; n <= 8; n++ {
			s := strings.Repeat(unit, n)
			if got := len(Find(s)); got != n {
				t.Errorf("%d × %q: %d findings", n, unit, got)
			}
			checkInvariants(t, s)
		}
	}
	checkScrubbed(t, []scrubbed{{"1+2+3, C++20", "1+2+3, C++20"}})
}

// TestDecodedFindingsMapBack checks findNumbersDecoded's offsets against a
// map of every byte: on random text with escapes, each finding is
// findNumbers' on the decoded text, moved back onto s, and never cuts an
// escape.
func TestDecodedFindingsMapBack(t *testing.T) {
	pieces := []string{"%2B", "%20", "%28", "%29", "%2C", "%2F", "%2", "%", "+", " ", "44", "555", "1234", "7946", "0958",
		"phone=", "tel ", "&", "a", "%40", "%2b", "2B", "0170", "123-45-6789", "4111", "1111",
		"%3A", "%22", "=", "Call+me+on+", "+", "x+y", " =2B", "=2B", ":"}
	r := rand.New(rand.NewPCG(9, 10))
	found := 0
	for range 60000 {
		s := joinPieces(r, pieces, 16)
		// The model: form spaces first (one byte for one) in a text
		// with a form value, then every escape, in a text with a
		// number escape.
		escaped, pct := false, false // pct: a percent escape, after which "%3A" is decoded too
		for i := range s {
			if _, ok := numberEscape(s, i); ok {
				escaped, pct = true, true
			}
			escaped = escaped || qpPlus(s, i)
		}
		f := []byte(s)
		if formEncoded(s, pct) {
			formSpaces(f)
		}
		var d []byte
		var offs []int // offs[k]: where d[k] came from in s
		for i := 0; i < len(f); {
			offs = append(offs, i)
			if c, ok := numberEscape(string(f), i); ok && escaped {
				d = append(d, c)
				i += 3
				continue
			}
			if colonEscape(string(f), i) && pct {
				d = append(d, ':')
				i += 3
				continue
			}
			if qpPlus(string(f), i) && escaped {
				d = append(d, '+')
				i += 3
				continue
			}
			d = append(d, f[i])
			i++
		}
		offs = append(offs, len(s))
		want := findNumbers(string(d), nil)
		for k := range want {
			want[k].Start, want[k].End = offs[want[k].Start], offs[want[k].End]
		}
		if got, _ := findNumbersDecoded(s, nil, true); !slices.Equal(got, want) {
			t.Fatalf("%q: got %v, want %v", s, got, want)
		}
		found += len(want)
	}
	if found < 1000 {
		t.Fatalf("only %d findings: the generator no longer tests the mapping", found)
	}
}

// TestScrubbedTextHoldsNoNewEscapeOrWideAt checks what Find relies on to
// skip the decoding and the full-width at sign's scan in the re-check: text
// without them keeps none once findings are replaced.
func TestScrubbedTextHoldsNoNewEscapeOrWideAt(t *testing.T) {
	pieces := []string{"%", "2", "B", "0", "%2", "%2B", "%20", "+44", " 20 ", "7946", "0958", "phone ", "\xef", "\xbc", "\xa0", "\xef\xbc", "＠",
		"jane", "acme.jp", "555-123-4567", "a@b.co", "[REDACTED]", "=", "+", "x", "Call+me+", "06+12+34+56+78", "%3A", "%22",
		`\u002B`, `\u002`, `\`, "u002", "b", "4382+1277+", "4502+5891+546", "&", "=2B", " =2B49", ":", "("}
	escape := func(s string) bool { _, esc := findNumbersDecoded(s, nil, true); return esc }
	formValue := regexp.MustCompile(`(?s)=.*[A-Za-z]\+[A-Za-z]`)
	cardValue := regexp.MustCompile(`=[0-9]{3,6}(\+[0-9]{3,6}){2,}([ \t\n\r&"]|$)`)
	hasEscape := func(s string) bool {
		for i := range len(s) {
			if _, ok := numberEscape(s, i); ok || jsonPlus(s, i) || qpPlus(s, i) {
				return true
			}
		}
		for _, m := range cardValue.FindAllString(s, -1) {
			d := 0
			for _, c := range m {
				if c >= '0' && c <= '9' {
					d++
				}
			}
			if d >= 13 && d <= 19 {
				return true
			}
		}
		return formValue.MatchString(s)
	}
	checkNoNewWord(t, 17, pieces, escape, hasEscape)
	checkNoNewWord(t, 18, pieces, func(s string) bool { return nonASCIIAnchors(s, anchorWideAt) != 0 }, func(s string) bool { return strings.Contains(s, "＠") })
}
