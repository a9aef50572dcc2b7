package store

import "testing"

func TestStoreIDSame(t *testing.T) {
	a := StoreID{Engine: "postgres", Cluster: "71", DBOID: "16384", DB: "brain", Schema: "public"}
	for _, c := range []struct {
		name string
		b    StoreID
		same bool
	}{
		{"itself", a, true},
		{"renamed database", StoreID{Engine: "postgres", Cluster: "71", DBOID: "16384", DB: "brain2", Schema: "public"}, true},
		{"another database of the cluster", StoreID{Engine: "postgres", Cluster: "71", DBOID: "16385", DB: "brain", Schema: "public"}, false},
		// The first database made in each cluster has oid 16384.
		{"another cluster, same oid and name", StoreID{Engine: "postgres", Cluster: "72", DBOID: "16384", DB: "brain", Schema: "public"}, false},
		{"another schema", StoreID{Engine: "postgres", Cluster: "71", DBOID: "16384", DB: "brain", Schema: "evals"}, false},
		{"cluster unknown, same oid and name", StoreID{Engine: "postgres", DBOID: "16384", DB: "brain", Schema: "public"}, true},
		{"cluster unknown, another name", StoreID{Engine: "postgres", DBOID: "16384", DB: "other", Schema: "public"}, false},
		{"SQLite", StoreID{Engine: "sqlite", Path: "/x/eval.db"}, false},
	} {
		if got := a.Same(c.b); got != c.same {
			t.Errorf("%s: Same = %v, want %v", c.name, got, c.same)
		}
		if got := c.b.Same(a); got != c.same {
			t.Errorf("%s (reversed): Same = %v, want %v", c.name, got, c.same)
		}
	}
	s := StoreID{Engine: "sqlite", Path: "/x/eval.db"}
	if !s.Same(StoreID{Engine: "sqlite", Path: "/x/eval.db"}) || s.Same(StoreID{Engine: "sqlite", Path: "/y/eval.db"}) {
		t.Error("SQLite stores are their paths")
	}
}

func TestStoreIDEncode(t *testing.T) {
	for _, id := range []StoreID{
		{Engine: "postgres", Cluster: "71", DBOID: "16384", DB: "a b&c=d\n", Schema: "évals"},
		{Engine: "postgres", DBOID: "16384", DB: "brain"},
		{Engine: "sqlite", Path: "/home/me/.modusbrain/eval db.db"},
	} {
		line := id.Encode()
		got, ok := ParseStoreID(line)
		if !ok || got != id {
			t.Errorf("ParseStoreID(%q) = %+v, %v; want %+v", line, got, ok, id)
		}
		for _, r := range line {
			if r == '\n' || r == '\r' {
				t.Errorf("Encode(%+v) = %q spans lines", id, line)
			}
		}
	}
	for _, bad := range []string{"", "engine=postgres", "engine=sqlite", "engine=mysql&path=/x", "%zz"} {
		if _, ok := ParseStoreID(bad); ok {
			t.Errorf("ParseStoreID(%q) accepted", bad)
		}
	}
}
