package doctor

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/internal/userfile"
)

// checkConfig reports where config.json was looked for, whether it was found
// and parsed, and whether a file holding a password is readable by others.
func checkConfig(s *configplane.Settings) Check {
	c := Check{ID: CheckConfig, Data: map[string]any{
		"path":           s.ConfigPath,
		"home_source":    s.HomeSource,
		"found":          s.Config.Found,
		"holds_password": s.Config.HoldsPassword,
	}}
	if s.HomeErr != nil {
		c.Status = Fail
		c.Message = "no usable modusbrain home (" + s.HomeSource + "): " + s.HomeErr.Error()
		// Per command: a change in the shell reaches every program that
		// reads the variable, and which config.json modusbrain reads is
		// not evalkit's to move.
		c.Fix = "name the directory that holds the .modusbrain folder by an absolute path for evalkit's commands, e.g. " +
			configplane.EnvHome + "=/home/me eval-doctor;\n" +
			"until then capture is off and scrubbing on (fail closed)"
		return c
	}
	if s.Config.Found {
		c.Data["mode"] = fmt.Sprintf("%04o", uint32(s.Config.Mode.Perm()))
	}
	if s.Config.Err != nil {
		c.Status = Fail
		c.Message = s.Config.Err.Error()
		c.Fix = configFix(s.ConfigPath, s.Config.Err) + ";\nuntil then capture is off and scrubbing on (fail closed)"
		var ce *configplane.ConfigError
		if errors.As(s.Config.Err, &ce) {
			c.Data["line"], c.Data["column"], c.Data["key"] = ce.Line, ce.Column, ce.Key
		}
		return c
	}
	if !s.Config.Found {
		c.Message = "no config.json at " + s.ConfigPath + " (" + s.HomeSource + "): defaults apply"
		return c
	}

	c.Message = "read " + s.ConfigPath + " (" + s.HomeSource + ")"
	var fixes []string
	if s.Config.HoldsPassword {
		if why, fix, note := passwordFileAccess(s.ConfigPath, s.Config.Mode.Perm(), fileGroup(s.ConfigPath)); why != "" {
			c.Status = Warn
			c.Message = fmt.Sprintf("%s holds a database password and its mode is %04o: %s", s.ConfigPath, uint32(s.Config.Mode.Perm()), why)
			fixes = append(fixes, fix)
		} else if note != "" {
			c.Message += " (" + note + ")"
		}
	}
	for _, w := range s.Config.Warnings {
		if c.Status == OK {
			c.Status = Warn
			c.Message = s.ConfigPath + ": " + w
		} else {
			c.Details = append(c.Details, w)
		}
	}
	if len(s.Config.Warnings) > 0 {
		fixes = append(fixes, "evalkit reads "+s.ConfigPath+" as described and leaves it alone, since it is modusbrain's file ("+strings.Join(s.Config.WarningFixes, "; ")+")")
	}
	c.Fix = strings.Join(fixes, "\n")
	return c
}

// passwordFileAccess says who besides its owner may use config.json when
// it holds a password: why it warns and the fix, or a note when only the
// group may read it. The file is modusbrain's, and a group that may read
// it is often how modusbrain's own service account does (0640, group of
// that account): the fix never takes that away. Other users lose every
// bit (chmod o-rwx); the group loses write (chmod g-w), and read only on
// the advice to do so when no other account needs it.
func passwordFileAccess(path string, perm fs.FileMode, group string) (why, fix, note string) {
	broad := broadGroups[strings.ToLower(group)]
	if group == "" {
		group = "the file's group"
	} else {
		group = "group " + group
	}
	q := userfile.ShellQuote(path)
	var whys, fixes []string
	if o := perm & 0o007; o != 0 {
		whys = append(whys, "every user on this machine "+access(o&0o004 != 0, o&0o002 != 0, "has access to it"))
		fixes = append(fixes, "chmod o-rwx "+q+" (other users lose access; its owner and "+group+" keep theirs: "+
			"if modusbrain's service runs as another user, first make the file its own or its group's, or it loses its config too)")
	}
	g := perm & 0o070
	if g&0o020 != 0 {
		whys = append(whys, "members of "+group+" "+access(g&0o040 != 0, true, ""))
		fixes = append(fixes, "chmod g-w "+q+" (members of "+group+" may still read it, as modusbrain's service account may need)")
	}
	readNote := ""
	if g&0o040 != 0 && broad {
		// Every local user is a member (macOS's staff, SUSE's users):
		// reading it so is as open as other users reading it.
		whys = append(whys, "members of "+group+", which every local user belongs to on most systems, can read it")
		fixes = append(fixes, "chmod g-r "+q+" (if modusbrain's service account reads it through a group, give the file a group of its own: chgrp <its group> "+q+")")
	} else if g&0o040 != 0 {
		readNote = "members of " + group + " can read it, as modusbrain's service account may need; only if no account but its owner " +
			"needs it: chmod g-r " + q
	}
	if len(whys) == 0 {
		return "", "", readNote
	}
	if g&0o020 == 0 && readNote != "" {
		fixes = append(fixes, readNote)
	}
	return strings.Join(whys, "; "), strings.Join(fixes, "\n"), ""
}

