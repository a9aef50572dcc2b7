package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("hl7_adt_message", 60, 30, tHL7ADT)
	reg("hl7_oru_lab", 30, 40, tHL7ORU)
	reg("fhir_patient_json", 50, 30, tFHIRPatient)
	reg("fhir_curl_request", 115, 30, tFHIRCurl)
	reg("smart_token_response", 85, 20, tSMARTToken)
	reg("fhir_practitioner_bundle", 40, 25, tFHIRPractitioner)
	reg("ehr_api_log", 65, 30, tAPILog)
}

func hl7Phone(g *G) (string, string) {
	a, e, l := g.nanpParts(usAreas)
	switch g.r.IntN(3) {
	case 0:
		return "(" + a + ")" + e + "-" + l, ""
	case 1:
		return "^PRN^PH^^1^" + a + "^" + e + l, e + l
	default:
		return "(" + a + ")" + e + "-" + l, ""
	}
}

func tHL7ADT(g *G, o *O, clean bool) {
	p := g.us()
	nl := g.pick("\n", "\n", "\r\n")
	ev := g.pick("A01", "A04", "A08", "A03", "A28")
	ts := g.dos().hl7() + strings.ReplaceAll(g.time(), ":", "") + fmt.Sprintf("%02d", g.n(0, 59))
	o.w("MSH|^~\\&|", g.pick("EPIC", "CERNER", "MEDITECH", "ATHENA"), "|", g.pick("MVMC", "CASCADE", "HVONC", "RCA"), "|", g.pick("RHAPSODY", "MIRTH", "CLOVERLEAF"), "|", g.pick("LAB", "HIE", "PACS"), "|", o.K(ts), "||ADT^", ev, "|", o.K(g.pick("MSG", "")+g.digits(8)), "|P|2.5.1", nl)
	o.w("EVN|", ev, "|", ts, nl)
	mrn := g.mrn()
	o.w("PID|1||", o.K(mrn), "^^^", g.pick("MVMC", "HOSP", "EPI"), "^MR")
	if g.chance(0.3) {
		o.w("~", o.K(g.mbi()), "^^^CMS^MC")
	}
	o.w("||", strings.ToUpper(p.last), "^", strings.ToUpper(p.first), "^", g.upper(1), "||", o.K(g.dob().hl7()), "|", g.pick("F", "M"), "||", g.pick("2106-3", "2054-5", "2028-9", "2131-1"), "|", fmt.Sprint(g.n(100, 9999)), " ", strings.ToUpper(g.pick("SE Hawthorne Blvd", "N Main St", "Elm St Apt 3", "Cedar Ln")), "^^", strings.ToUpper(pickOf(g, usOrgs).city), "^", pickOf(g, usOrgs).state, "^", o.K(pickOf(g, usOrgs).zip), "^USA||")
	if !clean {
		xtn, local := hl7Phone(g)
		if local != "" {
			o.w(xtn[:0], "^PRN^PH^^1^", xtn[len("^PRN^PH^^1^"):])
			o.P("phone", local)
			// the area code travels in its own component
		} else {
			o.w(o.P("phone", xtn), "^PRN^PH")
		}
		if g.chance(0.5) {
			em := g.personalEmail(p)
			if g.chance(0.4) {
				em = strings.ToUpper(em)
			}
			o.w("~^NET^Internet^", o.P("email", em))
		}
		if g.chance(0.4) {
			o.w("~", o.P("phone", func() string { a, e, l := g.nanpParts(usAreas); return "(" + a + ")" + e + "-" + l }()), "^PRN^CP")
		}
		o.w("|")
		if g.chance(0.4) {
			o.w(o.P("phone", func() string { a, e, l := g.nanpParts(usAreas); return "(" + a + ")" + e + "-" + l }()), "^WPN^PH")
		}
	} else {
		o.w("|")
	}
	o.w("|", g.pick("ENG", "SPA", "VIE"), "|", g.pick("M", "S", "W", "D"), "||", o.K(g.digits(10)), "^^^", g.pick("MVMC", "HOSP"), "^AN|")
	if !clean && g.chance(0.7) {
		o.w(o.P("ssn", g.ssn()))
	}
	o.w("|||", nl)
	if g.chance(0.6) {
		nk := g.us()
		o.w("NK1|1|", strings.ToUpper(nk.last), "^", strings.ToUpper(nk.first), "|", func() string {
			i := g.r.IntN(4)
			return []string{"SPO", "DAU", "SON", "MTH"}[i] + "^" + []string{"Spouse", "Daughter", "Son", "Mother"}[i]
		}(), "|")
		if !clean {
			a, e, l := g.nanpParts(usAreas)
			o.w("|", o.P("phone", "("+a+")"+e+"-"+l))
		} else {
			o.w("|")
		}
		o.w("||EC^Emergency Contact", nl)
	}
	doc := g.us()
	o.w("PV1|1|", g.pick("I", "O", "E"), "|", g.pick("4W", "5N", "ED", "ICU"), "^", fmt.Sprint(g.n(100, 499)), "^", g.pick("A", "B", "01"), "^", g.pick("MVMC", "HOSP"), "||||", o.K(g.npi()), "^", strings.ToUpper(doc.last), "^", strings.ToUpper(doc.first), "^^^^MD^^^NPI|||", g.pick("MED", "SUR", "CAR"), "||||||||", o.K(g.digits(9)), nl)
	if g.chance(0.6) {
		o.w("IN1|1|", g.pick("AETNA PPO", "BCBS IL", "UHC CHOICE", "MEDICARE B"), "|", o.K(g.pick("60054", "00621", "87726", "CMS")), "|", g.pick("AETNA", "BCBS", "UHC", "CMS"), "|PO BOX ", fmt.Sprint(g.n(1000, 99999)), "^^", g.pick("EL PASO^TX^79998", "CHICAGO^IL^60680", "ATLANTA^GA^30374"), "|")
		if !clean && g.chance(0.5) {
			o.w("|", o.P("phone", "("+g.pick("800", "888", "877")+")"+fmt.Sprint(g.n(2, 9))+g.digits(2)+"-"+g.digits(4)))
		} else {
			o.w("|")
		}
		o.w("|", o.K(g.groupNo()), "|||||||", strings.ToUpper(p.last), "^", strings.ToUpper(p.first), "|SEL|||||||||||||||||", o.K(g.memberID()), nl)
	}
	o.w(g.pick("", "\nMirth channel throws 'PID-13 repetition invalid' on this one", "\nwhy does the interface drop NK1?", "\nmap PV1-3 to location?"))
}

