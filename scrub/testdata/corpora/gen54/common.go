package main

import "strings"

var intros = map[string][]string{
	"de": {"Kann mir jemand sagen, warum das hier abgelehnt wird?", "Bitte prüfen:", "Folgende Nachricht kam heute Nacht rein, was ist falsch?", "Hier der Auszug, Fehler siehe unten.", "Frage zum Mapping:"},
	"fr": {"Pouvez-vous regarder ce message ?", "Voici l'extrait, qu'est-ce qui cloche ?", "Message rejeté cette nuit :", "Question sur le mapping :"},
	"it": {"Potete controllare questo messaggio?", "Ecco l'estratto, dov'è l'errore?", "Messaggio scartato stanotte:", "Domanda sul mapping:"},
	"es": {"¿Alguien sabe por qué se rechaza esto?", "Aquí va el extracto:", "Mensaje rechazado anoche, ¿qué falla?", "Consulta sobre el mapeo:"},
	"pl": {"Czy ktoś wie, dlaczego to jest odrzucane?", "Poniżej wyciąg, gdzie jest błąd?", "Komunikat odrzucony w nocy:"},
	"cs": {"Víte někdo, proč se to odmítá?", "Tady je výpis, kde je chyba?", "Zpráva odmítnutá v noci:"},
	"tr": {"Bu mesaj neden reddediliyor, bilen var mı?", "Aşağıdaki çıktıya bakabilir misiniz?", "Dün gece gelen mesaj:"},
	"zh": {"请帮忙看一下这个报文有什么问题？", "以下是日志摘录：", "昨晚收到的报文被拒了，原因是什么？", "关于映射的问题："},
	"ja": {"このメッセージがエラーになる原因を教えてください。", "以下、ログの抜粋です。", "昨夜受信したデータです。どこがおかしいでしょうか？"},
	"ko": {"이 메시지가 왜 거부되는지 아시는 분?", "아래 로그 확인 부탁드립니다.", "어젯밤 수신된 데이터입니다. 뭐가 문제일까요?"},
	"in": {"Can someone check why this is failing?", "PFB the extract, kindly check.", "Kindly advise on below error.", "यह मैसेज क्यों रिजेक्ट हो रहा है?"},
	"br": {"Alguém sabe por que isso está sendo rejeitado?", "Segue o trecho, onde está o erro?", "Mensagem rejeitada ontem à noite:"},
	"mx": {"¿Alguien sabe por qué rebota esto?", "Les comparto el extracto:", "Este mensaje se rechazó anoche, ¿qué está mal?"},
	"us": {"Can someone tell me why this gets rejected?", "Here's the extract:", "This came in overnight and failed validation, what's wrong?", "Quick mapping question:"},
	"gb": {"Could someone have a look at why this is rejected?", "Extract below:", "This failed overnight, any ideas?"},
	"nl": {"Weet iemand waarom dit wordt afgewezen?", "Hieronder het fragment:", "Dit bericht is vannacht geweigerd, wat is er mis?"},
}

func (g *G) Intro(l *Loc) string { return g.L(intros[l.id]) }

func (g *G) NL() string { return g.S("\n", "\n", "\n", "\r\n") }

// phone for locale, returns P
func (g *G) PhoneP(l *Loc) P {
	if l.toll != nil && g.C(0.08) {
		return P{"phone", l.toll(g)}
	}
	if g.C(0.55) {
		return P{"phone", l.land(g)}
	}
	return P{"phone", l.mob(g)}
}
func (g *G) LandP(l *Loc) P { return P{"phone", l.land(g)} }
func (g *G) MobP(l *Loc) P  { return P{"phone", l.mob(g)} }

func Em(v string) P { return P{"email", v} }
func Bt(v string) P { return P{"bearer", v} }
func Jw(v string) P { return P{"jwt", v} }
func Ph(v string) P { return P{"phone", v} }

