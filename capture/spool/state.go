package spool

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// Lost counts spooled calls that will never be delivered.
type Lost struct {
	// Dropped counts records discarded to keep the spool under its cap,
	// by tool name ("query", "search"; "" for a record whose tool did not
	// decode).
	Dropped map[string]int64 `json:"dropped,omitempty"`
	// Torn counts calls lost at a segment's end: a damaged tail (the
	// partial last write of a process that died mid-write, or of a power
	// cut before its sync), or records missing from a segment cut short
	// on disk. In a segment that records how many records it holds (its
	// name, since it was sealed: segCount) the number is exact; in one
	// that does not, each damaged tail counts one (TornUnsure).
	Torn int64 `json:"torn,omitempty"`
	// Corrupt counts calls lost in damaged regions followed by good
	// records: bytes that changed on disk after they were written. Exact
	// in a segment that records its count, else one per region
	// (CorruptUnsure).
	Corrupt int64 `json:"corrupt,omitempty"`
	// TornUnsure and CorruptUnsure: of Torn and Corrupt, damaged regions
	// of segments that record no count (written by an evalkit before
	// segments did, or never sealed: their writer died): each is counted
	// as one call, and stands for at least one, possibly more. UnsureBytes
	// is how many bytes those regions held, unreadable. An earlier
	// evalkit ignores these fields and reads the regions as one call each,
	// as it always did.
	TornUnsure    int64 `json:"torn_unsure,omitempty"`
	CorruptUnsure int64 `json:"corrupt_unsure,omitempty"`
	UnsureBytes   int64 `json:"unsure_bytes,omitempty"`
	// CountsLost counts the times these counts were themselves lost:
	// state.json did not parse, so it was kept aside (StateDamage) and
	// new counts started. Each stands for an unknown number of calls the
	// damaged file counted and had not reported yet (none, or many).
	CountsLost int64 `json:"counts_lost,omitempty"`
}

// Total is the number of lost calls the counts stand for (a damaged region
// counts as one, and so do counts lost with a damaged state.json).
func (l Lost) Total() int64 {
	n := l.Torn + l.Corrupt + l.CountsLost
	for _, d := range l.Dropped {
		n += d
	}
	return n
}

// Unsure is how many of the lost calls stand for at least one call,
// possibly more: damaged regions of segments that record no count.
func (l Lost) Unsure() int64 { return l.TornUnsure + l.CorruptUnsure }

// DroppedTotal sums Dropped over the tools.
func (l Lost) DroppedTotal() int64 {
	var n int64
	for _, d := range l.Dropped {
		n += d
	}
	return n
}

func (l *Lost) addDropped(tool string, n int64) {
	if n == 0 {
		return
	}
	if tool != "query" && tool != "search" {
		tool = ""
	}
	if l.Dropped == nil {
		l.Dropped = map[string]int64{}
	}
	l.Dropped[tool] += n
}

func (l *Lost) add(o Lost) {
	for t, n := range o.Dropped {
		l.addDropped(t, n)
	}
	l.Torn += o.Torn
	l.Corrupt += o.Corrupt
	l.TornUnsure += o.TornUnsure
	l.CorruptUnsure += o.CorruptUnsure
	l.UnsureBytes += o.UnsureBytes
	l.CountsLost += o.CountsLost
}

// sub subtracts o, never going below zero.
func (l *Lost) sub(o Lost) {
	for t, n := range o.Dropped {
		if l.Dropped == nil {
			break
		}
		l.Dropped[t] = max(l.Dropped[t]-n, 0)
		if l.Dropped[t] == 0 {
			delete(l.Dropped, t)
		}
	}
	l.Torn = max(l.Torn-o.Torn, 0)
	l.Corrupt = max(l.Corrupt-o.Corrupt, 0)
	l.TornUnsure = max(l.TornUnsure-o.TornUnsure, 0)
	l.CorruptUnsure = max(l.CorruptUnsure-o.CorruptUnsure, 0)
	l.UnsureBytes = max(l.UnsureBytes-o.UnsureBytes, 0)
	l.CountsLost = max(l.CountsLost-o.CountsLost, 0)
}

