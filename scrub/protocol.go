package scrub

import "strings"

// findProtocolPasswords appends the passwords that mail and file-transfer
// protocols send in the clear, as a session's trace (curl -v, swaks,
// JavaMail's or imaplib's debug output) shows them:
//   - SMTP's AUTH LOGIN (RFC 4954 and the LOGIN mechanism's draft): after
//     the server's "334 UGFzc3dvcmQ6", Base64 of "Password:", the client's
//     next line is the password in Base64;
//   - IMAP's LOGIN command (RFC 3501 §6.2.3): a tag, "LOGIN", the user and
//     the password, each an atom or a quoted string;
//   - FTP's and POP3's PASS command (RFC 959, RFC 1939) at a line's start.
//
// Each is found from a string in capitals that prose rarely holds.
func findProtocolPasswords(s string, fs []Finding) []Finding {
	for _, c := range protocolCommands {
		for i := 0; ; {
			k := strings.Index(s[i:], c.find)
			if k < 0 {
				break
			}
			p := i + k
			i = p + len(c.find)
			if start, end, ok := c.read(s, p); ok {
				fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
				i = end
			}
		}
	}
	return fs
}

// protocolCommands are what findProtocolPasswords looks for, and the
// reader of each, given where the string found starts.
var protocolCommands = [...]struct {
	find string
	read func(s string, p int) (int, int, bool)
}{
	{"UGFzc3dvcmQ6", func(s string, p int) (int, int, bool) { return authLoginPassword(s, p+12) }},
	{"LOGIN ", imapLoginPassword},
	{"PASS ", passCommand},
}

// passCommand reads the argument of FTP's or POP3's PASS command at s[p]
// when the command starts its line ("SSL PASS " and a word's end are not
// it). Twitch's IRC token ("PASS oauth:…") is left to its own rule, which
// keeps the scheme.
func passCommand(s string, p int) (int, int, bool) {
	if !commandStartsLine(s, p) {
		return 0, 0, false
	}
	j := skipBlanks(s, p+5, 2)
	if strings.HasPrefix(s[j:], "oauth:") {
		return 0, 0, false
	}
	return protocolArg(s, j)
}

// authLoginPassword reads the Base64 password on the line after the
// server's challenge, which ends at s[i] ("334 UGFzc3dvcmQ6").
func authLoginPassword(s string, i int) (int, int, bool) {
	if i < 16 || s[i-16:i-12] != "334 " {
		return 0, 0, false
	}
	n := strings.IndexByte(s[i:min(len(s), i+8)], '\n')
	if n < 0 || strings.Trim(s[i:i+n], "'\"\r\t ") != "" {
		return 0, 0, false // the challenge ends its line (a Python literal's quote may close it)
	}
	j := skipTraceMarks(s, i+n+1)
	e := j
	for e < len(s) && e-j < 512 && (class[s[e]]&cB64Tok != 0 && s[e] != '.' && s[e] != '~' || s[e] == '=') {
		e++
	}
	if e-j < 8 || e < len(s) && !blankByte(s[e]) && s[e] != '\'' && s[e] != '"' || tokFlags(s[j:e])&(tLower|tUpper) != tLower|tUpper {
		return 0, 0, false
	}
	return j, e, true
}

// imapLoginPassword reads the password of the IMAP LOGIN command whose
// "LOGIN" starts at s[p], after a tag with a digit that starts its line.
func imapLoginPassword(s string, p int) (int, int, bool) {
	if p < 2 || s[p-1] != ' ' {
		return 0, 0, false
	}
	t := p - 1
	for t > 0 && p-t <= 12 && (isAlnum(s[t-1]) || s[t-1] == '.') {
		t--
	}
	if t == p-1 || strings.IndexAny(s[t:p-1], "0123456789") < 0 || !commandStartsLine(s, t) {
		return 0, 0, false // a tag numbers its command ("a001", "KFLH1"); "Please LOGIN with …" is prose
	}
	j := p + 6
	if j < len(s) && s[j] == '"' { // the user, quoted
		q := strings.IndexByte(s[j+1:min(len(s), j+256)], '"')
		if q < 0 {
			return 0, 0, false
		}
		j += q + 2
	} else {
		for j < len(s) && j-p < 256 && s[j] > ' ' {
			j++
		}
	}
	if j >= len(s) || s[j] != ' ' {
		return 0, 0, false
	}
	return protocolArg(s, j+1)
}

// protocolArg reads a command's argument at s[j], a quoted string or an
// atom to the line's end, as a password (passwordValue).
func protocolArg(s string, j int) (int, int, bool) {
	if j < len(s) && s[j] == '"' {
		q := strings.IndexByte(s[j+1:min(len(s), j+2+maxPassword)], '"')
		if q < 1 || !quotedPasswordValue(s[j+1:j+1+q]) {
			return 0, 0, false
		}
		return j + 1, j + 1 + q, true
	}
	e := j
	for e < len(s) && e-j <= maxPassword && s[e] > ' ' && s[e] != 0x7f {
		e++
	}
	if e > j && (s[e-1] == '\'' || s[e-1] == '"') && e-j >= 2 {
		e-- // a Python bytes literal's closing quote (b'PASS …'): no password ends with a quote it did not open
	}
	if !passwordValue(s[j:e]) {
		return 0, 0, false
	}
	return j, e, true
}

// commandStartsLine reports a command at s[p] that starts its line, after
// at most twelve bytes of indent and a trace's marks (skipTraceMarks):
// read back, so that a run of candidates on one long line costs a few
// bytes each.
func commandStartsLine(s string, p int) bool {
	k := p
	for k > 0 && p-k < 12 && traceMarkByte[s[k-1]] {
		k--
	}
	if k > 0 && s[k-1] != '\n' {
		return false
	}
	return skipTraceMarks(s, k) == p
}

// traceMarkByte marks the bytes of a trace's marks and indent.
var traceMarkByte = [256]bool{' ': true, '\t': true, '>': true, '<': true, '-': true, ':': true, 'C': true, 'S': true, 'b': true, '\'': true, '"': true, '\r': true}

// skipTraceMarks returns where a line of a protocol trace starting at
// s[k] begins its command, past its indent and the marks a tool writes
// for the direction ("> ", "< ", "-> ", "<- ", ">>> ", "<<< ", "C: ",
// "S: ") and a Python bytes literal's b' (imaplib's debug output).
func skipTraceMarks(s string, k int) int {
	for n := 0; n < 3 && k < len(s); n++ {
		k = skipBlanks(s, k, 8)
		switch {
		case strings.HasPrefix(s[k:], ">>>") || strings.HasPrefix(s[k:], "<<<"):
			k += 3
		case strings.HasPrefix(s[k:], "->") || strings.HasPrefix(s[k:], "<-") || strings.HasPrefix(s[k:], "C:") || strings.HasPrefix(s[k:], "S:") || strings.HasPrefix(s[k:], "b'") || strings.HasPrefix(s[k:], `b"`):
			k += 2
		case s[k] == '>' || s[k] == '<':
			k++
		default:
			return k
		}
	}
	return skipBlanks(s, k, 8)
}
