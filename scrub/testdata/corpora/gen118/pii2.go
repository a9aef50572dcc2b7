package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func piiBR() {
	pii("br_receita_email", func(b *B) string {
		p := b.person("BR")
		return fmt.Sprintf("Receita Federal do Brasil\nPrezado(a) %s, sua Declaração de Ajuste Anual %d foi processada. CPF: %s. Número do recibo: %s. Restituição de %s no lote de %s.\nDúvidas: responda para %s ou ligue %s.",
			p.Full(), b.rng(2023, 2025), b.K(b.cpf(true)), b.K(fmt.Sprintf("%s.%s.%s.%s-%s", b.digits(2), b.digits(2), b.digits(2), b.digits(2), b.digits(2))), b.K(b.money("BRL")), b.K(b.date("dmy/")), b.em(p), b.ph("BR", false))
	})
	pii("br_holerite", func(b *B) string {
		p := b.person("BR")
		return fmt.Sprintf("DEMONSTRATIVO DE PAGAMENTO – %s\nEmpresa: %s  CNPJ %s\nFuncionário: %s  CPF %s  PIS %s\nSalário base %s  INSS %s  IRRF %s  FGTS %s\nE-mail: %s  Celular: %s",
			b.K(b.pick("Competência 03/2025", "Competência 11/2024", "Competência 13º/2024")), b.pick("Tecnolog Serviços Ltda", "Grupo Aurora S.A."), b.K(b.cnpj()), p.Full(), b.K(b.cpf(true)), b.K(b.pis()), b.K(b.money("BRL")), b.K(b.money("BRL")), b.K(b.money("BRL")), b.K(b.money("BRL")), b.em(p), b.ph("BR", false))
	})
	pii("br_pix_keys", func(b *B) string {
		p := b.person("BR")
		return fmt.Sprintf("Chaves Pix cadastradas de %s:\n• CPF %s\n• E-mail %s\n• Celular %s\n• Aleatória %s\nAgência %s, conta %s",
			p.Full(), b.K(b.cpf(true)), b.em(p), b.ph("BR", true), b.K(b.letters(8, hexd)+"-"+b.letters(4, hexd)+"-4"+b.letters(3, hexd)+"-a"+b.letters(3, hexd)+"-"+b.letters(12, hexd)), b.K(b.digits(4)), b.K(b.digits(5)+"-"+b.digits(1)))
	})
	pii("br_nfe_xml", func(b *B) string {
		p := b.person("BR")
		return fmt.Sprintf(`<dest><CPF>%s</CPF><xNome>%s</xNome><enderDest><CEP>%s</CEP><fone>%s</fone></enderDest><email>%s</email></dest><emit><CNPJ>%s</CNPJ></emit><chNFe>%s</chNFe>`,
			b.K(b.cpf(false)), p.Full(), b.K(strings.ReplaceAll(b.cep(), "-", "")), b.P("phone", "11"+"9"+b.digits(8)), b.em(p), b.K(strings.NewReplacer(".", "", "/", "", "-", "").Replace(b.cnpj())), b.K("35"+b.digits(42)))
	})
	pii("br_mercadopago_api", func(b *B) string {
		return fmt.Sprintf("const mp = new MercadoPagoConfig({ accessToken: '%s' });\n// public key (front): %s\n// CNPJ da loja %s",
			b.sec("mp"), b.K("APP_USR-"+b.letters(8, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(12, hexd)), b.K(b.cnpj()))
	})
	pii("br_govbr_whatsapp", func(b *B) string {
		p := b.person("BR")
		return fmt.Sprintf("oi! consegui entrar no gov.br nível prata. meu CPF é %s e o título de eleitor %s. se precisar me chama no zap %s ou manda pro %s. CEP novo: %s",
			b.K(b.cpf(true)), b.K(b.digits(4)+" "+b.digits(4)+" "+b.digits(4)), b.ph("BR", false), b.em(p), b.K(b.cep()))
	})
	pii("br_boleto_card", func(b *B) string {
		return fmt.Sprintf("Pagamento do DARF (código de receita %s, período de apuração %s, valor %s). Boleto falhou, paguei no cartão %s venc. %s. CPF do contribuinte %s.",
			b.K(b.pick("0190", "0211", "4600", "5952")), b.K(b.date("dmy/")), b.K(b.money("BRL")), b.cardV(b.pick("elo", "mc", "visa"), " "), b.K(fmt.Sprintf("%02d/%02d", b.rng(1, 12), b.rng(26, 31))), b.K(b.cpf(true)))
	})
	pii("br_expat_us_note", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Cliente %s (americano residente em SP). SSN %s; CPF %s; RNM %s. Declaração de saída definitiva em %s. Contato %s.",
			p.Full(), b.ssnV(), b.K(b.cpf(true)), b.K("V"+b.digits(6)+"-"+b.letters(1, upper)), b.K(b.date("dmy/")), b.ph("BR", true))
	})
}

