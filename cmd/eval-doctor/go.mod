module github.com/modusbrain/evalkit/cmd/eval-doctor

go 1.26.0

require (
	github.com/modusbrain/evalkit/configplane v0.0.0
	github.com/modusbrain/evalkit/doctor v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
	github.com/modusbrain/evalkit/store v0.0.0
)

require (
	github.com/mattn/go-isatty v0.0.24 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

replace (
	github.com/modusbrain/evalkit/configplane => ../../configplane
	github.com/modusbrain/evalkit/doctor => ../../doctor
	github.com/modusbrain/evalkit/internal/testdb => ../../internal/testdb
	github.com/modusbrain/evalkit/store => ../../store
)
