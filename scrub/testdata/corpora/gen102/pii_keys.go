package main

import (
	"fmt"
	"strings"
)

func binKey() string    { return alnumMixed(64) }
func bybitKey() string  { return alnumMixed(18) }
func bybitSec() string  { return alnumMixed(36) }
func okxSec() string    { return hexU(32) }
func kucoinKey() string { return hexs(24) }
func krakenKey() string { return b64std(42) }
func krakenSec() string { return b64std(64) }
func gateKey() string   { return hexs(32) }
func gateSec() string   { return hexs(64) }
func sym() string {
	return pick("BTCUSDT", "ETHUSDT", "SOLUSDT", "BNBUSDT", "XRPUSDT", "DOGEUSDT", "ARBUSDT", "LINKUSDT")
}

func keyTemplates() []tmpl {
	return []tmpl{
		{"ccxt_python_binance", func(b *B) string {
			return fmt.Sprintf("import ccxt\n\nexchange = ccxt.binance({\n    'apiKey': '%s',\n    'secret': '%s',\n    'options': {'defaultType': 'future'},\n})\norder = exchange.create_order('%s', 'limit', 'buy', %s, %s)\n# last fill orderId %s",
				b.Bearer(binKey()), b.Bearer(binKey()), b.K(pick("BTC/USDT", "ETH/USDT", "SOL/USDT")), fmt.Sprintf("0.%03d", rng(1, 999)), b.K(price()), b.K(binOrderID()))
		}},
		{"ccxt_js_okx", func(b *B) string {
			return fmt.Sprintf("const okx = new ccxt.okx({\n  apiKey: \"%s\",\n  secret: \"%s\",\n  password: \"%s\", // API passphrase\n});\nconst bal = await okx.fetchBalance(); // ordId %s",
				b.Bearer(uuid()), b.Bearer(okxSec()), b.Bearer(passphrase()), b.K(okxOrdID()))
		}},
		{"env_binance", func(b *B) string {
			return fmt.Sprintf("# .env for grid bot v%s\nBINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s\nSYMBOL=%s\nGRID_LOWER=%s\nGRID_UPPER=%s\nTESTNET=false",
				b.K(ver()), b.Bearer(binKey()), b.Bearer(binKey()), sym(), b.K(price()), b.K(price()))
		}},
		{"curl_binance_signed", func(b *B) string {
			ts := unixMs()
			return fmt.Sprintf("curl -H \"X-MBX-APIKEY: %s\" -X POST 'https://api.binance.com/api/v3/order?symbol=%s&side=BUY&type=MARKET&quoteOrderQty=%d&timestamp=%s&signature=%s'",
				b.Bearer(binKey()), sym(), rng(10, 5000), b.K(ts), hexs(64))
		}},
		{"pybit_bybit", func(b *B) string {
			return fmt.Sprintf("from pybit.unified_trading import HTTP\nsession = HTTP(\n    testnet=False,\n    api_key=\"%s\",\n    api_secret=\"%s\",\n)\nprint(session.get_wallet_balance(accountType=\"UNIFIED\"))  # orderId %s",
				b.Bearer(bybitKey()), b.Bearer(bybitSec()), b.K(uuid()))
		}},
		{"kucoin_env", func(b *B) string {
			return fmt.Sprintf("KUCOIN_API_KEY=%s\nKUCOIN_API_SECRET=%s\nKUCOIN_API_PASSPHRASE=%s\nKUCOIN_API_KEY_VERSION=2\n# sub-account uid %s",
				b.Bearer(kucoinKey()), b.Bearer(uuid()), b.Bearer(passphrase()), b.K(uid()))
		}},
		{"kraken_yaml", func(b *B) string {
			return fmt.Sprintf("exchanges:\n  kraken:\n    key: %s\n    secret: %s\n    pairs: [XBTUSD, ETHUSD]\n    min_order: %s\n# last txid %s",
				b.Bearer(krakenKey()), b.Bearer(krakenSec()), b.K(fmt.Sprintf("0.%04d", rng(1, 500))), b.K(krakenTxid()))
		}},
		{"coinbase_cdp_json", func(b *B) string {
			body := pemBodyEC()
			var lines []string
			for i := 0; i < len(body); i += 64 {
				e := i + 64
				if e > len(body) {
					e = len(body)
				}
				lines = append(lines, body[i:e])
			}
			v := strings.Join(lines, `\n`)
			return fmt.Sprintf("cat ~/Downloads/cdp_api_key.json\n{\n   \"name\": \"%s\",\n   \"privateKey\": \"-----BEGIN EC PRIVATE KEY-----\\n%s\\n-----END EC PRIVATE KEY-----\\n\"\n}",
				b.K(cdpKeyName()), b.Bearer(v))
		}},
		{"coinbase_legacy_keys", func(b *B) string {
			return fmt.Sprintf("Old Coinbase Pro keys still in my notes, are they dead after the migration?\nAPI key: %s\nAPI secret: %s\nPassphrase: %s",
				b.Bearer(hexs(32)), b.Bearer(b64std(64)), b.Bearer(fromSet(setLowNum, 11)))
		}},
		{"gateio_keys", func(b *B) string {
			return fmt.Sprintf("gate_api:\n  host: https://api.gateio.ws/api/v4\n  key: \"%s\"\n  secret: \"%s\"\n  settle: usdt\n  contract: %s",
				b.Bearer(gateKey()), b.Bearer(gateSec()), b.K(pick("BTC_USDT", "ETH_USDT", "DOGE_USDT")))
		}},
		{"bitget_keys", func(b *B) string {
			return fmt.Sprintf("BITGET_ACCESS_KEY=%s\nBITGET_SECRET_KEY=%s\nBITGET_PASSPHRASE=%s\nPRODUCT_TYPE=USDT-FUTURES",
				b.Bearer("bg_"+hexs(32)), b.Bearer(hexs(64)), b.Bearer(passphrase()))
		}},
		{"mexc_keys", func(b *B) string {
			return fmt.Sprintf("mexc = {\"access_key\": \"%s\", \"secret_key\": \"%s\"}  # spot v3, recvWindow=%d",
				b.Bearer("mx0v"+alnumMixed(14)), b.Bearer(hexs(32)), rng(5000, 60000))
		}},
		{"okx_curl_headers", func(b *B) string {
			return fmt.Sprintf("curl https://www.okx.com/api/v5/account/balance \\\n  -H 'OK-ACCESS-KEY: %s' \\\n  -H 'OK-ACCESS-SIGN: %s' \\\n  -H 'OK-ACCESS-TIMESTAMP: %s' \\\n  -H 'OK-ACCESS-PASSPHRASE: %s'",
				b.Bearer(uuid()), b64std(32), b.K(tsISO()), b.Bearer(passphrase()))
		}},
		{"leaked_key_ticket", func(b *B) string {
			return fmt.Sprintf("URGENT: I accidentally pushed my API key to a public GitHub repo. Key: %s Secret: %s. Please revoke it and freeze withdrawals. Whitelisted IP was %s. UID %s",
				b.Bearer(binKey()), b.Bearer(binKey()), b.K(fmt.Sprintf("34.%d.%d.%d", rng(1, 254), rng(1, 254), rng(1, 254))), b.K(uid()))
		}},
		{"hummingbot_conf", func(b *B) string {
			return fmt.Sprintf("# conf/connectors/binance.yml\nconnector: binance\nbinance_api_key: %s\nbinance_api_secret: %s\n# strategy pure_market_making, bid_spread %s, order_amount %s",
				b.Bearer(binKey()), b.Bearer(binKey()), b.K(fmt.Sprintf("0.%03d", rng(1, 999))), b.K(fmt.Sprintf("%d.%d", rng(1, 50), rng(0, 9))))
		}},
		{"freqtrade_config", func(b *B) string {
			return fmt.Sprintf(`{
  "max_open_trades": %d,
  "stake_currency": "USDT",
  "exchange": {
    "name": "%s",
    "key": "%s",
    "secret": "%s",
    "pair_whitelist": ["BTC/USDT", "ETH/USDT"]
  },
  "telegram": {"enabled": true, "token": "%s", "chat_id": "%s"},
  "api_server": {"enabled": true, "listen_port": 8080, "jwt_secret_key": "%s", "username": "freqtrader", "password": "%s"}
}`, rng(3, 10), pick("binance", "bybit", "kucoin"), b.Bearer(binKey()), b.Bearer(binKey()), b.Bearer(tgToken()), b.K(nzdigits(10)), b.Bearer(hexs(64)), b.Bearer(password()))
		}},
		{"threecommas_keys", func(b *B) string {
			return fmt.Sprintf("3commas API (read+trade): APIKEY %s\nSECRET %s\nbot_id %s, deal_id %s",
				b.Bearer(hexs(64)), b.Bearer(hexs(256)), b.K(fmt.Sprint(rng(10000000, 15999999))), b.K(fmt.Sprint(rng(2000000000, 2299999999))))
		}},
		{"tradingview_webhook", func(b *B) string {
			return fmt.Sprintf(`{"passphrase": "%s", "time": "{{timenow}}", "exchange": "BYBIT", "ticker": "%s", "strategy": {"order_action": "buy", "order_contracts": %s, "order_price": %s}}`,
				b.Bearer(passphrase()+fromSet(setAlnum, 4)), sym(), b.K(fmt.Sprintf("%d.%03d", rng(0, 5), rng(1, 999))), b.K(price()))
		}},
		{"go_binance_client", func(b *B) string {
			return fmt.Sprintf("package main\n\nimport \"github.com/adshao/go-binance/v2\"\n\nvar (\n\tapiKey    = \"%s\"\n\tsecretKey = \"%s\"\n)\n\nfunc main() {\n\tclient := binance.NewClient(apiKey, secretKey)\n\t_ = client // orderId %s\n}",
				b.Bearer(binKey()), b.Bearer(binKey()), b.K(binOrderID()))
		}},
		{"node_binance_connector", func(b *B) string {
			return fmt.Sprintf("const { Spot } = require('@binance/connector')\nconst client = new Spot('%s', '%s')\nclient.newOrder('%s', 'SELL', 'LIMIT', { price: '%s', quantity: %d, timeInForce: 'GTC' })",
				b.Bearer(binKey()), b.Bearer(binKey()), sym(), b.K(price()), rng(1, 100))
		}},
		{"docker_compose_bot", func(b *B) string {
			return fmt.Sprintf("services:\n  bot:\n    image: ghcr.io/acme/perp-bot:%s\n    environment:\n      - BYBIT_API_KEY=%s\n      - BYBIT_API_SECRET=%s\n      - LEVERAGE=%d\n    ports:\n      - \"127.0.0.1:9%03d:9000\"",
				b.K(ver()), b.Bearer(bybitKey()), b.Bearer(bybitSec()), rng(2, 25), rng(0, 999))
		}},
		{"copy_trading_signup", func(b *B) string {
			return fmt.Sprintf("Joining your copy-trading group as you said. Here are my Bybit API details (read+trade, no withdraw):\nAPI Key - %s\nSecret - %s\nTelegram %s, balance %s",
				b.Bearer(bybitKey()), b.Bearer(bybitSec()), b.K("@"+pick("cryptoking", "satsboy", "moonlady", "perp_ape")+digits(3)), b.K(usdt()))
		}},
		{"tg_bot_connect_cmd", func(b *B) string {
			return fmt.Sprintf("%s user: /connect binance %s %s\n%s bot: ✅ Connected. Futures balance %s. Max position %s.",
				timeHM(), b.Bearer(binKey()), b.Bearer(binKey()), timeHM(), b.K(usdt()), b.K(fmt.Sprintf("%d%%", rng(5, 50))))
		}},
		{"coinbase_commerce_webhook", func(b *B) string {
			return fmt.Sprintf("COINBASE_COMMERCE_API_KEY=%s\nCOINBASE_COMMERCE_WEBHOOK_SECRET=%s\n# charge code %s",
				b.Bearer(uuid()), b.Bearer(uuid()), b.K(fromSet(setUpNum, 8)))
		}},
		{"kraken_api_python", func(b *B) string {
			return fmt.Sprintf("import krakenex\nk = krakenex.API(key='%s', secret='%s')\nprint(k.query_private('Balance'))  # refid %s",
				b.Bearer(krakenKey()), b.Bearer(krakenSec()), b.K(krakenTxid()))
		}},
	}
}
