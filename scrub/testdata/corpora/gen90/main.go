// Command gen writes ../c90.ndjson: a labelled PII corpus of debug output and
// diagnostics (curl -v, HTTP client logs, stack traces, kubectl/docker/terraform/
// ansible/helm dumps, env dumps, protocol traces, CI logs) with short questions
// around them in several languages. Deterministic: math/rand seeded with 90.
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

type B struct {
	pii  []PII
	keep []string
}

func (b *B) P(f, v string) string {
	for _, p := range b.pii {
		if p.V == v {
			return v
		}
	}
	b.pii = append(b.pii, PII{f, v})
	return v
}

func (b *B) K(v string) string {
	for _, k := range b.keep {
		if k == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

// shortcuts: generate a value and label it
func (b *B) Email() string  { return b.P("email", email()) }
func (b *B) CEmail() string { return b.P("email", corpEmail()) }
func (b *B) Phone() string  { return b.P("phone", phoneE164()) }
func (b *B) PhoneF() string { return b.P("phone", phoneFmt()) }
func (b *B) SSN() string    { return b.P("ssn", ssn()) }
func (b *B) ITIN() string   { return b.P("ssn", itin()) }
func (b *B) Card() string   { return b.P("credit_card", cardDigits()) }
func (b *B) CardG() string  { return b.P("credit_card", cardAny()) }
func (b *B) JWT() string    { return b.P("jwt", jwt()) }
func (b *B) Tok() string    { return b.P("bearer", opaqueToken()) }
func (b *B) VTok() string   { return b.P("bearer", vendorToken()) }
func (b *B) Pass() string   { return b.P("bearer", password()) }
func (b *B) UPass() string  { return b.P("bearer", urlPassword()) }
func (b *B) Sec(v string) string {
	return b.P("bearer", v)
}

// keep shortcuts
func (b *B) UUID() string   { return b.K(uuid()) }
func (b *B) TP() string     { return b.K(traceparent()) }
func (b *B) Date() string   { return b.K(httpDate()) }
func (b *B) TS() string     { return b.K(isoTS()) }
func (b *B) LTS() string    { return b.K(logTS()) }
func (b *B) IP() string     { return b.K(ipPriv()) }
func (b *B) PubIP() string  { return b.K(ipPub()) }
func (b *B) ETag() string   { return b.K(etag()) }
func (b *B) Digest() string { return b.K(sha256d()) }
func (b *B) SHA() string    { return b.K(commit()) }
func (b *B) Req() string    { return b.K(reqID()) }
func (b *B) Hex(n int) string {
	return b.K(rs(hexd, n))
}
func (b *B) N(lo, hi int) string { return b.K(fmt.Sprint(rint(lo, hi))) }

type Kind struct {
	name string
	fn   func(b *B) string
}

func main() {
	pk := piiKinds()
	ck := cleanKinds()
	checkNames(pk, ck)
	f, err := os.Create("../c90.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	dropped := 0
	famCount := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var k Kind
		if clean {
			k = ck[ci%len(ck)]
			ci++
		} else {
			k = pk[pi%len(pk)]
			pi++
		}
		b := &B{}
		q := k.fn(b)
		if clean && len(b.pii) > 0 {
			panic(fmt.Sprintf("line %d (%s): clean line with pii", i, k.name))
		}
		if !clean && len(b.pii) == 0 {
			panic(fmt.Sprintf("line %d (%s): pii line without pii", i, k.name))
		}
		var spans [][2]int
		for _, p := range b.pii {
			if p.V == "" || !strings.Contains(q, p.V) {
				panic(fmt.Sprintf("line %d (%s): pii %q not in q", i, k.name, p.V))
			}
			for off := 0; ; {
				j := strings.Index(q[off:], p.V)
				if j < 0 {
					break
				}
				spans = append(spans, [2]int{off + j, off + j + len(p.V)})
				off += j + 1
			}
			famCount[p.F]++
		}
		keep := []string{}
		for _, kv := range b.keep {
			if kv == "" || !strings.Contains(q, kv) {
				panic(fmt.Sprintf("line %d (%s): keep %q not in q", i, k.name, kv))
			}
			ok := true
			for off := 0; ; {
				j := strings.Index(q[off:], kv)
				if j < 0 {
					break
				}
				s, e := off+j, off+j+len(kv)
				for _, sp := range spans {
					if s < sp[1] && sp[0] < e {
						ok = false
					}
				}
				off += j + 1
			}
			if ok {
				keep = append(keep, kv)
			} else {
				dropped++
			}
		}
		pii := b.pii
		if pii == nil {
			pii = []PII{}
		}
		if err := enc.Encode(Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: k.name}); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote ../c90.ndjson: %d pii kinds, %d clean kinds, keeps dropped for overlap: %d\n", len(pk), len(ck), dropped)
	for _, fam := range []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"} {
		fmt.Fprintf(os.Stderr, "  %-12s %d\n", fam, famCount[fam])
	}
}

func checkNames(pk, ck []Kind) {
	seen := map[string]bool{}
	for _, k := range append(append([]Kind{}, pk...), ck...) {
		if seen[k.name] {
			panic("duplicate kind " + k.name)
		}
		seen[k.name] = true
	}
}

// ---------- questions around the output ----------

var asks = map[string][][]string{
	"auth": {
		{"Why does this return 401? Output below:", "Getting 403 Forbidden even though the token is fresh. Verbose log:", "Auth keeps failing, what am I missing?", "The API rejects my credentials, here is the full debug output:"},
		{"Warum bekomme ich hier immer 401? Ausgabe:", "Die Authentifizierung schlägt fehl, hier das Log:", "Kann mir jemand sagen, warum der Login scheitert?"},
		{"Pourquoi j'ai une 401 ? Voici la sortie :", "L'authentification échoue, voici le log complet :", "Quelqu'un voit ce qui cloche ?"},
		{"¿Por qué me devuelve 401? Aquí la salida:", "La autenticación falla y no entiendo por qué, log completo:", "¿Alguien ve el error?"},
		{"Por que está retornando 401? Segue o log:", "A autenticação falha, alguém sabe o motivo? Saída:"},
		{"Почему возвращается 401? Вот вывод:", "Не проходит авторизация, лог ниже:"},
		{"为什么一直返回 401？输出如下：", "认证失败，帮忙看看日志："},
		{"なぜ401になるのでしょうか？出力は以下です：", "認証が通りません。ログを貼ります："},
		{"Perché ricevo 401? Ecco l'output:", "인증이 계속 실패합니다. 로그 첨부:", "Neden 401 dönüyor? Çıktı aşağıda:"},
	},
	"conn": {
		{"Connection keeps timing out, here's the trace:", "Can't connect to the database from the pod, stack trace:", "This worked yesterday, now it hangs. Log:"},
		{"Die Verbindung bricht ab, Stacktrace anbei:", "Seit dem Deployment klappt die DB-Verbindung nicht mehr:"},
		{"Impossible de se connecter, voici la trace :", "Depuis la mise à jour ça ne marche plus :"},
		{"No conecta con la base de datos, traza:", "Desde ayer se cuelga, adjunto el log:"},
		{"Não consigo conectar, stack trace abaixo:", "Depois do deploy parou de funcionar:"},
		{"Не могу подключиться, вот стектрейс:", "После деплоя отвалилось подключение:"},
		{"连接一直超时，堆栈如下：", "部署之后连不上数据库了："},
		{"接続がタイムアウトします。スタックトレース：", "デプロイ後にDBへ接続できなくなりました："},
		{"Non riesco a connettermi, ecco lo stack trace:", "연결이 안 됩니다. 스택 트레이스:", "Bağlanamıyorum, hata çıktısı:"},
	},
	"gen": {
		{"Can someone explain this output?", "Here's what I get, any idea?", "Pasting the full output, sorry for the length:", "Not sure what's wrong here:", "FYI, output from the failing job:"},
		{"Hier die komplette Ausgabe, hat jemand eine Idee?", "Was bedeutet diese Ausgabe?"},
		{"Voici ce que j'obtiens, une idée ?", "Je colle la sortie complète :"},
		{"Esto es lo que obtengo, ¿alguna idea?", "Pego la salida completa:"},
		{"Isso é o que aparece, alguma ideia?", "Colando a saída completa:"},
		{"Вот что получаю, есть идеи?", "Полный вывод:"},
		{"这是输出，有人知道怎么回事吗？", "完整输出如下："},
		{"このような出力になります。何が原因でしょう？", "出力全文です："},
		{"Questo è l'output, qualche idea?", "이 출력이 무슨 뜻인가요?", "Çıktı bu, fikri olan var mı?"},
	},
	"leak": {
		{"Is it OK that this shows up in our logs?", "Found this in the CI log — should we rotate?", "Security review flagged this output, how bad is it?"},
		{"Das steht so in unseren Logs – ist das ein Problem?", "Müssen wir das jetzt rotieren?"},
		{"Ça apparaît en clair dans les logs, c'est grave ?", "Faut-il faire une rotation ?"},
		{"Esto aparece en los logs en claro, ¿es grave?", "¿Hay que rotar la clave?"},
		{"Isso aparece nos logs, é um problema?", "Precisamos rotacionar?"},
		{"Это видно в логах, это плохо?", "Нужно ли менять ключ?"},
		{"这个出现在日志里了，有风险吗？", "需要轮换密钥吗？"},
		{"ログにこれが出ていますが問題ですか？", "ローテーションすべきですか？"},
		{"Questo compare nei log, è un problema?", "로그에 이게 그대로 찍힙니다. 문제인가요?", "Loglarda bu görünüyor, sorun mu?"},
	},
}

var tails = [][]string{
	{"Thanks!", "Any help appreciated.", "(running on Ubuntu 22.04)", "", "", ""},
	{"Danke!", "Vielen Dank im Voraus.", ""},
	{"Merci !", "Merci d'avance.", ""},
	{"¡Gracias!", "Gracias de antemano.", ""},
	{"Obrigado!", "Valeu!", ""},
	{"Спасибо!", "Заранее спасибо.", ""},
	{"谢谢！", "多谢。", ""},
	{"よろしくお願いします。", "助かります。", ""},
	{"Grazie!", "감사합니다!", "Teşekkürler!"},
}

func wrap(topic, body string) string {
	lang := rng.Intn(len(asks[topic]))
	if lang > 0 && chance(0.35) {
		lang = 0 // English dominates in practice
	}
	pre := pick(asks[topic][lang]...)
	post := pick(tails[lang]...)
	var s string
	switch rng.Intn(4) {
	case 0:
		s = pre + "\n```\n" + body + "\n```"
	case 1:
		s = pre + "\n\n" + body
	case 2:
		if strings.HasSuffix(pre, ":") || strings.HasSuffix(pre, "：") {
			s = pre + "\n```\n" + body + "\n```"
		} else {
			s = "```\n" + body + "\n```\n" + pre
		}
	default:
		s = pre + "\n" + body
	}
	if post != "" {
		s += "\n" + post
	}
	return s
}
