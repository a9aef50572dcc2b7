package configplane

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// spoolFixture is a home whose config.json write sets, and a resolve that
// reads its spool settings with the environment m.
func spoolFixture(t *testing.T) (home string, write func(body string), resolve func(m map[string]string) Spool) {
	home = t.TempDir()
	write = func(body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(home, HomeDirName), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(home, HomeDirName, ConfigFileName), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	resolve = func(m map[string]string) Spool {
		m[EnvHome] = home
		return Resolve(Options{LookupEnv: func(k string) (string, bool) { v, ok := m[k]; return v, ok }}).Spool
	}
	return home, write, resolve
}

func TestSpoolSettings(t *testing.T) {
	home, write, resolve := spoolFixture(t)
	sp := resolve(map[string]string{})
	if sp.Dir != filepath.Join(home, HomeDirName, "spool") || sp.MaxBytes != 0 || sp.Source != "default" || sp.Err != nil {
		t.Errorf("default: %+v", sp)
	}
	write(`{"evalkit": {"spool_max_bytes": 8388608}, "engine": "postgres", "database_url": "postgres://x@h/db"}`)
	if sp := resolve(map[string]string{}); sp.MaxBytes != 8<<20 || !strings.HasPrefix(sp.Source, "config.json evalkit.spool_max_bytes=") {
		t.Errorf("config: %+v", sp)
	}
	if sp := resolve(map[string]string{EnvSpoolMaxBytes: "2097152"}); sp.MaxBytes != 2<<20 || sp.Source != "env EVALKIT_SPOOL_MAX_BYTES=2097152" {
		t.Errorf("env beats config: %+v", sp)
	}
	if sp := resolve(map[string]string{EnvSpoolMaxBytes: "64MB"}); sp.MaxBytes != 0 || sp.Err == nil {
		t.Errorf("bad env: %+v", sp)
	}
	// Taken as written, like MODUSBRAIN_CONTRIBUTOR_MODE: blanks around a
	// number are refused as blanks alone are, and the source that the
	// doctor shows names the refused value.
	for _, v := range []string{" ", " 2000000", "2000000\n", "\t"} {
		sp := resolve(map[string]string{EnvSpoolMaxBytes: v})
		want := "default (" + EnvSpoolMaxBytes + "=" + strconv.Quote(v) + " refused)"
		if sp.MaxBytes != 0 || sp.Err == nil || !strings.Contains(sp.Err.Error(), strconv.Quote(v)) || sp.Source != want {
			t.Errorf("env %q: %+v; want the default cap, an error quoting the value and source %q", v, sp, want)
		}
	}
	write(`{"evalkit": {"spool_max_bytes": "big"}}`)
	if sp := resolve(map[string]string{}); sp.MaxBytes != 0 || sp.Err == nil || !strings.Contains(sp.Err.Error(), "spool_max_bytes") {
		t.Errorf("bad config: %+v", sp)
	}
}

// A cap beyond any outage (and, near the int64 limit, beyond the cap's own
// arithmetic) is bounded to MaxSpoolMaxBytes, with a reason, never taken
// as it is, and never refused for the default: the default would make the
// next capture drop what a large cap had kept (hostile probe F8).
func TestSpoolCapBounded(t *testing.T) {
	_, write, resolve := spoolFixture(t)
	for _, v := range []string{"1099511627777", "9223372036854775807", "99999999999999999999999"} {
		sp := resolve(map[string]string{EnvSpoolMaxBytes: v})
		if sp.MaxBytes != MaxSpoolMaxBytes || sp.Err != nil || sp.Bounded == nil ||
			!strings.Contains(sp.Bounded.Error(), "1 TiB") || !strings.Contains(sp.Source, "bounded to 1 TiB") {
			t.Errorf("env %s: %+v; want the cap bounded to 1 TiB, said so", v, sp)
		}
	}
	if sp := resolve(map[string]string{EnvSpoolMaxBytes: "1099511627776"}); sp.MaxBytes != 1<<40 || sp.Bounded != nil {
		t.Errorf("env 1 TiB exactly: %+v; want it taken as it is", sp)
	}
	if sp := resolve(map[string]string{EnvSpoolMaxBytes: "17179869184"}); sp.MaxBytes != 16<<30 || sp.Bounded != nil || sp.Err != nil {
		t.Errorf("env 16 GiB (a service's cap): %+v; want it taken as it is", sp)
	}
	write(`{"evalkit": {"spool_max_bytes": 1e20}}`)
	if sp := resolve(map[string]string{}); sp.MaxBytes != MaxSpoolMaxBytes || sp.Err != nil || sp.Bounded == nil ||
		!strings.Contains(sp.Bounded.Error(), "spool_max_bytes=100000000000000000000") {
		t.Errorf("config 1e20: %+v; want the cap bounded to 1 TiB, naming the setting", sp)
	}
}
