package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
)

// roleSetting is the value of setting name that the catalogue gives new
// sessions of the user login in this database, by PostgreSQL's
// precedence: ALTER ROLE … IN DATABASE, ALTER ROLE, ALTER DATABASE, ALTER
// ROLE ALL (level 3, 2, 1, 0). PostgreSQL applies the settings of the user
// a session logs in as, not of a role it SETs. found is false when none of
// them sets it (the server's configuration, which ordinary roles cannot
// read, then decides).
func roleSetting(ctx context.Context, q querier, login, name string) (value string, level int, found bool, err error) {
	err = q.QueryRow(ctx, `
		SELECT substr(c, length($2::text) + 2), (s.setrole <> 0)::int * 2 + (s.setdatabase <> 0)::int
		FROM pg_db_role_setting s, unnest(s.setconfig) AS c
		WHERE s.setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))
		  AND s.setrole IN (0, (SELECT oid FROM pg_roles WHERE rolname = $1))
		  AND starts_with(c, $2::text || '=')
		ORDER BY 2 DESC LIMIT 1`, login, name).Scan(&value, &level)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", 0, false, nil
	}
	return value, level, err == nil, err
}

// settingScope words where a roleSetting of level applies — for role in
// database db — and the ALTER that sets or resets it there.
func settingScope(level int, role, db string) (where, alter string) {
	dbID, roleID := pgx.Identifier{db}.Sanitize(), pgx.Identifier{role}.Sanitize()
	switch level {
	case 3:
		return "role " + role + " in database " + db, "ALTER ROLE " + roleID + " IN DATABASE " + dbID
	case 2:
		return "role " + role, "ALTER ROLE " + roleID
	case 1:
		return "database " + db, "ALTER DATABASE " + dbID
	}
	return "every role", "ALTER ROLE ALL"
}
