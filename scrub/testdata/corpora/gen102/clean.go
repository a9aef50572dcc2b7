package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	return []tmpl{
		{"c_etherscan_tx", func(b *B) string {
			return fmt.Sprintf("Transaction Hash: %s\nStatus: Success\nBlock: %s (%d Block Confirmations)\nFrom: %s\nTo: %s\nValue: %s ($%s)\nTransaction Fee: 0.000%s ETH\nGas Price: %s",
				b.K(txHash()), b.K(blockNum()), rng(1, 50000), b.K(evmAddr()), b.K(pickL(wellKnown)), b.K(ethAmt()), b.K(commas(rng(10, 90000))+".00"), b.K(digits(9)), b.K(gwei()))
		}},
		{"c_mempool_tx", func(b *B) string {
			return fmt.Sprintf("txid %s\nfirst seen %s, confirmed in block %s\ninputs: %s (%d.%08d BTC)\noutputs: %s, %s\nfee %d sat/vB, vsize %d vB",
				b.K(btcTxid()), b.K(date()), b.K(btcHeight()), b.K(btcAddr()), rng(0, 3), rng(1, 99999999), b.K(btcAddr()), b.K(btcAddr()), rng(1, 120), rng(110, 900))
		}},
		{"c_gas_report", func(b *B) string {
			var rows []string
			rows = append(rows, "·-----------------------|-------------|-------------|-------------|---------------|")
			rows = append(rows, "|  Methods              ·  Min        ·  Max        ·  Avg        ·  usd (avg)    |")
			for _, m := range []string{"approve", "deposit", "withdraw", "swapExactTokensForTokens"} {
				a := rng(24000, 190000)
				rows = append(rows, fmt.Sprintf("|  %-21s·  %-11d·  %-11d·  %-11s·  %-13s|", m, a, a+rng(0, 30000), b.K(fmt.Sprint(a+rng(1, 9000))), fmt.Sprintf("%d.%02d", rng(0, 30), rng(0, 99))))
			}
			rows = append(rows, fmt.Sprintf("|  Gas price: %s · ETH/USD %s", b.K(gwei()), b.K(price())))
			return strings.Join(rows, "\n")
		}},
		{"c_forge_test", func(b *B) string {
			return fmt.Sprintf("Ran 4 tests for test/Vault.t.sol:VaultTest\n[PASS] testDeposit() (gas: %d)\n[PASS] testFuzz_Withdraw(uint256) (runs: 256, μ: %d, ~: %d)\n[FAIL: revert: ERC20: insufficient allowance] testRedeem() (gas: %d)\n[PASS] testSharePrice() (gas: %d)\nSuite result: FAILED. 3 passed; 1 failed; 0 skipped; finished in %d.%02dms (%s CPU time)",
				rng(30000, 300000), rng(30000, 300000), rng(30000, 300000), rng(30000, 300000), rng(30000, 300000), rng(1, 900), rng(0, 99), b.K(fmt.Sprintf("%d.%02dms", rng(1, 900), rng(0, 99))))
		}},
		{"c_geth_log", func(b *B) string {
			var ls []string
			for i := 0; i < 3; i++ {
				ls = append(ls, fmt.Sprintf("INFO [%s|%s:%02d.%03d] Imported new potential chain segment number=%s hash=%s blocks=1 txs=%d mgas=%d.%03d elapsed=%dms",
					date()[5:], timeHM(), rng(0, 59), rng(0, 999), b.K(blockNum()), b.K("0x"+hexs(6)+".."+hexs(6)), rng(20, 400), rng(1, 30), rng(0, 999), rng(10, 900)))
			}
			return strings.Join(ls, "\n")
		}},
		{"c_getblockchaininfo", func(b *B) string {
			return fmt.Sprintf(`{"chain": "main", "blocks": %s, "headers": %s, "bestblockhash": "%s", "difficulty": %d.%d, "verificationprogress": 0.9999%d, "size_on_disk": %d, "pruned": false}`,
				b.K(btcHeight()), b.K(btcHeight()), b.K("00000000000000000"+hexs(47)), rng(80, 130)*1000000000000, rng(0, 999), rng(100, 999), rng(600, 750)*1000000000)
		}},
		{"c_binance_order_resp", func(b *B) string {
			return fmt.Sprintf(`{"symbol":"%s","orderId":%s,"orderListId":-1,"clientOrderId":"%s","transactTime":%s,"price":"%s","origQty":"0.%05d","executedQty":"0.%05d","status":"FILLED","type":"LIMIT","side":"BUY"}`,
				sym(), b.K(binOrderID()), b.K("x-"+fromSet(setAlnum, 22)), b.K(unixMs()), b.K(price()), rng(1, 99999), rng(1, 99999))
		}},
		{"c_okx_fills_csv", func(b *B) string {
			rows := []string{"ordId,tradeId,instId,side,fillPx,fillSz,fee,ts"}
			for i := 0; i < rng(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%d.%04d,-%d.%06d,%s", b.K(okxOrdID()), b.K(fmt.Sprint(rng(100000000, 999999999))), pick("BTC-USDT", "ETH-USDT-SWAP", "SOL-USDT"), pick("buy", "sell"), price(), rng(0, 9), rng(0, 9999), rng(0, 9), rng(0, 999999), b.K(unixMs())))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_withdrawal_ticket_masked", func(b *B) string {
			return fmt.Sprintf("Ticket #%s — Hello, your withdrawal of %s (network %s) to %s was completed on %s. TxID: %s. Notification sent to %s. Phone on file: %s.",
				b.K(ticketNo()), b.K(usdt()), "TRC20", b.K(tronAddr()), b.K(date()), b.K(hexs(64)), b.K(pick("jo", "ma", "ch", "ng", "ah")+"****@"+pick("gmail.com", "outlook.com", "yahoo.com")), b.K("+"+pick("44", "1", "65", "971")+" ****** "+digits(2)+digits(2)))
		}},
		{"c_env_placeholders", func(b *B) string {
			return fmt.Sprintf("# .env.example — copy to .env and fill in\nPRIVATE_KEY=%s\nMAINNET_RPC_URL=%s\nETHERSCAN_API_KEY=%s\nBINANCE_API_KEY=\nBINANCE_API_SECRET=\nTELEGRAM_BOT_TOKEN=%s\nCHAIN_ID=%s",
				b.K(pick("your_private_key_here", "<YOUR_PRIVATE_KEY>", "0xYOUR_PRIVATE_KEY")), b.K(pick("https://mainnet.infura.io/v3/YOUR_INFURA_PROJECT_ID", "https://eth-mainnet.g.alchemy.com/v2/<your-alchemy-key>", "https://mainnet.infura.io/v3/${INFURA_KEY}")), b.K(pick("YOUR_ETHERSCAN_API_KEY", "<etherscan-key>", "xxxxxxxxxxxxxxxx")), b.K(pick("123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11", "<bot-token>", "${TG_TOKEN}")), b.K(chainID()))
		}},
		{"c_ccxt_env_refs", func(b *B) string {
			return fmt.Sprintf("import os, ccxt\nex = ccxt.%s({\n    'apiKey': os.environ['API_KEY'],\n    'secret': os.environ['API_SECRET'],\n    'enableRateLimit': True,\n})\nprint(ex.fetch_ticker('%s')['last'])  # e.g. %s",
				pick("binance", "kraken", "bybit", "okx"), pick("BTC/USDT", "ETH/USDT"), b.K(price()))
		}},
		{"c_hardhat_env_refs", func(b *B) string {
			return fmt.Sprintf("require(\"dotenv\").config();\nmodule.exports = {\n  solidity: \"%s\",\n  networks: { sepolia: { url: process.env.SEPOLIA_RPC_URL, accounts: [process.env.PRIVATE_KEY], chainId: 11155111 } },\n  etherscan: { apiKey: process.env.ETHERSCAN_API_KEY },\n};",
				b.K("0.8."+fmt.Sprint(rng(19, 28))))
		}},
		{"c_portfolio_csv", func(b *B) string {
			rows := []string{"date,asset,qty,price_usd,value_usd,wallet"}
			for i := 0; i < rng(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%d.%06d,%s,%s,%s", b.K(date()), pick("BTC", "ETH", "SOL", "USDC"), rng(0, 90), rng(0, 999999), price(), b.K(commas(rng(100, 900000))+".00"), b.K(evmAddr())))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_dex_quote", func(b *B) string {
			return fmt.Sprintf("Swap %s → %s USDC via Uniswap v3 (0.05%% pool %s). Price impact %d.%02d%%, min received %s USDC, route fee tier 500, deadline %s",
				b.K(ethAmt()), b.K(commas(rng(100, 90000))+"."+digits(6)), b.K(evmAddr()), rng(0, 3), rng(0, 99), b.K(commas(rng(100, 90000))+"."+digits(2)), b.K(fmt.Sprint(unixS())))
		}},
		{"c_price_alert", func(b *B) string {
			return fmt.Sprintf("🚨 %s crossed %s (+%d.%02d%% 24h). Vol %sB. Funding %s%%. OI %s. Next funding %s UTC.",
				sym(), b.K(price()), rng(0, 20), rng(0, 99), b.K(fmt.Sprintf("%d.%02d", rng(1, 80), rng(0, 99))), b.K(fmt.Sprintf("0.0%03d", rng(1, 999))), b.K(usd()), b.K(timeHM()))
		}},
		{"c_staking_rewards", func(b *B) string {
			return fmt.Sprintf("Validator %d (%s): epoch %d, attestation reward %d gwei, effective balance 32 ETH, withdrawal address %s, status active_ongoing since %s",
				rng(100000, 1900000), b.K(blsPubkey()), rng(250000, 380000), rng(10000, 20000), b.K(evmAddr()), b.K(date()))
		}},
		{"c_deposit_data", func(b *B) string {
			return fmt.Sprintf(`[{"pubkey": "%s", "withdrawal_credentials": "01%s%s", "amount": 32000000000, "signature": "%s", "deposit_message_root": "%s", "deposit_data_root": "%s", "fork_version": "00000000", "network_name": "mainnet", "deposit_cli_version": "%s"}]`,
				b.K(blsPubkey()[2:]), strings.Repeat("0", 22), b.K(hexs(40)), b.K(hexs(192)), b.K(hexs(64)), b.K(hexs(64)), b.K(ver()))
		}},
		{"c_ens_lookup", func(b *B) string {
			return fmt.Sprintf("%s resolves to %s (registered %s, expires %s). Reverse record set. Avatar: ipfs://%s. Content hash points to %s",
				b.K(ens()), b.K(evmAddr()), b.K(date()), b.K(date()), b.K(ipfsCID()), b.K(ipfsCID()))
		}},
		{"c_erc20_log", func(b *B) string {
			return fmt.Sprintf(`{"address":"%s","topics":["%s","0x000000000000000000000000%s","0x000000000000000000000000%s"],"data":"0x%s","blockNumber":"0x%x","transactionHash":"%s","logIndex":"0x%x"}`,
				b.K(pickL(wellKnown)), b.K(transferTopic), b.K(hexs(40)), b.K(hexs(40)), b.K(hexs(64)), rng(19000000, 22999999), b.K(txHash()), rng(0, 400))
		}},
		{"c_abi_snippet", func(b *B) string {
			return fmt.Sprintf("function transfer(address to, uint256 amount) → selector %s\nfunction approve(address,uint256) → 0x095ea7b3\nevent Transfer(address indexed,address indexed,uint256) → topic0 %s\ncalldata: 0xa9059cbb000000000000000000000000%s%s",
				b.K("0xa9059cbb"), b.K(transferTopic), b.K(hexs(40)), b.K(hexs(64)))
		}},
		{"c_lightning_invoice", func(b *B) string {
			return fmt.Sprintf("Invoice: lnbc%du1p%s\namount: %d sat, expiry %ds, payment_hash %s, payee %s, route hint via %s",
				rng(1, 900), b.K(fromSet(bech32Chars, 180)), rng(100, 900000), rng(600, 86400), b.K(hexs(64)), b.K(pubCompressed()), b.K(fmt.Sprintf("%dx%dx%d", rng(700000, 900000), rng(1, 3000), rng(0, 3))))
		}},
		{"c_lnd_getinfo", func(b *B) string {
			return fmt.Sprintf(`{"version": "0.18.%d-beta commit=v0.18.%d-beta", "identity_pubkey": "%s", "alias": "%s", "num_active_channels": %d, "num_peers": %d, "block_height": %s, "block_hash": "%s", "synced_to_chain": true}`,
				rng(0, 4), rng(0, 4), b.K(pubCompressed()), pick("sats-garden", "⚡️ NodeRunner", "zeus-ln", "RoastedBeans"), rng(1, 90), rng(1, 40), b.K(btcHeight()), b.K("00000000000000000"+hexs(47)))
		}},
		{"c_watch_only_xpub", func(b *B) string {
			return fmt.Sprintf("Sparrow watch-only wallet: descriptor wpkh([%s/84h/0h/0h]%s/<0;1>/*)#%s — first receive %s, change %s. Fingerprint only, no private keys on this laptop.",
				b.K(hexs(8)), b.K(xpub()), b.K(fromSet("abcdefghijklmnopqrstuvwxyz0123456789", 8)), b.K(btcAddr()), b.K(btcAddr()))
		}},
		{"c_solana_explorer", func(b *B) string {
			return fmt.Sprintf("Signature %s\nResult: Success | Slot %d | Fee 0.000005 SOL | Signer %s\nProgram: %s\nToken transfer: %d.%06d USDC to %s",
				b.K(solSig()), rng(250000000, 330000000), b.K(solAddr()), b.K(pick("JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4", "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")), rng(1, 90000), rng(0, 999999), b.K(solAddr()))
		}},
		{"c_tron_tx", func(b *B) string {
			return fmt.Sprintf("TRC20 transfer %s from %s to %s, energy used %d, bandwidth %d, fee %d.%d TRX, block %d, hash %s",
				b.K(usdt()), b.K(tronAddr()), b.K(tronAddr()), rng(14000, 65000), rng(200, 400), rng(0, 30), rng(0, 9), rng(60000000, 75000000), b.K(hexs(64)))
		}},
		{"c_tax_summary_masked", func(b *B) string {
			return fmt.Sprintf("%d Crypto Tax Report — taxpayer SSN ***-**-%s\nShort-term gains: %s\nLong-term gains: %s\nOrdinary income (staking): %s\nTransactions: %d | Wallets: %d | Report id %s",
				rng(2023, 2025), b.K(digits(4)), b.K(usd()), b.K(usd()), b.K(usd()), rng(100, 9000), rng(1, 20), b.K(uuid()))
		}},
		{"c_card_topup_masked", func(b *B) string {
			return fmt.Sprintf("Top-up successful: %s added to your card %s from %s. Available balance %s. Reference %s. Cashback %d%% in CRO.",
				b.K(usd()), b.K(maskedCard()), b.K(usdt()), b.K(usd()), b.K(fromSet(setUpNum, 12)), rng(1, 5))
		}},
		{"c_p2p_order_summary", func(b *B) string {
			return fmt.Sprintf("P2P order %s completed. You bought %s at %s NGN. Payment method: Bank Transfer. Release time %d min. Merchant %s (%d orders, %d.%d%% completion).",
				b.K("2"+digits(19)), b.K(usdt()), b.K(commas(rng(1400, 1700))+"."+digits(2)), rng(1, 30), b.K(pick("SwiftPay", "NaijaOTC", "Trusted_Kay")+digits(2)), rng(100, 9000), rng(90, 99), rng(0, 9))
		}},
		{"c_support_macro", func(b *B) string {
			return fmt.Sprintf("Macro KYC-REJECT-%d: Hi {{ticket.requester.first_name}}, we could not verify your document. Please re-upload at {{kyc_link}} and reply from {{ticket.requester.email}}. Never share your password, 2FA codes or recovery phrase with anyone — staff will never ask. Ticket {{ticket.id}}, SLA %dh.",
				rng(1, 40), rng(4, 72))
		}},
		{"c_kyc_webhook", func(b *B) string {
			return fmt.Sprintf(`{"type":"applicantReviewed","applicantId":"%s","inspectionId":"%s","externalUserId":"%s","levelName":"basic-kyc-level","reviewResult":{"reviewAnswer":"GREEN"},"createdAtMs":"%s"}`,
				b.K(hexs(24)), b.K(hexs(24)), b.K("uid-"+uid()), b.K(unixMs()))
		}},
		{"c_otc_quote_board", func(b *B) string {
			var rows []string
			for _, a := range []string{"BTC", "ETH", "SOL", "USDT/AED"} {
				rows = append(rows, fmt.Sprintf("%-9s bid %-12s ask %-12s size %s", a, price(), b.K(price()), b.K(commas(rng(1, 500))+"k")))
			}
			return "OTC indicative (" + b.K(date()) + " " + timeHM() + " UTC)\n" + strings.Join(rows, "\n")
		}},
		{"c_airdrop_claim", func(b *B) string {
			return fmt.Sprintf(`claim(index=%d, account=%s, amount=%s, merkleProof=["%s","%s","%s"])`,
				rng(0, 200000), b.K(evmAddr()), b.K(fmt.Sprint(rng(1, 9000))+"000000000000000000"), b.K(txHash()), b.K(txHash()), b.K(txHash()))
		}},
		{"c_safe_tx", func(b *B) string {
			return fmt.Sprintf("Safe %s (2/3) — queued tx nonce %d\nsafeTxHash: %s\nto: %s value: 0 data: 0xa9059cbb…\nsigners: %s, %s\nconfirmations 1/2",
				b.K(evmAddr()), rng(0, 400), b.K(txHash()), b.K(pickL(wellKnown)), b.K(evmAddr()), b.K(evmAddr()))
		}},
		{"c_rpc_request", func(b *B) string {
			return fmt.Sprintf(`curl -s -X POST https://%s -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","method":"eth_getBalance","params":["%s","latest"],"id":1}'
{"jsonrpc":"2.0","id":1,"result":"0x%x"}`,
				b.K(pick("cloudflare-eth.com", "rpc.ankr.com/eth", "ethereum-rpc.publicnode.com", "eth.llamarpc.com", "mainnet.base.org")), b.K(evmAddr()), r.Int63())
		}},
		{"c_block_header", func(b *B) string {
			return fmt.Sprintf(`{"number":"0x%x","hash":"%s","parentHash":"%s","miner":"%s","gasUsed":"0x%x","gasLimit":"0x1c9c380","baseFeePerGas":"0x%x","timestamp":"0x%x"}`,
				rng(19000000, 22999999), b.K(txHash()), b.K(txHash()), b.K(evmAddr()), rng(1000000, 30000000), rng(100000000, 90000000000), unixS())
		}},
		{"c_nft_metadata", func(b *B) string {
			return fmt.Sprintf(`{"name":"%s #%d","description":"Genesis collection","image":"ipfs://%s","attributes":[{"trait_type":"Background","value":"%s"},{"trait_type":"Serial","value":"%s"}],"contract":"%s"}`,
				pick("Pixel Owls", "Lunar Apes", "Shard", "Ronin Cats"), rng(1, 9999), b.K(ipfsCID()), pick("Teal", "Sunset", "Void"), b.K(fmt.Sprintf("%04d-%04d", rng(1, 9999), rng(1, 9999))), b.K(evmAddr()))
		}},
		{"c_scam_warning", func(b *B) string {
			return fmt.Sprintf("⚠️ Warning: we will never DM you first. Support will never ask for your seed phrase, private key or 2FA code. Fake 'recovery' sites like %s use addresses such as %s — report them. Official domain only. Posted %s.",
				b.K(pick("metamask-restore.help", "walletsync-node.net", "ledger-recover.live")), b.K(evmAddr()), b.K(date()))
		}},
		{"c_bot_trade_log", func(b *B) string {
			var ls []string
			for i := 0; i < 3; i++ {
				ls = append(ls, fmt.Sprintf("%s INFO grid: filled %s %s qty=0.%04d px=%s orderId=%s pnl=%s", b.K(tsISO()), pick("BUY", "SELL"), sym(), rng(1, 9999), b.K(price()), b.K(binOrderID()), fmt.Sprintf("%+d.%02d", rng(-50, 50), rng(0, 99))))
			}
			return strings.Join(ls, "\n")
		}},
		{"c_funding_table", func(b *B) string {
			rows := []string{"| Exchange | Symbol | Funding | Next | OI (USD) |", "|---|---|---|---|---|"}
			for i := 0; i < 4; i++ {
				rows = append(rows, fmt.Sprintf("| %s | %s | %s%% | %s | %s |", exch(), sym(), b.K(fmt.Sprintf("0.0%03d", rng(1, 999))), timeHM(), b.K(commas(rng(1000000, 900000000)))))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_chainlist_config", func(b *B) string {
			return fmt.Sprintf(`{"chainId": %s, "name": "%s", "rpc": ["%s", "%s"], "nativeCurrency": {"symbol": "ETH", "decimals": 18}, "explorers": [{"url": "%s"}]}`,
				b.K(chainID()), pick("Base", "Arbitrum One", "Optimism", "Linea"), b.K(pick("https://mainnet.base.org", "https://arb1.arbitrum.io/rpc", "https://mainnet.optimism.io", "https://rpc.linea.build")), b.K("https://rpc.ankr.com/"+pick("base", "arbitrum", "optimism")), b.K(pick("https://basescan.org", "https://arbiscan.io", "https://optimistic.etherscan.io")))
		}},
		{"c_derivation_paths", func(b *B) string {
			return fmt.Sprintf("Account 0 — m/84'/0'/0' — %s\nReceive 0: %s\nReceive 1: %s\nEthereum m/44'/60'/0'/0/0 → %s (pubkey %s)",
				b.K(zpub()), b.K(btcAddr()), b.K(btcAddr()), b.K(evmAddr()), b.K(pubUncompressed()))
		}},
		{"c_hash_checksums", func(b *B) string {
			return fmt.Sprintf("SHA256SUMS for %s-%s:\n%s  %s-%s-x86_64-linux-gnu.tar.gz\n%s  %s-%s-aarch64-linux-gnu.tar.gz\nsigned by %s",
				pick("bitcoin", "geth", "lnd"), b.K(ver()), b.K(hexs(64)), "bitcoin", ver(), b.K(hexs(64)), "bitcoin", ver(), b.K(strings.ToUpper(hexs(40))))
		}},
		{"c_vanity_job", func(b *B) string {
			return fmt.Sprintf("profanity2 -z %s --matching %s → found after %d.%ds, speed %d MH/s. Resulting address %s (salt %s). Deployed via CREATE2 factory %s.",
				b.K(hexs(128)), b.K("0x0000"+strings.Repeat("X", 36)), rng(1, 900), rng(0, 9), rng(100, 2500), b.K("0x0000"+hexs(36)), b.K(txHash()), b.K(evmAddr()))
		}},
		{"c_card_statement", func(b *B) string {
			return fmt.Sprintf("Statement %s — card %s\n%s  CRYPTO.COM TOPUP   %s\n%s  BINANCE*VISA       %s\nVoucher no. %s (not a card number)\nTotal %s",
				b.K(date()[:7]), b.K(maskedCard()), b.K(date()), b.K(usd()), b.K(date()), b.K(usd()), b.K(badLuhn(" ")), b.K(usd()))
		}},
		{"c_tx_receipt", func(b *B) string {
			return fmt.Sprintf(`{"status":"0x1","cumulativeGasUsed":"0x%x","gasUsed":"0x%x","effectiveGasPrice":"0x%x","contractAddress":null,"transactionHash":"%s","blockHash":"%s","blockNumber":"0x%x","logsBloom":"0x%s"}`,
				rng(100000, 30000000), rng(21000, 900000), rng(100000000, 90000000000), b.K(txHash()), b.K(txHash()), rng(19000000, 22999999), b.K(hexs(512)))
		}},
		{"c_grafana_alert", func(b *B) string {
			return fmt.Sprintf("[FIRING:1] NodeBehind %s (instance %s:6060, job geth)\nhead=%s peers=%d lag=%d blocks\nsince %s — runbook https://wiki.internal/runbooks/geth-lag",
				pick("mainnet-archive-1", "erigon-2", "reth-eu-3"), b.K(fmt.Sprintf("10.%d.%d.%d", rng(0, 20), rng(0, 255), rng(2, 254))), b.K(blockNum()), rng(0, 80), rng(3, 500), b.K(tsISO()))
		}},
		{"c_market_commentary_zh", func(b *B) string {
			return fmt.Sprintf("【行情】BTC 今日高点 %s，低点 %s，合约持仓 %s 亿美元，资金费率 %s%%。ETH Gas 均价 %s。链上大额转账 %s 笔。",
				b.K(price()), b.K(price()), b.K(fmt.Sprintf("%d.%d", rng(100, 900), rng(0, 9))), b.K(fmt.Sprintf("0.0%03d", rng(1, 999))), b.K(gwei()), b.K(fmt.Sprint(rng(100, 9999))))
		}},
		{"c_market_commentary_ru", func(b *B) string {
			return fmt.Sprintf("Обзор: BTC закрыл неделю на %s $, объём %s млрд. Блок %s, хешрейт %d EH/s, комиссия %d sat/vB. Следующий халвинг через ~%s блоков.",
				b.K(price()), b.K(fmt.Sprintf("%d,%d", rng(10, 90), rng(0, 9))), b.K(btcHeight()), rng(500, 1100), rng(1, 90), b.K(commas(rng(100000, 210000))))
		}},
		{"c_docker_node", func(b *B) string {
			return fmt.Sprintf("services:\n  reth:\n    image: ghcr.io/paradigmxyz/reth:v%s\n    command: node --http --http.api eth,net --authrpc.jwtsecret /secrets/jwt.hex\n    environment:\n      - RPC_PASSWORD=${RPC_PASSWORD}\n      - RUST_LOG=info\n    ports: [\"8545:8545\", \"30303:30303\"]",
				b.K(ver()))
		}},
		{"c_kyc_validation_errors", func(b *B) string {
			return fmt.Sprintf("Validation report batch %s:\nrow %d: tax_id %s rejected (invalid SSN area/group)\nrow %d: card %s failed checksum\nrow %d: phone '+1 (555) 555-5555' placeholder\nrow %d: date_of_birth %s ok",
				b.K(fromSet(setUpNum, 6)), rng(2, 90), b.K(badSSN()), rng(2, 90), b.K(badLuhn(pick("", "-"))), rng(2, 90), rng(2, 90), b.K(date()))
		}},
		{"c_exchange_api_docs", func(b *B) string {
			return fmt.Sprintf("Signed endpoints need the header X-MBX-APIKEY: <your_api_key> and a signature = HMAC_SHA256(secret, queryString). Example queryString: symbol=%s&side=BUY&type=LIMIT&quantity=1&price=%s&recvWindow=5000&timestamp=%s",
				sym(), b.K(price()), b.K(unixMs()))
		}},
		{"c_address_book_tr", func(b *B) string {
			return fmt.Sprintf("Adres defteri: \"Soğuk cüzdan\" %s, \"Ledger\" %s, \"Borsa\" %s (memo %s). Son güncelleme %s.",
				b.K(btcAddr()), b.K(evmAddr()), b.K(evmAddr()), b.K(nzdigits(9)), b.K(date()))
		}},
		{"c_gas_tracker_vi", func(b *B) string {
			return fmt.Sprintf("Phí gas hiện tại: thấp %s, trung bình %s, cao %s. Block %s, base fee %s. Giá ETH %s USD.",
				b.K(gwei()), b.K(gwei()), b.K(gwei()), b.K(blockNum()), b.K(gwei()), b.K(price()))
		}},
	}
}
