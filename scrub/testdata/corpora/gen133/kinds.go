package main

import (
	"fmt"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type kind struct {
	name string
	make func() (string, []P, []string)
}

var seenKey = map[string]bool{}

func fresh(key string) bool {
	if seenKey[key] {
		return false
	}
	seenKey[key] = true
	return true
}

func uniquePhone(c string) phone {
	for {
		p := newPhone(c)
		if fresh("ph" + p.key) {
			return p
		}
	}
}

func uniqueMail(lang string) mail {
	for {
		m := newMail(lang)
		if fresh("em" + m.local + "@" + m.domain) {
			return m
		}
	}
}

func uniqueCard() card {
	for {
		c := newCard()
		if fresh("cc" + c.num) {
			return c
		}
	}
}

func uniqueSSN(itin bool) []string {
	for {
		s := newSSN(itin)
		if fresh("ss" + strings.Join(s, "")) {
			return s
		}
	}
}

func inLangs(l string, langs []string) bool {
	if langs == nil {
		return true
	}
	for _, x := range langs {
		if x == l {
			return true
		}
	}
	return false
}

func phoneKind(name string, langs []string, dis func(p phone, lang string) string) kind {
	var fs []frame
	for _, f := range phoneFrames {
		if inLangs(f.lang, langs) {
			fs = append(fs, f)
		}
	}
	return kind{name, func() (string, []P, []string) {
		f := pick(fs)
		p := uniquePhone(pick(langCountries[f.lang]))
		v := dis(p, f.lang)
		q, keep := fill(f.t, []string{v})
		return q, []P{{"phone", v}}, keep
	}}
}

func emailKind(name string, langs []string, dis func(m mail, lang string) string) kind {
	var fs []frame
	for _, f := range emailFrames {
		if inLangs(f.lang, langs) {
			fs = append(fs, f)
		}
	}
	return kind{name, func() (string, []P, []string) {
		f := pick(fs)
		m := uniqueMail(f.lang)
		v := dis(m, f.lang)
		q, keep := fill(f.t, []string{v})
		return q, []P{{"email", v}}, keep
	}}
}

func simpleKind(name, fam string, frames []string, val func() string) kind {
	return kind{name, func() (string, []P, []string) {
		v := val()
		q, keep := fill(pick(frames), []string{v})
		return q, []P{{fam, v}}, keep
	}}
}

func words(lang string) []string {
	if w := sepWords[lang]; w != nil {
		return w
	}
	return sepWords["en"]
}

// splitDomain: labels of the domain.
func labels(d string) []string { return strings.Split(d, ".") }

func atdot(m mail, at, dot string) string {
	return m.local + at + strings.Join(labels(m.domain), dot)
}

// ---------- all PII kinds ----------

func piiKinds() []kind {
	var ks []kind
	any := []string(nil)
	latin := []string{"en", "es", "pt", "fr", "de", "it", "tr", "id", "pl", "nl", "vi", "tl", "ms", "ru"}
	// ---- phones ----
	ks = append(ks,
		phoneKind("ph_spaced_digits", any, func(p phone, l string) string { return allDigits(natOrIntl(p), " ") }),
		phoneKind("ph_dotted_digits", any, func(p phone, l string) string { return allDigits(natOrIntl(p), ".") }),
		phoneKind("ph_dashed_digits", latin, func(p phone, l string) string { return allDigits(natOrIntl(p), "-") }),
		phoneKind("ph_slashed_groups", latin, func(p phone, l string) string { return strings.Join(regroup(natOrIntl(p)), "/") }),
		phoneKind("ph_dotted_regroup", any, func(p phone, l string) string { return strings.Join(regroup(natOrIntl(p)), ".") }),
		phoneKind("ph_irregular_spaces", any, func(p phone, l string) string { return strings.Join(regroup(natOrIntl(p)), " ") }),
		phoneKind("ph_wide_separators", latin, func(p phone, l string) string {
			return strings.Join(natOrIntl(p), pick([]string{"  ", " . ", " / ", " - ", " , "}))
		}),
		phoneKind("ph_underscore", latin, func(p phone, l string) string { return strings.Join(regroup(natOrIntl(p)), "_") }),
		phoneKind("ph_asterisk_bullet", latin, func(p phone, l string) string {
			return strings.Join(regroup(natOrIntl(p)), pick([]string{"*", "•", "·", "°", "+"}))
		}),
		phoneKind("ph_pipe_tilde", latin, func(p phone, l string) string {
			return strings.Join(natOrIntl(p), pick([]string{"|", "~", " | ", "~~", "\\"}))
		}),
		phoneKind("ph_emoji_between_groups", any, func(p phone, l string) string {
			e := pick(emojis)
			return strings.Join(natOrIntl(p), e)
		}),
		phoneKind("ph_emoji_every_few", any, func(p phone, l string) string {
			return joinVar(regroup(natOrIntl(p)), func(int) string { return pick(emojis) })
		}),
		phoneKind("ph_words_between", any, func(p phone, l string) string {
			w := words(l)
			return joinVar(p.nat, func(int) string { return pick(w) })
		}),
		phoneKind("ph_filler_phrases", []string{"en", "es", "pt", "id", "tl"}, func(p phone, l string) string {
			w := fillers[l]
			return joinVar(p.nat, func(int) string { return pick(w) })
		}),
		phoneKind("ph_brackets_each_group", latin, func(p phone, l string) string {
			b := pick([][2]string{{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"【", "】"}})
			g := natOrIntl(p)
			out := make([]string, len(g))
			for i, x := range g {
				out[i] = b[0] + x + b[1]
			}
			return strings.Join(out, pick([]string{"", " ", "-"}))
		}),
		phoneKind("ph_hashtags", []string{"en", "es", "pt", "id", "tl"}, func(p phone, l string) string {
			return "#" + strings.Join(p.nat, " #")
		}),
		phoneKind("ph_ellipsis_comma", latin, func(p phone, l string) string {
			return strings.Join(natOrIntl(p), pick([]string{"...", ",", "…", ";", ":"}))
		}),
		phoneKind("ph_arrows", any, func(p phone, l string) string {
			return strings.Join(natOrIntl(p), pick([]string{" ➡️ ", "→", " > ", " >> ", "➖"}))
		}),
		phoneKind("ph_mixed_separators", latin, func(p phone, l string) string {
			return joinVar(regroup(natOrIntl(p)), func(int) string { return pick([]string{" ", ".", "-", "/", "_", "..", " . ", "*"}) })
		}),
		phoneKind("ph_plus_spaced_intl", latin, func(p phone, l string) string {
			return "+ " + spaced(strings.Join(p.intl, "")[1:], pick([]string{" ", "  ", "."}))
		}),
		phoneKind("ph_fullwidth", []string{"ja", "zh", "ko"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{"－", " ", "ー", "", "　"})), fullwidth)
		}),
		phoneKind("ph_fullwidth_spaced", []string{"ja", "zh", "ko", "en"}, func(p phone, l string) string {
			return conv(allDigits(natOrIntl(p), pick([]string{" ", "・", "、"})), fullwidth)
		}),
		phoneKind("ph_fullwidth_mixed", []string{"ja", "zh", "ko", "en"}, func(p phone, l string) string {
			return mixConv(strings.Join(natOrIntl(p), pick([]string{"-", " ", "."})), fullwidth)
		}),
		phoneKind("ph_arabic_indic", []string{"ar"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-", " . "})), arabicInd)
		}),
		phoneKind("ph_arabic_indic_mixed", []string{"ar", "ur"}, func(p phone, l string) string {
			sys := arabicInd
			if l == "ur" {
				sys = persian
			}
			return mixConv(allDigits(p.nat, pick([]string{" ", ""})), sys)
		}),
		phoneKind("ph_persian", []string{"fa", "ur"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-"})), persian)
		}),
		phoneKind("ph_devanagari", []string{"hi"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-", " . "})), devanagari)
		}),
		phoneKind("ph_bengali", []string{"bn"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-"})), bengali)
		}),
		phoneKind("ph_thai_digits", []string{"th"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-"})), thaiD)
		}),
		phoneKind("ph_math_alnum_digits", []string{"en", "es", "pt", "id", "tl", "fr", "de"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-", "."})), pick([][]rune{mathBold, dblStruck, monoD, sansD}))
		}),
		phoneKind("ph_circled_digits", []string{"en", "es", "pt", "ja", "zh", "ko", "id"}, func(p phone, l string) string {
			return conv(strings.Join(natOrIntl(p), pick([]string{" ", "", "-"})), pick([][]rune{circled, negCircled, superD}))
		}),
		phoneKind("ph_keycap_emoji", any, func(p phone, l string) string {
			return keycap(strings.Join(p.nat, pick([]string{" ", "", "➖"})))
		}),
		phoneKind("ph_zero_width_inside", any, func(p phone, l string) string {
			return sprinkle(strings.Join(natOrIntl(p), pick([]string{" ", "", "-"})), invisibles[:5], 3)
		}),
		phoneKind("ph_soft_hyphen_inside", latin, func(p phone, l string) string {
			return sprinkle(strings.Join(natOrIntl(p), pick([]string{"", " "})), []string{"\u00ad"}, 2)
		}),
		phoneKind("ph_zero_width_each_digit", any, func(p phone, l string) string {
			return allDigits(p.nat, pick(invisibles))
		}),
		phoneKind("ph_two_lines", any, func(p phone, l string) string {
			g := natOrIntl(p)
			k := 1 + r.Intn(len(g)-1)
			return strings.Join(g[:k], " ") + pick([]string{"\n", "\n\n", " \n", "\r\n"}) + strings.Join(g[k:], " ")
		}),
		phoneKind("ph_vertical_digits", any, func(p phone, l string) string {
			return allDigits(p.nat, "\n")
		}),
		phoneKind("ph_one_group_per_line", any, func(p phone, l string) string {
			return strings.Join(regroup(p.nat), "\n")
		}),
		phoneKind("ph_emoji_keycap_mixed_text", any, func(p phone, l string) string {
			g := p.nat
			return g[0] + " " + keycap(strings.Join(g[1:len(g)-1], "")) + " " + g[len(g)-1]
		}),
	)
	ks = append(ks, phoneTwoMessages(), phoneTwoMessagesEmoji(), phoneSelfReply())

	// ---- e-mail ----
	ks = append(ks,
		emailKind("em_paren_at_dot", any, func(m mail, l string) string {
			return atdot(m, pick([]string{"(at)", " (at) ", "(AT)"}), pick([]string{"(dot)", " (dot) ", "."}))
		}),
		emailKind("em_square_at_dot", any, func(m mail, l string) string {
			return atdot(m, pick([]string{"[at]", " [at] ", "[AT]"}), pick([]string{"[dot]", " [dot] ", "."}))
		}),
		emailKind("em_curly_angle", any, func(m mail, l string) string {
			b := pick([][2]string{{"{", "}"}, {"<", ">"}, {"-", "-"}, {"_", "_"}, {"//", "//"}, {"*", "*"}})
			return atdot(m, " "+b[0]+"at"+b[1]+" ", " "+b[0]+"dot"+b[1]+" ")
		}),
		emailKind("em_words_lower", []string{"en"}, func(m mail, l string) string { return atdot(m, " at ", " dot ") }),
		emailKind("em_words_upper", []string{"en"}, func(m mail, l string) string { return atdot(m, " AT ", " DOT ") }),
		emailKind("em_words_mixedcase", []string{"en"}, func(m mail, l string) string {
			return atdot(m, pick([]string{" At ", " aT ", "At"}), pick([]string{" Dot ", " dOt ", "Dot"}))
		}),
		emailKind("em_defanged", any, func(m mail, l string) string {
			return atdot(m, pick([]string{"[@]", "(@)", "{@}"}), pick([]string{"[.]", "(.)", "."}))
		}),
		emailKind("em_spaced_at_dot", any, func(m mail, l string) string {
			return atdot(m, pick([]string{" @ ", "  @  ", " @"}), pick([]string{" . ", " .", "."}))
		}),
		emailKind("em_spaced_letters", []string{"en", "es", "pt", "fr", "de", "it", "tr", "id"}, func(m mail, l string) string {
			return spaced(m.local+"@"+m.domain, " ")
		}),
		emailKind("em_zero_width", any, func(m mail, l string) string { return sprinkle(m.local+"@"+m.domain, invisibles[:5], 4) }),
		emailKind("em_soft_hyphen", any, func(m mail, l string) string { return sprinkle(m.local+"@"+m.domain, []string{"\u00ad"}, 3) }),
		emailKind("em_fullwidth_at", []string{"ja", "zh", "ko", "en"}, func(m mail, l string) string { return atdot(m, "＠", pick([]string{"．", ".", "。"})) }),
		emailKind("em_fullwidth_all", []string{"ja", "zh", "ko"}, func(m mail, l string) string { return toFullwidth(m.local + "@" + m.domain) }),
		emailKind("em_two_lines", any, func(m mail, l string) string {
			if r.Intn(2) == 0 {
				return m.local + "@\n" + m.domain
			}
			return m.local + pick([]string{"\n@", "\n@ ", " \n @"}) + m.domain
		}),
		emailKind("em_hash_for_at", []string{"en", "es", "pt", "id"}, func(m mail, l string) string {
			return m.local + pick([]string{"#", "(#)", " # "}) + m.domain
		}),
		emailKind("em_emoji_for_at", []string{"en", "es", "pt", "fr", "de", "it"}, func(m mail, l string) string {
			return m.local + pick([]string{"🌀", "🐒", "🅰️", "ⓐ", "🐌"}) + m.domain
		}),
		emailKind("em_provider_no_tld", []string{"en"}, func(m mail, l string) string {
			d := labels(m.domain)[0]
			return m.local + pick([]string{" at ", " @ ", " on "}) + d
		}),
		emailKind("em_dot_words_everywhere", []string{"en"}, func(m mail, l string) string {
			return strings.ReplaceAll(m.local, ".", " dot ") + " at " + strings.Join(labels(m.domain), " dot ")
		}),
		emailKind("em_zero_width_spaced_at", any, func(m mail, l string) string {
			return m.local + " " + pick(invisibles[:3]) + "@" + pick(invisibles[:3]) + " " + m.domain
		}),
		emailKind("em_bracket_mixed", any, func(m mail, l string) string {
			return atdot(m, pick([]string{"(at]", "[at)", "(a)", "(@t)", "[a]"}), pick([]string{"[.]", "(.)", ".", "(dot]"}))
		}),
	)
	for _, ad := range atDots {
		ad := ad
		langs := []string{ad.lang}
		if len(framesOf(emailFrames, ad.lang)) == 0 {
			langs = []string{"en"}
		}
		ks = append(ks, emailKind("em_lang_"+ad.lang+"_"+strings.ReplaceAll(strings.ToLower(ad.at), " ", ""), langs, func(m mail, l string) string {
			at, dot := " "+ad.at+" ", " "+ad.dot+" "
			switch r.Intn(3) {
			case 0:
				at, dot = " ("+ad.at+") ", " ("+ad.dot+") "
			case 1:
				dot = "."
			}
			return atdot(m, at, dot)
		}))
	}
	ks = append(ks, emailTwoMessages())

	// ---- SSN ----
	ssnFr := []string{
		"ok here is my social {V}, when do i start? the offer letter says {DATE}",
		"IRS agent on the phone said to confirm my social {V} or they'd issue a warrant. case {ORDER}. is this a scam??",
		"For the background check HR wants SSN, chat kept blocking it so I typed {V}. Pay is {PRICE}/hr",
		"Para el trabajo me pidieron el seguro social: {V}. ¿Es normal? Pagan {PRICE} la hora",
		"landlord's app form needs SSN so i wrote {V}. rent {PRICE}, move in {DATE}",
		"unemployment portal locked me out ({ORDER}). SSN {V}, they say wait 10 days",
		"the 'recruiter' on telegram ({USER}) asked for my ss# {V} and a pic of my ID, did i mess up?",
		"fullz fresh {PRICE} each — sample: SSN {V} DOB {DATE} (dm {USER})",
		"tax preparer needs my ITIN/SSN: {V}. refund est {PRICE}",
		"Mi número de seguro social es {V}, el formulario de ejemplo decía {BADSSN}",
		"social {V} — dont ask why i'm typing it like this, the app censors it",
		"verification step 2/3: enter SSN ({V}) — example on the page was {BADSSN}",
	}
	ssnK := func(name string, itin bool, dis func(s []string) string) kind {
		return simpleKind(name, "ssn", ssnFr, func() string { return dis(uniqueSSN(itin)) })
	}
	ks = append(ks,
		ssnK("ssn_spaced_groups", false, func(s []string) string { return strings.Join(s, pick([]string{" ", "  ", " . "})) }),
		ssnK("ssn_dotted", false, func(s []string) string { return strings.Join(s, ".") }),
		ssnK("ssn_slashed", false, func(s []string) string { return strings.Join(s, pick([]string{"/", " / "})) }),
		ssnK("ssn_odd_separators", false, func(s []string) string {
			return strings.Join(s, pick([]string{"_", "*", "~", "|", "•", "+", ":", "--"}))
		}),
		ssnK("ssn_each_digit_spaced", false, func(s []string) string { return spaced(strings.Join(s, ""), pick([]string{" ", ".", "-"})) }),
		ssnK("ssn_form_boxes", false, func(s []string) string {
			return spaced(s[0], " ") + " - " + spaced(s[1], " ") + " - " + spaced(s[2], " ")
		}),
		ssnK("ssn_emoji_split", false, func(s []string) string { return joinVar(s, func(int) string { return pick(emojis) }) }),
		ssnK("ssn_words_between", false, func(s []string) string { return joinVar(s, func(int) string { return pick(sepWords["en"]) }) }),
		ssnK("ssn_fullwidth", false, func(s []string) string {
			return conv(strings.Join(s, pick([]string{"－", "ー", "-", " "})), fullwidth)
		}),
		ssnK("ssn_math_digits", false, func(s []string) string { return conv(strings.Join(s, "-"), pick([][]rune{mathBold, monoD, circled})) }),
		ssnK("ssn_zero_width", false, func(s []string) string { return sprinkle(strings.Join(s, pick([]string{"-", ""})), invisibles, 3) }),
		ssnK("ssn_two_lines", false, func(s []string) string { return s[0] + "-" + s[1] + pick([]string{"\n", "-\n", " \n"}) + s[2] }),
		ssnK("ssn_en_em_dash", false, func(s []string) string { return strings.Join(s, pick([]string{"–", "—", "‐", "−"})) }),
		ssnK("ssn_brackets", false, func(s []string) string { return "[" + strings.Join(s, "][") + "]" }),
		ssnK("itin_odd_separators", true, func(s []string) string { return strings.Join(s, pick([]string{" ", ".", "/", "_", " - "})) }),
		ssnK("itin_spaced_digits", true, func(s []string) string { return spaced(strings.Join(s, ""), " ") }),
	)
	ks = append(ks, ssnTwoMessages())

	// ---- cards ----
	cardFr := []string{
		"paid {PRICE} with my card {V} but the seller never shipped {LID}",
		"he said send card number to 'verify buyer' so i did: {V}. order {ORDER}",
		"deposit to hold the room ({PRICE}): card {V}, exp in the next msg",
		"chat blocks digits so: {V} — use it for the {DATE} booking",
		"selling cc with balance, proof: {V} (dm {USER})",
		"Mi tarjeta es {V}, cóbrame los {PRICE} del pedido {LID}",
		"Cartão pra pagar o frete: {V} kkk não conta pra ninguém",
		"Meine Karte: {V}, bitte {PRICE} abbuchen für {LID}",
		"カード番号は{V}です。{PRICE}の支払いでお願いします",
		"моя карта {V}, переведите {PRICE} за {LID}",
		"kartım {V}, {PRICE} çekebilirsin, ilan {LID}",
		"card for the top-up ({PRICE} gems): {V}, my {GID}",
	}
	cardK := func(name string, dis func(c card) string) kind {
		return simpleKind(name, "credit_card", cardFr, func() string { return dis(uniqueCard()) })
	}
	ks = append(ks,
		cardK("cc_dotted_groups", func(c card) string { return strings.Join(c.groups, ".") }),
		cardK("cc_slashed_groups", func(c card) string { return strings.Join(c.groups, pick([]string{"/", " / "})) }),
		cardK("cc_each_digit_spaced", func(c card) string { return spaced(c.num, pick([]string{" ", "."})) }),
		cardK("cc_emoji_split", func(c card) string { return joinVar(c.groups, func(int) string { return pick(emojis) }) }),
		cardK("cc_words_between", func(c card) string { return joinVar(c.groups, func(int) string { return pick(sepWords["en"]) }) }),
		cardK("cc_fullwidth", func(c card) string {
			return conv(strings.Join(c.groups, pick([]string{" ", "－", "　", ""})), fullwidth)
		}),
		cardK("cc_mixed_digit_systems", func(c card) string {
			return mixConv(strings.Join(c.groups, " "), pick([][]rune{fullwidth, arabicInd, mathBold}))
		}),
		cardK("cc_zero_width", func(c card) string {
			return sprinkle(strings.Join(c.groups, pick([]string{" ", ""})), invisibles[:5], 4)
		}),
		cardK("cc_soft_hyphen", func(c card) string { return sprinkle(c.num, []string{"\u00ad"}, 3) }),
		cardK("cc_two_lines", func(c card) string {
			k := len(c.groups) / 2
			return strings.Join(c.groups[:k], " ") + pick([]string{"\n", "\n\n", " \n"}) + strings.Join(c.groups[k:], " ")
		}),
		cardK("cc_odd_separators", func(c card) string {
			return strings.Join(c.groups, pick([]string{"_", "*", "~", "|", "•", ":", "--", " - ", "+"}))
		}),
		cardK("cc_regrouped", func(c card) string { return strings.Join(regroup([]string{c.num}), pick([]string{" ", ".", "-"})) }),
		cardK("cc_math_circled", func(c card) string {
			return conv(strings.Join(c.groups, " "), pick([][]rune{mathBold, dblStruck, circled, negCircled}))
		}),
		cardK("cc_keycap", func(c card) string { return keycap(strings.Join(c.groups, " ")) }),
		cardK("cc_brackets", func(c card) string { return "(" + strings.Join(c.groups, ")(") + ")" }),
		cardK("cc_vertical_groups", func(c card) string { return strings.Join(c.groups, "\n") }),
	)
	ks = append(ks, cardTwoMessages())

	// ---- JWT ----
	jwtFr := []string{
		"my session token keeps expiring after {VER}, here it is:\n{V}\nsent {DATE}",
		"login broken since {DATE}, token (split it so the bot doesn't eat it): {V}",
		"support asked for my auth token for ticket {ORDER}:\n\n{V}\n\nplease fix",
		"Discord dev help: why does /verify reject this? {V} (server {GID})",
		"el token que me da la API es {V} y devuelve 401",
		"トークンはこれです：{V}（{DATE}発行）",
	}
	jwtK := func(name string, dis func(t string) string) kind {
		return simpleKind(name, "jwt", jwtFr, func() string { return dis(newJWT()) })
	}
	ks = append(ks,
		jwtK("jwt_spaced_at_dots", func(t string) string { return strings.ReplaceAll(t, ".", pick([]string{" . ", " .", ". "})) }),
		jwtK("jwt_wrapped_lines", func(t string) string { return wrap(t, pick([]int{40, 64, 76}), "\n") }),
		jwtK("jwt_spaces_every_n", func(t string) string { return wrap(t, pick([]int{8, 10, 16, 20}), " ") }),
		jwtK("jwt_zero_width", func(t string) string { return sprinkleEvery(t, pick(invisibles[:4]), 12) }),
		jwtK("jwt_segments_per_line", func(t string) string { return strings.ReplaceAll(t, ".", ".\n") }),
		jwtK("jwt_quoted_reply_wrap", func(t string) string { return wrap(t, 60, "\n> ") }),
	)
	ks = append(ks, jwtTwoMessages())

	// ---- bearer / secrets ----
	ks = append(ks, bearerKinds()...)
	return ks
}

func toFullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c > ' ' && c < 0x7f {
			b.WriteRune(c - 0x21 + 0xFF01)
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func wrap(s string, n int, sep string) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	parts = append(parts, s)
	return strings.Join(parts, sep)
}

func sprinkleEvery(s, inv string, n int) string {
	return wrap(s, n, inv)
}

// ---------- two-message kinds: each fragment is labelled ----------

func chat(lines [][2]string) string {
	var b strings.Builder
	h, m := 8+r.Intn(14), r.Intn(50)
	for i, l := range lines {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "[%02d:%02d] %s: %s", h, m+i/2, l[0], l[1])
	}
	return b.String()
}

func phoneTwoMessages() kind {
	return kind{"ph_split_two_messages", func() (string, []P, []string) {
		f := pick([]string{"en", "en", "es", "pt", "id", "tl", "de", "fr"})
		p := uniquePhone(pick(langCountries[f]))
		d := strings.Join(p.nat, "")
		k := len(d)/2 + r.Intn(2)
		a, b := d[:k], d[k:]
		if r.Intn(2) == 0 {
			a = spaced(a, " ")
		}
		u, o := username(), username()
		lid := listingID()
		intro := map[string][2]string{
			"en": {"is the " + lid + " still there? my number starts " + a, b + " text me, app deletes full numbers"},
			"es": {"sigue disponible " + lid + "? mi número empieza " + a, b + " escríbeme, la app borra los números"},
			"pt": {"ainda tem " + lid + "? meu zap começa " + a, b + " chama lá, o app apaga número"},
			"id": {"masih ada " + lid + "? wa ku awalnya " + a, b + " chat aja kak"},
			"tl": {"available pa " + lid + "? number ko " + a, b + " text mo ko"},
			"de": {"ist " + lid + " noch da? meine Nummer fängt an mit " + a, b + " schreib mir, die App löscht Nummern"},
			"fr": {"toujours dispo " + lid + " ? mon num commence par " + a, b + " écris-moi, l'appli efface les numéros"},
		}[f]
		q := chat([][2]string{{o, "hi"}, {u, intro[0]}, {u, intro[1]}})
		return q, []P{{"phone", a}, {"phone", b}}, []string{lid, u}
	}}
}

