package claude

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/hook/hooktest"
)

func TestDecodeRealPayloads(t *testing.T) {
	stop, err := Decode(hooktest.Fixture(t, "SubagentStop.first.json"))
	if err != nil {
		t.Fatal(err)
	}
	if stop.Name != hook.SubagentStop || stop.AgentType != "hooktest:questioner" || stop.AgentID != "a1e80360502c92676" ||
		stop.LastAssistantMessage == nil || *stop.LastAssistantMessage != "SUBAGENT-FINAL: the answer is 4." || stop.StopHookActive ||
		!strings.HasSuffix(stop.AgentTranscriptPath, "agent-a1e80360502c92676.jsonl") ||
		stop.PromptID != "8cb6451c-4d67-4d88-abf9-465418e80e52" {
		t.Fatalf("SubagentStop decoded as %+v", stop)
	}
	again, err := Decode(hooktest.Fixture(t, "SubagentStop.after-block.json"))
	if err != nil || !again.StopHookActive {
		t.Fatalf("after-block: %+v, %v", again, err)
	}
	post, err := Decode(hooktest.Fixture(t, "PostToolUse.main.Agent.foreground-completed.json"))
	if err != nil {
		t.Fatal(err)
	}
	if post.ToolName != "Agent" || post.AgentID != "" || !bytes.Contains(post.ToolResponse, []byte(`"agentId": "a1e80360502c92676"`)) {
		t.Fatalf("PostToolUse decoded as %+v", post)
	}
	prompt, err := Decode(hooktest.Fixture(t, "UserPromptSubmit.task-notification.json"))
	// A task notification opens a turn of its own.
	if err != nil || !strings.HasPrefix(prompt.Prompt, "<task-notification>") || prompt.PromptID != "2f1bdacf-e12c-4991-ad68-2fb474efb100" {
		t.Fatalf("UserPromptSubmit: %+v, %v", prompt, err)
	}
}

// The team events (testdata/teams, captured from real agent teams): who
// fired them and which task, with every field optional.
func TestDecodeTeamPayloads(t *testing.T) {
	for _, c := range []struct {
		file                                     string
		name, agentID, agentType, teammate, team string
		taskID, permissionMode                   string
	}{
		{"teams/TeammateIdle.teammate.json", hook.TeammateIdle, "aworker-251b2dbef78d5d39", "worker", "worker", "session-998286f3", "", "bypassPermissions"},
		{"teams/TeammateIdle.pane-teammate.json", hook.TeammateIdle, "", "", "worker", "hooktest-team", "", "bypassPermissions"},
		{"teams/TaskCompleted.teammate.tool-path.json", hook.TaskCompleted, "aworker-251b2dbef78d5d39", "worker", "worker", "session-998286f3", "1", ""},
		{"teams/TaskCompleted.teammate.turn-end.json", hook.TaskCompleted, "aworker-8956da9ae013c1a5", "worker", "worker", "session-5c26d939", "1", "bypassPermissions"},
		{"teams/TaskCompleted.pane-teammate.tool-path.json", hook.TaskCompleted, "", "", "worker", "hooktest-team", "1", ""},
		{"teams/TaskCompleted.subagent.no-team.json", hook.TaskCompleted, "ab5cce6ba2e496d5c", "general-purpose", "", "", "1", ""},
		{"teams/TaskCreated.lead.json", hook.TaskCreated, "", "", "", "", "1", ""},
		{"teams/TaskCreated.pane-teammate.json", hook.TaskCreated, "", "", "worker", "hooktest-team", "1", ""},
		{"teams/Stop.pane-teammate.json", hook.Stop, "", "", "", "", "", "bypassPermissions"},
		{"teams/SubagentStop.teammate.first.json", hook.SubagentStop, "aworker-251b2dbef78d5d39", "worker", "", "", "", "bypassPermissions"},
	} {
		ev, err := Decode(hooktest.Fixture(t, c.file))
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if ev.Name != c.name || ev.AgentID != c.agentID || ev.AgentType != c.agentType || ev.TeammateName != c.teammate ||
			ev.TeamName != c.team || ev.TaskID != c.taskID || ev.PermissionMode != c.permissionMode {
			t.Errorf("%s decoded as %+v", c.file, ev)
		}
	}
	stale, err := Decode(hooktest.Fixture(t, "teams/TaskCompleted.teammate.tool-path.stale-description.json"))
	if err != nil || stale.TaskSubject != "Compute 2+2" || !strings.HasSuffix(stale.TaskDescription, "Acceptance: prints 4") {
		t.Fatalf("stale description: %+v, %v", stale, err)
	}
}

func TestDecodeIsTolerant(t *testing.T) {
	// Unknown fields, and known fields of an unexpected type, are dropped.
	ev, err := Decode([]byte(`{"hook_event_name":"SubagentStop","agent_type":7,"stop_hook_active":"yes","new_field":{"x":1},"last_assistant_message":null}`))
	if err != nil {
		t.Fatal(err)
	}
	if ev.AgentType != "" || ev.StopHookActive || ev.LastAssistantMessage != nil {
		t.Fatalf("got %+v", ev)
	}
}

func TestDecodeRejects(t *testing.T) {
	for name, in := range map[string]string{
		"empty":            "",
		"white space":      " \n",
		"truncated":        `{"hook_event_name":"SubagentStop","agent_type":"x`,
		"array":            `[1,2]`,
		"string":           `"SubagentStop"`,
		"no event name":    `{"agent_type":"x"}`,
		"event not string": `{"hook_event_name":5}`,
		"invalid utf8 key": "{\"hook_event_name\":\"Stop\"\xff}",
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := Decode([]byte(in)); !errors.Is(err, hook.ErrNotEvent) {
				t.Fatalf("err = %v, want ErrNotEvent", err)
			}
		})
	}
}

