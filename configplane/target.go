package configplane

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/internal/userfile"
)

// Sources of a Target, in words a person can read.
const (
	SourceEnvURL       = "env " + EnvDatabaseURL
	SourceConfigURL    = ConfigFileName + " database_url"
	SourceEnvSQLite    = "env " + EnvSQLitePath
	SourceConfigSQLite = ConfigFileName + " " + KeySQLitePath
	SourceDefault      = "default (evalkit's embedded SQLite)"
)

// Target is the database evalkit uses.
type Target struct {
	Engine string // "postgres" | "sqlite"
	URL    string // postgres only (full, with password — never print it; use String)
	Path   string // sqlite only: absolute file path (default <Home>/eval.db)
	Source string // SourceEnvURL, SourceConfigURL, SourceEnvSQLite, SourceConfigSQLite or SourceDefault
	// ModusbrainRole is the role config.json's database_url works as —
	// the role its options set (-c role=X), else its user: the role
	// modusbrain connects as to the database that URL names
	// (ModusbrainURL), so the role tables evalkit creates there must
	// belong to. It says nothing about any other database: a target named
	// by MODUSBRAIN_DATABASE_URL is another brain unless it is the same
	// database (store/dial compares their identities, and passes the role
	// on only then). Empty when that URL names no user (the role then
	// comes from whatever environment modusbrain runs in, unknown here)
	// or there is none.
	ModusbrainRole string
	// ModusbrainURL is config.json's database_url, which ModusbrainRole
	// comes from ("" with no role), whichever URL evalkit uses: it may
	// hold a password, so it is never printed (GoString masks it, JSON
	// leaves it out).
	ModusbrainURL string
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

// URLRole is the role a session opened with a PostgreSQL URL or
// key=value string works as: the role its options set (-c role=X, also
// spelled -crole=X or --role=X; modusbrain's usual NOINHERIT login that
// SET ROLEs to the brain's owner), else the user it names (URLLogin). ""
// when it names none (libpq then takes PGUSER or the OS user of the
// process that connects), or when its options do not read as the server
// reads them (they may set a role this reader cannot see).
func URLRole(u string) string {
	role, set, ok := PGOptionsSetting(urlOptions(u), "role")
	switch {
	case !ok:
		return ""
	case set && role != "none": // "none" is the login role itself (SET ROLE NONE)
		return role
	}
	return URLLogin(u)
}

// URLLogin is the user a PostgreSQL URL or key=value string logs in as,
// "" when it names none or does not parse. The environment (PGUSER) is
// not read: it is this process's, not necessarily modusbrain's.
func URLLogin(u string) string {
	if strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://") {
		p, err := url.Parse(u)
		if err != nil {
			return ""
		}
		if p.User != nil && p.User.Username() != "" {
			return p.User.Username()
		}
		return p.Query().Get("user")
	}
	user := ""
	for _, kv := range DSNPairs(u) {
		if kv[0] == "user" {
			user = kv[1]
		}
	}
	return user
}

