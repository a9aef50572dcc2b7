package scrub

import (
	"slices"
	"strings"
)

// Vendor tokens: the secret credentials that services issue with a prefix
// of their own, so that secret scanners can tell them — GitHub's "ghp_…"
// and "github_pat_…", Slack's "xoxb-…", Stripe's secret keys "sk_live_…",
// OpenAI's "sk-proj-…", Anthropic's "sk-ant-…", npm's, Hugging Face's,
// Shopify's, GitLab's "glpat-…" family, Google's OAuth access tokens
// "ya29.…". Each is presented as a bearer credential (after "Bearer", or
// in its own header), so a query that pastes one into a config, a shell
// history or an env file loses it as it would after the header: family
// Bearer, the whole token replaced.
//
// A token is its prefix at the start of a word, then a body of the
// vendor's alphabet and length up to a byte outside that alphabet. A body
// that says it is an example or a placeholder ("ghp_xxxxxxxx…",
// "xoxb-your-token-here") stays. So do what is no bearer secret: publishable
// keys ("pk_live_…", meant to be public), AWS access key ids ("AKIA…", an
// identifier; the secret key beside it has no prefix), webhook signing
// secrets ("whsec_…", never sent), which corpora keep as what must stay.
// Google's API keys ("AIza…") are taken since round 24 (googleAPIKeyAt). So does a
// Twilio API key's "SK…" id (32 hex digits after it): like "AKIA…" it
// names a key whose secret is apart.
//
// A few credentials have no prefix of their own but a shape their issuer
// documents, taken as surely: a Telegram bot token (telegramAt), a
// Discord bot token (discordAt), an Airtable personal access token
// (airtableToken), a Twilio auth token passed with its account's id
// (twilioAt), and the secret in a Slack webhook's path.

// Body alphabets.
const (
	tokAlnum  = iota // A-Z a-z 0-9
	tokWord          // and _
	tokURL           // and _ -
	tokDotted        // and _ - . (a '.' at the end is the sentence's)
	tokHex           // 0-9 a-f
	tokB64           // A-Z a-z 0-9 + / = _ (base64, and the '_' that joins parts)
	tokAnyB64        // A-Z a-z 0-9 + / = _ - (either base64 alphabet)
	tokCaret         // and ^ # (eBay's OAuth tokens: "v^1.1#i^1#…")
)

// Body checks (vendorToken.check).
const (
	routable     = 1 + iota // GitLab's routable form (see vendorToken)
	leadDigits              // Notion: eleven digits first
	mixedCase               // capitals, small letters and digits all present
	openAIMark              // "T3BlbkFJ" (base64 of "OpenAI") after twenty bytes
	airtableBody            // fourteen letters or digits, '.', 64 hex digits
	glsaBody                // 32 letters or digits, '_', eight hex digits
	jsonBody                // base64 of a JSON object: "eyJ" first
	sendgridBody            // 22 bytes, '.', 43, none a '.'
	slackHook               // T…/B…/ and 24 letters or digits; the finding is the 24
	uuidBody                // a UUID: 8-4-4-4-12 hex digits
	ebayBody                // "#t^H4sI" (the gzip payload's base64) inside
	discordHook             // the webhook's id, '/', its token; the finding is the token
	teamsHook               // 32 hex digits, '/', a UUID, and "/V2" and a signature or not
	pathKey                 // a key as a URL's path segment; the finding is the key
)

type vendorToken struct {
	prefix   string
	body     uint8
	min, max int // the body's length
	// check is a test of the body beyond its alphabet and length
	// (bodyOK), or routable: the body may instead be GitLab's routable
	// form, a payload of 27 to 300 base64url bytes, then ".", and either
	// a version of two [0-9a-z], "." and nine more (length and CRC32) or
	// those nine alone (GitLab's routable-token design document and its
	// secret-detection rules).
	check uint8
}

// vendorTokens lists the tokens. Each is found from one byte of its prefix
// (vendorScans).
var vendorTokens = []vendorToken{
	{"ghp_", tokAlnum, 36, 40, 0}, {"gho_", tokAlnum, 36, 40, 0}, {"ghu_", tokAlnum, 36, 40, 0},
	{"ghs_", tokAlnum, 36, 40, 0}, {"ghr_", tokAlnum, 36, 40, 0}, {"github_pat_", tokWord, 22, 255, 0},
	{"npm_", tokAlnum, 36, 36, 0}, {"hf_", tokAlnum, 30, 40, 0},
	// Brevo's (Sendinblue's) API and SMTP keys, Replicate's API tokens
	// (round 30).
	{"xkeysib-", tokURL, 60, 90, 0}, {"xsmtpsib-", tokURL, 60, 90, 0}, {"r8_", tokAlnum, 30, 40, 0},
	// Round 31: xAI's API keys ("xai-" and 80 letters and digits),
	// OpenRouter's ("sk-or-v1-" and 64 hex digits), Lightspeed Retail's
	// personal tokens ("lsxs_pt_" and 32), Amazon Bedrock's API keys
	// ("ABSK" and the Base64 of "BedrockAPIKey-…").
	{"xai-", tokAlnum, 80, 80, 0}, {"sk-or-v1-", tokHex, 64, 64, 0}, {"lsxs_pt_", tokAlnum, 32, 32, 0},
	{"ABSKQmVkcm9ja0FQSUtleS", tokB64, 40, 400, 0},
	// IT Glue's API keys: "ITG.", 32 hex digits, '.', 43 of base64url.
	{"ITG.", tokDotted, 70, 90, 0},
	{"shpat_", tokAlnum, 32, 32, 0}, {"shpss_", tokAlnum, 32, 32, 0}, {"shpca_", tokAlnum, 32, 32, 0}, {"shppa_", tokAlnum, 32, 32, 0},
	{"sk_live_", tokAlnum, 16, 255, 0}, {"rk_live_", tokAlnum, 16, 255, 0},
	// Test-mode secret keys (Stripe's, Paystack's 40 hex digits): they
	// reach the account's test data and are leaked as live ones are.
	{"sk_test_", tokAlnum, 24, 255, 0},
	{"xoxb-", tokURL, 10, 255, 0}, {"xoxp-", tokURL, 10, 255, 0}, {"xoxa-", tokURL, 10, 255, 0},
	{"xoxr-", tokURL, 10, 255, 0}, {"xoxs-", tokURL, 10, 255, 0}, {"xoxe-", tokURL, 10, 255, 0}, {"xapp-", tokURL, 10, 255, 0},
	{"sk-proj-", tokURL, 20, 255, 0}, {"sk-ant-", tokURL, 20, 255, 0}, {"sk-svcacct-", tokURL, 20, 255, 0},
	// GitLab's prefixed tokens (docs.gitlab.com, "Token prefixes"; the
	// alphabet and length from GitLab's own secret-detection rules):
	// personal, project and group access tokens, then deploy, runner
	// authentication, CI/CD job ("glcbt-" a partition id of one to five
	// letters or digits, '_', twenty more), pipeline trigger (40 hex
	// digits), feed, incoming mail, SCIM, Kubernetes agent tokens and
	// OAuth application secrets. The feature-flag client token
	// ("glffct-") is configured into client apps, as a publishable key
	// is, and stays.
	{"glpat-", tokURL, 20, 20, routable}, {"gldt-", tokURL, 20, 20, 0}, {"glrt-", tokURL, 20, 20, routable},
	{"glcbt-", tokURL, 22, 26, 0}, {"glptt-", tokAlnum, 40, 40, 0}, {"glft-", tokURL, 20, 20, 0},
	{"glimt-", tokURL, 25, 25, 0}, {"glsoat-", tokURL, 20, 20, 0}, {"glagent-", tokURL, 50, 50, 0},
	{"gloas-", tokURL, 64, 64, 0},
	// Google's OAuth 2.0 access tokens: no published length (up to 2048
	// bytes), the URL-safe alphabet and, in service accounts' "ya29.c.…",
	// dots; issued ones run from about 100 bytes up, and 30 keeps a doc's
	// "ya29.a0AfH6SM…" fragment out as it keeps every short word.
	{"ya29.", tokDotted, 30, 2048, 0},
	// Yandex's OAuth tokens (Metrica, Direct, Disk APIs): "y0_" and
	// about 55 bytes of base64url.
	{"y0_", tokURL, 40, 80, 0},
	// OpenShift's OAuth access tokens: "sha256~" and 43 bytes of
	// base64url (oc whoami -t, a kubeconfig's token:).
	{"sha256~", tokURL, 43, 43, 0},
	// Cfx.re's server license keys (FiveM, RedM): "cfxk_", twenty letters
	// or digits, '_' and six more.
	{"cfxk_", tokWord, 25, 40, 0},
	// Mercado Pago's production access tokens: "APP_USR-", the app's
	// sixteen digits, six digits, 32 hex digits and the user's id, each
	// after a '-' (about 70 bytes). Its public key is "APP_USR-" and a
	// UUID, 36 bytes, and stays.
	{"APP_USR-", tokURL, 60, 100, 0},
	// Flutterwave's test-mode encryption key, "FLWSECK_TEST" and twelve
	// hex digits (its secret keys, "FLWSECK-…-X" and
	// "FLWSECK_TEST-…-X", are found by their key names and shape).
	{"FLWSECK_TEST", tokAlnum, 12, 12, 0},
}

