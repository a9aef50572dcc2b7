package configplane

import (
	"testing"
)

// The seed's resolution order for eval.capture, every config state against
// every interesting MODUSBRAIN_CONTRIBUTOR_MODE value, value and source.
func TestCaptureResolutionMatrix(t *testing.T) {
	const wrongTypeFile = "{\n  \"eval\": {\n    \"capture\": \"true\"\n  }\n}\n"
	const wrongTypeWhy = `fail closed: config.json eval.capture is a string ("true"); want true or false (line 3, column 16)`

	configs := []struct {
		name string
		file *string // nil: no config.json at all
	}{
		{"no file", nil},
		{"key absent", ptr(`{"engine": "sqlite", "someone_elses_key": {"x": 1}}`)},
		{"true", ptr(`{"eval": {"capture": true}}`)},
		{"false", ptr(`{"eval": {"capture": false}}`)},
		{"wrong type", ptr(wrongTypeFile)},
	}
	envs := []struct {
		name string
		vars env
	}{
		{"unset", env{}},
		{`"1"`, env{EnvContributorMode: "1"}},
		{`"true"`, env{EnvContributorMode: "true"}},
		{`"0"`, env{EnvContributorMode: "0"}},
	}
	type want struct {
		value  bool
		source string
	}
	const (
		def       = "default"
		envOn     = "env MODUSBRAIN_CONTRIBUTOR_MODE=1"
		notTrue   = `default (MODUSBRAIN_CONTRIBUTOR_MODE="true" is not "1")`
		notZero   = `default (MODUSBRAIN_CONTRIBUTOR_MODE="0" is not "1")`
		cfgTrue   = "config.json eval.capture=true"
		cfgFalse  = "config.json eval.capture=false"
		overrides = "config.json eval.capture=false (overrides env MODUSBRAIN_CONTRIBUTOR_MODE=1)"
		notApplie = wrongTypeWhy + "; env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied"
	)
	// Rows: configs in order; columns: envs in order.
	table := [][]want{
		{{false, def}, {true, envOn}, {false, notTrue}, {false, notZero}},
		{{false, def}, {true, envOn}, {false, notTrue}, {false, notZero}},
		{{true, cfgTrue}, {true, cfgTrue}, {true, cfgTrue}, {true, cfgTrue}},
		{{false, cfgFalse}, {false, overrides}, {false, cfgFalse}, {false, cfgFalse}},
		{{false, wrongTypeWhy}, {false, notApplie}, {false, wrongTypeWhy}, {false, wrongTypeWhy}},
	}

	for i, c := range configs {
		for j, e := range envs {
			t.Run(c.name+"/env "+e.name, func(t *testing.T) {
				f := newFixture(t)
				if c.file != nil {
					f.write(*c.file)
				}
				s := f.resolve(e.vars)
				w := table[i][j]
				wantBool(t, "Capture", s.Capture, w.value, w.source)

				if c.name == "wrong type" {
					// Fail closed means scrubbing is forced on too.
					wantBool(t, "ScrubPII", s.ScrubPII, true, wrongTypeWhy)
					wantConfigErr(t, s.Config.Err, f.configPath(), 3, 16, "eval.capture")
				} else {
					wantBool(t, "ScrubPII", s.ScrubPII, true, "default")
					if s.Config.Err != nil {
						t.Errorf("Config.Err = %v, want nil", s.Config.Err)
					}
				}
				if got := s.Config.Found; got != (c.file != nil) {
					t.Errorf("Config.Found = %v, want %v", got, c.file != nil)
				}
			})
		}
	}
}

