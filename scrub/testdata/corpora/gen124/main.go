// Command gen writes ../c124.ndjson: a labelled PII corpus for US immigration, visa and
// public-benefits paperwork. Deterministic: math/rand seeded with 124, no clock, no map
// iteration into the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type tmpl struct {
	kind string
	text string
}

var givenNames = []string{"María", "José", "Rosa", "Juan Carlos", "Wei", "Xiaoling", "Ngọc Anh", "Minh", "Jean-Robert", "Mirlande", "Fatima", "Ahmed", "Omar", "Layla", "Priya", "Rahul", "Maricel", "Jocelyn", "Ramón", "Lourdes", "Carlos", "Guadalupe", "Hui", "Linh", "Tuấn", "Nadia", "Youssef", "Kenia", "Edwin", "Daniela", "Wilson", "Samir", "Deepa", "Vikram", "Rodrigue", "Marie-Claude", "Anjali", "Thanh", "Esperanza", "Reynaldo"}
var surnames = []string{"García", "Hernández", "López", "Martínez", "Zhang", "Wang", "Chen", "Nguyen", "Tran", "Pham", "Pierre", "Joseph", "Louis", "Haddad", "Khalil", "Al-Sayed", "Patel", "Sharma", "Singh", "Reddy", "Santos", "Reyes", "Dela Cruz", "Bautista", "Ramírez", "Flores", "Morales", "Liu", "Huang", "Võ", "Jean-Baptiste", "Mansour", "Gupta", "Castillo", "Mejía", "Orellana", "Charles", "Villanueva", "Nasser", "Iyer"}
var cities = []string{"Houston", "Los Angeles", "Miami", "Queens", "Chicago", "McAllen", "San Francisco", "Phoenix", "Dallas", "Newark", "Orlando", "Atlanta", "Seattle", "Minneapolis", "Santa Ana", "Brooklyn", "Elizabeth", "Boston", "San Jose", "Fresno"}

// gen returns the category ("" text, "keep", or a PII family) and the value for a placeholder.
func gen(name string) (string, string) {
	switch name {
	// ---- PII ----
	case "ssn":
		return "ssn", ssnFmt("-")
	case "ssn_sp":
		return "ssn", ssnFmt(" ")
	case "ssn_bare":
		return "ssn", ssnFmt("")
	case "itin":
		return "ssn", itinFmt("-")
	case "itin_bare":
		return "ssn", itinFmt("")
	case "ph":
		return "phone", phUSany()
	case "ph0", "ph1", "ph2", "ph3", "ph4", "ph5", "ph6", "ph7", "ph8":
		return "phone", phUS(int(name[2] - '0'))
	case "do":
		return "phone", phDO()
	case "mx", "gt", "sv", "hn", "vn", "cn", "in", "ht", "eg", "sy", "jo", "iq", "ye", "co", "ve", "cu", "ni":
		return "phone", phIntl(name, false)
	case "pph":
		return "phone", phIntl("ph", false)
	case "pph_nat":
		return "phone", phIntl("ph", true)
	case "mx_nat", "vn_nat", "cn_nat", "in_nat", "ht_nat":
		return "phone", phIntl(name[:2], true)
	case "email":
		return "email", email()
	case "femail":
		return "email", emailFirm()
	case "visa":
		return "credit_card", card("visa", rng.Intn(3))
	case "mc":
		return "credit_card", card("mc", rng.Intn(3))
	case "amex":
		return "credit_card", card("amex", rng.Intn(4))
	case "disc":
		return "credit_card", card("disc", rng.Intn(3))
	case "ebt":
		return "credit_card", card("ebt", rng.Intn(3))
	case "anycard":
		return "credit_card", card(pick("visa", "visa", "mc", "amex", "disc"), rng.Intn(3))
	case "jwt":
		return "jwt", jwt()
	case "tok":
		return "bearer", bearerTok()
	case "sk":
		return "bearer", skLive()
	case "ghp":
		return "bearer", ghp()
	case "csec":
		return "bearer", clientSec()
	case "apikey":
		return "bearer", apiKey()
	case "sess":
		return "bearer", sessID()
	case "pw":
		return "bearer", password()
	case "basic":
		return "bearer", basicAuth()
	// ---- keep ----
	case "anum":
		return "keep", aNum()
	case "anumc":
		return "keep", pick("A", "") + pick("0", "2", "2") + digits(8)
	case "anumb":
		return "keep", aNumBare()
	case "rcpt":
		return "keep", receipt()
	case "rcptd":
		return "keep", receiptDashed()
	case "i94":
		return "keep", i94()
	case "sevis":
		return "keep", sevis()
	case "ppus":
		return "keep", passportUS()
	case "ppf":
		return "keep", passportForeign()
	case "foil":
		return "keep", foil()
	case "ctrl":
		return "keep", ctrlNum()
	case "ds160":
		return "keep", ds160()
	case "ev":
		return "keep", everify()
	case "snap":
		return "keep", snapCase()
	case "cin":
		return "keep", cin()
	case "ui":
		return "keep", uiClaim()
	case "bnc":
		return "keep", bnc()
	case "ein":
		return "keep", ein()
	case "evco":
		return "keep", evCompany()
	case "mtcn":
		return "keep", mtcn()
	case "usps":
		return "keep", usps()
	case "cert":
		return "keep", certMail()
	case "mask":
		return "keep", maskSSN()
	case "money":
		return "keep", money()
	case "amt":
		return "keep", benefitAmt()
	case "date":
		return "keep", dateUS()
	case "dlong":
		return "keep", dateLong()
	case "diso":
		return "keep", dateISO()
	case "des":
		return "keep", dateES()
	case "ddmy":
		return "keep", dateDMY()
	case "dzh":
		return "keep", dateZH()
	case "zip":
		return "keep", zip()
	case "form":
		return "keep", form()
	case "cat":
		return "keep", soc()
	case "pk":
		return "keep", pkLive()
	case "cid":
		return "keep", clientID()
	case "ver":
		return "keep", ver()
	case "court":
		return "keep", courtCase()
	case "lock":
		return "keep", lockbox()
	case "nonluhn":
		return "keep", nonLuhn16()
	case "badssn":
		return "keep", badSSN()
	case "caselaw":
		return "keep", caseLaw()
	case "olan":
		return "keep", nz(12)
	case "nrc":
		return "keep", "NRC" + digits(10)
	case "lca":
		return "keep", fmt.Sprintf("I-200-%05d-%06d", rng.Intn(100000), rng.Intn(1000000))
	case "paygov":
		return "keep", "26" + alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
	case "agency10":
		return "keep", nz(10)
	case "wk":
		return "", fmt.Sprint(10 + rng.Intn(180))
	case "voided":
		return "keep", "078-05-1120"
	case "natcert":
		return "keep", nz(8)
	case "ticket":
		return "", fmt.Sprint(40000 + rng.Intn(9999))
	case "bar":
		return "keep", fmt.Sprint(nz(8))
	case "nvc":
		return "keep", pick("MNL", "CDJ", "SDO", "HCM", "GUZ", "BMB", "PTP", "ABD", "NWD") + fmt.Sprint(2019+rng.Intn(7)) + digits(6)
	case "i134":
		return "keep", "IOE" + pick("09", "80", "81") + digits(8)
	case "sch":
		return "keep", pick("NYC", "LOS", "BOS", "CHI", "SFR", "HOU") + "214F" + digits(5) + "000"
	case "fein_like":
		return "keep", ein()
	case "medid":
		return "keep", nz(9)
	case "uan":
		return "keep", fmt.Sprintf("%03d-%03d-%03d", rng.Intn(1000), rng.Intn(1000), rng.Intn(1000))
	// ---- text ----
	case "fn":
		return "", givenNames[rng.Intn(len(givenNames))]
	case "ln":
		return "", surnames[rng.Intn(len(surnames))]
	case "LN":
		return "", strings.ToUpper(surnames[rng.Intn(len(surnames))])
	case "FN":
		return "", strings.ToUpper(givenNames[rng.Intn(len(givenNames))])
	case "city":
		return "", cities[rng.Intn(len(cities))]
	case "dobt":
		return "", dob()
	case "n":
		return "", fmt.Sprint(2 + rng.Intn(7))
	case "exp":
		return "", fmt.Sprintf("%02d/%d", 1+rng.Intn(12), 26+rng.Intn(5))
	case "time":
		return "", fmt.Sprintf("%d:%02d", 8+rng.Intn(9), rng.Intn(60))
	case "ssaoff":
		return "", pick("Social Security, 1 Main St, Brooklyn NY", "SSA Field Office, 2101 Vine St", "our office in Houston")
	case "bic":
		return "", pick("A", "B", "C1", "D", "HA", "B2")
	}
	panic("unknown placeholder " + name)
}

