package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("de_arztbrief", 55, 30, tDEArztbrief)
	reg("de_kanzlei_versicherung", 45, 25, tDEKanzlei)
	reg("fr_compte_rendu", 50, 30, tFRCR)
	reg("fr_avocat_mutuelle", 35, 20, tFRAvocat)
	reg("es_informe_alta", 45, 25, tESInforme)
	reg("es_juzgado_aseguradora", 30, 20, tESLegal)
}

var deKassen = []string{"AOK Bayern", "Techniker Krankenkasse", "BARMER", "DAK-Gesundheit", "IKK classic", "KKH", "AOK Nordost", "hkk"}

func (g *G) kvnr() string { return g.upper(1) + g.digits(9) }

func tDEArztbrief(g *G, o *O, clean bool) {
	p := g.de()
	doc := g.de()
	praxis := g.pick("Praxis Dr. med. "+doc.full(), "Gemeinschaftspraxis am Markt", "MVZ Kardiologie Mitte", "Hausarztpraxis "+doc.last)
	dom := g.pick("praxis-"+slug(doc.last)+".de", "mvz-kardio-mitte.de", "hausarzt-"+slug(doc.last)+".de")
	o.w(praxis, "\n", g.pick("Friedrichstraße ", "Hauptstr. ", "Am Markt ", "Lindenallee "), fmt.Sprint(g.n(1, 180)), ", ", o.K(fmt.Sprintf("%05d", g.n(10115, 99998))), " ", g.pick("Berlin", "Köln", "München", "Hamburg", "Leipzig", "Stuttgart"), "\n")
	if !clean {
		o.w(g.pick("Tel.: ", "Telefon ", "Tel ", "Fon: "), o.P("phone", g.phoneDE(false)), g.pick(" · ", "  ", " | "), g.pick("Fax: ", "Fax ", "Telefax: "), o.P("phone", g.phoneDE(false)), "\n")
		if g.chance(0.6) {
			o.w("E-Mail: ", o.P("email", g.pick("praxis@", "info@", "kontakt@", "anmeldung@")+dom), "\n")
		}
	}
	o.w("BSNR ", o.K(g.digits(9)), "  LANR ", o.K(g.digits(9)), "\n\n")
	o.w(g.pick("Arztbrief", "Überweisung / Befundbericht", "Entlassungsbericht", "Konsilbericht"), " vom ", o.K(g.dos().de()), "\n")
	o.w("Patient: ", p.full(), ", geb. ", o.K(g.dob().de()), "\n")
	o.w("Kostenträger: ", pickOf(g, deKassen), ", IK ", o.K("10"+g.digits(7)), ", Versichertennr. ", o.K(g.kvnr()), "\n")
	if !clean && g.chance(0.5) {
		o.w("Pat.-Tel.: ", o.P("phone", g.phoneDE(g.chance(0.7))), "\n")
	}
	o.w("\nDiagnosen: ", o.K(g.pick("I10.90 G", "E11.90 G", "I48.0 G", "M54.5 G", "J44.19 G", "I25.13 G", "F32.1 G")), ", ", g.pick("Z.n. PTCA 2019", "Adipositas Grad I", "Hyperlipidämie", "Niereninsuffizienz Stadium 3a"), "\n")
	o.w("Labor: HbA1c ", dc("%.1f", 5+g.r.Float64()*5), " %, Kreatinin ", dc("%.2f", 0.6+g.r.Float64()*2), " mg/dl (", o.K("0,50-0,90"), "), eGFR ", fmt.Sprint(g.n(25, 100)), " ml/min, LDL ", fmt.Sprint(g.n(60, 200)), " mg/dl, TSH ", dc("%.2f", 0.3+g.r.Float64()*4), " mU/l\n")
	o.w("Medikation: Ramipril 5 mg 1-0-0, Metformin 1000 mg 1-0-1, ", g.pick("Apixaban 5 mg 1-0-1", "Bisoprolol 2,5 mg 1-0-0", "Atorvastatin 40 mg 0-0-1"), " (PZN ", o.K(g.digits(8)), ")\n")
	o.w("Procedere: Kontrolle in ", fmt.Sprint(g.n(2, 12)), " Wochen", g.pick(".", ", Langzeit-EKG vereinbart.", ", Echo am "+g.dos().de()+" um "+g.time()+" Uhr."))
	if !clean && g.chance(0.4) {
		o.w(" Rückfragen gern unter ", o.P("phone", g.phoneDE(false)), ".")
	}
	o.w("\n\nMit freundlichen kollegialen Grüßen\n", g.pick("Dr. med. ", "Prof. Dr. "), doc.full(), "\n")
}

