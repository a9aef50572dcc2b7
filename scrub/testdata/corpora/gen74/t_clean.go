package main

import (
	"fmt"
	"strings"
)

// ean13 returns a 13-digit barcode with its EAN check digit that fails Luhn.
func ean13() string {
	for {
		d := pick("400", "500", "590", "871", "300", "690", "880", "789") + digits(9)
		s := 0
		for i := 0; i < 12; i++ {
			n := int(d[i] - '0')
			if i%2 == 1 {
				n *= 3
			}
			s += n
		}
		d += fmt.Sprint((10 - s%10) % 10)
		if !luhnOK(d) {
			return d
		}
	}
}

func cleanTemplates() []Tmpl {
	return []Tmpl{
		{"clean_order_status", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("Your order {} has shipped! Carrier: UPS, tracking {}. Estimated delivery {}. Order total: {}.", Kv(amazonOrder()), Kv(upsTracking()), Kv(rdate().long()), Kv(money()))
			case 1:
				b.F("Bestellung {} vom {} wurde versandt. Sendungsnummer {} (DHL), Betrag {}.", Kv(nz(10)), Kv(rdate().eu()), Kv("00340434"+nz(12)), Kv(fmt.Sprintf("%d,%02d €", between(5, 900), r.Intn(100))))
			default:
				b.F("Pedido {} entregue em {} — nota fiscal {}, valor R$ {}", Kv("#"+nz(7)), Kv(rdate().uk()), Kv(nz(9)), Kv(fmt.Sprintf("%d,%02d", between(20, 3000), r.Intn(100))))
			}
		}},
		{"clean_access_log", func(b *B) {
			b.F("{} - - [{}/{}/{}:{} +0000] \"GET /api/v2/items/{}?page={} HTTP/1.1\" 200 {} \"-\" \"Mozilla/5.0\" rt={} trace={}", Kv(privIP()), Tv(fmt.Sprint(between(10, 28))), Tv(monthsEN[r.Intn(12)]), Tv(fmt.Sprint(between(2023, 2026))), Kv(rtimes()), Kv(nz(7)), Kv(fmt.Sprint(between(2, 99))), Kv(fmt.Sprint(between(200, 99999))), Kv(fmt.Sprintf("0.%03d", r.Intn(1000))), Kv(hexl(32)))
		}},
		{"clean_dependency_bump", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("Bumps {} from {} to {}. Release notes: https://github.com/{}/releases/tag/v{} (#{})", Kv(pick("lodash", "axios", "express", "golang.org/x/net", "requests", "jackson-databind")), Kv(version()), Kv(version()), Kv(repoName()), Kv(version()), Kv(nz(4)))
			case 1:
				b.F("pip install 'django>={},<{}' psycopg2-binary=={}  # pinned on {}", Kv(version()), Kv(fmt.Sprint(between(4, 6))+".0"), Kv(version()), Kv(rdate().iso()))
			default:
				b.F("FROM {}@sha256:{}\nRUN apk add --no-cache curl={}-r{}", Kv(pick("node:20-alpine", "python:3.12-slim", "golang:1.22")), Kv(hexl(64)), Kv(version()), Tv(fmt.Sprint(between(0, 9))))
			}
		}},
		{"clean_masked_card_receipt", func(b *B) {
			last := digits(4)
			b.F("{} {} APPROVED\nAmount {}\nAuth code {}  RRN {}\nTID {}  MID {}\n{} {}", Kv(pick("VISA", "MASTERCARD", "AMEX", "DISCOVER")), Kv(pick("•••• ", "************", "XXXX XXXX XXXX ", "**** ")+last), Kv(money()), Kv(upnum(6)), Kv(nz(12)), Kv(nz(8)), Kv("0000"+nz(11)), Kv(rdate().us()), Kv(rtimes()))
		}},
		{"clean_masked_ssn_notice", func(b *B) {
			b.F("We received your request {}. For your security we only show the last four digits of the SSN on file ({}). Tax year {} forms will be available {}.", Kv(ticketNo()), Kv(pick("XXX-XX-", "***-**-", "xxx-xx-")+digits(4)), Kv(fmt.Sprint(between(2022, 2025))), Kv(rdate().long()))
		}},
		{"clean_secret_placeholders", func(b *B) {
			switch r.Intn(5) {
			case 0:
				b.F("# .env.example\nOPENAI_API_KEY={}\nDATABASE_URL={}\nSTRIPE_SECRET_KEY={}", Kv("<your-openai-key>"), Kv("postgres://USER:PASSWORD@localhost:5432/app"), Kv("sk_test_..."))
			case 1:
				b.F("env:\n  GITHUB_TOKEN: {}\n  NPM_TOKEN: {}", Kv("${{ secrets.GITHUB_TOKEN }}"), Kv("${{ secrets.NPM_TOKEN }}"))
			case 2:
				b.F("aws configure set aws_access_key_id {}\naws configure set aws_secret_access_key {}  # values from the AWS docs", Kv("AKIAIOSFODNN7EXAMPLE"), Kv("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))
			case 3:
				b.F("curl -H \"Authorization: Bearer {}\" {}", Kv("$ACCESS_TOKEN"), Kv("https://api.github.com/user"))
			default:
				b.F("password: {}\napi_key: {}\ntoken: {}", Kv("${DB_PASSWORD}"), Kv("{{ vault \"secret/data/api\" \"key\" }}"), Kv("REPLACE_ME"))
			}
		}},
		{"clean_ssh_public_keys", func(b *B) {
			switch r.Intn(2) {
			case 0:
				b.F("# ~/.ssh/authorized_keys\nssh-ed25519 {} {}", Kv("AAAAC3NzaC1lZDI1NTE5AAAAI"+b64s(43)), Kv(pick("deploy@ci-runner-0", "build@jenkins-agent-", "ops@bastion-")+fmt.Sprint(between(1, 9))))
			default:
				b.F("{} {} {}\n{} {} {}", Kv(pick("github.com", "gitlab.com")), Tv("ssh-ed25519"), Kv("AAAAC3NzaC1lZDI1NTE5AAAAI"+b64s(43)), Kv(pick("bitbucket.org", "ssh.dev.azure.com")), Tv("ecdsa-sha2-nistp256"), Kv("AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB"+b64s(87)+"="))
			}
		}},
		{"clean_git_history", func(b *B) {
			b.F("{} Merge pull request #{} from {}/feature/{}\n{} fix: off-by-one in paginator (closes #{})\n{} chore(release): v{}", Kv(sha7()), Kv(nz(4)), Kv(pick("acme", "bp-dev", "kestrel")), Kv(pick("retry-budget", "csv-export", "i18n-dates")), Kv(sha7()), Kv(nz(4)), Kv(sha7()), Kv(version()))
		}},
		{"clean_trace_ids", func(b *B) {
			b.F("traceparent: 00-{}-{}-01\nx-request-id: {}\ntenant={} shard={} attempt={}", Kv(hexl(32)), Kv(hexl(16)), Kv(uuid4()), Kv(uuid4()), Kv(fmt.Sprint(between(100, 999))), Tv(fmt.Sprint(between(1, 5))))
		}},
		{"clean_shipping_tracking", func(b *B) {
			b.F("Shipment summary — FedEx {} · USPS {} · DHL Express {} · Royal Mail {}. Weight {} kg, {} parcels.", Kv(fedexTracking()), Kv(uspsTracking()), Kv(nz(10)), Kv(upnum(2)+nz(9)+"GB"), Kv(fmt.Sprintf("%d.%d", between(1, 40), r.Intn(10))), Tv(fmt.Sprint(between(1, 9))))
		}},
		{"clean_bibliography", func(b *B) {
			b.F("{}, {}. {}. {}, {}({}), {}–{}. doi:{}. ISBN {}", Tv(personOf("en").Last), Kv(fmt.Sprint(between(1995, 2024))), Tv(pick("Consistent hashing revisited", "On the tail latency of RPCs", "Learning sparse retrieval")), Tv(pick("Commun. ACM", "Proc. VLDB Endow.", "J. Mach. Learn. Res.")), Kv(fmt.Sprint(between(10, 70))), Tv(fmt.Sprint(between(1, 12))), Kv(fmt.Sprint(between(100, 900))), Kv(fmt.Sprint(between(901, 1999))), Kv("10."+nz(4)+"/"+nz(7)+"."+nz(7)), Kv("978-"+fmt.Sprint(between(0, 1))+"-"+nz(3)+"-"+digits(5)+"-"+digits(1)))
		}},
		{"clean_inventory_csv", func(b *B) {
			b.T("sku,ean,description,qty,unit_price,updated\n")
			n := between(2, 4)
			for i := 0; i < n; i++ {
				b.F("{},{},{},{},{},{}\n", Kv(upnum(3)+"-"+nz(5)), Kv(ean13()), Tv(pick("USB-C cable 2m", "Desk lamp LED", "Notebook A5", "HDMI adapter", "Coffee beans 1kg")), Kv(fmt.Sprint(between(100, 9000))), Kv(fmt.Sprintf("%d.%02d", between(1, 400), r.Intn(100))), Kv(rdate().iso()))
			}
		}},
		{"clean_timestamps_ids", func(b *B) {
			ts := unixTS()
			b.F("created_at={} ({}), updated_ns={}, message_id={}, snowflake={}", Kv(fmt.Sprint(ts)), Kv(rdate().iso()), Kv(fmt.Sprint(ts+int64(between(60, 9000)))+digits(9)), Kv(fmt.Sprint(ts-int64(between(60, 9000)))+digits(3)), Kv("1"+digits(18)))
		}},
		{"clean_network_config", func(b *B) {
			b.F("interface eth0\n  address {}/24\n  gateway {}\n  mtu {}\n  hwaddress {}\nallow {} {}\nlisten [{}]:{}", Kv(privIP()), Kv(privIP()), Kv(fmt.Sprint(pick(1500, 9000))), Kv(strings.ToLower(group(hexu(12), ":", 2, 2, 2, 2, 2, 2))), Kv(fmt.Sprintf("10.%d.0.0/16", between(0, 255))), Kv("192.168.0.0/16"), Kv(fmt.Sprintf("2001:db8:%x::%x", between(1, 4000), between(1, 4000))), Kv(fmt.Sprint(pick(8080, 8443, 9090, 6443))))
		}},
		{"clean_dates_multilocale", func(b *B) {
			d := rdate()
			switch r.Intn(6) {
			case 0:
				b.F("Le rendez-vous est fixé au {} à {}, salle {}.", Kv(d.uk()), Kv(pick("9h30", "14h00", "16h45")), Kv(pick("B", "C")+nz(3)))
			case 1:
				b.F("会議は{} {}から、会議室{}で行います。", Kv(d.ja()), Kv(rtime()), Kv(nz(3)))
			case 2:
				b.F("Der Termin am {} um {} Uhr wurde auf den {} verschoben.", Kv(d.eu()), Kv(rtime()), Kv(rdate().eu()))
			case 3:
				b.F("La reunión del {} empieza a las {} (hora de Madrid, UTC+{}).", Kv(d.uk()), Kv(rtime()), Tv(pick("1", "2")))
			case 4:
				b.F("Встреча {} в {} по московскому времени, кабинет {}.", Kv(d.eu()), Kv(rtime()), Kv(nz(3)))
			default:
				b.F("Sprint {} runs {} → {}; retro on {} at {}.", Kv(fmt.Sprint(between(40, 140))), Kv(d.iso()), Kv(rdate().iso()), Kv(rdate().long()), Kv(rtime()))
			}
		}},
		{"clean_jwt_discussion", func(b *B) {
			h := pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT"}`, `{"alg":"ES256"}`)
			b.F("A JWT is header.payload.signature. The header {} is just base64url of {}, so it is the same for every token signed with that algorithm. Never log the whole token.", Kv(b64url([]byte(h))), Kv(h))
		}},
		{"clean_oauth_metadata", func(b *B) {
			b.F(`{"token_type":"Bearer","expires_in":{},"ext_expires_in":{},"scope":"{}","grant_type":"client_credentials","issued_at":"{}"}`, Kv(fmt.Sprint(pick(3599, 3600, 7200))), Kv(fmt.Sprint(pick(3599, 3600, 7200))), Kv(pick("read:orders", "https://graph.microsoft.com/.default", "openid profile")), Kv(isoTS()))
		}},
		{"clean_package_refs", func(b *B) {
			b.F("npm i {}@{} {}@{}\ngo get {}@v{}\nimg: {}  git: {}", Kv(pick("react", "vite", "@types/node", "zod")), Kv(version()), Kv(pick("@tanstack/react-query", "lodash-es")), Kv(version()), Kv(pick("github.com/spf13/cobra", "golang.org/x/sync")), Kv(version()), Kv(pick("icon@2x.png", "logo@3x.webp")), Kv("git@github.com:"+repoName()+".git"))
		}},
		{"clean_handles_decorators", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("cc {} {} — can you review before the {} cut? #release #{}", Kv("@"+asciiLower(anyPerson().First)+"-"+pick("dev", "ops")), Kv("@"+pick("platform-team", "sre-oncall")), Kv("v"+version()), Kv(pick("backend", "infra")))
			case 1:
				b.F("{}\npublic ResponseEntity<Order> get(@PathVariable long id) { ... }  // since {}", Kv(pick("@GetMapping(\"/orders/{id}\")", "@Transactional(readOnly = true)")), Kv(version()))
			default:
				b.F("{}\ndef health():\n    return {\"status\": \"ok\", \"build\": \"{}\"}", Kv(pick("@app.get(\"/healthz\")", "@router.get(\"/ready\")")), Kv(sha7()))
			}
		}},
		{"clean_geo_postcodes", func(b *B) {
			b.F("Depot {}: {}, {} · lat/long {}, {} · dock hours {}–{}", Kv(upnum(3)), Tv(pick("Unit 7, Trafford Park", "Industriestraße 12", "1200 Harbor Blvd")), Kv(pick("Manchester M17 1AB", "70565 Stuttgart", "Oakland, CA 94607-1234", "1100-053 Lisboa", "CEP 01310-100")), Kv(fmt.Sprintf("%d.%05d", between(10, 60), r.Intn(100000))), Kv(fmt.Sprintf("-%d.%05d", between(1, 122), r.Intn(100000))), Kv(rtime()), Tv(rtime()))
		}},
		{"clean_invoice_summary", func(b *B) {
			b.F("Invoice {} · issued {} · due {}\nNet {} + VAT {}% = {}\nSupplier VAT ID {} · PO {}", Kv(invoiceNo()), Kv(rdate().iso()), Kv(rdate().iso()), Kv(money()), Kv(fmt.Sprint(pick(19, 20, 21, 7))), Kv(money()), Kv(pick("DE", "FR", "NL", "IE")+nz(9)), Kv("PO-"+nz(6)))
		}},
		{"clean_stack_trace", func(b *B) {
			b.F("java.lang.IllegalStateException: pool exhausted (max={})\n\tat com.acme.db.Pool.acquire(Pool.java:{})\n\tat com.acme.api.OrderController.get(OrderController.java:{})\n\tat java.base/java.lang.Thread.run(Thread.java:{})\nthread-id={} uptime={}ms", Kv(fmt.Sprint(pick(10, 20, 50))), Kv(fmt.Sprint(between(40, 900))), Kv(fmt.Sprint(between(40, 900))), Kv(fmt.Sprint(between(800, 1600))), Kv(fmt.Sprint(between(100, 9999))), Kv(fmt.Sprint(between(100000, 99999999))))
		}},
		{"clean_sql_analytics", func(b *B) {
			b.F("SELECT order_id, SUM(amount) FROM payments WHERE merchant_id = {} AND created_at BETWEEN '{}' AND '{}' GROUP BY order_id HAVING SUM(amount) > {} LIMIT {};", Kv(nz(6)), Kv(rdate().iso()), Kv(rdate().iso()), Kv(fmt.Sprint(between(100, 99999))), Kv(fmt.Sprint(pick(100, 500, 1000))))
		}},
		{"clean_k8s_manifest", func(b *B) {
			b.F("containers:\n- name: api\n  image: {}\n  ports: [{containerPort: {}}]\n  env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: {}, key: password}\n  resources: {limits: {memory: {}}}", Kv("ghcr.io/"+repoName()+":v"+version()), Kv(fmt.Sprint(pick(8080, 3000, 9000))), Kv(pick("db-credentials", "pg-app-secret")), Kv(fmt.Sprint(pick(256, 512, 1024))+"Mi"))
		}},
		{"clean_privacy_questions", func(b *B) {
			b.T(pick(
				"How do I validate a card number with the Luhn algorithm in Go without storing the PAN?",
				"What's the difference between an SSN and an ITIN, and which one should the W-9 form ask for?",
				"Should we log the Authorization header in our API gateway? Our auditor says no bearer tokens in logs.",
				"Which regex does GitHub secret scanning use for fine-grained personal access tokens?",
				"Is an E.164 phone number considered personal data under GDPR if it belongs to a company switchboard?",
				"How can I rotate a leaked AWS access key without downtime for the Lambda functions?",
				"Best practice for masking e-mail addresses in analytics exports — hash or truncate the local part?",
				"Why does our DLP rule fire on UPS tracking numbers and how do we add an exception?",
			))
			b.F(" (asked in {} on {})", Kv(ticketNo()), Kv(rdate().iso()))
		}},
		{"clean_short_service_numbers", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("Safety card: in an emergency dial {} (EU) or {} (US/Canada); in the UK {}, non-urgent NHS advice {}. Evacuation point {}.", Kv("112"), Kv("911"), Kv("999"), Kv("111"), Kv(pick("Car park B", "Gate 4")))
			case 1:
				b.F("Für den ärztlichen Bereitschaftsdienst wählen Sie {}, Notruf {}. Sprechzeiten {}–{} Uhr.", Kv("116117"), Kv("112"), Kv(rtime()), Tv(rtime()))
			default:
				b.F("Para emergencias llame al {}; información municipal {}. Oficina {}, planta {}.", Kv("112"), Kv("010"), Kv(pick("A", "B")+nz(2)), Tv(fmt.Sprint(between(1, 9))))
			}
		}},
		{"clean_ci_build_log", func(b *B) {
			b.F("Build #{} finished in {}m {}s on {} — {} tests, {} skipped, coverage {}%. Artifact {} ({} bytes, sha256 {}).", Kv(nz(5)), Tv(fmt.Sprint(between(1, 40))), Tv(fmt.Sprint(between(0, 59))), Kv(pick("runner-", "agent-")+nz(3)), Kv(fmt.Sprint(between(300, 9000))), Kv(fmt.Sprint(between(0, 40))), Kv(fmt.Sprintf("%d.%d", between(50, 99), r.Intn(10))), Kv("app-"+version()+".tar.gz"), Kv(fmt.Sprint(between(1000000, 900000000))), Kv(hexl(64)))
		}},
		{"clean_meeting_notes", func(b *B) {
			b.F("Notes {} — attendees: {}, {}, {}\n- {} rollout moved to {}\n- budget {} approved (PO {})\n- next sync {} {}", Kv(rdate().iso()), Tv(anyPerson().First), Tv(anyPerson().First), Tv(anyPerson().First), Kv("v"+version()), Kv(rdate().long()), Kv(money()), Kv("PO-"+nz(6)), Kv(pick("Tue", "Thu")), Kv(rtime()))
		}},
		{"clean_device_serials", func(b *B) {
			b.F("Asset {}: {} S/N {} · P/N {} · firmware {} · MAC {} · warranty until {}", Kv("AT-"+nz(6)), Tv(pick("Dell Latitude 7440", "ThinkPad T14", "MacBook Pro 14", "Cisco C9200")), Kv(upnum(10)), Kv(nz(3)+"-"+digits(2)+"-"+digits(3)), Kv(version()), Kv(strings.ToLower(group(hexu(12), ":", 2, 2, 2, 2, 2, 2))), Kv(rdate().iso()))
		}},
		{"clean_cloud_resource_ids", func(b *B) {
			b.F("arn:aws:lambda:{}:{}:function:{}\ninstance {} (ami {}) in {} · request id {}", Kv(awsRegion()), Kv(awsAccount()), Kv(pick("resize-images", "etl-nightly", "webhook-relay")), Kv("i-0"+hexl(16)), Kv("ami-0"+hexl(16)), Kv(pick("subnet-0", "vpc-0")+hexl(16)), Kv(uuid4()))
		}},
		{"clean_big_numbers", func(b *B) {
			b.F("{}; {}; the sample had {} rows and {} distinct keys; p99 {} µs.", Kv(pick("2^64 = 18446744073709551616", "20! = 2432902008176640000", "π ≈ 3.14159265358979323846", "Avogadro ≈ 6.02214076e23")), Kv(pick("e ≈ 2.71828182845904523536", "2^53 = 9007199254740992", "1 TiB = 1099511627776 bytes")), Kv(fmt.Sprintf("%d,%03d,%03d", between(1, 900), r.Intn(1000), r.Intn(1000))), Kv(fmt.Sprint(between(100000, 99999999))), Kv(fmt.Sprint(between(100, 99999))))
		}},
		{"clean_dlp_documented_negatives", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("Trivia: {} is the most misused SSN ever — it was printed on sample cards sold in wallets in 1938 and the SSA voided it.", Kv("078-05-1120"))
			case 1:
				b.F("Our detector must ignore invalid SSNs such as {} (area 000), {} (area 666) and {} (group 00).", Kv("000-"+nz(2)+"-"+nz(4)), Kv("666-"+nz(2)+"-"+nz(4)), Kv(nz(3)+"-00-"+nz(4)))
			default:
				b.F("Negative test case: order id {} has sixteen digits and starts with 4 but fails the Luhn check, so it must not be flagged.", Kv(notLuhn("4", 16)))
			}
		}},
	}
}
