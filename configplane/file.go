package configplane

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/knadh/koanf/v2"

	"github.com/modusbrain/evalkit/internal/redact"
	"github.com/modusbrain/evalkit/internal/userfile"
)

// fileConfig is a successfully parsed config.json: the tree koanf loaded and
// the bytes it came from, kept to point errors at a line and column.
type fileConfig struct {
	path string
	src  []byte         // without a byte order mark
	tree map[string]any // koanf's raw (nested) map
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// readConfig reads and parses config.json. A missing file is normal (zero
// FileState, nil config); anything else that stops us from using the file is
// a *ConfigError in FileState.Err and a nil config.
//
// A file read empty or cut short is read again a few times first:
// modusbrain rewrites config.json in place (Node's writeFileSync truncates,
// then writes), and a read in between sees no JSON or half of it. Failing
// then turned capture off for that call and dropped its events (probe 10).
// Only a file written a moment ago can be midway through a rewrite (the
// truncate sets its mtime): one broken for longer is reported at once,
// and one that stays broken while fresh costs tornRetries × tornWait.
func readConfig(path string) (FileState, *fileConfig) {
	st, cfg, torn := readConfigOnce(path)
	for i := 0; torn && i < tornRetries; i++ {
		if afterTornRead != nil {
			afterTornRead()
		}
		time.Sleep(tornWait)
		st, cfg, torn = readConfigOnce(path)
	}
	return st, cfg
}

// A rewrite in place takes a write or two; 5 × 40 ms outlasts it. A file
// last changed more than tornRecent ago is not being rewritten (the margin
// covers file systems whose mtime has a coarse grain).
const (
	tornRetries = 5
	tornWait    = 40 * time.Millisecond
	tornRecent  = 2 * time.Second
)

// maybeRewriting reports whether the file at path may be midway through a
// rewrite: it changed a moment ago, or since it was stat'ed as before.
func maybeRewriting(path string, before os.FileInfo) bool {
	now, err := os.Stat(path)
	if err != nil {
		return true // gone or replaced while read: read it again
	}
	if now.Size() != before.Size() || !now.ModTime().Equal(before.ModTime()) {
		return true
	}
	return time.Since(now.ModTime()) < tornRecent
}

// afterTornRead, when set (tests), runs after each torn read.
var afterTornRead func()

// readConfigOnce is one read of readConfig; torn reports a file that was
// empty or not valid JSON, as one is midway through a rewrite in place.
func readConfigOnce(path string) (_ FileState, _ *fileConfig, torn bool) {
	var st FileState
	fail := func(line, col int, err error) (FileState, *fileConfig, bool) {
		st.Err = &ConfigError{Path: path, Line: line, Column: col, Err: err}
		return st, nil, false
	}

	fi, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			// A symlink whose target is missing still says someone meant
			// to have a config here: fail closed rather than ignore it.
			if li, lerr := os.Lstat(path); lerr == nil && li.Mode()&fs.ModeSymlink != 0 {
				st.Found = true
				target, _ := os.Readlink(path)
				return fail(0, 0, fmt.Errorf("is a symlink to %s, which does not exist", strconv.Quote(target)))
			}
			return st, nil, false
		}
		// Exists or may exist, but cannot be checked (permission denied on
		// the directory, a symlink loop, a path component that is a file).
		if _, lerr := os.Lstat(path); lerr == nil {
			st.Found = true
		}
		return fail(0, 0, fmt.Errorf("cannot be read: %w", bareErr(err)))
	}

	st.Found = true
	st.Mode = fi.Mode().Perm()

	// readLimited checks what it opened, not the path stat'ed above: the
	// path may have changed in between.
	src, err := readLimited(path)
	if err != nil {
		return fail(0, 0, err)
	}
	if bytes.HasPrefix(src, utf8BOM) {
		src = src[len(utf8BOM):]
		st.Warnings = append(st.Warnings, "the file starts with a UTF-8 byte order mark; evalkit ignores it, other JSON readers may not")
		st.WarningFixes = append(st.WarningFixes, "save it without the byte order mark")
	}
	if len(bytes.TrimSpace(src)) == 0 {
		st, _, _ := fail(0, 0, errors.New("is empty; a config file holds a JSON object, e.g. {}"))
		return st, nil, maybeRewriting(path, fi)
	}

	// Parse once ourselves for exact positions and to insist on an object:
	// encoding/json happily decodes null into an empty map.
	// A RawMessage checks the syntax without reading numbers into float64:
	// JSON sets no range on them, and modusbrain's JSON.parse reads 1e400
	// as Infinity, so such a number is no reason to call the file broken.
	var raw json.RawMessage
	if err := json.Unmarshal(src, &raw); err != nil {
		line, col, msg := syntaxPosition(src, err)
		st, _, _ := fail(line, col, errors.New("is not valid JSON: "+msg))
		return st, nil, maybeRewriting(path, fi)
	}
	top, err := decodeNumbers(raw)
	if err != nil {
		return fail(0, 0, errors.New("is not valid JSON: "+err.Error()))
	}
	if _, ok := top.(map[string]any); !ok {
		off := len(src) - len(bytes.TrimLeft(src, " \t\r\n"))
		line, col := lineCol(src, off)
		return fail(line, col, fmt.Errorf("holds %s; a config file holds a JSON object, e.g. {}", jsonKind(top)))
	}

	ko := koanf.New(".")
	if err := ko.Load(treeProvider{top.(map[string]any)}, nil); err != nil {
		return fail(0, 0, fmt.Errorf("cannot be loaded: %v", err))
	}
	// Walk the nested tree rather than koanf's dotted paths: a top-level key
	// literally named "eval.capture" would otherwise pass for the nested
	// eval.capture, which modusbrain itself does not read.
	cfg := &fileConfig{path: path, src: src, tree: ko.Raw()}
	warnings, fixes := dottedKeyWarnings(cfg.tree)
	st.Warnings = append(st.Warnings, warnings...)
	st.WarningFixes = append(st.WarningFixes, fixes...)
	if u, ok := cfg.tree["database_url"].(string); ok && redact.HasPassword(u) {
		st.HoldsPassword = true
	}
	return st, cfg, false
}

