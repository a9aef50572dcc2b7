package userfile

import "strings"

// ShellQuote quotes a path for a command a person copies into a POSIX
// shell, when it needs it: a path holding a space, a ';' or a quote must
// not split the command or run another.
func ShellQuote(p string) string {
	// A leading '~' would be expanded (~name is another user's home).
	if p != "" && p[0] != '~' && strings.Trim(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+~") == "" {
		return p
	}
	return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
}
