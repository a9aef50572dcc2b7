package main

import (
	"fmt"
	"strings"
)

func (g *G) ns() string {
	return g.pick("default", "prod", "staging", "payments", "platform", "ci", "monitoring", "kube-system", "apps", g.svc())
}
func (g *G) clusterName() string {
	return g.pick("gke_", "arn:aws:eks:"+g.region()+":"+g.awsAccount()+":cluster/", "aks-", "")[0:0] + g.co() + "-" + g.env() + "-" + g.pick("eks", "gke", "aks", "k3s", "cluster")
}
func (g *G) vaultTok() string {
	if g.chance(0.5) {
		return "hvs." + g.b64u(24)
	}
	return "hvs.CAESI" + g.b64u(g.n(80, 100))
}

func tInfra() []tmpl {
	return []tmpl{
		{"kubeconfig_token", false, func(g *G) {
			cl, ns, sa := g.clusterName(), g.ns(), g.pick("ci-deployer", "argocd-manager", "github-actions", "gitlab-runner", "readonly", "helm")
			g.tp("kubectl says 'error: You must be logged in to the server (Unauthorized)' with this kubeconfig:\n", "Generated this kubeconfig for the CI service account, is it right?\n", "")
			end := g.fence("yaml")
			g.t("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ")
			g.k(g.certB64())
			g.t("\n    server: ")
			g.k(fmt.Sprintf("https://%s.%s.%s.eks.amazonaws.com", g.str(csHEX, 32), g.pick("gr7", "yl4", "sk1"), g.region()))
			g.t("\n  name: " + cl + "\ncontexts:\n- context:\n    cluster: " + cl + "\n    namespace: " + ns + "\n    user: " + sa + "\n  name: " + sa + "@" + cl + "\ncurrent-context: " + sa + "@" + cl + "\nusers:\n- name: " + sa + "\n  user:\n    token: ")
			g.p("jwt", g.jwtK8s(ns, sa))
			end()
			g.outro()
		}},
		{"kubeconfig_client_key", false, func(g *G) {
			cl := g.clusterName()
			g.tp("x509: certificate signed by unknown authority — kubeconfig below (k3s, copied from /etc/rancher/k3s/k3s.yaml):\n", "Here is the admin kubeconfig kubeadm gave me:\n", "")
			end := g.fence("yaml")
			g.t("apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: " + g.certB64() + "\n    server: https://")
			g.k(fmt.Sprintf("%d.%d.%d.%d:6443", g.n(10, 192), g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t("\n  name: " + cl + "\ncontexts:\n- context:\n    cluster: " + cl + "\n    user: kubernetes-admin\n  name: kubernetes-admin@" + cl + "\nusers:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: ")
			g.k(g.certB64())
			g.t("\n    client-key-data: ")
			typ, body := g.pemBody("\n")
			g.p("bearer", b64enc("-----BEGIN "+typ+"-----\n"+body+"\n-----END "+typ+"-----\n"))
			end()
			g.outro()
		}},
		{"k8s_secret_data", false, func(g *G) {
			user := g.pick("postgres", "app", "admin", g.svc())
			pw := g.password()
			if g.chance(0.2) {
				pw = g.passphrase()
			}
			g.tp("My pod can't connect to the DB, the secret looks fine to me?\n", "kubectl get secret db-credentials -o yaml\n", "Why does `kubectl apply` say 'illegal base64 data at input byte 12'?\n", "")
			end := g.fence("yaml")
			g.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + g.svc() + "-db\n  namespace: " + g.ns() + "\n  uid: ")
			g.k(g.uuid())
			g.t("\n  resourceVersion: \"" + fmt.Sprint(g.n(100000, 99999999)) + "\"\ntype: Opaque\ndata:\n  username: ")
			g.k(b64enc(user))
			g.t("\n  password: ")
			g.p("bearer", b64enc(pw))
			if g.chance(0.6) {
				g.t("\n  " + g.pick("api-key", "API_KEY", "stripe-key", "STRIPE_SECRET_KEY") + ": ")
				g.p("bearer", b64enc("sk_live_"+g.alnum(24)))
			}
			g.t("\n  host: ")
			g.k(b64enc(g.svc() + "-db." + g.ns() + ".svc.cluster.local"))
			end()
			g.outro()
		}},
		{"k8s_secret_stringdata", false, func(g *G) {
			h := g.host()
			g.tp("Secret manifest from our repo (I know, sealed-secrets is on the roadmap):\n", "ArgoCD keeps showing this Secret OutOfSync:\n", "")
			end := g.fence("yaml")
			g.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + g.svc() + "-env\n  labels:\n    app.kubernetes.io/version: ")
			g.k("\"" + g.semver() + "\"")
			g.t("\ntype: Opaque\nstringData:\n  DATABASE_URL: postgres://" + g.user() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + h + ":5432/" + g.svc() + "\n  REDIS_URL: redis://:")
			g.p("bearer", g.alnum(32))
			g.t("@redis-master:6379/0\n  STRIPE_SECRET_KEY: ")
			g.p("bearer", "sk_live_"+g.alnum(g.pick3(24, 99, 99)))
			g.t("\n  SENTRY_DSN: ")
			g.k(fmt.Sprintf("https://%s@o%d.ingest.sentry.io/%d", g.hex(32), g.n(100000, 999999), g.n(1000000, 9999999)))
			end()
			g.outro()
		}},
		{"kubectl_create_secret", false, func(g *G) {
			g.tp("ran this and the pod still gets CreateContainerConfigError:\n", "history from the bastion:\n", "")
			g.t("$ kubectl -n " + g.ns() + " create secret generic " + g.svc() + "-creds \\\n    --from-literal=username=" + g.user() + " \\\n    --from-literal=password='")
			g.p("bearer", strings.ReplaceAll(g.password(), "'", ""))
			g.t("' \\\n    --from-literal=api-token=")
			g.p("bearer", g.alnum(g.n(32, 40)))
			g.t("\nsecret/" + g.svc() + "-creds created\n$ kubectl -n " + g.ns() + " create secret docker-registry regcred --docker-server=ghcr.io --docker-username=" + g.first() + " --docker-password=")
			g.p("bearer", g.ghp())
			g.t(" --docker-email=")
			g.p("email", g.email())
			g.t("\nsecret/regcred created")
			g.outro()
		}},
		{"helm_values", false, func(g *G) {
			g.tp("helm upgrade fails with 'PASSWORDS ERROR: You must provide your current passwords when upgrading the release'. values-prod.yaml:\n", "values.yaml for the bitnami charts:\n", "")
			end := g.fence("yaml")
			g.t("image:\n  repository: ghcr.io/" + g.co() + "/" + g.svc() + "\n  tag: ")
			g.k("\"" + g.semver() + "\"")
			g.t("\n  digest: ")
			g.k(g.sha256())
			g.t("\npostgresql:\n  auth:\n    username: " + g.svc() + "\n    postgresPassword: ")
			g.yq("bearer", g.password())
			g.t("\n    password: ")
			g.yq("bearer", g.password())
			g.t("\n    database: " + g.svc() + "\nredis:\n  auth:\n    enabled: true\n    password: ")
			g.yq("bearer", g.alnum(g.n(16, 32)))
			g.t("\nresources:\n  limits:\n    memory: ")
			g.k(g.pick("512Mi", "1Gi", "2Gi", "768Mi"))
			end()
			g.outro()
		}},
		{"helm_set_cli", false, func(g *G) {
			g.tp("The install command from our runbook:\n", "ArgoCD isn't an option yet so we deploy like this:\n", "")
			g.t("helm upgrade --install " + g.svc() + " bitnami/" + g.pick("mongodb", "mysql", "rabbitmq", "keycloak", "redis") + " \\\n  --version ")
			g.k(g.semver())
			g.t(" \\\n  --namespace " + g.ns() + " \\\n  --set auth.rootPassword=")
			g.p("bearer", g.alnum(g.n(12, 24)))
			g.t(" \\\n  --set auth." + g.pick("password", "erlangCookie", "adminPassword") + "=")
			g.p("bearer", g.alnum(g.n(20, 32)))
			g.t(" \\\n  --set image.tag=")
			g.k(g.semver() + "-debian-12-r" + fmt.Sprint(g.n(0, 40)))
			g.t("\nError: UPGRADE FAILED: cannot patch \"" + g.svc() + "\" with kind StatefulSet")
			g.outro()
		}},
		{"tfvars", false, func(g *G) {
			g.tp("terraform.tfvars for prod (yes it's in git, don't ask):\n", "Why does terraform plan want to replace the DB every time? tfvars:\n", "")
			end := g.fence("hcl")
			g.t("region           = \"")
			g.k(g.region())
			g.t("\"\nenvironment      = \"" + g.env() + "\"\ninstance_class   = \"")
			g.k(g.pick("db.t3.medium", "db.r6g.large", "db.m5.xlarge"))
			g.t("\"\ndb_username      = \"" + g.svc() + "_admin\"\ndb_password      = \"")
			g.p("bearer", g.password())
			g.t("\"\ndatadog_api_key  = \"")
			g.p("bearer", g.hex(32))
			g.t("\"\ndatadog_app_key  = \"")
			g.p("bearer", g.hex(40))
			g.t("\"\nami_id           = \"")
			g.k("ami-0" + g.hex(16))
			g.t("\"\nallowed_cidrs    = [\"")
			g.k(fmt.Sprintf("10.%d.0.0/16", g.n(0, 255)))
			g.t("\"]")
			end()
			g.outro()
		}},
		{"tfstate_json", false, func(g *G) {
			acct := g.awsAccount()
			g.tp("found this in our terraform.tfstate, is the password really stored in plain text??\n", "excerpt from `terraform state pull`:\n", "")
			end := g.fence("json")
			g.t("{\n  \"version\": 4,\n  \"terraform_version\": \"")
			g.k(fmt.Sprintf("1.%d.%d", g.n(3, 9), g.n(0, 6)))
			g.t("\",\n  \"serial\": " + fmt.Sprint(g.n(2, 400)) + ",\n  \"lineage\": \"")
			g.k(g.uuid())
			g.t("\",\n  \"resources\": [\n    {\n      \"mode\": \"managed\",\n      \"type\": \"aws_db_instance\",\n      \"name\": \"main\",\n      \"instances\": [\n        {\n          \"attributes\": {\n            \"arn\": \"")
			g.k("arn:aws:rds:" + g.region() + ":" + acct + ":db:" + g.svc() + "-" + g.env())
			g.t("\",\n            \"engine_version\": \"" + fmt.Sprintf("%d.%d", g.n(13, 16), g.n(1, 9)) + "\",\n            \"username\": \"" + g.svc() + "\",\n            \"password\": \"")
			g.p("bearer", g.password())
			g.t("\",\n            \"port\": 5432\n          },\n          \"sensitive_attributes\": []\n        }\n      ]\n    },\n    {\n      \"type\": \"aws_iam_access_key\",\n      \"instances\": [{ \"attributes\": { \"id\": \"")
			g.k(g.akia())
			g.t("\", \"secret\": \"")
			g.p("bearer", g.awsSecret())
			g.t("\", \"status\": \"Active\", \"user\": \"ci-" + g.svc() + "\" } }]\n    }\n  ]\n}")
			end()
			g.outro()
		}},
		{"terraform_provider_block", false, func(g *G) {
			g.tp("provider config in main.tf, the datadog one errors with 403:\n", "", "providers.tf:\n")
			end := g.fence("hcl")
			g.t("terraform {\n  required_providers {\n    cloudflare = {\n      source  = \"cloudflare/cloudflare\"\n      version = \"")
			g.k("~> " + fmt.Sprintf("%d.%d", g.n(3, 5), g.n(0, 40)))
			g.t("\"\n    }\n  }\n}\n\nprovider \"cloudflare\" {\n  api_token = \"")
			g.p("bearer", g.mixed(csAlnum+"_-", 40))
			g.t("\"\n}\n\nprovider \"datadog\" {\n  api_key = \"")
			g.p("bearer", g.hex(32))
			g.t("\"\n  app_key = \"")
			g.p("bearer", g.hex(40))
			g.t("\"\n  api_url = \"https://api.datadoghq.eu/\"\n}\n\nresource \"cloudflare_record\" \"www\" {\n  zone_id = \"")
			g.k(g.hex(32))
			g.t("\"\n  name    = \"www\"\n  type    = \"CNAME\"\n}")
			end()
			g.outro()
		}},
		{"tfrc_credentials", false, func(g *G) {
			g.tp("terraform login wrote this but `terraform init` still says 'Required token could not be found':\n", "~/.terraform.d/credentials.tfrc.json\n", "")
			g.t("{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"")
			g.p("bearer", g.alnum(14)+".atlasv1."+g.alnum(67))
			g.t("\"\n    }\n  }\n}\n\nTerraform ")
			g.k(fmt.Sprintf("v1.%d.%d", g.n(3, 9), g.n(0, 6)))
			g.t(" on linux_amd64")
			g.outro()
		}},
		{"ansible_inventory", false, func(g *G) {
			g.tp("ansible can't become root on the db hosts, inventory:\n", "hosts.ini\n", "UNREACHABLE! => Invalid/incorrect password. inventory below\n")
			end := g.fence("ini")
			g.t("[web]\n")
			for i := 1; i <= g.n(1, 3); i++ {
				g.t(fmt.Sprintf("web%02d ansible_host=", i))
				g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)))
				g.t("\n")
			}
			g.t("\n[db]\ndb01 ansible_host=" + fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)) + " ")
			g.k("ansible_port=" + g.pick("2222", "22022", "2200"))
			g.t(" ansible_user=" + g.user() + " ansible_password=")
			g.p("bearer", g.password())
			g.t(" ansible_become_pass=")
			g.p("bearer", g.password())
			g.t("\n\n[all:vars]\nansible_python_interpreter=/usr/bin/python3")
			end()
			g.outro()
		}},
		{"ansible_group_vars", false, func(g *G) {
			g.tp("group_vars/production.yml — the mysql role ignores mysql_root_password?\n", "our group_vars/all.yml\n", "")
			end := g.fence("yaml")
			g.t("---\nmysql_root_password: ")
			g.yq("bearer", g.password())
			g.t("\nmysql_users:\n  - name: " + g.svc() + "\n    password: ")
			g.yq("bearer", g.password())
			g.t("\n    priv: \"" + g.svc() + ".*:ALL\"\nsmtp_relay_user: ")
			g.p("email", g.roleEmail(g.domain()))
			g.t("\nsmtp_relay_password: ")
			g.yq("bearer", g.password())
			g.t("\nnewrelic_license_key: ")
			g.yq("bearer", g.hex(36)+"NRAL")
			g.t("\nvault_secret_backup: !vault |\n  ")
			g.k("$ANSIBLE_VAULT;1.1;AES256")
			g.t("\n  " + g.str("0123456789", 64) + "\n  " + g.str("0123456789", 64))
			end()
			g.outro()
		}},
		{"vault_kv_get", false, func(g *G) {
			path := g.pick("secret/", "kv/", "apps/") + g.svc() + "/" + g.env()
			g.tp("why doesn't my vault agent template render? the secret exists:\n", "", "output of vault kv get:\n")
			g.t("$ vault kv get " + path + "\n====== Secret Path ======\n" + strings.Replace(path, "/", "/data/", 1) + "\n\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       ")
			g.k(g.ts() + "." + g.str(csDigit, 6) + "Z")
			g.t("\ncustom_metadata    <nil>\ndeletion_time      n/a\ndestroyed          false\nversion            " + fmt.Sprint(g.n(1, 30)) + "\n\n====== Data ======\nKey                Value\n---                -----\napi_key            ")
			g.p("bearer", g.alnum(32))
			g.t("\ndb_password        ")
			g.p("bearer", g.password())
			g.t("\nusername           " + g.user())
			g.outro()
		}},
		{"vault_token_create", false, func(g *G) {
			g.tp("created a token for the CI role but it gets 403 permission denied on read:\n", "", "$ vault token create -policy="+g.svc()+"-ro -ttl=24h\n")
			g.t("Key                  Value\n---                  -----\ntoken                ")
			g.p("bearer", g.vaultTok())
			g.t("\ntoken_accessor       ")
			g.k(g.alnum(24))
			g.t("\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       [\"default\" \"" + g.svc() + "-ro\"]\nidentity_policies    []\npolicies             [\"default\" \"" + g.svc() + "-ro\"]\n\nthen: export VAULT_TOKEN=")
			g.p("bearer", g.vaultTok())
			g.outro()
		}},
		{"sops_decrypted", false, func(g *G) {
			g.tp("sops -d secrets.enc.yaml works locally, but in CI flux says 'failed to decrypt'. decrypted (dev values):\n", "", "here is what `sops -d` prints:\n")
			end := g.fence("yaml")
			g.t("database:\n  user: " + g.svc() + "\n  password: ")
			g.yq("bearer", g.password())
			g.t("\nslack:\n  webhook: https://hooks.slack.com/services/")
			g.k("T" + g.upal(8) + "/B" + g.upal(10))
			g.t("/")
			g.p("bearer", g.alnum(24))
			g.t("\njwt_signing_secret: ")
			g.yq("bearer", g.b64(g.n(44, 64)))
			end()
			g.t("\n\n.sops.yaml uses age recipient ")
			g.k("age1" + g.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
			g.outro()
		}},
		{"docker_compose_env", false, func(g *G) {
			g.tp("docker compose up -> 'password authentication failed for user'. compose file:\n", "docker-compose.yml from the repo:\n", "")
			end := g.fence("yaml")
			g.t("services:\n  db:\n    image: ")
			g.k("postgres:" + g.pick("16.2", "15.6", "16.4-alpine", "14.11"))
			g.t("\n    environment:\n      POSTGRES_USER: " + g.svc() + "\n      POSTGRES_PASSWORD: ")
			g.yq("bearer", g.password())
			g.t("\n    ports:\n      - \"")
			g.k(g.pick("5432:5432", "15432:5432", "5433:5432"))
			g.t("\"\n  rabbit:\n    image: rabbitmq:3-management\n    environment:\n      RABBITMQ_DEFAULT_USER: " + g.user() + "\n      RABBITMQ_DEFAULT_PASS: ")
			g.yq("bearer", g.password())
			g.t("\n  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: " + g.pick("minioadmin", "admin", g.svc()) + "\n      MINIO_ROOT_PASSWORD: ")
			g.yq("bearer", g.alnum(g.n(16, 40)))
			end()
			g.outro()
		}},
		{"systemd_env", false, func(g *G) {
			g.tp("the service starts by hand but not via systemd, unit file:\n", "/etc/systemd/system/"+g.svc()+".service\n", "")
			g.t("[Unit]\nDescription=" + title(g.svc()) + " worker\nAfter=network-online.target\n\n[Service]\nUser=" + g.svc() + "\nEnvironment=\"API_TOKEN=")
			g.p("bearer", g.alnum(g.n(32, 48)))
			g.t("\"\nEnvironment=\"DB_DSN=" + g.svc() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@tcp(" + g.host() + ":3306)/" + g.svc() + "\"\nExecStart=/opt/" + g.svc() + "/bin/" + g.svc() + " --listen ")
			g.k(fmt.Sprintf("0.0.0.0:%d", g.n(8000, 9100)))
			g.t("\nRestart=on-failure")
			g.outro()
		}},
	}
}
