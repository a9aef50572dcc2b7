package main

import "strings"

func piiTemplates3() []T {
	return []T{
		{"json_tel_bare_national_us", func(b *B) string {
			ph := phone("us", "e164")[2:]
			used[ph] = true
			return sf(`{"caller":{"tel":"%s","name":"%s"},"call_id":"%s","duration_s":%d}`, b.Phone(ph), person("us").Full, b.K("CA"+hexs(32)), r.Intn(900))
		}},
		{"logfmt_ssn_bare", func(b *B) string {
			return sf(`level=warn msg="manual review" applicant_id=%s ssn=%s reason=dob_mismatch ts=%s`, b.K(id9()), b.SSN(ssn("bare")), b.K(tsSec()))
		}},
		{"logfmt_card_and_token", func(b *B) string {
			return sf(`level=error msg="charge declined" card_no=%s amount=%s decline_code=do_not_honor token=%s`,
				b.Card(card("", "plain")), b.K(cents()), b.JWT(jwt()))
		}},
		{"protobuf_text_id_token", func(b *B) string {
			return sf("auth_context {\n  id_token: \"%s\"\n  session_id: \"%s\"\n  expires_at: %s\n}", b.JWT(jwt()), b.K(uuid()), b.K(tsSec()))
		}},
		{"python_headers_dict", func(b *B) string {
			return sf("requests.post('https://kb.brightpath.io/api/ingest', headers={'Authorization': 'Bearer %s', 'X-Trace': '%s'}, json=payload)",
				b.JWT(jwt()), b.K(traceID()))
		}},
		{"toml_access_token", func(b *B) string {
			return sf("[remote \"kb\"]\nurl = \"https://kb.brightpath.io\"\naccess_token = \"%s\"\nrefresh_after = %d\n", b.Sec(tok(pick([]string{"opaque", "opaque_dot", "ghp"}))), 300+r.Intn(3000))
		}},
		{"go_struct_apikey", func(b *B) string {
			return sf("config loaded: {BaseURL:https://api.brightpath.io APIKey:%s Timeout:30s Retries:%d}", b.Sec(tok(pick([]string{"stripe", "stripe_rk", "openai", "npm"}))), r.Intn(6))
		}},
		{"ruby_hash_api_key", func(b *B) string {
			return sf(`{"api_key"=>"%s", "account_sid"=>"%s", "region"=>"us1"}`, b.Sec(tok("twilio")), b.K("AC"+hexs(32)))
		}},
		{"form_client_credentials", func(b *B) string {
			return sf("POST /oauth/token HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\ngrant_type=client_credentials&client_id=%s&client_secret=%s&scope=kb.read",
				b.K(hexs(8)+"-"+hexs(4)+"-"+hexs(4)), b.Sec(tok(pick([]string{"opaque", "hex64"}))))
		}},
		{"yaml_redis_url_password", func(b *B) string {
			pw := tok("pw")
			for strings.ContainsAny(pw, "@:/?#%") {
				pw = tok("pw")
			}
			return sf("cache:\n  url: redis://:%s@%s:6379/0\n  ttl_seconds: %d\n", b.Sec(pw), b.K("cache-"+digits(2)+".internal"), 60*(1+r.Intn(60)))
		}},
		{"python_proto_repr_ssn", func(b *B) string {
			return sf("VerifyRequest(applicant_id='%s', ssn='%s', dob='%s')", b.K(uuid()), b.SSN(ssn(pick([]string{"", "bare"}))), sf("19%d-%02d-%02d", 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28)))
		}},
		{"csv_cc_number_spaced", func(b *B) string {
			rows := []string{"customer_id,cc_number,exp,zip"}
			for i := 0; i < 2; i++ {
				rows = append(rows, sf("%s,%s,%02d/%d,%s", b.K(id9()), b.Card(card("", "space")), 1+r.Intn(12), 26+r.Intn(5), b.K(nz(5))))
			}
			return strings.Join(rows, "\n")
		}},
		{"yaml_ssn_record", func(b *B) string {
			p := person("us")
			return sf("applicant:\n  name: %s\n  ssn: %s\n  dob: %s\n  case: %s\n", p.Full, b.SSN(ssn("")), sf("19%d-%02d-%02d", 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28)), b.K(ticketNo()))
		}},
		{"pgx_log_card", func(b *B) string {
			return sf(`{"level":"info","msg":"Exec","module":"pgx","sql":"insert into vault_cards(pan, token_ref) values($1, $2)","args":["%s","%s"],"time":"%s"}`,
				b.Card(card("", "plain")), b.K("tok_"+randomish(alnumC, 20)), b.K(isoTS()))
		}},
		{"json_dutch_french_fields", func(b *B) string {
			p, q := person("nl"), person("fr")
			return sf(`{"klant":{"naam":"%s","telefoonnummer":"%s","e-mailadres":"%s"},"contact_fr":{"nom":"%s","portable":"%s","courriel":"%s"}}`,
				p.Full, b.Phone(phone("nl", "nat")), b.Email(p.Email), q.Full, b.Phone(phone("fr", "nat")), b.Email(q.Email))
		}},
		{"graphql_variables_ssn_card", func(b *B) string {
			return sf(`{"query":"mutation Apply($in: ApplicationInput!) { apply(input: $in) { id } }","variables":{"in":{"ssn":"%s","cardNumber":"%s","amountCents":%s}}}`,
				b.SSN(ssn("")), b.Card(card("", "plain")), b.K(cents()))
		}},
	}
}
