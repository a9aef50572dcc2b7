package postgres

import (
	"regexp"
	"slices"
	"testing"
)

// TestPublishedKnowsEveryAddedColumn: the refusal to change a brain
// published to logical replicas names, and gives the subscribers, every
// column a migration adds to a table that exists; a column added to the
// migration but not to addedColumns would reach the subscribers unasked
// and stop their replication again.
func TestPublishedKnowsEveryAddedColumn(t *testing.T) {
	re := regexp.MustCompile(`(?i)ALTER TABLE (\w+) ADD COLUMN (?:IF NOT EXISTS )?(\w+) (\w+)|ADD COLUMN (?:IF NOT EXISTS )?(\w+) (\w+)`)
	var got []string
	for _, ddl := range []string{evalkitColumns, failuresTsFromV1} {
		table := ""
		for _, m := range re.FindAllStringSubmatch(ddl, -1) {
			if m[1] != "" {
				table = m[1]
				got = append(got, table+"."+m[2]+" "+m[3])
				continue
			}
			got = append(got, table+"."+m[4]+" "+m[5])
		}
	}
	var known []string
	for _, c := range addedColumns {
		known = append(known, c.table+"."+c.column+" "+c.typ)
	}
	slices.Sort(got)
	slices.Sort(known)
	if !slices.Equal(got, known) {
		t.Errorf("columns the migration adds: %q; addedColumns: %q", got, known)
	}
}

// A subscription's table-synchronisation slots come and go during its
// first copy; the messages name the subscription's own slot, whatever is
// copying at that moment (CI saw "logical slots \"brainsub\" and
// \"pg_16464_sync_16442_7715029077131321596\"").
func TestSyncSlotsLeftOutOfTheNames(t *testing.T) {
	got := withoutSyncSlots([]string{"brainsub", "pg_16464_sync_16442_7715029077131321596"})
	if len(got) != 1 || got[0] != "brainsub" {
		t.Fatalf("withoutSyncSlots = %q; want [brainsub]", got)
	}
	if got := withoutSyncSlots([]string{"pg_1_sync_2_3"}); len(got) != 1 {
		t.Fatalf("a sync slot alone is still named: %q", got)
	}
	for _, s := range []string{"pg_sync", "pg_1_sync_2", "pg_a_sync_2_3", "my_1_sync_2_3", "brainsub"} {
		if syncSlotName(s) {
			t.Errorf("syncSlotName(%q) = true", s)
		}
	}
}
