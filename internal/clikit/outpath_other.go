//go:build !linux

package clikit

import "os"

// regularFileOf is Linux's only (it reads /proc); elsewhere the file
// stays unnamed.
func regularFileOf(*os.File) (string, int64) { return "", 0 }