func tHL7ORU(g *G, o *O, clean bool) {
	p := g.us()
	nl := g.pick("\n", "\r\n", "\n")
	ts := g.dos().hl7() + strings.ReplaceAll(g.time(), ":", "")
	o.w("MSH|^~\\&|", g.pick("SUNQUEST", "BEAKER", "LIS"), "|", o.K(g.clia()), "|EPIC|", g.pick("MVMC", "RCA"), "|", ts, "||ORU^R01^ORU_R01|", o.K(g.digits(10)), "|P|2.5.1", nl)
	o.w("PID|1||", o.K(g.mrn()), "^^^MVMC^MR||", strings.ToUpper(p.last), "^", strings.ToUpper(p.first), "||", o.K(g.dob().hl7()), "|", g.pick("F", "M"), nl)
	doc := g.us()
	o.w("ORC|RE|", o.K(g.digits(9)), "|", o.K(g.upper(2)+g.digits(8)), "||CM||||", ts, "|||", o.K(g.npi()), "^", strings.ToUpper(doc.last), "^", strings.ToUpper(doc.first), "^^^^^^NPI")
	if !clean && g.chance(0.8) {
		a, e, l := g.nanpParts(usAreas)
		o.w("|||||", o.P("phone", g.pick("("+a+")"+e+"-"+l, a+"-"+e+"-"+l, "("+a+") "+e+"-"+l)), "^WPN^PH")
	}
	o.w(nl)
	o.w("OBR|1|", g.digits(9), "||", g.pick("80053^CMP^CPT", "80061^Lipid Panel^CPT", "85025^CBC w Diff^CPT", "83036^HbA1c^CPT"), "|||", ts, nl)
	for i, l := range shuffled(g, loinc)[:g.n(3, 7)] {
		flag := g.pick("N", "N", "H", "L")
		o.w(fmt.Sprintf("OBX|%d|NM|%s^%s^LN||%s|%s|%s|%s|||F|||%s", i+1, o.K(l[0]), l[1], g.labValue(l), l[2], o.K(l[3]), flag, ts), nl)
	}
	if !clean {
		o.w("NTE|1||Critical result called to ", doc.last, " at ", o.P("phone", g.phoneUS(false)), " by ", g.upper(2), " ", g.time(), nl)
	} else if g.chance(0.5) {
		o.w("NTE|1||Specimen slightly hemolyzed. Performed at CLIA ", o.K(g.clia()), nl)
	}
}