func TestScrubPII(t *testing.T) {
	tests := []struct {
		name, file string
		env        env
		capture    Bool
		scrub      Bool
	}{
		{"absent", `{"eval": {"capture": true}}`, nil,
			Bool{true, "config.json eval.capture=true"}, Bool{true, "default"}},
		{"true", `{"eval": {"scrub_pii": true}}`, nil,
			Bool{false, "default"}, Bool{true, "config.json eval.scrub_pii=true"}},
		{"false, independent of capture off", `{"eval": {"scrub_pii": false}}`, nil,
			Bool{false, "default"}, Bool{false, "config.json eval.scrub_pii=false"}},
		{"false with capture on", `{"eval": {"capture": true, "scrub_pii": false}}`, nil,
			Bool{true, "config.json eval.capture=true"}, Bool{false, "config.json eval.scrub_pii=false"}},
		{"false with env capture", `{"eval": {"scrub_pii": false}}`, env{EnvContributorMode: "1"},
			Bool{true, "env MODUSBRAIN_CONTRIBUTOR_MODE=1"}, Bool{false, "config.json eval.scrub_pii=false"}},
		{"null", `{"eval": {"scrub_pii": null}}`, nil,
			Bool{false, "default"}, Bool{true, "default (config.json eval.scrub_pii is null, treated as unset)"}},
		// A wrong-typed scrub_pii fails the whole eval section closed, even
		// a capture=true next to it: we cannot tell what the user meant.
		{"string false", `{"eval": {"capture": true, "scrub_pii": "false"}}`, nil,
			Bool{false, `fail closed: config.json eval.scrub_pii is a string ("false"); want true or false (line 1, column 41)`},
			Bool{true, `fail closed: config.json eval.scrub_pii is a string ("false"); want true or false (line 1, column 41)`}},
		{"number 0", `{"eval": {"scrub_pii": 0}}`, env{EnvContributorMode: "1"},
			Bool{false, `fail closed: config.json eval.scrub_pii is a number (0); want true or false (line 1, column 24); env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied`},
			Bool{true, `fail closed: config.json eval.scrub_pii is a number (0); want true or false (line 1, column 24)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newFixture(t).write(tt.file).resolve(tt.env)
			wantBool(t, "Capture", s.Capture, tt.capture.Value, tt.capture.Source)
			wantBool(t, "ScrubPII", s.ScrubPII, tt.scrub.Value, tt.scrub.Source)
		})
	}
}

// Wrong-typed and null eval sections.
func TestEvalSectionTypes(t *testing.T) {
	tests := []struct {
		name, file string
		env        env
		capture    Bool
		scrub      Bool
		errKey     string
		line, col  int
	}{
		{"eval string", `{"eval": "on"}`, env{EnvContributorMode: "1"},
			Bool{false, `fail closed: config.json eval is a string ("on"); want an object such as {"capture": true} (line 1, column 10); env MODUSBRAIN_CONTRIBUTOR_MODE=1 not applied`},
			Bool{true, `fail closed: config.json eval is a string ("on"); want an object such as {"capture": true} (line 1, column 10)`},
			"eval", 1, 10},
		{"eval true", "{\n\"eval\": true}", nil,
			Bool{false, `fail closed: config.json eval is a boolean (true); want an object such as {"capture": true} (line 2, column 9)`},
			Bool{true, `fail closed: config.json eval is a boolean (true); want an object such as {"capture": true} (line 2, column 9)`},
			"eval", 2, 9},
		{"eval array", `{"eval": [{"capture": true}]}`, nil,
			Bool{false, `fail closed: config.json eval is an array; want an object such as {"capture": true} (line 1, column 10)`},
			Bool{true, `fail closed: config.json eval is an array; want an object such as {"capture": true} (line 1, column 10)`},
			"eval", 1, 10},
		{"capture number", `{"eval": {"capture": 1}}`, nil,
			Bool{false, `fail closed: config.json eval.capture is a number (1); want true or false (line 1, column 22)`},
			Bool{true, `fail closed: config.json eval.capture is a number (1); want true or false (line 1, column 22)`},
			"eval.capture", 1, 22},
		{"capture object", `{"eval": {"capture": {"on": true}}}`, nil,
			Bool{false, `fail closed: config.json eval.capture is an object; want true or false (line 1, column 22)`},
			Bool{true, `fail closed: config.json eval.capture is an object; want true or false (line 1, column 22)`},
			"eval.capture", 1, 22},
		// encoding/json keeps the last of duplicate keys; so do we, and the
		// error points at that one.
		{"duplicate key, last wins", "{\"eval\": {\"capture\": true},\n \"eval\": {\"capture\": \"yes\"}}", nil,
			Bool{false, `fail closed: config.json eval.capture is a string ("yes"); want true or false (line 2, column 22)`},
			Bool{true, `fail closed: config.json eval.capture is a string ("yes"); want true or false (line 2, column 22)`},
			"eval.capture", 2, 22},
		// The same key names deeper in the tree are not ours; the position
		// must point at the real one.
		{"position skips look-alikes", `{"x": {"eval": {"capture": 1}}, "l": [{"eval": 2}], "eval": {"capture": "no"}}`, nil,
			Bool{false, `fail closed: config.json eval.capture is a string ("no"); want true or false (line 1, column 73)`},
			Bool{true, `fail closed: config.json eval.capture is a string ("no"); want true or false (line 1, column 73)`},
			"eval.capture", 1, 73},
		// null is JSON's "nothing here": treated as unset, and said so.
		{"eval null", `{"eval": null}`, env{EnvContributorMode: "1"},
			Bool{true, "env MODUSBRAIN_CONTRIBUTOR_MODE=1 (config.json eval is null, treated as unset)"},
			Bool{true, "default (config.json eval is null, treated as unset)"}, "", 0, 0},
		{"capture null", `{"eval": {"capture": null}}`, env{EnvContributorMode: "true"},
			Bool{false, `default (MODUSBRAIN_CONTRIBUTOR_MODE="true" is not "1"; config.json eval.capture is null, treated as unset)`},
			Bool{true, "default"}, "", 0, 0},
		{"empty eval", `{"eval": {}}`, nil, Bool{false, "default"}, Bool{true, "default"}, "", 0, 0},
		{"unknown keys are normal", `{"theme": "dark", "eval": {"capture": true, "sample_rate": 0.5}, "mcp": [1, 2]}`, nil,
			Bool{true, "config.json eval.capture=true"}, Bool{true, "default"}, "", 0, 0},
		// Only the nested form counts, as in modusbrain itself.
		{"dotted top-level key ignored", `{"eval.capture": true}`, nil, Bool{false, "default"}, Bool{true, "default"}, "", 0, 0},
		{"dotted key next to nested", `{"eval.capture": true, "eval": {"capture": false}}`, nil,
			Bool{false, "config.json eval.capture=false"}, Bool{true, "default"}, "", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t).write(tt.file)
			s := f.resolve(tt.env)
			wantBool(t, "Capture", s.Capture, tt.capture.Value, tt.capture.Source)
			wantBool(t, "ScrubPII", s.ScrubPII, tt.scrub.Value, tt.scrub.Source)
			if tt.errKey == "" {
				if s.Config.Err != nil {
					t.Errorf("Config.Err = %v, want nil", s.Config.Err)
				}
				return
			}
			wantConfigErr(t, s.Config.Err, f.configPath(), tt.line, tt.col, tt.errKey)
		})
	}
}

func TestDottedKeyWarning(t *testing.T) {
	s := newFixture(t).write(`{"eval.capture": true, "eval.scrub_pii": false}`).resolve(nil)
	want := []string{
		`top-level key "eval.capture" is ignored; evalkit reads the nested form {"eval": {"capture": ...}}`,
		`top-level key "eval.scrub_pii" is ignored; evalkit reads the nested form {"eval": {"scrub_pii": ...}}`,
	}
	if len(s.Config.Warnings) != len(want) {
		t.Fatalf("Warnings = %q, want %q", s.Config.Warnings, want)
	}
	for i := range want {
		if s.Config.Warnings[i] != want[i] {
			t.Errorf("Warnings[%d] = %q, want %q", i, s.Config.Warnings[i], want[i])
		}
	}
}

func ptr(s string) *string { return &s }
