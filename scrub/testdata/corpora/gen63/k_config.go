package main

import (
	"fmt"
	"strings"
)

func k_dotenv(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W(g.pick("# .env.production\n", "# copied from the server, don't commit\n", "", "## backend/.env\n"))
	b.F("APP_ENV=production\nAPP_VERSION=%s\n", K(g.version()))
	u := g.user()
	pw := g.urlPassword()
	db := g.pick("app", "shop", "crm", "billing", "erp")
	switch g.n(3) {
	case 0:
		b.F("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require\n", u, br(pw), g.host(), db)
	case 1:
		b.F("DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=%s\nDB_NAME=%s\n", g.host(), u, br(pw), db)
	default:
		b.F("MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority\n", u, br(pw), g.from(lowerA, 5), db)
	}
	for i, n := 0, g.rng(1, 3); i < n; i++ {
		s := g.secret()
		q := g.pick("", "", "\"")
		b.F("%s=%s%s%s\n", s.Name, q, br(s.Value), q)
	}
	if g.p(50) {
		b.F("MAIL_FROM=%s\n", em(g.roleEmail(L)))
	}
	if g.p(40) {
		b.F("ADMIN_NOTIFY_SMS=%s\n", ph(L.Phone(g, "e164")))
	}
	if g.p(30) {
		b.W("REDIS_PASSWORD=${REDIS_PASSWORD}\n")
		b.keep = append(b.keep, "${REDIS_PASSWORD}")
	}
	b.F("SENTRY_RELEASE=%s\n", K(g.gitsha()))
	return b
}

func k_ini(g *G) *B {
	b := &B{}
	L := g.loc()
	switch g.n(3) {
	case 0: // my.cnf
		b.W("[client]\n")
		b.F("user = %s\npassword = %s\nhost = %s\nport = 3306\n\n[mysqldump]\nquick\nmax_allowed_packet = 64M\n", g.user(), br(g.password()), g.host())
	case 1: // php.ini / sendmail
		b.W("[mail function]\nSMTP = smtp." + g.pick(L.Corp...) + "\nsmtp_port = 587\n")
		b.F("sendmail_from = %s\n\n[sendmail]\nsmtp_server=smtp.%s\nauth_username=%s\nauth_password=%s\nforce_sender=%s\n", em(g.roleEmail(L)), g.pick(L.Corp...), em(g.emailFor(L, g.person(L))), br(g.password()), em(g.roleEmail(L)))
	default: // SIP softphone account
		num := L.Phone(g, "e164")
		b.W("[account1]\n")
		b.F("display_name=%s\nusername=%s\nauth_user=%s\npassword=%s\ndomain=sip.%s\nvoicemail_number=*97\n", g.person(L).Full(), ph(num), K(g.nz(6)), br(g.mixed(alnumA, 16)), g.pick("easybell.de", "sipgate.de", "voip.ms", "ovh.net", "telnyx.com"))
	}
	return b
}

func k_properties(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("# application-prod.properties\n")
	b.F("spring.application.name=%s\nserver.port=8080\n", g.pick("order-service", "billing", "kunden-portal"))
	b.F("spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\n", g.host(), g.pick("orders", "billing"), g.user(), br(g.password()))
	b.F("spring.mail.host=smtp.%s\nspring.mail.username=%s\nspring.mail.password=%s\n", g.pick("gmail.com", "office365.com", "sendgrid.net"), em(g.emailFor(L, g.person(L))), br(g.pick(g.password(), strings.ToLower(g.from("bcdfghjklmnpqrstvwxz", 4)+" "+g.from("abcdefghijklmnopqrstuvwxyz", 4)+" "+g.from("abcdefghijklmnopqrstuvwxyz", 4)+" "+g.from("abcdefghijklmnopqrstuvwxyz", 4)))))
	if g.p(50) {
		b.F("app.support.hotline=%s\n", ph(L.Phone(g, "intl")))
	}
	if g.p(50) {
		b.F("stripe.api.secret-key=%s\n", br("sk_live_51"+g.mixed(alnumA, 97)))
	}
	b.F("info.build.version=%s\n", K(g.version()))
	return b
}

func k_toml(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("[server]\nbind = \"0.0.0.0:8443\"\n\n")
	b.W("[smtp]\n")
	b.F("host = \"smtp.%s\"\nport = 465\nusername = \"%s\"\npassword = \"%s\"\n\n", g.pick(L.Corp...), em(g.emailFor(L, g.person(L))), br(g.password()))
	b.W("[alerts]\n")
	b.F("recipients = [\"%s\", \"%s\"]\n", em(g.roleEmail(L)), em(g.emailFor(L, g.person(L))))
	if g.p(50) {
		b.F("sms = \"%s\"\n", ph(L.Phone(g, "e164")))
	}
	if g.p(60) {
		s := g.secret()
		b.F("\n[integrations.%s]\ntoken = \"%s\"\n", strings.ToLower(strings.Split(s.Name, "_")[0]), br(s.Value))
	}
	return b
}

func k_k8s_secret(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + g.pick("backend-env", "app-secrets", "smtp-credentials") + "\n  namespace: " + g.pick("prod", "default", "shop") + "\ntype: Opaque\nstringData:\n")
	b.F("  DB_PASSWORD: \"%s\"\n", br(g.password()))
	s := g.secret()
	b.F("  %s: %s\n", s.Name, br(s.Value))
	if g.p(50) {
		b.F("  SMTP_USER: %s\n", em(g.roleEmail(L)))
	}
	if g.p(50) {
		pw := g.password()
		b.W("data:\n")
		b.F("  redis-password: %s\n", br(b64std(pw)))
	}
	return b
}

