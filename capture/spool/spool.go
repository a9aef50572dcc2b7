package spool

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modusbrain/evalkit/internal/userfile"
)

// DefaultMaxBytes is the size cap when Options.MaxBytes is zero: about
// 130,000 typical rows, days of one person's traffic.
const DefaultMaxBytes = 64 << 20

// minSegmentBytes keeps tiny caps from turning every batch into a file.
const minSegmentBytes = 64 << 10

// File names inside the spool directory.
const (
	lockName      = "drain.lock" // flock'd by the one process draining
	stateName     = "state.json" // lost-record counts; written atomically
	stateLockName = "state.lock" // flock'd while state.json is updated
	segPrefix     = "seg-"       // seg-<unix ns, 20 digits>-<8 hex>: records
	ackSuffix     = ".ack"       // <segment>.ack: how far that segment is delivered
	tmpPrefix     = ".tmp-"      // a segment or state file being created
)

// Options configure a Spool.
type Options struct {
	// Dir is the spool directory, normally <evalkit home>/spool. It is
	// created (0700) when missing; files in it are 0600.
	Dir string
	// MaxBytes caps the spool's files on disk (DefaultMaxBytes when zero).
	// Making room drops the oldest segments whole; their records are
	// counted as Lost.Dropped.
	MaxBytes int64
	// SegmentBytes is the size at which a writer starts a new segment file
	// (default MaxBytes/16, at least 64 KiB, at most MaxBytes). It is also
	// the granularity of dropping.
	SegmentBytes int64
	// NoSync skips the fsync after each Append. A kill -9 still loses
	// nothing that Append returned (it is in the kernel's page cache); a
	// power cut or kernel crash may lose anything not yet synced.
	// Benchmarks and tests only.
	NoSync bool
	// Now replaces time.Now (tests).
	Now func() time.Time
	// Target is the identity of the database this Spool's records are for
	// (dial.Identity: no credentials). Append tags every record with it,
	// and a Claim hands out only records with the same Target: records
	// that other processes spooled for other databases stay in the spool,
	// counted by ReadStats, for a Spool opened with their Target. Several
	// databases can share one directory, its cap and its drain lock.
	Target string
	// SameTarget, when set, tells whether a record's target is another
	// spelling of Target (dial.SameIdentity: an identity an earlier evalkit
	// spelled with libpq's options whole). A Claim hands out such records,
	// and reports their lost counts, as Target's own.
	SameTarget func(target string) bool
	// AdoptLegacy lets a Claim also hand out legacy records (format
	// version 1, written by builds that did not record the database), to
	// be delivered into this Spool's Target. Without it they wait.
	AdoptLegacy bool
	// OnDamagedState, when set, hears that state.json did not parse and
	// was kept aside, new counts started (StateDamage, with Kept set). It
	// is called once per damaged file, by the process that kept it aside,
	// from whichever goroutine updated the counts.
	OnDamagedState func(*StateDamage)
}

// Spool is an append-only, crash-safe local queue of candidate rows under
// one directory. Several processes may open the same directory: each
// appends to segment files of its own, and at most one at a time drains
// (see Claim). A Spool is safe for concurrent use.
type Spool struct {
	opts Options

	mu       sync.Mutex
	closed   bool
	active   *os.File // this process's open segment, flock'd; nil between segments
	path     string   // active's name in the directory (it was opened under a temporary one)
	size     int64    // bytes in active
	count    int64    // records in active, named when it is sealed
	lastNano int64    // the newest segment name's time, to keep names ordered
	buf      []byte
	keys     []byte
}

// ErrClosed is returned by calls on a closed Spool.
var ErrClosed = errors.New("spool: closed")

// ErrFull means a batch did not fit under the cap and no room could be made
// (another process is draining, or every older segment is in use): nothing
// was written, and the batch is counted as dropped by the cap in the
// spool's Lost counts (AppendResult.Refused) — unless counting failed too,
// and then it is the caller's to count as lost.
var ErrFull = errors.New("spool: full")

