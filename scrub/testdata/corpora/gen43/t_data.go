package main

import (
	"fmt"
	"strings"
)

type person struct {
	first, last, email, phone, ssn, card string
}

func newPerson() person {
	f, l := firstName(), lastName()
	em := emailAt(pick(pickS(freeDomains), pickS(corpDomains)))
	if chance(0.7) {
		em = emailFor(f, l, pick(pickS(freeDomains), pickS(corpDomains)))
	}
	return person{first: f, last: l, email: em, phone: phone(), ssn: ssn(), card: card()}
}

func tSQLSeed(b *B, clean bool) {
	t := rts()
	cols := []string{"id", "first_name", "last_name", "email", "phone"}
	withSSN := chance(0.5)
	if withSSN {
		cols = append(cols, "ssn")
	}
	cols = append(cols, "created_at")
	b.X("§Seed script fails halfway on Postgres §:\n\n´´´sql\nINSERT INTO users (§) VALUES\n", soOpen(), K(fmt.Sprint(rr(13, 16))+"."+fmt.Sprint(rr(1, 8))), strings.Join(cols, ", "))
	n := rr(2, 4)
	var firstEmail any
	for i := 0; i < n; i++ {
		p := newPerson()
		id := rr(1, 500) + i
		var em, ph, sn any
		if clean {
			em, ph, sn = K(fmt.Sprintf("user%d@localhost", id)), K(fakePhone()), K(fakeSSN())
		} else {
			em, ph, sn = P("email", p.email), P("phone", p.phone), P("ssn", p.ssn)
		}
		if i == 0 {
			firstEmail = em
		}
		b.X("  (§, '§', '§', '§', '§'", id, p.first, strings.ReplaceAll(p.last, "'", "''"), em, ph)
		if withSSN {
			b.X(", '§'", sn)
		}
		b.X(", '§'),\n", K(t.sp()))
	}
	s := strings.TrimRight(b.sb.String(), ",\n") + ";\n"
	b.sb.Reset()
	b.sb.WriteString(s)
	b.X("´´´\n´´´\nERROR:  duplicate key value violates unique constraint \"users_pkey\"\nDETAIL:  Key (id)=(§) already exists.\n´´´\nShould I reset the sequence with ´SELECT setval('users_id_seq', (SELECT MAX(id) FROM users));´?", rr(1, 50))
	_ = firstEmail
}

func tJSONFixture(b *B, clean bool) {
	b.X("Jest snapshot test flakes because the fixture order changes. ´__fixtures__/customers.json´:\n\n´´´json\n[\n")
	n := rr(2, 3)
	for i := 0; i < n; i++ {
		p := newPerson()
		var em, ph any
		if clean {
			em, ph = K(fakeEmail()), K(fakePhone())
		} else {
			em, ph = P("email", p.email), P("phone", p.phone)
		}
		b.X("  {\n    \"id\": \"§\",\n    \"name\": \"§ §\",\n    \"email\": \"§\",\n    \"phone\": \"§\",\n", K("cus_"+sec(alnum, 14)), p.first, p.last, em, ph)
		if !clean && chance(0.4) {
			b.X("    \"card_number\": \"§\",\n", P("credit_card", p.card))
		} else {
			b.X("    \"card\": { \"brand\": \"§\", \"last4\": \"§\", \"exp_month\": §, \"exp_year\": § },\n", pick("visa", "mastercard", "amex"), fmt.Sprintf("%04d", rn(10000)), rr(1, 12), rr(2026, 2031))
		}
		b.X("    \"created\": §\n  }§\n", K(epochS()), map[bool]string{true: "", false: ","}[i == n-1])
	}
	b.X("]\n´´´\nI sort by ´created´ before snapshotting but it's still flaky on CI (node §).", K(fmt.Sprintf("v%d.%d.%d", rr(18, 22), rr(0, 17), rr(0, 3))))
}

func tFactoryBot(b *B, clean bool) {
	b.X("RSpec: FactoryBot sequence gives duplicate emails in parallel tests\n\n´´´ruby\nFactoryBot.define do\n  factory :user do\n    sequence(:email) { |n| § }\n", K("\"user#{n}@example.com\""))
	if clean {
		b.X("    phone { Faker::PhoneNumber.cell_phone_in_e164 }\n    ssn { § }\n  end\nend\n´´´", K("\"XXX-XX-#{rand(1000..9999)}\""))
	} else {
		b.X("    phone { \"§\" }\n", P("phone", phone()))
		if chance(0.5) {
			b.X("    ssn { \"§\" }\n", P("ssn", ssn()))
		}
		b.X("\n    trait :admin do\n      email { \"§\" }\n    end\n  end\nend\n´´´", P("email", workEmail()))
	}
	b.X("\nrunning ´parallel_rspec -n §´ with ´§´.", rr(2, 8), K("factory_bot_rails (6.4.3)"))
}