// bodiedTokens are the tokens added in the twenty-first round. Unlike
// vendorTokens', their prefixes are words or parts of words that text
// holds for other reasons ("sk-" in "risk-free", "pat" in "path",
// "secret_" in code), so a prefix alone is no anchor of the re-check:
// findVendorTokens reports one only when its body's first min bytes
// follow it, each of the alphabet, with the body's marks
// (bodyAnchored). A token found in the scrubbed text held no marker
// between its prefix and the end of its body, so the text before held
// those bytes as they are.
var bodiedTokens = []vendorToken{
	// Notion's integration tokens: "ntn_", eleven digits and 35 letters
	// or digits (the format since September 2024; gitleaks'
	// notion-api-token), and the format before it, "secret_" and 43
	// letters or digits. "secret_" starts many names in code
	// ("secret_key", "secret_name", "secret_" + a snake_case word), so
	// its body must be exactly 43 of [0-9A-Za-z] with capitals, small
	// letters and digits all in it, as a random one has (all but about
	// one in 2,000).
	{"ntn_", tokAlnum, 46, 46, leadDigits}, {"secret_", tokAlnum, 43, 43, mixedCase},
	// Linear's personal API keys: "lin_api_" and 40 letters or digits
	// (gitleaks' linear-api-key).
	{"lin_api_", tokAlnum, 40, 40, 0},
	// OpenAI's keys before "sk-proj-": "sk-", twenty letters or digits,
	// "T3BlbkFJ" and twenty more (gitleaks' openai-api-key); its admin
	// keys, "sk-admin-". "sk-" is tried last of the "sk-" prefixes.
	{"sk-admin-", tokURL, 20, 255, 0},
	// DigitalOcean's personal access, OAuth and refresh tokens: the
	// prefix and 64 hex digits (DigitalOcean's token-prefix
	// announcement; gitleaks' digitalocean-pat, -access-token,
	// -refresh-token).
	{"dop_v1_", tokHex, 64, 64, 0}, {"doo_v1_", tokHex, 64, 64, 0}, {"dor_v1_", tokHex, 64, 64, 0},
	// Grafana: Cloud access-policy tokens "glc_" and 32 to 400 bytes of
	// base64, service-account tokens "glsa_", 32 letters or digits, '_'
	// and a CRC of eight hex digits (gitleaks' grafana rules).
	{"glc_", tokB64, 32, 400, 0}, {"glsa_", tokWord, 41, 41, glsaBody},
	// Sentry: user auth tokens "sntryu_" and 64 hex digits, organization
	// tokens "sntrys_" and base64 JSON, '_' and a signature (Sentry's
	// auth-token docs).
	{"sntryu_", tokHex, 64, 64, 0}, {"sntrys_", tokB64, 60, 400, jsonBody},
	// Supabase's personal access tokens: "sbp_" and 40 hex digits.
	{"sbp_", tokHex, 40, 40, 0},
	// Fly.io's org and deploy tokens: "fo1_" and 43 of [0-9A-Za-z_-]
	// (fly.io/docs/security/tokens; gitleaks' flyio-access-token).
	{"fo1_", tokURL, 43, 43, 0},
	// Groq's API keys: "gsk_" and 48 to 52 letters or digits (gitleaks
	// says 48, other rule sets 52).
	{"gsk_", tokAlnum, 48, 52, 0},
	// Docker Hub's personal access tokens: "dckr_pat_" and 27 of
	// [0-9A-Za-z_-] (Sonar's docker-hub-personal-access-token rule).
	{"dckr_pat_", tokURL, 27, 27, 0},
	// 1Password's service-account tokens: "ops_" and base64 JSON, 250
	// bytes and more (developer.1password.com, service accounts).
	{"ops_", tokB64, 250, 4096, jsonBody},
	{"sk-", tokAlnum, 48, 48, openAIMark},
	// SendGrid's API keys: "SG.", 22 bytes, '.', 43 bytes, of
	// [0-9A-Za-z_-] (SendGrid's API-key docs; gitleaks' sendgrid-api-token).
	{"SG.", tokDotted, 66, 66, sendgridBody},
	// PyPI's API tokens: "pypi-" and a macaroon whose base64 starts with
	// "AgEIcHlwaS5vcmc" (its location, "pypi.org"), 50 bytes and more
	// after it (pypi.org/help, API tokens; gitleaks' pypi-upload-token).
	{"pypi-AgEIcHlwaS5vcmc", tokURL, 50, 1000, 0},
	// TestPyPI's: "pypi-" and the base64 of its macaroon's location,
	// "test.pypi.org".
	{"pypi-AgENdGVzdC5weXBpLm9yZw", tokURL, 50, 1000, 0},
	// Doppler's personal tokens: "dp.pt." and 43 letters or digits
	// (gitleaks' doppler-api-token).
	{"dp.pt.", tokAlnum, 43, 43, 0},
	// Mapbox's secret tokens: "sk." and a JWT-like payload whose first
	// member is the user ("sk.eyJ1Ijoi…", {"u":"…), then '.' and the
	// signature; its public "pk." tokens stay (Mapbox's token docs;
	// gitleaks' mapbox-api-token).
	{"sk.eyJ1Ijoi", tokDotted, 40, 300, 0},
	// HashiCorp Vault's service and batch tokens: "hvs." and 24 to 120
	// bytes (24 in `vault token create`'s short form; 90 and more with
	// the namespace's part, round 31), "hvb." and 138 to 300, of
	// [0-9A-Za-z_-] (Vault's token docs; gitleaks' vault-service-token,
	// vault-batch-token).
	{"hvs.", tokURL, 24, 250, 0}, {"hvb.", tokURL, 138, 300, 0},
	// Slack's incoming webhooks: the path after
	// "hooks.slack.com/services/" — the workspace's id, the bot's, and a
	// secret of 24 letters or digits (api.slack.com/messaging/webhooks).
	// Only the secret is replaced, as only a bearer token is: the ids
	// name a workspace and an app.
	{"hooks.slack.com/services/", tokB64, 43, 56, slackHook},
	// Roblox's session cookie, .ROBLOSECURITY: a fixed warning, then the
	// session's hex in capitals (several hundred bytes), which logs
	// anyone in as the player. The cookie's value goes whole.
	{"_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_", tokAlnum, 100, 4096, 0},
	// Discord's webhooks: "discord.com/api/webhooks/", the webhook's
	// snowflake id, '/' and its token (68 bytes of base64url as issued),
	// which alone lets anyone post as it. Only the token is replaced.
	{"discord.com/api/webhooks/", tokAnyB64, 78, 93, discordHook},
	{"discordapp.com/api/webhooks/", tokAnyB64, 78, 93, discordHook},
	// Microsoft Teams' incoming webhooks (Office 365 connectors):
	// "…webhook.office.com/webhookb2/<group>@<tenant>/IncomingWebhook/",
	// then 32 hex digits, '/', the connector's UUID and, in the newer
	// URLs, "/V2" and a signature; the hex digits let anyone post to the
	// channel (gitleaks' microsoft-teams-webhook). Only they are
	// replaced, as Slack's secret is. Round 31.
	{"IncomingWebhook/", tokAnyB64, 69, 140, teamsHook},
	// Blockchain nodes' RPC endpoints with the project's key as a path
	// segment: Infura's "…infura.io/v3/" and 32 hex digits, Alchemy's
	// "…alchemy.com/v2/" and 32 of base64url, QuickNode's
	// "….quiknode.pro/" and 40 hex digits, The Graph's gateway
	// "gateway.thegraph.com/api/" and 32 hex digits. Only the key is
	// replaced; the host and the network stay. Round 31.
	{"infura.io/v3/", tokHex, 32, 32, pathKey}, {"alchemy.com/v2/", tokURL, 32, 32, pathKey},
	{"quiknode.pro/", tokHex, 40, 40, pathKey}, {"thegraph.com/api/", tokHex, 32, 32, pathKey},
	// Added in the twenty-second round.
	// Stripe's webhook signing secrets: "whsec_" and 32 letters or digits
	// (the Dashboard's; the Stripe CLI's are 64 hex digits, Svix's 32 of
	// base64). Stripe: "keep it secret" — whoever holds one forges events
	// the endpoint trusts.
	{"whsec_", tokB64, 32, 100, 0},
	// WooCommerce's REST API keys: "ck_" (consumer key) and "cs_"
	// (consumer secret), 40 hex digits each, sent together as Basic's
	// user and password or as query parameters (woocommerce.github.io,
	// REST API authentication).
	{"ck_", tokHex, 40, 40, 0}, {"cs_", tokHex, 40, 40, 0},
	// Klaviyo's private API keys: "pk_" and 34 hex digits (its public
	// key is a six-byte site id; Stripe's "pk_live_"/"pk_test_" hold no
	// run of 34 hex digits). Round 31.
	{"pk_", tokHex, 34, 34, 0},
	// Round 32, from the public secret-scanning rule sets (gitleaks,
	// trufflehog, GitHub's partner patterns): Supabase's secret API keys,
	// Shippo's live and test tokens, SonarQube's analysis, project and
	// user tokens, CircleCI's personal tokens, Figma's, Postman's API
	// keys, Render's, Neon's, Pinecone's, Dynatrace's, LangSmith's
	// service and personal keys, New Relic's user keys, EasyPost's live
	// and test keys, Contentful's management tokens, RubyGems', and
	// Honeycomb's ingest keys.
	{"sb_secret_", tokURL, 28, 40, 0},
	{"shippo_live_", tokHex, 40, 40, 0}, {"shippo_test_", tokHex, 40, 40, 0},
	{"sqa_", tokHex, 40, 40, 0}, {"sqp_", tokHex, 40, 40, 0}, {"squ_", tokHex, 40, 40, 0},
	{"CCIPAT_", tokWord, 60, 70, 0}, {"figd_", tokURL, 38, 50, 0}, {"PMAK-", tokURL, 59, 59, 0},
	{"rnd_", tokAlnum, 32, 32, 0}, {"napi_", tokAlnum, 64, 64, 0}, {"pcsk_", tokWord, 40, 100, 0},
	{"dt0c01.", tokDotted, 89, 89, 0}, {"lsv2_sk_", tokWord, 43, 43, 0}, {"lsv2_pt_", tokWord, 43, 43, 0},
	{"NRAK-", tokAlnum, 27, 27, 0}, {"EZAK", tokAlnum, 54, 54, 0}, {"EZTK", tokAlnum, 54, 54, 0},
	{"CFPAT-", tokURL, 43, 43, 0}, {"rubygems_", tokHex, 48, 48, 0}, {"hcaik_", tokAlnum, 50, 70, 0},
	// Plaid's access tokens: "access-", the environment, '-', a UUID
	// (plaid.com/docs/api/tokens). Its public and link tokens are
	// short-lived and stay.
	{"access-sandbox-", tokURL, 36, 36, uuidBody}, {"access-development-", tokURL, 36, 36, uuidBody},
	{"access-production-", tokURL, 36, 36, uuidBody},
	// eBay's OAuth user tokens: "v^1.1#", then '#'-joined fields ("i^1#",
	// "p^3#", "r^1#"…) and "t^" with the gzip payload's base64, hundreds of
	// bytes (developer.ebay.com, OAuth access tokens).
	{"v^1.1#", tokCaret, 100, 4096, ebayBody},
	// Mollie's live API keys: "live_" and thirty letters and digits,
	// all three kinds in them. (Its test keys' "test_" starts test
	// functions' names in code as often.)
	{"live_", tokAlnum, 30, 30, mixedCase},
}

