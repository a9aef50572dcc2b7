package userfile

import (
	"os"
	"path/filepath"
	"strings"
)

// Within reports whether path lies in the directory root (root itself
// included) and path's place relative to root. The one test of "inside"
// for every guard that keeps evalkit's files out of modusbrain's
// directories: a symbolic link leading in counts, so both are compared
// with their links followed as far as they exist; an existing directory
// is also recognised by identity (os.SameFile: case-insensitive file
// systems, bind mounts); and both are compared as written too, so a path
// that does not exist yet, or a link in root that leads out, is in root.
// An empty root holds nothing.
func Within(root, path string) (rel string, ok bool) {
	if root == "" || path == "" {
		return "", false
	}
	real, realRoot := resolvedAbs(path), resolvedAbs(root)
	if rel, ok := relBelow(realRoot, real); ok {
		return rel, true
	}
	if fr, err := os.Stat(realRoot); err == nil && fr.IsDir() {
		for a := real; ; a = filepath.Dir(a) {
			if fa, err := os.Stat(a); err == nil && os.SameFile(fa, fr) {
				return relBelow(a, real)
			}
			if filepath.Dir(a) == a {
				break
			}
		}
	}
	if a, err1 := filepath.Abs(path); err1 == nil {
		if r, err2 := filepath.Abs(root); err2 == nil {
			return relBelow(r, a)
		}
	}
	return "", false
}

// relBelow is path relative to dir when it does not climb out of it.
func relBelow(dir, path string) (string, bool) {
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return rel, true
}

// SameFile reports whether a and b name one file: the same existing file
// (os.SameFile: links, case-insensitive file systems, bind mounts), or,
// where one is missing, the same name in the same directory once links
// are followed as far as they exist (Within).
func SameFile(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	if err1 == nil && err2 == nil {
		return os.SameFile(fa, fb)
	}
	rel, in := Within(filepath.Dir(b), a)
	return in && rel == filepath.Base(b)
}

// ResolvedAbs is p absolute and clean with its symbolic links followed as
// far as it exists: the file an open of p would reach, or would create.
func ResolvedAbs(p string) string { return resolvedAbs(p) }

func resolvedAbs(p string) string {
	if r, err := Resolve(p); err == nil {
		p = r
	}
	if a, err := filepath.Abs(p); err == nil {
		p = a
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	// Missing: resolve the longest existing ancestor, keep the rest.
	rest := ""
	for d := p; ; {
		parent, base := filepath.Dir(d), filepath.Base(d)
		rest = filepath.Join(base, rest)
		if parent == d {
			return p
		}
		if r, err := filepath.EvalSymlinks(parent); err == nil {
			return filepath.Join(r, rest)
		}
		d = parent
	}
}