// Open prepares dir as a spool. It takes no lock and reads nothing.
func Open(opts Options) (*Spool, error) {
	if opts.Dir == "" {
		return nil, errors.New("spool: Options.Dir is empty")
	}
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	if opts.SegmentBytes <= 0 {
		opts.SegmentBytes = max(opts.MaxBytes/16, minSegmentBytes)
	}
	opts.SegmentBytes = min(opts.SegmentBytes, opts.MaxBytes)
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if err := prepareDir(opts.Dir); err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	return &Spool{opts: opts}, nil
}

// prepareDir creates dir (0700) when it is missing. An existing one must be
// a real directory — not a symbolic link, whatever it points at — owned by
// this user; it is then made private (0700) through its own descriptor.
// The spool holds query text (scrubbed, or raw when scrubbing is off), but
// evalkit never changes the mode of a directory that is not the user's
// own spool: run as root with the path linked to /etc, that would be /etc.
func prepareDir(dir string) error {
	// The home (~/.modusbrain) is modusbrain's directory: shared when the
	// place it is in is (userfile.MkdirHome); only a home whose own parent
	// is missing too is made as a tree, private.
	home := filepath.Dir(dir)
	if err := userfile.MkdirHome(home); errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(home, 0o700); err != nil {
			return err
		}
	} else if err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	f, err := openDir(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	uid, err := ownerOf(f)
	if err != nil {
		return err
	}
	if me := os.Geteuid(); uid != me {
		return fmt.Errorf("%s is owned by uid %d, not by this user (uid %d): the spool must be a directory of your own; remove it or point MODUSBRAIN_HOME elsewhere", dir, uid, me)
	}
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if fi.Mode().Perm() != 0o700 {
		return f.Chmod(0o700)
	}
	return nil
}

func errSymlink(dir string) error {
	return fmt.Errorf("%s is a symbolic link: the spool must be a real directory, so evalkit neither follows nor changes what it points at; remove the link (evalkit creates the directory itself)", dir)
}

func errNotDir(dir string) error {
	return fmt.Errorf("%s is not a directory: the spool must be one; move the file away (evalkit creates the directory itself)", dir)
}

// Dir is the spool directory.
func (s *Spool) Dir() string { return s.opts.Dir }

// MaxBytes is the size cap in effect.
func (s *Spool) MaxBytes() int64 { return s.opts.MaxBytes }

// Target is the identity of the database this Spool's records are for.
func (s *Spool) Target() string { return s.opts.Target }

// mine tells whether a record (its payload) is for this Spool's database:
// its Target, or a legacy record when AdoptLegacy is set. ok is false when
// the target does not decode.
func (s *Spool) mine(p []byte) (mine bool, b bucket, ok bool) {
	target, legacy, ok := payloadTarget(p)
	b = bucket{target: target, legacy: legacy}
	if legacy {
		return s.opts.AdoptLegacy, b, ok
	}
	return s.isTarget(target), b, ok
}

// isTarget tells whether target names this Spool's database (Target, or
// another spelling of it by SameTarget).
func (s *Spool) isTarget(target string) bool {
	return target == s.opts.Target || s.opts.SameTarget != nil && s.opts.SameTarget(target)
}

// AppendResult says what one Append did.
type AppendResult struct {
	Spooled int   // records written (and synced unless NoSync)
	Bytes   int64 // bytes they took
	// Dropped counts older records discarded to make room under the cap.
	// They are also kept in the spool's Lost counts until a drainer
	// reports them (Claim.Lost), so do not write failure rows for them
	// from this number.
	Dropped Lost
	// Refused counts this batch when the cap refused it (ErrFull). Like
	// Dropped, it is in the spool's Lost counts, so a drainer writes its
	// failure rows and the caller must not. It is zero when counting
	// failed (the error says why): the batch is then the caller's to count.
	Refused Lost
}

