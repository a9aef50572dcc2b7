module github.com/modusbrain/evalkit/configplane

go 1.26.0

require (
	github.com/knadh/koanf/v2 v2.4.1
	github.com/modusbrain/evalkit/internal/redact v0.0.0
	github.com/modusbrain/evalkit/internal/userfile v0.0.0
)

require (
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/knadh/koanf/maps v0.1.2 // indirect
	github.com/mitchellh/copystructure v1.2.0 // indirect
	github.com/mitchellh/reflectwalk v1.0.2 // indirect
)

replace (
	github.com/modusbrain/evalkit/internal/redact => ../internal/redact
	github.com/modusbrain/evalkit/internal/userfile => ../internal/userfile
)
