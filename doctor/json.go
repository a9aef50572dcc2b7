package doctor

import (
	"encoding/json"
	"time"
)

// JSONVersion is the version of the --json shape (docs/doctor.md). Adding a
// key or a check keeps it; renaming, removing or retyping one bumps it.
const JSONVersion = 1

type jsonReport struct {
	Version       int         `json:"version"`
	DoctorVersion string      `json:"doctor_version"`
	GeneratedAt   string      `json:"generated_at"`
	Window        string      `json:"window"`
	WindowSeconds int64       `json:"window_seconds"`
	Status        Status      `json:"status"`
	Counts        Counts      `json:"counts"`
	Summary       string      `json:"summary"`
	Checks        []jsonCheck `json:"checks"`
}

type jsonCheck struct {
	ID      string         `json:"id"`
	Status  Status         `json:"status"`
	Message string         `json:"message"`
	Fix     string         `json:"fix"`
	Details []string       `json:"details"`
	Data    map[string]any `json:"data"`
}

// RenderJSON renders r as one indented JSON object followed by a newline.
// doctorVersion is the command's version string ("dev" for dev builds).
// Every key is always present: fix is "" when there is nothing to fix,
// details and data are empty rather than null.
func RenderJSON(r *Report, doctorVersion string) ([]byte, error) {
	out := jsonReport{
		Version:       JSONVersion,
		DoctorVersion: doctorVersion,
		GeneratedAt:   r.GeneratedAt.UTC().Format(time.RFC3339Nano),
		Window:        FormatWindow(r.Window),
		WindowSeconds: int64(r.Window / time.Second),
		Status:        r.Status(),
		Counts:        r.Counts(),
		Summary:       r.Summary(),
		Checks:        make([]jsonCheck, 0, len(r.Checks)),
	}
	for _, ch := range r.Checks {
		jc := jsonCheck{ID: ch.ID, Status: ch.Status, Message: ch.Message, Fix: ch.Fix, Details: ch.Details, Data: ch.Data}
		if jc.Details == nil {
			jc.Details = []string{}
		}
		if jc.Data == nil {
			jc.Data = map[string]any{}
		}
		out.Checks = append(out.Checks, jc)
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
