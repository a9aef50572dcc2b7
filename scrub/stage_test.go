package scrub

import "testing"

func BenchmarkStages(b *testing.B) {
	prose := proseOfSize(50000)
	for _, st := range []struct {
		name string
		f    func(string, []Finding) []Finding
	}{{"email", findEmails}, {"jwt", findJWTs}, {"bearer", func(s string, fs []Finding) []Finding { fs, _ = findBearers(s, fs); return fs }}, {"numbers", findNumbers}} {
		b.Run(st.name, func(b *testing.B) {
			b.SetBytes(50000)
			for b.Loop() {
				st.f(prose, nil)
			}
		})
	}
}
