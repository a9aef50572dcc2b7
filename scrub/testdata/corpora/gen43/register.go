package main

func register() {
	// dual templates: name, func, pii, clean, weight
	d := func(n string, f func(*B, bool), w int) { reg(n, f, true, true, w) }
	p := func(n string, f func(*B, bool), w int) { reg(n, f, true, false, w) }
	c := func(n string, f func(*B, bool), w int) { reg(n, f, false, true, w) }

	d("so_python_requests", tSOPythonRequests, 3)
	d("ts_axios_interceptor", tAxios, 3)
	d("js_fetch_cors", tFetch, 2)
	d("curl_verbose", tCurlVerbose, 3)
	d("kotlin_okhttp_logcat", tOkHttp, 2)
	d("csharp_httpclient", tCSharpHttpClient, 2)
	d("go_http_github", tGoHTTP, 2)
	d("rust_reqwest", tRustReqwest, 2)
	d("swift_urlsession", tSwift, 2)
	d("php_guzzle", tPHPGuzzle, 2)
	d("ruby_faraday", tRubyFaraday, 2)
	d("postman_collection", tPostman, 2)
	d("har_entry", tHAR, 2)
	d("shopify_graphql_curl", tGraphQLShopify, 2)
	d("telegram_bot_url", tTelegram, 1)
	d("websocket_query_token", tWebsocket, 1)
	d("basic_auth_debug", tBasicAuthDebug, 2)
	d("vendor_scheme_header", tOktaSSWS, 2)
	d("express_header_dump", tAuthHeaderEcho, 2)

	d("dotenv_file", tDotenv, 4)
	d("docker_compose", tDockerCompose, 3)
	d("k8s_secret", tK8sSecret, 3)
	d("k8s_deployment_env", tK8sDeployment, 2)
	d("terraform_provider", tTerraform, 3)
	d("helm_values", tHelmValues, 2)
	d("gh_actions_workflow", tGHActions, 2)
	d("nginx_conf", tNginx, 2)
	d("spring_properties", tSpringProps, 2)
	d("appsettings_json", tAppSettings, 2)
	d("django_settings", tDjangoSettings, 2)
	d("wp_config", tWPConfig, 2)
	d("aws_credentials", tAWSCreds, 2)
	d("npmrc", tNpmrc, 2)
	d("pypirc", tPypirc, 1)
	d("docker_config_json", tDockerConfig, 1)
	d("gitlab_ci", tGitlabCI, 2)
	d("shell_history", tShellHistory, 2)
	d("sentry_init", tSentryDSN, 1)
	d("mongo_atlas_conn", tMongoConn, 1)

	d("sql_seed_insert", tSQLSeed, 4)
	d("json_fixture", tJSONFixture, 3)
	d("ruby_factory_bot", tFactoryBot, 2)
	d("pytest_fixture", tPytestFixture, 3)
	d("csv_seed", tCSVSeed, 2)
	d("go_test_table_phone", tGoTestTable, 2)
	d("kotlin_test", tKotlinTest, 2)
	d("efcore_hasdata", tEFCoreSeed, 2)
	d("swift_preview_fixture", tSwiftFixture, 1)
	d("laravel_seeder", tLaravelSeeder, 2)
	d("rust_test_contact", tRustTest, 1)
	d("payments_test_cards", tPaymentsTest, 3)

	d("java_stacktrace", tJavaTrace, 3)
	d("python_traceback_twilio", tPyTraceback, 2)
	d("pino_json_log", tNodeJSONLog, 2)
	d("postgres_log", tPGLog, 2)
	d("api_422_response", tValidationResp, 2)
	d("postfix_log", tSMTPLog, 2)
	d("git_log", tGitLog, 3)
	d("github_issue_form", tGithubIssue, 3)
	d("pr_review_comment", tPRReview, 3)
	d("discord_help", tDiscordHelp, 2)
	d("slack_postmessage", tSlackHelp, 2)
	d("slack_incident_contact", tSlackContact, 2)
	d("jwt_debug", tJWTDebug, 3)
	d("oauth_token_response", tOAuthResponse, 2)
	d("twilio_node", tTwilioCode, 2)
	d("sendgrid_python", tSendgrid, 2)
	d("anthropic_sdk", tAnthropicSDK, 2)
	d("openai_sdk", tOpenAISDK, 2)
	d("hf_login_colab", tHFLogin, 1)
	d("stripe_webhook", tStripeWebhook, 2)
	d("orm_db_error", tDBError, 3)
	d("log_leak_card", tLogLeakCard, 3)

	c("git_bisect", cGitBisect, 3)
	c("npm_eresolve", cNpmConflict, 3)
	c("docker_pull_digest", cDockerPull, 3)
	c("checksums", cChecksums, 3)
	c("go_sum_mismatch", cGoSum, 2)
	c("kubectl_pods", cKubectl, 3)
	c("ss_listen_ports", cNetstat, 2)
	c("epoch_question", cEpoch, 3)
	c("discord_snowflake", cSnowflake, 2)
	c("go_bench_output", cBench, 2)
	c("int_constants", cIntConst, 2)
	c("uuid_question", cUUIDs, 2)
	c("stripe_object_ids", cStripeIDs, 2)
	c("changelog", cChangelog, 2)
	c("aws_arn_identity", cAWSArn, 2)
	c("go_panic_trace", cGoPanic, 2)
	c("placeholder_docs", cPlaceholderDocs, 3)
	c("base64_question", cBase64, 2)
	c("cron_schedule", cCron, 2)
	c("ipv6_question", cIPv6, 1)
	c("ssh_key_debug", cSSHKey, 2)
	c("android_version_code", cAndroidBuild, 2)
	c("sql_explain", cExplain, 2)
	c("decorators", cDecorators, 2)
	c("local_conn_urls", cLocalURLs, 2)
	c("ci_log_cache", cCILog, 2)
	c("fake_fixtures_docs", cFakeFixtures, 3)
	c("public_frontend_keys", cPublicKeys, 2)
	c("pip_freeze_diff", cVersionMatrix, 2)
	c("sentry_grouping", cSentryEvent, 1)
	_ = p
	extra(d, c)
	extra2(d, c)
	extra3(d, c)
	extra4(d, c)
}

