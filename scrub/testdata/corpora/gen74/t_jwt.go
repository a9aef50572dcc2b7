package main

import (
	"fmt"
)

func jwtHeader() (string, int) {
	kid := pick(b64u(43), hexl(40), uuid4(), b64u(27))
	switch r.Intn(5) {
	case 0:
		return `{"alg":"HS256","typ":"JWT"}`, 32
	case 1:
		return fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, kid), 256
	case 2:
		return fmt.Sprintf(`{"alg":"ES256","kid":"%s","typ":"JWT"}`, kid), 64
	case 3:
		t := b64u(27)
		return fmt.Sprintf(`{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}`, t, t), 256
	default:
		return fmt.Sprintf(`{"alg":"RS256","kid":"%s"}`, kid), 256
	}
}

func jwtPayload() string {
	iat := unixTS()
	exp := iat + int64(pick(300, 900, 3600, 86400))
	p := anyPerson()
	switch r.Intn(6) {
	case 0:
		t := pick("acme", "brightpath", "dev-"+lownum(8))
		return fmt.Sprintf(`{"iss":"https://%s.us.auth0.com/","sub":"auth0|%s","aud":["https://api.%s.io","https://%s.us.auth0.com/userinfo"],"iat":%d,"exp":%d,"scope":"openid profile email","azp":"%s"}`, t, hexl(24), t, t, iat, exp, alnum(32))
	case 1:
		tid := uuid4()
		return fmt.Sprintf(`{"aud":"api://%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"name":"%s","oid":"%s","preferred_username":"%s","tid":"%s","ver":"2.0"}`, uuid4(), tid, iat, iat, exp, p.Full(), uuid4(), emailOf(p, true), tid)
	case 2:
		proj := pick("acme-mobile", "brightpath-prod", "tidewater-app") + "-" + lownum(5)
		uid := alnum(28)
		return fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"email":"%s","email_verified":true}`, proj, proj, iat, uid, uid, iat, exp, emailOf(p, false))
	case 3:
		return fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"https://sso.%s/realms/%s","sub":"%s","typ":"Bearer","azp":"web-app","session_state":"%s","realm_access":{"roles":["offline_access","user"]}}`, exp, iat, uuid4(), pick("acme.io", "kestrelhealth.org"), pick("prod", "customers", "internal"), uuid4(), uuid4())
	case 4:
		sa := pick("ci-deployer", "prometheus", "argocd-server", "external-dns")
		ns := pick("default", "monitoring", "argocd", "kube-system")
		return fmt.Sprintf(`{"aud":["https://kubernetes.default.svc"],"exp":%d,"iat":%d,"iss":"https://kubernetes.default.svc","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`, exp, iat, ns, sa, uuid4(), iat, ns, sa)
	default:
		return fmt.Sprintf(`{"sub":"%d","name":"%s","role":"%s","iat":%d,"exp":%d}`, between(1000, 9999999), p.Full(), pick("user", "admin", "service_role", "authenticated"), iat, exp)
	}
}

func jwtToken() string {
	h, sig := jwtHeader()
	return b64url([]byte(h)) + "." + b64url([]byte(jwtPayload())) + "." + b64url(randBytes(sig))
}

func jweToken() string {
	h := fmt.Sprintf(`{"alg":"%s","enc":"%s","kid":"%s"}`, pick("RSA-OAEP-256", "RSA-OAEP", "ECDH-ES+A256KW"), pick("A256GCM", "A128CBC-HS256"), b64u(22))
	return b64url([]byte(h)) + "." + b64url(randBytes(pick(256, 40))) + "." + b64url(randBytes(12)) + "." + b64url(randBytes(between(60, 240))) + "." + b64url(randBytes(16))
}

