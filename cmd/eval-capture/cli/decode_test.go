package cli

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/capture"
)

// The event decoder against the documented field set (docs/capture-events.md):
// tool_name and query are required and not null; names are exact-case; a
// key given twice is refused; unknown keys are ignored; optional fields may
// be missing or null.
func TestParseEventFieldRules(t *testing.T) {
	ok := []string{
		`{"tool_name":"query","query":"q"}`,
		`{"tool_name":"query","query":""}`, // empty is a value; the schema decides
		`{"tool_name":"search","query":"q","results":null,"meta":null,"latency_ms":null,"remote":null,"expand_enabled":null,"detail":null,"job_id":null,"subagent_id":null}`,
		`{"tool_name":"query","query":"q","results":[{"chunk_id":0}],"meta":{"detail_resolved":null}}`, // a 0 given is a 0 retrieved
		`{"tool_name":"query","query":"q","results":[{"slug":null,"chunk_id":7,"source_id":null}]}`,
		`{"tool_name":"query","query":"q","newer_field":{"Query":1},"another":[1,2]}`,
		`{"tool_name":"delete","query":"q"}`, // refused later, as a failure row
	}
	for _, in := range ok {
		if _, why := parseEvent([]byte(in), false); why != "" {
			t.Errorf("parseEvent(%s) = %q, want an event", in, why)
		}
	}
	bad := map[string]string{
		// missing and null required fields
		`{"tool_name":"query"}`:              "query is missing: it is required",
		`{"tool_name":"query","query":null}`: "query is null: it is required (a string)",
		`{"query":"q"}`:                      "tool_name is missing: it is required",
		`{"tool_name":null,"query":"q"}`:     "tool_name is null: it is required (a string)",
		`{}`:                                 "tool_name is missing: it is required",
		`{"tool_name":"query","query":"q","remote":"yes"}`: "remote: want bool, got a JSON string",
		// wrong case, at the top and nested
		`{"TOOL_NAME":"search","Query":"x"}`:                               `"TOOL_NAME" is not a field: names are exact-case (the field is "tool_name")`,
		`{"tool_name":"query","Query":"x"}`:                                `"Query" is not a field: names are exact-case (the field is "query")`,
		`{"tool_name":"query","query":"q","Remote":true}`:                  `"Remote" is not a field: names are exact-case (the field is "remote")`,
		`{"tool_name":"query","query":"q","meta":{"Vector_Enabled":true}}`: `"meta.Vector_Enabled" is not a field: names are exact-case (the field is "meta.vector_enabled")`,
		`{"tool_name":"query","query":"q","results":[{"Slug":"s"}]}`:       `"results[0].Slug" is not a field: names are exact-case (the field is "results[0].slug")`,
		// duplicates, at the top and nested
		`{"tool_name":"query","query":"a","query":"b"}`:                                                      `"query" is given twice`,
		`{"tool_name":"query","query":null,"query":"b"}`:                                                     `"query" is given twice`,
		`{"tool_name":"query","query":"q","meta":{"remote":1,"vector_enabled":true,"vector_enabled":false}}`: `"meta.vector_enabled" is given twice`,
		// a hit without its chunk id: storing 0 would invent a chunk
		`{"tool_name":"query","query":"q","results":[{"slug":"s","chunk_id":1},{"slug":"s"}]}`: "results[1].chunk_id is missing: each hit carries its chunk id (evalkit does not invent one)",
		`{"tool_name":"query","query":"q","results":[{"slug":"s","chunk_id":null}]}`:           "results[0].chunk_id is null: each hit carries its chunk id (an integer)",
		`{"tool_name":"query","query":"q","results":[{}]}`:                                     "results[0].chunk_id is missing: each hit carries its chunk id (evalkit does not invent one)",
		`{"tool_name":"query","query":"q","results":[null,{"slug":"s","chunk_id":1}]}`:         "results[0] is null: each hit is an object with its chunk_id",
		// shapes
		`{"tool_name":"query","query":"q","meta":[]}`:     "meta: want an object, got a JSON array",
		`{"tool_name":"query","query":"q","results":{}}`:  "results: want an array, got a JSON object",
		`{"tool_name":"query","query":"q","results":[1]}`: "results[0]: want an object, got a JSON number",
	}
	for in, want := range bad {
		if ev, why := parseEvent([]byte(in), false); why != want {
			t.Errorf("parseEvent(%s) = %+v, %q; want %q", in, ev, why, want)
		}
	}
}

