package dial

import (
	"net/url"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// tlsFileKeys are the connection parameters that name files the driver
// reads while it parses a URL, not when it connects.
var tlsFileKeys = map[string]bool{"sslrootcert": true, "sslcert": true, "sslkey": true, "sslpassword": true}

// parseForIdentity reads raw as the driver does for an identity: where
// rows go (servers, database, role, search_path), which no TLS file
// changes. The driver reads sslrootcert, sslcert and sslkey while it
// parses, so a file not there yet (a certificate still to be deployed)
// fails the parse; the identity must not change when it arrives, or the
// events spooled meanwhile wait for "another database" for ever (probe 12
// #3). So a failed parse is tried again without those parameters.
func parseForIdentity(raw string) (*pgconn.Config, error) {
	cfg, err := pgconn.ParseConfig(raw)
	if err == nil {
		return cfg, nil
	}
	if stripped, ok := withoutTLSFiles(raw); ok {
		if cfg, err2 := pgconn.ParseConfig(stripped); err2 == nil {
			return cfg, nil
		}
	}
	return nil, err
}

// withoutTLSFiles returns raw without its TLS file parameters, as a URL
// (its query) or a keyword/value string; false when it names none. Other
// parameters are kept byte for byte: re-encoding a query would turn the
// %20 in options into a '+', which the driver reads as itself.
func withoutTLSFiles(raw string) (string, bool) {
	if strings.Contains(raw, "://") {
		base, query, ok := strings.Cut(raw, "?")
		if !ok {
			return "", false
		}
		var kept []string
		dropped := false
		for _, kv := range strings.Split(query, "&") {
			k, _, _ := strings.Cut(kv, "=")
			if key, err := url.QueryUnescape(k); err == nil && tlsFileKeys[key] {
				dropped = true
				continue
			}
			kept = append(kept, kv)
		}
		if !dropped {
			return "", false
		}
		if len(kept) == 0 {
			return base, true
		}
		return base + "?" + strings.Join(kept, "&"), true
	}
	var b strings.Builder
	dropped := false
	for _, p := range dsnPairs(raw) {
		if tlsFileKeys[p.key] {
			dropped = true
			continue
		}
		b.WriteString(raw[p.start:p.end])
		b.WriteByte(' ')
	}
	return b.String(), dropped
}

// dsnPair is one key=value of a keyword/value connection string, the
// whole pair at raw[start:end].
type dsnPair struct {
	key        string
	start, end int
}

// dsnPairs splits a keyword/value connection string as libpq does: a key,
// '=' with optional spaces around it, then a value, single-quoted (with
// backslash escapes) or up to the next space. Anything else ends the scan.
func dsnPairs(raw string) []dsnPair {
	var pairs []dsnPair
	i := 0
	space := func() {
		for i < len(raw) && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r') {
			i++
		}
	}
	for {
		space()
		if i >= len(raw) {
			return pairs
		}
		start := i
		for i < len(raw) && raw[i] != '=' && raw[i] != ' ' && raw[i] != '\t' {
			i++
		}
		key := raw[start:i]
		space()
		if i >= len(raw) || raw[i] != '=' || key == "" {
			return pairs
		}
		i++
		space()
		if i < len(raw) && raw[i] == '\'' {
			i++
			for i < len(raw) && raw[i] != '\'' {
				if raw[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(raw) {
				return pairs // unterminated: the driver refuses it too
			}
			i++
		} else {
			for i < len(raw) && raw[i] != ' ' && raw[i] != '\t' && raw[i] != '\n' && raw[i] != '\r' {
				if raw[i] == '\\' {
					i++
				}
				i++
			}
		}
		pairs = append(pairs, dsnPair{key: key, start: start, end: min(i, len(raw))})
	}
}
