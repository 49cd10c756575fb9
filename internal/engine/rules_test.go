package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
)

// readEvent is the main agent's PreToolUse of Read (a real payload, its
// tool and input changed).
func readEvent(t *testing.T, promptID, path string) *hook.Event {
	ev := event(t, "PreToolUse.main.Bash.json", nil)
	ev.ToolName, ev.PromptID = "Read", promptID
	ev.ToolInput, _ = json.Marshal(map[string]any{"file_path": path})
	ev.TranscriptPath = "" // none of its own in a test
	return ev
}

func rulesProject(t *testing.T) string {
	dir := t.TempDir()
	for _, f := range []string{"a.go", "b.go", "c.go", "d.go"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(strings.Repeat("x\n", 40)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestOrchestratorRulesOff(t *testing.T) {
	w := newWorld(t, rulesProject(t))
	for _, f := range []string{"a.go", "b.go", "c.go", "d.go"} {
		if d := w.handle(readEvent(t, "p1", filepath.Join(w.project, f))); !d.Empty() {
			t.Fatalf("rules off, yet %+v", d)
		}
	}
	if w.store.Exists() {
		t.Error("rules off, yet a ledger was made")
	}
}

func TestOrchestratorRulesOn(t *testing.T) {
	w := newWorld(t, rulesProject(t))
	w.rulesOn()
	for _, f := range []string{"a.go", "b.go", "c.go"} {
		if d := w.handle(readEvent(t, "p1", filepath.Join(w.project, f))); !d.Empty() {
			t.Fatalf("read %d of 3 refused: %+v", 1, d)
		}
	}
	d := w.handle(readEvent(t, "p1", filepath.Join(w.project, "d.go")))
	want := "team-hook (orchestrator rules): the orchestrator makes at most 3 direct look-ups per turn, and this turn has made 3 (a.go, b.go, c.go). Delegate the reading to the team:researcher agent"
	if !strings.HasPrefix(d.Block, want) {
		t.Fatalf("the fourth read: %+v", d)
	}
	// Claude Code hears the refusal as a permission denial.
	if out := string(encode(t, hook.PreToolUse, d)); !strings.Contains(out, `"permissionDecision":"deny"`) {
		t.Errorf("encoded %s", out)
	}
	// A subagent's read is never the orchestrator's.
	sub := readEvent(t, "p1", filepath.Join(w.project, "d.go"))
	sub.AgentID, sub.AgentType = "a1", "team:researcher"
	if d := w.handle(sub); !d.Empty() {
		t.Errorf("a subagent's read: %+v", d)
	}
	// A new turn (a prompt, a task notification) has a new budget.
	if d := w.handle(readEvent(t, "p2", filepath.Join(w.project, "d.go"))); !d.Empty() {
		t.Errorf("the next turn's first read: %+v", d)
	}
}

func TestOrchestratorRulesWithoutPromptIDs(t *testing.T) {
	w := newWorld(t, rulesProject(t))
	w.rulesOn()
	for _, f := range []string{"a.go", "b.go", "c.go"} {
		w.handle(readEvent(t, "", filepath.Join(w.project, f)))
	}
	if d := w.handle(readEvent(t, "", filepath.Join(w.project, "d.go"))); d.Block == "" {
		t.Fatal("a fourth read in one turn passed")
	}
	prompt := event(t, "UserPromptSubmit.first-prompt.json", nil)
	prompt.PromptID, prompt.SessionID = "", readEvent(t, "", "").SessionID
	w.handle(prompt)
	if d := w.handle(readEvent(t, "", filepath.Join(w.project, "d.go"))); !d.Empty() {
		t.Errorf("after a prompt: %+v", d)
	}
}

// A pane teammate is the main thread of its own process: its transcript
// opens as a teammate's, and the orchestrator's rules are not for it.
func TestOrchestratorRulesSkipPaneTeammates(t *testing.T) {
	w := newWorld(t, rulesProject(t))
	w.rulesOn()
	transcript := filepath.Join(t.TempDir(), "pane.jsonl")
	os.WriteFile(transcript, []byte(`{"type":"user","promptId":"p1"}`+"\n"+`{"attachment":{"type":"team_context","agentName":"worker","teamName":"t"},"type":"attachment"}`+"\n"), 0o600)
	write := event(t, "PreToolUse.main.Bash.json", nil)
	write.ToolName, write.TranscriptPath = "Write", transcript
	write.ToolInput, _ = json.Marshal(map[string]any{"file_path": filepath.Join(w.project, "e.go"), "content": "package x\n"})
	if d := w.handle(write); !d.Empty() {
		t.Errorf("a pane teammate's write: %+v", d)
	}
	write.TranscriptPath = ""
	if d := w.handle(write); !strings.Contains(d.Block, "e.go is a source file") {
		t.Errorf("the orchestrator's write: %+v", d)
	}
}

// rulesOn switches the orchestrator's rules on, as the option does.
func (w *world) rulesOn() {
	cfg, errs := config.FromEnv(func(k string) string {
		if k == "CLAUDE_PLUGIN_OPTION_"+config.OptOrchestratorRules {
			return "true"
		}
		return ""
	})
	if len(errs) != 0 {
		w.t.Fatal(errs)
	}
	w.cfg = cfg
}

func encode(t *testing.T, event string, d hook.Decision) []byte {
	t.Helper()
	return claude.Encode(event, d).Stdout
}
