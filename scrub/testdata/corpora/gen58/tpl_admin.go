package main

import (
	"fmt"
	"strings"
)

func zapierTaskLog(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	return fmt.Sprintf(`Zap: "New Eventbrite attendee → Mailchimp + Google Sheet"  Task %s  Run %s
Step 1 Eventbrite (New Attendee): attendee__profile__email = %s | attendee__profile__cell_phone = %s | order_id = %s
Step 2 Mailchimp (Add/Update Subscriber): Audience = %s
  Request: POST https://us%d.api.mailchimp.com/3.0/lists/%s/members  auth=("anystring", "%s")
  Response 400: "Member Exists"
Step 3 Google Sheets: row %s appended`, b.K(fmt.Sprint(b.in(100000000000, 999999999999))), b.K(b.isoTS()), b.email(p), b.phone(l), b.K(fmt.Sprint(b.in(1000000000, 9999999999))), b.K(b.from(hexd, 10)), b.in(2, 21), b.K(b.from(hexd, 10)), b.mailchimpKey(), b.K(fmt.Sprint(b.in(2, 4000))))
}

func makeScenarioLog(b *B) string {
	l := b.loc(euro...)
	p := b.person(l)
	return fmt.Sprintf(`Make scenario "Donations to Airtable" — execution %s failed
Module 2 HTTP > Make a request
{"url":"https://api.airtable.com/v0/%s/Donations","method":"post","headers":[{"name":"Authorization","value":"Bearer %s"}],"body":"{\"fields\":{\"Email\":\"%s\",\"Phone\":\"%s\",\"Amount\":%d,\"Ref\":\"%s\"}}"}
Error: 422 INVALID_VALUE_FOR_COLUMN "Phone"`, b.K(b.from(hexd, 32)), b.K("app"+b.from(alnum, 14)), b.airtablePAT(), b.email(p), b.phone(l), b.in(5, 500), b.K(fmt.Sprintf("DON-%05d", b.in(1, 99999))))
}

func mailchimpListConfig(b *B) string {
	o := b.org()
	return fmt.Sprintf(`[mailchimp]
api_key = %s
audience_id = %s
from_name = %s
reply_to = %s
double_opt_in = true
merge_fields = FNAME, LNAME, *|MMERGE5|*
tag_new_donors = "Spring %d"`, b.mailchimpKey(), b.K(b.from(hexd, 10)), o.Name, b.orgEmail(o, b.pick("newsletter", "info", "comms")), b.in(2024, 2026))
}

func mailmanListAdmin(b *B) string {
	l := b.loc(anyEN...)
	o := b.org()
	p := b.person(l)
	q := b.person(l)
	return fmt.Sprintf(`Handing over the %s-announce list. Admin page: https://lists.%s/mailman/admin/%s-announce
Admin password: %s
Moderator password: %s
Owners: %s, %s
Max message size %s KB, %s subscribers as of %s.`, strings.ToLower(strings.Fields(o.Name)[0]), o.Domain, strings.ToLower(strings.Fields(o.Name)[0]), b.password(), b.password(), b.email(p), b.email(q), b.K(fmt.Sprint(b.in(40, 500))), b.K(fmt.Sprint(b.in(120, 3000))), b.K(b.rdate(l)))
}

func charitySiteEnv(b *B) string {
	pk := b.K("pk_live_51" + b.from(alnum, 40))
	lines := []string{
		"# .env (production) — charity donations site",
		"APP_URL=https://donate." + b.org().Domain,
		"STRIPE_PUBLISHABLE_KEY=" + pk,
		"STRIPE_SECRET_KEY=" + b.stripeSK(),
		"STRIPE_WEBHOOK_SECRET=" + b.whsec(),
	}
	if b.coin() {
		lines = append(lines, "MAILCHIMP_API_KEY="+b.mailchimpKey())
	} else {
		lines = append(lines, "BREVO_API_KEY="+b.brevo())
	}
	lines = append(lines, "DB_HOST=127.0.0.1", "DB_PORT="+b.K("5432"), "DB_PASSWORD="+b.password(), "GIFT_AID_CHARITY_REF="+b.K(fmt.Sprintf("XR%05d", b.in(10000, 99999))), "ADMIN_EMAIL="+b.orgEmail(b.org(), "webadmin"))
	return strings.Join(lines, "\n")
}

