package main

import (
	"fmt"
	"math/rand"
	"strings"
)

func appName(r *rand.Rand) string {
	return pick(r, []string{"shop", "webshop", "kundenportal", "booking", "billing", "crm", "lagerverwaltung", "api", "checkout", "backoffice", "mijn-portaal", "boutique"}) + pick(r, []string{"", "-api", "-prod", "-staging", "-v2"})
}

func hostName(r *rand.Rand) string {
	return pick(r, []string{"db", "pg", "mysql", "redis", "mail", "smtp", "app", "web"}) + itoa(1+r.Intn(4)) + "." + pick(r, []string{"fsn1.hetzner.internal", "nbg1.example-shop.de", "gra.ovh.net", "par1.scw.cloud", "internal.", "prod.local", "rbx.ovh.net", "hel1.internal"})
}

func tEnvFile(b *B) {
	r := b.r
	co := anyCountry(r).Company(r)
	b.W("# .env.production – ", appName(r), "\nAPP_ENV=production\nAPP_URL=https://", co.Domain, "\n")
	b.W("DB_HOST=", hostName(r), "\nDB_PORT=5432\nDB_DATABASE=", strings.ReplaceAll(appName(r), "-", "_"), "\nDB_USERNAME=app\nDB_PASSWORD=", Br(Password(r)), "\n")
	b.W("REDIS_URL=redis://", hostName(r), ":6379/0\n")
	switch r.Intn(4) {
	case 0:
		b.W("STRIPE_KEY=", K(StripePK(r)), "\nSTRIPE_SECRET=", Br(StripeSK(r)), "\nSTRIPE_WEBHOOK_SECRET=", Br(Whsec(r)), "\n")
	case 1:
		b.W("MOLLIE_KEY=", Br(MollieKey(r)), "\nMOLLIE_PROFILE_ID=", K("pfl_"+mixed(r, alnum, 10)), "\n")
	case 2:
		b.W("AWS_ACCESS_KEY_ID=", K(AWSKeyID(r)), "\nAWS_SECRET_ACCESS_KEY=", Br(AWSSecret(r)), "\nAWS_DEFAULT_REGION=eu-central-1\n")
	default:
		b.W("MAIL_MAILER=smtp\nMAIL_HOST=smtp.", co.Domain, "\nMAIL_USERNAME=", Em(roleMail(r, co, "noreply", "shop", "info", "system")), "\nMAIL_PASSWORD=", Br(Password(r)), "\n")
	}
	b.W("SENTRY_DSN=", K("https://"+rs(r, hexd, 32)+"@o"+dgNZ(r, 6)+".ingest.de.sentry.io/"+dgNZ(r, 7)), "\nLOG_LEVEL=info")
}

