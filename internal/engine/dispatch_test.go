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
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
)

const (
	dsession = "97cba4eb-bc75-400c-acea-97ec1a47024b"
	dbQ      = "Which database should the service use?"
	dbA      = "PostgreSQL"
)

func dispatchDeps(t *testing.T) (engine.Deps, *ledger.Store) {
	t.Helper()
	project := t.TempDir()
	dir := ledger.DefaultDir(project)
	s := ledger.At(dir)
	return engine.Deps{
		ProjectDir: project, Ledger: s,
		Config: config.Config{RetryBudget: 2, OnboardingRounds: 2},
		Agents: agents.Env{ProjectDir: project}, Host: claude.Tools(),
	}, s
}

func dispatchEvent(t *testing.T, agentType, prompt string) *hook.Event {
	return decode(t, "PreToolUse.main.Agent.json", map[string]any{
		"session_id": dsession,
		"tool_input": map[string]any{"description": "Do it", "prompt": prompt, "subagent_type": agentType, "run_in_background": false},
	})
}

// rewritten is the updatedInput's prompt, failing when the input lost or
// gained a key.
func rewritten(t *testing.T, d hook.Decision) string {
	t.Helper()
	if len(d.UpdatedInput) == 0 {
		t.Fatalf("no updatedInput: %+v", d)
	}
	var in map[string]any
	if err := json.Unmarshal(d.UpdatedInput, &in); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"description", "prompt", "subagent_type", "run_in_background"} {
		if _, ok := in[k]; !ok {
			t.Errorf("updatedInput lost %q: %s", k, d.UpdatedInput)
		}
	}
	if len(in) != 4 {
		t.Errorf("updatedInput has %d keys, want the 4 sent: %s", len(in), d.UpdatedInput)
	}
	return in["prompt"].(string)
}

func askText(q, header string) string {
	return "One decision first.\n\n```json\n{\"openQuestions\":[{\"question\":\"" + q + "\",\"header\":\"" + header + "\",\"options\":[{\"label\":\"PostgreSQL\",\"description\":\"d\"},{\"label\":\"SQLite\",\"description\":\"d\"}]}]}\n```\n"
}

