package scrub

import (
	"strings"
	"testing"
)

// Twenty-second round, the bearer family: what corpora 45 to 48 showed.
// Each test holds credentials missed before the round's rules and the
// neighbours the rules must leave as they were.

var (
	b64sig  = "p6/zmK4RfDc9Yh2sLqX0vT1uWb8NaEoJ3kG5iC7rHQw="
	lwaBody = "IwEBIAbc0DEFgh1IJKlm2NOPqr3STUvw4XYZab5CDef6GHij7KLmn8OPqr9STuv-WXyz_0123"
)

// TestRound22Prefixes: Stripe's whsec_, WooCommerce's ck_/cs_, Plaid's
// access-<env>-UUID, eBay's v^1.1# and Amazon's Atza|/Atzr| tokens.
func TestRound22Prefixes(t *testing.T) {
	ebay := "v^1.1#i^1#p^3#r^1#f^0#I^3#t^H4sIAAAAAAAAAOVXa2wUVRTu+0/uvF3yGm6Hn+jJYL/PYpJK0/j0Se9nYMllnDxovcYemmQjZQuNnLpTm+DCgn7CysJ2dbsY9RD13FXNuw"
	checkScrubbed(t, []scrubbed{
		{"STRIPE_WEBHOOK_SECRET=whsec_g9dULIoxVWSIyeF5jhioahUXDeOyhXaE\nX=1", "STRIPE_WEBHOOK_SECRET=[REDACTED]\nX=1"},
		{"endpoint secret we configured: whsec_W8MR4bRbBcjtXjPc0t2j3CSDYYhmjKzw\n", "endpoint secret we configured: [REDACTED]\n"},
		{"webhook_secret = \"whsec_l5611PlGr0WvIWWOXNbePegS4dhyJOJ2\"", "webhook_secret = \"[REDACTED]\""},
		{"wc_consumer_key: ck_d7a5260d756e026e3400797944c350509a75b41e", "wc_consumer_key: [REDACTED]"},
		{"?consumer_key=ck_74bd1f272266c1986f09f729ea66ff3fa1c570e6&consumer_secret=cs_748999691ffad9d176a95baf853d4bab14a88326\n",
			"?consumer_key=[REDACTED]&consumer_secret=[REDACTED]\n"},
		{"access token access-sandbox-d1880401-5dcb-40c0-99fb-9ed212ef2809. Routing", "access token [REDACTED]. Routing"},
		{"\"access_token\": \"access-production-2cda2fd3-c209-4857-aa6d-da138eccd669\"", "\"access_token\": \"[REDACTED]\""},
		{"EBAY_USER_TOKEN=" + ebay + "\n", "EBAY_USER_TOKEN=[REDACTED]\n"},
		{"> Authorization: Bearer " + ebay + "\n", "> Authorization: Bearer [REDACTED]\n"},
		{"x-amz-access-token: Atza|" + lwaBody + "\nx-amz-date: 20240221T183310Z", "x-amz-access-token: [REDACTED]\nx-amz-date: 20240221T183310Z"},
		{"Atzr|" + lwaBody, "[REDACTED]"},
		// Placeholders, other lengths, prefixes inside words, public tokens.
		{"whsec_... whsec_xxx whsec_test_secret whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "whsec_... whsec_xxx whsec_test_secret whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
		{"stack_c933e07d63b30e97b24011d003412573a55878fa ck_c933e07d63b30e97b24011d003412573", "stack_c933e07d63b30e97b24011d003412573a55878fa ck_c933e07d63b30e97b24011d003412573"},
		{"cs_ABCDEF cs_101 lecture", "cs_ABCDEF cs_101 lecture"},
		{"public-sandbox-d1880401-5dcb-40c0-99fb-9ed212ef2809 access-sandbox-not-a-uuid access-control-allow-origin", "public-sandbox-d1880401-5dcb-40c0-99fb-9ed212ef2809 access-sandbox-not-a-uuid access-control-allow-origin"},
		{"v^1.1#i^1#p^3 is eBay's token format", "v^1.1#i^1#p^3 is eBay's token format"},
		{"Atza|IwEB... and Atza| tokens; Matza|" + lwaBody, "Atza|IwEB... and Atza| tokens; Matza|" + lwaBody},
	})
}

// TestRound22Schemes: MessageBird's AccessKey, Klaviyo's Klaviyo-API-Key,
// legacy FCM's key=, Azure's SharedAccessKey and SharedAccessSignature,
// curl's -u with a Twilio account's id.
func TestRound22Schemes(t *testing.T) {
	fcm := "AAAAy7v1zn2:APA91b-b7OyH5mYkxwOSHxtrLjnbd14mGwPKbeP0exqkRJoj8WoEm2LaBEWzPOQ3FV5SvnnQ00c8yXJhOKkVYxHPXmb2RAJ-A4R_PcvakKkWgsO14K9Yybhbb"
	checkScrubbed(t, []scrubbed{
		{"Authorization: AccessKey live_0c4GUvaLwnvMH6YWrijqujvuG\n", "Authorization: AccessKey [REDACTED]\n"},
		{"-H 'Authorization: Klaviyo-API-Key pk_eaf203e9f79d3eff427becd22d427e81a2' -H", "-H 'Authorization: Klaviyo-API-Key [REDACTED]' -H"},
		{"-H \"Authorization: key=" + fcm + "\" -H", "-H \"Authorization: key=[REDACTED]\" -H"},
		{"HostName=h.azure-devices.net;DeviceId=d1;SharedAccessKey=" + b64sig + "\n", "HostName=h.azure-devices.net;DeviceId=d1;SharedAccessKey=[REDACTED]\n"},
		{"HostName=h;SharedAccessKeyName=iothubowner;SharedAccessKey=" + b64sig, "HostName=h;SharedAccessKeyName=iothubowner;SharedAccessKey=[REDACTED]"},
		{"SharedAccessSignature sr=hub.azure-devices.net%2Fdevices%2Fgw055&sig=VV9BfB2PF4qcc79TKCN9jMUnpqAwiqwITmQ6XvcVIuo%3D&se=1735941407\n",
			"SharedAccessSignature sr=hub.azure-devices.net%2Fdevices%2Fgw055&sig=[REDACTED]&se=1735941407\n"},
		{"curl -X POST https://api.twilio.com/x \\\n  -u AC106df63b40e897cf92417d5f209e4f83:07902edab4402b0f4930b9559ef90925\n",
			"curl -X POST https://api.twilio.com/x \\\n  -u AC106df63b40e897cf92417d5f209e4f83:[REDACTED]\n"},
		{"curl --user 'AC106df63b40e897cf92417d5f209e4f83:07902edab4402b0f4930b9559ef90925'", "curl --user 'AC106df63b40e897cf92417d5f209e4f83:[REDACTED]'"},
		// Words, placeholders, a policy's name, a SAS list without its
		// other parameters.
		{"Authorization: AccessKey <your-access-key> (see AccessKey docs)", "Authorization: AccessKey <your-access-key> (see AccessKey docs)"},
		{"Authorization: key=<server-key> and key=AAAAshort:APA91bxyz", "Authorization: key=<server-key> and key=AAAAshort:APA91bxyz"},
		{"SharedAccessKeyName=iothubowner;SharedAccessKey=<key>", "SharedAccessKeyName=iothubowner;SharedAccessKey=<key>"},
		{"SharedAccessSignature sig=VV9BfB2PF4qcc79TKCN9jMUnpqAwiqwITmQ6XvcVIuo%3D", "SharedAccessSignature sig=VV9BfB2PF4qcc79TKCN9jMUnpqAwiqwITmQ6XvcVIuo%3D"},
		{"curl -u root https://x; curl -u $USER:$PASS; curl -u user:<password>; -u AC106df63b40e897cf92417d5f209e4f83:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
			"curl -u root https://x; curl -u $USER:$PASS; curl -u user:<password>; -u AC106df63b40e897cf92417d5f209e4f83:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
	})
}

// TestRound22SecretKeys: "…_SECRET" after any joined word but a stop list,
// and XML elements named for a token.
func TestRound22SecretKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"PLAID_CLIENT_ID=3d954f1f465d8ec70f8919f6\nPLAID_SECRET=23889ae61bcdc9a897a56bf51a3113\nPLAID_ENV=production",
			"PLAID_CLIENT_ID=3d954f1f465d8ec70f8919f6\nPLAID_SECRET=[REDACTED]\nPLAID_ENV=production"},
		{"export RAZORPAY_KEY_SECRET=jpXQtSLFiXLdarX5WEW4l0Gw\n", "export RAZORPAY_KEY_SECRET=[REDACTED]\n"},
		{"  <eBayAuthToken>AgAAAA**AQAAAA**aAAAAA**m3p/Di/b5zlzm2Q6JbnD31p9kfVQOj39kdu/X+2W3pG1fAWx1Jzl==</eBayAuthToken>",
			"  <eBayAuthToken>[REDACTED]</eBayAuthToken>"},
		// A secret object's name, a stop word, placeholders, code.
		{"tls_secret: my-tls-cert-2024\nk8s_secret: db-creds-v2\nPLAID_SECRET=<your-secret>\nPLAID_SECRET=${PLAID_SECRET}",
			"tls_secret: my-tls-cert-2024\nk8s_secret: db-creds-v2\nPLAID_SECRET=<your-secret>\nPLAID_SECRET=${PLAID_SECRET}"},
		{"TOP_SECRET=a1b2c3d4e5f6a7b8c9d0\nplaid_secret = os.environ['PLAID_SECRET_V2']", "TOP_SECRET=a1b2c3d4e5f6a7b8c9d0\nplaid_secret = os.environ['PLAID_SECRET_V2']"},
		{"<eBayAuthToken>YOUR_TOKEN_HERE</eBayAuthToken> <NextPageToken>abc</NextPageToken>", "<eBayAuthToken>YOUR_TOKEN_HERE</eBayAuthToken> <NextPageToken>abc</NextPageToken>"},
	})
}

