package main

import (
	"fmt"
	"strings"
)

type Lang struct {
	c        string
	help     []string // opening of a question
	err      []string // "it fails with:"
	cfg      []string // "my config:"
	ask      []string // closing question
	thanks   []string
	pwW      string   // password word
	keyW     string   // key word
	tokW     string   // token word
	ph       []string // placeholders written the local way
	locals   []string // romanised name parts for e-mail local parts
	domains  []string
	names    []string // display names for signatures
	phoneW   []string // phone labels
	mailW    []string // e-mail labels
	phone    func() string
	redacted string // how the language says "I hid it"
}

func (l *Lang) email() string {
	return u(func() string {
		a, b := pk(l.locals), pk(l.locals)
		var loc string
		switch r.Intn(6) {
		case 0:
			loc = a + "." + b
		case 1:
			loc = a + "_" + b + fmt.Sprint(rn(1, 99))
		case 2:
			loc = a + b + fmt.Sprint(rn(1975, 2005))
		case 3:
			loc = a[:1] + "." + b
		case 4:
			loc = a + fmt.Sprint(rn(100, 9999))
		default:
			loc = b + "." + a + pick("", ".dev", "-it", "_work")
		}
		if l.c == "zh" && r.Intn(3) == 0 {
			return fmt.Sprint(rn(10000000, 3999999999)) + "@qq.com"
		}
		return loc + "@" + pk(l.domains)
	})
}

func grp(s string, sizes ...int) []string {
	var out []string
	for _, n := range sizes {
		out = append(out, s[:n])
		s = s[n:]
	}
	return out
}

