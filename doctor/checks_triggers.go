package doctor

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/modusbrain/evalkit/store"
)

// triggerFindings is what the writer check learnt of the user triggers on
// eval_candidates: the ones that may drop capture's rows (information),
// and what a trial insert met (a refusal, or a wait).
type triggerFindings struct {
	droppers []store.Trigger
	block    *writeBlock
	// waited: the trial ran out of time on a lock (a warning, not a
	// refusal: capture's inserts would wait the same).
	waited bool
}

// checkTriggers reads the enabled user triggers on eval_candidates and,
// when one fires on INSERT, makes capture's INSERT of one harmless row for
// real in a transaction that is always rolled back: a trigger's function
// runs with capture's role's rights and may write where that role may
// not (an audit table), refusing every row (probe 18 #2: the writer check
// said ok, since it looks only at privileges on eval_candidates, while
// capture recorded every call as rls_reject). This is the doctor's one
// write, made only when such triggers exist (docs/doctor.md). nil: no
// trigger, or this engine has none.
func checkTriggers(ctx context.Context, insp any, role string) *triggerFindings {
	ti, ok := insp.(store.TriggerInspector)
	if !ok {
		return nil
	}
	trs, err := ti.CandidateTriggers(ctx)
	if err != nil {
		return nil // the checks that read the table report a failing database
	}
	f := &triggerFindings{}
	var onInsert []store.Trigger
	for _, t := range trs {
		if t.DropsRows() {
			f.droppers = append(f.droppers, t)
		}
		for _, e := range t.Events {
			if e == "INSERT" {
				onInsert = append(onInsert, t)
				break
			}
		}
	}
	if len(onInsert) == 0 {
		return f
	}
	err = ti.TrialInsert(ctx)
	switch {
	case err == nil, ctx.Err() != nil:
		return f
	case timedOut(ctx, err) != "":
		f.waited = true
		f.block = &writeBlock{
			why: fmt.Sprintf("capture's inserts would wait: a trial insert into eval_candidates (one row, rolled back; made because it has %s) ran out of eval-doctor's %s: "+
				"a lock another session holds on what a trigger's function writes stalls capture's inserts too", triggerList(onInsert), timedOut(ctx, err)),
			fix: "run eval-doctor again; if this stays, the session holding the lock (pg_locks, pg_stat_activity) is what stalls capture: let it finish",
		}
		return f
	}
	switch store.SQLState(err) {
	case "", "25006":
		return f // no answer, or a read-only server: the database and writer checks say so
	}
	if s := store.SQLState(err); strings.HasPrefix(s, "08") || strings.HasPrefix(s, "57P") {
		return f
	}
	culprits, named := culpritTriggers(err, onInsert)
	where := "failed in " + triggerList(culprits)
	if !named {
		// The server named no function: the insert itself, beside them.
		where = "failed (the table has " + triggerList(culprits)[len("the "):] + ")"
	}
	reason := ""
	if store.SQLState(err) == "42501" {
		reason = " as reason rls_reject"
	}
	f.block = &writeBlock{
		why: fmt.Sprintf("capture's rows would be refused: a trial insert into eval_candidates (one row, rolled back) %s: %s; "+
			"a trigger's function runs with the inserting role's rights, so privileges on eval_candidates alone do not let capture write, and capture records each call it loses so%s",
			where, serverText(err), reason),
		fix: triggerFix(err, culprits, role),
	}
	return f
}

// culpritTriggers narrows ts to the triggers whose function the server
// named in the error's context; named is false when it named none.
func culpritTriggers(err error, ts []store.Trigger) (culprits []store.Trigger, named bool) {
	var pe *pgconn.PgError
	if !errors.As(err, &pe) || pe.Where == "" {
		return ts, false
	}
	// The context reads "PL/pgSQL function f() line 3 at …" in a
	// translation of lc_messages: match the name, not the words.
	var found []store.Trigger
	for _, t := range ts {
		fn := t.Function[strings.LastIndexByte(t.Function, '.')+1:]
		if strings.Contains(pe.Where, " "+t.Function+"(") || strings.Contains(pe.Where, " "+fn+"(") {
			found = append(found, t)
		}
	}
	if len(found) == 0 {
		return ts, false
	}
	return found, true
}

// serverText is the server's error, with its SQLSTATE, without evalkit's
// wrapping (the trial is evalkit's own statement).
func serverText(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Message + " (SQLSTATE " + pe.Code + ")"
	}
	return err.Error()
}

// triggerList names triggers with their functions: "the trigger a
// (function f())" or "the triggers a (function f()), b (function g())".
func triggerList(ts []store.Trigger) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%s %s trigger %s (function %s())", t.Timing, strings.Join(t.Events, "/"), t.Name, t.Function)
	}
	return "the " + strings.Join(parts, ", ")
}

// triggerFix is the way past a trigger that refuses capture's rows. The
// trigger is the table owner's: the fix is in what its function may do,
// never in where capture or modusbrain write.
func triggerFix(err error, ts []store.Trigger, role string) string {
	fn := ts[0].Function + "()"
	who := "capture's role"
	if role != "" {
		who = "capture's role " + role
	}
	if store.SQLState(err) == "42501" {
		grantee := "<capture's role>"
		if role != "" {
			grantee = pgx.Identifier{role}.Sanitize()
		}
		return "the trigger is not evalkit's nor modusbrain's own: whoever added it can let " + who + " do what its function does — " +
			"as the owner of the object the error names, GRANT the privilege it lacks there (for an audit table: GRANT INSERT ON <that table> TO " + grantee +
			";, and GRANT USAGE ON SEQUENCE <its sequence> TO " + grantee + "; when it has one) — or have the function run with its owner's rights: " +
			"ALTER FUNCTION " + fn + " SECURITY DEFINER; (as the function's owner, who must be able to write there; pin its search_path with ALTER FUNCTION " + fn +
			" SET search_path = <its schema>;); capture writes again from the next call"
	}
	return "the trigger is not evalkit's nor modusbrain's own: whoever added it can correct its function " + fn + " so that it accepts the rows " + who +
		" inserts (the error above is what it raised); capture writes again from the next call"
}

// dropperText is the writer check's word on triggers that may drop
// capture's rows: information, not a fault (an owner's filter).
func dropperText(ts []store.Trigger) string {
	var names []string
	for _, t := range ts {
		names = append(names, t.Name+" (function "+t.Function+"())")
	}
	return fmt.Sprintf("; eval_candidates has %s %s, which may drop calls: a row it returns NULL for is not stored (the table owner's filter, which drops modusbrain's own rows alike), "+
		"and eval-capture's summary counts such rows as dropped by the trigger, not as captured or failed",
		plural(len(ts), "a BEFORE INSERT row trigger", "BEFORE INSERT row triggers"), strings.Join(names, ", "))
}
