package main

// Phrases per language for the templates every language shares.
// Placeholders: {NAME} {DATE} {TIME} {EMAIL} {PHONE} {ORDER} {TICKET} {REF} {PRICE} {TRACK}
type Phr struct {
	Hi        string // with {NAME}
	OrderW    string
	TicketW   string
	SigBody   []string // {REF} {DATE}
	CSAsk     []string // {ORDER} {DATE} {PHONE}
	Agent     []string // {TICKET}
	QuoteHdr  string   // {DATE} {TIME} {NAME} {EMAIL}
	Fwd       string
	From, To  string
	Cc, Date  string
	Subj      string
	Subjects  []string // {REF}
	OOO       []string // {DATE} {NAME} {PHONE} {EMAIL}
	OOOClean  []string // {DATE} {DATE2} {TICKET}
	SMSCour   string   // {TRACK} {TIME} {PHONE}
	NewNumber string   // {PHONE}
	CallMe    string   // {PHONE}
	Ship      string   // clean: {ORDER} {TRACK} {DATE} {PRICE}
	PwIT      string   // {NAME} {USER} {PW}
	WifiPW    string   // {SSID} {PW}
	CardAsk   string   // {CARD} {EXP}
	Thanks    string
}

var phr = map[string]*Phr{}

func P_(code string) *Phr { return phr[code] }