// broadGroups hold every local user on the systems that make them so:
// macOS's staff, SUSE's and others' users, Windows shares' everyone.
var broadGroups = map[string]bool{"staff": true, "users": true, "everyone": true, "domain users": true}

// access is "can read it", "can change it" or "can read and change it".
func access(read, write bool, otherwise string) string {
	switch {
	case read && write:
		return "can read and change it"
	case read:
		return "can read it"
	case write:
		return "can change it"
	}
	return otherwise
}

// configFix says what is wrong with a broken config.json. The file is
// modusbrain's: evalkit only reads it, and never advises removing or
// rewriting it — it says what is wrong, and that modusbrain reads the same
// file.
func configFix(path string, err error) string {
	const theirs = " (the file is modusbrain's; evalkit only reads it)"
	var ce *configplane.ConfigError
	if !errors.As(err, &ce) {
		return path + " cannot be read; modusbrain cannot read it either" + theirs
	}
	at := ""
	if ce.Line > 0 {
		at = fmt.Sprintf(" at line %d, column %d", ce.Line, ce.Column)
	}
	switch {
	case ce.Key == "eval":
		return `"eval" in ` + path + at + ` is not an object; evalkit reads "eval": {"capture": true}` + theirs
	case strings.HasPrefix(ce.Key, "eval."):
		name := strings.TrimPrefix(ce.Key, "eval.")
		return `"` + name + `" in ` + path + at + " is not true or false (a JSON boolean, without quotes)" + theirs
	case ce.Key != "":
		return "the value of " + ce.Key + " in " + path + at + " is not what evalkit reads" + theirs
	case ce.Line > 0:
		return "the JSON in " + path + " breaks" + at + "; modusbrain cannot read the file either" + theirs
	}
	return path + " is not a readable file holding a JSON object; modusbrain cannot read it either" + theirs
}

// failClosed reports whether a setting's value was forced by a problem
// rather than chosen.
func failClosed(s *configplane.Settings) bool {
	return s.HomeErr != nil || s.Config.Err != nil
}

// checkCapture reports whether capture is on and which setting decided it.
func checkCapture(s *configplane.Settings) Check {
	c := Check{ID: CheckCapture, Message: onOff(s.Capture.Value) + ": " + s.Capture.Source,
		Data: map[string]any{"on": s.Capture.Value, "source": s.Capture.Source}}
	if failClosed(s) {
		c.Status = Warn
		c.Fix = "fix config.json first (see the config check); capture stays off until it can be read"
	}
	return c
}

// checkScrub reports whether PII is scrubbed before storing and why.
func checkScrub(s *configplane.Settings) Check {
	c := Check{ID: CheckScrub, Message: onOff(s.ScrubPII.Value) + ": " + s.ScrubPII.Source,
		Data: map[string]any{"on": s.ScrubPII.Value, "source": s.ScrubPII.Source}}
	if !s.ScrubPII.Value {
		// A deliberate choice, so not a warning; but say what it means.
		c.Message += " (raw query text is stored; keep it off only if you control the brain's distribution)"
	}
	return c
}

// checkDatabaseURL explains a DATABASE_URL in the environment: evalkit never
// reads it, so anyone expecting capture to land there is told where it goes.
func checkDatabaseURL(s *configplane.Settings, env func(string) (string, bool)) Check {
	c := Check{ID: CheckDatabaseURL, Data: map[string]any{"set": s.IgnoredDatabaseURL}}
	if !s.IgnoredDatabaseURL {
		c.Message = "DATABASE_URL not set (evalkit never reads it)"
		return c
	}
	v, _ := env(envBareDatabaseURL)
	used := "evalkit uses " + targetText(s.Target)
	if s.TargetErr != nil {
		used = "evalkit has no usable database target (see the database check)"
	}
	if mv, ok := env(configplane.EnvDatabaseURL); ok && mv != "" && mv == v {
		c.Message = "DATABASE_URL is set and equals " + configplane.EnvDatabaseURL + ", which evalkit uses"
		return c
	}
	c.Status = Warn
	c.Message = "DATABASE_URL=" + redact.URL(v) + " is set but ignored; " + used
	// Per command only: modusbrain reads MODUSBRAIN_DATABASE_URL and
	// config.json too, so exporting the one or editing the other would
	// move modusbrain off its brain (and a PGLite brain's engine key would
	// not even let evalkit see a database_url there).
	c.Fix = "nothing to do if DATABASE_URL belongs to another app;\n" +
		"to run one evalkit command against that database, name it for that command alone:\n" +
		configplane.EnvDatabaseURL + `="$DATABASE_URL" eval-export --since 7d` + "\n" +
		"(modusbrain reads " + configplane.EnvDatabaseURL + " and config.json as well: change neither for evalkit)"
	return c
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// envBareDatabaseURL is the variable evalkit deliberately does not read.
const envBareDatabaseURL = "DATABASE_URL"
