package store

import (
	"context"
	"net/url"
	"strconv"
)

// StoreID says which store's rows a session reads, in terms the store
// itself gives, so that the same store reached another way (localhost or
// 127.0.0.1 or a socket directory, a new password, a pooler in front) has
// the same StoreID, and two brains of one server, or two servers, do not.
// An eval-export cursor records it: a cursor continues one store's chain,
// and used on another it would skip that store's older rows (and let
// eval-prune delete them).
//
// It never holds a credential: PostgreSQL's are catalog facts (the
// cluster's system identifier, the database's oid and name, the schema the
// eval table is in), SQLite's a file name.
type StoreID struct {
	Engine string // "postgres" or "sqlite"
	// Cluster is the PostgreSQL cluster's system identifier, the number
	// initdb chose (pg_control_system()); "" when the role may not run
	// that function (an administrator can revoke it from PUBLIC).
	Cluster string
	// DBOID and DB are the database's oid and name; Schema is the schema
	// eval_candidates resolves to for the session ("" when there is no
	// such table).
	DBOID, DB, Schema string
	// Path is the SQLite store file: absolute, symbolic links resolved.
	Path string
}

// StoreIdentifier is an engine that can say which store it reads.
type StoreIdentifier interface {
	StoreIdentity(ctx context.Context) (StoreID, error)
}

// Same reports whether a and b are one store. A PostgreSQL cluster known
// on one side only (one of the roles may not read it) is no evidence
// either way: then the database's name must match as well as its oid,
// since oids repeat between clusters (the first database made in each is
// 16384).
func (a StoreID) Same(b StoreID) bool {
	if a.Engine != b.Engine {
		return false
	}
	if a.Engine != "postgres" {
		return a.Path == b.Path
	}
	if a.DBOID != b.DBOID || a.Schema != b.Schema {
		return false
	}
	if a.Cluster != "" && b.Cluster != "" {
		return a.Cluster == b.Cluster
	}
	return a.DB == b.DB
}

// Encode writes id as one line (query-string escaped), for files.
func (a StoreID) Encode() string {
	v := url.Values{"engine": {a.Engine}}
	set := func(k, s string) {
		if s != "" {
			v.Set(k, s)
		}
	}
	set("cluster", a.Cluster)
	set("dboid", a.DBOID)
	set("db", a.DB)
	set("schema", a.Schema)
	set("path", a.Path)
	return v.Encode()
}

// ParseStoreID reads what Encode wrote; false when s is not that.
func ParseStoreID(s string) (StoreID, bool) {
	v, err := url.ParseQuery(s)
	if err != nil {
		return StoreID{}, false
	}
	id := StoreID{Engine: v.Get("engine"), Cluster: v.Get("cluster"), DBOID: v.Get("dboid"), DB: v.Get("db"), Schema: v.Get("schema"), Path: v.Get("path")}
	switch id.Engine {
	case "postgres":
		return id, id.DBOID != ""
	case "sqlite":
		return id, id.Path != ""
	}
	return StoreID{}, false
}

// String names the store for people: `database "brain", oid 16385,
// schema public, PostgreSQL cluster 7714907297843371837`, or `SQLite file
// /home/me/.modusbrain/eval.db`.
func (a StoreID) String() string {
	if a.Engine == "sqlite" {
		return "SQLite file " + a.Path
	}
	s := "database " + strconv.Quote(a.DB) + ", oid " + a.DBOID
	if a.Schema != "" {
		s += ", schema " + a.Schema
	}
	if a.Cluster != "" {
		s += ", PostgreSQL cluster " + a.Cluster
	}
	return s
}
