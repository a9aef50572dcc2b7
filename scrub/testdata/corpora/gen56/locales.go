package main

import (
	"strings"
	"unicode"
)

type nm struct{ n, ro string }

type Loc struct {
	Code              string
	Eastern           bool // family name first, no space in display (CJK)
	First, Last       []nm
	Corp, Free        []string
	Ph                func(mobile bool) PN
	Ext               func() string
	Tel, Mob, Mail    string
	Titles            []string
	Reset, Temp, Call []string
	MFA, Phish, Clean []string
}

func L(ss ...string) []nm {
	var out []nm
	for _, s := range ss {
		if i := strings.Index(s, "|"); i >= 0 {
			out = append(out, nm{s[:i], s[i+1:]})
		} else {
			out = append(out, nm{s, s})
		}
	}
	return out
}

var deacc = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "ae", "Ö", "oe", "Ü", "ue",
	"á", "a", "à", "a", "â", "a", "ã", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "í", "i", "î", "i", "ï", "i",
	"ó", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ç", "c", "ñ", "n", "É", "e", "Á", "a", "Ó", "o", "Ö", "o",
	"ł", "l", "Ł", "l", "ś", "s", "Ś", "s", "ż", "z", "Ż", "z", "ź", "z", "ć", "c", "ń", "n", "ą", "a", "ę", "e",
	"ı", "i", "İ", "i", "ş", "s", "Ş", "s", "ğ", "g", "Ç", "c", "œ", "oe", "'", "", " ", "")

