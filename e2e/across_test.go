package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
)

var handleLine = regexp.MustCompile(`(?m)^handle: (ob-[0-9a-f]+)$`)

// agentCall is a foreground dispatch of a general-purpose agent.
func agentCall(prompt string) map[string]any {
	return map[string]any{"description": "Storage work", "prompt": prompt, "subagent_type": "general-purpose", "run_in_background": false}
}

// An onboarding dispatch asks, is answered, says READY; its edit is
// refused while it is onboarding; then two work dispatches naming the
// handle both start with the interview in their first request.
func TestOnboardingHandleServesTwoDispatches(t *testing.T) {
	t.Parallel()
	const answer = "Postgres"
	answers := newUserAnswers(t)
	var mu sync.Mutex
	var handle, onboardingID, notes string
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if r.IsSubagent() {
			first := r.FirstUserText()
			switch {
			case strings.Contains(first, "[team-hook onboarding handle "):
				edited := false
				for _, u := range r.ToolUses() {
					edited = edited || u.Name == "Write"
				}
				switch {
				case !edited:
					mu.Lock()
					path := notes
					mu.Unlock()
					return fakeapi.ToolUse("Write", map[string]any{"file_path": path, "content": "storage notes\n"})
				case r.AssistantTurns() > 1 && strings.Contains(r.TurnText(), answer):
					return fakeapi.Text("Postgres it is; the schema goes to migrations/.\n\nREADY")
				}
				return fakeapi.Text(envelopeMessage("Database"))
			case strings.Contains(first, "[team-hook: onboarding handle"):
				return fakeapi.Text("The work is done.")
			}
			return fakeapi.Text("Nothing to do.")
		}
		uses := r.ToolUses()
		asked := false
		for _, u := range uses {
			asked = asked || u.Name == "AskUserQuestion"
		}
		mu.Lock()
		defer mu.Unlock()
		switch {
		case len(uses) == 0:
			return fakeapi.ToolUse("Agent", agentCall("onboard: set up the storage layer of the service"))
		case uses[len(uses)-1].Name == "Agent" && !asked:
			ctx := strings.Join(turnSystem(r, agentContextPrefix), "\n")
			if m := handleLine.FindStringSubmatch(ctx); m != nil {
				handle = m[1]
			}
			if res, ok := r.ToolResultFor(uses[len(uses)-1].ID); ok {
				onboardingID = agentIDFrom(res.Content.Text())
			}
			inputs := askInputs(ctx)
			if len(inputs) != 1 || handle == "" {
				return fakeapi.Text("No onboarding questions were delivered.")
			}
			answers.answer(inputs[0], answer)
			return fakeapi.ToolUse("AskUserQuestion", inputs[0])
		case uses[len(uses)-1].Name == "AskUserQuestion":
			return fakeapi.ToolUse("SendMessage", map[string]any{
				"to": onboardingID, "summary": "The user chose the database",
				"message": `"` + question + `"="` + answer + `"`,
			})
		case uses[len(uses)-1].Name == "SendMessage" && strings.Contains(r.TurnText(), "<task-notification>"):
			return fakeapi.Blocks(
				fakeapi.ToolBlock("Agent", agentCall("handle: "+handle+"\nImplement the storage layer.")),
				fakeapi.ToolBlock("Agent", agentCall("handle: "+handle+"\nWrite the storage layer's tests.")),
			)
		case uses[len(uses)-1].Name == "SendMessage":
			return fakeapi.Text("Waiting for the onboarding agent.")
		}
		return fakeapi.Text("The storage layer is done.")
	})
	mu.Lock()
	notes = filepath.Join(s.project, "notes.md")
	mu.Unlock()
	s.answerAsks(answers)
	s.run("Set up the storage layer.", "--permission-prompt-tool", "stdio")

	var onboarding, work []*fakeapi.Request
	for _, id := range s.api.AgentIDs() {
		reqs := s.api.Subagent(id)
		switch first := reqs[0].FirstUserText(); {
		case strings.Contains(first, "[team-hook onboarding handle "):
			onboarding = reqs
		case strings.Contains(first, "[team-hook: onboarding handle"):
			work = append(work, reqs[0])
		}
	}
	if handle == "" || len(onboarding) == 0 {
		t.Fatalf("no onboarding agent, or the delivery named no handle (handle %q)", handle)
	}
	mustContain(t, "the onboarding agent's prompt", onboarding[0].FirstUserText(), "onboarded", "READY", "set up the storage layer of the service")
	if strings.Contains(onboarding[0].FirstUserText(), "onboard:") {
		t.Errorf("the onboarding prompt kept the onboard: line:\n%s", onboarding[0].FirstUserText())
	}
	refused := false
	for _, r := range onboarding {
		for _, res := range r.ToolResults() {
			refused = refused || strings.Contains(res.Content.Text(), "being onboarded (handle "+handle+")")
		}
	}
	if !refused {
		var results []string
		for _, r := range onboarding {
			for _, res := range r.ToolResults() {
				results = append(results, res.Content.Text())
			}
		}
		t.Errorf("the onboarding agent's Write was not refused; its tool results: %q", results)
	}
	if len(work) != 2 {
		t.Fatalf("%d work dispatches started with the handle's interview, want 2", len(work))
	}
	for i, r := range work {
		mustContain(t, "work dispatch's first request", r.FirstUserText(), question, answer, "Postgres it is")
		if i == 0 {
			mustContain(t, "work dispatch", r.FirstUserText()+work[1].FirstUserText(), "Implement the storage layer.", "Write the storage layer's tests.")
		}
	}
	h := readJSON(t, filepath.Join(s.ledgerDir(), "onboarding", handle+".json"))
	if h["state"] != "ready" || h["dispatches"] != float64(2) {
		t.Errorf("the handle: %v", h)
	}
	if _, err := os.Stat(filepath.Join(s.project, "notes.md")); err == nil {
		t.Error("the onboarding agent's edit went through")
	}
}

