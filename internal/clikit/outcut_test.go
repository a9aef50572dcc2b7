package clikit

import (
	"bytes"
	"errors"
	"testing"
)

// shortWriter takes up to room bytes, then fails as a full disk does.
type shortWriter struct {
	room int
	buf  bytes.Buffer
}

func (w *shortWriter) Write(p []byte) (int, error) {
	n := min(len(p), w.room)
	w.room -= n
	w.buf.Write(p[:n])
	if n < len(p) {
		return n, errors.New("no space left on device")
	}
	return n, nil
}

func TestOutCutCountsWhatStdoutAccepted(t *testing.T) {
	w := &shortWriter{room: 25}
	io := &IO{Out: &watchedOut{w: w}}
	io.Out.Write([]byte("one\ntwo\n"))             // 8 bytes, whole
	io.Out.Write([]byte("three\nfour\nfive\nsix")) // 17 of 19 fit: "three\nfour\nfive\ns"
	io.Out.Write([]byte("x\n"))                    // refused
	c := io.OutCut()
	if c.Lines != 5 || c.Torn != 1 || c.Path != "" || c.Began != -1 {
		t.Fatalf("%+v, want 5 whole lines, 1 cut byte, no file", c)
	}
	if got := w.buf.String(); got != "one\ntwo\nthree\nfour\nfive\ns" {
		t.Fatalf("writer holds %q", got)
	}
}