func k_helm(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("# values-prod.yaml\nimage:\n  repository: registry.gitlab.com/" + g.pick("acme", "kontor", "northloop") + "/api\n")
	b.F("  tag: \"%s\"\n\n", K(g.version()))
	b.W("postgresql:\n  auth:\n    username: app\n")
	b.F("    password: %s\n    postgresPassword: %s\n\n", br(g.password()), br(g.password()))
	b.W("alertmanager:\n  config:\n    receivers:\n      - name: oncall\n        email_configs:\n")
	b.F("          - to: %s\n            auth_username: %s\n            auth_password: %s\n", em(g.emailFor(L, g.person(L))), em(g.roleEmail(L)), br(g.password()))
	if g.p(60) {
		b.F("        pagerduty_configs:\n          - routing_key: %s\n", br(g.hex(32)))
	}
	if g.p(40) {
		b.F("        slack_configs:\n          - api_url: https://hooks.slack.com/services/T%s/B%s/%s\n", strings.ToUpper(g.from(upperA, 8)), strings.ToUpper(g.from(upperA, 10)), br(g.mixed(alnumA, 24)))
	}
	return b
}

func k_docker_config(g *G) *B {
	b := &B{}
	u := g.user()
	pw := g.password()
	reg := g.pick("https://index.docker.io/v1/", "registry.gitlab.com", "ghcr.io", "harbor.kontor.lan", "123456789012.dkr.ecr.eu-central-1.amazonaws.com")
	b.W(g.pick("cat ~/.docker/config.json\n", "", "// .docker/config.json from the build agent\n"))
	b.F("{\n\t\"auths\": {\n\t\t\"%s\": {\n\t\t\t\"auth\": \"%s\"\n\t\t}\n\t},\n\t\"HttpHeaders\": {\n\t\t\"User-Agent\": \"Docker-Client/%s (linux)\"\n\t}\n}\n", reg, br(basicBlob(u, pw)), K(g.version()))
	return b
}

func k_npmrc(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("registry=https://registry.npmjs.org/\n")
	b.F("//registry.npmjs.org/:_authToken=%s\n", br("npm_"+g.mixed(alnumA, 36)))
	if g.p(50) {
		b.F("@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n", g.pick("acme", "kontor"), br("ghp_"+g.mixed(alnumA, 36)))
	}
	if g.p(50) {
		b.F("email=%s\nalways-auth=true\n", em(g.emailFor(L, g.person(L))))
	}
	return b
}

func k_netrc(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("# ~/.netrc\n")
	b.F("machine api.heroku.com\n  login %s\n  password %s\n", em(g.emailFor(L, g.person(L))), br(g.uuid()))
	if g.p(60) {
		b.F("machine github.com\n  login %s\n  password %s\n", strings.ToLower(g.person(L).LatFirst)+g.digits(2), br("ghp_"+g.mixed(alnumA, 36)))
	}
	return b
}

func k_aws_credentials(g *G) *B {
	b := &B{}
	b.W("[default]\n")
	b.F("aws_access_key_id = AKIA%s\naws_secret_access_key = %s\nregion = %s\n", g.from(upperA, 16), br(g.mixed(alnumA+"+/", 40)), g.pick("eu-central-1", "us-east-1", "ap-northeast-1"))
	if g.p(50) {
		b.W("\n[prod]\n")
		b.F("aws_access_key_id = ASIA%s\naws_secret_access_key = %s\naws_session_token = %s\n", g.from(upperA, 16), br(g.mixed(alnumA+"+/", 40)), br("IQoJb3JpZ2luX2Vj"+g.mixed(b64A, 300)+"=="))
	}
	return b
}

func k_kubeconfig(g *G) *B {
	b := &B{}
	b.W("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://" + g.pick("10.0.0.12:6443", "k8s.kontor.lan:6443", "A1B2C3.gr7.eu-central-1.eks.amazonaws.com") + "\n  name: prod\ncontexts:\n- context:\n    cluster: prod\n    user: deployer\n  name: prod\ncurrent-context: prod\nusers:\n- name: deployer\n  user:\n")
	b.F("    token: %s\n", jw(g.jwt()))
	return b
}

func k_gh_actions(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n")
	b.W("      NODE_ENV: production\n")
	s := g.secret()
	b.F("      %s: %s   # TODO move to secrets\n", s.Name, br(s.Value))
	b.W("      GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n")
	b.keep = append(b.keep, "${{ secrets.GITHUB_TOKEN }}")
	if g.p(50) {
		b.F("      NOTIFY_EMAIL: %s\n", em(g.emailFor(L, g.person(L))))
	}
	b.W("    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh\n")
	return b
}

// YAML customer fixture / seed data
func k_yaml_seed(g *G) *B {
	b := &B{}
	b.W("# fixtures/customers.yml\n")
	for i, n := 0, g.rng(1, 3); i < n; i++ {
		L := g.loc()
		p := g.person(L)
		b.F("customer_%s:\n  name: %s\n  email: %s\n  phone: \"%s\"\n", K(g.nz(5)), p.Full(), em(g.emailFor(L, p)), ph(L.Phone(g, g.pick("nat", "intl", "e164"))))
		if L.Code == "en-US" && g.p(50) {
			b.F("  ssn: \"%s\"\n", sn(g.ssn(0, false)))
		}
		b.F("  locale: %s\n  created_at: %s\n", L.Code, K(g.isoTime()))
	}
	return b
}

var _ = fmt.Sprint
