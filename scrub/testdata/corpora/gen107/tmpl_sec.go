package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func secTemplates() []tmpl {
	return []tmpl{
		{"sec_broker_curl", func() *B {
			return N("curl -s -X POST https://api.", pick([]string{"ratingengine", "quotehub", "brokerlink"}), ".io/v3/quotes/home \\\n  -H \"Authorization: Bearer ", bt(opaqueTok()), "\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"postcode\":\"", K(postcode("UK")), "\",\"rebuild_cost\":", K(fmt.Sprint(rng(150, 900)*1000)), ",\"product\":\"HH-", K(version()), "\"}'")
		}},
		{"sec_sftp_bordereau", func() *B {
			pw := password()
			return N("# bordereau upload (monthly, ", K("BDX-"+fmt.Sprint(rng(2024, 2025))+"-"+fmt.Sprintf("%02d", rng(1, 12))), ")\nhost: sftp.", pick([]string{"lloyds-coverholder", "mga-partners", "binder-exchange"}), ".co.uk\nport: 22\nusername: bdx_", pick([]string{"acme", "northstar", "harbour"}), "\npassword: ", bt(pw), "\nremote_dir: /inbound/", K(fmt.Sprintf("UMR-B%04d%s%d", rng(1000, 9999), up(2), rng(2024, 2025))), "/")
		}},
		{"sec_env_policyadmin", func() *B {
			return N("# policy-admin .env (prod) — DO NOT COMMIT\nAPP_VERSION=", K(version()), "\nDATABASE_URL=postgres://poladmin:", bt(password()), "@db-prod.internal:5432/policies\nSTRIPE_SECRET_KEY=", bt(stripeSK()), "\nSTRIPE_PUBLISHABLE_KEY=", K(pkLive()), "\nSENDGRID_API_KEY=", bt(sendgrid()), "\nPREMIUM_ROUNDING=", K("0.01"))
		}},
		{"sec_http_log_jwt", func() *B {
			return N(K(ipv4()), " - - [", K(fmt.Sprintf("%02d/%s/%d:%02d:%02d:%02d +0000", rng(1, 28), pick([]string{"Jan", "Mar", "Jun", "Sep", "Nov"}), rng(2024, 2025), rng(0, 23), rng(0, 59), rng(0, 59))), "] \"GET /api/claims/", K(claimNo("US")), " HTTP/1.1\" 200 ", fmt.Sprint(rng(200, 9000)), " \"-\" \"ClaimsApp/", K(version()), "\" auth=\"Bearer ", jw(jwt(subID())), "\" rt=", K(fmt.Sprintf("0.%03d", rng(1, 999))))
		}},
		{"sec_portal_idtoken_url", func() *B {
			return N("Redirected to https://portal.", pick([]string{"lakeshorelife", "northbridge-mutual", "petcover-online"}), ".com/callback#id_token=", jw(jwt(subID())), "&state=", K(randFrom(hexd, 16)), "&session_state=", K(uuid()), " — user stuck on spinner after login, browser ", K("Chrome/"+fmt.Sprint(rng(118, 131))+".0."+fmt.Sprint(rng(1000, 6999))+"."+fmt.Sprint(rng(10, 200))), ".")
		}},
		{"sec_webhook_yaml", func() *B {
			return N("payments:\n  provider: stripe\n  webhook_endpoint: https://billing.insurer.example/hooks/stripe\n  webhook_secret: ", bt(whsec()), "\n  api_version: \"", K(fmt.Sprintf("%d-%02d-%02d", rng(2023, 2025), rng(1, 12), rng(1, 28))), "\"\nclaims_sso:\n  client_id: ", K(uuid()), "\n  client_secret: ", bt(azureClientSecret()), "\n  tenant: ", K(uuid()))
		}},
		{"sec_guidewire_props", func() *B {
			return N("# ClaimCenter integration ", K(version()), "\ncc.integration.fnol.endpoint=https://cc.internal/cc/ws/gw/webservice/fnol/FNOLAPI\ncc.integration.fnol.username=su_fnol\ncc.integration.fnol.password=", bt(password()), "\ncc.integration.fnol.timeout.ms=", K(fmt.Sprint(rng(5, 60)*1000)), "\nbc.billing.batch.cron=0 0 2 * * ?")
		}},
		{"sec_temp_pw_de", func() *B {
			l := loc("DE")
			return N("Sehr geehrte/r ", name(l), ",\nIhr Zugang zum Kundenportal wurde eingerichtet.\nBenutzername: ", em(l), "\nVorläufiges Passwort: ", bt(password()), "\nBitte ändern Sie das Passwort bei der ersten Anmeldung. Vertragsnummer: ", K(policyNo("DE")))
		}},
		{"sec_temp_pw_fr", func() *B {
			l := loc("FR")
			return N("Bonjour ", name(l), ", voici vos identifiants pour l'espace assuré : identifiant ", K(fmt.Sprint(rng(10000000, 99999999))), ", mot de passe provisoire : ", bt(password()), " (à modifier dès la première connexion). Contrat ", K(policyNo("FR")), ".")
		}},
		{"sec_chat_password_share", func() *B {
			l := rloc()
			pw := password()
			return N("[live chat] customer: I can't log in to see my pension statement. my username is ", em(l), " and password is ", bt(pw), " can you check what's wrong?\n[live chat] agent: Please never share your password — I've triggered a reset. Case ", K(ticketNo()), ".")
		}},
		{"sec_twilio_sms", func() *B {
			return N("# claim status SMS notifier\nTWILIO_ACCOUNT_SID=AC", randFrom(hexd, 32), "\nTWILIO_AUTH_TOKEN=", bt(twilioTok()), "\nTWILIO_MESSAGING_SERVICE_SID=MG", randFrom(hexd, 32), "\nRETRY_AFTER_S=", K(fmt.Sprint(rng(30, 900))), "\nSMS_TEMPLATE=\"Your claim {{claim_no}} was updated: {{status}}\"")
		}},
		{"sec_ci_github_token", func() *B {
			return N("Run actuarial-models / reserve-calc (", K("v"+version()), ")\n  env:\n    GH_TOKEN: ", bt(ghp()), "\n    VALUATION_DATE: ", K(isoDate()), "\n  pip install -r requirements.txt  # lifelib==", K(fmt.Sprintf("0.%d.%d", rng(1, 9), rng(0, 9))))
		}},
		{"sec_aws_actuarial", func() *B {
			return N("[profile actuarial-prod]\naws_access_key_id = ", K(akia()), "\naws_secret_access_key = ", bt(awsSecret()), "\nregion = ", pick([]string{"us-east-1", "eu-central-1", "eu-west-2"}), "\n# mortality tables bucket: s3://actuarial-", K(fmt.Sprint(rng(2024, 2025))), "-tables/")
		}},
		{"sec_basic_auth_broker", func() *B {
			u := pick([]string{"broker_", "agency", "mga."}) + randFrom("abcdefghijklmnopqrstuvwxyz", 5)
			enc, _ := basicCred(u)
			return N("POST /acord/v1/PersHomeQuote HTTP/1.1\nHost: b2b.", pick([]string{"carrier-one", "mutualre", "homeline"}), ".com\nAuthorization: Basic ", bt(enc), "\nSOAPAction: \"urn:acord:", K("2.39.0"), "\"\nContent-Length: ", fmt.Sprint(rng(800, 9000)))
		}},
		{"sec_db_url", func() *B {
			return N("ERROR 2024 pool init failed for url=", pick([]string{"postgresql", "mysql"}), "://claims_rw:", bt(password()), "@", K(ipv4()), ":5432/claims?sslmode=require (attempt ", fmt.Sprint(rng(1, 5)), "/5, build ", K(version()), ")")
		}},
		{"sec_slack_webhook", func() *B {
			sec := slackHookSecret()
			return N("# alert large-loss claims > ", K(money("US")), "\nLARGE_LOSS_WEBHOOK=https://hooks.slack.com/services/T", randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8), "/B", randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10), "/", bt(sec), "\nCHANNEL=#claims-large-loss")
		}},
		{"sec_azure_sas", func() *B {
			return N("Upload the adjuster photos here (expires ", K(isoDate()), "): https://claimsdocs", randFrom("abcdefghijklmnopqrstuvwxyz0123456789", 6), ".blob.core.windows.net/evidence/", K(claimNo("US")), "?sv=2022-11-02&ss=b&srt=o&sp=rwc&se=", K(isoDate()+"T23:59:00Z"), "&spr=https&sig=", bt(sasSig()))
		}},
		{"sec_openai_triage", func() *B {
			return N("# claims triage prototype\nimport openai\nclient = openai.OpenAI(api_key=\"", bt(openaiKey()), "\")\nPROMPT = \"Classify this FNOL into peril codes (", K("ISO "+fmt.Sprint(rng(1, 99))), ") and severity 1-5\"\nMODEL = \"", pick([]string{"gpt-4o-mini", "gpt-4.1"}), "\"")
		}},
		{"sec_mobile_debug_jwt", func() *B {
			tok := jwt(subID())
			ref := opaqueTok()
			return N(`D/AuthInterceptor(`, K(fmt.Sprint(rng(1000, 30000))), `): session restored {"access_token":"`, jw(tok), `","refresh_token":"`, bt(ref), `","expires_in":3600,"token_type":"Bearer"} app=petcover `, K(version()))
		}},
		{"sec_support_ticket_jwt_email", func() *B {
			l := loc(pick([]string{"US", "UK", "NL"}))
			return N("Ticket ", K(ticketNo()), " from ", em(l), ": the broker portal returns 401 since this morning. Here's the token from devtools in case it helps: ", jw(jwt(subID())), " — browser clock is correct (", K(isoTS()), ").")
		}},
		{"sec_sendgrid_python", func() *B {
			return N("sg = SendGridAPIClient('", bt(sendgrid()), "')\nmsg = Mail(from_email='no-reply@renewals.example', subject='Your renewal ", K(policyNo("UK")), "', html_content=tpl.render(premium='", K(money("UK")), "'))")
		}},
		{"sec_slack_bot_claims", func() *B {
			return N("claims-bot/config.toml\n[slack]\nbot_token = \"", bt(slackBot()), "\"\nchannel = \"C0", randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8), "\"\n[rules]\nlarge_loss_threshold = ", K(fmt.Sprint(rng(25, 250)*1000)), "\nversion = \"", K(version()), "\"")
		}},
		{"sec_google_token_dwh", func() *B {
			return N("bq query --use_legacy_sql=false 'SELECT policy_id, SUM(paid) FROM claims.paid_", K(fmt.Sprint(rng(2023, 2025))), " GROUP BY 1'\n# fallback: curl -H \"Authorization: Bearer ", bt(googleAT()), "\" https://bigquery.googleapis.com/bigquery/v2/projects/act-", K(fmt.Sprint(rng(100, 999))), "/queries")
		}},
		{"sec_gitlab_pat_ratebook", func() *B {
			return N("git clone https://oauth2:", bt(glpat()), "@gitlab.insurer-dev.example/pricing/ratebook-", K(fmt.Sprint(rng(2024, 2026))), ".git  # rate filing SERFF ", K(up(4)+"-"+digits(9)))
		}},
		{"sec_stripe_restricted_refund", func() *B {
			return N("refund job ", K(isoTS()), ": using key ", bt(stripeRK()), " to refund charge ", K("ch_"+randFrom(alnum, 24)), " (", K(money("US")), ", cancelled policy ", K(policyNo("US")), ")")
		}},
		{"sec_x_api_key_rating", func() *B {
			return N("GET /v1/rates?zip=", K(postcode("US")[:5]), "&coverage=HO3&year=", K(fmt.Sprint(rng(1950, 2020))), " HTTP/1.1\nx-api-key: ", bt(hexSecret(40)), "\nAccept: application/json\n# response 200 in ", K(fmt.Sprint(rng(40, 900))+" ms"))
		}},
		{"sec_oauth_client_creds", func() *B {
			cs := clientSecret()
			return N("curl -X POST https://auth.claimsdesk.io/oauth/token -d 'grant_type=client_credentials&client_id=", K("cd_"+randFrom(hexd, 16)), "&client_secret=", bt(cs), "&scope=claims.read' # returns token_type=Bearer, expires_in=", K("3600"))
		}},
		{"sec_password_in_broker_mail_it", func() *B {
			l := loc("IT")
			return N("Ciao ", pick(l.Given), ", ti giro le credenziali per il portale compagnia (agenzia ", K(agentCode()), "):\nutente: ", K(fmt.Sprintf("AG%05d", rng(1, 99999))), "\npassword: ", bt(password()), "\nMi raccomando cambiala al primo accesso. ", name(l), " – ", em(l))
		}},
		{"sec_wifi_pw_branch_es", func() *B {
			return N("Oficina ", pick([]string{"Valencia", "Sevilla", "Bilbao"}), " — red de invitados para clientes que vienen a firmar la póliza: SSID Seguros-Invitados, contraseña: ", bt(password()), " (cambia el ", K(date("ES")), "). Ticket ", K(ticketNo()), ".")
		}},
	}
}

var _ = base64.StdEncoding
var _ = strings.ToUpper
