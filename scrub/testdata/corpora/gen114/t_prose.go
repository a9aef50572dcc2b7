package main

// Templates: GitHub issues, Stack Overflow prose, questions in other
// languages, agent transcripts.

import "strings"

func init() {
	reg("gh_issue_bug_report", func(b *B) string {
		t := b.Sec(pick(ghp(), npmT(), hfT(), linearT(), anthropicK()))
		em := b.WorkEmail()
		return f(`### Describe the bug

The CLI crashes with ¦TypeError: Cannot read properties of undefined (reading 'map')¦ when listing projects.

### To Reproduce

~~~bash
export ACME_TOKEN=%s
npx @acme/cli@%s projects list --org %s
~~~

### Expected behavior
A table of projects.

### Environment
- OS: %s
- Node: %s
- CLI: %s

If you need the full debug log I can send it, reach me at %s.`, t, b.K(ver()), pick("platform", "data-eng", "mobile"), pick("Ubuntu 22.04.4 LTS", "macOS 14.4.1 (23E224)", "Windows 11 23H2 (22631.3447)"), b.K("v20."+f("%d.%d", rn(1, 15), rn(0, 3))), b.K(ver()), em)
	})

	reg("gh_issue_comment_key", func(b *B) string {
		k := b.Sec(pick(anthropicK(), openaiK(), googleKey()))
		return f(`@%s still getting 401 on %s with the fix from #%d. I tried with my key %s and also regenerated it, same result:

~~~
AuthenticationError: 401 {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}
~~~`, b.K(pick("maintainer-bot", "jdoe-dev", "kaitlyn-oss", "rsc")), b.K("v"+ver()), rn(100, 9000), k)
	})

	reg("so_regex_phone", func(b *B) string {
		p1 := b.P("phone", phoneIntl())
		p2 := b.PhoneUS(pick1(0, 2, 6))
		return f(`Regex for E.164 doesn't match numbers users actually type

I'm using ¦^\+?[1-9]\d{1,14}$¦ but these two from our signup form (real entries from yesterday) are rejected:

    %s
    %s

while a placeholder like ¦%s¦ in our test passes. Should I strip spaces and punctuation first, or use libphonenumber (%s)?`, p1, p2, b.K("(555) 555-5555"), b.K("8.13.34"))
	})

	reg("so_luhn_own_card", func(b *B) string {
		c := b.Card("", pick1(0, 1, 2))
		bad := b.K(badCard())
		return f(`My Luhn implementation rejects my own card

~~~js
function luhn(num) {
  const digits = num.replace(/\D/g, '').split('').reverse().map(Number);
  return digits.reduce((s, d, i) => s + (i %% 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0) %% 10 === 0;
}
luhn("%s"); // false ??? this is the card in my wallet
luhn("%s"); // false, expected
~~~`, c, bad)
	})

	reg("so_ssn_mask", func(b *B) string {
		s := b.SSN()
		m := b.K("***-**-" + s[7:])
		return f(`How to mask an SSN in SQL Server except the last 4?

Our column holds values like %s and I want to output %s. I tried ¦STUFF(ssn, 1, 6, '***-**')¦ but the dashes are inconsistent (some rows have no dashes). SQL Server 2019 (%s).`, s, m, b.K("15.0.4345.5"))
	})

	reg("so_email_regex", func(b *B) string {
		p := newPerson()
		e := b.P("email", uniq(func() string {
			return pick(p.first+".o'"+p.last, p.first+"+"+pick("billing", "jira", "alerts")+"."+dg(2), p.first+"_"+p.last) + "@" + pick("mail.", "eu.", "corp.") + pickL(workDomains)
		}))
		return f(`Email validation rejects valid addresses with apostrophes/plus/subdomains

A customer can't sign up with %s. My pattern:

~~~python
EMAIL_RE = re.compile(r"^[A-Za-z0-9._-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}$")
~~~

Is there a sane regex or should I just use ¦email-validator¦ (%s)?`, e, b.K("2.1.1"))
	})

	reg("ru_question_db", func(b *B) string {
		pw := b.UPw()
		em := b.FreeEmail()
		ph := b.P("phone", phoneRU())
		return f(`Не могу подключиться к PostgreSQL из Docker: "password authentication failed"

Строка подключения:

~~~
postgresql://shop:%s@%s:5432/shop
~~~

pg_hba.conf уже поправил, контейнер перезапускал. Версия PostgreSQL %s. Если кто-то может помочь — пишите на %s или в телеграм %s.`, pw, host(), b.K("15.4"), em, ph)
	})

	reg("pt_question_mercadopago", func(b *B) string {
		t := b.Sec(mercadoPago())
		ph := b.P("phone", phoneBR())
		return f(`Erro 401 ao criar preferência no Mercado Pago

Estou usando o SDK Node (%s) assim:

~~~js
mercadopago.configure({ access_token: "%s" });
const pref = await mercadopago.preferences.create({ items: [{ title: "Pedido %s", unit_price: %s, quantity: 1 }] });
~~~

Retorna ¦{"message":"invalid_token","status":401}¦. O cliente que testou foi pelo WhatsApp %s. Alguém sabe?`, b.K("2.0.9"), t, b.K(orderNo()), b.K(amount()), ph)
	})

	reg("es_question_nodemailer", func(b *B) string {
		em := b.FreeEmail()
		pw := b.Pw()
		return f(`Nodemailer: "Invalid login: 535 Authentication failed" con Outlook

Hola, tengo este código:

~~~js
const transporter = nodemailer.createTransport({
  host: "smtp-mail.outlook.com",
  port: 587,
  secure: false,
  auth: { user: "%s", pass: "%s" },
});
~~~

Con la misma contraseña entro en la web sin problema. ¿Alguna idea? nodemailer %s`, em, pw, b.K("6.9.13"))
	})

	reg("ja_question_line", func(b *B) string {
		t := b.Sec(lineToken())
		ph := b.P("phone", phoneJP())
		return f(`LINE Messaging API で 401 が返ってきます

チャネルアクセストークン（長期）を発行し直しましたが、push メッセージを送ると 401 になります。

~~~bash
curl -v -X POST https://api.line.me/v2/bot/message/push \
  -H 'Content-Type: application/json' \
  -H 'Authorization: Bearer %s' \
  -d '{"to": "U%s", "messages": [{"type": "text", "text": "テスト"}]}'
~~~

急ぎなので、わかる方は %s までお電話ください。`, t, b.K(rs(hexC, 32)), ph)
	})

	reg("zh_question_wechat", func(b *B) string {
		k := b.Sec(opaque(32))
		ph := b.P("phone", phoneCN())
		return f(`微信支付 APIv3 回调解密失败：AEAD 认证失败

我的配置如下：

~~~java
String merchantId = "%s";
String apiV3Key = "%s";
String serialNo = "%s";
~~~

报错 ¦javax.crypto.AEADBadTagException: Tag mismatch¦。SDK 版本 %s。测试用的手机号是 %s，订单号 %s。求帮忙！`, b.K(dg(10)), k, b.K(strings.ToUpper(rs(hexC, 40))), b.K("0.2.12"), ph, b.K(dg(20)))
	})

	reg("de_question_smtp", func(b *B) string {
		em := b.P("email", emailFor(newPerson(), false))
		pw := b.Pw()
		ph := b.P("phone", phoneDE())
		return f(`PHP mail über web.de: "SMTP Error: Could not authenticate"

Hallo zusammen, ich versuche seit Stunden, Mails über web.de zu versenden:

~~~php
$mail->Host = 'smtp.web.de';
$mail->Port = 587;
$mail->Username = '%s';
$mail->Password = '%s';
~~~

POP3/IMAP ist im Postfach aktiviert. Für Rückfragen: %s. Danke!`, em, pw, ph)
	})

	reg("fr_question_sms_api", func(b *B) string {
		u := b.K(dg(8))
		k := b.Sec(rsx(alnumC, 14))
		ph := b.P("phone", phoneFR())
		return f(`API SMS Free Mobile : code 403 alors que l'option est activée

J'appelle l'API comme ça depuis un script Python :

~~~python
requests.get("https://smsapi.free-mobile.fr/sendmsg", params={"user": "%s", "pass": "%s", "msg": "Sauvegarde OK"})
~~~

Ça renvoie 403. Mon numéro (%s) a bien l'option « Notifications par SMS ». Une idée ?`, u, k, ph)
	})

	reg("ko_question_kakao", func(b *B) string {
		k := b.Sec(kakaoK())
		ph := b.P("phone", phoneKR())
		return f(`카카오 로그인 REST API 호출 시 401 에러

아래처럼 호출하고 있습니다.

~~~bash
curl -X GET "https://dapi.kakao.com/v2/local/search/address.json?query=%s" \
  -H "Authorization: KakaoAK %s"
~~~

응답: ¦{"errorType":"AccessDeniedError","message":"wrong appKey(%s) format"}¦
테스트 계정 연락처 %s 로 인증했습니다. 도와주세요.`, "%EC%84%9C%EC%9A%B8", k, k[:8]+"…", ph)
	})

	reg("gh_issue_env_dump", func(b *B) string {
		t := b.Sec(pick(slackBot(), slackUser()))
		s := b.Sec(rsx(hexC, 32))
		return f(`**Bug**: Bolt app doesn't receive events in socket mode

<details><summary>env</summary>

~~~
SLACK_BOT_TOKEN=%s
SLACK_SIGNING_SECRET=%s
SLACK_APP_TOKEN=${SLACK_APP_TOKEN}
PORT=3000
~~~
</details>

npx envinfo:
~~~
  System:
    OS: Linux 6.5 Ubuntu 22.04.4 LTS
    Memory: %d.%02d GB / 31.05 GB
  Binaries:
    Node: %s
  npmPackages:
    @slack/bolt: ^%s => %s
~~~`, t, s, rn(2, 29), rn(0, 99), b.K("20.12.2"), b.K("3.18.0"), "3.18.0")
	})

	reg("agent_tool_call_log", func(b *B) string {
		t := b.Sec(pick(opaque(40), ghp(), stripeSK(), rsx(b64uC, 43)))
		em := b.Email()
		return f(`My agent loops on the same tool call. Transcript excerpt:

~~~json
{"role":"assistant","tool_calls":[{"id":"call_%s","type":"function","function":{"name":"http_request","arguments":"{\"method\":\"GET\",\"url\":\"https://api.%s/v1/customers?email=%s\",\"headers\":{\"Authorization\":\"Bearer %s\"}}"}}]}
{"role":"tool","tool_call_id":"call_%s","content":"{\"data\":[],\"has_more\":false}"}
~~~

It repeats %d times then hits max_iterations. How do I tell it an empty list is a valid answer?`, b.K(rs(alnumC, 24)), pickL(workDomains), em, t, "x"+rs(alnumC, 23), rn(5, 25))
	})

	reg("maps_key_in_url", func(b *B) string {
		k := b.Sec(googleKey())
		return f(`Geocoding API returns REQUEST_DENIED although billing is enabled

The docs say ¦%s¦, I replaced it with mine:

https://maps.googleapis.com/maps/api/geocode/json?address=1600+Amphitheatre+Parkway&key=%s

~~~json
{"error_message": "This API project is not authorized to use this API.", "results": [], "status": "REQUEST_DENIED"}
~~~`, b.K("key=YOUR_API_KEY"), k)
	})

	reg("gh_issue_signature", func(b *B) string {
		p := newPerson()
		em := b.P("email", emailFor(p, true))
		ph := b.Phone()
		return f(`Hi team,

after upgrading to %s our nightly export job fails with ¦ERR_STREAM_PREMATURE_CLOSE¦ on files over %d MB. Downgrading to %s fixes it. Happy to test a patch.

Thanks,
%s
Staff Engineer
%s | %s`, b.K("v"+ver()), rn(100, 900), b.K("v"+ver()), p.Full(), em, ph)
	})

	reg("stack_trace_with_itin", func(b *B) string {
		it := b.ITIN()
		em := b.Email()
		return f(`Our tax-form service throws on ITINs, not SSNs:

~~~
Exception in thread "w9-import-%d" java.lang.IllegalArgumentException: Invalid SSN: %s (payee=%s)
	at com.acme.tax.TinValidator.requireSsn(TinValidator.java:%d)
	at com.acme.tax.W9Importer.lambda$run$0(W9Importer.java:%d)
~~~

ITINs start with 9, should the validator branch on that?`, rn(1, 8), it, em, rn(20, 90), rn(50, 200))
	})

	reg("csharp_test_ssn_bare", func(b *B) string {
		s := b.P("ssn", ssnBare())
		return f(`xUnit: InlineData with a 9-digit string becomes an int?

~~~csharp
[Theory]
[InlineData("%s")]   // ssn from the failing payroll row %d
public void Normalize_AddsDashes(string ssn)
{
    Assert.Matches(@"^\d{3}-\d{2}-\d{4}$", TaxId.Normalize(ssn));
}
~~~`, s, rn(100, 9999))
	})
}
