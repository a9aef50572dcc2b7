package main

import (
	"fmt"
	"strings"
)

func (g *G) AKID() string { return g.S("AKIA", "ASIA") + g.Str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }

func tBtpServiceKey(g *G, b *B, clean bool) {
	sub := g.S("erp-int", "scm-prod", "mfg-qa", "lims-eu")
	reg := g.S("eu10", "us10", "ap21", "jp10", "br10", "eu20", "in30")
	b.W(g.S("Service key for the Integration Suite process integration runtime (plan integration-flow):", "BTP destination service key — token call returns 401:", "Is this XSUAA service key correct?", "xsuaa service key:"), "\n")
	b.W("{\n  \"oauth\": {\n    \"clientid\": \"", K("sb-"+g.UUID()+"!b"+g.D(5)+"|it-rt-"+sub+"!b"+g.D(3)), "\",\n    \"clientsecret\": \"")
	if clean {
		b.W("<redacted>")
	} else {
		b.W(Bt(g.Tok("btp_secret")))
	}
	b.W("\",\n    \"url\": \"https://", sub, ".it-cpi", g.D(3), "-rt.cfapps.", reg, ".hana.ondemand.com\",\n    \"tokenurl\": \"https://", sub, ".authentication.", reg, ".hana.ondemand.com/oauth/token\"\n  }\n}")
}

func tXsuaaJWTQ(g *G, b *B, clean bool) {
	l := g.Loc()
	qs := map[string]string{
		"de": "Warum lehnt die iFlow mit 401 ab? Token aus dem Client-Credentials-Flow: ",
		"fr": "Pourquoi l'iFlow renvoie 401 ? Jeton obtenu par client credentials : ",
		"es": "¿Por qué el iFlow devuelve 401? Token del flujo client credentials: ",
		"zh": "iFlow返回401，token如下：",
		"ja": "iFlowが401を返します。取得したトークン：",
		"pt": "",
	}
	q, ok := qs[l.id]
	if !ok {
		q = "iFlow returns 401 with this token from the client-credentials call: "
	}
	if clean {
		b.W(strings.TrimRight(q, " :：")+g.S(" (token header only): ", " — header decoded: "), K(`{"alg":"RS256","jku":"https://erp-int.authentication.eu10.hana.ondemand.com/token_keys","typ":"JWT"}`), " exp=", K(fmt.Sprint(1700000000+g.N(60000000))))
		return
	}
	b.W(g.S("iFlow PO_Replicate_S4, message ", "MPL ID ", "Correlation ID "), K(g.S("AG", "AF")+g.Str(alnum, 26)), ". ")
	b.W(q, g.S("", "\n", "`"))
	tok := g.JWT(g.S("xsuaa", "azure", "oidc"))
	b.W(Jw(tok))
	b.W(g.S("", "`", "\n"), g.S(" scope claim looks empty?", " — expired?", "", " Audience mismatch?"))
}

func tSalesforce(g *G, b *B, clean bool) {
	inst := g.S("acme-mfg", "globex-supply", "initech-parts", "umbrella-chem") + g.S(".my.salesforce.com", ".my.salesforce.com", "--uat.sandbox.my.salesforce.com")
	switch g.N(3) {
	case 0:
		b.W(g.S("Syncing Salesforce quotes to SAP; this curl works in Postman but not in CPI:", "curl from our middleware:"), "\n")
		b.W("curl https://", inst, "/services/data/v59.0/sobjects/Order/", K("801"+g.Str(alnum, 12)), " \\\n  -H \"Authorization: Bearer ")
		if clean {
			b.W("$SF_ACCESS_TOKEN")
		} else {
			b.W(Bt(g.Tok("sf_session")))
		}
		b.W("\" \\\n  -H \"Content-Type: application/json\"")
	case 1:
		b.W("Connected App settings for the ERP connector:\nConsumer Key: 3MVG9", g.Str(alnum+"._", 80), "\nConsumer Secret: ")
		if clean {
			b.W("(stored in Credential Store alias ", K("sf_connector_prod"), ")")
		} else {
			b.W(Bt(g.Tok("sf_secret")))
		}
		b.W("\nCallback URL: https://", inst, "/services/oauth2/success\nOrg ID: ", K("00D"+g.Str(alnum, 12)))
	default:
		b.W("SOAP login response snippet:\n<sessionId>")
		if clean {
			b.W("</sessionId>\n<serverUrl>https://", inst, "/services/Soap/u/59.0/", K("00D"+g.Str(alnum, 12)), "</serverUrl>")
		} else {
			b.W(Bt(g.Tok("sf_session")), "</sessionId>\n<serverUrl>https://", inst, "/services/Soap/u/59.0/", K("00D"+g.Str(alnum, 12)), "</serverUrl>")
		}
	}
}

