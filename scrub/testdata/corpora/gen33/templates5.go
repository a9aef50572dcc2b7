package main

import (
	"fmt"
	"strings"
)

func init() {
	templates = append(templates, tmpl{"crm_import", tCRM}, tmpl{"hr_json", tHRJSON}, tmpl{"api_headers", tHeaders})
}

var countryOfLang = map[string]string{}

func tCRM(b *B) string {
	r := b.r
	var sb strings.Builder
	if b.clean || r.Intn(4) == 0 {
		sb.WriteString("account_id,plan,seats,mrr_cents,renewed_at,external_ref\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&sb, "%s,%s,%d,%d,%s,%s\n", b.K("ACC-"+digitsNZ(r, 7)), pick(r, []string{"pro", "team", "enterprise"}), 1+r.Intn(500), 1000+r.Intn(9000000), b.K(isoTS(r)), b.K("SF-"+randFrom(r, upper+"0123456789", 15)))
		}
		s := fence("csv", strings.TrimRight(sb.String(), "\n")) + "\nImporter: row " + fmt.Sprint(2+r.Intn(3)) + ": column 'mrr_cents' overflow (batch " + b.K(uuid(r)) + ")"
		if b.want(0.5) {
			s += "\nOwner: " + b.Email()
		}
		return s
	}
	sb.WriteString("id,company,contact_email,mobile,country,created_at\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		c := pick(r, langCountries[b.lang])
		em, ph := "", ""
		if b.want(0.7) {
			em = b.Email()
		}
		if b.want(0.7) {
			ph = b.P("phone", phone(r, c, r.Intn(3) == 0))
		}
		if strings.Contains(ph, ",") {
			ph = `"` + ph + `"`
		}
		fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s\n", b.K(digitsNZ(r, 8)), pick(r, []string{"Nordwerk GmbH", "Atelier Durand SARL", "Hanbit Soft", "Sakura Shoji KK", "Mercadinho Central Ltda"}), em, ph, c, b.K(logTS(r)))
	}
	return "HubSpot import rejects some rows:\n" + fence("csv", strings.TrimRight(sb.String(), "\n")) + "\nError " + b.K("IMP-"+digitsNZ(r, 6)) + ": 'mobile' must be E.164"
}

func tHRJSON(b *B) string {
	r := b.r
	s := ""
	v := `"***-**-` + digits(r, 4) + `"`
	if b.want(0.85) {
		x := ssn(r)
		if r.Intn(4) == 0 {
			x = itin(r)
		}
		if r.Intn(2) == 0 {
			x = strings.ReplaceAll(x, "-", "")
		}
		v = `"` + b.P("ssn", x) + `"`
	}
	s = fmt.Sprintf("{\n  \"event\": \"employee.updated\",\n  \"event_id\": \"%s\",\n  \"occurred_at\": \"%s\",\n  \"employee\": {\n    \"id\": %s,\n    \"ssn\": %s,\n    \"cost_center\": \"%s\",\n    \"w4_allowances\": %d,\n    \"annual_salary_cents\": %d", b.K(uuid(r)), b.K(isoTS(r)), b.K(digitsNZ(r, 7)), v, b.K("CC-"+digitsNZ(r, 5)), r.Intn(5), 5000000+r.Intn(20000000))
	if b.want(0.5) {
		s += fmt.Sprintf(",\n    \"work_email\": \"%s\"", b.Email())
	}
	if b.want(0.4) {
		s += fmt.Sprintf(",\n    \"phone\": \"%s\"", b.P("phone", phone(r, "US", r.Intn(2) == 0)))
	}
	s += "\n  }\n}"
	return "Workday → payroll sync fails with 422 on this payload:\n" + fence("json", s)
}

func tHeaders(b *B) string {
	r := b.r
	var lines []string
	lines = append(lines, fmt.Sprintf("> GET /api/v4/projects/%s/pipelines?per_page=100 HTTP/2", b.K(digitsNZ(r, 8))))
	if b.want(0.7) {
		switch r.Intn(4) {
		case 0:
			v, _ := b.Secret()
			lines = append(lines, "> PRIVATE-TOKEN: "+v)
		case 1:
			lines = append(lines, "> Authorization: token "+b.P("bearer", "ghp_"+randTok(r, 36)))
		case 2:
			lines = append(lines, "> authorization: Bearer "+b.Bearer())
		default:
			lines = append(lines, "> Authorization: Bearer "+b.JWT())
		}
	} else {
		lines = append(lines, "> Authorization: Bearer <token>")
	}
	lines = append(lines, fmt.Sprintf("> X-Correlation-ID: %s", b.K(uuid(r))), "< HTTP/2 429", fmt.Sprintf("< ratelimit-reset: %s", b.K(fmt.Sprint(1735689600+r.Intn(60000000)))), fmt.Sprintf("< retry-after: %d", 30+r.Intn(600)), fmt.Sprintf("< x-runtime: %s", b.K(fmt.Sprintf("%d.%06d", r.Intn(3), r.Intn(999999)))))
	s := fence("", strings.Join(lines, "\n"))
	if b.want(0.3) {
		s += "\n" + pick(r, outros[b.lang])
		if strings.Contains(s, "%E") {
			s = strings.Replace(s, "%E", b.Email(), 1)
		}
		if strings.Contains(s, "%P") {
			s = strings.Replace(s, "%P", b.Phone(), 1)
		}
	}
	return s
}
