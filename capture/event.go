package capture

// Event is one query or search call as the op handler saw it. The JSON names
// are the NDJSON schema eval-capture reads on stdin (docs/capture-events.md)
// and mirror the seed's row fields.
type Event struct {
	ToolName string   `json:"tool_name"` // "query" or "search"
	Query    string   `json:"query"`     // raw text; scrubbed before it is stored
	Results  []Result `json:"results"`   // in the order the caller got them
	Meta     Meta     `json:"meta"`
	// LatencyMS is the op handler's wall-clock duration in milliseconds.
	LatencyMS int64 `json:"latency_ms"`
	// Remote is true for MCP callers, false for the local CLI.
	Remote bool `json:"remote"`
	// ExpandEnabled is whether the caller asked for expansion; always
	// stored as null for search, which has no expansion.
	ExpandEnabled *bool   `json:"expand_enabled"`
	Detail        *string `json:"detail"` // low|medium|high, nil when omitted
	JobID         *int64  `json:"job_id"`
	SubagentID    *int64  `json:"subagent_id"`
}

// Result is one search hit.
type Result struct {
	Slug     string `json:"slug"`
	ChunkID  int64  `json:"chunk_id"`
	SourceID string `json:"source_id"` // "" for sources before v0.18
}

// Meta is what the search actually did (HybridSearchMeta).
type Meta struct {
	VectorEnabled    bool    `json:"vector_enabled"`
	ExpansionApplied bool    `json:"expansion_applied"`
	DetailResolved   *string `json:"detail_resolved"`
}
