package main

import (
	"fmt"
)

func anafJWT() string {
	iat := epoch()
	pl := fmt.Sprintf(`{"iss":"https://logincert.anaf.ro","sub":"%s","aud":"%s","scope":"clientappid issuer role serial","client_id":"%s","iat":%d,"exp":%d}`,
		uuid(), uuid(), rstr(hexlc, 32), iat, iat+7776000)
	return jwtMake("RS512", "", pl)
}

func roKinds() []Kind {
	return []Kind{
		{"ro_fancourier_awb", func(b *B) string {
			p := person("RO")
			c := city("RO")
			return fmt.Sprintf("Bună ziua, coletul cu AWB %s figurează „în livrare” din %s, dar nu m-a sunat nimeni. Sunt la %s, %s, cod poștal %s. Telefon: %s. Mulțumesc, %s",
				b.K("2"+nzdigits(12)), b.K(recent().DMY(".")), street("RO"), c.city, b.K(c.zip), b.Mob("RO", Any), p.Full())
		}},
		{"ro_efactura_curl", func(b *B) string {
			c := cui()
			return fmt.Sprintf("curl -X POST 'https://api.anaf.ro/prod/FCTEL/rest/upload?standard=UBL&cif=%s' \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: text/plain' \\\n  --data-binary @factura_%s.xml\n# răspuns: ExecutionStatus=\"0\" index_incarcare=\"%s\"",
				b.K(c), b.JWT(anafJWT()), b.K(fmt.Sprintf("FCT%05d", rn(1, 99999))), b.K(nzdigits(10)))
		}},
		{"ro_efactura_token_json", func(b *B) string {
			return fmt.Sprintf("POST https://logincert.anaf.ro/anaf-oauth2/v1/token\nclient_id=%s&client_secret=%s&grant_type=authorization_code&redirect_uri=https://facturare.%s.ro/callback\n\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"refresh_token\":\"%s\",\"expires_in\":7776000}",
				b.K(rstr(hexlc, 32)), b.Tok("hex64"), pick("contabil", "erp", "smartbill-demo", "firma"), b.JWT(anafJWT()), b.JWT(anafJWT()))
		}},
		{"ro_cerere_primarie", func(b *B) string {
			p := person("RO")
			c := city("RO")
			return fmt.Sprintf("Către Primăria %s — Direcția Taxe și Impozite Locale\n\nSubsemnatul/a %s, CNP %s, domiciliat/ă în %s, %s, telefon %s, e-mail %s, vă rog să-mi eliberați certificatul de atestare fiscală pentru imobilul din %s.\n\nData: %s    Semnătura: ..........",
				c.city, p.Full(), b.K(cnp()), street("RO"), c.city, b.Mob("RO", pick2(NatSp, NatCmp, NatSep)), b.Em(p), street("RO"), b.K(recent().DMY(".")))
		}},
		{"ro_olx_anunt", func(b *B) string {
			return fmt.Sprintf("Vând %s, %s lei negociabil. Stare impecabilă, factură din %s, garanție până în %d. Predare personală în %s sau trimit cu %s. Tel: %s (%s)",
				pick("iPhone 13 128GB", "bicicletă Cross 29\"", "canapea extensibilă", "Dacia Logan 2015 1.5 dCi", "PlayStation 5"), b.K(fmt.Sprint(rn(3, 400)*50)), b.K(recent().DMY(".")), rn(2026, 2028),
				city("RO").city, pick("Fan Courier", "Sameday easybox", "Cargus"), b.Mob("RO", Any), pick("doar apeluri, nu SMS", "și WhatsApp", "după ora 17"))
		}},
		{"ro_utilitati_plata", func(b *B) string {
			return fmt.Sprintf("Am plătit factura %s nr. %s din %s (%s lei) cu cardul %s, dar în aplicație apare tot neachitată. Cod client %s, cod loc de consum %s. Vă rog să mă sunați la %s.",
				pick("Enel", "E.ON", "Electrica", "Engie", "Apa Nova", "Digi"), b.K(fmt.Sprintf("%s%08d", pick("ENEL", "EON", "AN", ""), rn(1, 99999999))), b.K(recent().DMY(".")), b.K(amt(40, 2500, ".")),
				b.Card(Any), b.K(nzdigits(9)), b.K(nzdigits(10)), b.Mob("RO", Any))
		}},
		{"ro_emag_reclamatie", func(b *B) string {
			p := person("RO")
			return fmt.Sprintf("Comanda nr. %s din %s: %s a sosit deteriorat (cutia era udată). Doresc retur și rambursare în contul %s. Vă rog contactați-mă la %s sau %s.",
				b.K(fmt.Sprint(rn(300000000, 499999999))), b.K(recent().DMY(".")), pick("televizorul", "laptopul", "aspiratorul", "frigiderul"), b.K(iban("RO", chance(0.5))), b.Em(p), b.Mob("RO", Any))
		}},
		{"ro_env_smtp_anaf", func(b *B) string {
			p := person("RO")
			return fmt.Sprintf("# configurare notificări e-Factura (nu comite în git!)\nSMTP_HOST=mail.%s\nSMTP_PORT=587\nSMTP_USER=%s\nSMTP_PASS=%s\nANAF_CLIENT_ID=%s\nANAF_CLIENT_SECRET=%s\nCIF_FIRMA=%s",
				bizDomain(p), b.P("email", "facturi@"+bizDomain(p)), b.Pw(), b.K(rstr(hexlc, 32)), b.Tok("hex64"), b.K("RO"+cui()))
		}},
		{"ro_parola_chat", func(b *B) string {
			return fmt.Sprintf("%s: parola de la wifi e %s (rețeaua %s). Dacă nu merge, restartează routerul, codul de pe spate e %s",
				person("RO").First, b.Pw(), pick("DIGI-", "Orange-", "Vodafone-", "TP-Link_")+rstr(upnum, 4), b.K(fmt.Sprintf("S/N %s", rstr(upnum, 12))))
		}},
		{"md_programare", func(b *B) string {
			p := person("MD")
			return fmt.Sprintf("Programare la medicul de familie, IMSP AMT %s: %s ora %s. Pacient: %s, IDNP %s, poliță CNAM %s. Telefon de contact: %s.",
				pick("Botanica", "Centru", "Buiucani", "Ciocana", "Râșcani"), b.K(recent().DMY(".")), hhmm(), p.Full(), b.K(idnp()), b.K(fmt.Sprintf("A%08d", rn(1, 99999999))), b.Mob("MD", Any))
		}},
		{"md_ru_dostavka", func(b *B) string {
			return fmt.Sprintf("Здравствуйте! Заказ №%s доставим %s с 10:00 до 14:00 по адресу %s, Кишинёв %s. Курьер позвонит на номер %s. Оплата при получении: %s лей.",
				b.K(fmt.Sprint(rn(10000, 99999))), b.K(recent().DMY(".")), pick("ул. Измаил", "бул. Штефан чел Маре", "ул. Алба Юлия", "бул. Дачия")+" "+fmt.Sprint(rn(1, 200)), b.K(city("MD").zip), b.Mob("MD", pick2(IntlSp, NatSp, IntlDash)), b.K(amt(100, 9000, " ")))
		}},
		{"bg_econt_pratka", func(b *B) string {
			p := person("BG")
			c := city("BG")
			return fmt.Sprintf("Здравейте, пратка с товарителница %s стои в офис на Еконт %s от %s. Моля, обадете се на %s. Наложен платеж %s лв. — %s",
				b.K("10"+nzdigits(11)), c.city, b.K(recent().DMY(".")), b.Mob("BG", Any), b.K(amt(10, 900, " ")), p.Full())
		}},
		{"bg_speedy_sms", func(b *B) string {
			p := person("BG")
			return fmt.Sprintf("Пратката ви със Speedy (№ %s) ще бъде доставена днес между %s и %s. Куриер: %s, тел. %s. Сума за плащане: %s лв.",
				b.K(nzdigits(11)), "13:00", "17:00", p.First, b.Mob("BG", pick2(NatSp, NatCmp, NatSep)), b.K(amt(5, 400, " ")))
		}},
		{"bg_podpis", func(b *B) string {
			p := person("BG")
			e := eik()
			return fmt.Sprintf("С уважение,\n%s\nСчетоводител | %s ООД\nЕИК %s | ДДС № BG%s\nтел.: %s\nмоб.: %s\nимейл: %s",
				p.Full(), pick("Балкан Консулт", "Витоша Трейд", "Родопи Софт", "Дунав Логистик"), b.K(e), e, b.Land("BG", pick2(NatSp, IntlSp)), b.Mob("BG", pick2(NatSp, IntlSp, NatSep)), b.WEm(p))
		}},
		{"bg_nap_pismo", func(b *B) string {
			p := person("BG")
			d := recent()
			return fmt.Sprintf("До НАП, ТД %s\n\nОтносно: декларация по чл. 50 от ЗДДФЛ с вх. № %s/%s\nЗаявител: %s, ЕГН %s\nМоля, изпратете отговора на %s или ми се обадете на %s.",
				pick("София", "Пловдив", "Варна", "Бургас"), b.K(fmt.Sprintf("%s%07d", pick("2200", "1600", "0300"), rn(1, 9999999))), b.K(d.DMY(".")), p.Full(), b.K(egn()), b.Em(p), b.Mob("BG", Any))
		}},
		{"bg_karta_chat", func(b *B) string {
			return fmt.Sprintf("Здравейте, картата ми %s е блокирана след 3 грешни ПИН-а на банкомат в %s. Може ли да я отблокирате? Телефонът ми за връзка е %s.",
				b.Card(Any), city("BG").city, b.Mob("BG", Any))
		}},
		{"bg_config_econt", func(b *B) string {
			return fmt.Sprintf("# production.env\nDB_HOST=10.1.%d.%d\nDB_USER=econt_sync\nDB_PASS=%s\nECONT_API_URL=https://ee.econt.com/services/\nECONT_API_USER=%s\nECONT_API_PASS=%s  # паролата от Еконт\nSHOP_EIK=%s",
				rn(0, 20), rn(2, 250), b.Pw(), b.K("iasp-"+ascii(person("BG").Last)), b.Pw(), b.K(eik()))
		}},
		{"bg_obiava_viber", func(b *B) string {
			return fmt.Sprintf("Продавам %s — %s лв. Може оглед в %s. Viber: %s | пишете ми след 18 ч. Без бартери.",
				pick("диван ъглов", "детска количка Chicco", "VW Golf 5 1.9 TDI", "гардероб 3 крила", "лаптоп Lenovo ThinkPad"), b.K(fmt.Sprint(rn(4, 900)*10)), city("BG").city, b.Mob("BG", pick2(IntlSp, IntlCmp, NatSp)))
		}},
		{"bg_parola_ruter", func(b *B) string {
			return fmt.Sprintf("%s: паролата за рутера е %s, мрежата се казва %s. Ако питат от А1 — абонатен номер %s.",
				person("BG").First, b.Pw(), "A1_"+rstr(upnum, 6), b.K(nzdigits(9)))
		}},
	}
}
