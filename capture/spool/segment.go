package spool

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// segStatus is what one step through a segment found.
type segStatus int

const (
	segEnd     segStatus = iota // no more bytes
	segRecord                   // a record whose CRC checks
	segCorrupt                  // damaged bytes, followed by good records
	segTorn                     // damaged bytes up to the end: a torn tail
	segFail                     // reading failed or was cancelled: nothing is known
)

var magicBytes = binary.LittleEndian.AppendUint32(nil, recordMagic)

// scan is the work budget of reading one segment. After damage, every
// later magic is a candidate whose checksum covers the length its header
// claims (up to 16 MiB): verified one after another, candidates that
// overlap make reading quadratic in the segment's size (a segment of
// repeated headers each claiming half of it). The checksum bytes spent on
// candidates that fail are therefore bounded per segment, by a multiple of
// its size: genuine damage — a torn tail, a flipped byte — meets real
// records, which check, and a false magic inside a payload rarely claims a
// length that fits; past the budget the rest of the segment is one damaged
// tail. So a segment costs at most (1 + resyncBudget) checksums of its
// bytes, plus one search for the magic through it.
type scan struct {
	spent  int64 // checksum bytes spent on candidates that failed
	budget int64
}

// resyncBudget is the multiple of a segment's size that its failed
// candidates may cost in checksums.
const resyncBudget = 4

func newScan(size int64) *scan { return &scan{budget: resyncBudget*size + 1<<20} }

// segReader reads a segment through a window of readChunk bytes (more only
// for a record longer than that, at most maxPayload): a reader's memory is
// bounded whatever the file's size, and a segment of the largest cap's
// sixteenth (1 GiB and more) is streamed, never loaded. Each refill checks
// ctx, so a reader on a huge file stops within one chunk of a Ctrl-C.
type segReader struct {
	f    io.ReaderAt
	size int64
	ctx  context.Context // nil: never cancelled
	buf  []byte          // the file's bytes [off, off+len(buf))
	off  int64
	// err is the first read error (or ctx's): reading stops there, and
	// what was not read is not damage.
	err error
}

// readChunk is the window a segReader reads at once.
const readChunk = 256 << 10

func newSegReader(ctx context.Context, f io.ReaderAt, size int64) *segReader {
	return &segReader{f: f, size: size, ctx: ctx}
}

// window returns at least n bytes at pos — fewer only at the end of the
// file or after an error — and as many more as are buffered; the slice is
// valid until the next call.
func (r *segReader) window(pos int64, n int) []byte {
	if pos >= r.size || pos < 0 {
		return nil
	}
	n = int(min(int64(n), r.size-pos))
	if pos >= r.off && pos+int64(n) <= r.off+int64(len(r.buf)) {
		return r.buf[pos-r.off:]
	}
	if r.err != nil {
		return nil
	}
	if r.ctx != nil {
		if err := r.ctx.Err(); err != nil {
			r.err = err
			return nil
		}
	}
	want := int(min(int64(max(n, readChunk)), r.size-pos))
	if cap(r.buf) < want {
		r.buf = make([]byte, want)
	}
	b := r.buf[:want]
	m, err := r.f.ReadAt(b, pos)
	if m < want && (err == nil || errors.Is(err, io.EOF)) {
		// Shorter than it was at the open: cannot happen to a sealed
		// segment; read what is there.
		r.size, err = pos+int64(m), nil
	}
	if err != nil {
		r.err, r.buf = err, r.buf[:0]
		return nil
	}
	r.buf, r.off = b[:m], pos
	return r.buf
}

// alive tells whether reading may go on (no read error, ctx not done).
func (r *segReader) alive() bool {
	if r.err == nil && r.ctx != nil {
		r.err = r.ctx.Err()
	}
	return r.err == nil
}

