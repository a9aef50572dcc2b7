package scrub

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// findEmails finds e-mail addresses: a local part (ASCII letters, digits and
// . _ % + - ', or any letters and digits for internationalised addresses),
// '@' (or its URL encoding %40), and a domain of at least two labels whose
// last is a real top-level domain. The TLD check is what keeps package
// specifiers ("pkg@1.2.3"), retina assets ("icon@2x.png") and matrix products
// in code ("x@self.kernel") out, while "@handles", "@here", decorators and CSS
// at-rules fail for want of a local part.
func findEmails(s string, fs []Finding) []Finding {
	floor := 0 // a local part never reaches back into the previous address
	n := len(s)
	var mids msgIDScan
	mids.lineAt(s, 0)
	tld := -1     // the next dot that can start a TLD, once looked for
	near := false // the last at sign was found within 16 bytes
	for i := 0; i < n; {
		// Where at signs crowd together ("a@a@…") a few bytes by hand
		// cost less than a call to strings.IndexByte.
		p := i
		if near {
			for p < n && p < i+8 && s[p] != '@' {
				p++
			}
			if p == n {
				break
			}
		}
		if s[p] != '@' {
			k := strings.IndexByte(s[p:], '@')
			if k < 0 {
				break
			}
			p += k
		}
		near = p-i < 16
		if p > 1 && p+2 < n && s[p+1] == ' ' && s[p-1] == ' ' {
			// "wei.li @ 126.com": spaces around the at sign, to hide the
			// address from harvesters.
			if f, ok := spacedEmailAt(s, p, floor); ok {
				fs = append(fs, f)
				floor, i = f.End, f.End
				continue
			}
		}
		// Every domain ends in a TLD after a dot: ".co", ".de", ".日本".
		// The next such dot is found once for many at signs; the bytes
		// up to it must all be domain bytes or dots, or no address
		// starts here. With no such dot left, no address is left.
		if tld <= p {
			tld = nextTLDDot(s, p+1)
			if tld < 0 {
				break
			}
		}
		if j := p + 1; j < tld {
			for j < tld && (isDomainByte[s[j]] || s[j] == '.') {
				j++
			}
			if j < tld {
				if j == p+1 {
					// "@@@@…": skip the run of at signs, eight at a
					// time; only its last one can start a domain.
					for j+8 <= n && s[j:j+8] == "@@@@@@@@" {
						j += 8
					}
					for j < n && s[j] == '@' {
						j++
					}
					j--
				}
				i = max(j, p+1)
				continue
			}
		}
		// The domain is looked at first, with domainMayEnd's test done
		// inline: most at signs have none ("@here", "a@a@…", "é@é@…",
		// "a@b.a@b.…"), and the labels read here hold no at sign, so the
		// search goes on from where they end.
		j, labels, may := p+1, 0, false
		for j < n && j-p <= 253+64 {
			ls := j
			for j < n && isDomainByte[s[j]] {
				j++
			}
			if j == ls {
				break
			}
			if labels > 0 && tldMayStart(s, ls, j) {
				may = true
				break
			}
			labels++
			if j+1 < n && s[j] == '.' {
				j++
				continue
			}
			break
		}
		if j-p > 253+64 {
			may = true
		}
		if !may {
			if j == p+1 {
				// "@@@@…": skip the run of at signs, eight at a time;
				// only its last one can start a domain.
				for j+8 <= n && s[j:j+8] == "@@@@@@@@" {
					j += 8
				}
				for j < n && s[j] == '@' {
					j++
				}
				j--
			}
			i = max(j, p+1)
			continue
		}
		if p == 0 || !localByteBefore(s, p) {
			i = p + 1
			continue
		}
		if f, ok := emailAt(s, p, p+1, floor); ok {
			if !mids.messageID(s, f.Start, f.End) && !urlUserinfo(s, f.Start) && !meetingSIPAddress(s[f.Start:f.End]) {
				f.Start = verpStart(s, f.Start, p, floor)
				fs = append(fs, f)
			}
			floor = f.End
			i = f.End
			continue
		}
		i = p + 1
	}
	if strings.IndexByte(s, '%') >= 0 {
		if strings.Contains(s, "%40") {
			fs = findSpelledAt(s, "%40", fs)
		}
		if strings.Contains(s, "%2540") {
			// Encoded twice, as a redirect's parameter carries a
			// link's query ("…%26email%3Djoao%2540terra.com.br").
			fs = findSpelledAt(s, "%2540", fs)
		}
	}
	// HTML's character references for the at sign ("&#64;", "&commat;")
	// are read with the rest of a page's markup (markup.go).
	if strings.IndexByte(s, '\\') >= 0 && strings.Contains(s, `\u0040`) {
		// JSON's escape of the at sign, which some encoders write for
		// every byte outside letters and digits
		// ("reply_to":"anna\u0040pied.io"), and escaped once more in
		// JSON inside a JSON string ("anna\\u0040pied.io").
		fs = findSpelledAt(s, `\u0040`, fs)
		if strings.Contains(s, `\\u0040`) {
			fs = findSpelledAt(s, `\\u0040`, fs)
		}
	}
	return fs
}

