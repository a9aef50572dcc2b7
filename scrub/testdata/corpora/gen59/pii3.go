package main

import (
	"fmt"
	"strings"
)

func piiC() []T {
	return []T{
		{"dorm_contacts_ru", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "Общежитие №%s, корпус %s — контакты старост этажей (%s):\n", g.K(fmt.Sprint(g.n(1, 12))), g.pick("А", "Б", "В"), g.K(g.pick("осенний семестр 2025", "весна 2026")))
			for i, n := 0, g.n(2, 4); i < n; i++ {
				p := g.person("ru")
				fmt.Fprintf(&b, "%d этаж — %s, комн. %s, тел. %s, %s\n", i+2, p.Native, g.K(fmt.Sprintf("%d%02d", i+2, g.n(1, 40))), g.P("phone", g.phone("RU")), g.P("email", g.email(p)))
			}
			fmt.Fprintf(&b, "Студенческий билет предъявлять на входе (№ %s).", g.K(fmt.Sprintf("%d-%s-%04d", g.n(20, 25), g.pick("Б", "М", "А"), g.n(1, 2000))))
			return b.String()
		}},
		{"exchange_email_ja", func(g *G) string {
			p := g.person("ja")
			ph := g.phone("JP")
			if g.ch(0.3) {
				ph = conv(ph, "full")
			}
			return fmt.Sprintf("国際交流課 御中\n\nお世話になっております。%s学部%d年の%sと申します（学籍番号：%s）。%sからの交換留学の件でご相談があります。TOEFL iBTのスコアは%s点で、出願締切は%sと伺っております。\n\nご連絡は携帯（%s）またはメール（%s）までお願いいたします。\n\nよろしくお願いいたします。\n%s",
				g.pick("工", "文", "経済", "理", "法"), g.n(1, 4), p.Native, g.K(fmt.Sprintf("%02d%s%04d", g.n(21, 25), g.pick("A", "B", "T", "L"), g.n(1, 9999))), g.K(g.term()), g.K(fmt.Sprint(g.n(80, 112))), g.K(fmt.Sprintf("%d年%d月%d日", g.n(2025, 2026), g.n(1, 12), g.n(1, 28))), g.P("phone", ph), g.P("email", g.email(p)), p.Native)
		}},
		{"kakao_study_group_ko", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "[%s 스터디 단톡방]\n", g.pick("자료구조", "일반화학", "미적분학", "경영통계"))
			for i, n := 0, g.n(2, 3); i < n; i++ {
				p := g.person("ko")
				fmt.Fprintf(&b, "%s (학번 %s): 제 번호 %s 이에요, 과제 파일은 %s 로 보내주세요\n", p.Native, g.K(fmt.Sprintf("%d%06d", g.n(2020, 2025), g.n(0, 999999))), g.P("phone", g.phone("KR")), g.P("email", g.email(p)))
			}
			fmt.Fprintf(&b, "다음 모임: %s %s, %s", g.K(g.isoDate()), g.K(g.clock()), g.K(g.pick("중앙도서관 3층", "공학관 302호", "301동 118호")))
			return b.String()
		}},
		{"enrolment_email_de", func(g *G) string {
			p := g.person("de")
			return fmt.Sprintf("Sehr geehrte Damen und Herren,\n\nich habe meine Immatrikulationsbescheinigung für das %s noch nicht erhalten. Matrikelnummer: %s, Studiengang %s. Der Semesterbeitrag von %s wurde am %s überwiesen (Verwendungszweck %s).\n\nSie erreichen mich unter %s oder per E-Mail an %s.\n\nMit freundlichen Grüßen\n%s",
				g.K(g.pick("Wintersemester 2025/26", "Sommersemester 2026")), g.K(fmt.Sprint(g.n(3000000, 3999999))), g.pick("B.Sc. Informatik", "M.Sc. Physik", "B.A. Germanistik", "M.Ed. Mathematik"), g.K(g.pick("312,40 €", "158,50 €", "346,21 €")), g.K(fmt.Sprintf("%02d.%02d.%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.K(fmt.Sprintf("SB-%d", g.n(10000000, 99999999))), g.P("phone", g.phone("DE")), g.P("email", g.email(p)), p.Native)
		}},
		{"bolsa_permanencia_pt", func(g *G) string {
			p := g.person("pt")
			return fmt.Sprintf("Boa tarde! Sou %s, RA %s, do curso de %s. Minha bolsa permanência de %s não caiu este mês. Já enviei o comprovante em %s. Meu celular/WhatsApp: %s. E-mail: %s. Obrigada!",
				p.Native, g.K(fmt.Sprint(g.n(11200000000, 11299999999))), g.pick("Engenharia Civil", "Medicina", "Letras", "Ciência da Computação"), g.K(g.pick("R$ 700,00", "R$ 400,00", "R$ 1.400,00")), g.K(fmt.Sprintf("%02d/%02d/%d", g.n(1, 28), g.n(1, 12), g.n(2024, 2026))), g.P("phone", g.phone("BR")), g.P("email", g.email(p)))
		}},
		{"erasmus_application_tr", func(g *G) string {
			p := g.person("tr")
			return fmt.Sprintf("Merhaba hocam,\n\n%s Erasmus+ başvurumla ilgili yazıyorum. Öğrenci numaram %s, GNO %s, YDS puanım %s. Learning Agreement'ı %s tarihine kadar imzalatmam gerekiyor. Cep: %s, e-posta: %s.\n\nSaygılarımla,\n%s",
				g.K(fmt.Sprintf("%d-%d", g.n(2025, 2026), g.n(2026, 2027))), g.K(fmt.Sprint(g.n(2019500000, 2024599999))), g.K(fmt.Sprintf("%d,%02d", g.n(2, 3), g.n(0, 99))), g.K(fmt.Sprintf("%d,%d", g.n(60, 95), g.n(0, 9))), g.K(fmt.Sprintf("%02d.%02d.%d", g.n(1, 28), g.n(1, 12), g.n(2025, 2026))), g.P("phone", g.phone("TR")), g.P("email", g.anyEmail(p)), p.Native)
		}},
		{"scholarship_vi", func(g *G) string {
			p := g.person("vi")
			return fmt.Sprintf("Kính gửi Phòng Công tác Sinh viên,\n\nEm là %s, MSSV %s, lớp %s. Em xin hỏi về học bổng khuyến khích học tập học kỳ %s: điểm trung bình của em là %s/4.0, điểm rèn luyện %s. Số điện thoại của em: %s, email: %s.\n\nEm cảm ơn ạ.",
				p.Native, g.K(fmt.Sprint(g.n(20190000, 20249999))), g.K(fmt.Sprintf("K%d-%s%02d", g.n(64, 69), g.pick("CNTT", "KT", "DTVT"), g.n(1, 9))), g.K(fmt.Sprintf("%d.%d", g.n(1, 2), g.n(2024, 2025))), g.K(fmt.Sprintf("%.2f", 3.2+g.r.Float64()*0.8)), g.K(fmt.Sprint(g.n(80, 98))), g.P("phone", g.phone("VN")), g.P("email", g.anyEmail(p)))
		}},
		{"student_affairs_th", func(g *G) string {
			p := g.person("th")
			ph := g.phone("TH")
			if g.ch(0.4) {
				ph = conv(ph, "thai")
			}
			return fmt.Sprintf("เรียน ฝ่ายทะเบียน\n\nดิฉัน%s รหัสนักศึกษา %s คณะ%s ขอยื่นคำร้องขอเอกสารใบรับรองผลการเรียน (Transcript) ภาษาอังกฤษ จำนวน %d ฉบับ ชำระค่าธรรมเนียม %s บาท เมื่อวันที่ %s\nติดต่อกลับ โทร %s หรืออีเมล %s\n\nขอบคุณค่ะ",
				p.Native, g.K(fmt.Sprintf("%d%08d", g.n(63, 68), g.n(0, 99999999))), g.pick("วิศวกรรมศาสตร์", "อักษรศาสตร์", "วิทยาศาสตร์"), g.n(1, 3), g.K(fmt.Sprint(g.pick2(50, 100, 200))), g.K(fmt.Sprintf("%d/%d/%d", g.n(1, 28), g.n(1, 12), g.n(2567, 2569))), g.P("phone", ph), g.P("email", g.anyEmail(p)))
		}},
		{"beasiswa_wa_id", func(g *G) string {
			p := g.person("id")
			return fmt.Sprintf("Assalamualaikum kak, saya %s NIM %s angkatan %s. Mau tanya soal pencairan beasiswa KIP Kuliah semester ini, UKT saya %s. Kalau ada info bisa hubungi WA saya di %s atau https://wa.me/%s ya kak. Email: %s. Terima kasih 🙏",
				p.Native, g.K(fmt.Sprint(g.n(1906000000, 2406999999))), g.K(fmt.Sprint(g.n(2021, 2024))), g.K(g.pick("Rp 2.400.000", "Rp 500.000", "Rp 4.750.000")), g.P("phone", g.phone("ID")), g.P("phone", g.intlMobileDigits("ID")), g.P("email", g.anyEmail(p)))
		}},
		{"application_fa", func(g *G) string {
			p := g.person("fa")
			ph := g.phone("IR")
			if g.ch(0.6) {
				ph = conv(ph, "fa")
			}
			return fmt.Sprintf("با سلام و احترام\nاینجانب %s، دانشجوی کارشناسی ارشد رشته %s به شماره دانشجویی %s، درخواست صدور گواهی اشتغال به تحصیل برای سفارت را دارم. معدل کل: %s. شماره تماس: %s — ایمیل: %s\nبا تشکر",
				p.Native, g.pick("مهندسی برق", "فیزیک", "مدیریت", "زبان‌شناسی"), g.K(conv(fmt.Sprint(g.n(401000000, 403999999)), "fa")), g.K(conv(fmt.Sprintf("%d.%02d", g.n(15, 19), g.n(0, 99)), "fa")), g.P("phone", ph), g.P("email", g.anyEmail(p)))
		}},
		{"postgrad_admission_ng", func(g *G) string {
			p := g.person("ng")
			return fmt.Sprintf("Good day Sir/Ma,\n\nI applied for the M.Sc. %s programme (form no. %s) and paid the acceptance fee of %s via Remita (RRR: %s) but my admission letter is not yet on the portal. My matric no. from first degree was %s.\n\nKindly assist. Phone: %s, alt: %s. Email: %s\n\nYours faithfully,\n%s",
				g.pick("Microbiology", "Computer Science", "Economics", "Public Health"), g.K(fmt.Sprintf("PG/%d/%05d", g.n(2024, 2026), g.n(1, 99999))), g.K(g.pick("₦50,000", "₦35,000", "₦75,500")), g.K(fmt.Sprintf("%04d-%04d-%04d", g.n(1000, 9999), g.n(1000, 9999), g.n(1000, 9999))), g.K(fmt.Sprintf("%s/%d/%06d", g.pick("UNILAG", "UI", "OAU", "UNN"), g.n(2015, 2020), g.n(1, 999999))), g.P("phone", g.phone("NG")), g.P("phone", g.phone("NG")), g.P("email", g.email(p)), p.Native)
		}},
		{"hostel_allotment_in", func(g *G) string {
			p := g.person("hi")
			return fmt.Sprintf("Respected Warden Sir,\n\nI am %s (Roll No. %s), %s year B.Tech. I have paid the hostel fee of %s (UTR %s) but my room in %s is still showing unallotted. Parent contact: %s. My mobile: %s. Email: %s\n\nThanking you,\n%s",
				p.First+" "+p.Last, g.K(fmt.Sprintf("%d%s%04d", g.n(21, 25), g.pick("B", "M", "D"), g.n(1, 9999))), g.pick("2nd", "3rd", "final"), g.K("Rs. "+commas(g.n(20000, 95000))), g.K(g.pick("SBIN", "HDFC", "ICIC")+g.digits(12)), g.K(g.pick("Hostel 4, Room 214", "H-12 Wing B", "Ganga Hostel 109")), g.P("phone", g.phone("IN")), g.P("phone", g.phone("IN")), g.P("email", g.anyEmail(p)), p.First)
		}},
		{"erasmus_learning_agreement_it", func(g *G) string {
			p := g.person("it")
			return fmt.Sprintf("Gentile Ufficio Relazioni Internazionali,\n\nsono %s, matricola %s, iscritta al corso di laurea magistrale in %s. Vi scrivo per il Learning Agreement dell'a.a. %s: l'esame %s (%s CFU) non è più offerto dall'università ospitante. Potete contattarmi al %s o a %s.\n\nCordiali saluti,\n%s",
				p.Native, g.K(fmt.Sprint(g.n(1800000, 1999999))), g.pick("Ingegneria Informatica", "Economia", "Lettere Moderne", "Biotecnologie"), g.K(g.pick("2025/2026", "2026/2027")), g.pick("Machine Learning", "Diritto europeo", "Storia dell'arte"), g.K(fmt.Sprint(g.pick2(6, 9, 12))), g.P("phone", g.phone("IT")), g.P("email", g.anyEmail(p)), p.Native)
		}},
		{"stypendium_pl", func(g *G) string {
			p := g.person("pl")
			return fmt.Sprintf("Dzień dobry,\n\nzłożyłam wniosek o stypendium socjalne (nr wniosku %s) w USOSweb, nr albumu %s. Dochód na osobę w rodzinie wynosi %s. Proszę o informację, czy brakuje jakichś dokumentów. Tel. %s, e-mail %s.\n\nZ poważaniem\n%s",
				g.K(fmt.Sprintf("STS/%d/%05d", g.n(2025, 2026), g.n(1, 99999))), g.K(fmt.Sprint(g.n(400000, 459999))), g.K(g.pick("1 294,00 zł", "987,50 zł", "1 410,20 zł")), g.P("phone", g.phone("PL")), g.P("email", g.anyEmail(p)), p.Native)
		}},
		{"studiefinanciering_nl", func(g *G) string {
			p := g.person("nl")
			return fmt.Sprintf("Hoi,\n\nIk ben %s (studentnummer %s). Mijn collegegeld van %s is via Studielink aangevraagd maar de machtiging is mislukt. Kunt u mij bellen op %s? Mijn e-mail is %s.\n\nGroet,\n%s",
				p.Native, g.K(fmt.Sprint(g.n(10000000, 16999999))), g.K(g.pick("€ 2.601", "€ 1.300,50", "€ 14.520")), g.P("phone", g.phone("NL")), g.P("email", g.anyEmail(p)), strings.Fields(p.Native)[0])
		}},
		{"beca_mx_form", func(g *G) string {
			p := g.person("es")
			return fmt.Sprintf("SOLICITUD DE BECA — CICLO %s\nNombre: %s\nNo. de cuenta: %s\nCarrera: %s\nPromedio: %s\nIngreso familiar mensual: %s\nTeléfono celular: %s\nTeléfono de casa: %s\nCorreo electrónico: %s\nFolio: %s",
				g.K(g.pick("2025-2", "2026-1")), p.Native, g.K(fmt.Sprint(g.n(310000000, 321999999))), g.pick("Ingeniería Química", "Derecho", "Psicología", "Actuaría"), g.K(fmt.Sprintf("%d.%d", g.n(8, 9), g.n(0, 9))), g.K("$"+commas(g.n(6000, 25000))+" MXN"), g.P("phone", g.phone("MX")), g.P("phone", g.phone("MX")), g.P("email", g.anyEmail(p)), g.K(fmt.Sprintf("BEC-%06d", g.n(1, 999999))))
		}},
		{"ta_wechat_zh", func(g *G) string {
			p := g.person("zh")
			cn := "1" + g.pick("38", "39", "58", "86", "77", "52") + g.digits(8)
			return fmt.Sprintf("%s助教您好，%s课程第%d次作业我提交晚了%d小时，学号%s。因为%s。有问题可以加我微信或者打我手机%s，邮箱%s。谢谢老师！",
				g.person("zh").Native[:3], g.K(g.course()), g.n(2, 10), g.n(1, 30), g.K(fmt.Sprint(g.n(2021010000, 2025019999))), g.pick("生病去了校医院", "家里有急事", "服务器宕机了"), g.P("phone", cn), g.P("email", g.email(p)))
		}},
		{"student_welfare_sw", func(g *G) string {
			p := g.person("sw")
			return fmt.Sprintf("Habari, naitwa %s, namba ya usajili %s. Nimelipa ada ya %s kupitia M-Pesa (nambari ya muamala %s) lakini mfumo bado unaonyesha deni. Tafadhali nipigie kwa %s au barua pepe %s. Asante.",
				p.Native, g.K(fmt.Sprintf("%s/%d/%d", g.pick("C026", "P15", "F56"), g.n(10000, 99999), g.n(2021, 2025))), g.K(g.pick("KES 32,500", "KSh 16,000", "KES 58,000")), g.K(g.secret(upNum, 10)), g.P("phone", g.phone("KE")), g.P("email", g.anyEmail(p)))
		}},
		{"clever_k12_sync", func(g *G) string {
			var b strings.Builder
			fmt.Fprintf(&b, "curl -H \"Authorization: Bearer %s\" https://api.clever.com/v3.0/sections/%s/students\n\n{\"data\":[", g.P("bearer", g.secret(hexLo, 40)), g.K(g.secret(hexLo, 24)))
			for i, n := 0, g.n(1, 3); i < n; i++ {
				p := g.person(g.pick("en", "es"))
				if i > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, "{\"data\":{\"id\":\"%s\",\"name\":{\"first\":\"%s\",\"last\":\"%s\"},\"email\":\"%s\",\"grade\":\"%d\",\"sis_id\":\"%s\"}}", g.K(g.secret(hexLo, 24)), strings.Fields(p.Native)[0], p.Last, g.P("email", strings.ToLower(p.First+"."+p.Last)+fmt.Sprint(g.n(10, 99))+"@"+g.pick("students.springfieldps.org", "stu.bcps.org", "k12.example-isd.net")), g.n(3, 12), g.K(fmt.Sprint(g.n(100000, 999999))))
			}
			b.WriteString("]}\nwhy is the guardian contact missing?")
			return b.String()
		}},
		{"powerschool_plugin_auth", func(g *G) string {
			cid := g.uuid()
			sec := g.uuid()
			p := g.person("en")
			return fmt.Sprintf("PowerSchool plugin credentials (from plugin.xml install):\nclient_id=%s\nclient_secret=%s\n\ncurl -X POST https://%s.powerschool.com/oauth/access_token -H \"Authorization: Basic %s\" -d grant_type=client_credentials\n\nContact for district: %s, %s, %s",
				g.K(cid), g.P("bearer", sec), g.pick("district", "psd", "ccsd"), g.P("bearer", b64std(cid+":"+sec)), p.Native, g.P("email", strings.ToLower(p.First[:1]+p.Last)+"@"+g.pick("ccsd.net", "district.k12.wa.us", "isd.org")), g.P("phone", g.phone("US")))
		}},
	}
}
