package main

import (
	"fmt"
	"strings"
)

// dataKinds: users' data inside prompts, traces, tool calls, datasets and stores.
func dataKinds() []kind {
	return []kind{
		{"extract_invoice_prompt", func(g *G) string {
			cd := g.cardDigits(g.brand())
			return fs("System: Extract vendor, total, due_date, payer_email and card_number as JSON.\nUser: INVOICE %s\nDate: %s   Due: %s\nBill to: %s <%s>\nPaid with %s %s\nSubtotal $%s  Tax $%s  TOTAL $%s\nPO: %s",
				g.k(g.order()), g.k(g.date()), g.k(g.date()), g.name("en"), g.p("email", g.email("en")), brandName(cd), g.p("credit_card", groupCard(cd, g.pick(" ", "-"))), g.k(g.price()), g.k(g.price()), g.k(g.price()), g.k("PO-"+g.dg(6)))
		}},
		{"extract_invoice_de", func(g *G) string {
			return fs("Extrahiere Rechnungsnummer, Betrag und Kontakt als JSON aus folgendem Text:\n\"\"\"\nRechnung Nr. %s vom %s\nKunde: %s, Tel. %s, E-Mail %s\nGesamtbetrag: %s,%02d EUR (inkl. 19%% MwSt.)\nUSt-IdNr. %s\n\"\"\"",
				g.k("RE-"+g.dg(4)+"-"+g.dg(4)), g.k(fmt.Sprintf("%02d.%02d.2024", g.n(1, 28), g.n(1, 12))), g.name("de"), g.p("phone", g.phone("de")), g.p("email", g.email("de")), g.k(fmt.Sprint(g.n(100, 9000))), g.n(0, 99), g.k("DE"+g.dg(9)))
		}},
		{"extract_receipt_ja", func(g *G) string {
			return fs("次の領収書から JSON を抽出してください。\n領収書番号：%s\n発行日：%s\nお客様：%s 様\n電話：%s\nメール：%s\n合計：¥%s（税込）",
				g.k(g.dg(8)), g.k(g.date()), g.pick("佐藤 花子", "鈴木 一郎", "高橋 美咲", "田中 健"), g.p("phone", g.phone("jp")), g.p("email", g.email("ja")), g.k(fmt.Sprintf("%d,%03d", g.n(1, 99), g.n(0, 999))))
		}},
		{"extract_w9_ssn", func(g *G) string {
			v := g.ssn()
			return fs("Extract the payee's name, TIN type and TIN from this W-9 OCR text and return JSON.\n---\nForm W-9 (Rev. March 2024)\n1 Name: %s\n3 Federal tax classification: Individual/sole proprietor\nPart I Taxpayer Identification Number (TIN)\nSocial security number %s\nEmployer identification number %s\n---",
				g.name("en"), g.p("ssn", v), g.k("__-_______"))
		}},
		{"extract_loan_application", func(g *G) string {
			return fs("You are an underwriting assistant. Fill the schema {applicant_email, phone, ssn, loan_amount, term_months} from:\nApplicant: %s | Email: %s | Cell: %s | SSN: %s | Requested: $%s over %s months | App ID %s",
				g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("us")), g.p("ssn", g.ssn()), g.k(fmt.Sprintf("%d,000", g.n(5, 450))), g.k(g.pick("36", "60", "360")), g.k("LA-"+g.dg(8)))
		}},
		{"finetune_jsonl_chat", func(g *G) string {
			e, ph := g.p("email", g.email("en")), g.p("phone", g.phone("us"))
			return fs(`{"messages": [{"role": "system", "content": "You are Orbitly's friendly support agent."}, {"role": "user", "content": "I need to update my contact info. New email is %s and phone %s"}, {"role": "assistant", "content": "Done! Your profile (customer %s) now uses the new email and phone."}]}`,
				e, ph, g.k("cus_"+g.rs(alnum, 14)))
		}},
		{"finetune_jsonl_legacy", func(g *G) string {
			return fs(`{"prompt": "Customer: %s wants a callback at %s about invoice %s ->", "completion": " CALLBACK_REQUEST {\"priority\": \"high\"}\n"}`,
				g.p("email", g.email(g.pick("en", "de", "fr"))), g.p("phone", g.phone(g.pick("us", "uk", "de", "fr"))), g.k(g.order()))
		}},
		{"finetune_jsonl_multilang", func(g *G) string {
			e := g.p("email", g.email("es"))
			return fs(`{"messages":[{"role":"user","content":"Quiero cambiar la tarjeta de mi suscripción a la %s. Mi correo: %s"},{"role":"assistant","content":"Por seguridad, actualiza la tarjeta desde Ajustes > Facturación. Suscripción %s."}],"metadata":{"lang":"es","split":"train"}}`,
				g.p("credit_card", g.card()), e, g.k("sub_"+g.rs(alnum, 14)))
		}},
		{"eval_dataset_csv_row", func(g *G) string {
			return fs("id,input,expected_output,tags\n%s,\"Extract the SSN from: 'Employee %s, SSN %s, start date %s'\",\"%s\",\"pii;extraction\"",
				g.k(g.dg(4)), g.name("en"), g.p("ssn", g.ssn()), g.k(g.date()), "{{ssn}}")
		}},
		{"eval_dataset_jsonl", func(g *G) string {
			e, ph := g.email("en"), g.phone("us")
			return fs(`{"id": "%s", "input": "Hi, this is %s. Reach me at %s or %s.", "expected": {"intent": "contact_update", "entities": 2}, "score": %s, "model": "%s"}`,
				g.k(g.uuid()), g.name("en"), g.p("email", e), g.p("phone", ph), g.k(fmt.Sprintf("0.%02d", g.n(10, 99))), g.k(g.model()))
		}},
		{"eval_dataset_itin", func(g *G) string {
			return fs(`{"question": "Is %s a valid ITIN?", "answer": "yes", "reference_doc": "IRS Pub 1915 (Rev. %s)", "difficulty": %s}`,
				g.p("ssn", g.itin()), g.k("11-2024"), g.k(fmt.Sprint(g.n(1, 5))))
		}},
		{"tool_call_send_email", func(g *G) string {
			e := g.p("email", g.email(g.pick("en", "de", "fr", "es")))
			return fs(`{"role": "assistant", "content": null, "tool_calls": [{"id": "%s", "type": "function", "function": {"name": "send_email", "arguments": "{\"to\":\"%s\",\"subject\":\"Your order %s has shipped\",\"template_id\":\"%s\"}"}}]}`,
				g.k(g.callID()), e, g.k(g.order()), g.k("tmpl_"+g.dg(5)))
		}},
		{"tool_call_send_sms", func(g *G) string {
			ph := g.p("phone", g.e164(g.pick("us", "uk", "de", "br", "in", "mx", "fr", "es")))
			return fs(`"tool_calls":[{"index":0,"id":"%s","type":"function","function":{"name":"send_sms","arguments":"{\"to\": \"%s\", \"body\": \"Your verification code is %s\", \"sender_id\": \"%s\"}"}}]`,
				g.k(g.callID()), ph, g.k(g.dg(6)), g.k("MG"+g.hex(32)))
		}},
		{"tool_use_anthropic_lookup", func(g *G) string {
			ph := g.p("phone", g.phone(g.pick("uk", "de", "fr", "nl", "au")))
			return fs(`{"type": "tool_use", "id": "%s", "name": "lookup_customer", "input": {"phone": "%s", "include_orders": true, "limit": %s}}`,
				g.k(g.toolu()), ph, g.k(fmt.Sprint(g.n(5, 50))))
		}},
		{"tool_result_customer", func(g *G) string {
			return fs(`{"role": "tool", "tool_call_id": "%s", "content": "{\"customer_id\": %s, \"name\": \"%s\", \"email\": \"%s\", \"phone\": \"%s\", \"card_last4\": \"%s\", \"lifetime_value\": %s}"}`,
				g.k(g.callID()), g.k(g.dg(7)), g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("us")), g.k(g.last4()), g.k(g.price()))
		}},
		{"tool_call_charge_card", func(g *G) string {
			cd := g.cardDigits(g.brand())
			return fs(`{"name": "create_payment", "arguments": "{\"amount_cents\": %s, \"currency\": \"usd\", \"card_number\": \"%s\", \"exp_month\": %s, \"exp_year\": %s, \"idempotency_key\": \"%s\"}"}`,
				g.k(fmt.Sprint(g.n(100, 99999))), g.p("credit_card", cd), g.k(fmt.Sprint(g.n(1, 12))), g.k(fmt.Sprint(g.n(2026, 2031))), g.k(g.uuid()))
		}},
		{"tool_call_verify_identity", func(g *G) string {
			if g.coin() {
				return fs(`Action: verify_identity
Action Input: {"full_name": "%s", "ssn": "%s", "zip": "%s"}
Observation: {"match": true, "risk_score": %s}`, g.name("en"), g.p("ssn", g.ssn()), g.k(g.dg(5)), g.k(fmt.Sprintf("0.%03d", g.n(1, 999))))
			}
			a, b, c := g.ssnParts()
			return fs(`{"function": {"name": "kyc_check", "arguments": "{\"ssn\":\"%s\",\"dob_year\":%s}"}, "id": "%s"}`, g.p("ssn", a+b+c), g.k(fmt.Sprint(g.n(1950, 2003))), g.k(g.callID()))
		}},
		{"tool_call_book_appointment", func(g *G) string {
			return fs(`<tool_call>
{"name": "book_appointment", "arguments": {"patient_email": "%s", "callback": "%s", "slot": "%sT%s:00", "clinic_id": %s}}
</tool_call>`, g.p("email", g.email(g.pick("en", "es", "in"))), g.p("phone", g.phone(g.pick("us", "in", "es"))), g.k(g.date()), g.k(g.hm()), g.k(g.dg(4)))
		}},
		{"langsmith_run_json", func(g *G) string {
			return fs(`{"id": "%s", "name": "ChatOpenAI", "run_type": "llm", "inputs": {"messages": [[{"type": "human", "content": "Draft a reply to %s confirming the meeting"}]]}, "extra": {"metadata": {"user_email": "%s", "ls_model_name": "%s"}}, "prompt_tokens": %s, "completion_tokens": %s, "total_cost": %s}`,
				g.k(g.uuid()), g.p("email", g.email("en")), g.p("email", g.workEmail()), g.k(g.model()), g.k(fmt.Sprint(g.tokens())), g.k(fmt.Sprint(g.n(10, 2000))), g.k(g.cost()))
		}},
		{"langfuse_trace", func(g *G) string {
			return fs(`langfuse.trace(
    id="%s",
    name="support-chat",
    user_id="%s",
    session_id="%s",
    metadata={"plan": "pro", "phone_verified": "%s"},
    tags=["prod", "v%s"],
)`, g.k(g.uuid()), g.p("email", g.email(g.pick("en", "de", "nl"))), g.k("sess_"+g.rs(alnum, 16)), g.p("phone", g.phone(g.pick("us", "de", "nl"))), g.k(g.version()))
		}},
		{"helicone_log", func(g *G) string {
			return fs("Helicone-Request-Id: %s\nHelicone-User-Id: %s\nHelicone-Property-Environment: production\nlatency_ms=%s prompt_tokens=%s completion_tokens=%s cost_usd=%s cache=MISS model=%s",
				g.k(g.uuid()), g.p("email", g.email("en")), g.k(fmt.Sprint(g.n(200, 9000))), g.k(fmt.Sprint(g.tokens())), g.k(fmt.Sprint(g.n(5, 900))), g.k(g.cost()), g.k(g.model()))
		}},
		{"wandb_table_log", func(g *G) string {
			return fs("wandb: logging eval table 'samples' (step %s)\n| idx | prompt | completion | reward |\n|---|---|---|---|\n| %s | Please call me back at %s | Sure, we'll call you shortly. | %s |\n| %s | email me the report: %s | I've sent it. | %s |",
				g.k(fmt.Sprint(g.n(100, 9000))), g.k(fmt.Sprint(g.n(0, 99))), g.p("phone", g.phone("us")), g.k(fmt.Sprintf("0.%03d", g.n(0, 999))), g.k(fmt.Sprint(g.n(100, 199))), g.p("email", g.email("en")), g.k(fmt.Sprintf("0.%03d", g.n(0, 999))))
		}},
		{"langchain_agent_stdout", func(g *G) string {
			return fs("> Entering new AgentExecutor chain...\nInvoking: `create_crm_contact` with `{'email': '%s', 'phone': '%s', 'source': 'chatbot'}`\n\n{'id': %s, 'status': 'created'}Contact saved.\n\n> Finished chain.",
				g.p("email", g.email(g.pick("en", "au", "in"))), g.p("phone", g.phone(g.pick("us", "au", "in"))), g.k(g.dg(8)))
		}},
		{"llamaindex_debug_messages", func(g *G) string {
			return fs("**********\nTrace: query\n    |_CBEventType.LLM -> %s seconds\n**********\n** Messages: **\nsystem: Context information is below.\n---------------------\nfile_path: /data/crm/%s.md\nAccount owner: %s (%s), direct line %s\n---------------------\nuser: Who owns account %s?",
				g.k(fmt.Sprintf("%.6f", g.r.Float64()*5)), g.k("acct_"+g.dg(5)), g.name("en"), g.p("email", g.workEmail()), g.p("phone", g.phone("us")), g.k(g.dg(6)))
		}},
		{"dspy_inspect_history", func(g *G) string {
			return fs("[%s]\nUser message:\n\n[[ ## document ## ]]\nNew hire paperwork — %s, SSN %s, personal email %s\n\n[[ ## question ## ]]\nWhich fields are missing?\n\nResponse:\n\n[[ ## answer ## ]]\nStart date and department.\n\n[[ ## completed ## ]]",
				g.k(fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%06d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999999))), g.name("en"), g.p("ssn", g.ssn()), g.p("email", g.email("en")))
		}},
		{"openai_request_user_field", func(g *G) string {
			return fs(`POST /v1/chat/completions {"model": "%s", "user": "%s", "messages": [{"role": "user", "content": "recommend a laptop under $%s"}], "max_completion_tokens": %s, "stream": true}`,
				g.k(g.model()), g.p("email", g.email("en")), g.k(fmt.Sprint(g.n(5, 30)*100)), g.k(fmt.Sprint(g.n(200, 2000))))
		}},
		{"sse_openai_phone", func(g *G) string {
			id, cr, m := g.k(g.chatcmpl()), g.k(g.created()), g.k("gpt-4o-2024-08-06")
			ph := g.p("phone", g.phone(g.pick("us", "uk", "de")))
			return fs("data: {\"id\":\"%s\",\"object\":\"chat.completion.chunk\",\"created\":%s,\"model\":\"%s\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"The customer's callback number is \"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"%[1]s\",\"object\":\"chat.completion.chunk\",\"created\":%[2]s,\"model\":\"%[3]s\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"%s.\"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"%[1]s\",\"object\":\"chat.completion.chunk\",\"created\":%[2]s,\"model\":\"%[3]s\",\"choices\":[],\"usage\":{\"prompt_tokens\":%[5]s,\"completion_tokens\":%[6]s,\"total_tokens\":%[7]s}}\n\ndata: [DONE]",
				id, cr, m, ph, g.k(fmt.Sprint(g.n(100, 999))), g.k(fmt.Sprint(g.n(10, 99))), g.k(fmt.Sprint(g.n(1000, 1999))))
		}},
		{"sse_anthropic_email", func(g *G) string {
			e := g.p("email", g.email(g.pick("en", "fr", "de", "ja")))
			return fs("event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"I've drafted the follow-up to %s\"}}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\" and scheduled it for %s.\"}}\n\nevent: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":%s}}\n",
				e, g.k(g.hm()), g.k(fmt.Sprint(g.n(20, 900))))
		}},
		{"sse_tool_args_stream", func(g *G) string {
			id := g.k(g.callID())
			e := g.p("email", g.email("en"))
			return fs("data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"%s\",\"type\":\"function\",\"function\":{\"name\":\"add_to_waitlist\",\"arguments\":\"\"}}]}}]}\n\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"{\\\"email\\\": \\\"%s\\\", \"}}]}}]}\n\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"\\\"seats\\\": %s}\"}}]}}]}\n\ndata: [DONE]",
				id, e, g.k(fmt.Sprint(g.n(2, 40))))
		}},
		{"agent_memory_json", func(g *G) string {
			return fs(`{"memories": [{"id": "%s", "memory": "User's name is %s and prefers to be contacted at %s", "created_at": "%s"}, {"id": "%s", "memory": "User's mobile is %s; allergic to peanuts", "score": %s}]}`,
				g.k(g.uuid()), g.name("en"), g.p("email", g.email("en")), g.k(g.ts()), g.k(g.uuid()), g.p("phone", g.phone("us")), g.k(fmt.Sprintf("0.%04d", g.n(1000, 9999))))
		}},
		{"rag_retrieved_chunk", func(g *G) string {
			return fs("Retrieved %s chunks (top_k=%s, score_threshold=0.%s):\n[1] source=s3://kb-prod/contracts/%s.pdf page=%s score=%s\n\"...for notices under Section 12.3, contact %s at %s or %s...\"",
				g.k("4"), g.k("4"), g.k("75"), g.k("MSA-"+g.dg(5)), g.k(fmt.Sprint(g.n(2, 40))), g.k(fmt.Sprintf("0.%04d", g.n(7500, 9999))), g.name("en"), g.p("email", g.workEmail()), g.p("phone", g.phone(g.pick("us", "uk"))))
		}},
		{"pinecone_upsert_metadata", func(g *G) string {
			return fs(`index.upsert(vectors=[{"id": "%s", "values": [%s, ...], "metadata": {"customer_email": "%s", "ticket": "%s", "created": %s}}], namespace="tickets")`,
				g.k("tkt-"+g.dg(6)), g.k(g.floats(4)), g.p("email", g.email(g.pick("en", "de", "pt"))), g.k(g.ticket()), g.k(g.created()))
		}},
		{"pgvector_insert", func(g *G) string {
			return fs("INSERT INTO documents (id, content, metadata, embedding) VALUES\n  (%s, 'Call notes: spoke with the client at %s, follow-up sent to %s', '{\"source\": \"crm\", \"page\": %s}', '[%s,...]');",
				g.k(fmt.Sprint(g.n(1000, 99999))), g.p("phone", g.phone(g.pick("us", "ca"))), g.p("email", g.email("en")), g.k(fmt.Sprint(g.n(1, 30))), g.k(g.floats(3)))
		}},
		{"prompt_template_filled", func(g *G) string {
			return fs("You are a concierge for Fernway Travel. Be concise.\n\nTraveller profile:\n- Name: %s\n- Email: %s\n- Mobile: %s\n- Booking ref: %s\n- Flight: %s on %s\n\nTask: write a reminder message.",
				g.name(g.pick("en", "de", "fr")), g.p("email", g.email(g.pick("en", "de", "fr"))), g.p("phone", g.phone(g.pick("uk", "de", "fr"))), g.k(g.rs(upper, 6)), g.k(g.pick("LH", "BA", "AF", "KL")+fmt.Sprint(g.n(100, 9999))), g.k(g.date()))
		}},
		{"pii_detection_eval", func(g *G) string {
			e, ph := g.email("en"), g.phone("us")
			return fs(`{"text": "Contact %s via %s before %s.", "expected_spans": [{"label": "EMAIL", "start": %s}, {"label": "PHONE"}], "model": "%s", "f1": %s}`,
				g.p("email", e), g.p("phone", ph), g.k(g.date()), g.k("8"), g.k(g.model()), g.k(fmt.Sprintf("0.%03d", g.n(500, 999))))
		}},
		{"call_transcript_summarize", func(g *G) string {
			return fs("Summarize this call in 3 bullets:\nAgent: Thank you for calling, this is Dana. How can I help?\nCaller: Hi, I'm calling about claim %s. My number is %s in case we get cut off.\nAgent: Got it. And the email on file?\nCaller: It's %s.\n[duration %s]",
				g.k("CLM-"+g.dg(7)), g.p("phone", g.phone("us")), g.p("email", g.email("en")), g.k(fmt.Sprintf("00:%02d:%02d", g.n(1, 40), g.n(0, 59))))
		}},
		{"voice_agent_twilio_log", func(g *G) string {
			return fs("[voice-agent] call.started CallSid=%s From=%s To=%s Direction=inbound\n[voice-agent] stt.final \"yeah my email is %s\" confidence=%s\n[voice-agent] llm.turn model=%s ttft_ms=%s",
				g.k("CA"+g.hex(32)), g.p("phone", g.e164(g.pick("us", "uk", "mx"))), "+1"+g.pick("800", "888", "877")+g.pick("2", "3", "4")+g.dg(6), g.p("email", g.email("en")), g.k(fmt.Sprintf("0.%02d", g.n(60, 99))), g.k(g.model()), g.k(fmt.Sprint(g.n(150, 900))))
		}},
		{"whatsapp_bot_webhook", func(g *G) string {
			ph := g.e164(g.pick("br", "in", "mx", "es", "de"))
			return fs(`{"object":"whatsapp_business_account","entry":[{"id":"%s","changes":[{"value":{"messaging_product":"whatsapp","contacts":[{"profile":{"name":"%s"},"wa_id":"%s"}],"messages":[{"from":"%[3]s","id":"wamid.%s","timestamp":"%s","text":{"body":"oi, quero falar com um atendente"},"type":"text"}]},"field":"messages"}]}]}`,
				g.k(g.idn(15)), g.name("pt"), g.p("phone", ph[1:]), g.k(g.rs(alnum, 40)), g.k(g.created()))
		}},
		{"email_triage_agent", func(g *G) string {
			from := g.p("email", g.email(g.pick("en", "de", "fr", "it")))
			return fs("Classify the following email into {billing, bug, sales}.\n\nFrom: \"%s\" <%s>\nTo: support@%s\nMessage-ID: <%s@mail.gmail.com>\nSubject: Re: invoice %s\n\nHi, please send the corrected invoice. You can also call me on %s.\n",
				g.name("en"), from, "tallyfox.app", g.k("CAF"+g.rs(alnum, 40)), g.k(g.order()), g.p("phone", g.phone(g.pick("uk", "de", "fr", "it"))))
		}},
		{"resume_parsing_prompt", func(g *G) string {
			loc := g.pick("en", "in", "de")
			cc := map[string]string{"en": "us", "in": "in", "de": "de"}[loc]
			return fs("Parse this resume into JSON Resume format.\n\n%s\nSenior ML Engineer · %s · %s\nlinkedin.com/in/%s · github.com/%s\n\nEXPERIENCE\n2021–present  Fine-tuned %s for document QA; cut p95 latency %s%%",
				strings.ToUpper(g.name(loc)), g.p("email", g.email(loc)), g.p("phone", g.phone(cc)), g.rs(lower, 8)+"-"+g.dg(3), g.rs(lower, 7), g.k("Llama-3-8B"), g.k(fmt.Sprint(g.n(20, 70))))
		}},
		{"hr_bot_csv_upload", func(g *G) string {
			return fs("Here is the CSV, please find duplicate employees:\nemployee_id,name,email,phone,ssn,start_date\n%s,%s,%s,%s,%s,%s\n%s,%s,%s,%s,%s,%s",
				g.k("E"+g.dg(5)), g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("us")), g.p("ssn", g.ssn()), g.k(g.date()),
				g.k("E"+g.dg(5)), g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("us")), g.p("ssn", g.ssn()), g.k(g.date()))
		}},
		{"refund_agent_trace", func(g *G) string {
			cd := g.cardDigits(g.brand())
			return fs("span=refund_agent.plan trace_id=%s\n  thought: customer %s says card %s was charged twice for %s\n  tool=stripe.refunds.create amount=%s charge=%s\n  result=succeeded",
				g.k(g.hex(32)), g.p("email", g.email("en")), g.p("credit_card", groupCard(cd, " ")), g.k(g.order()), g.k(fmt.Sprint(g.n(100, 99999))), g.k("ch_3"+g.rs(alnum, 23)))
		}},
		{"chinese_rag_doc", func(g *G) string {
			return fs("【检索结果】来源：客户档案_%s.docx\n客户：%s\n联系电话：%s\n电子邮箱：%s\n合同编号：%s\n金额：¥%s",
				g.k(g.dg(6)), g.pick("王伟", "李娜", "张敏", "刘洋"), g.p("phone", g.phone("cn")), g.p("email", g.email("zh")), g.k("HT-"+g.dg(8)), g.k(fmt.Sprintf("%d,%03d.00", g.n(1, 999), g.n(0, 999))))
		}},
		{"korean_prompt_extract", func(g *G) string {
			return fs("다음 문의에서 이름, 전화번호, 이메일을 추출해 JSON으로 반환하세요.\n\"안녕하세요 %s입니다. 주문 %s 관련해서 %s 로 연락 주시거나 %s 로 메일 주세요.\"",
				g.pick("김민준", "이서연", "박지우"), g.k(g.dg(10)), g.p("phone", g.phone("kr")), g.p("email", g.email("ko")))
		}},
		{"assistants_thread_message", func(g *G) string {
			return fs(`{"id": "msg_%s", "object": "thread.message", "created_at": %s, "thread_id": "thread_%s", "role": "user", "content": [{"type": "text", "text": {"value": "Can you reschedule my pickup? Driver can call %s", "annotations": []}}], "assistant_id": "asst_%s", "run_id": null}`,
				g.k(g.rs(alnum, 24)), g.k(g.created()), g.k(g.rs(alnum, 24)), g.p("phone", g.phone(g.pick("us", "uk", "au"))), g.k(g.rs(alnum, 24)))
		}},
		{"realtime_api_event", func(g *G) string {
			return fs(`{"type":"conversation.item.input_audio_transcription.completed","event_id":"event_%s","item_id":"item_%s","content_index":0,"transcript":"sure, my card number is %s"}`,
				g.k(g.rs(alnum, 22)), g.k(g.rs(alnum, 22)), g.p("credit_card", groupCard(g.cardDigits(g.brand()), " ")))
		}},
		{"openai_batch_jsonl", func(g *G) string {
			return fs(`{"custom_id": "request-%s", "method": "POST", "url": "/v1/chat/completions", "body": {"model": "%s", "messages": [{"role": "system", "content": "Classify the ticket."}, {"role": "user", "content": "From %s: I can't log in since %s, phone %s"}], "max_tokens": %s}}`,
				g.k(fmt.Sprint(g.n(1, 50000))), g.k("gpt-4o-mini"), g.p("email", g.email(g.pick("en", "nl", "pl"))), g.k(g.date()), g.p("phone", g.phone(g.pick("us", "nl", "pl"))), g.k(fmt.Sprint(g.n(50, 500))))
		}},
		{"langserve_jwt_request", func(g *G) string {
			return fs("curl -X POST https://%s/chat/invoke \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"input\": {\"question\": \"status of %s?\"}, \"config\": {\"run_name\": \"%s\"}}'",
				g.k(g.pick("agents.acme-ai.dev", "api.orbitly.io", "chat-internal.tallyfox.app")), g.p("jwt", g.jwt()), g.k(g.order()), g.k("web-"+g.dg(4)))
		}},
		{"supabase_service_role_env", func(g *G) string {
			return fs("NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s\nOPENAI_API_KEY=%s\n# pgvector match_documents(match_count => %s)\n",
				g.k(g.rs(lower, 20)), g.p("jwt", g.supabaseServiceRole()), g.p("bearer", g.openaiKey()), g.k(fmt.Sprint(g.n(3, 12))))
		}},
		{"trace_id_token", func(g *G) string {
			return fs(`{"run_type": "tool", "name": "get_calendar", "inputs": {"id_token": "%s", "range": "%s/%s"}, "outputs": {"events": %s}, "start_time": "%s"}`,
				g.p("jwt", g.jwt()), g.k(g.date()), g.k(g.date()), g.k(fmt.Sprint(g.n(0, 30))), g.k(g.ts()))
		}},
		{"session_cookie_jwt", func(g *G) string {
			return fs("INFO:     127.0.0.1:%s - \"POST /api/chat HTTP/1.1\" 200 OK\nDEBUG request headers: {'host': 'localhost:8000', 'cookie': 'session=%s; theme=dark', 'x-request-id': '%s', 'content-length': '%s'}",
				g.k(fmt.Sprint(g.n(40000, 65000))), g.p("jwt", g.jwt()), g.k(g.uuid()), g.k(fmt.Sprint(g.n(80, 4000))))
		}},
		{"chainlit_auth_header_jwt", func(g *G) string {
			return fs("const res = await fetch('/project/threads', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer %s' },\n  body: JSON.stringify({ pagination: { first: %s }, filter: {} }),\n});",
				g.p("jwt", g.jwt()), g.k(fmt.Sprint(g.n(10, 50))))
		}},
		{"webhook_payload_lead", func(g *G) string {
			return fs(`{"event": "lead.qualified", "lead": {"email": "%s", "phone": "%s", "company": "%s", "score": %s}, "agent": {"model": "%s", "run_id": "%s"}, "ts": %s}`,
				g.p("email", g.email(g.pick("en", "de", "fr", "es"))), g.p("phone", g.e164(g.pick("us", "de", "fr", "es", "uk"))), g.pick("Lumen Retail", "Kestrel Health", "Pinecrest Legal"), g.k(fmt.Sprint(g.n(1, 100))), g.k(g.model()), g.k(g.uuid()), g.k(g.created()))
		}},
		{"medical_intake_bot", func(g *G) string {
			return fs("Intake bot transcript (%s)\nBot: What's the best number to reach you?\nPatient: %s\nBot: And for insurance verification, the last 4 of your SSN?\nPatient: full one is %s\nBot: Thanks. Member ID %s recorded.",
				g.k(g.date()), g.p("phone", g.phone("us")), g.p("ssn", g.ssn()), g.k(g.rs(upper, 3)+g.dg(9)))
		}},
		{"guardrail_block_log", func(g *G) string {
			cd := g.cardDigits(g.brand())
			return fs(`{"level":"warn","ts":"%s","msg":"guardrail pii_detector flagged input","policy":"%s","input_preview":"please update billing to %s and send receipt to %s","action":"logged","latency_ms":%s}`,
				g.k(g.ts()), g.k("pii-v"+fmt.Sprint(g.n(1, 9))), g.p("credit_card", cd), g.p("email", g.email("en")), g.k(fmt.Sprint(g.n(3, 80))))
		}},
		{"spreadsheet_agent_tsv", func(g *G) string {
			return fs("The sheet the agent read (tab-separated):\nname\temail\tmobile\tplan\n%s\t%s\t%s\t%s\n%s\t%s\t%s\t%s",
				g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("uk")), g.k("Pro"), g.name("en"), g.p("email", g.email("en")), g.p("phone", g.phone("uk")), g.k("Team"))
		}},
		{"langgraph_state_dump", func(g *G) string {
			return fs(`StateSnapshot(values={'messages': [HumanMessage(content='my ITIN is %s and I moved to %s', id='%s')], 'user_email': '%s', 'step': %s}, next=('tax_advisor',), config={'configurable': {'thread_id': '%s', 'checkpoint_id': '%s'}})`,
				g.p("ssn", g.itin()), g.pick("Austin", "Denver", "Miami"), g.k(g.uuid()), g.p("email", g.email("mx")), g.k(fmt.Sprint(g.n(1, 20))), g.k(fmt.Sprint(g.n(1, 999))), g.k("1ef"+g.hex(5)+"-"+g.hex(4)+"-6"+g.hex(3)+"-8"+g.hex(3)+"-"+g.hex(12)))
		}},
		{"eval_grader_prompt", func(g *G) string {
			return fs("[GRADER]\nQuestion: What's the phone number on the claim?\nReference answer: %s\nModel answer: The claim lists %[1]s as the contact number.\nScore 1-5: %s",
				g.p("phone", g.phone("uk")), g.k(fmt.Sprint(g.n(1, 5))))
		}},
		{"email_spelled_in_chat", func(g *G) string {
			switch g.r.Intn(3) {
			case 0:
				f, s := g.pick(locales["en"].first...), g.pick(locales["en"].last...)
				e := fs("%s.%s%s (at) %s (dot) com", f, s, g.dg(2), g.pick("gmail", "outlook", "yahoo"))
				return fs("user: I don't want bots scraping it so: %s — send the quote for plan %s there", g.p("email", e), g.k("Team-"+g.dg(2)))
			case 1:
				e := g.email("de")
				return fs("Nutzer: meine Mail ist %s, bitte die Rechnung %s dorthin.", g.p("email", e), g.k(g.order()))
			default:
				e := g.email("fr")
				return fs(`{"role":"user","content":"mon adresse : %s (pas celle du compte %s)"}`, g.p("email", e), g.k(g.dg(6)))
			}
		}},
		{"discord_bot_log", func(g *G) string {
			return fs("[%s] #support %s#0 (id %s): bot pls dm me, my phone is %s\n[%s] LLM reply queued (tokens=%s, model=%s)",
				g.k(g.ts()), g.pick("nightowl", "pixel_dan", "miso"), g.k(g.idn(18)), g.p("phone", g.phone(g.pick("us", "uk", "de", "br"))), g.ts(), g.k(fmt.Sprint(g.n(20, 400))), g.k(g.model()))
		}},
		{"qdrant_payload_point", func(g *G) string {
			return fs(`PUT /collections/users/points?wait=true
{"points": [{"id": %s, "vector": [%s], "payload": {"email": "%s", "phone": "%s", "city": "%s"}}]}`,
				g.k(fmt.Sprint(g.n(1, 999999))), g.k(g.floats(4)), g.p("email", g.email(g.pick("it", "fr", "es"))), g.p("phone", g.phone(g.pick("it", "fr", "es"))), g.pick("Milano", "Lyon", "Sevilla"))
		}},
		{"chroma_query_result", func(g *G) string {
			return fs(`{'ids': [['%s', '%s']], 'distances': [[%s, %s]], 'documents': [['Refund approved for %s', 'Callback requested: %s']], 'metadatas': [[{'page': %s}, {'page': %s}]]}`,
				g.k("doc_"+g.dg(4)), g.k("doc_"+g.dg(4)), g.k(fmt.Sprintf("0.%04d", g.n(1000, 4999))), g.k(fmt.Sprintf("0.%04d", g.n(5000, 9999))), g.p("email", g.email("en")), g.p("phone", g.phone("ca")), g.k(fmt.Sprint(g.n(1, 9))), g.k(fmt.Sprint(g.n(10, 30))))
		}},
		{"sse_vercel_data_stream", func(g *G) string {
			return fs("0:\"Your order %s ships tomorrow. \"\n0:\"We'll text updates to \"\n0:\"%s.\"\ne:{\"finishReason\":\"stop\",\"usage\":{\"promptTokens\":%s,\"completionTokens\":%s}}\nd:{\"finishReason\":\"stop\"}",
				g.k(g.order()), g.p("phone", g.phone(g.pick("us", "uk", "au"))), g.k(fmt.Sprint(g.n(100, 3000))), g.k(fmt.Sprint(g.n(10, 99))))
		}},
		{"summarize_email_thread_ssn", func(g *G) string {
			return fs("Summarize for the payroll team:\n> On %s, %s wrote:\n> Please update my direct deposit. For verification my social is %s and my cell is %s.\n> Thanks, %s",
				g.k(g.date()), g.p("email", g.email("en")), g.p("ssn", g.ssn()), g.p("phone", g.phone("us")), g.pick("Mike", "Tanya", "Luis"))
		}},
		{"ssn_under_table_column", func(g *G) string {
			a1, b1, c1 := g.ssnParts()
			a2, b2, c2 := g.ssnParts()
			return fs("Tool output (sql_db_query):\n| id | full_name | ssn | hired |\n|----|-----------|-----|-------|\n| %s | %s | %s | %s |\n| %s | %s | %s | %s |",
				g.k(fmt.Sprint(g.n(10, 999))), g.name("en"), g.p("ssn", a1+b1+c1), g.k(g.date()), g.k(fmt.Sprint(g.n(1000, 1999))), g.name("en"), g.p("ssn", a2+"-"+b2+"-"+c2), g.k(g.date()))
		}},
		{"card_in_ocr_prompt", func(g *G) string {
			cd := g.cardDigits(g.pick("visa", "mc", "amex"))
			return fs("<image_ocr>\n%s\n%s\nVALID THRU %s\n%s\n</image_ocr>\nIs this card expired? Today is %s.",
				g.pick("BANK OF THE WEST", "CHASE", "REVOLUT", "MONZO"), g.p("credit_card", groupCard(cd, " ")), g.k(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(24, 30))), strings.ToUpper(g.name("en")), g.k(g.date()))
		}},
	}
}
