package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
)

var r = rand.New(rand.NewPCG(56, 0xC0FFEE56))

func pick[T any](xs []T) T { return xs[r.IntN(len(xs))] }
func rn(a, b int) int      { return a + r.IntN(b-a+1) }
func chance(p float64) bool {
	return r.Float64() < p
}

const (
	digitsA = "0123456789"
	lowerA  = "abcdefghijklmnopqrstuvwxyz"
	upperA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnumA  = upperA + lowerA + digitsA
	b64uA   = alnumA + "-_"
	b64A    = alnumA + "+/"
	hexA    = "0123456789abcdef"
)

func fromA(a string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(a[r.IntN(len(a))])
	}
	return sb.String()
}
func digits(n int) string { return fromA(digitsA, n) }

// nz: n digits, first not zero
func nz(n int) string       { return fromA("123456789", 1) + digits(n-1) }
func alnum(n int) string    { return fromA(alnumA, n) }
func hexs(n int) string     { return fromA(hexA, n) }
func upAlnum(n int) string  { return fromA(upperA+digitsA, n) }
func lowAlnum(n int) string { return fromA(lowerA+digitsA, n) }

// secretish: alnum with guaranteed digit and upper and lower
func secretish(a string, n int) string {
	for {
		s := fromA(a, n)
		if strings.ContainsAny(s, digitsA) && strings.ContainsAny(s, upperA) && strings.ContainsAny(s, lowerA) {
			return s
		}
	}
}

func guid() string {
	return hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-" + fromA("89ab", 1) + hexs(3) + "-" + hexs(12)
}
func guidU() string { return strings.ToUpper(guid()) }

func luhnSum(s string) int {
	sum := 0
	dbl := false
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
	return sum
}
func luhnValid(s string) bool { return luhnSum(s)%10 == 0 }
func luhnComplete(prefix string, length int) string {
	s := prefix + digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		t := s + string(rune('0'+c))
		if luhnValid(t) {
			return t
		}
	}
	panic("luhn")
}

