package spool

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ErrBusy means another drainer holds the spool (another process, or
// another Claim in this one).
var ErrBusy = errors.New("spool: another drain holds the spool")

// Claim is the exclusive right to deliver the spool's records. It holds an
// flock on <dir>/drain.lock, so across every process sharing the directory
// at most one Claim exists at a time; the kernel releases it when its
// process dies, so a crashed drainer never blocks the next one.
//
// Records come in order (segments oldest first, records in the order they
// were appended), each at most once per Claim, and only records for the
// Spool's Target (and legacy records with AdoptLegacy): a segment whose
// next record is for another database is left where it is, acknowledged up
// to that record, for a Claim of that database. Ack makes everything handed
// out so far delivered, durably; records handed out but not acknowledged
// when the Claim ends (Release, or a crash) are handed out again by the
// next Claim, with the same delivery keys, so the database can refuse the
// copies it already has.
//
// Segments still open for writing in a live process are skipped; the
// process that owns them releases them when it seals them (a full segment,
// TryClaim in that process, or Close). A Claim is not safe for concurrent
// use.
type Claim struct {
	s      *Spool
	lock   *os.File
	seen   map[string]bool
	queue  []string   // segments to read, oldest first
	cur    *segment   // the segment being read
	done   []*segment // read to the end, removed at the next Ack
	parked []*segment // stopped at another database's record: acked up to it at the next Ack
	att    attributor // whose damage it is, in cur
	found  lostSet    // damage found since the last persist
	listed bool       // queue was refreshed since the last record
	// reported is what the last Lost returned, by database, for AckLost.
	reported lostSet
}

// TryClaim seals this process's own segment (so its records can be
// drained) and takes the drain lock without waiting: ErrBusy when another
// Claim holds it. The caller must Release the Claim.
func (s *Spool) TryClaim() (*Claim, error) {
	s.mu.Lock()
	closed := s.closed
	s.seal()
	s.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	lock, err := s.tryDrainLock()
	if err != nil {
		return nil, err
	}
	if lock == nil {
		return nil, ErrBusy
	}
	c := &Claim{s: s, lock: lock, seen: map[string]bool{}}
	s.repairState()
	if err := c.refresh(); err != nil {
		c.Release()
		return nil, err
	}
	c.cleanup()
	return c, nil
}

// refresh queues segments that appeared since the last listing.
func (c *Claim) refresh() error {
	segs, _, err := listSegments(c.s.opts.Dir)
	if err != nil {
		return err
	}
	for _, g := range segs {
		if !c.seen[g.name] {
			c.seen[g.name] = true
			c.queue = append(c.queue, g.name)
		}
	}
	return nil
}

// cleanup removes leftovers of crashes: ack files whose segment is gone,
// and temporary files nobody holds that are older than a minute.
func (c *Claim) cleanup() {
	dir := c.s.opts.Dir
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		name := e.Name()
		switch {
		case strings.HasPrefix(name, segPrefix) && strings.HasSuffix(name, ackSuffix):
			if _, err := os.Stat(filepath.Join(dir, strings.TrimSuffix(name, ackSuffix))); errors.Is(err, os.ErrNotExist) {
				os.Remove(filepath.Join(dir, name))
			}
		case strings.HasPrefix(name, tmpPrefix):
			fi, err := e.Info()
			if err != nil || time.Since(fi.ModTime()) < time.Minute {
				continue
			}
			// Only a regular file of ours: a named pipe must not hang
			// the claim, and a link is not followed.
			f, _, err := openSpoolFile(dir, name, 1<<62)
			if err != nil {
				continue
			}
			if ok, _ := tryLock(f); ok {
				os.Remove(filepath.Join(dir, name))
			}
			f.Close()
		}
	}
}

// Next appends up to max records to dst[:0] and returns it; an empty result
// means nothing is left to deliver now. Damage met on the way is skipped
// and counted (see Lost).
func (c *Claim) Next(dst []Record, max int) ([]Record, error) {
	return c.NextContext(nil, dst, max)
}

