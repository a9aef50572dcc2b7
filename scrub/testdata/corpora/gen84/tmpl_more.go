package main

import (
	"fmt"
	"strings"
)

func tNLOnboarding(g *G, d *Doc) {
	e, m := g.person("nl"), g.person("nl")
	co := g.company("nl", "")
	d.L("Onderwerp: Je accounts voor maandag "+d.K(g.dateIn(2026, 2026).num("nl")), "Aan: "+e.Full()+" <"+d.em(g, e, "")+">", "Cc: "+m.Full()+" <"+d.em(g, m, co.Domain)+">", "", "Hoi "+e.First+",", "", "Welkom bij "+co.Name+"! Hieronder je inloggegevens. Bewaar ze in je wachtwoordmanager en verwijder deze mail daarna.", "")
	d.L("Laptop / Microsoft 365", "  Gebruikersnaam: "+d.P("email", g.uniq(func() string {
		return slug(e.First)[:1] + slug(e.Last) + g.pick("", fmt.Sprint(g.rng(1, 9))) + "@" + co.Domain
	})), "  Wachtwoord: "+d.P("bearer", g.secret("password")), "", "Wifi kantoor ("+d.K(strings.ToUpper(co.Domain[:3])+"-Medewerkers")+")", "  Wifi-wachtwoord: "+d.P("bearer", g.secret("password")), "", "Boekhoudpakket (API-koppeling)", "  API-sleutel: "+d.P("bearer", g.secretStr(alnum, 32)), "")
	d.Fill()
	s := g.person("nl")
	d.L("Lukt het inloggen niet? Bel de servicedesk op "+d.P("phone", g.phone("NL", false))+" of app naar "+d.P("phone", g.phone("NL", true))+".", "", "Groet,", s.Full(), "ICT")
}

func tFRAccesPortail(g *G, d *Doc) {
	e := g.person("fr")
	co := g.company("fr", "")
	d.L("Objet : Vos accès au portail fournisseurs", "À : "+d.em(g, e, ""), "", "Madame, Monsieur,", "", "Suite à votre référencement (n° fournisseur "+d.K("FRN-"+g.digits(6))+"), voici vos identifiants de connexion au portail "+d.K("https://fournisseurs."+co.Domain)+" :", "")
	d.L("  Identifiant : "+d.K("F"+g.digits(7)), "  Mot de passe provisoire : "+d.P("bearer", g.secret("password")), "  Clé API (dépôt des factures) : "+d.P("bearer", g.secret("hex64")), "")
	d.L("Le mot de passe devra être modifié lors de la première connexion. La clé API ne doit jamais être transmise par courriel à des tiers.", "")
	d.Fill()
	a := g.person("fr")
	d.sig(g, a, "Service achats", co.Name, co.Domain, g.rng(1, 2))
}

func tITCredenziali(g *G, d *Doc) {
	e := g.person("it")
	co := g.company("it", "")
	d.L("Oggetto: Credenziali di accesso – gestionale e posta", "A: "+e.Full()+" <"+d.em(g, e, co.Domain)+">", "", "Gentile "+e.First+",", "", "le inviamo le credenziali per il primo accesso. La preghiamo di conservarle con cura.", "")
	d.L("Gestionale", "  Nome utente: "+d.K(slug(e.First)+"."+slug(e.Last)[:1]+g.digits(2)), "  Password: "+d.P("bearer", g.secret("password")), "", "Casella PEC", "  Indirizzo: "+d.P("email", slug(e.First)+"."+slug(e.Last)+g.digits(2)+"@pec."+co.Domain), "  Password PEC: "+d.P("bearer", g.secret("password")), "", "Integrazione fatturazione elettronica", "  Chiave API: "+d.P("bearer", g.secretStr(alnum, 36)), "")
	d.Fill()
	h := g.person("it")
	d.L("Per assistenza: "+d.P("phone", g.phone("IT", false))+" (interno "+d.K(fmt.Sprint(g.rng(200, 499)))+") o "+d.P("email", g.roleEmail(co.Domain, "assistenza", "helpdesk", "it")), "", "Cordiali saluti,", h.Full(), "Sistemi Informativi")
}

