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

// nextRecord looks at data[pos:]. A good record yields its payload and the
// offset after it. Damage — a bad magic, an impossible length, a length
// past the end, a CRC mismatch — is skipped up to the next offset where a
// good record starts (segCorrupt), or to the end when none does (segTorn).
// A torn tail is what a crash in the middle of a write leaves.
func nextRecord(data []byte, pos int) ([]byte, int, segStatus) {
	if pos >= len(data) {
		return nil, len(data), segEnd
	}
	if p, ok := recordAt(data, pos); ok {
		return p, pos + headerSize + len(p), segRecord
	}
	for q := pos + 1; q < len(data); {
		i := bytes.Index(data[q:], magicBytes)
		if i < 0 {
			break
		}
		q += i
		if _, ok := recordAt(data, q); ok {
			return nil, q, segCorrupt
		}
		q++
	}
	return nil, len(data), segTorn
}

func recordAt(data []byte, pos int) ([]byte, bool) {
	if len(data)-pos < headerSize {
		return nil, false
	}
	hdr := data[pos : pos+headerSize]
	h, ok := parseHeader(hdr)
	if !ok || int64(len(data)-pos-headerSize) < int64(h.length) {
		return nil, false
	}
	p := data[pos+headerSize : pos+headerSize+int(h.length)]
	if !h.check(hdr, p) {
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
	pos       int // offset after the last record handed out
	acked     int // offset the ack file holds
	ack       *os.File
	// damaged: damage was found in it since state.json last took the
	// Claim's counts; until it does, the segment is that damage's only
	// durable record (see Claim.Ack).
	damaged bool
}

// openSegment locks and reads a segment from its acknowledged offset; nil
// (and no error) when a live process still writes it or it is gone.
func openSegment(dir, name string) (*segment, error) {
	f, err := os.Open(filepath.Join(dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	ok, err := tryLock(f)
	if err != nil || !ok {
		f.Close()
		return nil, err
	}
	data, err := readAll(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("spool: %w", err)
	}
	g := &segment{dir: dir, name: name, f: f, data: data}
	g.acked = min(readAck(filepath.Join(dir, name+ackSuffix)), len(data))
	g.pos = g.acked
	return g, nil
}

// readAll reads f whole in one allocation of its size (io.ReadAll would
// grow its buffer by doubling).
func readAll(f *os.File) ([]byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	data := make([]byte, fi.Size())
	n, err := io.ReadFull(f, data)
	if errors.Is(err, io.ErrUnexpectedEOF) {
		err = nil // cannot happen to a sealed segment; read what is there
	}
	return data[:n], err
}

func (g *segment) next() ([]byte, segStatus) {
	p, next, st := nextRecord(g.data, g.pos)
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

func readAck(path string) int {
	b, err := os.ReadFile(path)
	if err != nil || len(b) != 16 || binary.LittleEndian.Uint32(b) != ackMagic ||
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
		f, err := os.OpenFile(filepath.Join(g.dir, g.name+ackSuffix), os.O_CREATE|os.O_WRONLY, 0o600)
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
