package deliver

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/team"
)

// sessionRecords is what a session's deliveries, answers and resumes look
// at: its own records, less those of teammates it does not lead (a pane
// teammate's own session holds its record, which is for its lead), and
// the records of the teammates it leads, whatever their session (§9).
func sessionRecords(s *ledger.Store, sessionID string) ([]*ledger.Record, error) {
	recs, err := s.List(sessionID)
	lead := team.LeadTeam(sessionID)
	seen := map[string]bool{}
	var out []*ledger.Record
	for _, r := range recs {
		if r.Team != "" && r.Team != lead {
			continue
		}
		seen[r.AgentID] = true
		out = append(out, r)
	}
	if lead == "" || !s.HasTeamRecords(lead) {
		return out, err
	}
	more, terr := s.ListTeam(lead)
	for _, r := range more {
		if !seen[r.AgentID] {
			out = append(out, r)
		}
	}
	ledger.SortByStop(out)
	return out, errors.Join(err, terr)
}

// OnLeadStop handles the main agent's Stop. No UserPromptSubmit fires for
// the turns a lead's teammates start, so its turn end is where it is told,
// before that turn ends, what its teammates left (questions, dispatch
// failures) and which of their waits went stale: the decision blocks the
// stop with that as its reason, once per item. Any other session's Stop
// gets nothing, and a session without a ledger costs a stat.
func OnLeadStop(s *ledger.Store, ev *hook.Event, o Orchestrator) (hook.Decision, error) {
	lead := team.LeadTeam(ev.SessionID)
	if ev.AgentID != "" || lead == "" || !s.Exists() {
		return hook.Decision{}, nil
	}
	var recs []*ledger.Record
	var errs []error
	if s.HasTeamRecords(lead) {
		all, err := s.ListTeam(lead)
		due, err := deliverRecords(s, ev.SessionID, all, o.Now, err)
		recs, errs = due, append(errs, err)
	}
	stale, err := staleWaits(s, lead, o.Now)
	errs = append(errs, err)
	return hook.Decision{Block: leadText(recs, stale, pathFunc(s), o.Tools)}, errors.Join(errs...)
}

// staleWaits lists the waits of a team's teammates that went stale and
// the lead was not yet told of, and marks them told.
func staleWaits(s *ledger.Store, teamName string, now time.Time) ([]team.StaleWait, error) {
	if teamName == "" {
		return nil, nil
	}
	t, err := s.GetTeam(teamName)
	if t == nil || err != nil {
		return nil, err
	}
	var out []team.StaleWait
	var errs []error
	for _, w := range team.StaleWaits(t, now) {
		if w.Task.StaleTold.Equal(w.Wait.Since) {
			continue
		}
		told, err := s.TellStale(teamName, w.Task.ID, w.Wait.Since, now)
		errs = append(errs, err)
		if told {
			out = append(out, w)
		}
	}
	return out, errors.Join(errs...)
}

// leadText is what a lead is told: the records' text, then the stale
// waits.
func leadText(recs []*ledger.Record, stale []team.StaleWait, pathOf func(string) string, tools hook.Host) string {
	parts := []string{}
	if text := RenderContext(recs, pathOf, tools); text != "" {
		parts = append(parts, text)
	}
	if text := RenderStaleWaits(stale, tools); text != "" {
		parts = append(parts, text)
	}
	return strings.Join(parts, "\n")
}

// RenderStaleWaits tells the lead which teammates have waited longer than
// a wait counts, and what to do.
func RenderStaleWaits(stale []team.StaleWait, tools hook.Host) string {
	if len(stale) == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "team-hook: %d teammate wait%s went stale (older than %d minutes):\n", len(stale), plural(len(stale)), int(team.StaleAfter/time.Minute))
	for _, w := range stale {
		task := "task " + w.Task.ID
		if w.Task.Subject != "" {
			task += " (" + w.Task.Subject + ")"
		}
		who := w.Teammate
		if who == "" {
			who = "(no owner)"
		}
		fmt.Fprintf(&b, "- %s on %s: %s, expected resolver %s, since %s.\n", who, task, w.Wait.Reason, w.Wait.ExpectedResolver, team.Timestamp(w.Wait.Since))
	}
	fmt.Fprintf(&b, "Resolve what each waits for (complete a task that awaits your completion), or ask the teammate where it stands: %s with to its name.\n", tools.Resume)
	return b.String()
}
