package e2e

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakechat"
)

// What Copilot CLI itself does with a plugin's hooks, asked of the probe
// plugin (loaded alone with --plugin-dir). The adapter for Copilot builds
// on these; see the package documentation.

func newCopilotProbe(t *testing.T, c *copilotRun) *probe {
	t.Helper()
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"UserPromptSubmit": {map[string]any{"hooks": []any{execForm}}}})
	c.plugin = p.root
	return p
}

// Copilot, too, substitutes ${CLAUDE_PLUGIN_ROOT} into the command's text
// and runs it through a shell: quoted, a plugin folder with a space stays
// one word; in the exec form it splits and the program never starts, with
// no warning. Plugin hooks run in the plugin folder; the project is the
// payload's cwd and CLAUDE_PROJECT_DIR. UserPromptSubmit also fires inside
// the subagent (with agent_id); the orchestrator's side of a subagent is
// SubagentStop, then PostToolUse of tool "Agent" whose tool_result holds
// the message the orchestrator receives.
func TestCopilotRunsHookCommandsThroughAShell(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newCopilotProbe(t, c)
	c.run("Set up the storage layer.")

	var events []string
	prompts := map[bool]int{} // inside a subagent or not
	for _, r := range p.runs() {
		events = append(events, r.Event)
		if slices.Contains(r.Args, "exec-form") || len(r.Args) < 2 {
			t.Errorf("the exec-form entry ran (%q): with a space in the plugin root it should not start", r.Args)
			continue
		}
		checkShellForm(t, r, p.root, c.home)
		if r.Dir != p.root || r.Payload["cwd"] != c.project || r.Env["CLAUDE_PROJECT_DIR"] != c.project || r.Env["COPILOT_CLI"] != "1" {
			t.Errorf("%s: ran in %s, cwd %v, CLAUDE_PROJECT_DIR=%q, COPILOT_CLI=%q; want the plugin folder, the project twice, 1",
				r.Event, r.Dir, r.Payload["cwd"], r.Env["CLAUDE_PROJECT_DIR"], r.Env["COPILOT_CLI"])
		}
		switch r.Event {
		case "UserPromptSubmit":
			prompts[r.Payload["agent_id"] != nil]++
		case "SubagentStop":
			if r.Payload["agent_type"] != "general-purpose" || r.Payload["last_assistant_message"] != fixedAnswer {
				t.Errorf("SubagentStop payload: %v", r.Payload)
			}
		case "PostToolUse":
			result, _ := r.Payload["tool_result"].(map[string]any)
			if r.Payload["tool_name"] != "Agent" || result["text_result_for_llm"] != fixedAnswer || r.Payload["tool_response"] != nil {
				t.Errorf("PostToolUse payload: %v", r.Payload)
			}
		}
	}
	if want := []string{"SessionStart", "UserPromptSubmit", "UserPromptSubmit", "SubagentStop", "PostToolUse"}; !slices.Equal(events, want) {
		t.Errorf("hook runs %v, want %v", events, want)
	}
	if prompts[false] != 1 || prompts[true] != 1 {
		t.Errorf("UserPromptSubmit runs without and with agent_id: %d and %d, want 1 and 1", prompts[false], prompts[true])
	}
	if w := c.hookWarnings(); len(w) > 0 {
		t.Errorf("Copilot warned:\n%s", strings.Join(w, "\n"))
	}
}

// On SubagentStop, {"modifiedResponse": S} replaces what the orchestrator
// receives from the subagent (the tool result, and the PostToolUse payload
// after it); a block in the same output wins, and the subagent goes on.
func TestCopilotModifiedResponseReplacesTheResult(t *testing.T) {
	tests := []struct {
		name, output string
		blocked      bool
	}{
		{"alone", `{"modifiedResponse":"PROBE-REWRITE"}`, false},
		{"beside a block", `{"decision":"block","reason":"PROBE-BLOCK-REASON","modifiedResponse":"PROBE-REWRITE"}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
			p := newCopilotProbe(t, c)
			p.answerOnce("SubagentStop", tt.output)
			c.run("Set up the storage layer.")

			sub := c.api.Subagents()
			want := "PROBE-REWRITE"
			if tt.blocked {
				want = fixedAnswer
				if len(sub) != 2 || !strings.Contains(sub[1].TurnText(), "PROBE-BLOCK-REASON") {
					t.Fatalf("the subagent made %d requests; want 2, the second with the block reason", len(sub))
				}
			} else if len(sub) != 1 {
				t.Errorf("the subagent made %d requests, want 1", len(sub))
			}
			if _, res := c.taskResult(); res != want {
				t.Errorf("the orchestrator received %q, want %q", res, want)
			}
			post := p.of("PostToolUse")
			if len(post) != 1 {
				t.Fatalf("%d PostToolUse runs, want 1", len(post))
			}
			if got := post[0].Payload["tool_result"].(map[string]any)["text_result_for_llm"]; got != want {
				t.Errorf("PostToolUse tool_result.text_result_for_llm = %q, want %q", got, want)
			}
		})
	}
}

// Copilot reads context only from a top-level additionalContext, and
// appends it to the task's result; hookSpecificOutput.additionalContext,
// which Claude Code and Codex read, is ignored without a word.
func TestCopilotReadsOnlyTopLevelAdditionalContext(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newCopilotProbe(t, c)
	p.answer("PostToolUse", `{"additionalContext":"PROBE-TOP-CONTEXT","hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"PROBE-NESTED-CONTEXT"}}`)
	c.run("Set up the storage layer.")

	_, res := c.taskResult()
	if want := fixedAnswer + "\n\nTool \"task\" succeeded. Additional guidance from postToolUse hooks:\nPROBE-TOP-CONTEXT"; res != want {
		t.Errorf("the orchestrator received %q, want %q", res, want)
	}
	if c.api.Filter(func(r *fakechat.Request) bool { return r.Contains("PROBE-NESTED-CONTEXT") }) != nil {
		t.Error("hookSpecificOutput.additionalContext reached the model")
	}
}

// Copilot reports its task tool as Agent, and a matcher of either name
// matches it: team-hook's matcher sees every subagent's result.
func TestCopilotPostToolUseMatchers(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"PostToolUse": {matcherGroup(teamHookMatcher), matcherGroup("task"), matcherGroup("Agent")}})
	c.plugin = p.root
	c.run("Set up the storage layer.")

	want := map[string][]string{teamHookMatcher: {"Agent"}, "task": {"Agent"}, "Agent": {"Agent"}}
	if got := p.matched(); !reflect.DeepEqual(got, want) {
		t.Errorf("tools each matcher started the hook for: %v, want %v", got, want)
	}
}
