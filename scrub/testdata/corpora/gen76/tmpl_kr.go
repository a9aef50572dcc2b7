package main

import "fmt"

var krAddr = []string{"서울특별시 강남구 테헤란로 152", "서울특별시 마포구 월드컵북로 396", "경기도 성남시 분당구 판교역로 235", "부산광역시 해운대구 센텀중앙로 79", "인천광역시 연수구 송도과학로 32", "대전광역시 유성구 대학로 99", "서울특별시 송파구 올림픽로 300"}

var krCompanies = []struct{ name, dom string }{
	{"(주)한빛소프트웨어", "hanbit-sw.co.kr"}, {"주식회사 다온물산", "daon-trade.co.kr"},
	{"(주)푸른바다식품", "pureunbada.kr"}, {"새봄건설 주식회사", "saebom-const.co.kr"},
	{"(주)누리커머스", "nuri-commerce.com"},
}

func (g *G) krAddr() string { return krAddr[g.n(len(krAddr))] }

func krTemplates() []tmpl {
	return []tmpl{
		{"kr_coupang_delivery", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("[쿠팡] 로켓배송 출발 안내\n주문번호: %s\n받는 분: %s%s\n연락처: %s\n배송지: %s (우편번호 %s)\n도착 예정: %s\n결제 금액: %s",
				g.K(g.notCard(14)), p.fam, p.giv, g.P("phone", g.krMobile()), g.krAddr(), g.K(g.postKR()), g.K(g.dateKR()), g.K(g.won()))
		}},
		{"kr_kakaotalk_chat", func(g *G) string {
			p := g.kr()
			switch g.n(3) {
			case 0:
				return fmt.Sprintf("%s 오후 %d:%02d, %s : 폰 바꿨어~ 새 번호 %s 저장해줘ㅎㅎ", g.K(g.dateKR()), 1+g.n(11), g.n(60), p.giv, g.P("phone", g.krMobile()))
			case 1:
				return fmt.Sprintf("[%s] [오전 %d:%02d] 이력서는 %s 로 보내주시면 됩니다. 급하시면 %s 로 전화 주세요.", p.fam+p.giv, 1+g.n(11), g.n(60), g.P("email", g.emailKR(p)), g.P("phone", g.krMobileDom()))
			default:
				return fmt.Sprintf("%s님 안녕하세요! 내일 미팅 장소는 강남역 11번 출구 앞이에요. 도착하시면 %s 로 카톡이나 문자 주세요~", p.giv, g.P("phone", g.krMobile()))
			}
		}},
		{"kr_business_card", func(g *G) string {
			p, c := g.kr(), krCompanies[g.n(len(krCompanies))]
			return fmt.Sprintf("%s\n%s %s | 영업팀 팀장\n%s\nT. %s  F. %s\nM. %s\nE. %s",
				c.name, p.fam+p.giv, upper(p.rfam)+" "+title(p.rgiv), g.krAddr(), g.P("phone", g.krLand()), g.P("phone", g.krLand()), g.P("phone", g.krMobileDom()),
				g.pv("email", p.rgiv, p.rfam, c.dom))
		}},
		{"kr_bccard_lost", func(g *G) string {
			p := g.kr()
			_, c := g.cardAny("mc", "visa", "unionpay")
			return fmt.Sprintf("BC카드 분실 신고 접수\n고객명: %s\n주민등록번호: %s\n카드번호: %s\n유효기간: %s\n연락 가능한 번호: %s\n접수일시: %s %s\n문의: BC카드 고객센터 %s",
				p.name(), g.K(g.krRRN()), g.P("credit_card", c), g.K(g.expiry()), g.P("phone", g.krMobile()), g.K(g.dateDot()), g.hm(), g.K(g.krHotline()))
		}},
		{"kr_hr_onboarding", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("신규 입사자 인사기록카드\n성명: %s (%s)\n입사일: %s\n주민등록번호: %s\n휴대전화: %s\n이메일: %s\n비상연락처: %s (배우자)\n급여계좌: 국민은행 %s",
				p.name(), p.Roman(), g.K(g.dateKR()), g.K(g.krRRN()), g.P("phone", g.krMobileDom()), g.P("email", g.emailKR(p)), g.P("phone", g.krMobile()),
				g.K(g.digits(6)+"-"+g.digits(2)+"-"+g.digits(6)))
		}},
		{"kr_smartstore_order", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("네이버 스마트스토어 신규주문\n상품주문번호 %s\n구매자 %s / 수취인 연락처(안심번호) %s\n배송메모: 부재 시 문 앞에 놓아주세요\n결제일 %s",
				g.K(g.notCard(16)), p.fam+"*"+p.giv[len(p.giv)-3:], g.P("phone", "0504-"+g.digits(4)+"-"+g.digits(4)), g.K(g.dateDot()))
		}},
		{"kr_realestate_contract", func(g *G) string {
			p, q := g.kr(), g.kr()
			return fmt.Sprintf("부동산 임대차 계약서 (전세)\n소재지: %s 101동 1203호\n보증금: 금 %s\n계약일: %s\n임대인: %s 주민등록번호 %s 전화 %s\n임차인: %s 전화 %s\n중개사무소 등록번호: %s",
				g.krAddr(), g.K(comma(g.n(50)*10000000+100000000)+"원"), g.K(g.dateKR()), p.name(), g.K(g.krRRN()), g.P("phone", g.krMobileDom()), q.name(), g.P("phone", g.krMobile()),
				g.K(fmt.Sprintf("%d%d-%d-%05d", 11, 680, 2015+g.n(10), g.n(99999))))
		}},
		{"kr_clinic_sms", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("[Web발신]\n[서울밝은안과] %s님 %s %s 진료 예약되었습니다. 진료번호 %s. 변경은 %s 으로 연락주세요. 보호자 연락처 %s 로도 안내드렸습니다.",
				p.giv, g.K(g.dateKR()), g.hm(), g.K(g.digits(8)), g.P("phone", "02-"+g.digitsNZ(3)+"-"+g.digits(4)), g.P("phone", g.krMobileDom()))
		}},
		{"kr_password_reset", func(g *G) string {
			p := g.kr()
			switch g.n(2) {
			case 0:
				return fmt.Sprintf("관리자님, 그룹웨어 계정 초기화 완료했습니다.\n아이디: %s\n임시 비밀번호: %s\n로그인 후 꼭 변경해 주세요.", p.rgiv+"."+p.rfam, g.P("bearer", g.password()))
			default:
				return fmt.Sprintf("공유기 관리자 페이지 정보\n주소: 192.168.0.1\n계정: admin\n비밀번호: %s\n와이파이 비번: %s", g.P("bearer", g.password()), g.P("bearer", g.password()))
			}
		}},
		{"kr_usfk_tax", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("미국 세금 신고 자료 요청 (주한미군 근무 배우자)\n성명: %s\nSSN: %s\n배우자 ITIN: %s\n미국 주소지 연락처: %s\n제출 기한: %s",
				p.Roman(), g.P("ssn", g.ssn()), g.P("ssn", fmt.Sprintf("9%02d-%d-%04d", g.n(100), 70+g.n(19), 1+g.n(9999))), g.P("phone", fmt.Sprintf("(%d%s) %s-%s", 2+g.n(8), g.digits(2), g.digitsNZ(3), g.digits(4))), g.K(g.dateKR()))
		}},
		{"kr_baemin_rider", func(g *G) string {
			return fmt.Sprintf("[배달의민족] 주문번호 %s\n라이더가 픽업했어요! 약 %d분 후 도착 예정\n라이더 연락처 %s\n주문 금액 %s",
				g.K("B1"+g.alnum(10)), 10+g.n(30), g.P("phone", "050-"+g.digits(4)+"-"+g.digits(4)), g.K(g.won()))
		}},
		{"kr_csv_members", func(g *G) string {
			s := "회원번호\t이름\t휴대폰\t이메일\t가입일\n"
			for i := 0; i < 2+g.n(3); i++ {
				p := g.kr()
				s += fmt.Sprintf("%s\t%s\t%s\t%s\t%s\n", g.K(g.digits(8)), p.name(), g.P("phone", g.krMobileDom()), g.P("email", g.emailKR(p)), g.K(g.dateISO()))
			}
			return s[:len(s)-1]
		}},
		{"kr_toss_transfer_chat", func(g *G) string {
			p := g.kr()
			return fmt.Sprintf("%s: 회비 %s 토스로 보냈어! 혹시 안 들어왔으면 %s 로 연락줘. 카드 결제는 %s 이걸로 했어",
				p.giv, g.K(g.won()), g.P("phone", g.krMobileDom()), g.P("credit_card", g.fmtCard(g.card(g.pick("visa", "mc")))))
		}},
	}
}

// pv labels an address built from its parts and returns it.
func (g *G) pv(f, a, b, dom string) string {
	return g.P(f, a+"."+b+"@"+dom)
}
