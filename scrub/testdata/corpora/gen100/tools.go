package main

import (
	"fmt"
	"strings"
)

func accountID() string  { return "557058:" + uuid() }
func legacyAcct() string { return hx(24) }

func jiraIssueJSON(b *B) string {
	r, c := person("en"), person(pick("en", "de", "fr"))
	key := jiraKey()
	return fmt.Sprintf(`{"id":"%s","key":"%s","self":"https://brightlane.atlassian.net/rest/api/3/issue/%s","fields":{"summary":"Visitor badge + parking for contractor","issuetype":{"id":"10004","name":"Service Request"},"reporter":{"accountId":"%s","emailAddress":"%s","displayName":"%s"},"description":"Contractor %s arrives %s at 08:45, reachable on %s. Host: %s, room %s.","created":"%s.000+0100","customfield_10020":[{"id":%d,"name":"FAC Sprint %d"}]}}`,
		b.K(ndg(5)), b.K(key), key, b.K(accountID()), b.E(workEmail(r)), r.Name(), c.Name(), b.K(date().iso()), b.Ph(anyPhone(c.Lang)), r.Name(), b.K(roomCode()), b.K(date().isoT()), rint(100, 999), rint(10, 60))
}

func jiraCommentWiki(b *B) string {
	return fmt.Sprintf("[~accountid:%s] the caterer for the %s all-hands asked for a callback on *%s* before %s. Order ref {{%s}}, budget cap %s EUR. See also %s.",
		b.K(legacyAcct()), b.K(date().iso()), b.Ph(anyPhone(pick("en", "de", "nl"))), b.K(date().hm()), b.K(orderNo()), b.K(fmt.Sprintf("%d.%03d,00", rint(1, 9), rint(0, 999))), b.K(jiraKey()))
}

func jiraCurlToken(b *B) string {
	p := person(pick("en", "de", "sv"))
	return fmt.Sprintf("curl -s -u %s:%s \\\n  -H \"Accept: application/json\" \\\n  \"https://%s.atlassian.net/rest/api/3/search?jql=project%%3DFAC%%20AND%%20created%%3E%%3D%s&maxResults=%d\"",
		b.E(workEmail(p)), b.T(atlassianToken()), pick("brightlane", "kestrel", "nordkraft"), b.K(date().iso()), rint(20, 100))
}

func jiraEmailNotification(b *B) string {
	a := person(pick("en", "es", "it"))
	key := jiraKey()
	return fmt.Sprintf("%s commented on %s\nRe: Meeting room AV broken in %s\n\n%s: \"Vendor tech will call you from %s, ticket %s. Please reply to %s with a time window.\"\n\nView comment: https://brightlane.atlassian.net/browse/%s?focusedCommentId=%s\nYou're receiving this because you're a watcher.",
		a.Name(), b.K(key), b.K(roomCode()), a.Name(), b.Ph(anyPhone(a.Lang)), b.K("INC"+ndg(7)), b.E(workEmail(a)), key, b.K(ndg(6)))
}

func confluenceStorage(b *B) string {
	p := person(pick("en", "de", "fr"))
	return fmt.Sprintf(`<h2>Attendees</h2><p><ac:link><ri:user ri:account-id="%s" /></ac:link>, <ac:link><ri:user ri:account-id="%s" /></ac:link></p><h2>Action items</h2><ac:task-list><ac:task><ac:task-id>%d</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>Send the venue contract to %s (mobile %s) by <time datetime="%s" /></ac:task-body></ac:task></ac:task-list>`,
		b.K(accountID()), b.K(legacyAcct()), rint(1, 40), b.E(freeEmail(p)), b.Ph(anyPhone(p.Lang)), b.K(date().iso()))
}

func confluenceTableMD(b *B) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "## Offsite %s – contact sheet (page id %s, v%d)\n\n| Name | Role | Email | Mobile |\n|---|---|---|---|\n", b.K(date().iso()), b.K(ndg(9)), rint(2, 30))
	for i := 0; i < rint(2, 4); i++ {
		p := person(pick("en", "de", "nl", "fr", "es"))
		fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", p.Name(), pick("Host", "Facilitator", "Travel lead", "Catering", "Speaker"), b.E(workEmail(p)), b.Ph(anyPhone(p.Lang)))
	}
	return sb.String()
}

func confluenceBasicAuth(b *B) string {
	p := person("en")
	cred := b64s([]byte(workEmail(p) + ":" + atlassianToken()))
	return fmt.Sprintf("GET /wiki/rest/api/content/%s?expand=body.storage,version HTTP/1.1\nHost: %s.atlassian.net\nAuthorization: Basic %s\nAccept: application/json",
		b.K(ndg(9)), pick("meridianlabs", "tidewater"), b.T(cred))
}

