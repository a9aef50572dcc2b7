package main

import (
	"fmt"
	"strings"
)

var templates = []tmpl{
	{"python", tPython},
	{"javascript", tJS},
	{"go_panic", tGo},
	{"java_trace", tJava},
	{"sql", tSQL},
	{"k8s_yaml", tK8s},
	{"toml", tTOML},
	{"dotenv", tEnv},
	{"terraform", tTerraform},
	{"dockerfile", tDocker},
	{"lockfile", tLock},
	{"git_log", tGitLog},
	{"git_diff", tGitDiff},
	{"ci_log", tCI},
	{"prometheus", tProm},
	{"crash_report", tCrash},
	{"invoice", tInvoice},
	{"bank_statement", tBank},
	{"payment_webhook", tWebhook},
	{"shipping", tShipping},
	{"purchase_order", tPO},
	{"lab_report", tLab},
	{"insurance", tInsurance},
	{"citation", tCitation},
	{"geo_measure", tGeo},
	{"network", tNetwork},
	{"hr_record", tHR},
	{"curl", tCurl},
}

func tPython(b *B) string {
	r := b.r
	var sb strings.Builder
	order := b.K(fmt.Sprintf("ORD-%d-%s", 2024+r.Intn(3), digitsNZ(r, 7)))
	host := b.K(ipPort(r))
	if b.want(0.6) {
		switch r.Intn(3) {
		case 0:
			fmt.Fprintf(&sb, "import os, requests\n\nBASE = \"http://%s/api/v2\"\nHEADERS = {\"Authorization\": \"Bearer %s\"}\n\n", host, b.Bearer())
		case 1:
			fmt.Fprintf(&sb, "import os, requests\n\nBASE = \"http://%s/api/v2\"\nAPI_TOKEN = \"%s\"  # TODO move to vault\nHEADERS = {\"Authorization\": f\"Bearer {API_TOKEN}\"}\n\n", host, b.Bearer())
		default:
			fmt.Fprintf(&sb, "import os, requests\n\nBASE = \"http://%s/api/v2\"\nsession = requests.Session()\nsession.headers[\"Authorization\"] = \"Bearer %s\"\n\n", host, b.Bearer())
		}
	} else {
		fmt.Fprintf(&sb, "import os, requests\n\nBASE = \"http://%s/api/v2\"\nHEADERS = {\"Authorization\": f\"Bearer {os.environ['API_TOKEN']}\"}\n\n", host)
	}
	fmt.Fprintf(&sb, "def fetch(order_id=%q, retries=3, backoff=1.5):\n    r = requests.get(f\"{BASE}/orders/{order_id}\", headers=HEADERS, timeout=30)\n", order)
	if b.want(0.5) {
		fmt.Fprintf(&sb, "    notify(to=%q)  # on-call owner\n", b.Email())
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "    sms(number=%q)\n", b.PhoneIntl())
	}
	ts := b.K(logTS(r))
	line := 100 + r.Intn(400)
	fmt.Fprintf(&sb, "    return r.json()\n```\n%s ERROR sync\nTraceback (most recent call last):\n  File \"/srv/app/sync.py\", line %d, in fetch\n", ts, line)
	fmt.Fprintf(&sb, "requests.exceptions.ReadTimeout: HTTPConnectionPool(host='%s', port=%d): Read timed out. (read timeout=30)\n", strings.Split(host, ":")[0], 8080)
	fmt.Fprintf(&sb, "elapsed=%s request_id=%s", b.K(duration(r)), b.K(uuid(r)))
	return "```python\n" + sb.String()
}

func tJS(b *B) string {
	r := b.r
	var sb strings.Builder
	ver := b.K("v" + semver(r))
	fmt.Fprintf(&sb, "// stripe-node %s, node %s\nconst charge = await stripe.paymentIntents.create({\n  amount: %d, // cents\n  currency: '%s',\n", ver, b.K("v20."+fmt.Sprint(r.Intn(19))+"."+fmt.Sprint(r.Intn(9))), 1000+r.Intn(900000), pick(r, []string{"eur", "usd", "gbp", "pln"}))
	fmt.Fprintf(&sb, "  metadata: { order_id: '%s', sku: '%s'", b.K(fmt.Sprintf("A%s", digitsNZ(r, 9))), b.K(sku(r)))
	if b.want(0.6) {
		fmt.Fprintf(&sb, ", customer_email: '%s'", b.Email())
	}
	sb.WriteString(" },\n});\n")
	if b.want(0.3) {
		fmt.Fprintf(&sb, "localStorage.setItem('id_token', '%s');\n", b.JWT())
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "// test data from prod ticket: card %s exp 0%d/%d cvc %d\n", b.Card(), 1+r.Intn(9), 27+r.Intn(4), 100+r.Intn(899))
	}
	fmt.Fprintf(&sb, "```\nUnhandledPromiseRejection: StripeCardError: Your card was declined.\n    at Object.<anonymous> (/srv/checkout/index.js:%d:%d)\n    at processTicksAndRejections (node:internal/process/task_queues:%d:%d)\nrequestId: %s", 40+r.Intn(300), 5+r.Intn(30), 90+r.Intn(10), 5, b.K("req_"+randTok(r, 14)))
	return "```js\n" + sb.String()
}