func tDEKanzlei(g *G, o *O, clean bool) {
	ra := g.de()
	mand := g.de()
	kanz := g.pick("Kanzlei "+ra.last+" & Partner", "Rechtsanwälte "+ra.last+" Medizinrecht", "RAe Weber Schulz PartG mbB")
	dom := g.pick("kanzlei-"+slug(ra.last)+".de", "medizinrecht-"+slug(ra.last)+".de", "ra-weberschulz.de")
	o.w(kanz, "\n", g.pick("Unser Zeichen: ", "Az. (unser): "), o.K(fmt.Sprintf("%d/%04d-%s", g.n(2022, 2025), g.n(1, 9999), g.upper(2))), "\n")
	o.w("Gericht: ", g.pick("Landgericht Köln", "LG München I", "Sozialgericht Berlin", "Amtsgericht Hamburg"), ", Az. ", o.K(fmt.Sprintf("%d %s %d/%02d", g.n(1, 30), g.pick("O", "S", "C", "KR"), g.n(1, 999), g.n(22, 25))), "\n")
	o.w("Versicherung: ", g.pick("Allianz", "HUK-COBURG", "AXA", "ERGO", "R+V"), ", Schadennummer ", o.K(fmt.Sprintf("%d-%s-%d", g.n(10, 99), g.digits(6), g.n(0, 9))), ", Versicherungsschein-Nr. ", o.K(g.digits(9)), "\n\n")
	o.w("Sehr geehrte Damen und Herren,\n\nin der ", g.pick("Arzthaftungssache", "Unfallsache", "Leistungssache (Berufsunfähigkeit)"), " unserer Mandantin ", mand.full(), " (geb. ", o.K(g.dob().de()), ") ")
	o.w("beziffern wir die Heilbehandlungskosten auf ", g.eur(1000, 90000), " sowie Schmerzensgeld von ", g.eur(5000, 60000), ". ")
	o.w("Die Behandlungsunterlagen des ", g.pick("Klinikum rechts der Isar", "Uniklinik Köln", "Charité"), " (Fall-Nr. ", o.K(g.digits(10)), ") liegen bei.")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w(" Für Rückfragen erreichen Sie die Unterzeichnerin unter ", o.P("phone", g.phoneDE(false)), " oder per E-Mail an ", o.P("email", g.workEmail(ra, dom)), ".")
		case 1:
			o.w(" Die Mandantin ist unter ", o.P("phone", g.phoneDE(true)), " erreichbar; bitte nur nach Absprache mit uns.")
		default:
			o.w("\n\n", ra.full(), "\nRechtsanwältin\nTel. ", o.P("phone", g.phoneDE(false)), "\nFax ", o.P("phone", g.phoneDE(false)), "\n", o.P("email", g.workEmail(ra, dom)))
		}
	}
	o.w("\n\nBankverbindung: IBAN DE", g.digits(2), " ", g.digits(4), " ", g.digits(4), " ", g.digits(4), " ", g.digits(4), " ", g.digits(2), ", Steuer-Nr. ", o.K(fmt.Sprintf("%d/%d/%05d", g.n(10, 99), g.n(100, 999), g.n(0, 99999))), "\n")
}

