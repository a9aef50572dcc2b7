//go:build linux

package cli

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestFullDiskNamesTheCutLine: stdout is a file (appended to, as a cron job
// does) on a file system that fills mid-export. A full disk takes part of
// a buffered block, whole rows and the start of one; the hint counts the
// rows that reached the file whole, names the cut line, and gives the
// truncate that mends the file: the cut line alone, or with a cursor this
// run's whole part, which the next run writes again (hostile probe 11 F9:
// the count was of rows handed to the buffer, the cut line unmentioned).
// Needs root, to mount a small tmpfs.
func TestFullDiskNamesTheCutLine(t *testing.T) {
	for _, withCursor := range []bool{false, true} {
		t.Run(map[bool]string{false: "plain", true: "cursor"}[withCursor], func(t *testing.T) {
			dir := t.TempDir()
			if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=16k"); err != nil {
				t.Skipf("cannot mount a tmpfs here (needs root on Linux): %v", err)
			}
			t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
			lookup := env(t)
			seed(t, lookup, 2000) // far more than 16 KiB of NDJSON
			path := filepath.Join(dir, "traffic.ndjson")
			const earlier = `{"earlier":"run"}` + "\n"
			if err := os.WriteFile(path, []byte(earlier), 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			args := []string{}
			if withCursor {
				args = append(args, "--cursor", filepath.Join(t.TempDir(), "export.cursor"))
			}
			r := runCLI(t, &tio{Out: f}, lookup, args...)
			if r.code != 1 || !strings.Contains(r.err, "eval-export: error: cannot write to stdout: no space left on device") {
				t.Fatalf("exit %d; stderr:\n%s", r.code, r.err)
			}
			m := regexp.MustCompile(`the output is incomplete: (\d+) rows reached (\S+) whole, then the first (\d+) bytes of the next, cut short; `).FindStringSubmatch(r.err)
			if m == nil || m[2] != path {
				t.Fatalf("no word of the cut line in %s; stderr:\n%s", path, r.err)
			}
			rows, _ := strconv.Atoi(m[1])
			torn, _ := strconv.Atoi(m[3])
			whole, cut := readLines(t, path)
			if whole != rows+1 || cut != torn || torn == 0 {
				t.Fatalf("the file holds %d whole lines (1 earlier) and %d bytes of a cut one; the hint says %d rows and %d bytes", whole, cut, rows, torn)
			}
			// The truncate the hint gives mends the file.
			tr := regexp.MustCompile(`truncate -s (\d+) ([^\s)]+)`).FindStringSubmatch(r.err)
			if tr == nil || tr[2] != path {
				t.Fatalf("no truncate for %s; stderr:\n%s", path, r.err)
			}
			size, _ := strconv.ParseInt(tr[1], 10, 64)
			if err := os.Truncate(path, size); err != nil {
				t.Fatal(err)
			}
			whole, cut = readLines(t, path)
			wantWhole := rows + 1
			if withCursor {
				// The cursor stays: the next run exports the window again,
				// so this run's part goes.
				wantWhole = 1
				if !strings.Contains(r.err, "or its rows will be there twice") {
					t.Errorf("stderr:\n%s", r.err)
				}
			}
			if whole != wantWhole || cut != 0 {
				t.Fatalf("after the hint's truncate: %d whole lines and %d cut bytes, want %d and 0", whole, cut, wantWhole)
			}
		})
	}
}

// readLines counts the whole lines of path that are JSON, and the bytes
// after its last newline.
func readLines(t *testing.T, path string) (whole, cut int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	last := strings.LastIndexByte(string(data), '\n')
	sc := bufio.NewScanner(strings.NewReader(string(data[:last+1])))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if !json.Valid(sc.Bytes()) {
			t.Fatalf("line %d is not JSON: %q", whole+1, sc.Text())
		}
		whole++
	}
	return whole, len(data) - last - 1
}
