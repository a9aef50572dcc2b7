package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"unicode/utf8"
)

var rng = rand.New(rand.NewSource(126))

type Line struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type lk struct {
	kind
	lang string // "" = random
}

func registry() (pii, clean []lk) {
	for _, l := range langOrder {
		pii = append(pii, lk{kind{"ticket_" + l, ticketKind(l), true}, l})
		pii = append(pii, lk{kind{"chat_" + l, chatKind(l), true}, l})
		pii = append(pii, lk{kind{"signature_" + l, sigKind(l), false}, l})
	}
	st := []kind{
		{"curl_verbose", kCurlVerbose, true},
		{"headers_folded", kHeadersFolded, true},
		{"http_post_json", kHTTPPostJSON, true},
		{"http_response_tokens", kHTTPResponseTokens, false},
		{"har_entry", kHAR, true},
		{"curl_command", kCurlCommand, true},
		{"fetch_js", kFetchJS, false},
		{"python_requests", kPythonRequests, false},
		{"nginx_access", kNginx, false},
		{"app_json_logs", kAppJSONLogs, true},
		{"logfmt", kLogfmt, true},
		{"java_exception", kJavaException, false},
		{"py_traceback", kPyTraceback, false},
		{"syslog_postfix", kSyslog, false},
		{"k8s_env", kK8sEnv, true},
		{"json_signup", kJSONSignup, true},
		{"json_payment", kJSONPayment, true},
		{"json_kyc", kJSONKYC, true},
		{"graphql_vars", kGraphQL, false},
		{"json_escaped", kJSONEscaped, true},
		{"stripe_event", kStripeEvent, true},
		{"csv_customers", kCSVCustomers, true},
		{"csv_employees_ssn", kCSVEmployees, true},
		{"csv_semicolon_de", kCSVSemicolonDE, false},
		{"markdown_table", kMarkdownTable, true},
		{"sql_insert", kSQLInsert, true},
		{"sql_where", kSQLWhere, false},
		{"mongo_shell", kMongo, false},
		{"validation_json", kValidationJSON, true},
		{"validation_text", kValidationText, false},
		{"rails_params", kRailsParams, true},
		{"django_debug", kDjangoDebug, false},
		{"vcard", kVCard, false},
		{"email_headers", kEmailHeaders, false},
		{"email_thread", kEmailThread, false},
		{"contact_plain", kContactPlain, false},
		{"crm_note", kCRMNote, false},
		{"env_file", kEnvFile, true},
		{"yaml_config", kYAMLConfig, true},
		{"docker_compose", kDockerCompose, true},
		{"k8s_secret", kK8sSecret, true},
		{"gha_log", kGHALog, false},
		{"npmrc_pip", kNpmrcPip, false},
		{"openai_code", kOpenAICode, false},
		{"jwt_debug", kJWTDebug, false},
		{"oauth_token", kOAuthToken, false},
		{"cookie_header", kCookieHeader, false},
		{"whatsapp_export", kWhatsApp, false},
		{"sms_csv", kSMSCSV, true},
		{"hl7_adt", kHL7, false},
		{"ldif", kLDIF, true},
		{"w9_text", kW9Text, true},
		{"payroll_tsv", kPayrollITIN, true},
		{"rental_application", kRentalApp, false},
		{"airline_pnr", kAirlinePNR, false},
		{"shipping_label", kShippingLabel, false},
		{"receipt", kReceipt, false},
		{"sentry_event", kSentry, true},
		{"form_urlencoded", kFormURLEnc, false},
		{"reset_url_log", kResetURL, false},
		{"agent_tool_call", kAgentToolCall, true},
		{"agent_scratchpad", kAgentScratchpad, false},
		{"llm_prompt", kLLMPrompt, false},
		{"cli_passwords", kCLIPasswords, false},
		{"aws_credentials", kAWSCreds, false},
		{"calendar_ics", kICS, false},
		{"jira_issue", kJiraIssue, false},
		{"tsv_paste", kTSVPaste, true},
		{"address_book_json", kAddressBookJSON, true},
		{"basic_auth", kBasicAuth, false},
		{"phone_list_intl", kPhoneListIntl, false},
		{"fullwidth_form_ja", kFullwidthForm, false},
		{"arabic_form", kArabicForm, false},
		{"hindi_form", kHindiForm, false},
		{"chinese_form", kChineseForm, false},
		{"russian_form", kRussianForm, false},
		{"turkish_form", kTurkishForm, false},
		{"brazil_form", kBrazilForm, false},
		{"telegram_bot", kTelegramBot, false},
		{"git_remote", kGitRemote, false},
		{"docker_login", kDockerLogin, false},
		{"shopify_webhook", kShopifyWebhook, false},
		{"google_api", kGoogleAPI, false},
		{"mixed_dump", kMixedDump, true},
		{"spelled_email", kSpelledEmail, false},
		{"card_variants", kCardVariants, false},
		{"ssn_mixed", kSSNMixed, false},
		{"phone_labelled", kPhoneLabelled, false},
	}
	fixedLang := map[string]string{"fullwidth_form_ja": "ja", "arabic_form": "ar", "hindi_form": "hi", "chinese_form": "zh", "russian_form": "ru", "turkish_form": "tr", "brazil_form": "pt", "csv_semicolon_de": "de", "email_headers": "de"}
	for _, k := range st {
		pii = append(pii, lk{k, fixedLang[k.name]})
	}
	for _, k := range pii {
		if k.clean {
			c := k
			c.name = "clean_" + k.name
			clean = append(clean, c)
		}
	}
	return
}

