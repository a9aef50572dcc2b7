package configplane

import (
	"errors"
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
	// MaxSpoolMaxBytes bounds the cap: 1 TiB is about 1.8 billion typical
	// spooled calls, beyond any outage, and already a spool that every
	// eval-doctor run and every eval-capture summary reads through for
	// many minutes; a larger number is a mistake (a value in bits, a
	// stray digit), and near the int64 limit the cap's own arithmetic
	// (what is on disk plus a segment) would overflow. A larger cap is
	// bounded to it, not refused: falling back to the default would make
	// the next capture drop what a large cap had kept.
	MaxSpoolMaxBytes = 1 << 40
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
	// Bounded is a cap above MaxSpoolMaxBytes: MaxBytes is that bound
	// instead, and this says so and why.
	Bounded error
}

// bound limits a cap of n bytes (what is set, as written) to
// MaxSpoolMaxBytes.
func (sp *Spool) bound(n int64, setting string) {
	if n <= MaxSpoolMaxBytes {
		return
	}
	sp.Bounded = fmt.Errorf("%s is more than the largest spool cap, 1 TiB (%d bytes: about 1.8 billion calls, beyond any outage, and already minutes of reading for every eval-doctor run); using 1 TiB", setting, int64(MaxSpoolMaxBytes))
	sp.MaxBytes = MaxSpoolMaxBytes
	sp.Source += " (bounded to 1 TiB)"
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
		if errors.Is(err, strconv.ErrRange) && n > 0 {
			// Digits past the int64 limit: a cap too large, not a typo
			// of a small one.
			err = nil
		}
		if err != nil || n < minSpoolMaxBytes {
			sp.Err = fmt.Errorf("%s=%s is not a whole number of bytes of at least %d; using the default cap", EnvSpoolMaxBytes, quote(v), minSpoolMaxBytes)
			sp.Source = "default (" + EnvSpoolMaxBytes + "=" + quote(v) + " refused)"
			return sp
		}
		sp.MaxBytes, sp.Source = n, "env "+EnvSpoolMaxBytes+"="+v
		sp.bound(n, EnvSpoolMaxBytes+"="+v)
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
	if isNum && f > MaxSpoolMaxBytes {
		// Past 2^63 a float64 does not convert to int64; bounded all
		// the same.
		set := ConfigFileName + " " + KeySpoolMaxBytes + "=" + strconv.FormatFloat(f, 'f', -1, 64)
		sp.MaxBytes, sp.Source = MaxSpoolMaxBytes+1, set
		sp.bound(sp.MaxBytes, set)
		return sp
	}
	if !isNum || f != float64(int64(f)) || f < minSpoolMaxBytes {
		sp.Err = cfg.keyError(fmt.Errorf("is %s; want a whole number of bytes of at least %d (the default cap is used)", describeValue(v), minSpoolMaxBytes), "evalkit", "spool_max_bytes")
		sp.Source = "default (" + ConfigFileName + " " + KeySpoolMaxBytes + " refused)"
		return sp
	}
	sp.MaxBytes, sp.Source = int64(f), ConfigFileName+" "+KeySpoolMaxBytes+"="+strconv.FormatInt(int64(f), 10)
	return sp
}
