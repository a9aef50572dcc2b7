package main

var piiKinds5 = []K{
	{"azure_devops_pat", func() R {
		t := u(func() string { return rs("abcdefghijklmnopqrstuvwxyz234567", 52) })
		q := f("AZURE_DEVOPS_EXT_PAT=%s az pipelines run --name %s-release --branch main", t, svc())
		return mk(q, pp(BR, t))
	}},
	{"mssql_sa_password_docker", func() R {
		pw := password(false)
		q := f("docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD=%s' -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-CU%d-ubuntu-22.04", pw, rn(10, 16))
		return mk(q, pp(BR, pw), "1433:1433")
	}},
	{"uk_landline_0_paren", func() R {
		ph := u(func() string { return "+44 (0)" + pick("20 7", "20 3", "161 ", "131 ") + dg(3) + " " + dg(4) })
		q := f("%sLondon colo remote hands: %s, quote our cage ref LD8-%03d and the ticket %s", slackWho(person()), ph, rn(1, 400), caseNo())
		return mk(q, pp(PH, ph))
	}},
	{"ssh_password_prose", func() R {
		pw := password(false)
		q := slackWho(person()) + f("ssh admin@%s — password is %s, the key auth is broken since the cloud-init change", ip(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"card_dotted_teams_mx", func() R {
		c := card("space")
		ph := phIntl("mx")
		q := f("%s, %s\nEl cliente dictó su tarjeta %s y su celular %s al agente; el audio quedó en la grabación %s.", person().N(), hhmm(), c, ph, uuid())
		return mk(q, pp(CC, c, PH, ph))
	}},
}