func tGo(b *B) string {
	r := b.r
	var sb strings.Builder
	gid := 1 + r.Intn(9000)
	fmt.Fprintf(&sb, "panic: runtime error: index out of range [%d] with length %d\n\ngoroutine %d [running]:\n", 3+r.Intn(20), 3, gid)
	a1, a2 := b.K(addr64(r)), b.K(addr64(r))
	fmt.Fprintf(&sb, "main.(*Router).dispatch(%s, {%s, 0x%x})\n\t/build/cmd/api/router.go:%d +0x%x\n", a1, a2, r.Intn(99999), 100+r.Intn(900), r.Intn(4096))
	fmt.Fprintf(&sb, "net/http.HandlerFunc.ServeHTTP(...)\n\t/usr/local/go/src/net/http/server.go:%d\n", 2100+r.Intn(200))
	fmt.Fprintf(&sb, "exit status 2\nFAIL\tgithub.com/acme/api/cmd\t%s\n", b.K(fmt.Sprintf("%d.%03ds", r.Intn(30), r.Intn(1000))))
	cfg := "cfg := Config{Addr: \"" + b.K(ipPort(r)) + "\", Timeout: 30 * time.Second"
	if b.want(0.5) {
		cfg += ", AlertTo: \"" + b.Email() + "\""
	}
	if b.want(0.3) {
		cfg += ", Token: \"" + func() string { v, _ := b.Secret(); return v }() + "\""
	}
	cfg += "}"
	return fence("text", sb.String()) + "\n" + fence("go", cfg) + "\nbuild: " + b.K("go1.2"+fmt.Sprint(2+r.Intn(5))+"."+fmt.Sprint(r.Intn(9))) + " " + b.K(hex(r, 12))
}

func tJava(b *B) string {
	r := b.r
	var sb strings.Builder
	msg := fmt.Sprintf("Payment %s rejected", b.K("PAY-"+digitsNZ(r, 10)))
	if b.want(0.6) {
		msg = fmt.Sprintf("Card %s rejected by issuer (code %d)", b.Card(), 5+r.Intn(60))
	}
	fmt.Fprintf(&sb, "%s ERROR [http-nio-8080-exec-%d] c.a.b.InvoiceService - %s\n", b.K(logTS(r)), 1+r.Intn(20), msg)
	fmt.Fprintf(&sb, "com.acme.billing.PaymentException: %s\n\tat com.acme.billing.InvoiceService.charge(InvoiceService.java:%d)\n\tat com.acme.billing.InvoiceController.pay(InvoiceController.java:%d)\n", msg, 100+r.Intn(400), 30+r.Intn(90))
	fmt.Fprintf(&sb, "\tat jdk.internal.reflect.GeneratedMethodAccessor%d.invoke(Unknown Source)\n\t... %d common frames omitted\n", 100+r.Intn(400), 20+r.Intn(60))
	if b.want(0.4) {
		fmt.Fprintf(&sb, "Caused by: java.lang.IllegalStateException: duplicate customer %s\n", b.Email())
	}
	fmt.Fprintf(&sb, "traceId=%s spanId=%s", b.K(hex(r, 32)), b.K(hex(r, 16)))
	return fence("", sb.String())
}

func tSQL(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "-- migration %s\nINSERT INTO orders (order_id, sku, ean, qty, total_cents, created_at) VALUES\n", b.K(fmt.Sprintf("V%d_%s__add_orders", 20+r.Intn(80), digitsNZ(r, 8))))
	for i := 0; i < 2+r.Intn(2); i++ {
		fmt.Fprintf(&sb, "  (%s, '%s', '%s', %d, %d, '%s'),\n", b.K(digitsNZ(r, 9)), b.K(sku(r)), b.K(ean13(r)), 1+r.Intn(9), 100+r.Intn(90000), b.K(logTS(r)))
	}
	s := strings.TrimSuffix(sb.String(), ",\n") + ";\n"
	s += fmt.Sprintf("SELECT count(*) FROM orders WHERE created_at > '%s' AND status IN (2, 3, 7);\n-- %d rows, %s", b.K(isoDate(r)), 1000+r.Intn(90000), b.K(duration(r)))
	if b.want(0.5) {
		s += fmt.Sprintf("\nUPDATE customers SET email = '%s' WHERE customer_id = %s;", b.Email(), b.K(digitsNZ(r, 8)))
	}
	if b.want(0.4) {
		s += fmt.Sprintf("\nUPDATE customers SET phone = '%s' WHERE customer_id = %s;", b.Phone(), b.K(digitsNZ(r, 7)))
	}
	return fence("sql", s)
}

