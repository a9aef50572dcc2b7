module github.com/modusbrain/evalkit/cmd/eval-prune

go 1.26.0

require (
	github.com/jackc/pgx/v5 v5.12.0
	github.com/modusbrain/evalkit/configplane v0.0.0
	github.com/modusbrain/evalkit/exporter v0.0.0
	github.com/modusbrain/evalkit/internal/clikit v0.0.0
	github.com/modusbrain/evalkit/internal/testdb v0.0.0
	github.com/modusbrain/evalkit/prune v0.0.0
	github.com/modusbrain/evalkit/store v0.0.0
)

require (
	github.com/VividCortex/ewma v1.2.0 // indirect
	github.com/cheggaaa/pb/v3 v3.3.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/dustin/go-humanize v1.1.0 // indirect
	github.com/fatih/color v1.19.0 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/jackc/pgpassfile v1.0.0 // indirect
	github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	github.com/jackc/puddle/v2 v2.2.3 // indirect
	github.com/knadh/koanf/maps v0.1.2 // indirect
	github.com/knadh/koanf/v2 v2.4.1 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	github.com/mitchellh/copystructure v1.2.0 // indirect
	github.com/mitchellh/reflectwalk v1.0.2 // indirect
	github.com/modusbrain/evalkit/internal/buildinfo v0.0.0 // indirect
	github.com/modusbrain/evalkit/internal/redact v0.0.0 // indirect
	github.com/modusbrain/evalkit/internal/userfile v0.0.0 // indirect
	github.com/ncruces/go-strftime v1.1.0 // indirect
	github.com/remyoudompheng/bigfft v0.0.0-20230129092748-24d4a6f8daec // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.41.0 // indirect
	modernc.org/libc v1.80.1 // indirect
	modernc.org/mathutil v1.7.1 // indirect
	modernc.org/memory v1.12.1 // indirect
	modernc.org/sqlite v1.62.0 // indirect
)

replace (
	github.com/modusbrain/evalkit/capture => ../../capture
	github.com/modusbrain/evalkit/configplane => ../../configplane
	github.com/modusbrain/evalkit/exporter => ../../exporter
	github.com/modusbrain/evalkit/internal/buildinfo => ../../internal/buildinfo
	github.com/modusbrain/evalkit/internal/clikit => ../../internal/clikit
	github.com/modusbrain/evalkit/internal/redact => ../../internal/redact
	github.com/modusbrain/evalkit/internal/testdb => ../../internal/testdb
	github.com/modusbrain/evalkit/internal/userfile => ../../internal/userfile
	github.com/modusbrain/evalkit/prune => ../../prune
	github.com/modusbrain/evalkit/scrub => ../../scrub
	github.com/modusbrain/evalkit/store => ../../store
)
