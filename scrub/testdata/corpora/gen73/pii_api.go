package main

import (
	"fmt"
	"net/url"
	"strings"
)

func portal() string {
	return pickS("romashka", "stroytorg", "teplodom", "vektor", "avtodetal", "mebelgrad", "b24-"+fromAlpha(lowAlnum, 6))
}

// ---------------------------------------------------------------- CRM, 1C and shop APIs

func bitrix24Webhook(b *B) string {
	L := RU
	p := person(L)
	host := portal() + ".bitrix24." + pickS("ru", "ru", "kz", "by")
	code := b.P("bearer", fromAlpha(lowAlnum, 16))
	uid := rn(1, 40)
	switch r.Intn(3) {
	case 0:
		ph := b.P("phone", L.E164(true))
		em := b.P("email", p.Email())
		return fmt.Sprintf("curl -X POST \"https://%s/rest/%d/%s/crm.lead.add.json\" -d \"fields[TITLE]=Заявка с сайта&fields[NAME]=%s&fields[PHONE][0][VALUE]=%s&fields[EMAIL][0][VALUE]=%s\"", host, uid, code, p.First, ph, em)
	case 1:
		return fmt.Sprintf("Почему входящий вебхук https://%s/rest/%d/%s/ возвращает 401 на crm.contact.list? Вчера работал, права CRM стоят.", host, uid, code)
	}
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	return fmt.Sprintf("$queryUrl = 'https://%s/rest/%d/%s/crm.contact.add.json';\n$queryData = http_build_query(['fields' => ['NAME' => '%s', 'LAST_NAME' => '%s', 'PHONE' => [['VALUE' => '%s', 'VALUE_TYPE' => 'WORK']], 'EMAIL' => [['VALUE' => '%s', 'VALUE_TYPE' => 'WORK']]]]);", host, uid, code, p.First, p.Last, ph, em)
}

func amocrmBearer(b *B) string {
	sub := portal()
	tok := b.P("jwt", amoJWT())
	if chance(0.5) {
		return fmt.Sprintf("curl -H 'Authorization: Bearer %s' https://%s.amocrm.ru/api/v4/leads?limit=50 — отдаёт 401, токен долгосрочный, создавал вчера", tok, sub)
	}
	ph := b.P("phone", RU.E164(false))
	return fmt.Sprintf("Помогите с amoCRM API v4, ищу контакт по телефону, вот запрос:\nGET /api/v4/contacts?query=%s HTTP/1.1\nHost: %s.amocrm.ru\nAuthorization: Bearer %s", ph, sub, tok)
}

func amocrmOAuth(b *B) string {
	sec := b.P("bearer", secret(alnum, 64))
	code := b.P("bearer", "def50200"+fromAlpha(hexLower, rn(600, 760)))
	cid := b.K(uuid())
	pre := pickS("Получаю 400 «Authorization code has expired» при обмене кода. Тело запроса:\n", "amoCRM OAuth, POST /oauth2/access_token:\n", "Что не так с запросом?\n")
	return pre + fmt.Sprintf(`{"client_id": "%s", "client_secret": "%s", "grant_type": "authorization_code", "code": "%s", "redirect_uri": "https://%s.ru/amo/callback"}`, cid, sec, code, portal())
}

func onecHTTP(b *B) string {
	user := pickS("obmen", "Администратор", "site_sync", "web", "exchange", "ОбменССайтом")
	pw := password()
	ver := b.K(fmt.Sprintf("8.3.%d.%d", rn(20, 25), rn(1000, 2100)))
	switch r.Intn(3) {
	case 0:
		b.P("bearer", pw)
		return fmt.Sprintf("Настройка обмена 1С ↔ сайт:\nАдрес публикации: http://1c.%s.local/trade/odata/standard.odata\nПользователь: %s\nПароль: %s\nПлатформа %s, публикация на Apache 2.4", portal(), user, pw, ver)
	case 1:
		h := b.P("bearer", basicAuth(user, pw))
		dt := b.K(isoDate())
		return fmt.Sprintf("Запрос к HTTP-сервису 1С падает с 401:\nGET /ut11/hs/api/v1/orders?date=%s HTTP/1.1\nHost: 1c.%s.ru\nAuthorization: Basic %s\n(платформа %s)", dt, portal(), h, ver)
	}
	b.P("bearer", pw)
	p := person(RU)
	em := b.P("email", p.Email())
	return fmt.Sprintf("В 1С:УНФ не работает обмен с Битрикс24, пользователь %s, пароль %s, в журнале регистрации «Ошибка авторизации». Версия %s. Ответ пришлите на %s", user, pw, ver, em)
}