// Append writes the batch as one write(2) to this process's segment, then
// fsyncs it (unless NoSync): when Append returns nil, every record of the
// batch survives a kill -9 and a power cut. Each record keeps its Entry.Key
// or gets a fresh delivery key. On error nothing of the batch is in the spool (a partial
// write is cut off again) — unless the cut itself failed, in which case the
// segment is abandoned and a drainer counts its tail as torn.
func (s *Spool) Append(batch []Entry) (AppendResult, error) {
	var res AppendResult
	if len(batch) == 0 {
		return res, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return res, ErrClosed
	}
	now := s.opts.Now()
	n := 16 * len(batch)
	s.keys = append(s.keys[:0], make([]byte, n)...)
	rand.Read(s.keys) // never fails (crypto/rand, Go 1.24+)
	s.buf = s.buf[:0]
	for i := range batch {
		captured := batch[i].Captured
		if captured.IsZero() {
			captured = now
		}
		if k := batch[i].Key; k != "" {
			if err := putKey(s.keys[16*i:16*i+16], k); err != nil {
				return res, err
			}
		}
		var err error
		s.buf, err = appendRecord(s.buf, (*[16]byte)(s.keys[16*i:]), captured, s.opts.Target, &batch[i].Candidate)
		if err != nil {
			return res, err
		}
	}
	size := int64(len(s.buf))
	if s.active != nil && s.size > 0 && s.size+size > s.opts.SegmentBytes {
		s.seal()
	}
	if s.active == nil {
		dropped, err := s.makeRoom(size)
		res.Dropped = dropped
		if errors.Is(err, ErrFull) {
			res.Refused, err = s.refuse(batch)
		}
		if err != nil {
			return res, err
		}
		if err := s.newSegment(now); err != nil {
			return res, err
		}
	}
	if err := s.write(s.buf, int64(len(batch))); err != nil {
		return res, err
	}
	res.Spooled, res.Bytes = len(batch), size
	return res, nil
}

// write appends b, n records, to the active segment and syncs it; on
// failure it cuts the segment back and retires it.
func (s *Spool) write(b []byte, n int64) error {
	f := s.active
	_, err := f.Write(b)
	if err == nil && !s.opts.NoSync {
		err = f.Sync()
	}
	if err == nil {
		s.size += int64(len(b))
		s.count += n
		return nil
	}
	if s.size == 0 {
		// A new segment whose first write failed holds nothing: remove it
		// rather than leave an empty file per failed batch (a full disk).
		// The lock is still ours, so no drainer is reading it.
		os.Remove(s.path)
		s.seal()
		return fmt.Errorf("spool: %w", err)
	}
	if terr := f.Truncate(s.size); terr == nil {
		_ = f.Sync()
	}
	s.seal()
	return fmt.Errorf("spool: %w", err)
}

// seal closes the active segment, which releases its flock: from then on
// it belongs to whichever process drains. First, while the lock still
// keeps every reader out, it renames the segment to a name that records
// how many records and bytes it holds (countedName): a reader can then
// tell exactly how many records a segment cut short on disk lost, where
// the bytes alone only show that some are gone. A segment whose rename
// fails, or whose writer died before sealing it, keeps its plain name:
// its damage counts as at least one call each (Lost.TornUnsure).
func (s *Spool) seal() {
	if s.active == nil {
		return
	}
	if s.count > 0 {
		named := countedName(s.path, s.count, s.size)
		if os.Rename(s.path, named) == nil {
			s.path = named
			if !s.opts.NoSync {
				_ = syncDir(s.opts.Dir)
			}
		}
	}
	s.active.Close()
	s.active, s.size, s.count = nil, 0, 0
}

// countedName is a segment's name once sealed:
// seg-<unix ns, 20 digits>-<8 hex>-n<records>-b<bytes>. An earlier
// evalkit reads it as any segment (it only sorts the names).
func countedName(path string, count, size int64) string {
	return fmt.Sprintf("%s-n%d-b%d", path, count, size)
}

