package configplane

import (
	"encoding/json"
	"os"
	"testing"
)

// Resolve runs once per process; this keeps its cost visible. Compare
// BenchmarkResolve with BenchmarkBaselineReadUnmarshal (read + decode of
// the same file, the least any reader must do) as a ratio.
const benchConfig = `{
  "engine": "postgres",
  "database_url": "postgres://evals:S3cret@db.internal:5432/evals?sslmode=require",
  "theme": "dark",
  "mcp": {"servers": [{"name": "a", "args": ["x", "y"]}, {"name": "b"}]},
  "eval": {"capture": true, "scrub_pii": true}
}`

func BenchmarkResolve(b *testing.B) {
	f := newFixture(b)
	f.write(benchConfig)
	e := env{EnvHome: f.root, EnvContributorMode: "1"}
	opts := Options{LookupEnv: e.lookup}
	b.ReportAllocs()
	for b.Loop() {
		if s := Resolve(opts); !s.Capture.Value {
			b.Fatal(s.Capture.Source)
		}
	}
}

func BenchmarkBaselineReadUnmarshal(b *testing.B) {
	f := newFixture(b)
	f.write(benchConfig)
	b.ReportAllocs()
	for b.Loop() {
		src, err := os.ReadFile(f.configPath())
		if err != nil {
			b.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(src, &m); err != nil {
			b.Fatal(err)
		}
	}
}
