package main

import "strings"

// Lang holds the chat turns users write around tool output, per language.
// Placeholders: {N} name, {E} e-mail, {P} phone, {K} secret, {C} card,
// {O} order, {A} amount, {S} SSN, {D} date, {V} version, {H} commit,
// {T} ticket, {R} request id, {PORT} port.
type Lang struct {
	code, why, here, customer, rotate, card, ssn, clean1, clean2, clean3 string
}

var langs = []Lang{
	{"en", "why is this failing?", "here's the output from the agent run:",
		"Customer {N} ({E}, {P}) says the import dropped their account — can you check?",
		"I pasted {K} into the tool call by mistake, please rotate it and update the secret.",
		"Refund order {O}: the card on file is {C}, amount {A}.",
		"The contractor's W-9 came in, SSN {S}, add it to the vendor record before {D}.",
		"Deploy {V} to staging after build {H} finishes; ticket {T}, window {D}.",
		"Job {R} failed at {D} with exit code 137, it was retried on port {PORT}.",
		"Can you bump the chart to {V} and pin the image to {H}? Tracking in {T}."},
	{"de", "warum schlägt das fehl?", "hier die Ausgabe vom Agentenlauf:",
		"Kunde {N} ({E}, Tel. {P}) meldet, dass der Import sein Konto gelöscht hat – kannst du das prüfen?",
		"Ich habe {K} versehentlich in den Tool-Call kopiert, bitte rotieren und das Secret aktualisieren.",
		"Bitte Bestellung {O} erstatten: hinterlegte Karte {C}, Betrag {A}.",
		"Das W-9 des Auftragnehmers ist da, SSN {S}, bitte bis {D} im Lieferantenstamm eintragen.",
		"Bitte {V} nach Build {H} auf Staging deployen; Ticket {T}, Wartungsfenster {D}.",
		"Job {R} ist am {D} mit Exit-Code 137 abgebrochen, Retry auf Port {PORT}.",
		"Kannst du das Chart auf {V} heben und das Image auf {H} pinnen? Läuft unter {T}."},
	{"fr", "pourquoi ça échoue ?", "voici la sortie de l'agent :",
		"Le client {N} ({E}, tél. {P}) dit que l'import a supprimé son compte — tu peux vérifier ?",
		"J'ai collé {K} dans l'appel d'outil par erreur, merci de la révoquer et de mettre à jour le secret.",
		"Rembourser la commande {O} : la carte enregistrée est {C}, montant {A}.",
		"Le W-9 du prestataire est arrivé, SSN {S}, à ajouter à la fiche fournisseur avant le {D}.",
		"Déployer {V} en préprod après le build {H} ; ticket {T}, fenêtre {D}.",
		"Le job {R} a échoué le {D} avec le code 137, relancé sur le port {PORT}.",
		"Tu peux passer le chart en {V} et épingler l'image sur {H} ? Suivi dans {T}."},
	{"es", "¿por qué falla esto?", "esta es la salida del agente:",
		"El cliente {N} ({E}, tel. {P}) dice que la importación borró su cuenta, ¿lo revisas?",
		"Pegué {K} en la llamada a la herramienta por error, rótala y actualiza el secreto, por favor.",
		"Reembolsa el pedido {O}: la tarjeta registrada es {C}, importe {A}.",
		"Llegó el W-9 del contratista, SSN {S}, agrégalo a la ficha del proveedor antes del {D}.",
		"Despliega {V} en staging cuando termine el build {H}; ticket {T}, ventana {D}.",
		"El job {R} falló el {D} con código 137, se reintentó en el puerto {PORT}.",
		"¿Puedes subir el chart a {V} y fijar la imagen en {H}? Seguimiento en {T}."},
	{"pt", "por que isso está falhando?", "segue a saída do agente:",
		"O cliente {N} ({E}, cel. {P}) diz que a importação apagou a conta dele, pode verificar?",
		"Colei {K} na chamada da ferramenta sem querer, por favor revogue e atualize o segredo.",
		"Estornar o pedido {O}: o cartão cadastrado é {C}, valor {A}.",
		"Chegou o W-9 do prestador, SSN {S}, inclua no cadastro do fornecedor até {D}.",
		"Fazer deploy da {V} em homologação depois do build {H}; ticket {T}, janela {D}.",
		"O job {R} falhou em {D} com código 137, nova tentativa na porta {PORT}.",
		"Consegue subir o chart para {V} e fixar a imagem em {H}? Acompanhando em {T}."},
	{"it", "perché fallisce?", "ecco l'output dell'agente:",
		"Il cliente {N} ({E}, cell. {P}) dice che l'importazione ha cancellato il suo account, puoi controllare?",
		"Ho incollato {K} nella chiamata allo strumento per sbaglio, per favore ruotala e aggiorna il secret.",
		"Rimborsare l'ordine {O}: la carta salvata è {C}, importo {A}.",
		"È arrivato il W-9 del collaboratore, SSN {S}, aggiungilo all'anagrafica fornitore entro il {D}.",
		"Rilascia {V} in staging dopo la build {H}; ticket {T}, finestra {D}.",
		"Il job {R} è fallito il {D} con codice 137, ritentato sulla porta {PORT}.",
		"Puoi portare il chart a {V} e fissare l'immagine su {H}? Tracciato in {T}."},
	{"nl", "waarom faalt dit?", "hier is de output van de agent:",
		"Klant {N} ({E}, tel. {P}) zegt dat de import zijn account heeft verwijderd, kun je dat nakijken?",
		"Ik heb {K} per ongeluk in de tool-call geplakt, graag roteren en het secret bijwerken.",
		"Bestelling {O} terugbetalen: de opgeslagen kaart is {C}, bedrag {A}.",
		"Het W-9 van de freelancer is binnen, SSN {S}, graag vóór {D} in het leveranciersrecord zetten.",
		"Deploy {V} naar staging zodra build {H} klaar is; ticket {T}, venster {D}.",
		"Job {R} faalde op {D} met exitcode 137, opnieuw geprobeerd op poort {PORT}.",
		"Kun je de chart naar {V} zetten en het image op {H} pinnen? Loopt onder {T}."},
	{"pl", "dlaczego to się wywala?", "oto wynik z przebiegu agenta:",
		"Klient {N} ({E}, tel. {P}) pisze, że import usunął jego konto — możesz sprawdzić?",
		"Przez pomyłkę wkleiłem {K} do wywołania narzędzia, proszę go unieważnić i podmienić sekret.",
		"Zwrot za zamówienie {O}: zapisana karta to {C}, kwota {A}.",
		"Przyszedł W-9 od wykonawcy, SSN {S}, dodaj go do kartoteki dostawcy przed {D}.",
		"Wdróż {V} na staging po zakończeniu buildu {H}; zgłoszenie {T}, okno {D}.",
		"Zadanie {R} padło {D} z kodem 137, ponowione na porcie {PORT}.",
		"Podbijesz chart do {V} i przypniesz obraz do {H}? Śledzone w {T}."},
	{"ru", "почему это падает?", "вот вывод прогона агента:",
		"Клиент {N} ({E}, тел. {P}) пишет, что импорт удалил его аккаунт — можешь проверить?",
		"Я по ошибке вставил {K} в вызов инструмента, отзовите его и обновите секрет, пожалуйста.",
		"Вернуть деньги по заказу {O}: сохранённая карта {C}, сумма {A}.",
		"Пришла форма W-9 подрядчика, SSN {S}, внеси в карточку поставщика до {D}.",
		"Выкати {V} на стейджинг после сборки {H}; тикет {T}, окно {D}.",
		"Задача {R} упала {D} с кодом 137, перезапущена на порту {PORT}.",
		"Поднимешь чарт до {V} и закрепишь образ на {H}? Задача {T}."},
	{"tr", "bu neden başarısız oluyor?", "ajan çalışmasının çıktısı şu:",
		"Müşteri {N} ({E}, tel. {P}) içe aktarmanın hesabını sildiğini söylüyor, bakabilir misin?",
		"{K} anahtarını yanlışlıkla araç çağrısına yapıştırdım, lütfen iptal edip secret'ı güncelleyin.",
		"{O} siparişini iade et: kayıtlı kart {C}, tutar {A}.",
		"Yüklenicinin W-9 formu geldi, SSN {S}, {D} tarihinden önce tedarikçi kaydına ekle.",
		"{H} derlemesi bitince {V} sürümünü staging'e al; bilet {T}, pencere {D}.",
		"{R} işi {D} tarihinde 137 koduyla düştü, {PORT} portunda yeniden denendi.",
		"Chart'ı {V} sürümüne yükseltip imajı {H} ile sabitler misin? Takip: {T}."},
	{"ja", "なぜ失敗するのでしょうか？", "エージェント実行の出力です：",
		"顧客の{N}さん（{E}、電話 {P}）から、インポートでアカウントが消えたと連絡がありました。確認できますか？",
		"ツール呼び出しに{K}を誤って貼ってしまいました。ローテーションしてシークレットを更新してください。",
		"注文{O}を返金してください。登録カードは{C}、金額は{A}です。",
		"業務委託先のW-9が届きました。SSNは{S}です。{D}までに取引先マスタに登録してください。",
		"ビルド{H}が終わったら{V}をステージングにデプロイ。チケット{T}、作業枠{D}。",
		"ジョブ{R}が{D}に終了コード137で失敗し、ポート{PORT}で再実行されました。",
		"チャートを{V}に上げて、イメージを{H}に固定してもらえますか？{T}で管理しています。"},
	{"zh", "为什么会失败？", "这是代理运行的输出：",
		"客户{N}（{E}，电话 {P}）说导入把他的账号删了，能帮忙查一下吗？",
		"我不小心把{K}贴进了工具调用里，请轮换并更新密钥。",
		"请给订单{O}退款：绑定的卡号是{C}，金额{A}。",
		"承包商的W-9到了，SSN {S}，请在{D}前录入供应商档案。",
		"构建{H}完成后把{V}部署到预发环境；工单{T}，窗口{D}。",
		"任务{R}在{D}以退出码137失败，已在端口{PORT}重试。",
		"能把chart升到{V}并把镜像固定到{H}吗？在{T}里跟踪。"},
	{"ko", "왜 실패하나요?", "에이전트 실행 결과입니다:",
		"고객 {N}님({E}, 전화 {P})이 가져오기 후 계정이 사라졌다고 합니다. 확인해 주실 수 있나요?",
		"도구 호출에 {K}를 실수로 붙여넣었습니다. 교체하고 시크릿을 업데이트해 주세요.",
		"주문 {O} 환불 부탁드립니다. 등록된 카드는 {C}, 금액은 {A}입니다.",
		"외주 업체 W-9가 도착했습니다. SSN {S}, {D} 전까지 거래처 정보에 등록해 주세요.",
		"빌드 {H}가 끝나면 {V}를 스테이징에 배포해 주세요. 티켓 {T}, 작업 시간 {D}.",
		"작업 {R}이 {D}에 종료 코드 137로 실패했고 포트 {PORT}에서 재시도했습니다.",
		"차트를 {V}로 올리고 이미지를 {H}로 고정해 줄 수 있나요? {T}에서 추적 중입니다."},
	{"hi", "यह फेल क्यों हो रहा है?", "एजेंट रन का आउटपुट यह है:",
		"ग्राहक {N} ({E}, फोन {P}) का कहना है कि इम्पोर्ट ने उनका अकाउंट हटा दिया — क्या आप जाँच सकते हैं?",
		"मैंने गलती से {K} टूल कॉल में पेस्ट कर दिया, कृपया इसे रोटेट करके सीक्रेट अपडेट करें।",
		"ऑर्डर {O} का रिफंड करें: सेव किया गया कार्ड {C} है, राशि {A}।",
		"ठेकेदार का W-9 आ गया है, SSN {S}, इसे {D} से पहले वेंडर रिकॉर्ड में जोड़ें।",
		"बिल्ड {H} पूरा होने के बाद {V} को स्टेजिंग पर डिप्लॉय करें; टिकट {T}, विंडो {D}।",
		"जॉब {R} {D} को एग्ज़िट कोड 137 के साथ फेल हुआ, पोर्ट {PORT} पर दोबारा चलाया गया।",
		"क्या आप चार्ट को {V} पर ले जाकर इमेज को {H} पर पिन कर सकते हैं? {T} में ट्रैक हो रहा है।"},
}

func lang() Lang { return pick(langs) }

// fill replaces {X} placeholders in s with vals (name, value pairs).
func fill(s string, kv ...string) string {
	return strings.NewReplacer(kv...).Replace(s)
}

// wrap puts a tool transcript into a user's chat turn in some language,
// as it is pasted into the knowledge base.
func wrap(body string) string {
	if chance(0.45) {
		return body
	}
	lg := lang()
	switch r.Intn(4) {
	case 0:
		return lg.why + "\n```\n" + body + "\n```"
	case 1:
		return lg.here + "\n\n" + body
	case 2:
		return "**user:** " + lg.why + " " + lg.here + "\n```\n" + body + "\n```"
	default:
		return body + "\n\n" + lg.why
	}
}
