package redact

import (
	"errors"
	"net/url"
	"strings"
)

// Check reports a database URL or DSN that a driver could read differently
// from the way URL masks it. pgx and libpq end a URL's userinfo at its FIRST
// '@' and a DSN value at the first space, while URL masks up to the LAST '@'
// and through an unquoted space, so that it never shows too little. When the
// two readings differ, the driver takes part of the password for a host, a
// database name or a key, and quotes it in its own errors where no mask
// reaches it ("lookup ssZZ1@nohost.invalid: no such host"). Such a string
// is malformed; Check refuses it before any driver sees it.
//
// The error says what is wrong and how to write it instead; it never quotes
// any part of s. Check does not judge anything a driver reads the same way
// URL does, nor the scheme of a non-PostgreSQL URL.
func Check(s string) error {
	if scheme, rest, ok := strings.Cut(s, "://"); ok && isScheme(scheme) {
		return checkURL(scheme, rest)
	}
	return checkDSN(s)
}

func isScheme(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !('0' <= c && c <= '9') && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') }

func checkURL(scheme, rest string) error {
	switch scheme {
	case "postgres", "postgresql":
	default:
		if l := strings.ToLower(scheme); l == "postgres" || l == "postgresql" {
			// pgx reads anything not starting with exactly postgres:// as
			// key=value, where a password would turn into a key.
			return errors.New(`the URL scheme must be written in lower case: postgres:// or postgresql://`)
		}
		return nil
	}
	if strings.IndexFunc(rest, func(r rune) bool { return r <= ' ' || r == 0x7f }) >= 0 {
		return errors.New(`the URL holds a space or a control character; percent-encode it (a space is %20)`)
	}
	// The driver's reading: userinfo runs to the first '@' that comes
	// before any '/'; the host, port and database name then run to '?'.
	afterUser := rest
	if i := strings.IndexAny(rest, "@/"); i >= 0 && rest[i] == '@' {
		afterUser = rest[i+1:]
	}
	hostAndPath, query, _ := strings.Cut(afterUser, "?")
	if strings.Contains(hostAndPath, "@") {
		return errors.New(`the URL has an "@" the driver would read as part of the host or database name, ` +
			`so part of the password could be shown as one: percent-encode "@" as %40 and "/" as %2F in the user name and password`)
	}
	return checkQuery(query)
}

// checkQuery refuses a query where '&' may cut a password= value: the driver
// ends the value there and takes what follows for a parameter of its own
// (which the server may quote back), while URL masks on to the next
// parameter it knows.
func checkQuery(q string) error {
	afterSecret := false
	for _, pair := range strings.Split(q, "&") {
		key, val, hasEq := strings.Cut(pair, "=")
		if strings.EqualFold(key, "sslmode") {
			v, err := url.QueryUnescape(val)
			if err != nil {
				return errSSLMode
			}
			if err := checkSSLMode(v); err != nil {
				return err
			}
		}
		if afterSecret && (!hasEq || !knownParams[strings.ToLower(key)]) {
			return errors.New(`a password in the URL's query is followed by "&" and text that is not a connection parameter; ` +
				`percent-encode "&" as %26 and "=" as %3D in the password`)
		}
		afterSecret = isSecretKey(key)
	}
	return nil
}

// checkDSN follows libpq's key=value grammar as pgx implements it: a key,
// optional spaces, '=', then a value that is quoted with ' or runs to the
// next whitespace. After an unquoted password, the next key must be a
// connection parameter: "password=pa ss=x" would otherwise send "ss" to the
// server as a setting of its own. Messages name keys only, never a value or
// a word that may belong to one, and never write "password=", which Text
// would take for a password to hide.
func checkDSN(s string) error {
	prev := ""           // the last key read, to say where the problem is
	afterSecret := false // the last value was an unquoted password
	where := func() string {
		if prev == "" {
			return "at its start"
		}
		return "after the " + prev + " value"
	}
	s = strings.TrimLeft(s, dsnSpace)
	for s != "" {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			return dsnWordError(where(), prev)
		}
		key := strings.Trim(s[:eq], dsnSpace)
		if strings.ContainsAny(key, dsnSpace) || (afterSecret && !knownParams[strings.ToLower(key)]) {
			return dsnWordError(where(), prev)
		}
		if key == "" {
			return errors.New(`the key=value string has an "=" with no key ` + where())
		}
		prev = "a key"
		if isKeyName(key) {
			prev = key
		}
		s = strings.TrimLeft(s[eq+1:], dsnSpace)
		if s == "" || s[0] != '\'' {
			end := 0
			for end < len(s) && !strings.ContainsRune(dsnSpace, rune(s[end])) {
				if s[end] == '\\' {
					end++
				}
				end++
			}
			if key == "sslmode" {
				if err := checkSSLMode(s[:min(end, len(s))]); err != nil {
					return err
				}
			}
			afterSecret = end > 0 && isSecretKey(key)
			s = strings.TrimLeft(s[min(end, len(s)):], dsnSpace)
			continue
		}
		afterSecret = false
		end := 1
		for end < len(s) && s[end] != '\'' {
			if s[end] == '\\' {
				end++
			}
			end++
		}
		if end >= len(s) {
			return errors.New(`the quoted ` + prev + ` value in the key=value string has no closing quote`)
		}
		if key == "sslmode" {
			if err := checkSSLMode(strings.ReplaceAll(s[1:end], `\`, "")); err != nil {
				return err
			}
		}
		s = strings.TrimLeft(s[end+1:], dsnSpace)
	}
	return nil
}

const dsnSpace = " \t\n\r\v\f"

// checkSSLMode refuses an sslmode libpq (and so modusbrain) would refuse:
// pgx skips TLS, and the value with it, on a Unix socket, so a typo there
// would pass unnoticed until the URL is used over TCP.
func checkSSLMode(v string) error {
	switch v {
	case "disable", "allow", "prefer", "require", "verify-ca", "verify-full":
		return nil
	}
	return errSSLMode
}

var errSSLMode = errors.New(`the sslmode is not one PostgreSQL knows: use disable, allow, prefer, require, verify-ca or verify-full`)

func dsnWordError(where, prev string) error {
	msg := `the key=value string has a word that is not a connection parameter ` + where
	if isSecretKey(prev) {
		return errors.New(msg + `: a password holding a space must be put in single quotes ('like this', with \' for a quote inside)`)
	}
	return errors.New(msg + `: a value holding a space must be put in single quotes ('like this')`)
}

// isKeyName reports whether k looks like a connection parameter name, and so
// is safe to quote in a message.
func isKeyName(k string) bool {
	for i := 0; i < len(k); i++ {
		if c := k[i]; !isLetter(c) && !('0' <= c && c <= '9') && c != '_' {
			return false
		}
	}
	return k != ""
}
