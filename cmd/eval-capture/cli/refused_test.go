package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/capture/spool"
)

// TestSpoolCapRefusedSaysSo: during an outage, while another process
// delivers the spool (it holds the drain lock, so this run cannot drop old
// segments), the spool's cap refuses batches. The summary must name the cap
// and the other process — not "full, or a disk error", which sent people
// to look at a disk with 50 GB free — and the run exits 1: those calls are
// lost.
func TestSpoolCapRefusedSaysSo(t *testing.T) {
	home := t.TempDir()
	base := captureOnEnv(t, home)
	env := func(k string) (string, bool) {
		switch k {
		case "MODUSBRAIN_DATABASE_URL":
			return "postgres://capture@127.0.0.1:1/evals?connect_timeout=3", true
		case "EVALKIT_SPOOL_MAX_BYTES":
			return "1048576", true
		}
		return base(k)
	}
	other, err := spool.Open(spool.Options{Dir: filepath.Join(home, ".modusbrain", "spool")})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	claim, err := other.TryClaim() // another process's delivery
	if err != nil {
		t.Fatal(err)
	}
	defer claim.Release()

	var in strings.Builder
	q := strings.Repeat("x", 500)
	for i := range 4000 {
		fmt.Fprintf(&in, `{"tool_name":"search","query":"%d %s"}`+"\n", i, q)
	}
	code, _, errs := run(context.Background(), strings.NewReader(in.String()), env)
	if code != 1 {
		t.Errorf("exit %d, want 1 (calls were lost); stderr:\n%s", code, errs)
	}
	if !strings.Contains(errs, " refused by the spool's cap (lost: the spool was full and no older calls could be dropped, being delivered or still written, or the batch alone was larger than the cap)") ||
		!strings.Contains(errs, "hint: the spool's cap (1.0 MiB, env EVALKIT_SPOOL_MAX_BYTES=1048576) was reached while the older calls in it were being delivered or still written") {
		t.Errorf("stderr:\n%s\nwant the cap named as the cause", errs)
	}
	if strings.Contains(errs, "disk error") || strings.Contains(errs, "full, or") {
		t.Errorf("stderr:\n%s\nblames the disk", errs)
	}
}
