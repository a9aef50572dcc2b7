//go:build !unix

package userfile

import "io/fs"

// ReadOnlyFS: no EROFS to tell here.
func ReadOnlyFS(error) bool { return false }

// OwnedByOther: no owner to compare here.
func OwnedByOther(fs.FileInfo) bool { return false }