// minRecordBytes is the smallest framed record: a header, the fixed
// payload prefix, and one byte each for the tool, the query, the three
// list counts, the flags and the latency (a version 1 record).
const minRecordBytes = headerSize + payloadPrefix + 7

// segCount reads the count and size a sealed segment's name records; ok
// is false for a plain name (an earlier evalkit's, or a writer that died
// before sealing) and for a count its bytes could not hold.
func segCount(name string) (count, size int64, ok bool) {
	const plain = len(segPrefix) + 20 + 1 + 8
	if len(name) <= plain || !strings.HasPrefix(name, segPrefix) {
		return 0, 0, false
	}
	c, b, found := strings.Cut(strings.TrimPrefix(name[plain:], "-n"), "-b")
	if !found || len(name[plain:]) == len(strings.TrimPrefix(name[plain:], "-n")) {
		return 0, 0, false
	}
	count, err1 := strconv.ParseInt(c, 10, 64)
	size, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil || count < 1 || size > 1<<62 || count > size/minRecordBytes {
		return 0, 0, false
	}
	return count, size, true
}

// newSegment creates a segment file and locks it before it is visible under
// its final name, so a drainer never mistakes a segment for abandoned
// between its creation and its lock.
func (s *Spool) newSegment(now time.Time) error {
	ns := max(now.UnixNano(), s.lastNano+1)
	var r [4]byte
	rand.Read(r[:])
	name := fmt.Sprintf("%s%020d-%s", segPrefix, ns, hex.EncodeToString(r[:]))
	tmp := filepath.Join(s.opts.Dir, tmpPrefix+name)
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("spool: %w", err)
	}
	ok, err := tryLock(f)
	if err == nil && !ok {
		err = errors.New("spool: a new segment was locked by someone else")
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(s.opts.Dir, name))
	}
	if err == nil && !s.opts.NoSync {
		err = syncDir(s.opts.Dir)
	}
	if err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("spool: %w", err)
	}
	s.active, s.path, s.size, s.count, s.lastNano = f, filepath.Join(s.opts.Dir, name), 0, 0, ns
	return nil
}

// makeRoom runs before a new segment starts: the segment may grow to
// SegmentBytes (or this batch, if larger), and that must fit under the cap
// with everything already on disk. Oldest segments go first, whole, under
// the drain lock so no drainer is reading them.
func (s *Spool) makeRoom(batch int64) (Lost, error) {
	var dropped Lost
	var found lostSet
	segs, total, err := listSegments(s.opts.Dir)
	if err != nil {
		return dropped, err
	}
	for _, g := range segs {
		if g.size > maxSegmentRead(s.opts.MaxBytes) {
			// A BadSegment: no evalkit wrote it and none can drop it, so
			// it must not refuse every batch to come (a sparse 20 GiB file).
			total -= g.size
		}
	}
	need := max(s.opts.SegmentBytes, batch)
	if total+need <= s.opts.MaxBytes {
		return dropped, nil
	}
	lock, err := s.tryDrainLock()
	if err != nil {
		return dropped, err
	}
	if lock == nil {
		if total+batch <= s.opts.MaxBytes {
			return dropped, nil // this batch fits; room is made next time
		}
		return dropped, ErrFull
	}
	defer lock.Close()
	var gone []string
	for _, seg := range segs {
		if total+need <= s.opts.MaxBytes {
			break
		}
		lost, ok, err := s.dropSegment(seg.name)
		if err != nil {
			return dropped, err
		}
		if !ok {
			continue // a live process is still writing it
		}
		found.addSet(lost)
		dropped.add(lost.sum())
		total -= seg.size
		gone = append(gone, seg.name)
	}
	if len(gone) > 0 {
		// Count before deleting: a crash in between counts the segment
		// twice, never not at all.
		if err := s.updateState(found, lostSet{}); err != nil {
			return Lost{}, err
		}
		for _, name := range gone {
			removeSegment(s.opts.Dir, name)
		}
		if !s.opts.NoSync {
			_ = syncDir(s.opts.Dir)
		}
	}
	if total+batch > s.opts.MaxBytes {
		return dropped, ErrFull
	}
	return dropped, nil
}

