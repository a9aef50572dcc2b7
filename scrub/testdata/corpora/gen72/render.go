package main

import (
	"strings"
)

type piiItem struct {
	F string `json:"f"`
	V string `json:"v"`
}

type line struct {
	Q     string    `json:"q"`
	PII   []piiItem `json:"pii"`
	Keep  []string  `json:"keep"`
	Clean bool      `json:"clean"`
	Kind  string    `json:"kind"`
}

type slotKind int

const (
	sText slotKind = iota
	sPII
	sKeep
)

type slot struct {
	name, val, fam string
	kind           slotKind
}

// T is plain text, P a labelled value, K a string that must stay.
func T(name, val string) slot      { return slot{name: name, val: val, kind: sText} }
func P(name, fam, val string) slot { return slot{name: name, val: val, fam: fam, kind: sPII} }
func K(name, val string) slot      { return slot{name: name, val: val, kind: sKeep} }

const (
	openMark  = "⟦"
	closeMark = "⟧"
)

// render fills ⟦name⟧ placeholders from slots, recording labels in the order
// they appear. A slot the chosen wording does not use is dropped.
func render(tpl string, slots ...slot) line {
	var b strings.Builder
	ln := line{PII: []piiItem{}, Keep: []string{}}
	rest := tpl
	for {
		i := strings.Index(rest, openMark)
		if i < 0 {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i])
		rest = rest[i+len(openMark):]
		j := strings.Index(rest, closeMark)
		if j < 0 {
			panic("unclosed placeholder in " + tpl)
		}
		name := rest[:j]
		rest = rest[j+len(closeMark):]
		k := -1
		for n, s := range slots {
			if s.name == name {
				k = n
				break
			}
		}
		if k < 0 {
			panic("no slot " + name + " for " + tpl)
		}
		s := slots[k]
		b.WriteString(s.val)
		switch s.kind {
		case sPII:
			dup := false
			for _, p := range ln.PII {
				if p.V == s.val {
					dup = true
				}
			}
			if !dup {
				ln.PII = append(ln.PII, piiItem{F: s.fam, V: s.val})
			}
		case sKeep:
			dup := false
			for _, kv := range ln.Keep {
				if kv == s.val {
					dup = true
				}
			}
			if !dup {
				ln.Keep = append(ln.Keep, s.val)
			}
		}
	}
	ln.Q = b.String()
	return ln
}

// join concatenates rendered parts into one line (for tables and lists).
func join(sep string, parts ...line) line {
	out := line{PII: []piiItem{}, Keep: []string{}}
	var qs []string
	for _, p := range parts {
		qs = append(qs, p.Q)
		for _, x := range p.PII {
			dup := false
			for _, y := range out.PII {
				if y.V == x.V {
					dup = true
				}
			}
			if !dup {
				out.PII = append(out.PII, x)
			}
		}
		for _, x := range p.Keep {
			dup := false
			for _, y := range out.Keep {
				if y == x {
					dup = true
				}
			}
			if !dup {
				out.Keep = append(out.Keep, x)
			}
		}
	}
	out.Q = strings.Join(qs, sep)
	return out
}
