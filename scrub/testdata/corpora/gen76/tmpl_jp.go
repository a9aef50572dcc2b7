package main

import (
	"fmt"
	"strings"
)

var jpAddr = []string{"東京都千代田区丸の内1-9-1", "大阪府大阪市北区梅田3-1-3", "神奈川県横浜市西区みなとみらい2-2-1", "愛知県名古屋市中村区名駅1-1-4", "福岡県福岡市博多区博多駅中央街1-1", "北海道札幌市中央区北5条西2-5", "京都府京都市下京区烏丸通塩小路下ル", "宮城県仙台市青葉区中央1-1-1"}

var jpCompanies = []struct{ name, dom string }{
	{"株式会社さくら商事", "sakura-shoji.co.jp"}, {"東海電機株式会社", "tokai-denki.co.jp"},
	{"ひかり不動産株式会社", "hikari-fudosan.jp"}, {"株式会社ミナトシステムズ", "minato-sys.co.jp"},
	{"北斗物流株式会社", "hokuto-logi.co.jp"}, {"株式会社青葉フーズ", "aoba-foods.jp"},
}

func (g *G) jpAddr() string { return jpAddr[g.n(len(jpAddr))] }

func jpTemplates() []tmpl {
	return []tmpl{
		{"jp_rakuten_order", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("【楽天市場】注文内容ご確認（自動配信メール）\n%s %s 様\nこの度はご注文いただきありがとうございます。\n[受注番号] %s\n[日時] %s %s\n[お届け先] %s %s\n  %s %s 様 (TEL) %s\n[ご注文者メール] %s\n[合計金額(税込)] %s",
				p.fam, p.giv, g.K(g.rakutenOrder()), g.K(g.dateJP()), g.hm(), g.K(g.postJP()), g.jpAddr(), p.fam, p.giv,
				g.P("phone", g.jpMobileDom()), g.P("email", g.emailJP(p)), g.K(g.yenJ()))
		}},
		{"jp_amazon_shipping", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("Amazon.co.jp ご注文の発送\n注文番号: %s\nお届け予定: %s\nお届け先: %s様 %s %s\n電話番号: %s\n配送業者: ヤマト運輸 お問い合わせ伝票番号 %s",
				g.K(g.amazonJPOrder()), g.K(g.dateJP()), p.name(), g.K(g.postJP()), g.jpAddr(), g.P("phone", g.jpMobile()),
				g.K(g.digits(4)+"-"+g.digits(4)+"-"+g.digits(4)))
		}},
		{"jp_meishi_signature", func(g *G) string {
			p, c := g.jp(), jpCompanies[g.n(len(jpCompanies))]
			tel := g.jpLandDom()
			return fmt.Sprintf("――――――――――――――――\n%s\n営業本部 第二営業部 課長\n%s %s（%s %s）\n%s %s\nTEL：%s（代表）／ 直通 %s\nFAX：%s\n携帯：%s\nE-mail：%s\nhttps://www.%s/\n――――――――――――――――",
				c.name, p.fam, p.giv, title(p.rfam), title(p.rgiv), g.K(g.postJP()), g.jpAddr(),
				g.P("phone", tel), g.P("phone", g.jpLandDom()), g.P("phone", g.jpLandDom()), g.P("phone", g.jpMobileDom()), g.P("email", g.workJP(p, c.dom)), c.dom)
		}},
		{"jp_meishi_fullwidth", func(g *G) string {
			p, c := g.jp(), jpCompanies[g.n(len(jpCompanies))]
			return fmt.Sprintf("%s　%s\n%s　%s\nＴＥＬ：%s\n携帯：%s\nＭａｉｌ：%s",
				c.name, "総務部", p.fam, p.giv, g.P("phone", fw(g.jpLandDom())), g.P("phone", fw(g.jpMobileDom())), g.P("email", g.workJP(p, c.dom)))
		}},
		{"jp_line_chat", func(g *G) string {
			p := g.jp()
			switch g.n(3) {
			case 0:
				return fmt.Sprintf("[LINE] %sとのトーク履歴\n%s %s\t%s\t明日の打ち合わせ、駅に着いたら電話して！%s だよ\n%s\t%s\t了解です🙆‍♀️",
					p.giv, g.K(g.dateSlash()), g.hm(), p.giv, g.P("phone", g.jpMobile()), g.hm(), g.jp().giv)
			case 1:
				return fmt.Sprintf("%s：番号変わったので登録お願いします→ %s\nメールも %s に変えました",
					p.giv, g.P("phone", g.jpMobileDom()), g.P("email", g.emailJP(p)))
			default:
				return fmt.Sprintf("%s %s 「今日は遅くなるから、何かあったら%sに連絡してね」", g.hm(), p.giv, g.P("phone", g.jpMobileDom()))
			}
		}},
		{"jp_contact_form_fullwidth", func(g *G) string {
			p := g.jp()
			mob := g.jpMobileDom()
			var tel string
			if g.n(2) == 0 {
				tel = fw(mob)
			} else {
				tel = fw(mob)
				tel = replaceAll(tel, "－", "ー")
			}
			local := g.local(p)
			mail := local + "＠" + g.pick("gmail.com", "yahoo.co.jp", "icloud.com")
			return fmt.Sprintf("お問い合わせフォームより送信されました\n―――\nお名前：%s　%s\nメールアドレス：%s\n電話番号：%s\n郵便番号：%s\nお問い合わせ内容：注文番号%sの商品が届いていません。",
				p.fam, p.giv, g.P("email", mail), g.P("phone", tel), g.K(fw(g.digits(3)+"-"+g.digits(4))), g.K(fw(g.notCard(8))))
		}},
		{"jp_csv_customers", func(g *G) string {
			s := "顧客ID,氏名,メールアドレス,電話番号,郵便番号,登録日\n"
			rows := 2 + g.n(3)
			for i := 0; i < rows; i++ {
				p := g.jp()
				tel := g.jpMobileDom()
				if g.n(3) == 0 {
					tel = g.jpLandDom()
				}
				s += fmt.Sprintf("%s,%s %s,%s,%s,%s,%s\n", g.K("C"+g.digits(7)), p.fam, p.giv, g.P("email", g.emailJP(p)), g.P("phone", tel), g.K(g.digitsNZ(3)+"-"+g.digits(4)), g.K(g.dateSlash()))
			}
			return s[:len(s)-1]
		}},
		{"jp_jcb_lost_card", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("JCBカードを紛失しました。至急利用停止をお願いします。\nカード番号：%s\n有効期限：%s\n名義：%s %s\n連絡先：%s\n（JCB紛失・盗難受付デスク %s にも電話済み）",
				g.P("credit_card", g.fmtCard(g.card("jcb"))), g.K(g.expiry()), upper(p.rgiv), upper(p.rfam), g.P("phone", g.jpMobile()), g.K(g.jpHotline()))
		}},
		{"jp_card_payment_chat", func(g *G) string {
			b, c := g.cardAny("visa", "mc", "jcb", "amex")
			return fmt.Sprintf("オペレーター：ご本人確認のため、カード番号をお願いします。\nお客様：%sのカードで、番号は%sです。有効期限は%s、ご請求額は%sです。",
				brandName[b], g.P("credit_card", c), g.K(g.expiry()), g.K(g.yenJ()))
		}},
		{"jp_clinic_booking", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("【みなと内科クリニック】ご予約を承りました。\n診察券番号：%s\n予約日時：%s %s\nお名前：%s 様\nご登録電話番号：%s\n変更・キャンセルは予約専用ダイヤル %s まで。",
				g.K(g.digits(6)), g.K(g.dateJP()), g.hm(), p.name(), g.P("phone", g.pick(g.jpMobileDom(), g.jpLandDom())), g.K(g.jpHotline()))
		}},
		{"jp_rental_application", func(g *G) string {
			p := g.jp()
			c := jpCompanies[g.n(len(jpCompanies))]
			return fmt.Sprintf("入居申込書\n物件名：メゾン青葉 203号室\n申込日：%s\n申込者：%s（%s生）\n個人番号（マイナンバー）：%s\n現住所：%s %s\n携帯電話：%s\n勤務先：%s 勤務先電話：%s\n年収：%s万円\nメール：%s",
				g.K(g.reiwa()), p.name(), g.K(fmt.Sprintf("%d年%d月%d日", 1970+g.n(30), 1+g.n(12), 1+g.n(28))), g.K(g.myNumber()), g.K(g.postJP()), g.jpAddr(),
				g.P("phone", g.jpMobileDom()), c.name, g.P("phone", g.jpLandDom()), fmt.Sprint(300+g.n(900)), g.P("email", g.emailJP(p)))
		}},
		{"jp_hr_nenmatsu", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("年末調整の書類について（%s）\n社員番号 %s %s さん\n扶養親族：%s（配偶者）マイナンバー %s\n提出期限：%s\n不明点は人事部 %s（内線 %s）まで。緊急時は携帯 %s へ。",
				g.K(g.dateJP()), g.K(g.digits(6)), p.name(), g.jp().giv, g.K(g.myNumber()), g.K(g.dateJP()), g.P("email", "jinji."+g.jp().rfam+"@"+jpCompanies[g.n(len(jpCompanies))].dom), g.digits(4), g.P("phone", g.jpMobileDom()))
		}},
		{"jp_yamato_absence", func(g *G) string {
			return fmt.Sprintf("ヤマト運輸です。%s %s頃お荷物をお届けに伺いましたがご不在でした。\n伝票番号：%s\n再配達のご依頼は担当ドライバー携帯 %s まで直接ご連絡ください。",
				g.K(g.dateJP()), g.hm(), g.K(g.digits(4)+"-"+g.digits(4)+"-"+g.digits(4)), g.P("phone", g.jpMobileDom()))
		}},
		{"jp_mercari_dm", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("取引メッセージ（商品ID %s）\n購入者：こんにちは。発送が遅れるようでしたら%sかLINE（電話番号検索 %s）で教えていただけますか？",
				g.K("m"+g.digits(11)), g.P("email", g.emailJP(p)), g.P("phone", g.jpMobileDom()))
		}},
		{"jp_password_share", func(g *G) string {
			switch g.n(3) {
			case 0:
				return fmt.Sprintf("【共有】会議室Wi-Fi\nSSID: SAKURA-GUEST-5G\nパスワード：%s\n※社外の方には伝えないでください", g.P("bearer", g.password()))
			case 1:
				p := g.jp()
				return fmt.Sprintf("%sさん、経費精算システムの仮パスワードを発行しました。\nID：%s\nパスワード：%s\n初回ログイン後に変更してください。", p.fam, g.P("email", g.workJP(p, jpCompanies[g.n(len(jpCompanies))].dom)), g.P("bearer", g.password()))
			default:
				return fmt.Sprintf("共有フォルダのzipパスワードは別メールでお送りします。\n―――\nパスワード: %s", g.P("bearer", g.password()))
			}
		}},
		{"jp_us_expat_ssn", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("【米国赴任者 給与手続き】\n%s（%s）さんの米国本社 payroll 登録情報です。\n米国社会保障番号（SSN）：%s\n赴任開始日：%s\n米国連絡先：%s\nW-4 は %s までに提出してください。",
				p.name(), p.Roman(), g.P("ssn", g.ssn()), g.K(g.dateJP()), g.P("phone", "+1 "+fmt.Sprintf("(%d%s) %s-%s", 2+g.n(8), g.digits(2), g.digitsNZ(3), g.digits(4))), g.K(g.dateJP()))
		}},
		{"jp_bank_inquiry", func(g *G) string {
			return fmt.Sprintf("みずなみ銀行 お問い合わせ\n支店番号：%s 口座番号（普通）：%s\n口座名義：%s\n振込日：%s 金額：%s\nご連絡先：%s\n※お電話でのお問い合わせは %s（平日9:00〜17:00）",
				g.K(g.digits(3)), g.K(g.digits(7)), "ヤマダ タロウ", g.K(g.dateJP()), g.K(g.yen()), g.P("phone", g.jpMobile()), g.K(g.jpHotline()))
		}},
		{"jp_resume", func(g *G) string {
			p := g.jp()
			return fmt.Sprintf("履歴書\n%s 現在\n氏名 %s\n生年月日 %s（満%d歳）\n現住所 %s %s\n電話 %s\n携帯 %s\nE-mail %s",
				g.K(g.reiwa()), p.name(), g.K(fmt.Sprintf("平成%d年%d月%d日", 1+g.n(15), 1+g.n(12), 1+g.n(28))), 20+g.n(20), g.K(g.postJP()), g.jpAddr(),
				g.P("phone", g.jpLandDom()), g.P("phone", g.jpMobileDom()), g.P("email", g.emailJP(p)))
		}},
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

func replaceAll(s, old, new string) string { return strings.ReplaceAll(s, old, new) }
