package main

var tplES = []Tpl{
	{"mail_es", "es", `
Asunto: RE: Presupuesto {inv} – obra en {city}

Hola {f2}:

Te confirmo que aceptamos el presupuesto por {amt} (IVA incluido). El pedido interno es el {order} y la fecha de inicio el {ldate}.
Para coordinar el acceso a la obra ({street}, {zip} {city}) llama a {n3} al {mob3}.

Un saludo,

{n1}
Jefa de compras | {co}
Tel. {tel1}
?Móvil: {mob1}
{wmail1}

El {date}, a las {time}, {n2} <{mail2}> escribió:
> Buenos días:
> Os adjunto el presupuesto {inv}, válido hasta el {date2}. Forma de pago: 30 % a la firma.
?> Mi móvil por si hay dudas: {imob2}
> Saludos
`},
	{"notes_es", "es", `
ACTA DE REUNIÓN – Proyecto web corporativa (sprint {kw})
Fecha: {date}, {time} · Sala {room}
Asistentes: {n1}, {n2}, {n3}

Puntos tratados
1. Estado: migración a la versión {ver} completada; incidencia {ticket} pendiente.
2. Presupuesto: ejecutado {amt} de {amt2}.
3. Proveedor de hosting: contacto {n3} ({wmail3}, tel. {tel3}).

Tareas
- {f1}: enviar el informe a dirección ({mail1}) antes del {date2}.
?- {f3}: el token de sesión que falla en producción es {jwt}
?- {f2}: rotar la clave de la API de pagos; la nueva es {sk}
?- {f2}: usuario de pruebas demo01, contraseña: {pw}
- Próxima reunión: {ldate}
`},
	{"rental_es", "es", `
SOLICITUD DE ALQUILER – Piso en {street}, {zip} {city}
Referencia: {ref} · Renta: {amt}/mes · Fianza: 2 mensualidades ({amt2})

Datos del solicitante
Nombre: {n1}
DNI/NIE: {nid}
Fecha de nacimiento: {date}
Teléfono: {mob1}
Correo electrónico: {mail1}
Empresa: {co} (contrato indefinido desde {date2})
Ingresos netos: {amt3} mensuales

Avalista: {n2} · Tel. {tel2}
?Correo del avalista: {mail2}
?Cuenta para domiciliar el recibo: {iban}
Firmado en {city}, a {ldate}
`},
	{"job_es", "es", `
Asunto: Candidatura – Técnico/a de administración (ref. {ref})

Estimado equipo de selección:

Les escribo en relación con la oferta publicada el {date}. Cuento con cinco años de experiencia en contabilidad y gestión de nóminas en {co}, donde gestionaba un presupuesto anual de {amt}.

Adjunto mi currículum. Pueden contactar conmigo en el teléfono {mob1} o en {mail1}.
?Mi disponibilidad de incorporación es a partir del {ldate}.
?Referencias: {n2}, directora financiera, {tel2}.

Atentamente,
{n1}
{street}, {zip} {city}
`},
	{"claim_es", "es", `
PARTE DE SINIESTRO – Seguro de hogar
Póliza n.º: {policy}
Expediente: {case}

Tomador: {n1}
DNI: {nid}
Domicilio: {street}, {zip} {city}
Teléfono de contacto: {mob1}
?Teléfono fijo: {tel1}
Email: {mail1}

Fecha del siniestro: {date}, aprox. a las {time}
Descripción: rotura de tubería en la cocina; daños en el piso inferior ({n2}, tel. {mob2}).
Importe estimado: {amt}. Factura del fontanero n.º {inv}: {amt2}.
Cuenta para la indemnización: {iban}
?Pago de la franquicia con tarjeta {card}
`},
	{"school_es", "es", `
CEIP Miguel Hernández – {zip} {city}
Circular a las familias – Excursión de 5.º de Primaria

Estimadas familias:
La excursión a la granja escuela será el {ldate}. Salida a las {time}. El coste es de {amt}, que podéis ingresar en la cuenta del AMPA {iban} indicando el nombre del alumno.

AUTORIZACIÓN
Alumno/a: {n1}   Curso: 5.º B
Padre/madre/tutor: {n2}
Teléfono de emergencia: {mob2}
?Otro teléfono: {tel3}
Correo electrónico: {mail2}
Fecha límite de entrega: {date}

La tutora, {n4}
`},
	{"clinic_es", "es", `
Clínica Dental Sonrisa · {street} · {zip} {city}

Informe de visita – {date}
Paciente: {n1} · Historia clínica n.º {nr}
Fecha de nacimiento: {date2}

Tratamiento: endodoncia pieza 36, presupuesto {amt} (financiación en 6 meses sin intereses).
Próxima cita: {ldate} a las {time}.

Contacto del paciente: {mob1}
?Email para enviar el presupuesto: {mail1}
?Pago de la señal con tarjeta terminada en {mask}; tarjeta completa facilitada por teléfono: {card}
Factura simplificada {inv}
`},
	{"supplier_es", "es", `
ALTA DE PROVEEDOR
Razón social: {co}
CIF: {vat}
Domicilio fiscal: {street}, {zip} {city}
Código de proveedor: P-{nr}
Forma de pago: transferencia a 60 días · IBAN {iban}

Persona de contacto: {n1}
Teléfono: {tel1}
Email: {wmail1}
Administración: {n2} ({wmail2})
?Móvil de guardia: {imob1}
Acceso al portal de proveedores: usuario prov{nr2}
?contraseña: {pw}
Fecha de alta: {date} · Aprobado por {n4}
`},
	{"handover_es", "es", `
TRASPASO DE SISTEMAS – {n1} → {n2} ({date})

Accesos
• Servidor NAS ({ip}): usuario admin, contraseña {pw}
• Wi-Fi oficina: red OFICINA-5G, clave {wifi}
?• Token de la API de SendGrid (correos de la tienda): {sg}
?• JWT de servicio para la integración con el ERP: {jwt}
• Clave pública SSH del servidor de copias: {ssh}

Contactos
• Soporte del proveedor: {n3}, {wmail3}, {tel3}
?• Guardia fin de semana: {mob4}

Pendiente
• Renovar dominio antes del {date2} ({amt}); actualizar WordPress a {ver}.
`},
	{"complaint_es", "es", `
Asunto: Reclamación – pedido {order} cobrado dos veces

Buenas tardes:

El {date} realicé el pedido {order} por {amt} y me han cargado el importe dos veces en la tarjeta {card}.
Adjunto el extracto bancario (movimientos del {date2}) y la factura {inv}.

Solicito la devolución del cargo duplicado. Pueden llamarme al {mob1}
?o escribirme a {mail1}.

Atentamente,
{n1}
{street}, {zip} {city}
`},
}

