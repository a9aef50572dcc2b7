package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func init() {
	reg("insurance_card_ocr", 40, 35, tInsCard)
	reg("efiling_service_list", 30, 15, tEfiling)
	reg("patient_portal_message", 55, 15, tPortalMsg)
	reg("private_clinic_invoice", 75, 25, tInvoice)
	reg("hie_backend_auth", 60, 20, tBackendAuth)
}

func tInsCard(g *G, o *O, clean bool) {
	p := g.us()
	payer := g.pick("Aetna", "BlueCross BlueShield", "UnitedHealthcare", "Cigna", "Humana", "Anthem", "Molina")
	o.w(g.pick("[scanned insurance card — front]", "ins card OCR:", "Card front / back (image to text)"), "\n")
	o.w(strings.ToUpper(payer), " ", g.pick("PPO", "HMO", "Choice Plus", "Open Access Plus", "Medicare Advantage"), "\n")
	o.w("Member: ", strings.ToUpper(p.full()), "\n")
	o.w(g.pick("ID ", "Member ID: ", "ID# "), o.K(g.memberID()), "\n")
	o.w(g.pick("Group ", "Group No: ", "GRP# "), o.K(g.groupNo()), "\n")
	o.w("RxBIN ", o.K(g.pick("610014", "004336", "003858", "610502", "017010")), "  RxPCN ", g.pick("ADV", "9999", "CIHS", "MEDDPRIME"), "  RxGrp ", o.K(g.upper(3)+g.digits(4)), "\n")
	o.w("Payer ID ", o.K(g.pick("60054", "87726", "62308", "00590", "61101", "38333")), "   Copay PCP ", g.pick("$20", "$25", "$35"), " / SPC ", g.pick("$40", "$50", "$70"), " / ER ", g.pick("$250", "$300", "$500"), "\n")
	if g.chance(0.5) {
		o.w("Issued ", g.dos().us(), "  Card ", o.K(fmt.Sprintf("%02d", g.n(1, 9))), "\n")
	}
	o.w("--- back ---\n")
	if !clean {
		o.w(g.pick("Member Services: ", "Customer Service ", "Members call "), o.P("phone", g.tollFree()), g.pick(" (TTY 711)", "", "  TTY: 711"), "\n")
		o.w(g.pick("Provider Services: ", "Providers: ", "Precert/Provider line "), o.P("phone", g.tollFree()), "\n")
		if g.chance(0.5) {
			o.w("Pharmacist help desk ", o.P("phone", g.tollFree()), "\n")
		}
		if g.chance(0.4) {
			o.w("24-hr Nurse Line ", o.P("phone", g.tollFree()), "\n")
		}
	} else {
		o.w("Send claims to: PO Box ", fmt.Sprint(g.n(1000, 99999)), ", ", g.pick("Lexington, KY 40512", "Salt Lake City, UT 84130", "Scranton, PA 18505"), "\nEDI payer ID above. This card does not guarantee coverage.\n")
	}
	o.w(g.pick("", "which number is the subscriber ID for the 837?", "is RxGrp the same as group #?"))
}

func tEfiling(g *G, o *O, clean bool) {
	caseNo := g.usCaseNo()
	o.w(g.pick("Notice of Electronic Filing", "NEF — CM/ECF", "eFileTexas.gov — Envelope Served", "Odyssey eFileCA: Service notification"), "\n")
	o.w("Case Name: ", g.us().last, " v. ", g.pick("Mercy Valley Medical Center", "Acme Health Plan", "Riverside Cardiology Associates"), "\nCase Number: ", o.K(caseNo), "\n")
	o.w("Document Number: ", o.K(fmt.Sprint(g.n(1, 240))+g.pick("", "-1", "-3")), "\nEnvelope: ", o.K(g.digits(8)), "\n")
	o.w("Docket Text: ", g.pick("MOTION to Compel Production of Medical Records", "DECLARATION re Exhibit 4 (billing ledger)", "STIPULATION for HIPAA Qualified Protective Order", "NOTICE of Deposition of Custodian of Records"), " filed ", g.dos().us(), " ", g.time12(), "\n\n")
	n := g.n(2, 5)
	if clean {
		o.w("Notice has been delivered by other means to: ", fmt.Sprint(n), " non-registered participants.\n")
		return
	}
	o.w(o.K(caseNo), " Notice has been electronically mailed to:\n")
	for i := 0; i < n; i++ {
		a := g.us()
		f := pickOf(g, lawFirms)
		o.w(a.full(), "   ", o.P("email", g.workEmail(a, f.domain)))
		if g.chance(0.5) {
			o.w(", ", o.P("email", g.pick("docketing@", "efile@", "calendar@")+f.domain))
		}
		o.w("\n")
	}
	if g.chance(0.3) {
		o.w("Clerk's office help desk: ", o.P("phone", g.phoneUS(false)), "\n")
	}
}

