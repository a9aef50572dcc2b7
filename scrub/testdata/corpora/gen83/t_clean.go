package main

import (
	"fmt"
	"strings"
)

// idDigits is a long numeric id that is no card number.
func (g *G) idDigits(n int) string {
	for {
		s := g.digits(n)
		if !cardValid(s) && !luhnOK(s) {
			return s
		}
	}
}

func (g *G) ghsa() string {
	a := "23456789cfghjmpqrvwx"
	return "GHSA-" + g.str(a, 4) + "-" + g.str(a, 4) + "-" + g.str(a, 4)
}

func tClean() []tmpl {
	return []tmpl{
		{"clean_npmrc_placeholder", true, func(g *G) {
			g.tp("Is it safe to commit this .npmrc? The token comes from the env.\n", "npm ci says 'Failed to replace env in config: ${NPM_TOKEN}':\n", "")
			g.t("registry=https://registry.npmjs.org/\n@" + g.co() + ":registry=https://npm.pkg.github.com\n")
			g.k("//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}")
			g.t("\n")
			g.k("//registry.npmjs.org/:_authToken=${NPM_TOKEN}")
			g.t("\nengine-strict=true\n\nnode ")
			g.k(fmt.Sprintf("v%d.%d.%d", g.n(18, 22), g.n(0, 18), g.n(0, 9)))
			g.t(", npm ")
			g.k(fmt.Sprintf("%d.%d.%d", g.n(9, 10), g.n(0, 9), g.n(0, 3)))
		}},
		{"clean_package_lock", true, func(g *G) {
			p := g.pick("lodash", "axios", "express", "semver", "debug", "ms", "minimist", "ws", "tar")
			v := g.semver()
			g.tp("package-lock has two entries for the same package, which one wins?\n", "", "")
			g.t("\"node_modules/" + p + "\": {\n  \"version\": \"")
			g.k(v)
			g.t("\",\n  \"resolved\": \"")
			g.k("https://registry.npmjs.org/" + p + "/-/" + p + "-" + v + ".tgz")
			g.t("\",\n  \"integrity\": \"")
			g.k(g.integrity())
			g.t("\",\n  \"license\": \"MIT\"\n},\n\"node_modules/" + g.co() + "-" + p + "\": {\n  \"version\": \"" + g.semver() + "\",\n  \"integrity\": \"")
			g.k("sha1-" + g.b64bytes(20))
			g.t("\"\n}")
		}},
		{"clean_dockerfile_digest", true, func(g *G) {
			g.tp("Renovate pinned our base image, the build now fails on arm64:\n", "", "Dockerfile:\n")
			g.t("# syntax=docker/dockerfile:1.7\nFROM ")
			g.k("node:" + fmt.Sprintf("%d.%d.%d", g.n(18, 22), g.n(0, 18), g.n(0, 9)) + "-alpine@" + g.sha256())
			g.t(" AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\nCOPY . .\nRUN npm run build\n\nFROM ")
			g.k("gcr.io/distroless/nodejs" + g.pick("18", "20", "22") + "-debian12@" + g.sha256())
			g.t("\nENV NODE_ENV=production PORT=")
			g.k(fmt.Sprint(g.n(3000, 8999)))
			g.t("\nCOPY --from=build /app/dist ./dist\nCMD [\"dist/server.js\"]")
		}},
		{"clean_gha_secrets_refs", true, func(g *G) {
			acct := g.awsAccount()
			g.tp("Is OIDC configured right here? we removed all long-lived keys.\n", "", "")
			g.t("permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: ")
			g.k("actions/checkout@" + g.gitsha())
			g.t(" # v4\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: ")
			g.k("arn:aws:iam::" + acct + ":role/gha-" + g.svc() + "-deploy")
			g.t("\n      aws-region: " + g.region() + "\n  - run: npm publish\n    env:\n      NODE_AUTH_TOKEN: ")
			g.k("${{ secrets.NPM_TOKEN }}")
			g.t("\n      SLACK_WEBHOOK_URL: ")
			g.k("${{ secrets.SLACK_WEBHOOK_URL }}")
		}},
		{"clean_kubeconfig_exec", true, func(g *G) {
			cl := g.co() + "-" + g.env()
			acct := g.awsAccount()
			g.tp("kubeconfig from `aws eks update-kubeconfig`, kubectl hangs:\n", "", "")
			g.t("users:\n- name: ")
			arn := "arn:aws:eks:" + g.region() + ":" + acct + ":cluster/" + cl
			g.k(arn)
			g.t("\n  user:\n    exec:\n      apiVersion: ")
			g.k("client.authentication.k8s.io/v1beta1")
			g.t("\n      command: aws\n      args:\n        - --region\n        - " + g.region() + "\n        - eks\n        - get-token\n        - --cluster-name\n        - " + cl + "\n        - --output\n        - json\n      env:\n        - name: AWS_PROFILE\n          value: " + g.env())
		}},
		{"clean_k8s_externalsecret", true, func(g *G) {
			g.tp("ExternalSecret doesn't sync, status says SecretSyncedError:\n", "", "")
			g.t("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: " + g.svc() + "-db\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    kind: ClusterSecretStore\n    name: aws-secrets-manager\n  data:\n    - secretKey: password\n      remoteRef:\n        key: ")
			g.k(g.env() + "/" + g.svc() + "/db")
			g.t("\n        property: password\n---\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: " + g.svc() + "-db\n        key: password\nresourceVersion: \"")
			g.k(fmt.Sprint(g.n(1000000, 99999999)))
			g.t("\"")
		}},
		{"clean_terraform_vars", true, func(g *G) {
			g.tp("terraform: how do I stop the password showing in plan output?\n", "", "")
			g.t("variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"random_password\" \"db\" {\n  length           = ")
			g.k(fmt.Sprint(g.n(16, 40)))
			g.t("\n  special          = true\n  override_special = \"!#$%&*()-_=+[]{}<>:?\"\n}\n\nresource \"aws_db_instance\" \"main\" {\n  identifier     = \"" + g.svc() + "-" + g.env() + "\"\n  engine_version = \"16.3\"\n  password       = random_password.db.result\n  snapshot_identifier = \"")
			g.k("arn:aws:rds:" + g.region() + ":" + g.awsAccount() + ":snapshot:rds:" + g.svc() + "-" + g.date() + "-03-10")
			g.t("\"\n  vpc_security_group_ids = [\"")
			g.k("sg-0" + g.hex(16))
			g.t("\"]\n}")
		}},
		{"clean_tfplan_sensitive", true, func(g *G) {
			g.tp("plan output, why does it want to recreate?\n", "", "")
			g.t("  # aws_iam_access_key.ci must be replaced\n-/+ resource \"aws_iam_access_key\" \"ci\" {\n      ~ create_date                    = \"" + g.ts() + "Z\" -> (known after apply)\n      ~ id                             = \"")
			g.k(g.akia())
			g.t("\" -> (known after apply)\n      ~ secret                         = (sensitive value)\n      ~ ses_smtp_password_v4           = (sensitive value)\n      + user                           = \"ci-" + g.svc() + "\" # forces replacement\n    }\n\nPlan: 1 to add, 0 to change, 1 to destroy.\n  Terraform ")
			g.k(fmt.Sprintf("v1.%d.%d", g.n(5, 9), g.n(0, 6)))
		}},
		{"clean_env_example", true, func(g *G) {
			g.tp("our .env.example — does the app fail fast if these are left as is?\n", "", "")
			g.t("STRIPE_SECRET_KEY=")
			g.k("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx")
			g.t("\nSTRIPE_WEBHOOK_SECRET=")
			g.k("whsec_...")
			g.t("\nOPENAI_API_KEY=")
			g.k(g.pick("YOUR_OPENAI_API_KEY", "<your-openai-key>", "sk-...", "your-api-key-here"))
			g.t("\nDATABASE_URL=")
			g.k("postgres://USER:PASSWORD@HOST:5432/DBNAME")
			g.t("\nADMIN_PASSWORD=")
			g.k(g.pick("changeme", "<password>", "********", "${ADMIN_PASSWORD}"))
			g.t("\nGITHUB_TOKEN=")
			g.k(g.pick("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<token>", "$GITHUB_TOKEN"))
			g.t("\nPORT=")
			g.k(fmt.Sprint(g.n(3000, 9000)))
		}},
		{"clean_aws_sts_identity", true, func(g *G) {
			acct := g.awsAccount()
			g.tp("which role am I actually using?\n", "", "")
			g.t("$ aws sts get-caller-identity\n{\n    \"UserId\": \"")
			g.k("AROA" + g.str(csB32, 17) + ":" + g.first() + "@sso")
			g.t("\",\n    \"Account\": \"")
			g.k(acct)
			g.t("\",\n    \"Arn\": \"")
			g.k("arn:aws:sts::" + acct + ":assumed-role/AWSReservedSSO_AdministratorAccess_" + g.hex(16) + "/" + g.first())
			g.t("\"\n}\n$ aws iam list-access-keys --user-name ci\n    \"AccessKeyId\": \"")
			g.k(g.akia())
			g.t("\", \"Status\": \"Inactive\"")
		}},
		{"clean_ssh_known_hosts", true, func(g *G) {
			g.tp("Host key verification failed after the server rebuild. ~/.ssh/known_hosts and the new fingerprint:\n", "", "")
			ip := fmt.Sprintf("%d.%d.%d.%d", g.n(3, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254))
			g.k(ip + " " + g.sshPub())
			g.t("\n")
			g.k("|1|" + g.b64bytes(20) + "|" + g.b64bytes(20) + " ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + g.b64(80) + "=")
			g.t("\nED25519 key fingerprint is ")
			g.k("SHA256:" + g.b64(43))
			g.t(".\nauthorized_keys has: ")
			g.k(g.sshPub())
		}},
		{"clean_gpg_list_keys", true, func(g *G) {
			g.tp("git says 'gpg failed to sign the data', which key id do I put in user.signingkey?\n", "", "")
			fp := g.str(csHEX, 40)
			g.t("$ gpg --list-secret-keys --keyid-format=long\n/home/dev/.gnupg/pubring.kbx\n-------------------------------\nsec   ")
			g.k("ed25519/" + fp[24:])
			g.t(" " + g.date() + " [SC] [expires: 2027-01-01]\n      ")
			g.k(fp)
			g.t("\nuid                 [ultimate] Release Signing Key (CI)\nssb   cv25519/")
			g.k(g.str(csHEX, 16))
			g.t(" " + g.date() + " [E]")
		}},
		{"clean_requirements_hashes", true, func(g *G) {
			g.tp("pip install --require-hashes fails with THESE PACKAGES DO NOT MATCH THE HASHES:\n", "", "")
			for i := 0; i < 2; i++ {
				p := g.pick("requests", "urllib3", "certifi", "idna", "boto3", "cryptography", "pydantic")
				g.k(p + "==" + fmt.Sprintf("%d.%d.%d", g.n(1, 44), g.n(0, 30), g.n(0, 9)))
				g.t(" \\\n    --hash=")
				g.k("sha256:" + g.str(csHex, 64))
				g.t("\n")
			}
			g.t("    Expected sha256 " + g.str(csHex, 64) + "\n         Got        " + g.str(csHex, 64))
		}},
		{"clean_go_sum", true, func(g *G) {
			g.tp("go: verifying module: checksum mismatch\n", "", "")
			m := "github.com/" + g.co() + "/" + g.svc()
			v := "v" + g.semver()
			g.t("go: " + m + "@" + v + ": verifying module: checksum mismatch\n\tdownloaded: ")
			g.k("h1:" + g.b64bytes(32))
			g.t("\n\tgo.sum:     ")
			g.k("h1:" + g.b64bytes(32))
			g.t("\n\nSECURITY ERROR\nThis download does NOT match an earlier download recorded in go.sum.\n" + m + " " + v + "/go.mod ")
			g.k("h1:" + g.b64bytes(32))
		}},
		{"clean_ci_masked_log", true, func(g *G) {
			g.tp("the secret is masked in the log, so why does the step fail?\n", "", "")
			g.t(g.ghaTs() + " Run docker/login-action@v3\n" + g.ghaTs() + "   with:\n" + g.ghaTs() + "     registry: ghcr.io\n" + g.ghaTs() + "     username: " + g.co() + "-bot\n" + g.ghaTs() + "     password: ***\n" + g.ghaTs() + " Authorization: Bearer ***\n" + g.ghaTs() + " Error: Error response from daemon: Get \"https://ghcr.io/v2/\": denied: denied\n" + g.ghaTs() + " Run ID ")
			g.k(g.idDigits(10))
			g.t(", attempt " + fmt.Sprint(g.n(1, 3)) + ", job ")
			g.k(g.idDigits(11))
		}},
		{"clean_helm_existing_secret", true, func(g *G) {
			g.tp("bitnami chart ignores existingSecret?\n", "", "")
			g.t("auth:\n  existingSecret: " + g.svc() + "-db-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password\nimage:\n  tag: ")
			g.k(fmt.Sprintf("16.%d.0-debian-12-r%d", g.n(1, 4), g.n(0, 30)))
			g.t("\n  digest: ")
			g.k(g.sha256())
			g.t("\nprimary:\n  persistence:\n    size: ")
			g.k(fmt.Sprint(g.n(8, 500)) + "Gi")
		}},
		{"clean_compose_secrets_file", true, func(g *G) {
			g.tp("docker compose secrets — does postgres read the _FILE variant?\n", "", "")
			g.t("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: ")
			g.k("/run/secrets/db_password")
			g.t("\n    secrets:\n      - db_password\n    ports:\n      - \"")
			g.k(fmt.Sprintf("%d:5432", g.n(5432, 5499)))
			g.t("\"\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt")
		}},
		{"clean_vault_metadata", true, func(g *G) {
			g.tp("how do I roll back to version 3?\n", "", "")
			g.t("$ vault kv metadata get secret/" + g.svc() + "\n========== Metadata ==========\nKey                     Value\n---                     -----\ncas_required            false\ncreated_time            ")
			g.k(g.ts() + "." + g.str(csDigit, 9) + "Z")
			g.t("\ncurrent_version         " + fmt.Sprint(g.n(4, 20)) + "\nmax_versions            0\n\npath \"secret/data/" + g.svc() + "/*\" {\n  capabilities = [\"read\", \"list\"]\n}\naccessor ")
			g.k("auth_approle_" + g.hex(8))
		}},
		{"clean_sops_encrypted", true, func(g *G) {
			g.tp("is it ok to commit this? it's the sops-encrypted file\n", "", "")
			g.t("db_password: ")
			g.k("ENC[AES256_GCM,data:" + g.b64(g.n(16, 30)) + ",iv:" + g.b64(43) + "=,tag:" + g.b64(22) + "==,type:str]")
			g.t("\napi_token: ")
			g.k("ENC[AES256_GCM,data:" + g.b64(g.n(30, 50)) + ",iv:" + g.b64(43) + "=,tag:" + g.b64(22) + "==,type:str]")
			g.t("\nsops:\n    age:\n        - recipient: ")
			g.k("age1" + g.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
			g.t("\n    lastmodified: \"" + g.ts() + "Z\"\n    mac: ENC[AES256_GCM,data:" + g.b64(86) + ",type:str]\n    pgp:\n        - fp: ")
			g.k(g.str(csHEX, 40))
			g.t("\n    version: 3.9.0")
		}},
		{"clean_cargo_lock", true, func(g *G) {
			g.tp("cargo: checksum changed between lockfile and registry?\n", "", "")
			for i := 0; i < 2; i++ {
				p := g.pick("serde", "tokio", "hyper", "rustls", "ring", "regex", "anyhow")
				g.t("[[package]]\nname = \"" + p + "\"\nversion = \"")
				g.k(g.semver())
				g.t("\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"")
				g.k(g.str(csHex, 64))
				g.t("\"\n\n")
			}
		}},
		{"clean_spring_placeholders", true, func(g *G) {
			g.tp("Spring doesn't resolve the placeholder, I get 'Could not resolve placeholder DB_PASSWORD':\n", "", "")
			g.t("spring:\n  datasource:\n    url: ")
			g.k("jdbc:postgresql://${DB_HOST:localhost}:5432/" + g.svc())
			g.t("\n    username: ${DB_USER}\n    password: ")
			g.k("${DB_PASSWORD}")
			g.t("\n  mail:\n    password: ")
			g.k("${vcap.services.smtp.credentials.password}")
			g.t("\nserver:\n  port: ")
			g.k(fmt.Sprint(g.n(8080, 8099)))
		}},
		{"clean_dev_defaults", true, func(g *G) {
			g.tp("local docker-compose defaults, fine for dev only right?\n", "", "")
			g.t("DATABASE_URL=")
			g.k("postgres://postgres:postgres@localhost:5432/" + g.svc() + "_dev")
			g.t("\nREDIS_URL=")
			g.k("redis://localhost:6379/0")
			g.t("\nMONGO_URL=")
			g.k("mongodb://<username>:<password>@localhost:27017/" + g.svc())
			g.t("\nKEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=")
			g.k(g.pick("admin", "changeme", "${KC_PASSWORD}"))
		}},
		{"clean_jwks", true, func(g *G) {
			g.tp("our API rejects tokens with 'kid not found', JWKS endpoint returns:\n", "", "")
			g.t("{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"")
			g.k(g.b64u(43))
			g.t("\",\"alg\":\"RS256\",\"n\":\"")
			g.k(g.b64u(342))
			g.t("\",\"e\":\"AQAB\"}]}\nthe token header is ")
			g.k("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9")
			g.t(" (cut the rest), issuer https://auth." + g.domain())
		}},
		{"clean_stripe_ids", true, func(g *G) {
			g.tp("webhook handler receives the event twice:\n", "", "")
			g.t("event ")
			g.k("evt_" + g.alnum(24))
			g.t(" type=checkout.session.completed livemode=true\nendpoint ")
			g.k("we_" + g.alnum(24))
			g.t(" price ")
			g.k("price_" + g.alnum(24))
			g.t(" amount_total=")
			g.k(fmt.Sprint(g.n(100, 99999)))
			g.t(" currency=eur\nfrontend uses ")
			g.k(g.pkLive())
		}},
		{"clean_sentry_dsn", true, func(g *G) {
			g.tp("Sentry shows no events from the browser, init code:\n", "", "")
			g.t("Sentry.init({\n  dsn: \"")
			g.k(fmt.Sprintf("https://%s@o%d.ingest.sentry.io/%d", g.hex(32), g.n(100000, 4999999), g.n(4500000000000000, 4509999999999999)))
			g.t("\",\n  release: \"")
			g.k(g.svc() + "@" + g.semver())
			g.t("\",\n  tracesSampleRate: 0.2,\n});")
		}},
		{"clean_git_oneline", true, func(g *G) {
			g.tp("which of these commits removed the leaked key?\n", "", "")
			for i := 0; i < 4; i++ {
				g.k(g.hex(7))
				g.t(" " + g.pick("chore: remove hardcoded token, read from env", "fix(ci): use OIDC instead of access keys", "build: bump "+g.pkgName()+" to "+g.semver(), "docs: rotate-credentials runbook", "revert \"add .env\"") + "\n")
			}
			g.t("tag ")
			g.k("v" + g.semver())
		}},
		{"clean_http_401", true, func(g *G) {
			g.tp("what does this mean?\n", "", "")
			g.t("HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"\nX-Request-Id: ")
			g.k(g.uuid())
			g.t("\ntraceparent: ")
			g.k("00-" + g.hex(32) + "-" + g.hex(16) + "-01")
			g.t("\nDate: " + g.pick("Mon", "Tue", "Wed") + ", " + fmt.Sprint(g.n(1, 28)) + " Jul 2025 10:12:44 GMT\n\n(we send `Authorization: Bearer <token>` from the SPA)")
		}},
		{"clean_cloudflare_ids", true, func(g *G) {
			g.tp("cf API returns 'zone not found':\n", "", "")
			g.t("account_id = \"")
			g.k(g.hex(32))
			g.t("\"\nzone_id    = \"")
			g.k(g.hex(32))
			g.t("\"\ncf-ray: ")
			g.k(g.hex(16) + "-" + g.pick("FRA", "AMS", "LHR", "IAD", "SJC"))
			g.t("\norigin ")
			g.k(fmt.Sprintf("%d.%d.%d.%d", g.n(3, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254)))
		}},
		{"clean_k8s_events", true, func(g *G) {
			g.tp("pod stuck in ImagePullBackOff:\n", "", "")
			img := "ghcr.io/" + g.co() + "/" + g.svc() + "@" + g.sha256()
			g.t("Events:\n  Normal   Scheduled  " + fmt.Sprint(g.n(1, 59)) + "s   default-scheduler  Successfully assigned " + g.ns() + "/" + g.svc() + "-" + g.str(csLoAl, 10) + "-" + g.str(csLoAl, 5) + " to ")
			g.k("ip-10-" + fmt.Sprintf("%d-%d-%d", g.n(0, 255), g.n(0, 255), g.n(1, 254)) + "." + g.region() + ".compute.internal")
			g.t("\n  Warning  Failed     " + fmt.Sprint(g.n(1, 59)) + "s   kubelet  Failed to pull image \"")
			g.k(img)
			g.t("\": rpc error: code = Unknown desc = failed to authorize: failed to fetch anonymous token: 401 Unauthorized\n  podIP: ")
			g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254)))
		}},
		{"clean_maven_env_placeholder", true, func(g *G) {
			g.tp("settings.xml reads the password from env, but mvn still sends none?\n", "", "")
			g.t("<server>\n  <id>nexus-releases</id>\n  <username>")
			g.k("${env.NEXUS_USER}")
			g.t("</username>\n  <password>")
			g.k("${env.NEXUS_PASSWORD}")
			g.t("</password>\n</server>\nApache Maven ")
			g.k(fmt.Sprintf("3.9.%d (%s)", g.n(0, 9), g.hex(40)))
		}},
		{"clean_nuget_placeholder", true, func(g *G) {
			g.tp("NuGet: is %VAR% expansion supported in ClearTextPassword?\n", "", "")
			g.t("<packageSourceCredentials>\n  <" + g.co() + ">\n    <add key=\"Username\" value=\"az\" />\n    <add key=\"ClearTextPassword\" value=\"")
			g.k("%NUGET_PAT%")
			g.t("\" />\n  </" + g.co() + ">\n</packageSourceCredentials>\ndotnet ")
			g.k(fmt.Sprintf("8.0.%d", g.n(100, 404)))
		}},
		{"clean_gradle_versions", true, func(g *G) {
			g.tp("which of these should go into the version catalog?\n", "", "")
			g.t("kotlin.code.style=official\nandroid.useAndroidX=true\nkotlinVersion=")
			g.k(fmt.Sprintf("2.0.%d", g.n(0, 21)))
			g.t("\nagpVersion=")
			g.k(fmt.Sprintf("8.%d.%d", g.n(2, 7), g.n(0, 2)))
			g.t("\nsigning.keyId=")
			g.k(g.str(csHEX, 8))
			g.t("\nVERSION_CODE=")
			g.k(fmt.Sprint(g.n(100, 99999)))
		}},
		{"clean_ansible_vault_refs", true, func(g *G) {
			g.tp("ansible: 'vault_db_password' is undefined — vars below:\n", "", "")
			g.t("db_password: \"")
			g.k("{{ vault_db_password }}")
			g.t("\"\napi_token: \"")
			g.k("{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/" + g.svc() + ":token') }}")
			g.t("\"\nansible_port: ")
			g.k(fmt.Sprint(g.pick("22", "2222", "22022")))
			g.t("\n# group_vars/vault.yml starts with ")
			g.k("$ANSIBLE_VAULT;1.2;AES256;" + g.env())
		}},
		{"clean_billing_numbers", true, func(g *G) {
			g.tp("the AWS invoice doesn't match Cost Explorer:\n", "", "")
			g.t("Invoice ")
			g.k(g.idDigits(10))
			g.t(" for account ")
			g.k(g.awsAccount())
			g.t(": total USD ")
			g.k(fmt.Sprintf("%d,%03d.%02d", g.n(1, 99), g.n(0, 999), g.n(0, 99)))
			g.t("\nCost Explorer: USD " + fmt.Sprintf("%d,%03d.%02d", g.n(1, 99), g.n(0, 999), g.n(0, 99)) + "\nReservation id ")
			g.k(g.uuid())
			g.t(", billing period " + g.date()[:7])
		}},
		{"clean_azure_ids", true, func(g *G) {
			sub := g.uuid()
			g.tp("az role assignment create fails with 'principal not found':\n", "", "")
			g.t("--assignee-object-id ")
			g.k(g.uuid())
			g.t(" --scope ")
			g.k("/subscriptions/" + sub + "/resourceGroups/rg-" + g.svc() + "-" + g.env() + "/providers/Microsoft.KeyVault/vaults/kv-" + g.co())
			g.t(" --role \"Key Vault Secrets User\"\ncorrelation ID: ")
			g.k(g.uuid())
		}},
		{"clean_gcp_projects", true, func(g *G) {
			g.tp("which project number goes into the workload identity provider?\n", "", "")
			g.t("PROJECT_ID                 NAME            PROJECT_NUMBER\n")
			for i := 0; i < 3; i++ {
				p := g.gcpProject()
				g.k(p)
				g.t("  " + title(g.co()) + "  ")
				g.k(g.idDigits(12))
				g.t("\n")
			}
			g.t("provider: projects/" + g.idDigits(12) + "/locations/global/workloadIdentityPools/github/providers/gh")
		}},
		{"clean_snowflake_query_ids", true, func(g *G) {
			g.tp("these queries time out, how do I find them in query history?\n", "", "")
			for i := 0; i < 2; i++ {
				g.k(fmt.Sprintf("01%s-%04x-%04x-0000-%012x", g.hex(6), g.n(0, 65535), g.n(0, 65535), g.n(0, 1<<30)))
				g.t("  WAREHOUSE=COMPUTE_WH  ELAPSED=" + fmt.Sprint(g.n(1000, 900000)) + "ms  BYTES_SCANNED=")
				g.k(fmt.Sprint(g.n(1000000, 999999999)))
				g.t("\n")
			}
		}},
		{"clean_kafka_offsets", true, func(g *G) {
			g.tp("consumer lag keeps growing:\n", "", "")
			g.t("GROUP           TOPIC              PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n")
			for i := 0; i < 3; i++ {
				cur := g.n(10000000, 999999999)
				g.t(g.svc() + "-consumer  " + g.svc() + "-events  " + fmt.Sprint(i) + "  ")
				g.k(fmt.Sprint(cur))
				g.t("  " + fmt.Sprint(cur+g.n(0, 50000)) + "  " + fmt.Sprint(g.n(0, 50000)) + "\n")
			}
		}},
		{"clean_prometheus_metrics", true, func(g *G) {
			g.tp("why is this counter resetting?\n", "", "")
			ms := 1735689600000 + int64(g.n(0, 31000000))*1000
			g.t("http_requests_total{service=\"" + g.svc() + "\",code=\"401\"} " + fmt.Sprint(g.n(100, 999999)) + " ")
			g.k(fmt.Sprint(ms))
			g.t("\nprocess_resident_memory_bytes ")
			g.k(fmt.Sprintf("%.6de+08", g.n(100000, 999999)))
			g.t("\ngo_info{version=\"")
			g.k(fmt.Sprintf("go1.%d.%d", g.n(21, 24), g.n(0, 9)))
			g.t("\"} 1")
		}},
		{"clean_docker_images", true, func(g *G) {
			g.tp("which image is actually running?\n", "", "")
			g.t("REPOSITORY                         TAG       DIGEST                                                                    IMAGE ID       SIZE\n")
			for i := 0; i < 2; i++ {
				g.t("ghcr.io/" + g.co() + "/" + g.svc() + "   ")
				g.k(g.semver())
				g.t("     ")
				g.k(g.sha256())
				g.t("   ")
				g.k(g.hex(12))
				g.t("   " + fmt.Sprint(g.n(40, 900)) + "MB\n")
			}
		}},
		{"clean_terraform_lock", true, func(g *G) {
			g.tp("lock file conflicts after upgrading the aws provider:\n", "", "")
			g.t("provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"")
			g.k(fmt.Sprintf("5.%d.0", g.n(30, 90)))
			g.t("\"\n  constraints = \"~> 5.0\"\n  hashes = [\n    \"")
			g.k("h1:" + g.b64bytes(32))
			g.t("\",\n    \"")
			g.k("zh:" + g.str(csHex, 64))
			g.t("\",\n  ]\n}")
		}},
		{"clean_npm_audit", true, func(g *G) {
			g.tp("npm audit in CI fails the build:\n", "", "")
			p := g.pick("semver", "braces", "micromatch", "cross-spawn", "path-to-regexp", "body-parser")
			g.t(p + "  <" + g.semver() + "\nSeverity: high\nRegular Expression Denial of Service - ")
			g.k("https://github.com/advisories/" + g.ghsa())
			g.t("\nfix available via `npm audit fix`\n")
			g.k(fmt.Sprintf("CVE-2024-%d", g.n(10000, 55999)))
		}},
		{"clean_openssl_cert", true, func(g *G) {
			g.tp("cert chain problem? output of openssl:\n", "", "")
			g.t("        Serial Number:\n            ")
			var parts []string
			for i := 0; i < 16; i++ {
				parts = append(parts, g.str(csHex, 2))
			}
			g.k(strings.Join(parts, ":"))
			g.t("\n        Issuer: C=US, O=Let's Encrypt, CN=R11\n        Validity\n            Not After : " + g.pick("Jan", "Mar", "Aug") + " " + fmt.Sprint(g.n(1, 28)) + " 11:22:33 2026 GMT\nsha256 Fingerprint=")
			var fp []string
			for i := 0; i < 32; i++ {
				fp = append(fp, g.str(csHEX, 2))
			}
			g.k(strings.Join(fp, ":"))
		}},
		{"clean_jenkins_env_refs", true, func(g *G) {
			g.tp("Jenkinsfile: is the token still exposed here?\n", "", "")
			g.t("withCredentials([string(credentialsId: '")
			g.k("slack-bot-token")
			g.t("', variable: 'SLACK_TOKEN'),\n                 usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NX_USER', passwordVariable: 'NX_PASS')]) {\n    sh 'curl -u \"$NX_USER:$NX_PASS\" --upload-file app.jar https://nexus/repository/releases/'\n    sh 'curl -H \"Authorization: Bearer $SLACK_TOKEN\" https://slack.com/api/chat.postMessage'\n}\nBuild #")
			g.k(fmt.Sprint(g.n(100, 9999)))
		}},
		{"clean_redis_info", true, func(g *G) {
			g.tp("memory keeps climbing:\n", "", "")
			g.t("# Server\nredis_version:")
			g.k(fmt.Sprintf("7.%d.%d", g.n(0, 4), g.n(0, 15)))
			g.t("\nrun_id:")
			g.k(g.hex(40))
			g.t("\ntcp_port:6379\nuptime_in_seconds:" + fmt.Sprint(g.n(1000, 9999999)) + "\n# Memory\nused_memory:")
			g.k(fmt.Sprint(g.n(100000000, 999999999)))
			g.t("\nused_memory_human:" + fmt.Sprintf("%d.%02dM", g.n(100, 999), g.n(0, 99)))
		}},
		{"clean_pg_stat", true, func(g *G) {
			g.tp("who holds this lock?\n", "", "")
			g.t("  pid  | usename | client_addr |  query_id             | state\n-------+---------+-------------+-----------------------+-------\n ")
			g.k(fmt.Sprint(g.n(1000, 99999)))
			g.t(" | " + g.svc() + " | ")
			g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254)))
			g.t(" | ")
			g.k("-" + g.idDigits(19))
			g.t(" | idle in transaction")
		}},
		{"clean_otel_trace", true, func(g *G) {
			g.tp("trace shows a 3s gap before the auth call:\n", "", "")
			g.t("trace_id=")
			g.k(g.hex(32))
			g.t(" span_id=")
			g.k(g.hex(16))
			g.t(" name=\"POST /oauth/token\" duration_ms=" + fmt.Sprint(g.n(1000, 5000)) + " http.status_code=401 service.version=")
			g.k(g.semver())
		}},
		{"clean_ci_matrix", true, func(g *G) {
			g.tp("matrix job fails only on one combination:\n", "", "")
			g.t("strategy:\n  matrix:\n    node: [")
			g.k("18.20.4, 20.17.0, 22.9.0")
			g.t("]\n    python: [\"3.11\", \"3.12\"]\n    os: [ubuntu-22.04, macos-14]\n# failing: node ")
			g.k(fmt.Sprintf("22.%d.0", g.n(0, 9)))
			g.t(" on macos-14, run ")
			g.k(g.idDigits(10))
		}},
		{"clean_gitlab_ci_vars", true, func(g *G) {
			g.tp("does $CI_REGISTRY_PASSWORD get masked automatically?\n", "", "")
			g.t("before_script:\n  - echo \"")
			g.k("$CI_REGISTRY_PASSWORD")
			g.t("\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\nvariables:\n  DOCKER_TLS_CERTDIR: \"/certs\"\n  IMAGE: ")
			g.k("$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA")
			g.t("\n# pipeline #")
			g.k(g.idDigits(10))
		}},
		{"clean_cron_backup", true, func(g *G) {
			g.tp("backup cron didn't run last night:\n", "", "")
			g.t("# m h dom mon dow command\n")
			g.k(fmt.Sprintf("%d %d * * *", g.n(0, 59), g.n(0, 5)))
			g.t(" PGPASSFILE=/etc/backup/.pgpass pg_dump -Fc -h " + g.host() + " " + g.svc() + " > /backups/" + g.svc() + "-$(date +\\%F).dump\nlast backup: " + g.svc() + "-" + g.date() + ".dump ")
			g.k(fmt.Sprint(g.n(100000000, 9999999999)))
			g.t(" bytes")
		}},
		{"clean_public_keys_only", true, func(g *G) {
			g.tp("which of these keys can I safely paste into the ticket?\n", "", "")
			g.t("WireGuard peer PublicKey = ")
			g.k(g.b64bytes(32))
			g.t("\nage recipient: ")
			g.k("age1" + g.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
			g.t("\nStripe publishable: ")
			g.k(g.pkLive())
			g.t("\nAWS access key id: ")
			g.k(g.akia())
		}},
		{"clean_renovate_pr", true, func(g *G) {
			g.tp("Renovate PR body:\n", "", "")
			p := g.pick("actions/setup-node", "docker/build-push-action", "hashicorp/setup-terraform", "actions/cache")
			g.t("| Package | Type | Update | Change |\n|---|---|---|---|\n| " + p + " | action | digest | `")
			g.k(g.hex(7))
			g.t("` -> `")
			g.k(g.hex(7))
			g.t("` |\n| ")
			g.k(g.pick("terraform", "kubectl", "helm") + " | " + g.pick("minor", "patch") + " | `" + g.semver() + "` -> `" + g.semver() + "`")
			g.t(" |")
		}},
	}
}
