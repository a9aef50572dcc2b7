package sqlite

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestStringArrays(t *testing.T) {
	for _, ss := range [][]string{
		nil,
		{""},
		{"a", "b"},
		{`quo"te`, `back\slash`, "tab\tnl\ncr\r", "\x00\x01\x1f\x7f", "ünï 日本 🦫", "\u2028\u2029", "</script>&"},
	} {
		enc := appendStrings(nil, ss)
		var std []string
		if err := json.Unmarshal(enc, &std); err != nil {
			t.Fatalf("%q encodes as invalid JSON %s: %v", ss, enc, err)
		}
		got, _, err := parseStrings(nil, string(enc))
		if err != nil {
			t.Fatalf("parse %s: %v", enc, err)
		}
		want := ss
		if want == nil {
			want = []string{}
		}
		if !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) || !reflect.DeepEqual(std, want) {
			t.Errorf("%q: parsed %q, encoding/json %q", ss, got, std)
		}
	}
	// Invalid UTF-8 is stored as U+FFFD so the column stays valid JSON.
	if enc := string(appendStrings(nil, []string{"a\xffb"})); enc != `["a`+"\ufffd"+`b"]` {
		t.Errorf("invalid UTF-8 encodes as %s", enc)
	}
}

func TestParseStringsAcceptsForeignJSON(t *testing.T) {
	got, _, err := parseStrings([]string{"stale"}, " [ \"a\" ,\n\"\\u00e9\\/\\b\\f\",\"\\ud83e\\udeab\", \"\\ud800x\", \"\\udc00\\u0041\" ] ")
	want := []string{"a", "é/\b\f", "🪫", "\ufffdx", "\ufffdA"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	for _, bad := range []string{``, `[`, `]`, `["a"`, `["a",]`, `[,"a"]`, `["a" "b"]`, `[1]`, `["a",{}]`, `["a"]x`,
		`["\x"]`, `["\u12"]`, "[\"\x01\"]", `{"a":1}`, `["a\`} {
		if got, _, err := parseStrings(nil, bad); err == nil {
			t.Errorf("%q parsed as %q, want an error", bad, got)
		}
	}
}

// null elements are dropped and counted (the export reports the row as
// adjusted), as the PostgreSQL engine drops NULL elements.
func TestParseDropsNulls(t *testing.T) {
	if got, n, err := parseStrings([]string{"stale"}, `[null, "a",null ,"b", null]`); err != nil || n != 3 || !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Errorf("strings: %q, %d nulls, %v", got, n, err)
	}
	if got, n, err := parseInts(nil, `[ null,1,null]`); err != nil || n != 2 || !reflect.DeepEqual(got, []int64{1}) {
		t.Errorf("ints: %v, %d nulls, %v", got, n, err)
	}
	if got, n, err := parseStrings(nil, `[null]`); err != nil || n != 1 || len(got) != 0 {
		t.Errorf("[null]: %q, %d nulls, %v; want none, 1 null", got, n, err)
	}
	if _, n, err := parseInts(nil, `[1,2]`); err != nil || n != 0 {
		t.Errorf("[1,2]: %d nulls, %v; want 0", n, err)
	}
}

func TestIntArrays(t *testing.T) {
	for _, xs := range [][]int64{nil, {0}, {1, -1, 42, 42, 9_223_372_036_854_775_807, -9_223_372_036_854_775_808}} {
		enc := appendInts(nil, xs)
		got, _, err := parseInts([]int64{99, 98, 97, 96, 95, 94, 93}, string(enc))
		if err != nil || len(got) != len(xs) || (len(xs) > 0 && !reflect.DeepEqual(got, xs)) {
			t.Errorf("%v -> %s -> %v, %v", xs, enc, got, err)
		}
	}
	if got, _, err := parseInts(nil, " [ 1 ,\t-2 ] "); err != nil || !reflect.DeepEqual(got, []int64{1, -2}) {
		t.Errorf("whitespace: %v, %v", got, err)
	}
	for _, bad := range []string{`[1.5]`, `[1e3]`, `[01]`, `[-]`, `["1"]`, `[1,]`, `[9223372036854775808]`, `[1`, `[+1]`, `[null,]`, `[nul]`} {
		if got, _, err := parseInts(nil, bad); err == nil {
			t.Errorf("%q parsed as %v, want an error", bad, got)
		}
	}
}

// The hand-written parser agrees with encoding/json on every input that
// encoding/json reads as an array of strings, and rejects what it rejects.
func FuzzParseStrings(f *testing.F) {
	for _, s := range []string{`[]`, `["a","b"]`, `["\u00e9\n"]`, `["\ud83e\udeab"]`, `["\ud800"]`, `[ "x" ]`, `["a",]`, `[1]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return // SQLite TEXT from our writer is valid UTF-8; encoding/json would coerce
		}
		var ptrs []*string
		stdErr := json.Unmarshal([]byte(s), &ptrs)
		if stdErr == nil && ptrs == nil {
			stdErr = errJSONArray // `null` is not an array
		}
		var std []string
		for _, p := range ptrs {
			if p != nil { // null elements are dropped
				std = append(std, *p)
			}
		}
		got, _, err := parseStrings(nil, s)
		if (err == nil) != (stdErr == nil) {
			t.Fatalf("%q: parser err %v, encoding/json err %v", s, err, stdErr)
		}
		if err == nil && !reflect.DeepEqual(got, std) && !(len(got) == 0 && len(std) == 0) {
			t.Fatalf("%q: parser %q, encoding/json %q", s, got, std)
		}
	})
}

// Whatever strings go in come back out (invalid UTF-8 as U+FFFD).
func FuzzStringsRoundTrip(f *testing.F) {
	f.Add("a\x00b\x00\"\\\n")
	f.Add("\xff\xfe")
	f.Fuzz(func(t *testing.T, s string) {
		ss := strings.Split(s, "\x00")
		got, _, err := parseStrings(nil, string(appendStrings(nil, ss)))
		if err != nil {
			t.Fatal(err)
		}
		for i := range ss {
			ss[i] = string([]rune(ss[i])) // each invalid byte becomes U+FFFD, as encoding/json does
		}
		if !reflect.DeepEqual(got, ss) {
			t.Fatalf("%q came back as %q", ss, got)
		}
	})
}