// GoString keeps %#v from printing the password.
func (t Target) GoString() string {
	return fmt.Sprintf("configplane.Target{Engine:%q, URL:%q, Path:%q, Source:%q, ModusbrainRole:%q, ModusbrainURL:%q}",
		t.Engine, redact.URL(t.URL), t.Path, t.Source, t.ModusbrainRole, redact.URL(t.ModusbrainURL))
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

// PGLiteError is the target error of a brain that modusbrain keeps in
// PGLite, its embedded WebAssembly PostgreSQL: no Go program can open that
// data directory, so evalkit opens nothing there (and never creates a file
// at database_path). Hint says what works instead; neither text advises
// changing modusbrain's own keys, which would move modusbrain off its brain.
type PGLiteError struct {
	Path   string // database_path, as written in config.json ("" when unset)
	Reason string // how modusbrain's rule chose PGLite, e.g. `engine "pglite"`
	Home   string // the .modusbrain directory, for the suggested SQLite path
}

func (e *PGLiteError) Error() string {
	where := ""
	if e.Path != "" {
		where = ", data directory " + quote(e.Path)
	}
	return fmt.Sprintf("modusbrain keeps this brain in PGLite (%s %s%s), which evalkit cannot open: "+
		"PGLite runs inside modusbrain's own process; evalkit opened and created nothing there",
		ConfigFileName, e.Reason, where)
}

// HintFor names the two targets evalkit can use beside a PGLite brain;
// command is the binary that was run, so the example runs it again.
func (e *PGLiteError) HintFor(command string) string {
	return "evalkit reads PostgreSQL brains: name one for evalkit's commands alone, e.g. " +
		EnvDatabaseURL + "=postgres://user@host/brain " + command + " (exported in your shell it would move modusbrain as well);\n" +
		"or keep evalkit's rows in its own embedded store: " + EnvSQLitePath + "=" + filepath.Join(e.Home, DefaultSQLiteName) +
		`, or "evalkit": {"sqlite_path": "` + DefaultSQLiteName + `"} in ` + ConfigFileName
}

// resolveTarget follows modusbrain's engine rule for modusbrain's keys and
// lets evalkit-only settings name evalkit's own store:
//
//  1. MODUSBRAIN_DATABASE_URL → that PostgreSQL brain;
//  2. EVALKIT_SQLITE_PATH, else config evalkit.sqlite_path → evalkit's SQLite file;
//  3. config engine "postgres" → database_url; engine "pglite" → *PGLiteError;
//     no engine: database_path → *PGLiteError (even beside a database_url:
//     modusbrain reads that pair as PGLite), database_url → PostgreSQL;
//  4. nothing configured → evalkit's SQLite at <Home>/eval.db.
//
// DATABASE_URL is never read. Empty strings count as unset. Errors never
// include a password.
func resolveTarget(s *Settings, cfg *fileConfig, env func(string) (string, bool)) (Target, error) {
	if v, ok := env(EnvDatabaseURL); ok && v != "" {
		if err := checkPostgresURL(v); err != nil {
			return Target{}, fmt.Errorf("%s=%s: %w", EnvDatabaseURL, quote(v), err)
		}
		// The user modusbrain's own URL names is its role in the database
		// that URL names, which may or may not be this one: the URL goes
		// along, so that store/dial can tell.
		t := Target{Engine: EnginePostgres, URL: v, Source: SourceEnvURL}
		if cfg != nil {
			if u, ok := cfg.tree["database_url"].(string); ok {
				t.ModusbrainRole = URLRole(u)
				if t.ModusbrainRole != "" {
					t.ModusbrainURL = u
				}
			}
		}
		return t, nil
	}
	if s.HomeErr != nil {
		return Target{}, fmt.Errorf("no database target: %s is not set and there is no usable modusbrain home for the default SQLite file", EnvDatabaseURL)
	}
	if v, ok := env(EnvSQLitePath); ok && v != "" {
		p, err := sqlitePath(v, s.Home)
		if err == nil {
			err = checkOwnStore(p, s.Home, s.PGLiteDir)
		}
		if err != nil {
			return Target{}, fmt.Errorf("%s: %w", EnvSQLitePath, err)
		}
		return Target{Engine: EngineSQLite, Path: p, Source: SourceEnvSQLite}, nil
	}
	if cfg == nil && s.Config.Err != nil {
		// Guessing the default here could write to a different database
		// than the one the unreadable file names.
		return Target{}, fmt.Errorf("no database target: %s is not set and %s cannot be used: %w", EnvDatabaseURL, ConfigFileName, s.Config.Err)
	}

	var engine, dbURL, dbPath, ownPath string
	if cfg != nil {
		for _, k := range []struct {
			key []string
			dst *string
		}{{[]string{"engine"}, &engine}, {[]string{"database_url"}, &dbURL}, {[]string{"database_path"}, &dbPath},
			{[]string{"evalkit", "sqlite_path"}, &ownPath}} {
			v, _ := cfg.lookup(k.key...)
			switch x := v.(type) {
			case nil:
			case string:
				*k.dst = x
			default:
				return Target{}, cfg.keyError(fmt.Errorf("is %s; want a string", describeValue(x)), k.key...)
			}
		}
	}
	if ownPath != "" {
		p, err := sqlitePath(ownPath, s.Home)
		if err == nil {
			err = checkOwnStore(p, s.Home, s.PGLiteDir)
		}
		if err != nil {
			return Target{}, cfg.keyError(err, "evalkit", "sqlite_path")
		}
		return Target{Engine: EngineSQLite, Path: p, Source: SourceConfigSQLite}, nil
	}

	// modusbrain's own rule, in its order: engine when set; else a
	// database_path makes it PGLite, whatever database_url says; else
	// postgres. (The environment URL, its first rule, was taken above.)
	switch {
	case engine == EnginePGLite:
		return Target{}, &PGLiteError{Path: dbPath, Reason: `engine "pglite"`, Home: s.Home}
	case engine == "" && dbPath != "":
		reason := `database_path with no engine, which modusbrain reads as PGLite`
		if dbURL != "" {
			reason = `database_path with no engine, which modusbrain reads as PGLite although database_url is set`
		}
		return Target{}, &PGLiteError{Path: dbPath, Reason: reason, Home: s.Home}
	case engine == EnginePostgres || (engine == "" && dbURL != ""):
		if dbURL == "" {
			return Target{}, cfg.keyError(errors.New(`is "postgres" but database_url is missing, so modusbrain's brain is unknown to evalkit; `+
				`name it per command (`+EnvDatabaseURL+`=postgres://... eval-doctor), or give evalkit its own store with `+EnvSQLitePath), "engine")
		}
		if err := checkPostgresURL(dbURL); err != nil {
			return Target{}, cfg.keyError(fmt.Errorf("%s: %w", quote(dbURL), err), "database_url")
		}
		t := Target{Engine: EnginePostgres, URL: dbURL, Source: SourceConfigURL, ModusbrainRole: URLRole(dbURL)}
		if t.ModusbrainRole != "" {
			t.ModusbrainURL = dbURL
		}
		return t, nil
	case engine == "":
		return Target{Engine: EngineSQLite, Path: filepath.Join(s.Home, DefaultSQLiteName), Source: SourceDefault}, nil
	default:
		// Round 1 read "sqlite" here; modusbrain does not, so evalkit no
		// longer gives modusbrain's key a meaning of its own.
		return Target{}, cfg.keyError(fmt.Errorf(`is %s, not an engine modusbrain knows ("postgres" or "pglite"), so evalkit does not guess a database from it; `+
			`evalkit's own embedded store is set with %s or "evalkit": {"sqlite_path": ...}`, quote(engine), EnvSQLitePath), "engine")
	}
}

// sqlitePath resolves database_path. A relative path is taken relative to
// the modusbrain home, not the working directory, so every process that
// reads the same config opens the same file.
func sqlitePath(p, home string) (string, error) {
	if strings.TrimSpace(p) == "" {
		return "", fmt.Errorf("%s is blank; write a file path, or unset it for the default %s", quote(p), filepath.Join(home, DefaultSQLiteName))
	}
	if strings.TrimSpace(p) != p {
		return "", fmt.Errorf("%s has blanks around it, which would be part of the file name; write the path without them", quote(p))
	}
	if strings.IndexByte(p, 0) >= 0 {
		// No file system takes it: every open would fail, and capture
		// would spool for a database that never answers (hostile probe 9).
		return "", fmt.Errorf("%s holds a NUL byte, which no file name can; write the path without it", quote(p))
	}
	if strings.IndexFunc(p, unicode.IsControl) >= 0 {
		// A newline or a tab pasted with the value: a file name that
		// holds one is a mistake, and prints as something else.
		return "", fmt.Errorf("%s holds a control character (a newline, a tab), which would be part of the file name; write the path without it", quote(p))
	}
	if len(p) >= 2 && (p[0] == '"' || p[0] == '\'') && p[len(p)-1] == p[0] {
		// docker --env-file and systemd's Environment= keep quotes:
		// taken as written it became a relative path under the home.
		return "", fmt.Errorf("%s is wrapped in quotes, which would be part of the file name; write the path without them", quote(p))
	}
	if strings.Contains(p, "://") || redact.HasPassword(p) {
		// Taken as a file name, a pasted URL would end up in paths we show.
		return "", fmt.Errorf(`%s looks like a database URL, not a file path; a PostgreSQL brain is named by %s`, quote(p), EnvDatabaseURL)
	}
	if len(p) >= 5 && strings.EqualFold(p[:5], "file:") {
		// Taken as a path, "file:/x?mode=rwc" would create a "file:"
		// directory under the home; options in the URI are not evalkit's.
		return "", fmt.Errorf(`%s is a SQLite URI; evalkit takes a plain file path (no "file:" and no ?options)`, quote(p))
	}
	if strings.HasPrefix(p, "~") {
		return "", fmt.Errorf(`%s starts with "~", which is not expanded; write an absolute path or one relative to %s`, quote(p), home)
	}
	if filepath.IsAbs(p) {
		return filepath.Clean(p), nil
	}
	return filepath.Join(home, p), nil
}

// checkOwnStore refuses a store path p that is one of modusbrain's
// files: its config.json in home, or anything inside its PGLite data
// directory dbPath (Settings.PGLiteDir: config.json's database_path,
// relative to home as evalkit's own paths are). Writing a SQLite database there would break
// modusbrain; and the advice for a damaged store — move it aside — would
// move modusbrain's file. Symbolic links, case and ".." are seen through
// where the files exist (the same file, found by the file system), and
// compared as written where they do not.
func checkOwnStore(p, home, dbPath string) error {
	real := userfile.ResolvedAbs(p)
	cfgPath := filepath.Join(home, ConfigFileName)
	inHome := func(f string) bool {
		return strings.EqualFold(filepath.Base(f), ConfigFileName) && (userfile.SameFile(filepath.Dir(f), home) || filepath.Dir(f) == filepath.Clean(home))
	}
	if userfile.SameFile(real, cfgPath) || inHome(real) || inHome(filepath.Clean(p)) {
		return fmt.Errorf("%s is modusbrain's %s, not a file of evalkit's; evalkit never writes there: "+
			"name evalkit's own store instead (e.g. %s)", quote(p), cfgPath, filepath.Join(home, DefaultSQLiteName))
	}
	if base, kind := sqliteSideFile(p); kind != "" {
		return fmt.Errorf("%s is named like the %s of the SQLite database %s, which SQLite finds by that name alone: "+
			"a store there and %s would damage each other; name the database file itself (e.g. %s), or a file whose name does not end in -wal, -shm or -journal",
			quote(p), kind, base, filepath.Base(base), base)
	}
	spool := filepath.Join(home, SpoolDirName)
	if _, inside := userfile.Within(spool, p); inside || userfile.SameFile(real, spool) {
		return fmt.Errorf("%s is in evalkit's spool directory %s, which holds only the spool's own files (segments and locks): "+
			"name evalkit's store outside it (e.g. %s)", quote(p), spool, filepath.Join(home, DefaultSQLiteName))
	}
	if dbPath == "" {
		return nil
	}
	if _, inside := userfile.Within(dbPath, p); inside {
		return fmt.Errorf("%s is inside modusbrain's PGLite data directory %s (%s database_path), where evalkit never opens or creates anything: "+
			"name evalkit's own store outside it (e.g. %s)", quote(p), dbPath, ConfigFileName, filepath.Join(home, DefaultSQLiteName))
	}
	return nil
}

// sqliteSideFile reports whether p is named the way SQLite names the files
// it keeps beside a database X: X-wal (write-ahead log), X-shm (its
// shared-memory index), X-journal (rollback journal) and X-mjNNNNNNNN (a
// super-journal, -mj and 9 hex digits). SQLite finds those by name alone, so a store created
// under such a name would be read by X's next open as X's log (and
// deleted or rewritten when it is not a valid one), and X's own log would
// overwrite it: both databases are at risk whether X exists yet or not.
// It returns X and what the file would be to it, or kind "".
func sqliteSideFile(p string) (base, kind string) {
	name := filepath.Base(p)
	for _, s := range []struct{ suffix, kind string }{
		{"-wal", "write-ahead log"}, {"-shm", "shared-memory index"}, {"-journal", "rollback journal"},
	} {
		if strings.HasSuffix(name, s.suffix) && len(name) > len(s.suffix) {
			return strings.TrimSuffix(p, s.suffix), s.kind
		}
	}
	if i := strings.LastIndex(name, "-mj"); i > 0 && len(name)-i-3 == 9 && isHex(name[i+3:]) {
		return p[:len(p)-len(name)+i], "super-journal"
	}
	return "", ""
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// checkPostgresURL accepts a postgres:// or postgresql:// URL or a libpq
// key=value DSN that the driver reads the way redact masks it (redact.Check);
// it does not connect.
func checkPostgresURL(u string) error {
	if scheme, _, ok := strings.Cut(u, "://"); ok && !strings.ContainsAny(scheme, " =") {
		switch strings.ToLower(scheme) {
		case "postgres", "postgresql":
		case "sqlite", "sqlite3", "file":
			return fmt.Errorf(`is not a PostgreSQL URL; evalkit's own SQLite store is named by %s (a file path)`, EnvSQLitePath)
		default:
			return fmt.Errorf("is not a PostgreSQL URL (scheme %s); want postgres://user@host/db or a key=value DSN", quote(scheme))
		}
	} else if !strings.Contains(u, "=") {
		return errors.New("is neither a postgres:// URL nor a key=value DSN (host=... dbname=...)")
	}
	return redact.Check(u)
}

// OwnStoreFix is the fix for an SQLite store path that names another
// program's database: leave that file alone and name a new one of
// evalkit's own beside it (a file that does not exist yet is created by
// the next capture). The default path is no way out when it is the file
// in question, so the advice names a concrete other file.
func OwnStoreFix(path string) string {
	alt := filepath.Join(filepath.Dir(path), "evalkit.db")
	if alt == filepath.Clean(path) {
		alt = filepath.Join(filepath.Dir(path), "evalkit-eval.db")
	}
	return "leave " + path + " as it is and name a file of evalkit's own: " + EnvSQLitePath + "=" + alt +
		" (or " + KeySQLitePath + " in " + ConfigFileName + ")"
}
