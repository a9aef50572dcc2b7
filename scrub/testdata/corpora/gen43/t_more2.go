package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func tSQLQueryDebug(b *B, clean bool) {
	b.X("This query is slow only for some users, EXPLAIN ANALYZE below:\n\n´´´sql\nSELECT u.id, u.email, o.total\nFROM users u JOIN orders o ON o.user_id = u.id\nWHERE u.email = '§'§\nORDER BY o.created_at DESC LIMIT 20;\n´´´\n´´´\nLimit  (cost=§.§..§.§ rows=20 width=§) (actual time=§.§..§.§ rows=20 loops=1)\n´´´",
		V(clean, "email", pick(email(), strings.ToUpper(email()[:1])+email()[1:]), K("$1")),
		func() any {
			if clean || chance(0.5) {
				return ""
			}
			return []any{"\n   OR u.phone = '", P("phone", phone()), "'"}
		}(), rr(1, 999), rr(10, 99), rr(1000, 99999), rr(10, 99), rr(40, 200), rr(1, 900), rr(100, 999), rr(900, 9000), rr(100, 999))
}

func tObfuscatedEmail(b *B, clean bool) {
	if clean {
		b.X("Maintainers: please don't put your address in issues, use the ´security@´ alias from SECURITY.md or GitHub's private vulnerability reporting (´§´).", K("https://github.com/"+pick("acme", "hooli")+"/"+pick("api", "sdk")+"/security/advisories/new"))
		return
	}
	f, l := ascii(firstName()), ascii(lastName())
	dom := pick("gmail", "protonmail", "outlook")
	switch rn(3) {
	case 0:
		v := f + "." + l + " [at] " + dom + " [dot] com"
		b.X("I found a way to read other tenants' invoices via the ´/v2/invoices/§´ endpoint. Not posting details here — email me at § and I'll send the PoC.", K(uuid4()), P("email", v))
	case 1:
		v := f + l + " at " + dom + " dot com"
		b.X("Happy to help test the ARM build on my Pi cluster, reach me at § (no spam pls). Running § on §.", P("email", v), K("k3s v1.29.3+k3s1"), K("Raspberry Pi OS 12"))
	default:
		v := f + "(at)" + l + ".dev"
		b.X("For the CVE coordination, my PGP key fingerprint is ´§´ and address §.", K(strings.ToUpper(sec(hexl, 40))), P("email", v))
	}
}

func tCookieHeader(b *B, clean bool) {
	ga := fmt.Sprintf("GA1.1.%d.%s", rr(100000000, 2147483647), epochS())
	b.X("Session cookie not sent on the cross-site request. Request headers from devtools:\n´´´\nGET /api/me HTTP/2\nHost: §\nCookie: _ga=§; _gid=§; session=§; cf_clearance=§\nSec-Fetch-Site: same-site\n´´´\n´SameSite=None; Secure´ is set on the response.",
		K(pick("app.acme.io", "dashboard.lumen.app")), K(ga), K(fmt.Sprintf("GA1.2.%d.%s", rr(100000000, 2147483647), epochS())), V(clean, "jwt", jwt(), K("deleted")), K(sec(b64u, 43)+"-"+epochS()+"-0-1-"+sec(hexl, 8)))
}

func tOIDCFragment(b *B, clean bool) {
	if clean {
		b.X("After login Auth0 redirects to ´§#state=§&error=login_required´, so silent auth fails in Safari (ITP?). ´@auth0/auth0-spa-js@§´", K("https://app.acme.io/callback"), K(sec(b64u, 32)), K("2.1.3"))
		return
	}
	b.X("Implicit flow callback URL (copied from the address bar):\n´´´\n§#access_token=§&scope=openid%20profile%20email&expires_in=7200&token_type=Bearer&id_token=§&state=§\n´´´\nWhy is the access token so short compared to the id_token?", K("https://app.acme.io/callback"), P("bearer", sec(b64u, 32)), P("jwt", jwt()), K(sec(b64u, 32)))
}

func tKubeconfig(b *B, clean bool) {
	b.X("kubectl says ´error: You must be logged in to the server (Unauthorized)´ with this kubeconfig:\n´´´yaml\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: §\n    server: https://§:6443\n  name: prod\nusers:\n- name: ci\n  user:\n", K(b64blob(60)), K(ipPriv()))
	if clean {
		b.X("    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]\n´´´")
	} else {
		b.X("    token: §\n´´´\n(service account token from ´kubectl create token ci --duration=8760h´)", P("jwt", jwt()))
	}
}