func mailPart(s string) string {
	s = deacc.Replace(s)
	s = strings.ToLower(s)
	var sb strings.Builder
	for _, c := range s {
		if c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

type Person struct {
	Name, First, Last string
	FirstR, LastR     string
	loc               *Loc
}

func (l *Loc) Person() Person {
	f, s := pick(l.First), pick(l.Last)
	p := Person{First: f.n, Last: s.n, FirstR: f.ro, LastR: s.ro, loc: l}
	if l.Eastern {
		if l.Code == "ja" {
			p.Name = s.n + " " + f.n
		} else {
			p.Name = s.n + f.n
		}
	} else {
		p.Name = f.n + " " + s.n
	}
	return p
}

func (p Person) Email(corp bool) string {
	f, s := mailPart(p.FirstR), mailPart(p.LastR)
	var local string
	if corp {
		switch r.IntN(6) {
		case 0, 1, 2:
			local = f + "." + s
		case 3:
			local = f[:1] + "." + s
		case 4:
			local = f[:1] + s
		default:
			local = s + "." + f[:1]
			if !p.loc.Eastern {
				local = f + "_" + s
			}
		}
		dom := pick(p.loc.Corp)
		if chance(0.07) {
			local = strings.ToUpper(local[:1]) + local[1:]
			if i := strings.IndexAny(local, "._"); i >= 0 && i+2 <= len(local) {
				local = local[:i+1] + strings.ToUpper(local[i+1:i+2]) + local[i+2:]
			}
		}
		if chance(0.05) {
			dom = pick([]string{"mail.", "eu.", "corp."}) + dom
		}
		return local + "@" + dom
	}
	dom := pick(p.loc.Free)
	switch r.IntN(6) {
	case 0:
		local = f + "." + s + digits(2)
	case 1:
		local = f + s
	case 2:
		local = f + digits(rn(2, 4))
	case 3:
		local = s + "." + f
	case 4:
		local = f[:1] + s + digits(2)
	default:
		local = f + "_" + s
	}
	if chance(0.08) {
		local += "+" + pick([]string{"work", "it", "tickets", "helpdesk"})
	}
	if dom == "qq.com" && chance(0.6) {
		local = nz(rn(8, 10))
	}
	return local + "@" + dom
}

// UPN: corporate
func (p Person) UPN(dom string) string {
	return mailPart(p.FirstR) + "." + mailPart(p.LastR) + "@" + dom
}
func (p Person) Sam() string {
	f, s := mailPart(p.FirstR), mailPart(p.LastR)
	if chance(0.5) {
		return f[:1] + s
	}
	return s + f[:1]
}

func extEN() string {
	return pick([]string{"ext. ", "ext ", "x", "Ext: ", "extn ", "x. "}) + extNum()
}

var Locs []*Loc

func init() {
	Locs = []*Loc{
		{Code: "en-US", First: L("James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Ashley", "Carlos", "Tamika", "Kevin", "Megan", "Brian", "Nicole", "DeShawn", "Emily"),
			Last: L("Smith", "Johnson", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Wilson", "Anderson", "Thompson", "Nguyen", "Patel", "Brooks", "Reyes", "O'Connor", "Kowalczyk"),
			Corp: []string{"northwind-traders.com", "bluecrestmedical.org", "hollis-cpa.com", "lakeshorelogistics.com", "pinecrestlaw.com", "redwoodanalytics.io", "summitridge.edu"},
			Free: []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "comcast.net"},
			Ph:   phoneUS, Ext: extEN, Tel: "Office:", Mob: "Cell:", Mail: "Email:",
			Titles: []string{"Office Manager", "Senior Accountant", "IT Coordinator", "Paralegal", "Charge Nurse", "Warehouse Supervisor"},
			Reset: []string{"Hi team, I'm locked out of my account again after the password change. Can someone reset it? Best number to reach me today is {phone}. Thanks, {name}",
				"Password expired while I was on PTO and now I can't log in to anything. Please call me at {phone} - I'm at my desk until 5. -{name}",
				"hey it's {name}, my account got locked (too many attempts on my phone I think). cell is {phone}, text is fine too"},
			Temp: []string{"Hi {name}, I've reset your password. Temporary password: {pw} - you'll be prompted to change it at first sign-in. Ref {ticket}.",
				"Done. Your account is unlocked and the temp pw is {pw} (case sensitive). Please change it within 24 hours.",
				"{name} - reset complete, use {pw} to log in, then pick a new one. Let us know if MFA gives you trouble."},
			Call: []string{"Caller {name} asked for a call back on {phone} {ext} regarding {ticket}.",
				"Left VM for {name}. Desk line {phone}, {ext}. Will try again after lunch.",
				"Please have a tech call {name} at {phone} {ext} - printer on 2nd floor is offline again ({ticket})."},
			MFA:   []string{"Please update my MFA phone from {phone} to {phone2}; I got a new cell and the old number is disconnected.", "New phone, new number: {phone2}. Old one was {phone}. Authenticator app didn't transfer either."},
			Phish: []string{"Got this weird email from {email} saying my mailbox is full and to call {phone} to fix it - is this legit??", "Forwarding as instructed. Sender {email}, they want me to call {phone} about a 'pending invoice'. Didn't click anything."},
			Clean: []string{"Outlook keeps throwing {err} when I open a shared calendar, already tried repairing Office.", "Laptop says {err} after the update last night, it's the Dell in the conference room."},
		},
		{Code: "en-GB", First: L("Oliver", "Amelia", "Harry", "Isla", "George", "Sophie", "Jack", "Charlotte", "Callum", "Niamh", "Rhys", "Priya"),
			Last: L("Taylor", "Evans", "Hughes", "Wright", "Walker", "Roberts", "Thompson", "Khan", "Clarke", "Patel", "Murphy", "Davies"),
			Corp: []string{"harbourviewdental.co.uk", "thamesgate-legal.co.uk", "brightpath-it.co.uk", "northumbria-freight.co.uk", "kingsmead-academy.org.uk"},
			Free: []string{"btinternet.com", "hotmail.co.uk", "gmail.com", "outlook.com", "sky.com", "yahoo.co.uk"},
			Ph:   phoneUK, Ext: extEN, Tel: "Tel:", Mob: "Mobile:", Mail: "Email:",
			Titles: []string{"Practice Manager", "Finance Assistant", "Operations Lead", "Head of Year 9", "Solicitor"},
			Reset: []string{"Morning, I've managed to lock myself out again. Could someone reset my password please? Best to ring me on my mobile {phone}. Cheers, {name}",
				"Hi, my password's expired and the self-service reset isn't sending me a code. Can you give me a ring on {phone}? Thanks {name}"},
			Temp: []string{"Hi {name}, I've reset your password to {pw} - you'll be asked to change it when you next log in. Ref {ticket}.",
				"Account unlocked. Temporary password is {pw}; please change it straight away. Kind regards, Service Desk"},
			Call:  []string{"{name} rang, wants a call back on {phone} {ext} re {ticket}.", "Missed call from {name} - {phone} {ext}. Something about the scanner in reception."},
			MFA:   []string{"Could you change the number on my MFA from {phone} to {phone2}? New work mobile.", "Lost my phone on the train. New number {phone2} (old one {phone} is barred)."},
			Phish: []string{"Had an email from {email} saying my Microsoft licence has expired and to ring {phone}. Looks dodgy to me.", "Is this one of your phishing tests? It's from {email}, asks me to call {phone} about a parcel."},
			Clean: []string{"Teams won't sign in, keeps giving {err}. Tried clearing the cache like the KB says.", "The laptop in meeting room 3 shows {err} every time it boots."},
		},
		{Code: "en-AU", First: L("Liam", "Chloe", "Noah", "Matilda", "Jack", "Zoe", "Lachlan", "Sienna", "Cooper", "Isabella"),
			Last: L("Smith", "Jones", "Williams", "Brown", "Wilson", "Nguyen", "Kelly", "Ryan", "Mitchell", "Campbell"),
			Corp: []string{"coastalaccounting.com.au", "redgumbuilders.com.au", "southerncrossmedical.com.au", "mspdirect.net.au"},
			Free: []string{"bigpond.com", "gmail.com", "outlook.com", "optusnet.com.au", "icloud.com"},
			Ph:   phoneAU, Ext: func() string { return pick([]string{"ext ", "ext. ", "x"}) + extNum() }, Tel: "Ph:", Mob: "Mob:", Mail: "E:",
			Titles: []string{"Site Supervisor", "Practice Manager", "Bookkeeper", "Estimator"},
			Reset: []string{"G'day, locked out of my account this arvo. Can you reset my password? Mob is {phone}. Cheers {name}",
				"Hi guys, password's expired and I'm on site with no laptop. Give us a call on {phone}. - {name}"},
			Temp:  []string{"Hi {name}, password reset done. Temp password: {pw} - change it on first login. Ticket {ticket}.", "Unlocked your account. Use {pw} for now and set a new one."},
			Call:  []string{"{name} called, please ring back on {phone} {ext} about {ticket}.", "Callback requested: {name}, {phone} {ext}"},
			MFA:   []string{"New phone - can you move my MFA from {phone} to {phone2}?"},
			Phish: []string{"Dodgy email from {email} reckons my super account is locked and to call {phone}. Phishing?"},
			Clean: []string{"Printer at the Parramatta office keeps showing {err}, already turned it off and on."},
		},
		{Code: "en-IN", First: L("Rahul", "Priya", "Amit", "Sneha", "Vikram", "Ananya", "Karthik", "Deepika", "Arjun", "Pooja", "Suresh", "Lakshmi"),
			Last: L("Sharma", "Iyer", "Reddy", "Patel", "Nair", "Gupta", "Menon", "Singh", "Kulkarni", "Banerjee", "Rao"),
			Corp: []string{"infinitysoft.co.in", "shreeram-textiles.in", "techmahal.com", "novabyte.in", "apexfinserv.co.in"},
			Free: []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com"},
			Ph:   phoneIN, Ext: func() string { return pick([]string{"Extn. ", "ext ", "Ext-", "extn "}) + extNum() }, Tel: "Tel:", Mob: "Mob:", Mail: "Email:",
			Titles: []string{"Senior Associate", "Team Lead - Accounts", "HR Executive", "Branch Manager"},
			Reset: []string{"Dear Team, my domain password got locked. Kindly reset the same and share on my mobile {phone}. Regards, {name}",
				"Hi, unable to login since morning, password expired. Please call me on {phone}. Thanks & Regards {name}"},
			Temp:  []string{"Dear {name}, as requested your password has been reset. New temporary password: {pw} Kindly change post first login. Ticket {ticket}", "Hi {name}, password reset done. Temp pwd - {pw}"},
			Call:  []string{"{name} requested callback on {phone} {ext} for {ticket}.", "Please call {name} at {phone} {ext}, issue with Tally not opening."},
			MFA:   []string{"Kindly update my Authenticator number from {phone} to {phone2} as I have changed my SIM."},
			Phish: []string{"Received mail from {email} asking to call {phone} for KYC update of salary account. Is it genuine?"},
			Clean: []string{"Dear team, getting error {err} while installing the update on my system. Please do the needful."},
		},
		{Code: "de", First: L("Lukas", "Anna", "Jonas", "Lea", "Maximilian", "Sophie", "Felix", "Marie", "Jürgen", "Katrin", "Stefan", "Sabine"),
			Last: L("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Bauer"),
			Corp: []string{"kessler-logistik.de", "praxis-dr-weber.de", "nordwind-it.de", "bauer-maschinenbau.de", "hansekontor.de", "rheinblick-steuer.de"},
			Free: []string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de"},
			Ph:   phoneDE, Ext: func() string { return pick([]string{"Durchwahl ", "DW ", "App. ", "Durchw. "}) + extNum() }, Tel: "Tel.:", Mob: "Mobil:", Mail: "E-Mail:",
			Titles: []string{"Teamleiterin Buchhaltung", "Systemadministrator", "Assistenz der Geschäftsführung", "Disponent", "Praxismanagerin"},
			Reset: []string{"Hallo zusammen, ich habe mich ausgesperrt und komme nicht mehr in mein Konto. Bitte setzt mein Passwort zurück. Erreichbar bin ich unter {phone}. Viele Grüße, {name}",
				"Guten Morgen, mein Kennwort ist abgelaufen, während ich im Urlaub war. Könnt ihr mich bitte unter {phone} zurückrufen? Danke, {name}",
				"Hallo, Konto gesperrt nach zu vielen Fehlversuchen. Bitte Rückruf auf mein Handy {phone}, ich bin heute im Homeoffice. Gruß {name}"},
			Temp: []string{"Hallo {name}, dein Passwort wurde zurückgesetzt. Das Einmalpasswort lautet: {pw} – bitte beim ersten Login ändern. Ticket {ticket}",
				"Konto ist entsperrt. Initialpasswort: {pw} (Groß-/Kleinschreibung beachten). MfG Servicedesk"},
			Call: []string{"{name} bittet um Rückruf unter {phone} {ext} wegen {ticket}.", "Rückrufbitte: {name}, Tel. {phone}, {ext}, Thema Drucker im 2. OG."},
			MFA:  []string{"Bitte meine MFA-Telefonnummer von {phone} auf {phone2} ändern, ich habe ein neues Diensthandy.", "Neue Handynummer für die Anmeldung: {phone2} (alt: {phone})."},
			Phish: []string{"Ich habe diese Mail von {email} bekommen, angeblich ist mein Postfach voll und ich soll {phone} anrufen. Ist das echt?",
				"Verdächtige Mail weitergeleitet: Absender {email}, Rückruf unter {phone} wegen angeblicher Rechnung."},
			Clean: []string{"Beim Öffnen von Outlook kommt Fehler {err}, Neustart hat nichts gebracht.", "Der Drucker im 3. OG zeigt seit heute früh {err} an."},
		},
		{Code: "fr", First: L("Camille", "Lucas", "Léa", "Hugo", "Chloé", "Théo", "Manon", "Julien", "Élodie", "Nicolas", "Margaux", "Antoine"),
			Last: L("Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Fontaine"),
			Corp: []string{"fontaine-avocats.fr", "groupe-lumiere.fr", "cabinet-moreau.fr", "boulangeries-durand.fr", "transports-leroy.fr"},
			Free: []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
			Ph:   phoneFR, Ext: func() string { return pick([]string{"poste ", "poste ", "p. "}) + extNum() }, Tel: "Tél. :", Mob: "Port. :", Mail: "E-mail :",
			Titles: []string{"Assistante de direction", "Responsable comptable", "Technicien support", "Chargée de clientèle"},
			Reset: []string{"Bonjour, mon compte est bloqué depuis ce matin, pouvez-vous réinitialiser mon mot de passe ? Vous pouvez me joindre au {phone}. Cordialement, {name}",
				"Bonjour, mon mot de passe a expiré pendant mes congés. Merci de me rappeler au {phone}. {name}"},
			Temp: []string{"Bonjour {name}, votre mot de passe a été réinitialisé. Mot de passe provisoire : {pw} — il vous sera demandé de le changer à la première connexion. Ticket {ticket}.",
				"Le compte est débloqué, mot de passe temporaire : {pw}"},
			Call:  []string{"{name} demande à être rappelé(e) au {phone} {ext} au sujet du ticket {ticket}.", "Rappeler {name} au {phone} ({ext}) – problème d'imprimante."},
			MFA:   []string{"Merci de remplacer mon numéro MFA {phone} par {phone2}, j'ai changé de portable."},
			Phish: []string{"J'ai reçu ce mail de {email} qui me demande d'appeler le {phone} pour « débloquer ma boîte ». C'est du phishing ?"},
			Clean: []string{"Teams affiche l'erreur {err} à la connexion, j'ai déjà vidé le cache.", "Le PC de l'accueil redémarre en boucle avec le code {err}."},
		},
		{Code: "es", First: L("Lucía", "Hugo", "Martina", "Pablo", "Sofía", "Álvaro", "Paula", "Javier", "Carmen", "Sergio", "Marta", "Diego"),
			Last: L("García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Navarro", "Moreno"),
			Corp: []string{"construcciones-ibericas.es", "gestoria-navarro.es", "clinicadentalsol.es", "bodegas-ribera.es"},
			Free: []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
			Ph:   phoneES, Ext: func() string { return pick([]string{"ext. ", "extensión ", "ext "}) + extNum() }, Tel: "Tel.:", Mob: "Móvil:", Mail: "Correo:",
			Titles: []string{"Responsable de administración", "Técnico de sistemas", "Recepcionista", "Jefa de obra"},
			Reset: []string{"Hola, me he quedado bloqueado y no puedo entrar en mi cuenta. ¿Podéis restablecer mi contraseña? Me podéis llamar al {phone}. Gracias, {name}",
				"Buenos días, la contraseña me ha caducado y no me llega el SMS. Mi móvil es el {phone}. Un saludo, {name}"},
			Temp:  []string{"Hola {name}, hemos restablecido tu contraseña. Contraseña temporal: {pw}. Tendrás que cambiarla al iniciar sesión. Incidencia {ticket}.", "Cuenta desbloqueada, contraseña provisional {pw}"},
			Call:  []string{"{name} pide que le devolvamos la llamada al {phone} {ext} por la incidencia {ticket}."},
			MFA:   []string{"Por favor, cambiad mi número de MFA de {phone} a {phone2}."},
			Phish: []string{"Me ha llegado este correo de {email} diciendo que mi buzón está lleno y que llame al {phone}. ¿Es fiable?"},
			Clean: []string{"La impresora de la segunda planta da el error {err} cada vez que escaneo."},
		},
		{Code: "es-MX", First: L("José", "Guadalupe", "Juan", "Mariana", "Luis", "Fernanda", "Alejandro", "Ximena", "Ricardo", "Daniela"),
			Last: L("Hernández", "López", "Ramírez", "Flores", "Cruz", "Morales", "Ortiz", "Gutiérrez", "Vázquez", "Castillo"),
			Corp: []string{"grupoaltamira.com.mx", "farmaciasdelvalle.mx", "transportes-norte.com.mx"},
			Free: []string{"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com", "yahoo.com.mx"},
			Ph:   phoneMX, Ext: func() string { return pick([]string{"ext. ", "ext ", "Ext. "}) + extNum() }, Tel: "Tel:", Mob: "Cel:", Mail: "Correo:",
			Titles: []string{"Coordinador de TI", "Gerente de sucursal", "Auxiliar contable"},
			Reset: []string{"Buen día, se me bloqueó la cuenta y no puedo entrar al sistema. ¿Me pueden resetear la contraseña? Mi celular es {phone}. Saludos, {name}",
				"Hola, no puedo entrar al correo, me marca contraseña vencida. Márquenme al {phone} por favor. {name}"},
			Temp:  []string{"Hola {name}, ya quedó tu contraseña. La temporal es {pw}, el sistema te pedirá cambiarla. Ticket {ticket}."},
			Call:  []string{"{name} solicita que le regresen la llamada al {phone} {ext}, ticket {ticket}."},
			MFA:   []string{"Cambié de celular, favor de actualizar el número del MFA de {phone} a {phone2}."},
			Phish: []string{"Me llegó un correo de {email} que dice que llame al {phone} para validar mi cuenta de nómina. ¿Es fraude?"},
			Clean: []string{"La computadora de caja 2 marca el error {err} al abrir el punto de venta."},
		},
		{Code: "pt-BR", First: L("João", "Ana", "Pedro", "Juliana", "Lucas", "Fernanda", "Gabriel", "Camila", "Rafael", "Beatriz", "Thiago", "Larissa"),
			Last: L("Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Carvalho", "Ferreira", "Almeida", "Costa", "Ribeiro", "Gomes"),
			Corp: []string{"brasaterra.com.br", "construtora-horizonte.com.br", "clinicavidasaude.com.br", "agro-cerrado.com.br"},
			Free: []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br"},
			Ph:   phoneBR, Ext: func() string { return pick([]string{"ramal ", "Ramal ", "r. "}) + extNum() }, Tel: "Tel.:", Mob: "Cel.:", Mail: "E-mail:",
			Titles: []string{"Analista Financeiro", "Coordenadora de RH", "Supervisor de Logística", "Recepcionista"},
			Reset: []string{"Bom dia, minha conta foi bloqueada e não consigo acessar o e-mail. Podem redefinir minha senha? Meu celular é {phone}. Obrigado, {name}",
				"Olá, minha senha expirou e o código não chega. Me liguem no {phone} por favor. Att, {name}"},
			Temp:  []string{"Olá {name}, sua senha foi redefinida. Senha provisória: {pw} — troque no primeiro acesso. Chamado {ticket}.", "Conta desbloqueada. Senha temporária: {pw}"},
			Call:  []string{"{name} pediu retorno no {phone} {ext} sobre o chamado {ticket}.", "Retornar ligação para {name}: {phone} ({ext})"},
			MFA:   []string{"Preciso trocar o número do MFA de {phone} para {phone2}, troquei de chip."},
			Phish: []string{"Recebi esse e-mail de {email} pedindo para ligar no {phone} para liberar minha caixa postal. É golpe?"},
			Clean: []string{"O Outlook está dando erro {err} ao abrir, já reiniciei o notebook.", "A impressora do financeiro mostra {err} desde ontem."},
		},
		{Code: "it", First: L("Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Sara", "Matteo", "Valentina", "Davide", "Federica", "Lorenzo"),
			Last: L("Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"),
			Corp: []string{"studio-rossi.it", "ferramenta-bianchi.it", "logistica-adriatica.it", "farmacia-colombo.it"},
			Free: []string{"libero.it", "gmail.com", "virgilio.it", "tiscali.it", "alice.it"},
			Ph:   phoneIT, Ext: func() string { return pick([]string{"int. ", "interno ", "int "}) + extNum() }, Tel: "Tel.", Mob: "Cell.", Mail: "E-mail:",
			Titles: []string{"Responsabile amministrativa", "Tecnico IT", "Segreteria", "Magazziniere"},
			Reset: []string{"Buongiorno, il mio account è bloccato e non riesco ad accedere. Potete reimpostare la password? Mi trovate al {phone}. Grazie, {name}",
				"Salve, la password è scaduta mentre ero in ferie. Potete richiamarmi al {phone}? {name}"},
			Temp:  []string{"Ciao {name}, la password è stata reimpostata. Password temporanea: {pw} (da cambiare al primo accesso). Ticket {ticket}.", "Account sbloccato, password provvisoria {pw}"},
			Call:  []string{"{name} chiede di essere richiamato al {phone} {ext} per il ticket {ticket}."},
			MFA:   []string{"Vi chiedo di aggiornare il numero per l'MFA da {phone} a {phone2}."},
			Phish: []string{"Mi è arrivata questa mail da {email} che dice di chiamare il {phone} per sbloccare la casella. È phishing?"},
			Clean: []string{"La VPN si disconnette ogni dieci minuti con errore {err}."},
		},
		{Code: "nl", First: L("Daan", "Emma", "Sem", "Julia", "Lars", "Sanne", "Thijs", "Fleur", "Bram", "Lotte", "Joris", "Anouk"),
			Last: L("de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos"),
			Corp: []string{"vandijk-installatie.nl", "bakker-accountants.nl", "zorggroep-delta.nl", "hollandhaven.nl"},
			Free: []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl"},
			Ph:   phoneNL, Ext: func() string { return pick([]string{"toestel ", "tst. ", "toestelnr. "}) + extNum() }, Tel: "T:", Mob: "M:", Mail: "E:",
			Titles: []string{"Office manager", "Projectleider", "Financieel medewerker", "Planner"},
			Reset: []string{"Hoi, ik ben buitengesloten van mijn account. Kunnen jullie mijn wachtwoord resetten? Ik ben bereikbaar op {phone}. Groet, {name}",
				"Goedemorgen, mijn wachtwoord is verlopen. Bel me even op {phone} aub. {name}"},
			Temp:  []string{"Hallo {name}, je wachtwoord is gereset. Tijdelijk wachtwoord: {pw} — wijzig het bij de eerste keer inloggen. Ticket {ticket}."},
			Call:  []string{"{name} wil graag teruggebeld worden op {phone} {ext} over {ticket}."},
			MFA:   []string{"Graag mijn MFA-nummer wijzigen van {phone} naar {phone2}."},
			Phish: []string{"Ik kreeg deze mail van {email}, ik moet {phone} bellen omdat mijn mailbox vol zou zijn. Klopt dit?"},
			Clean: []string{"OneDrive blijft hangen op synchroniseren, foutcode {err}."},
		},
		{Code: "pl", First: L("Jakub", "Anna", "Piotr", "Katarzyna", "Łukasz", "Agnieszka", "Tomasz", "Magdalena", "Michał", "Aleksandra", "Krzysztof", "Małgorzata"),
			Last: L("Nowak", "Wójcik", "Kowalczyk", "Mazur", "Krawczyk", "Kaczmarek", "Zając", "Król", "Wieczorek", "Pawlak", "Michalak", "Sikora"),
			Corp: []string{"kowalczyk-transport.pl", "biuro-rachunkowe-mazur.pl", "polmetal.com.pl", "drukarnia-sikora.pl"},
			Free: []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
			Ph:   phonePL, Ext: func() string { return pick([]string{"wew. ", "wewn. ", "w. "}) + extNum() }, Tel: "tel.", Mob: "kom.", Mail: "e-mail:",
			Titles: []string{"Specjalista ds. kadr", "Kierownik magazynu", "Księgowa", "Administrator IT"},
			Reset: []string{"Dzień dobry, moje konto zostało zablokowane. Proszę o zresetowanie hasła. Proszę o kontakt pod numerem {phone}. Pozdrawiam, {name}",
				"Hej, hasło mi wygasło i nie mogę się zalogować. Zadzwońcie proszę na {phone}. {name}"},
			Temp:  []string{"Dzień dobry {name}, hasło zostało zresetowane. Hasło tymczasowe: {pw} – przy pierwszym logowaniu trzeba je zmienić. Zgłoszenie {ticket}."},
			Call:  []string{"{name} prosi o oddzwonienie na {phone} {ext} w sprawie zgłoszenia {ticket}."},
			MFA:   []string{"Proszę zmienić mój numer do MFA z {phone} na {phone2}."},
			Phish: []string{"Dostałem maila od {email}, że mam zadzwonić pod {phone}, bo skrzynka jest pełna. Czy to phishing?"},
			Clean: []string{"Drukarka na 3. piętrze pokazuje błąd {err} przy skanowaniu."},
		},
		{Code: "ja", Eastern: true, First: L("翔太|Shota", "美咲|Misaki", "大輔|Daisuke", "陽菜|Hina", "健一|Kenichi", "由美|Yumi", "拓也|Takuya", "彩|Aya"),
			Last: L("佐藤|Sato", "鈴木|Suzuki", "高橋|Takahashi", "田中|Tanaka", "渡辺|Watanabe", "伊藤|Ito", "山本|Yamamoto", "中村|Nakamura", "小林|Kobayashi", "加藤|Kato"),
			Corp: []string{"kawasaki-seimitsu.co.jp", "sakura-shoji.co.jp", "tokai-unyu.jp", "minato-clinic.or.jp"},
			Free: []string{"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com"},
			Ph:   phoneJP, Ext: func() string { return pick([]string{"内線 ", "内線", "内線："}) + extNum() }, Tel: "TEL：", Mob: "携帯：", Mail: "Mail：",
			Titles: []string{"総務部", "経理課 課長", "情報システム部", "営業二課"},
			Reset: []string{"お疲れ様です。アカウントがロックされてログインできません。パスワードのリセットをお願いします。連絡先：{phone}　{name}",
				"{name}です。パスワードの有効期限が切れてしまいました。お手数ですが {phone} までご連絡ください。"},
			Temp:  []string{"{name}様 パスワードをリセットしました。仮パスワード：{pw}　初回ログイン時に変更してください。チケット番号 {ticket}", "ロックを解除しました。仮パスワードは {pw} です。"},
			Call:  []string{"{name}さんより折り返しの依頼あり。電話 {phone}（{ext}）、件名 {ticket}。"},
			MFA:   []string{"MFAの電話番号を {phone} から {phone2} に変更してください。機種変更しました。"},
			Phish: []string{"{email} から「メールボックスの容量超過」というメールが届き、{phone} に電話するよう書かれています。フィッシングでしょうか？"},
			Clean: []string{"Outlookを起動するとエラー {err} が表示されます。再起動しても直りません。"},
		},
		{Code: "ko", Eastern: true, First: L("민준|Minjun", "서연|Seoyeon", "지훈|Jihoon", "수빈|Subin", "현우|Hyunwoo", "지민|Jimin", "예은|Yeeun", "도윤|Doyun"),
			Last: L("김|Kim", "이|Lee", "박|Park", "최|Choi", "정|Jung", "강|Kang", "조|Cho", "윤|Yoon"),
			Corp: []string{"hanbit-tech.co.kr", "daehan-logis.com", "seoul-medi.kr", "mirae-fnc.co.kr"},
			Free: []string{"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com"},
			Ph:   phoneKR, Ext: func() string { return pick([]string{"내선 ", "내선"}) + extNum() }, Tel: "전화:", Mob: "휴대폰:", Mail: "이메일:",
			Titles: []string{"경영지원팀 대리", "IT팀 과장", "재무팀 사원"},
			Reset: []string{"안녕하세요, 계정이 잠겨서 로그인이 안 됩니다. 비밀번호 초기화 부탁드립니다. 연락처: {phone} {name} 드림",
				"비밀번호가 만료되어 접속이 안 됩니다. {phone}로 연락 부탁드려요. - {name}"},
			Temp:  []string{"{name}님, 비밀번호가 초기화되었습니다. 임시 비밀번호: {pw} 첫 로그인 시 변경해 주세요. 티켓 {ticket}"},
			Call:  []string{"{name}님 회신 요청: {phone} ({ext}), 건 {ticket}"},
			MFA:   []string{"MFA 인증 번호를 {phone}에서 {phone2}(으)로 변경 부탁드립니다."},
			Phish: []string{"{email}에서 메일함이 가득 찼다며 {phone}로 전화하라는 메일이 왔습니다. 피싱인가요?"},
			Clean: []string{"VPN 접속 시 오류 {err}가 발생합니다. 재부팅해도 동일합니다."},
		},
		{Code: "zh", Eastern: true, First: L("伟|Wei", "芳|Fang", "磊|Lei", "静|Jing", "强|Qiang", "敏|Min", "洋|Yang", "婷|Ting", "浩然|Haoran", "雪梅|Xuemei"),
			Last: L("王|Wang", "李|Li", "张|Zhang", "刘|Liu", "陈|Chen", "杨|Yang", "黄|Huang", "赵|Zhao", "周|Zhou", "吴|Wu"),
			Corp: []string{"huaxin-data.com.cn", "dongfang-wuliu.cn", "jinrun-keji.com", "hengtai-pharma.com.cn"},
			Free: []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
			Ph:   phoneCN, Ext: func() string { return pick([]string{"分机 ", "转", "分机"}) + extNum() }, Tel: "电话：", Mob: "手机：", Mail: "邮箱：",
			Titles: []string{"行政部", "财务经理", "IT运维工程师"},
			Reset: []string{"你好，我的账号被锁定了，无法登录，麻烦帮忙重置密码。联系电话：{phone}，{name}",
				"密码过期了，登录不了OA，请打我手机 {phone}，谢谢！{name}"},
			Temp:  []string{"{name}，您好，密码已重置。临时密码：{pw}，首次登录后请立即修改。工单号 {ticket}"},
			Call:  []string{"{name} 请求回电：{phone} {ext}，工单 {ticket}。"},
			MFA:   []string{"请把我的MFA手机号从 {phone} 改为 {phone2}，谢谢。"},
			Phish: []string{"收到一封来自 {email} 的邮件，说邮箱已满，让我拨打 {phone}，是钓鱼邮件吗？"},
			Clean: []string{"打开Outlook时提示错误 {err}，重启电脑也没有用。"},
		},
		{Code: "ar", First: L("محمد|Mohammed", "فاطمة|Fatima", "عبدالله|Abdullah", "نورة|Noura", "خالد|Khalid", "سارة|Sara", "أحمد|Ahmed", "ريم|Reem", "يوسف|Yousef", "هند|Hind"),
			Last: L("العتيبي|Alotaibi", "الحربي|Alharbi", "القحطاني|Alqahtani", "الشمري|Alshammari", "المنصوري|Almansoori", "الزهراني|Alzahrani", "الهاشمي|Alhashmi", "الكعبي|Alkaabi"),
			Corp: []string{"alnoor-trading.ae", "rawabi-holding.sa", "gulfbridge.com", "emirates-clinic.ae", "najd-contracting.com.sa"},
			Free: []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"},
			Ph:   func(m bool) PN { return pick([]func(bool) PN{phoneSA, phoneAE})(m) }, Ext: func() string {
				return pick([]string{"تحويلة ", "داخلي ", "تحويلة رقم "}) + extNum()
			}, Tel: "هاتف:", Mob: "جوال:", Mail: "البريد الإلكتروني:",
			Titles: []string{"مدير المكتب", "محاسب أول", "مسؤولة الموارد البشرية"},
			Reset: []string{"مرحباً، تم قفل حسابي ولا أستطيع تسجيل الدخول. أرجو إعادة تعيين كلمة المرور. رقم الجوال للتواصل: {phone}. شكراً، {name}",
				"السلام عليكم، انتهت صلاحية كلمة المرور. أرجو الاتصال بي على {phone}. {name}"},
			Temp:  []string{"مرحباً {name}، تمت إعادة تعيين كلمة المرور. كلمة المرور المؤقتة: {pw} يرجى تغييرها عند أول تسجيل دخول. رقم التذكرة {ticket}"},
			Call:  []string{"طلب {name} معاودة الاتصال على {phone} {ext} بخصوص التذكرة {ticket}."},
			MFA:   []string{"يرجى تغيير رقم المصادقة متعددة العوامل من {phone} إلى {phone2}."},
			Phish: []string{"وصلتني رسالة من {email} تقول إن صندوق البريد ممتلئ وتطلب الاتصال بالرقم {phone}. هل هي رسالة تصيد؟"},
			Clean: []string{"يظهر الخطأ {err} عند فتح برنامج Outlook، وأعدت تشغيل الجهاز بدون فائدة."},
		},
		{Code: "tr", First: L("Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif", "Oğuz", "Merve", "Can", "Selin"),
			Last: L("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Koç", "Kurt"),
			Corp: []string{"yildiz-tekstil.com.tr", "anadolu-lojistik.com.tr", "ege-muhendislik.com", "marmara-gida.com.tr"},
			Free: []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"},
			Ph:   phoneTR, Ext: func() string { return pick([]string{"dahili ", "Dahili: ", "dah. "}) + extNum() }, Tel: "Tel:", Mob: "Cep:", Mail: "E-posta:",
			Titles: []string{"Muhasebe Müdürü", "Bilgi İşlem Uzmanı", "İnsan Kaynakları"},
			Reset: []string{"Merhaba, hesabım kilitlendi ve giriş yapamıyorum. Şifremi sıfırlayabilir misiniz? Bana {phone} numarasından ulaşabilirsiniz. Teşekkürler, {name}",
				"Şifremin süresi dolmuş, sisteme giremiyorum. Lütfen {phone} numaralı telefondan beni arayın. {name}"},
			Temp:  []string{"Merhaba {name}, şifreniz sıfırlandı. Geçici şifre: {pw} — ilk girişte değiştirmeniz gerekiyor. Talep no {ticket}."},
			Call:  []string{"{name}, {ticket} için {phone} {ext} numarasından geri aranmak istiyor."},
			MFA:   []string{"MFA telefon numaramı {phone} yerine {phone2} olarak güncelleyebilir misiniz?"},
			Phish: []string{"{email} adresinden posta kutunuz doldu diye bir mail geldi, {phone} numarasını aramamı istiyor. Oltalama mı?"},
			Clean: []string{"Yazıcı tarama sırasında {err} hatası veriyor."},
		},
		{Code: "sv", First: L("Erik", "Anna", "Lars", "Karin", "Johan", "Maria", "Oskar", "Elin", "Nils", "Ingrid"),
			Last: L("Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Lindqvist", "Berg"),
			Corp: []string{"nordkust-bygg.se", "lindqvist-revision.se", "vastra-vard.se"},
			Free: []string{"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
			Ph:   phoneSE, Ext: func() string { return pick([]string{"ankn. ", "anknytning "}) + extNum() }, Tel: "Tel:", Mob: "Mobil:", Mail: "E-post:",
			Titles: []string{"Ekonomiansvarig", "IT-tekniker", "Kontorschef"},
			Reset:  []string{"Hej, jag är utelåst från mitt konto. Kan ni återställa mitt lösenord? Nås på {phone}. Mvh {name}"},
			Temp:   []string{"Hej {name}, ditt lösenord är återställt. Tillfälligt lösenord: {pw} – byt det vid första inloggningen. Ärende {ticket}."},
			Call:   []string{"{name} vill bli uppringd på {phone} {ext} angående {ticket}."},
			MFA:    []string{"Vänligen byt mitt MFA-nummer från {phone} till {phone2}."},
			Phish:  []string{"Fick detta mejl från {email} som säger att jag ska ringa {phone}. Är det nätfiske?"},
			Clean:  []string{"Skrivaren på plan 4 visar felkod {err}."},
		},
	}
}

func loc(code string) *Loc {
	for _, l := range Locs {
		if l.Code == code {
			return l
		}
	}
	panic(code)
}
func anyLoc() *Loc { return pick(Locs) }

// enLoc: English-writing locales
func enLoc() *Loc { return loc(pick([]string{"en-US", "en-US", "en-GB", "en-AU", "en-IN"})) }
