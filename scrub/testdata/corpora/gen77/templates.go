package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

var (
	brCities = []string{"São Paulo", "Rio de Janeiro", "Belo Horizonte", "Curitiba", "Porto Alegre", "Recife", "Salvador", "Campinas", "Florianópolis", "Fortaleza"}
	esCities = map[string][]string{
		"MX": {"CDMX", "Guadalajara", "Monterrey", "Puebla", "Querétaro", "Mérida"},
		"AR": {"CABA", "Córdoba", "Rosario", "Mendoza", "La Plata"},
		"CO": {"Bogotá", "Medellín", "Cali", "Barranquilla", "Bucaramanga"},
		"CL": {"Santiago", "Viña del Mar", "Concepción", "Valparaíso"},
		"PE": {"Lima", "Arequipa", "Trujillo", "Cusco"},
		"UY": {"Montevideo", "Punta del Este", "Salto"},
		"EC": {"Quito", "Guayaquil", "Cuenca"},
		"ES": {"Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao", "Zaragoza"},
		"PT": {"Lisboa", "Porto", "Braga", "Coimbra", "Faro"},
		"BR": brCities,
	}
	products = []string{"bicicleta aro 29", "iPhone 13 128GB", "sofá de 3 lugares", "PlayStation 5", "geladeira Brastemp", "silla gamer", "cochecito de bebé", "notebook Lenovo", "mesa de comedor", "Samsung Galaxy S23", "patinete eléctrico", "guitarra Fender", "cafetera Nespresso", "lavarropas Drean", "airfryer Mondial"}
	itemsES  = []string{"la bici", "el sofá", "la mesa", "el celular", "la silla", "el cochecito", "la cafetera", "el monitor"}
)

func city(c string) string { return pick(esCities[c]) }

func money(c string) string {
	switch c {
	case "BR":
		return brl()
	case "MX":
		return "$" + dotComma(between(100, 25000), ",") + ".00 MXN"
	case "AR":
		return "$ " + dotComma(between(1000, 900000), ".") + ",00"
	case "CO":
		return "$ " + dotComma(between(10000, 2000000), ".")
	case "CL":
		return "$" + dotComma(between(5000, 900000), ".")
	case "PE":
		return fmt.Sprintf("S/ %d.%02d", between(10, 2500), between(0, 99))
	case "UY":
		return "$U " + dotComma(between(500, 90000), ".")
	case "EC":
		return fmt.Sprintf("USD %d,%02d", between(5, 900), between(0, 99))
	default:
		return fmt.Sprintf("%d,%02d €", between(5, 2500), between(0, 99))
	}
}

func dotComma(n int, sep string) string { return strings.ReplaceAll(dotted(n), ".", sep) }

func jsonEsc(s string) string {
	b, _ := jsonMarshal(s)
	return b
}

func jsonMarshal(s string) (string, error) {
	var sb strings.Builder
	sb.WriteByte('"')
	for _, c := range s {
		switch c {
		case '"':
			sb.WriteString(`\"`)
		case '\\':
			sb.WriteString(`\\`)
		default:
			sb.WriteRune(c)
		}
	}
	sb.WriteByte('"')
	return sb.String(), nil
}

func anyES() string { return pick(esCountries) }

