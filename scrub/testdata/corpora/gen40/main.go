package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type kind struct {
	name string
	fn   func(*B) string
	w    int
}

var piiKinds = []kind{
	{"curl_v", curlV, 10}, {"raw_http", rawHTTP, 8}, {"har", harEntry, 7}, {"postman", postman, 6},
	{"oauth_token_resp", oauthResp, 9}, {"kubeconfig", kubeconfig, 5}, {"docker_config", dockerCfg, 4},
	{"dotenv", dotenv, 8}, {"gha_log", ghaLog, 7}, {"tfstate", tfstate, 4}, {"cloud_cli", cloudCLI, 6},
	{"webhook", webhook, 7}, {"sentry", sentryEvent, 6}, {"datadog", datadog, 5}, {"nginx_log", nginxLog, 7},
	{"envoy_log", envoyLog, 5}, {"grpc", grpcMeta, 6}, {"websocket", websocket, 4}, {"jwt_debug", jwtDebug, 6},
	{"saml_debug", samlDebug, 4}, {"vendor_prose", vendorProse, 7}, {"key_named", keyNamed, 7},
	{"payment_log", paymentLog, 7}, {"user_profile", userProfile, 6}, {"ci_vars", ciVars, 5},
	{"java_log", javaLog, 5}, {"go_dump", goDump, 4}, {"py_requests", pyRequests, 4}, {"cookie_fragment_jwt", cookieJWT, 5},
	{"x_api_key", xAPIKey, 4}, {"oauth2_proxy", oauth2Proxy, 3}, {"amz_security_token", amzToken, 3}, {"twilio_hook", twilioHook, 4},
	{"email_urlencoded", emailEncoded, 3}, {"folded_header", foldedHeader, 3}, {"scheme_creds", schemeCreds, 8}, {"postman_auth", postmanAuth, 4},
	{"card_test_log", cardTestLog, 5}, {"kyc_profile", kycProfile, 2},
	{"httpie", httpie, 3}, {"nginx_conf_basic", nginxConf, 3}, {"helm_values", helmValues, 4}, {"token_in_query", tokenInQuery, 4}, {"form_token_resp", formTokenResp, 3},
}
var cleanKinds = []kind{
	{"c_curl_placeholder", cCurlPlaceholder, 8}, {"c_jwt_decoded", cJWTDecoded, 7}, {"c_webhook_sig", cWebhookSig, 7},
	{"c_authorize_url", cAuthorizeURL, 7}, {"c_gha_masked", cGhaMasked, 7}, {"c_public_keys", cPublicKeys, 6},
	{"c_key_ids", cKeyIDs, 7}, {"c_tfstate", cTfNoSecret, 5}, {"c_nginx", cNginxNoAuth, 6}, {"c_oauth_docs", cOAuthDocs, 7},
	{"c_docker_digest", cDockerDigest, 5}, {"c_sentry", cSentryNoUser, 6}, {"c_websocket", cWebsocketClean, 5}, {"c_grpc", cGrpcClean, 5},
	{"c_py_code", cPyCode, 5}, {"c_sigv4", cSigV4, 5}, {"c_digest", cDigest, 4}, {"c_masked_tokens", cMaskedTokens, 5},
	{"c_prose", cProse, 5}, {"c_datadog_ids", cDatadogIDs, 5}, {"c_slack_sig", cSlackSig, 4}, {"c_jwks", cJWKS, 4},
	{"c_cloud_ids", cCloudIDs, 5}, {"c_b64_json", cB64JSON, 5}, {"c_pgp_sig", cPGP, 3},
}

func choose(ks []kind) kind {
	t := 0
	for _, k := range ks {
		t += k.w
	}
	n := r.Intn(t)
	for _, k := range ks {
		if n < k.w {
			return k
		}
		n -= k.w
	}
	panic("x")
}

var fams = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func occ(q, v string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(v)})
		i += j + 1
	}
}

func build(k kind, clean bool) (Rec, bool) {
	b := &B{}
	q := k.fn(b)
	kn := k.name
	if b.sub != "" {
		kn += "/" + b.sub
	}
	rec := Rec{Q: q, Clean: clean, Kind: kn, PII: []P{}, Keep: []string{}}
	var spans [][2]int
	seen := map[string]bool{}
	for _, p := range b.pii {
		if !fams[p.F] {
			panic(p.F)
		}
		o := occ(q, p.V)
		if len(o) == 0 {
			panic("pii not in q: " + k.name + " " + p.V)
		}
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		spans = append(spans, o...)
		rec.PII = append(rec.PII, p)
	}
	if clean != (len(rec.PII) == 0) || len(rec.PII) > 5 {
		return rec, false
	}
	ks := map[string]bool{}
	for _, kv := range b.keep {
		if len(kv) < 6 || ks[kv] {
			continue
		}
		o := occ(q, kv)
		if len(o) == 0 {
			panic("keep not in q: " + kv)
		}
		bad := false
		for _, a := range o {
			for _, s := range spans {
				if a[0] < s[1] && s[0] < a[1] {
					bad = true
				}
			}
		}
		if bad {
			fmt.Fprintln(os.Stderr, "drop overlapping keep", k.name, kv)
			continue
		}
		ks[kv] = true
		rec.Keep = append(rec.Keep, kv)
	}
	return rec, true
}

func main() {
	w, _ := os.Create("corpus.ndjson")
	defer w.Close()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	qs := map[string]bool{}
	emit := func(ks []kind, n int, clean bool) {
		for c := 0; c < n; {
			rec, ok := build(choose(ks), clean)
			if !ok || qs[rec.Q] {
				continue
			}
			qs[rec.Q] = true
			enc.Encode(rec)
			c++
		}
	}
	emit(piiKinds, 2000, false)
	emit(cleanKinds, 1000, true)
}