func tBRAcesso(g *G, d *Doc) {
	e := g.person("br")
	co := g.company("br", "")
	d.L("Assunto: Seus dados de acesso ao sistema", "Para: "+d.em(g, e, ""), "", "Olá, "+e.First+"!", "", "Seu cadastro foi aprovado. Seguem os dados de acesso:", "")
	d.L("Portal do cliente", "  Login: "+d.K(g.cpf()), "  Senha provisória: "+d.P("bearer", g.secret("password")), "", "Integração (API)", "  Token de API: "+d.P("bearer", g.secret("opaque")), "  Webhook secret: "+d.P("bearer", g.str(hexd, 40)), "")
	d.Fill()
	d.L("Dúvidas? Fale com a gente pelo WhatsApp "+d.P("phone", g.phone("BR", true))+" ou pelo telefone "+d.P("phone", g.phone("BR", false))+".", "", "Equipe "+co.Name)
}

func tClaimsExportCSV(g *G, d *Doc) {
	co := g.company("us", "Insurance")
	d.L("Appendix B — Extract of open claims (for reconciliation)", "", "Source: claims warehouse, query run "+d.K(g.dateIn(2025, 2026).num("iso"))+" by the audit team. Only the columns needed for the sample were exported.", "", "```csv", "claim_id,insured_name,insured_email,phone,ssn,loss_date,reserve_usd")
	for i := 0; i < g.rng(2, 3); i++ {
		p := g.person("us")
		ph := g.nanp("US", g.pick2(3, 11))
		if g.chance(0.5) {
			ph = g.nanp("US", 11)
		}
		d.F("%s,%s,%s,%s,%s,%s,%s\n", d.K(g.claim()), p.Full(), d.em(g, p, ""), d.P("phone", ph), d.P("ssn", g.ssn(g.pick2(0, 2))), g.dateIn(2025, 2026).num("iso"), fmt.Sprintf("%d.%02d", g.rng(500, 90000), g.n(100)))
	}
	d.L("```", "", "Totals reconcile to the ledger within "+d.K("$0.02")+". Three claims were excluded because the reserve was set after the cut-off.", "")
	d.Fill()
	a := g.person("us")
	d.L("Prepared by " + a.Full() + " (" + d.em(g, a, co.Domain) + "). Delete the extract after review.")
}

func tCarePlanUK(g *G, d *Doc) {
	c, dau, son, gp := g.person("uk"), g.person("uk"), g.person("uk"), g.person("uk")
	dau.Last = c.Last
	d.L("HOME CARE SUPPORT PLAN", "", "Client: "+c.Full()+"   NHS No. "+d.K(g.nhs())+"   DOB "+d.K(g.dateIn(1930, 1955).num("uk")), "Address: "+d.K(g.addrOne("uk")), "Key safe code held by the office only.", "")
	d.F("About me\n%s lives alone and values her independence. Her daughter %s visits most weekends and is the main contact; she works shifts, so try her mobile first (%s) and, if there is no answer, her work number %s. Her son %s lives abroad but likes to be copied on emails (%s).\n\n", c.First, dau.First, d.P("phone", g.phone("UK", true)), d.P("phone", g.phone("UK", false)), son.First, d.em(g, son, ""))
	d.L("Visits", "- Morning ("+d.K("08:00–08:45")+"): personal care, breakfast, medication prompt", "- Lunch ("+d.K("12:30–13:00")+"): meal preparation", "- Evening ("+d.K("18:00–18:30")+"): supper, medication prompt", "")
	d.F("Health\nGP: Dr %s, %s Surgery, tel. %s. Pharmacy delivers on Thursdays.\n\n", gp.Last, g.pick("Beechwood", "Riverside", "Oakfield"), d.P("phone", g.phone("UK", false)))
	d.Fill()
	co := g.company("uk", "Care")
	d.L("Out-of-hours on-call coordinator: "+d.P("phone", g.phone("UK", true)), co.Name+" · CQC provider ID "+d.K("1-"+g.digits(9)))
}
