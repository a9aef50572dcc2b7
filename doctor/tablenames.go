package doctor

import "strings"

// failureColumnsDDL is postgres.FailureColumnsDDL naming the table as qn
// does.
func failureColumnsDDL(ddl string, qn func(string) string) string {
	return strings.Replace(strings.TrimSuffix(ddl, "\n"), "ALTER TABLE eval_capture_failures ", "ALTER TABLE "+qn("eval_capture_failures")+" ", 1)
}
