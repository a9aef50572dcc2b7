package configplane

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/modusbrain/evalkit/internal/redact"
)

// Sources of a Target, in words a person can read.
const (
	SourceEnvURL       = "env " + EnvDatabaseURL
	SourceConfigURL    = ConfigFileName + " database_url"
	SourceConfigPath   = ConfigFileName + " database_path"
	SourceConfigSQLite = ConfigFileName + " engine=sqlite (default path)"
	SourceDefault      = "default (embedded SQLite)"
)

// Target is the database evalkit uses.
type Target struct {
	Engine string // "postgres" | "sqlite"
	URL    string // postgres only (full, with password — never print it; use String)
	Path   string // sqlite only: absolute file path (default <Home>/eval.db)
	Source string // SourceEnvURL, SourceConfigURL, SourceConfigPath, SourceConfigSQLite or SourceDefault
}

// String is safe to print: the postgres URL with any password masked
// (postgres://user:***@host/db), or the sqlite file path.
func (t Target) String() string {
	switch t.Engine {
	case EnginePostgres:
		return redact.URL(t.URL)
	case EngineSQLite:
		return t.Path
	}
	return ""
}

// GoString keeps %#v from printing the password.
func (t Target) GoString() string {
	return fmt.Sprintf("configplane.Target{Engine:%q, URL:%q, Path:%q, Source:%q}", t.Engine, redact.URL(t.URL), t.Path, t.Source)
}

// MarshalJSON renders the target with its URL masked, so a --json report
// that embeds a Target cannot leak the password.
func (t Target) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Engine string `json:"engine"`
		URL    string `json:"url,omitempty"`
		Path   string `json:"path,omitempty"`
		Source string `json:"source"`
	}{t.Engine, redact.URL(t.URL), t.Path, t.Source})
}

// resolveTarget: MODUSBRAIN_DATABASE_URL, else config engine/database_url/
// database_path, else SQLite at <Home>/eval.db. DATABASE_URL is never read.
// Empty strings count as unset. Errors never include a password.
func resolveTarget(s *Settings, cfg *fileConfig, env func(string) (string, bool)) (Target, error) {
	if v, ok := env(EnvDatabaseURL); ok && v != "" {
		if err := checkPostgresURL(v); err != nil {
			return Target{}, fmt.Errorf("%s=%s: %w", EnvDatabaseURL, quote(v), err)
		}
		return Target{Engine: EnginePostgres, URL: v, Source: SourceEnvURL}, nil
	}
	if s.HomeErr != nil {
		return Target{}, fmt.Errorf("no database target: %s is not set and there is no usable modusbrain home for the default SQLite file", EnvDatabaseURL)
	}
	if cfg == nil && s.Config.Err != nil {
		// Guessing the default here could write to a different database
		// than the one the unreadable file names.
		return Target{}, fmt.Errorf("no database target: %s is not set and %s cannot be used: %w", EnvDatabaseURL, ConfigFileName, s.Config.Err)
	}

	var engine, dbURL, dbPath string
	if cfg != nil {
		for _, k := range []struct {
			key string
			dst *string
		}{{"engine", &engine}, {"database_url", &dbURL}, {"database_path", &dbPath}} {
			v, _ := cfg.lookup(k.key)
			switch x := v.(type) {
			case nil:
			case string:
				*k.dst = x
			default:
				return Target{}, cfg.keyError(fmt.Errorf("is %s; want a string", describeValue(x)), k.key)
			}
		}
	}

	switch engine {
	case EnginePostgres, "":
		if dbURL != "" {
			if err := checkPostgresURL(dbURL); err != nil {
				return Target{}, cfg.keyError(fmt.Errorf("%s: %w", quote(dbURL), err), "database_url")
			}
			return Target{Engine: EnginePostgres, URL: dbURL, Source: SourceConfigURL}, nil
		}
		if engine == EnginePostgres {
			return Target{}, cfg.keyError(errors.New(`is "postgres" but database_url is missing; add "database_url": "postgres://user@host/db" or set `+EnvDatabaseURL), "engine")
		}
		if dbPath == "" {
			return Target{Engine: EngineSQLite, Path: filepath.Join(s.Home, DefaultSQLiteName), Source: SourceDefault}, nil
		}
		fallthrough // no engine, a database_path: SQLite at that path
	case EngineSQLite:
		if dbPath == "" {
			return Target{Engine: EngineSQLite, Path: filepath.Join(s.Home, DefaultSQLiteName), Source: SourceConfigSQLite}, nil
		}
		p, err := sqlitePath(dbPath, s.Home)
		if err != nil {
			return Target{}, cfg.keyError(err, "database_path")
		}
		return Target{Engine: EngineSQLite, Path: p, Source: SourceConfigPath}, nil
	default:
		return Target{}, cfg.keyError(fmt.Errorf(`is %s; accepted: "postgres" (with database_url) or "sqlite" (database_path optional)`, quote(engine)), "engine")
	}
}

// sqlitePath resolves database_path. A relative path is taken relative to
// the modusbrain home, not the working directory, so every process that
// reads the same config opens the same file.
func sqlitePath(p, home string) (string, error) {
	if strings.Contains(p, "://") || redact.HasPassword(p) {
		// Taken as a file name, a pasted URL would end up in paths we show.
		return "", fmt.Errorf(`%s looks like a database URL, not a file path; put it in database_url with "engine": "postgres"`, quote(p))
	}
	if strings.HasPrefix(p, "~") {
		return "", fmt.Errorf(`%s starts with "~", which is not expanded; write an absolute path or one relative to %s`, quote(p), home)
	}
	if filepath.IsAbs(p) {
		return filepath.Clean(p), nil
	}
	return filepath.Join(home, p), nil
}

// checkPostgresURL accepts a postgres:// or postgresql:// URL or a libpq
// key=value DSN; it does not connect.
func checkPostgresURL(u string) error {
	if i := strings.Index(u, "://"); i >= 0 {
		switch scheme := strings.ToLower(u[:i]); scheme {
		case "postgres", "postgresql":
			return nil
		case "sqlite", "sqlite3", "file":
			return fmt.Errorf(`is not a PostgreSQL URL; for SQLite set "engine": "sqlite" and "database_path" in %s`, ConfigFileName)
		default:
			return fmt.Errorf("is not a PostgreSQL URL (scheme %s); want postgres://user@host/db or a key=value DSN", quote(scheme))
		}
	}
	if strings.Contains(u, "=") {
		return nil
	}
	return errors.New("is neither a postgres:// URL nor a key=value DSN (host=... dbname=...)")
}