// NextContext is Next, ended by ctx (nil: never): a segment is read a
// window at a time, and reading stops within one window of ctx's end,
// however large the segment. It then returns ctx's error; what it had
// not handed out, and what was handed out but not acknowledged, the
// next Claim hands out. After any error, Release the Claim.
func (c *Claim) NextContext(ctx context.Context, dst []Record, max int) ([]Record, error) {
	dst = dst[:0]
	if c.lock == nil {
		return dst, ErrClosed
	}
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return dst, err
		}
	}
	for len(dst) < max {
		if c.cur == nil {
			if len(c.queue) == 0 {
				if c.listed {
					return dst, nil
				}
				c.listed = true
				if err := c.refresh(); err != nil {
					return dst, err
				}
				continue
			}
			name := c.queue[0]
			c.queue = c.queue[1:]
			g, err := openSegment(ctx, c.s.opts.Dir, name, c.s.opts.MaxBytes)
			if isBadSegment(err) {
				continue // not evalkit's: kept, and named by ReadStats
			}
			if err != nil {
				return dst, err
			}
			if g == nil {
				continue // still being written, or already gone
			}
			if g.size == 0 {
				// Sealed and empty (a process died before its first
				// write, or an older build left a failed one): nothing
				// to hand out, so nothing to wait for an Ack before it
				// goes, even when the delivery of what follows fails.
				g.close()
				removeSegment(g.dir, g.name)
				continue
			}
			c.cur = g
		}
		start := c.cur.pos
		c.cur.r.ctx = ctx
		p, st := c.cur.next()
		switch st {
		case segRecord:
			c.listed = false
			// A record, even one counted lost below: not missing.
			c.cur.good++
			mine, b, ok := c.s.mine(p)
			if !ok {
				// The CRC checked, so this is a format this build does
				// not know; count it rather than stall the spool.
				c.att.damage(&c.found, Lost{Corrupt: 1})
				c.cur.damaged = true
				continue
			}
			c.att.record(&c.found, b)
			if !mine {
				// Another database's record: it and the rest of the
				// segment wait for a Claim of that database.
				c.cur.pos = start
				c.cur.good--
				c.parked = append(c.parked, c.cur)
				c.cur, c.att = nil, attributor{}
				continue
			}
			var r Record
			if err := decodePayload(p, &r); err != nil {
				c.found.at(b).Corrupt++
				c.cur.damaged = true
				continue
			}
			dst = append(dst, r)
		case segCorrupt, segTorn:
			c.att.damage(&c.found, c.cur.damage(st, start))
			c.cur.damaged = true
		case segEnd:
			missing, err := c.cur.missing()
			if err != nil {
				return dst, err
			}
			if missing.Total() > 0 {
				// Records its name counts that no region accounts for: a
				// segment cut short on disk (or at a record's boundary).
				c.att.damage(&c.found, missing)
				c.cur.damaged = true
			}
			c.att.end(&c.found)
			c.done = append(c.done, c.cur)
			c.cur = nil
		case segFail:
			return dst, c.cur.err()
		}
	}
	return dst, nil
}

// Ack records every record handed out by Next so far as delivered, durably
// (unless NoSync): fully delivered segments are deleted, the damage found
// is counted in state.json, the current one's ack file is advanced. Call it
// after the database has committed them.
//
// Deleting needs no space; state.json and an ack file may. So the
// segments read to their end that hold no damage still uncounted go
// first: on a full file system a drain that goes on after a failed Ack
// (its records handed out again by the next Claim, harmlessly) still frees
// them, and the room they free is what the count then needs. A segment
// with uncounted damage is the only durable record of that damage — the
// next Claim reads it again and finds the damage again — so it goes only
// once state.json holds the count; until then a failed write loses nothing
// and frees what it can. For the same reason no ack file moves past damage
// before the count is written.
func (c *Claim) Ack() error {
	if c.lock == nil {
		return ErrClosed
	}
	removed := c.removeDone()
	if err := c.persist(lostSet{}); err != nil {
		return err
	}
	if c.removeDone() || removed {
		if !c.s.opts.NoSync {
			if err := syncDir(c.s.opts.Dir); err != nil {
				return fmt.Errorf("spool: %w", err)
			}
		}
	}
	var err error
	for _, g := range c.parked {
		if g.pos > g.acked && err == nil {
			err = g.writeAck(g.pos, c.s.opts.NoSync)
		}
		g.close()
	}
	c.parked = nil
	if g := c.cur; g != nil && g.pos > g.acked && err == nil {
		err = g.writeAck(g.pos, c.s.opts.NoSync)
	}
	return err
}

