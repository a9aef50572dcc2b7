// Package exporter turns eval_candidates rows into the NDJSON consumer
// contract (docs/export-contract.md): one schema v1 object per line, newest
// first, over a window [since, until) whose end is the store's watermark, so
// chained windows — by hand or through a cursor file — never miss or repeat
// a row.
//
// The package never prints: Export reports progress through a callback and
// returns a Result with the exported window; the command decides what people
// see.
package exporter
