package main

import (
	"encoding/base64"
	"strings"
)

// lookalikeItems are phrases the README leaves alone; each returns the
// text and the value to keep.
func (b *B) lookalikeItems() []func() string {
	return []func() string{
		func() string { return "acct " + b.K(b.D(3)+"-"+b.D(3)+"-"+b.D(4)) },
		func() string { return "Bankgiro " + b.K(b.DNZ(4)+"-"+b.D(4)) },
		func() string { return "Swish-nummer " + b.K("123 "+b.D(3)+" "+b.D(2)+" "+b.D(2)) },
		func() string {
			s := b.SIREN()
			return "RCS " + b.Pick("Lyon", "Paris", "Nanterre", "Bobigny") + " " + b.K(s[:3]+" "+s[3:6]+" "+s[6:])
		},
		func() string { return "Telefonkonferenz-ID: " + b.K(b.DNZ(3)+" "+b.D(3)+" "+b.D(3)+"#") },
		func() string { return "AWB: " + b.K(b.AWB()) },
		func() string { return "E-ticket number: " + b.K(b.Pick("001", "125", "220", "081", "057")+" "+b.D(10)) },
		func() string { return `"receipt_number": "` + b.K(b.DNZ(4)+"-"+b.D(4)) + `"` },
		func() string { return "VAT " + b.K("GB "+b.D(3)+" "+b.D(4)+" "+b.D(2)) },
		func() string { return "Steuer-ID " + b.K(b.SteuerID()) },
		func() string { return "SKU " + b.K(b.PickL(usAreas)+"-"+b.exch()+"-"+b.D(4)) },
		func() string { return "P/N " + b.K(b.D(4)+"-"+b.D(4)) },
		func() string { return "Employer identification number: " + b.K(b.EIN()) },
		func() string { return "S/N " + b.K(b.D(4)+"-"+b.D(4)+"-"+b.D(2)) },
		func() string { return "Patient ID " + b.K(b.DNZ(10)) },
		func() string {
			d := b.DNZ(10)
			return "Meeting ID " + b.K(d[:3]+" "+d[3:6]+" "+d[6:])
		},
		func() string { return b.K(b.Pages()) },
		func() string {
			y := b.N(1990, 2024)
			a := b.N(10, 800)
			return b.K(f("%s (%d) %d-%d", b.Pick("Nature", "Science", "Cell", "Lancet"), y, a, a+b.N(5, 40)))
		},
		func() string { return b.K("CEP " + b.D(5) + "-" + b.D(3)) },
		func() string { return b.K(b.Pick("CA", "NY", "TX", "WA") + " " + b.D(5) + "-" + b.D(4)) },
		func() string { return b.K(b.DNZ(4)+"-"+b.D(3)) + " " + b.Pick("Lisboa", "Porto", "Coimbra") },
		func() string { return "the fictional number " + b.K("555-01"+b.D(2)) },
		func() string { return b.K(b.IPv4() + ":" + b.Port()) },
		func() string { return b.K(b.DateDE() + " " + b.Time()) },
		func() string { return b.K(thousands(b.N(1000, 9999999), ".") + "," + b.D(2) + " €") },
		func() string { return "серийный номер " + b.K(b.D(4)+"-"+b.D(4)+"-"+b.D(2)) },
		func() string { return "사업자등록번호 " + b.K(b.D(3)+"-"+b.D(2)+"-"+b.D(5)) },
		func() string { return "운송장 번호 " + b.K(b.D(12)) },
		func() string { return "tracking " + b.K("0"+b.D(3)+" "+b.D(4)+" "+b.D(4)) },
		func() string {
			return b.K("FA"+b.Ns(2024, 2026)+"/"+b.D(5)) + "  " + b.K(thousands(b.N(100, 99999), ".")+","+b.D(2)+" €")
		},
		func() string { return "doi:" + b.K(b.DOI()) },
		func() string { return b.K(b.Coord()) },
		func() string { return `{\"user_id\":` + b.K(b.DNZ(10)) + `}` },
		func() string {
			y, m, d := b.ymd()
			return "call " + b.K(f("%d%02d%02d%02d%02d%02d", y, m, d, b.N(0, 23), b.N(0, 59), b.N(0, 59)))
		},
		func() string { return "Passport No. " + b.K(b.Upper(1)+b.D(8)) },
		func() string { return "Employer ID " + b.K(b.EIN()) },
		func() string { return "ИНН " + b.K(b.D(12)) },
		func() string { return "Partita IVA " + b.K(b.D(11)) },
		func() string { return "SIRET " + b.K(b.SIRET()) },
		func() string { return "CPF " + b.K(b.CPF()) },
		func() string { return "USt-IdNr. " + b.K("DE "+b.D(3)+" "+b.D(3)+" "+b.D(3)) },
		func() string { return "rastreio " + b.K(b.Upper(2)+b.D(9)+"BR") },
		func() string { return "calls: " + b.K(b.Ns(1000000, 9999999)) },
		func() string { return b.K(b.Ns(2001, 2019) + "–" + b.Ns(2020, 2026)) },
		func() string { return b.K(b.Version()) },
		func() string { return "sizes " + b.K("1536 2048 4096 MB") },
		func() string { return b.K(b.Time() + " " + b.Date()) },
		func() string { return b.K("(555) 555-5555") },
		func() string { return "ext. " + b.K(b.Ns(2000, 9999)) },
		func() string { return "Steuernummer " + b.K(b.D(2)+"/"+b.D(3)+"/"+b.D(5)) },
		func() string { return "order " + b.K(b.PickL(usAreas)+"-"+b.exch()+"-"+b.D(4)) },
		func() string { return "Kundennummer " + b.K(b.DNZ(10)) },
		func() string { return b.K(b.Train()) + ", Wagen " + b.Ns(1, 14) + ", Platz " + b.K(b.Ns(11, 128)) },
		func() string { return "at line " + b.K(b.Ns(100, 9999)) + ", col " + b.Ns(1, 80) },
		func() string { return "HRB " + b.K(b.Ns(10000, 250000)+" B") },
		func() string {
			return b.K("https://cdn." + b.PickL(coStems) + ".net/static/js/main." + b.Hex(8) + ".chunk.js")
		},
		func() string { return "IMEI " + b.K(b.IMEI()) },
		func() string { return "ICCID " + b.K(b.ICCID()) },
		func() string { return b.K(b.UnixMs()) + " ms" },
		func() string { return "Snowflake " + b.K(b.Snowflake()) },
	}
}

