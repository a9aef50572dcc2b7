package scrub

import "strings"

// Passwords passed by position. A call's signature says which argument is
// the password, as a URL's userinfo does: PHP's `new mysqli('localhost',
// 'shop', '1400Ankara', 'shop_db')`, PDO's third, JDBC's
// `DriverManager.getConnection(url, user, password)`, Python's
// `smtplib.SMTP(…).login('me@x.com', 'Tramonto4080')` and the user and
// password pair of requests' `auth=('api_c4mgil52', 'kanji-carrot-64')`.
// Only a literal in quotes counts, one a real password's shape
// (urlPasswordValue): a variable, an environment lookup or a stand-in
// stays.

// passwordCall is a call whose argument number arg (from 1) is a password.
type passwordCall struct {
	name string
	arg  int
}

// passwordCalls are the calls, each name ending right before its '('. A
// name is matched at its word's start, or after a '.', "->" or "::": a
// method of any receiver ("server.login", "$ftp->login").
var passwordCalls = [...]passwordCall{
	{"mysqli", 3}, {"mysqli_connect", 3}, {"mysql_connect", 3}, {"mysql_pconnect", 3}, {"mysqli_real_connect", 4},
	{"real_connect", 3}, // $mysqli->real_connect(host, user, password, …)
	{"PDO", 3}, {"getConnection", 3},
	{"PDO->__construct", 3}, {"mysqli->__construct", 3}, // a PHP stack trace's frame (round 34)
	{"pymysql.connect", 3}, {"MySQLdb.connect", 3}, {"DBI->connect", 3},
	{"oci_connect", 2}, {"ftp_login", 3}, {"ldap_bind", 3}, {"imap_open", 3}, {"ssh2_auth_password", 3},
	{"login", 2}, // smtplib's, ftplib's, imaplib's, poplib's user, password
	{"HTTPBasicAuth", 2}, {"HTTPDigestAuth", 2}, {"BasicAuth", 2},
	{"NetworkCredential", 2}, {"UsernamePasswordCredentials", 2}, {"PasswordAuthentication", 2}, // .NET's, Apache HttpClient's, java.net's
	{"FTP", 3}, {"FTP_TLS", 3}, // Python's ftplib: host, user, passwd
	{"Sequelize", 3}, // database, username, password
	// Cloud SDKs' key pairs, the id then the secret: Tencent Cloud's
	// credential.Credential(SecretId, SecretKey), Alibaba Cloud's
	// AcsClient(ak, secret, region) and oss2.Auth(id, secret).
	{"Credential", 2}, {"AcsClient", 2}, {"oss2.Auth", 2},
	// Tencent Cloud's Go SDK (common.NewCredential(id, key)); Firebase
	// Auth's sign-in with an address and its password (round 33).
	{"NewCredential", 2}, {"signInWithEmailAndPassword", 2}, {"createUserWithEmailAndPassword", 2},
	// A password hashed from a literal, as seeders and fixtures write
	// one: Laravel's Hash::make and bcrypt(), PHP's password_hash,
	// Django's make_password, Werkzeug's generate_password_hash.
	{"Hash::make", 1}, {"bcrypt", 1}, {"password_hash", 1}, {"make_password", 1}, {"generate_password_hash", 1},
	{"auth=", 2}, {"auth =", 2}, // requests' auth tuple: user, password
	// API keys passed by position: Cohere's clients take the key first;
	// Tableau's personal access token, its name then its secret.
	{"cohere.Client", 1}, {"cohere.ClientV2", 1}, {"cohere.AsyncClient", 1}, {"PersonalAccessTokenAuth", 2},
	{"AzureKeyCredential", 1}, // Azure's SDKs (AI Search, OpenAI, Language)
	{"DuneClient", 1},
	// A wallet's private key: ethers' Wallet, web3.py's from_key, viem's
	// privateKeyToAccount.
	{"Wallet", 1}, {"from_key", 1}, {"privateKeyToAccount", 1},
	// A request's bearer token and basic auth by position: Rust
	// reqwest's .bearer_auth(token) and .basic_auth(user, password),
	// round 32.
	{"bearer_auth", 1}, {"basic_auth", 2},
}

// callsByLast lists the calls by the last byte of their names: a '('
// after any other byte is no such call, known in one look.
var callsByLast = func() (t [256][]passwordCall) {
	for _, c := range passwordCalls {
		l := c.name[len(c.name)-1]
		t[l] = append(t[l], c)
	}
	return
}()

