package spool

import (
	"bytes"
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

func newScan(size int) *scan { return &scan{budget: resyncBudget*int64(size) + 1<<20} }

// nextRecord looks at data[pos:]. A good record yields its payload and the
// offset after it. Damage — a bad magic, an impossible length, a length
// past the end, a CRC mismatch — is skipped up to the next offset where a
// good record starts (segCorrupt), or to the end when none does (segTorn)
// or when sc's budget runs out before one is found.
// A torn tail is what a crash in the middle of a write leaves.
func nextRecord(data []byte, pos int, sc *scan) ([]byte, int, segStatus) {
	if pos >= len(data) {
		return nil, len(data), segEnd
	}
	if p, ok := sc.recordAt(data, pos); ok {
		return p, pos + headerSize + len(p), segRecord
	}
	for q := pos + 1; q < len(data); {
		i := bytes.Index(data[q:], magicBytes)
		if i < 0 {
			break
		}
		q += i
		if _, ok := sc.recordAt(data, q); ok {
			return nil, q, segCorrupt
		}
		if sc.spent > sc.budget {
			break
		}
		q++
	}
	return nil, len(data), segTorn
}

// recordAt checks the record at pos. The cheap checks (magic, length
// bound, the length fits in what remains, the version byte) come before
// the checksum, whose cost a failure adds to sc.spent.
func (sc *scan) recordAt(data []byte, pos int) ([]byte, bool) {
	if len(data)-pos < headerSize {
		return nil, false
	}
	hdr := data[pos : pos+headerSize]
	h, ok := parseHeader(hdr)
	if !ok || int64(len(data)-pos-headerSize) < int64(h.length) {
		return nil, false
	}
	p := data[pos+headerSize : pos+headerSize+int(h.length)]
	if p[0] != formatVersion && p[0] != legacyVersion {
		return nil, false
	}
	if !h.check(hdr, p) {
		sc.spent += int64(len(p))
		return nil, false
	}
	return p, true
}

// segment is an inactive segment opened for draining or dropping: its flock
// is held for as long as it is open, and its bytes are read once.
type segment struct {
	dir, name string
	f         *os.File
	data      []byte
	scan      *scan
	pos       int // offset after the last record handed out
	acked     int // offset the ack file holds
	ack       *os.File
	// damaged: damage was found in it since state.json last took the
	// Claim's counts; until it does, the segment is that damage's only
	// durable record (see Claim.Ack).
	damaged bool
}

// openSegment locks and reads a segment from its acknowledged offset; nil
// (and no error) when a live process still writes it or it is gone. A file
// that is not a segment evalkit wrote is a *BadSegment (openSpoolFile):
// neither read nor locked, so nothing waits on it.
func openSegment(dir, name string, maxBytes int64) (*segment, error) {
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
	data, err := readAll(f, size)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("spool: %w", err)
	}
	g := &segment{dir: dir, name: name, f: f, data: data, scan: newScan(len(data))}
	g.acked = min(readAck(dir, name+ackSuffix), len(data))
	g.pos = g.acked
	return g, nil
}

// readAll reads f, whose size was size when it was opened (and checked
// against a bound), in one allocation (io.ReadAll would grow its buffer by
// doubling). Bytes written after the open are left for the next reader.
func readAll(f *os.File, size int64) ([]byte, error) {
	data := make([]byte, size)
	n, err := io.ReadFull(f, data)
	if errors.Is(err, io.ErrUnexpectedEOF) {
		err = nil // cannot happen to a sealed segment; read what is there
	}
	return data[:n], err
}

func (g *segment) next() ([]byte, segStatus) {
	p, next, st := nextRecord(g.data, g.pos, g.scan)
	g.pos = next
	return p, st
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

func readAck(dir, name string) int {
	b := readSpoolFile(dir, name, 16)
	if len(b) != 16 || binary.LittleEndian.Uint32(b) != ackMagic ||
		crc32.Checksum(b[:12], castagnoli) != binary.LittleEndian.Uint32(b[12:]) {
		return 0
	}
	off := binary.LittleEndian.Uint64(b[4:])
	if off > 1<<62 {
		return 0
	}
	return int(off)
}

// writeAck makes pos the segment's delivered offset, durably unless noSync.
func (g *segment) writeAck(pos int, noSync bool) error {
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
