package scrub

import "strings"

// Healthcare and EDI messages name their fields by position, not by word:
// HL7 v2's PID segment holds the patient's home and business phone in
// fields 13 and 14 and the SSN in field 19
// ("PID|1||…||(415)656-2609^PRN^PH|(202)549-4400^WPN^PH||S||ACC66|376491534"),
// and an X12 segment says what the element after a qualifier is: "REF*SY*"
// an SSN ("REF*0F*", an 834's subscriber number, mostly one too), an NM1 identification code after the code qualifier 34 an SSN
// ("NM1*IL*1*TRAN*DANIEL****34*483115157~"), a PER number after TE, CP,
// HP, WP or FX a phone or fax ("PER*IP**TE*2028894795~"). segmentLabel
// reads that position as a column's name is read.

// segCursor is how far the text has been read for segments: questions come
// in the order of the text, so each byte is read once. An HL7 segment ends
// at a line break ('~' repeats a field there); an X12 segment at '~' too.
type segCursor struct {
	pos               int // the bytes before pos are read
	hl7Start, pipes   int // the current line, and the '|' in it before pos
	x12Start, stars   int // the current X12 segment, and the '*' in it before pos
	checked, possible bool
}

// segmentLabel returns catSSN or catStrongPhone when the value that starts
// at s[p] stands where an HL7 PID, NK1 (next of kin) or GT1 (guarantor)
// segment or an X12 segment puts an SSN or a phone, and 0 otherwise.
func (x *ctxIndex) segmentLabel(p int) uint8 {
	if p >= 4 && (x.s[p-1] == '+' || x.s[p-1] == '(') && edifactPhoneAt(x.s, p) {
		return catStrongPhone // EDIFACT's "COM+…:TE'"
	}
	c := &x.seg
	if !c.checked {
		c.checked = true
		// Two vectorised byte searches rule out most texts.
		c.possible = strings.IndexByte(x.s, '~') >= 0 && strings.IndexByte(x.s, '*') >= 0 ||
			strings.IndexByte(x.s, '|') >= 0 && (strings.Contains(x.s, "PID|") || strings.Contains(x.s, "NK1|") || strings.Contains(x.s, "GT1|"))
	}
	if !c.possible {
		return 0
	}
	s := x.s
	for p > 0 && (s[p-1] == '(' || s[p-1] == '+') {
		p-- // "|(415)656-2609^PRN^PH", "*TE*+1…"
	}
	if p == 0 || s[p-1] != '|' && s[p-1] != '*' || p < c.pos {
		return 0 // no field starts here; or asked about text already passed (no question does so now)
	}
	c.readTo(s, p)
	if s[p-1] == '|' {
		seg := s[c.hl7Start:]
		switch {
		case strings.HasPrefix(seg, "PID|"):
			switch c.pipes {
			case 13, 14:
				return catStrongPhone // PID-13, PID-14: home and business phone
			case 19:
				return catSSN // PID-19: SSN number – patient
			}
		case strings.HasPrefix(seg, "NK1|"):
			switch c.pipes {
			case 5, 6:
				return catStrongPhone // NK1-5, NK1-6: the next of kin's phone and business phone
			case 37:
				return catSSN // NK1-37: contact person social security number
			}
		case strings.HasPrefix(seg, "GT1|"):
			switch c.pipes {
			case 6, 7:
				return catStrongPhone // GT1-6, GT1-7: the guarantor's home and business phone
			case 12:
				return catSSN // GT1-12: guarantor SSN
			}
		}
		return 0
	}
	return x12Label(s[c.x12Start:p], c.stars)
}

// readTo reads s[c.pos:p].
func (c *segCursor) readTo(s string, p int) {
	for i := c.pos; i < p; i++ {
		if !segByte[s[i]] {
			continue
		}
		switch s[i] {
		case '\n', '\r':
			c.hl7Start, c.pipes = i+1, 0
			c.x12Start, c.stars = i+1, 0
		case '~':
			c.x12Start, c.stars = i+1, 0
		case '|':
			c.pipes++
		case '*':
			c.stars++
		}
	}
	c.pos = p
}

// segByte marks the bytes readTo counts or ends a segment at.
var segByte = [256]bool{'\n': true, '\r': true, '~': true, '|': true, '*': true}

// x12Label reads the element that follows seg, the segment up to and with
// the '*' before the element (stars of them).
func x12Label(seg string, stars int) uint8 {
	if len(seg) < 5 {
		return 0
	}
	// seg ends with the '*' before the element: the qualifier before it
	// runs from the '*' before that.
	j := strings.LastIndexByte(seg[:len(seg)-1], '*')
	if j < 0 {
		return 0
	}
	qual := seg[j+1 : len(seg)-1]
	switch seg[:4] {
	case "REF*":
		// SY is an SSN by name. 0F is an 834's subscriber number,
		// which plans fill with the subscriber's SSN more often than
		// not (the SSN matcher still asks for an SSN's shape and
		// ranges); a member id of another shape stays.
		if stars == 2 && (qual == "SY" || qual == "0F") {
			return catSSN
		}
	case "NM1*":
		if stars == 9 && qual == "34" {
			return catSSN
		}
	case "PER*", "G61*":
		// (G61, the contact segment of the 204 and other transport
		// sets, qualifies its number as PER does: "G61*IC*NAME*TE*…".)
		switch qual {
		case "TE", "CP", "HP", "WP", "FX":
			return catStrongPhone
		}
	case "PO1*", "LIN*":
		// A product's id after its qualifier (X12 element 235: the
		// buyer's and the vendor's part numbers, UPC, GTIN, model,
		// SKU, the manufacturer's part number…): "PO1*1*2149*EA*4.70**
		// BP*091-01-9356*VP*…" holds no SSN.
		switch qual {
		case "BP", "VP", "UP", "UK", "EN", "EO", "IN", "MG", "MN", "MF", "SK", "VN", "PN", "PI", "CB", "VC", "SN":
			return catPart
		}
	}
	return 0
}

// edifactPhoneAt reports a number that an EDIFACT COM segment's qualifier
// names a phone, a fax or a mobile: "COM+0034 935966077:TE'", "COM+?+49
// 221 …:FX'" (UN/EDIFACT data element 3155: TE telephone, FX fax, AL
// cellular), the number starting at s[start].
func edifactPhoneAt(s string, start int) bool {
	k := start
	if k > 0 && s[k] == '+' && s[k-1] == '?' {
		k-- // the number's own '+', released: "COM+?+49…"
	}
	if k < 4 || s[k-4:k] != "COM+" {
		return false
	}
	e := start
	if e < len(s) && s[e] == '+' {
		e++
	}
	for e < len(s) && e-start < 32 && (isDigit(s[e]) || strings.IndexByte(" -()/.", s[e]) >= 0) {
		e++
	}
	if e+3 > len(s) || s[e] != ':' {
		return false
	}
	switch s[e+1 : e+3] {
	case "TE", "FX", "AL":
		return e+3 == len(s) || s[e+3] == '\'' || s[e+3] == '+' || s[e+3] == '\n'
	}
	return false
}
