package main

import (
	"encoding/base64"
	"strings"
)

func (l *L) pkLive() string {
	return l.p("pk_live_", "pk_live_51") + l.mixed(alnumS, []int{24, 99}[l.r.Intn(2)])
}

func (l *L) user() string {
	return l.p("app", "svc_notes", "brain", "deploy", "admin", "reporting", "etl_user", "grafana")
}

func (l *L) host() string {
	return l.p("db.internal", "pg-prod-1.internal", "10.0.3.17", "notes-db.cluster-cq3x.eu-west-1.rds.amazonaws.com", "mysql.staging.lan", "db.kitelabs.io")
}

func bearerTemplates() []T {
	return []T{
		{"stripe_key_rotated", func(l *L) string {
			k := l.Sec(l.p("stripe", "stripe", "stripe_rk"))
			switch l.r.Intn(3) {
			case 0:
				return sf("search: Stripe key %s rotated?", k)
			case 1:
				return sf("was %s revoked after the %s incident?", k, l.K(l.dateISO()))
			}
			return sf("is %s the secret for %s?", k, l.K(l.pkLive()))
		}},
		{"is_this_leaked", func(l *L) string {
			k := l.Sec(l.ps(prefixedKinds))
			return l.p(sf("is this leaked: %s", k), sf("found %s in a public gist, whose is it", k), sf("%s", k+" — revoke?"), sf("token alone in a note: %s", k))
		}},
		{"curl_bearer_opaque", func(l *L) string {
			k := l.Sec("opaque")
			switch l.r.Intn(3) {
			case 0:
				return sf(`curl -s -H "Authorization: Bearer %s" %s`, k, l.K("https://api.notion.com/v1/search"))
			case 1:
				return sf("GET /v2/notes?limit=50 HTTP/1.1\nHost: api.brainhq.io\nAuthorization: Bearer %s", k)
			}
			return sf("why 403 with bearer %s on the export endpoint", k)
		}},
		{"env_paste_ai_keys", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("OPENAI_API_KEY=%s\nANTHROPIC_API_KEY=%s", l.Sec(l.p("openai", "openai_legacy")), l.Sec("anthropic"))
			case 1:
				return sf(".env has OPENAI_API_KEY=%s is it still valid", l.Sec("openai_legacy"))
			}
			return sf("export GROQ_API_KEY=%s", l.Sec("groq"))
		}},
		{"aws_credentials_file", func(l *L) string {
			return sf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", l.K(l.akia()), l.Sec("aws_secret"), l.K(l.p("eu-central-1", "us-east-1", "ap-northeast-1")))
		}},
		{"slack_token_broken", func(l *L) string {
			return l.alt(func() string {
				return sf("slack bot token %s stopped working after %s", l.Sec("xoxb"), l.K(l.dateISO()))
			}, func() string { return sf("SLACK_USER_TOKEN=%s", l.Sec("xoxp")) })
		}},
		{"wifi_password_door_code", func(l *L) string {
			pw := l.P("bearer", l.password(false))
			code := l.K(l.d(l.n(4, 6)))
			switch l.r.Intn(7) {
			case 0:
				return sf("reminder: Wi-Fi password: %s, door code %s", pw, code)
			case 1:
				return sf("Ferienwohnung: WLAN-Passwort: %s / Türcode %s", pw, code)
			case 2:
				return sf("gîte : mot de passe wifi : %s, code portail %s", pw, code)
			case 3:
				return sf("apartamento: contraseña wifi: %s, código del portal %s", pw, code)
			case 4:
				return sf("wifi wachtwoord: %s en de deurcode is %s", pw, code)
			case 5:
				return sf("ofis wifi şifresi: %s, kapı kodu %s", pw, code)
			}
			return sf("пароль от wifi: %s, код домофона %s", pw, code)
		}},
		{"database_url_password", func(l *L) string {
			pw := l.P("bearer", l.password(true))
			h := l.K(l.host() + ":" + l.p("5432", "6432", "3306"))
			return l.p(sf("DATABASE_URL=postgres://%s:%s@%s/notes", l.user(), pw, h), sf("connection refused for mysql://%s:%s@%s/brain", l.user(), pw, h))
		}},
		{"pem_private_key", func(l *L) string {
			if l.yes(0.5) {
				return sf("store in the vault note 'prod signer':\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----", l.P("bearer", l.pemBody("ec")))
			}
			return sf("-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\nwhich server uses this", l.P("bearer", l.pemBody("ed")))
		}},
		{"basic_auth_header", func(l *L) string {
			u := l.user()
			pw := l.password(false)
			switch l.r.Intn(2) {
			case 0:
				b := l.P("bearer", base64.StdEncoding.EncodeToString([]byte(u+":"+pw)))
				return sf("Authorization: Basic %s — which account is this", b)
			}
			return sf("curl -u %s:%s %s", u, l.P("bearer", pw), l.K("https://jira.kitelabs.io/rest/api/2/search"))
		}},
		{"telegram_bot_token", func(l *L) string {
			return sf("my bot token %s — why does getUpdates return 409?", l.Sec("telegram"))
		}},
		{"google_maps_key", func(l *L) string {
			return sf("maps key %s restricted to %s?", l.Sec("google"), l.K(l.p("brain.app", "*.kitelabs.io", "localhost:3000")))
		}},
		{"gitlab_clone_url", func(l *L) string {
			return sf("git clone https://oauth2:%s@gitlab.com/%s/notes.git fails with 403", l.Sec("glpat"), l.p("team", "kitelabs", "ops"))
		}},
		{"npmrc_token", func(l *L) string {
			return sf("my .npmrc: //registry.npmjs.org/:_authToken=%s — safe to commit?", l.Sec("npm"))
		}},
		{"hf_token_env", func(l *L) string {
			k := l.Sec("hf")
			return l.p(sf("HF_TOKEN=%s", k), sf("huggingface-cli login --token %s", k), sf("is %s a read or write token", k))
		}},
		{"sendgrid_key", func(l *L) string {
			k := l.Sec("sendgrid")
			return l.p(sf("SENDGRID_API_KEY=%s", k), sf("sendgrid key %s bounced all mails?", k))
		}},
		{"session_secret_env", func(l *L) string {
			v := l.P("bearer", l.p(l.hex(64), l.mixed(alnumS, 48)))
			return sf("%s=%s", l.p("SESSION_SECRET", "COOKIE_SECRET", "JWT_SECRET", "NEXTAUTH_SECRET", "session_secret"), v)
		}},
		{"password_prose_ml", func(l *L) string {
			pw := l.P("bearer", l.password(false))
			svc := l.p("Netflix", "Gmail", "FritzBox", "Spotify", "Synology", "Amazon", "iCloud", "Steam", "PayPal", "Disney+")
			switch l.r.Intn(10) {
			case 0:
				return sf("my %s password is %s pls remember", svc, pw)
			case 1:
				return sf("mein Passwort für %s ist %s", svc, pw)
			case 2:
				return sf("la contraseña de %s es %s", svc, pw)
			case 3:
				return sf("le mot de passe de %s c'est %s", svc, pw)
			case 4:
				return sf("a senha do %s é %s", svc, pw)
			case 5:
				return sf("пароль от %s: %s", svc, pw)
			case 6:
				return sf("hasło do %s to %s", svc, pw)
			case 7:
				return sf("%s şifresi %s", svc, pw)
			case 8:
				return sf("%sのパスワードは%s", svc, pw)
			}
			return sf("%s 비밀번호 %s 기억해줘", svc, pw)
		}},
		{"twilio_creds", func(l *L) string {
			return sf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s", l.K("AC"+l.hex(32)), l.Sec("twilio"))
		}},
		{"postman_env_export", func(l *L) string {
			return sf(`{"key":"%s","value":"%s","type":"secret","enabled":true}`, l.p("access_token", "refresh_token", "api_token"), l.Sec("opaque"))
		}},
		{"mailchimp_key", func(l *L) string {
			return sf("mailchimp api key %s still valid?", l.Sec("mailchimp"))
		}},
		{"ya29_access_token", func(l *L) string {
			return sf("gcloud auth print-access-token gave me %s — can I paste it in the doc?", l.Sec("ya29"))
		}},
		{"mysql_cli_password", func(l *L) string {
			pw := l.P("bearer", l.password(true))
			return sf("mysql -u %s -p'%s' -h %s notes", l.user(), pw, l.K(l.ipv4()))
		}},
		{"redis_url_password", func(l *L) string {
			pw := l.P("bearer", l.password(true))
			return sf("REDIS_URL=redis://:%s@%s/0", pw, l.K(l.p("cache.prod.internal", "redis-1.kitelabs.io", "10.0.4.9")+":6379"))
		}},
		{"cookie_sessionid", func(l *L) string {
			sid := l.P("bearer", l.from(lowerS+digitsS, 32))
			return sf("Cookie: sessionid=%s; csrftoken=%s — logged out again", sid, l.mixed(alnumS, 32))
		}},
		{"password_json_config", func(l *L) string {
			p := l.person(l.p("en", "de", "it"))
			return sf(`{"smtp":{"host":"smtp.gmail.com","port":587,"user":"%s","password":"%s"}}`, l.Em(p), l.P("bearer", l.password(false)))
		}},
		{"github_pat_remote", func(l *L) string {
			return sf("git remote set-url origin https://%s@github.com/%s/%s.git", l.Sec(l.p("github_pat", "ghp")), l.p("kitelabs", "annab", "brain-team"), l.p("notes", "evalkit", "infra"))
		}},
		{"api_key_header", func(l *L) string {
			return sf("%s: %s\nworks in Postman but not from the agent", l.p("X-API-Key", "x-api-key", "Api-Key"), l.Sec("opaque"))
		}},
		{"admin_login_note", func(l *L) string {
			pw := l.P("bearer", l.password(false))
			return l.alt(func() string { return sf("router login admin / %s", pw) }, func() string { return sf("root/%s for the NAS at %s", pw, l.K(l.ipv4())) })
		}},
		{"otpauth_uri", func(l *L) string {
			p := l.person("en")
			return sf("otpauth://totp/%s:%s?secret=%s&issuer=%s", l.p("GitHub", "AWS", "Okta"), l.Em(p), l.P("bearer", l.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)), l.p("GitHub", "AWS", "Okta"))
		}},
		{"vendor_env_lines", func(l *L) string {
			kind := l.p("notion", "linear", "doppler", "vault", "pypi", "atlassian", "dop", "glsa", "shpat", "whsec")
			name := map[string]string{"notion": "NOTION_TOKEN", "linear": "LINEAR_API_KEY", "doppler": "DOPPLER_TOKEN", "vault": "VAULT_TOKEN", "pypi": "TWINE_PASSWORD", "atlassian": "JIRA_API_TOKEN", "dop": "DIGITALOCEAN_TOKEN", "glsa": "GRAFANA_SA_TOKEN", "shpat": "SHOPIFY_ACCESS_TOKEN", "whsec": "STRIPE_WEBHOOK_SECRET"}[kind]
			return sf("%s=%s", name, l.Sec(kind)) + l.p("", " (from the old laptop)", "\nstill needed?")
		}},
	}
}

var _ = strings.ToLower