// readLimited reads config.json the way evalkit reads every file a user
// names (internal/userfile): opened without blocking, so a named pipe
// cannot hang Resolve; refused unless the opened file is a regular file;
// at most maxConfigFileBytes read. Errors are worded for a ConfigError,
// which names the path, and never quote the file.
func readLimited(path string) ([]byte, error) {
	src, _, err := userfile.Read(path, maxConfigFileBytes)
	var nr *userfile.NotRegularError
	var tl *userfile.TooLargeError
	switch {
	case errors.As(err, &nr):
		return nil, fmt.Errorf("is %s, not a regular file", nr.What())
	case errors.As(err, &tl):
		return nil, fmt.Errorf("is larger than %d MiB; that is not a config file", maxConfigFileBytes>>20)
	case err != nil:
		return nil, fmt.Errorf("cannot be read: %w", bareErr(err))
	}
	return src, nil
}

// bareErr drops the *PathError wrapper: ConfigError already names the path.
func bareErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// syntaxPosition places a json error. SyntaxError.Offset counts the bytes
// read including the offending one, so the culprit sits at Offset-1; at the
// end of input the place is just after the last byte.
func syntaxPosition(src []byte, err error) (line, col int, msg string) {
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		return 0, 0, err.Error()
	}
	off := int(se.Offset)
	msg = se.Error()
	switch {
	case off >= len(src) && strings.HasPrefix(msg, "invalid character ' '") && src[len(src)-1] != ' ':
		// Input that ends inside a literal or a number is reported with
		// the space encoding/json feeds its scanner at the end ("invalid
		// character ' ' in literal true"): the file ends there.
		off, msg = len(src), "unexpected end of JSON input"
	case !strings.HasPrefix(msg, "unexpected end") && off > 0:
		off--
	}
	line, col = lineCol(src, off)
	return line, col, msg
}

// jsonKind names a decoded JSON value's type for messages.
func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64, json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	default:
		return fmt.Sprintf("a %T", v)
	}
}

