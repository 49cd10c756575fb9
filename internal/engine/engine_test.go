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
}

// The plugin's hooks.json must start the hook for exactly the tools it
// handles: a tool missing from the matcher is never delivered, an extra one
// costs a process for nothing.
func TestHooksJSONMatcherIsToolsHandled(t *testing.T) {
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
	if len(f.Hooks[hook.PostToolUse]) != 1 {
		t.Fatalf("hooks.json has %d PostToolUse groups, want 1", len(f.Hooks[hook.PostToolUse]))
	}
	got := strings.Split(f.Hooks[hook.PostToolUse][0].Matcher, "|")
	want := engine.ToolsHandled()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("hooks.json PostToolUse matcher lists %v; the hook handles %v", got, want)
	}
}
