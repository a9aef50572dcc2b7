package main

import (
	"fmt"
	"strings"
)

var placeholders = []string{"<your-api-key>", "YOUR_API_KEY", "${API_TOKEN}", "$API_KEY", "<token>", "{{ secrets.NPM_TOKEN }}", "xxxxxxxxxxxxxxxxxxxx",
	"<YOUR_ACCESS_TOKEN>", "%API_KEY%", "REPLACE_ME", "your-secret-here", "${{ secrets.DEPLOY_TOKEN }}", "<insert key here>", "{{api_key}}", "$(cat /run/secrets/token)",
	"sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "os.environ[\"API_KEY\"]", "process.env.API_KEY", "<redacted>"}

var shPlaceholders = []string{"<your-api-key>", "YOUR_API_KEY", "${API_TOKEN}", "$API_KEY", "<token>", "<YOUR_ACCESS_TOKEN>", "%API_KEY%", "REPLACE_ME", "$(cat /run/secrets/token)", "${TOKEN}", "<access-token>", "$ACCESS_TOKEN"}

var pwPlaceholders = []string{"changeme", "<password>", "${DB_PASSWORD}", "********", "$PGPASSWORD", "<your-password>", "CHANGE_ME", "${POSTGRES_PASSWORD:?}", "{{ db_password }}", "%DB_PASS%", "xxxxxxxx"}

func cleanTemplates() []tmpl {
	var ts []tmpl
	add := func(kind string, fn func(g *G) []any) { ts = append(ts, tmpl{kind, fn}) }

	for _, l := range cleanChatL {
		l := l
		add("clean_chat_nosecret_"+l.lang, func(g *G) []any {
			return fmtP(g.pickS(l.fs), K(g.ticket()), K(g.pick(g.date(), g.vversion())))
		})
	}
	add("clean_docs_curl_placeholder", func(g *G) []any {
		return L("To list your invoices, run:\n\ncurl https://api.", g.domain(), "/v", fmt.Sprint(g.n(1, 3)), "/invoices -H \"Authorization: Bearer ", K(g.pickS(shPlaceholders)), "\"\n\nReplace the placeholder with the key from your dashboard.")
	})
	add("clean_env_example", func(g *G) []any {
		return L("# .env.example — copy to .env and fill in\nDATABASE_URL=postgres://USER:", K(g.pickS(pwPlaceholders)), "@localhost:5432/app\nSTRIPE_SECRET_KEY=", K(g.pickS(placeholders)), "\nSENTRY_RELEASE=", K(g.vversion()), "\nPORT=", K(fmt.Sprint(g.n(3000, 8999))))
	})
	add("clean_git_log", func(g *G) []any {
		return L("$ git log --format='%H %ad %s' --date=short -3\n", K(g.sha1hex()), " ", K(g.date()), " Rotate API token (", K(g.ticket()), "); remove hard-coded key from config\n", K(g.sha1hex()), " ", g.date(), " Bump ", g.pick("axios", "requests", "golang.org/x/net"), " to ", K(g.vversion()), "\n", K(g.sha1hex()), " ", g.date(), " Merge pull request #", K(fmt.Sprint(g.n(100, 9999))), " from acme/fix-login")
	})
	add("clean_docker_pull", func(g *G) []any {
		return L("$ docker pull ghcr.io/acme/api:", K(g.version()), "\nDigest: ", K(g.digest()), "\nStatus: Downloaded newer image for ghcr.io/acme/api:", g.version())
	})
	add("clean_sha256sum", func(g *G) []any {
		return L(K(g.sha256hex()), "  ", g.pick("release", "backup", "terraform"), "_", K(g.version()), "_linux_amd64.zip\n", K(g.sha256hex()), "  SHA256SUMS.sig")
	})
	add("clean_k8s_secretkeyref", func(g *G) []any {
		return L("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ", g.pick("app-db", "pg-creds"), "\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: api, key: token}\nimage: registry.", g.domain(), "/api@", K(g.digest()))
	})
	add("clean_gha_secrets_ref", func(g *G) []any {
		return L("      - uses: actions/setup-node@", K(g.sha1hex()), " # ", K(g.vversion()), "\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ", K("${{ secrets.NPM_TOKEN }}"), "\n          GITHUB_TOKEN: ", K("${{ secrets.GITHUB_TOKEN }}"))
	})
	add("clean_authorized_keys", func(g *G) []any {
		return L(K(g.sshPub()), " ", g.pickS(firsts), "@laptop\n", K(g.sshRSAPub()), " deploy@ci")
	})
	add("clean_request_log", func(g *G) []any {
		return L(K(g.isoTime()), " INFO  request_id=", K(g.uuid()), " method=GET path=/v1/orders/", K(g.uuid()), " status=200 duration_ms=", fmt.Sprint(g.n(3, 900)), " user_agent=\"okhttp/4.12.0\"")
	})
	add("clean_stripe_publishable", func(g *G) []any {
		return L("const stripe = Stripe('", K(g.pkLive()), "'); // publishable key, safe in the browser\nconst elements = stripe.elements({ clientSecret }); // from /create-payment-intent, order ", K(fmt.Sprintf("#%d", g.n(10000, 99999))))
	})
	add("clean_aws_key_listing", func(g *G) []any {
		return L("$ aws iam list-access-keys --user-name ci-deployer\nAccessKeyId: ", K(g.awsKeyID()), "  Status: Active  CreateDate: ", K(g.isoTime()), "\nAccessKeyId: ", K(g.awsKeyID()), "  Status: Inactive")
	})
	add("clean_jwt_header_only", func(g *G) []any {
		h := b64su(fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, g.pick("RS256", "HS256", "ES256")))
		return L("Every token starts with ", K(h), " because that's just the base64url of the header; the payload and signature are what differ. See RFC ", K("7519"), ".")
	})
	add("clean_code_env_lookup", func(g *G) []any {
		return L("api_key = os.environ[\"", g.svc().env, "\"]\nheaders = {\"Authorization\": f\"Bearer {api_key}\", \"Idempotency-Key\": \"", K(g.uuid()), "\"}")
	})
	add("clean_chat_rotated", func(g *G) []any {
		return L(g.pick("rotated the prod key just now, the new one is in 1Password under \"", "Key ist rotiert, der neue liegt im Vault unter \"", "j'ai fait la rotation, la nouvelle clé est dans Bitwarden : \""), g.pick("Stripe prod", "SendGrid", "OpenAI org"), "\" — old one revoked at ", K(fmt.Sprintf("%02d:%02d", g.n(8, 20), g.n(0, 59))), ", see ", K(g.ticket()))
	})
	add("clean_password_policy", func(g *G) []any {
		return L("Password policy: at least 14 characters, no reuse of the last ", K(fmt.Sprint(g.n(5, 24))), " passwords. Don't use examples like ", K("P@ssw0rd"), " or ", K("changeme"), ". Policy version ", K(g.version()), ".")
	})
	add("clean_npm_integrity", func(g *G) []any {
		return L("\"node_modules/", g.pick("lodash", "axios", "express", "zod"), "\": {\n  \"version\": \"", K(g.version()), "\",\n  \"integrity\": \"", K("sha512-"+b64s(g.bytes(64))), "\"\n}")
	})
	add("clean_pip_hashes", func(g *G) []any {
		return L(g.pick("requests", "urllib3", "certifi"), "==", K(g.version()), " \\\n    --hash=sha256:", K(g.sha256hex()), " \\\n    --hash=sha256:", K(g.sha256hex()))
	})
	add("clean_go_sum", func(g *G) []any {
		return L("github.com/", g.pick("google/uuid", "stretchr/testify", "spf13/cobra"), " ", K(g.vversion()), " h1:", K(b64s(g.bytes(32))), "\ngithub.com/", g.pick("google/uuid", "stretchr/testify"), " ", g.vversion(), "/go.mod h1:", K(b64s(g.bytes(32))))
	})
	add("clean_terraform_plan", func(g *G) []any {
		return L("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ engine_version = \"", K("15."+fmt.Sprint(g.n(2, 7))), "\" -> \"", K("16."+fmt.Sprint(g.n(1, 4))), "\"\n        id             = \"", K("db-"+g.rs(upperA+digitA, 26)), "\"\n      ~ password       = (sensitive value)\n    }")
	})
	add("clean_gpg_fpr", func(g *G) []any {
		return L("-- \n", capit(g.pickS(firsts)), " ", capit(g.pickS(lasts)), "\nGPG: ", K(g.gpgFpr()), "\nKey ID ", K("0x"+g.rs(hexUA, 16)))
	})
	add("clean_base64_data", func(g *G) []any {
		e, t := g.b64plain()
		return L("$ echo -n '", t, "' | base64\n", K(e), "\n(that's just the pagination cursor, not a secret)")
	})
	add("clean_page_token", func(g *G) []any {
		e, _ := g.b64plain()
		return L("GET /v1/items?page_token=", K(e), "&limit=50 HTTP/1.1\nX-Request-Id: ", K(g.uuid()))
	})
	add("clean_sentry_event", func(g *G) []any {
		return L("Sentry event ", K(g.md5hex()), " in release ", K(g.pick("api@", "web@")+g.version()), ": KeyError 'api_key' in settings.py line ", fmt.Sprint(g.n(10, 400)), ", trace ", K(g.rs(hexA, 32)))
	})
	add("clean_cert_fpr", func(g *G) []any {
		return L("SHA256 Fingerprint=", K(g.certFpr()), "\nSerial Number: ", K(g.rs(hexA, 32)), "\nNot After : ", K("Mar 14 12:00:00 2026 GMT"))
	})
	add("clean_github_webhook_delivery", func(g *G) []any {
		return L("X-GitHub-Delivery: ", K(g.uuid()), "\nX-GitHub-Event: push\nX-Hub-Signature-256: ", K("sha256="+g.sha256hex()), "\nX-GitHub-Hook-ID: ", K(fmt.Sprint(g.n(100000000, 999999999))))
	})
	add("clean_sealed_secret", func(g *G) []any {
		return L("kind: SealedSecret\nspec:\n  encryptedData:\n    password: ", K(b64s(append([]byte{0x02, 0x00, byte(g.n(0, 255))}, g.bytes(g.n(280, 330))...))), "\n  template:\n    metadata:\n      name: db-creds")
	})
	add("clean_sops", func(g *G) []any {
		return L("db_password: ", K("ENC[AES256_GCM,data:"+b64s(g.bytes(15))+",iv:"+b64s(g.bytes(32))+",tag:"+b64s(g.bytes(16))+",type:str]"), "\nsops:\n  lastmodified: \"", K(g.isoTime()), "\"\n  version: ", K(g.version()))
	})
	add("clean_versions_chat", func(g *G) []any {
		return L("after upgrading to openssl ", K("3.0."+fmt.Sprint(g.n(10, 15))), " and node ", K("v20."+fmt.Sprint(g.n(10, 18))+"."+fmt.Sprint(g.n(0, 1))), " the token refresh works again; build ", K(g.shortSha()), " is on staging")
	})
	add("clean_uuid_urls", func(g *G) []any {
		return L("https://app.", g.domain(), "/orgs/", K(g.uuid()), "/projects/", K(g.uuid()), "/settings/api-keys — the key list only shows the last 4 chars (…", K(g.rs(b62A, 4)), ")")
	})
	add("clean_ci_masked", func(g *G) []any {
		return L("$ curl -H \"Authorization: Bearer ", K("***"), "\" https://", g.apiHost(), "\n{\"ok\":true,\"request_id\":\"", K(g.reqID()), "\"}\nCleaning up project directory and file based variables")
	})
	add("clean_azure_ids", func(g *G) []any {
		return L("az login --tenant ", K(g.uuid()), "\naz account set --subscription ", K(g.uuid()), "\naz keyvault secret show --vault-name kv-prod --name db-password --query id")
	})
	add("clean_compose_dev_defaults", func(g *G) []any {
		return L("# local development only\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ", K("postgres"), "\n  app:\n    environment:\n      DATABASE_URL: ", K("postgres://postgres:postgres@db:5432/app_dev"))
	})
	add("clean_http_response_headers", func(g *G) []any {
		return L("HTTP/2 200\netag: ", K("W/\""+g.md5hex()+"\""), "\nx-request-id: ", K(g.uuid()), "\ncf-ray: ", K(g.rs(hexA, 16)+"-FRA"), "\nx-ratelimit-remaining: ", fmt.Sprint(g.n(1, 4999)))
	})
	add("clean_shell_history", func(g *G) []any {
		n := g.n(100, 1999)
		return L(fmt.Sprintf(" %d  git checkout ", n), K(g.shortSha()), fmt.Sprintf("\n %d  docker compose up -d\n %d  export API_TOKEN=", n+1, n+2), K("$(pass show acme/api)"), fmt.Sprintf("\n %d  kubectl rollout restart deploy/api -n prod", n+3))
	})
	add("clean_sri", func(g *G) []any {
		return L("<script src=\"https://cdn.jsdelivr.net/npm/", g.pick("htmx.org", "alpinejs"), "@", K(g.version()), "/dist/app.min.js\" integrity=\"", K("sha384-"+b64s(g.bytes(48))), "\" crossorigin=\"anonymous\"></script>")
	})
	add("clean_ssh_host_fpr", func(g *G) []any {
		return L("The authenticity of host '", g.host(), " (", K(g.ip()), ")' can't be established.\nED25519 key fingerprint is ", K(g.sshFpr()), ".\nAre you sure you want to continue connecting (yes/no/[fingerprint])?")
	})
	add("clean_postman_vars", func(g *G) []any {
		return L(`{"key": "Authorization", "value": "Bearer `, K("{{access_token}}"), `"}, {"key": "X-Request-Id", "value": "`, K("{{$guid}}"), `"}, {"key": "api_version", "value": "`, K(g.date()), `"}`)
	})
	add("clean_getpass", func(g *G) []any {
		return L("import getpass\npassword = getpass.getpass(\"DB password: \")\nconn = psycopg2.connect(host=\"", g.host(), "\", user=\"", g.user(), "\", password=password)  # never hard-code it, see ", K(g.ticket()))
	})
	add("clean_arn_account", func(g *G) []any {
		return L("arn:aws:secretsmanager:eu-west-1:", K(fmt.Sprint(g.n(100000000000, 999999999999))), ":secret:prod/db-", K(g.rs(b62A, 6)), "\nVersionId: ", K(g.uuid()))
	})
	add("clean_twilio_sid", func(g *G) []any {
		return L("Messages for account ", K(g.twilioSID()), ": message ", K("SM"+g.rs(hexA, 32)), " delivered at ", K(g.isoTime()), ". Auth token is in the vault, not here.")
	})
	add("clean_wifi_no_pw", func(g *G) []any {
		return L(g.pick("the wifi password is on the fridge, network ", "WLAN-Passwort steht auf der Rückseite des Routers, Netz ", "le code wifi est sous la box, réseau "), g.pick("Livebox-8E21", "FRITZ!Box 7530 QX", "Office-Guest"), ", room ", K(fmt.Sprint(g.n(100, 499))))
	})
	add("clean_otp_reference", func(g *G) []any {
		return L("The 6-digit code expires after 30 seconds; the error code ", K(fmt.Sprint(g.n(40000, 49999))), " means the clock is off. Order ", K(fmt.Sprintf("#%d", g.n(100000, 999999))), ", build ", K(g.vversion()))
	})
	add("clean_public_key_pem", func(g *G) []any {
		return L("JWKS is down, here's the public key to verify with:\n-----BEGIN PUBLIC KEY-----\n", K(g.pemPub()), "\n-----END PUBLIC KEY-----\nkid ", K(g.rs(hexA, 16)))
	})
	add("clean_age_pub", func(g *G) []any {
		return L("recipients for sops: ", K(g.agePub()), ", ", K(g.agePub()), " (public keys only, private ones stay on the laptops)")
	})
	add("clean_variable_names", func(g *G) []any {
		s := g.svc()
		return L("Renamed ", K(s.env), " to ", K(strings.Replace(s.env, "_", "_PROD_", 1)), " in the pipeline; the value comes from the ", K("AWS_SECRET_ACCESS_KEY"), "-style secret store, not from the repo.")
	})
	add("clean_docs_password_placeholder", func(g *G) []any {
		return L("mysql -u root -p", K("<password>"), " -h ", g.host(), "\n# or: PGPASSWORD=", K("$PGPASSWORD"), " psql -h localhost -U postgres", "\n# default admin password is ", K("changeme"), " — change it on first login")
	})
	add("clean_docker_image_id", func(g *G) []any {
		return L("REPOSITORY   TAG       IMAGE ID       CREATED\nacme/api     ", K(g.version()), "    ", K(g.rs(hexA, 12)), "   2 days ago\n$ docker inspect --format '{{.Id}}' acme/api\n", K(g.digest()))
	})
	add("clean_cargo_lock", func(g *G) []any {
		return L("[[package]]\nname = \"", g.pick("serde", "tokio", "rand"), "\"\nversion = \"", K(g.version()), "\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"", K(g.sha256hex()), "\"")
	})
	add("clean_uuid_idempotency", func(g *G) []any {
		return L("POST /v1/payments\nIdempotency-Key: ", K(g.uuid()), "\nStripe-Version: ", K(g.date()), "\n→ 200, payment ", K("pi_"+g.rsMix(b62A, 24)), " amount 4999 EUR")
	})
	add("clean_oauth_docs", func(g *G) []any {
		return L("Redirect the user to https://accounts.google.com/o/oauth2/v2/auth?client_id=", K(g.gClientID()), "&redirect_uri=https://", g.domain(), "/cb&response_type=code&scope=openid%20email. The client secret (", K("GOCSPX-…"), ") never goes to the browser.")
	})
	add("clean_wg_pub", func(g *G) []any {
		return L("[Peer]\n# ", g.pickS(firsts), "'s phone\nPublicKey = ", K(g.wgKey()), "\nAllowedIPs = ", K(fmt.Sprintf("10.8.0.%d/32", g.n(2, 250))), "\nPersistentKeepalive = 25")
	})
	return ts
}