// answered records that an agent asked q and the user answered a.
func answered(t *testing.T, s *ledger.Store, agentID, agentType, q, a string) {
	t.Helper()
	req := envelope.Request{Form: envelope.FormEnvelope, Ask: envelope.AskInput{Questions: []envelope.Question{{Question: q, Header: "H", Options: []envelope.Option{{Label: a}, {Label: "other"}}}}}}
	if err := s.Ensure(); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if _, err := s.Record(agentID, ledger.Stop{SessionID: dsession, AgentType: agentType}, req, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Deliver(agentID, dsession, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Answer(agentID, ledger.Delivered, []string{q}, map[string]string{q: a}, now); err != nil {
		t.Fatal(err)
	}
}

func stopEvent(t *testing.T, agentID, agentType, text, transcript string) *hook.Event {
	return decode(t, "SubagentStop.first.json", map[string]any{
		"session_id": dsession, "agent_id": agentID, "agent_type": agentType,
		"last_assistant_message": text, "agent_transcript_path": transcript,
	})
}

// A project that never asked pays nothing at a dispatch: no ledger is
// made and the input is left alone.
func TestDispatchWithoutLedgerIsLeftAlone(t *testing.T) {
	deps, s := dispatchDeps(t)
	d, err := engine.Handle(dispatchEvent(t, "team:questioner", "Set up storage."), deps)
	if err != nil || !d.Empty() {
		t.Fatalf("%+v, %v", d, err)
	}
	if s.Exists() {
		t.Error("a dispatch made the ledger")
	}
}

// A new dispatch of an agent type answered earlier in the session gets
// the answers prepended (carry_answers session); other types and the
// option off get nothing; an envelope asking again is blocked with the
// answer.
func TestAnswersCarriedToEveryDispatch(t *testing.T) {
	deps, s := dispatchDeps(t)
	answered(t, s, "a1e80360502c92676", "team:questioner", dbQ, dbA)

	d, err := engine.Handle(dispatchEvent(t, "team:questioner", "Write the migration."), deps)
	if err != nil {
		t.Fatal(err)
	}
	p := rewritten(t, d)
	for _, want := range []string{"already answered", dbQ, dbA, "Write the migration."} {
		if !strings.Contains(p, want) {
			t.Errorf("the prompt does not carry %q:\n%s", want, p)
		}
	}
	if !strings.HasSuffix(p, "\n\nWrite the migration.") {
		t.Errorf("the original prompt is not kept at the end:\n%s", p)
	}
	other := deps
	other.Host.RewritesInput = false
	if d, _ := engine.Handle(dispatchEvent(t, "team:questioner", "Write it."), other); !d.Empty() {
		t.Errorf("a host that takes no rewritten input was given one: %+v", d)
	}
	if d, _ := engine.Handle(dispatchEvent(t, "team:reviewer", "Review it."), deps); !d.Empty() {
		t.Errorf("another agent type got answers: %+v", d)
	}
	off := deps
	off.Config.NoCarry = true
	if d, _ := engine.Handle(dispatchEvent(t, "team:questioner", "Write it."), off); !d.Empty() {
		t.Errorf("carry_answers off still carried: %+v", d)
	}

	d, err = engine.Handle(stopEvent(t, "a2", "team:questioner", askText(dbQ, "Database"), ""), deps)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Block, "already answered by the user in this session: \""+dbA+"\"") {
		t.Errorf("asking again was not blocked with the answer: %+v", d)
	}
	if d, _ := engine.Handle(stopEvent(t, "a3", "team:questioner", askText("Which port should it listen on?", "Port"), ""), deps); d.Block != "" {
		t.Errorf("a new question was blocked: %s", d.Block)
	}
	if d, _ := engine.Handle(stopEvent(t, "a4", "team:questioner", askText(dbQ, "Database"), ""), off); d.Block != "" {
		t.Errorf("with carry_answers off, asking again was blocked: %s", d.Block)
	}
}

// The whole onboarding loop (§8b): the dispatch opens a handle and tells
// the agent it is onboarding; its edits are refused; a stop that neither
// asks nor says ready is blocked; its questions are delivered naming the
// handle; READY makes it ready; each dispatch naming the handle gets the
// interview.
func TestOnboardingHandle(t *testing.T) {
	deps, s := dispatchDeps(t)
	d, err := engine.Handle(dispatchEvent(t, "team:implementer", "onboard: add rate limiting to the public API"), deps)
	if err != nil {
		t.Fatal(err)
	}
	p := rewritten(t, d)
	for _, want := range []string{"onboarded", "READY", "add rate limiting to the public API", "at most 2 rounds"} {
		if !strings.Contains(p, want) {
			t.Errorf("the onboarding prompt does not say %q:\n%s", want, p)
		}
	}
	hs, _ := s.Handles(dsession)
	if len(hs) != 1 || hs[0].State != ledger.HandleOnboarding || hs[0].AgentType != "team:implementer" {
		t.Fatalf("handles: %+v", hs)
	}
	id := hs[0].ID

	// The agent's transcript starts with its prompt, which names the handle.
	const agent = "a0b1c2d3e4f5a6b7c"
	main := filepath.Join(t.TempDir(), dsession+".jsonl")
	sub := filepath.Join(strings.TrimSuffix(main, ".jsonl"), "subagents", "agent-"+agent+".jsonl")
	if err := os.MkdirAll(filepath.Dir(sub), 0o700); err != nil {
		t.Fatal(err)
	}
	line, _ := json.Marshal(map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": p}})
	if err := os.WriteFile(sub, append(line, '\n'), 0o600); err != nil {
		t.Fatal(err)
	}
	edit := decode(t, "PreToolUse.subagent.Bash.json", map[string]any{
		"session_id": dsession, "agent_id": agent, "agent_type": "team:implementer", "transcript_path": main,
		"tool_name": "Edit", "tool_input": map[string]any{"file_path": "/x.go", "old_string": "a", "new_string": "b"},
	})
	if d, _ := engine.Handle(edit, deps); !strings.Contains(d.Block, "being onboarded (handle "+id+")") {
		t.Errorf("an onboarding agent's edit was not refused: %+v", d)
	}
	other := *edit
	other.AgentID = "afffffffffffffff0"
	if d, _ := engine.Handle(&other, deps); d.Block != "" {
		t.Errorf("another agent's edit was refused: %s", d.Block)
	}

	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", "I looked at the router; it has no middleware yet.", sub), deps); !strings.Contains(d.Block, "neither asking nor ready") {
		t.Errorf("a stop with neither was not blocked: %+v", d)
	}
	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", askText(dbQ, "Database"), sub), deps); d.Block != "" {
		t.Fatalf("the onboarding question was blocked: %s", d.Block)
	}
	res := decode(t, "PostToolUse.main.Agent.foreground-completed.json", map[string]any{"session_id": dsession})
	d, err = engine.Handle(res, deps)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Context, "\nhandle: "+id+"\n") && !strings.HasPrefix(d.Context, "handle: "+id+"\n") {
		t.Errorf("the delivery does not name the handle in a line %q:\n%s", "handle: "+id, d.Context)
	}
	if _, err := s.Answer(agent, ledger.Delivered, []string{dbQ}, map[string]string{dbQ: dbA}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", "I will use PostgreSQL with a token bucket per key.\n\nREADY\n", sub), deps); d.Block != "" {
		t.Fatalf("READY was blocked: %s", d.Block)
	}
	h, _ := s.GetHandle(id)
	if h.State != ledger.HandleReady || h.Rounds != 1 || !strings.Contains(h.Summary, "token bucket") {
		t.Errorf("handle after READY: %+v", h)
	}
	d, _ = engine.Handle(res, deps)
	if !strings.Contains(d.Context, "handle: "+id) || !strings.Contains(d.Context, "is ready") {
		t.Errorf("the orchestrator was not told the handle is ready:\n%s", d.Context)
	}

	for i, work := range []string{"Implement the limiter.", "Write the limiter's tests."} {
		d, err := engine.Handle(dispatchEvent(t, "team:implementer", "handle: "+id+"\n"+work), deps)
		if err != nil {
			t.Fatal(err)
		}
		p := rewritten(t, d)
		for _, want := range []string{"onboarding handle " + id, dbQ, dbA, "token bucket", work} {
			if !strings.Contains(p, want) {
				t.Errorf("dispatch %d does not carry %q:\n%s", i+1, want, p)
			}
		}
		if strings.Contains(p, "handle: "+id) {
			t.Errorf("dispatch %d kept the handle line:\n%s", i+1, p)
		}
		if strings.Count(p, dbQ) != 1 {
			t.Errorf("dispatch %d carries the answer twice (handle and session):\n%s", i+1, p)
		}
	}
	if h, _ := s.GetHandle(id); h.Dispatches != 2 {
		t.Errorf("dispatches = %d, want 2", h.Dispatches)
	}
	if d, _ := engine.Handle(dispatchEvent(t, "team:implementer", "handle: ob-00000000\nGo."), deps); !strings.Contains(d.Block, "does not hold") {
		t.Errorf("an unknown handle was not refused: %+v", d)
	}
}

