package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/internal/clikit"
)

// maxLine bounds one input line, so one line cannot take the memory of a
// whole stream. A query at the 51 200-character cap, every character a \u
// escape, is about 300 KB; what can go past the limit is the results list
// (about 45 bytes a hit with slug, chunk id and source: some 100,000
// hits). A longer line is skipped without being held, and reported as over
// the limit, not as malformed.
const maxLine = 4 << 20

// maxLineWarnings is how many malformed lines get a warning of their own;
// the rest are only counted in the summary.
const maxLineWarnings = 3

type readResult struct {
	events         int   // lines that were events and went to the Capturer
	malformed      int   // lines that were not (tooLong included)
	malformedLines []int // the first maxListedLines of them
	tooLong        int   // lines over maxLine, not read
	tooLongLines   []int // the first maxListedLines of them
	refused        int   // events handed over that the schema refuses (capture.Check): failure rows, not rows
	refusedLines   []int // the first maxListedLines of them
	off            int   // lines read after config.json turned capture off mid-run, not captured
	offFrom        int   // the first of them
}

// utf8BOM is the byte order mark some editors put at the start of a file.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// readEvents captures every event line of in. Blank lines are skipped;
// malformed lines are counted and reported, and never stop the run. The
// reader waits for room in the queue (CaptureWait) rather than let Capture
// drop events: a file can always wait, an op handler cannot. A signal ends
// the wait without handing the event over, so it leaves no row — not a
// false "queue full" failure row.
func readEvents(ctx context.Context, in io.Reader, c *capture.Capturer, r *clikit.Runtime, watch *settingsWatch) (readResult, error) {
	var res readResult
	var afterSignal context.Context
	var cancel context.CancelFunc
	var saidBOM, saidUTF16 bool
	err := eachLine(ctx, in, func(n int, line []byte, tooLong bool) {
		if !watch.captureOn(n) {
			if res.offFrom == 0 {
				res.offFrom = n
			}
			res.off++
			return
		}
		if bytes.HasPrefix(line, utf8BOM) {
			// As config.json: accepted, with a word, since other JSON
			// readers refuse it. Past line 1 it is a file's own mark,
			// files joined with theirs (cat a b): its events are as
			// good as the first file's.
			line = line[len(utf8BOM):]
			switch {
			case n == 1:
				r.Warn("line 1 starts with a UTF-8 byte order mark; eval-capture ignores it, other JSON readers may not")
			case !saidBOM:
				r.Warn("line %d starts with a UTF-8 byte order mark, as files joined with theirs do (cat a.ndjson b.ndjson); eval-capture ignores it there and on any later line, other JSON readers may not", n)
			}
			saidBOM = saidBOM || n > 1
			if len(bytes.TrimSpace(line)) == 0 {
				return
			}
		}
		if saidUTF16 && len(bytes.Trim(line, "\x00")) == 0 {
			return // the other byte of a UTF-16 line break, after the last line
		}
		var ev capture.Event
		var why string
		if !tooLong && utf16Text(line) {
			why = "not a JSON object: UTF-16 text, not UTF-8"
			if !saidUTF16 {
				saidUTF16 = true
				r.Warn("line %d is UTF-16 text (Windows PowerShell's > and Out-File write it), and eval-capture reads UTF-8 only: none of those lines is captured; re-encode the input as UTF-8 (in PowerShell, Out-File -Encoding utf8 or Set-Content -Encoding utf8 instead of >), then run again", n)
			}
		} else {
			ev, why = parseEvent(line, tooLong)
			if i := bytes.Index(line, utf8BOM); why != "" && i >= 0 {
				why += fmt.Sprintf(" (a UTF-8 byte order mark at byte %d: files joined with their marks, one not ending in a line break?)", i+1)
			}
		}
		if why != "" {
			res.malformed++
			if tooLong {
				res.tooLong++
				if len(res.tooLongLines) < maxListedLines {
					res.tooLongLines = append(res.tooLongLines, n)
				}
			} else if len(res.malformedLines) < maxListedLines {
				res.malformedLines = append(res.malformedLines, n)
			}
			if res.malformed <= maxLineWarnings {
				r.Say("%s: line %d: %s", name, n, why)
			}
			if res.malformed == maxLineWarnings+1 {
				r.Say("%s: more malformed lines: only counted from here on", name)
			}
			return
		}
		wctx := ctx
		if ctx.Err() != nil {
			// A line taken from stdin before the signal: handed over,
			// waiting a little for room in the queue, not for ever.
			if afterSignal == nil {
				afterSignal, cancel = context.WithTimeout(context.WithoutCancel(ctx), afterSignalWait)
			}
			wctx = afterSignal
		}
		if c.CaptureWait(wctx, ev) != nil {
			return
		}
		res.events++
		var rej *capture.Rejection
		if err := capture.Check(ev); errors.As(err, &rej) {
			// Not malformed: handed over all the same, it becomes its
			// failure row as a Go caller's event would. Its line is said
			// here, where it is known.
			res.refused++
			if len(res.refusedLines) < maxListedLines {
				res.refusedLines = append(res.refusedLines, n)
			}
			if res.refused <= maxLineWarnings {
				r.Say("%s: line %d: %s; the event is not stored: it becomes a %s failure row", name, n, rej.Detail, rej.Reason)
			}
			if res.refused == maxLineWarnings+1 {
				r.Say("%s: more lines the schema refuses: only counted from here on", name)
			}
		}
	})
	if cancel != nil {
		cancel()
	}
	return res, err
}

// utf16Text tells whether a line is UTF-16 rather than UTF-8: it starts
// with a UTF-16 byte order mark, or a third or more of its bytes are NUL
// (the other half of every ASCII character; JSON holds no raw NUL).
func utf16Text(line []byte) bool {
	if bytes.HasPrefix(line, []byte{0xFF, 0xFE}) || bytes.HasPrefix(line, []byte{0xFE, 0xFF}) {
		return true
	}
	return len(line) >= 2 && 3*bytes.Count(line, []byte{0}) >= len(line)
}

// afterSignalWait bounds the hand-over of lines read before a signal when
// the queue is full (a database that hangs).
const afterSignalWait = 2 * time.Second

// eachLine calls fn with each non-blank line (1-based number, without its
// line ending). A line over maxLine is passed as tooLong, its content
// dropped as it is read.
func eachLine(ctx context.Context, in io.Reader, fn func(n int, line []byte, tooLong bool)) error {
	br := bufio.NewReaderSize(in, 64<<10)
	var buf []byte
	n := 0
	for {
		// After a signal, the whole lines already taken from stdin are
		// still handed over: the producer wrote them, and the pipe no
		// longer holds them. Nothing more is read.
		if ctx.Err() != nil && !lineBuffered(br) {
			break
		}
		chunk, err := br.ReadSlice('\n')
		tooLong := len(buf) > maxLine
		if !tooLong {
			buf = append(buf, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && err != io.EOF {
			// A read ended by a signal or an error: the part of a line
			// it holds is no line.
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return err
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
	}
	return ctx.Err() // stopped before the end of the input
}

// lineBuffered reports a whole line in br's buffer, readable without a
// Read.
func lineBuffered(br *bufio.Reader) bool {
	b, _ := br.Peek(br.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// countLines reads in to its end, counting non-blank lines.
func countLines(ctx context.Context, in io.Reader) (int, error) {
	lines := 0
	err := eachLine(ctx, in, func(int, []byte, bool) { lines++ })
	return lines, err
}
