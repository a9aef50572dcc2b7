package main

import (
	"fmt"
	"strings"
)

var issuesEN = []string{
	"Outlook keeps prompting for my password every few minutes",
	"VPN drops every 10 minutes when I'm on hotel Wi-Fi",
	"the printer on the 3rd floor is jamming and showing an error",
	"can't open the Finance SharePoint site, says access denied",
	"MFA push notifications stopped arriving on my phone",
	"laptop won't boot after last night's update, stuck on the logo",
	"Teams doesn't detect my headset or camera",
	"OneDrive sync is stuck on 'processing changes'",
	"the S: drive is missing after I reconnected to the dock",
	"BitLocker recovery screen came up this morning",
	"my account is locked out after the password change",
	"new starter needs a laptop and accounts by Monday",
	"shared mailbox isn't showing in Outlook",
	"can't connect to the office Wi-Fi from my new phone",
	"QuickBooks says the company file is in use",
	"second monitor flickers when docked",
	"Excel crashes when opening files from email",
	"scan to email stopped working on the copier",
	"need access to the HR folder for the audit",
	"phone on my desk shows 'No Service'",
	"calendar invites are going to junk",
	"remote desktop to the accounts server fails",
	"the barcode scanner at dispatch isn't pairing",
	"Windows says my licence will expire soon",
}

var agentsEN = []string{"Priya", "Tom", "Sam", "Aisha", "Marek", "Jess", "Dan", "Kenji", "Lucía", "Ben", "Fatima", "Ollie", "Chris", "Nadia", "Rui"}

type org struct{ name, dom string }

var msps = []org{{"BrightPath IT", "brightpath-it.co.uk"}, {"Northline Managed Services", "northline-ms.com"}, {"Kessel IT-Service", "kessel-it.de"}, {"Atlas Support Desk", "atlasdesk.io"}, {"Bluewire MSP", "bluewire.net.au"}, {"TechNova Solutions", "technova.in"}, {"Infogérance Rhône", "infogerance-rhone.fr"}, {"Solvo TI", "solvoti.com.br"}, {"Pivot IT Partners", "pivotit.com"}}
var clients = []org{{"Harbourview Dental", "harbourviewdental.co.uk"}, {"Kessler Logistik GmbH", "kessler-logistik.de"}, {"Fontaine Avocats", "fontaine-avocats.fr"}, {"Blue Ridge Orthopedics", "blueridgeortho.com"}, {"Redgum Builders", "redgumbuilders.com.au"}, {"Brasaterra Agro", "brasaterra.com.br"}, {"Studio Rossi", "studio-rossi.it"}, {"Van Dijk Installatie", "vandijk-installatie.nl"}, {"Polmetal", "polmetal.com.pl"}, {"Sakura Shoji", "sakura-shoji.co.jp"}, {"Hanbit Tech", "hanbit-tech.co.kr"}, {"Huaxin Data", "huaxin-data.com.cn"}, {"Al Noor Trading", "alnoor-trading.ae"}, {"Yildiz Tekstil", "yildiz-tekstil.com.tr"}, {"Pinecrest Law", "pinecrestlaw.com"}, {"Lakeshore Logistics", "lakeshorelogistics.com"}, {"Coastal Accounting", "coastalaccounting.com.au"}, {"Infinity Soft", "infinitysoft.co.in"}}

func locOfDomain(dom string) *Loc {
	for _, l := range Locs {
		for _, d := range l.Corp {
			if d == dom {
				return l
			}
		}
	}
	switch {
	case strings.HasSuffix(dom, ".de"):
		return loc("de")
	case strings.HasSuffix(dom, ".fr"):
		return loc("fr")
	case strings.HasSuffix(dom, ".co.uk"):
		return loc("en-GB")
	case strings.HasSuffix(dom, ".au"):
		return loc("en-AU")
	case strings.HasSuffix(dom, ".in"):
		return loc("en-IN")
	case strings.HasSuffix(dom, ".br"):
		return loc("pt-BR")
	}
	return loc("en-US")
}

// staff person of a client org, in the org's locale
func staff(o org) (Person, *Loc) {
	l := locOfDomain(o.dom)
	return l.Person(), l
}

func mspAddr(m org, role string) string { return role + "@" + m.dom }

func maybe(p float64, s string) string {
	if chance(p) {
		return s
	}
	return ""
}

func hiEN(first string) string {
	return pick([]string{"Hi " + first + ",", "Hello " + first + ",", "Hey " + first + " -", first + ",", "Morning " + first + ","})
}
func byeEN() string {
	return pick([]string{"Thanks,", "Thanks!", "Cheers,", "Kind regards,", "Best,", "Regards,", "Thank you,", "Many thanks,"})
}

func dayDate() string {
	d := rn(1, 28)
	mo := pick([]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"})
	wd := pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"})
	return fmt.Sprintf("%s, %d %s 2025 %02d:%02d", wd, d, mo, rn(7, 19), rn(0, 59))
}

func portNum() string {
	return fmt.Sprint(pick([]int{22, 443, 3389, 8443, 1194, 4433, 5938, 7070, 161, 587, 993, 5060, 10443}))
}

func ssid(o org) string {
	base := strings.Split(o.name, " ")[0]
	return base + pick([]string{"-Staff", "-Corp", "_Secure", "-INT", "-Office", "-WPA2E"})
}
func guestSSID(o org) string {
	base := strings.Split(o.name, " ")[0]
	return base + pick([]string{"-Guest", "_Guest", " Guest", "-Visitors", "-Public"})
}
func guestPW(o org) string {
	base := strings.Split(o.name, " ")[0]
	return pick([]string{"Welcome2" + base, base + fmt.Sprint(rn(2024, 2026)), "Visitor" + digits(3), strings.ToLower(base) + "guest", "Coffee" + fmt.Sprint(rn(10, 99)) + "!", "Hello" + base + digits(2)})
}

func indentLines(s, ind string) string {
	lines := strings.Split(s, "\n")
	for i := range lines {
		lines[i] = ind + lines[i]
	}
	return strings.Join(lines, "\n")
}
