package scrub

import "strings"

// Mobile money. Across Africa, South and Southeast Asia and Latin America
// a wallet's account is its owner's phone number (M-Pesa, bKash, GCash,
// MoMo, UPI's handles), and the wallets' messages give the other party of
// a transfer as that number, with no word for a phone near it: "You have
// received Tk 21,235.00 from 01405559740.", "Sent Tsh79,687.00 to Halima
// Massawe 255742695978.". The numbers are told by the wallet's name in the
// text or the transfer's wording, and by their shape; a transaction's id
// and a reference stay.

// walletNames name the mobile-money wallets whose account is its owner's
// phone number (Kenya's and Tanzania's M-Pesa, Bangladesh's bKash and
// Nagad, the Philippines' GCash, MTN's and Airtel's wallets across Africa,
// Orange Money, Tigo Pesa and HaloPesa, Pakistan's JazzCash and
// Easypaisa, Nigeria's OPay, PalmPay and Moniepoint, India's Paytm,
// PhonePe and UPI, Zimbabwe's EcoCash), and "mobile money" itself.
var walletNames = []string{"m-pesa", "mpesa", "bkash", "nagad", "gcash", "airtel money", "momo", "mobile money", "orange money",
	"tigo pesa", "tigopesa", "halopesa", "jazzcash", "easypaisa", "opay", "palmpay", "moniepoint", "paytm", "phonepe", "upi ", "upi:", "ecocash",
	// Indonesia's (GoPay, ShopeePay, LinkAja, OVO before another's
	// name: "ovo" is an egg in Portuguese, "dana" funds in Indonesian) and
	// Portugal's MB WAY, all of them paid to a mobile's number.
	"ovo/", "gopay", "shopeepay", "linkaja", "mb way", "mbway",
	// Spain's Bizum and Egypt's InstaPay, paid to a mobile's number too;
	// Norway's Vipps, Denmark's and Finland's MobilePay, Sweden's Swish
	// (a person's Swish number is their mobile's; a business's "Swish-
	// nummer 123 …" stays by its own word).
	"bizum", "instapay", "vipps", "mobilepay", "swisha", "zelle", "venmo", "paynow"}

// walletFirst marks the first bytes of walletNames, in both cases.
var walletFirst = func() (t [256]bool) {
	for _, w := range walletNames {
		t[w[0]] = true
		if c := w[0]; c >= 'a' && c <= 'z' {
			t[c-'a'+'A'] = true
		}
	}
	return
}()

// walletText reports whether s names a mobile wallet, read once per text.
func (x *ctxIndex) walletText() bool {
	if x.wallet == 0 {
		x.wallet = 2
		s := x.s
		for i := 0; i+4 <= len(s) && x.wallet == 2; i++ {
			if !walletFirst[s[i]] || i > 0 && isAlpha(s[i-1]) {
				continue // inside a word: "ZaloPay" is not OPay
			}
			c := lower(s[i])
			for _, w := range walletNames {
				if w[0] == c && len(s)-i >= len(w) && hasFoldAt(s, i, w) {
					x.wallet = 1
					break
				}
			}
		}
	}
	return x.wallet == 1
}

