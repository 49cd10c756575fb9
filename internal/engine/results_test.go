package engine_test

import (
	"encoding/json"
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
	"github.com/team-hook/team-hook/internal/ledger"
)

// world is a project, its ledger and this repository's plugin, as the hook
// sees them.
type world struct {
	t       *testing.T
	project string
	store   *ledger.Store
	cfg     config.Config
	now     time.Time
}

// event is a real payload, edited.
func event(t *testing.T, name string, edit func(map[string]any)) *hook.Event {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(fixture(t, name), &m); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(m)
	}
	data, _ := json.Marshal(m)
	ev, err := claude.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func newWorld(t *testing.T, project string) *world {
	t.Helper()
	cfg, _ := config.FromEnv(func(string) string { return "" })
	return &world{
		t: t, project: project, store: ledger.At(filepath.Join(t.TempDir(), "ledger")), cfg: cfg,
		now: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC),
	}
}

func (w *world) deps() engine.Deps {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	w.now = w.now.Add(time.Second)
	now := w.now
	return engine.Deps{
		Now: func() time.Time { return now }, ProjectDir: w.project, Ledger: w.store, Config: w.cfg,
		Agents: agents.Env{PluginRoot: root, ProjectDir: w.project}, Host: claude.Tools(),
		Started: now.Add(-1500 * time.Microsecond),
	}
}

func (w *world) handle(ev *hook.Event) hook.Decision {
	w.t.Helper()
	d, err := engine.Handle(ev, w.deps())
	if err != nil {
		w.t.Fatalf("%s: %v", ev.Name, err)
	}
	return d
}

// resultStop is a result agent's stop: team:researcher preloads
// subagent-contract. Its transcript opens with the turn that started it.
func (w *world) resultStop(agentID, message, startedBy, stoppedIn string) *hook.Event {
	w.t.Helper()
	transcript := filepath.Join(w.t.TempDir(), "agent-"+agentID+".jsonl")
	first, _ := json.Marshal(map[string]any{
		"parentUuid": nil, "isSidechain": true, "promptId": startedBy, "agentId": agentID, "type": "user",
		"message": map[string]any{"role": "user", "content": "Review the catalogue."},
	})
	if err := os.WriteFile(transcript, append(first, '\n'), 0o600); err != nil {
		w.t.Fatal(err)
	}
	ev := event(w.t, "SubagentStop.first.json", nil)
	ev.AgentID, ev.AgentType, ev.PromptID, ev.SessionID = agentID, "team:researcher", stoppedIn, "s-results"
	ev.LastAssistantMessage, ev.AgentTranscriptPath = &message, transcript
	return ev
}

