package cli

import (
	"runtime/debug"
	"strings"
)

// Set at build time with -ldflags "-X .../cli.Version=v1.2.3 -X .../cli.Commit=abc -X .../cli.Date=...".
// Empty means a development build.
var Version, Commit, Date string

// versionLine is what --version prints: the release, or "dev" with the VCS
// facts the Go toolchain stamped into the binary, when there are any.
func versionLine() string {
	var b strings.Builder
	b.WriteString("eval-capture ")
	v, commit, date, modified := Version, Commit, Date, false
	if v == "" {
		v = "dev"
		if info, ok := debug.ReadBuildInfo(); ok {
			for _, s := range info.Settings {
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
	}
	b.WriteString(v)
	var extra []string
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		if modified {
			commit += "+dirty"
		}
		extra = append(extra, "commit "+commit)
	}
	if date != "" {
		extra = append(extra, "built "+date)
	}
	if len(extra) > 0 {
		b.WriteString(" (" + strings.Join(extra, ", ") + ")")
	}
	return b.String()
}
