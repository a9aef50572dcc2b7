package main

import "fmt"

func tJWT() []tmpl {
	return []tmpl{
		{"oidc_token_response", false, func(g *G) {
			realm := g.co()
			iss := "https://sso." + g.domain() + "/realms/" + realm
			g.tp("Keycloak token endpoint response, but the API says the audience is wrong:\n", "", "")
			g.t("$ curl -s -X POST " + iss + "/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=" + g.svc() + "-svc -d client_secret=")
			g.p("bearer", g.alnum(32))
			g.t("\n{\"access_token\":\"")
			g.p("jwt", g.jwtUser(iss))
			g.t("\",\"expires_in\":300,\"refresh_expires_in\":1800,\"refresh_token\":\"")
			iat := g.iat()
			g.p("jwt", g.jwt("HS512", fmt.Sprintf(`{"exp":%d,"iat":%d,"jti":"%s","iss":"%s","typ":"Refresh","azp":"%s-svc","sid":"%s"}`, iat+1800, iat, g.uuid(), iss, g.svc(), g.uuid())))
			g.t("\",\"token_type\":\"Bearer\",\"not-before-policy\":0,\"session_state\":\"")
			g.k(g.uuid())
			g.t("\",\"scope\":\"profile email\"}")
			g.outro()
		}},
		{"gha_oidc_debug", false, func(g *G) {
			org, repo := g.co(), g.svc()
			g.tp("debugging the AWS trust policy, I printed the OIDC token in the job (will delete the run):\n", "", "")
			iat := g.iat()
			p := fmt.Sprintf(`{"jti":"%s","sub":"repo:%s/%s:ref:refs/heads/main","aud":"sts.amazonaws.com","ref":"refs/heads/main","sha":"%s","repository":"%s/%s","repository_owner":"%s","run_id":"%d","actor":"%s","event_name":"push","iss":"https://token.actions.githubusercontent.com","nbf":%d,"exp":%d,"iat":%d}`,
				g.uuid(), org, repo, g.gitsha(), org, repo, org, g.n(1000000000, 9999999999), g.first(), iat, iat+300, iat)
			g.t(g.ghaTs() + " OIDC token: ")
			g.p("jwt", g.jwt("RS256", p))
			g.t("\n" + g.ghaTs() + " Error: Not authorized to perform sts:AssumeRoleWithWebIdentity\n" + g.ghaTs() + " role: ")
			g.k("arn:aws:iam::" + g.awsAccount() + ":role/gha-" + repo)
			g.outro()
		}},
		{"vault_jwt_login", false, func(g *G) {
			g.tp("vault jwt auth: 'error validating token: invalid audience (aud) claim'\n", "", "")
			ns, sa := g.ns(), g.svc()+"-sa"
			g.t("$ vault write auth/kubernetes/login role=" + g.svc() + " jwt=")
			g.p("jwt", g.jwtK8s(ns, sa))
			g.t("\nError writing data to auth/kubernetes/login: Error making API request.\n\nURL: PUT ")
			g.k("https://vault." + g.domain() + ":8200/v1/auth/kubernetes/login")
			g.t("\nCode: 403. Errors:\n\n* permission denied")
			g.outro()
		}},
		{"sa_token_cat", false, func(g *G) {
			ns, sa := g.ns(), g.pick("default", "prometheus", "fluent-bit", g.svc())
			g.tp("is this token supposed to be readable from inside the pod?\n", "", "")
			g.t("$ kubectl exec -n " + ns + " deploy/" + g.svc() + " -- cat /var/run/secrets/kubernetes.io/serviceaccount/token\n")
			g.p("jwt", g.jwtK8s(ns, sa))
			g.t("\n$ kubectl version --short\nServer Version: ")
			g.k(fmt.Sprintf("v1.%d.%d-eks-%s", g.n(26, 31), g.n(0, 12), g.hex(7)))
			g.outro()
		}},
		{"nextauth_jwe_cookie", false, func(g *G) {
			g.tp("NextAuth: JWEDecryptionFailed after we changed NEXTAUTH_SECRET. cookie from devtools:\n", "", "")
			h := b64uenc(`{"alg":"dir","enc":"A256GCM"}`)
			g.t("__Secure-next-auth.session-token=")
			g.p("jwt", h+".."+g.b64u(22)+"."+g.b64u(g.n(200, 420))+"."+g.b64u(22))
			g.t("; Path=/; HttpOnly; Secure; SameSite=Lax\nnext-auth ")
			g.k(fmt.Sprintf("4.24.%d", g.n(5, 11)))
			g.t(", next ")
			g.k(fmt.Sprintf("14.2.%d", g.n(3, 20)))
			g.outro()
		}},
		{"oauth_callback_fragment", false, func(g *G) {
			dom := g.domain()
			g.tp("the SPA callback has the tokens in the URL fragment, is implicit flow the reason the session is lost?\n", "", "")
			g.t("https://app." + dom + "/callback#id_token=")
			g.p("jwt", g.jwtUser("https://login."+dom))
			g.t("&access_token=")
			g.p("jwt", g.jwtUser("https://login."+dom))
			g.t("&token_type=Bearer&expires_in=3600&state=")
			g.k(g.b64u(22))
			g.outro()
		}},
	}
}