var tplPT = []Tpl{
	{"mail_pt", "pt", `
Assunto: RE: Proposta {inv} – manutenção anual

Olá {f2},

Obrigado pelo envio. Confirmamos a adjudicação pelo valor de {amt} + IVA (nota de encomenda {order}). O início dos trabalhos fica marcado para {ldate}.
Para o acesso às instalações ({street}, {zip} {city}) contacte o {n3} pelo {mob3}.

Cumprimentos,
{n1}
Diretor Administrativo – {co}
Tel.: {tel1}
?Telemóvel: {mob1}
{wmail1}

Em {date}, às {time}, {n2} <{mail2}> escreveu:
> Bom dia,
> Segue em anexo a proposta {inv}, válida até {date2}.
?> Qualquer dúvida, ligue-me para o {imob2}.
> Com os melhores cumprimentos
`},
	{"notes_pt", "pt", `
Ata da reunião de equipa – {date}, {time}
Presentes: {n1}, {n2}, {n3}

1. Lançamento da app {ver}: previsto para a semana {kw}. Bug {ticket} ainda aberto.
2. Orçamento de marketing: gasto {amt} de {amt2}.
3. Fornecedor de SMS: contacto {n3}, {wmail3}
?   telefone direto {tel3}

Ações
- {f1}: enviar relatório para {mail1} até {date2}
?- {f2}: credenciais da conta de testes – utilizador qa@teste, senha: {pw}
?- {f3}: token JWT de teste da API de faturação: {jwt}
?- {f2}: substituir o token do GitHub no pipeline: {ghp}
- Próxima reunião: {ldate}
`},
	{"rental_pt", "pt", `
FICHA DE CANDIDATURA A ARRENDAMENTO
Imóvel: T2, {street}, {zip} {city} · Renda: {amt} · Caução: {amt2}

Nome completo: {n1}
NIF: {nid}
Data de nascimento: {date}
Telemóvel: {mob1}
Email: {mail1}
Entidade patronal: {co} (contrato sem termo desde {date2})
Rendimento mensal líquido: {amt3}
Fiador: {n2}, tel. {tel2}
?Email do fiador: {mail2}
?IBAN para débito direto: {iban}

Declaro que as informações são verdadeiras. {city}, {ldate}
`},
	{"job_pt", "pt", `
Assunto: Candidatura espontânea – Técnico de Contabilidade (ref.ª {ref})

Exmos. Senhores,

Venho por este meio apresentar a minha candidatura. Sou licenciado em Gestão ({year}) e trabalho há quatro anos na {co}, onde acompanho uma carteira de clientes com faturação de {amt}.

Estou disponível para entrevista a partir de {ldate}. Contactos: {mob1} · {mail1}
?Referência profissional: {n2}, {wmail2}
?Telefone fixo: {tel1}

Com os melhores cumprimentos,
{n1}
{street}, {zip} {city}
`},
	{"claim_pt", "pt", `
PARTICIPAÇÃO DE SINISTRO – Automóvel
Apólice n.º: {policy} · Processo: {case}
Matrícula: {plate}

Tomador do seguro: {n1}
NIF: {nid}
Morada: {street}, {zip} {city}
Telemóvel: {mob1}
?Telefone: {tel1}
Email: {mail1}

Data do acidente: {date}, {time}
Terceiro envolvido: {n2}, matrícula {plate2}, contacto {mob2}
Orçamento da oficina: {amt} (orçamento n.º {inv})
Reembolso para o IBAN {iban}
?Franquia paga com o cartão {card}
`},
	{"school_pt", "pt", `
Escola Básica do Lumiar – {zip} {city}
Comunicado aos Encarregados de Educação – Visita de estudo (4.º ano)

A visita ao Oceanário realiza-se a {ldate}, com saída às {time}. O custo é de {amt}, a transferir para o IBAN {iban} até {date}.

AUTORIZAÇÃO
Aluno(a): {n1}   Turma: 4.º B   N.º de processo: {nr}
Encarregado de educação: {n2}
Contacto de emergência: {mob2}
?Contacto alternativo: {tel3}
Email: {mail2}

A professora titular, {n4}
`},
	{"clinic_pt", "pt", `
Clínica Saúde Mais · {street} · {zip} {city}

Relatório de consulta – {date}
Utente: {n1} · N.º de utente SNS: {nr}
Data de nascimento: {date2}

Diagnóstico: rinite alérgica. Terapêutica: anti-histamínico 1x/dia, 30 dias.
Reavaliação a {ldate} às {time}.

O utente pede contacto por telemóvel: {mob1}
?Envio de análises para {mail1}
?Familiar de contacto: {n2}, {tel2}
Valor pago: {amt} · Fatura-recibo {inv}
`},
	{"supplier_pt", "pt", `
FICHA DE FORNECEDOR
Designação social: {co}
NIF/NIPC: {vat}
Sede: {street}, {zip} {city}
N.º de fornecedor: F{nr}
Condições de pagamento: 60 dias · IBAN {iban}

Contacto comercial: {n1} – {wmail1} – {tel1}
Contabilidade: {n2} – {wmail2}
?Telemóvel: {imob1}
Portal de faturas: utilizador forn{nr2}
?Senha inicial: {pw}
Data de registo: {date} · Aprovado por {n4}
`},
	{"handover_pt", "pt", `
Passagem de pasta – Informática (de {n1} para {n2}), {date}

Acessos
- Servidor de ficheiros {ip}: utilizador administrador, senha {pw}
- Router do armazém ({ip2}): palavra-passe Wi-Fi {wifi}
?- Chave da API da OpenAI usada no chatbot: {openai}
?- Token do bot do Slack: {xoxb}
- Chave pública de deploy: {ssh}

Contactos externos
- Suporte do ERP: {n3}, {wmail3}, {tel3}
?- Técnico de piquete: {mob4}

Pendentes: renovação de licenças em {date2} ({amt}); atualizar o ERP para {ver}.
`},
	{"complaint_pt", "pt", `
Assunto: Reclamação – encomenda {order}

Boa tarde,

A encomenda {order}, paga a {date} ({amt}, fatura {inv}) com o cartão {card}, chegou danificada.
Anexo fotografias da embalagem e do artigo (ref.ª {nr}).

Peço a substituição do artigo ou o reembolso. Podem contactar-me pelo {mob1}
?ou pelo email {mail1}.

Obrigado,
{n1}
{street}, {zip} {city}
`},
}

