package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

func ph(v string) P { return P{"phone", v} }
func em(v string) P { return P{"email", v} }
func sn(v string) P { return P{"ssn", v} }
func cc(v string) P { return P{"credit_card", v} }
func jw(v string) P { return P{"jwt", v} }
func br(v string) P { return P{"bearer", v} }

// fold splits s into pieces of at most width bytes joined by brk, never inside a
// rune, a protected value, or (qp) a =XX escape.
func fold(s string, width int, brk string, protect []string, qp bool) string {
	if len(s) <= width {
		return s
	}
	bad := make([]bool, len(s)+1)
	for _, p := range protect {
		if p == "" {
			continue
		}
		off := 0
		for {
			i := strings.Index(s[off:], p)
			if i < 0 {
				break
			}
			st := off + i
			for j := st + 1; j < st+len(p); j++ {
				bad[j] = true
			}
			off = st + 1
		}
	}
	for i := 1; i < len(s); i++ {
		if !utf8.RuneStart(s[i]) {
			bad[i] = true
		}
		if qp && (s[i-1] == '=' || (i >= 2 && s[i-2] == '=')) {
			bad[i] = true
		}
	}
	var out strings.Builder
	start := 0
	for len(s)-start > width {
		cut := -1
		for i := start + width; i > start; i-- {
			if !bad[i] {
				cut = i
				break
			}
		}
		if cut < 0 {
			for i := start + width + 1; i < len(s); i++ {
				if !bad[i] {
					cut = i
					break
				}
			}
			if cut < 0 {
				break
			}
		}
		out.WriteString(s[start:cut])
		out.WriteString(brk)
		start = cut
	}
	out.WriteString(s[start:])
	return out.String()
}

// qpEncode encodes UTF-8 text as quoted-printable (without soft breaks).
func qpEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' || c >= 0x80 {
			fmt.Fprintf(&b, "=%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// encWord makes an RFC 2047 encoded-word for a display name.
func (g *G) encWord(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
		}
	}
	if ascii {
		if g.p(50) {
			return "\"" + s + "\""
		}
		return s
	}
	if g.p(50) {
		return "=?UTF-8?B?" + b64std(s) + "?="
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b.WriteByte('_')
		case c >= 0x80 || c == '=' || c == '?' || c == '_':
			fmt.Fprintf(&b, "=%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return "=?utf-8?Q?" + b.String() + "?="
}

func jsonStr(s string) string {
	r := strings.NewReplacer("\\", "\\\\", "\"", "\\\"", "\n", "\\n", "\r", "\\r", "\t", "\\t")
	return r.Replace(s)
}

func (g *G) eol() string {
	if g.p(50) {
		return "\r\n"
	}
	return "\n"
}

func (g *G) ip() string {
	return fmt.Sprintf("%d.%d.%d.%d", g.pick4(), g.n(256), g.n(256), g.rng(1, 254))
}
func (g *G) pick4() int { return []int{81, 85, 91, 176, 185, 203, 62, 78, 94, 109, 46, 5}[g.n(12)] }

func (g *G) msgID(dom string) string {
	switch g.n(3) {
	case 0:
		return "<CA" + g.mixed(urlA+"+=", 40) + "@mail.gmail.com>"
	case 1:
		return "<" + g.UUID() + "@" + g.pick("EXCH01.corp.local", "AM6PR08MB3947.eurprd08.prod.outlook.com", dom) + ">"
	}
	return fmt.Sprintf("<%s.%s@%s>", g.digits(13), g.hex(12), dom)
}

func (g *G) userAgent() string {
	return g.pick("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
		"PostmanRuntime/7.37.3", "okhttp/4.12.0", "python-requests/2.31.0", "insomnia/8.6.1")
}
