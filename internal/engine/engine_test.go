package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/orchestrator"
)

// fixture is a real Claude Code payload.
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "host", "claude", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestIgnored(t *testing.T) {
	for _, c := range []struct {
		fixture string
		want    bool
	}{
		{"PostToolUse.main.Bash.json", true},
		{"PostToolUse.subagent.Bash.json", true},
		{"SessionStart.main.json", false}, // says once that enforcement starts, and bad options
		{"Stop.main.stop_hook_active-false.json", true},
		{"Stop.main.stop_hook_active-true.json", true},
		{"PreToolUse.main.Bash.json", true},
		{"PreToolUse.subagent.Bash.json", true},
		{"SubagentStart.subagent.json", true},
		{"PreToolUse.main.Agent.json", true},
		{"PostToolUse.main.Agent.foreground-completed.json", false},
		{"PostToolUse.main.Agent.background-launched.json", false},
		{"PostToolUse.subagent.TaskCreate.json", false},
		{"PostToolUse.subagent.TaskUpdate.json", false},
		{"PostToolUse.subagent.TodoWrite.json", false},
		{"SubagentStop.first.json", false},
		{"SubagentStop.after-block.json", false},
		{"UserPromptSubmit.first-prompt.json", false},
		{"UserPromptSubmit.task-notification.json", false},
	} {
		ev, err := claude.Decode(fixture(t, c.fixture))
		if err != nil {
			t.Fatal(err)
		}
		if got := engine.Ignored(ev); got != c.want {
			t.Errorf("Ignored(%s) = %v, want %v", c.fixture, got, c.want)
		}
	}
	for _, tool := range []string{"Task", "AskUserQuestion", "SendMessage"} {
		if engine.Ignored(&hook.Event{Name: hook.PostToolUse, ToolName: tool}) {
			t.Errorf("PostToolUse of %s ignored", tool)
		}
	}
	if !engine.Ignored(&hook.Event{Name: "SomeFutureEvent"}) {
		t.Error("an unknown event is not ignored")
	}
	// The orchestrator's rules watch the main agent's reads and writes,
	// never a subagent's.
	for _, tool := range orchestrator.Tools() {
		if engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: tool}) {
			t.Errorf("PreToolUse of %s in the main agent ignored", tool)
		}
		if !engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: tool, AgentID: "a1", AgentType: "team:researcher"}) {
			t.Errorf("PreToolUse of %s in a subagent not ignored", tool)
		}
	}
}

// matcherTools is the tool list of hooks.json's one matcher group for
// event, sorted.
func matcherTools(t *testing.T, event string) []string {
	t.Helper()
	data, err := os.ReadFile("../../hooks/hooks.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Hooks map[string][]struct {
			Matcher string `json:"matcher"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Hooks[event]) != 1 {
		t.Fatalf("hooks.json has %d %s groups, want 1", len(f.Hooks[event]), event)
	}
	got := strings.Split(f.Hooks[event][0].Matcher, "|")
	slices.Sort(got)
	return got
}

// The plugin's hooks.json must start the hook for exactly the tools it
// handles: a tool missing from the matcher is never delivered, an extra one
// costs a process for nothing.
func TestHooksJSONMatcherIsToolsHandled(t *testing.T) {
	got := matcherTools(t, hook.PostToolUse)
	want := engine.ToolsHandled()
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("hooks.json PostToolUse matcher lists %v; the hook handles %v", got, want)
	}
}

// hooks.json starts the hook on PreToolUse for exactly the tools the
// orchestrator's rules watch: any other tool never starts the process.
func TestHooksJSONPreToolUseMatcherIsTheRulesTools(t *testing.T) {
	got := matcherTools(t, hook.PreToolUse)
	want := orchestrator.Tools()
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("hooks.json PreToolUse matcher lists %v; the rules watch %v", got, want)
	}
}