// bucket is the database lost calls were for: a target, or none known (a
// legacy record, or damage in a segment with no readable record).
type bucket struct {
	target string
	legacy bool // no target known
}

var noTarget = bucket{legacy: true}

// lostSet is lost calls by the database they were for.
type lostSet struct {
	none Lost             // no target known
	by   map[string]*Lost // by target
}

func (s *lostSet) at(b bucket) *Lost {
	if b.legacy {
		return &s.none
	}
	if s.by == nil {
		s.by = map[string]*Lost{}
	}
	l := s.by[b.target]
	if l == nil {
		l = &Lost{}
		s.by[b.target] = l
	}
	return l
}

func (s *lostSet) add(b bucket, l Lost) { s.at(b).add(l) }

func (s *lostSet) addSet(o lostSet) {
	s.none.add(o.none)
	for t, l := range o.by {
		s.add(bucket{target: t}, *l)
	}
}

// sum is every lost call of the set.
func (s lostSet) sum() Lost {
	var l Lost
	l.add(s.none)
	for _, v := range s.by {
		l.add(*v)
	}
	return l
}

func (s lostSet) total() int64 { return s.sum().Total() }

// attributor gives damage found in a segment to the database of the
// segment's records: the last good record before it, else the next one,
// else none known. One process writes a segment, for one target.
type attributor struct {
	known   bool
	last    bucket
	pending Lost
}

func (a *attributor) record(s *lostSet, b bucket) {
	a.known, a.last = true, b
	if a.pending.Total() > 0 {
		s.add(b, a.pending)
		a.pending = Lost{}
	}
}

func (a *attributor) damage(s *lostSet, l Lost) {
	if a.known {
		s.add(a.last, l)
		return
	}
	a.pending.add(l)
}

func (a *attributor) end(s *lostSet) {
	if a.pending.Total() > 0 {
		s.add(noTarget, a.pending)
	}
	*a = attributor{}
}

// state is state.json: lost records waiting to be reported as failure rows,
// and lifetime totals for the doctor, by the database they were for.
// Unreported and Total are those whose database is unknown (and, in a
// version 1 file, every count); Targets holds the rest. Any process may
// update it under state.lock (updateState); anyone may read it without a
// lock (it is replaced atomically).
type state struct {
	Version    int                     `json:"version"`
	Unreported Lost                    `json:"unreported"`
	Total      Lost                    `json:"total"`
	Targets    map[string]*targetState `json:"targets,omitempty"`
}

// targetState is one database's lost counts in state.json.
type targetState struct {
	Unreported Lost `json:"unreported"`
	Total      Lost `json:"total"`
}

func (st *state) target(t string) *targetState {
	if st.Targets == nil {
		st.Targets = map[string]*targetState{}
	}
	ts := st.Targets[t]
	if ts == nil {
		ts = &targetState{}
		st.Targets[t] = ts
	}
	return ts
}

// unreported is the set of lost calls not yet reported.
func (st state) unreported() lostSet {
	s := lostSet{none: st.Unreported}
	for t, ts := range st.Targets {
		s.add(bucket{target: t}, ts.Unreported)
	}
	return s
}

// totals sums the counts over every database.
func (st state) totals() (unreported, total Lost) {
	unreported.add(st.Unreported)
	total.add(st.Total)
	for _, ts := range st.Targets {
		unreported.add(ts.Unreported)
		total.add(ts.Total)
	}
	return unreported, total
}

// StateDamage is a state.json that does not parse: truncated by a disk
// error or a crash, or edited by hand. Its counts cannot be read, so the
// calls it counted as lost and had not reported are unknown. The first
// update of the counts (an Append whose cap drops or refuses, a Claim)
// keeps the file aside as state.json.damaged-<UTC time> — never deleted:
// it is the evidence — and starts new counts marked Lost.CountsLost, which
// the next drain reports as one lost call of unknown number. ReadStats
// reports one it finds (Stats.StateDamaged) and leaves it as it is.
type StateDamage struct {
	Path string // the damaged state.json
	// Kept is where it was kept aside; "" while it is still in place
	// (ReadStats, which writes nothing).
	Kept string
	Err  error // why it does not parse
}