func tFRCR(g *G, o *O, clean bool) {
	p := g.fr()
	doc := g.fr()
	hop := g.pick("Hôpital Européen Georges-Pompidou", "CHU de Bordeaux – Hôpital Pellegrin", "Hospices Civils de Lyon", "Clinique Saint-Jean", "CHU de Nantes")
	dom := g.pick("aphp.fr", "chu-bordeaux.fr", "chu-lyon.fr", "clinique-saintjean.fr", "chu-nantes.fr")
	o.w(hop, " — Service de ", g.pick("Cardiologie", "Médecine interne", "Pneumologie", "Chirurgie orthopédique", "Endocrinologie"), "\n")
	if !clean {
		o.w("Secrétariat : ", o.P("phone", g.phoneFR(false, true)), g.pick(" — Fax : ", "  Télécopie : ", " / fax "), o.P("phone", g.phoneFR(false, true)), "\n")
		if g.chance(0.6) {
			o.w("Courriel : ", o.P("email", g.pick("secretariat.", "sec.", "rdv.")+g.pick("cardio", "medint", "pneumo", "ortho")+"@"+dom), "\n")
		}
	}
	o.w("FINESS ", o.K(g.digits(9)), "\n\n")
	o.w(g.pick("COMPTE RENDU D'HOSPITALISATION", "Compte rendu de consultation", "Lettre de liaison à la sortie"), "\n")
	o.w("Patient(e) : ", strings.ToUpper(p.last), " ", p.first, ", né(e) le ", o.K(g.dob().eu()), "\n")
	o.w("IPP : ", o.K(g.digits(8)), "   N° de séjour : ", o.K(g.digits(10)), "\n")
	o.w("Séjour du ", o.K(g.dos().eu()), " au ", g.dos().eu(), ", ", o.K(g.pick("chambre ", "lit ")+fmt.Sprint(g.n(101, 640))), "\n")
	o.w("Motif : ", g.pick("décompensation cardiaque", "pneumopathie", "fracture du col fémoral", "déséquilibre glycémique"), ". Biologie : Hb ", dc("%.1f", 8+g.r.Float64()*8), " g/dL, créatinine ", fmt.Sprint(g.n(50, 300)), " µmol/L, NT-proBNP ", fmt.Sprint(g.n(100, 9000)), " pg/mL, CRP ", fmt.Sprint(g.n(1, 200)), " mg/L.\n")
	o.w("Traitement de sortie : furosémide 40 mg 1 cp le matin, bisoprolol 2,5 mg, apixaban 5 mg x2/j.\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("La patiente peut être jointe au ", o.P("phone", g.phoneFR(true, true)), ".\n")
		case 1:
			o.w("Personne de confiance : ", g.fr().full(), " (fille), tél. ", o.P("phone", g.phoneFR(true, true)), ".\n")
		default:
			o.w("RDV de contrôle à prendre au ", o.P("phone", g.phoneFR(false, false)), " ou sur Doctolib.\n")
		}
	}
	o.w("Dr ", doc.full(), " — RPPS ", o.K("10"+g.digits(9)), "\n")
	o.w("Copie : Dr ", g.fr().last, ", médecin traitant", g.pick("", " (MSSanté)"), "\n")
}

