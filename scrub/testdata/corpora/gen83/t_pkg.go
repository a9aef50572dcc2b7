package main

import (
	"fmt"
	"strings"
)

func (g *G) npmTok() string  { return "npm_" + g.alnum(36) }
func (g *G) ghp() string     { return g.pick("ghp_", "ghp_", "gho_", "ghu_", "ghs_") + g.alnum(36) }
func (g *G) ghpat() string   { return "github_pat_11" + g.upal(20) + "_" + g.alnum(59) }
func (g *G) glpat() string   { return "glpat-" + g.mixed(csAlnum+"-_", 20) }
func (g *G) pypiTok() string { return "pypi-AgEIcHlwaS5vcmc" + g.b64u(g.n(140, 170)) }
func (g *G) scope() string   { return g.co() }
func (g *G) pkgName() string {
	return g.pick("ui-kit", "design-tokens", "eslint-config", "api-client", "core", "utils", "icons", "logger", "sdk", "feature-flags")
}

func tPkg() []tmpl {
	return []tmpl{
		{"npmrc_authtoken", false, func(g *G) {
			sc, pk := g.scope(), g.pkgName()
			g.tp("npm publish keeps failing with E401 even though the token is set. my .npmrc:\n\n", "Our CI writes this .npmrc before `npm ci`:\n", "why does npm still say 'unauthenticated'?\n", ".npmrc in the repo root (yes I know, it's going away):\n")
			end := g.fence("ini")
			g.k("registry=https://registry.npmjs.org/")
			g.t("\n")
			g.t("//registry.npmjs.org/:_authToken=")
			g.p("bearer", g.npmTok())
			g.t("\n")
			if g.chance(0.5) {
				g.tf("@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=", sc)
				g.p("bearer", g.ghp())
				g.t("\n")
			}
			g.t(g.pick("always-auth=true\n", "engine-strict=true\n", "save-exact=true\n", "fund=false\naudit=false\n"))
			end()
			g.tf("\n\nnpm ERR! code E401\nnpm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/")
			g.k(fmt.Sprintf("@%s%%2f%s", sc, pk))
			g.t(" - unauthenticated\nnpm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/")
			g.k(g.date() + "T" + fmt.Sprintf("%02d_%02d_%02d_%03dZ", g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999)) + "-debug-0.log")
			g.outro()
		}},
		{"npmrc_legacy_auth", false, func(g *G) {
			dom := g.domain()
			u, pw := g.user(), g.password()
			mail := g.workEmail(dom)
			g.tp("Nexus npm group works with curl but npm install gets 401. config:\n", "Artifactory setup from the wiki, npm login never worked so I set _auth by hand:\n", "", "~/.npmrc on the build agent\n")
			g.t("registry=")
			g.k("https://" + g.pick("nexus", "artifactory", "repo", "npm") + "." + dom + "/repository/npm-group/")
			g.t("\n")
			if g.chance(0.5) {
				g.t("_auth=")
				g.p("bearer", b64enc(u+":"+pw))
				g.t("\n")
			} else {
				g.t("//" + g.pick("nexus", "repo") + "." + dom + "/repository/npm-group/:username=" + u + "\n")
				g.t("//" + g.pick("nexus", "repo") + "." + dom + "/repository/npm-group/:_password=")
				g.p("bearer", b64enc(pw))
				g.t("\n")
			}
			g.t("email=")
			g.p("email", mail)
			g.t("\nalways-auth=true\n")
			if g.chance(0.4) {
				g.t("strict-ssl=false\n")
			}
			g.t("\n$ npm -v\n")
			g.k(fmt.Sprintf("%d.%d.%d", g.n(8, 10), g.n(0, 9), g.n(0, 3)))
			g.outro()
		}},
		{"yarnrc_yml", false, func(g *G) {
			sc := g.scope()
			g.tp("yarn berry ignores my token for the fontawesome pro registry?\n", "`yarn install` -> YN0041: Invalid authentication (as an anonymous user). .yarnrc.yml:\n", "Migrating from yarn 1, here's the new .yarnrc.yml\n")
			end := g.fence("yaml")
			g.t("nodeLinker: node-modules\n\n")
			g.tf("npmScopes:\n  %s:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAlwaysAuth: true\n    npmAuthToken: ", sc)
			g.yq("bearer", g.ghp())
			g.t("\n  fortawesome:\n    npmRegistryServer: \"https://npm.fontawesome.com/\"\n    npmAuthToken: ")
			g.yq("bearer", strings.ToUpper(g.uuid()))
			g.t("\n\nyarnPath: ")
			g.k(".yarn/releases/yarn-" + g.pick("4.1.0", "4.0.2", "3.6.4", "4.2.2", "4.5.1") + ".cjs")
			end()
			g.outro()
		}},
		{"pypirc", false, func(g *G) {
			g.tp("twine upload fails with 403 Invalid or non-existent authentication information\n\n~/.pypirc:\n", "Here is my .pypirc, testpypi works but pypi does not:\n", "")
			end := g.fence("ini")
			g.t("[distutils]\nindex-servers =\n    pypi\n    testpypi\n    private\n\n[pypi]\nusername = ")
			g.k("__token__")
			g.t("\npassword = ")
			g.p("bearer", g.pypiTok())
			g.t("\n\n[testpypi]\nrepository = ")
			g.k("https://test.pypi.org/legacy/")
			g.t("\nusername = __token__\npassword = ")
			g.p("bearer", "pypi-AgENdGVzdC5weXBpLm9yZw"+g.b64u(g.n(120, 150)))
			if g.chance(0.6) {
				dom := g.domain()
				g.t("\n\n[private]\nrepository = https://pypi." + dom + "/\nusername = " + g.user() + "\npassword = ")
				g.p("bearer", g.password())
			}
			end()
			g.t("\n\n$ twine --version\ntwine version ")
			g.k(g.pick("5.1.1", "4.0.2", "6.0.1", "5.0.0"))
			g.outro()
		}},
		{"pip_conf", false, func(g *G) {
			dom := g.domain()
			u, pw := g.user(), g.urlPassword()
			g.tp("pip can't reach our internal index after the proxy change:\n", "/etc/pip.conf on the runners\n", "pip.conf (copied from a colleague):\n", "")
			end := g.fence("ini")
			g.t("[global]\nindex-url = https://" + u + ":")
			g.p("bearer", pw)
			g.t("@")
			g.k("pypi." + dom + "/simple/")
			g.t("\n")
			if g.chance(0.6) {
				g.t("extra-index-url = https://__token__:")
				g.p("bearer", g.glpat())
				g.t("@gitlab.com/api/v4/projects/")
				g.k(g.digits(8) + "/packages/pypi/simple")
				g.t("\n")
			}
			g.t("trusted-host = pypi." + dom + "\ntimeout = 60\n")
			end()
			g.t("\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProxyError'")
			g.outro()
		}},
		{"poetry_auth", false, func(g *G) {
			dom := g.domain()
			g.tp("I ran these to set up poetry on the new laptop:\n", "poetry publish asks for a password every time even after:\n", "")
			g.t("$ poetry config repositories.internal https://pypi." + dom + "/simple/\n$ poetry config http-basic.internal " + g.user() + " ")
			g.p("bearer", g.password())
			g.t("\n$ poetry config pypi-token.pypi ")
			g.p("bearer", g.pypiTok())
			g.t("\n$ poetry --version\nPoetry (version ")
			g.k(g.pick("1.8.3", "1.7.1", "2.0.1", "1.8.5"))
			g.t(")")
			g.outro()
		}},
		{"maven_settings", false, func(g *G) {
			dom := g.domain()
			g.tp("mvn deploy -> 401 Unauthorized from Nexus. settings.xml:\n", "Maven can't download from our Artifactory, here's ~/.m2/settings.xml\n", "")
			end := g.fence("xml")
			g.t("<settings>\n  <servers>\n    <server>\n      ")
			g.k("<id>nexus-releases</id>")
			g.t("\n      <username>" + g.user() + "</username>\n      <password>")
			g.p("bearer", g.xmlPassword())
			g.t("</password>\n    </server>\n    <server>\n      <id>" + g.pick("github", "artifactory", "snapshots") + "</id>\n      <username>" + g.first() + "-" + g.last() + "</username>\n      <password>")
			if g.chance(0.5) {
				g.p("bearer", g.ghp())
			} else {
				g.p("bearer", "AKCp"+g.alnum(69))
			}
			g.t("</password>\n    </server>\n  </servers>\n  <mirrors>\n    <mirror>\n      <id>central-proxy</id>\n      <url>")
			g.k("https://nexus." + dom + "/repository/maven-public/")
			g.t("</url>\n      <mirrorOf>*</mirrorOf>\n    </mirror>\n  </mirrors>\n</settings>")
			end()
			g.t("\n\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:")
			g.k(g.pick("3.1.1", "3.1.2", "2.8.2"))
			g.t(":deploy (default-deploy) on project " + g.svc() + "-service: status code: 401, reason phrase: Unauthorized (401)")
			g.outro()
		}},
		{"gradle_properties", false, func(g *G) {
			g.tp("Signing fails in the release job, gradle.properties in ~/.gradle:\n", "publishing to Maven Central via the new portal, my gradle.properties:\n", "")
			end := g.fence("properties")
			g.t("org.gradle.jvmargs=")
			g.k("-Xmx" + g.pick("2048", "4096", "3g") + "m -Dfile.encoding=UTF-8")
			g.t("\nsigning.keyId=")
			g.k(g.str(csHEX, 8))
			g.t("\nsigning.password=")
			g.p("bearer", g.password())
			g.t("\nsigning.secretKeyRingFile=/home/" + g.first() + "/.gnupg/secring.gpg\n")
			g.t(g.pick("ossrhUsername=", "mavenCentralUsername=", "sonatypeUsername="))
			g.t(g.alnum(8) + "\n")
			g.t(g.pick("ossrhPassword=", "mavenCentralPassword=", "sonatypePassword="))
			g.p("bearer", g.alnum(g.n(32, 44)))
			g.t("\n")
			if g.chance(0.5) {
				g.t("artifactory_user=" + g.user() + "\nartifactory_password=")
				g.p("bearer", g.password())
				g.t("\n")
			}
			g.t("VERSION_NAME=")
			g.k(g.semver())
			end()
			g.outro()
		}},
		{"nuget_config", false, func(g *G) {
			org := g.co()
			mail := g.workEmail(g.domain())
			g.tp("dotnet restore: Response status code does not indicate success: 401 (Unauthorized). NuGet.Config:\n", "our NuGet.config for the Azure Artifacts feed\n", "")
			end := g.fence("xml")
			g.t("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <packageSources>\n    <add key=\"nuget.org\" value=\"https://api.nuget.org/v3/index.json\" protocolVersion=\"3\" />\n    <add key=\"" + org + "\" value=\"")
			g.k("https://pkgs.dev.azure.com/" + org + "/_packaging/" + org + "-feed/nuget/v3/index.json")
			g.t("\" />\n  </packageSources>\n  <packageSourceCredentials>\n    <" + org + ">\n      <add key=\"Username\" value=\"")
			g.p("email", mail)
			g.t("\" />\n      <add key=\"ClearTextPassword\" value=\"")
			g.p("bearer", g.str(csLoAl, 52))
			g.t("\" />\n    </" + org + ">\n  </packageSourceCredentials>\n</configuration>")
			end()
			if g.chance(0.5) {
				g.t("\n\nalso tried: dotnet nuget push bin/Release/*.nupkg --api-key ")
				g.p("bearer", "oy2"+g.str(csLoAl, 43))
				g.t(" --source https://api.nuget.org/v3/index.json")
			}
			g.outro()
		}},
		{"composer_auth_json", false, func(g *G) {
			g.tp("composer install: 'Invalid credentials for https://repo.packagist.com'. auth.json:\n", "auth.json that got committed by accident (already revoked, I just need to know the right format):\n", "")
			end := g.fence("json")
			g.t("{\n    \"http-basic\": {\n        \"repo.packagist.com\": {\n            \"username\": \"token\",\n            \"password\": \"")
			g.p("bearer", g.hex(g.pick3(32, 40, 64)))
			g.t("\"\n        }\n    },\n    \"github-oauth\": {\n        \"github.com\": \"")
			g.p("bearer", g.ghp())
			g.t("\"\n    }")
			if g.chance(0.5) {
				g.t(",\n    \"gitlab-token\": {\n        \"gitlab.com\": \"")
				g.p("bearer", g.glpat())
				g.t("\"\n    }")
			}
			g.t("\n}")
			end()
			g.t("\nComposer version ")
			g.k(fmt.Sprintf("2.%d.%d %s", g.n(2, 8), g.n(0, 12), g.date()))
			g.outro()
		}},
		{"cargo_credentials", false, func(g *G) {
			g.tp("cargo publish says 'the remote server responded with an error (status 403 Forbidden)'. ~/.cargo/credentials.toml:\n", "credentials.toml for our private registry + crates.io\n", "")
			end := g.fence("toml")
			g.t("[registry]\ntoken = \"")
			g.p("bearer", "cio"+g.alnum(32))
			g.t("\"\n\n[registries." + g.co() + "]\ntoken = \"Bearer ")
			g.p("bearer", g.alnum(g.n(32, 48)))
			g.t("\"")
			end()
			g.t("\n\n$ cargo --version\n")
			g.k(fmt.Sprintf("cargo 1.%d.%d (%s %s)", g.n(70, 84), g.n(0, 2), g.hex(9), g.date()))
			g.outro()
		}},
		{"gem_credentials", false, func(g *G) {
			g.tp("gem push -> Access Denied. ~/.gem/credentials:\n", "", "permissions are 0600 but gem still complains:\n")
			g.t("---\n:rubygems_api_key: ")
			g.p("bearer", "rubygems_"+g.hex(48))
			g.t("\n:github: Bearer ")
			g.p("bearer", g.ghp())
			g.t("\n\n$ gem -v\n")
			g.k(fmt.Sprintf("3.%d.%d", g.n(3, 5), g.n(0, 22)))
			g.outro()
		}},
		{"bundler_config", false, func(g *G) {
			g.tp("Sidekiq Pro install broke on the new runner image, .bundle/config:\n", "bundle install can't fetch from gems.contribsys.com\n", "")
			end := g.fence("yaml")
			g.t("---\nBUNDLE_PATH: \"vendor/bundle\"\nBUNDLE_GEMS__CONTRIBSYS__COM: \"")
			g.t(g.hex(8) + ":")
			g.p("bearer", g.hex(8))
			g.t("\"\nBUNDLE_RUBYGEMS__PKG__GITHUB__COM: \"" + g.first() + ":")
			g.p("bearer", g.ghp())
			g.t("\"\nBUNDLE_JOBS: \"4\"")
			end()
			g.t("\nBundler ")
			g.k(fmt.Sprintf("2.%d.%d", g.n(3, 5), g.n(0, 22)))
			g.outro()
		}},
		{"docker_config_json", false, func(g *G) {
			u := g.user()
			g.tp("`docker pull` from ghcr works locally but not in the runner, ~/.docker/config.json:\n", "here's the config.json I mount into kaniko:\n", "")
			end := g.fence("json")
			g.t("{\n  \"auths\": {\n    \"ghcr.io\": {\n      \"auth\": \"")
			g.p("bearer", b64enc(u+":"+g.ghp()))
			g.t("\"\n    },\n    \"")
			reg := g.pick(g.awsAccount()+".dkr.ecr."+g.region()+".amazonaws.com", "registry."+g.domain(), "https://index.docker.io/v1/", g.co()+".azurecr.io")
			g.k(reg)
			g.t("\": {\n      \"auth\": \"")
			g.p("bearer", b64enc(g.pick("AWS", u, "admin", "robot$"+g.co()+"+ci")+":"+g.password()))
			g.t("\"")
			if g.chance(0.4) {
				g.t(",\n      \"email\": \"")
				g.p("email", g.email())
				g.t("\"")
			}
			g.t("\n    }\n  },\n  ")
			g.k("\"credsStore\": \"" + g.pick("desktop", "osxkeychain", "ecr-login", "pass") + "\"")
			g.t("\n}")
			end()
			g.outro()
		}},
		{"docker_login_cli", false, func(g *G) {
			reg := "registry." + g.domain()
			g.tp("Jenkins console output:\n", "from the deploy step log\n", "why does this print a warning and then fail?\n")
			g.t("+ docker login -u " + g.user() + " -p ")
			g.p("bearer", g.password())
			g.t(" " + reg + "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nError response from daemon: Get \"https://" + reg + "/v2/\": unauthorized: incorrect username or password\n")
			g.t("+ docker push " + reg + "/" + g.svc() + "@")
			g.k(g.sha256())
			g.outro()
		}},
	}
}
