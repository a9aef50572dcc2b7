package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strings"
)

type Tmpl struct {
	kind string
	w    int
	fn   func(g *G, b *B, clean bool)
}

var TM = []Tmpl{
	{"x12_850_po", 3, tX12_850}, {"x12_856_asn", 2, tX12_856}, {"edifact_orders", 3, tEdifactOrders}, {"edifact_desadv", 2, tEdifactDesadv},
	{"sap_idoc_xml", 2, tIdocXML}, {"edi_error_log", 2, tEdiErrorLog},
	{"kb_sap_error", 3, tKBSap}, {"sap_bp_csv", 2, tSapBPcsv}, {"oracle_supplier_json", 2, tOracleSupplierJSON}, {"netsuite_vendor", 2, tNetsuiteVendor},
	{"netsuite_tba_config", 1, tNetsuiteTBA}, {"w9_form", 4, tW9}, {"w8ben_itin", 2, tW8Itin}, {"vendor_onboarding_form", 3, tVendorOnboarding},
	{"pcard_recon_csv", 3, tPcardCSV}, {"pcard_email", 3, tPcardEmail}, {"amex_statement", 2, tAmexStatement},
	{"sds_section1", 3, tSDSSection1}, {"sds_composition", 2, tSDSComposition}, {"coa_certificate", 2, tCoA}, {"lims_json", 2, tLimsJSON},
	{"instrument_csv", 2, tInstrumentCSV}, {"instrument_service_log", 2, tInstrumentService}, {"mes_log", 3, tMESLog}, {"scada_alarm_config", 2, tScadaAlarmCfg},
	{"mqtt_config", 2, tMqttConfig},
	{"btp_service_key", 2, tBtpServiceKey}, {"xsuaa_jwt_question", 3, tXsuaaJWTQ}, {"salesforce_api", 2, tSalesforce}, {"shopify_env", 2, tShopifyEnv},
	{"aws_credentials", 2, tAwsCreds}, {"azure_connection", 2, tAzureConn}, {"oauth_token_response", 2, tOAuthResponse}, {"curl_erp_api", 3, tCurlErpAPI},
	{"http_wire_log", 2, tHTTPLog}, {"sftp_credentials", 3, tSFTPConfig}, {"db_connection_string", 2, tDBConn}, {"git_diff_secret", 2, tGitDiffLeak},
	{"postman_environment", 2, tPostmanEnv}, {"kb_api_key_question", 3, tKBToken}, {"docker_compose_env", 1, tDockerCompose},
	{"rfq_email", 3, tRFQEmail}, {"supplier_reply_email", 3, tSupplierReply}, {"po_document_text", 2, tPOText}, {"delivery_note", 2, tDeliveryNote},
	{"carrier_booking", 2, tCarrierBooking}, {"customs_commercial_invoice", 2, tCustomsInvoice}, {"quality_notification", 2, tQualityNotif}, {"capa_8d_team", 2, tCapa8D},
	{"calibration_certificate", 2, tCalibCert}, {"bank_change_request", 2, tBankChange}, {"ap_invoice_ocr", 2, tAPInvoiceOCR}, {"helpdesk_ticket", 2, tHelpdeskTicket},
	{"shopfloor_chat", 3, tChatMessage}, {"supplier_contact_table", 2, tContactTable}, {"vcard", 1, tVCard}, {"business_card_ocr", 2, tBusinessCardOCR},
	{"sql_insert_vendor", 2, tSQLInsertVendor}, {"dscsa_t3", 1, tDSCSA}, {"lab_alarm_email", 2, tLabAlarmEmail},
	{"jp_fax_order", 2, tJPFaxOrder}, {"kr_tax_invoice", 2, tKRTaxInvoice}, {"in_gst_einvoice", 2, tINGstEinvoice}, {"br_nfe_xml", 2, tBRNfeXML},
	{"mx_cfdi_xml", 2, tMXCfdi}, {"cn_fapiao_info", 2, tCNFapiao}, {"tr_e_irsaliye", 2, tTREIrsaliye}, {"pl_faktura", 2, tPLFaktura}, {"cz_objednavka", 2, tCZObjednavka},
	{"kb_customs_hs", 2, tKBCustomsHS}, {"kb_gs1_check_digit", 2, tKBGS1}, {"kb_lab_method", 2, tKBLab}, {"gs1_pallet_label_zpl", 2, tGS1Label},
	{"gtin_master_csv", 2, tGtinMasterCSV}, {"bom_export", 2, tBOMExport}, {"mrp_md04_report", 2, tMRPReport}, {"inventory_count_sheet", 2, tInventoryCount},
	{"three_way_match_error", 2, tThreeWayMatch}, {"odata_error_json", 2, tODataError}, {"kb_edi_segment", 2, tKBEdi}, {"kb_sds_emergency", 2, tKBSds},
	{"card_payment_log", 2, tCardPaymentLog}, {"irs_1099_export", 2, t1099Export}, {"contractor_onboarding", 3, tContractorOnboarding}, {"kb_tin_match", 2, tKBTinMatch},
	{"jwt_magic_link", 2, tJWTLink},
}

