package scrub

import "testing"

// TestSegments: the fields of an HL7 PID segment and the elements of X12
// segments that hold an SSN or a phone by their position are labelled by
// it; the fields and elements next to them (the account number PID-18, a
// member id after the qualifier MI, the subscriber number REF*0F) are not.
func TestSegments(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"PID|1||77576734^^^SH^MR||JANSEN^ANA^Q||19620725|F|||742 Evergreen Ter^^Springfield^IL^62764^USA||4156562609^PRN^PH|2025494400^WPN^PH||S||664853456|376491534\nPV1|1|I",
			"PID|1||77576734^^^SH^MR||JANSEN^ANA^Q||19620725|F|||742 Evergreen Ter^^Springfield^IL^62764^USA||[REDACTED]^PRN^PH|[REDACTED]^WPN^PH||S||664853456|[REDACTED]\nPV1|1|I"},
		{"REF*SY*483115157~\nNM1*IL*1*TRAN*DANIEL****34*483115157~\nPER*IP**TE*2028894795*EM*daniel_tran@sapo.pt~",
			"REF*SY*[REDACTED]~\nNM1*IL*1*TRAN*DANIEL****34*[REDACTED]~\nPER*IP**TE*[REDACTED]*EM*[REDACTED]~"},
		{"REF*0F*483115157~\nNM1*IL*1*TRAN*DANIEL****MI*483115157~\nPER*IP**ZZ*2028894795~",
			"REF*0F*483115157~\nNM1*IL*1*TRAN*DANIEL****MI*483115157~\nPER*IP**ZZ*2028894795~"},
		{"ISA*00*          *00*          *ZZ*SENDERID       *ZZ*RECEIVERID     *250415*1022*^*00501*254421137*0*P*:~",
			"ISA*00*          *00*          *ZZ*SENDERID       *ZZ*RECEIVERID     *250415*1022*^*00501*254421137*0*P*:~"},
		{"a|b|c|d|e|f|g|h|i|j|k|l|m|2028894795|", "a|b|c|d|e|f|g|h|i|j|k|l|m|2028894795|"},
	})
}
