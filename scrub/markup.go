package scrub

import (
	"strings"
	"unicode/utf8"
)

// Markup: HTML as a browser shows it. A page's source writes a value
// through character references ("jane&#64;example.com", "&commat;",
// "053&#x2011;08&#x2011;3363", a password's "&amp;") and inline tags that
// show nothing between its characters ("tomasz<wbr>@op<wbr>.pl", a card's
// groups each in a span, "d.jansen<!-- -->@<!-- -->hetnet.nl", a span
// hidden with display:none holding a decoy). A reader sees the value whole;
// so a text holding such markup (markupIn) is read a second time from a
// copy with the references decoded, the inline tags and comments taken out
// and every other tag made one space (markupReading). Of what that reading
// finds, only what holds a decoded reference or a removed piece is taken
// (the rest the text's own reading has had its say on), mapped back onto
// the text over the markup inside it.

// markupIn reports a character reference (numeric, or one of the named
// ones namedRef knows) or an inline tag or comment inside a word: with
// a value's byte right before it and one right after it (tags and spaces
// between tags stepped over).
func markupIn(s string) bool {
	for j := strings.IndexByte(s, '&'); j >= 0; {
		// "&amp;", the most common by far (a link's query written in
		// a page: "?a=1&amp;b=2"), is told without a lookup.
		if !strings.HasPrefix(s[j+1:], "amp;") {
			if r, w := entityAt(s, j); w > 0 && !escapedOnly(r) {
				return true
			}
		}
		k := strings.IndexByte(s[j+1:], '&')
		if k < 0 {
			break
		}
		j += 1 + k
	}
	for j := strings.IndexByte(s, '<'); j >= 0; {
		end := j + 1
		if j > 0 && valueByte(s[j-1]) && tagStart(s, end) {
			e, inline, _ := tagRun(s, j)
			if inline && e < len(s) && valueByte(s[e]) {
				return true
			}
			end = max(e, end)
		}
		k := strings.IndexByte(s[end:], '<')
		if k < 0 {
			break
		}
		j = end + k
	}
	return false
}

// escapedOnly reports a character HTML must write as a reference in text
// ("&amp;", "&lt;", "&quot;"): a page holds them in every link's query and
// every quoted word, and they spell no value apart (a password holding one
// is read where something else asks for the reading).
func escapedOnly(r rune) bool {
	return r == '&' || r == '<' || r == '>' || r == '"' || r == '\''
}

// valueByte reports a byte that may stand inside a value on either side
// of markup: a letter or digit, a byte of another script, or what joins
// an address's or a number's parts.
func valueByte(c byte) bool {
	return isAlnum(c) || c >= 0x80 || c == '@' || c == '.' || c == '+' || c == '-' || c == '_'
}

// tagStart reports what may follow a tag's '<' at s[i]: a comment's "!",
// or a name (after a '/' or not) ended by '>', a blank or '/'. It turns
// down a text's other '<' ("a<b", "x <= 3") before tagAt is asked.
func tagStart(s string, i int) bool {
	if strings.HasPrefix(s[i:], "!--") {
		return true
	}
	if i < len(s) && s[i] == '/' {
		i++
	}
	n := i
	for n < len(s) && class[s[n]]&(cAlpha|cDigit) != 0 {
		n++
	}
	return n > i && n < len(s) && (s[n] == '>' || s[n] == ' ' || s[n] == '/' || s[n] == '\t' || s[n] == '-')
}

// maxTag bounds how far a tag's closing '>' (or a comment's "-->") is
// looked for, so that a text of '<' costs linear time.
const maxTag = 256

