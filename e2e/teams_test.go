package e2e

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/testwait"
)

// Agent teams (docs/CONTRACT.md §9) in the real client: a pane teammate in
// print mode, started with the flags a lead passes one, and the full team
// (a lead and an in-process teammate) in the interactive client under a
// pseudo-terminal.

// workerDefinition is the agent definition the teammates are spawned
// from: it preloads agent-teams, so the team contract applies to them.
const workerDefinition = `---
name: worker
description: A teammate that computes what its task says and follows the team protocol.
skills:
  - team:agent-teams
---

WORKER-DEFINITION: compute what your task says, then hand it to the lead.
`

const (
	taskSubject = "Compute 2+2"
	// idleFeedback opens what a blocked TeammateIdle feeds back.
	idleFeedback = "TeammateIdle hook feedback"
	// teamMessage opens a lead turn that a teammate's message started.
	teamMessage = "Another Claude session sent a message"
	workerFinal = "WORKER-FINAL: 2+2=4.\n\nHANDOFF:\n1. Produced: the sum, 4.\n2. Key decisions: plain addition.\n3. Areas of uncertainty: No areas of uncertainty flagged.\n4. Integration points: none.\n5. Open questions: None."
)

// teams turns agent teams on, and the task tools, which the client's
// default model offers only with CLAUDE_CODE_ENABLE_TODO_TOOLS=1.
func (s *session) teams() {
	s.env = append(s.env, "CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS=1", "CLAUDE_CODE_ENABLE_TODO_TOOLS=1")
	s.writeFile(".claude/agents/worker.md", workerDefinition, 0o644)
}

func handoffMetadata() map[string]any {
	return map[string]any{"handoff": map[string]any{
		"produced":       "the sum of task 1: 4",
		"decisions":      []string{"plain addition"},
		"uncertainty":    "No areas of uncertainty flagged.",
		"integration":    "none",
		"open_questions": []string{},
	}}
}

func waitMetadata() map[string]any {
	return map[string]any{"intentional_wait": map[string]any{
		"reason": "awaiting_lead_completion", "expected_resolver": "lead",
		"since": time.Now().UTC().Format(time.RFC3339),
	}}
}

// readTeam reads the ledger's file of a team.
func (s *session) readTeam(name string) map[string]any {
	s.t.Helper()
	return readJSON(s.t, filepath.Join(s.ledgerDir(), "teams", name+".json"))
}

// taskOf is one task of a team file.
func taskOf(t *testing.T, team map[string]any, id string) map[string]any {
	t.Helper()
	tasks, _ := team["tasks"].(map[string]any)
	task, _ := tasks[id].(map[string]any)
	if task == nil {
		raw, _ := json.MarshalIndent(team, "", "  ")
		t.Fatalf("the team file has no task %s:\n%s", id, raw)
	}
	return task
}

// resultOf finds the tool_result of the agent's call of tool number n
// (0-based, in the order of its calls) in the requests of one agent.
func resultOf(reqs []*fakeapi.Request, n int) (fakeapi.Block, fakeapi.Block, bool) {
	for _, r := range reqs {
		uses := r.ToolUses()
		if len(uses) <= n {
			continue
		}
		if res, ok := r.ToolResultFor(uses[n].ID); ok {
			return uses[n], res, true
		}
	}
	return fakeapi.Block{}, fakeapi.Block{}, false
}

// countTurns counts the requests whose last turn contains text.
func countTurns(reqs []*fakeapi.Request, text string) int {
	n := 0
	for _, r := range reqs {
		if strings.Contains(r.TurnText(), text) {
			n++
		}
	}
	return n
}

