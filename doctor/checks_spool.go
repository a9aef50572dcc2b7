package doctor

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store/dial"
)

// CheckSpool is the capture spool's check ID (docs/doctor.md, docs/spool.md).
const CheckSpool = "spool"

// spoolStaleAfter is when a waiting record means the spool is not
// draining. A capturing process delivers the spool when it starts, within a
// backoff step (at most 16 s by default) of the database answering again,
// and when it closes; a record older than this has seen no capture process
// that could reach the database for a quarter of an hour.
const spoolStaleAfter = 15 * time.Minute

// spoolNearCap warns when the spool fills this share of its cap: beyond
// it, the oldest records are dropped to make room.
const spoolNearCap = 0.8

// checkSpool reports what waits in the capture spool: records, the age of
// the oldest, the size against the cap, and calls it lost. It reads the
// files without locking or writing anything.
func checkSpool(s *configplane.Settings, now time.Time) Check {
	return checkSpoolContext(context.Background(), s, now)
}

// checkSpoolContext is checkSpool, ended by ctx: the spool is streamed a
// window at a time (a huge file named like a segment costs time, not
// memory), and a Ctrl-C ends the reading within one window.
func checkSpoolContext(ctx context.Context, s *configplane.Settings, now time.Time) Check {
	c := Check{ID: CheckSpool, Data: map[string]any{"dir": s.Spool.Dir}}
	if s.Spool.Dir == "" {
		c.Message = "no spool: there is no usable modusbrain home (see the config check)"
		return c
	}
	st, err := spool.ReadStatsContext(ctx, s.Spool.Dir, s.Spool.MaxBytes)
	if err != nil {
		c.Status = Warn
		c.Message = "cannot read the spool at " + s.Spool.Dir + ": " + err.Error()
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			// Not the disk's fault: too much to read in the checks' time.
			c.Message = "the spool at " + s.Spool.Dir + " was not read through in the time the checks have: it is very large"
			c.Fix = "deliver it (eval-capture </dev/null once the database answers); a huge seg-* file that no capture wrote can be moved out of the directory (ls -lS " + s.Spool.Dir + ")"
		case errors.Is(err, fs.ErrPermission):
			c.Fix = "check the directory's owner and permissions (it should be yours, mode 0700)"
		default:
			c.Fix = "look at the file the error names (a disk error shows in the kernel's log: dmesg); events keep going to the spool, and eval-capture </dev/null delivers what it can read"
		}
		return c
	}
	c.Data["records"] = st.Records
	c.Data["bytes"] = st.Bytes
	c.Data["max_bytes"] = st.MaxBytes
	c.Data["max_bytes_source"] = s.Spool.Source
	c.Data["unreported_lost"] = st.Unreported.Total()
	c.Data["total_lost"] = st.Total.Total()
	if !st.Oldest.IsZero() {
		c.Data["oldest"] = st.Oldest.UTC().Format(time.RFC3339)
		c.Data["oldest_age_seconds"] = int64(now.Sub(st.Oldest) / time.Second)
	}
	capText := fmt.Sprintf("%s of its %s cap (%s)", sizeText(st.Bytes), sizeText(st.MaxBytes), s.Spool.Source)
	// Each record is delivered only into the database it was spooled for
	// (docs/spool.md): what waits for this target, what for others.
	mine := ""
	if s.TargetErr == nil {
		// With the role: it can choose the schema (dial.SpoolIdentity).
		mine = dial.SpoolIdentity(s.Target)
	}
	// An earlier evalkit spelled some identities otherwise (libpq's options
	// whole): records under such a spelling of this database are this
	// database's, and those of another database are told by its identity
	// as spelled now (dial.SameIdentity, dial.CanonicalIdentity).
	var own spool.TargetStats
	var others []spool.TargetStats
	targets := []map[string]any{}
	for _, t := range st.Targets {
		isMine := !t.Legacy && mine != "" && dial.SameIdentity(t.Target, mine)
		switch {
		case isMine:
			own = mergeTargets(own, t)
		case t.Records == 0:
		case t.Legacy:
			others = append(others, t)
		default:
			o := t
			o.Target = dial.CanonicalIdentity(t.Target)
			if i := slices.IndexFunc(others, func(x spool.TargetStats) bool { return !x.Legacy && x.Target == o.Target }); i >= 0 {
				others[i] = mergeTargets(others[i], o)
			} else {
				others = append(others, o)
			}
		}
		td := map[string]any{"target": t.Target, "legacy": t.Legacy, "records": t.Records, "current": isMine,
			"unreported_lost": t.Unreported.Total()}
		if !t.Oldest.IsZero() {
			td["oldest"] = t.Oldest.UTC().Format(time.RFC3339)
		}
		targets = append(targets, td)
	}
	c.Data["targets"] = targets
	var otherRecords int64
	for _, t := range others {
		otherRecords += t.Records
	}
	switch {
	case st.Records == 0:
		c.Message = "empty: nothing waits for the database (" + s.Spool.Dir + ", cap " + sizeText(st.MaxBytes) + ", " + s.Spool.Source + ")"
	case own.Records > 0:
		c.Message = fmt.Sprintf("%s for the database in %s, %s; the oldest was spooled %s",
			countText(own.Records, "event waits", "events wait"), s.Spool.Dir, capText, ageText(now.Sub(own.Oldest)))
	default:
		c.Message = fmt.Sprintf("%s in %s for %s, none for this one; %s",
			countText(otherRecords, "event waits", "events wait"), s.Spool.Dir,
			map[bool]string{true: "another database", false: "other databases"}[len(others) == 1], capText)
	}
	var fixes []string
	for _, t := range others {
		c.Status = Warn
		if t.Legacy {
			c.Details = append(c.Details, fmt.Sprintf("%s with no database recorded (spooled by an older evalkit; the oldest %s): no run delivers them on its own",
				countText(t.Records, "event waits", "events wait"), ageText(now.Sub(t.Oldest))))
			fixes = append(fixes, "deliver the older evalkit's events into the database they were captured for: "+legacyHowTo)
			continue
		}
		switch {
		case dial.RoleNotRecorded(t.Target, mine):
			c.Details = append(c.Details, fmt.Sprintf("%s for this database with no role recorded (spooled by an older evalkit; the oldest %s): "+
				"a role can choose the schema the tables are in (\"$user\" in search_path, ALTER ROLE … SET search_path), so no run delivers them on its own",
				countText(t.Records, "event waits", "events wait"), ageText(now.Sub(t.Oldest))))
			fixes = append(fixes, "deliver them as the role that captured them: eval-capture --adopt-legacy-spool </dev/null if that is the role evalkit uses here, else "+
				dial.CommandEnv(t.Target, "ROLE", s.Target)+" eval-capture --adopt-legacy-spool </dev/null")
			continue
		case dial.OtherRole(t.Target, mine):
			c.Details = append(c.Details, fmt.Sprintf("%s for %s: this database as role %s, not the role evalkit uses here (%s); a role can choose the schema the tables are in, "+
				"so they are delivered only by a run as that role (the oldest spooled %s)",
				countText(t.Records, "event waits", "events wait"), t.Target, dial.IdentityUser(t.Target), dial.IdentityUser(mine), ageText(now.Sub(t.Oldest))))
		default:
			c.Details = append(c.Details, fmt.Sprintf("%s for %s, not the database evalkit uses here (the oldest spooled %s): they are delivered only there",
				countText(t.Records, "event waits", "events wait"), t.Target, ageText(now.Sub(t.Oldest))))
		}
		fixes = append(fixes, "deliver them into the database they were captured for, naming it for one command (modusbrain's own settings stay as they are): "+dial.CommandEnv(t.Target, "USER", s.Target)+" eval-capture </dev/null")
	}
	c.Data["writable"] = true
	if b := spoolWriteBlock(s.Spool.Dir); b != nil {
		c.Data["writable"] = false
		lost := b.why + ": events the database cannot take would be lost"
		switch {
		case !s.Capture.Value:
			c.Details = append(c.Details, "capture is off; if turned on, "+lost)
		case st.Records == 0:
			c.Status = Warn
			c.Message = lost
		default:
			c.Status = Warn
			c.Details = append(c.Details, lost)
		}
		if s.Capture.Value {
			fixes = append(fixes, b.fix)
		}
	}
	if b := spoolFullBlock(s.Spool.Dir); b != nil && s.Capture.Value && c.Data["writable"] == true {
		c.Status = Warn
		c.Data["free_bytes"] = b.free
		if st.Records == 0 {
			c.Message = b.why
		} else {
			c.Details = append(c.Details, b.why)
		}
		fixes = append(fixes, b.fix)
	}
	switch {
	case own.Records > 0 && !s.Capture.Value:
		// They do not wait for the database: eval-capture delivers the
		// spool only with capture on, so with it off nothing ever will,
		// however well the database answers.
		c.Status = Warn
		c.Message = fmt.Sprintf("%s in %s for this database, spooled while capture was on (the oldest spooled %s); capture is off, so nothing delivers them",
			countText(own.Records, "event waits", "events wait"), s.Spool.Dir, ageText(now.Sub(own.Oldest)))
		c.Details = append(c.Details, "eval-capture delivers the spool only with capture on: until it runs so, these events stay in the spool, "+
			"in no table and in no failure count")
		fixes = append(fixes, "deliver them with: eval-capture </dev/null (once the database answers: see the database check)")
	case own.Records > 0 && now.Sub(own.Oldest) > spoolStaleAfter:
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("not draining: the oldest record is older than %d minutes", int(spoolStaleAfter/time.Minute)))
		fixes = append(fixes, "make sure the database answers (see the database check), then deliver with: eval-capture </dev/null")
	}
	if float64(st.Bytes) >= spoolNearCap*float64(st.MaxBytes) {
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("near its cap: past %s the oldest records are dropped (counted as db_down failures)", sizeText(st.MaxBytes)))
		fixes = append(fixes, "deliver the spool (eval-capture </dev/null once the database answers), or raise "+configplane.EnvSpoolMaxBytes)
	}
	if n := st.EmptySegments; n > 0 {
		c.Status = Warn
		c.Data["empty_segments"] = n
		c.Details = append(c.Details, fmt.Sprintf("%d empty segment %s: left by a process that died before its first write, or by a spool write that failed (a full disk?) "+
			"in a build that kept such files; events lost to a failed write left a db_down failure row unless the database was failing too", n, plural(n, "file", "files")))
		fixes = append(fixes, "the next delivery removes empty segments: eval-capture </dev/null (on a full disk, make room first: df -h "+s.Spool.Dir+")")
	}
	if len(st.BadSegments) > 0 {
		// Files no evalkit wrote (a pipe, a device, a link, an impossible
		// size): never read, so neither a hang nor a crash; only named.
		c.Status = Warn
		names, others, large := []string{}, []string{}, []string{}
		for _, b := range st.BadSegments {
			if b.Large {
				c.Details = append(c.Details, fmt.Sprintf("%s in %s is %s: more than this process reads; it is never read, delivered or removed here", b.Name, s.Spool.Dir, b.Why))
				large = append(large, b.Name)
			} else {
				c.Details = append(c.Details, fmt.Sprintf("%s in %s is %s, not a segment evalkit wrote: it is never read, delivered or removed", b.Name, s.Spool.Dir, b.Why))
				others = append(others, b.Name)
			}
			names = append(names, b.Name)
		}
		c.Data["bad_segments"] = names
		if st.Records == 0 {
			c.Message = c.Details[len(c.Details)-1]
			c.Details = c.Details[:len(c.Details)-1]
		}
		if len(others) > 0 {
			fixes = append(fixes, "move "+strings.Join(others, ", ")+" out of "+s.Spool.Dir+" (evalkit writes only regular files there)")
		}
		if len(large) > 0 {
			// A process with a cap above 16 GiB writes segments this
			// large: never advise moving (or deleting) its events away.
			fixes = append(fixes, "if a process with a larger "+configplane.EnvSpoolMaxBytes+" wrote "+strings.Join(large, ", ")+
				", deliver it with that setting: "+configplane.EnvSpoolMaxBytes+"=<its cap> eval-capture </dev/null; otherwise it is no segment evalkit wrote")
		}
	}
	if n := st.Unreported.Total() - st.Unreported.CountsLost; n > 0 {
		c.Status = Warn
		// Damage in a segment that records no count of its records
		// stands for at least one call each: never a false exact count.
		atLeast, unsure := "", ""
		if u := st.Unreported.Unsure(); u > 0 {
			atLeast = "at least "
			unsure = fmt.Sprintf(", possibly more: %d of them damage in spool segments that record no count of their records, each at least one call (%d bytes did not read)", u, st.Unreported.UnsureBytes)
		}
		c.Details = append(c.Details, fmt.Sprintf("%s%d spooled calls were lost (dropped by the cap: %d, torn: %d, corrupt: %d)%s; they become db_down failure rows at the next delivery",
			atLeast, n, st.Unreported.DroppedTotal(), st.Unreported.Torn, st.Unreported.Corrupt, unsure))
	}
	c.Data["damaged_states"] = append([]string{}, st.DamagedStates...)
	var damage *spool.StateDamage
	switch {
	case errors.As(st.StateDamaged, &damage):
		// Still in place: its counts cannot be read, the records can.
		c.Status = Warn
		c.Data["state_damaged"] = damage.Path
		d := fmt.Sprintf("the spool's counts of lost calls, %s, are damaged (%v): the calls it counted as lost (dropped by the cap, torn or corrupt) "+
			"and had not yet turned into failure rows cannot be known; the events waiting are not affected", damage.Path, damage.Err)
		if st.Records == 0 {
			c.Message = d
		} else {
			c.Details = append(c.Details, d)
		}
		fixes = append(fixes, "nothing to repair by hand: the next eval-capture keeps it aside as state.json.damaged-<time> (evidence: evalkit never deletes it), "+
			"starts new counts, and its delivery writes one db_down failure row for the lost counts (eval-capture </dev/null does it now)")
	case st.Unreported.CountsLost > 0:
		c.Status = Warn
		c.Details = append(c.Details, fmt.Sprintf("the counts of an unknown number of spooled calls were lost with a damaged state.json (kept as %s): "+
			"evalkit started new counts, and the next delivery records the loss as a db_down failure row", lastOr(st.DamagedStates, "state.json.damaged-<time>")))
		fixes = append(fixes, "deliver once the database answers: eval-capture </dev/null (it writes that failure row)")
	case len(st.DamagedStates) > 0:
		// Reported already: evidence left for a person, not a problem.
		c.Details = append(c.Details, fmt.Sprintf("%s kept in %s: a damaged state.json set aside earlier (its lost counts are reported); evalkit never removes it, so delete it once looked at",
			strings.Join(st.DamagedStates, ", "), s.Spool.Dir))
	}
	if s.Spool.Err != nil {
		c.Status = Warn
		c.Details = append(c.Details, s.Spool.Err.Error())
		fixes = append(fixes, "fix the spool cap setting ("+configplane.EnvSpoolMaxBytes+" or \"evalkit\": {\"spool_max_bytes\": N}), a whole number of bytes")
	}
	if s.Spool.Bounded != nil {
		c.Status = Warn
		c.Details = append(c.Details, s.Spool.Bounded.Error())
		fixes = append(fixes, fmt.Sprintf("set the spool cap (%s or \"evalkit\": {\"spool_max_bytes\": N}) to at most %d bytes (1 TiB)", configplane.EnvSpoolMaxBytes, int64(configplane.MaxSpoolMaxBytes)))
	}
	if !s.Capture.Value && len(fixes) > 0 {
		// eval-capture with capture off reads nothing and delivers
		// nothing: every "eval-capture </dev/null" above needs it on.
		for _, f := range fixes {
			if strings.Contains(f, "eval-capture") {
				fixes = append([]string{captureOffFirst(s)}, fixes...)
				break
			}
		}
	}
	for i, f := range fixes {
		if i > 0 {
			c.Fix += "\n"
		}
		c.Fix += f
	}
	return c
}

