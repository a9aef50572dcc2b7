package main

import (
	"fmt"
	"strings"
)

func ccOf(lang string) string {
	switch lang {
	case "en":
		return pick("us", "uk", "ca", "au")
	case "de":
		return pick("de", "de", "at", "ch")
	case "fr":
		return "fr"
	case "es":
		return pick("es", "mx")
	case "pt":
		return "br"
	case "it":
		return "it"
	case "nl":
		return "nl"
	case "ja":
		return "jp"
	case "zh":
		return "cn"
	case "ko":
		return "kr"
	case "pl":
		return "pl"
	case "sv":
		return "se"
	case "ru":
		return "ru"
	}
	return "us"
}

func anyPhone(lang string) string {
	cc := ccOf(lang)
	switch cc {
	case "at", "ch", "mx":
		return phone(cc, "intl")
	}
	return phone(cc, pick("intl", "mob", "mobintl", "nat"))
}

func slackExportJSON(b *B) string {
	p := person(pick("en", "en", "de", "es"))
	msgs := map[string]string{
		"en": "bridge is flaky today, if it drops just call my cell %s",
		"de": "Einwahl klappt nicht, ruft mich bitte direkt an: %s",
		"es": "si se cae la llamada, llámame al %s",
	}
	num := anyPhone(p.Lang)
	txt := fmt.Sprintf(msgs[p.Lang], b.Ph(num))
	return fmt.Sprintf(`[{"client_msg_id":"%s","type":"message","text":"%s","user":"%s","ts":"%s","team":"%s","user_profile":{"real_name":"%s","display_name":"%s"},"thread_ts":"%s","reply_count":%d}]`,
		b.K(uuid()), txt, b.K(slackUID()), b.K(slackTS()), b.K(slackTeam()), p.Name(), p.AF, b.K(slackTS()), rint(1, 9))
}

func slackUsersJSON(b *B) string {
	p := person(pick("en", "de", "fr", "nl", "ja"))
	return fmt.Sprintf(`{"id":"%s","team_id":"%s","name":"%s.%s","deleted":false,"real_name":"%s","tz":"%s","tz_offset":%d,"profile":{"title":"%s","phone":"%s","skype":"","real_name":"%s","email":"%s","image_72":"https://avatars.slack-edge.com/%s/%s_%s_72.jpg","status_text":"In a meeting","status_emoji":":calendar:"},"is_admin":false,"updated":%s}`,
		b.K(slackUID()), b.K(slackTeam()), p.AF, p.AL, p.Name(), pick("Europe/Berlin", "America/New_York", "Asia/Tokyo", "Europe/Amsterdam"), pick2(3600, -18000, 32400, 7200),
		pick("Office Manager", "EA to the CEO", "Facilities Coordinator", "Recruiter"), b.Ph(anyPhone(p.Lang)), p.Name(), b.E(workEmail(p)), b.K(date().iso()), b.K(ndg(13)), hx(20), b.K(date().epochS()))
}

func slackTextCopy(b *B) string {
	a, c := person("en"), person(pick("en", "de"))
	t := date()
	return fmt.Sprintf("%s  %s\nfyi moved the %s sync to Room %s, meeting ID is still %s\n%s  %s\nthanks! if I'm late pls text me, %s\n%s  %s\nwill do. also cc %s on the notes",
		a.Name(), t.ampm(), pick("vendor", "design", "hiring"), b.K(roomCode()), b.K(zoomIDSpaced(zoomID())), c.Name(), b.K(t.ampm()), b.Ph(phone(pick("us", "uk"), pick("intl", "nat", "mob"))), a.Name(), t.ampm(), b.E(workEmail(person("en"))))
}

func slackTokenLeak(b *B) string {
	p := person("en")
	return fmt.Sprintf("%s: standup bot still posting twice, here's what I'm running:\n```\nexport SLACK_BOT_TOKEN=%s\nnode standup-bot.js --channel %s --at 09:30\n```\n%s: please rotate that now, it's in a public channel :rotating_light:",
		p.First, b.T(slackBot()), b.K(slackCID()), person("en").First)
}

func slackWebhookCurl(b *B) string {
	team, hook, sec := slackTeam(), slackHookB(), slackHookSecret()
	return fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Standup starts in 5 min – Meeting ID %s\"}' https://hooks.slack.com/services/%s/%s/%s",
		b.K(zoomIDSpaced(zoomID())), b.K(team), b.K(hook), b.T(sec))
}

func slackEnvFile(b *B) string {
	return fmt.Sprintf("# calendar-reminder Slack app\nSLACK_CLIENT_ID=%s\nSLACK_BOT_TOKEN=%s\nSLACK_APP_TOKEN=%s\nSLACK_SIGNING_SECRET=%s\nREMINDER_CHANNEL=%s\nTZ=Europe/Berlin\n",
		b.K(ndg(13)+"."+ndg(13)), b.T(slackBot()), b.T(slackApp()), b.T(hx(32)), b.K(slackCID()))
}

func slackUserToken(b *B) string {
	return fmt.Sprintf("import requests\nresp = requests.post(\"https://slack.com/api/users.profile.set\",\n    headers={\"Authorization\": \"Bearer %s\"},\n    json={\"profile\": {\"status_text\": \"Out of office until %s\", \"status_expiration\": %s}})\n",
		b.T(slackUser()), b.K(date().iso()), b.K(date().epochS()))
}