func tK8s(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: billing-api\n  labels:\n    app.kubernetes.io/version: \"%s\"\n  annotations:\n", b.K(semver(r)+"-rc."+fmt.Sprint(1+r.Intn(9))))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "    team.acme.io/owner: \"%s\"\n", b.Email())
	} else {
		fmt.Fprintf(&sb, "    team.acme.io/owner: \"payments-platform\"\n")
	}
	if b.want(0.6) {
		fmt.Fprintf(&sb, "    oncall_phone: \"%s\"\n", b.Phone())
	}
	fmt.Fprintf(&sb, "    deployment.kubernetes.io/revision: \"%d\"\nspec:\n  replicas: %d\n  template:\n    spec:\n      containers:\n      - name: api\n        image: registry.acme.io/billing@sha256:%s\n", 10+r.Intn(400), 2+r.Intn(6), b.K(hex(r, 64)))
	fmt.Fprintf(&sb, "        ports:\n        - containerPort: %d\n        resources:\n          limits: {memory: \"%dMi\", cpu: \"%dm\"}\n        env:\n        - name: DB_HOST\n          value: \"%s\"\n", 8080, 256*(1+r.Intn(8)), 100*(1+r.Intn(9)), b.K(ipPort(r)))
	if b.want(0.4) {
		fmt.Fprintf(&sb, "        - name: SLACK_WEBHOOK_TOKEN\n          value: \"%s\"\n", func() string { v, _ := b.Secret(); return v }())
	}
	if b.want(0.3) {
		fmt.Fprintf(&sb, "        - name: SERVICE_JWT\n          value: \"%s\"\n", b.JWT())
	}
	fmt.Fprintf(&sb, "status:\n  observedGeneration: %d\n  conditions:\n  - lastTransitionTime: \"%s\"", 10+r.Intn(90), b.K(tstamp(r).Format("2006-01-02T15:04:05Z")))
	return fence("yaml", sb.String())
}

func tTOML(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "[package]\nname = \"ledger-sync\"\nversion = \"%s\"\nedition = \"2021\"\n\n[dependencies]\nserde = \"%s\"\ntokio = { version = \"%s\", features = [\"full\"] }\n\n[server]\nbind = \"%s\"\nmax_body = %d\n", b.K(semver(r)), b.K("1.0."+fmt.Sprint(100+r.Intn(120))), b.K("1."+fmt.Sprint(20+r.Intn(20))+".0"), b.K(ipPort(r)), 1048576*(1+r.Intn(8)))
	sb.WriteString("\n[alerts]\n")
	if b.want(0.6) {
		fmt.Fprintf(&sb, "email = \"%s\"\n", b.Email())
	}
	if b.want(0.5) {
		fmt.Fprintf(&sb, "sms_to = \"%s\"\n", b.PhoneIntl())
	}
	fmt.Fprintf(&sb, "threshold_ms = %d\nwindow = \"%s\"", 250+r.Intn(2000), b.K(fmt.Sprintf("%dm%ds", 1+r.Intn(10), r.Intn(60))))
	return fence("toml", sb.String())
}

func tEnv(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "APP_ENV=production\nAPP_VERSION=%s\nDATABASE_URL=postgres://app@%s/ledger\nREDIS_URL=redis://%s/0\nWORKERS=%d\nREQUEST_TIMEOUT_MS=%d\n", b.K(semver(r)), b.K(ipPort(r)), b.K(ipPort(r)), 2+r.Intn(30), 1000*(1+r.Intn(60)))
	for i := 0; i < 3; i++ {
		if b.want(0.55) {
			v, n := b.Secret()
			fmt.Fprintf(&sb, "%s=%s\n", n, v)
		}
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "SUPPORT_EMAIL=%s\n", b.Email())
	}
	if b.want(0.3) {
		fmt.Fprintf(&sb, "ONCALL_PHONE=%s\n", b.PhoneIntl())
	}
	fmt.Fprintf(&sb, "SENTRY_RELEASE=%s\nBUILD_ID=%s", b.K(hex(r, 40)), b.K(fmt.Sprintf("%d.%d", 20250000+r.Intn(9999), 1+r.Intn(20))))
	return fence("dotenv", sb.String())
}

func tTerraform(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "resource \"aws_instance\" \"worker\" {\n  ami           = \"%s\"\n  instance_type = \"m6i.large\"\n  subnet_id     = \"%s\"\n  private_ip    = \"%s\"\n", b.K("ami-0"+hex(r, 16)), b.K("subnet-0"+hex(r, 16)), b.K(ipv4(r)))
	sb.WriteString("  tags = {\n    CostCenter = \"" + b.K("CC-"+digitsNZ(r, 6)) + "\"\n")
	if b.want(0.6) {
		fmt.Fprintf(&sb, "    Owner      = \"%s\"\n", b.Email())
	}
	sb.WriteString("  }\n}\n\nresource \"aws_sns_topic_subscription\" \"pager\" {\n  topic_arn = \"arn:aws:sns:eu-central-1:" + b.K(digitsNZ(r, 12)) + ":alerts\"\n")
	if b.want(0.6) {
		fmt.Fprintf(&sb, "  protocol  = \"sms\"\n  endpoint  = \"%s\"\n}", b.P("phone", "+"+strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c
			}
			return -1
		}, phone(r, pick(r, langCountries[b.lang]), true))))
	} else {
		sb.WriteString("  protocol  = \"sqs\"\n  endpoint  = \"arn:aws:sqs:eu-central-1:" + digitsNZ(r, 12) + ":pager\"\n}")
	}
	fmt.Fprintf(&sb, "\n```\nError: creating EC2 Instance: InvalidParameterValue (RequestID: %s)\n  on main.tf line %d", b.K(uuid(r)), 10+r.Intn(200))
	return "```hcl\n" + sb.String()
}

