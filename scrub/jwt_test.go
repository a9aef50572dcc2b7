package scrub

import (
	"encoding/base64"
	"fmt"
	"testing"
)

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// jwtTokens builds signed, unsigned and encrypted tokens from a few headers
// and payloads, the shapes real services issue.
func jwtTokens() []string {
	headers := []string{
		`{"alg":"HS256","typ":"JWT"}`,
		`{"alg":"RS256","kid":"2024-key-1"}`,
		`{"typ":"JWT","alg":"ES256"}`,
		`{"alg":"none"}`,
	}
	payloads := []string{
		`{"sub":"1234567890","name":"John Doe","iat":1516239022}`,
		`{"email":"jane@example.com","exp":1893456000}`,
		`{"scope":"read write","aud":"api"}`,
	}
	sig := "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
	var out []string
	for _, h := range headers {
		for _, p := range payloads {
			if h == `{"alg":"none"}` {
				out = append(out, b64(h)+"."+b64(p)+".")
			} else {
				out = append(out, b64(h)+"."+b64(p)+"."+sig)
			}
		}
	}
	// JWE: five segments; with "dir" the key segment is empty.
	out = append(out,
		b64(`{"alg":"RSA-OAEP","enc":"A256GCM"}`)+".OKOawDo13gRp2ojaHV7LFpZcgV7T6DVZKTyKOMTYUmKoTCVJRgckCL9kiMT03JGe.48V1_ALb6US04U3b.5eym8TW_c8SuK0ltJ3rpYIzOeDQz7TALvtu6UG9oMo4vpzs9tX_EFShS8iB7j6ji.XFBoMYUZodetZdvTiFvSkQ",
		b64(`{"alg":"dir","enc":"A128GCM"}`)+"..Z9dlBMBjb3ns8iVX.Yy2CYEWYvmRx4cw.HwTxRnJMVgGE9eKZmdKT_w",
	)
	return out
}

func jwtHits() []hit {
	tokens := jwtTokens()
	contexts := []string{
		"Authorization: Bearer %s",
		"Cookie: session=%s; path=/",
		"https://app.example.com/callback?id_token=%s&state=xyz",
		`{"access_token":"%s","expires_in":3600}`,
		"why does %s fail to verify",
		"X-Auth-Token: %s",
	}
	var hs []hit
	for i, tok := range tokens {
		hs = append(hs, hit{fmt.Sprintf(contexts[i%len(contexts)], tok), tok})
		hs = append(hs, hit{fmt.Sprintf(contexts[(i+3)%len(contexts)], tok), tok})
	}
	hs = append(hs,
		hit{"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc_DEF-123. Next sentence", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.abc_DEF-123"},
		hit{"'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl'", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl"},
		hit{"jwt=eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ.Wd5y9nOh5rjWm-3PXN1e5T8bFFdSqmFvSQ7s8P1ZpQk", "eyJhbGciOiJIUzI1NiJ9.eyJhIjoxfQ.Wd5y9nOh5rjWm-3PXN1e5T8bFFdSqmFvSQ7s8P1ZpQk"},
		hit{"cut off: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0"},
	)
	return hs
}

var jwtMisses = []string{
	"what does eyJ mean at the start of a token",
	"header only eyJhbGciOiJIUzI1NiJ9",
	"keyJar.values.get(x)",
	"short eyJhbGciOi.x.y",
	"base64 JSON eyJmb28iOiJiYXIifQ==",
	"heyJude.mp3.bak",
	"a JWT is header.payload.signature",
	"eyJ.eyJ.eyJ",
	"MyeyJtoken.abc.def",
	"decode it on jwt.io",
	"the token [REDACTED] expired",
	"eyJ-eyJ-eyJ-eyJ",
	"ey J hbGci",
	"EYJHBGCIOIJIUZI1NIJ9.EYJ.X",
	"eyJhbGciOiJIUzI1NiJ9 eyJzdWIiOiIxMjM0In0",
	"file eyJhbGciOiJIUzI1NiJ9.json",
	"import jwt; jwt.decode(token, key)",
	"JWE has five parts",
	"alg none tokens end with a dot.",
	"use RS256 not HS256",
	"kid rotation every 90 days",
	"id_token vs access_token",
	"refresh the token every hour",
	"Set-Cookie: session=; Max-Age=0",
	"authorization header missing",
	"base64url uses - and _ instead of + and /",
	"x.eyJ",
	"eyJhbGciOiJIUzI1NiJ9.",
	"payload.eyJzdWIiOiIxIn0",
	"jwt.sign(payload, secret, { expiresIn: '1h' })",
}

func TestJWT(t *testing.T) {
	hs := jwtHits()
	minCases(t, hs, jwtMisses)
	checkHits(t, JWT, hs)
	checkMisses(t, jwtMisses)
}

// TestJWTAfterPercentEscape: a token in a URL-encoded query or redirect
// starts right after the escape of its delimiter ("id_token%3DeyJ…",
// "Bearer%20eyJ…"); an "eyJ" glued to other base64url stays a part of it.
func TestJWTAfterPercentEscape(t *testing.T) {
	const tok = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3NyJ9.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
	checkHits(t, JWT, []hit{
		{"GET /cb?redirect=https%3A%2F%2Fapp%2F%3Fid_token%3D" + tok + "%26state%3Dxyz HTTP/1.1", tok},
		{"Authorization=Bearer%20" + tok, tok},
		{"q=%22" + tok + "%22", tok},
		{"next=%2Fhome%3Ftoken%3d" + tok, tok},
	})
	checkMisses(t, []string{
		"id_token%3DeyJhbGciOiJIUzI1NiJ9",                  // a header alone
		"x%3DeyJhbGciOiJIUzI1NiJ9.abc",                     // no signature segment
		"QUJD%3ZeyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3NyJ9.sig", // no escape: glued
		"abc3DeyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3NyJ9.sig",   // glued
	})
}
