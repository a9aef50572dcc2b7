package main

import (
	"fmt"
	"strings"
)

func (r *R) coinAmt() string {
	return fmt.Sprintf("%d.%0*d", r.I(0, 40), r.I(2, 6), r.I(1, 99999))
}

func (r *R) anyAddr() (string, string) {
	switch r.IntN(4) {
	case 0:
		return r.BtcAddr(), "BTC"
	case 1:
		return r.SolAddr(), "SOL"
	case 2:
		return r.TronAddr(), "USDT (TRC20)"
	default:
		return r.EthAddr(), r.P("ETH", "USDC (ERC20)", "USDT (ERC20)", "ETH on Arbitrum")
	}
}

func (r *R) txFor(coin string) string {
	switch {
	case coin == "BTC":
		return r.BtcTx()
	case coin == "SOL":
		return r.S(b58A, 87)
	case strings.Contains(coin, "TRC20"):
		return r.S(hexA, 64)
	default:
		return r.EthTx()
	}
}

func registerCrypto() {
	reg("binance_api_ticket", true, true, func(r *R, clean bool) string {
		uid := K(r.DN(9))
		addr, coin := r.anyAddr()
		var key, sec string
		if clean {
			key, sec = K(r.P("<your_api_key>", "YOUR_BINANCE_API_KEY", "xxxxxxxxxxxxxxxxxxxx")), K(r.P("<your_secret>", "os.environ['BINANCE_SECRET']", "********"))
		} else {
			key, sec = P("bearer", r.BinanceKey()), P("bearer", r.BinanceKey())
		}
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("Support ticket #%s\nUID: %s\nI think my API key leaked — there were %s withdrawals to %s (%s) I didn't make.\nAPI Key: %s\nSecret Key: %s\nPlease disable it and freeze withdrawals.",
				K(r.D(8)), uid, K(fmt.Sprint(r.I(2, 6))), K(addr), coin, key, sec)
		case 1:
			return fmt.Sprintf("python-binance keeps throwing APIError(code=-2015): Invalid API-key, IP, or permissions.\n\n```python\nfrom binance.client import Client\nclient = Client(%s, %s)\nprint(client.get_account())\n```\nI whitelisted IP %s. What's wrong?",
				quoteIf(key), quoteIf(sec), K(fmt.Sprintf("%d.%d.%d.%d", r.I(20, 220), r.I(0, 255), r.I(0, 255), r.I(1, 254))))
		default:
			ts := K(fmt.Sprint(1700000000000 + r.Int64N(60000000000)))
			return fmt.Sprintf("curl -H \"X-MBX-APIKEY: %s\" -X GET 'https://api.binance.com/api/v3/account?timestamp=%s&signature=%s'\n# secret used for HMAC: %s\n{\"code\":-1022,\"msg\":\"Signature for this request is not valid.\"}",
				key, ts, K(r.S(hexA, 64)), sec)
		}
	})

	reg("coinbase_api_ticket", true, true, func(r *R, clean bool) string {
		switch r.IntN(3) {
		case 0:
			var k, s string
			if clean {
				k, s = K("CB_API_KEY"), K("CB_API_SECRET")
			} else {
				k, s = P("bearer", r.CoinbaseKey()), P("bearer", r.CoinbaseSecret())
			}
			return fmt.Sprintf("Getting 401 from Coinbase v2:\nCB-ACCESS-KEY: %s\nCB-ACCESS-SIGN: %s\nCB-ACCESS-TIMESTAMP: %s\nmy secret is %s and I'm signing timestamp+method+path+body. What am I missing?",
				k, K(r.S(hexA, 64)), K(fmt.Sprint(1700000000+r.IntN(60000000))), s)
		case 1:
			org, kid := r.UUID(), r.UUID()
			if clean {
				return fmt.Sprintf("Downloaded cdp_api_key.json: {\"name\": \"%s\", \"privateKey\": \"%s\"}. The SDK says 'invalid key format'. Do I need to convert from PEM?",
					K("organizations/"+org+"/apiKeys/"+kid), K("-----BEGIN EC PRIVATE KEY-----\\n...\\n-----END EC PRIVATE KEY-----\\n"))
			}
			return fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"privateKey\": \"%s\\n\"\n}\nThis is my Coinbase Developer Platform key file. JWT generation fails with 'asn1: structure error'. Help?",
				K("organizations/"+org+"/apiKeys/"+kid), P("bearer", r.ECPem("\\n")))
		default:
			l := pick(r, []*Loc{L("us"), L("uk"), L("ca"), L("de"), L("nl")})
			p := r.Person(l)
			tx := r.EthTx()
			s := fmt.Sprintf("Coinbase support: I sent %s ETH to the wrong network. Transaction hash %s, from %s. Case %s.", K(r.coinAmt()), K(tx), K(r.EthAddr()), K(r.D(8)))
			if !clean {
				s += r.P(" My account email is "+em(r, l, p)+".", " Please call me on "+ph(r, l)+", the chat keeps disconnecting.", " Account: "+em(r, l, p)+", phone "+ph(r, l))
			}
			return s
		}
	})

	reg("kraken_api_ticket", true, true, func(r *R, clean bool) string {
		if clean {
			return fmt.Sprintf("Kraken API returns EAPI:Invalid nonce. My nonce is %s and I use the same key on two bots. Key permissions: Query Funds, Query Open Orders. API-Sign header is %s. Do I need separate keys?",
				K(fmt.Sprint(1700000000000+r.Int64N(90000000000))), K(r.KrakenPriv()))
		}
		k, s := P("bearer", r.KrakenKey()), P("bearer", r.KrakenPriv())
		return r.P(
			fmt.Sprintf("kraken.json:\n{\n  \"key\": \"%s\",\n  \"secret\": \"%s\"\n}\nfreqtrade says '%s'. Any ideas?", k, s, K("Invalid key")),
			fmt.Sprintf("API-Key: %s\nPrivate Key: %s\nNonce window: %s\nGetting %s on AddOrder.", k, s, K("EGeneral:Permission denied"), K(fmt.Sprint(r.I(0, 10000)))),
			fmt.Sprintf("export KRAKEN_API_KEY=%s\nexport KRAKEN_PRIVATE_KEY=%s\nthen `python bot.py` -> %s", k, s, K("EAPI:Invalid key")))
	})

	reg("crypto_withdrawal_stuck", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		addr, coin := r.anyAddr()
		tx := K(r.txFor(coin))
		amt := K(r.coinAmt())
		s := r.P(
			fmt.Sprintf("Withdrew %s %s to %s, txid %s, it's been %s hours and still 'pending' on the explorer. Fee was %s.", amt, coin, K(addr), tx, K(fmt.Sprint(r.I(2, 72))), K("0.000"+r.D(2))),
			fmt.Sprintf("Deposit not credited!! network: %s\naddress: %s\nTxID: %s\namount: %s", coin, K(addr), tx, amt),
			fmt.Sprintf("My %s deposit (%s) shows %s confirmations but exchange balance is 0. Hash: %s", coin, amt, K(fmt.Sprint(r.I(1, 120))), tx))
		if !clean {
			s += r.P("\nRegistered email: "+em(r, l, p), "\nContact me: "+ph(r, l), " — account "+em(r, l, p)+", WhatsApp "+mob(r, l))
		} else {
			s += r.P("", " Memo/tag was "+K(r.D(9))+".", " UID "+K(r.DN(8)))
		}
		return s
	})

	reg("seed_phrase_scam", true, false, func(r *R, clean bool) string {
		n := r.P2(12, 24)
		seed := P("bearer", r.Seed(n))
		addr := K(r.EthAddr())
		switch r.IntN(4) {
		case 0:
			return fmt.Sprintf("A 'MetaMask support' account on Telegram asked me to 'validate' my wallet and I typed my %d words: %s\nNow %s is empty. Is there ANY way to reverse it?", n, seed, addr)
		case 1:
			return fmt.Sprintf("Is this a valid BIP39 phrase? I wrote it down on paper and I'm not sure about word %s:\n%s", K(fmt.Sprintf("#%d", r.I(1, n))), seed)
		case 2:
			pk := P("bearer", r.EthPriv())
			return fmt.Sprintf("Imported my wallet into a new phone using the private key %s but the balance shows 0 for %s. Wrong network?", pk, addr)
		default:
			return fmt.Sprintf("recovery phrase: %s\nwallet: %s (Trust Wallet)\nsomeone drained %s USDT, I need this for the police report", seed, addr, K(r.coinAmt()))
		}
	})

	reg("ccxt_config_code", true, true, func(r *R, clean bool) string {
		ex := r.P("okx", "kucoin", "bybit", "binance", "kraken", "alpaca")
		var k, s, pw string
		switch ex {
		case "okx":
			k, s, pw = r.UUID(), r.OKXSecret(), r.Password()
		case "kucoin":
			k, s, pw = r.S(hexA, 24), r.UUID(), r.Password()
		case "bybit":
			k, s = r.tok(alnumA, 18), r.tok(alnumA, 36)
		case "binance":
			k, s = r.BinanceKey(), r.BinanceKey()
		case "kraken":
			k, s = r.KrakenKey(), r.KrakenPriv()
		case "alpaca":
			k, s = r.AlpacaKeyID(), r.AlpacaSecret()
		}
		wrap := func(v string) string {
			if clean {
				return K(r.P("os.getenv('"+strings.ToUpper(ex)+"_KEY')", "config['"+ex+"']['key']", "API_KEY", "'...'"))
			}
			return "'" + P("bearer", v) + "'"
		}
		var body string
		if ex == "alpaca" {
			body = fmt.Sprintf("from alpaca.trading.client import TradingClient\nclient = TradingClient(%s, %s, paper=%s)\n%s", wrap(k), wrap(s), r.P("True", "False"), K("acct = client.get_account()"))
		} else {
			body = fmt.Sprintf("import ccxt\nexchange = ccxt.%s({\n    'apiKey': %s,\n    'secret': %s,", ex, wrap(k), wrap(s))
			if pw != "" {
				body += "\n    'password': " + wrap(pw) + ","
			}
			body += "\n    'enableRateLimit': True,\n})\n" + K("print(exchange.fetch_balance()['USDT'])")
		}
		switch r.IntN(3) {
		case 0:
			return "My trading bot won't authenticate:\n```python\n" + body + "\n```"
		case 1:
			return "Why does this raise AuthenticationError?\n\n" + body + "\n\nRunning on a VPS since " + K(r.DateISO()) + "."
		default:
			return "```\n" + body + "\n```\n" + r.P("ccxt.base.errors.AuthenticationError", "401 invalid signature", "Invalid API-key, IP, or permissions for action")
		}
	})

	reg("crypto_tax_csv", false, true, func(r *R, clean bool) string {
		var rows []string
		for i := 0; i < r.I(2, 5); i++ {
			coin := r.P("BTC", "ETH", "SOL", "USDC", "ADA")
			rows = append(rows, strings.Join([]string{K(r.DateISO() + " " + r.Time() + ":00 UTC"), K(r.coinAmt()), coin, K(plain(r.Cents(1, 9000))), "USD", K("0.0" + r.D(4)), coin, r.P("", "staking", "airdrop", "cost"), K(r.P(r.EthTx(), r.BtcTx()))}, ","))
		}
		return lines(r.P("Koinly import keeps flagging these rows as missing cost basis:", "CoinTracker CSV for form 8949 — is this format right?", "Crypto tax CSV (universal format):"),
			"Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Label,TxHash", strings.Join(rows, "\n"),
			r.P("Does staking income go on Schedule 1 line 8z?", "Tax year "+K(fmt.Sprint(r.Year()))+", FIFO.", ""))
	})

	reg("otpauth_backup", true, false, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		iss := r.P("Binance", "Coinbase", "Kraken", "Revolut", "Robinhood", "Wise", "PayPal")
		switch r.IntN(3) {
		case 0:
			e := r.Email(l, p)
			return fmt.Sprintf("Moving 2FA to a new phone. Exported from Google Authenticator:\n%s%s:%s?secret=%s&%s\nCan I just paste this into Authy?", K("otpauth://totp/"), iss, P("email", e), P("bearer", r.TOTPSeed()), K("issuer="+iss))
		case 1:
			return fmt.Sprintf("%s 2FA setup key (in case I lose my phone): %s\nis it ok to keep this in my notes app? Current code shows %s.", K(iss), P("bearer", r.TOTPSeedSpaced()), K(r.D(3)+" "+r.D(3)))
		default:
			return fmt.Sprintf("My %s account %s — authenticator secret was %s, I restored it but codes are rejected (%s, %s). Is it a time sync issue?", K(iss), em(r, l, p), P("bearer", r.TOTPSeed()), K(r.D(6)), K(r.D(6)))
		}
	})

	reg("backup_codes_list", true, false, func(r *R, clean bool) string {
		iss := r.P("Coinbase", "Kraken", "Gemini", "Google", "Revolut", "Crypto.com", "Bitstamp")
		st := r.IntN(4)
		var codes []string
		numbered := r.C(0.5)
		for i := 0; i < r.I(4, 10); i++ {
			c := P("bearer", r.BackupCode(st))
			switch {
			case numbered:
				codes = append(codes, fmt.Sprintf("%d. %s", i+1, c))
			default:
				codes = append(codes, c)
			}
		}
		if numbered {
			return r.P("Saving my "+K(iss)+" backup codes here so I don't lose them:\n", K(iss)+" 2FA recovery codes (each usable once):\n") + strings.Join(codes, "\n")
		}
		iss = K(iss)
		return r.P("Saving my "+iss+" backup codes here so I don't lose them:\n", iss+" 2FA recovery codes (each usable once):\n", "Are these "+iss+" backup codes still valid after I reset my password?\n") + strings.Join(codes, r.P("\n", "\n", "  ")) + r.P("", "\nGenerated "+K(r.DateISO()))
	})

	reg("etherscan_infura_dev", true, true, func(r *R, clean bool) string {
		addr := K(r.EthAddr())
		var ek, inf string
		if clean {
			ek, inf = K("YourApiKeyToken"), K("<PROJECT_ID>")
		} else {
			ek, inf = P("bearer", r.EtherscanKey()), P("bearer", r.InfuraID())
		}
		return r.P(
			fmt.Sprintf("https://api.etherscan.io/api?module=account&action=txlist&address=%s&startblock=0&endblock=99999999&sort=asc&apikey=%s returns 'NOTOK'. Rate limit?", addr, ek),
			fmt.Sprintf("const provider = new ethers.JsonRpcProvider(\"https://mainnet.infura.io/v3/%s\");\nconst bal = await provider.getBalance(\"%s\");\n// error: project ID does not have access", inf, addr),
			fmt.Sprintf("ETHERSCAN_API_KEY=%s\nINFURA_PROJECT_ID=%s\nI'm pulling my wallet %s history for taxes. Which endpoint gives internal txs?", ek, inf, addr))
	})

	reg("wallet_address_question", false, true, func(r *R, clean bool) string {
		return r.P(
			fmt.Sprintf("Is %s a SegWit address? My exchange only supports legacy (%s) withdrawals.", K("bc1q"+r.S(bech32A, 38)), K("1"+r.S(b58A, 33))),
			fmt.Sprintf("I sent USDT to %s on TRON but the recipient gave me %s (ERC20). Tx %s. Lost?", K(r.TronAddr()), K(r.EthAddr()), K(r.BtcTx())),
			fmt.Sprintf("Solana tx %s failed with 'insufficient funds for rent' — wallet %s has %s SOL.", K(r.S(b58A, 87)), K(r.SolAddr()), K(r.coinAmt())),
			fmt.Sprintf("For the IRS question 'did you receive, sell, exchange digital assets' — I only moved BTC between my own wallets (%s → %s, tx %s). Is that a yes?", K(r.BtcAddr()), K(r.BtcAddr()), K(r.BtcTx())),
			fmt.Sprintf("ENS %s resolves to %s — can I use that as the payout address on an invoice?", K(strings.ToLower(pick(r, L("us").First))+".eth"), K(r.EthAddr())))
	})

	reg("exchange_kyc_support", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		ex := r.P("Binance", "Bitso", "Mercado Bitcoin", "WazirX", "CoinDCX", "Coins.ph", "Luno", "bitFlyer", "Bitvavo", "Zonda")
		ticket := K(r.P("#", "Ticket ", "Case ID ") + r.D(r.I(7, 10)))
		s := fmt.Sprintf("%s KYC rejected for the %s time. %s. UID %s. Reason: '%s'.", ex, r.P("second", "third", "fourth"), ticket, K(r.DN(8)), r.P("document unclear", "selfie mismatch", "address proof older than 3 months", "name mismatch"))
		if !clean {
			switch r.IntN(3) {
			case 0:
				s += " Registered email " + em(r, l, p) + ", phone " + ph(r, l) + "."
			case 1:
				s += " They say the phone " + ph(r, l) + " is already linked to another account — it's mine!"
			default:
				s += " Please reply to " + em(r, l, p) + " not the old address."
			}
		} else {
			s += r.P(" Withdrawal limit stuck at "+r.M(l, 100, 5000)+".", " Submitted on "+K(l.Date(r))+".", "")
		}
		return s
	})
}

func quoteIf(s string) string {
	if strings.HasPrefix(s, "\x01") {
		return "\"" + s + "\""
	}
	return s
}
