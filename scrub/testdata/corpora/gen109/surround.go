package main

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

func wrap(s string, n int) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	parts = append(parts, s)
	return strings.Join(parts, "\n")
}

// pkcs8Body: a real PKCS#8 key (Ed25519 or P-256) in PEM body lines.
func pkcs8Body() string {
	var der []byte
	var err error
	if r.Intn(2) == 0 {
		der, err = x509.MarshalPKCS8PrivateKey(ed25519.NewKeyFromSeed(randBytes(32)))
	} else {
		k, e := ecdh.P256().NewPrivateKey(randBytes(32))
		if e != nil {
			return pkcs8Body()
		}
		der, err = x509.MarshalPKCS8PrivateKey(k)
	}
	if err != nil {
		panic(err)
	}
	return wrap(base64.StdEncoding.EncodeToString(der), 64)
}

func sshString(b []byte) []byte {
	l := make([]byte, 4)
	binary.BigEndian.PutUint32(l, uint32(len(b)))
	return append(l, b...)
}

func sshPub(pub ed25519.PublicKey) []byte {
	return append(sshString([]byte("ssh-ed25519")), sshString(pub)...)
}

func opensshBody() string {
	k := ed25519.NewKeyFromSeed(randBytes(32))
	pub := k.Public().(ed25519.PublicKey)
	var out []byte
	out = append(out, []byte("openssh-key-v1\x00")...)
	out = append(out, sshString([]byte("none"))...)
	out = append(out, sshString([]byte("none"))...)
	out = append(out, sshString(nil)...)
	out = append(out, 0, 0, 0, 1)
	out = append(out, sshString(sshPub(pub))...)
	ci := randBytes(4)
	var priv []byte
	priv = append(priv, ci...)
	priv = append(priv, ci...)
	priv = append(priv, sshString([]byte("ssh-ed25519"))...)
	priv = append(priv, sshString(pub)...)
	priv = append(priv, sshString(k)...)
	priv = append(priv, sshString([]byte(pick("deploy@ci", "github-actions", "backup@nas")))...)
	for i := byte(1); len(priv)%8 != 0; i++ {
		priv = append(priv, i)
	}
	out = append(out, sshString(priv)...)
	return wrap(base64.StdEncoding.EncodeToString(out), 70)
}

func sshPubKey(comment string) string {
	k := ed25519.NewKeyFromSeed(randBytes(32))
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(sshPub(k.Public().(ed25519.PublicKey))) + " " + comment
}

func camel(env string) string {
	parts := strings.Split(strings.ToLower(env), "_")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = cap1(parts[i])
		}
	}
	return strings.Join(parts, "")
}
func pascal(env string) string { return cap1(camel(env)) }
func snake(env string) string  { return strings.ToLower(env) }
func dotted(env string) string { return strings.ReplaceAll(strings.ToLower(env), "_", ".") }
func kebab(env string) string  { return strings.ReplaceAll(strings.ToLower(env), "_", "-") }

