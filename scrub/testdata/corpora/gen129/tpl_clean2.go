package main

import "fmt"

// More clean templates: long numeric ids that are neither cards nor phones.

func nz(n int) string { return fmt.Sprint(rn(1, 9)) + digits(n-1) }

var cleanTpls2 = []tpl{
	{"clean_dd_trace_ids", func(l *L) string {
		return fmt.Sprintf("%s ERROR [payments-api,dd.trace_id=%s,dd.span_id=%s] c.n.p.RefundService - refund %s timed out after %dms (attempt %d)",
			l.K(tsS()+"."+digits(3)), l.K(nz(19)), l.K(nz(19)), l.K("re_"+alnum(24)), rn(1000, 30000), rn(1, 5))
	}},
	{"clean_kafka_consumer_lag", func(l *L) string {
		end := rn(1000000000, 1999999999) + rn(0, 7)*1000000000
		lag := rn(0, 90000)
		return fmt.Sprintf("$ kafka-consumer-groups.sh --bootstrap-server %s:9092 --describe --group agent-events\nGROUP         TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG    CONSUMER-ID\nagent-events  tool-calls   0          %s      %s      %d    %s",
			l.K(ip()), l.K(fmt.Sprint(end-lag)), l.K(fmt.Sprint(end)), lag, l.K("consumer-agent-events-1-"+uuid()))
	}},
	{"clean_shopify_order_ids", func(l *L) string {
		return fmt.Sprintf("{\"order\":{\"id\":%s,\"name\":\"#%d\",\"checkout_id\":%s,\"total_price\":\"%d.%02d\",\"processed_at\":\"%s\",\"line_items\":[{\"variant_id\":%s,\"sku\":\"%s\",\"quantity\":%d}]}}",
			l.K("5"+digits(12)), rn(1001, 99999), l.K("3"+digits(13)), rn(5, 900), rn(0, 99), l.K(tsNoMs()), l.K("4"+digits(13)), l.K("SKU-"+upalnum(6)), rn(1, 9))
	}},
	{"clean_amazon_order_gtin", func(l *L) string {
		return fmt.Sprintf("tool sp_api.get_order → order %s, ASIN %s, GTIN %s, shipped %s via %s (%s)",
			l.K(fmt.Sprintf("%03d-%07d-%07d", rn(100, 999), rn(0, 9999999), rn(0, 9999999))), l.K("B0"+upalnum(8)), l.K("0"+digits(13)), l.K(date()), pick([]string{"AMZL", "UPS", "DHL"}), l.K("TBA"+digits(12)))
	}},
	{"clean_build_versions", func(l *L) string {
		return fmt.Sprintf("runner image: ubuntu24/%s.%d\nOS: Microsoft Windows 11 Pro 10.0.%d.%d\nXcode %s (build %s)\nJava 21.0.%d+%d-LTS, Gradle %s, node %s",
			l.K(fmt.Sprint(rn(20240101, 20251231))), rn(1, 9), rn(19041, 26100), rn(1000, 5000), l.K("16.2"), l.K("16C5032a"), rn(1, 8), rn(1, 13), l.K("8.10.2"), l.K("v22.11.0"))
	}},
	{"clean_sizes_ports_lists", func(l *L) string {
		return fmt.Sprintf("benchmark: batch sizes 256 512 1024 2048 4096, p50 %d ms, p99 %d ms; listening on %s, %s and %s; heap %d MiB of %d MiB",
			rn(2, 90), rn(100, 2000), l.K(":8080"), l.K(":9090"), l.K(":6060"), rn(100, 4000), rn(4096, 16384))
	}},
}
