package main

type L struct {
	code, hello, hacked, recover, emailIs, newEmail, phoneIs, pass, login, sell, contact, order, thanks, charged, banned, phoneWord, emailWord, playerID, paidWith, topup string
}

var langs = []L{
	{"en", "Hi", "My account got hacked and they changed the email.", "Please help me get it back.", "My original email is", "the hacker's email is", "My phone number is", "password", "login", "Selling account", "Contact me", "Order", "Thanks", "I was charged twice on my card", "My account was banned for no reason", "phone", "email", "Player ID", "Paid with card", "Top-up"},
	{"pt", "Olá", "Minha conta foi hackeada e trocaram o e-mail.", "Por favor me ajudem a recuperar.", "Meu e-mail original é", "o e-mail do hacker é", "Meu número de celular é", "senha", "login", "Vendo conta", "Chama no zap", "Pedido", "Obrigado", "Fui cobrado duas vezes no cartão", "Minha conta foi banida sem motivo", "celular", "e-mail", "ID do jogador", "Paguei com o cartão", "Recarga"},
	{"es", "Hola", "Me hackearon la cuenta y cambiaron el correo.", "Por favor, ayúdenme a recuperarla.", "Mi correo original es", "el correo del hacker es", "Mi número de teléfono es", "contraseña", "usuario", "Vendo cuenta", "Escríbeme", "Pedido", "Gracias", "Me cobraron dos veces en la tarjeta", "Me banearon la cuenta sin motivo", "teléfono", "correo", "ID de jugador", "Pagué con la tarjeta", "Recarga"},
	{"ru", "Здравствуйте", "Мой аккаунт взломали и сменили почту.", "Помогите, пожалуйста, вернуть доступ.", "Моя исходная почта", "почта взломщика", "Мой номер телефона", "пароль", "логин", "Продаю аккаунт", "Пишите", "Заказ", "Спасибо", "С карты списали деньги дважды", "Мой аккаунт забанили без причины", "телефон", "почта", "ID игрока", "Оплатил картой", "Пополнение"},
	{"tr", "Merhaba", "Hesabım çalındı ve e-postayı değiştirdiler.", "Lütfen geri almama yardım edin.", "Asıl e-posta adresim", "hırsızın e-postası", "Telefon numaram", "şifre", "kullanıcı adı", "Hesap satılık", "Ulaşın", "Sipariş", "Teşekkürler", "Kartımdan iki kez çekim yapıldı", "Hesabım sebepsiz yere banlandı", "telefon", "e-posta", "Oyuncu ID", "Kartla ödedim", "Yükleme"},
	{"pl", "Cześć", "Ktoś włamał mi się na konto i zmienił e-mail.", "Proszę o pomoc w odzyskaniu.", "Mój pierwotny e-mail to", "e-mail włamywacza to", "Mój numer telefonu to", "hasło", "login", "Sprzedam konto", "Kontakt", "Zamówienie", "Dzięki", "Pobrano opłatę z karty dwa razy", "Moje konto zostało zbanowane bez powodu", "tel.", "e-mail", "ID gracza", "Zapłaciłem kartą", "Doładowanie"},
	{"de", "Hallo", "Mein Account wurde gehackt und die E-Mail geändert.", "Bitte helft mir, ihn zurückzubekommen.", "Meine ursprüngliche E-Mail ist", "die E-Mail des Hackers ist", "Meine Handynummer ist", "Passwort", "Benutzername", "Verkaufe Account", "Meldet euch", "Bestellung", "Danke", "Mir wurde zweimal von der Karte abgebucht", "Mein Account wurde ohne Grund gebannt", "Handy", "E-Mail", "Spieler-ID", "Bezahlt mit Karte", "Aufladung"},
	{"fr", "Bonjour", "Mon compte a été piraté et l'e-mail a été changé.", "Aidez-moi à le récupérer svp.", "Mon e-mail d'origine est", "l'e-mail du pirate est", "Mon numéro de téléphone est", "mot de passe", "identifiant", "Vends compte", "Contactez-moi", "Commande", "Merci", "J'ai été débité deux fois sur ma carte", "Mon compte a été banni sans raison", "tél", "e-mail", "ID joueur", "Payé avec la carte", "Recharge"},
	{"ko", "안녕하세요", "계정이 해킹당해서 이메일이 바뀌었어요.", "복구 좀 도와주세요.", "원래 이메일은", "해커 이메일은", "제 전화번호는", "비밀번호", "아이디", "계정 판매합니다", "연락 주세요", "주문번호", "감사합니다", "카드에서 두 번 결제됐어요", "계정이 이유 없이 정지됐어요", "연락처", "이메일", "플레이어 ID", "카드 결제", "충전"},
	{"ja", "お世話になっております", "アカウントが乗っ取られてメールアドレスを変更されました。", "復旧をお願いします。", "元のメールアドレスは", "犯人のメールアドレスは", "電話番号は", "パスワード", "ID", "アカウント売ります", "連絡ください", "注文番号", "よろしくお願いします", "カードに二重請求されました", "理由もなくアカウントがBANされました", "電話", "メール", "プレイヤーID", "カード払い", "チャージ"},
	{"zh", "你好", "我的账号被盗了，邮箱也被改了。", "请帮我找回。", "原来的邮箱是", "盗号者的邮箱是", "我的手机号是", "密码", "账号", "出售账号", "联系", "订单号", "谢谢", "我的卡被扣了两次款", "我的账号被无故封禁", "手机", "邮箱", "玩家ID", "刷卡支付", "充值"},
	{"vi", "Chào shop", "Tài khoản của mình bị hack và bị đổi email.", "Nhờ hỗ trợ lấy lại giúp.", "Email gốc của mình là", "email của hacker là", "Số điện thoại của mình là", "mật khẩu", "tài khoản", "Bán acc", "Liên hệ", "Đơn hàng", "Cảm ơn", "Thẻ của mình bị trừ tiền hai lần", "Tài khoản bị khóa vô lý", "SĐT", "email", "ID người chơi", "Thanh toán bằng thẻ", "Nạp game"},
	{"th", "สวัสดีครับ", "บัญชีของผมโดนแฮกและถูกเปลี่ยนอีเมล", "ช่วยกู้คืนให้หน่อยครับ", "อีเมลเดิมคือ", "อีเมลของแฮกเกอร์คือ", "เบอร์โทรของผมคือ", "รหัสผ่าน", "ไอดี", "ขายไอดี", "ติดต่อ", "คำสั่งซื้อ", "ขอบคุณครับ", "บัตรของผมถูกตัดเงินสองครั้ง", "บัญชีโดนแบนโดยไม่มีเหตุผล", "โทร", "อีเมล", "ไอดีผู้เล่น", "จ่ายด้วยบัตร", "เติมเกม"},
	{"id", "Halo min", "Akun saya kena hack dan emailnya diganti.", "Tolong bantu pulihkan.", "Email asli saya", "email hackernya", "Nomor HP saya", "password", "akun", "Jual akun", "Hubungi", "Pesanan", "Terima kasih", "Kartu saya terpotong dua kali", "Akun saya dibanned tanpa alasan", "WA", "email", "ID pemain", "Bayar pakai kartu", "Top up"},
	{"ar", "مرحباً", "تم اختراق حسابي وتغيير البريد الإلكتروني.", "أرجو مساعدتي في استعادته.", "بريدي الأصلي هو", "بريد المخترق هو", "رقم هاتفي هو", "كلمة المرور", "اسم المستخدم", "حساب للبيع", "تواصل معي", "رقم الطلب", "شكراً", "تم خصم المبلغ من بطاقتي مرتين", "تم حظر حسابي بدون سبب", "جوال", "البريد", "معرّف اللاعب", "دفعت بالبطاقة", "شحن"},
}

