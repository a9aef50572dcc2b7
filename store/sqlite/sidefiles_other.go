//go:build !unix

package sqlite

// fixSideFiles is a no-op where file modes do not make side files
// read-only (see sidefiles_unix.go).
func fixSideFiles(string) {}