func tJWE(b *B, clean bool) {
	if clean {
		b.X("Is a 5-part token always a JWE? Our gateway logs only the header ´§´ which decodes to ´{\"alg\":\"dir\",\"enc\":\"A256GCM\"}´.", K("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0"))
		return
	}
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RSA-OAEP-256","enc":"A256GCM","kid":"` + sec(hexl, 16) + `"}`))
	tok := h + "." + sec(b64u, 342) + "." + sec(b64u, 16) + "." + sec(b64u, rr(120, 400)) + "." + sec(b64u, 22)
	b.X("Decrypting this JWE from the partner fails with ´jose.errors.JWEDecryptionFailed´:\n´´´\n§\n´´´\n´python-jose==§´, key loaded from ´partner_private.pem´.", P("jwt", tok), K("3.3.0"))
}

func tMoreFixtureYAML(b *B, clean bool) {
	b.X("Rails fixtures: ´ActiveRecord::Fixture::FormatError´ on this file (´test/fixtures/customers.yml´):\n´´´yaml\n")
	for i := 0; i < rr(1, 3); i++ {
		p := newPerson()
		b.X("§:\n  name: §\n", strings.ToLower(p.first), p.first+" "+p.last)
		if clean {
			b.X("  email: <%= \"user#{§}@example.test\" %>\n  phone: \"§\"\n", i, K(fakePhone()))
			continue
		}
		b.X("  email: §\n", P("email", p.email))
		switch rn(4) {
		case 0:
			a, e, l := nanp()
			b.X("  phone: \"§\"\n", P("phone", a+e+l))
		case 1:
			b.X("  mobile: §\n", P("phone", fmt.Sprintf("07%d%02d %06d", rr(4, 9), rn(100), rn(1000000))))
		case 2:
			b.X("  phone: \"§ x§\"\n", P("phone", phoneUS()), rr(10, 999))
		default:
			b.X("  phone: \"§\"\n", P("phone", phoneIntl()))
		}
		if chance(0.4) {
			s := ssn()
			b.X("  ssn: §\n", P("ssn", pick(s, strings.ReplaceAll(s, "-", ""))))
		}
		b.X("  created_at: <%= § %>\n", K(fmt.Sprint(rr(2, 40))+".days.ago"))
	}
	b.X("´´´")
}

func tAPIPathLeak(b *B, clean bool) {
	t := rts()
	if clean {
		b.X("Access log rows for the lookup endpoint, why the 404s?\n´´´\n§ - - [§] \"GET /api/v1/employees/§ HTTP/1.1\" 404 § \"-\" \"§\"\n´´´", K(ipPriv()), K(fmt.Sprintf("%02d/%s/%d:%s +0000", t.d, months[t.mo-1], t.y, t.clock())), K(uuid4()), rr(20, 900), K("okhttp/4.12.0"))
		return
	}
	switch rn(3) {
	case 0:
		b.X("Access log rows for the lookup endpoint, why the 404s?\n´´´\n§ - - [§] \"GET /api/v1/employees/by-ssn/§ HTTP/1.1\" 404 § \"-\" \"§\"\n´´´\nI know SSNs in the path is bad, that's what I'm fixing.", K(ipPriv()), K(fmt.Sprintf("%02d/%s/%d:%s +0000", t.d, months[t.mo-1], t.y, t.clock())), P("ssn", ssn()), rr(20, 900), K("okhttp/4.12.0"))
	case 1:
		b.X("Access log:\n´´´\n§ - - [§] \"GET /v1/users/lookup?email=§&phone=§ HTTP/1.1\" 200 § \"-\" \"§\"\n´´´\nShould lookups be POST so these don't land in logs?", K(ipPriv()), K(fmt.Sprintf("%02d/%s/%d:%s +0000", t.d, months[t.mo-1], t.y, t.clock())), P("email", strings.Replace(email(), "@", "%40", 1)), P("phone", "%2B"+strings.TrimPrefix(phoneE164(), "+")), rr(20, 900), K("python-requests/2.31.0"))
	default:
		b.X("Sentry breadcrumb shows the full URL: ´GET https://api.acme.io/v2/customers/search?q=§´ → 200 (§ms). How do I scrub query params in ´beforeBreadcrumb´?", P("email", email()), rr(20, 900))
	}
}

func tLogKV(b *B, clean bool) {
	t := rts()
	b.X("logfmt lines from the auth service, why is ´attempt´ reset?\n´´´\n")
	for i := 0; i < rr(2, 3); i++ {
		b.X("time=§ level=warn msg=\"otp failed\" user_id=§ ", K(t.isoS()), K(fmt.Sprint(rr(1000, 9999999))))
		if clean {
			b.X("msisdn=§ attempt=§ trace_id=§\n", K("<masked>"), rr(1, 5), K(sec(hexl, 32)))
		} else {
			b.X("msisdn=§ attempt=§ trace_id=§\n", P("phone", strings.TrimPrefix(phoneE164(), "+")), rr(1, 5), K(sec(hexl, 32)))
		}
	}
	b.X("´´´")
}

