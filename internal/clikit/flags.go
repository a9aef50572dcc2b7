package clikit

import (
	"errors"
	"fmt"
	"strings"
)

// Flag is one command-line flag. A flag with Set takes a value (Arg names
// it in the help); one without is a switch that sets *Bool.
type Flag struct {
	Name    string // without dashes
	Arg     string // "DUR", "FILE"; empty for a switch
	Help    string // may hold newlines; each line is indented under the first
	Example string // shown when the value is missing: "--since 7d"
	Set     func(value string) error
	Bool    *bool
	// Repeat lets a flag with a value be given more than once (Set is
	// called for each, in order); any other flag given twice is an error.
	Repeat bool
}

func (f *Flag) takesValue() bool { return f.Set != nil }

// parse reads args against flags: -name or --name, the value after "=" or
// as the next argument. A flag given twice, an unknown flag, a value given
// to a switch, a missing value and a stray argument are usage errors that
// name what was wrong. help and version are handled by the caller.
func parse(name string, flags []*Flag, args []string) (help, version bool, err error) {
	byName := map[string]*Flag{}
	for _, f := range flags {
		byName[f.Name] = f
	}
	flagsHint := name + " --help lists the flags"
	type setting struct {
		f     *Flag
		value string
	}
	var values []setting
	seen := map[string]bool{}
	var missing error // a flag whose value was forgotten; reported after --help has had its say
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			if i+1 < len(args) {
				return false, false, Usage(fmt.Sprintf("unexpected argument %q", args[i+1]), flagsHint)
			}
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return false, false, Usage(fmt.Sprintf("unexpected argument %q", a), flagsHint)
		}
		fname, value, hasValue := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		switch fname {
		case "h", "help", "version":
			if hasValue {
				return false, false, Usage(fmt.Sprintf("--%s takes no value (got %q)", fname, value), "")
			}
			if fname == "version" {
				version = true
			} else {
				help = true
			}
			continue
		}
		f, ok := byName[fname]
		if !ok {
			typed, _, _ := strings.Cut(a, "=") // as the user wrote it: -l, not --l
			return false, false, Usage("unknown flag "+typed, flagsHint)
		}
		if seen[fname] && !(f.Repeat && f.takesValue()) {
			return false, false, Usage(fmt.Sprintf("--%s given twice", fname), "")
		}
		seen[fname] = true
		if !f.takesValue() {
			if hasValue {
				return false, false, Usage(fmt.Sprintf("--%s takes no value (got %q)", fname, value), "")
			}
			*f.Bool = true
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return false, false, Usage(needsValue(f), "")
			}
			if next := args[i+1]; looksLikeFlag(next, byName) {
				// "--cursor --quiet": the value was forgotten. Taking the
				// flag as the value would create a file named --quiet and
				// drop the switch; a value that does begin with a dash is
				// still given as --cursor=VALUE.
				if missing == nil {
					missing = Usage(needsValue(f)+", and the "+next+" after it is taken for a flag",
						"a value that begins with - is written --"+fname+"=VALUE")
				}
				continue
			}
			i++
			value = args[i]
		}
		if f.Arg == "FILE" && value == "-" {
			// Every FILE flag names a file evalkit itself reads and rewrites
			// (a cursor); "-" conventionally means standard input or
			// output, which cannot be one, and a file named "-" is a trap.
			return false, false, Usage("--"+fname+" - : a "+strings.ToLower(f.Arg)+" flag names a file evalkit reads and rewrites, not standard input or output",
				"name a file ("+exampleOr(f, "--"+fname+" ./FILE")+"); a file really named - is written ./-")
		}
		values = append(values, setting{f, value})
	}
	if help || version {
		return help, version, nil // help wins over everything, bad values included
	}
	if missing != nil {
		return false, false, missing
	}
	for _, s := range values {
		if err := s.f.Set(s.value); err != nil {
			return false, false, valueUsage(s.f, s.value, err)
		}
	}
	return false, false, nil
}

// needsValue is the message for flag f given without its value.
func needsValue(f *Flag) string {
	msg := "--" + f.Name + " needs a value"
	if f.Example != "" {
		msg += " (try " + f.Example + ")"
	}
	return msg
}

func exampleOr(f *Flag, def string) string {
	if f.Example != "" {
		return f.Example
	}
	return def
}

// looksLikeFlag: an argument that cannot be a forgotten flag's value
// because it is a flag: one of this command's (or -h, --help, --version),
// with or without "=value", or any word that begins with "--". A lone
// dash word that is not a flag ("-5", "-1h") may still be a value.
func looksLikeFlag(a string, byName map[string]*Flag) bool {
	if !strings.HasPrefix(a, "-") || a == "-" {
		return false
	}
	if strings.HasPrefix(a, "--") && len(a) > 2 {
		return true
	}
	name, _, _ := strings.Cut(strings.TrimPrefix(a, "-"), "=")
	switch name {
	case "h", "help", "version":
		return true
	}
	_, ok := byName[name]
	return ok
}

func valueUsage(f *Flag, value string, err error) error {
	var ve *ValueError
	if errors.As(err, &ve) {
		msg := fmt.Sprintf("--%s: %q %s", f.Name, value, ve.Why)
		if ve.Try != "" {
			msg += " (try " + ve.Try + ")"
		}
		return Usage(msg, "")
	}
	var e *Error
	if errors.As(err, &e) {
		return err
	}
	return Usage(fmt.Sprintf("--%s: %v", f.Name, err), "")
}
