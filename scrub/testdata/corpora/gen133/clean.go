package main

import (
	"fmt"
	"strings"
)

type cleanKind struct {
	name string
	ts   []string
	// extra builds look-alikes that need code (returned text replaces {X}, keep appended)
	extra func() (string, []string)
}

func cleanKinds() []cleanKind {
	spacedOrder := func() (string, []string) {
		o := nz(8)
		s := spaced(o, pick([]string{" ", ".", "-"}))
		return s, []string{s}
	}
	return []cleanKind{
		{"clean_listing_price", []string{"Selling my old GPU for {PRICE}, {LID}, pickup only. Posted {DATE}.", "Vendo bici {PRICE} — {LID} — solo recogida, publicado {DATE}"}, nil},
		{"clean_listing_inapp_chat", []string{"No contact info in listings please, use the in-app chat. {LID} still up at {PRICE}.", "Chat here only pls, {LID}, firm {PRICE}, can meet {DATE} at {TIME}"}, nil},
		{"clean_order_spaced", []string{"my order {X} shows delivered on {DATE} but nothing arrived", "pedido {X} chegou quebrado, paguei {PRICE}"}, spacedOrder},
		{"clean_order_mixed", []string{"{ORDER} still says processing since {DATE}", "refund for {ORDER} ({PRICE}) never came"}, nil},
		{"clean_game_score", []string{"gg {SCORE}, rematch at {TIME}? {GID}", "final {SCORE} after overtime, {GID} carried"}, nil},
		{"clean_friend_codes", []string{"add me: {GID} / {GID}", "looking for raid group, {GID}, {SCORE}"}, nil},
		{"clean_steam_trade_link", []string{"trade offer link {TRADE} — 3 keys for the knife, {PRICE} value", "send offers here {TRADE} no lowballs"}, nil},
		{"clean_dating_bio", []string{"{X} 🍕 🎮 🐶 no hookups, just vibes", "{X} | gym 5x a week | dog mom"}, func() (string, []string) {
			s := fmt.Sprintf("%d, %d'%d\", %d km away", 19+r.Intn(30), 5, r.Intn(12), 1+r.Intn(40))
			return s, []string{s}
		}},
		{"clean_imei_check", []string{"IMEI {IMEI} is clean, not blacklisted, asking {PRICE}", "iPhone 12 64GB, IMEI {IMEI}, battery 86%"}, nil},
		{"clean_mod_notice", []string{"[Message removed: contact details are not allowed. Strike 2/3 for {USER}]", "Automod: {USER}, sharing phone numbers or emails violates rule 4. Listing {LID} hidden until {DATE}."}, nil},
		{"clean_scam_psa", []string{"PSA: scammers write numbers with emojis or spaces between the digits to dodge the filter. Report {USER} if they ask you to move to WhatsApp.", "Heads up: nobody from support will ask for your password or card. Ticket {ORDER} is a known phishing template."}, nil},
		{"clean_app_version", []string{"app {VER} crashes on launch since {DATE}, crash id {UUID}", "after updating to {VER} my inventory shows 0, report {UUID}"}, nil},
		{"clean_public_wallet", []string{"send the {PRICE} in USDT to {ETH} (ERC-20), that's my public address", "tip jar: {ETH}"}, nil},
		{"clean_tracking", []string{"tracking {TRACK} stuck in customs since {DATE}", "rastreio {TRACK}, previsão {DATE}"}, nil},
		{"clean_fake_phone", []string{"the sign-up form shows {FAKEPH} as the placeholder, what format do they want?", "in the tutorial video they use the made-up number {FAKEPH}, don't put real ones in demos"}, nil},
		{"clean_luhn_fail_ref", []string{"order ref {X} keeps failing at checkout", "payment ref {X} shows twice on the statement ({PRICE})"}, func() (string, []string) {
			s := strings.Join(badCard(), pick([]string{".", " ", "/", "-"}))
			return s, []string{s}
		}},
		{"clean_invalid_ssn_example", []string{"the form example shows {BADSSN} as format, is that a real one?", "test data only: SSN {BADSSN} (invalid on purpose)"}, nil},
		{"clean_match_stats", []string{"{MATCHID}: 24 kills, {SCORE}, MVP {USER}", "replay of {MATCHID} uploaded, {SCORE}"}, nil},
		{"clean_uid_share", []string{"my genshin {X} AR 58, need help with the weekly boss", "co-op anyone? {X}"}, func() (string, []string) {
			s := "UID " + pick([]string{"6", "7", "8"}) + digits(8)
			return s, []string{s}
		}},
		{"clean_rent_listing", []string{"2BR near metro, {PRICE}/month, available {DATE}, 65 m², floor 3/9", "Zimmer frei ab {DATE}, {PRICE} warm, 18 m²"}, nil},
		{"clean_coordinates", []string{"meet at {X} at {TIME} for the swap", "pickup spot {X}, parking lot B"}, func() (string, []string) {
			s := fmt.Sprintf("%d.%04d, -%d.%04d", 10+r.Intn(50), r.Intn(10000), 10+r.Intn(100), r.Intn(10000))
			return s, []string{s}
		}},
		{"clean_server_ip", []string{"server down again? {IP}:25565, ping 120 ms since {DATE}", "whitelist me on {IP} pls, my ign is {USER}"}, nil},
		{"clean_prize_pool", []string{"prize pool {PRICE}: 1st 50%, 2nd 30%, 3rd 20%. bracket starts {DATE} {TIME}", "entry fee {PRICE}, 64 teams, {GID}"}, nil},
		{"clean_fullwidth_price", []string{"{X}（税込）、発送は{DATE}です", "价格{X}，九成新，编号{N}"}, func() (string, []string) {
			s := "￥" + conv(fmt.Sprintf("%d,%03d", 1+r.Intn(90), r.Intn(1000)), fullwidth)
			return s, []string{s}
		}},
		{"clean_arabic_digits_price", []string{"السعر {X} ريال، الإعلان {LID}", "القيمة {X} جنيه فقط"}, func() (string, []string) {
			s := conv(fmt.Sprint(100+r.Intn(9000)), arabicInd)
			return s, []string{s}
		}},
		{"clean_build_checksum", []string{"sha1 {SHA} for build {VER}", "mod pack {VER}, checksum {SHA}"}, nil},
		{"clean_chat_log", []string{"[{TIME}] {USER}: anyone up for ranked?\n[{TIME}] {USER}: yes, {SCORE} last night lol", "[{TIME}] {USER}: price drop to {PRICE}\n[{TIME}] {USER}: still too much"}, nil},
		{"clean_review", []string{"5/5 seller, shipped in 2 days, {LID}", "3/5, item {LID} arrived {DATE}, box damaged"}, nil},
		{"clean_error_code", []string{"error 0x80070005 when installing {VER}, KB{N}", "getting E-{N}-{N} on console, update {VER}"}, nil},
		{"clean_stock_countdown", []string{"🔥 {N} 🔥 left at {PRICE} each, sale ends {DATE}", "only {N} ⭐ {N} ⭐ sizes left"}, nil},
		{"clean_shoe_sizes", []string{"EU 42 / US 9 / UK 8, 2 pairs {PRICE}", "tallas 38 · 39 · 40, {PRICE} cada una"}, nil},
		{"clean_at_words", []string{"meet me at the mall at {TIME}, price at {PRICE} (at) most", "look at the pics [at] the top, selling at {PRICE}"}, nil},
		{"clean_handle_only", []string{"follow {USER} for drops, no DMs about prices", "my ign is {USER}, add me"}, nil},
		{"clean_password_policy", []string{"new rule: passwords need 12+ chars, so Password123 gets rejected now", "it says 'password must not be P@ssw0rd' lol"}, nil},
		{"clean_token_placeholder", []string{"set Authorization: Bearer <YOUR_TOKEN> and retry, docs for {VER}", "put your key as OPENAI_API_KEY=sk-... in .env, never paste it here"}, nil},
		{"clean_jwt_header_only", []string{"the header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 just decodes to alg HS256, thats not secret", "why does every token start with eyJ? (asking for {VER})"}, nil},
		{"clean_masked_card", []string{"card ending •••• {X}, charged {PRICE} on {DATE}", "refund to Visa **** {X} pending"}, func() (string, []string) {
			s := digits(4)
			return s, []string{s}
		}},
		{"clean_serial_spaced", []string{"S/N {X} on the box, warranty till {DATE}", "serial {X}, bought {DATE}"}, func() (string, []string) {
			s := strings.Join([]string{spaced(nz(4), " "), spaced(digits(4), " "), spaced(digits(3), " ")}, " - ")
			return s, []string{s}
		}},
		{"clean_tournament", []string{"round 2: {TIME} {GID} vs {GID}, best of 3", "seed list: {USER} ({SCORE}), {USER} ({SCORE})"}, nil},
		{"clean_vin", []string{"VIN {X}, clean title, 120,000 mi, {PRICE}", "carfax ok, VIN {X}"}, func() (string, []string) {
			s := alnum(17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
			return s, []string{s}
		}},
		{"clean_phone_specs", []string{"Phone: 128 GB, battery 87%, model A2633, {PRICE}", "telefon 256 GB, 2 yıl garantili, {PRICE}"}, nil},
		{"clean_delivery_window", []string{"delivery {DATE} between 9:00-13:00, {ORDER}", "entrega {DATE} entre 14:00 e 18:00, {ORDER}"}, nil},
		{"clean_chinese_listing", []string{"出闲置 {PRICE} 九成新 帖子{LID}，站内私信", "求购二手显卡，预算{PRICE}，{DATE}前"}, nil},
		{"clean_russian_listing", []string{"Продам диван {PRICE}, объявление {LID}, только сообщения на сайте", "Торг уместен, {PRICE}, самовывоз {DATE}"}, nil},
		{"clean_split_order_two_messages", []string{"[{TIME}] {USER}: my order is {X}\n[{TIME}] {USER}: and the total was {PRICE}"}, spacedOrder},
		{"clean_emoji_digits_level", []string{"just hit level {X} 🎉 {SCORE}", "streak: {X} days 🔥"}, func() (string, []string) {
			s := keycap(fmt.Sprint(10 + r.Intn(90)))
			return s, []string{s}
		}},
		{"clean_pgp_fingerprint", []string{"verify me: PGP {X}", "fingerprint {X} (public key, fine to share)"}, func() (string, []string) {
			s := strings.Join(chunks(alnum(40, aHexU), 4), " ")
			return s, []string{s}
		}},
		{"clean_vertical_price", []string{"price:\n{X}\nfirm", "asking\n{X}\nno trades"}, func() (string, []string) {
			s := "$" + strings.Join(strings.Split(fmt.Sprint(100+r.Intn(900)), ""), "\n")
			return s, []string{s}
		}},
		{"clean_zero_width_order", []string{"order no. {X} still missing", "item code {X} out of stock"}, func() (string, []string) {
			s := sprinkle(nz(9), []string{"\u200b"}, 3)
			return s, []string{s}
		}},
		{"clean_meeting_time", []string{"can we meet {DATE} at {TIME} at the station? I'll bring the {LID} item", "treffen {DATE} um {TIME}, Preis {PRICE}"}, nil},
	}
}
