package main

func piiTemplates() []T {
	var all []T
	all = append(all, cardTemplates()...)
	all = append(all, contactTemplates()...)
	all = append(all, ssnTemplates()...)
	all = append(all, tokenTemplates()...)
	all = append(all, moreTemplates()...)
	all = append(all, moreTemplates2()...)
	all = append(all, moreTemplates3()...)
	return all
}
