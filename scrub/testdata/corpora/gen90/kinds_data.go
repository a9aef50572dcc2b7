package main

import (
	"fmt"
	"net/url"
	"strings"
)

var smtpHosts = []string{"smtp.gmail.com", "smtp.office365.com", "smtp.sendgrid.net", "mail.gmx.net", "smtp.mailgun.org", "smtp.zoho.eu", "smtp.yandex.ru", "smtp.qq.com"}

func dataKinds() []Kind {
	return []Kind{
		{"java_jdbc_stacktrace", func(b *B) string {
			pw := b.UPass()
			h := pick(dbHosts...)
			return wrap("conn", fmt.Sprintf("%s ERROR [main] o.s.b.SpringApplication - Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\nCaused by: org.postgresql.util.PSQLException: Connection to %s:5432 refused. Check that the hostname and port are correct.\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:%s)\n\tat org.postgresql.Driver.connect(Driver.java:%s)\n\turl=jdbc:postgresql://%s:5432/orders?user=orders_app&password=%s&sslmode=require", b.LTS(), h, b.N(200, 400), b.N(200, 300), h, pw))
		}},
		{"java_mongo_exception", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("com.mongodb.MongoTimeoutException: Timed out after 30000 ms while waiting to connect. Client view of cluster state is {type=REPLICA_SET, servers=[{address=%s-shard-00-00.%s.mongodb.net:27017, type=UNKNOWN, state=CONNECTING, exception={com.mongodb.MongoSecurityException: Exception authenticating MongoCredential{mechanism=SCRAM-SHA-1, userName='%s', source='admin', password=<hidden>}}}]\n\tat com.mongodb.internal.connection.BaseCluster.getDescription(BaseCluster.java:%s)\nspring.data.mongodb.uri=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority", "cluster0", "x7kq2", "app_rw", b.N(100, 200), "app_rw", pw, "x7kq2", pick("shop", "crm", "events")))
		}},
		{"java_amqp_exception", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("%s WARN  o.s.a.r.l.SimpleMessageListenerContainer - Consumer raised exception, processing can restart if the connection factory supports it. Exception summary: org.springframework.amqp.AmqpAuthenticationException: com.rabbitmq.client.AuthenticationFailureException: ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN.\n  spring.rabbitmq.addresses=amqps://orders:%s@%s:5671/orders", b.LTS(), pw, pick("b-"+uuid()+".mq.eu-west-1.amazonaws.com", "rabbitmq.messaging")))
		}},
		{"java_redis_exception", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("io.lettuce.core.RedisConnectionException: Unable to connect to redis://:%s@%s:6379/0\n\tat io.lettuce.core.RedisConnectionException.create(RedisConnectionException.java:78)\nCaused by: io.lettuce.core.RedisCommandExecutionException: WRONGPASS invalid username-password pair or user is disabled.", pw, pick(dbHosts...)))
		}},
		{"spring_actuator_env", func(b *B) string {
			pw := b.Pass()
			key := b.Sec(vtok("openai"))
			b.K("******")
			return wrap("leak", fmt.Sprintf("GET /actuator/env → 200\n{\"activeProfiles\":[\"prod\"],\"propertySources\":[{\"name\":\"systemEnvironment\",\"properties\":{\"SPRING_DATASOURCE_PASSWORD\":{\"value\":\"******\",\"origin\":\"System Environment Property \\\"SPRING_DATASOURCE_PASSWORD\\\"\"},\"MAIL_PASSWORD\":{\"value\":\"%s\"},\"OPENAI_API_KEY\":{\"value\":\"%s\"},\"HOSTNAME\":{\"value\":\"%s\"}}}]}", pw, key, podName(pick(apps...))))
		}},
		{"java_mail_debug", func(b *B) string {
			em := b.CEmail()
			pw := password()
			used[pw] = true
			eu, ep := b64std(em), b.Sec(b64std(pw))
			to := b.Email()
			return wrap("auth", fmt.Sprintf("DEBUG SMTP: trying to connect to host \"%s\", port 587, isSSL false\n220 %s ESMTP ready\nDEBUG SMTP: connected to host \"%s\", port: 587\nEHLO %s\n250-AUTH LOGIN PLAIN XOAUTH2\nDEBUG SMTP: protocolConnect login, host=%s, user=%s, password=<non-null>\nDEBUG SMTP: Attempt to authenticate using mechanisms: LOGIN PLAIN DIGEST-MD5 NTLM XOAUTH2\nAUTH LOGIN\n334 VXNlcm5hbWU6\n%s\n334 UGFzc3dvcmQ6\n%s\n535 5.7.8 Username and Password not accepted.\nDEBUG SMTP: recipient %s", pick(smtpHosts...), pick(smtpHosts...), pick(smtpHosts...), pick("app-01", "localhost", "worker"), pick(smtpHosts...), em, eu, ep, to))
		}},
		{"kafka_jaas_config", func(b *B) string {
			pw := b.Sec(uniq(func() string { return secretish(alnum+"+/", 64) }))
			key := b.K(strings.ToUpper(rs(alnum, 16)))
			b.K("[hidden]")
			return wrap("conn", fmt.Sprintf("%s INFO  o.a.k.c.p.ProducerConfig - ProducerConfig values:\n\tacks = -1\n\tbootstrap.servers = [pkc-%s.eu-west-1.aws.confluent.cloud:9092]\n\tsasl.jaas.config = org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";\n\tsasl.mechanism = PLAIN\n\tssl.truststore.password = [hidden]\n%s ERROR o.a.k.c.NetworkClient - [Producer clientId=producer-1] Connection to node -1 failed authentication due to: Authentication failed", b.LTS(), rs(lower+digits, 5), key, pw, b.LTS()))
		}},
		{"dotnet_sqlconnection", func(b *B) string {
			pw := b.Pass()
			return wrap("conn", fmt.Sprintf("Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sqladmin'.\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)\nClientConnectionId:%s\nError Number:18456,State:1,Class:14\nConnectionString: Server=tcp:%s,1433;Initial Catalog=orders;Persist Security Info=False;User ID=sqladmin;Password=%s;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;", b.UUID(), pick("acme-prod.database.windows.net", "sql-prod.database.windows.net"), pw))
		}},
		{"azure_storage_connstring", func(b *B) string {
			key := b.Sec(uniq(func() string { return secretish(b64, 86) + "==" }))
			return wrap("conn", fmt.Sprintf("Azure.RequestFailedException: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.\nStatus: 403 (Server failed to authenticate the request.)\nErrorCode: AuthenticationFailed\nx-ms-request-id: %s\nConfig: AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", b.UUID(), "acme"+rs(lower+digits, 8), key))
		}},
		{"py_sqlalchemy_error", func(b *B) string {
			pw := b.UPass()
			h := pick(dbHosts...)
			return wrap("conn", fmt.Sprintf(">>> engine = create_engine(\"postgresql+psycopg2://analytics:%s@%s:5432/warehouse\")\n>>> engine.connect()\nTraceback (most recent call last):\n  ...\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"%s\" (%s), port 5432 failed: FATAL:  password authentication failed for user \"analytics\"\n\n(Background on this error at: https://sqlalche.me/e/20/e3q8)", pw, h, h, b.IP()))
		}},
		{"celery_broker_leak", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("[%s: ERROR/MainProcess] consumer: Cannot connect to amqp://worker:%s@%s:5672//: [Errno 111] Connection refused.\nTrying again in 4.00 seconds... (2/100)", b.LTS(), pw, b.IP()))
		}},
		{"node_redis_error", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("[ioredis] Unhandled error event: ReplyError: WRONGPASS invalid username-password pair or user is disabled.\n    at parseError (/app/node_modules/redis-parser/lib/parser.js:179:12)\nconnecting with REDIS_URL=rediss://default:%s@%s.upstash.io:6379", pw, pick("eu1-keen-owl-", "us1-brave-fox-")+rs(digits, 5)))
		}},
		{"mysql_cli_password", func(b *B) string {
			pw := b.Sec(uniq(func() string { return secretish(alnum, 14) + pick("!", "#", "%", "_") }))
			return wrap("conn", fmt.Sprintf("$ mysql -h %s -u root -p'%s' shop -e 'SELECT 1'\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)", pick(dbHosts...), pw, pick(dbHosts...)))
		}},
		{"psql_pgpassword", func(b *B) string {
			pw := b.UPass()
			h := pick(dbHosts...)
			return wrap("conn", fmt.Sprintf("$ PGPASSWORD=%s psql -h %s -U reporting -d analytics\npsql: error: connection to server at \"%s\" (%s), port 5432 failed: FATAL:  no pg_hba.conf entry for host \"%s\", user \"reporting\", database \"analytics\", SSL off", pw, h, h, b.IP(), b.IP()))
		}},
		{"psql_uri", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("$ psql \"postgresql://admin:%s@%s:5432/postgres?sslmode=require\"\npsql: error: connection to server at \"%s\", port 5432 failed: timeout expired", pw, pick(dbHosts...), b.IP()))
		}},
		{"mongosh_uri", func(b *B) string {
			pw := b.UPass()
			return wrap("conn", fmt.Sprintf("$ mongosh \"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/admin\"\nCurrent Mongosh Log ID:\t%s\nConnecting to:\t\tmongodb+srv://<credentials>@cluster0.%s.mongodb.net/admin?appName=mongosh+2.%d.0\nMongoServerError: bad auth : authentication failed", pick("dbAdmin", "app", lname()), pw, "ab12c", b.Hex(24), "ab12c", rint(1, 5)))
		}},
		{"redis_cli_a", func(b *B) string {
			pw := b.Sec(uniq(func() string { return secretish(alnum, 32) }))
			return wrap("conn", fmt.Sprintf("$ redis-cli -h %s -p 6379 -a %s ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n(error) WRONGPASS invalid username-password pair or user is disabled.", b.IP(), pw))
		}},
		{"pg_log_alter_user", func(b *B) string {
			pw := b.Pass()
			return wrap("leak", fmt.Sprintf("%s UTC [%s] postgres@app LOG:  statement: ALTER USER reporting WITH PASSWORD '%s';\n%s UTC [%s] postgres@app LOG:  duration: %s.%s ms", "2025-04-02 11:08:14.201", b.N(1000, 60000), pw, "2025-04-02 11:08:14.203", b.N(1000, 60000), b.N(0, 9), b.N(100, 999)))
		}},
		{"mysql_general_log_insert", func(b *B) string {
			em, ph := b.Email(), b.PhoneF()
			s := b.SSN()
			return wrap("leak", fmt.Sprintf("%s\t   %s Query\tINSERT INTO applicants (full_name, email, phone, ssn, created_at) VALUES ('%s', '%s', '%s', '%s', NOW())", b.TS(), b.N(10, 999), fullName(), em, ph, s))
		}},
		{"db_slow_log_email", func(b *B) string {
			em := b.Email()
			return wrap("gen", fmt.Sprintf("# Time: %s\n# User@Host: app[app] @  [%s]  Id: %s\n# Query_time: %s.%s  Lock_time: 0.000%s Rows_sent: 1  Rows_examined: %s\nSET timestamp=%s;\nSELECT * FROM customers WHERE LOWER(email) = '%s' LIMIT 1;", b.TS(), b.IP(), b.N(1000, 99999), b.N(1, 9), b.N(100000, 999999), b.N(10, 99), b.N(100000, 9999999), b.N(1690000000, 1760000000), em))
		}},
		{"psql_select_pii", func(b *B) string {
			e1, e2 := b.Email(), b.Email()
			p1, p2 := b.PhoneF(), b.Phone()
			return wrap("gen", fmt.Sprintf("app=> SELECT id, email, phone, created_at FROM users WHERE last_login IS NULL LIMIT 2;\n   id   |            email             |      phone       |         created_at\n--------+------------------------------+------------------+----------------------------\n %s | %s | %s | %s\n %s | %s | %s | %s\n(2 rows)", b.N(100000, 999999), e1, p1, "2024-11-03 08:12:44.512+00", b.N(100000, 999999), e2, p2, "2024-11-05 19:40:02.113+00"))
		}},
		{"smtp_auth_plain_trace", func(b *B) string {
			em := b.Email()
			pw := password()
			used[pw] = true
			auth := b.Sec(b64std("\x00" + em + "\x00" + pw))
			to := b.Email()
			h := pick(smtpHosts...)
			return wrap("auth", fmt.Sprintf("$ openssl s_client -starttls smtp -connect %s:587 -crlf -quiet\n250 SMTPUTF8\nEHLO localhost\n250-%s at your service\n250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\nAUTH PLAIN %s\n235 2.7.0 Accepted\nMAIL FROM:<%s>\n250 2.1.0 OK\nRCPT TO:<%s>\n550 5.1.1 The email account that you tried to reach does not exist.", h, h, auth, em, to))
		}},
		{"smtp_auth_login_trace", func(b *B) string {
			em := b.CEmail()
			pw := password()
			used[pw] = true
			ep := b.Sec(b64std(pw))
			return wrap("auth", fmt.Sprintf("<<< 220 %s ESMTP\n>>> EHLO %s\n<<< 250-AUTH PLAIN LOGIN\n>>> AUTH LOGIN\n<<< 334 VXNlcm5hbWU6\n>>> %s\n<<< 334 UGFzc3dvcmQ6\n>>> %s\n<<< 535 5.7.3 Authentication unsuccessful [%s]\n# user was %s", pick(smtpHosts...), pick("mailer-1", "web01"), b64std(em), ep, b.K(strings.ToUpper(rs(alnum, 4))+"P"+rs(digits, 3)+"CA"+rs(digits, 4)+".eurprd0"+rs(digits, 1)+".prod.outlook.com"), em))
		}},
		{"swaks_output", func(b *B) string {
			em := b.Email()
			pw := b.Pass()
			to := b.Email()
			return wrap("auth", fmt.Sprintf("$ swaks --to %s --from %s --server %s:587 --tls --auth LOGIN --auth-user %s --auth-password '%s'\n=== Trying %s:587...\n=== Connected to %s.\n<-  220 ESMTP\n -> EHLO %s\n<-  250-AUTH LOGIN PLAIN\n -> AUTH LOGIN\n<-  334 VXNlcm5hbWU6\n -> %s\n<-  334 UGFzc3dvcmQ6\n -> %s\n<** 535 5.7.8 Error: authentication failed", to, em, pick(smtpHosts...), em, pw, pick(smtpHosts...), pick(smtpHosts...), pick("host.local", "ci-runner"), b64std(em), b.Sec(b64std(pw))))
		}},
		{"imap_login_trace", func(b *B) string {
			em := b.Email()
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.\na001 LOGIN %s \"%s\"\na001 NO [AUTHENTICATIONFAILED] Authentication failed.\na002 LOGOUT", em, pw))
		}},
		{"imap_python_debug", func(b *B) string {
			em := b.Email()
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("  %s.%s imaplib version 2.58\n  %s.%s new IMAP4 connection, tag=b'KFLH'\n  %s.%s > b'KFLH1 LOGIN %s \"%s\"'\n  %s.%s < b'KFLH1 NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)'\nimaplib.IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials (Failure)'", b.N(10, 59), b.N(10, 99), b.N(10, 59), b.N(10, 99), b.N(10, 59), b.N(10, 99), em, pw, b.N(10, 59), b.N(10, 99)))
		}},
		{"pop3_trace", func(b *B) string {
			em := b.Email()
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("+OK POP3 server ready %s\nUSER %s\n+OK\nPASS %s\n-ERR [AUTH] Authentication failed.", b.K(fmt.Sprintf("<%d.%d@pop.%s>", rint(1000, 9999), rint(1690000000, 1760000000), pick("gmx.net", "mail.ru", "orange.fr"))), em, pw))
		}},
		{"ldapsearch_bind", func(b *B) string {
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("$ ldapsearch -x -H ldaps://%s:636 -D \"cn=svc-%s,ou=service,dc=%s,dc=local\" -w '%s' -b \"ou=people,dc=%s,dc=local\" \"(uid=%s)\" mail\nldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 52e, v4563", pick("dc01.corp", "ldap.corp", "ad.acme"), pick("gitlab", "jenkins", "nextcloud"), pick("acme", "corp"), pw, pick("acme", "corp"), fname()))
		}},
		{"ldap3_debug", func(b *B) string {
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("DEBUG:ldap3:BASIC:BIND:<ServerPool ...>:start BIND operation via <ldaps://%s:636>\nDEBUG:ldap3:PROTOCOL:BIND:request: <{'version': 3, 'name': 'uid=%s,ou=people,dc=acme,dc=io', 'authentication': {'sasl': None, 'simple': '%s'}}>\nDEBUG:ldap3:PROTOCOL:BIND:response: <[{'result': 49, 'description': 'invalidCredentials', 'dn': '', 'message': ''}]>", b.IP(), fname()+"."+lname(), pw))
		}},
		{"ldap_search_result_pii", func(b *B) string {
			em := b.CEmail()
			ph := b.PhoneF()
			return wrap("gen", fmt.Sprintf("# %s, people, acme.io\ndn: uid=%s,ou=people,dc=acme,dc=io\ncn: %s\nmail: %s\ntelephoneNumber: %s\nemployeeNumber: %s\nobjectClass: inetOrgPerson\n\n# search result\nsearch: 2\nresult: 0 Success", fname(), fname(), fullName(), em, ph, b.N(10000, 99999)))
		}},
		{"ftp_curl_trace", func(b *B) string {
			pw := b.Pass()
			return wrap("conn", fmt.Sprintf("* Connected to ftp.%s (%s) port 21\n< 220 ProFTPD Server ready.\n> USER %s\n< 331 Password required for %s\n> PASS %s\n< 530 Login incorrect.\n* Access denied: 530", pick(corpDomains...), b.PubIP(), "exports", "exports", pw))
		}},
		{"sshpass_verbose", func(b *B) string {
			pw := b.Pass()
			return wrap("conn", fmt.Sprintf("$ sshpass -p '%s' ssh -vvv backup@%s\nOpenSSH_9.%dp1, OpenSSL 3.0.%d\ndebug1: Connecting to %s [%s] port 22.\ndebug1: Connection established.\ndebug1: Remote protocol version 2.0, remote software version OpenSSH_8.9\ndebug3: send packet: type 50\ndebug1: Authentications that can continue: publickey,password\ndebug1: Next authentication method: password\nPermission denied, please try again.", pw, "nas.local", rint(0, 9), rint(2, 15), "nas.local", b.IP()))
		}},
		{"mosquitto_debug", func(b *B) string {
			pw := b.Pass()
			return wrap("auth", fmt.Sprintf("$ mosquitto_sub -d -h %s -p 8883 -u sensor-gw -P '%s' -t 'plant/+/telemetry'\nClient null sending CONNECT\nClient null received CONNACK (5)\nConnection error: Connection Refused: not authorised.", b.IP(), pw))
		}},
		{"twilio_request_log", func(b *B) string {
			sid := b.K("AC" + rs(hexd, 32))
			tok := hexKey(32)
			cred := b.Sec(basicCred(sid, tok))
			to, from := b.P("phone", url.QueryEscape(phoneE164())), b.P("phone", url.QueryEscape(phoneE164()))
			return wrap("gen", fmt.Sprintf("DEBUG:twilio.http_client:-- BEGIN Twilio API Request --\nDEBUG:twilio.http_client:POST Request: https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json\nDEBUG:twilio.http_client:Headers:\nDEBUG:twilio.http_client:Authorization : Basic %s\nDEBUG:twilio.http_client:Data: To=%s&From=%s&Body=Your+code+is+%s\nDEBUG:twilio.http_client:-- END Twilio API Request --\nDEBUG:twilio.http_client:Response Status Code: 400", sid, cred, to, from, rs(digits, 6)))
		}},
		{"sms_gateway_json", func(b *B) string {
			ph := b.PhoneF()
			return wrap("gen", fmt.Sprintf("%s [sms] POST https://rest.%s/sms/2/text/advanced → 400\nrequest={\"messages\":[{\"destinations\":[{\"to\":\"%s\"}],\"from\":\"ACME\",\"text\":\"Ihr Code lautet %s\"}]}\nresponse={\"requestError\":{\"serviceException\":{\"messageId\":\"BAD_REQUEST\",\"text\":\"Invalid destination address\"}}}", b.LTS(), pick("infobip.com", "messagebird.com", "sinch.com"), ph, rs(digits, 6)))
		}},
		{"graphql_response_pii", func(b *B) string {
			em, ph := b.Email(), b.PhoneF()
			return wrap("gen", fmt.Sprintf("Response (200, %sms):\n{\n  \"data\": {\n    \"customer\": {\n      \"id\": \"gid://shopify/Customer/%s\",\n      \"email\": \"%s\",\n      \"phone\": \"%s\",\n      \"ordersCount\": \"%s\"\n    }\n  },\n  \"extensions\": {\"cost\": {\"requestedQueryCost\": %s}}\n}", b.N(50, 900), b.N(1000000000000, 9999999999999), em, ph, b.N(1, 40), b.N(1, 60)))
		}},
		{"stripe_curl_card", func(b *B) string {
			sk := b.Sec(uniq(func() string { return "sk_test_51" + secretish(alnum, 97) }))
			c := b.Card()
			return wrap("gen", fmt.Sprintf("$ curl https://api.stripe.com/v1/payment_methods -u %s: -d type=card -d \"card[number]\"=%s -d \"card[exp_month]\"=%d -d \"card[exp_year]\"=20%d -d \"card[cvc]\"=%s\n{\n  \"error\": {\n    \"code\": \"card_declined\",\n    \"request_log_url\": \"https://dashboard.stripe.com/test/logs/%s\",\n    \"type\": \"card_error\"\n  }\n}", sk, c, rint(1, 12), rint(26, 31), rs(digits, 3), b.K("req_"+rs(alnum, 14))))
		}},
		{"payment_gateway_debug", func(b *B) string {
			c := b.Card()
			em := b.Email()
			return wrap("leak", fmt.Sprintf("%s DEBUG PaymentService - gateway request: {\"merchantRef\":\"%s\",\"amount\":{\"value\":%s,\"currency\":\"%s\"},\"card\":{\"number\":\"%s\",\"expiryMonth\":\"%02d\",\"expiryYear\":\"20%d\",\"holderName\":\"%s\"},\"shopperEmail\":\"%s\"}\n%s DEBUG PaymentService - gateway response: {\"pspReference\":\"%s\",\"resultCode\":\"Refused\",\"refusalReason\":\"CVC Declined\"}", b.LTS(), b.K("ORD-"+rs(digits, 8)), b.N(100, 99999), pick("EUR", "USD", "BRL", "JPY"), c, rint(1, 12), rint(26, 31), strings.ToUpper(fullName()), em, b.LTS(), b.K(rs(upper+digits, 16))))
		}},
		{"payment_form_encoded", func(b *B) string {
			c := b.Card()
			return wrap("gen", fmt.Sprintf("> POST /v1/charge HTTP/1.1\n> Host: %s\n> Content-Type: application/x-www-form-urlencoded\n> Content-Length: %s\n>\n> amount=%s&currency=usd&card%%5Bnumber%%5D=%s&card%%5Bexp%%5D=%02d%%2F%d&description=order+%s\n< HTTP/1.1 402 Payment Required", pick("pay.lumen-pay.com", "gateway.meridian-bank.com.mx"), b.N(80, 200), b.N(100, 99999), c, rint(1, 12), rint(26, 31), b.K(rs(digits, 7))))
		}},
		{"java_validation_pan", func(b *B) string {
			c := b.P("credit_card", groupCard(cardDigits(), pick(" ", "-")))
			return wrap("gen", fmt.Sprintf("javax.validation.ConstraintViolationException: charge.card.expiry: must be a future date\n\tat com.acme.pay.ChargeController.create(ChargeController.java:%s)\nrejected value: CardDetails(number=%s, expiry=%02d/%d, holder=%s)", b.N(40, 400), c, rint(1, 12), rint(19, 24), fullName()))
		}},
		{"braintree_xml_dump", func(b *B) string {
			c := b.Card()
			em := b.Email()
			return wrap("gen", fmt.Sprintf("<transaction>\n  <type>sale</type>\n  <amount>%s.%02d</amount>\n  <order-id>%s</order-id>\n  <credit-card>\n    <number>%s</number>\n    <expiration-date>%02d/20%d</expiration-date>\n  </credit-card>\n  <customer>\n    <email>%s</email>\n  </customer>\n</transaction>\nBraintree::AuthorizationError (Braintree::AuthorizationError)", b.N(1, 999), rint(0, 99), b.K("SO-"+rs(digits, 6)), c, rint(1, 12), rint(26, 31), em))
		}},
		{"kyc_api_response", func(b *B) string {
			s := b.SSN()
			em := b.Email()
			ph := b.Phone()
			return wrap("leak", fmt.Sprintf("< HTTP/1.1 200 OK\n< X-Request-Id: %s\n<\n{\"applicant\":{\"id\":\"%s\",\"first_name\":\"%s\",\"last_name\":\"%s\",\"ssn\":\"%s\",\"dob\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\"},\"checks\":[{\"type\":\"identity\",\"status\":\"consider\"}]}", b.UUID(), b.UUID(), capw(fname()), capw(lname()), s, b.K(fmt.Sprintf("19%02d-%02d-%02d", rint(50, 99), rint(1, 12), rint(1, 28))), em, ph))
		}},
		{"payroll_itin_log", func(b *B) string {
			it := b.ITIN()
			return wrap("leak", fmt.Sprintf("%s WARN  payroll.w2 - TIN mismatch for employee_id=%s tin=%s tin_type=ITIN name=\"%s\" tax_year=%d", b.LTS(), b.N(10000, 99999), it, fullName(), rint(2022, 2025)))
		}},
		{"ssn_bare_json_log", func(b *B) string {
			s := b.P("ssn", ssnBare())
			return wrap("leak", fmt.Sprintf("%s ERROR [credit-pull] bureau returned 422 for request %s: {\"consumer\":{\"ssn\":\"%s\",\"zip\":\"%s\"},\"error\":\"SSN_NAME_MISMATCH\"}", b.LTS(), b.UUID(), s, b.K(fmt.Sprintf("%05d", rint(10001, 99950)))))
		}},
		{"ssn_python_repr", func(b *B) string {
			s := b.SSN()
			em := b.Email()
			return wrap("gen", fmt.Sprintf("ValidationError: 1 validation error for Applicant\nemployer_ein\n  string does not match regex \"^\\d{2}-\\d{7}$\" (type=value_error.str.regex; pattern=^\\d{2}-\\d{7}$)\n> applicant = Applicant(name='%s', email='%s', ssn='%s', employer_ein='%s')", fullName(), em, s, b.K(fmt.Sprintf("%02d%07d", rint(10, 99), rint(0, 9999999)))))
		}},
		{"ssn_csv_export_debug", func(b *B) string {
			s1, s2 := b.SSN(), b.P("ssn", ssnBare())
			e1 := b.Email()
			return wrap("gen", fmt.Sprintf("$ head -3 /tmp/export_%s.csv\nemployee_id,name,email,ssn,hire_date\n%s,%s,%s,%s,%s\n%s,%s,,%s,%s", b.N(20240101, 20251231), b.N(1000, 9999), fullName(), e1, s1, b.K("2021-04-12"), b.N(1000, 9999), fullName(), s2, b.K("2023-09-01")))
		}},
		{"pem_private_key_log", func(b *B) string {
			body := b.Sec(pemBody(3))
			return wrap("leak", fmt.Sprintf("%s DEBUG loaded signing key from env APNS_KEY:\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n%s ERROR apns: 403 InvalidProviderToken", b.LTS(), body, b.LTS()))
		}},
		{"service_account_json", func(b *B) string {
			body := b.Sec(strings.ReplaceAll(pemBody(4), "\n", "\\n"))
			em := fmt.Sprintf("%s@%s.iam.gserviceaccount.com", pick("ci-deployer", "bq-reader", "firebase-adminsdk-"+rs(lower+digits, 5)), "acme-prod-"+rs(digits, 4))
			return wrap("leak", fmt.Sprintf("$ cat $GOOGLE_APPLICATION_CREDENTIALS\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}", b.Hex(40), body, em, "1"+rs(digits, 20)))
		}},
	}
}