// lwaTokens are Login with Amazon's access ("Atza|") and refresh
// ("Atzr|") tokens (developer.amazon.com, LWA; the Selling Partner API's
// x-amz-access-token), base64 of either alphabet after the '|'. They are
// found from their 'z' by findAuthSchemes' scan, which looks at every 'z'
// already.
var lwaTokens = [2]vendorToken{{"Atza|", tokAnyB64, 40, 2048, 0}, {"Atzr|", tokAnyB64, 40, 2048, 0}}

// A vendorScan finds the tokens whose prefixes hold its byte c: a
// candidate is c with the two bytes at q+d1 and q+d2 a pair of one of
// those prefixes. Looking at a pair, not one byte, keeps text that crowds
// c with other bytes ("a_a_a_…", "xxxx…") to a few instructions a byte.
type vendorScan struct {
	c      byte
	d1, d2 int
	// prev, when set, holds the bytes one of which stands right before c
	// in every prefix of the scan: where c crowds, they are looked for
	// instead (nextPrev).
	prev [2]byte
	// needle, when set, is c and the byte after it, which every prefix of
	// the scan starts with: strings.Index finds the two at once where c
	// alone is a common letter.
	needle string
	// sparse: c is found by strings.IndexByte after a look at the next
	// three bytes, not eight (nextSparse).
	sparse bool
	pairs  pairSet
	tokens []scanToken
	// pairEnd holds the second bytes of pairs: where '.' crowds, the byte
	// before a dot is looked up here before its pair (nextSparse).
	pairEnd [256]bool
	// first holds, for each byte, one more than the index of the first
	// token whose p1 it is (tokens are sorted by p1, stably): a candidate
	// is compared with those tokens alone.
	first [256]uint8
}

// scanToken is a token, the offset of its scan's byte in its prefix, the
// pair of bytes the scan looks at and the prefix's (up to) two bytes after
// the scan's: most candidates are turned away on these bytes without a
// compare.
type scanToken struct {
	t      *vendorToken
	off    int
	p1, p2 byte
	after  string
	bodied bool // one of bodiedTokens
}

// vendorScans look from bytes that are rare in text, numbers and
// PII-dense text included: a prefix's '_' with the two bytes before it;
// Slack's 'x' ("xoxb-", "xapp-") with the two after; the 'k' of "sk-" with
// the bytes on either side; GitLab's closing '-' after a 't' ("glpat-",
// "gldt-", …) or an 's' ("gloas-"), with the third and fourth bytes before
// it (so "that-" and "part-time" are no candidates); Google's "ya" with the
// '2' ("ya29."); OpenShift's '~' after "56" ("sha256~"). Each scan is a
// pass of strings.IndexByte over the text, or of strings.Index for the two
// bytes "ya29." starts with: its '9' and '2', which it was first found
// from, crowd PII-dense text (the dense corpus ran 6 % slower), and a scan
// for GitLab's "gl" cost prose 9 % where '-' after 't' or 's' costs it
// next to nothing (the dense corpus pays 3.7 % for it instead). The scans
// are tried in this order: a prefix is found from the first that its
// bytes allow.
//
// The twenty-first round added two, each found by strings.IndexByte
// after a look at the next three bytes (sparse; the hand loop of eight
// costs more than it saves where the byte stands every few dozen bytes,
// as '.' does in prose): 'A' (a Telegram bot token's first byte after
// its ':', a Twilio account's id "AC…" after its quote, before the auth
// token passed with it, and PyPI's "pypi-AgEI…") and '.' (SendGrid's
// "SG.", Doppler's "dp.pt.", Vault's "hvs." and "hvb.", and the places a
// Discord bot token and an Airtable token hold theirs: dotShape).
//
// The twenty-second round's "password" and "passwd" are found by
// findPasswords ("passw" and "Passw" with strings.Index: a 'w' scan cost
// prose 17 %, a 'w' in every 40 bytes of English), in the class of the
// shapes, so the re-check passes over a text again only when it held a
// shape's anchor or the word. Their capitals ("PASSWORD") are found from
// their 'A' by that scan's pass.
// The 'A' scan also takes "-u AC…" (curlUserAt) and Azure's
// "SharedAccessSignature" (sasAt).
var vendorScans = [...]*vendorScan{{c: '_', d1: -2, d2: -1}, {c: 'x', d1: 1, d2: 2}, {c: 'k', d1: -1, d2: 1},
	{c: '-', d1: -4, d2: -3, prev: [2]byte{'t', 's'}}, {c: 'y', d1: 1, d2: 2, needle: "ya"}, {c: '~', d1: -2, d2: -1},
	{c: 'A', d1: -1, d2: 1, sparse: true}, {c: '.', d1: -2, d2: -1, sparse: true}}

func init() {
	for k, table := range [][]vendorToken{vendorTokens, bodiedTokens} {
		for i := range table {
			t := &table[i]
			p := t.prefix
			for _, v := range vendorScans {
				off := strings.IndexByte(p, v.c)
				if off < 0 || off+v.d1 < 0 || off+v.d2 >= len(p) || v.prev[0] != 0 && (off == 0 || p[off-1] != v.prev[0] && p[off-1] != v.prev[1]) ||
					v.needle != "" && !strings.HasPrefix(p[off:], v.needle) {
					continue
				}
				v.pairs.add(p[off+v.d1], p[off+v.d2])
				v.pairEnd[p[off+v.d2]] = true
				v.tokens = append(v.tokens, scanToken{t: t, off: off, p1: p[off+v.d1], p2: p[off+v.d2], after: p[off+1 : min(off+3, len(p))], bodied: k == 1})
				break
			}
		}
	}
	for _, v := range vendorScans {
		slices.SortStableFunc(v.tokens, func(a, b scanToken) int { return int(a.p1) - int(b.p1) })
		for i := len(v.tokens) - 1; i >= 0; i-- {
			v.first[v.tokens[i].p1] = uint8(i + 1)
		}
		switch v.c {
		case '_':
			v.pairs.add('t', 'o') // "mosquitto_pub", "mosquitto_sub": mosquittoAt
			v.pairs.add('z', 'p') // Razorpay's "rzp_live_…" key id and its secret: razorpayPairAt
			v.pairs.add('s', 'v') // a Source server's "sv_setsteamaccount": steamLoginTokenAt
		case 'k':
			v.pairs.add('o', 'e') // "token": tokenKeyAt
			v.pairs.add('o', 'i') // "cookie": cookieAt
			for _, c := range "_- isv.:?&\"(" {
				v.pairs.add(byte(c), 'e') // "api_key", "x-api-key", "API key", "apikey", "passkey", "privkey", a property's "api.key=", Mailgun's "api:key-…", a query's "?key=", `"key"`, "login(key=": keyWordValue
			}
		case '~':
			for c := '0'; c <= '9'; c++ {
				v.pairs.add(byte(c), 'Q') // an Azure AD client secret: azureClientSecretAt
			}
		case 'A':
			for c := 0; c < 256; c++ {
				if class[c]&cB64URL != 0 {
					v.pairs.add(':', byte(c)) // a Telegram bot token: telegramAt
					v.pairs.add('!', byte(c)) // a Salesforce session id: salesforceSessionAt
				}
			}
			for c := 0; c < 256; c++ {
				if class[c]&cB64URL == 0 {
					v.pairs.add(byte(c), 'I') // a Google API key, "AIza…": googleAPIKeyAt
					v.pairs.add(byte(c), 'T') // an Atlassian API token, "ATATT3…": atlassianTokenAt
					v.pairs.add(byte(c), 'U') // SMTP's "AUTH PLAIN …": saslPlainAt
					v.pairs.add(byte(c), 'K') // an AWS key id and its secret: awsSecretAfterKeyID
					v.pairs.add(byte(c), 'S')
				}
			}
			v.pairs.add('"', 'C') // a Twilio account's id: twilioAt
			v.pairs.add('\'', 'C')
			v.pairs.add(' ', 'C') // curl's -u with a Twilio account's id: curlUserAt
			v.pairs.add('=', 'C')
			v.pairs.add('d', 'c') // Azure's "SharedAccessSignature": sasAt
			v.pairs.add('P', 'S') // "PASSWORD", "PASSWD": passwordAt
			v.pairs.add('P', 'T') // "…_PAT": azurePATAt
			v.pairs.add('5', '0') // EMV's tag 5A, the card's number: emvPANAt
			v.pairs.add('5', ':')
			v.pairs.add('5', ' ')
			// "klucz API", "API-Schlüssel", "API密钥": apiKeyPhraseAt
			// (after a space, or a CJK character's last byte).
			v.pairs.add(' ', 'P')
			v.pairs.add('\n', 'P') // a line's label: "API-sleutel: …"
			v.pairs.add('\'', 'P') // "clé d'API"
			for c := 0x80; c < 0xC0; c++ {
				v.pairs.add(byte(c), 'P')
			}
		}
	}
}

