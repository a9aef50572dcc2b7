package main

import (
	"fmt"
	"strings"
)

type ltpl struct{ loc, s string }

func piiKinds2() []Kind {
	var ks []Kind
	k := func(name string, fn func() []any) { ks = append(ks, Kind{name, fn}) }

	// ---------------- app-store reviews with an address ----------------
	reviewEmail := []ltpl{
		{"en", "Can't log in since the {} update, it keeps saying my session expired. I emailed support twice from {} and nobody answered."},
		{"de", "Seit dem Update auf {} stürzt die App beim Start ab. Bitte meldet euch bei mir: {}"},
		{"fr", "Impossible de me connecter depuis la version {}. Contactez-moi à {} svp, j'ai payé l'abonnement annuel."},
		{"es", "Desde la actualización {} no puedo iniciar sesión. Mi correo es {}, por favor ayúdenme."},
		{"pt", "Depois da atualização {} o app fecha sozinho. Meu e-mail: {} — já reinstalei 3 vezes."},
		{"it", "Dopo l'aggiornamento {} l'app si blocca sulla schermata iniziale. Scrivetemi a {} per favore."},
		{"ja", "バージョン{}にしてからログインできません。{} に連絡ください。"},
		{"ko", "{} 업데이트 후 로그인이 안 돼요. {} 로 연락 부탁드립니다."},
		{"zh", "更新到{}以后一直闪退，请发邮件到 {} 联系我"},
		{"tr", "{} güncellemesinden beri uygulama açılmıyor. Lütfen {} adresinden bana ulaşın."},
		{"ru", "После обновления {} приложение вылетает при запуске. Напишите мне на {}, пожалуйста."},
		{"nl", "Sinds versie {} crasht de app bij het opstarten. Mail me op {} aub."},
		{"pl", "Od aktualizacji {} aplikacja się zawiesza. Proszę o kontakt: {}"},
	}
	for _, t := range reviewEmail {
		t := t
		k("review_email_"+t.loc, func() []any {
			n := rint(1, 2)
			return append([]any{stars(n), " ", K(dateEU()), " · ", model(), "\n"}, fill(t.s, K(ver()), E(L(t.loc).Email()))...)
		})
	}
	reviewPhone := []ltpl{
		{"en", "Charged twice for the yearly plan ({} each). Please call me at {} — order {}."},
		{"de", "Jahresabo doppelt abgebucht ({}). Rufen Sie mich bitte unter {} zurück, Bestellnummer {}."},
		{"fr", "Abonnement débité deux fois ({}). Appelez-moi au {}, commande {}."},
		{"es", "Me cobraron dos veces la suscripción ({}). Llámenme al {}, pedido {}."},
		{"pt", "Fui cobrado duas vezes ({}). Me liguem no {}, pedido {}."},
		{"it", "Addebito doppio dell'abbonamento ({}). Chiamatemi al {}, ordine {}."},
		{"ja", "年額プランが二重請求されています（{}）。{} までお電話ください。注文番号 {}"},
		{"ko", "연간 구독이 두 번 결제됐어요 ({}). {} 로 전화 주세요. 주문번호 {}"},
		{"zh", "年度会员被重复扣款（{}），请打我电话 {}，订单号 {}"},
		{"tr", "Yıllık abonelik iki kez çekildi ({}). Lütfen beni {} numarasından arayın, sipariş {}."},
		{"ru", "Годовую подписку списали дважды ({}). Перезвоните мне по номеру {}, заказ {}."},
		{"nl", "Jaarabonnement twee keer afgeschreven ({}). Bel me op {}, bestelling {}."},
		{"pl", "Subskrypcja pobrana dwa razy ({}). Proszę zadzwonić pod numer {}, zamówienie {}."},
		{"in", "Yearly plan ka payment do baar kat gaya ({}). Please call karo {} pe, order {}."},
	}
	for _, t := range reviewPhone {
		t := t
		k("review_phone_"+t.loc, func() []any {
			l := L(t.loc)
			st := pick("intl", "e164", "nat")
			if t.loc == "pl" || t.loc == "in" || t.loc == "zh" {
				st = "intl"
			}
			return append([]any{stars(1), " ", K(date()), "\n"}, fill(t.s, K(price()), Ph(l.Phone(st)), K(pick(playOrder(), appleOrder())))...)
		})
	}

	// ---------------- developer replies ----------------
	k("dev_reply_reset_sent", func() []any {
		l := L(pick("en", "gb", "au"))
		f, _ := l.Name()
		return []any{"Developer response (", K(dateUS()), "): Hi ", f, ", sorry for the trouble with ", K(ver()), "! We've just sent a password reset link to ", E(l.Email()), ". If it doesn't arrive, reply here with ticket #", K(ticket()), " and we'll sort it out."}
	})
	k("dev_reply_callback_de", func() []any {
		return []any{"Antwort des Entwicklers (", K(dateEU()), "): Hallo und danke für das Feedback! Wir haben Sie wie gewünscht unter ", Ph(L("de").Phone(pick("intl", "nat"))), " zurückgerufen. Der Fehler ist in Version ", K(ver()), " behoben."}
	})
	k("dev_reply_es_email", func() []any {
		return []any{"Respuesta del desarrollador: ¡Hola! Ya respondimos a tu correo ", E(L(pick("es", "mx")).Email()), " con los pasos para restaurar la compra (", K(appleOrder()), "). Saludos, equipo de ", appName(), "."}
	})

	// ---------------- TestFlight / beta ----------------
	k("testflight_feedback", func() []any {
		l := anyLoc()
		f, s := l.Name()
		return []any{"TestFlight feedback · ", appName(), " ", K(ver() + " (" + buildNo() + ")"), "\nTester: ", f, " ", s, " <", E(l.Email()), ">\nDevice: ", model(), " · ", osVer(), " · Battery ", fmt.Sprint(rint(5, 100)), "% · Disk free ", fmt.Sprint(rint(2, 200)), " GB\nComment: ", pick("Dark mode text unreadable on the paywall", "Crash right after onboarding", "Push arrives twice", "Widget shows yesterday's data")}
	})
	k("testflight_feedback_phone", func() []any {
		l := L(pick("en", "de", "fr", "it", "es", "nl"))
		return []any{"Beta feedback from build ", K(buildNo()), ": the SMS login never arrives on my number ", Ph(l.Phone("intl")), ", tried ", fmt.Sprint(rint(2, 6)), " times since ", K(hms()[:5]), "."}
	})
	k("testflight_testers_csv", func() []any {
		out := []any{"First Name,Last Name,Email,Groups\n"}
		n := rint(2, 4)
		for i := 0; i < n; i++ {
			l := anyLoc()
			f, s := l.Name()
			out = append(out, f, ",", s, ",", E(l.Email()), ",", pick("Internal", "External QA", "Friends & Family"), "\n")
		}
		return out
	})
	k("play_internal_testers", func() []any {
		out := []any{"Play Console › Internal testing › Testers (list \"QA ", K(date()), "\"): "}
		n := rint(2, 4)
		for i := 0; i < n; i++ {
			if i > 0 {
				out = append(out, ", ")
			}
			out = append(out, E(anyLoc().Email()))
		}
		return append(out, " — release ", K(versionCode()), " (", K(ver()), ")")
	})
	k("firebase_app_distribution", func() []any {
		return []any{"$ firebase appdistribution:distribute app-release.apk --app ", K(googleAppID("android")), " --testers \"", E(anyLoc().Email()), ",", E(anyLoc().Email()), "\" --release-notes \"Build ", K(buildNo()), "\""}
	})

	// ---------------- support chats ----------------
	chatCard := []ltpl{
		{"en", "User: hi, the app charged my card {} twice for {}\nAgent: Sorry about that! Can you share the order number?\nUser: {}"},
		{"de", "Kunde: Hallo, meine Karte {} wurde zweimal mit {} belastet.\nSupport: Das tut uns leid! Bestellnummer?\nKunde: {}"},
		{"fr", "Client : bonjour, ma carte {} a été débitée deux fois de {}\nSupport : Désolé ! Le numéro de commande ?\nClient : {}"},
		{"es", "Usuario: hola, me cobraron dos veces en la tarjeta {} ({})\nSoporte: ¡Lo sentimos! ¿Número de pedido?\nUsuario: {}"},
		{"pt", "Cliente: oi, cobraram duas vezes no meu cartão {} ({})\nSuporte: Sentimos muito! Qual o número do pedido?\nCliente: {}"},
		{"ja", "ユーザー: カード {} に {} が二重で請求されています\nサポート: 申し訳ございません。注文番号を教えてください。\nユーザー: {}"},
	}
	for _, t := range chatCard {
		t := t
		k("chat_card_"+t.loc, func() []any { return fill(t.s, C(cardV("?")), K(price()), K(pick(playOrder(), appleOrder()))) })
	}
	k("chat_card_update_fail", func() []any {
		c, iss := card(" ")
		return []any{"[", K(hms()), "] customer: trying to update payment method, it says invalid but my ", iss, " is ", C(c), " exp ", K(fmt.Sprintf("%02d/%02d", mon(), rint(26, 31))), "\n[", hms(), "] bot: For your security, please never send full card numbers in chat."}
	})
	k("chat_ssn_verify_en", func() []any {
		return []any{"Customer: the app keeps failing identity verification. my SSN is ", S(ssn()), " and DOB ", K(dateUS()), "\nAgent: Thanks — please don't share that here, use the secure form in Settings › Verify (case ", K(ticket()), ")."}
	})
	k("chat_ssn_verify_es", func() []any {
		return []any{"Cliente: la app no me deja verificar mi identidad, mi número de seguro social es ", S(pick(ssn(), ssnSp())), "\nAgente: Gracias, por seguridad use el formulario dentro de la app (caso ", K(ticket()), ")."}
	})
	k("chat_itin", func() []any {
		return []any{"User: I don't have a Social Security number, can I use my ITIN instead? It's ", S(itin()), "\nAgent: Yes, ITINs are accepted for tax forms in version ", K(ver()), " and later."}
	})
	k("chat_ssn_spaced_label", func() []any {
		return []any{"Tax season support · ticket ", K(ticket()), "\nUser wrote: \"the W-9 screen rejects my SSN ", S(pick(ssnSp(), ssnBare())), " saying format invalid, app ", K(ver()), "\""}
	})
	chatPhone := []ltpl{
		{"en", "I changed my number to {} and now I can't receive the login code."},
		{"gb", "Got a new phone, my number's now {} — can you move the 2FA over?"},
		{"de", "Ich habe eine neue Handynummer: {}. Der Bestätigungscode kommt nicht an."},
		{"fr", "J'ai changé de numéro, c'est maintenant le {}. Je ne reçois plus le code."},
		{"es", "Cambié de número, ahora es el {} y no me llega el código de verificación."},
		{"pt", "Troquei de número, agora é {} e o código de verificação não chega."},
		{"it", "Ho cambiato numero, ora è {} e non ricevo il codice di verifica."},
		{"ja", "電話番号を {} に変更しました。認証コードが届きません。"},
		{"ko", "전화번호를 {} 로 바꿨는데 인증번호가 안 와요."},
		{"zh", "我换了新手机号 {}，收不到验证码"},
		{"tr", "Numaramı değiştirdim, yeni numaram {} ama doğrulama kodu gelmiyor."},
		{"ru", "Я сменил номер, теперь {}, и код подтверждения не приходит."},
		{"nl", "Mijn nieuwe nummer is {} en ik krijg de verificatiecode niet."},
		{"pl", "Zmieniłem numer na {} i nie dostaję kodu weryfikacyjnego."},
		{"in", "Maine number change kiya hai, naya number {} hai, OTP nahi aa raha."},
		{"au", "New number is {} mate, verification SMS never turns up."},
		{"mx", "Cambié mi celular, el nuevo es {} y no llega el SMS."},
	}
	for _, t := range chatPhone {
		t := t
		k("chat_phone_"+t.loc, func() []any {
			st := "any"
			if t.loc == "pl" || t.loc == "mx" || t.loc == "in" || t.loc == "es" || t.loc == "it" {
				st = pick("intl", "e164")
			}
			return append([]any{"[", K(isoTS()), "] #", K(ticket()), " "}, fill(t.s, Ph(L(t.loc).Phone(st)))...)
		})
	}
	k("intercom_transcript", func() []any {
		l := anyLoc()
		return []any{`{"conversation_id":"`, K(nzdig(12)), `","source":{"author":{"type":"user","email":"`, E(l.Email()), `"},"body":"<p>Restore purchases does nothing on `, model(), `</p>"},"custom_attributes":{"app_version":"`, K(ver()), `","phone":"`, Ph(l.Phone("e164")), `"}}`}
	})
	k("zendesk_ticket_header", func() []any {
		l := anyLoc()
		return []any{"Ticket #", K(ticket()), " · Requester: ", l.Display(), " <", E(l.Email()), "> · Via: In-app (", K(ver()), ") · Priority: ", pick("Normal", "High", "Urgent"), "\nSubject: Subscription not restored after reinstall"}
	})
	k("helpshift_metadata", func() []any {
		l := anyLoc()
		return []any{"Issue metadata\n  user_email: ", E(l.Email()), "\n  user_phone: ", Ph(l.Phone("intl")), "\n  device_id: ", K(idfa()), "\n  app_build: ", K(buildNo()), "\n  sdk: helpshift-ios ", K(ver())}
	})
	k("support_email_signature", func() []any {
		l := L(pick("en", "gb", "de", "fr", "nl"))
		f, s := l.Name()
		return []any{"Thanks for looking into the crash on ", K(ver()), ".\n\n--\n", f, " ", s, "\nMobile lead, ", title(pickL(companies)), "\n", E(l.Email()), " | ", Ph(l.Phone("intl"))}
	})

	// ---------------- SMS / OTP ----------------
	k("twilio_verify_curl", func() []any {
		ac := "AC" + hexs(32)
		return []any{"curl -X POST https://verify.twilio.com/v2/Services/VA", K(hexs(32)), "/Verifications \\\n  --data-urlencode \"To=", Ph(anyLoc().Phone("e164")), "\" \\\n  --data-urlencode \"Channel=sms\" \\\n  -u ", K(ac), ":", B(twilioTok())}
	})
	k("twilio_verify_response", func() []any {
		return []any{`{"sid":"VE`, K(hexs(32)), `","service_sid":"VA`, hexs(32), `","to":"`, Ph(anyLoc().Phone("e164")), `","channel":"sms","status":"pending","valid":false,"date_created":"`, K(isoTS()), `","lookup":{"carrier":null}}`}
	})
	k("twilio_webhook_form", func() []any {
		p := anyLoc().Phone("e164")
		return []any{"POST /sms/inbound\nContent-Type: application/x-www-form-urlencoded\n\nToCountry=US&SmsSid=SM", K(hexs(32)), "&From=", Ph(strings.Replace(p, "+", "%2B", 1)), "&Body=STOP&NumSegments=1&ApiVersion=2010-04-01"}
	})
	k("firebase_phone_auth_ios", func() []any {
		l := L(pick("ja", "ko", "en", "de", "br"))
		if l == nil {
			l = L("pt")
		}
		return []any{iosp(appName()), "[FirebaseAuth][I-AUT000002] verifyPhoneNumber: ", Ph(l.Phone(pick("intl", "e164"))), " UIDelegate: nil, multiFactorSession: nil"}
	})
	k("otp_send_log_tr", func() []any {
		return []any{K(isoTS()), " INFO otp-service sms.send to=", Ph(L("tr").Phone(pick("intl", "e164"))), " template=otp_tr body=\"Doğrulama kodunuz: ", fmt.Sprint(rint(100000, 999999)), ". Kimseyle paylaşmayın.\" provider=netgsm"}
	})
	k("sms_delivery_csv", func() []any {
		out := []any{"sid,to,status,price,date_sent\n"}
		for i := 0; i < rint(2, 3); i++ {
			out = append(out, "SM", K(hexs(32)), ",", Ph(anyLoc().Phone("e164")), ",", pick("delivered", "undelivered", "failed"), ",", fmt.Sprintf("-0.0%d", rint(10, 99)), ",", K(date()), "\n")
		}
		return out
	})
	k("phone_signin_audit_msisdn", func() []any {
		p := anyLoc().Phone("e164")
		return []any{K(isoTS()), " auth.phone.verify ok user=", K(userID()), " msisdn=", Ph(p[1:]), " attempts=", fmt.Sprint(rint(1, 3)), " ip=", K(ip())}
	})
	k("otp_sms_body_ru", func() []any {
		return []any{"SMS → ", Ph(L("ru").Phone("any")), ": «Код для входа в ", appName(), ": ", fmt.Sprint(rint(1000, 9999)), ". Никому не сообщайте его.» статус: доставлено ", K(dateEU())}
	})
	k("otp_voice_call_ja", func() []any {
		return []any{K(iosTS()), " [OTP] 音声通話で認証コードを送信しました 宛先: ", Ph(L("ja").Phone(pick("nat", "intl"))), " 試行回数: ", fmt.Sprint(rint(1, 3))}
	})
	k("whatsapp_otp_link", func() []any {
		p := anyLoc().Phone("e164")
		return []any{"Fallback when SMS fails: open https://wa.me/", Ph(p[1:]), "?text=", K("VERIFY-" + fmt.Sprint(rint(100000, 999999))), " from the user's device."}
	})

	// ---------------- deep links ----------------
	k("deeplink_reset_password", func() []any {
		e := anyLoc().Email()
		enc := strings.Replace(e, "@", "%40", 1)
		return []any{lcp("D", "DeepLinkRouter"), "handle ", pickL(companies), "://reset-password?email=", E(enc), "&token=", B(resetTok()), "&utm_source=email"}
	})
	k("universal_link_magic", func() []any {
		return []any{"https://links.", pickL(companies), ".app/auth/magic?token=", B(resetTok()), "&redirect=%2Fhome&ts=", K(epoch())}
	})
	k("deeplink_invite_phone", func() []any {
		p := anyLoc().Phone("e164")
		return []any{"Opened ", pickL(companies), "://invite?phone=", Ph(strings.Replace(p, "+", "%2B", 1)), "&ref=", K(from(ualnum, 8)), "&campaign=spring_", fmt.Sprint(rint(2023, 2025))}
	})
	k("oauth_redirect_code", func() []any {
		return []any{lcp("D", "AppAuth"), "redirect com.googleusercontent.apps.", nzdig(12), "-", from(lalnum, 32), ":/oauth2redirect?state=", K(from(b64url, 22)), "&code=", B(oauthCode()), "&scope=email%20openid"}
	})
	k("android_intent_uri_email", func() []any {
		return []any{"intent://signup#Intent;scheme=", pickL(companies), ";package=", K(pkg()), ";S.email=", E(anyLoc().Email()), ";S.ref=", K(from(ualnum, 6)), ";end"}
	})
	k("branch_link_data", func() []any {
		l := anyLoc()
		return []any{"Branch init session: {\"+clicked_branch_link\":true,\"~referring_link\":\"https://", pickL(companies), ".app.link/", K(from(alnum, 11)), "\",\"$canonical_identifier\":\"invite/", K(fmt.Sprint(rint(1000, 99999))), "\",\"inviter_email\":\"", E(l.Email()), "\",\"+match_guaranteed\":true}"}
	})
	k("universal_link_jwt", func() []any {
		return []any{"applinks: continue userActivity https://app.", pickL(companies), ".com/verify-email?t=", J(sessionJWT()), "&v=", K(ver())}
	})

	// ---------------- React Native / Flutter debug ----------------
	k("rn_console_user", func() []any {
		l := anyLoc()
		return []any{" LOG  [auth] profile loaded {\"id\": \"", K(userID()), "\", \"email\": \"", E(l.Email()), "\", \"phone\": \"", Ph(l.Phone("e164")), "\", \"locale\": \"", l.Code, "\"}"}
	})
	k("rn_redux_logger", func() []any {
		return []any{" LOG  action AUTH/LOGIN_SUCCESS @ ", K(hms()), ".", fmt.Sprint(rint(100, 999)), "\n LOG   next state {\"auth\": {\"accessToken\": \"", J(anyJWT(anyLoc().Email())), "\", \"refreshToken\": \"", B(opaque()), "\", \"expiresAt\": ", K(epochMs()), "}}"}
	})
	k("flutter_dio_log", func() []any {
		return []any{"flutter: *** Request ***\nflutter: uri: https://api.", pickL(companies), ".app/v1/wallet\nflutter: method: GET\nflutter: headers:\nflutter:  authorization: Bearer ", B(opaque()), "\nflutter:  x-app-version: ", K(ver())}
	})
	k("flutter_print_form", func() []any {
		l := anyLoc()
		return []any{"flutter: signup form values: {email: ", E(l.Email()), ", password: ", B(pw()), ", acceptTerms: true, marketing: false}"}
	})
	k("rn_asyncstorage_dump", func() []any {
		return []any{"AsyncStorage dump:\n@session => {\"jwt\":\"", J(anyJWT(anyLoc().Email())), "\"}\n@onboarding => \"done\"\n@lastVersion => \"", K(ver()), "\""}
	})
	k("flutter_supabase_session", func() []any {
		e := anyLoc().Email()
		return []any{"flutter: supabase.auth: onAuthStateChange signedIn session{access_token: ", J(supabaseJWT(e)), ", refresh_token: ", B(from(lalnum, 22)), ", user.email: ", E(e), "}"}
	})
	k("rn_google_signin", func() []any {
		e := anyLoc().Email()
		return []any{" LOG  GoogleSignin.signIn() -> {\"idToken\": \"", J(googleIDToken(gClientID(), e)), "\", \"user\": {\"email\": \"", E(e), "\", \"id\": \"", K("1" + dig(20)), "\"}}"}
	})
	k("apple_token_exchange", func() []any {
		b := bundleID()
		e := relayEmail()
		return []any{"POST https://appleid.apple.com/auth/token -> 200\n{\"access_token\":\"", B("a" + hexs(32) + ".0.s" + from(lower, 3) + "." + from(b64url, 22)), "\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"", B("r" + hexs(32) + ".0.s" + from(lower, 3) + "." + from(b64url, 22)), "\",\"id_token\":\"", J(appleIDToken(b, e)), "\"}"}
	})
	k("charles_har_header", func() []any {
		return []any{"{\"request\": {\"method\": \"POST\", \"url\": \"https://api.", pickL(companies), ".app/v2/checkout\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer ", B(opaque()), "\"}, {\"name\": \"X-Request-Id\", \"value\": \"", K(uuid()), "\"}]}}"}
	})
	k("proxyman_curl_session", func() []any {
		return []any{"curl 'https://api.", pickL(companies), ".app/v1/cart' -H 'User-Agent: ", appName(), "/", K(buildNo()), " CFNetwork/1494.0.7 Darwin/23.4.0' -H 'X-Session-Token: ", B(opaque()), "' --compressed"}
	})
	k("sqlite_users_dump", func() []any {
		l := anyLoc()
		return []any{"sqlite> SELECT id, email, phone, created_at FROM users LIMIT 1;\n", fmt.Sprint(rint(1, 9999)), "|", E(l.Email()), "|", Ph(l.Phone("e164")), "|", K(date() + " " + hms())}
	})

	// ---------------- analytics dumps ----------------
	k("amplitude_event_json", func() []any {
		l := anyLoc()
		return []any{`{"event_type":"sign_up_completed","user_id":"`, K(userID()), `","device_id":"`, K(UUID()), `","time":`, K(epochMs()), `,"user_properties":{"email":"`, E(l.Email()), `","phone":"`, Ph(l.Phone("e164")), `"},"idfa":"`, K(idfa()), `","app_version":"`, K(ver()), `"}`}
	})
	k("mixpanel_people_set", func() []any {
		l := anyLoc()
		return []any{"mixpanel.getPeople().set({\"$email\": \"", E(l.Email()), "\", \"$phone\": \"", Ph(l.Phone("intl")), "\", \"plan\": \"", pick("pro", "free"), "\", \"$android_app_version_code\": \"", K(versionCode()), "\"})"}
	})
	k("branch_event_user_data", func() []any {
		return []any{`{"name":"PURCHASE","user_data":{"os":"Android","aaid":"`, K(gaid()), `","developer_identity":"`, E(anyLoc().Email()), `","app_version":"`, K(ver()), `"},"event_data":{"revenue":`, fmt.Sprintf("%d.99", rint(0, 60)), `,"currency":"EUR","transaction_id":"`, K(playOrder()), `"}}`}
	})
	k("segment_identify", func() []any {
		l := anyLoc()
		return []any{"analytics.identify(\"", K(userID()), "\", {\n  email: \"", E(l.Email()), "\",\n  phone: \"", Ph(l.Phone("intl")), "\",\n  createdAt: \"", K(isoTS()), "\"\n});"}
	})
	k("appsflyer_postback", func() []any {
		e := anyLoc().Email()
		return []any{"GET /postback?af_id=", K(epochMs() + "-" + dig(19)), "&idfa=", K(idfa()), "&customer_user_id=", K(userID()), "&event=af_complete_registration&email=", E(strings.Replace(e, "@", "%40", 1)), "&app_version=", K(ver())}
	})
	k("firebase_analytics_debugview", func() []any {
		return []any{lcp("V", "FA-SVC"), "Logging event: origin=app,name=sign_up,params=Bundle[{ga_event_origin(_o)=app, method=email, user_email=", E(anyLoc().Email()), ", ga_screen_id(_si)=", K("-" + nzdig(18)), "}]"}
	})
	k("amplitude_http_batch_phone", func() []any {
		l := anyLoc()
		return []any{"[Amplitude] Event: checkout_failed {\"reason\":\"card_declined\",\"customer_phone\":\"", Ph(l.Phone("e164")), "\",\"amount\":\"", K(price()), "\",\"session_id\":", K(epochMs()), "}"}
	})

	// ---------------- payments / KYC / misc ----------------
	k("cardio_scan_log", func() []any {
		return []any{iosp(appName()), "CardIOCreditCardInfo: cardNumber=", C(cardV("")), " expiryMonth=", fmt.Sprint(mon()), " expiryYear=", fmt.Sprint(rint(2026, 2031)), " scanned=YES"}
	})
	k("stripe_sdk_params_log", func() []any {
		c, iss := card("")
		return []any{"STPPaymentMethodParams(type: card, card: STPPaymentMethodCardParams(number: ", C(c), ", brand: ", iss, ", expMonth: ", fmt.Sprint(mon()), ", expYear: ", fmt.Sprint(rint(26, 31)), "), billing: postalCode ", K(fmt.Sprintf("%05d", rint(10001, 99950))), ")"}
	})
	k("payment_sheet_error_es", func() []any {
		return []any{"Error en el pago (", K(isoTS()), "): la tarjeta ", C(cardV(" ")), " fue rechazada por el banco emisor. Código ", K("do_not_honor"), ", intento ", fmt.Sprint(rint(1, 4))}
	})
	k("persona_kyc_fields", func() []any {
		l := L("en")
		return []any{"Persona inquiry ", K("inq_" + from(alnum, 24)), " fields: {\"name-first\": \"", l.First[rng.Intn(len(l.First))], "\", \"identification-number\": \"", S(ssn()), "\", \"phone-number\": \"", Ph(l.Phone("e164")), "\", \"birthdate\": \"", K(date()), "\"}"}
	})
	k("plaid_link_debug_ssn", func() []any {
		return []any{"[PlaidLink] identity_verification step=kyc_check user.id_number={type: us_ssn, value: \"", S(pick(ssn(), ssnBare())), "\"} status=pending_review session=", K(uuid())}
	})
	k("tax_app_w9_itin", func() []any {
		return []any{lcp("I", "W9FormFragment"), "taxpayerIdType=ITIN tin=", S(itin()), " name=", L("mx").Display(), " formVersion=", K("Rev. October " + fmt.Sprint(rint(2018, 2024)))}
	})
	k("iap_support_email", func() []any {
		return []any{"Restore request · Apple order ID ", K(appleOrder()), " · original_transaction_id ", K(txnID()), " · product ", K(bundleID() + ".pro.yearly"), " · contact ", E(anyLoc().Email())}
	})
	k("chat_email_ja_fullwidth", func() []any {
		e := L("ja").Email()
		fw := strings.Replace(e, "@", "＠", 1)
		return []any{"お問い合わせ #", K(ticket()), "：アプリ（", K(ver()), "）で購入が復元できません。連絡先：", E(fw), "　よろしくお願いします。"}
	})
	k("chat_email_obfuscated", func() []any {
		l := L(pick("en", "de", "fr", "es"))
		f, s := ascii(pickL(l.First)), ascii(pickL(l.Last))
		d := pickL(l.Domains)
		v := uniq(func() string { return f + "." + s + dig(2) + " [at] " + strings.Replace(d, ".", " [dot] ", 1) })
		return []any{"review (", K(dateEU()), "): paywall bug in ", K(ver()), ", don't want spam so writing it like this: ", E(v)}
	})
	k("crash_reporter_contact_pt", func() []any {
		l := L("pt")
		return []any{"Relatório de falha ", K(crashID()), "\nAparelho: ", model(), " · ", osVer(), "\nComentário do usuário: o app fechou ao pagar com Pix. Meu WhatsApp é ", Ph(l.Phone(pick("nat", "intl"))), " e e-mail ", E(l.Email())}
	})
	k("ko_support_chat_email_phone", func() []any {
		l := L("ko")
		return []any{"[고객센터] 문의번호 ", K(ticket()), "\n이름: ", l.Display(), "\n연락처: ", Ph(l.Phone(pick("nat", "intl"))), "\n이메일: ", E(l.Email()), "\n내용: 앱 버전 ", K(ver()), " 에서 결제 후 이용권이 적용되지 않아요."}
	})
	k("zh_feedback_form", func() []any {
		l := L("zh")
		return []any{"【用户反馈】版本 ", K(ver()), "（", K(buildNo()), "）\n手机号：", Ph(l.Phone(pick("nat", "intl", "e164"))), "\n邮箱：", E(l.Email()), "\n问题：登录后一直转圈"}
	})
	k("de_support_form", func() []any {
		l := L("de")
		f, s := l.Name()
		return []any{"Kontaktformular (App ", K(ver()), ")\nName: ", f, " ", s, "\nE-Mail: ", E(l.Email()), "\nTelefon: ", Ph(l.Phone(pick("nat", "intl"))), "\nNachricht: Abo wird nach Gerätewechsel nicht erkannt."}
	})
	k("fr_support_form_ssn_free", func() []any {
		l := L("fr")
		return []any{"Formulaire de contact — appli ", K(ver()), "\nNom : ", l.Display(), "\nCourriel : ", E(l.Email()), "\nTél : ", Ph(l.Phone(pick("nat", "intl"))), "\nMessage : je n'arrive pas à restaurer mes achats."}
	})
	k("in_support_whatsapp", func() []any {
		l := L("in")
		return []any{"Hi team, UPI payment deducted but premium not activated. Order ", K(playOrder()), ". WhatsApp me on ", Ph(l.Phone(pick("intl", "e164"))), " or mail ", E(l.Email())}
	})
	k("ssn_in_crash_breadcrumb", func() []any {
		return []any{"Sentry breadcrumb [", K(isoTS()), "] category=form level=info message=\"field ssn changed: ", S(ssn()), "\" data={screen: OnboardingKYC, build: ", K(buildNo()), "}"}
	})
	k("jwt_in_logcat_http", func() []any {
		return []any{lcp("D", "AuthInterceptor"), "attaching id_token ", J(firebaseIDToken(project(), anyLoc().Email())), " to /v1/sync"}
	})
	k("graphql_variables_log", func() []any {
		l := anyLoc()
		return []any{"[Apollo] mutation UpdateProfile variables: {\"input\":{\"email\":\"", E(l.Email()), "\",\"phoneNumber\":\"", Ph(l.Phone("e164")), "\",\"marketingOptIn\":false}} operationId=", K(hexs(64))}
	})
	k("google_play_dev_api_curl", func() []any {
		return []any{"curl -H \"Authorization: Bearer ", B(ya29()), "\" https://androidpublisher.googleapis.com/androidpublisher/v3/applications/", K(pkg()), "/purchases/subscriptionsv2/tokens/", from(b64url, 40)}
	})
	k("app_store_server_notification", func() []any {
		return []any{"POST /apple/notifications\n{\"signedPayload\":\"", J(jwt(`{"alg":"ES256","x5c":["`+from(b64std, 60)+`"]}`, fmt.Sprintf(`{"notificationType":"DID_RENEW","notificationUUID":"%s","data":{"bundleId":"%s","environment":"Production"},"signedDate":%s}`, uuid(), bundleID(), epochMs()), 64)), "\"}"}
	})
	return ks
}
