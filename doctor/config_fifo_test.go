//go:build unix

package doctor

import (
	"os"
	"strings"
	"syscall"
	"testing"
)

// config.json is modusbrain's file: when it is a named pipe, the doctor
// fails the check without hanging and says what is wrong, never that the
// user should remove or rewrite modusbrain's file.
func TestConfigFIFOFixNeverAdvisesRemovingIt(t *testing.T) {
	m := newMachine(t)
	if err := os.MkdirAll(m.dir(), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(m.configPath(), 0o600); err != nil {
		t.Fatal(err)
	}
	c := wantStatus(t, m.run(nil), CheckConfig, Fail, "named pipe")
	for _, wrong := range []string{"remove", "delete", "edit", "make "} {
		if strings.Contains(c.Fix, wrong) {
			t.Errorf("fix %q advises %q about modusbrain's file", c.Fix, wrong)
		}
	}
	if !strings.Contains(c.Fix, "modusbrain cannot read it either") {
		t.Errorf("fix %q does not say that modusbrain cannot read the file either", c.Fix)
	}
}
