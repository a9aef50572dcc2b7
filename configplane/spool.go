package configplane

import (
	"fmt"
	"path/filepath"
	"strconv"
)

// The capture spool's settings: evalkit-only names, so they can never
// change what modusbrain does with its own config keys.
const (
	// EnvSpoolMaxBytes caps the spool's size on disk, in bytes.
	EnvSpoolMaxBytes = "EVALKIT_SPOOL_MAX_BYTES"
	// KeySpoolMaxBytes is the same in config.json, in evalkit's own object.
	KeySpoolMaxBytes = "evalkit.spool_max_bytes"
	// SpoolDirName is the spool directory inside the home.
	SpoolDirName = "spool"
	// minSpoolMaxBytes refuses caps too small to hold a large row.
	minSpoolMaxBytes = 1 << 20
)

// Spool is where capture keeps what the database could not take, and how
// big that may grow.
type Spool struct {
	Dir string // <Home>/spool; "" when there is no usable home
	// MaxBytes is the cap; 0 means the spool package's default.
	MaxBytes int64
	Source   string // where MaxBytes came from, in words ("default" when 0)
	// Err is a cap that could not be used (not a whole number, too small,
	// wrong type); MaxBytes then falls back to the default.
	Err error
}

// resolveSpool: env EVALKIT_SPOOL_MAX_BYTES, else config.json
// "evalkit": {"spool_max_bytes": N}, else the default.
func resolveSpool(s *Settings, cfg *fileConfig, env func(string) (string, bool)) Spool {
	var sp Spool
	if s.HomeErr != nil {
		return sp
	}
	sp.Dir = filepath.Join(s.Home, SpoolDirName)
	sp.Source = "default"
	if v, ok := env(EnvSpoolMaxBytes); ok && v != "" {
		// Taken as written (no trimming), like MODUSBRAIN_CONTRIBUTOR_MODE:
		// strconv refuses blanks around the digits as it refuses blanks alone.
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < minSpoolMaxBytes {
			sp.Err = fmt.Errorf("%s=%s is not a whole number of bytes of at least %d; using the default cap", EnvSpoolMaxBytes, quote(v), minSpoolMaxBytes)
			sp.Source = "default (" + EnvSpoolMaxBytes + "=" + quote(v) + " refused)"
			return sp
		}
		sp.MaxBytes, sp.Source = n, "env "+EnvSpoolMaxBytes+"="+v
		return sp
	}
	if cfg == nil {
		return sp
	}
	v, ok := cfg.lookup("evalkit", "spool_max_bytes")
	if !ok || v == nil {
		return sp
	}
	f, isNum := v.(float64)
	if !isNum || f != float64(int64(f)) || f < minSpoolMaxBytes {
		sp.Err = cfg.keyError(fmt.Errorf("is %s; want a whole number of bytes of at least %d (the default cap is used)", describeValue(v), minSpoolMaxBytes), "evalkit", "spool_max_bytes")
		sp.Source = "default (" + ConfigFileName + " " + KeySpoolMaxBytes + " refused)"
		return sp
	}
	sp.MaxBytes, sp.Source = int64(f), ConfigFileName+" "+KeySpoolMaxBytes+"="+strconv.FormatInt(int64(f), 10)
	return sp
}
