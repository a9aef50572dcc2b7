package userfile

import "testing"

// A path printed in a command to copy must stay one word and run nothing
// else, whatever it holds (hostile probe 9: "sp ace;echo PWNED/x.cursor").
func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"/home/me/.modusbrain/export.cursor": "/home/me/.modusbrain/export.cursor",
		"/tmp/sp ace;echo PWNED/x.cursor":    "'/tmp/sp ace;echo PWNED/x.cursor'",
		"it's":                               `'it'\''s'`,
		"":                                   "''",
		"$HOME/x":                            "'$HOME/x'",
		"~bob/x.cursor":                      "'~bob/x.cursor'",
		"a~b":                                "a~b",
	} {
		if got := ShellQuote(in); got != want {
			t.Errorf("ShellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}
