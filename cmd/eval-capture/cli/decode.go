package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/modusbrain/evalkit/capture"
)

// parseEvent decodes one line, or says why it is not an event. The rules
// are docs/capture-events.md's:
//
//   - names are exact: encoding/json would take "Query" or "TOOL_NAME" for
//     "query" and "tool_name"; here a key that differs from a field's name
//     only in letter case is refused, naming the field it resembles;
//   - a key given twice is refused (JSON leaves it undefined which wins);
//   - tool_name and query are required: missing or null is malformed;
//   - every hit carries its chunk_id: a hit that is null, or whose chunk_id
//     is missing or null, is malformed. retrieved_chunk_ids holds one id
//     per hit; a default 0 would store a chunk that was never retrieved,
//     and skipping the hit would store fewer hits than came back;
//   - other unknown keys are ignored (a newer caller may send more);
//   - values the schema refuses (an unknown tool, an integer outside the
//     32-bit range, say) are not malformed: they become failure rows, as
//     they would from a Go caller (readEvents names their lines).
func parseEvent(line []byte, tooLong bool) (capture.Event, string) {
	var ev capture.Event
	if tooLong {
		return ev, fmt.Sprintf("longer than the %d MiB limit for one event line: not read", maxLine>>20)
	}
	if t := bytes.TrimLeft(line, " \t"); len(t) == 0 || t[0] != '{' {
		return ev, "not a JSON object"
	}
	if !json.Valid(line) {
		var v any
		err := json.Unmarshal(line, &v)
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return ev, fmt.Sprintf("not valid JSON at byte %d: %v", se.Offset, se)
		}
		return ev, "not valid JSON"
	}
	seen, why := decodeObject(line, "", reflect.ValueOf(&ev).Elem())
	if why != "" {
		return capture.Event{}, why
	}
	for _, k := range requiredKeys {
		switch v, ok := seen[k]; {
		case !ok:
			return capture.Event{}, fmt.Sprintf("%s is missing: it is required", k)
		case v == "null":
			return capture.Event{}, fmt.Sprintf("%s is null: it is required (a string)", k)
		}
	}
	return ev, ""
}

// requiredKeys are the event fields docs/capture-events.md marks required.
var requiredKeys = []string{"tool_name", "query"}

// requiredElemKeys are, by array field, the keys each element must carry
// with a value: a hit's chunk id has no default that is not an invented id.
var requiredElemKeys = map[string][]string{"results": {"chunk_id"}}

// decodeObject decodes the JSON object data into the struct v, by the
// exact json tag names of its fields, and returns the keys it saw with
// their raw values (as text) — or why data is not acceptable. Nested
// structs and slices of structs are decoded by the same rules.
func decodeObject(data []byte, path string, v reflect.Value) (map[string]string, string) {
	var obj []struct {
		key string
		raw json.RawMessage
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Sprintf("%s: want an object, got a JSON %s", strings.TrimSuffix(path, "."), jsonKind(data))
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, "not valid JSON"
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, "not valid JSON"
		}
		obj = append(obj, struct {
			key string
			raw json.RawMessage
		}{tok.(string), raw})
	}

	fields := map[string]int{}
	t := v.Type()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			fields[name] = i
		}
	}
	seen := map[string]string{}
	for _, kv := range obj {
		if _, dup := seen[kv.key]; dup {
			return nil, fmt.Sprintf("%s is given twice", quoteInput(path+kv.key))
		}
		seen[kv.key] = string(kv.raw)
		i, ok := fields[kv.key]
		if !ok {
			for name := range fields {
				if strings.EqualFold(name, kv.key) {
					return nil, fmt.Sprintf("%s is not a field: names are exact-case (the field is %q)", quoteInput(path+kv.key), path+name)
				}
			}
			continue // unknown: ignored
		}
		if why := decodeValue(kv.raw, path+kv.key, v.Field(i)); why != "" {
			return nil, why
		}
	}
	return seen, ""
}

// decodeValue decodes raw into f: structs and slices of structs by
// decodeObject's rules, anything else by encoding/json.
func decodeValue(raw json.RawMessage, path string, f reflect.Value) string {
	if string(raw) == "null" {
		f.SetZero()
		return ""
	}
	switch {
	case f.Kind() == reflect.Struct:
		_, why := decodeObject(raw, path+".", f)
		return why
	case f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.Struct:
		var elems []json.RawMessage
		if err := json.Unmarshal(raw, &elems); err != nil {
			return fmt.Sprintf("%s: want an array, got a JSON %s", path, jsonKind(raw))
		}
		s := reflect.MakeSlice(f.Type(), len(elems), len(elems))
		for i, e := range elems {
			if string(e) == "null" {
				return fmt.Sprintf("%s[%d] is null: each hit is an object with its chunk_id", path, i)
			}
			seen, why := decodeObject(e, fmt.Sprintf("%s[%d].", path, i), s.Index(i))
			if why != "" {
				return why
			}
			for _, k := range requiredElemKeys[path] {
				switch v, ok := seen[k]; {
				case !ok:
					return fmt.Sprintf("%s[%d].%s is missing: each hit carries its chunk id (evalkit does not invent one)", path, i, k)
				case v == "null":
					return fmt.Sprintf("%s[%d].%s is null: each hit carries its chunk id (an integer)", path, i, k)
				}
			}
		}
		f.Set(s)
		return ""
	}
	if err := json.Unmarshal(raw, f.Addr().Interface()); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			// te.Value holds a number's digits, however many.
			return fmt.Sprintf("%s: want %s, got a JSON %s", path, te.Type, capture.Excerpt(te.Value))
		}
		return fmt.Sprintf("%s: %s", path, capture.Excerpt(err.Error()))
	}
	return ""
}

// quoteInput quotes a key (or a value) of the caller's for a message:
// bounded, scrubbed (capture.Excerpt). A key can be anything, a 2 MB run
// of letters or an email address.
func quoteInput(s string) string { return fmt.Sprintf("%q", capture.Excerpt(s)) }

func jsonKind(raw []byte) string {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}