// TestEncode pins, per event, what Claude Code 2.1.330 accepts: a block
// is decision:block on the stops and the team events, a refusal
// (permissionDecision deny) on PreToolUse; context goes in
// hookSpecificOutput only where the event has one that carries it.
func TestEncode(t *testing.T) {
	block := hook.Decision{Block: "fix <this> & that"}
	context := hook.Decision{Context: "ask"}
	message := hook.Decision{Message: "m", Warnings: []string{"w1", "w2"}}
	hooktest.CheckEncode(t, Encode, []hooktest.EncodeCase{
		{hook.SubagentStop, hook.Decision{}, ""},
		{hook.SubagentStop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.SubagentStop, context, ""}, // context on a stop reaches nobody
		{hook.Stop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.TaskCreated, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.TaskCompleted, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.TeammateIdle, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.TeammateIdle, context, ""},
		{hook.TaskCreated, context, ""},
		{hook.TaskCompleted, context, ""},
		{hook.PreToolUse, block, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"fix <this> & that"}}`},
		{hook.PreToolUse, context, ""},
		{hook.PostToolUse, context, `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"ask"}}`},
		{hook.UserPromptSubmit, context, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"ask"}}`},
		{hook.SubagentStop, message, `{"systemMessage":"m\nteam-hook: w1; w2"}`},
		{"", message, `{"systemMessage":"m\nteam-hook: w1; w2"}`},
	})
}

// For the events without a hookSpecificOutput type, one voids the whole
// answer, a block beside it included: whatever the decision, none is
// ever written for them.
func TestNoHookSpecificOutputWhereItVoidsTheAnswer(t *testing.T) {
	full := hook.Decision{Block: "b", Context: "c", Message: "m", Warnings: []string{"w"}}
	for _, event := range []string{hook.SubagentStop, hook.Stop, hook.TaskCreated, hook.TaskCompleted, hook.TeammateIdle} {
		for _, d := range []hook.Decision{full, {Context: "c"}, {Context: "c", Message: "m"}} {
			if out := Encode(event, d).Stdout; bytes.Contains(out, []byte("hookSpecificOutput")) {
				t.Errorf("%s: %s", event, out)
			}
		}
	}
}

// FuzzDecode: no input panics, and a decoded event always names its event.
func FuzzDecode(f *testing.F) {
	hooktest.FuzzDecode(f, Decode, []string{"SubagentStop.first.json", "PostToolUse.main.Agent.foreground-completed.json", "UserPromptSubmit.task-notification.json"},
		`{"hook_event_name":"SubagentStop","last_assistant_message":"\u0000\ud800"}`)
}

func TestReadEvent(t *testing.T) {
	if _, err := ReadEvent(strings.NewReader("  "), time.Second); err == nil || !strings.Contains(err.Error(), "stdin was empty") || !errors.Is(err, hook.ErrNotEvent) {
		t.Fatalf("empty stdin: %v", err)
	}
	ev, err := ReadEvent(strings.NewReader(`{"hook_event_name":"PostToolUse","tool_name":"Bash"}`), time.Second)
	if err != nil || ev.ToolName != "Bash" || ev.Name != hook.PostToolUse {
		t.Fatalf("ReadEvent = %+v, %v", ev, err)
	}
}

// The hand-written answer is, byte for byte, what hook.JSONAnswer writes
// for the same output, for every shape of answer and whatever the strings
// hold.
func TestEncodeAsJSONAnswer(t *testing.T) {
	texts := []string{
		"plain", `quote " and \ backslash`, "new\nline\ttab\r\x00\x1f\b\f\x7f",
		"<html> & \u2028\u2029 é 日本 🙂", "bad \xff utf-8 \xe2\x82",
	}
	for _, text := range texts {
		for _, o := range []output{
			{SystemMessage: text},
			{Decision: "block", Reason: text},
			{SystemMessage: text, Decision: "block", Reason: text},
			{HookSpecificOutput: &hookSpecific{HookEventName: text, AdditionalContext: text}},
			{SystemMessage: text, HookSpecificOutput: &hookSpecific{HookEventName: hook.PreToolUse, PermissionDecision: "deny", PermissionDecisionReason: text}},
			{HookSpecificOutput: &hookSpecific{HookEventName: hook.SessionStart}},
			{HookSpecificOutput: &hookSpecific{HookEventName: text, AdditionalContext: text, PermissionDecision: text, PermissionDecisionReason: text}},
		} {
			want := hook.JSONAnswer(o).Stdout
			if got := o.appendJSON(nil); !bytes.Equal(got, want) {
				t.Errorf("%+v:\n got %s\nwant %s", o, got, want)
			}
		}
	}
	// And Encode writes it.
	for _, c := range []struct {
		event string
		d     hook.Decision
		o     output
	}{
		{hook.SubagentStop, hook.Decision{Block: texts[1]}, output{Decision: "block", Reason: texts[1]}},
		{hook.PreToolUse, hook.Decision{Block: texts[3]}, output{HookSpecificOutput: &hookSpecific{HookEventName: hook.PreToolUse, PermissionDecision: "deny", PermissionDecisionReason: texts[3]}}},
		{hook.PostToolUse, hook.Decision{Context: texts[2]}, output{HookSpecificOutput: &hookSpecific{HookEventName: hook.PostToolUse, AdditionalContext: texts[2]}}},
	} {
		if got, want := Encode(c.event, c.d).Stdout, hook.JSONAnswer(c.o).Stdout; !bytes.Equal(got, want) {
			t.Errorf("%s:\n got %s\nwant %s", c.event, got, want)
		}
	}
}
