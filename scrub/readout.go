package scrub

// A number read out on a call and written down by a person or by
// speech-to-text comes in the chunks it was said in, not in the groups it
// is printed in: "4403 1560 46 30 6416", "5303, 0612, 91, 88, 42, 16",
// "3746... 786330... 77558". Such a card is told by what tells any card
// (issuer, length, Luhn) and by the words that asked for it.

// turnOpen reports a byte after which a transcript's turn starts with the
// number itself: a JSON "text" value's quote, a line's or a cell's start.
func turnOpen(c byte) bool {
	return c == '"' || c == '\n' || c == '\t'
}

// chunkSep marks the bytes that may part the chunks of a number read out:
// a space, a comma, an ellipsis ("..." or the first byte of "…").
var chunkSep = [256]bool{' ': true, ',': true, '.': true, 0xE2: true}

// chunkedCard reads a card number said in chunks from s[i]: three chunks
// or more of one to six digits, 13 to 19 digits in all, with its issuer's
// prefix and length and Luhn (cardDigits), a card's word in the turn or
// the one before (cardAsked), no id's word or column naming it, and no
// word glued after the last chunk. A
// chunk glued to a date's, a time's or a decimal's next part ("08/28")
// ends the number before it. It returns the number's end; and, when the
// run of chunks from s[i] holds more digits than a card, the run's end
// (skip), before which no card read out starts: a list's chunks are read
// once, not again from each of them.
func chunkedCard(s string, i int, cx *ctxIndex) (end int, ok bool, skip int) {
	// Counted first, read only when the count fits: most runs asked are
	// a phone's or a date's groups, too few digits for a card.
	var sizes [19]uint8
	j, k, n, spaced := i, 0, 0, true
	end = i
	for {
		g := j
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j < len(s) && (s[j] == '/' || s[j] == ':' || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
			break
		}
		if j-g > 6 {
			return 0, false, 0
		}
		if n+j-g > 19 {
			e := j
			for nx := chunkNext(s, e); nx >= 0; nx = chunkNext(s, e) {
				for e = nx; e < len(s) && isDigit(s[e]); e++ {
				}
			}
			return 0, false, e
		}
		sizes[k] = uint8(j - g)
		n += j - g
		k++
		end = j
		if j = chunkNext(s, j); j < 0 {
			break
		}
		spaced = spaced && j == end+1 && s[end] == ' '
	}
	if k < 3 || n < 13 || end < len(s) && isWordByte(s[end]) || spaced && printedLayout(sizes[:k]) {
		return 0, false, 0
	}
	var buf [19]byte
	if !cardDigits(digits(buf[:0], s, i, end)) || ibanBefore(s, i) {
		return 0, false, 0
	}
	if cx.idColumn(i, end) || cx.idNumberRightBefore(i) {
		return 0, false, 0 // "Your order number: 5047 5255 1428 1708", as matchCard
	}
	return end, cardAsked(cx, i), 0
}

// printedLayout reports group sizes a card is printed in, as matchCard
// reads them (cardGrouping): 4-4-…-rest, Amex's 4-6-5, Diners' 4-6-4,
// Visa's 4-4-5 and 4-3-3-3. Those are matchCard's to decide, with its
// checks of what stands around them.
func printedLayout(sizes []uint8) bool {
	k := len(sizes)
	if k == 3 && sizes[0] == 4 && (sizes[1] == 6 || sizes[1] == 4 && sizes[2] == 5) {
		return true
	}
	if k == 4 && sizes[0] == 4 && sizes[1] == 3 && sizes[2] == 3 && sizes[3] == 3 {
		return true
	}
	for _, n := range sizes[:k-1] {
		if n != 4 {
			return false
		}
	}
	return true
}

// chunkNext returns where the next chunk starts after the separator at
// s[j] (chunkSep's, a space after a comma or an ellipsis allowed), -1 when
// no digit follows one.
func chunkNext(s string, j int) int {
	switch {
	case j+1 < len(s) && s[j] == ' ':
		j++
	case j+1 < len(s) && s[j] == ',':
		j++
	case j+3 < len(s) && s[j] == '.' && s[j+1] == '.' && s[j+2] == '.':
		j += 3
	case j+3 < len(s) && s[j] == 0xE2 && s[j+1] == 0x80 && s[j+2] == 0xA6:
		j += 3
	default:
		return -1
	}
	if s[j-1] != ' ' && j+1 < len(s) && s[j] == ' ' {
		j++
	}
	if !isDigit(s[j]) {
		return -1
	}
	return j
}

// commaChunk reports a comma at s[e] that may part the chunks of a card
// read out: a space and a digit after it.
func commaChunk(s string, e int) bool {
	return e+2 < len(s) && s[e+1] == ' ' && isDigit(s[e+2])
}

// displayNameBefore reports a quoted name and a space before the '<' at
// s[lt]: a caller id's or an address's display name, its closing quote
// perhaps escaped as CSV and JSON write it ("Julia Nowak"" <…>").
func displayNameBefore(s string, lt int) bool {
	if lt < 3 || s[lt-1] != ' ' || s[lt-2] != '"' {
		return false
	}
	j := lt - 2
	for j > lt-5 && j > 0 && (s[j] == '"' || s[j] == '\\') {
		j--
	}
	return s[j] != ' ' && s[j] != '"' && s[j] != '\\' && s[j] != ','
}

// brokenNANP reads a NANP number in parentheses whose last four digits a
// line break has moved to the next line after the dash, as text taken
// from a fax or a scan wraps it: "(907) 740-\n5660". The area code's '('
// is at s[i-1]; it returns the number's end, 0 when it is none.
func brokenNANP(s string, i int) int {
	// "ddd) ddd-\ndddd", the area code and the exchange starting 2-9.
	const shape = "ddd) ddd-\ndddd"
	if i+len(shape) > len(s) || s[i] < '2' || s[i+5] < '2' {
		return 0
	}
	for k := 0; k < len(shape); k++ {
		c := s[i+k]
		if shape[k] == 'd' && !isDigit(c) || shape[k] != 'd' && c != shape[k] {
			return 0
		}
	}
	end := i + len(shape)
	if end < len(s) && (isDigit(s[end]) || isAlpha(s[end])) {
		return 0
	}
	return end
}
