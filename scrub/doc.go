// Package scrub finds and redacts personal data in free text: e-mail
// addresses, phone numbers, US Social Security numbers and ITINs, payment
// card numbers, JSON Web Tokens and bearer tokens.
//
// It is the scrubber behind eval capture: every captured query goes through
// Scrub before it is stored, so it is built for the text agents actually send
// (questions, code, headers, logs, JSON, CSV, URLs, many languages) and for
// hostile input. Find and Scrub never panic, accept any bytes (invalid UTF-8,
// NUL), and run in time linear in the input: each family is a hand-written
// scanner that looks at a bounded neighbourhood of each candidate instead of
// a backtracking pattern.
//
// Shapes that are also common in ordinary text — a space-separated "384 768
// 1536", nine bare digits, a ten-digit number — are only taken when a label
// nearby says what they are ("call", "phone", "SSN", a CSV or SQL column
// named "tax_id"). See the matcher comments in phone.go, card.go, ssn.go, email.go
// and bearer.go for where each line is drawn, and README.md for a table.
//
// # Work per byte
//
// Every scanner anchors on something it can find without looking at each
// byte twice, and drops a false start in a few byte comparisons:
//
//   - e-mail: the '@' (or "%40", or the full-width "＠", found by its last
//     byte, the rarest in CJK text). A domain must end in a TLD after a dot, so
//     the next dot that can start one is found once for many at signs, and
//     the bytes up to it must be domain bytes; the local part is walked back
//     at most 64 characters and never into the previous address. An at sign
//     spelled out in brackets ("jane(at)acme.io", "[@]", "{at}") is found
//     from the closing bracket, by IndexByte, a run of brackets stepped over
//     at once; one with spaces around it from the '@' itself; "AT … DOT" from
//     the 'D' of " DOT ".
//   - JWT: the 'J' of "eyJ". Where 'J' is rare IndexByte finds it; where
//     candidates crowd ("eyJ.eyJ.…", base64 text) they are matched eight
//     positions at a time. A header needs 12 base64url bytes, rejected after
//     reading at most 12, and a failed header is not read again.
//   - bearer: the pair "er" (case folded) that "earer" holds at its fourth
//     byte, found eight positions at a time without a branch per byte from
//     the first 'e' on; a long input is searched with strings.Index 64
//     bytes at a time, where its vector search always runs (on a whole
//     long text it steps from 'e' to 'e' unless enough early candidates
//     fail). Each pair is checked against "earer" and "EARER", and the
//     token after the word is read once, eight bytes a step.
//   - the other Authorization schemes (Basic, Token): the 'z' of
//     "authorization", found by IndexByte, by hand where z's crowd; a 'z'
//     without an 'i' before and an 'a' after it costs two compares.
//   - issuers' prefixed tokens ("ghp_", "xoxb-", "glpat-", "ya29.", …):
//     one IndexByte pass for each of a few rare bytes of the prefixes
//     ('_', 'x', 'k', GitLab's closing '-', the '9' of "ya29."), a pair of
//     the bytes around it turning most candidates away without a compare;
//     where '-' or '9' crowds, the byte before it in the prefixes is looked
//     for instead. The 'k' scan also stops at "token" and "key" and reads
//     the key (API_TOKEN, accessToken, api_key), the '_' scan at
//     "_secret"; "TOKEN" and Cyrillic "токен" have a pass of their own; a
//     body or a value is read once. Credentials known by their shape, not a
//     prefix, have two passes of their own, an 'A' (Telegram's "…:AA…",
//     Twilio's "AC…", since round 24 Google's "AIza…") and a '.' (Discord's, Airtable's, SendGrid's
//     segments), each looking at three bytes by hand before IndexByte and
//     skipping dots that crowd; Find's re-check makes them only when the
//     text held a candidate (anchorShape). A password's word ("password",
//     "passwd", and since round 23 "pass", "pw", "pwd") is found by one
//     IndexByte pass for 'p' and one for 'P', a word that is no login's
//     asking a memo of the line that reads each byte once; curl's "-u" with
//     strings.Index, whose first byte '-' stops it far less often than a
//     'u' would in prose; "secret" in small letters from its 'c'; a URL's
//     userinfo password from each "://", read forward to its '@' (since
//     round 25: from each '@' a run of them cost a call a byte); the
//     password words of other scripts by their bytes (since round 25 in
//     one pass over the bytes that lead a multi-byte character, every
//     word in every text but Greek's "code", which needs an e-mail
//     address), the ASCII ones only right after an address found. Since round 25, what a scanner reads back from each
//     candidate is read once per text where candidates can crowd: a
//     line's start for a password column's header and a server's "key"
//     (lineCursor), MySQL's client name before "-p", an OAuth redirect's
//     path, where a vendor scan's prev byte stands next (prevMemo: one the
//     text lacked was searched for from every candidate, in time quadratic
//     in the text), and a DOI's "10." (one search a text).
//     Since round 24, one IndexByte pass for '/' (an admin's "admin / …"
//     and whether a Windows option is there, for "net use"), one each for
//     "-us" (Mailchimp), "-p" (MySQL, a line read back once), "?code=" and
//     "&code=" (an OAuth redirect, its value read in its alphabet), and
//     "PRIVATE KEY-----" (a PEM body, 8 KB at most); "SECRET" rides the
//     'C' pass of "Community". A name before a number is asked only of a
//     number no label has made a phone, and reads back five words at most.
//   - numbers: each digit group that can start a number parses one run of at
//     most nine groups. Before that, a group is dropped in O(1) when nothing
//     follows it ("+1-+1-…"; this and the text between numbers are handled
//     in a loop that makes no call, a few instructions a byte), when its
//     chain of groups holds fewer than the seven digits every number needs
//     (the scan stops at the seventh), or when it continues a group already
//     looked at (skipTail, which skips a whole chain of such groups at
//     once; a card read out in chunks reads at most nineteen digits, and a
//     run too long for one is read once and stepped over), or, for a lone group of nine to twelve digits, when the
//     label index says the text holds no word that could make it a number
//     (mayHold). After another number and a space only the groups joined
//     without a space can be a number (tightChain); after a date, a time,
//     an address or a decimal, the next group starts afresh
//     (compoundBefore). An IPv4 address with nothing glued after it is
//     dropped whole (ipv4Alone), and so is its port; so is a run that
//     starts with a calendar date (dateFirst), from its bytes; a run glued
//     to a word at its end is dropped after its parse.
//     A letter of another script right after a group joins nothing, as an
//     ASCII letter does, and groups of up to six digits between single
//     spaces are stepped over in one loop. What lies left and right of a
//     group is read once for all the checks that ask. Labels are found
//     through an index of keywords built once per input after questions
//     have scanned a quarter of it (each counted 16 bytes at least); tables
//     are read once. Text that holds "%2" is read with the escapes of a
//     number's '+', spaces, parentheses, commas and slashes decoded, once.
//   - invisible characters (a zero-width space, a soft hyphen, a joiner, a
//     bidi mark, a BOM; invisibleAt): three IndexByte passes tell a text
//     holds none after its start. One that holds some is not read as
//     written but from two copies made in call-free loops (findReadings):
//     without them, and with each run between two letters or digits made
//     a space; the findings are mapped back in one walk per copy.
//
// So the work is a small constant per byte plus a bounded amount per number
// that reaches the matchers. Find re-checks the scrubbed text once (a marker
// can bring a label within reach), which at most doubles the work; the
// scanners with an anchor of their own ("earer", "authorization", a spelled
// at sign) run again only when the text held it, as no marker makes one.
package scrub
