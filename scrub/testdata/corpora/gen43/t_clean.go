package main

import (
	"fmt"
	"strings"
)

func cGitBisect(b *B, _ bool) {
	b.X("´git bisect´ landed on a merge commit, how do I bisect inside it?\n\n´´´\n$ git bisect good §\nBisecting: § revisions left to test after this (roughly § steps)\n[§] §\n$ git bisect bad\n§ is the first bad commit\ncommit §\nMerge: § §\nDate:   §\n´´´", K(shortSHA()), rr(3, 400), rr(2, 9), K(sha1hex()), pick("Bump axios from 1.6.7 to 1.6.8", "Refactor retry loop", "Merge branch 'main' into feat/cache"), K(sha1hex()), K(sha1hex()), K(shortSHA()), K(shortSHA()), K(rts().git()))
}

func cNpmConflict(b *B, _ bool) {
	b.X("npm ERESOLVE after upgrading:\n\n´´´\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR!\nnpm ERR! While resolving: §\nnpm ERR! Found: §\nnpm ERR! node_modules/react\nnpm ERR!   react@\"^18.2.0\" from the root project\nnpm ERR!\nnpm ERR! Could not resolve dependency:\nnpm ERR! peer react@\"^17.0.0\" from §\nnpm ERR! node_modules/§\n´´´\nShould I use ´--legacy-peer-deps´? Other deps: ´§´, ´§´, ´§´.", K(pick("my-app", "dashboard", "web")+"@"+semver()), K("react@18."+fmt.Sprint(rr(2, 3))+".0"), K(pick("react-beautiful-dnd", "@material-ui/core", "react-helmet")+"@"+semver()), pick("react-beautiful-dnd", "@material-ui/core"), K(pkgAt()), K(pkgAt()), K(pkgAt()))
}

func cDockerPull(b *B, _ bool) {
	img := pick("node:20-alpine", "python:3.12-slim", "golang:1.22-bookworm", "postgres:16", "nginx:1.25")
	b.X("The image digest changed but the tag didn't, is that expected?\n\n´´´\n$ docker pull §\n", K(img))
	for i := 0; i < rr(2, 5); i++ {
		b.X("§: Pull complete\n", K(sec(hexl, 12)))
	}
	b.X("Digest: §\nStatus: Downloaded newer image for docker.io/library/§\n´´´\nLast week it was ´§´. We pin by digest in prod: ´§@§´.", K(dockerDigest()), img, K(dockerDigest()), strings.Split(img, ":")[0], K(dockerDigest()))
}

func cChecksums(b *B, _ bool) {
	f := pick("terraform_1.7.4_linux_amd64.zip", "go1.22.1.linux-amd64.tar.gz", "node-v20.11.1-linux-x64.tar.xz", "kubectl")
	b.X("Checksum doesn't match the published one, should I worry?\n\n´´´\n$ sha256sum §\n§  §\n$ cat SHA256SUMS | grep §\n§  §\n´´´\nAlso the md5 from the mirror is ´§´. And the SRI hash in our HTML is ´integrity=\"§\"´.", f, K(sha256hex()), f, f, K(sha256hex()), f, K(md5hex()), K(sri()))
}

func cGoSum(b *B, _ bool) {
	b.X("´verifying module: checksum mismatch´ in CI:\n\n´´´\nverifying §: checksum mismatch\n\tdownloaded: §\n\tgo.sum:     §\n\nSECURITY ERROR\n´´´\ngo.sum also has:\n´´´\n§ § §\n§ §/go.mod §\n´´´\nGOPROXY is ´https://proxy.golang.org,direct´, GOFLAGS ´-mod=mod´.", K("github.com/"+pick("gin-gonic/gin", "spf13/cobra", "jackc/pgx/v5", "redis/go-redis/v9")+"@"+vsemver()), K(goSumHash()), K(goSumHash()), "golang.org/x/net", K("v0."+fmt.Sprint(rr(15, 25))+".0"), K(goSumHash()), "golang.org/x/net", K("v0.21.0"), K(goSumHash()))
}