// notLuhn: digits of length n (first digit from first) that fail Luhn
func notLuhn(first string, n int) string {
	for {
		s := first + digits(n-len(first))
		if !luhnValid(s) {
			return s
		}
	}
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// ---------- credit cards ----------
type cardT struct{ raw, brand string }

func cardRaw() cardT {
	switch r.IntN(9) {
	case 0, 1:
		return cardT{luhnComplete("4"+digits(5), 16), "Visa"}
	case 2:
		p := pick([]string{"51", "52", "53", "54", "55"})
		return cardT{luhnComplete(p+digits(4), 16), "Mastercard"}
	case 3:
		p := fmt.Sprint(rn(2221, 2720))
		return cardT{luhnComplete(p+digits(2), 16), "Mastercard"}
	case 4:
		p := pick([]string{"34", "37"})
		return cardT{luhnComplete(p+digits(4), 15), "Amex"}
	case 5:
		p := pick([]string{"6011", "65" + digits(2), "644" + digits(1)})
		return cardT{luhnComplete(p, 16), "Discover"}
	case 6:
		p := fmt.Sprint(rn(3528, 3589))
		return cardT{luhnComplete(p, 16), "JCB"}
	case 7:
		p := "62" + fromA("2345678", 1) + digits(1)
		return cardT{luhnComplete(p, 16), "UnionPay"}
	default:
		p := pick([]string{"36", "300", "305", "38"})
		return cardT{luhnComplete(p, 14), "Diners Club"}
	}
}

func cardFmt(c cardT) string {
	raw := c.raw
	sep := pick([]string{" ", " ", "-", ""})
	switch len(raw) {
	case 15:
		if sep == "" {
			return raw
		}
		return group(raw, []int{4, 6, 5}, sep)
	case 14:
		if sep == "" {
			return raw
		}
		return group(raw, []int{4, 6, 4}, sep)
	default:
		if sep == "" {
			return raw
		}
		return group(raw, []int{4, 4, 4, 4}, sep)
	}
}
func card() (string, string) { c := cardRaw(); return cardFmt(c), c.brand }

// ---------- SSN ----------
func ssnParts() (string, string, string) {
	var area int
	for {
		area = rn(1, 899)
		if area != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", area), fmt.Sprintf("%02d", rn(1, 99)), fmt.Sprintf("%04d", rn(1, 9999))
}
func ssn() string {
	a, g, s := ssnParts()
	return a + "-" + g + "-" + s
}
func ssnAny() string {
	a, g, s := ssnParts()
	switch r.IntN(6) {
	case 0:
		return a + " " + g + " " + s
	case 1:
		return a + g + s
	default:
		return a + "-" + g + "-" + s
	}
}

// ---------- JWT ----------
func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return b
}

type kv = [][2]any

func orderedJSON(pairs kv) []byte {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, p := range pairs {
		if i > 0 {
			sb.WriteByte(',')
		}
		k, _ := json.Marshal(p[0])
		v, _ := json.Marshal(p[1])
		sb.Write(k)
		sb.WriteByte(':')
		sb.Write(v)
	}
	sb.WriteByte('}')
	return []byte(sb.String())
}

var jwtIssuers = []string{
	"https://login.microsoftonline.com/%s/v2.0",
	"https://sts.windows.net/%s/",
	"https://accounts.google.com",
	"https://contoso.okta.com/oauth2/default",
	"https://auth.%s.example-msp.net/realms/helpdesk",
	"https://sso.ninjarmm.com",
	"https://idp.servicedesk.io",
}

func jwtTok(email string) string {
	alg := pick([]string{"RS256", "RS256", "RS256", "HS256", "ES256", "PS256"})
	h := kv{{"alg", alg}, {"typ", "JWT"}}
	if alg != "HS256" {
		if chance(0.5) {
			h = kv{{"typ", "JWT"}, {"alg", alg}, {"kid", b64u(randBytes(20))}}
		} else {
			h = append(h, [2]any{"kid", hexs(40)})
		}
	}
	iat := 1717000000 + r.IntN(60000000)
	iss := pick(jwtIssuers)
	if strings.Contains(iss, "%s") {
		iss = fmt.Sprintf(iss, guid())
	}
	p := kv{{"aud", pick([]any{guid(), "api://helpdesk-portal", "https://graph.microsoft.com", "00000003-0000-0000-c000-000000000000"})}, {"iss", iss}, {"iat", iat}, {"nbf", iat}, {"exp", iat + pick([]int{3600, 3599, 5400, 86400})}}
	if email != "" {
		p = append(p, [2]any{pick([]string{"upn", "email", "preferred_username", "unique_name"}), email})
	}
	p = append(p, [2]any{"oid", guid()}, [2]any{"tid", guid()})
	if chance(0.5) {
		p = append(p, [2]any{"roles", []string{pick([]string{"Helpdesk.Agent", "Ticket.ReadWrite", "Device.Read.All", "User.Read"})}})
	}
	if chance(0.4) {
		p = append(p, [2]any{"scp", pick([]string{"openid profile email", "User.Read Mail.Send", "tickets:write"})}, [2]any{"ver", "2.0"})
	}
	var sig []byte
	switch alg {
	case "HS256":
		sig = randBytes(32)
	case "ES256":
		sig = randBytes(64)
	default:
		sig = randBytes(256)
	}
	return b64u(orderedJSON(h)) + "." + b64u(orderedJSON(p)) + "." + b64u(sig)
}

// ---------- device identifiers ----------
var tacs = []string{"35209900", "35332811", "35391110", "35676211", "86728703", "86891504", "01332700", "35875610", "35404906", "35296311", "49015420", "35466411", "86014305", "35918210"}

func imei() string { return luhnComplete(pick(tacs)+digits(6), 15) }
func imeiFmt(s string) string {
	switch r.IntN(4) {
	case 0:
		return s[:2] + " " + s[2:8] + " " + s[8:14] + " " + s[14:]
	case 1:
		return s[:2] + "-" + s[2:8] + "-" + s[8:14] + "-" + s[14:]
	default:
		return s
	}
}
func mac() string {
	b := randBytes(6)
	b[0] &^= 3
	oui := pick([]string{"00:1A:2B", "3C:22:FB", "A4:83:E7", "00:0E:C6", "F0:9F:C2", "80:5E:C0", "00:15:65", "64:16:7F", "AC:1F:6B", "B8:27:EB", "00:17:C8", "D8:BB:C1"})
	s := fmt.Sprintf("%s:%02X:%02X:%02X", oui, b[3], b[4], b[5])
	switch r.IntN(4) {
	case 0:
		return strings.ToLower(strings.ReplaceAll(s, ":", "-"))
	case 1:
		x := strings.ToLower(strings.ReplaceAll(s, ":", ""))
		return x[:4] + "." + x[4:8] + "." + x[8:]
	default:
		return s
	}
}
func ipPriv() string {
	switch r.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rn(0, 99), rn(0, 254), rn(2, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rn(0, 30), rn(2, 254))
	default:
		return fmt.Sprintf("172.%d.%d.%d", rn(16, 31), rn(0, 254), rn(2, 254))
	}
}
func ipPub() string {
	return pick([]string{"203.0.113.", "198.51.100.", "192.0.2.", "185.199.108.", "81.2.69.", "62.210.17.", "104.18.32."}) + fmt.Sprint(rn(2, 250))
}

