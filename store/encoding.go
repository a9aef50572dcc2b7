package store

import "fmt"

// TextEncodingError is a write PostgreSQL refused because the database's
// encoding has no character for one in the row's text (SQLSTATE 22P05: a
// LATIN1 brain and a query in Japanese). Its text names that cause and
// never the character: the server's own message quotes the character's
// bytes, which are bytes of the query, and a failure row must not hold
// the query. The server's error stays reachable (errors.As, SQLState).
type TextEncodingError struct {
	Encoding string // the database's server_encoding
	Err      error
}

func (e *TextEncodingError) Error() string {
	return fmt.Sprintf("the database's encoding, %s, has no character for one in the call's text (SQLSTATE %s), so PostgreSQL cannot store it as it was asked",
		e.Encoding, SQLState(e.Err))
}

func (e *TextEncodingError) Unwrap() error { return e.Err }
