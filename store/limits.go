package store

// MinInteger and MaxInteger bound every integer a row carries from its
// caller: each element of retrieved_chunk_ids, latency_ms (which is also at
// least 0), job_id and subagent_id. modusbrain's migration 31 declares
// those columns integer and integer[], 32-bit in PostgreSQL, and evalkit
// creates its own tables with the same types and retypes none of a
// brain's; a wider value is refused there with 22003 ("integer out of
// range"). The SQLite engine could hold 64 bits, but both engines must
// accept the same rows, so writers check this range before the database is
// asked (capture.BuildCandidate) — like the CHECKs, on every engine.
const (
	MinInteger = -1 << 31  // -2147483648
	MaxInteger = 1<<31 - 1 // 2147483647
)
