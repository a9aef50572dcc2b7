package main

import (
	"fmt"
	"strings"
)

// CRM templates: Salesforce, Marketing Cloud, HubSpot, others.
func crmTemplates() []tmpl {
	return []tmpl{
		{"sf_lead_report_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("\"Lead ID\",\"First Name\",\"Last Name\",\"Company / Account\",\"Email\",\"Phone\",\"Lead Source\",\"Create Date\"\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("en")
				fmt.Fprintf(&b, "\"%s\",\"%s\",\"%s\",\"%s\",\"%s\",\"%s\",\"%s\",\"%s\"\n", g.K(g.sfID("00Q")), p.First, p.Last, g.pick("Harbor Labs", "Pinecrest Dental", "Bluefin Media", "Northwind"), g.E(g.workEmail(p)), g.Ph(g.phone("US", g.pick("nat", "intl"))), g.pick("Web", "Webinar", "Trade Show", "Facebook Lead Ad"), g.K(g.usDate()))
			}
			return b.String() + g.pick("", "\"Grand Totals (3 records)\"\n", "\nConfidential Information - Do Not Distribute\n")
		}},
		{"sf_rest_query_response", func(g *G) string {
			p := g.person("")
			id := g.sfID("003")
			return cat("GET /services/data/v", g.K(fmt.Sprintf("%d.0", g.n(55, 61))), "/query?q=SELECT+Id,Email,MobilePhone+FROM+Contact+WHERE+LastModifiedDate=TODAY\nAuthorization: Bearer ", g.B(g.sfToken()), "\n\n",
				`{"totalSize":1,"done":true,"records":[{"attributes":{"type":"Contact","url":"/services/data/v59.0/sobjects/Contact/`, g.K(id), `"},"Id":"`, id, `","Email":"`, g.E(g.email(p)), `","MobilePhone":"`, g.Ph(g.phone(g.ccFor(p.Lang), g.pick("intl", "nat"))), `"}]}`)
		}},
		{"sf_jwt_bearer_flow", func(g *G) string {
			p := g.person("en")
			u := g.workEmail(p)
			payload := cat(`{"iss":"3MVG9`, g.from(alnum+"._", 80), `","sub":"`, u, `","aud":"https://login.salesforce.com","exp":`, g.unix(), `}`)
			return cat("POST https://login.salesforce.com/services/oauth2/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=", g.P("jwt", g.jwt(payload, true)), "\n\n→ 400 {\"error\":\"invalid_grant\",\"error_description\":\"user hasn't approved this consumer\"}")
		}},
		{"sf_apex_debug_log", func(g *G) string {
			p := g.person("")
			return cat(fmt.Sprintf("%02d:%02d:%02d.%03d (%d)", g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999), g.n(100000000, 999999999)), "|USER_DEBUG|[", fmt.Sprint(g.n(10, 300)), "]|DEBUG|LeadTriggerHandler: duplicate check for Email=", g.E(g.email(p)), ", MobilePhone=", g.Ph(g.phone(g.ccFor(p.Lang), "e164")), ", OwnerId=", g.K(g.sfID("005")), "\n",
				fmt.Sprintf("%02d:%02d:%02d.%03d (%d)", g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999), g.n(100000000, 999999999)), "|DML_BEGIN|[", fmt.Sprint(g.n(10, 300)), "]|Op:Insert|Type:Lead|Rows:1")
		}},
		{"sf_soql_where", func(g *G) string {
			p := g.person("")
			return cat("SELECT Id, Name, Email, HasOptedOutOfEmail, et4ae5__HasOptedOutOfMobile__c\nFROM Contact\nWHERE Email = '", g.E(g.email(p)), "'\n   OR MobilePhone = '", g.Ph(g.phone(g.ccFor(p.Lang), g.pick("e164", "intl"))), "'\nLIMIT 10\n-- returns 2 rows, need to merge ", g.K(g.sfID("003")), " into ", g.K(g.sfID("003")))
		}},
		{"sfmc_data_extension_rows", func(g *G) string {
			var b strings.Builder
			b.WriteString("SubscriberKey\tEmailAddress\tMobileNumber\tLocale\tJoinDate\n")
			for i := 0; i < g.n(2, 3); i++ {
				p := g.person("")
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", g.K(g.sfID("003")), g.E(g.email(p)), g.Ph(g.phone(g.ccFor(p.Lang), "e164")), map[string]string{"en": "en-US", "de": "de-DE", "fr": "fr-FR", "es": "es-ES", "pt": "pt-BR", "nl": "nl-NL", "it": "it-IT", "pl": "pl-PL"}[p.Lang], g.K(g.usDate()+" "+fmt.Sprintf("%d:%02d:00 %s", g.n(1, 12), g.n(0, 59), g.pick("AM", "PM"))))
			}
			return "DE `" + g.pick("Newsletter_Master", "SMS_OptIn_DE", "Journey_Entry_BF") + "` sample, AMPscript uses %%=AttributeValue(\"EmailAddress\")=%% and %%emailaddr%%:\n" + b.String()
		}},
		{"sfmc_send_log_sql", func(g *G) string {
			e := g.anyEmail("")
			return cat("SELECT s.SubscriberKey, s.EmailAddress, j.JobID, j.EmailName\nFROM _Sent s JOIN _Job j ON s.JobID = j.JobID\nWHERE s.EmailAddress = '", g.E(e), "'\n  AND s.EventDate > '", g.K(g.date()), "'\n-- JobID ", g.K(fmt.Sprint(g.n(100000, 999999))), " shows sent but customer says nothing arrived")
		}},
		{"hubspot_contact_api", func(g *G) string {
			p := g.person("")
			return cat("import requests\nresp = requests.post(\n    \"https://api.hubapi.com/crm/v3/objects/contacts\",\n    headers={\"Authorization\": \"Bearer ", g.B(g.hsPAT()), "\"},\n    json={\"properties\": {\"email\": \"", g.E(g.email(p)), "\", \"firstname\": \"", p.First, "\", \"phone\": \"", g.Ph(g.phone(g.ccFor(p.Lang), g.pick("intl", "nat"))), "\", \"hs_lead_status\": \"NEW\", \"lifecyclestage\": \"lead\"}},\n)\nprint(resp.status_code)  # 409 Contact already exists. Existing ID: ", g.K(fmt.Sprint(g.n(10000000000, 99999999999)/10*10+1)))
		}},
		{"hubspot_form_submit", func(g *G) string {
			p := g.person("")
			return cat("POST https://api.hsforms.com/submissions/v3/integration/submit/", g.K(fmt.Sprint(g.n(1000000, 49999999))), "/", g.K(g.uuid()), "\n",
				`{"fields":[{"objectTypeId":"0-1","name":"email","value":"`, g.E(g.email(p)), `"},{"objectTypeId":"0-1","name":"mobilephone","value":"`, g.Ph(g.phone(g.ccFor(p.Lang), "any")), `"},{"objectTypeId":"0-1","name":"firstname","value":"`, p.First, `"}],"context":{"hutk":"`, g.K(g.hex(32)), `","pageUri":"https://www.shop.example/landing?utm_campaign=`, g.K(g.utmCampaign()), `","pageName":"Landing"}}`)
		}},
		{"hubspot_export_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("Record ID,First Name,Last Name,Email,Phone Number,Lifecycle Stage,Create Date,Contact owner\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("")
				ph := g.Ph(g.phone(g.ccFor(p.Lang), g.pick("e164", "intl", "nat")))
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s\n", g.K(fmt.Sprint(g.n(1000, 99999999))), p.First, p.Last, g.E(g.email(p)), quoteIf(ph), g.pick("Lead", "Subscriber", "Marketing Qualified Lead", "Customer"), g.K(g.sqlTS()), g.pick("Dana Lee", "Jonas Weber", "Chloé Martin"))
			}
			return b.String()
		}},
		{"hubspot_client_secret_code", func(g *G) string {
			return cat("// verify X-HubSpot-Signature-v3\nconst HUBSPOT_CLIENT_SECRET = '", g.B(g.uuidSecret()), "';\nconst src = req.method + uri + JSON.stringify(req.body) + req.headers['x-hubspot-request-timestamp'];\n// header was ", g.K(b64(g.hex(32))[:44]), " at ", g.K(g.unixMs()), "\nconst ok = crypto.createHmac('sha256', HUBSPOT_CLIENT_SECRET).update(src).digest('base64') === req.headers['x-hubspot-signature-v3'];")
		}},
		{"hubspot_chat_identify", func(g *G) string {
			p := g.person("")
			return cat("<script>\n  window.hsConversationsSettings = {\n    identificationEmail: \"", g.E(g.email(p)), "\",\n    identificationToken: \"", g.B(g.fresh(func() string { return g.from(alnum+"-_", 64) })), "\"\n  };\n</script>\n<script id=\"hs-script-loader\" async defer src=\"//js-eu1.hs-scripts.com/", g.K(fmt.Sprint(g.n(10000000, 99999999))), ".js\"></script>")
		}},
		{"hubspot_legacy_hapikey", func(g *G) string {
			e := g.anyEmail("")
			return cat("GET https://api.hubapi.com/contacts/v1/contact/email/", g.E(pathEsc(e)), "/profile?hapikey=", g.B(g.uuidSecret()), "&propertyMode=value_only\n→ 401 \"The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/\"")
		}},
		{"hubspot_workflow_webhook_payload", func(g *G) string {
			p := g.person("")
			return cat(`{"vid":`, g.K(fmt.Sprint(g.n(100000, 9999999))), `,"portal-id":`, g.K(fmt.Sprint(g.n(1000000, 9999999))), `,"properties":{"email":{"value":"`, g.E(g.email(p)), `"},"mobilephone":{"value":"`, g.Ph(g.phone(g.ccFor(p.Lang), "any")), `"},"hs_analytics_source":{"value":"PAID_SOCIAL"},"createdate":{"value":"`, g.K(g.unixMs()), `"}},"form-submissions":[{"form-id":"`, g.K(g.uuid()), `","timestamp":`, g.unixMs(), `}]}`)
		}},
		{"pipedrive_person_api", func(g *G) string {
			p := g.person("")
			return cat("POST https://", g.pick("acme", "studio", "agencia"), ".pipedrive.com/api/v1/persons?api_token=", g.B(g.fresh(func() string { return g.hex(40) })), "\n",
				`{"name":"`, p.Full(), `","email":[{"value":"`, g.E(g.email(p)), `","primary":true,"label":"work"}],"phone":[{"value":"`, g.Ph(g.phone(g.ccFor(p.Lang), "any")), `","primary":true,"label":"mobile"}],"org_id":`, g.K(fmt.Sprint(g.n(100, 9999))), `,"marketing_status":"subscribed"}`)
		}},
		{"zoho_crm_lead_json", func(g *G) string {
			p := g.person("")
			return cat("Authorization: Zoho-oauthtoken ", g.B(g.fresh(func() string { return "1000." + g.hex(32) + "." + g.hex(32) })), "\n",
				`{"data":[{"Last_Name":"`, p.Last, `","First_Name":"`, p.First, `","Email":"`, g.E(g.email(p)), `","Mobile":"`, g.Ph(g.phone(g.ccFor(p.Lang), "any")), `","Lead_Source":"Online Store","Zip_Code":"`, g.K(g.postal(g.pick("US", "DE", "FR", "IT"))), `"}],"trigger":["workflow"]}`)
		}},
	}
}

func quoteIf(s string) string {
	if strings.ContainsAny(s, ", ") {
		return `"` + s + `"`
	}
	return s
}