func turnMessage(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "result", "testdata", "turns", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Two background result agents started in one turn: the second stops in a
// later turn of the orchestrator (its task-notification's), as Claude Code
// stamps a background agent's stop, yet both are rolled up as the turn
// that started them. The orchestrator gets the roll-up once, on its next
// event, with the conflict as an AskUserQuestion input; its answer is kept.
func TestResultsRolledUpOnTheNextEvent(t *testing.T) {
	w := newWorld(t, filepath.Join("..", "result", "testdata", "turns", "review", "project"))
	for _, c := range []struct{ id, file, stoppedIn string }{
		{"a1", "review/a1-security.md", "p-launch"},
		{"a2", "review/a2-reviewer.md", "p-notified"},
	} {
		if d := w.handle(w.resultStop(c.id, turnMessage(t, c.file), "p-launch", c.stoppedIn)); d.Block != "" {
			t.Fatalf("%s blocked: %s", c.file, d.Block)
		}
	}
	turns, err := w.store.Turns("s-results")
	if err != nil || len(turns) != 1 || turns[0].PromptID != "p-launch" || len(turns[0].Results) != 2 {
		t.Fatalf("turns %+v, %v", turns, err)
	}
	prompt := event(t, "UserPromptSubmit.task-notification.json", nil)
	prompt.SessionID = "s-results"
	d := w.handle(prompt)
	for _, want := range []string{
		"the results of 2 agents you started in one turn",
		"Status: review (an agent reported PARTIAL)",
		"1. [critical, confidence 96.5] SQL built by string concatenation (src/db/query.go:42, security); reported by team:researcher (a1), team:researcher (a2)",
		"2. [critical, confidence 94] Session token written to the log at src/auth/session.go:25 (src/auth/session.go:25, security); reported by team:researcher (a1), team:researcher (a2)",
		"4. [minor, confidence 78] README does not say how to configure the database (no location, docs); reported by team:researcher (a2)",
		"call AskUserQuestion with EXACTLY this input:",
		"resume no agent with it",
	} {
		if !strings.Contains(d.Context, want) {
			t.Errorf("the roll-up lacks %q:\n%s", want, d.Context)
		}
	}
	// The AskUserQuestion input is valid as the tool takes it.
	line := d.Context[strings.Index(d.Context, `{"questions"`):]
	line = line[:strings.IndexByte(line, '\n')]
	var ask struct {
		Questions []struct {
			Question string
			Header   string
			Options  []struct{ Label, Description string }
		}
	}
	if err := json.Unmarshal([]byte(line), &ask); err != nil || len(ask.Questions) != 1 || len(ask.Questions[0].Options) != 2 {
		t.Fatalf("AskUserQuestion input %s: %v", line, err)
	}
	if again := w.handle(prompt); again.Context != "" {
		t.Errorf("the roll-up was delivered twice:\n%s", again.Context)
	}
	// The user's answer to the conflict is kept with the turn.
	q := ask.Questions[0].Question
	answer := event(t, "PostToolUse.main.Bash.json", nil)
	answer.SessionID, answer.ToolName = "s-results", "AskUserQuestion"
	answer.ToolInput, _ = json.Marshal(map[string]any{"questions": ask.Questions})
	answer.ToolResponse, _ = json.Marshal(map[string]any{"questions": ask.Questions, "answers": map[string]string{q: "critical"}})
	w.handle(answer)
	turns, _ = w.store.Turns("s-results")
	if len(turns[0].Asked) != 1 || turns[0].Asked[0].Answer != "critical" {
		t.Errorf("the answer was not kept: %+v", turns[0].Asked)
	}
}

// A result with a misquote is blocked and not kept; the statistics count
// each stop with its rule.
func TestMisquoteBlockedAndCounted(t *testing.T) {
	w := newWorld(t, filepath.Join("..", "result", "testdata", "turns", "login", "project"))
	d := w.handle(w.resultStop("a3", turnMessage(t, "login/auditor.misquote.md"), "p1", "p1"))
	for _, want := range []string{"[result] line 13: the code quoted from `src/auth/login.ts:12` is not on that line. Line 12 reads:", "12 |   const token = jwt.sign(payload, SECRET, { expiresIn: '1h' });"} {
		if !strings.Contains(d.Block, want) {
			t.Errorf("block reason lacks %q:\n%s", want, d.Block)
		}
	}
	if turns, _ := w.store.Turns(""); len(turns) != 0 {
		t.Errorf("a blocked result was kept: %+v", turns)
	}
	fixed := w.resultStop("a3", turnMessage(t, "login/auditor.md"), "p1", "p1")
	fixed.StopHookActive = true
	if d := w.handle(fixed); d.Block != "" {
		t.Fatalf("the fixed quote is blocked: %s", d.Block)
	}
	stops, _, err := w.store.Stats(time.Time{}, "")
	if err != nil || len(stops) != 2 {
		t.Fatalf("stats %+v, %v", stops, err)
	}
	if stops[0].Outcome != ledger.OutcomeBlocked || len(stops[0].Broken) != 1 || stops[0].Broken[0].Rule != "quoted-code" || stops[1].Outcome != ledger.OutcomePassed {
		t.Errorf("stats %+v", stops)
	}
	if stops[0].Micros != 1500 { // the hook started 1.5 ms before the stop was decided
		t.Errorf("hook time %d µs", stops[0].Micros)
	}
}

// A non-result agent's stop keeps no result and starts no roll-up.
func TestNonResultAgentKeepsNothing(t *testing.T) {
	w := newWorld(t, t.TempDir())
	ev := event(t, "SubagentStop.first.json", nil) // hooktest:questioner: no definition, default contracts
	w.handle(ev)
	if turns, _ := w.store.Turns(""); len(turns) != 0 {
		t.Errorf("kept %+v", turns)
	}
	if _, err := os.Stat(filepath.Join(w.store.Dir(), "agents")); err == nil {
		t.Error("a clean stop made a record folder")
	}
}

// Foreground agents run in parallel: the orchestrator's Agent result that
// comes after both stops carries the roll-up.
func TestResultsRolledUpOnAnAgentResult(t *testing.T) {
	w := newWorld(t, filepath.Join("..", "result", "testdata", "turns", "review", "project"))
	first := w.resultStop("a1", turnMessage(t, "review/a1-security.md"), "p1", "p1")
	if d := w.handle(first); d.Block != "" {
		t.Fatal(d.Block)
	}
	agentResult := func() *hook.Event {
		ev := event(t, "PostToolUse.main.Agent.foreground-completed.json", nil)
		ev.SessionID = "s-results"
		return ev
	}
	if d := w.handle(agentResult()); strings.Contains(d.Context, rollupText) {
		t.Fatalf("one result rolled up:\n%s", d.Context)
	}
	if d := w.handle(w.resultStop("a3", turnMessage(t, "review/a3-performance.md"), "p1", "p1")); d.Block != "" {
		t.Fatal(d.Block)
	}
	d := w.handle(agentResult())
	for _, want := range []string{rollupText, "Status: continue (every agent reported SUCCESS)", "3. [important, confidence 100] Query per order in a loop at src/orders/list.go:33-43 (src/orders/list.go:33-43, performance); reported by team:researcher (a1), team:researcher (a3)"} {
		if !strings.Contains(d.Context, want) {
			t.Errorf("lacks %q:\n%s", want, d.Context)
		}
	}
}

const rollupText = "the results of 2 agents you started in one turn, rolled up"