// A pane teammate (its own process, as the lead starts one in a terminal
// pane) that ends its turn owning a task in progress, without a HANDOFF
// and with prose deferring to the user, is held at its Stop with both
// problems named; after the three steps in order (HANDOFF in the task's
// metadata, a message to the lead, the wait) its turn ends, and its
// TaskCompleted and TeammateIdle let it go.
func TestPaneTeammateTurnEnd(t *testing.T) {
	t.Parallel()
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		ids := taskIDs(r)
		n, fed := len(r.ToolUses()), r.CountUser(feedbackPrefix)
		switch {
		case n == 0:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": taskSubject, "description": "Add 2 and 2."})
		case len(ids) != 1:
			return fakeapi.Text("The task was not created.")
		case n == 1:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "status": "in_progress"})
		case n == 2 && fed == 0:
			return fakeapi.Text("2+2=4. " + deferral)
		case n == 2:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "metadata": handoffMetadata()})
		case n == 3:
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "task 1 done", "message": "[worker→team-lead] 2+2=4; my HANDOFF is on task 1."})
		case n == 4:
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": ids[0], "metadata": waitMetadata()})
		}
		return fakeapi.Text(workerFinal)
	})
	s.teams()
	s.run("WORKER-TASK: compute task 1.", "--agent-id", "worker@my-team", "--agent-name", "worker", "--team-name", "my-team", "--agent-type", "worker")

	reqs := s.api.Main()
	var blocked []*fakeapi.Request
	for _, r := range reqs {
		if strings.Contains(r.TurnText(), feedbackPrefix) {
			blocked = append(blocked, r)
		}
	}
	if len(blocked) != 1 {
		t.Fatalf("%d turns fed a Stop block, want 1 (held once, then let go after the three steps)", len(blocked))
	}
	fb := feedback(t, blocked[0])
	mustContain(t, "the Stop block reason", fb, "[no-deferral]", strings.TrimSuffix(deferral, "."),
		"[team] task 1 ("+taskSubject+") is in progress and yours", "(a) store your HANDOFF", "(Attempt 1 of 2.)")
	if n := countTurns(reqs, idleFeedback) + countTurns(reqs, "TaskCompleted hook feedback"); n != 0 {
		t.Errorf("%d turns fed a TeammateIdle or TaskCompleted block; the turn end after the three steps must pass", n)
	}
	if _, res, ok := resultOf(reqs, 3); !ok || res.IsError || !strings.Contains(res.Content.Text(), `"success":true`) {
		t.Errorf("the prefixed message was not sent: %+v", res)
	}
	if !strings.Contains(string(s.stdout), "WORKER-FINAL: 2+2=4.") {
		t.Errorf("the run did not end with the final message:\n%s", s.stdout)
	}

	team := s.readTeam("my-team")
	task := taskOf(t, team, "1")
	if task["owner"] != "worker" || task["status"] != "in_progress" || task["step"] != "waiting" {
		t.Errorf("task 1 in the ledger: %v", task)
	}
	worker, _ := team["members"].(map[string]any)["worker"].(map[string]any)
	if worker["definition"] != "worker" || worker["session_id"] == nil || worker["blocks"] != nil {
		t.Errorf("the teammate in the ledger: %v", worker)
	}
}

