package main

import (
	"fmt"
	"strings"
)

func infuraID() string   { return hexs(32) }
func alchemyKey() string { return fromSet(setURL, 32) }
func qnToken() string    { return hexs(40) }
func scanKey() string    { return fromSet(setUpNum, 34) }

func alchemyURL(b *B) string {
	return "https://" + pick("eth-mainnet", "eth-sepolia", "arb-mainnet", "opt-mainnet", "polygon-mainnet", "base-mainnet") + ".g.alchemy.com/v2/" + b.Bearer(alchemyKey())
}
func infuraURL(b *B) string {
	return "https://" + pick("mainnet", "sepolia", "arbitrum-mainnet", "polygon-mainnet", "linea-mainnet") + ".infura.io/v3/" + b.Bearer(infuraID())
}
func qnURL(b *B) string {
	return "https://" + pick("wispy", "frosty", "old-silent", "late-bold", "dark-quiet", "holy-young") + "-" + pick("morning", "river", "dawn", "wind", "sky") + "-" + pick("pine", "frost", "moon", "lake") + "." + pick("quiknode.pro", "solana-mainnet.quiknode.pro", "bsc.quiknode.pro", "arbitrum-mainnet.quiknode.pro") + "/" + b.Bearer(qnToken()) + "/"
}
func anyRPC(b *B) string {
	switch r.Intn(3) {
	case 0:
		return alchemyURL(b)
	case 1:
		return infuraURL(b)
	}
	return qnURL(b)
}
func pk0x(b *B) string {
	if chance(0.6) {
		return "0x" + b.Bearer(privHex())
	}
	return b.Bearer(privHex())
}

