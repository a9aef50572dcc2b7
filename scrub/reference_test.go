package scrub

import (
	"regexp"
	"strings"
)

// The reference scrubber: six regular expressions applied in order, the way
// the original TypeScript scrubPii did it. It exists only so that benchmarks
// can put our figures next to it in the same run.
var (
	refEmail  = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`)
	refPhone  = regexp.MustCompile(`(?:\+?1[-.\s]?)?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}\b`)
	refSSN    = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)
	refCard   = regexp.MustCompile(`\b(?:\d[ -]*?){13,19}\b`)
	refJWT    = regexp.MustCompile(`eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*`)
	refBearer = regexp.MustCompile(`(?i)(bearer\s+)[A-Za-z0-9._~+/-]+=*`)
)

func referenceScrub(s string) string {
	s = refEmail.ReplaceAllString(s, Redacted)
	s = refPhone.ReplaceAllString(s, Redacted)
	s = refSSN.ReplaceAllString(s, Redacted)
	s = refCard.ReplaceAllStringFunc(s, func(m string) string {
		d := make([]byte, 0, 19)
		for i := 0; i < len(m); i++ {
			if isDigit(m[i]) {
				d = append(d, m[i]-'0')
			}
		}
		if luhn(d) {
			return Redacted
		}
		return m
	})
	s = refJWT.ReplaceAllString(s, Redacted)
	return refBearer.ReplaceAllString(s, "${1}"+Redacted)
}

// shortQueries is a realistic mix of what agents send to a brain: mostly
// plain questions, some code and identifiers, a few with personal data.
var shortQueries = []string{
	"how does hybrid search rank chunks?",
	"what did we decide about the pricing page redesign",
	"summarize the meeting notes from last tuesday",
	"postgres connection pool exhausted error in production",
	"who owns the billing service",
	"embedding dims 384 768 1536 for the benchmark",
	"release notes for v0.21.0",
	"PR #4821 review comments",
	"why is p95 latency 480ms on the search endpoint",
	"contact for acme corp renewal: jane.doe@acme.com",
	"call 555-123-4567 about the invoice",
	"Authorization: Bearer abc123DEF456ghi789 returns 401",
	"customer card 4111 1111 1111 1111 was charged twice",
	"docs for the rate limiter middleware",
	"onboarding checklist for new engineers",
	"how to rotate the S3 credentials",
	"the Q3 OKRs for the platform team",
	"error: relation \"eval_candidates\" does not exist",
	"kubernetes pod OOMKilled after deploy 2026-03-14",
	"what's the phone number of our Berlin office +49 30 12345678",
	"notes on the 1:1 with Sam",
	"timeline for the migration to pgx v5",
	"@here standup moved to 10:30",
	"benchmark results for 1000 queries at 32 concurrency",
	"customer SSN 123-45-6789 showed up in logs",
	"how do I reset my password",
	"latest design doc for the ingestion pipeline",
	"retry policy for webhooks: 3 attempts, backoff 2s",
	"decorator @lru_cache on the resolver",
	"list open incidents from last week",
	"token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U expired",
	"sales numbers for EMEA in 2025",
	"who is on call this weekend",
	"lodash@4.17.21 vulnerability",
	"icon@2x.png missing in the build",
	"tracking id 1Z999AA10123456784",
	"coordinates 37.7749, -122.4194 for the office",
	"meeting at 3pm with the design team",
	"what is our refund policy for annual plans",
	"send the contract to procurement@bigco.co.uk",
}

// prose is ordinary English text without personal data, repeated to size.
const proseParagraph = `The committee met on a grey morning to review the quarterly plan. Most of
the discussion centred on how the team could ship the search improvements
without slowing down the ingestion work, which had already slipped twice.
Several people argued that the ranking changes should wait until the new
evaluation harness was ready, because without real traffic to replay nobody
could tell whether a change helped or hurt. Others pointed out that waiting
had its own cost: users were already complaining about stale results, and a
small, careful release could be rolled back within minutes if it went wrong.
In the end they agreed on a compromise. The ranking work would continue
behind a flag, the harness would get two more engineers for three weeks, and
the first real comparison would run before the end of the month. Everyone
left with a short list of tasks and a date for the next review, which was
set for the second Thursday in May at the usual time.
`

func proseOfSize(n int) string {
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(proseParagraph)
	}
	return b.String()[:n]
}
