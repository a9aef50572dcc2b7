package evalkit

import (
	"os"
	"syscall"
	"unsafe"
)

// pipeDrained reports whether the reader has taken every byte written to
// the pipe whose write end is w (FIONREAD works on either end on Linux).
func pipeDrained(w *os.File) bool {
	var n int32
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, w.Fd(), syscall.TIOCINQ, uintptr(unsafe.Pointer(&n)))
	return errno == 0 && n == 0
}
