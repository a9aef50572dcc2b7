package spool

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
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
	// Targets breaks Records and Unreported down by the database the
	// records are for, legacy records (no database recorded) apart;
	// sorted by Target, legacy last.
	Targets []TargetStats
	// EmptySegments counts zero-byte segment files older than
	// EmptySegmentAge: a process that died between creating a segment and
	// its first write, or a failed write of a build that did not remove
	// its new segment. The next drain deletes them.
	EmptySegments int
	// StateDamaged is a *StateDamage when state.json does not parse (it
	// is still in place: the next count update keeps it aside); the lost
	// counts above then hold nothing of it. Records are counted as ever.
	StateDamaged error
	// BadSegments are files named like segments that no evalkit wrote (a
	// named pipe, a device, a symbolic link, a file larger than any
	// segment): never read, delivered or removed, and not counted above.
	BadSegments []BadSegment
	// DamagedStates names the damaged state files kept aside in the
	// directory (state.json.damaged-<UTC time>), oldest first: evidence,
	// never removed by evalkit.
	DamagedStates []string
}

// TargetStats is what waits for one database.
type TargetStats struct {
	// Target is the identity of the database (Options.Target); "" for
	// Legacy records.
	Target string
	// Legacy: records of an older build that did not record their
	// database; only a Spool with AdoptLegacy delivers them.
	Legacy     bool
	Records    int64     // records waiting
	Oldest     time.Time // capture time of the oldest; zero when none
	Unreported Lost      // lost calls not yet reported as failure rows
}

// For returns what waits for target (a zero TargetStats when nothing does).
func (st Stats) For(target string) TargetStats {
	for _, t := range st.Targets {
		if !t.Legacy && t.Target == target {
			return t
		}
	}
	return TargetStats{Target: target}
}

// Legacy returns what waits with no database recorded.
func (st Stats) Legacy() TargetStats {
	for _, t := range st.Targets {
		if t.Legacy {
			return t
		}
	}
	return TargetStats{Legacy: true}
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
	return ReadStatsContext(nil, dir, maxBytes)
}

// ReadStatsContext is ReadStats, ended by ctx (nil: never): each segment
// is streamed a window at a time (its memory does not grow with the
// file), and reading stops within one window of ctx's end, returning
// ctx's error.
func ReadStatsContext(ctx context.Context, dir string, maxBytes int64) (Stats, error) {
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
	by := map[bucket]*TargetStats{}
	at := func(b bucket) *TargetStats {
		t := by[b]
		if t == nil {
			t = &TargetStats{Target: b.target, Legacy: b.legacy}
			by[b] = t
		}
		return t
	}
	for _, g := range segs {
		// Read like a drain reads (openSpoolFile): a pipe, a device or
		// a link there is named, never waited on or read without end.
		f, size, err := openSpoolFile(dir, g.name, maxSegmentRead(maxBytes))
		var bad *BadSegment
		if errors.As(err, &bad) {
			st.BadSegments = append(st.BadSegments, *bad)
			continue
		}
		if errors.Is(err, fs.ErrNotExist) {
			continue // delivered meanwhile
		}
		if err != nil {
			return st, err
		}
		st.Segments++
		st.Bytes += size
		if size == 0 && time.Since(g.modTime) >= EmptySegmentAge {
			st.EmptySegments++
		}
		// Streamed (segReader): the memory is a window, not the file.
		r := newSegReader(ctx, f, size)
		pos := min(readAck(dir, g.name+ackSuffix), size)
		sc := newScan(size)
		for {
			p, next, s := nextRecord(r, pos, sc)
			pos = next
			if s == segEnd {
				break
			}
			if s == segFail {
				f.Close()
				if ctx != nil && errors.Is(r.err, ctx.Err()) {
					return st, r.err
				}
				return st, fmt.Errorf("spool: reading %s: %w", g.name, r.err)
			}
			if s != segRecord {
				continue
			}
			target, legacy, ok := payloadTarget(p)
			if !ok {
				continue // does not decode: a drain counts it as corrupt
			}
			st.Records++
			t := at(bucket{target: target, legacy: legacy})
			t.Records++
			_, when := payloadKeyTime(p)
			if st.Oldest.IsZero() || when.Before(st.Oldest) {
				st.Oldest = when
			}
			if t.Oldest.IsZero() || when.Before(t.Oldest) {
				t.Oldest = when
			}
		}
		f.Close()
	}
	state, err := readState(dir)
	var damage *StateDamage
	if errors.As(err, &damage) {
		st.StateDamaged = damage
	} else if err != nil {
		return st, err
	}
	st.DamagedStates = damagedStates(dir)
	st.Unreported, st.Total = state.totals()
	if state.Unreported.Total() > 0 {
		at(noTarget).Unreported = state.Unreported
	}
	for t, ts := range state.Targets {
		if ts.Unreported.Total() > 0 {
			at(bucket{target: t}).Unreported = ts.Unreported
		}
	}
	for _, t := range by {
		st.Targets = append(st.Targets, *t)
	}
	sort.Slice(st.Targets, func(i, j int) bool {
		a, b := st.Targets[i], st.Targets[j]
		if a.Legacy != b.Legacy {
			return b.Legacy
		}
		return a.Target < b.Target
	})
	return st, nil
}

// Stats is ReadStats for this spool's directory and cap.
func (s *Spool) Stats() (Stats, error) { return ReadStats(s.opts.Dir, s.opts.MaxBytes) }