// afterIs reports s[i:] starting with the zero to two bytes of a.
func afterIs(s string, i int, a string) bool {
	switch len(a) {
	case 0:
		return true
	case 1:
		return i < len(s) && s[i] == a[0]
	}
	return i+1 < len(s) && s[i] == a[0] && s[i+1] == a[1]
}

// nextPrev is next for a scan with prev (q >= 1): strings.IndexByte finds
// c and the byte before it is tested. Where c crowds (four found within
// eight bytes of the one before), the next byte of prev is looked for
// instead, and c after it; where that too is near, eight positions are
// tested at a time for the two, for as long as they hold c. So text crowded
// with c alone ("a-a-", "eyJ-eyJ-") costs a few calls, and text crowded
// with both ("sk-sk-", "at-at-") a few instructions a byte and what its
// candidates cost.
func (v *vendorScan) nextPrev(s string, q, hi int, m *prevMemo) int {
	crowd := 0
	for q < hi {
		if crowd < 4 {
			k := 0
			for k < 8 && q+k < hi && s[q+k] != v.c {
				k++ // by hand first: the call costs more where c crowds
			}
			if k == 8 || q+k == hi {
				if k = strings.IndexByte(s[q:hi], v.c); k < 0 {
					return -1
				}
			}
			q += k
			if p := s[q-1]; (p == v.prev[0] || p == v.prev[1]) && v.pairs.has(s[q+v.d1], s[q+v.d2]) {
				return q
			}
			q++
			if k < 8 {
				crowd++
			} else {
				crowd = 0
			}
			continue
		}
		// The next c after prev is at or after the next prev, plus one.
		t := m.index(s, q-1, 0, v.prev[0])
		if v.prev[1] != v.prev[0] {
			t = min(t, m.index(s, q-1, 1, v.prev[1]))
		}
		if t >= hi-1 {
			return -1
		}
		if t-q >= 7 {
			q = t + 1
			crowd = 0
			continue
		}
		for q = t + 1; q+7 <= len(s); q += 7 {
			z := load64(s, q-1) // byte j is s[q-1+j]: prev there puts c at q+j
			cs := eqBytesExact(z, v.c) &^ 0x80
			if cs == 0 {
				crowd = 0
				break
			}
			after := (eqBytesExact(z, v.prev[0]) | eqBytesExact(z, v.prev[1])) << 8
			for m := cs & after; m != 0; m &= m - 1 {
				r := q - 1 + firstByte(m)
				if r >= hi {
					return -1
				}
				if v.pairs.has(s[r+v.d1], s[r+v.d2]) {
					return r
				}
			}
		}
		if q+7 > len(s) {
			for ; q < hi; q++ {
				if p := s[q-1]; (p == v.prev[0] || p == v.prev[1]) && s[q] == v.c && v.pairs.has(s[q+v.d1], s[q+v.d2]) {
					return q
				}
			}
			return -1
		}
	}
	return -1
}

// pairSet is a set of byte pairs, a bit each.
type pairSet [256 * 256 / 8]uint8

func (ps *pairSet) add(a, b byte) { i := uint(a)<<8 | uint(b); ps[i>>3] |= 1 << (i & 7) }
func (ps *pairSet) has(a, b byte) bool {
	i := uint(a)<<8 | uint(b)
	return ps[i>>3]&(1<<(i&7)) != 0
}

// prevMemo holds, for one scan of one text, where the next of each of a
// scan's prev bytes stands, so that one that is absent (or far) is not
// looked for again from each candidate, reading the rest of the text each
// time ("passwordKEY-----" repeated cost time quadratic in its length).
type prevMemo struct {
	known    [2]bool
	from, at [2]int // at[k]: the first prev[k] at or after from[k], or len(s)
}

// index returns the first c, prev[k], at or after s[i] (len(s) when none).
func (m *prevMemo) index(s string, i, k int, c byte) int {
	if !m.known[k] || i < m.from[k] || i > m.at[k] {
		m.known[k], m.at[k] = true, len(s)
		if j := strings.IndexByte(s[i:], c); j >= 0 {
			m.at[k] = i + j
		}
	}
	m.from[k] = i
	return m.at[k]
}

// next returns the first candidate at or after p, or -1. strings.IndexByte
// finds the next c; where c crowds together (within eight bytes: "a-a-",
// "eyJ-eyJ-") it is read by hand, without a call.
func (v *vendorScan) next(s string, p int, m *prevMemo) int {
	hi := len(s) - max(v.d2, 0)
	if v.prev[0] != 0 {
		return v.nextPrev(s, max(p, 1, -min(v.d1, 0)), hi, m)
	}
	if v.sparse {
		return v.nextSparse(s, max(p, -min(v.d1, 0)), min(hi, len(s)-1))
	}
	if v.needle != "" {
		for q := max(p, -min(v.d1, 0)); q < hi; q++ {
			k := strings.Index(s[q:], v.needle)
			if k < 0 || q+k >= hi {
				return -1
			}
			q += k
			if v.pairs.has(s[q+v.d1], s[q+v.d2]) {
				return q
			}
		}
		return -1
	}
	for q := max(p, -min(v.d1, 0)); q < hi; q++ {
		if s[q] != v.c {
			r, end := q+1, min(q+8, hi)
			for r < end && s[r] != v.c {
				r++
			}
			if r == end {
				k := strings.IndexByte(s[r:hi], v.c)
				if k < 0 {
					return -1
				}
				r += k
			}
			q = r
		}
		if v.pairs.has(s[q+v.d1], s[q+v.d2]) || v.c == '_' && q+2 < len(s) && s[q+1]|0x20 == 's' && s[q+2]|0x20 == 'e' {
			return q
		}
	}
	return -1
}

// nextSparse is next for a sparse scan: the next three bytes by hand (c
// crowded costs no call), then strings.IndexByte. Only a token byte after
// c makes a candidate (every token of these scans has one; a sentence's
// full stop has a blank). The '.' scan also takes the dots of dotShape,
// whose tokens hold seventeen token bytes or more before the dot, so a
// dot no further than that from the one before is not asked (text
// crowded with dots, "a.a.", "a@b.", costs a few compares a dot).
func (v *vendorScan) nextSparse(s string, q, hi int) int {
	c, prev := v.c, -32
	for q < hi {
		if s[q] != c {
			r, end := q+1, min(q+4, hi)
			for r < end && s[r] != c {
				r++
			}
			if r == end {
				k := strings.IndexByte(s[r:hi], c)
				if k < 0 {
					return -1
				}
				r += k
			}
			q = r
		}
		if c != '.' {
			// (EMV's tag 5A as a label, "5A: 60 11 …", is the one pair
			// whose second byte is no token's.)
			if (class[s[q+1]]&cB64URL != 0 || s[q+v.d1] == '5') && v.pairs.has(s[q+v.d1], s[q+v.d2]) {
				return q
			}
		} else if q-prev > 17 {
			if class[s[q+1]]&cB64URL != 0 && (v.pairs.has(s[q-2], s[q-1]) || dotShape(s, q)) {
				return q
			}
		} else if v.pairEnd[s[q-1]] && class[s[q+1]]&cB64URL != 0 && v.pairs.has(s[q-2], s[q-1]) {
			return q
		}
		prev = q
		q++
	}
	return -1
}

// dotShape reports a '.' at s[q] that may be a Discord bot token's first
// (the second six bytes on) or an Airtable token's ("pat" seventeen
// bytes before).
func dotShape(s string, q int) bool {
	return q+7 < len(s) && s[q+7] == '.' || q >= 17 && s[q-17] == 'p' && s[q-16] == 'a' && s[q-15] == 't'
}

// findVendorTokens appends the vendor tokens in s to fs, and the values of
// the keys that name an access token (tokenkey.go). It reports whether s
// holds any of the prefixes, or "token", whatever is around them: the
// anchor of the re-check, which a marker cannot make (the prefixes hold no
// bracket), though it can set one apart from the byte that glued it to a
// word before.
func findVendorTokens(s string, fs []Finding) ([]Finding, bool) {
	fs, seen := findVendorTokensOf(s, fs, anchorVendor|anchorShape)
	return fs, seen != 0
}