func piiTemplates() []tmpl {
	return []tmpl{
		{"ml_chat_br_whatsapp", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Olá! O anúncio MLB-%s (%s) ainda está disponível? Posso pagar %s no Pix. Me chama no zap %s, aqui é %s, de %s.",
				b.K(nzdigits(10)), pick(products), b.K(brl()), b.P("phone", brMobile()), strings.Fields(p.First)[0], pick(brCities))
		}},
		{"ml_pregunta_mx", func(b *B) string {
			return fmt.Sprintf("Buenas tardes, ¿sigue disponible %s de la publicación MLM%s? Me interesa, mi cel es %s, le mando mensaje por WhatsApp. ¿Hace envíos a %s?",
				pick(itemsES), b.K(nzdigits(9)), b.P("phone", mxPhone()), city("MX"))
		}},
		{"olx_chat_email", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Oi, vi seu anúncio na OLX do apartamento de 2 quartos (cód. %s). Pode me mandar mais fotos por e-mail? %s\nAbs, %s",
				b.K("OLX-"+nzdigits(9)), b.P("email", personalEmail(p)), p.First)
		}},
		{"wallapop_es_movil", func(b *B) string {
			return fmt.Sprintf("Hola! Me interesa %s que tienes en %s por %s. ¿Te hago Bizum? Si quieres escríbeme al %s y quedamos el %s.",
				pick(itemsES), city("ES"), b.K(money("ES")), b.P("phone", esMobile()), b.K(date("/")))
		}},
		{"rappi_domicilio_co", func(b *B) string {
			return fmt.Sprintf("Rappi · Pedido #%s\nTu domiciliario Jhon está en camino 🛵\nDirección: Cra %d # %d-%d, %s\nTotal: %s\nSi necesitas algo llama al RT: %s",
				b.K(nzdigits(9)), between(7, 80), between(10, 140), between(10, 99), city("CO"), b.K(money("CO")), b.P("phone", coPhone()))
		}},
		{"ifood_entregador_br", func(b *B) string {
			return fmt.Sprintf("Seu pedido #%s saiu para entrega! 🍕 Entregador: Carlos (moto placa %s). Qualquer coisa fale com ele pelo %s. Previsão: %s.",
				b.K(fmt.Sprint(between(1000, 9999))+"-"+digits(4)), b.K(fromSet(upper, 3)+digits(1)+fromSet(upper, 1)+digits(2)), b.P("phone", brMobile()), hhmm())
		}},
		{"whatsapp_clinica_pe", func(b *B) string {
			p := newPerson("PE")
			return fmt.Sprintf("Hola %s, le escribe Clínica San Pablo. Su cita con Dermatología es el %s a las %s (orden %s). Para reprogramar responda a este WhatsApp o llame al %s.",
				p.First, b.K(date("/")), hhmm(), b.K("CIT-"+nzdigits(7)), b.P("phone", pePhone()))
		}},
		{"firma_correo_br", func(b *B) string {
			p := newPerson("BR")
			dom := companyDomain("BR")
			return fmt.Sprintf("Att.,\n\n%s\nAnalista Financeiro | %s\nTel: %s | Cel: %s\n%s\nCNPJ %s · CEP %s",
				p.Full(), strings.Split(dom, ".")[0], b.P("phone", brLand()), b.P("phone", brMobile()), b.P("email", workEmail(p, dom)), b.K(cnpj()), b.K(cep()))
		}},
		{"firma_correo_es", func(b *B) string {
			p := newPerson("ES")
			dom := companyDomain("ES")
			return fmt.Sprintf("Un saludo,\n%s\nDpto. Administración\nT. %s · M. %s\n%s\nC/ Alcalá %d, %s %s",
				p.Full(), b.P("phone", esPhone()), b.P("phone", esPhone()), b.P("email", workEmail(p, dom)), between(1, 300), b.K(fmt.Sprintf("280%02d", between(1, 55))), "Madrid")
		}},
		{"assinatura_email_pt", func(b *B) string {
			p := newPerson("PT")
			dom := companyDomain("PT")
			return fmt.Sprintf("Com os melhores cumprimentos,\n%s\nGestora de Clientes\nTlm.: %s | Tel.: %s\nE-mail: %s\nNIF %s · %s %s",
				p.Full(), b.P("phone", ptPhone()), b.P("phone", ptPhone()), b.P("email", workEmail(p, dom)), b.K("5"+digits(8)), b.K(fmt.Sprintf("%04d-%03d", between(1000, 4999), between(1, 999))), city("PT"))
		}},
		{"firma_correo_mx", func(b *B) string {
			p := newPerson("MX")
			dom := companyDomain("MX")
			return fmt.Sprintf("Saludos cordiales,\nLic. %s\nGerente de Ventas\nCel. %s / Ofi. %s %s\n%s\nRFC: %s",
				p.Full(), b.P("phone", mxPhone()), b.P("phone", fmt.Sprintf("(55) %s %s", nzdigits(4), digits(4))), b.K(fmt.Sprintf("ext. %d", between(100, 999))), b.P("email", workEmail(p, dom)), b.K(rfcMoral()))
		}},
		{"cartao_elo_bloqueado", func(b *B) string {
			n := formatCard(cardNumber("Elo"))
			return fmt.Sprintf("Boa tarde, meu cartão Elo final %s foi bloqueado depois de uma compra de %s. O número é %s, CPF %s. Já liguei na central %s e não resolveram.",
				n[len(n)-4:], b.K(brl()), b.P("credit_card", n), b.K(cpf()), b.K(hotline("BR")))
		}},
		{"naranja_cobro_doble_ar", func(b *B) string {
			n := formatCard(cardNumber(pick([]string{"Naranja", "Cabal"})))
			return fmt.Sprintf("Hola, tengo la tarjeta %s y me cobraron dos veces %s el %s en un comercio de %s. DNI %s. ¿Cómo hago el desconocimiento? Atención al cliente me dio el %s pero no atienden.",
				b.P("credit_card", n), b.K(money("AR")), b.K(date("/")), city("AR"), b.K(dniAR()), b.K(hotline("AR")))
		}},
		{"tarjeta_chat_mx", func(b *B) string {
			iss, n := cardFor("MX")
			return fmt.Sprintf("no me deja pagar en la app, me sale 'tarjeta rechazada' con mi %s %s vence %s, el pedido es %s por %s 😩",
				iss, b.P("credit_card", n), b.K(fmt.Sprintf("%02d/%02d", between(1, 12), between(26, 31))), b.K("MX-"+nzdigits(8)), b.K(money("MX")))
		}},
		{"amex_es_reclamacion", func(b *B) string {
			p := newPerson("ES")
			n := formatCard(cardNumber("Amex"))
			return fmt.Sprintf("Asunto: Reclamación cargo no reconocido\n\nBuenos días, soy %s, titular de la American Express %s. El cargo de %s del %s no lo reconozco. Pueden contactarme en %s.",
				p.Full(), b.P("credit_card", n), b.K(money("ES")), b.K(date("/")), b.P("email", personalEmail(p)))
		}},
		{"hipercard_fatura_br", func(b *B) string {
			n := formatCard(cardNumber(pick([]string{"Hipercard", "Elo", "Mastercard"})))
			return fmt.Sprintf("Fatura com vencimento em %s no valor de %s. Cartão: %s. Código de barras: %s",
				b.K(date("/")), b.K(brl()), b.P("credit_card", n), b.K(boleto()))
		}},
		{"diners_pe_suscripcion", func(b *B) string {
			iss, n := cardFor(pick([]string{"PE", "EC", "CO"}))
			return fmt.Sprintf("Quiero cambiar el medio de pago de mi suscripción (contrato %s). Nueva tarjeta %s: %s. La anterior vencía en %s.",
				b.K("SUS-"+nzdigits(6)), iss, b.P("credit_card", n), b.K(fmt.Sprintf("%02d/%d", between(1, 12), between(2025, 2026))))
		}},
		{"pix_comprovante_celular", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Comprovante de transferência Pix\nValor: %s\nData: %s às %s\nPara: %s\nChave Pix (celular): %s\nInstituição: Nu Pagamentos S.A.\nID da transação: %s",
				b.K(brl()), b.K(date("/")), hhmm(), p.Full(), b.P("phone", "+55 "+brMobileBare()), b.K("E"+digits(8)+fmt.Sprintf("%d%02d%02d", between(2024, 2026), between(1, 12), between(1, 28))+digits(4)+fromSet(lowerAN, 11)))
		}},
		{"pix_comprovante_email", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Pix enviado ✅ %s para %s\nChave: %s\nAutenticação: %s\nCPF do recebedor: ***.%s.%s-**",
				b.K(brl()), p.Full(), b.P("email", personalEmail(p)), b.K(strings.ToUpper(fromSet(hexLow, 8)+"-"+fromSet(hexLow, 4))), digits(3), digits(3))
		}},
		{"pix_chave_aleatoria_zap", func(b *B) string {
			return fmt.Sprintf("Segue a chave aleatória pra pagar a encomenda: %s\nValor %s. Depois manda o comprovante no meu WhatsApp %s, por favor 🙏",
				b.K(uuid()), b.K(brl()), b.P("phone", brMobile()))
		}},
		{"spei_comprobante_mx", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("Comprobante SPEI\nClave de rastreo: %s\nCuenta CLABE destino: %s\nBeneficiario: %s\nMonto: %s\nConcepto: renta %s\nNotificar a: %s",
				b.K("MBAN0100"+nzdigits(14)), b.K(clabe()), p.Full(), b.K(money("MX")), pick([]string{"marzo", "abril", "mayo"}), b.P("email", personalEmail(p)))
		}},
		{"transferencia_ar_cbu", func(b *B) string {
			alias := strings.ToUpper(pick([]string{"casa", "perro", "mate", "sol", "tango"}) + "." + pick([]string{"luna", "rio", "verde", "azul"}) + "." + pick([]string{"nube", "gato", "flor", "mar"}))
			return fmt.Sprintf("Te paso los datos para la seña del depto: CBU %s, alias %s, a nombre de %s. Cuando transfieras avisame al %s 👍",
				b.K(cbu()), b.K(alias), newPerson("AR").Full(), b.P("phone", arPhone()))
		}},
		{"nfe_email_envio", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Prezado(a) %s,\nSegue a NF-e nº %s, série 1, emitida em %s.\nChave de acesso: %s\nO XML também foi enviado para %s.",
				p.First, b.K(fmt.Sprintf("000.%03d.%03d", between(1, 999), between(1, 999))), b.K(date("/")), b.K(nfeKey()), b.P("email", personalEmail(p)))
		}},
		{"cfdi_factura_mx", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("Le envío su CFDI 4.0. Folio fiscal (UUID): %s. RFC receptor: %s. Uso CFDI: G03. Si requiere refacturar escriba a %s o al %s.",
				b.K(strings.ToUpper(uuid())), b.K(rfc()), b.P("email", personalEmail(p)), b.P("phone", mxPhone()))
		}},
		{"factura_es_autonomo", func(b *B) string {
			p := newPerson("ES")
			return fmt.Sprintf("FACTURA Nº %s\nFecha: %s\nCliente: %s — NIF %s\nBase imponible: %s · IVA 21%%\nContacto: %s · %s",
				b.K(fmt.Sprintf("F%d-%05d", between(2024, 2026), between(1, 900))), b.K(date("/")), p.Full(), b.K(nif()), b.K(money("ES")), b.P("email", personalEmail(p)), b.P("phone", esPhone()))
		}},
		{"factura_ar_cuit", func(b *B) string {
			p := newPerson("AR")
			return fmt.Sprintf("Factura B %s — CUIT emisor %s — Cliente: %s (CUIT %s). Total %s. Consultas: %s",
				b.K(fmt.Sprintf("%04d-%08d", between(1, 9), between(1, 99999))), b.K(cuit(false)), p.Full(), b.K(cuit(true)), b.K(money("AR")), b.P("email", personalEmail(p)))
		}},
		{"holerite_rh_br", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("RH informa: o holerite de %s (matrícula %s, admissão %s, PIS %s) está disponível. Salário líquido %s. Dúvidas: %s",
				p.Full(), b.K(nzdigits(6)), b.K(date("/")), b.K(fmt.Sprintf("%s.%s.%s-%s", digits(3), digits(5), digits(2), digits(1))), b.K(brl()), b.P("email", workEmail(newPerson("BR"), companyDomain("BR"))))
		}},
		{"w4_empleador_us", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("Hola, para el W-4 de Acme Logistics (Houston, TX) necesito confirmar: nombre %s, SSN %s, fecha de inicio %s, teléfono %s. Gracias!",
				p.Full(), b.P("ssn", ssn()), b.K(fmt.Sprintf("%02d/%02d/%d", between(1, 12), between(1, 28), between(2024, 2026))), b.P("phone", fmt.Sprintf("(%d) %d-%04d", pick([]int{713, 832, 281, 214, 305, 786, 718, 917}), between(201, 989), between(1000, 9999))))
		}},
		{"ssn_emigrante_br", func(b *B) string {
			return fmt.Sprintf("Trabalhei em Boston de %d a %d e agora no Brasil preciso do meu W-2. Meu SSN é %s e o EIN da empresa era %s. Alguém sabe como pedir?",
				between(2015, 2019), between(2020, 2023), b.P("ssn", ssn()), b.K(fmt.Sprintf("%02d-%07d", between(10, 98), between(1000000, 9999999))))
		}},
		{"itin_declaracion_mx", func(b *B) string {
			return fmt.Sprintf("Para la declaración de impuestos del año fiscal %d uso mi ITIN %s, el caso del IRS es %s. ¿Puedo pedir el reembolso si ya regresé a %s?",
				between(2022, 2025), b.P("ssn", itin()), b.K(fmt.Sprintf("%d%s", between(2024, 2025), digits(8))), city("MX"))
		}},
		{"ssn_espaciado_formulario", func(b *B) string {
			p := newPerson(pick([]string{"MX", "CO", "EC"}))
			s := ssn()
			s = strings.ReplaceAll(s, "-", " ")
			return fmt.Sprintf("Formulario de reembolso — Nombre: %s | Número de Seguro Social: %s | Correo: %s | Monto: USD %d.%02d",
				p.Full(), b.P("ssn", s), b.P("email", personalEmail(p)), between(100, 4000), between(0, 99))
		}},
		{"inmueble_ar_aviso", func(b *B) string {
			return fmt.Sprintf("Alquilo depto 2 amb. en Palermo, %d m², expensas %s. %s de depósito. Consultas al %s o %s (Sr. %s). No inmobiliarias.",
				between(35, 70), b.K(money("AR")), b.K("USD "+dotComma(between(500, 2000), ".")), b.P("phone", arPhone()), b.P("phone", arPhone()), pick(lastES))
		}},
		{"arriendo_cl", func(b *B) string {
			p := newPerson("CL")
			return fmt.Sprintf("Arriendo depto en %s, 2D1B, %s mensuales + gastos comunes. Disponible desde el %s. Contacto: %s, fono %s, mail %s",
				city("CL"), b.K(money("CL")), b.K(date("-")), p.First, b.P("phone", clPhone()), b.P("email", personalEmail(p)))
		}},
		{"imovel_pt_anuncio", func(b *B) string {
			return fmt.Sprintf("Vende-se T%d em %s, %d m², certificado energético B. Preço: %s. Ref.ª %s. Contacte o proprietário: %s",
				between(1, 4), city("PT"), between(50, 180), b.K(fmt.Sprintf("%s €", dotted(between(120, 900)*1000))), b.K("IMO-"+nzdigits(5)), b.P("phone", ptPhone()))
		}},
		{"cita_clinica_co", func(b *B) string {
			p := newPerson("CO")
			return fmt.Sprintf("Confirmamos su cita de odontología para %s, CC %s, el %s a las %s. Si no puede asistir, avise al celular %s o al correo %s.",
				p.Full(), b.K(dotted(between(10000000, 1099999999))), b.K(date("/")), hhmm(), b.P("phone", coPhone()), b.P("email", workEmail(newPerson("CO"), companyDomain("CO"))))
		}},
		{"consulta_clinica_br", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Paciente: %s\nConvênio: Unimed — carteirinha %s\nConsulta: %s %s\nContato do responsável: %s / %s",
				p.Full(), b.K("0"+digits(3)+" "+digits(4)+" "+digits(4)+" "+digits(4)+" "+digits(1)), b.K(date("/")), hhmm(), b.P("phone", brMobile()), b.P("email", personalEmail(p)))
		}},
		{"colegio_uy_padres", func(b *B) string {
			p := newPerson("UY")
			return fmt.Sprintf("Estimadas familias de %d° año: la reunión es el %s. Alumno: %s, C.I. %s. Referente: %s, cel. %s.",
				between(1, 6), b.K(date("/")), newPerson("UY").First+" "+p.Last, b.K(fmt.Sprintf("%s-%d", dotted(between(1000000, 6999999)), r.Intn(10))), p.Full(), b.P("phone", uyPhone()))
		}},
		{"escuela_ec_representante", func(b *B) string {
			p := newPerson("EC")
			return fmt.Sprintf("Unidad Educativa %s — Ficha de matrícula %d\nEstudiante cédula: %s\nRepresentante: %s\nCelular: %s\nCorreo: %s",
				pick([]string{"San Gabriel", "La Salle", "Simón Bolívar"}), between(2025, 2026), b.K(ecCedula()), p.Full(), b.P("phone", ecPhone()), b.P("email", personalEmail(p)))
		}},
		{"env_mercadopago", func(b *B) string {
			return fmt.Sprintf("# .env (produção)\nNODE_ENV=production\nPORT=%d\nMP_PUBLIC_KEY=%s\nMP_ACCESS_TOKEN=%s\nDATABASE_URL=postgres://loja:%s@%s:5432/loja\nAPI_VERSION=%s",
				between(3000, 8080), b.K(mpPublicKey()), b.P("bearer", mpAccessToken(false)), b.P("bearer", mixed(alnum, 16)), b.K("db-"+fromSet(lowerAN, 6)+".internal"), b.K("v"+version()))
		}},
		{"log_pagseguro_bearer", func(b *B) string {
			tok := strings.ToUpper(fromSet(hexLow, 32))
			if r.Intn(2) == 0 {
				tok = uuid() + fromSet(hexLow, 64) + uuid()
			}
			return fmt.Sprintf("%sT%s:%02d.%03dZ INFO pagbank-client POST https://api.pagseguro.com/orders headers={Authorization: Bearer %s, x-idempotency-key: %s} status=201 order_id=%s",
				b.K(isoDate()), hhmm(), between(0, 59), between(0, 999), b.P("bearer", tok), b.K(uuid()), b.K("ORDE_"+strings.ToUpper(uuid())))
		}},
		{"curl_pagarme_stone", func(b *B) string {
			return fmt.Sprintf("Alguém sabe pq dá 401? Tô rodando:\ncurl -X GET https://api.pagar.me/core/v5/orders/%s \\\n  -u '%s:'\nJá troquei a chave no dashboard da Stone.",
				b.K("or_"+mixed(alnum, 16)), b.P("bearer", "sk_"+fromSet(hexLow, 32)))
		}},
		{"conekta_ruby_config", func(b *B) string {
			return fmt.Sprintf("# config/initializers/conekta.rb\nConekta.api_key = \"%s\"\nConekta.api_version = \"2.1.0\"\nConekta.locale = :es\n# public key para el frontend: %s",
				b.P("bearer", "key_"+mixed(alnum, 24)), b.K("key_"+mixed(alnum, 20)))
		}},
		{"aws_credentials_file", func(b *B) string {
			return fmt.Sprintf("no me funciona el deploy a S3 desde Bogotá, mi ~/.aws/credentials:\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s",
				b.P("bearer", "AKIA"+fromSet(upperAN, 16)), b.P("bearer", mixed(b64std, 40)), b.K(pick([]string{"sa-east-1", "us-east-1", "eu-south-2"})))
		}},
		{"github_push_log", func(b *B) string {
			user := asciiLower(pick(firstPT)) + fmt.Sprint(between(1, 99))
			return fmt.Sprintf("$ git push origin main\nremote: Permission denied to %s.\nfatal: unable to access 'https://%s:%s@github.com/%s/checkout-api.git/': The requested URL returned error: 403\nalguém ajuda? o token é novo",
				user, user, b.P("bearer", "ghp_"+mixed(alnum, 36)), b.K("empresa-"+fromSet(lowerL, 5)))
		}},
		{"docker_compose_senha", func(b *B) string {
			return fmt.Sprintf("services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_USER: admin\n      POSTGRES_PASSWORD: %s\n    ports:\n      - \"5432:5432\"\n  # senha do pgadmin: %s",
				between(13, 17), b.P("bearer", password()), b.P("bearer", password()))
		}},
		{"jwt_log_expirado", func(b *B) string {
			p := newPerson(pick([]string{"BR", "AR", "MX"}))
			return fmt.Sprintf("[%s %s] WARN auth: token expirado para usuario_id=%s jwt=%s path=/api/v2/pedidos",
				b.K(isoDate()), hhmm(), b.K(nzdigits(7)), b.P("jwt", jwt(p)))
		}},
		{"jwt_header_postman", func(b *B) string {
			p := newPerson(anyES())
			return fmt.Sprintf("Hola, desde Postman me da 403 en GET /v1/clientes/%s. Header: Authorization: Bearer %s\n¿Será el rol?",
				b.K(nzdigits(6)), b.P("jwt", jwt(p)))
		}},
		{"redsys_bizum_clave", func(b *B) string {
			return fmt.Sprintf("Config TPV virtual (Redsys + Bizum):\nDs_Merchant_MerchantCode=%s\nDs_Merchant_Terminal=001\nclave_secreta_sha256=%s\nentorno=pruebas",
				b.K(nzdigits(9)), b.P("bearer", mixed(b64std, 32)))
		}},
		{"slack_bot_token_commit", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("commit %s\nAuthor: %s <%s>\n\n    fix: notificações de pedido no Slack\n\n+SLACK_BOT_TOKEN=%s\n+SLACK_CHANNEL=#pedidos",
				b.K(fromSet(hexLow, 40)), p.Full(), b.P("email", workEmail(p, companyDomain("BR"))), b.P("bearer", "xoxb-"+nzdigits(12)+"-"+nzdigits(13)+"-"+mixed(alnum, 24)))
		}},
		{"openai_key_python", func(b *B) string {
			return fmt.Sprintf("from openai import OpenAI\n# chave da conta da empresa, não compartilhar\nclient = OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)",
				b.P("bearer", "sk-proj-"+mixed(b64url, 48)+"T3BlbkFJ"+mixed(b64url, 48)))
		}},
		{"database_url_contrasena", func(b *B) string {
			pw := password()
			return fmt.Sprintf("Error: connection refused al conectar con mysql://ventas:%s@%s:3306/erp (timeout 30s). La contraseña es la misma que en staging.",
				b.P("bearer", pw), b.K("10."+fmt.Sprint(between(0, 255))+"."+fmt.Sprint(between(0, 255))+"."+fmt.Sprint(between(1, 254))))
		}},
		{"cookie_sesion_soporte", func(b *B) string {
			return fmt.Sprintf("Quando abro o painel aparece 'sessão inválida'. Cookie: PHPSESSID=%s; lang=pt-BR; _ga=%s",
				b.P("bearer", fromSet(lowerAN, 26)), b.K("GA1.1."+nzdigits(9)+"."+nzdigits(10)))
		}},
		{"jsessionid_log", func(b *B) string {
			return fmt.Sprintf("%s %s INFO  [http-nio-8080-exec-%d] c.e.portal.Login - login ok usuario=%s JSESSIONID=%s ip=%s",
				b.K(isoDate()), hhmm(), between(1, 20), b.K("cli"+nzdigits(6)), b.P("bearer", fromSet(hexUp, 32)), b.K(fmt.Sprintf("186.%d.%d.%d", between(0, 255), between(0, 255), between(1, 254))))
		}},
		{"basic_auth_webhook", func(b *B) string {
			cred := base64.StdEncoding.EncodeToString([]byte("webhook:" + password()))
			return fmt.Sprintf("Configuré el webhook de pagos en %s con autenticación básica pero el servidor recibe 401:\nAuthorization: Basic %s\nContent-Type: application/json",
				pick([]string{"Conekta", "Mercado Pago", "PayU", "Niubiz"}), b.P("bearer", cred))
		}},
		{"contrasena_correo_chat", func(b *B) string {
			p := newPerson(anyES())
			return fmt.Sprintf("Ma, te dejo anotado: el correo es %s y la contraseña es %s, no se la pases a nadie 🙏",
				b.P("email", personalEmail(p)), b.P("bearer", password()))
		}},
		{"senha_app_banco", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Não consigo entrar no app do banco. Login: %s senha: %s — já tentei 3 vezes e bloqueou. Agência %s conta %s.",
				b.P("email", personalEmail(p)), b.P("bearer", password()), b.K(fmt.Sprintf("%04d", between(1000, 9999))+"-"+digits(1)), b.K(nzdigits(5)+"-"+digits(1)))
		}},
		{"clave_wifi_airbnb", func(b *B) string {
			c := pick([]string{"ES", "MX", "CO"})
			return fmt.Sprintf("¡Bienvenidos a %s! Red WiFi: %s\nClave: %s\nCheck-out %s. Cualquier cosa al %s.",
				city(c), b.K(pick([]string{"Casa", "Depto", "Loft"})+"_"+pick(lastES[:10])+"_5G"), b.P("bearer", password()), hhmm(), b.P("phone", phoneFor(c)))
		}},
		{"palavra_passe_ticket_pt", func(b *B) string {
			p := newPerson("PT")
			return fmt.Sprintf("Pedido de suporte #%s\nUtilizador: %s\nPalavra-passe: %s\nDescrição: não consigo aceder ao portal das Finanças pela app.",
				b.K(nzdigits(6)), b.P("email", personalEmail(p)), b.P("bearer", password()))
		}},
		{"twilio_whatsapp_webhook", func(b *B) string {
			from := e164Digits(pick([]string{"BR", "MX", "CO", "AR"}))
			return fmt.Sprintf("POST /webhooks/whatsapp body: SmsMessageSid=%s&From=whatsapp%%3A%%2B%s&Body=Quero+rastrear+meu+pedido&AccountSid=%s  (auth_token=%s)",
				b.K("SM"+fromSet(hexLow, 32)), b.P("phone", from), b.K("AC"+fromSet(hexLow, 32)), b.P("bearer", fromSet(hexLow, 32)))
		}},
		{"json_cliente_api", func(b *B) string {
			p := newPerson("CL")
			return fmt.Sprintf(`{"cliente":{"nombre":%s,"rut":%s,"email":%s,"telefono":%s,"comuna":"Providencia"},"pedido":{"id":%s,"total":%d}}`,
				jsonEsc(p.Full()), `"`+b.K(rut())+`"`, `"`+b.P("email", personalEmail(p))+`"`, `"`+b.P("phone", "+569"+nzdigits(8))+`"`, `"`+b.K("PED-"+nzdigits(7))+`"`, between(5000, 500000))
		}},
		{"csv_crm_export", func(b *B) string {
			var rows []string
			rows = append(rows, "nome;email;celular;cpf;cidade")
			for i := 0; i < 2; i++ {
				p := newPerson("BR")
				rows = append(rows, fmt.Sprintf("%s;%s;%s;%s;%s", p.Full(), b.P("email", personalEmail(p)), b.P("phone", brMobile()), b.K(cpf()), pick(brCities)))
			}
			return strings.Join(rows, "\n")
		}},
		{"pedidosya_repartidor_ar", func(b *B) string {
			return fmt.Sprintf("PedidosYa: tu pedido %s de %s está llegando. Tu repartidor es Maxi, celular %s. Código de entrega: %d",
				b.K("#"+nzdigits(10)), pick([]string{"La Parolaccia", "Burger 54", "Sushi Pop"}), b.P("phone", arPhone()), between(1000, 9999))
		}},
		{"auto_usado_uy", func(b *B) string {
			return fmt.Sprintf("Vendo Volkswagen Gol %d, %s km, matrícula %s al día. U$S %s. Llamar al %s después de las 18 hs.",
				between(2010, 2020), b.K(dotted(between(40000, 190000))), b.K(fromSet(upper, 3)+" "+digits(4)), b.K(dotted(between(6, 15)*1000)), b.P("phone", uyPhone()))
		}},
		{"marketplace_en_mix", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("Hi! is the %s still available? I'm in %s until the %s, text me at %s or email %s. Puedo pagar por PayPal.",
				pick(products), city("MX"), b.K(date("/")), b.P("phone", mxPhone()), b.P("email", personalEmail(p)))
		}},
		{"fraude_tarjeta_cl", func(b *B) string {
			iss, n := cardFor("CL")
			return fmt.Sprintf("Buenas, me llegaron cargos que no hice en mi %s %s. RUT %s. Ya llamé al %s, me dieron el número de caso %s. Mi fono es %s.",
				iss, b.P("credit_card", n), b.K(rut()), b.K(hotline("CL")), b.K(nzdigits(8)), b.P("phone", clPhone()))
		}},
		{"mbway_movimento_pt", func(b *B) string {
			return fmt.Sprintf("Movimentos da conta:\n%s  MB WAY para %s  -%s\n%s  TRF %s  +%s\nSaldo disponível: %s",
				b.K(date("-")), b.P("phone", ptMobile()), b.K(money("PT")), b.K(date("-")), pick(lastPT), b.K(money("PT")), b.K(money("PT")))
		}},
		{"bizum_es_mensaje", func(b *B) string {
			return fmt.Sprintf("Vale, te hago un Bizum de %s al %s por lo de la cena del %s 🍷",
				b.K(money("ES")), b.P("phone", esMobile()), b.K(date("/")))
		}},
		{"yape_pe_mensaje", func(b *B) string {
			return fmt.Sprintf("Ya, yapéame al %s, son %s por el pedido %s. Mándame captura porfa.",
				b.P("phone", peMobile()), b.K(money("PE")), b.K("#"+nzdigits(5)))
		}},
		{"nequi_co_mensaje", func(b *B) string {
			return fmt.Sprintf("Parce le paso por Nequi %s al %s, me confirma cuando le llegue. Referencia %s",
				b.K(money("CO")), b.P("phone", coPhone()), b.K("M"+nzdigits(7)))
		}},
		{"wa_me_link", func(b *B) string {
			c := pick([]string{"BR", "AR", "CO", "MX", "PE", "ES"})
			n := e164Digits(c)
			return fmt.Sprintf("Pedidos e encomendas só pelo link: https://wa.me/%s?text=Oi%%2C%%20quero%%20fazer%%20um%%20pedido 🛍️ Cupom %s",
				b.P("phone", n), b.K("PROMO"+fmt.Sprint(between(10, 50))+"OFF"))
		}},
		{"checkout_log_cartao", func(b *B) string {
			_, n := cardFor(pick([]string{"BR", "AR", "MX"}))
			n = strings.NewReplacer(" ", "", "-", "", ".", "").Replace(n)
			return fmt.Sprintf(`%s ERROR checkout: gateway recusou {"order_id":"%s","amount":%d.%02d,"card_number":"%s","installments":%d,"holder":"%s"}`,
				b.K(isoDate()), b.K(nzdigits(8)), between(10, 5000), between(0, 99), b.P("credit_card", n), between(1, 12), strings.ToUpper(newPerson("BR").Full()))
		}},
		{"support_ticket_en", func(b *B) string {
			p := newPerson("PT")
			return fmt.Sprintf("Ticket %s — Customer %s called from %s about a refund of %s on order %s. Reply to %s.",
				b.K(fmt.Sprintf("TCK-%d-%06d", between(2024, 2026), between(1, 999999))), p.Full(), b.P("phone", ptPhone()), b.K(money("PT")), b.K(nzdigits(9)), b.P("email", personalEmail(p)))
		}},
		{"alta_empleado_es", func(b *B) string {
			p := newPerson("ES")
			return fmt.Sprintf("Alta de empleado\nNombre: %s\nNIE: %s\nNº afiliación SS: %s\nIBAN: %s\nMóvil: %s\nEmail personal: %s",
				p.Full(), b.K(nie()), b.K(fmt.Sprintf("%02d/%08d/%02d", between(1, 52), between(1, 99999999), between(0, 99))), b.K(iban("ES")), b.P("phone", esPhone()), b.P("email", personalEmail(p)))
		}},
		{"nomina_mx_imss", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("Recibo de nómina quincena %d — %s. CURP: %s · NSS: %s · Neto: %s. Enviado a %s",
				between(1, 24), p.Full(), b.K(curp(p)), b.K(nzdigits(11)), b.K(money("MX")), b.P("email", personalEmail(p)))
		}},
		{"github_token_issue_en", func(b *B) string {
			tok := "github_pat_11" + fromSet(upperAN, 20) + "_" + mixed(alnum, 59)
			if r.Intn(2) == 0 {
				tok = "ghp_" + mixed(alnum, 36)
			}
			return fmt.Sprintf("Oops, I committed `GITHUB_TOKEN=%s` to config/deploy.yml in %s (v%s). Revoking now, pero ¿cómo lo borro del historial?",
				b.P("bearer", tok), b.K(fromSet(hexLow, 7)), b.K(version()))
		}},
		{"reset_link_jwt", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("Recebi o e-mail de redefinição mas o link dá erro: https://conta.%s/redefinir-senha?token=%s",
				b.K(companyDomain("BR")), b.P("jwt", jwt(p)))
		}},
		{"aws_error_log_secret", func(b *B) string {
			return fmt.Sprintf("botocore.exceptions.ClientError: SignatureDoesNotMatch (RequestId: %s)\n  env AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s AWS_REGION=%s",
				b.K(strings.ToUpper(fromSet(hexLow, 16))), b.P("bearer", "AKIA"+fromSet(upperAN, 16)), b.P("bearer", mixed(b64std, 40)), b.K("sa-east-1"))
		}},
		{"boleta_pe_cliente", func(b *B) string {
			p := newPerson("PE")
			return fmt.Sprintf("BOLETA DE VENTA ELECTRÓNICA %s\nEmisor RUC %s\nCliente: %s  DNI %s\nTotal: %s\nCorreo: %s  Cel: %s",
				b.K(fmt.Sprintf("B001-%08d", between(1, 99999))), b.K(rucPE(true)), p.Full(), b.K(nzdigits(8)), b.K(money("PE")), b.P("email", personalEmail(p)), b.P("phone", pePhone()))
		}},
		{"oficina_uy_fijo", func(b *B) string {
			p := newPerson("UY")
			return fmt.Sprintf("Estudio Contable %s — Tel. %s int. %d · %s · RUT %s",
				p.Last, b.P("phone", fmt.Sprintf("2%d%02d %04d", between(4, 9), between(0, 99), between(0, 9999))), between(10, 40), b.P("email", workEmail(p, companyDomain("UY"))), b.K("21"+digits(10)))
		}},
		{"hr_candidato_co", func(b *B) string {
			p := newPerson("CO")
			return fmt.Sprintf("Hoja de vida — %s\nCiudad: %s\nCelular: %s\nE-mail: %s\nAspiración salarial: %s\nDisponibilidad: inmediata",
				p.Full(), city("CO"), b.P("phone", coPhone()), b.P("email", personalEmail(p)), b.K(money("CO")))
		}},
		{"correo_ofuscado_foro", func(b *B) string {
			p := newPerson(anyES())
			lp := asciiLower(strings.Fields(p.First)[0]) + "." + asciiLower(p.Last)
			dom := pick([]string{"gmail", "hotmail", "outlook"})
			e := pick([]string{lp + " [at] " + dom + " [dot] com", lp + "(at)" + dom + ".com", lp + " arroba " + dom + " punto com"})
			return fmt.Sprintf("Vendo entradas para el recital del %s (2 x %s). Escribime a %s, no uso WhatsApp.",
				b.K(date("/")), b.K(money(p.Country)), b.P("email", e))
		}},
		{"tarjeta_tabla_conciliacion", func(b *B) string {
			_, n1 := cardFor("AR")
			_, n2 := cardFor("BR")
			return fmt.Sprintf("| fecha | comercio | tarjeta | monto |\n|---|---|---|---|\n| %s | Farmacity | %s | %s |\n| %s | Renner | %s | %s |",
				b.K(date("/")), b.P("credit_card", n1), b.K(money("AR")), b.K(date("/")), b.P("credit_card", n2), b.K(brl()))
		}},
		{"ssn_onboarding_en_pt", func(b *B) string {
			p := newPerson("BR")
			return fmt.Sprintf("New hire checklist (Orlando office)\n- Name: %s\n- SSN: %s\n- Personal email: %s\n- Start date: %s\nObs: documentos do I-9 pendentes.",
				p.Full(), b.P("ssn", ssn()), b.P("email", personalEmail(p)), b.K(isoDate()))
		}},
		{"yaml_mercadopago_test", func(b *B) string {
			return fmt.Sprintf("mercadopago:\n  sandbox: true\n  access_token: %s\n  webhook_secret: %s\n  notification_url: https://api.%s/ipn",
				b.P("bearer", mpAccessToken(true)), b.P("bearer", fromSet(hexLow, 64)), b.K(companyDomain("AR")))
		}},
		{"telefono_lista_contactos", func(b *B) string {
			c := anyES()
			var lines []string
			for i := 0; i < 3; i++ {
				p := newPerson(c)
				lines = append(lines, fmt.Sprintf("%d. %s — %s", i+1, p.Full(), b.P("phone", phoneFor(c))))
			}
			return "Contactos para la cadena de emergencias del edificio:\n" + strings.Join(lines, "\n")
		}},
	}
}

