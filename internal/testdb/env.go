package testdb

import "os"

// lookupEnv is a seam only so the package's own test can exercise the
// missing-variable path without touching the process environment.
var lookupEnv = os.LookupEnv