func tCurlBearer(b *B) {
	r := b.r
	api := pick(r, []string{"https://api.hetzner.cloud/v1/servers", "https://api.mollie.com/v2/payments", "https://api.github.com/user/repos", "https://gitlab.com/api/v4/projects", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers", "https://api.eu.klarna.com/ordermanagement/v1/orders", "https://api.stripe.com/v1/customers"})
	var tok string
	switch {
	case strings.Contains(api, "hetzner"):
		tok = HetznerToken(r)
	case strings.Contains(api, "mollie"):
		tok = MollieKey(r)
	case strings.Contains(api, "github"):
		tok = GHP(r, "ghp_")
	case strings.Contains(api, "gitlab"):
		tok = GLPAT(r)
	case strings.Contains(api, "scaleway"):
		tok = uuid(r)
	case strings.Contains(api, "stripe"):
		tok = StripeSK(r)
	default:
		tok = mixed(r, alnum, 40)
	}
	b.W(b.Pick("Warum bekomme ich 401?\n\n", "Getting a 403 here, token should be valid:\n\n", "Pourquoi cette requête échoue ?\n\n", "Waarom krijg ik een 401?\n\n", ""))
	hdr := "Authorization: Bearer "
	if strings.Contains(api, "scaleway") {
		hdr = "X-Auth-Token: "
	}
	b.W("curl -s ", b.Pick("-X GET ", "", "-X POST "), "\"", api, "\" \\\n  -H \"", hdr, Br(tok), "\" \\\n  -H \"Content-Type: application/json\"")
	if b.Chance(0.4) {
		b.W("\n\n{\"error\":{\"code\":\"unauthorized\",\"message\":\"unable to authenticate\"},\"request_id\":\"", K(uuid(r)), "\"}")
	}
}

func tGHALog(b *B) {
	r := b.r
	run := itoa(10000000000 + r.Intn(999999999))
	b.W("Run ", b.Pick("actions/checkout@v4", "docker/login-action@v3", "actions/setup-node@v4"), "\n")
	b.W(K(TS(r)), " ##[group]Run git clone https://x-access-token:", Br(GHP(r, pick(r, []string{"ghp_", "ghs_", "gho_"}))), "@github.com/", rs(r, lower, 6), "/", appName(r), ".git\n")
	b.W(K(TS(r)), " Cloning into '", appName(r), "'...\n")
	b.W(K(TS(r)), " HEAD is now at ", K(ShortSHA(r)), " ", b.Pick("fix: Versandkosten AT", "chore: bump deps", "feat: Klarna checkout", "fix(i18n): nl labels"), "\n")
	b.W(K(TS(r)), " Run ID ", K(run), ", job ", K(itoa(30000000000+r.Intn(999999999))), ", commit ", K(GitSHA(r)))
}

func tGitLabCI(b *B) {
	r := b.r
	b.W("# .gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n  IMAGE_TAG: ", K("$CI_REGISTRY_IMAGE:"+Semver(r)), "\n")
	b.W("deploy:\n  stage: deploy\n  image: alpine:", K("3."+itoa(17+r.Intn(4))), "\n  script:\n")
	switch r.Intn(3) {
	case 0:
		b.W("    - git push https://oauth2:", Br(GLPAT(r)), "@gitlab.com/", rs(r, lower, 7), "/infra.git HEAD:main\n")
	case 1:
		b.W("    - 'curl --header \"PRIVATE-TOKEN: ", Br(GLPAT(r)), "\" \"https://gitlab.com/api/v4/projects/", K(itoa(40000000+r.Intn(9999999))), "/releases\"'\n")
	default:
		b.W("    - echo \"", Br(DockerPAT(r)), "\" | docker login -u ", rs(r, lower, 7), " --password-stdin\n")
	}
	b.W("    - ssh deploy@", IPv4(r), " 'systemctl restart ", appName(r), "'\n  only:\n    - main")
}

func tHetzner(b *B) {
	r := b.r
	b.W(b.Pick("# ~/.config/hcloud/cli.toml\n", "# terraform.tfvars\n", "# hcloud context\n"))
	switch r.Intn(3) {
	case 0:
		b.W("active_context = \"", appName(r), "\"\n\n[[contexts]]\n  name = \"", appName(r), "\"\n  token = \"", Br(HetznerToken(r)), "\"\n")
	case 1:
		b.W("hcloud_token = \"", Br(HetznerToken(r)), "\"\nlocation     = \"", b.Pick("fsn1", "nbg1", "hel1"), "\"\nserver_type  = \"", b.Pick("cx22", "cpx31", "cax21"), "\"\n")
	default:
		b.W("export HCLOUD_TOKEN=", Br(HetznerToken(r)), "\nhcloud server create --name ", appName(r), " --type cx22 --image ubuntu-24.04 --ssh-key ", K("deploy-"+itoa(1000000+r.Intn(9000000))), "\n")
	}
	b.W("# server id ", K(itoa(40000000+r.Intn(9999999))), ", ipv4 ", K(IPv4(r)), ", ipv6 ", K(IPv6(r)), "/64")
}

func tOVHConf(b *B) {
	r := b.r
	b.W("[default]\nendpoint=", b.Pick("ovh-eu", "ovh-ca", "soyoustart-eu"), "\n\n[", b.Pick("ovh-eu", "ovh-ca", "soyoustart-eu"), "]\napplication_key=", mixed(r, alnum, 16), "\napplication_secret=", Br(OVHSecret(r)), "\nconsumer_key=", Br(OVHSecret(r)), "\n")
	b.W("; service ", K("ns"+itoa(3000000+r.Intn(999999))+".ip-"+strings.ReplaceAll(IPv4(r), ".", "-")+".eu"), ", contrat ", K(rs(r, "abcdefghijklmnopqrstuvwxyz", 2)+itoa(10000+r.Intn(90000))+"-ovh"))
}

func tScaleway(b *B) {
	r := b.r
	b.W("# ~/.config/scw/config.yaml\naccess_key: ", K(ScwAccess(r)), "\nsecret_key: ", Br(uuid(r)), "\ndefault_organization_id: ", K(uuid(r)), "\ndefault_project_id: ", K(uuid(r)), "\ndefault_region: ", b.Pick("fr-par", "nl-ams", "pl-waw"), "\ndefault_zone: fr-par-", itoa(1+r.Intn(3)))
}

func tIONOS(b *B) {
	r := b.r
	p := DE.Person(r)
	tok := JWT(r, jwtOpt{iss: "ionoscloud", extra: fmt.Sprintf(`,"identity":{"contractNumber":%d,"role":"owner","regDomain":"ionos.de","privileges":["DATA_CENTER_CREATE"],"isParent":false}`, 30000000+r.Intn(9999999))})
	b.W("# IONOS Cloud – Terraform provider env\nexport IONOS_USERNAME=", Em(p.FreeMail(r)), "\nexport IONOS_PASSWORD='", Br(Password(r)), "'\n")
	b.W("export IONOS_TOKEN=", Jw(tok), "\n# Vertragsnummer ", K(itoa(30000000+r.Intn(9999999))), ", Rechenzentrum de/fra")
}

func tPaymentsConfig(b *B) {
	r := b.r
	b.W("# config/payments.yml (", K("v"+Semver(r)), ")\n")
	switch r.Intn(3) {
	case 0:
		b.W("adyen:\n  environment: live\n  merchant_account: ", appName(r), "_ECOM\n  api_key: \"", Br(AdyenKey(r)), "\"\n  client_key: ", K("live_"+rs(r, upperAN, 32)), "\n  hmac_key: ", Br(strings.ToUpper(rs(r, hexd, 64))), "\n  live_url_prefix: ", K(rs(r, hexd, 16)+"-"+appName(r)))
	case 1:
		b.W("mollie:\n  api_key: ", Br(MollieKey(r)), "\n  profile_id: ", K("pfl_"+mixed(r, alnum, 10)), "\n  organization_token: ", Br(MollieOAT(r)), "\n  webhook_url: https://", anyCountry(r).Company(r).Domain, "/webhooks/mollie")
	default:
		user := "K" + dg(r, 6) + "_" + rs(r, hexd, 12)
		b.W("klarna:\n  region: eu\n  username: ", K(user), "\n  password: ", Br(mixed(r, alnum, 16)), "\n  api: https://api.klarna.com\nstripe:\n  publishable_key: ", K(StripePK(r)), "\n  secret_key: ", Br(StripeSK(r)))
	}
}

func tKlarnaBasic(b *B) {
	r := b.r
	user := "K" + dg(r, 6) + "_" + rs(r, hexd, 12)
	pass := mixed(r, alnum, 16)
	b.W(b.Pick("Klarna gibt 401 zurück, Header sieht so aus:\n", "Klarna returns 401, here is what we send:\n", "Klarna geeft 401, dit sturen we:\n"))
	b.W("POST /payments/v1/sessions HTTP/1.1\nHost: api.klarna.com\nAuthorization: Basic ", Br(basicAuth(user, pass)), "\nContent-Type: application/json\n\n")
	b.W(`{"purchase_country":"`, b.Pick("DE", "SE", "NL", "AT", "FI", "NO"), `","purchase_currency":"EUR","order_amount":`, itoa(1000+r.Intn(90000)), `,"merchant_reference1":"`, K(fmt.Sprintf("ORD%08d", r.Intn(100000000))), `"}`)
}

func tStripeWebhookLog(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	b.W(K(TS(r)), " ERROR webhook signature verification failed: endpoint secret=", Br(Whsec(r)), " header=t=", itoa(1735689600+r.Intn(31536000)), ",v1=", K(rs(r, hexd, 64)), "\n")
	b.W(K(TS(r)), " DEBUG event ", K("evt_"+mixed(r, alnum, 24)), " type=checkout.session.completed customer_email=", Em(p.FreeMail(r)), " amount_total=", itoa(500+r.Intn(50000)), " currency=eur\n")
	b.W(K(TS(r)), " DEBUG retrying with key ", Br(StripeRK(r)))
}

func tJWTHeaderLog(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	tok := JWT(r, jwtOpt{extra: `,"email":"` + p.FreeMail(r) + `","scope":"openid profile email"`})
	b.W(K(IPv4(r)), " - - [", K(fmt.Sprintf("%02d/%s/2025:%02d:%02d:%02d +0100", 1+r.Intn(28), pick(r, []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun"}), r.Intn(24), r.Intn(60), r.Intn(60))), "] \"GET /api/v1/orders?page=", itoa(1+r.Intn(9)), " HTTP/2.0\" 401 ", itoa(100+r.Intn(900)), " \"-\" \"", b.Pick("okhttp/4.12.0", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)", "Dart/3.4 (dart:io)"), "\" ")
	b.W("auth=\"Bearer ", Jw(tok), "\" rt=", K(fmt.Sprintf("%d.%03d", r.Intn(2), r.Intn(1000))))
}

func tJWTCookie(b *B) {
	r := b.r
	tok := JWT(r, jwtOpt{})
	dom := anyCountry(r).Company(r).Domain
	b.W(b.Pick("Response headers:\n", "< HTTP/2 200\n", "Antwort-Header:\n"))
	b.W("set-cookie: ", b.Pick("access_token", "auth", "__Host-session", "jwt", "id_token"), "=", Jw(tok), "; Path=/; Domain=", dom, "; Max-Age=", itoa(900+r.Intn(3000)), "; Secure; HttpOnly; SameSite=Lax\n")
	b.W("x-request-id: ", K(uuid(r)), "\nx-version: ", K(Semver(r)))
}

func tJWTURL(b *B) {
	r := b.r
	dom := anyCountry(r).Company(r).Domain
	tok := JWT(r, jwtOpt{})
	b.W(b.Pick("Nach dem Login lande ich auf dieser URL und nichts passiert:\n", "After login I get redirected here and the page is blank:\n", "Après la connexion, je suis redirigé ici :\n"))
	b.W("https://", dom, "/auth/callback#", b.Pick("id_token", "access_token"), "=", Jw(tok), "&token_type=Bearer&expires_in=", itoa(300+r.Intn(3300)), "&state=", K(rs(r, alnum, 22)))
}

func tJWE(b *B) {
	r := b.r
	b.W(b.Pick("Our SSO (Keycloak) sends an encrypted ID token, how do I decrypt it in Node?\n\n", "Wie entschlüssle ich dieses JWE in Go?\n\n", "Hoe decrypt ik deze JWE?\n\n"))
	b.W("id_token: ", Jw(JWE(r)), "\n\nkid from JWKS: ", K(uuid(r)), ", jose ", K("v"+Semver(r)))
}

func tOAuthJSON(b *B) {
	r := b.r
	b.W("{\n  \"access_token\": \"", Jw(JWT(r, jwtOpt{})), "\",\n  \"expires_in\": ", itoa(300+r.Intn(3300)), ",\n  \"refresh_expires_in\": 1800,\n  \"refresh_token\": \"", Br(mixed(r, alnum+"-_", 40+r.Intn(40))), "\",\n  \"token_type\": \"Bearer\",\n  \"not-before-policy\": 0,\n  \"session_state\": \"", K(uuid(r)), "\",\n  \"scope\": \"openid email profile\"\n}")
}

func tPEMKey(b *B) {
	r := b.r
	var armour, body string
	switch r.Intn(4) {
	case 0:
		armour = "OPENSSH PRIVATE KEY"
		body = opensshBody(r)
	case 1:
		armour = "RSA PRIVATE KEY"
		body = pemBody(r, "MIIEpAIBAAKCAQEA", 1150)
	case 2:
		armour = "EC PRIVATE KEY"
		body = pemBody(r, "MHcCAQEEI", 110)
	default:
		armour = "PRIVATE KEY"
		body = pemBody(r, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 1180)
	}
	b.W(b.Pick("Hier der Deploy-Key für den Hetzner-Server, bitte nicht weitergeben:\n", "ssh sagt 'invalid format', was ist an dem Key falsch?\n", "Voici la clé pour le serveur OVH :\n", "Key for the staging box:\n"))
	b.W(K("-----BEGIN "+armour+"-----"), "\n", Br(body), "\n", K("-----END "+armour+"-----"))
	if b.Chance(0.5) {
		b.W("\nPublic: ", K(SSHPub(r)), " deploy@", b.Pick("ci", "staging", "laptop"))
	}
}

func tWireGuard(b *B) {
	r := b.r
	b.W("[Interface]\nPrivateKey = ", Br(WGKey(r)), "\nAddress = ", K(fmt.Sprintf("10.%d.%d.%d/32", r.Intn(256), r.Intn(256), 2+r.Intn(250))), "\nDNS = ", K(PrivIP(r)), "\n\n[Peer]\nPublicKey = ", K(WGKey(r)), "\n")
	if b.Chance(0.5) {
		b.W("PresharedKey = ", Br(WGKey(r)), "\n")
	}
	b.W("AllowedIPs = 0.0.0.0/0, ::/0\nEndpoint = ", K(IPv4(r)+":51820"), "\nPersistentKeepalive = 25")
}

func tDBURL(b *B) {
	r := b.r
	user := pick(r, []string{"app", "shop", "admin", "odoo", "nextcloud", "wp_user", "keycloak"})
	pw := Password(r)
	scheme := pick(r, []string{"postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp"})
	b.W(b.Pick("Connection refused, config:\n", "Verbindung klappt nicht:\n", "DATABASE_URL is set like this:\n", "Connexion impossible :\n"))
	if scheme == "redis" {
		b.W("REDIS_URL=redis://:", Br(pw), "@", hostName(r), ":6379/1")
	} else {
		b.W("DATABASE_URL=", scheme, "://", user, ":", Br(pw), "@", hostName(r), b.Pick(":5432/", ":3306/", "/"), strings.ReplaceAll(appName(r), "-", "_"), "?sslmode=require")
	}
	b.W("\n# dev: ", K("postgres://postgres:postgres@localhost:5432/dev"))
}

func tDockerCompose(b *B) {
	r := b.r
	b.W("services:\n  db:\n    image: ", K("postgres:"+itoa(14+r.Intn(4))), "\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ", Br(Password(r)), "\n")
	b.W("  app:\n    image: ", K("ghcr.io/"+rs(r, lower, 6)+"/"+appName(r)+"@sha256:"+rs(r, hexd, 64)), "\n    environment:\n")
	switch r.Intn(3) {
	case 0:
		b.W("      SECRET_KEY: \"", Br(DjangoKey(r)), "\"\n")
	case 1:
		b.W("      APP_KEY: ", Br(LaravelKey(r)), "\n")
	default:
		b.W("      SESSION_SECRET: ", Br(B64Secret(r, 32)), "\n")
	}
	b.W("      SMTP_PASSWORD: ", Br(Password(r)), "\n      STRIPE_PUBLISHABLE_KEY: ", K(StripePK(r)), "\n    ports:\n      - \"8080:80\"")
}

func tK8sSecret(b *B) {
	r := b.r
	b.W("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ", appName(r), "-secrets\n  namespace: ", b.Pick("prod", "shop", "default"), "\ntype: Opaque\nstringData:\n")
	b.W("  DATABASE_PASSWORD: \"", Br(Password(r)), "\"\n  JWT_SECRET: \"", Br(B64Secret(r, 48)), "\"\n")
	if b.Chance(0.5) {
		b.W("  SENDGRID_API_KEY: \"", Br(SendGrid(r)), "\"\n")
	} else {
		b.W("  GOOGLE_MAPS_API_KEY: \"", Br(GoogleKey(r)), "\"\n")
	}
	b.W("  PUBLIC_BASE_URL: \"https://", anyCountry(r).Company(r).Domain, "\"\n  BUILD_SHA: \"", K(GitSHA(r)), "\"")
}

func tAppPasswords(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, SE, FR, UK, AT, DK})
	p := c.Person(r)
	switch r.Intn(3) {
	case 0:
		b.W(b.Pick("Thunderbird meckert beim Gmail-Login. ", "Outlook won't connect to Gmail. ", "Thunderbird geeft een fout bij Gmail. "), "Konto: ", Em(fold(p.Given, c.Umlaut)+"."+fold(p.Sur, c.Umlaut)+itoa(r.Intn(100))+"@gmail.com"), ", App-Passwort: ", Br(GoogleAppPw(r)), ", IMAP imap.gmail.com:", K("993"), ", SMTP smtp.gmail.com:", K("587"))
	case 1:
		b.W("Nextcloud sync (", K("v"+itoa(28+r.Intn(3))+"."+itoa(r.Intn(10))+"."+itoa(r.Intn(10))), ") login: user ", fold(p.Given, c.Umlaut), ", app password ", Br(NextcloudAppPw(r)), ", server https://cloud.", c.Company(r).Domain)
	default:
		b.W("iCloud-Mail in Thunderbird: ", Em(fold(p.Given, c.Umlaut)+fold(p.Sur, c.Umlaut)+"@icloud.com"), " / app-spezifisches Passwort ", Br(AppleAppPw(r)), " – funktioniert trotzdem nicht (", K("smtp.mail.me.com:587"), ")")
	}
}

func tWifiRouter(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, NL, FR, SE, CH})
	switch c.Code {
	case "DE", "AT", "CH":
		b.W("Für die Gäste: WLAN \"FRITZ!Box ", K(itoa(7500+r.Intn(100))+" "+rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2)), "\", WLAN-Netzwerkschlüssel: ", Br(FritzWLAN(r)), ". Router-Kennwort fritz.box: ", Br(strings.ToLower(rs(r, lower, 4))+dg(r, 4)), " (Seriennummer ", K(rs(r, upperAN, 4)+"."+dg(r, 3)+"."+dg(r, 2)+"."+dg(r, 3)+"."+dg(r, 3)), ")")
	case "NL":
		b.W("Wifi voor de gasten: netwerk Ziggo", dg(r, 7), ", wachtwoord ", Br(mixed(r, alnum, 12)), ". Modem admin: ", Br(Password(r)), " (", K("192.168.178.1"), ")")
	case "FR":
		b.W("Code wifi de la Freebox : ", Br(mixed(r, lowerAN+"-", 20)), " · SSID Freebox-", K(rs(r, upperAN, 6)), " · mot de passe admin ", Br(Password(r)))
	default:
		b.W("Wifi till gästerna: Telia-", K(rs(r, upperAN, 6)), ", lösenord ", Br(mixed(r, alnum, 12)), ". Routerns adminlösenord: ", Br(Password(r)))
	}
}

