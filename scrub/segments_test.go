package scrub

import "testing"

// TestSegments: the fields of an HL7 PID segment and the elements of X12
// segments that hold an SSN or a phone by their position are labelled by
// it; the fields and elements next to them (the account number PID-18, a
// member id after the qualifier MI) are not. An 834's subscriber number
// (REF*0F) is an SSN when it has an SSN's shape and ranges; a member id of
// another shape there stays.
func TestSegments(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"PID|1||77576734^^^SH^MR||JANSEN^ANA^Q||19620725|F|||742 Evergreen Ter^^Springfield^IL^62764^USA||4156562609^PRN^PH|2025494400^WPN^PH||S||664853456|376491534\nPV1|1|I",
			"PID|1||77576734^^^SH^MR||JANSEN^ANA^Q||19620725|F|||742 Evergreen Ter^^Springfield^IL^62764^USA||[REDACTED]^PRN^PH|[REDACTED]^WPN^PH||S||664853456|[REDACTED]\nPV1|1|I"},
		{"REF*SY*483115157~\nNM1*IL*1*TRAN*DANIEL****34*483115157~\nPER*IP**TE*2028894795*EM*daniel_tran@sapo.pt~",
			"REF*SY*[REDACTED]~\nNM1*IL*1*TRAN*DANIEL****34*[REDACTED]~\nPER*IP**TE*[REDACTED]*EM*[REDACTED]~"},
		{"REF*1L*483115157~\nNM1*IL*1*TRAN*DANIEL****MI*483115157~\nPER*IP**ZZ*2028894795~",
			"REF*1L*483115157~\nNM1*IL*1*TRAN*DANIEL****MI*483115157~\nPER*IP**ZZ*2028894795~"},
		{"INS*Y*18*021*28*A***FT~\nREF*0F*483115157~\nDMG*D8*19930728*F~",
			"INS*Y*18*021*28*A***FT~\nREF*0F*[REDACTED]~\nDMG*D8*19930728*F~"},
		{"REF*0F*000123456~\nREF*0F*912345678~\nREF*0F*1002003004~\nREF*0F*M0045123~",
			"REF*0F*000123456~\nREF*0F*912345678~\nREF*0F*1002003004~\nREF*0F*M0045123~"},
		{"ISA*00*          *00*          *ZZ*SENDERID       *ZZ*RECEIVERID     *250415*1022*^*00501*254421137*0*P*:~",
			"ISA*00*          *00*          *ZZ*SENDERID       *ZZ*RECEIVERID     *250415*1022*^*00501*254421137*0*P*:~"},
		{"a|b|c|d|e|f|g|h|i|j|k|l|m|2028894795|", "a|b|c|d|e|f|g|h|i|j|k|l|m|2028894795|"},
	})
}
