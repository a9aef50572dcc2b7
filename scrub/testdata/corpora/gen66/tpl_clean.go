package main

import (
	"fmt"
	"strings"
)

var cleanTpls = []Tpl{
	{Kind: "clean_order_status", Variants: []string{
		"Where is my order [[{K:amzorder}]]? Tracking [[{K:ups}]] says delivered on [[{K:date}]] but nothing arrived. Total was [[{K:amount}]].",
		"Order [[{K:order}]] was split into two parcels: [[{K:usps}]] and [[{K:fedex}]]. The second one is stuck in Memphis since [[{K:date}]]. What can I do?",
		"my order number is [[{K:order}]], placed [[{K:date}]], [[{K:qty}]] items, invoice [[{K:inv}]]. can you write a complaint email?",
	}},
	{Kind: "clean_invoice_iban", Variants: []string{
		"Invoice [[{K:inv}]] due [[{K:date}]]: please transfer [[{K:amount}]] to IBAN [[{K:iban}]], BIC [[DEUTDEFFXXX]], reference [[{K:inv}]]. Translate into French.",
		"Rechnung [[{K:inv}]] vom [[{K:date}]]\nBetrag: [[{K:amount}]]\nIBAN: [[{K:iban}]]\nVerwendungszweck: [[{K:cust}]]\nIst die IBAN gültig?",
		"Is this IBAN valid? [[{K:iban}]] — the bank rejected payment [[{K:ticket}]].",
	}},
	{Kind: "clean_log_lines", Fn: cleanLogs},
	{Kind: "clean_stack_trace", Variants: []string{
		"java.lang.NullPointerException: Cannot invoke \"String.length()\"\n\tat com.acme.billing.InvoiceService.render(InvoiceService.java:[[218]])\n\tat com.acme.billing.Job.run(Job.java:[[47]])\n\tat java.base/java.lang.Thread.run(Thread.java:[[1583]])\nwhat's null here?",
		"goroutine [[{U:n:3}]] [running]:\nruntime/debug.Stack()\n\t/usr/local/go/src/runtime/debug/stack.go:24 +0x5e\nmain.(*Server).handle(0xc0001a2000, {0x10b4f60, 0xc00028e1c0})\n\t/app/server.go:[[311]] +0x1f4\ncreated by net/http.(*Server).Serve in goroutine 1",
		"Fatal error: Uncaught PDOException: SQLSTATE[HY000] [2002] Connection refused in /var/www/html/db.php:[[12]]\nStack trace:\n#0 /var/www/html/db.php(12): PDO->__construct('mysql:host=[[{K:ip}]]...')\n#1 {main}",
	}},
	{Kind: "clean_git", Variants: []string{
		"commit [[{K:sha40}]]\nDate:   Mon Apr 8 14:03:11 2024 +0200\n\n    Bump version to [[{K:ver}]]\n\ncommit [[{K:sha40}]]\nMerge: [[{K:sha7}]] [[{K:sha7}]]\nhow do I squash these?",
		"git cherry-pick [[{K:sha7}]]..[[{K:sha7}]] fails with conflict in go.sum, release [[{K:ver}]]",
	}},
	{Kind: "clean_dependencies", Variants: []string{
		"\"dependencies\": {\"react\": \"^[[18.2.0]]\", \"next\": \"[[14.1.4]]\", \"@tanstack/react-query\": \"^[[5.28.9]]\", \"zod\": \"[[3.22.4]]\"}\nwhich of these has a CVE?",
		"go.sum:\ngolang.org/x/net v0.24.0 h1:[[{U:hex:43}]]=\ngolang.org/x/net v0.24.0/go.mod h1:[[{U:hex:43}]]=\nwhy checksum mismatch?",
		"pip freeze:\nnumpy==[[1.26.4]]\npandas==[[2.2.1]]\ntorch==[[2.2.2+cu121]]\nscikit-learn==[[1.4.1.post1]]\nis torch compatible with CUDA 12.1?",
	}},
	{Kind: "clean_masked", Variants: []string{
		"Payment failed for card [[{K:mask}]] (exp [[09/26]]). Customer SSN on file: [[XXX-XX-{U:n:4}]]. Draft a message asking them to update the card.",
		"The app shows my number as [[+1 (***) ***-{U:n:4}]] and email as [[j*****@gmail.com]]. Is that masking enough for GDPR?",
		"Redacted export: name=[REDACTED], email=[REDACTED], phone=[[+49 *** ***{U:n:2}]], card=[[{K:mask}]], order=[[{K:order}]]",
		"last4=[[{U:n:4}]] brand=visa funding=credit country=US fingerprint=[[{U:hex:16}]]",
	}},
	{Kind: "clean_placeholders", Variants: []string{
		"OPENAI_API_KEY=YOUR_API_KEY_HERE\nDATABASE_URL=postgres://user:${DB_PASSWORD}@localhost:5432/app\nSTRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx\nWhat should these look like in production?",
		"curl -H \"Authorization: Bearer <your-token>\" https://api.github.com/user\nwhere do I get the token?",
		"aws configure\nAWS Access Key ID [None]: [[AKIAIOSFODNN7EXAMPLE]]\nAWS Secret Access Key [None]: [[wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY]]\nthe docs example works but mine doesn't",
		"Form hint text: \"Phone (e.g. [[(555) 555-5555]])\", \"Card number (e.g. [[0000 0000 0000 0000]])\", \"SSN ([[XXX-XX-XXXX]])\". Translate to German.",
		"password: ********\napi_key: \"<API_KEY>\"\ntoken: ${GITHUB_TOKEN}\nis this config template safe to commit?",
		"In the docs, replace the sample login [[user@example.com]] / [[hunter2]] with something neutral.",
	}},
	{Kind: "clean_sql", Variants: []string{
		"SELECT order_id, SUM(amount) FROM payments WHERE created_at >= '[[2024-01-01]]' AND merchant_id = [[{U:n:9}]] GROUP BY order_id HAVING SUM(amount) > [[1000]];",
		"UPDATE invoices SET status = 'paid', paid_at = '[[{K:ts}]]' WHERE invoice_no = '[[{K:inv}]]' AND amount_cents = [[{U:n:5}]];",
		"EXPLAIN ANALYZE SELECT * FROM events WHERE tenant_id = '[[{K:uuid}]]' AND ts BETWEEN [[{K:ms}]] AND [[{K:ms}]];",
	}},
	{Kind: "clean_product_csv", Fn: cleanProducts},
	{Kind: "clean_k8s", Variants: []string{
		"containers:\n- name: api\n  image: registry.acme.io/api@sha256:[[{K:sha64}]]\n  resources:\n    limits: {cpu: \"500m\", memory: \"[[512Mi]]\"}\n  ports:\n  - containerPort: [[8080]]\nwhy OOMKilled?",
		"kubectl get pods\nNAME                        READY   STATUS    RESTARTS   AGE\napi-[[{U:hex:10}]]-x7k2p      1/1     Running   [[3]]          [[4d2h]]\nworker-[[{U:hex:10}]]-q9z4m   0/1     CrashLoopBackOff   [[17]]   [[52m]]",
	}},
	{Kind: "clean_http_noauth", Variants: []string{
		"HTTP/1.1 304 Not Modified\nETag: \"[[{U:hex:32}]]\"\nX-Request-ID: [[{K:uuid}]]\nX-RateLimit-Remaining: [[4987]]\nX-RateLimit-Reset: [[{K:epoch}]]\nCache-Control: max-age=600\nwhy no body?",
		"GET /api/v2/orders/[[{U:n:8}]]/items?page=2&per_page=50 HTTP/1.1\nHost: api.bluefin.example\nAccept: application/json\nIf-None-Match: W/\"[[{U:hex:16}]]\"\nTraceparent: 00-[[{U:hex:32}]]-[[{U:hex:16}]]-01",
	}},
	{Kind: "clean_json_order", Variants: []string{
		"{\"order_id\": \"[[{K:order}]]\", \"created_ms\": [[{K:ms}]], \"items\": [{\"sku\": \"[[{K:sku}]]\", \"qty\": 2, \"price\": [[1999]]}], \"total\": \"[[{K:amount}]]\", \"tracking\": \"[[{K:ups}]]\"}\nflatten this for BigQuery",
		"{\"id\": \"[[{K:snow}]]\", \"channel_id\": \"[[{K:snow}]]\", \"guild_id\": \"[[{K:snow}]]\", \"timestamp\": \"[[{K:ts}]]\", \"content\": \"deploy done\"}\nwhy is id a string?",
		"{\"transaction_id\": [[{U:nz:12}]], \"merchant_ref\": \"[[{K:inv}]]\", \"amount\": [[{U:n:4}]].50, \"currency\": \"EUR\", \"card\": {\"last4\": \"[[{U:n:4}]]\", \"exp\": \"[[12/27]]\"}}",
	}},
	{Kind: "clean_flight", Variants: []string{
		"Booking ref [[{K:pnr}]], flight [[{K:flight}]] departs [[{K:hr}]] from gate [[B{U:n:2}]], seat 23A, e-ticket [[{K:eticket}]]. Can I still change to an earlier flight?",
		"Itinerary: [[{K:flight}]] FRA–JFK [[{K:date}]] [[{K:hr}]], [[{K:flight}]] JFK–SFO. Baggage tag [[LH{U:n:6}]]. Layover long enough?",
	}},
	{Kind: "clean_multilingual_order", Variants: []string{
		"Meine Bestellnummer ist [[{U:nz:10}]], die Sendungsnummer [[{K:dhl}]]. Wo ist mein Paket?",
		"Ma commande n° [[{U:nz:9}]] du [[{K:date}]] n'est pas arrivée. Montant : [[{K:amount}]].",
		"注文番号[[{U:nz:10}]]の商品がまだ届いていません。追跡番号は[[{U:n:12}]]です。",
		"订单号[[{U:nz:16}]]还没有发货，金额[[¥{U:n:3}.00]]。",
		"Номер заказа [[{U:nz:9}]], трек-номер [[RA{U:n:9}RU]]. Когда доставят?",
		"Mi número de pedido es [[{U:nz:10}]] y la factura [[{K:inv}]]. ¿Cuándo llega?",
		"주문번호 [[{U:nz:14}]] 배송 조회 부탁드립니다. 운송장 번호 [[{U:n:12}]]",
		"رقم الطلب [[{U:nz:10}]] ورقم الشحنة [[{K:ups}]]، متى سيصل؟",
		"Numer zamówienia [[{U:nz:8}]], numer przesyłki [[{U:n:24}]]. Gdzie jest paczka?",
		"Sipariş numaram [[{U:nz:9}]], kargo takip no [[{U:n:12}]]. Ne zaman gelir?",
	}},
	{Kind: "clean_meeting", Variants: []string{
		"Join Zoom Meeting\nhttps://us02web.zoom.us/j/[[{U:nz:11}]]\nMeeting ID: [[{K:meeting}]]\nStandup moved to [[{K:hr}]] in room [[4.12]]. Reformat as calendar text.",
		"Weekly sync [[{K:date}]] [[{K:hr}]]–[[{K:hr}]] CET, Teams conference ID [[{U:nz:9}]]#, agenda: Q3 budget [[{K:amount}]], hiring plan.",
	}},
	{Kind: "clean_address_geo", Variants: []string{
		"Warehouse at [[{K:lat}]], postal code [[{K:zip}]], dock [[7]]. Compute the distance to [[{K:lat}]].",
		"Ship to: Hauptstraße [[112]], [[10115]] Berlin, Germany. Weight [[12.4 kg]], dimensions [[60x40x35 cm]], HS code [[8471.30.00]].",
	}},
	{Kind: "clean_hashes", Variants: []string{
		"sha256sum:\n[[{K:sha64}]]  release-[[{K:ver}]].tar.gz\n[[{K:sha64}]]  release-[[{K:ver}]].zip\nhow do I verify in PowerShell?",
		"md5 of the file is [[{U:hex:32}]] but the vendor says [[{U:hex:32}]]. Corrupt download?",
	}},
	{Kind: "clean_docker", Variants: []string{
		"CONTAINER ID   IMAGE              COMMAND                  PORTS\n[[{U:hex:12}]]   postgres:16        \"docker-entrypoint.s…\"   0.0.0.0:[[5432]]->5432/tcp\n[[{U:hex:12}]]   redis:7.2          \"redis-server\"           6379/tcp\nredis not reachable",
	}},
	{Kind: "clean_handles", Variants: []string{
		"@dana @marcus can you review? npm i [[lodash@4.17.21]] broke the build, and git@github.com:acme/web.git won't clone",
		"In Java, is @Override required? Also the asset [[icon@2x.png]] isn't loading on retina.",
		"pip install [[requests==2.31.0]]; uv add [[httpx@0.27.0]]; follow us @brightwave_io on X",
	}},
	{Kind: "clean_science", Variants: []string{
		"Cite properly: Smith J. et al. Nature ([[2019]]) [[571]], [[123-145]]. doi:[[10.1038/s41586-019-1234-5]]. ISBN [[978-3-16-148410-0]].",
		"Measured values (mV): [[1536 2048 4096 8192]]; mean [[3968.0]], sd [[2871.3]], n = [[128]]. Is the variance too high?",
		"Population 2023: [[8,945,231]]; growth [[{K:pct}]]; GDP per capita [[$54,112]]. Make a chart description.",
	}},
	{Kind: "clean_bank_statement", Fn: cleanBank},
	{Kind: "clean_jwt_like", Variants: []string{
		"My token starts with [[eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9]]... what does the header mean?",
		"The config field is base64: [[eyJmZWF0dXJlIjoib24iLCJsZXZlbCI6M30=]] — how to decode in bash?",
		"Why is `jwt.decode(token, options={\"verify_signature\": False})` considered insecure?",
	}},
	{Kind: "clean_error_codes", Variants: []string{
		"Windows Update fails with [[0x80070005]] on [[KB5034441]], build [[22631.3447]]. Fix?",
		"Error [[ORA-12541]]: TNS:no listener at [[{K:ip}]]:[[1521]] after patch [[19.22.0.0]]",
		"HRESULT [[0x8007045D]], event ID [[7031]], process id [[{U:n:5}]]",
	}},
	{Kind: "clean_timestamps", Variants: []string{
		"Convert [[{K:ms}]] (ms since epoch) to a date in Europe/Berlin.",
		"Why do [[{K:epoch}]] and [[{K:ts}]] differ by two hours?",
		"cron [[0 */6 * * *]] fires at [[{K:hr}]] instead of midnight; server time [[{K:ts}]]",
	}},
	{Kind: "clean_network", Variants: []string{
		"Route [[{K:ip}]]/24 via [[{K:ip}]], MAC [[{K:mac}]], port [[{K:port}]] blocked. AS[[{U:nz:5}]]. Why does traceroute stop at hop [[9]]?",
		"nmap shows [[{K:ip}]]:[[22]] open, [[{K:ip}]]:[[{K:port}]] filtered. Safe?",
	}},
	{Kind: "clean_receipt", Variants: []string{
		"RECEIPT\nStore [[{U:n:4}]] Term [[{U:n:3}]] Trans [[{U:n:6}]]\nCoffee beans 1kg   [[24.90]]\nMilk frother       [[39.00]]\nVAT 19%            [[10.89]]\nTOTAL EUR          [[63.90]]\nVISA [[{K:mask}]]  AUTH [[{U:n:6}]]\nCan I claim this as a business expense?",
	}},
	{Kind: "clean_api_uuid", Variants: []string{
		"{\"data\": [{\"id\": \"[[{K:uuid}]]\", \"status\": \"active\"}, {\"id\": \"[[{K:uuid}]]\", \"status\": \"paused\"}], \"next_page_token\": \"[[{U:hex:24}]]\", \"total\": [[2]]}\nhow to paginate?",
	}},
	{Kind: "clean_public_ids", Variants: []string{
		"Stripe.js init: Stripe('[[{K:pk}]]') — is it OK to ship this key in the frontend?",
		"IAM user key id [[{K:akia}]] was rotated on [[{K:date}]]; CloudTrail shows calls after that. Why?",
		"Sentry DSN https://[[{U:hex:32}]]@o[[{U:n:6}]].ingest.sentry.io/[[{U:n:7}]] — should it be secret?",
		"GA measurement id [[G-{U:n:0}ZX81Q2RT7K]], GTM container [[GTM-K7Q2MRD]]. Where do they go in the head tag?",
	}},
	{Kind: "clean_shipping_label", Variants: []string{
		"AWB [[{U:n:3}-{U:n:8}]], pieces [[3]], gross weight [[41.5 kg]], chargeable [[48 kg]], HS [[6109.10]], incoterm DAP. Customs asks for EORI [[DE{U:n:12}]].",
		"Shipment [[{K:track}]] — 2 pallets, [[{K:date}]] pickup window [[{K:hr}]]-[[{K:hr}]]. Write the carrier email.",
	}},
	{Kind: "clean_prose_numbers", Variants: []string{
		"The meeting is in room [[3.14]] at [[{K:hr}]], bring the Q2 numbers ([[{K:amount}]] revenue, [[{K:pct}]] growth).",
		"Our plan costs [[{K:amount}]] per seat; 250 seats over 36 months. What's the total?",
		"Version [[{K:ver}]] fixed bug [[{K:ticket}]] but introduced [[{K:ticket}]]. Write release notes.",
		"Ich habe am [[{K:date}]] um [[{K:hr}]] Uhr angerufen, Vorgangsnummer [[{U:nz:8}]]. Bitte formulieren Sie eine Beschwerde.",
	}},
	{Kind: "clean_spreadsheet", Fn: cleanSheet},
}

