package configplane

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/modusbrain/evalkit/internal/redact"
)

// Environment variables evalkit reads. DATABASE_URL is listed only because
// it is deliberately NOT read (it usually belongs to some other app in the
// shell); Settings.IgnoredDatabaseURL reports when it is set.
const (
	EnvHome               = "MODUSBRAIN_HOME"
	EnvContributorMode    = "MODUSBRAIN_CONTRIBUTOR_MODE"
	EnvDatabaseURL        = "MODUSBRAIN_DATABASE_URL"
	EnvIgnoredDatabaseURL = "DATABASE_URL"
	// EnvSQLitePath names evalkit's own embedded store; an evalkit-only
	// name, so it can never change what modusbrain opens.
	EnvSQLitePath = "EVALKIT_SQLITE_PATH"
)

// Names on disk and engine names.
const (
	HomeDirName       = ".modusbrain"
	ConfigFileName    = "config.json"
	DefaultSQLiteName = "eval.db"
	EnginePostgres    = "postgres"
	EngineSQLite      = "sqlite"
	// EnginePGLite is modusbrain's embedded engine; evalkit cannot open it.
	EnginePGLite = "pglite"
	// KeySQLitePath is the config.json key (evalkit's own object) for
	// evalkit's embedded store.
	KeySQLitePath = "evalkit.sqlite_path"
)

const (
	// maxConfigFileBytes bounds what we read: config.json is a few hundred
	// bytes; a huge file there is a mistake, not a config.
	maxConfigFileBytes = 8 << 20
	// maxQuotedValueChars shortens echoed values in messages.
	maxQuotedValueChars = 200
)

// Options are the process inputs Resolve reads; tests inject them.
type Options struct {
	LookupEnv   func(string) (string, bool) // nil: os.LookupEnv
	UserHomeDir func() (string, error)      // nil: UserHomeDir (used only when MODUSBRAIN_HOME unset)
}

// Bool is a resolved on/off setting and where it came from.
type Bool struct {
	Value  bool
	Source string // in words a person can read, e.g. "env MODUSBRAIN_CONTRIBUTOR_MODE=1"
}

// Settings is everything evalkit resolved from the environment and
// config.json. Problems live in the *Err fields; the values are then the
// fail-closed ones (capture off, scrubbing on).
type Settings struct {
	Home       string // the .modusbrain directory ("" when HomeErr != nil)
	HomeSource string // "env MODUSBRAIN_HOME=/x" or "default ~/.modusbrain"
	HomeErr    error  // MODUSBRAIN_HOME relative or containing "..", or no home directory
	ConfigPath string // <Home>/config.json ("" when HomeErr != nil)
	Config     FileState
	Capture    Bool   // eval.capture per the seed's resolution order
	ScrubPII   Bool   // eval.scrub_pii, on unless config says exactly false
	Target     Target // database target
	TargetErr  error  // unknown engine, postgres without URL, wrong-typed key, ...
	// IgnoredDatabaseURL is true when DATABASE_URL is set (non-empty) in the
	// environment; by design it is not read.
	IgnoredDatabaseURL bool
	Spool              Spool // the capture spool (spool.go)
	// PGLiteDir is config.json's database_path, modusbrain's PGLite data
	// directory, relative paths taken against Home ("" when unset): a
	// directory evalkit never writes in, cursor files included.
	PGLiteDir string
}

// FileState describes config.json as found on disk.
type FileState struct {
	Found bool  // something exists at ConfigPath
	Err   error // *ConfigError when unreadable, malformed or an eval value is wrong-typed
	Mode  fs.FileMode
	// HoldsPassword is true when database_url in the file carries a password
	// (URL user:password@, ?password=, or DSN password=).
	HoldsPassword bool
	// Warnings are things worth telling a person that did not stop the file
	// from being used: a UTF-8 byte order mark, or a top-level key such as
	// "eval.capture" that looks like ours but is not the nested form we read.
	Warnings []string
	// WarningFixes holds the edit each kind of warning asks for, once per
	// kind present (the nested "eval" form, evalkit's own object for a
	// store path, the keys that object holds, a file without a BOM).
	WarningFixes []string
}

// Resolve reads the environment and config.json and resolves every setting.
// It never returns an error: problems are recorded in the fields and the
// affected values fail closed.
func Resolve(opts Options) *Settings {
	env := opts.LookupEnv
	if env == nil {
		env = os.LookupEnv
	}
	homeDir := opts.UserHomeDir
	if homeDir == nil {
		homeDir = UserHomeDir
	}

	s := &Settings{}
	if v, ok := env(EnvIgnoredDatabaseURL); ok && v != "" {
		s.IgnoredDatabaseURL = true
	}
	s.Home, s.HomeSource, s.HomeErr = resolveHome(env, homeDir)

	var cfg *fileConfig
	if s.HomeErr == nil {
		s.ConfigPath = filepath.Join(s.Home, ConfigFileName)
		s.Config, cfg = readConfig(s.ConfigPath)
	}

	s.PGLiteDir = pgliteDir(s.Home, cfg)
	s.Capture, s.ScrubPII = resolveEval(s, cfg, env)
	s.Target, s.TargetErr = resolveTarget(s, cfg, env)
	s.Spool = resolveSpool(s, cfg, env)
	return s
}

// pgliteDir is config.json's database_path as a directory, relative paths
// taken against home ("" when unset). A URL pasted there is no directory,
// and its password must not reach a resolved field or a message.
func pgliteDir(home string, cfg *fileConfig) string {
	if cfg == nil {
		return ""
	}
	p, _ := cfg.tree["database_path"].(string)
	if p == "" || strings.Contains(p, "://") || redact.HasPassword(p) {
		return ""
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(home, p)
	}
	return filepath.Clean(p)
}
