package main

// Legacy and international shapes, masked values beside real ones, and a few
// more clean kinds.

import (
	"fmt"
	"strings"
)

func init() {
	reg("upper_email_legacy", func(b *B) string {
		p := newPerson()
		e := b.P("email", uniq(func() string { return strings.ToUpper(localPart(p) + "@" + pickL(freeMail)) }))
		return f(`DB2 export from the AS/400 has everything upper-case, and our dedupe misses these:

~~~
CUSTNO  NAME                 EMAIL                               LASTORD
%s  %-20s %-35s %s
~~~

Should I lower() before hashing?`, b.K(dg(6)), strings.ToUpper(p.Full()), e, b.K(tm().Format("20060102")))
	})

	reg("idn_email_de", func(b *B) string {
		v := b.P("email", uniq(func() string {
			return pick("jürgen", "björn", "sören", "jörg", "günther", "renée", "françois", "zoë") + "." + pick("müller", "weiß", "schröder", "größer", "köhler", "lefèvre") + "@" + pick("web.de", "gmx.de", "t-online.de", "posteo.de")
		}))
		return f(`Laravel-Validierung: 'email:rfc,dns' lehnt Adressen mit Umlauten ab

Ein Kunde kann sich mit %s nicht registrieren (Fehlermeldung "Das Feld E-Mail muss eine gültige E-Mail-Adresse sein."). Laravel %s, egulias/email-validator %s. Muss ich IDN erst in Punycode umwandeln?`, v, b.K("11.9.2"), b.K("4.0.2"))
	})

	reg("jwe_token_header", func(b *B) string {
		t := b.P("jwt", uniq(func() string {
			h := b64u(`{"alg":"` + pick("RSA-OAEP-256", "dir", "A256KW") + `","enc":"` + pick("A256GCM", "A128CBC-HS256") + `","kid":"` + rs(alnumC, 12) + `"}`)
			return h + "." + rawB64u(pick1(0, 256, 40)) + "." + rawB64u(12) + "." + rawB64u(rn(120, 400)) + "." + rawB64u(16)
		}))
		return f(`jose: "JWEDecryptionFailed: decryption operation failed" for tokens from our IdP

~~~
Authorization: Bearer %s
~~~

It's a 5-part JWE (encrypted id token). jose %s, key from the JWKS with use=enc.`, t, b.K("5.3.0"))
	})

	reg("card_json_number", func(b *B) string {
		d := cardDigits(pick("visa", "mc", "discover"))
		for used[d] {
			d = cardDigits("visa")
		}
		used[d] = true
		c := b.P("credit_card", d)
		return f(`JSON.parse changes the last digits of the card number!

~~~js
const body = '{"orderId": %d, "pan": %s, "expMonth": %d}';
console.log(JSON.parse(body).pan); // last two digits come back as 00 ???
~~~

The partner API sends the PAN as a number, not a string.`, rn(10000, 999999), c, rn(1, 12))
	})

	reg("masked_and_real_card", func(b *B) string {
		c := b.Card(pick("visa", "mc"), 1)
		m := b.K(c[:4] + " **** **** " + c[len(c)-4:])
		return f(`Our receipt template shows the masked number (%s) but the PDF attachment still has the full one: %s. We render with wkhtmltopdf %s from the same model, how is that possible?`, m, c, b.K("0.12.6"))
	})

	reg("phone_prose_contact", func(b *B) string {
		var ph string
		switch R.Intn(4) {
		case 0:
			a, e, l := usParts()
			ph = b.P("phone", uniq(func() string { return a + " " + e + " " + l }))
			return f(`Been stuck on this for two days (Xcode %s, the archive fails at "Copy Swift standard libraries"). If someone can pair for 15 minutes I'll pay — text me at %s.`, b.K("15.3"), ph)
		case 1:
			ph = b.P("phone", uniq(func() string { return "+91 " + string("6789"[R.Intn(4)]) + dg(4) + " " + dg(5) }))
			return f(`Flutter build fails with "Execution failed for task ':app:mergeReleaseResources'". Gradle %s. Urgent for a client demo, WhatsApp me %s if you can help.`, b.K("8.4"), ph)
		case 2:
			ph = b.P("phone", uniq(func() string { return "07" + pick("4", "5", "7", "8", "9") + dg(2) + " " + dg(6) }))
			return f(`Our on-call rotation doc has my mobile %s but PagerDuty still calls the old one. PagerDuty API v2, service %s.`, ph, b.K("P"+strings.ToUpper(rs(alnumC, 6))))
		}
		ph = b.P("phone", phoneES())
		return f(`¿Alguien que sepa de Odoo %s? Necesito migrar un módulo de 14 a 17, pago por horas. Mi móvil es %s.`, b.K("17.0"), ph)
	})

	reg("phone_table_contact", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			ph := b.P("phone", phoneIntl())
			rows = append(rows, f("| %s | %s | %s |", p.Full(), pick("backend", "SRE", "mobile", "data"), ph))
		}
		return f(`Markdown table in our runbook renders broken in Backstage TechDocs (mkdocs-material %s):

| Engineer | Team | Contact |
|---|---|---|
%s

The pipes inside the numbers? There are none…`, b.K("9.5.21"), strings.Join(rows, "\n"))
	})

	// ---- clean ----

	regC("clean_routing_numbers", func(b *B) string {
		return f(`ACH file rejected: "Invalid RDFI routing number". Our sample batch uses routing %s with check digit %s and company id %s, batch number %s. Is the check digit computed over 8 or 9 digits?`, b.K(pick("021000021", "011000015", "121000358", "026009593")), b.K(fmt.Sprint(rn(0, 9))), b.K("1"+dg(9)), b.K(fmt.Sprintf("%07d", rn(1, 9999999))))
	})

	regC("clean_masked_values", func(b *B) string {
		return f(`Our masking helper output, is this enough for PCI and our privacy review?

~~~
card:  **** **** **** %s
ssn:   ***-**-%s
email: %s***@***.com
phone: +1 (***) ***-%s
token: sk_live_****************%s
~~~`, b.K(dg(4)), b.K(dg(4)), pick("j", "m", "a"), dg(4), b.K(rs(alnumC, 4)))
	})

	regC("clean_ipv6_mac", func(b *B) string {
		return f(`Docker container gets IPv6 %s but can't reach %s. Host NIC MAC %s, bridge docker0 fe80::42:%s:%s/64. daemon.json has "ipv6": true, "fixed-cidr-v6": "fd00:%s::/80".`, b.K("fd00:"+rs(hexC, 4)+"::"+rs(hexC, 4)), b.K("2606:4700:4700::1111"), b.K(strings.ToUpper(rs(hexC, 2)+":"+rs(hexC, 2)+":"+rs(hexC, 2)+":"+rs(hexC, 2)+":"+rs(hexC, 2)+":"+rs(hexC, 2))), rs(hexC, 4), rs(hexC, 4), rs(hexC, 4))
	})

	regC("clean_kafka_offsets", func(b *B) string {
		return f(`Consumer lag keeps growing:

~~~
GROUP     TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
billing   payments.v3    0          %d       %d       %d
billing   payments.v3    1          %d       %d       %d
~~~
Last commit at %s (epoch ms). max.poll.records=%d.`, b.K2(rn(100000000, 999999999)), rn(100000000, 999999999), rn(0, 90000), rn(100000000, 999999999), rn(100000000, 999999999), rn(0, 90000), b.K(msTime()), rn(50, 1000))
	})

	regC("clean_aws_arns", func(b *B) string {
		acct := dg(12)
		return f(`AccessDenied when assuming the role across accounts:

~~~
An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:sts::%s:assumed-role/github-actions/%d is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::%s:role/deployer
~~~

Trust policy has Principal {"AWS": "arn:aws:iam::%s:root"} and ExternalId %s.`, b.K(acct), rn(1000000000, 9999999999), b.K(dg(12)), acct, b.K(uuid()))
	})
}

// K2 keeps a number written with %d.
func (b *B) K2(n int) int { b.K(fmt.Sprint(n)); return n }
