package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/testwait"
)

// A questioner that defers in prose is blocked with the offending sentence
// quoted; its second answer, a valid envelope, passes and is what the
// orchestrator receives.
func TestDeferralBlockedThenEnvelopeReachesOrchestrator(t *testing.T) {
	t.Parallel()
	s := newSession(t, defersThen(envelopeMessage("Database"), "The questioner reported back."))
	s.run("Set up the storage layer.")

	id := onlyAgent(t, s.api)
	sub := s.api.Subagent(id)
	if len(sub) < 2 {
		t.Fatalf("the subagent made %d requests: its deferral was not blocked", len(sub))
	}
	fb := feedback(t, sub[1])
	mustContain(t, "the block reason", fb, strings.TrimSuffix(deferral, "."))
	if len(sub) != 2 {
		t.Errorf("the subagent made %d requests, want 2: its envelope should have let it stop", len(sub))
	}

	r, res := afterToolUse(t, s.api, "Agent")
	got := res.Content.Text()
	mustContain(t, "the orchestrator's Agent result ("+describe(r)+")", got, `"openQuestions"`, question)
	if strings.Contains(got, strings.TrimSuffix(deferral, ".")) {
		t.Errorf("the orchestrator received the blocked deferral too:\n%s", got)
	}
}

// A foreground questioner's valid envelope passes at once, and the
// orchestrator's next request carries the exact AskUserQuestion input and
// the agent id as PostToolUse context.
func TestForegroundDelivery(t *testing.T) {
	t.Parallel()
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeapi.Text(envelopeMessage("Database"))
		case len(r.ToolUses()) == 0:
			return launch(true)
		}
		return fakeapi.Text("Asking the user next.")
	})
	s.run("Set up the storage layer.")

	id := onlyAgent(t, s.api)
	if n := len(s.api.Subagent(id)); n != 1 {
		t.Errorf("the subagent made %d requests, want 1: a valid envelope must not be blocked", n)
	}
	r, _ := afterToolUse(t, s.api, "Agent")
	checkDelivery(t, r, agentContextPrefix, id)
	if st := readJSON(t, s.ledgerRecord(id))["state"]; st != "delivered" {
		t.Errorf("ledger record state = %v, want delivered", st)
	}
}

// A background questioner's result arrives as a task-notification; the
// questions are delivered with it (UserPromptSubmit), not at launch.
func TestBackgroundDelivery(t *testing.T) {
	t.Parallel()
	var s *session
	s = newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			// Stop only after the orchestrator has seen the launch (and
			// its PostToolUse hook has run), as a real agent would.
			s.api.Await(func(q *fakeapi.Request) bool {
				return q.IsConversation() && !q.IsSubagent() && len(q.ToolResults()) > 0
			}, testwait.Left(t))
			return fakeapi.Text(envelopeMessage("Database"))
		case len(r.ToolUses()) == 0:
			return launch(false)
		case strings.Contains(r.TurnText(), "<task-notification>"):
			return fakeapi.Text("The questioner has questions.")
		}
		// Ending the turn leaves the run waiting for the agent: a -p run
		// stays up while background agents work and answers their
		// notifications.
		return fakeapi.Text("Waiting for the questioner.")
	})
	s.run("Set up the storage layer.")

	id := onlyAgent(t, s.api)
	launched, res := afterToolUse(t, s.api, "Agent")
	if strings.Contains(res.Content.Text(), "openQuestions") {
		t.Fatalf("the Agent call did not run in the background; its result:\n%s", res.Content.Text())
	}
	if got := askInputs(launched.TurnText()); len(got) != 0 {
		t.Errorf("questions delivered at launch, before the agent stopped: %v", got)
	}
	var notified *fakeapi.Request
	for _, r := range s.api.Main() {
		if strings.Contains(r.TurnText(), "<task-notification>") {
			notified = r
			break
		}
	}
	if notified == nil {
		t.Fatal("the orchestrator never received the task-notification")
	}
	mustContain(t, "the task-notification", notified.TurnText(), id, "openQuestions")
	checkDelivery(t, notified, promptContextPrefix, id)
}