// verpStart returns where an address starting at s[start], its at sign at
// s[at], starts when it is a VERP return path's (RFC 5321's envelope
// sender with the recipient in its local part, '=' for the recipient's at
// sign: "bounce-mc.us21_099.8226684-pkrawczyk=wp.pl@bounces.shop.example"):
// the part after '=' a domain (its last label a known TLD), the part
// before it the list's prefix and the recipient's name, a '-' or '+'
// among them. Otherwise start: "email=jane.doe@x.io" is a key and its
// value.
func verpStart(s string, start, at, floor int) int {
	if start < 2 || s[start-1] != '=' || !isAlnum(s[start-2]) {
		return start
	}
	d := strings.LastIndexByte(s[start:at], '.')
	if d < 0 || !isTLD(s[start+d+1:at]) {
		return start
	}
	b, mark := start-1, false
	for b > floor && start-b < 128 && (isAlnum(s[b-1]) || s[b-1] == '.' || s[b-1] == '_' || s[b-1] == '-' || s[b-1] == '+') {
		b--
		mark = mark || s[b] == '-' || s[b] == '+'
	}
	if !mark || b > 0 && s[b-1] != '<' && s[b-1] != ' ' && s[b-1] != ':' && s[b-1] != '"' {
		return start
	}
	return b
}

// spacedEmailAt reads an address whose at sign at s[at] has a space on
// either side: a local part of two bytes or more that holds a letter, and
// a domain ending in a known TLD ("sara.ferrari @ alice.it"). "Meet @ 5pm",
// "3 @ 4.99" stay.
func spacedEmailAt(s string, at, floor int) (Finding, bool) {
	if !localByteBefore(s, at-1) {
		return Finding{}, false
	}
	start, ok := localStart(s, at-1, floor)
	if !ok || at-1-start < 2 || tokFlags(s[start:at-1])&(tLower|tUpper) == 0 {
		return Finding{}, false
	}
	end, ok := domainEnd(s, at+2)
	if !ok {
		return Finding{}, false
	}
	return Finding{Family: Email, Start: start, End: end}, true
}

// urlUserinfo reports an address-shaped start at s[start] that is the
// userinfo of a URL's authority (RFC 3986): after "scheme://" and perhaps a
// user and a colon, as in "postgres://app:secret@db.internal:5432/x" and a
// Sentry DSN's "https://key@o1.ingest.sentry.io/2". The part before the
// at sign is a login or a key for a server, not a mailbox.
func urlUserinfo(s string, start int) bool {
	k := start
	for k > 0 && start-k < 128 && userinfoByte[s[k-1]] {
		k--
	}
	// A comma parts a CSV's cells more often than it stands in a login
	// ("https://portal.office.com,qiang.chen@huaxin-data.com.cn").
	return k >= 4 && s[k-3:k] == "://" && schemeBefore(s, k-3) && strings.IndexByte(s[k:start], ',') < 0
}

// userinfoByte holds the bytes of a URL's userinfo: unreserved, percent
// escapes, sub-delimiters and the colon.
var userinfoByte = func() (t [256]bool) {
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&'()*+,;=:") {
		t[c] = true
	}
	return
}()

// msgIDScan reads a text for the mail headers that hold msg-ids (RFC
// 5322: Message-ID, In-Reply-To, References, Content-ID), forward, as
// findEmails finds addresses in order, so that each byte is read once. A
// header is the name and a colon at the start of a line; its value may go
// on over folded lines (starting with a space or a tab).
type msgIDScan struct {
	pos       int  // the text before pos is read
	lineStart int  // where the line (or fold) that holds pos starts
	proseFrom int  // the text before it has been looked through for a header named in prose
	proseLine int  // the start of the last line that named one in prose, plus one (0: none)
	header    bool // the current line is (the fold of) a msg-id header
	valueOK   bool // its value so far holds only msg-ids, spaces and commas
	inBracket bool // inside one of its <…>
}

