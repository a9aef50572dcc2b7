package main

import (
	"fmt"
	"strings"
)

func cleanKinds() []Kind {
	var ks []Kind
	k := func(name string, fn func() []any) { ks = append(ks, Kind{"clean_" + name, fn}) }

	k("logcat_activity_start", func() []any {
		p := pkg()
		return []any{lcp("I", "ActivityManager"), "Start proc ", fmt.Sprint(rint(2000, 31000)), ":", K(p), "/u0a", fmt.Sprint(rint(100, 400)), " for pre-top-activity {", K(p), "/.MainActivity}\n",
			lcp("I", "ActivityTaskManager"), "Displayed ", p, "/.MainActivity: +", fmt.Sprint(rint(300, 2500)), "ms\n", lcp("I", "Choreographer"), "Skipped ", fmt.Sprint(rint(30, 120)), " frames!  The application may be doing too much work on its main thread."}
	})
	k("logcat_gc", func() []any {
		return []any{lcp("I", pkg()), "Background concurrent copying GC freed ", K(fmt.Sprintf("%d(%dMB)", rint(100000, 999999), rint(2, 40))), " AllocSpace objects, ", fmt.Sprint(rint(5, 90)), "(", fmt.Sprint(rint(1, 9)), "MB) LOS objects, ", fmt.Sprint(rint(20, 60)), "% free, ", fmt.Sprint(rint(10, 90)), "MB/", fmt.Sprint(rint(90, 200)), "MB, paused ", fmt.Sprint(rint(40, 900)), "us total ", fmt.Sprint(rint(100, 999)), ".", fmt.Sprint(rint(100, 999)), "ms"}
	})
	k("anr_trace", func() []any {
		return []any{"\"main\" prio=5 tid=1 Blocked\n  | group=\"main\" sCount=1 ucsCount=0 flags=1 obj=", K("0x" + hexs(8)), " self=", K("0xb400007" + hexs(9)), "\n  | sysTid=", fmt.Sprint(rint(2000, 31000)), " nice=-10 cgrp=top-app sched=0/0 handle=", K("0x7" + hexs(11)), "\n  at com.", pickL(companies), ".data.SyncRepository.flush(SyncRepository.kt:", fmt.Sprint(rint(40, 900)), ")\n  - waiting to lock <", K("0x0" + hexs(7)), "> (a java.lang.Object) held by thread ", fmt.Sprint(rint(10, 60))}
	})
	k("ios_crash_backtrace", func() []any {
		a := appName()
		return []any{"Thread 0 Crashed::  Dispatch queue: com.apple.main-thread\n0   libswiftCore.dylib            \t", K(memAddr()), " _assertionFailure(_:_:file:line:flags:) + ", fmt.Sprint(rint(100, 400)), "\n1   ", a, "                     \t", K(memAddr()), " CheckoutViewModel.total.getter + ", fmt.Sprint(rint(100, 900)), " (CheckoutViewModel.swift:", fmt.Sprint(rint(20, 400)), ")\n2   UIKitCore                     \t", K(memAddr()), " -[UIViewController _sendViewDidLoadWithAppearanceProxyObjectTaggingEnabled] + ", fmt.Sprint(rint(40, 120)),
			"\n\nBinary Images:\n", K(memAddr()), " - ", memAddr(), " ", a, " arm64  <", K(strings.ReplaceAll(uuid(), "-", "")), "> /private/var/containers/Bundle/Application/", K(UUID()), "/", a, ".app/", a}
	})
	k("crashlytics_summary", func() []any {
		return []any{"Crashlytics · ", appName(), " (iOS) · last 7 days\nCrash-free users ", K(fmt.Sprintf("%d.%02d%%", rint(97, 99), rint(0, 99))), " · ", K(fmt.Sprintf("%d,%03d", rint(1, 9), rint(0, 999))), " events · ", K(fmt.Sprint(rint(100, 999))), " users\nTop versions: ", K(ver() + " (" + buildNo() + ")"), ", ", K(ver() + " (" + buildNo() + ")"), "\nIssue ", K(crashID()), " first seen ", K(date())}
	})
	k("sentry_event_meta", func() []any {
		return []any{`{"event_id":"`, K(eventID()), `","timestamp":`, K(fmt.Sprintf("%s.%03d", epoch(), rint(0, 999))), `,"release":"`, K(bundleID() + "@" + ver() + "+" + buildNo()), `","dist":"`, K(buildNo()), `","sdk":{"name":"sentry.cocoa","version":"`, K(ver()), `"},"contexts":{"trace":{"trace_id":"`, K(hexs(32)), `","span_id":"`, K(hexs(16)), `"},"os":{"name":"iOS","version":"`, K(fmt.Sprintf("%d.%d", rint(15, 18), rint(0, 6))), `","build":"`, K(fmt.Sprintf("%d%s%d", rint(20, 22), string(upper[rng.Intn(8)]), rint(100, 999))), `"}}}`}
	})
	k("google_services_placeholder", func() []any {
		p := project()
		return []any{"{\n  \"project_info\": {\"project_number\": \"", K(gcmSender()), "\", \"project_id\": \"", K(p), "\"},\n  \"client\": [{\"client_info\": {\"mobilesdk_app_id\": \"", K(googleAppID("android")), "\"}, \"api_key\": [{\"current_key\": \"", K(pick("YOUR_API_KEY", "<FIREBASE_API_KEY>", "${FIREBASE_API_KEY}")), "\"}]}]\n}"}
	})
	k("info_plist_versions", func() []any {
		return []any{"<key>CFBundleIdentifier</key>\n<string>", K(bundleID()), "</string>\n<key>CFBundleShortVersionString</key>\n<string>", K(ver()), "</string>\n<key>CFBundleVersion</key>\n<string>", K(buildDate()), "</string>\n<key>NSCameraUsageDescription</key>\n<string>Scan receipts and cards</string>\n<key>LSApplicationQueriesSchemes</key>\n<array><string>tel</string><string>mailto</string><string>whatsapp</string></array>"}
	})
	k("build_gradle_versions", func() []any {
		return []any{"android {\n    namespace \"", K(pkg()), "\"\n    compileSdk 34\n    defaultConfig {\n        applicationId \"", K(pkg()), "\"\n        minSdk ", fmt.Sprint(rint(21, 26)), "\n        targetSdk 34\n        versionCode ", K(versionCode()), "\n        versionName \"", K(ver()), "\"\n        testInstrumentationRunner \"androidx.test.runner.AndroidJUnitRunner\"\n    }\n}"}
	})
	k("fastfile_env_refs", func() []any {
		return []any{"lane :release do\n  app_store_connect_api_key(key_id: ENV[\"ASC_KEY_ID\"], issuer_id: ENV[\"ASC_ISSUER_ID\"], key_filepath: \"fastlane/AuthKey.p8\")\n  match(type: \"appstore\", readonly: true, git_url: \"", K("git@github.com:" + pickL(companies) + "/certificates.git"), "\")\n  increment_build_number(build_number: ", K(buildNo()), ")\n  upload_to_app_store(app_version: \"", K(ver()), "\", skip_screenshots: true)\nend"}
	})
	reviews := []ltpl{
		{"en", "Love the widgets, but since {} the sync takes forever. Paid {} for lifetime, order {}. Please fix!"},
		{"de", "Tolle App, aber seit {} dauert der Sync ewig. {} für Lifetime bezahlt, Bestellung {}."},
		{"fr", "Super appli mais depuis la {} la synchro est très lente. Payé {} à vie, commande {}."},
		{"es", "Buena app, pero desde la {} la sincronización tarda muchísimo. Pagué {}, pedido {}."},
		{"ja", "ウィジェットは最高ですが、{}から同期が遅いです。買い切り{}、注文番号{}。"},
		{"pt", "App ótimo, mas desde a {} a sincronização demora muito. Paguei {} vitalício, pedido {}."},
	}
	for _, t := range reviews {
		t := t
		k("review_"+t.loc, func() []any {
			return append([]any{stars(rint(2, 4)), " ", K(dateEU()), " · ", model(), " · "}, fill(t.s, K(ver()), K(price()), K(pick(playOrder(), appleOrder())))...)
		})
	}
	k("dev_reply_support_url", func() []any {
		return []any{"Developer response (", K(dateUS()), "): Thanks for the ", fmt.Sprint(rint(1, 3)), "-star review. Version ", K(ver()), " (build ", K(buildNo()), ") fixes the login loop. If it still happens, open Settings › Help › Contact us inside the app and mention reference ", K("REF-" + from(ualnum, 6)), "."}
	})
	k("testflight_processing", func() []any {
		a := appName()
		return []any{"App Store Connect: The following build has completed processing:\nApp Name: ", a, "\nBuild Number: ", K(buildNo()), "\nVersion Number: ", K(ver()), "\nApp SKU: ", K(strings.ToUpper(pickL(companies)) + "-" + dig(4)), "\nApple ID: ", K(appStoreID()), "\nProcessed: ", K(date() + " " + hms()), " UTC"}
	})
	k("play_vitals", func() []any {
		return []any{"Android vitals · ", K(pkg()), "\nUser-perceived ANR rate ", K(fmt.Sprintf("%d.%02d%%", 0, rint(10, 99))), " (threshold 0.47%) · crash rate ", K(fmt.Sprintf("%d.%02d%%", rint(0, 2), rint(0, 99))), "\nWorst version code ", K(versionCode()), " on ", model(), " (", osVer(), ")"}
	})
	k("apns_payload_device_token", func() []any {
		return []any{"Sending to device ", K(apnsTok()), " topic ", K(bundleID()), "\n{\"aps\":{\"alert\":{\"title-loc-key\":\"ORDER_SHIPPED\",\"loc-args\":[\"", K(fmt.Sprint(rint(100000, 999999))), "\"]},\"badge\":", fmt.Sprint(rint(1, 9)), "},\"order_id\":", K(fmt.Sprint(rint(10000000, 99999999))), "}"}
	})
	k("apns_response", func() []any {
		return []any{"< HTTP/2 200\n< apns-id: ", K(UUID()), "\n< apns-unique-id: ", K(uuid()), "\n* Connection #0 to host api.sandbox.push.apple.com left intact (", fmt.Sprint(rint(40, 400)), " ms)"}
	})
	k("fcm_response", func() []any {
		p := project()
		return []any{"HTTP 200 {\"name\": \"projects/", K(p), "/messages/", K("0:" + epochMs() + "%" + hexs(16)), "\"}\nmulticast_id=", K(nzdig(19)), " success=", fmt.Sprint(rint(1, 500)), " failure=", fmt.Sprint(rint(0, 9))}
	})
	k("twilio_verify_masked", func() []any {
		return []any{`{"sid":"VE`, K(hexs(32)), `","status":"approved","valid":true,"to":"`, K(pick("+1******"+dig(4), "+44*******"+dig(3), "+49********"+dig(2))), `","channel":"sms","amount":null,"date_updated":"`, K(isoTS()), `"}`}
	})
	k("otp_template", func() []any {
		return []any{"strings.xml: <string name=\"otp_sms\">&lt;#&gt; Your %1$s code is %2$s. Valid for 10 minutes.\\n", K(from(b64url, 11)), "</string>\nios: \"OTP_BODY\" = \"Your code is {{code}}. @", K(pickL(companies) + ".app"), " #{{code}}\";"}
	})
	k("deeplink_campaign", func() []any {
		return []any{lcp("D", "DeepLinkRouter"), "handle https://", pickL(companies), ".app/p/", K(fmt.Sprint(rint(100000, 9999999))), "?utm_source=push&utm_campaign=", pick("blackfriday", "spring_sale", "reengage_d7"), "_", fmt.Sprint(rint(2023, 2025)), "&gclid=", K(from(b64url, 30)), "&variant=", fmt.Sprint(rint(1, 4)), "&ts=", K(epochMs())}
	})
	k("branch_link_open", func() []any {
		return []any{"Branch init: {\"+clicked_branch_link\":true,\"~referring_link\":\"https://", pickL(companies), ".app.link/", K(from(alnum, 11)), "\",\"~campaign\":\"onboarding_v", fmt.Sprint(rint(2, 9)), "\",\"+click_timestamp\":", K(epoch()), ",\"~id\":", K(nzdig(18)), ",\"product_id\":\"", K(fmt.Sprint(rint(10000, 99999))), "\"}"}
	})
	k("analytics_device_ids", func() []any {
		return []any{`{"event":"app_open","idfa":"`, K(idfa()), `","idfv":"`, K(UUID()), `","att_status":"`, pick("authorized", "denied", "notDetermined"), `","session_id":`, K(epochMs()), `,"app_build":"`, K(buildNo()), `","os":"`, osVer(), `","model":"`, model(), `"}`}
	})
	k("mixpanel_distinct", func() []any {
		return []any{"Mixpanel track \"Paywall Viewed\" {distinct_id: \"$device:", K(UUID()), "\", $app_build_number: \"", K(buildNo()), "\", $app_version_string: \"", K(ver()), "\", time: ", K(epochMs()), ", $insert_id: \"", K(from(lalnum, 16)), "\"}"}
	})
	k("gaid_adb", func() []any {
		return []any{"$ adb shell settings get secure android_id\n", K(hexs(16)), "\nGAID (Ad ID): ", K(gaid()), "\nInstall referrer: utm_source=google-play&utm_medium=organic (clicked ", K(epoch()), ")"}
	})
	k("rn_metro", func() []any {
		return []any{"info Dev server ready\n BUNDLE  ./index.js\n\n LOG  Running \"", appName(), "\" with {\"rootTag\":", fmt.Sprint(rint(1, 31)), ",\"initialProps\":{}}\n iOS ./index.js ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓ 100.0% (", K(fmt.Sprintf("%d/%d", rint(1000, 3000), rint(3000, 3500))), ")\nMetro waiting on http://", K(ip() + ":8081")}
	})
	k("flutter_doctor", func() []any {
		return []any{"[✓] Flutter (Channel stable, ", K(fmt.Sprintf("3.%d.%d", rint(10, 27), rint(0, 9))), ", on macOS ", K(fmt.Sprintf("14.%d %dE%d", rint(0, 6), 23, rint(100, 300))), " darwin-arm64)\n[✓] Android toolchain - develop for Android devices (Android SDK version ", K(fmt.Sprintf("34.0.%d", rint(0, 9))), ")\n[✓] Xcode - develop for iOS and macOS (Xcode ", K(fmt.Sprintf("15.%d", rint(0, 4))), ")\n• No issues found!"}
	})
	k("xcodebuild_archive", func() []any {
		return []any{"** ARCHIVE SUCCEEDED ** [", K(fmt.Sprintf("%d.%03d sec", rint(90, 900), rint(0, 999))), "]\nArchive path: ~/Library/Developer/Xcode/Archives/", K(date()), "/", appName(), " ", K(dateEU()), ", ", hms()[:5], ".xcarchive\nCFBundleVersion ", K(buildNo()), " · provisioning profile ", K(UUID())}
	})
	k("gradle_build_output", func() []any {
		return []any{"> Task :app:bundleRelease\n\nBUILD SUCCESSFUL in ", K(fmt.Sprintf("%dm %ds", rint(1, 12), rint(0, 59))), "\n", fmt.Sprint(rint(100, 900)), " actionable tasks: ", fmt.Sprint(rint(10, 99)), " executed, ", fmt.Sprint(rint(100, 800)), " up-to-date\napp-release.aab: ", K(fmt.Sprintf("%d.%d MB", rint(8, 90), rint(0, 9))), ", versionCode ", K(versionCode())}
	})
	k("dsym_upload", func() []any {
		return []any{"$ ./Pods/FirebaseCrashlytics/upload-symbols -gsp GoogleService-Info.plist -p ios ", appName(), ".app.dSYM\nSuccessfully submitted symbols for architecture arm64 with UUID ", K(strings.ToLower(strings.ReplaceAll(UUID(), "-", ""))), " in dSYM: ", appName(), ".app.dSYM (", K(ver()), " (", K(buildNo()), "))"}
	})
	k("atos_symbolicate", func() []any {
		load := "0x10" + hexs(7)
		return []any{"$ atos -arch arm64 -o ", appName(), ".app.dSYM/Contents/Resources/DWARF/", appName(), " -l ", K(load), " ", K(memAddr()), " ", K(memAddr()), "\nCartStore.apply(coupon:) (in ", appName(), ") (CartStore.swift:", fmt.Sprint(rint(20, 600)), ")\nclosure #1 in PaywallView.body.getter (in ", appName(), ") (PaywallView.swift:", fmt.Sprint(rint(20, 600)), ")"}
	})
	k("iap_receipt", func() []any {
		t := epochMs()
		return []any{`{"receipt_type":"Production","in_app":[{"quantity":"1","product_id":"`, K(bundleID() + ".pro.monthly"), `","transaction_id":"`, K(txnID()), `","original_transaction_id":"`, K(txnID()), `","purchase_date_ms":"`, K(t), `","web_order_line_item_id":"`, K("2000000" + dig(8)), `","is_trial_period":"false"}],"version_external_identifier":`, K(nzdig(9)), `}`}
	})
	k("play_purchase", func() []any {
		return []any{`{"orderId":"`, K(playOrder()), `","packageName":"`, K(pkg()), `","productId":"premium_yearly","purchaseTime":`, K(epochMs()), `,"purchaseState":0,"quantity":1,"acknowledged":true,"obfuscatedAccountId":"`, K(hexs(16)), `"}`}
	})
	k("card_masked_and_invalid", func() []any {
		return []any{"STPCardValidatorTest: ", K(badCard(pick(" ", ""))), " → .invalid (checksum), ", K(badCard("")), " → .invalid; wallet shows ", K(maskedCard()), " exp ", K(fmt.Sprintf("%02d/%02d", mon(), rint(25, 31))), ", last4 ", K(dig(4))}
	})
	k("ssn_validation_qa", func() []any {
		return []any{"QA ", K("KYC-" + fmt.Sprint(rint(100, 999))), ": SSN field rejects ", K(invalidSSN()), " and ", K(invalidSSN()), " as expected; masked display shows ", K("***-**-" + dig(4)), " on build ", K(buildNo()), "."}
	})
	k("masked_contact_support", func() []any {
		return []any{"We sent a 6-digit code to ", K(maskedPhone()), " and a link to ", K(maskedEmail()), ". Request id ", K(uuid()), " · app ", K(ver())}
	})
	k("public_keys_config", func() []any {
		return []any{"// AppConfig.swift — client-side keys, safe to ship\nstatic let sentryDSN = \"", K(sentryDSN()), "\"\nstatic let stripePublishableKey = \"", K(pkLive()), "\"\nstatic let revenueCatKey = \"", K(rcPublic()), "\"\nstatic let mapboxToken = \"", K(mapboxPK()), "\""}
	})
	k("env_example_placeholders", func() []any {
		return []any{"# .env.example\nFASTLANE_USER=you@example.com\nFASTLANE_PASSWORD=${FASTLANE_PASSWORD}\nMATCH_PASSWORD=<your-match-password>\nSENTRY_AUTH_TOKEN=YOUR_SENTRY_AUTH_TOKEN\nAWS_ACCESS_KEY_ID=", K(akia()), "\nAPP_VERSION=", K(ver())}
	})
	k("asc_app_metadata", func() []any {
		return []any{"App Information\n  Name: ", appName(), "\n  Bundle ID: ", K(bundleID()), "\n  SKU: ", K(strings.ToUpper(pickL(apps)) + dig(6)), "\n  Apple ID: ", K(appStoreID()), "\n  Primary language: ", pick("English (U.S.)", "German", "Japanese", "French"), "\n  Price: ", K(price()), " (Tier ", fmt.Sprint(rint(1, 20)), ")"}
	})
	k("device_info_dump", func() []any {
		return []any{"DeviceInfo{model=", model(), ", os=", osVer(), ", idfv=", K(UUID()), ", locale=", pick("de_DE", "ja_JP", "pt_BR", "en_US", "fr_FR", "ko_KR"), ", tz=", pick("Europe/Berlin", "Asia/Tokyo", "America/Sao_Paulo", "America/New_York"), ", screen=", K(fmt.Sprintf("%dx%d@%dx", rint(320, 440), rint(640, 960), rint(2, 3))), ", storageFree=", K(fmt.Sprint(rint(1000000000, 99999999999))), "}"}
	})
	k("adb_devices_getprop", func() []any {
		return []any{"$ adb devices -l\n", K(from(ualnum, 11)), "          device usb:", fmt.Sprint(rint(1, 4)), "-1 product:", pick("dm3qxeea", "husky", "lynx"), " model:", pick("SM_S918B", "Pixel_8_Pro", "Pixel_7a"), " transport_id:", fmt.Sprint(rint(1, 9)), "\n$ adb shell getprop ro.build.fingerprint\n", K(fmt.Sprintf("google/husky/husky:14/AP2A.%d.%03d/%d:user/release-keys", rint(240000, 249999), rint(1, 99), rint(10000000, 12999999)))}
	})
	k("okhttp_response", func() []any {
		return []any{lcp("I", "okhttp.OkHttpClient"), "<-- 200 https://api.", pickL(companies), ".app/v2/feed?cursor=", K(from(b64url, 24)), " (", fmt.Sprint(rint(40, 2000)), "ms)\n", lcp("I", "okhttp.OkHttpClient"), "etag: W/\"", K(hexs(20)), "\"\n", lcp("I", "okhttp.OkHttpClient"), "x-ratelimit-remaining: ", fmt.Sprint(rint(0, 999))}
	})
	chats := []ltpl{
		{"en", "Hi, the app ({}) crashes when I open the camera on my {}. Ticket {} from yesterday, still happening."},
		{"de", "Hallo, die App ({}) stürzt beim Öffnen der Kamera ab, Gerät {}. Ticket {} von gestern."},
		{"es", "Hola, la app ({}) se cierra al abrir la cámara en mi {}. Ticket {} de ayer."},
		{"ko", "안녕하세요, 앱({})이 {}에서 카메라를 열면 꺼져요. 어제 문의 {} 입니다."},
		{"tr", "Merhaba, uygulama ({}) {} cihazımda kamerayı açınca kapanıyor. Dünkü talep {}."},
	}
	for _, t := range chats {
		t := t
		k("support_chat_"+t.loc, func() []any {
			return append([]any{"[", K(isoTS()), "] "}, fill(t.s, K(ver()+" ("+buildNo()+")"), model(), K("#"+ticket()))...)
		})
	}
	k("release_notes_multi", func() []any {
		v := ver()
		return []any{"en-US: What's new in ", K(v), ": faster sync, fixed login on ", osVer(), ".\nde-DE: Neu in ", v, ": schnellere Synchronisierung.\nja: ", v, " の新機能：同期を高速化しました。\nBuild ", K(buildNo()), " · released ", K(date())}
	})
	k("remote_config", func() []any {
		return []any{`{"parameters":{"paywall_variant":{"defaultValue":{"value":"`, pick("a", "b", "c"), `"}},"min_supported_build":{"defaultValue":{"value":"`, K(buildNo()), `"}},"force_update_below":{"defaultValue":{"value":"`, K(ver()), `"}}},"version":{"versionNumber":"`, K(fmt.Sprint(rint(10, 999))), `","updateTime":"`, K(isoTS()), `"}}`}
	})
	k("crash_registers", func() []any {
		out := []any{"Thread 0 crashed with ARM Thread State (64-bit):\n"}
		for i := 0; i < 4; i++ {
			out = append(out, fmt.Sprintf("    x%d: ", i), K("0x0000000"+hexs(9)), "   ")
		}
		return append(out, "\n    fp: ", K("0x000000016"+hexs(7)), "   lr: ", K(memAddr()), "   cpsr: ", K("0x"+hexs(8)))
	})
	k("ns_timestamps", func() []any {
		return []any{"perfetto: slice ", K(fmt.Sprint(rint(1000, 99999))), " ts=", K(epoch() + dig(9)), " dur=", fmt.Sprint(rint(100000, 9999999)), " name=Choreographer#doFrame ", K(fmt.Sprint(rint(1000000, 9999999))), "\nsnowflake message id ", K(fmt.Sprint(rint(1100000000, 1299999999)) + dig(9))}
	})
	k("id_lookalikes", func() []any {
		return []any{"Refund check: Play order ", K(playOrder()), ", App Store app id ", K(appStoreID()), ", Apple order ", K(appleOrder()), ", transaction ", K(txnID()), ", Firebase project number ", K(gcmSender()), ", amount ", K(price())}
	})
	k("version_matrix", func() []any {
		out := []any{"| version | build | released | crash-free |\n|---|---|---|---|\n"}
		for i := 0; i < 3; i++ {
			out = append(out, "| ", K(ver()), " | ", K(buildNo()), " | ", K(date()), " | ", K(fmt.Sprintf("%d.%d%%", rint(97, 99), rint(0, 9))), " |\n")
		}
		return out
	})
	k("sms_app_hash", func() []any {
		return []any{"$ keytool -exportcert -alias upload -keystore upload.jks | xxd -p | tr -d \"[:space:]\" | echo -n ", K(pkg()), " `cat` | sha256sum | tr -d \"[:space:]-\" | xxd -r -p | base64 | cut -c1-11\n", K(from(b64url, 11))}
	})
	k("email_lookalikes", func() []any {
		return []any{"Assets: ", K("AppIcon@" + pick("2x", "3x") + ".png"), ", ", K("splash@3x.png"), "\npod 'FirebaseAnalytics', '~> ", K(fmt.Sprintf("10.%d", rint(10, 29))), "'\nnpm i ", K(fmt.Sprintf("@react-native-firebase/app@%d.%d.%d", rint(17, 21), rint(0, 9), rint(0, 9))), "\nremote: ", K("git@github.com:" + pickL(companies) + "/mobile.git"), "\nping ", K("@" + pick("ios-oncall", "android-team", "release-bot"))}
	})
	k("jwt_lookalikes", func() []any {
		return []any{"Debug: header ", K(b64j(`{"alg":"` + pick("RS256", "ES256", "HS256") + `","typ":"JWT"}`)), " decodes fine; token was logged truncated as ", K("eyJhbGciOi..."), " so we can't replay it (request ", K(uuid()), ")"}
	})
	k("bearer_prose", func() []any {
		return []any{"Retrofit: the Authorization: Bearer header is added by AuthInterceptor only when accessToken != null; response body {\"token_type\": \"Bearer\", \"expires_in\": ", K(fmt.Sprint(rint(600, 86400))), "}; see ", K("PR #" + fmt.Sprint(rint(1000, 9999))), "."}
	})
	k("fcm_device_tokens", func() []any {
		return []any{"registered devices for ", K(userID()), ":\n  ios  ", K(apnsTok()), "  last_seen ", K(date()), "\n  android  ", K(fcmTok()), "  last_seen ", K(date()), "\n  expo  ", K(expoPush())}
	})
	k("phone_shaped_ids", func() []any {
		return []any{"Build server: ", K(ip() + ":" + fmt.Sprint(rint(1024, 65000))), ", artifact ", K(fmt.Sprintf("app-%d.%d.%d-%d.apk", rint(1, 9), rint(0, 30), rint(0, 9), rint(10000, 99999))), ", size ", K(fmt.Sprint(rint(10000000, 99999999))), " bytes, SHA-1 ", K(strings.ToUpper(hexs(2)) + ":" + strings.ToUpper(hexs(2)) + ":" + strings.ToUpper(hexs(2)) + ":" + strings.ToUpper(hexs(2))), "…, window ", K(date() + " " + hms()[:5]), "–", hms()[:5]}
	})
	return append(ks, cleanKinds2()...)
}
