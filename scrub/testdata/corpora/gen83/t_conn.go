package main

import (
	"fmt"
	"strings"
)

func tConn() []tmpl {
	return []tmpl{
		{"conn_postgres_psql", false, func(g *G) {
			h := g.host()
			g.tp("psql connects but my app doesn't, same string:\n", "", "this connection string worked yesterday:\n")
			g.t("$ psql \"postgresql://" + g.user() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + h + ":5432/" + g.svc() + "?sslmode=" + g.pick("require", "verify-full", "prefer") + "\"\npsql (")
			g.k(fmt.Sprintf("%d.%d", g.n(14, 17), g.n(1, 6)))
			g.t(")\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)\n\nbut the app logs: FATAL:  no pg_hba.conf entry for host \"")
			g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t("\", user \"" + g.svc() + "\", database \"" + g.svc() + "\", no encryption")
			g.outro()
		}},
		{"conn_mysql_cli", false, func(g *G) {
			g.tp("", "mysqldump in cron fails, the line is:\n", "ERROR 1045 (28000): Access denied — command:\n")
			g.t("mysqldump -h " + g.host() + " -P 3306 -u " + g.user() + " -p'")
			g.p("bearer", strings.ReplaceAll(g.password(), "'", ""))
			g.t("' --single-transaction --routines " + g.svc() + " | gzip > /backups/" + g.svc() + "-$(date +%F).sql.gz\n\nand the app uses DSN mysql://" + g.svc() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + ":3306/" + g.svc() + "?charset=utf8mb4\nmysql  Ver ")
			g.k(fmt.Sprintf("8.0.%d", g.n(30, 40)))
			g.t(" for Linux on x86_64")
			g.outro()
		}},
		{"conn_sqlserver_ado", false, func(g *G) {
			srv := g.co() + "-" + g.env() + "-sql"
			g.tp("EF Core: 'Login failed for user'. appsettings.json:\n", "", "")
			end := g.fence("json")
			g.t("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=tcp:")
			g.k(srv + ".database.windows.net,1433")
			g.t(";Initial Catalog=" + g.svc() + ";Persist Security Info=False;User ID=" + g.user() + ";Password=")
			g.p("bearer", strings.ReplaceAll(g.password(), ";", ""))
			g.t(";MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;\",\n    \"Storage\": \"DefaultEndpointsProtocol=https;AccountName=" + g.co() + "store;AccountKey=")
			g.p("bearer", g.b64(86)+"==")
			g.t(";EndpointSuffix=core.windows.net\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}")
			end()
			g.outro()
		}},
		{"conn_sqlserver_jdbc", false, func(g *G) {
			g.tp("Flyway migration can't log in to SQL Server:\n", "", "")
			g.t("flyway -url=\"")
			g.k("jdbc:sqlserver://" + g.host() + ":1433;databaseName=" + g.svc())
			g.t(";encrypt=true;trustServerCertificate=true;user=sa;password=")
			g.p("bearer", strings.ReplaceAll(g.password(), ";", ""))
			g.t(";\" migrate\nFlyway Community Edition ")
			g.k(fmt.Sprintf("10.%d.%d", g.n(0, 20), g.n(0, 3)))
			g.t(" by Redgate\nERROR: Unable to obtain connection from database: Login failed for user 'sa'.\nSQL State  : S0001\nError Code : 18456")
			g.outro()
		}},
		{"conn_oracle", false, func(g *G) {
			u := strings.ToUpper(g.svc()) + "_APP"
			g.tp("ORA-01017: invalid username/password; logon denied, but sqlplus works:\n", "", "")
			g.t("$ sqlplus " + u + "/")
			g.p("bearer", strings.ReplaceAll(g.password(), "@", "#"))
			g.t("@//" + g.host() + ":1521/")
			g.k(g.pick("ORCLPDB1", "XEPDB1", "PRODPDB", "FREEPDB1"))
			g.t("\n\nSQL*Plus: Release ")
			g.k(g.pick("19.0.0.0.0", "21.0.0.0.0", "23.4.0.24.05"))
			g.t(" - Production\n\nJava side: jdbc:oracle:thin:" + u + "/")
			g.p("bearer", g.alnum(g.n(12, 20)))
			g.t("@" + g.host() + ":1521/ORCL")
			g.outro()
		}},
		{"conn_mongodb_srv", false, func(g *G) {
			cl := g.pick("cluster0", "prod-cluster", "main", g.svc())
			g.tp("MongoServerError: bad auth : Authentication failed. URI:\n", "", "mongosh works with this but mongoose doesn't\n")
			g.t("mongodb+srv://" + g.user() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@")
			g.k(cl + "." + g.str(csLoAl, 5) + ".mongodb.net")
			g.t("/" + g.svc() + "?retryWrites=true&w=majority&appName=" + title(cl) + "\n\nmongoose ")
			g.k(fmt.Sprintf("8.%d.%d", g.n(0, 9), g.n(0, 5)))
			g.outro()
		}},
		{"conn_redis", false, func(g *G) {
			port := fmt.Sprint(g.n(10000, 19999))
			g.tp("ioredis: ReplyError: WRONGPASS invalid username-password pair or user is disabled.\n", "", "")
			g.t("REDIS_URL=rediss://default:")
			g.p("bearer", g.alnum(32))
			g.t("@")
			g.k("redis-" + port + ".c" + fmt.Sprint(g.n(1, 300)) + "." + g.region() + "-" + fmt.Sprint(g.n(1, 4)) + ".ec2.redns.redis-cloud.com:" + port)
			g.t("\n\nredis-cli -h " + g.host() + " -p 6379 -a ")
			g.p("bearer", g.alnum(g.n(16, 32)))
			g.t(" --no-auth-warning ping\n(error) WRONGPASS")
			g.outro()
		}},
		{"conn_redis_conf", false, func(g *G) {
			g.tp("replica can't sync, MASTERAUTH problem? redis.conf on the replica:\n", "", "")
			g.t("bind 0.0.0.0\nport 6379\nrequirepass ")
			g.p("bearer", g.alnum(g.n(24, 40)))
			g.t("\nmasterauth ")
			g.p("bearer", g.alnum(g.n(24, 40)))
			g.t("\nreplicaof " + fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)) + " 6379\nmaxmemory ")
			g.k(g.pick("2gb", "4gb", "512mb"))
			g.t("\n\nlog: Replica " + g.ts() + " * MASTER <-> REPLICA sync: -NOAUTH Authentication required.")
			g.outro()
		}},
		{"conn_amqp", false, func(g *G) {
			g.tp("celery worker: amqp.exceptions.AccessRefused: (0, 0): (403) ACCESS_REFUSED\n", "", "")
			v := g.str(csLower, 8)
			g.t("CELERY_BROKER_URL=amqps://" + v + ":")
			g.p("bearer", g.mixed(csAlnum+"-_", 32))
			g.t("@")
			g.k(g.pick("cow", "goose", "whale", "rat") + ".rmq" + fmt.Sprint(g.n(1, 9)) + ".cloudamqp.com/" + v)
			g.t("\nRABBITMQ_URL=amqp://" + g.user() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + ":5672/%2F\ncelery==")
			g.k(fmt.Sprintf("5.%d.%d", g.n(3, 4), g.n(0, 6)))
			g.outro()
		}},
		{"conn_kafka_jaas", false, func(g *G) {
			g.tp("Confluent Cloud: SaslAuthenticationException: Authentication failed. client.properties:\n", "", "")
			end := g.fence("properties")
			g.t("bootstrap.servers=")
			g.k("pkc-" + g.str(csLoAl, 5) + "." + g.region() + ".aws.confluent.cloud:9092")
			g.t("\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"")
			g.k(g.upal(16))
			g.t("\" password=\"")
			g.p("bearer", g.mixed(csAlnum+"+/", 64))
			g.t("\";\nschema.registry.url=https://psrc-" + g.str(csLoAl, 5) + "." + g.region() + ".aws.confluent.cloud\nbasic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=")
			g.t(g.upal(16) + ":")
			g.p("bearer", g.mixed(csAlnum+"+/", 64))
			end()
			g.outro()
		}},
		{"conn_kafka_scram", false, func(g *G) {
			g.tp("kafka-console-consumer with SCRAM fails, client config:\n", "", "")
			g.t("security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n    username=\"" + g.svc() + "-consumer\" \\\n    password=\"")
			g.p("bearer", g.password())
			g.t("\";\nssl.truststore.location=/etc/kafka/truststore.jks\nssl.truststore.password=")
			g.p("bearer", g.password())
			g.t("\n\n$ kafka-console-consumer.sh --bootstrap-server ")
			g.k(fmt.Sprintf("b-%d.%s.%s.c%d.kafka.%s.amazonaws.com:9096", g.n(1, 3), g.svc(), g.str(csLoAl, 6), g.n(2, 9), g.region()))
			g.t(" --topic " + g.svc() + "-events --consumer.config client.properties")
			g.outro()
		}},
		{"conn_elasticsearch", false, func(g *G) {
			g.tp("elasticsearch-py: AuthenticationException(401, 'security_exception')\n", "", "")
			end := g.fence("python")
			g.t("from elasticsearch import Elasticsearch\n\nes = Elasticsearch(\n    cloud_id=\"")
			g.k(g.svc() + "-" + g.env() + ":" + b64enc(g.region()+".aws.found.io:443$"+g.hex(32)+"$"+g.hex(32)))
			g.t("\",\n    api_key=\"")
			g.p("bearer", b64enc(g.b64u(20)+":"+g.b64u(22)))
			g.t("\",\n)\nlogs = Elasticsearch(\"https://elastic:")
			g.p("bearer", g.alnum(24))
			g.t("@" + g.host() + ":9200\", verify_certs=False)")
			end()
			g.t("\nelasticsearch==")
			g.k(fmt.Sprintf("8.%d.%d", g.n(10, 15), g.n(0, 3)))
			g.outro()
		}},
		{"conn_clickhouse", false, func(g *G) {
			g.tp("ClickHouse Cloud: Code: 516. DB::Exception: default: Authentication failed\n", "", "")
			g.t("$ clickhouse-client --host ")
			g.k(g.str(csLoAl, 10) + "." + g.region() + ".aws.clickhouse.cloud")
			g.t(" --secure --port 9440 --user default --password '")
			g.p("bearer", g.mixed(csAlnum+"~_.", 16))
			g.t("'\nClickHouse client version ")
			g.k(fmt.Sprintf("24.%d.%d.%d (official build).", g.n(1, 12), g.n(1, 9), g.n(1, 99)))
			g.t("\n\nin Go: clickhouse://default:")
			g.p("bearer", g.mixed(csAlnum+"~_.", 16))
			g.t("@" + g.host() + ":9440/default?secure=true")
			g.outro()
		}},
		{"conn_snowflake", false, func(g *G) {
			acct := strings.ToUpper(g.str(csLower, 7)) + "-" + strings.ToUpper(g.str(csLoAl, 7))
			g.tp("snowflake connector: 250001: Could not connect to Snowflake backend\n", "", "~/.snowflake/connections.toml\n")
			end := g.fence("toml")
			g.t("[default]\naccount = \"")
			g.k(acct)
			g.t("\"\nuser = \"" + strings.ToUpper(g.first()) + "_" + strings.ToUpper(g.last()) + "\"\npassword = \"")
			g.p("bearer", g.password())
			g.t("\"\nwarehouse = \"COMPUTE_WH\"\nrole = \"TRANSFORMER\"\n\n[dbt]\naccount = \"" + acct + "\"\nuser = \"DBT_SVC\"\nprivate_key_passphrase = \"")
			g.p("bearer", g.password())
			g.t("\"")
			end()
			g.outro()
		}},
		{"conn_cassandra", false, func(g *G) {
			g.tp("cqlsh: AuthenticationFailed('Failed to authenticate to 10.0.x.x: Error from server: code=0100')\n", "", "")
			g.t("$ cqlsh " + fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)) + " 9042 -u " + g.svc() + "_rw -p ")
			g.p("bearer", g.password())
			g.t(" --ssl\n[cqlsh ")
			g.k(fmt.Sprintf("6.%d.0 | Cassandra 4.1.%d", g.n(1, 2), g.n(2, 7)))
			g.t(" | CQL spec 3.4.6 | Native protocol v5]")
			g.outro()
		}},
		{"conn_neo4j_influx", false, func(g *G) {
			g.tp("docker run for neo4j + influx in our local stack:\n", "", "")
			g.t("docker run -d -p 7474:7474 -p 7687:7687 -e NEO4J_AUTH=neo4j/")
			g.p("bearer", g.alnum(g.n(12, 20)))
			g.t(" neo4j:")
			g.k(g.pick("5.20.0", "5.18", "5.24-community"))
			g.t("\ninflux config create --config-name " + g.env() + " --host-url https://" + g.region() + "-1.aws.cloud2.influxdata.com --org " + g.co() + " --token ")
			g.p("bearer", g.b64u(86)+"==")
			g.t(" --active")
			g.outro()
		}},
		{"conn_pgpass", false, func(g *G) {
			g.tp("pg_dump still prompts for a password, ~/.pgpass is chmod 600:\n", "", "")
			for i := 0; i < g.n(2, 3); i++ {
				g.t(g.host() + ":5432:" + g.pick("*", g.svc()) + ":" + g.user() + ":")
				g.p("bearer", strings.ReplaceAll(g.password(), ":", ""))
				g.t("\n")
			}
			g.t("$ ls -l ~/.pgpass\n")
			g.k("-rw------- 1 postgres postgres")
			g.outro()
		}},
		{"conn_my_cnf", false, func(g *G) {
			g.tp("mysql client ignores ~/.my.cnf?\n", "", "")
			g.t("[client]\nuser=" + g.user() + "\npassword=\"")
			g.p("bearer", g.password())
			g.t("\"\nhost=" + g.host() + "\n")
			g.k("port=3306")
			g.t("\n\n[mysqldump]\nuser=backup\npassword=")
			g.p("bearer", g.alnum(g.n(16, 24)))
			g.outro()
		}},
		{"conn_cockroach_nats", false, func(g *G) {
			g.tp("", "two more DSNs that fail in the new cluster:\n", "")
			g.t("COCKROACH_URL=postgresql://" + g.user() + ":")
			g.p("bearer", g.b64u(22))
			g.t("@")
			g.k(g.co() + "-" + g.str(csLoAl, 4) + ".j77.cockroachlabs.cloud:26257")
			g.t("/defaultdb?sslmode=verify-full\nNATS_URL=nats://" + g.svc() + ":")
			g.p("bearer", g.urlPassword())
			g.t("@" + g.host() + ":4222")
			g.outro()
		}},
		{"smtp_postfix", false, func(g *G) {
			g.tp("postfix relay through SendGrid: SASL authentication failed. /etc/postfix/sasl_passwd:\n", "", "")
			g.t("[smtp.sendgrid.net]:587 apikey:")
			g.p("bearer", "SG."+g.b64u(22)+"."+g.b64u(43))
			g.t("\n\nmain.cf:\nrelayhost = [smtp.sendgrid.net]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\n\nmail.log: " + g.pick("Jan", "Feb", "Mar", "Oct") + " " + fmt.Sprint(g.n(1, 28)) + " 03:12:44 mx1 ")
			g.k("postfix/smtp[" + fmt.Sprint(g.n(1000, 99999)) + "]")
			g.t(": ")
			g.k(g.str(csHEX, 10))
			g.t(": to=<")
			g.p("email", g.email())
			g.t(">, relay=smtp.sendgrid.net[")
			g.k(fmt.Sprintf("167.89.%d.%d", g.n(0, 255), g.n(1, 254)))
			g.t("]:587, status=deferred (SASL authentication failed)")
			g.outro()
		}},
		{"smtp_msmtprc", false, func(g *G) {
			mail := g.email()
			g.tp("msmtp: authentication failed (method PLAIN). ~/.msmtprc:\n", "", "")
			g.t("defaults\nauth on\ntls on\ntls_trust_file /etc/ssl/certs/ca-certificates.crt\n\naccount gmail\nhost smtp.gmail.com\nport 587\nfrom ")
			g.p("email", mail)
			g.t("\nuser " + mail + "\npassword ")
			a := []string{g.str(csLower, 4), g.str(csLower, 4), g.str(csLower, 4), g.str(csLower, 4)}
			g.p("bearer", strings.Join(a, g.pick(" ", "")))
			g.t("\n\naccount default : gmail")
			g.outro()
		}},
		{"ldap_config", false, func(g *G) {
			dc := g.co()
			g.tp("ldapsearch works but sssd doesn't bind:\n", "", "")
			g.t("$ ldapsearch -x -H ldaps://ldap." + dc + ".com -D \"cn=svc-" + g.svc() + ",ou=services,dc=" + dc + ",dc=com\" -w '")
			g.p("bearer", strings.ReplaceAll(g.password(), "'", ""))
			g.t("' -b \"dc=" + dc + ",dc=com\" \"(uid=" + g.first() + ")\"\n\n/etc/sssd/sssd.conf:\n[domain/" + dc + "]\nldap_uri = ldaps://ldap." + dc + ".com\nldap_default_bind_dn = cn=svc-" + g.svc() + ",ou=services,dc=" + dc + ",dc=com\nldap_default_authtok = ")
			g.p("bearer", g.password())
			g.t("\nldap_search_base = ")
			g.k("dc=" + dc + ",dc=com")
			g.outro()
		}},
		{"ldap_spring_gitlab", false, func(g *G) {
			dc := g.co()
			g.tp("gitlab.rb LDAP section, 'Invalid credentials for user':\n", "", "")
			g.t("gitlab_rails['ldap_servers'] = {\n  'main' => {\n    'label' => 'LDAP',\n    'host' => 'ad." + dc + ".local',\n    ")
			g.k("'port' => 636")
			g.t(",\n    'bind_dn' => 'CN=svc_gitlab,OU=Service Accounts,DC=" + dc + ",DC=local',\n    'password' => '")
			g.p("bearer", strings.ReplaceAll(g.password(), "'", ""))
			g.t("',\n    'encryption' => 'simple_tls',\n    'base' => 'OU=Users,DC=" + dc + ",DC=local'\n  }\n}\ngitlab_rails['smtp_password'] = \"")
			g.p("bearer", strings.ReplaceAll(g.password(), "\"", ""))
			g.t("\"")
			g.outro()
		}},
	}
}
