package scrub

import "strings"

// findPrivateKeys appends the bodies of PEM private keys ("-----BEGIN
// OPENSSH PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----", PKCS #8's
// "-----BEGIN PRIVATE KEY-----", an encrypted one's too): the Base64
// between the armour lines, which a pasted key file or a JSON string (its
// line breaks escaped) holds. The armour stays, so the text still says
// what was there. Found from "PRIVATE KEY", once per key. An OpenPGP
// secret key's armour ("-----BEGIN PGP PRIVATE KEY BLOCK-----") is read
// the same way, past its header lines ("Version: …") and the blank line.
func findPrivateKeys(s string, fs []Finding) []Finding {
	return findAfterPhrase(s, pemArmour, fs, func(s string, q int) (int, int, bool) {
		e := q + len(pemArmour)
		switch {
		case strings.HasPrefix(s[e:], "-----"):
			return pemBody(s, e+5)
		case strings.HasPrefix(s[e:], " BLOCK-----"):
			return pemBody(s, pgpHeadersEnd(s, e+len(" BLOCK-----")))
		}
		return 0, 0, false
	})
}

// pemArmour is in a private key's BEGIN line.
const pemArmour = "PRIVATE KEY"

// pgpHeadersEnd returns where an OpenPGP armour's header lines ("Version:
// GnuPG v2", "Comment: …") after its BEGIN line at s[b] end: the line break
// before the blank line, at most eight lines read.
func pgpHeadersEnd(s string, b int) int {
	j := b
	for n := 0; n < 8; n++ {
		k := j
		if strings.HasPrefix(s[k:], "\r\n") {
			k += 2
		} else if k < len(s) && s[k] == '\n' {
			k++
		} else {
			return j
		}
		if k >= len(s) || s[k] == '\n' || s[k] == '\r' {
			return j // the blank line: the body follows it
		}
		e := strings.IndexByte(s[k:min(len(s), k+128)], '\n')
		if e < 0 || strings.IndexByte(s[k:k+e], ':') < 0 {
			return j
		}
		j = k + e
		if j > k && s[j-1] == '\r' {
			j--
		}
	}
	return j
}

// maxPEMBody bounds the body read: an RSA key of 8192 bits is under 7 KB.
const maxPEMBody = 8192

// pemBody reads the body of a PEM block whose BEGIN line ends at s[b]: past
// the line break (or an escaped "\n"), Base64 and line breaks up to the
// END line, or to the first byte no body holds when the paste was cut
// short. A body of fewer than 40 bytes is a placeholder's ("...").
func pemBody(s string, b int) (int, int, bool) {
	j := b
	switch {
	case strings.HasPrefix(s[j:], "\r\n"):
		j += 2
	case strings.HasPrefix(s[j:], "\n"):
		j++
	case strings.HasPrefix(s[j:], `\n`):
		j += 2
	case strings.HasPrefix(s[j:], `\\n`):
		j += 3
	default:
		return 0, 0, false
	}
	for j < len(s) && (s[j] == '\n' || s[j] == '\r') {
		j++ // an OpenPGP armour's blank line
	}
	start, e, last := j, j, j
	for e < len(s) && e-start < maxPEMBody {
		c := s[e]
		switch {
		case class[c]&cB64URL != 0 || c == '+' || c == '/' || c == '=':
			e++
			last = e
		case c == '\n' || c == '\r' || c == ' ':
			e++
		case c == '\\' && e+1 < len(s) && (s[e+1] == 'n' || s[e+1] == 'r'):
			e += 2
		case c == '\\' && e+2 < len(s) && s[e+1] == '\\' && s[e+2] == 'n':
			e += 3
		default:
			if last-start < 40 {
				return 0, 0, false
			}
			return start, last, true
		}
		if strings.HasPrefix(s[e:], "-----END") {
			break
		}
	}
	if last-start < 40 {
		return 0, 0, false
	}
	return start, last, true
}