func tShopifyEnv(g *G, b *B, clean bool) {
	shop := g.S("acme-spares", "werkzeug-direkt", "repuestos-bajio", "lab-consumables-eu")
	b.W(g.S("# .env for the Shopify → NetSuite order bridge", "Our fulfilment app env (orders not syncing):", "docker-compose env section:"), "\n")
	b.W("SHOPIFY_STORE=", shop, ".myshopify.com\nSHOPIFY_CLIENT_ID=", g.Str(hexl, 32), "\n")
	if clean {
		b.W("SHOPIFY_API_SECRET=\nSHOPIFY_ACCESS_TOKEN=\n")
	} else {
		b.W("SHOPIFY_API_SECRET=", Bt(g.Tok("shopify_secret")), "\n")
		b.W("SHOPIFY_ACCESS_TOKEN=", Bt(g.Tok("shopify")), "\n")
	}
	b.W("NETSUITE_ACCOUNT=", K(g.D(7)), "\nDEFAULT_LOCATION_ID=", K(fmt.Sprint(g.R(1, 40))), "\nSYNC_CRON=\"*/15 * * * *\"")
}

func tAwsCreds(g *G, b *B, clean bool) {
	b.W(g.S("~/.aws/credentials on the EDI transfer host (S3 bucket for 856s):", "AWS profile used by the Lambda that drops ASN files:", "Is this the right format?", "[profile edi-prod]"), "\n")
	b.W("[edi-prod]\naws_access_key_id = ", g.AKID(), "\n")
	if clean {
		b.W("aws_secret_access_key = ", K("<rotate-me>"), "\n")
	} else {
		b.W("aws_secret_access_key = ", Bt(g.Tok("aws_secret")), "\n")
		if g.C(0.3) {
			b.W("aws_session_token = ", Bt(g.Tok("aws_session")), "\n")
		}
	}
	b.W("region = ", g.S("eu-central-1", "us-east-2", "ap-south-1", "sa-east-1"), "\n# bucket s3://", g.S("asn-inbound", "edi-archive", "lims-exports"), "-", K(g.D(12)))
}

func tAzureConn(g *G, b *B, clean bool) {
	acct := g.S("plantdata", "ediblob", "limsarchive", "mfgtelemetry") + g.D(2)
	switch g.N(3) {
	case 0:
		b.W(g.S("appsettings.json of the IoT ingestion function:", "local.settings.json:"), "\n{\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=", acct, ";AccountKey=")
		if clean {
			b.W("UseDevelopmentStorage")
		} else {
			b.W(Bt(g.Tok("azure_key")))
		}
		b.W(";EndpointSuffix=core.windows.net\",\n    \"PlantId\": \"", K(g.S("DE01", "MX20", "CN30", "IN05")), "\"\n  }\n}")
	case 1:
		b.W("SAS URL for the supplier to upload CoAs (expires ", K(g.ISO()), "):\nhttps://", acct, ".blob.core.windows.net/coa-inbox?sv=2022-11-02&ss=b&srt=co&sp=", g.S("cw", "rwl", "w"), "&se=", g.ISO(), "T23:59:59Z&spr=https&sig=")
		if clean {
			b.W("…")
		} else {
			raw := g.Str(b64, 43) + "="
			enc := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(raw)
			b.W(Bt(enc))
		}
	default:
		b.W("Entra ID app registration for the Dynamics 365 SCM connector\nTenant: ", K(g.UUID()), "\nClient ID: ", K(g.UUID()), "\nClient secret: ")
		if clean {
			b.W("(expired ", K(g.ISO()), ", new one requested)")
		} else {
			b.W(Bt(g.Tok("azure_secret")), g.S("", " (expires "+g.ISO()+")"))
		}
	}
}

