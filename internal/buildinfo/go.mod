module github.com/modusbrain/evalkit/internal/buildinfo

go 1.26.0