func tPasswordProse(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	mail := p.FreeMail(r)
	pw := Password(r)
	lines := map[string][]string{
		"DE": {"Hier deine Zugangsdaten fürs Kundenportal: Benutzer %s, Passwort: %s – bitte beim ersten Login ändern.", "Login für den Elternbrief-Server: %s / Kennwort %s"},
		"AT": {"Zugangsdaten E-Mail: %s, Passwort %s"},
		"CH": {"Login fürs E-Banking-Testkonto: %s, Passwort: %s"},
		"FR": {"Voici tes identifiants pour l'intranet : identifiant %s, mot de passe : %s", "Accès box mail : %s / mot de passe %s"},
		"BE": {"Login voor het portaal: %s, wachtwoord: %s"},
		"NL": {"Je inlog voor het klantportaal: %s, wachtwoord: %s. Graag wijzigen na de eerste keer."},
		"LU": {"Accès MyGuichet test : %s / mot de passe %s"},
		"IT": {"Ecco le credenziali per il gestionale: utente %s, password: %s"},
		"DK": {"Login til intranettet: %s, adgangskode: %s"},
		"SE": {"Inloggning till portalen: %s, lösenord: %s"},
		"NO": {"Innlogging til portalen: %s, passord: %s"},
		"FI": {"Tunnukset intranettiin: %s, salasana: %s"},
		"IS": {"Aðgangur að kerfinu: %s, lykilorð: %s"},
		"PL": {"Dane do logowania: login %s, hasło: %s"},
		"CZ": {"Přihlašovací údaje: %s, heslo: %s"},
		"SK": {"Prihlasovacie údaje: %s, heslo: %s"},
		"HU": {"Belépési adatok: felhasználó %s, jelszó: %s"},
		"SI": {"Podatki za prijavo: %s, geslo: %s"},
		"HR": {"Podaci za prijavu: %s, lozinka: %s"},
		"UK": {"Your login for the portal: username %s, password: %s – please change it after first login."},
		"IE": {"Login details for the portal: %s, password: %s"},
	}
	f := pick(r, lines[c.Code])
	i := indexFrom(f, "%s", 0)
	j := indexFrom(f, "%s", i+2)
	b.W(f[:i], Em(mail), f[i+2:j], Br(pw), f[j+2:])
}