func tOAuthResponse(g *G, b *B, clean bool) {
	b.W(g.S("Token endpoint response from the supplier portal:", "Ariba OAuth response:", "Response body of POST /oauth/token:", ""), "\n")
	if clean {
		b.W("{\"error\":\"invalid_client\",\"error_description\":\"Client authentication failed\",\"trace_id\":\"", K(g.Str(hexl, 32)), "\",\"timestamp\":\"", K(g.TS()), "\"}")
		return
	}
	b.W("x-request-id: ", K(g.UUID()), "\n{\"access_token\":\"")
	if g.C(0.5) {
		b.W(Jw(g.AnyJWT()))
	} else {
		b.W(Bt(g.S(g.UUID(), g.Str(alnum, 32), g.Tok("google"))))
	}
	b.W("\",\"token_type\":\"Bearer\",\"expires_in\":", g.S("3599", "1440", "43199"))
	if g.C(0.6) {
		b.W(",\"refresh_token\":\"", Bt(g.S(g.UUID(), g.StrMix(alnum, 40), g.Str(b64u, 64))), "\"")
	}
	b.W(",\"scope\":\"", g.S("read write", "openid", "purchasing.po.read"), "\"}")
}

func tCurlErpAPI(g *G, b *B, clean bool) {
	l := g.Loc()
	switch g.N(4) {
	case 0:
		b.W(g.S("S/4HANA OData call from the MES, 403 CSRF:", "curl to API_PURCHASEORDER_PROCESS_SRV:"), "\n")
		b.W("curl -X GET \"https://", g.S("s4p", "erp-prd", "s4hana-q"), ".corp.local:44300/sap/opu/odata/sap/API_PURCHASEORDER_PROCESS_SRV/A_PurchaseOrder('", K(g.SAPPO()), "')\" \\\n  -H \"Authorization: ")
		if clean {
			b.W("Basic $S4_BASIC\"")
		} else if g.C(0.5) {
			b.W("Basic ", Bt(b64std([]byte(g.S("MES_RFC", "INT_USER", "CPI_TECH")+":"+g.Pw("!#$%*-_.")))), "\"")
		} else {
			b.W("Bearer ", Jw(g.JWT("xsuaa")), "\"")
		}
		b.W(" \\\n  -H \"x-csrf-token: fetch\"")
	case 1:
		b.W("Coupa API call:\n")
		b.W("GET https://", g.S("acme", "globex", "initech"), ".coupahost.com/api/purchase_orders?updated-at[gt]=", K(g.ISO()), "\nX-COUPA-API-KEY: ")
		if clean {
			b.W("****")
		} else {
			b.W(Bt(g.Tok("hex40")))
		}
		b.W("\nAccept: application/json")
	case 2:
		b.W("SAP Business Accelerator Hub sandbox test:\ncurl 'https://sandbox.api.sap.com/s4hanacloud/sap/opu/odata4/sap/api_supplierinvoice/SupplierInvoice?$filter=SupplierInvoice%20eq%20'", K("51"+g.D(8)), "'' -H 'APIKey: ")
		if clean {
			b.W("<your key>'")
		} else {
			b.W(Bt(g.StrMix(alnum, 32)), "'")
		}
	default:
		b.W(g.Intro(l), "\n")
		b.W("POST https://api.", g.S("project44.com", "fourkites.com", "shipengine.com", "easypost.com"), "/v4/shipments/tracking\nAuthorization: Bearer ")
		if clean {
			b.W("${CARRIER_TOKEN}")
		} else {
			b.W(Bt(g.S(g.StrMix(alnum, 40), g.UUID(), g.Tok("oauth_secret"))))
		}
		b.W("\n{\"shipmentIdentifiers\":[{\"type\":\"BILL_OF_LADING\",\"value\":\"", K(g.D(10)), "\"},{\"type\":\"SSCC\",\"value\":\"", K(g.SSCC(l.id)), "\"}]}")
	}
}