// nextRecord looks at the segment from pos. A good record yields its
// payload (valid until the next read) and the offset after it. Damage — a
// bad magic, an impossible length, a length past the end, a CRC mismatch —
// is skipped up to the next offset where a good record starts
// (segCorrupt), or to the end when none does (segTorn) or when sc's budget
// runs out before one is found. A torn tail is what a crash in the middle
// of a write leaves. segFail: reading failed (r.err), at pos.
func nextRecord(r *segReader, pos int64, sc *scan) ([]byte, int64, segStatus) {
	if pos >= r.size {
		if !r.alive() {
			return nil, pos, segFail
		}
		return nil, r.size, segEnd
	}
	if p, ok := sc.recordAt(r, pos); ok {
		return p, pos + headerSize + int64(len(p)), segRecord
	}
	for q := pos + 1; q < r.size && r.alive(); {
		w := r.window(q, len(magicBytes))
		if len(w) < len(magicBytes) {
			break
		}
		i := bytes.Index(w, magicBytes)
		if i < 0 {
			q += int64(len(w) - len(magicBytes) + 1)
			continue
		}
		q += int64(i)
		if _, ok := sc.recordAt(r, q); ok {
			return nil, q, segCorrupt
		}
		if sc.spent > sc.budget {
			break
		}
		q++
	}
	if !r.alive() {
		return nil, pos, segFail
	}
	return nil, r.size, segTorn
}

// recordAt checks the record at pos. The cheap checks (magic, length
// bound, the length fits in what remains, the version byte) come before
// the checksum — and before the payload is read — whose cost a failure
// adds to sc.spent.
func (sc *scan) recordAt(r *segReader, pos int64) ([]byte, bool) {
	if r.size-pos < headerSize+1 {
		return nil, false
	}
	w := r.window(pos, headerSize+1)
	if len(w) < headerSize+1 {
		return nil, false
	}
	h, ok := parseHeader(w[:headerSize])
	if !ok || r.size-pos-headerSize < int64(h.length) {
		return nil, false
	}
	if v := w[headerSize]; v != formatVersion && v != legacyVersion {
		return nil, false
	}
	w = r.window(pos, headerSize+int(h.length))
	if len(w) < headerSize+int(h.length) {
		return nil, false
	}
	hdr, p := w[:headerSize], w[headerSize:headerSize+int(h.length)]
	if !h.check(hdr, p) {
		sc.spent += int64(len(p))
		return nil, false
	}
	return p, true
}

// segment is an inactive segment opened for draining or dropping: its flock
// is held for as long as it is open, and it is read through a segReader.
type segment struct {
	dir, name string
	f         *os.File
	r         *segReader
	size      int64 // its size when it was opened
	scan      *scan
	pos       int64 // offset after the last record handed out
	acked     int64 // offset the ack file holds
	ack       *os.File
	// damaged: damage was found in it since state.json last took the
	// Claim's counts; until it does, the segment is that damage's only
	// durable record (see Claim.Ack).
	damaged bool
	// want is the number of records its name records (segCount), 0 when
	// it records none. good and regions count, from where reading began
	// (opened), the records whose checksum held and the damaged regions
	// (each counted as one call); last is the kind of the last region.
	want, opened  int64
	good, regions int64
	last          segStatus
}

// damage is what the damaged region [start, g.pos) found by st counts:
// one call, which in a segment that records no count stands for at least
// one (Lost.TornUnsure, CorruptUnsure, with the region's bytes).
func (g *segment) damage(st segStatus, start int64) Lost {
	g.regions++
	g.last = st
	var l Lost
	if st == segTorn {
		l.Torn = 1
	} else {
		l.Corrupt = 1
	}
	if g.want == 0 {
		l.TornUnsure, l.CorruptUnsure = l.Torn, l.Corrupt
		l.UnsureBytes = g.pos - start
	}
	return l
}

// missing is, at the end of a segment whose name records its count, the
// records lost beyond the one call each damaged region counted: want,
// less the records read and the regions, here and before where reading
// began (read again for that). A segment cut short at a record's boundary
// shows no damaged region at all, and loses them all here. They count as
// torn unless the last region was a corrupt one.
func (g *segment) missing() (Lost, error) {
	if g.want == 0 {
		return Lost{}, nil
	}
	good, regions := g.good, g.regions
	if g.opened > 0 {
		// Delivered before (an ack moved past it): count it again. The
		// ack never moves past damage not yet counted, so the regions met
		// here were counted, one call each, by that earlier reader.
		sc := newScan(g.size)
		for pos := int64(0); pos < g.opened; {
			_, next, st := nextRecord(g.r, pos, sc)
			switch st {
			case segRecord:
				good++
			case segCorrupt, segTorn:
				regions++
			case segFail:
				return Lost{}, g.err()
			}
			if st == segEnd {
				break
			}
			pos = next
		}
	}
	n := g.want - good - regions
	if n <= 0 {
		return Lost{}, nil
	}
	if g.last == segCorrupt {
		return Lost{Corrupt: n}, nil
	}
	return Lost{Torn: n}, nil
}

