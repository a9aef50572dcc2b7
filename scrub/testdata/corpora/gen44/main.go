// Command gen writes corpus 44: queries and searches sent to a personal/team
// knowledge base, labelled for the six PII families of the scrubber.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

type Lab struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []Lab    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type tmpl struct {
	name  string
	clean bool
	w     int
	f     func() string
}

var templates = []tmpl{
	{"ask_phone", false, 120, tAskPhone},
	{"ask_email", false, 70, tAskEmail},
	{"find_mentions", false, 80, tFindMention},
	{"new_number", false, 60, tNewNumber},
	{"save_contact", false, 70, tSaveContact},
	{"agent_search", false, 90, tAgentSearch},
	{"json_tool_call", false, 50, tJSONTool},
	{"email_signature", false, 70, tSignature},
	{"business_card_ocr", false, 60, tBusinessCard},
	{"meeting_note_md", false, 50, tMeetingNote},
	{"frontmatter_person", false, 45, tFrontmatter},
	{"contact_table_md", false, 45, tContactTable},
	{"vcard", false, 35, tVCard},
	{"ics_invite", false, 45, tICS},
	{"itinerary_contact", false, 55, tItinerary},
	{"receipt_store", false, 45, tReceiptStore},
	{"card_question", false, 70, tCardQuestion},
	{"card_in_note", false, 35, tCardInNote},
	{"ssn_tax_note", false, 60, tSSNNote},
	{"itin_note", false, 25, tITIN},
	{"api_keys_note", false, 45, tAPIKeys},
	{"curl_snippet", false, 45, tCurl},
	{"env_snippet", false, 40, tEnv},
	{"jwt_debug", false, 45, tJWTDebug},
	{"token_prose", false, 60, tTokenProse},
	{"http_headers", false, 35, tHTTPHeaders},
	{"logseq_block", false, 40, tLogseq},
	{"chat_quote", false, 55, tChatQuote},
	{"emergency_contacts", false, 40, tEmergency},
	{"health_contact", false, 50, tHealth},
	{"home_admin_contact", false, 50, tHomeAdmin},
	{"school_family", false, 40, tSchool},
	{"obfuscated_email", false, 30, tObfEmail},
	{"tel_wa_links", false, 35, tTelLinks},
	{"phone_ext", false, 30, tPhoneExt},
	{"crm_call_log", false, 40, tCRMLog},
	{"dedupe_contacts", false, 30, tDedupe},
	{"bank_transfer_contact", false, 35, tBankContact},
	{"pw_manager_entry", false, 30, tPwManager},
	{"keyword_search_pii", false, 80, tKeywordSearch},
	{"notion_db_row", false, 30, tNotionRow},
	{"forwarded_email", false, 40, tFwdEmail},
	{"todo_line", false, 45, tTodo},
	{"listing_ad", false, 40, tListingAd},
	{"basic_auth", false, 20, tBasicAuth},
	{"long_note_pii", false, 60, tLongNote},
	{"url_encoded_query", false, 30, tURLEncoded},
	{"contacts_csv", false, 30, tContactsCSV},
	{"household_payroll", false, 25, tHouseholdPayroll},
	{"secret_labelled", false, 40, tSecretLabelled},
	{"family_birthday", false, 35, tFamilyNote},
	{"phone_odd_format", false, 40, tPhoneOdd},
	{"email_hard", false, 30, tEmailHard},
	{"card_hard", false, 30, tCardHard},
	{"ssn_hard", false, 25, tSSNHard},
	{"jwt_hard", false, 20, tJWTHard},

	{"clean_keyword", true, 80, cKeyword},
	{"clean_question", true, 120, cQuestion},
	{"clean_meeting_ids", true, 60, cMeetingIDs},
	{"clean_itinerary", true, 60, cItinerary},
	{"clean_receipt", true, 50, cReceipt},
	{"clean_orders", true, 60, cOrders},
	{"clean_wifi", true, 40, cWifi},
	{"clean_recovery_codes", true, 35, cRecovery},
	{"clean_license_keys", true, 30, cLicense},
	{"clean_finance", true, 50, cFinance},
	{"clean_health", true, 45, cHealth},
	{"clean_dev", true, 45, cDev},
	{"clean_home_admin", true, 45, cHomeAdmin},
	{"clean_books", true, 25, cBooks},
	{"clean_frontmatter", true, 30, cFrontmatter},
	{"clean_tasks", true, 30, cTasks},
	{"clean_ics", true, 25, cICS},
	{"clean_long_note", true, 45, cLongNoteWrap},
	{"clean_agent_json", true, 40, cAgentJSON},
	{"clean_device", true, 30, cDevice},
	{"clean_measure", true, 30, cMeasure},
	{"clean_mentions", true, 25, cMentions},
	{"clean_id_numbers", true, 50, cIDNumbers},
	{"clean_masked", true, 35, cMasked},
	{"clean_placeholders", true, 30, cPlaceholders},
	{"clean_at_lookalike", true, 25, cLookalikeAt},
	{"clean_log_line", true, 20, cLogLines},
	{"clean_cjk", true, 35, cCJK},
	{"clean_times", true, 25, cTimes},
}