func tPytestFixture(b *B, clean bool) {
	b.X("pytest fixture scope question — the user created in one test leaks into the next:\n\n´´´python\n§(scope=\"module\")\ndef customer(db):\n    return Customer.objects.create(\n        name=\"§\",\n", K("@pytest.fixture"), fullName())
	if clean {
		b.X("        email=faker.email(),\n        phone=§,\n        tax_id=§,\n    )\n´´´", K("\""+fakePhone()+"\""), K("\""+fakeSSN()+"\""))
	} else {
		b.X("        email=\"§\",\n        phone=\"§\",\n", P("email", email()), P("phone", phone()))
		if chance(0.5) {
			if chance(0.5) {
				b.X("        tax_id=\"§\",\n", P("ssn", strings.ReplaceAll(ssn(), "-", "")))
			} else {
				b.X("        ssn=\"§\",\n", P("ssn", ssn()))
			}
		}
		b.X("    )\n´´´")
	}
	b.X("\n´pytest §, pytest-django §´§", K(fmt.Sprintf("8.%d.%d", rr(0, 3), rr(0, 2))), K(fmt.Sprintf("4.%d.0", rr(5, 9))), soClose())
}

func tCSVSeed(b *B, clean bool) {
	b.X("pandas ´read_csv´ turns my phone column into floats like ´§´. File looks like:\n\n´´´csv\nid,first_name,last_name,email,phone,signup_ts\n", K("4.155552671e+09"))
	for i := 0; i < rr(3, 5); i++ {
		p := newPerson()
		if clean {
			b.X("§,§,§,§,§,§\n", rr(1000, 9999), p.first, p.last, K(fakeEmail()), K(fakePhone()), K(epochMs()))
		} else {
			ph := p.phone
			if chance(0.5) {
				a, e, l := nanp()
				ph = a + e + l
			}
			b.X("§,§,§,§,§,§\n", rr(1000, 9999), p.first, p.last, P("email", p.email), P("phone", ph), K(epochMs()))
		}
	}
	b.X("´´´\n´pd.read_csv(path, dtype={\"phone\": str})´ fixes it, but why does it infer float at all?")
}

func tGoTestTable(b *B, clean bool) {
	b.X("My phone normalizer test fails only for one case, what am I missing?\n\n´´´go\nfunc TestNormalizePhone(t *testing.T) {\n\ttests := []struct {\n\t\tname string\n\t\tin   string\n\t\twant string\n\t\tok   bool\n\t}{\n")
	n := rr(2, 4)
	for i := 0; i < n; i++ {
		if clean {
			b.X("\t\t{\"placeholder §\", \"§\", \"\", false},\n", i, K(fakePhone()))
			continue
		}
		a, e, l := nanp()
		in := pick(a+"-"+e+"-"+l, "("+a+") "+e+"-"+l, a+"."+e+"."+l, "+1 "+a+" "+e+" "+l)
		b.X("\t\t{\"us §\", \"§\", \"§\", true},\n", i, P("phone", in), P("phone", "+1"+a+e+l))
	}
	b.X("\t\t{\"too short\", \"§\", \"\", false},\n\t\t{\"letters\", \"§\", \"\", false},\n\t\t{\"empty\", \"\", \"\", false},\n\t}\n", K(fmt.Sprint(rr(100, 99999))), K(pick("555-CALL-NOW", "1-800-FLOWERS", "abc-def-ghij")))
	b.X("\tfor _, tt := range tests {\n\t\tt.Run(tt.name, func(t *testing.T) {\n\t\t\tgot, err := NormalizePhone(tt.in)\n\t\t\t...\n\t\t})\n\t}\n}\n´´´\n´--- FAIL: TestNormalizePhone/us_1 (§s)´", K("0.00"))
}

func tKotlinTest(b *B, clean bool) {
	b.X("JUnit 5 + MockK: verify fails with 'was not called' even though the log shows the call\n\n´´´kotlin\n§\nfun ´sends welcome sms´() {\n    val user = User(\n        id = §L,\n", K("@Test"), K(bigDec(12)))
	if clean {
		b.X("        email = \"§\",\n        phone = \"§\",\n    )\n", K(fakeEmail()), K(fakePhone()))
	} else {
		b.X("        email = \"§\",\n        phone = \"§\",\n    )\n", P("email", email()), P("phone", phoneE164()))
	}
	b.X("    service.register(user)\n    verify(exactly = 1) { smsGateway.send(user.phone, any()) }\n}\n´´´\nmockk §, kotlin §", K("1.13."+fmt.Sprint(rr(8, 12))), K("1.9."+fmt.Sprint(rr(0, 24))))
}