func tHTTPLog(g *G, b *B, clean bool) {
	ts := g.TS()
	b.F("%s DEBUG o.a.http.wire >> \"POST /b2b/v2/asn HTTP/1.1[\\r][\\n]\"\n", K(ts))
	b.F("%s DEBUG o.a.http.wire >> \"Host: %s[\\r][\\n]\"\n", ts, g.S("b2b.supplier-hub.io", "api.retail-edi.com", "gw.plant.local"))
	b.F("%s DEBUG o.a.http.wire >> \"Authorization: ", ts)
	if clean {
		b.W("[masked][\\r][\\n]\"\n")
	} else {
		switch g.N(3) {
		case 0:
			b.W("Bearer ", Jw(g.AnyJWT()))
		case 1:
			b.W("Bearer ", Bt(g.S(g.StrMix(alnum, 40), g.Tok("github"), g.Tok("gitlab"), g.Tok("slack"))))
		default:
			b.W("Basic ", Bt(b64std([]byte(g.S("asn_push", "edi", "b2b_"+g.D(4))+":"+g.Pw("!#$%*-_.")))))
		}
		b.W("[\\r][\\n]\"\n")
	}
	b.F("%s DEBUG o.a.http.wire << \"HTTP/1.1 %s[\\r][\\n]\"\n", ts, g.S("401 Unauthorized", "202 Accepted", "500 Internal Server Error"))
	b.F("%s INFO  asn=%s sscc=%s lines=%d", ts, K(g.DelivNo()), K(g.SSCC(g.L(LOCIDS))), g.R(1, 40))
}