// findVendorTokensOf is findVendorTokens for the scans want asks for —
// anchorVendor: the prefixes and the key names; anchorShape: the shapes
// found from their 'A' and '.' (Telegram, Twilio, Discord, Airtable…), two
// passes over the text that Find's re-check makes only when the text held
// one — and it reports which of the two the text held.
func findVendorTokensOf(s string, fs []Finding, want uint8) ([]Finding, uint8) {
	var anchors uint8
	for _, v := range vendorScans {
		class := uint8(anchorVendor)
		if v.sparse {
			class = anchorShape
		}
		if want&class == 0 {
			continue
		}
		seen := false
		var m prevMemo
		var lc lineCursor // for serverKeyAt, which reads each "key"'s line
		for p := 0; ; {
			q := v.next(s, p, &m)
			if q < 0 {
				break
			}
			p = q + 1
			a1, a2 := s[q+v.d1], s[q+v.d2]
			start, end, ok, word, special := 0, 0, false, false, true
			fam := Bearer
			switch {
			case v.c == 'k' && a1 == 'o' && a2 == 'e':
				// "token", "Token": a key that may name an access token.
				start, end, ok, word = tokenKeyAt(s, q)
			case v.c == 'k' && a1 == 'o' && a2 == 'i':
				// "cookie", "Cookie": a header that may hold a session.
				start, end, ok, word = cookieAt(s, q)
			case v.c == 'k' && a2 == 'e' && a1 != 'o':
				// "key": a key that may name a secret key.
				if q+2 < len(s) && s[q+2] == 'y' {
					word = true
					if start, end, ok = keyWordValue(s, q, lastKey); !ok {
						start, end, ok = serverKeyAt(s, q, &lc) // IOS's "tacacs-server host … key …"
					}
				}
			case v.c == '_' && hasSecretAt(s, q+1):
				// "_secret", "_SECRET": a key that may name a client's
				// secret.
				word = true
				start, end, ok = keyWordValue(s, q+1, lastSecret)
				if !ok && v.pairs.has(a1, a2) {
					seen = true
					special = false // or a prefix: Supabase's "sb_secret_"
				}
			case v.c == 'A' && a1 == 'P' && a2 == 'S':
				if q+3 < len(s) && s[q+3] == 'W' {
					if start, end, ok, word = passwordAt(s, q+3); word && !ok {
						p = passwordSkip(s, q)
					}
				} else {
					start, end, ok, word = ircPassAt(s, q-1)
				}
			case v.c == '_' && a1 == 'z' && a2 == 'p':
				start, end, ok = razorpayPairAt(s, q)
				word = ok
			case v.c == '_' && a1 == 's' && a2 == 'v':
				start, end, ok = steamLoginTokenAt(s, q)
				word = ok
			case v.c == '_' && a1 == 't' && a2 == 'o':
				start, end, ok, word = mosquittoAt(s, q)
			case v.c == 'A' && a1 == ':':
				start, end, ok, word = telegramAt(s, q-1)
				if !ok {
					// After a colon, as curl's -u gives a user's
					// token ("me@x.io:ATATT3…", "key:AIza…"): the
					// prefixes the cases below read after other bytes.
					switch a2 {
					case 'T':
						start, end, ok = atlassianTokenAt(s, q)
					case 'I':
						start, end, ok = googleAPIKeyAt(s, q)
					}
					word = word || ok
				}
			case v.c == 'A' && a1 == '!':
				start, end, ok = salesforceSessionAt(s, q)
				word = ok
			case v.c == 'A' && a2 == 'C' && (a1 == '"' || a1 == '\''):
				if start, end, ok, word = twilioAt(s, q); !ok {
					start, end, ok = curlUserAt(s, q)
					word = word || ok
				}
			case v.c == 'A' && a2 == 'C' && (a1 == ' ' || a1 == '='):
				start, end, ok = curlUserAt(s, q)
				word = ok
			case v.c == 'A' && a1 == 'd' && a2 == 'c':
				start, end, ok, word = sasAt(s, q)
			case v.c == 'A' && a2 == 'I' && !isAlnum(a1) && a1 != '-' && a1 != '_':
				start, end, ok = googleAPIKeyAt(s, q)
				word = ok
			case v.c == 'A' && a2 == 'T' && !isAlnum(a1) && a1 != '-' && a1 != '_':
				start, end, ok = atlassianTokenAt(s, q)
				word = ok
			case v.c == 'A' && a2 == 'U' && !isAlnum(a1):
				start, end, ok = saslPlainAt(s, q)
				word = ok
			case v.c == 'A' && (a2 == 'K' || a2 == 'S') && !isAlnum(a1) && a1 != '-' && a1 != '_':
				start, end, ok = awsSecretAfterKeyID(s, q)
				word = ok
			case v.c == 'A' && a2 == 'P' && q+2 < len(s) && s[q+2] == 'I':
				start, end, ok, word = apiKeyPhraseAt(s, q)
			case v.c == 'A' && a1 == '5' && (a2 == '0' || a2 == ':' || a2 == ' '):
				// EMV's tag 5A, the card's number (card.go).
				start, end, ok = emvPANAt(s, q)
				word, fam = ok, CreditCard
			case v.c == 'A' && a1 == 'P' && a2 == 'T':
				start, end, ok = azurePATAt(s, q)
				word = ok
			case v.c == '~' && a2 == 'Q' && isDigit(a1):
				start, end, ok = azureClientSecretAt(s, q)
				word = ok
			case v.c == '.':
				// A Discord or an Airtable token, or a prefix ("dp.pt.").
				start, end, ok, word = dottedAt(s, q)
				if !ok && v.pairs.has(a1, a2) {
					seen = seen || word
					special = false
				}
			default:
				special = false
			}
			if special {
				seen = seen || word
				if ok {
					fs = append(fs, Finding{Family: fam, Start: start, End: end})
					p = max(p, end)
				}
				continue
			}
			for i := int(v.first[a1]) - 1; i >= 0 && i < len(v.tokens) && v.tokens[i].p1 == a1; i++ {
				st := &v.tokens[i]
				if a2 != st.p2 || !afterIs(s, q+1, st.after) {
					continue
				}
				start := q - st.off
				if start < 0 || !strings.HasPrefix(s[start:], st.t.prefix) {
					continue
				}
				if st.bodied && !seen && !bodyAnchored(s, start+len(st.t.prefix), st.t) {
					break // (once s holds an anchor, vendorTokenAt reads the body alone)
				}
				seen = true
				if start > 0 && insideToken(s[start-1], st.t) && !escapedDelimBefore(s, start) {
					break // inside a word or an identifier ("ghp_ghp_…" but its first)
				}
				if f, ok := vendorTokenAt(s, start, st.t); ok {
					fs = append(fs, f)
					p = f.End
				}
				break
			}
		}
		if seen {
			anchors |= class
		}
	}
	if want&anchorVendor != 0 {
		var upper, cyr, chimp bool
		if fs, chimp = findMailchimpKeys(s, fs); chimp {
			anchors |= anchorVendor
		}
		if strings.HasPrefix(s, "AIza") {
			// At the text's start, where the 'A' scan reads no byte
			// before it.
			if start, end, ok := googleAPIKeyAt(s, 0); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
			}
		}
		fs, upper = findUpperTokenKeys(s, fs)
		fs, cyr = findCyrillicTokenWords(s, fs)
		if upper || cyr {
			anchors |= anchorVendor
		}
	}
	return fs, anchors
}

// hasSecretAt reports "secret" at s[i], in one case ("secret", "Secret",
// "SECRET").
func hasSecretAt(s string, i int) bool {
	if i+6 > len(s) {
		return false
	}
	w := s[i : i+6]
	return w == "secret" || w == "Secret" || w == "SECRET"
}

// bodyAnchored reports that the body of a token of bodiedTokens can
// start at s[b]: its first min bytes are of its alphabet and hold the
// marks its check asks for where they stand at fixed places (what
// follows them is not read: a marker can change it).
func bodyAnchored(s string, b int, t *vendorToken) bool {
	if b+t.min > len(s) {
		return false
	}
	// The marks first: most candidates fail on them at once.
	switch t.check {
	case leadDigits, openAIMark, airtableBody, glsaBody, jsonBody, sendgridBody:
		if !bodyOK(s[b:b+t.min], t.check) {
			return false
		}
	case slackHook:
		if s[b] != 'T' {
			return false
		}
	}
	for i := b; i < b+t.min; i++ {
		if !tokenByte(s[i], t.body) {
			return false
		}
	}
	return true
}

// insideToken reports that c, the byte before a prefix of t, makes the
// prefix part of a longer word, or of a dotted token ("ya29.ya29.…": each
// prefix after the first would read the same run again).
func insideToken(c byte, t *vendorToken) bool {
	return class[c]&cB64URL != 0 || c == '.' && t.body == tokDotted
}

// vendorTokenAt reads the token t whose prefix starts at s[p].
func vendorTokenAt(s string, p int, t *vendorToken) (Finding, bool) {
	if p > 0 && insideToken(s[p-1], t) && !escapedDelimBefore(s, p) {
		return Finding{}, false // inside a word or an identifier; not after "%22" (URL-encoded JSON)
	}
	b := p + len(t.prefix)
	e := b
	limit := t.max
	if t.check == routable {
		limit = maxRoutable
	}
	for e < len(s) && e-b <= limit+1 && tokenByte(s[e], t.body) {
		e++ // (one more, for a sentence's full stop after a dotted one)
	}
	if t.body == tokDotted {
		k := e
		for e > b && s[e-1] == '.' {
			e--
		}
		if k-e >= 2 || k < len(s) && strings.HasPrefix(s[k:], "…") {
			return Finding{}, false // shown cut short ("ya29.a0Af…"), not given
		}
	}
	if e-b > limit {
		return Finding{}, false
	}
	if t.check == routable && e-b >= minRoutable && e-b <= maxRoutable {
		if k := routableSuffix(s, e); k > e {
			e = k
		} else {
			return Finding{}, false
		}
	} else if e-b < t.min || e-b > t.max {
		return Finding{}, false
	}
	if e < len(s) && (class[s[e]]&cB64URL != 0 || t.body == tokB64 && tokenByte(s[e], tokB64)) {
		return Finding{}, false
	}
	if t.check > routable && !bodyOK(s[b:e], t.check) || t.check != ebayBody && placeholderBody(s[b:e]) {
		return Finding{}, false
	}
	if t.check == slackHook {
		p = e - 24 // the secret; the workspace's and the bot's ids are identifiers
	}
	if t.check == discordHook {
		p = b + strings.IndexByte(s[b:e], '/') + 1 // the token; the id names the webhook
	}
	if t.check == pathKey {
		p = b
	}
	if t.check == teamsHook {
		p, e = b, b+32 // the secret; the connector's UUID names it (Slack's rule)
	}
	return Finding{Family: Bearer, Start: p, End: e}, true
}