const total, nClean = 3000, 1000

func main() {
	g := &G{r: rand.New(rand.NewPCG(54, 20240314))}
	cleanFlags := make([]bool, total)
	for i := 0; i < nClean; i++ {
		cleanFlags[i] = true
	}
	g.r.Shuffle(total, func(i, j int) { cleanFlags[i], cleanFlags[j] = cleanFlags[j], cleanFlags[i] })

	var deck []int
	for i, t := range TM {
		for k := 0; k < t.w; k++ {
			deck = append(deck, i)
		}
	}
	pos := len(deck)
	next := func() int {
		if pos >= len(deck) {
			g.r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
			pos = 0
		}
		pos++
		return deck[pos-1]
	}

	seen := map[string]bool{}
	var recs []Rec
	for i := 0; i < total; i++ {
		clean := cleanFlags[i]
		ti := next()
		var r Rec
		for tries := 0; ; tries++ {
			b := &B{}
			TM[ti].fn(g, b, clean)
			r = b.Rec(TM[ti].kind, clean)
			if clean && len(r.PII) > 0 {
				panic("clean record with pii: " + r.Kind)
			}
			if (clean || len(r.PII) > 0) && len(r.Keep) > 0 && !seen[r.Q] && !conflict(r) {
				break
			}
			if tries > 50 {
				panic("cannot generate " + TM[ti].kind)
			}
		}
		seen[r.Q] = true
		recs = append(recs, r)
	}

	var buf bytes.Buffer
	for _, r := range recs {
		var lb bytes.Buffer
		enc := json.NewEncoder(&lb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			panic(err)
		}
		buf.Write(lb.Bytes())
	}
	if err := os.WriteFile("../c54.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	validate("../c54.ndjson")
}

var emailRe = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)

