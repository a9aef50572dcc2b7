package scrub

import "testing"

var emailHits = []hit{
	{"contact jane.doe@example.com for access", "jane.doe@example.com"},
	{"sign up as jane+newsletter@gmail.com", "jane+newsletter@gmail.com"},
	{"first.last-name@sub.domain.co.uk wrote", "first.last-name@sub.domain.co.uk"},
	{"JOHN.SMITH@EXAMPLE.COM asked", "JOHN.SMITH@EXAMPLE.COM"},
	{"From: Alice <alice@example.org>", "alice@example.org"},
	{"link mailto:bob@example.net please", "bob@example.net"},
	{"[email me](mailto:carol@example.io)", "carol@example.io"},
	{"[dave@example.com](https://example.com/dave)", "dave@example.com"},
	{"https://app.example.com/users/erin@example.com/profile", "erin@example.com"},
	{"GET /invite?email=frank@example.com&ref=1", "frank@example.com"},
	{"josé@example.com sent it", "josé@example.com"},
	{"order from info@bücher.de", "info@bücher.de"},
	{"müller@beispiel.de", "müller@beispiel.de"},
	{"写信给 用户@例子.中国 吧", "用户@例子.中国"},
	{"o'brien@example.ie is the owner", "o'brien@example.ie"},
	{"qq mail 12345@qq.com", "12345@qq.com"},
	{"x_y@domain.travel", "x_y@domain.travel"},
	{"https://example.com/?u=user%40example.com&x=1", "user%40example.com"},
	{"Email: grace_hopper@navy.mil.", "grace_hopper@navy.mil"},
	{"(heidi@example.com)", "heidi@example.com"},
	{"'ivan@example.com'", "ivan@example.com"},
	{`{"email":"mallory@corp.example.com","id":7}`, "mallory@corp.example.com"},
	{"cc: oscar@startup.ai, and others", "oscar@startup.ai"},
	{"support-team@my-company.com", "support-team@my-company.com"},
	{"write jane.roe@acme.io- thanks", "jane.roe@acme.io"},
	{"jane@acme.io--", "jane@acme.io"},
	{"a.b.c.d@e.f.example.museum", "a.b.c.d@e.f.example.museum"},
	{"notifications from noreply@github.com", "noreply@github.com"},
	{"victor@example.com's calendar", "victor@example.com"},
	{"walter.white@jpl.nasa.gov", "walter.white@jpl.nasa.gov"},
	{"info@xn--bcher-kva.ch", "info@xn--bcher-kva.ch"},
	{"Trent@Example.Co", "Trent@Example.Co"},
	{"email:sybil@example.com", "sybil@example.com"},
	{"**peggy@example.com**", "peggy@example.com"},
	{"ask it-ops@corp.internal", "it-ops@corp.internal"},
	{"reply to rupert.murdoch-smith@news.com.au today", "rupert.murdoch-smith@news.com.au"},
	{"<a href=\"mailto:sales@shop.store\">", "sales@shop.store"},
	{"user: zoë.ångström@example.se", "zoë.ångström@example.se"},
	{"email jane@example.com(work)", "jane@example.com"},
	{"RFC example user@mail.example", "user@mail.example"},
	{"请联系john@example.com谢谢", "john@example.com"},
}

var emailMisses = []string{
	"@here can someone review the PR",
	"ping @alice on slack",
	"@app.route('/api') decorator",
	"@media (max-width: 600px) { body { margin: 0 } }",
	"@import url('theme.css');",
	"npm install lodash@4.17.21",
	"pin pkg@1.2.3 in the lockfile",
	"icon@2x.png missing",
	"logo@3x.webp is blurry",
	"y = x@self.kernel",
	"out = x@self.weight.T + b",
	"attn = q@k.transpose(-2, -1)",
	"result = A@B",
	"git clone git@github.com:modusbrain/evalkit.git",
	"docker pull nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31",
	"go get golang.org/x/net@v0.21.0",
	"uses: actions/checkout@v4",
	"@types/node@20.11.5",
	"ssh user@localhost",
	"send to email@example",
	"foo@bar",
	"brew install python@3.11",
	"nvm use node@18.x",
	"@@@@",
	"a @ b.com",
	"pred = x@model.fit(data)",
	"@Override public void run()",
	"@param name the user name",
	"the @font-face rule",
	"what does the @ symbol do",
	"terraform@1.5.7 required",
	"hello @user.name mention",
	"matrix a@b.c",
	"email me at [REDACTED]",
	"h = W@x.mean(axis=0)",
}

func TestEmail(t *testing.T) {
	minCases(t, emailHits, emailMisses)
	checkHits(t, Email, emailHits)
	checkMisses(t, emailMisses)
}

// TestEmailURLEncodedAfterFailedOne: a %40 with no domain after it does not
// cut the local part of the next address short.
func TestEmailURLEncodedAfterFailedOne(t *testing.T) {
	in := "x%40abc_def%40example.com"
	if got, want := Scrub(in), "x%40[REDACTED]"; got != want {
		t.Errorf("Scrub(%q) = %q, want %q", in, got, want)
	}
	checkInvariants(t, in)
}