// removeDone deletes the segments read to their end that hold no damage
// still uncounted, and keeps the others in c.done for a later Ack.
func (c *Claim) removeDone() (removed bool) {
	kept := c.done[:0]
	for _, g := range c.done {
		if g.damaged {
			kept = append(kept, g)
			continue
		}
		g.close()
		removeSegment(g.dir, g.name)
		removed = true
	}
	clear(c.done[len(kept):])
	c.done = kept
	return removed
}

// persist writes the damage found so far into state.json, subtracting what
// the caller reported. Once it has, no open segment holds uncounted damage.
func (c *Claim) persist(reported lostSet) error {
	if c.found.total() == 0 && reported.total() == 0 {
		return nil
	}
	if err := c.s.updateState(c.found, reported); err != nil {
		return err
	}
	c.found = lostSet{}
	for _, g := range c.done {
		g.damaged = false
	}
	for _, g := range c.parked {
		g.damaged = false
	}
	if c.cur != nil && c.att.pending.Total() == 0 {
		// (Damage not yet given to a database is not in found yet; Next
		// never returns with any, but keep the flag if it did.)
		c.cur.damaged = false
	}
	return nil
}

// Lost returns the lost calls not yet reported that belong to this Spool's
// database: records for its Target dropped by the cap (by any process) and
// damage found in its segments by any drain, this one included — plus
// those whose database nobody can know (legacy records dropped by the
// cap, damage in a segment with no readable record). The caller writes
// one failure row per call (reason db_down: they were spooled because the
// database was down) and then calls AckLost with the same value. Losses of
// other databases wait for their Claims.
func (c *Claim) Lost() (Lost, error) {
	if c.lock == nil {
		return Lost{}, ErrClosed
	}
	st, err := readState(c.s.opts.Dir)
	var damage *StateDamage
	if errors.As(err, &damage) {
		// Damaged since the claim began: keep it aside now, so its lost
		// counts are reported with the rest.
		if err := c.s.updateState(lostSet{}, lostSet{}); err != nil {
			return Lost{}, err
		}
		st, err = readState(c.s.opts.Dir)
	}
	if err != nil {
		return Lost{}, err
	}
	un := st.unreported()
	un.addSet(c.found)
	c.reported = lostSet{none: un.none}
	for t, l := range un.by {
		if c.s.isTarget(t) {
			c.reported.add(bucket{target: t}, *l)
		}
	}
	return c.reported.sum(), nil
}

// AckLost marks l (as returned by the last Lost) reported. A crash between
// writing the failure rows and AckLost reports them again on the next
// drain: the failure table has no delivery key.
func (c *Claim) AckLost(l Lost) error {
	if c.lock == nil {
		return ErrClosed
	}
	if l.Total() != c.reported.total() {
		return errors.New("spool: AckLost takes what the last Lost returned")
	}
	err := c.persist(c.reported)
	c.reported = lostSet{}
	return err
}

// Release ends the Claim. Records handed out and not acknowledged stay in
// the spool for the next Claim. Release is idempotent.
func (c *Claim) Release() {
	if c.lock == nil {
		return
	}
	if c.cur != nil {
		c.cur.close()
		c.cur = nil
	}
	for _, g := range c.done {
		g.close()
	}
	c.done = nil
	for _, g := range c.parked {
		g.close()
	}
	c.parked = nil
	c.lock.Close()
	c.lock = nil
}
