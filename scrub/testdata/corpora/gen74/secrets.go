package main

import (
	"fmt"
	"net/url"
	"strings"
)

const b32A = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

func ghClassic() string { return checksummed(pick("ghp_", "ghp_", "ghp_")) }
func ghOther() string   { return checksummed(pick("gho_", "ghu_", "ghs_", "ghr_")) }
func ghFineGrained() string {
	return "github_pat_11" + upnum(7) + "0" + alnum(12) + "_" + alnum(59)
}
func glToken() string {
	return pick("glpat-", "glpat-", "gldt-", "glrt-") + from(alnumA+"-_", 20)
}
func glRunnerReg() string { return "GR1348941" + from(alnumA+"-_", 20) }
func slackBot() string    { return "xoxb-" + nz(12) + "-" + nz(13) + "-" + alnum(24) }
func slackUser() string   { return "xoxp-" + nz(12) + "-" + nz(12) + "-" + nz(13) + "-" + hexl(32) }
func slackApp() string    { return "xapp-1-A" + upnum(10) + "-" + nz(13) + "-" + hexl(64) }
func slackHook() (string, string) {
	sec := alnum(24)
	return "https://hooks.slack.com/services/T" + upnum(10) + "/B" + upnum(10) + "/", sec
}
func stripeSecret() string {
	return pick("sk_live_", "sk_live_", "rk_live_") + pick(alnum(24), "51"+alnum(14)+alnum(82))
}
func stripePublishable() string { return "pk_live_51" + alnum(14) + alnum(82) }
func stripeWebhook() string     { return "whsec_" + alnum(32) }
func awsKeyID() string          { return pick("AKIA", "AKIA", "ASIA") + from(b32A, 16) }
func awsSecret() string         { return b64s(40) }
func awsSession() string        { return "IQoJb3JpZ2luX2Vj" + b64s(between(280, 380)) + pick("", "=", "==") }
func googleAPIKey() string      { return "AIzaSy" + b64u(33) }
func googleClientSecret() string {
	return "GOCSPX-" + b64u(28)
}
func googleAccessToken() string { return "ya29.a0" + b64u(between(150, 210)) }
func azureStorageKey() string   { return b64s(86) + "==" }
func azureSig() string {
	return url.QueryEscape(b64s(43) + "=")
}
func azureClientSecret() string {
	return alnum(3) + digits(1) + "Q~" + from(alnumA+"_.~-", 34)
}
func twilioToken() string { return hexl(32) }
func sendgridKey() string { return "SG." + b64u(22) + "." + b64u(43) }
func npmToken() string    { return checksummed("npm_") }
func pypiToken() string   { return "pypi-AgEIcHlwaS5vcmc" + b64u(between(140, 180)) }
func dockerPAT() string   { return "dckr_pat_" + b64u(27) }
func shopifyToken() string {
	return pick("shpat_", "shpat_", "shpca_", "shppa_", "shpss_") + hexl(32)
}
func atlassianToken() string { return "ATATT3xFfGF0" + b64u(between(170, 190)) + "=" + hexu(8) }
func vaultToken() string     { return pick("hvs.", "hvs.CAESI"+b64u(70), "hvb.AAAAAQ") + b64u(24) }
func tfcToken() string       { return alnum(14) + ".atlasv1." + b64u(67) }
func openaiKey() string {
	switch r.Intn(4) {
	case 0:
		return "sk-" + alnum(20) + "T3BlbkFJ" + alnum(20)
	case 1:
		return "sk-svcacct-" + b64u(74) + "T3BlbkFJ" + b64u(74)
	default:
		return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)
	}
}
func anthropicKey() string {
	return pick("sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-") + b64u(93) + "AA"
}
func hfToken() string      { return "hf_" + from(lowerA+upperA, 34) }
func mailchimpKey() string { return hexl(32) + "-us" + fmt.Sprint(between(1, 21)) }
func mailgunKey() string   { return pick("key-"+hexl(32), hexl(32)+"-"+hexl(8)+"-"+hexl(8)) }
func telegramBot() string  { return nz(10) + ":AA" + b64u(33) }
func discordBot() string   { return b64url([]byte(nz(18))) + "." + b64u(6) + "." + b64u(38) }
func linearKey() string    { return "lin_api_" + alnum(40) }
func notionKey() string    { return pick("ntn_"+digits(11)+alnum(35), "secret_"+alnum(43)) }
func doToken() string      { return "dop_v1_" + hexl(64) }
func newRelicKey() string  { return "NRAK-" + upnum(27) }
func sentryToken() string  { return "sntryu_" + hexl(64) }
func postmanKey() string   { return "PMAK-" + hexl(24) + "-" + hexl(34) }
func grafanaToken() string { return "glsa_" + alnum(32) + "_" + hexl(8) }
func oktaToken() string    { return "00" + b64u(40) }
func cloudflareToken() string {
	return b64u(40)
}
func squareToken() string    { return "EAAA" + b64u(60) }
func azureDevOpsPAT() string { return from("abcdefghijklmnopqrstuvwxyz234567", 52) }
func opaqueToken() string {
	return pick(alnum(between(32, 48)), b64u(between(40, 64)), hexl(40), "v2.local."+b64u(120), alnum(22)+"."+alnum(27))
}
func sessionPHP() string    { return lownum(26) }
func sessionJava() string   { return hexu(32) }
func sessionASPNET() string { return from("abcdefghijklmnopqrstuvwxyz012345", 24) }
func sessionDjango() string { return lownum(32) }
func sessionConnect() string {
	return "s%3A" + b64u(32) + "." + url.QueryEscape(b64s(43))
}
func sessionLaravel() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, b64s(22)+"==", b64s(between(120, 180)), hexl(64))
	return url.QueryEscape(b64std([]byte(j)))
}
func nextAuthJWE() string {
	return b64url([]byte(`{"alg":"dir","enc":"A256GCM"}`)) + ".." + b64u(16) + "." + b64u(between(200, 400)) + "." + b64u(22)
}

// PEM bodies ---------------------------------------------------------------

func wrap(s string, n int, nl string) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	parts = append(parts, s)
	return strings.Join(parts, nl)
}

type pemKey struct{ begin, body, end string }

// Key kinds for privateKey.
const (
	keyEC = iota
	keyRSA
	keyOpenSSH
	keyPKCS8
	keyPGP
)

func privateKey(nl string, kind int) pemKey {
	switch kind {
	case 0:
		return pemKey{"-----BEGIN EC PRIVATE KEY-----", wrap("MHcCAQEEI"+b64s(151)+"==", 64, nl), "-----END EC PRIVATE KEY-----"}
	case 1:
		return pemKey{"-----BEGIN RSA PRIVATE KEY-----", wrap("MIICXQIBAAKBgQ"+b64s(794)+"=", 64, nl), "-----END RSA PRIVATE KEY-----"}
	case 2:
		return pemKey{"-----BEGIN OPENSSH PRIVATE KEY-----", wrap("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"+b64s(315)+"=", 70, nl), "-----END OPENSSH PRIVATE KEY-----"}
	case 3:
		return pemKey{"-----BEGIN PRIVATE KEY-----", wrap("MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"+b64s(1574), 64, nl), "-----END PRIVATE KEY-----"}
	default:
		return pemKey{"-----BEGIN PGP PRIVATE KEY BLOCK-----" + nl, wrap("lQdGBG"+b64s(between(500, 700)), 64, nl) + nl + "=" + b64s(4), "-----END PGP PRIVATE KEY BLOCK-----"}
	}
}

func basicCred(user, pw string) string { return b64std([]byte(user + ":" + pw)) }