func brMobileBare() string {
	ddd := pick(brDDD)
	n := "9" + fmt.Sprint(between(6, 9)) + digits(7)
	return fmt.Sprintf("%s %s-%s", ddd, n[:5], n[5:])
}

func cleanTemplates() []tmpl {
	return []tmpl{
		{"c_pedido_status_ml", func(b *B) string {
			return fmt.Sprintf("Comprei no Mercado Livre, pedido #%s, valor %s, e o status está 'em preparação' desde %s. É normal?",
				b.K(mlOrder()), b.K(brl()), b.K(date("/")))
		}},
		{"c_validar_cpf_codigo", func(b *B) string {
			return fmt.Sprintf("Meu validador de CPF em Go recusa %s mas a Receita aceita. O cálculo do segundo dígito usa peso 11 ou 10?", b.K(cpf()))
		}},
		{"c_boleto_linha", func(b *B) string {
			return fmt.Sprintf("O banco diz que a linha digitável %s é inválida, venceu em %s. Como emitir segunda via?", b.K(boleto()), b.K(date("/")))
		}},
		{"c_cep_busca", func(b *B) string {
			return fmt.Sprintf("A API dos Correios retorna 404 para o CEP %s mas o ViaCEP encontra (%s, %s). Qual usar?", b.K(cep()), pick([]string{"Av. Paulista", "Rua Augusta", "Rua da Bahia"}), pick(brCities))
		}},
		{"c_rastreio_correios", func(b *B) string {
			return fmt.Sprintf("Objeto %s parado em Curitiba desde %s, 'objeto em trânsito'. Alguém sabe quanto demora?", b.K(correiosTrack()), b.K(date("/")))
		}},
		{"c_tarjeta_enmascarada", func(b *B) string {
			return fmt.Sprintf("En el resumen aparece la tarjeta %s con un débito automático de %s que no reconozco. ¿Cómo lo doy de baja?", b.K("**** **** **** "+digits(4)), b.K(money("AR")))
		}},
		{"c_env_placeholder", func(b *B) string {
			return fmt.Sprintf("Meu .env.example:\nMP_ACCESS_TOKEN=${MP_ACCESS_TOKEN}\nMP_PUBLIC_KEY=APP_USR-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx\nPORT=%d\nE no código uso Authorization: Bearer <ACCESS_TOKEN>. Está certo?", between(3000, 9000))
		}},
		{"c_nfe_chave", func(b *B) string {
			return fmt.Sprintf("Como consultar a NF-e com chave de acesso %s no portal da SEFAZ? Emitida em %s.", b.K(nfeKey()), b.K(date("/")))
		}},
		{"c_cfdi_cancelacion", func(b *B) string {
			return fmt.Sprintf("¿Cómo cancelo el CFDI con folio fiscal %s emitido a %s? El motivo sería 02.", b.K(strings.ToUpper(uuid())), b.K(rfcMoral()))
		}},
		{"c_version_sdk", func(b *B) string {
			return fmt.Sprintf("Depois de atualizar o mercadopago-sdk de %s para %s o webhook parou. Node %s, express %s.", b.K(version()), b.K(version()), b.K("v"+fmt.Sprint(between(16, 22))+".11.1"), b.K(version()))
		}},
		{"c_tabla_facturas", func(b *B) string {
			return fmt.Sprintf("| factura | fecha | importe |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |\n¿Cómo sumo la columna en Excel si usa coma decimal?",
				b.K(fmt.Sprintf("A-%04d-%08d", between(1, 9), between(1, 99999))), b.K(date("/")), b.K(money("AR")), b.K(fmt.Sprintf("A-%04d-%08d", between(1, 9), between(1, 99999))), b.K(date("/")), b.K(money("AR")))
		}},
		{"c_agenda_reunion", func(b *B) string {
			return fmt.Sprintf("Reunião de condomínio remarcada para %s às %s, sala %d, pauta: reajuste de %d%% na taxa.", b.K(date("/")), hhmm(), between(101, 1204), between(3, 15))
		}},
		{"c_cuit_validacion", func(b *B) string {
			return fmt.Sprintf("AFIP me rechaza la factura porque el CUIT %s 'no es válido', pero es el de mi cliente. ¿El dígito verificador se calcula con módulo 11?", b.K(cuit(false)))
		}},
		{"c_rut_formato", func(b *B) string {
			return fmt.Sprintf("En el SII ingreso el RUT %s sin puntos y me dice formato incorrecto, ¿va con guion?", b.K(rut()))
		}},
		{"c_nif_nie_duda", func(b *B) string {
			return fmt.Sprintf("Hacienda me pide el NIF del arrendador (%s) y mi NIE (%s) para el modelo 115. ¿Dónde se pone cada uno?", b.K(nif()), b.K(nie()))
		}},
		{"c_curp_rfc_tramite", func(b *B) string {
			p := newPerson("MX")
			return fmt.Sprintf("El SAT dice que mi RFC %s no coincide con la CURP %s, ¿qué trámite hago?", b.K(rfc()), b.K(curp(p)))
		}},
		{"c_pix_uuid_duvida", func(b *B) string {
			return fmt.Sprintf("Cadastrei a chave aleatória %s no app, dá pra trocar por outra sem perder os Pix agendados de %s?", b.K(uuid()), b.K(date("/")))
		}},
		{"c_iban_clabe_cbu", func(b *B) string {
			return fmt.Sprintf("Para transferir de España a México, ¿uso el IBAN %s del origen y la CLABE %s del destino? ¿Y si fuera a Argentina con CBU %s?", b.K(iban("ES")), b.K(clabe()), b.K(cbu()))
		}},
		{"c_anuncio_sin_contacto", func(b *B) string {
			return fmt.Sprintf("Ref. %s — Apartamento %d quartos, %d m², condomínio %s, IPTU %s. Visitas agendadas pelo chat da plataforma.",
				b.K("INM-"+nzdigits(5)), between(1, 4), between(40, 200), b.K(brl()), b.K(brl()))
		}},
		{"c_producto_sku", func(b *B) string {
			return fmt.Sprintf("¿El %s con SKU %s es compatible con el cargador de 65 W? Precio %s con envío gratis.", pick(products), b.K(fromSet(upper, 3)+"-"+nzdigits(6)), b.K(money(anyES())))
		}},
		{"c_log_request", func(b *B) string {
			return fmt.Sprintf("%sT%s:%02dZ INFO api-gw request_id=%s method=POST path=/v1/payments status=502 latency_ms=%d upstream=%s",
				b.K(isoDate()), hhmm(), between(0, 59), b.K(uuid()), between(30, 30000), b.K(fmt.Sprintf("10.%d.%d.%d:8080", between(0, 255), between(0, 255), between(1, 254))))
		}},
		{"c_docs_formato_token", func(b *B) string {
			return "Pergunta: o access token do Mercado Pago sempre começa com APP_USR- em produção e TEST- no sandbox? A doc mostra APP_USR-0000000000000000-000000-00000000000000000000000000000000-000000000."
		}},
		{"c_nomina_porcentajes", func(b *B) string {
			return fmt.Sprintf("Salário bruto %s, desconto INSS %d%%, FGTS 8%%, vale-transporte 6%%. Quanto fica o líquido em %s?", b.K(brl()), between(7, 14), pick([]string{"janeiro", "fevereiro", "março"}))
		}},
		{"c_validar_celular_regex", func(b *B) string {
			return pick([]string{
				"¿Cómo valido en JavaScript un celular colombiano de 10 dígitos que empieza con 3? Mi regex ^3\\d{9}$ acepta cosas raras.",
				"Qual regex uso pra celular brasileiro com DDD e nono dígito? Pensei em ^\\(\\d{2}\\) 9\\d{4}-\\d{4}$.",
				"Para móviles españoles ¿basta con ^[67]\\d{8}$ o hay que contemplar el prefijo +34?",
			})
		}},
		{"c_reserva_vuelo", func(b *B) string {
			return fmt.Sprintf("Mi reserva %s del vuelo %s del %s aparece como cancelada, pagué %s. ¿Me corresponde reembolso?",
				b.K(fromSet(upper, 6)), b.K(pick([]string{"LA", "AV", "AR", "IB", "TP", "G3", "JA"})+" "+fmt.Sprint(between(1000, 8999))), b.K(date("/")), b.K(money(anyES())))
		}},
		{"c_docker_digest", func(b *B) string {
			return fmt.Sprintf("A imagem %s com digest sha256:%s quebrou o build no commit %s. Volto pra tag anterior?",
				b.K("registry.gitlab.com/loja/api:"+version()), b.K(fromSet(hexLow, 64)), b.K(fromSet(hexLow, 12)))
		}},
		{"c_notas_colegio", func(b *B) string {
			return fmt.Sprintf("Mi hijo sacó %d,%d en matemáticas y %d,%d en lengua, el promedio para pasar es 7. Legajo %s.",
				between(4, 9), between(0, 9), between(4, 9), between(0, 9), b.K(nzdigits(5)))
		}},
		{"c_protocolo_atendimento", func(b *B) string {
			return fmt.Sprintf("Abri reclamação na Anatel, protocolo %s, contra a operadora. Prazo de %d dias úteis a partir de %s.",
				b.K(fmt.Sprint(between(2024, 2026))+digits(12)), between(5, 10), b.K(date("/")))
		}},
		{"c_bin_pregunta", func(b *B) string {
			return fmt.Sprintf("O BIN %s é Elo ou Visa? Preciso rotear no gateway. E o %s é Hipercard?", b.K(pick([]string{"506699", "636368", "438935", "509048"})), b.K("606282"))
		}},
		{"c_ruc_dni_peru", func(b *B) string {
			return fmt.Sprintf("Para emitir factura necesito RUC (%s) pero el cliente solo tiene DNI %s, ¿emito boleta?", b.K(rucPE(false)), b.K(nzdigits(8)))
		}},
	}
}