func occurrences(s, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// conflict: some occurrence of a keep string overlaps some occurrence of a pii value.
func conflict(r Rec) bool {
	for _, p := range r.PII {
		for _, s := range occurrences(r.Q, p.V) {
			for _, k := range r.Keep {
				for _, o := range occurrences(r.Q, k) {
					if o[0] < s[1] && s[0] < o[1] {
						return true
					}
				}
			}
		}
	}
	return false
}

func validate(path string) {
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	fams := map[string]int{}
	kinds := map[string][2]int{}
	n, nc, errs, warns := 0, 0, 0, 0
	okFam := map[string]bool{"email": true, "phone": true, "credit_card": true, "ssn": true, "jwt": true, "bearer": true}
	fail := func(ln int, msg string, a ...any) {
		errs++
		if errs < 40 {
			fmt.Printf("ERR line %d: %s\n", ln, fmt.Sprintf(msg, a...))
		}
	}
	for sc.Scan() {
		n++
		var r Rec
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			fail(n, "json: %v", err)
			continue
		}
		if r.Clean {
			nc++
		}
		k := kinds[r.Kind]
		if r.Clean {
			k[1]++
		} else {
			k[0]++
		}
		kinds[r.Kind] = k
		if r.Clean != (len(r.PII) == 0) {
			fail(n, "clean flag mismatch")
		}
		if len(r.Keep) == 0 {
			fail(n, "no keep")
		}
		var piiSpans [][2]int
		for _, p := range r.PII {
			if !okFam[p.F] {
				fail(n, "family %q", p.F)
			}
			fams[p.F]++
			if p.V == "" || !strings.Contains(r.Q, p.V) {
				fail(n, "pii not substring %q", p.V)
			}
			piiSpans = append(piiSpans, occurrences(r.Q, p.V)...)
			d := strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, p.V)
			switch p.F {
			case "credit_card":
				if !luhnOK(d) || len(d) < 13 || len(d) > 19 {
					fail(n, "bad card %q", p.V)
				}
			case "ssn":
				if !ssnValid(p.V) {
					fail(n, "bad ssn %q", p.V)
				}
			case "jwt":
				parts := strings.Split(p.V, ".")
				h, err := base64.RawURLEncoding.DecodeString(parts[0])
				if len(parts) != 3 || err != nil || !strings.Contains(string(h), `"alg"`) {
					fail(n, "bad jwt")
				}
			case "email":
				if !strings.Contains(p.V, "@") {
					fail(n, "bad email %q", p.V)
				}
			case "phone":
				if len(d) < 7 || len(d) > 15 {
					// full-width digits are not counted by the ASCII filter
					if !strings.ContainsAny(p.V, "０１２３４５６７８９") {
						fail(n, "bad phone %q", p.V)
					}
				}
			}
		}
		for _, kp := range r.Keep {
			if !strings.Contains(r.Q, kp) {
				fail(n, "keep not substring %q", kp)
			}
			for _, o := range occurrences(r.Q, kp) {
				for _, s := range piiSpans {
					if o[0] < s[1] && s[0] < o[1] {
						fail(n, "keep %q overlaps pii %q", kp, r.Q[s[0]:s[1]])
					}
				}
			}
		}
		// heuristic: any e-mail-looking text must be covered by a labelled e-mail
		for _, m := range emailRe.FindAllStringIndex(r.Q, -1) {
			covered := false
			for _, p := range r.PII {
				if p.F == "email" || p.F == "bearer" {
					for _, o := range occurrences(r.Q, p.V) {
						if o[0] <= m[0]+1 && m[1] <= o[1]+1 || (m[0] < o[1] && o[0] < m[1]) {
							covered = true
						}
					}
				}
			}
			if !covered {
				ctx := r.Q[max(0, m[0]-20):min(len(r.Q), m[1]+5)]
				warns++
				if warns < 30 {
					fmt.Printf("WARN line %d (%s): unlabelled email-like %q\n", n, r.Kind, ctx)
				}
			}
		}
		if strings.Contains(r.Q, "eyJ") {
			has := false
			for _, p := range r.PII {
				if p.F == "jwt" {
					has = true
				}
			}
			if !has && !strings.Contains(r.Q, `{"alg"`) {
				warns++
				fmt.Printf("WARN line %d: eyJ without jwt label\n", n)
			}
		}
	}
	fmt.Printf("lines=%d clean=%d errors=%d warnings=%d kinds=%d\n", n, nc, errs, warns, len(kinds))
	var fk []string
	for k := range fams {
		fk = append(fk, k)
	}
	sort.Strings(fk)
	for _, k := range fk {
		fmt.Printf("  %-12s %d\n", k, fams[k])
	}
	if os.Getenv("KINDS") != "" {
		var ks []string
		for k := range kinds {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			fmt.Printf("  %-28s pii=%d clean=%d\n", k, kinds[k][0], kinds[k][1])
		}
	}
	if errs > 0 || n != total || nc != nClean {
		os.Exit(1)
	}
}
