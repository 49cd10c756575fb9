package engine_test

import (
	"bytes"
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
		// A Stop may be a pane teammate's turn end or a lead's (§9).
		{"Stop.main.stop_hook_active-false.json", false},
		{"Stop.main.stop_hook_active-true.json", false},
		{"teams/Stop.pane-teammate.json", false},
		{"teams/TaskCreated.lead.json", true},
		{"teams/TaskCompleted.subagent.no-team.json", true},
		{"teams/TaskCompleted.teammate.tool-path.json", false},
		{"teams/TaskCompleted.pane-teammate.turn-end.json", false},
		{"teams/TeammateIdle.teammate.json", false},
		{"teams/TeammateIdle.pane-teammate.json", false},
		{"teams/PreToolUse.teammate.SendMessage.json", false},
		{"teams/PreToolUse.teammate.TaskUpdate.completed.json", false},
		{"teams/SubagentStart.teammate.json", true},
		{"PreToolUse.main.Bash.json", true},
		{"PreToolUse.subagent.Bash.json", true},
		{"SubagentStart.subagent.json", true},
		{"PreToolUse.main.Agent.json", false}, // a dispatch: answers carried, onboarding (§8, §8b)
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
	// A teammate's Bash is checked (git commit, the teachback gate); a
	// main agent's only in a pane teammate started with a definition.
	for _, ev := range []hook.Event{
		{Name: hook.PreToolUse, ToolName: "Bash", AgentID: "aworker-0123456789abcdef"},
		{Name: hook.PreToolUse, ToolName: "Bash", AgentType: "worker"},
	} {
		if engine.Ignored(&ev) {
			t.Errorf("Bash of %+v ignored", ev)
		}
	}
	for _, tool := range []string{"Task", "AskUserQuestion", "SendMessage"} {
		if engine.Ignored(&hook.Event{Name: hook.PostToolUse, ToolName: tool}) {
			t.Errorf("PostToolUse of %s ignored", tool)
		}
	}
	for _, tool := range []string{"SendMessage", "TaskUpdate"} {
		if !engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: tool, AgentID: "ab5cce6ba2e496d5c"}) {
			t.Errorf("PreToolUse of %s in a plain subagent not ignored", tool)
		}
		if engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: tool}) {
			t.Errorf("PreToolUse of %s in a main agent ignored", tool)
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
		// A subagent's edits are looked at: an onboarding agent's are
		// refused (§8b); its reads are not.
		edit := tool == "Edit" || tool == "Write" || tool == "NotebookEdit"
		if got := engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: tool, AgentID: "a1", AgentType: "team:researcher"}); got == edit {
			t.Errorf("PreToolUse of %s in a subagent: ignored = %v", tool, got)
		}
	}
	// A subagent's own dispatch is not rewritten.
	if !engine.Ignored(&hook.Event{Name: hook.PreToolUse, ToolName: "Agent", AgentID: "a1"}) {
		t.Error("PreToolUse of Agent in a subagent not ignored")
	}
}

// The plugin's hooks.json must start the hook for exactly the tools it
// handles: a tool missing from the matcher is never delivered or refused,
// an extra one costs a process for nothing.
func TestHooksJSONMatcherIsToolsHandled(t *testing.T) {
	for _, c := range []struct {
		event string
		want  []string
	}{{hook.PostToolUse, engine.ToolsHandled()}, {hook.PreToolUse, engine.ToolsRefusable()}} {
		groups := hooksJSON(t)[c.event]
		if len(groups) != 1 {
			t.Errorf("hooks.json has %d %s groups, want 1", len(groups), c.event)
			continue
		}
		got := strings.Split(groups[0].Matcher, "|")
		slices.Sort(got)
		slices.Sort(c.want)
		if !slices.Equal(got, c.want) {
			t.Errorf("hooks.json %s matcher lists %v; the hook handles %v", c.event, got, c.want)
		}
	}
	// Matchers do not apply to the team events (CLAUDE-CODE-TEAMS.md), and
	// SubagentStop's would test a teammate's name: none has one.
	for _, event := range []string{hook.SubagentStop, hook.Stop, hook.TaskCreated, hook.TaskCompleted, hook.TeammateIdle} {
		groups := hooksJSON(t)[event]
		if len(groups) != 1 || groups[0].Matcher != "" {
			t.Errorf("hooks.json %s: %+v, want one group without a matcher", event, groups)
		}
	}
}

type hookGroup struct {
	Matcher string `json:"matcher"`
}

// hooksJSON reads the plugin's hooks.json. Its keys must be unique: a
// duplicated event key would silently drop one of the groups.
func hooksJSON(t *testing.T) map[string][]hookGroup {
	t.Helper()
	data, err := os.ReadFile("../../hooks/hooks.json")
	if err != nil {
		t.Fatal(err)
	}
	events := map[string]bool{}
	dec := json.NewDecoder(bytes.NewReader(data))
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch v := tok.(type) {
		case json.Delim:
			if v == '{' || v == '[' {
				depth++
			} else {
				depth--
			}
		case string:
			// Keys of the "hooks" object sit at depth 2.
			if depth == 2 {
				if events[v] {
					t.Errorf("hooks.json lists %s twice", v)
				}
				events[v] = true
			}
		}
	}
	var f struct {
		Hooks map[string][]hookGroup `json:"hooks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	return f.Hooks
}
