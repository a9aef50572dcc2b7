package main

func piiTemplates() []tmpl {
	var ts []tmpl
	ts = append(ts, espTemplates()...)
	ts = append(ts, crmTemplates()...)
	ts = append(ts, cdpTemplates()...)
	ts = append(ts, linkTemplates()...)
	ts = append(ts, opsTemplates()...)
	ts = append(ts, miscTemplates()...)
	return ts
}