func telegramEnv(b *B) string {
	tok := b.P("bearer", telegramToken())
	if chance(0.5) {
		chat := b.K("-100" + ndigits(10))
		dbpw := b.P("bearer", password())
		return fmt.Sprintf("Вот мой .env, бот не стартует:\nBOT_TOKEN=%s\nADMIN_CHAT_ID=%s\nDATABASE_URL=postgresql://shopbot:%s@127.0.0.1:5432/shopbot\nDEBUG=false", tok, chat, dbpw)
	}
	adm := b.K(ndigits(9))
	return fmt.Sprintf("config.yaml\ntelegram:\n  token: \"%s\"\n  admin_ids: [%s]\n  webhook_url: https://bot.%s.%s/tg\n  parse_mode: HTML", tok, adm, portal(), pickS("ru", "kz", "uz", "by"))
}

func telegramPython(b *B) string {
	tok := b.P("bearer", telegramToken())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Почему бот молчит?\n\nimport telebot\nbot = telebot.TeleBot('%s')\n\n@bot.message_handler(commands=['start'])\ndef start(m):\n    bot.send_message(m.chat.id, 'Привет!')\n\nbot.polling()", tok)
	case 1:
		return fmt.Sprintf("aiogram 3: bot = Bot(token=\"%s\") — ошибка TelegramUnauthorizedError, токен от BotFather только что получил", tok)
	}
	return fmt.Sprintf("Botu çalıştıramıyorum: TELEGRAM_TOKEN = \"%s\" yazdım ama 'Conflict: terminated by other getUpdates request' hatası veriyor", tok)
}

func telegramAPIURL(b *B) string {
	tok := b.P("bearer", telegramToken())
	if chance(0.5) {
		return fmt.Sprintf("https://api.telegram.org/bot%s/setWebhook?url=https://%s.ru/webhook — ответ {\"ok\":false,\"error_code\":401,\"description\":\"Unauthorized\"}", tok, portal())
	}
	L := pick([]*Loc{RU, KZ, UZ, BY})
	chat := b.K("-100" + ndigits(10))
	order := b.K(ndigits(5))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("curl -s https://api.telegram.org/bot%s/sendMessage -d chat_id=%s -d text='Новый заказ №%s, клиент %s'", tok, chat, order, ph)
}

func yandexOAuth(b *B) string {
	tok := b.P("bearer", "y0_AgAAAAA"+secret(b64url, 50))
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("GET https://cloud-api.yandex.net/v1/disk/resources?path=app:/\nAuthorization: OAuth %s\n→ 401 UnauthorizedError", tok)
	case 1:
		login := b.K(portal() + "-direct")
		return fmt.Sprintf("Yandex Direct API v5: в заголовке Authorization: Bearer %s, Client-Login: %s — ошибка 53 «Ошибка авторизации»", tok, login)
	}
	cid := b.K(fromAlpha(hexLower, 32))
	return fmt.Sprintf("токен для Метрики: %s (получил через oauth.yandex.ru/authorize?response_type=token&client_id=%s), счётчик не отдаёт данные", tok, cid)
}

func vkAPI(b *B) string {
	tok := b.P("bearer", "vk1.a."+secret(b64url, rn(180, 220)))
	if chance(0.5) {
		uid := b.K(ndigits(9))
		return fmt.Sprintf("https://api.vk.com/method/messages.send?user_id=%s&random_id=0&message=Ваш заказ готов&access_token=%s&v=5.199", uid, tok)
	}
	gid := b.K(ndigits(9))
	return fmt.Sprintf("VK_TOKEN=%s\nVK_GROUP_ID=%s\nVK_API_VERSION=5.199", tok, gid)
}

