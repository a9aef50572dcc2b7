//go:build !linux

package userfile

import "testing"

// fullFileSystem: mounting a tmpfs is Linux's; elsewhere only the file
// size limit stands in for a full disk.
func fullFileSystem(t *testing.T) (string, bool) { return "", false }