// The full team in the interactive client: a teammate's deferral is
// blocked at its SubagentStop; its envelope is recorded, and the lead,
// whose turn a teammate's message starts without a UserPromptSubmit, is
// told at its Stop to ask the user and resume the teammate by name; the
// answer reaches the teammate and the record ends resumed.
func TestTeamQuestionsReachTheLead(t *testing.T) {
	t.Parallel()
	const answer = "Postgres"
	answers := newUserAnswers(t)
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if r.IsSubagent() {
			switch {
			case strings.Contains(r.TurnText(), answer):
				return fakeapi.Text("WORKER-USING: " + answer + " for the schema.")
			case r.CountUser(feedbackPrefix) == 0:
				return fakeapi.Text(deferral)
			}
			return fakeapi.Text(envelopeMessage("Database"))
		}
		uses := r.ToolUses()
		last := ""
		if len(uses) > 0 {
			last = uses[len(uses)-1].Name
		}
		turn := r.TurnText()
		switch {
		case len(uses) == 0:
			return fakeapi.ToolUse("Agent", map[string]any{"description": "Spawn worker", "prompt": "WORKER-TASK: find out which database to use.", "subagent_type": "worker", "name": "worker"})
		case strings.Contains(turn, feedbackPrefix) && strings.Contains(turn, "teammate needs the user"):
			inputs := askInputs(stopFeedback(r))
			if len(inputs) != 1 {
				return fakeapi.Text("LEAD: no AskUserQuestion input was delivered.")
			}
			ask := inputs[0]
			answers.answer(ask, answer)
			return fakeapi.ToolUse("AskUserQuestion", ask)
		case last == "AskUserQuestion":
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "worker", "summary": "the user's answer", "message": `"` + question + `"="` + answer + `"`})
		}
		return fakeapi.Text("LEAD-OK")
	})
	s.teams()
	s.answerAsks(answers)
	p := s.startTUI("Set up the storage layer with a teammate.")
	// Done when the lead has heard back from the answered teammate.
	if _, ok := s.api.Await(func(r *fakeapi.Request) bool {
		return r.IsConversation() && !r.IsSubagent() && strings.Contains(r.TurnText(), "WORKER-USING: "+answer)
	}, testwait.Left(t)); !ok {
		t.Fatal("the lead never heard from the teammate after the answer")
	}
	p.exit()

	teammate := s.api.Filter(func(r *fakeapi.Request) bool { return r.IsConversation() && r.IsSubagent() })
	if len(teammate) < 3 || !strings.HasPrefix(teammate[0].AgentID(), "worker@session-") {
		t.Fatalf("the teammate made %d requests (%v), want its deferral, its envelope and its answer turn", len(teammate), s.api.AgentIDs())
	}
	mustContain(t, "the teammate's block reason", feedback(t, teammate[1]), strings.TrimSuffix(deferral, "."), "teammate contract", "the lead will ask")

	var told *fakeapi.Request
	for _, r := range s.api.Main() {
		if strings.Contains(r.TurnText(), feedbackPrefix) {
			told = r
			break
		}
	}
	if told == nil {
		t.Fatal("the lead's Stop was never blocked with the teammate's questions")
	}
	delivery := stopFeedback(told)
	inputs := askInputs(delivery)
	if len(inputs) != 1 || !reflect.DeepEqual(any(inputs[0]), wantAsk()) {
		t.Errorf("the lead's Stop feedback holds %d AskUserQuestion inputs, want exactly this one %v:\n%s", len(inputs), wantAsk(), delivery)
	}
	mustContain(t, "the lead's delivery", delivery, "team-hook: 1 teammate needs the user", "Teammate worker (agentId aworker-", `SendMessage with to "worker"`)
	if strings.Contains(told.TurnText(), "UserPromptSubmit hook additional context") {
		t.Errorf("the delivery came through UserPromptSubmit, which the teammate's turn does not fire")
	}
	_, asked := afterToolUse(t, s.api, "AskUserQuestion")
	mustContain(t, "the AskUserQuestion result", asked.Content.Text(), `"`+question+`"="`+answer+`"`)
	if n := countTurns(s.api.Main(), "teammate needs the user"); n != 1 {
		t.Errorf("the lead was told %d times, want once", n)
	}

	recs, _ := filepath.Glob(filepath.Join(s.ledgerDir(), "agents", "aworker-*.json"))
	if len(recs) != 1 {
		t.Fatalf("teammate records %v, want one", recs)
	}
	rec := readJSON(t, recs[0])
	if rec["state"] != "resumed" || rec["teammate"] != "worker" || rec["team"] == nil || !hasAnswer(rec, question, answer) {
		raw, _ := json.MarshalIndent(rec, "", "  ")
		t.Errorf("the teammate's record:\n%s", raw)
	}
}

