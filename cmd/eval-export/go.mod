module github.com/modusbrain/evalkit/cmd/eval-export

go 1.26.0

require (
	github.com/modusbrain/evalkit/configplane v0.0.0
	github.com/modusbrain/evalkit/exporter v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
	github.com/modusbrain/evalkit/store v0.0.0
)

require (
	github.com/VividCortex/ewma v1.2.0 // indirect
	github.com/cheggaaa/pb/v3 v3.3.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/fatih/color v1.19.0 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

replace (
	github.com/modusbrain/evalkit/configplane => ../../configplane
	github.com/modusbrain/evalkit/exporter => ../../exporter
	github.com/modusbrain/evalkit/internal/testdb => ../../internal/testdb
	github.com/modusbrain/evalkit/store => ../../store
)