func cKubectl(b *B, _ bool) {
	b.X("Pods keep restarting, ´kubectl get pods -o wide´:\n\n´´´\nNAME                          READY   STATUS             RESTARTS        AGE   IP             NODE\n")
	for i := 0; i < rr(2, 4); i++ {
		b.X("§   1/1     §   § (§m ago)   §   §   §\n", K(pick("api", "worker", "web")+"-"+sec(lower+digits, 10)+"-"+sec(lower+digits, 5)), pick("Running         ", "CrashLoopBackOff"), rr(0, 40), rr(1, 59), pick("3h", "2d", "47m"), K(ipPriv()), K("ip-"+strings.ReplaceAll(ipPriv(), ".", "-")+".ec2.internal"))
	}
	b.X("´´´\nEvents: ´Back-off restarting failed container, Last seen §´. Node kernel ´§´.", K(rts().isoS()), K("5.10."+fmt.Sprint(rr(100, 220))+"-"+fmt.Sprint(rr(100, 220))+".amzn2.x86_64"))
}

func cNetstat(b *B, _ bool) {
	b.X("Something is already listening on my port:\n\n´´´\n$ sudo ss -tlnp\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n")
	for i := 0; i < rr(3, 5); i++ {
		p := port()
		b.X("LISTEN 0      §        §          0.0.0.0:*     users:((\"§\",pid=§,fd=§))\n", pick(128, 511, 4096), K(pick("0.0.0.0", "127.0.0.1", "[::]", ipPriv())+":"+fmt.Sprint(p)), pick("node", "postgres", "redis-server", "nginx", "java", "dockerd"), K(fmt.Sprint(rr(300, 4000000))), rr(3, 40))
	}
	b.X("´´´\n´ping § ´ gives ´64 bytes from §: icmp_seq=1 ttl=§ time=§ ms´.", ipPub(), K(ipPub()), rr(40, 64), fmt.Sprintf("%d.%d", rr(1, 200), rn(10)))
}

func cEpoch(b *B, _ bool) {
	ms := epochMs()
	b.X("Why does ´new Date(§)´ show a different day than Python's ´datetime.fromtimestamp(§)´? The API returns ´\"created\": §´ and ´\"updated_at\": \"§\"´, and the DB column is ´§´. I'm in UTC§.", K(ms), K(ms[:10]), K(epochS()), K(rts().iso()), K(rts().sp()+"+00"), pick("+05:30", "-07:00", "+09:00", "+01:00"))
}

func cSnowflake(b *B, _ bool) {
	id := snowflake()
	b.X("How do I get the creation time of a Discord message from its id? e.g. ´§´. I tried ´(id >> 22) + 1420070400000´ and got ´§´. Also ´channel_id: §´, ´guild_id: §´ — are those the same format? Twitter status ids like ´§´ too?", K(id), K(epochMs()), K(snowflake()), K(snowflake()), K(bigDec(19)))
}

func cBench(b *B, _ bool) {
	b.X("Is this allocation regression real?\n\n´´´\ngoos: linux\ngoarch: amd64\npkg: github.com/§/§\ncpu: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz\n", pick("acme", "hooli"), pick("codec", "cache", "router"))
	for i := 0; i < rr(2, 4); i++ {
		b.X("Benchmark§-8   \t§\t§ ns/op\t§ B/op\t§ allocs/op\n", pick("Encode", "Decode", "Lookup", "Parse"), K(fmt.Sprint(rr(10000, 9000000))), K(fmt.Sprintf("%d.%d", rr(50, 90000), rn(10))), rr(0, 4096), rr(0, 40))
	}
	b.X("PASS\nok  \tgithub.com/acme/codec\t§s\n´´´", K(fmt.Sprintf("%d.%03d", rr(1, 60), rn(1000))))
}

