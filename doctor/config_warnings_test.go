package doctor

import (
	"strings"
	"testing"
)

// The config check's fix names the edit each kind of warning asks for: the
// nested "eval" form only for a dotted top-level key, evalkit's own object
// for a store path under "eval", the keys that object holds for an unknown
// one.
func TestConfigWarningFixFitsTheWarning(t *testing.T) {
	const nested = `nested form "eval": {"capture": ...}`
	const ownStore = `evalkit's own store is set with "evalkit": {"sqlite_path": ...} or EVALKIT_SQLITE_PATH`
	const ownKeys = `the "evalkit" object holds only sqlite_path and spool_max_bytes`
	for _, tc := range []struct {
		config    string
		want, not []string
	}{
		{`{"eval.capture": true}`, []string{nested}, []string{ownStore, ownKeys}},
		{`{"eval": {"database_path": "/x/e.db"}}`, []string{ownStore}, []string{nested, ownKeys}},
		{`{"evalkit": {"sqlite_pth": "e.db"}}`, []string{ownKeys}, []string{nested, ownStore}},
		{`{"eval.scrub_pii": false, "evalkit": {"spool_max": 1}}`, []string{nested, ownKeys}, []string{ownStore}},
	} {
		m := newMachine(t)
		m.writeConfig(tc.config, 0o600)
		c := wantStatus(t, m.run(nil), CheckConfig, Warn)
		for _, w := range tc.want {
			if !strings.Contains(c.Fix, w) {
				t.Errorf("%s: fix %q lacks %q", tc.config, c.Fix, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(c.Fix, w) {
				t.Errorf("%s: fix %q says %q, which this config does not need", tc.config, c.Fix, w)
			}
		}
	}
}