// Whatever parseEvent accepts, encoding/json reads the same way, and it has
// the required fields as strings under their exact names, each once.
func FuzzParseEvent(f *testing.F) {
	for _, s := range []string{
		`{"tool_name":"query","query":"q"}`,
		`{"tool_name":"query","query":"q","results":[{"slug":"s","chunk_id":1,"source_id":"x"}],"meta":{"vector_enabled":true,"detail_resolved":"low"},"latency_ms":3,"remote":true,"expand_enabled":null,"detail":"high","job_id":1,"subagent_id":2}`,
		`{"TOOL_NAME":"search","Query":"x"}`,
		`{"tool_name":"query","query":"a","query":"b"}`,
		`{"tool_name":"query","query":null}`,
		`{"tool_name":"query","query":"q","meta":{"Vector_Enabled":true}}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ev, why := parseEvent([]byte(s), false)
		if why != "" {
			return
		}
		var ref struct {
			ToolName *string `json:"tool_name"`
			Query    *string `json:"query"`
		}
		if err := json.Unmarshal([]byte(s), &ref); err != nil {
			t.Fatalf("accepted %q, which encoding/json refuses: %v", s, err)
		}
		if ref.ToolName == nil || ref.Query == nil {
			t.Fatalf("accepted %q without tool_name or query", s)
		}
		var m map[string]json.RawMessage
		_ = json.Unmarshal([]byte(s), &m)
		for _, k := range requiredKeys {
			if _, ok := m[k]; !ok {
				t.Fatalf("accepted %q: %s not under its exact name", s, k)
			}
		}
		for k := range m {
			for _, known := range []string{"tool_name", "query", "results", "meta", "latency_ms", "remote", "expand_enabled", "detail", "job_id", "subagent_id"} {
				if k != known && strings.EqualFold(k, known) {
					t.Fatalf("accepted %q with the wrong-case key %q", s, k)
				}
			}
		}
		// With exact, unique names, encoding/json agrees on every field.
		var want capture.Event
		if err := json.Unmarshal([]byte(s), &want); err == nil && !reflect.DeepEqual(want, ev) {
			t.Fatalf("parseEvent(%q) = %+v, encoding/json says %+v", s, ev, want)
		}
	})
}

// Caller text a malformed-line message quotes — a key given twice, a
// number's digits, a key in the wrong case — is cut to a few dozen
// characters and scrubbed, as a tool_name the schema refuses is: four
// lines once put 6 MB on stderr, an email address whole among it.
func TestMalformedLineEchoIsBoundedAndScrubbed(t *testing.T) {
	const mail = "john.doe@example.com"
	k := strings.Repeat("k", 2_000_000)
	in := strings.Join([]string{
		`{"tool_name":"query","query":"x","latency_ms":` + strings.Repeat("9", 4_000_000) + `}`,
		`{"tool_name":"query","query":"x","` + k + `":1,"` + k + `":2}`,
		`{"tool_name":"query","query":"x","` + mail + `":1,"` + mail + `":2}`,
		`{"tool_name":"` + mail + `","query":"x"}`,
		`{"tool_name":"query","query":"x","results":[{"chunk_id":1.5` + strings.Repeat("5", 1000) + `}]}`,
	}, "\n") + "\n"
	code, _, errs := run(context.Background(), strings.NewReader(in), captureOnEnv(t, t.TempDir()))
	if code != 1 {
		t.Fatalf("exit %d, stderr:\n%.2000s", code, errs)
	}
	if len(errs) > 4000 || strings.Contains(errs, mail) {
		t.Fatalf("stderr is %d bytes, or holds %s:\n%.3000s", len(errs), mail, errs)
	}
	for _, want := range []string{
		"line 1: latency_ms: want int64, got a JSON number " + strings.Repeat("9", 33) + "…\n",
		`line 2: "` + strings.Repeat("k", 40) + `…" is given twice` + "\n",
		`line 3: "[REDACTED]" is given twice` + "\n",
		`tool_name "[REDACTED]" is not query or search`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr:\n%s\nwant it to contain %q", errs, want)
		}
	}
}
