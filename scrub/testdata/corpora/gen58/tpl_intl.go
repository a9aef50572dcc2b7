package main

import (
	"fmt"
	"strings"
)

// roster writes a volunteer/member list in the locale's own words.
func roster(b *B, l *Loc, title string, roles []string, sep string, phLab ...string) string {
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		pre := ""
		if len(phLab) > 0 {
			pre = phLab[0]
		}
		r := p.Full() + sep + b.pk(roles) + sep + pre + b.phoneNative(l)
		if b.pct(40) {
			r += sep + b.email(p)
		}
		rows = append(rows, fmt.Sprintf("%d. %s", i+1, r))
	}
	return title + "\n" + strings.Join(rows, "\n")
}

func natKeep(b *B, l *Loc, s string) string {
	if l.Digits != "" && b.coin() {
		s = nat(s, l.Digits)
	}
	return b.K(s)
}

func mosqueVolunteersAR(b *B) string {
	l := locByID("ar")
	d := natKeep(b, l, b.rdate(l))
	t := roster(b, l, "قائمة متطوعي إفطار رمضان — مسجد النور — "+d, []string{"توزيع الوجبات", "التنظيف", "الاستقبال", "مواقف السيارات", "المطبخ"}, " — ")
	return t + "\nالتجمع الساعة " + natKeep(b, l, "18:30") + " · رقم الحجز " + b.K(fmt.Sprintf("RM-%04d", b.in(1, 9999)))
}

func persianCommunityFA(b *B) string {
	l := locByID("fa-IR")
	t := roster(b, l, "فهرست داوطلبان جشن نوروز انجمن فرهنگی — "+natKeep(b, l, b.rdate(l)), []string{"پذیرایی", "ثبت‌نام", "موسیقی", "تزئین سالن"}, " | ")
	return t + "\nهزینه بلیت: " + natKeep(b, l, fmt.Sprintf("%d", b.in(10, 40))) + " یورو — شماره بلیت از " + b.K(fmt.Sprintf("N%04d", b.in(1, 4999)))
}

func hindiTempleSeva(b *B) string {
	l := locByID("hi-IN")
	t := roster(b, l, "मंदिर सेवा सूची — जन्माष्टमी "+natKeep(b, l, b.rdate(l)), []string{"भंडारा", "सफाई", "पार्किंग", "प्रसाद वितरण", "जूता घर"}, " – ")
	return t + "\nदान रसीद संख्या " + b.K(fmt.Sprintf("DR/%d/%04d", b.in(2023, 2026), b.in(1, 9999))) + ", समय " + natKeep(b, l, "06:00") + " से"
}

func japaneseChonaikai(b *B) string {
	l := locByID("ja-JP")
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		ph := b.phoneNative(l)
		rows = append(rows, fmt.Sprintf("%s班　%s　%s　%s", b.pick("1", "2", "3", "4"), p.Full(), b.pick("班長", "会計", "防災係", "子ども会"), ph))
	}
	if b.coin() {
		p := b.person(l)
		rows = append(rows, "連絡先メール："+b.email(p))
	}
	return "令和" + b.pick("6", "7") + "年度　" + b.pick("三軒茶屋二丁目町内会", "日吉本町自治会", "南三条町内会") + "　役員名簿（会員限り）\n会費：" + b.K(fmt.Sprintf("年額%d円", 1200*b.in(1, 5))) + "　\n" + strings.Join(rows, "\n") + "\n次回定例会　" + b.K(b.rdate(l)) + "　" + b.K("19時") + "〜"
}

func chineseCommunitySignup(b *B) string {
	l := locByID("zh-CN")
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		r := fmt.Sprintf("%d. %s，%s，手机%s", i+1, p.Full(), b.pick("签到", "摄影", "茶水", "引导", "后勤"), b.phone(l))
		if b.coin() {
			r += "，邮箱 " + b.email(p)
		}
		rows = append(rows, r)
	}
	return "【" + b.pick("社区中秋游园会", "老年活动中心重阳节", "街道垃圾分类宣传日") + "志愿者报名接龙】" + b.K(b.rdate(l)) + " " + b.K(b.hm()) + "集合\n" + strings.Join(rows, "\n") + "\n活动编号：" + b.K(fmt.Sprintf("HD%d%04d", b.in(2024, 2026), b.in(1, 9999)))
}

