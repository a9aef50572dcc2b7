package main

import "fmt"

type Lang struct {
	Code                                   string
	Countries                              []string
	First, Last                            []string
	Providers, CoWords, CoSuffix, TLDs     []string
	WEmail, WPhone, WMobile, WPass, WCard  string
	WSSN, WOrder, WInvoice, WTotal, WDate  string
	WContact, WUser, WToken, WFax          string
	Hello, Regards, ReachMe, WriteMe       string
	LoginHere, PaidWith, NewNumber, Attach string
	Shipped, Sale, Thanks, Unsub, Question string
	Months                                 []string
}

func (L *Lang) date(g *G) string {
	y, m, d := g.n(2023, 2026), g.n(1, 12), g.n(1, 28)
	switch L.Code {
	case "en":
		if g.chance(0.5) {
			return fmt.Sprintf("%02d/%02d/%d", m, d, y)
		}
		return fmt.Sprintf("%d %s %d", d, L.Months[m-1], y)
	case "de", "pl", "ru":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "ja":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	default:
		if g.chance(0.3) {
			return fmt.Sprintf("%d %s %d", d, L.Months[m-1], y)
		}
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	}
}

func isoDate(g *G) string {
	return fmt.Sprintf("%d-%02d-%02d", g.n(2023, 2026), g.n(1, 12), g.n(1, 28))
}

