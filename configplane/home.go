package configplane

import (
	"fmt"
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
	return filepath.Join(dir, HomeDirName), source, nil
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