func tSFTPConfig(g *G, b *B, clean bool) {
	l := g.Loc()
	host := g.S("sftp.", "mft.", "edi.", "b2b.") + strings.Split(func() string { _, d := g.Company(l); return d }(), "/")[0]
	user := g.S("edi_", "sftp_", "") + g.S("kraemer", "acme", "vendor"+g.D(4), "asn_in")
	switch g.N(4) {
	case 0:
		intro := map[string]string{"de": "anbei die Zugangsdaten für den EDI-Austausch:", "fr": "voici les accès SFTP pour l'échange EDI :", "es": "os paso los datos de acceso SFTP:", "mx": "les comparto los datos de acceso SFTP:", "ja": "SFTP接続情報をお送りします：", "ko": "SFTP 접속 정보 전달드립니다:", "br": "seguem os dados de acesso SFTP:", "zh": "SFTP连接信息如下：", "it": "ecco i dati di accesso SFTP per lo scambio EDI:", "pl": "przesyłam dane dostępowe SFTP:", "cs": "posílám přístupové údaje k SFTP:", "tr": "EDI için SFTP erişim bilgileri aşağıdadır:", "nl": "hierbij de SFTP-gegevens voor de EDI-uitwisseling:"}[l.id]
		if intro == "" {
			intro = "here are the SFTP details for the ASN exchange:"
		}
		b.W(g.L(l.hello), "\n", intro, "\n")
		b.W("Host: ", host, "\nPort: ", g.S("22", "2222", "10022"), "\nUser: ", user, "\n", g.L(l.pwL), " ")
		if clean {
			b.W(g.S("(separately / separat)", "-", "n/a (key auth)"), "\n")
		} else {
			b.W(Bt(g.Pw("!#$%&*-_.+=?")), "\n")
		}
		b.W("Verzeichnis/Directory: /inbound/", K(g.S("DESADV", "ORDERS", "INVOIC")), "\n", g.L(l.regards))
	case 1:
		b.W("WinSCP.ini session:\n[Sessions\\EDI%20", strings.ReplaceAll(user, "_", "%5F"), "]\nHostName=", host, "\nUserName=", user, "\nPortNumber=22\n")
		if !clean {
			b.W("Password=", Bt(g.Str(hexu, 2*g.R(18, 30))), "\n")
		}
		b.W("RemoteDirectory=/out/", K(g.S("856", "850", "810")), "\n")
	case 2:
		b.W(g.S("cron on edi01:", "crontab -l", "The nightly pull script:"), "\n")
		b.W("15 2 * * * lftp -u ", user)
		if clean {
			b.W(" --env-password")
		} else {
			b.W(",'", Bt(g.Pw("!#$%*-_.+=")), "'")
		}
		b.W(" sftp://", host, " -e 'mirror /out /data/inbound; quit' >> /var/log/edi_pull_", K(g.YMD8()), ".log 2>&1")
	default:
		b.W(g.S("Connection string in the MFT job:", "URI configured in Boomi:", "Mapped drive for label printing:"), "\n")
		b.W("sftp://", user, ":")
		if clean {
			b.W("${SFTP_PASS}")
		} else {
			b.W(Bt(g.Pw("!*-_.")))
		}
		b.W("@", host, ":22/outbound/", K(g.S("DESADV_", "INVOIC_", "ORDRSP_")+g.YMD8()), ".edi")
	}
}

func tDBConn(g *G, b *B, clean bool) {
	srv := g.S("sqlprd01", "erp-db.corp.local", "10.1.4.20", "wmsdb")
	b.W(g.S("The WMS can't reach the ERP staging DB:", "connectionStrings from web.config of the label service:", "JDBC URL in the LIMS interface:", "Reporting (Power BI gateway) data source:"), "\n")
	switch g.N(3) {
	case 0:
		b.W("Server=", srv, ",1433;Database=", g.S("WMS_PROD", "ERP_STAGE", "LIMS"), ";User Id=", g.S("sa", "wms_app", "svc_label"), ";Password=")
		if clean {
			b.W("***;")
		} else {
			b.W(Bt(g.Pw("!#$%*-_.+=?")), ";")
		}
		b.W("Encrypt=True;TrustServerCertificate=True;")
	case 1:
		b.W("jdbc:oracle:thin:@//", srv, ":1521/", g.S("EBSPRD", "JDEPD", "FUSIONDB"), "\nuser=apps_ro\n")
		if clean {
			b.W("password=${DB_PASSWORD}\n")
		} else {
			b.W("password=", Bt(g.Pw("!#$%*-_.+=")), "\n")
		}
	default:
		b.W("postgresql://mes_app:")
		if clean {
			b.W("<password>")
		} else {
			b.W(Bt(g.Pw("!*-_.")))
		}
		b.W("@", srv, ":5432/", g.S("mes", "traceability", "historian"), "?sslmode=require")
	}
	b.W("\nlast error: ", K(g.LogTS()), " ", g.S("Login failed for user", "ORA-01017: invalid username/password; logon denied", "FATAL: password authentication failed", "timeout after 30000 ms"))
}

