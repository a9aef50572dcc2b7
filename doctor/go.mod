module github.com/modusbrain/evalkit/doctor

go 1.26.0

require (
	github.com/modusbrain/evalkit/store v0.0.0
	github.com/modusbrain/evalkit/configplane v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
)

replace (
	github.com/modusbrain/evalkit/store => ../store
	github.com/modusbrain/evalkit/configplane => ../configplane
	github.com/modusbrain/evalkit/internal/testdb => ../internal/testdb
)
