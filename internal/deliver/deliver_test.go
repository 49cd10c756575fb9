package deliver

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
)

// Ids and sessions of the captured payloads in testdata/.
const (
	fgSession = "97cba4eb-bc75-400c-acea-97ec1a47024b" // foreground run
	fgAgent   = "a1e80360502c92676"
	bgSession = "d8b4fa68-f494-4df4-a07e-6a082f8752ac" // background run
	bgAgent   = "a24558b8cc07e9ab3"
	agentType = "hooktest:questioner"
)

// event loads a captured payload and applies edits to its JSON before
// decoding it as the hook would.
func event(t *testing.T, fixture string, edit func(m map[string]any)) *hook.Event {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "host", "claude", "testdata", fixture))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(m)
	}
	data, err = json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := claude.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func foreground(t *testing.T, edit func(resp map[string]any)) *hook.Event {
	return event(t, "PostToolUse.main.Agent.foreground-completed.json", func(m map[string]any) {
		if edit != nil {
			edit(m["tool_response"].(map[string]any))
		}
	})
}

func launch(t *testing.T) *hook.Event {
	return event(t, "PostToolUse.main.Agent.background-launched.json", nil)
}

// notification is the captured task-notification with its result replaced.
func notification(t *testing.T, taskID, result string) *hook.Event {
	return event(t, "UserPromptSubmit.task-notification.json", func(m map[string]any) {
		p := m["prompt"].(string)
		p = strings.ReplaceAll(p, bgAgent, taskID)
		p = strings.Replace(p, "SUBAGENT-FINAL: the answer is 4.", result, 1)
		m["prompt"] = p
	})
}

// mainToolEvent is a main-agent PostToolUse of another tool, built on the
// captured Bash payload.
func mainToolEvent(t *testing.T, session, tool string, input, response any) *hook.Event {
	return event(t, "PostToolUse.main.Bash.json", func(m map[string]any) {
		m["session_id"] = session
		m["tool_name"] = tool
		m["tool_input"] = input
		m["tool_response"] = response
	})
}

func askEvent(t *testing.T, session string, questions []string, answers map[string]string) *hook.Event {
	var qs []map[string]any
	for _, q := range questions {
		qs = append(qs, map[string]any{"question": q, "header": "H", "options": []map[string]any{
			{"label": "Yes", "description": ""}, {"label": "No", "description": ""},
		}})
	}
	return mainToolEvent(t, session, "AskUserQuestion",
		map[string]any{"questions": qs},
		map[string]any{"questions": qs, "answers": answers})
}

func sendEvent(t *testing.T, session, to string) *hook.Event {
	return mainToolEvent(t, session, "SendMessage",
		map[string]any{"to": to, "summary": "answers", "message": "Yes"},
		map[string]any{"success": true})
}

func request(questions ...string) envelope.Request {
	req := envelope.Request{Form: envelope.FormEnvelope, Line: 1}
	for _, q := range questions {
		req.Ask.Questions = append(req.Ask.Questions, envelope.Question{
			Question: q, Header: "H",
			Options: []envelope.Option{{Label: "Yes"}, {Label: "No"}},
		})
	}
	return req
}

