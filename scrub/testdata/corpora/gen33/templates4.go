package main

import (
	"fmt"
	"net/url"
	"strings"
)

func init() {
	templates = append(templates, tmpl{"sys_dump", tSysDump}, tmpl{"access_log", tAccessLog}, tmpl{"sys_dump", tSysDump})
}

func nmeaCk(s string) string {
	c := byte(0)
	for i := 0; i < len(s); i++ {
		c ^= s[i]
	}
	return fmt.Sprintf("%02X", c)
}

func tSysDump(b *B) string {
	r := b.r
	var lines []string
	add := func(s string) { lines = append(lines, s) }
	pool := []func(){
		func() {
			add(fmt.Sprintf("OS Build: %s, kernel %s", b.K(fmt.Sprintf("10.0.%d.%d", 19041+r.Intn(7000), 1000+r.Intn(4000))), b.K(fmt.Sprintf("6.%d.0-%d-generic", r.Intn(12), 10+r.Intn(80)))))
		},
		func() {
			body := fmt.Sprintf("GPGGA,%02d%02d%02d,%04d.%03d,N,%05d.%03d,E,1,%02d,0.9,%d.%d,M,46.9,M,,", r.Intn(24), r.Intn(60), r.Intn(60), 1000+r.Intn(7000), r.Intn(1000), 100+r.Intn(17000), r.Intn(1000), 4+r.Intn(9), 100+r.Intn(800), r.Intn(10))
			add("NMEA: " + b.K("$"+body+"*"+nmeaCk(body)))
		},
		func() {
			add(fmt.Sprintf("\"%s\" #%d daemon prio=5 os_prio=0 cpu=%s elapsed=%s tid=%s nid=%s waiting on condition", pick(r, []string{"pool-3-thread-7", "kafka-producer-network-thread", "HikariPool-1 housekeeper"}), 10+r.Intn(300), b.K(fmt.Sprintf("%d.%02dms", 100+r.Intn(90000), r.Intn(100))), b.K(fmt.Sprintf("%d.%02ds", 1000+r.Intn(90000), r.Intn(100))), b.K("0x00007f"+hex(r, 10)), b.K("0x"+hex(r, 4))))
		},
		func() {
			add(fmt.Sprintf("Index Scan using orders_pkey on orders  (cost=%s rows=1 width=%d) (actual time=%s rows=1 loops=1)", b.K(fmt.Sprintf("0.%d..%d.%d", 28+r.Intn(20), 8+r.Intn(9), 10+r.Intn(89))), 40+r.Intn(300), b.K(fmt.Sprintf("0.0%d..0.0%d", 10+r.Intn(80), 20+r.Intn(70)))))
		},
		func() {
			add(fmt.Sprintf("{\"took\": %d, \"_seq_no\": %s, \"_primary_term\": %d, \"_id\": \"%s\", \"@timestamp\": \"%s\"}", r.Intn(3000), b.K(digitsNZ(r, 8)), 1+r.Intn(9), b.K(randFrom(r, b64url, 20)), b.K(isoTS(r))))
		},
		func() {
			add(fmt.Sprintf("replication lag: sent_lsn=%s replay_lsn=%s lag=%s", b.K(fmt.Sprintf("%X/%X", r.Intn(16), r.Intn(1<<30))), b.K(fmt.Sprintf("%X/%X", r.Intn(16), r.Intn(1<<30))), b.K(fmt.Sprintf("00:00:%02d.%06d", r.Intn(60), r.Intn(999999)))))
		},
		func() {
			add(fmt.Sprintf("%s host kernel: [%s] oom-kill:constraint=CONSTRAINT_MEMCG,task=java,pid=%s,uid=%d total-vm:%skB", b.K(tstamp(r).Format("Jan _2 15:04:05")), b.K(fmt.Sprintf("%d.%06d", 100000+r.Intn(900000), r.Intn(999999))), b.K(digitsNZ(r, 7)), 1000+r.Intn(1000), b.K(digitsNZ(r, 8))))
		},
		func() {
			add(fmt.Sprintf("nvidia-smi: Driver Version: %s   CUDA Version: %s   GPU-%s", b.K(fmt.Sprintf("%d.%d.%02d", 535+r.Intn(40), 100+r.Intn(100), r.Intn(99))), "12.4", b.K(uuid(r))))
		},
		func() {
			add(fmt.Sprintf("df -h: /dev/nvme0n1p2  %dG  %dG  %dG  %d%% /   inodes used %s of %s", 100*(1+r.Intn(9)), 50+r.Intn(400), 10+r.Intn(300), r.Intn(99), b.K(digitsNZ(r, 8)), b.K(digitsNZ(r, 9))))
		},
		func() {
			add(fmt.Sprintf("backup window %s–%s, retained snapshots: %s", b.K(tstamp(r).Format("2006-01-02 15:04")), tstamp(r).Format("15:04"), b.K(strings.Join([]string{digitsNZ(r, 7), digitsNZ(r, 7), digitsNZ(r, 7)}, ", "))))
		},
		func() {
			add(fmt.Sprintf("Excel: =SUMIFS(Data!$F$2:$F$%d,Data!$B$2:$B$%d,\">=%s\")", 1048576, 1048576, b.K(isoDate(r))))
		},
		func() {
			add(fmt.Sprintf("ticket range %s–%s reassigned to queue %s", b.K(digitsNZ(r, 7)), b.K(digitsNZ(r, 7)), b.K("Q-"+digitsNZ(r, 4))))
		},
		func() {
			add(fmt.Sprintf("Amazon order %s shipped %s, ASIN %s", b.K(fmt.Sprintf("%03d-%07d-%07d", 111+r.Intn(800), r.Intn(9999999), r.Intn(9999999))), b.K(isoDate(r)), b.K("B0"+randFrom(r, upper+"0123456789", 8))))
		},
		func() {
			add(fmt.Sprintf("SAP PO %s / GR %s / material %s posted %s", b.K("45"+digits(r, 8)), b.K("50"+digits(r, 8)), b.K(digitsNZ(r, 18)[:0]+"0000000000"+digitsNZ(r, 8)), b.K(euDate(r))))
		},
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for _, f := range pool[:4+r.Intn(4)] {
		f()
	}
	s := fence("", strings.Join(lines, "\n"))
	if b.want(0.4) {
		s += "\n" + pick(r, outros[b.lang])
		if strings.Contains(s, "%E") {
			s = strings.Replace(s, "%E", b.Email(), 1)
		}
		if strings.Contains(s, "%P") {
			s = strings.Replace(s, "%P", b.Phone(), 1)
		}
	}
	return s
}

func tAccessLog(b *B) string {
	r := b.r
	var lines []string
	for i := 0; i < 2+r.Intn(3); i++ {
		ip := b.K(ipv4(r))
		ts := tstamp(r).Format("02/Jan/2006:15:04:05 +0000")
		var path string
		switch x := r.Intn(6); {
		case x == 0 && b.want(0.8):
			path = "/api/v1/newsletter?email=" + url.QueryEscape(b.Email()) + "&src=footer"
			// the labelled value is the decoded address; record encoded form instead
			last := &b.pii[len(b.pii)-1]
			last.V = url.QueryEscape(last.V)
		case x == 1 && b.want(0.8):
			path = "/callback#id_token=" + b.JWT() + "&state=" + hex(r, 16)
		case x == 2 && b.want(0.8):
			p := phone(r, pick(r, langCountries[b.lang]), true)
			e := strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, p)
			path = "/wa?link=https://wa.me/" + b.P("phone", e)
		case x == 3 && b.want(0.8):
			path = "/v2/checkout/confirm?card=" + b.CardRaw() + "&cvc=***"
		default:
			path = fmt.Sprintf("/api/v1/orders/%s/items?page=%d&per_page=%d", b.K(digitsNZ(r, 10)), 1+r.Intn(40), 50)
		}
		lines = append(lines, fmt.Sprintf("%s - - [%s] \"GET %s HTTP/1.1\" %d %d \"-\" \"%s\" rt=%s", ip, ts, path, pick(r, []int{200, 302, 400, 500}), 200+r.Intn(90000), pick(r, []string{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.119 Safari/537.36", "okhttp/4.12.0", "curl/8.5.0"}), b.K(fmt.Sprintf("%d.%03d", r.Intn(5), r.Intn(1000)))))
	}
	return "nginx access log excerpt:\n" + fence("", strings.Join(lines, "\n"))
}
