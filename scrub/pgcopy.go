package scrub

import "strings"

// findCopySecrets appends the secrets in a PostgreSQL dump's COPY blocks
// (pg_dump's plain format): "COPY public.users (id, email, …,
// password_reset_token, …) FROM stdin;", then one row a line, its values
// apart by tabs, to a line "\.". A value under a column named for a
// credential (copySecretColumn) is one when it is shaped as one: a token
// random-shaped, a password chosen as passwords are. NULL (\N) and hashes
// stay. Found from "FROM stdin;" ('F' is rare in text).
func findCopySecrets(s string, fs []Finding) []Finding {
	const from = "FROM stdin;"
	for i := 0; ; {
		k := strings.Index(s[i:], from)
		if k < 0 {
			return fs
		}
		k += i
		i = k + len(from)
		if k < 2 || s[k-1] != ' ' || s[k-2] != ')' {
			continue
		}
		k -= 2 // the column list's ')'
		ls := strings.LastIndexByte(s[:k], '\n') + 1
		open := strings.IndexByte(s[ls:k], '(')
		if open < 0 || !strings.HasPrefix(strings.TrimLeft(s[ls:k], " \t"), "COPY ") {
			continue
		}
		var secret uint64 // the columns named for a credential
		var password uint64
		col := 0
		for name, rest := "", s[ls+open+1:k]; rest != "" && col < 64; col++ {
			name, rest, _ = strings.Cut(rest, ",")
			switch copySecretColumn(strings.Trim(name, ` "`)) {
			case copyToken:
				secret |= 1 << uint(col)
			case copyPassword:
				secret |= 1 << uint(col)
				password |= 1 << uint(col)
			}
		}
		if secret == 0 || i >= len(s) || s[i] != '\n' && s[i] != '\r' {
			continue
		}
		fs, i = copyRows(s, i, secret, password, fs)
	}
}

// copyRows reads the rows of a COPY block from s[i] (the end of its COPY
// line) to its "\." line or the text's end, and appends the values under
// the secret columns that are shaped as secrets; it returns where the block
// ends.
func copyRows(s string, i int, secret, password uint64, fs []Finding) ([]Finding, int) {
	for i < len(s) {
		if s[i] == '\r' {
			i++
		}
		if i >= len(s) || s[i] != '\n' {
			return fs, i
		}
		i++
		le := strings.IndexByte(s[i:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += i
		}
		row := strings.TrimSuffix(s[i:le], "\r")
		if row == `\.` || row == "" {
			return fs, le
		}
		p := i
		for col := 0; col < 64 && p <= i+len(row); col++ {
			e := strings.IndexByte(s[p:i+len(row)], '\t')
			if e < 0 {
				e = i + len(row)
			} else {
				e += p
			}
			if secret>>uint(col)&1 != 0 && copySecretValue(s[p:e], password>>uint(col)&1 != 0) {
				fs = append(fs, Finding{Family: Bearer, Start: p, End: e})
			}
			p = e + 1
		}
		i = le
	}
	return fs, i
}

// What a COPY column's name says it holds.
const (
	copyOther = iota
	copyToken
	copyPassword
)

// copySecretColumn reads a column's name: a token's, a secret's, an API
// key's ("password_reset_token", "api_key", "client_secret") or a
// password's ("password", "smtp_password"); not a hash of one, its salt,
// its type, when it expires or was set ("encrypted_password",
// "password_digest", "token_type", "token_expires_at").
func copySecretColumn(n string) int {
	n = strings.ToLower(n)
	for _, x := range [...]string{"hash", "digest", "encrypted", "salt", "type", "expire", "_at", "csrf", "count", "length"} {
		if strings.Contains(n, x) {
			return copyOther
		}
	}
	switch {
	case strings.HasSuffix(n, "password") || strings.HasSuffix(n, "passwd"):
		return copyPassword
	case strings.HasSuffix(n, "token") || strings.HasSuffix(n, "secret") || strings.HasSuffix(n, "api_key") || strings.HasSuffix(n, "apikey"):
		return copyToken
	}
	return copyOther
}

// copySecretValue reports a COPY value that is a secret: a password chosen
// as passwords are (passwordValue), or a token shaped as a random one
// (namedSecretShaped). NULL is "\N".
func copySecretValue(v string, password bool) bool {
	if v == `\N` || v == "" {
		return false
	}
	if password {
		return passwordValue(v)
	}
	return namedSecretShaped(v)
}