// tagAt returns the end of the tag or comment at s[i] ('<'), whether it
// shows nothing inline (a comment, an inline element's tag, an element
// hidden by display:none with its content), or i when none starts there.
func tagAt(s string, i int) (end int, inline bool) {
	if i+1 >= len(s) {
		return i, false
	}
	if strings.HasPrefix(s[i:], "<!--") {
		k := strings.Index(s[i+4:min(len(s), i+4+maxTag)], "-->")
		if k < 0 {
			return i, false
		}
		return i + 4 + k + 3, true
	}
	j := i + 1
	closing := s[j] == '/'
	if closing {
		j++
	}
	n := j
	for n < len(s) && n-j < 10 && isAlnum(s[n]) {
		n++
	}
	if n == j || class[s[j]]&cAlpha == 0 || n < len(s) && s[n] != '>' && s[n] != ' ' && s[n] != '/' && s[n] != '\t' {
		return i, false
	}
	k := strings.IndexByte(s[n:min(len(s), n+maxTag)], '>')
	if k < 0 {
		return i, false
	}
	end = n + k + 1
	name := s[j:n]
	inline = inlineTag(name)
	if !closing && inline {
		if a := s[n:end]; strings.Contains(a, "display:none") || strings.Contains(a, "display: none") {
			// A decoy hidden from the reader goes with its element.
			c := strings.Index(s[end:min(len(s), end+maxTag)], "</"+name)
			if c >= 0 {
				if g := strings.IndexByte(s[end+c:min(len(s), end+c+maxTag)], '>'); g >= 0 {
					end = end + c + g + 1
				}
			}
		}
	}
	return end, inline
}

// tagRun returns the end of the run of tags at s[i] (blanks between tags
// belong to it), whether every tag in it shows nothing inline and whether
// blanks stand between them; i when no tag starts there.
func tagRun(s string, i int) (end int, inline, spaced bool) {
	end, inline = tagAt(s, i)
	if end == i {
		return i, false, false
	}
	for {
		j := end
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j >= len(s) || s[j] != '<' {
			return end, inline, spaced
		}
		e, in := tagAt(s, j)
		if e == j {
			return end, inline, spaced
		}
		end, inline, spaced = e, inline && in, spaced || j > end
	}
}

// inlineTag reports an element that HTML lays out inside a line of text
// (its tags show no space).
func inlineTag(name string) bool {
	switch strings.ToLower(name) {
	case "span", "wbr", "b", "i", "u", "s", "em", "strong", "small", "big", "font", "sup", "sub",
		"code", "mark", "a", "abbr", "kbd", "tt", "ins", "del", "bdi", "bdo", "nobr", "q", "cite",
		"dfn", "var", "samp", "time", "data":
		return true
	}
	return false
}

// namedRef returns the character a named reference stands for, of those
// that spell a value's characters or a password's symbols (HTML's own
// names).
func namedRef(name string) (rune, bool) {
	switch name {
	case "amp":
		return '&', true
	case "lt":
		return '<', true
	case "gt":
		return '>', true
	case "quot":
		return '"', true
	case "apos":
		return '\'', true
	case "nbsp":
		return '\u00a0', true
	case "commat":
		return '@', true
	case "period":
		return '.', true
	case "lowbar":
		return '_', true
	case "hyphen", "dash":
		return '\u2010', true
	case "ndash":
		return '–', true
	case "mdash":
		return '—', true
	case "minus":
		return '−', true
	case "plus":
		return '+', true
	case "num":
		return '#', true
	case "colon":
		return ':', true
	case "excl":
		return '!', true
	case "quest":
		return '?', true
	case "ast":
		return '*', true
	case "dollar":
		return '$', true
	case "percnt":
		return '%', true
	case "equals":
		return '=', true
	case "sol":
		return '/', true
	case "bsol":
		return '\\', true
	case "lpar":
		return '(', true
	case "rpar":
		return ')', true
	case "comma":
		return ',', true
	case "semi":
		return ';', true
	case "lsqb":
		return '[', true
	case "rsqb":
		return ']', true
	case "lcub":
		return '{', true
	case "rcub":
		return '}', true
	case "verbar":
		return '|', true
	case "Hat":
		return '^', true
	case "grave":
		return '`', true
	case "tilde":
		return '~', true
	}
	return 0, false
}