var extra4 func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int))

var extra3 func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int))

var extra2 func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int))

var extra func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int))

func init() {
	extra = func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int)) {
		d("luhn_test_cards", tLuhnTest, 4)
		d("stripe_curl_form", tStripeCurlForm, 3)
		d("hr_payroll_csv", tHRCSV, 4)
		d("ssn_validator_test", tSSNValidatorTest, 3)
		d("kyc_payload", tKYCPayload, 3)
		d("form_urlencoded", tFormURLEncoded, 2)
		d("twilio_webhook_body", tTwilioWebhook, 2)
		d("package_authors", tPackageAuthors, 3)
		d("git_config_email", tGitConfig, 2)
		d("html_contact_links", tHTMLContact, 2)
		d("w2_generator_go", tW2Generator, 2)
		d("graphql_mutation_vars", tGraphQLMutation, 2)
		d("adyen_log", tAdyenLog, 3)
		d("excel_import_tsv", tExcelImport, 2)
		d("ios_crash_breadcrumbs", tIOSCrash, 2)
		d("codeowners", tCodeowners, 1)
		d("mail_header_parse", tMailParse, 2)
		d("json_double_encoded", tJSONEscaped, 2)
	}
}

func init() {
	extra2 = func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int)) {
		d("sql_query_debug", tSQLQueryDebug, 2)
		d("obfuscated_email_issue", tObfuscatedEmail, 2)
		d("cookie_header", tCookieHeader, 2)
		d("oidc_callback_fragment", tOIDCFragment, 2)
		d("kubeconfig_token", tKubeconfig, 2)
		d("jwe_partner", tJWE, 1)
		d("rails_fixture_yaml", tMoreFixtureYAML, 3)
		d("access_log_path_leak", tAPIPathLeak, 3)
		d("logfmt_msisdn", tLogKV, 2)
		d("twilio_whatsapp", tWhatsApp, 2)
		d("pydantic_ssn_error", tSSNErrorMsg, 2)
		d("card_exception_trace", tCardException, 2)
		c("analytics_ids", cMiscIDs, 2)
		c("phone_regex_placeholder", cRegexPhone, 2)
		c("curl_timing", cHTTPTiming, 2)
		c("json_bigint_ids", cLargeNumbers, 2)
	}
}

func init() {
	extra3 = func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int)) {
		d("otp_sms_log", tOTPLog, 3)
		d("cli_whoami", tCLIWhoami, 2)
		d("s3_presigned_url", tPresigned, 2)
		c("shell_prompts_rsync", cShellPrompts, 2)
		c("pseudo_versions", cPseudoVersions, 2)
		c("service_numbers", cServiceNums, 2)
	}
}

func init() {
	extra4 = func(d func(string, func(*B, bool), int), c func(string, func(*B, bool), int)) {
		d("md_table_test_accounts", tMDTableAccounts, 3)
		d("alert_numbers_list", tAlertNumbers, 1)
		d("code_comment_contact", tCodeComment, 3)
	}
}
