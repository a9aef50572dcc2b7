package main

import (
	"fmt"
	"strings"
)

func piiKR() {
	pii("kr_hometax_yearend", func(b *B) string {
		p := b.person("KR")
		return fmt.Sprintf("[국세청 홈택스] %s님, %d년 귀속 연말정산 간소화 자료가 준비되었습니다.\n주민등록번호: %s\n환급 예정액: %s\n문의: 등록된 휴대전화 %s, 이메일 %s",
			p.Full(), b.rng(2023, 2024), b.K(b.rrn()), b.K(b.money("KRW")), b.P("phone", "010-"+b.digits(4)+"-"+b.digits(4)), b.em(p))
	})
	pii("kr_payslip", func(b *B) string {
		p := b.person("KR")
		return fmt.Sprintf("급여명세서 (%s)\n성명: %s  사번: %s\n주민등록번호: %s\n지급총액 %s / 소득세 %s / 국민연금 %s\n사업자등록번호 %s\n연락처 %s",
			b.K(b.pick("2025년 3월", "2024년 12월", "2024년 7월")), p.Full(), b.K(b.digits(7)), b.K(b.rrn()), b.K(b.money("KRW")), b.K(b.money("KRW")), b.K(b.money("KRW")), b.K(b.brnKR()), b.ph("KR", false))
	})
	pii("kr_arc_foreigner", func(b *B) string {
		p := b.person(b.pick("US", "IN", "GB"))
		return fmt.Sprintf("Hi-Korea – Alien Registration Card\nName: %s\nARC No.: %s\nVisa: E-7, valid until %s\nAddress postcode %s\nPhone: %s  Email: %s",
			p.Full(), b.K(b.rrnForeign()), b.K(b.date("iso")), b.K(fmt.Sprintf("%05d", b.rng(1000, 63000))), b.ph("KR", true), b.em(p))
	})
	pii("kr_bank_kyc_kakao", func(b *B) string {
		p := b.person("KR")
		return fmt.Sprintf("카카오뱅크 계좌 개설 신청: %s, 주민번호 %s, 계좌 %s. 본인확인 카드 %s. 연락처 %s",
			p.Full(), b.K(b.rrn()), b.K("3333-"+b.digits(2)+"-"+b.digits(7)), b.cardV(b.pick("visa", "mc", "jcb"), "-"), b.ph("KR", false))
	})
	pii("kr_api_header", func(b *B) string {
		return fmt.Sprintf("POST https://openapi.hometax.go.kr/v1/etax/invoices\nAuthorization: KakaoAK %s\nX-Api-Key: %s\n{\"bizNo\":\"%s\",\"supplyValue\":%d}",
			b.P("bearer", b.letters(32, hexd)), b.P("bearer", b.letters(40, alnum)), b.K(b.brnKR()), b.rng(10000, 9999999))
	})
	pii("kr_expat_note", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Client %s (Seoul, E-7): SSN %s; 외국인등록번호 %s; Korean tax year Jan–Dec, FTC on 1116. 휴대폰 %s / %s",
			p.Full(), b.ssnV(), b.K(b.rrnForeign()), b.ph("KR", false), b.em(p))
	})
}

func (g *G) rrnForeign() string {
	r := g.rrn()
	return r[:7] + g.pick("5", "6") + r[8:]
}

func piiJP() {
	pii("jp_mynumber_submit", func(b *B) string {
		p := b.person("JP")
		return fmt.Sprintf("【マイナンバー提出のお願い】\n%s様\n年末調整のため個人番号（%s）を確認しました。扶養控除等申告書の提出期限は%sです。\nご連絡先：%s／%s",
			p.Full(), b.K(b.myNumber(" ")), b.K(b.date("cjk")), b.ph("JP", false), b.em(p))
	})
	pii("jp_gensen_choshu", func(b *B) string {
		p := b.person("JP")
		return fmt.Sprintf("令和6年分 給与所得の源泉徴収票\n受給者：%s\n個人番号：%s\n支払金額 %s  源泉徴収税額 %s\n支払者 法人番号 %s\n電話 %s",
			p.Full(), b.K(b.myNumber("")), b.K(b.money("JPY")), b.K(b.money("JPY")), b.K(b.houjin()), b.ph("JP", false))
	})
	pii("jp_zairyu_card", func(b *B) string {
		p := b.person(b.pick("US", "IN", "BR", "GB"))
		return fmt.Sprintf("在留カード番号 %s / Residence card for %s, status: 技術・人文知識・国際業務, expiry %s. 〒%s 東京都港区. Mobile %s, mail %s",
			b.K(b.letters(2, upper)+b.digits(8)+b.letters(2, upper)), p.Full(), b.K(b.date("iso")), b.K(fmt.Sprintf("%03d-%04d", b.rng(100, 199), b.rng(1, 9999))), b.ph("JP", false), b.em(p))
	})
	pii("jp_bank_account_open", func(b *B) string {
		p := b.person("JP")
		return fmt.Sprintf("口座開設申込書\nお名前：%s\nマイナンバー：%s\n支店番号 %s 口座番号 %s\n携帯電話：%s\nメール：%s",
			p.Full(), b.K(b.myNumber("-")), b.K(fmt.Sprintf("%03d", b.rng(1, 999))), b.K(b.digits(7)), b.ph("JP", false), b.em(p))
	})
	pii("jp_etax_cards", func(b *B) string {
		return fmt.Sprintf("e-Taxで所得税をクレジットカード納付しました。カード %s、納付額 %s、整理番号 %s、利用者識別番号 %s。",
			b.cardV(b.pick("jcb", "visa", "mc"), " "), b.K(b.money("JPY")), b.K(b.digits(8)), b.K(b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)+"-"+b.digits(4)))
	})
	pii("jp_line_api", func(b *B) string {
		return fmt.Sprintf("LINE_CHANNEL_ACCESS_TOKEN=%s\nLINE_CHANNEL_SECRET=%s\nCORPORATE_NUMBER=%s",
			b.P("bearer", b.letters(172, alnum+"+/")+"="), b.P("bearer", b.letters(32, hexd)), b.K(b.houjin()))
	})
}

