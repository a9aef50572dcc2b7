package redact

import "testing"

func BenchmarkURL(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = URL("postgres://evals:S3cret@db.internal:5432/evals?sslmode=require&password=x")
	}
}

// A driver's error with one URL in it, as capture and the doctor see them.
func BenchmarkText(b *testing.B) {
	const s = `failed to connect to ` + "`" + `user=evals database=evals` + "`" +
		`: 10.0.0.7:5432 (db.internal): server error: FATAL: password authentication failed for user "evals" (SQLSTATE 28P01) postgres://evals:S3cret@db.internal:5432/evals`
	b.ReportAllocs()
	for b.Loop() {
		_ = Text(s)
	}
}
