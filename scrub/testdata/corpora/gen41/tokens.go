package main

import (
	"encoding/base64"
	"fmt"
)

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

var fhirIssuers = []string{
	"https://fhir.cascadehealth.org/oauth2",
	"https://auth.mercyvalley.org/smart",
	"https://ehr.example-hospital.net/interconnect-fhir-oauth/oauth2",
	"https://login.microsoftonline.com/8f4c2a1e-7d3b-4b8e-9c61-2e5d0a9f7b13/v2.0",
	"https://authorization.sandboxcerner.com/tenants/ec2458f2-1e24-41c8-b71b-0e701af7583d/oidc/idsps/ec2458f2-1e24-41c8-b71b-0e701af7583d/",
	"https://fhir.harborviewonc.com/auth/realms/smart",
}

func (g *G) jwt(kind string) string {
	alg := g.pick("RS256", "RS384", "ES256")
	hdr := fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.hex(16))
	if g.chance(0.3) {
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	iat := g.n(1700000000, 1760000000)
	iss := pickOf(g, fhirIssuers)
	var pl string
	switch kind {
	case "id":
		pl = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","exp":%d,"iat":%d,"fhirUser":"Practitioner/%s"}`, iss, g.hex(24), g.uuid(), iat+3600, iat, g.digits(7))
	default:
		pl = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"https://fhir.example.org/r4","exp":%d,"iat":%d,"scope":"patient/*.read launch/patient openid fhirUser","patient":"%s","client_id":"%s"}`, iss, g.hex(20), iat+3600, iat, g.b64url(12), g.uuid())
	}
	sigLen := 256
	if alg == "ES256" {
		sigLen = 64
	} else if alg == "RS384" {
		sigLen = 256
	}
	return b64j(hdr) + "." + b64j(pl) + "." + g.b64url(sigLen)
}

// opaque returns a random-looking access token of the kinds EHR vendors issue.
func (g *G) opaque() string {
	switch g.r.IntN(5) {
	case 0: // long base64url, Epic-like
		return g.b64url(g.n(96, 130))
	case 1:
		return g.hex(32)
	case 2: // base64 with padding
		s := base64.StdEncoding.EncodeToString([]byte(g.b64url(g.n(30, 45))))
		return s
	case 3:
		return g.alnumMixed(g.n(40, 64))
	default:
		return g.b64url(g.n(24, 40)) + "." + g.b64url(g.n(24, 40))
	}
}

func (g *G) alnumMixed(n int) string {
	const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[g.r.IntN(len(a))]
	}
	return string(b)
}

// accessToken: a JWT or an opaque token, with its family.
func (g *G) accessToken() (string, string) {
	if g.chance(0.55) {
		return g.jwt("access"), "jwt"
	}
	return g.opaque(), "bearer"
}

var fhirBases = []string{
	"https://fhir.cascadehealth.org/r4",
	"https://api.mercyvalley.org/fhir/R4",
	"https://ehr.example-hospital.net/interconnect-fhir-oauth/api/FHIR/R4",
	"https://fhir-ehr.sandboxcerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d",
	"https://hv-fhir.azurehealthcareapis.com",
	"https://fhir.harborviewonc.com/fhir",
	"https://hapi.fhir.org/baseR4",
}

var placeholders = []string{"<ACCESS_TOKEN>", "$TOKEN", "${ACCESS_TOKEN}", "{{access_token}}", "<token>", "YOUR_ACCESS_TOKEN", "$FHIR_TOKEN", "eyJhbGciOi...", "[REDACTED]", "xxxxxxxx"}
