package scrub

import "testing"

// FuzzScrub checks the invariants on arbitrary bytes: no panic, valid UTF-8
// kept valid, idempotence, nothing left to find, nothing outside a finding
// touched. The committed corpus in testdata/fuzz/FuzzScrub holds one input of
// each family and each adversarial shape; the seeds below add the goldens.
func FuzzScrub(f *testing.F) {
	for _, c := range goldenCases {
		f.Add(c.in)
	}
	// Invisible characters inside what is found and in text that uses
	// them (round 18).
	for _, cs := range invisibleHits {
		for _, c := range cs {
			f.Add(c.in)
		}
	}
	for _, in := range invisibleMisses {
		f.Add(in)
	}
	// Markup inside values (round 34).
	for _, in := range []string{
		"marco&#x40;gmail&#x2e;com &amp; d.j<!-- -->@<!-- -->het.nl",
		"<span>+48</span> <span>606</span> <span>834</span> <span>729</span>",
		"4111</span><span>1111<wbr>1111&#32;1111 SSN 053&#x2011;08&#x2011;3363",
	} {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkInvariants(t, s)
	})
}

// FuzzScrubJoin glues two inputs with a separator that numbers and tokens
// may span, to reach the edges between findings and their context.
func FuzzScrubJoin(f *testing.F) {
	f.Add("call 555-123-4567", " ", "4111 1111 1111 1111")
	f.Add("SSN", ": ", "123 45 6789")
	f.Add("Bearer", " ", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.")
	f.Add("+44 20", " ", "7946 0958")
	f.Add("a.b", "@", "example.co.uk")
	f.Add("Authorization: Basic", " ", "dXNlcjpwYXNz")
	f.Add("2026-03-14", " ", "4111 1111 1111 1111")
	f.Add("+1-800-555-0299", " ", "24/7")
	f.Add("ID 7078412219,", " ", "телефон +7 916 950-11-89")
	f.Add("?phone=%2B44", "%20", "7700%20900123")
	f.Add(`{"msisdn":`, ` "`, `447700900123"}`)
	f.Add("jane", " (at) ", "acme (dot) io")
	f.Add("INSERT INTO t (name, phone) VALUES ('Jane',", " ", "'612345678'), ('Li', 2126984108);")
	f.Add("order_id;card_number;ts", "\n", "WEB6380361;30015048844700;1700000000")
	f.Add("Message-ID: <CApK0eq@mail.gmail.com>", " From: ", "<jane@acme.io>")
	f.Add("id,order,phone", "\n", "7,353-784-0126,+1 415 555 0232")
	f.Add("order 6011 1581 4005 2093", " card ", "622276 4998873879873")
	f.Add("john", "\u200b", "@exa\u00admple.com")
	f.Add("4111", "\u00ad", "1111 1111 1111")
	f.Add("SSN", "\u2060", " 123\u200b-45-6789")
	// Round 23's edges: a login and its short password word, a URL's
	// userinfo, an EDIFACT COM segment, spelled addresses, a CJK
	// password after an address, a slashed SSN, a lower-case secret.
	f.Add("user a@b.co", " pw ", "Harbor68ok")
	f.Add("postgres://app:", "Rncv0IpZm0I3hAW01jnb", "@db:5432/x")
	f.Add("UNH+1'COM+", "333-2615490", ":TE'")
	f.Add("gracekelly AT tpg", " DOT ", "COM DOT AU")
	f.Add("wei.li", " @ ", "126.com")
	f.Add("a@b.co，", "密码：", "Tenant24#War")
	f.Add("Soc Sec No.", " ", "620/45/2221")
	f.Add("jane<wbr>", "&#64;", "<!-- -->acme&period;io")
	f.Add("<span>+1</span>", " ", "<span>212</span>&nbsp;984 8648")
	f.Add("client", " secret ", "V6Mc3vdPgNunEmqBjOSRdvnu1yI4GQ1W")
	// Round 24's edges: a person's name and a relation before a number,
	// a phone word's owner, a sheet's password cell, an escaped JSON
	// key, a PEM body, an admin's slash, a list of numbers by line, a
	// Mailchimp key, WordPress's groups.
	f.Add("Zoe Tran (sister)", ": ", "0440536030")
	f.Add("Phone on the", " account: ", "020 3851 2964")
	f.Add("Password", "\t", "copper-canyon-willow-44")
	f.Add(`{\"refreshToken\":`, `\"`, `Nv5OKU4vFUobClKbfNhEDFm1dHOutPj9CBjyNBSAzARqFNZS\"}`)
	f.Add("-----BEGIN EC PRIVATE KEY-----", "\n", "MHcCAQEEIBkS8w1n2pQ4dF7u3k9c6Q0tZ1v8YbN3mJ2xW5aHq7oAoGCCqGSM49\n-----END")
	f.Add("admin", " / ", "Marigold-Willow-9")
	f.Add("+1-312-335-0087", "\n", "773 753 4943")
	f.Add("89a1a287409f8690e1765bdf1373f2c5", "-us", "21")
	f.Add("application password:", "\n", "U8nU sJQi Qisu Pzp4 L0G8 TjMe")
	f.Fuzz(func(t *testing.T, a, sep, b string) {
		if len(sep) > 4 {
			sep = sep[:4]
		}
		checkInvariants(t, a+sep+b)
	})
}
