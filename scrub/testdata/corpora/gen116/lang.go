package main

import "strings"

// fmtP splits f on %s and puts the parts in between: %s takes the next part.
func fmtP(f string, parts ...any) []any {
	segs := strings.Split(f, "%s")
	if len(segs) != len(parts)+1 {
		panic("fmtP: " + f)
	}
	var out []any
	for i, s := range segs {
		if s != "" {
			out = append(out, s)
		}
		if i < len(parts) {
			out = append(out, parts[i])
		}
	}
	return out
}

type langT struct {
	lang string
	fs   []string
}

// %s order for each table is given in its comment.

// wifi: %s = SSID (plain), %s = password
var wifiL = []langT{
	{"en", []string{"the wifi is %s and the pw is %s", "Guest WiFi — network: %s / password: %s (please don't post it on the board)", "hey, for the offsite: wifi %s, pass %s"}},
	{"de", []string{"Das WLAN heißt %s, Passwort: %s", "WLAN für Gäste: %s – WLAN-Passwort %s", "Kurze Info: Netz %s, Kennwort %s. Gilt bis Freitag."}},
	{"fr", []string{"le wifi c'est %s et le mot de passe %s", "Wi-Fi invités : %s — clé Wi-Fi : %s", "Réseau %s, mot de passe : %s (à ne pas diffuser)"}},
	{"es", []string{"la red es %s y la contraseña del wifi es %s", "WiFi: %s / clave: %s", "Red para invitados %s, contraseña %s"}},
	{"pt", []string{"a rede é %s e a senha do wifi é %s", "Wi-Fi visitantes: %s — senha: %s", "rede %s senha %s"}},
	{"it", []string{"la rete è %s, la password del wifi è %s", "Wi-Fi ospiti: %s — password: %s", "rete %s, chiave %s"}},
	{"nl", []string{"het netwerk is %s en het wachtwoord is %s", "Gasten-wifi: %s, wachtwoord: %s", "wifi %s / ww %s"}},
	{"pl", []string{"sieć %s, hasło do wifi to %s", "Wi-Fi dla gości: %s, hasło: %s", "wifi: %s hasło %s"}},
	{"ru", []string{"сеть %s, пароль от вайфая: %s", "Гостевой Wi-Fi: %s, пароль: %s", "вайфай %s пароль %s"}},
	{"tr", []string{"ağ adı %s, wifi şifresi: %s", "Misafir Wi-Fi: %s — şifre: %s", "wifi %s şifre %s"}},
	{"ja", []string{"Wi-Fiは %s、パスワードは %s です", "来客用Wi-Fi：%s / 暗号化キー：%s", "SSID %s パスワード %s"}},
	{"zh", []string{"WiFi名称 %s，密码：%s", "访客网络：%s 密码 %s", "wifi是 %s 密码是 %s"}},
	{"ko", []string{"와이파이 %s 비번은 %s 이에요", "게스트 와이파이: %s / 비밀번호: %s", "와이파이 이름 %s 비밀번호 %s"}},
	{"sv", []string{"nätverket heter %s och wifi-lösenordet är %s", "Gäst-wifi: %s, lösenord: %s", "wifi %s lösen %s"}},
}

// otp handed over: %s = code
var otpL = []langT{
	{"en", []string{"ok it just texted me, the code is %s", "Login code for the shared Netflix: %s — quick, it expires in 10 min", "can you type it in? 2FA code %s"}},
	{"de", []string{"Der Code ist %s, gib ihn schnell ein", "Bestätigungscode für das Firmenkonto: %s", "hab die SMS: %s"}},
	{"fr", []string{"le code c'est %s, dépêche-toi", "Code de vérification pour le compte partagé : %s", "j'ai reçu le code %s"}},
	{"es", []string{"el código es %s, ponlo rápido", "Código de verificación de la cuenta de la oficina: %s", "me llegó el código %s"}},
	{"pt", []string{"o código é %s, digita aí", "Código de verificação da conta da loja: %s", "chegou o código %s"}},
	{"it", []string{"il codice è %s, inseriscilo tu", "Codice di verifica per l'account condiviso: %s", "mi è arrivato il codice %s"}},
	{"nl", []string{"de code is %s, vul maar in", "Verificatiecode voor het gedeelde account: %s", "code binnen: %s"}},
	{"pl", []string{"kod to %s, wpisz szybko", "Kod weryfikacyjny do konta firmowego: %s", "przyszedł kod %s"}},
	{"ru", []string{"код %s, вводи быстрее", "Код подтверждения для общего аккаунта: %s", "пришёл код: %s"}},
	{"tr", []string{"kod %s, hemen gir", "Ortak hesabın doğrulama kodu: %s", "kod geldi: %s"}},
	{"ja", []string{"認証コードは %s です、すぐ入れて", "共有アカウントの確認コード：%s", "コード来た %s"}},
	{"zh", []string{"验证码是 %s，快输入", "公司账号的验证码：%s", "收到验证码了 %s"}},
	{"ko", []string{"인증번호 %s 입니다 빨리 입력해 주세요", "공용 계정 인증 코드: %s", "인증번호 왔어 %s"}},
	{"sv", []string{"koden är %s, skriv in den snabbt", "Verifieringskod för det delade kontot: %s", "fick koden %s"}},
}