func (L *Lang) price(g *G) string {
	a, c := g.n(5, 2999), g.n(0, 99)
	th := func(sep string) string {
		if a >= 1000 {
			return fmt.Sprintf("%d%s%03d", a/1000, sep, a%1000)
		}
		return fmt.Sprint(a)
	}
	switch L.Code {
	case "en":
		return fmt.Sprintf("$%s.%02d", th(","), c)
	case "de", "it", "nl":
		return fmt.Sprintf("%s,%02d €", th("."), c)
	case "fr":
		return fmt.Sprintf("%s,%02d\u00a0€", th("\u202f"), c)
	case "es", "pt":
		if L.Code == "pt" && g.chance(0.5) {
			return fmt.Sprintf("R$ %s,%02d", th("."), c)
		}
		return fmt.Sprintf("%s,%02d €", th("."), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", th(" "), c)
	case "ja":
		return fmt.Sprintf("¥%d,%03d", g.n(1, 99), g.n(0, 999))
	default:
		return fmt.Sprintf("%s ₽", th(" "))
	}
}

func (L *Lang) country(g *G) string { return g.pick(L.Countries) }

var langs = []*Lang{
	{Code: "en", Countries: []string{"US", "US", "GB"},
		First:     []string{"Emily", "James", "Olivia", "Michael", "Sarah", "David", "Jessica", "Ryan", "Hannah", "Tyler", "Megan", "Brandon", "Grace", "Liam"},
		Last:      []string{"Johnson", "Miller", "Thompson", "Walker", "Bennett", "Harris", "Carter", "Foster", "Murphy", "Coleman", "Price", "Hughes", "Reed", "Sullivan"},
		Providers: []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "btinternet.com", "comcast.net", "aol.com"},
		CoWords:   []string{"brightpath", "harbor-view", "northwind", "blue-peak", "greenfield", "summit-dental", "oakridge"}, CoSuffix: []string{"legal", "health", "labs", "realty"}, TLDs: []string{"com", "io", "co.uk", "us", "net"},
		WEmail: "Email", WPhone: "Phone", WMobile: "Mobile", WPass: "Password", WCard: "Card number", WSSN: "SSN", WOrder: "Order", WInvoice: "Invoice", WTotal: "Total", WDate: "Date", WContact: "Contact", WUser: "Username", WToken: "token", WFax: "Fax",
		Hello: "Hi", Regards: "Best regards", ReachMe: "You can reach me at", WriteMe: "or write to me at", LoginHere: "Here are the login details for the portal", PaidWith: "I paid with the card", NewNumber: "my new number is", Attach: "see attachment",
		Shipped: "Your order has shipped", Sale: "Spring Sale – up to 40% off", Thanks: "Thanks for your order!", Unsub: "Unsubscribe", Question: "Could you update my details?",
		Months: []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}},
	{Code: "de", Countries: []string{"DE"},
		First:     []string{"Jürgen", "Sabine", "Lukas", "Anna", "Matthias", "Katrin", "Felix", "Lena", "Jörg", "Birgit", "Tobias", "Svenja"},
		Last:      []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Wagner", "Krüger", "Hartmann"},
		Providers: []string{"web.de", "gmx.de", "t-online.de", "posteo.de", "gmx.net", "freenet.de", "mailbox.org"},
		CoWords:   []string{"kanzlei-wolf", "autohaus-brandt", "stadtwerke-kiel", "mueller-logistik", "praxis-am-see", "elektro-vogt"}, CoSuffix: []string{"gmbh", "online", "service"}, TLDs: []string{"de", "de", "com", "eu"},
		WEmail: "E-Mail", WPhone: "Telefon", WMobile: "Mobil", WPass: "Passwort", WCard: "Kartennummer", WSSN: "US-Sozialversicherungsnummer (SSN)", WOrder: "Bestellung", WInvoice: "Rechnung", WTotal: "Gesamtbetrag", WDate: "Datum", WContact: "Kontakt", WUser: "Benutzername", WToken: "Token", WFax: "Fax",
		Hello: "Hallo", Regards: "Viele Grüße", ReachMe: "Sie erreichen mich unter", WriteMe: "oder per Mail an", LoginHere: "Hier die Zugangsdaten für das Portal", PaidWith: "Ich habe mit dieser Karte bezahlt", NewNumber: "meine neue Nummer ist", Attach: "siehe Anhang",
		Shipped: "Ihre Bestellung wurde versandt", Sale: "Frühjahrs-Sale – bis zu 40 % Rabatt", Thanks: "Vielen Dank für Ihre Bestellung!", Unsub: "Abmelden", Question: "Können Sie meine Daten aktualisieren?",
		Months: []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}},
	{Code: "fr", Countries: []string{"FR"},
		First:     []string{"Élodie", "Julien", "Camille", "Mathieu", "Chloé", "Nicolas", "Amélie", "Thomas", "Léa", "François", "Manon", "Hugo"},
		Last:      []string{"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fournier", "Mercier", "Blanc", "Faure"},
		Providers: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr"},
		CoWords:   []string{"cabinet-roux", "boulangerie-martin", "immo-lyon", "atelier-bleu", "notaires-faure"}, CoSuffix: []string{"conseil", "avocats", "groupe"}, TLDs: []string{"fr", "fr", "com", "eu"},
		WEmail: "Courriel", WPhone: "Tél.", WMobile: "Portable", WPass: "Mot de passe", WCard: "Numéro de carte", WSSN: "numéro de sécurité sociale américain (SSN)", WOrder: "Commande", WInvoice: "Facture", WTotal: "Total TTC", WDate: "Date", WContact: "Contact", WUser: "Identifiant", WToken: "jeton", WFax: "Fax",
		Hello: "Bonjour", Regards: "Cordialement", ReachMe: "Vous pouvez me joindre au", WriteMe: "ou m'écrire à", LoginHere: "Voici les identifiants pour le portail", PaidWith: "J'ai payé avec la carte", NewNumber: "mon nouveau numéro est le", Attach: "voir pièce jointe",
		Shipped: "Votre commande a été expédiée", Sale: "Soldes de printemps – jusqu'à -40 %", Thanks: "Merci pour votre commande !", Unsub: "Se désabonner", Question: "Pourriez-vous mettre à jour mes coordonnées ?",
		Months: []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}},
	{Code: "es", Countries: []string{"ES"},
		First:     []string{"Lucía", "Javier", "Marta", "Alejandro", "Carmen", "Sergio", "Paula", "Diego", "Nuria", "Álvaro", "Elena", "Pablo"},
		Last:      []string{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres", "Ruiz", "Gil", "Serrano", "Molina"},
		Providers: []string{"telefonica.net", "yahoo.es", "hotmail.es", "gmail.com", "outlook.es"},
		CoWords:   []string{"gestoria-ruiz", "clinica-dental-sol", "inmobiliaria-mar", "talleres-gil", "asesoria-navarro"}, CoSuffix: []string{"sl", "grupo", "online"}, TLDs: []string{"es", "es", "com"},
		WEmail: "Correo", WPhone: "Teléfono", WMobile: "Móvil", WPass: "Contraseña", WCard: "Número de tarjeta", WSSN: "número de Seguro Social (SSN)", WOrder: "Pedido", WInvoice: "Factura", WTotal: "Total", WDate: "Fecha", WContact: "Contacto", WUser: "Usuario", WToken: "token", WFax: "Fax",
		Hello: "Hola", Regards: "Un saludo", ReachMe: "Puedes llamarme al", WriteMe: "o escribirme a", LoginHere: "Aquí tienes los datos de acceso al portal", PaidWith: "Pagué con la tarjeta", NewNumber: "mi nuevo número es el", Attach: "ver adjunto",
		Shipped: "Tu pedido ha sido enviado", Sale: "Rebajas de primavera – hasta un 40 %", Thanks: "¡Gracias por tu pedido!", Unsub: "Darse de baja", Question: "¿Podéis actualizar mis datos?",
		Months: []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}},
	{Code: "pt", Countries: []string{"BR", "BR", "PT"},
		First:     []string{"João", "Ana", "Lucas", "Mariana", "Rafael", "Beatriz", "Gustavo", "Camila", "Thiago", "Larissa", "Pedro", "Inês"},
		Last:      []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Ferreira", "Carvalho", "Gomes", "Ribeiro"},
		Providers: []string{"uol.com.br", "bol.com.br", "terra.com.br", "sapo.pt", "gmail.com", "hotmail.com"},
		CoWords:   []string{"contabilidade-silva", "clinica-vida", "imobiliaria-sol", "escritorio-costa", "loja-verde"}, CoSuffix: []string{"ltda", "adv", "grupo"}, TLDs: []string{"com.br", "com.br", "pt", "com"},
		WEmail: "E-mail", WPhone: "Telefone", WMobile: "Celular", WPass: "Senha", WCard: "Número do cartão", WSSN: "SSN", WOrder: "Pedido", WInvoice: "Fatura", WTotal: "Total", WDate: "Data", WContact: "Contato", WUser: "Usuário", WToken: "token", WFax: "Fax",
		Hello: "Olá", Regards: "Abraços", ReachMe: "Pode me ligar no", WriteMe: "ou escrever para", LoginHere: "Seguem os dados de acesso ao portal", PaidWith: "Paguei com o cartão", NewNumber: "meu novo número é", Attach: "ver anexo",
		Shipped: "Seu pedido foi enviado", Sale: "Promoção de outono – até 40% off", Thanks: "Obrigado pela sua compra!", Unsub: "Cancelar inscrição", Question: "Podem atualizar meus dados?",
		Months: []string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}},
	{Code: "it", Countries: []string{"IT"},
		First:     []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo", "Valentina", "Davide", "Elisa", "Stefano"},
		Last:      []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"},
		Providers: []string{"libero.it", "virgilio.it", "tiscali.it", "alice.it", "gmail.com", "tin.it"},
		CoWords:   []string{"studio-rossi", "farmacia-greco", "ristorante-gallo", "immobiliare-bruno", "officina-ricci"}, CoSuffix: []string{"srl", "legale", "group"}, TLDs: []string{"it", "it", "com", "eu"},
		WEmail: "E-mail", WPhone: "Tel.", WMobile: "Cellulare", WPass: "Password", WCard: "Numero carta", WSSN: "SSN", WOrder: "Ordine", WInvoice: "Fattura", WTotal: "Totale", WDate: "Data", WContact: "Contatto", WUser: "Nome utente", WToken: "token", WFax: "Fax",
		Hello: "Ciao", Regards: "Cordiali saluti", ReachMe: "Potete chiamarmi al", WriteMe: "oppure scrivermi a", LoginHere: "Ecco le credenziali per il portale", PaidWith: "Ho pagato con la carta", NewNumber: "il mio nuovo numero è", Attach: "vedi allegato",
		Shipped: "Il tuo ordine è stato spedito", Sale: "Saldi di primavera – fino al 40%", Thanks: "Grazie per il tuo ordine!", Unsub: "Annulla iscrizione", Question: "Potete aggiornare i miei dati?",
		Months: []string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"}},
	{Code: "nl", Countries: []string{"NL"},
		First:     []string{"Sanne", "Daan", "Lotte", "Bram", "Femke", "Thijs", "Anouk", "Joost", "Eva", "Ruben", "Iris", "Sem"},
		Last:      []string{"de Vries|devries", "Jansen", "van Dijk|vandijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer|deboer", "Mulder", "Bos", "Vos", "Peters"},
		Providers: []string{"ziggo.nl", "kpnmail.nl", "hetnet.nl", "xs4all.nl", "gmail.com", "hotmail.nl"},
		CoWords:   []string{"bakkerij-smit", "advocaten-bos", "fietsenwinkel", "tandarts-vos", "installatie-mulder"}, CoSuffix: []string{"bv", "groep", "online"}, TLDs: []string{"nl", "nl", "com", "eu"},
		WEmail: "E-mail", WPhone: "Telefoon", WMobile: "Mobiel", WPass: "Wachtwoord", WCard: "Kaartnummer", WSSN: "SSN", WOrder: "Bestelling", WInvoice: "Factuur", WTotal: "Totaal", WDate: "Datum", WContact: "Contact", WUser: "Gebruikersnaam", WToken: "token", WFax: "Fax",
		Hello: "Hoi", Regards: "Met vriendelijke groet", ReachMe: "Je kunt me bereiken op", WriteMe: "of mail naar", LoginHere: "Hierbij de inloggegevens voor het portaal", PaidWith: "Ik heb betaald met de kaart", NewNumber: "mijn nieuwe nummer is", Attach: "zie bijlage",
		Shipped: "Je bestelling is verzonden", Sale: "Voorjaarsuitverkoop – tot 40% korting", Thanks: "Bedankt voor je bestelling!", Unsub: "Afmelden", Question: "Kunnen jullie mijn gegevens bijwerken?",
		Months: []string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"}},
	{Code: "pl", Countries: []string{"PL"},
		First:     []string{"Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Magdalena", "Paweł", "Joanna", "Michał", "Ewa", "Krzysztof", "Zofia", "Łukasz"},
		Last:      []string{"Kowalski", "Nowak", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański", "Woźniak", "Dąbrowski", "Kozłowska", "Mazur"},
		Providers: []string{"wp.pl", "onet.pl", "interia.pl", "o2.pl", "gmail.com", "op.pl"},
		CoWords:   []string{"kancelaria-nowak", "biuro-mazur", "sklep-zielony", "serwis-auto", "przychodnia-zdrowie"}, CoSuffix: []string{"sp", "biuro", "online"}, TLDs: []string{"pl", "pl", "com", "eu"},
		WEmail: "E-mail", WPhone: "Telefon", WMobile: "Komórka", WPass: "Hasło", WCard: "Numer karty", WSSN: "SSN", WOrder: "Zamówienie", WInvoice: "Faktura", WTotal: "Razem", WDate: "Data", WContact: "Kontakt", WUser: "Login", WToken: "token", WFax: "Faks",
		Hello: "Dzień dobry", Regards: "Pozdrawiam", ReachMe: "Można do mnie dzwonić pod numer", WriteMe: "lub pisać na", LoginHere: "Oto dane logowania do portalu", PaidWith: "Zapłaciłem kartą", NewNumber: "mój nowy numer to", Attach: "patrz załącznik",
		Shipped: "Twoje zamówienie zostało wysłane", Sale: "Wiosenna wyprzedaż – do 40%", Thanks: "Dziękujemy za zamówienie!", Unsub: "Wypisz się", Question: "Czy możecie zaktualizować moje dane?",
		Months: []string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}},
	{Code: "ja", Countries: []string{"JP"},
		First:     []string{"翔太|shota", "美咲|misaki", "大輔|daisuke", "陽菜|hina", "健一|kenichi", "由美|yumi", "拓也|takuya", "さくら|sakura", "直樹|naoki", "愛|ai"},
		Last:      []string{"佐藤|sato", "鈴木|suzuki", "高橋|takahashi", "田中|tanaka", "渡辺|watanabe", "伊藤|ito", "山本|yamamoto", "中村|nakamura", "小林|kobayashi", "加藤|kato"},
		Providers: []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com", "gmail.com", "i.softbank.jp", "icloud.com"},
		CoWords:   []string{"sakura-shoji", "tanaka-sekkei", "fujimi-clinic", "kobe-trading", "midori-fudosan"}, CoSuffix: []string{"corp", "office"}, TLDs: []string{"co.jp", "co.jp", "jp", "com"},
		WEmail: "メール", WPhone: "電話", WMobile: "携帯", WPass: "パスワード", WCard: "カード番号", WSSN: "社会保障番号（SSN）", WOrder: "注文番号", WInvoice: "請求書", WTotal: "合計", WDate: "日付", WContact: "連絡先", WUser: "ユーザー名", WToken: "トークン", WFax: "FAX",
		Hello: "お世話になっております。", Regards: "よろしくお願いいたします。", ReachMe: "お電話はこちらまで：", WriteMe: "メールはこちら：", LoginHere: "ポータルのログイン情報は以下の通りです", PaidWith: "こちらのカードで支払いました：", NewNumber: "新しい番号は", Attach: "添付をご確認ください",
		Shipped: "ご注文の商品を発送しました", Sale: "春のセール 最大40%オフ", Thanks: "ご注文ありがとうございます！", Unsub: "配信停止", Question: "登録情報を更新していただけますか？",
		Months: []string{"1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"}},
	{Code: "ru", Countries: []string{"RU"},
		First:     []string{"Алексей|aleksey", "Мария|maria", "Дмитрий|dmitry", "Елена|elena", "Сергей|sergey", "Ольга|olga", "Иван|ivan", "Наталья|natalya", "Андрей|andrey", "Анна|anna"},
		Last:      []string{"Иванов|ivanov", "Смирнова|smirnova", "Кузнецов|kuznetsov", "Попова|popova", "Соколов|sokolov", "Лебедева|lebedeva", "Козлов|kozlov", "Новикова|novikova", "Морозов|morozov", "Волкова|volkova"},
		Providers: []string{"yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "ya.ru"},
		CoWords:   []string{"stroymontazh", "td-vostok", "ooo-alfa", "logistika-sever", "kompaniya-ural"}, CoSuffix: []string{"group", "trade"}, TLDs: []string{"ru", "ru", "com", "su"},
		WEmail: "Эл. почта", WPhone: "Телефон", WMobile: "Моб.", WPass: "Пароль", WCard: "Номер карты", WSSN: "SSN", WOrder: "Заказ", WInvoice: "Счёт", WTotal: "Итого", WDate: "Дата", WContact: "Контакты", WUser: "Логин", WToken: "токен", WFax: "Факс",
		Hello: "Здравствуйте", Regards: "С уважением", ReachMe: "Звоните мне по номеру", WriteMe: "или пишите на", LoginHere: "Вот данные для входа в портал", PaidWith: "Я оплатил картой", NewNumber: "мой новый номер", Attach: "см. вложение",
		Shipped: "Ваш заказ отправлен", Sale: "Весенняя распродажа – скидки до 40%", Thanks: "Спасибо за заказ!", Unsub: "Отписаться", Question: "Можете обновить мои данные?",
		Months: []string{"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"}},
}
