package main

import (
	"fmt"
	"strings"
)

func deZip() string {
	return pick("10115 Berlin", "80331 München", "20095 Hamburg", "50667 Köln", "60311 Frankfurt am Main", "1010 Wien", "8001 Zürich", "70173 Stuttgart")
}
func frZip() string {
	return pick("75008 Paris", "69002 Lyon", "13001 Marseille", "33000 Bordeaux", "1000 Bruxelles", "31000 Toulouse")
}

func phoneTemplates() []Tmpl {
	return []Tmpl{
		{"phone_us_ca_support", func(b *B) {
			ph := nanp(chance(0.2))
			switch r.Intn(6) {
			case 0:
				b.F("Hi, this is {} from unit {}. Best number to reach me is {} after {} PT. Re: work order {}.", Tv(anyPerson().First), Kv(pick("4B", "12", "305", "7C")), Pv(fP, ph), Kv(pick("5pm", "6pm", "4:30pm")), Kv("WO-"+nz(6)))
			case 1:
				b.F("Please call {} to confirm the delivery window for order {} ({}).", Pv(fP, ph), Kv(amazonOrder()), Kv(rdate().long()))
			case 2:
				b.F("Text me at {} if the tech is running late — gate code is not needed, building {}.", Pv(fP, ph), Kv(nz(3)))
			case 3:
				b.F("Callback requested: {} | reason: billing dispute {} | amount {} | queue: Tier 2", Pv(fP, ph), Kv(invoiceNo()), Kv(money()))
			case 4:
				b.F("My cell changed to {}, please update it on policy {} effective {}.", Pv(fP, ph), Kv("POL-"+upnum(3)+"-"+nz(7)), Kv(rdate().us()))
			default:
				b.F("Customer {} left a voicemail, wants a call back at {} or at work {}. Zip on file {}.", Tv(anyPerson().Full()), Pv(fP, ph), Pv(fP, nanp(false)), Kv(pick("94103", "10011", "60614", "98101", "02139", "78704")+pick("", "-"+digits(4))))
			}
		}},
		{"phone_uk", func(b *B) {
			ph := phoneOf("GB")
			pc := pick("SW1A 1AA", "EC2A 4BX", "M1 2WD", "EH1 3EG", "BS1 5TR", "LS1 4DY")
			switch r.Intn(4) {
			case 0:
				b.F("Ring me on {} if the courier can't find the flat — postcode {}, parcel ref {}.", Pv(fP, ph), Kv(pc), Kv(upnum(2)+nz(9)+"GB"))
			case 1:
				b.F("Mobile: {}\nHome: {}\nNHS no. not given. Appointment {} at {}.", Pv(fP, phoneOf("GB")), Pv(fP, ph), Kv(rdate().uk()), Kv(rtime()))
			case 2:
				b.F("Hiya, it's {} — my new number's {}, old one {} is going to be cancelled on {}.", Tv(anyPerson().First), Pv(fP, ph), Pv(fP, phoneOf("GB")), Kv(rdate().uk()))
			default:
				b.F("Landlord contact for {}: {} (weekdays only). Deposit reference {}.", Kv(pc), Pv(fP, ph), Kv("DPS"+nz(8)))
			}
		}},
		{"phone_dach", func(b *B) {
			cc := pick("DE", "DE", "DE", "AT", "CH")
			ph := phoneOf(cc)
			switch r.Intn(6) {
			case 0:
				b.F("Bitte rufen Sie mich unter {} zurück, es geht um die Bestellung {} vom {}.", Pv(fP, ph), Kv(nz(9)), Kv(rdate().eu()))
			case 1:
				b.F("Tel.: {}\nAdresse: Hauptstraße {}, {}\nKundennummer: {}", Pv(fP, ph), Kv(fmt.Sprint(between(1, 180))), Kv(deZip()), Kv("KD-"+nz(6)))
			case 2:
				b.F("Handy: {} (erreichbar ab {} Uhr), Festnetz {}", Pv(fP, ph), Kv(rtime()), Pv(fP, phoneOf(cc)))
			case 3:
				b.F("Hallo, der Techniker soll sich bitte vorher unter {} melden. Termin: {}, {}–{} Uhr.", Pv(fP, ph), Kv(rdate().eu()), Kv(rtime()), Tv(rtime()))
			case 4:
				b.F("Rückrufbitte: Frau {} – {} – Vertrag {} – Anliegen: Tarifwechsel zum {}", Tv(personOf("de").Last), Pv(fP, ph), Kv(nz(10)), Kv(rdate().eu()))
			default:
				b.F("Mit freundlichen Grüßen\n{}\n{}\nT {}\nF {}\nwww.{}", Tv(personOf("de").Full()), Tv(company()), Pv(fP, ph), Pv(fP, phoneOf(cc)), Tv(pick("helios-energie.de", "kanzlei-berger.at", "praxis-vogel.ch")))
			}
		}},
		{"phone_french", func(b *B) {
			cc := pick("FR", "FR", "FR", "BE", "CH")
			ph := phoneOf(cc)
			switch r.Intn(5) {
			case 0:
				b.F("Bonjour, vous pouvez me joindre au {} pour la livraison de la commande {} du {}.", Pv(fP, ph), Kv(nz(8)), Kv(rdate().uk()))
			case 1:
				b.F("Portable : {}\nFixe : {}\nAdresse : {} rue de la République, {}", Pv(fP, ph), Pv(fP, phoneOf(cc)), Kv(fmt.Sprint(between(1, 120))), Kv(frZip()))
			case 2:
				b.F("Mon nouveau numéro est le {}, merci de mettre à jour mon dossier {}.", Pv(fP, ph), Kv("N° "+nz(7)))
			case 3:
				b.F("Tél. : {} — disponible du lundi au vendredi de {} à {}. Réf. devis {}", Pv(fP, ph), Kv(pick("9h", "8h30", "10h")), Kv(pick("18h", "17h30", "19h")), Kv("DV-"+nz(5)))
			default:
				b.F("Appelez-moi sur mon portable au {} avant le {}, sinon laissez un message.", Pv(fP, ph), Kv(rdate().uk()))
			}
		}},
		{"phone_iberia", func(b *B) {
			cc := pick("ES", "ES", "PT")
			ph := phoneOf(cc)
			if cc == "ES" {
				switch r.Intn(4) {
				case 0:
					b.F("Hola, mi móvil es {}. Llamadme para concretar la entrega del pedido {}.", Pv(fP, ph), Kv(nz(9)))
				case 1:
					b.F("Teléfono de contacto: {}\nDirección: Calle Mayor {}, {}\nCita: {} a las {}", Pv(fP, ph), Kv(fmt.Sprint(between(1, 90))), Kv(pick("28013 Madrid", "08002 Barcelona", "46001 Valencia", "41001 Sevilla")), Kv(rdate().uk()), Kv(rtime()))
				case 2:
					b.F("Si no contesto al {}, probad en el fijo {}. Nº de incidencia {}", Pv(fP, ph), Pv(fP, pat(pick("91 N## ## ##", "93 N## ## ##", "96 N## ## ##", "+34 91 N## ## ##"))), Kv(nz(8)))
				default:
					b.F("WhatsApp: {} · horario de {} a {} · factura {}", Pv(fP, ph), Kv(rtime()), Tv(rtime()), Kv(invoiceNo()))
				}
			} else {
				switch r.Intn(2) {
				case 0:
					b.F("Boa tarde, o meu telemóvel é {}. A encomenda {} ainda não chegou ({}).", Pv(fP, ph), Kv(nz(9)), Kv(rdate().uk()))
				default:
					b.F("Contacto: {} — Rua Augusta {}, {}", Pv(fP, ph), Kv(fmt.Sprint(between(1, 200))), Kv(pick("1100-053 Lisboa", "4000-322 Porto")))
				}
			}
		}},
		{"phone_italy", func(b *B) {
			ph := phoneOf("IT")
			switch r.Intn(4) {
			case 0:
				b.F("Buongiorno, il mio cellulare è {}. Potete richiamarmi per l'ordine n. {}?", Pv(fP, ph), Kv(nz(8)))
			case 1:
				b.F("Tel. {} – Cell. {}\nVia Roma {}, {}\nP.IVA aziendale {}", Pv(fP, phoneOf("IT")), Pv(fP, ph), Kv(fmt.Sprint(between(1, 150))), Kv(pick("20121 Milano", "00184 Roma", "10121 Torino", "50122 Firenze")), Kv("IT"+nz(11)))
			case 2:
				b.F("Chiamami al {} dopo le {}, grazie! Appuntamento del {} confermato.", Pv(fP, ph), Kv(rtime()), Kv(rdate().eu()))
			default:
				b.F("Recapito telefonico: {} (ufficio) / {} (personale)", Pv(fP, phoneOf("IT")), Pv(fP, ph))
			}
		}},
		{"phone_benelux_nordic", func(b *B) {
			cc := pick("NL", "NL", "SE", "NO", "DK", "FI")
			ph := phoneOf(cc)
			switch cc {
			case "NL":
				b.F(pick("Bel me gerust op {} over bestelling {}.", "Mijn mobiele nummer is {}, klantnummer {}.", "Tel: {} — ordernummer {}"), Pv(fP, ph), Kv(nz(8)))
			case "SE":
				b.F(pick("Ring mig på {} angående ärende {}.", "Mobil: {}\nKundnummer: {}"), Pv(fP, ph), Kv(nz(7)))
			case "NO":
				b.F(pick("Du kan ringe meg på {} om pakken, sporingsnummer {}.", "Mobil {} – ordre {}"), Pv(fP, ph), Kv("70"+nz(16)))
			case "DK":
				b.F(pick("Ring venligst på {} vedrørende sag {}.", "Tlf. {} · ordrenr. {}"), Pv(fP, ph), Kv(nz(7)))
			default:
				b.F(pick("Soita minulle numeroon {}, tilausnumero {}.", "Puh. {} / asiakasnro {}"), Pv(fP, ph), Kv(nz(8)))
			}
		}},
		{"phone_east_europe", func(b *B) {
			cc := pick("PL", "CZ", "RU", "RU", "UA")
			ph := phoneOf(cc)
			switch cc {
			case "PL":
				b.F(pick("Dzień dobry, proszę o kontakt pod numerem {} w sprawie zamówienia {}.", "Tel. kom.: {}\nNr klienta: {}"), Pv(fP, ph), Kv(nz(9)))
			case "CZ":
				b.F(pick("Zavolejte mi prosím na {}, číslo objednávky {}.", "Tel.: {} · IČO {}"), Pv(fP, ph), Kv(nz(8)))
			case "RU":
				switch r.Intn(3) {
				case 0:
					b.F("Здравствуйте, перезвоните мне по номеру {} по заказу № {} от {}.", Pv(fP, ph), Kv(nz(8)), Kv(rdate().eu()))
				case 1:
					b.F("Тел.: {}\nМоб.: {}\nАдрес: ул. Ленина, д. {}, кв. {}, {}", Pv(fP, phoneOf("RU")), Pv(fP, ph), Kv(fmt.Sprint(between(1, 99))), Kv(fmt.Sprint(between(1, 300))), Kv(pick("101000 Москва", "190000 Санкт-Петербург")))
				default:
					b.F("Курьер, позвоните за час: {}. Сумма к оплате {} ₽.", Pv(fP, ph), Kv(fmt.Sprintf("%d %03d", between(1, 99), r.Intn(1000))))
				}
			default:
				b.F(pick("Добрий день, мій номер {}, замовлення {}.", "Тел. {} — номер посилки {}"), Pv(fP, ph), Kv("20"+nz(12)))
			}
		}},
		{"phone_tr_gr_il", func(b *B) {
			cc := pick("TR", "TR", "GR", "IL")
			ph := phoneOf(cc)
			switch cc {
			case "TR":
				b.F(pick("Merhaba, siparişim {} hakkında {} numarasından bana ulaşabilirsiniz.", "Sipariş no: {}\nCep: {}"), Kv(nz(9)), Pv(fP, ph))
			case "GR":
				b.F(pick("Καλησπέρα, το κινητό μου είναι {} — αριθμός παραγγελίας {}.", "Τηλ.: {} · Αρ. πελάτη {}"), Pv(fP, ph), Kv(nz(7)))
			default:
				b.F(pick("שלום, אפשר לחזור אליי למספר {} לגבי הזמנה {}.", "טלפון: {} | מס' לקוח {}"), Pv(fP, ph), Kv(nz(7)))
			}
		}},
		{"phone_arabic_region", func(b *B) {
			cc := pick("AE", "SA", "EG", "MA", "IR")
			ph := phoneOf(cc)
			switch r.Intn(4) {
			case 0:
				b.F("مرحبا، رقم جوالي {} بخصوص الطلب رقم {}", Pv(fP, ph), Kv(nz(8)))
			case 1:
				// the same number written in Arabic-Indic (or Persian) digits
				v := arabicIndic(ph, cc == "IR")
				b.F("يرجى الاتصال على {} قبل الساعة {}", Pv(fP, v), Kv(rtime()))
			case 2:
				b.F("Hi, please WhatsApp me on {} about booking ref {} for {}.", Pv(fP, ph), Kv(upnum(6)), Kv(rdate().long()))
			default:
				b.F("هاتف: {}\nالرمز البريدي: {}\nرقم العميل: {}", Pv(fP, ph), Kv(nz(5)), Kv(nz(7)))
			}
		}},
		{"phone_south_asia", func(b *B) {
			cc := pick("IN", "IN", "IN", "PK", "BD")
			ph := phoneOf(cc)
			switch r.Intn(5) {
			case 0:
				b.F("Sir, my mobile no is {}, kindly update in my account. Order ID {} placed on {}.", Pv(fP, ph), Kv("OD"+nz(17)), Kv(rdate().uk()))
			case 1:
				b.F("Contact person: {} | Mob: {} | PIN {}", Tv(personOf("in").Full()), Pv(fP, ph), Kv(pick("560001", "400001", "110001", "600028", "500081")))
			case 2:
				b.F("कृपया मुझे {} पर कॉल करें, ऑर्डर नंबर {}", Pv(fP, ph), Kv(nz(10)))
			case 3:
				b.F("मेरा मोबाइल नंबर {} है।", Pv(fP, devanagari(phoneOf("IN"))))
			default:
				b.F("Delivery boy pls call {} or {} before coming, flat {}, {} cross.", Pv(fP, ph), Pv(fP, phoneOf(cc)), Kv(fmt.Sprint(between(101, 1204))), Kv(pick("2nd", "4th", "7th")))
			}
		}},
		{"phone_chinese", func(b *B) {
			cc := pick("CN", "CN", "CN", "HK", "TW")
			ph := phoneOf(cc)
			switch r.Intn(4) {
			case 0:
				b.F("您好，我的手机号是{}，订单{}一直显示未发货。", Pv(fP, ph), Kv(digits(18)))
			case 1:
				b.F("联系人：{}\n电话：{}\n地址：{}\n邮编：{}", Tv(personOf("zh").Native), Pv(fP, ph), Tv(pick("北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号", "深圳市南山区科技园")), Kv(pick("100022", "200120", "518057")))
			case 2:
				b.F("麻烦快递员到了打我电话 {}，或者打 {} 找我同事。", Pv(fP, ph), Pv(fP, phoneOf(cc)))
			default:
				b.F("聯絡電話：{}，預約日期 {} {}", Pv(fP, ph), Kv(rdate().iso()), Kv(rtime()))
			}
		}},
		{"phone_japan", func(b *B) {
			ph := phoneOf("JP")
			switch r.Intn(5) {
			case 0:
				b.F("お世話になっております。折り返しは{}までお願いいたします。注文番号：{}", Pv(fP, ph), Kv(nz(3)+"-"+digits(7)))
			case 1:
				b.F("氏名：{}\n電話番号：{}\n郵便番号：〒{}\n生年月日は記載不要です。", Tv(personOf("ja").Native), Pv(fP, fullwidth(phoneNational("JP"))), Kv(nz(3)+"-"+digits(4)))
			case 2:
				b.F("携帯：{}　受付日：{}", Pv(fP, ph), Kv(rdate().ja()))
			case 3:
				b.F("TEL {} / FAX {}（平日{}〜{}）", Pv(fP, ph), Pv(fP, phoneNational("JP")), Kv(rtime()), Tv(rtime()))
			default:
				b.F("配達前に{}へご連絡ください。お問い合わせ番号 {}", Pv(fP, ph), Kv(group(digits(12), "-", 4, 4, 4)))
			}
		}},
		{"phone_korea", func(b *B) {
			ph := phoneOf("KR")
			switch r.Intn(3) {
			case 0:
				b.F("안녕하세요, 배송 전에 {}로 연락 부탁드립니다. 주문번호 {}", Pv(fP, ph), Kv(digits(4)+digits(10)))
			case 1:
				b.F("휴대폰: {}\n주소: 서울특별시 강남구 테헤란로 {}\n우편번호: {}", Pv(fP, ph), Kv(fmt.Sprint(between(1, 500))), Kv(pick("06236", "04524", "13487")))
			default:
				b.F("담당자 {} ({}) / 사무실 {}", Tv(personOf("ko").Native), Pv(fP, ph), Pv(fP, phoneOf("KR")))
			}
		}},
		{"phone_southeast_asia", func(b *B) {
			cc := pick("SG", "MY", "ID", "PH", "VN", "TH")
			ph := phoneOf(cc)
			switch cc {
			case "SG":
				b.F(pick("Hi, can call me at {} re: HDB block {} appointment?", "Contact no: {} · unit #{}"), Pv(fP, ph), Kv(pick("", "#")+nz(3)))
			case "MY":
				b.F(pick("Boleh call saya di {} untuk order {} ya.", "No. Tel: {}\nNo. pesanan: {}"), Pv(fP, ph), Kv(nz(12)))
			case "ID":
				b.F(pick("Kak, nomor WA saya {}, pesanan {} belum sampai.", "No. HP: {} — resi {}"), Pv(fP, ph), Kv("JP"+nz(10)))
			case "PH":
				b.F(pick("Pls text me at {} for the delivery, order no. {}", "Mobile #: {} / Ref {}"), Pv(fP, ph), Kv(nz(10)))
			case "VN":
				b.F(pick("Chào shop, SĐT của mình là {}, mã đơn {}.", "Liên hệ: {} – mã vận đơn {}"), Pv(fP, ph), Kv(upnum(4)+nz(8)))
			default:
				b.F(pick("สวัสดีค่ะ เบอร์ติดต่อ {} เลขที่คำสั่งซื้อ {}", "โทร {} หมายเลขพัสดุ {}"), Pv(fP, ph), Kv("TH"+nz(12)))
			}
		}},
		{"phone_anz", func(b *B) {
			cc := pick("AU", "AU", "NZ")
			ph := phoneOf(cc)
			switch r.Intn(4) {
			case 0:
				b.F("G'day, best to reach me on {} — I'm at the site in {} until {}.", Pv(fP, ph), Kv(pick("Parramatta NSW 2150", "Fitzroy VIC 3065", "Fortitude Valley QLD 4006", "Ponsonby, Auckland 1011")), Kv(rtime()))
			case 1:
				b.F("Ph: {}\nMob: {}\nABN {}", Pv(fP, phoneOf(cc)), Pv(fP, ph), Kv(group(nz(11), " ", 2, 3, 3, 3)))
			case 2:
				b.F("Booking {} for {} — customer mobile {}", Kv(upnum(6)), Kv(rdate().uk()), Pv(fP, ph))
			default:
				b.F("Can you give me a bell on {} about the quote ({} inc GST)?", Pv(fP, ph), Kv(fmt.Sprintf("$%d.%02d", between(100, 9999), r.Intn(100))))
			}
		}},
		{"phone_latam", func(b *B) {
			cc := pick("BR", "BR", "MX", "AR", "CO", "CL", "PE")
			ph := phoneOf(cc)
			if cc == "BR" {
				switch r.Intn(3) {
				case 0:
					b.F("Olá, meu celular/WhatsApp é {}. Pedido {} ainda não chegou, CEP {}.", Pv(fP, ph), Kv(nz(9)), Kv(pick("01310-100", "20040-020", "30130-010", "80010-000")))
				case 1:
					b.F("Telefone: {}\nCelular: {}\nNº do protocolo: {}", Pv(fP, phoneOf("BR")), Pv(fP, ph), Kv(fmt.Sprint(between(2023, 2026))+nz(10)))
				default:
					b.F("Me liga no {} depois das {}, por favor.", Pv(fP, ph), Kv(rtime()))
				}
				return
			}
			switch r.Intn(3) {
			case 0:
				b.F("Hola, mi celular es {}. El pedido {} llegó incompleto el {}.", Pv(fP, ph), Kv(nz(10)), Kv(rdate().uk()))
			case 1:
				b.F("Tel. de contacto: {}\nC.P. {}\nFolio: {}", Pv(fP, ph), Kv(pick("06600", "44100", "64000", "C1043", "110111")), Kv(upnum(3)+nz(6)))
			default:
				b.F("Escribime al WhatsApp {} o llamá al {}.", Pv(fP, ph), Pv(fP, phoneOf(cc)))
			}
		}},
		{"phone_africa", func(b *B) {
			cc := pick("ZA", "NG", "KE")
			ph := phoneOf(cc)
			switch r.Intn(3) {
			case 0:
				b.F("Hello, kindly call me on {} regarding my order {}. Thank you.", Pv(fP, ph), Kv(nz(9)))
			case 1:
				b.F("Cell: {}\nAlt: {}\nAccount ref: {}", Pv(fP, ph), Pv(fP, phoneOf(cc)), Kv(upnum(2)+nz(6)))
			default:
				b.F("M-Pesa till {} paid {} — confirm with the buyer on {}", Kv(nz(6)), Kv(fmt.Sprintf("KES %d", between(100, 50000))), Pv(fP, ph))
			}
		}},
		{"phone_e164_sms_log", func(b *B) {
			cc := pickS(allCountries)
			to := e164(phoneIntl(cc))
			switch r.Intn(4) {
			case 0:
				b.F("{} INFO sms.Dispatcher sent otp to={} from={} sid=SM{} segments=1 price=-0.0{}", Kv(isoTS()), Pv(fP, to), Kv(pick("ACME", "VERIFY", "Brightpath")), Kv(hexl(32)), Tv(digits(3)))
			case 1:
				b.F(`{"MessageSid":"SM{}","To":"{}","From":"{}","Body":"Your code is {}","Status":"delivered"}`, Kv(hexl(32)), Pv(fP, to), Pv(fP, e164(phoneIntl("US"))), Kv(digits(6)))
			case 2:
				b.F("aws sns publish --phone-number \"{}\" --message \"Your appointment on {} is confirmed\"", Pv(fP, to), Kv(rdate().iso()))
			default:
				b.F("WARN twilio: 21211 Invalid 'To' Phone Number: {} (request {})", Pv(fP, to), Kv(uuid4()))
			}
		}},
		{"phone_crm_csv", func(b *B) {
			b.T(pick("contact_id,name,phone,country,last_order\n", "id;Name;Telefon;Land;Kundennr\n"))
			sep := ","
			if strings.Contains(b.sb.String(), ";") {
				sep = ";"
			}
			n := between(2, 4)
			for i := 0; i < n; i++ {
				cc := pickS(allCountries)
				b.F("{}"+sep+"{}"+sep+"{}"+sep+"{}"+sep+"{}\n", Kv(nz(5)), Tv(anyPerson().Full()), Pv(fP, phoneOf(cc)), Tv(cc), Kv(pick("SO-", "K")+nz(6)))
			}
		}},
		{"phone_json_profile", func(b *B) {
			cc := pickS(allCountries)
			switch r.Intn(3) {
			case 0:
				b.F(`{"customer":{"id":"{}","phone":"{}","phone_verified":true,"country":"{}","updated_at":"{}"}}`, Kv("cus_"+alnum(14)), Pv(fP, e164(phoneIntl(cc))), Tv(cc), Kv(isoTS()))
			case 1:
				b.F(`{"shipping":{"name":"{}","phone":"{}","postal_code":"{}"},"order_id":{}}`, Tv(anyPerson().Full()), Pv(fP, phoneOf(cc)), Kv(nz(5)), Kv(nz(9)))
			default:
				b.F("contact:\n  name: {}\n  mobile: \"{}\"\n  alt_phone: \"{}\"\n  ticket: {}", Tv(anyPerson().Full()), Pv(fP, phoneIntl(cc)), Pv(fP, phoneNational(cc)), Kv(ticketNo()))
			}
		}},
		{"phone_tel_wa_links", func(b *B) {
			cc := pickS(allCountries)
			in := phoneIntl(cc)
			d := strings.TrimPrefix(e164(in), "+")
			switch r.Intn(3) {
			case 0:
				b.F(`<a href="tel:{}" class="btn btn-call">{}</a> <a href="https://wa.me/{}?text=Hi%20about%20listing%20{}">WhatsApp</a>`, Pv(fP, e164(in)), Pv(fP, in), Pv(fP, d), Kv(nz(7)))
			case 1:
				b.F("Message me on WhatsApp: https://wa.me/{} (listing #{}, price {})", Pv(fP, d), Kv(nz(6)), Kv(money()))
			default:
				b.F("[Call us](tel:{}) · Mon–Fri {}–{}", Pv(fP, e164(in)), Kv(rtime()), Tv(rtime()))
			}
		}},
		{"phone_email_signature", func(b *B) {
			p := anyPerson()
			cc := pick("US", "GB", "DE", "FR", "AU", "IN", "SG", "NL", "CA")
			b.F("--\n{}\n{} | {}\nM: {}\nO: {}\n{}", Tv(p.Full()), Tv(pick("Account Executive", "Head of Procurement", "Site Manager", "Senior Recruiter")), Tv(company()), Pv(fP, phoneOf(cc)), Pv(fP, phoneOf(cc)), Pv(fE, emailOf(p, true)))
		}},
		{"phone_chat_transcript", func(b *B) {
			cc := pick("US", "GB", "IN", "AU", "CA", "ZA", "NG", "PH", "IE")
			if cc == "IE" {
				cc = "GB"
			}
			ph := phoneOf(cc)
			b.F("Agent ({}): Could you confirm a callback number?\nCustomer: sure it's {}\nAgent: Thanks! I've noted it on case {}. Anything else?\nCustomer: my other line is {} if that fails", Kv(rtime()), Pv(fP, ph), Kv(ticketNo()), Pv(fP, phoneOf(cc)))
		}},
		{"phone_with_extension", func(b *B) {
			cc := pick("US", "US", "CA", "GB", "DE")
			ph := phoneOf(cc)
			ext := pick(" ext. ", " x", " ext ", " Durchwahl -", " #")
			b.F("Reach our claims adjuster {} at {}{}{} (Mon–Thu). Claim {} filed {}.", Tv(anyPerson().Full()), Pv(fP, ph), Tv(ext), Tv(fmt.Sprint(between(10, 9999))), Kv("CLM-"+nz(8)), Kv(rdate().us()))
		}},
		{"phone_pbx_cdr", func(b *B) {
			cc := pickS(allCountries)
			switch r.Intn(3) {
			case 0:
				b.F("calldate,src,dst,duration,billsec,disposition,uniqueid\n{},{},{},{},{},ANSWERED,{}", Kv(rdate().iso()+" "+rtimes()), Pv(fP, e164(phoneIntl(cc))), Kv(fmt.Sprint(between(100, 299))), Tv(fmt.Sprint(between(5, 900))), Tv(fmt.Sprint(between(1, 880))), Kv(fmt.Sprintf("%d.%d", unixTS(), between(1, 999))))
			case 1:
				b.F("Missed call from {} at {} ({} rings). Voicemail: \"Hi it's {}, call me back on {}\"", Pv(fP, phoneIntl(cc)), Kv(rtime()), Kv(fmt.Sprint(between(3, 8))), Tv(anyPerson().First), Pv(fP, phoneOf(cc)))
			default:
				b.F("NOTICE[{}] chan_sip.c: Call from '{}' (\"{}\" <{}>) to extension '{}' rejected", Kv(nz(5)), Kv("trunk-"+nz(2)), Tv(anyPerson().Full()), Pv(fP, e164(phoneIntl(cc))), Kv(fmt.Sprint(between(200, 299))))
			}
		}},
		{"phone_2fa_number_change", func(b *B) {
			cc := pickS(allCountries)
			old, nw := phoneOf(cc), phoneOf(cc)
			b.F("I switched carriers and my number changed from {} to {}. Since {} I don't get the SMS codes for account {} anymore.", Pv(fP, old), Pv(fP, nw), Kv(rdate().long()), Kv("#"+nz(8)))
		}},
		{"phone_vcard_tel", func(b *B) {
			p := anyPerson()
			cc := pickS(allCountries)
			b.F("BEGIN:VCARD\nVERSION:3.0\nN:{};{};;;\nFN:{}\nTEL;TYPE=CELL:{}\nTEL;TYPE=WORK,VOICE:{}\nADR;TYPE=WORK:;;{} Market St;San Francisco;CA;{};USA\nEND:VCARD", Tv(p.Last), Tv(p.First), Tv(p.Full()), Pv(fP, phoneIntl(cc)), Pv(fP, phoneOf(cc)), Kv(fmt.Sprint(between(100, 2999))), Kv(pick("94103", "94105", "94107")))
		}},
		{"phone_bare_digits_labelled", func(b *B) {
			var v, lbl string
			switch r.Intn(6) {
			case 0:
				v, lbl = nanpPlain(), pick("Phone: ", "phone ", "Cell: ", "call me at ")
			case 1:
				v, lbl = "07"+pat("{456789}")+digits(8), pick("Mobile: ", "mob ", "Tel ")
			case 2:
				v, lbl = "0"+pat("{1234567}")+digits(8), pick("Tél : ", "Portable : ")
			case 3:
				v, lbl = "01"+pat("{567}")+digits(8), pick("Handynummer: ", "Mobil ")
			case 4:
				v, lbl = pat("{6789}")+digits(9), pick("Mobile No. ", "Mob: ", "Ph ")
			default:
				v, lbl = "1"+pat("{3589}")+digits(9), pick("手机：", "电话 ")
			}
			b.F("{}{} — {} / ref {}", Tv(lbl), Pv(fP, v), Tv(anyPerson().Full()), Kv(pick("ORD", "TKT", "RMA")+"-"+nz(6)))
		}},
		{"phone_address_block", func(b *B) {
			cc := pick("US", "GB", "DE", "FR", "ES", "IT", "NL", "AU", "BR", "JP")
			p := personOf(map[string]string{"US": "en", "GB": "en", "DE": "de", "FR": "fr", "ES": "es", "IT": "it", "NL": "nl", "AU": "en", "BR": "pt", "JP": "ja"}[cc])
			addr := map[string]string{
				"US": "{} Oak Street, Apt {}\nAustin, TX 78704",
				"GB": "{} Baker Street, Flat {}\nLondon NW1 6XE",
				"DE": "Lindenallee {}, Whg. {}\n50968 Köln",
				"FR": "{} avenue Victor Hugo, Bât. {}\n75116 Paris",
				"ES": "Calle de Alcalá {}, {}º\n28009 Madrid",
				"IT": "Corso Buenos Aires {}, int. {}\n20124 Milano",
				"NL": "Prinsengracht {}, {}\n1015 DX Amsterdam",
				"AU": "{} George St, Unit {}\nSydney NSW 2000",
				"BR": "Av. Paulista, {}, apto {}\n01310-100 São Paulo - SP",
				"JP": "東京都渋谷区神南{}-{}\n〒150-0041",
			}[cc]
			b.F("Ship to:\n{}\n", Tv(p.Full()))
			b.F(addr, Kv(fmt.Sprint(between(2, 240))), Kv(fmt.Sprint(between(2, 40))+pick("", "B")))
			b.F("\nPhone: {}\nOrder {} · {}", Pv(fP, phoneOf(cc)), Kv(amazonOrder()), Kv(money()))
		}},
	}
}
