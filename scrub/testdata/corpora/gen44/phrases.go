package main

type phr struct {
	askPhone, askEmail, findMention, newNumber, saveContact []string
}

var phrases = map[string]phr{
	"en": {
		askPhone:    []string{"what's {N}'s phone number? I think it was {P}", "phone number for {N}", "did I save {N}'s mobile? {P} or something like that", "who is {P}? missed call on {D}", "find the note where I wrote down {N}'s cell ({P})", "is {P} still {N}'s number or did she change it after {D}?"},
		askEmail:    []string{"what's {N}'s email — {E}?", "find emails from {E} about the lease", "notes that mention {E} since {D}", "which project notes cc {E}?"},
		findMention: []string{"find notes mentioning {E} or {P}", "search notes for {P}", "which meeting notes list {E}?", "anything in my vault with {P} in it"},
		newNumber:   []string{"{N} has a new number: {P} — update the contact note", "update {N}: phone {P}, email {E}", "my new number is {P}, can you replace the old one everywhere"},
		saveContact: []string{"save contact: {N}, {P}, {E}", "add {N} ({E}, {P}) to [[People]]", "new person note: {N} / {E} / cell {P} / met {D}"},
	},
	"gb": {
		askPhone:    []string{"what's {N}'s mobile? {P}?", "number for {N} the electrician", "who rang from {P} on {D}?"},
		askEmail:    []string{"{N}'s email address — was it {E}?", "find the thread with {E} about the deposit"},
		findMention: []string{"find notes mentioning {E} or {P}", "search: {P}"},
		newNumber:   []string{"{N} has a new mobile: {P}", "update {N}'s details — mob {P}, email {E}"},
		saveContact: []string{"add contact {N}, {P}, {E}", "save {N} — {E} — {P}"},
	},
	"de": {
		askPhone:    []string{"Wie ist die Handynummer von {N}? War das {P}?", "Telefonnummer {N}", "wer hat die Nummer {P}? verpasster Anruf am {D}", "Notiz mit der Nummer von {N} finden ({P})"},
		askEmail:    []string{"Mailadresse von {N} – {E}?", "alle Notizen mit {E} seit {D}", "Wo steht {E} drin?"},
		findMention: []string{"finde Notizen, in denen {E} oder {P} vorkommt", "Suche: Rechnung Handwerker {P}", "Notizen mit {E}"},
		newNumber:   []string{"{N} hat eine neue Nummer: {P}, bitte Kontakt aktualisieren", "neue Nummer von {N} ist {P} (alte gilt bis {D})"},
		saveContact: []string{"Kontakt speichern: {N}, Tel. {P}, {E}", "neue Personennotiz {N} – {E} – Mobil {P}"},
	},
	"fr": {
		askPhone:    []string{"c'est quoi le numéro de {N} ? {P} je crois", "numéro de portable de {N}", "qui m'a appelé du {P} le {D} ?"},
		askEmail:    []string{"adresse mail de {N} : {E} ?", "notes qui mentionnent {E}"},
		findMention: []string{"trouve les notes qui mentionnent {E} ou {P}", "recherche : {P}"},
		newNumber:   []string{"{N} a changé de numéro : {P}", "mon nouveau numéro est le {P}, tu peux mettre à jour la fiche ?"},
		saveContact: []string{"ajoute {N} aux contacts : {P}, {E}", "fiche contact {N} – tél {P} – {E}"},
	},
	"es": {
		askPhone:    []string{"¿cuál es el teléfono de {N}? creo que era {P}", "móvil de {N}", "¿de quién es el {P}? me llamaron el {D}"},
		askEmail:    []string{"¿correo de {N}? {E}", "notas donde aparece {E}"},
		findMention: []string{"busca notas que mencionen {E} o {P}", "buscar: {P}"},
		newNumber:   []string{"{N} tiene número nuevo: {P}", "mi número es {P}, actualiza la ficha"},
		saveContact: []string{"guardar contacto: {N}, tel. {P}, {E}", "añade a {N} ({E}) con el móvil {P}"},
	},
	"pt": {
		askPhone:    []string{"qual o celular da {N}? acho que é {P}", "telefone do {N}", "quem me ligou do {P} no dia {D}?"},
		askEmail:    []string{"e-mail da {N}: {E}?", "notas que citam {E}"},
		findMention: []string{"procure notas que mencionam {E} ou {P}", "buscar {P}"},
		newNumber:   []string{"{N} trocou de número: {P}", "meu número novo é {P}"},
		saveContact: []string{"salvar contato: {N}, {P}, {E}", "novo contato {N} — whats {P} — {E}"},
	},
	"it": {
		askPhone:    []string{"qual è il numero di {N}? forse {P}", "cellulare di {N}", "chi mi ha chiamato dal {P} il {D}?"},
		askEmail:    []string{"email di {N}: {E}?", "note che citano {E}"},
		findMention: []string{"cerca note che menzionano {E} o {P}", "cerca: {P}"},
		newNumber:   []string{"{N} ha un nuovo numero: {P}"},
		saveContact: []string{"salva contatto: {N}, tel. {P}, {E}"},
	},
	"nl": {
		askPhone:    []string{"wat is het nummer van {N}? was het {P}?", "telefoonnummer {N}", "wie belde mij vanaf {P} op {D}?"},
		askEmail:    []string{"e-mailadres van {N}: {E}?", "notities waarin {E} staat"},
		findMention: []string{"zoek notities met {E} of {P}"},
		newNumber:   []string{"{N} heeft een nieuw nummer: {P}"},
		saveContact: []string{"contact opslaan: {N}, tel. {P}, {E}"},
	},
	"ja": {
		askPhone:    []string{"{N}さんの電話番号って{P}で合ってる？", "{N}さんの携帯番号を探して", "{D}に{P}から着信があったけど誰？"},
		askEmail:    []string{"{N}さんのメールアドレス {E} を含むメモ", "{E} が出てくるノートを検索"},
		findMention: []string{"{E} または {P} を含むノートを探して"},
		newNumber:   []string{"{N}さんの新しい番号は{P}です。連絡先を更新して"},
		saveContact: []string{"連絡先に追加：{N}、{P}、{E}"},
	},
	"zh": {
		askPhone:    []string{"{N}的手机号是不是{P}？", "查一下{N}的电话", "{D}有个{P}打来的未接电话，是谁？"},
		askEmail:    []string{"{N}的邮箱{E}在哪条笔记里", "搜索包含{E}的笔记"},
		findMention: []string{"查找提到{E}或{P}的笔记"},
		newNumber:   []string{"{N}换号了，新号码：{P}"},
		saveContact: []string{"添加联系人：{N}，电话{P}，邮箱{E}"},
	},
	"ko": {
		askPhone:    []string{"{N} 전화번호 {P} 맞아?", "{N} 휴대폰 번호 찾아줘", "{D}에 {P}에서 부재중 전화 왔는데 누구야?"},
		askEmail:    []string{"{N} 이메일 {E} 들어간 메모", "{E} 언급된 노트 검색"},
		findMention: []string{"{E} 또는 {P} 가 나오는 노트 찾아줘"},
		newNumber:   []string{"{N} 번호 바뀜: {P}"},
		saveContact: []string{"연락처 저장: {N}, {P}, {E}"},
	},
	"ru": {
		askPhone:    []string{"какой номер у {N}? кажется {P}", "телефон: {N}", "кто звонил с {P} {D}?"},
		askEmail:    []string{"почта {N}: {E}?", "заметки, где упоминается {E}"},
		findMention: []string{"найди заметки с {E} или {P}"},
		newNumber:   []string{"у {N} новый номер: {P}"},
		saveContact: []string{"сохрани контакт: {N}, тел. {P}, {E}"},
	},
	"hi": {
		askPhone:    []string{"{N} का फोन नंबर क्या है? शायद {P}", "{N} का मोबाइल नंबर ढूंढो", "{D} को {P} से मिस्ड कॉल आई थी, किसका नंबर है?"},
		askEmail:    []string{"{N} का ईमेल {E} वाला नोट", "{E} वाले नोट्स खोजो"},
		findMention: []string{"{E} या {P} वाले नोट्स दिखाओ"},
		newNumber:   []string{"{N} का नया नंबर: {P}"},
		saveContact: []string{"संपर्क सेव करो: {N}, फोन {P}, ईमेल {E}"},
	},
	"ar": {
		askPhone:    []string{"ما هو رقم هاتف {N}؟ أظنه {P}", "رقم جوال {N}", "من اتصل بي من {P} يوم {D}؟"},
		askEmail:    []string{"بريد {N} الإلكتروني {E}؟", "ابحث عن الملاحظات التي تذكر {E}"},
		findMention: []string{"ابحث عن ملاحظات فيها {E} أو {P}"},
		newNumber:   []string{"رقم {N} الجديد: {P}"},
		saveContact: []string{"احفظ جهة الاتصال: {N}، هاتف {P}، {E}"},
	},
	"tr": {
		askPhone:    []string{"{N} telefon numarası neydi? {P} miydi?", "{N} cep numarası", "{D} tarihinde {P} numarasından cevapsız arama, kim?"},
		askEmail:    []string{"{N} e-posta adresi {E} mi?", "{E} geçen notları bul"},
		findMention: []string{"{E} veya {P} geçen notları ara"},
		newNumber:   []string{"{N} yeni numarası: {P}"},
		saveContact: []string{"kişi kaydet: {N}, tel {P}, {E}"},
	},
	"id": {
		askPhone:    []string{"nomor HP {N} berapa ya? {P} bukan?", "nomor telepon {N}", "siapa yang nelpon dari {P} tanggal {D}?"},
		askEmail:    []string{"email {N}: {E}?", "cari catatan yang menyebut {E}"},
		findMention: []string{"cari catatan dengan {E} atau {P}"},
		newNumber:   []string{"{N} ganti nomor: {P}"},
		saveContact: []string{"simpan kontak: {N}, telp {P}, {E}"},
	},
	"vi": {
		askPhone:    []string{"số điện thoại của {N} là {P} đúng không?", "tìm số của {N}", "ai gọi cho tôi từ số {P} ngày {D}?"},
		askEmail:    []string{"email của {N}: {E}?", "tìm ghi chú có {E}"},
		findMention: []string{"tìm ghi chú nhắc đến {E} hoặc {P}"},
		newNumber:   []string{"{N} đổi số mới: {P}"},
		saveContact: []string{"lưu liên hệ: {N}, ĐT {P}, {E}"},
	},
}