// messageID reports an address-shaped identifier of a message or an event
// at s[start:end]: a msg-id in angle brackets in the value of a header
// that holds only msg-ids ("Message-ID: <CAB83zk…@mail.gmail.com>",
// "References: <a@x> <b@y>"), a machine-made one that prose names
// (namedInProse), or an iCalendar UID at the start of a line
// ("UID:1890C07D…@calendar.example.com"). They name a mail or an event,
// not anyone's mailbox; "References: Dr. Jane Smith <jane@uni.edu>" holds
// an address.
func (m *msgIDScan) messageID(s string, start, end int) bool {
	if start >= 4 && strings.EqualFold(s[start-4:start], "UID:") && (start == 4 || s[start-5] == '\n' || s[start-5] == '\r') {
		return true
	}
	if start >= 2 && (s[start-1] == ':' || s[start-1] == '=' || s[start-1] == ' ') && sipCallIDBefore(s, start) {
		return true
	}
	if end < len(s) && s[end] == '"' && start > 0 && s[start-1] == '"' && jsonMsgIDKeyBefore(s, start-1) {
		return true // a webhook's JSON: "message-id":"1622C9DD8C62EF.662eeb84@mg.shop.example"
	}
	if end+6 <= len(s) && s[end] == '\\' && strings.EqualFold(s[end:end+6], `\u003e`) {
		// The angle brackets escaped in a JSON string:
		// "Message-ID":"\u003cCA4QN…@mail.gmail.com\u003e".
		lt := start
		for lt > 0 && start-lt <= 70 && msgIDByte[s[lt-1]] {
			lt--
		}
		return lt >= 2 && s[lt-1] == '\\' && strings.EqualFold(s[lt:min(len(s), lt+5)], "u003c") && s[lt-2] == '"' && jsonMsgIDKeyBefore(s, lt-2)
	}
	if end >= len(s) || s[end] != '>' {
		return false // only an address in angle brackets is asked (most are not)
	}
	// A msg-id's left part may hold bytes no address holds: Gmail's
	// "CABvEHLFuw+J=K7mm@…" is found from after its '='.
	lt := start - 1
	for lt >= 0 && start-lt <= 64 && msgIDByte[s[lt]] {
		lt--
	}
	if lt < 0 || lt < m.pos || s[lt] != '<' {
		return false
	}
	m.readTo(s, lt)
	if apopBanner(s, m.lineStart, lt) {
		return true
	}
	if m.header && m.valueOK && !m.inBracket {
		return true
	}
	return m.namedInProse(s, lt+1, end)
}

// jsonMsgIDKeyBefore reports a JSON member named for a message's id right
// before the value's opening quote at s[q] ("message-id":"…",
// "Message-Id": "…"), as Mailgun's and other mail services' webhooks
// give the header without its angle brackets.
func jsonMsgIDKeyBefore(s string, q int) bool {
	j := q
	for j > 0 && q-j < 2 && s[j-1] == ' ' {
		j--
	}
	if j < 1 || s[j-1] != ':' {
		return false
	}
	j--
	const key = `"message-id"`
	return j >= len(key) && strings.EqualFold(s[j-len(key):j], key)
}

// apopBanner reports the '<' at s[lt] in a POP3 server's greeting, whose
// line, starting at s[ls] (in a session's trace, after its marks), starts
// "+OK": the APOP timestamp, "<process-ID.clock@hostname>" (RFC 1939 §7),
// a msg-id's shape that names no mailbox.
func apopBanner(s string, ls, lt int) bool {
	k := skipTraceMarks(s, ls)
	return k < lt && strings.HasPrefix(s[k:lt], "+OK ")
}

// sipCallIDBefore reports a SIP Call-ID's name right before s[start]: the
// header ("Call-ID: a84b4c76e66710@pc33.atlanta.com", RFC 3261 §8.1.1.4;
// its compact form "i:" at a line's start) or a proxy's log field for it
// ("callid=", "call_id=", Kamailio's "ci="). A Call-ID is made of a random
// part and a host: it names a call, not a mailbox.
func sipCallIDBefore(s string, start int) bool {
	j := start
	if s[j-1] == ' ' {
		j--
	}
	if j < 2 || s[j-1] != ':' && s[j-1] != '=' {
		return false
	}
	j--
	if c := lower(s[j-1]); c != 'd' && c != 'i' {
		return false // most names before an address: "From:", "email="
	}
	for _, h := range [...]string{"call-id", "callid", "call_id", "ci", "i"} {
		if j < len(h) || !strings.EqualFold(s[j-len(h):j], h) {
			continue
		}
		k := j - len(h)
		if h == "i" {
			return s[j] == ':' && (k == 0 || s[k-1] == '\n' || s[k-1] == '\r')
		}
		return k == 0 || !isAlpha(s[k-1]) && s[k-1] != '_' && s[k-1] != '-'
	}
	return false
}

