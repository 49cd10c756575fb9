package e2e

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
)

var createdTask = regexp.MustCompile(`Task #(\d+) created`)

// taskIDs lists the ids of the tasks the agent created, from the tool
// results of its conversation.
func taskIDs(r *fakeapi.Request) []string {
	var ids []string
	for _, m := range r.Messages.Messages {
		for _, res := range m.Content.ToolResults() {
			if mm := createdTask.FindStringSubmatch(res.Content.Text()); mm != nil {
				ids = append(ids, mm[1])
			}
		}
	}
	return ids
}

// handoffFinal is a final message team:implementer may stop with: it also
// preloads the handoff skill, so it ends with a complete HANDOFF block, and
// nothing in it asks the user anything.
const handoffFinal = `The schema and the migration are written.

HANDOFF:
1. Produced: the schema (users, orders) and the first migration.
2. Key decisions: one migration per table change.
3. Areas of uncertainty: No areas of uncertainty flagged.
4. Integration points: the migration runs at start-up.
5. Open questions: None.
`

// launchImplementer is the orchestrator's foreground Agent call for
// team:implementer.
func launchImplementer() *fakeapi.Reply {
	return fakeapi.ToolUse("Agent", map[string]any{
		"description":       "Implement storage",
		"prompt":            "Write the schema and the migration.",
		"subagent_type":     "team:implementer",
		"run_in_background": false,
	})
}

// An agent that keeps its steps as tasks may not stop with one unfinished:
// the block names the task; once it is completed, it is not named again.
func TestTodoFirstBlocksUnfinishedTask(t *testing.T) {
	t.Parallel()
	const (
		done     = "Write the schema"
		leftOver = "Write the migration"
	)
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if !r.IsSubagent() {
			if len(r.ToolUses()) == 0 {
				return launchImplementer()
			}
			return fakeapi.Text("The implementer reported back.")
		}
		if !r.HasTool("TaskCreate") || !r.HasTool("TaskUpdate") {
			return fakeapi.Text("No task tools were offered.")
		}
		ids := taskIDs(r)
		switch n := len(r.ToolUses()); {
		case n == 0:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": done, "description": "Tables for users and orders.", "activeForm": "Writing the schema"})
		case n == 1:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": leftOver, "description": "The first migration.", "activeForm": "Writing the migration"})
		case n == 2 && len(ids) == 2:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "status": "completed"})
		case n == 3 && r.CountUser(feedbackPrefix) > 0 && len(ids) == 2:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[1], "status": "completed"})
		}
		return fakeapi.Text(handoffFinal)
	})
	// Only a session that names the task tools offers them in a -p run.
	s.run("Implement the storage layer.", "--tools", "Bash,Read,Agent,TaskCreate,TaskUpdate")

	id := onlyAgent(t, s.api)
	sub := s.api.Subagent(id)
	if !slices.Contains(sub[0].ToolNames(), "TaskCreate") {
		t.Fatalf("team:implementer was not offered TaskCreate; its tools: %v", sub[0].ToolNames())
	}
	// Split the subagent's requests at the one answering its completion of
	// the left-over task.
	var before, after []*fakeapi.Request
	completed := false
	for _, r := range sub {
		if completed {
			after = append(after, r)
		} else {
			before = append(before, r)
		}
		if n := len(r.ToolUses()); n >= 4 && r.ToolUses()[3].Name == "TaskUpdate" {
			completed = true
		}
	}
	var firstBlock *fakeapi.Request
	for _, r := range before {
		if strings.Contains(r.TurnText(), feedbackPrefix) {
			firstBlock = r
			break
		}
	}
	if firstBlock == nil {
		t.Fatal("the stop with an unfinished task was not blocked")
	}
	mustContain(t, "the block reason", feedback(t, firstBlock), leftOver)
	if !completed {
		t.Fatal("the agent never got to complete the left-over task after the block")
	}
	for _, r := range after {
		if text := r.TurnText(); strings.Contains(text, feedbackPrefix) && strings.Contains(text, leftOver) {
			t.Errorf("%s: blocked for %q after it was completed:\n%s", describe(r), leftOver, text)
		}
	}
	_, res := afterToolUse(t, s.api, "Agent")
	mustContain(t, "the orchestrator's Agent result", res.Content.Text(), "HANDOFF")
}

// team:implementer preloads both handoff and agent-open-questions: the
// HANDOFF item "Open questions: None." that the handoff contract requires
// is not a question to the user, so a complete HANDOFF passes first time.
func TestHandoffWithNoOpenQuestionsPasses(t *testing.T) {
	t.Parallel()
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeapi.Text(handoffFinal)
		case len(r.ToolUses()) == 0:
			return launchImplementer()
		}
		return fakeapi.Text("The implementer reported back.")
	})
	s.run("Implement the storage layer.")

	id := onlyAgent(t, s.api)
	for _, r := range s.api.Subagent(id) {
		if text := r.TurnText(); strings.Contains(text, feedbackPrefix) {
			t.Errorf("%s: a complete HANDOFF was blocked:\n%s", describe(r), text)
		}
	}
	_, res := afterToolUse(t, s.api, "Agent")
	mustContain(t, "the orchestrator's Agent result", res.Content.Text(), "HANDOFF", "Open questions: None.")
}
