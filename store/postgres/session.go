package postgres

import (
	neturl "net/url"
	"os"
	"reflect"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
)

// primaryForReadWrite: on a read-only open every session is read-only by
// evalkit's own choice (default_transaction_read_only=on at startup), so
// pgx's check for target_session_attrs=read-write (SHOW
// transaction_read_only) would refuse every server of the list. What the
// user asked of the list — the server that takes writes — is asked as
// primary instead: a server not in recovery. The sessions stay read-only.
func primaryForReadWrite(cfg *pgconn.Config) {
	if cfg.ValidateConnect != nil && reflect.ValueOf(cfg.ValidateConnect).Pointer() ==
		reflect.ValueOf(pgconn.ValidateConnectTargetSessionAttrsReadWrite).Pointer() {
		cfg.ValidateConnect = pgconn.ValidateConnectTargetSessionAttrsPrimary
	}
}

// clientReadOnly is the client's own connection settings making every
// session read-only: default_transaction_read_only=on as a URL parameter
// or in options (the URL's, or PGOPTIONS). The server applies them with
// source "client", above the role's and the database's settings, so such
// a session refuses every write whatever the brain says; nil when the
// client sets nothing of the kind.
type clientReadOnly struct{ why, fix string }

// readClientReadOnly reads rp (the runtime parameters as pgx parsed them,
// before evalkit adds its own) the way the server applies them: options
// first, then the other parameters, the last setting winning.
func readClientReadOnly(rp map[string]string, url string) *clientReadOnly {
	v, inOptions, _ := configplane.PGOptionsSetting(rp["options"], "default_transaction_read_only")
	if p, ok := rp["default_transaction_read_only"]; ok {
		v, inOptions = p, false
	}
	if on, ok := pgBool(v); !ok || !on {
		return nil
	}
	const effect = "every session on it starts read-only (the client's own startup setting, which beats the role's and the database's)"
	switch {
	case !inOptions:
		return &clientReadOnly{why: "the URL sets default_transaction_read_only=on as a parameter: " + effect,
			fix: "drop default_transaction_read_only from the URL this command uses (it makes every session on that URL read-only)"}
	case os.Getenv("PGOPTIONS") != "" && os.Getenv("PGOPTIONS") == rp["options"] && !urlSetsOptions(url):
		// The value of PGOPTIONS is not quoted: other -c settings in it
		// may be secrets of the environment's (review 9).
		return &clientReadOnly{why: "PGOPTIONS sets default_transaction_read_only=on: " + effect,
			fix: "run the command without it: unset PGOPTIONS, or drop that -c from it, in the environment the command runs in " +
				"(env -u PGOPTIONS eval-capture …, likewise eval-prune); a shell that wants read-only psql sessions can set it for psql alone " +
				"(alias psql='PGOPTIONS=\"-c default_transaction_read_only=on\" psql')"}
	}
	return &clientReadOnly{why: "the URL's options set default_transaction_read_only=on: " + effect,
		fix: "drop -c default_transaction_read_only=on from the options of the URL this command uses (it makes every session on that URL read-only)"}
}

// urlSetsOptions reports an options parameter in a postgres:// URL's query
// or a key=value string, read as parameters (not a word anywhere in it: a
// password or a database may spell "options").
func urlSetsOptions(u string) bool {
	if strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://") {
		p, err := neturl.Parse(u)
		return err == nil && p.Query().Has("options")
	}
	for _, f := range strings.Fields(u) {
		if k, _, ok := strings.Cut(f, "="); ok && strings.TrimSpace(k) == "options" {
			return true
		}
	}
	return false
}

// pgBool reads a boolean setting as PostgreSQL's parse_bool does: any
// unambiguous prefix of true, false, yes, no; on, off; 1, 0.
func pgBool(v string) (on, ok bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	if v == "" {
		return false, false
	}
	for _, w := range []struct {
		word string
		min  int
		on   bool
	}{{"true", 1, true}, {"false", 1, false}, {"yes", 1, true}, {"no", 1, false},
		{"on", 2, true}, {"off", 2, false}, {"1", 1, true}, {"0", 1, false}} {
		if len(v) >= w.min && strings.HasPrefix(w.word, v) {
			return w.on, true
		}
	}
	return false, false
}