// lastOr is the last of names, or def when there are none.
func lastOr(names []string, def string) string {
	if len(names) == 0 {
		return def
	}
	return names[len(names)-1]
}

// legacyHowTo says how to deliver events an older evalkit spooled with no
// database recorded: from the database they were captured for, which is
// most often the one evalkit uses here (its own SQLite file, the default).
const legacyHowTo = "eval-capture --adopt-legacy-spool </dev/null if that is the database evalkit uses here; " +
	"another one is named for that one run (MODUSBRAIN_DATABASE_URL=… or " + configplane.EnvSQLitePath + "=…)"

// sizeText is a byte count for people: "585 B", "12.0 KiB", "64.0 MiB".
func sizeText(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d B", n)
	case n < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
}

// captureOffFirst says, in eval-capture's own words, how to turn capture on
// before a delivery: with capture off, eval-capture delivers nothing.
func captureOffFirst(s *configplane.Settings) string {
	cfg := "config.json"
	if s.ConfigPath != "" {
		cfg = s.ConfigPath
	}
	head := "capture is off (" + s.Capture.Source + "), and eval-capture delivers the spool only with capture on: "
	switch {
	case failClosed(s):
		return head + "fix config.json first (see the config check), then"
	case strings.HasPrefix(s.Capture.Source, configplane.ConfigFileName+" eval.capture=false"):
		return head + "eval.capture=false in " + cfg + " wins over " + configplane.EnvContributorMode + "; set it to true (or remove it) to capture, then"
	}
	return head + "turn it on with export " + configplane.EnvContributorMode + `=1, or "eval": {"capture": true} in ` + cfg +
		" (for one delivery alone: " + configplane.EnvContributorMode + "=1 eval-capture </dev/null), then"
}

