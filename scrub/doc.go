// Package scrub finds and redacts personal data in free text: e-mail
// addresses, phone numbers, US Social Security numbers, payment card numbers,
// JSON Web Tokens and bearer tokens.
//
// It is the scrubber behind eval capture: every captured query goes through
// Scrub before it is stored, so it is built for the text agents actually send
// (questions, code, headers, JSON, URLs) and for hostile input. Find and
// Scrub never panic, accept any bytes (invalid UTF-8, NUL), and run in time
// linear in the input: each family is a hand-written scanner that looks at a
// bounded neighbourhood of each candidate instead of a backtracking pattern.
//
// Shapes that are also common in ordinary text — a space-separated "384 768
// 1536", nine bare digits, a ten-digit number — are only taken when a label
// nearby says what they are ("call", "phone", "SSN"). See the matcher
// comments in phone.go, card.go, ssn.go, email.go and bearer.go for where
// each line is drawn.
package scrub
