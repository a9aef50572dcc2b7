package main

import (
	"fmt"
	"strings"
)

func tMore() []tmpl {
	return []tmpl{
		{"alertmanager_config", false, func(g *G) {
			dom := g.domain()
			g.tp("alertmanager.yml — neither the emails nor the slack messages arrive:\n", "", "")
			end := g.fence("yaml")
			g.t("global:\n  smtp_smarthost: ")
			g.k("'smtp." + dom + ":587'")
			g.t("\n  smtp_from: ")
			g.p("email", "alertmanager@"+dom)
			g.t("\n  smtp_auth_username: ")
			g.p("email", g.roleEmail(dom))
			g.t("\n  smtp_auth_password: ")
			g.yq("bearer", g.password())
			g.t("\n  slack_api_url: ")
			h, s := g.slackHook()
			g.t(h)
			g.p("bearer", s)
			g.t("\nreceivers:\n  - name: oncall\n    email_configs:\n      - to: ")
			g.p("email", g.workEmail(dom))
			g.t("\n    pagerduty_configs:\n      - routing_key: ")
			g.p("bearer", g.hex(32))
			g.t("\nroute:\n  group_wait: 30s\n  repeat_interval: ")
			g.k("4h")
			end()
			g.outro()
		}},
		{"pagerduty_contact_methods", false, func(g *G) {
			g.tp("PagerDuty API: the SMS contact method is created but never verified:\n", "", "")
			a, x, l := g.pick(usAreas...), g.nxx(), g.str(csDigit, 4)
			g.t("curl -X POST https://api.pagerduty.com/users/")
			g.k("P" + g.upal(6))
			g.t("/contact_methods -H 'Authorization: Token token=")
			g.p("bearer", "u+"+g.b64u(18))
			g.t("' -H 'Content-Type: application/json' -d '{\n  \"contact_method\": {\n    \"type\": \"sms_contact_method\",\n    \"summary\": \"Mobile\",\n    \"country_code\": 1,\n    \"address\": \"")
			g.p("phone", a+x+l)
			g.t("\",\n    \"label\": \"Mobile\"\n  }\n}'\n-> {\"contact_method\":{\"id\":\"")
			g.k("P" + g.upal(6))
			g.t("\",\"type\":\"sms_contact_method\",\"address\":\"" + a + x + l + "\",\"blacklisted\":false}}")
			g.outro()
		}},
		{"opsgenie_oncall", false, func(g *G) {
			g.tp("Opsgenie: which of these will receive the call?\n", "", "")
			g.t("curl -s https://api.eu.opsgenie.com/v2/schedules/" + g.svc() + "-primary/on-calls -H \"Authorization: GenieKey ")
			g.p("bearer", g.uuid())
			g.t("\"\n{\"data\":{\"onCallParticipants\":[{\"name\":\"")
			g.p("email", g.email())
			g.t("\",\"type\":\"user\"}]},\"took\":")
			g.k(fmt.Sprintf("0.%03d", g.n(1, 999)))
			g.t(",\"requestId\":\"")
			g.k(g.uuid())
			g.t("\"}\ncontact: {\"method\":\"voice\",\"to\":\"")
			cc := g.pick("1", "44", "49", "33", "91")
			var nat string
			switch cc {
			case "1":
				nat = g.pick(usAreas...) + g.nxx() + g.str(csDigit, 4)
			case "44":
				nat = "7" + g.str("1234589", 1) + g.str(csDigit, 8)
			case "49":
				nat = g.pick("151", "160", "170", "176") + g.str(csDigit, 8)
			case "33":
				nat = g.pick("6", "7") + g.str(csDigit, 8)
			default:
				nat = g.str("6789", 1) + g.str(csDigit, 9)
			}
			g.p("phone", cc+"-"+nat)
			g.t("\"}")
			g.outro()
		}},
		{"crontab_mailto", false, func(g *G) {
			g.tp("cron mails go nowhere and the script fails with 401:\n", "", "")
			g.t("MAILTO=")
			g.p("email", g.email())
			g.t("\nSHELL=/bin/bash\n")
			g.k(fmt.Sprintf("*/%d * * * *", g.n(5, 30)))
			g.t(" curl -fsS -u " + g.user() + ":")
			g.p("bearer", g.password())
			g.t(" https://ci." + g.domain() + "/job/" + g.svc() + "-nightly/build?token=")
			g.p("bearer", g.alnum(g.n(20, 32)))
			g.t(" >/dev/null")
			g.outro()
		}},
		{"k8s_sa_token_secret", false, func(g *G) {
			ns, sa := g.ns(), g.pick("ci-deployer", "jenkins", "argocd-manager", "gitlab-agent")
			g.tp("legacy service-account token secret, the pipeline decodes .data.token but kubectl says Unauthorized:\n", "", "")
			g.t("$ kubectl -n " + ns + " get secret " + sa + "-token -o yaml\napiVersion: v1\ndata:\n  ca.crt: ")
			g.k(g.certB64())
			g.t("\n  namespace: ")
			g.k(b64enc(ns))
			g.t("\n  token: ")
			g.p("bearer", b64enc(g.jwtK8s(ns, sa)))
			g.t("\nkind: Secret\nmetadata:\n  annotations:\n    kubernetes.io/service-account.name: " + sa + "\n    kubernetes.io/service-account.uid: ")
			g.k(g.uuid())
			g.t("\ntype: kubernetes.io/service-account-token")
			g.outro()
		}},
		{"twilio_webhook_log", false, func(g *G) {
			g.tp("our Twilio webhook gets this body and signature validation fails:\n", "", "")
			from, to := g.phoneE164(), g.phoneE164()
			enc := func(s string) string { return strings.Replace(s, "+", "%2B", 1) }
			g.t("POST /twilio/sms HTTP/1.1\nX-Twilio-Signature: ")
			g.k(g.b64(27) + "=")
			g.t("\n\nToCountry=US&SmsMessageSid=")
			g.k("SM" + g.hex(32))
			g.t("&NumMedia=0&From=")
			g.p("phone", enc(from))
			g.t("&To=")
			g.p("phone", enc(to))
			g.t("&Body=STOP&AccountSid=")
			g.k("AC" + g.hex(32))
			g.t("\n\nvalidator uses TWILIO_AUTH_TOKEN=")
			g.p("bearer", g.hex(32))
			g.outro()
		}},
		// --- clean look-alikes ---
		{"clean_pagination_tokens", true, func(g *G) {
			g.tp("the list call loops forever, nextPageToken never changes:\n", "", "")
			g.t("{\n  \"kind\": \"storage#objects\",\n  \"nextPageToken\": \"")
			g.k("Cg" + g.b64(g.n(40, 60)) + "=")
			g.t("\",\n  \"items\": [{\"name\": \"exports/" + g.date() + ".csv\", \"generation\": \"")
			g.k(g.idDigits(16))
			g.t("\", \"md5Hash\": \"")
			g.k(g.b64bytes(16))
			g.t("\", \"etag\": \"")
			g.k("CP" + g.b64(10) + "BE=")
			g.t("\"}]\n}\nand the AWS one: \"NextToken\": \"")
			g.k("eyJ" + g.b64(20) + "==")
			g.t("\", \"page_token\": \"")
			g.k(g.b64u(24))
			g.t("\"")
		}},
		{"clean_csrf_meta", true, func(g *G) {
			g.tp("Rails: ActionController::InvalidAuthenticityToken on the login form. The page has:\n", "", "")
			g.t("<meta name=\"csrf-param\" content=\"authenticity_token\" />\n<meta name=\"csrf-token\" content=\"")
			g.k(g.b64u(86))
			g.t("\" />\nand the form posts authenticity_token=%2B")
			g.k(g.b64(40))
			g.t("%3D%3D&commit=Sign+in\nrequest id ")
			g.k(g.uuid())
		}},
		{"clean_password_policy", true, func(g *G) {
			g.tp("Keycloak realm export, which of these control password rules?\n", "", "")
			g.t("\"passwordPolicy\": \"")
			g.k(fmt.Sprintf("length(%d) and digits(1) and upperCase(1) and notUsername(undefined) and passwordHistory(%d)", g.n(10, 16), g.n(3, 12)))
			g.t("\",\n\"bruteForceProtected\": true,\n\"failureFactor\": " + fmt.Sprint(g.n(3, 10)) + ",\n\"resetPasswordAllowed\": true,\n\"password_reset_url\": \"")
			g.k("https://sso." + g.domain() + "/realms/" + g.co() + "/login-actions/reset-credentials")
			g.t("\",\n\"credentials\": [{\"type\": \"password\", \"temporary\": true, \"value\": \"")
			g.k("${KC_BOOTSTRAP_PASSWORD}")
			g.t("\"}]")
		}},
		{"clean_code_refs", true, func(g *G) {
			g.tp("is this the right way to read the keys?\n", "", "")
			g.t("import os\n\nSTRIPE_SECRET_KEY = os.environ[\"STRIPE_SECRET_KEY\"]\napi_key = ")
			g.k("settings.OPENAI_API_KEY")
			g.t("\ntoken = get_token(scope=\"")
			g.k("https://management.azure.com/.default")
			g.t("\")\nheaders = {\"Authorization\": f\"Bearer {token}\"}\npassword = ")
			g.k("getpass.getpass(\"DB password: \")")
			g.t("\nclient = boto3.client(\"s3\", region_name=\"" + g.region() + "\")")
		}},
		{"clean_aws_doc_examples", true, func(g *G) {
			g.tp("copied from the AWS docs to test the credential chain:\n", "", "")
			g.t("[default]\naws_access_key_id = ")
			g.k("AKIAIOSFODNN7EXAMPLE")
			g.t("\naws_secret_access_key = ")
			g.k("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
			g.t("\nregion = " + g.region() + "\n# then: aws sts get-caller-identity --profile default -> InvalidClientTokenId\n# request id ")
			g.k(g.uuid())
		}},
		{"clean_at_lookalikes", true, func(g *G) {
			g.tp("why does the deploy script ssh to the wrong box?\n", "", "")
			ip := fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
			g.k("deploy@" + ip)
			g.t(": Permission denied (publickey).\n")
			g.k("root@ip-" + strings.ReplaceAll(ip, ".", "-") + ":~#")
			g.t(" npm i ")
			g.k("@" + g.co() + "/" + g.pkgName() + "@^" + g.semver())
			g.t("\n")
			g.k("postgres@" + g.svc() + "-db-01:~$")
			g.t(" psql -U app\nremote: ")
			g.k("git@gitlab." + g.co() + ".internal:" + g.svc() + "/deploy.git")
			g.t("\nassets: logo@2x.png, ")
			g.k("icon@3x.png")
		}},
		{"clean_numeric_ids", true, func(g *G) {
			g.tp("the bot replies in the wrong thread:\n", "", "")
			g.t("channel=")
			g.k("C0" + g.upal(9))
			g.t(" thread_ts=")
			g.k(fmt.Sprintf("17%08d.%06d", g.n(0, 99999999), g.n(0, 999999)))
			g.t(" discord message ")
			g.k("1" + g.idDigits(18))
			g.t(" guild ")
			g.k("1" + g.idDigits(17))
			g.t(" GitHub run ")
			g.k(g.idDigits(11))
			g.t(" job ")
			g.k(g.idDigits(11))
		}},
		{"clean_bearer_prose", true, func(g *G) {
			g.tp("", "Docs question: ", "")
			g.t("Our API uses ")
			g.k("Bearer authentication")
			g.t(": clients send the `Authorization: Bearer` header with a token from /oauth/token. The response looks like ")
			g.k("{\"token_type\": \"Bearer\", \"expires_in\": 3600}")
			g.t(". Should the docs say `Authorization: Bearer <token>` or `Authorization: Bearer $TOKEN`? Also the swagger `securitySchemes` has ")
			g.k("scheme: bearer, bearerFormat: JWT")
		}},
	}
}