func serial() string {
	switch r.IntN(7) {
	case 0: // Dell service tag
		return upAlnum(7)
	case 1: // HP
		return pick([]string{"5CG", "5CD", "CND", "MXL"}) + digits(4) + upAlnum(3)
	case 2: // Lenovo
		return pick([]string{"PF", "PC", "R9", "MP"}) + upAlnum(6)
	case 3: // Apple
		return pick([]string{"C02", "FVF", "C1M", "G6T"}) + upAlnum(9)
	case 4: // Surface: 12 digits
		return "0" + digits(11)
	case 5: // Cisco
		return pick([]string{"FCW", "FOC", "JAE"}) + digits(4) + upAlnum(4)
	default: // Samsung phone
		return "R5" + upAlnum(9)
	}
}
func assetTag() string {
	return pick([]string{"AT-", "IT-", "LT-", "MSP-", "ASSET ", "A"}) + fmt.Sprintf("%05d", rn(100, 99999))
}
func ticket() string {
	switch r.IntN(9) {
	case 0:
		return "INC00" + digits(5)
	case 1:
		return "RITM00" + digits(5)
	case 2:
		return "REQ00" + digits(5)
	case 3:
		return pick([]string{"ITSD", "HELP", "SD", "SUP", "MSP"}) + "-" + fmt.Sprint(rn(100, 48999))
	case 4:
		return "#" + fmt.Sprint(rn(10000, 999999))
	case 5:
		return "T2025" + fmt.Sprintf("%02d%02d.%04d", rn(1, 12), rn(1, 28), rn(1, 350))
	case 6:
		return "CHG00" + digits(5)
	case 7:
		return "SR-" + fmt.Sprint(rn(1000, 99999))
	default:
		return "TASK00" + digits(5)
	}
}
func kb() string { return "KB50" + digits(5) }
func winBuild() string {
	return pick([]string{"10.0.22631.", "10.0.19045.", "10.0.26100.", "10.0.22621."}) + fmt.Sprint(rn(1000, 4999))
}
func errCode() string {
	return pick([]string{"0x80070005", "0x8007045D", "0x80190001", "0x800CCC0E", "0x80004005", "0x8024402C", "0xC004F074", "0x80180014", "0x87D1041C", "0x80072EE2", "AADSTS50126", "AADSTS50076", "AADSTS700016", "AADSTS53003", "CAA50024", "0x0000011b", "0x00000709", "0x80070643", "0xCAA70004", "1603", "0x8018002b"})
}
func tvID() string {
	n := fmt.Sprint(rn(100000000, 1999999999))
	switch r.IntN(3) {
	case 0:
		return n
	default:
		// TeamViewer shows groups of three from the right
		var parts []string
		for len(n) > 3 {
			parts = append([]string{n[len(n)-3:]}, parts...)
			n = n[:len(n)-3]
		}
		parts = append([]string{n}, parts...)
		return strings.Join(parts, " ")
	}
}
func anydeskID() string {
	n := fmt.Sprint(rn(100000000, 1999999999))
	if chance(0.5) {
		return n
	}
	var parts []string
	for len(n) > 3 {
		parts = append([]string{n[len(n)-3:]}, parts...)
		n = n[:len(n)-3]
	}
	parts = append([]string{n}, parts...)
	return strings.Join(parts, " ")
}
func zoomID() string {
	n := nz(rn(10, 11))
	if len(n) == 10 {
		return n[:3] + " " + n[3:6] + " " + n[6:]
	}
	return n[:3] + " " + n[3:7] + " " + n[7:]
}
func ts() string {
	y, mo, d, h, mi, s := 2025, rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59)
	switch r.IntN(5) {
	case 0:
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", y, mo, d, h, mi, s)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", y, mo, d, h, mi, s)
	case 2:
		return fmt.Sprintf("%02d/%02d/%d %02d:%02d", mo, d, y, h, mi)
	case 3:
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03d+00:00", y, mo, d, h, mi, s, rn(0, 999))
	default:
		return fmt.Sprintf("%02d.%02d.%d %02d:%02d", d, mo, y, h, mi)
	}
}
func isoTs() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))
}
func dateS() string { return fmt.Sprintf("2025-%02d-%02d", rn(1, 12), rn(1, 28)) }
func hostname() string {
	return pick([]string{"LT-", "DESKTOP-", "WS-", "PC-", "MBP-", "SRV-", "NB-"}) + upAlnum(rn(5, 7))
}
func srvName() string {
	return pick([]string{"dc01", "dc02", "fs01", "print01", "rds-gw", "vpn-edge01", "nas01", "veeam01", "exch-hybrid", "sql02", "app03", "mgmt01"}) + pick([]string{".corp.local", ".ad.internal", "", ".lan"})
}