// TestRound22Passwords: a password key's value that looks like a chosen
// one, and mosquitto's -P beside -u.
func TestRound22Passwords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"mqtt:\n  username: tracker-21jzs8\n  password: \"Gateway#2106TraNs4\"\n  topic: fleet/x", "mqtt:\n  username: tracker-21jzs8\n  password: \"[REDACTED]\"\n  topic: fleet/x"},
		{"GET /api/sendsms?username=acme_otp&password=Meter!0211LmJs0j&to=6281193979110", "GET /api/sendsms?username=acme_otp&password=[REDACTED]&to=[REDACTED]"},
		{"DB_PASSWORD=TexaDBimjaZ844IzFyF\n", "DB_PASSWORD=[REDACTED]\n"},
		{"{\"password\": \"cklH8Ec3D7bj8yOxjKSQDi5\"}", "{\"password\": \"[REDACTED]\"}"},
		{"mqttPassword: r9vRfAULbW68aEKBtZoo", "mqttPassword: [REDACTED]"},
		{"<Password>Depot@1939xQX2iH</Password>", "<Password>[REDACTED]</Password>"},
		{"mosquitto_pub -h 10.0.0.1 -p 8883 --cafile ca.crt -u gw_tf57 -P 'Courier$0529WpIyn4' -t sites/a -m 1",
			"mosquitto_pub -h 10.0.0.1 -p 8883 --cafile ca.crt -u gw_tf57 -P '[REDACTED]' -t sites/a -m 1"},
		// Stand-ins, templates, masks, words, names, no -u.
		{"password: \"********\"\npassword: <password>\npassword: ${DB_PASS}\nPASSWORD=$DB_PASS\npassword: changeme123",
			"password: \"********\"\npassword: <password>\npassword: ${DB_PASS}\nPASSWORD=$DB_PASS\npassword: changeme123"},
		{"password: P@ssw0rd123\npassword: your_password_1\npassword: {{ .Values.pw1 }}\npassword: %(pw1)s", "password: P@ssw0rd123\npassword: your_password_1\npassword: {{ .Values.pw1 }}\npassword: %(pw1)s"},
		{"Forgot password? Reset password: click the link. password_hash: abcdef0123456789 passwords: 12", "Forgot password? Reset password: click the link. password_hash: abcdef0123456789 passwords: 12"},
		{"password: correcthorsebattery\npassword: db_pass_2024\npassword=https://vault/x1", "password: correcthorsebattery\npassword: db_pass_2024\npassword=https://vault/x1"},
		{"docker login -u ci --password-stdin; mosquitto_sub -h x -P 'Courier$0529WpIyn4'", "docker login -u ci --password-stdin; mosquitto_sub -h x -P 'Courier$0529WpIyn4'"},
	})
}

// vendorHostile22 are the twenty-second round's hostile inputs: its
// anchors and prefixes crowded.
var vendorHostile22 = []struct{ name, in string }{
	{"w", strings.Repeat("w", 50000)},
	{"password=", strings.Repeat("password=", 5556)},
	{"password=a1", strings.Repeat("password=a1", 4546)},
	{"PASSWORD:", strings.Repeat("PASSWORD:", 5556)},
	{"whsec_", strings.Repeat("whsec_", 8334)},
	{"ck_", strings.Repeat("ck_", 16667)},
	{"access-sandbox-", strings.Repeat("access-sandbox-", 3334)},
	{"v^1.1#", strings.Repeat("v^1.1#", 8334)},
	{"Atza|", strings.Repeat("Atza|", 10000)},
	{"-u AC", strings.Repeat(" -u AC", 8334)},
	{"SharedAccessSignature", strings.Repeat("SharedAccessSignature sr=a&", 1852)},
	{"mosquitto_pub", strings.Repeat("mosquitto_pub -u a -P ", 2273)},
	{"<aToken>", strings.Repeat("<aToken>", 6250)},
}
