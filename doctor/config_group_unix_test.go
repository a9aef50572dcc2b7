//go:build unix

package doctor

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"os/user"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/store"
)

// config.json at 0640 whose group is how modusbrain's service account
// reads it: the doctor names the group and never advises taking its read
// access away unconditionally (chmod 600 locked modusbrain out of its own
// file). Group write and any bit for other users warn, with fixes that
// leave the group's read alone.
func TestConfigGroupReadableKeepsTheGroup(t *testing.T) {
	m := newMachine(t)
	const cfg = `{"database_url": "postgres://u:hunter2secret@127.0.0.1:1/db"}`
	down := func(context.Context, configplane.Target) (store.Engine, error) { return nil, errors.New("refused") }
	group := fileGroupOf(t, m)
	for _, tc := range []struct {
		mode   fs.FileMode
		status Status
		fix    []string // lines the fix holds, in order
		says   []string
	}{
		{0o640, OK, nil, []string{"members of group " + group + " can read it", "only if no account but its owner needs it: chmod g-r"}},
		{0o660, Warn, []string{"chmod g-w " + m.configPath()}, []string{"members of group " + group + " can read and change it"}},
		{0o644, Warn, []string{"chmod o-rwx " + m.configPath(), "members of group " + group + " can read it"},
			[]string{"every user on this machine can read it"}},
		{0o604, Warn, []string{"chmod o-rwx " + m.configPath()}, []string{"every user on this machine can read it"}},
	} {
		m.writeConfig(cfg, tc.mode)
		if err := os.Chmod(m.configPath(), tc.mode); err != nil {
			t.Fatal(err)
		}
		c := wantStatus(t, m.run(down), CheckConfig, tc.status, tc.says...)
		if strings.Contains(c.Fix, "chmod 600") || strings.Contains(c.Fix, "g-rwx") {
			t.Errorf("%04o: fix cuts the group off unconditionally:\n%s", tc.mode, c.Fix)
		}
		lines := strings.Split(c.Fix, "\n")
		if c.Fix == "" {
			lines = nil
		}
		if len(lines) != len(tc.fix) {
			t.Errorf("%04o: fix %q, want %d line(s) beginning %q", tc.mode, c.Fix, len(tc.fix), tc.fix)
			continue
		}
		for i, want := range tc.fix {
			if !strings.HasPrefix(lines[i], want) {
				t.Errorf("%04o: fix line %d is %q, want it to begin %q", tc.mode, i+1, lines[i], want)
			}
		}
	}
}

// fileGroupOf is the name of the group config.json gets (this process's),
// looked up here rather than with the code under test.
func fileGroupOf(t *testing.T, m *machine) string {
	t.Helper()
	m.writeConfig(`{}`, 0o600)
	fi, err := os.Stat(m.configPath())
	if err != nil {
		t.Fatal(err)
	}
	gid := strconv.FormatUint(uint64(fi.Sys().(*syscall.Stat_t).Gid), 10)
	g, err := user.LookupGroupId(gid)
	if err != nil {
		return "gid " + gid
	}
	return g.Name
}

// A group every local user belongs to (macOS's staff, SUSE's users) reading
// the password is as open as other users reading it: a warning whose fix
// takes the group's read away or gives the file a group of its own.
func TestConfigReadableByABroadGroupWarns(t *testing.T) {
	for _, g := range []string{"staff", "users"} {
		why, fix, note := passwordFileAccess("/h/.modusbrain/config.json", 0o640, g)
		if !strings.Contains(why, "members of group "+g+", which every local user belongs to") ||
			!strings.Contains(fix, "chmod g-r /h/.modusbrain/config.json") || !strings.Contains(fix, "chgrp") || note != "" {
			t.Errorf("%s: why %q, fix %q, note %q", g, why, fix, note)
		}
	}
	if why, _, note := passwordFileAccess("/h/.modusbrain/config.json", 0o640, "modusbrain"); why != "" || note == "" {
		t.Errorf("a group of its own: why %q, note %q; want a note only", why, note)
	}
}