func tGitDiffLeak(g *G, b *B, clean bool) {
	b.W(g.S("Did I just commit a secret? git show HEAD:", "PR review comment on this diff:", "diff --git a/config/integration.yml b/config/integration.yml"), "\n")
	b.W("@@ -", fmt.Sprint(g.R(3, 40)), ",7 +", fmt.Sprint(g.R(3, 40)), ",8 @@\n ariba:\n   realm: ", K(g.S("acme-T", "globex", "initech-Child")), "\n")
	if clean {
		b.W("-  api_key: ${ARIBA_API_KEY}\n+  api_key: ${ARIBA_APIKEY}\n")
	} else {
		switch g.N(4) {
		case 0:
			b.W("-  api_key: ${ARIBA_API_KEY}\n+  api_key: ", Bt(g.StrMix(alnum, 32)), "\n")
		case 1:
			b.W("+  client_secret: \"", Bt(g.Tok("oauth_secret")), "\"\n")
		case 2:
			b.W("+  slack_webhook_token: ", Bt(g.Tok("slack")), "\n")
		default:
			b.W("+  github_token: ", Bt(g.Tok("github")), "\n")
		}
	}
	b.W("   timeout_ms: ", g.S("30000", "45000", "120000"), "\n   batch_size: ", g.S("500", "1000"))
}

func tPostmanEnv(g *G, b *B, clean bool) {
	b.W(g.S("Postman environment exported by the integrator:", "postman_environment.json (NetSuite RESTlet):", ""), "\n")
	b.W("{\"name\":\"", g.S("NS-SB1", "Oracle-FSCM-TEST", "Ariba-PROD"), "\",\"values\":[")
	b.W("{\"key\":\"base_url\",\"value\":\"https://", K(g.D(7)), "-sb1.suitetalk.api.netsuite.com\",\"enabled\":true},")
	if clean {
		b.W("{\"key\":\"access_token\",\"value\":\"\",\"enabled\":true},{\"key\":\"client_secret\",\"value\":\"{{vault:client-secret}}\",\"enabled\":true}")
	} else {
		b.W("{\"key\":\"access_token\",\"value\":\"", Jw(g.AnyJWT()), "\",\"enabled\":true},")
		b.W("{\"key\":\"client_secret\",\"value\":\"", Bt(g.Tok(g.S("hex64", "oauth_secret"))), "\",\"type\":\"secret\",\"enabled\":true}")
	}
	b.W("]}")
}

var kbTokQ = map[string][]string{
	"de": {"Unser API-Key für das Lieferantenportal ist {T} – darf der im iFlow als Klartext stehen?", "Ist das Client-Secret {T} noch gültig? Die Token-Abfrage liefert 401."},
	"fr": {"Notre clé API pour le portail fournisseurs est {T}, est-ce normal qu'elle soit refusée ?", "Le client secret {T} est-il encore valide ? L'appel token renvoie 401."},
	"it": {"La nostra API key del portale fornitori è {T}: perché viene rifiutata?", "Il client secret {T} è ancora valido? La richiesta token restituisce 401."},
	"es": {"Nuestra API key del portal de proveedores es {T}, ¿por qué la rechaza?", "¿El client secret {T} sigue siendo válido? El token devuelve 401."},
	"pl": {"Nasz klucz API do portalu dostawców to {T} — dlaczego jest odrzucany?", "Czy client secret {T} jest jeszcze ważny? Token zwraca 401."},
	"cs": {"Náš API klíč k portálu dodavatelů je {T}, proč je odmítnut?", "Je client secret {T} ještě platný? Token vrací 401."},
	"tr": {"Tedarikçi portalı API anahtarımız {T}, neden reddediliyor?", "Client secret {T} hâlâ geçerli mi? Token isteği 401 dönüyor."},
	"zh": {"我们供应商门户的API密钥是{T}，为什么被拒绝？", "client secret {T} 还有效吗？获取token返回401。"},
	"ja": {"サプライヤーポータルのAPIキーは{T}ですが、拒否されます。なぜでしょうか？", "クライアントシークレット {T} はまだ有効ですか？トークン取得で401になります。"},
	"ko": {"공급사 포털 API 키가 {T}인데 왜 거부될까요?", "client secret {T} 아직 유효한가요? 토큰 요청이 401을 반환합니다."},
	"in": {"Our vendor portal API key is {T}, why is it getting rejected?", "Is client secret {T} still valid? Token call giving 401."},
	"br": {"Nossa chave de API do portal de fornecedores é {T}, por que é rejeitada?", "O client secret {T} ainda é válido? O token retorna 401."},
	"mx": {"Nuestra API key del portal de proveedores es {T}, ¿por qué la rechaza?", "¿El client secret {T} sigue vigente? El token regresa 401."},
	"us": {"Our supplier portal API key is {T} — why is it rejected?", "Is client secret {T} still valid? Token call returns 401."},
	"gb": {"Our supplier portal API key is {T}; any idea why it's refused?", "Is the client secret {T} still valid? We get a 401 on the token call."},
	"nl": {"Onze API-sleutel voor het leveranciersportaal is {T}, waarom wordt die geweigerd?", "Is client secret {T} nog geldig? De token-aanroep geeft 401."},
}

