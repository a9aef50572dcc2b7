// Package configplane resolves every evalkit setting, and says where each
// value came from.
//
// It finds the modusbrain home (MODUSBRAIN_HOME or ~/.modusbrain), reads the
// shared file-plane config.json there with koanf, and combines it with the
// environment into a Settings value: whether capture is on, whether PII is
// scrubbed, and which database to use. Each value carries a Source in words a
// person can read ("config.json eval.capture=false",
// "env MODUSBRAIN_CONTRIBUTOR_MODE=1", "default"), so the doctor can explain
// itself.
//
// Resolve never returns an error and never fails open: a config file that
// exists but cannot be read or parsed, or an eval value of the wrong type,
// turns capture off and scrubbing on, and the problem is kept in the
// Settings fields (with file, line:column and key) for the caller to report.
//
// The package never writes the config file (it belongs to all of modusbrain;
// unknown keys are normal), never prints, and never puts a database password
// in any string it builds: use Target.String to show a target (it masks with
// internal/redact, as every evalkit message does).
package configplane