// Three stops with an invalid envelope (a header over 12 characters): two
// are blocked, the third passes with a dispatch-failure record, and the
// orchestrator is pointed at it.
func TestRetryBudgetDispatchFailure(t *testing.T) {
	t.Parallel()
	const badHeader = "Database engine" // 15 characters
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeapi.Text(envelopeMessage(badHeader))
		case len(r.ToolUses()) == 0:
			return launch(true)
		}
		return fakeapi.Text("Reading the failure record.")
	})
	s.run("Set up the storage layer.")

	id := onlyAgent(t, s.api)
	sub := s.api.Subagent(id)
	if len(sub) != 3 {
		t.Fatalf("the subagent made %d requests, want 3 (two blocks, then a stop let through)", len(sub))
	}
	for i, r := range sub[1:] {
		if n := r.CountUser(feedbackPrefix); n != i+1 {
			t.Errorf("%s: %d block reasons so far, want %d", describe(r), n, i+1)
		}
		mustContain(t, "block reason "+describe(r), feedback(t, r), "header")
	}

	records := dispatchFailureRecords(t, s.ledgerDir())
	if len(records) != 1 {
		t.Fatalf("dispatch-failure records %v, want one .md", records)
	}
	data, err := os.ReadFile(records[0])
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "the dispatch-failure record", string(data), "status: parse-failed", id, badHeader)

	r, _ := afterToolUse(t, s.api, "Agent")
	rel, _ := filepath.Rel(s.project, records[0])
	turn := r.TurnText()
	if !strings.Contains(turn, records[0]) && !strings.Contains(turn, rel) {
		t.Errorf("the orchestrator (%s) was not given the record's path %s:\n%s", describe(r), records[0], turn)
	}
}

// The whole loop: the orchestrator asks the delivered questions (a
// PreToolUse hook answers them headlessly), sends the answers to the agent,
// and the ledger record ends resumed with the answers.
func TestAnswerAndResume(t *testing.T) {
	t.Parallel()
	const answer = "Postgres"
	answers := newUserAnswers(t)
	s := newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if r.IsSubagent() {
			if r.AssistantTurns() > 0 && strings.Contains(r.TurnText(), answer) {
				return fakeapi.Text("Using Postgres; the schema is written for it.")
			}
			return fakeapi.Text(envelopeMessage("Database"))
		}
		uses := r.ToolUses()
		switch {
		case len(uses) == 0:
			return launch(true)
		case uses[len(uses)-1].Name == "Agent":
			inputs := askInputs(strings.Join(turnSystem(r, agentContextPrefix), "\n"))
			if len(inputs) != 1 {
				return fakeapi.Text("No questions were delivered.")
			}
			ask := inputs[0]
			answers.answer(ask, answer)
			return fakeapi.ToolUse("AskUserQuestion", ask)
		case uses[len(uses)-1].Name == "AskUserQuestion":
			var id string
			for _, u := range uses {
				if u.Name == "Agent" {
					if res, ok := r.ToolResultFor(u.ID); ok {
						id = agentIDFrom(res.Content.Text())
					}
				}
			}
			return fakeapi.ToolUse("SendMessage", map[string]any{
				"to": id, "summary": "The user chose the database",
				"message": `"` + question + `"="` + answer + `"`,
			})
		case strings.Contains(r.TurnText(), "<task-notification>"):
			return fakeapi.Text("The storage layer uses Postgres.")
		}
		return fakeapi.Text("Waiting for the questioner.")
	})
	s.answerAsks(answers)
	// stdio offers AskUserQuestion in a -p run; stdin stays empty and the
	// PreToolUse hook answers instead of a person.
	s.run("Set up the storage layer.", "--permission-prompt-tool", "stdio")

	id := onlyAgent(t, s.api)
	delivered, _ := afterToolUse(t, s.api, "Agent")
	checkDelivery(t, delivered, agentContextPrefix, id)
	_, asked := afterToolUse(t, s.api, "AskUserQuestion")
	mustContain(t, "the AskUserQuestion result", asked.Content.Text(), `"`+question+`"="`+answer+`"`)
	afterToolUse(t, s.api, "SendMessage")

	sub := s.api.Subagent(id)
	if len(sub) < 2 {
		t.Fatalf("the subagent was not resumed (%d requests)", len(sub))
	}
	mustContain(t, "the resumed subagent's turn", sub[len(sub)-1].TurnText(), question, answer)

	rec := readJSON(t, s.ledgerRecord(id))
	if rec["state"] != "resumed" {
		t.Errorf("ledger record state = %v, want resumed", rec["state"])
	}
	if !hasAnswer(rec, question, answer) {
		raw, _ := json.MarshalIndent(rec, "", "  ")
		t.Errorf("ledger record does not hold the answer %q=%q:\n%s", question, answer, raw)
	}
}
