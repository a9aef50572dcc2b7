package userfile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxLinks bounds symbolic link resolution, as the kernel does (ELOOP).
const maxLinks = 40

// Resolve follows path while it is a symbolic link and returns the path
// that WriteAtomic would replace. A path that does not exist, or a link
// whose target does not exist, resolves to that missing name: writing
// creates it. Links in directory components are left to the kernel.
func Resolve(path string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	return "", &fs.PathError{Op: "resolve", Path: path, Err: errors.New("too many levels of symbolic links")}
}

// WriteAtomic stores data in path so that a reader, or a crash, sees the old
// content or the new one, never a mix: a temporary file in the same
// directory is written, synced and renamed over path, then the directory is
// synced. The file gets perm as filtered by the umask (it is created, never
// chmod'ed), so pass 0o600 for anything private.
//
// When path is a symbolic link, the file it points to is replaced and the
// link is kept. A path that names something other than a regular file (a
// directory, a pipe, a device) is refused with *NotRegularError before
// anything is written. On error nothing is left behind.
func WriteAtomic(path string, data []byte, perm fs.FileMode) (err error) {
	target, err := Resolve(path)
	if err != nil {
		return err
	}
	if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
		return &NotRegularError{Path: path, Mode: fi.Mode().Type()}
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	f, err := createTemp(dir, tempPrefix(base), perm)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), target); err != nil {
		return err
	}
	// Make the rename itself durable; not every platform can sync a
	// directory, and the file is already in place, so this is best effort.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// CheckWritable tells, before a long job, whether WriteAtomic could store
// size bytes in path at its end: it creates a temporary file where
// WriteAtomic would (the directory path resolves to, the same name),
// writes size bytes to it and syncs them, then removes it. So permissions,
// a read-only file system, a full inode table and a full file system (or
// quota, or file size limit: IsNoRoom) all show — an empty file alone
// can still be created on a full disk. Nothing is left behind. Room can
// of course run out again before the job ends; what this proves is that
// it was there when the job began. It does not check the directory's
// existence for the caller's message: a missing one is the error of the
// create.
func CheckWritable(path string, size int) (err error) {
	target, err := Resolve(path)
	if err != nil {
		return err
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	f, err := createTemp(dir, tempPrefix(base), 0o600)
	if err != nil {
		return err
	}
	defer func() {
		f.Close()
		if rerr := os.Remove(f.Name()); err == nil {
			err = rerr
		}
	}()
	if size > 0 {
		if _, err := f.Write(make([]byte, size)); err != nil {
			return err
		}
	}
	// Delayed allocation may report a full disk only here.
	return f.Sync()
}

// tempPrefix names WriteAtomic's temporary files: hidden, beside the
// file they replace, named after it.
func tempPrefix(base string) string { return "." + base + ".tmp-" }

// createTemp is os.CreateTemp with a mode: O_EXCL on a fresh random name,
// perm filtered by the umask.
func createTemp(dir, prefix string, perm fs.FileMode) (*os.File, error) {
	var rnd [8]byte
	for range 100 {
		rand.Read(rnd[:])
		name := filepath.Join(dir, prefix+hex.EncodeToString(rnd[:]))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, fmt.Errorf("cannot create a temporary file in %s", dir)
}