func dadataCurl(b *B) string {
	tok := b.P("bearer", fromAlpha(hexLower, 40))
	if chance(0.5) {
		sec := b.P("bearer", fromAlpha(hexLower, 40))
		ph := b.P("phone", RU.Mobile())
		return fmt.Sprintf("curl -X POST https://cleaner.dadata.ru/api/v1/clean/phone -H \"Content-Type: application/json\" -H \"Authorization: Token %s\" -H \"X-Secret: %s\" -d '[\"%s\"]'", tok, sec, ph)
	}
	innv := b.K(inn(false))
	em := b.P("email", person(RU).Email())
	return fmt.Sprintf("DaData findById/party не находит ИНН %s. Запрос с заголовком Authorization: Token %s. Пишите на %s", innv, tok, em)
}

func novaPoshtaAPI(b *B) string {
	key := b.P("bearer", fromAlpha(hexLower, 32))
	ttn := b.K(pickS("2045", "2040", "5900") + digits(10))
	ph := b.P("phone", UA.E164(false))
	pre := pickS("", "НП API повертає \"Document number is not correct\":\n", "Nova Poshta tracking request:\n")
	return pre + fmt.Sprintf(`{"apiKey": "%s", "modelName": "TrackingDocument", "calledMethod": "getStatusDocuments", "methodProperties": {"Documents": [{"DocumentNumber": "%s", "Phone": "%s"}]}}`, key, ttn, ph)
}

func ozonSeller(b *B) string {
	cid := b.K(ndigits(6))
	key := b.P("bearer", uuid())
	if chance(0.5) {
		return fmt.Sprintf("curl -X POST https://api-seller.ozon.ru/v3/posting/fbs/list -H \"Client-Id: %s\" -H \"Api-Key: %s\" -H \"Content-Type: application/json\" -d '{\"dir\":\"ASC\",\"limit\":100}'", cid, key)
	}
	return fmt.Sprintf("Ozon Seller API возвращает 403 на /v2/product/list. Client-Id %s, Api-Key %s, роль ключа «Admin read only». Что не так?", cid, key)
}

func wildberriesAPI(b *B) string {
	tok := b.P("jwt", wbJWT())
	if chance(0.5) {
		return fmt.Sprintf("GET https://marketplace-api.wildberries.ru/api/v3/orders/new\nAuthorization: %s\n→ 401 «token expired»? Токен создан 10 дней назад", tok)
	}
	return fmt.Sprintf("# .env для синхронизации остатков\nWB_API_KEY=%s\nWB_WAREHOUSE_ID=%d", tok, rn(100000, 999999))
}

func yookassaPython(b *B) string {
	shop := b.K(ndigits(6))
	sk := b.P("bearer", pickS("live_", "test_")+secret(b64url, 43))
	if chance(0.5) {
		return fmt.Sprintf("from yookassa import Configuration, Payment\nConfiguration.account_id = '%s'\nConfiguration.secret_key = '%s'\n# почему ошибка 401 invalid_credentials?", shop, sk)
	}
	ik := b.K(uuid())
	return fmt.Sprintf("curl https://api.yookassa.ru/v3/payments -u %s:%s -H 'Idempotence-Key: %s' -H 'Content-Type: application/json' -d '{\"amount\":{\"value\":\"%d.00\",\"currency\":\"RUB\"},\"capture\":true}'", shop, sk, ik, rn(100, 50000))
}

func iyzicoTR(b *B) string {
	if chance(0.5) {
		pre := pickS("sandbox-", "")
		ak := b.P("bearer", pre+secret(alnum, 32))
		sk := b.P("bearer", pre+secret(alnum, 32))
		return fmt.Sprintf("$options = new \\Iyzipay\\Options();\n$options->setApiKey(\"%s\");\n$options->setSecretKey(\"%s\");\n$options->setBaseUrl(\"https://sandbox-api.iyzipay.com\");\n// Ödeme formu açılmıyor, errorCode 1001 geliyor", ak, sk)
	}
	mid := b.K(ndigits(6))
	mk := b.P("bearer", secret(alnum, 16))
	ms := b.P("bearer", secret(alnum, 16))
	return fmt.Sprintf("PayTR entegrasyonu: merchant_id=%s, merchant_key=%s, merchant_salt=%s — paytr_token hash hatası alıyorum, yardım eder misiniz?", mid, mk, ms)
}

