module github.com/modusbrain/evalkit

go 1.26.0

require (
	github.com/modusbrain/evalkit/capture v0.0.0
	github.com/modusbrain/evalkit/cmd/eval-capture v0.0.0
	github.com/modusbrain/evalkit/cmd/eval-doctor v0.0.0
	github.com/modusbrain/evalkit/cmd/eval-export v0.0.0
	github.com/modusbrain/evalkit/configplane v0.0.0
	github.com/modusbrain/evalkit/doctor v0.0.0
	github.com/modusbrain/evalkit/exporter v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
	github.com/modusbrain/evalkit/scrub v0.0.0
	github.com/modusbrain/evalkit/store v0.0.0
)

require github.com/rogpeppe/go-internal v1.16.0 // indirect

replace (
	github.com/modusbrain/evalkit/capture => ./capture
	github.com/modusbrain/evalkit/cmd/eval-capture => ./cmd/eval-capture
	github.com/modusbrain/evalkit/cmd/eval-doctor => ./cmd/eval-doctor
	github.com/modusbrain/evalkit/cmd/eval-export => ./cmd/eval-export
	github.com/modusbrain/evalkit/configplane => ./configplane
	github.com/modusbrain/evalkit/doctor => ./doctor
	github.com/modusbrain/evalkit/exporter => ./exporter
	github.com/modusbrain/evalkit/internal/testdb => ./internal/testdb
	github.com/modusbrain/evalkit/scrub => ./scrub
	github.com/modusbrain/evalkit/store => ./store
)
