package dial

import (
	"path/filepath"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store/sqlite"
)

// DamagedFix says what to do with a SQLite store that is damaged or not
// SQLite at all (store.ErrDamaged), met at open or by any later read or
// write. Every binary and every doctor check words it here, so the advice
// is one. The file is kept together with the side files that exist beside
// it: its -wal holds the rows committed since the last checkpoint (a copy
// without it has none of them, and a new file created beside it makes
// SQLite discard it), and a stale -wal or -shm left beside a restored
// backup would be replayed onto it (hostile probe 12). Moving them, rather
// than copying, clears the place for the restore.
//
// Every SQLite target is evalkit's own setting (no key of modusbrain's
// names one), so the file is evalkit's store, unless that setting names
// some other program's file by mistake.
func DamagedFix(t configplane.Target) string {
	p := t.Path
	kept := p + ".damaged"
	mvs := []string{"mv " + p + " " + kept}
	for _, f := range sqlite.SideFiles(p) {
		mvs = append(mvs, "mv "+f+" "+kept+strings.TrimPrefix(f, p))
	}
	with := ""
	if len(mvs) > 1 {
		with = "with its side files (the -wal holds the rows committed since the last checkpoint), "
	}
	fix := "keep it under another name, " + with + "before anything else: " + strings.Join(mvs, "; ") +
		" (sqlite3 " + kept + " .recover may save rows of it); then restore " + p + " from a backup (alone: no " + p + "-wal or " + p + "-shm beside it), " +
		"or leave it missing so that the next capture creates an empty one"
	if t.Source == configplane.SourceDefault || filepath.Base(p) == configplane.DefaultSQLiteName {
		return "it is evalkit's own store: " + fix
	}
	return "if " + p + " is evalkit's store: " + fix + ";\nif " + t.Source + " names some other program's file by mistake, " +
		"leave that file as it is and name evalkit's own file instead (" + configplane.EnvSQLitePath + "=<file>, or correct " + t.Source + ")"
}
