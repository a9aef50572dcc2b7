package cli

import (
	"runtime/debug"
	"strings"
)

// Set at build time with -ldflags "-X .../cli.Version=v1.2.3 ...". Empty
// means a development build.
var Version, Commit, Date string

// versionString is the one-line --version answer: the release version with
// its commit and date, or "dev" plus whatever VCS facts the Go toolchain
// stamped into the binary.
func versionString() string {
	v := Version
	if v == "" {
		v = "dev"
	}
	var facts []string
	commit, date, modified := Commit, Date, false
	if bi, ok := debug.ReadBuildInfo(); ok && Version == "" {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				if commit == "" {
					commit = s.Value
				}
			case "vcs.time":
				if date == "" {
					date = s.Value
				}
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		if modified {
			commit += "+modified"
		}
		facts = append(facts, "commit "+commit)
	}
	if date != "" {
		facts = append(facts, "built "+date)
	}
	if len(facts) == 0 {
		return v
	}
	return v + " (" + strings.Join(facts, ", ") + ")"
}

// shortVersion is the version as the JSON report carries it.
func shortVersion() string {
	if Version == "" {
		return "dev"
	}
	return Version
}
