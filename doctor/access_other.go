//go:build !unix

package doctor

const (
	accessRead  = 4
	accessWrite = 2
	accessEnter = 1
)

// mayAccess cannot ask without opening the file here, and opening it could
// drop this process's own SQLite locks; capture finds out for itself.
var mayAccess = func(string, uint32) error { return nil }

// fileGroup: no Unix groups here.
func fileGroup(string) string { return "" }
