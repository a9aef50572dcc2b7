package main

import "fmt"

func sal() string { return fmt.Sprintf("%d,%03d", rn(38, 180), rn(0, 999)) }
func qty() string { return fmt.Sprint(rn(1, 250)) }
func dept() string {
	return pick("Finance", "Ops", "Sales", "HR", "IT", "Marketing", "Legal", "R&D", "Support")
}
func city() string {
	return pick("Berlin", "München", "Köln", "Paris", "Lyon", "Milano", "Roma", "Madrid", "Sevilla", "Amsterdam", "São Paulo", "Mumbai", "Pune", "Sydney", "Tokyo", "Osaka", "Warszawa", "Stockholm", "Zürich", "Lisboa", "Istanbul", "Moskva", "Chicago", "Austin", "Denver", "Toronto", "Dubai")
}
func deZip() string { return fmt.Sprintf("%05d", rn(1067, 99998)) }
func frZip() string { return fmt.Sprintf("%02d%03d", rn(1, 95), rn(0, 999)) }

var piiSchemas = []Schema{
	{"hr_roster_us", []string{"Here's our HR roster export from Workday, can you find duplicate people?\n\n", "Pasted from the HR sheet:\n", "HR roster (Q3) — please reformat as JSON\n\n"},
		[]Col{{"Employee ID", cK(empID)}, {"Full Name", cName}, {"Work Email", cEmail}, {"Mobile", cPh(usAny)}, {"SSN", cSSN(ssn)}, {"Hire Date", cK(date)}, {"Salary", cK(sal)}}, 2, 5},
	{"hr_roster_de", []string{"Mitarbeiterliste aus SAP, bitte nach Abteilung sortieren:\n\n", "Hier die Liste (Excel-Export):\n", ""},
		[]Col{{"Personalnr.", cK(empID)}, {"Vorname", cFirst}, {"Nachname", cLast}, {"E-Mail-Adresse", cEmail}, {"Handynr.", cPh(dePhone)}, {"Tel. privat", cPhOpt(dePhone)}, {"PLZ", cK(deZip)}, {"Eintrittsdatum", cK(date)}}, 2, 5},
	{"customers_fr", []string{"Export clients (CRM) — peux-tu supprimer les doublons ?\n\n", "Voici le fichier clients :\n", ""},
		[]Col{{"N° client", cK(func() string { return "CL" + digs(6) })}, {"Nom", cName}, {"Courriel", cEmail}, {"N° de téléphone", cPh(frPhone)}, {"Code postal", cK(frZip)}, {"Ville", cLit(city)}}, 2, 5},
	{"customers_it", []string{"Elenco clienti esportato dal gestionale:\n\n", "Ecco il foglio, mi serve un riepilogo per città\n", ""},
		[]Col{{"Codice cliente", cK(func() string { return "C-" + digs(5) })}, {"Nome e cognome", cName}, {"Email", cEmail}, {"Telefono cellulare", cPh(itPhone)}, {"Telefono fisso", cPhOpt(itLand)}, {"CAP", cK(func() string { return fmt.Sprintf("%05d", rn(10100, 98168)) })}}, 2, 5},
	{"leads_es", []string{"Leads de la feria, ¿me ayudas a clasificarlos?\n\n", "Copio la tabla del CRM:\n", ""},
		[]Col{{"ID", cK(func() string { return "LD-" + digs(4) })}, {"Nombre", cName}, {"Correo", cEmail}, {"Teléfono fijo", cPhOpt(esLand)}, {"Móvil", cPh(esPhone)}, {"Importe", cK(amountEU)}}, 2, 5},
	{"event_signup", []string{"Google Form responses for the charity 5k:\n\n", "Sign-up sheet export — who hasn't paid yet?\n", ""},
		[]Col{{"Timestamp", cK(func() string { return date() + " " + fmt.Sprintf("%d:%02d:%02d", rn(7, 22), rn(0, 59), rn(0, 59)) })}, {"Full name", cName}, {"Email address", cEmail}, {"Mobile number", cPh(func() string { return pick(usAny(), ukPhone(), auPhone()) })}, {"T-shirt size", cLit(func() string { return pick("S", "M", "L", "XL") })}, {"Paid", cLit(func() string { return pick("yes", "no", "") })}}, 2, 6},
	{"school_contacts", []string{"Class contact sheet (Room 14) — can you make a phone tree from this?\n\n", "School contacts export:\n", ""},
		[]Col{{"Student", cName}, {"Grade", cLit(func() string { return fmt.Sprint(rn(1, 8)) })}, {"Parent/Guardian", cLit(func() string { return first() + " " + last() })}, {"Parent Email", cEmail}, {"contact_no", cPh(usAny)}, {"Alt Phone", cPhOpt(usAny)}}, 2, 5},
	{"payroll_us", []string{"payroll run extract, why is the total off?\n\n", "Payroll register:\n", ""},
		[]Col{{"emp_id", cK(empID)}, {"employee_name", cName}, {"employee_ssn", cSSN(ssnBare)}, {"pay_date", cK(date)}, {"gross", cK(amountUS)}, {"fed_tax_pct", cK(pct)}}, 2, 6},
	{"donors_cards", []string{"Donor list from the gala with card details (I know, I know) — total by tier please\n\n", "Spendenliste:\n", ""},
		[]Col{{"Donor", cName}, {"Email", cEmail}, {"Card Number", cCard(-1)}, {"Exp", cK(func() string { return fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31)) })}, {"Amount", cK(amountUS)}}, 2, 4},
	{"vendor_master_de", []string{"Kreditorenstamm (Auszug), bitte Dubletten finden:\n\n", "Lieferantenstammdaten:\n", ""},
		[]Col{{"Kreditor-Nr.", cK(func() string { return "7" + digs(5) })}, {"Firma", cLit(func() string { return last() + " " + pick("GmbH", "AG", "KG", "& Co. KG") })}, {"Ansprechpartner", cName}, {"E-Mail", cEmail}, {"Telefon", cPh(dePhone)}, {"Fax", cPhOpt(func() string { return "+49 " + pick("30", "40", "89", "221") + " " + nzd(7) })}, {"IBAN", cK(iban)}}, 2, 4},
	{"integrations_creds", []string{"our shared ops sheet of integrations, which of these keys are still used?\n\n", "Credentials tab (don't share!!):\n", ""},
		[]Col{{"Service", cLit(func() string {
			return pick("Stripe", "GitHub", "Slack", "GitLab", "OpenAI", "npm", "Google Maps", "SendGrid", "Shopify", "Hugging Face")
		})}, {"Owner", cEmail}, {"API Key", func(b *B, r *Row) string { return b.P("bearer", apiSecret()) }}, {"Created", cK(date)}}, 2, 4},
	{"klanten_nl", []string{"Klantenbestand export, kun je dit opschonen?\n\n", "", "Ledenlijst:\n"},
		[]Col{{"Klantnr", cK(func() string { return "K" + digs(6) })}, {"Naam", cName}, {"E-mailadres", cEmail}, {"Telefoonnummer", cPh(func() string { return pick(nlPhone(), bePhone()) })}, {"Postcode", cK(func() string { return fmt.Sprintf("%d %s", rn(1000, 9999), alnum(2, "ABCDEFGHJKLMNPRSTVWXZ")) })}}, 2, 5},
	{"clientes_br", []string{"Planilha de clientes, pode separar por estado?\n\n", "Segue a lista:\n", ""},
		[]Col{{"Nome", cName}, {"E-mail", cEmail}, {"Celular", cPh(brPhone)}, {"CEP", cK(func() string { return fmt.Sprintf("%05d-%03d", rn(1000, 99999), rn(0, 999)) })}, {"Valor", cK(func() string { return fmt.Sprintf("R$ %d.%03d,%02d", rn(1, 99), rn(0, 999), rn(0, 99)) })}}, 2, 5},
	{"leads_in", []string{"Leads from the Pune expo:\n\n", "Sales leads sheet, assign to reps pls\n", ""},
		[]Col{{"Lead Name", cName}, {"Email ID", cEmail}, {"Mobile No.", cPh(inPhone)}, {"City", cLit(city)}, {"PIN", cK(func() string { return fmt.Sprint(rn(110001, 560103)) })}, {"Deal Size", cK(func() string { return fmt.Sprintf("₹%d,%02d,%03d", rn(1, 99), rn(0, 99), rn(0, 999)) })}}, 2, 5},
	{"roster_jp", []string{"社員名簿のエクスポートです。部署ごとに並べ替えてください。\n\n", "", "名簿:\n"},
		[]Col{{"社員番号", cK(empID)}, {"氏名", cLit(func() string {
			return pick("田中", "佐藤", "鈴木", "高橋", "渡辺") + " " + pick("太郎", "花子", "健", "美咲", "翔")
		})}, {"メールアドレス", cEmail}, {"電話番号", cPh(jpPhone)}, {"郵便番号", cK(func() string { return fmt.Sprintf("%03d-%04d", rn(100, 999), rn(0, 9999)) })}}, 2, 5},
	{"lista_pl", []string{"Lista uczestników szkolenia:\n\n", "Eksport z CRM:\n", ""},
		[]Col{{"Imię i nazwisko", cName}, {"E-mail", cEmail}, {"Telefon", cPh(plPhone)}, {"Kod pocztowy", cK(func() string { return fmt.Sprintf("%02d-%03d", rn(0, 99), rn(0, 999)) })}, {"Kwota", cK(func() string { return fmt.Sprintf("%d,%02d zł", rn(100, 9999), rn(0, 99)) })}}, 2, 5},
	{"members_au", []string{"Club membership list, renewals due:\n\n", "", "Members export:\n"},
		[]Col{{"Member #", cK(func() string { return "M" + digs(5) })}, {"Name", cName}, {"Email", cEmail}, {"PhoneNumber", cPh(auPhone)}, {"Postcode", cK(func() string { return fmt.Sprint(rn(2000, 7999)) })}, {"Renewal", cK(date)}}, 2, 5},
	{"contractors_itin", []string{"1099 contractors list for year end:\n\n", "Contractor tax sheet:\n", ""},
		[]Col{{"Vendor ID", cK(func() string { return "V" + digs(5) })}, {"Contractor", cName}, {"SSN/TIN", cSSN(func() string {
			if R.Intn(2) == 0 {
				return itin()
			}
			return ssn()
		})}, {"Email", cEmail}, {"YTD Paid", cK(amountUS)}}, 2, 5},
	{"sessions_jwt", []string{"active sessions table dump, why are some tokens not expiring?\n\n", "sessions:\n", ""},
		[]Col{{"user_id", cK(func() string { return digs(6) })}, {"email", cEmail}, {"session_token", func(b *B, r *Row) string { return b.P("jwt", jwt()) }}, {"last_seen", cK(func() string {
			return fmt.Sprintf("2025-%02d-%02d %02d:%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59))
		})}}, 1, 3},
	{"kunden_cn", []string{"客户名单，请帮忙去重：\n\n", "", "导出的表格：\n"},
		[]Col{{"姓名", cLit(func() string {
			return pick("王", "李", "张", "刘", "陈") + pick("伟", "芳", "娜", "敏", "静", "磊")
		})}, {"手机号", cPh(cnPhone)}, {"邮箱", cEmail}, {"订单号", cK(func() string { return "DD" + digs(12) })}}, 2, 5},
	{"kunder_se", []string{"Medlemsregister, export från Excel:\n\n", "", "Kundlista:\n"},
		[]Col{{"Namn", cName}, {"Mobilnummer", cPh(sePhone)}, {"E-post", cEmail}, {"Postnummer", cK(func() string { return fmt.Sprintf("%03d %02d", rn(100, 984), rn(0, 99)) })}}, 2, 5},
	{"musteri_tr", []string{"Müşteri listesi (Excel'den kopyaladım):\n\n", "", "Liste:\n"},
		[]Col{{"Ad Soyad", cName}, {"Cep Telefonu", cPh(trPhone)}, {"E-posta", cEmail}, {"Sipariş No", cK(func() string { return "TR" + digs(8) })}}, 2, 5},
	{"klienty_ru", []string{"Выгрузка клиентов из 1С, нужно убрать дубли:\n\n", "", "Таблица:\n"},
		[]Col{{"ФИО", cName}, {"Телефон", cPh(ruPhone)}, {"Email", cEmail}, {"Сумма", cK(func() string { return fmt.Sprintf("%d %03d,%02d ₽", rn(1, 999), rn(0, 999), rn(0, 99)) })}}, 2, 5},
	{"customers_ar", []string{"قائمة العملاء:\n\n", "", "Customer export (UAE/KSA):\n"},
		[]Col{{"الاسم", cName}, {"الهاتف", cPh(aePhone)}, {"البريد الإلكتروني", cEmail}, {"رقم الطلب", cK(orderID)}}, 2, 5},
	{"clientes_pt", []string{"Lista de clientes (Lisboa):\n\n", "", "Exportação:\n"},
		[]Col{{"Nome", cName}, {"Telemóvel", cPh(ptPhone)}, {"Email", cEmail}, {"Código postal", cK(func() string { return fmt.Sprintf("%04d-%03d", rn(1000, 9999), rn(0, 999)) })}}, 2, 5},
	{"members_kr", []string{"회원 명단 엑셀 복사본입니다:\n\n", "", "명단:\n"},
		[]Col{{"이름", cLit(func() string { return pick("김", "이", "박", "최") + pick("민준", "서연", "지호", "하은") })}, {"휴대폰", cPh(krPhone)}, {"이메일", cEmail}, {"가입일", cK(date)}}, 2, 5},
	{"contacts_ch_at", []string{"Adressliste Verein (CH/AT):\n\n", "", "Kontakte:\n"},
		[]Col{{"Name", cName}, {"Natel / Mobil", cPh(func() string { return pick(chPhone(), atPhone()) })}, {"E-Mail", cEmail}, {"PLZ", cK(func() string { return fmt.Sprint(rn(1000, 9658)) })}}, 2, 5},
	{"sales_pipeline_uk", []string{"Pipeline export from Salesforce — weighted forecast please\n\n", "", "Opportunities:\n"},
		[]Col{{"Opportunity", cK(func() string { return "OPP-" + digs(6) })}, {"Contact", cName}, {"Contact Email", cEmail}, {"Direct Line", cPh(ukPhone)}, {"Amount (GBP)", cK(func() string { return fmt.Sprintf("£%d,%03d", rn(1, 250), rn(0, 999)) })}, {"Probability", cK(pct)}}, 2, 5},
}