func jsonBlock(g *G, o *O, kv [][2]string, indent bool) {}

func tFHIRPatient(g *G, o *O, clean bool) {
	p := g.us()
	pretty := g.chance(0.6)
	nl, ind := "", ""
	if pretty {
		nl, ind = "\n", "  "
	}
	id := g.b64url(12)
	o.w("{", nl, ind, `"resourceType": "Patient",`, nl, ind, `"id": "`, o.K(id), `",`, nl)
	o.w(ind, `"identifier": [`, nl)
	o.w(ind, ind, `{"use": "usual", "type": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v2-0203", "code": "MR"}]}, "system": "urn:oid:1.2.840.114350.1.13.`, g.digits(3), `.2.7.5.737384.14", "value": "`, o.K(g.mrn()), `"}`)
	if !clean && g.chance(0.6) {
		o.w(",", nl, ind, ind, `{"system": "http://hl7.org/fhir/sid/us-ssn", "value": "`, o.P("ssn", g.ssn()), `"}`)
	}
	if g.chance(0.4) {
		o.w(",", nl, ind, ind, `{"system": "http://hl7.org/fhir/sid/us-mbi", "value": "`, o.K(g.mbi()), `"}`)
	}
	o.w(nl, ind, "],", nl)
	o.w(ind, `"name": [{"use": "official", "family": "`, p.last, `", "given": ["`, p.first, `"]}],`, nl)
	if !clean {
		o.w(ind, `"telecom": [`, nl)
		parts := []string{}
		parts = append(parts, `{"system": "phone", "value": "`+o.P("phone", g.phoneUS(true))+`", "use": "`+g.pick("home", "mobile")+`"}`)
		if g.chance(0.5) {
			parts = append(parts, `{"system": "phone", "value": "`+o.P("phone", g.phoneUS(false))+`", "use": "work"}`)
		}
		if g.chance(0.6) {
			parts = append(parts, `{"system": "email", "value": "`+o.P("email", g.personalEmail(p))+`"}`)
		}
		for i, s := range parts {
			if i > 0 {
				o.w(",", nl)
			}
			o.w(ind, ind, s)
		}
		o.w(nl, ind, "],", nl)
	}
	o.w(ind, `"gender": "`, g.pick("female", "male"), `",`, nl, ind, `"birthDate": "`, o.K(g.dob().iso()), `",`, nl)
	org := pickOf(g, usOrgs)
	o.w(ind, `"address": [{"line": ["`, fmt.Sprint(g.n(100, 9999)), ` Pine St"], "city": "`, org.city, `", "state": "`, org.state, `", "postalCode": "`, o.K(org.zip), `"}],`, nl)
	o.w(ind, `"generalPractitioner": [{"reference": "Practitioner/`, o.K(g.digits(7)), `"}]`, nl, "}")
	o.w(g.pick("", "\n\nvalidator: Patient.telecom[0].value format?", "\n\nhow do I search this by identifier?", "\n\nUS Core requires what here?"))
}

func (g *G) curlVerb() string {
	return g.pick("curl -s", "curl -sS", "curl -X GET", "curl -v", "curl --location")
}

