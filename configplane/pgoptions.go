package configplane

import (
	"net/url"
	"strings"
)

// PGOptionsSetting reads libpq's options (a URL's or DSN's options
// parameter) as the server does (pg_split_opts, then its command-line
// switches): arguments split at unescaped white space, a backslash keeping
// the byte after it; -c name=value, -cname=value and --name=value set a
// setting, its name with '-' read as '_' and in any case; the other
// switches, clustered or not, take their argument as getopt does. It
// returns the last value options give the setting name (lower case, '_'),
// with set false when none does, and ok false when options hold something
// the server would refuse or this reader does not know (then nothing is
// assumed of them).
func PGOptionsSetting(options, name string) (value string, set, ok bool) {
	sw, ok := pgSwitches(options)
	if !ok {
		return "", false, false
	}
	for _, w := range sw {
		if w.setting == name {
			value, set = w.value, true
		}
	}
	return value, set, true
}

// PGOptionsWithout is options without the switches that set the setting
// name, written back as the server splits them; ok false when options do
// not read as the server reads them (PGOptionsSetting).
func PGOptionsWithout(options, name string) (string, bool) {
	sw, ok := pgSwitches(options)
	if !ok {
		return "", false
	}
	var out []string
	for _, w := range sw {
		if w.setting == name {
			continue
		}
		for _, a := range w.args {
			out = append(out, escapeOptionArg(a))
		}
	}
	return strings.Join(out, " "), true
}

// PGOptionSet is the switch that sets name to value, escaped so that the
// server reads it as one argument ("-c role=x").
func PGOptionSet(name, value string) string {
	return "-c " + escapeOptionArg(name+"="+value)
}

func escapeOptionArg(a string) string {
	var b strings.Builder
	for i := 0; i < len(a); i++ {
		switch a[i] {
		case ' ', '\t', '\n', '\r', '\v', '\f', '\\':
			b.WriteByte('\\')
		}
		b.WriteByte(a[i])
	}
	return b.String()
}

// pgSwitch is one switch of libpq's options with its argument: args as
// split, and for -c/-- the setting it sets (lower case, '_') and value.
type pgSwitch struct {
	args           []string
	setting, value string
}

func pgSwitches(options string) ([]pgSwitch, bool) {
	var args []string
	var b strings.Builder
	in, esc := false, false
	for i := 0; i < len(options); i++ {
		c := options[i]
		switch {
		case esc:
			b.WriteByte(c)
			esc, in = false, true
		case c == '\\':
			esc, in = true, true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f':
			if in {
				args = append(args, b.String())
				b.Reset()
				in = false
			}
		default:
			b.WriteByte(c)
			in = true
		}
	}
	if in {
		args = append(args, b.String())
	}
	const withArg, noArg = "BcCDdfhkNprStvW-", "bEeFijlnOPsT"
	var out []pgSwitch
	for i := 0; i < len(args); i++ {
		a := args[i]
		if len(a) < 2 || a[0] != '-' {
			return nil, false // the server refuses a bare argument
		}
		w := pgSwitch{args: []string{a}}
		for j := 1; j < len(a); j++ {
			f := a[j]
			if strings.IndexByte(noArg, f) >= 0 {
				continue
			}
			if strings.IndexByte(withArg, f) < 0 {
				return nil, false
			}
			val := a[j+1:]
			if val == "" {
				if i++; i == len(args) {
					return nil, false
				}
				val = args[i]
				w.args = append(w.args, val)
			}
			if f == 'c' || f == '-' {
				n, v, found := strings.Cut(val, "=")
				if !found {
					return nil, false
				}
				w.setting, w.value = strings.ToLower(strings.ReplaceAll(n, "-", "_")), v
			}
			break
		}
		out = append(out, w)
	}
	return out, true
}

// urlOptions is the options parameter a PostgreSQL URL or key=value DSN
// gives, as libpq reads it (the last one wins); "" when there is none or
// the URL does not parse. The environment's PGOPTIONS is not read: it is
// this process's, not modusbrain's.
func urlOptions(u string) string {
	if strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://") {
		p, err := url.Parse(u)
		if err != nil {
			return ""
		}
		q := p.Query()["options"]
		if len(q) == 0 {
			return ""
		}
		return q[len(q)-1]
	}
	opts := ""
	for _, kv := range DSNPairs(u) {
		if kv[0] == "options" {
			opts = kv[1]
		}
	}
	return opts
}

// DSNPairs reads key=value pairs as libpq does: blanks around '=' allowed,
// a value either quoted with '…' or running to the next blank, a backslash
// escaping the byte after it. nil when s does not read as such pairs (or
// holds none).
func DSNPairs(s string) [][2]string {
	const blanks = " \t\n\r\v\f"
	var out [][2]string
	s = strings.TrimLeft(s, blanks)
	for s != "" {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			return nil
		}
		key := strings.Trim(s[:eq], blanks)
		if key == "" || strings.ContainsAny(key, blanks) {
			return nil
		}
		s = strings.TrimLeft(s[eq+1:], blanks)
		var val strings.Builder
		quoted := s != "" && s[0] == '\''
		if quoted {
			s = s[1:]
		}
		i := 0
		for ; i < len(s); i++ {
			c := s[i]
			if quoted && c == '\'' || !quoted && strings.IndexByte(blanks, c) >= 0 {
				break
			}
			if c == '\\' {
				if i++; i == len(s) {
					break
				}
				c = s[i]
			}
			val.WriteByte(c)
		}
		if quoted {
			if i >= len(s) {
				return nil // unterminated
			}
			i++ // the closing quote
		}
		s = strings.TrimLeft(s[min(i, len(s)):], blanks)
		out = append(out, [2]string{key, val.String()})
	}
	return out
}
