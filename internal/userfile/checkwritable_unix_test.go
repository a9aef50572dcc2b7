//go:build unix

package userfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/internal/userfile/noroom"
)

// On a full file system an empty file can still be created, so a check
// that only created one passed, and the cursor write at the end of an
// export failed after every row had gone to stdout (probe 5, finding 7).
// CheckWritable writes and syncs the bytes the caller will need. On Linux
// as root this runs on a real full tmpfs; everywhere it also runs with a
// file size limit of 0, which fails every write (EFBIG) as a full disk
// does (ENOSPC) while creating files still works.
func TestCheckWritableRefusesAFullFileSystem(t *testing.T) {
	t.Run("full tmpfs", func(t *testing.T) {
		dir, ok := fullFileSystem(t)
		if !ok {
			t.Skip("cannot mount a tmpfs here (needs root on Linux); the file size limit case stands in")
		}
		path := filepath.Join(dir, "export.cursor")
		// Creating the empty file that the old check made still works.
		if f, err := os.CreateTemp(dir, "empty-"); err != nil {
			t.Fatalf("the full tmpfs refuses even an empty file (%v): the test proves nothing", err)
		} else {
			f.Close()
			os.Remove(f.Name())
		}
		err := CheckWritable(path, 31)
		if err == nil || !IsNoRoom(err) {
			t.Fatalf("CheckWritable on a full file system = %v, want an error IsNoRoom accepts", err)
		}
		assertOnly(t, dir, "fill")
	})
	t.Run("file size limit", func(t *testing.T) {
		if !noroom.Child(t) {
			return
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "export.cursor")
		var err error
		noroom.Do(t, func() { err = CheckWritable(path, 31) })
		if err == nil || !IsNoRoom(err) {
			t.Fatalf("CheckWritable with no room to write = %v, want an error IsNoRoom accepts", err)
		}
		assertOnly(t, dir)
		// With room, it passes and leaves nothing.
		if err := CheckWritable(path, 31); err != nil {
			t.Fatal(err)
		}
		assertOnly(t, dir)
	})
}

// assertOnly fails unless dir holds exactly names.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if len(got) != len(names) {
		t.Fatalf("%s holds %v, want %v", dir, got, names)
	}
	for i := range got {
		if got[i] != names[i] {
			t.Fatalf("%s holds %v, want %v", dir, got, names)
		}
	}
}
