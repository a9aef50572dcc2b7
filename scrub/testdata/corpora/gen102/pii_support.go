package main

import (
	"fmt"
	"strings"
)

func anyReg() string { return regions[r.Intn(len(regions))] }

func exch() string {
	return pick("Binance", "Coinbase", "Kraken", "OKX", "Bybit", "KuCoin", "Bitget", "Gate.io", "MEXC", "Crypto.com", "Bitstamp", "HTX")
}
func net() string {
	return pick("TRC20", "ERC20", "BEP20", "Arbitrum One", "Polygon", "Solana", "Base", "Optimism")
}

func addrFor(netw string) string {
	switch netw {
	case "TRC20":
		return tronAddr()
	case "Solana":
		return solAddr()
	}
	return evmAddr()
}

func supportTemplates() []tmpl {
	return []tmpl{
		{"ticket_withdrawal_pending", func(b *B) string {
			p := newPerson("")
			n := net()
			amt := fmt.Sprintf("%s USDT", commas(rng(50, 90000)))
			return fmt.Sprintf("Subject: Withdrawal stuck – %s\n\nHi team, my %s withdrawal of %s to %s has been \"Processing\" since %s %s UTC. TxID shows nothing on the explorer. Withdrawal ID %s, UID %s. Registered email %s, please advise.\n\n%s",
				b.K(ticketNo()), n, b.K(amt), b.K(addrFor(n)), b.K(date()), timeHM(), b.K(nzdigits(10)), b.K(uid()), b.Email(p), p.first)
		}},
		{"ticket_phone_change", func(b *B) string {
			reg := pick("uk", "us", "sg", "ae", "de", "ng", "in")
			p := newPerson(reg)
			old, nw := b.Phone(reg, true), b.Phone(reg, true)
			return fmt.Sprintf("Case %s: customer %s requests SMS 2FA move from old number %s to new number %s. Last login %s from IP %s, device iPhone 15 (iOS %s). Security hold 24h applied.",
				b.K("CS-"+strings.ReplaceAll(date(), "-", "")+"-"+digits(4)), p.full(), old, nw, b.K(tsISO()), b.K(fmt.Sprintf("185.%d.%d.%d", rng(1, 254), rng(1, 254), rng(1, 254))), b.K("17."+fmt.Sprint(rng(0, 6))+"."+fmt.Sprint(rng(1, 3))))
		}},
		{"kyc_chat_es", func(b *B) string {
			p := newPerson(pick("es", "ar"))
			return fmt.Sprintf("Hola, llevo %d días esperando la verificación de identidad (nivel %d). Mi correo registrado es %s y mi número %s. Subí el DNI el %s, referencia del caso %s. ¿Podéis revisarlo? Tengo %s parados en spot.",
				rng(3, 14), rng(1, 2), b.Email(p), b.Phone(p.region, true), b.K(date()), b.K("KYC-"+fromSet(setUpNum, 8)), b.K(usdt()))
		}},
		{"kyc_chat_pt", func(b *B) string {
			p := newPerson("br")
			return fmt.Sprintf("Boa tarde! Minha conta foi bloqueada depois do depósito via PIX de R$ %s,00. Protocolo %s. E-mail da conta: %s, celular %s. Já enviei selfie e CNH duas vezes. Hash do depósito de USDT: %s",
				b.K(commas(rng(500, 90000))), b.K(ticketNo()), b.Email(p), b.Phone("br", chance(0.5)), b.K(txHash()))
		}},
		{"kyc_chat_tr", func(b *B) string {
			p := newPerson("tr")
			return fmt.Sprintf("Merhaba, hesabım %s tarihinden beri kısıtlı. Kimlik doğrulama tamamlandı görünüyor ama çekim yapamıyorum. E-posta: %s, telefon: %s. Talep no: %s. Bakiye: %s",
				b.K(date()), b.Email(p), b.Phone("tr", chance(0.4)), b.K(ticketNo()), b.K(ethAmt()))
		}},
		{"kyc_chat_ru", func(b *B) string {
			p := newPerson("ru")
			return fmt.Sprintf("Здравствуйте! Не проходит верификация, пишет «документ не распознан». Почта аккаунта %s, телефон %s. UID %s, обращение №%s от %s. Вывод %s заморожен.",
				b.Email(p), b.Phone("ru", chance(0.5)), b.K(uid()), b.K(ticketNo()), b.K(date()), b.K(usdt()))
		}},
		{"kyc_chat_vi", func(b *B) string {
			p := newPerson("vn")
			return fmt.Sprintf("Chào admin, mình nạp %s qua mạng %s nhưng chưa thấy về ví. TxID: %s. Email tài khoản: %s, sđt: %s. Nhờ hỗ trợ gấp ạ.",
				b.K(usdt()), "BEP20", b.K(txHash()), b.Email(p), b.Phone("vn", chance(0.4)))
		}},
		{"kyc_chat_zh", func(b *B) string {
			p := newPerson("cn")
			return fmt.Sprintf("您好，我的账户提币被风控冻结了，订单号 %s，提币地址 %s。注册邮箱 %s，手机号 %s。麻烦尽快处理，谢谢！",
				b.K(okxOrdID()), b.K(tronAddr()), b.Email(p), b.Phone("cn", chance(0.3)))
		}},
		{"kyc_chat_ko", func(b *B) string {
			p := newPerson("kr")
			return fmt.Sprintf("안녕하세요. 원화 입금 후 KYC 재인증 요청이 왔습니다. 이메일 %s, 휴대폰 %s 입니다. 문의번호 %s, 입금액 %s원.",
				b.Email(p), b.Phone("kr", chance(0.3)), b.K(ticketNo()), b.K(commas(rng(100000, 9000000))))
		}},
		{"kyc_chat_id", func(b *B) string {
			p := newPerson("id")
			return fmt.Sprintf("Halo kak, saya sudah verifikasi KTP tapi status masih pending sejak %s. Email: %s, no HP/WA: %s. UID %s. Mohon dibantu ya.",
				b.K(date()), b.Email(p), b.Phone("id", chance(0.5)), b.K(uid()))
		}},
		{"kyc_chat_ja", func(b *B) string {
			p := newPerson("jp")
			return fmt.Sprintf("お世話になっております。本人確認書類を再提出しましたが、%s 時点でまだ審査中です。登録メール：%s、電話番号：%s。問い合わせ番号 %s。よろしくお願いいたします。",
				b.K(date()), b.Email(p), b.Phone("jp", chance(0.3)), b.K(ticketNo()))
		}},
		{"kyc_chat_de", func(b *B) string {
			p := newPerson("de")
			return fmt.Sprintf("Hallo, meine Auszahlung von %s auf mein Konto wurde abgelehnt (Ref. %s). Ich bin unter %s oder per Mail an %s erreichbar. Bitte um Rückruf. Grüße, %s",
				b.K(fmt.Sprintf("%s,%02d EUR", commas(rng(100, 50000)), rng(0, 99))), b.K("WD-"+fromSet(setUpNum, 10)), b.Phone("de", chance(0.5)), b.Email(p), p.full())
		}},
		{"kyc_chat_fr", func(b *B) string {
			p := newPerson("fr")
			return fmt.Sprintf("Bonjour, je n'arrive pas à valider mon justificatif de domicile. Mon adresse e-mail : %s, mon portable : %s. Numéro de dossier %s. Dépôt SEPA du %s toujours en attente.",
				b.Email(p), b.Phone("fr", chance(0.5)), b.K(ticketNo()), b.K(date()))
		}},
		{"kyc_chat_ar", func(b *B) string {
			p := newPerson("ae")
			return fmt.Sprintf("مرحباً، تم تجميد حسابي بعد إيداع %s. بريدي الإلكتروني %s ورقم هاتفي %s. رقم الطلب %s. شكراً",
				b.K(usdt()), b.Email(p), b.Phone("ae", true), b.K(ticketNo()))
		}},
		{"support_agent_thread", func(b *B) string {
			p := newPerson(pick("us", "uk", "ph", "ke"))
			e := emailFor(p, false)
			masked := e[:2] + "***@" + strings.SplitN(e, "@", 2)[1]
			return fmt.Sprintf("[%s] Agent Mia: For security I can only see %s on file. Can you confirm the full address?\n[%s] Customer: yes it's %s, phone ending %s\n[%s] Agent Mia: Thanks! Deposit %s is credited now.",
				timeHM(), b.K(masked), timeHM(), b.P("email", e), b.K(fmt.Sprint(rng(1000, 9999))), timeHM(), b.K(txHash()))
		}},
		{"account_recovery_2fa", func(b *B) string {
			p := newPerson("")
			sec := totpSecret(pick2(16, 32))
			return fmt.Sprintf("I changed phones and lost Google Authenticator for my %s account (%s). I still have the 16-digit backup key I wrote down: %s. Can you reset 2FA? UID %s",
				exch(), b.Email(p), b.Bearer(sec), b.K(uid()))
		}},
		{"support_password_pasted", func(b *B) string {
			p := newPerson("")
			return fmt.Sprintf("cant log in since yesterday, says wrong password but im 100%% sure. login %s password %s . please fix asap i have open futures positions (%s)",
				b.Email(p), b.Bearer(password()), b.K(pick("BTCUSDT", "ETHUSDT", "SOLUSDT", "PEPEUSDT")+" "+pick("20x", "10x", "50x")))
		}},
		{"zendesk_ticket_json", func(b *B) string {
			p := newPerson("")
			return fmt.Sprintf(`{"ticket":{"id":%s,"subject":"Deposit not credited","status":"open","requester":{"name":"%s","email":"%s","phone":"%s"},"custom_fields":[{"id":360%s,"value":"%s"},{"id":360%s,"value":"%s"}],"created_at":"%s"}}`,
				b.K(fmt.Sprint(rng(1000000, 9999999))), p.full(), b.Email(p), b.Phone(p.region, true), digits(8), b.K(txHash()), digits(8), b.K(blockNum()), b.K(tsISO()))
		}},
		{"ticket_csv_export", func(b *B) string {
			var rows []string
			rows = append(rows, "ticket_id,created,email,phone,network,txid,status")
			for i := 0; i < rng(2, 4); i++ {
				p := newPerson(pick("us", "uk", "ng", "in", "ph", "sg", "ae"))
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,%s", b.K(ticketNo()), date(), b.Email(p), b.Phone(p.region, true), pick("ERC20", "TRC20", "BTC"), b.K(btcTxid()), pick("open", "pending", "solved")))
			}
			return strings.Join(rows, "\n")
		}},
		{"support_email_headers", func(b *B) string {
			p := newPerson(pick("us", "uk", "de", "fr", "es"))
			return fmt.Sprintf("From: %s <%s>\nDate: %s\nSubject: Re: [Ticket #%s] Unauthorized withdrawal\n\nSomeone withdrew %s to %s at block %s. I did NOT authorize this. Call me on %s.",
				p.full(), b.Email(p), b.K(date()), b.K(ticketNo()), b.K(ethAmt()), b.K(evmAddr()), b.K(blockNum()), b.Phone(p.region, true))
		}},
		{"p2p_dispute", func(b *B) string {
			p := newPerson(pick("ng", "in", "vn", "ph", "ke", "tr"))
			return fmt.Sprintf("P2P appeal – order No. %s. Buyer marked as paid but I received nothing in my bank. Buyer nickname %s. My contact %s / %s. Amount %s, price %s.",
				b.K("2"+digits(19)), b.K(pick("Crypto", "Fast", "Trusted", "King")+pick("Trader", "Merchant", "OTC")+digits(2)), b.Phone(p.region, chance(0.5)), b.Email(p), b.K(usdt()), b.K(fmt.Sprintf("%d.%02d", rng(80, 1700), rng(0, 99))))
		}},
		{"p2p_chat_ng", func(b *B) string {
			_ = 0
			return fmt.Sprintf("Boss abeg release the USDT, I don send the ₦%s to your Opay since %s. Na my number be this %s, call me make we sort am. Order %s",
				b.K(commas(rng(50000, 5000000))), timeHM(), b.Phone("ng", false), b.K("2"+digits(19)))
		}},
		{"scam_report_whatsapp", func(b *B) string {
			sreg := pick("us", "uk", "ng", "id", "ph", "in")
			return fmt.Sprintf("Reporting a pig-butchering scam. The 'investment mentor' contacted me on WhatsApp from %s, then asked to move to Telegram %s. I sent %s to %s (tx %s). Their 'platform' was %s. My email for follow-up: %s",
				b.Phone(sreg, true), b.K("@"+pick("Anna", "Lily", "Coach", "Grace")+pick("_", "")+pick("Invest", "Trade", "FX")+digits(2)), b.K(usdt()), b.K(evmAddr()), b.K(txHash()), b.K(pick("bitvex-pro.com", "coinmaxx-global.net", "defi-yieldhub.io", "trustnodes-pro.com")), b.Email(newPerson("")))
		}},
		{"scam_report_form", func(b *B) string {
			p := newPerson("us")
			return fmt.Sprintf("Victim name: %s\nEmail: %s\nPhone: %s\nLoss: %s\nScammer wallet(s): %s, %s\nTx hashes: %s\nDate of first contact: %s",
				p.full(), b.Email(p), b.Phone("us", false), b.K(usd()), b.K(evmAddr()), b.K(btcAddr()), b.K(txHash()), b.K(date()))
		}},
		{"theft_loss_ic3", func(b *B) string {
			p := newPerson("us")
			return fmt.Sprintf("Draft for IC3 + Form 4684 (theft loss): %s, SSN %s, %s. Transferred %s from Coinbase to fake exchange wallet %s on %s, tx %s.",
				p.full(), b.SSN(), b.Email(p), b.K(ethAmt()), b.K(evmAddr()), b.K(date()), b.K(txHash()))
		}},
		{"recovery_scam_seed", func(b *B) string {
			m := mnemonic(12)
			return fmt.Sprintf("\"Wallet support\" on Telegram said to validate my wallet I had to type my phrase in their form. I sent: %s\nNow my %s and %s are gone, drained to %s. Is there anything I can do?",
				b.Bearer(m), b.K(ethAmt()), b.K(fmt.Sprintf("%s USDC", commas(rng(100, 40000)))), b.K(evmAddr()))
		}},
		{"fake_support_dm_24", func(b *B) string {
			m := mnemonic(24)
			return fmt.Sprintf("[%s] MetaMask Support: please provide the 24 words to resync your node\n[%s] me: %s\n[%s] MetaMask Support: thanks, syncing… do not close this chat",
				timeHM(), timeHM(), b.Bearer(m), timeHM())
		}},
		{"p2p_card_ru", func(b *B) string {
			return fmt.Sprintf("Продам USDT по %s ₽. Оплата на карту Сбера %s (получатель %s). После оплаты пришлите чек, ордер №%s.",
				b.K(fmt.Sprintf("%d,%02d", rng(88, 104), rng(0, 99))), b.Card("mir"), pick("Ирина П.", "Алексей К.", "Дмитрий С."), b.K("2"+digits(19)))
		}},
		{"otc_card_zh", func(b *B) string {
			return fmt.Sprintf("出 %s，单价 %s，只收银联卡转账。收款卡号 %s，姓名 %s。联系电话 %s。",
				b.K(usdt()), b.K(fmt.Sprintf("7.%02d", rng(10, 35))), b.Card("unionpay"), pick("王伟", "李娜", "张敏"), b.Phone("cn", false))
		}},
	}
}