func cIntConst(b *B, _ bool) {
	b.X("Overflow in my modular exponentiation, using ´const MOD = §´ and ´long´ in Java. Values go past ´§´ (Integer.MAX_VALUE) and then negative. ´Long.MAX_VALUE = §´, ´0xFFFFFFFF = §´. Timeout constant is ´§´ ms, and ´SEED = §´.", K("1000000007"), K("2147483647"), K("9223372036854775807"), K("4294967295"), K(fmt.Sprint(pick(86400000, 3600000, 604800000))), K(fmt.Sprint(rr(100000000, 999999999))))
}

func cUUIDs(b *B, _ bool) {
	b.X("Should I use UUIDv7 instead of v4 as primary key? Insert perf dropped after ~50M rows. Sample ids: ´§´ (v4), ´§´ (v7). The trace id in our logs is ´§´ and span ´§´. Request ´§´ took § ms.", K(uuid4()), K(uuid7()), K(sec(hexl, 32)), K(sec(hexl, 16)), K(uuid4()), rr(100, 9000))
}

func cStripeIDs(b *B, _ bool) {
	b.X("Stripe webhooks arrive out of order. Sequence for one checkout:\n\n´´´\n§  checkout.session.completed  §\n§  payment_intent.succeeded    §\n§  charge.succeeded            §\n´´´\nCustomer ´§´, price ´§´, account ´§´. Publishable key on the page is ´§´.", K(rts().isoS()), K("evt_1"+sec(alnum, 23)), K(rts().isoS()), K("evt_3"+sec(alnum, 23)), K(rts().isoS()), K("ch_3"+sec(alnum, 23)), K("cus_"+sec(alnum, 14)), K("price_1"+sec(alnum, 23)), K("acct_1"+sec(alnum, 15)), K(pkLive()))
}

func cChangelog(b *B, _ bool) {
	b.X("Which version fixed the memory leak? From the CHANGELOG:\n\n´´´md\n## [§] - §\n### Fixed\n- Leak in connection pool (#§, §)\n\n## [§] - §\n### Changed\n- Bump ´§´ (#§)\n´´´", K(semver()), K(rts().date()), K(fmt.Sprint(rr(100, 9999))), K(shortSHA()), K(semver()), K(rts().date()), K(pkgAt()), rr(100, 9999))
}

func cAWSArn(b *B, _ bool) {
	acct := dg(12)
	b.X("AssumeRole fails with AccessDenied:\n\n´´´json\n{\n    \"UserId\": \"AIDA§\",\n    \"Account\": \"§\",\n    \"Arn\": \"arn:aws:iam::§:user/§\"\n}\n´´´\nTrying to assume ´arn:aws:iam::§:role/§´. Access key in use: ´§´ (the id, not the secret). Region ´§´.", sec(upper+digits, 17), K(acct), acct, handle(), K(dg(12)), pick("deploy", "ReadOnly", "ci-runner"), K(akia()), K(pick("us-east-1", "eu-west-1", "ap-northeast-1")))
}

func cGoPanic(b *B, _ bool) {
	b.X("nil pointer panic only under load:\n\n´´´\npanic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=§]\n\ngoroutine § [running]:\ngithub.com/acme/api/internal/cache.(*LRU).Get(§, {§, 0x24})\n\t/src/internal/cache/lru.go:§ +0x§\n´´´", K(fmt.Sprintf("0x%x", 0x400000+rn(0xffffff))), K(fmt.Sprint(rr(100, 99999))), K(fmt.Sprintf("0xc000%06x", rn(0xffffff))), fmt.Sprintf("0xc000%06x", rn(0xffffff)), rr(10, 300), sec(hexl, 2))
}

func cPlaceholderDocs(b *B, _ bool) {
	b.X("The README says:\n\n´´´bash\nexport OPENAI_API_KEY=\"§\"\ncurl https://api.openai.com/v1/models -H \"Authorization: Bearer §\"\n´´´\nand for GitHub ´-H \"Authorization: token §\"´. Do I literally keep the quotes? I get ´§´.", K(vendorPH("openai")), K(pick("$OPENAI_API_KEY", "<token>", "YOUR_API_KEY")), K(vendorPH("github")), K("zsh: bad substitution"))
}

