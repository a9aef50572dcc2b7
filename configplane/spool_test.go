package configplane

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestSpoolSettings(t *testing.T) {
	home := t.TempDir()
	env := func(m map[string]string) func(string) (string, bool) {
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	write := func(body string) {
		if err := os.MkdirAll(filepath.Join(home, HomeDirName), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(home, HomeDirName, ConfigFileName), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	resolve := func(m map[string]string) Spool {
		m[EnvHome] = home
		return Resolve(Options{LookupEnv: env(m)}).Spool
	}
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