func unsignedJWT() string {
	return b64url([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + b64url([]byte(jwtPayload())) + "."
}

func jwtTemplates() []Tmpl {
	return []Tmpl{
		{"jwt_authorization_header", func(b *B) {
			t := jwtToken()
			switch r.Intn(3) {
			case 0:
				b.F("GET /api/v2/orders/{} HTTP/1.1\nHost: {}\nAuthorization: Bearer {}\nX-Request-ID: {}", Kv(nz(7)), Kv(pick("api.brightpath.io", "orders.acme-logistics.com", "gateway.orbitpay.eu")), Pv(fJ, t), Kv(uuid4()))
			case 1:
				b.F("curl -s -H \"Authorization: Bearer {}\" https://{}/v1/me | jq .", Pv(fJ, t), Kv(pick("api.brightpath.io", "graph.microsoft.com", "identity.acme.io")))
			default:
				b.F("why does this return 401? headers = {'Authorization': 'Bearer {}', 'Accept': 'application/json'}  # requests {}", Pv(fJ, t), Kv(version()))
			}
		}},
		{"jwt_cookie_header", func(b *B) {
			t := jwtToken()
			b.F("Cookie: _ga=GA1.2.{}.{}; {}={}; theme=dark; locale=en-GB", Kv(nz(9)), Kv(fmt.Sprint(unixTS())), Tv(pick("access_token", "id_token", "auth", "__session", "jwt")), Pv(fJ, t))
		}},
		{"jwt_oidc_redirect_url", func(b *B) {
			t := jwtToken()
			switch r.Intn(2) {
			case 0:
				b.F("https://{}/auth/callback#id_token={}&state={}&session_state={}", Kv(pick("app.brightpath.io", "portal.kestrelhealth.org", "localhost:3000")), Pv(fJ, t), Kv(alnum(16)), Kv(uuid4()))
			default:
				b.F("GET /download?file={}&token={} 200 {}ms", Kv(pick("report-Q3.pdf", "export_"+nz(6)+".csv", "invoice.pdf")), Pv(fJ, t), Kv(fmt.Sprint(between(12, 900))))
			}
		}},
		{"jwt_token_response_json", func(b *B) {
			t := jwtToken()
			rt := pick(alnum(between(40, 64)), "v1."+b64u(between(60, 90)), hexl(64))
			b.F(`{"access_token":"{}","token_type":"Bearer","expires_in":{},"refresh_token":"{}","scope":"{}"}`, Pv(fJ, t), Kv(fmt.Sprint(pick(3599, 3600, 86400, 1800))), Pv(fB, rt), Kv(pick("openid profile email offline_access", "read:orders write:orders", "https://graph.microsoft.com/.default")))
		}},
		{"jwt_debug_log", func(b *B) {
			t := jwtToken()
			switch r.Intn(3) {
			case 0:
				b.F("{} WARN  jwt: verification failed: token is expired (exp {}) token={}", Kv(isoTS()), Kv(fmt.Sprint(unixTS())), Pv(fJ, t))
			case 1:
				b.F("DEBUG [{}] AuthFilter - incoming token: {} path=/internal/{}", Kv("http-nio-8080-exec-"+fmt.Sprint(between(1, 20))), Pv(fJ, t), Kv(pick("reports", "users/"+nz(5), "metrics")))
			default:
				b.F("level=info msg=\"validated id token\" sub={} token={} latency_ms={}", Kv(uuid4()), Pv(fJ, t), Kv(fmt.Sprint(between(1, 300))))
			}
		}},
		{"jwt_jwe_encrypted", func(b *B) {
			t := jweToken()
			b.F("The partner sends an encrypted token in the X-Assertion header: {} — how do I decrypt it with our key {}?", Pv(fJ, t), Kv("kid=\""+pick("enc-2024-01", "partner-rsa-"+nz(3))+"\""))
		}},
		{"jwt_kubeconfig_sa", func(b *B) {
			t := jwtToken()
			b.F("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://{}:6443\n  name: {}\nusers:\n- name: ci-deployer\n  user:\n    token: {}", Kv(privIP()), Kv(pick("prod-eu", "staging", "gke_acme_europe-west1_main")), Pv(fJ, t))
		}},
		{"jwt_unsigned_alg_none", func(b *B) {
			t := unsignedJWT()
			b.F("Pentest finding {}: the API accepted an unsigned token ({}), see request #{} in the Burp log.", Kv("PT-"+nz(4)), Pv(fJ, t), Kv(fmt.Sprint(between(10, 999))))
		}},
		{"jwt_env_and_storage", func(b *B) {
			t := jwtToken()
			switch r.Intn(3) {
			case 0:
				b.F("SUPABASE_URL=https://{}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={}", Kv(lownum(20)), Pv(fJ, t))
			case 1:
				b.F("localStorage.setItem('authToken', '{}'); // copied from prod to debug {}", Pv(fJ, t), Kv(ticketNo()))
			default:
				b.F("> Application > Local Storage > {}\n  key: {}\n  value: {}", Kv("https://app."+pick("brightpath.io", "acme.io")), Tv(pick("id_token", "jwt", "access_token")), Pv(fJ, t))
			}
		}},
	}
}