func phoneTwoMessagesEmoji() kind {
	return kind{"ph_split_two_messages_disguised", func() (string, []P, []string) {
		p := uniquePhone(pick([]string{"US", "GB", "BR", "IN", "MX", "NG", "PH"}))
		d := strings.Join(p.nat, "")
		k := len(d) / 2
		a := joinVar(regroup([]string{d[:k]}), func(int) string { return pick(emojis) })
		b := joinVar(regroup([]string{d[k:]}), func(int) string { return pick([]string{" ", ".", "·"}) })
		u, o := username(), username()
		s := score()
		q := chat([][2]string{{o, "gg " + s + " wanna duo again?"}, {u, "ya add me, part 1: " + a}, {u, "part 2: " + b + " 😂 they ban full numbers"}})
		return q, []P{{"phone", a}, {"phone", b}}, []string{s, u, o}
	}}
}

func phoneSelfReply() kind {
	return kind{"ph_split_post_and_comment", func() (string, []P, []string) {
		p := uniquePhone(pick([]string{"US", "CA", "GB", "AU"}))
		g := p.nat
		a := strings.Join(g[:len(g)-1], ".")
		b := g[len(g)-1]
		if len(b) < 4 {
			a, b = strings.Join(g[:len(g)-2], "."), strings.Join(g[len(g)-2:], ".")
		}
		pr, lid := price(), listingID()
		q := "POST: Mountain bike, " + pr + ", " + lid + ". Contact " + a + " (rest in comments)\n— comment by OP: ..." + b
		return q, []P{{"phone", a}, {"phone", b}}, []string{pr, lid}
	}}
}

