package main

import (
	"strings"
	"unicode/utf8"
)

func c(v string) cell     { return cell{v, ""} }
func ck(v string) cell    { return cell{v, "k"} }
func cp(f, v string) cell { return cell{v, f} }

func width(s string) int { return utf8.RuneCountInString(s) }

// table writes hdr and rows in one of the layouts people paste: csv, csvq
// (quoted), ssv (semicolon), tsv, psql, mysql, md.
func (r *rec) table(style string, hdr []string, rows [][]cell) {
	switch style {
	case "csv", "csvq", "ssv", "tsv":
		sep := map[string]string{"csv": ",", "csvq": ",", "ssv": ";", "tsv": "\t"}[style]
		q := ""
		if style == "csvq" {
			q = `"`
		}
		for i, h := range hdr {
			if i > 0 {
				r.t(sep)
			}
			r.t(q + h + q)
		}
		for _, row := range rows {
			r.t("\n")
			for i, x := range row {
				if i > 0 {
					r.t(sep)
				}
				r.t(q).cell(x).t(q)
			}
		}
	case "psql", "mysql", "md":
		w := make([]int, len(hdr))
		for i, h := range hdr {
			w[i] = width(h)
		}
		for _, row := range rows {
			for i, x := range row {
				if width(x.v) > w[i] {
					w[i] = width(x.v)
				}
			}
		}
		pad := func(n int) string { return strings.Repeat(" ", n) }
		rule := func(cross, end string) {
			r.t(end)
			for i := range hdr {
				if i > 0 {
					r.t(cross)
				}
				r.t(strings.Repeat("-", w[i]+2))
			}
			r.t(end)
		}
		line := func(cells []cell, head bool) {
			l, sep, e := "", "|", ""
			switch style {
			case "mysql", "md":
				l, e = "|", "|"
			}
			r.t(l)
			for i, x := range cells {
				if i > 0 {
					r.t(sep)
				}
				if head && style == "psql" {
					left := (w[i] - width(x.v)) / 2
					r.t(" " + pad(left)).cell(x).t(pad(w[i]-width(x.v)-left) + " ")
				} else {
					r.t(" ").cell(x).t(pad(w[i]-width(x.v)) + " ")
				}
			}
			r.t(e)
		}
		hc := make([]cell, len(hdr))
		for i, h := range hdr {
			hc[i] = c(h)
		}
		switch style {
		case "psql":
			line(hc, true)
			r.t("\n")
			rule("+", "")
			for _, row := range rows {
				r.t("\n")
				line(row, false)
			}
			r.t("\n(" + itoa(len(rows)) + " rows)")
		case "mysql":
			rule("+", "+")
			r.t("\n")
			line(hc, false)
			r.t("\n")
			rule("+", "+")
			for _, row := range rows {
				r.t("\n")
				line(row, false)
			}
			r.t("\n")
			rule("+", "+")
			r.t("\n" + itoa(len(rows)) + " rows in set (0.00 sec)")
		case "md":
			line(hc, false)
			r.t("\n|")
			for i := range hdr {
				r.t(strings.Repeat("-", w[i]+2) + "|")
			}
			for _, row := range rows {
				r.t("\n")
				line(row, false)
			}
		}
	default:
		panic("table style " + style)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for n > 0 {
		s = string(rune('0'+n%10)) + s
		n /= 10
	}
	return s
}

// sqlInsert writes INSERT INTO t (cols) VALUES (…), (…); strings quoted.
func (r *rec) sqlInsert(t string, cols []string, rows [][]cell, quoted []bool) {
	r.t("INSERT INTO " + t + " (" + strings.Join(cols, ", ") + ") VALUES")
	for i, row := range rows {
		if i > 0 {
			r.t(",")
		}
		r.t("\n  (")
		for j, x := range row {
			if j > 0 {
				r.t(", ")
			}
			if quoted[j] {
				r.t("'").cell(x).t("'")
			} else {
				r.cell(x)
			}
		}
		r.t(")")
	}
	r.t(";")
}
