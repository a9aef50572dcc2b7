module github.com/modusbrain/evalkit/capture

go 1.26.0

require (
	github.com/modusbrain/evalkit/store v0.0.0
	github.com/modusbrain/evalkit/scrub v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
)

replace (
	github.com/modusbrain/evalkit/store => ../store
	github.com/modusbrain/evalkit/scrub => ../scrub
	github.com/modusbrain/evalkit/internal/testdb => ../internal/testdb
)