// ---------- secrets ----------
var pwWords = []string{"Harbor", "Maple", "Falcon", "Copper", "Lantern", "Orbit", "Summer", "Winter", "Granite", "Velvet", "Cobalt", "Meadow", "Thunder", "Pixel", "Nebula", "Sierra", "Juniper", "Coral", "Quartz", "Willow", "Tiger", "Rocket", "Saffron", "Glacier", "Pepper", "Mango", "Bramble", "Otter", "Canyon", "Ember", "Sonne", "Blume", "Soleil", "Luna", "Girasol", "Tramonto", "Kwiat", "Zomer", "Deniz", "Sakura"}
var pwSyms = "!#$%&*+-.=?^_~"

func password() string {
	switch r.IntN(8) {
	case 0:
		return pick(pwWords) + fmt.Sprint(rn(10, 2026)) + fromA(pwSyms, 1)
	case 1:
		return pick(pwWords) + fromA(pwSyms, 1) + pick(pwWords) + fmt.Sprint(rn(1, 99))
	case 2:
		return secretish(alnumA+"!#$%&*?", rn(10, 16))
	case 3:
		return strings.ToLower(pick(pwWords)) + "-" + strings.ToLower(pick(pwWords)) + "-" + strings.ToLower(pick(pwWords)) + "-" + fmt.Sprint(rn(10, 99))
	case 4:
		w := pick(pwWords)
		w = strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(w)
		return w + fromA(pwSyms, 1) + pick([]string{"Blu3", "R3d", "Gr33n", "K1ng", "St4r"}) + fmt.Sprint(rn(1, 9))
	case 5:
		return secretish(alnumA, rn(12, 20))
	case 6:
		return pick(pwWords) + fmt.Sprint(rn(1, 9)) + pick(pwWords) + fromA(pwSyms, 2)
	default:
		return fromA(upperA, 1) + fromA(lowerA, rn(3, 5)) + fromA(pwSyms, 1) + digits(4) + fromA(upperA, 2)
	}
}
func tempPassword() string {
	switch r.IntN(6) {
	case 0:
		return "Welcome" + fmt.Sprint(rn(2024, 2026)) + fromA("!#$", 1)
	case 1:
		return fromA(upperA, 1) + fromA(lowerA, 2) + fromA("#!%", 1) + digits(3) + fromA(upperA+lowerA, 3)
	case 2:
		return pick(pwWords) + "-" + pick(pwWords) + "-" + digits(2)
	case 3:
		return "Tmp" + fromA("!#", 1) + digits(4) + fromA(upperA, 1) + fromA(lowerA, 2)
	case 4:
		return secretish(alnumA, 12)
	default:
		return password()
	}
}

