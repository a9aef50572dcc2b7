package configplane

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strings"

	"github.com/modusbrain/evalkit/internal/redact"
)

// resolveHome finds the .modusbrain directory. MODUSBRAIN_HOME must be an
// absolute path without ".." components: a relative one would silently
// depend on the working directory of whichever process reads it (the MCP
// server, a cron job, the doctor) and so point different processes at
// different files.
func resolveHome(env func(string) (string, bool), userHomeDir func() (string, error)) (home, source string, err error) {
	if v, ok := env(EnvHome); ok && v != "" {
		source = "env " + EnvHome + "=" + redact.URL(v)
		if verr := checkHomeValue(v); verr != nil {
			return "", source, verr
		}
		if verr := checkHomeParent(filepath.Clean(v)); verr != nil {
			return "", source, fmt.Errorf("%s=%s %w", EnvHome, quote(v), verr)
		}
		return filepath.Join(filepath.Clean(v), HomeDirName), source, nil
	}

	// An empty MODUSBRAIN_HOME counts as unset, as shells commonly use
	// "VAR=" to clear a variable for one command.
	source = "default ~/" + HomeDirName
	dir, herr := userHomeDir()
	if herr != nil {
		return "", source, fmt.Errorf("cannot find your home directory (%v); set %s to an absolute path", herr, EnvHome)
	}
	if dir == "" || !filepath.IsAbs(dir) {
		return "", source, fmt.Errorf("home directory %s is not an absolute path; set %s to an absolute path", quote(dir), EnvHome)
	}
	if verr := checkHomeParent(dir); verr != nil {
		return "", source, fmt.Errorf("home directory %s %w; set %s to an existing directory", quote(dir), verr, EnvHome)
	}
	return filepath.Join(dir, HomeDirName), source, nil
}

// UserHomeDir is the home directory the way modusbrain (Node's
// os.homedir()) finds it: $HOME, else the account's entry in the password
// database, so that a process started without HOME (env -i, some service
// managers) reads the same ~/.modusbrain as modusbrain does.
func UserHomeDir() (string, error) {
	if h, err := os.UserHomeDir(); err == nil {
		return h, nil
	} else if u, uerr := user.Current(); uerr == nil && u.HomeDir != "" {
		return u.HomeDir, nil
	} else {
		return "", err
	}
}

// checkHomeParent refuses a directory that should hold .modusbrain but does
// not exist or is no directory: evalkit creates .modusbrain when it writes,
// and a mistyped MODUSBRAIN_HOME would otherwise become a whole new tree.
func checkHomeParent(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errors.New("does not exist; create it first, or correct the path")
	case err != nil:
		// The path is in the caller's message already.
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("cannot be used: %w", err)
	case !fi.IsDir():
		return errors.New("is not a directory")
	}
	return nil
}

func checkHomeValue(v string) error {
	if strings.HasPrefix(v, "~") {
		return fmt.Errorf("%s=%s is not an absolute path (\"~\" is not expanded here; write the full path, e.g. $HOME)", EnvHome, quote(v))
	}
	if !filepath.IsAbs(v) {
		return fmt.Errorf("%s=%s is not an absolute path", EnvHome, quote(v))
	}
	for _, part := range strings.Split(filepath.ToSlash(v), "/") {
		if part == ".." {
			return fmt.Errorf("%s=%s contains \"..\"; write the path without it", EnvHome, quote(v))
		}
	}
	return nil
}