func tDjangoLaravel(b *B) {
	r := b.r
	switch r.Intn(3) {
	case 0:
		b.W("# settings/production.py\nDEBUG = False\nALLOWED_HOSTS = [\"", anyCountry(r).Company(r).Domain, "\"]\nSECRET_KEY = \"", Br(DjangoKey(r)), "\"\nSTATIC_URL = \"/static/\"\n# Django ", K(itoa(4+r.Intn(2))+"."+itoa(r.Intn(3))+"."+itoa(r.Intn(10))))
	case 1:
		b.W("APP_NAME=", appName(r), "\nAPP_ENV=production\nAPP_KEY=", Br(LaravelKey(r)), "\nAPP_DEBUG=false\nSESSION_DRIVER=redis\n# laravel/framework ", K("v"+itoa(10+r.Intn(2))+"."+itoa(r.Intn(40))+"."+itoa(r.Intn(10))))
	default:
		b.W("# config/credentials (decrypted)\nsecret_key_base: ", Br(RailsKey(r)), "\nactive_record_encryption:\n  primary_key: ", Br(mixed(r, alnum, 32)), "\n  key_derivation_salt: ", Br(mixed(r, alnum, 32)), "\n# rails ", K(itoa(7)+"."+itoa(r.Intn(3))+"."+itoa(r.Intn(5))))
	}
}

