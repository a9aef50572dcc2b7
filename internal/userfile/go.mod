module github.com/modusbrain/evalkit/internal/userfile

go 1.26.0
