package main

import (
	"fmt"
	"strings"
)

func contains(s, sub string) bool { return strings.Contains(s, sub) }

var cnAddr = []string{"北京市朝阳区建国路88号SOHO现代城", "上海市浦东新区世纪大道100号", "广东省深圳市南山区科技园南区高新南一道", "浙江省杭州市西湖区文三路398号", "江苏省苏州市工业园区星湖街328号", "四川省成都市武侯区天府大道北段1700号"}
var twAddr = []string{"台北市信義區信義路五段7號", "新北市板橋區文化路一段188號", "台中市西屯區台灣大道三段99號", "高雄市前鎮區中山二路5號", "桃園市中壢區中大路300號"}
var hkAddr = []string{"九龍旺角彌敦道688號", "香港中環德輔道中68號", "新界沙田正街18號", "香港銅鑼灣軒尼詩道500號", "九龍觀塘開源道55號"}

var cnCompanies = []struct{ name, dom string }{
	{"深圳华信科技有限公司", "huaxin-tech.com.cn"}, {"上海云帆网络科技有限公司", "yunfan-net.cn"},
	{"杭州青禾电子商务有限公司", "qinghe-ec.com"}, {"北京中联恒达贸易有限公司", "zlhd-trade.com.cn"},
}

func (g *G) cnAddr() string { return cnAddr[g.n(len(cnAddr))] }
func (g *G) twAddr() string { return twAddr[g.n(len(twAddr))] }
func (g *G) hkAddr() string { return hkAddr[g.n(len(hkAddr))] }

