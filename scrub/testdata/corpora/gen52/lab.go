package main

var lab = map[string]map[string][]string{
	"phone": {
		"en-US": {"Phone", "Cell", "Mobile", "Ph", "Tel", "Best contact #", "Callback"}, "en-GB": {"Tel", "Mobile", "Phone", "Mob", "Contact no."}, "en-AU": {"Mobile", "Ph", "Phone", "Mob"},
		"de": {"Telefon", "Tel.", "Mobil", "Handy", "Rückrufnummer"}, "fr": {"Tél.", "Téléphone", "Portable", "Tél :", "Mobile"}, "es": {"Teléfono", "Tel.", "Móvil", "Tfno."},
		"es-MX": {"Teléfono", "Cel.", "Celular", "Tel."}, "it": {"Tel.", "Cellulare", "Telefono", "Cell."}, "pt-BR": {"Telefone", "Celular", "Tel.", "WhatsApp", "Fone"},
		"nl": {"Tel.", "Telefoon", "Mobiel", "Telefoonnummer"}, "pl": {"Tel.", "Telefon", "Tel. kom.", "Komórka"}, "tr": {"Tel", "Telefon", "Cep", "GSM"},
		"ja": {"電話番号", "TEL", "携帯", "連絡先"}, "zh": {"电话", "手机", "联系电话", "手机号"}, "ar": {"هاتف", "الجوال", "رقم الهاتف", "موبايل"},
	},
	"email": {
		"en-US": {"Email", "E-mail", "email"}, "en-GB": {"Email", "E-mail"}, "en-AU": {"Email"}, "de": {"E-Mail", "Mail", "E-Mail-Adresse"}, "fr": {"E-mail", "Courriel", "Adresse e-mail"},
		"es": {"Correo", "Email", "Correo electrónico"}, "es-MX": {"Correo", "E-mail"}, "it": {"Email", "E-mail", "Posta elettronica"}, "pt-BR": {"E-mail", "Email"},
		"nl": {"E-mail", "E-mailadres"}, "pl": {"E-mail", "Adres e-mail"}, "tr": {"E-posta", "Eposta"}, "ja": {"メール", "Eメール", "メールアドレス"}, "zh": {"邮箱", "电子邮件", "Email"}, "ar": {"البريد الإلكتروني", "الإيميل", "Email"},
	},
	"name": {
		"en-US": {"Name"}, "en-GB": {"Name"}, "en-AU": {"Name"}, "de": {"Name"}, "fr": {"Nom"}, "es": {"Nombre"}, "es-MX": {"Nombre"}, "it": {"Nome"}, "pt-BR": {"Nome"},
		"nl": {"Naam"}, "pl": {"Imię i nazwisko"}, "tr": {"Ad Soyad"}, "ja": {"氏名"}, "zh": {"姓名"}, "ar": {"الاسم"},
	},
	"claim": {
		"en-US": {"Claim #", "Claim No.", "Claim number"}, "en-GB": {"Claim ref", "Claim number"}, "en-AU": {"Claim no."}, "de": {"Schadennummer", "Schaden-Nr."}, "fr": {"N° de sinistre", "Réf. sinistre"},
		"es": {"Nº de siniestro", "Siniestro"}, "es-MX": {"No. de siniestro", "Reporte"}, "it": {"N. sinistro", "Sinistro"}, "pt-BR": {"Nº do sinistro", "Protocolo"},
		"nl": {"Schadenummer", "Dossiernr."}, "pl": {"Nr szkody", "Numer szkody"}, "tr": {"Hasar dosya no", "Dosya No"}, "ja": {"事故受付番号", "受付番号"}, "zh": {"报案号", "理赔编号"}, "ar": {"رقم المطالبة"},
	},
	"policy": {
		"en-US": {"Policy #", "Policy number"}, "en-GB": {"Policy no."}, "en-AU": {"Policy number"}, "de": {"Versicherungsschein-Nr.", "Vertragsnummer"}, "fr": {"N° de contrat", "Police n°"},
		"es": {"Nº de póliza", "Póliza"}, "es-MX": {"Póliza"}, "it": {"N. polizza", "Polizza"}, "pt-BR": {"Apólice", "Nº da apólice"}, "nl": {"Polisnummer"}, "pl": {"Nr polisy"},
		"tr": {"Poliçe No"}, "ja": {"証券番号"}, "zh": {"保单号"}, "ar": {"رقم الوثيقة"},
	},
	"plate": {
		"en-US": {"Plate", "Tag", "License plate"}, "en-GB": {"Reg", "Registration", "VRN"}, "en-AU": {"Rego"}, "de": {"Kennzeichen", "amtl. Kennz."}, "fr": {"Immatriculation", "Immat."},
		"es": {"Matrícula"}, "es-MX": {"Placas"}, "it": {"Targa"}, "pt-BR": {"Placa"}, "nl": {"Kenteken"}, "pl": {"Nr rej."}, "tr": {"Plaka"}, "ja": {"登録番号", "ナンバー"}, "zh": {"车牌号"}, "ar": {"رقم اللوحة"},
	},
	"mileage": {
		"en-US": {"Odometer", "Mileage"}, "en-GB": {"Mileage"}, "en-AU": {"Odometer"}, "de": {"Kilometerstand", "km-Stand"}, "fr": {"Kilométrage"}, "es": {"Kilometraje"}, "es-MX": {"Kilometraje"},
		"it": {"Chilometraggio", "Km"}, "pt-BR": {"Quilometragem", "KM"}, "nl": {"Kilometerstand"}, "pl": {"Przebieg"}, "tr": {"Kilometre"}, "ja": {"走行距離"}, "zh": {"里程"}, "ar": {"عداد المسافات"},
	},
	"date": {
		"en-US": {"Date of loss", "DOL"}, "en-GB": {"Date of incident"}, "en-AU": {"Date of accident"}, "de": {"Schadentag", "Datum"}, "fr": {"Date du sinistre"}, "es": {"Fecha del siniestro"},
		"es-MX": {"Fecha"}, "it": {"Data sinistro"}, "pt-BR": {"Data do sinistro"}, "nl": {"Schadedatum"}, "pl": {"Data zdarzenia"}, "tr": {"Kaza tarihi"}, "ja": {"事故日"}, "zh": {"出险日期"}, "ar": {"تاريخ الحادث"},
	},
	"callme": {
		"en-US": {"please call me back at", "you can reach me at", "my cell is", "best number is", "text me at"}, "en-GB": {"ring me on", "my mobile is", "you can reach me on", "please call back on"},
		"en-AU": {"give us a call on", "my mobile's", "call me on"}, "de": {"bitte rufen Sie mich zurück unter", "erreichbar unter", "meine Handynummer ist", "Rückruf bitte an"},
		"fr": {"vous pouvez me joindre au", "rappelez-moi au", "mon portable :", "joignable au"}, "es": {"me podéis llamar al", "mi móvil es el", "llámame al", "contacto:"},
		"es-MX": {"me pueden marcar al", "mi celular es", "márqueme al", "mándeme WhatsApp al"}, "it": {"potete richiamarmi al", "il mio cellulare è", "chiamatemi al", "reperibile al"},
		"pt-BR": {"pode me ligar no", "meu celular é", "me chama no zap", "contato:"}, "nl": {"u kunt mij bereiken op", "mijn mobiele nummer is", "bel me op"},
		"pl": {"proszę o kontakt pod numerem", "mój numer to", "proszę dzwonić na"}, "tr": {"bana şu numaradan ulaşabilirsiniz:", "cep numaram", "beni arayın:"},
		"ja": {"折り返しはこちらへ", "連絡先は", "携帯番号は"}, "zh": {"请回电", "我的手机号是", "联系我:"}, "ar": {"يرجى الاتصال بي على", "رقمي هو", "تواصل معي على"},
	},
	"emailme": {
		"en-US": {"send it to", "email me at", "my email is"}, "en-GB": {"email me at", "send the paperwork to"}, "en-AU": {"flick it through to", "email's"},
		"de": {"bitte an", "schicken Sie es an", "meine Mail:"}, "fr": {"envoyez-le à", "mon adresse :", "par mail à"}, "es": {"enviadlo a", "mi correo es"}, "es-MX": {"mándenlo a", "mi correo es"},
		"it": {"inviatelo a", "la mia email è"}, "pt-BR": {"manda pro", "meu e-mail é"}, "nl": {"stuur het naar", "mijn e-mail is"}, "pl": {"proszę wysłać na", "mój e-mail:"},
		"tr": {"şu adrese gönderin:", "e-postam"}, "ja": {"送付先:", "メールは"}, "zh": {"发到", "邮箱是"}, "ar": {"أرسلها إلى", "بريدي"},
	},
}

func lb(key, loc string) string { return pickS(lab[key][loc]) }