func tSessionCookie(b *B) {
	r := b.r
	dom := anyCountry(r).Company(r).Domain
	b.W(b.Pick("Request headers aus den DevTools:\n", "Copied as cURL from Firefox:\n", "En-têtes de la requête :\n"))
	switch r.Intn(3) {
	case 0:
		b.W("curl 'https://", dom, "/konto/bestellungen' -H 'Cookie: csrftoken=", K(mixed(r, alnum, 32)), "; sessionid=", Br(SessionID(r, 32)), "; cookie_consent=1'")
	case 1:
		b.W("GET /mein-konto HTTP/1.1\nHost: ", dom, "\nCookie: PHPSESSID=", Br(SessionID(r, 26)), "; _ga=", K(fmt.Sprintf("GA1.1.%d.%d", 100000000+r.Intn(899999999), 1700000000+r.Intn(99999999))))
	default:
		b.W("Cookie: laravel_session=", Br(B64Secret(r, 180)), "; XSRF-TOKEN=", K(mixed(r, alnum, 40)), "; locale=", b.Pick("de", "nl", "fr", "sv"))
	}
}

func tSMTPConfig(b *B) {
	r := b.r
	c := anyCountry(r)
	co := c.Company(r)
	mail := roleMail(r, co, "noreply", "rechnung", "factures", "info", "support", "kundeservice", "boekhouding")
	b.W(b.Pick("# msmtprc\naccount default\nhost smtp.", "# Postfix relay\nrelayhost = [smtp.", "# mailer.yml\nsmtp:\n  host: smtp."), co.Domain, "\n")
	b.W("user ", Em(mail), "\npassword ", Br(Password(r)), "\nport ", K("587"), "\ntls on\nfrom ", mail)
}

