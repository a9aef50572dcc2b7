package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPrefixSetAt checks prefixSet.at against a plain loop over its
// words, on text built from the words' own pieces.
func TestPrefixSetAt(t *testing.T) {
	sets := []*prefixSet{wordSuffixes, gluedIs, appWords, isVerbs, valueArticles, valueOwners, laterVerbs}
	r := rand.New(rand.NewPCG(30, 1))
	for _, ps := range sets {
		var pieces []string
		for _, w := range ps.words {
			pieces = append(pieces, w, w[:len(w)/2], w[len(w)/2:])
		}
		pieces = append(pieces, " ", "x", "é", "\n")
		for n := 0; n < 2000; n++ {
			var b strings.Builder
			for k := 1 + r.IntN(6); k > 0; k-- {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			s := b.String()
			for i := 0; i <= len(s); i++ {
				want := ""
				for _, w := range ps.words {
					if strings.HasPrefix(s[i:], w) {
						want = w
						break
					}
				}
				if got := ps.at(s, i); got != want {
					t.Fatalf("at(%q, %d) = %q, want %q", s, i, got, want)
				}
			}
		}
	}
}

// TestLaterMemo checks that passwordLaterInSentence answers the same with
// a memo shared by every word of a text, read in order, as with a new one
// for each: the memo only skips bytes read before.
func TestLaterMemo(t *testing.T) {
	pieces := []string{"password", " ", "Kennwort ", "was ", " fue ", "Sunflower241!", ". ", "\n", "x", "era", " était ", "Tornado1045!", ",", "a"}
	r := rand.New(rand.NewPCG(30, 2))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(20); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		var shared laterMemo
		for e := 0; e <= len(s); e += 1 + r.IntN(9) {
			var fresh laterMemo
			a0, a1, aok := passwordLaterInSentence(s, e, &fresh)
			b0, b1, bok := passwordLaterInSentence(s, e, &shared)
			if a0 != b0 || a1 != b1 || aok != bok {
				t.Fatalf("%q at %d: shared memo %d %d %v, fresh %d %d %v", s, e, b0, b1, bok, a0, a1, aok)
			}
		}
	}
}

// TestNDCDashed: a National Drug Code's dashed forms in a text that names
// NDC stay (the eleven-digit billing form's leading 0 read as a trunk
// 0); the same shape with no NDC named, and a phone beside an NDC, go.
func TestNDCDashed(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"convert the 10-digit NDC 1769-1248-37: is it 01769-1248-37 in the LIN*N4 segment?", "convert the 10-digit NDC 1769-1248-37: is it 01769-1248-37 in the LIN*N4 segment?"},
		{"NDC 00310-3113-05, pharmacy line 0161 496 0734", "NDC 00310-3113-05, pharmacy line [REDACTED]"},
		{"Tel. 01769-1248-37", "Tel. [REDACTED]"},
	})
}

// TestPasswordWithHeart: a '<' before a digit is a password's (a heart,
// "I<3"), not a tag's; an XML element's closing tag still ends one.
func TestPasswordWithHeart(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"user SUB289393, password: I<3Paloma7519. Submitter ID TGJ18966", "user SUB289393, password: [REDACTED]. Submitter ID TGJ18966"},
		{"<Password>Harbor568!ok</Password>", "<Password>[REDACTED]</Password>"},
	})
}

// TestActivationCode: a patient portal's activation code (MyChart's three
// groups of five) after "activation code"; groups of another length, a
// code with no digit and one with no capital stay.
func TestActivationCode(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Your MyChart activation code is 1JVCW-HZZGT-5712E. It expires 05/12/2025.", "Your MyChart activation code is [REDACTED]. It expires 05/12/2025."},
		{"Activation code: NTC42-4ZIPX-ZFN87", "Activation code: [REDACTED]"},
		{"activation code is ABCDE-FGHIJ-KLMNO", "activation code is ABCDE-FGHIJ-KLMNO"},
		{"activation code is 12345-67890-11111", "activation code is 12345-67890-11111"},
		{"activation code is 1JV-HZZ-571", "activation code is 1JV-HZZ-571"},
		{"deactivation code is 1JVCW-HZZGT-5712E", "deactivation code is 1JVCW-HZZGT-5712E"},
	})
}

// TestMobileLeftAtEnd: a national mobile number run together, left at a
// post's end after a clause — eleven digits (the trunk 0 and 7 to 9; after
// a word in small letters too, as before) or ten (Australia's 04, France's
// 06 and 07, South Africa's 06 to 08, Ireland's 08). Ten after a word (a
// brand's name: a waybill; "manager" may be any number's) and ten mid-line
// stay.
func TestMobileLeftAtEnd(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Room to let Drumcondra €2070 p/m, professional only, 0876503073", "Room to let Drumcondra €2070 p/m, professional only, [REDACTED]"},
		{"bus leaves 22:40. Team manager 0875119012", "bus leaves 22:40. Team manager 0875119012"},
		{"meet up sa Quezon City. 09475061421", "meet up sa Quezon City. [REDACTED]"},
		{"Tahlia Campbell, 0410724431\nsee you", "Tahlia Campbell, [REDACTED]\nsee you"},
		{"• DHL Express 0643244151\nAllow 3–5 business days.", "• DHL Express 0643244151\nAllow 3–5 business days."},
		{"order ref 0643244151 shipped", "order ref 0643244151 shipped"},
		{"invoice total, 0512345678", "invoice total, 0512345678"},
	})
}

// TestWalletsAndHotspot: Zelle, Venmo and PayNow send money to a phone
// number, as the wallets named before; a phone's hotspot is a network
// whose key "pw" names.
func TestWalletsAndHotspot(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Rent is $1,000 split 3 ways, Zelle me at 2143363267 or cash", "Rent is $1,000 split 3 ways, Zelle me at [REDACTED] or cash"},
		{`connect to my hotspot "Angelica's iPhone" pw Shamrock265!`, `connect to my hotspot "Angelica's iPhone" pw [REDACTED]`},
		{"hotspot pw changeme", "hotspot pw changeme"},
	})
}
