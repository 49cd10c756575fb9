package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/testwait"
)

// The lead's side of the team protocol (docs/CONTRACT.md §9a) in the
// interactive client, with an in-process teammate: the teammate's git
// commit and its "Standing by." are refused; the lead's completion of a
// task with no HANDOFF stored is refused and, once the HANDOFF is stored,
// the lead rejects it; the teammate's re-submission without the next
// revision number is refused and with it accepted; then the lead
// completes the task.
func TestTeamLeadSide(t *testing.T) {
	t.Parallel()
	const (
		asks     = "LEAD-ASKS-HANDOFF"
		rejects  = "LEAD-REJECTS"
		waiting  = "WORKER-WAITING"
		handed   = "WORKER-HANDED-OFF"
		revised  = "WORKER-REVISED"
		standing = "[worker→team-lead] Standing by."
	)
	revision := func(n int) map[string]any {
		md := handoffMetadata()
		md["revision_number"] = n
		return md
	}
	wait := func(reason string) map[string]any {
		return map[string]any{"intentional_wait": map[string]any{
			"reason": reason, "expected_resolver": "lead", "since": time.Now().UTC().Format(time.RFC3339),
		}}
	}
	report := func(text string) *fakeapi.Reply {
		return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "task 1", "message": "[worker→team-lead] " + text})
	}
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		uses := r.ToolUses()
		n := len(uses)
		if r.IsSubagent() {
			asked, rejected := r.CountUser(asks) > 0, r.CountUser(rejects) > 0
			switch {
			case n == 0:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "in_progress"})
			case n == 1:
				return fakeapi.ToolUse("Bash", map[string]any{"command": "git commit -am 'task 1'", "description": "commit"})
			case n == 2:
				return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "idle", "message": standing})
			case n == 3:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": wait("awaiting_blocker_resolution")})
			case n == 4 && !asked:
				return fakeapi.Text(waiting + ": task 1 waits for the lead.")
			case n == 4:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": handoffMetadata()})
			case n == 5:
				return report("2+2=4; my HANDOFF is on task 1.")
			case n == 6:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": waitMetadata()})
			case n == 7 && !rejected:
				return fakeapi.Text(handed + ": 2+2=4, HANDOFF on task 1.")
			case n == 7:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": handoffMetadata()})
			case n == 8:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": revision(2)})
			case n == 9:
				return report("revision 2 of my HANDOFF is on task 1.")
			case n == 10:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": waitMetadata()})
			}
			return fakeapi.Text(revised + ": revision 2 stored.")
		}
		var last fakeapi.Block
		if n > 0 {
			last = uses[n-1]
		}
		turn := r.TurnText()
		idle := strings.Contains(turn, `"idle_notification"`)
		switch {
		case n == 0:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": taskSubject, "description": "Add 2 and 2."})
		case n == 1:
			return fakeapi.ToolUse("Agent", map[string]any{"description": "Spawn worker", "prompt": "WORKER-TASK: claim task 1 and compute it.", "subagent_type": "worker", "name": "worker"})
		case idle && strings.Contains(turn, waiting) && r.CountUser(asks) == 0:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "completed"})
		case last.Name == "TaskUpdate" && r.CountUser(asks) == 0 && !strings.Contains(string(last.Input), "rejection"):
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "worker", "summary": "store your handoff", "message": asks + ": store your HANDOFF on task 1, then tell me."})
		case idle && strings.Contains(turn, handed):
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": map[string]any{"handoff_rejection": map[string]any{
				"reason": "Show the working.", "corrections": []string{"add the steps to decisions"},
				"since": time.Now().UTC().Format(time.RFC3339), "revision_number": 1,
			}}})
		case last.Name == "TaskUpdate" && strings.Contains(string(last.Input), "handoff_rejection") && r.CountUser(rejects) == 0:
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "worker", "summary": "handoff rejected", "message": rejects + ": see the rejection on task 1."})
		case idle && strings.Contains(turn, revised):
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "completed"})
		}
		return fakeapi.Text("LEAD-OK")
	})
	s.teams()
	p := s.startTUI("Compute 2+2 with a teammate.")
	if _, ok := s.api.Await(func(r *fakeapi.Request) bool {
		return r.IsConversation() && !r.IsSubagent() && strings.Contains(r.TurnText(), "Updated task #1 status")
	}, testwait.Left(t)); !ok {
		t.Fatalf("the lead never completed the task; teammate requests: %d", len(s.api.Filter(func(r *fakeapi.Request) bool { return r.IsSubagent() })))
	}
	p.exit()

	teammate := s.api.Filter(func(r *fakeapi.Request) bool { return r.IsConversation() && r.IsSubagent() })
	refused := func(n int, tool string, want ...string) {
		t.Helper()
		use, res, ok := resultOf(teammate, n)
		if !ok || use.Name != tool || !res.IsError {
			t.Fatalf("the teammate's call %d (%s) was not refused: %+v", n, tool, res)
		}
		mustContain(t, "the refusal of "+tool, res.Content.Text(), want...)
	}
	passed := func(n int, tool string) {
		t.Helper()
		use, res, ok := resultOf(teammate, n)
		if !ok || use.Name != tool || res.IsError {
			t.Errorf("the teammate's call %d (%s) did not go through: %+v", n, tool, res)
		}
	}
	refused(1, "Bash", "the lead commits", "git commit")
	refused(2, "SendMessage", "says only that you are idle", "intentional_wait")
	passed(4, "TaskUpdate")
	refused(7, "TaskUpdate", "the lead rejected the handoff of task 1 (revision 1", `"revision_number": 2`)
	passed(8, "TaskUpdate")

	lead := s.api.Main()
	var completions []fakeapi.Block
	for _, r := range lead {
		for _, res := range r.ToolResults() {
			for _, use := range r.ToolUses() {
				if use.ID == res.ToolUseID && use.Name == "TaskUpdate" && strings.Contains(string(use.Input), `"completed"`) {
					completions = append(completions, res)
				}
			}
		}
	}
	if len(completions) < 2 {
		t.Fatalf("the lead's completions: %d results, want the refused one and the accepted one", len(completions))
	}
	if first := completions[0]; !first.IsError {
		t.Errorf("the lead completed a task with no HANDOFF stored: %s", first.Content.Text())
	} else {
		mustContain(t, "the refused completion", first.Content.Text(), "task 1 is owned by worker, and no HANDOFF is stored on it")
	}
	if final := completions[len(completions)-1]; final.IsError {
		t.Errorf("the lead could not complete the revised task: %s", final.Content.Text())
	}
	task := taskOf(t, s.readTeam("session-"+s.leadSession()[:8]), "1")
	md, _ := task["metadata"].(map[string]any)
	if task["status"] != "completed" || md["revision_number"] != float64(2) || md["handoff_rejection"] == nil {
		t.Errorf("task 1 in the ledger: %v", task)
	}
}

