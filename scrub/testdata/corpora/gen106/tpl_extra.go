package main

import (
	"fmt"
)

func extraTemplates() []T {
	return []T{
		{"workday_ad_sync_error_ssn", func(b *B) string {
			p := per("en")
			return fmt.Sprintf("%s ERROR workday-connector: worker %s (%s) rejected by AD writeback: attribute extensionAttribute7 value '%s' violates policy (SSN must not be written to directory). Payload: {\"worker_id\":\"%s\",\"national_id\":\"%s\",\"email\":\"%s\"}",
				b.K(ts()), b.K(empID()), p.Disp, b.S(ssn()), b.K(empID()), b.S(ssnBare()), b.E(workEmail(p, orgDomain("en"))))
		}},
		{"onboarding_everify_es", func(b *B) string {
			p := per("es")
			return fmt.Sprintf("Alta de %s (oficina de Miami): para el caso de E-Verify necesitamos su número de seguro social: %s. Fecha de incorporación %s, cuenta de Okta %s, móvil %s.",
				p.Disp, b.S(ssn()), b.K(dateFR()), b.E(workEmail(p, orgDomain("es"))), b.Ph(phoneUS()))
		}},
		{"okta_profile_custom_ssn", func(b *B) string {
			p := per("en")
			e := b.E(workEmail(p, orgDomain("en")))
			return fmt.Sprintf(`GET /api/v1/users/%s -> {"id":"%s","status":"ACTIVE","profile":{"firstName":"%s","lastName":"%s","login":"%s","email":"%s","employeeNumber":"%s","ssnLast4":"%s","taxId":"%s","primaryPhone":"%s"}}`,
				e, b.K(oktaID("00u")), p.First, p.Last, e, e, b.K(empID()), b.K(fmt.Sprintf("%04d", ri(1, 9999))), b.S(pick2(ssn, itin)), b.Ph(phoneUS()))
		}},
		{"onepassword_1pux_card", func(b *B) string {
			p := per("")
			return fmt.Sprintf(`{"uuid":"%s","categoryUuid":"002","details":{"sections":[{"title":"","fields":[{"title":"cardholder name","id":"cardholder","value":{"string":"%s"}},{"title":"type","id":"type","value":{"creditCardType":"%s"}},{"title":"number","id":"ccnum","value":{"creditCardNumber":"%s"}},{"title":"expiry date","id":"expiry","value":{"monthYear":%d%02d}}]}]},"overview":{"title":"%s","ainfo":"%s"}}`,
				b.K(fromSet(lower+digs, 26)), p.Disp, pick("visa", "mc", "amex"), b.C(card("", ri(0, 2))), ri(2026, 2031), ri(1, 12), pick("Company card – SaaS", "Travel card", "Carte affaires"), b.K(pick("Visa ending 0000", "exp. 2028", "shared with finance")))
		}},
		{"keepass_card_note_fr", func(b *B) string {
			p := per("fr")
			return fmt.Sprintf("<Entry><String><Key>Title</Key><Value>Carte affaires – abonnements</Value></String><String><Key>Notes</Key><Value>Titulaire : %s\nNuméro : %s\nExpire : %02d/%d\nPlafond 3 000 € – utilisée pour Okta, Atlassian, 1Password (facture %s)</Value></String></Entry>",
				p.Disp, b.C(card(pick("visa", "mc"), 0)), ri(1, 12), ri(26, 31), b.K("FA-"+fmt.Sprint(ri(2024, 2025))+"-"+digits(5)))
		}},
		{"helpdesk_license_purchase_card", func(b *B) string {
			p := per("")
			return fmt.Sprintf("%s: renewing %d Okta Workforce Identity seats (order %s, $%d.%02d). Card charged: %s (%s, billing contact %s). Receipt forwarded to ap@%s.",
				b.K(ticket()), ri(50, 2000), b.K(fmt.Sprint(ri(1000000, 9999999))), ri(1000, 90000), ri(0, 99), b.C(card("", ri(0, 2))), p.Disp, b.E(workEmail(p, orgDomain(p.Lang))), orgDomain(p.Lang))
		}},
		{"entra_get_access_token", func(b *B) string {
			ten := uuid()
			return fmt.Sprintf("$ az account get-access-token --resource-type ms-graph\n{\n  \"accessToken\": \"%s\",\n  \"expiresOn\": \"%s\",\n  \"expires_on\": %d,\n  \"subscription\": \"%s\",\n  \"tenant\": \"%s\",\n  \"tokenType\": \"Bearer\"\n}",
				b.J(jwtTok("https://sts.windows.net/"+ten+"/", "https://graph.microsoft.com", uuid(), fmt.Sprintf(`,"tid":"%s","scp":"Directory.Read.All User.Read"`, ten))), b.K(tsS()+".000000"), ri(1710000000, 1760000000), b.K(uuid()), b.K(ten))
		}},
		{"okta_inline_hook_request_log", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("%s INFO hook-receiver POST /okta/hooks/registration from %s headers={\"authorization\": \"Bearer %s\", \"x-okta-request-id\": \"%s\"} body.data.userProfile.email=%s",
				b.K(ts()), b.K(ip()), b.J(jwtTok("https://"+oktaOrg(dom), "https://hooks."+dom, oktaID("0oa"), "")), b.K(alnum(27)), b.E(workEmail(p, dom)))
		}},
		{"oidc_implicit_redirect_url", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			iss := "https://" + oktaOrg(dom)
			return fmt.Sprintf("Browser ended on https://app.%s/callback#id_token=%s&token_type=Bearer&expires_in=3600&scope=openid%%20email&state=%s — why does the SPA say \"nonce mismatch\"?",
				dom, b.J(jwtTok(iss, oktaID("0oa"), oktaID("00u"), fmt.Sprintf(`,"email":"%s","nonce":"%s"`, workEmail(p, dom), hexs(16)))), b.K(hexs(24)))
		}},
		{"jwt_decode_question_ja", func(b *B) string {
			p := per("ja")
			dom := orgDomain("ja")
			return fmt.Sprintf("Entra ID から取得した ID トークンをデコードすると aud が違うようです。トークン：%s\nテナントID %s、アプリ（クライアント）ID %s です。ユーザーは %s です。",
				b.J(jwtTok("https://login.microsoftonline.com/"+uuid()+"/v2.0", uuid(), uuid(), "")), b.K(uuid()), b.K(uuid()), b.E(workEmail(p, dom)))
		}},
		{"google_oauth_refresh_curl", func(b *B) string {
			return fmt.Sprintf("curl -s https://oauth2.googleapis.com/token \\\n  -d client_id=%s-%s.apps.googleusercontent.com \\\n  -d client_secret=%s \\\n  -d refresh_token=%s \\\n  -d grant_type=refresh_token",
				b.K(digits(12)), fromSet(lower+digs, 32), b.T(uq(func() string { return "GOCSPX-" + fromSet(b64uS, 28) })), b.T(uq(func() string { return "1//0" + fromSet(b64uS, 99) })))
		}},
		{"scim_bearer_ps_invoke", func(b *B) string {
			p := per("")
			dom := orgDomain(p.Lang)
			return fmt.Sprintf("$headers = @{ Authorization = \"Bearer %s\"; \"Content-Type\" = \"application/scim+json\" }\nInvoke-RestMethod -Method Get -Uri \"https://scim.%s/v2/Users?filter=userName eq \"\"%s\"\"\" -Headers $headers",
				b.T(urlTok(44)), dom, b.E(workEmail(p, dom)))
		}},
		{"ldap_ssn_custom_attr", func(b *B) string {
			p := per("en")
			dom := orgDomain("en")
			return fmt.Sprintf("# ldapsearch -LLL -H ldaps://ldap.%s -b ou=hr,%s \"(employeeNumber=%s)\" hrSSN mail\ndn: uid=%s%s,ou=hr,%s\nhrSSN: %s\nmail: %s",
				dom, dcOf(dom), b.K(empID()), p.FA[:1], p.LA, dcOf(dom), b.S(ssnBare()), b.E(workEmail(p, dom)))
		}},
	}
}

func pick2(a, b func() string) string {
	if r.Intn(2) == 0 {
		return a()
	}
	return b()
}