// Past the round budget the handle is ready with gaps, and the
// orchestrator is told which questions stay open.
func TestOnboardingRoundBudget(t *testing.T) {
	deps, s := dispatchDeps(t)
	deps.Config.OnboardingRounds = 1
	if _, err := engine.Handle(dispatchEvent(t, "team:implementer", "onboard: build it"), deps); err != nil {
		t.Fatal(err)
	}
	hs, _ := s.Handles(dsession)
	id := hs[0].ID
	const agent = "a0b1c2d3e4f5a6b7d"
	sub := filepath.Join(t.TempDir(), "agent.jsonl")
	os.WriteFile(sub, []byte(`{"type":"user","message":{"content":"[team-hook onboarding handle `+id+`]"}}`+"\n"), 0o600)
	engine.Handle(stopEvent(t, agent, "team:implementer", askText(dbQ, "Database"), sub), deps)
	if _, err := s.Answer(agent, ledger.Pending, []string{dbQ}, map[string]string{dbQ: dbA}, time.Now()); err != nil {
		t.Fatal(err)
	}
	// Asking again what was answered is no new round: it is sent back.
	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", askText(dbQ, "Database"), sub), deps); !strings.Contains(d.Block, "already answered") {
		t.Errorf("an onboarding agent asking again was not sent back: %+v", d)
	}
	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", askText("Which port?", "Port"), sub), deps); d.Block != "" {
		t.Fatalf("blocked: %s", d.Block)
	}
	h, _ := s.GetHandle(id)
	if h.State != ledger.HandleGaps || len(h.Gaps) != 1 || h.Gaps[0] != "Which port?" {
		t.Fatalf("handle: %+v", h)
	}
	d, _ := engine.Handle(decode(t, "PostToolUse.main.Agent.foreground-completed.json", map[string]any{"session_id": dsession}), deps)
	if !strings.Contains(d.Context, "ready with gaps") || !strings.Contains(d.Context, "Which port?") {
		t.Errorf("the orchestrator was not told of the gaps:\n%s", d.Context)
	}
}

