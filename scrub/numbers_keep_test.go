package scrub

import "testing"

// TestNumbersThatStay runs numbers of other kinds that text is full of —
// tracking and order numbers, standard identifiers, addresses of machines,
// versions, measures, prices, dates and times in many spellings, bank and
// postal codes, lists of figures — through Scrub: none is personal data of
// the six families, and every one must come back unchanged.
func TestNumbersThatStay(t *testing.T) {
	for _, s := range []string{
		"tracking number 1Z999AA10123456784", "UPS 1Z 999 AA1 01 2345 6784", "FedEx tracking 7489 1234 5678", "USPS 9400 1000 0000 0000 0000 00",
		"DHL 1234567890", "order #112-3456789-1234567", "Amazon order 114-3941689-8772232", "invoice INV-2024-000123",
		"ISBN 978-0-306-40615-7", "ISBN 0-306-40615-2", "ISSN 2049-3630", "DOI 10.1000/182",
		"MAC 00:1A:2B:3C:4D:5E", "IPv6 2001:0db8:85a3:0000:0000:8a2e:0370:7334", "port 8080", "PID 48213",
		"file size 1,048,576 bytes", "99.95% uptime", "HTTP 503", "line 1234 col 56",
		"flight LH 1234 on 2024-05-06", "room 1204", "SKU 10-2345-678", "model XPS 9530",
		"serial 5CG1234XYZ", "VIN 1HGCM82633A004352", "GTIN 00012345678905", "EAN 4006381333931", "UPC 036000291452",
		"lat 48.8566, lon 2.3522", "elevation 8848.86 m", "population 8,336,817", "GDP $25.46 trillion",
		"price 1 299,00 €", "¥12,800", "₹1,23,456.78", "CHF 1'234.50",
		"build 20240115.3", "commit 3f2a9c1e", "release 2024.1.0", "kernel 6.5.0-14-generic",
		"timestamp 1705314151", "ms 1705314151234", "uuid 550e8400-e29b-41d4-a716-446655440000",
		"ticket JIRA-12345", "case 00012345", "claim 2024-123456", "policy no. 1234567890", "account ending 4321",
		"routing 021000021", "SWIFT DEUTDEFF", "IBAN DE89 3704 0044 0532 0130 00", "BIC COBADEFFXXX",
		"ZIP 94103", "PLZ 10115", "postcode SW1A 1AA", "CEP 01310-100", "〒100-0005",
		"Q3 2024 revenue 12.5M", "FY2023 1234567", "version 10.0.19045.3930", "Windows 10 22H2 19045.3803",
		"coordinates 37°46′29″N 122°25′09″W", "call stack depth 12345678", "error code 0x80070005", "exit status 137",
		"2024-01-15T10:22:31+05:30", "Mon, 15 Jan 2024 10:22:31 GMT", "15/01/2024 10:22", "01/15/2024 10:22 AM",
		"chmod 0755", "umask 0022", "ulimit 65536", "sysctl vm.max_map_count=262144",
		"score 1234 5678 9012 3456 7890", "matrix 12 34 56 78 90 12", "bitrate 128 256 320 kbps", "resolution 3840 x 2160",
		"ISO 9001:2015", "RFC 7231", "CVE-2024-3094", "GHSA-xxxx", "PR #12345 merged", "issue #98765",
		// Log lines and tables, where numbers follow dates, times and
		// addresses after a space (compoundBefore lets a number start there).
		"2024-01-15 10:22:31 INFO 12345 processed 678 items in 90 ms",
		"2024-01-15T10:22:31Z req_id=123 user_id=4567 duration=89ms",
		"Jan 15 10:22:31 host sshd[12345]: Accepted publickey for root from 10.0.0.1 port 52314 ssh2",
		"10.244.1.5 - - [15/Jan/2024:10:22:31 +0000] \"GET / HTTP/1.1\" 200 612 \"-\" \"kube-probe/1.27\"",
		"15.01.2024 1234 Stück 56,78 €",
		"1. 2024 revenue 1,234,567\n2. 2025 forecast 2,345,678",
		"Order 12345 4 items 2024-01-15 shipped",
		"v1.2.3 2024-01-15 10 commits",
		"build 2024.01.15 1234567890",
		"2024-01-15 3 - 1 (2 - 0)",
		"52.5200 13.4050 34.0522 118.2437",
		"IP 192.168.1.1 255.255.255.0 192.168.1.254",
		"2024-01-15 555 1234",
		"Invoice 2024-001 2345 6789",
		"2024-01-15 100 200 300 400 500 600",
		"2024-01-15 12:00 1200 1300 1400 1500",
		"3.14 2.71 1.41 1.73 2.23 6.28 9.81",
		"ratio 16:9 1920 1080 2560 1440",
		"lat 37.7749 lon -122.4194 alt 16 m",
		"pid 4242 ppid 1 uptime 10:22:31 load 0.52 0.58 0.59",
		"2024-01-15 0.5 0.25 0.125 0.0625",
		"tests: 1) 2048 2) 4096 3) 8192 4) 16384",
		"1. 4111 is the code and 2. 1111 too",
		"epoch 1705314151 1705314152 1705314153",
		"2024-01-15 1705314151234 ms",
		"sha 3f2a9c1 2024-01-15 10:22:31 +0100 fix tests",
		"Q1 2024 1,234 2,345 3,456 4,567",
		"at 2024-01-15 12:34:56.789 +05:30 event 42",
		"10:22:31 1234 5678 9012 3456 packets",
		"2024-01-15 1234 5678 9012 3456 7890 rows",
	} {
		if out := Scrub(s); out != s {
			t.Errorf("Scrub(%q) = %q", s, out)
		}
	}
}
