package dial

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/modusbrain/evalkit/configplane"
)

// A TLS file the URL names that is not there yet (a certificate still to be
// deployed) must not change where the events go: the identities with and
// without the file are the same, so events spooled while it was missing
// are delivered once it is there (probe 12 #3: they waited for "another
// database", the masked URL, for ever).
func TestIdentityIgnoresMissingTLSFiles(t *testing.T) {
	dir := t.TempDir()
	ca := filepath.Join(dir, "ca.crt")
	for _, form := range []string{
		"postgres://brain:S3cret@127.0.0.1:54329/tb?sslmode=verify-ca&sslrootcert=" + ca + "&options=-c%20search_path%3Devals",
		"postgres://brain:S3cret@127.0.0.1:54329/tb?sslrootcert=" + ca + "&sslmode=require",
		"host=127.0.0.1 port=54329 dbname=tb user=brain password='S3 cret' sslmode=verify-ca sslrootcert = '" + ca + "'",
	} {
		target := configplane.Target{Engine: configplane.EnginePostgres, URL: form}
		os.Remove(ca)
		missing, spoolMissing := Identity(target), SpoolIdentity(target)
		if err := os.WriteFile(ca, []byte(testCert), 0o600); err != nil {
			t.Fatal(err)
		}
		present, spoolPresent := Identity(target), SpoolIdentity(target)
		if missing != present || spoolMissing != spoolPresent {
			t.Errorf("%s:\nidentity %q without the file, %q with it\nspool identity %q without, %q with", form, missing, present, spoolMissing, spoolPresent)
		}
		if present != "postgres://127.0.0.1:54329/tb" && present != "postgres://127.0.0.1:54329/tb?search_path=evals" {
			t.Errorf("%s: identity %q", form, present)
		}
		if !SpoolSameAsTarget(target, false)(spoolMissing) {
			t.Errorf("%s: records spooled while the file was missing are not this target's", form)
		}
	}
}

// testCert is a self-signed certificate the driver parses.
const testCert = `-----BEGIN CERTIFICATE-----
MIIBhTCCASugAwIBAgIQIRi6zePL6mKjOipn+dNuaTAKBggqhkjOPQQDAjASMRAw
DgYDVQQKEwdBY21lIENvMB4XDTE3MTAyMDE5NDMwNloXDTE4MTAyMDE5NDMwNlow
EjEQMA4GA1UEChMHQWNtZSBDbzBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABD0d
7VNhbWvZLWPuj/RtHFjvtJBEwOkhbN/BnnE8rnZR8+sbwnc/KhCk3FhnpHZnQz7B
5aETbbIgmuvewdjvSBSjYzBhMA4GA1UdDwEB/wQEAwICpDATBgNVHSUEDDAKBggr
BgEFBQcDATAPBgNVHRMBAf8EBTADAQH/MCkGA1UdEQQiMCCCDmxvY2FsaG9zdDo1
NDUzgg4xMjcuMC4wLjE6NTQ1MzAKBggqhkjOPQQDAgNIADBFAiEA2zpJEPQyz6/l
Wf86aX6PepsntZv2GYlA5UpabfT2EZICICpJ5h/iI+i341gBmLiAFQOyTDT+/wQc
6MF9+Yw1Yy0t
-----END CERTIFICATE-----
`