// walletParty reports a lone group of digits that a mobile wallet's
// message gives as a party to a transfer: in a text that names a wallet
// or where a transfer's wording gives it (transferParty),
// a national mobile number (a trunk 0 and ten to thirteen digits, or ten
// digits that a plan without a trunk writes) or a number in international
// form without its '+' whose country's closed plan has exactly that many
// digits after its code ("255675744278", "2250532820776"), with no word
// for another kind of number right before it. The wallets' confirmations
// give the other party so ("Sender: 01701112007", "sent to Halima Massawe
// 255742695978.", "Cash Out Tk 7,123.00 to 01786097026 successful").
func walletParty(s string, g group, cx *ctxIndex) bool {
	nine := false
	switch loneGroupPhone(s, g) {
	case loneTrunkPhone, lonePhoneNearWord:
	case lonePhoneRightAfterWord:
		if !planLength(s, g) {
			// Nine digits, a national mobile without a trunk
			// (Zambia's, Tanzania's as Airtel writes them): only
			// where a transfer's wording gives them.
			nine = g.nd == 9 && digitN(s, g, 0) >= 6
			// Thirteen with the trunk 0: Indonesia's longest mobiles
			// ("ke nomor 0853269676643").
			if !nine && !(g.nd == 13 && digitN(s, g, 0) == 0 && digitN(s, g, 1) == 8) {
				return false
			}
		}
	default:
		if !planLength(s, g) {
			return false
		}
	}
	if g.start > 0 && s[g.start-1] != ' ' && s[g.start-1] != ':' && s[g.start-1] != '(' && s[g.start-1] != '\n' && s[g.start-1] != '\t' {
		return false // "OPAY/905828065622", "#…": a reference glued to its mark
	}
	if walletAccountBefore(s, g.start) || walletNameRightBefore(s, g.start) {
		return true // "to your GCash account 09918616574": the wallet's account is the number
	}
	if a, b, ok := promptAbove(s, g.start, g.end); ok && cx.any(catID|catAccount, a, b) {
		return false // "Enter account no.\n> 3113562128": the answer to another prompt
	}
	return (!nine && cx.walletText() || transferParty(s, g)) && !cx.idRightBefore(g.start) && !idLabelRightBefore(s, g.start) && !cx.otherColumn(g.start, g.end)
}

// walletAccountBefore reports a wallet's name and "account" (or "wallet",
// "A/C", "number") right before s[start]: "GCash account 0991…",
// "JazzCash account: 0314-…", "Easypaisa A/C 0335…".
func walletAccountBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 3 && (s[j-1] == ' ' || s[j-1] == ':') {
		j--
	}
	w, k := asciiWordEnding(s, j)
	if strings.EqualFold(w, "C") && k >= 2 && s[k-1] == '/' && (s[k-2] == 'A' || s[k-2] == 'a') {
		k -= 2
	} else if !strings.EqualFold(w, "account") && !strings.EqualFold(w, "wallet") && !strings.EqualFold(w, "number") && !strings.EqualFold(w, "no") {
		return false
	}
	if k == 0 || s[k-1] != ' ' {
		return false
	}
	return walletNameEnding(s, k-1)
}

// nubanWallet reports Nigeria's wallets, whose "account" is a bank
// account's ten-digit NUBAN (OPay's is the phone number without its 0 for
// some, not for others): their account numbers stay.
func nubanWallet(n string) bool { return n == "opay" || n == "palmpay" || n == "moniepoint" }

// idLabelRightBefore reports a label right before s[start], across a
// colon, a dot, a number sign and spaces, that ends in "ID" or is a
// reference's or a number's abbreviation: "TID:", "Trx ID", "Ext. ID",
// "TxnID", "Ref", "No.". A wallet's message labels its transactions so.
func idLabelRightBefore(s string, start int) bool {
	j := start
	for j > 0 && start-j < 4 && (s[j-1] == ' ' || s[j-1] == ':' || s[j-1] == '.' || s[j-1] == '#') {
		j--
	}
	k := j
	for k > 0 && j-k < 12 && isAlpha(s[k-1]) {
		k--
	}
	w := s[k:j]
	if len(w) >= 2 && strings.EqualFold(w[len(w)-2:], "id") {
		return true
	}
	return wordIn(w, idAbbreviations)
}

// idAbbreviations are the labels wallets and banks abbreviate a
// transaction's or a reference's number with.
var idAbbreviations = []string{"ref", "refno", "no", "nr", "trx", "txn", "tid"}

