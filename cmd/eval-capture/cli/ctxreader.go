package cli

import (
	"context"
	"io"
)

// ctxReader ends a blocked Read when ctx is done: SIGINT/SIGTERM must stop
// the command even while the producer keeps stdin open and quiet, where a
// plain Read would wait for the next line forever.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
	buf []byte // owned by the reading goroutine while a Read is in flight
}

func newCtxReader(ctx context.Context, r io.Reader) *ctxReader {
	return &ctxReader{ctx: ctx, r: r}
}

type readOutcome struct {
	n   int
	err error
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if cap(c.buf) < len(p) {
		c.buf = make([]byte, len(p))
	}
	buf := c.buf[:len(p)]
	done := make(chan readOutcome, 1)
	go func() {
		n, err := c.r.Read(buf)
		done <- readOutcome{n, err}
	}()
	select {
	case r := <-done:
		return copy(p, buf[:r.n]), r.err
	case <-c.ctx.Done():
		select {
		case r := <-done:
			// Read as the signal came: those bytes left the pipe, so
			// they are kept.
			return copy(p, buf[:r.n]), r.err
		default:
		}
		// The goroutine stays blocked on the producer; nothing reads again
		// after this, so its late write into buf is never seen.
		return 0, c.ctx.Err()
	}
}
