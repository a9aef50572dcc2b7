package main

import (
	"fmt"
	"strings"
)

var ccWeighted = []string{"IT", "IT", "IT", "IT", "GR", "GR", "GR", "RO", "RO", "RO", "BG", "BG", "RS", "RS", "HR", "HR", "CY", "MT", "MD", "BA", "ME", "SI", "SI", "MK", "AL", "XK", "LT", "LT", "LV", "LV", "EE", "EE"}

func anyCC() string { return ccWeighted[rng.Intn(len(ccWeighted))] }

func ip4() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick2(31, 46, 79, 82, 93, 151, 176, 188, 212), rn(0, 255), rn(0, 255), rn(1, 254))
}

func ts() string {
	return fmt.Sprintf("%sT%s:%02d.%03dZ", recent().ISO(), hhmm(), rn(0, 59), rn(0, 999))
}

func keycloakJWT(p Person, email string) string {
	iat := epoch()
	pl := fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://auth.%s/realms/%s","aud":"account","sub":"%s","typ":"Bearer","azp":"%s","session_state":"%s","scope":"openid email profile","email_verified":true,"name":"%s","preferred_username":"%s","email":"%s"}`,
		iat+300, iat, uuid(), bizDomain(p), pick("clienti", "shop", "portal", "b2b"), uuid(), pick("web-app", "mobile", "backoffice"), uuid(), p.Full(), ascii(p.First), email)
	return jwtMake("RS256", rtok(43), pl)
}

