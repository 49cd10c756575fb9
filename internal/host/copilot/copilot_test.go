package copilot

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/hook/hooktest"
)

func decode(t *testing.T, name string) *hook.Event { return hooktest.MustDecode(t, Decode, name) }

func TestDecodeRealPayloads(t *testing.T) {
	stop := decode(t, "SubagentStop.first.json")
	if stop.Name != hook.SubagentStop || stop.AgentType != "hooktest2:asker" || stop.AgentID != "8e6cd8e9-4d74-4581-b1cb-43376c3a0e1a" ||
		stop.SessionID != "c28290f6-a42d-4600-bf81-1bc89841a4be" || stop.Cwd != "<project>" || stop.StopHookActive ||
		stop.LastAssistantMessage == nil || !strings.HasSuffix(*stop.LastAssistantMessage, "SUB-FIRST-ANSWER") {
		t.Fatalf("SubagentStop decoded as %+v", stop)
	}
	if again := decode(t, "SubagentStop.after-block.json"); !again.StopHookActive {
		t.Fatalf("after a block: %+v", again)
	}
	// The orchestrator's side: the result is in tool_result, there is no
	// tool_response, and the agent is named only by its type.
	for name, text := range map[string]string{
		"PostToolUse.main.Agent.json":                  "I would ask the user which database to use, but I can't, so I picked Postgres. SUB-FIRST-ANSWER",
		"PostToolUse.main.Agent.modifiedResponse.json": "MODIFIED-BY-HOOK: 1 open question pending for the user.",
	} {
		post := decode(t, name)
		want := []hook.AgentResult{{AgentType: "hooktest2:asker", Text: text}}
		if post.Name != hook.PostToolUse || post.ToolName != "Agent" || post.AgentID != "" || post.ToolResponse != nil ||
			len(post.Results) != 1 || post.Results[0] != want[0] {
			t.Errorf("%s decoded as %+v", name, post)
		}
	}
	if pre := decode(t, "PreToolUse.main.Agent.json"); pre.Results != nil || pre.ToolName != "Agent" {
		t.Errorf("PreToolUse decoded as %+v", pre)
	}
}

// UserPromptSubmit and Stop fire inside subagents too (with agent_id):
// they are skipped. The orchestrator's own are not.
func TestSkip(t *testing.T) {
	for name, want := range map[string]bool{
		"UserPromptSubmit.main.json":                  false,
		"UserPromptSubmit.subagent.first-prompt.json": true,
		"UserPromptSubmit.subagent.block-reason.json": true,
		"Stop.main.json":                              false,
		"Stop.subagent.json":                          true,
		"Stop.subagent.after-block.json":              true,
		"SubagentStop.first.json":                     false,
		"SubagentStop.general-purpose.json":           false,
		"PostToolUse.main.Agent.json":                 false,
		"SessionStart.main.json":                      false,
	} {
		if got := Skip(decode(t, name)); got != want {
			t.Errorf("Skip(%s) = %v, want %v", name, got, want)
		}
	}
}

// SubagentStart has no hook_event_name on Copilot, and a camelCase
// registration sends another payload altogether: neither is an event
// team-hook registers for, and neither decodes as one.
func TestDecodeRejectsWhatTeamHookDoesNotRegister(t *testing.T) {
	for _, name := range []string{"SubagentStart.subagent.json", "subagentStop.camelCase.general-purpose.json"} {
		if _, err := Decode(hooktest.Fixture(t, name)); !errors.Is(err, hook.ErrNotEvent) {
			t.Errorf("%s: err = %v, want ErrNotEvent", name, err)
		}
	}
}

// TestEncode pins what Copilot 1.0.102 reads per event
// (TestCopilotModifiedResponseReplacesTheResult and
// TestCopilotReadsOnlyTopLevelAdditionalContext in e2e): a block is
// decision "block"; context is a top-level additionalContext on the events
// that carry it; a rewrite is modifiedResponse on SubagentStop, and a
// block beside it wins.
func TestEncode(t *testing.T) {
	block := hook.Decision{Block: "fix <this> & that"}
	context := hook.Decision{Context: "ask"}
	rewrite := hook.Decision{Result: "the message\n\nthe instructions"}
	message := hook.Decision{Message: "m", Warnings: []string{"w"}}
	hooktest.CheckEncode(t, Encode, []hooktest.EncodeCase{
		{hook.SubagentStop, hook.Decision{}, ""},
		{hook.SubagentStop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.SubagentStop, rewrite, `{"modifiedResponse":"the message\n\nthe instructions"}`},
		{hook.SubagentStop, hook.Decision{Block: "b", Result: "r"}, `{"decision":"block","reason":"b"}`},
		{hook.SubagentStop, context, ""},
		{hook.Stop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.PostToolUse, context, `{"additionalContext":"ask"}`},
		{hook.PostToolUse, rewrite, ""},
		{hook.UserPromptSubmit, context, `{"additionalContext":"ask"}`},
		{hook.SessionStart, context, `{"additionalContext":"ask"}`},
		{hook.PreToolUse, block, `{"permissionDecision":"deny","permissionDecisionReason":"fix <this> & that"}`},
		{hook.SubagentStop, message, `{"systemMessage":"m\nteam-hook: w"}`},
		{hook.SubagentStop, hook.Decision{Result: "r", Message: "m"}, `{"systemMessage":"m","modifiedResponse":"r"}`},
	})
}

// Copilot ignores hookSpecificOutput without a word, and reads decision
// only as "block" or "allow": no answer ever carries the one, or another
// decision.
func TestNoKeyCopilotIgnores(t *testing.T) {
	full := hook.Decision{Block: "b", Context: "c", Message: "m", Warnings: []string{"w"}, Result: "r"}
	for _, event := range []string{hook.SubagentStop, hook.Stop, hook.PostToolUse, hook.PreToolUse, hook.UserPromptSubmit, hook.SessionStart} {
		for _, d := range []hook.Decision{full, {Context: "c"}, {Result: "r"}, {Block: "b"}} {
			out := Encode(event, d).Stdout
			if bytes.Contains(out, []byte("hookSpecificOutput")) || bytes.Contains(out, []byte(`"approve"`)) {
				t.Errorf("%s: %s", event, out)
			}
		}
	}
}

func TestTools(t *testing.T) {
	h := Tools()
	if h.AskUser != "ask_user" || h.Ask != hook.AskForm || h.AskWhere != "interactive sessions" || h.Resume != "write_agent" || h.ResumeTo != "agent_id" || !h.RewritesResult {
		t.Errorf("Tools() = %+v", h)
	}
}

// FuzzDecode: no input panics, and a decoded event always names its event.
func FuzzDecode(f *testing.F) {
	hooktest.FuzzDecode(f, Decode, []string{"SubagentStop.first.json", "PostToolUse.main.Agent.json", "Stop.subagent.json"},
		`{"hook_event_name":"PostToolUse","tool_name":"Agent","tool_result":"text"}`)
}
