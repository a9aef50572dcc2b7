package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Templates: accounting-API integrations, tokens, keys and passwords.
func apiTemplates() []Tpl {
	return []Tpl{
		{"xero_token_response_json", func(c *C) string {
			return fmt.Sprintf(`{"id_token":"%s","access_token":"%s","expires_in":1800,"token_type":"Bearer","refresh_token":"%s","scope":"openid profile email accounting.transactions offline_access"}`,
				c.JWT(jwt("xero_id")), c.JWT(jwt("xero")), c.Tok(xeroRefresh()))
		}},
		{"xero_curl_invoices", func(c *C) string {
			return fmt.Sprintf("curl -s 'https://api.xero.com/api.xro/2.0/Invoices?where=Status%%3D%%22AUTHORISED%%22&page=%d' \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'xero-tenant-id: %s' \\\n  -H 'Accept: application/json'",
				ri(1, 9), c.JWT(jwt("xero")), c.K(uuid()))
		}},
		{"xero_python_custom_connection", func(c *C) string {
			id := uhex(32)
			return fmt.Sprintf("import requests, base64\n\nCLIENT_ID = \"%s\"\nCLIENT_SECRET = \"%s\"\n\nauth = base64.b64encode(f\"{CLIENT_ID}:{CLIENT_SECRET}\".encode()).decode()\nr = requests.post(\"https://identity.xero.com/connect/token\", headers={\"Authorization\": f\"Basic {auth}\"}, data={\"grant_type\": \"client_credentials\", \"scope\": \"accounting.transactions accounting.reports.read\"})",
				c.K(id), c.Tok(xeroSecret()))
		}},
		{"xero_basic_auth_header_log", func(c *C) string {
			id := uhex(32)
			sec := xeroSecret()
			return fmt.Sprintf("%s DEBUG http.client POST https://identity.xero.com/connect/token\n> Authorization: Basic %s\n> Content-Type: application/x-www-form-urlencoded\n< HTTP/1.1 200 OK (%d ms) client_id=%s",
				c.K(ts()), c.Tok(basicAuth(id, sec)), ri(80, 900), c.K(id))
		}},
		{"qbo_token_response_json", func(c *C) string {
			return fmt.Sprintf(`{"x_refresh_token_expires_in":%d,"refresh_token":"%s","access_token":"%s","token_type":"bearer","expires_in":3600}  realmId=%s`,
				ri(8000000, 8726400), c.Tok(intuitRefresh()), c.JWT(intuitJWE()), c.K("9130"+d(12)))
		}},
		{"qbo_curl_query", func(c *C) string {
			realm := "9130" + d(12)
			return fmt.Sprintf("curl \"https://quickbooks.api.intuit.com/v3/company/%s/query?query=select%%20*%%20from%%20Invoice%%20where%%20TxnDate%%20%%3E%%20'%s'&minorversion=%d\" -H \"Authorization: Bearer %s\" -H \"Accept: application/json\"",
				c.K(realm), c.K(date().ISO()), ri(65, 75), c.JWT(intuitJWE()))
		}},
		{"qbo_env_file", func(c *C) string {
			return fmt.Sprintf("# QuickBooks Online production app\nQBO_CLIENT_ID=%s\nQBO_CLIENT_SECRET=%s\nQBO_REDIRECT_URI=https://app.%s/oauth/callback\nQBO_ENVIRONMENT=production\nQBO_REALM_ID=%s\nQBO_WEBHOOK_VERIFIER_TOKEN=%s",
				c.K(intuitClientID()), c.Tok(intuitSecret()), pick([]string{"ledgerlink.io", "syncbooks.app", "tallyflow.com"}), c.K("9130"+d(12)), c.Tok(tok(uuid)))
		}},
		{"qbo_refresh_node", func(c *C) string {
			return fmt.Sprintf("const oauthClient = new OAuthClient({\n  clientId: '%s',\n  clientSecret: '%s',\n  environment: 'production',\n  redirectUri: 'https://sync.example-books.com/callback',\n});\nconst authResponse = await oauthClient.refreshUsingToken('%s');",
				c.K(intuitClientID()), c.Tok(intuitSecret()), c.Tok(intuitRefresh()))
		}},
		{"stripe_env_file", func(c *C) string {
			return fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nSTRIPE_ACCOUNT=%s\nSTRIPE_API_VERSION=%s",
				c.K(stripePublishable()), c.Tok(stripeSecret()), c.Tok(whsec()), c.K("acct_1"+secretAlnum(15)), c.K(fmt.Sprintf("%d-%02d-%02d.acacia", ri(2024, 2025), ri(1, 12), ri(1, 28))))
		}},
		{"stripe_node_snippet", func(c *C) string {
			return fmt.Sprintf("// sync Stripe balance transactions into the ledger\nconst stripe = require('stripe')('%s');\nconst txns = await stripe.balanceTransactions.list({ payout: '%s', limit: 100 });",
				c.Tok(pick([]func() string{stripeSecret, stripeRestricted})()), c.K("po_1"+secretAlnum(23)))
		}},
		{"stripe_curl_payouts", func(c *C) string {
			return fmt.Sprintf("curl https://api.stripe.com/v1/payouts?arrival_date[gte]=%d -u %s: -G", ri(1704067200, 1760000000), c.Tok(stripeSecret()))
		}},
		{"plaid_exchange_log", func(c *C) string {
			return fmt.Sprintf("%s INFO plaid: /item/public_token/exchange ok item_id=%s access_token=%s request_id=%s\n%s INFO plaid: /transactions/sync cursor=%s added=%d",
				c.K(ts()), c.K(secretAlnum(37)), c.Tok(plaidAccess()), c.K(secretAlnum(15)), ts(), c.K(b64u(48)), ri(1, 400))
		}},
		{"plaid_config_yaml", func(c *C) string {
			return fmt.Sprintf("plaid:\n  env: production\n  client_id: %s\n  secret: %s\n  products: [transactions, auth]\n  country_codes: [US, CA]\n  webhook: https://hooks.%s/plaid",
				c.K(hexs(24)), c.Tok(plaidSecret()), pick([]string{"ledgerlink.io", "tallyflow.com"}))
		}},
		{"zoho_books_curl", func(c *C) string {
			return fmt.Sprintf("curl --request GET --url 'https://www.zohoapis.eu/books/v3/invoices?organization_id=%s&status=overdue' --header 'Authorization: Zoho-oauthtoken %s'",
				c.K(nz(9)), c.Tok(zohoToken()))
		}},
		{"zoho_refresh_json", func(c *C) string {
			return fmt.Sprintf(`{"access_token":"%s","refresh_token":"%s","api_domain":"https://www.zohoapis.in","token_type":"Bearer","expires_in":3600}`,
				c.Tok(zohoToken()), c.Tok(zohoToken()))
		}},
		{"sage_business_cloud_token", func(c *C) string {
			return fmt.Sprintf("POST https://api.accounting.sage.com/v3.1/sales_invoices\nAuthorization: Bearer %s\nX-Business: %s\nContent-Type: application/json\n\n{\"sales_invoice\":{\"contact_id\":\"%s\",\"date\":\"%s\"}}",
				c.JWT(jwt("sage")), c.K(hexs(32)), c.K(hexs(32)), c.K(date().ISO()))
		}},
		{"business_central_token", func(c *C) string {
			return fmt.Sprintf("GET https://api.businesscentral.dynamics.com/v2.0/%s/Production/api/v2.0/companies(%s)/generalLedgerEntries?$filter=postingDate ge %s\nAuthorization: Bearer %s",
				c.K(uuid()), c.K(uuid()), c.K(date().ISO()), c.JWT(jwt("entra")))
		}},
		{"datev_connect_config", func(c *C) string {
			return fmt.Sprintf("[datev]\nclient_id = %s\nclient_secret = %s\nberaternummer = %s\nmandantennummer = %s\nredirect_uri = https://kanzlei-tool.local/datev/callback\nscope = openid datev:accounting:clients",
				c.K(hexs(32)), c.Tok(hex32()), c.K(strconv.Itoa(ri(1000000, 9999999))), c.K(strconv.Itoa(ri(10000, 99999))))
		}},
		{"datev_bearer_log", func(c *C) string {
			return fmt.Sprintf("[%s] datev-sync: GET /platform/v2/clients/%s-%s/documents -> 401, retrying with refreshed token\nAuthorization: Bearer %s",
				c.K(ts()), c.K(strconv.Itoa(ri(1000000, 9999999))), strconv.Itoa(ri(10000, 99999)), c.JWT(jwt("datev")))
		}},
		{"hmrc_mtd_vat_submit", func(c *C) string {
			vrn := nz(9)
			return fmt.Sprintf("POST https://api.service.hmrc.gov.uk/organisations/vat/%s/returns\nAccept: application/vnd.hmrc.1.0+json\nAuthorization: Bearer %s\nGov-Client-Connection-Method: DESKTOP_APP_DIRECT\nGov-Client-Device-ID: %s\n\n{\"periodKey\":\"%s\",\"vatDueSales\":%s,\"totalVatDue\":%s,\"finalised\":true}",
				c.K(vrn), c.Tok(hex32()), c.K(uuid()), c.K(fmt.Sprintf("%02dA%d", ri(23, 25), ri(1, 4))), c.K(plainAmt()), plainAmt())
		}},
		{"square_webhook_config", func(c *C) string {
			return fmt.Sprintf("SQUARE_ENVIRONMENT=production\nSQUARE_APPLICATION_ID=%s\nSQUARE_ACCESS_TOKEN=%s\nSQUARE_LOCATION_ID=%s\nSQUARE_WEBHOOK_SIGNATURE_KEY=%s",
				c.K("sq0idp-"+fromAlpha(b64urlA, 22)), c.Tok(squareToken()), c.K(fromAlpha(upperA+"0123456789", 13)), c.Tok(tok(func() string { return fromAlpha(b64urlA, 22) })))
		}},
		{"paypal_oauth_curl", func(c *C) string {
			id := "A" + fromAlpha(b64urlA, 79)
			return fmt.Sprintf("curl -v https://api-m.paypal.com/v1/oauth2/token -u \"%s:%s\" -d \"grant_type=client_credentials\"\n# response: {\"scope\":\"https://uri.paypal.com/services/reporting/search/read\",\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"app_id\":\"APP-%s\",\"expires_in\":32400}",
				c.K(id), c.Tok(paypalSecret()), c.Tok(paypalAccess()), c.K(uhex(17)))
		}},
		{"gocardless_client", func(c *C) string {
			return fmt.Sprintf("import gocardless_pro\nclient = gocardless_pro.Client(access_token='%s', environment='live')\nfor p in client.payouts.list(params={'created_at[gte]': '%sT00:00:00Z'}).records:\n    post_to_ledger(p.id, p.amount)  # e.g. %s",
				c.Tok(gocardless()), c.K(date().ISO()), c.K("PO000"+fromAlpha(upperA+"0123456789", 9)))
		}},
		{"mollie_php", func(c *C) string {
			return fmt.Sprintf("$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey(\"%s\");\n$settlement = $mollie->settlements->get(\"%s\"); // boekhoudkoppeling Moneybird",
				c.Tok(mollie()), c.K("stl_"+secretAlnum(10)))
		}},
		{"shopify_connector_yaml", func(c *C) string {
			return fmt.Sprintf("connector: shopify-to-xero\nshop: %s.myshopify.com\nadmin_api_access_token: %s\napi_version: %d-%02d\nxero_tenant: %s\nclearing_account: \"%s\"",
				pick([]string{"bondi-bean", "kettle-crumb", "midori-shoten"}), c.Tok(shopify()), ri(2024, 2025), pick([]int{1, 4, 7, 10}), c.K(uuid()), c.K(strconv.Itoa(ri(800, 899))))
		}},
		{"sendgrid_invoice_mailer", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("SENDGRID_API_KEY=%s\nINVOICE_FROM=%s\nINVOICE_BCC=%s\nTEMPLATE_ID=%s",
				c.Tok(sendgrid()), c.Role("billing", company("us").Dom), c.WMail(p, "hollisparkcpa.com"), c.K("d-"+hexs(32)))
		}},
		{"slack_finance_bot", func(c *C) string {
			return fmt.Sprintf("# posts the daily cash position to #finance\nSLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=%s\nCASH_ACCOUNTS=%s,%s",
				c.Tok(slackBot()), c.K("C0"+fromAlpha(upperA+"0123456789", 9)), c.K("1000"), c.K("1010"))
		}},
		{"github_actions_export", func(c *C) string {
			return fmt.Sprintf("- name: Push month-end export\n  run: |\n    git clone https://x-access-token:%s@github.com/%s/ledger-exports.git\n    cp out/gl_%s.csv ledger-exports/\n  env:\n    EXPORT_PERIOD: \"%s\"",
				c.Tok(ghp()), pick([]string{"bondibean", "brightwork-it", "ashworth-joinery"}), c.K(date().Compact()[:6]), c.K(fmt.Sprintf("%d-%02d", ri(2023, 2025), ri(1, 12))))
		}},
		{"aws_receipts_bucket", func(c *C) string {
			return fmt.Sprintf("[receipts-archive]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# bucket: s3://%s-receipts-%s",
				c.K(awsKeyID()), c.Tok(awsSecret()), pick([]string{"eu-central-1", "us-east-1", "ap-southeast-2"}), pick([]string{"acme", "hollis", "bondi"}), c.K(d(12)))
		}},
		{"sftp_bai2_feed_config", func(c *C) string {
			return fmt.Sprintf("bank_feed:\n  format: BAI2\n  host: sftp.treasury.%s.com\n  port: 22\n  username: %s\n  password: %s\n  remote_dir: /outbound/prior_day\n  file_pattern: \"BAI_%s_*.txt\"",
				pick([]string{"firstcitizens", "regionsbank", "cadencebank"}), pick([]string{"tricounty_hvac", "maple_bakery", "hpcpa01"}), c.Pw(), c.K(d(9)))
		}},
		{"ebics_keyring_note", func(c *C) string {
			return fmt.Sprintf("EBICS-Zugang eingerichtet: Host-ID %s, Kunden-ID %s, Teilnehmer-ID %s. Passwort für die Schlüsseldatei: %s (bitte nicht per Mail weitergeben!)",
				c.K(pick([]string{"COBAEBICS", "SPKBEBICS", "GENOEBICS"})), c.K("K"+d(7)), c.K("T"+d(5)), c.Pw())
		}},
		{"payslip_pdf_password_mail", func(c *C) string {
			p := person("uk")
			y := ri(2023, 2024)
			return fmt.Sprintf("Hi %s, your P60 for %d-%02d is attached. The PDF password is %s. Your employee number %s and NI category A remain unchanged.",
				p.First, y, (y+1)%100, c.Pw(), c.K("EMP"+d(4)))
		}},
		{"de_lohnabrechnung_passwort", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("Hallo %s, anbei Ihre Lohnabrechnung %02d/%d. Das Passwort für die PDF-Datei lautet: %s. Personalnummer %s.",
				p.First, ri(1, 12), ri(2023, 2025), c.Pw(), c.K(d(5)))
		}},
		{"bank_portal_login_shared", func(c *C) string {
			loc := pick([]string{"us", "au"})
			p := person(loc)
			return fmt.Sprintf("hey can you reconcile March? online banking login is %s%d / password %s, the token code will come to my phone %s so text me when you log in",
				p.AFirst, ri(10, 99), c.Pw(), c.PhN(loc))
		}},
		{"sage200_basic_auth", func(c *C) string {
			u := pick([]string{"svc_sage", "apiuser", "integration"})
			return fmt.Sprintf("GET /Sage200/api/v1/customers?$top=50 HTTP/1.1\nHost: sage200.%s.local:10443\nAuthorization: Basic %s\nX-Site: %s\nX-Company: %d",
				pick([]string{"ashworth", "northgate", "pemberton"}), c.Tok(basicAuth(u, password())), c.K(uuid()), ri(1, 9))
		}},
		{"wise_statement_api", func(c *C) string {
			return fmt.Sprintf("curl -X GET \"https://api.wise.com/v1/profiles/%s/balance-statements/%s/statement.csv?currency=EUR&intervalStart=%sT00:00:00.000Z\" -H \"Authorization: Bearer %s\"",
				c.K(strconv.Itoa(ri(10000000, 99999999))), c.K(strconv.Itoa(ri(100000, 999999))), c.K(date().ISO()), c.Tok(wiseToken()))
		}},
		{"mercury_api_token", func(c *C) string {
			return fmt.Sprintf("MERCURY_API_TOKEN=%s\n# read-only token, used by the nightly QBO bank feed; account %s",
				c.Tok(mercury()), c.K(uuid()))
		}},
		{"brex_export_script", func(c *C) string {
			return fmt.Sprintf("headers = {\"Authorization\": \"Bearer %s\"}\nresp = requests.get(\"https://platform.brexapis.com/v2/transactions/card/primary?posted_at_start=%sT00:00:00Z\", headers=headers)",
				c.Tok(brex()), c.K(date().ISO()))
		}},
		{"taxjar_avalara_keys", func(c *C) string {
			return fmt.Sprintf("tax:\n  taxjar_api_token: %s\n  avalara:\n    account_id: %s\n    license_key: %s\n    company_code: %s",
				c.Tok(hex32()), c.K(strconv.Itoa(ri(1100000000, 2100000000))), c.Tok(tok(func() string { return uhex(16) })), c.K(pick([]string{"DEFAULT", "BONDIBEAN", "TRICOUNTY"})))
		}},
		{"odoo_xmlrpc", func(c *C) string {
			p := person("fr")
			return fmt.Sprintf("url = 'https://%s.odoo.com'\ndb = '%s-prod'\nusername = '%s'\npassword = '%s'  # clé API Odoo\nuid = common.authenticate(db, username, password, {})\nmoves = models.execute_kw(db, uid, password, 'account.move', 'search_read', [[['journal_id', '=', %d]]])",
				pick([]string{"garnier", "perrin", "girard"}), pick([]string{"garnier", "perrin"}), c.Email(workEmail(p, "garnier-plomberie.fr")), c.Tok(hex40()), ri(1, 30))
		}},
		{"netsuite_tba_config", func(c *C) string {
			return fmt.Sprintf("NETSUITE_ACCOUNT_ID=%s\nNETSUITE_CONSUMER_KEY=%s\nNETSUITE_CONSUMER_SECRET=%s\nNETSUITE_TOKEN_ID=%s\nNETSUITE_TOKEN_SECRET=%s",
				c.K(strconv.Itoa(ri(1000000, 9999999))+"_SB1"), c.K(hexs(64)), c.Tok(hex64()), c.K(hexs(64)), c.Tok(hex64()))
		}},
		{"myob_api_headers", func(c *C) string {
			return fmt.Sprintf("GET https://api.myob.com/accountright/%s/GeneralLedger/JournalTransaction\nx-myobapi-key: %s\nx-myobapi-version: v2\nAuthorization: Bearer %s",
				c.K(uuid()), c.K(fromAlpha("abcdefghijklmnopqrstuvwxyz0123456789", 24)), c.JWT(jwt("myob")))
		}},
		{"freshbooks_token", func(c *C) string {
			return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":43200,"refresh_token":"%s","scope":"user:invoices:read user:payments:read","created_at":%d} account_id=%s`,
				c.Tok(hex64()), c.Tok(hex64()), epoch(), c.K(fromAlpha("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6)))
		}},
		{"sevdesk_header", func(c *C) string {
			return fmt.Sprintf("curl -X GET 'https://my.sevdesk.de/api/v1/Voucher?status=100&limit=50' -H 'Authorization: %s' -H 'Accept: application/json'  # Buchhaltung Mandant %s",
				c.Tok(hex32()), c.K(strconv.Itoa(ri(10000, 99999))))
		}},
		{"lexoffice_bearer", func(c *C) string {
			return fmt.Sprintf("GET https://api.lexoffice.io/v1/voucherlist?voucherType=invoice&voucherStatus=open\nAuthorization: Bearer %s\nAccept: application/json",
				c.Tok(tok(func() string { return fromAlpha(b64urlA, 48) })))
		}},
		{"pennylane_token_fr", func(c *C) string {
			return fmt.Sprintf("Pour connecter Pennylane à notre outil de notes de frais, j'ai généré un jeton API : %s (lecture/écriture, société %s). Ne le partagez pas.",
				c.Tok(tok(func() string { return fromAlpha(b64urlA, 43) })), c.K(strconv.Itoa(ri(100000, 999999))))
		}},
		{"exact_online_token_nl", func(c *C) string {
			return fmt.Sprintf("GET https://start.exactonline.nl/api/v1/%d/financialtransaction/TransactionLines?$filter=FinancialYear eq %d\nAuthorization: Bearer %s",
				ri(1000000, 9999999), ri(2023, 2025), c.Tok(exactTok()))
		}},
		{"moneybird_api_nl", func(c *C) string {
			return fmt.Sprintf("curl -s -H \"Authorization: Bearer %s\" https://moneybird.com/api/v2/%s/sales_invoices.json?filter=state:late",
				c.Tok(hex64()), c.K(d(18)))
		}},
		{"holded_key_es", func(c *C) string {
			return fmt.Sprintf("import requests\nurl = \"https://api.holded.com/api/invoicing/v1/documents/invoice\"\nheaders = {\"accept\": \"application/json\", \"key\": \"%s\"}\n# facturas del trimestre %dT, serie %s",
				c.Tok(hex32()), ri(1, 4), c.K("F"+strconv.Itoa(ri(2023, 2025))))
		}},
		{"fattureincloud_it", func(c *C) string {
			return fmt.Sprintf("curl --request GET --url https://api-v2.fattureincloud.it/c/%s/issued_documents?type=invoice --header 'Authorization: Bearer %s'",
				c.K(strconv.Itoa(ri(100000, 999999))), c.Tok(tok(func() string { return "a/" + jwt("hs") })))
		}},
		{"freee_jp_token", func(c *C) string {
			return fmt.Sprintf("freee会計APIのアクセストークン（有効期限6時間）：%s\n事業所ID %s、取引の一覧を取得できるか確認してください。",
				c.JWT(jwt("freee")), c.K(strconv.Itoa(ri(1000000, 9999999))))
		}},
		{"fortnox_headers_se", func(c *C) string {
			return fmt.Sprintf("GET https://api.fortnox.se/3/vouchers?financialyear=%d\nAccess-Token: %s\nClient-Secret: %s\nContent-Type: application/json",
				ri(1, 5), c.Tok(tok(uuid)), c.Tok(generic(10)))
		}},
		{"razorpay_in", func(c *C) string {
			return fmt.Sprintf("RAZORPAY_KEY_ID=%s\nRAZORPAY_KEY_SECRET=%s\n# settlements reconciled into Tally ledger 'Razorpay Clearing' (GSTIN %s)",
				c.K("rzp_live_"+secretAlnum(14)), c.Tok(razorSecret()), c.K("27"+fromAlpha(upperA, 5)+d(4)+"A1Z"+d(1)))
		}},
		{"contaazul_br", func(c *C) string {
			return fmt.Sprintf("Integração Conta Azul: client_id=%s client_secret=%s redirect=https://erp.paodourado.com.br/callback — não commitar!",
				c.K(secretAlnum(32)), c.Tok(generic(32)))
		}},
		{"agent_tool_call_create_invoice", func(c *C) string {
			p := person(pick([]string{"us", "uk", "au"}))
			return fmt.Sprintf(`{"tool":"xero.create_invoice","arguments":{"contact":{"name":"%s","email":"%s","phone":"%s"},"line_items":[{"description":"Monthly bookkeeping","quantity":1,"unit_amount":%s,"account_code":"%s","tax_type":"OUTPUT2"}],"due_date":"%s","reference":"%s"}}`,
				p.Full(), c.Email(personalEmail(p, "uk")), c.Phone(phone("uk", 'i')), c.K(plainAmt()), c.K("200"), c.K(date().ISO()), c.K(invNo()))
		}},
		{"agent_tool_result_contact_lookup", func(c *C) string {
			p := person("ca")
			return fmt.Sprintf(`tool_result(quickbooks.get_customer): {"Id":"%d","DisplayName":"%s","PrimaryEmailAddr":{"Address":"%s"},"PrimaryPhone":{"FreeFormNumber":"%s"},"Mobile":{"FreeFormNumber":"%s"},"Balance":%s,"SyncToken":"%d","MetaData":{"LastUpdatedTime":"%s"}}`,
				ri(1, 400), p.Full(), c.Mail(p, "ca"), c.Phone(nanp(caAreas, 0)), c.Phone(nanp(caAreas, 2)), c.K(plainAmt()), ri(0, 9), c.K(ts()))
		}},
		{"agent_log_bearer_leak", func(c *C) string {
			return fmt.Sprintf("Agent step 4/7: calling GET /api.xro/2.0/BankTransactions with headers {\"Authorization\": \"Bearer %s\", \"xero-tenant-id\": \"%s\"} -> 200, %d transactions, unreconciled total %s",
				c.JWT(jwt("xero")), c.K(uuid()), ri(3, 300), c.K(amount("uk")))
		}},
		{"webhook_stripe_event_json", func(c *C) string {
			p := person("us")
			return fmt.Sprintf(`{"id":"%s","object":"event","type":"invoice.payment_failed","data":{"object":{"id":"%s","customer":"%s","customer_email":"%s","customer_phone":"%s","amount_due":%d,"currency":"usd","number":"%s"}}}`,
				c.K("evt_1"+secretAlnum(23)), c.K("in_1"+secretAlnum(23)), c.K("cus_"+secretAlnum(14)), c.Mail(p, "us"), c.Phone(nanp(usAreas, 8)), ri(1000, 900000), c.K(strings.ToUpper(hexs(8))+"-"+fmt.Sprintf("%04d", ri(1, 9999))))
		}},
		{"bill_com_session", func(c *C) string {
			return fmt.Sprintf("POST https://api.bill.com/api/v2/Login.json\nuserName=%s&password=%s&orgId=%s&devKey=%s\n-> {\"response_status\":0,\"response_data\":{\"sessionId\":\"%s\",\"orgId\":\"%s\"}}",
				c.Email(workEmail(person("us"), "tricountyhvac.us")), c.Tok(generic(14)), c.K("008"+secretAlnum(12)), c.Tok(generic(20)), c.Tok(tok(func() string { return "!" + d(1) + secretAlnum(40) })), "008"+secretAlnum(12))
		}},
		{"quickbooks_webhook_verifier", func(c *C) string {
			return fmt.Sprintf("Webhooks → Show verifier token: %s\nEndpoint: https://hooks.%s/intuit  Entities: Invoice, Payment, Bill  (intuit-signature is HMAC-SHA256 of the payload with this token)",
				c.Tok(tok(uuid)), pick([]string{"ledgerlink.io", "syncbooks.app"}))
		}},
		{"receipt_bank_dext_email_in", func(c *C) string {
			return fmt.Sprintf("Dext: forward supplier bills to %s. API key for the practice integration: %s (client code %s)",
				c.Email(uniq(func() string { return strings.ToLower(fromAlpha(upperA, 6)) + "." + d(4) + "@dext.cc" })), c.Tok(generic(40)), c.K("CL"+d(5)))
		}},
		{"google_app_password_smtp", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("Invoice emails bounce after the Google Workspace change. Settings → SMTP: smtp.gmail.com:587, user %s, app password %s. Is that still right?",
				c.WMail(p, "hollisparkcpa.com"), c.Tok(googleAppPw()))
		}},
		{"imap_receipts_inbox", func(c *C) string {
			co := company("au")
			return fmt.Sprintf("RECEIPTS_IMAP_HOST=outlook.office365.com\nRECEIPTS_IMAP_USER=%s\nRECEIPTS_IMAP_PASSWORD=%s\nRECEIPTS_FOLDER=INBOX/Bills",
				c.Role("receipts", co.Dom), c.Pw())
		}},
		{"postgres_url_ledger", func(c *C) string {
			return fmt.Sprintf("DATABASE_URL=postgres://ledger_rw:%s@db-%d.%s.internal:5432/books_prod?sslmode=require",
				c.Tok(generic(20)), ri(1, 9), pick([]string{"eu-west-1", "ap-southeast-2"}))
		}},
	}
}