func tFHIRCurl(g *G, o *O, clean bool) {
	base := pickOf(g, fhirBases)
	var tok, fam string
	if clean {
		tok = pickOf(g, placeholders)
	} else {
		tok, fam = g.accessToken()
	}
	P := func() string {
		if clean {
			return tok
		}
		return o.P(fam, tok)
	}
	mrn := g.mrn()
	res := g.pick("Patient?identifier=MRN|"+o.K(mrn), "Observation?patient="+o.K(g.b64url(12))+"&category=laboratory&date=ge"+g.dos().iso(), "MedicationRequest?patient="+o.K(g.digits(8))+"&status=active", "Encounter/"+o.K(g.b64url(9)), "Patient/"+o.K(g.digits(7))+"/$everything", "Coverage?beneficiary=Patient/"+o.K(g.digits(6)), "DocumentReference?patient="+o.K(g.digits(7))+"&type=http://loinc.org|"+o.K("34133-9"))
	if !clean && g.chance(0.3) {
		p := g.us()
		switch g.r.IntN(5) {
		case 0:
			em := g.personalEmail(p)
			res = "Patient?telecom=email|" + o.P("email", strings.Replace(em, "@", "%40", 1))
		case 1:
			a, e, l := g.nanpParts(usAreas)
			res = "Patient?telecom=phone|" + o.P("phone", a+e+l) + "&birthdate=" + o.K(g.dob().iso())
		case 2:
			res = "Patient?identifier=http://hl7.org/fhir/sid/us-ssn|" + o.P("ssn", g.ssn())
		case 3:
			a, b, c := g.ssnRaw()
			res = "Patient?identifier=urn:oid:2.16.840.1.113883.4.1|" + o.P("ssn", a+b+c) + "&family=" + p.last
		default:
			res = "Patient?family=" + p.last + "&given=" + p.first + "&email=" + o.P("email", g.personalEmail(p))
		}
	}
	switch g.r.IntN(7) {
	case 6:
		// some servers accept the token as a query parameter
		o.w(g.curlVerb(), " \"", base, "/", res)
		if strings.Contains(res, "?") {
			o.w("&")
		} else {
			o.w("?")
		}
		o.w("_format=json&access_token=", P(), "\"\n", g.pick("works but security flagged the token in the access log", "is access_token in the URL allowed by SMART?", ""))
	case 0:
		o.w(g.curlVerb(), " '", base, "/", res, "' \\\n  -H 'Authorization: Bearer ", P(), "' \\\n  -H 'Accept: application/fhir+json'")
		if g.chance(0.4) {
			o.w(" \\\n  -H 'Epic-Client-ID: ", o.K(g.uuid()), "'")
		}
		o.w("\n", g.pick("returns 401 invalid_token", "works in Postman but not here", "gets 403 insufficient_scope", "→ OperationOutcome: patient not found"))
	case 1:
		o.w("import requests\n\nFHIR = \"", base, "\"\nheaders = {\n    \"Authorization\": \"Bearer ", P(), "\",\n    \"Accept\": \"application/fhir+json\",\n}\nr = requests.get(f\"{FHIR}/", res, "\", headers=headers, timeout=30)\nprint(r.status_code, r.json().get(\"total\"))")
	case 2:
		u := strings.TrimPrefix(base, "https://")
		host, path, _ := strings.Cut(u, "/")
		o.w("GET /", path, "/", res, " HTTP/1.1\nHost: ", host, "\nAuthorization: Bearer ", P(), "\nAccept: application/fhir+json\nX-Request-Id: ", o.K(g.uuid()), "\n\nHTTP/1.1 ", g.pick("200 OK", "401 Unauthorized", "429 Too Many Requests"), "\nContent-Type: application/fhir+json;charset=UTF-8")
	case 3:
		o.w("const res = await fetch(`", base, "/", res, "`, {\n  headers: { Authorization: `Bearer ", P(), "`, Accept: 'application/fhir+json' },\n});\n// ", g.pick("CORS error from the SMART app", "res.status === 401 after 60 min", "bundle.entry is empty"))
	case 4:
		o.w("$ ", g.curlVerb(), " -H \"Authorization: Bearer ", P(), "\" \"", base, "/metadata\" | jq .fhirVersion\n\"4.0.1\"\n$ ", g.curlVerb(), " -H \"Authorization: Bearer ", P(), "\" \"", base, "/", res, "\" | jq '.entry | length'\n", fmt.Sprint(g.n(0, 50)))
	default:
		o.w("Postman → ", res, "\nAuthorization tab: Bearer Token\nToken: ", P(), "\nResponse ", g.pick("401", "200", "403"), " in ", fmt.Sprint(g.n(80, 2400)), " ms\n", g.pick("how to refresh automatically?", "scope is patient/*.read, why 403?", ""))
	}
}

