package main

import (
	"fmt"
	"strings"
)

// Look-alike values, written as each language's shops and offices write them.

func (b *B) Order() string {
	var v string
	switch b.L.Code {
	case "en":
		v = pick([]string{kOrderAmazon(), fmt.Sprintf("#%d", rng(100000, 999999)), "W" + digits(9), fmt.Sprintf("%d-%d", rng(1000, 9999), rng(100000, 999999))})
	case "de":
		v = pick([]string{kOrderAmazon(), luhnFail("1010" + digits(10)), fmt.Sprintf("DE%d", rng(10000000, 99999999)), fmt.Sprintf("%d", rng(40000000, 49999999))})
	case "fr":
		v = pick([]string{fmt.Sprintf("FR%d", rng(1000000, 9999999)), kOrderAmazon(), strings.ToUpper(randFrom("abcdefghjkmnpqrstuvwxyz", 9))})
	case "es":
		v = pick([]string{kOrderAmazon(), fmt.Sprintf("ES-%d", rng(1000000, 9999999)), fmt.Sprintf("%d", rng(100000000, 999999999))})
	case "pt":
		v = pick([]string{fmt.Sprintf("%d-01", rng(1000000000, 1999999999)), fmt.Sprintf("v%dmlb-01", rng(10000000, 99999999)), fmt.Sprintf("#%d", rng(100000, 999999))})
	case "it":
		v = pick([]string{kOrderAmazon(), fmt.Sprintf("IT%d", rng(10000000, 99999999)), fmt.Sprintf("%d/%d", rng(1000, 9999), rng(2023, 2025))})
	case "nl":
		v = pick([]string{luhnFail("1000" + digits(6) + "0"), fmt.Sprintf("NL-%d", rng(100000, 999999)), fmt.Sprintf("%d", rng(1000000000, 1999999999))})
	case "pl":
		v = pick([]string{fmt.Sprintf("%d", rng(10000000, 99999999)), fmt.Sprintf("ZAM/%d/%05d", rng(2023, 2025), rng(1, 99999)), kOrderAmazon()})
	case "ja":
		v = pick([]string{kOrderAmazon(), fmt.Sprintf("%06d-%06d", rng(230101, 251231), rng(0, 999999)), fmt.Sprintf("R%d", rng(10000000, 99999999))})
	case "zh":
		v = pick([]string{luhnFail(pick([]string{"1", "2", "3", "4"}) + digits(18)), luhnFail(nzdigits(12)), fmt.Sprintf("JD%d", rng(100000000, 999999999))})
	case "ru":
		v = pick([]string{fmt.Sprintf("%d-%04d", rng(10000000, 99999999), rng(0, 9999)), fmt.Sprintf("%d", rng(10000000, 99999999)), fmt.Sprintf("WB-%d", rng(1000000, 9999999))})
	case "tr":
		v = pick([]string{fmt.Sprintf("%d", rng(1000000000, 9999999999)), fmt.Sprintf("TY%d", rng(100000000, 999999999)), fmt.Sprintf("HB%d", rng(10000000, 99999999))})
	}
	return b.K(v)
}

func (b *B) Ticket() string {
	v := pick([]string{
		fmt.Sprintf("#%d", rng(100000, 9999999)),
		kOTRS(),
		fmt.Sprintf("CS-%d-%06d", rng(2023, 2025), rng(1, 999999)),
		fmt.Sprintf("INC%07d", rng(1, 9999999)),
		fmt.Sprintf("SR-%d", rng(10000, 99999)),
		fmt.Sprintf("%d", rng(10000000, 99999999)),
		fmt.Sprintf("TKT-%s", strings.ToUpper(randFrom("abcdefghjkmnpqrstuvwxyz23456789", 8))),
	})
	return b.K(v)
}

