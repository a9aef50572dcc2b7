// Package spool keeps candidate rows that could not reach the database in a
// private, append-only, crash-safe directory, and hands them out again for
// delivery exactly once.
//
// Rows arrive already built and scrubbed (capture never writes raw query
// text unless eval.scrub_pii is false). Append writes a batch as one write
// and fsyncs it; each record is framed with its length and a CRC-32C and
// carries a random 128-bit delivery key. Each process appends to segment
// files of its own, locked while it writes them. A size cap drops the oldest
// segments, or refuses a batch when it cannot, and counts those records in
// state.json whichever process drops them. A state.json that does not parse
// is kept aside and new counts start, marked as lost (StateDamage).
//
// Delivery takes a Claim: an exclusive flock on the directory's drain.lock,
// so two processes never hand out the same record at once. The caller
// inserts the records with their delivery keys, then Acks; a crash before
// the Ack hands the records out again, and the database's unique delivery
// key turns the second insert into a no-op. ReadStats reads the spool from
// another process without taking anything.
//
// docs/spool.md describes the guarantees, the format and the costs.
package spool