// dottedKeyWarnings flags top-level keys such as "eval.capture" that look
// like evalkit's nested keys but are not read, and the keys
// misplacedKeyWarnings finds; fixes holds the edit each kind found asks
// for, once per kind.
func dottedKeyWarnings(tree map[string]any) (warnings, fixes []string) {
	var dotted []string
	for k := range tree {
		if strings.HasPrefix(k, "eval.") {
			sub := strings.TrimPrefix(k, "eval.")
			dotted = append(dotted, fmt.Sprintf(`top-level key %s is ignored; evalkit reads the nested form {"eval": {%s: ...}}`, quote(k), quote(sub)))
		}
	}
	if len(dotted) > 0 {
		fixes = append(fixes, `evalkit reads the nested form "eval": {"capture": ...}`)
	}
	store, unknown, cased := misplacedKeyWarnings(tree)
	if len(store) > 0 {
		fixes = append(fixes, `evalkit's own store is set with "evalkit": {"sqlite_path": ...} or `+EnvSQLitePath+`, not under "eval"`)
	}
	if len(unknown) > 0 {
		fixes = append(fixes, `the "evalkit" object holds only sqlite_path and spool_max_bytes`)
	}
	if len(cased) > 0 {
		fixes = append(fixes, `write the keys in lower case, as modusbrain and evalkit read them: "eval": {"capture": ..., "scrub_pii": ...}`)
	}
	warnings = append(append(append(dotted, store...), unknown...), cased...)
	sort.Strings(warnings)
	return warnings, fixes
}

// misplacedKeyWarnings flags keys that look like evalkit settings where
// evalkit does not read them: a store path under modusbrain's "eval" object
// (docs once named "eval.database_path"), or a key in evalkit's own object
// that evalkit does not know, such as a misspelling.
//
// cased flags a key of the "eval" object that differs from one modusbrain
// reads only by case ("Capture"): it switches nothing on.
func misplacedKeyWarnings(tree map[string]any) (store, unknown, cased []string) {
	if eval, ok := tree["eval"].(map[string]any); ok {
		for _, k := range []string{"database_path", "database_url", "sqlite_path"} {
			if _, ok := eval[k]; ok {
				store = append(store, fmt.Sprintf(`eval.%s is not read; evalkit's own store is set with {"evalkit": {"sqlite_path": ...}} or %s`, k, EnvSQLitePath))
			}
		}
		// Keys are case-sensitive, for modusbrain as for evalkit
		// (hostile probe 10).
		for k := range eval {
			for _, want := range []string{"capture", "scrub_pii"} {
				if k != want && strings.EqualFold(k, want) {
					cased = append(cased, fmt.Sprintf(`eval.%s is not read (keys are case-sensitive, for modusbrain too); write eval.%s`, k, want))
				}
			}
		}
	}
	if own, ok := tree["evalkit"].(map[string]any); ok {
		for k := range own {
			if k != "sqlite_path" && k != "spool_max_bytes" {
				unknown = append(unknown, fmt.Sprintf(`key %s in the "evalkit" object is not an evalkit setting and is ignored (evalkit reads sqlite_path and spool_max_bytes)`, quote(k)))
			}
		}
	}
	return store, unknown, cased
}

// lookup walks the nested tree. present is true when the key exists, even
// with a null value.
func (c *fileConfig) lookup(path ...string) (v any, present bool) {
	var cur any = c.tree
	for _, p := range path {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		cur, ok = m[p]
		if !ok {
			return nil, false
		}
	}
	return cur, true
}

// keyError builds a ConfigError about a key, placed at its value.
func (c *fileConfig) keyError(err error, path ...string) *ConfigError {
	e := &ConfigError{Path: c.path, Key: strings.Join(path, "."), Err: err}
	if off, ok := valueOffset(c.src, path); ok {
		e.Line, e.Column = lineCol(c.src, off)
	}
	return e
}

// treeProvider hands koanf the tree decodeNumbers made, so the file is
// parsed once, with its numbers as decodeNumbers keeps them.
type treeProvider struct{ tree map[string]any }

func (p treeProvider) Read() (map[string]any, error) { return p.tree, nil }

func (treeProvider) ReadBytes() ([]byte, error) {
	return nil, errors.New("config.json is loaded as a decoded tree")
}

// decodeNumbers decodes one JSON value, a number within float64's range as
// a float64 (as encoding/json makes it) and one beyond (1e400) as a
// json.Number, which a setting that wants a number refuses by name,
// instead of failing the whole file.
func decodeNumbers(b []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return floatNumbers(v), nil
}

func floatNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		if f, err := x.Float64(); err == nil {
			return f
		}
		return x
	case map[string]any:
		for k, e := range x {
			x[k] = floatNumbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = floatNumbers(e)
		}
	}
	return v
}