func tPortalMsg(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	if g.chance(0.25) {
		// Spanish-speaking patient in the US
		o.w("Mensaje del portal (MyChart) — ", g.dos().usShort(), "\n")
		o.w("Dr. ", doc.last, ", soy ", p.full(), ", fecha de nacimiento ", o.K(g.dob().us()), ". ")
		switch g.r.IntN(3) {
		case 0:
			o.w("Necesito el resultado de mi prueba de A1c. ")
		case 1:
			o.w("Quiero cambiar mi cita del ", o.K(g.dos().usShort()), ". ")
		default:
			o.w("Se me acabó el ", pickOf(g, drugs)[0], ". ")
		}
		if !clean {
			o.w(g.pick("Mi nuevo número es ", "Pueden llamarme al ", "Mi celular: "), o.P("phone", g.phoneUS(true)), g.pick(".", " por favor.", " (después de las 5)."))
			if g.chance(0.4) {
				o.w(" Mi correo: ", o.P("email", g.personalEmail(p)))
			}
		}
		o.w("\nGracias.")
		return
	}
	o.w(g.pick("Patient message via portal", "MyChart message", "Secure message from patient"), " (", g.dos().usShort(), " ", g.time12(), ")\n")
	o.w("Subject: ", g.pick("refill", "test results question", "billing", "FMLA paperwork", "new phone number"), "\n\n")
	o.w("Hi Dr. ", doc.last, ",\n")
	switch g.r.IntN(3) {
	case 0:
		o.w("My A1c came back ", g.labValue(loinc[1]), " and my fasting sugars are 140-180. Should I go up on the metformin ", g.pick("500 mg", "1000 mg"), "? ")
	case 1:
		o.w("I got a bill for claim ", o.K(g.claimNo()), " (DOS ", o.K(g.dos().us()), ") for ", g.money(40, 900), " but my EOB says I owe ", g.money(0, 50), ". ")
	default:
		o.w("Can you fax the FMLA form to my employer's HR? It's ", fmt.Sprint(g.n(4, 9)), " pages. ")
	}
	if !clean {
		switch g.r.IntN(5) {
		case 0:
			o.w("My new cell is ", o.P("phone", g.phoneUS(true)), ", please update my chart.")
		case 1:
			o.w("You can call me at ", o.P("phone", g.phoneUS(true)), " anytime after 3.")
		case 2:
			o.w("Their fax is ", o.P("phone", g.phoneUS(false)), ", attn: ", g.us().full(), ".")
		case 3:
			u := g.personalEmail(p)
			local, dom, _ := strings.Cut(u, "@")
			d1, d2, _ := strings.Cut(dom, ".")
			v := local + " [at] " + d1 + " [dot] " + d2
			o.w("Please email me the form at ", o.P("email", v), " (portal won't let me download).")
		default:
			o.w("Or email me at ", o.P("email", g.personalEmail(p)), ".")
		}
	}
	o.w("\nThanks,\n", p.first)
}