func koreanChurchContacts(b *B) string {
	l := locByID("ko-KR")
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		rows = append(rows, fmt.Sprintf("%s %s %s / %s", b.pick("1구역", "2구역", "청년부", "찬양팀"), p.Full(), b.pick("집사", "권사", "성도", "리더"), b.phone(l)))
	}
	return b.pick("새소망교회", "은혜교회", "한빛교회") + " 여름수련회 연락망 (" + b.K(b.rdate(l)) + ")\n" + strings.Join(rows, "\n") + "\n회비 " + b.K(fmt.Sprintf("%d,000원", b.in(30, 120))) + " / 문의: " + b.email(b.person(l))
}

func thaiTempleVolunteers(b *B) string {
	l := locByID("th-TH")
	t := roster(b, l, "รายชื่ออาสาสมัครงานทอดกฐิน วัด"+b.pick("ป่าดงใหญ่", "ศรีสุทธาราม", "โพธิ์ชัย")+" "+natKeep(b, l, b.rdate(l)), []string{"โรงทาน", "ต้อนรับ", "ที่จอดรถ", "ทำความสะอาด"}, " – ", "โทร ")
	return t + "\nเริ่มงานเวลา " + natKeep(b, l, "07:30") + " น."
}

func russianSportsSection(b *B) string {
	l := locByID("ru-RU")
	var rows []string
	for i := 0; i < b.in(3, 6); i++ {
		c := b.person(l)
		par := b.person(l)
		rows = append(rows, fmt.Sprintf("%d\t%s\t%s\t%s\t%s", i+1, c.Full(), b.K(b.date(l, b.in(2010, 2018), b.in(1, 12), b.in(1, 28))), par.First+" "+par.Last, b.phone(l)))
	}
	return "Секция " + b.pick("самбо", "плавания", "шахмат", "футбола") + ", группа " + b.K(fmt.Sprintf("№%d", b.in(1, 12))) + ", список на " + b.K(b.rdate(l)) + "\n№\tФИО ребёнка\tДата рождения\tРодитель\tТелефон\n" + strings.Join(rows, "\n") + "\nОплата " + b.K(fmt.Sprintf("%d ₽", 500*b.in(4, 12))) + " до 10 числа."
}

func hebrewSynagogueRota(b *B) string {
	l := locByID("he-IL")
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		rows = append(rows, fmt.Sprintf("שבת %s – %s – %s – %s", b.K(b.rdate(l)), b.pick("קידוש", "סידור כיסאות", "שמירה", "קריאה בתורה"), p.Full(), b.phone(l)))
	}
	return "תורנות בית הכנסת \"בית שלום\"\n" + strings.Join(rows, "\n") + "\nלשאלות: " + b.email(b.person(l))
}

func greekParishNotice(b *B) string {
	l := locByID("el-GR")
	p := b.person(l)
	return fmt.Sprintf("Ενορία Αγίου Δημητρίου – Συσσίτιο %s\nΥπεύθυνη εθελοντών: %s, κιν. %s, email %s\nΣυγκέντρωση τροφίμων έως %s, ώρα %s.\nΑρ. λογαριασμού ενορίας για δωρεές: %s",
		b.K(b.rdate(l)), p.Full(), b.phone(l), b.email(p), b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprintf("GR%02d 0110 %04d 0000 %04d %04d %03d", b.in(10, 99), b.in(1000, 9999), b.in(1000, 9999), b.in(1000, 9999), b.in(100, 999))))
}

func intlVolunteerForm(b *B) string {
	l := b.loc("vi-VN", "id-ID", "sw-KE", "uk-UA", "tr-TR", "pl-PL", "it-IT", "pt-BR", "es-MX", "nb-NO", "sv-SE", "fr-FR", "de-DE", "nl-NL")
	p := b.person(l)
	e := b.person(l)
	return strings.Join([]string{
		lab(l, "member") + ": " + b.K(fmt.Sprintf("%s-%05d", b.pick("VOL", "V", "MBR"), b.in(1, 99999))),
		lab(l, "name") + ": " + p.Full(),
		lab(l, "address") + ": " + b.street(l) + ", " + b.pk(l.Cities),
		lab(l, "mobile") + ": " + b.phone(l),
		lab(l, "email") + ": " + b.email(p),
		lab(l, "emergency") + ": " + e.Full() + ", " + b.phone(l),
		lab(l, "role") + ": " + b.pick("Food bank", "Kids club", "Events", "Driver", "Library"),
		lab(l, "date") + ": " + b.K(b.rdate(l)),
	}, "\n")
}
