package main

import (
	"fmt"
)

func (g *G) arMaybe(s string, p int) string {
	if g.pct(p) {
		return ar(s)
	}
	return s
}

// arAmount is a price in an Arabic text, Arabic-Indic digits or Western.
func (g *G) arAmount(cc string) string {
	n := g.rng(25, 4000)
	cur := map[string]string{"SA": "ر.س", "AE": "د.إ", "EG": "ج.م", "QA": "ر.ق", "JO": "د.أ", "LB": "$", "MA": "درهم", "DZ": "دج", "TN": "د.ت"}[cc]
	if g.pct(50) {
		return ar(fmt.Sprint(n)) + "٫" + ar(g.pick("00", "50", "99")) + " " + cur
	}
	return fmt.Sprint(n) + " " + cur
}

var items = []string{"Tecno Spark 20 phone", "Hisense 43\" smart TV", "Oraimo power bank 20000mAh", "Binatone blender", "pair of Nike Air Force 1 (size 43)", "Samsung Galaxy A15", "Ankara print gown", "LG microwave", "Itel A70", "HP 250 G9 laptop", "baby diapers (pack of 3)", "Defacto jeans", "Xiaomi Redmi Note 13", "gas cooker 4 burner"}

func commerceTemplates() []T {
	return []T{
		{"jumia_delivery_sms", true, true, func(b *B) {
			cc := b.pick("NG", "NG", "KE", "GH", "EG")
			dom := map[string]string{"NG": "jumia.com.ng", "KE": "jumia.co.ke", "GH": "jumia.com.gh", "EG": "jumia.com.eg"}[cc]
			n := b.name(cc)
			if b.clean {
				d1, d2 := b.span2(0)
				b.F("Jumia: Dear ¤, your package for order ¤ has been shipped and will be delivered between ¤ and ¤. Amount to pay on delivery: ¤. Track it on ¤/customer/order/index/",
					n.F, K(b.jumiaOrder()), K(d1), K(d2), K(b.amount(cc)), dom)
				return
			}
			agent := b.name(cc)
			switch b.n(3) {
			case 0:
				b.F("Jumia: Dear ¤, your order ¤ is out for delivery today. Amount to pay: ¤. Your delivery associate ¤ (¤) will call you before arrival.",
					n.F, K(b.jumiaOrder()), K(b.amount(cc)), agent.F, ph(b.phoneAny(cc)))
			case 1:
				b.F("JUMIA: Hi ¤! Order ¤ will be delivered today by ¤. Please keep your phone ¤ reachable. Pay ¤ on delivery (cash, card or JumiaPay).",
					n.F, K(b.jumiaOrder()), agent.Full(), ph(b.phone(cc, b.pick3(Local, Compact, Intl))), K(b.amount(cc)))
			default:
				b.F("Your Jumia package (order ¤) has arrived at the ¤ pickup station. Collect before ¤ with your order number. Station contact: ¤",
					K(b.jumiaOrder()), b.city(cc), K(b.date(0)), ph(b.phone(cc, Local)))
			}
		}},
		{"jumia_fr_maghreb", true, true, func(b *B) {
			cc := b.pick("MA", "MA", "MA", "DZ", "TN")
			n := b.name(cc)
			if b.clean {
				b.F("Jumia : Bonjour ¤, votre commande n° ¤ d'un montant de ¤ a été expédiée. Livraison prévue le ¤ entre 9h et 18h. Paiement à la livraison.",
					n.F, K(b.jumiaOrder()), K(b.amount(cc)), K(b.date(5)))
				return
			}
			if b.pct(50) {
				b.F("Jumia : Bonjour ¤, votre commande n° ¤ (¤) sera livrée aujourd'hui. Notre livreur ¤ vous contactera depuis le ¤. Merci de préparer le montant exact.",
					n.F, K(b.jumiaOrder()), K(b.amount(cc)), b.name(cc).F, ph(b.phone(cc, Local)))
			} else {
				b.F("Bonjour, j'ai passé la commande ¤ le ¤ et je n'ai toujours rien reçu. Le livreur ne répond pas. Vous pouvez me joindre au ¤ ou par mail : ¤. Cordialement, ¤",
					K(b.jumiaOrder()), K(b.date(5)), ph(b.phoneAny(cc)), em(b.email(n, cc)), n.Full())
			}
		}},
		{"takealot_email", true, true, func(b *B) {
			n := b.name("ZA")
			courier := b.pick("Takealot Delivery Team", "The Courier Guy", "DSV", "Pargo")
			if b.clean {
				b.F("Hi ¤,\n\nGood news! Your order ¤ has been shipped with ¤ (waybill ¤).\nEstimated delivery: ¤\nOrder total: ¤\n\nTrack it under My Account > Orders.\n\nTakealot",
					n.F, K(b.takealotOrder()), courier, K(b.waybill()), K(b.date(3)), K(b.amount("ZA")))
				return
			}
			b.F("Hi ¤,\n\nYour order ¤ is on its way with ¤ (waybill ¤).\nDelivery address: ¤ ¤ Street, ¤\nDelivery contact: ¤, ¤",
				n.F, K(b.takealotOrder()), courier, K(b.waybill()), fmt.Sprint(b.rng(2, 180)), b.pick("Vilakazi", "Main", "Jan Smuts", "Church", "Long", "Bree"), b.city("ZA"), n.Full(), ph(b.phoneAny("ZA")))
			if b.pct(40) {
				b.F(" | ¤", em(b.email(n, "ZA")))
			}
			b.F("\n\nIf you won't be home, reply to this email.\n\nTakealot")
		}},
		{"noon_ar", true, true, func(b *B) {
			cc := b.pick("SA", "AE", "EG")
			n := b.name(cc)
			if b.clean {
				b.F("عميلنا العزيز ¤، تم شحن طلبك رقم ¤ بقيمة ¤. موعد التوصيل المتوقع ¤. لتتبع الشحنة استخدم رقم التتبع ¤ في تطبيق نون.",
					n.NF, K(b.noonOrder()), K(b.arAmount(cc)), K(b.arMaybe(b.date(0), 50)), K(b.waybill()))
				return
			}
			p := b.phone(cc, b.pick3(Local, Compact, Intl))
			if b.pct(45) {
				p = ar(p)
			}
			b.F("عميلنا العزيز ¤، طلبك رقم ¤ بقيمة ¤ في الطريق إليك اليوم. سيتواصل معك المندوب على الرقم ¤ قبل الوصول، يرجى إبقاء الجوال متاحاً.",
				n.NF, K(b.noonOrder()), K(b.arAmount(cc)), ph(p))
		}},
		{"talabat_chat", true, false, func(b *B) {
			cc := b.pick("AE", "QA", "JO", "EG", "AE")
			p := b.phoneAny(cc)
			switch b.n(3) {
			case 0:
				b.F("Talabat order #¤\nRider: Hi sir I am downstairs near the ¤ entrance, pls call me ¤ i cant find the building\nYou: coming down 2 min",
					K(b.talabatOrder()), b.pick("Carrefour", "pharmacy", "mosque", "parking", "lobby"), ph(p))
			case 1:
				b.F("Delivery note: Villa ¤, street ¤, ¤. Call ¤ on arrival, don't ring the bell (baby sleeping). Order #¤ – ¤",
					fmt.Sprint(b.rng(2, 90)), fmt.Sprint(b.rng(3, 40)), b.city(cc), ph(p), K(b.talabatOrder()), K(b.amount(cc)))
			default:
				b.F("مرحبا، أنا المندوب من طلبات، وصلت عند البناية. رقمي ¤ اتصل فيني لو ما لقيتني. رقم الطلب ¤",
					ph(b.arMaybe(p, 40)), K(b.talabatOrder()))
			}
		}},
		{"order_complaint_email", true, false, func(b *B) {
			cc := b.cc([]string{"NG", "KE", "ZA", "GH", "AE", "SA", "QA", "EG", "PK"})
			n := b.name(cc)
			shop := b.pick("Jumia", "Takealot", "noon", "Amazon.ae", "Kilimall", "Konga", "Daraz", "Jiji")
			b.F("Subject: Wrong item delivered – order ¤\n\nHello ¤ support,\n\nI ordered a ¤ (¤) on ¤ but received a different model. Please arrange a return pickup. You can reach me on ¤ or at ¤.\n\nThanks,\n¤",
				K(b.jumiaOrder()), shop, b.pick(items...), K(b.amount(cc)), K(b.date(3)), ph(b.phoneAny(cc)), em(b.email(n, cc)), n.Full())
		}},
		{"pidgin_order_chat", true, false, func(b *B) {
			p := b.phone("NG", b.pick3(Local, Compact, Compact))
			switch b.n(3) {
			case 0:
				b.F("Good evening ma, abeg I wan order 2 of the ¤. Deliver am to ¤, my number na ¤. I go pay transfer once e reach. Thank you ma 🙏",
					b.pick(items...), b.city("NG"), ph(p))
			case 1:
				b.F("Oga the rider never reach o, na since 2pm I dey wait. Tell am make e call me for ¤ abeg, I dey ¤ junction",
					ph(p), b.pick("Ojuelegba", "Ikotun", "Berger", "Wuse 2", "Rumuokoro", "Agege"))
			default:
				b.F("Hello, I see your post for Instagram. How much be the ¤? If e still dey, send me account details make I pay. Whatsapp me on ¤",
					b.pick(items...), ph(p))
			}
		}},
		{"swahili_order", true, true, func(b *B) {
			till := b.nz(6)
			it := b.pick("mitungi 2 ya gesi 13kg", "magunia 3 ya mahindi", "viatu size 42", "simu Tecno Spark", "godoro la 5 by 6", "maziwa lita 10")
			if b.clean {
				b.F("Habari, ¤ ni bei gani? Niko ¤. Nikilipa kwa M-Pesa till number ¤ mtaleta leo? Asante.",
					it, b.city("KE"), K(till))
				return
			}
			b.F("Habari, nataka kuagiza ¤. Niko ¤, namba yangu ni ¤. Nitalipa kwa M-Pesa till ¤ mkifika. Asante sana.",
				it, b.city("KE"), ph(b.phone("KE", b.pick3(Local, Compact, Local))), K(till))
		}},
		{"urdu_order", true, true, func(b *B) {
			order := b.nz(9)
			if b.clean {
				b.F("السلام علیکم، آرڈر نمبر ¤ کی ٹریکنگ ¤ دکھا رہی ہے کہ پارسل ¤ ہب پر ہے۔ کب تک پہنچے گا؟ رقم ¤ کیش آن ڈیلیوری ہے۔",
					K(b.pick(order, ur(order))), K(b.waybill()), b.pick("لاہور", "کراچی", "اسلام آباد", "ملتان"), K(b.amount("PK")))
				return
			}
			p := b.phone("PK", b.pick3(Local, Compact, Local))
			if b.pct(45) {
				p = ur(p)
			}
			b.F("السلام علیکم، میں نے ¤ کو آرڈر نمبر ¤ دیا تھا لیکن ابھی تک ڈیلیوری نہیں ہوئی۔ رائیڈر سے کہیں مجھے اس نمبر پر کال کرے: ¤ شکریہ",
				K(b.date(0)), K(order), ph(p))
		}},
		{"hebrew_delivery", true, true, func(b *B) {
			n := b.name("IL")
			order := b.nz(8)
			if b.clean {
				b.F("שלום ¤, המשלוח שלך (הזמנה ¤) יצא לדרך ויגיע עד ¤. מספר מעקב: ¤. לשינוי כתובת היכנסו לאזור האישי.",
					n.NF, K(order), K(b.date(2)), K("IL"+b.digits(9)+"IS"))
				return
			}
			b.F("שלום ¤, המשלוח שלך (הזמנה ¤) יגיע מחר בין 10:00 ל-14:00. השליח יתקשר אליך למספר ¤. לשינוי מועד השיבו להודעה זו.",
				n.NF, K(order), ph(b.phone("IL", Local)))
		}},
		{"egypt_franco_chat", true, false, func(b *B) {
			p := b.phone("EG", b.pick3(Local, Compact, Compact))
			if b.pct(50) {
				b.F("ana 3amalt order raqam ¤ men 3 ayam w lessa mawsalsh 😡 el mandoob mesh byrod. raqamy ¤ law 3ayzeen tetawaslo ma3aya",
					K(b.jumiaOrder()), ph(p))
			} else {
				b.F("ya basha el 3enwan: 12 share3 ¤, ¤. kalemny 3ala ¤ abl ma tewsal 3shan el bawab",
					b.pick("Abbas El Akkad", "Mostafa El Nahas", "Makram Ebeid", "El Tahrir", "Gamal Abdel Nasser"), b.city("EG"), ph(p))
			}
		}},
		{"courier_booking", true, false, func(b *B) {
			c1 := b.cc(countries)
			c2 := c1
			if b.pct(40) {
				c2 = b.cc(countries)
			}
			n1, n2 := b.name(c1), b.name(c2)
			b.F("Waybill: ¤\nSender: ¤, ¤, Tel ¤\nReceiver: ¤, ¤, Tel ¤\nContents: ¤, ¤ kg\nDeclared value: ¤",
				K(b.awbAramex()), n1.Full(), b.city(c1), ph(b.phoneAny(c1)), n2.Full(), b.city(c2), ph(b.phoneAny(c2)),
				b.pick("documents", "clothing", "phone accessories", "spare parts", "cosmetics"), fmt.Sprintf("%d.%d", b.rng(0, 12), b.n(10)), K(b.amount(c1)))
		}},
		{"seller_api_json", true, false, func(b *B) {
			cc := b.cc([]string{"NG", "KE", "GH", "EG", "MA", "ZA"})
			n := b.name(cc)
			b.F(`{"order_number":"¤","status":"pending","customer":{"first_name":"¤","last_name":"¤","phone":"¤","email":"¤"},"address":{"city":"¤","country":"¤"},"price":"¤","created_at":"¤T¤:00Z"}`,
				K(b.jumiaOrder()), n.F, n.L, ph(b.phone(cc, b.pick3(E164, Compact, MSISDN))), em(b.email(n, cc)), b.city(cc), cc, K(fmt.Sprintf("%d.00", b.rng(1500, 90000))), K(b.date(1)), b.time24())
		}},
		{"ecommerce_order_status", false, true, func(b *B) {
			cc := b.cc(countries)
			b.F("Order ¤ – status changed from \"processing\" to \"shipped\" on ¤ at ¤. Carrier: ¤, tracking ¤. Items: ¤, subtotal ¤.",
				K(b.jumiaOrder()), K(b.date(1)), K(b.time24()), b.pick("Aramex", "DHL", "SMSA", "GIG Logistics", "Fargo", "Bosta", "TCS", "Leopards"), K(b.awbAramex()), fmt.Sprint(b.rng(1, 6)), K(b.amount(cc)))
		}},
	}
}

func (g *G) pick3(a, b, c int) int { return []int{a, b, c}[g.n(3)] }
