package main

import "strings"

func cnMobile() string {
	return uniq(func() string { return "1" + pick([]string{"3", "5", "7", "8", "9"}) + digits(9) })
}

func piiTemplates4() []T {
	return []T{
		{"go_proto_compact_string", func(b *B) string {
			p := person("")
			return sf(`DEBUG handler req: name:"%s" email:"%s" phone_number:"%s" consent:true tenant_id:%s`, p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), b.K(nz(6)))
		}},
		{"go_database_sql_args", func(b *B) string {
			p := person("us")
			return sf(`sql: exec "INSERT INTO kyc (email, ssn, phone) VALUES ($1, $2, $3)" args=[]interface {}{"%s", "%s", "%s"}`, b.Email(p.Email), b.SSN(ssn("")), b.Phone(phone("us", "nat")))
		}},
		{"typeorm_parameters", func(b *B) string {
			p := person("")
			return sf(`query: INSERT INTO "subscriber"("email", "msisdn", "created_at") VALUES ($1, $2, DEFAULT) RETURNING "id" -- PARAMETERS: ["%s","%s"]`, b.Email(p.Email), b.Phone(phone(p.Loc, "bare")))
		}},
		{"csv_phone_bare_column", func(b *B) string {
			rows := []string{"account_id,name,phone,state"}
			for i := 0; i < 3; i++ {
				ph := phone("us", "e164")[2:]
				used[ph] = true
				rows = append(rows, sf("%s,%s,%s,%s", b.K("A"+digits(7)), person("us").Full, b.Phone(ph), pick([]string{"CA", "TX", "NY", "WA", "IL"})))
			}
			return strings.Join(rows, "\n")
		}},
		{"jsonl_taxpayer_bare", func(b *B) string {
			rows := []string{}
			for i := 0; i < 2; i++ {
				rows = append(rows, sf(`{"return_id":"%s","taxpayer_id":"%s","agi_cents":%s}`, b.K("R"+digits(9)), b.SSN(ssn("bare")), b.K(cents())))
			}
			return strings.Join(rows, "\n")
		}},
		{"logfmt_json_in_quotes", func(b *B) string {
			p := person("")
			return sf(`level=debug msg="tool invoked" name=create_contact args="{\"email\":\"%s\",\"phone\":\"%s\"}" run_id=%s`, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(uuid()))
		}},
		{"serilog_destructured", func(b *B) string {
			p := person("")
			return sf(`[%02d:%02d:%02d DBG] Upserting Customer { Email: "%s", Phone: "%s", LoyaltyId: %s }`, r.Intn(24), r.Intn(60), r.Intn(60), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(nz(8)))
		}},
		{"ruby34_hash_inspect", func(b *B) string {
			p := person("")
			return sf(`{"email" => "%s", "mobile" => "%s", "plan" => "pro", "seats" => %d}`, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), 1+r.Intn(50))
		}},
		{"python_ordereddict_bytes", func(b *B) string {
			p := person("")
			return sf(`OrderedDict([('email', '%s'), ('phone', '%s')]) raw=b'{"email": "%s"}'`, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), p.Email)
		}},
		{"java_map_tostring", func(b *B) string {
			p := person("")
			return sf("Received tool arguments: {email=%s, phone=%s, requestId=%s}", b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(uuid()))
		}},
		{"go_map_print", func(b *B) string {
			p := person("")
			return sf("args: map[email:%s msisdn:%s retries:%d]", b.Email(p.Email), b.Phone(phone(p.Loc, "bare")), r.Intn(5))
		}},
		{"json_numeric_values", func(b *B) string {
			cd := cardDigits(pick([]string{"visa", "mc", "disc"}))
			used[cd] = true
			sd := ssnDigits()
			for sd[0] == '0' || used[sd] {
				sd = ssnDigits()
			}
			used[sd] = true
			return sf(`{"customer_id":%s,"taxpayerId":%s,"pan":%s,"amount_cents":%s}`, b.K(id10()), b.SSN(sd), b.Card(cd), b.K(cents()))
		}},
		{"json_msisdn_number", func(b *B) string {
			ph := phone(pick([]string{"uk", "de", "in", "br"}), "bare")
			return sf(`{"event":"sms.delivered","msisdn":%s,"message_id":"%s","delivered_at":%s}`, b.Phone(ph), b.K(uuid()), b.K(tsMs()))
		}},
		{"json_authorization_token_scheme", func(b *B) string {
			return sf(`{"headers":{"Authorization":"token %s","Accept":"application/vnd.github+json","X-GitHub-Api-Version":"2022-11-28"}}`, b.Sec(tok("ghp")))
		}},
		{"url_userinfo_password", func(b *B) string {
			pw := tok("pw")
			for strings.ContainsAny(pw, "@:/?#%") {
				pw = tok("pw")
			}
			return sf(`{"tool":"fetch","args":{"url":"https://kb-sync:%s@files.brightpath.io/export/%s.csv"}}`, b.Sec(pw), b.K(date()))
		}},
		{"url_query_apikey_camel", func(b *B) string {
			return sf("GET /v3/search?apiKey=%s&q=router+reset&limit=%d HTTP/1.1", b.Sec(tok(pick([]string{"hex32", "opaque"}))), 10+r.Intn(40))
		}},
		{"json_cyrillic_cjk_fields", func(b *B) string {
			p := person("")
			ru := uniq(func() string { return "+7 9" + digits(2) + " " + nz(3) + "-" + digits(2) + "-" + digits(2) })
			return sf(`{"клиент":{"телефон":"%s","почта":"%s"},"客户":{"手机号":"%s","邮箱":"%s"}}`,
				b.Phone(ru), b.Email(p.Email), b.Phone(cnMobile()), b.Email(person("").Email))
		}},
		{"json_korean_fields", func(b *B) string {
			ph := uniq(func() string { return "010-" + nz(4) + "-" + digits(4) })
			return sf(`{"이름":"김민준","전화번호":"%s","이메일":"%s","주문번호":"%s"}`, b.Phone(ph), b.Email(person("").Email), b.K(nz(12)))
		}},
		{"mailto_encoded", func(b *B) string {
			p := person("")
			return sf(`{"type":"link","href":"mailto:%s?subject=%s","text":"Contact owner"}`, b.Email(pe(p.Email)), b.K(pe("Ticket "+ticketNo())))
		}},
		{"escaped_unicode_double", func(b *B) string {
			p := person("")
			e := strings.Replace(p.Email, "@", `\\u0040`, 1)
			return sf(`{"log":"{\"payload\":\"{\\\"email\\\":\\\"%s\\\"}\"}","stream":"stdout","time":"%s"}`, b.Email(e), b.K(isoTS()))
		}},
		{"json_phone_with_ext", func(b *B) string {
			ph := phone("us", "nat")
			ext := digits(3)
			return sf(`{"office":{"phone":"%s ext. %s","fax":"%s"},"zip":"%s"}`, b.Phone(ph), ext, b.Phone(phone("us", "nat")), b.K(nz(5)))
		}},
		{"openai_args_ssn_card", func(b *B) string {
			return sf(`{"role":"assistant","tool_calls":[{"id":"%s","type":"function","function":{"name":"verify_identity","arguments":"{\"ssn\": \"%s\", \"card_number\": \"%s\", \"zip\": \"%s\"}"}}]}`,
				b.K(callID()), b.SSN(ssn("")), b.Card(card("", "")), b.K(nz(5)))
		}},
	}
}