func itHandoverEmail(b *B) string {
	l := b.loc(anyEN...)
	o := b.org()
	p := b.person(l)
	return fmt.Sprintf(`Subject: Handover – logins (delete after reading!)

Hi %s,

As I step down as %s, here's everything:
- CRM (Donorfy): user %s / password %s
- Mailchimp: same email, password %s
- Bank: the Treasurer has the card reader, don't ask me
- Website (WordPress) admin: %s, password %s
- Zoom for committee meetings: meeting ID %s (passcode is in the shared drive)

The office number %s diverts to my mobile %s until %s.

%s`, b.person(l).First, b.pick("volunteer coordinator", "secretary", "membership sec"), b.email(p), b.password(), b.password(), b.orgEmail(o, "admin"), b.password(), b.K(fmt.Sprintf("%03d %04d %04d", b.in(800, 999), b.in(1000, 9999), b.in(1000, 9999))), b.phone(l), b.phone(l), b.K(b.rdate(l)), p.First)
}

func wifiRouterAdminNote(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-IE", "de-DE", "fr-FR", "nl-NL")
	guest := b.K(b.pick("Welcome", "Guest", "Hall", "Library") + fmt.Sprint(b.in(2024, 2026)) + b.pick("!", "", "#"))
	return fmt.Sprintf(`Church office IT notes (NOT for the noticeboard)
Router: 192.168.1.1  admin / %s
Staff Wi-Fi "StAidans-Office" key: %s
Guest Wi-Fi "StAidans-Guest" password: %s (this one is on the poster in the hall)
Door code for the side entrance: %s (changes %s)
Broadband support: %s, account %s`, b.password(), b.password(), guest, b.K(fmt.Sprintf("%d%d%d%d#", b.in(1, 9), b.in(0, 9), b.in(0, 9), b.in(0, 9))), b.K(b.rdate(l)), b.phone(l), b.K(fmt.Sprintf("ACC%08d", b.in(1, 99999999))))
}

func telegramBotConfig(b *B) string {
	tok := b.telegramBot()
	chat := b.K(fmt.Sprintf("-100%d", b.in(1000000000, 1999999999)))
	if b.coin() {
		return fmt.Sprintf("# youth group reminders bot\nimport telebot\nbot = telebot.TeleBot(\"%s\")\nGROUP_CHAT = %s\nSEND_AT = \"%s\"", tok, chat, b.K(b.hm()))
	}
	return fmt.Sprintf("curl 'https://api.telegram.org/bot%s/sendMessage' -d chat_id=%s -d text='Training moved to %s tonight'", tok, chat, b.K(b.hm()))
}

func slackWebhookConfig(b *B) string {
	url, _ := b.slackHook()
	return fmt.Sprintf("New volunteer sign-ups post to #rota via this webhook:\nSLACK_WEBHOOK_URL=%s\nCHANNEL=#rota\nMENTION=@%s", url, b.pick("rota-team", "coordinators", "here"))
}

func sendgridNewsletterConfig(b *B) string {
	o := b.org()
	if b.coin() {
		return fmt.Sprintf("sendgrid:\n  api_key: %s\n  from: %s\n  template_id: %s\n  unsubscribe_group: %s", b.sendgrid(), b.orgEmail(o, "news"), b.K("d-"+b.from(hexd, 32)), b.K(fmt.Sprint(b.in(10000, 99999))))
	}
	return fmt.Sprintf("curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer %s' --header 'Content-Type: application/json' --data '{\"personalizations\":[{\"to\":[{\"email\":\"%s\"}]}],\"from\":{\"email\":\"%s\"},\"template_id\":\"%s\"}'", b.sendgrid(), b.email(b.person(b.loc(anyEN...))), b.orgEmail(o, "noreply"), b.K("d-"+b.from(hexd, 32)))
}

func wordpressAppPassword(b *B) string {
	o := b.org()
	user := b.pick("webmaster", "admin", "comms-volunteer")
	pw := b.wpAppPass()
	return fmt.Sprintf("The events plugin sync needs an application password. I generated one for user %s:\n%s\nTest: curl --user \"%s:%s\" https://%s/wp-json/wp/v2/events?per_page=%s\nContact: %s", user, pw, user, pw, o.Domain, b.K(fmt.Sprint(b.in(10, 100))), b.orgEmail(o, "webmaster"))
}

func githubDeployLog(b *B) string {
	tok := b.ghp()
	return fmt.Sprintf(`Run %s of "deploy club site"
  git clone https://%s@github.com/%s/club-website.git
  Cloning into 'club-website'...
  hugo --minify  →  Total in %s ms
  rsync -az public/ deploy@%s:/var/www/
Error: Process completed with exit code 23.`, b.K(fmt.Sprintf("#%d", b.in(100, 2000))), tok, b.pick("riverside-harriers", "oakmere-tennis", "kestrel-youth"), b.K(fmt.Sprint(b.in(200, 4000))), b.pick("203.0.113.24", "198.51.100.7"))
}

func basicAuthWebhookConfig(b *B) string {
	user := b.pick("crm-sync", "eventhook", "donorfy")
	pass := b.passwordRaw()
	tok := b.basicAuth(user, pass)
	return fmt.Sprintf("Webhook target for new registrations:\nPOST https://crm.%s/api/inbound/registrations\nAuthorization: Basic %s\nContent-Type: application/json\nRetry: %s attempts, back-off %ss", b.org().Domain, tok, b.K(fmt.Sprint(b.in(3, 8))), b.K(fmt.Sprint(b.in(30, 300))))
}

