package engine_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/host/copilot"
	"github.com/team-hook/team-hook/internal/ledger"
)

const (
	envelopeText = "Two stores fit.\n\n```json\n{\"openQuestions\":[{\"question\":\"Which store?\",\"header\":\"Store\",\"options\":[{\"label\":\"Redis\",\"description\":\"fast\"},{\"label\":\"Postgres\",\"description\":\"durable\"}]}]}\n```"
	deferralText = "I would ask the user which store to use, but I can't, so I picked Redis."
)

func deps(t *testing.T, host hook.Host, ledgerDir string) engine.Deps {
	t.Helper()
	return engine.Deps{
		Now:        time.Now,
		ProjectDir: t.TempDir(),
		Ledger:     ledger.At(ledgerDir),
		Config:     config.Config{RetryBudget: 2},
		Agents:     agents.Env{},
		Host:       host,
	}
}

func stop(message string, again bool) *hook.Event {
	return &hook.Event{Name: hook.SubagentStop, SessionID: "s1", AgentID: "a1", AgentType: "questioner", LastAssistantMessage: &message, StopHookActive: again}
}

func record(t *testing.T, dir string) *ledger.Record {
	t.Helper()
	r, err := ledger.At(dir).Get("a1")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// On a host whose stop may rewrite the agent's result, a valid envelope is
// delivered by the stop itself: the result is the message, then the
// instructions, and the record is delivered, so the orchestrator's next
// event has nothing left to deliver.
func TestStopDeliversWhereTheHostRewritesTheResult(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	d, err := engine.Handle(stop(envelopeText, false), deps(t, copilot.Tools(), dir))
	if err != nil || d.Block != "" {
		t.Fatalf("Handle = %+v, %v", d, err)
	}
	instructions, ok := strings.CutPrefix(d.Result, envelopeText+"\n\n")
	if !ok {
		t.Fatalf("the result does not start with the agent's message whole:\n%s", d.Result)
	}
	for _, want := range []string{
		"team-hook: 1 subagent needs the user.\n",
		"Call ask_user with EXACTLY this input:\n" + `{"message":"Answers needed: Store","requestedSchema":{"properties":{"q1":{"type":"string","title":"Which store?","description":"Redis: fast Postgres: durable","enum":["Redis","Postgres"]}}}}` + "\n",
		`Then resume the agent: write_agent with agent_id "a1"`,
		"Ledger record: " + filepath.Join(dir, "agents", "a1.json") + "\n",
	} {
		if !strings.Contains(instructions, want) {
			t.Errorf("the instructions lack %q:\n%s", want, instructions)
		}
	}
	if r := record(t, dir); r.State != ledger.Delivered {
		t.Errorf("record state %s, want delivered", r.State)
	}
	after := &hook.Event{Name: hook.PostToolUse, SessionID: "s1", ToolName: "Agent", Results: []hook.AgentResult{{AgentType: "questioner", Text: d.Result}}}
	if d2, err := engine.Handle(after, deps(t, copilot.Tools(), dir)); err != nil || !d2.Empty() {
		t.Errorf("the PostToolUse after the stop answered %+v, %v; want nothing", d2, err)
	}
}

// Claude Code cannot rewrite a result: the stop only records, and the
// orchestrator's next event delivers.
func TestStopOnlyRecordsWhereTheHostCannotRewrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	d, err := engine.Handle(stop(envelopeText, false), deps(t, claude.Tools(), dir))
	if err != nil || !d.Empty() {
		t.Fatalf("Handle = %+v, %v; want nothing", d, err)
	}
	if r := record(t, dir); r.State != ledger.Pending {
		t.Errorf("record state %s, want pending", r.State)
	}
}

// After the retry budget, the rewritten result is labelled a dispatch
// failure and keeps the agent's message whole after the label.
func TestSpentBudgetLabelsTheRewrittenResult(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	var d hook.Decision
	for i := range 3 {
		var err error
		if d, err = engine.Handle(stop(deferralText, i > 0), deps(t, copilot.Tools(), dir)); err != nil {
			t.Fatal(err)
		}
		if i < 2 && (d.Block == "" || d.Result != "") {
			t.Fatalf("stop %d: %+v, want a block", i+1, d)
		}
	}
	if d.Block != "" || !strings.Contains(d.Message, "after 2 blocks") {
		t.Fatalf("the third stop: %+v", d)
	}
	label, message, ok := strings.Cut(d.Result, "\n\nThe agent's final message follows as it wrote it. team-hook let it through unchecked only because its retry budget ran out:\n\n")
	if !ok || message != deferralText {
		t.Fatalf("result %q: not the label, then the message whole", d.Result)
	}
	r := record(t, dir)
	if r.State != ledger.Failed || r.Due() {
		t.Errorf("record %s, due %v: want failed and delivered", r.State, r.Due())
	}
	for _, want := range []string{"team-hook: 1 subagent failed its contract.", "dispatch failure", "Dispatch-failure record: " + r.FailurePath} {
		if !strings.Contains(label, want) {
			t.Errorf("the label lacks %q:\n%s", want, label)
		}
	}
	data, err := os.ReadFile(r.FailurePath)
	if err != nil || !strings.Contains(string(data), deferralText) {
		t.Errorf("the dispatch-failure record does not keep the message (%v):\n%s", err, data)
	}
}

// Without a ledger the questions still reach the orchestrator, rendered
// from the message, with no record to point at.
func TestRewriteWithoutALedger(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := engine.Handle(stop(envelopeText, false), deps(t, copilot.Tools(), filepath.Join(blocker, "ledger")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Result, envelopeText+"\n\nteam-hook: 1 subagent needs the user.") || strings.Contains(d.Result, "Ledger record:") {
		t.Errorf("result:\n%s", d.Result)
	}
	if len(d.Warnings) == 0 {
		t.Error("no warning that the questions could not be recorded")
	}
}
