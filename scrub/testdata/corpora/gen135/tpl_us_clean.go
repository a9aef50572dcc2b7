package main

// US forms inside documents of other languages: the only place US SSNs and ITINs appear.
var usBlock = `
----- Form W-9 (Rev. March 2024) – Request for Taxpayer Identification Number -----
Name: {n1}
Business name: {co} US Branch LLC
Address: 1{kw} Market Street, Suite 400, San Francisco, CA 941{kw}
Social security number: {ssn}
?Spouse ITIN: {itin}
Employer identification number (LLC): {ein}
?Phone: {usph}
?Email: {mail1}
Signature date: 03/{kw}/{year}
------------------------------------------------------------------------------------
`

var usIntro = []Tpl{
	{"usform_de", "de", `
Betreff: US-Steuerformular W-9 für die Auszahlung aus {city}

Hallo {f2},
wie besprochen hier die Angaben aus dem W-9 von {n1} (US-Bürgerin, wohnhaft in {city}). Die Honorarrechnung {inv} über {usamt} wird erst nach Eingang des Formulars überwiesen. Das SSN-Beispiel aus der Ausfüllhilfe ({badssn}) bitte ignorieren.
` + usBlock + `
Gruß, {n3}`},
	{"usform_fr", "fr", `
Objet : Formulaire W-9 – prestataire américain

Bonjour {f2},
Voici les informations du W-9 reçu de {n1} pour la facture {inv} ({usamt}). Le numéro d'exemple de la notice ({badssn}) n'est pas le sien.
` + usBlock + `
Bonne journée, {n3}`},
	{"usform_es", "es", `
Asunto: Datos del formulario W-9 del consultor en EE. UU.

Hola {f2}:
Te paso los datos del W-9 de {n1} para poder pagar la factura {inv} ({usamt}). Ojo: el número {badssn} del ejemplo de la guía no es válido.
` + usBlock + `
Un saludo, {n3}`},
	{"usform_pt", "pt", `
Assunto: Formulário W-9 – colaborador nos EUA

Olá {f2},
Seguem os dados do formulário W-9 de {n1}, necessários para o pagamento da fatura {inv} ({usamt}). O número {badssn} que aparece nas instruções é apenas um exemplo.
` + usBlock + `
Cumprimentos, {n3}`},
	{"usform_it", "it", `
Oggetto: Modulo W-9 del fornitore statunitense

Ciao {f2},
ecco i dati del modulo W-9 compilato da {n1} per la fattura {inv} ({usamt}). Il numero di esempio {badssn} delle istruzioni non va inserito.
` + usBlock + `
Saluti, {n3}`},
	{"usform_ja", "ja", `
件名：米国税務フォームW-9の記載内容

{n2}様
米国在住の{n1}様から受領したW-9の内容です。請求書{inv}（{usamt}）の支払いに必要です。記入例の番号（{badssn}）は無視してください。
` + usBlock + `
{n3}`},
	{"usform_zh", "zh", `
主题：美国税表 W-9 信息

{n2}您好，
以下是美国顾问{n1}提交的 W-9 表内容，用于支付发票{inv}（{usamt}）。填写说明中的示例号码（{badssn}）请忽略。
` + usBlock + `
{n3}`},
	{"usform_ko", "ko", `
제목: 미국 세무 양식 W-9 정보 전달

{n2}님,
미국 거주 컨설턴트 {n1}님의 W-9 양식 내용입니다. 인보이스 {inv}({usamt}) 지급에 필요합니다. 작성 예시 번호({badssn})는 무시해 주세요.
` + usBlock + `
{n3} 드림`},
	{"usform_nl", "nl", `
Onderwerp: W-9-formulier Amerikaanse freelancer

Hoi {f2},
Hierbij de gegevens uit het W-9-formulier van {n1} voor factuur {inv} ({usamt}). Het voorbeeldnummer {badssn} uit de toelichting is niet van haar.
` + usBlock + `
Groet, {n3}`},
	{"usform_pl", "pl", `
Temat: Formularz W-9 – współpracownik z USA

Cześć {f2},
przesyłam dane z formularza W-9 od {n1} do faktury {inv} ({usamt}). Numer {badssn} z instrukcji to tylko przykład.
` + usBlock + `
Pozdrawiam, {n3}`},
}