func tDocker(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "FROM python:%s-slim@sha256:%s\nLABEL org.opencontainers.image.version=\"%s\"\n", b.K("3.1"+fmt.Sprint(r.Intn(4))+"."+fmt.Sprint(r.Intn(12))), b.K(hex(r, 64)), b.K(semver(r)))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "LABEL maintainer=\"%s\"\n", b.Email())
	}
	if b.want(0.4) {
		v, n := b.Secret()
		fmt.Fprintf(&sb, "ENV %s=%s\n", n, v)
	}
	fmt.Fprintf(&sb, "RUN pip install --no-cache-dir uvicorn==%s fastapi==%s\nEXPOSE 8000\n```\n#8 [4/7] RUN pip install\n#8 DONE %ss\n#9 exporting layers %s done\nwriting image sha256:%s", b.K("0."+fmt.Sprint(20+r.Intn(20))+"."+fmt.Sprint(r.Intn(5))), b.K("0.1"+fmt.Sprint(r.Intn(20))+"."+fmt.Sprint(r.Intn(5))), fmt.Sprintf("%d.%d", 10+r.Intn(200), r.Intn(10)), fmt.Sprintf("%d.%ds", r.Intn(9), r.Intn(10)), b.K(hex(r, 64)))
	return "```dockerfile\n" + sb.String()
}

func tLock(b *B) string {
	r := b.r
	var sb strings.Builder
	if r.Intn(2) == 0 {
		fmt.Fprintf(&sb, "github.com/klauspost/compress %s h1:%s=\ngithub.com/klauspost/compress %s/go.mod h1:%s=\ngolang.org/x/net %s h1:%s=", b.K("v1.17."+fmt.Sprint(r.Intn(12))), b.K(randFrom(r, alnum+"+/", 43)), "v1.17.0", randFrom(r, alnum+"+/", 43), b.K("v0.0.0-"+tstamp(r).Format("20060102150405")+"-"+hex(r, 12)), b.K(randFrom(r, alnum+"+/", 43)))
		s := fence("", "go.sum:\n"+sb.String())
		return s + "\nverifying module: checksum mismatch (go " + b.K("1.2"+fmt.Sprint(2+r.Intn(5))+"."+fmt.Sprint(r.Intn(9))) + ")"
	}
	fmt.Fprintf(&sb, "\"node_modules/lodash\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-%s==\"\n},\n\"node_modules/axios\": {\n  \"version\": \"%s\",\n  \"engines\": {\"node\": \">=%s\"}\n}", b.K("4.17."+fmt.Sprint(15+r.Intn(7))), b.K(randFrom(r, alnum+"+/", 86)), b.K("1."+fmt.Sprint(r.Intn(8))+"."+fmt.Sprint(r.Intn(9))), "18.0.0")
	s := fence("json", sb.String())
	if b.want(0.5) {
		s += fmt.Sprintf("\nnpm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%%2fui - token %s has no publish rights", func() string { v, _ := b.Secret(); return v }())
	}
	return s + "\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/" + b.K(tstamp(r).Format("2006-01-02T15_04_05_000Z")) + "-debug-0.log"
}

func tGitLog(b *B) string {
	r := b.r
	var sb strings.Builder
	for i := 0; i < 1+r.Intn(3); i++ {
		fmt.Fprintf(&sb, "commit %s\n", b.K(gitHash(r)))
		if b.want(0.7) {
			fmt.Fprintf(&sb, "Author: %s %s <%s>\n", strings.Title(pick(r, firstNames[b.lang])), strings.Title(pick(r, lastNames[b.lang])), b.Email())
		} else {
			fmt.Fprintf(&sb, "Merge: %s %s\n", b.K(hex(r, 7)), b.K(hex(r, 7)))
		}
		fmt.Fprintf(&sb, "Date:   %s\n\n    fix(billing): round VAT to %d decimals (#%d)\n\n", tstamp(r).Format("Mon Jan 2 15:04:05 2006 -0700"), 2+r.Intn(3), 1000+r.Intn(9000))
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "    Signed-off-by: %s <%s>\n", strings.Title(pick(r, firstNames[b.lang])), b.Email())
	}
	return fence("", strings.TrimRight(sb.String(), "\n")) + "\n" + b.K("v"+semver(r)) + " tag"
}

func tGitDiff(b *B) string {
	r := b.r
	var sb strings.Builder
	h1, h2 := b.K(hex(r, 9)), b.K(hex(r, 9))
	ln := 10 + r.Intn(300)
	fmt.Fprintf(&sb, "diff --git a/config/app.yml b/config/app.yml\nindex %s..%s 100644\n--- a/config/app.yml\n+++ b/config/app.yml\n@@ -%d,7 +%d,8 @@ billing:\n   currency: EUR\n   retry_after_s: %d\n", h1, h2, ln, ln, 30+r.Intn(300))
	fmt.Fprintf(&sb, "-  api_version: \"%s\"\n+  api_version: \"%s\"\n", b.K(isoDate(r)), b.K(isoDate(r)))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "+  escalation_contact: \"%s\"\n", b.Email())
	}
	if b.want(0.5) {
		fmt.Fprintf(&sb, "+  escalation_phone: \"%s\"\n", b.Phone())
	}
	if b.want(0.3) {
		fmt.Fprintf(&sb, "-  webhook_secret: \"%s\"\n", func() string { v, _ := b.Secret(); return v }())
	}
	fmt.Fprintf(&sb, "   timeout: %s", b.K(fmt.Sprintf("%dms", 1500+r.Intn(9000))))
	return fence("diff", sb.String())
}