func tFRAvocat(g *G, o *O, clean bool) {
	av := g.fr()
	cl := g.fr()
	dom := g.pick("cabinet-"+slug(av.last)+"-avocats.fr", "avocats-"+slug(av.last)+".fr", "selarl-"+slug(av.last)+".fr")
	o.w(g.pick("Maître ", "Me "), av.full(), "\nAvocat au Barreau de ", g.pick("Paris", "Lyon", "Bordeaux", "Marseille"), " — Toque ", o.K(g.upper(1)+g.digits(4)), "\n")
	if !clean {
		o.w("Tél. ", o.P("phone", g.phoneFR(false, true)), g.pick("", " — Port. "+o.P("phone", g.phoneFR(true, false))), "\n", o.P("email", g.workEmail(av, dom)), "\n")
	}
	o.w("\nObjet : ", cl.full(), " c/ ", g.pick("MACSF", "Mutuelle Générale", "AXA France", "ONIAM", "CPAM de Paris"), "\nRG n° ", o.K(fmt.Sprintf("%02d/%05d", g.n(22, 25), g.n(1, 99999))), " — N° Portalis ", o.K(g.upper(4)+"-"+g.upper(1)+"-"+g.upper(1)+g.digits(1)+g.upper(1)+"-"+g.upper(4)), "\n")
	var sin string
	switch g.r.IntN(4) {
	case 0:
		sin = g.digits(2) + " " + g.digits(6) + " " + g.digits(3)
	case 1:
		sin = fmt.Sprintf("SIN-%d-%06d", g.n(2022, 2025), g.n(1, 999999))
	case 2:
		sin = fmt.Sprintf("%d%s%s", g.n(22, 25), g.upper(2), g.digits(7))
	default:
		sin = fmt.Sprintf("%d/%s", g.n(2022, 2025), g.digits(8))
	}
	o.w(g.pick("Votre réf. sinistre : ", "Vos réf. : dossier sinistre n° ", "Réf. MACSF : "), o.K(sin), "\n\n")
	o.w("Cher Confrère,\n\nJe vous prie de trouver ci-joint le rapport d'expertise du Dr ", g.fr().last, " (", fmt.Sprint(g.n(12, 80)), " pages) fixant le DFP à ", fmt.Sprint(g.n(2, 40)), " % et la consolidation au ", g.dos().eu(), ". ")
	o.w("Les débours de la CPAM s'élèvent à ", g.eur(1000, 80000), ".")
	if !clean && g.chance(0.6) {
		o.w(" Mon client reste joignable au ", o.P("phone", g.phoneFR(true, true)), " pour l'organisation de la réunion.")
	}
	o.w("\n\nBien confraternellement.\n")
}

func (g *G) nigES() string {
	return fmt.Sprintf("%05d %d%d %d %d %07d", g.n(1000, 52999), g.n(1, 4), g.n(1, 9), g.n(1, 2), g.n(2019, 2025), g.n(1, 9999999))
}

func tESInforme(g *G, o *O, clean bool) {
	p := g.es()
	doc := g.es()
	hosp := g.pick("Hospital General Universitario Gregorio Marañón", "Hospital Universitario La Paz", "Hospital Clínic de Barcelona", "Hospital Universitario Virgen del Rocío", "Hospital Universitario La Fe")
	dom := g.pick("salud.madrid.org", "clinic.cat", "juntadeandalucia.es", "gva.es")
	o.w(hosp, "\n", g.pick("INFORME DE ALTA", "Informe clínico de alta hospitalaria", "Informe de consulta externa"), " — Servicio de ", g.pick("Cardiología", "Medicina Interna", "Neumología", "Traumatología"), "\n")
	o.w("Paciente: ", p.full(), "   NHC: ", o.K(g.digits(g.n(6, 8))), "   CIP: ", o.K(g.upper(4)+g.digits(12)), "\n")
	o.w("Fecha de nacimiento: ", o.K(g.dob().eu()), "   Ingreso: ", o.K(g.dos().eu()), "   Alta: ", g.dos().eu(), "   Cama: ", o.K(fmt.Sprintf("%d%02d-%s", g.n(1, 9), g.n(1, 40), g.pick("A", "B"))), "\n")
	o.w("Diagnóstico principal: ", g.pick("insuficiencia cardiaca descompensada", "neumonía adquirida en la comunidad", "fractura de cadera derecha", "diabetes mellitus tipo 2 descompensada"), " (CIE-10 ", o.K(pickOf(g, icd10)), ")\n")
	o.w("Analítica: Hb ", dc("%.1f", 8+g.r.Float64()*8), " g/dL, creatinina ", dc("%.2f", 0.5+g.r.Float64()*2), " mg/dL, NT-proBNP ", fmt.Sprint(g.n(100, 9000)), " pg/mL, INR ", dc("%.1f", 0.9+g.r.Float64()*2.5), "\n")
	o.w("Tratamiento: furosemida 40 mg 1-0-0, bisoprolol 2,5 mg 1-0-0, enalapril 5 mg 1-0-1.\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("Para citas: ", o.P("phone", g.phoneES(false, true)), g.pick("", " (de 8:00 a 15:00)"), ". Correo: ", o.P("email", g.pick("citaciones.", "cex.", "admision.")+g.pick("cardio", "mi", "neumo")+"@"+dom), "\n")
		case 1:
			o.w("Teléfono de contacto del paciente: ", o.P("phone", g.phoneES(true, true)), "; familiar (hija) ", o.P("phone", g.phoneES(true, true)), "\n")
		default:
			o.w("Ante cualquier duda llame al ", o.P("phone", g.phoneES(false, false)), " o al 112.\n")
		}
	}
	o.w("Dr./Dra. ", doc.full(), " — Nº colegiado ", o.K(g.digits(9)), "\n")
}

