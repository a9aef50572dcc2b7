package spool

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// BadSegment is a file named like a segment that no evalkit wrote: not a
// regular file (a named pipe, a device, a directory, a symbolic link),
// larger than any segment the cap allows, or one this user may not open
// (another user's, or made unreadable). It is never read, never
// delivered and never removed — it is kept, for a person to look at —
// and it is not counted as lost calls: nobody knows what it held.
// ReadStats names each one (Stats.BadSegments).
type BadSegment struct {
	Name string // the file's name in the spool directory
	Why  string // "a named pipe", "a symbolic link", "larger than 1 GiB"
	// Large: a regular file too large for this reader, which a process
	// with a cap above 16 GiB may have written (its segments are a
	// sixteenth of it).
	Large bool
}

func (e *BadSegment) Error() string {
	return fmt.Sprintf("spool: %s is %s, not a segment evalkit wrote", e.Name, e.Why)
}

// maxSegmentRead bounds the segment a reader loads. A writer starts a new
// segment at a sixteenth of its cap (SegmentBytes), and caps differ
// between processes by configuration alone (EVALKIT_SPOOL_MAX_BYTES may
// be set for a service and not for the doctor), so the bound cannot be
// the reader's own cap: it is the larger of that cap and 1 GiB, a
// segment of a 16 GiB cap. What stays out is a file no cap explains — a
// sparse 20 GiB file, read whole into memory, would end the process.
func maxSegmentRead(maxBytes int64) int64 { return max(maxBytes, segmentReadCeiling) }

const segmentReadCeiling = 1 << 30

// openSpoolFile opens dir/name for reading like every file the spool
// reads: without blocking, without following a symbolic link, and only a
// regular file of at most limit bytes (checked on the opened file). A
// file that is none of those is a *BadSegment.
func openSpoolFile(dir, name string, limit int64) (*os.File, int64, error) {
	path := filepath.Join(dir, name)
	if fileFlags == 0 {
		if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, 0, &BadSegment{Name: name, Why: "a symbolic link"}
		}
	}
	f, err := os.OpenFile(path, os.O_RDONLY|fileFlags, 0)
	if err != nil {
		if isLoop(err) {
			return nil, 0, &BadSegment{Name: name, Why: "a symbolic link"}
		}
		if errors.Is(err, fs.ErrPermission) {
			// A file this user may not open: another user's, left 0600 in
			// the spool (a run as root with this home), or one made
			// unreadable. No evalkit of this user can read it, so it is
			// kept as it is, like any file no evalkit of this user wrote;
			// refusing the whole spool for it would strand every record
			// after it (probe 13).
			return nil, 0, unreadableSegment(dir, name, path)
		}
		return nil, 0, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, 0, &BadSegment{Name: name, Why: userfile.Describe(fi.Mode().Type())}
	}
	if uid, owner, other := otherOwner(dir, fi); other {
		// Put there by another user (the directory was left open to
		// others before evalkit made it private): its records would be
		// stored as the owner's, unscrubbed if they say so.
		f.Close()
		return nil, 0, &BadSegment{Name: name, Why: fmt.Sprintf("owned by uid %d, not by the spool's owner (uid %d)", uid, owner)}
	}
	if fi.Size() > limit {
		f.Close()
		return nil, 0, &BadSegment{Name: name, Why: "larger than " + sizeWords(limit), Large: true}
	}
	return f, fi.Size(), nil
}

// unreadableSegment is the *BadSegment for a file named like a segment
// that this user may not open: another user's says whose.
func unreadableSegment(dir, name, path string) *BadSegment {
	if fi, err := os.Lstat(path); err == nil {
		if uid, owner, other := otherOwner(dir, fi); other {
			return &BadSegment{Name: name, Why: fmt.Sprintf("owned by uid %d, not by the spool's owner (uid %d), and not readable by this user", uid, owner)}
		}
	}
	return &BadSegment{Name: name, Why: "not readable by this user (permission denied)"}
}

// readSpoolFile reads a small spool file (an ack file) the same way; nil
// when it is missing, unreadable or not what it should be.
func readSpoolFile(dir, name string, limit int64) []byte {
	f, size, err := openSpoolFile(dir, name, limit)
	if err != nil {
		return nil
	}
	defer f.Close()
	b, err := readAll(f, size)
	if err != nil {
		return nil
	}
	return b
}

func sizeWords(n int64) string {
	if n%(1<<30) == 0 {
		return fmt.Sprintf("%d GiB", n>>30)
	}
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// isBadSegment tells a *BadSegment.
func isBadSegment(err error) bool {
	var b *BadSegment
	return errors.As(err, &b)
}
