package main

// piiTemplates interleaves the domains so that consecutive lines differ.
func piiTemplates() []tmpl {
	groups := [][]tmpl{taxTemplates(), lifeTemplates(), communityTemplates(), msgTemplates(), devTemplates(), extraTemplates()}
	var out []tmpl
	for i := 0; ; i++ {
		added := false
		for _, gr := range groups {
			if i < len(gr) {
				out = append(out, gr[i])
				added = true
			}
		}
		if !added {
			return out
		}
	}
}