func TestChangesFiles(t *testing.T) {
	for cmd, want := range map[string]bool{
		"ls -la internal/":                     false,
		"cat go.mod | head -20":                false,
		"grep -rn TODO . 2>/dev/null":          false,
		"go test ./... 2>&1 | tail -5":         false,
		"git log --oneline | head":             false,
		"echo hi > notes.md":                   true,
		"cat a >> b":                           true,
		"rm -rf build":                         true,
		"mkdir -p out && ls":                   true,
		"sed -i 's/a/b/' main.go":              true,
		"git commit -am wip":                   true,
		"cd web && npm install":                true,
		"FOO=1 touch x":                        true,
		"find . -name '*.go' | xargs gofmt -w": true,
		"go vet ./... && git status --short":   false,
	} {
		if got := engine.ChangesFiles(cmd); got != want {
			t.Errorf("ChangesFiles(%q) = %v, want %v", cmd, got, want)
		}
	}
}

// An onboarding agent that changed files with Bash is sent back once per
// command, the commands named; reading commands pass.
func TestOnboardingBashWrites(t *testing.T) {
	deps, s := dispatchDeps(t)
	if _, err := engine.Handle(dispatchEvent(t, "team:implementer", "onboard: build it"), deps); err != nil {
		t.Fatal(err)
	}
	hs, _ := s.Handles(dsession)
	id := hs[0].ID
	const agent = "a0b1c2d3e4f5a6b7e"
	sub := filepath.Join(t.TempDir(), "agent.jsonl")
	bash := func(cmd string) string {
		b, _ := json.Marshal(map[string]any{"type": "assistant", "message": map[string]any{"content": []any{map[string]any{"type": "tool_use", "name": "Bash", "input": map[string]any{"command": cmd}}}}})
		return string(b) + "\n"
	}
	os.WriteFile(sub, []byte(`{"type":"user","message":{"content":"[team-hook onboarding handle `+id+`]"}}`+"\n"+bash("ls internal")+bash("echo x > notes.md")), 0o600)
	d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", "I know enough.\n\nREADY", sub), deps)
	if !strings.Contains(d.Block, "`echo x > notes.md`") || strings.Contains(d.Block, "`ls internal`") {
		t.Fatalf("the write was not sent back, or the read was: %+v", d)
	}
	if d, _ := engine.Handle(stopEvent(t, agent, "team:implementer", "I removed notes.md again. I know enough.\n\nREADY", sub), deps); d.Block != "" {
		t.Errorf("the same command was reported twice: %s", d.Block)
	}
	if h, _ := s.GetHandle(id); h.State != ledger.HandleReady {
		t.Errorf("handle state %s, want ready", h.State)
	}
}

