package deliver

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/rollup"
)

func keptTurn(results ...rollup.Result) *ledger.Turn {
	t := &ledger.Turn{SessionID: "s1", PromptID: "p1", State: ledger.RolledUp}
	for _, r := range results {
		t.Results = append(t.Results, ledger.KeptResult{Result: r})
	}
	return t
}

func TestRenderRollupFailed(t *testing.T) {
	turn := keptTurn(
		rollup.Result{AgentID: "a1", AgentType: "team:researcher", Status: "FAILED", Confidence: 30},
		rollup.Result{AgentID: "a2", AgentType: "team:researcher", Status: "SUCCESS", Confidence: 90},
	)
	text := RenderRollups([]*ledger.Turn{turn}, time.Now(), tools)
	for _, want := range []string{
		"Status: failed (team:researcher (a1) reported FAILED). Deal with the failure before going on",
		"No issues were reported.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, tools.AskUser) {
		t.Errorf("no conflict, yet a question:\n%s", text)
	}
}

// Many issues are cut to the first twenty; five conflicts take two
// AskUserQuestion calls (four questions each at most); a conflict asked
// at an earlier roll-up is named, not asked again.
func TestRenderRollupManyIssuesAndConflicts(t *testing.T) {
	var a1, a2 []rollup.Issue
	for i := 0; i < 25; i++ {
		loc := fmt.Sprintf("pkg/f%d.go:%d", i, i+1)
		a1 = append(a1, rollup.Issue{Title: fmt.Sprintf("Issue %d", i), Location: loc, Severity: "critical", Confidence: -1})
		sev := "important"
		if i < 6 {
			sev = "minor" // two levels from critical: a conflict
		}
		a2 = append(a2, rollup.Issue{Title: fmt.Sprintf("Issue %d", i), Location: loc, Severity: sev, Confidence: -1})
	}
	turn := keptTurn(
		rollup.Result{AgentID: "a1", AgentType: "sec", Status: "SUCCESS", Confidence: 80, Issues: a1},
		rollup.Result{AgentID: "a2", AgentType: "rev", Status: "SUCCESS", Confidence: 80, Issues: a2},
	)
	now := time.Now()
	turn.Asked = []ledger.Asked{{Location: "pkg/f0.go:1", Question: "q", Answer: "critical", AskedAt: now.Add(-time.Hour)}}
	for _, c := range turn.Rollup().Conflicts[1:] {
		turn.Asked = append(turn.Asked, ledger.Asked{Location: c.Location, Question: c.Ask.Questions[0].Question, AskedAt: now})
	}
	text := RenderRollups([]*ledger.Turn{turn}, now, tools)
	if n := strings.Count(text, "] Issue "); n != maxRolledIssues {
		t.Errorf("%d issues listed, want %d", n, maxRolledIssues)
	}
	if !strings.Contains(text, "… and 5 more: run team-hook results to see them all.") {
		t.Errorf("no pointer to the rest:\n%s", text)
	}
	if n := strings.Count(text, "call AskUserQuestion with EXACTLY this input:"); n != 2 {
		t.Errorf("%d AskUserQuestion calls for 5 conflicts, want 2:\n%s", n, text)
	}
	if !strings.Contains(text, "Severity conflicts already put to the user: pkg/f0.go:1 (the user chose critical).") {
		t.Errorf("the settled conflict is not named:\n%s", text)
	}
	if strings.Contains(text, `Issue 0\" at pkg/f0.go:1`) {
		t.Errorf("the settled conflict is asked again:\n%s", text)
	}
}