// uuidShape reports a UUID in small letters: 8-4-4-4-12 hex digits.
func uuidShape(b string) bool {
	if len(b) != 36 {
		return false
	}
	for i := 0; i < len(b); i++ {
		if dash := i == 8 || i == 13 || i == 18 || i == 23; dash != (b[i] == '-') || !dash && !tokenByte(b[i], tokHex) {
			return false
		}
	}
	return true
}

// bodyOK reports a body that passes check (the body has its length).
func bodyOK(b string, check uint8) bool {
	switch check {
	case leadDigits:
		for i := range 11 {
			if !isDigit(b[i]) {
				return false
			}
		}
	case mixedCase:
		var f uint8
		for i := 0; i < len(b); i++ {
			f |= tokFlag[b[i]]
		}
		return f&(tDigit|tLower|tUpper) == tDigit|tLower|tUpper
	case openAIMark:
		return b[20:28] == "T3BlbkFJ"
	case airtableBody:
		if len(b) != 79 || b[14] != '.' {
			return false
		}
		for i := range 14 {
			if !isAlnum(b[i]) {
				return false
			}
		}
		return hexRun(b[15:])
	case glsaBody:
		return b[32] == '_' && hexRun(b[33:]) && strings.IndexByte(b[:32], '_') < 0
	case jsonBody:
		return strings.HasPrefix(b, "eyJ")
	case sendgridBody:
		return len(b) == 66 && b[22] == '.' && strings.IndexByte(b[:22], '.') < 0 && strings.IndexByte(b[23:], '.') < 0
	case uuidBody:
		return uuidShape(b)
	case ebayBody:
		// The gzip header's base64 is a run of 'A's, no stand-in's mark
		// (placeholderBody is not asked).
		return strings.Contains(b, "#t^H4sI")
	case teamsHook:
		if len(b) < 69 || !hexRunOf(b[:32], 32) || b[32] != '/' || !uuidShape(b[33:69]) {
			return false
		}
		if len(b) > 69 {
			// "/V2" and a signature of base64url.
			if len(b) < 69+3+20 || b[69:72] != "/V2" {
				return false
			}
			for _, c := range []byte(b[72:]) {
				if !isAlnum(c) && c != '-' && c != '_' {
					return false
				}
			}
		}
	case discordHook:
		// The id's 17 to 20 digits, '/', and 60 to 72 bytes of token.
		k := 0
		for k < len(b) && isDigit(b[k]) {
			k++
		}
		if k < 17 || k > 20 || k >= len(b) || b[k] != '/' || len(b)-k-1 < 60 || len(b)-k-1 > 72 {
			return false
		}
		for _, c := range []byte(b[k+1:]) {
			if !isAlnum(c) && c != '-' && c != '_' {
				return false
			}
		}
	case slackHook:
		// T and B ids of capitals and digits, then the secret.
		i := 0
		for _, lead := range "TB" {
			if i >= len(b) || b[i] != byte(lead) {
				return false
			}
			k := i + 1
			for k < len(b) && (isUpper(b[k]) || isDigit(b[k])) {
				k++
			}
			if k-i < 8 || k >= len(b) || b[k] != '/' {
				return false
			}
			i = k + 1
		}
		if len(b)-i != 24 {
			return false
		}
		for _, c := range []byte(b[i:]) {
			if !isAlnum(c) {
				return false
			}
		}
	}
	return true
}

// hexRun reports t made of hex digits, in either case.
func hexRun(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i] | 0x20; !isDigit(t[i]) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// The payload lengths of GitLab's routable tokens.
const (
	minRoutable = 27
	maxRoutable = 300
)

// routableSuffix returns the end of a routable token's suffix at s[i]:
// "." and nine of [0-9a-z], or "." two of them "." and nine; i when there
// is none.
func routableSuffix(s string, i int) int {
	j := i + 1
	if i >= len(s) || s[i] != '.' || !base36Run(s, j, 2) {
		return i
	}
	if j+2 < len(s) && s[j+2] == '.' {
		j += 3 // the version
	}
	if !base36Run(s, j, 9) {
		return i
	}
	return j + 9
}

// base36Run reports n of [0-9a-z] at s[j].
func base36Run(s string, j, n int) bool {
	if j+n > len(s) {
		return false
	}
	for k := j; k < j+n; k++ {
		if c := s[k]; !isDigit(c) && c-'a' >= 26 {
			return false
		}
	}
	return true
}

func tokenByte(c byte, body uint8) bool { return bodyBytes[c]>>body&1 != 0 }

// bodyBytes holds, for each byte, a bit for each body alphabet it is in
// (built from the bytes, not from class, which init fills later).
var bodyBytes = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		alnum := b-'0' < 10 || b|0x20-'a' < 26
		set := func(body uint8, in bool) {
			if in {
				t[c] |= 1 << body
			}
		}
		set(tokAlnum, alnum)
		set(tokWord, alnum || b == '_')
		set(tokURL, alnum || b == '_' || b == '-')
		set(tokDotted, alnum || b == '_' || b == '-' || b == '.')
		set(tokHex, isDigit(b) || b-'a' < 6)
		set(tokB64, alnum || b == '+' || b == '/' || b == '=' || b == '_')
		set(tokAnyB64, alnum || b == '+' || b == '/' || b == '=' || b == '_' || b == '-')
		set(tokCaret, alnum || b == '+' || b == '/' || b == '=' || b == '_' || b == '-' || b == '^' || b == '#')
	}
	return t
}()

// placeholderBody reports a body written as an example: it says so or
// asks for the real one ("xoxb-your-token-here", "…EXAMPLE…"), repeats one
// character eight times ("ghp_xxxxxxxx…"), or holds no digit, which no
// random body of these lengths lacks, unless its letters mix cases as
// random ones do.
func placeholderBody(b string) bool {
	var low [64]byte
	n := copy(low[:], b)
	for i, c := range low[:n] {
		if isUpper(c) {
			low[i] = c + 'a' - 'A'
		}
	}
	l := string(low[:n])
	for _, w := range placeholderWords {
		for k := 0; ; {
			i := strings.Index(l[k:], w)
			if i < 0 {
				break
			}
			if i += k; wordCased(b[i : i+len(w)]) {
				return true
			}
			k = i + 1
		}
	}
	run, digit, lowerSeen := 1, false, false
	for i := 0; i < len(b); i++ {
		digit = digit || isDigit(b[i])
		lowerSeen = lowerSeen || b[i]-'a' < 26
		if i > 0 && b[i] == b[i-1] {
			if run++; run >= 8 {
				return true
			}
		} else {
			run = 1
		}
	}
	// Hugging Face's tokens are 34 letters and no digit (gitleaks'
	// huggingface-access-token): random letters, a quarter or more of
	// them capitals, are no placeholder either.
	return !digit && !(lowerSeen && len(b) >= 20 && upperCount(b)*4 >= len(b))
}

// placeholderWords are what docs write in a token's place, in lower case
// (looked for in the body's first 64 bytes).
// wordCased reports w written as a word is: in small letters, in
// capitals, or capitalised ("your", "YOUR", "Your"); a random body's
// "MfAkEo" holds "fAkE", no word.
func wordCased(w string) bool {
	up := 0
	for i := 0; i < len(w); i++ {
		if isUpper(w[i]) {
			up++
		}
	}
	return up == 0 || up == len(w) || up == 1 && isUpper(w[0])
}

var placeholderWords = []string{"example", "your", "here", "placeholder", "dummy", "fake", "redacted", "insert", "xxxx"}

// telegramAt reads a Telegram bot token whose ':' is at s[q]: the bot's
// id, eight to ten digits (no leading 0) at a word's start or right after
// "bot" (the Bot API's URLs, api.telegram.org/bot<token>/getMe), ':', and
// 34 or 35 bytes of [0-9A-Za-z_-] from an 'A' (core.telegram.org/bots:
// BotFather's example "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw" has
// 34, issued tokens 35; gitleaks' telegram-bot-api-token). The finding is
// the whole token, so the id is not left to the phone matcher as a number
// and the secret after it kept. It also reports whether s holds eight
// digits or more, ':' and 34 body bytes from an 'A' there (the re-check's
// anchor: a marker can change what stands before the id or after the body,
// not these).
func telegramAt(s string, q int) (int, int, bool, bool) {
	i := q
	for i > 0 && isDigit(s[i-1]) && q-i <= 10 {
		i--
	}
	n := q - i
	b := q + 1
	if n < 8 || b >= len(s) || s[b] != 'A' {
		return 0, 0, false, false
	}
	e := b
	for e < len(s) && class[s[e]]&cB64URL != 0 && e-b <= 35 {
		e++
	}
	if e-b < 34 {
		return 0, 0, false, false
	}
	if n > 10 || e-b > 35 || s[i] == '0' || placeholderBody(s[b:e]) {
		return 0, 0, false, true
	}
	if i > 0 && class[s[i-1]]&cB64URL != 0 && !(i >= 3 && s[i-3:i] == "bot" && (i == 3 || !isAlnum(s[i-4]))) {
		return 0, 0, false, true // glued to a word ("v2x123456789:A…"), but the Bot API's "/bot123…"
	}
	return i, e, true, true
}

// airtableToken is Airtable's personal access token: "pat", fourteen
// letters or digits, '.' and 64 hex digits (airtable.com's
// personal-access-token docs; gitleaks' airtable-personnal-access-token).
// "pat" starts "path" and "pattern", so it is found from its '.'
// (dotShape), seventeen bytes on, and only its shape decides.
var airtableToken = vendorToken{"pat", tokDotted, 79, 79, airtableBody}