var tplIT = []Tpl{
	{"mail_it", "it", `
Oggetto: R: Preventivo {inv} – fornitura scaffalature

Ciao {f2},

ti confermo l'ordine {order} per un importo di {amt} + IVA, consegna entro il {ldate} presso il magazzino di {street}, {zip} {city}.
Per lo scarico chiedi di {n3} ({mob3}).

Cordiali saluti
{n1}
Ufficio Acquisti – {co}
Tel. {tel1}
?Cell. {mob1}
{wmail1}

Il giorno {date} alle ore {time} {n2} <{mail2}> ha scritto:
> Buongiorno,
> in allegato il preventivo {inv}, valido fino al {date2}; sconto {pct} per pagamento anticipato.
?> Per urgenze: {imob2}
> Saluti
`},
	{"notes_it", "it", `
Verbale riunione di progetto – {date}, ore {time}, sala {room}
Presenti: {n1}, {n2}, {n3}

1. Stato avanzamento: rilascio {ver} in collaudo; anomalia {ticket} aperta.
2. Budget: speso {amt} su {amt2} stanziati.
3. Fornitore cloud: referente {n3}, {wmail3}, tel. {tel3}

Azioni
- {f1}: inviare il verbale a {mail1} entro il {date2}
?- {f2}: aggiornare la chiave API di Stripe nel gestionale ({sk})
?- {f2}: account demo per il cliente – utente demo.cliente, password {pw}
Prossimo incontro: {ldate}
`},
	{"rental_it", "it", `
RICHIESTA DI LOCAZIONE – Bilocale in {street}, {zip} {city}
Rif. annuncio: {ref} · Canone: {amt} mensili · Deposito cauzionale: {amt2}

Richiedente: {n1}
Codice fiscale: {nid}
Nato/a il: {date}
Cellulare: {mob1}
E-mail: {mail1}
Datore di lavoro: {co}, contratto a tempo indeterminato dal {date2}
Reddito netto mensile: {amt3}
Garante: {n2}, tel. {tel2}
?E-mail del garante: {mail2}
?IBAN per addebito SEPA: {iban}

Luogo e data: {city}, {ldate}
`},
	{"job_it", "it", `
Oggetto: Candidatura per la posizione di Impiegato amministrativo (rif. {ref})

Gentile Responsabile,

in riferimento all'annuncio del {date}, invio la mia candidatura. Ho maturato sei anni di esperienza presso {co}, gestendo la contabilità fornitori (circa {amt} annui).

Sono disponibile dal {ldate}. Potete contattarmi al {mob1} o all'indirizzo {mail1}.
?Referenze: {n2}, {tel2}
?Allego CV e lettera (versione {ver}).

Distinti saluti,
{n1}
{street}, {zip} {city}
`},
	{"claim_it", "it", `
DENUNCIA DI SINISTRO – Polizza casa
Polizza n.: {policy} · Sinistro n.: {case}

Contraente: {n1}
Codice fiscale: {nid}
Indirizzo: {street}, {zip} {city}
Telefono: {tel1}
?Cellulare: {mob1}
E-mail: {mail1}

Data evento: {date}, ore {time}
Descrizione: infiltrazione dal terrazzo condominiale; amministratore {n2}, {mob2}.
Danni stimati: {amt}; fattura idraulico n. {inv}: {amt2}.
Liquidazione su IBAN {iban}
?Franchigia pagata con carta {card}
`},
	{"school_it", "it", `
Istituto Comprensivo Manzoni – {zip} {city}
Circolare n. {kw} – Uscita didattica classi terze

Gentili famiglie,
l'uscita al museo si terrà il {ldate}, partenza ore {time}. La quota di {amt} va versata entro il {date} sull'IBAN {iban} (causale: nome alunno + classe).

AUTORIZZAZIONE
Alunno/a: {n1}   Classe: 3ª C
Genitore: {n2}
Recapito telefonico per emergenze: {mob2}
?Altro recapito: {tel3}
E-mail: {mail2}

Il Dirigente Scolastico, {n4}
`},
	{"clinic_it", "it", `
Poliambulatorio San Luca · {street} · {zip} {city}

Referto visita del {date}
Paziente: {n1} · Codice fiscale: {nid}
Data di nascita: {date2}

Esito: lieve ipertensione; si consiglia controllo pressorio domiciliare.
Prossimo controllo: {ldate}, ore {time}.

Recapito del paziente: {mob1}
?Invio referti via e-mail a {mail1}
?Familiare di riferimento: {n2}, {tel2}
Ticket pagato: {amt} · Ricevuta n. {inv}
`},
	{"supplier_it", "it", `
SCHEDA ANAGRAFICA FORNITORE
Ragione sociale: {co}
Partita IVA: {vat}
Sede legale: {street}, {zip} {city}
Codice fornitore: {nr}
Pagamento: bonifico 60 gg d.f.f.m. · IBAN {iban}

Referente commerciale: {n1} – {wmail1} – {tel1}
Amministrazione: {n2} – {wmail2}
?Cellulare referente: {imob1}
Portale ordini: utente forn_{nr2}
?Password temporanea: {pw}
Data inserimento: {date} · Approvato da {n4}
`},
	{"handover_it", "it", `
Passaggio di consegne IT – da {n1} a {n2} ({date})

Credenziali
- Server gestionale ({ip}): utente amministratore, password {pw}
- Wi-Fi ufficio: rete UFFICIO, chiave {wifi}
?- Token GitLab per il deploy: {glpat}
?- Token JWT dell'utente tecnico per l'API del gestionale: {jwt}
?- Chiave segreta AWS del bucket backup (ID {akia}): {aws}
- Chiave pubblica SSH: {ssh}

Contatti
- Assistenza software: {n3}, {wmail3}, {tel3}
?- Reperibilità: {mob4}

Da fare: rinnovo certificato entro il {date2} ({amt}); aggiornare il gestionale alla {ver}.
`},
	{"complaint_it", "it", `
Oggetto: Reclamo ordine {order} – rimborso non ricevuto

Buongiorno,

ho reso il prodotto dell'ordine {order} in data {date} (reso n. {nr}), ma il rimborso di {amt} non è ancora arrivato sulla carta {card}.
Fattura di riferimento: {inv}.

Vi chiedo di verificare. Il mio cellulare è {mob1}
?e la mia e-mail {mail1}.

Grazie,
{n1}
{street}, {zip} {city}
`},
}
