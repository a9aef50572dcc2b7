package cli

import (
	"fmt"
	"time"

	"github.com/modusbrain/evalkit/internal/clikit"
	"github.com/modusbrain/evalkit/prune"
)

// The prune's progress: rows deleted of the rows counted, rate, time left.
// Its first report waits one interval, so short runs show only the summary.
const barTemplate = `eval-prune: {{counters . "%s/%s rows"}} {{bar . "[" "=" ">" " " "]"}} {{speed . "(%s rows/s)" "(? rows/s)"}} {{rtime . "%s left"}}`

func newProgress(r *runner) *clikit.Progress {
	return &clikit.Progress{IO: r.IO, W: r.Stderr(), Tune: r.opts.progress, Quiet: r.opts.quiet,
		Start: time.Now(), Template: barTemplate, WaitFirst: true}
}

func reportDeleted(p *clikit.Progress) func(prune.Progress) {
	return func(pr prune.Progress) {
		// A total of -1 is a count that did not finish: the bar's 0.
		p.Report(pr.Deleted, max(pr.Total, 0), func(elapsed time.Duration) string {
			table := ""
			if pr.Table != "" {
				table = fmt.Sprintf("%s %s, ", pr.Table, of(pr.TableDeleted, pr.TableCounted))
			}
			return fmt.Sprintf("eval-prune: %s rows deleted (%s%.0f rows/s, %s)",
				of(pr.Deleted, pr.Total), table, float64(pr.Deleted)/elapsed.Seconds(), elapsed.Round(time.Second))
		})
	}
}

// of is "n of total", or n alone when total is unknown (-1).
func of(n, total int64) string {
	if total < 0 {
		return fmt.Sprint(n)
	}
	return fmt.Sprintf("%d of %d", n, total)
}