func cBase64(b *B, _ bool) {
	b.X("What is this base64 in our cookie? ´§´ decodes to ´{\"theme\":\"dark\",\"lang\":\"en\"}´. And the k8s Secret has ´§´ for the host and ´§´ for the port. Also an image blob ´§´.", K("eyJ0aGVtZSI6ImRhcmsiLCJsYW5nIjoiZW4ifQ=="), K("cG9zdGdyZXMuZGVmYXVsdC5zdmM="), K("NTQzMg=="), K("data:image/png;base64,"+b64blob(24)))
}

func cCron(b *B, _ bool) {
	b.X("Cron runs at the wrong time: ´§´ in the CronJob, cluster timezone UTC. Last schedule time ´§´, next ´§´. systemd timer shows ´Trigger: § UTC; §h left´.", K(pick("*/5 * * * *", "0 3 * * 1-5", "30 2 1 * *", "15 */6 * * *")), K(rts().isoS()), K(rts().isoS()), K(rts().sp()), rr(1, 23))
}

func cIPv6(b *B, _ bool) {
	b.X("Container can't reach the host over IPv6. ´ip -6 addr´ shows ´§´ and ´§´; gateway ´§´. Docker daemon.json has ´\"fixed-cidr-v6\": \"§\"´.", K("fe80::"+sec(hexl, 3)+":"+sec(hexl, 4)+":"+sec(hexl, 4)+":"+sec(hexl, 4)+"/64"), K("2001:db8:"+sec(hexl, 4)+"::"+sec(hexl, 2)+"/64"), K("2001:db8::1"), K("2001:db8:1::/64"))
}

func cSSHKey(b *B, _ bool) {
	user := handle()
	b.X("GitHub says ´Permission denied (publickey)´ but the key is added:\n\n´´´\n$ ssh -T §\n$ ssh-add -l\n256 SHA256:§ §@§ (ED25519)\n$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI§ §@§\n´´´\nremote is ´§´.", K("git@github.com"), K(strings.TrimRight(b64blob(32), "=")), user, pick("laptop", "MacBook-Pro.local", "devbox"), sec(b64s, 43), user, pick("laptop", "devbox"), K("git@github.com:"+pick("acme", "hooli")+"/"+pick("api", "infra", "web")+".git"))
}

func cAndroidBuild(b *B, _ bool) {
	b.X("Play Console rejects the upload: ´Version code § has already been used´.\n\n´´´kotlin\nandroid {\n    compileSdk = 34\n    defaultConfig {\n        applicationId = \"§\"\n        minSdk = 24\n        versionCode = §\n        versionName = \"§\"\n    }\n}\n´´´\nbuild number from CI is ´§´.", K(fmt.Sprintf("20%02d%02d%02d%02d", rr(24, 25), rr(1, 12), rr(1, 28), rn(100))), K("com."+pick("acme", "hooli")+".android"), K(fmt.Sprintf("20%02d%02d%02d%02d", rr(24, 25), rr(1, 12), rr(1, 28), rn(100))), K(semver()), K(fmt.Sprint(rr(1000, 99999))))
}

func cExplain(b *B, _ bool) {
	b.X("Index not used?\n\n´´´\nIndex Scan using orders_customer_id_idx on orders  (cost=0.§..§.§ rows=§ width=§) (actual time=0.§..§.§ rows=§ loops=1)\n  Index Cond: (customer_id = §)\nPlanning Time: 0.§ ms\nExecution Time: §.§ ms\n´´´", rr(10, 99), rr(8, 9999), rr(10, 99), rr(1, 9999), rr(8, 200), rr(10, 99), rr(1, 900), rr(100, 999), rr(1, 9000), K(fmt.Sprint(rr(100000, 99999999))), rr(100, 999), rr(1, 2000), rr(100, 999))
}

