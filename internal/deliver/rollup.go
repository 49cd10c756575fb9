package deliver

import (
	"fmt"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/rollup"
)

// maxRolledIssues bounds the issues a roll-up lists to the orchestrator;
// team-hook results prints them all.
const maxRolledIssues = 20

// maxAskQuestions is how many questions one AskUserQuestion call takes.
const maxAskQuestions = 4

// RenderRollups is the text that gives the orchestrator the roll-ups of
// turns whose results came in (docs/CONTRACT.md §10): per turn the
// aggregated status and what to do about it, the merged issues most
// severe first, each with the agents that reported it, and the conflicts
// first asked at now as AskUserQuestion inputs whose answers the
// orchestrator uses itself. It is the one place this text is written.
func RenderRollups(turns []*ledger.Turn, now time.Time, tools hook.Host) string {
	var b strings.Builder
	for _, t := range turns {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		renderTurn(&b, t, now, tools)
	}
	return b.String()
}

func renderTurn(b *strings.Builder, t *ledger.Turn, now time.Time, tools hook.Host) {
	r := t.Rollup()
	names := map[string]string{}
	var agents []string
	for _, a := range r.Agents {
		names[a.AgentID] = agentName(a.AgentType, a.AgentID)
		agents = append(agents, fmt.Sprintf("%s %s (confidence %d)", names[a.AgentID], strings.ToUpper(a.Status), a.Confidence))
	}
	fmt.Fprintf(b, "team-hook: the results of %d agents you started in one turn, rolled up. Agents: %s.\n", len(r.Agents), strings.Join(agents, "; "))
	switch r.Status {
	case rollup.StatusFailed:
		var failed []string
		for _, a := range r.Agents {
			if strings.EqualFold(a.Status, rollup.Failed) {
				failed = append(failed, names[a.AgentID])
			}
		}
		fmt.Fprintf(b, "Status: failed (%s reported FAILED). Deal with the failure before going on: re-dispatch the agent with what it lacked, or tell the user; do not build on a failed result.\n", strings.Join(failed, ", "))
	case rollup.StatusReview:
		b.WriteString("Status: review (an agent reported PARTIAL). Look at what it left undone before going on: re-dispatch it for the rest, or tell the user what is missing.\n")
	default:
		b.WriteString("Status: continue (every agent reported SUCCESS).\n")
	}
	if len(r.Issues) == 0 {
		b.WriteString("No issues were reported.\n")
	} else {
		b.WriteString("Issues, merged where agents report the same file:line and category, most severe first (confidence: one agent's own, or the mean of the agents' plus 10 when several agree, at most 100):\n")
		for i, is := range r.Issues {
			if i == maxRolledIssues {
				fmt.Fprintf(b, "… and %d more: run team-hook results to see them all.\n", len(r.Issues)-maxRolledIssues)
				break
			}
			var by []string
			for _, id := range is.Agents {
				by = append(by, names[id])
			}
			where := is.Location
			if where == "" {
				where = "no location"
			}
			if is.Category != nil {
				where += ", " + *is.Category
			}
			fmt.Fprintf(b, "%d. [%s, confidence %s] %s (%s); reported by %s\n", i+1, is.Severity, formatConfidence(is.Confidence), is.Title, where, strings.Join(by, ", "))
		}
	}
	var ask []envelope.Question
	var already []string
	for _, c := range r.Conflicts {
		if a := askedAt(t, c); a != nil && !a.AskedAt.Equal(now) {
			if a.Answer != "" {
				already = append(already, fmt.Sprintf("%s (the user chose %s)", c.Location, a.Answer))
			} else {
				already = append(already, c.Location+" (asked before)")
			}
			continue
		}
		if c.Ask != nil {
			ask = append(ask, c.Ask.Questions...)
		}
	}
	if len(already) > 0 {
		fmt.Fprintf(b, "Severity conflicts already put to the user: %s.\n", strings.Join(already, "; "))
	}
	if len(ask) == 0 {
		return
	}
	fmt.Fprintf(b, "The agents disagree on how severe %s: critical against minor. The user decides. Do not settle it yourself: ", plural2(len(ask), "an issue is", "some issues are"))
	for start := 0; start < len(ask); start += maxAskQuestions {
		qs := ask[start:min(start+maxAskQuestions, len(ask))]
		fmt.Fprintf(b, "call %s with EXACTLY this input:\n%s\n", tools.AskUser, compactJSON(envelope.AskInput{Questions: qs}))
		if start+maxAskQuestions < len(ask) {
			b.WriteString("Then ")
		}
	}
	b.WriteString("Then use the answer yourself to weigh the issue: no agent waits on it, so resume no agent with it.\n")
}

func askedAt(t *ledger.Turn, c rollup.Conflict) *ledger.Asked {
	cat := ""
	if c.Category != nil {
		cat = *c.Category
	}
	for i := range t.Asked {
		if t.Asked[i].Location == c.Location && strings.EqualFold(t.Asked[i].Category, cat) {
			return &t.Asked[i]
		}
	}
	return nil
}

func agentName(agentType, agentID string) string {
	if agentType == "" {
		return agentID
	}
	return agentType + " (" + agentID + ")"
}

func formatConfidence(c float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", c), ".0")
}

func plural2(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// settleConflicts stores answers to conflict questions of the session's
// roll-ups: AskUserQuestion asked a conflict, not an agent's questions.
func settleConflicts(s *ledger.Store, sessionID string, answers map[string]string, now time.Time) error {
	if len(answers) == 0 || !s.Exists() {
		return nil
	}
	_, err := s.Settle(sessionID, answers, now)
	return err
}
