package userfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular matches (errors.Is) every *NotRegularError.
var ErrNotRegular = errors.New("not a regular file")

// NotRegularError is a path that names something other than a regular file:
// a directory, a named pipe, a device, a socket.
type NotRegularError struct {
	Path string
	Mode fs.FileMode // the type bits of what the path names
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, e.What())
}

// What names the kind of file, for messages: "a named pipe", "a directory".
func (e *NotRegularError) What() string { return Describe(e.Mode) }

// Is makes errors.Is(err, ErrNotRegular) true.
func (e *NotRegularError) Is(target error) bool { return target == ErrNotRegular }

// TooLargeError is a regular file larger than the reader's cap.
type TooLargeError struct {
	Path string
	Max  int64 // bytes
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %d bytes", e.Path, e.Max)
}

// Describe names a file's type in words, with an article.
func Describe(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	default:
		return "a special file"
	}
}

// Read returns the content of the regular file at path (symbolic links are
// followed) and its FileInfo, reading at most max bytes.
//
// The open never blocks: a named pipe with no writer is opened, seen to be
// a pipe and refused, instead of waiting forever for a writer. The check
// is made on the opened file (fstat), so a path swapped between a check and
// the open cannot slip a device or pipe in. Errors:
//
//   - the open's *fs.PathError (errors.Is(err, fs.ErrNotExist) for a
//     missing file, fs.ErrPermission, ...);
//   - *NotRegularError for anything but a regular file;
//   - *TooLargeError when the file holds more than max bytes.
//
// No error carries any of the file's bytes.
func Read(path string, max int64) ([]byte, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fi, &NotRegularError{Path: path, Mode: fi.Mode().Type()}
	}
	// The size is a hint (the file may grow while we read): the cap is
	// enforced on what is actually read.
	n := fi.Size()
	if n > max {
		return nil, fi, &TooLargeError{Path: path, Max: max}
	}
	b := make([]byte, 0, n+1)
	b, err = readAll(f, b, max+1)
	if err != nil {
		return nil, fi, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if int64(len(b)) > max {
		return nil, fi, &TooLargeError{Path: path, Max: max}
	}
	return b, fi, nil
}

// readAll appends at most limit bytes of r to b.
func readAll(r io.Reader, b []byte, limit int64) ([]byte, error) {
	lr := io.LimitReader(r, limit-int64(len(b)))
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := lr.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}
