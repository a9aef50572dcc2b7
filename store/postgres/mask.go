package postgres

import (
	"net/url"
	"regexp"
	"strings"
)

const mask = "xxxxx"

var (
	kvQuotedPassword = regexp.MustCompile(`password\s*=\s*'(?:[^'\\]|\\.)*'`)
	kvPlainPassword  = regexp.MustCompile(`password\s*=\s*[^\s']\S*`)
	queryPassword    = regexp.MustCompile(`(?i)((?:ssl)?password=)[^&]*`)
)

// MaskURL returns a PostgreSQL connection string (URL or key=value form)
// with every password replaced by xxxxx, for messages and logs.
func MaskURL(conn string) string {
	if strings.HasPrefix(conn, "postgres://") || strings.HasPrefix(conn, "postgresql://") {
		u, err := url.Parse(conn)
		if err != nil {
			// Unparseable: keep the scheme and host-ish part only if we can
			// find them safely; otherwise say nothing.
			return maskBrokenURL(conn)
		}
		if _, has := u.User.Password(); has {
			u.User = url.UserPassword(u.User.Username(), mask)
		}
		q := u.Query()
		changed := false
		for k := range q {
			if lk := strings.ToLower(k); lk == "password" || lk == "sslpassword" {
				q.Set(k, mask)
				changed = true
			}
		}
		if changed {
			u.RawQuery = q.Encode()
		}
		return u.String()
	}
	s := kvQuotedPassword.ReplaceAllString(conn, "password="+mask)
	return kvPlainPassword.ReplaceAllString(s, "password="+mask)
}

// maskBrokenURL masks whatever sits between the scheme's "//" and the last
// "@" (user info) when the URL does not parse.
func maskBrokenURL(conn string) string {
	i := strings.Index(conn, "//")
	j := strings.LastIndex(conn, "@")
	if i < 0 || j < i {
		if strings.Contains(conn, "password") {
			return "postgres://" + mask
		}
		return conn
	}
	user := conn[i+2 : j]
	if k := strings.Index(user, ":"); k >= 0 {
		user = user[:k] + ":" + mask
	}
	rest := conn[j:]
	rest = queryPassword.ReplaceAllString(rest, "${1}"+mask)
	return conn[:i+2] + user + rest
}

// passwordOf extracts the password of conn for redaction when the string
// did not parse as a pgx config.
func passwordOf(conn string) string {
	if u, err := url.Parse(conn); err == nil && u.User != nil {
		p, _ := u.User.Password()
		return p
	}
	return ""
}
