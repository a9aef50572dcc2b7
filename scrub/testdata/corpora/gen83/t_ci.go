package main

import (
	"fmt"
	"strings"
)

func (g *G) ghaTs() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%07dZ", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 9999999))
}
func (g *G) slackBot() string {
	return "xoxb-" + g.digits(g.n(10, 13)) + "-" + g.digits(13) + "-" + g.alnum(24)
}
func (g *G) slackHook() (string, string) {
	return "https://hooks.slack.com/services/T" + g.upal(g.n(8, 10)) + "/B" + g.upal(g.n(10, 11)) + "/", g.alnum(24)
}

func tCI() []tmpl {
	return []tmpl{
		{"gha_workflow_hardcoded", false, func(g *G) {
			g.tp("The notify step never posts to Slack, workflow below:\n", ".github/workflows/deploy.yml — reviewer said I shouldn't hardcode stuff but it at least should work?\n", "")
			end := g.fence("yaml")
			g.t("name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: ")
			g.k("${{ secrets.NPM_TOKEN }}")
			g.t("\n      SLACK_BOT_TOKEN: ")
			g.p("bearer", g.slackBot())
			g.t("\n    steps:\n      - uses: ")
			g.k("actions/checkout@" + g.pick("v4", "v4.1.7", "b4ffde65f46336ab88eb53be808477a3936bae11"))
			g.t("\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          aws-access-key-id: ")
			g.k(g.akia())
			g.t("\n          aws-secret-access-key: ")
			g.p("bearer", g.awsSecret())
			g.t("\n          aws-region: " + g.region() + "\n      - run: ./scripts/deploy.sh\n      - name: notify\n        run: |\n          curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deployed\"}' ")
			h, s := g.slackHook()
			g.t(h)
			g.p("bearer", s)
			end()
			g.outro()
		}},
		{"gha_log_leak", false, func(g *G) {
			g.tp("Our Actions log shows this, why is the token not masked?\n", "GitHub Actions run log:\n", "")
			ts := g.ghaTs()
			g.k(ts)
			g.t(" ##[group]Run curl -sf -H \"Authorization: token $GH_TOKEN\" https://api.github.com/repos/" + g.co() + "/" + g.svc() + "/releases\n")
			g.t(g.ghaTs() + " curl -sf -H \"Authorization: token ")
			g.p("bearer", g.ghp())
			g.t("\" https://api.github.com/repos/" + g.co() + "/" + g.svc() + "/releases\n")
			g.t(g.ghaTs() + " shell: /usr/bin/bash -e {0}\n" + g.ghaTs() + " env:\n" + g.ghaTs() + "   GH_TOKEN: ***\n")
			g.t(g.ghaTs() + "   RUNNER_TRACKING_ID: github_")
			g.k(g.uuid())
			g.t("\n" + g.ghaTs() + " ##[endgroup]\n" + g.ghaTs() + " curl: (22) The requested URL returned error: 401\n" + g.ghaTs() + " ##[error]Process completed with exit code 22.")
			g.outro()
		}},
		{"gitlab_ci_yaml", false, func(g *G) {
			g.tp("gitlab-ci: the docker job can't pull from our private registry, .gitlab-ci.yml:\n", "", "here is our .gitlab-ci.yml\n")
			end := g.fence("yaml")
			u := g.user()
			g.t("variables:\n  DOCKER_DRIVER: overlay2\n  DOCKER_AUTH_CONFIG: '{\"auths\":{\"registry." + g.domain() + "\":{\"auth\":\"")
			g.p("bearer", b64enc(u+":"+g.password()))
			g.t("\"}}}'\n  SONAR_TOKEN: \"")
			g.p("bearer", "squ_"+g.hex(40))
			g.t("\"\n\nbuild:\n  image: docker:")
			g.k(g.pick("24.0.7", "26.1.4", "27.3.1", "25.0.5"))
			g.t("\n  script:\n    - echo \"")
			g.k("$CI_JOB_TOKEN")
			g.t("\" | docker login -u gitlab-ci-token --password-stdin $CI_REGISTRY\n    - docker build -t $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA .")
			end()
			g.outro()
		}},
		{"gitlab_ci_log", false, func(g *G) {
			g.tp("Job log, the runner registration fails:\n", "", "gitlab-runner register output\n")
			g.t("$ gitlab-runner register --non-interactive --url https://gitlab." + g.domain() + "/ --token ")
			g.p("bearer", "glrt-"+g.mixed(csAlnum+"-_", 20))
			g.t(" --executor docker --docker-image alpine:")
			g.k(g.pick("3.19", "3.20", "3.18"))
			g.t("\nRuntime platform                                    arch=amd64 os=linux pid=" + fmt.Sprint(g.n(1000, 99999)) + " revision=")
			g.k(g.hex(8))
			g.t(" version=" + fmt.Sprintf("17.%d.%d", g.n(0, 9), g.n(0, 3)) + "\nERROR: Verifying runner... is not valid                runner=" + g.alnum(8) + " status=POST https://gitlab." + g.domain() + "/api/v4/runners/verify: 403 Forbidden")
			g.outro()
		}},
		{"circleci_config", false, func(g *G) {
			g.tp("CircleCI job fails at the S3 sync step, config.yml:\n", "", ".circleci/config.yml\n")
			end := g.fence("yaml")
			g.t("version: 2.1\norbs:\n  aws-cli: ")
			g.k("circleci/aws-cli@" + g.pick("4.1.3", "3.1.5", "4.0.0"))
			g.t("\njobs:\n  deploy:\n    docker:\n      - image: cimg/node:")
			g.k(g.pick("20.11", "18.19", "22.3"))
			g.t("\n        auth:\n          username: " + g.first() + g.last() + "\n          password: ")
			g.p("bearer", "dckr_pat_"+g.b64u(27))
			g.t("\n    environment:\n      AWS_ACCESS_KEY_ID: ")
			g.k(g.akia())
			g.t("\n      AWS_SECRET_ACCESS_KEY: ")
			g.p("bearer", g.awsSecret())
			g.t("\n      AWS_DEFAULT_REGION: " + g.region() + "\n    steps:\n      - checkout\n      - run: aws s3 sync dist/ s3://" + g.co() + "-" + g.svc() + "-assets --delete")
			end()
			g.outro()
		}},
		{"jenkins_credentials_xml", false, func(g *G) {
			g.tp("Migrating Jenkins, this is from $JENKINS_HOME/credentials.xml — can I copy it over as is?\n", "", "credentials.xml after the restore:\n")
			end := g.fence("xml")
			g.t("<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>")
			g.k(g.uuid())
			g.t("</id>\n  <description>nexus deploy</description>\n  <username>" + g.user() + "</username>\n  <password>")
			g.p("bearer", "{AQAAABAAAAAQ"+g.b64(g.n(40, 70))+"=}")
			g.t("</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>slack-token</id>\n  <secret>")
			g.p("bearer", "{AQAAABAAAAAw"+g.b64(g.n(60, 90))+"=}")
			g.t("</secret>\n</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>")
			end()
			g.outro()
		}},
		{"jenkins_console", false, func(g *G) {
			dom := g.domain()
			g.tp("Jenkins console output (build #"+fmt.Sprint(g.n(100, 9999))+"):\n", "", "Why does the upload stage fail with 401?\n")
			g.t("[Pipeline] sh\n+ curl -sS -u " + g.pick("deploy", "jenkins", g.user()) + ":")
			g.p("bearer", g.password())
			g.t(" --upload-file target/" + g.svc() + "-")
			ver := g.semver()
			g.k(ver + ".jar")
			g.t(" https://nexus." + dom + "/repository/releases/com/" + g.co() + "/" + g.svc() + "/" + ver + "/\n<html><body><h1>401 Unauthorized</h1></body></html>\n[Pipeline] }\nERROR: script returned exit code 22\nFinished: FAILURE")
			g.outro()
		}},
		{"bitbucket_pipelines", false, func(g *G) {
			g.tp("bitbucket-pipelines.yml, sonar step keeps failing with 'Not authorized':\n", "", "")
			end := g.fence("yaml")
			g.t("image: atlassian/default-image:4\npipelines:\n  default:\n    - step:\n        name: Sonar\n        script:\n          - pipe: ")
			g.k("sonarsource/sonarcloud-scan:" + g.pick("2.0.0", "1.4.0", "3.0.2"))
			g.t("\n            variables:\n              SONAR_TOKEN: '")
			g.p("bearer", g.hex(40))
			g.t("'\n    - step:\n        name: Deploy\n        script:\n          - pipe: atlassian/ssh-run:0.8.1\n            variables:\n              SSH_USER: '" + g.user() + "'\n              SERVER: '")
			g.k(fmt.Sprintf("%d.%d.%d.%d", g.n(3, 200), g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t("'\n          - curl -u " + g.first() + ":")
			g.p("bearer", "ATBB"+g.alnum(32))
			g.t(" https://api.bitbucket.org/2.0/repositories/" + g.co() + "/" + g.svc())
			end()
			g.outro()
		}},
		{"netrc", false, func(g *G) {
			mail := g.email()
			g.tp("heroku CLI keeps asking me to log in, ~/.netrc:\n", "", "my .netrc (git over https uses it too):\n")
			g.t("machine api.heroku.com\n  login ")
			g.p("email", mail)
			g.t("\n  password ")
			g.p("bearer", g.pick("HRKU-AA"+g.mixed(csAlnum+"_-", 58), g.uuid()))
			g.t("\nmachine git.heroku.com\n  login " + mail + "\n  password ")
			g.p("bearer", g.uuid())
			g.t("\nmachine github.com\n  login " + g.first() + g.last() + "\n  password ")
			g.p("bearer", g.ghp())
			g.t("\n\n$ heroku --version\n")
			g.k(fmt.Sprintf("heroku/%d.%d.%d linux-x64 node-v%d.%d.%d", g.n(8, 10), g.n(0, 9), g.n(0, 9), g.n(18, 22), g.n(0, 18), g.n(0, 9)))
			g.outro()
		}},
		{"git_credentials", false, func(g *G) {
			g.tp("git keeps using the old token even though I updated it. ~/.git-credentials:\n", "", "content of .git-credentials (credential.helper=store):\n")
			g.t("https://" + g.first() + g.last() + ":")
			g.p("bearer", g.pick(g.ghp(), g.ghpat()))
			g.t("@github.com\nhttps://oauth2:")
			g.p("bearer", g.glpat())
			g.t("@gitlab." + g.domain() + "\nhttps://" + g.first() + ":")
			g.p("bearer", "ATBB"+g.alnum(32))
			g.t("@bitbucket.org\n\n$ git --version\n")
			g.k(fmt.Sprintf("git version 2.%d.%d", g.n(34, 47), g.n(0, 4)))
			g.outro()
		}},
		{"git_remote_url", false, func(g *G) {
			g.tp("", "remote is set like this and push fails:\n", "How do I get the token out of my remote url? \n")
			g.t("$ git remote -v\norigin\thttps://")
			g.p("bearer", g.ghp())
			g.t("@github.com/" + g.co() + "/" + g.svc() + ".git (fetch)\norigin\thttps://[same]@github.com/" + g.co() + "/" + g.svc() + ".git (push)\nupstream\t")
			g.k("git@github.com:" + g.co() + "/" + g.svc() + ".git")
			g.t(" (fetch)\n$ git push origin HEAD\nremote: Permission to " + g.co() + "/" + g.svc() + ".git denied to " + g.first() + "-bot.\nfatal: unable to access: The requested URL returned error: 403")
			g.outro()
		}},
		{"travis_yml", false, func(g *G) {
			g.tp("old .travis.yml we're migrating off:\n", "", "")
			end := g.fence("yaml")
			g.t("language: node_js\nnode_js:\n  ")
			g.k("- \"" + g.pick("18", "20", "16") + "\"")
			g.t("\nenv:\n  global:\n    - secure: \"")
			g.k(g.b64(172) + "=")
			g.t("\"\n    - CODECOV_TOKEN=")
			g.p("bearer", g.uuid())
			g.t("\ndeploy:\n  provider: npm\n  email: ")
			g.p("email", g.email())
			g.t("\n  api_key: ")
			g.p("bearer", g.npmTok())
			end()
			g.outro()
		}},
		{"azure_pipelines", false, func(g *G) {
			g.tp("azure-pipelines.yml — the variable group wasn't available so I inlined it for a test:\n", "", "")
			end := g.fence("yaml")
			g.t("trigger:\n- main\npool:\n  vmImage: ")
			g.k("ubuntu-22.04")
			g.t("\nvariables:\n  ARM_CLIENT_ID: ")
			g.k(g.uuid())
			g.t("\n  ARM_CLIENT_SECRET: ")
			g.p("bearer", g.alnum(3)+"8Q~"+g.mixed(csAlnum+"_~.-", 34))
			g.t("\n  ARM_TENANT_ID: ")
			g.k(g.uuid())
			g.t("\n  AZURE_DEVOPS_EXT_PAT: ")
			g.p("bearer", g.str(csLoAl, 52))
			g.t("\nsteps:\n- script: terraform init -backend-config=\"access_key=")
			g.p("bearer", g.b64(86)+"==")
			g.t("\"")
			end()
			g.outro()
		}},
		{"argocd_repo_secret", false, func(g *G) {
			g.tp("Argo CD repo secret, the repo shows 'authentication required':\n", "", "")
			end := g.fence("yaml")
			g.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: private-repo\n  namespace: argocd\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  type: git\n  url: ")
			g.k("https://github.com/" + g.co() + "/" + g.pick("gitops", "deploy", "k8s-manifests") + ".git")
			g.t("\n  username: " + g.pick("not-used", "x-access-token", g.first()) + "\n  password: ")
			g.p("bearer", g.ghpat())
			end()
			g.t("\n\nargocd: ")
			g.k(fmt.Sprintf("v2.%d.%d+%s", g.n(8, 13), g.n(0, 9), g.hex(7)))
			g.outro()
		}},
	}
}

var _ = strings.ToUpper