// A second dispatch of an agent type answered earlier in the session
// starts with the answer.
func TestSecondDispatchCarriesTheAnswers(t *testing.T) {
	t.Parallel()
	const answer = "Postgres"
	answers := newUserAnswers(t)
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if r.IsSubagent() {
			if strings.Contains(r.FirstUserText(), "answers carried") || r.AssistantTurns() > 0 && strings.Contains(r.TurnText(), answer) {
				return fakeapi.Text("Done with Postgres.")
			}
			return fakeapi.Text(envelopeMessage("Database"))
		}
		uses := r.ToolUses()
		switch {
		case len(uses) == 0:
			return launch(true)
		case uses[len(uses)-1].Name == "Agent" && len(uses) == 1:
			inputs := askInputs(strings.Join(turnSystem(r, agentContextPrefix), "\n"))
			if len(inputs) != 1 {
				return fakeapi.Text("No questions were delivered.")
			}
			answers.answer(inputs[0], answer)
			return fakeapi.ToolUse("AskUserQuestion", inputs[0])
		case uses[len(uses)-1].Name == "AskUserQuestion":
			return launch(true) // the next phase: a new questioner
		}
		return fakeapi.Text("Both phases are done.")
	})
	s.answerAsks(answers)
	s.run("Set up the storage layer.", "--permission-prompt-tool", "stdio")

	ids := s.api.AgentIDs()
	if len(ids) != 2 {
		t.Fatalf("subagents: %v, want 2", ids)
	}
	var second *fakeapi.Request
	for _, id := range ids {
		if r := s.api.Subagent(id)[0]; strings.Contains(r.FirstUserText(), "answers carried") {
			second = r
		}
	}
	if second == nil {
		t.Fatal("no dispatch started with the carried answers")
	}
	mustContain(t, "the second dispatch's first request", second.FirstUserText(), question, answer, "Find out which database the project should use.")
}