// api key handed over: %s = key
var keyL = []langT{
	{"en", []string{"use this key: %s", "here's the prod API key, rotate it after the demo: %s", "try with my key %s and tell me if you still get 401"}},
	{"de", []string{"nimm diesen API-Key: %s", "Hier der API-Schlüssel für Prod: %s – bitte nach dem Test rotieren", "probier's mit meinem Token %s"}},
	{"fr", []string{"utilise cette clé API : %s", "Voici la clé d'API de prod : %s", "essaie avec mon jeton %s"}},
	{"es", []string{"usa esta clave de API: %s", "Te paso la API key de producción: %s", "prueba con mi token %s"}},
	{"pt", []string{"usa essa chave da API: %s", "Segue a chave de API de produção: %s", "testa com meu token %s"}},
	{"it", []string{"usa questa chiave API: %s", "Ecco la API key di produzione: %s", "prova con il mio token %s"}},
	{"nl", []string{"gebruik deze API-sleutel: %s", "Hier is de productie API key: %s", "probeer het met mijn token %s"}},
	{"pl", []string{"użyj tego klucza API: %s", "Klucz API do produkcji: %s", "spróbuj z moim tokenem %s"}},
	{"ru", []string{"вот ключ API: %s", "Держи API-ключ от прода: %s", "попробуй с моим токеном %s"}},
	{"tr", []string{"şu API anahtarını kullan: %s", "Prod API anahtarı: %s", "benim token ile dene: %s"}},
	{"ja", []string{"このAPIキーを使って: %s", "本番のAPIキーです：%s", "私のトークンで試して %s"}},
	{"zh", []string{"用这个API密钥：%s", "生产环境的API Key：%s", "用我的令牌试试 %s"}},
	{"ko", []string{"이 API 키 써: %s", "운영 API 키입니다: %s", "내 토큰으로 해봐 %s"}},
	{"sv", []string{"använd den här API-nyckeln: %s", "Här är API-nyckeln för prod: %s", "testa med min token %s"}},
}

// login handed over: %s = user name (plain), %s = password
var loginL = []langT{
	{"en", []string{"staging admin login is %s / %s", "username: %s, password: %s — change it on first login", "log in as %s with pw %s"}},
	{"de", []string{"Zugang fürs Backend: Benutzer %s, Passwort %s", "Login: %s / Kennwort: %s", "Benutzername %s, Initialpasswort: %s"}},
	{"fr", []string{"identifiant : %s, mot de passe : %s", "Accès back-office : %s / %s", "connecte-toi avec %s, mot de passe %s"}},
	{"es", []string{"usuario: %s, contraseña: %s", "Acceso al panel: %s / %s", "entra con %s y la contraseña %s"}},
	{"pt", []string{"usuário: %s / senha: %s", "Acesso ao painel: %s, senha %s", "loga com %s e a senha %s"}},
	{"it", []string{"utente %s, password %s", "Accesso al gestionale: %s / %s", "entra come %s con password %s"}},
	{"nl", []string{"gebruikersnaam %s, wachtwoord %s", "Inlog backoffice: %s / %s", "log in als %s met wachtwoord %s"}},
	{"pl", []string{"login: %s, hasło: %s", "Dostęp do panelu: %s / %s", "zaloguj się jako %s, hasło %s"}},
	{"ru", []string{"логин %s, пароль %s", "Доступ в админку: %s / %s", "заходи под %s, пароль: %s"}},
	{"tr", []string{"kullanıcı adı %s, şifre %s", "Panel girişi: %s / %s", "%s ile gir, şifre: %s"}},
	{"ja", []string{"ユーザー名 %s / パスワード %s", "管理画面のログイン：%s　パスワード：%s", "ID は %s、パスワードは %s です"}},
	{"zh", []string{"账号 %s 密码 %s", "后台登录：%s / 密码：%s", "用户名：%s，密码：%s"}},
	{"ko", []string{"아이디 %s 비밀번호 %s", "관리자 로그인: %s / 비밀번호: %s", "아이디는 %s, 비번은 %s 입니다"}},
	{"sv", []string{"användarnamn %s, lösenord %s", "Inloggning admin: %s / %s", "logga in som %s med lösenordet %s"}},
}

