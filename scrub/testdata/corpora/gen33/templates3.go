package main

import (
	"fmt"
	"strings"
)

func init() {
	templates = append(templates,
		tmpl{"company_ids", tCompanyIDs}, tmpl{"email_signature", tSignature}, tmpl{"sms_gateway_log", tSMSLog}, tmpl{"device_ids", tDevice},
	)
}

func luhnDigits(prefix string, n int, b *B) string { return luhnComplete(prefix, n, b.r) }

func nipPL(b *B) string {
	w := []int{6, 5, 7, 2, 3, 4, 5, 6, 7}
	for {
		d := digitsNZ(b.r, 9)
		s := 0
		for i := 0; i < 9; i++ {
			s += int(d[i]-'0') * w[i]
		}
		if s%11 == 10 {
			continue
		}
		d += fmt.Sprint(s % 11)
		return d[:3] + "-" + d[3:6] + "-" + d[6:8] + "-" + d[8:]
	}
}

func companyLine(b *B) string {
	r := b.r
	switch b.lang {
	case "de":
		return fmt.Sprintf("USt-IdNr. %s · Steuernummer %s · %s · Gläubiger-ID %s", b.K(vatID(r, "DE")), b.K(fmt.Sprintf("%d/%03d/%05d", 10+r.Intn(90), r.Intn(999), r.Intn(99999))), b.K("HRB "+digitsNZ(r, 6)), b.K("DE"+digits(r, 2)+"ZZZ0"+digits(r, 10)))
	case "fr":
		siren := luhnDigits(digitsNZ(r, 1), 9, b)
		siret := luhnDigits(siren+"000", 14, b)
		return fmt.Sprintf("SIRET %s · TVA intracom. %s · RCS Paris B %s · APE %s", b.K(siret[:3]+" "+siret[3:6]+" "+siret[6:9]+" "+siret[9:]), b.K(vatID(r, "FR")), b.K(siren[:3]+" "+siren[3:6]+" "+siren[6:]), b.K(fmt.Sprintf("%04d%s", 1000+r.Intn(8000), string(upper[r.Intn(26)]))))
	case "es":
		return fmt.Sprintf("CIF %s · Registro Mercantil de Madrid, Tomo %s, Folio %d, Hoja M-%s", b.K("B"+digits(r, 8)), b.K(fmt.Sprint(10000+r.Intn(30000))), 1+r.Intn(200), b.K(digitsNZ(r, 6)))
	case "pt":
		return fmt.Sprintf("CNPJ %s · NIF %s · Inscrição Estadual %s", b.K(fmt.Sprintf("%s.%s.%s/0001-%s", digits(r, 2), digits(r, 3), digits(r, 3), digits(r, 2))), b.K("5"+digits(r, 8)), b.K(fmt.Sprintf("%s.%s.%s.%s", digits(r, 3), digits(r, 3), digits(r, 3), digits(r, 3))))
	case "it":
		return fmt.Sprintf("Partita IVA %s · REA %s · Cap. soc. %s i.v.", b.K(digits(r, 11)), b.K("MI-"+digitsNZ(r, 7)), b.K(amountEU(r)))
	case "nl":
		return fmt.Sprintf("KvK %s · btw-id %s · IBAN %s", b.K(digitsNZ(r, 8)), b.K(vatID(r, "NL")), b.K(iban(r, "NL")))
	case "pl":
		return fmt.Sprintf("NIP %s · REGON %s · KRS %s", b.K(nipPL(b)), b.K(digitsNZ(r, 9)), b.K("0000"+digitsNZ(r, 6)))
	case "tr":
		return fmt.Sprintf("Vergi Dairesi: Kadıköy · Vergi No %s · MERSİS No %s", b.K(digitsNZ(r, 10)), b.K("0"+digitsNZ(r, 15)))
	case "ru":
		return fmt.Sprintf("ИНН %s · КПП %s · ОГРН %s · БИК %s · р/с %s", b.K("77"+digits(r, 8)), b.K("77"+digits(r, 7)), b.K("1"+digits(r, 12)), b.K("0445"+digits(r, 5)), b.K("40702810"+digits(r, 12)))
	case "ja":
		return fmt.Sprintf("法人番号 %s ・ 登録番号 %s", b.K(digitsNZ(r, 13)), b.K("T"+digitsNZ(r, 13)))
	case "zh":
		return fmt.Sprintf("统一社会信用代码 %s ・ 开户行账号 %s", b.K("91"+digits(r, 6)+randFrom(r, "0123456789ABCDEFGHJKLMNPQRTUWXY", 10)), b.K(func() string {
			// a 19-digit account that passes Luhn with a card prefix would be ambiguous (China's
			// personal accounts are card numbers): draw until it does not.
			for {
				a := digitsNZ(r, 19)
				if !luhnOK(a) {
					return a
				}
			}
		}()))
	case "ko":
		return fmt.Sprintf("사업자등록번호 %s · 통신판매업신고 %s", b.K(fmt.Sprintf("%s-%s-%s", digitsNZ(r, 3), digits(r, 2), digits(r, 5))), b.K(fmt.Sprintf("제%d-서울강남-%04d호", 2020+r.Intn(6), r.Intn(9999))))
	case "ar":
		return fmt.Sprintf("الرقم الضريبي %s · السجل التجاري %s", b.K("3"+digits(r, 13)+"3"), b.K("10"+digits(r, 8)))
	case "hi":
		return fmt.Sprintf("GSTIN %s · PAN %s · CIN %s", b.K(fmt.Sprintf("%02d%s%s1Z%s", 1+r.Intn(35), randFrom(r, upper, 5), digits(r, 4)+randFrom(r, upper, 1), randFrom(r, upper+"0123456789", 1))), b.K(randFrom(r, upper, 5)+digits(r, 4)+randFrom(r, upper, 1)), b.K(fmt.Sprintf("U72200MH%dPTC%06d", 2000+r.Intn(25), r.Intn(999999))))
	}
	return fmt.Sprintf("EIN %s · DUNS %s · Companies House No. %s", b.K(fmt.Sprintf("%02d-%s", 10+r.Intn(89), digits(r, 7))), b.K(fmt.Sprintf("%02d-%03d-%04d", r.Intn(99), r.Intn(999), r.Intn(9999))), b.K(digits(r, 8)))
}

