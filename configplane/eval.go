package configplane

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// resolveEval applies the seed's order for eval.capture (config true → on,
// config false → off even over the env var, MODUSBRAIN_CONTRIBUTOR_MODE
// exactly "1" → on, otherwise off) and eval.scrub_pii (on unless config says
// exactly false). Anything it cannot trust fails closed: capture off,
// scrubbing on. A wrong-typed eval value is recorded in s.Config.Err.
func resolveEval(s *Settings, cfg *fileConfig, env func(string) (string, bool)) (capture, scrub Bool) {
	envVal, envSet := env(EnvContributorMode)
	envOn := envSet && envVal == "1"

	failClosed := func(why string) (Bool, Bool) {
		src := "fail closed: " + why
		if envOn {
			src += "; env " + EnvContributorMode + "=1 not applied"
		}
		return Bool{Value: false, Source: src}, Bool{Value: true, Source: "fail closed: " + why}
	}

	switch {
	case s.HomeErr != nil:
		return failClosed("no usable modusbrain home, so " + ConfigFileName + " cannot be read")
	case s.Config.Err != nil:
		return failClosed(ConfigFileName + " " + problem(s.Config.Err))
	}

	var capV, scrubV any
	var capSet, scrubSet bool
	var capNotes, scrubNotes []string // nulls count as unset; say so
	if cfg != nil {
		evalV, present := cfg.lookup("eval")
		switch evalV.(type) {
		case nil:
			if present {
				n := ConfigFileName + " eval is null, treated as unset"
				capNotes, scrubNotes = append(capNotes, n), append(scrubNotes, n)
			}
		case map[string]any:
			capV, capSet = cfg.lookup("eval", "capture")
			scrubV, scrubSet = cfg.lookup("eval", "scrub_pii")
		default:
			e := cfg.keyError(fmt.Errorf("is %s; want an object such as {\"capture\": true}", describeValue(evalV)), "eval")
			s.Config.Err = e
			return failClosed(ConfigFileName + " " + problem(e))
		}
	}
	for _, k := range []struct {
		name  string
		v     any
		set   bool
		notes *[]string
	}{{"capture", capV, capSet, &capNotes}, {"scrub_pii", scrubV, scrubSet, &scrubNotes}} {
		switch k.v.(type) {
		case bool:
		case nil:
			if k.set {
				*k.notes = append(*k.notes, ConfigFileName+" eval."+k.name+" is null, treated as unset")
			}
		default:
			e := cfg.keyError(fmt.Errorf("is %s; want true or false", describeValue(k.v)), "eval", k.name)
			s.Config.Err = e
			return failClosed(ConfigFileName + " " + problem(e))
		}
	}

	scrub = Bool{Value: true, Source: withNotes("default", scrubNotes)}
	if b, ok := scrubV.(bool); ok {
		scrub = Bool{Value: b, Source: ConfigFileName + " eval.scrub_pii=" + strconv.FormatBool(b)}
	}

	if b, ok := capV.(bool); ok {
		src := ConfigFileName + " eval.capture=" + strconv.FormatBool(b)
		if !b && envOn {
			src += " (overrides env " + EnvContributorMode + "=1)"
		}
		return Bool{Value: b, Source: src}, scrub
	}
	if envOn {
		return Bool{Value: true, Source: withNotes("env "+EnvContributorMode+"=1", capNotes)}, scrub
	}
	if envSet {
		capNotes = append([]string{EnvContributorMode + "=" + quote(envVal) + ` is not "1"`}, capNotes...)
	}
	return Bool{Value: false, Source: withNotes("default", capNotes)}, scrub
}

// withNotes appends notes in parentheses: default (a; b).
func withNotes(base string, notes []string) string {
	if len(notes) == 0 {
		return base
	}
	return base + " (" + strings.Join(notes, "; ") + ")"
}

// problem is a ConfigError's message without the path, with its place, for
// use after the word "config.json" in a source.
func problem(err error) string {
	var ce *ConfigError
	if !errors.As(err, &ce) {
		return err.Error()
	}
	var b strings.Builder
	if ce.Key != "" {
		b.WriteString(ce.Key + " ")
	}
	b.WriteString(ce.Err.Error())
	if ce.Line > 0 {
		fmt.Fprintf(&b, " (line %d, column %d)", ce.Line, ce.Column)
	}
	return b.String()
}

// describeValue names a wrong value's type and, for scalars, the value, e.g.
// `a string ("true")`.
func describeValue(v any) string {
	switch x := v.(type) {
	case string:
		return "a string (" + quote(x) + ")"
	case float64:
		return "a number (" + strconv.FormatFloat(x, 'g', -1, 64) + ")"
	case json.Number:
		return "a number (" + string(x) + ")" // beyond float64's range
	case bool:
		return "a boolean (" + strconv.FormatBool(x) + ")"
	default:
		return jsonKind(v)
	}
}