// findCallPasswords appends the passwords passed by position to the calls
// of passwordCalls. Found from each '(' (indexByteNear); the byte before
// it (callsByLast) rules out nearly all at once.
func findCallPasswords(s string, fs []Finding) []Finding {
	for i := 1; i < len(s); {
		o := indexByteNear(s, i, '(')
		if o < 0 {
			break
		}
		i = o + 1
		arg := callArgOf(s, o)
		if arg == 0 {
			continue
		}
		start, end, ok, read := callArg(s, o+1, arg)
		if ok {
			fs = append(fs, Finding{Family: Bearer, Start: start, End: end})
		}
		// On from what the call's arguments took: a call nested in one
		// was read with it ("mysqli(mysqli(…" reads each byte once).
		i = max(i, read)
	}
	return fs
}

// callArgOf returns which argument of the call whose '(' is at s[o] is a
// password, or 0 when it is no call of passwordCalls.
func callArgOf(s string, o int) int {
	e := o
	if s[e-1] == ' ' {
		e-- // "auth = (…)", "login (…)"
		if e == 0 {
			return 0
		}
	}
	for _, c := range callsByLast[s[e-1]] {
		b := e - len(c.name)
		if b < 0 || s[b:e] != c.name {
			continue
		}
		if b > 0 && !strings.HasPrefix(c.name, "auth") {
			// A method of any receiver ("server.login", "$ftp->login",
			// "PDO::"), else the name at its word's start ("relogin(",
			// "unmysqli(" are none); "auth=" may end any name
			// ("http_auth=(…)", Elasticsearch's client).
			switch p := s[b-1]; {
			case p == '.' || p == '>' && b >= 2 && s[b-2] == '-' || p == ':' && b >= 2 && s[b-2] == ':':
			case isWordByte(p):
				continue
			}
		}
		return c.arg
	}
	return 0
}

// callArg reads the arguments of a call from s[j] (right after its '(')
// and returns the range of argument number n when it is a literal in
// quotes (plain, or escaped inside a JSON string: \"…\") that reads as a
// password, and no other literal of the call before it equals it. Each
// argument before it is skipped to its comma, 256 bytes at most, so a
// call costs what its arguments' bytes cost.
func callArg(s string, j, n int) (start, end int, ok bool, read int) {
	var prev [4]string
	for a := 1; a <= n; a++ {
		j = skipBlanksLines(s, j, 16)
		if j >= len(s) || s[j] == ')' {
			return 0, 0, false, j
		}
		lit, start, end, next := quotedArg(s, j)
		if a == n {
			if !lit {
				return 0, 0, false, next
			}
			v := s[start:end]
			if !urlPasswordValue(v) && appPasswordEnd(s, start) != end {
				return 0, 0, false, next
			}
			for _, p := range prev[:min(a-1, len(prev))] {
				if p == v {
					return 0, 0, false, next // the user given as the password: a stand-in
				}
			}
			return start, end, true, end
		}
		if lit && a-1 < len(prev) {
			prev[a-1] = s[start:end]
		}
		j = skipBlanksLines(s, next, 16)
		if j >= len(s) || s[j] != ',' {
			return 0, 0, false, j
		}
		j++
	}
	return 0, 0, false, j
}

// quotedArg reads the argument at s[j]: when it is a literal in quotes,
// its content's range; next is where the argument ends (its comma or
// closing parenthesis, or where reading stopped).
func quotedArg(s string, j int) (lit bool, start, end, next int) {
	q := s[j]
	esc := q == '\\' && j+1 < len(s) && s[j+1] == '"'
	if q == '\'' || q == '"' || esc {
		start = j + 1
		if esc {
			start, q = j+2, '"'
		}
		e := start
		for ; e < len(s) && e-start <= maxPassword && s[e] != '\n'; e++ {
			if esc && s[e] == '\\' && e+1 < len(s) && s[e+1] == '"' {
				return true, start, e, e + 2
			}
			if !esc && s[e] == q {
				return true, start, e, e + 1
			}
		}
		return false, 0, 0, e
	}
	depth, e := 0, j
	for ; e < len(s) && e-j < 256; e++ {
		switch s[e] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				return false, 0, 0, e
			}
			depth--
		case ',':
			if depth == 0 {
				return false, 0, 0, e
			}
		case '\'', '"':
			// A literal inside an expression ("getenv('DB_HOST')"):
			// skipped to its closing quote on its line.
			c := s[e]
			k := e + 1
			for k < len(s) && k-j < 256 && s[k] != c && s[k] != '\n' {
				k++
			}
			if k >= len(s) || s[k] != c {
				return false, 0, 0, k
			}
			e = k
		}
	}
	return false, 0, 0, e // read to here and found no end: the caller goes on from it
}

// skipBlanksLines skips up to n blanks and line breaks from s[j]: a call's
// arguments may stand one to a line.
func skipBlanksLines(s string, j, n int) int {
	for k := j; k < len(s) && k-j < n; k++ {
		if !blankByte(s[k]) {
			return k
		}
	}
	return min(j+n, len(s))
}
