package main

import (
	"fmt"
)

func balKinds() []Kind {
	return []Kind{
		{"lt_omniva_pastomatas", func(b *B) string {
			p := person("LT")
			return fmt.Sprintf("Sveiki, mano siunta %s jau 3 dienas stovi paštomate %s, bet kodo negavau. Tel. %s, el. paštas %s. Ačiū, %s",
				b.K(s10(pick("CE", "CC", "RR"), "EE")), pick("Akropolis Vilnius", "Maxima Kalvarijų g.", "IKI Šilainiai", "Rimi Taikos pr."), b.Mob("LT", Any), b.Em(p), p.Full())
		}},
		{"lt_prasymas", func(b *B) string {
			p := person("LT")
			c := city("LT")
			return fmt.Sprintf("PRAŠYMAS\nVardas, pavardė: %s\nAsmens kodas: %s\nAdresas: %s, %s %s\nTel. Nr.: %s\nEl. paštas: %s\nData: %s",
				p.Full(), b.K(personalCodeLTEE(p.Female)), street("LT"), b.K(c.zip), c.city, b.Ph("LT", Any), b.Em(p), b.K(recent().ISO()))
		}},
		{"lt_env_paysera", func(b *B) string {
			return fmt.Sprintf("# .env (užsakymų servisas)\nDATABASE_URL=postgres://app:%s@10.0.%d.%d:5432/uzsakymai\nPAYSERA_PROJECT_ID=%s\nPAYSERA_SIGN_PASSWORD=%s\nDPD_API_URL=https://lt.integration.dpd.eo.pl/ws-mapper-rest/",
				b.Pw(), rn(0, 9), rn(2, 250), b.K(fmt.Sprint(rn(100000, 299999))), b.Tok("hex32"))
		}},
		{"lt_slaptazodis", func(b *B) string {
			p := person("LT")
			return fmt.Sprintf("Labas, %s! Prisijungimas prie buhalterinės programos: vartotojas %s, slaptažodis: %s. Įmonės kodas %s, PVM kodas LT%s.",
				person("LT").First, b.K(ascii(p.First)+"."+ascii(p.Last)), b.Pw(), b.K(nzdigits(9)), b.K(nzdigits(9)))
		}},
		{"lv_omniva_sutijums", func(b *B) string {
			p := person("LV")
			return fmt.Sprintf("Labdien! Sūtījums %s gaida pakomātā %s līdz %s. Ja rodas jautājumi, zvaniet man: %s. — %s",
				b.K(s10(pick("CE", "CC", "RR"), "LV")), pick("Rimi Alfa", "Maxima Purvciems", "Origo", "Akropole"), b.K(recent().DMY(".")), b.Mob("LV", Any), p.Full())
		}},
		{"lv_iesniegums", func(b *B) string {
			p := person("LV")
			c := city("LV")
			return fmt.Sprintf("IESNIEGUMS\n%s, personas kods %s\nDzīvesvieta: %s, %s, %s\nTālr. %s, e-pasts: %s\n%s, %s",
				p.Full(), b.K(lvCode()), street("LV"), c.city, b.K(c.zip), b.Ph("LV", Any), b.Em(p), c.city, b.K(recent().DMY(".")))
		}},
		{"lv_parole", func(b *B) string {
			p := person("LV")
			return fmt.Sprintf("Sveiki! Latvija.lv konts mammai: lietotājs %s, parole: %s. PVN reģ. nr. LV%s. Ja kas, raksti uz %s",
				b.K(ascii(p.Last)+fmt.Sprint(rn(1, 99))), b.Pw(), b.K(nzdigits(11)), b.Em(p))
		}},
		{"ee_avaldus", func(b *B) string {
			p := person("EE")
			return fmt.Sprintf("AVALDUS\nNimi: %s\nIsikukood: %s\nTelefon: %s\nE-post: %s\nPangakonto: %s\nKuupäev: %s",
				p.Full(), b.K(personalCodeLTEE(p.Female)), b.Ph("EE", Any), b.Em(p), b.K(iban("EE", chance(0.5))), b.K(recent().DMY(".")))
		}},
		{"ee_dpd_kuller", func(b *B) string {
			return fmt.Sprintf("Teie pakk %s on teel. Kuller helistab numbrile %s enne kohaletoimetamist (%s %s–%s). Viitenumber makse jaoks: %s",
				b.K("0"+nzdigits(13)), b.Mob("EE", Any), b.K(recent().DMY(".")), "12:00", "16:00", b.K(viitenumber()))
		}},
		{"ee_parool", func(b *B) string {
			p := person("EE")
			return fmt.Sprintf("Tere! Raamatupidamisprogrammi kasutaja: %s, parool: %s. Registrikood %s, KMKR EE%s. Küsimused: %s",
				b.K(ascii(p.First)), b.Pw(), b.K(fmt.Sprint(rn(10000000, 16999999))), b.K("10"+digits(7)), b.Em(p))
		}},
	}
}