// refuse counts a batch the cap refused as dropped, for this Spool's
// database, and returns ErrFull. The refusing process most often does not
// hold the drain lock (a drain is running): the count is still written
// now, because the process may end before any failure row can be (the
// database is down), and the doctor reads state.json from elsewhere.
func (s *Spool) refuse(batch []Entry) (Lost, error) {
	var lost lostSet
	l := lost.at(bucket{target: s.opts.Target})
	for i := range batch {
		l.addDropped(batch[i].Candidate.ToolName, 1)
	}
	if err := s.updateState(lost, lostSet{}); err != nil {
		return Lost{}, fmt.Errorf("%w; counting the refused batch failed: %w", ErrFull, err)
	}
	return *l, ErrFull
}

// dropSegment counts the undelivered records of an inactive segment, by
// the database they were for; ok is false when the segment is active in a
// live process.
func (s *Spool) dropSegment(name string) (lostSet, bool, error) {
	var lost lostSet
	seg, err := openSegment(nil, s.opts.Dir, name, s.opts.MaxBytes)
	if isBadSegment(err) {
		return lost, false, nil // not evalkit's to drop: kept, and named by ReadStats
	}
	if err != nil || seg == nil {
		return lost, false, err
	}
	defer seg.close()
	var att attributor
	for {
		start := seg.pos
		p, st := seg.next()
		switch st {
		case segEnd:
			if missing, err := seg.missing(); err != nil {
				return lost, false, err
			} else if missing.Total() > 0 {
				att.damage(&lost, missing)
			}
			att.end(&lost)
			return lost, true, nil
		case segRecord:
			seg.good++
			_, b, _ := s.mine(p)
			att.record(&lost, b)
			lost.at(b).addDropped(payloadTool(p), 1)
		case segCorrupt, segTorn:
			att.damage(&lost, seg.damage(st, start))
		case segFail:
			return lost, false, seg.err()
		}
	}
}

// tryDrainLock takes the drain lock without waiting; nil when another
// drainer (or appender making room) holds it.
func (s *Spool) tryDrainLock() (*os.File, error) {
	f, err := os.OpenFile(filepath.Join(s.opts.Dir, lockName), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("spool: %w", err)
	}
	ok, err := tryLock(f)
	if err != nil || !ok {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Close seals this process's segment so the next drainer can take it.
// Records already appended stay in the spool. Close is idempotent.
func (s *Spool) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	s.seal()
	return nil
}

type segInfo struct {
	name    string
	size    int64
	modTime time.Time
}

// listSegments returns the segments oldest first and their total size.
func listSegments(dir string) ([]segInfo, int64, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, 0, fmt.Errorf("spool: %w", err)
	}
	var segs []segInfo
	var total int64
	for _, e := range ents {
		name := e.Name()
		if !strings.HasPrefix(name, segPrefix) || strings.HasSuffix(name, ackSuffix) {
			continue
		}
		fi, err := e.Info()
		if errors.Is(err, fs.ErrNotExist) {
			continue // drained under our feet
		}
		if err != nil {
			return nil, 0, fmt.Errorf("spool: %w", err)
		}
		size := fi.Size()
		if !fi.Mode().IsRegular() {
			size = 0 // not a segment evalkit wrote (BadSegment): no spool bytes
		}
		segs = append(segs, segInfo{name: name, size: size, modTime: fi.ModTime()})
		total += size
	}
	sort.Slice(segs, func(i, j int) bool { return segs[i].name < segs[j].name })
	return segs, total, nil
}

// removeSegment deletes a segment and its ack file (segment first: an ack
// file without its segment is harmless and removed by the next drain).
func removeSegment(dir, name string) {
	os.Remove(filepath.Join(dir, name))
	os.Remove(filepath.Join(dir, name+ackSuffix))
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
