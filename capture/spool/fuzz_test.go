package spool

import (
	"bytes"
	"testing"
	"time"

	"github.com/modusbrain/evalkit/store"
)

// FuzzSegment feeds arbitrary bytes to the reader: it must never panic,
// never loop, and every record it yields must have a checking CRC.
func FuzzSegment(f *testing.F) {
	var key [16]byte
	d := "low"
	j := int64(3)
	good, _ := appendRecord(nil, &key, time.Unix(1, 0), "postgres://db:5432/brain", &store.Candidate{ToolName: "query", Query: "q", RetrievedSlugs: []string{"a"}, RetrievedChunkIDs: []int64{1}, Detail: &d, JobID: &j})
	good, _ = appendRecord(good, &key, time.Unix(2, 0), "", &store.Candidate{ToolName: "search", Query: "r"})
	good, _ = appendRecordVersion(good, legacyVersion, &key, time.Unix(3, 0), "", &store.Candidate{ToolName: "query", Query: "v1"})
	f.Add(good)
	f.Add(good[:len(good)-3])
	f.Add(append([]byte{1, 2, 3}, good...))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := newSegReader(nil, bytes.NewReader(data), int64(len(data)))
		pos, sc := int64(0), newScan(int64(len(data)))
		for steps := 0; ; steps++ {
			if steps > len(data)+1 {
				t.Fatal("reader does not advance")
			}
			p, next, st := nextRecord(r, pos, sc)
			if next <= pos && st != segEnd {
				t.Fatalf("status %d at %d did not advance", st, pos)
			}
			pos = next
			if st == segEnd {
				break
			}
			if st == segRecord {
				var r Record
				_ = decodePayload(p, &r)
				_, _, _ = payloadTarget(p)
				_ = payloadTool(p)
			}
		}
	})
}