// authHeader gives the header line (name, value) and curl's argument for the
// service's documented auth style; url gets the query form.
func authCurl(s *Svc, v string, b *B) (hdr string, curl string, url string) {
	url = "https://" + s.Host
	auth := s.Auth
	h := func(x string) (string, string, string) {
		return x, fmt.Sprintf("-H \"%s\"", x), url
	}
	switch {
	case auth == "bearer":
		return h("Authorization: Bearer " + b.P(s.famOr(), v))
	case auth == "token":
		return h("Authorization: token " + b.P(s.famOr(), v))
	case strings.HasPrefix(auth, "hdr:"):
		name := auth[4:]
		if s.Name == "pagerduty" {
			return h("Authorization: Token token=" + b.P(s.famOr(), v))
		}
		return h(name + ": " + b.P(s.famOr(), v))
	case strings.HasPrefix(auth, "query:"):
		sep := "?"
		if strings.Contains(url, "?") {
			sep = "&"
		}
		url = url + sep + auth[6:] + "=" + b.P(s.famOr(), v)
		return "", "", url
	case auth == "basic":
		return "", "-u " + b.P(s.famOr(), v) + ":", url
	case auth == "basicpw":
		return "", "-u " + pick("build", "jdoe", "svc-ci") + ":" + b.P(s.famOr(), v), url
	case auth == "basicapi":
		return "", "-s --user 'api:" + b.P(s.famOr(), v) + "'", url
	case auth == "basicany":
		return "", "--user \"anystring:" + b.P(s.famOr(), v) + "\"", url
	case auth == "basicemail":
		p := newPerson()
		return "", "-u " + b.P("email", p.Email) + ":" + b.P(s.famOr(), v), url
	case auth == "basicztoken":
		p := newPerson()
		return "", "-u " + b.P("email", p.Email) + "/token:" + b.P(s.famOr(), v), url
	case auth == "basicfull":
		return "", "-u \"" + b.P(s.famOr(), v) + "\"", url
	case auth == "ssws":
		return h("Authorization: SSWS " + b.P(s.famOr(), v))
	case auth == "bot":
		return h("Authorization: Bot " + b.P(s.famOr(), v))
	case auth == "fcmkey":
		return h("Authorization: key=" + b.P(s.famOr(), v))
	case auth == "apitoken":
		return h("Authorization: Api-Token " + b.P(s.famOr(), v))
	case auth == "splunk":
		return h("Authorization: Splunk " + b.P(s.famOr(), v))
	case auth == "apikey":
		return h("Authorization: ApiKey " + b.P(s.famOr(), v))
	case auth == "apikeyyc":
		return h("Authorization: Api-Key " + b.P(s.famOr(), v))
	case auth == "klaviyo":
		return h("Authorization: Klaviyo-API-Key " + b.P(s.famOr(), v))
	case auth == "shippo":
		return h("Authorization: ShippoToken " + b.P(s.famOr(), v))
	case auth == "cookie":
		return h("Cookie: " + pick("session", "__Host-session", "auth_token", "jwt") + "=" + b.P(s.famOr(), v) + "; Path=/")
	case auth == "basichdr":
		return h("Authorization: Basic " + b.P(s.famOr(), v))
	}
	return "", "", ""
}

func (s *Svc) famOr() string {
	if s.Fam == "" {
		return "bearer"
	}
	return s.Fam
}

type surr struct {
	name  string
	needs string // "" any, "auth" needs an auth style
	f     func(s *Svc, v string, b *B) string
}

func envFiller(b *B) string {
	switch r.Intn(11) {
	case 0:
		return "APP_VERSION=" + b.K(semver())
	case 1:
		return "SENTRY_DSN=" + b.K(dsn())
	case 2:
		return "AWS_ACCESS_KEY_ID=" + b.K(akia())
	case 3:
		return "GIT_SHA=" + b.K(sha40())
	case 4:
		return "STRIPE_PUBLISHABLE_KEY=" + b.K(pkLive())
	case 5:
		return "GA_MEASUREMENT_ID=" + b.K("G-"+rs(ualnum, 10))
	case 6:
		return "DEFAULT_TENANT_ID=" + b.K(uuid())
	case 7:
		return "RELEASE_DATE=" + b.K(date())
	case 8:
		return "NEXT_PUBLIC_POSTHOG_KEY=" + b.K("phc_"+rs(alnum, 43))
	case 9:
		return "GOOGLE_CLIENT_ID=" + b.K(nz(12)+"-"+rs(lalnum, 32)+".apps.googleusercontent.com")
	}
	return "CACHE_TTL_SECONDS=" + fmt.Sprint(60*(1+r.Intn(60)))
}

func quoteEnv(v string) string {
	switch r.Intn(3) {
	case 0:
		return "\"" + v + "\""
	case 1:
		return "'" + v + "'"
	}
	return v
}