// dottedAt reads the token whose first '.' is at s[q], when its shape is
// an Airtable token's or a Discord bot token's, and reports whether s holds
// one's anchor there (bodyAnchored, discordAnchored).
func dottedAt(s string, q int) (int, int, bool, bool) {
	if q >= 17 && s[q-17] == 'p' && s[q-16] == 'a' && s[q-15] == 't' {
		p := q - 17
		if !bodyAnchored(s, p+3, &airtableToken) {
			return 0, 0, false, false
		}
		if f, ok := vendorTokenAt(s, p, &airtableToken); ok {
			return f.Start, f.End, true, true
		}
		return 0, 0, false, true
	}
	return discordAt(s, q)
}

// discordAt reads a Discord bot token whose first '.' is at s[q]
// (discord.com/developers/docs, "Authentication"): the bot's user id in
// base64 — a snowflake of 17 to 20 digits, 23 to 27 bytes — '.', six
// bytes (a timestamp) and '.', and 27 to 38 bytes of HMAC, all of
// [0-9A-Za-z_-]. No prefix marks it, but its first part must decode to
// ASCII digits, which a random or an encoded word's base64 does not (each
// group of four then starts with M, N or O). It also reports the anchor of
// the re-check: the six bytes between the dots and 23 token bytes before
// the first.
func discordAt(s string, q int) (int, int, bool, bool) {
	if q < 23 || q+8 > len(s) || s[q+7] != '.' {
		return 0, 0, false, false
	}
	for k := q + 1; k < q+7; k++ {
		if class[s[k]]&cB64URL == 0 {
			return 0, 0, false, false
		}
	}
	j := q
	for j > 0 && class[s[j-1]]&cB64URL != 0 && q-j <= 27 {
		j--
	}
	if q-j < 23 {
		return 0, 0, false, false
	}
	if q-j > 27 || j > 0 && (s[j-1] == '.' || s[j-1] >= 0x80) || !b64Digits(s[j:q]) {
		return 0, 0, false, true
	}
	b := q + 8
	e := b
	for e < len(s) && class[s[e]]&cB64URL != 0 && e-b <= 38 {
		e++
	}
	if e-b < 27 || e-b > 38 || e < len(s) && s[e] == '.' {
		return 0, 0, false, true
	}
	return j, e, true, true
}

