package main

import "strings"

type pkind struct {
	mob  bool
	gen  func(g *G) string // national significant number (what follows the country code)
	nat  []string          // patterns for the national form; X count = len(trunk+nsn)
	intl []string          // patterns for the NSN after "+cc "
}

type country struct {
	code, cc, trunk string
	kinds           []pkind
	first, last     []string
	mail            []string
	lat, lon        float64
	mcc             string
	mncs            []string
	plate           func(g *G) string
	cur             string
	arrive          []string // "call me on arrival" phrases ending with a space
	callWord        string   // local word for phone label
}

func (c *country) mobile() *pkind {
	for i := range c.kinds {
		if c.kinds[i].mob {
			return &c.kinds[i]
		}
	}
	return &c.kinds[0]
}

var C []*country
var byCode = map[string]*country{}

func pre(p string, n int) func(g *G) string {
	return func(g *G) string { return p + g.d(n) }
}
func preFrom(ps []string, n int) func(g *G) string {
	return func(g *G) string { return pick(g, ps) + g.d(n) }
}

func init() {
	usAreas := []string{"212", "312", "415", "646", "702", "713", "305", "404", "617", "206", "503", "469", "512", "480", "619", "773", "929", "347", "818", "971"}
	C = []*country{
		{code: "US", cc: "1", trunk: "", kinds: []pkind{{mob: true,
			gen: func(g *G) string {
				ex := ""
				for {
					ex = string(rune('2'+g.r.IntN(8))) + g.d(2)
					if ex != "555" && ex[1:] != "11" {
						break
					}
				}
				return pick(g, usAreas) + ex + g.d(4)
			},
			nat:  []string{"(XXX) XXX-XXXX", "XXX-XXX-XXXX", "XXX.XXX.XXXX", "1-XXX-XXX-XXXX", "(XXX)XXX-XXXX", "XXX-XXX-XXXX"},
			intl: []string{"XXX XXX XXXX", "XXX-XXX-XXXX", "(XXX) XXX-XXXX", "XXXXXXXXXX"}}},
			first: []string{"Tyler", "Jessica", "Marcus", "Ashley", "DeShawn", "Emily", "Carlos", "Megan", "Brandon", "Keisha"},
			last:  []string{"Johnson", "Miller", "Garcia", "Thompson", "Robinson", "Walker", "Nguyen", "Brooks", "Patterson", "Reyes"},
			mail:  []string{"gmail.com", "yahoo.com", "outlook.com", "comcast.net", "att.net", "icloud.com"},
			lat:   40.7128, lon: -74.0060, mcc: "310", mncs: []string{"260", "410", "120"},
			plate: func(g *G) string { return g.d(1) + g.s(upper, 3) + g.d(3) }, cur: "USD",
			arrive: []string{"Call me on arrival ", "pls text when outside ", "ring the bell, if no answer call ", "Driver: call cust at "}, callWord: "Phone"},
		{code: "UK", cc: "44", trunk: "0", kinds: []pkind{
			{mob: true, gen: func(g *G) string { return "7" + string(rune('4'+g.r.IntN(6))) + g.d(8) },
				nat:  []string{"XXXXX XXXXXX", "XXXXXXXXXXX", "XXXXX XXX XXX", "XXXX XXX XXXX"},
				intl: []string{"XXXX XXXXXX", "XXXXXXXXXX", "(0)XXXX XXXXXX", "XXXX XXX XXX"}},
			{gen: func(g *G) string { return pick(g, []string{"20 7946 ", "20 3", "161 496 ", "113 496 ", "121 496 "}) }}, // placeholder replaced below

		},
			first: []string{"Oliver", "Amelia", "Harry", "Isla", "Callum", "Sophie", "Rhys", "Priya", "Liam", "Chloe"},
			last:  []string{"Smith", "Jones", "Taylor", "Davies", "Evans", "Wilson", "Patel", "Hughes", "Clarke", "Murphy"},
			mail:  []string{"btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "yahoo.co.uk", "virginmedia.com"},
			lat:   51.5074, lon: -0.1278, mcc: "234", mncs: []string{"15", "10", "30", "20"},
			plate: func(g *G) string { return g.s(upper, 2) + g.d(2) + " " + g.s(upper, 3) }, cur: "GBP",
			arrive: []string{"Call me on arrival ", "Please ring on arrival - ", "If no answer at door call ", "leave in porch, or call "}, callWord: "Tel"},
		{code: "DE", cc: "49", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"151", "152", "160", "162", "170", "171", "172", "176", "177", "179"}, 8),
				nat:  []string{"XXXX XXXXXXXX", "XXXX/XXXXXXXX", "XXXX XXXX XXXX", "XXXX-XXXXXXXX", "XXXXXXXXXXXX"},
				intl: []string{"XXX XXXXXXXX", "(0)XXX XXXXXXXX", "XXX XXXX XXXX", "XXXXXXXXXXX"}},
			{gen: pre("30", 8), nat: []string{"XXX XXXXXXXX", "XXX/XXXXXXXX", "XXX XX XX XX XX"}, intl: []string{"XX XXXXXXXX", "(0)XX XXXXXXXX", "XX XXXX XXXX"}},
		},
			first: []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Hannah", "Maximilian", "Sophie", "Jürgen", "Katrin"},
			last:  []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer"},
			mail:  []string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de"},
			lat:   52.5200, lon: 13.4050, mcc: "262", mncs: []string{"01", "02", "03"},
			plate: func(g *G) string {
				return pick(g, []string{"B", "M", "HH", "K", "F"}) + "-" + g.s(upper, 2) + " " + g.d(4)
			}, cur: "EUR",
			arrive: []string{"Bitte bei Ankunft anrufen: ", "Bitte vorher kurz anrufen ", "Paket bitte beim Nachbarn, sonst Handy ", "Klingel defekt, bitte anrufen unter "}, callWord: "Tel."},
		{code: "FR", cc: "33", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"6", "7"}, 8), nat: []string{"XX XX XX XX XX", "XX.XX.XX.XX.XX", "XXXXXXXXXX", "XX-XX-XX-XX-XX"}, intl: []string{"X XX XX XX XX", "XXXXXXXXX", "(0)X XX XX XX XX"}},
			{gen: preFrom([]string{"1", "4", "5"}, 8), nat: []string{"XX XX XX XX XX", "XX.XX.XX.XX.XX"}, intl: []string{"X XX XX XX XX"}},
		},
			first: []string{"Camille", "Lucas", "Manon", "Hugo", "Chloé", "Théo", "Inès", "Mathieu", "Léa", "Nicolas"},
			last:  []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"},
			mail:  []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
			lat:   48.8566, lon: 2.3522, mcc: "208", mncs: []string{"01", "10", "20", "15"},
			plate: func(g *G) string { return g.s(upper, 2) + "-" + g.d(3) + "-" + g.s(upper, 2) }, cur: "EUR",
			arrive: []string{"Merci d'appeler à l'arrivée au ", "Digicode en panne, appelez-moi au ", "Sonnez, sinon tél ", "Prévenir 10 min avant au "}, callWord: "Tél"},
		{code: "ES", cc: "34", trunk: "", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"6", "7"}, 8), nat: []string{"XXX XXX XXX", "XXX XX XX XX", "XXXXXXXXX", "XXX-XXX-XXX"}, intl: []string{"XXX XXX XXX", "XXXXXXXXX", "XXX XX XX XX"}},
			{gen: preFrom([]string{"91", "93", "96"}, 7), nat: []string{"XXX XX XX XX", "XX XXX XX XX"}, intl: []string{"XX XXX XX XX"}},
		},
			first: []string{"Lucía", "Hugo", "Martina", "Pablo", "Sofía", "Alejandro", "Carmen", "Javier", "Elena", "Sergio"},
			last:  []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz"},
			mail:  []string{"gmail.com", "hotmail.es", "telefonica.net", "yahoo.es", "outlook.es"},
			lat:   40.4168, lon: -3.7038, mcc: "214", mncs: []string{"01", "03", "07"},
			plate: func(g *G) string { return g.d(4) + " " + g.s("BCDFGHJKLMNPRSTVWXYZ", 3) }, cur: "EUR",
			arrive: []string{"Llamar al llegar al ", "Si no estoy, llamar al ", "Avisar antes al móvil ", "Portero no funciona, llame al "}, callWord: "Tel."},
		{code: "IT", cc: "39", trunk: "", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"320", "328", "333", "338", "340", "347", "348", "349", "366", "393"}, 7), nat: []string{"XXX XXX XXXX", "XXX XXXXXXX", "XXX-XXXXXXX", "XXX.XXX.XXXX", "XXXXXXXXXX"}, intl: []string{"XXX XXX XXXX", "XXX XXXXXXX", "XXXXXXXXXX"}},
			{gen: preFrom([]string{"02", "06"}, 8), nat: []string{"XXXXXXXXXX", "XX XXXX XXXX", "XX/XXXXXXXX"}, intl: []string{"XX XXXX XXXX", "XXXXXXXXXX"}},
		},
			first: []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo", "Valentina", "Davide"},
			last:  []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"},
			mail:  []string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"},
			lat:   45.4642, lon: 9.1900, mcc: "222", mncs: []string{"01", "10", "88"},
			plate: func(g *G) string { return g.s(upper, 2) + " " + g.d(3) + " " + g.s(upper, 2) }, cur: "EUR",
			arrive: []string{"Chiamare all'arrivo al ", "Citofono guasto, chiamare il ", "Se non rispondo al citofono: cell. ", "Avvisare prima al numero "}, callWord: "Cell."},
		{code: "NL", cc: "31", trunk: "0", kinds: []pkind{
			{mob: true, gen: pre("6", 8), nat: []string{"XX-XXXXXXXX", "XX XXXX XXXX", "XXXXXXXXXX", "XX XX XX XX XX"}, intl: []string{"X XXXX XXXX", "X XXXXXXXX", "(0)X XXXXXXXX", "XXXXXXXXX"}},
			{gen: preFrom([]string{"20", "10", "30"}, 7), nat: []string{"XXX-XXXXXXX", "XXX XXX XXXX"}, intl: []string{"XX XXX XXXX"}},
		},
			first: []string{"Daan", "Emma", "Sem", "Julia", "Lucas", "Tess", "Bram", "Sanne", "Ruben", "Fleur"},
			last:  []string{"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "Bos"},
			mail:  []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "outlook.com"},
			lat:   52.3676, lon: 4.9041, mcc: "204", mncs: []string{"08", "16", "04"},
			plate: func(g *G) string { return g.d(2) + "-" + g.s("BDFGHJKLNPRSTXZ", 3) + "-" + g.d(1) }, cur: "EUR",
			arrive: []string{"Bel even bij aankomst: ", "Bel aan, anders mobiel ", "Graag vooraf bellen naar ", "Niet thuis? Bel "}, callWord: "Tel."},
		{code: "PL", cc: "48", trunk: "", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"50", "51", "53", "57", "60", "66", "69", "72", "78", "88"}, 7), nat: []string{"XXX XXX XXX", "XXX-XXX-XXX", "XXXXXXXXX"}, intl: []string{"XXX XXX XXX", "XXXXXXXXX", "XXX-XXX-XXX"}},
			{gen: preFrom([]string{"22", "12", "71"}, 7), nat: []string{"XX XXX XX XX"}, intl: []string{"XX XXX XX XX"}},
		},
			first: []string{"Jakub", "Zuzanna", "Antoni", "Julia", "Szymon", "Maja", "Kacper", "Zofia", "Wojciech", "Agnieszka"},
			last:  []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Dąbrowski", "Kozłowski"},
			mail:  []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"},
			lat:   52.2297, lon: 21.0122, mcc: "260", mncs: []string{"01", "02", "03", "06"},
			plate: func(g *G) string { return pick(g, []string{"WX", "KR", "PO", "WE", "DW"}) + " " + g.d(5) }, cur: "PLN",
			arrive: []string{"Proszę dzwonić po przyjeździe: ", "Kurier proszony o telefon ", "Domofon nie działa, tel. ", "Przed dostawą zadzwonić "}, callWord: "tel."},
		{code: "BR", cc: "55", trunk: "", kinds: []pkind{
			{mob: true, gen: func(g *G) string {
				return pick(g, []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19"}) + "9" + string(rune('6'+g.r.IntN(4))) + g.d(7)
			},
				nat:  []string{"(XX) XXXXX-XXXX", "(XX) X XXXX-XXXX", "XX XXXXX-XXXX", "(XX)XXXXX-XXXX", "XX XXXXXXXXX"},
				intl: []string{"XX XXXXX-XXXX", "(XX) XXXXX-XXXX", "XX X XXXX-XXXX", "XXXXXXXXXXX"}},
		},
			first: []string{"João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Gabriel", "Larissa", "Rafael", "Juliana"},
			last:  []string{"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa", "Rodrigues", "Almeida"},
			mail:  []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br"},
			lat:   -23.5505, lon: -46.6333, mcc: "724", mncs: []string{"05", "06", "10", "11"},
			plate: func(g *G) string { return g.s(upper, 3) + g.d(1) + g.s(upper, 1) + g.d(2) }, cur: "BRL",
			arrive: []string{"Ligar quando chegar: ", "Interfone quebrado, chama no zap ", "Favor ligar antes p/ ", "Se ninguém atender, ligar "}, callWord: "Cel"},
		{code: "MX", cc: "52", trunk: "", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"55", "33", "81", "222", "442"}, 0),
				nat:  []string{"XX XXXX XXXX", "(XX) XXXX-XXXX", "XX-XXXX-XXXX", "XXXXXXXXXX"},
				intl: []string{"XX XXXX XXXX", "1 XX XXXX XXXX", "XXXXXXXXXX", "(XX) XXXX XXXX"}},
		},
			first: []string{"José", "Guadalupe", "Luis", "Fernanda", "Miguel", "Ximena", "Jorge", "Daniela", "Ricardo", "Paola"},
			last:  []string{"Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Flores"},
			mail:  []string{"gmail.com", "hotmail.com", "prodigy.net.mx", "yahoo.com.mx", "outlook.com"},
			lat:   19.4326, lon: -99.1332, mcc: "334", mncs: []string{"020", "030", "050"},
			plate: func(g *G) string { return g.s(upper, 3) + "-" + g.d(3) + "-" + g.s(upper, 1) }, cur: "MXN",
			arrive: []string{"Marcar al llegar al ", "Favor de hablar antes al cel ", "Si no abren, marcar al ", "Avisar por WhatsApp al "}, callWord: "Cel."},
		{code: "IN", cc: "91", trunk: "0", kinds: []pkind{
			{mob: true, gen: func(g *G) string { return string(rune('6'+g.r.IntN(4))) + g.d(9) }, nat: []string{"XXXXX XXXXX", "XXXXXXXXXXX", "XXXXX-XXXXX"}, intl: []string{"XXXXX XXXXX", "XXXXXXXXXX", "XXXXX-XXXXX", "XX XX XXXXXX"}},
		},
			first: []string{"Priya", "Rahul", "Ananya", "Arjun", "Sneha", "Vikram", "Deepa", "Rohit", "Kavya", "Suresh"},
			last:  []string{"Sharma", "Verma", "Iyer", "Reddy", "Nair", "Gupta", "Patel", "Kumar", "Singh", "Menon"},
			mail:  []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"},
			lat:   19.0760, lon: 72.8777, mcc: "404", mncs: []string{"45", "10", "20", "86"},
			plate: func(g *G) string {
				return pick(g, []string{"MH", "KA", "DL", "TN", "TS"}) + " " + g.d(2) + " " + g.s(upper, 2) + " " + g.d(4)
			}, cur: "INR",
			arrive: []string{"Call before coming, ", "pls call on reaching gate ", "Delivery boy call me ", "Security will not allow, call "}, callWord: "Mob"},
		{code: "ID", cc: "62", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"811", "812", "813", "821", "852", "857", "878", "895"}, 8), nat: []string{"XXXX-XXXX-XXXX", "XXXX XXXX XXXX", "XXXXXXXXXXXX"}, intl: []string{"XXX-XXXX-XXXX", "XXX XXXX XXXX", "XXXXXXXXXXX"}},
		},
			first: []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Fajar", "Indah"},
			last:  []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Pratama", "Susanto", "Lestari", "Nugroho", "Rahmawati"},
			mail:  []string{"gmail.com", "yahoo.co.id", "ymail.com"},
			lat:   -6.2088, lon: 106.8456, mcc: "510", mncs: []string{"10", "11", "01", "89"},
			plate: func(g *G) string { return pick(g, []string{"B", "D", "L", "F"}) + " " + g.d(4) + " " + g.s(upper, 3) }, cur: "IDR",
			arrive: []string{"Tolong telepon kalau sudah sampai ", "Kalau sudah di depan WA ke ", "Titip satpam, hubungi ", "Rumah pagar hitam, telp "}, callWord: "HP"},
		{code: "PH", cc: "63", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"905", "915", "917", "918", "927", "939", "945", "998"}, 7), nat: []string{"XXXX XXX XXXX", "XXXXXXXXXXX", "XXXX-XXX-XXXX"}, intl: []string{"XXX XXX XXXX", "XXXXXXXXXX", "XXX-XXX-XXXX"}},
		},
			first: []string{"Juan", "Maria", "Jose", "Kristine", "Mark", "Angelica", "John Paul", "Rhea", "Jerome", "Mae"},
			last:  []string{"Dela Cruz", "Santos", "Reyes", "Bautista", "Garcia", "Mendoza", "Ramos", "Aquino", "Castillo", "Villanueva"},
			mail:  []string{"gmail.com", "yahoo.com", "yahoo.com.ph"},
			lat:   14.5995, lon: 120.9842, mcc: "515", mncs: []string{"02", "03", "05"},
			plate: func(g *G) string { return g.s(upper, 3) + " " + g.d(4) }, cur: "PHP",
			arrive: []string{"Pakitawagan po ako pagdating, ", "Text muna bago dumating ", "Paki-call si ate sa ", "Pls call pag nasa gate na "}, callWord: "CP#"},
		{code: "NG", cc: "234", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"803", "806", "813", "703", "706", "805", "807", "802", "809", "818"}, 7), nat: []string{"XXXX XXX XXXX", "XXXXXXXXXXX", "XXXX-XXX-XXXX"}, intl: []string{"XXX XXX XXXX", "XXXXXXXXXX", "XXX-XXX-XXXX"}},
		},
			first: []string{"Chinedu", "Ngozi", "Emeka", "Funmilayo", "Tunde", "Aisha", "Ifeanyi", "Blessing", "Oluwaseun", "Halima"},
			last:  []string{"Okafor", "Adeyemi", "Okonkwo", "Balogun", "Eze", "Abubakar", "Nwosu", "Ogunleye", "Bello", "Obi"},
			mail:  []string{"gmail.com", "yahoo.com", "yahoo.co.uk"},
			lat:   6.5244, lon: 3.3792, mcc: "621", mncs: []string{"30", "20", "50", "60"},
			plate: func(g *G) string {
				return pick(g, []string{"LND", "KJA", "ABJ", "EKY"}) + " " + g.d(3) + " " + g.s(upper, 2)
			}, cur: "NGN",
			arrive: []string{"Call me when you reach gate ", "Flash this number when you get to the junction ", "Pls call b4 coming ", "Dispatch rider should call "}, callWord: "Tel"},
		{code: "KE", cc: "254", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"70", "71", "72", "74", "79", "11"}, 7), nat: []string{"XXXX XXXXXX", "XXXX XXX XXX", "XXXXXXXXXX"}, intl: []string{"XXX XXX XXX", "XXXXXXXXX", "XXX XXXXXX"}},
		},
			first: []string{"Wanjiru", "Kamau", "Achieng", "Otieno", "Njeri", "Mwangi", "Akinyi", "Kiprop", "Wambui", "Omondi"},
			last:  []string{"Kariuki", "Odhiambo", "Mutua", "Kipchoge", "Njoroge", "Wekesa", "Chebet", "Ouma", "Kimani", "Wanyama"},
			mail:  []string{"gmail.com", "yahoo.com", "outlook.com"},
			lat:   -1.2921, lon: 36.8219, mcc: "639", mncs: []string{"02", "03", "07"},
			plate: func(g *G) string { return "K" + g.s(upper, 2) + " " + g.d(3) + g.s(upper, 1) }, cur: "KES",
			arrive: []string{"Nipigie ukifika ", "Call me ukifika gate ", "Niko kazini, piga ", "Leave with askari or call "}, callWord: "Simu"},
		{code: "ZA", cc: "27", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"82", "83", "72", "73", "76", "79", "84", "61"}, 7), nat: []string{"XXX XXX XXXX", "XXXXXXXXXX", "XXX-XXX-XXXX"}, intl: []string{"XX XXX XXXX", "XXXXXXXXX", "(0)XX XXX XXXX"}},
			{gen: preFrom([]string{"21", "11", "31"}, 7), nat: []string{"XXX XXX XXXX"}, intl: []string{"XX XXX XXXX"}},
		},
			first: []string{"Thabo", "Naledi", "Sipho", "Lerato", "Pieter", "Anele", "Johan", "Zanele", "Kagiso", "Ayanda"},
			last:  []string{"Nkosi", "Dlamini", "van der Merwe", "Botha", "Mokoena", "Naidoo", "Khumalo", "Pretorius", "Ndlovu", "Mahlangu"},
			mail:  []string{"gmail.com", "webmail.co.za", "telkomsa.net", "mweb.co.za"},
			lat:   -33.9249, lon: 18.4241, mcc: "655", mncs: []string{"01", "07", "10"},
			plate: func(g *G) string { return "CA " + g.d(3) + "-" + g.d(3) }, cur: "ZAR",
			arrive: []string{"Phone me when you're at the gate ", "Complex gate - buzz unit 14 or call ", "Guard won't let you in, call ", "Please WhatsApp on arrival "}, callWord: "Cell"},
		{code: "AE", cc: "971", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"50", "52", "54", "55", "56", "58"}, 7), nat: []string{"XXX XXX XXXX", "XXXXXXXXXX", "XXX-XXXXXXX"}, intl: []string{"XX XXX XXXX", "XXXXXXXXX", "XX-XXX-XXXX"}},
			{gen: preFrom([]string{"4", "2"}, 7), nat: []string{"XX XXX XXXX"}, intl: []string{"X XXX XXXX"}},
		},
			first: []string{"Ahmed", "Fatima", "Mohammed", "Mariam", "Omar", "Aisha", "Khalid", "Noura", "Rashid", "Layla"},
			last:  []string{"Al Mansoori", "Al Hashimi", "Khan", "Al Suwaidi", "Rahman", "Haddad", "Al Nuaimi", "Qureshi", "Saleh", "Farouk"},
			mail:  []string{"gmail.com", "hotmail.com", "emirates.net.ae", "outlook.com"},
			lat:   25.2048, lon: 55.2708, mcc: "424", mncs: []string{"02", "03"},
			plate: func(g *G) string { return "Dubai " + g.s("ABCDEFGHIJKLMNOPQRS", 1) + " " + g.d(5) }, cur: "AED",
			arrive: []string{"Call before delivery ", "اتصل عند الوصول ", "Villa 23, call on ", "Watchman will receive, else call "}, callWord: "Mob"},
		{code: "JP", cc: "81", trunk: "0", kinds: []pkind{
			{mob: true, gen: preFrom([]string{"90", "80", "70"}, 8), nat: []string{"XXX-XXXX-XXXX", "XXXXXXXXXXX", "XXX XXXX XXXX"}, intl: []string{"XX-XXXX-XXXX", "XX XXXX XXXX", "XXXXXXXXXX"}},
			{gen: pre("3", 8), nat: []string{"XX-XXXX-XXXX", "XX XXXX XXXX"}, intl: []string{"X-XXXX-XXXX"}},
		},
			first: []string{"Haruto", "Yui", "Sota", "Hina", "Ren", "Aoi", "Takumi", "Sakura", "Kenji", "Yuki"},
			last:  []string{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato"},
			mail:  []string{"docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "yahoo.co.jp", "i.softbank.jp"},
			lat:   35.6762, lon: 139.6503, mcc: "440", mncs: []string{"10", "20", "50"},
			plate: func(g *G) string {
				return pick(g, []string{"品川", "練馬", "横浜", "大阪"}) + " " + g.d(3) + " " + pick(g, []string{"あ", "さ", "わ", "ね"}) + " " + g.d(2) + "-" + g.d(2)
			}, cur: "JPY",
			arrive: []string{"到着したら電話ください ", "置き配不可、到着時に連絡を ", "オートロックのため携帯に電話: ", "不在時は "}, callWord: "TEL"},
	}
	// UK landline: fix generator / patterns
	uk := C[1]
	uk.kinds[1] = pkind{gen: func(g *G) string {
		switch g.r.IntN(3) {
		case 0:
			return "207946" + g.d(4)
		case 1:
			return "203" + g.d(7)
		default:
			return pick(g, []string{"161", "113", "121", "117"}) + "496" + g.d(4)
		}
	}, nat: nil, intl: nil}
	// MX generator: make it 10 digits overall
	mx := C[9]
	mx.kinds[0].gen = func(g *G) string {
		a := pick(g, []string{"55", "33", "81", "56"})
		return a + string(rune('1'+g.r.IntN(9))) + g.d(7)
	}
	for _, c := range C {
		byCode[c.code] = c
	}
}

// ukLandPatterns picks patterns by area code length.
func ukLand(nsn string) (nat, intl []string) {
	if strings.HasPrefix(nsn, "20") {
		return []string{"XXX XXXX XXXX", "(XXX) XXXX XXXX", "XXXXXXXXXXX"}, []string{"XX XXXX XXXX", "(0)XX XXXX XXXX"}
	}
	return []string{"XXXX XXX XXXX", "(XXXX) XXX XXXX", "XXXXXXXXXXX"}, []string{"XXX XXX XXXX", "(0)XXX XXX XXXX"}
}