func cleanLogs(b *B) {
	for i := 0; i < rr(3, 6); i++ {
		switch ri(4) {
		case 0:
			b.fill("{lts} INFO  http: [[{K:ip}]] \"GET /api/orders/[[{U:n:7}]] HTTP/1.1\" 200 [[{U:n:4}]] [[{U:n:2}]]ms req_id=[[{K:uuid}]]\n")
		case 1:
			b.fill("{ts} level=error msg=\"upstream timeout\" service=payments attempt=[[3]] latency_ms=[[{U:n:4}]] trace=[[{K:sha40}]]\n")
		case 2:
			b.fill("[{lts}] WARN  [pool-2-thread-7] c.a.b.Retry - order [[{K:order}]] retry in [[{U:n:3}]] ms (build [[{K:ver}]])\n")
		default:
			b.fill("{ts} kernel: [[{U:n:5}]].[[{U:n:6}]] eth0: link up, 1000 Mbps, full duplex, pid [[{U:n:5}]]\n")
		}
	}
	b.t(pick("Why do these timeouts cluster?", "Summarize the errors.", "Write a Grafana alert for this."))
}

func cleanProducts(b *B) {
	delim := pick(",", ";", "\t", " | ")
	b.t(strings.Join([]string{"sku", "ean", "name", "price", "qty", "weight_g"}, delim) + "\n")
	for i := 0; i < rr(3, 5); i++ {
		b.fill("[[{K:sku}]]" + delim + "[[{K:ean}]]" + delim + pick("Desk Lamp", "USB-C Cable 2m", "Espresso Cup", "Yoga Mat", "Trail Shoe 42") + delim)
		b.fill(fmt.Sprintf("[[%d.%02d]]", rr(3, 199), ri(100)) + delim + "[[{K:qty}]]" + delim + fmt.Sprintf("%d", rr(50, 4000)) + "\n")
	}
	b.t(pick("Which product has the best margin?", "Convert to JSON lines.", "Why does the import drop the EAN column?"))
}