// A paused agent writes its checkpoint and pauses on a question; once the
// user answered, the orchestrator is given the dispatch that continues
// from the checkpoint. The agent is gone (SendMessage finds no such
// agent), so the orchestrator makes that dispatch: the new agent starts
// with the state file and the answer.
func TestPauseWhoseAgentIsGoneContinuesFromItsStateFile(t *testing.T) {
	t.Parallel()
	const answer = "Postgres"
	answers := newUserAnswers(t)
	var mu sync.Mutex
	var state string
	var fallback map[string]any
	pause := "Halfway: the schema is drafted.\n\nPAUSED_FOR_INPUT: .state/run.md\n```json\n" +
		`{"context":"Two designs remain.","questions":[{"id":"db","question":"` + question + `","header":"Database","options":[{"label":"Postgres","description":"Relational"},{"label":"SQLite","description":"Embedded"}]}]}` + "\n```\n"
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		mu.Lock()
		defer mu.Unlock()
		if r.IsSubagent() {
			switch first := r.FirstUserText(); {
			case strings.Contains(first, "can no longer be resumed"):
				return fakeapi.Text("Continued from the checkpoint with Postgres.")
			case len(r.ToolUses()) == 0:
				return fakeapi.ToolUse("Write", map[string]any{"file_path": state, "content": "## Progress\nSchema drafted.\n\n## Files\n- db/schema.sql\n\n## Pending decision\nWhich database.\n\n## Next step\nWrite the migration.\n"})
			}
			return fakeapi.Text(pause)
		}
		uses := r.ToolUses()
		switch {
		case len(uses) == 0:
			return fakeapi.ToolUse("Agent", agentCall("Plan the storage layer."))
		case uses[len(uses)-1].Name == "Agent" && len(uses) == 1:
			inputs := askInputs(strings.Join(turnSystem(r, agentContextPrefix), "\n"))
			if len(inputs) != 1 {
				return fakeapi.Text("No questions were delivered.")
			}
			answers.answer(inputs[0], answer)
			return fakeapi.ToolUse("AskUserQuestion", inputs[0])
		case uses[len(uses)-1].Name == "AskUserQuestion":
			ctx := strings.Join(turnSystem(r, "PostToolUse:AskUserQuestion hook additional context:"), "\n")
			if i := strings.Index(ctx, "EXACTLY this input:\n"); i >= 0 {
				_ = json.NewDecoder(strings.NewReader(ctx[i+len("EXACTLY this input:\n"):])).Decode(&fallback)
			}
			return fakeapi.ToolUse("SendMessage", map[string]any{"to": "agent-that-is-gone", "summary": "The user chose", "message": `"` + question + `"="` + answer + `"`})
		case uses[len(uses)-1].Name == "SendMessage":
			if fallback == nil {
				return fakeapi.Text("No fallback dispatch was given.")
			}
			fallback["run_in_background"] = false
			return fakeapi.ToolUse("Agent", fallback)
		}
		return fakeapi.Text("The storage layer is planned.")
	})
	mu.Lock()
	state = filepath.Join(s.project, ".state", "run.md")
	mu.Unlock()
	if err := os.MkdirAll(filepath.Dir(state), 0o755); err != nil {
		t.Fatal(err)
	}
	s.answerAsks(answers)
	s.run("Plan the storage layer.", "--permission-prompt-tool", "stdio")

	var continued *fakeapi.Request
	for _, id := range s.api.AgentIDs() {
		if r := s.api.Subagent(id)[0]; strings.Contains(r.FirstUserText(), "can no longer be resumed") {
			continued = r
		}
	}
	if continued == nil {
		t.Fatalf("no new dispatch continued from the checkpoint (fallback given: %v)", fallback)
	}
	mustContain(t, "the continuing agent's first request", continued.FirstUserText(), ".state/run.md", question, answer, `USER_INPUT_RESPONSE {"db":"Postgres"}`, "Two designs remain.")
}

// A user-input request whose marker is not at the start of its line (lost
// before: no contract saw it) reaches the orchestrator as the exact
// AskUserQuestion input.
func TestMarkerInsideALineIsDelivered(t *testing.T) {
	t.Parallel()
	msg := "The schema depends on the database. Status: AWAITING_USER_INPUT\n\n```json\n" +
		`{"questions":[{"id":"db","question":"` + question + `","header":"Database","options":[{"label":"Postgres","description":"Relational; needs a server."},{"label":"SQLite","description":"Embedded; one file."}]}]}` + "\n```\n"
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeapi.Text(msg)
		case len(r.ToolUses()) == 0:
			return launch(true)
		}
		return fakeapi.Text("Asking the user next.")
	})
	s.run("Set up the storage layer.")
	id := onlyAgent(t, s.api)
	r, _ := afterToolUse(t, s.api, "Agent")
	checkDelivery(t, r, agentContextPrefix, id)
	mustContain(t, "the delivery", strings.Join(turnSystem(r, agentContextPrefix), "\n"), `USER_INPUT_RESPONSE {"db": "<chosen label>"}`)
}
