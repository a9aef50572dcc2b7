package buildinfo

import (
	"runtime/debug"
	"testing"
)

func TestLine(t *testing.T) {
	vcs := func() []debug.BuildSetting {
		return []debug.BuildSetting{
			{Key: "vcs.revision", Value: "fedcba9876543210fedc"},
			{Key: "vcs.time", Value: "2026-01-01T00:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		}
	}
	none := func() []debug.BuildSetting { return nil }
	cases := []struct {
		name                  string
		version, commit, date string
		settings              func() []debug.BuildSetting
		want                  string
	}{
		{"release", "v1.2.3", "0123456789abcdef0123", "2026-11-30T00:00:00Z", vcs,
			"v1.2.3 (commit 0123456789ab, built 2026-11-30T00:00:00Z)"},
		{"release without facts", "v1.2.3", "", "", vcs, "v1.2.3"},
		{"dev with VCS stamp", "", "", "", vcs, "dev (commit fedcba987654+dirty, built 2026-01-01T00:00:00Z)"},
		{"dev bare", "", "", "", none, "dev"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			Version, Commit, Date = c.version, c.commit, c.date
			defer func() { Version, Commit, Date = "", "", "" }()
			if got := withFacts(Short(), c.settings); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
	if got := Line("eval-export"); got[:len("eval-export dev")] != "eval-export dev" {
		t.Errorf("Line = %q, want it to start with the name and dev", got)
	}
}
