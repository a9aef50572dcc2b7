package main

import (
	"fmt"
	"strings"
)

var piiEmail = []T{
	{"email_me_at", func(g *G) string {
		r := g.region()
		return g.cz(g.pick("email me at ", "mail me at ", "send it to ", "my email is ", "email: ")) + g.P("email", g.email(r)) + " " + g.pick("pls", "thx", "before friday", "not the work one") + " " + g.K(g.pick("by ", "before ")+g.tm())
	}},
	{"email_voice_dot_at", func(g *G) string {
		f, l := g.name(g.region())
		d := g.pick("gmail", "yahoo", "outlook", "hotmail", "icloud")
		v := f + " dot " + l + fmt.Sprint(g.n(1, 99)) + " at " + d + " dot com"
		if g.maybe(0.3) {
			v = f + l + fmt.Sprint(g.n(10, 999)) + " at " + d + " dot com"
		}
		return g.pick("my email is ", "email address ", "send the pdf to ") + g.P("email", v) + " " + g.pick("all lowercase", "no spaces", "thank you", "")
	}},
	{"email_spaced_at", func(g *G) string {
		l := g.emailLocal(g.region())
		d := g.pick("yahoo.com", "gmail.com", "outlook.com")
		return g.pick("send it to ", "my email ", "emial me ") + g.P("email", l+" @ "+d) + " " + g.pick("autocorrect keeps adding spaces sorry", "thx", "") + " ticket " + g.K("#"+g.digits(6))
	}},
	{"email_hinglish_resume", func(g *G) string {
		return g.pick("resume ", "cv ", "offer letter ") + g.P("email", g.email("in")) + " pe bhej dena " + g.pick("kal tak", "aaj raat tak", "jaldi") + " interview " + g.K(g.date()) + " " + g.K(g.tm())
	}},
	{"email_spanglish", func(g *G) string {
		return g.pick("mandame el pdf a ", "mi correo es ", "el email de mi tia es ", "escribele a ") + g.P("email", g.email("us")) + " " + g.pick("porfa", "ok?", "ya le dije", "es pa la fiesta del ") + " " + g.K(g.date())
	}},
	{"email_taglish", func(g *G) string {
		return g.pick("send mo na lang sa email ko ", "pakiforward sa ", "eto email ko ") + g.P("email", g.email("ph")) + " " + g.pick("yung receipt", "yung files", "salamat", "pls") + " " + g.K(g.pick("OR# ", "SI# ", "ref ")+g.digits(7))
	}},
	{"email_ng", func(g *G) string {
		return g.pick("send the invoice to ", "my mail na ", "abeg mail am to ") + g.P("email", g.email("ng")) + " " + g.pick("sharp sharp", "before monday", "i go check am") + " amount " + g.K(g.price("ng"))
	}},
	{"email_uk", func(g *G) string {
		return g.pick("email's ", "my email ", "drop me an email ") + g.P("email", g.email("uk")) + " " + g.pick("cheers", "ta", "x", "innit") + " match kicks off " + g.K(g.pick("3pm", "half 7", "12.30", "5.30pm"))
	}},
	{"email_au", func(g *G) string {
		return g.pick("flick it to ", "email it to ", "send the rego papers to ") + g.P("email", g.email("au")) + " " + g.pick("cheers mate", "ta", "no rush") + " rego " + g.K(g.from("ABCDEFGHJKLMNPRSTUVWXYZ", 3)+g.digits(2)+g.from("ABCDEFGHJKLMNPRSTUVWXYZ", 1))
	}},
	{"email_invite_list", func(g *G) string {
		return "invite list: " + g.P("email", g.email("us")) + ", " + g.P("email", g.email(g.region())) + ", " + g.P("email", g.email(g.region())) + " party " + g.K(g.date()) + " " + g.K(g.tm())
	}},
	{"email_with_handle", func(g *G) string {
		h := "@" + g.pick(firstNames...) + "_" + g.pick("sings", "bakes", "travels", "fit", "eats") + g.digits(2)
		return "my ig is " + g.K(h) + " and email " + g.P("email", g.email(g.region())) + " " + g.pick("for collabs", "dm first", "")
	}},
	{"email_caps_autocap", func(g *G) string {
		e := g.email(g.region())
		e = strings.ToUpper(e[:1]) + e[1:]
		return g.pick("Email is ", "Contact: ", "My email ") + g.P("email", e) + " " + g.pick("(phone autocapitalized it)", "lol autocorrect", "") + " order " + g.K(g.amzOrder())
	}},
	{"email_school_teacher", func(g *G) string {
		f, l := g.name("us")
		return g.pick("teacher email ", "coach's email ", "mrs ") + g.P("email", f[:1]+l+fmt.Sprint(g.n(1, 99))+"@"+g.pick("lausd.net", "nycstudents.net", "dallasisd.org", "cps.edu", "fcps.edu")) + " re: " + g.pick("field trip ", "pickup ", "grade ") + g.K(g.date())
	}},
	{"email_venmo_zelle", func(g *G) string {
		return g.pick("zelle me at ", "zelle: ", "paypal is ") + g.P("email", g.email("us")) + " " + g.pick("or venmo ", "venmo ") + g.K("@"+g.pick(firstNames...)+"-"+g.pick(lastNames...)+"-"+g.digits(2)) + " its " + g.K(g.price("us")) + " each"
	}},
	{"email_typo_gmial", func(g *G) string {
		l := g.emailLocal(g.region())
		return "sorry its " + g.P("email", l+"@gmail.com") + " not " + g.K(l+"@gmial") + " typo" + g.emo()
	}},
	{"email_plus_tag_parens", func(g *G) string {
		l := g.emailLocal(g.region())
		return g.pick("use the one w the plus ", "signup email ", "(for shopee) ") + "(" + g.P("email", l+"+"+g.pick("shopee", "amazon", "lazada", "jumia", "newsletters")+"@gmail.com") + ") " + g.pick("so i can filter", "voucher code ", "promo ") + g.K(g.from(upper, 4)+g.digits(2))
	}},
}