func tCI(b *B) string {
	r := b.r
	var sb strings.Builder
	run := b.K(digitsNZ(r, 10))
	fmt.Fprintf(&sb, "Run #%d (run id %s) on runner ubuntu-24.04 (%s)\n", 100+r.Intn(9000), run, b.K("2."+fmt.Sprint(300+r.Intn(30))+".0"))
	fmt.Fprintf(&sb, "%s  Step 3/9 : RUN make test\n", b.K(isoTS(r)))
	fmt.Fprintf(&sb, "ok  \tgithub.com/acme/ledger/internal/fx\t%s\tcoverage: %d.%d%% of statements\n", b.K(fmt.Sprintf("%d.%03ds", r.Intn(20), r.Intn(1000))), 50+r.Intn(49), r.Intn(10))
	if b.want(0.7) {
		fmt.Fprintf(&sb, "+ curl -sf -X POST https://api.acme.io/v1/deploys -H \"Authorization: Bearer %s\" -d '{\"sha\":\"%s\"}'\n", b.Bearer(), b.K(hex(r, 40)))
	} else {
		fmt.Fprintf(&sb, "+ curl -sf -X POST https://api.acme.io/v1/deploys -H \"Authorization: Bearer ***\" -d '{\"sha\":\"%s\"}'\n", b.K(hex(r, 40)))
	}
	if b.want(0.4) {
		v, n := b.Secret()
		fmt.Fprintf(&sb, "+ export %s=%s\n", n, v)
	}
	if b.want(0.3) {
		fmt.Fprintf(&sb, "+ git config user.email \"%s\"\n", b.Email())
	}
	fmt.Fprintf(&sb, "curl: (22) The requested URL returned error: 502\nError: Process completed with exit code 22.\nJob duration: %s, artifacts %s (%d bytes)", b.K(fmt.Sprintf("%dm %ds", 1+r.Intn(50), r.Intn(60))), b.K("build-"+digitsNZ(r, 8)+".tar.gz"), 100000+r.Intn(90000000))
	return fence("", sb.String())
}

func tProm(b *B) string {
	r := b.r
	var sb strings.Builder
	ms := b.K(epochMs(r))
	fmt.Fprintf(&sb, "# HELP http_request_duration_seconds Request latency\n# TYPE http_request_duration_seconds histogram\n")
	for _, le := range []string{"0.005", "0.025", "0.1", "0.5", "2.5"} {
		fmt.Fprintf(&sb, "http_request_duration_seconds_bucket{handler=\"/api/v1/orders\",le=\"%s\"} %d %s\n", le, 1000+r.Intn(9000000), ms)
	}
	fmt.Fprintf(&sb, "http_request_duration_seconds_sum{handler=\"/api/v1/orders\"} %s\nprocess_resident_memory_bytes %d\nnode_network_receive_bytes_total{device=\"eth0\",instance=\"%s\"} %s", b.K(fmt.Sprintf("%d.%06d", 10000+r.Intn(900000), r.Intn(999999))), 100000000+r.Intn(900000000), b.K(ipPort(r)), b.K(fmt.Sprintf("%.6e", float64(r.Intn(1e9))*1000)))
	s := fence("", sb.String())
	if b.want(0.5) {
		s += "\nAlertmanager route receiver: pager-" + pick(r, []string{"eu", "us"}) + " (" + b.Email() + ")"
	}
	if b.want(0.4) {
		s += "\nscrape config uses bearer_token: " + b.Bearer()
	}
	return s
}

func tCrash(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "Incident Identifier: %s\nHardware Model:      iPhone15,3\nProcess:             AcmeWallet [%d]\nVersion:             %s (%d)\nOS Version:          iOS %s (%s)\nDate/Time:           %s +0100\n", b.K(strings.ToUpper(uuid(r))), 100+r.Intn(9000), b.K(semver(r)), 1000+r.Intn(9000), b.K("17."+fmt.Sprint(r.Intn(7))+"."+fmt.Sprint(r.Intn(3))), b.K("21"+string("ABCDEFG"[r.Intn(7)])+fmt.Sprint(100+r.Intn(300))), b.K(logTS(r)+".00"))
	fmt.Fprintf(&sb, "Exception Type:  EXC_BAD_ACCESS (SIGSEGV)\nException Codes: KERN_INVALID_ADDRESS at %s\n\nThread 0 Crashed:\n0   AcmeWallet   %s 0x100%s + %d\n1   libswiftCore.dylib   %s swift_retain + %d", b.K(addr64(r)), b.K("0x00000001"+hex(r, 8)), hex(r, 6), 1000+r.Intn(90000), b.K("0x000000019"+hex(r, 7)), 16+r.Intn(60))
	s := fence("", sb.String())
	if b.want(0.5) {
		s += "\nUser note from TestFlight: \"crashed when I typed my card " + b.Card() + " at checkout\""
	}
	if b.want(0.4) {
		s += "\nReporter: " + b.Email()
	}
	return s
}

