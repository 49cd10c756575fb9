package hook

import (
	"encoding/json"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestIgnored(t *testing.T) {
	for _, c := range []struct {
		fixture string
		want    bool
	}{
		{"PostToolUse.main.Bash.json", true},
		{"PostToolUse.subagent.Bash.json", true},
		{"SessionStart.main.json", true},
		{"Stop.main.stop_hook_active-false.json", true},
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
		ev, err := Decode(fixture(t, c.fixture))
		if err != nil {
			t.Fatal(err)
		}
		if got := Ignored(ev); got != c.want {
			t.Errorf("Ignored(%s) = %v, want %v", c.fixture, got, c.want)
		}
	}
	for _, tool := range []string{"Task", "AskUserQuestion", "SendMessage"} {
		if Ignored(&Event{HookEventName: PostToolUse, ToolName: tool}) {
			t.Errorf("PostToolUse of %s ignored", tool)
		}
	}
	if !Ignored(&Event{HookEventName: "SomeFutureEvent"}) {
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
	if len(f.Hooks[PostToolUse]) != 1 {
		t.Fatalf("hooks.json has %d PostToolUse groups, want 1", len(f.Hooks[PostToolUse]))
	}
	got := strings.Split(f.Hooks[PostToolUse][0].Matcher, "|")
	want := slices.Clone(ToolsHandled)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("hooks.json PostToolUse matcher lists %v; the hook handles %v", got, want)
	}
}

type neverCloses struct{}

func (neverCloses) Read([]byte) (int, error) { select {} }

func TestRead(t *testing.T) {
	data, err := Read(strings.NewReader(`{"hook_event_name":"Stop"}`), time.Second)
	if err != nil || string(data) != `{"hook_event_name":"Stop"}` {
		t.Fatalf("Read = %q, %v", data, err)
	}
	start := time.Now()
	if _, err := Read(neverCloses{}, 50*time.Millisecond); err == nil || err.Error() != "stdin did not close within 50ms" {
		t.Fatalf("never-closing stdin: %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatal("the deadline did not fire")
	}
	big := io.LimitReader(zeros{}, MaxEvent+1)
	if _, err := Read(big, 10*time.Second); err == nil || !strings.Contains(err.Error(), "larger than 64 MiB") {
		t.Fatalf("oversized event: %v", err)
	}
	if _, err := ReadEvent(strings.NewReader("  "), time.Second); err == nil || !strings.Contains(err.Error(), "stdin was empty") {
		t.Fatalf("empty stdin: %v", err)
	}
	ev, err := ReadEvent(strings.NewReader(`{"hook_event_name":"PostToolUse","tool_name":"Bash"}`), time.Second)
	if err != nil || ev.ToolName != "Bash" {
		t.Fatalf("ReadEvent = %+v, %v", ev, err)
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}