func cDecorators(b *B, _ bool) {
	b.X("Decorator order matters?\n\n´´´python\n§\n§(\"/users/{user_id}\")\n@login_required\ndef get_user(user_id: int): ...\n´´´\nvs in TS ´§´ + ´@Get(':id')´ + ´@UseGuards(AuthGuard('jwt'))´ from ´§´. cc § §", K("@app.middleware(\"http\")"), K("@router.get"), K("@Injectable()"), K("@nestjs/common@10."+fmt.Sprint(rr(0, 3))+".0"), K("@"+handle()), K("@"+handle()))
}

func cLocalURLs(b *B, _ bool) {
	b.X("Which of these should go in docker-compose vs .env? Locally:\n\n´´´\nDATABASE_URL=§\nREDIS_URL=§\nAMQP_URL=§\nADMIN_URL=§\n´´´\nand the repo is cloned from ´§´.", K("postgres://postgres:postgres@localhost:5432/dev"), K("redis://:devpass@127.0.0.1:6379/0"), K("amqp://guest:guest@localhost:5672/"), K("http://admin:admin@localhost:8080/manage"), K("git@github.com:"+pick("acme", "hooli")+"/monorepo.git"))
}

func cCILog(b *B, _ bool) {
	t := rts()
	b.X("Actions run § fails at the cache step:\n\n´´´\n§ ##[group]Run actions/cache@v4\n§ with:\n§   key: §\n§ env:\n§   NPM_TOKEN: ***\n§ ##[endgroup]\n§ Cache not found for input keys: §\n´´´\nJob id ´§´, runner ´§´.", K(fmt.Sprint(rr(6000000000, 9999999999))), K(t.iso()), t.iso(), t.iso(), K("node-modules-"+sec(hexl, 64)), t.iso(), t.iso(), t.iso(), t.iso(), "node-modules-"+sec(hexl, 64), K(fmt.Sprint(rr(10000000000, 29999999999))), K("GitHub Actions "+fmt.Sprint(rr(100, 999))))
}

func cFakeFixtures(b *B, _ bool) {
	b.X("Our docs fixtures use obviously fake data, is this enough for the DLP check?\n\n´´´yaml\nusers:\n  - name: Jane Doe\n    email: §\n    phone: \"§\"\n    ssn: \"§\"\n    card: \"§\"\n  - name: John Roe\n    email: §\n    phone: \"§\"\n´´´", K(fakeEmail()), K(fakePhone()), K(fakeSSN()), K(fakeCard()), K(fakeEmail()), K(fakePhone()))
}

func cPublicKeys(b *B, _ bool) {
	b.X("Is it ok that these are in our frontend bundle?\n\n´´´js\nconst firebaseConfig = {\n  apiKey: \"§\",\n  authDomain: \"§.firebaseapp.com\",\n  projectId: \"§\",\n  messagingSenderId: \"§\",\n  appId: \"§\",\n};\nconst stripe = Stripe(\"§\");\n´´´\nWe restrict the Firebase key by HTTP referrer.", K(aiza()), pick("acme-prod", "lumen-app"), pick("acme-prod", "lumen-app"), K(dg(12)), K("1:"+dg(12)+":web:"+sec(hexl, 22)), K(pick(pkLive(), pkTest())))
}

func cVersionMatrix(b *B, _ bool) {
	b.X("Works on § / § but not on § / §. ´pip freeze´ diff:\n´´´\n-§\n+§\n-§\n+§\n´´´", K("Python 3.11.9"), K("numpy 1.26.4"), K("Python 3.12.3"), K("numpy 2.0.1"), K("pandas==2.1.4"), K("pandas==2.2.2"), K("pyarrow==14.0.2"), K("pyarrow==16.1.0"))
}

func cSentryEvent(b *B, _ bool) {
	b.X("Sentry groups these as different issues: ´§´ and ´§´, release ´§´, environment ´production´, ´server_name: §´, event ids ´§´ / ´§´.", K("TypeError: Cannot read properties of null (reading 'id')"), K("TypeError: null is not an object (evaluating 'e.id')"), K(pick("web", "api")+"@"+semver()+"+"+shortSHA()), K("ip-"+strings.ReplaceAll(ipPriv(), ".", "-")), K(sec(hexl, 32)), K(sec(hexl, 32)))
}
