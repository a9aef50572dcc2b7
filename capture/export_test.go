package capture

import "github.com/modusbrain/evalkit/store"

// WithBuilder swaps BuildCandidate for fn, so a test can push a row past
// validation and let the database's own CHECK reject it.
func WithBuilder(o *Options, fn func(Event, BuildOptions) (store.Candidate, error)) {
	o.build = fn
}

var PanicText = panicText

// MaskSecrets is the masking of failure-row details, for the tests.
var MaskSecrets = maskSecrets