// msgIDByte marks the bytes of RFC 5322's atext and the dot, which a
// msg-id's left part is made of: letters, digits and !#$%&'*+-/=?^_`{|}~.
var msgIDByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-/=?^_`{|}~.", byte(c)) >= 0
	}
	return t
}()

// namedInProse reports a msg-id that prose names: a machine-made local
// part (machineLocal) in angle brackets, with a msg-id header's name
// earlier on its line ("In-Reply-To is <CAB83zk…@mail.gmail.com> but
// References has <D4DD86C5-…@EXCH01.corp.example.com>"). A person's
// address there ("References: Dr. Jane Smith <jane.smith@uni.edu>") has a
// local part a person chose. Each look back starts where the last one
// ended, so the text is read once.
func (m *msgIDScan) namedInProse(s string, start, end int) bool {
	if msgIDNameBefore(s, start-1) {
		return true // "postfix/cleanup[4211]: 3F2A1: message-id=<…>"
	}
	at := strings.IndexByte(s[start:end], '@')
	if at < 0 || !machineLocal(s[start:start+at]) {
		return false
	}
	if m.proseLine == m.lineStart+1 {
		return true // the line named one already
	}
	lo := max(m.lineStart, m.proseFrom, start-160)
	m.proseFrom = end
	for i := lo; i < start; i++ {
		switch lower(s[i]) {
		case 'm', 'i', 'r', 'c', 'h':
		default:
			continue
		}
		for _, h := range msgIDProse {
			if i+len(h) <= start && strings.EqualFold(s[i:i+len(h)], h) {
				m.proseLine = m.lineStart + 1
				return true
			}
		}
	}
	return false
}

// msgIDNameBefore reports a msg-id header's name right before the '<' at
// s[lt], with '=' or ':' and at most one space between: a log line names
// the msg-id as its field ("message-id=<…>", "… Message-ID: <…>").
func msgIDNameBefore(s string, lt int) bool {
	j := lt
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != '=' && s[j-1] != ':' {
		return false
	}
	j--
	for _, h := range msgIDFields {
		if j >= len(h) && strings.EqualFold(s[j-len(h):j], h) && (j == len(h) || !isAlpha(s[j-len(h)-1]) && s[j-len(h)-1] != '-') {
			return true
		}
	}
	return false
}

// machineLocal reports a local part a program made, not a person: one of
// 16 bytes or more whose characters change kind (lower case, upper case,
// digit, other) eight times or more ("eakwQO8PlMoA.9582727133",
// "D4DD86C5-1567-4CA6-BA35-C68539077C18"), six in 20 bytes or more
// ("TOaaZAXvXljj.9779012482"), or mostly digits, ten or more of them
// ("20240115123456.48213"). "jane.smith.1985" changes four times.
func machineLocal(l string) bool {
	if len(l) < 16 {
		return false
	}
	changes, digits := 0, 0
	prev := byte(255)
	for i := 0; i < len(l); i++ {
		k := byte(3)
		switch c := l[i]; {
		case c >= 'a' && c <= 'z':
			k = 0
		case c >= 'A' && c <= 'Z':
			k = 1
		case c >= '0' && c <= '9':
			k = 2
			digits++
		}
		if prev != 255 && k != prev {
			changes++
		}
		prev = k
	}
	return changes >= 8 || changes >= 6 && len(l) >= 20 || digits >= 10 && 2*digits >= len(l)
}

// readTo reads s[m.pos:p].
func (m *msgIDScan) readTo(s string, p int) {
	for m.pos < p {
		nl := strings.IndexByte(s[m.pos:p], '\n')
		lineEnd := p
		if nl >= 0 {
			lineEnd = m.pos + nl
		}
		if m.header {
			for i := m.pos; i < lineEnd && m.valueOK; i++ {
				switch c := s[i]; {
				case m.inBracket:
					m.inBracket = c != '>'
				case c == '<':
					m.inBracket = true
				case c != ' ' && c != '\t' && c != ',' && c != '\r':
					m.valueOK = false
				}
			}
		}
		if nl < 0 {
			m.pos = p
			return
		}
		// A new line: a fold goes on with the header; otherwise it may
		// start one.
		m.pos = lineEnd + 1
		m.lineStart = m.pos
		if m.pos < len(s) && (s[m.pos] == ' ' || s[m.pos] == '\t') {
			continue
		}
		m.lineAt(s, m.pos)
	}
}

// lineAt starts a line at s[ls]: a msg-id header's name and colon make it
// one, and its value is read from after the colon.
func (m *msgIDScan) lineAt(s string, ls int) {
	m.header, m.inBracket = false, false
	if ls >= len(s) {
		return
	}
	switch lower(s[ls]) {
	case 'm', 'i', 'r', 'c':
	default:
		return // no msg-id header starts so: most lines
	}
	for _, h := range msgIDHeaders {
		if ls+len(h)+1 <= len(s) && s[ls+len(h)] == ':' && strings.EqualFold(s[ls:ls+len(h)], h) {
			m.header, m.valueOK = true, true
			m.pos = ls + len(h) + 1
			return
		}
	}
}

// msgIDHeaders name the mail headers whose value is a list of msg-ids.
var msgIDHeaders = []string{"message-id", "in-reply-to", "references", "content-id", "resent-message-id"}

// msgIDFields name a msg-id as a log's field: the headers' names and the
// mail gateways' own (Proofpoint's "hdr_mid=<…>", "msgid=", "message_id=").
var msgIDFields = append(msgIDHeaders[:len(msgIDHeaders):len(msgIDHeaders)], "hdr_mid", "msgid", "msg_id", "message_id", "messageid")

// msgIDProse are the words that, earlier on a line of prose, name a
// machine-made address in angle brackets as a msg-id: the headers' names,
// and "header" itself ("Header analysis for <CALyCT…@mx.sendgrid.net>").
var msgIDProse = append(msgIDHeaders[:len(msgIDHeaders):len(msgIDHeaders)], "header")

// findSpelledAt finds the addresses whose at sign is written as at: its
// URL encoding "%40", or the full-width "＠" that Chinese and Japanese
// input methods type ("yamada＠example.co.jp"). As for '@', the next dot
// that can start a TLD is found once for many at signs. A domain holds no
// at sign (domainEnd stops at one), so the next one bounds the look at the
// domain: each stretch between two at signs is read once, and the
// full-width one, made of bytes that domain bytes include, ends it too
// ("a＠b.a＠b.…").
func findSpelledAt(s, at string, fs []Finding) []Finding {
	w := len(at)
	floor := 0 // a local part never reaches back into the previous address
	tld := -1  // the next dot that can start a TLD, once looked for
	for p := strings.Index(s, at); p >= 0; {
		// Every domain ends in a TLD after a dot; with no such dot
		// left, no address is left, and one after the next at sign
		// belongs to a later one.
		if tld < p+w {
			if tld = nextTLDDot(s, p+w); tld < 0 {
				break
			}
		}
		next := indexAfter(s, p+w, at)
		f, ok := Finding{}, false
		if tld < next && domainMayEnd(s[:next], p+w) {
			f, ok = emailAt(s, p, p+w, floor)
		}
		if ok {
			fs = append(fs, f)
			floor = f.End
		} else {
			floor = p + w // an address holds one at sign
		}
		switch {
		case next == len(s):
			p = -1
		case next >= floor:
			p = next
		default:
			// The address found reaches past the next at sign: look
			// again from its end.
			p = indexAfter(s, floor, at)
			if p == len(s) {
				p = -1
			}
		}
	}
	return fs
}

// indexAfter returns where at next starts in s at or after s[i], or
// len(s). Where at signs crowd ("a＠b.a＠b.…") the sixteen bytes after i
// are read by hand, which costs less than a call to strings.Index.
func indexAfter(s string, i int, at string) int {
	for j := i; j+len(at) <= len(s) && j < i+16; j++ {
		if s[j] == at[0] && s[j+1] == at[1] && s[j+2] == at[2] && s[j:j+len(at)] == at {
			return j
		}
	}
	if i+16 >= len(s) {
		return len(s)
	}
	if k := strings.Index(s[i+16:], at); k >= 0 {
		return i + 16 + k
	}
	return len(s)
}

// localByteBefore reports whether the character before s[p] may end a local part.
func localByteBefore(s string, p int) bool {
	c := s[p-1]
	return c >= 0x80 || class[c]&cLocal != 0
}

// nextTLDDot returns the first dot at or after s[i] that can start a
// top-level domain — followed by a letter (or a non-ASCII character) and one
// more domain byte — or -1.
func nextTLDDot(s string, i int) int {
	n := len(s)
	close := 0 // dots found close together in a row
	for i < n {
		if close >= 4 {
			// Dots crowd together ("a@b.a@b.…", "a.a.…"): eight
			// positions at a time, 256 bytes a go for as long as dots
			// keep turning up, each tested from three loaded words
			// without a branch per dot.
			close = 0
			stop := min(n-10, i+256)
			for ; i < stop; i += 8 {
				w := s[i:][:10] // one bounds check for the loads below
				m := eqBytesExact(load64(w, 0), '.')
				if m == 0 {
					continue
				}
				close = 4
				if m &= letterOrHighBytes(load64(w, 1)) & domainBytes(load64(w, 2)); m != 0 {
					return i + firstByte(m)
				}
			}
			if i >= n-10 {
				close = 0 // too near the end for words: by hand
			}
			continue
		}
		// Dots close together are cheaper to step over by hand than
		// with a call each.
		t := i
		for t < n && t < i+16 && s[t] != '.' {
			t++
		}
		if t == n {
			return -1
		}
		if s[t] != '.' {
			k := strings.IndexByte(s[t:], '.')
			if k < 0 {
				return -1
			}
			t += k
		}
		if t-i < 16 {
			close++
		} else {
			close = 0
		}
		if t+2 < len(s) && (isAlpha(s[t+1]) || s[t+1] >= 0x80) && isDomainByte[s[t+2]] {
			return t
		}
		i = t + 1
	}
	return -1
}

// tldMayStart reports whether a label read as domain bytes at s[ls:j] may
// hold a TLD from its start, as isTLD reads one from the labels domainEnd
// finds (which are such labels or, the last of them, shorter): two bytes
// or more starting with an ASCII letter, or a non-ASCII start and two
// characters, three bytes at least ("é.é@é.é…" has none).
func tldMayStart(s string, ls, j int) bool {
	return j-ls >= 2 && isAlpha(s[ls]) || j-ls >= 3 && s[ls] >= 0x80
}

// domainByte reports a byte that may be part of a domain label: an ASCII
// letter or digit, '-', or any byte of a non-ASCII character.
func domainByte(c byte) bool { return isDomainByte[c] }

var isDomainByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 0x80 || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '-'
	}
	return t
}()

// domainMayEnd is a cheap, conservative test of what domainEnd will find at
// s[i]: labels of domain bytes joined by single dots, one of them after the
// first that may start a TLD (tldMayStart).
// When it says no, domainEnd would have said no; it keeps repeated
// near-addresses ("a@b.a@b.…", "é@é@…") from costing a full parse each.
func domainMayEnd(s string, i int) bool {
	j, labels := i, 0
	for j < len(s) {
		if j-i > 253+64 {
			return true // too long to judge cheaply; domainEnd will
		}
		ls := j
		for j < len(s) && domainByte(s[j]) {
			j++
		}
		if j == ls {
			return false
		}
		if labels > 0 && tldMayStart(s, ls, j) {
			return true
		}
		labels++
		if j+1 < len(s) && s[j] == '.' {
			j++
			continue
		}
		return false
	}
	return false
}

// emailAt tries an address whose '@' (or "%40") spans s[at:dom]. The
// callers have found domainMayEnd's answer yes.
func emailAt(s string, at, dom, floor int) (Finding, bool) {
	start, ok := localStart(s, at, floor)
	if !ok {
		return Finding{}, false
	}
	end, ok := domainEnd(s, dom)
	if !ok {
		return Finding{}, false
	}
	if end < len(s) && s[end] == '(' && !mailTLD(s[start:end]) {
		return Finding{}, false // "x@model.fit(": a method call in code
	}
	if at-start == 3 && strings.EqualFold(s[start:at], "git") {
		return Finding{}, false // "git@github.com:org/repo": an SSH remote, not a person
	}
	if p, ok := sipPhoneUser(s, start, at); ok {
		// "sip:+33123389014@sip.operateur.fr": the user part is a
		// phone number, the host a server that names nobody.
		return Finding{Family: Phone, Start: p, End: at}, true
	}
	return Finding{Family: Email, Start: start, End: end}, true
}

// sipPhoneUser reports a SIP URI's user part s[start:at] that is a phone
// number — seven to fifteen digits, the '+' before them included — and
// returns where the number starts. RFC 3261 writes a phone so, "sip:" or
// "sips:" before it.
func sipPhoneUser(s string, start, at int) (int, bool) {
	p := start
	if p > 0 && s[p-1] == '+' {
		p--
	}
	if p < 4 || s[p-1] != ':' || !(hasSuffixFold(s[:p-1], "sip") || hasSuffixFold(s[:p-1], "sips")) {
		return 0, false
	}
	n := at - start
	if n < 7 || n > 15 {
		return 0, false
	}
	for i := start; i < at; i++ {
		if s[i]-'0' >= 10 {
			return 0, false
		}
	}
	return p, true
}

// hasSuffixFold is strings.HasSuffix, ASCII case folded.
func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// localStart walks back from the '@' at s[at] over the local part and
// returns where it starts. Local parts are at most 64 characters (RFC 5321);
// anything longer is some other token.
func localStart(s string, at, floor int) (int, bool) {
	j, n := at, 0
	ascii := false
	for j > floor && n <= 64 {
		c := s[j-1]
		if c < 0x80 {
			if c == '\n' && j-3 >= floor && s[j-2] == '=' && class[s[j-3]]&cLocal != 0 && s[j-3] != '=' {
				// A quoted-printable soft line break inside the local
				// part ("we=\ni_smith66@naver.com"): the mail's body as
				// it travels, the address whole across it.
				j -= 2
				n += 2
				continue
			}
			if class[c]&cLocal == 0 {
				break
			}
			if c == '%' && n >= 2 {
				// URL-encoded JSON or a form ("%22email%22%3A%22jane%40…"):
				// an escape of a byte no local part holds — a quote, a
				// colon, a comma, a brace — ends the local part; "%2B"
				// ('+') does not, nor "%252B", the same encoded twice.
				if e, ok := escapeAt(s, j-1); ok && (e >= 0x80 || class[e]&cLocal == 0 || e == '%' && !twiceEscapedLocal(s, j-1)) {
					j += 2
					n -= 2
					break
				}
			}
			ascii = true
			j--
			n++
			continue
		}
		r, w := utf8.DecodeLastRuneInString(s[floor:j])
		if r == utf8.RuneError || runeClass(r)&(rWord|rMark) == 0 {
			break
		}
		if ascii && isCJK(r) {
			break // "请联系john@…": the address starts after the Chinese
		}
		j -= w
		n++
	}
	if n > 64 {
		return 0, false
	}
	if k := j; k > floor && s[k-1] == '*' {
		// A masked address, its local part starred out between its
		// first and last letters ("h***g@gmail.com"): shown to say
		// which, no address left. Markdown's "**jane@…**" has no
		// letter before its stars.
		for k > floor && s[k-1] == '*' {
			k--
		}
		if j-k >= 2 && k > floor && isAlnum(s[k-1]) { // (an X12 segment's "EM*" is one star)
			return 0, false
		}
	}
	if j > floor && s[j-1] == '\\' && j < at {
		// A JSON string's escape before the address is no part of it:
		// "x\njane@…", "\u003cjane@…" (an escaped '<'). An escaped
		// backslash before it ("\\\\") escapes nothing.
		k := j - 1
		for k > floor && s[k-1] == '\\' {
			k--
		}
		if (j-k)%2 == 1 {
			switch c := s[j]; {
			case c == 'u' && j+5 < at && hexDigit(s[j+1]) && hexDigit(s[j+2]) && hexDigit(s[j+3]) && hexDigit(s[j+4]):
				j += 5
			case c == 'n' || c == 't' || c == 'r' || c == 'b' || c == 'f':
				j++
			}
		}
	}
	// Punctuation that opens a local part is quoting, not address.
	for j < at && strings.IndexByte(".'-+%", s[j]) >= 0 {
		j++
	}
	if at > j && s[at-1] == '\'' {
		return 0, false
	}
	if q := strings.LastIndexByte(s[j:at], '\''); q >= 0 && q+5 < at-j && isUpper(s[j+q+1]) && isUpper(s[j+q+2]) && isUpper(s[j+q+3]) && s[j+q+4] == '+' {
		// An EDIFACT segment ends at its '\'' and the next one's tag
		// and '+' come before the address: "…:TE'COM+pablo@x.es:EM'".
		j += q + 5
	}
	local := s[j:at]
	if local == "" || local[len(local)-1] == '.' {
		return 0, false
	}
	// No ".." anywhere, and a letter or digit somewhere.
	word := false
	for k := 0; k < len(local); k++ {
		c := local[k]
		if c == '.' && k > 0 && local[k-1] == '.' {
			return 0, false
		}
		word = word || c >= 0x80 || isAlnum(c)
	}
	if !word {
		return 0, false
	}
	return j, true
}

// domainEnd reads the domain that starts at s[i] and returns its end: the
// longest run of labels whose last one is a known TLD.
func domainEnd(s string, i int) (int, bool) { return readDomain(s, i, false) }

// readDomain is domainEnd; with spelled, a dot between labels may also be
// spelled out ("acme [dot] io", see spelledDot).
func readDomain(s string, i int, spelled bool) (int, bool) {
	var ends [16]int // end of each label
	var starts [16]int
	nl := 0
	j := i
	for nl < len(ends) && j-i <= 253 {
		ls := j
		ascii, cjk := false, false
		for j < len(s) && j-ls <= 63 {
			c := s[j]
			if c < 0x80 {
				if !isAlnum(c) && c != '-' || cjk {
					break
				}
				ascii = true
				j++
				continue
			}
			r, w := utf8.DecodeRuneInString(s[j:])
			if r == utf8.RuneError || runeClass(r)&(rWord|rMark) == 0 {
				break
			}
			if ascii && r >= 0x370 && (r < 0x1E00 || r > 0x1EFF) {
				// "…@example.com请回复", "…@correo.mxफ़ोन": the text
				// goes on in another script; a label mixes ASCII only
				// with Latin letters ("müller").
				break
			}
			if isCJK(r) {
				cjk = true
			}
			j += w
		}
		if j == ls || s[ls] == '-' {
			break
		}
		if s[j-1] == '-' {
			// No label ends with a hyphen: the hyphens after it are
			// the text's ("jane@acme.io- thanks", "…@acme.io--").
			k := j
			for s[k-1] == '-' {
				k--
			}
			if k > ls {
				starts[nl], ends[nl] = ls, k
				nl++
			}
			break
		}
		starts[nl], ends[nl] = ls, j
		nl++
		if j+1 < len(s) && s[j] == '.' {
			j++
			continue
		}
		if spelled {
			if next, ok := spelledDot(s, j); ok {
				j = next
				continue
			}
		}
		break
	}
	for ; nl >= 2; nl-- {
		tld := s[starts[nl-1]:ends[nl-1]]
		if tld[0] >= 0x80 && s[ends[nl-2]-1] < 0x80 {
			// The registries of the TLDs in other scripts (.рф, .中国,
			// .भारत) take names in their own script alone: a word of
			// it glued after an ASCII name is the text's
			// ("jane@empresa.com.मेरा").
			continue
		}
		if isTLD(tld) {
			if internalTLD(tld) && machineHost(s, starts[:nl], ends[:nl]) {
				return 0, false
			}
			return ends[nl-1], true
		}
	}
	return 0, false
}

// internalTLD reports the private names an organisation's own network
// ends in ("corp.internal", "dc2.corp", "svc.cluster.local").
func internalTLD(t string) bool {
	return wordIn(t, []string{"internal", "local", "corp", "lan", "localdomain", "intranet"})
}

// machineHost reports a domain under a private name that names a machine,
// not a mail domain: three labels or more, or a label with a digit
// ("deploy@api-4.eu-west-1.internal", "root@db-1.internal", an SSH key's
// comment "deploy@ingest-16.prod.svc.cluster.local"). A mailbox's
// ("it-ops@corp.internal", "dprice@trisystems.local") stays an address.
func machineHost(s string, starts, ends []int) bool {
	if len(starts) >= 3 {
		return true
	}
	for i := range starts {
		for k := starts[i]; k < ends[i]; k++ {
			if isDigit(s[k]) {
				return true
			}
		}
	}
	return false
}

// isTLD reports whether label is a top-level domain in use: a known ASCII
// TLD, a punycode one (xn--…), or an internationalised one in letters.
func isTLD(label string) bool {
	if len(label) < 2 {
		return false
	}
	var buf [24]byte
	if len(label) > len(buf) {
		return false
	}
	ascii := true
	for k := 0; k < len(label); k++ {
		c := label[k]
		if c >= 0x80 {
			ascii = false
			break
		}
		buf[k] = lower(c)
	}
	if !ascii {
		for _, r := range label {
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && !unicode.Is(unicode.Mc, r) {
				return false
			}
		}
		return utf8.RuneCountInString(label) >= 2
	}
	l := buf[:len(label)]
	if len(l) > 4 && string(l[:4]) == "xn--" {
		return true
	}
	_, ok := tlds[string(l)]
	return ok
}

// mailTLD reports addresses under a country code or one of the classic
// generic TLDs: no method in code is called "com" or "de", so a parenthesis
// right after such an address ("jane@example.com(work)") does not make it
// code.
func mailTLD(addr string) bool {
	dot := strings.LastIndexByte(addr, '.')
	tld := strings.ToLower(addr[dot+1:])
	switch tld {
	case "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz":
		return true
	}
	return len(tld) == 2
}

// findWideEmails appends the addresses that a text typed in full-width
// characters holds ("ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ", as a Japanese
// input method gives them): it reads a copy with the full-width forms of
// ASCII (U+FF01–U+FF5E) folded to ASCII, and maps what it finds back in
// one walk over both. Called only for a text that holds a full-width at
// sign.
func findWideEmails(s string, fs []Finding) []Finding {
	t := make([]byte, len(s))
	n, folded := 0, false
	for i := 0; i < len(s); {
		if s[i] != 0xEF {
			k := strings.IndexByte(s[i:], 0xEF) // every full-width form starts so
			if k < 0 {
				n += copy(t[n:], s[i:])
				break
			}
			n += copy(t[n:], s[i:i+k])
			i += k
		}
		if c, w := wideASCII(s, i); w > 0 {
			t[n] = c
			folded = true
			n, i = n+1, i+w
			continue
		}
		t[n] = s[i]
		n, i = n+1, i+1
	}
	if !folded {
		return fs
	}
	var buf [16]Finding
	found := normalize(findEmails(string(t[:n]), buf[:0]))
	// Offsets in the copy grow with those in s: translate the findings'
	// bounds, which are sorted, in one walk.
	i, j := 0, 0
	toS := func(t int) int {
		for j < t {
			if _, w := wideASCII(s, i); w > 0 {
				i += w
			} else {
				i++
			}
			j++
		}
		return i
	}
	for _, f := range found {
		start := toS(f.Start)
		fs = append(fs, Finding{Family: f.Family, Start: start, End: toS(f.End)})
	}
	return fs
}

// wideASCII reports the full-width form of an ASCII character at s[i]: the
// character and its width in s (3), or a zero width.
func wideASCII(s string, i int) (byte, int) {
	if i+2 >= len(s) || s[i] != 0xEF {
		return 0, 0
	}
	switch c := s[i+2]; s[i+1] {
	case 0xBC: // U+FF01–U+FF3F: '!' to '_'
		if c >= 0x81 && c <= 0xBF {
			return c - 0x81 + '!', 3
		}
	case 0xBD: // U+FF40–U+FF5E: '`' to '~'
		if c >= 0x80 && c <= 0x9E {
			return c - 0x80 + '`', 3
		}
	}
	return 0, 0
}