// b64Digits reports that t, base64 without padding, decodes to ASCII
// digits, the first not 0.
func b64Digits(t string) bool {
	if len(t)%4 == 1 {
		return false
	}
	var buf [24]byte
	n := 0
	for i := 0; i < len(t); i += 4 {
		var v uint32
		k := min(4, len(t)-i)
		for j := 0; j < 4; j++ {
			v <<= 6
			if j < k {
				d := b64AnyValue(t[i+j])
				if d < 0 {
					return false
				}
				v |= uint32(d)
			}
		}
		for j := 0; j < k-1; j++ {
			buf[n] = byte(v >> (16 - 8*j))
			n++
		}
	}
	if n == 0 || buf[0] == '0' {
		return false
	}
	for _, c := range buf[:n] {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

// b64AnyValue is the value of a base64 or base64url digit, or -1.
func b64AnyValue(c byte) int {
	switch c {
	case '-':
		return 62
	case '_':
		return 63
	}
	return int(b64Value[c])
}

// twilioAt reads the auth token passed with a Twilio account's id, whose
// "AC" is at s[q]: the id quoted ("AC" and 32 hex digits: Twilio's
// Account SID), a comma, and the token quoted, 32 hex digits — the
// helper libraries' client, twilio('AC…', '…') in Node, Client("AC…",
// "…") in Python, Twilio.init("AC…", "…") in Java (twilio.com/docs/usage/
// secure-credentials). The id is an identifier and stays. It also
// reports whether s holds the two there (the re-check's anchor: the bytes
// around them can change, not they).
func twilioAt(s string, q int) (int, int, bool, bool) {
	if q < 1 || q+35 > len(s) {
		return 0, 0, false, false
	}
	quote := s[q-1]
	if quote != '"' && quote != '\'' || s[q+34] != quote || !lowerHexRun(s[q+2:q+34]) {
		return 0, 0, false, false
	}
	j := skipBlanks(s, q+35, 4)
	if j >= len(s) || s[j] != ',' {
		return 0, 0, false, false
	}
	j = skipBlanks(s, j+1, 4)
	if j+34 > len(s) || s[j] != quote || s[j+33] != quote || !lowerHexRun(s[j+1:j+33]) {
		return 0, 0, false, false
	}
	if placeholderBody(s[j+1 : j+33]) {
		return 0, 0, false, true
	}
	return j + 1, j + 33, true, true
}

// lowerHexRun reports t made of 0-9 and a-f.
func lowerHexRun(t string) bool {
	for i := 0; i < len(t); i++ {
		if !tokenByte(t[i], tokHex) {
			return false
		}
	}
	return true
}

// curlUserAt reads the auth token that curl's -u (--user) passes as the
// password after a Twilio account's id, whose "AC" is at s[q]: "-u
// AC<32 hex>:<32 hex>", the id perhaps quoted (Twilio's curl examples,
// twilio.com/docs/usage/requests-to-twilio). The token is the finding;
// the id stays, as twilioAt leaves it.
func curlUserAt(s string, q int) (int, int, bool) {
	i := q
	if i > 0 && (s[i-1] == '"' || s[i-1] == '\'') {
		i--
	}
	switch {
	case i >= 4 && s[i-4:i] == " -u ":
	case i >= 8 && (s[i-8:i] == " --user " || s[i-8:i] == " --user="):
	default:
		return 0, 0, false
	}
	j := q + 34
	if j+33 > len(s) || s[j] != ':' || !lowerHexRun(s[q+2:j]) || !lowerHexRun(s[j+1:j+33]) {
		return 0, 0, false
	}
	if j+33 < len(s) && class[s[j+33]]&cB64URL != 0 || placeholderBody(s[j+1:j+33]) {
		return 0, 0, false
	}
	return j + 1, j + 33, true
}

// sasAt reads the signature of an Azure shared access signature whose
// "AccessSignature" has its 'A' at s[q]: "SharedAccessSignature", then
// its parameters — "sr=" (the resource), "sig=" (the HMAC-SHA256, base64,
// URL-encoded), "se=" (the expiry), "skn=" (the policy) — as IoT Hub,
// Event Hubs and Service Bus send them (learn.microsoft.com, "Control
// access to IoT Hub with SAS tokens"). Only "sig" is a secret; the
// others name the resource. It also reports whether s holds the word
// there (the re-check's anchor).
func sasAt(s string, q int) (int, int, bool, bool) {
	if q < 6 || s[q-6:q] != "Shared" || !strings.HasPrefix(s[q:], "AccessSignature") {
		return 0, 0, false, false
	}
	i := q + len("AccessSignature")
	j := skipBlanks(s, i, 2)
	if j == i {
		return 0, 0, false, true // a blank first: the list ends at the next one, so each byte is read once
	}
	e := j
	for e < len(s) && e-j < 2048 && sasByte(s[e]) {
		e++
	}
	start, end, others := sasSig(s[j:e])
	if start < 0 || others == 0 {
		return 0, 0, false, true
	}
	return j + start, j + end, true, true
}

// sasByte reports a byte of a SAS token's parameter list.
func sasByte(c byte) bool {
	return class[c]&cB64URL != 0 || c == '%' || c == '&' || c == '=' || c == '.' || c == '+' || c == '/'
}

// sasSig finds "sig=" in the parameter list p ("sr=…&sig=…&se=…"): the
// value's range (start -1 when there is none of 20 bytes or more), and
// how many of the other SAS parameters ("sr", "se", "sv", "sp", "skn")
// the list holds.
func sasSig(p string) (start, end, others int) {
	start = -1
	for i := 0; i < len(p); {
		k := strings.IndexByte(p[i:], '&')
		f := p[i:]
		if k >= 0 {
			f = p[i : i+k]
		}
		switch {
		case strings.HasPrefix(f, "sig="):
			if len(f)-4 >= 20 && start < 0 {
				start, end = i+4, i+len(f)
			}
		case strings.HasPrefix(f, "sr="), strings.HasPrefix(f, "se="), strings.HasPrefix(f, "sv="),
			strings.HasPrefix(f, "sp="), strings.HasPrefix(f, "skn="):
			others++
		case len(f) > 6 && (f[0]|0x20 == 'x') && f[1] == '-':
			// A presigned URL's signature (AWS Signature Version 4's
			// query form, and Google Cloud Storage's V4): the URL is
			// the grant, as a SAS is, its credential scope a key id.
			if g, ok := signedURLParam(f); ok && len(f)-len(g) >= 64 && start < 0 {
				start, end = i+len(g), i+len(f)
			} else if ok {
				// the signature too short: no HMAC-SHA256 in hex
			} else if hasFoldAt(f, 0, "x-amz-") || hasFoldAt(f, 0, "x-goog-") {
				others++
			}
		}
		if k < 0 {
			break
		}
		i += k + 1
	}
	return start, end, others
}

// signedURLParam returns the name and '=' of a presigned URL's signature
// parameter that f starts with.
func signedURLParam(f string) (string, bool) {
	for _, g := range [...]string{"X-Amz-Signature=", "X-Goog-Signature="} {
		if len(f) > len(g) && strings.EqualFold(f[:len(g)], g) {
			return f[:len(g)], true
		}
	}
	return "", false
}

// findMailchimpKeys appends Mailchimp's API keys, 32 hex digits and the
// data centre after a dash ("89a1a287409f8690e1765bdf1373f2c5-us21"): a
// suffix, not a prefix, so found from its "-us" (strings.Index stops at
// each '-', rare in prose). It reports whether s holds one.
func findMailchimpKeys(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 32; i < len(s); {
		k := strings.Index(s[i:], "-us")
		if k < 0 {
			break
		}
		d := i + k
		i = d + 3
		e := d + 3
		for e < len(s) && e-d < 5 && isDigit(s[e]) {
			e++
		}
		if e == d+3 || e < len(s) && isAlnum(s[e]) || !hexRunOf(s[d-32:d], 32) || d > 32 && isAlnum(s[d-33]) {
			continue
		}
		seen = true
		fs = append(fs, Finding{Family: Bearer, Start: d - 32, End: e})
		i = e
	}
	return fs, seen
}

// atlassianTokenAt reads an Atlassian API token at s[q] (Jira, Confluence,
// Bitbucket: id.atlassian.com's "Create API token"): "ATATT3" and about
// 190 bytes of base64url, a '=' and its checksum's eight, as its issuer
// writes it, at a word's start. 150 to 300 bytes of [A-Za-z0-9_=-] in
// all, nothing of them after: a token cut short stays.
func atlassianTokenAt(s string, q int) (int, int, bool) {
	if !strings.HasPrefix(s[q:], "ATATT3") || q > 0 && class[s[q-1]]&cB64URL != 0 {
		return 0, 0, false
	}
	e := q + len("ATATT3")
	for e < len(s) && e-q <= 300 && (class[s[e]]&cB64URL != 0 || s[e] == '=') {
		e++
	}
	if e-q < 150 || e-q > 300 {
		return 0, 0, false
	}
	return q, e, !placeholder(s[q:e])
}

// googleAPIKeyAt reads a Google API key at s[q]: "AIza" and 35 bytes of
// [A-Za-z0-9_-], at a word's start and nothing of its alphabet after. The
// 'A' scan stops at an 'A' before an 'I' after a byte of no token. A
// key embedded in a page still bills its owner's quota wherever it is
// pasted, and five corpora's authors of seven label it.
func googleAPIKeyAt(s string, q int) (int, int, bool) {
	const body = 35
	e := q + 4 + body
	if e > len(s) || q > 0 && class[s[q-1]]&cB64URL != 0 || e < len(s) && class[s[e]]&cB64URL != 0 {
		return 0, 0, false
	}
	for i := q + 4; i < e; i++ {
		if class[s[i]]&cB64URL == 0 {
			return 0, 0, false
		}
	}
	return q, e, !placeholder(s[q:e])
}

// razorpayPairAt reads the secret given with a Razorpay key id whose "rzp_"
// has its '_' at s[q]: "rzp_live_" or "rzp_test_" and fourteen letters or
// digits (the key id, which identifies the account), then the key secret,
// twenty-four letters or digits, as the SDKs' clients take the two — a
// pair of strings ("razorpay.Client(auth=(\"rzp_live_…\", \"…\"))", "new
// Razorpay({ key_id: …, key_secret: … })" is read by its key) or Basic's
// "id:secret".
func razorpayPairAt(s string, q int) (int, int, bool) {
	if q < 3 || s[q-3:q] != "rzp" || q > 3 && isWordByte(s[q-4]) || q+20 > len(s) || s[q+1:q+6] != "live_" && s[q+1:q+6] != "test_" {
		return 0, 0, false
	}
	j := q + 6
	e := j
	for e < len(s) && isAlnum(s[e]) {
		e++
	}
	if e-j != 14 || e >= len(s) {
		return 0, 0, false
	}
	// The secret: after the id's closing quote, a comma and the secret's
	// opening quote (the same quote), or after Basic's colon.
	k := e
	var quote byte
	if s[k] == ':' {
		k++
	} else {
		if s[k] == '"' || s[k] == '\'' {
			quote = s[k]
			k++
		}
		k = skipBlanks(s, k, 2)
		if k >= len(s) || s[k] != ',' {
			return 0, 0, false
		}
		k = skipBlanks(s, k+1, 2)
		if quote != 0 && (k >= len(s) || s[k] != quote) {
			return 0, 0, false
		}
		if quote != 0 {
			k++
		}
	}
	a := k
	for k < len(s) && isAlnum(s[k]) {
		k++
	}
	if k-a != 24 || quote != 0 && (k >= len(s) || s[k] != quote) || k < len(s) && isWordByte(s[k]) {
		return 0, 0, false
	}
	return a, k, true
}

// steamLoginTokenAt reads a game server's login token after the command
// that sets it, its '_' at s[q]: "sv_setsteamaccount 811D47C8…" in a
// Source or CS2 server's config (server.cfg) or on its command line
// ("+sv_setsteamaccount …"). The token, issued per server by Steam, logs
// the server in as its owner's account: 32 hex digits in capitals.
func steamLoginTokenAt(s string, q int) (int, int, bool) {
	const cmd = "_setsteamaccount"
	if q < 2 || !strings.HasPrefix(s[q:], cmd) || q > 2 && isWordByte(s[q-3]) {
		return 0, 0, false
	}
	j := q + len(cmd)
	k := j
	for k < len(s) && k-j < 4 && (s[k] == ' ' || s[k] == '\t' || s[k] == '"') {
		k++
	}
	if k == j || !upperHex32(s, k) {
		return 0, 0, false
	}
	return k, k + 32, true
}

// awsSecretAfterKeyID reads the secret access key that follows an AWS
// access key id at s[q] ("AKIA…" or "ASIA…", 20 capitals and digits) on
// its line, a few blanks, commas, tabs, pipes, quotes or " / " between (or
// the word "secret"), as the console's table, the credentials CSV it
// downloads and pasted pairs give them ("AKIAWHXVRMLPCPQVTIIA
// Q5iIrg2wvsZSL/6r4Mxq9nSRreNiAV2NWqa0jPpf", "AKIA…,wJalr…", "AKIA…
// secret …"): 40 bytes of base64 with capitals, small letters and a
// digit. The id stays (publicValue).
func awsSecretAfterKeyID(s string, q int) (int, int, bool) {
	if q+20 > len(s) || s[q+1] != 'K' && s[q+1] != 'S' || s[q+2] != 'I' || s[q+3] != 'A' {
		return 0, 0, false
	}
	for i := q + 4; i < q+20; i++ {
		if c := s[i]; !isDigit(c) && c-'A' >= 26 {
			return 0, 0, false
		}
	}
	j := q + 20
	for j < len(s) && j-q-20 < 10 && (s[j] == ' ' || s[j] == '\t' || s[j] == ',' || s[j] == '|' || s[j] == '"' || s[j] == '\'' || s[j] == ':' || s[j] == '/' && s[j-1] == ' ') {
		j++
	}
	if w := secretWordAt(s, j); w > j {
		// The secret named between: "aws key id AKIA… secret kS8u…".
		j = w
	}
	if j == q+20 || j+40 > len(s) {
		return 0, 0, false
	}
	e := j
	for e < len(s) && e-j < 41 && (isAlnum(s[e]) || s[e] == '/' || s[e] == '+') {
		e++
	}
	if e-j != 40 || tokFlags(s[j:e])&(tDigit|tLower|tUpper) != tDigit|tLower|tUpper || placeholder(s[j:e]) {
		return 0, 0, false
	}
	return j, e, true
}

// secretWordAt returns where a value starts after "secret", "secret
// key" or "sk" at s[j] and the blanks or colon after it, or j.
func secretWordAt(s string, j int) int {
	for _, w := range [...]string{"secret key", "secret", "sk"} {
		if e := j + len(w); e < len(s) && strings.EqualFold(s[j:e], w) && (s[e] == ' ' || s[e] == ':' || s[e] == '=') {
			for e < len(s) && e-j < 16 && (s[e] == ' ' || s[e] == ':' || s[e] == '=') {
				e++
			}
			return e
		}
	}
	return j
}

// azureClientSecretAt reads a Microsoft Entra ID (Azure AD) application's
// client secret whose '~' is at s[q]: three bytes, a digit, "Q~", then 31
// to 34 bytes, of [A-Za-z0-9_~.-] (the portal's 40-byte secrets, as
// gitleaks' azure-ad-client-secret reads them), standing alone.
func azureClientSecretAt(s string, q int) (int, int, bool) {
	start := q - 5
	if start < 0 || !isDigit(s[q-2]) || s[q-1] != 'Q' {
		return 0, 0, false
	}
	in := func(c byte) bool { return class[c]&cB64URL != 0 || c == '~' || c == '.' }
	for i := start; i < q-2; i++ {
		if !in(s[i]) || s[i] == '-' {
			return 0, 0, false
		}
	}
	if start > 0 && in(s[start-1]) {
		return 0, 0, false
	}
	e := q + 1
	for e < len(s) && e-q <= 36 && in(s[e]) {
		e++
	}
	if e < len(s) && in(s[e]) {
		return 0, 0, false
	}
	if e-q-1 == 35 && s[e-1] == '.' {
		e-- // a sentence's full stop after it
	}
	if n := e - q - 1; n < 31 || n > 34 {
		return 0, 0, false
	}
	return start, e, !placeholder(s[start:e])
}

// azurePATAt reads an Azure DevOps personal access token under a name
// that ends in "_PAT" or "-PAT" (AZURE_DEVOPS_EXT_PAT, SYSTEM_PAT), its
// 'A' at s[q]: 52 small letters and digits, both in it (the format the
// CLI and pipelines take).
func azurePATAt(s string, q int) (int, int, bool) {
	if q < 3 || s[q-2] != '_' && s[q-2] != '-' || !isAlnum(s[q-3]) || q+2 < len(s) && isWordByte(s[q+2]) {
		return 0, 0, false
	}
	j, key := afterKey(s, q-1, q+2, true, false)
	if !key {
		return 0, 0, false
	}
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	e := j
	for e < len(s) && e-j <= 52 && (isDigit(s[e]) || s[e]-'a' < 26) {
		e++
	}
	if e-j != 52 || e < len(s) && isAlnum(s[e]) || tokFlags(s[j:e])&(tDigit|tLower) != tDigit|tLower {
		return 0, 0, false
	}
	return j, e, true
}