// TestMessageIDs: an address-shaped msg-id in angle brackets in the value
// of a header that holds only msg-ids (Message-ID, In-Reply-To, References,
// Content-ID; folded lines too) and an iCalendar UID at the start of a line
// name a mail or an event, and so does a machine-made one in angle
// brackets on a line of prose that names such a header. An address
// anywhere else is one: after other words in such a header's value, one a
// person chose in prose that names the headers, after an address header,
// or after "uid:" inside a word.
func TestMessageIDs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Message-ID: <CApK0eqZZpRePur2HrGfvG@mail.gmail.com>", "Message-ID: <CApK0eqZZpRePur2HrGfvG@mail.gmail.com>"},
		{"From: Jane <jane@acme.io>\r\nReferences: <a1@mail.gmail.com>\r\n <b2@EXCH01.corp.example.com>,\r\n\t<c3@x.io>\r\nSubject: hi",
			"From: Jane <[REDACTED]>\r\nReferences: <a1@mail.gmail.com>\r\n <b2@EXCH01.corp.example.com>,\r\n\t<c3@x.io>\r\nSubject: hi"},
		{"BEGIN:VEVENT\nUID:1890C07D60536CF0E7F913E68A2B5812@calendar.example.com\nORGANIZER:mailto:maria@acme.io",
			"BEGIN:VEVENT\nUID:1890C07D60536CF0E7F913E68A2B5812@calendar.example.com\nORGANIZER:mailto:[REDACTED]"},
		{"In-Reply-To: <CAB@mail.gmail.com> (Jane Doe <jane@acme.io>)", "In-Reply-To: <CAB@mail.gmail.com> (Jane Doe <[REDACTED]>)"},
		{"References: Dr. Jane Smith <jane.smith@uni.edu>", "References: Dr. Jane Smith <[REDACTED]>"},
		{"Please send references to Jane Doe <jane.doe@acme.io>", "Please send references to Jane Doe <[REDACTED]>"},
		{"From: Library References <refs@lib.edu>", "From: Library References <[REDACTED]>"},
		{"Cc: Content-ID team <cid@acme.io>", "Cc: Content-ID team <[REDACTED]>"},
		{"The thread breaks because In-Reply-To is <eakwQO8PlMoA.9582727133@mail.gmail.com> but References has <D4DD86C5-1567-4CA6-BA35-C68539077C18@EXCH01.corp.example.com>.",
			"The thread breaks because In-Reply-To is <eakwQO8PlMoA.9582727133@mail.gmail.com> but References has <D4DD86C5-1567-4CA6-BA35-C68539077C18@EXCH01.corp.example.com>."},
		{"the message-id was <20240115123456.48213@mx.acme.io>", "the message-id was <20240115123456.48213@mx.acme.io>"},
		{"In-Reply-To is <jane.smith.1985@mail.gmail.com>", "In-Reply-To is <[REDACTED]>"},
		{"In-Reply-To is <eakw@mail.gmail.com>", "In-Reply-To is <[REDACTED]>"},
		{"In-Reply-To is\n<eakwQO8PlMoA.9582727133@mail.gmail.com>", "In-Reply-To is\n<[REDACTED]>"},
		{"write to <eakwQO8PlMoA.9582727133@mail.gmail.com>", "write to <[REDACTED]>"},
		{"Mar 3 10:22:31 mx1 postfix/cleanup[4211]: 3F2A1C: message-id=<PAOV06AY35IY.VNYN1010@DB9PR08MB7988.prod.outlook.com>",
			"Mar 3 10:22:31 mx1 postfix/cleanup[4211]: 3F2A1C: message-id=<PAOV06AY35IY.VNYN1010@DB9PR08MB7988.prod.outlook.com>"},
		{"postfix/qmgr[77]: 3F2A1C: from=<jane@acme.io>, size=2301, message-id=<CABvEHLFuw+J=K7mm@mail.gmail.com>",
			"postfix/qmgr[77]: 3F2A1C: from=<[REDACTED]>, size=2301, message-id=<CABvEHLFuw+J=K7mm@mail.gmail.com>"},
		{"x-message-id=<jane@acme.io>", "x-message-id=<[REDACTED]>"},
		{"message-id <a@x.io>, cc <jane@acme.io> and <eakwQO8PlMoA.9582727133@mail.gmail.com>", "message-id <[REDACTED]>, cc <[REDACTED]> and <eakwQO8PlMoA.9582727133@mail.gmail.com>"},
		{"login fluid:alice@corp.com", "login fluid:[REDACTED]"},
		{"Message-ID: <x@y.com>\nFrom: <jane@acme.io>", "Message-ID: <x@y.com>\nFrom: <[REDACTED]>"},
		{"message-id jane.doe@acme.io", "message-id [REDACTED]"},
	})
}