func tInvoice(b *B) string {
	r := b.r
	L := lbl[b.lang]
	cc := langCC[b.lang]
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %s\n%s: %s\n%s: %s\n%s: %s\n", L.invoice, b.K(invoiceNo(r)), L.date, b.K(euDate(r)), L.customer, b.K("K-"+digitsNZ(r, 6)), L.vat, b.K(vatID(r, cc)))
	fmt.Fprintf(&sb, "Pos. 1  %s  %d x %s\nPos. 2  EAN %s  %d x %s\n%s: %s\nIBAN: %s\nBIC: %s\n", b.K(sku(r)), 1+r.Intn(20), b.K(amountEU(r)), b.K(ean13(r)), 1+r.Intn(5), b.K(amountEU(r)), L.total, b.K(amountEU(r)), b.K(iban(r, cc)), b.K(bic(r, cc)))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "%s %s · %s\n", phoneWord[b.lang], b.Phone(), b.Email())
	}
	s := strings.TrimRight(sb.String(), "\n")
	if b.want(0.3) {
		s += "\n\nPaid by card " + b.Card() + " but the portal still shows it open."
	}
	return s
}

func tBank(b *B) string {
	r := b.r
	cc := langCC[b.lang]
	var sb strings.Builder
	fmt.Fprintf(&sb, "Account %s  Statement %d/%d\n", b.K(iban(r, cc)), 1+r.Intn(12), 2025+r.Intn(2))
	for i := 0; i < 3+r.Intn(3); i++ {
		var ref string
		switch r.Intn(3) {
		case 0:
			ref = b.K(fmt.Sprintf("MREF+M-%d-%06d", 2020+r.Intn(6), r.Intn(999999)))
		case 1:
			ref = b.K("EREF+" + invoiceNo(r))
		default:
			ref = b.K("SVWZ+" + invoiceNo(r))
		}
		fmt.Fprintf(&sb, "%s  SEPA-CT  %s  %s\n", b.K(euDate(r)), ref, b.K(amountEU(r)))
	}
	if b.want(0.5) {
		fmt.Fprintf(&sb, "%s  CARD PAYMENT  %s  %s\n", euDate(r), b.Card(), amountEU(r))
	} else {
		fmt.Fprintf(&sb, "%s  CARD PAYMENT  %s  %s\n", euDate(r), b.K(maskedPAN(r)), amountEU(r))
	}
	fmt.Fprintf(&sb, "Saldo: %s", b.K(amountEU(r)))
	s := fence("", sb.String())
	if b.want(0.4) {
		s += "\n" + phoneWord[b.lang] + ": " + b.Phone()
	}
	return s
}

func tWebhook(b *B) string {
	r := b.r
	var sb strings.Builder
	masked := b.K(maskedPAN(r))
	last4 := masked[len(masked)-4:]
	evt := b.K("evt_" + randTok(r, 24))
	created := b.K(fmt.Sprint(1735689600 + r.Intn(60000000)))
	fmt.Fprintf(&sb, "{\n  \"id\": \"%s\",\n  \"type\": \"charge.failed\",\n  \"created\": %s,\n  \"data\": {\"object\": {\n    \"amount\": %d,\n    \"currency\": \"eur\",\n    \"payment_method_details\": {\"card\": {\"brand\": \"visa\", \"masked\": \"%s\", \"last4\": \"%s\", \"exp_month\": %d, \"exp_year\": %d}},\n", evt, created, 100+r.Intn(900000), masked, last4, 1+r.Intn(12), 2026+r.Intn(5))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "    \"raw_card_number\": \"%s\",\n", b.CardRaw())
	}
	if b.want(0.6) {
		fmt.Fprintf(&sb, "    \"billing_details\": {\"email\": \"%s\", \"phone\": \"%s\"},\n", b.Email(), b.PhoneIntl())
	}
	fmt.Fprintf(&sb, "    \"failure_code\": \"card_declined\",\n    \"outcome\": {\"network_status\": \"declined_by_network\", \"risk_score\": %d},\n    \"order_id\": \"%s\"\n  }}\n}", r.Intn(99), b.K("ord_"+digitsNZ(r, 10)))
	s := fence("json", sb.String())
	sig := fmt.Sprintf("t=%s,v1=%s", created, b.K(hex(r, 64)))
	s += "\nStripe-Signature: " + sig
	if b.want(0.4) {
		s += "\nReplayed with Authorization: Bearer " + b.Bearer()
	}
	return s
}

func tShipping(b *B) string {
	r := b.r
	L := lbl[b.lang]
	var sb strings.Builder
	switch r.Intn(4) {
	case 0:
		fmt.Fprintf(&sb, "UPS %s: %s\n", L.tracking, b.K(upsTracking(r)))
	case 1:
		fmt.Fprintf(&sb, "FedEx %s: %s\n", L.tracking, b.K(fedex(r)))
	case 2:
		fmt.Fprintf(&sb, "DHL %s: %s\n", L.tracking, b.K(dhl(r)))
	default:
		fmt.Fprintf(&sb, "USPS %s: %s\n", L.tracking, b.K(usps(r)))
	}
	fmt.Fprintf(&sb, "AWB %s · Container %s · Seal %s\n", b.K(awb(r)), b.K(container(r)), b.K("SL"+digitsNZ(r, 7)))
	fmt.Fprintf(&sb, "%s: %s  %s  %s\n", L.order, b.K(fmt.Sprintf("%d-%s-%s", 100+r.Intn(900), digitsNZ(r, 7), digits(r, 7))), b.K(logTS(r)), pick(r, []string{"In transit", "Customs hold", "Exception: address"}))
	fmt.Fprintf(&sb, "Weight %s kg, dims %dx%dx%d cm, HS code %s", b.K(fmt.Sprintf("%d.%03d", 1+r.Intn(40), r.Intn(1000))), 20+r.Intn(80), 20+r.Intn(60), 10+r.Intn(40), b.K(fmt.Sprintf("%04d.%02d.%02d", 8400+r.Intn(200), r.Intn(99), r.Intn(99))))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "\nConsignee %s: %s", phoneWord[b.lang], b.Phone())
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "\nNotify: %s", b.Email())
	}
	return sb.String()
}