// Idle: a plain subagent's edit without handles, and a dispatch with
// nothing to rewrite, are answered on a stat; anything that may need work
// is not.
func TestIdle(t *testing.T) {
	deps, s := dispatchDeps(t)
	edit := decode(t, "PreToolUse.subagent.Bash.json", map[string]any{"tool_name": "Edit"})
	plain := dispatchEvent(t, "team:questioner", "Set up storage.")
	onboard := dispatchEvent(t, "team:questioner", "onboard: set up storage")
	named := dispatchEvent(t, "team:questioner", "handle: ob-00000000\nGo.")
	for _, c := range []struct {
		ev   *hook.Event
		want bool
	}{{edit, true}, {plain, true}, {onboard, false}, {named, false}} {
		if got := engine.Idle(c.ev, deps); got != c.want {
			t.Errorf("no ledger: Idle(%s %s) = %v", c.ev.ToolName, c.ev.ToolInput, got)
		}
	}
	answered(t, s, "a1", "team:questioner", dbQ, dbA)
	if engine.Idle(plain, deps) {
		t.Error("a dispatch with a ledger to carry from is idle")
	}
	if _, err := engine.Handle(onboard, deps); err != nil {
		t.Fatal(err)
	}
	if engine.Idle(edit, deps) {
		t.Error("a subagent's edit with handles in the ledger is idle")
	}
	// The dispatch Idle lets through is rewritten.
	if d, _ := engine.Handle(plain, deps); d.Empty() {
		t.Error("the dispatch Idle let through carries nothing")
	}
}

// Claude Code writes a subagent's transcript beside its run: an onboarding
// agent's first edit may come before the file holds its prompt. The edit
// is still refused once the prompt arrives.
func TestOnboardingEditBeforeItsPromptIsWritten(t *testing.T) {
	deps, s := dispatchDeps(t)
	d, err := engine.Handle(dispatchEvent(t, "team:implementer", "onboard: add rate limiting to the public API"), deps)
	if err != nil {
		t.Fatal(err)
	}
	p := rewritten(t, d)
	hs, _ := s.Handles(dsession)
	if len(hs) != 1 {
		t.Fatalf("handles: %+v", hs)
	}
	const agent = "a0b1c2d3e4f5a6b7d"
	main := filepath.Join(t.TempDir(), dsession+".jsonl")
	sub := filepath.Join(strings.TrimSuffix(main, ".jsonl"), "subagents", "agent-"+agent+".jsonl")
	if err := os.MkdirAll(filepath.Dir(sub), 0o700); err != nil {
		t.Fatal(err)
	}
	line, _ := json.Marshal(map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": p}})
	written := make(chan error, 1)
	go func() {
		time.Sleep(50 * time.Millisecond) // the client writes the prompt a moment after the run starts
		written <- os.WriteFile(sub, append(line, '\n'), 0o600)
	}()
	edit := decode(t, "PreToolUse.subagent.Bash.json", map[string]any{
		"session_id": dsession, "agent_id": agent, "agent_type": "team:implementer", "transcript_path": main,
		"tool_name": "Write", "tool_input": map[string]any{"file_path": "/notes.md", "content": "x"},
	})
	d, _ = engine.Handle(edit, deps)
	if err := <-written; err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Block, "being onboarded (handle "+hs[0].ID+")") {
		t.Errorf("an onboarding agent's first edit, before its prompt reached its transcript, was not refused: %+v", d)
	}
}
