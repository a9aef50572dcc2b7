package redact

import (
	"slices"
	"testing"
)

func TestPasswords(t *testing.T) {
	for in, want := range map[string][]string{
		"postgres://u:p%40ss@h/db":                   {"p@ss", "p%40ss"},
		"postgres://u@h/db?password=q%20q&sslmode=x": {"q q", "q%20q"},
		"host=h user=u password='it\\'s 9' dbname=d": {"'it\\'s 9'", "it's 9"},
		"host=h password=plain dbname=d":             {"plain"},
		// The userinfo reading runs to the last '@'; net/url's reading gives
		// the real password, which a driver may echo on its own.
		"postgres://u:QAtPw1@h/db?application_name=me@laptop": {"QAtPw1", "QAtPw1@h/db?application_name=me"},
		"postgres://u@h/db":                 nil,
		"/home/me/.modusbrain/eval.db":      nil,
		"postgres://alice:Unp@rs%zz:able@[": {"Unp@rs%zz:able"},
	} {
		got := Passwords(in)
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("Passwords(%q) = %q, want %q among them", in, got, w)
			}
		}
		if len(want) == 0 && len(got) != 0 {
			t.Errorf("Passwords(%q) = %q, want none", in, got)
		}
	}
}

func TestKnown(t *testing.T) {
	for _, c := range []struct {
		in      string
		secrets []string
		want    string
	}{
		{"failed for s3cr@t-pw and s3cr%40t-pw", []string{"s3cr@t-pw", "s3cr%40t-pw"}, "failed for *** and ***"},
		// Longest first: the short secret cannot cut the long one in two.
		{"xabcdy and abcd", []string{"abcd", "xabcdy"}, "*** and ***"},
		// A password inside a longer word takes the word with it:
		// "***su" would hint at it, "probesu" would print it.
		{"user=probesu database=probe_brain: probe, (probe) probe", []string{"probe"}, "user=*** database=***: ***, (***) ***"},
		{"host:5432/db port 15432 5432x", []string{"5432"}, "host:***/db port *** ***"},
		{"no_such_database_15e05b45a69c", []string{"15e05b45a69c"}, "***"},
		// Shorter than four bytes: only where it stands alone.
		{"pässwort pä ä_x äx", []string{"ä"}, "pässwort pä ä_x äx"},
		{"«ä»", []string{"ä"}, "«***»"},
		{"postgres ping p", []string{"p"}, "postgres ping ***"},
		// An edge that is no word character needs no boundary.
		{"x!pw!y and xp@ss! and p@ss!y", []string{"!pw!", "p@ss!"}, "x***y and *** and ***y"},
		{"aa aaa aa", []string{"aa"}, "*** aaa ***"},
		{"nothing here", []string{"", "absent"}, "nothing here"},
		{"as is", nil, "as is"},
	} {
		if got := Known(c.in, c.secrets...); got != c.want {
			t.Errorf("Known(%q, %q) = %q, want %q", c.in, c.secrets, got, c.want)
		}
	}
}