func tUserRecordJSON(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	n := EUBrand(r).Gen(r)
	b.W(`{"user":{"id":`, K(itoa(100000+r.Intn(900000))), `,"uuid":"`, K(uuid(r)), `","name":"`, p.Full, `","email":"`, Em(p.FreeMail(r)), `","phone":"`, Ph(Mob(r, c, Intl)), `","locale":"`, fold(c.Code, false), `",`)
	b.W(`"payment":{"brand":"`, b.Pick("visa", "mastercard", "amex"), `","last4":"`, last4(n), `","exp":"`, K(expiry(r)), `","fingerprint":"`, K(mixed(r, alnum, 16)), `"},`)
	b.W(`"addresses":[{"postcode":"`, K(func() string { _, pc := c.City(r); return pc }()), `","iban":"`, K(IBAN(r, c.Code, false)), `"}],"created":"`, K(TS(r)), `"}}`)
}

func tCRMCSV(b *B) {
	r := b.r
	sep := b.Pick(";", ",", "\t")
	b.W("Kundennr", sep, "Firma", sep, "Ansprechpartner", sep, "E-Mail", sep, "Telefon", sep, "PLZ", sep, "Ort\n")
	rows := 2 + r.Intn(3)
	for i := 0; i < rows; i++ {
		c := pick(r, []*Country{DE, AT, CH, DE, NL, BE})
		p := c.Person(r)
		co := c.Company(r)
		city, pc := c.City(r)
		b.W(K(fmt.Sprintf("K%06d", r.Intn(1000000))), sep, co.Name, sep, p.Full, sep, Em(p.WorkMail(r, co)), sep, Ph(phoneAny(r, c)), sep, K(pc), sep, city)
		if i < rows-1 {
			b.W("\n")
		}
	}
}