// The teammate's side of §9a in a pane teammate (its own process, in print
// mode): its git commit, its "Standing by." and a HANDOFF naming a file
// that does not exist are refused before they run; the protocol's steps
// then go through.
func TestPaneTeammateLeadRules(t *testing.T) {
	t.Parallel()
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		ids := taskIDs(r)
		n := len(r.ToolUses())
		switch {
		case n == 0:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": taskSubject, "description": "Add 2 and 2."})
		case len(ids) != 1:
			return fakeapi.Text("The task was not created.")
		case n == 1:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "status": "in_progress"})
		case n == 2:
			return fakeapi.ToolUse("Bash", map[string]any{"command": "git add -A && git commit -m 'task 1'", "description": "commit"})
		case n == 3:
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "idle", "message": "[worker→team-lead] Standing by."})
		case n == 4:
			md := handoffMetadata()
			md["handoff"].(map[string]any)["produced"] = []string{"src/sum.go — the sum"}
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "metadata": md})
		case n == 5:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "metadata": handoffMetadata()})
		case n == 6:
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "task 1 done", "message": "[worker→team-lead] 2+2=4; my HANDOFF is on task 1."})
		case n == 7:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "metadata": waitMetadata()})
		}
		return fakeapi.Text(workerFinal)
	})
	s.teams()
	s.run("WORKER-TASK: compute task 1.", "--agent-id", "worker@my-team", "--agent-name", "worker", "--team-name", "my-team", "--agent-type", "worker")

	reqs := s.api.Main()
	for _, c := range []struct {
		n    int
		tool string
		want string
	}{
		{2, "Bash", "in this team the lead commits"},
		{3, "SendMessage", "says only that you are idle"},
		{4, "TaskUpdate", "names files that do not exist in the project: src/sum.go"},
	} {
		use, res, ok := resultOf(reqs, c.n)
		if !ok || use.Name != c.tool || !res.IsError {
			t.Errorf("call %d (%s) was not refused: %+v", c.n, c.tool, res)
			continue
		}
		mustContain(t, "the refusal of "+c.tool, res.Content.Text(), c.want)
	}
	for n := 5; n <= 7; n++ {
		if use, res, ok := resultOf(reqs, n); !ok || res.IsError {
			t.Errorf("call %d (%s) did not go through: %+v", n, use.Name, res)
		}
	}
	if task := taskOf(t, s.readTeam("my-team"), "1"); task["step"] != "waiting" {
		t.Errorf("task 1 in the ledger: %v", task)
	}
}