func teamsChatText(b *B) string {
	a, c := person(pick("de", "en", "nl")), person(pick("de", "en", "nl"))
	t := date()
	num := anyPhone(c.Lang)
	return fmt.Sprintf("[%s %s] %s, %s\nKurze Frage: wer übernimmt morgen den Kundentermin um %s?\n[%s %s] %s, %s\nIch, bin aber nur mobil erreichbar: %s. Protokoll bitte an %s\n",
		b.K(t.de()), b.K(t.hm()), a.Last, a.First, b.K(t.hmEnd()), t.de(), t.hm(), c.Last, c.First, b.Ph(num), b.E(workEmail(c)))
}

func teamsGraphMessages(b *B) string {
	p := person(pick("en", "fr", "it"))
	em := workEmail(p)
	tok := msGraphJWT(p, em)
	return fmt.Sprintf("GET https://graph.microsoft.com/v1.0/chats/19:%s@unq.gbl.spaces/messages?$top=2\nAuthorization: Bearer %s\n\n{\"@odata.context\":\"https://graph.microsoft.com/v1.0/$metadata#chats('19%%3A...')/messages\",\"value\":[{\"id\":\"%s\",\"createdDateTime\":\"%sZ\",\"from\":{\"user\":{\"id\":\"%s\",\"displayName\":\"%s\"}},\"body\":{\"contentType\":\"html\",\"content\":\"<p>New dial-in for Thursday: %s (PIN %s). Questions to %s</p>\"}}]}",
		b.K(hx(8)+"-"+hx(4)), b.J(tok), b.K(ndg(13)), b.K(date().isoT()), b.K(uuid()), p.Name(), b.Ph(phone(ccOf(p.Lang), "intl")), b.K(ndg(6)), b.E(em))
}

func teamsWebhook(b *B) string {
	g1, g2, g3 := uuid(), uuid(), uuid()
	sec := hx(32)
	return fmt.Sprintf("$uri = \"https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s\"\n$body = @{ text = \"Room %s is booked for %s\" } | ConvertTo-Json\nInvoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'",
		pick("contoso", "kestrel", "brunnen"), b.K(g1), b.K(g2), b.T(sec), b.K(g3), "V2"+fromSet(b64url, 40), b.K(roomCode()), b.K(date().iso()))
}

func discordExportJSON(b *B) string {
	p := person(pick("en", "pt", "es", "pl"))
	return fmt.Sprintf(`{"guild":{"id":"%s","name":"Remote Team HQ"},"channel":{"id":"%s","type":"GuildTextChat","category":"Events","name":"meetup-planning"},"messages":[{"id":"%s","type":"Default","timestamp":"%s.%s+00:00","content":"for the meetup on the %s, venue contact is %s – or email %s","author":{"id":"%s","name":"%s","discriminator":"0000","nickname":"%s","isBot":false},"reactions":[{"emoji":{"name":"👍"},"count":%d}]}],"messageCount":1}`,
		b.K(discordID()), b.K(discordID()), b.K(discordID()), b.K(date().isoT()), dg(3), b.K(fmt.Sprint(rint(1, 28))+"th"), b.Ph(anyPhone(p.Lang)), b.E(freeEmail(p)), b.K(discordID()), p.AF+p.AL[:1], p.First, rint(1, 12))
}

func discordBotEnv(b *B) string {
	return fmt.Sprintf("# meeting-reminder bot\nDISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nDISCORD_TOKEN=%s\nGUILD_ID=%s\nREMINDER_CRON=\"0 9 * * 1-5\"\n",
		b.K(discordID()), b.K(hx(64)), b.T(discordBot()), b.K(discordID()))
}

func discordWebhook(b *B) string {
	id := discordID()
	tok := discordHookToken()
	return fmt.Sprintf("const HOOK = \"https://discord.com/api/webhooks/%s/%s\";\nawait fetch(HOOK, {method: \"POST\", headers: {\"Content-Type\": \"application/json\"}, body: JSON.stringify({content: `Town hall starts %s UTC, stream id %s`})});",
		b.K(id), b.T(tok), b.K(date().hm()), b.K(ndg(10)))
}

func telegramBotCurl(b *B) string {
	tok := telegramBot()
	return fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%s -d text=\"Daily standup in 10 min, Meet: %s\"",
		b.T(tok), b.K("-100"+ndg(10)), b.K("meet.google.com/"+meetCode()))
}

func googleChatWebhook(b *B) string {
	space := "AAAA" + fromSet(b64url, 7)
	tok := fromSet(b64url, 43)
	return fmt.Sprintf("WEBHOOK_URL = \"https://chat.googleapis.com/v1/spaces/%s/messages?key=%s&token=%s\"\n# posts the room booking summary for %s",
		b.K(space), "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", b.T(tok), b.K(date().iso()))
}

func webexBotEnv(b *B) string {
	return fmt.Sprintf("WEBEX_BOT_NAME=roombot@webex.bot\nWEBEX_ACCESS_TOKEN=%s\nWEBEX_ROOM_ID=%s\n",
		b.T(webexToken()), b.K("Y2lzY29zcGFyazovL3VzL1JPT00v"+strings.TrimRight(b64s([]byte(uuid())), "=")))
}
