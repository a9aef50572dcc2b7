package main

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
)

// ---------- random primitives ----------

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func pickL(xs []string) string { return xs[r.Intn(len(xs))] }
func rng(a, b int) int         { return a + r.Intn(b-a+1) }
func chance(p float64) bool    { return r.Float64() < p }

func fromSet(set string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(set[r.Intn(len(set))])
	}
	return sb.String()
}

const (
	setDigits = "0123456789"
	setHex    = "0123456789abcdef"
	setHexU   = "0123456789ABCDEF"
	setAlnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	setUpNum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	setLowNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	setB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	setURL    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	setB58    = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
)

func digits(n int) string { return fromSet(setDigits, n) }
func nzdigits(n int) string {
	return string("123456789"[r.Intn(9)]) + digits(n-1)
}
func hexs(n int) string  { return fromSet(setHex, n) }
func hexU(n int) string  { return fromSet(setHexU, n) }
func alnum(n int) string { return fromSet(setAlnum, n) }

// alnumMixed returns n alphanumerics with at least two digits and two capitals.
func alnumMixed(n int) string {
	for {
		s := alnum(n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			} else if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func uuid() string {
	h := hexs(32)
	v := string("89ab"[r.Intn(4)])
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + v + h[17:20] + "-" + h[20:32]
}

func b64std(n int) string { return base64.StdEncoding.EncodeToString(randBytes(n)) }
func b64url(n int) string { return base64.RawURLEncoding.EncodeToString(randBytes(n)) }

// ---------- base58 / bech32 ----------

func b58enc(b []byte) string {
	x := new(big.Int).SetBytes(b)
	mod := new(big.Int)
	base := big.NewInt(58)
	var out []byte
	for x.Sign() > 0 {
		x.DivMod(x, base, mod)
		out = append(out, setB58[mod.Int64()])
	}
	for _, c := range b {
		if c != 0 {
			break
		}
		out = append(out, '1')
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out)
}

func b58check(payload []byte) string {
	h1 := sha256.Sum256(payload)
	h2 := sha256.Sum256(h1[:])
	return b58enc(append(append([]byte{}, payload...), h2[:4]...))
}

const bech32Chars = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

func bechPolymod(values []int) int {
	gen := []int{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := 1
	for _, v := range values {
		b := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ v
		for i := 0; i < 5; i++ {
			if (b>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

func bech32Encode(hrp string, data []int, m bool) string {
	var vals []int
	for _, c := range hrp {
		vals = append(vals, int(c)>>5)
	}
	vals = append(vals, 0)
	for _, c := range hrp {
		vals = append(vals, int(c)&31)
	}
	vals = append(vals, data...)
	vals = append(vals, 0, 0, 0, 0, 0, 0)
	k := 1
	if m {
		k = 0x2bc830a3
	}
	pm := bechPolymod(vals) ^ k
	var sb strings.Builder
	sb.WriteString(hrp + "1")
	for _, d := range data {
		sb.WriteByte(bech32Chars[d])
	}
	for i := 0; i < 6; i++ {
		sb.WriteByte(bech32Chars[(pm>>(5*(5-i)))&31])
	}
	return sb.String()
}

func to5(b []byte) []int {
	acc, bits := 0, 0
	var out []int
	for _, x := range b {
		acc = acc<<8 | int(x)
		bits += 8
		for bits >= 5 {
			bits -= 5
			out = append(out, (acc>>bits)&31)
		}
	}
	if bits > 0 {
		out = append(out, (acc<<(5-bits))&31)
	}
	return out
}

// ---------- chain look-alikes (keep) ----------

func evmAddr() string { return "0x" + hexs(40) }
func txHash() string  { return "0x" + hexs(64) }
func btcTxid() string { return hexs(64) }
func btcAddr() string {
	switch r.Intn(4) {
	case 0:
		return b58check(append([]byte{0x00}, randBytes(20)...))
	case 1:
		return b58check(append([]byte{0x05}, randBytes(20)...))
	case 2:
		return bech32Encode("bc", append([]int{1}, to5(randBytes(32))...), true)
	}
	return bech32Encode("bc", append([]int{0}, to5(randBytes(20))...), false)
}
func solAddr() string  { return b58enc(append([]byte{byte(rng(1, 255))}, randBytes(31)...)) }
func solSig() string   { return b58enc(append([]byte{byte(rng(1, 255))}, randBytes(63)...)) }
func tronAddr() string { return b58check(append([]byte{0x41}, randBytes(20)...)) }
func pubCompressed() string {
	return pick("02", "03") + hexs(64)
}
func pubUncompressed() string { return "0x04" + hexs(128) }
func blsPubkey() string       { return "0x" + pick("8", "9", "a", "b") + hexs(95) }
func xpub() string {
	p := []byte{0x04, 0x88, 0xB2, 0x1E, byte(rng(0, 4))}
	p = append(p, randBytes(8)...) // fingerprint + child number
	p = append(p, randBytes(32)...)
	p = append(p, byte(2+r.Intn(2)))
	p = append(p, randBytes(32)...)
	return b58check(p)
}
func zpub() string {
	p := []byte{0x04, 0xB2, 0x47, 0x46, 3}
	p = append(p, randBytes(8)...)
	p = append(p, randBytes(32)...)
	p = append(p, byte(2+r.Intn(2)))
	p = append(p, randBytes(32)...)
	return b58check(p)
}
func ipfsCID() string {
	return "bafybei" + fromSet("abcdefghijklmnopqrstuvwxyz234567", 52)
}
func ens() string {
	return pick("vitalik", "nick", "brantly", "moonwalker", "defi-dad", "0xmaria", "sats4life", "gm-sergio",
		"kaito", "lunar-labs", "trader-joe", "alicepay", "rekt-ron", "ngozi", "hodlhana", "minh-anh",
		"dao-ops", "bluechip", "eth-ankara", "layer2lena") + fmt.Sprint(pick("", "", "", "", fmt.Sprint(rng(1, 99)))) + ".eth"
}
func blockNum() string  { return fmt.Sprint(rng(19000000, 22999999)) }
func btcHeight() string { return fmt.Sprint(rng(820000, 905000)) }
func gwei() string      { return fmt.Sprintf("%d.%d gwei", rng(1, 80), rng(0, 99)) }
func ethAmt() string    { return fmt.Sprintf("%d.%04d ETH", rng(0, 40), rng(1, 9999)) }
func usdt() string {
	return fmt.Sprintf("%s.%02d USDT", commas(rng(100, 250000)), rng(0, 99))
}
func commas(n int) string {
	s := fmt.Sprint(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
func usd() string        { return fmt.Sprintf("$%s.%02d", commas(rng(20, 180000)), rng(0, 99)) }
func price() string      { return fmt.Sprintf("%s.%02d", commas(rng(1500, 110000)), rng(0, 99)) }
func binOrderID() string { return nzdigits(11) }
func okxOrdID() string   { return nzdigits(19) }
func krakenTxid() string {
	return "O" + fromSet(setUpNum, 5) + "-" + fromSet(setUpNum, 5) + "-" + fromSet(setUpNum, 6)
}
func ticketNo() string { return fmt.Sprint(rng(1000000, 99999999)) }
func uid() string      { return nzdigits(rng(8, 9)) }
func date() string {
	return fmt.Sprintf("202%d-%02d-%02d", rng(3, 6), rng(1, 12), rng(1, 28))
}
func timeHM() string { return fmt.Sprintf("%02d:%02d", rng(0, 23), rng(0, 59)) }
func tsISO() string  { return date() + "T" + timeHM() + fmt.Sprintf(":%02dZ", rng(0, 59)) }
func unixMs() string {
	return fmt.Sprint(1704067200000 + int64(r.Intn(70000000))*1000 + int64(r.Intn(1000)))
}
func unixS() int64 { return 1704067200 + int64(r.Intn(70000000)) }
func ver() string  { return fmt.Sprintf("%d.%d.%d", rng(0, 5), rng(0, 30), rng(0, 20)) }
func chainID() string {
	return pick("1", "10", "56", "137", "8453", "42161", "43114", "11155111", "324", "59144")
}
func selector() string { return "0x" + hexs(8) }

var wellKnown = []string{
	"0xdac17f958d2ee523a2206206994597c13d831ec7", // USDT
	"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", // USDC
	"0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2", // WETH
	"0x7a250d5630b4cf539739df2c5dacb4c659f2488d", // Uniswap V2 router
	"0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad", // Universal router
	"0x6b175474e89094c44da98b954eedeac495271d0f", // DAI
	"0x00000000219ab540356cbb839cbe05303d7705fa", // deposit contract
}

const transferTopic = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"

// ---------- people ----------

type person struct{ first, last, region string }

var namesBy = map[string][2][]string{}

var regions = []string{"us", "uk", "ng", "in", "br", "tr", "ru", "vn", "cn", "kr", "jp", "id", "ph", "de", "es", "ae", "sg", "ua", "ar", "ke", "fr"}

var firstNames = [][]string{
	{"Jason", "Megan", "Tyler", "Ashley", "Derek", "Brittany", "Marcus", "Kayla", "Ryan", "Lauren"},
	{"Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Callum", "Freya"},
	{"Chinedu", "Ngozi", "Tunde", "Aisha", "Emeka", "Folake", "Ibrahim", "Chiamaka"},
	{"Rahul", "Priya", "Arjun", "Sneha", "Vikram", "Ananya", "Karthik", "Divya"},
	{"Lucas", "Mariana", "Rafael", "Beatriz", "Thiago", "Camila", "Gustavo", "Larissa"},
	{"Emre", "Zeynep", "Burak", "Elif", "Mert", "Ayse", "Kaan", "Selin"},
	{"Dmitry", "Anna", "Sergey", "Olga", "Alexei", "Ekaterina", "Ivan", "Natalia"},
	{"Minh", "Linh", "Huy", "Trang", "Duc", "Thao", "Quang", "Ngoc"},
	{"Wei", "Xiaoming", "Jing", "Hao", "Yan", "Lei", "Mei", "Zhiwei"},
	{"Jisoo", "Minjun", "Seoyeon", "Hyunwoo", "Jiwon", "Dohyun"},
	{"Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina"},
	{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri"},
	{"Carlo", "Maria", "Jose", "Angelica", "Mark", "Kristine"},
	{"Lukas", "Lea", "Felix", "Hannah", "Jonas", "Marie"},
	{"Javier", "Lucia", "Alejandro", "Carmen", "Pablo", "Elena"},
	{"Omar", "Fatima", "Khalid", "Mariam", "Yousef", "Layla"},
	{"Wei Jie", "Hui Min", "Jun Hao", "Xin Yi", "Darren", "Rachel"},
	{"Oleksandr", "Iryna", "Andriy", "Kateryna", "Taras", "Yulia"},
	{"Matias", "Sofia", "Nicolas", "Valentina", "Santiago", "Agustina"},
	{"Brian", "Wanjiru", "Kevin", "Achieng", "Dennis", "Njeri"},
	{"Antoine", "Camille", "Julien", "Manon", "Hugo", "Chloe"},
}
var lastNames = [][]string{
	{"Miller", "Johnson", "Carter", "Nguyen", "Brooks", "Reed", "Hayes", "Foster"},
	{"Walsh", "Hughes", "Patel", "Clarke", "Turner", "Barnes"},
	{"Okafor", "Adeyemi", "Balogun", "Eze", "Nwosu", "Ogunleye"},
	{"Sharma", "Iyer", "Reddy", "Nair", "Gupta", "Menon"},
	{"Souza", "Oliveira", "Ferreira", "Almeida", "Costa", "Ribeiro"},
	{"Yilmaz", "Kaya", "Demir", "Sahin", "Celik", "Ozturk"},
	{"Ivanov", "Smirnova", "Kuznetsov", "Popova", "Volkov", "Sokolova"},
	{"Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu"},
	{"Zhang", "Wang", "Li", "Chen", "Liu", "Zhao"},
	{"Kim", "Park", "Lee", "Choi", "Jung", "Kang"},
	{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"},
	{"Santoso", "Wijaya", "Hidayat", "Saputra", "Kusuma", "Pratama"},
	{"Reyes", "Santos", "Cruz", "Bautista", "Garcia", "Mendoza"},
	{"Schneider", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann"},
	{"Garcia", "Martinez", "Lopez", "Sanchez", "Romero", "Navarro"},
	{"Al Mansoori", "Haddad", "Nasser", "Khalil", "Farouk", "Saleh"},
	{"Tan", "Lim", "Ng", "Goh", "Teo", "Koh"},
	{"Shevchenko", "Bondarenko", "Kovalenko", "Melnyk", "Tkachenko", "Kravets"},
	{"Gonzalez", "Fernandez", "Rodriguez", "Gomez", "Diaz", "Alvarez"},
	{"Otieno", "Kamau", "Mwangi", "Wambui", "Ochieng", "Kiprop"},
	{"Martin", "Bernard", "Dubois", "Laurent", "Moreau", "Lefevre"},
}

func regionIdx(reg string) int {
	for i, x := range regions {
		if x == reg {
			return i
		}
	}
	return 0
}

func newPerson(reg string) person {
	if reg == "" {
		reg = regions[r.Intn(len(regions))]
	}
	i := regionIdx(reg)
	return person{pickL(firstNames[i]), pickL(lastNames[i]), reg}
}

func (p person) full() string { return p.first + " " + p.last }

// ---------- email ----------

func slug(s string) string {
	s = strings.ToLower(s)
	s = strings.ReplaceAll(s, " ", "")
	return s
}

var mailByRegion = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "proton.me", "hotmail.com"},
	"uk": {"gmail.com", "hotmail.co.uk", "outlook.com", "btinternet.com", "proton.me"},
	"ng": {"gmail.com", "yahoo.com", "outlook.com"},
	"in": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
	"br": {"gmail.com", "uol.com.br", "hotmail.com", "bol.com.br"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr"},
	"ru": {"yandex.ru", "mail.ru", "gmail.com", "rambler.ru"},
	"vn": {"gmail.com", "yahoo.com.vn"},
	"cn": {"qq.com", "163.com", "126.com", "gmail.com"},
	"kr": {"naver.com", "daum.net", "gmail.com"},
	"jp": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "icloud.com"},
	"id": {"gmail.com", "yahoo.co.id"},
	"ph": {"gmail.com", "yahoo.com"},
	"de": {"gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es"},
	"ae": {"gmail.com", "outlook.com", "hotmail.com"},
	"sg": {"gmail.com", "singnet.com.sg", "yahoo.com.sg"},
	"ua": {"ukr.net", "gmail.com", "i.ua"},
	"ar": {"gmail.com", "hotmail.com.ar", "yahoo.com.ar"},
	"ke": {"gmail.com", "yahoo.com"},
	"fr": {"gmail.com", "orange.fr", "free.fr", "laposte.net"},
}

var corpDomains = []string{"kestrelotc.com", "bluefin-markets.io", "northwind-capital.sg", "arcadia-digital.ae",
	"sablerock.fund", "meridianliquidity.com", "tidewater.xyz", "lumenventures.vc", "quarryfi.io", "orbitalotc.co.uk",
	"helix-mm.com", "coralbay.capital", "atlasprime.ch", "gildedtrade.hk", "nusantara-digital.id"}

func emailFor(p person, corp bool) string {
	f, l := slug(p.first), slug(p.last)
	if p.region == "cn" && !corp && chance(0.5) {
		return nzdigits(rng(8, 10)) + "@qq.com"
	}
	var dom string
	if corp {
		dom = pickL(corpDomains)
	} else {
		dom = pickL(mailByRegion[p.region])
	}
	var local string
	switch r.Intn(8) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + digits(rng(2, 4))
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l + digits(2)
	case 4:
		local = l + "." + f + digits(rng(1, 3))
	case 5:
		local = pick("hodl", "sats", "defi", "degen", "moon", "whale", "crypto", "eth", "btc", "nft") + pick("", "_", ".") + f + digits(rng(2, 3))
	case 6:
		local = f + "+" + pick("binance", "kraken", "okx", "bybit", "kyc", "exchange", "coinbase")
	default:
		local = f + "." + l + digits(2)
	}
	if corp {
		local = pick(f+"."+l, f[:1]+l, f, f+"."+l[:1])
	}
	return local + "@" + dom
}

// ---------- phones ----------

var usAreas = []string{"212", "305", "415", "646", "702", "786", "917", "312", "469", "213", "310", "512", "617", "720", "804", "919", "404", "206", "347", "832", "602", "303", "718", "954"}

func nanpLine() (string, string, string) {
	a := pickL(usAreas)
	var ex string
	for {
		ex = string("23456789"[r.Intn(8)]) + digits(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, digits(4)
}

// phone returns a phone number in a format typical for the region.
// intl forces an international (+cc) form.
func phone(reg string, intl bool) string {
	switch reg {
	case "us":
		a, e, l := nanpLine()
		if intl {
			return pick("+1 "+a+" "+e+" "+l, "+1-"+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1"+a+e+l)
		}
		return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l)
	case "uk":
		n := "7" + string("1234579"[r.Intn(7)]) + digits(2)
		rest := digits(6)
		if intl {
			return pick("+44 "+n+" "+rest, "+44 "+n+" "+rest[:3]+" "+rest[3:], "+44"+n+rest)
		}
		return "0" + n + " " + rest
	case "ng":
		pre := pick("803", "806", "813", "816", "703", "706", "810", "805", "807", "815", "905", "802", "808", "812", "701", "902")
		a, b := digits(3), digits(4)
		if intl {
			return pick("+234 "+pre+" "+a+" "+b, "+234"+pre+a+b, "+234 "+pre+a+b)
		}
		return pick("0"+pre+" "+a+" "+b, "0"+pre+a+b)
	case "in":
		n := string("6789"[r.Intn(4)]) + digits(4)
		m := digits(5)
		if intl {
			return pick("+91 "+n+" "+m, "+91-"+n+m, "+91"+n+m)
		}
		return n + " " + m
	case "br":
		ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "48")
		a, b := "9"+digits(4), digits(4)
		if intl {
			return pick("+55 "+ddd+" "+a+"-"+b, "+55 ("+ddd+") "+a+"-"+b, "+55"+ddd+a+b)
		}
		return "(" + ddd + ") " + a + "-" + b
	case "tr":
		op := "5" + pick("30", "32", "33", "35", "36", "42", "43", "44", "05", "06", "52", "53", "55")
		a, b, c := digits(3), digits(2), digits(2)
		if intl {
			return pick("+90 "+op+" "+a+" "+b+" "+c, "+90"+op+a+b+c, "+90 ("+op+") "+a+" "+b+c)
		}
		return pick("0 ("+op+") "+a+" "+b+" "+c, "0"+op+" "+a+" "+b+" "+c)
	case "ru":
		op := "9" + pick("03", "05", "06", "15", "16", "17", "25", "26", "85", "99", "77")
		a, b, c := digits(3), digits(2), digits(2)
		if intl {
			return pick("+7 "+op+" "+a+"-"+b+"-"+c, "+7 ("+op+") "+a+"-"+b+"-"+c, "+7"+op+a+b+c)
		}
		return "8 (" + op + ") " + a + "-" + b + "-" + c
	case "vn":
		op := pick("90", "91", "93", "94", "96", "97", "98", "86", "88", "89", "70", "77", "32", "35", "38")
		a, b := digits(3), digits(4)
		if intl {
			return pick("+84 "+op+" "+a+" "+b, "+84"+op+a+b)
		}
		return "0" + op + " " + a + " " + b
	case "cn":
		op := "1" + pick("38", "39", "35", "36", "37", "50", "58", "86", "88", "59", "77", "80", "89")
		a, b := digits(4), digits(4)
		if intl {
			return pick("+86 "+op+" "+a+" "+b, "+86-"+op+"-"+a+"-"+b, "+86"+op+a+b)
		}
		return op + " " + a + " " + b
	case "kr":
		a, b := nzdigits(4), digits(4)
		if intl {
			return pick("+82 10-"+a+"-"+b, "+82 10 "+a+" "+b, "+8210"+a+b)
		}
		return "010-" + a + "-" + b
	case "jp":
		op := pick("90", "80", "70")
		a, b := nzdigits(4), digits(4)
		if intl {
			return pick("+81 "+op+"-"+a+"-"+b, "+81 "+op+" "+a+" "+b)
		}
		return "0" + op + "-" + a + "-" + b
	case "id":
		op := "8" + pick("11", "12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96")
		a, b := digits(4), digits(4)
		if intl {
			return pick("+62 "+op+"-"+a+"-"+b, "+62 "+op+" "+a+" "+b, "+62"+op+a+b)
		}
		return "0" + op + "-" + a + "-" + b
	case "ph":
		op := "9" + pick("17", "27", "15", "16", "05", "06", "18", "19", "20", "98")
		a, b := digits(3), digits(4)
		if intl {
			return pick("+63 "+op+" "+a+" "+b, "+63"+op+a+b)
		}
		return "0" + op + " " + a + " " + b
	case "de":
		op := pick("151", "152", "157", "159", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
		n := digits(rng(7, 8))
		if intl {
			return pick("+49 "+op+" "+n, "+49 (0)"+op+" "+n, "+49"+op+n)
		}
		return pick("0"+op+" "+n, "0"+op+"/"+n)
	case "es":
		n := "6" + digits(2)
		a, b, c := digits(2), digits(2), digits(2)
		if intl {
			return pick("+34 "+n+" "+a+" "+b+" "+c, "+34 "+n+a+" "+b+c[:1]+" "+c[1:], "+34"+n+a+b+c)
		}
		return n + " " + a + " " + b + " " + c
	case "ae":
		op := "5" + pick("0", "2", "4", "5", "6", "8")
		a, b := digits(3), digits(4)
		if intl {
			return pick("+971 "+op+" "+a+" "+b, "+971-"+op+"-"+a+"-"+b, "+971"+op+a+b)
		}
		return "0" + op + " " + a + " " + b
	case "sg":
		n := pick("8", "9") + digits(3)
		m := digits(4)
		if intl || true {
			return pick("+65 "+n+" "+m, "+65 "+n+m, "+65-"+n+"-"+m)
		}
	case "ua":
		op := pick("50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99")
		a, b, c := digits(3), digits(2), digits(2)
		if intl {
			return pick("+380 "+op+" "+a+" "+b+" "+c, "+380 ("+op+") "+a+"-"+b+"-"+c, "+380"+op+a+b+c)
		}
		return "0" + op + " " + a + " " + b + " " + c
	case "ar":
		a, b := "15"+digits(2), digits(4)
		if intl {
			return pick("+54 9 11 "+a+"-"+b, "+54 9 11 "+a+" "+b, "+5491"+"1"+a+b)
		}
		return "11 " + a + "-" + b
	case "ke":
		op := "7" + pick("01", "02", "10", "11", "12", "20", "22", "23", "40", "57", "90", "92")
		a, b := digits(3), digits(3)
		if intl {
			return pick("+254 "+op+" "+a+" "+b, "+254"+op+a+b, "+254-"+op+"-"+a+b)
		}
		return "0" + op + " " + a + " " + b
	case "fr":
		d := pick("6", "7")
		g := []string{digits(2), digits(2), digits(2), digits(2)}
		if intl {
			return pick("+33 "+d+" "+strings.Join(g, " "), "+33"+d+strings.Join(g, ""), "+33 (0)"+d+" "+strings.Join(g, " "))
		}
		return "0" + d + " " + strings.Join(g, " ")
	}
	return phone("us", intl)
}

// ---------- SSN / ITIN ----------

func ssnParts() (int, int, int) {
	for {
		a := rng(1, 899)
		if a == 666 {
			continue
		}
		return a, rng(1, 99), rng(1, 9999)
	}
}

func ssn() string {
	a, g, s := ssnParts()
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}
func ssnBare() string {
	a, g, s := ssnParts()
	return fmt.Sprintf("%03d%02d%04d", a, g, s)
}
func itin() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), groups[r.Intn(len(groups))], rng(1, 9999))
}

// badSSN returns an SSN-shaped string that is not a valid SSN or ITIN.
func badSSN() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rng(1, 99), rng(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rng(1, 99), rng(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), rng(10, 49), rng(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-00-%04d", rng(1, 665), rng(1, 9999))
	}
	return fmt.Sprintf("%03d-%02d-0000", rng(1, 665), rng(1, 99))
}

// ---------- cards ----------

func luhnDigit(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

func cardRaw(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + pick("147", "266", "532", "716", "000", "895", "539", "842", "111", "622", "388")
	case "mc":
		if chance(0.7) {
			pre = "5" + string("12345"[r.Intn(5)])
		} else {
			pre = fmt.Sprint(rng(2221, 2720))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "disc":
		pre = pick("6011", "65", "644", "645", "649")
	case "jcb":
		pre = fmt.Sprint(rng(3528, 3589))
	case "unionpay":
		pre = "62" + pick("22", "25", "28", "12", "17")
	case "mir":
		pre = "220" + fmt.Sprint(rng(0, 4))
	default:
		return cardRaw("visa")
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func groupCard(raw, sep string) string {
	if len(raw) == 15 {
		return raw[:4] + sep + raw[4:10] + sep + raw[10:]
	}
	var g []string
	for i := 0; i < len(raw); i += 4 {
		e := i + 4
		if e > len(raw) {
			e = len(raw)
		}
		g = append(g, raw[i:e])
	}
	return strings.Join(g, sep)
}

func card(brand string) string {
	raw := cardRaw(brand)
	switch r.Intn(5) {
	case 0, 1:
		return groupCard(raw, " ")
	case 2:
		return groupCard(raw, "-")
	}
	return raw
}

func cardBrand() string {
	return pick("visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "unionpay", "mir")
}

// badLuhn returns a card-shaped number whose Luhn check fails.
func badLuhn(sep string) string {
	raw := cardRaw(pick("visa", "mc", "disc"))
	last := raw[len(raw)-1]
	nd := byte('0' + (int(last-'0')+rng(1, 9))%10)
	raw = raw[:len(raw)-1] + string(nd)
	if sep == "" {
		return raw
	}
	return groupCard(raw, sep)
}

func maskedCard() string {
	return pick("**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "ending in ", "*") + digits(4)
}

// ---------- secrets ----------

func privHex() string { return hexs(64) }

func mnemonic(words int) string {
	list := strings.Fields(bip39Words)
	ent := randBytes(words * 4 / 3)
	h := sha256.Sum256(ent)
	bits := new(big.Int).SetBytes(ent)
	cs := len(ent) * 8 / 32
	bits.Lsh(bits, uint(cs))
	bits.Or(bits, big.NewInt(int64(h[0]>>(8-cs))))
	idx := make([]string, words)
	mask := big.NewInt(2047)
	for i := words - 1; i >= 0; i-- {
		v := new(big.Int).And(bits, mask)
		idx[i] = list[v.Int64()]
		bits.Rsh(bits, 11)
	}
	return strings.Join(idx, " ")
}

func wif() string { return b58check(append(append([]byte{0x80}, randBytes(32)...), 0x01)) }
func xprv() string {
	p := []byte{0x04, 0x88, 0xAD, 0xE4, byte(rng(0, 3))}
	p = append(p, randBytes(8)...)
	p = append(p, randBytes(32)...)
	p = append(p, 0x00)
	p = append(p, randBytes(32)...)
	return b58check(p)
}
func solSecret() string { return b58enc(append([]byte{byte(rng(1, 255))}, randBytes(63)...)) }
func solKeypairJSON() string {
	var parts []string
	for _, b := range randBytes(64) {
		parts = append(parts, fmt.Sprint(int(b)))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func tgToken() string {
	return fmt.Sprint(rng(5000000000, 7999999999)) + ":AA" + fromSet(setURL, 33)
}
func discordHookToken() string { return fromSet(setURL, 68) }

var pwWords = []string{"Satoshi", "Moon", "Lambo", "Hodl", "Falcon", "Tiger", "Pizza", "Rocket", "Galaxy", "Bitcoin",
	"Dragon", "Phoenix", "Sakura", "Istanbul", "Lagos", "Manila", "Saigon", "Berlin", "Whale", "Kraken", "Vitalik",
	"Shiba", "Solana", "Cardano", "Ledger", "Trezor", "Summer", "Winter", "Monkey", "Samurai", "Jaguar", "Condor"}

func password() string {
	w := pickL(pwWords)
	switch r.Intn(6) {
	case 0:
		return w + pick("!", "@", "#", "$", "*", "_") + digits(rng(2, 4)) + pick("", "x", "Q", "moon")
	case 1:
		return strings.ToLower(w) + digits(rng(3, 4)) + pick("!", "#", "$$", "?") + pickL(pwWords)
	case 2:
		return alnumMixed(rng(12, 18)) + pick("!", "#", "%", "")
	case 3:
		return w + "." + pickL(pwWords) + "." + digits(2)
	case 4:
		return pick("My", "Big", "Old", "New") + w + digits(4) + pick("!", "?")
	}
	return fromSet(setAlnum+"!@#$%^&*", rng(14, 20)) + digits(1)
}

func passphrase() string {
	// exchange API passphrases (OKX, KuCoin, Bitget): user chosen
	switch r.Intn(3) {
	case 0:
		return pickL(pwWords) + digits(rng(3, 5)) + pick("!", "#", "@", "$")
	case 1:
		return alnumMixed(rng(10, 16))
	}
	return strings.ToLower(pickL(pwWords)) + pick("-", "_") + strings.ToLower(pickL(pwWords)) + digits(2) + pick("!", "#")
}

func totpSecret(n int) string { return fromSet(setB32, n) }

func macaroon() string { return "0201036c6e6402f801030a10" + hexs(rng(200, 260)) }

func pemBodyEC() string {
	der := []byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}
	der = append(der, randBytes(32)...)
	der = append(der, 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04)
	der = append(der, randBytes(64)...)
	return base64.StdEncoding.EncodeToString(der)
}

// ---------- JWT ----------

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwtFrom(header, payload string, sigBytes int) string {
	return b64j(header) + "." + b64j(payload) + "." + b64url(sigBytes)
}

func jwtGeneric(iss string) string {
	t := unixS()
	hdr := pick(`{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"HS256"}`, `{"alg":"RS256","typ":"JWT","kid":"`+hexs(16)+`"}`, `{"alg":"ES256","typ":"JWT"}`)
	sig := 32
	if strings.Contains(hdr, "RS256") {
		sig = 256
	} else if strings.Contains(hdr, "ES256") {
		sig = 64
	}
	pl := fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d}`, pick(uuid(), evmAddr(), "did:privy:"+fromSet(setLowNum, 25), nzdigits(9)), iss, t, t+int64(pick2(3600, 86400, 604800)))
	return jwtFrom(hdr, pl, sig)
}

func pick2(xs ...int) int { return xs[r.Intn(len(xs))] }

func cdpKeyName() string { return "organizations/" + uuid() + "/apiKeys/" + uuid() }

func jwtCDP(method, path string) string {
	kn := cdpKeyName()
	t := unixS()
	hdr := fmt.Sprintf(`{"alg":"ES256","kid":"%s","nonce":"%s","typ":"JWT"}`, kn, hexs(32))
	pl := fmt.Sprintf(`{"sub":"%s","iss":"cdp","nbf":%d,"exp":%d,"uri":"%s api.coinbase.com%s"}`, kn, t, t+120, method, path)
	return jwtFrom(hdr, pl, 64)
}

func jwtPinata() string {
	t := unixS()
	pl := fmt.Sprintf(`{"userInformation":{"id":"%s","email":"%s","email_verified":true},"authenticationType":"scopedKey","scopedKeyKey":"%s","scopedKeySecret":"%s","iat":%d}`,
		uuid(), "dev"+digits(3)+"@"+pick("gmail.com", "proton.me"), hexs(20), hexs(64), t)
	return jwtFrom(`{"alg":"HS256","typ":"JWT"}`, pl, 32)
}

func jwtMoralis() string {
	t := unixS()
	pl := fmt.Sprintf(`{"nonce":"%s","orgId":"%d","userId":"%d","typeId":"%s","typ":"JWT","iat":%d,"exp":4868%s}`, uuid(), rng(100000, 999999), rng(100000, 999999), uuid(), t, digits(6))
	return jwtFrom(`{"alg":"HS256","typ":"JWT"}`, pl, 32)
}