func piiMX() {
	pii("mx_sat_correo", func(b *B) string {
		p := b.person("MX")
		yy, mm, dd := b.rng(60, 99), b.rng(1, 12), b.rng(1, 28)
		l2 := b.person("MX").Last
		curp := b.curp(p.Last, l2, p.First, yy, mm, dd, b.n(2) == 0)
		return fmt.Sprintf("Servicio de Administración Tributaria\nEstimado contribuyente %s %s:\nRFC: %s  CURP: %s\nSu declaración anual %d con número de operación %s fue recibida. Saldo a favor %s.\nMedios de contacto registrados: %s, %s",
			p.Full(), l2, b.K(b.rfcFrom(curp)), b.K(curp), b.rng(2022, 2024), b.K(b.digits(11)), b.K(b.money("MXN")), b.em(p), b.ph("MX", false))
	})
	pii("mx_cfdi_xml", func(b *B) string {
		p := b.person("MX")
		curp := b.curp(p.Last, "Perez", p.First, b.rng(60, 99), b.rng(1, 12), b.rng(1, 28), false)
		return fmt.Sprintf(`<cfdi:Receptor Rfc="%s" Nombre="%s" DomicilioFiscalReceptor="%s" RegimenFiscalReceptor="605" UsoCFDI="G03"/><cfdi:Addenda><Contacto correo="%s" telefono="%s"/></cfdi:Addenda><tfd:TimbreFiscalDigital UUID="%s"/>`,
			b.K(b.rfcFrom(curp)), strings.ToUpper(p.Full()), b.K(b.digits(5)), b.em(p), b.ph("MX", true), b.K(strings.ToUpper(b.letters(8, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(4, hexd)+"-"+b.letters(12, hexd))))
	})
	pii("mx_recibo_nomina", func(b *B) string {
		p := b.person("MX")
		curp := b.curp(p.Last, "Garcia", p.First, b.rng(60, 99), b.rng(1, 12), b.rng(1, 28), b.n(2) == 0)
		return fmt.Sprintf("RECIBO DE NÓMINA  Periodo %s\nTrabajador: %s  CURP %s  NSS %s\nSalario diario %s  ISR retenido %s  Cuota IMSS %s\nDepósito CLABE %s\nCel. %s",
			b.K(b.date("dmy/")), p.Full(), b.K(curp), b.K(b.digits(11)), b.K(b.money("MXN")), b.K(b.money("MXN")), b.K(b.money("MXN")), b.K(b.clabe()), b.ph("MX", false))
	})
	pii("mx_spei_whatsapp", func(b *B) string {
		p := b.person("MX")
		return fmt.Sprintf("Ya te hice la transferencia SPEI por %s a la CLABE %s, clave de rastreo %s. Si no llega márcame al %s o escríbeme a %s",
			b.K(b.money("MXN")), b.K(b.clabe()), b.K("MBAN"+b.digits(20)), b.ph("MX", false), b.em(p))
	})
	pii("mx_ine_kyc", func(b *B) string {
		p := b.person("MX")
		curp := b.curp(p.Last, "Lopez", p.First, b.rng(60, 99), b.rng(1, 12), b.rng(1, 28), b.n(2) == 0)
		return fmt.Sprintf("Alta de cliente – %s\nCredencial INE: clave de elector %s, CIC %s\nCURP: %s\nComprobante de domicilio CP %s\nTeléfono celular: %s\nTarjeta para domiciliar: %s",
			p.Full(), b.K(b.letters(6, upper)+b.digits(8)+"H"+b.digits(3)), b.K(b.digits(9)), b.K(curp), b.K(b.digits(5)), b.ph("MX", true), b.cardV(b.pick("visa", "mc", "amex"), " "))
	})
	pii("mx_facturacion_api", func(b *B) string {
		return fmt.Sprintf("POST /v2/cfdi40 HTTP/1.1\nHost: api.facturama.mx\nAuthorization: Basic %s\nContent-Type: application/json\n\n{\"Receiver\":{\"Rfc\":\"XAXX010101000\",\"CfdiUse\":\"S01\",\"TaxZipCode\":\"%s\"},\"Folio\":\"%s\"}",
			b.P("bearer", b64s("facturacion_"+b.letters(4, "abcdefghijklmnop")+":"+b.secret("pw"))), b.K(b.digits(5)), b.K("F-"+b.digits(6)))
	})
	pii("mx_expat_itin", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Jubilado en San Miguel de Allende: %s. ITIN de su esposa %s; su SSN %s. Residente permanente, tarjeta %s. RFC genérico extranjero XEXX010101000. Tel %s",
			p.Full(), b.itinV(), b.ssnV(), b.K(b.digits(9)), b.ph("MX", true))
	})
}