func tSMARTToken(g *G, o *O, clean bool) {
	pid := g.b64url(g.n(9, 18))
	if g.chance(0.4) {
		pid = g.digits(8)
	}
	enc := g.b64url(12)
	nl, ind := "\n", "  "
	if g.chance(0.35) {
		nl, ind = "", ""
	}
	sp := " "
	if nl == "" && g.chance(0.5) {
		sp = ""
	}
	if g.chance(0.2) {
		// implicit-style redirect: the token rides in the URL fragment
		o.w("Redirected to https://app.", g.pick("cardiorisk", "medrec", "dermapp"), ".io/callback#access_token=")
		if clean {
			o.w(pickOf(g, placeholders))
		} else {
			at, fam := g.accessToken()
			o.w(o.P(fam, at))
		}
		o.w("&token_type=Bearer&expires_in=3600&state=", o.K(g.b64url(12)), "&patient=", o.K(pid), "\n", g.pick("is the implicit flow still allowed?", "how do I read the fragment in React?", ""))
		return
	}
	if g.chance(0.3) {
		o.w(g.pick("POST /oauth2/token → 200\n", "token endpoint response:\n", "Got this back from the SMART launch:\n"))
	}
	var at, fam string
	if clean {
		at = g.pick("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9...", "<access_token>", "REDACTED", "…")
	} else {
		at, fam = g.accessToken()
	}
	o.w("{", nl, ind, `"access_token":`, sp, `"`)
	if clean {
		o.w(at)
	} else {
		o.w(o.P(fam, at))
	}
	o.w(`",`, nl, ind, `"token_type":`, sp, `"Bearer",`, nl, ind, `"expires_in":`, sp, g.pick("3600", "300", "900", "3599"), `,`, nl)
	o.w(ind, `"scope":`, sp, `"`, g.pick("launch/patient patient/*.read openid fhirUser offline_access", "patient/Observation.rs patient/Patient.rs launch openid fhirUser", "user/*.read system/Patient.read"), `",`, nl)
	if g.chance(0.6) {
		if clean {
			o.w(ind, `"refresh_token":`, sp, `"`, g.pick("<refresh_token>", "REDACTED", "***"), `",`, nl)
		} else {
			o.w(ind, `"refresh_token":`, sp, `"`, o.P("bearer", g.b64url(g.n(24, 48))), `",`, nl)
		}
	}
	if g.chance(0.5) {
		if clean {
			o.w(ind, `"id_token":`, sp, `"eyJ...truncated",`, nl)
		} else {
			o.w(ind, `"id_token":`, sp, `"`, o.P("jwt", g.jwt("id")), `",`, nl)
		}
	}
	o.w(ind, `"patient":`, sp, `"`, o.K(pid), `",`, nl)
	if g.chance(0.5) {
		o.w(ind, `"encounter":`, sp, `"`, o.K(enc), `",`, nl)
	}
	o.w(ind, `"need_patient_banner":`, sp, `true,`, nl, ind, `"smart_style_url":`, sp, `"https://ehr.example-hospital.net/smart/style/v1.json"`, nl, "}")
	o.w(g.pick("", "\nwhy does the refresh fail after 1 hour?", "\nhow do I decode the id_token to get fhirUser?", "\nshould the patient id be stored?"))
}

