package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func piiTemplates() []T {
	return []T{
		// ---------------- carrier setup, W-9, tax ----------------
		{"w9_sole_prop_ssn", func(g *G, b *B) string {
			p, pl := g.person(""), g.usPlace()
			return fmt.Sprintf("Form W-9 (Rev. March 2024)\n1 Name: %s\n2 Business name/disregarded entity: %s Trucking\n3a [X] Individual/sole proprietor\n5 Address: %d County Rd %d\n6 City, state, ZIP: %s, %s %s\nPart I Taxpayer Identification Number (TIN)\nSocial security number: %s\nEmployer identification number: ____-________\nCarrier %s / %s",
				p.Full(), p.Last, g.n(100, 9999), g.n(1, 400), pl.City, pl.St, b.K(pl.Zip), b.P("ssn", g.ssn()), b.K(g.mc()), b.K(g.dot()))
		}},
		{"w9_itin_owner_op", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("W-9 received for owner-operator %s (%s). TIN type: ITIN. TIN: %s. No EIN on file; previous broker paid under EIN %s (his cousin's LLC) - do NOT use. Setup date %s.",
				p.Full(), b.K(g.mc()), b.P("ssn", g.itin()), b.K(g.ein()), b.K(g.date()))
		}},
		{"setup_packet_contact", func(g *G, b *B) string {
			p, c := g.person(""), g.carrier()
			return fmt.Sprintf("Carrier setup complete: %s, %s, %s, SCAC %s. Owner: %s, cell %s, email %s. Insurance: auto liability $1,000,000 / cargo $100,000, policy %s exp %s.",
				c.Name, b.K(g.mc()), b.K(g.dot()), b.K(g.scac()), p.Full(), b.P("phone", g.phoneNA("")), b.P("email", g.email(p, "")), b.K("CA"+g.digits(8)), b.K(g.date()))
		}},
		{"setup_ssn_spaced", func(g *G, b *B) string {
			s := strings.ReplaceAll(g.ssn(), "-", " ")
			return fmt.Sprintf("Owner op setup - %s. Driver wrote his SSN with spaces on the packet: SSN %s. EIN field blank. Factoring: none. Equipment: 53' dry van, trailer #%s.",
				b.K(g.mc()), b.P("ssn", s), b.K(g.trailer()))
		}},
		{"setup_ssn_bare", func(g *G, b *B) string {
			s := strings.ReplaceAll(g.ssn(), "-", "")
			return fmt.Sprintf("Tax ID (SSN): %s\nMC#: %s\nDOT#: %s\nRemit to: same as physical address, ZIP %s",
				b.P("ssn", s), b.K(g.mcNum()), b.K(g.dotNum()), b.K(g.usPlace().Zip))
		}},
		{"w9_ocr_text", func(g *G, b *B) string {
			s := g.ssn()
			pl := g.usPlace()
			return fmt.Sprintf("--- OCR page 3 of 11 (carrier_packet_%s.pdf) ---\nPart I Taxpayer Identification Number (TIN)\nEnter your TIN in the appropriate box.\nSocial security number\n%s\nor\nEmployer identification number\n\nCity, state, and ZIP code %s %s %s",
				b.K(g.mcNum()), b.P("ssn", s), strings.ToUpper(pl.City), pl.St, b.K(pl.Zip))
		}},
		{"carrier_csv_ssn", func(g *G, b *B) string {
			p, c := g.person(""), g.carrier()
			return fmt.Sprintf("carrier_name,mc_number,dot_number,owner_name,tax_id_type,tax_id,phone,email\n\"%s\",%s,%s,%s,SSN,%s,%s,%s",
				c.Name, b.K(g.mcNum()), b.K(g.dotNum()), p.Full(), b.P("ssn", strings.ReplaceAll(g.ssn(), "-", "")), b.P("phone", g.phoneNADigits("")), b.P("email", g.email(p, "")))
		}},
		{"form_1099_nec", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("1099-NEC 2024 | PAYER: %s, payer TIN %s | RECIPIENT: %s dba %s Hauling | RECIPIENT'S TIN %s | Box 1 Nonemployee compensation %s | Account number (optional) %s",
				g.broker().Name, b.K(g.ein()), p.Full(), p.Last, b.P("ssn", g.ssn()), b.K("$"+commas(g.n(40000, 240000))+".00"), b.K("CAR-"+g.digits(6)))
		}},
		{"w9_json_api", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf(`{"carrier":{"mc":"%s","dot":"%s","legal_name":"%s"},"w9":{"classification":"individual","tin_type":"SSN","tin":"%s","signed_at":"%s"},"contact":{"email":"%s"}}`,
				b.K(g.mcNum()), b.K(g.dotNum()), p.Full(), b.P("ssn", strings.ReplaceAll(g.ssn(), "-", "")), b.K(g.when().Format("2006-01-02T15:04:05Z")), b.P("email", g.email(p, "")))
		}},
		{"w9_json_itin", func(g *G, b *B) string {
			return fmt.Sprintf(`{"tin_type":"ITIN","tin":"%s","ein":null,"entity":"sole_prop","mc":"MC%s","zip":"%s"}`,
				b.P("ssn", g.itin()), b.K(g.mcNum()), b.K(g.usPlace().Zip))
		}},
		{"chat_ssn_for_1099", func(g *G, b *B) string {
			s := g.pick(g.ssn(), strings.ReplaceAll(g.ssn(), "-", ""))
			return fmt.Sprintf("[%s] Driver: accounting says they need my ssn for the 1099 so here it is %s. my mc is %s if you need that too",
				b.K(g.ts()), b.P("ssn", s), b.K(g.mcNum()))
		}},
		{"itin_spanish_chat", func(g *G, b *B) string {
			return fmt.Sprintf("Buenas tardes, no tengo seguro social, mi ITIN es %s. El MC es %s y el DOT %s. ¿Cuándo me pagan la carga %s?",
				b.P("ssn", g.itin()), b.K(g.mcNum()), b.K(g.dotNum()), b.K(g.load()))
		}},
		{"ssn_french_qc_owner", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("Bonjour, pour le W-9 américain de %s (propriétaire-exploitant, %s) : numéro de sécurité sociale américain (SSN) %s. Son numéro d'entreprise du Québec (NEQ) est %s.",
				p.Full(), b.K(g.mc()), b.P("ssn", g.ssn()), b.K("11"+g.digits(8)))
		}},
		{"lease_agreement_owner_op", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("INDEPENDENT CONTRACTOR LEASE AGREEMENT. This lease is made %s between %s (\"Carrier\", %s) and %s (\"Contractor\"), SSN/ITIN %s, owner of tractor VIN %s, unit #%s. Contractor phone: %s.",
				b.K(g.date()), g.carrier().Name, b.K(g.dot()), p.Full(), b.P("ssn", g.pick(g.ssn(), g.itin())), b.K(g.vin()), b.K(fmt.Sprint(g.n(100, 9999))), b.P("phone", g.phoneNA("")))
		}},
		{"background_check_request", func(g *G, b *B) string {
			p := g.person("")
			st, n := g.cdl()
			return fmt.Sprintf("PSP/MVR request\nApplicant: %s\nDOB: %s\nSSN: %s\nCDL: %s %s (Class A, endorsements N/T)\nPrevious employer DOT#: %s\nConsent signed: %s",
				p.Full(), b.K(fmt.Sprintf("%02d/%02d/19%d", g.n(1, 12), g.n(1, 28), g.n(60, 99))), b.P("ssn", g.ssn()), st, b.K(n), b.K(g.dotNum()), b.K(g.date()))
		}},
		{"driver_application_csv", func(g *G, b *B) string {
			p := g.person("")
			st, n := g.cdl()
			return fmt.Sprintf("applicant_id,first_name,last_name,ssn,cdl_number,cdl_state,cdl_exp,mobile\nAPP-%s,%s,%s,%s,%s,%s,%s,%s",
				b.K(g.digits(6)), p.First, p.Last, b.P("ssn", g.ssn()), b.K(n), st, b.K(g.when().Format("2006-01-02")), b.P("phone", g.phoneNADigits("")))
		}},
		{"dq_file_note", func(g *G, b *B) string {
			p := g.person("")
			st, n := g.cdl()
			return fmt.Sprintf("DQ file %s: %s — SSN %s, CDL %s-%s, med card exp %s (NRCME #%s), annual review due %s. Clearinghouse query: no violations.",
				b.K("DQ-"+g.digits(5)), p.Full(), b.P("ssn", g.ssn()), st, b.K(n), b.K(g.date()), b.K(g.digits(10)), b.K(g.date()))
		}},
		{"ssn_tab_export", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("driver_no\tname\tsocial_security_number\thire_date\tterminal\n%s\t%s, %s\t%s\t%s\t%s",
				b.K(g.digits(5)), strings.ToUpper(p.Last), strings.ToUpper(p.First), b.P("ssn", strings.ReplaceAll(g.ssn(), "-", "")), b.K(g.when().Format("2006-01-02")), g.usPlace().City)
		}},
		{"settlement_ssn_full", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("SETTLEMENT STATEMENT week ending %s\nContractor: %s   SSN: %s   Unit: %s\nLoad %s  %s  Gross %s  Fuel adv (%s) -$%d.00\nNet pay %s",
				b.K(g.date()), p.Full(), b.P("ssn", g.ssn()), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.load()), g.lane(), b.K(g.usd()), b.K(g.maskedCard()), g.n(100, 600), b.K(g.usd()))
		}},
		{"taxpayer_label_es", func(g *G, b *B) string {
			return fmt.Sprintf("Datos fiscales del operador (EE.UU.): número de seguro social %s. RFC de la empresa mexicana: %s. Licencia federal: %s.",
				b.P("ssn", g.ssn()), b.K(g.from(upper, 3)+g.digits(6)+g.from(upper+"0123456789", 3)), b.K(g.from(upper, 3)+g.digits(7)))
		}},

		// ---------------- dispatch texts and calls ----------------
		{"dispatch_sms_driver", func(g *G, b *B) string {
			p := g.person("")
			a, c := g.twoPlaces()
			return fmt.Sprintf("Load %s PU %s %s %s appt %s. Driver %s %s, truck %s trl %s. Deliver %s %s %s. Rate %s",
				b.K(g.load()), a.City, a.St, b.K(a.Zip), b.K(g.ts()), p.First, b.P("phone", g.phoneNA("US")), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.trailer()), c.City, c.St, b.K(c.Zip), b.K(g.usd()))
		}},
		{"dispatch_es_operador", func(g *G, b *B) string {
			p, mx := g.person("es"), g.mxPlace()
			return fmt.Sprintf("Operador: %s\nCel: %s\nTractor: %s  Caja: %s\nCarga %s en %s, C.P. %s, cita %s. Cruce por Colombia, sello %s.",
				p.Full(), b.P("phone", g.phoneMX(false)), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.trailer()), b.K(g.load()), mx.City, b.K(mx.Zip), b.K(g.ts()), b.K(g.seal()))
		}},
		{"dispatch_fr_chauffeur", func(g *G, b *B) string {
			p, ca := g.person("fr"), g.caPlace()
			return fmt.Sprintf("Chauffeur : %s, cellulaire %s. Ramassage %s à %s (%s), livraison à Chicago IL %s. Poids %s, remorque %s, sceau %s.",
				p.Full(), b.P("phone", g.phoneQC()), b.K(g.dateFR()), ca.City, b.K(ca.Zip), b.K("60638"), b.K(g.weightKg()), b.K(g.trailer()), b.K(g.seal()))
		}},
		{"check_call_note", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Check call %s: %s at MM %d on I-%d, ETA %s, reefer set %d°F. Driver cell %s. PRO %s",
				b.K(g.ts()), p.First, g.n(10, 600), g.pickI(10, 20, 35, 40, 70, 80, 81, 94, 95), b.K(g.ts()), g.n(-10, 38), b.P("phone", g.phoneNA("")), b.K(g.pro()))
		}},
		{"detention_text", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Driver checked in %s, still not loaded, detention starts after 2 hrs free. Shipping office contact %s %s. PO %s, BOL %s.",
				b.K(g.ts()), p.First, b.P("phone", g.phoneNA("US")), b.K(g.po()), b.K(g.bol()))
		}},
		{"voicemail_transcript", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Voicemail (%s, 0:%02d): \"Hey this is %s with %s, calling about load %s, the one delivering %s. Give me a call back at %s, thanks.\"",
				b.K(g.ts()), g.n(10, 59), p.First, g.broker().Name, b.K(g.load()), g.date(), b.P("phone", g.phoneNA("")))
		}},
		{"team_drivers_two_phones", func(g *G, b *B) string {
			p1, p2 := g.person(""), g.person("ot")
			return fmt.Sprintf("Team load %s: %s (%s) / %s (%s). Trailer %s, seal %s, %s, %s.",
				b.K(g.load()), p1.Full(), b.P("phone", g.phoneNA("")), p2.Full(), b.P("phone", g.phoneNA("")), b.K(g.trailer()), b.K(g.seal()), b.K(g.weightLbs()), b.K(g.rpm()))
		}},
		{"call_text_plain_digits", func(g *G, b *B) string {
			return fmt.Sprintf("Call/Text: %s\nLoad %s - need drop trailer in %s, %s",
				b.P("phone", g.phoneNADigits("US")), b.K(g.load()), g.usPlace().City, b.K(g.date()))
		}},
		{"phone_ext_office", func(g *G, b *B) string {
			p := g.person("")
			ext := fmt.Sprint(g.n(100, 9999))
			return fmt.Sprintf("For appointments call %s at %s ext. %s (M-F 0700-1530). Reference PO %s.",
				p.First, b.P("phone", g.phoneNA("US")), b.K(ext), b.K(g.po()))
		}},
		{"receiver_whatsapp_mx", func(g *G, b *B) string {
			return fmt.Sprintf("El recibidor en %s solo contesta por WhatsApp: %s. Pedido %s, %s tarimas.",
				g.mxPlace().City, b.P("phone", g.phoneMX(true)), b.K(g.po()), b.K(fmt.Sprint(g.n(10, 30))))
		}},
		{"wa_link_driver", func(g *G, b *B) string {
			a, e, l := g.nanp("")
			return fmt.Sprintf("Driver prefers WhatsApp: https://wa.me/%s — load %s",
				b.P("phone", "1"+a+e+l), b.K(g.load()))
		}},
		{"dispatch_fr_telephone_log", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("%s — Appel de %s (répartiteur) au %s : retard à la douane de Lacolle, ETA %s. Voyage %s, remorque %s.",
				b.K(g.dateFR()), p.Full(), b.P("phone", g.phoneQC()), b.K(fmt.Sprintf("%02dh%02d", g.n(0, 23), g.n(0, 59))), b.K(g.load()), b.K(g.trailer()))
		}},
		{"mx_phone_labelled_tel", func(g *G, b *B) string {
			return fmt.Sprintf("Tel. oficina: %s | Planta %s, andén %d | Orden de compra %s",
				b.P("phone", g.phoneMX(true)), g.mxPlace().City, g.n(1, 40), b.K(g.po()))
		}},
		{"mx_phone_celular_es", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Favor de comunicarse con %s, celular %s, para la cita de descarga. Factura %s, peso %s.",
				p.First, b.P("phone", g.phoneMX(false)), b.K("A-"+g.digits(5)), b.K(g.weightKg()))
		}},
		{"phone_dotted_signature", func(g *G, b *B) string {
			p := g.person("")
			a, e, l := g.nanp("")
			return fmt.Sprintf("Thanks,\n%s\nCarrier Sales | %s\nM: %s\n%s | %s",
				p.Full(), g.broker().Name, b.P("phone", a+"."+e+"."+l), b.K(g.mc()), b.K("SCAC "+g.scac()))
		}},
		{"fax_on_rate_con", func(g *G, b *B) string {
			return fmt.Sprintf("RATE CONFIRMATION #%s\nPhone: %s   Fax: %s\nLinehaul %s  Fuel surcharge %s  Total %s\nQuick pay 2%% / 30 days standard",
				b.K(g.load()), b.P("phone", g.phoneNA("US")), b.P("phone", g.phoneNA("US")), b.K(g.usd()), b.K(g.usd()), b.K(g.usd()))
		}},
		{"phone_spaced_labelled", func(g *G, b *B) string {
			return fmt.Sprintf("driver phone %s, reefer unit %s, pulp temp %d.%d F",
				b.P("phone", g.phoneNASpaced("")), b.K("TK"+g.digits(8)), g.n(28, 40), g.n(0, 9))
		}},
		{"phone_json_driver", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf(`{"load_id":"%s","driver":{"name":"%s","phone":"%s"},"tractor_vin":"%s","pickup_zip":"%s"}`,
				b.K(g.load()), p.Full(), b.P("phone", g.pick("+1"+g.phoneNADigits(""), g.phoneNADigits(""))), b.K(g.vin()), b.K(g.usPlace().Zip))
		}},
		{"phone_xml_tender", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("<LoadTender><ShipmentId>%s</ShipmentId><Contact><Name>%s</Name><Phone>%s</Phone></Contact><Stop seq=\"1\"><PostalCode>%s</PostalCode><Weight uom=\"LB\">%d</Weight></Stop></LoadTender>",
				b.K(g.load()), p.Full(), b.P("phone", g.phoneNA("")), b.K(g.usPlace().Zip), g.n(5000, 44000))
		}},
		{"loadboard_post_call", func(g *G, b *B) string {
			a, c := g.twoPlaces()
			p := g.person("en")
			return fmt.Sprintf("%s %s %s -> %s %s %s | V 53' | %s | %s | %s | call %s %s | %s",
				b.K(g.date()), a.City, a.St, c.City, c.St, b.K(c.Zip), b.K(g.weightLbs()), b.K(g.usd()), b.K(g.rpm()), p.First, b.P("phone", g.phoneNA("US")), b.K(g.mc()))
		}},
		{"loadboard_truck_post", func(g *G, b *B) string {
			a := g.usPlace()
			return fmt.Sprintf("TRUCK AVAILABLE %s - %s %s (%s), 53' reefer, team, hazmat OK. Looking for loads to TX/OK. Contact %s, %s",
				b.K(g.date()), a.City, a.St, b.K(a.Zip), b.P("phone", g.phoneNA("")), b.K(g.mc()))
		}},

		// ---------------- rate cons, BOLs, contacts ----------------
		{"rate_con_contacts", func(g *G, b *B) string {
			d, br := g.person(""), g.broker()
			return fmt.Sprintf("%s — Rate Confirmation\nLoad #: %s   Carrier: %s (%s)\nDispatcher: %s  Tel: %s  Email: %s\nPickup: %s  Delivery: %s\nRate: %s all-in  Weight: %s",
				br.Name, b.K(g.load()), g.carrier().Name, b.K(g.mc()), d.Full(), b.P("phone", g.phoneNA("")), b.P("email", g.email(d, "")), b.K(g.ts()), b.K(g.ts()), b.K(g.usd()), b.K(g.weightLbs()))
		}},
		{"rate_con_driver_fields", func(g *G, b *B) string {
			d := g.person("")
			return fmt.Sprintf("DRIVER NAME: %s\nDRIVER CELL #: %s\nTRUCK #: %s  TRAILER #: %s\nREF/PO: %s  PRO: %s",
				strings.ToUpper(d.Full()), b.P("phone", g.phoneNA("")), b.K(fmt.Sprint(g.n(100, 9999))), b.K(g.trailer()), b.K(g.po()), b.K(g.pro()))
		}},
		{"bol_driver_signature", func(g *G, b *B) string {
			d, a := g.person(""), g.usPlace()
			return fmt.Sprintf("STRAIGHT BILL OF LADING — SHORT FORM  BOL No. %s\nShip from: %s, %s %s  SID %s\nCarrier: %s SCAC %s  Trailer %s  Seal %s\n%d pallets, class 70, %s\nDriver signature: %s  ph %s",
				b.K(g.bol()), a.City, a.St, b.K(a.Zip), b.K(g.digits(8)), g.carrier().Name, b.K(g.scac()), b.K(g.trailer()), b.K(g.seal()), g.n(4, 26), b.K(g.weightLbs()), d.Full(), b.P("phone", g.phoneNA("")))
		}},
		{"appointment_confirm", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Appointment confirmed: PO %s, dock %d, %s. Questions to %s at %s or %s.",
				b.K(g.po()), g.n(1, 60), b.K(g.ts()), p.First, b.P("email", g.email(p, g.pick("walmart-dc.com", "kroger-logistics.com", "sysco.com", "dollargeneral.com", "hebdistribution.com"))), b.P("phone", g.phoneNA("US")))
		}},
		{"quickpay_request", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Quick pay request — Load %s, invoice %s, amount %s. POD attached. Please remit to %s and confirm to %s.",
				b.K(g.load()), b.K("INV-"+g.digits(6)), b.K(g.usd()), b.K("ACH ****"+g.digits(4)), b.P("email", g.email(p, "")))
		}},
		{"pod_email_send", func(g *G, b *B) string {
			return fmt.Sprintf("Send signed POD + lumper receipt (%s) to %s within 24 hrs of delivery or $%d penalty. BOL %s.",
				b.K("LR-"+g.digits(7)), b.P("email", g.roleEmail(g.pick("ap", "billing", "pod", "docs"), g.broker().Dom)), g.pickI(50, 100, 150), b.K(g.bol()))
		}},
		{"email_signature_block", func(g *G, b *B) string {
			p, br := g.person(""), g.broker()
			a, e, l := g.nanp("")
			o := g.phoneNA("US")
			return fmt.Sprintf("--\n%s\nSenior Carrier Rep | %s\nO: %s  M: %s\nE: %s\n%s | SCAC %s",
				p.Full(), br.Name, b.P("phone", o), b.P("phone", fmt.Sprintf("%s-%s-%s", a, e, l)), b.P("email", g.email(p, br.Dom)), b.K(g.mc()), b.K(g.scac()))
		}},
		{"email_headers_tender", func(g *G, b *B) string {
			p, br := g.person(""), g.broker()
			return fmt.Sprintf("From: %s <%s>\nTo: dispatch <%s>\nDate: %s\nSubject: Load tender %s %s",
				p.Full(), b.P("email", g.email(p, br.Dom)), b.P("email", g.roleEmail("dispatch", g.carrier().Dom)), b.K(g.when().Format("Mon, 2 Jan 2006 15:04:05 -0700")), b.K(g.load()), g.lane())
		}},
		{"email_reply_quote", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Yes we can cover %s for %s.\n\nOn %s, %s <%s> wrote:\n> Need a 53' van %s %s, %s, pays %s",
				b.K(g.load()), b.K(g.usd()), g.when().Format("Mon, Jan 2, 2006 at 3:04 PM"), p.Full(), b.P("email", g.email(p, "")), g.date(), g.usPlace().City, b.K(g.weightLbs()), b.K(g.usd()))
		}},
		{"email_spelled_out", func(g *G, b *B) string {
			p := g.person("en")
			dom := g.pick("gmail", "yahoo", "outlook")
			loc := slug(p.First) + "." + slug(p.Last) + g.digits(2)
			return fmt.Sprintf("Flatbed avail %s, %s. Email rate cons to %s (no calls after 9pm). %s",
				g.usPlace().City, b.K(g.date()), b.P("email", loc+" at "+dom+" dot com"), b.K(g.mc()))
		}},
		{"email_courriel_fr", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("Veuillez envoyer la preuve de livraison (POD) par courriel à %s avant le %s. Facture %s, montant %s.",
				b.P("email", g.email(p, "")), b.K(g.dateFR()), b.K("F-"+g.digits(6)), b.K(g.cad()))
		}},
		{"email_correo_es", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Mande la carta porte firmada al correo %s. Folio fiscal %s, remolque %s.",
				b.P("email", g.email(p, "")), b.K(strings.ToUpper(g.from(hexl, 8)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 12))), b.K(g.trailer()))
		}},
		{"email_json_contact", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf(`{"shipment":"%s","status":"AT_PICKUP","contacts":[{"role":"driver","email":"%s","sms_opt_in":true}],"eta":"%s"}`,
				b.K(g.load()), b.P("email", g.email(p, "")), b.K(g.when().Format("2006-01-02T15:04:05Z")))
		}},
		{"tms_audit_log_email", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("%s INFO tms.audit user=%s action=UPDATE_RATE load=%s old=%s new=%s ip=10.%d.%d.%d",
				b.K(g.when().Format("2006-01-02T15:04:05.000Z")), b.P("email", g.email(p, g.broker().Dom)), b.K(g.load()), b.K(g.usd()), b.K(g.usd()), g.n(0, 255), g.n(0, 255), g.n(1, 254))
		}},
		{"factoring_noa", func(g *G, b *B) string {
			p := g.person("")
			f := g.pick("RTS Financial", "Triumph Business Capital", "OTR Solutions", "Apex Capital", "TBS Factoring", "Porter Freight Funding")
			return fmt.Sprintf("NOTICE OF ASSIGNMENT — %s (%s) has assigned its accounts receivable to %s. Remit all payments to %s, Lockbox %s, ABA %s. Verification: %s, %s.",
				g.carrier().Name, b.K(g.mc()), f, f, b.K(g.digits(6)), b.K("0"+g.digits(8)), b.P("email", g.email(p, slug(f)+".com")), b.P("phone", g.phoneNA("US")))
		}},
		{"factoring_verification_call", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Verification request: invoice %s, load %s, %s. Carrier %s. Please verify by replying or calling %s at %s.",
				b.K(g.digits(7)), b.K(g.load()), b.K(g.usd()), b.K(g.mc()), p.First, b.P("phone", g.phoneNA("US")))
		}},
		{"customs_broker_es_contact", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Agente aduanal: %s, patente %s. Pedimento %s. Contacto: %s / %s.",
				p.Full(), b.K(g.digits(4)), b.K(fmt.Sprintf("25 %02d %s %s", g.n(10, 80), g.digits(4), g.digits(7))), b.P("email", g.email(p, "")), b.P("phone", g.phoneMX(true)))
		}},
		{"paps_email_broker", func(g *G, b *B) string {
			sc := g.scac()
			p := g.person("")
			return fmt.Sprintf("PAPS # %s%s sent to the customs broker at %s. Crossing Laredo World Trade Bridge, port 2304. Driver FAST card %s, cell %s.",
				b.K(sc), b.K(g.digits(10)), b.P("email", g.email(p, "")), b.K(g.digits(8)), b.P("phone", g.phoneNA("")))
		}},
		{"pars_aci_canada", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("ACI eManifest: CRN/PARS %s%s, point d'entrée Lacolle (0712). Courtier : %s, tél. %s. Conveyance ref %s.",
				b.K(g.from(upper+"0123456789", 4)), b.K(g.digits(12)), p.Full(), b.P("phone", g.phoneQC()), b.K(g.from(upper, 4)+g.digits(8)))
		}},
		{"carta_porte_operador", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Complemento Carta Porte 3.1 | RFC transportista %s | Operador %s, licencia %s, tel %s | Permiso SCT TPAF01, núm %s | Placa %s | Peso bruto %s",
				b.K(g.from(upper, 3)+g.digits(6)+g.from(upper+"0123456789", 3)), p.Full(), b.K(g.from(upper, 3)+g.digits(7)), b.P("phone", g.phoneMX(false)), b.K(g.digits(4)+g.from(upper, 4)+g.digits(6)), b.K(g.digits(2)+"-"+g.from(upper, 2)+"-"+g.digits(1)+g.from(upper, 1)), b.K(g.weightKg()))
		}},
		{"caat_mx_email", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Código CAAT: %s, vigente hasta %s. Para dudas del padrón escriba a %s.",
				b.K(g.from(upper+"0123456789", 4)), b.K(g.date()), b.P("email", g.email(p, g.pick("gmail.com", "hotmail.com", "outlook.com"))))
		}},

		// ---------------- EDI, TMS, ELD ----------------
		{"edi204_g61_phone", func(g *G, b *B) string {
			d, t := g.ediDate()
			p, a := g.person(""), g.usPlace()
			return fmt.Sprintf("ISA*00*          *00*          *02*%s           *ZZ*CARRIER        *%s*%s*U*00401*%s*0*P*>~GS*SM*%s*CARRIER*%s*%s*1*X*004010~ST*204*0001~B2**%s**%s**PP~B2A*00*LT~L11*%s*PO~N1*SH*%s~N4*%s*%s*%s*US~G61*IC*%s*TE*%s~SE*9*0001~",
				b.K(g.scac()), d[2:], t, b.K(g.isaCtl()), g.scac(), d, t, g.scac(), b.K(g.load()), b.K(g.po()), strings.ToUpper(g.carrier().Name), strings.ToUpper(a.City), a.St, b.K(a.Zip), strings.ToUpper(p.Full()), b.P("phone", g.phoneNADigits("US")))
		}},
		{"edi204_g61_email", func(g *G, b *B) string {
			p := g.person("")
			d, _ := g.ediDate()
			return fmt.Sprintf("ST*204*%s~\nB2**%s**%s**TP~\nG62*64*%s*1*0800~\nN1*CN*%s*93*%s~\nG61*IC*%s*EM*%s~\nL3*%d*G***%s~\nSE*7*%s~",
				b.K(g.digits(4)), b.K(g.scac()), b.K(g.load()), b.K(d), strings.ToUpper(g.carrier().Name), g.digits(5), strings.ToUpper(p.First), b.P("email", strings.ToUpper(g.email(p, ""))), g.n(5000, 44000), b.K(fmt.Sprint(g.n(50000, 900000))), g.digits(4))
		}},
		{"edi214_contact", func(g *G, b *B) string {
			d, t := g.ediDate()
			pl := g.usPlace()
			return fmt.Sprintf("ST*214*0001~B10*%s*%s*%s~L11*%s*BM~AT7*X1*NS***%s*%s*CT~MS1*%s*%s*US~MS2*%s*%s~K1*DRIVER CELL %s~SE*8*0001~",
				b.K(g.pro()), b.K(g.load()), g.scac(), b.K(g.bol()), b.K(d), t, strings.ToUpper(pl.City), pl.St, g.scac(), b.K(g.trailer()), b.P("phone", g.phoneNADigits("")))
		}},
		{"edi990_note_email", func(g *G, b *B) string {
			p := g.person("")
			d, _ := g.ediDate()
			return fmt.Sprintf("ST*990*0001~B1*%s*%s*%s*D~N9*CN*%s~K1*REJECTED-NO EQUIPMENT CONTACT %s~SE*5*0001~",
				b.K(g.scac()), b.K(g.load()), b.K(d), b.K(g.digits(8)), b.P("email", strings.ToUpper(g.email(p, g.carrier().Dom))))
		}},
		{"tms_driver_csv", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, "driver_id,name,cdl_state,cdl_no,mobile_phone,email,status")
			for i := 0; i < g.n(2, 3); i++ {
				p := g.person("")
				st, n := g.cdl()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,ACTIVE", b.K("D"+g.digits(5)), p.Full(), st, b.K(n), b.P("phone", g.pick(g.phoneNADigits(""), g.phoneNA(""))), b.P("email", g.email(p, ""))))
			}
			return strings.Join(rows, "\n")
		}},
		{"eld_export_header", func(g *G, b *B) string {
			p := g.person("")
			st, n := g.cdl()
			return fmt.Sprintf("ELD File Header Segment:\n%s,%s,%s,%s,%s\n%s,%s,%s\nCarrier: %s, USDOT %s\nELD Registration ID: %s  ELD Identifier: %s\nDriver account email: %s",
				p.Last, p.First, b.K(strings.ToUpper(slug(p.First)[:1]+slug(p.Last))+g.digits(2)), st, b.K(n), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.vin()), b.K(g.trailer()), g.carrier().Name, b.K(g.dotNum()), b.K(g.from(upper+"0123456789", 4)), b.K(g.from(upper+"0123456789", 6)), b.P("email", g.email(p, "")))
		}},
		{"eld_support_ticket_pw", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Ticket #%s: driver %s can't log into the ELD tablet after update. Username %s, password: %s. Truck %s, VIN %s. Please reset.",
				b.K(g.digits(6)), p.Full(), b.K(strings.ToUpper(slug(p.First)[:1]+slug(p.Last))), b.P("bearer", g.password()), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.vin()))
		}},
		{"samsara_api_curl", func(g *G, b *B) string {
			tok := "samsara_api_" + g.secretish(30, alnum)
			return fmt.Sprintf("curl -s 'https://api.samsara.com/fleet/vehicles/locations?vehicleIds=%s' \\\n  -H 'Authorization: Bearer %s' | jq '.data[0].location'",
				b.K(g.digits(15)), b.P("bearer", tok))
		}},
		{"motive_api_key_header", func(g *G, b *B) string {
			return fmt.Sprintf("GET /v1/driver_locations?per_page=25&page_no=1 HTTP/1.1\nHost: api.gomotive.com\nX-Api-Key: %s\nAccept: application/json",
				b.P("bearer", g.hexKey(8)+"-"+g.hexKey(4)+"-"+g.hexKey(4)+"-"+g.hexKey(4)+"-"+g.hexKey(12)))
		}},
		{"tms_bearer_curl", func(g *G, b *B) string {
			return fmt.Sprintf("curl -X POST https://api.%s/v2/loads/%s/status -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" -d '{\"status\":\"DELIVERED\",\"pro\":\"%s\"}'",
				g.broker().Dom, b.K(g.load()), b.P("bearer", g.apiKey()), b.K(g.pro()))
		}},
		{"tracking_api_python", func(g *G, b *B) string {
			return fmt.Sprintf("import requests\nAPI_KEY = \"%s\"\nr = requests.get(\"https://api.project44.com/api/v4/tl/shipments/%s/statuses\", headers={\"Authorization\": f\"Bearer {API_KEY}\"})\nprint(r.json())",
				b.P("bearer", g.apiKey()), b.K(g.from(hexl, 8)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 4)+"-"+g.from(hexl, 12)))
		}},
		{"env_file_tms", func(g *G, b *B) string {
			return fmt.Sprintf("# tms-integration .env\nDAT_CLIENT_ID=%s\nDAT_CLIENT_SECRET=%s\nMACROPOINT_API_TOKEN=%s\nDEFAULT_ORIGIN_ZIP=%s\nCARRIER_MC=%s",
				b.K("dat-"+g.digits(6)), b.P("bearer", g.secretish(40, alnum)), b.P("bearer", g.secretish(32, alnum)), b.K(g.usPlace().Zip), b.K(g.mcNum()))
		}},
		{"json_config_api_key", func(g *G, b *B) string {
			return fmt.Sprintf(`{"integration":"truckstop","api_key":"%s","username":"%s","sync_interval_sec":300,"mc":"%s"}`,
				b.P("bearer", g.apiKey()), b.K("carrier"+g.digits(5)), b.K(g.mcNum()))
		}},
		{"oauth_token_response", func(g *G, b *B) string {
			return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":3600,"refresh_token":"%s","scope":"loads tracking"}`,
				b.P("jwt", g.jwt()), b.P("bearer", g.secretish(48, alnum)))
		}},
		{"jwt_auth_header_log", func(g *G, b *B) string {
			return fmt.Sprintf("%s DEBUG http request POST /api/v3/tenders/%s headers={Authorization: Bearer %s, X-Carrier-MC: %s}",
				b.K(g.when().Format("2006-01-02T15:04:05Z")), b.K(g.load()), b.P("jwt", g.jwt()), b.K(g.mcNum()))
		}},
		{"jwt_tracking_link_sms", func(g *G, b *B) string {
			return fmt.Sprintf("%s: Share your location for load %s: https://track.%s/d?token=%s Reply STOP to opt out",
				g.broker().Name, b.K(g.load()), g.broker().Dom, b.P("jwt", g.jwt()))
		}},
		{"jwt_cookie_har", func(g *G, b *B) string {
			return fmt.Sprintf(`"headers": [{"name": "Cookie", "value": "carrier_session=%s; _ga=GA1.2.%s.%s"}]`,
				b.P("jwt", g.jwt()), b.K(g.digits(9)), b.K(g.digits(10)))
		}},
		{"jwt_driver_app_log", func(g *G, b *B) string {
			return fmt.Sprintf("E/DriverApp(%d): refresh failed 401 for idToken=%s (load %s, build 4.%d.%d)",
				g.n(1000, 30000), b.P("jwt", g.jwt()), b.K(g.load()), g.n(0, 30), g.n(0, 300))
		}},
		{"jwt_question_decode", func(g *G, b *B) string {
			return fmt.Sprintf("why does the carrier portal reject this token? it says expired but exp looks fine: %s",
				b.P("jwt", g.jwt()))
		}},
		{"jwt_env_var", func(g *G, b *B) string {
			return fmt.Sprintf("export ELD_SESSION_JWT='%s'\nnode sync-hos.js --fleet %s --since %s",
				b.P("jwt", g.jwt()), b.K(g.scac()), b.K(g.when().Format("2006-01-02")))
		}},
		{"portal_login_email", func(g *G, b *B) string {
			return fmt.Sprintf("Welcome to the %s carrier portal! Your login: username %s, temporary password: %s. Please change it at first login. Your MC: %s.",
				g.broker().Name, b.K("MC"+g.mcNum()), b.P("bearer", g.password()), b.K(g.mcNum()))
		}},
		{"dat_login_shared", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("use the company DAT login for now: %s / password %s - don't change it, 3 of us share it",
				b.P("email", g.email(p, g.carrier().Dom)), b.P("bearer", g.password()))
		}},
		{"factoring_portal_es", func(g *G, b *B) string {
			return fmt.Sprintf("Acceso al portal de factoraje: usuario %s, contraseña: %s. Suba las facturas %s y %s.",
				b.K("TRN"+g.digits(5)), b.P("bearer", g.password()), b.K("A"+g.digits(4)), b.K("A"+g.digits(4)))
		}},
		{"portal_fr_mot_de_passe", func(g *G, b *B) string {
			return fmt.Sprintf("Accès au portail transporteur : identifiant %s, mot de passe : %s. Numéro de transporteur NIR %s.",
				b.K("TQ"+g.digits(6)), b.P("bearer", g.password()), b.K("R-"+g.digits(6)+"-"+g.digits(1)))
		}},
		{"fuel_card_portal_pw", func(g *G, b *B) string {
			return fmt.Sprintf("Comdata iConnectData login - Customer ID %s, user %s, pw: %s. Card ending %s needs a new driver ID.",
				b.K(g.from(upper, 2)+g.digits(3)), b.K("fleetadmin"+g.digits(2)), b.P("bearer", g.password()), b.K(g.digits(4)))
		}},
		{"sftp_url_password", func(g *G, b *B) string {
			pw := g.password()
			pw = strings.NewReplacer("#", "", "@", "", "$", "", "%", "", "!", "", "?", "", "&", "", "*", "", ".", "").Replace(pw) + g.digits(2)
			return fmt.Sprintf("EDI mailbox: sftp://%s:%s@edi.%s:22/inbound/204 — poll every 5 min, ISA qualifier 02/%s",
				b.K("edi_"+strings.ToLower(g.scac())), b.P("bearer", pw), g.broker().Dom, b.K(g.scac()))
		}},
		{"basic_auth_edi_http", func(g *G, b *B) string {
			user := "edi" + g.digits(4)
			cred := base64.StdEncoding.EncodeToString([]byte(user + ":" + g.password()))
			return fmt.Sprintf("POST /as2/receive HTTP/1.1\nHost: edi.%s\nAuthorization: Basic %s\nAS2-From: %s\nAS2-To: %s\nContent-Type: application/pkcs7-mime",
				g.broker().Dom, b.P("bearer", cred), b.K(g.scac()+"AS2"), b.K(g.scac()+"PROD"))
		}},
		{"stripe_key_marketplace", func(g *G, b *B) string {
			return fmt.Sprintf("Payout job for load %s failed; STRIPE_SECRET_KEY=%s is set in prod, quick pay fee 3%% of %s",
				b.K(g.load()), b.P("bearer", "sk_live_"+g.secretish(g.pickI(24, 99), alnum)), b.K(g.usd()))
		}},
		{"github_token_tms_repo", func(g *G, b *B) string {
			return fmt.Sprintf("git clone https://%s@github.com/%s/edi-translator.git  # pulls the 204/214/990 maps, version %d.%d.%d",
				b.P("bearer", "ghp_"+g.secretish(36, alnum)), slug(g.broker().Name), g.n(1, 4), g.n(0, 20), g.n(0, 9))
		}},
		{"google_maps_key_tms", func(g *G, b *B) string {
			return fmt.Sprintf("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&libraries=places\"></script> <!-- mileage calc for lanes, origin %s -->",
				b.P("bearer", "AIza"+g.secretish(35, b64url)), b.K(g.usPlace().Zip))
		}},
		{"slack_webhook_dispatch", func(g *G, b *B) string {
			sec := g.secretish(24, alnum)
			return fmt.Sprintf("DISPATCH_ALERTS_WEBHOOK=https://hooks.slack.com/services/T%s/B%s/%s  # posts late check calls (> %d min)",
				g.from(upper+"0123456789", 8), g.from(upper+"0123456789", 10), b.P("bearer", sec), g.pickI(30, 45, 60))
		}},
		{"twilio_dispatch_sms", func(g *G, b *B) string {
			return fmt.Sprintf("TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# sends check-call reminders to drivers every %d min",
				g.from(hexl, 32), b.P("bearer", g.hexKey(32)), g.from(hexl, 32), g.pickI(30, 60, 90))
		}},
		{"sendgrid_key_invoices", func(g *G, b *B) string {
			return fmt.Sprintf("invoice mailer: sg = SendGridAPIClient('%s')  # sends carrier invoices %s..%s",
				b.P("bearer", "SG."+g.secretish(22, b64url)+"."+g.secretish(43, b64url)), b.K("INV-"+g.digits(6)), b.K("INV-"+g.digits(6)))
		}},
		{"aws_secret_eld_s3", func(g *G, b *B) string {
			return fmt.Sprintf("[eld-archive]\naws_access_key_id = AKIA%s\naws_secret_access_key = %s\nregion = us-east-2\n# bucket holds ELD output files for DOT %s",
				g.from(upper+"234567", 16), b.P("bearer", g.secretish(40, alnum+"+/")), b.K(g.dotNum()))
		}},
		{"client_secret_yaml", func(g *G, b *B) string {
			return fmt.Sprintf("loadboard:\n  provider: truckstop\n  client_id: %s\n  client_secret: %s\n  post_as_mc: \"%s\"",
				b.K("ts-"+g.digits(6)), b.P("bearer", g.secretish(36, alnum)), b.K(g.mcNum()))
		}},
		{"webhook_secret_tracking", func(g *G, b *B) string {
			return fmt.Sprintf("Tracking webhook configured for %s. Signing secret: %s. Events: ARRIVED_PICKUP, DEPARTED, DELIVERED.",
				g.broker().Name, b.P("bearer", "whsec_"+g.secretish(32, alnum)))
		}},
		{"password_json_eld", func(g *G, b *B) string {
			return fmt.Sprintf(`{"eld_provider":"%s","account":"%s","password":"%s","dot":"%s"}`,
				g.pick("Motive", "Samsara", "Omnitracs", "BigRoad", "Garmin eLog"), b.K("fleet-"+g.digits(5)), b.P("bearer", g.password()), b.K(g.dotNum()))
		}},
		{"password_dispatch_text", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("%s your new ELD login is %s pw %s, call me if it doesn't work. Load %s",
				p.First, b.K(strings.ToUpper(slug(p.First)[:1]+slug(p.Last))+g.digits(2)), b.P("bearer", g.password()), b.K(g.load()))
		}},
		{"api_token_prose", func(g *G, b *B) string {
			return fmt.Sprintf("Our TMS (version %d.%d) needs the rate API token from the broker portal. They gave us this api token: %s — where do I paste it?",
				g.n(3, 12), g.n(0, 9), b.P("bearer", g.secretish(40, alnum)))
		}},
		{"authorization_token_scheme", func(g *G, b *B) string {
			return fmt.Sprintf("Authorization: Token %s\nGET /api/loads?status=available&origin_zip=%s&radius=150",
				b.P("bearer", g.hexKey(40)), b.K(g.usPlace().Zip))
		}},
		{"api_key_spanish", func(g *G, b *B) string {
			return fmt.Sprintf("Token de API del portal de rastreo: %s (no compartir). Unidad %s, placas %s.",
				b.P("bearer", g.secretish(40, alnum)), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.digits(2)+"-"+g.from(upper, 2)+"-"+g.digits(3)))
		}},
		{"bearer_xml_soap", func(g *G, b *B) string {
			return fmt.Sprintf("<soap:Header><AuthHeader><UserName>%s</UserName><Password>%s</Password></AuthHeader></soap:Header><soap:Body><GetLoad><ProNumber>%s</ProNumber></GetLoad></soap:Body>",
				b.K("carrier"+g.digits(4)), b.P("bearer", g.password()), b.K(g.pro()))
		}},
		{"postman_env_token", func(g *G, b *B) string {
			return fmt.Sprintf(`{"name":"TMS prod","values":[{"key":"base_url","value":"https://api.%s"},{"key":"access_token","value":"%s","enabled":true}]}`,
				g.broker().Dom, b.P("bearer", g.secretish(44, alnum)))
		}},

		// ---------------- cards ----------------
		{"card_dispute_lumper", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Dispute: my %s %s was charged twice for the lumper at %s (receipt %s, %s each). Load %s. Please refund one.",
				c.Brand, b.P("credit_card", g.cardFmt(c)), g.usPlace().City, b.K("LR"+g.digits(6)), b.K(g.usd()), b.K(g.load()))
		}},
		{"card_fuel_advance", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Fuel card (%s) declined at Love's #%d so I paid %s with my personal card %s. Please reimburse on settlement.",
				b.K(g.maskedCard()), g.n(200, 900), b.K(g.usd()), b.P("credit_card", g.cardFmt(c)))
		}},
		{"card_loadboard_subscription", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Billing: subscription renewal for %s failed. Card on file %s exp %02d/%d. Plan: Pro + Rateview %s/mo.",
				b.K(g.mc()), b.P("credit_card", g.cardFmt(c)), g.n(1, 12), g.n(26, 30), b.K("$"+fmt.Sprint(g.n(100, 300))+".00"))
		}},
		{"card_chat_with_cvv", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("[%s] carrier: just run the card for the tow, %s exp %02d/%02d, zip %s",
				b.K(g.ts()), b.P("credit_card", g.cardFmt(c)), g.n(1, 12), g.n(26, 30), b.K(g.usPlace().Zip))
		}},
		{"card_es_maniobras", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Pagué las maniobras con mi tarjeta %s porque no aceptaron la tarjeta de combustible (%s). Carga %s, monto %s.",
				b.P("credit_card", g.cardFmt(c)), b.K(g.maskedCard()), b.K(g.load()), b.K(g.mxn()))
		}},
		{"card_fr_remorquage", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Le remorquage sur la 20 à Drummondville a été payé avec ma carte de crédit %s, facture %s, %s. SVP rembourser.",
				b.P("credit_card", g.cardFmt(c)), b.K("R"+g.digits(6)), b.K(g.cad()))
		}},
		{"card_csv_payments", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("txn_id,date,carrier_mc,card_number,amount,memo\n%s,%s,%s,%s,%s,\"escrow fee load %s\"",
				b.K(g.digits(10)), b.K(g.when().Format("2006-01-02")), b.K(g.mcNum()), b.P("credit_card", c.Num), b.K(fmt.Sprintf("%d.%02d", g.n(20, 900), g.n(0, 99))), b.K(g.load()))
		}},
		{"card_gateway_log", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf(`%s WARN payments charge_declined {"pan":"%s","amount":%d.%02d,"currency":"USD","invoice":"%s","code":"05"}`,
				b.K(g.when().Format("2006-01-02T15:04:05Z")), b.P("credit_card", c.Num), g.n(50, 5000), g.n(0, 99), b.K("INV-"+g.digits(6)))
		}},
		{"card_chargeback_letter", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("RE: Chargeback case %s\nCardholder: %s\nCard number: %s\nMerchant: %s Freight Services\nTransaction date %s, amount %s\nReason code 13.1 — services not provided (load %s never picked up)",
				b.K("CB-"+g.digits(8)), g.person("").Full(), b.P("credit_card", g.cardFmt(c)), g.pick(coWords...), b.K(g.date()), b.K(g.usd()), b.K(g.load()))
		}},
		{"card_phone_order_note", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Owner-op called in to pay the ELD hardware (order %s, %d units). Took card over the phone: %s, billing ZIP %s.",
				b.K("SO-"+g.digits(6)), g.n(1, 5), b.P("credit_card", g.cardFmt(c)), b.K(g.usPlace().Zip))
		}},
		{"card_amex_spaced", func(g *G, b *B) string {
			var c Card
			for c = g.card(); c.Brand != "Amex"; c = g.card() {
			}
			s := c.Num[:4] + " " + c.Num[4:10] + " " + c.Num[10:]
			return fmt.Sprintf("Corporate Amex for hotel during the 34-hr reset: %s (exp %02d/%d). Driver %s, truck %s.",
				b.P("credit_card", s), g.n(1, 12), g.n(26, 30), g.person("").First, b.K(fmt.Sprint(g.n(100, 999))))
		}},
		{"card_plus_fuel_statement", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Fuel statement %s\nCard %s  Driver ID %s  %s gal @ $%d.%03d\nCard %s  Driver ID %s\nNOTE: driver also used personal card %s at pump 12 (not our account)",
				b.K(g.date()), b.K(g.fuelCardBad()), b.K(g.digits(6)), b.K(fmt.Sprintf("%d.%03d", g.n(40, 180), g.n(0, 999))), g.n(3, 5), g.n(0, 999), b.K(g.maskedCard()), b.K(g.digits(6)), b.P("credit_card", g.cardFmt(c)))
		}},

		// ---------------- mixed and structured ----------------
		{"onboarding_form_mixed", func(g *G, b *B) string {
			p := g.person("")
			st, n := g.cdl()
			return fmt.Sprintf("Driver onboarding — %s\nPhone: %s\nEmail: %s\nSSN: %s\nCDL #: %s (%s), class A, exp %s\nMedical card exp: %s\nEmergency contact: %s",
				p.Full(), b.P("phone", g.phoneNA("")), b.P("email", g.email(p, "")), b.P("ssn", g.ssn()), b.K(n), st, b.K(g.date()), b.K(g.date()), b.P("phone", g.phoneNA("")))
		}},
		{"onboarding_es_completo", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Alta de operador: %s\nTeléfono: %s\nCorreo: %s\nNúmero de seguro social (EE.UU.): %s\nVisa B1 / Licencia federal %s, vigencia %s",
				p.Full(), b.P("phone", g.phoneMX(true)), b.P("email", g.email(p, "")), b.P("ssn", g.ssn()), b.K(g.from(upper, 3)+g.digits(7)), b.K(g.date()))
		}},
		{"onboarding_fr_complet", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("Nouveau chauffeur : %s\nCell. : %s\nCourriel : %s\nPermis de conduire (QC) : %s, classe 1\nCarte médicale DOT expire le %s",
				p.Full(), b.P("phone", g.phoneQC()), b.P("email", g.email(p, "")), b.K(g.from(upper, 1)+g.digits(4)+"-"+g.digits(6)+"-"+g.digits(2)), b.K(g.dateFR()))
		}},
		{"markdown_contacts_table", func(g *G, b *B) string {
			p1, p2 := g.person(""), g.person("")
			return fmt.Sprintf("| Role | Name | Phone | Email |\n|---|---|---|---|\n| Dispatcher | %s | %s | %s |\n| Driver | %s | %s | %s |\nLoad %s, PRO %s",
				p1.Full(), b.P("phone", g.phoneNA("")), b.P("email", g.email(p1, "")), p2.Full(), b.P("phone", g.phoneNA("")), b.P("email", g.email(p2, "")), b.K(g.load()), b.K(g.pro()))
		}},
		{"sql_insert_drivers", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("INSERT INTO drivers (driver_id, full_name, phone, email, ssn, terminal_zip) VALUES (%s, '%s', '%s', '%s', '%s', '%s');",
				b.K(g.digits(5)), strings.ReplaceAll(p.Full(), "'", "''"), b.P("phone", g.phoneNADigits("")), b.P("email", g.email(p, "")), b.P("ssn", g.ssn()), b.K(g.usPlace().Zip))
		}},
		{"vcard_dispatcher", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=CELL:%s\nEMAIL:%s\nNOTE:%s night dispatch\nEND:VCARD",
				p.Full(), g.carrier().Name, b.P("phone", g.phoneNA("")), b.P("email", g.email(p, "")), b.K(g.mc()))
		}},
		{"tms_notes_field", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("notes: \"receiver wants call 1 hr out - %s %s. Lumper approx %s. Driver must have 2 load bars. Seal %s must be intact.\"",
				p.First, b.P("phone", g.phoneNA("US")), b.K(g.usd()), b.K(g.seal()))
		}},
		{"macropoint_tracking_sms", func(g *G, b *B) string {
			return fmt.Sprintf("Tracking request sent to %s for load %s (%s -> %s). Driver has not accepted after %d min.",
				b.P("phone", g.phoneNA("")), b.K(g.load()), b.K(g.usPlace().Zip), b.K(g.usPlace().Zip), g.n(10, 90))
		}},
		{"accident_report", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Incident %s — minor backing accident at %s, %s. Driver %s (%s), unit %s, VIN %s. Police report %s. Insurance claim %s.",
				b.K("INC-"+g.digits(5)), g.usPlace().City, b.K(g.ts()), p.Full(), b.P("phone", g.phoneNA("")), b.K(fmt.Sprint(g.n(100, 999))), b.K(g.vin()), b.K(g.digits(2)+"-"+g.digits(6)), b.K(g.from(upper, 2)+g.digits(9)))
		}},
		{"roadside_breakdown", func(g *G, b *B) string {
			p := g.person("ot")
			return fmt.Sprintf("Breakdown I-%d MM %d, DEF sensor. Road service ticket %s, ETA %d min. Driver %s %s, trailer %s loaded %s.",
				g.pickI(10, 40, 70, 80, 94), g.n(1, 500), b.K("RS"+g.digits(7)), g.n(30, 180), p.First, b.P("phone", g.phoneNA("")), b.K(g.trailer()), b.K(g.weightLbs()))
		}},
		{"pedimento_mx_contact", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("Pedimento: %s | Aduana 240 Nuevo Laredo | Clave A1 | Importador RFC %s | Contacto del transportista: %s, %s",
				b.K(fmt.Sprintf("25  24  %s  %s", g.digits(4), g.digits(7))), b.K(g.from(upper, 3)+g.digits(6)+g.from(upper+"0123456789", 3)), p.Full(), b.P("phone", g.phoneMX(true)))
		}},
		{"fmcsa_complaint_email", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Broker %s (%s) has not paid invoice %s for %d days. My contact: %s, %s. Filing with FMCSA NCCDB.",
				g.broker().Name, b.K(g.mc()), b.K(g.digits(6)), g.n(35, 120), b.P("email", g.email(p, "")), b.P("phone", g.phoneNA("")))
		}},
		{"double_broker_warning", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("⚠️ FRAUD ALERT: someone using %s and %s is double brokering. They use %s and %s — do not book with them.",
				b.K(g.mc()), b.K(g.dot()), b.P("email", g.email(p, g.pick("gmail.com", "outlook.com", "proton.me"))), b.P("phone", g.phoneNA("US")))
		}},
		{"drug_test_consortium", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Random selection Q%d: %s, CDL %s. Report to collection site by %s. Donor ID (SSN): %s. CCF %s.",
				g.n(1, 4), p.Full(), b.K(g.from(upper, 1)+g.digits(7)), b.K(g.ts()), b.P("ssn", g.ssn()), b.K(g.digits(7)))
		}},
		{"hazmat_twic_app", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("HME/TWIC enrollment %s: %s, SSN %s, phone %s. Fingerprint appt %s.",
				b.K(g.from(upper, 2)+g.digits(8)), p.Full(), b.P("ssn", g.ssn()), b.P("phone", g.phoneNA("US")), b.K(g.ts()))
		}},
		{"insurance_coi_request", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Please send a COI naming %s as certificate holder. Policy %s, NAIC %s. Send to %s.",
				g.broker().Name, b.K(g.from(upper, 3)+g.digits(7)), b.K(g.digits(5)), b.P("email", g.email(p, g.pick("progressive.com", "agentbrokerins.com", "truckinsure.net", "nirvanatech.com"))))
		}},
		{"spanglish_dispatch", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("oye %s, el load %s ya está ready en %s, el shipper dice que le marques al %s antes de llegar. PO %s",
				p.First, b.K(g.load()), g.usPlace().City, b.P("phone", g.phoneNA("US")), b.K(g.po()))
		}},
		{"punjabi_english_dispatch", func(g *G, b *B) string {
			return fmt.Sprintf("Bhaji load %s da appointment %s aa. Receiver nu call karo %s, oh dock %d deta. Trailer %s.",
				b.K(g.load()), b.K(g.ts()), b.P("phone", g.phoneNA("")), g.n(1, 50), b.K(g.trailer()))
		}},
		{"owner_op_ach_form", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("ACH AUTHORIZATION — Payee: %s, SSN/TIN %s, Bank routing %s, Account ****%s, Email for remittance: %s",
				p.Full(), b.P("ssn", g.ssn()), b.K("0"+g.digits(8)), b.K(g.digits(4)), b.P("email", g.email(p, "")))
		}},
		{"sms_spanish_pw_eld", func(g *G, b *B) string {
			return fmt.Sprintf("Tu usuario de la app de bitácora (ELD) es %s y la clave: %s. No la compartas. Unidad %s.",
				b.K(g.from(upper, 2)+g.digits(4)), b.P("bearer", g.password()), b.K(fmt.Sprint(g.n(100, 999))))
		}},
		{"mysql_dsn_tms", func(g *G, b *B) string {
			pw := g.secretish(14, alnum)
			return fmt.Sprintf("TMS_DATABASE_URL=postgres://tms_app:%s@tms-db.%s:5432/loads  # backups nightly to s3://tms-backups/%s",
				b.P("bearer", pw), g.broker().Dom, b.K(g.when().Format("2006-01-02")))
		}},
		{"phone_after_name_list", func(g *G, b *B) string {
			p1, p2 := g.person(""), g.person("")
			return fmt.Sprintf("Night dispatch rotation (%s): %s %s; %s %s. Escalation: terminal manager.",
				b.K(g.date()), p1.Full(), b.P("phone", g.phoneNA("")), p2.Full(), b.P("phone", g.phoneNA("")))
		}},
		{"email_in_url_query", func(g *G, b *B) string {
			p := g.person("")
			e := g.email(p, "")
			return fmt.Sprintf("https://portal.%s/carrier/invite?mc=%s&email=%s&ref=%s",
				g.broker().Dom, b.K(g.mcNum()), b.P("email", strings.Replace(e, "@", "%40", 1)), b.K(g.digits(8)))
		}},
		{"phone_plus52_whatsapp_group", func(g *G, b *B) string {
			return fmt.Sprintf("[%s] %s: Ya crucé el puente, voy a la bodega. Caja %s sellada con %s",
				b.K(g.when().Format("02/01/06 15:04")), b.P("phone", g.phoneMX(true)), b.K(g.trailer()), b.K(g.seal()))
		}},
		{"load_tender_email_body", func(g *G, b *B) string {
			p := g.person("")
			a, c := g.twoPlaces()
			return fmt.Sprintf("Hi team,\nPlease see tender below:\nShipper: %s, %s %s\nConsignee: %s, %s %s\nCommodity: frozen poultry, %s, temp -10F continuous\nRate: %s + %s FSC\nReply to %s to accept.",
				a.City, a.St, b.K(a.Zip), c.City, c.St, b.K(c.Zip), b.K(g.weightLbs()), b.K(g.usd()), b.K(g.rpm()), b.P("email", g.email(p, g.broker().Dom)))
		}},
		{"itin_csv_payees", func(g *G, b *B) string {
			p := g.person("es")
			return fmt.Sprintf("payee_id,payee_name,tin_type,tin,ytd_paid\n%s,%s,ITIN,%s,%s",
				b.K("P"+g.digits(5)), p.Full(), b.P("ssn", g.itin()), b.K(fmt.Sprintf("%d.%02d", g.n(10000, 90000), g.n(0, 99))))
		}},
		{"fr_sms_repartition", func(g *G, b *B) string {
			p := g.person("fr")
			return fmt.Sprintf("Salut %s, le client à %s veut que tu l'appelles 30 min avant : %s. Rendez-vous %s. Bon de commande %s.",
				p.First, g.caPlace().City, b.P("phone", g.phoneQC()), b.K(fmt.Sprintf("%02dh%02d", g.n(5, 20), g.pickI(0, 15, 30, 45))), b.K(g.po()))
		}},
		{"jwt_in_json_body", func(g *G, b *B) string {
			return fmt.Sprintf(`{"event":"load.assigned","load":"%s","driver_token":"%s","issued":"%s"}`,
				b.K(g.load()), b.P("jwt", g.jwt()), b.K(g.when().Format("2006-01-02T15:04:05Z")))
		}},
		{"card_exp_ticket", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Support ticket #%s: %s asks to update billing card to %s for account %s (truckstop subscription).",
				b.K(g.digits(7)), g.person("").Full(), b.P("credit_card", g.cardFmt(c)), b.K(g.mc()))
		}},
		{"ss_hash_application", func(g *G, b *B) string {
			p, pl := g.person(""), g.usPlace()
			return fmt.Sprintf("DRIVER EMPLOYMENT APPLICATION (49 CFR 391.21)\nName: %s   SS#: %s   DOB: %s\nPresent address: %d %s Rd, %s, %s %s (how long: %d yrs)\nLicense: %s  State: TX  Type: A  Exp: %s",
				p.Full(), b.P("ssn", g.ssn()), b.K(fmt.Sprintf("%02d/%02d/19%d", g.n(1, 12), g.n(1, 28), g.n(60, 99))), g.n(100, 9999), g.pick("Farm", "County", "Ranch"), pl.City, pl.St, b.K(pl.Zip), g.n(1, 20), b.K(g.digits(8)), b.K(g.date()))
		}},
		{"ph_hash_spaced_post", func(g *G, b *B) string {
			a, c := g.twoPlaces()
			return fmt.Sprintf("NEED TRUCK %s %s to %s %s, %s, %s, ph# %s ask for %s",
				a.City, a.St, c.City, c.St, b.K(g.weightLbs()), b.K(g.usd()), b.P("phone", g.phoneNASpaced("US")), g.person("en").First)
		}},
		{"txt_only_post", func(g *G, b *B) string {
			a := g.usPlace()
			return fmt.Sprintf("Hotshot 40' gooseneck empty in %s %s %s, going anywhere south. Txt only %s. %s insured $100k cargo",
				a.City, a.St, b.K(a.Zip), b.P("phone", g.pick(g.phoneNASpaced(""), g.phoneNADigits(""), g.phoneNA(""))), b.K(g.mc()))
		}},
		{"signature_c_f_labels", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("%s | Fleet Manager\nC: %s | F: %s\n%s | %s",
				p.Full(), b.P("phone", g.phoneNA("")), b.P("phone", g.phoneNA("US")), b.K(g.dot()), b.K(g.mc()))
		}},
		{"mx_mensaje_sin_etiqueta", func(g *G, b *B) string {
			return fmt.Sprintf("Si no contesto mándame mensaje al %s, ando cargando en %s. Remolque %s, sello %s.",
				b.P("phone", g.phoneMX(false)), g.mxPlace().City, b.K(g.trailer()), b.K(g.seal()))
		}},
		{"mx_044_old_mobile", func(g *G, b *B) string {
			a := g.pick("55", "81", "33")
			n := g.digits(4) + " " + g.digits(4)
			return fmt.Sprintf("Contacto en patio: Sr. %s, %s. Caja %s, entrada por puerta %d.",
				g.person("es").Last, b.P("phone", "044 "+a+" "+n), b.K(g.trailer()), g.n(1, 9))
		}},
		{"cc_hash_form", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("CREDIT CARD AUTHORIZATION — pay for: escort/pilot car, permit %s\nCC#: %s  Exp: %02d/%02d  Name on card: %s  Billing ZIP: %s",
				b.K(g.digits(8)), b.P("credit_card", g.cardFmt(c)), g.n(1, 12), g.n(26, 30), strings.ToUpper(g.person("").Full()), b.K(g.usPlace().Zip))
		}},
		{"login_pass_slash", func(g *G, b *B) string {
			p := g.person("")
			return fmt.Sprintf("Truckstop.com Login: %s / Pass: %s (for MC %s, don't post loads under the old MC)",
				b.P("email", g.email(p, g.carrier().Dom)), b.P("bearer", g.password()), b.K(g.mcNum()))
		}},
		{"phone_paren_space_only", func(g *G, b *B) string {
			a, e, l := g.nanp("")
			return fmt.Sprintf("Receiving hours %s, call %s for late arrivals. Door %d. SID %s",
				b.K(g.pick("0600-1400", "0500-1300", "0700-1500", "2200-0600")), b.P("phone", "("+a+") "+e+" "+l), g.n(1, 40), b.K(g.digits(10)))
		}},
		{"jwt_url_fragment", func(g *G, b *B) string {
			return fmt.Sprintf("https://carriers.%s/callback#id_token=%s&state=%s",
				g.broker().Dom, b.P("jwt", g.jwt()), b.K(g.from(hexl, 16)))
		}},
		{"edi_per_segment", func(g *G, b *B) string {
			p, pl := g.person(""), g.usPlace()
			return fmt.Sprintf("N1*BT*%s*93*%s~N3*PO BOX %d~N4*%s*%s*%s~PER*IC*%s*TE*%s*EM*%s~L11*%s*PO~",
				strings.ToUpper(g.broker().Name), g.digits(5), g.n(100, 99999), strings.ToUpper(pl.City), pl.St, b.K(pl.Zip), strings.ToUpper(p.Full()), b.P("phone", g.phoneNADigits("US")), b.P("email", strings.ToUpper(g.email(p, ""))), b.K(g.po()))
		}},
		{"card_es_numero_tarjeta", func(g *G, b *B) string {
			c := g.card()
			return fmt.Sprintf("Buen día, para el pago de la estadía use el número de tarjeta: %s, vence %02d/%02d. Factura %s.",
				b.P("credit_card", g.cardFmt(c)), g.n(1, 12), g.n(26, 30), b.K("A-"+g.digits(5)))
		}},
		{"bearer_header_raw_eld", func(g *G, b *B) string {
			return fmt.Sprintf("> GET /v1/hos_logs?driver_id=%s&start=%s HTTP/2\n> Authorization: Bearer %s\n< HTTP/2 200",
				b.K(g.digits(7)), b.K(g.when().Format("2006-01-02")), b.P("bearer", g.secretish(g.pickI(32, 40), alnum+"-_")))
		}},
	}
}
