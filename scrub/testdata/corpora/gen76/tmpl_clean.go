package main

import "fmt"

func (g *G) jan() string {
	s := "49" + g.digits(10)
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(s[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_jp_order_shipped", func(g *G) string {
			return fmt.Sprintf("ご注文（注文番号 %s）の商品を%sに発送しました。お問い合わせ伝票番号：%s（佐川急便）\nお届け先：%s 東京都港区芝公園4-2-8 ご請求金額 %s（税込）",
				g.K(g.rakutenOrder()), g.K(g.dateJP()), g.K(g.digits(4)+"-"+g.digits(4)+"-"+g.digits(4)), g.K(g.postJP()), g.K(g.yenJ()))
		}},
		{"clean_jp_mynumber_notice", func(g *G) string {
			return fmt.Sprintf("マイナンバーカードの受け取りについて\n個人番号：%s\n交付予定日：%s\n受付番号：%s\n持ち物：通知カード、本人確認書類", g.K(g.myNumber()), g.K(g.reiwa()), g.K(g.digits(4)+"-"+g.digits(6)))
		}},
		{"clean_kr_rrn_form", func(g *G) string {
			return fmt.Sprintf("연말정산 부양가족 명세\n본인 주민등록번호 %s\n배우자 주민등록번호 %s\n원천징수의무자 사업자등록번호 %s\n제출일 %s", g.K(g.krRRN()), g.K(g.krRRN()), g.K(g.krBizNo()), g.K(g.dateKR()))
		}},
		{"clean_cn_idcard_verify", func(g *G) string {
			return fmt.Sprintf("实名认证失败：身份证号 %s 与姓名不一致，请核对后重试（错误码 %d，%s）", g.K(g.cnID()), 40000+g.n(999), g.K(g.dateISO()))
		}},
		{"clean_tw_id_invoice", func(g *G) string {
			return fmt.Sprintf("報帳資料\n申請人身分證字號：%s\n公司統一編號：%s\n發票日期：%s 金額 %s", g.K(g.twID()), g.K(g.digits(8)), g.K(g.dateROC()), g.K(g.ntd()))
		}},
		{"clean_hk_id_appointment", func(g *G) string {
			return fmt.Sprintf("入境事務處 預約編號 %s\n香港身份證號碼：%s\n預約日期：%s %s\n地點：灣仔入境事務大樓", g.K(upper(g.hex(4))+"-"+g.digits(8)), g.K(g.hkID()), g.K(g.dateSlash()), g.hm())
		}},
		{"clean_jp_invoice_registration", func(g *G) string {
			sub := 1000 * (10 + g.n(990))
			return fmt.Sprintf("請求書 No.%s\n発行日 %s\n登録番号 %s\n小計 %s 消費税(10%%) %s 合計 %s\nお振込期限：%s",
				g.K(fmt.Sprintf("INV-%d-%04d", g.year(), g.n(10000))), g.K(g.dateJP()), g.K("T"+g.jpCorpNo()), g.K("¥"+comma(sub)), g.K("¥"+comma(sub/10)), g.K("¥"+comma(sub+sub/10)), g.K(g.dateJP()))
		}},
		{"clean_kr_return_request", func(g *G) string {
			return fmt.Sprintf("반품 신청이 접수되었습니다.\n주문번호 %s / 반품접수번호 %s\n회수 예정일 %s\n환불 예정 금액 %s", g.K(g.notCard(13)), g.K("R"+g.digits(10)), g.K(g.dateKR()), g.K(g.won()))
		}},
		{"clean_cn_refund", func(g *G) string {
			return fmt.Sprintf("退款成功通知：订单号 %s 的退款 %s 已原路退回，预计1-3个工作日到账。退款编号 %s，处理时间 %s %s",
				g.K(g.notCard(19)), g.K(g.rmb()), g.K(g.notCard(20)), g.K(g.dateISO()), g.hm())
		}},
		{"clean_dev_versions", func(g *G) string {
			return fmt.Sprintf("環境情報：go%s / node v%s / pnpm %s / macOS 14.%d\nビルド番号 %s、コミット %s で再現します。",
				g.K(fmt.Sprintf("1.%d.%d", 21+g.n(4), g.n(10))), g.K(fmt.Sprintf("%d.%d.%d", 18+g.n(5)*2, g.n(20), g.n(10))), g.K(g.version()), g.n(6), g.K(g.digitsNZ(7)), g.K(g.hex(7)))
		}},
		{"clean_dev_request_log", func(g *G) string {
			return fmt.Sprintf("%sT%s:%02d.%03dZ INFO order-api request_id=%s method=POST path=/v1/orders status=201 latency_ms=%d upstream=%s",
				g.K(g.dateISO()), g.hm(), g.n(60), g.n(1000), g.K(g.uuid()), 5+g.n(900), g.K(fmt.Sprintf("10.%d.%d.%d:%d", g.n(255), g.n(255), 1+g.n(254), 8000+g.n(1000))))
		}},
		{"clean_jp_schedule", func(g *G) string {
			return fmt.Sprintf("来週の定例は%s（%s）%s〜%sに変更になりました。場所は本社12階 会議室B、資料は共有フォルダの「%s_定例.pptx」を参照してください。",
				g.K(g.dateJP()), g.pick("月", "火", "水", "木", "金"), g.hm(), g.hm(), g.K(fmt.Sprintf("%d%02d%02d", g.year(), 1+g.n(12), 1+g.n(28))))
		}},
		{"clean_kr_schedule", func(g *G) string {
			return fmt.Sprintf("%s 오후 %d시 분기 실적 발표회 일정 공유드립니다. 장소: 본사 3층 대회의실, 참석 인원 %d명, 예산 %s", g.K(g.dateKR()), 1+g.n(5), 10+g.n(50), g.K(g.won()))
		}},
		{"clean_cn_tencent_meeting", func(g *G) string {
			return fmt.Sprintf("邀请您参加腾讯会议\n会议主题：%s 季度复盘\n会议时间：%s %s-%s (GMT+08:00)\n#腾讯会议：%s", g.K(fmt.Sprintf("%dQ%d", g.year(), 1+g.n(4))), g.K(g.dateSlash()), g.hm(), g.hm(),
				g.K(g.digitsNZ(3)+"-"+g.digits(3)+"-"+g.digits(3)))
		}},
		{"clean_jp_tracking_japanpost", func(g *G) string {
			return fmt.Sprintf("日本郵便 EMS 追跡番号 %s\n%s 国際交換局から発送\n重量 %dg 料金 %s", g.K("E"+g.fromSet("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)+g.digits(9)+"JP"), g.K(g.dateJP()), 200+g.n(3000), g.K(g.yenJ()))
		}},
		{"clean_dev_placeholder_config", func(g *G) string {
			return fmt.Sprintf("README にはこう書いてあります：\nexport LINE_CHANNEL_ACCESS_TOKEN=<your-channel-access-token>\nexport PAYPAY_API_SECRET=${PAYPAY_API_SECRET}\ncurl -H \"Authorization: Bearer $TOKEN\" https://api.example.jp/v%d/me", 1+g.n(3))
		}},
		{"clean_kr_apartment_fee", func(g *G) string {
			return fmt.Sprintf("%d동 %d호 %d월 관리비 고지서\n납부 금액 %s / 납기일 %s\n고객번호 %s", 101+g.n(10), 100*(1+g.n(25))+1+g.n(4), 1+g.n(12), g.K(g.won()), g.K(g.dateDot()), g.K(g.digits(10)))
		}},
		{"clean_cn_train_ticket", func(g *G) string {
			return fmt.Sprintf("【铁路12306】订单%s，%s %s 车次%s 上海虹桥-北京南，%d车%02d%s号，检票口%s。票价%s。",
				g.K("E"+g.digits(9)), g.K(g.dateJP()), g.hm(), g.K(g.pick("G", "D")+fmt.Sprint(1+g.n(1500))), 1+g.n(16), 1+g.n(20), g.pick("A", "B", "C", "D", "F"), g.K(fmt.Sprint(1+g.n(20))+g.pick("A", "B")), g.K(g.yuan()))
		}},
		{"clean_jp_stock_quote", func(g *G) string {
			return fmt.Sprintf("%s 東証終値：トヨタ自動車（7203）%s円、ソニーグループ（6758）%s円、日経平均 %s.%02d（前日比 +%d.%02d）",
				g.K(g.dateJP()), g.K(comma(2000+g.n(2000))), g.K(comma(2500+g.n(2000))), g.K(comma(36000+g.n(6000))), g.n(100), g.n(500), g.n(100))
		}},
		{"clean_tw_receipt_lottery", func(g *G) string {
			return fmt.Sprintf("統一發票 %s期 發票號碼 %s 隨機碼 %s 總計 %s 賣方統編 %s",
				g.K(fmt.Sprintf("%d年%02d-%02d月", g.year()-1911, 1+2*g.n(6), 2+2*g.n(6))), g.K(g.fromSet("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)+"-"+g.digits(8)), g.K(g.digits(4)), g.K(g.ntd()), g.K(g.digits(8)))
		}},
		{"clean_dev_git_log", func(g *G) string {
			// git log --format='%H %ad %s' --date=short: no author address, so no e-mail on a clean line.
			return fmt.Sprintf("$ git log -2 --date=short --format='%%H %%ad %%s'\n%s %s fix(payment): 支付回调幂等处理 (#%d)\n%s %s chore: bump alipay-sdk-java to %s",
				g.K(g.hex(40)), g.K(g.dateISO()), 1000+g.n(9000), g.K(g.hex(40)), g.K(g.dateISO()), g.K("4."+g.version()))
		}},
		{"clean_jp_product_jan", func(g *G) string {
			return fmt.Sprintf("商品マスタ更新：JANコード %s 型番 %s 定価 %s 入数 %d 発売日 %s", g.K(g.jan()), g.K(upper(g.fromSet("abcdefghjk", 2))+"-"+g.digits(4)), g.K(g.yen()), 6*(1+g.n(4)), g.K(g.dateSlash()))
		}},
		{"clean_cn_bank_statement", func(g *G) string {
			return fmt.Sprintf("交易日期 %s 摘要 快捷支付-财付通 交易金额 -%s 账户余额 %s 交易流水号 %s",
				g.K(g.dateISO()), g.K(fmt.Sprintf("%d.%02d", 9+g.n(3000), g.n(100))), g.K(comma(1000+g.n(90000))+fmt.Sprintf(".%02d", g.n(100))), g.K(g.notCard(20)))
		}},
		{"clean_kr_parcel_tracking", func(g *G) string {
			return fmt.Sprintf("CJ대한통운 운송장번호 %s 배송 상태: 배송출발 (%s %s, 성남분당B 대리점)", g.K(g.digits(4)+"-"+g.digits(4)+"-"+g.digits(4)), g.K(g.dateDot()), g.hm())
		}},
		{"clean_hk_br_number", func(g *G) string {
			return fmt.Sprintf("報價單 Quotation No. %s\n商業登記號碼 BR No.: %s\n有效期至 %s 總額 %s", g.K(fmt.Sprintf("Q%d-%04d", g.year(), g.n(10000))),
				g.K(fmt.Sprintf("%s-000-%02d-%02d-%d", g.digits(8), g.n(100), g.n(100), g.n(10))), g.K(g.dateSlash()), g.K(g.hkd()))
		}},
		{"clean_dev_docs_question", func(g *G) string {
			return fmt.Sprintf("질문: Authorization: Bearer 헤더에는 어떤 토큰을 넣어야 하나요? 문서(v%s)에는 \"access_token 발급 후 Bearer 인증 방식 사용\"이라고만 되어 있고, 예시는 YOUR_ACCESS_TOKEN 으로 되어 있어요.", g.K(g.version()))
		}},
		{"clean_jp_weather_stats", func(g *G) string {
			return fmt.Sprintf("%s 東京の観測値：最高気温 %d.%d℃、最低 %d.%d℃、降水量 %d.%dmm、湿度 %d%%。観測地点番号 %s",
				g.K(g.dateJP()), 10+g.n(25), g.n(10), g.n(15), g.n(10), g.n(80), g.n(10), 30+g.n(60), g.K(g.digits(5)))
		}},
		{"clean_cn_stock_code", func(g *G) string {
			return fmt.Sprintf("%s 收盘：贵州茅台(600519) %s，宁德时代(300750) %s，成交额 %s亿元", g.K(g.dateJP()), g.K(fmt.Sprintf("%d.%02d", 1400+g.n(400), g.n(100))), g.K(fmt.Sprintf("%d.%02d", 150+g.n(100), g.n(100))), fmt.Sprint(50+g.n(200)))
		}},
	}
}

func piiTemplates() []tmpl {
	var t []tmpl
	t = append(t, jpTemplates()...)
	t = append(t, krTemplates()...)
	t = append(t, zhTemplates()...)
	t = append(t, devTemplates()...)
	return t
}