func check(ln *Line) error {
	if !utf8.ValidString(ln.Q) {
		return fmt.Errorf("invalid utf8")
	}
	if len(ln.Q) < 300 || len(ln.Q) > 2000 {
		return fmt.Errorf("len %d", len(ln.Q))
	}
	if ln.Clean && len(ln.PII) != 0 {
		return fmt.Errorf("clean with pii")
	}
	if !ln.Clean && (len(ln.PII) < 3 || len(ln.PII) > 12) {
		return fmt.Errorf("pii count %d", len(ln.PII))
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if used[p.V] {
			return fmt.Errorf("dup value %q", p.V)
		}
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, p := range ln.PII {
		for _, o := range ln.PII {
			if o.V != p.V && strings.Contains(o.V, p.V) {
				return fmt.Errorf("value %q inside %q", p.V, o.V)
			}
		}
	}
	for _, k := range ln.Keep {
		if k == "" {
			return fmt.Errorf("empty keep")
		}
		if !strings.Contains(masked, k) {
			return fmt.Errorf("keep %q not outside pii", k)
		}
		for _, p := range ln.PII {
			if strings.Contains(k, p.V) {
				return fmt.Errorf("pii %q inside keep %q", p.V, k)
			}
		}
	}
	return nil
}

func dedupe(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if len(x) >= 3 && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func main() {
	piiK, cleanK := registry()
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(piiK), len(cleanK))
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	np, nc := 0, 0
	fails := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var k lk
		if clean {
			k = cleanK[nc%len(cleanK)]
			nc++
		} else {
			k = piiK[np%len(piiK)]
			np++
		}
		var ln Line
		for attempt := 0; ; attempt++ {
			lang := k.lang
			if lang == "" {
				lang = langOrder[rn(len(langOrder))]
				if chance(0.35) {
					lang = "en"
				}
			}
			b := newB(lang, clean)
			k.fn(b)
			for t := 0; t < 2 && len(b.pii) <= 7 && b.sb.Len() < 1200 && chance(0.55) && !strings.HasPrefix(k.name, "chat_"); t++ {
				b.T("\n\n", pickS(b.L.intro), "\n")
				miniBlocks[rn(len(miniBlocks))](b)
				b.T("\n").sentence(false)
			}
			for b.sb.Len() < 300 {
				b.T("\n").sentence(false)
			}
			ln = Line{Q: b.sb.String(), PII: b.pii, Keep: dedupe(b.keep), Clean: clean, Kind: k.name}
			if ln.PII == nil {
				ln.PII = []PV{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			err := check(&ln)
			if err == nil {
				break
			}
			fails[k.name+": "+strings.SplitN(err.Error(), " ", 2)[0]]++
			if attempt > 200 {
				fmt.Fprintf(os.Stderr, "line %d kind %s: %v\n%s\n", i, k.name, err, ln.Q)
				os.Exit(1)
			}
		}
		for _, p := range ln.PII {
			used[p.V] = true
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	_ = fails
	if os.Getenv("FAILS") != "" {
		for _, k := range sortedKeys(fails) {
			fmt.Fprintln(os.Stderr, k, fails[k])
		}
	}
	if err := os.WriteFile("../c126.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
}

func sortedKeys(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return ks
}