func cleanBank(b *B) {
	b.t("Booking date;Value date;Text;Reference;Amount;Balance\n")
	for i := 0; i < rr(3, 5); i++ {
		b.fill("[[{K:date}]];{U:date};" + pick("SEPA-Überweisung", "Kartenzahlung", "Lastschrift", "Gutschrift", "Dauerauftrag") + ";[[{K:inv}]];")
		b.fill(fmt.Sprintf("[[%s%d,%02d]];%d.%03d,%02d\n", pick("-", ""), rr(5, 2999), ri(100), rr(1, 9), ri(1000), ri(100)))
	}
	b.t("Categorize these transactions.")
}

func cleanSheet(b *B) {
	b.t("| Region | Q1 | Q2 | Q3 | Q4 | YoY |\n|---|---:|---:|---:|---:|---:|\n")
	for _, r := range []string{"EMEA", "APAC", "NA", "LATAM"} {
		b.t("| " + r + " | ")
		for q := 0; q < 4; q++ {
			b.k(fmt.Sprintf("%d,%03d", rr(100, 999), ri(1000)))
			b.t(" | ")
		}
		b.k(fmt.Sprintf("%d.%d%%", rr(-9, 30), ri(10)))
		b.t(" |\n")
	}
	b.t("Which region grew fastest?")
}