// entityAt returns the character the reference at s[i] ('&') stands for
// and its width, or width 0: "&#64;", "&#x40;", "&commat;" (the ';' is
// asked for: without it the text's '&' is most often a URL's).
func entityAt(s string, i int) (rune, int) {
	j := i + 1
	if j >= len(s) {
		return 0, 0
	}
	if s[j] == '#' {
		j++
		base := 10
		if j < len(s) && s[j]|0x20 == 'x' {
			base = 16
			j++
		}
		var r rune
		d := j
		for j < len(s) && j-d < 7 {
			c := s[j]
			var v byte
			switch {
			case c-'0' < 10:
				v = c - '0'
			case base == 16 && c|0x20-'a' < 6:
				v = c | 0x20 - 'a' + 10
			default:
				goto end
			}
			r = r*rune(base) + rune(v)
			j++
		}
	end:
		if j == d || j >= len(s) || s[j] != ';' || r == 0 || r > utf8.MaxRune || r >= 0xD800 && r < 0xE000 {
			return 0, 0
		}
		return r, j + 1 - i
	}
	k := j
	for k < len(s) && k-j < 8 && class[s[k]]&cAlpha != 0 {
		k++
	}
	if k == j || k >= len(s) || s[k] != ';' {
		return 0, 0
	}
	r, ok := namedRef(s[j:k])
	if !ok {
		return 0, 0
	}
	return r, k + 1 - i
}

// The marks a reading's byte carries (markupCopy.mark).
const (
	markEntity  = 1 << iota // decoded from a reference
	markRemoved             // markup that shows nothing was taken out right before it
)

// markupCopy is s as a browser shows it: text, and for each of its bytes
// the span of s it comes from and its marks.
type markupCopy struct {
	text     []byte
	from, to []int32
	mark     []uint8
}

func (m *markupCopy) put(c byte, from, to int, mark uint8) {
	m.text = append(m.text, c)
	m.from = append(m.from, int32(from))
	m.to = append(m.to, int32(to))
	m.mark = append(m.mark, mark)
}

// markupReading returns s's markup copy.
func markupReading(s string) *markupCopy {
	m := &markupCopy{
		text: make([]byte, 0, len(s)),
		from: make([]int32, 0, len(s)),
		to:   make([]int32, 0, len(s)),
		mark: make([]uint8, 0, len(s)),
	}
	var pending uint8
	for i := 0; i < len(s); {
		switch s[i] {
		case '&':
			if r, w := entityAt(s, i); w > 0 {
				var b [utf8.UTFMax]byte
				n := utf8.EncodeRune(b[:], r)
				for _, c := range b[:n] {
					m.put(c, i, i+w, markEntity|pending)
					pending = 0
				}
				i += w
				continue
			}
		case '<':
			// A tag that holds a reference is read as text: a
			// link's address written so ("href=\"&#109;&#97;…\"").
			if end, inline, spaced := tagRun(s, i); end > i && strings.IndexByte(s[i:end], '&') < 0 {
				// Inline markup marks the byte after it, spaces
				// between its tags too ("<span>+48</span> <span>606");
				// another element's tag parts words as a space does.
				switch {
				case inline && !spaced:
					pending = markRemoved
				case inline:
					m.put(' ', i, end, pending)
					pending = markRemoved
				case len(m.text) == 0 || m.text[len(m.text)-1] != ' ':
					m.put(' ', i, end, pending)
					pending = 0
				}
				i = end
				continue
			}
		}
		m.put(s[i], i, i+1, pending)
		pending = 0
		i++
	}
	return m
}

// findMarkup returns what the reading of s's markup copy finds that holds
// markup s's own reading could not see through, mapped back onto s.
func findMarkup(s string, fs []Finding) []Finding {
	m := markupReading(s)
	var buf [stackFindings]Finding
	t := string(m.text)
	more, anchors := findOnce(t, buf[:0], anchorAll, nil, nil)
	if anchors&anchorInvisible != 0 {
		more, _ = findReadings(t, buf[:0], anchorAll)
	}
	for _, f := range more {
		if f.Start >= f.End || !m.holdsMarkup(f.Start, f.End) {
			continue
		}
		fs = append(fs, Finding{Family: f.Family, Start: int(m.from[f.Start]), End: int(m.to[f.End-1])})
	}
	return fs
}

// holdsMarkup reports a decoded reference in t[a:b] or markup taken out
// inside it.
func (m *markupCopy) holdsMarkup(a, b int) bool {
	if m.mark[a]&markEntity != 0 {
		return true
	}
	for _, k := range m.mark[a+1 : b] {
		if k != 0 {
			return true
		}
	}
	return false
}