func tESLegal(g *G, o *O, clean bool) {
	ab := g.es()
	cl := g.es()
	o.w(g.pick("JUZGADO DE PRIMERA INSTANCIA Nº ", "JUZGADO DE LO SOCIAL Nº ", "JUZGADO DE 1ª INSTANCIA E INSTRUCCIÓN Nº "), fmt.Sprint(g.n(1, 60)), " DE ", g.pick("MADRID", "BARCELONA", "SEVILLA", "VALENCIA"), "\n")
	o.w(g.pick("Procedimiento Ordinario ", "Juicio Verbal ", "Seguridad Social "), o.K(fmt.Sprintf("%d/%d", g.n(1, 2999), g.n(2021, 2025))), "\nNIG: ", o.K(g.nigES()), "\n")
	o.w("Demandante: ", cl.full(), "\nDemandada: ", g.pick("Mapfre España, Compañía de Seguros y Reaseguros, S.A.", "Sanitas S.A. de Seguros", "Instituto Nacional de la Seguridad Social", "Adeslas SegurCaixa"), "\n")
	o.w("Póliza nº ", o.K(g.digits(3)+"-"+g.digits(7)+"-"+g.digits(2)), ", siniestro nº ", o.K(g.digits(12)), "\n\n")
	o.w("Cuantía reclamada: ", g.eur(3000, 250000), " (", g.pick("lesiones temporales", "secuelas", "incapacidad permanente total"), ", ", fmt.Sprint(g.n(30, 400)), " días de perjuicio moderado).\n")
	if !clean {
		o.w("Letrado: ", ab.full(), ", colegiado ", o.K(g.pick("ICAM ", "ICAB ", "ReICAS ")+g.digits(5)), "\n")
		o.w(g.pick("Tel. ", "Teléfono: ", "Tfno. "), o.P("phone", g.phoneES(false, true)), g.pick(" · Móvil ", " / ", " — móvil: "), o.P("phone", g.phoneES(true, true)), "\n")
		o.w("Email: ", o.P("email", g.workEmail(ab, g.pick("abogados-"+slug(ab.last)+".es", "bufete"+slug(ab.last)+".com", "icam.es"))), "\n")
	} else {
		o.w("Letrado: ", ab.full(), ", colegiado ", o.K(g.pick("ICAM ", "ICAB ")+g.digits(5)), "; Procurador: ", g.es().full(), "\n")
	}
}

// dc formats a decimal with a comma, as German, French and Spanish text does.
func dc(format string, v float64) string {
	return strings.Replace(fmt.Sprintf(format, v), ".", ",", 1)
}