func tEFCoreSeed(b *B, clean bool) {
	b.X("EF Core § HasData migration keeps regenerating every time:\n\n´´´csharp\nmodelBuilder.Entity<Customer>().HasData(\n", K("8.0."+fmt.Sprint(rr(1, 8))))
	for i := 1; i <= rr(1, 3); i++ {
		p := newPerson()
		if clean {
			b.X("    new Customer { Id = §, Name = \"§\", Email = \"§\", Phone = \"§\", CreatedAt = DateTime.UtcNow },\n", i, p.first, K(fakeEmail()), K(fakePhone()))
		} else {
			b.X("    new Customer { Id = §, Name = \"§\", Email = \"§\", Phone = \"§\", CreatedAt = DateTime.UtcNow },\n", i, p.first, P("email", p.email), P("phone", p.phone))
		}
	}
	b.X(");\n´´´\nI think it's the ´DateTime.UtcNow´ but I also see the migration id ´§_SeedCustomers´ change.", K(fmt.Sprintf("%04d%02d%02d%06d", 2024, rr(1, 12), rr(1, 28), rn(240000))))
}

func tSwiftFixture(b *B, clean bool) {
	id := strings.ToUpper(uuid4())
	b.X("SwiftUI preview crashes with my mock data:\n\n´´´swift\nextension Contact {\n    static let preview = Contact(\n        id: UUID(uuidString: \"§\")!,\n        name: \"§\",\n", K(id), fullName())
	if clean {
		b.X("        email: \"§\",\n        phone: \"§\"\n    )\n}\n´´´", K(fakeEmail()), K(fakePhone()))
	} else {
		b.X("        email: \"§\",\n        phone: \"§\"\n    )\n}\n´´´", P("email", email()), P("phone", phone()))
	}
	b.X("\n´Thread 1: Fatal error: Unexpectedly found nil while unwrapping an Optional value´ at line §.", rr(10, 80))
}

func tLaravelSeeder(b *B, clean bool) {
	b.X("Laravel seeder: ´SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry´\n\n´´´php\nDB::table('users')->insert([\n")
	for i := 0; i < rr(1, 3); i++ {
		p := newPerson()
		if clean {
			b.X("    ['name' => '§', 'email' => §, 'phone' => '§', 'password' => Hash::make('password')],\n", p.first, K("fake()->unique()->safeEmail()"), K(fakePhone()))
		} else {
			b.X("    ['name' => '§', 'email' => '§', 'phone' => '§', 'password' => Hash::make('password')],\n", p.first, P("email", p.email), P("phone", p.phone))
		}
	}
	b.X("]);\n´´´\nLaravel §, MySQL §.", K("11."+fmt.Sprint(rr(0, 30))+"."+fmt.Sprint(rr(0, 5))), K("8.0."+fmt.Sprint(rr(30, 40))))
}

func tRustTest(b *B, clean bool) {
	b.X("nom parser for contact lines – test fails on the plus sign?\n\n´´´rust\n#[test]\nfn parses_contact_line() {\n")
	if clean {
		b.X("    let line = \"Jane Doe <§>, §\";\n", K(fakeEmail()), K(fakePhone()))
	} else {
		b.X("    let line = \"§ <§>, §\";\n", fullName(), P("email", email()), P("phone", phoneIntl()))
	}
	b.X("    let c = Contact::parse(line).unwrap();\n    assert_eq!(c.name, \"Jane Doe\");\n}\n´´´\n´thread 'parses_contact_line' panicked at src/lib.rs:§:§´", rr(10, 300), rr(5, 60))
}

func tPaymentsTest(b *B, clean bool) {
	b.X("Our payment mock rejects every card in staging. Test setup:\n\n´´´python\n")
	if clean {
		b.X("# Stripe test cards from the docs\nVISA_OK = \"§\"\nDECLINED = \"§\"\nTHREE_DS = \"§\"\n", K("4242 4242 4242 4242"), K("4000000000000002"), K("4000002500003155"))
		b.X("´´´\nAre these the same cards the Stripe docs list for test mode?")
		return
	}
	p := newPerson()
	b.X("charge = client.charges.create(\n    amount=§,\n    currency=\"usd\",\n    card={\"number\": \"§\", \"exp_month\": §, \"exp_year\": §, \"cvc\": \"§\"},\n    receipt_email=\"§\",\n)\n´´´\n", rr(100, 99999), P("credit_card", p.card), rr(1, 12), rr(2026, 2031), rr(100, 999), P("email", p.email))
	if chance(0.5) {
		b.X("With the Stripe docs test card ´§´ it goes through, with the one our QA copied from her own wallet it fails (yes, I know, removing it).", K("4242 4242 4242 4242"))
	} else {
		b.X("Response: ´{\"error\": {\"code\": \"card_declined\", \"decline_code\": \"generic_decline\", \"charge\": \"§\"}}´", K("ch_3"+sec(alnum, 23)))
	}
}
