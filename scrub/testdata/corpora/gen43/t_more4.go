package main

import (
	"fmt"
	"strings"
)

func tMDTableAccounts(b *B, clean bool) {
	b.X("Staging test accounts for the QA pass (please don't change passwords):\n\n| user | email | phone | role |\n|---|---|---|---|\n")
	for i := 0; i < rr(2, 4); i++ {
		p := newPerson()
		role := pick("admin", "viewer", "billing", "support")
		if clean {
			b.X("| § | § | § | § |\n", strings.ToLower(p.first), K(fakeEmail()), K(fakePhone()), role)
			continue
		}
		a, e, l := nanp()
		ph := pick(a+" "+e+" "+l, a+"-"+e+"-"+l, "("+a+") "+e+"-"+l, phoneIntl())
		b.X("| § | § | § | § |\n", strings.ToLower(p.first), P("email", p.email), P("phone", ph), role)
	}
	b.X("\nSMS 2FA is enabled for all of them, codes go to those numbers. Build ´§´.", K(semver()+"-rc."+fmt.Sprint(rr(1, 9))))
}

func tAlertNumbers(b *B, clean bool) {
	b.X("PagerDuty is down so I hacked an SMS fallback, but Twilio rejects the ints:\n´´´python\n")
	if clean {
		b.X("ONCALL_NUMBERS = os.environ[\"ONCALL_NUMBERS\"].split(\",\")\n")
	} else {
		b.X("ONCALL_NUMBERS = [")
		n := rr(1, 2)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.X(", ")
			}
			b.X("§", P("phone", strings.TrimPrefix(phoneE164(), "+")))
		}
		b.X("]\n")
	}
	b.X("for n in ONCALL_NUMBERS:\n    client.messages.create(to=n, from_=FROM, body=f\"[P1] {alert.title}\")\n´´´\n´TwilioRestException: HTTP 400 error: Invalid 'To' Phone Number: §´", K("None"))
}

func tCodeComment(b *B, clean bool) {
	if clean {
		b.X("Found this in legacy code, what does the magic number mean?\n´´´java\n// retry window in ms, see ticket OPS-§\nprivate static final long RETRY_WINDOW = §L;\nprivate static final int MAGIC = §;\n´´´", rr(100, 9999), K(fmt.Sprint(rr(1000000000, 9999999999))), K(fmt.Sprint(rr(100000000, 999999999))))
		return
	}
	p := newPerson()
	switch rn(3) {
	case 0:
		a, e, l := nanp()
		b.X("Found this in legacy code, is it safe to delete?\n´´´java\n// TODO(§): call § at § before changing the settlement cutoff!!\nprivate static final LocalTime CUTOFF = LocalTime.of(17, 30);\n´´´", handle(), p.first, P("phone", pick(a+" "+e+" "+l, a+"-"+e+"-"+l)))
	case 1:
		b.X("Our Kotlin constants file (I know):\n´´´kotlin\nobject Support {\n    const val OWNER_EMAIL = \"§\"\n    const val OWNER_PHONE = \"§\"\n    const val SLA_HOURS = §\n}\n´´´", P("email", p.email), P("phone", phone()), rr(4, 72))
	default:
		b.X("´´´python\n# maintainer: § <§>, escalate via § after hours\nMAX_BATCH = §\n´´´\nShould these comments be in CODEOWNERS instead?", p.first+" "+p.last, P("email", p.email), P("phone", phone()), K(fmt.Sprint(pick(500, 1000, 5000))))
	}
}
