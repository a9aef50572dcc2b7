package doctor

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/userfile"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/postgres"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// writeBlock is what would stop capture writing somewhere, as this user:
// why, in one line, and the exact fix.
type writeBlock struct {
	why, fix string
}

// sqliteWriteBlock looks for what would stop capture writing the SQLite
// database at path: capture creates the file and its own directory when
// they are missing (through a symbolic link too), never a deeper tree
// (store/sqlite's CreateBlock, its own words); for a file that exists,
// store/sqlite's FileWriteBlock (the engine's words for a read-only
// refusal too) looks at it, its -wal and -shm and their directory. It only
// looks (stat, access(2)); nil means nothing would stop it.
func sqliteWriteBlock(path string) *writeBlock {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		// The doctor said "capture can write here (it creates the file)"
		// where capture refused a missing tree, or, for a link into one,
		// spooled for ever (probe 14).
		if err := sqlite.CreateBlock(path); err != nil {
			why := strings.TrimSuffix(strings.TrimPrefix(err.Error(), "sqlite: open "), ": "+fs.ErrNotExist.Error())
			return &writeBlock{why: "capture cannot create the database " + why,
				fix: "create the missing directory if the path is right, or correct it,\nor name another file for evalkit's store: " + configplane.EnvSQLitePath + "=<file>"}
		}
		if target, err := sqlite.StoreFile(path); err == nil {
			path = target // a link: the file is created where it leads
		}
		if b := creatable(path, "create the database"); b != nil {
			b.fix += ",\nor name another file for evalkit's store: " + configplane.EnvSQLitePath + "=<file>"
			return b
		}
		return nil
	}
	if err != nil || !fi.Mode().IsRegular() {
		return nil // the database check reports a file it cannot use
	}
	if b := sqlite.FileWriteBlock(path, mayAccess); b != nil {
		return &writeBlock{why: "capture cannot " + b.What + ": " + b.Why, fix: b.Fix}
	}
	return fullBlock(path)
}

// minFreeBytes is the room below which the file system holding the SQLite
// database counts as full: a capture batch and its WAL frames take a few
// pages, so less than this soon fails every write.
var minFreeBytes uint64 = 8 << 20

// fullBlock says when the file system holding path is (nearly) full:
// capture's writes would fail with SQLITE_FULL and its events wait in the
// spool, while the database still answers every read the doctor makes.
func fullBlock(path string) *writeBlock {
	dir := filepath.Dir(path)
	free, ok := freeBytes(dir)
	if !ok || free >= minFreeBytes {
		return nil
	}
	return &writeBlock{
		why: fmt.Sprintf("the file system holding %s has %s free: capture's writes fail there with \"database or disk is full\" (SQLITE_FULL) and its events wait in the spool", path, sizeText(int64(free))),
		fix: "make room on the file system that holds " + dir + " (df -h " + dir + " shows it); the next eval-capture then delivers what waits in the spool",
	}
}

// spoolWriteBlock looks for what would stop capture keeping events in its
// spool: it creates dir (0700) when missing, sets its mode to 0700, which
// only the owner may, and writes segment files in it.
func spoolWriteBlock(dir string) *writeBlock {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return creatable(dir, "create its spool")
	case err != nil:
		return nil // the spool check reports a directory it cannot read
	case !fi.IsDir():
		return &writeBlock{why: "capture cannot use its spool: " + dir + " is not a directory",
			fix: "move " + dir + " away; capture creates the spool directory"}
	case userfile.OwnedByOther(fi) && os.Geteuid() != 0:
		return &writeBlock{why: "capture cannot use its spool: " + dir + " belongs to another user",
			fix: "as root: chown " + me() + " " + dir}
	case userfile.ReadOnlyFS(mayAccess(dir, accessRead|accessWrite|accessEnter)):
		return readOnlyBlock("capture cannot write its spool", dir)
	case mayAccess(dir, accessRead|accessWrite|accessEnter) != nil:
		return &writeBlock{why: "capture cannot write its spool: " + dir + " is not writable by this user",
			fix: fixMode(dir, fi, "u+rwx")}
	}
	return nil
}

// creatable checks that path can be made: its nearest existing ancestor
// must be a directory this user may write (capture makes the rest).
func creatable(path, what string) *writeBlock {
	dir := filepath.Dir(path)
	for {
		fi, err := os.Stat(dir)
		switch {
		case errors.Is(err, fs.ErrNotExist) && filepath.Dir(dir) != dir:
			dir = filepath.Dir(dir)
			continue
		case err != nil:
			return nil // nothing this check can say more precisely
		case !fi.IsDir():
			return &writeBlock{why: "capture cannot " + what + " at " + path + ": " + dir + " is not a directory",
				fix: "move " + dir + " away"}
		case userfile.ReadOnlyFS(mayAccess(dir, accessWrite|accessEnter)):
			return readOnlyBlock("capture cannot "+what+" at "+path, dir)
		case mayAccess(dir, accessWrite|accessEnter) != nil:
			return &writeBlock{why: "capture cannot " + what + " at " + path + ": " + dir + " is not writable by this user",
				fix: fixMode(dir, fi, "u+rwx")}
		}
		return nil
	}
}

