//go:build !linux

package evalkit

// canMountFullFS: the fullfs command mounts a tmpfs, which is Linux's.
func canMountFullFS() bool { return false }
