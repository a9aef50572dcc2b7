package userfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWithin(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "brain")
	other := filepath.Join(base, "brainy") // a sibling whose name starts like root
	for _, d := range []string{filepath.Join(root, "sub"), other} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	// A link outside that leads in, and one inside that leads out (its
	// paths are still named in root: a guard counts them in).
	if err := os.Symlink(filepath.Join(root, "sub"), filepath.Join(base, "in")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(other, filepath.Join(root, "out")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, rel string
		in        bool
	}{
		{root, ".", true},
		{filepath.Join(root, "sub", "x.cursor"), filepath.Join("sub", "x.cursor"), true},
		{filepath.Join(root, "new", "deeper", "file"), filepath.Join("new", "deeper", "file"), true}, // not there yet
		{filepath.Join(base, "in", "x.cursor"), filepath.Join("sub", "x.cursor"), true},              // through a link
		{filepath.Join(base, "in", "missing", "f"), filepath.Join("sub", "missing", "f"), true},
		{filepath.Join(root, "..", "brain", "f"), "f", true},
		{filepath.Join(other, "f"), "", false},
		{filepath.Join(root, "out", "f"), filepath.Join("out", "f"), true}, // named in root, though it leads out
		{base, "", false},
		{"", "", false},
	} {
		rel, in := Within(root, c.path)
		if in != c.in || rel != c.rel {
			t.Errorf("Within(root, %q) = %q, %v; want %q, %v", c.path, rel, in, c.rel, c.in)
		}
	}
	if _, in := Within("", root); in {
		t.Error("an empty root holds nothing")
	}
	// A root given through a link holds what is under its target.
	if rel, in := Within(filepath.Join(base, "in"), filepath.Join(root, "sub", "f")); !in || rel != "f" {
		t.Errorf("root through a link: %q, %v", rel, in)
	}
}
