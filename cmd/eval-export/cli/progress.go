package cli

import (
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/internal/clikit"
)

// The export's progress: rows so far and their rate (the total is not
// known before the end). The exporter reports once per interval, so short
// exports show neither bar nor heartbeat.
const barTemplate = `eval-export: {{counters . "%[1]s rows" "%[1]s rows"}} {{speed . "(%s rows/s)" "(? rows/s)"}} {{etime .}}`

func newProgress(r *runner) *clikit.Progress {
	return &clikit.Progress{IO: r.IO, W: r.Stderr(), Tune: r.opts.progress, Quiet: r.opts.quiet,
		Start: time.Now(), Template: barTemplate}
}

func reportRows(p *clikit.Progress) func(rows int64) {
	return func(rows int64) {
		p.Report(rows, 0, func(elapsed time.Duration) string {
			return fmt.Sprintf("eval-export: %d rows so far (%.0f rows/s, %s)", rows, float64(rows)/elapsed.Seconds(), elapsed.Round(time.Second))
		})
	}
}
