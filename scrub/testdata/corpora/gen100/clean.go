package main

import (
	"fmt"
	"strings"
)

func ver() string { return fmt.Sprintf("%d.%d.%d", rint(1, 9), rint(0, 30), rint(0, 99)) }
func money(cur string) string {
	return fmt.Sprintf("%s%d,%03d.%02d", cur, rint(1, 99), rint(0, 999), rint(0, 99))
}
func euro() string { return fmt.Sprintf("%d.%03d,%02d €", rint(1, 99), rint(0, 999), rint(0, 99)) }

func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_zoom_invite_no_dialin", func(b *B) string {
			id := zoomID()
			t := date()
			return fmt.Sprintf("Topic: Sprint %d review\nTime: %s %s Eastern Time (US and Canada)\n\nJoin Zoom Meeting\nhttps://us06web.zoom.us/j/%s\n\nMeeting ID: %s\nPasscode: %s\n\nJoin by SIP\n%s@zoomcrc.com\n\nJoin by H.323\n%s (US West)\n%s (US East)\nMeeting ID: %s",
				rint(10, 99), b.K(t.long()), b.K(t.ampm()), b.K(id), b.K(zoomIDSpaced(id)), b.K(passcode()), id, b.K(fmt.Sprintf("162.255.37.%d", rint(2, 250))), b.K(fmt.Sprintf("162.255.36.%d", rint(2, 250))), zoomIDSpaced(id))
		}},
		{"clean_teams_invite_no_dialin", func(b *B) string {
			return fmt.Sprintf("Microsoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting<%s>\nMeeting ID: %s\nPasscode: %s\nDownload Teams | Join on the web\nJoin with a video conferencing device\n%s@t.plcm.vc\nVideo Conference ID: %s\nAlternate VTC instructions\nLearn More | Meeting options",
				teamsJoinURL(b), b.K(teamsID()), teamsPass(), ndg(9), b.K(ndg(10)))
		}},
		{"clean_gmeet_tel_link", func(b *B) string {
			code := meetCode()
			pin := ndg(13)
			return fmt.Sprintf("Join with Google Meet: meet.google.com/%s\nOr dial: see https://tel.meet/%s?pin=%s for numbers in %d countries\nPIN: %s#\nMeeting room: %s (Jamboard %s)",
				b.K(code), code, b.K(pin), rint(20, 80), b.K(pin[:3]+" "+pin[3:6]+" "+pin[6:9]), b.K(roomCode()), b.K("JB-"+ndg(4)))
		}},
		{"clean_ics_recurring", func(b *B) string {
			t := date()
			return fmt.Sprintf("BEGIN:VEVENT\r\nDTSTART;TZID=Europe/Berlin:%s\r\nDTEND;TZID=Europe/Berlin:%s\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=%sZ\r\nEXDATE;TZID=Europe/Berlin:%s\r\nUID:%s\r\nSEQUENCE:%d\r\nSUMMARY:Daily Stand-up\r\nLOCATION:%s\r\nX-MICROSOFT-CDO-OWNERAPPTID:%s\r\nEND:VEVENT",
				b.K(t.ics()), t.ics(), b.K(date().ics()), b.K(date().ics()), b.K(icsUID()), rint(0, 9), b.K(roomCode()), b.K("-"+ndg(10)))
		}},
		{"clean_ics_vtimezone", func(b *B) string {
			return fmt.Sprintf("BEGIN:VTIMEZONE\nTZID:W. Europe Standard Time\nBEGIN:STANDARD\nDTSTART:16010101T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nRRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10\nEND:STANDARD\nBEGIN:DAYLIGHT\nDTSTART:16010101T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nRRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3\nEND:DAYLIGHT\nEND:VTIMEZONE\nBEGIN:VEVENT\nDTSTAMP:%sZ\nUID:%s\nEND:VEVENT", b.K(date().ics()), b.K(uuid()))
		}},
		{"clean_room_booking_confirmation", func(b *B) string {
			t := date()
			return fmt.Sprintf("Your booking is confirmed.\nRoom %s · Floor %d · capacity %d\n%s, %s–%s\nBooking ref %s · Cost centre %s\nCatering order %s (%d covers, %s)\nCheck-in on the panel within %d minutes or the room is released.",
				b.K(roomCode()), rint(1, 30), rint(4, 20), b.K(t.iso()), b.K(t.hm()), t.hmEnd(), b.K(bookingRef()), b.K("CC-"+ndg(5)), b.K(orderNo()), rint(5, 60), b.K(euro()), rint(5, 15))
		}},
		{"clean_room_availability_table", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("Room        Cap  08:00 09:00 10:00 11:00  Asset tag\n")
			for i := 0; i < 4; i++ {
				fmt.Fprintf(&sb, "%-11s %3d  %-5s %-5s %-5s %-5s  %s\n", b.K(roomCode()), rint(4, 30), pick("free", "busy"), pick("free", "busy"), pick("free", "busy"), pick("free", "busy"), b.K("AT-"+ndg(7)))
			}
			return sb.String()
		}},
		{"clean_desk_booking_csv", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("desk_id,zone,date,slot,order_no,badge_reader\n")
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s\n", b.K(fmt.Sprintf("D-%02d-%03d", rint(1, 20), rint(1, 300))), pick("North", "Quiet", "Collab"), b.K(date().iso()), pick("AM", "PM", "FULL"), b.K(ndg(10)), b.K(fmt.Sprintf("10.%d.%d.%d:%d", rint(0, 40), rint(0, 255), rint(2, 250), pick2(8080, 443, 4001))))
			}
			return sb.String()
		}},
		{"clean_jira_issue_json", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","key":"%s","fields":{"summary":"Teams Rooms firmware %s breaks HDMI ingest","priority":{"id":"2","name":"High"},"fixVersions":[{"id":"%s","name":"%s"}],"customfield_10016":%d,"customfield_10020":[{"id":%d,"name":"FAC Sprint %d","startDate":"%s"}],"created":"%s.000+0000"}}`,
				b.K(ndg(5)), b.K(jiraKey()), b.K(ver()), b.K(ndg(5)), b.K(ver()), rint(1, 13), rint(100, 999), rint(1, 90), b.K(date().isoT()), b.K(date().isoT()))
		}},
		{"clean_jql", func(b *B) string {
			return fmt.Sprintf("project = FAC AND issuetype = \"Room Issue\" AND created >= \"%s\" AND \"Room[Short text]\" ~ \"%s\" AND labels in (av, panel) ORDER BY priority DESC -- saved filter %s",
				b.K(date().iso()), b.K(roomCode()), b.K(ndg(5)))
		}},
		{"clean_confluence_page_meta", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","type":"page","status":"current","title":"Meeting notes %s","space":{"key":"WORK"},"version":{"number":%d,"when":"%s.%sZ"},"ancestors":[{"id":"%s"},{"id":"%s"}],"_links":{"tinyui":"/x/%s"}}`,
				b.K(ndg(9)), b.K(date().iso()), rint(1, 60), b.K(date().isoT()), dg(3), b.K(ndg(9)), b.K(ndg(8)), b.K(an(6)))
		}},
		{"clean_notion_db_row", func(b *B) string {
			return fmt.Sprintf(`{"object":"page","id":"%s","created_time":"%s.000Z","parent":{"type":"database_id","database_id":"%s"},"properties":{"Date":{"date":{"start":"%s","end":null}},"Meeting type":{"select":{"name":"Retro"}},"Duration (min)":{"number":%d}},"url":"https://www.notion.so/Retro-%s"}`,
				b.K(uuid()), b.K(date().isoT()), b.K(uuid()), b.K(date().iso()), pick2(30, 45, 60, 90), b.K(hx(32)))
		}},
		{"clean_linear_issue", func(b *B) string {
			n := rint(100, 9999)
			return fmt.Sprintf("ENG-%d Recurring events lose EXDATE after DST switch\nBranch: %s\nEstimate %d · Cycle %d · Due %s\nLinked: ENG-%d, ENG-%d\nRepro on build %s (commit %s)",
				n, b.K(fmt.Sprintf("eng-%d-recurring-exdate-dst", n)), rint(1, 8), rint(10, 80), b.K(date().iso()), rint(100, 9999), rint(100, 9999), b.K(ver()), b.K(hx(7)))
		}},
		{"clean_slack_export_message", func(b *B) string {
			return fmt.Sprintf(`[{"type":"message","subtype":"channel_join","user":"%s","text":"<@%s> has joined the channel","ts":"%s"},{"type":"message","user":"%s","text":"room %s is double-booked at %s, moving standup to the huddle. ID %s still works","ts":"%s","files":[{"id":"F0%s","name":"floorplan_v%d.pdf","size":%d}],"reactions":[{"name":"+1","count":%d}]}]`,
				b.K(slackUID()), slackUID(), b.K(slackTS()), b.K(slackUID()), b.K(roomCode()), b.K(date().hm()), b.K(zoomIDSpaced(zoomID())), b.K(slackTS()), b.K(fromSet(upperNum, 9)), rint(2, 9), rint(100000, 9000000), rint(1, 9))
		}},
		{"clean_slack_api_response", func(b *B) string {
			return fmt.Sprintf(`{"ok":true,"channel":{"id":"%s","name":"offsite-%d","created":%s,"is_private":false,"topic":{"value":"Offsite %s – agenda v%d","last_set":%s},"num_members":%d},"response_metadata":{"next_cursor":"dGVhbTpD%s"}}`,
				b.K(slackCID()), rint(2025, 2026), b.K(date().epochS()), b.K(date().iso()), rint(2, 9), b.K(date().epochS()), rint(5, 400), b.K(fromSet(upperNum, 10)))
		}},
		{"clean_discord_export", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","type":"Default","timestamp":"%s.%s+00:00","content":"event starts <t:%s:F>, stage channel <#%s>, %d RSVPs","author":{"id":"%s","name":"eventbot","discriminator":"0000","isBot":true}}`,
				b.K(discordID()), b.K(date().isoT()), dg(3), b.K(date().epochS()), b.K(discordID()), rint(10, 500), b.K(discordID()))
		}},
		{"clean_teams_chat", func(b *B) string {
			t := date()
			return fmt.Sprintf("[%s %s] Facilities Bot\nRoom %s: panel offline since %s, ticket %s opened. Spare unit S/N %s, firmware %s.",
				b.K(t.de()), b.K(t.hm()), b.K(roomCode()), b.K(date().hm()), b.K("INC"+ndg(7)), b.K(strings.ToUpper(an(4))+"-"+ndg(8)), b.K(ver()))
		}},
		{"clean_meeting_notes_kpis", func(b *B) string {
			return fmt.Sprintf("## Q%d business review (%s)\n- Revenue %s (+%d.%d%% QoQ)\n- Meeting rooms: %d bookings, %d.%d%% no-show\n- Licences: %d Zoom, %d Teams Rooms\n- Release %s shipped %s; hotfix %s\n- Ticket backlog %s → %d open",
				rint(1, 4), b.K(date().iso()), b.K(money("$")), rint(1, 30), rint(0, 9), rint(1000, 99999), rint(1, 30), rint(0, 9), rint(50, 5000), rint(5, 200), b.K(ver()), b.K(date().iso()), b.K(ver()), b.K(jiraKey()), rint(5, 300))
		}},
		{"clean_transcript_numbers", func(b *B) string {
			return fmt.Sprintf("Speaker 1  %s\nSo the purchase order is %s, invoice %s, and the total was %s.\nSpeaker 2  %s\nAnd the shipment, tracking %s, arrives on the %s.\n",
				b.K(ts(rint(0, 59), rint(10, 59))), b.K("PO "+ndg(10)), b.K(fmt.Sprintf("%d-%05d", rint(2025, 2026), rint(1, 99999))), b.K(money("$")), ts(rint(0, 59), rint(10, 59)), b.K("1Z"+strings.ToUpper(an(6))+ndg(10)), b.K(fmt.Sprint(rint(2, 28))+"th"))
		}},
		{"clean_ooo_no_contacts", func(b *B) string {
			return fmt.Sprintf("Automatic reply: I'm out of office %s – %s. Your message will not be forwarded. For room bookings use the workplace portal (request type %s); for IT, open a ticket quoting your asset tag (e.g. %s).",
				b.K(date().iso()), b.K(date().iso()), b.K("FAC-"+ndg(3)), b.K("AT-"+ndg(7)))
		}},
		{"clean_visitor_summary", func(b *B) string {
			return fmt.Sprintf("Visitor summary %s\nSigned in: %d · Pre-registered: %d · No-shows: %d\nBadges issued %s–%s\nPeak at %s, lobby kiosk %s (app %s)",
				b.K(date().iso()), rint(10, 300), rint(5, 200), rint(0, 20), b.K(badgeNo()), b.K(badgeNo()), b.K(date().hm()), b.K("K-"+ndg(3)), b.K(ver()))
		}},
		{"clean_dialin_placeholders", func(b *B) string {
			return fmt.Sprintf("Template for invites:\nDial-in: %s\nConference ID: %s\nHost email: {{organizer.email}}\nPhone: %s\nReplace the placeholders before sending (template v%s).",
				b.K(pick("+1 (555) 555-5555", "xxx-xxx-xxxx", "+44 (0)XX XXXX XXXX", "{{dialin.number}}")), b.K(pick("XXX XXX XXX#", "{{conference.id}}", "000 000 000#")), b.K(pick("(000) 000-0000", "+1 000 000 0000", "<your number>")), b.K(ver()))
		}},
		{"clean_expense_masked_card", func(b *B) string {
			return fmt.Sprintf("Expense report %s\nCard: **** **** **** %s\nMerchant ref %s\nAmount %s, VAT %s\nOrder no. %s\nApproved %s",
				b.K("EXP-"+ndg(6)), b.K(dg(4)), b.K(badLuhn()), b.K(euro()), b.K(euro()), b.K(ndg(8)), b.K(date().iso()))
		}},
		{"clean_hr_masked_ssn", func(b *B) string {
			return fmt.Sprintf("Onboarding checklist – employee %s\nSSN on file: ***-**-%s\nTest record SSN: %s (invalid, used in UAT)\nStart %s, cost centre %s",
				b.K("E"+dg(6)), b.K(dg(4)), b.K(pick("000-", "666-")+dg(2)+"-"+dg(4)), b.K(date().us()), b.K(ndg(6)))
		}},
		{"clean_gcal_api_list_request", func(b *B) string {
			return fmt.Sprintf("GET https://www.googleapis.com/calendar/v3/calendars/primary/events?timeMin=%sZ&timeMax=%sZ&syncToken=%s&pageToken=%s&maxResults=%d",
				b.K(date().isoT()), b.K(date().isoT()), b.K("CPDAlvWDx"+fromSet(alnumSet, 14)), b.K(fromSet(alnumSet, 30)), rint(10, 250))
		}},
		{"clean_public_client_ids", func(b *B) string {
			return fmt.Sprintf("# public config (safe to commit)\nGOOGLE_CLIENT_ID=%s\nSLACK_CLIENT_ID=%s\nZOOM_SDK_KEY_NAME=room-panel\nSTRIPE_PUBLISHABLE_KEY=%s\nCALENDAR_ID=%s\n",
				b.K(ndg(12)+"-"+strings.ToLower(an(32))+".apps.googleusercontent.com"), b.K(ndg(13)+"."+ndg(13)), b.K("pk_live_"+an(24)), b.K(hx(26)))
		}},
		{"clean_public_keys", func(b *B) string {
			return fmt.Sprintf("DISCORD_PUBLIC_KEY=%s\n# deploy key for the room-panel repo (public half)\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s room-panel-deploy\nfingerprint SHA256:%s",
				b.K(hx(64)), b.K(fromSet(b64url[:62], 43)), b.K(fromSet(b64url[:62], 43)))
		}},
		{"clean_webhook_config_placeholders", func(b *B) string {
			return fmt.Sprintf("webhooks:\n  slack: ${SLACK_WEBHOOK_URL}\n  teams: ${TEAMS_WEBHOOK_URL}\n  signing_secret: ${SLACK_SIGNING_SECRET}\n  retry: %d\n  timeout_ms: %d\n  version: %s",
				rint(1, 5), rint(1000, 30000), b.K(ver()))
		}},
		{"clean_calendar_sync_log", func(b *B) string {
			var sb strings.Builder
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&sb, "%s.%sZ INFO sync calendar=%s event=%s etag=\"%s\" seq=%d took=%dms\n", b.K(date().isoT()), dg(3), b.K(hx(12)), b.K(gcalEventID()), b.K(pick("34", "35")+dg(11)+"000"), rint(0, 20), rint(3, 900))
			}
			return sb.String()
		}},
		{"clean_zoom_recording_meta", func(b *B) string {
			return fmt.Sprintf(`{"uuid":"%s==","id":%s,"recording_count":%d,"total_size":%d,"recording_files":[{"id":"%s","file_type":"MP4","file_size":%d,"recording_start":"%sZ","play_url":"https://us06web.zoom.us/rec/play/%s"}]}`,
				b.K(fromSet(alnumSet, 22)), b.K(zoomID()), rint(1, 5), rint(1000000, 900000000), b.K(uuid()), rint(1000000, 900000000), b.K(date().isoT()), b.K(fromSet(b64url, 40)))
		}},
		{"clean_webex_numbers", func(b *B) string {
			n := webexNum()
			return fmt.Sprintf("Webex meeting number (access code): %s\nJoin from a video system or application: dial %s@kestrel.webex.com\nHost key is available in your Webex profile.\nMeeting %d of %d in series %s",
				b.K(n), b.K(strings.ReplaceAll(n, " ", "")), rint(1, 9), rint(10, 20), b.K(ndg(9)))
		}},
		{"clean_teams_conf_id_only", func(b *B) string {
			c := ndg(9)
			return fmt.Sprintf("Phone Conference ID: %s#\nFind a local number: https://dialin.teams.microsoft.com/%s?id=%s\nMeeting ID: %s\nPasscode: %s",
				b.K(c[:3]+" "+c[3:6]+" "+c[6:]), b.K(uuid()), b.K(c), b.K(teamsID()), teamsPass())
		}},
		{"clean_tencent_meeting", func(b *B) string {
			id := ndg(3) + " " + dg(3) + " " + dg(3)
			return fmt.Sprintf("会议主题：季度复盘\n会议时间：%s %s-%s\n#腾讯会议：%s\n会议密码：%s\n会议室：%s", b.K(date().iso()), b.K(date().hm()), date().hmEnd(), b.K(id), b.K(ndg(4)), b.K(roomCode()))
		}},
		{"clean_goto_access_code", func(b *B) string {
			c := ndg(3) + "-" + dg(3) + "-" + dg(3)
			return fmt.Sprintf("GoTo Meeting\nhttps://meet.goto.com/%s\nAccess Code: %s\nAudio PIN: shown after joining\nRecording %s.mp4 (%d MB)", b.K(strings.ReplaceAll(c, "-", "")), b.K(c), b.K(date().iso()), rint(50, 900))
		}},
		{"clean_sprint_planning", func(b *B) string {
			return fmt.Sprintf("Sprint %d planning (%s → %s)\nCapacity: %d pts\n- %s Calendar sync retries (%d)\n- %s ICS export timezone fix (%d)\n- %s Room panel kiosk mode (%d)\nRelease train %s, freeze %s",
				rint(20, 90), b.K(date().iso()), b.K(date().iso()), rint(20, 90), b.K(jiraKey()), rint(1, 13), b.K(jiraKey()), rint(1, 13), b.K(jiraKey()), rint(1, 13), b.K(ver()), b.K(date().iso()))
		}},
		{"clean_postmortem_timeline", func(b *B) string {
			t := date()
			return fmt.Sprintf("Postmortem: calendar invites delayed (%s)\n%s UTC – queue depth %d\n%s UTC – rollback to %s\n%s UTC – recovered, %d invites replayed\nImpact: %d.%d%% of %d tenants; incident %s",
				b.K(t.iso()), b.K(t.hm()), rint(1000, 900000), b.K(fmt.Sprintf("%02d:%02d", t.h, t.mi+7)), b.K(ver()), b.K(t.hmEnd()), rint(100, 99999), rint(0, 9), rint(0, 9), rint(100, 9000), b.K("INC-"+ndg(5)))
		}},
		{"clean_timesheet", func(b *B) string {
			var sb strings.Builder
			sb.WriteString("| Week | Project | Hours | Rate | Invoice |\n|---|---|---|---|---|\n")
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&sb, "| %s | %s | %d.%d | %s | %s |\n", b.K(fmt.Sprintf("%d-W%02d", rint(2025, 2026), rint(1, 52))), b.K(jiraKey()), rint(1, 45), rint(0, 9), b.K(money("$")), b.K(fmt.Sprintf("%d-%04d", rint(2025, 2026), rint(1, 9999))))
			}
			return sb.String()
		}},
		{"clean_room_sensor_log", func(b *B) string {
			var sb strings.Builder
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&sb, "%s room=%s occ=%d co2=%dppm temp=%d.%dC dev=%s fw=%s\n", b.K(date().isoT()), b.K(roomCode()), rint(0, 20), rint(400, 1800), rint(18, 27), rint(0, 9), b.K(strings.ToUpper(hx(12))), b.K(ver()))
			}
			return sb.String()
		}},
		{"clean_notes_de", func(b *B) string {
			return fmt.Sprintf("Protokoll vom %s\nTOP 1: Umzug in Gebäude %d, Raum %s ab %s\nTOP 2: Budget %s freigegeben (Bestellnummer %s)\nTOP 3: Release %s verschoben auf KW %d",
				b.K(date().de()), rint(1, 9), b.K(roomCode()), b.K(date().de()), b.K(euro()), b.K(ndg(10)), b.K(ver()), rint(1, 52))
		}},
		{"clean_notes_ja", func(b *B) string {
			return fmt.Sprintf("議事録 %s\n・会議室%sを%sから使用\n・予算%d,%03d,000円を承認（発注番号 %s）\n・次回定例：%s %s〜", b.K(date().ymdJ()), b.K(roomCode()), b.K(date().ymdJ()), rint(1, 90), rint(0, 999), b.K(ndg(10)), b.K(date().ymdJ()), b.K(date().hm()))
		}},
		{"clean_notes_fr", func(b *B) string {
			return fmt.Sprintf("Compte rendu du %s\n1. Salle %s réservée du %s au %s\n2. Budget de %d %03d € validé (commande n° %s)\n3. Version %s en recette", b.K(date().slash()), b.K(roomCode()), b.K(date().slash()), b.K(date().slash()), rint(1, 90), rint(0, 999), b.K(ndg(9)), b.K(ver()))
		}},
		{"clean_notes_es", func(b *B) string {
			return fmt.Sprintf("Acta del %s\n1. Sala %s reservada de %s a %s\n2. Presupuesto de %d.%03d € aprobado (pedido %s)\n3. Próxima reunión: %s", b.K(date().slash()), b.K(roomCode()), b.K(date().hm()), date().hmEnd(), rint(1, 90), rint(0, 999), b.K(ndg(10)), b.K(date().slash()))
		}},
		{"clean_notes_zh", func(b *B) string {
			return fmt.Sprintf("会议纪要 %s\n一、%s会议室改为培训室\n二、预算%d,%03d元已批准，订单号%s\n三、版本%s于%s上线", b.K(date().ymdJ()), b.K(roomCode()), rint(1, 900), rint(0, 999), b.K(ndg(12)), b.K(ver()), b.K(date().iso()))
		}},
		{"clean_notes_ko", func(b *B) string {
			return fmt.Sprintf("회의록 %s\n1. 회의실 %s 예약 (%s~%s)\n2. 예산 %d,%03d,000원 승인, 주문번호 %s\n3. 배포 버전 %s", b.K(date().ymdK()), b.K(roomCode()), b.K(date().hm()), date().hmEnd(), rint(1, 90), rint(0, 999), b.K(ndg(10)), b.K(ver()))
		}},
		{"clean_notes_pt", func(b *B) string {
			return fmt.Sprintf("Ata de %s\n1. Auditório %s reservado para %s\n2. Orçamento de R$ %d.%03d,%02d aprovado (pedido %s)\n3. Versão %s homologada", b.K(date().slash()), b.K(roomCode()), b.K(date().slash()), rint(1, 900), rint(0, 999), rint(0, 99), b.K(ndg(10)), b.K(ver()))
		}},
		{"clean_notes_it", func(b *B) string {
			return fmt.Sprintf("Verbale del %s\n1. Sala %s prenotata dalle %s\n2. Budget di %s approvato (ordine n. %s)\n3. Rilascio %s il %s", b.K(date().slash()), b.K(roomCode()), b.K(date().hm()), b.K(euro()), b.K(ndg(10)), b.K(ver()), b.K(date().slash()))
		}},
		{"clean_notes_nl", func(b *B) string {
			return fmt.Sprintf("Notulen %s\n1. Vergaderzaal %s geboekt, %s–%s\n2. Budget %s akkoord (inkooporder %s)\n3. Release %s in week %d", b.K(date().de()), b.K(roomCode()), b.K(date().hm()), date().hmEnd(), b.K(euro()), b.K(ndg(10)), b.K(ver()), rint(1, 52))
		}},
		{"clean_notes_sv_pl", func(b *B) string {
			if coin() {
				return fmt.Sprintf("Mötesanteckningar %s\n1. Rum %s bokat %s\n2. Budget %d %03d kr godkänd, order %s", b.K(date().iso()), b.K(roomCode()), b.K(date().hm()), rint(1, 900), rint(0, 999), b.K(ndg(10)))
			}
			return fmt.Sprintf("Notatka ze spotkania %s\n1. Sala %s zarezerwowana od %s\n2. Budżet %d %03d zł, zamówienie nr %s", b.K(date().de()), b.K(roomCode()), b.K(date().hm()), rint(1, 900), rint(0, 999), b.K(ndg(10)))
		}},
		{"clean_notes_ru", func(b *B) string {
			return fmt.Sprintf("Протокол от %s\n1. Переговорная %s забронирована с %s\n2. Бюджет %d %03d руб., заказ № %s\n3. Релиз %s", b.K(date().de()), b.K(roomCode()), b.K(date().hm()), rint(1, 900), rint(0, 999), b.K(ndg(10)), b.K(ver()))
		}},
		{"clean_meeting_link_list", func(b *B) string {
			id := zoomID()
			return fmt.Sprintf("Links for %s:\n- Zoom: https://zoom.us/j/%s\n- Meet: https://meet.google.com/%s\n- Agenda: https://docs.google.com/document/d/%s/edit\n- Board: https://miro.com/app/board/%s=/\n- Recording folder id %s",
				b.K(date().iso()), b.K(id), b.K(meetCode()), b.K(gdocID()), b.K("uXjV"+fromSet(b64url[:62], 8)), b.K(ndg(12)))
		}},
		{"clean_calendar_text_schedule", func(b *B) string {
			t := date()
			return fmt.Sprintf("%s\n%s – %s  Standup (Room %s)\n%s – %s  Vendor call, Webex %s\n%s – %s  1:1, Meeting ID %s\nAll times %s (UTC%+d)",
				b.K(t.long()), b.K(t.hm()), t.hmEnd(), b.K(roomCode()), b.K(date().hm()), date().hmEnd(), b.K(webexNum()), b.K(date().hm()), date().hmEnd(), b.K(zoomIDSpaced(zoomID())), pick("CET", "EST", "JST", "BST"), rint(-8, 9))
		}},
	}
}
