package main

import (
	"fmt"
	"net/url"
	"strings"
)

func tOTPLog(b *B, clean bool) {
	t := rts()
	if clean {
		b.X("OTP delivery log, why do retries go out twice?\n´´´\n§ INFO  otp.send channel=sms to=§ provider=twilio sid=§\n§ INFO  otp.send channel=sms to=§ provider=twilio sid=§ retry=1\n´´´", K(t.isoS()), K("***7890"), K("SM"+sec(hexl, 32)), t.isoS(), "***7890", K("SM"+sec(hexl, 32)))
		return
	}
	switch rn(4) {
	case 0:
		a, e, l := nanp()
		b.X("OTP delivery log, why do retries go out twice?\n´´´\n§ INFO  Sending verification code to § via sms\n§ WARN  Retrying SMS to § (attempt 2)\n´´´", K(t.isoS()), P("phone", a+e+l), t.isoS(), P("phone", a+e+l))
	case 1:
		b.X("Twilio error in our worker:\n´´´\n§ ERROR sms.deliver failed to=§ code=21610 msg=\"Attempt to send to unsubscribed recipient\"\n´´´", K(t.isoS()), P("phone", phoneE164()))
	case 2:
		v := fmt.Sprintf("07%d%02d%06d", rr(4, 9), rn(100), rn(1000000))
		b.X("SMS to § failed: ´The 'To' number is not a valid mobile number´ — it's a UK mobile, do I need to add +44 myself? ´libphonenumber´ says region GB.", P("phone", v))
	default:
		b.X("Support ticket dump from Zendesk API has ´\"phone\": \"§\"´ in the requester object and ´\"email\": \"§\"´, ticket ´§´. Should our export job strip them?", P("phone", phone()), P("email", email()), K("#"+fmt.Sprint(rr(10000, 999999))))
	}
}

func tCLIWhoami(b *B, clean bool) {
	if clean {
		b.X("´firebase deploy´ picks the wrong project. ´firebase projects:list´ shows ´§´ (current) and ´§´. CLI ´§´.", K(pick("acme-prod", "lumen-staging")), K(pick("acme-dev", "lumen-dev")), K("13."+fmt.Sprint(rr(0, 8))+"."+fmt.Sprint(rr(0, 3))))
		return
	}
	e := email()
	switch rn(3) {
	case 0:
		b.X("´gcloud´ keeps using my personal account:\n´´´\n$ gcloud auth list\n       Credentialed Accounts\nACTIVE  ACCOUNT\n*       §\n        §\n´´´\nproject ´§´", P("email", e), K("ci-deployer@"+pick("acme-prod", "lumen-staging")+"-"+dg(6)+".iam.gserviceaccount"), K(pick("acme-prod", "lumen-staging")))
	case 1:
		b.X("´firebase deploy´ picks the wrong project:\n´´´\n$ firebase login\nAlready logged in as §\n$ firebase use\nActive Project: § (§)\n´´´", P("email", e), pick("default", "prod"), K(pick("acme-prod", "lumen-staging")))
	default:
		b.X("´heroku auth:whoami´ prints § but ´git push heroku main´ says ´remote: !  You do not have access to the app §´. Heroku CLI ´§´.", P("email", e), pick("acme-api", "lumen-web"), K("heroku/8."+fmt.Sprint(rr(7, 11))+".0 linux-x64 node-v20.11.1"))
	}
}

func tPresigned(b *B, clean bool) {
	t := rts()
	date := fmt.Sprintf("%04d%02d%02d", t.y, t.mo, t.d)
	amz := fmt.Sprintf("%sT%02d%02d%02dZ", date, t.h, t.mi, t.s)
	b.X("Presigned S3 URL returns ´SignatureDoesNotMatch´ when the browser PUTs to it:\n´´´\nhttps://§.s3.§.amazonaws.com/uploads/§.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=§%2F§%2F§%2Fs3%2Faws4_request&X-Amz-Date=§&X-Amz-Expires=900",
		pick("acme-uploads", "lumen-media"), K("us-east-1"), K(uuid4()), K(pick("ASIA", "AKIA")+sec(b32[:26]+"234567", 16)), K(date), "us-east-1", K(amz))
	if !clean {
		tok := url.QueryEscape("IQoJb3JpZ2luX2VjE" + sec(b64s, rr(300, 420)) + pick("", "=", "=="))
		b.X("&X-Amz-Security-Token=§", P("bearer", tok))
	}
	b.X("&X-Amz-SignedHeaders=host&X-Amz-Signature=§\n´´´\nThe fetch sends ´Content-Type: image/png´.", sec(hexl, 64))
}

func cShellPrompts(b *B, _ bool) {
	b.X("Permissions wrong after rsync:\n´´´\n§:~$ rsync -avz ./dist/ §:/var/www/app/\n§:~$ ssh §\n§:/app# ls -la /var/www/app\n´´´\n~/.ssh/config has ´Host bastion´ / ´User ec2-user´ / ´HostName §´.", K(pick("dev", "jenkins", "runner")+"@"+pick("build-01", "ci-runner-3", "laptop")), K(pick("www-data", "deploy")+"@"+pick("web-01", ipPriv())), pick("dev", "jenkins")+"@build-01", K("ubuntu@"+ipPriv()), K("root@"+sec(hexl, 12)), K(ipPub()))
}

func cPseudoVersions(b *B, _ bool) {
	t := rts()
	b.X("´go mod tidy´ keeps rewriting this pseudo-version: ´§´ → ´§´. And Maven resolves ´§´ while Gradle picks ´§´. Wheel: ´§´. Windows build ´§´.", K(fmt.Sprintf("v0.0.0-%04d%02d%02d%02d%02d%02d-%s", t.y, t.mo, t.d, t.h, t.mi, t.s, sec(hexl, 12))), K(fmt.Sprintf("v0.0.0-%04d%02d%02d%02d%02d%02d-%s", t.y, t.mo, rr(1, 28), rn(24), rn(60), rn(60), sec(hexl, 12))), K("com.fasterxml.jackson.core:jackson-databind:2.16."+fmt.Sprint(rr(0, 2))), K("com.fasterxml.jackson.core:jackson-databind:2.17.0"), K("numpy-1.26.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"), K(fmt.Sprintf("10.0.22631.%d", rr(2000, 4000))))
}

func cServiceNums(b *B, _ bool) {
	b.X("Rate-limit math check: ´§´ requests/day at ´§´ rps peak, retention ´§´ s, partitions ´§´, max message ´§´ bytes, heap ´-Xmx§m´, ´ulimit -n §´, and ´sysctl net.core.somaxconn=§´. Kafka offsets around ´§´.", K(fmt.Sprint(rr(10000000, 999999999))), K(fmt.Sprint(rr(100, 9000))), K(fmt.Sprint(pick(604800, 2592000, 86400))), rr(3, 64), K(fmt.Sprint(pick(1048576, 10485760))), pick(512, 2048, 4096), K(fmt.Sprint(pick(65535, 1048576))), K(fmt.Sprint(pick(4096, 65535))), K(fmt.Sprint(rr(1000000000, 9999999999))))
}

func init() {
	_ = strings.ToLower
}
