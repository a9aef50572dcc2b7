// Package exporter turns eval_candidates rows into the NDJSON consumer
// contract (docs/export-contract.md): one schema v1 object per line, newest
// first, over a window [since, until) whose end is the store's watermark, so
// chained windows — by hand or through a cursor file — never miss or repeat
// a row.
//
// Rows that other writers made (modusbrain's own capture shares a brain's
// tables) are exported when they can be: a value with an obvious v1 reading
// is cleaned, a row without one is skipped, and both are reported through
// Options.OnRowIssue and counted in Result (see fit.go). Every line written
// is valid against docs/eval-candidate.v1.schema.json.
//
// The package never prints: Export reports progress through a callback and
// returns a Result with the exported window; the command decides what people
// see.
package exporter