func tPO(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "PO %s  (%s)\n| line | SKU | EAN/UPC | ISBN | qty | unit |\n|---|---|---|---|---|---|\n", b.K(fmt.Sprintf("PO-%d-%s", 2025+r.Intn(2), digitsNZ(r, 5))), b.K(isoDate(r)))
	for i := 0; i < 2+r.Intn(3); i++ {
		code := ean13(r)
		if r.Intn(2) == 0 {
			code = upcA(r)
		}
		fmt.Fprintf(&sb, "| %d | %s | %s | %s | %d | %s |\n", i+1, b.K(sku(r)), b.K(code), b.K(isbn13(r)), 1+r.Intn(500), b.K(amountUS(r)))
	}
	s := strings.TrimRight(sb.String(), "\n")
	if b.want(0.6) {
		s += fmt.Sprintf("\nBuyer: %s, %s %s", strings.Title(pick(r, firstNames[b.lang])), phoneWord[b.lang], b.Phone())
	}
	if b.want(0.5) {
		s += "\nConfirm to " + b.Email()
	}
	return s
}

func tLab(b *B) string {
	r := b.r
	L := lbl[b.lang]
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %s   Specimen: %s   Collected: %s\n", L.patient, b.K("MRN-"+digitsNZ(r, 8)), b.K("SP-"+digitsNZ(r, 9)), b.K(logTS(r)))
	for _, t := range []struct {
		n, u   string
		lo, hi float64
	}{{"HbA1c", "%", 4, 9}, {"Glucose", "mg/dL", 70, 180}, {"TSH", "mIU/L", 0.4, 4.5}, {"LDL-C", "mmol/L", 1.5, 5}} {
		v := t.lo + r.Float64()*(t.hi-t.lo)
		fmt.Fprintf(&sb, "%-8s %8.2f %s  (LOINC %s)\n", t.n, v, t.u, b.K(fmt.Sprintf("%d-%d", 1000+r.Intn(90000), r.Intn(10))))
	}
	fmt.Fprintf(&sb, "Accession %s · Analyzer S/N %s", b.K(fmt.Sprintf("A%d-%06d", 24+r.Intn(3), r.Intn(999999))), b.K("SN"+digitsNZ(r, 10)))
	s := sb.String()
	if b.want(0.5) && (b.lang == "en") {
		s += "\nGuarantor SSN: " + b.SSN()
	}
	if b.want(0.5) {
		s += "\nOrdering physician " + phoneWord[b.lang] + ": " + b.Phone()
	}
	return fence("", s)
}

func tInsurance(b *B) string {
	r := b.r
	L := lbl[b.lang]
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %s\nClaim: %s\nIncident date: %s\nVehicle VIN: %s\nReserve: %s\n", L.policy, b.K(fmt.Sprintf("POL-%s-%d-%s", langCC[b.lang], 2024+r.Intn(3), digitsNZ(r, 7))), b.K("CLM-"+digitsNZ(r, 9)), b.K(isoDate(r)), b.K("WVW"+randFrom(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14)), b.K(amountEU(r)))
	if b.want(0.6) {
		fmt.Fprintf(&sb, "Policyholder %s: %s\n", phoneWord[b.lang], b.Phone())
	}
	if b.want(0.4) {
		fmt.Fprintf(&sb, "Policyholder e-mail: %s\n", b.Email())
	}
	if b.want(0.3) && b.lang == "en" {
		fmt.Fprintf(&sb, "Insured SSN: %s\n", b.SSN())
	}
	return strings.TrimRight(sb.String(), "\n")
}

func tCitation(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "[1] %s et al. Nature %d, %s (%d). doi:%s\n", strings.Title(pick(r, lastNames["en"])), 500+r.Intn(130), b.K(func() string { p := 100 + r.Intn(800); return fmt.Sprintf("%d–%d", p, p+4+r.Intn(12)) }()), 2015+r.Intn(10), b.K(doi(r)))
	fmt.Fprintf(&sb, "[2] arXiv:%s [cs.LG]\n[3] PMID: %s; PMCID: %s\n", b.K(arxiv(r)+"v"+fmt.Sprint(1+r.Intn(3))), b.K(digitsNZ(r, 8)), b.K("PMC"+digitsNZ(r, 7)))
	fmt.Fprintf(&sb, "[4] J. Appl. Phys. %d(%d), pp. %s, ISSN %s", 100+r.Intn(40), 1+r.Intn(24), b.K(func() string { p := 1000 + r.Intn(8000); return fmt.Sprintf("%d-%d", p, p+3+r.Intn(20)) }()), b.K(fmt.Sprintf("%04d-%04d", r.Intn(9999), r.Intn(9999))))
	s := sb.String()
	if b.want(0.5) {
		s += "\nCorresponding author: " + b.Email()
	}
	if b.want(0.3) {
		s += " (" + phoneWord[b.lang] + " " + b.PhoneIntl() + ")"
	}
	return s
}

