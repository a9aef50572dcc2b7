package main

import (
	"fmt"
	"strings"
)

func piiKinds() []Kind {
	var ks []Kind
	k := func(name string, fn func() []any) { ks = append(ks, Kind{name, fn}) }

	// ---------------- Android logcat ----------------
	k("logcat_okhttp_bearer", func() []any {
		return []any{lcp("I", "okhttp.OkHttpClient"), "--> GET https://api.", pickL(companies), ".app/v", fmt.Sprint(rint(1, 3)), "/me/orders?page=", fmt.Sprint(rint(1, 9)), "\n",
			lcp("I", "okhttp.OkHttpClient"), "Authorization: Bearer ", B(opaque()), "\n",
			lcp("I", "okhttp.OkHttpClient"), "X-Device-Id: ", K(gaid()), "\n", lcp("I", "okhttp.OkHttpClient"), "--> END GET"}
	})
	k("logcat_okhttp_signup_body", func() []any {
		l := anyLoc()
		return []any{lcp("I", "okhttp.OkHttpClient"), "--> POST https://api.", pickL(companies), ".app/v2/auth/signup\n",
			lcp("I", "okhttp.OkHttpClient"), "Content-Type: application/json; charset=UTF-8\n",
			lcp("I", "okhttp.OkHttpClient"), `{"email":"`, E(l.Email()), `","password":"`, B(pw()), `","phone":"`, Ph(l.Phone("e164")), `","locale":"`, l.Code, `","appVersion":"`, K(ver()), `"}`, "\n",
			lcp("I", "okhttp.OkHttpClient"), "--> END POST (", fmt.Sprint(rint(90, 180)), "-byte body)"}
	})
	k("logcat_auth_signin_email", func() []any {
		return []any{lcp("D", "AuthRepository"), "signInWithEmail:success uid=", K(from(alnum, 28)), " email=", E(anyLoc().Email()), " provider=password"}
	})
	k("logcat_phone_auth", func() []any {
		l := anyLoc()
		return []any{lcp("D", "PhoneAuthActivity"), "verifyPhoneNumber(", Ph(l.Phone("e164")), ") timeout=60s forceResendingToken=null\n",
			lcp("D", "PhoneAuthActivity"), "onCodeSent:verificationId=", K(from(b64url, 64)), "\n", lcp("W", "PhoneAuthActivity"), "onVerificationFailed: The SMS quota for the project has been exceeded."}
	})
	k("logcat_crash_card_parse", func() []any {
		c := cardV(pick(" ", ""))
		return []any{lcp("E", "AndroidRuntime"), "FATAL EXCEPTION: main\n", lcp("E", "AndroidRuntime"), "Process: ", K(pkg()), ", PID: ", fmt.Sprint(rint(2000, 31000)), "\n",
			lcp("E", "AndroidRuntime"), `java.lang.IllegalStateException: Card validation failed for input "`, C(c), `" (expiry `, K(fmt.Sprintf("%02d/%d", mon(), rint(26, 31))), ")\n",
			lcp("E", "AndroidRuntime"), "\tat com.", pickL(companies), ".checkout.CardFormViewModel.onSubmit(CardFormViewModel.kt:", fmt.Sprint(rint(40, 400)), ")"}
	})
	k("logcat_shared_prefs_dump", func() []any {
		return []any{"$ adb shell run-as ", K(pkg()), " cat shared_prefs/auth_prefs.xml\n<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name=\"refresh_token\">", B(opaque()),
			"</string>\n    <string name=\"user_email\">", E(anyLoc().Email()), "</string>\n    <long name=\"token_expiry\" value=\"", K(epochMs()), "\" />\n    <int name=\"schema_version\" value=\"", fmt.Sprint(rint(2, 9)), "\" />\n</map>"}
	})
	k("logcat_webview_console", func() []any {
		c, iss := card(" ")
		return []any{lcp("I", "chromium"), `[INFO:CONSOLE(`, fmt.Sprint(rint(10, 900)), `)] "checkout payload {\"brand\":\"`, iss, `\",\"number\":\"`, C(c), `\",\"cvc\":\"***\",\"orderId\":\"`, K("ORD-" + dig(8)), `\"}", source: https://pay.`, pickL(companies), ".app/static/js/main.", hexs(8), ".js (", fmt.Sprint(rint(1, 9)), ")"}
	})
	k("logcat_sms_retriever", func() []any {
		l := L(pick("en", "gb", "in", "de", "br"))
		if l == nil {
			l = L("en")
		}
		return []any{lcp("D", "SmsBroadcastReceiver"), "SMS from ", Ph(l.Phone("intl")), ": <#> Your ", appName(), " code is ", fmt.Sprint(rint(100000, 999999)), ". Don't share it. ", K(from(b64url, 11))}
	})
	k("logcat_kyc_ssn", func() []any {
		return []any{lcp("D", "KycFormViewModel"), "submit identity: firstName=", L("en").First[rng.Intn(10)], " dob=", K(date()), " ssn=", S(ssn()), " zip=", K(fmt.Sprintf("%05d", rint(10001, 99950))), " state=", pick("CA", "TX", "NY", "FL", "WA")}
	})
	k("logcat_contacts_query", func() []any {
		l := L(pick("en", "de", "fr", "es", "it"))
		f, s := l.Name()
		f2, s2 := l.Name()
		return []any{"$ adb shell content query --uri content://com.android.contacts/data/phones --projection display_name:data1\nRow: 0 display_name=", f, " ", s, ", data1=", Ph(l.Phone("intl")),
			"\nRow: 1 display_name=", f2, " ", s2, ", data1=", Ph(l.Phone("e164"))}
	})
	k("logcat_fcm_token_user", func() []any {
		return []any{lcp("D", "MyFirebaseMsgService"), "Refreshed token: ", K(fcmTok()), "\n", lcp("D", "MyFirebaseMsgService"), "sendRegistrationToServer user=", E(anyLoc().Email()), " device=", K(gaid())}
	})

	// ---------------- iOS / Xcode console ----------------
	k("xcode_urlsession_headers", func() []any {
		return []any{iosp(appName()), "[Network] ", K(UUID()), " request GET https://api.", pickL(companies), ".io/v3/profile headers: [\"Accept\": \"application/json\", \"Authorization\": \"Bearer ", B(opaque()), "\", \"X-App-Build\": \"", K(buildNo()), "\"]"}
	})
	k("xcode_oslog_signin", func() []any {
		return []any{iosp(appName()), "[Auth] Signed in user ", E(anyLoc().Email()), " (provider: email, mfa: false) in ", fmt.Sprint(rint(200, 3000)), " ms"}
	})
	k("xcode_keychain_save", func() []any {
		b := bundleID()
		return []any{iosp(appName()), "KeychainStore: saved item service=", K(b + ".auth"), " account=", E(anyLoc().Email()), " password=", B(pw()), " accessible=kSecAttrAccessibleAfterFirstUnlock status=0"}
	})
	k("swift_print_struct", func() []any {
		l := L(pick("pt", "es", "en", "fr", "it"))
		f, s := l.Name()
		return []any{"User(id: ", fmt.Sprint(rint(1000, 999999)), `, name: "`, f, " ", s, `", email: "`, E(l.Email()), `", phone: Optional("`, Ph(l.Phone("intl")), `"), createdAt: `, K(date()), `, isPremium: `, pick("true", "false"), ")"}
	})
	k("xcode_apple_signin_token", func() []any {
		b := bundleID()
		e := relayEmail()
		return []any{iosp(appName()), "ASAuthorizationAppleIDCredential user=", K("00" + dig(4) + "." + hexs(32) + "." + dig(4)), " email=", E(e), "\n", iosp(appName()), "identityToken=", J(appleIDToken(b, e))}
	})
	k("xcode_nslog_body", func() []any {
		l := anyLoc()
		return []any{iosp(appName()), "POST /v1/support/tickets body: {\n    email = \"", E(l.Email()), "\";\n    message = \"App freezes on launch after ", K(ver()), "\";\n    phone = \"", Ph(l.Phone("intl")), "\";\n}"}
	})
	k("xcode_userdefaults_plist", func() []any {
		return []any{"$ plutil -p Library/Preferences/", K(bundleID()), ".plist\n{\n  \"authToken\" => \"", B(opaque()), "\"\n  \"lastSyncDate\" => ", K(date()), " ", hms(), " +0000\n  \"onboardingDone\" => 1\n  \"userEmail\" => \"", E(anyLoc().Email()), "\"\n}"}
	})

	// ---------------- crash reports ----------------
	k("crashlytics_custom_keys", func() []any {
		return []any{"Crashlytics issue ", K(crashID()), " · ", appName(), " ", K(ver() + " (" + buildNo() + ")"), "\nKeys:\n  user_email = ", E(anyLoc().Email()), "\n  plan = ", pick("pro", "free", "family"), "\n  last_screen = ", pick("Checkout", "Settings", "Feed"), "\n  build_id = ", K(hexs(40))}
	})
	k("crashlytics_logs_card", func() []any {
		return []any{"Logs\n", fmt.Sprintf("%.3fs", float64(rint(100, 9000))/100), "  PaymentVC: didTapPay\n", fmt.Sprintf("%.3fs", float64(rint(9000, 12000))/100), "  PaymentVC: tokenizing card ", C(cardV("?")), " exp ", K(fmt.Sprintf("%02d/%02d", mon(), rint(26, 31))), "\n", fmt.Sprintf("%.3fs", float64(rint(12000, 13000))/100), "  Fatal Exception: NSInvalidArgumentException"}
	})
	k("crashlytics_user_id_phone", func() []any {
		l := L(pick("in", "br", "mx", "tr", "es"))
		return []any{"Crashlytics.crashlytics().setUserID(\"", Ph(l.Phone("e164")), "\")  // TODO: use internal id, not msisdn\nCrashlytics.crashlytics().setCustomValue(\"", K(ver()), "\", forKey: \"app_version\")"}
	})
	k("sentry_event_user", func() []any {
		return []any{`{"event_id":"`, K(eventID()), `","platform":"cocoa","release":"`, K(bundleID() + "@" + ver() + "+" + buildNo()), `","user":{"id":"`, K(userID()), `","email":"`, E(anyLoc().Email()), `","ip_address":"{{auto}}"},"contexts":{"device":{"model":"`, model(), `"}}}`}
	})
	k("sentry_breadcrumb_reset", func() []any {
		return []any{"Breadcrumbs\n", K(isoTS()), "  navigation  /settings -> /reset\n", K(isoTS()), "  http  GET https://auth.", pickL(companies), ".app/v1/password/reset?token=", B(resetTok()), " [200]\n", K(isoTS()), "  ui.click  Button(\"Save\")"}
	})
	k("sentry_user_feedback", func() []any {
		l := anyLoc()
		f, s := l.Name()
		return []any{`{"event_id":"`, K(eventID()), `","name":"`, f, " ", s, `","email":"`, E(l.Email()), `","comments":"crashed when I tapped share on the photo screen, build `, K(buildNo()), `"}`}
	})
	k("ios_crash_report_reason", func() []any {
		l := L(pick("fr", "de", "gb", "it", "es"))
		return []any{"Incident Identifier: ", K(UUID()), "\nHardware Model:      ", model(), "\nProcess:             ", appName(), " [", fmt.Sprint(rint(300, 9000)), "]\nVersion:             ", K(ver() + " (" + buildNo() + ")"),
			"\nException Type:  EXC_CRASH (SIGABRT)\nLast Exception Backtrace:\n*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'PhoneNumberKit: cannot parse ", Ph(l.Phone("intl")), " for region ", l.CC, "'\n0   CoreFoundation  ", K(memAddr()), " __exceptionPreprocess + 164"}
	})
	k("ios_crash_nserror_token", func() []any {
		return []any{"Fatal error: Unexpectedly found nil while unwrapping an Optional value\nNSError userInfo: {\n    NSErrorFailingURLKey = \"https://api.", pickL(companies), ".app/v1/me\";\n    \"_kCFStreamErrorCodeKey\" = \"-2102\";\n    idToken = \"", J(anyJWT(anyLoc().Email())), "\";\n}\nThread 0 Crashed:\n0   ", appName(), "  ", K(memAddr()), " SessionStore.refresh() + 412"}
	})
	k("android_anr_intent_extras", func() []any {
		return []any{"ANR in ", K(pkg()), " (", K(pkg()), "/.ui.ProfileActivity)\nPID: ", fmt.Sprint(rint(2000, 31000)), "\nReason: Input dispatching timed out\nIntent { cmp=", K(pkg()), "/.ui.ProfileActivity (has extras) } extras: Bundle[{email=", E(anyLoc().Email()), ", source=deeplink}]"}
	})
	k("flutter_exception_email", func() []any {
		return []any{"══╡ EXCEPTION CAUGHT BY WIDGETS LIBRARY ╞═══════════\nThe following FormatException was thrown building SignupForm(dirty):\nInvalid email domain: \"", E(anyLoc().Email()), "\"\nThe relevant error-causing widget was:\n  SignupForm file:///Users/dev/", pickL(companies), "/lib/auth/signup.dart:", fmt.Sprint(rint(20, 300)), ":", fmt.Sprint(rint(5, 40))}
	})
	k("rn_redbox_headers", func() []any {
		return []any{"Possible Unhandled Promise Rejection (id: ", fmt.Sprint(rint(0, 9)), "):\nAxiosError: Request failed with status code 401\n{\"config\":{\"url\":\"/v1/cart\",\"headers\":{\"Accept\":\"application/json\",\"Authorization\":\"Bearer ", B(opaque()), "\",\"x-build\":\"", K(buildNo()), "\"}}}"}
	})
	k("bugsnag_metadata", func() []any {
		l := anyLoc()
		return []any{"Bugsnag.notify(error) metadata:\n  user: { id: \"", K(userID()), "\", email: \"", E(l.Email()), "\", name: \"", l.Display(), "\" }\n  app: { version: \"", K(ver()), "\", versionCode: ", K(versionCode()), " }"}
	})
	k("instabug_report", func() []any {
		l := anyLoc()
		return []any{"New bug report #", K(ticket()), " via Instabug\nReporter: ", E(l.Email()), "\nDevice: ", model(), " · ", osVer(), " · ", K(ver()), "\nSteps: ", pick("login → cart → pay", "open feed → scroll → crash", "camera → upload → spinner forever"), "\nPhone on account: ", Ph(l.Phone("intl"))}
	})

	// ---------------- Firebase / Google config ----------------
	k("google_services_json", func() []any {
		p := project()
		return []any{"{\n  \"project_info\": {\n    \"project_number\": \"", K(gcmSender()), "\",\n    \"project_id\": \"", K(p), "\",\n    \"storage_bucket\": \"", K(p + ".appspot.com"), "\"\n  },\n  \"client\": [{\n    \"client_info\": {\"mobilesdk_app_id\": \"", K(googleAppID("android")), "\", \"android_client_info\": {\"package_name\": \"", K(pkg()), "\"}},\n    \"api_key\": [{\"current_key\": \"", B(aiza()), "\"}]\n  }]\n}"}
	})
	k("googleservice_info_plist", func() []any {
		return []any{"<key>API_KEY</key>\n<string>", B(aiza()), "</string>\n<key>GCM_SENDER_ID</key>\n<string>", K(gcmSender()), "</string>\n<key>BUNDLE_ID</key>\n<string>", K(bundleID()), "</string>\n<key>GOOGLE_APP_ID</key>\n<string>", K(googleAppID("ios")), "</string>"}
	})
	k("firebase_service_account", func() []any {
		p := project()
		return []any{"{\n  \"type\": \"service_account\",\n  \"project_id\": \"", K(p), "\",\n  \"private_key_id\": \"", hexs(40), "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n", B(strings.ReplaceAll(pemBody("rsa"), "\n", "\\n")), "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"firebase-adminsdk-", from(lalnum, 5), "@", p, ".iam.gserviceaccount.com\",\n  \"client_id\": \"", K(nzdig(21)), "\"\n}"}
	})
	k("firebase_ci_token", func() []any {
		return []any{"$ firebase deploy --only hosting,functions --project ", K(project()), " --token \"", B(gRefresh()), "\"\n=== Deploying to '", pickL(companies), "'..."}
	})
	k("fcm_legacy_curl", func() []any {
		return []any{"curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H \"Authorization: key=", B(fcmServerKey()), "\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"to\":\"", K(fcmTok()), "\",\"notification\":{\"title\":\"Order shipped\",\"body\":\"#", K(fmt.Sprint(rint(100000, 999999))), " is on its way\"}}'"}
	})
	k("fcm_v1_send", func() []any {
		return []any{"POST https://fcm.googleapis.com/v1/projects/", K(project()), "/messages:send\nAuthorization: Bearer ", B(ya29()), "\nContent-Type: application/json\n\n{\"message\":{\"token\":\"", K(fcmTok()), "\",\"data\":{\"screen\":\"orders\",\"ts\":\"", K(epochMs()), "\"}}}"}
	})
	k("firebase_auth_export", func() []any {
		l := anyLoc()
		return []any{`{"users": [{"localId": "`, K(from(alnum, 28)), `", "email": "`, E(l.Email()), `", "emailVerified": true, "phoneNumber": "`, Ph(l.Phone("e164")), `", "createdAt": "`, K(epochMs()), `", "lastSignedInAt": "`, K(epochMs()), `", "providerUserInfo": []}]}`}
	})
	k("firestore_doc_dump", func() []any {
		l := anyLoc()
		f, s := l.Name()
		return []any{"users/", K(from(alnum, 20)), " => {displayName: \"", f, " ", s, "\", email: \"", E(l.Email()), "\", phone: \"", Ph(l.Phone("intl")), "\", createdAt: Timestamp(seconds=", K(epoch()), ", nanoseconds=0)}"}
	})
	k("android_manifest_maps_key", func() []any {
		return []any{"<application android:name=\".App\" android:label=\"@string/app_name\">\n    <meta-data\n        android:name=\"com.google.android.geo.API_KEY\"\n        android:value=\"", B(aiza()), "\" />\n    <meta-data android:name=\"com.google.firebase.messaging.default_notification_channel_id\" android:value=\"orders\" />"}
	})
	k("local_properties_secrets", func() []any {
		return []any{"sdk.dir=/Users/", pick("dev", "ci", "mobile"), "/Library/Android/sdk\nMAPS_API_KEY=", B(aiza()), "\nSENTRY_AUTH_TOKEN=", B(sntryu()), "\nVERSION_CODE=", K(versionCode())}
	})

	// ---------------- push ----------------
	k("apns_curl_provider_jwt", func() []any {
		kid, team := keyID(), teamID()
		return []any{"curl -v --http2 \\\n  --header \"apns-topic: ", K(bundleID()), "\" \\\n  --header \"apns-push-type: alert\" \\\n  --header \"authorization: bearer ", J(apnsJWT(kid, team)), "\" \\\n  --data '{\"aps\":{\"alert\":\"Your ride is arriving\"}}' \\\n  https://api.push.apple.com/3/device/", K(apnsTok())}
	})
	k("apns_payload_email", func() []any {
		l := anyLoc()
		f, _ := l.Name()
		return []any{`{"aps":{"alert":{"title":"New message","body":"`, f, ` (`, E(l.Email()), `) shared a list with you"},"badge":`, fmt.Sprint(rint(1, 20)), `,"sound":"default","mutable-content":1},"thread-id":"`, K(uuid()), `","deeplink":"`, pickL(companies), `://lists/`, K(fmt.Sprint(rint(10000, 99999))), `"}`}
	})
	k("apns_p8_key", func() []any {
		kid := keyID()
		return []any{"$ cat AuthKey_", K(kid), ".p8\n-----BEGIN PRIVATE KEY-----\n", B(pemBody("ec")), "\n-----END PRIVATE KEY-----\n# Key ID ", kid, ", Team ID ", K(teamID())}
	})
	k("expo_push_send", func() []any {
		return []any{"curl -H \"Content-Type: application/json\" -H \"Authorization: Bearer ", B(expoTok()), "\" -X POST https://exp.host/--/api/v2/push/send -d '{\"to\":\"", K(expoPush()), "\",\"title\":\"Reminder\",\"body\":\"Your trial ends ", K(date()), "\"}'"}
	})
	k("onesignal_rest_key", func() []any {
		return []any{"POST https://api.onesignal.com/notifications?c=push\nAuthorization: Key ", B(oneSignal()), "\nContent-Type: application/json\n{\"app_id\":\"", K(uuid()), "\",\"include_subscription_ids\":[\"", K(uuid()), "\"],\"contents\":{\"en\":\"Flash sale ends tonight\"}}"}
	})
	k("push_payload_phone", func() []any {
		l := anyLoc()
		return []any{lcp("D", "FCMService"), "onMessageReceived data={type=missed_call, caller=", Ph(l.Phone("e164")), ", callId=", K(uuid()), ", sentAt=", K(epochMs()), "}"}
	})

	// ---------------- fastlane / App Store Connect / Play ----------------
	k("fastlane_env", func() []any {
		return []any{"# fastlane/.env.default\nFASTLANE_USER=", E(L(pick("en", "de", "gb", "fr")).Email()), "\nFASTLANE_PASSWORD=", B(pw()), "\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=", B(appPW()), "\nMATCH_PASSWORD=", B(pw()), "\nFASTLANE_TEAM_ID=", K(teamID())}
	})
	k("fastlane_appfile", func() []any {
		return []any{"app_identifier(\"", K(bundleID()), "\")\napple_id(\"", E(anyLoc().Email()), "\")\nitc_team_id(\"", K(nzdig(9)), "\")\nteam_id(\"", K(teamID()), "\")\njson_key_file(\"fastlane/play-store.json\")\npackage_name(\"", K(pkg()), "\")"}
	})
	k("fastlane_session_cookie", func() []any {
		return []any{"export FASTLANE_SESSION='---\\n- !ruby/object:HTTP::Cookie\\n  name: myacinfo\\n  value: ", B(cookieVal()), "\\n  domain: apple.com\\n  for_domain: true\\n  path: \"/\"\\n'"}
	})
	k("asc_api_key_json", func() []any {
		return []any{`{"key_id": "`, K(keyID()), `", "issuer_id": "`, K(uuid()), `", "key": "-----BEGIN PRIVATE KEY-----\n`, B(strings.ReplaceAll(pemBody("ec"), "\n", `\n`)), `\n-----END PRIVATE KEY-----", "duration": 1200, "in_house": false}`}
	})
	k("asc_curl_jwt", func() []any {
		kid, iss := keyID(), uuid()
		return []any{"curl -s -H \"Authorization: Bearer ", J(ascJWT(kid, iss)), "\" \"https://api.appstoreconnect.apple.com/v1/apps/", K(appStoreID()), "/builds?limit=", fmt.Sprint(rint(5, 50)), "\""}
	})
	k("play_service_account_env", func() []any {
		p := project()
		return []any{"PLAY_STORE_CONFIG_JSON='{\"type\":\"service_account\",\"project_id\":\"", K(p), "\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n", B(strings.ReplaceAll(pemBody("rsa"), "\n", "\\n")), "\\n-----END PRIVATE KEY-----\\n\",\"client_id\":\"", K(nzdig(21)), "\"}'"}
	})
	k("play_token_exchange", func() []any {
		sa := "play-publisher@" + project() + ".iam.gserviceaccount.com"
		return []any{"POST https://oauth2.googleapis.com/token\ngrant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=", J(playAssertion(sa)), "\n<- 200 {\"access_token\":\"", B(ya29()), "\",\"expires_in\":3599,\"token_type\":\"Bearer\"}"}
	})
	k("gradle_signing_config", func() []any {
		return []any{"signingConfigs {\n    release {\n        storeFile file(\"", pick("upload", "release", "keystore"), ".jks\")\n        storePassword \"", B(pw()), "\"\n        keyAlias \"upload\"\n        keyPassword \"", B(pw()), "\"\n    }\n}\ndefaultConfig { versionCode ", K(versionCode()), "; versionName \"", K(ver()), "\" }"}
	})
	k("gradle_properties_store_pw", func() []any {
		return []any{"org.gradle.jvmargs=-Xmx4g\nMYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\nMYAPP_UPLOAD_KEY_ALIAS=my-key-alias\nMYAPP_UPLOAD_STORE_PASSWORD=", B(pw()), "\nMYAPP_UPLOAD_KEY_PASSWORD=", B(pw())}
	})
	k("xcrun_altool_upload", func() []any {
		return []any{"$ xcrun altool --upload-app -t ios -f build/", appName(), ".ipa -u ", E(anyLoc().Email()), " -p ", B(appPW()), "\n", K(iosTS()), " *** UPLOAD SUCCEEDED with no errors\nDelivery UUID: ", K(uuid())}
	})
	k("notarytool_store_credentials", func() []any {
		return []any{"xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id \"", E(anyLoc().Email()), "\" --team-id \"", K(teamID()), "\" --password \"", B(appPW()), "\""}
	})
	k("github_actions_mobile_secrets", func() []any {
		return []any{"env:\n  SENTRY_AUTH_TOKEN: ", B(sntrys()), "\n  GITHUB_TOKEN: ", B(ghp()), "\n  SLACK_BOT_TOKEN: ", B(slackBot()), "\n  BUILD_NUMBER: ${{ github.run_number }}\n  APP_VERSION: ", K(ver())}
	})
	k("eas_expo_token", func() []any {
		return []any{"$ EXPO_TOKEN=", B(expoTok()), " eas build --platform ios --profile production --non-interactive\n✔ Build ", K(uuid()), " queued (", K(ver()), ", build ", K(buildNo()), ")"}
	})
	k("appcenter_codepush_login", func() []any {
		return []any{"$ appcenter login --token ", B(hex40()), "\nLogged in as ", E(anyLoc().Email()), "\n$ appcenter codepush release-react -a ", pickL(companies), "/", pickL(apps), "-ios -d Production -t ", K(ver())}
	})
	k("sentry_cli_properties", func() []any {
		return []any{"# ios/sentry.properties\ndefaults.url=https://sentry.io/\ndefaults.org=", pickL(companies), "\ndefaults.project=", pickL(apps), "-ios\nauth.token=", B(sntrys())}
	})
	k("revenuecat_server_key", func() []any {
		return []any{"// client: Purchases.configure(withAPIKey: \"", K(rcPublic()), "\")\n// server:\ncurl https://api.revenuecat.com/v1/subscribers/", K(userID()), " -H \"Authorization: Bearer ", B(rcSecret()), "\""}
	})
	k("stripe_mobile_backend_env", func() []any {
		return []any{"STRIPE_PUBLISHABLE_KEY=", K(pkLive()), "\nSTRIPE_SECRET_KEY=", B(skLive()), "\nSTRIPE_RESTRICTED_KEY=", B(rkLive()), "\nAPPLE_MERCHANT_ID=merchant.", K(bundleID())}
	})
	k("slack_release_webhook", func() []any {
		return []any{"lane :beta do\n  build_app(scheme: \"", appName(), "\")\n  upload_to_testflight\n  slack(message: \"Build ", K(buildNo()), " is up\", slack_url: \"https://hooks.slack.com/services/T0", from(ualnum, 8), "/B0", from(ualnum, 8), "/", B(slackHookSecret()), "\")\nend"}
	})
	k("amplify_aws_credentials", func() []any {
		return []any{"[amplify-", pickL(apps), "]\naws_access_key_id = ", K(akia()), "\naws_secret_access_key = ", B(awsSecret()), "\nregion = ", pick("us-east-1", "eu-west-1", "ap-northeast-1")}
	})
	k("branch_keys_config", func() []any {
		return []any{"<key>branch_key</key>\n<dict>\n    <key>live</key><string>", K(branchKey()), "</string>\n</dict>\n<!-- server only, remove before commit: branch_secret = ", B(branchSec()), " -->"}
	})
	k("keytool_genkey", func() []any {
		l := anyLoc()
		f, s := l.Name()
		return []any{"keytool -genkeypair -v -keystore upload-keystore.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass ", B(pw()), " -keypass ", B(pw()), " -dname \"CN=", f, " ", s, ", O=", title(pickL(companies)), ", C=", l.CC, "\""}
	})
	k("xcconfig_secrets", func() []any {
		return []any{"// Secrets.xcconfig (do not commit)\nAPI_BASE_URL = https:/$()/api.", pickL(companies), ".app\nMIXPANEL_TOKEN = ", K(hexs(32)), "\nBACKEND_API_SECRET = ", B(mixed(alnum, 48)), "\nMARKETING_VERSION = ", K(ver())}
	})

	ks = append(ks, piiKinds2()...)
	return append(ks, piiKinds3()...)
}