var chatLangs = []string{
	"Kannst du den %s-Key bitte rotieren? Ich hab ihn aus Versehen ins Ticket kopiert: %s",
	"Oye, te paso el token de %s para staging: %s (no lo subas al repo porfa)",
	"Segue a chave do %s de produção: %s — apaga a mensagem depois de usar",
	"Voici la clé %s pour la préprod : %s. Pense à la révoquer vendredi.",
	"%sのAPIキーはこれです：%s 本番用なので外部に共有しないでください",
	"%s 的密钥是 %s，用完记得轮换一下",
	"Вот токен %s для CI: %s — не коммить его, пожалуйста",
	"Ecco la chiave %s per il deploy: %s, poi la ruotiamo",
	"Tu masz klucz %s do testów: %s — nie wrzucaj do gita",
	"%s API 키 공유드립니다: %s 외부 유출 금지입니다",
	"%s anahtarı şu: %s, lütfen kimseyle paylaşma",
	"Hier is de %s-sleutel voor acceptatie: %s",
	"hey can you try with my %s key? %s — I'll revoke it after the demo",
	"FYI the %s token in prod is %s, it's also in 1Password under 'infra'",
	"yo the %s creds expired again?? new one: %s",
}

// sv labels the secret and renders it as the variable holds it (a URL around
// a password, a PEM armour around a key body).
func sv(s *Svc, v string, b *B) string {
	b.P(s.famOr(), v)
	if s.Val != nil {
		return s.Val(v)
	}
	return v
}

