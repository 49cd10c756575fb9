package deliver

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/codex"
	"github.com/team-hook/team-hook/internal/host/copilot"
	"github.com/team-hook/team-hook/internal/ledger"
)

// twoQuestions is a dialect request with ids, one question multi-select.
func twoQuestions() envelope.Request {
	return envelope.Request{
		Form: envelope.FormDialect,
		Ask: envelope.AskInput{Questions: []envelope.Question{
			{Question: "Which database?", Header: "DB", Options: []envelope.Option{{Label: "Postgres", Description: "x"}, {Label: "SQLite", Description: "y"}}},
			{Question: "Cache <layer>?", Header: "Cache", MultiSelect: true, Options: []envelope.Option{{Label: "Redis"}, {Label: "None"}}},
		}},
		IDs: []string{"db", "cache"},
	}
}

func TestRenderContextInCopilotsWords(t *testing.T) {
	r := &ledger.Record{AgentID: "a1", AgentType: "team:planner"}
	req := twoQuestions()
	req.Form, req.IDs = envelope.FormEnvelope, nil
	r.AddRound(req, time.Now())
	got := RenderContext([]*ledger.Record{r}, func(id string) string { return "/l/" + id + ".json" }, copilot.Tools())
	want := "team-hook: 1 subagent needs the user.\n" +
		"\n" +
		"1. Agent team:planner (agentId a1) has questions for the user. Do not answer them yourself.\n" +
		"Call ask_user with EXACTLY this input:\n" +
		`{"message":"Answers needed: DB, Cache","requestedSchema":{"properties":{` +
		`"q1":{"type":"string","title":"Which database?","description":"Postgres: x SQLite: y","enum":["Postgres","SQLite"]},` +
		`"q2":{"type":"array","title":"Cache <layer>?","items":{"type":"string","enum":["Redis","None"]}}}}}` + "\n" +
		"(ask_user is offered only in interactive sessions; elsewhere, put these questions and their options to the user in your reply, word for word, and end your turn to wait for the answers.)\n" +
		`Then resume the agent: write_agent with agent_id "a1" and, as the message, the user's answers as "<question>"="<answer>" pairs, one per question.` + "\n" +
		"(write_agent reaches only an agent started in the background; if this one ran in sync mode, start a new background task of the same agent_type whose prompt gives its result and the user's answers.)\n" +
		"Ledger record: /l/a1.json\n"
	if got != want {
		t.Errorf("context:\n%s\nwant:\n%s", got, want)
	}
}

func TestRenderContextInCodexsWords(t *testing.T) {
	r := &ledger.Record{AgentID: "a2", AgentType: "asker"}
	r.AddRound(twoQuestions(), time.Now())
	got := RenderContext([]*ledger.Record{r}, nil, codex.Tools())
	want := "team-hook: 1 subagent needs the user.\n" +
		"\n" +
		"1. Agent asker (agentId a2) has questions for the user. Do not answer them yourself.\n" +
		"Call request_user_input with EXACTLY this input:\n" +
		`{"questions":[{"id":"db","header":"DB","question":"Which database?","options":[{"label":"Postgres","description":"x"},{"label":"SQLite","description":"y"}]},` +
		`{"id":"cache","header":"Cache","question":"Cache <layer>?","options":[{"label":"Redis","description":""},{"label":"None","description":""}]}]}` + "\n" +
		"(request_user_input is offered only in Plan mode; elsewhere, put these questions and their options to the user in your reply, word for word, and end your turn to wait for the answers.)\n" +
		`Then resume the agent: send_input with target "a2" and this message, each placeholder replaced by the user's answer to that question:` + "\n" +
		`USER_INPUT_RESPONSE {"db": "<chosen label>", "cache": "<chosen labels, joined by ', '>"}` + "\n" +
		`Question ids: "db" = "Which database?"; "cache" = "Cache <layer>?"` + "\n"
	if got != want {
		t.Errorf("context:\n%s\nwant:\n%s", got, want)
	}
	// Without ids of its own, each question gets one.
	r2 := &ledger.Record{AgentID: "a3", AgentType: "asker"}
	req := twoQuestions()
	req.Form, req.IDs = envelope.FormEnvelope, nil
	r2.AddRound(req, time.Now())
	if got := RenderContext([]*ledger.Record{r2}, nil, codex.Tools()); !strings.Contains(got, `{"questions":[{"id":"q1",`) || !strings.Contains(got, `{"id":"q2",`) {
		t.Errorf("context without ids:\n%s", got)
	}
}

// The agents' results an adapter read (Codex's wait_agent) deliver as
// Claude Code's tool_response does: what is due in the session, and an
// envelope the ledger never saw, recorded as delivered.
func TestAgentResultsFromTheAdapter(t *testing.T) {
	s := ledger.At(filepath.Join(t.TempDir(), "ledger"))
	if err := s.Ensure(); err != nil {
		t.Fatal(err)
	}
	ev := &hook.Event{Name: hook.PostToolUse, SessionID: "s1", ToolName: ToolAgent, Results: []hook.AgentResult{
		{AgentID: "a1", Text: envelopeMessage},
		{AgentID: "a2", Text: "Done; nothing to ask."},
		{Text: envelopeMessage}, // no agent named: nothing to resume, nothing recorded
	}}
	d, err := OnAgentResult(s, ev, Orchestrator{Now: time.Now(), Tools: codex.Tools()})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Context, "team-hook: 1 subagent needs the user.") || !strings.Contains(d.Context, `send_input with target "a1"`) {
		t.Errorf("context:\n%s", d.Context)
	}
	r, err := s.Get("a1")
	if err != nil || r.State != ledger.Delivered {
		t.Errorf("record of a1: %+v, %v; want delivered", r, err)
	}
	if again, _ := OnAgentResult(s, ev, Orchestrator{Now: time.Now(), Tools: codex.Tools()}); !again.Empty() {
		t.Errorf("delivered twice: %+v", again)
	}
}