func xKinds() []Kind {
	return []Kind{
		// ---------------- developer / logs ----------------
		{"dev_nginx_bearer", func(b *B) string {
			return fmt.Sprintf("%s - - [%s:%s:%02d +0200] \"GET /api/v2/%s?page=%d HTTP/1.1\" 200 %d \"-\" \"okhttp/4.12.0\" auth=\"Bearer %s\" rt=%d.%03d",
				b.K(ip4()), recent().DMY("/"), hhmm(), rn(0, 59), pick("ordini", "comenzi", "porudzbine", "pratkite", "uzsakymai", "tellimused"), rn(1, 40), rn(200, 90000), b.Tok("bearer"), rn(0, 2), rn(0, 999))
		}},
		{"dev_docker_compose", func(b *B) string {
			return fmt.Sprintf("services:\n  db:\n    image: postgres:%s\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      TZ: %s\n    ports:\n      - \"5432:5432\"\n  cache:\n    image: redis:7.2-alpine\n    command: redis-server --requirepass %s",
				b.K(pick("16.2", "15.6", "16.4-alpine", "17.0")), pick("shop", "erp", "fakture", "efactura"), b.Pw(), pick("Europe/Rome", "Europe/Athens", "Europe/Bucharest", "Europe/Sofia", "Europe/Belgrade", "Europe/Vilnius", "Europe/Tallinn"), b.Pw())
		}},
		{"dev_git_remote_token", func(b *B) string {
			org := pick("studio-rossi", "balkan-soft", "efactura-tools", "baltic-devs", "athens-labs", "adriatic-it")
			if chance(0.5) {
				return fmt.Sprintf("$ git remote set-url origin https://%s@github.com/%s/%s.git\n$ git push origin main\nEnumerating objects: %d, done.", b.Tok("ghp"), org, pick("shop", "api", "fatture", "facturi", "portal"), rn(5, 300))
			}
			return fmt.Sprintf("git clone https://oauth2:%s@gitlab.%s/%s/%s.git  # build %s", b.Tok("glpat"), pick("company.it", "firma.ro", "kompanija.rs", "imone.lt", "etaireia.gr"), org, pick("backend", "mobile", "infra"), b.K(fmt.Sprintf("#%d", rn(1000, 9999))))
		}},
		{"dev_python_courier_login", func(b *B) string {
			p := person("RO")
			return fmt.Sprintf("import requests\n\nresp = requests.post(\"https://api.fancourier.ro/login\", params={\n    \"username\": \"%s\",\n    \"password\": \"%s\",\n})\ntoken = resp.json()[\"data\"][\"token\"]\nclient_id = %s  # cont FAN Courier",
				b.K(ascii(p.Last)+"_api"), b.Pw(), b.K(fmt.Sprint(rn(1000000, 9999999))))
		}},
		{"dev_csv_clienti", func(b *B) string {
			var rows []string
			for i := 0; i < rn(2, 4); i++ {
				p := person("IT")
				c := city("IT")
				rows = append(rows, fmt.Sprintf("%s;%s;%s;%s;%s;%s", p.First, p.Last, b.Em(p), b.Mob("IT", pick2(NatCmp, IntlCmp, NatSp)), b.K(codiceFiscale(p)), b.K(c.zip)))
			}
			return "nome;cognome;email;telefono;codice_fiscale;cap\n" + strings.Join(rows, "\n")
		}},
		{"dev_sql_klientai", func(b *B) string {
			var rows []string
			for i := 0; i < rn(2, 3); i++ {
				p := person("LT")
				rows = append(rows, fmt.Sprintf("('%s', '%s', '%s', '%s', '%s')", p.First, p.Last, b.Em(p), b.Mob("LT", pick2(IntlCmp, NatCmp, IntlSp)), b.K(personalCodeLTEE(p.Female))))
			}
			return "INSERT INTO klientai (vardas, pavarde, el_pastas, telefonas, asmens_kodas) VALUES\n" + strings.Join(rows, ",\n") + ";"
		}},
		{"dev_viber_webhook", func(b *B) string {
			cc := pick("BG", "RS", "GR", "RO", "MK", "HR")
			p := person(cc)
			msg := map[string]string{"BG": "моят телефон е ", "RS": "moj broj je ", "GR": "το κινητό μου ", "RO": "numărul meu e ", "MK": "мојот број е ", "HR": "moj broj je "}[cc]
			return fmt.Sprintf(`{"event":"message","timestamp":%d%03d,"chat_hostname":"SN-%d_","message_token":%s,"sender":{"id":"%s==","name":"%s","language":"%s","country":"%s","api_version":10},"message":{"type":"text","text":"%s%s"},"silent":false}`,
				epoch(), rn(0, 999), rn(100, 999), b.K("5"+nzdigits(18)), rtok(22), p.Full(), strings.ToLower(cc), cc, msg, b.Mob(cc, pick2(IntlSp, NatSp, NatCmp, IntlCmp)))
		}},
		{"dev_viber_bot_curl", func(b *B) string {
			return fmt.Sprintf("curl -X POST https://chatapi.viber.com/pa/send_message \\\n  -H \"X-Viber-Auth-Token: %s\" \\\n  -d '{\"receiver\":\"%s==\",\"min_api_version\":1,\"type\":\"text\",\"text\":\"%s %s\"}'",
				b.Tok("viber"), rtok(22), pick("Comanda dvs. a fost expediată, AWB", "Пратката ви е изпратена, товарителница", "Vaša pošiljka je poslata, broj", "Η παραγγελία σας στάλθηκε, voucher"), b.K(nzdigits(13)))
		}},
		{"dev_telegram_bot", func(b *B) string {
			return fmt.Sprintf("import telebot\n\n# bot per le notifiche ordini (%s)\nbot = telebot.TeleBot(\"%s\")\nCHAT_ID = %s\nbot.send_message(CHAT_ID, \"Nuovo ordine #%s\")",
				pick("negozio", "magazzino", "B&B"), b.Tok("telegram"), b.K("-100"+nzdigits(10)), b.K(fmt.Sprint(rn(10000, 99999))))
		}},
		{"dev_pos_log_pan", func(b *B) string {
			c := card(1)
			return fmt.Sprintf("%s WARN pos-gw term=%s txn=%s pan=%s exp=**/** amount=%d.%02d %s rc=%s msg=\"%s\"",
				b.K(ts()), b.K(fmt.Sprintf("T%07d", rn(1, 9999999))), b.K(uuid()), b.P("credit_card", c), rn(1, 500), rn(0, 99), pick("EUR", "RON", "BGN", "RSD"), pick("05", "51", "54", "61"), pick("DO NOT HONOR", "INSUFFICIENT FUNDS", "EXPIRED CARD", "EXCEEDS LIMIT"))
		}},
		{"dev_vcard", func(b *B) string {
			cc := anyCC()
			p := person(cc)
			c := city(cc)
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK:%s\nEMAIL;TYPE=INTERNET:%s\nADR;TYPE=HOME:;;%s;%s;;%s;%s\nEND:VCARD",
				p.Last, p.First, p.Full(), b.Mob(cc, pick2(IntlSp, IntlCmp, NatSp)), b.Land(cc, pick2(IntlSp, NatSp)), b.Em(p), street(cc), c.city, b.K(c.zip), cc)
		}},
		{"dev_cookie_jwt", func(b *B) string {
			cc := anyCC()
			p := person(cc)
			return fmt.Sprintf("GET /account/ordini HTTP/1.1\nHost: www.%s\nCookie: session=%s; lang=%s; _ga=%s\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
				bizDomain(p), b.JWT(keycloakJWT(p, email(p))), strings.ToLower(cc), b.K(fmt.Sprintf("GA1.2.%d.%d", rn(100000000, 999999999), epoch())))
		}},
		{"dev_smtp_auth_error", func(b *B) string {
			p := person(anyCC())
			return fmt.Sprintf("[%s] ERROR Mailer: SMTP Error: Could not authenticate. user=%s pass=%s host=%s:%s (attempt %d/3)",
				b.K(ts()), b.Em(p), b.Pw(), pick("smtps.aruba.it", "smtp.abv.bg", "mail.siol.net", "smtp.inbox.lv", "smtp.gmail.com"), pick("465", "587"), rn(1, 3))
		}},
		{"dev_sentry_user", func(b *B) string {
			p := person(anyCC())
			return fmt.Sprintf("TypeError: Cannot read properties of undefined (reading '%s')\n    at checkout.%s.js:%d:%d\nUser: %s (id %s) | release %s | browser Chrome %d.0",
				pick("cap", "zip", "cod_postal", "pasto_kodas"), rstr(hexlc, 8), rn(1, 3000), rn(1, 120), b.Em(p), b.K(fmt.Sprint(rn(10000, 999999))), b.K(fmt.Sprintf("web@%d.%d.%d", rn(1, 5), rn(0, 30), rn(0, 20))), rn(118, 131))
		}},
		{"dev_mail_api_keys", func(b *B) string {
			if chance(0.5) {
				return fmt.Sprintf("MAILGUN_DOMAIN=mg.%s\nMAILGUN_API_KEY=%s\nMAILGUN_REGION=eu", bizDomain(person(anyCC())), b.Tok("mailgun"))
			}
			return fmt.Sprintf("# newsletter\nSENDGRID_API_KEY=%s\nSENDER=newsletter@%s\nLIST_ID=%s", b.Tok("sendgrid"), pick("example.org", "example.com"), b.K(uuid()))
		}},
		{"dev_aws_credentials", func(b *B) string {
			kid := "AKIA" + rstr(upnum, 16)
			return fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", b.K(kid), b.Tok("aws"), pick("eu-south-1", "eu-central-1", "eu-south-2", "eu-north-1"))
		}},
		{"dev_google_openai_env", func(b *B) string {
			if chance(0.5) {
				return fmt.Sprintf("# chatbot assistenza clienti\nOPENAI_API_KEY=%s\nMODEL=gpt-4o-mini\nMAX_TOKENS=%d", b.Tok("openai"), rn(256, 4096))
			}
			return fmt.Sprintf("GOOGLE_API_KEY=%s\nGEOCODER_REGION=%s\nCACHE_TTL=%d", b.Tok("google"), strings.ToLower(anyCC()), rn(60, 86400))
		}},
		{"dev_slack_alert", func(b *B) string {
			return fmt.Sprintf("SLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#%s\nALERT_THRESHOLD_MS=%d", b.Tok("xoxb"), pick("alerte-productie", "alarmi", "ops-it", "sdi-errori"), rn(500, 5000))
		}},
		{"dev_keycloak_token", func(b *B) string {
			p := person(anyCC())
			e := email(p)
			return fmt.Sprintf("{\"access_token\":\"%s\",\"expires_in\":300,\"refresh_expires_in\":1800,\"token_type\":\"Bearer\",\"id_token\":\"%s\",\"not-before-policy\":0,\"session_state\":\"%s\",\"scope\":\"openid email profile\"}",
				b.JWT(keycloakJWT(p, e)), b.JWT(keycloakJWT(p, e)), b.K(uuid()))
		}},
		{"dev_sms_gateway", func(b *B) string {
			cc := pick("RO", "BG", "GR", "RS", "HR", "LT")
			txt := map[string]string{"RO": "Coletul dvs. va fi livrat azi.", "BG": "Пратката ви пристига днес.", "GR": "Το δέμα σας παραδίδεται σήμερα.", "RS": "Vaša pošiljka stiže danas.", "HR": "Vaša pošiljka stiže danas.", "LT": "Jūsų siunta pristatoma šiandien."}[cc]
			return fmt.Sprintf("POST /v1/sms HTTP/1.1\nHost: api.%s\nX-API-Key: %s\nContent-Type: application/json\n\n{\"to\":\"%s\",\"from\":\"%s\",\"text\":\"%s Ref %s\"}",
				pick("smslink.ro", "mobica.bg", "sms.to", "infobip.com", "messente.com"), b.Tok("hex32"), b.Mob(cc, IntlCmp), pick("SHOP", "CURIER", "INFO"), txt, b.K(fmt.Sprint(rn(100000, 999999))))
		}},
		{"dev_dpd_shipment_json", func(b *B) string {
			cc := pick("LT", "LV", "EE", "HR", "SI", "RO", "BG")
			p := person(cc)
			c := city(cc)
			return fmt.Sprintf(`{"parcelNumber":"%s","receiver":{"name":"%s","street":"%s","city":"%s","postalCode":"%s","country":"%s","phone":"%s","email":"%s"},"weight":%d.%d,"cod":{"amount":"%s","currency":"EUR"}}`,
				b.K("0"+nzdigits(13)), p.Full(), street(cc), c.city, b.K(c.zip), cc, b.Mob(cc, pick2(IntlCmp, IntlSp, NatCmp)), b.Em(p), rn(0, 30), rn(0, 9), b.K(fmt.Sprintf("%d.%02d", rn(5, 300), rn(0, 99))))
		}},
		{"dev_log_lookup", func(b *B) string {
			p := person("RO")
			return fmt.Sprintf("%s INFO customer_lookup cnp=%s phone=%s email=%s status=FOUND latency_ms=%d trace=%s",
				b.K(ts()), b.K(cnp()), b.Mob("RO", pick2(IntlCmp, NatCmp)), b.Em(p), rn(3, 400), b.K(rstr(hexlc, 32)))
		}},
		{"dev_k8s_secret", func(b *B) string {
			return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\nstringData:\n  DB_USER: app\n  DB_PASSWORD: \"%s\"\n  SDI_CERT_PASSWORD: \"%s\"",
				pick("fatture", "efactura", "mydata", "eracun"), pick("prod", "produzione", "productie"), b.Pw(), b.Pw())
		}},
		{"dev_har_auth", func(b *B) string {
			return fmt.Sprintf(`{"request":{"method":"GET","url":"https://api.%s/v1/%s/%d","headers":[{"name":"Accept","value":"application/json"},{"name":"Authorization","value":"Bearer %s"}]},"response":{"status":%d}}`,
				pick("tauron.example", "posta.si", "econt.com", "omniva.ee", "glovo.app"), pick("invoices", "shipments", "orders"), rn(1000, 99999), b.Tok("bearer"), pick2(200, 401, 403))
		}},
		{"dev_azure_conn", func(b *B) string {
			acc := pick("fattureprod", "efacturaarhiva", "mydatabackup", "racuni")
			return fmt.Sprintf("\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net\"", b.K(acc), b.P("bearer", rstr(alnum+"+/", 86)))
		}},
		// ---------------- chats ----------------
		{"chat_viber_export_number", func(b *B) string {
			cc := pick("BG", "RO", "GR", "RS", "MD", "MK", "UA")
			if cc == "UA" {
				cc = "BG"
			}
			d := recent()
			greet := map[string]string{"BG": "Здравей, аз съм новият съсед от 3-ти етаж", "RO": "Bună, sunt vecinul de la etajul 3", "GR": "Γεια σας, είμαι ο γείτονας από τον 3ο", "RS": "Zdravo, ja sam komšija sa trećeg sprata", "MD": "Bună, sunt de la asociația de locatari", "MK": "Здраво, јас сум соседот од третиот кат"}[cc]
			mail := map[string]string{"BG": "Пишете ми и на", "RO": "Îmi puteți scrie și pe", "GR": "Στείλτε μου και στο", "RS": "Pišite mi i na", "MD": "Scrieți-ne și pe", "MK": "Пишете ми и на"}[cc]
			return fmt.Sprintf("%s %s %s: %s. %s %s\n%s %s %s: 👍",
				b.K(d.DMY(".")), hhmm(), b.Mob(cc, IntlSp), greet, mail, b.Em(person(cc)), d.DMY("."), hhmm(), person(cc).First)
		}},
		{"chat_emergency_contact", func(b *B) string {
			cc := pick("HR", "RS", "SI", "BA", "ME")
			p := person(cc)
			rel := pick("suprug", "supruga", "majka", "otac", "sestra", "brat")
			if cc == "SI" {
				rel = pick("mož", "žena", "mama", "oče", "sestra")
			}
			return fmt.Sprintf("Kontakt u hitnim slučajevima / ICE: %s (%s) %s. Krvna grupa %s. Alergije: %s.", p.Full(), rel, b.Mob(cc, pick2(NatSp, IntlSp, NatCmp)), pick("A+", "0-", "B+", "AB+"), pick("penicilin", "nema", "orašasti plodovi"))
		}},
		// ---------------- cards ----------------
		{"card_phone_order_it", func(b *B) string {
			p := person("IT")
			return fmt.Sprintf("Per l'ordine telefonico n. %s: carta %s, scadenza %s, intestata a %s. Il CVV glielo detto a voce. Spedizione a %s.",
				b.K(fmt.Sprint(rn(10000, 99999))), b.Card(Any), b.K(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))), p.Full(), b.K(city("IT").zip))
		}},
		{"card_refund_hr", func(b *B) string {
			return fmt.Sprintf("Molim povrat novca na karticu %s, transakcija od %s, iznos %s €, referenca %s. Hvala.",
				b.Card(Any), b.K(recent().DMY(".")), b.K(amt(5, 900, ".")), b.K(rstr(upnum, 12)))
		}},
		{"card_baltic", func(b *B) string {
			switch rng.Intn(3) {
			case 0:
				return fmt.Sprintf("Sveiki, mokėjimas nepraėjo. Kortelės numeris: %s, galioja iki %s. Užsakymo nr. %s", b.Card(Any), b.K(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))), b.K(fmt.Sprint(rn(100000, 999999))))
			case 1:
				return fmt.Sprintf("Labdien, maksājums neizdevās. Kartes numurs: %s, derīga līdz %s. Pasūtījuma nr. %s", b.Card(Any), b.K(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))), b.K(fmt.Sprint(rn(100000, 999999))))
			}
			return fmt.Sprintf("Tere, makse ebaõnnestus. Kaardi number: %s, kehtib kuni %s. Tellimuse nr %s", b.Card(Any), b.K(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31))), b.K(fmt.Sprint(rn(100000, 999999))))
		}},
		{"card_form_json", func(b *B) string {
			p := person(anyCC())
			c := card(pick2(1, 1, 0))
			return fmt.Sprintf(`{"orderId":"%s","amount":%d,"currency":"%s","card":{"holder":"%s","number":"%s","expiryMonth":"%02d","expiryYear":"%d"},"3ds":true}`,
				b.K(fmt.Sprintf("ORD-%d-%05d", recent().Y, rn(1, 99999))), rn(100, 99999), pick("EUR", "RON", "BGN", "RSD", "MKD", "ALL"), strings.ToUpper(ascii(p.First)+" "+ascii(p.Last)), b.P("credit_card", c), rn(1, 12), rn(2026, 2031))
		}},
		{"card_ro_sms_bank", func(b *B) string {
			c := card(0)
			return fmt.Sprintf("Mi-ați retras de două ori %s lei pe %s de pe cardul %s la %s. Vă rog verificați. Mulțumesc!",
				b.K(amt(10, 900, ".")), b.K(recent().DMY(".")), b.P("credit_card", c), pick("Kaufland Militari", "Mega Image", "Bolt", "CFR Călători"))
		}},
		{"card_bg_two", func(b *B) string {
			return fmt.Sprintf("Имам две карти — %s (основна) и %s (допълнителна). Плащането за %s лв. мина от втората, а трябваше от първата.",
				b.Card(0), b.Card(Any), b.K(amt(10, 900, " ")))
		}},
		// ---------------- US SSN / ITIN in the region ----------------
		{"ssn_fatca_it", func(b *B) string {
			p := person("IT")
			return fmt.Sprintf("AUTOCERTIFICAZIONE FATCA/CRS\nCliente: %s\nCittadinanza: italiana e statunitense\nUS TIN (SSN): %s\nCodice fiscale: %s\nResidenza fiscale: Italia, %s\nData: %s",
				p.Full(), b.P("ssn", ssn()), b.K(codiceFiscale(p)), city("IT").city, b.K(recent().DMY("/")))
		}},
		{"ssn_fatca_gr", func(b *B) string {
			return fmt.Sprintf("Δήλωση FATCA: Είμαι φορολογικός κάτοικος ΗΠΑ. Social Security Number: %s. ΑΦΜ Ελλάδας: %s. Ημερομηνία γέννησης %s.",
				b.P("ssn", ssn()), b.K(afm()), b.K(rdate(1950, 2000).DMY("/")))
		}},
		{"ssn_w8ben_itin", func(b *B) string {
			return fmt.Sprintf("W-8BEN, Part I:\nLine 5 U.S. taxpayer identification number (SSN or ITIN): %s\nLine 6a Foreign tax identifying number: %s\nLine 8 Date of birth: %s\nPart II: Serbia, Article %s, %s%% rate",
				b.P("ssn", itin()), b.K(jmbg(rn(71, 79))), b.K(rdate(1970, 2000).DMY("-")), pick("12", "13", "14"), pick("10", "5", "0"))
		}},
		{"ssn_ro_dual", func(b *B) string {
			return fmt.Sprintf("Sunt cetățean american cu reședința în %s. Pentru declarația unică pe %d contabilul îmi cere numărul de securitate socială din SUA: %s. CNP-ul meu e %s.",
				city("RO").city, recent().Y-1, b.P("ssn", ssn()), b.K(cnp()))
		}},
		{"ssn_hr_mirovina", func(b *B) string {
			return fmt.Sprintf("Primam američku mirovinu (Social Security). Moj SSN: %s, OIB: %s. Trebam li to prijaviti Poreznoj upravi do %s?",
				b.P("ssn", ssn()), b.K(oib()), b.K(fmt.Sprintf("28.02.%d", recent().Y)))
		}},
		{"ssn_payroll_csv", func(b *B) string {
			var rows []string
			for i := 0; i < rn(2, 3); i++ {
				p := person(pick("IT", "GR", "LT"))
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", ascii(p.First), ascii(p.Last), b.P("ssn", ssn()), b.K(fmt.Sprintf("E%05d", rn(1, 99999))), b.K(amt(2000, 9000, ""))))
			}
			return "first_name,last_name,ssn,employee_id,gross_eur\n" + strings.Join(rows, "\n")
		}},
		// ---------------- e-mail variants ----------------
		{"email_obfuscated", func(b *B) string {
			p := person(anyCC())
			l := ascii(p.First) + "." + ascii(p.Last)
			dom := pick("libero", "abv", "gmail", "inbox", "siol", "yahoo")
			tld := map[string]string{"libero": "it", "abv": "bg", "gmail": "com", "inbox": "lv", "siol": "net", "yahoo": "com"}[dom]
			v := pick(l+" [at] "+dom+" [dot] "+tld, l+"(at)"+dom+"."+tld, l+" (at) "+dom+" (dot) "+tld)
			return fmt.Sprintf("%s — per evitare lo spam scrivete a %s, rispondo entro %d ore.", pick("Annuncio", "Oglas", "Skelbimas", "Обява"), b.P("email", v), rn(24, 72))
		}},
		{"email_unsubscribe_url", func(b *B) string {
			p := person(anyCC())
			l, d := localPart(p), pick(mailDomains[p.CC]...)
			return fmt.Sprintf("https://newsletter.%s/unsubscribe?email=%s&list=%d&utm_source=newsletter_%s",
				bizDomain(p), b.P("email", l+"%40"+d), rn(1, 99), b.K(recent().ISO()))
		}},
		{"email_mailto_html", func(b *B) string {
			p := person(anyCC())
			e := email(p)
			b.P("email", e)
			vat := "P.IVA <span>" + b.K(partitaIVA()) + "</span>"
			if p.CC != "IT" {
				vat = "VAT <span>" + b.K(p.CC+nzdigits(9)) + "</span>"
			}
			return fmt.Sprintf(`<p>%s: <a href="mailto:%s?subject=%s">%s</a> · %s</p>`, pick("Contatti", "Contact", "Kontakt", "Επικοινωνία"), e, pick("Preventivo", "Ponuda", "Cerere%20oferta"), e, vat)
		}},
		{"email_pec_list", func(b *B) string {
			var rows []string
			for i := 0; i < rn(2, 4); i++ {
				p := person("IT")
				rows = append(rows, fmt.Sprintf("- %s, %s: %s", p.Full(), pick("geometra", "ingegnere", "architetto", "avvocato"), b.P("email", ascii(p.First)+"."+ascii(p.Last)+"@"+pick("pec.it", "legalmail.it", "ingpec.eu", "archiworldpec.it", "geopec.it"))))
			}
			return "Indirizzi PEC per la notifica del verbale di assemblea del " + b.K(recent().DMY("/")) + ":\n" + strings.Join(rows, "\n")
		}},
		// ---------------- phone variants ----------------
		{"phone_tel_link", func(b *B) string {
			cc := anyCC()
			pl := mob(cc)
			c1 := b.P("phone", "+"+pl.cc+pl.nsn)
			c2 := b.P("phone", pl.fmt(NatSp))
			return fmt.Sprintf(`<a class="btn-call" href="tel:%s" data-track="%s">📞 %s</a>`, c1, b.K("cta_"+strings.ToLower(cc)+"_"+fmt.Sprint(rn(1, 99))), c2)
		}},
		{"phone_wa_link", func(b *B) string {
			cc := anyCC()
			pl := mob(cc)
			return fmt.Sprintf("Scrivici su WhatsApp 👉 https://wa.me/%s?text=%s (%s)", b.P("phone", pl.cc+pl.nsn), pick("Ciao%20vorrei%20info", "Bun%C4%83%20ziua", "Hello", "Zdravo"), b.K("ID annuncio "+fmt.Sprint(rn(100000, 999999))))
		}},
		{"phone_table_md", func(b *B) string {
			cc := anyCC()
			var rows []string
			for i := 0; i < rn(2, 4); i++ {
				p := person(cc)
				rows = append(rows, fmt.Sprintf("| %s | %s | %s |", p.Full(), pick("Magazzino", "Vânzări", "Логистика", "Računovodstvo", "Pardavimai", "Λογιστήριο"), b.Ph(cc, Any)))
			}
			return "| Nome | Reparto | Telefono |\n|---|---|---|\n" + strings.Join(rows, "\n")
		}},
		{"phone_intl_00", func(b *B) string {
			cc := anyCC()
			p := person(cc)
			return fmt.Sprintf("From abroad please dial %s (%s). Office hours %s–%s CET. Case ref. %s",
				b.Ph(cc, Intl00), p.Full(), "09:00", "17:30", b.K(fmt.Sprintf("%s-%d-%05d", cc, recent().Y, rn(1, 99999))))
		}},
		{"phone_paren_cc", func(b *B) string {
			cc := anyCC()
			p := person(cc)
			return fmt.Sprintf("%s\n%s\nM %s\nE %s\nVAT %s%s", p.Full(), pick("Sales Manager", "Export Manager", "Country Manager", "Account Executive"), b.Mob(cc, IntlPar), b.WEm(p), cc, b.K(nzdigits(9)))
		}},
	}
}
