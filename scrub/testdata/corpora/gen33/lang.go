package main

var langs = []string{"en", "en", "en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ru", "ja", "zh", "ko", "ar", "hi"}

var intros = map[string][]string{
	"en": {"Why does this fail?", "Can someone explain what's wrong here?", "Our build broke after the upgrade, log below:", "How should I read this output?", "Quick question about this snippet:", "KB search: what causes this?"},
	"de": {"Warum schlägt das fehl?", "Kann mir jemand erklären, was hier falsch ist?", "Nach dem Update ist der Build kaputt, Log unten:", "Wie lese ich diese Ausgabe?", "Frage zu folgendem Auszug:"},
	"fr": {"Pourquoi ça échoue ?", "Quelqu'un peut m'expliquer ce qui ne va pas ?", "Le build est cassé depuis la mise à jour, log ci-dessous :", "Comment interpréter cette sortie ?"},
	"es": {"¿Por qué falla esto?", "¿Alguien sabe qué pasa aquí?", "Desde la actualización falla el build, log abajo:", "¿Cómo interpreto esta salida?"},
	"pt": {"Por que isso falha?", "Alguém consegue explicar o erro abaixo?", "Depois da atualização o build quebrou, segue o log:", "Como interpreto essa saída?"},
	"it": {"Perché fallisce?", "Qualcuno sa spiegarmi l'errore?", "Dopo l'aggiornamento la build non passa, log sotto:", "Come devo leggere questo output?"},
	"nl": {"Waarom gaat dit mis?", "Kan iemand uitleggen wat hier fout gaat?", "Na de upgrade faalt de build, log hieronder:", "Hoe lees ik deze uitvoer?"},
	"pl": {"Dlaczego to nie działa?", "Czy ktoś wie, co tu jest nie tak?", "Po aktualizacji build się sypie, log poniżej:", "Jak czytać ten wynik?"},
	"tr": {"Bu neden hata veriyor?", "Burada ne yanlış, açıklayabilir misiniz?", "Güncellemeden sonra build bozuldu, log aşağıda:", "Bu çıktıyı nasıl yorumlamalıyım?"},
	"ru": {"Почему это падает?", "Подскажите, что здесь не так?", "После обновления сборка сломалась, лог ниже:", "Как понимать этот вывод?"},
	"ja": {"なぜ失敗するのでしょうか？", "以下のログの意味を教えてください。", "アップデート後にビルドが失敗します。ログは下記です：", "この出力はどう読めばいいですか？"},
	"zh": {"为什么会失败？", "请帮忙看看下面的日志。", "升级之后构建失败了，日志如下：", "这个输出该怎么理解？"},
	"ko": {"왜 실패하나요?", "아래 로그 좀 봐주세요.", "업그레이드 후 빌드가 깨졌습니다. 로그는 아래와 같습니다:", "이 출력은 어떻게 해석하나요?"},
	"ar": {"لماذا يفشل هذا؟", "هل يمكن لأحد شرح الخطأ هنا؟", "بعد التحديث توقف البناء، السجل أدناه:", "كيف أفهم هذا الناتج؟"},
	"hi": {"यह क्यों फेल हो रहा है?", "कृपया नीचे का लॉग देखें।", "अपग्रेड के बाद बिल्ड टूट गया, लॉग नीचे है:", "इस आउटपुट को कैसे समझें?"},
}

// contact outros: %E = email, %P = phone
var outros = map[string][]string{
	"en": {"If needed, reach me at %E or %P.", "My phone: %P", "Please escalate to %E.", "Call me on %P if the KB has nothing.", "Contact: %E, mobile %P"},
	"de": {"Bei Rückfragen: %E, Tel. %P", "Erreichbar unter %P.", "Bitte an %E eskalieren.", "Rückruf bitte unter Mobil %P, Mail: %E"},
	"fr": {"Vous pouvez me joindre au %P ou par mail %E.", "Tél : %P", "Merci d'escalader à %E.", "Mon portable : %P"},
	"es": {"Mi teléfono: %P, correo %E.", "Llámame al %P.", "Escalar a %E, por favor.", "Contacto: móvil %P"},
	"pt": {"Meu celular: %P / e-mail %E", "Pode me ligar no %P.", "Favor escalar para %E.", "Contato: tel. %P"},
	"it": {"Contattami al %P oppure %E.", "cell. %P", "Per favore inoltrate a %E.", "Il mio numero: %P"},
	"nl": {"Bel me op %P of mail %E.", "Mijn telefoonnummer: %P", "Graag escaleren naar %E.", "Tel. %P"},
	"pl": {"Tel. %P, e-mail: %E", "Proszę o kontakt: %P", "Proszę eskalować do %E.", "Mój numer telefonu: %P"},
	"tr": {"Telefon: %P, e-posta: %E", "Cep: %P", "Lütfen %E adresine iletin.", "Bana %P numarasından ulaşabilirsiniz."},
	"ru": {"Мой телефон: %P, почта %E", "Звоните: %P", "Эскалируйте на %E, пожалуйста.", "Тел. %P"},
	"ja": {"連絡先：%P、メール：%E", "電話：%P", "%E までエスカレーションお願いします。", "携帯 %P までご連絡ください。"},
	"zh": {"联系电话：%P，邮箱：%E", "手机：%P", "请升级给 %E。", "电话 %P"},
	"ko": {"연락처: %P, 이메일: %E", "전화: %P", "%E 로 에스컬레이션 부탁드립니다.", "휴대폰 %P"},
	"ar": {"رقم الهاتف: %P، البريد: %E", "هاتف: %P", "يرجى التصعيد إلى %E.", "جوال: %P"},
	"hi": {"मेरा फोन: %P, ईमेल: %E", "फोन: %P", "कृपया %E पर एस्केलेट करें।", "मोबाइल: %P"},
}