// meetingSIPAddress reports a video meeting's or a room system's SIP
// address, digits alone before the at sign (6 to 15) at a conferencing
// service's domain ("20609678348@acme.webex.com", "87477529657@zoomcrc.com",
// "339863977@t.plcm.vc", "81120687@vc.bluegum-health.com.au"): a meeting's
// number, no one's mailbox. A number at a SIP provider's domain
// ("4930…@sip.sipgate.de") is no meeting's, and stays an address.
func meetingSIPAddress(addr string) bool {
	if !isDigit(addr[0]) {
		return false // nearly every address: one look
	}
	at := strings.IndexByte(addr, '@')
	if at < 6 || at > 15 {
		return false
	}
	for i := 0; i < at; i++ {
		if !isDigit(addr[i]) {
			return false
		}
	}
	for d := addr[at+1:]; d != ""; {
		label := d
		if k := strings.IndexByte(d, '.'); k >= 0 {
			label, d = d[:k], d[k+1:]
		} else {
			d = ""
		}
		if wordIn(strings.ToLower(label), meetingSIPLabels) {
			return true
		}
	}
	return false
}

// meetingSIPLabels are the domain labels of video meeting services' and
// room systems' SIP addresses.
var meetingSIPLabels = []string{"webex", "zoomcrc", "plcm", "bjn", "pexip", "vc", "vmr"}

// twiceEscapedLocal reports "%25" at s[i] escaping an escape of a byte a
// local part holds: "%252B", a '+' encoded twice.
func twiceEscapedLocal(s string, i int) bool {
	if i+4 >= len(s) || !hexDigit(s[i+3]) || !hexDigit(s[i+4]) {
		return false
	}
	e := unhexByte(s[i+3])<<4 | unhexByte(s[i+4])
	return e < 0x80 && class[e]&cLocal != 0 && e != '%'
}
