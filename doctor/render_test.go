package doctor

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func sampleReport() *Report {
	return &Report{
		Window:      24 * time.Hour,
		GeneratedAt: time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC),
		Checks: []Check{
			{ID: CheckCapture, Message: "off: default"},
			{ID: CheckFailures, Status: Warn, Message: "2 capture failures in the last 24h",
				Details: []string{"db_down 2"}, Fix: "investigate\nor silence", Data: map[string]any{"total": 2}},
			{ID: CheckDatabase, Status: Fail, Message: "cannot reach x:\nrefused \x1b[2J"},
		},
	}
}

func TestRenderTextPlainHasWordsAndNoEscapes(t *testing.T) {
	got := RenderText(sampleReport(), TextOptions{})
	want := "" +
		"ok    capture   off: default\n" +
		"warn  failures  2 capture failures in the last 24h\n" +
		"                  db_down 2\n" +
		"                fix: investigate\n" +
		"                     or silence\n" +
		"fail  database  cannot reach x: refused  [2J\n"
	if got != want {
		t.Fatalf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestRenderTextStyledHasSymbolsAndColours(t *testing.T) {
	got := RenderText(sampleReport(), TextOptions{Symbols: true, Color: true})
	for _, want := range []string{ansiGreen + "✓" + ansiReset + "  capture", ansiYellow + "!" + ansiReset + "  failures",
		ansiRed + "✗" + ansiReset + "  database", "\n             fix: investigate\n"} {
		if !strings.Contains(got, want) {
			t.Fatalf("%q not in:\n%s", want, got)
		}
	}
	if plain := RenderText(sampleReport(), TextOptions{Symbols: true}); strings.Contains(plain, "\x1b[3") {
		t.Fatalf("colour without Color:\n%s", plain)
	}
}

func TestSummaryAndStatus(t *testing.T) {
	r := sampleReport()
	if got := r.Summary(); got != "3 checks: 1 ok, 1 warn, 1 fail" {
		t.Fatal(got)
	}
	if r.Status() != Fail {
		t.Fatal(r.Status())
	}
	if (&Report{}).Status() != OK {
		t.Fatal("empty report not OK")
	}
}

func TestRenderJSONShape(t *testing.T) {
	b, err := RenderJSON(sampleReport(), "v1.2.3")
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Version       *int             `json:"version"`
		DoctorVersion string           `json:"doctor_version"`
		GeneratedAt   string           `json:"generated_at"`
		Window        string           `json:"window"`
		WindowSeconds int64            `json:"window_seconds"`
		Status        string           `json:"status"`
		Counts        map[string]int   `json:"counts"`
		Summary       string           `json:"summary"`
		Checks        []map[string]any `json:"checks"`
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if got.Version == nil || *got.Version != JSONVersion || got.DoctorVersion != "v1.2.3" || got.Status != "fail" ||
		got.Window != "24h" || got.WindowSeconds != 86400 || got.GeneratedAt != "2025-06-01T12:00:00Z" ||
		got.Counts["warn"] != 1 || got.Summary != "3 checks: 1 ok, 1 warn, 1 fail" || len(got.Checks) != 3 {
		t.Fatalf("%+v", got)
	}
	for _, c := range got.Checks {
		for _, k := range []string{"id", "status", "message", "fix", "details", "data"} {
			if _, ok := c[k]; !ok {
				t.Fatalf("check %v lacks %q", c, k)
			}
		}
		if c["details"] == nil || c["data"] == nil {
			t.Fatalf("null details/data in %v", c)
		}
	}
	if !strings.HasSuffix(string(b), "}\n") {
		t.Fatal("no trailing newline")
	}
}

func TestFormatWindow(t *testing.T) {
	for d, want := range map[time.Duration]string{
		24 * time.Hour: "24h", 7 * 24 * time.Hour: "7d", 36 * time.Hour: "36h", 30 * time.Minute: "30m",
		90 * time.Minute: "1h30m", 90 * time.Second: "1m30s", 48 * time.Hour: "2d",
	} {
		if got := FormatWindow(d); got != want {
			t.Errorf("FormatWindow(%v) = %q, want %q", d, got, want)
		}
	}
}
