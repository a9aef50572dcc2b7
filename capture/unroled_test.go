package capture_test

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/capture"
	"github.com/modusbrain/evalkit/capture/spool"
	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
	"github.com/modusbrain/evalkit/store/dial"
)

// Events an older evalkit spooled for this database recorded no role, and
// no run delivers them on its own: a program that embeds capture hears so
// from Open (it runs no doctor), with the command that delivers them.
func TestOpenTellsOfEventsWithNoRoleRecorded(t *testing.T) {
	url := testdb.New(t)
	home := t.TempDir()
	dir := filepath.Join(home, ".modusbrain", "spool")
	env := map[string]string{configplane.EnvContributorMode: "1", configplane.EnvDatabaseURL: url, "MODUSBRAIN_HOME": home}
	lookup := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	s := configplane.Resolve(configplane.Options{LookupEnv: lookup})
	// The identity an older build tagged its records with: no role.
	old, err := spool.Open(spool.Options{Dir: dir, Target: dial.Identity(s.Target)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.Append([]spool.Entry{{Candidate: store.Candidate{ToolName: "query", Query: "q"}, Captured: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	old.Close()

	var mu sync.Mutex
	var told []string
	c, err := capture.Open(context.Background(), capture.OpenOptions{LookupEnv: lookup, OnError: func(err error) {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, err.Error())
	}})
	if err != nil {
		t.Fatal(err)
	}
	c.Close(context.Background())
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(strings.Join(told, "\n"), "1 event in the spool "+dir+" was captured for this database by an older evalkit, which did not record the role: it is not delivered on its own") ||
		!strings.Contains(strings.Join(told, "\n"), "eval-capture --adopt-legacy-spool") {
		t.Fatalf("Open told %q; want the events with no role recorded and the command that delivers them", told)
	}
}
