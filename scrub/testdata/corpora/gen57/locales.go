package main

import "fmt"

// L holds the few phrases per locale the templates need.
type L struct {
	Tel, Mob, Mail string
	Ask            string // question about someone's number: %s = given name
	NewNum         string // %s name, %s number
	CallBack       string // %s name, %s number
	Mailto         string // %s name, %s email
	Meet, Att, Act string
	Thanks         string
	Sys            string // digit system used natively, if any
}

var lt = map[string]L{
	"en_US": {"Phone", "Cell", "Email", "what is %s's phone number again?", "%s has a new cell: %s", "Call %s back at %s re: renewal", "Loop in %s (%s) on the proposal", "Meeting notes", "Attendees", "Action items", "Thanks!", ""},
	"en_GB": {"Tel", "Mobile", "Email", "what's %s's mobile number again?", "%s's new mobile is %s", "Ring %s back on %s about the survey", "Copy %s in (%s) on the completion statement", "Meeting notes", "Attendees", "Actions", "Cheers", ""},
	"en_AU": {"Ph", "Mob", "Email", "what was %s's mobile again?", "%s changed numbers, new mob: %s", "Give %s a bell on %s re the fit-out", "Add %s (%s) to the thread", "Meeting notes", "Attendees", "Actions", "Cheers", ""},
	"en_IN": {"Ph", "Mobile", "Email", "what is %s's number again? need to call today", "%s's new number: %s (old one is off)", "Call %s on %s regarding the PO", "Please mark %s (%s) in cc", "MoM", "Present", "Action points", "Thanks & regards", ""},
	"de_DE": {"Tel.", "Mobil", "E-Mail", "Wie war nochmal die Handynummer von %s?", "%s ist jetzt unter %s erreichbar (neue Nummer)", "%s zurückrufen unter %s wegen Angebot", "Bitte %s (%s) in CC setzen", "Besprechungsnotiz", "Teilnehmer", "Aufgaben", "Viele Grüße", ""},
	"fr_FR": {"Tél.", "Portable", "E-mail", "c'est quoi déjà le numéro de %s ?", "%s a changé de numéro : %s", "Rappeler %s au %s pour le devis", "Mettre %s (%s) en copie", "Compte rendu", "Participants", "Actions", "Cordialement", ""},
	"es_ES": {"Tel.", "Móvil", "Correo", "¿cuál era el móvil de %s?", "%s tiene número nuevo: %s", "Llamar a %s al %s por el presupuesto", "Poner en copia a %s (%s)", "Acta de reunión", "Asistentes", "Tareas", "Un saludo", ""},
	"es_MX": {"Tel.", "Cel.", "Correo", "¿me pasas otra vez el celular de %s?", "%s cambió de número, ahora es %s", "Marcarle a %s al %s para lo de la factura", "Copiar a %s (%s) en el hilo", "Minuta", "Asistentes", "Pendientes", "Saludos", ""},
	"pt_BR": {"Tel.", "Celular", "E-mail", "qual é mesmo o celular da %s?", "%s trocou de número: %s", "Ligar para %s no %s sobre o contrato", "Copiar %s (%s) no e-mail", "Ata de reunião", "Participantes", "Próximos passos", "Abraços", ""},
	"it_IT": {"Tel.", "Cell.", "Email", "qual era il cellulare di %s?", "%s ha un numero nuovo: %s", "Richiamare %s al %s per il preventivo", "Mettere in copia %s (%s)", "Verbale riunione", "Partecipanti", "Azioni", "Cordiali saluti", ""},
	"nl_NL": {"Tel.", "Mobiel", "E-mail", "wat was het nummer van %s ook alweer?", "%s heeft een nieuw nummer: %s", "%s terugbellen op %s over de offerte", "%s (%s) in de cc zetten", "Notulen", "Aanwezig", "Actiepunten", "Groet", ""},
	"sv_SE": {"Tel", "Mobil", "E-post", "vad var %ss nummer nu igen?", "%s har nytt nummer: %s", "Ring upp %s på %s om offerten", "Lägg till %s (%s) på kopia", "Mötesanteckningar", "Närvarande", "Att göra", "Hälsningar", ""},
	"pl_PL": {"Tel.", "Kom.", "E-mail", "jaki był numer do %s?", "%s ma nowy numer: %s", "Oddzwonić do %s pod %s w sprawie oferty", "Dodać %s (%s) do DW", "Notatka ze spotkania", "Obecni", "Zadania", "Pozdrawiam", ""},
	"tr_TR": {"Tel", "Cep", "E-posta", "%s'in telefon numarası neydi?", "%s numarasını değiştirdi: %s", "%s'i %s numarasından teklif için ara", "%s (%s) bilgiye eklensin", "Toplantı notları", "Katılımcılar", "Aksiyonlar", "Saygılarımla", ""},
	"ru_RU": {"Тел.", "Моб.", "Эл. почта", "какой там был номер у %s?", "У %s новый номер: %s", "Перезвонить %s по номеру %s насчёт договора", "Поставить %s (%s) в копию", "Протокол встречи", "Участники", "Задачи", "С уважением", ""},
	"ja_JP": {"電話", "携帯", "メール", "%sさんの電話番号って何だっけ？", "%sさんの新しい携帯番号：%s", "%sさんに%sへ折り返し電話（見積の件）", "%sさん（%s）をCCに追加", "議事録", "出席者", "TODO", "よろしくお願いいたします。", "full"},
	"zh_CN": {"电话", "手机", "邮箱", "%s的手机号是多少来着？", "%s换了新号码：%s", "给%s回电话 %s，关于报价", "抄送%s（%s）", "会议纪要", "参会人", "待办事项", "谢谢", ""},
	"ko_KR": {"전화", "휴대폰", "이메일", "%s 전화번호가 뭐였지?", "%s 새 번호: %s", "%s님께 %s로 회신 전화 (견적 건)", "%s님(%s) 참조 추가", "회의록", "참석자", "할 일", "감사합니다.", ""},
	"ar_SA": {"هاتف", "جوال", "البريد الإلكتروني", "ما هو رقم جوال %s؟", "رقم %s الجديد: %s", "الاتصال بـ%s على %s بخصوص العرض", "إضافة %s (%s) في النسخة", "محضر اجتماع", "الحضور", "المهام", "مع التحية", "arab"},
	"hi_IN": {"फोन", "मोबाइल", "ईमेल", "%s का फोन नंबर क्या था?", "%s का नया नंबर: %s", "%s को %s पर कॉल करें (कोटेशन के बारे में)", "%s (%s) को CC में जोड़ें", "बैठक के नोट्स", "उपस्थित", "कार्य", "धन्यवाद", "deva"},
	"th_TH": {"โทร", "มือถือ", "อีเมล", "เบอร์ของคุณ%sคืออะไรนะ", "คุณ%sเปลี่ยนเบอร์ใหม่: %s", "โทรกลับคุณ%sที่เบอร์ %s เรื่องใบเสนอราคา", "ใส่คุณ%s (%s) ใน CC", "บันทึกการประชุม", "ผู้เข้าร่วม", "สิ่งที่ต้องทำ", "ขอบคุณค่ะ", "thai"},
	"he_IL": {"טל׳", "נייד", "דוא״ל", "מה המספר של %s?", "ל%s יש מספר חדש: %s", "לחזור ל%s במספר %s לגבי ההצעה", "להוסיף את %s (%s) להעתק", "סיכום פגישה", "משתתפים", "משימות", "תודה", ""},
	"vi_VN": {"ĐT", "Di động", "Email", "số điện thoại của %s là gì nhỉ?", "%s đổi số mới: %s", "Gọi lại cho %s theo số %s về báo giá", "CC thêm %s (%s)", "Biên bản họp", "Thành phần", "Việc cần làm", "Trân trọng", ""},
	"fa_IR": {"تلفن", "موبایل", "ایمیل", "شماره %s چی بود؟", "شماره جدید %s: %s", "با %s به شماره %s درباره پیش‌فاکتور تماس بگیر", "%s (%s) را در رونوشت بگذار", "صورت‌جلسه", "حاضرین", "اقدامات", "با احترام", "fa"},
	"el_GR": {"Τηλ.", "Κιν.", "Email", "ποιο ήταν το κινητό του %s;", "Ο %s άλλαξε αριθμό: %s", "Να πάρω τον %s στο %s για την προσφορά", "Κοινοποίηση στον %s (%s)", "Πρακτικά συνάντησης", "Συμμετέχοντες", "Ενέργειες", "Ευχαριστώ", ""},
}

// localised date for a locale
func (b *B) locDate(loc string) string {
	y, m, d := b.n(2024, 2026), b.n(1, 12), b.n(1, 28)
	switch loc {
	case "en_US":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "en_GB", "en_AU", "en_IN", "fr_FR", "es_ES", "es_MX", "pt_BR", "it_IT", "el_GR", "vi_VN", "th_TH", "he_IL", "ar_SA", "hi_IN":
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "de_DE", "pl_PL", "tr_TR", "ru_RU":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl_NL":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "ja_JP", "zh_CN":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "ko_KR":
		return fmt.Sprintf("%d. %d. %d.", y, m, d)
	default:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	}
}