func piiES() {
	pii("es_aeat_notificacion", func(b *B) string {
		p := b.person("ES")
		return fmt.Sprintf("Agencia Tributaria – Notificación electrónica\nTitular: %s  NIF: %s\nModelo 100, ejercicio %d. Justificante %s. Importe a devolver %s.\nAviso enviado a %s y por SMS al %s.",
			strings.ToUpper(p.Full()), b.K(b.dni()), b.rng(2022, 2024), b.K("100"+b.digits(10)), b.K(b.money("EUR")), b.em(p), b.ph("ES", false))
	})
	pii("es_nomina", func(b *B) string {
		p := b.person("ES")
		return fmt.Sprintf("NÓMINA %s\nTrabajador: %s   DNI %s   Nº afiliación SS %s\nCategoría: Oficial 1ª   Grupo cotización 08\nTotal devengado %s   IRPF %s   Líquido %s\nIBAN %s\nMóvil %s",
			b.K(b.pick("Marzo 2025", "Diciembre 2024", "Paga extra Julio 2024")), p.Full(), b.K(b.dni()), b.K(b.nussEs()), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.iban("ES", true)), b.ph("ES", false))
	})
	pii("es_nie_cita", func(b *B) string {
		p := b.person(b.pick("GB", "IN", "MX", "DE"))
		return fmt.Sprintf("Cita previa – Extranjería Madrid\nTrámite: POLICÍA-TOMA DE HUELLA (TIE)\nNIE: %s  Pasaporte: %s\nNombre: %s\nFecha %s a las %s, Av. de los Poblados s/n\nJustificante enviado a %s; SMS a %s",
			b.K(b.nie()), b.K(b.letters(1, upper)+b.digits(8)), p.Full(), b.K(b.date("dmy/")), b.K(fmt.Sprintf("%02d:%02d", b.rng(8, 13), b.pick4())), b.em(p), b.ph("ES", true))
	})
	pii("es_bizum_chat", func(b *B) string {
		return fmt.Sprintf("te he hecho un bizum de %s para el gestor, al %s. la factura va a mi NIF %s, nº %s",
			b.K(b.money("EUR")), b.ph("ES", false), b.K(b.dni()), b.K("F"+b.digits(4)+"/"+b.digits(3)))
	})
	pii("es_gestor_expat", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Nota del gestor: %s, estadounidense, régimen Beckham (modelo 149 presentado %s). NIE %s, SSN %s. Cuenta en ES %s. Correo %s",
			p.Full(), b.K(b.date("dmy/")), b.K(b.nie()), b.ssnV(), b.K(b.iban("ES", false)), b.em(p))
	})
	pii("es_sede_api_cert", func(b *B) string {
		return fmt.Sprintf("# integración SII AEAT\nSII_ENDPOINT=https://prewww1.aeat.es/wlpl/SSII-FACT/ws/fe/SiiFactFEV1SOAP\nSII_NIF_TITULAR=%s\nCERT_PASSWORD=%s\nAPI_TOKEN=%s",
			b.K(b.pick("B", "A")+b.digits(8)), b.sec("pw"), b.sec("rand40"))
	})
	pii("es_catalan_padron", func(b *B) string {
		p := b.person("ES")
		return fmt.Sprintf("Sol·licitud d'empadronament – Ajuntament de Barcelona\nNom: %s  DNI/NIE: %s\nAdreça: C/ Mallorca %d, %s Barcelona\nTelèfon: %s  Correu: %s",
			p.Full(), b.K(b.nie()), b.rng(1, 600), b.K(b.pick("08013", "08025", "08036", "08009")), b.ph("ES", false), b.em(p))
	})
}