func airtableSyncScript(b *B) string {
	tok := b.airtablePAT()
	l := b.loc(anyEN...)
	return fmt.Sprintf("const AIRTABLE_TOKEN = '%s';\nconst BASE = '%s';\n// volunteers table, e.g. {Name: '%s', Phone: '%s'}\nfetch(`https://api.airtable.com/v0/${BASE}/Volunteers`, {headers: {Authorization: `Bearer ${AIRTABLE_TOKEN}`}})", tok, b.K("app"+b.from(alnum, 14)), b.person(l).Full(), b.phone(l))
}

func whatsappCloudAPICurl(b *B) string {
	l := b.loc("en-GB", "pt-BR", "es-MX", "id-ID", "hi-IN", "sw-KE", "tr-TR")
	ph := strings.ReplaceAll(b.phoneIntlRaw(l), "(0)", "")
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, ph)
	b.P("phone", digits)
	return fmt.Sprintf(`curl -X POST 'https://graph.facebook.com/v19.0/%s/messages' \
  -H 'Authorization: Bearer %s' \
  -H 'Content-Type: application/json' \
  -d '{"messaging_product":"whatsapp","to":"%s","type":"template","template":{"name":"session_reminder","language":{"code":"%s"}}}'`, b.K(fmt.Sprint(b.in(100000000000000, 999999999999999))), b.metaTok(), digits, b.pick("en_GB", "pt_BR", "es_MX", "id"))
}

func notionVolunteerDB(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	return fmt.Sprintf("notion-sync.yml\nnotion:\n  token: %s\n  database_id: %s\nmapping:\n  Name: %s\n  Email: %s\n  Mobile: %s\n", b.notion(), b.K(b.from(hexd, 32)), p.Full(), b.email(p), b.phone(l))
}

func openaiNewsletterBot(b *B) string {
	return fmt.Sprintf("# newsletter summariser for the parish bulletin\nexport OPENAI_API_KEY=%s\npython summarise.py --issue %s --max-words %s", b.openai(), b.K(fmt.Sprintf("%d-%02d", b.in(2024, 2026), b.in(1, 52))), b.K(fmt.Sprint(b.pick("250", "400", "600"))))
}

func squarePOSConfig(b *B) string {
	return fmt.Sprintf("Square for the café till at the community centre:\nSQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN=%s\nSQUARE_LOCATION_ID=%s\nREPORT_DAY=%s", b.squareTok(), b.K("L"+b.from(upnum, 12)), b.pick("Monday", "Friday"))
}

func paypalRESTConfig(b *B) string {
	cid := b.K("A" + b.from(b64u, 79))
	return fmt.Sprintf("PayPal REST app \"%s Donations\"\nclient_id: %s\nclient_secret: %s\nwebhook_id: %s\nmode: live", b.org().Name, cid, b.paypalSecret(), b.K(b.from(upnum, 17)))
}

func mailgunListConfig(b *B) string {
	o := b.org()
	return fmt.Sprintf("curl -s --user 'api:%s' https://api.eu.mailgun.net/v3/lists/%s/members -F subscribed=yes -F address='%s' -F name='%s'", b.mailgun(), b.orgEmail(o, "members"), b.email(b.person(b.loc(anyEN...))), b.person(b.loc(anyEN...)).Full())
}

func clubSiteFooterHTML(b *B) string {
	l := b.loc("en-GB", "en-US", "fr-FR", "nl-NL", "de-DE", "en-AU")
	o := b.org()
	ph := b.phoneIntlRaw(l)
	tel := strings.ReplaceAll(strings.ReplaceAll(ph, " ", ""), "(0)", "")
	b.P("phone", tel)
	shown := ph
	if b.coin() {
		shown = "&#43;" + strings.TrimPrefix(ph, "+")
	}
	b.P("phone", shown)
	em := b.orgEmail(o, b.pick("secretary", "info", "membership"))
	p := b.person(l)
	return fmt.Sprintf(`<footer class="site-footer">
  <p>%s · Registered charity %s · Affiliated club no. %s</p>
  <p>Call us: <a href="tel:%s">%s</a> · <a href="mailto:%s">%s</a></p>
  <p>Welfare officer: %s, <a href="mailto:%s">email</a></p>
  <p>&copy; %s · Built by volunteers</p>
</footer>`, o.Name, b.K(b.charityNo()), b.K(fmt.Sprintf("CL%05d", b.in(1, 99999))), tel, shown, em, em, p.Full(), b.email(p), b.K(fmt.Sprint(b.in(2019, 2026))))
}
