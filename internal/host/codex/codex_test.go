package codex

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/hook/hooktest"
)

func decode(t *testing.T, name string) *hook.Event { return hooktest.MustDecode(t, Decode, name) }

const child = "01a20829-0387-79e0-9558-bb57f4fa2e69"

func TestDecodeRealPayloads(t *testing.T) {
	stop := decode(t, "SubagentStop.first.json")
	if stop.Name != hook.SubagentStop || stop.AgentType != "asker" || stop.AgentID != child ||
		stop.SessionID != "01a20829-01cf-79b2-a2c9-4b83543485ee" || stop.Cwd != "<project>" || stop.StopHookActive ||
		stop.LastAssistantMessage == nil || !strings.HasSuffix(*stop.LastAssistantMessage, "SUB-FIRST-ANSWER") ||
		!strings.HasSuffix(stop.AgentTranscriptPath, child+".jsonl") {
		t.Fatalf("SubagentStop decoded as %+v", stop)
	}
	if again := decode(t, "SubagentStop.after-block.json"); !again.StopHookActive {
		t.Fatalf("after a block: %+v", again)
	}
	// wait_agent hands the root agent the final message: it is the
	// orchestrator's Agent result.
	wait := decode(t, "PostToolUse.main.wait_agent.json")
	want := hook.AgentResult{AgentID: child, Text: "Fixed.\n\n```open-questions\n- id: q1\n  question: Which database should the service use?\n  options: [Postgres, SQLite]\n```"}
	if wait.ToolName != "Agent" || wait.AgentID != "" || len(wait.Results) != 1 || wait.Results[0] != want {
		t.Fatalf("wait_agent decoded as %+v", wait)
	}
	if !json.Valid(wait.ToolResponse) || wait.ToolResponse[0] != '{' {
		t.Errorf("tool_response not unwrapped from its JSON string: %s", wait.ToolResponse)
	}
	// spawn_agent only says which agent started: not an Agent result.
	spawn := decode(t, "PostToolUse.main.spawn_agent.json")
	if spawn.ToolName != "spawn_agent" || spawn.Results != nil || string(spawn.ToolResponse) != `{"agent_id":"`+child+`","nickname":"Hegel"}` {
		t.Errorf("spawn_agent decoded as %+v (%s)", spawn, spawn.ToolResponse)
	}
	if pre := decode(t, "PreToolUse.main.wait_agent.json"); pre.ToolName != toolWaitAgentNamespaced || pre.Results != nil {
		t.Errorf("PreToolUse of wait_agent decoded as %+v", pre)
	}
}

func TestWaitResults(t *testing.T) {
	got := waitResults(json.RawMessage(`{"status":{"b":{"completed":"B done"},"a":{"completed":"A done"},"c":{"running":null},"d":{"errored":"boom"},"e":{"completed":""}},"timed_out":true}`))
	want := []hook.AgentResult{{AgentID: "a", Text: "A done"}, {AgentID: "b", Text: "B done"}}
	if !slices.Equal(got, want) {
		t.Errorf("waitResults = %+v, want %+v", got, want)
	}
	for _, raw := range []string{``, `null`, `"text"`, `{"status":"x"}`, `{"status":{"a":"completed"}}`} {
		if got := waitResults(json.RawMessage(raw)); got != nil {
			t.Errorf("waitResults(%s) = %+v, want none", raw, got)
		}
	}
}

func TestSkip(t *testing.T) {
	for name, want := range map[string]bool{
		"UserPromptSubmit.main.json":                  false,
		"UserPromptSubmit.subagent.first-prompt.json": true,
		"SubagentStop.first.json":                     false,
		"Stop.main.json":                              false,
		"PostToolUse.main.wait_agent.json":            false,
		"SessionStart.main.json":                      false,
		"SubagentStart.subagent.json":                 false,
	} {
		if got := Skip(decode(t, name)); got != want {
			t.Errorf("Skip(%s) = %v, want %v", name, got, want)
		}
	}
}

// TestEncode pins the answers: Claude Code's shape for each event, and
// nothing Codex's schema lacks.
func TestEncode(t *testing.T) {
	block := hook.Decision{Block: "fix <this> & that"}
	context := hook.Decision{Context: "ask"}
	hooktest.CheckEncode(t, Encode, []hooktest.EncodeCase{
		{hook.SubagentStop, hook.Decision{}, ""},
		{hook.SubagentStop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.SubagentStop, context, ""},
		{hook.SubagentStop, hook.Decision{Result: "a rewrite Codex has no key for"}, ""},
		{hook.Stop, block, `{"decision":"block","reason":"fix <this> & that"}`},
		{hook.PostToolUse, context, `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"ask"}}`},
		{hook.UserPromptSubmit, context, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"ask"}}`},
		{hook.SessionStart, context, `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"ask"}}`},
		{hook.SessionStart, block, ""},
		{hook.PreToolUse, block, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"fix <this> & that"}}`},
		{hook.SubagentStop, hook.Decision{Message: "m", Warnings: []string{"w"}}, `{"systemMessage":"m\nteam-hook: w"}`},
		{hook.TaskCreated, block, ""},
	})
}