// url-safe password for use in URLs and connection strings
func urlPassword() string {
	for {
		p := password()
		if !strings.ContainsAny(p, "#%&?+=") {
			return p
		}
	}
}
func otpTV() string {
	switch r.IntN(3) {
	case 0:
		return lowAlnum(6)
	case 1:
		return secretish(alnumA, 8)
	default:
		return lowAlnum(4) + digits(2)
	}
}
func ghp() string      { return "ghp_" + alnum(36) }
func ghPat() string    { return "github_pat_11" + upAlnum(20) + "_" + alnum(59) }
func xoxb() string     { return "xoxb-" + nz(11) + "-" + nz(13) + "-" + alnum(24) }
func atera() string    { return hexs(32) }
func zendesk() string  { return secretish(alnumA, 40) }
func freshKey() string { return secretish(alnumA, 20) }
func azSecret() string {
	return alnum(3) + "8Q~" + fromA(alnumA+"_~.-", 34)
}
func gocspx() string { return "GOCSPX-" + fromA(b64uA, 28) }
func ya29() string   { return "ya29.a0" + fromA(b64uA, rn(120, 180)) }
func gRefresh() string {
	return "1//0" + fromA("abcdefgh", 1) + fromA(b64uA, 95)
}
func sendgrid() string { return "SG." + fromA(b64uA, 22) + "." + fromA(b64uA, 43) }
func atlassian() string {
	return "ATATT3xFfGF0" + fromA(b64uA, 170) + "=" + strings.ToUpper(hexs(8))
}
func awsSecret() string { return secretish(b64A, 40) }
func awsKeyID() string  { return "AKIA" + upAlnum(16) }
func azStorKey() string { return secretish(b64A, 86) + "==" }
func twilioTok() string { return hexs(32) }
func oktaSSWS() string  { return "00" + secretish(b64uA, 40) }
func pdKey() string     { return "u+" + secretish(alnumA+"_-", 18) }
func merakiKey() string { return hexs(40) }
func itglue() string    { return "ITG." + hexs(32) + "." + fromA(b64uA, 43) }
func duoSkey() string   { return secretish(alnumA, 40) }
func duoIkey() string   { return "DI" + upAlnum(18) }
func tvScript() string  { return fmt.Sprint(rn(1000000, 29999999)) + "-" + secretish(alnumA, 20) }
func ninjaSecret() string {
	return secretish(b64uA, 50)
}
func ninjaClient() string { return fromA(b64uA, 27) }
func cwKey() string       { return secretish(alnumA, 16) }
func dattoKey() string    { return upAlnum(rn(28, 32)) }
func dattoSecret() string { return secretish(alnumA, 32) }
func kaseyaTok() string {
	return hexs(8) + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(12)
}
func opaque() string {
	switch r.IntN(4) {
	case 0:
		return secretish(b64uA, rn(32, 64))
	case 1:
		return "eyA" + secretish(alnumA, 40) // not a JWT (no eyJ)
	case 2:
		return strings.ToUpper(hexs(2)) + secretish(alnumA, 42)
	default:
		return secretish(alnumA+"._-", rn(40, 80))
	}
}
func basicB64(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}
func snmpComm() string {
	switch r.IntN(3) {
	case 0:
		return pick([]string{"Pr1nt", "Mgmt", "Netw", "Mon1t"}) + fromA(pwSyms, 1) + secretish(alnumA, 8)
	case 1:
		return secretish(alnumA, 14)
	default:
		return strings.ToLower(pick(pwWords)) + digits(3) + "RO" + fromA(upperA, 2)
	}
}
func wifiPSK() string {
	switch r.IntN(3) {
	case 0:
		return password()
	case 1:
		return secretish(alnumA, rn(14, 24))
	default:
		return strings.ToLower(pick(pwWords)) + "." + strings.ToLower(pick(pwWords)) + "." + digits(4)
	}
}
func bitlockerKey() string {
	var parts []string
	for i := 0; i < 8; i++ {
		n := rn(0, 65535) * 11
		parts = append(parts, fmt.Sprintf("%06d", n))
	}
	return strings.Join(parts, "-")
}

func b64std(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