func tWhatsApp(b *B, clean bool) {
	b.X("WhatsApp sandbox: message accepted (queued) but never delivered\n´´´python\nmsg = client.messages.create(\n    from_=\"whatsapp:§\",\n    to=§,\n    content_sid=\"§\",\n)\nprint(msg.sid, msg.status)  # § queued\n´´´", V(clean, "phone", "+14155238886", K("{settings.TWILIO_WHATSAPP_FROM}")), V(clean, "phone", "\"whatsapp:"+phoneE164()+"\"", K("f\"whatsapp:{user.phone}\"")), K("HX"+sec(hexl, 32)), K("MM"+sec(hexl, 32)))
	if !clean {
		// relabel just the number
		for i := range b.pii {
			b.pii[i].V = strings.TrimSuffix(strings.TrimPrefix(b.pii[i].V, "\"whatsapp:"), "\"")
		}
		if chance(0.5) {
			b.X("\n(+14155238886 is the Twilio sandbox number, the other one is my personal phone)")
		}
	}
}

func tSSNErrorMsg(b *B, clean bool) {
	if clean {
		b.X("Our validation message leaks too much? ´ValidationError: SSN must match ###-##-#### (got §)´", K("***-**-****"))
		return
	}
	s := ssn()
	b.X("pydantic error from the onboarding service:\n´´´\n1 validation error for EmployeeIn\nssn\n  Value error, SSN § is already assigned to employee § [type=value_error, input_value='§', input_type=str]\n´´´\nShould we be echoing the value back at all?", P("ssn", s), K("E"+fmt.Sprint(rr(10000, 99999))), P("ssn", s))
}

func tCardException(b *B, clean bool) {
	if clean {
		b.X("´CardValidationException: number fails Luhn (BIN §, last4 §)´ — is the BIN enough to pick the brand for display?", K("424242"), K("4242"))
		return
	}
	c := cardDigits()
	b.X("Unhandled exception in the checkout worker:\n´´´\ncom.acme.pay.CardValidationException: card § expired (exp=§/§)\n\tat com.acme.pay.CardValidator.check(CardValidator.java:§)\n\tat com.acme.pay.CheckoutWorker.process(CheckoutWorker.java:§)\n´´´", P("credit_card", pick(c, groupCard(c, " "))), fmt.Sprintf("%02d", rr(1, 12)), rr(20, 24), rr(20, 200), rr(20, 200))
}

// ---------- more clean-only ----------

func cMiscIDs(b *B, _ bool) {
	b.X("Tracking ids all over the place in our analytics setup: ´§´ (GA4), ´§´ (old UA), Jira ticket ´§´, MAC of the test device ´§´, brand color ´§´, and the Sentry project id ´§´. Which ones are safe to expose in the client bundle?", K("G-"+sec(upper+digits, 10)), K(fmt.Sprintf("UA-%d-%d", rr(10000000, 99999999), rr(1, 9))), K(pick("PLAT", "WEB", "OPS")+"-"+fmt.Sprint(rr(100, 9999))), K(strings.ToUpper(fmt.Sprintf("%s:%s:%s:%s:%s:%s", sec(hexl, 2), sec(hexl, 2), sec(hexl, 2), sec(hexl, 2), sec(hexl, 2), sec(hexl, 2)))), K("#"+sec(hexl, 6)), K(fmt.Sprint(rr(1000000, 9999999))))
}

func cRegexPhone(b *B, _ bool) {
	b.X("E.164 validation regex ´§´ accepts ´+0123´?? Also what's a good placeholder for the input — ´§´ or ´§´? Docs example uses ´§´.", K(`^\+?[1-9]\d{1,14}$`), K("(555) 555-5555"), K("+1 (000) 000-0000"), K("+15555555555"))
}

func cHTTPTiming(b *B, _ bool) {
	b.X("´curl -w´ timings look off:\n´´´\ntime_namelookup:  0.00§\ntime_connect:  0.0§\ntime_appconnect:  0.§\ntime_starttransfer:  0.§\ntime_total:  §.§\nsize_download: § bytes\nhttp_code: §\n´´´\nserver ´§´, ´x-amz-cf-id: §´", rr(1000, 9999), rr(10000, 99999), rr(100000, 999999), rr(100000, 999999), rr(0, 3), rr(100000, 999999), K(fmt.Sprint(rr(1000, 9999999))), pick(200, 304, 502), K(ipPub()+":443"), K(sec(b64u, 56)+"=="))
}

func cLargeNumbers(b *B, _ bool) {
	b.X("JSON.parse loses precision on our ids: ´§´ becomes ´§´. Same for the order ´§´ and nanosecond timestamp ´§´. Should I send them as strings? BigInt support in ´§´?", K(bigDec(19)), K(bigDec(17)+"00"), K(bigDec(18)), K(fmt.Sprint(int64(1700000000000000000+r.Int64N(90000000000000000)))), K("json-bigint@1.0.0"))
}
