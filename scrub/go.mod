module github.com/modusbrain/evalkit/scrub

go 1.26.0