func tGeo(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "station_id,lat,lon,elev_m,temp_c,pressure_hpa,observed_at\n")
	for i := 0; i < 3; i++ {
		c := strings.Split(coords(r), ", ")
		fmt.Fprintf(&sb, "%s,%s,%s,%d,%.1f,%s,%s\n", b.K("WMO-"+digitsNZ(r, 5)), b.K(c[0]), b.K(c[1]), r.Intn(3000), -20+r.Float64()*50, b.K(fmt.Sprintf("%.2f", 980+r.Float64()*50)), b.K(epochMs(r)))
	}
	s := fence("csv", strings.TrimRight(sb.String(), "\n"))
	s += "\nSensor firmware " + b.K("fw-"+semver(r)) + ", calibration " + b.K(euDate(r))
	if b.want(0.5) {
		s += "\nField tech: " + b.Email() + ", " + phoneWord[b.lang] + " " + b.Phone()
	}
	return s
}

func tNetwork(b *B) string {
	r := b.r
	var sb strings.Builder
	fmt.Fprintf(&sb, "$ ip -br addr\neth0  UP  %s/24 %s/64\n$ arp -n\n%s  ether  %s  C  eth0\n$ ss -tn\nESTAB 0 0 %s %s\n", b.K(ipv4(r)), b.K(ipv6(r)), b.K(ipv4(r)), b.K(mac(r)), b.K(ipPort(r)), b.K(ipPort(r)))
	fmt.Fprintf(&sb, "$ ping -c 3 %s\n3 packets transmitted, 3 received, 0%% packet loss, time %s\nrtt min/avg/max/mdev = %s ms", b.K(ipv4(r)), b.K(fmt.Sprintf("%dms", 2000+r.Intn(100))), b.K(fmt.Sprintf("%.3f/%.3f/%.3f/%.3f", r.Float64()*10, 10+r.Float64()*10, 20+r.Float64()*10, r.Float64())))
	s := fence("", sb.String())
	if b.want(0.5) {
		s += "\nVendor NOC ticket opened by " + b.Email()
	}
	if b.want(0.5) {
		s += "\nNOC hotline " + b.PhoneIntl()
	}
	return s
}

func tHR(b *B) string {
	r := b.r
	var sb strings.Builder
	sb.WriteString("INSERT INTO employees (emp_id, full_name, ssn, email, dept_code, hired_on, salary_cents) VALUES\n")
	n := 1 + r.Intn(3)
	for i := 0; i < n; i++ {
		name := strings.Title(pick(r, firstNames["en"])) + " " + strings.Title(pick(r, lastNames["en"]))
		ss := "NULL"
		if b.want(0.8) {
			ss = "'" + b.SSN() + "'"
		}
		em := "NULL"
		if b.want(0.5) {
			em = "'" + b.Email() + "'"
		}
		fmt.Fprintf(&sb, "  (%s, '%s', %s, %s, '%s', '%s', %d)", b.K(digitsNZ(r, 7)), name, ss, em, b.K("D-"+digitsNZ(r, 4)), b.K(isoDate(r)), 4000000+r.Intn(9000000))
		if i < n-1 {
			sb.WriteString(",\n")
		}
	}
	sb.WriteString(";\nERROR:  duplicate key value violates unique constraint \"employees_pkey\"\nDETAIL:  Key (emp_id)=(" + digitsNZ(r, 7) + ") already exists.")
	s := fence("sql", sb.String())
	if b.want(0.4) {
		s += "\nW-2 copy shows TIN " + b.SSN() + " for the same person."
	}
	return s
}

func tCurl(b *B) string {
	r := b.r
	var sb strings.Builder
	tok := "$API_TOKEN"
	if b.want(0.7) {
		if r.Intn(2) == 0 {
			tok = b.JWT()
		} else {
			tok = b.Bearer()
		}
	}
	fmt.Fprintf(&sb, "curl -v 'https://%s/v3/invoices/%s?expand=lines&limit=%d' \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'X-Request-Id: %s'\n", pick(r, []string{"api.acme.io", "billing.internal:8443", "erp.example-corp.net"}), b.K(invoiceNo(r)), 50+r.Intn(200), tok, b.K(uuid(r)))
	fmt.Fprintf(&sb, "*   Trying %s...\n* Connected to %s port 443\n< HTTP/2 401\n< date: %s\n< x-ratelimit-remaining: %d\n", b.K(ipv4(r)), "api.acme.io", tstamp(r).Format("Mon, 02 Jan 2006 15:04:05 GMT"), r.Intn(5000))
	body := fmt.Sprintf("{\"error\":\"invalid_token\",\"trace\":\"%s\"", b.K(hex(r, 32)))
	if b.want(0.4) {
		body += fmt.Sprintf(",\"id_token_hint\":\"%s\"", b.JWT())
	}
	body += "}"
	sb.WriteString(body)
	s := fence("", sb.String())
	if b.want(0.3) {
		s += "\nI also tried GitLab with PRIVATE-TOKEN " + func() string { v, _ := b.Secret(); return v }()
	}
	return s
}
