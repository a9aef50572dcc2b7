package main

import (
	"fmt"
	"strings"
)

func fullwidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune(c - '0' + '０')
		case c == '-':
			sb.WriteRune('－')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func registerExtra() {
	// HTML signature as pasted from a mail client's source view.
	reg("html_signature_de", "de", false, func(b *B) string {
		l := b.L
		p := l.Person()
		co := pick(l.Companies)
		raw := l.Mobile()
		dial := "+49" + strings.TrimLeft(strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c
			}
			return -1
		}, strings.TrimPrefix(strings.TrimPrefix(raw, "+49"), " (0)")), "0")
		em := p.Email(co.Domain)
		return fmt.Sprintf("<p>Mit freundlichen Grüßen<br>%s<br>%s</p>\n<p>Mobil: <a href=\"tel:%s\">%s</a><br>E-Mail: <a href=\"mailto:%s\">%s</a></p>\n<p style=\"font-size:9px\">%s</p>",
			p.Name(), co.Name, b.P("phone", uniq(func() string { return dial })), b.P("phone", raw), b.P("email", em), em, b.Registry())
	})
	// Outlook-style forward: [mailto:…] and "Sent:".
	reg("outlook_fwd_en", "en", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		return fmt.Sprintf("-----Original Message-----\nFrom: %s, %s [mailto:%s]\nSent: %s, %s %s\nTo: %s <%s>\nSubject: RE: Claim %s - water damage\n\nPlease call the adjuster directly at %s. Policy %s.",
			a.Family, a.Given, b.P("email", a.Email("harborfinch.com")), pick([]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"}), b.Date(), b.Time(),
			c.Name(), b.P("email", c.Email("")), b.Ticket(), b.P("phone", l.Mobile()), b.K(fmt.Sprintf("HO-%d-%06d", rng(2, 9), rng(0, 999999))))
	})
	reg("outlook_fwd_de", "de", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		return fmt.Sprintf("-----Ursprüngliche Nachricht-----\nVon: %s, %s <%s>\nGesendet: %s, %s %s\nAn: %s\nBetreff: AW: Mietvertrag %s\n\nErreichbar bin ich unter %s.",
			a.Family, a.Given, b.P("email", a.Email("")), pick([]string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"}), b.Date(), b.Time(),
			b.P("email", capAddr(c.Email(""))), b.Ref(), b.P("phone", l.Land()))
	})
	// Japanese web-form notification with full-width digits.
	reg("form_fullwidth_ja", "ja", false, func(b *B) string {
		l := b.L
		p := l.Person()
		ph := uniq(func() string {
			return fullwidth(pick([]string{"090", "080", "070"}) + "-" + digits(4) + "-" + digits(4))
		})
		return fmt.Sprintf("【お問い合わせフォーム】\nお名前：%s\n電話番号：%s\nメール：%s\n注文番号：%s\n内容：%sに届いた商品の色が違います。",
			p.Name(), b.P("phone", ph), b.P("email", p.Email("")), b.Order(), b.Date())
	})
	// Raw headers with RFC 2047 encoded words (a German sender).
	reg("raw_headers_encoded_de", "de", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("From: =?UTF-8?Q?%s?= <%s>\nTo: kundenservice@%s\nMessage-ID: %s\nDate: %s\nSubject: =?UTF-8?B?UmVrbGFtYXRpb24=?=\nX-Spam-Score: %d.%d",
			strings.ReplaceAll(strings.ReplaceAll(p.Name(), " ", "_"), "ü", "=C3=BC"), b.P("email", p.Email("")), pick(l.Companies).Domain, b.K(kMsgID("gmx.net")), b.Date(), rng(0, 5), rng(0, 9))
	})
	// Plus-addressing and capitals as people type them.
	reg("email_variants_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		e := p.Email(pick([]string{"gmail.com", "outlook.com", "icloud.com"}))
		at := strings.Index(e, "@")
		plus := uniq(func() string { return e[:at] + "+" + pick([]string{"amazon", "shop", "newsletter", "bills"}) + e[at:] })
		caps := capAddr(l.Person().Email(""))
		return fmt.Sprintf("Please update the account email from %s to %s — the old one was just a filter alias. Account %s.\nAlso cc %s on invoices.",
			b.P("email", plus), b.P("email", e), b.K(fmt.Sprintf("#%d", rng(100000, 999999))), b.P("email", caps))
	})
	// Italian SMS thread from a phone backup (SMS Backup & Restore style).
	reg("sms_backup_it", "it", false, func(b *B) string {
		l := b.L
		n := b.P("phone", l.Intl())
		return fmt.Sprintf("<sms protocol=\"0\" address=\"%s\" date=\"%d\" type=\"1\" body=\"Ciao, sono il tecnico della caldaia, passo domani alle %s. Per spostare chiamami al %s\" read=\"1\" />",
			n, int64(1700000000000)+int64(r.Intn(90000000000)), b.Time(), b.P("phone", l.Mobile()))
	})
}

// capAddr writes an address as some people type it: capitals after each dot and at the start.
func capAddr(e string) string {
	bs := []byte(e)
	up := true
	for i, c := range bs {
		if up && c >= 'a' && c <= 'z' {
			bs[i] = c - 32
		}
		up = c == '.' || c == '@' || c == '_'
	}
	v := string(bs)
	used[v] = true
	return v
}