func render(kind, text string, clean bool) Line {
	ln := Line{Kind: kind, Clean: clean, PII: []PII{}, Keep: []string{}}
	var b strings.Builder
	type span struct{ a, b int }
	var spans []span
	for {
		i := strings.Index(text, "{{")
		if i < 0 {
			b.WriteString(text)
			break
		}
		b.WriteString(text[:i])
		j := strings.Index(text[i:], "}}")
		name := text[i+2 : i+j]
		text = text[i+j+2:]
		cat, v := gen(name)
		start := b.Len()
		b.WriteString(v)
		switch cat {
		case "":
		case "keep":
			ln.Keep = append(ln.Keep, v)
		default:
			ln.PII = append(ln.PII, PII{F: cat, V: v})
			spans = append(spans, span{start, b.Len()})
		}
	}
	ln.Q = b.String()
	// checks
	if clean && len(ln.PII) > 0 {
		panic(kind + ": clean line with pii")
	}
	if !clean && len(ln.PII) == 0 {
		panic(kind + ": pii line without pii")
	}
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			panic("pii not in q")
		}
		if strings.Count(ln.Q, p.V) != 1 {
			panic(kind + ": pii value repeated in line: " + p.V)
		}
	}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			panic("keep not in q")
		}
		// every occurrence of k must lie outside every pii span
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], k)
			if i < 0 {
				break
			}
			a, e := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < e {
					panic(fmt.Sprintf("%s: keep %q overlaps pii", kind, k))
				}
			}
			off = a + 1
		}
	}
	return ln
}

func main() {
	f, err := os.Create("../c124.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if len(piiTemplates) < 100 || len(cleanTemplates) < 40 {
		panic(fmt.Sprintf("too few kinds: %d pii, %d clean", len(piiTemplates), len(cleanTemplates)))
	}
	seenKind := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiTemplates...), cleanTemplates...) {
		if seenKind[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seenKind[t.kind] = true
	}
	pi, ci := 0, 0
	npii := 0
	for i := 1; i <= 3000; i++ {
		var ln Line
		if i%3 == 0 {
			t := cleanTemplates[ci%len(cleanTemplates)]
			ci++
			ln = render(t.kind, t.text, true)
		} else {
			t := piiTemplates[pi%len(piiTemplates)]
			pi++
			ln = render(t.kind, t.text, false)
			npii += len(ln.PII)
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Printf("wrote ../c124.ndjson: 3000 lines, %d pii values, %d pii kinds, %d clean kinds\n", npii, len(piiTemplates), len(cleanTemplates))
}
