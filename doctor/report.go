package doctor

import (
	"fmt"
	"strings"
	"time"
)

// Status is a check's verdict. The zero value is OK.
type Status int

const (
	OK Status = iota
	Warn
	Fail
)

// String is the status word used in text and JSON: "ok", "warn", "fail".
func (s Status) String() string {
	switch s {
	case OK:
		return "ok"
	case Warn:
		return "warn"
	case Fail:
		return "fail"
	}
	return fmt.Sprintf("status(%d)", int(s))
}

// MarshalText makes Status a JSON string.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Check IDs: stable, part of the JSON contract (docs/doctor.md).
const (
	CheckConfig      = "config"
	CheckCapture     = "capture"
	CheckScrub       = "scrub"
	CheckDatabaseURL = "database_url"
	CheckDatabase    = "database"
	CheckFailures    = "failures"
	CheckRLS         = "rls"
	CheckWriter      = "writer"
	CheckOwner       = "owner"
	CheckWindows     = "windows"
	CheckActivity    = "activity"
	CheckDBConfig    = "db_config"
)

// Check is one finding.
type Check struct {
	ID      string
	Status  Status
	Message string // one line: what was found
	// Fix is the exact remedy ("" when Status is OK); may span lines.
	Fix string
	// Details are extra lines worth showing (e.g. the failure breakdown).
	Details []string
	// Data is the machine-readable side of the finding for --json; keys are
	// documented per check in docs/doctor.md. Values must marshal to JSON.
	Data map[string]any
}

// Report is the outcome of one Run.
type Report struct {
	Checks      []Check
	Window      time.Duration // the failures/activity window used
	GeneratedAt time.Time
}

// Counts tallies the checks by status.
type Counts struct {
	OK   int `json:"ok"`
	Warn int `json:"warn"`
	Fail int `json:"fail"`
}

// Counts tallies r's checks.
func (r *Report) Counts() Counts {
	var c Counts
	for _, ch := range r.Checks {
		switch ch.Status {
		case OK:
			c.OK++
		case Warn:
			c.Warn++
		default:
			c.Fail++
		}
	}
	return c
}

// Status is the worst status of any check (OK for an empty report).
func (r *Report) Status() Status {
	worst := OK
	for _, ch := range r.Checks {
		if ch.Status > worst {
			worst = ch.Status
		}
	}
	return worst
}

// Summary is "9 checks: 7 ok, 1 warn, 1 fail" (every count always shown, so
// scripts can match it without caring which are zero).
func (r *Report) Summary() string {
	c := r.Counts()
	noun := "checks"
	if len(r.Checks) == 1 {
		noun = "check"
	}
	return fmt.Sprintf("%d %s: %d ok, %d warn, %d fail", len(r.Checks), noun, c.OK, c.Warn, c.Fail)
}

// Check returns the check with the given ID, or nil.
func (r *Report) Check(id string) *Check {
	for i := range r.Checks {
		if r.Checks[i].ID == id {
			return &r.Checks[i]
		}
	}
	return nil
}

// FormatWindow renders a window the way people write it: "24h", "7d",
// "30m", "1h30m". Whole numbers of days from two days up use "d"; shorter
// windows read better in hours ("24h", not "1d").
func FormatWindow(d time.Duration) string {
	const day = 24 * time.Hour
	if d >= 2*day && d%day == 0 {
		return fmt.Sprintf("%dd", d/day)
	}
	s := d.String() // e.g. "24h0m0s", "1h30m0s", "30m0s", "1.5s"
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}
