package sqlite

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
)

// WriteBlock is what stops this user writing an existing SQLite database:
// What the writer cannot do ("open the database"), Why in one line naming
// the file, side file or directory, and Fix, the exact command. The engine
// gives it to a read-only refusal (store.ReadOnlyCause) and the doctor's
// writer check says it: one answer, worded once.
type WriteBlock struct {
	What, Why, Fix string
}

// Reason is the block in one line for a store.ReadOnlyCause or a prune's
// refusal: "this user cannot open the database: … is not writable by this
// user".
func (b *WriteBlock) Reason() string { return "this user cannot " + b.What + ": " + b.Why }

// AccessFunc asks the kernel whether this user may use path with mode
// (access(2)'s bits: AccessRead, AccessWrite, AccessEnter); nil means
// allowed. The doctor passes its own so that a test can stand in for a
// read-only mount.
type AccessFunc func(path string, mode uint32) error

// Modes of access(2), numbered as POSIX does (syscall names them only on
// some systems).
const (
	AccessRead  = 4
	AccessWrite = 2
	AccessEnter = 1 // search, on a directory
)

// FileWriteBlock looks for what would stop this user writing the SQLite
// database at path, which exists: a writer opens the file read-write, and
// SQLite opens (or creates) its -wal and -shm side files read-write beside
// it. It only looks (stat, access(2): the real user's answer, which knows
// read-only mounts and ACLs); nil means nothing would stop it, or path is
// missing or no regular file (the caller says so in its own words). A nil
// access asks the kernel. A path that is a symbolic link is looked at where
// it leads: SQLite keeps the side files beside that file, and the fix names
// the files and directory it would change (probe 14).
func FileWriteBlock(path string, access AccessFunc) *WriteBlock {
	if access == nil {
		access = kernelAccess
	}
	if target, err := StoreFile(path); err == nil {
		path = target
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	// Every file the writer would be refused, so one fix covers them all.
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
		aerr := access(f, AccessRead|AccessWrite)
		if aerr == nil {
			continue
		}
		if userfile.ReadOnlyFS(aerr) {
			return readOnlyMount("write the database", path)
		}
		refused = append(refused, f)
		other = other || userfile.OwnedByOther(ffi)
	}
	if len(refused) > 0 {
		b := &WriteBlock{What: "open the database", Why: strings.Join(refused, ", ") + " " +
			plural(len(refused), "is", "are") + " not writable by this user"}
		files := strings.Join(refused, " ")
		if other {
			b.Fix = "as root: chown " + userName() + " " + files + " && chmod u+rw " + files
		} else {
			b.Fix = "chmod u+rw " + files
		}
		if len(refused) > 1 || refused[0] != path {
			// Removing a -wal could drop rows not yet copied into the
			// database: the fix changes owner or mode, never deletes.
			b.Fix += "\n(do not delete " + filepath.Base(path) + "-wal: it may hold rows not yet in " + filepath.Base(path) + ")"
		}
		return b
	}
	if dir := filepath.Dir(path); dirNeeded {
		if aerr := access(dir, AccessWrite|AccessEnter); aerr != nil {
			const what = "create the database's -wal and -shm side files"
			if userfile.ReadOnlyFS(aerr) {
				return readOnlyMount(what, dir)
			}
			dfi, _ := os.Stat(dir)
			return &WriteBlock{What: what, Why: dir + " is not writable by this user", Fix: ModeFix(dir, dfi, "u+rwx")}
		}
	}
	return nil
}

// readOnlyMount is a WriteBlock on a file system mounted read-only.
func readOnlyMount(what, path string) *WriteBlock {
	return &WriteBlock{What: what, Why: "the file system holding " + path + " is mounted read-only", Fix: ReadOnlyMountFix(path)}
}

// ReadOnlyMountFix is the way past a file system mounted read-only, which
// holds path: access(2) says EROFS, and no chmod or chown can work there.
// The usual cause is the kernel remounting it after a disk error (ext4's
// errors=remount-ro), so the disk comes first.
func ReadOnlyMountFix(path string) string {
	return "the file system that holds " + path + " is mounted read-only (findmnt -T " + path + " shows it; chmod cannot change that): " +
		"it is often remounted read-only by the kernel after a disk error (ext4 errors=remount-ro) — check dmesg and the disk first, " +
		"then, as root, mount it read-write again (mount -o remount,rw <its mount point>)"
}

// ModeFix is the command that gives this user mode on path (fi its
// stat, nil when unknown): a chmod, or, on another user's file, the
// chown and chmod root runs.
func ModeFix(path string, fi fs.FileInfo, mode string) string {
	if fi != nil && userfile.OwnedByOther(fi) {
		return fmt.Sprintf("it belongs to another user; as root: chown %s %s && chmod %s %s", userName(), path, mode, path)
	}
	return fmt.Sprintf("chmod %s %s", mode, path)
}

// userName names this user for a chown that root will run (so not
// "$(id -un)").
func userName() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return strconv.Itoa(os.Geteuid())
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// withCause gives a write SQLite refused because it could not write the
// file (SQLITE_READONLY, 25006) its cause: what this user cannot write and
// the command that lifts it, as a store.ReadOnlyCause, so that capture's
// warning and eval-prune's refusal name the file and the fix rather than
// advise waiting for maintenance.
func (e *Engine) withCause(err error) error {
	if store.SQLState(err) != stateReadOnly {
		return err
	}
	if _, ok := errors.AsType[*store.ReadOnlyCause](err); ok {
		return err
	}
	why, fix := e.readOnlyWhy()
	return &store.ReadOnlyCause{Why: why, Fix: fix, Err: err}
}

// readOnlyWhy says why this user cannot write the engine's file, and what
// lifts it.
func (e *Engine) readOnlyWhy() (why, fix string) {
	if b := FileWriteBlock(e.path, nil); b != nil {
		return b.Reason(), b.Fix
	}
	if e.readOnly {
		return "this command opened " + e.path + " read-only: it only reads", "write through eval-capture, which opens the file read-write"
	}
	// The file was read-only when SQLite opened its connection, which stays
	// read-only, and is writable now.
	return e.path + " (or its -wal or -shm) was not writable by this user when this command opened it, and is now",
		"run the same command again (ls -l " + e.path + "* shows the files' modes; do not delete the -wal: it may hold rows not yet in the database)"
}
