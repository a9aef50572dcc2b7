package scrub

import "testing"

// Twenty-ninth round.

// TestSASInURL: an Azure Storage shared access signature in a URL's query
// is the grant; its "sig" is the secret when two more of the SAS
// parameters stand beside it. Another API's "sig" stays.
func TestSASInURL(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"https://acct.blob.core.windows.net/c/f.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=k3J9v%2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9%3D end",
			"https://acct.blob.core.windows.net/c/f.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=[REDACTED] end"},
		{"Upload here: https://x.blob.core.windows.net/in?sp=cw&st=2026-01-01&se=2026-02-01&sv=2022-11-02&sr=c&sig=F5hyZ4oQiictqUanURU1IA4Al%2FgBHxOhJMtVJu9WVlY%3D.",
			"Upload here: https://x.blob.core.windows.net/in?sp=cw&st=2026-01-01&se=2026-02-01&sv=2022-11-02&sr=c&sig=[REDACTED]."},
		{"see https://x.io/a?sig=k3J9v2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9&t=1", "see https://x.io/a?sig=k3J9v2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9&t=1"},
		{"https://x.blob.core.windows.net/in?sv=2022-11-02&se=2026-02-01&sig=short", "https://x.blob.core.windows.net/in?sv=2022-11-02&se=2026-02-01&sig=short"},
	})
}

// TestRedisRequirepass: Redis's "requirepass" names the server's password
// in a configuration file's line, as a command's option, in CONFIG SET and
// as a key; a word that only ends so, prose and the documentation's
// "foobared" stay.
func TestRedisRequirepass(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"bind 0.0.0.0\nrequirepass Xk29fhQ2pLm81\nport 6379", "bind 0.0.0.0\nrequirepass [REDACTED]\nport 6379"},
		{"command: redis-server --requirepass NJ2vmsWcySF8nzns5rNYr0Xs", "command: redis-server --requirepass [REDACTED]"},
		{`CONFIG SET requirepass "Xk29fh#Q2pLm81"`, `CONFIG SET requirepass "[REDACTED]"`},
		{"requirepass: Xk29fhQ2pLm81", "requirepass: [REDACTED]"},
		{"requirepass foobared", "requirepass foobared"},
		{"the requirepass Xk29fhQ2pLm81", "the requirepass Xk29fhQ2pLm81"},
		{"unrequirepass Xk29fhQ2pLm81", "unrequirepass Xk29fhQ2pLm81"},
	})
}

// TestGitLabRegistrationToken: a runner's registration token, GitLab's
// "GR1348941" and twenty more, after "registration-token"; a device's push
// registration token stays.
func TestGitLabRegistrationToken(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"gitlab-runner register --url https://gitlab.com/ --registration-token GR1348941mPvDlRxme9Hv_bjf9RkC --executor docker",
			"gitlab-runner register --url https://gitlab.com/ --registration-token [REDACTED] --executor docker"},
		{`registration-token: "GR1348941xZ8qkP3mN7rT2vB5wY9c"`, `registration-token: "[REDACTED]"`},
		{"registration_token: dGhpcyBpcyBhbiBGQ01fdG9rZW4xMjM0NTY3ODkw", "registration_token: dGhpcyBpcyBhbiBGQ01fdG9rZW4xMjM0NTY3ODkw"},
		{"--registration-token GR1348941xZ8qkP3mN7rT2vB5", "--registration-token GR1348941xZ8qkP3mN7rT2vB5"},
	})
}