func smsGateway(b *B) string {
	code := b.K(smsCode(4))
	if chance(0.5) {
		api := b.P("bearer", fromAlpha(hexUpper, 8)+"-"+fromAlpha(hexUpper, 4)+"-"+fromAlpha(hexUpper, 4)+"-"+fromAlpha(hexUpper, 4)+"-"+fromAlpha(hexUpper, 12))
		to := b.P("phone", RU.E164(false))
		return fmt.Sprintf("https://sms.ru/sms/send?api_id=%s&to=%s&msg=Ваш+код+%s&json=1", api, to, code)
	}
	L := pick([]*Loc{RU, KZ, BY})
	pw := b.P("bearer", password())
	to := b.P("phone", L.E164(false))
	return fmt.Sprintf("https://smsc.ru/sys/send.php?login=%s&psw=%s&phones=%s&mes=Код: %s", portal(), pw, to, code)
}

func smtpSettings(b *B) string {
	switch r.Intn(3) {
	case 0:
		L := RU
		p := person(L)
		_, stem := firm(L)
		em := b.P("email", p.WorkEmail(stem))
		app := b.P("bearer", fromAlpha("abcdefghijklmnopqrstuvwxyz", 16))
		return fmt.Sprintf("Настройки почты для сайта: SMTP smtp.yandex.ru, порт 465, SSL, логин %s, пароль приложения %s. Письма с формы не уходят, в логе 535 5.7.8 Error: authentication failed", em, app)
	case 1:
		L := PL
		p := person(L)
		em := b.P("email", p.Email())
		pw := b.P("bearer", password())
		return fmt.Sprintf("Konfiguracja SMTP: serwer smtp.%s, port 587, użytkownik %s, hasło: %s — Thunderbird nie chce wysłać wiadomości", em[strings.IndexByte(em, '@')+1:], em, pw)
	}
	L := TR
	p := person(L)
	_, stem := firm(L)
	em := b.P("email", p.WorkEmail(stem))
	pw := b.P("bearer", password())
	return fmt.Sprintf("Outlook ayarları: e-posta %s, şifre: %s, gelen sunucu mail.%s.com.tr, port 993 — bağlanmıyor", em, pw, stem)
}

func wifiPassword(b *B) string {
	pw := b.P("bearer", password())
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("Пароль от вайфая: %s, сеть Keenetic-%s. Роутер в прихожей, если что перезагрузи", pw, digits(4))
	case 1:
		p := person(GE)
		ph := b.P("phone", GE.Mobile())
		return fmt.Sprintf("Welcome to our apartment! Wi-Fi: %s_Home, password: %s. Check-in after 14:00, host %s (%s)", pickS("Vake", "Batumi", "Sololaki", "Mtatsminda"), pw, title(p.FirstLat), ph)
	case 2:
		return fmt.Sprintf("Kablosuz ağ: TurkTelekom_T%s, şifre: %s — misafirler için", digits(4), pw)
	}
	return fmt.Sprintf("Hasło do Wi-Fi: %s (sieć UPC%s), drukarka na tym samym", pw, digits(7))
}

func crmCSV(b *B) string {
	L := pick([]*Loc{RU, KZ, BY, UA})
	var sb strings.Builder
	hdr := "ID;ФИО;Телефон;E-mail;Дата создания;Сумма сделки"
	if L == UA {
		hdr = "ID;ПІБ;Телефон;E-mail;Дата створення;Сума угоди"
	}
	sb.WriteString(hdr)
	n := rn(2, 4)
	for i := 0; i < n; i++ {
		p := person(L)
		id := b.K(ndigits(5))
		ph := b.P("phone", L.Mobile())
		em := b.P("email", p.Email())
		dt := b.K(dmy() + " " + hhmm())
		sum := b.K(fmt.Sprintf("%d", spaced(5000, 900000, 500)))
		fmt.Fprintf(&sb, "\n%s;%s %s;%s;%s;%s;%s", id, p.Last, p.First, ph, em, dt, sum)
	}
	return sb.String()
}