func (b *B) lookalikeMix(n int, sep string) string {
	items := b.lookalikeItems()
	b.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	var parts []string
	for _, it := range items[:n] {
		parts = append(parts, it())
	}
	return strings.Join(parts, sep)
}

func cleanExtra() []Tpl {
	return []Tpl{
		{"clean_lookalike_notes", func(b *B) string {
			return f("Notes from %s (%s):\n- %s", b.K(b.Date()), b.Pick("AP reconciliation", "carrier onboarding", "vendor audit", "QA sweep"), b.lookalikeMix(b.N(7, 10), "\n- "))
		}},
		{"clean_lookalike_memo", func(b *B) string {
			return f("Ref %s — %s.", b.K(b.TicketNo()), b.lookalikeMix(b.N(6, 9), "; "))
		}},
		{"clean_email_lookalikes", func(b *B) string {
			return f("git clone %s && npm i %s %s\nassets: %s, icon@3x.png; ping @%s and @here; @Override on %s\nDSN https://%s@o%s.ingest.sentry.io/%s; dev DB postgres://postgres:postgres@localhost:5432/app\nMessage-ID: <%s@mail.gmail.com>; Meet @ %s; image nginx@sha256:%s",
				b.K("git@github.com:"+b.PickL(coStems)+"/"+b.Pick("api", "infra", "web")+".git"), b.K(b.SemVerPkg()), b.K("@babel/core@7."+b.Ns(10, 26)+"."+b.Ns(0, 9)), b.K(b.Pick("logo", "hero", "banner")+"@2x.png"), b.PickL(romanFirst["jp"]), b.Pick("toString()", "equals()", "run()"),
				b.K(b.Hex(32)), b.Ns(100000, 999999), b.Ns(1000000, 4999999), b.K(b.Pick("CA", "CAK")+b.Noise(alnumA, 30)), b.K(b.Pick("5pm", "10:30", "noon")), b.K(b.SHA256()))
		}},
		{"clean_loyalty_cards", func(b *B) string {
			loyal := b.LuhnFill("70"+b.D(2), 16)
			gift := notLuhn(b.Pick("6006", "6036", "6050") + b.D(12))
			vouch := notLuhn("4" + b.D(15))
			miles := b.LuhnFill("992"+b.D(3), 15)
			g := func(d string) string { return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:] }
			return f("Wallet: PAYBACK %s · gift card %s (PIN on back) · voucher code %s · Miles & More %s · IMEI %s · ICCID %s · balance %s",
				b.K(g(loyal)), b.K(g(gift)), b.K(g(vouch)), b.K(miles), b.K(b.IMEI()), b.K(b.ICCID()), b.K(b.Amount()))
		}},
		{"clean_ssn_lookalikes", func(b *B) string {
			return f("SSN validation report %s: rejected %s (area 000), %s (area 666), %s (advertising range), %s (not an ITIN group), masked %s kept; P/N %s is a part number; routing_number %s",
				b.K(b.Date()), b.K("000-"+b.Ns(10, 99)+"-"+b.Ns(1000, 9999)), b.K("666-"+b.Ns(10, 99)+"-"+b.Ns(1000, 9999)), b.K("987-65-432"+b.Ns(0, 9)), b.K("9"+b.D(2)+"-"+b.Pick("10", "20", "30", "40", "66", "69", "89", "93")+"-"+b.Ns(1000, 9999)),
				b.K("***-**-"+b.D(4)), b.K(func() string { a, g, s := b.ssnParts(); return a + "-" + g + "-" + s }()), b.K(b.ABA()))
		}},
		{"clean_api_pagination", func(b *B) string {
			cur := base64.RawURLEncoding.EncodeToString([]byte(f(`{"id":%d,"ts":%s}`, b.N(1000, 9999999), b.UnixS())))
			return f(`{"data":[{"id":"%s","amount":%d,"currency":"eur"}],"has_more":true,"next_cursor":"%s","nextPageToken":"%s","etag":"W/\"%s\"","token_type":"Bearer","expires_in":%s,"request_id":"%s","created":%s}`,
				b.K("pi_"+b.Noise(alnumA, 24)), b.N(100, 999999), b.K(cur), b.K(b.Noise(alnumA, 12)), b.K(b.Hex(16)), b.K(b.Ns(300, 86400)), b.K("req_"+b.Noise(alnumA, 14)), b.K(b.UnixS()))
		}},
		{"clean_boleto_br", func(b *B) string {
			linha := f("%s.%s %s.%s %s.%s %s %s", b.D(5), b.D(5), b.D(5), b.D(6), b.D(5), b.D(6), b.D(1), b.D(14))
			return f("Boleto — vencimento %s, valor R$ %s\nLinha digitável: %s\nCNPJ beneficiário %s · CEP %s · nosso número %s",
				b.K(b.DateDE()), b.K(f("%s,%02d", thousands(b.N(10, 99999), "."), b.N(0, 99))), b.K(linha), b.K(b.CNPJ()), b.K(b.D(5)+"-"+b.D(3)), b.K(b.D(8)+"-"+b.D(1)))
		}},
	}
}