var cleanTpl = []Tpl{
	// French
	{"clean_invoice_fr", "fr", `
FACTURE N° {inv}
Date d'émission : {date} – Échéance : {date2}
Client : {co} – N° client {nr} – Commande {order}

Désignation                    Qté    PU HT        Total HT
Maintenance annuelle {ver}       1    {amt}
Déplacement technicien           2    {amt2}
TVA 20 %                                            {amt3}
Total TTC                                           {amt4}

Règlement par virement : IBAN {iban} – BIC CRLYFRPPXXX
N° TVA : {vat} – SIRET {nr2}{nr3}
Pénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire de recouvrement : 40 €.
`},
	{"clean_release_fr", "fr", `
Notes de version – Logiciel de paie {ver}
Publiée le {ldate}

Nouveautés
- Prise en charge du taux de cotisation {pct} pour les apprentis (décret du {date}).
- Export DSN au format {ver2}; identifiant de lot {ref}.
- Correctif : le ticket {ticket} (arrondi des indemnités au centime) est résolu.

Migration : sauvegarder la base avant la mise à jour (durée ~12 min pour 2 500 salariés).
Mot de passe administrateur : inchangé (voir {ph}). Clé publique de signature des paquets : {pk}
`},
	{"clean_minutes_fr", "fr", `
Compte rendu – Réunion de copropriété du {ldate}
Résidence Les Acacias, {street}, {zip} {city}

Présents : 14 copropriétaires sur 22 (6 540 / 10 000 tantièmes).
1. Approbation des comptes {year} : charges de {amt}, budget prévisionnel {amt2}. Adopté.
2. Travaux de ravalement : devis {inv} retenu ({amt3}), appel de fonds le {date}.
3. Contrat d'assurance immeuble n° {policy} renouvelé.
4. Questions diverses : badge d'accès n° {nr}, local vélos.

Prochaine assemblée prévue le {date2} à {time}.
`},
	{"clean_notice_fr", "fr", `
Mairie de {city} – Avis à la population

Les travaux de voirie {street} ({zip}) auront lieu du {date} au {date2}, de 8h00 à 17h00.
Arrêté municipal n° {case}. Stationnement interdit sur 120 m.
Le marché hebdomadaire est déplacé place de la Gare.
Montant des travaux : {amt}, financés à {pct} par le département.
Référence du marché public : {ref} – version du plan : {ver}.
`},
	// German
	{"clean_invoice_de", "de", `
RECHNUNG Nr. {inv}
Rechnungsdatum: {date} · Leistungszeitraum: {date2} – {date3}
Kundennummer: {nr} · Bestellnummer: {order}

Pos. Menge Bezeichnung                     Einzelpreis   Gesamt
1    3     Wartungspauschale Server        {amt}
2    1     Lizenz Backup-Software {ver}     {amt2}
Zwischensumme netto                                     {amt3}
zzgl. 19 % USt.                                         {amt4}

Zahlbar innerhalb von 14 Tagen ohne Abzug auf IBAN {iban}.
USt-IdNr. {vat} · Steuernummer 143/{nr2}
`},
	{"clean_release_de", "de", `
Release Notes Kassensystem {ver} ({ldate})

Neu
- TSE-Anbindung nach KassenSichV aktualisiert, Zertifikat gültig bis {date}.
- Belegnummernkreis beginnt wieder bei {nr}.
- Fehlerbehebung {ticket}: Rundung bei {pct} MwSt.

Hinweise
Update-Dauer ca. 15 Minuten pro Filiale. Das Standard-Kennwort im Handbuch ({ph}) muss nicht geändert werden, es ist nur ein Platzhalter.
Öffentlicher Signaturschlüssel der Pakete: {ssh}
`},
	{"clean_minutes_de", "de", `
Protokoll der Eigentümerversammlung vom {ldate}
WEG {street}, {zip} {city}

Anwesend bzw. vertreten: 612/1000 MEA – beschlussfähig.
TOP 1 Jahresabrechnung {year}: Gesamtkosten {amt}, Rücklage {amt2}. Angenommen.
TOP 2 Dachsanierung: Angebot {inv} über {amt3}, Sonderumlage fällig am {date}.
TOP 3 Gebäudeversicherung, Vertrag {policy}: Beitragserhöhung um {pct}.
TOP 4 Verschiedenes: Schließanlage, Transponder-Nr. {nr}.
Nächste Versammlung: {date2}, {time} Uhr.
`},
	{"clean_notice_de", "de", `
Amtliche Bekanntmachung der Stadt {city}

Wegen Kanalarbeiten wird die {street} ({zip}) vom {date} bis {date2} voll gesperrt.
Aktenzeichen: {case}. Umleitung über die Bundesstraße ist ausgeschildert.
Baukosten: {amt}; Förderquote {pct}.
Vergabenummer: {ref}; Planstand {ver}.
Rückfragen bitte schriftlich unter Angabe des Aktenzeichens.
`},
	// Spanish
	{"clean_invoice_es", "es", `
FACTURA N.º {inv}
Fecha: {date} · Vencimiento: {date2}
Cliente: {co} · CIF {vat} · Pedido {order}

Concepto                          Unidades   Importe
Mantenimiento anual {ver}            1       {amt}
Horas de soporte                    12       {amt2}
Base imponible                               {amt3}
IVA 21 %                                     {amt4}

Forma de pago: transferencia a {iban}
Código de cliente: {nr} · Referencia de mandato SEPA: {ref}
`},
	{"clean_release_es", "es", `
Notas de la versión {ver} – App de reservas ({ldate})

Novedades
- Nuevo cálculo de tasas turísticas ({pct}).
- Integración con el TPV {ver2}; identificador de comercio {nr}.
- Corregido el error {ticket} en los recibos.

La contraseña de ejemplo de la documentación ({ph}) no es real.
Clave publicable del entorno de producción: {pk}
`},
	{"clean_minutes_es", "es", `
ACTA DE LA JUNTA DE PROPIETARIOS – {ldate}
Comunidad {street}, {zip} {city}

Asistentes: 18 propietarios (coeficiente 64,3 %).
1. Aprobación de cuentas {year}: gastos {amt}; fondo de reserva {amt2}.
2. Reparación del ascensor: presupuesto {inv} por {amt3}; derrama el {date}.
3. Póliza de la comunidad n.º {policy}: subida del {pct}.
4. Ruegos y preguntas: mandos de garaje (serie {nr}).
Próxima junta: {date2} a las {time}.
`},
	{"clean_notice_es", "es", `
Ayuntamiento de {city} – Aviso

Por obras de renovación de la red de agua, la {street} ({zip}) permanecerá cortada del {date} al {date2}.
Expediente: {case}. Presupuesto de adjudicación: {amt} (IVA incluido).
Se habilitará un desvío provisional. Plano de obra versión {ver}, referencia {ref}.
`},
	// Portuguese
	{"clean_invoice_pt", "pt", `
FATURA N.º {inv}
Data: {date} · Vencimento: {date2}
Cliente: {co} · NIF {vat} · Encomenda {order}

Descrição                          Qtd.   Valor
Assinatura software {ver}           1     {amt}
Formação (horas)                    6     {amt2}
Total s/ IVA                              {amt3}
IVA 23 %                                  {amt4}

Pagamento por transferência: {iban}
Referência Multibanco: entidade 21{kw}, referência {nr}
`},
	{"clean_release_pt", "pt", `
Notas de lançamento {ver} – Portal do cliente ({ldate})

- Novo limite de faturação ({amt}) por utilizador.
- Compatibilidade com SAF-T {ver2}.
- Correção do erro {ticket} nas notas de crédito.
A palavra-passe de exemplo nos manuais ({ph}) é fictícia.
Chave pública de assinatura: {ssh}
`},
	{"clean_minutes_pt", "pt", `
ATA DA ASSEMBLEIA DE CONDÓMINOS – {ldate}
Prédio {street}, {zip} {city}

Presentes: 11 frações (permilagem 612).
1. Contas de {year}: despesas {amt}; fundo comum de reserva {amt2}.
2. Obras na cobertura: orçamento {inv} de {amt3}; quota extra a pagar até {date}.
3. Seguro do prédio, apólice {policy}: aumento de {pct}.
Próxima assembleia: {date2} às {time}.
`},
	{"clean_notice_pt", "pt", `
Câmara Municipal de {city} – Edital

Informa-se que a {street} ({zip}) estará encerrada ao trânsito de {date} a {date2} para obras de saneamento.
Processo n.º {case}. Valor da empreitada: {amt}. Comparticipação europeia de {pct}.
Planta de trabalhos versão {ver}, referência {ref}.
`},
	// Italian
	{"clean_invoice_it", "it", `
FATTURA N. {inv} del {date}
Cliente: {co} – P.IVA {vat} – Ordine {order}
Scadenza pagamento: {date2}

Descrizione                         Q.tà   Importo
Canone assistenza {ver}              1     {amt}
Intervento tecnico                   3     {amt2}
Imponibile                                 {amt3}
IVA 22%                                    {amt4}

Pagamento tramite bonifico su IBAN {iban}
Codice destinatario SDI: {ref} – Codice cliente {nr}
`},
	{"clean_release_it", "it", `
Note di rilascio gestionale {ver} ({ldate})

- Nuove aliquote IVA agevolate ({pct}).
- Tracciato fattura elettronica {ver2}.
- Risolto il bug {ticket} sugli arrotondamenti.
La password indicata nel manuale ({ph}) è un segnaposto.
Chiave pubblica di verifica: {pk}
`},
	{"clean_minutes_it", "it", `
VERBALE DI ASSEMBLEA CONDOMINIALE – {ldate}
Condominio {street}, {zip} {city}

Presenti 15 condomini per 640/1000 millesimi.
1. Rendiconto {year}: spese {amt}; fondo lavori {amt2}.
2. Rifacimento facciata: preventivo {inv} di {amt3}; prima rata il {date}.
3. Polizza globale fabbricati n. {policy}: aumento del {pct}.
Prossima assemblea: {date2}, ore {time}.
`},
	{"clean_notice_it", "it", `
Comune di {city} – Avviso pubblico

Si comunica che {street} ({zip}) sarà chiusa al traffico dal {date} al {date2} per lavori sulla rete fognaria.
Ordinanza n. {case}. Importo lavori: {amt}. Quota finanziata PNRR: {pct}.
Progetto esecutivo revisione {ver}, CIG {ref}.
`},
	// Dutch
	{"clean_invoice_nl", "nl", `
FACTUUR {inv}
Factuurdatum: {date} · Vervaldatum: {date2}
Klantnummer: {nr} · Ordernummer: {order}

Omschrijving                       Aantal   Bedrag
Onderhoudscontract {ver}             1      {amt}
Voorrijkosten                        2      {amt2}
Subtotaal                                   {amt3}
Btw 21%                                     {amt4}

Graag betalen op {iban} o.v.v. het factuurnummer.
Btw-nummer {vat} · KvK {nr2}
`},
	{"clean_release_nl", "nl", `
Release notes boekhoudpakket {ver} ({ldate})

- Nieuw btw-tarief {pct} ondersteund.
- Koppeling met de bank via API-versie {ver2}.
- Bug {ticket} (afronding facturen) opgelost.
Het wachtwoord in de handleiding ({ph}) is een voorbeeld.
Publieke sleutel: {ssh}
`},
	{"clean_minutes_nl", "nl", `
Notulen ALV Vereniging van Eigenaars – {ldate}
{street}, {zip} {city}

Aanwezig: 19 van 30 leden.
1. Jaarrekening {year}: kosten {amt}, reservefonds {amt2}.
2. Schilderwerk: offerte {inv} van {amt3}; extra bijdrage per {date}.
3. Opstalverzekering polis {policy}: premiestijging {pct}.
Volgende ALV: {date2} om {time}.
`},
	{"clean_notice_nl", "nl", `
Gemeente {city} – Bekendmaking

De {street} ({zip}) is van {date} tot en met {date2} afgesloten wegens rioleringswerkzaamheden.
Zaaknummer: {case}. Geraamde kosten: {amt}. Subsidie provincie: {pct}.
Tekening versie {ver}, kenmerk {ref}.
`},
	// Polish
	{"clean_invoice_pl", "pl", `
FAKTURA VAT nr {inv}
Data wystawienia: {date} · Termin płatności: {date2}
Nabywca: {co} · NIP {vat} · Zamówienie {order}

Nazwa usługi                       Ilość   Wartość netto
Abonament serwisowy {ver}            1     {amt}
Dojazd serwisanta                    2     {amt2}
Razem netto                                {amt3}
VAT 23%                                    {amt4}

Płatność przelewem na rachunek {iban}
Numer klienta: {nr} · Split payment: tak
`},
	{"clean_release_pl", "pl", `
Informacja o wydaniu {ver} – system kadrowo-płacowy ({ldate})

- Nowe stawki składek ({pct}).
- Eksport JPK w wersji {ver2}.
- Poprawka błędu {ticket} w naliczaniu nadgodzin.
Hasło z instrukcji ({ph}) jest tylko przykładem.
Klucz publiczny: {pk}
`},
	{"clean_minutes_pl", "pl", `
Protokół z zebrania wspólnoty mieszkaniowej – {ldate}
{street}, {zip} {city}

Obecni: właściciele 58,4 % udziałów.
1. Sprawozdanie finansowe za {year}: koszty {amt}, fundusz remontowy {amt2}.
2. Remont dachu: oferta {inv} na {amt3}; zaliczka do {date}.
3. Polisa budynku nr {policy}: wzrost składki o {pct}.
Następne zebranie: {date2}, godz. {time}.
`},
	{"clean_notice_pl", "pl", `
Urząd Miasta {city} – Ogłoszenie

Informujemy, że {street} ({zip}) będzie zamknięta od {date} do {date2} z powodu wymiany sieci wodociągowej.
Znak sprawy: {case}. Wartość robót: {amt}. Dofinansowanie UE: {pct}.
Projekt w wersji {ver}, nr przetargu {ref}.
`},
	// Japanese
	{"clean_invoice_ja", "ja", `
請求書　No.{inv}
発行日：{date}　お支払期限：{date2}
{co} 御中　取引先コード {nr}　注文番号 {order}

品目                           数量   金額
保守サービス（{ver}）            1     {amt}
技術者派遣                       2     {amt2}
小計                                   {amt3}
消費税（10%）                          {amt4}

お振込先：みずほ銀行 本店 普通 {nr2}
登録番号：{vat}
`},
	{"clean_release_ja", "ja", `
リリースノート　勤怠管理システム {ver}（{ldate}）

・有給休暇の付与日数計算を改正法（{date}施行）に対応
・CSV出力形式をバージョン{ver2}に更新
・不具合{ticket}（残業時間の丸め）を修正
マニュアル記載のパスワード（{ph}）はダミーです。
署名用公開鍵：{ssh}
`},
	{"clean_minutes_ja", "ja", `
管理組合 理事会議事録（{ldate}）
{zip} {city}{street}

出席：理事7名中6名
1. {year}年度決算：支出{amt}、修繕積立金残高{amt2}
2. 大規模修繕：見積{inv}（{amt3}）を承認、着工は{date}
3. 共用部保険（証券番号{policy}）：保険料{pct}増
次回理事会：{date2} {time}
`},
	{"clean_notice_ja", "ja", `
{city}　お知らせ

下水道工事のため、{date}から{date2}まで通行止めとなります（{zip}周辺）。
工事番号：{case}　工事費：{amt}
図面版数：{ver}　管理番号：{ref}
ご不便をおかけしますが、ご理解とご協力をお願いいたします。
`},
	// Chinese
	{"clean_invoice_zh", "zh", `
增值税普通发票　发票号码：{inv}
开票日期：{date}　付款期限：{date2}
购买方：{co}　纳税人识别号：{vat}　订单号：{order}

项目名称                     数量    金额
软件维护服务（{ver}）           1     {amt}
上门服务费                      2     {amt2}
合计                                  {amt3}
税额（6%）                            {amt4}

客户编号：{nr}　备注：请在付款时注明发票号码
`},
	{"clean_release_zh", "zh", `
版本说明　财务系统 {ver}（{ldate}）

- 支持新的增值税税率（{pct}）
- 电子发票接口升级至 {ver2}
- 修复缺陷 {ticket}（报表金额四舍五入错误）
文档中的示例密码（{ph}）仅为占位符。
签名公钥：{pk}
`},
	{"clean_minutes_zh", "zh", `
业主委员会会议纪要（{ldate}）
小区地址：{city}{street}（邮编{zip}）

出席：委员7人中6人
一、{year}年度物业费收支：支出{amt}，维修基金余额{amt2}
二、外墙维修：采用报价{inv}（{amt3}），{date}开工
三、公共责任险保单{policy}续保，保费上涨{pct}
下次会议：{date2} {time}
`},
	{"clean_notice_zh", "zh", `
{city}　施工公告

因燃气管道改造，{street}将于{date}至{date2}封闭施工（邮编{zip}）。
项目编号：{case}　工程造价：{amt}
图纸版本：{ver}　招标编号：{ref}
给您带来不便，敬请谅解。
`},
	// Korean
	{"clean_invoice_ko", "ko", `
세금계산서 (공급받는자 보관용)  번호 {inv}
작성일자: {date}  납부기한: {date2}
공급받는자: {co}  사업자등록번호 {vat}  주문번호 {order}

품목                          수량    공급가액
유지보수 서비스({ver})          1     {amt}
출장비                          2     {amt2}
합계                                  {amt3}
부가세(10%)                           {amt4}

거래처 코드: {nr}
`},
	{"clean_release_ko", "ko", `
릴리스 노트 인사관리 시스템 {ver} ({ldate})

- 연차 계산 기준 변경 반영 ({date} 시행)
- 급여 명세서 양식 {ver2} 적용
- 버그 {ticket}(수당 반올림) 수정
매뉴얼의 예시 비밀번호({ph})는 실제 값이 아닙니다.
서명용 공개키: {ssh}
`},
	{"clean_minutes_ko", "ko", `
입주자대표회의 회의록 ({ldate})
{zip} {city} {street}

참석: 동대표 9명 중 7명
1. {year}년 관리비 결산: 지출 {amt}, 장기수선충당금 {amt2}
2. 외벽 도장 공사: 견적 {inv}({amt3}) 승인, {date} 착공
3. 단지 화재보험 증권 {policy} 갱신, 보험료 {pct} 인상
다음 회의: {date2} {time}
`},
	{"clean_notice_ko", "ko", `
{city} 공사 안내

상수도 공사로 인해 {date}부터 {date2}까지 도로가 통제됩니다(우편번호 {zip}).
공사 번호: {case}  공사비: {amt}
도면 버전: {ver}  관리번호: {ref}
주민 여러분의 양해 부탁드립니다.
`},
}

