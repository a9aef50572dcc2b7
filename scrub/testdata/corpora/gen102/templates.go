package main

func piiTemplates() []tmpl {
	var t []tmpl
	t = append(t, supportTemplates()...)
	t = append(t, keyTemplates()...)
	t = append(t, walletTemplates()...)
	t = append(t, miscTemplates()...)
	t = append(t, extraTemplates()...)
	return t
}