func tCompanyIDs(b *B) string {
	r := b.r
	s := "Footer from the supplier's invoice, does our OCR template parse it?\n\n" + companyLine(b) + "\n" + lbl[b.lang].invoice + " " + b.K(invoiceNo(r)) + " · " + lbl[b.lang].date + " " + b.K(euDate(r))
	if b.want(0.5) {
		s += "\nAP contact: " + b.Email()
	}
	if b.want(0.4) {
		s += "\n" + phoneWord[b.lang] + " " + b.Phone()
	}
	return s
}

func toZeroZero(p string) string {
	if strings.HasPrefix(p, "+") && !strings.HasPrefix(p, "+1") {
		return "00" + p[1:]
	}
	return p
}

func tSignature(b *B) string {
	r := b.r
	name := strings.Title(pick(r, firstNames[b.lang])) + " " + strings.Title(pick(r, lastNames[b.lang]))
	var sb strings.Builder
	fmt.Fprintf(&sb, "<table style=\"font:12px Arial\"><tr><td>\n<b>%s</b> | Accounts Payable<br>\n", name)
	if b.want(0.8) {
		p := phone(r, pick(r, langCountries[b.lang]), true)
		tel := "+" + strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c
			}
			return -1
		}, p)
		if r.Intn(2) == 0 {
			fmt.Fprintf(&sb, "T: <a href=\"tel:%s\">%s</a><br>\n", b.P("phone", tel), b.P("phone", p))
		} else {
			p00 := toZeroZero(p)
			fmt.Fprintf(&sb, "Tel. %s<br>\n", b.P("phone", p00))
		}
	}
	if b.want(0.7) {
		e := b.Email()
		fmt.Fprintf(&sb, "<a href=\"mailto:%s\">%s</a><br>\n", e, e)
	}
	fmt.Fprintf(&sb, "<small>%s</small>\n</td></tr></table>", companyLine(b))
	return "Our mail gateway strips this signature, why?\n" + fence("html", sb.String())
}

func tSMSLog(b *B) string {
	r := b.r
	var sb strings.Builder
	for i := 0; i < 2+r.Intn(2); i++ {
		to := "to=<hashed:" + hex(r, 12) + ">"
		if b.want(0.7) {
			p := phone(r, pick(r, langCountries[b.lang]), true)
			e164 := "+" + strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, p)
			to = "to=" + b.P("phone", e164)
		}
		fmt.Fprintf(&sb, "%s sms.sent %s messaging_service=%s sid=%s segments=%d price=-0.0%d status=%s err=%s\n", b.K(isoTS(r)), to, b.K("MG"+hex(r, 32)), b.K("SM"+hex(r, 32)), 1+r.Intn(3), 400+r.Intn(500), pick(r, []string{"undelivered", "failed", "sent"}), b.K(fmt.Sprint(30000+r.Intn(9)+1)))
	}
	s := fence("", strings.TrimRight(sb.String(), "\n"))
	s += "\nTwilio error " + b.K(fmt.Sprint(30003+r.Intn(5))) + " docs: https://www.twilio.com/docs/api/errors/30003"
	return s
}

func tDevice(b *B) string {
	r := b.r
	imei := luhnDigits(pick(r, []string{"35", "86", "01", "99"})+digits(r, 6), 15, b)
	iccid := luhnDigits("89"+pick(r, []string{"49", "44", "33", "01", "86"})+digits(r, 2), 19+r.Intn(2), b)
	var sb strings.Builder
	fmt.Fprintf(&sb, "Device: %s\nIMEI: %s\nICCID: %s\nIMSI: %s\nMAC (Wi-Fi): %s\nBaseband: %s\nUptime: %s\nLast check-in: %s\n", b.K(pick(r, []string{"Zebra TC52", "Honeywell CT40", "Samsung XCover6 Pro"})+" S/N "+randFrom(r, upper+"0123456789", 11)), b.K(imei), b.K(iccid), b.K(pick(r, []string{"262", "234", "208", "310"})+pick(r, []string{"01", "02", "10", "15"})+digits(r, 10)), b.K(mac(r)), b.K("g5123b-"+digitsNZ(r, 6)+"-"+digits(r, 6)), b.K(fmt.Sprintf("%dd %02d:%02d:%02d", r.Intn(90), r.Intn(24), r.Intn(60), r.Intn(60))), b.K(isoTS(r)))
	s := "MDM inventory export for a scanner that fails to enroll:\n" + fence("", strings.TrimRight(sb.String(), "\n"))
	if b.want(0.5) {
		s += "\nAssigned user: " + b.Email()
	}
	if b.want(0.4) {
		s += ", " + phoneWord[b.lang] + " " + b.Phone()
	}
	return s
}