func tFHIRPractitioner(g *G, o *O, clean bool) {
	d := g.us()
	org := pickOf(g, usOrgs)
	o.w(`{"resourceType":"Bundle","type":"searchset","total":`, fmt.Sprint(g.n(1, 12)), `,"entry":[{"fullUrl":"`, pickOf(g, fhirBases), `/PractitionerRole/`, o.K(g.digits(6)), `","resource":{"resourceType":"PractitionerRole","id":"`, g.digits(6), `",`)
	o.w(`"practitioner":{"reference":"Practitioner/`, o.K(g.digits(7)), `","display":"`, d.full(), `, MD"},`)
	o.w(`"organization":{"display":"`, org.name, `"},`)
	o.w(`"code":[{"coding":[{"system":"http://nucc.org/provider-taxonomy","code":"`, o.K(g.pick("207Q00000X", "207RC0000X", "207RE0101X", "208D00000X")), `"}]}],`)
	o.w(`"identifier":[{"system":"http://hl7.org/fhir/sid/us-npi","value":"`, o.K(g.npi()), `"}]`)
	if !clean {
		o.w(`,"telecom":[{"system":"phone","value":"`, o.P("phone", g.phoneUS(true)), `","use":"work"}`)
		if g.chance(0.7) {
			o.w(`,{"system":"fax","value":"`, o.P("phone", g.phoneUS(true)), `"}`)
		}
		if g.chance(0.6) {
			em := g.workEmail(d, org.domain)
			if g.chance(0.4) {
				em = g.workEmail(d, "direct."+org.domain)
			}
			o.w(`,{"system":"email","value":"`, o.P("email", em), `"}`)
		}
		o.w(`]`)
	}
	o.w(`,"availableTime":[{"daysOfWeek":["mon","tue","thu"],"availableStartTime":"08:00:00","availableEndTime":"16:30:00"}]}}]}`)
	o.w(g.pick("", "\nplan directory API — why does telecom fail validation?", "\nDaVinci PDex plan-net: is the fax required?"))
}

func tAPILog(g *G, o *O, clean bool) {
	n := g.n(3, 6)
	svc := g.pick("fhir-proxy", "smart-gateway", "ehr-sync", "hie-bridge", "claims-api")
	d := g.dos()
	for i := 0; i < n; i++ {
		ts := fmt.Sprintf("%sT%s:%02d.%03dZ", d.iso(), g.time(), g.n(0, 59), g.n(0, 999))
		lvl := g.pick("INFO", "INFO", "DEBUG", "WARN", "ERROR")
		switch g.r.IntN(5) {
		case 0:
			if !clean && lvl == "DEBUG" || (!clean && i == n-1 && len(o.pii) == 0) {
				tok, fam := g.accessToken()
				o.w(ts, " DEBUG ", svc, " outbound headers: {\"Authorization\": \"Bearer ", o.P(fam, tok), "\", \"Accept\": \"application/fhir+json\"}\n")
			} else {
				o.w(ts, " ", lvl, " ", svc, " GET /Patient/", o.K(g.b64url(9)), " 200 ", fmt.Sprint(g.n(20, 900)), "ms req_id=", o.K(g.hex(16)), "\n")
			}
		case 1:
			o.w(ts, " ", lvl, " ", svc, " GET /Observation?patient=", o.K(g.digits(8)), "&code=", o.K(pickOf(g, loinc)[0]), " ", g.pick("200", "404", "401"), " ", fmt.Sprint(g.n(20, 900)), "ms trace=", o.K(g.hex(32)), "\n")
		case 2:
			if !clean {
				tok, fam := g.accessToken()
				o.w(ts, " ", g.pick("WARN", "ERROR"), " ", svc, " token rejected (", g.pick("expired", "invalid_signature", "aud mismatch"), "): Authorization: Bearer ", o.P(fam, tok), "\n")
			} else {
				o.w(ts, " WARN ", svc, " token rejected (expired) sub=", o.K(g.hex(12)), " exp=", o.K(fmt.Sprint(g.n(1700000000, 1760000000))), "\n")
			}
		case 3:
			o.w(ts, " ", lvl, " ", svc, " ADT^A08 ack MSA|AA|", o.K(g.digits(10)), " mrn=", o.K(g.mrn()), "\n")
		default:
			o.w(ts, " ", lvl, " ", svc, " retry ", fmt.Sprint(g.n(1, 5)), "/5 upstream=10.", fmt.Sprint(g.n(0, 255)), ".", fmt.Sprint(g.n(0, 255)), ".", fmt.Sprint(g.n(1, 254)), ":", g.pick("8443", "443", "9090"), " latency_ms=", fmt.Sprint(g.n(100, 30000)), "\n")
		}
	}
	if !clean && len(o.pii) == 0 {
		tok, fam := g.accessToken()
		o.w("... ", svc, " replay: curl -H 'Authorization: Bearer ", o.P(fam, tok), "' ", pickOf(g, fhirBases), "/Patient/", g.digits(7), "\n")
	}
}
