// Package doctor runs eval-doctor's checks and holds their report.
//
// Each check looks at one thing that makes capture silently lose rows or
// makes people believe the wrong setting is in force — config.json, the
// capture and scrub decisions with their sources, an ignored DATABASE_URL,
// the database, recent capture failures, RLS hiding them, DB-plane eval.*
// keys, what capture would meet on a SQLite file or spool it cannot write —
// and yields a Check: a status, one line saying what was found and,
// when something is wrong, the exact fix.
//
// The doctor is read-only: it never migrates, never writes a row, never
// creates a database file (a missing SQLite file is reported, not opened).
// The package never prints: Run returns a Report, and RenderText and
// RenderJSON turn it into bytes for the command to write.
package doctor
