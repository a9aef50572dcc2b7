package main

import (
	"fmt"
	"strings"
)

func (g *G) gcpProject() string {
	return g.co() + "-" + g.pick("prod", "staging", "data", "ml", "infra") + "-" + fmt.Sprint(g.n(100000, 999999))
}

func tCloud() []tmpl {
	return []tmpl{
		{"aws_configure", false, func(g *G) {
			g.tp("aws s3 ls gives SignatureDoesNotMatch right after I configured:\n", "", "")
			g.t("$ aws configure --profile " + g.env() + "\nAWS Access Key ID [None]: ")
			g.k(g.akia())
			g.t("\nAWS Secret Access Key [None]: ")
			g.p("bearer", g.awsSecret())
			g.t("\nDefault region name [None]: " + g.region() + "\nDefault output format [None]: json\n$ aws s3 ls --profile " + g.env() + "\n\nAn error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.\n$ aws --version\n")
			g.k(fmt.Sprintf("aws-cli/2.%d.%d Python/3.11.%d", g.n(13, 22), g.n(0, 40), g.n(6, 9)))
			g.outro()
		}},
		{"aws_credentials_file", false, func(g *G) {
			acct := g.awsAccount()
			g.tp("~/.aws/credentials — boto3 picks the wrong profile?\n", "", "")
			end := g.fence("ini")
			g.t("[default]\naws_access_key_id = ")
			g.k(g.akia())
			g.t("\naws_secret_access_key = ")
			g.p("bearer", g.awsSecret())
			g.t("\n\n[" + g.co() + "-" + g.env() + "]\naws_access_key_id = ASIA" + g.str(csB32, 16) + "\naws_secret_access_key = ")
			g.p("bearer", g.awsSecret())
			g.t("\naws_session_token = ")
			g.p("bearer", "IQoJb3JpZ2luX2VjE"+g.b64(g.n(300, 420))+"=")
			g.t("\n\n[profile deploy]\nrole_arn = ")
			g.k("arn:aws:iam::" + acct + ":role/" + g.pick("DeployRole", "OrganizationAccountAccessRole", "ci-deployer"))
			g.t("\nsource_profile = default")
			end()
			g.outro()
		}},
		{"gcloud_sa_json", false, func(g *G) {
			proj := g.gcpProject()
			sa := g.pick("terraform", "ci-deployer", "bigquery-loader", "github-actions", g.svc()+"-sa")
			g.tp("GOOGLE_APPLICATION_CREDENTIALS points to this file and I get invalid_grant: Invalid JWT Signature:\n", "", "service account key (it's a test project):\n")
			g.t("{\n  \"type\": \"service_account\",\n  ")
			g.k("\"project_id\": \"" + proj + "\"")
			g.t(",\n  \"private_key_id\": \"")
			g.k(g.hex(40))
			typ, body := g.pemBody("\\n")
			g.t("\",\n  \"private_key\": \"-----BEGIN " + typ + "-----\\n")
			g.p("bearer", body)
			g.t("\\n-----END " + typ + "-----\\n\",\n  \"client_email\": \"")
			g.p("email", sa+"@"+proj+".iam.gserviceaccount.com")
			g.t("\",\n  \"client_id\": \"")
			g.k("1" + g.str(csDigit, 20))
			g.t("\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\",\n  \"universe_domain\": \"googleapis.com\"\n}")
			g.outro()
		}},
		{"gcloud_access_token", false, func(g *G) {
			proj := g.gcpProject()
			g.tp("calling the API directly returns 403 PERMISSION_DENIED:\n", "", "")
			g.t("$ gcloud auth print-access-token\n")
			tok := "ya29." + g.b64u(g.n(160, 220))
			g.p("bearer", tok)
			g.t("\n$ curl -s -H \"Authorization: Bearer " + tok + "\" https://storage.googleapis.com/storage/v1/b?project=")
			g.k(proj)
			g.t("\n{\n  \"error\": {\n    \"code\": 403,\n    \"message\": \"")
			g.p("email", g.email())
			g.t(" does not have storage.buckets.list access to the Google Cloud project.\"\n  }\n}")
			g.outro()
		}},
		{"az_sp_create", false, func(g *G) {
			g.tp("created the SP like the docs say, terraform still gets AADSTS7000215: Invalid client secret provided.\n", "", "")
			g.t("$ az ad sp create-for-rbac --name " + g.co() + "-terraform --role Contributor --scopes /subscriptions/")
			sub := g.uuid()
			g.k(sub)
			g.t("\n{\n  \"appId\": \"")
			g.k(g.uuid())
			g.t("\",\n  \"displayName\": \"" + g.co() + "-terraform\",\n  \"password\": \"")
			g.p("bearer", g.alnum(3)+"8Q~"+g.mixed(csAlnum+"_~.-", 34))
			g.t("\",\n  \"tenant\": \"")
			g.k(g.uuid())
			g.t("\"\n}")
			g.outro()
		}},
		{"az_access_token", false, func(g *G) {
			g.tp("token from az cli is rejected by our API (audience?):\n", "", "")
			iat := g.iat()
			tid := g.uuid()
			payload := fmt.Sprintf(`{"aud":"https://management.azure.com/","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"appid":"%s","name":"%s","oid":"%s","tid":"%s","upn":"%s","ver":"1.0"}`,
				tid, iat, iat, iat+4478, g.uuid(), g.fullName(), g.uuid(), tid, g.email())
			g.t("$ az account get-access-token\n{\n  \"accessToken\": \"")
			g.p("jwt", g.jwt("RS256", payload))
			g.t("\",\n  \"expiresOn\": \"")
			g.k(fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d.%06d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999999)))
			g.t("\",\n  \"subscription\": \"")
			g.k(g.uuid())
			g.t("\",\n  \"tenant\": \"" + tid + "\",\n  \"tokenType\": \"Bearer\"\n}")
			g.outro()
		}},
		{"ssh_private_key", false, func(g *G) {
			g.tp("Load key \"id_deploy\": invalid format — is this key broken?\n", "", "the deploy key we put in the CI variable:\n", "ssh-add says error in libcrypto:\n")
			typ, body := g.pemBody("\n")
			g.t("-----BEGIN " + typ + "-----\n")
			g.p("bearer", body)
			g.t("\n-----END " + typ + "-----\n\npublic half:\n")
			g.k(g.sshPub())
			g.t(" deploy@ci-runner-" + fmt.Sprint(g.n(1, 9)) + "\nfingerprint ")
			g.k("SHA256:" + g.b64(43))
			g.outro()
		}},
		{"ssh_key_in_yaml", false, func(g *G) {
			g.tp("Ansible can't use the key from the vars file, YAML block scalar issue?\n", "", "")
			typ, body := g.pemBody("\n    ")
			g.t("deploy_user: " + g.user() + "\ndeploy_private_key: |\n    -----BEGIN " + typ + "-----\n    ")
			g.p("bearer", body)
			g.t("\n    -----END " + typ + "-----\nknown_hosts_entry: \"")
			g.k("github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl")
			g.t("\"")
			g.outro()
		}},
		{"wireguard_conf", false, func(g *G) {
			g.tp("wg-quick up works but no handshake, wg0.conf:\n", "", "")
			g.t("[Interface]\nAddress = ")
			g.k(fmt.Sprintf("10.%d.0.%d/24", g.n(0, 250), g.n(2, 250)))
			g.t("\nPrivateKey = ")
			g.p("bearer", g.b64bytes(32))
			g.t("\nListenPort = 51820\n\n[Peer]\nPublicKey = ")
			g.k(g.b64bytes(32))
			g.t("\nPresharedKey = ")
			g.p("bearer", g.b64bytes(32))
			g.t("\nEndpoint = vpn." + g.domain() + ":51820\nAllowedIPs = 0.0.0.0/0")
			g.outro()
		}},
		{"age_sops_keys", false, func(g *G) {
			g.tp("sops can't find the age key, ~/.config/sops/age/keys.txt:\n", "", "")
			pub := "age1" + g.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
			g.t("# created: " + g.ts() + "Z\n# public key: ")
			g.k(pub)
			g.t("\n")
			g.p("bearer", "AGE-SECRET-KEY-1"+strings.ToUpper(g.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)))
			g.t("\n\n$ sops -d secrets.enc.yaml\nFailed to get the data key required to decrypt the SOPS file.")
			g.outro()
		}},
		{"doctl_rclone", false, func(g *G) {
			g.tp("rclone to DO Spaces: AccessDenied. rclone.conf + how I set up doctl:\n", "", "")
			g.t("$ doctl auth init --access-token ")
			g.p("bearer", "dop_v1_"+g.hex(64))
			g.t("\n\n[spaces]\ntype = s3\nprovider = DigitalOcean\naccess_key_id = ")
			g.k("DO00" + g.str(csUpAl, 16))
			g.t("\nsecret_access_key = ")
			g.p("bearer", g.mixed(csAlnum+"+/", 43))
			g.t("\nendpoint = ")
			g.k(g.pick("fra1", "nyc3", "ams3", "sgp1") + ".digitaloceanspaces.com")
			g.outro()
		}},
		{"minio_mc_alias", false, func(g *G) {
			g.tp("mc alias set fails with 'The Access Key Id you provided does not exist':\n", "", "")
			g.t("$ mc alias set " + g.env() + " https://minio." + g.domain() + " " + g.upal(20) + " ")
			g.p("bearer", g.alnum(40))
			g.t("\nmc: <ERROR> Unable to initialize new alias from the provided credentials.\n$ mc --version\n")
			g.k("mc version RELEASE." + g.date() + "T" + fmt.Sprintf("%02d-%02d-%02dZ", g.n(0, 23), g.n(0, 59), g.n(0, 59)))
			g.outro()
		}},
	}
}
