package spool

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Lost counts spooled calls that will never be delivered.
type Lost struct {
	// Dropped counts records discarded to keep the spool under its cap,
	// by tool name ("query", "search"; "" for a record whose tool did not
	// decode).
	Dropped map[string]int64 `json:"dropped,omitempty"`
	// Torn counts damaged tails: the partial last write of a process that
	// died mid-write (or of a power cut before its sync). Each is one
	// region of one segment; it held at least one record.
	Torn int64 `json:"torn,omitempty"`
	// Corrupt counts damaged regions followed by good records: bytes that
	// changed on disk after they were written. Each held at least one
	// record.
	Corrupt int64 `json:"corrupt,omitempty"`
}

// Total is the number of lost calls the counts stand for (a damaged region
// counts as one).
func (l Lost) Total() int64 {
	n := l.Torn + l.Corrupt
	for _, d := range l.Dropped {
		n += d
	}
	return n
}

// DroppedTotal sums Dropped over the tools.
func (l Lost) DroppedTotal() int64 {
	var n int64
	for _, d := range l.Dropped {
		n += d
	}
	return n
}

func (l *Lost) addDropped(tool string, n int64) {
	if n == 0 {
		return
	}
	if tool != "query" && tool != "search" {
		tool = ""
	}
	if l.Dropped == nil {
		l.Dropped = map[string]int64{}
	}
	l.Dropped[tool] += n
}

func (l *Lost) add(o Lost) {
	for t, n := range o.Dropped {
		l.addDropped(t, n)
	}
	l.Torn += o.Torn
	l.Corrupt += o.Corrupt
}

// sub subtracts o, never going below zero.
func (l *Lost) sub(o Lost) {
	for t, n := range o.Dropped {
		l.Dropped[t] = max(l.Dropped[t]-n, 0)
		if l.Dropped[t] == 0 {
			delete(l.Dropped, t)
		}
	}
	l.Torn = max(l.Torn-o.Torn, 0)
	l.Corrupt = max(l.Corrupt-o.Corrupt, 0)
}

// state is state.json: lost records waiting to be reported as failure rows,
// and lifetime totals for the doctor. Only the holder of the drain lock
// writes it; anyone may read it (it is replaced atomically).
type state struct {
	Version    int  `json:"version"`
	Unreported Lost `json:"unreported"`
	Total      Lost `json:"total"`
}

func readState(dir string) (state, error) {
	st := state{Version: 1}
	b, err := os.ReadFile(filepath.Join(dir, stateName))
	if errors.Is(err, fs.ErrNotExist) {
		return st, nil
	}
	if err != nil {
		return st, fmt.Errorf("spool: %w", err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return st, fmt.Errorf("spool: %s: %w", filepath.Join(dir, stateName), err)
	}
	return st, nil
}

// updateState adds found to the unreported and total counts and subtracts
// reported from the unreported ones. The caller holds the drain lock.
func updateState(dir string, found, reported Lost) error {
	st, err := readState(dir)
	if err != nil {
		return err
	}
	st.Unreported.add(found)
	st.Total.add(found)
	st.Unreported.sub(reported)
	b, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return writeFileAtomic(dir, stateName, append(b, '\n'))
}

// writeFileAtomic replaces dir/name by data: a temporary file, synced,
// renamed over, and the directory synced. A reader sees the old content or
// the new, never a mix.
func writeFileAtomic(dir, name string, data []byte) (err error) {
	f, err := os.CreateTemp(dir, tmpPrefix+name+"-*")
	if err != nil {
		return fmt.Errorf("spool: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			err = fmt.Errorf("spool: %w", err)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), filepath.Join(dir, name)); err != nil {
		return err
	}
	return syncDir(dir)
}
