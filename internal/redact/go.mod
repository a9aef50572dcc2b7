module github.com/modusbrain/evalkit/internal/redact

go 1.26.0