func walletTemplates() []tmpl {
	return []tmpl{
		{"hardhat_env", func(b *B) string {
			return fmt.Sprintf("# .env (hardhat)\nSEPOLIA_RPC_URL=%s\nPRIVATE_KEY=%s\nETHERSCAN_API_KEY=%s\nDEPLOYER=%s\nREPORT_GAS=true",
				infuraURL(b), pk0x(b), b.Bearer(scanKey()), b.K(evmAddr()))
		}},
		{"hardhat_config_js", func(b *B) string {
			return fmt.Sprintf("module.exports = {\n  solidity: \"%s\",\n  networks: {\n    arbitrum: {\n      url: \"%s\",\n      accounts: [\"0x%s\"],\n      chainId: 42161,\n    },\n  },\n};",
				b.K("0.8."+fmt.Sprint(rng(19, 28))), alchemyURL(b), b.Bearer(privHex()))
		}},
		{"cast_send", func(b *B) string {
			return fmt.Sprintf("cast send %s \"transfer(address,uint256)\" %s %s --rpc-url %s --private-key %s --gas-price %s",
				b.K(pickL(wellKnown)), b.K(evmAddr()), b.K(fmt.Sprint(rng(1, 9000))+"000000"), anyRPC(b), pk0x(b), b.K(fmt.Sprint(rng(1, 90))+"gwei"))
		}},
		{"forge_script", func(b *B) string {
			return fmt.Sprintf("forge script script/Deploy.s.sol:DeployScript --rpc-url %s --private-key 0x%s --etherscan-api-key %s --broadcast --verify -vvvv\n...\n✅  [Success] Hash: %s\nContract Address: %s\nBlock: %s\nPaid: %s (%s gas * %s)",
				alchemyURL(b), b.Bearer(privHex()), b.Bearer(scanKey()), b.K(txHash()), b.K(evmAddr()), b.K(blockNum()), b.K(fmt.Sprintf("0.%015d ETH", rng(1, 999999999))), b.K(fmt.Sprint(rng(200000, 3000000))), b.K(gwei()))
		}},
		{"foundry_toml", func(b *B) string {
			return fmt.Sprintf("[profile.default]\nsrc = \"src\"\nsolc = \"%s\"\n\n[rpc_endpoints]\nmainnet = \"%s\"\nbase = \"%s\"\n\n[etherscan]\nmainnet = { key = \"%s\" }",
				b.K("0.8."+fmt.Sprint(rng(19, 28))), infuraURL(b), alchemyURL(b), b.Bearer(scanKey()))
		}},
		{"metamask_custom_rpc_q", func(b *B) string {
			return fmt.Sprintf("Added a custom network in MetaMask with RPC %s chain id %s but it says \"could not fetch chain ID\". Is my endpoint wrong? My address is %s",
				qnURL(b), b.K(chainID()), b.K(evmAddr()))
		}},
		{"ethers_wallet_js", func(b *B) string {
			return fmt.Sprintf("import { ethers } from \"ethers\";\nconst provider = new ethers.JsonRpcProvider(\"%s\");\nconst wallet = new ethers.Wallet(\"0x%s\", provider);\nconst tx = await wallet.sendTransaction({ to: \"%s\", value: ethers.parseEther(\"%s\") });\n// mined in block %s",
				alchemyURL(b), b.Bearer(privHex()), b.K(evmAddr()), fmt.Sprintf("0.%02d", rng(1, 99)), b.K(blockNum()))
		}},
		{"web3py_account", func(b *B) string {
			return fmt.Sprintf("from web3 import Web3\nw3 = Web3(Web3.HTTPProvider('%s'))\nacct = w3.eth.account.from_key('%s')\nprint(acct.address)  # should be %s\nnonce = w3.eth.get_transaction_count(acct.address)  # %d",
				infuraURL(b), pk0x(b), b.K(evmAddr()), rng(0, 900))
		}},
		{"engine_jwt_secret", func(b *B) string {
			return fmt.Sprintf("$ cat /var/lib/ethereum/jwt.hex\n0x%s\n$ geth --datadir /data/geth --authrpc.addr 127.0.0.1 --authrpc.port 8551 --authrpc.jwtsecret /var/lib/ethereum/jwt.hex\nINFO [%s] Imported new potential chain segment number=%s hash=%s",
				b.Bearer(hexs(64)), b.K(date()[5:]+"|"+timeHM()), b.K(blockNum()), b.K(hexs(6)+".."+hexs(6)))
		}},
		{"validator_keystore_pw", func(b *B) string {
			return fmt.Sprintf("Importing validator keys into Lighthouse, it asks the keystore password for keystore-m_12381_3600_%d_0_0-%d.json. I used %s when I ran the deposit CLI. Pubkey %s",
				rng(0, 64), rng(1690000000, 1730000000), b.Bearer(password()), b.K(blsPubkey()))
		}},
		{"bitcoin_conf", func(b *B) string {
			return fmt.Sprintf("# bitcoin.conf\nserver=1\ntxindex=1\nrpcuser=%s\nrpcpassword=%s\nrpcallowip=%s\nprune=0\ndbcache=%d",
				pick("btcnode", "umbrel", "alice", "satoshi"+digits(2)), b.Bearer(alnumMixed(rng(20, 32))), b.K("192.168."+fmt.Sprint(rng(0, 10))+".0/24"), rng(300, 8000))
		}},
		{"bitcoin_cli_curl", func(b *B) string {
			return fmt.Sprintf("curl --user %s:%s --data-binary '{\"jsonrpc\":\"1.0\",\"id\":\"q\",\"method\":\"getblock\",\"params\":[\"%s\"]}' -H 'content-type: text/plain;' http://127.0.0.1:8332/",
				pick("rpcuser", "node", "btc"), b.Bearer(alnumMixed(24)), b.K("00000000000000000"+hexs(47)))
		}},
		{"lnd_rest_macaroon", func(b *B) string {
			return fmt.Sprintf("curl -X GET --cacert ~/.lnd/tls.cert --header \"Grpc-Metadata-macaroon: %s\" https://%s:8080/v1/channels\n# node pubkey %s",
				b.Bearer(macaroon()), b.K(fmt.Sprintf("10.0.%d.%d", rng(0, 9), rng(2, 254))), b.K(pubCompressed()))
		}},
		{"solana_id_json", func(b *B) string {
			return fmt.Sprintf("$ solana address\n%s\n$ cat ~/.config/solana/id.json\n%s\n$ solana balance\n%d.%d SOL",
				b.K(solAddr()), b.Bearer(solKeypairJSON()), rng(0, 300), rng(0, 999999))
		}},
		{"phantom_export_b58", func(b *B) string {
			return fmt.Sprintf("Exported my Phantom private key to import into Backpack: %s — it imports but shows a different address than %s. Signature of last tx %s",
				b.Bearer(solSecret()), b.K(solAddr()), b.K(solSig()))
		}},
		{"electrum_xprv", func(b *B) string {
			return fmt.Sprintf("Electrum → Wallet → Information shows master public key %s. For the recovery I also exported the master private key: %s. Derivation m/84'/0'/0'.",
				b.K(zpub()), b.Bearer(xprv()))
		}},
		{"bitcoin_importprivkey", func(b *B) string {
			return fmt.Sprintf("bitcoin-cli -rpcwallet=cold importprivkey \"%s\" \"paper-%s\" false\nbitcoin-cli rescanblockchain %s\n# expected address %s",
				b.Bearer(wif()), date()[:4], b.K(btcHeight()), b.K(btcAddr()))
		}},
		{"mnemonic_env", func(b *B) string {
			return fmt.Sprintf("MNEMONIC=\"%s\"\nINFURA_PROJECT_ID=%s\nGAS_PRICE_GWEI=%d\nCONFIRMATIONS=%d",
				b.Bearer(mnemonic(12)), b.Bearer(infuraID()), rng(1, 80), rng(1, 12))
		}},
		{"truffle_hdwallet", func(b *B) string {
			return fmt.Sprintf("const HDWalletProvider = require('@truffle/hdwallet-provider');\nconst mnemonic = '%s';\nmodule.exports = { networks: { sepolia: { provider: () => new HDWalletProvider(mnemonic, '%s'), network_id: 11155111, gas: %d } } };",
				b.Bearer(mnemonic(12)), infuraURL(b), rng(3000000, 8000000))
		}},
		{"helius_rpc", func(b *B) string {
			return fmt.Sprintf("solana config set --url https://mainnet.helius-rpc.com/?api-key=%s\nConfig File: /home/%s/.config/solana/cli/config.yml\nKeypair Path: /home/%s/.config/solana/id.json\nslot %d",
				b.Bearer(uuid()), pick("dev", "sol", "ubuntu"), pick("dev", "sol", "ubuntu"), rng(250000000, 330000000))
		}},
		{"thegraph_gateway", func(b *B) string {
			return fmt.Sprintf("const SUBGRAPH = \"https://gateway.thegraph.com/api/%s/subgraphs/id/%s\";\n// query pools where token0 = %s",
				b.Bearer(hexs(32)), b.K(b58enc(randBytes(32))), b.K(pickL(wellKnown)))
		}},
		{"etherscan_api_url", func(b *B) string {
			return fmt.Sprintf("GET https://api.etherscan.io/v2/api?chainid=1&module=account&action=txlist&address=%s&startblock=%s&endblock=99999999&sort=asc&apikey=%s",
				b.K(evmAddr()), b.K(blockNum()), b.Bearer(scanKey()))
		}},
		{"coingecko_pro_header", func(b *B) string {
			return fmt.Sprintf("curl -s 'https://pro-api.coingecko.com/api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=usd' -H 'x-cg-pro-api-key: CG-%s' | jq .bitcoin.usd\n%s",
				b.Bearer(alnumMixed(22)), b.K(price()))
		}},
		{"cmc_api_header", func(b *B) string {
			return fmt.Sprintf("headers = {\"Accepts\": \"application/json\", \"X-CMC_PRO_API_KEY\": \"%s\"}\nparams = {\"start\": \"1\", \"limit\": \"%d\", \"convert\": \"USD\"}",
				b.Bearer(uuid()), rng(50, 5000))
		}},
		{"dune_api_key", func(b *B) string {
			return fmt.Sprintf("from dune_client.client import DuneClient\ndune = DuneClient(\"%s\")\nres = dune.get_latest_result(%d)  # query id",
				b.Bearer(alnumMixed(32)), rng(1000000, 4999999))
		}},
		{"pinata_jwt_env", func(b *B) string {
			return fmt.Sprintf("PINATA_JWT=%s\nPINATA_GATEWAY=%s.mypinata.cloud\n# metadata CID %s",
				b.JWT(jwtPinata()), pick("amber-quiet-bat", "gold-frog-7", "violet-late-lion"), b.K(ipfsCID()))
		}},
		{"moralis_api_key", func(b *B) string {
			return fmt.Sprintf("curl --request GET --url 'https://deep-index.moralis.io/api/v2.2/%s/erc20?chain=eth' --header 'X-API-Key: %s'",
				b.K(evmAddr()), b.JWT(jwtMoralis()))
		}},
		{"coinbase_cdp_jwt_curl", func(b *B) string {
			return fmt.Sprintf("export JWT=%s\ncurl -L -X GET 'https://api.coinbase.com/api/v3/brokerage/accounts' -H \"Authorization: Bearer $JWT\" # account %s",
				b.JWT(jwtCDP("GET", "/api/v3/brokerage/accounts")), b.K(uuid()))
		}},
		{"fireblocks_headers", func(b *B) string {
			t := unixS()
			key := uuid()
			pl := fmt.Sprintf(`{"uri":"/v1/vault/accounts_paged","nonce":"%s","iat":%d,"exp":%d,"sub":"%s","bodyHash":"%s"}`, uuid(), t, t+30, key, hexs(64))
			j := jwtFrom(`{"alg":"RS256","typ":"JWT"}`, pl, 256)
			return fmt.Sprintf("GET /v1/vault/accounts_paged HTTP/1.1\nHost: api.fireblocks.io\nX-API-Key: %s\nAuthorization: Bearer %s\nAccept: application/json",
				b.Bearer(key), b.JWT(j))
		}},
		{"privy_cookie_log", func(b *B) string {
			return fmt.Sprintf("%s INFO auth middleware: verified privy-token=%s did=%s wallet=%s",
				b.K(tsISO()), b.JWT(jwtGeneric("privy.io")), b.K("did:privy:"+fromSet(setLowNum, 25)), b.K(evmAddr()))
		}},
		{"wagmi_config", func(b *B) string {
			return fmt.Sprintf("export const config = getDefaultConfig({\n  appName: 'Vault UI',\n  projectId: '%s', // WalletConnect Cloud\n  chains: [mainnet, base],\n  transports: { [mainnet.id]: http('%s') },\n});",
				b.K(hexs(32)), alchemyURL(b))
		}},
		{"keystore_password_chat", func(b *B) string {
			return fmt.Sprintf("geth account import says \"could not decrypt key with given password\". File UTC--%s--%s. The password I set back then was %s, pretty sure. Any way to brute force the last 2 chars?",
				b.K(date()+"T"+strings.ReplaceAll(timeHM(), ":", "-")+"-"+digits(2)+"."+digits(9)+"Z"), b.K(hexs(40)), b.Bearer(password()))
		}},
		{"hyperliquid_api_wallet", func(b *B) string {
			return fmt.Sprintf("HL_ACCOUNT_ADDRESS=%s\nHL_API_WALLET_PRIVATE_KEY=0x%s\nHL_VAULT=%s\n# agent approved at %s",
				b.K(evmAddr()), b.Bearer(privHex()), b.K(evmAddr()), b.K(tsISO()))
		}},
		{"dydx_mnemonic", func(b *B) string {
			return fmt.Sprintf("dydx v4 client config:\n  network: mainnet\n  address: dydx1%s\n  mnemonic: \"%s\"\n  subaccount: 0",
				b.K(fromSet(bech32Chars, 38)), b.Bearer(mnemonic(24)))
		}},
		{"ledger_recovery_numbered", func(b *B) string {
			ws := strings.Fields(mnemonic(24))
			var sb strings.Builder
			for i, w := range ws {
				if i > 0 {
					if i%6 == 0 {
						sb.WriteString("\n")
					} else {
						sb.WriteString("  ")
					}
				}
				sb.WriteString(fmt.Sprintf("%d. %s", i+1, w))
			}
			return fmt.Sprintf("photo of my recovery sheet transcribed (Ledger Nano X, fw %s):\n%s\nreceive address %s",
				b.K(ver()), b.Bearer(sb.String()), b.K(btcAddr()))
		}},
		{"mev_flashbots", func(b *B) string {
			return fmt.Sprintf("FLASHBOTS_RELAY=https://relay.flashbots.net\nFLASHBOTS_AUTH_KEY=%s\nSEARCHER_PRIVATE_KEY=%s\nEXECUTOR_CONTRACT=%s\nMIN_PROFIT_WEI=%d",
				b.Bearer(privHex()), b.Bearer(privHex()), b.K(evmAddr()), rng(1, 99)*1000000000000000)
		}},
		{"sniper_bot_json", func(b *B) string {
			return fmt.Sprintf(`{"chain":"bsc","rpc":"%s","wallet_private_key":"%s","router":"%s","buy_amount_bnb":%s,"slippage":%d,"telegram_bot_token":"%s","telegram_chat_id":"-100%s"}`,
				qnURL(b), b.Bearer(privHex()), b.K("0x10ed43c718714eb63d5aa57b78b54704e256024e"), b.K(fmt.Sprintf("0.%02d", rng(1, 99))), rng(5, 49), b.Bearer(tgToken()), b.K(nzdigits(10)))
		}},
		{"mnemonic_paste_question", func(b *B) string {
			return fmt.Sprintf("Why does this phrase give a different address in Trust Wallet vs MetaMask? %s\nMetaMask shows %s, Trust shows %s (path m/44'/60'/0'/0/0).",
				b.Bearer(mnemonic(12)), b.K(evmAddr()), b.K(evmAddr()))
		}},
		{"bip39_passphrase", func(b *B) string {
			return fmt.Sprintf("Trezor hidden wallet: seed is in the steel plate, and the passphrase (25th word) is %s. Wallet fingerprint %s, first address %s.",
				b.Bearer(password()), b.K(hexs(8)), b.K(btcAddr()))
		}},
	}
}