func (d *StateDamage) Error() string {
	if d.Kept == "" {
		return fmt.Sprintf("spool: %s is damaged (%v): the counts of lost spooled calls in it cannot be read", d.Path, d.Err)
	}
	return fmt.Sprintf("spool: %s was damaged (%v): kept aside as %s, and new counts started; "+
		"the lost calls it counted and had not reported are unknown, and become one failure row", d.Path, d.Err, d.Kept)
}

func (d *StateDamage) Unwrap() error { return d.Err }

// damagedStatePrefix names the damaged state files kept aside.
const damagedStatePrefix = stateName + ".damaged-"

// maxStateBytes bounds state.json: counts for thousands of databases
// take a few hundred KiB.
const maxStateBytes = 8 << 20

// readState reads state.json; a missing one is no counts yet. One that does
// not parse is a *StateDamage (a read error is not: the disk, not the
// file).
func readState(dir string) (state, error) {
	st := state{Version: 2}
	path := filepath.Join(dir, stateName)
	// Read without blocking and bounded (userfile.Read): a named pipe or
	// a device put in its place is damage, kept aside like a file that
	// does not parse, never waited on or read without end.
	b, _, err := userfile.Read(path, maxStateBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return st, nil
	}
	var notReg *userfile.NotRegularError
	var tooLarge *userfile.TooLargeError
	if errors.As(err, &notReg) || errors.As(err, &tooLarge) {
		return state{Version: 2}, &StateDamage{Path: path, Err: err}
	}
	if err != nil {
		return st, fmt.Errorf("spool: %w", err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return state{Version: 2}, &StateDamage{Path: path, Err: err}
	}
	for t, ts := range st.Targets {
		if ts == nil {
			delete(st.Targets, t) // "targets": {"x": null}: no counts
		}
	}
	return st, nil
}

// updateState adds found to the unreported and total counts and subtracts
// reported from the unreported ones. It holds state.lock from the read to
// the rename: a drainer and appenders the cap refused (which do not hold
// the drain lock) count at the same moment, and a read-modify-write
// without it would lose one of the updates. A damaged state.json is kept
// aside and new counts start (StateDamage); OnDamagedState hears of it.
func (s *Spool) updateState(found, reported lostSet) error {
	damage, err := s.updateStateLocked(found, reported)
	if err == nil && damage != nil && s.opts.OnDamagedState != nil {
		// Not under state.lock: the callback may take its time.
		s.opts.OnDamagedState(damage)
	}
	return err
}

// updateStateLocked is updateState under state.lock; it returns the
// damaged state.json it kept aside, if any.
func (s *Spool) updateStateLocked(found, reported lostSet) (*StateDamage, error) {
	dir := s.opts.Dir
	unlock, err := lockState(dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	st, err := readState(dir)
	var damage *StateDamage
	if errors.As(err, &damage) {
		if damage.Kept, err = keepDamagedState(dir, s.opts.Now()); err != nil {
			return nil, err
		}
		st = state{Version: 2}
		// The damaged file's unreported counts are unknown (none, or
		// many), and so is their database: one mark, reported by the next
		// drain of any database.
		st.Unreported.CountsLost, st.Total.CountsLost = 1, 1
	} else if err != nil {
		return nil, err
	}
	st.Version = 2
	st.Unreported.add(found.none)
	st.Total.add(found.none)
	st.Unreported.sub(reported.none)
	for t, l := range found.by {
		ts := st.target(t)
		ts.Unreported.add(*l)
		ts.Total.add(*l)
	}
	for t, l := range reported.by {
		st.target(t).Unreported.sub(*l)
	}
	b, err := json.Marshal(st)
	if err == nil {
		err = writeFileAtomic(dir, stateName, append(b, '\n'))
	}
	if err != nil {
		if damage != nil {
			// Put the damaged file back rather than leave no state.json:
			// the damage (and so the lost counts) stays visible, and the
			// next update tries again.
			_ = os.Rename(damage.Kept, filepath.Join(dir, stateName))
		}
		return nil, err
	}
	return damage, nil
}

// keepDamagedState renames dir's state.json to a name of its own beside it,
// state.json.damaged-<UTC time>, never over an earlier one. It runs under
// state.lock.
func keepDamagedState(dir string, now time.Time) (string, error) {
	base := filepath.Join(dir, damagedStatePrefix+now.UTC().Format("20060102T150405.000000000Z"))
	kept := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(kept); errors.Is(err, fs.ErrNotExist) {
			break
		}
		kept = fmt.Sprintf("%s-%d", base, i)
	}
	if err := os.Rename(filepath.Join(dir, stateName), kept); err != nil {
		return "", fmt.Errorf("spool: keeping the damaged state.json aside: %w", err)
	}
	return kept, nil
}

// repairState keeps a damaged state.json aside and starts new counts, so
// the loss is recorded (and heard of) as soon as a drain starts rather
// than at the next count. Any other trouble is left to the next update,
// which reports it.
func (s *Spool) repairState() {
	var damage *StateDamage
	if _, err := readState(s.opts.Dir); errors.As(err, &damage) {
		_ = s.updateState(lostSet{}, lostSet{})
	}
}

// damagedStates lists the damaged state files kept aside in dir, oldest
// first.
func damagedStates(dir string) []string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), damagedStatePrefix) {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

// stateLockWait bounds a stall of state.lock: how long lockState waits
// while no holder finishes an update. Its holders only read and replace a
// small file; a holder stuck far longer (stopped, or on a hung disk) must
// not hold up a capture writer for ever: the update then fails and its
// caller counts the calls as it would without a spool. A queue is not a
// stall: when several processes (or Spool handles) count at once — the
// appenders a full spool refuses while a drain runs — the lock passes from
// one to the next, each holding it for a few milliseconds, and a waiter
// that polls may lose many turns in a row (seconds on a loaded machine).
// Each finished update replaces state.json, so the wait goes on for as
// long as it does. A var so that tests can shorten it.
var stateLockWait = 2 * time.Second

// lockState takes state.lock, polling tryLock rather than blocking in
// flock so the wait is bounded (stateLockWait without progress). The lock
// file is never replaced (state.json is, so it cannot carry the lock
// itself).
func lockState(dir string) (unlock func(), err error) {
	path := filepath.Join(dir, stateLockName)
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	seen := stateStampOf(dir)
	deadline := time.Now().Add(stateLockWait)
	for delay := 100 * time.Microsecond; ; delay = min(2*delay, 10*time.Millisecond) {
		ok, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, err
		}
		if ok {
			return func() { f.Close() }, nil
		}
		if time.Now().After(deadline) {
			now := stateStampOf(dir)
			if now.same(seen) {
				f.Close()
				return nil, fmt.Errorf("spool: %s: held by another process for over %v with no update of %s (a stopped process, or a disk that does not answer)", path, stateLockWait, stateName)
			}
			// Others updated the counts meanwhile: the lock is busy,
			// not stuck.
			seen, deadline = now, time.Now().Add(stateLockWait)
		}
		time.Sleep(delay)
	}
}