func zhTemplates() []tmpl {
	return []tmpl{
		{"cn_taobao_order", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("【淘宝】您的订单已发货\n订单编号：%s\n收货人：%s\n手机号码：%s\n收货地址：%s（邮编 %s）\n实付款：%s\n下单时间：%s %s",
				g.K(g.notCard(19)), p.name(), g.P("phone", g.cnMobile()), g.cnAddr(), g.K(g.postCN()), g.K(g.rmb()), g.K(g.dateISO()), g.hm())
		}},
		{"cn_jd_delivery", func(g *G) string {
			return fmt.Sprintf("【京东物流】您的订单%s正在派送中，运单号%s，配送员：%s师傅，电话%s，请保持电话畅通。如有疑问请致电京东客服%s。",
				g.K(g.notCard(12)), g.K("JD"+g.digits(13)), g.cn().fam, g.P("phone", g.cnMobile()), g.K(g.cnHotline()))
		}},
		{"cn_wechat_chat", func(g *G) string {
			p := g.cn()
			switch g.n(3) {
			case 0:
				return fmt.Sprintf("%s：我手机号%s，微信同号，加我一下吧😊", p.giv, g.P("phone", g.cnMobilePlain()))
			case 1:
				return fmt.Sprintf("[%s %s] %s: 合同扫描件发我邮箱 %s 就行，急事打 %s", g.K(g.dateISO()), g.hm(), p.name(), g.P("email", g.emailCN(p)), g.P("phone", g.cnMobile()))
			default:
				return fmt.Sprintf("群公告：周六团建 %s 集合，联系人%s %s，没加群的同学请发邮件到%s报名。", g.hm(), p.name(), g.P("phone", g.cnMobile()), g.P("email", g.emailCN(p)))
			}
		}},
		{"cn_business_card", func(g *G) string {
			p, c := g.cn(), cnCompanies[g.n(len(cnCompanies))]
			return fmt.Sprintf("%s\n%s  销售总监\n地址：%s\n电话：%s 转 %s\n传真：%s\n手机：%s\n邮箱：%s.%s@%s\n微信：%s_%s",
				c.name, p.name(), g.cnAddr(), g.P("phone", g.cnLand()), g.digits(3), g.P("phone", g.cnLand()), g.P("phone", g.cnMobile()), p.rfam, p.rgiv, c.dom, p.rfam, g.digits(4)) +
				g.labelLast(p.rfam+"."+p.rgiv+"@"+c.dom)
		}},
		{"cn_unionpay_service", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("客服您好，我的银联卡 %s 昨天在境外被盗刷了两笔（%s、%s），持卡人%s，身份证号%s，预留手机%s，请帮忙冻结。",
				g.P("credit_card", g.fmtCard(g.card("unionpay"))), g.K(g.rmb()), g.K(g.rmb()), p.name(), g.K(g.cnID()), g.P("phone", g.cnMobilePlain()))
		}},
		{"cn_hr_onboarding", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("员工入职登记表\n姓名：%s  性别：%s\n身份证号码：%s\n入职日期：%s\n手机：%s\n个人邮箱：%s\n紧急联系人：%s  电话：%s\n工资卡：%s",
				p.name(), g.pick("男", "女"), g.K(g.cnID()), g.K(g.dateJP()), g.P("phone", g.cnMobile()), g.P("email", g.emailCN(p)), g.cn().name(), g.P("phone", g.cnMobilePlain()),
				g.P("credit_card", g.fmtCard(g.card("unionpay"))))
		}},
		{"cn_meituan_rider", func(g *G) string {
			tail, mob := g.digits(4), g.cnMobilePlain()
			for contains(mob, tail) {
				tail = g.digits(4)
			}
			return fmt.Sprintf("【美团外卖】您的订单（尾号%s）骑手已取餐，预计%s送达。骑手电话：%s，如联系不上请拨打客服 %s。",
				g.K(tail), g.hm(), g.P("phone", mob), g.K("10109777"))
		}},
		{"cn_sf_express", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("顺丰速运 寄件信息\n运单号：%s\n寄件人：%s %s\n收件人：%s %s %s\n重量：%.1fkg  运费：%s",
				g.K("SF"+g.digits(13)), p.name(), g.P("phone", g.cnMobile()), g.cn().name(), g.P("phone", g.cnMobilePlain()), g.cnAddr(), 0.5+float64(g.n(40))/2, g.K(g.yuan()))
		}},
		{"cn_password_chat", func(g *G) string {
			switch g.n(2) {
			case 0:
				return fmt.Sprintf("服务器已经开好了，ssh root@10.%d.%d.%d，密码：%s，用完记得改一下。", g.n(255), g.n(255), 1+g.n(254), g.P("bearer", g.password()))
			default:
				p := g.cn()
				return fmt.Sprintf("企业邮箱账号：%s\n初始密码：%s", g.P("email", p.rfam+p.rgiv+"@"+cnCompanies[g.n(len(cnCompanies))].dom), g.P("bearer", g.password()))
			}
		}},
		{"cn_us_payroll_ssn", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("Hi HR, 我是新入职美国分公司的%s（%s），我的 Social Security Number 是 %s，直接存款请用 Chase 账户，美国手机 %s。谢谢！",
				p.name(), p.Roman(), g.P("ssn", g.ssn()), g.P("phone", fmt.Sprintf("+1 %d%s-%s-%s", 2+g.n(8), g.digits(2), g.digitsNZ(3), g.digits(4))))
		}},
		{"cn_csv_export", func(g *G) string {
			s := "订单号,收货人,手机,邮箱,省份,金额\n"
			for i := 0; i < 2+g.n(3); i++ {
				p := g.cn()
				s += fmt.Sprintf("%s,%s,%s,%s,%s,%s\n", g.K(g.notCard(18)), p.name(), g.P("phone", g.cnMobilePlain()), g.P("email", g.emailCN(p)), g.pick("广东", "浙江", "北京", "上海"), g.K(fmt.Sprintf("%d.%02d", 9+g.n(900), g.n(100))))
			}
			return s[:len(s)-1]
		}},
		{"tw_shopee_order", func(g *G) string {
			p := g.tw()
			return fmt.Sprintf("【蝦皮購物】訂單 %s 已成立\n收件人：%s\n手機：%s\n取貨門市：7-ELEVEN 信義門市（店號 %s）\n訂單金額：%s\n成立時間：%s",
				g.K(g.digits(6)+g.fromSet("ABCDEFGHJKLMNPQRSTUVWXYZ", 8)), p.name(), g.P("phone", g.twMobile()), g.K(g.digits(6)), g.K(g.ntd()), g.K(g.dateSlash()))
		}},
		{"tw_line_chat", func(g *G) string {
			p := g.tw()
			if g.n(2) == 0 {
				return fmt.Sprintf("%s：我換新手機了，號碼是 %s，LINE ID 一樣喔～", p.giv, g.P("phone", g.twMobile()))
			}
			return fmt.Sprintf("%s %s %s：報價單我寄到你信箱 %s 了，有問題打公司 %s 找我", g.K(g.dateSlash()), g.hm(), p.name(), g.P("email", g.emailTW(p)), g.P("phone", g.twLand()))
		}},
		{"tw_signature", func(g *G) string {
			p := g.tw()
			return fmt.Sprintf("--\n%s %s\n業務經理 | 宏達精密股份有限公司\n電話：%s 分機 %s\n手機：%s\nEmail：%s\n統一編號：%s",
				p.name(), title(p.rgiv)+" "+title(p.rfam), g.P("phone", g.twLand()), g.digits(3), g.P("phone", g.twMobile()), g.P("email", p.rgiv+"."+p.rfam+"@htprecision.com.tw"), g.K(g.digits(8)))
		}},
		{"tw_card_service", func(g *G) string {
			p := g.tw()
			_, c := g.cardAny("visa", "jcb", "mc")
			return fmt.Sprintf("您好，我要申請信用卡掛失。\n姓名：%s\n身分證字號：%s\n卡號：%s\n出生日期：%s\n聯絡電話：%s",
				p.name(), g.K(g.twID()), g.P("credit_card", c), g.K(g.dateROC()), g.P("phone", g.twMobile()))
		}},
		{"tw_rental_listing", func(g *G) string {
			p := g.tw()
			return fmt.Sprintf("【出租】%s 2房1廳 電梯大樓 月租 %s（含管理費）\n押金兩個月，%s 起可入住\n屋主 %s小姐 %s（請勿仲介）",
				g.twAddr(), g.K(g.ntd()), g.K(g.dateROC()), p.fam, g.P("phone", g.twMobile()))
		}},
		{"tw_clinic_booking", func(g *G) string {
			p := g.tw()
			return fmt.Sprintf("【仁愛牙醫診所】掛號成功\n病患：%s\n病歷號碼：%s\n看診時間：%s %s 診號 %d\n聯絡電話：%s\n如需取消請於前一日來電 %s",
				p.name(), g.K(g.digits(7)), g.K(g.dateSlash()), g.hm(), 1+g.n(40), g.P("phone", g.twMobile()), g.P("phone", g.twLand()))
		}},
		{"hk_whatsapp_chat", func(g *G) string {
			p := g.hk()
			switch g.n(3) {
			case 0:
				return fmt.Sprintf("[%s, %s] %s: 聽日幾點食飯？到咗打 %s 搵我", g.K(g.dateSlash()), g.hm(), title(p.en), g.P("phone", g.hkPhone(true)))
			case 1:
				return fmt.Sprintf("%s: 我新手提係 %s，舊號碼唔用喇", title(p.en), g.P("phone", g.hkPhone(true)))
			default:
				return fmt.Sprintf("%s %s: Pls send the invoice to %s, or call my office %s 🙏", g.hm(), title(p.en), g.P("email", g.emailHK(p)), g.P("phone", g.hkPhone(false)))
			}
		}},
		{"hk_signature", func(g *G) string {
			p := g.hk()
			return fmt.Sprintf("Best regards,\n%s %s %s\nSenior Account Manager | 嘉利貿易有限公司\nTel: %s | Mobile: %s\nEmail: %s\n%s",
				title(p.en), title(p.rfam), p.name(), g.P("phone", g.hkPhone(false)), g.P("phone", g.hkPhone(true)), g.P("email", p.en+"."+p.rfam+"@kalitrading.com.hk"), g.hkAddr())
		}},
		{"hk_hktvmall_order", func(g *G) string {
			p := g.hk()
			return fmt.Sprintf("HKTVmall 訂單確認 #%s\n收件人：%s\n聯絡電話：%s\n送貨日期：%s\n總額：%s\n付款方式：信用卡 %s",
				g.K("H"+g.digits(10)), p.name(), g.P("phone", g.hkPhone(true)), g.K(g.dateSlash()), g.K(g.hkd()), g.P("credit_card", g.fmtCard(g.card(g.pick("visa", "mc", "unionpay")))))
		}},
		{"hk_bank_card", func(g *G) string {
			p := g.hk()
			b, c := g.cardAny("visa", "mc", "unionpay", "amex")
			return fmt.Sprintf("Dear customer service, 我張 %s 信用卡 %s 唔見咗，請即時停用。持卡人 %s %s，香港身份證 %s，聯絡電話 %s。",
				map[string]string{"visa": "Visa", "mc": "Mastercard", "unionpay": "銀聯", "amex": "AE"}[b], g.P("credit_card", c), upper(p.rfam), upper(p.rgiv), g.K(g.hkID()), g.P("phone", g.hkPhone(true)))
		}},
		{"hk_property_agent", func(g *G) string {
			p := g.hk()
			return fmt.Sprintf("%s 兩房單位 實用面積 %d 呎 售價 %s萬\n睇樓請聯絡 %s (%s) %s\n地產代理牌照號碼：%s",
				g.hkAddr(), 350+g.n(400), fmt.Sprint(500+g.n(900)), p.name(), title(p.en), g.P("phone", g.hkPhone(true)), g.K("S-"+g.digits(6)))
		}},
	}
}

// labelLast labels v as an e-mail already written into the text and adds
// nothing to it.
func (g *G) labelLast(v string) string {
	g.P("email", v)
	return ""
}
