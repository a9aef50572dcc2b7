package main

// Intent is one exchange of a call; each alternative is a list of lines
// starting "A:" (agent), "C:" (customer) or "N:" (a note line).
type Intent struct {
	name string
	pii  bool
	alts [][]string
}

type LangTable struct {
	agent, cust []string
	open, close [][]string
	intents     []Intent
	products    []string
	hold        string
}

var tables = map[string]*LangTable{}

func init() {
	tables["en"] = &LangTable{
		agent: []string{"Agent", "AGENT", "Rep", "Advisor"},
		cust:  []string{"Customer", "CUSTOMER", "Caller", "Cust"},
		open: [][]string{
			{"A:Thank you for calling {brand}, you're speaking with {agent}, how can I help today?", "C:Hi, I'm calling about an order that hasn't turned up."},
			{"A:{brand} customer care, this is {agent}.", "C:Hi yeah, I've got a problem with a delivery."},
			{"A:Good morning, {brand}, {agent} speaking.", "C:Hello, I'd like to return something I bought."},
			{"A:Hi, thanks for holding, my name's {agent}. Who am I speaking with?", "C:It's {name}."},
		},
		close: [][]string{
			{"A:Is there anything else I can help you with today?", "C:No, that's everything, thanks.", "A:Thanks for calling {brand}, have a great day."},
			{"A:Anything else at all?", "C:Nope, cheers.", "A:Take care, bye now."},
			{"C:Okay, thanks for your help.", "A:You're welcome, you'll get a survey after the call."},
		},
		hold:     "[hold {dur}]",
		products: []string{"wireless headphones", "air fryer", "standing desk", "kids' bike", "phone case", "coffee machine", "winter jacket", "router"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:What's the best number to reach you on?", "C:It's {phone}."},
				{"A:Can I grab a contact number in case we get cut off?", "C:Yeah, it's {phoneASR}."},
				{"C:Can you call me back on my {cellword}? It's {phone}, I'm free after {time}."},
				{"A:Is the number on the account still current?", "C:No, I changed it, the new one is {phone}.", "A:Let me read that back, {phoneRB}?", "C:That's right."},
				{"C:my number is {phoneASR}"},
				{"A:And a number for the driver?", "C:Use {phone}, or my partner's, {phone2}."},
				{"A:What number are you calling from today?", "C:{phone}"},
			}},
			{"email", true, [][]string{
				{"A:What email should I send the confirmation to?", "C:{email}"},
				{"A:Can you confirm the email address on the account?", "C:Sure, it's {email}."},
				{"C:Just email the return label to {email} please."},
				{"C:It's {emailB}, all lower case."},
				{"C:The email is {email}, actually no, use my work one, {email2}."},
			}},
			{"card", true, [][]string{
				{"A:I can take that payment now. What's the long number on the card?", "C:{card}", "A:And the expiry date?", "C:{exp}"},
				{"C:Okay, the card number is {card}, expires {exp}, and the code on the back is {cvv}."},
				{"A:Please read out the digits on the front of the card.", "C:{cardASR}", "A:Thank you, and the expiry?", "C:{exp}"},
				{"A:I'll take the new card details, go ahead.", "C:Right, it's a {cardbrand}, {card}."},
			}},
			{"ssn", true, [][]string{
				{"A:To verify your identity I'll need your Social Security number.", "C:Sure, it's {ssn}."},
				{"A:Can I get the last four of your social?", "C:I'll just give you the whole thing, {ssn}."},
				{"C:My social is {ssn}, the account might be under my maiden name."},
				{"A:And the SSN for the credit application?", "C:{ssn}"},
			}},
			{"order", false, [][]string{
				{"A:Can I take your order number please?", "C:It's {order}."},
				{"C:I'm calling about order {order}, it still hasn't arrived."},
				{"C:I ordered over the phone last week, the order number is {order}."},
				{"C:uh the order number is {orderASR}"},
			}},
			{"track", false, [][]string{
				{"A:It's with {carrier}, tracking number {track}, and it's due on {date}."},
				{"A:I can see it left the depot, the {carrier} tracking is {track}."},
			}},
			{"refund", false, [][]string{
				{"A:I've processed a refund of {amount}. Your refund reference is {ref}, allow three to five working days."},
				{"A:You'll see {amount} back on the card within a week, reference {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:I can see a {cardbrand} ending in {last4} on the account, is that the one you'd like to use?", "C:Yes, that one."},
				{"C:Can you put it on the card ending {last4}?", "A:Sure, done."},
			}},
			{"postcode", false, [][]string{
				{"A:Can you confirm the {zipword} for the delivery address?", "C:{postcode}."},
				{"A:And the {zipword}?", "C:It's {postcode}."},
			}},
			{"case", false, [][]string{
				{"A:I've logged this under case number {case}; if you call back, just quote that."},
				{"A:Your ticket number is {case}."},
			}},
			{"ext", false, [][]string{
				{"A:If you need me again, I'm on extension {ext}."},
				{"A:I'll transfer you to returns on extension {ext}, please hold."},
			}},
			{"hold", false, [][]string{
				{"A:Bear with me, I'll put you on a brief hold.", "C:Sure.", "N:{hold}"},
			}},
			{"store", false, [][]string{
				{"A:Store {store} has {qty} in stock and they're open until {time}."},
			}},
			{"sku", false, [][]string{
				{"C:It's the {product}, item number {sku}."},
				{"A:So that's {qty} of the {product}, SKU {sku}, for {amount}."},
			}},
			{"dob", false, [][]string{
				{"A:And can you confirm your date of birth?", "C:{dob}."},
			}},
			{"pin", false, [][]string{
				{"A:Could you give me the passcode on the account?", "C:{pin}."},
			}},
			{"conf", false, [][]string{
				{"A:Your confirmation number is {conf}."},
				{"A:Booking confirmed, reference {conf}, the engineer will come on {date} between {time} and {time2}."},
			}},
			{"acct", false, [][]string{
				{"A:I've found your account, number {acct}."},
			}},
		},
	}

	tables["es"] = &LangTable{
		agent: []string{"Agente", "AGENTE", "Operador", "Asesor"},
		cust:  []string{"Cliente", "CLIENTE", "Llamante"},
		open: [][]string{
			{"A:{brand}, le atiende {agent}, ¿en qué puedo ayudarle?", "C:Hola, llamo por un pedido que no me ha llegado."},
			{"A:Buenos días, {brand}, soy {agent}.", "C:Buenas, quería hacer una devolución."},
			{"A:Gracias por llamar a {brand}. ¿Con quién hablo?", "C:Con {name}."},
		},
		close: [][]string{
			{"A:¿Puedo ayudarle en algo más?", "C:No, eso es todo, gracias.", "A:Gracias por llamar a {brand}, que tenga un buen día."},
			{"C:Vale, muchas gracias.", "A:A usted, hasta luego."},
		},
		hold:     "[espera {dur}]",
		products: []string{"auriculares inalámbricos", "freidora de aire", "cafetera", "chaqueta", "router", "aspiradora"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:¿Me indica un teléfono de contacto?", "C:Sí, es el {phone}."},
				{"C:Mi móvil es el {phone}."},
				{"A:¿Y un número por si se corta la llamada?", "C:Apunte: {phoneASR}."},
				{"C:Llámeme al {phone} a partir de las {time}."},
				{"A:¿El teléfono que tenemos sigue siendo el mismo?", "C:No, ahora es el {phone}.", "A:Le repito: {phoneRB}.", "C:Correcto."},
			}},
			{"email", true, [][]string{
				{"A:¿Me confirma el correo electrónico?", "C:Es {email}."},
				{"C:Mándeme la etiqueta a {email}, por favor."},
			}},
			{"card", true, [][]string{
				{"A:Cuando quiera, dígame el número de la tarjeta.", "C:{card}, caduca el {exp}."},
				{"A:Léame los números de la tarjeta, por favor.", "C:{cardASR}", "A:¿Fecha de caducidad?", "C:{exp}"},
			}},
			{"order", false, [][]string{
				{"A:¿Tiene el número de pedido?", "C:Sí, el pedido es el {order}."},
				{"C:Hice el pedido por teléfono, el número es {order}."},
				{"C:el número de pedido es {orderASR}"},
			}},
			{"track", false, [][]string{
				{"A:Su paquete va con {carrier}, número de seguimiento {track}, llega el {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Le he tramitado un reembolso de {amount}, referencia {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Veo una tarjeta terminada en {last4}, ¿es correcta?", "C:Sí, esa."},
			}},
			{"postcode", false, [][]string{
				{"A:¿Código postal?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Le abro la incidencia {case}, guarde ese número."},
			}},
			{"ext", false, [][]string{
				{"A:Puede llamar directamente a la extensión {ext}."},
			}},
			{"hold", false, [][]string{
				{"A:Le pongo en espera un momento.", "N:{hold}"},
			}},
			{"store", false, [][]string{
				{"A:En la tienda {store} quedan {qty} unidades, cierran a las {time}."},
			}},
			{"natid", false, [][]string{
				{"A:¿Me da su {idlabel}?", "C:{idv}."},
			}},
			{"conf", false, [][]string{
				{"A:Su código de confirmación es {conf}."},
			}},
			{"sku", false, [][]string{
				{"C:Es la {product}, referencia {sku}."},
			}},
		},
	}

	tables["fr"] = &LangTable{
		agent: []string{"Conseiller", "CONSEILLER", "Agent", "Conseillère"},
		cust:  []string{"Client", "CLIENT", "Appelant", "Cliente"},
		open: [][]string{
			{"A:{brand}, {agent} à votre écoute, que puis-je faire pour vous ?", "C:Bonjour, j'appelle pour une commande pas reçue."},
			{"A:Bonjour, service client {brand}, {agent}.", "C:Bonjour, je voudrais retourner un article."},
		},
		close: [][]string{
			{"A:Puis-je vous aider pour autre chose ?", "C:Non, c'est tout, merci.", "A:Merci de votre appel, bonne journée."},
			{"C:Très bien, merci beaucoup.", "A:Je vous en prie, au revoir."},
		},
		hold:     "[attente {dur}]",
		products: []string{"casque sans fil", "friteuse", "machine à café", "veste", "box internet", "aspirateur"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Quel est le meilleur numéro pour vous joindre ?", "C:C'est le {phone}."},
				{"C:Mon portable, c'est le {phone}."},
				{"C:Vous pouvez me rappeler au {phone} après {time}."},
				{"A:Un numéro en cas de coupure ?", "C:Alors {phoneASR}."},
			}},
			{"email", true, [][]string{
				{"A:Votre adresse e-mail ?", "C:{email}"},
				{"C:Envoyez l'étiquette à {email} s'il vous plaît."},
			}},
			{"card", true, [][]string{
				{"A:Je vous écoute pour le numéro de carte.", "C:{card}, expiration {exp}."},
				{"A:Pouvez-vous me lire les chiffres de la carte ?", "C:{cardASR}"},
			}},
			{"order", false, [][]string{
				{"A:Vous avez le numéro de commande ?", "C:Oui, commande n° {order}."},
				{"C:le numéro de commande c'est {orderASR}"},
			}},
			{"track", false, [][]string{
				{"A:Le colis est chez {carrier}, numéro de suivi {track}, livraison prévue le {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Je vous rembourse {amount}, référence {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Je vois une carte se terminant par {last4}, c'est bien celle-ci ?", "C:Oui."},
			}},
			{"postcode", false, [][]string{
				{"A:Le code postal ?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:J'ouvre le dossier {case}."},
			}},
			{"ext", false, [][]string{
				{"A:Vous pouvez joindre le service retours au poste {ext}."},
			}},
			{"hold", false, [][]string{
				{"A:Je vous mets en attente un instant.", "N:{hold}"},
			}},
			{"store", false, [][]string{
				{"A:Le magasin {store} en a {qty} en stock, il ferme à {time}."},
			}},
			{"natid", false, [][]string{
				{"A:Votre {idlabel} ?", "C:{idv}."},
			}},
			{"conf", false, [][]string{
				{"A:Votre code de confirmation est {conf}."},
			}},
		},
	}

	tables["de"] = &LangTable{
		agent: []string{"Agent", "Mitarbeiter", "MA", "Kundenservice"},
		cust:  []string{"Kunde", "Kundin", "KUNDE", "Anrufer"},
		open: [][]string{
			{"A:{brand} Kundenservice, mein Name ist {agent}, was kann ich für Sie tun?", "C:Guten Tag, meine Bestellung ist nicht angekommen."},
			{"A:Guten Tag, {brand}, {agent} am Apparat.", "C:Hallo, ich möchte etwas zurückschicken."},
		},
		close: [][]string{
			{"A:Kann ich sonst noch etwas für Sie tun?", "C:Nein, das war's, danke.", "A:Vielen Dank für Ihren Anruf, schönen Tag noch."},
			{"C:Alles klar, danke.", "A:Gern, auf Wiederhören."},
		},
		hold:     "[Warteschleife {dur}]",
		products: []string{"Kopfhörer", "Heißluftfritteuse", "Kaffeevollautomat", "Winterjacke", "Router", "Staubsauger"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Unter welcher Nummer erreichen wir Sie am besten?", "C:Unter {phone}."},
				{"C:Meine Handynummer ist {phone}."},
				{"C:Rufen Sie mich bitte unter {phone} zurück, ab {time} Uhr."},
				{"A:Für Rückfragen bräuchte ich noch eine Telefonnummer.", "C:Das ist die {phoneASR}."},
			}},
			{"email", true, [][]string{
				{"A:Ihre E-Mail-Adresse, bitte?", "C:{email}"},
				{"C:Schicken Sie das Etikett bitte an {email}."},
			}},
			{"card", true, [][]string{
				{"A:Dann bräuchte ich die Kartennummer.", "C:{card}, gültig bis {exp}."},
				{"A:Lesen Sie mir bitte die Kartennummer vor.", "C:{cardASR}"},
			}},
			{"order", false, [][]string{
				{"A:Haben Sie die Bestellnummer zur Hand?", "C:Ja, Bestellnummer {order}."},
				{"C:die Bestellnummer ist {orderASR}"},
			}},
			{"track", false, [][]string{
				{"A:Das Paket ist bei {carrier}, Sendungsnummer {track}, Zustellung voraussichtlich am {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Ich habe eine Erstattung über {amount} veranlasst, Vorgangsnummer {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Ich sehe eine Karte mit den Endziffern {last4}.", "C:Ja, genau."},
			}},
			{"postcode", false, [][]string{
				{"A:Ihre Postleitzahl?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Ich lege das Ticket {case} an."},
			}},
			{"ext", false, [][]string{
				{"A:Die Retourenabteilung erreichen Sie unter der Durchwahl {ext}."},
			}},
			{"hold", false, [][]string{
				{"A:Ich lege Sie kurz in die Warteschleife.", "N:{hold}"},
			}},
			{"store", false, [][]string{
				{"A:Die Filiale {store} hat noch {qty} Stück, geöffnet bis {time} Uhr."},
			}},
			{"natid", false, [][]string{
				{"A:Ihre {idlabel}, bitte?", "C:{idv}."},
			}},
			{"conf", false, [][]string{
				{"A:Ihr Bestätigungscode lautet {conf}."},
			}},
		},
	}

	tables["it"] = &LangTable{
		agent: []string{"Operatore", "OPERATORE", "Operatrice", "Agente"},
		cust:  []string{"Cliente", "CLIENTE"},
		open: [][]string{
			{"A:{brand}, sono {agent}, come posso aiutarla?", "C:Buongiorno, chiamo per un ordine mai arrivato."},
			{"A:Buongiorno, servizio clienti {brand}.", "C:Salve, vorrei fare un reso."},
		},
		close: [][]string{
			{"A:Posso aiutarla in altro?", "C:No, grazie mille.", "A:Grazie per aver chiamato, buona giornata."},
		},
		hold:     "[attesa {dur}]",
		products: []string{"cuffie wireless", "friggitrice ad aria", "macchina del caffè", "giacca", "modem"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Un numero di telefono per ricontattarla?", "C:Sì, {phone}."},
				{"C:Il mio cellulare è {phone}."},
				{"C:Mi richiami al {phone} dopo le {time}."},
				{"A:Un recapito telefonico?", "C:allora {phoneASR}"},
			}},
			{"email", true, [][]string{
				{"A:Mi conferma l'indirizzo email?", "C:{email}"},
				{"C:Mandatemi l'etichetta a {email}."},
			}},
			{"card", true, [][]string{
				{"A:Mi dica pure il numero della carta.", "C:{card}, scadenza {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Ha il numero d'ordine?", "C:Sì, ordine n. {order}."},
			}},
			{"track", false, [][]string{
				{"A:Il pacco è con {carrier}, numero di tracking {track}, consegna prevista il {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Ho disposto un rimborso di {amount}, pratica {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Vedo una carta che termina con {last4}.", "C:Sì, è quella."},
			}},
			{"postcode", false, [][]string{
				{"A:Il CAP?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Le apro il ticket {case}."},
			}},
			{"ext", false, [][]string{
				{"A:Può chiedere dell'interno {ext}."},
			}},
			{"hold", false, [][]string{
				{"A:La metto un attimo in attesa.", "N:{hold}"},
			}},
			{"natid", false, [][]string{
				{"A:Mi conferma il {idlabel}?", "C:{idv}."},
			}},
			{"store", false, [][]string{
				{"A:Nel negozio {store} ne restano {qty}, chiude alle {time}."},
			}},
		},
	}

	tables["pt"] = &LangTable{
		agent: []string{"Assistente", "ASSISTENTE", "Operador"},
		cust:  []string{"Cliente", "CLIENTE"},
		open: [][]string{
			{"A:{brand}, fala {agent}, em que posso ajudar?", "C:Bom dia, a minha encomenda ainda não chegou."},
		},
		close: [][]string{
			{"A:Posso ajudar em mais alguma coisa?", "C:Não, obrigado.", "A:Obrigado pela sua chamada, bom dia."},
		},
		hold:     "[espera {dur}]",
		products: []string{"auscultadores", "fritadeira", "máquina de café", "casaco"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Qual é o melhor contacto telefónico?", "C:É o {phone}."},
				{"C:O meu telemóvel é {phone}."},
				{"C:Pode ligar-me para o {phone}."},
			}},
			{"email", true, [][]string{
				{"A:E o seu email?", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Diga-me o número do cartão, por favor.", "C:{card}, validade {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Tem o número da encomenda?", "C:Sim, encomenda {order}."},
			}},
			{"track", false, [][]string{
				{"A:A encomenda segue pelos {carrier}, número de seguimento {track}, entrega prevista a {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Fiz o reembolso de {amount}, referência {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Vejo um cartão terminado em {last4}.", "C:Sim."},
			}},
			{"postcode", false, [][]string{
				{"A:Código postal?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Abri o processo {case}."},
			}},
			{"natid", false, [][]string{
				{"A:Pode confirmar o {idlabel}?", "C:{idv}."},
			}},
			{"hold", false, [][]string{
				{"A:Vou colocá-lo em espera um momento.", "N:{hold}"},
			}},
		},
	}

	tables["br"] = &LangTable{
		agent: []string{"Atendente", "ATENDENTE", "Operador"},
		cust:  []string{"Cliente", "CLIENTE"},
		open: [][]string{
			{"A:{brand}, meu nome é {agent}, com quem eu falo?", "C:Oi, é {name}."},
			{"A:Olá, central de atendimento {brand}, {agent} falando.", "C:Oi, meu pedido não chegou."},
		},
		close: [][]string{
			{"A:Posso ajudar em algo mais?", "C:Não, só isso, obrigado.", "A:A {brand} agradece sua ligação."},
		},
		hold:     "[espera {dur}]",
		products: []string{"fone bluetooth", "air fryer", "cafeteira", "jaqueta", "roteador"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Qual o melhor telefone para contato?", "C:É {phone}."},
				{"C:Meu celular é {phone}."},
				{"C:Pode me ligar no {phone} depois das {time}."},
				{"C:anota aí meu número {phoneASR}"},
				{"C:Meu WhatsApp é {phone}."},
			}},
			{"email", true, [][]string{
				{"A:E o seu e-mail?", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Pode me passar o número do cartão?", "C:{card}, validade {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Qual o número do pedido?", "C:Pedido {order}."},
			}},
			{"track", false, [][]string{
				{"A:O pedido está com {carrier}, código de rastreio {track}, previsão de entrega {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Fiz o estorno de {amount}, protocolo {protocolo}."},
			}},
			{"last4", false, [][]string{
				{"A:Vejo um cartão com final {last4}.", "C:Isso."},
			}},
			{"postcode", false, [][]string{
				{"A:Qual o CEP?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Seu protocolo de atendimento é {protocolo}."},
			}},
			{"natid", false, [][]string{
				{"A:Pode confirmar o {idlabel}?", "C:{idv}."},
			}},
			{"hold", false, [][]string{
				{"A:Vou deixar a ligação em espera.", "N:{hold}"},
			}},
		},
	}

	tables["nl"] = &LangTable{
		agent: []string{"Medewerker", "MEDEWERKER", "Agent"},
		cust:  []string{"Klant", "KLANT", "Beller"},
		open: [][]string{
			{"A:Klantenservice {brand}, u spreekt met {agent}.", "C:Goedemiddag, mijn pakket is niet aangekomen."},
		},
		close: [][]string{
			{"A:Kan ik u nog ergens anders mee helpen?", "C:Nee, dank u.", "A:Fijne dag nog."},
		},
		hold:     "[wacht {dur}]",
		products: []string{"koptelefoon", "airfryer", "koffiemachine", "jas"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Op welk nummer kunnen we u het beste bereiken?", "C:Op {phone}."},
				{"C:Mijn mobiele nummer is {phone}."},
				{"C:Bel me maar terug op {phone}."},
			}},
			{"email", true, [][]string{
				{"A:Wat is uw e-mailadres?", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Dan heb ik het kaartnummer nodig.", "C:{card}, geldig tot {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Heeft u het bestelnummer?", "C:Ja, bestelnummer {order}."},
			}},
			{"track", false, [][]string{
				{"A:Het pakket is bij {carrier}, track & trace {track}, verwachte bezorging {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Ik heb {amount} teruggestort, referentie {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Ik zie een kaart eindigend op {last4}.", "C:Klopt."},
			}},
			{"postcode", false, [][]string{
				{"A:Uw postcode en huisnummer?", "C:{postcode}, nummer {qty}."},
			}},
			{"case", false, [][]string{
				{"A:Ik heb zaaknummer {case} aangemaakt."},
			}},
			{"ext", false, [][]string{
				{"A:U kunt toestel {ext} vragen."},
			}},
			{"natid", false, [][]string{
				{"A:Wat is uw {idlabel}?", "C:{idv}."},
			}},
		},
	}

	tables["pl"] = &LangTable{
		agent: []string{"Konsultant", "KONSULTANT", "Doradca"},
		cust:  []string{"Klient", "KLIENT", "Klientka"},
		open: [][]string{
			{"A:{brand}, nazywam się {agent}, w czym mogę pomóc?", "C:Dzień dobry, nie dotarła moja paczka."},
		},
		close: [][]string{
			{"A:Czy mogę jeszcze w czymś pomóc?", "C:Nie, dziękuję.", "A:Dziękuję za rozmowę, do widzenia."},
		},
		hold:     "[oczekiwanie {dur}]",
		products: []string{"słuchawki", "frytkownica", "ekspres do kawy", "kurtka"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Pod jaki numer możemy oddzwonić?", "C:{phone}."},
				{"C:Mój numer to {phone}."},
				{"C:Proszę dzwonić na {phone} po {time}."},
			}},
			{"email", true, [][]string{
				{"A:Poproszę adres e-mail.", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Proszę podać numer karty.", "C:{card}, ważna do {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Czy ma Pan numer zamówienia?", "C:Tak, zamówienie nr {order}."},
			}},
			{"track", false, [][]string{
				{"A:Paczka jest w {carrier}, numer przesyłki {track}, doręczenie {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Zleciłem zwrot {amount}, numer referencyjny {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Widzę kartę kończącą się na {last4}.", "C:Tak."},
			}},
			{"postcode", false, [][]string{
				{"A:Kod pocztowy?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Założyłem zgłoszenie {case}."},
			}},
			{"natid", false, [][]string{
				{"A:Proszę o {idlabel} firmy.", "C:{idv}."},
			}},
		},
	}

	tables["tr"] = &LangTable{
		agent: []string{"Temsilci", "TEMSİLCİ", "Müşteri Temsilcisi"},
		cust:  []string{"Müşteri", "MÜŞTERİ", "Arayan"},
		open: [][]string{
			{"A:{brand}, ben {agent}, size nasıl yardımcı olabilirim?", "C:Merhaba, siparişim hâlâ gelmedi."},
		},
		close: [][]string{
			{"A:Başka yardımcı olabileceğim bir konu var mı?", "C:Yok, teşekkürler.", "A:İyi günler dilerim."},
		},
		hold:     "[bekleme {dur}]",
		products: []string{"kulaklık", "airfryer", "kahve makinesi", "mont"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Size hangi numaradan ulaşabiliriz?", "C:{phone}."},
				{"C:Cep numaram {phone}."},
				{"C:Beni {phone} numarasından arayabilirsiniz."},
			}},
			{"email", true, [][]string{
				{"A:E-posta adresinizi alabilir miyim?", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Kart numaranızı alabilir miyim?", "C:{card}, son kullanma {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Sipariş numaranız nedir?", "C:{order} numaralı sipariş."},
			}},
			{"track", false, [][]string{
				{"A:Kargonuz {carrier} ile yolda, takip numarası {track}, tahmini teslim {date}."},
			}},
			{"refund", false, [][]string{
				{"A:{amount} iade başlattım, işlem numarası {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Son dört hanesi {last4} olan kartınız görünüyor.", "C:Evet."},
			}},
			{"postcode", false, [][]string{
				{"A:Posta kodu?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:{case} numaralı kaydınızı açtım."},
			}},
			{"ext", false, [][]string{
				{"A:Dahili {ext} üzerinden bize ulaşabilirsiniz."},
			}},
			{"natid", false, [][]string{
				{"A:{idlabel} alabilir miyim?", "C:{idv}."},
			}},
		},
	}

	tables["id"] = &LangTable{
		agent: []string{"Agen", "CS", "Petugas"},
		cust:  []string{"Pelanggan", "PELANGGAN", "Penelepon"},
		open: [][]string{
			{"A:Selamat siang, {brand}, dengan {agent}, ada yang bisa dibantu?", "C:Siang, paket saya belum sampai."},
		},
		close: [][]string{
			{"A:Ada lagi yang bisa saya bantu?", "C:Tidak, terima kasih.", "A:Terima kasih telah menghubungi {brand}."},
		},
		hold:     "[tunggu {dur}]",
		products: []string{"headset", "air fryer", "mesin kopi", "jaket"},
		intents: []Intent{
			{"phone", true, [][]string{
				{"A:Nomor HP yang bisa dihubungi, Bu?", "C:{phone}."},
				{"C:Nomor saya {phone}."},
				{"C:Bisa hubungi saya di {phone}, lewat WA juga bisa."},
			}},
			{"email", true, [][]string{
				{"A:Alamat emailnya?", "C:{email}"},
			}},
			{"card", true, [][]string{
				{"A:Boleh disebutkan nomor kartu kreditnya?", "C:{card}, berlaku sampai {exp}."},
			}},
			{"order", false, [][]string{
				{"A:Nomor pesanannya berapa?", "C:Nomor pesanan {order}."},
			}},
			{"track", false, [][]string{
				{"A:Paketnya dikirim lewat {carrier}, nomor resi {track}, estimasi tiba {date}."},
			}},
			{"refund", false, [][]string{
				{"A:Dana {amount} sudah kami kembalikan, nomor referensi {ref}."},
			}},
			{"last4", false, [][]string{
				{"A:Kartu dengan akhiran {last4}, betul?", "C:Betul."},
			}},
			{"postcode", false, [][]string{
				{"A:Kode posnya?", "C:{postcode}."},
			}},
			{"case", false, [][]string{
				{"A:Nomor tiket Anda {case}."},
			}},
			{"ext", false, [][]string{
				{"A:Silakan hubungi ekstensi {ext}."},
			}},
		},
	}
}
