package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// ReplicaChecker is implemented by engines whose database may hold a copy
// of another database's eval tables, written there by replication rather
// than by writers whose transactions this database sees.
type ReplicaChecker interface {
	// Replica returns nil when eval_candidates is written here, ErrStandby
	// on a standby in recovery, and a *SubscriberError when it is the
	// target of a logical replication subscription (or when the engine
	// cannot tell whether it is). Export windows read there are never
	// exact; a cursor chained there cannot be trusted.
	Replica(ctx context.Context) error
}

// SubscriberError means eval_candidates here is the target of a logical
// replication subscription: its rows are written by the subscription's
// apply worker, which keeps the created_at the publisher stamped (the
// start of the writer's transaction there) and commits each row here only
// once that transaction has committed on the publisher. No transaction of
// this database is open meanwhile, so no window end read here can wait for
// such a row: it lands later inside a window already exported. An export
// refuses rather than miss it; exporting from the publisher is the fix.
type SubscriberError struct {
	Table         string   // eval_candidates as this session names it
	Subscriptions []string // the subscriptions that write it
	// Unknown, when set, is why the engine cannot tell whether a
	// subscription writes it (the catalogue is out of the role's reach);
	// Subscriptions is then empty.
	Unknown error
}

func (e *SubscriberError) Error() string {
	if e.Unknown != nil {
		return fmt.Sprintf("cannot tell whether %s is written by a logical replication subscription (%v), "+
			"whose rows carry the publisher's created_at and land here later, inside windows already exported", e.Table, e.Unknown)
	}
	subs := "subscription "
	if len(e.Subscriptions) > 1 {
		subs = "subscriptions "
	}
	return fmt.Sprintf("the database is a logical replication subscriber: %s is written by %s%s, "+
		"whose rows carry the created_at the publisher stamped and are committed here only later, "+
		"so they may land inside a window already exported", e.Table, subs, QuotedList(e.Subscriptions))
}

// ReplicaFix is the way past a Replica answer for the command cmd (such as
// "eval-export ..."): run it against the database the rows are written in,
// named for that one command (config.json is modusbrain's and stays). nil
// and other errors have none ("").
func ReplicaFix(err error, cmd string) string {
	var se *SubscriberError
	switch {
	case errors.Is(err, ErrStandby):
		return "the brain's primary is where the rows are written: name it for this command, MODUSBRAIN_DATABASE_URL=<the primary's URL> " + cmd
	case errors.As(err, &se) && se.Unknown != nil:
		return "as a superuser, let this role read the subscription catalogue (GRANT SELECT ON pg_catalog.pg_subscription_rel TO <this role>; " +
			"and GRANT SELECT (oid, subname) ON pg_catalog.pg_subscription TO <this role>;); or, if this database is a subscriber, name its publisher, " +
			"where the rows are written, for this command: MODUSBRAIN_DATABASE_URL=<the publisher's URL> " + cmd
	case errors.As(err, &se):
		return "the publisher is where the rows are written: name it for this command, MODUSBRAIN_DATABASE_URL=<the publisher's URL> " + cmd
	}
	return ""
}

// IsReplica reports a Replica answer that is not nil: ErrStandby or a
// *SubscriberError, however wrapped.
func IsReplica(err error) bool {
	var se *SubscriberError
	return errors.Is(err, ErrStandby) || errors.As(err, &se)
}

// QuotedList is `"a"`, `"a" and "b"`, `"a", "b" and "c"`: names in a
// message, as Go quotes them.
func QuotedList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	if len(q) < 2 {
		return strings.Join(q, "")
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

// ErrPublished is wrapped by a migration's refusal to change the schema
// of a database whose eval tables are published to logical replication
// subscribers (*PublishedError): a new table or column they would receive
// and lack would stop their apply worker, and with it all of the brain's
// replication. Nothing was changed; capture keeps the events in the spool
// (as for a database that cannot take rows yet) until the subscribers are
// ready and the schema change is let through.
var ErrPublished = errors.New("the change would reach logical replication subscribers that lack it")

// PublishedError is that refusal, in words (Why, Fix) and as the names it
// rests on.
type PublishedError struct {
	Publications []string // the publications that would send the change
	Slots        []string // the logical slots (pgoutput) subscribers read them from
	Changes      []string // what the change would send, in words
	// Subscriber is the SQL to run on each subscriber first.
	Subscriber string
	Why, Fix   string
}

func (e *PublishedError) Error() string { return e.Why + " (fix: " + e.Fix + ")" }
func (e *PublishedError) Unwrap() error { return ErrPublished }

// PublishInspector is implemented by engines that can tell, before any
// migration, what of it logical replication subscribers would receive
// (the doctor's replication check).
type PublishInspector interface {
	// Published is the refusal a migration to SchemaVersion would meet
	// now, or nil: none is due, or nothing it makes is published to a
	// subscriber.
	Published(ctx context.Context) (*PublishedError, error)
}
