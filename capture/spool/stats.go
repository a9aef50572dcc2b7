package spool

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Stats describes a spool for the doctor. ReadStats builds it from another
// process without claiming anything or writing a byte.
type Stats struct {
	Records  int64     // records waiting for delivery
	Segments int       // segment files
	Bytes    int64     // bytes on disk (segments), to compare with MaxBytes
	MaxBytes int64     // the cap the caller runs with
	Oldest   time.Time // capture time of the oldest waiting record; zero when none
	// Unreported: lost calls not yet turned into failure rows. Total: every
	// lost call this spool has counted.
	Unreported, Total Lost
	// EmptySegments counts zero-byte segment files older than
	// EmptySegmentAge: a process that died between creating a segment and
	// its first write, or a failed write of a build that did not remove
	// its new segment. The next drain deletes them.
	EmptySegments int
}

// EmptySegmentAge is the age from which an empty segment counts in
// Stats.EmptySegments: a writer creates a segment and writes its first
// batch within a directory fsync and a write, so a younger one is most
// likely being written.
const EmptySegmentAge = 5 * time.Second

// ReadStats reads the spool in dir. maxBytes is only echoed (0 means
// DefaultMaxBytes); a missing directory is an empty spool. It reads every
// segment through (tens of milliseconds for a full default spool) and
// counts only records whose checksum holds; a segment being written may
// have a record in flight at its end, which is not counted yet.
func ReadStats(dir string, maxBytes int64) (Stats, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	st := Stats{MaxBytes: maxBytes}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return st, nil
	}
	segs, _, err := listSegments(dir)
	if err != nil {
		return st, err
	}
	for _, g := range segs {
		data, err := os.ReadFile(filepath.Join(dir, g.name))
		if errors.Is(err, fs.ErrNotExist) {
			continue // delivered meanwhile
		}
		if err != nil {
			return st, err
		}
		st.Segments++
		st.Bytes += int64(len(data))
		if len(data) == 0 && time.Since(g.modTime) >= EmptySegmentAge {
			st.EmptySegments++
		}
		pos := min(readAck(filepath.Join(dir, g.name+ackSuffix)), len(data))
		for {
			p, next, s := nextRecord(data, pos)
			pos = next
			if s == segEnd {
				break
			}
			if s != segRecord {
				continue
			}
			st.Records++
			if _, at := payloadKeyTime(p); st.Oldest.IsZero() || at.Before(st.Oldest) {
				st.Oldest = at
			}
		}
	}
	state, err := readState(dir)
	if err != nil {
		return st, err
	}
	st.Unreported, st.Total = state.Unreported, state.Total
	return st, nil
}

// Stats is ReadStats for this spool's directory and cap.
func (s *Spool) Stats() (Stats, error) { return ReadStats(s.opts.Dir, s.opts.MaxBytes) }
