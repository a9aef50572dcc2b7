package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []T {
	return append(cleanTemplates2(), []T{
		{"receipt_us_masked", func(b *B) string {
			return fmt.Sprintf("BURGER BARN #%d\n%s %s\nSERVER: %s  CHECK %s  TABLE %d\n2 CHEESEBURGER   %s\n1 SHAKE          %s\nSUBTOTAL         %s\nVISA %s\nAUTH CODE: %s\nTID: %s  MID: %s\nBATCH: %s  TRACE: %s\nAID: %s\nTC: %s",
				b.rng(1, 99), b.dateUS(), b.hhmm(), b.pick("KAYLA", "MARCO"), b.K(b.digits(4)), b.rng(1, 40), b.money(10, 30), b.money(4, 9), b.K(b.money(15, 60)), b.K(b.maskedPan()), b.K(b.auth()), b.K(b.tid()), b.K(b.mid()), b.K(b.batch()), b.K(b.stan()), b.K("A0000000031010"), b.K(strings.ToUpper(b.from(hexlc, 16))))
		}},
		{"receipt_uk_contactless", func(b *B) string {
			return fmt.Sprintf("THE RED LION\nVAT No: %s\nCONTACTLESS\nMASTERCARD\n%s\nPAN SEQ NO. 01\nAID: %s\nMERCHANT: %s\nTID: %s\nSALE £%s\nAUTH CODE: %s\nPLEASE RETAIN RECEIPT\n%s %s",
				b.K("GB "+b.digits(3)+" "+b.digits(4)+" "+b.digits(2)), b.K(b.maskedPan()), b.K("A0000000041010"), b.K("***"+b.digits(4)), b.K("****"+b.digits(4)), b.K(b.money(3, 80)), b.K(b.auth()), b.dateEU(), b.hhmm())
		}},
		{"ticket_cb_fr", func(b *B) string {
			return fmt.Sprintf("CARTE BANCAIRE\nSANS CONTACT\nA0000000421010\nCB\nLE %s A %s\nBRASSERIE DU PORT\n75011 PARIS\n%s\n%s\n############%s\n%s\nMONTANT = %s EUR\nDEBIT\nTICKET CLIENT A CONSERVER",
				b.dateEU(), b.hhmmss(), b.K(b.digits(8)), b.K(b.digits(7)+" "+b.digits(5)), b.digits(4), b.K("C @"+b.digits(8)), b.K(b.moneyEU(3, 120)))
		}},
		{"kassenbon_de_tse", func(b *B) string {
			return fmt.Sprintf("Café Sonne GmbH, St.-Nr. %s\nBon-Nr. %s  Kasse %d\n1x Cappuccino 3,80\n1x Brezel 1,90\nSumme EUR %s\nTSE-Seriennummer: %s\nTSE-Transaktion: %s\nTSE-Start: %sT%s.000\nSignaturzähler: %s\ngirocard ****%s  Terminal-ID %s",
				b.K(b.digits(2)+"/"+b.digits(3)+"/"+b.digits(5)), b.K(b.digits(6)), b.rng(1, 5), b.K(b.moneyEU(5, 9)), b.K(b.from(hexlc, 64)), b.K(b.digits(6)), b.date(), b.hhmmss(), b.K(b.digits(7)), b.digits(4), b.K(b.nzdigits(8)))
		}},
		{"iso8583_masked", func(b *B) string {
			return fmt.Sprintf("<0210> [2]=%s [3]=003000 [4]=%s [11]=%s [12]=%s [37]=%s [38]=%s [39]=00 [41]=%s [42]=%s [49]=978",
				b.K(b.maskedPan()), b.K(fmt.Sprintf("%012d", b.rng(100, 90000))), b.K(b.stan()), strings.ReplaceAll(b.hhmmss(), ":", ""), b.K(b.rrn()), b.K(b.auth()), b.K(b.tid()), b.K(b.mid()))
		}},
		{"emv_tlv_no_pan", func(b *B) string {
			return fmt.Sprintf("9F02 06 %s\n9F03 06 000000000000\n9F1A 02 0826\n95 05 %s\n5F2A 02 0826\n9A 03 %s\n9C 01 00\n9F37 04 %s\n9F26 08 %s\n9F36 02 %s\n4F 07 A0000000031010\n9F06 07 %s",
				b.K(fmt.Sprintf("%012d", b.rng(100, 90000))), b.K(strings.ToUpper(b.from(hexlc, 10))), b.K(fmt.Sprintf("25%02d%02d", b.rng(1, 12), b.rng(1, 28))), b.K(strings.ToUpper(b.from(hexlc, 8))), b.K(strings.ToUpper(b.from(hexlc, 16))), b.from(hexlc, 4), b.K("A0000000032010"))
		}},
		{"settlement_batch_report", func(b *B) string {
			return fmt.Sprintf("SETTLEMENT REPORT  MID %s  TID %s\nBATCH %s  %s\nVISA      %3d  %s\nMC        %3d  %s\nAMEX      %3d  %s\nTOTAL          %s\nHOST REF %s  RESP 00 BATCH CLOSED",
				b.K(b.mid()), b.K(b.tid()), b.K(b.batch()), b.dateUS(), b.rng(10, 200), b.money(100, 9000), b.rng(10, 200), b.money(100, 9000), b.rng(1, 50), b.money(50, 3000), b.K(b.money(1000, 20000)), b.K(b.digits(10)))
		}},
		{"z_report", func(b *B) string {
			return fmt.Sprintf("Z-REPORT #%s  Register %d  %s\nGross sales %s\nVoids (%d) %s\nComps %s\nCash %s  Card %s\nGuests %d  Checks %d\nFirst check %s  Last check %s",
				b.K(b.digits(5)), b.rng(1, 6), b.dateUS(), b.K(b.money(2000, 15000)), b.rng(0, 9), b.money(0, 80), b.money(0, 120), b.money(200, 3000), b.money(1500, 12000), b.rng(50, 600), b.rng(40, 400), b.K(b.digits(6)), b.K(b.digits(6)))
		}},
		{"kds_ticket_plain", func(b *B) string {
			return fmt.Sprintf("--- KDS GRILL ---\nTBL %d  SEAT %d  CHK %s\n%s\n1 RIBEYE 14oz MR\n  + SUB ASPARAGUS\n2 SALMON  (ALLERGY: SHELLFISH)\nFIRE @ %s  BUMP %s\nSERVER 10%d",
				b.rng(1, 60), b.rng(1, 8), b.K(b.digits(5)), b.K("ORD-"+b.digits(7)), b.hhmm(), b.K(b.hhmmss()), b.rng(1, 9))
		}},
		{"menu_price_list", func(b *B) string {
			return fmt.Sprintf("Lunch menu v%s — Margherita %s | Diavola %s | Caesar %s | Tiramisu %s | Espresso %s | Coperto 2,50 € | PLU %s, %s, %s",
				b.K(b.version()), b.moneyEU(8, 14), b.moneyEU(9, 15), b.moneyEU(7, 12), b.moneyEU(5, 8), b.moneyEU(1, 3), b.K(b.digits(4)), b.K(b.digits(4)), b.K(b.digits(5)))
		}},
		{"inventory_csv_upc", func(b *B) string {
			rows := []string{"sku,upc,description,on_hand,reorder_pt,unit_cost"}
			for i := 0; i < 4; i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%d,%d,%s", b.K(b.sku()), b.K(b.upc()), b.pick("Oat milk 1L", "Cups 12oz", "Lids 12oz", "Cold brew conc.", "Napkins 500ct"), b.rng(0, 300), b.rng(10, 50), b.money(1, 40)))
			}
			return strings.Join(rows, "\n")
		}},
		{"ean_scan_log", func(b *B) string {
			return fmt.Sprintf("%s scanner[%d] EAN-13 %s -> PLU not found\n%s scanner[%d] EAN-13 %s -> %s qty 1 @ %s\n%s scanner[%d] UPC-A %s -> %s",
				b.hhmmss(), b.rng(1, 4), b.K(b.ean()), b.hhmmss(), b.rng(1, 4), b.K(b.ean()), b.K(b.sku()), b.moneyEU(1, 20), b.hhmmss(), b.rng(1, 4), b.K(b.upc()), b.K(b.sku()))
		}},
		{"timeclock_export", func(b *B) string {
			rows := []string{"emp_id,job,clock_in,clock_out,hours,break_min"}
			for i := 0; i < 3; i++ {
				d := b.date()
				rows = append(rows, fmt.Sprintf("%s,%s,%s %s,%s %s,%d.%02d,%d", b.K(b.nzdigits(6)), b.pick("Server", "Line Cook", "Dish", "Host"), d, b.hhmm(), d, b.hhmm(), b.rng(3, 10), b.rng(0, 99), b.pick6()*5))
			}
			return strings.Join(rows, "\n")
		}},
		{"schedule_post", func(b *B) string {
			return fmt.Sprintf("Schedule for week of %s is posted. FOH: Mon-Thu 10:30-15:00 / 16:30-22:00, Fri-Sat 16:00-23:30. BOH call time 09:00. Inventory count %s at 07:00. Team meeting in the back, ticket #%s.",
				b.dateUS(), b.dateUS(), b.K(b.digits(5)))
		}},
		{"order_status_webhook", func(b *B) string {
			return fmt.Sprintf(`{"event":"order.status_changed","event_id":"%s","created_at":"%s","data":{"order_id":"%s","external_ref":"%s","status":"READY_FOR_PICKUP","prep_time_s":%d,"location":"%s","items":%d}}`,
				b.K(b.uuid()), b.K(b.ts()), b.K(b.nzdigits(10)), b.K(b.from(upalnum, 8)), b.rng(120, 2400), b.K("loc_"+b.from(alnum, 10)), b.rng(1, 9))
		}},
		{"ubereats_order_summary", func(b *B) string {
			return fmt.Sprintf("Uber Eats order %s for %s. (customer first name only), %d items, subtotal $%s, marketplace fee $%s, payout $%s, placed %s, workflow_id %s",
				b.K(strings.ToUpper(b.from(hexlc, 5))), b.pick("Sam", "Ana", "Raj"), b.rng(1, 8), b.money(10, 90), b.money(2, 20), b.K(b.money(8, 70)), b.hhmm(), b.K(b.uuid()))
		}},
		{"doordash_payout_report", func(b *B) string {
			return fmt.Sprintf("DoorDash payout %s | period %s–%s | store %s | orders %d | subtotal %s | commission %s | error charges %s | net %s | transfer ref %s",
				b.K("po_"+b.from(alnum, 12)), b.date(), b.date(), b.K(b.digits(7)), b.rng(50, 900), b.money(1000, 20000), b.money(100, 4000), b.money(0, 50), b.money(900, 16000), b.K(b.digits(12)))
		}},
		{"swiggy_settlement", func(b *B) string {
			return fmt.Sprintf("Swiggy weekly settlement | Rest ID %s | UTR %s | Orders %d | Gross ₹%s | Commission ₹%s | TCS ₹%s | GST on fees ₹%s | Net ₹%s",
				b.K(b.digits(6)), b.K(b.from(upper, 4)+b.digits(12)), b.rng(100, 2000), b.money(20000, 400000), b.money(2000, 40000), b.money(100, 900), b.money(100, 3000), b.K(b.money(15000, 300000)))
		}},
		{"ifood_repasse", func(b *B) string {
			return fmt.Sprintf("Repasse iFood %s: %d pedidos, valor bruto R$ %s, comissão R$ %s, taxa de pagamento online R$ %s, líquido R$ %s. CNPJ %s.",
				b.dateEU(), b.rng(50, 900), b.moneyEU(1000, 50000), b.moneyEU(100, 9000), b.moneyEU(10, 900), b.K(b.moneyEU(900, 40000)), b.K(fmt.Sprintf("%s.%s.%s/0001-%s", b.digits(2), b.digits(3), b.digits(3), b.digits(2))))
		}},
		{"deliveroo_invoice", func(b *B) string {
			return fmt.Sprintf("Deliveroo Partner Invoice %s | Site %s | %s to %s | Orders: %d | Food sales £%s | Commission (%d%%) £%s | VAT £%s | Adjustments -£%s | Payout £%s",
				b.K("INV-UK-"+b.digits(8)), b.K(b.digits(6)), b.dateEU(), b.dateEU(), b.rng(40, 900), b.money(500, 30000), b.rng(15, 35), b.money(100, 8000), b.money(20, 1600), b.money(0, 90), b.K(b.money(400, 25000)))
		}},
		{"opentable_covers_report", func(b *B) string {
			return fmt.Sprintf("OpenTable shift report %s dinner: %d reservations, %d walk-ins, %d no-shows, covers %d, avg party %.1f, turn time %d min, RID %s",
				b.dateUS(), b.rng(20, 200), b.rng(5, 60), b.rng(0, 12), b.rng(80, 500), 1.5+float64(b.n(30))/10, b.rng(45, 120), b.K(b.digits(6)))
		}},
		{"chargeback_notice_masked", func(b *B) string {
			return fmt.Sprintf("Chargeback notification\nCase ID: %s\nARN: %s\nCard: %s\nTxn date: %s  Amount: $%s\nReason: %s\nRespond by: %s\nMID: %s",
				b.K("CB"+b.digits(10)), b.K(b.arn()), b.K(b.maskedPan()), b.dateUS(), b.K(b.money(10, 400)), b.pick("10.4 Other Fraud – Card-Absent", "4853 Cardholder Dispute", "13.1 Merchandise Not Received"), b.dateUS(), b.K(b.mid()))
		}},
		{"refund_confirmation", func(b *B) string {
			return fmt.Sprintf("Refund %s processed: $%s back to %s (auth %s, RRN %s). Allow 5–10 business days. Original order %s.",
				b.K("RF-"+b.digits(8)), b.K(b.money(3, 200)), b.K(b.maskedPan()), b.K(b.auth()), b.K(b.rrn()), b.K(b.nzdigits(10)))
		}},
		{"terminal_config", func(b *B) string {
			return fmt.Sprintf("[terminal]\ntid=%s\nmid=%s\nhost=10.%d.%d.%d:%d\nbackup_host=172.16.%d.%d:%d\nfirmware=%s\nemv_kernel=%s\ncurrency=0840\ncountry=0840\ntip_presets=15,18,20,22",
				b.K(b.tid()), b.K(b.mid()), b.rng(0, 254), b.rng(0, 254), b.rng(1, 254), b.rng(5000, 9999), b.rng(0, 254), b.rng(1, 254), b.rng(5000, 9999), b.K(b.version()), b.K(b.version()))
		}},
		{"pax_firmware_update", func(b *B) string {
			return fmt.Sprintf("PAXSTORE push task %s: A920Pro SN %s firmware %s -> %s, app BroadPOS %s, status SUCCESS at %s",
				b.K(b.digits(9)), b.K(b.digits(10)), b.K(b.version()), b.K(b.version()), b.K("V1."+b.digits(2)+"."+b.digits(2)+"_"+b.date()[:4]+b.digits(4)), b.ts())
		}},
		{"verifone_error_codes", func(b *B) string {
			return fmt.Sprintf("P400 error help: -%d means PIN pad tamper, -%d = comms timeout to %s, TVR %s means offline data auth not performed. Terminal %s, build %s.",
				b.rng(1000, 1099), b.rng(1100, 1199), b.K("10."+fmt.Sprint(b.rng(0, 99))+"."+fmt.Sprint(b.rng(0, 99))+"."+fmt.Sprint(b.rng(1, 254))+":"+fmt.Sprint(b.rng(5000, 9999))), b.K("8000048000"), b.K(b.tid()), b.K(b.version()))
		}},
		{"square_api_doc_placeholder", func(b *B) string {
			return fmt.Sprintf("curl https://connect.squareupsandbox.com/v2/orders -H 'Square-Version: %s' -H 'Authorization: Bearer %s' -H 'Content-Type: application/json' -d '{\"idempotency_key\":\"%s\",\"order\":{\"location_id\":\"%s\"}}'",
				b.K("2025-0"+fmt.Sprint(b.rng(1, 9))+"-"+fmt.Sprint(b.rng(10, 28))), b.K(b.pick("{{ACCESS_TOKEN}}", "YOUR_ACCESS_TOKEN", "$SQUARE_ACCESS_TOKEN", "<access_token>")), b.K(b.uuid()), b.K("L"+b.from(upalnum, 12)))
		}},
		{"stripe_doc_publishable", func(b *B) string {
			return fmt.Sprintf("In the POS web app only the publishable key goes to the browser: const stripe = Stripe('%s'); keep %s on the server (env var, never in git). Test card last4 %s.",
				b.K("pk_live_"+b.from(alnum, 99)), b.K(b.pick("sk_live_...", "sk_live_xxxxxxxx", "STRIPE_SECRET_KEY")), b.K(b.pick("4242", "0077", "3220")+" (Visa)"))
		}},
		{"shopify_pos_report", func(b *B) string {
			return fmt.Sprintf("Shopify POS daily: location %s, %d orders (#%s–#%s), gross $%s, discounts $%s, returns %d, staff PIN logins %d, hardware: Tap & Chip reader %s",
				b.K("gid://shopify/Location/"+b.nzdigits(11)), b.rng(20, 400), b.K(b.digits(4)), b.K(b.digits(4)), b.money(500, 9000), b.money(0, 400), b.rng(0, 12), b.rng(2, 40), b.K("WSC"+b.digits(9)))
		}},
		{"toast_menu_json", func(b *B) string {
			return fmt.Sprintf(`{"menuGroups":[{"guid":"%s","name":"Tacos","items":[{"guid":"%s","name":"Al Pastor","price":%s,"sku":"%s","plu":"%s","calories":%d}]}],"lastUpdated":"%s"}`,
				b.K(b.uuid()), b.K(b.uuid()), b.K(b.money(3, 6)), b.K(b.sku()), b.K(b.digits(5)), b.rng(150, 600), b.K(b.ts()))
		}},
		{"loyalty_summary_masked_phone", func(b *B) string {
			return fmt.Sprintf("Rewards member %s (phone ending %s, %s) earned %d pts on check %s. Balance %d pts. Next reward at %d.",
				b.K("M"+b.digits(8)), b.K(b.digits(4)), b.K(b.pick("***-***-", "(***) ***-", "XXX-XXX-")+b.digits(4)), b.rng(5, 80), b.K(b.digits(6)), b.rng(0, 400), b.rng(100, 500))
		}},
		{"payroll_summary_masked_ssn", func(b *B) string {
			return fmt.Sprintf("Pay period %s–%s | Employer EIN %s | Employee #%s SSN %s | Gross $%s | FIT $%s | FICA $%s | Net $%s | Check no. %s",
				b.dateUS(), b.dateUS(), b.K(b.digits(2)+"-"+b.digits(7)), b.K(b.digits(5)), b.K(b.pick("XXX-XX-", "***-**-", "xxx-xx-")+b.digits(4)), b.money(300, 2000), b.money(10, 200), b.money(20, 150), b.K(b.money(250, 1700)), b.K(b.digits(6)))
		}},
		{"invalid_ssn_fixture", func(b *B) string {
			return fmt.Sprintf("// payroll import validator must reject these: %q, %q, %q (area/group/serial rules) and accept none of them as a tax_id",
				b.K(b.badSSN()), b.K(b.badSSN()), b.K(b.badSSN()))
		}},
		{"luhn_fail_decline", func(b *B) string {
			return fmt.Sprintf("%s gateway response 14 INVALID CARD NUMBER for keyed entry %s (checksum failed, not sent to issuer), terminal %s, stan %s",
				b.ts(), b.K(b.badPan()), b.K(b.tid()), b.K(b.stan()))
		}},
		{"gift_card_masked_balance", func(b *B) string {
			return fmt.Sprintf("Gift card XXXX-XXXX-XXXX-%s balance $%s, activated %s at store %s, program %s, last txn %s",
				b.K(b.digits(4)), b.K(b.money(0, 200)), b.dateUS(), b.K(b.digits(4)), b.K("GC-"+b.digits(4)), b.K("G"+b.digits(9)))
		}},
		{"tip_pool_report", func(b *B) string {
			return fmt.Sprintf("Tip pool %s: card tips $%s, cash $%s, points %d, per-point $%s. BOH share 15%% = $%s. Distributed to %d employees via payroll batch %s.",
				b.dateUS(), b.money(300, 4000), b.money(50, 800), b.rng(40, 200), b.money(3, 20), b.money(50, 600), b.rng(5, 30), b.K("PB"+b.digits(6)))
		}},
		{"sales_tax_report", func(b *B) string {
			return fmt.Sprintf("Sales tax Q%d: taxable %s, exempt %s, state 6.25%% %s, county 1.00%% %s, city 1.00%% %s, filing id %s, permit %s",
				b.rng(1, 4), b.money(10000, 300000), b.money(100, 5000), b.money(600, 19000), b.money(100, 3000), b.money(100, 3000), b.K(b.digits(10)), b.K(b.digits(2)+"-"+b.digits(6)+"-"+b.digits(1)))
		}},
		{"variance_report", func(b *B) string {
			return fmt.Sprintf("Inventory variance %s: item %s (UPC %s) theoretical %d, actual %d, variance -%d (%s%%), cost impact $%s; item %s variance +%d",
				b.dateUS(), b.K(b.sku()), b.K(b.upc()), b.rng(50, 300), b.rng(40, 290), b.rng(1, 20), b.money(0, 9), b.money(1, 200), b.K(b.sku()), b.rng(1, 9))
		}},
		{"floor_plan", func(b *B) string {
			return fmt.Sprintf("Floor plan rev %s: tables 1–12 patio (2-tops), 20–34 main (4-tops), 40–44 booths, bar seats B1–B14. Max occupancy %d. Section map %s.",
				b.K(b.version()), b.rng(80, 240), b.K("FP-"+b.date()))
		}},
		{"kds_metrics", func(b *B) string {
			return fmt.Sprintf("KDS speed of service %s: avg ticket time %d:%02d, p90 %d:%02d, tickets %d, late %d, station GRILL %s, FRY %s, EXPO %s",
				b.dateUS(), b.rng(5, 15), b.n(60), b.rng(12, 25), b.n(60), b.rng(100, 900), b.rng(0, 40), b.K(b.hhmmss()), b.K(b.hhmmss()), b.K(b.hhmmss()))
		}},
		{"order_numbers_ten_digit", func(b *B) string {
			return fmt.Sprintf("Missing from the DoorDash tablet today: order %s, order %s and order number %s — all three show PAID on the portal. Store %s.",
				b.K(b.nzdigits(10)), b.K(b.nzdigits(10)), b.K(b.nzdigits(10)), b.K(b.digits(7)))
		}},
		{"rrn_lookup", func(b *B) string {
			return fmt.Sprintf("Need the txn with RRN %s / STAN %s / auth %s from %s, amount %s, TID %s. Acquirer says it settled in batch %s.",
				b.K(b.rrn()), b.K(b.stan()), b.K(b.auth()), b.dateUS(), b.K(b.money(5, 300)), b.K(b.tid()), b.K(b.batch()))
		}},
		{"device_inventory_serials", func(b *B) string {
			rows := []string{"device,serial,model,firmware,last_seen"}
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", b.pick("term", "kds", "printer", "kiosk")+fmt.Sprint(b.rng(1, 20)), b.K(b.pick("", "SN", "S/N ")+b.digits(10)), b.pick("A920", "Lane/3000", "P400", "Flex 3", "TSP143IIIU"), b.K(b.version()), b.K(b.ts())))
			}
			return strings.Join(rows, "\n")
		}},
		{"sync_log_timestamps", func(b *B) string {
			return fmt.Sprintf("%s menu-sync start rev=%d\n%s pushed %d items to %s (took %dms)\n%s 86'd PLU %s, %s\n%s sync done, next run %s",
				b.ts(), b.rng(1000, 99999), b.ts(), b.rng(10, 400), b.pick("UberEats", "DoorDash", "Grubhub"), b.rng(100, 9000), b.ts(), b.K(b.digits(4)), b.K(b.digits(4)), b.ts(), b.K(b.ts()))
		}},
		{"nfce_no_consumer", func(b *B) string {
			ch := b.digits(44)
			return fmt.Sprintf("NFC-e nº %s Série %d Emissão %s\nCNPJ: %s  IE: %s\nCONSUMIDOR NÃO IDENTIFICADO\nChave de acesso: %s\nProtocolo: %s\nTotal R$ %s",
				b.K(b.digits(6)), b.rng(1, 9), b.dateEU(), b.K(fmt.Sprintf("%s.%s.%s/0001-%s", b.digits(2), b.digits(3), b.digits(3), b.digits(2))), b.K(b.digits(3)+"."+b.digits(3)+"."+b.digits(3)+"."+b.digits(3)), b.K(sp(ch, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4)), b.K(b.digits(15)), b.moneyEU(5, 300))
		}},
		{"abn_tax_invoice_au", func(b *B) string {
			return fmt.Sprintf("TAX INVOICE\nBondi Burgers Pty Ltd  ABN %s\nInvoice %s  %s\n2x Wagyu Burger  $%s\nGST included  $%s\nEFTPOS SAV %s\nTerminal %s  RRN %s",
				b.K(b.digits(2)+" "+b.digits(3)+" "+b.digits(3)+" "+b.digits(3)), b.K(b.digits(6)), b.dateEU(), b.money(20, 60), b.money(2, 6), b.K(b.maskedPan()), b.K(b.tid()), b.K(b.rrn()))
		}},
		{"vat_receipt_uk", func(b *B) string {
			return fmt.Sprintf("VAT receipt %s  Covers %d  Table %d\nFood £%s  Drinks £%s  Service 12.5%% £%s\nVAT @20%% £%s  VAT Reg %s\nCompany No. %s",
				b.K(b.digits(7)), b.rng(1, 10), b.rng(1, 40), b.money(20, 200), b.money(5, 80), b.money(3, 30), b.money(4, 40), b.K(b.digits(3)+" "+b.digits(4)+" "+b.digits(2)), b.K(b.digits(8)))
		}},
		{"handles_and_assets", func(b *B) string {
			return fmt.Sprintf("Promo: follow %s and tag %s for 10%% off! Print assets: logo@2x.png, menu_board@3x.png. Kiosk build uses %s; QR points to /m/%s",
				b.K("@"+b.pick("cafeluna", "burgerbarn", "tacohaus")+"_"+b.pick("nyc", "sf", "ldn")), b.K("#"+b.pick("brunchclub", "tacotuesday")), b.K("@toasttab/kiosk-sdk@"+b.version()), b.K(b.from(alnum, 8)))
		}},
		{"arn_list", func(b *B) string {
			return fmt.Sprintf("Disputes open this week (ARN): %s, %s, %s. Representment deadline %s. Acquirer ref %s.",
				b.K(b.arn()), b.K(b.arn()), b.K(b.arn()), b.dateUS(), b.K(b.digits(11)))
		}},
		{"upc_price_change_sql", func(b *B) string {
			return fmt.Sprintf("UPDATE items SET price = %s, updated_at = '%s' WHERE upc IN ('%s', '%s') AND store_id = %s; -- vendor %s price list %s",
				b.money(1, 20), b.K(b.date()+" "+b.hhmmss()), b.K(b.upc()), b.K(b.upc()), b.K(b.digits(4)), b.K("V"+b.digits(5)), b.K("PL-"+b.date()))
		}},
		{"sku_phone_shaped", func(b *B) string {
			s1 := b.digits(3) + "-" + b.digits(3) + "-" + b.digits(4)
			return fmt.Sprintf("Reorder from Sysco: SKU %s (cups 16oz), SKU %s (lids), item %s. PO %s, deliver %s before %s.",
				b.K(s1), b.K(b.digits(3)+"-"+b.digits(3)+"-"+b.digits(4)), b.K(b.digits(7)), b.K("PO-"+b.digits(8)), b.dateUS(), b.hhmm())
		}},
		{"part_numbers_ssn_shaped", func(b *B) string {
			return fmt.Sprintf("Replacement parts for the fryer: P/N %s (thermostat), P/N %s (gasket), serial %s. Warranty claim %s.",
				b.K(fmt.Sprintf("%03d-%02d-%04d", b.rng(100, 899), b.rng(10, 99), b.rng(1000, 9999))), b.K(fmt.Sprintf("%03d-%02d-%04d", b.rng(100, 899), b.rng(10, 99), b.rng(1000, 9999))), b.K(b.digits(9)), b.K("WC"+b.digits(7)))
		}},
		{"placeholder_config", func(b *B) string {
			return fmt.Sprintf("# copy to .env and fill in\nSQUARE_ACCESS_TOKEN=%s\nTOAST_CLIENT_SECRET=%s\nDB_PASSWORD=%s\nSTORE_ID=%s",
				b.K(b.pick("changeme", "<your-token>", "xxxxxxxx", "${SQUARE_TOKEN}")), b.K(b.pick("YOUR_CLIENT_SECRET", "<secret>", "REPLACE_ME")), b.K(b.pick("<password>", "********", "${DB_PASS}")), b.K(b.digits(4)))
		}},
		{"jwt_header_only_question", func(b *B) string {
			return fmt.Sprintf("the Toast token I get starts with %s... and is about %d chars. Is that the right format? restaurant guid %s",
				b.K("eyJhbGciOi"), b.rng(700, 1200), b.K(b.uuid()))
		}},
		{"cash_drawer_log", func(b *B) string {
			return fmt.Sprintf("%s drawer %s open reason=NO_SALE emp=%s\n%s drawer %s close counted=%s expected=%s over/short=%s",
				b.ts(), b.K("DRW-"+b.digits(2)), b.K("E"+b.digits(4)), b.ts(), b.digits(2), b.money(100, 900), b.money(100, 900), b.money(0, 5))
		}},
		{"fiscal_printer_it", func(b *B) string {
			return fmt.Sprintf("DOCUMENTO COMMERCIALE di vendita o prestazione\nP.IVA %s\nRT %s  N. %s-%s\n%s %s\nTOTALE COMPLESSIVO %s\ndi cui IVA %s\nPAGAMENTO ELETTRONICO %s",
				b.K(b.digits(11)), b.K(b.digits(2)+b.from(upper, 3)+b.digits(6)), b.K(b.digits(4)), b.K(b.digits(4)), b.dateEU(), b.hhmm(), b.K(b.moneyEU(5, 120)), b.moneyEU(1, 20), b.moneyEU(5, 120))
		}},
		{"in_upi_receipt", func(b *B) string {
			return fmt.Sprintf("UPI payment received ₹%s | UPI Ref No %s | Order %s | POS %s | %s %s | Soundbox ID %s",
				b.K(b.money(50, 3000)), b.K(b.digits(12)), b.K(b.digits(8)), b.K(b.tid()), b.dateEU(), b.hhmm(), b.K(b.digits(10)))
		}},
		{"es_ticket_datafono", func(b *B) string {
			return fmt.Sprintf("COMERCIO: %s\nTERMINAL: %s\nTARJETA: %s\nOPERACIÓN: VENTA  IMPORTE: %s EUR\nAUT.: %s  N.OPER: %s\nFECHA: %s  HORA: %s\nCOPIA PARA EL CLIENTE",
				b.K(b.digits(9)), b.K(b.digits(8)), b.K(b.maskedPan()), b.K(b.moneyEU(3, 150)), b.K(b.auth()), b.K(b.digits(12)), b.dateEU(), b.hhmm())
		}},
	}...)
}
