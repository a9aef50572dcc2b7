package main

import (
	"fmt"
	"strings"
)

type product struct {
	name, sku, model, gtin, hs string
	cents                      int
	kg                         float64
	dims                       string
}

var prodNames = []string{
	"Wireless Noise Cancelling Headphones", "Stainless Steel Water Bottle 750ml", "Organic Cotton T-Shirt", "USB-C Hub 7-in-1", "Ceramic Pour-Over Coffee Set",
	"Yoga Mat 6mm Non-Slip", "LED Desk Lamp with Wireless Charger", "Merino Wool Socks (3 Pack)", "Cast Iron Skillet 10.25\"", "Kids' Rain Jacket",
	"Mechanical Keyboard 75% Hot-Swap", "Leather Card Holder Wallet", "Bamboo Cutting Board Set", "Smart Plug Mini (4-pack)", "Running Shoes Men's",
	"Handmade Kilim Cushion Cover 45x45", "Phone Case for iPhone 15 Pro", "Linen Duvet Cover King", "Portable Bluetooth Speaker IPX7", "Espresso Tamper 58mm",
}

var modelNums = []string{"WH-1000XM5", "SM-S918B/DS", "A2893", "KD-55X85L", "DCD791D2", "MX Keys S", "HD 450BT", "RT-AX58U", "PX7 S2", "EOS R50", "QN65Q80CAFXZA", "MQ6T3LL/A", "G502 X", "T7 Shield 2TB", "BKS-2200-BLK"}

func sku() string {
	return pick(
		rs(2, upper)+"-"+pick("BLK", "WHT", "NVY", "GRN", "RED")+"-"+pick("S", "M", "L", "XL", "XXL")+"-"+rd(4),
		pick("SKU", "ART", "ITM")+"-"+rd(6),
		rs(3, upper)+rd(5)+rs(1, upper),
		pick("HB", "CW", "YM", "TS")+rd(3)+"-"+rd(2),
		fmt.Sprintf("%s-%d-%s", rs(3, upper), rng(100, 999), pick("V2", "PRO", "MINI", "2024")),
	)
}

func hsCode() string {
	return pick("6109.10.00", "8518.30.20", "8471.80", "6404.11", "7323.93", "9405.21", "4202.32", "8504.40.95", "6302.31.00", "3304.99", "9503.00.00", "6109.10.0012", "8517.62")
}

func newProduct(l *Loc) product {
	gtin := pick(ean13(pick("400", "401", "426", "590", "869", "789", "750", "690", "880", "890", "800", "840", "871", "300", "500", "629")), upcA())
	return product{name: pl(prodNames), sku: sku(), model: pl(modelNums), gtin: gtin, hs: hsCode(), cents: rng(499, 49999), kg: float64(rng(1, 250)) / 10,
		dims: pick(fmt.Sprintf("%d x %d x %d cm", rng(5, 60), rng(5, 40), rng(2, 30)), fmt.Sprintf("%.1f\" x %.1f\" x %.1f\"", float64(rng(20, 200))/10, float64(rng(20, 150))/10, float64(rng(5, 80))/10), fmt.Sprintf("%dx%dx%d mm", rng(50, 600), rng(50, 400), rng(10, 300)))}
}

func weight(kg float64, l *Loc) string {
	if l.code == "en-US" {
		return fmt.Sprintf("%.1f lb", kg*2.2046)
	}
	s := fmt.Sprintf("%.2f kg", kg)
	if l.code == "de" || l.code == "fr" || l.code == "es" || l.code == "it" || l.code == "pl" || l.code == "pt-BR" || l.code == "tr" || l.code == "nl" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

func coupon() string {
	return pick("SAVE"+fmt.Sprint(rng(10, 40))+"-"+rs(4, upNum), "WELCOME10", "BF2024-"+rs(6, upNum), "FRETEGRATIS", "SOMMER"+fmt.Sprint(rng(10, 30)), "NOEL-"+rs(5, upNum), "10OFF"+rs(3, upNum), "HAPPY"+rd(3))
}

func vat(l *Loc) string {
	switch l.code {
	case "de":
		return "DE" + rdNZ(9)
	case "fr":
		return "FR" + rd(2) + rdNZ(9)
	case "it":
		return "IT" + rd(11)
	case "es":
		return "ES" + pick("B", "A") + rd(8)
	case "nl":
		return "NL" + rd(9) + "B0" + rd(1)
	case "pl":
		return "PL" + rdNZ(10)
	case "en-GB":
		return "GB" + pick(rdNZ(9), rd(3)+" "+rd(4)+" "+rd(2))
	case "hi":
		return fmt.Sprintf("%02d%s%s%s1Z%s", rng(1, 37), rs(5, upper), rd(4), rs(1, upper), rs(1, upNum))
	case "tr":
		return "VKN " + rdNZ(10)
	case "ja":
		return "T" + rdNZ(13)
	case "ar":
		return "3" + rd(13) + "3"
	}
	return "IE" + rd(7) + rs(1, upper)
}

func vatLabel(l *Loc) string {
	switch l.code {
	case "de":
		return pick("USt-IdNr.:", "USt-ID", "VAT ID:")
	case "fr":
		return pick("N° TVA intracom. :", "TVA :")
	case "it":
		return pick("P.IVA", "Partita IVA:")
	case "es":
		return pick("NIF/CIF:", "NIF-IVA:")
	case "nl":
		return pick("btw-nr.:", "BTW:")
	case "pl":
		return pick("NIP UE:", "VAT UE:")
	case "en-GB":
		return pick("VAT Reg No:", "VAT No.")
	case "hi":
		return "GSTIN:"
	case "tr":
		return "Vergi Dairesi Kadıköy"
	case "ja":
		return "登録番号："
	case "ar":
		return "الرقم الضريبي:"
	}
	return "VAT:"
}
