package main

import (
	"encoding/base64"
	"fmt"
)

func httpie(b *B) string {
	return fmt.Sprintf("$ http GET https://%s%s 'Authorization:Bearer %s'\nHTTP/1.1 200 OK\nETag: %s\nX-Trace-Id: %s\n\n{\"owner\": {\"email\": \"%s\"}}",
		host(), path(), b.tok(), b.k(etag()), b.k(hex(32)), b.em())
}

func nginxConf(b *B) string {
	return fmt.Sprintf("location /upstream/ {\n    proxy_pass http://%s:9000;\n    proxy_set_header Authorization \"Basic %s\";\n    proxy_set_header X-Request-Id $request_id;\n}", ip(), b.p("bearer", basicCred()))
}

func helmValues(b *B) string {
	k := pick("apiToken", "accessToken", "authToken", "refreshToken", "sessionToken")
	return fmt.Sprintf("# values-prod.yaml\nimage:\n  repository: ghcr.io/acme/agent\n  tag: %s\n  digest: %s\nconfig:\n  %s: %s\n  endpoint: https://%s\n  clusterUid: %s",
		b.k("sha-"+hex(7)), b.k("sha256:"+sha256()), k, b.p("bearer", secretish(alnum, 40)), host(), b.k(uuid()))
}

func tokenInQuery(b *B) string {
	return fmt.Sprintf(`%s - - [14/Jan/2026:10:%02d:%02d +0000] "GET /api/v1/feed?access_token=%s&cursor=%s HTTP/1.1" 200 %d "-" "Mozilla/5.0" rid=%s`,
		ip(), r.Intn(60), r.Intn(60), b.tok(), b.k("eyJvZmZzZXQiOjEwMH0"), r.Intn(9000)+100, b.k(hex(32)))
}

func formTokenResp(b *B) string {
	return fmt.Sprintf("POST https://github.com/login/oauth/access_token -> 200\nContent-Type: application/x-www-form-urlencoded\n\naccess_token=%s&scope=repo%%2Cgist&token_type=bearer\n(device code was %s)",
		b.p("bearer", "gho_"+secretish(alnum, 36)), b.k(hex(40)))
}

// ---- clean ----
func cCloudIDs(b *B) string {
	acct := fmt.Sprint(100000000000 + r.Int63n(899999999999))
	return fmt.Sprintf("arn:aws:iam::%s:role/ci-deploy assumed; instance %s in %s; ECR %s.dkr.ecr.eu-west-1.amazonaws.com; GCP project number %d; k8s resourceVersion %d uid %s; started at %d (epoch) took %d ms",
		b.k(acct), b.k("i-0"+hex(16)), b.k("subnet-0"+hex(16)), acct, 100000000000+r.Int63n(899999999999), 10000000+r.Intn(90000000), b.k(uuid()), 1768000000+r.Intn(1000000), r.Intn(90000)+100)
}

func cB64JSON(b *B) string {
	ui := b64url([]byte(fmt.Sprintf(`{"id":"%s","issuer":"https://securetoken.google.com/acme-prod","audiences":["acme-prod"]}`, hex(28))))
	cur := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf(`{"after":%d,"sort":"created_at"}`, r.Intn(900000))))
	return fmt.Sprintf("X-Endpoint-API-UserInfo: %s\nnext page cursor: %s\nconfig annotation: %s", b.k(ui), b.k(cur), b.k(b64Config()))
}

func cPGP(b *B) string {
	sig := base64.StdEncoding.EncodeToString(randBytes(180))
	return fmt.Sprintf("gpgsig -----BEGIN PGP SIGNATURE-----\n \n %s\n %s\n =%s\n -----END PGP SIGNATURE-----\ntree %s\nparent %s",
		b.k(sig[:64]), b.k(sig[64:128]), base64.StdEncoding.EncodeToString(randBytes(3)), b.k(hex(40)), b.k(hex(40)))
}
