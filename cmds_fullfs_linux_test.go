//go:build linux

package evalkit

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/rogpeppe/go-internal/testscript"
)

// fullfs DIR mounts a 64 KiB tmpfs on DIR (created) and fills it: a real
// full file system, where an empty file can still be created but no byte
// written. It is unmounted when the script ends. Needs root; scripts guard
// themselves with [!fullfs] skip.
func init() {
	scriptCmds["fullfs"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != 1 {
			ts.Fatalf("usage: fullfs DIR")
		}
		dir := ts.MkAbs(args[0])
		ts.Check(os.MkdirAll(dir, 0o755))
		ts.Check(syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k,mode=0755"))
		ts.Defer(func() {
			if err := syscall.Unmount(dir, syscall.MNT_DETACH); err != nil {
				ts.Logf("fullfs: unmounting %s: %v", dir, err)
			}
		})
		f, err := os.Create(filepath.Join(dir, "fill"))
		ts.Check(err)
		defer f.Close()
		buf := make([]byte, 4096)
		for {
			if _, err := f.Write(buf); err != nil {
				if !errors.Is(err, syscall.ENOSPC) {
					ts.Fatalf("fullfs: filling %s: %v", dir, err)
				}
				return
			}
		}
	}
}

var (
	fullfsOnce sync.Once
	fullfsOK   bool
)

// canMountFullFS is the condition [fullfs]: this process may mount a tmpfs.
func canMountFullFS() bool {
	fullfsOnce.Do(func() {
		dir, err := os.MkdirTemp("", "evalkit-fullfs-")
		if err != nil {
			return
		}
		defer os.Remove(dir)
		if syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k") == nil {
			fullfsOK = syscall.Unmount(dir, 0) == nil
		}
	})
	return fullfsOK
}

// rofs DIR mounts a small tmpfs on DIR (created), writable until
// `rofs -ro DIR` remounts it read-only — a file system mounted read-only,
// as the kernel's errors=remount-ro leaves one. Unmounted when the script
// ends. Needs root, as fullfs: scripts guard themselves with [!fullfs] skip.
func init() {
	scriptCmds["rofs"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) < 1 || len(args) > 2 || (len(args) == 2 && args[0] != "-ro") {
			ts.Fatalf("usage: rofs [-ro] DIR")
		}
		if len(args) == 2 {
			dir := ts.MkAbs(args[1])
			ts.Check(syscall.Mount("tmpfs", dir, "tmpfs", syscall.MS_REMOUNT|syscall.MS_RDONLY, "size=4m"))
			return
		}
		dir := ts.MkAbs(args[0])
		ts.Check(os.MkdirAll(dir, 0o755))
		ts.Check(syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=4m,mode=0755"))
		ts.Defer(func() {
			if err := syscall.Unmount(dir, syscall.MNT_DETACH); err != nil {
				ts.Logf("rofs: unmounting %s: %v", dir, err)
			}
		})
	}
}