func bitrixEvent(b *B) string {
	app := b.P("bearer", fromAlpha(lowAlnum, 32))
	member := b.K(fromAlpha(hexLower, 32))
	lead := b.K(ndigits(5))
	ts := b.K(fmt.Sprintf("%d", iat()))
	host := portal()
	return fmt.Sprintf("Обработчик получает такой POST, как проверить подпись?\nevent=ONCRMLEADADD&data[FIELDS][ID]=%s&ts=%s&auth[domain]=%s.bitrix24.ru&auth[client_endpoint]=https://%s.bitrix24.ru/rest/&auth[member_id]=%s&auth[application_token]=%s", lead, ts, host, host, member, app)
}

func sessionCookie(b *B) string {
	if chance(0.5) {
		sess := b.P("bearer", fromAlpha(lowAlnum, 26))
		uidh := b.P("bearer", fromAlpha(hexLower, 32))
		return fmt.Sprintf("Не могу войти в личный кабинет, вот что в куках: PHPSESSID=%s; BITRIX_SM_LOGIN=%s; BITRIX_SM_UIDH=%s; BITRIX_SM_SOUND_LOGIN_PLAYED=Y", sess, portal(), uidh)
	}
	sess := b.P("bearer", fromAlpha(lowAlnum, 32))
	csrf := b.K(secret(alnum, 64))
	return fmt.Sprintf("Django admin wylogowuje mnie co chwilę. Nagłówek z przeglądarki:\nCookie: csrftoken=%s; sessionid=%s", csrf, sess)
}

func gitTokens(b *B) string {
	if chance(0.5) {
		tok := b.P("bearer", "glpat-"+secret(alnum+"-_", 20))
		return fmt.Sprintf("Przy git clone https://oauth2:%s@gitlab.%s.pl/backend/api.git dostaję 403. Token ma scope read_repository.", tok, pickS("budmax", "transpol", "ekodom"))
	}
	tok := b.P("bearer", "ghp_"+secret(alnum, 36))
	return fmt.Sprintf("GitHub Actions: secret GH_TOKEN=%s przestał działać po zmianie organizacji, workflow kończy się 'Bad credentials'", tok)
}

func openaiKey(b *B) string {
	k := b.P("bearer", "sk-proj-"+secret(b64url, 48)+"T3BlbkFJ"+secret(b64url, 48))
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Ошибка 401 Incorrect API key provided. Мой ключ %s, оплата с карты казахстанского банка прошла", k)
	case 1:
		return fmt.Sprintf("OpenAI anahtarım %s, Türkiye'den istek atınca 'unsupported_country_region_territory' hatası alıyorum", k)
	}
	return fmt.Sprintf("export OPENAI_API_KEY=%s\npython bot.py  # чому 429 insufficient_quota?", k)
}

func formURLEncoded(b *B) string {
	L := pick([]*Loc{PL, CZ, RO, TR, LT, RU})
	p := person(L)
	ph := b.P("phone", url.QueryEscape(L.E164(true)))
	em := b.P("email", url.QueryEscape(p.Email()))
	cons := b.K("consent=1")
	return fmt.Sprintf("POST /api/register HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nname=%s&phone=%s&email=%s&city=%s&%s", url.QueryEscape(p.First+" "+p.Last), ph, em, url.QueryEscape(pick(L.cities)), cons)
}

func lkCredentials(b *B) string {
	L := pick([]*Loc{RU, UA, KZ, UZ})
	p := person(L)
	em := b.P("email", p.Email())
	pw := b.P("bearer", password())
	switch L {
	case UA:
		return fmt.Sprintf("Вітаємо! Ваш обліковий запис створено.\nЛогін: %s\nТимчасовий пароль: %s\nЗмініть пароль після першого входу.", em, pw)
	case UZ:
		return fmt.Sprintf("Shaxsiy kabinetga kirish: login %s, parol: %s. Birinchi kirishdan keyin parolni o'zgartiring.", em, pw)
	}
	return fmt.Sprintf("Доступ в личный кабинет дилера:\nлогин: %s\nпароль: %s\nссылка: https://b2b.%s.ru/login", em, pw, portal())
}