// A shared IT runbook skeleton with each language's heading: clean, full of placeholders and public values.
var itdocHead = []struct{ lang, head, pw string }{
	{"fr", "Procédure de déploiement – serveur applicatif", "Mot de passe"},
	{"de", "Betriebshandbuch – Deployment Applikationsserver", "Passwort"},
	{"es", "Procedimiento de despliegue – servidor de aplicaciones", "Contraseña"},
	{"pt", "Procedimento de implementação – servidor aplicacional", "Senha"},
	{"it", "Procedura di rilascio – server applicativo", "Password"},
	{"nl", "Deploymentprocedure – applicatieserver", "Wachtwoord"},
	{"pl", "Procedura wdrożenia – serwer aplikacyjny", "Hasło"},
	{"ja", "デプロイ手順書　アプリケーションサーバー", "パスワード"},
	{"zh", "部署手册　应用服务器", "密码"},
	{"ko", "배포 절차서 – 애플리케이션 서버", "비밀번호"},
}

func itdocTemplates() []Tpl {
	var out []Tpl
	for _, h := range itdocHead {
		out = append(out, Tpl{"clean_itdoc_" + h.lang, h.lang, `
# ` + h.head + ` ({ver})
` + "{ldate}" + `

1. ssh deploy@{ip} -p 2222
2. export APP_VERSION={ver2}; export DB_PASSWORD=${DB_PASSWORD}
3. ` + h.pw + `: <` + h.pw + `> (KeePass → "Prod/DB")
4. API_KEY=YOUR_API_KEY_HERE ; Authorization: Bearer <token>
5. Stripe publishable key: {pk} ; AWS access key id: {akia}
6. Host key: {ssh}
7. docker pull registry.internal/app@sha256:` + "{nr}" + `e3b0c44298fc1c149afbf4c8996fb924
8. Healthcheck: curl -s http://{ip2}:8080/health → {"status":"ok","build":"{nr2}"}
Ticket {ticket} · Change {ref} · Window {date} {time}–{time2}
`})
	}
	return out
}

func allTemplates() []Tpl {
	var all []Tpl
	for _, g := range [][]Tpl{tplFR, tplDE, tplES, tplPT, tplIT, tplNL, tplPL, tplJA, tplZH, tplKO, usIntro, cleanTpl, itdocTemplates()} {
		all = append(all, g...)
	}
	return all
}