func init() {
	phr["en"] = &Phr{
		Hi: "Hi {NAME},", OrderW: "Order #", TicketW: "Case number",
		SigBody:  []string{"Please find attached the signed copy for reference {REF}. Let me know if anything is missing.", "Following up on our call on {DATE} — the revised quote ({REF}) is attached.", "Just confirming we received your return, RMA {REF}. Refund should post within 5–7 business days."},
		CSAsk:    []string{"My order {ORDER} placed on {DATE} still hasn't arrived and tracking hasn't updated in a week. Can someone call me at {PHONE}? I'm free after 3pm.", "I was charged twice for order {ORDER} ({DATE}). Please call me back on {PHONE} — I've been on hold for 40 minutes.", "The sofa from order {ORDER} arrived damaged on {DATE}. Best number to reach me is {PHONE}."},
		Agent:    []string{"Thank you for contacting us. Your case number is {TICKET}. A member of our team will get back to you within 24 hours.", "We're sorry for the trouble. I've escalated this under case {TICKET} and requested a replacement."},
		QuoteHdr: "On {DATE} at {TIME}, {NAME} <{EMAIL}> wrote:", Fwd: "---------- Forwarded message ---------", From: "From:", To: "To:", Cc: "Cc:", Date: "Date:", Subj: "Subject:",
		Subjects:  []string{"Re: Your order {REF}", "Fwd: Invoice {REF}", "RE: Lease renewal – unit {REF}", "Delivery update {REF}"},
		OOO:       []string{"Thank you for your email. I am out of the office until {DATE} with limited access to email. For urgent matters please contact {NAME} at {EMAIL} or {PHONE}.", "I'm on parental leave until {DATE}. For anything urgent, reach {NAME} on {PHONE} ({EMAIL})."},
		OOOClean:  []string{"Thank you for your message. I am out of the office from {DATE} to {DATE2} and will reply on my return. Your request has been logged as ticket {TICKET}.", "Automatic reply: I'm travelling until {DATE2}. Orders placed before {DATE} ship as normal; reference {TICKET} in any follow-up."},
		SMSCour:   "FedEx: Your package {TRACK} is out for delivery today, est. {TIME}. Driver contact: {PHONE}. Reply STOP to opt out.",
		NewNumber: "hey it's me, new number! save this one: {PHONE}", CallMe: "Can you call me back at {PHONE} when you get a chance?",
		Ship:    "Good news! Order {ORDER} has shipped. Tracking: {TRACK}. Estimated delivery {DATE}. Order total: {PRICE}.",
		PwIT:    "Hi {NAME}, your account has been created. Username: {USER}  Temporary password: {PW}  You will be asked to change it at first login.",
		WifiPW:  "Guest Wi-Fi for the workshop — network: {SSID}, password: {PW}",
		CardAsk: "To hold the reservation please reply with the card number and expiry. — Sure: {CARD}, exp {EXP}.",
		Thanks:  "Thanks so much!",
	}
	phr["de"] = &Phr{
		Hi: "Hallo {NAME},", OrderW: "Bestellnummer", TicketW: "Ticketnummer",
		SigBody:  []string{"anbei wie besprochen die Unterlagen zu Vorgang {REF}. Bei Rückfragen melden Sie sich gerne.", "vielen Dank für das nette Telefonat am {DATE}. Das Angebot {REF} finden Sie im Anhang.", "die Rechnung {REF} wurde heute beglichen, bitte um kurze Bestätigung."},
		CSAsk:    []string{"meine Bestellung {ORDER} vom {DATE} ist immer noch nicht da. Bitte rufen Sie mich unter {PHONE} zurück, ich bin ab 16 Uhr erreichbar.", "die Waschmaschine aus Bestellung {ORDER} ist am {DATE} defekt angekommen. Für die Terminabsprache bin ich unter {PHONE} zu erreichen.", "leider wurde mir der Betrag für {ORDER} doppelt abgebucht ({DATE}). Sie erreichen mich tagsüber unter {PHONE}."},
		Agent:    []string{"vielen Dank für Ihre Nachricht. Ihr Anliegen wurde unter der Ticketnummer {TICKET} erfasst. Wir melden uns innerhalb von 48 Stunden.", "es tut uns leid. Wir haben unter {TICKET} eine Ersatzlieferung veranlasst."},
		QuoteHdr: "Am {DATE} um {TIME} schrieb {NAME} <{EMAIL}>:", Fwd: "-------- Weitergeleitete Nachricht --------", From: "Von:", To: "An:", Cc: "Cc:", Date: "Datum:", Subj: "Betreff:",
		Subjects:  []string{"AW: Ihre Bestellung {REF}", "WG: Rechnung {REF}", "AW: Nebenkostenabrechnung {REF}", "WG: Schadensmeldung {REF}"},
		OOO:       []string{"Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich {DATE} nicht im Büro. In dringenden Fällen wenden Sie sich bitte an meine Kollegin {NAME} unter {PHONE} oder {EMAIL}.", "Ich befinde mich bis {DATE} im Urlaub. Ihre E-Mail wird nicht weitergeleitet. Vertretung: {NAME}, {EMAIL}, Tel. {PHONE}."},
		OOOClean:  []string{"Vielen Dank für Ihre Nachricht. Ich bin vom {DATE} bis {DATE2} abwesend und ab dem Folgetag wieder erreichbar. Ihr Anliegen ist unter {TICKET} erfasst.", "Automatische Antwort: Wegen Inventur ist unser Kundenservice bis {DATE2} nur eingeschränkt erreichbar. Bestellungen bis {DATE} werden normal versendet (Vorgang {TICKET})."},
		SMSCour:   "DHL: Ihre Sendung {TRACK} wird heute zwischen {TIME} und 18:00 zugestellt. Ihr Zusteller ist erreichbar unter {PHONE}.",
		NewNumber: "Hi, das ist meine neue Nummer: {PHONE} – bitte einspeichern, die alte ist ab Montag weg!", CallMe: "Kannst du mich kurz unter {PHONE} zurückrufen?",
		Ship:    "Gute Nachrichten! Ihre Bestellung {ORDER} ist unterwegs. Sendungsnummer: {TRACK}. Voraussichtliche Zustellung: {DATE}. Gesamtbetrag: {PRICE}.",
		PwIT:    "Hallo {NAME}, Ihr Zugang wurde eingerichtet. Benutzername: {USER} Initialpasswort: {PW} Bitte ändern Sie es bei der ersten Anmeldung.",
		WifiPW:  "WLAN für die Schulung: Netzwerk {SSID}, Passwort: {PW}",
		CardAsk: "Zur Garantie der Reservierung benötigen wir Ihre Kreditkarte. — Gerne: {CARD}, gültig bis {EXP}.",
		Thanks:  "Danke dir!",
	}
	phr["fr"] = &Phr{
		Hi: "Bonjour {NAME},", OrderW: "Commande n°", TicketW: "Numéro de dossier",
		SigBody:  []string{"veuillez trouver ci-joint le devis {REF} comme convenu.", "suite à notre échange du {DATE}, je vous transmets la facture {REF}.", "le dossier {REF} est complet, merci pour votre réactivité."},
		CSAsk:    []string{"ma commande {ORDER} du {DATE} n'est toujours pas arrivée. Pouvez-vous me rappeler au {PHONE} ? Je suis disponible après 17h.", "le colis de la commande {ORDER} est arrivé abîmé le {DATE}. Vous pouvez me joindre au {PHONE}.", "j'ai été débité deux fois pour la commande {ORDER} ({DATE}). Merci de me contacter au {PHONE}."},
		Agent:    []string{"Nous vous remercions pour votre message. Votre demande a été enregistrée sous le numéro {TICKET}. Un conseiller vous répondra sous 48 h.", "Nous sommes désolés. Un renvoi a été lancé sous la référence {TICKET}."},
		QuoteHdr: "Le {DATE} à {TIME}, {NAME} <{EMAIL}> a écrit :", Fwd: "---------- Message transféré ---------", From: "De :", To: "À :", Cc: "Cc :", Date: "Date :", Subj: "Objet :",
		Subjects:  []string{"RE: Votre commande {REF}", "TR: Facture {REF}", "RE: Dossier sinistre {REF}", "TR: Réservation {REF}"},
		OOO:       []string{"Merci pour votre message. Je suis absente jusqu'au {DATE} inclus. En cas d'urgence, vous pouvez contacter {NAME} au {PHONE} ou par mail : {EMAIL}.", "Je suis en congé jusqu'au {DATE}. Pour toute urgence : {NAME}, {PHONE}, {EMAIL}."},
		OOOClean:  []string{"Merci pour votre message. Je suis absent du {DATE} au {DATE2} inclus. Votre demande est enregistrée sous la référence {TICKET}.", "Réponse automatique : le service client est fermé jusqu'au {DATE2}. Les commandes passées avant le {DATE} seront expédiées normalement (dossier {TICKET})."},
		SMSCour:   "Colissimo : votre colis {TRACK} sera livré aujourd'hui vers {TIME}. Votre livreur : {PHONE}.",
		NewNumber: "Coucou, c'est mon nouveau numéro : {PHONE}, tu peux l'enregistrer ?", CallMe: "Tu peux me rappeler au {PHONE} stp ?",
		Ship:    "Bonne nouvelle ! Votre commande {ORDER} a été expédiée. Numéro de suivi : {TRACK}. Livraison estimée le {DATE}. Montant : {PRICE}.",
		PwIT:    "Bonjour {NAME}, votre compte a été créé. Identifiant : {USER} Mot de passe provisoire : {PW} Vous devrez le modifier à la première connexion.",
		WifiPW:  "Wi-Fi invités pour le séminaire : réseau {SSID}, mot de passe : {PW}",
		CardAsk: "Pour garantir la réservation, merci de nous communiquer votre carte. — Voici : {CARD}, expiration {EXP}.",
		Thanks:  "Merci beaucoup !",
	}
	phr["es"] = &Phr{
		Hi: "Hola {NAME}:", OrderW: "Pedido nº", TicketW: "Número de incidencia",
		SigBody:  []string{"te adjunto el presupuesto {REF} que comentamos.", "tras la llamada del {DATE}, te envío la factura {REF}.", "ya tenemos la documentación del expediente {REF}, gracias."},
		CSAsk:    []string{"mi pedido {ORDER} del {DATE} todavía no ha llegado. ¿Me pueden llamar al {PHONE}? Estoy disponible por las tardes.", "el producto del pedido {ORDER} llegó roto el {DATE}. Mi móvil es {PHONE}.", "me han cobrado dos veces el pedido {ORDER} ({DATE}). Llámenme al {PHONE}, por favor."},
		Agent:    []string{"Gracias por contactar con nosotros. Hemos registrado su consulta con el número de incidencia {TICKET}. Le responderemos en 48 horas.", "Lamentamos las molestias. Hemos abierto la incidencia {TICKET} para el reenvío."},
		QuoteHdr: "El {DATE}, a las {TIME}, {NAME} (<{EMAIL}>) escribió:", Fwd: "---------- Mensaje reenviado ---------", From: "De:", To: "Para:", Cc: "CC:", Date: "Fecha:", Subj: "Asunto:",
		Subjects:  []string{"RE: Su pedido {REF}", "RV: Factura {REF}", "RE: Reserva {REF}", "RV: Siniestro {REF}"},
		OOO:       []string{"Gracias por su mensaje. Estaré fuera de la oficina hasta el {DATE}. Para asuntos urgentes, contacte con {NAME} en el {PHONE} o en {EMAIL}.", "Estoy de vacaciones hasta el {DATE}. Si es urgente: {NAME} ({EMAIL}), móvil {PHONE}."},
		OOOClean:  []string{"Gracias por su mensaje. Estaré ausente del {DATE} al {DATE2}. Su consulta ha quedado registrada con la referencia {TICKET}.", "Respuesta automática: nuestras oficinas permanecerán cerradas hasta el {DATE2}. Los pedidos realizados antes del {DATE} se enviarán con normalidad (incidencia {TICKET})."},
		SMSCour:   "SEUR: Su envío {TRACK} se entregará hoy a partir de las {TIME}. Repartidor: {PHONE}.",
		NewNumber: "Hola! Este es mi número nuevo: {PHONE}, guárdalo porfa", CallMe: "¿Me puedes llamar al {PHONE} cuando puedas?",
		Ship:    "¡Buenas noticias! Su pedido {ORDER} ha sido enviado. Seguimiento: {TRACK}. Entrega estimada: {DATE}. Total: {PRICE}.",
		PwIT:    "Hola {NAME}, se ha creado tu cuenta. Usuario: {USER} Contraseña temporal: {PW} Deberás cambiarla en el primer inicio de sesión.",
		WifiPW:  "Wifi de invitados para la jornada: red {SSID}, contraseña: {PW}",
		CardAsk: "Para garantizar la reserva necesitamos una tarjeta. — Claro: {CARD}, caduca {EXP}.",
		Thanks:  "¡Muchas gracias!",
	}
	phr["pt"] = &Phr{
		Hi: "Olá {NAME},", OrderW: "Pedido nº", TicketW: "Protocolo",
		SigBody:  []string{"segue em anexo o orçamento {REF} conforme combinado.", "conforme conversamos em {DATE}, envio a nota fiscal {REF}.", "recebemos a documentação do processo {REF}, obrigado."},
		CSAsk:    []string{"meu pedido {ORDER} feito em {DATE} ainda não chegou. Podem me ligar no {PHONE}? Fico disponível à tarde.", "a geladeira do pedido {ORDER} chegou amassada em {DATE}. Meu WhatsApp é {PHONE}.", "fui cobrada duas vezes pelo pedido {ORDER} ({DATE}). Por favor me liguem no {PHONE}."},
		Agent:    []string{"Agradecemos o seu contato. Sua solicitação foi registrada sob o protocolo {TICKET}. Retornaremos em até 2 dias úteis.", "Pedimos desculpas pelo transtorno. Abrimos o protocolo {TICKET} para a troca."},
		QuoteHdr: "Em {DATE} às {TIME}, {NAME} <{EMAIL}> escreveu:", Fwd: "---------- Mensagem encaminhada ---------", From: "De:", To: "Para:", Cc: "Cc:", Date: "Data:", Subj: "Assunto:",
		Subjects:  []string{"RE: Seu pedido {REF}", "ENC: Boleto {REF}", "RE: Contrato de locação {REF}", "ENC: Sinistro {REF}"},
		OOO:       []string{"Obrigada pela mensagem. Estou fora do escritório até {DATE}. Em caso de urgência, fale com {NAME} pelo {PHONE} ou {EMAIL}.", "Estou de férias até {DATE}. Urgências: {NAME} – {EMAIL} – cel. {PHONE}."},
		OOOClean:  []string{"Obrigado pela mensagem. Estarei ausente de {DATE} a {DATE2}. Sua solicitação foi registrada sob o protocolo {TICKET}.", "Resposta automática: nosso atendimento estará fechado até {DATE2}. Pedidos feitos até {DATE} serão enviados normalmente (protocolo {TICKET})."},
		SMSCour:   "Correios: seu objeto {TRACK} saiu para entrega hoje, previsão {TIME}. Entregador: {PHONE}.",
		NewNumber: "Oi! Esse é meu número novo: {PHONE}, salva aí", CallMe: "Me liga no {PHONE} quando puder?",
		Ship:    "Boa notícia! Seu pedido {ORDER} foi enviado. Código de rastreio: {TRACK}. Previsão de entrega: {DATE}. Total: {PRICE}.",
		PwIT:    "Olá {NAME}, sua conta foi criada. Usuário: {USER} Senha provisória: {PW} Você deverá alterá-la no primeiro acesso.",
		WifiPW:  "Wi-Fi de visitantes do evento: rede {SSID}, senha: {PW}",
		CardAsk: "Para garantir a reserva precisamos de um cartão. — Segue: {CARD}, validade {EXP}.",
		Thanks:  "Muito obrigada!",
	}
	phr["it"] = &Phr{
		Hi: "Buongiorno {NAME},", OrderW: "Ordine n.", TicketW: "Numero pratica",
		SigBody:  []string{"in allegato il preventivo {REF} come concordato.", "a seguito della telefonata del {DATE} le invio la fattura {REF}.", "la pratica {REF} è completa, grazie."},
		CSAsk:    []string{"il mio ordine {ORDER} del {DATE} non è ancora arrivato. Potete richiamarmi al {PHONE}? Sono disponibile dopo le 17.", "il prodotto dell'ordine {ORDER} è arrivato danneggiato il {DATE}. Il mio cellulare è {PHONE}.", "mi è stato addebitato due volte l'ordine {ORDER} ({DATE}). Contattatemi al {PHONE}, grazie."},
		Agent:    []string{"La ringraziamo per averci contattato. La sua richiesta è stata registrata con il numero pratica {TICKET}. Le risponderemo entro 48 ore.", "Ci scusiamo per il disagio. Abbiamo aperto la pratica {TICKET} per la sostituzione."},
		QuoteHdr: "Il giorno {DATE} alle ore {TIME} {NAME} <{EMAIL}> ha scritto:", Fwd: "---------- Messaggio inoltrato ---------", From: "Da:", To: "A:", Cc: "Cc:", Date: "Data:", Subj: "Oggetto:",
		Subjects:  []string{"R: Il suo ordine {REF}", "I: Fattura {REF}", "R: Prenotazione {REF}", "I: Sinistro {REF}"},
		OOO:       []string{"Grazie per il messaggio. Sarò fuori ufficio fino al {DATE}. Per urgenze potete contattare {NAME} al {PHONE} oppure {EMAIL}.", "Sono in ferie fino al {DATE}. Per urgenze: {NAME}, cell. {PHONE}, {EMAIL}."},
		OOOClean:  []string{"Grazie per il messaggio. Sarò assente dal {DATE} al {DATE2}. La sua richiesta è registrata con il numero {TICKET}.", "Risposta automatica: gli uffici resteranno chiusi fino al {DATE2}. Gli ordini effettuati entro il {DATE} verranno spediti regolarmente (pratica {TICKET})."},
		SMSCour:   "BRT: la spedizione {TRACK} sarà consegnata oggi dalle {TIME}. Autista: {PHONE}.",
		NewNumber: "Ciao, questo è il mio nuovo numero: {PHONE}, salvalo!", CallMe: "Mi richiami al {PHONE} quando puoi?",
		Ship:    "Buone notizie! Il suo ordine {ORDER} è stato spedito. Tracking: {TRACK}. Consegna prevista: {DATE}. Totale: {PRICE}.",
		PwIT:    "Ciao {NAME}, il tuo account è stato creato. Utente: {USER} Password provvisoria: {PW} Ti verrà chiesto di cambiarla al primo accesso.",
		WifiPW:  "Wi-Fi ospiti per il corso: rete {SSID}, password: {PW}",
		CardAsk: "Per garantire la prenotazione ci serve una carta di credito. — Ecco: {CARD}, scadenza {EXP}.",
		Thanks:  "Grazie mille!",
	}
	phr["nl"] = &Phr{
		Hi: "Hoi {NAME},", OrderW: "Bestelnummer", TicketW: "Ticketnummer",
		SigBody:  []string{"in de bijlage vind je de offerte {REF} zoals besproken.", "naar aanleiding van ons gesprek op {DATE} stuur ik je factuur {REF}.", "het dossier {REF} is compleet, bedankt."},
		CSAsk:    []string{"mijn bestelling {ORDER} van {DATE} is nog steeds niet binnen. Kunnen jullie mij terugbellen op {PHONE}? Ik ben na 16:00 bereikbaar.", "de fiets uit bestelling {ORDER} is op {DATE} beschadigd aangekomen. Mijn nummer is {PHONE}.", "ik heb voor bestelling {ORDER} ({DATE}) twee keer betaald. Bel me aub op {PHONE}."},
		Agent:    []string{"Bedankt voor je bericht. Je vraag is geregistreerd onder ticketnummer {TICKET}. We reageren binnen 2 werkdagen.", "Excuses voor het ongemak. We hebben onder {TICKET} een vervangend exemplaar verstuurd."},
		QuoteHdr: "Op {DATE} om {TIME} schreef {NAME} <{EMAIL}>:", Fwd: "---------- Doorgestuurd bericht ---------", From: "Van:", To: "Aan:", Cc: "Cc:", Date: "Datum:", Subj: "Onderwerp:",
		Subjects:  []string{"RE: Je bestelling {REF}", "FW: Factuur {REF}", "RE: Huurcontract {REF}", "FW: Schademelding {REF}"},
		OOO:       []string{"Bedankt voor je bericht. Ik ben tot en met {DATE} afwezig. Voor dringende zaken kun je contact opnemen met {NAME} via {PHONE} of {EMAIL}.", "Ik ben met vakantie tot {DATE}. Bij spoed: {NAME}, {EMAIL}, mobiel {PHONE}."},
		OOOClean:  []string{"Bedankt voor je bericht. Ik ben afwezig van {DATE} tot {DATE2}. Je vraag staat geregistreerd onder {TICKET}.", "Automatisch antwoord: onze klantenservice is gesloten tot {DATE2}. Bestellingen geplaatst vóór {DATE} worden gewoon verzonden (ticket {TICKET})."},
		SMSCour:   "PostNL: je pakket {TRACK} wordt vandaag bezorgd tussen {TIME} en 17:00. Bezorger: {PHONE}.",
		NewNumber: "Hey, dit is mijn nieuwe nummer: {PHONE}, sla je hem op?", CallMe: "Kun je me even terugbellen op {PHONE}?",
		Ship:    "Goed nieuws! Je bestelling {ORDER} is verzonden. Track & trace: {TRACK}. Verwachte bezorging: {DATE}. Totaal: {PRICE}.",
		PwIT:    "Hoi {NAME}, je account is aangemaakt. Gebruikersnaam: {USER} Tijdelijk wachtwoord: {PW} Wijzig dit bij je eerste aanmelding.",
		WifiPW:  "Gasten-wifi voor de training: netwerk {SSID}, wachtwoord: {PW}",
		CardAsk: "Om de reservering te garanderen hebben we een creditcard nodig. — Alsjeblieft: {CARD}, geldig tot {EXP}.",
		Thanks:  "Dankjewel!",
	}
	phr["pl"] = &Phr{
		Hi: "Dzień dobry {NAME},", OrderW: "Zamówienie nr", TicketW: "Numer zgłoszenia",
		SigBody:  []string{"w załączniku przesyłam ofertę {REF} zgodnie z ustaleniami.", "w nawiązaniu do rozmowy z {DATE} przesyłam fakturę {REF}.", "dokumenty do sprawy {REF} są kompletne, dziękuję."},
		CSAsk:    []string{"moje zamówienie {ORDER} z {DATE} nadal nie dotarło. Proszę o kontakt pod numerem {PHONE}, jestem dostępna po 16.", "pralka z zamówienia {ORDER} przyszła uszkodzona {DATE}. Mój numer telefonu: {PHONE}.", "za zamówienie {ORDER} ({DATE}) pobrano płatność dwa razy. Proszę o telefon: {PHONE}."},
		Agent:    []string{"Dziękujemy za wiadomość. Zgłoszenie zostało zarejestrowane pod numerem {TICKET}. Odpowiemy w ciągu 48 godzin.", "Przepraszamy za kłopot. Wysyłka zastępcza została zlecona w ramach zgłoszenia {TICKET}."},
		QuoteHdr: "W dniu {DATE} o {TIME} {NAME} <{EMAIL}> napisał(a):", Fwd: "---------- Przekazana wiadomość ---------", From: "Od:", To: "Do:", Cc: "DW:", Date: "Data:", Subj: "Temat:",
		Subjects:  []string{"Odp: Zamówienie {REF}", "PD: Faktura {REF}", "Odp: Reklamacja {REF}", "PD: Umowa {REF}"},
		OOO:       []string{"Dziękuję za wiadomość. Jestem poza biurem do {DATE}. W pilnych sprawach proszę kontaktować się z {NAME}, tel. {PHONE}, {EMAIL}.", "Jestem na urlopie do {DATE}. W pilnych sprawach: {NAME} ({EMAIL}), kom. {PHONE}."},
		OOOClean:  []string{"Dziękuję za wiadomość. Jestem nieobecna od {DATE} do {DATE2}. Zgłoszenie zostało zarejestrowane pod numerem {TICKET}.", "Odpowiedź automatyczna: biuro obsługi klienta jest nieczynne do {DATE2}. Zamówienia złożone przed {DATE} zostaną wysłane normalnie (zgłoszenie {TICKET})."},
		SMSCour:   "InPost: Twoja paczka {TRACK} będzie dziś doręczona ok. {TIME}. Kurier: {PHONE}.",
		NewNumber: "Cześć, to mój nowy numer: {PHONE}, zapisz sobie", CallMe: "Oddzwonisz na {PHONE}?",
		Ship:    "Dobra wiadomość! Zamówienie {ORDER} zostało wysłane. Numer przesyłki: {TRACK}. Przewidywana dostawa: {DATE}. Kwota: {PRICE}.",
		PwIT:    "Cześć {NAME}, Twoje konto zostało utworzone. Login: {USER} Hasło tymczasowe: {PW} Zmień je przy pierwszym logowaniu.",
		WifiPW:  "Wi-Fi dla gości na szkolenie: sieć {SSID}, hasło: {PW}",
		CardAsk: "Aby zagwarantować rezerwację potrzebujemy karty. — Proszę: {CARD}, ważna do {EXP}.",
		Thanks:  "Dzięki wielkie!",
	}
	phr["ja"] = &Phr{
		Hi: "{NAME}様", OrderW: "注文番号", TicketW: "お問い合わせ番号",
		SigBody:  []string{"お世話になっております。ご依頼の見積書（{REF}）を添付いたします。", "{DATE}のお打ち合わせありがとうございました。請求書{REF}をお送りします。", "案件{REF}の書類、確かに受領いたしました。"},
		CSAsk:    []string{"{DATE}に注文した商品（注文番号：{ORDER}）がまだ届きません。お手数ですが{PHONE}までお電話ください。", "注文番号{ORDER}の商品が{DATE}に破損した状態で届きました。連絡先は{PHONE}です。", "{DATE}の注文{ORDER}で二重に請求されています。{PHONE}にご連絡いただけますか。"},
		Agent:    []string{"お問い合わせありがとうございます。お問い合わせ番号{TICKET}にて承りました。2営業日以内にご連絡いたします。", "ご迷惑をおかけし申し訳ございません。{TICKET}にて交換品の手配をいたしました。"},
		QuoteHdr: "{DATE} {TIME} {NAME} <{EMAIL}>:", Fwd: "---------- Forwarded message ---------", From: "差出人:", To: "宛先:", Cc: "CC:", Date: "日付:", Subj: "件名:",
		Subjects:  []string{"Re: ご注文{REF}について", "Fw: 請求書{REF}", "Re: ご予約{REF}", "Fw: 見積書{REF}"},
		OOO:       []string{"誠に勝手ながら{DATE}まで不在にしております。お急ぎの場合は{NAME}（{PHONE}、{EMAIL}）までご連絡ください。", "{DATE}まで休暇をいただいております。急ぎの件は{NAME}　携帯：{PHONE}　メール：{EMAIL} へお願いします。"},
		OOOClean:  []string{"誠に勝手ながら{DATE}から{DATE2}まで不在にしております。お問い合わせは{TICKET}として受け付けました。", "自動返信：{DATE2}まで休業いたします。{DATE}までのご注文は通常通り発送いたします（受付番号{TICKET}）。"},
		SMSCour:   "ヤマト運輸：お荷物（伝票番号{TRACK}）を本日{TIME}頃お届けします。ドライバー直通{PHONE}",
		NewNumber: "番号変わりました！新しい番号は{PHONE}です。登録お願いします🙏", CallMe: "手が空いたら{PHONE}に折り返しお願いします。",
		Ship:    "ご注文{ORDER}を発送いたしました。お問い合わせ伝票番号：{TRACK}　お届け予定日：{DATE}　ご請求金額：{PRICE}",
		PwIT:    "{NAME}さん、アカウントを作成しました。ユーザー名：{USER}　初期パスワード：{PW}　初回ログイン時に変更してください。",
		WifiPW:  "研修会場のWi-Fi：SSID {SSID}　パスワード：{PW}",
		CardAsk: "ご予約の保証のためクレジットカード情報をお知らせください。— はい、{CARD}、有効期限{EXP}です。",
		Thanks:  "ありがとうございます！",
	}
	phr["zh"] = &Phr{
		Hi: "{NAME}您好，", OrderW: "订单号", TicketW: "工单号",
		SigBody:  []string{"附件是报价单{REF}，请查收。", "关于{DATE}的沟通，发票{REF}已开具，请查收。", "合同{REF}已盖章寄出，谢谢。"},
		CSAsk:    []string{"我在{DATE}下的订单{ORDER}到现在还没收到，麻烦回电{PHONE}，谢谢。", "订单{ORDER}的货{DATE}到了，外包装破损，请联系我：{PHONE}。", "订单{ORDER}（{DATE}）被重复扣款了，请尽快打我电话{PHONE}。"},
		Agent:    []string{"您好，感谢您的反馈，您的问题已登记，工单号{TICKET}，我们会在24小时内回复。", "非常抱歉给您带来不便，已通过工单{TICKET}为您安排补发。"},
		QuoteHdr: "在 {DATE} {TIME}，{NAME} <{EMAIL}> 写道：", Fwd: "---------- 转发的邮件 ----------", From: "发件人：", To: "收件人：", Cc: "抄送：", Date: "发送时间：", Subj: "主题：",
		Subjects:  []string{"回复：订单{REF}", "转发：发票{REF}", "回复：合同{REF}", "转发：报价{REF}"},
		OOO:       []string{"您好，我{DATE}前休假，邮件回复可能延迟。紧急事务请联系{NAME}，电话{PHONE}，邮箱{EMAIL}。", "本人出差至{DATE}，急事请找{NAME}（{PHONE} / {EMAIL}）。"},
		OOOClean:  []string{"您好，我于{DATE}至{DATE2}休假，返回后会尽快回复。您的问题已登记为{TICKET}。", "自动回复：春节期间客服暂停至{DATE2}，{DATE}前的订单正常发货（工单{TICKET}）。"},
		SMSCour:   "【顺丰速运】您的快件{TRACK}今日{TIME}前派送，快递员电话{PHONE}，请保持电话畅通。",
		NewNumber: "我换号了，新号码{PHONE}，麻烦存一下", CallMe: "方便的时候回个电话{PHONE}",
		Ship:    "您的订单{ORDER}已发货，运单号{TRACK}，预计{DATE}送达，实付{PRICE}。",
		PwIT:    "{NAME}你好，系统账号已开通。用户名：{USER} 初始密码：{PW} 首次登录请修改密码。",
		WifiPW:  "培训室WiFi：{SSID} 密码：{PW}",
		CardAsk: "为担保预订需要提供信用卡信息。——好的：{CARD}，有效期{EXP}。",
		Thanks:  "太感谢了！",
	}
	phr["ru"] = &Phr{
		Hi: "Здравствуйте, {NAME}!", OrderW: "Заказ №", TicketW: "Номер обращения",
		SigBody:  []string{"направляю коммерческое предложение {REF}, как договаривались.", "по итогам звонка {DATE} высылаю счёт {REF}.", "документы по договору {REF} получили, спасибо."},
		CSAsk:    []string{"мой заказ {ORDER} от {DATE} до сих пор не доставлен. Перезвоните мне, пожалуйста, по номеру {PHONE}.", "холодильник по заказу {ORDER} пришёл {DATE} с вмятиной. Мой телефон: {PHONE}.", "за заказ {ORDER} ({DATE}) деньги списали дважды. Свяжитесь со мной: {PHONE}."},
		Agent:    []string{"Спасибо за обращение. Ему присвоен номер {TICKET}. Мы ответим в течение 24 часов.", "Приносим извинения. По обращению {TICKET} оформлена замена товара."},
		QuoteHdr: "{DATE} в {TIME}, {NAME} <{EMAIL}> написал(а):", Fwd: "-------- Пересылаемое сообщение --------", From: "От:", To: "Кому:", Cc: "Копия:", Date: "Дата:", Subj: "Тема:",
		Subjects:  []string{"Re: Ваш заказ {REF}", "Fwd: Счёт {REF}", "Re: Договор {REF}", "Fwd: Претензия {REF}"},
		OOO:       []string{"Спасибо за письмо. Я в отпуске до {DATE}. По срочным вопросам обращайтесь к {NAME}: {PHONE}, {EMAIL}.", "Нахожусь в командировке до {DATE}. Срочно — {NAME}, моб. {PHONE}, {EMAIL}."},
		OOOClean:  []string{"Спасибо за письмо. Меня не будет с {DATE} по {DATE2}. Ваше обращение зарегистрировано под номером {TICKET}.", "Автоответ: служба поддержки не работает до {DATE2}. Заказы, оформленные до {DATE}, будут отправлены в обычном режиме (обращение {TICKET})."},
		SMSCour:   "СДЭК: заказ {TRACK} будет доставлен сегодня после {TIME}. Курьер: {PHONE}.",
		NewNumber: "Привет, это мой новый номер {PHONE}, сохрани", CallMe: "Перезвони мне на {PHONE}, как сможешь",
		Ship:    "Ваш заказ {ORDER} передан в доставку. Трек-номер: {TRACK}. Ожидаемая дата: {DATE}. Сумма: {PRICE}.",
		PwIT:    "{NAME}, ваша учётная запись создана. Логин: {USER} Временный пароль: {PW} При первом входе его нужно сменить.",
		WifiPW:  "Wi-Fi для гостей на семинаре: сеть {SSID}, пароль: {PW}",
		CardAsk: "Для гарантии бронирования нужна карта. — Пожалуйста: {CARD}, срок действия {EXP}.",
		Thanks:  "Большое спасибо!",
	}
	phr["tr"] = &Phr{
		Hi: "Merhaba {NAME},", OrderW: "Sipariş no", TicketW: "Talep numarası",
		SigBody:  []string{"konuştuğumuz teklif {REF} ektedir.", "{DATE} tarihli görüşmemiz üzerine {REF} numaralı faturayı iletiyorum.", "{REF} dosyasına ait evraklar tamamlandı, teşekkürler."},
		CSAsk:    []string{"{DATE} tarihli {ORDER} numaralı siparişim hâlâ gelmedi. Beni {PHONE} numarasından arayabilir misiniz?", "{ORDER} siparişindeki ürün {DATE} tarihinde hasarlı geldi. Telefonum: {PHONE}.", "{ORDER} siparişi ({DATE}) için iki kez ödeme alındı. Lütfen {PHONE} numarasından ulaşın."},
		Agent:    []string{"Bizimle iletişime geçtiğiniz için teşekkür ederiz. Talebiniz {TICKET} numarasıyla kaydedilmiştir. 48 saat içinde dönüş yapılacaktır.", "Yaşanan sorun için özür dileriz. {TICKET} numaralı talep ile değişim başlatıldı."},
		QuoteHdr: "{DATE} tarihinde {TIME} saatinde {NAME} <{EMAIL}> şunu yazdı:", Fwd: "---------- İletilen ileti ---------", From: "Kimden:", To: "Kime:", Cc: "Bilgi:", Date: "Tarih:", Subj: "Konu:",
		Subjects:  []string{"YNT: Siparişiniz {REF}", "İLT: Fatura {REF}", "YNT: Kira sözleşmesi {REF}", "İLT: Hasar dosyası {REF}"},
		OOO:       []string{"Mesajınız için teşekkürler. {DATE} tarihine kadar ofis dışındayım. Acil durumlarda {NAME} ile {PHONE} veya {EMAIL} üzerinden iletişime geçebilirsiniz.", "{DATE} tarihine kadar izindeyim. Acil işler için: {NAME}, GSM {PHONE}, {EMAIL}."},
		OOOClean:  []string{"Mesajınız için teşekkürler. {DATE} - {DATE2} tarihleri arasında izindeyim. Talebiniz {TICKET} numarasıyla kaydedildi.", "Otomatik yanıt: müşteri hizmetlerimiz {DATE2} tarihine kadar kapalıdır. {DATE} öncesi siparişler normal şekilde gönderilecektir (talep {TICKET})."},
		SMSCour:   "Yurtiçi Kargo: {TRACK} numaralı gönderiniz bugün {TIME} civarı teslim edilecek. Kurye: {PHONE}.",
		NewNumber: "Selam, bu benim yeni numaram: {PHONE}, kaydeder misin?", CallMe: "Müsait olunca {PHONE} numarasından beni arar mısın?",
		Ship:    "Siparişiniz {ORDER} kargoya verildi. Takip numarası: {TRACK}. Tahmini teslimat: {DATE}. Tutar: {PRICE}.",
		PwIT:    "Merhaba {NAME}, hesabınız oluşturuldu. Kullanıcı adı: {USER} Geçici şifre: {PW} İlk girişte değiştirmeniz gerekmektedir.",
		WifiPW:  "Eğitim için misafir Wi-Fi: ağ {SSID}, şifre: {PW}",
		CardAsk: "Rezervasyonu garantilemek için kart bilgisi gerekiyor. — Tabii: {CARD}, son kullanma {EXP}.",
		Thanks:  "Çok teşekkürler!",
	}
}
