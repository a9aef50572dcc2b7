package exporter

import (
	"context"
	"io"
	"slices"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// Order as consumers see it. The store streams rows by created_at DESC,
// id DESC at the database's precision (microseconds), but a line shows
// created_at in milliseconds: two rows of the same exported millisecond can
// come with the higher id second, and a consumer checking (created_at, id)
// on what it reads finds the order broken. So the exporter orders by what
// it exports: rows of one exported millisecond (a group) are held, encoded,
// until a row of an older millisecond (or the end of the stream) shows the
// group is complete, then written by id DESC. Memory is bounded by the rows
// of one millisecond, not by the window; windows stay exact, because rows
// are still selected by their full-precision created_at.

// msKey is a created_at as exported: UTC seconds and the truncated
// millisecond (AppendTimestamp's rendering).
type msKey struct {
	sec int64
	ms  int32
}

func keyOf(t time.Time) msKey {
	return msKey{sec: t.Unix(), ms: int32(t.Nanosecond() / int(time.Millisecond))}
}

// start is the first instant of the millisecond.
func (k msKey) start() time.Time {
	return time.Unix(k.sec, int64(k.ms)*int64(time.Millisecond)).UTC()
}

// orderedWriter buffers encoded lines, holding back the open (possibly
// incomplete) millisecond group: buf[:openStart] is complete output,
// buf[openStart:] the open group, one line per entry of ids and ends.
type orderedWriter struct {
	ctx  context.Context
	w    io.Writer
	buf  []byte
	ends []int   // end offset in buf of every buffered line
	ids  []int64 // the id of every line of the open group
	open int     // index in ends of the open group's first line

	key     msKey
	started bool  // a group is open
	sorted  bool  // the open group is already id DESC
	rows    int64 // lines handed to w completely

	// Reused by sortGroup.
	scratch []byte
	perm    []int
	newEnds []int
	newIDs  []int64
}

func newOrderedWriter(ctx context.Context, w io.Writer) *orderedWriter {
	return &orderedWriter{ctx: ctx, w: w, buf: make([]byte, 0, bufferSize+bufferSize/4)}
}

func (o *orderedWriter) openStart() int {
	if o.open == 0 {
		return 0
	}
	return o.ends[o.open-1]
}

// add encodes c. A row of a new millisecond closes the open group first.
// Output is written when the complete part passes the buffer size.
func (o *orderedWriter) add(c *store.Candidate) error {
	k := keyOf(c.CreatedAt)
	switch {
	case !o.started || k != o.key:
		o.closeGroup()
		o.key, o.started, o.sorted = k, true, true
	case c.ID > o.ids[len(o.ids)-1]:
		o.sorted = false
	}
	o.buf = AppendCandidate(o.buf, c)
	o.ends = append(o.ends, len(o.buf))
	o.ids = append(o.ids, c.ID)
	if o.openStart() >= bufferSize {
		return o.flush()
	}
	return nil
}

// closeGroup marks the open group complete, putting its lines in id DESC
// order when the stream did not already.
func (o *orderedWriter) closeGroup() {
	if !o.started {
		return
	}
	if !o.sorted {
		o.sortGroup()
	}
	o.open = len(o.ends)
	o.ids = o.ids[:0]
	o.started = false
}

func (o *orderedWriter) sortGroup() {
	first, start := o.open, o.openStart()
	n := len(o.ids)
	o.perm = o.perm[:0]
	for i := range n {
		o.perm = append(o.perm, i)
	}
	slices.SortFunc(o.perm, func(a, b int) int {
		switch {
		case o.ids[a] > o.ids[b]:
			return -1
		case o.ids[a] < o.ids[b]:
			return 1
		}
		return 0
	})
	lineStart := func(i int) int {
		if first+i == 0 {
			return 0
		}
		return o.ends[first+i-1]
	}
	o.scratch = o.scratch[:0]
	o.newEnds, o.newIDs = o.newEnds[:0], o.newIDs[:0]
	for _, i := range o.perm {
		o.scratch = append(o.scratch, o.buf[lineStart(i):o.ends[first+i]]...)
		o.newEnds = append(o.newEnds, start+len(o.scratch))
		o.newIDs = append(o.newIDs, o.ids[i])
	}
	copy(o.buf[start:], o.scratch)
	copy(o.ends[first:], o.newEnds)
	copy(o.ids, o.newIDs)
	o.sorted = true
}

// dropGroup forgets the open group's lines.
func (o *orderedWriter) dropGroup() {
	o.buf = o.buf[:o.openStart()]
	o.ends = o.ends[:o.open]
	o.ids = o.ids[:0]
	o.started = false
}

// keepGroup keeps only the first n lines of the open group.
func (o *orderedWriter) keepGroup(n int) {
	if n >= len(o.ids) {
		return
	}
	o.ends = o.ends[:o.open+n]
	o.buf = o.buf[:o.openStart()+lineLen(o, n)]
	o.ids = o.ids[:n]
}

// lineLen is the length of the open group's first n lines.
func lineLen(o *orderedWriter, n int) int {
	if n == 0 {
		return 0
	}
	return o.ends[o.open+n-1] - o.openStart()
}

// flush writes the complete part of the buffer, in writes of at most
// bufferSize bytes, and keeps the open group. A large millisecond goes out
// in pieces, like a bufio.Writer's, and a cancelled ctx stops it between
// two pieces (its error is returned). After a failed or short write, rows
// counts only the lines that went out whole.
func (o *orderedWriter) flush() error {
	end := o.openStart()
	if end == 0 {
		return nil
	}
	done := 0
	var err error
	for done < end && err == nil {
		if done > 0 {
			if err = o.ctx.Err(); err != nil {
				break
			}
		}
		var n int
		n, err = o.w.Write(o.buf[done:min(end, done+bufferSize)])
		if err == nil && n < min(end-done, bufferSize) {
			err = io.ErrShortWrite
		}
		done += n
	}
	if err != nil {
		for _, e := range o.ends[:o.open] {
			if e > done {
				break
			}
			o.rows++
		}
		return err
	}
	o.rows += int64(o.open)
	rest := copy(o.buf, o.buf[end:])
	o.buf = o.buf[:rest]
	kept := copy(o.ends, o.ends[o.open:])
	o.ends = o.ends[:kept]
	for i := range o.ends {
		o.ends[i] -= end
	}
	o.open = 0
	return nil
}