// readOnlyBlock is what capture meets on a file system mounted read-only:
// access(2) says EROFS, and the chmod or chown the other blocks name
// cannot work there (the fix is store/sqlite's, worded once).
func readOnlyBlock(what, path string) *writeBlock {
	return &writeBlock{
		why: what + ": the file system holding " + path + " is mounted read-only",
		fix: sqlite.ReadOnlyMountFix(path),
	}
}

// unfilledInspector finds the columns capture's INSERTs leave out that
// every row must fill (store/postgres).
type unfilledInspector interface {
	UnfilledColumns(ctx context.Context) ([]postgres.UnfilledColumn, error)
}

// unfilledBlock says when capture's every row (or every failure row) would
// be refused because a column it does not name is NOT NULL without a
// default — a newer modusbrain's, which its own INSERT names. sure is
// false when a BEFORE INSERT trigger may fill it. nil: none, or this engine
// cannot tell (the failures and activity checks show what capture met).
func unfilledBlock(ctx context.Context, insp any) (b *writeBlock, sure bool) {
	ui, ok := insp.(unfilledInspector)
	if !ok {
		return nil, false
	}
	cols, err := ui.UnfilledColumns(ctx)
	if err != nil || len(cols) == 0 {
		return nil, false
	}
	sure = true
	var cand, fail []string
	for _, c := range cols {
		name := c.Column + " (" + c.Type + ")"
		if c.Trigger {
			name += ", unless a BEFORE INSERT trigger on " + c.Table + " fills it"
			sure = false
		}
		if c.Table == store.TableCandidates {
			cand = append(cand, name)
		} else {
			fail = append(fail, name)
		}
	}
	var whys []string
	if len(cand) > 0 {
		whys = append(whys, fmt.Sprintf("capture's every row would be refused: eval_candidates has %s that evalkit's INSERT does not name, NOT NULL without a default: %s "+
			"(SQLSTATE 23502, not_null_violation; capture records each lost call as reason other, and spooling cannot help: the next try meets the same column)",
			plural(len(cand), "a column", "columns"), strings.Join(cand, "; ")))
	}
	if len(fail) > 0 {
		whys = append(whys, fmt.Sprintf("every failure row capture writes would be refused, so calls it loses would leave no trace: eval_capture_failures has %s that evalkit's INSERT does not name, NOT NULL without a default: %s",
			plural(len(fail), "a column", "columns"), strings.Join(fail, "; ")))
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.Column
	}
	return &writeBlock{
		why: strings.Join(whys, "; and "),
		fix: "upgrade evalkit to a release that writes " + strings.Join(names, ", ") + ": the column is modusbrain's (a newer modusbrain added it, and its own INSERT names it), " +
			"and this evalkit names only the seed's columns and its own. Leave modusbrain's table as it is: a DEFAULT or DROP NOT NULL " +
			"would give rows modusbrain's own code never writes to modusbrain's readers, and evalkit changes only what it added itself",
	}, sure
}

// ruleInspector finds the INSERT rules on eval_candidates
// (store/postgres).
type ruleInspector interface {
	ConflictRules(ctx context.Context) ([]string, error)
}

// rulesBlock says when every one of capture's rows would be refused (or
// dropped) by an INSERT rule on eval_candidates — an operator's audit rule,
// say — while modusbrain's own INSERT goes through (probe 12 #4: the writer
// check said ok while every call was lost). nil: none, or this engine
// cannot tell.
func rulesBlock(ctx context.Context, insp any) *writeBlock {
	ri, ok := insp.(ruleInspector)
	if !ok {
		return nil
	}
	names, err := ri.ConflictRules(ctx)
	if err != nil || len(names) == 0 {
		return nil
	}
	return &writeBlock{
		why: fmt.Sprintf("capture's every row would be refused: eval_candidates has %s %s, and PostgreSQL refuses capture's INSERT … ON CONFLICT (its exactly-once delivery) "+
			"on a table with INSERT rules (SQLSTATE 0A000, feature_not_supported; a DO INSTEAD NOTHING rule drops the rows instead); capture records each lost call as reason other, "+
			"while modusbrain's own INSERT is not affected", plural(len(names), "an INSERT rule", "INSERT rules"), strings.Join(names, ", ")),
		fix: "the rule is not evalkit's nor modusbrain's own: whoever added it can keep what it does with an AFTER INSERT row trigger, which PostgreSQL allows beside ON CONFLICT, " +
			"then DROP RULE " + names[0] + " ON eval_candidates (as the table's owner); capture writes again from the next call",
	}
}

// plural picks the word for n things.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// fixMode is the command that gives this user what capture needs on path.
func fixMode(path string, fi fs.FileInfo, mode string) string { return sqlite.ModeFix(path, fi, mode) }

// me names this user for a chown that root will run (so not "$(id -un)").
func me() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return strconv.Itoa(os.Geteuid())
}
