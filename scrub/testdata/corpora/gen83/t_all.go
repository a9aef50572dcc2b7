package main

func templates() []tmpl {
	var ts []tmpl
	ts = append(ts, tPkg()...)
	ts = append(ts, tInfra()...)
	ts = append(ts, tCI()...)
	ts = append(ts, tEnv()...)
	ts = append(ts, tConn()...)
	ts = append(ts, tCloud()...)
	ts = append(ts, tVendor()...)
	ts = append(ts, tLogs()...)
	ts = append(ts, tPeople()...)
	ts = append(ts, tJWT()...)
	ts = append(ts, tMore()...)
	ts = append(ts, tClean()...)
	return ts
}
