package main

import (
	"fmt"
	"strings"
)

func (g *G) skLive() string {
	return g.pick("sk_live_51", "sk_live_51", "sk_live_") + g.alnum(g.pick3(24, 97, 97))
}
func (g *G) pkLive() string { return "pk_live_51" + g.alnum(97) }

func tEnv() []tmpl {
	return []tmpl{
		{"env_rails", false, func(g *G) {
			g.tp("Rails 7 boot fails with ActiveSupport::MessageEncryptor::InvalidMessage on the new box. .env:\n", "our .env.production (dotenv-rails):\n", "")
			end := g.fence("sh")
			g.t("RAILS_ENV=production\nRAILS_MASTER_KEY=")
			g.p("bearer", g.hex(32))
			g.t("\nSECRET_KEY_BASE=")
			g.p("bearer", g.hex(128))
			g.t("\nDATABASE_URL=postgres://" + g.svc() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + ":5432/" + g.svc() + "_production\nREDIS_URL=")
			g.k("redis://localhost:6379/1")
			g.t("\n")
			g.k("RAILS_MAX_THREADS=" + fmt.Sprint(g.n(3, 16)))
			end()
			g.outro()
		}},
		{"env_django", false, func(g *G) {
			dom := g.domain()
			g.tp("Django won't send mail via SES SMTP, settings come from .env:\n", "", ".env for django-environ\n")
			g.t("DEBUG=False\nDJANGO_SECRET_KEY=")
			g.p("bearer", g.pick("django-insecure-", "")+g.djangoKey())
			g.t("\nALLOWED_HOSTS=")
			g.k("." + dom + ",localhost")
			g.t("\nDATABASE_URL=psql://" + g.svc() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + ":5432/" + g.svc() + "\nEMAIL_HOST=email-smtp." + g.region() + ".amazonaws.com\nEMAIL_HOST_USER=")
			g.k(g.akia())
			g.t("\nEMAIL_HOST_PASSWORD=")
			g.p("bearer", "B"+g.mixed(csAlnum+"+/", 43))
			g.t("\nDEFAULT_FROM_EMAIL=")
			g.p("email", g.roleEmail(dom))
			g.outro()
		}},
		{"env_laravel", false, func(g *G) {
			g.tp("Laravel: 'No application encryption key has been specified' even though APP_KEY is set??\n", "", "my .env (laravel 11)\n")
			g.t("APP_NAME=" + title(g.co()) + "\nAPP_ENV=production\nAPP_KEY=base64:")
			g.p("bearer", g.b64bytes(32))
			g.t("\nAPP_DEBUG=false\n\nDB_CONNECTION=mysql\nDB_HOST=")
			g.k("127.0.0.1")
			g.t("\nDB_PORT=3306\nDB_DATABASE=" + g.svc() + "\nDB_USERNAME=" + g.user() + "\nDB_PASSWORD=")
			g.p("bearer", g.password())
			g.t("\n\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_USERNAME=")
			g.p("email", "postmaster@mg."+g.domain())
			g.t("\nMAIL_PASSWORD=")
			g.p("bearer", g.hex(32)+"-"+g.hex(8)+"-"+g.hex(8))
			g.t("\n\n")
			g.k("PUSHER_APP_ID=" + fmt.Sprint(g.n(1000000, 1999999)))
			g.t("\nPUSHER_APP_KEY=")
			g.k(g.hex(20))
			g.t("\nPUSHER_APP_SECRET=")
			g.p("bearer", g.hex(20))
			g.t("\n")
			g.k("PUSHER_APP_CLUSTER=" + g.pick("eu", "mt1", "ap2", "us2"))
			g.outro()
		}},
		{"env_nextjs", false, func(g *G) {
			g.tp("Next.js: stripe works in dev but in Vercel prod I get 'Invalid API Key provided'. .env.local:\n", "", ".env.production.local\n")
			g.t("NEXT_PUBLIC_SITE_URL=https://" + g.domain() + "\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=")
			g.k(g.pkLive())
			g.t("\nSTRIPE_SECRET_KEY=")
			g.p("bearer", g.skLive())
			g.t("\nSTRIPE_WEBHOOK_SECRET=")
			g.p("bearer", "whsec_"+g.alnum(32))
			g.t("\nNEXTAUTH_URL=https://" + g.domain() + "\nNEXTAUTH_SECRET=")
			g.p("bearer", g.b64bytes(32))
			g.t("\nGITHUB_ID=")
			g.k("Iv1." + g.hex(16))
			g.t("\nGITHUB_SECRET=")
			g.p("bearer", g.hex(40))
			g.outro()
		}},
		{"env_vite_supabase", false, func(g *G) {
			ref := g.str(csLower, 20)
			g.tp("supabase edge function returns 401 with the service key, here's .env:\n", "", "")
			g.t("VITE_SUPABASE_URL=")
			g.k("https://" + ref + ".supabase.co")
			g.t("\nSUPABASE_SERVICE_ROLE_KEY=")
			g.p("jwt", g.jwtSupabase("service_role"))
			g.t("\nSUPABASE_ACCESS_TOKEN=")
			g.p("bearer", "sbp_"+g.hex(40))
			g.t("\nSUPABASE_DB_PASSWORD=")
			g.p("bearer", g.password())
			g.outro()
		}},
		{"spring_properties", false, func(g *G) {
			dom := g.domain()
			g.tp("Spring Boot: HikariPool-1 - Exception during pool initialization. application.properties:\n", "", "application-prod.properties\n")
			end := g.fence("properties")
			g.t("spring.datasource.url=")
			g.k("jdbc:postgresql://" + g.host() + ":5432/" + g.svc() + "?sslmode=require")
			g.t("\nspring.datasource.username=" + g.svc() + "\nspring.datasource.password=")
			g.p("bearer", g.password())
			g.t("\nspring.mail.host=smtp.office365.com\nspring.mail.port=587\nspring.mail.username=")
			g.p("email", g.roleEmail(dom))
			g.t("\nspring.mail.password=")
			g.p("bearer", g.password())
			g.t("\njwt.secret=")
			g.p("bearer", g.b64(g.n(44, 88)))
			g.t("\nmanagement.endpoints.web.exposure.include=health,info\n")
			g.k("server.port=" + fmt.Sprint(g.n(8080, 8099)))
			end()
			g.outro()
		}},
		{"spring_yml", false, func(g *G) {
			g.tp("application.yml — the OAuth login redirects back with invalid_client:\n", "", "")
			end := g.fence("yaml")
			g.t("spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n            client-id: " + g.svc() + "-web\n            client-secret: ")
			g.yq("bearer", g.alnum(32))
			g.t("\n            scope: openid,profile\n        provider:\n          keycloak:\n            issuer-uri: ")
			g.k("https://sso." + g.domain() + "/realms/" + g.co())
			g.t("\n  rabbitmq:\n    host: " + g.host() + "\n    username: " + g.user() + "\n    password: ")
			g.yq("bearer", g.password())
			g.t("\n  data:\n    redis:\n      password: ")
			g.yq("bearer", g.alnum(24))
			end()
			g.outro()
		}},
		{"env_commented", false, func(g *G) {
			g.tp("Cleaning up our .env — are the commented lines a problem?\n", "", "why does dotenv load the old key??\n")
			g.t("# --- payments ---\n# old key, rotated " + g.date() + "\n# STRIPE_SECRET_KEY=")
			g.p("bearer", g.skLive())
			g.t("\nSTRIPE_SECRET_KEY=")
			g.p("bearer", g.skLive())
			g.t("\nSTRIPE_PUBLISHABLE_KEY=")
			g.k(g.pkLive())
			g.t("\n#OPENAI_API_KEY=")
			g.p("bearer", "sk-proj-"+g.b64u(g.n(120, 156)))
			g.t("\nOPENAI_API_KEY=")
			g.k("${OPENAI_KEY_FROM_VAULT}")
			g.t("\nLOG_LEVEL=info")
			g.outro()
		}},
		{"wp_config", false, func(g *G) {
			g.tp("Error establishing a database connection — wp-config.php:\n", "", "")
			end := g.fence("php")
			g.t("define( 'DB_NAME', '" + g.svc() + "_wp' );\ndefine( 'DB_USER', '" + g.user() + "' );\ndefine( 'DB_PASSWORD', '")
			g.p("bearer", strings.ReplaceAll(g.password(), "'", ""))
			g.t("' );\ndefine( 'DB_HOST', '")
			g.k("localhost:/var/run/mysqld/mysqld.sock")
			g.t("' );\n\ndefine( 'AUTH_KEY',         '")
			g.p("bearer", g.mixed(csAlnum+"!@#%^&*()-_[]{}<>~+=,.;:/?|", 64))
			g.t("' );\ndefine( 'SECURE_AUTH_KEY',  '")
			g.p("bearer", g.mixed(csAlnum+"!@#%^&*()-_[]{}<>~+=,.;:/?|", 64))
			g.t("' );\n$table_prefix = 'wp_';")
			end()
			g.outro()
		}},
		{"grafana_ini", false, func(g *G) {
			dom := g.domain()
			g.tp("grafana.ini — alert emails not going out:\n", "", "")
			end := g.fence("ini")
			g.t("[security]\nadmin_user = admin\nadmin_password = ")
			g.p("bearer", g.password())
			g.t("\nsecret_key = ")
			g.p("bearer", g.alnum(20))
			g.t("\n\n[smtp]\nenabled = true\nhost = ")
			g.k("smtp." + dom + ":587")
			g.t("\nuser = ")
			g.p("email", g.roleEmail(dom))
			g.t("\npassword = ")
			g.p("bearer", g.password())
			g.t("\nfrom_address = grafana@" + dom)
			end()
			g.addP("email", "grafana@"+dom)
			g.outro()
		}},
		{"airflow_env", false, func(g *G) {
			g.tp("Airflow scheduler: cryptography.fernet.InvalidToken after the upgrade. env:\n", "", "")
			g.t("AIRFLOW__CORE__FERNET_KEY=")
			g.p("bearer", strings.TrimRight(b64uenc(string(g.rawBytes(32))), "")+"=")
			g.t("\nAIRFLOW__WEBSERVER__SECRET_KEY=")
			g.p("bearer", g.hex(32))
			g.t("\nAIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + "/airflow\nAIRFLOW_CONN_WAREHOUSE='snowflake://" + g.user() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@/" + g.pick("ANALYTICS", "RAW", "DWH") + "/PUBLIC?account=")
			g.k(g.str(csLower, 2) + g.digits(5) + "." + g.pick("eu-central-1", "us-east-1", "west-europe.azure"))
			g.t("&warehouse=COMPUTE_WH'\nAIRFLOW_VERSION=")
			g.k("2." + fmt.Sprint(g.n(7, 10)) + "." + fmt.Sprint(g.n(0, 3)))
			g.outro()
		}},
		{"dotenv_python_ai", false, func(g *G) {
			g.tp("langchain app: AuthenticationError 401 even though I loaded .env?\n", "", "")
			end := g.fence("python")
			g.t("import os\nfrom anthropic import Anthropic\nfrom openai import OpenAI\n\nclient = OpenAI(api_key=\"")
			g.p("bearer", "sk-proj-"+g.b64u(g.n(120, 156)))
			g.t("\")\nclaude = Anthropic(api_key=\"")
			g.p("bearer", "sk-ant-api03-"+g.b64u(93)+"AA")
			g.t("\")\nos.environ[\"HF_TOKEN\"] = \"")
			g.p("bearer", "hf_"+g.mixed(csUpper+csLower, 34))
			g.t("\"\nmodel = \"")
			g.k(g.pick("gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"))
			g.t("\"")
			end()
			g.t("\nopenai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}")
			g.outro()
		}},
	}
}

func (g *G) djangoKey() string {
	for {
		s := g.str(csLower+csDigit+"!@#%^&*(-_=+)", 50)
		if strings.ContainsAny(s, csDigit) && strings.ContainsAny(s, csLower) {
			return s
		}
	}
}