func tInvoice(g *G, o *O, clean bool) {
	c := g.card()
	last4 := c.digits[len(c.digits)-4:]
	switch g.r.IntN(5) {
	case 0: // UK private clinic
		o.w(g.pick("The London Clinic", "Spire Manchester Hospital", "Nuffield Health Leeds", "HCA Princess Grace"), " — Invoice ", o.K("INV-"+g.digits(6)), "\n")
		o.w("Patient: ", g.uk().full(), "   Hospital no: ", o.K(g.upper(2)+g.digits(6)), "\n")
		o.w("Consultation (CCSD ", o.K(g.pick("A1001", "W8502", "H2002", "T2600")), ") £", fmt.Sprint(g.n(150, 450)), ".00\nMRI lumbar spine £", fmt.Sprint(g.n(350, 900)), ".00\nInsurer: ", g.pick("Bupa", "AXA Health", "Vitality", "Aviva"), " membership ", o.K(g.digits(8)), ", pre-auth ", o.K(g.digits(9)), "\n")
		if !clean {
			o.w("Shortfall paid by card ", o.P("credit_card", g.cardFmt(c)), " exp ", g.exp(), "\n")
		} else {
			o.w("Shortfall paid by card ending ", o.K(last4), "\n")
		}
	case 1: // Brazil
		o.w("Clínica ", g.pick("São Lucas", "Vida Plena", "Dr. "+g.br().last), " — Recibo nº ", o.K(g.digits(5)), "\n")
		o.w("Paciente: ", g.br().full(), "   CPF: ", o.K(fmt.Sprintf("%s.%s.%s-%s", g.digits(3), g.digits(3), g.digits(3), g.digits(2))), "\n")
		o.w("Consulta particular: R$ ", fmt.Sprint(g.n(250, 900)), ",00 — parcelado em ", fmt.Sprint(g.n(1, 6)), "x\n")
		if !clean {
			o.w("Cartão de crédito: ", o.P("credit_card", g.cardFmt(c)), "  validade ", g.exp(), "\n")
		} else {
			o.w("Cartão de crédito final ", o.K(last4), ", NSU ", o.K(g.digits(6)), "\n")
		}
	case 2: // India
		o.w(g.pick("Apollo Clinic", "Max Healthcare", "Narayana Health"), " — Bill No. ", o.K(fmt.Sprintf("OPB/%d/%06d", g.n(23, 25), g.n(1, 999999))), "\n")
		o.w("UHID ", o.K(g.upper(2)+g.digits(8)), "   Consultation ₹", fmt.Sprint(g.n(5, 20)), "00, Lab ₹", fmt.Sprint(g.n(300, 4000)), "\n")
		if !clean {
			o.w("Paid by card ", o.P("credit_card", g.cardFmt(c)), " (", c.brand, "), approval ", o.K(g.digits(6)), "\n")
		} else {
			o.w("Paid by UPI ref ", o.K(g.digits(12)), "\n")
		}
	case 3: // US cosmetic / dermatology self-pay
		o.w("Self-pay receipt — ", pickOf(g, usOrgs).name, "\nReceipt #", o.K(g.digits(7)), "   Date ", g.dos().us(), "\n")
		o.w("CPT ", o.K(pickOf(g, cpt)), "  ", g.money(100, 900), "\nCPT ", o.K(pickOf(g, cpt)), "  ", g.money(20, 300), "\n")
		if !clean {
			o.w(c.brand, " ", o.P("credit_card", g.cardFmt(c)), "  EXP ", g.exp(), "  AUTH ", o.K(g.alnumU(6)), "\n")
			if g.chance(0.4) {
				o.w("Receipt sent to ", o.P("email", g.personalEmail(g.us())), "\n")
			}
		} else {
			o.w(strings.ToUpper(c.brand), " ************", o.K(last4), "  AUTH ", o.K(g.alnumU(6)), "\n")
		}
	default: // Mexico / Spain
		o.w(g.pick("Hospital Ángeles", "Quirónsalud", "HM Hospitales", "Médica Sur"), " — Factura ", o.K(g.upper(1)+"-"+g.digits(6)), "\n")
		o.w("Concepto: consulta de especialidad + electrocardiograma\nTotal: ", g.pick("$2,450.00 MXN", "180,00 €", "$3,900.00 MXN", "95,00 €"), "\n")
		if !clean {
			o.w("Forma de pago: tarjeta ", o.P("credit_card", g.cardFmt(c)), ", vencimiento ", g.exp(), "\n")
		} else {
			o.w("Forma de pago: tarjeta terminación ", o.K(last4), "\n")
		}
	}
}

func tBackendAuth(g *G, o *O, clean bool) {
	base := pickOf(g, fhirBases)
	switch g.r.IntN(3) {
	case 0: // SMART backend services: client_assertion
		o.w("POST /oauth2/token HTTP/1.1\nHost: ", strings.SplitN(strings.TrimPrefix(base, "https://"), "/", 2)[0], "\nContent-Type: application/x-www-form-urlencoded\n\n")
		o.w("grant_type=client_credentials&scope=system%2FPatient.read+system%2FObservation.read&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=")
		if clean {
			o.w("<signed JWT>")
		} else {
			o.w(o.P("jwt", g.jwt("id")))
		}
		o.w("\n\n", g.pick("→ 400 invalid_client: jti already used", "→ 401: kid not found in JWKS", "why does Epic say the assertion is expired?"))
	case 1: // HIE endpoint with Basic auth
		user := g.pick("hie_interface", "mirth_svc", "labfeed", "cc_extract")
		cred := base64.StdEncoding.EncodeToString([]byte(user + ":" + g.alnumMixed(g.n(12, 20))))
		o.w("Mirth HTTP Sender config (", g.pick("ADT feed", "ORU results", "CCD push"), ")\nURL: ", base, "/Bundle\nHeaders:\n  Content-Type: application/fhir+json\n")
		if clean {
			o.w("  Authorization: Basic ${hie_basic_cred}\n")
		} else {
			o.w("  Authorization: Basic ", o.P("bearer", cred), "\n")
		}
		o.w("Response timeout: ", fmt.Sprint(g.n(5, 120)), "000 ms, retries ", fmt.Sprint(g.n(1, 5)), "\nChannel id: ", o.K(g.uuid()), "\n")
	default: // env file for a SMART app
		o.w("# .env for the patient-access app (", g.pick("staging", "prod", "sandbox"), ")\nFHIR_BASE_URL=", base, "\nCLIENT_ID=", o.K(g.uuid()), "\n")
		if clean {
			o.w("ACCESS_TOKEN=\nREFRESH_TOKEN=\n")
		} else {
			tok, fam := g.accessToken()
			o.w("ACCESS_TOKEN=", o.P(fam, tok), "\n")
			if g.chance(0.5) {
				o.w("REFRESH_TOKEN=", o.P("bearer", g.b64url(g.n(24, 40))), "\n")
			}
		}
		o.w("TOKEN_TTL=", g.pick("3600", "300"), "\nLAUNCH_PATIENT=", o.K(g.digits(8)), "\n")
	}
}