func (b *B) Ref() string {
	y := rng(2023, 2025)
	v := pick([]string{
		fmt.Sprintf("RE-%d-%05d", y, rng(1, 99999)),
		fmt.Sprintf("%d/%04d", y, rng(1, 9999)),
		fmt.Sprintf("INV-%08d", rng(1, 99999999)),
		fmt.Sprintf("Q-%d", rng(10000, 99999)),
		fmt.Sprintf("%d-%d", y, rng(100, 9999)),
		fmt.Sprintf("AZ %d/%02d", rng(100, 999), y%100),
	})
	return b.K(v)
}

func (b *B) Date() string  { return b.K(b.L.Date()) }
func (b *B) Price() string { return b.K(b.L.Currency()) }
func (b *B) Track() string { return b.K(kTrack()) }
func (b *B) Time() string  { return b.K(hhmm()) }

// Registry is a company footer line of the language (a keep).
func (b *B) Registry() string {
	var v string
	switch b.L.Code {
	case "en":
		v = pick([]string{fmt.Sprintf("Registered in England and Wales No. %08d", rng(1000000, 14999999)), fmt.Sprintf("VAT Reg. GB %d %04d %02d", rng(100, 999), rng(0, 9999), rng(0, 99))})
	case "de":
		v = fmt.Sprintf("Amtsgericht %s HRB %d · USt-IdNr. DE%09d", pick([]string{"Bremen", "München", "Hamburg", "Köln"}), rng(10000, 299999), rng(100000000, 999999999))
	case "fr":
		v = fmt.Sprintf("SIRET %03d %03d %03d %05d", rng(300, 999), rng(0, 999), rng(0, 999), rng(10, 99999))
	case "es":
		v = fmt.Sprintf("CIF B%08d", rng(10000000, 99999999))
	case "pt":
		v = fmt.Sprintf("CNPJ %02d.%03d.%03d/0001-%02d", rng(10, 99), rng(0, 999), rng(0, 999), rng(0, 99))
	case "it":
		v = fmt.Sprintf("P.IVA %011d", rng(1000000000, 9999999999))
	case "nl":
		v = fmt.Sprintf("KvK %08d · BTW NL%09dB01", rng(10000000, 99999999), rng(100000000, 999999999))
	case "pl":
		v = fmt.Sprintf("NIP %03d-%03d-%02d-%02d, REGON %09d", rng(100, 999), rng(0, 999), rng(0, 99), rng(0, 99), rng(100000000, 999999999))
	case "ja":
		v = fmt.Sprintf("登録番号：T%013d", rng(1000000000000, 9999999999999))
	case "zh":
		v = fmt.Sprintf("统一社会信用代码：91%d%s", rng(110000, 650000), strings.ToUpper(randFrom("0123456789abcdefghjklmnpqrtuwxy", 10)))
	case "ru":
		v = fmt.Sprintf("ИНН %010d, КПП %09d", rng(1000000000, 9999999999), rng(100000000, 999999999))
	case "tr":
		v = fmt.Sprintf("Vergi Dairesi: %s, Vergi No: %010d", pick([]string{"Şişli", "Kadıköy", "Çankaya", "Konak"}), rng(1000000000, 9999999999))
	}
	return b.K(v)
}

// Exp is a card expiry (neither pii nor keep).
func Exp() string { return fmt.Sprintf("%02d/%02d", rng(1, 12), rng(25, 31)) }

func cardFor(code string) string {
	switch code {
	case "en":
		return card(pick([]string{"visa", "amex", "mastercard", "discover", "mastercard2"}))
	case "ja":
		return card(pick([]string{"jcb", "jcb", "visa", "mastercard"}))
	case "zh":
		return card(pick([]string{"unionpay", "unionpay16", "unionpay"}))
	case "ru":
		return card(pick([]string{"mir", "mir", "visa"}))
	case "tr":
		return card(pick([]string{"troy", "visa", "mastercard"}))
	case "de", "nl":
		return card(pick([]string{"visa", "mastercard", "mastercard2", "amex"}))
	case "it", "fr", "es":
		return card(pick([]string{"visa", "mastercard", "maestro", "amex"}))
	}
	return card(pick([]string{"visa", "mastercard", "diners"}))
}