// openSegment locks a segment and positions it at its acknowledged
// offset; nil (and no error) when a live process still writes it or it is
// gone. A file that is not a segment evalkit wrote is a *BadSegment
// (openSpoolFile): neither read nor locked, so nothing waits on it. ctx
// (nil: none) ends the reading of it.
func openSegment(ctx context.Context, dir, name string, maxBytes int64) (*segment, error) {
	f, size, err := openSpoolFile(dir, name, maxSegmentRead(maxBytes))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if isBadSegment(err) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	ok, err := tryLock(f)
	if err != nil || !ok {
		f.Close()
		return nil, err
	}
	// Sealed under this name while we waited for the lock? Then its
	// writer renamed it (seal): the new name is listed next time, and
	// this one, gone, must not be read, acknowledged or removed.
	if fi, err := f.Stat(); err == nil {
		if li, lerr := os.Lstat(filepath.Join(dir, name)); lerr != nil || !os.SameFile(fi, li) {
			f.Close()
			return nil, nil
		}
	}
	g := &segment{dir: dir, name: name, f: f, r: newSegReader(ctx, f, size), size: size, scan: newScan(size)}
	if n, b, ok := segCount(name); ok && size <= b {
		g.want = n
	}
	g.acked = min(readAck(dir, name+ackSuffix), size)
	g.pos, g.opened = g.acked, g.acked
	return g, nil
}

// readAll reads f, whose size was size when it was opened (and checked
// against a small bound: an ack file, state.json), in one allocation.
// Bytes written after the open are left for the next reader.
func readAll(f *os.File, size int64) ([]byte, error) {
	data := make([]byte, size)
	n, err := io.ReadFull(f, data)
	if errors.Is(err, io.ErrUnexpectedEOF) {
		err = nil // cannot happen to a sealed segment; read what is there
	}
	return data[:n], err
}

// next steps through the segment; segFail leaves pos where it was, and
// err says why.
func (g *segment) next() ([]byte, segStatus) {
	p, next, st := nextRecord(g.r, g.pos, g.scan)
	g.pos = next
	return p, st
}

// err is why reading stopped (segFail), wrapped for the caller.
func (g *segment) err() error {
	if g.r.err == nil {
		return nil
	}
	if g.r.ctx != nil && errors.Is(g.r.err, g.r.ctx.Err()) {
		return g.r.err
	}
	return fmt.Errorf("spool: reading %s: %w", g.name, g.r.err)
}

func (g *segment) close() {
	if g.ack != nil {
		g.ack.Close()
	}
	g.f.Close()
}

// The ack file: magic "EKA1", the delivered offset (uint64), and a CRC-32C
// of those 12 bytes; 16 bytes rewritten in place. One that does not check
// reads as 0: the segment is delivered again, which the delivery keys make
// harmless.
const ackMagic = 0x31414b45

func readAck(dir, name string) int64 {
	b := readSpoolFile(dir, name, 16)
	if len(b) != 16 || binary.LittleEndian.Uint32(b) != ackMagic ||
		crc32.Checksum(b[:12], castagnoli) != binary.LittleEndian.Uint32(b[12:]) {
		return 0
	}
	off := binary.LittleEndian.Uint64(b[4:])
	if off > 1<<62 {
		return 0
	}
	return int64(off)
}

// writeAck makes pos the segment's delivered offset, durably unless noSync.
func (g *segment) writeAck(pos int64, noSync bool) error {
	if g.ack == nil {
		// fileFlags: a named pipe put in its place must not hang the
		// drain (a write-only open of a pipe waits for a reader).
		f, err := os.OpenFile(filepath.Join(g.dir, g.name+ackSuffix), os.O_CREATE|os.O_WRONLY|fileFlags, 0o600)
		if err != nil {
			return fmt.Errorf("spool: %w", err)
		}
		g.ack = f
	}
	b := binary.LittleEndian.AppendUint32(make([]byte, 0, 16), ackMagic)
	b = binary.LittleEndian.AppendUint64(b, uint64(pos))
	b = binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli))
	if _, err := g.ack.WriteAt(b, 0); err != nil {
		return fmt.Errorf("spool: %w", err)
	}
	if !noSync {
		if err := g.ack.Sync(); err != nil {
			return fmt.Errorf("spool: %w", err)
		}
	}
	g.acked = pos
	return nil
}
