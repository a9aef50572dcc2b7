package doctor

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
)

// writeBlock is what would stop capture writing somewhere, as this user:
// why, in one line, and the exact fix.
type writeBlock struct {
	why, fix string
}

// sqliteWriteBlock looks for what would stop capture writing the SQLite
// database at path: capture creates the directory and the file when they
// are missing, opens the file read-write, and SQLite opens (or creates)
// its -wal and -shm side files read-write beside it. It only looks (stat,
// access(2)); nil means nothing would stop it.
func sqliteWriteBlock(path string) *writeBlock {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		if b := creatable(path, "create the database"); b != nil {
			b.fix += ",\nor name another file for evalkit's store: " + configplane.EnvSQLitePath + "=<file>"
			return b
		}
		return nil
	}
	if err != nil || !fi.Mode().IsRegular() {
		return nil // the database check reports a file it cannot use
	}
	// Every file capture would be refused, so one fix covers them all.
	var refused []string
	var other bool
	dirNeeded := false
	for _, f := range []string{path, path + "-wal", path + "-shm"} {
		ffi, err := os.Stat(f)
		if errors.Is(err, fs.ErrNotExist) {
			dirNeeded = true
			continue
		}
		if err != nil {
			continue
		}
		aerr := mayAccess(f, accessRead|accessWrite)
		if aerr == nil {
			continue
		}
		if readOnlyFS(aerr) {
			return readOnlyBlock("capture cannot write the database", path)
		}
		refused = append(refused, f)
		other = other || ownedByOther(ffi)
	}
	if len(refused) > 0 {
		b := &writeBlock{why: "capture cannot open the database: " + strings.Join(refused, ", ") + " " +
			plural(len(refused), "is", "are") + " not writable by this user"}
		files := strings.Join(refused, " ")
		if other {
			b.fix = "as root: chown " + me() + " " + files + " && chmod u+rw " + files
		} else {
			b.fix = "chmod u+rw " + files
		}
		if len(refused) > 1 || refused[0] != path {
			// Removing a -wal could drop rows not yet copied into the
			// database: the fix changes owner or mode, never deletes.
			b.fix += "\n(do not delete " + filepath.Base(path) + "-wal: it may hold rows not yet in " + filepath.Base(path) + ")"
		}
		return b
	}
	if dir := filepath.Dir(path); dirNeeded && mayAccess(dir, accessWrite|accessEnter) != nil {
		if readOnlyFS(mayAccess(dir, accessWrite|accessEnter)) {
			return readOnlyBlock("capture cannot create the database's -wal and -shm side files", dir)
		}
		dfi, _ := os.Stat(dir)
		return &writeBlock{
			why: "capture cannot create the database's -wal and -shm side files: " + dir + " is not writable by this user",
			fix: fixMode(dir, dfi, "u+rwx"),
		}
	}
	return fullBlock(path)
}

// minFreeBytes is the room below which the file system holding the SQLite
// database counts as full: a capture batch and its WAL frames take a few
// pages, so less than this soon fails every write.
var minFreeBytes uint64 = 8 << 20

// fullBlock says when the file system holding path is (nearly) full:
// capture's writes would fail with SQLITE_FULL and its events wait in the
// spool, while the database still answers every read the doctor makes.
func fullBlock(path string) *writeBlock {
	dir := filepath.Dir(path)
	free, ok := freeBytes(dir)
	if !ok || free >= minFreeBytes {
		return nil
	}
	return &writeBlock{
		why: fmt.Sprintf("the file system holding %s has %s free: capture's writes fail there with \"database or disk is full\" (SQLITE_FULL) and its events wait in the spool", path, sizeText(int64(free))),
		fix: "make room on the file system that holds " + dir + " (df -h " + dir + " shows it); the next eval-capture then delivers what waits in the spool",
	}
}

// spoolWriteBlock looks for what would stop capture keeping events in its
// spool: it creates dir (0700) when missing, sets its mode to 0700, which
// only the owner may, and writes segment files in it.
func spoolWriteBlock(dir string) *writeBlock {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return creatable(dir, "create its spool")
	case err != nil:
		return nil // the spool check reports a directory it cannot read
	case !fi.IsDir():
		return &writeBlock{why: "capture cannot use its spool: " + dir + " is not a directory",
			fix: "move " + dir + " away; capture creates the spool directory"}
	case ownedByOther(fi) && os.Geteuid() != 0:
		return &writeBlock{why: "capture cannot use its spool: " + dir + " belongs to another user",
			fix: "as root: chown " + me() + " " + dir}
	case readOnlyFS(mayAccess(dir, accessRead|accessWrite|accessEnter)):
		return readOnlyBlock("capture cannot write its spool", dir)
	case mayAccess(dir, accessRead|accessWrite|accessEnter) != nil:
		return &writeBlock{why: "capture cannot write its spool: " + dir + " is not writable by this user",
			fix: fixMode(dir, fi, "u+rwx")}
	}
	return nil
}

// creatable checks that path can be made: its nearest existing ancestor
// must be a directory this user may write (capture makes the rest).
func creatable(path, what string) *writeBlock {
	dir := filepath.Dir(path)
	for {
		fi, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist) && filepath.Dir(dir) != dir:
			dir = filepath.Dir(dir)
			continue
		case err != nil:
			return nil // nothing this check can say more precisely
		case !fi.IsDir():
			return &writeBlock{why: "capture cannot " + what + " at " + path + ": " + dir + " is not a directory",
				fix: "move " + dir + " away"}
		case readOnlyFS(mayAccess(dir, accessWrite|accessEnter)):
			return readOnlyBlock("capture cannot "+what+" at "+path, dir)
		case mayAccess(dir, accessWrite|accessEnter) != nil:
			return &writeBlock{why: "capture cannot " + what + " at " + path + ": " + dir + " is not writable by this user",
				fix: fixMode(dir, fi, "u+rwx")}
		}
		return nil
	}
}

// readOnlyBlock is what capture meets on a file system mounted read-only:
// access(2) says EROFS, and the chmod or chown the other blocks name
// cannot work there. The usual cause is the kernel remounting it after a
// disk error (ext4's errors=remount-ro), so the disk comes first.
func readOnlyBlock(what, path string) *writeBlock {
	return &writeBlock{
		why: what + ": the file system holding " + path + " is mounted read-only",
		fix: "the file system that holds " + path + " is mounted read-only (findmnt -T " + path + " shows it; chmod cannot change that): " +
			"it is often remounted read-only by the kernel after a disk error (ext4 errors=remount-ro) — check dmesg and the disk first, " +
			"then, as root, mount it read-write again (mount -o remount,rw <its mount point>)",
	}
}

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// fixMode is the command that gives this user what capture needs on path.
func fixMode(path string, fi fs.FileInfo, mode string) string {
	if fi != nil && ownedByOther(fi) {
		return fmt.Sprintf("it belongs to another user; as root: chown %s %s && chmod %s %s", me(), path, mode, path)
	}
	return fmt.Sprintf("chmod %s %s", mode, path)
}

// me names this user for a chown that root will run (so not "$(id -un)").
func me() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return strconv.Itoa(os.Geteuid())
}
