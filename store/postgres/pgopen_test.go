package postgres

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/configplane"
	"github.com/modusbrain/evalkit/internal/testdb"
	"github.com/modusbrain/evalkit/store"
)

// withParam is u with the query parameter k set to v.
func withParam(t *testing.T, u, k, v string) string {
	t.Helper()
	p, err := url.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	q := p.Query()
	q.Set(k, v)
	p.RawQuery = strings.ReplaceAll(q.Encode(), "+", "%20") // pgx reads '+' as itself
	return p.String()
}

// target_session_attrs=read-write (an HA URL listing several hosts picks
// the primary with it) on a read-only open: every session is read-only by
// evalkit's own choice, and pgx's read-write check (SHOW
// transaction_read_only) refused every server, so exports, the doctor and
// prune's dry run could not connect at all. The primary is what the
// setting asks for; the sessions still write nothing.
func TestReadOnlyOpenReachesTheReadWriteTarget(t *testing.T) {
	ctx := testCtx(t)
	base := testdb.New(t)
	host := func() string { p, _ := url.Parse(base); return p.Query().Get("host") }()
	urls := map[string]string{"single host": withParam(t, base, "target_session_attrs", "read-write")}
	if host != "" {
		// A dead host first, as a failover list has it.
		urls["multi-host"] = withParam(t, withParam(t, base, "host", "/nonexistent,"+host), "target_session_attrs", "read-write")
	}
	for name, u := range urls {
		t.Run(name, func(t *testing.T) {
			e := openURL(t, u, Options{ReadOnly: true})
			if _, err := e.DatabaseNow(ctx); err != nil {
				t.Fatalf("a read-only open of %s: %v", u, err)
			}
			_, err := e.pool.Exec(ctx, "CREATE TABLE written_by_a_reader (x int)")
			if store.SQLState(err) != "25006" {
				t.Fatalf("a write through the read-only engine: %v, want 25006", err)
			}
		})
	}
	t.Run("PGTARGETSESSIONATTRS", func(t *testing.T) {
		t.Setenv("PGTARGETSESSIONATTRS", "read-write")
		if _, err := openURL(t, base, Options{ReadOnly: true}).DatabaseNow(ctx); err != nil {
			t.Fatal(err)
		}
	})
	// A standby (no test server is one) is still passed over: read-write
	// is checked as primary, not dropped.
	cfg := openURL(t, withParam(t, base, "target_session_attrs", "read-write"), Options{ReadOnly: true}).pool.Config().ConnConfig
	if cfg.ValidateConnect == nil || reflect.ValueOf(cfg.ValidateConnect).Pointer() !=
		reflect.ValueOf(pgconn.ValidateConnectTargetSessionAttrsPrimary).Pointer() {
		t.Fatal("read-write on a read-only open is not checked as primary")
	}
}

// The user's own client settings — PGOPTIONS='-c
// default_transaction_read_only=on' (a "safe shell"), or the URL's
// options or parameter — make capture's sessions read-only whatever the
// brain says. The refusal must say so, and the doctor's writer check must
// warn, instead of "wait until the maintenance is over" and "can write
// here".
func TestClientReadOnlyIsNamed(t *testing.T) {
	ctx := testCtx(t)
	base := testdb.New(t)
	for _, c := range []struct {
		name, url, pgoptions, want string
	}{
		{"PGOPTIONS", base, "-c default_transaction_read_only=on", "PGOPTIONS sets default_transaction_read_only=on"},
		{"PGOPTIONS long form", base, "--default-transaction-read-only=yes", "PGOPTIONS sets default_transaction_read_only=on"},
		{"URL options", withParam(t, base, "options", "-c statement_timeout=0 -cdefault_transaction_read_only=true"), "", "the URL's options set"},
		{"URL parameter", withParam(t, base, "default_transaction_read_only", "on"), "-c default_transaction_read_only=off", "the URL sets default_transaction_read_only=on as a parameter"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("PGOPTIONS", c.pgoptions)
			acc, err := openURL(t, c.url, Options{ReadOnly: true}).CaptureAccess(ctx)
			if err != nil || !acc.Denied || !strings.Contains(acc.Why, c.want) || !strings.Contains(acc.Fix, "default_transaction_read_only") {
				t.Fatalf("CaptureAccess = %+v, %v; want a denial saying %q", acc, err, c.want)
			}
			err = openURL(t, c.url, Options{}).Migrate(ctx)
			cause, ok := errors.AsType[*store.ReadOnlyCause](err)
			if store.SQLState(err) != "25006" || !ok || !strings.Contains(cause.Why, c.want) {
				t.Fatalf("Migrate = %v, want 25006 with the cause %q", err, c.want)
			}
		})
	}
	// Turned off by the client, or set by nobody: nothing to say.
	for _, opts := range []string{"", "-c default_transaction_read_only=off", "-c statement_timeout=5s"} {
		t.Setenv("PGOPTIONS", opts)
		if acc, err := openURL(t, base, Options{ReadOnly: true}).CaptureAccess(ctx); err != nil || acc.Denied {
			t.Fatalf("PGOPTIONS=%q: CaptureAccess = %+v, %v", opts, acc, err)
		}
	}
}

