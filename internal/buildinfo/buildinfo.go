// Package buildinfo is the version the three evalkit binaries report.
//
// Release builds set the variables with
//
//	-ldflags "-X github.com/modusbrain/evalkit/internal/buildinfo.Version=v1.2.3
//	          -X github.com/modusbrain/evalkit/internal/buildinfo.Commit=abc…
//	          -X github.com/modusbrain/evalkit/internal/buildinfo.Date=2026-…Z"
//
// (.goreleaser.yaml does; it is the one place they are written). Empty Version means a development
// build: it says "dev" and shows the VCS facts the Go toolchain stamped, if any.
package buildinfo

import (
	"runtime/debug"
	"strings"
)

var Version, Commit, Date string

// Line is the one-line --version answer of the named binary, e.g.
// "eval-export v1.2.3 (commit 0123456789ab, built 2026-01-02T03:04:05Z)".
func Line(name string) string {
	return name + " " + withFacts(Short(), readBuildSettings)
}

// Short is the bare version: the injected one, or "dev".
func Short() string {
	if Version == "" {
		return "dev"
	}
	return Version
}

func readBuildSettings() []debug.BuildSetting {
	if bi, ok := debug.ReadBuildInfo(); ok {
		return bi.Settings
	}
	return nil
}

func withFacts(v string, settings func() []debug.BuildSetting) string {
	commit, date, modified := Commit, Date, false
	if Version == "" {
		for _, s := range settings() {
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
	var facts []string
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		if modified {
			commit += "+dirty"
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
