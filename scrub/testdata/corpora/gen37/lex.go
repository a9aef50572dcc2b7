package main

type Lex struct {
	Name, Email, Date, Amount, Hello, Bye, Subj, Card, Inv, Acct, Meter, PhoneKey, Contact string
	Body                                                                                   []string
}

var lexes = map[string]Lex{
	"es": {"Nombre:", "Correo electrónico:", "Fecha:", "Importe:", "Estimado/a", "Atentamente,", "Notificación de su expediente", "Tarjeta:", "Nº de factura:", "Nº de cuenta de cliente:", "Nº de contador:", "telefono", "Datos de contacto",
		[]string{"Le informamos de que su solicitud ha sido registrada.", "Adjuntamos el resumen de su expediente.", "Por favor, verifique los datos a continuación.", "Su cita ha sido confirmada."}},
	"pt": {"Nome:", "E-mail:", "Data:", "Valor:", "Caro(a)", "Com os melhores cumprimentos,", "Notificação do seu processo", "Cartão:", "N.º da fatura:", "N.º de cliente:", "N.º do contador:", "telefone", "Dados de contacto",
		[]string{"Informamos que o seu pedido foi registado.", "Segue em anexo o resumo do seu processo.", "Por favor, confirme os dados abaixo.", "A sua marcação foi confirmada."}},
	"it": {"Nome:", "E-mail:", "Data:", "Importo:", "Gentile", "Cordiali saluti,", "Comunicazione relativa alla sua pratica", "Carta:", "N. fattura:", "Codice cliente:", "Matricola contatore:", "telefono", "Recapiti",
		[]string{"La informiamo che la sua richiesta è stata registrata.", "In allegato il riepilogo della pratica.", "La preghiamo di verificare i dati seguenti.", "Il suo appuntamento è confermato."}},
	"fr": {"Nom :", "Courriel :", "Date :", "Montant :", "Madame, Monsieur", "Cordialement,", "Votre dossier", "Carte bancaire :", "N° de facture :", "N° client :", "N° de compteur :", "telephone", "Coordonnées",
		[]string{"Nous vous informons que votre demande a bien été enregistrée.", "Vous trouverez ci-dessous le récapitulatif de votre dossier.", "Merci de vérifier les informations suivantes.", "Votre rendez-vous est confirmé."}},
	"de": {"Name:", "E-Mail:", "Datum:", "Betrag:", "Sehr geehrte Damen und Herren,", "Mit freundlichen Grüßen", "Ihr Antrag", "Kreditkarte:", "Rechnungsnummer:", "Kundennummer:", "Zählernummer:", "telefon", "Kontaktdaten",
		[]string{"wir bestätigen den Eingang Ihres Antrags.", "anbei erhalten Sie die Zusammenfassung Ihrer Unterlagen.", "bitte prüfen Sie die folgenden Angaben.", "Ihr Termin wurde bestätigt."}},
	"nl": {"Naam:", "E-mail:", "Datum:", "Bedrag:", "Geachte heer/mevrouw,", "Met vriendelijke groet,", "Uw aanvraag", "Creditcard:", "Factuurnummer:", "Klantnummer:", "Meternummer:", "telefoon", "Contactgegevens",
		[]string{"Wij hebben uw aanvraag ontvangen.", "Hieronder vindt u een overzicht van uw gegevens.", "Controleer de onderstaande gegevens.", "Uw afspraak is bevestigd."}},
	"pl": {"Imię i nazwisko:", "E-mail:", "Data:", "Kwota:", "Szanowni Państwo,", "Z poważaniem,", "Państwa wniosek", "Karta:", "Nr faktury:", "Nr klienta:", "Nr licznika:", "telefon", "Dane kontaktowe",
		[]string{"Informujemy, że wniosek został zarejestrowany.", "W załączeniu przesyłamy podsumowanie sprawy.", "Prosimy o weryfikację poniższych danych.", "Wizyta została potwierdzona."}},
	"cs": {"Jméno:", "E-mail:", "Datum:", "Částka:", "Vážená paní, vážený pane,", "S pozdravem", "Vaše žádost", "Karta:", "Číslo faktury:", "Zákaznické číslo:", "Číslo elektroměru:", "telefon", "Kontaktní údaje",
		[]string{"potvrzujeme přijetí Vaší žádosti.", "v příloze zasíláme shrnutí.", "prosíme o kontrolu následujících údajů.", "Váš termín byl potvrzen."}},
	"sv": {"Namn:", "E-post:", "Datum:", "Belopp:", "Hej", "Med vänliga hälsningar,", "Ditt ärende", "Kort:", "Fakturanummer:", "Kundnummer:", "Mätarnummer:", "telefon", "Kontaktuppgifter",
		[]string{"Vi har tagit emot din ansökan.", "Här är en sammanfattning av ditt ärende.", "Kontrollera uppgifterna nedan.", "Din tid är bokad."}},
	"no": {"Navn:", "E-post:", "Dato:", "Beløp:", "Hei", "Med vennlig hilsen", "Din sak", "Kort:", "Fakturanummer:", "Kundenummer:", "Målernummer:", "telefon", "Kontaktinformasjon",
		[]string{"Vi har mottatt søknaden din.", "Her er en oppsummering av saken.", "Kontroller opplysningene nedenfor.", "Timen din er bekreftet."}},
	"da": {"Navn:", "E-mail:", "Dato:", "Beløb:", "Kære", "Med venlig hilsen", "Din sag", "Kort:", "Fakturanummer:", "Kundenummer:", "Målernummer:", "telefon", "Kontaktoplysninger",
		[]string{"Vi har modtaget din ansøgning.", "Her er et overblik over din sag.", "Kontrollér venligst oplysningerne nedenfor.", "Din tid er bekræftet."}},
	"fi": {"Nimi:", "Sähköposti:", "Päivämäärä:", "Summa:", "Hei", "Ystävällisin terveisin", "Hakemuksesi", "Kortti:", "Laskun numero:", "Asiakasnumero:", "Mittarin numero:", "puhelin", "Yhteystiedot",
		[]string{"Hakemuksesi on vastaanotettu.", "Alla yhteenveto asiastasi.", "Tarkista alla olevat tiedot.", "Aikasi on vahvistettu."}},
	"tr": {"Ad Soyad:", "E-posta:", "Tarih:", "Tutar:", "Sayın", "Saygılarımızla,", "Başvurunuz hakkında", "Kart:", "Fatura No:", "Müşteri No:", "Sayaç No:", "telefon", "İletişim bilgileri",
		[]string{"Başvurunuz alınmıştır.", "Dosyanızın özeti aşağıdadır.", "Lütfen aşağıdaki bilgileri kontrol ediniz.", "Randevunuz onaylanmıştır."}},
	"ru": {"ФИО:", "Эл. почта:", "Дата:", "Сумма:", "Уважаемый(ая)", "С уважением,", "Ваше обращение", "Карта:", "Номер счёта-фактуры:", "Лицевой счёт:", "Номер счётчика:", "telefon", "Контактные данные",
		[]string{"Ваше заявление зарегистрировано.", "Ниже приведены сведения по вашему обращению.", "Просим проверить указанные данные.", "Ваша запись подтверждена."}},
	"uk": {"ПІБ:", "Ел. пошта:", "Дата:", "Сума:", "Шановний(а)", "З повагою,", "Ваше звернення", "Картка:", "Номер рахунку:", "Особовий рахунок:", "Номер лічильника:", "telefon", "Контактні дані",
		[]string{"Вашу заяву зареєстровано.", "Нижче наведено відомості щодо звернення.", "Просимо перевірити дані.", "Ваш запис підтверджено."}},
	"en": {"Name:", "Email:", "Date:", "Amount:", "Dear", "Kind regards,", "Your application", "Card:", "Invoice No.:", "Account No.:", "Meter No.:", "phone", "Contact details",
		[]string{"We have received your application.", "Please find a summary of your case below.", "Please check the details below.", "Your appointment is confirmed."}},
	"hi": {"नाम:", "ईमेल:", "दिनांक:", "राशि:", "प्रिय", "धन्यवाद,", "आपका आवेदन", "कार्ड:", "बिल संख्या:", "उपभोक्ता संख्या:", "मीटर संख्या:", "phone", "संपर्क विवरण",
		[]string{"आपका आवेदन प्राप्त हो गया है।", "कृपया नीचे दिए गए विवरण की जाँच करें।", "आपकी नियुक्ति की पुष्टि हो गई है।"}},
	"ur": {"نام:", "ای میل:", "تاریخ:", "رقم:", "محترم", "شکریہ،", "آپ کی درخواست", "کارڈ:", "بل نمبر:", "کسٹمر نمبر:", "میٹر نمبر:", "phone", "رابطہ کی تفصیلات",
		[]string{"آپ کی درخواست موصول ہو گئی ہے۔", "براہ کرم درج ذیل معلومات کی تصدیق کریں۔"}},
	"bn": {"নাম:", "ইমেইল:", "তারিখ:", "পরিমাণ:", "প্রিয়", "ধন্যবাদ,", "আপনার আবেদন", "কার্ড:", "বিল নম্বর:", "গ্রাহক নম্বর:", "মিটার নম্বর:", "phone", "যোগাযোগের তথ্য",
		[]string{"আপনার আবেদন গৃহীত হয়েছে।", "অনুগ্রহ করে নিচের তথ্য যাচাই করুন।"}},
	"id": {"Nama:", "Email:", "Tanggal:", "Jumlah:", "Yth.", "Hormat kami,", "Permohonan Anda", "Kartu:", "No. Tagihan:", "ID Pelanggan:", "No. Meter:", "telepon", "Kontak",
		[]string{"Permohonan Anda telah kami terima.", "Berikut ringkasan data Anda.", "Mohon periksa data berikut.", "Jadwal Anda telah dikonfirmasi."}},
	"ms": {"Nama:", "E-mel:", "Tarikh:", "Jumlah:", "Tuan/Puan", "Sekian, terima kasih.", "Permohonan anda", "Kad:", "No. Bil:", "No. Akaun:", "No. Meter:", "telefon", "Maklumat perhubungan",
		[]string{"Permohonan anda telah diterima.", "Berikut ialah ringkasan maklumat anda.", "Sila semak maklumat di bawah.", "Temujanji anda telah disahkan."}},
	"vi": {"Họ và tên:", "Email:", "Ngày:", "Số tiền:", "Kính gửi", "Trân trọng,", "Hồ sơ của quý khách", "Thẻ:", "Số hóa đơn:", "Mã khách hàng:", "Số công tơ:", "dien_thoai", "Thông tin liên hệ",
		[]string{"Hồ sơ của quý khách đã được tiếp nhận.", "Vui lòng kiểm tra thông tin dưới đây.", "Lịch hẹn của quý khách đã được xác nhận."}},
	"th": {"ชื่อ:", "อีเมล:", "วันที่:", "จำนวนเงิน:", "เรียน", "ขอแสดงความนับถือ", "คำร้องของท่าน", "บัตร:", "เลขที่ใบแจ้งหนี้:", "รหัสลูกค้า:", "หมายเลขมิเตอร์:", "phone", "ข้อมูลติดต่อ",
		[]string{"เราได้รับคำร้องของท่านแล้ว", "กรุณาตรวจสอบข้อมูลด้านล่าง", "การนัดหมายของท่านได้รับการยืนยันแล้ว"}},
	"zh": {"姓名：", "电子邮箱：", "日期：", "金额：", "尊敬的", "此致", "您的申请", "银行卡：", "发票号码：", "客户编号：", "电表号：", "phone", "联系方式",
		[]string{"您的申请已受理。", "请核对以下信息。", "您的预约已确认。"}},
	"ja": {"氏名：", "メール：", "日付：", "金額：", "様", "よろしくお願いいたします。", "お手続きについて", "カード：", "請求書番号：", "お客様番号：", "メーター番号：", "phone", "連絡先",
		[]string{"お申し込みを受け付けました。", "以下の内容をご確認ください。", "ご予約が確定しました。"}},
	"ko": {"성명:", "이메일:", "날짜:", "금액:", "님께", "감사합니다.", "신청 안내", "카드:", "청구서 번호:", "고객번호:", "계량기 번호:", "phone", "연락처 정보",
		[]string{"신청이 접수되었습니다.", "아래 내용을 확인해 주십시오.", "예약이 확정되었습니다."}},
	"he": {"שם:", "דוא\"ל:", "תאריך:", "סכום:", "לכבוד", "בברכה,", "הפנייה שלך", "כרטיס:", "מספר חשבונית:", "מספר לקוח:", "מספר מונה:", "phone", "פרטי התקשרות",
		[]string{"פנייתך התקבלה.", "נא לבדוק את הפרטים הבאים.", "התור שלך אושר."}},
	"ar": {"الاسم:", "البريد الإلكتروني:", "التاريخ:", "المبلغ:", "السيد/السيدة", "مع التحية،", "طلبكم", "البطاقة:", "رقم الفاتورة:", "رقم الحساب:", "رقم العداد:", "phone", "بيانات الاتصال",
		[]string{"تم استلام طلبكم.", "يرجى التحقق من البيانات التالية.", "تم تأكيد موعدكم."}},
}

func lexFor(lang string) Lex {
	base := lang
	for i := range lang {
		if lang[i] == '-' {
			base = lang[:i]
			break
		}
	}
	if lang == "nl-be" {
		base = "nl"
	}
	l, ok := lexes[base]
	if !ok {
		panic("no lex " + lang)
	}
	return l
}
