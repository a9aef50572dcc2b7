// Package capture turns the query and search calls an op handler serves into
// eval_candidates rows, or, when that fails, into eval_capture_failures rows
// that say why.
//
// The op handler builds an Event and hands it to Capturer.Capture, which
// never blocks, never panics and returns nothing: a bounded queue feeds a
// background writer that scrubs PII, validates, and inserts in batches. A
// failed batch is retried row by row so one bad row never costs its
// neighbours, and every lost event becomes exactly one failure row with a
// reason from the stable enum (see Classify). When even that row cannot be
// written, the Options.OnError callback hears about it; Close reports how
// many events left no row at all.
//
// Open is the front door: it resolves the user's settings and returns a
// ready Capturer, opening nothing when capture is off (see ExampleOpen).
// New is the same Capturer for a caller that brings its own store.Engine.
//
// BuildCandidate is the pure half: event in, row (or rejection) out. The
// package never prints.
package capture