// stateStamp tells one state.json from the next: every update replaces the
// file (a new file renamed over it, so a new inode, a new modification
// time), and a change means some holder of state.lock finished one.
type stateStamp struct {
	fi os.FileInfo // nil: no state.json (none yet, or unreadable)
}

func stateStampOf(dir string) stateStamp {
	fi, err := os.Lstat(filepath.Join(dir, stateName))
	if err != nil {
		return stateStamp{}
	}
	return stateStamp{fi}
}

func (a stateStamp) same(b stateStamp) bool {
	if a.fi == nil || b.fi == nil {
		return a.fi == nil && b.fi == nil
	}
	return os.SameFile(a.fi, b.fi) && a.fi.ModTime().Equal(b.fi.ModTime()) && a.fi.Size() == b.fi.Size()
}

// writeFileAtomic replaces dir/name by data: a temporary file, synced,
// renamed over, and the directory synced. A reader sees the old content or
// the new, never a mix.
func writeFileAtomic(dir, name string, data []byte) (err error) {
	f, err := os.CreateTemp(dir, tmpPrefix+name+"-*")
	if err != nil {
		return fmt.Errorf("spool: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			err = fmt.Errorf("spool: %w", err)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), filepath.Join(dir, name)); err != nil {
		return err
	}
	return syncDir(dir)
}