// extension tail (not part of the phone value)
func (g *G) Ext(l *Loc) string {
	w := g.L(l.extW)
	n := g.D(g.R(2, 4))
	switch w {
	case "转":
		return "转" + n
	case "内線":
		return g.S("（内線"+n+"）", " 内線 "+n)
	case "내선":
		return " (내선 " + n + ")"
	case "x":
		return " x" + n
	case "Durchwahl":
		return ", Durchwahl " + n
	}
	return g.S(" ", ", ") + w + " " + n
}

// PhoneMaybeExt returns the phone P followed maybe by an extension text.
func (g *G) PhoneExt(l *Loc, p float64) []any {
	ph := g.LandP(l)
	if g.C(p) {
		return []any{ph, g.Ext(l)}
	}
	return []any{ph}
}

// Signature block. If clean, no phones/emails.
func (g *G) Sig(l *Loc, p Person, co, dom string, clean bool, nl string) []any {
	out := []any{p.Disp, nl}
	titles := map[string][]string{
		"de": {"Einkauf / Strategische Beschaffung", "Qualitätssicherung", "Leitung Labor", "Disposition"},
		"fr": {"Acheteur projets", "Responsable qualité fournisseurs", "Responsable laboratoire"},
		"it": {"Ufficio Acquisti", "Responsabile Qualità", "Logistica"},
		"es": {"Departamento de Compras", "Responsable de Calidad", "Jefe de Almacén"},
		"pl": {"Dział Zakupów", "Kierownik Laboratorium", "Specjalista ds. logistyki"},
		"cs": {"Nákup", "Vedoucí laboratoře", "Logistika"},
		"tr": {"Satınalma Müdürü", "Kalite Kontrol", "Lojistik Uzmanı"},
		"zh": {"采购部", "质量部 经理", "物流部"},
		"ja": {"資材部 購買課", "品質保証部", "物流センター"},
		"ko": {"구매팀 과장", "품질보증팀", "물류팀 대리"},
		"in": {"Manager - Purchase", "QC Executive", "Stores In-charge", "Sr. Executive, SCM"},
		"br": {"Comprador Sênior", "Analista de Qualidade", "Coordenador de Logística"},
		"mx": {"Comprador", "Ingeniero de Calidad de Proveedores", "Jefe de Embarques"},
		"us": {"Senior Buyer", "Supplier Quality Engineer", "Lab Manager", "Supply Chain Analyst"},
		"gb": {"Purchasing Manager", "Quality Engineer", "Goods-In Supervisor"},
		"nl": {"Inkoper", "Kwaliteitsmanager", "Logistiek coördinator"},
	}
	out = append(out, g.L(titles[l.id]), nl, co, nl)
	if g.C(0.6) {
		out = append(out, g.L(l.streets), g.S(", ", nl), K(g.L(l.cities)), nl)
	}
	if !clean {
		sep := g.S(nl, nl, " | ", " · ")
		parts := [][]any{}
		parts = append(parts, append([]any{g.L(l.telL) + " "}, g.PhoneExt(l, 0.25)...))
		if g.C(0.6) {
			parts = append(parts, []any{g.L(l.mobL) + " ", g.MobP(l)})
		}
		if g.C(0.3) {
			parts = append(parts, []any{g.L(l.faxL) + " ", g.LandP(l)})
		}
		if g.C(0.85) {
			parts = append(parts, []any{g.L(l.mailL) + " ", Em(g.EmailP(p, dom))})
		}
		for i, pt := range parts {
			if i > 0 {
				out = append(out, sep)
			}
			out = append(out, pt...)
		}
		out = append(out, nl)
	}
	if g.C(0.4) {
		lbl, v := g.TaxID(l)
		out = append(out, lbl+" ", K(v), nl)
	}
	if g.C(0.5) {
		out = append(out, "www."+dom, nl)
	}
	return out
}

func lines(xs ...string) string { return strings.Join(xs, "\n") }