// The team protocol in the interactive client: a teammate's message
// without its [sender→recipient] prefix and its own TaskUpdate to
// completed are refused before they run; its turn end with the task in
// progress and no HANDOFF is held; after the HANDOFF in the task's
// metadata, the message to the lead and the wait, in that order, it goes
// idle, and the lead completes the task.
func TestTeamProtocol(t *testing.T) {
	t.Parallel()
	const unprefixed = "WORKER-MSG: 2+2=4"
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		uses := r.ToolUses()
		n := len(uses)
		if r.IsSubagent() {
			switch {
			case n == 0:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "in_progress"})
			case n == 1:
				return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "result", "message": unprefixed})
			case n == 2:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "completed"})
			case n == 3 && r.CountUser(feedbackPrefix) == 0:
				return fakeapi.Text("WORKER-FINAL: 2+2=4.")
			case n == 3:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": handoffMetadata()})
			case n == 4:
				return fakeapi.ToolUse("SendMessage", map[string]any{"to": "team-lead", "summary": "task 1 handed off", "message": "[worker→team-lead] 2+2=4; my HANDOFF is on task 1."})
			case n == 5:
				return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "metadata": waitMetadata()})
			}
			return fakeapi.Text(workerFinal)
		}
		done := false
		for _, u := range uses {
			done = done || u.Name == "TaskUpdate"
		}
		switch {
		case n == 0:
			return fakeapi.ToolUse("TaskCreate", map[string]any{"subject": taskSubject, "description": "Add 2 and 2."})
		case n == 1:
			return fakeapi.ToolUse("Agent", map[string]any{"description": "Spawn worker", "prompt": "WORKER-TASK: claim task 1 and compute it.", "subagent_type": "worker", "name": "worker"})
		case !done && strings.Contains(r.TurnText(), `"idle_notification"`) && strings.Contains(r.TurnText(), "WORKER-FINAL"):
			// The teammate went idle after its hand-off: the lead completes the task.
			return fakeapi.ToolUse("TaskUpdate", map[string]any{"taskId": "1", "status": "completed"})
		}
		return fakeapi.Text("LEAD-OK")
	})
	s.teams()
	p := s.startTUI("Compute 2+2 with a teammate.")
	if _, ok := s.api.Await(func(r *fakeapi.Request) bool {
		return r.IsConversation() && !r.IsSubagent() && strings.Contains(r.TurnText(), "Updated task #1 status")
	}, testwait.Left(t)); !ok {
		t.Fatal("the lead never completed the task")
	}
	p.exit()

	teammate := s.api.Filter(func(r *fakeapi.Request) bool { return r.IsConversation() && r.IsSubagent() })
	use, res, ok := resultOf(teammate, 1)
	if !ok || use.Name != "SendMessage" || !res.IsError {
		t.Fatalf("the unprefixed message was not refused: %+v", res)
	}
	mustContain(t, "the refused message", res.Content.Text(), "must start with [<your name>→<recipient>]", "[worker→team-lead] "+unprefixed)
	use, res, ok = resultOf(teammate, 2)
	if !ok || use.Name != "TaskUpdate" || !res.IsError {
		t.Fatalf("the teammate's own completion was not refused: %+v", res)
	}
	mustContain(t, "the refused completion", res.Content.Text(), "the lead marks tasks completed", `"reason": "awaiting_lead_completion"`)

	held := 0
	for _, r := range teammate {
		if text := r.TurnText(); strings.Contains(text, feedbackPrefix) {
			held++
			mustContain(t, "the held turn end", text, "task 1 ("+taskSubject+") is in progress and yours", "(a) store your HANDOFF")
		}
	}
	if held != 1 {
		t.Errorf("the teammate's turn end was held %d times, want once (then let go after the three steps)", held)
	}
	if n := countTurns(teammate, idleFeedback); n != 0 {
		t.Errorf("%d TeammateIdle blocks after the three steps", n)
	}
	for i, want := range []string{"TaskUpdate", "SendMessage", "TaskUpdate"} {
		use, res, ok := resultOf(teammate, 3+i)
		if !ok || use.Name != want || res.IsError {
			t.Errorf("step %d (%s) did not go through: %+v", i+1, want, res)
		}
	}
	if countTurns(s.api.Main(), "[worker→team-lead] 2+2=4") == 0 {
		t.Error("the lead never received the prefixed message")
	}
	_, done := afterToolUse(t, s.api, "TaskUpdate")
	if done.IsError {
		t.Errorf("the lead could not complete the task: %s", done.Content.Text())
	}

	team := s.readTeam("session-" + s.leadSession()[:8])
	task := taskOf(t, team, "1")
	if task["owner"] != "worker" || task["status"] != "completed" || task["step"] != "waiting" {
		t.Errorf("task 1 in the ledger: %v", task)
	}
	worker, _ := team["members"].(map[string]any)["worker"].(map[string]any)
	if worker["definition"] != "worker" || !strings.HasPrefix(worker["agent_id"].(string), "aworker-") {
		t.Errorf("the teammate in the ledger: %v", worker)
	}

	// team-hook stats counts the teammate's turn ends: the one held, and
	// the one let go after the three steps.
	store, err := ledger.Open(s.ledgerDir())
	if err != nil {
		t.Fatal(err)
	}
	stops, _, err := store.Stats(time.Time{}, "")
	outcomes := map[string]int{}
	for _, st := range stops {
		if st.AgentType == "worker" {
			outcomes[st.Outcome]++
		}
	}
	if err != nil || outcomes[ledger.OutcomeBlocked] != 1 || outcomes[ledger.OutcomePassed] == 0 {
		t.Errorf("the teammate's turn ends in the statistics: %v (%v)", outcomes, err)
	}
}

// stopFeedback is the user message of r's turn that feeds a Stop block
// back (the system line beside it repeats it).
func stopFeedback(r *fakeapi.Request) string {
	for _, m := range r.Turn() {
		if t := m.Content.Text(); m.Role == "user" && strings.HasPrefix(t, feedbackPrefix) {
			return t
		}
	}
	return ""
}

// leadSession is the lead's session id, from its requests' header.
func (s *session) leadSession() string {
	s.t.Helper()
	for _, r := range s.api.Main() {
		if id := r.Header.Get("X-Claude-Code-Session-Id"); len(id) >= 8 {
			return id
		}
	}
	s.t.Fatal("no request of the lead carries its session id")
	return ""
}