var piiSecret = []T{
	{"wifi_pw_is", func(g *G) string {
		return g.cz(g.pick("wifi pw is ", "wifi pass: ", "wifi password = ", "wifi pwd ", "wifi -> ")) + g.P("bearer", g.wifiPass()) + " " + g.pick("network is ", "ssid ") + g.K(g.pick("NETGEAR", "Spectrum", "PLDTHOMEFIBR", "TP-Link_", "Airtel_", "Telstra", "BTHub6-", "MTN_4G_")+g.from(upper+"0123456789", 4)) + g.emo()
	}},
	{"wifi_hinglish", func(g *G) string {
		return g.pick("wifi ka password ", "ghar ka wifi pass ", "wifi pwd ") + g.P("bearer", g.wifiPass()) + " hai " + g.pick("guest ko mat batana", "jio fiber wala", "5G wala use kar") + " plan " + g.K(fmt.Sprintf("₹%d/month", g.n(399, 1499)))
	}},
	{"wifi_taglish", func(g *G) string {
		return g.pick("pw ng wifi: ", "password ng wifi ", "yung wifi pass ") + g.P("bearer", g.wifiPass()) + " " + g.pick("wag mo ipamigay", "converge yan", "pldt yung 5G") + " " + g.K(g.pick("rm ", "unit ")+fmt.Sprint(g.n(101, 2405)))
	}},
	{"wifi_name_and_pass", func(g *G) string {
		return "network " + g.K(g.pick("HomeFibr_5G", "Optus_B8E2", "TelstraA1B2", "VM1234567", "SKY"+g.digits(5), "Glo_"+g.digits(4))) + " pass= " + g.P("bearer", g.wifiPass()) + " router in the " + g.pick("hall", "cupboard", "garage")
	}},
	{"netflix_login_pwd", func(g *G) string {
		return g.pick("netflix login ", "spotify acct ", "disney+ ", "hulu ") + g.P("email", g.email(g.region())) + " " + g.pick("pwd ", "pw ", "pass ") + g.P("bearer", g.password()) + " " + g.pick("dont change it", "profile 3 is mine", "max 4 screens")
	}},
	{"bank_login_note", func(g *G) string {
		return g.pick("hdfc netbanking ", "bpi online ", "gtb app ", "chase app ") + "user id " + g.pick("cust", "usr", "") + g.digits(8) + " " + g.pick("pass ", "pw ", "password ") + g.P("bearer", g.password()) + " " + g.pick("change every 90 days", "locked after 3 tries")
	}},
	{"google_app_password", func(g *G) string {
		return g.pick("gmail app password ", "app password for outlook ", "google app pw ") + g.P("bearer", g.googleAppPw()) + " " + g.pick("for the printer scan to email", "for thunderbird", "for the iphone mail app")
	}},
	{"apple_app_password", func(g *G) string {
		return g.pick("apple app specific pw ", "icloud app password ", "app-specific password: ") + g.P("bearer", g.appleAppPw()) + " " + g.pick("for outlook on the work laptop", "for spark", "for the nas backup")
	}},
	{"api_key_openai", func(g *G) string {
		return g.pick("my openai key ", "openai api key ", "OPENAI_API_KEY=") + g.P("bearer", g.apiKey(g.pick("openai", "openai_old"))) + " " + g.pick("is it leaked??", "why does it say 429", "works on laptop not phone", "expires ") + " " + g.K(g.pick("v1", "gpt-4o", "v2.3.1", "err 401"))
	}},
	{"api_key_github", func(g *G) string {
		return g.pick("github token ", "gh pat ", "new token ") + g.P("bearer", g.apiKey(g.pick("github", "github", "github_pat"))) + " " + g.pick("expires in 30 days", "repo scope only", "for the ci") + " pr " + g.K("#"+fmt.Sprint(g.n(10, 4999)))
	}},
	{"api_key_stripe", func(g *G) string {
		pk := "pk_live_51" + g.rnd(alnum, 97)
		return "stripe keys publishable " + g.K(pk) + " secret " + g.P("bearer", g.apiKey("stripe")) + " " + g.pick("dont commit", "for the shop", "rotate after launch")
	}},
	{"api_key_google_maps", func(g *G) string {
		return g.pick("maps api key ", "firebase key ", "google api key: ") + g.P("bearer", g.apiKey("google")) + " " + g.pick("restricted to android", "billing acct ", "quota ") + g.K(g.pick("25k/day", "v3", "1.2.0", "28k"))
	}},
	{"api_key_slack_bot", func(g *G) string {
		return g.pick("slack bot token ", "SLACK_BOT_TOKEN=", "bot token -> ") + g.P("bearer", g.apiKey("slack")) + " channel " + g.K("C0"+g.from(upper+"0123456789", 9))
	}},
	{"api_key_hf", func(g *G) string {
		return g.pick("hf token ", "huggingface token: ", "HF_TOKEN ") + g.P("bearer", g.apiKey("hf")) + " model " + g.K(g.pick("llama-3.1-8b", "mistral-7b-v0.3", "bert-base-uncased", "whisper-large-v3"))
	}},
	{"api_key_anthropic", func(g *G) string {
		return g.pick("claude api key ", "anthropic key ", "ANTHROPIC_API_KEY=") + g.P("bearer", g.apiKey("anthropic")) + " " + g.pick("for the discord bot", "rate limit tier ", "budget ") + g.K(g.pick("2", "$50", "$100/mo", "tier 2"))
	}},
	{"api_key_telegram_bot", func(g *G) string {
		return g.pick("telegram bot token ", "botfather gave me ", "tg bot: ") + g.P("bearer", g.apiKey("telegram")) + " " + g.pick("chat id ", "group id ") + g.K("-100"+g.digits(10))
	}},
	{"api_key_groq_gitlab", func(g *G) string {
		k := g.pick("groq", "gitlab")
		return g.pick("new ", "pasting my ", "") + k + " key " + g.P("bearer", g.apiKey(k)) + " " + g.pick("keep safe", "for the side project", "pls fix my script")
	}},
	{"recovery_codes_github", func(g *G) string {
		return g.pick("github recovery codes ", "2fa recovery codes:\n", "backup codes for gh ") + g.P("bearer", g.recoveryGH()) + " " + g.P("bearer", g.recoveryGH()) + " " + g.P("bearer", g.recoveryGH()) + " " + g.pick("used the first one already", "save in safe", "")
	}},
	{"recovery_codes_google_digits", func(g *G) string {
		c := func() string { return g.P("bearer", g.nzdigits(4)+" "+g.digits(4)) }
		return g.pick("google backup codes ", "BACKUP CODES\n", "gmail backup codes: ") + c() + " " + c() + " " + c() + " " + g.pick("keep these safe ", "") + "printed on " + g.K(g.date())
	}},
	{"reset_link_token", func(g *G) string {
		dom := g.pick("accounts.splitwise.com/password_resets/", "app.notion.so/loginwithemail?token=", "www.canva.com/reset?token=", "id.atlassian.com/login/resetpassword?token=", "my.gcash.com/reset?t=")
		return g.pick("reset link ", "pw reset ", "this link says expired ") + "https://" + dom + g.P("bearer", g.linkToken()) + " " + g.pick("why does it say expired after ", "valid for ", "click b4 ") + g.K(g.pick("24h", "1 hour", "30 mins", g.tm()))
	}},
	{"magic_link_token", func(g *G) string {
		return g.pick("login link from email ", "magic link ", "sign in link ") + "https://" + g.pick("app.", "auth.", "my.") + g.pick("gymbuddy.io", "splitr.app", "tiffinbox.in", "kudi.ng", "mateship.com.au") + "/auth/magic/" + g.P("bearer", g.linkToken()) + " " + g.pick("forwarded from laptop", "open on phone", "")
	}},
	{"invite_link_token", func(g *G) string {
		var pre string
		switch g.r.Intn(3) {
		case 0:
			pre = "app.clickup.com/invite?token="
		case 1:
			pre = "trello.com/invite/b/" + g.from(alnum, 8) + "/ATTI"
		default:
			pre = "join.slack.com/t/" + g.pick("barkada", "flatmates", "team-naija", "sydneyrunners") + "/shared_invite/zt-" + g.from("0123456789abcdefghijklmnopqrstuvwxyz", 11) + "-"
		}
		return g.pick("invite link for the team ", "join link ") + "https://" + pre + g.P("bearer", g.linkToken()) + " " + g.pick("expires ", "valid till ") + g.K(g.date())
	}},
	{"pw_spanglish", func(g *G) string {
		return g.pick("la contraseña de netflix es ", "el password del wifi es ", "la clave del banco es ", "el pw de mi cuenta ") + g.P("bearer", g.password()) + " " + g.pick("no se lo digas a nadie", "con mayuscula", "ya lo cambie ayer") + g.emo()
	}},
	{"pw_arrow_insta", func(g *G) string {
		return g.pick("insta -> pw: ", "fb pw -> ", "tiktok pass = ", "snap pwd: ") + g.P("bearer", g.password()) + " " + g.pick("backup acct ", "main ") + g.K("@"+g.pick(firstNames...)+"."+g.pick("vibes", "daily", "x", "og")+g.digits(2))
	}},
	{"pw_multi_list", func(g *G) string {
		return "passwords\ngmail " + g.P("bearer", g.password()) + "\nfb " + g.P("bearer", g.password()) + "\nbank " + g.P("bearer", g.password()) + "\nlocker combo " + g.K(fmt.Sprintf("%d-%d-%d", g.n(1, 39), g.n(1, 39), g.n(1, 39)))
	}},
	{"router_admin", func(g *G) string {
		return g.pick("router admin ", "router login ") + g.K(g.pick("192.168.1.1", "192.168.0.1", "10.0.0.1", "192.168.1.254")) + " user admin " + g.pick("pw ", "pass ", "password ") + g.P("bearer", g.password())
	}},
	{"bearer_curl_pasted", func(g *G) string {
		return "why is this failing " + g.pick("curl -H 'Authorization: Bearer ", "curl -H \"Authorization: Bearer ") + g.P("bearer", g.rnd(alnum, g.n(32, 48))) + g.pick("'", "\"") + " " + g.K("https://api."+g.pick("splitr.app", "kudi.ng", "tiffinbox.in")+"/v"+fmt.Sprint(g.n(1, 3))+"/orders") + " gives " + g.K(g.pick("401", "403", "500"))
	}},
	{"pw_ng_pidgin", func(g *G) string {
		return g.pick("my gtb app password na ", "the opay password na ", "palmpay pin no be this one, password na ") + g.P("bearer", g.password()) + " " + g.pick("no tell anybody", "abeg help me login", "i don forget am before")
	}},
	{"pw_uk_bthub", func(g *G) string {
		return g.pick("bt hub password ", "virgin hub pw ", "sky router key ") + g.P("bearer", g.rnd(upper+lower+"23456789", 10)) + " " + g.pick("on the back of the box", "on the sticker", "cheers") + " hub " + g.K(g.pick("Smart Hub 2", "Hub 5", "Sky Q"))
	}},
	{"pw_au_mygov", func(g *G) string {
		return g.pick("mygov pw ", "commbank netbank pw ", "optus acct pass ") + g.P("bearer", g.password()) + " " + g.pick("crn ", "client no ") + g.digits(9) + g.from(upper, 1)
	}},
	{"aws_secret_pasted", func(g *G) string {
		return "aws key id " + g.K("AKIA"+g.from(upper+"234567", 16)) + " secret " + g.P("bearer", g.apiKey("aws_secret")) + " region " + g.K(g.pick("ap-south-1", "us-east-1", "ap-southeast-2", "eu-west-2"))
	}},
	{"seed_phrase_note", func(g *G) string {
		words := []string{"abandon", "ability", "trumpet", "orbit", "velvet", "canyon", "pistol", "harvest", "glimpse", "junior", "mosquito", "tenant", "rescue", "salad", "wisdom", "fatigue", "lizard", "oyster", "ribbon", "sunset", "timber", "uncle", "visa", "walnut", "zebra", "artwork", "broccoli", "ceiling", "dragon", "elbow"}
		var ws []string
		for i := 0; i < 12; i++ {
			ws = append(ws, g.pick(words...))
		}
		return g.pick("metamask seed ", "trust wallet recovery phrase: ", "seed words ") + g.P("bearer", strings.Join(ws, " ")) + " " + g.pick("dont lose", "paper copy in drawer", "")
	}},
	{"pw_voice_is", func(g *G) string {
		return g.pick("the password is ", "password is ", "pass is ", "the code for the laptop is ") + g.P("bearer", g.password()) + " " + g.pick("capital first letter", "all one word", "no spaces") + " " + g.pick("pin for the gate ", "door code ") + g.digits(4)
	}},
	{"jwt_is_expired", func(g *G) string {
		return g.pick("is this token expired ", "decode this pls ", "why 401 with ", "token: ") + g.P("jwt", g.jwt()) + g.emo()
	}},
	{"jwt_in_link", func(g *G) string {
		return g.pick("verify link ", "clicked this ", "the app sent ") + "https://" + g.pick("app.gymbuddy.io/verify?jwt=", "splitr.app/confirm?token=", "tiffinbox.in/auth/cb#id_token=") + g.P("jwt", g.jwt()) + " " + g.pick("says invalid", "not working", "pls check")
	}},
	{"jwt_hinglish", func(g *G) string {
		return g.pick("ye token dekh ", "bhai ye jwt ") + g.P("jwt", g.jwt()) + " " + g.pick("kaam nahi kar raha", "expire ho gaya kya", "postman me daal ke dekh")
	}},
	{"jwt_bearer_header_note", func(g *G) string {
		return "Authorization: Bearer " + g.P("jwt", g.jwt()) + "\n" + g.pick("copied from devtools", "from the app network tab", "") + " " + g.K("v"+fmt.Sprintf("%d.%d.%d", g.n(1, 9), g.n(0, 30), g.n(0, 20)))
	}},
}