func cLongNoteWrap() string { return tCleanLongNote() }

func parse(s string) (string, []Lab, []string, error) {
	var b strings.Builder
	var pii []Lab
	var keep []string
	for i := 0; i < len(s); {
		switch s[i] {
		case mP[0]:
			j := strings.IndexByte(s[i:], mPE[0])
			if j < 0 {
				return "", nil, nil, fmt.Errorf("unclosed pii")
			}
			seg := s[i+1 : i+j]
			k := strings.IndexByte(seg, mSep[0])
			f, v := seg[:k], seg[k+1:]
			if strings.ContainsAny(v, mP+mPE+mK+mKE+mSep) {
				return "", nil, nil, fmt.Errorf("nested marker in pii")
			}
			b.WriteString(v)
			pii = append(pii, Lab{f, v})
			i += j + 1
		case mK[0]:
			j := strings.IndexByte(s[i:], mKE[0])
			if j < 0 {
				return "", nil, nil, fmt.Errorf("unclosed keep")
			}
			v := s[i+1 : i+j]
			if strings.ContainsAny(v, mP+mPE+mK+mKE+mSep) {
				return "", nil, nil, fmt.Errorf("nested marker in keep")
			}
			b.WriteString(v)
			keep = append(keep, v)
			i += j + 1
		case mPE[0], mKE[0], mSep[0]:
			return "", nil, nil, fmt.Errorf("stray marker")
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return b.String(), pii, keep, nil
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func validate(q string, pii []Lab, keep []string, clean bool) ([]Lab, []string, error) {
	if !utf8.ValidString(q) {
		return nil, nil, fmt.Errorf("invalid utf8")
	}
	if clean && len(pii) > 0 {
		return nil, nil, fmt.Errorf("clean with pii")
	}
	if !clean && len(pii) == 0 {
		return nil, nil, fmt.Errorf("no pii")
	}
	seen := map[Lab]bool{}
	var P []Lab
	for _, p := range pii {
		if !families[p.F] || p.V == "" {
			return nil, nil, fmt.Errorf("bad label %v", p)
		}
		if !strings.Contains(q, p.V) {
			return nil, nil, fmt.Errorf("pii not in q")
		}
		if !seen[p] {
			seen[p] = true
			P = append(P, p)
		}
	}
	ks := map[string]bool{}
	var Kp []string
	for _, k := range keep {
		if len(k) < 3 || ks[k] {
			continue
		}
		bad := false
		for _, p := range P {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				bad = true
			}
		}
		if bad {
			return nil, nil, fmt.Errorf("keep %q overlaps pii", k)
		}
		ks[k] = true
		Kp = append(Kp, k)
	}
	return P, Kp, nil
}

func main() {
	out := "/work/corpus44/c44.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	pickT := func(clean bool) tmpl {
		tot := 0
		for _, t := range templates {
			if t.clean == clean {
				tot += t.w
			}
		}
		x := r.Intn(tot)
		for _, t := range templates {
			if t.clean != clean {
				continue
			}
			if x < t.w {
				return t
			}
			x -= t.w
		}
		panic("unreachable")
	}
	plan := make([]bool, 0, 3000)
	for i := 0; i < 2000; i++ {
		plan = append(plan, false)
	}
	for i := 0; i < 1000; i++ {
		plan = append(plan, true)
	}
	shuffle(plan)
	seenQ := map[string]bool{}
	var recs []Rec
	rejects := map[string]int{}
	for _, clean := range plan {
		for try := 0; ; try++ {
			if try > 200 {
				panic("too many rejects")
			}
			t := pickT(clean)
			q, pii, keep, err := parse(t.f())
			if err == nil {
				pii, keep, err = validate(q, pii, keep, clean)
			}
			if err == nil && seenQ[q] {
				err = fmt.Errorf("dup")
			}
			if err == nil && len(q) > 3200 {
				err = fmt.Errorf("too long")
			}
			if err != nil {
				rejects[t.name+": "+err.Error()]++
				continue
			}
			seenQ[q] = true
			if pii == nil {
				pii = []Lab{}
			}
			if keep == nil {
				keep = []string{}
			}
			recs = append(recs, Rec{q, pii, keep, clean, t.name})
			break
		}
	}
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	kinds := map[string]int{}
	fam := map[string]int{}
	nk := 0
	var lens []int
	for _, rc := range recs {
		if err := enc.Encode(rc); err != nil {
			panic(err)
		}
		kinds[rc.Kind]++
		for _, p := range rc.PII {
			fam[p.F]++
		}
		nk += len(rc.Keep)
		lens = append(lens, len(rc.Q))
	}
	w.Flush()
	f.Close()
	sort.Ints(lens)
	fmt.Fprintf(os.Stderr, "wrote %d records to %s; kinds %d; families %v; keep %d\n", len(recs), out, len(kinds), fam, nk)
	fmt.Fprintf(os.Stderr, "length p10 %d p50 %d p90 %d max %d\n", lens[len(lens)/10], lens[len(lens)/2], lens[len(lens)*9/10], lens[len(lens)-1])
	for k, v := range rejects {
		fmt.Fprintf(os.Stderr, "reject %s x%d\n", k, v)
	}
}