func tSQLInsert(b *B) {
	r := b.r
	b.W("INSERT INTO customers (id, first_name, last_name, email, mobile, country, created_at) VALUES\n")
	rows := 2 + r.Intn(3)
	for i := 0; i < rows; i++ {
		c := anyCountry(r)
		p := c.Person(r)
		b.W("  (", K(itoa(20000+r.Intn(80000))), ", '", strings.ReplaceAll(p.Given, "'", "''"), "', '", strings.ReplaceAll(p.Sur, "'", "''"), "', '", Em(p.FreeMail(r)), "', '", Ph(Mob(r, c, Intl)), "', '", c.Code, "', '", K(DateISO(r)+" "+Clock(r)+":00"), "')")
		if i < rows-1 {
			b.W(",\n")
		} else {
			b.W(";")
		}
	}
}

func tAppLogPII(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	b.W(K(TS(r)), " INFO  [", b.Pick("auth", "notification", "checkout", "signup"), "] ")
	switch r.Intn(3) {
	case 0:
		b.W("OTP sent via SMS to ", Ph(Mob(r, c, Intl)), " for user ", Em(p.FreeMail(r)), " (attempt ", itoa(1+r.Intn(3)), ")")
	case 1:
		b.W("user registered email=", Em(p.FreeMail(r)), " phone=", Ph(Mob(r, c, Intl)), " ip=", K(IPv4(r)), " ua=\"", b.Pick("Mozilla/5.0", "okhttp/4.12.0"), "\"")
	default:
		b.W("password reset requested for ", Em(p.FreeMail(r)), ", callback number ", Ph(Mob(r, c, Any)), ", request_id=", K(uuid(r)))
	}
	b.W("\n", K(TS(r)), " DEBUG latency_ms=", itoa(5+r.Intn(900)), " build=", K(ShortSHA(r)))
}

func tTelegramBot(b *B) {
	r := b.r
	b.W(b.Pick("Mein Bot antwortet nicht, Code:\n", "My bot doesn't respond, code:\n", "Mijn bot reageert niet:\n"))
	b.W("import telebot\nbot = telebot.TeleBot(\"", Br(Telegram(r)), "\")\nCHAT_ID = ", K("-100"+dgNZ(r, 10)), "\nbot.send_message(CHAT_ID, \"Neue Bestellung #", itoa(1000+r.Intn(9000)), "\")\n# pyTelegramBotAPI ", K(Semver(r)))
}