func lang(code string) L {
	for _, l := range langs {
		if l.code == code {
			return l
		}
	}
	panic(code)
}

func anyLang() L { return pick(langs) }

var games = []string{"Valorant", "CS2", "Genshin Impact", "Free Fire", "PUBG Mobile", "Mobile Legends", "Roblox", "Minecraft", "Fortnite", "League of Legends", "Dota 2", "Rust", "GTA V", "Lost Ark", "Apex Legends", "Clash of Clans", "Brawl Stars", "Honkai: Star Rail", "Lineage W", "MapleStory", "Escape from Tarkov", "Standoff 2"}

var teamNames = []string{"Nightfall Esports", "Team Kraken", "Vortex Gaming", "Red Fox GG", "Sakura Five", "Istanbul Wolves", "Polar Bears PL", "Los Halcones", "Dragon Gate", "Saigon Phantoms", "Bangkok Tigers", "Jakarta Rex", "Desert Eagles KSA", "Les Corbeaux", "Berlin Hydra", "Moscow Bears", "Seoul Storm", "Tokyo Ronin", "Shanghai Lotus", "São Paulo Cobras"}

var sponsorOrgs = []string{"hyperx-partners.com", "secretlab.co", "razerzone.com", "redbull-gaming.com", "monsterenergy-esports.com", "logitechg-partners.com", "nordvpn-partners.com", "corsair-esports.com", "gfuel-partners.com", "steelseries-teams.com"}