// codexSchema is, per event, the keys Codex 0.169.0's output schemas
// (codex-rs/hooks/schema/generated/<event>.command.output.schema.json)
// define at the top level and in hookSpecificOutput; each is
// additionalProperties: false, so any other key drops the whole answer
// (TestCodexDropsAnOutputWithAnUnknownKey in e2e).
var codexSchema = map[string]struct{ top, specific []string }{
	hook.SubagentStop:     {top: []string{"continue", "decision", "reason", "stopReason", "suppressOutput", "systemMessage"}},
	hook.Stop:             {top: []string{"continue", "decision", "reason", "stopReason", "suppressOutput", "systemMessage"}},
	hook.PostToolUse:      {top: []string{"continue", "decision", "hookSpecificOutput", "reason", "stopReason", "suppressOutput", "systemMessage"}, specific: []string{"additionalContext", "hookEventName", "updatedMCPToolOutput", "updatedToolOutput"}},
	hook.UserPromptSubmit: {top: []string{"continue", "decision", "hookSpecificOutput", "reason", "stopReason", "suppressOutput", "systemMessage"}, specific: []string{"additionalContext", "hookEventName"}},
	hook.SessionStart:     {top: []string{"continue", "hookSpecificOutput", "stopReason", "suppressOutput", "systemMessage"}, specific: []string{"additionalContext", "env", "hookEventName"}},
	hook.PreToolUse:       {top: []string{"continue", "hookSpecificOutput", "stopReason", "suppressOutput", "systemMessage"}, specific: []string{"additionalContext", "hookEventName", "permissionDecision", "permissionDecisionReason", "updatedInput"}},
}

// checkCodexSchema fails when out is not an answer Codex accepts for event:
// a key its schema lacks, a hookSpecificOutput naming another event, a
// decision other than "block", or a block without a reason.
func checkCodexSchema(event string, out []byte) error {
	if len(out) == 0 {
		return nil
	}
	sc, ok := codexSchema[event]
	if !ok {
		return fmt.Errorf("%s: Codex sends no such event, yet the answer is %s", event, out)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(out, &top); err != nil {
		return err
	}
	for k := range top {
		if !slices.Contains(sc.top, k) {
			return fmt.Errorf("%s: key %q is not in Codex's schema: %s", event, k, out)
		}
	}
	if raw, ok := top["decision"]; ok {
		var reason string
		_ = json.Unmarshal(top["reason"], &reason)
		if string(raw) != `"block"` || strings.TrimSpace(reason) == "" {
			return fmt.Errorf("%s: decision %s with reason %q: %s", event, raw, reason, out)
		}
	}
	if raw, ok := top["hookSpecificOutput"]; ok {
		var spec map[string]json.RawMessage
		if err := json.Unmarshal(raw, &spec); err != nil {
			return err
		}
		for k := range spec {
			if !slices.Contains(sc.specific, k) {
				return fmt.Errorf("%s: hookSpecificOutput key %q is not in Codex's schema: %s", event, k, out)
			}
		}
		var name string
		_ = json.Unmarshal(spec["hookEventName"], &name)
		if name != event {
			return fmt.Errorf("%s: hookEventName %q: %s", event, name, out)
		}
	}
	return nil
}

// Every answer, whatever the decision, is one Codex's schema accepts for
// its event.
func TestEveryAnswerFitsCodexSchema(t *testing.T) {
	decisions := []hook.Decision{
		{},
		{Block: "b"},
		{Context: "c"},
		{Message: "m"},
		{Warnings: []string{"w"}},
		{Result: "r"},
		{Block: "b", Context: "c", Message: "m", Warnings: []string{"w"}, Result: "r"},
		{Context: "c", Result: "r", Message: "m"},
	}
	for event := range codexSchema {
		for _, d := range decisions {
			if err := checkCodexSchema(event, Encode(event, d).Stdout); err != nil {
				t.Errorf("Encode(%s, %+v): %v", event, d, err)
			}
		}
	}
}

// The check itself catches what Codex drops: an answer with a key its
// schema lacks fails it (so an encoder that wrote one would fail the test
// above), and so do the other shapes Codex refuses.
func TestCodexSchemaCheckRejectsWhatCodexDrops(t *testing.T) {
	for _, c := range []struct{ event, out string }{
		{hook.SubagentStop, `{"decision":"block","reason":"r","modifiedResponse":"x"}`},
		{hook.SubagentStop, `{"decision":"block","reason":"r","additionalContext":"c"}`},
		{hook.PostToolUse, `{"additionalContext":"c"}`},
		{hook.PostToolUse, `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"c","extra":1}}`},
		{hook.PostToolUse, `{"hookSpecificOutput":{"hookEventName":"UserPromptSubmit","additionalContext":"c"}}`},
		{hook.SubagentStop, `{"hookSpecificOutput":{"hookEventName":"SubagentStop","additionalContext":"c"}}`},
		{hook.SubagentStop, `{"decision":"approve","reason":"r"}`},
		{hook.SubagentStop, `{"decision":"block","reason":" "}`},
		{hook.PreToolUse, `{"decision":"block","reason":"r"}`},
		{hook.TaskCreated, `{"decision":"block","reason":"r"}`},
	} {
		if checkCodexSchema(c.event, []byte(c.out)) == nil {
			t.Errorf("%s answered %s passed the check", c.event, c.out)
		}
	}
}

func TestTools(t *testing.T) {
	h := Tools()
	if h.AskUser != "request_user_input" || h.Ask != hook.AskAllWithIDs || h.AskWhere != "Plan mode" || h.Resume != "send_input" || h.ResumeTo != "target" || h.RewritesResult {
		t.Errorf("Tools() = %+v", h)
	}
}

// FuzzDecode: no input panics, and a decoded event always names its event.
func FuzzDecode(f *testing.F) {
	hooktest.FuzzDecode(f, Decode, []string{"SubagentStop.first.json", "PostToolUse.main.wait_agent.json", "PostToolUse.main.spawn_agent.json"},
		`{"hook_event_name":"PostToolUse","tool_name":"multi_agent_v1wait_agent","tool_response":"{\"status\":{\"a\":{\"completed\":1}}}"}`)
}