// planLength reports eleven to thirteen digits that are a country code
// whose plan is closed (maxNational) and exactly as many digits as that
// plan's numbers have after it.
func planLength(s string, g group) bool {
	if g.nd < 11 || g.nd > 13 || digitN(s, g, 0) == 0 {
		return false
	}
	cc := 0
	for n := 1; n <= 3; n++ {
		cc = cc*10 + digitN(s, g, n-1)
		if m := int(maxNationalByCode[cc]); m != 0 {
			return g.nd-n == m
		}
	}
	return false
}

// transferParty reports a lone group of digits that a money transfer's
// message gives as its other party, as mobile wallets write their
// confirmations: after a sender's or a recipient's label ("Sender:
// 0743839258"), or after "from" or "to" (Swahili "kwa", Indonesian "dari"
// and "ke"), a name in capitals or title case and a comma between them at
// most, on a line that says money moved ("received", "sent", "paid", "cash
// out", "imetumwa") — "You have received Tk 21,235.00 from 01405559740.",
// "received 1321F from AYA YAO, 2250532820776 on …". Only a national
// mobile number's shape or an international one without its '+' whose
// plan has that length is asked (walletParty).
func transferParty(s string, g group) bool {
	j := g.start
	if j < 4 || s[j-1] != ' ' && s[j-1] != ':' {
		return false
	}
	// The label or the preposition, across a name.
	k := j
	for k > 0 && (s[k-1] == ' ' || s[k-1] == ':') {
		k--
	}
	w, ws := asciiWordEnding(s, k)
	if transferLabel(w) {
		return strings.IndexByte(s[k:j], ':') >= 0 // "Sender: 0743839258"
	}
	if k > 0 && s[k-1] == ',' {
		k--
		w, ws = asciiWordEnding(s, k)
	}
	if transferArticle(w) && ws > 1 && s[ws-1] == ' ' {
		k = ws - 1 // French's "vers le", Spanish's "al"
		w, ws = asciiWordEnding(s, k)
	}
	for names := 0; names < 4 && !transferPreposition(w) && nameWord(w); names++ {
		k = ws
		if k == 0 || s[k-1] != ' ' {
			return false
		}
		k--
		w, ws = asciiWordEnding(s, k)
	}
	if !transferPreposition(w) {
		return false
	}
	lo := max(0, ws-160)
	if i := strings.LastIndexByte(s[lo:ws], '\n'); i >= 0 {
		lo += i + 1
	}
	return hasAnyFold(s[lo:ws], moneyVerbs)
}

// asciiWordEnding returns the ASCII word that ends at s[k] and where it
// starts.
func asciiWordEnding(s string, k int) (string, int) {
	i := k
	for i > 0 && k-i < 24 && isAlpha(s[i-1]) {
		i--
	}
	return s[i:k], i
}

// nameWord reports a word of a name as a wallet writes it: capitals
// ("KEVIN", "AYA"), or a capital and small letters ("Halima").
func nameWord(w string) bool {
	if len(w) < 2 || !isUpper(w[0]) {
		return false
	}
	for i := 1; i < len(w); i++ {
		if !isAlpha(w[i]) {
			return false
		}
	}
	return true
}

// transferLabels name a transfer's parties (Swahili's "mtumaji", sender,
// and "mpokeaji", recipient); transferPrepositions stand before one
// (Swahili's "kwa", to; Indonesian's "dari", from, and "ke", to; French's
// "du", from the, and "vers", to, as Orange Money and Wave write them:
// "Vous avez reçu 156987F du 657899203", "Transfert … vers le 779618085";
// Spanish's and Portuguese's "de" and "para"), an article at most between.
var (
	transferLabels       = []string{"sender", "receiver", "recipient", "remitente", "destinatario", "remetente", "mtumaji", "mpokeaji"}
	transferPrepositions = []string{"from", "to", "kwa", "dari", "ke", "du", "vers", "de", "para"}
	transferArticles     = []string{"le", "la", "el", "al", "o", "a"}
)