var langs = []*Lang{
	{c: "zh",
		help:   []string{"求助：", "各位大佬好，", "新手求问，", "请教一下，", "问一个问题，"},
		err:    []string{"运行的时候报错：", "一直报这个错：", "日志里是这样的：", "控制台输出如下："},
		cfg:    []string{"我的配置如下：", "配置文件是这样写的：", "相关代码：", "下面是我的代码："},
		ask:    []string{"有人遇到过吗？", "这是哪里配置错了？", "求大佬指点，谢谢！", "折腾了一下午了，求解。", "是不是版本的问题？"},
		thanks: []string{"谢谢！", "先谢过了。", "感谢各位！"},
		pwW:    "密码", keyW: "密钥", tokW: "令牌",
		ph:      []string{"你的密钥", "<你的AccessKey>", "你的token", "<您的密码>", "在这里填写你的API_KEY", "your-secret-key"},
		locals:  []string{"zhangwei", "liuyang", "wangfang", "chenjie", "lina", "huangtao", "zhaolei", "sunhao", "zhoujing", "xuming", "gaoyan", "linfeng"},
		domains: []string{"qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com", "outlook.com", "gmail.com", "139.com"},
		names:   []string{"小张", "王工", "李明", "陈同学", "刘洋", "老赵"},
		phoneW:  []string{"电话", "手机", "微信同号", "联系电话", "手机号"},
		mailW:   []string{"邮箱", "邮件", "E-mail"},
		phone: func() string {
			n := pick("138", "139", "137", "136", "135", "150", "151", "152", "157", "158", "159", "182", "183", "187", "188", "130", "131", "132", "155", "156", "185", "186", "133", "153", "180", "181", "189", "177", "199", "166", "173", "176", "191") + digits(8)
			switch r.Intn(4) {
			case 0:
				return n
			case 1:
				return n[:3] + " " + n[3:7] + " " + n[7:]
			case 2:
				return "+86 " + n[:3] + " " + n[3:7] + " " + n[7:]
			}
			return "+86-" + n
		},
		redacted: "（已打码）"},
	{c: "ja",
		help:   []string{"質問です。", "お世話になっております。", "初心者です。", "どなたか教えてください。", "困っています。"},
		err:    []string{"実行すると以下のエラーが出ます：", "ログは次の通りです：", "エラーメッセージ：", "こんなエラーが出ました。"},
		cfg:    []string{"設定は以下の通りです：", "コードはこちら：", "設定ファイル：", "該当箇所のコード："},
		ask:    []string{"原因がわかる方いませんか？", "何が間違っているのでしょうか。", "よろしくお願いします。", "解決方法をご存知の方、ご教示ください。"},
		thanks: []string{"よろしくお願いいたします。", "ありがとうございます。", "助かります。"},
		pwW:    "パスワード", keyW: "APIキー", tokW: "トークン",
		ph:      []string{"あなたのAPIキー", "<パスワード>", "ここにトークン", "YOUR_CHANNEL_SECRET", "＜アクセストークン＞"},
		locals:  []string{"tanaka", "sato", "suzuki", "takahashi", "yuki", "kenji", "haruka", "watanabe", "ito", "nakamura", "sho", "aoi"},
		domains: []string{"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "outlook.jp", "softbank.ne.jp", "nifty.com"},
		names:   []string{"田中", "佐藤", "鈴木健", "高橋", "山本", "渡辺"},
		phoneW:  []string{"電話", "携帯", "TEL", "連絡先"},
		mailW:   []string{"メール", "E-mail", "連絡先メール"},
		phone: func() string {
			p := pick("090", "080", "070")
			a, b := digits(4), digits(4)
			switch r.Intn(3) {
			case 0:
				return p + "-" + a + "-" + b
			case 1:
				return "+81 " + p[1:] + "-" + a + "-" + b
			}
			return p + a + b
		},
		redacted: "（伏せ字にしています）"},
	{c: "ko",
		help:   []string{"질문 있습니다.", "안녕하세요, 개발 초보입니다.", "도와주세요.", "급하게 여쭤봅니다."},
		err:    []string{"실행하면 이런 에러가 납니다:", "로그는 다음과 같습니다:", "에러 메시지:", "콘솔에 이렇게 찍혀요:"},
		cfg:    []string{"설정은 아래와 같습니다:", "코드 첨부합니다:", "설정 파일:", "관련 코드:"},
		ask:    []string{"어디가 잘못된 걸까요?", "해결 방법 아시는 분 계신가요?", "답변 부탁드립니다.", "며칠째 막혀 있습니다 ㅠㅠ"},
		thanks: []string{"감사합니다!", "미리 감사드립니다.", "감사합니다 ㅎㅎ"},
		pwW:    "비밀번호", keyW: "API 키", tokW: "토큰",
		ph:      []string{"당신의_API_키", "<비밀번호>", "여기에_토큰_입력", "YOUR_REST_API_KEY", "발급받은키"},
		locals:  []string{"minjun", "jiwoo", "seoyeon", "kim", "park", "lee", "choi", "jihoon", "hyunwoo", "soyeon", "dev", "yuna"},
		domains: []string{"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com"},
		names:   []string{"김민준", "박지우", "이서연", "최현우", "정하늘"},
		phoneW:  []string{"연락처", "전화", "휴대폰", "핸드폰"},
		mailW:   []string{"이메일", "메일"},
		phone: func() string {
			a, b := digits(4), digits(4)
			switch r.Intn(3) {
			case 0:
				return "010-" + a + "-" + b
			case 1:
				return "+82 10-" + a + "-" + b
			}
			return "010" + a + b
		},
		redacted: "(가렸습니다)"},
	{c: "ru",
		help:   []string{"Всем привет!", "Добрый день.", "Помогите, пожалуйста.", "Вопрос новичка.", "Коллеги, нужна помощь."},
		err:    []string{"При запуске падает с ошибкой:", "В логах вот что:", "Получаю ошибку:", "Вывод консоли:"},
		cfg:    []string{"Конфиг такой:", "Вот мой код:", "Настройки:", "Кусок конфига:"},
		ask:    []string{"Что я делаю не так?", "Куда копать?", "Кто сталкивался?", "Заранее спасибо за помощь."},
		thanks: []string{"Спасибо!", "Заранее спасибо.", "Буду благодарен."},
		pwW:    "пароль", keyW: "ключ", tokW: "токен",
		ph:      []string{"ваш_токен", "<ваш_пароль>", "ВАШ_API_КЛЮЧ", "сюда_токен", "<OAuth-токен>"},
		locals:  []string{"ivan", "petrov", "smirnova", "dmitry", "alexey", "kuznetsov", "olga", "sergey", "volkov", "nikita", "anna", "egor"},
		domains: []string{"yandex.ru", "mail.ru", "ya.ru", "rambler.ru", "bk.ru", "inbox.ru", "gmail.com", "list.ru"},
		names:   []string{"Иван", "Дмитрий П.", "Алексей", "Ольга", "Сергей Волков"},
		phoneW:  []string{"тел.", "телефон", "моб.", "Телеграм/тел"},
		mailW:   []string{"почта", "e-mail", "email"},
		phone: func() string {
			op := pick("903", "905", "909", "915", "916", "925", "926", "977", "985", "999", "921", "911", "952")
			a, b, c := digits(3), digits(2), digits(2)
			switch r.Intn(3) {
			case 0:
				return "+7 (" + op + ") " + a + "-" + b + "-" + c
			case 1:
				return "8 (" + op + ") " + a + "-" + b + "-" + c
			}
			return "+7 " + op + " " + a + " " + b + " " + c
		},
		redacted: "(скрыл)"},
	{c: "pt",
		help:   []string{"Olá pessoal,", "Boa tarde, galera!", "Preciso de ajuda:", "Dúvida de iniciante:", "E aí, pessoal,"},
		err:    []string{"Ao rodar, dá esse erro:", "O log mostra isso:", "Está retornando o seguinte erro:", "Saída do console:"},
		cfg:    []string{"Minha configuração:", "Segue o código:", "Meu arquivo de config:", "O trecho relevante:"},
		ask:    []string{"Alguém sabe o que pode ser?", "O que estou fazendo de errado?", "Alguém já passou por isso?", "Desde já agradeço!"},
		thanks: []string{"Valeu!", "Obrigado desde já.", "Agradeço a ajuda!"},
		pwW:    "senha", keyW: "chave", tokW: "token",
		ph:      []string{"sua_senha", "SUA_CHAVE_AQUI", "<seu_token>", "coloque_sua_chave", "SUA_SENHA"},
		locals:  []string{"joao", "silva", "mariana", "souza", "pedro", "almeida", "lucas", "oliveira", "ana", "ferreira", "rafael", "costa"},
		domains: []string{"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "outlook.com", "yahoo.com.br"},
		names:   []string{"João Silva", "Mariana", "Pedro A.", "Lucas Oliveira", "Rafa"},
		phoneW:  []string{"WhatsApp", "Tel", "Celular", "Zap"},
		mailW:   []string{"e-mail", "email"},
		phone: func() string {
			dd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48", "27")
			a, b := "9"+digits(4), digits(4)
			switch r.Intn(3) {
			case 0:
				return "(" + dd + ") " + a + "-" + b
			case 1:
				return "+55 " + dd + " " + a + "-" + b
			}
			return "+55 (" + dd + ") " + a + "-" + b
		},
		redacted: "(ocultei)"},
	{c: "es",
		help:   []string{"Hola a todos,", "Buenas,", "Necesito ayuda:", "Pregunta de novato:", "Hola comunidad,"},
		err:    []string{"Al ejecutarlo me sale este error:", "El log dice:", "Me devuelve el siguiente error:", "Salida de la consola:"},
		cfg:    []string{"Mi configuración:", "Este es mi código:", "Archivo de configuración:", "El fragmento relevante:"},
		ask:    []string{"¿Alguien sabe qué puede ser?", "¿Qué estoy haciendo mal?", "¿A alguien le ha pasado?", "Gracias de antemano."},
		thanks: []string{"¡Gracias!", "Gracias de antemano.", "Saludos y gracias."},
		pwW:    "contraseña", keyW: "clave", tokW: "token",
		ph:      []string{"tu_contraseña", "TU_API_KEY", "<tu_token>", "TU_CLAVE_SECRETA", "pon_aqui_tu_clave"},
		locals:  []string{"carlos", "garcia", "lucia", "martinez", "javier", "lopez", "sofia", "rodriguez", "diego", "fernandez", "pablo", "sanchez"},
		domains: []string{"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "hotmail.com", "prodigy.net.mx", "gmail.com"},
		names:   []string{"Carlos García", "Lucía", "Javi", "Diego F.", "Pablo Sánchez"},
		phoneW:  []string{"Tel", "Móvil", "Teléfono", "WhatsApp", "Cel"},
		mailW:   []string{"correo", "email", "e-mail"},
		phone: func() string {
			switch r.Intn(4) {
			case 0:
				return "+34 6" + digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2)
			case 1:
				return "6" + digits(2) + " " + digits(3) + " " + digits(3)
			case 2:
				return "+52 " + pick("55", "33", "81") + " " + digits(4) + " " + digits(4)
			}
			return "+54 9 11 " + digits(4) + "-" + digits(4)
		},
		redacted: "(lo oculté)"},
	{c: "de",
		help:   []string{"Hallo zusammen,", "Moin,", "Kurze Frage:", "Ich bräuchte Hilfe:", "Servus,"},
		err:    []string{"Beim Start kommt folgender Fehler:", "Im Log steht:", "Ich bekomme diese Fehlermeldung:", "Ausgabe der Konsole:"},
		cfg:    []string{"Meine Konfiguration:", "Hier mein Code:", "Die Config sieht so aus:", "Relevanter Ausschnitt:"},
		ask:    []string{"Hat jemand eine Idee?", "Was mache ich falsch?", "Kennt jemand das Problem?", "Danke im Voraus!"},
		thanks: []string{"Danke!", "Vielen Dank im Voraus.", "Danke euch!"},
		pwW:    "Passwort", keyW: "Schlüssel", tokW: "Token",
		ph:      []string{"dein_passwort", "<DEIN_TOKEN>", "DEIN_API_SCHLUESSEL", "hier-passwort-eintragen", "<geheim>"},
		locals:  []string{"lukas", "mueller", "schmidt", "anna", "jonas", "schneider", "lea", "fischer", "felix", "weber", "julia", "wagner"},
		domains: []string{"gmx.de", "web.de", "t-online.de", "posteo.de", "mailbox.org", "gmail.com", "gmx.at", "bluewin.ch"},
		names:   []string{"Lukas", "Jonas Weber", "Anna S.", "Felix", "Julia Wagner"},
		phoneW:  []string{"Tel.", "Mobil", "Handy", "Telefon"},
		mailW:   []string{"E-Mail", "Mail"},
		phone: func() string {
			switch r.Intn(4) {
			case 0:
				return "+49 " + pick("151", "152", "160", "170", "171", "172", "175", "176", "178", "179") + " " + digits(8)
			case 1:
				return "0" + pick("151", "160", "171", "176", "157") + " " + digits(7)
			case 2:
				return "+43 664 " + digits(7)
			}
			return "+41 79 " + digits(3) + " " + digits(2) + " " + digits(2)
		},
		redacted: "(geschwärzt)"},
	{c: "fr",
		help:   []string{"Bonjour à tous,", "Salut,", "Besoin d'aide :", "Question de débutant :", "Bonsoir,"},
		err:    []string{"Au lancement j'ai cette erreur :", "Le log affiche :", "J'obtiens l'erreur suivante :", "Sortie de la console :"},
		cfg:    []string{"Ma config :", "Voici mon code :", "Mon fichier de configuration :", "Le passage concerné :"},
		ask:    []string{"Quelqu'un a une idée ?", "Qu'est-ce que je fais de travers ?", "Quelqu'un a déjà eu ce souci ?", "Merci d'avance !"},
		thanks: []string{"Merci !", "Merci d'avance.", "Merci pour votre aide."},
		pwW:    "mot de passe", keyW: "clé", tokW: "jeton",
		ph:      []string{"votre_clé", "VOTRE_TOKEN_ICI", "<mot_de_passe>", "votre_mot_de_passe", "MA_CLE_API"},
		locals:  []string{"camille", "martin", "thomas", "dubois", "lea", "bernard", "hugo", "moreau", "chloe", "laurent", "nicolas", "petit"},
		domains: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "hotmail.fr", "wanadoo.fr", "yahoo.fr"},
		names:   []string{"Camille", "Thomas D.", "Hugo Moreau", "Chloé", "Nico"},
		phoneW:  []string{"Tél", "Portable", "Tel.", "Mobile"},
		mailW:   []string{"mail", "e-mail", "courriel"},
		phone: func() string {
			p := pick("6", "7")
			a, b, c, d := digits(2), digits(2), digits(2), digits(2)
			switch r.Intn(3) {
			case 0:
				return "0" + p + " " + a + " " + b + " " + c + " " + d
			case 1:
				return "+33 " + p + " " + a + " " + b + " " + c + " " + d
			}
			return "0" + p + "." + a + "." + b + "." + c + "." + d
		},
		redacted: "(masqué)"},
	{c: "tr",
		help:   []string{"Merhaba arkadaşlar,", "Selamlar,", "Yardım lazım:", "Acemi sorusu:", "İyi akşamlar,"},
		err:    []string{"Çalıştırınca şu hatayı alıyorum:", "Logda şu var:", "Şöyle bir hata dönüyor:", "Konsol çıktısı:"},
		cfg:    []string{"Ayarlarım şöyle:", "Kodum şu:", "Config dosyası:", "İlgili kısım:"},
		ask:    []string{"Sorun ne olabilir?", "Nerede hata yapıyorum?", "Bu hatayı alan oldu mu?", "Şimdiden teşekkürler."},
		thanks: []string{"Teşekkürler!", "Şimdiden teşekkür ederim.", "Sağ olun."},
		pwW:    "şifre", keyW: "anahtar", tokW: "token",
		ph:      []string{"sifreniz", "<API_ANAHTARINIZ>", "buraya_token", "SIFRENIZ", "gizli_anahtar"},
		locals:  []string{"mehmet", "yilmaz", "ayse", "kaya", "mustafa", "demir", "elif", "sahin", "emre", "celik", "zeynep", "arslan"},
		domains: []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr", "yahoo.com", "icloud.com"},
		names:   []string{"Mehmet Y.", "Ayşe", "Emre Çelik", "Zeynep", "Mustafa"},
		phoneW:  []string{"Tel", "Cep", "GSM", "Telefon"},
		mailW:   []string{"e-posta", "mail"},
		phone: func() string {
			op := pick("530", "532", "533", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "505", "506", "507", "551", "552", "553", "554")
			a, b, c := digits(3), digits(2), digits(2)
			switch r.Intn(3) {
			case 0:
				return "0" + op + " " + a + " " + b + " " + c
			case 1:
				return "+90 " + op + " " + a + " " + b + " " + c
			}
			return "0 (" + op + ") " + a + " " + b + " " + c
		},
		redacted: "(gizledim)"},
	{c: "vi",
		help:   []string{"Chào mọi người,", "Em chào các anh chị,", "Cho em hỏi chút,", "Mình cần giúp đỡ:", "Xin chào,"},
		err:    []string{"Chạy thì báo lỗi thế này:", "Log như sau:", "Em bị lỗi này:", "Kết quả console:"},
		cfg:    []string{"Cấu hình của em:", "Code của mình:", "File config:", "Đoạn code liên quan:"},
		ask:    []string{"Có ai gặp lỗi này chưa ạ?", "Em sai ở đâu vậy ạ?", "Mong mọi người giúp đỡ.", "Cảm ơn mọi người trước ạ."},
		thanks: []string{"Cảm ơn ạ!", "Cảm ơn mọi người.", "Thanks cả nhà!"},
		pwW:    "mật khẩu", keyW: "khóa", tokW: "token",
		ph:      []string{"mat_khau_cua_ban", "<YOUR_TOKEN>", "KHOA_BI_MAT", "điền_mật_khẩu_vào_đây", "<access_token_cua_ban>"},
		locals:  []string{"nguyenvan", "an", "tran", "mai", "lehoang", "minh", "pham", "thao", "vu", "duc", "hoang", "linh"},
		domains: []string{"gmail.com", "yahoo.com.vn", "outlook.com", "gmail.com", "icloud.com"},
		names:   []string{"Nguyễn Văn An", "Minh", "Trần Thảo", "Đức", "Linh Phạm"},
		phoneW:  []string{"SĐT", "Zalo", "ĐT", "Điện thoại"},
		mailW:   []string{"Email", "Mail"},
		phone: func() string {
			p := pick("090", "091", "093", "094", "096", "097", "098", "086", "088", "089", "070", "079", "077", "083", "084", "085", "032", "033", "035", "038", "039")
			a, b := digits(3), digits(4)
			switch r.Intn(3) {
			case 0:
				return p + " " + a + " " + b
			case 1:
				return "+84 " + p[1:] + " " + a + " " + b
			}
			return p + a + b
		},
		redacted: "(đã che)"},
	{c: "id",
		help:   []string{"Halo semuanya,", "Permisi suhu,", "Mau tanya dong,", "Minta tolong,", "Selamat siang,"},
		err:    []string{"Waktu dijalankan muncul error:", "Lognya begini:", "Error yang keluar:", "Output console:"},
		cfg:    []string{"Konfigurasi saya:", "Kodenya begini:", "File konfigurasi:", "Potongan kodenya:"},
		ask:    []string{"Ada yang tahu kenapa?", "Salahnya di mana ya?", "Ada yang pernah mengalami?", "Terima kasih sebelumnya."},
		thanks: []string{"Terima kasih!", "Makasih banyak.", "Thanks gan."},
		pwW:    "kata sandi", keyW: "kunci", tokW: "token",
		ph:      []string{"kata_sandi_anda", "<API_KEY_ANDA>", "isi_token_disini", "SERVER_KEY_ANDA", "<password_anda>"},
		locals:  []string{"budi", "santoso", "siti", "rahma", "agus", "pratama", "dewi", "lestari", "rizky", "hidayat", "putri", "wijaya"},
		domains: []string{"gmail.com", "yahoo.co.id", "ymail.com", "outlook.com", "gmail.com", "rocketmail.com"},
		names:   []string{"Budi", "Siti R.", "Agus Pratama", "Dewi", "Rizky"},
		phoneW:  []string{"WA", "HP", "No. HP", "Telp"},
		mailW:   []string{"Email", "surel"},
		phone: func() string {
			p := pick("0811", "0812", "0813", "0821", "0822", "0852", "0853", "0815", "0816", "0855", "0856", "0857", "0817", "0818", "0819", "0877", "0878", "0896", "0897", "0898")
			a, b := digits(4), digits(4)
			switch r.Intn(3) {
			case 0:
				return p + "-" + a + "-" + b
			case 1:
				return "+62 " + p[1:] + "-" + a + "-" + b
			}
			return p + a + b
		},
		redacted: "(disensor)"},
	{c: "pl",
		help:   []string{"Cześć,", "Witam,", "Mam problem:", "Pytanie od początkującego:", "Hej,"},
		err:    []string{"Przy uruchomieniu wyskakuje błąd:", "W logach mam:", "Dostaję taki błąd:", "Wyjście z konsoli:"},
		cfg:    []string{"Moja konfiguracja:", "Oto mój kod:", "Plik konfiguracyjny:", "Fragment kodu:"},
		ask:    []string{"Ktoś wie, o co chodzi?", "Co robię źle?", "Ktoś miał podobny problem?", "Z góry dzięki."},
		thanks: []string{"Dzięki!", "Z góry dziękuję.", "Dzięki za pomoc."},
		pwW:    "hasło", keyW: "klucz", tokW: "token",
		ph:      []string{"twoje_haslo", "TWOJ_TOKEN", "<klucz_api>", "TUTAJ_WPISZ_HASLO", "<twój_klucz>"},
		locals:  []string{"jan", "kowalski", "nowak", "piotr", "wisniewski", "anna", "kasia", "michal", "wojcik", "tomasz", "kaminski", "marta"},
		domains: []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl", "poczta.fm"},
		names:   []string{"Piotr", "Kasia W.", "Michał", "Tomasz Kamiński", "Marta"},
		phoneW:  []string{"tel.", "kom.", "telefon", "nr tel."},
		mailW:   []string{"mail", "e-mail"},
		phone: func() string {
			p := pick("501", "502", "503", "504", "510", "512", "530", "535", "570", "575", "600", "601", "602", "660", "665", "690", "691", "695", "720", "728", "730", "790", "797", "880", "888")
			a, b := digits(3), digits(3)
			switch r.Intn(3) {
			case 0:
				return "+48 " + p + " " + a + " " + b
			case 1:
				return p + " " + a + " " + b
			}
			return "+48 " + p + "-" + a + "-" + b
		},
		redacted: "(ukryte)"},
}

func lang(c string) *Lang {
	for _, l := range langs {
		if l.c == c {
			return l
		}
	}
	panic(c)
}

// ph picks a placeholder of the language and records it as a keep string.
func (b *B) ph() string    { return b.kq(pk(b.l.ph)) }
func (b *B) phone() string { return u(b.l.phone) }

// nl: text helpers
func lines(s ...string) string { return strings.Join(s, "\n") }