func notionPageMD(b *B) string {
	a := person(pick("en", "de", "fr", "ja"))
	t := date()
	return fmt.Sprintf("# Weekly sync %s\n\nCreated: %s\nTags: meeting-notes\nAttendees: %s, %s\n\n## Notes\n- Budget approved: €%s (PO %s)\n- New joiner starts %s – laptop request %s\n\n## Action items\n- [ ] %s: send the signed NDA to %s\n- [ ] call the venue back on %s\n",
		b.K(t.iso()), b.K(t.long()+" "+t.ampm()), a.Name(), person("en").Name(), b.K(fmt.Sprintf("%d,%03d", rint(2, 90), rint(0, 999))), b.K(orderNo()), b.K(date().iso()), b.K(jiraKey()), a.Name(), b.E(freeEmail(person(pick("en", "de"))))+"", b.Ph(anyPhone(pick("en", "de", "fr"))))
}

func notionEnv(b *B) string {
	return fmt.Sprintf("NOTION_TOKEN=%s\nNOTION_MEETINGS_DB=%s\nNOTION_VERSION=2022-06-28\nSYNC_WINDOW_DAYS=%d\n", b.T(notionToken()), b.K(hx(32)), rint(7, 30))
}

func notionCurl(b *B) string {
	return fmt.Sprintf("curl -X POST https://api.notion.com/v1/databases/%s/query \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Notion-Version: 2022-06-28\" \\\n  --data '{\"filter\":{\"property\":\"Date\",\"date\":{\"on_or_after\":\"%s\"}}}'",
		b.K(uuid()), b.T(notionToken()), b.K(date().iso()))
}

func linearIssueMD(b *B) string {
	p := person(pick("en", "de", "pl"))
	n := rint(100, 4999)
	return fmt.Sprintf("ENG-%d Calendar sync drops external attendees\n\nReported by customer admin %s (%s). Repro: create event %s with >50 guests, recurrence RRULE:FREQ=WEEKLY;COUNT=%d.\nBranch: %s\nPriority: Urgent · Estimate: %d · Cycle %d",
		n, b.E(workEmail(p)), b.Ph(anyPhone(p.Lang)), b.K(gcalEventID()), rint(4, 52), b.K(fmt.Sprintf("%s/eng-%d-calendar-sync-drops-attendees", p.AF, n)), rint(1, 8), rint(10, 80))
}

func linearGraphQL(b *B) string {
	return fmt.Sprintf("curl https://api.linear.app/graphql \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: %s\" \\\n  --data '{\"query\":\"{ issue(id: \\\"ENG-%d\\\") { title dueDate } }\"}'",
		b.T(linearKey()), rint(100, 9999))
}

func asanaTask(b *B) string {
	p := person("en")
	return fmt.Sprintf("curl \"https://app.asana.com/api/1.0/tasks/%s?opt_fields=name,due_on,notes\" -H \"Authorization: Bearer %s\"\n\n{\"data\":{\"gid\":\"%s\",\"name\":\"Book rooms for QBR\",\"due_on\":\"%s\",\"notes\":\"Ask %s for the AV checklist\"}}",
		b.K("120"+dg(13)), b.T(asanaPAT()), "120"+dg(13), b.K(date().iso()), b.E(workEmail(p)))
}

func trelloCard(b *B) string {
	key := hx(32)
	return fmt.Sprintf("GET https://api.trello.com/1/cards/%s?fields=name,due&key=%s&token=%s\n-> {\"id\":\"%s\",\"name\":\"Offsite: confirm catering headcount (%d)\",\"due\":\"%s.000Z\"}",
		b.K(hx(24)), b.K(key), b.T(trelloToken()), hx(24), rint(20, 140), b.K(date().isoT()))
}

func gdriveShare(b *B) string {
	p := person(pick("en", "de", "es", "fr", "it"))
	id := gdocID()
	return fmt.Sprintf("%s (%s) has shared the following document:\n\n%s\nhttps://docs.google.com/document/d/%s/edit?usp=sharing_eip&ts=%s\n\nOpen\nGoogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA\nYou have received this email because %s shared a document with you from Google Docs.",
		p.Name(), b.E(workEmail(p)), pick("Offsite agenda v3", "Q3 OKR draft", "Interview scorecard", "Runbook – town hall"), b.K(id), b.K(hx(24)), p.Name())
}

func dropboxLink(b *B) string {
	pw := password()
	return fmt.Sprintf("Recording of the %s board session: https://www.dropbox.com/scl/fi/%s/board-%s.mp4?rlkey=%s&dl=0\nLink password: %s\nExpires %s. Please don't forward.",
		b.K(date().iso()), b.K(strings.ToLower(an(21))), date().iso(), b.K(strings.ToLower(an(25))), b.T(pw), b.K(date().iso()))
}

func onedriveLink(b *B) string {
	pw := password()
	return fmt.Sprintf("Hallo zusammen, die Präsentation liegt hier: https://brunnen-my.sharepoint.com/:p:/g/personal/%s/%s?e=%s\nKennwort für den Link: %s\nGültig bis %s.",
		func() string { q := person("de"); return q.AF + "_" + q.AL + "_brunnen-software_de" }(), b.K("E"+fromSet(b64url, 45)), b.K(an(6)), b.T(pw), b.K(date().de()))
}

func boxLink(b *B) string {
	pw := password()
	return fmt.Sprintf("Box shared link for the candidate packet: https://app.box.com/s/%s\npassword: %s\nfolder id %s, %d files",
		b.K(strings.ToLower(an(32))), b.T(pw), b.K(ndg(12)), rint(3, 30))
}