// spoolFull is a spool whose file system is (nearly) full.
type spoolFull struct {
	writeBlock
	free uint64
}

// spoolFullBlock says when the file system that holds the spool (or would,
// once capture creates it) has under minFreeBytes left: spooling fails
// there, so events the database cannot take are lost, and a delivery
// cannot write the acknowledgement of what it delivered.
func spoolFullBlock(dir string) *spoolFull {
	at := dir
	for {
		if _, err := os.Stat(at); err == nil || filepath.Dir(at) == at {
			break
		}
		at = filepath.Dir(at)
	}
	free, ok := freeBytes(at)
	if !ok || free >= minFreeBytes {
		return nil
	}
	return &spoolFull{free: free, writeBlock: writeBlock{
		why: fmt.Sprintf("the file system holding the spool %s has %s free: spool writes fail there, so events the database cannot take are lost, "+
			"and a delivery cannot record what it delivered, so the spool does not drain", dir, sizeText(int64(free))),
		fix: "make room on the file system that holds " + dir + " (df -h " + at + " shows it)",
	}}
}

// mergeTargets adds the records waiting under b to a: the same database,
// spelled two ways (an earlier evalkit's identity and this build's).
func mergeTargets(a, b spool.TargetStats) spool.TargetStats {
	if a.Target == "" {
		a.Target = b.Target
	}
	a.Records += b.Records
	if a.Oldest.IsZero() || !b.Oldest.IsZero() && b.Oldest.Before(a.Oldest) {
		a.Oldest = b.Oldest
	}
	// Unreported counts are told for the whole spool (st.Unreported).
	return a
}