func (g *G) pick4() int { return []int{0, 15, 30, 45}[g.n(4)] }

func piiFR() {
	pii("fr_impots_mail", func(b *B) string {
		p := b.person("FR")
		return fmt.Sprintf("impots.gouv.fr – Votre avis d'impôt %d est disponible\nBonjour %s,\nNuméro fiscal : %s  Référence de l'avis : %s\nMontant à payer : %s, date limite %s.\nContact enregistré : %s – %s",
			b.rng(2023, 2025), p.Full(), b.K(b.spi()), b.K(b.digits(2)+" "+b.digits(2)+" "+b.digits(7)+" "+b.digits(2)), b.K(b.money("EUR")), b.K(b.date("dmy/")), b.ph("FR", false), b.em(p))
	})
	pii("fr_bulletin_paie", func(b *B) string {
		p := b.person("FR")
		return fmt.Sprintf("BULLETIN DE PAIE – Période du %s au %s\nSalarié : %s   N° SS : %s\nEmployeur SIRET %s   Code APE %s\nSalaire brut %s   CSG déductible %s   Net à payer %s\nTél. salarié %s",
			b.K(b.date("dmy/")), b.K(b.date("dmy/")), p.Full(), b.K(b.nir(true)), b.K(b.siret()), b.K(b.pick("6201Z", "7022Z", "4791B")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.ph("FR", false))
	})
	pii("fr_ameli_vitale", func(b *B) string {
		p := b.person("FR")
		return fmt.Sprintf("Objet : carte Vitale de ma fille\nBonjour, je m'appelle %s, n° de sécu %s. Ma fille est née le %s, pouvez-vous l'ajouter ? Vous pouvez me joindre au %s ou par mail %s.",
			p.Full(), b.K(b.nir(false)), b.K(b.date("dmy/")), b.ph("FR", false), b.em(p))
	})
	pii("fr_anef_titre_sejour", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "CN", "US"))
		return fmt.Sprintf("ANEF – Demande de titre de séjour « passeport talent »\nN° étranger : %s   N° de dossier : %s\nDemandeur : %s, né(e) le %s\nCourriel : %s   Téléphone : %s",
			b.K(b.digits(10)), b.K(b.digits(2)+"-"+b.digits(6)+"-"+b.digits(4)), p.Full(), b.K(b.date("dob")), b.em(p), b.ph("FR", true))
	})
	pii("fr_rib_caf", func(b *B) string {
		p := b.person("FR")
		return fmt.Sprintf("CAF – changement de coordonnées bancaires\nAllocataire n° %s, %s\nNouveau RIB : IBAN %s BIC %s\nConfirmation envoyée à %s",
			b.K(b.digits(7)), p.Full(), b.K(b.iban("FR", true)), b.K(b.pick("BNPAFRPPXXX", "CCBPFRPPXXX", "SOGEFRPP", "AGRIFRPP882")), b.em(p))
	})
	pii("fr_expat_preparer", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Dossier %s : citoyen américain résidant à Lyon, SSN %s, numéro fiscal FR %s, formulaire 2047 + 3916 (comptes à l'étranger). Carte bancaire US pour les honoraires : %s. Tél %s",
			p.Full(), b.ssnV(), b.K(b.spi()), b.cardV(b.pick("visa", "amex", "mc"), "-"), b.ph("FR", false))
	})
	pii("fr_impots_api", func(b *B) string {
		return fmt.Sprintf("GET /api/particulier/v2/situations_ir?numeroFiscal=%s&referenceAvis=%s HTTP/1.1\nHost: api.impots.gouv.fr\nX-Api-Key: %s\nAuthorization: Bearer %s",
			b.K(strings.ReplaceAll(b.spi(), " ", "")), b.K(b.digits(13)), b.P("bearer", b.letters(32, hexd)), b.P("bearer", b.letters(36, alnum)))
	})
}

func b64s(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