func piiCN() {
	pii("cn_iit_app", func(b *B) string {
		p := b.person("CN")
		return fmt.Sprintf("【个人所得税】%s，您好！您的%d年度综合所得汇算已申报成功。身份证号：%s，应退税额%s元。如有疑问请联系%s或发邮件至%s。",
			p.Full(), b.rng(2023, 2024), b.K(b.cnID()), b.K(fmt.Sprintf("%d.%02d", b.rng(100, 20000), b.rng(0, 99))), b.ph("CN", false), b.em(p))
	})
	pii("cn_payslip", func(b *B) string {
		p := b.person("CN")
		return fmt.Sprintf("工资条 %s\n姓名：%s  工号：%s\n身份证号：%s\n应发工资 %s  个税 %s  五险一金 %s\n开户行账号 %s\n手机：%s",
			b.K(b.pick("2025年3月", "2024年12月", "2024年9月")), p.Full(), b.K(b.digits(6)), b.K(b.cnID()), b.K(b.money("CNY")), b.K(b.money("CNY")), b.K(b.money("CNY")), b.P("credit_card", b.unionpay19()), b.ph("CN", false))
	})
	pii("cn_realname_auth", func(b *B) string {
		p := b.person("CN")
		return fmt.Sprintf("实名认证信息：姓名 %s，证件号 %s，统一社会信用代码 %s，联系电话 %s，邮箱 %s",
			p.Full(), b.K(b.cnID()), b.K(b.uscc()), b.ph("CN", true), b.em(p))
	})
	pii("cn_visa_relocation", func(b *B) string {
		p := b.person(b.pick("US", "GB", "DE", "IN"))
		return fmt.Sprintf("Relocation to Shanghai – %s\nWork permit no. %s, Z-visa %s, residence permit valid to %s\nSpouse Chinese ID %s\nWeChat / phone %s",
			p.Full(), b.K(b.digits(18)), b.K(b.letters(1, upper)+b.digits(8)), b.K(b.date("iso")), b.K(b.cnID()), b.ph("CN", true))
	})
	pii("cn_alipay_config", func(b *B) string {
		return fmt.Sprintf("alipay.app-id=%s\nalipay.private-key=%s\nalipay.gateway=https://openapi.alipay.com/gateway.do\nmerchant.uscc=%s",
			b.K("2021"+b.digits(12)), b.P("bearer", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"+b.letters(64, alnum+"+/")), b.K(b.uscc()))
	})
	pii("cn_unionpay_chat", func(b *B) string {
		return fmt.Sprintf("用银联卡 %s 缴纳了个税 %s 元，税票号码 %s，纳税人识别号 %s。",
			b.cardV("unionpay", " "), b.K(fmt.Sprintf("%d.%02d", b.rng(100, 50000), b.rng(0, 99))), b.K(b.digits(18)), b.K(b.cnID()))
	})
}

func piiX() {
	pii("x_w9_fatca", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("FATCA self-certification (bank: %s)\nUS person: Yes\nName: %s\nUS TIN (SSN): %s\nForeign TIN: %s (%s)\nGIIN of FI: %s\nEmail: %s",
			b.pick("Santander ES", "Deutsche Bank", "HSBC UK", "Itaú"), p.Full(), b.ssnV(), b.K(b.dni()), "ES", b.K(b.letters(6, upper+"0123456789")+"."+b.letters(5, upper+"0123456789")+".LE."+fmt.Sprint(b.rng(100, 999))), b.em(p))
	})
	pii("x_crs_selfcert_json", func(b *B) string {
		p := b.person(b.pick("FR", "DE", "IT", "ES"))
		var tin string
		switch p.CC {
		case "FR":
			tin = b.spi()
		case "DE":
			tin = b.steuerID()
		case "IT":
			tin = b.codiceFiscale(p.Last, p.First, false)
		default:
			tin = b.dni()
		}
		return fmt.Sprintf(`{"crs":{"residence":"%s","tin":"%s"},"fatca":{"us_person":true,"ssn":"%s"},"holder":"%s","email":"%s","mobile":"%s","iban":"%s"}`,
			p.CC, b.K(tin), b.ssnV(), p.Full(), b.em(p), b.ph(p.CC, true), b.K(b.iban(p.CC, false)))
	})
	pii("x_relocation_yaml", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "MX"))
		return fmt.Sprintf("assignee:\n  name: %s\n  home_country: %s\n  passport: %s\n  contact:\n    email: %s\n    phone: \"%s\"\nhost:\n  country: DE\n  steuer_id: \"%s\"\n  iban: %s\nvendor_api_key: %s",
			p.Full(), p.CC, b.K(b.letters(1, upper)+b.digits(7)), b.em(p), b.ph(p.CC, true), b.K(b.steuerID()), b.K(b.iban("DE", false)), b.sec("rand40"))
	})
	pii("x_kyc_service_log", func(b *B) string {
		cc := b.pick("BR", "MX", "IN", "PL", "ZA")
		var id string
		switch cc {
		case "BR":
			id = b.cpf(true)
		case "MX":
			id = b.curp("Ramos", "Soto", "Luis", b.rng(60, 99), b.rng(1, 12), b.rng(1, 28), false)
		case "IN":
			id = b.pan('P')
		case "PL":
			id = b.pesel()
		default:
			id = b.zaID(-1)
		}
		return fmt.Sprintf("%s level=info svc=kyc-verify country=%s doc_number=%s result=MATCH score=0.97 req=%s user_email=%s user_phone=%s",
			b.K(b.date("iso")+"T"+fmt.Sprintf("%02d:%02d:%02d", b.rng(0, 23), b.rng(0, 59), b.rng(0, 59))+"Z"), cc, b.K(id), b.K(b.letters(12, hexd)), b.em(b.person(cc)), b.P("phone", strings.ReplaceAll(b.phone(cc, true), " ", "")))
	})
	pii("x_agent_transcript", func(b *B) string {
		p := b.person(b.pick("GB", "AU", "CA"))
		return fmt.Sprintf("User: I'm moving from the UK to Australia in %s. Do I need to tell HMRC? My NINO is %s and I've already got a TFN, %s.\nAssistant: Yes — file a P85. I can pre-fill it; what's your new address?\nUser: Unit 4, 12 Smith St, Fitzroy VIC %s. Email %s, AU mobile %s.",
			b.K(b.pick("March", "July", "October")), b.K(b.nino(true)), b.K(b.tfn()), b.K("3065"), b.em(p), b.ph("AU", false))
	})
	pii("x_session_jwt_portal", func(b *B) string {
		p := b.person(b.pick("GB", "DE", "FR", "ES"))
		return fmt.Sprintf("Cookie: portal_session=%s; lang=%s; consent=%s",
			b.P("jwt", b.jwt(fmt.Sprintf(`{"sub":"%s","email":"%s","acr":"loa3","exp":%d}`, b.letters(24, hexd), b.emailOf(p), b.rng(1700000000, 1790000000)))), strings.ToLower(p.CC), b.K("v2."+b.digits(10)))
	})
	pii("x_preparer_intake_csv", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := b.person("US")
			cc := b.pick("GB", "DE", "FR", "ES", "IT", "AU")
			rows = append(rows, fmt.Sprintf("%s;%s;%s;%s;%s", p.Full(), cc, b.ssnV(), b.em(p), b.ph(cc, true)))
		}
		return "client;residence;ssn;email;phone\n" + strings.Join(rows, "\n")
	})
	pii("x_oauth_token_response", func(b *B) string {
		return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":3600,"refresh_token":"%s","id_token":"%s","scope":"openid tax:read"}`,
			b.P("bearer", b.letters(48, alnum)), b.P("bearer", b.letters(64, alnum)), b.P("jwt", b.jwt(fmt.Sprintf(`{"iss":"https://id.%s","sub":"%s","aud":"%s","nonce":"%s","exp":%d}`, b.pick("gov.uk", "impots.gouv.fr", "elster.de", "gov.br", "ato.gov.au"), b.letters(16, hexd), b.letters(12, alnum), b.letters(10, alnum), b.rng(1700000000, 1790000000)))))
	})
}