func transferLabel(w string) bool       { return wordIn(w, transferLabels) }
func transferPreposition(w string) bool { return wordIn(w, transferPrepositions) }
func transferArticle(w string) bool     { return wordIn(w, transferArticles) }

// moneyVerbs say that money moved.
var moneyVerbs = []string{"received", "sent", "send money", "paid", "transferred", "cash out", "cash-out", "cashout", "withdraw", "deposit", "payment",
	"imetumwa", "umepokea", "menerima", "mengirim", "transfer",
	// French, Spanish and Portuguese.
	"reçu", "envoyé", "retrait", "dépôt", "paiement", "recibiste", "enviaste", "recibido", "enviado", "recebido", "recebeu", "enviou", "pagamento"}

// upiHandle reports the digits s[start:end] as the user part of an Indian
// UPI address, the payer's or payee's mobile number before the '@' and
// the payment app's handle ("7164141493@paytm", "6526039573@ybl",
// "919876543210@upi"): ten digits that an Indian mobile's are (6 to 9
// first), or those after 91, then '@' and two to sixteen letters or digits
// that end the word — no dot, so no e-mail domain.
func upiHandle(s string, start, end int) bool {
	d := end - start
	if end >= len(s) || s[end] != '@' || !(d == 10 && s[start] >= '6' || d == 12 && s[start] == '9' && s[start+1] == '1' && s[start+2] >= '6') {
		return false
	}
	if start > 0 && (isAlnum(s[start-1]) || s[start-1] == '.' || s[start-1] == '_' || s[start-1] == '-' || s[start-1] == '+') {
		return false // inside a longer user part
	}
	j := end + 1
	for j < len(s) && j-end <= 17 && isAlnum(s[j]) {
		j++
	}
	if j-end-1 < 2 || j-end > 17 {
		return false
	}
	return j == len(s) || !(s[j] == '.' && j+1 < len(s) && isAlnum(s[j+1])) && s[j] != '@' && s[j] != '_' && s[j] != '-'
}

// walletNameRightBefore reports a wallet's name right before s[start],
// across a colon and the words that say "to the number" ("MB WAY para o
// 923 645 071", "GoPay ke nomor 0819 …", "M-Pesa: 0712 …"): the wallet is
// paid to a mobile's number, so the number after its name is one.
func walletNameRightBefore(s string, start int) bool {
	k := start
	for hop := 0; hop < 4; hop++ {
		for k > 0 && start-k < 40 && (s[k-1] == ' ' || s[k-1] == ':') {
			k--
		}
		if k > 0 && walletLast[s[k-1]] && walletNameEnding(s, k) {
			return true
		}
		w, ws := asciiWordEnding(s, k)
		if len(w) == 0 || len(w) > 6 || !wordIn(w, walletLinks) {
			return false
		}
		k = ws
	}
	return false
}

// walletNameEnding reports a wallet's name, a whole word, ending at s[k].
func walletNameEnding(s string, k int) bool {
	for _, n := range walletNames {
		if n[len(n)-1] == ' ' || n[len(n)-1] == ':' || n[len(n)-1] == '/' || nubanWallet(n) {
			continue
		}
		if i := k - len(n); i >= 0 && lower(s[i]) == n[0] && hasFoldAt(s, i, n) && (i == 0 || !isAlpha(s[i-1])) {
			return true
		}
	}
	return false
}

// walletLast marks the last bytes of walletNames, in both cases.
var walletLast = func() (t [256]bool) {
	for _, w := range walletNames {
		c := w[len(w)-1]
		t[c] = true
		if c >= 'a' && c <= 'z' {
			t[c-'a'+'A'] = true
		}
	}
	return
}()

// walletLinks stand between a wallet's name and the number it is paid to.
var walletLinks = []string{"para", "o", "ao", "a", "al", "ke", "nomor", "no", "to", "number", "numero", "número", "on", "via", "an", "den",
	"til", "till", "mig", "på"}