func openStore(t *testing.T) *ledger.Store {
	t.Helper()
	s, err := ledger.Open(filepath.Join(t.TempDir(), "ledger"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// stop records a question set the way the SubagentStop hook does.
func stop(t *testing.T, s *ledger.Store, session, agentID, typ string, at time.Time, req envelope.Request) {
	t.Helper()
	if _, err := s.Record(agentID, ledger.Stop{SessionID: session, AgentType: typ}, req, at); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, s *ledger.Store, id string) *ledger.Record {
	t.Helper()
	r, err := s.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// contextOf is the context a decision adds to the orchestrator's event,
// which must say nothing else.
func contextOf(t *testing.T, out *hook.Decision, event string) string {
	t.Helper()
	if out == nil {
		return ""
	}
	if out.Context == "" || out.Block != "" || out.Message != "" {
		t.Fatalf("decision %+v for %s is not context alone", out, event)
	}
	return out.Context
}

// tools are Claude Code's names for the orchestrator's tools.
var tools = claude.Tools()

func orchestrator() Orchestrator { return Orchestrator{Now: time.Now(), Tools: tools} }

// onAgentResult and onPrompt deliver as the engine does; nil stands for a
// decision that says nothing.
func onAgentResult(s *ledger.Store, ev *hook.Event) (*hook.Decision, error) {
	return orNil(OnAgentResult(s, ev, orchestrator()))
}

func onPrompt(s *ledger.Store, ev *hook.Event) (*hook.Decision, error) {
	return orNil(OnPrompt(s, ev, orchestrator()))
}

func orNil(d hook.Decision, err error) (*hook.Decision, error) {
	if d.Empty() {
		return nil, err
	}
	return &d, err
}

const envelopeMessage = "I need a decision before going on.\n\n```json\n" +
	`{"openQuestions": [{"question": "How should rate limiting be enforced?", "header": "Rate limit", "options": [` +
	`{"label": "Token bucket per IP (Recommended)", "description": "Simple, no shared state."}, ` +
	`{"label": "Sliding window", "description": "Needs Redis & more work."}]}]}` + "\n```\n"

const envelopeAsk = `{"questions":[{"question":"How should rate limiting be enforced?","header":"Rate limit","options":[` +
	`{"label":"Token bucket per IP (Recommended)","description":"Simple, no shared state."},` +
	`{"label":"Sliding window","description":"Needs Redis & more work."}],"multiSelect":false}]}`

func TestForegroundResultDeliversPendingOnce(t *testing.T) {
	s := openStore(t)
	// The record as the SubagentStop hook writes it from the captured stop
	// of the same run as the captured Agent result.
	sub := event(t, "SubagentStop.first.json", nil)
	stop(t, s, sub.SessionID, sub.AgentID, sub.AgentType, time.Now(), request("Which database?"))
	out, err := onAgentResult(s, foreground(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	text := contextOf(t, out, hook.PostToolUse)
	for _, want := range []string{
		"Agent hooktest:questioner (agentId a1e80360502c92676)",
		"Call AskUserQuestion with EXACTLY this input:\n" + `{"questions":[{"question":"Which database?",`,
		`SendMessage with to "a1e80360502c92676"`,
		filepath.Join(s.Dir(), "agents", fgAgent+".json"),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("context lacks %q:\n%s", want, text)
		}
	}
	r := get(t, s, fgAgent)
	if r.State != ledger.Delivered || r.Rounds[0].DeliveredAt.IsZero() {
		t.Errorf("record after delivery: state %s, delivered at %v", r.State, r.Rounds[0].DeliveredAt)
	}
	// The same result again (or any later event) says nothing more.
	out, err = onAgentResult(s, foreground(t, nil))
	if err != nil || out != nil {
		t.Errorf("second delivery = %+v, %v; want nothing", out, err)
	}
	out, err = onPrompt(s, event(t, "UserPromptSubmit.task-notification.json", func(m map[string]any) { m["session_id"] = fgSession }))
	if err != nil || out != nil {
		t.Errorf("delivery on the next prompt = %+v, %v; want nothing", out, err)
	}
}

func TestAsyncLaunchDeliversNothing(t *testing.T) {
	s := openStore(t)
	stop(t, s, bgSession, "other-agent", agentType, time.Now(), request("Which database?"))
	out, err := onAgentResult(s, launch(t))
	if err != nil || out != nil {
		t.Fatalf("launch delivered %+v, %v", out, err)
	}
	if r := get(t, s, "other-agent"); r.State != ledger.Pending {
		t.Errorf("state after launch = %s, want pending", r.State)
	}
	// The task-notification that follows delivers it.
	out, err = onPrompt(s, notification(t, "other-agent", "SUBAGENT-FINAL: the answer is 4."))
	if err != nil {
		t.Fatal(err)
	}
	if text := contextOf(t, out, hook.UserPromptSubmit); !strings.Contains(text, "agentId other-agent") {
		t.Errorf("task-notification did not deliver:\n%s", text)
	}
}

func TestEventsInsideSubagentDeliverNothing(t *testing.T) {
	s := openStore(t)
	stop(t, s, fgSession, fgAgent, agentType, time.Now(), request("Which database?"))
	inside := func(m map[string]any) {
		m["agent_id"] = "a0000000000000001"
		m["agent_type"] = "general-purpose"
		m["session_id"] = fgSession
	}
	agentEv := event(t, "PostToolUse.main.Agent.foreground-completed.json", inside)
	if out, err := onAgentResult(s, agentEv); out != nil || err != nil {
		t.Errorf("Agent result inside a subagent delivered %+v, %v", out, err)
	}
	promptEv := event(t, "UserPromptSubmit.task-notification.json", inside)
	if out, err := onPrompt(s, promptEv); out != nil || err != nil {
		t.Errorf("prompt inside a subagent delivered %+v, %v", out, err)
	}
	if r := get(t, s, fgAgent); r.State != ledger.Pending {
		t.Errorf("state = %s, want pending", r.State)
	}
	// A tool other than Agent/Task delivers nothing either.
	bash := event(t, "PostToolUse.main.Bash.json", nil)
	if out, err := onAgentResult(s, bash); out != nil || err != nil {
		t.Errorf("Bash result delivered %+v, %v", out, err)
	}
	// The former name of the Agent tool does deliver.
	task := foreground(t, nil)
	task.ToolName = "Task"
	if out, _ := onAgentResult(s, task); out == nil {
		t.Error("Task tool result delivered nothing")
	}
}

func TestSeveralAgentsDeliveredInStopOrder(t *testing.T) {
	s := openStore(t)
	t0 := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	stop(t, s, bgSession, "third", "team:c", t0.Add(3*time.Second), request("Third?"))
	stop(t, s, bgSession, "first", "team:a", t0.Add(1*time.Second), request("First?"))
	stop(t, s, bgSession, "second", "team:b", t0.Add(2*time.Second), request("Second?"))
	stop(t, s, "another-session", "elsewhere", "team:d", t0, request("Elsewhere?"))
	stop(t, s, bgSession, "seen", "team:e", t0, request("Seen?"))
	if _, err := s.Update("seen", func(r *ledger.Record) error { r.MarkDelivered(t0); return nil }); err != nil {
		t.Fatal(err)
	}
	failure, err := s.WriteDispatchFailure(ledger.DispatchFailure{SessionID: bgSession, AgentID: "broken", AgentType: "team:f", Attempts: 3, Message: "m"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Update("broken", func(r *ledger.Record) error {
		r.SessionID, r.AgentType = bgSession, "team:f"
		r.SetFailed(failure, t0.Add(1500*time.Millisecond))
		return nil
	}); err != nil {
		t.Fatal(err)
	}

	out, err := onPrompt(s, event(t, "UserPromptSubmit.task-notification.json", nil))
	if err != nil {
		t.Fatal(err)
	}
	text := contextOf(t, out, hook.UserPromptSubmit)
	if !strings.HasPrefix(text, "team-hook: 1 subagent failed its contract and 3 need the user. Handle them in this order; still ask every question below, one AskUserQuestion call per agent: a failure does not cancel them.\n") {
		t.Errorf("header wrong:\n%s", text)
	}
	order := []string{"1. Agent team:a (agentId first)", "2. Agent team:f (agentId broken)", "3. Agent team:b (agentId second)", "4. Agent team:c (agentId third)"}
	last := -1
	for _, want := range order {
		i := strings.Index(text, want)
		if i < 0 || i < last {
			t.Errorf("%q missing or out of order:\n%s", want, text)
		}
		last = i
	}
	if strings.Contains(text, "Elsewhere?") || strings.Contains(text, "Seen?") {
		t.Errorf("delivered another session's or an already delivered record:\n%s", text)
	}
	if !strings.Contains(text, "halt this phase and tell the user") || !strings.Contains(text, failure) {
		t.Errorf("dispatch failure not rendered with its record:\n%s", text)
	}
	if n := strings.Count(text, "Call AskUserQuestion"); n != 3 {
		t.Errorf("%d AskUserQuestion calls, want one per questioning agent (3)", n)
	}
	broken := get(t, s, "broken")
	if broken.State != ledger.Failed || broken.FailureDeliveredAt.IsZero() {
		t.Errorf("failed record after delivery: %+v", broken)
	}
	if r := get(t, s, "elsewhere"); r.State != ledger.Pending {
		t.Errorf("another session's record became %s", r.State)
	}
	if out, err := onPrompt(s, event(t, "UserPromptSubmit.task-notification.json", nil)); out != nil || err != nil {
		t.Errorf("second prompt delivered again: %+v, %v", out, err)
	}
}

func TestConcurrentDeliveriesDeliverOnce(t *testing.T) {
	s := openStore(t)
	for i := 0; i < 5; i++ {
		stop(t, s, bgSession, fmt.Sprintf("agent%d", i), agentType, time.Now(), request(fmt.Sprintf("Q%d?", i)))
	}
	const racers = 8
	texts := make([]string, racers)
	var wg sync.WaitGroup
	for i := range racers {
		ev := event(t, "UserPromptSubmit.task-notification.json", nil)
		wg.Go(func() {
			out, err := onPrompt(s, ev)
			if err != nil {
				t.Error(err)
			}
			if out != nil {
				texts[i] = out.Context
			}
		})
	}
	wg.Wait()
	all := strings.Join(texts, "\n")
	for i := 0; i < 5; i++ {
		if n := strings.Count(all, fmt.Sprintf("(agentId agent%d)", i)); n != 1 {
			t.Errorf("agent%d delivered %d times, want once", i, n)
		}
	}
}

func TestRenderFromResultWhenNoRecord(t *testing.T) {
	s := openStore(t)
	ev := foreground(t, func(resp map[string]any) {
		resp["content"] = []any{
			map[string]any{"type": "text", "text": "<tools-used-before-summary>Bash</tools-used-before-summary>"},
			map[string]any{"type": "text", "text": envelopeMessage},
		}
	})
	out, err := onAgentResult(s, ev)
	if err != nil {
		t.Fatal(err)
	}
	text := contextOf(t, out, hook.PostToolUse)
	if !strings.Contains(text, "Call AskUserQuestion with EXACTLY this input:\n"+envelopeAsk+"\n") {
		t.Errorf("envelope not rendered from the result:\n%s", text)
	}
	r := get(t, s, fgAgent)
	if r == nil || r.State != ledger.Delivered || r.AgentType != agentType || r.SessionID != fgSession {
		t.Fatalf("record written from the result: %+v", r)
	}
	if out, err := onAgentResult(s, ev); out != nil || err != nil {
		t.Errorf("second result delivered again: %+v, %v", out, err)
	}
}

func TestRenderFromResultCases(t *testing.T) {
	t0 := time.Now().Add(-time.Hour)
	for _, tc := range []struct {
		name    string
		setup   func(s *ledger.Store)
		message string
		render  bool
		rounds  int
	}{
		{"no record, no envelope", nil, "SUBAGENT-FINAL: the answer is 4.", false, 0},
		{"no record, broken envelope", nil, "```json\n{\"openQuestions\": []}\n```\n", false, 0},
		{"no record, envelope", nil, envelopeMessage, true, 1},
		{"recorded and delivered already", func(s *ledger.Store) {
			stop(t, s, fgSession, fgAgent, agentType, t0, request("How should rate limiting be enforced?"))
			s.Update(fgAgent, func(r *ledger.Record) error { r.MarkDelivered(t0); return nil })
		}, envelopeMessage, false, 1},
		{"earlier round resumed, new questions unseen", func(s *ledger.Store) {
			stop(t, s, fgSession, fgAgent, agentType, t0, request("Earlier?"))
			s.Update(fgAgent, func(r *ledger.Record) error { r.MarkDelivered(t0); r.State = ledger.Resumed; return nil })
		}, envelopeMessage, true, 2},
		{"earlier round resumed, same questions", func(s *ledger.Store) {
			stop(t, s, fgSession, fgAgent, agentType, t0, request("How should rate limiting be enforced?"))
			s.Update(fgAgent, func(r *ledger.Record) error { r.MarkDelivered(t0); r.State = ledger.Resumed; return nil })
		}, envelopeMessage, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			if tc.setup != nil {
				tc.setup(s)
			}
			out, err := onAgentResult(s, foreground(t, func(resp map[string]any) {
				resp["content"] = []any{map[string]any{"type": "text", "text": tc.message}}
			}))
			if err != nil {
				t.Fatal(err)
			}
			if (out != nil) != tc.render {
				t.Fatalf("rendered = %v, want %v", out != nil, tc.render)
			}
			if tc.render && !strings.Contains(contextOf(t, out, hook.PostToolUse), envelopeAsk) {
				t.Error("rendered without the envelope's questions")
			}
			r := get(t, s, fgAgent)
			if tc.rounds == 0 {
				if r != nil {
					t.Errorf("record written without an envelope: %+v", r)
				}
				return
			}
			if len(r.Rounds) != tc.rounds {
				t.Errorf("%d rounds, want %d", len(r.Rounds), tc.rounds)
			}
		})
	}
}

func TestRenderFromTaskNotification(t *testing.T) {
	s := openStore(t)
	out, err := onPrompt(s, notification(t, bgAgent, envelopeMessage))
	if err != nil {
		t.Fatal(err)
	}
	text := contextOf(t, out, hook.UserPromptSubmit)
	if !strings.Contains(text, "(agentId "+bgAgent+")") || !strings.Contains(text, envelopeAsk) {
		t.Errorf("task-notification result not rendered:\n%s", text)
	}
	if r := get(t, s, bgAgent); r == nil || r.State != ledger.Delivered || r.SessionID != bgSession {
		t.Errorf("record from the notification: %+v", r)
	}
	// Claude Code may notify the same task again.
	if out, err := onPrompt(s, notification(t, bgAgent, envelopeMessage)); out != nil || err != nil {
		t.Errorf("repeated notification delivered again: %+v, %v", out, err)
	}
}

// An id unfit for a file name is never a path: nothing is recorded, but
// the questions in the result are still passed on (§8: never lost).
func TestHostileAgentIDsFromPayloads(t *testing.T) {
	s := openStore(t)
	for _, id := range []string{"../../etc", "a/b", ".."} {
		out, err := onAgentResult(s, foreground(t, func(resp map[string]any) {
			resp["agentId"] = id
			resp["content"] = []any{map[string]any{"type": "text", "text": envelopeMessage}}
		}))
		if err != nil || !strings.Contains(contextOf(t, out, hook.PostToolUse), envelopeAsk) {
			t.Errorf("agentId %q: %+v, %v; want the questions rendered", id, out, err)
		}
		out, err = onPrompt(s, notification(t, id, envelopeMessage))
		if err != nil || !strings.Contains(contextOf(t, out, hook.UserPromptSubmit), envelopeAsk) {
			t.Errorf("task-id %q: %+v, %v; want the questions rendered", id, out, err)
		}
	}
	// Without an id there is no agent to resume: nothing to say.
	out, err := onAgentResult(s, foreground(t, func(resp map[string]any) {
		resp["agentId"] = ""
		resp["content"] = []any{map[string]any{"type": "text", "text": envelopeMessage}}
	}))
	if out != nil || err != nil {
		t.Errorf("empty agentId: %+v, %v; want nothing", out, err)
	}
	if err := OnSendMessage(s, sendEvent(t, fgSession, "../../etc"), time.Now()); err != nil {
		t.Errorf("SendMessage to a hostile id: %v", err)
	}
	recs, _ := s.List("")
	if len(recs) != 0 {
		t.Errorf("records written for hostile ids: %d", len(recs))
	}
}

func TestUnwritableLedgerStillRendersFromResult(t *testing.T) {
	s := openStore(t)
	agents := filepath.Join(s.Dir(), "agents")
	os.RemoveAll(agents)
	if err := os.WriteFile(agents, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := onAgentResult(s, foreground(t, func(resp map[string]any) {
		resp["content"] = []any{map[string]any{"type": "text", "text": envelopeMessage}}
	}))
	if err == nil {
		t.Error("ledger failure not reported")
	}
	if !strings.Contains(contextOf(t, out, hook.PostToolUse), envelopeAsk) {
		t.Error("the questions were lost with the ledger")
	}
}

func TestAskUserQuestionStoresAnswers(t *testing.T) {
	qs := []string{"Which database?", "Which cache?"}
	answers := map[string]string{"Which database?": "Yes", "Which cache?": "No, but keep it cheap"}
	for _, tc := range []struct {
		name     string
		state    ledger.State
		session  string
		asked    []string
		inside   bool
		answered bool
	}{
		{"delivered, same questions", ledger.Delivered, fgSession, qs, false, true},
		{"delivered, questions reordered", ledger.Delivered, fgSession, []string{"Which cache?", "Which database?"}, false, true},
		{"pending, asked from the result", ledger.Pending, fgSession, qs, false, true},
		{"other questions", ledger.Delivered, fgSession, []string{"Which database?"}, false, false},
		{"other session", ledger.Delivered, bgSession, qs, false, false},
		{"already resumed", ledger.Resumed, fgSession, qs, false, false},
		{"inside a subagent", ledger.Delivered, fgSession, qs, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			stop(t, s, fgSession, fgAgent, agentType, time.Now(), request(qs...))
			if tc.state != ledger.Pending {
				s.Update(fgAgent, func(r *ledger.Record) error { r.MarkDelivered(time.Now()); r.State = tc.state; return nil })
			}
			ev := askEvent(t, tc.session, tc.asked, answers)
			if tc.inside {
				ev.AgentID = "a0000000000000001"
			}
			if err := OnAskUserQuestion(s, ev, time.Now()); err != nil {
				t.Fatal(err)
			}
			r := get(t, s, fgAgent)
			cur := r.Current()
			if !tc.answered {
				if r.State != tc.state || cur.Answers != nil {
					t.Errorf("unmatched question changed the record: %+v", r)
				}
				return
			}
			if r.State != ledger.Answered || cur.AnsweredAt.IsZero() {
				t.Errorf("state %s answered at %v, want answered", r.State, cur.AnsweredAt)
			}
			if len(cur.Answers) != 2 || cur.Answers["Which cache?"] != "No, but keep it cheap" {
				t.Errorf("answers = %v", cur.Answers)
			}
		})
	}
}

func TestAskUserQuestionPicksTheMatchingAgent(t *testing.T) {
	s := openStore(t)
	t0 := time.Now()
	stop(t, s, fgSession, "one", "team:a", t0, request("First?"))
	stop(t, s, fgSession, "two", "team:b", t0.Add(time.Second), request("Second?"))
	for _, id := range []string{"one", "two"} {
		s.Update(id, func(r *ledger.Record) error { r.MarkDelivered(t0); return nil })
	}
	if err := OnAskUserQuestion(s, askEvent(t, fgSession, []string{"Second?"}, map[string]string{"Second?": "Yes"}), time.Now()); err != nil {
		t.Fatal(err)
	}
	if get(t, s, "one").State != ledger.Delivered || get(t, s, "two").State != ledger.Answered {
		t.Error("answers stored on the wrong agent")
	}
}

func TestSendMessageResumes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		state   ledger.State
		to      string
		resumed bool
	}{
		{"answered, by agentId", ledger.Answered, fgAgent, true},
		{"delivered, by agentId", ledger.Delivered, fgAgent, true},
		{"answered, by name", ledger.Answered, "questioner", true},
		{"answered, by full type", ledger.Answered, agentType, true},
		{"pending is not resumed", ledger.Pending, fgAgent, false},
		{"already resumed", ledger.Resumed, fgAgent, false},
		{"unknown agent", ledger.Answered, "a9999999999999999", false},
		{"another name", ledger.Answered, "planner", false},
		{"name prefix is not a name", ledger.Answered, "hooktest", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openStore(t)
			stop(t, s, fgSession, fgAgent, agentType, time.Now(), request("Which database?"))
			if tc.state != ledger.Pending {
				s.Update(fgAgent, func(r *ledger.Record) error { r.MarkDelivered(time.Now()); r.State = tc.state; return nil })
			}
			if err := OnSendMessage(s, sendEvent(t, fgSession, tc.to), time.Now()); err != nil {
				t.Fatal(err)
			}
			r := get(t, s, fgAgent)
			if tc.resumed {
				if r.State != ledger.Resumed || r.Current().ResumedAt.IsZero() {
					t.Errorf("state %s resumed at %v, want resumed", r.State, r.Current().ResumedAt)
				}
			} else if r.State != tc.state {
				t.Errorf("state %s, want unchanged %s", r.State, tc.state)
			}
		})
	}
}

func TestSendMessageByNamePrefersAnswered(t *testing.T) {
	s := openStore(t)
	t0 := time.Now()
	stop(t, s, fgSession, "older", "team:questioner", t0, request("A?"))
	stop(t, s, fgSession, "newer", "team:questioner", t0.Add(time.Second), request("B?"))
	s.Update("older", func(r *ledger.Record) error { r.MarkDelivered(t0); r.State = ledger.Answered; return nil })
	s.Update("newer", func(r *ledger.Record) error { r.MarkDelivered(t0); return nil })
	if err := OnSendMessage(s, sendEvent(t, fgSession, "questioner"), time.Now()); err != nil {
		t.Fatal(err)
	}
	if get(t, s, "older").State != ledger.Resumed || get(t, s, "newer").State != ledger.Delivered {
		t.Error("resumed the wrong agent")
	}
}

func TestConversationAcrossTwoRounds(t *testing.T) {
	s := openStore(t)
	round := func(q, a string) {
		t.Helper()
		stop(t, s, fgSession, fgAgent, agentType, time.Now(), request(q))
		out, err := onAgentResult(s, foreground(t, nil))
		if err != nil || out == nil {
			t.Fatalf("round %q not delivered: %v", q, err)
		}
		if text := out.Context; !strings.Contains(text, q) {
			t.Fatalf("round %q not in the context:\n%s", q, text)
		}
		if err := OnAskUserQuestion(s, askEvent(t, fgSession, []string{q}, map[string]string{q: a}), time.Now()); err != nil {
			t.Fatal(err)
		}
		if err := OnSendMessage(s, sendEvent(t, fgSession, fgAgent), time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	round("Which database?", "Yes")
	round("Which cache?", "No")
	r := get(t, s, fgAgent)
	if r.State != ledger.Resumed || len(r.Rounds) != 2 {
		t.Fatalf("state %s with %d rounds, want resumed with 2", r.State, len(r.Rounds))
	}
	if r.Rounds[0].Answers["Which database?"] != "Yes" || r.Rounds[1].Answers["Which cache?"] != "No" {
		t.Errorf("conversation lost: %+v", r.Rounds)
	}
	for i, rd := range r.Rounds {
		if rd.AskedAt.IsZero() || rd.DeliveredAt.IsZero() || rd.AnsweredAt.IsZero() || rd.ResumedAt.IsZero() {
			t.Errorf("round %d misses a time: %+v", i, rd)
		}
	}
}

func TestRenderContextEnvelopeExact(t *testing.T) {
	r := &ledger.Record{SessionID: fgSession, AgentID: fgAgent, AgentType: "team:questioner"}
	req := request()
	req.Ask.Questions = []envelope.Question{{
		Question: "How should rate limiting be enforced?", Header: "Rate limit",
		Options: []envelope.Option{
			{Label: "Token bucket per IP (Recommended)", Description: "Simple, no shared state."},
			{Label: "Sliding window", Description: "Needs Redis & more work."},
		},
	}}
	r.AddRound(req, time.Now())
	got := RenderContext([]*ledger.Record{r}, func(id string) string { return "/p/.claude/team-hook/agents/" + id + ".json" }, tools)
	want := "team-hook: 1 subagent needs the user.\n" +
		"\n" +
		"1. Agent team:questioner (agentId a1e80360502c92676) has questions for the user. Do not answer them yourself.\n" +
		"Call AskUserQuestion with EXACTLY this input:\n" +
		envelopeAsk + "\n" +
		"Then resume the agent: SendMessage with to \"a1e80360502c92676\" and, as the message, the user's selections verbatim as AskUserQuestion returned them (\"<question>\"=\"<label>\" pairs).\n" +
		"Ledger record: /p/.claude/team-hook/agents/a1e80360502c92676.json\n"
	if got != want {
		t.Errorf("context:\n%s\nwant:\n%s", got, want)
	}
}

func TestRenderContextDialectExact(t *testing.T) {
	r := &ledger.Record{SessionID: bgSession, AgentID: bgAgent, AgentType: "team:planner"}
	r.AddRound(envelope.Request{
		Form: envelope.FormDialect,
		Ask: envelope.AskInput{Questions: []envelope.Question{
			{Question: "Which database?", Header: "DB", Options: []envelope.Option{{Label: "Postgres", Description: "x"}, {Label: "SQLite", Description: "y"}}},
			{Question: "Cache <layer>?", Header: "Cache", MultiSelect: true, Options: []envelope.Option{{Label: "Redis", Description: ""}, {Label: "None", Description: ""}}},
		}},
		IDs:       []string{"db", "cache"},
		Context:   "Designing storage.",
		StateFile: ".claude/state/plan.json",
	}, time.Now())
	got := RenderContext([]*ledger.Record{r}, func(id string) string { return "/l/" + id + ".json" }, tools)
	want := "team-hook: 1 subagent needs the user.\n" +
		"\n" +
		"1. Agent team:planner (agentId a24558b8cc07e9ab3) has questions for the user. Do not answer them yourself.\n" +
		"Call AskUserQuestion with EXACTLY this input:\n" +
		`{"questions":[{"question":"Which database?","header":"DB","options":[{"label":"Postgres","description":"x"},{"label":"SQLite","description":"y"}],"multiSelect":false},` +
		`{"question":"Cache <layer>?","header":"Cache","options":[{"label":"Redis","description":""},{"label":"None","description":""}],"multiSelect":true}]}` + "\n" +
		"Then resume the agent: SendMessage with to \"a24558b8cc07e9ab3\" and this message, each placeholder replaced by the user's answer to that question:\n" +
		`USER_INPUT_RESPONSE {"db": "<chosen label>", "cache": "<chosen labels, joined by ', '>"}` + "\n" +
		`Question ids: "db" = "Which database?"; "cache" = "Cache <layer>?"` + "\n" +
		"Its checkpoint (stateFile): .claude/state/plan.json\n" +
		"If the agent cannot be resumed (the session restarted, or the agent is gone), dispatch a new team:planner agent told to continue from the checkpoint with the answers: once they are recorded you are given its exact input, and `team-hook resume a24558b8cc07e9ab3` prints it.\n" +
		"Ledger record: /l/a24558b8cc07e9ab3.json\n"
	if got != want {
		t.Errorf("context:\n%s\nwant:\n%s", got, want)
	}
}

func TestRenderContextFailureAndEmpty(t *testing.T) {
	if got := RenderContext(nil, nil, tools); got != "" {
		t.Errorf("nothing to deliver rendered %q", got)
	}
	r := &ledger.Record{AgentID: "a3", AgentType: "team:planner"}
	r.SetFailed("/l/failures/x.md", time.Now())
	got := RenderContext([]*ledger.Record{r}, nil, tools)
	for _, want := range []string{"team-hook: 1 subagent failed its contract.\n", "agentId a3", "halt this phase and tell the user", "Dispatch-failure record: /l/failures/x.md"} {
		if !strings.Contains(got, want) {
			t.Errorf("failure context lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "AskUserQuestion") {
		t.Errorf("a dispatch failure asked questions:\n%s", got)
	}
}

func TestParseTaskNotifications(t *testing.T) {
	fixture := event(t, "UserPromptSubmit.task-notification.json", nil).Prompt
	for _, tc := range []struct {
		name   string
		prompt string
		want   []taskNotification
	}{
		{"captured", fixture, []taskNotification{{bgAgent, "SUBAGENT-FINAL: the answer is 4."}}},
		{"plain prompt", "please go on", nil},
		{
			"two", "<task-notification>\n<task-id>x1</task-id>\n<result>one</result>\n</task-notification>\n<task-notification>\n<task-id>x2</task-id>\n<result>two</result>\n</task-notification>",
			[]taskNotification{{"x1", "one"}, {"x2", "two"}},
		},
		{
			"result quoting markup", "<task-notification>\n<task-id>x1</task-id>\n<result>see <result>a</result> here</result>\n<usage></usage>\n</task-notification>",
			[]taskNotification{{"x1", "see <result>a</result> here"}},
		},
		{
			"no result", "<task-notification>\n<task-id>b7</task-id>\n<status>killed</status>\n</task-notification>",
			[]taskNotification{{"b7", ""}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := parseTaskNotifications(tc.prompt)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestContentTextTakesAllTextBlocks(t *testing.T) {
	for _, tc := range []struct {
		raw, want string
	}{
		{`[{"type":"text","text":"a"},{"type":"image","text":"x"},{"type":"text","text":"b"}]`, "a\n\nb"},
		{`"plain"`, "plain"},
		{`{"odd":true}`, ""},
		{``, ""},
	} {
		if got := contentText(json.RawMessage(tc.raw)); got != tc.want {
			t.Errorf("contentText(%s) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}

// Delivered through Claude Code's encoder: one JSON document whose
// hookEventName equals the event.
func TestOutputIsOneDocument(t *testing.T) {
	s := openStore(t)
	stop(t, s, fgSession, fgAgent, agentType, time.Now(), request("Which <db>?"))
	out, err := onAgentResult(s, foreground(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.Write(claude.Encode(hook.PostToolUse, *out).Stdout)
	var doc struct {
		HookSpecificOutput struct {
			HookEventName     string `json:"hookEventName"`
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	dec := json.NewDecoder(strings.NewReader(b.String()))
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	if dec.More() {
		t.Error("more than one JSON document")
	}
	if doc.HookSpecificOutput.HookEventName != "PostToolUse" || !strings.Contains(doc.HookSpecificOutput.AdditionalContext, `"Which <db>?"`) {
		t.Errorf("output = %+v", doc)
	}
}

// Without a ledger (it could not be opened) the result at hand is still
// rendered; nothing else can be due.
func TestNoLedgerRendersTheResult(t *testing.T) {
	out, err := onAgentResult(nil, foreground(t, func(resp map[string]any) {
		resp["content"] = []any{map[string]any{"type": "text", "text": envelopeMessage}}
	}))
	text := contextOf(t, out, hook.PostToolUse)
	if err != nil || !strings.Contains(text, envelopeAsk) || strings.Contains(text, "Ledger record:") {
		t.Errorf("%v\n%s", err, text)
	}
	if out, err := onAgentResult(nil, foreground(t, nil)); out != nil || err != nil {
		t.Errorf("a result without questions: %+v, %v", out, err)
	}
}
