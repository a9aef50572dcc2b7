// Package clikit is the runtime every evalkit binary is built on, so that
// eval-capture, eval-export, eval-doctor (and the next one) behave alike:
//
//   - IO: the three streams and their "is this a terminal?" answers, decided
//     once (System) and forced in tests.
//   - Command: a name, its flags (one parser: -f, --f, --f=v, --f v; each
//     mistake names the flag and the value), one help layout, --help and
//     --version, and a run function.
//   - One voice on stderr: `NAME: error: ...` and `hint: ...`, every line
//     masked (passwords of the target and of any URL or DSN) and folded to
//     one line.
//   - Typed errors mapped to exit codes in one function (ExitCode):
//     0 ok (a reader that closed the pipe included), 1 failure, 2 usage,
//     130 interrupted (Ctrl-C), 143 terminated (SIGTERM), 129 hung up
//     (SIGHUP: the terminal closed).
//   - stdout watched for every run, --help and --version included: a write
//     that failed (a full disk) fails the run with one line naming stdout,
//     even when the run did not look at its write errors.
//   - Signals: SIGINT, SIGTERM and SIGHUP (unless ignored at start, as
//     SIGHUP under nohup and SIGINT in a script's background job) cancel
//     the run's context, so every wait
//     that honours a context ends; a second signal, a run still busy
//     Grace after the first, or a write to stdout blocked for
//     StalledWriteGrace (1 s) after it (a reader that stopped reading: the
//     write cannot be cancelled), ends the process at once.
//   - ParseDuration: the one duration grammar (7d, 12h, 1d12h, 500ms).
//   - Settings and Open: configplane.Resolve and store/dial.Open the same
//     way everywhere, with the target's passwords registered for masking.
//
// It is internal: the libraries (capture, exporter, doctor) never import it.
package clikit
