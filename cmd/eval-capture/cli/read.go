package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/modusbrain/evalkit/capture"
)

// maxLine bounds one input line. The longest valid event (a query at the
// 51 200-character cap, every character a \u escape, plus results) is far
// below it; a longer line is malformed, skipped without being held.
const maxLine = 4 << 20

// maxLineWarnings is how many malformed lines get a warning of their own;
// the rest are only counted in the summary.
const maxLineWarnings = 3

type readResult struct {
	events         int   // lines that were events and went to the Capturer
	malformed      int   // lines that were not
	malformedLines []int // the first maxListedLines of them
}

// readEvents captures every event line of in. Blank lines are skipped;
// malformed lines are counted and reported, and never stop the run. The
// reader waits for room in the queue rather than let Capture drop events:
// a file can always wait, an op handler cannot.
func readEvents(ctx context.Context, in io.Reader, c *capture.Capturer, errw *lockedWriter) (readResult, error) {
	var res readResult
	err := eachLine(ctx, in, func(n int, line []byte, tooLong bool) {
		ev, why := parseEvent(line, tooLong)
		if why != "" {
			res.malformed++
			if len(res.malformedLines) < maxListedLines {
				res.malformedLines = append(res.malformedLines, n)
			}
			if res.malformed <= maxLineWarnings {
				errw.println(fmt.Sprintf("%s: line %d: %s", name, n, why))
			}
			if res.malformed == maxLineWarnings+1 {
				errw.println(fmt.Sprintf("%s: more malformed lines: only counted from here on", name))
			}
			return
		}
		for c.QueueLen() >= c.QueueCap() && ctx.Err() == nil {
			time.Sleep(time.Millisecond)
		}
		res.events++
		c.Capture(ev)
	})
	return res, err
}

// parseEvent decodes one line, or says why it is not an event. Unknown
// fields are ignored (a newer caller may send more); values the schema
// refuses (an unknown tool, say) are not malformed: they become failure
// rows, as they would from a Go caller.
func parseEvent(line []byte, tooLong bool) (capture.Event, string) {
	var ev capture.Event
	if tooLong {
		return ev, fmt.Sprintf("longer than %d MiB", maxLine>>20)
	}
	if t := bytes.TrimLeft(line, " \t"); len(t) == 0 || t[0] != '{' {
		return ev, "not a JSON object"
	}
	if err := json.Unmarshal(line, &ev); err != nil {
		var te *json.UnmarshalTypeError
		var se *json.SyntaxError
		switch {
		case errors.As(err, &te):
			return ev, fmt.Sprintf("%s: want %s, got a JSON %s", te.Field, te.Type, te.Value)
		case errors.As(err, &se):
			return ev, fmt.Sprintf("not valid JSON at byte %d: %v", se.Offset, se)
		}
		return ev, "not a valid event: " + err.Error()
	}
	return ev, ""
}

// eachLine calls fn with each non-blank line (1-based number, without its
// line ending). A line over maxLine is passed as tooLong, its content
// dropped as it is read.
func eachLine(ctx context.Context, in io.Reader, fn func(n int, line []byte, tooLong bool)) error {
	br := bufio.NewReaderSize(in, 64<<10)
	var buf []byte
	n := 0
	for ctx.Err() == nil {
		chunk, err := br.ReadSlice('\n')
		tooLong := len(buf) > maxLine
		if !tooLong {
			buf = append(buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(buf) > 0 || tooLong {
			n++
			line := bytes.TrimRight(buf, "\r\n")
			if tooLong || len(line) > maxLine {
				fn(n, nil, true)
			} else if len(bytes.TrimSpace(line)) > 0 {
				fn(n, line, false)
			}
		}
		buf = buf[:0]
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// countLines reads in to its end, counting non-blank lines.
func countLines(ctx context.Context, in io.Reader) (int, error) {
	lines := 0
	err := eachLine(ctx, in, func(int, []byte, bool) { lines++ })
	return lines, err
}
