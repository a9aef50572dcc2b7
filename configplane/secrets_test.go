package configplane

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/modusbrain/evalkit/internal/redact/redacttest"
)

// Every string Resolve builds is free of the password, wherever the URL
// sits: the env var, config.json database_url, or pasted into keys where it
// does not belong and so ends up quoted in an error.
func TestNoPasswordInAnyResolvedText(t *testing.T) {
	for _, tt := range redacttest.Shapes {
		jsonURL, _ := json.Marshal(tt.In)
		placements := []struct {
			name string
			file string
			env  env
		}{
			{"env URL", "", env{EnvDatabaseURL: tt.In}},
			{"config database_url", `{"database_url": ` + string(jsonURL) + `}`, nil},
			{"config engine postgres", `{"engine": "postgres", "database_url": ` + string(jsonURL) + `}`, nil},
			{"pasted into engine", `{"engine": ` + string(jsonURL) + `}`, nil},
			{"pasted into eval.capture", `{"eval": {"capture": ` + string(jsonURL) + `}}`, nil},
			{"pasted into eval", `{"eval": ` + string(jsonURL) + `}`, nil},
			{"pasted into database_path", `{"engine": "sqlite", "database_path": ` + string(jsonURL) + `}`, nil},
			{"env URL with a wrong scheme", "", env{EnvDatabaseURL: "mysql" + tt.In[strings.Index(tt.In+"://", "://"):]}},
			{"contributor mode", "", env{EnvContributorMode: tt.In}},
			{"DATABASE_URL", "", env{EnvIgnoredDatabaseURL: tt.In}},
		}
		for _, p := range placements {
			t.Run(tt.Name+"/"+p.name, func(t *testing.T) {
				f := newFixture(t)
				if p.file != "" {
					f.write(p.file)
				}
				s := f.resolve(p.env)
				assertNoSecret(t, "resolved text", allText(s), tt.Secrets)
			})
		}
		t.Run(tt.Name+"/MODUSBRAIN_HOME", func(t *testing.T) {
			e := env{EnvHome: tt.In}
			s := Resolve(Options{LookupEnv: e.lookup, UserHomeDir: noUserHome(t)})
			if s.HomeErr == nil {
				t.Fatal("a URL was accepted as MODUSBRAIN_HOME")
			}
			assertNoSecret(t, "resolved text", allText(s), tt.Secrets)
		})
	}
}

// allText is every human-facing string a caller could print from Settings.
func allText(s *Settings) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v\n%+v\n%s\n%#v\n", s, *s, s.Target, s.Target)
	j, _ := json.Marshal(s.Target)
	b.Write(j)
	for _, err := range []error{s.HomeErr, s.Config.Err, s.TargetErr} {
		if err != nil {
			b.WriteString("\n" + err.Error())
		}
	}
	for _, x := range []string{s.HomeSource, s.Capture.Source, s.ScrubPII.Source, s.Target.Source, s.Target.String()} {
		b.WriteString("\n" + x)
	}
	b.WriteString("\n" + strings.Join(s.Config.Warnings, "\n"))
	return b.String()
}

func assertNoSecret(t *testing.T, what, text string, secrets []string) {
	t.Helper()
	for _, sec := range secrets {
		if strings.Contains(text, sec) {
			t.Errorf("%s shows %q:\n%s", what, sec, text)
		}
	}
}
