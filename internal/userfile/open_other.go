//go:build !unix

package userfile

// openFlags: other platforms have no blocking opens to avoid.
const openFlags = 0