func surroundings() []surr {
	return []surr{
		{"env", "", func(s *Svc, v string, b *B) string {
			lines := []string{"NODE_ENV=production", envFiller(b), envFiller(b)}
			pos := r.Intn(len(lines) + 1)
			sec := s.Env + "=" + quoteEnv(sv(s, v, b))
			lines = append(lines[:pos], append([]string{sec}, lines[pos:]...)...)
			return pick("# .env\n", "# .env.production\n", "", "$ cat .env.local\n") + strings.Join(lines, "\n")
		}},
		{"shell_history", "", func(s *Svc, v string, b *B) string {
			n := 400 + r.Intn(600)
			return fmt.Sprintf("  %d  git checkout %s\n  %d  export %s=%s\n  %d  ./scripts/smoke.sh --env prod", n, b.K(hx(7)), n+1, s.Env, quoteEnv(sv(s, v, b)), n+2)
		}},
		{"docker_run", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("docker run -d --restart unless-stopped -e %s=%s -e PORT=8080 -p 8080:8080 ghcr.io/northwind/api@sha256:%s", s.Env, sv(s, v, b), b.K(sha64()))
		}},
		{"k8s_secret", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\n  uid: %s\ntype: Opaque\nstringData:\n  %s: \"%s\"", strings.ToLower(strings.Fields(s.Title)[0]), pick("prod", "payments", "default"), b.K(uuid()), kebab(s.Env), sv(s, v, b))
		}},
		{"gha_log", "", func(s *Svc, v string, b *B) string {
			t := fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%07dZ", 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(10000000))
			return fmt.Sprintf("%s ##[group]Run ./deploy.sh --env production\n%s \x1b[36;1m./deploy.sh --env production\x1b[0m\n%s shell: /usr/bin/bash -e {0}\n%s env:\n%s   %s: %s\n%s ##[endgroup]", b.K(t), t, t, t, t, s.Env, sv(s, v, b), t)
		}},
		{"python", "", func(s *Svc, v string, b *B) string {
			return choose(
				func() string {
					return fmt.Sprintf("import os\n\n%s = os.getenv(\"%s\", \"%s\")  # fallback for local dev\n", s.Env, s.Env, sv(s, v, b))
				},
				func() string {
					return fmt.Sprintf("settings = {\n    \"%s\": \"%s\",\n    \"timeout\": 30,\n}", snake(s.Env), sv(s, v, b))
				},
			)
		}},
		{"js", "", func(s *Svc, v string, b *B) string {
			return choose(
				func() string {
					return fmt.Sprintf("const %s = process.env.%s || '%s';", camel(s.Env), s.Env, sv(s, v, b))
				},
				func() string {
					return fmt.Sprintf("export const config = {\n  %s: \"%s\",\n  retries: 3,\n};", camel(s.Env), sv(s, v, b))
				},
			)
		}},
		{"go", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("func init() {\n\tif os.Getenv(\"%s\") == \"\" {\n\t\tos.Setenv(\"%s\", \"%s\")\n\t}\n}", s.Env, s.Env, sv(s, v, b))
		}},
		{"curl", "auth", func(s *Svc, v string, b *B) string {
			_, c, u := authCurl(s, v, b)
			return fmt.Sprintf("curl -sS %s '%s' | jq '.'", c, u)
		}},
		{"http_log", "auth", func(s *Svc, v string, b *B) string {
			hd, c, u := authCurl(s, v, b)
			rid := b.K(uuid())
			if hd == "" {
				return fmt.Sprintf("DEBUG httpx: curl %s %s -> 200 (%dms) request_id=%s", c, u, 20+r.Intn(900), rid)
			}
			return fmt.Sprintf("%s DEBUG [http] > GET %s\n> %s\n> User-Agent: %s\n< HTTP/1.1 200 OK\n< X-Request-Id: %s", b.K(isoTime()), u, hd, pick("python-requests/2.32.3", "axios/1.7.2", "Go-http-client/2.0"), rid)
		}},
		{"chat", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf(pick(chatLangs...), s.Title, sv(s, v, b))
		}},
		{"ticket", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("%s: %s credential exposed in build logs\nPriority: P1\nDescription: the job printed %s=%s while debugging. First seen in commit %s. Please revoke and rotate.", b.K(pick("SEC-", "INC-", "OPS-")+nz(4)), s.Title, s.Env, sv(s, v, b), b.K(sha40()))
		}},
		{"tfvars", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("# terraform.tfvars\nregion        = \"eu-west-1\"\n%s = \"%s\"\ninstance_type = \"t3.%s\"", snake(s.Env), sv(s, v, b), pick("medium", "large"))
		}},
		{"json", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("{\"service\": \"%s\", \"%s\": \"%s\", \"timeout_ms\": %d, \"account_id\": \"%s\"}", strings.ToLower(strings.Fields(s.Title)[0]), camel(s.Env), sv(s, v, b), 1000*(1+r.Intn(30)), b.K(uuid()))
		}},
		{"git_diff", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("diff --git a/config/settings.py b/config/settings.py\nindex %s..%s 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -12,3 +12,4 @@\n-%s = os.environ[\"%s\"]\n+%s = \"%s\"  # temp", b.K(hx(7)), b.K(hx(7)), s.Env, s.Env, s.Env, sv(s, v, b))
		}},
		{"dockerfile", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("FROM node:%s-alpine\nWORKDIR /app\nENV %s=%s\nCOPY . .\nRUN npm ci --omit=dev", b.K(fmt.Sprintf("%d.%d.%d", 18+2*r.Intn(3), r.Intn(20), r.Intn(10))), s.Env, sv(s, v, b))
		}},
		{"powershell", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("PS C:\\src\\%s> $env:%s = \"%s\"\nPS C:\\src\\%s> dotnet run --project src/Api", pick("api", "worker"), s.Env, sv(s, v, b), pick("api", "worker"))
		}},
		{"properties", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("# application-prod.properties\nserver.port=8443\n%s=%s\nmanagement.endpoints.web.exposure.include=health", dotted(s.Env), sv(s, v, b))
		}},
		{"webconfig", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("<appSettings>\n  <add key=\"Environment\" value=\"Production\" />\n  <add key=\"%s\" value=\"%s\" />\n</appSettings>", pascal(s.Env), sv(s, v, b))
		}},
		{"toml", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("[%s]\n%s = \"%s\"\nendpoint = \"https://%s\"", strings.ToLower(strings.Fields(s.Title)[0]), snake(s.Env), sv(s, v, b), pick("api.northwind.io", "internal.lumenlabs.dev"))
		}},
		{"compose", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("services:\n  worker:\n    image: northwind/worker:%s\n    environment:\n      - %s=%s\n      - LOG_LEVEL=debug", b.K(semver()), s.Env, sv(s, v, b))
		}},
		{"gha_workflow", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n    steps:\n      - uses: actions/checkout@%s", s.Env, sv(s, v, b), b.K(sha40()))
		}},
		{"systemd", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("[Service]\nEnvironment=\"%s=%s\"\nExecStart=/usr/local/bin/%s --config /etc/%s.yaml\nRestart=always", s.Env, sv(s, v, b), "agent", "agent")
		}},
		{"notebook", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("In [%d]: import os; os.environ[\"%s\"]\nOut[%d]: '%s'", 3+r.Intn(40), s.Env, 3+r.Intn(40), sv(s, v, b))
		}},
		{"gitleaks", "", func(s *Svc, v string, b *B) string {
			p := newPerson()
			sha := b.K(sha40())
			rv := sv(s, v, b)
			return fmt.Sprintf("{\n  \"Description\": \"%s\",\n  \"StartLine\": %d,\n  \"Match\": \"%s=%s\",\n  \"Secret\": \"%s\",\n  \"File\": \"deploy/.env\",\n  \"Commit\": \"%s\",\n  \"Entropy\": %.6f,\n  \"Author\": \"%s %s\",\n  \"Email\": \"%s\",\n  \"Date\": \"%s\",\n  \"RuleID\": \"%s\",\n  \"Fingerprint\": \"%s:deploy/.env:%s:%d\"\n}", s.Title+" credential", 3+r.Intn(40), s.Env, rv, v, sha, 3.5+r.Float64()*2, p.First, p.Last, b.P("email", p.Email), b.K(isoTime()), s.Rule, sha, s.Rule, 3+r.Intn(40))
		}},
		{"trufflehog", "", func(s *Svc, v string, b *B) string {
			p := newPerson()
			return fmt.Sprintf("Found %s result 🐷🔑\nDetector Type: %s\nDecoder Type: PLAIN\nRaw result: %s\nCommit: %s\nEmail: %s %s <%s>\nFile: %s\nLine: %d\nRepository: https://github.com/northwind/%s.git\nTimestamp: %s", pick("verified", "unverified"), strings.ReplaceAll(s.Title, " ", ""), sv(s, v, b), b.K(sha40()), p.First, p.Last, b.P("email", p.Email), pick("scripts/deploy.sh", ".github/workflows/ci.yml", "config/prod.env"), 1+r.Intn(200), pick("platform", "billing", "infra"), b.K(fmt.Sprintf("%s %02d:%02d:%02d +0000", date(), r.Intn(24), r.Intn(60), r.Intn(60))))
		}},
		{"helm_set", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("helm upgrade --install api charts/api --namespace prod --version %s --set image.tag=%s --set secrets.%s=%s", b.K(semver()), b.K(hx(12)), camel(s.Env), sv(s, v, b))
		}},
		{"ansible", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("# group_vars/prod.yml\nnginx_worker_processes: 4\n%s: \"%s\"\nbackup_cron: \"0 3 * * *\"", snake(s.Env), sv(s, v, b))
		}},
		{"code_review", "", func(s *Svc, v string, b *B) string {
			return fmt.Sprintf("> `%s = \"%s\"`\n\n%s: please don't hardcode the %s key here, move it to the secret store. PR %s", camel(s.Env), sv(s, v, b), pick("**nit**", "blocking", "🔴 security"), s.Title, b.K("#"+nz(4)))
		}},
	}
}
