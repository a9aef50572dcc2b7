package main

func piiTemplates() []Tmpl {
	return append(enTemplates(), euTemplates()...)
}
