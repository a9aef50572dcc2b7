package store

// ReadOnlyCause wraps a write the database refused as read-only (SQLSTATE
// 25006, still reachable through SQLState) when the engine knows why its
// session was read-only and the cause is not the database's: then "wait
// for the maintenance to end" would be wrong advice. Why says where the
// setting comes from, Fix what lifts it.
type ReadOnlyCause struct {
	Why, Fix string
	Err      error
}

func (c *ReadOnlyCause) Error() string { return c.Err.Error() + " (" + c.Why + ")" }
func (c *ReadOnlyCause) Unwrap() error { return c.Err }