func emailTwoMessages() kind {
	return kind{"em_split_two_messages", func() (string, []P, []string) {
		m := uniqueMail("en")
		u, o := username(), username()
		if len(m.local) < 6 {
			m.local += digits(3)
		}
		q := chat([][2]string{{o, "send me the pics?"}, {u, "mail is " + m.local}, {u, "at " + m.domain + " (they block emails here)"}})
		return q, []P{{"email", m.local}}, []string{u, o}
	}}
}

func ssnTwoMessages() kind {
	return kind{"ssn_split_two_messages", func() (string, []P, []string) {
		s := uniqueSSN(false)
		a, b := s[0]+" "+s[1], s[2]
		u := username()
		q := chat([][2]string{{"HR_Onboarding", "please send your SSN to finish the W-4"}, {u, "first part " + a}, {u, "last 4: " + b}})
		return q, []P{{"ssn", a}, {"ssn", b}}, []string{u, "W-4"}
	}}
}

func cardTwoMessages() kind {
	return kind{"cc_split_two_messages", func() (string, []P, []string) {
		c := uniqueCard()
		k := len(c.groups) / 2
		a, b := strings.Join(c.groups[:k], " "), strings.Join(c.groups[k:], " ")
		u, pr := username(), price()
		q := chat([][2]string{{"seller_" + pick(firsts), "send the card for the " + pr + " deposit"}, {u, a}, {u, b + " 👍"}})
		return q, []P{{"credit_card", a}, {"credit_card", b}}, []string{u, pr}
	}}
}

func jwtTwoMessages() kind {
	return kind{"jwt_split_two_messages", func() (string, []P, []string) {
		t := newJWT()
		i := strings.LastIndex(t, ".")
		a, b := t[:i+1], t[i+1:]
		u, v := username(), version()
		q := chat([][2]string{{u, "client " + v + " says invalid token:"}, {u, a}, {u, b}})
		return q, []P{{"jwt", a}, {"jwt", b}}, []string{u, v}
	}}
}