func tSupportTicketMulti(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	n := EUBrand(r).Gen(r)
	b.W("Ticket ", K(fmt.Sprintf("#%d", 100000+r.Intn(900000))), " | Priority: ", b.Pick("high", "normal", "urgent"), " | Channel: ", b.Pick("email", "web form", "chat"), "\n")
	b.W("From: ", p.Full, " <", Em(p.FreeMail(r)), ">\n")
	ph := map[string][3]string{
		"DE": {"Doppelte Abbuchung", "Meine Karte wurde zweimal belastet: ", "Bitte um Rückruf unter "},
		"FR": {"Double débit", "Ma carte a été débitée deux fois : ", "Merci de me rappeler au "},
		"NL": {"Dubbele afschrijving", "Mijn kaart is twee keer belast: ", "Bel me terug op "},
		"IT": {"Addebito doppio", "La mia carta è stata addebitata due volte: ", "Richiamatemi al "},
		"EN": {"Charged twice", "I was charged twice on my card ", "Call me back on "},
	}
	lang := map[string]string{"DE": "DE", "AT": "DE", "CH": "DE", "LU": "FR", "FR": "FR", "BE": "NL", "NL": "NL", "IT": "IT"}[c.Code]
	if lang == "" {
		lang = "EN"
	}
	w := ph[lang]
	b.W("Subject: ", w[0], " ", K(Amount(r, c.Code, 400)), "\n\n", w[1], Cc(CardFmt(r, n)), ". ", w[2], Ph(Mob(r, c, Any)), ". Order ", K(AmazonOrder(r)), ".")
}

func tAPIKeyProse(b *B) {
	r := b.r
	switch r.Intn(5) {
	case 0:
		b.W("Hi, I accidentally committed our OpenAI key to the public repo: ", Br(OpenAI(r)), " – how do I rotate it? Commit ", K(ShortSHA(r)))
	case 1:
		b.W("Slack bot token für den Deploy-Channel: ", Br(Slack(r)), " (Workspace ", K("T0"+rs(r, upperAN, 9)), ")")
	case 2:
		b.W("npm publish schlägt fehl mit E401, .npmrc: //registry.npmjs.org/:_authToken=", Br(NPM(r)), " · Paket ", K("@"+rs(r, lower, 6)+"/ui@"+Semver(r)))
	case 3:
		b.W("Twilio-Zugang für SMS-Versand: Account SID ", K(TwilioSID(r)), ", Auth Token ", Br(TwilioTok(r)), ", Absender ", Ph("+49"+pick(r, []string{"151", "160", "170", "176"})+dg(r, 8)))
	default:
		b.W("Google Maps key für die Filialsuche: ", Br(GoogleKey(r)), " (restricted to ", anyCountry(r).Company(r).Domain, ")")
	}
}

func tTOTP(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	mail := p.WorkMail(r, c.Company(r))
	b.W(b.Pick("QR-Code lässt sich nicht scannen, hier der Link: ", "Can't scan the QR code, here's the URI: ", "Le QR code ne marche pas : "))
	b.W("otpauth://totp/", b.Pick("GitLab", "Hetzner", "IONOS", "OVHcloud", "Nextcloud"), ":", Em(mail), "?secret=", Br(TOTPSecret(r)), "&issuer=", b.Pick("GitLab", "Hetzner", "IONOS", "OVHcloud", "Nextcloud"), "\nRecovery code: ", Br(rs(r, "0123456789abcdef", 8)+"-"+rs(r, "0123456789abcdef", 8)))
}

func tPINProse(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, NL, SE, DK})
	switch c.Code {
	case "DE", "AT":
		b.W("Neue Zugangsdaten Online-Banking ", b.Pick("Sparkasse", "Volksbank", "Erste Bank"), ": Anmeldename ", K(rs(r, upperAN, 8)), ", Start-PIN ", Br(dg(r, 5)), ". Die PIN ist bei der ersten Anmeldung zu ändern. Kontonummer ", K(IBAN(r, c.Code, true)))
	case "NL":
		b.W("Tijdelijke pincode voor je nieuwe betaalpas: ", Br(dg(r, 4)), ". Pasnummer ", K(dg(r, 4)), ", rekening ", K(IBAN(r, "NL", true)))
	case "SE":
		b.W("Din tillfälliga PIN-kod till internetbanken är ", Br(dg(r, 6)), ". Kontonummer ", K(dg(r, 4)+"-"+dg(r, 7)), ".")
	default:
		b.W("Din midlertidige adgangskode til netbank: ", Br(mixed(r, alnum, 10)), ". Kontonr. ", K(dg(r, 4)+" "+dg(r, 10)), ".")
	}
}