func TestOptionSetting(t *testing.T) {
	for _, c := range []struct {
		options, value string
		found          bool
	}{
		{"-c default_transaction_read_only=on", "on", true},
		{"-cdefault_transaction_read_only=on", "on", true},
		{"--default-transaction-read-only=on", "on", true},
		{"-c DEFAULT_TRANSACTION_READ_ONLY=1 -c default_transaction_read_only=off", "off", true},
		{`-c search_path=a\ b -c default_transaction_read_only=t`, "t", true},
		{`-c application_name=default_transaction_read_only=on`, "", false},
		{"-c statement_timeout=0", "", false},
		{"", "", false},
	} {
		if v, set, _ := configplane.PGOptionsSetting(c.options, "default_transaction_read_only"); v != c.value || set != c.found {
			t.Errorf("PGOptionsSetting(%q) = %q, %v; want %q, %v", c.options, v, set, c.value, c.found)
		}
	}
	for v, want := range map[string]bool{"on": true, "ON": true, "t": true, "yes": true, "1": true, "of": false, "off": false, "no": false, "0": false} {
		if on, ok := pgBool(v); !ok || on != want {
			t.Errorf("pgBool(%q) = %v, %v", v, on, ok)
		}
	}
	if _, ok := pgBool("o"); ok {
		t.Error(`pgBool("o") is ambiguous, as for PostgreSQL`)
	}
}

// A capture role with CONNECTION LIMIT 1 (not superuser, BYPASSRLS, owner
// of modusbrain's tables): the adoption's own session (migrateConn) was
// refused for too many connections while the pool kept the fast path's
// session idle, so every capture spooled forever. It now fits in the
// limit; the doctor's writer check warns that the limit leaves capture
// one session at most.
func TestAdoptWithinConnectionLimitOne(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	mbURL, mb := testdb.NewRole(t, url, "NOSUPERUSER BYPASSRLS")
	sql(t, url, "GRANT CREATE ON SCHEMA public TO "+ident(mb))
	if err := testdb.NewBrain(ctx, mbURL, testdb.BrainM31, 3, 1); err != nil {
		t.Fatal(err)
	}
	sql(t, url, "ALTER ROLE "+ident(mb)+" CONNECTION LIMIT 1")
	// The brain's making closed the role's session; its backend counts
	// against the limit until it has exited.
	awaitNoSessions(t, url, mb)

	doctor := openURL(t, mbURL, Options{ReadOnly: true})
	acc, err := doctor.CaptureAccess(ctx)
	_ = doctor.Close() // the doctor has ended before capture runs
	if err != nil || acc.Denied || !strings.Contains(acc.Caution, "CONNECTION LIMIT 1 leaves capture one session at most") ||
		!strings.Contains(acc.CautionFix, "ALTER ROLE "+ident(mb)+" CONNECTION LIMIT") {
		t.Fatalf("CaptureAccess = %+v, %v; want a warning about the connection limit", acc, err)
	}

	e := openURL(t, mbURL, Options{})
	if err := e.Migrate(ctx); err != nil {
		t.Fatalf("Migrate within CONNECTION LIMIT 1: %v", err)
	}
	if v, err := e.SchemaVersion(ctx); err != nil || v != store.SchemaVersion {
		t.Fatalf("SchemaVersion = %d, %v", v, err)
	}
	rows := []store.Candidate{{ToolName: "query", Query: "within the limit"}}
	if err := e.InsertCandidates(ctx, rows); err != nil {
		t.Fatal(err)
	}
}

// A DBA partitioned modusbrain's eval_candidates by created_at. The
// adoption failed half way (CREATE INDEX CONCURRENTLY is refused on a
// partitioned table) after committing the ledger and a column, and the
// doctor said all was well. It is now refused before anything changes,
// naming why, and the doctor's writer check says the same; modusbrain's
// own INSERT goes on.
func TestPartitionedCandidatesRefused(t *testing.T) {
	ctx := testCtx(t)
	url := testdb.New(t)
	sql(t, url, `CREATE TABLE eval_candidates (id serial, tool_name text NOT NULL, query text NOT NULL,
		retrieved_slugs text[] NOT NULL DEFAULT '{}', retrieved_chunk_ids integer[] NOT NULL DEFAULT '{}', source_ids text[] NOT NULL DEFAULT '{}',
		expand_enabled boolean, detail text, detail_resolved text, vector_enabled boolean NOT NULL, expansion_applied boolean NOT NULL,
		latency_ms integer NOT NULL, remote boolean NOT NULL, job_id integer, subagent_id integer, created_at timestamptz NOT NULL DEFAULT now(),
		PRIMARY KEY (id, created_at)) PARTITION BY RANGE (created_at)`,
		`CREATE TABLE eval_candidates_all PARTITION OF eval_candidates FOR VALUES FROM (MINVALUE) TO (MAXVALUE)`,
		`CREATE TABLE eval_capture_failures (id serial PRIMARY KEY, ts timestamptz NOT NULL DEFAULT now(), reason text NOT NULL)`,
		`ALTER TABLE eval_candidates ENABLE ROW LEVEL SECURITY`, `ALTER TABLE eval_capture_failures ENABLE ROW LEVEL SECURITY`)

	acc, err := openURL(t, url, Options{ReadOnly: true}).CaptureAccess(ctx)
	if err != nil || !acc.Denied || !strings.Contains(acc.Why, "eval_candidates is a partitioned table") {
		t.Fatalf("CaptureAccess = %+v, %v; want a refusal naming the partitioned table", acc, err)
	}
	err = openURL(t, url, Options{}).Migrate(ctx)
	if !errors.Is(err, ErrUnadoptable) || !strings.Contains(err.Error(), "delivery key") || capture(err) {
		t.Fatalf("Migrate = %v, want ErrUnadoptable saying why", err)
	}
	adoptionLeftNothing(t, url)
	sql(t, url, `INSERT INTO eval_candidates (tool_name, query, vector_enabled, expansion_applied, latency_ms, remote)
		VALUES ('query', 'modusbrain still writes', true, false, 1, false)`)
}

// capture reports whether err carries a SQLSTATE that capture would take
// for an outage (and spool): a refusal must not.
func capture(err error) bool {
	st := store.SQLState(err)
	return strings.HasPrefix(st, "08") || st == "53300" || st == "25006" || st == "55P03"
}