// temp password mail: %s = name (plain), %s = login e-mail, %s = password, %s = date keep
var tempMailL = []langT{
	{"en", []string{"Subject: Your new account\n\nHi %s,\nyour account %s has been created. Temporary password: %s\nIt expires on %s. You will be asked to change it at first sign-in."}},
	{"de", []string{"Betreff: Ihr Zugang\n\nHallo %s,\nIhr Konto %s wurde angelegt. Ihr vorläufiges Passwort lautet %s\nEs ist gültig bis %s."}},
	{"fr", []string{"Objet : Votre compte\n\nBonjour %s,\nvotre compte %s a été créé. Mot de passe provisoire : %s\nValable jusqu'au %s."}},
	{"es", []string{"Asunto: Tu cuenta\n\nHola %s:\ntu cuenta %s ya está activa. Contraseña temporal: %s\nCaduca el %s."}},
	{"it", []string{"Oggetto: Il tuo account\n\nCiao %s,\nil tuo account %s è stato creato. Password temporanea: %s\nScade il %s."}},
	{"pt", []string{"Assunto: Sua conta\n\nOlá %s,\nsua conta %s foi criada. Senha provisória: %s\nVálida até %s."}},
	{"nl", []string{"Onderwerp: Je account\n\nHoi %s,\nje account %s is aangemaakt. Tijdelijk wachtwoord: %s\nGeldig tot %s."}},
	{"ja", []string{"件名：アカウント発行のお知らせ\n\n%s 様\nアカウント %s を発行しました。仮パスワード：%s\n有効期限：%s"}},
}

// clean chat about secrets without any: %s = ticket (keep), %s = date or version (keep)
var cleanChatL = []langT{
	{"en", []string{"I reset your password, check your inbox for the link (ticket %s). The API key is in 1Password since %s.", "don't paste tokens in Slack pls — put it in Vault and link the path. ref %s, rotated %s"}},
	{"de", []string{"Ich habe dein Passwort zurückgesetzt, der Link kommt per Mail (Ticket %s). Der API-Schlüssel liegt seit %s im Tresor.", "Bitte keine Tokens in den Chat posten, sondern in Vault ablegen. Ref %s, rotiert am %s"}},
	{"fr", []string{"J'ai réinitialisé ton mot de passe, le lien arrive par mail (ticket %s). La clé API est dans Bitwarden depuis le %s.", "Ne colle pas de jetons ici, mets-les dans Vault. Réf. %s, rotation le %s"}},
	{"es", []string{"Te restablecí la contraseña, te llega el enlace por correo (ticket %s). La clave de API está en el gestor desde el %s.", "no pegues tokens en el chat, súbelos a Vault. Ref %s, rotado el %s"}},
	{"pt", []string{"Resetei sua senha, o link chega por e-mail (chamado %s). A chave da API está no cofre desde %s.", "não cola token no chat, coloca no Vault. Ref %s, rotacionado em %s"}},
	{"it", []string{"Ti ho resettato la password, il link arriva via mail (ticket %s). La chiave API è nel vault dal %s.", "non incollate token in chat, metteteli in Vault. Rif. %s, ruotata il %s"}},
	{"nl", []string{"Ik heb je wachtwoord gereset, de link komt per mail (ticket %s). De API-sleutel staat sinds %s in de kluis.", "plak geen tokens in de chat, zet ze in Vault. Ref %s, geroteerd op %s"}},
	{"pl", []string{"Zresetowałem ci hasło, link przyjdzie mailem (zgłoszenie %s). Klucz API jest w sejfie od %s.", "nie wklejajcie tokenów na czacie, wrzućcie do Vaulta. Ref %s, zmieniony %s"}},
	{"ru", []string{"Я сбросил тебе пароль, ссылка придёт на почту (тикет %s). Ключ API лежит в хранилище с %s.", "не кидайте токены в чат, кладите в Vault. Реф %s, ротация %s"}},
	{"tr", []string{"Şifreni sıfırladım, bağlantı e-postayla gelecek (talep %s). API anahtarı %s tarihinden beri kasada.", "token'ları sohbete yapıştırmayın, Vault'a koyun. Ref %s, yenilendi %s"}},
	{"ja", []string{"パスワードをリセットしました。リンクはメールで届きます（チケット %s）。APIキーは %s から金庫に保管しています。", "トークンをチャットに貼らないでください。Vaultに入れてください。参照 %s、更新日 %s"}},
	{"zh", []string{"已重置你的密码，链接会发到邮箱（工单 %s）。API密钥从 %s 起存放在保险库里。", "不要把令牌贴到群里，放到 Vault。参考 %s，轮换于 %s"}},
	{"ko", []string{"비밀번호 초기화했어요, 링크는 메일로 갑니다 (티켓 %s). API 키는 %s 부터 볼트에 있어요.", "채팅에 토큰 붙이지 마세요, Vault에 넣어주세요. 참조 %s, 교체일 %s"}},
	{"sv", []string{"Jag har återställt ditt lösenord, länken kommer via mejl (ärende %s). API-nyckeln ligger i valvet sedan %s.", "klistra inte in tokens i chatten, lägg dem i Vault. Ref %s, roterad %s"}},
}