var phoneWord = map[string]string{
	"en": "Phone", "de": "Tel.", "fr": "Tél.", "es": "Tel.", "pt": "Tel.", "it": "Tel.", "nl": "Tel.", "pl": "tel.",
	"tr": "Tel", "ru": "Тел.", "ja": "電話", "zh": "电话", "ko": "전화", "ar": "هاتف", "hi": "फोन",
}

type labels struct{ invoice, date, due, total, order, tracking, customer, vat, policy, patient string }

var lbl = map[string]labels{
	"en": {"Invoice no.", "Date", "Due", "Total", "Order no.", "Tracking number", "Customer no.", "VAT ID", "Policy number", "MRN"},
	"de": {"Rechnungsnummer", "Datum", "Fällig", "Gesamtbetrag", "Bestellnummer", "Sendungsnummer", "Kundennummer", "USt-IdNr.", "Versicherungsscheinnummer", "Patienten-ID"},
	"fr": {"Facture n°", "Date", "Échéance", "Total TTC", "Commande n°", "Numéro de suivi", "N° client", "N° TVA", "N° de police", "N° dossier patient"},
	"es": {"Factura n.º", "Fecha", "Vencimiento", "Total", "Pedido n.º", "Número de seguimiento", "N.º cliente", "NIF-IVA", "N.º de póliza", "N.º historia clínica"},
	"pt": {"Fatura nº", "Data", "Vencimento", "Total", "Pedido nº", "Código de rastreio", "Cliente nº", "NIF", "Apólice nº", "Prontuário"},
	"it": {"Fattura n.", "Data", "Scadenza", "Totale", "Ordine n.", "Numero di tracking", "Cod. cliente", "Partita IVA", "Polizza n.", "Cartella clinica"},
	"nl": {"Factuurnummer", "Datum", "Vervaldatum", "Totaal", "Bestelnummer", "Trackingnummer", "Klantnummer", "btw-nummer", "Polisnummer", "Patiëntnummer"},
	"pl": {"Faktura nr", "Data", "Termin płatności", "Razem", "Zamówienie nr", "Numer przesyłki", "Nr klienta", "NIP", "Numer polisy", "Nr karty pacjenta"},
	"tr": {"Fatura No", "Tarih", "Vade", "Toplam", "Sipariş No", "Takip numarası", "Müşteri No", "Vergi No", "Poliçe No", "Hasta No"},
	"ru": {"Счёт №", "Дата", "Оплатить до", "Итого", "Заказ №", "Трек-номер", "Клиент №", "ИНН", "Полис №", "Медкарта №"},
	"ja": {"請求書番号", "日付", "支払期日", "合計", "注文番号", "追跡番号", "顧客番号", "登録番号", "証券番号", "カルテ番号"},
	"zh": {"发票号", "日期", "到期日", "合计", "订单号", "运单号", "客户编号", "税号", "保单号", "病历号"},
	"ko": {"청구서 번호", "날짜", "납기일", "합계", "주문번호", "운송장 번호", "고객번호", "사업자등록번호", "증권번호", "환자번호"},
	"ar": {"رقم الفاتورة", "التاريخ", "تاريخ الاستحقاق", "الإجمالي", "رقم الطلب", "رقم التتبع", "رقم العميل", "الرقم الضريبي", "رقم الوثيقة", "رقم الملف الطبي"},
	"hi": {"चालान संख्या", "दिनांक", "देय तिथि", "कुल", "ऑर्डर नंबर", "ट्रैकिंग नंबर", "ग्राहक संख्या", "GSTIN", "पॉलिसी नंबर", "MRN"},
}

var langCC = map[string]string{"en": "GB", "de": "DE", "fr": "FR", "es": "ES", "pt": "PT", "it": "IT", "nl": "NL", "pl": "PL", "tr": "TR", "ru": "DE", "ja": "DE", "zh": "NL", "ko": "NL", "ar": "GB", "hi": "GB"}