var kbTokClean = map[string]string{
	"de": "Wie rotiere ich das Client-Secret der Kommunikationsvereinbarung SAP_COM_%s ohne Ausfall?",
	"fr": "Comment faire tourner le client secret de l'arrangement SAP_COM_%s sans interruption ?",
	"zh": "如何在不中断的情况下轮换通信安排 SAP_COM_%s 的客户端密钥？",
	"ja": "通信契約 SAP_COM_%s のクライアントシークレットを停止なしでローテーションするには？",
	"us": "How do I rotate the client secret of communication arrangement SAP_COM_%s without downtime?",
	"es": "¿Cómo roto el client secret del acuerdo de comunicación SAP_COM_%s sin cortes?",
}

func tKBToken(g *G, b *B, clean bool) {
	l := g.Loc()
	if clean {
		q, ok := kbTokClean[l.id]
		if !ok {
			q = kbTokClean["us"]
		}
		b.F(q, K(g.D(4)))
		b.W(" ", g.S("Tenant ", "System ", "Mandant "), K(g.S("my", "")+g.D(6)), ".")
		return
	}
	var t any
	switch g.N(6) {
	case 0:
		t = Bt(g.StrMix(alnum, 32))
	case 1:
		t = Bt(g.Tok("oauth_secret"))
	case 2:
		t = Bt(g.Tok("hex40"))
	case 3:
		t = Bt(g.Tok("azure_secret"))
	case 4:
		t = Bt(g.Tok("btp_secret"))
	default:
		t = Bt(g.Tok("stripe"))
	}
	b.T(g.L(kbTokQ[l.id]), map[string]any{"T": t})
	b.W(g.S(" Realm: ", " Tenant ", " (System ", " — client "), K(g.S("ACME-T", "GLOBEX", "S4P", "Q")+g.D(3)), g.S("", ")", "", "."))
}

func tDockerCompose(g *G, b *B, clean bool) {
	b.W(g.S("docker-compose.yml for the label print server + WMS bridge:", "compose file (excerpt):"), "\nservices:\n  wms-bridge:\n    image: registry.corp.local/wms-bridge:", K("2."+fmt.Sprint(g.R(0, 20))+"."+fmt.Sprint(g.R(0, 9))), "\n    environment:\n      - ERP_HOST=", g.S("s4p.corp.local", "10.1.4.20"), "\n      - ERP_CLIENT=", K(g.S("100", "200", "400")), "\n")
	if clean {
		b.W("      - ERP_PASSWORD_FILE=/run/secrets/erp_pw\n      - OPENAI_API_KEY=${OPENAI_API_KEY}\n")
	} else {
		b.W("      - ERP_PASSWORD=", Bt(g.Pw("!#%*-_.+")), "\n")
		if g.C(0.5) {
			b.W("      - OPENAI_API_KEY=", Bt(g.Tok("openai")), "\n")
		} else {
			b.W("      - SENDGRID_API_KEY=", Bt(g.Tok("sendgrid")), "\n")
		}
	}
	b.W("    ports:\n      - \"", K(g.S("9100:9100", "8443:443", "5000:5000")), "\"")
}
