package scrub

import "testing"

// Twenty-sixth round.

// TestExtensionNamesALonePhone: ten digits with an extension named by its
// word after them are a phone (extWordAfter), whether or not another
// number in the text had the label words indexed first. Before, a text
// that also held "Plan ID 908-81948" built the index, and the lone group
// then needed a phone word somewhere in the text.
func TestExtensionNamesALonePhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"The rep was Jessica, 2672429039 ext. 5997.", "The rep was Jessica, [REDACTED] ext. 5997."},
		{"Rolling my old 401(k) (Plan ID 908-81948) into an IRA. The rep was Jessica, 2672429039 ext. 5997.",
			"Rolling my old 401(k) (Plan ID 908-81948) into an IRA. The rep was Jessica, [REDACTED] ext. 5997."},
		{"Policy 908-81948, desk 2672429039 extension 12.", "Policy 908-81948, desk [REDACTED] extension 12."},
		// The short marks follow other numbers too; another number's
		// word still names it.
		{"Plan 908-81948. Jessica, 2672429039 x5997.", "Plan 908-81948. Jessica, 2672429039 x5997."},
		{"Plan 908-81948. Invoice 2672429039 ext. 5997.", "Plan 908-81948. Invoice 2672429039 ext. 5997."},
	})
}
