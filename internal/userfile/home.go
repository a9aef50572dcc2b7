package userfile

import (
	"io/fs"
	"os"
	"path/filepath"
)

// MkdirHome creates dir, modusbrain's directory in a home (~/.modusbrain),
// whose parent must exist; an existing dir is left as it is (fs.ErrExist).
// It is private (0700) unless the parent is writable by its group or by
// everyone — a home several users share, such as a team's /srv/brain with
// modusbrain's service user among them: then it takes the parent's
// permissions, setgid and sticky bits included, so that the first user to
// run evalkit there does not lock the others, modusbrain included, out of
// modusbrain's own directory (probe 11 #8). What evalkit keeps in it stays
// private either way: the spool is 0700, its files and a store 0600.
func MkdirHome(dir string) error {
	parent, err := os.Stat(filepath.Dir(dir))
	if err != nil {
		return err
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		return err
	}
	if parent.Mode().Perm()&0o022 == 0 {
		return nil
	}
	// Set after creating: the umask would take the shared bits away.
	return os.Chmod(dir, parent.Mode()&(fs.ModePerm|fs.ModeSetgid|fs.ModeSticky))
}
