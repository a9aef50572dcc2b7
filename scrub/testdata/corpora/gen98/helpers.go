package main

import "fmt"

// lcp is an Android logcat threadtime prefix.
func lcp(lvl, tag string) []any {
	return []any{K(logcatTS()), fmt.Sprintf("  %d  %d %s %s: ", rint(1000, 32000), rint(1000, 32000), lvl, tag)}
}

// iosp is an iOS unified-log / Xcode console prefix.
func iosp(proc string) []any {
	return []any{K(iosTS()), fmt.Sprintf(" %s[%d:%d] ", proc, rint(300, 9000), rint(10000, 999999))}
}

func appName() string {
	return pick("Bloomly", "FitPulse", "Nimbus", "Parcelly", "TripNest", "Moneta", "QuickCart", "Lingora", "SnapMeal", "Acme Wallet")
}

func stars(n int) string {
	s := ""
	for i := 0; i < 5; i++ {
		if i < n {
			s += "★"
		} else {
			s += "☆"
		}
	}
	return s
}

func jsonHdr(name, val string) string { return fmt.Sprintf(`"%s": "%s"`, name, val) }
