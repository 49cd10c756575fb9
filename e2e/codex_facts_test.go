package e2e

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeresponses"
	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// What Codex itself does with a plugin's hooks, asked of the probe plugin
// with team-hook switched off. The adapter for Codex builds on these; see
// the package documentation.

// probeEvents are the events the probe registers, as team-hook does.
var probeEvents = []string{"SessionStart", "UserPromptSubmit", "SubagentStop", "PostToolUse"}

// execForm is a hooks.json entry in the exec form team-hook's hooks.json
// uses: the program alone in command, its arguments in args.
var execForm = map[string]any{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/bin/probe", "args": []string{"exec-form"}, "timeout": 10}

func newCodexProbe(t *testing.T, c *codexRun) *probe {
	t.Helper()
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"UserPromptSubmit": {map[string]any{"hooks": []any{execForm}}}})
	c.install(p.root, "probe@probe-market")
	c.disableTeamHook()
	return p
}

// Codex substitutes ${CLAUDE_PLUGIN_ROOT} into the command's text and runs
// it with sh -c in the project folder: quoted, a plugin root with a space
// (Codex keeps plugins under CODEX_HOME, so a home folder with a space
// gives one) stays one word; in the exec form, the same root splits and
// the program never starts. The orchestrator's side of a subagent is the
// PostToolUse of spawn_agent and of wait_agent, whose tool_response is a
// JSON string holding the agent's final message.
func TestCodexRunsHookCommandsThroughAShell(t *testing.T) {
	t.Parallel()
	c := newCodexRunAt(t, codexDelegation("", func(*fakeresponses.Request) string { return fixedAnswer }), filepath.Join(t.TempDir(), "home dir"))
	p := newCodexProbe(t, c)
	c.run("Set up the storage layer.")

	root := c.pluginRoot("probe-market", "probe")
	runs := p.runs()
	var events, tools []string
	for _, r := range runs {
		events = append(events, r.Event)
		if slices.Contains(r.Args, "exec-form") || len(r.Args) < 2 {
			t.Errorf("the exec-form entry ran (%q): with a space in the plugin root it should not start", r.Args)
			continue
		}
		checkShellForm(t, r, root, c.home)
		if r.Dir != c.project || r.Payload["cwd"] != c.project {
			t.Errorf("%s: ran in %s with cwd %v, want the project %s", r.Event, r.Dir, r.Payload["cwd"], c.project)
		}
		// turn_id and model mark Codex's payloads, but SessionStart,
		// which comes before any turn, has no turn_id.
		if r.Payload["model"] == nil || (r.Payload["turn_id"] == nil) != (r.Event == "SessionStart") {
			t.Errorf("%s: turn_id %v, model %v", r.Event, r.Payload["turn_id"], r.Payload["model"])
		}
		if _, ok := r.Env["CLAUDE_PROJECT_DIR"]; ok || r.Env["PLUGIN_ROOT"] != root {
			t.Errorf("%s: CLAUDE_PROJECT_DIR=%q PLUGIN_ROOT=%q, want none and the plugin root", r.Event, r.Env["CLAUDE_PROJECT_DIR"], r.Env["PLUGIN_ROOT"])
		}
		switch r.Event {
		case "SubagentStop":
			if r.Payload["agent_type"] != "default" || r.Payload["last_assistant_message"] != fixedAnswer {
				t.Errorf("SubagentStop payload: %v", r.Payload)
			}
		case "PostToolUse":
			tool, _ := r.Payload["tool_name"].(string)
			tools = append(tools, tool)
			if resp, ok := r.Payload["tool_response"].(string); tool == "multi_agent_v1wait_agent" && (!ok || !strings.Contains(resp, fixedAnswer)) {
				t.Errorf("wait_agent's tool_response is %#v, want a JSON string with the agent's message", r.Payload["tool_response"])
			}
		}
	}
	for _, want := range probeEvents {
		if !slices.Contains(events, want) {
			t.Errorf("no %s run among %v", want, events)
		}
	}
	slices.Sort(tools)
	if want := []string{"multi_agent_v1wait_agent", "spawn_agent"}; !slices.Equal(tools, want) {
		t.Errorf("PostToolUse tools %v, want %v", tools, want)
	}
}

// Codex decodes a hook's output strictly as Claude Code's schema: one key
// it does not know drops the whole output, silently. A block then does not
// block, and context does not arrive. Context reaches the root agent only
// as hookSpecificOutput.additionalContext, as a developer message.
func TestCodexDropsAnOutputWithAnUnknownKey(t *testing.T) {
	const (
		block   = `{"decision":"block","reason":"PROBE-BLOCK-REASON"}`
		context = `{"hookSpecificOutput":{"hookEventName":"PostToolUse","additionalContext":"PROBE-CONTEXT"}}`
	)
	withKey := func(output, key string) string { return strings.TrimSuffix(output, "}") + `,"` + key + `":"x"}` }
	tests := []struct {
		name, event, output, marker string
		once, arrives               bool
	}{
		{"a block in Claude's shape blocks", "SubagentStop", block, "PROBE-BLOCK-REASON", true, true},
		{"a block with modifiedResponse is dropped", "SubagentStop", withKey(block, "modifiedResponse"), "PROBE-BLOCK-REASON", true, false},
		{"a block with a top-level additionalContext is dropped", "SubagentStop", withKey(block, "additionalContext"), "PROBE-BLOCK-REASON", true, false},
		{"context in hookSpecificOutput arrives", "PostToolUse", context, "PROBE-CONTEXT", false, true},
		{"context beside a top-level additionalContext is dropped", "PostToolUse", withKey(context, "additionalContext"), "PROBE-CONTEXT", false, false},
		{"top-level additionalContext alone is dropped", "PostToolUse", `{"additionalContext":"PROBE-CONTEXT"}`, "PROBE-CONTEXT", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := newCodexRun(t, codexDelegation("", func(*fakeresponses.Request) string { return fixedAnswer }))
			p := newCodexProbe(t, c)
			if tt.once {
				p.answerOnce(tt.event, tt.output)
			} else {
				p.answer(tt.event, tt.output)
			}
			c.run("Set up the storage layer.")

			sub := c.api.Subagents()
			var got bool
			switch tt.event {
			case "SubagentStop":
				got = len(sub) == 2 && strings.Contains(sub[1].TurnText(), tt.marker)
				if want := map[bool]int{true: 2, false: 1}[tt.arrives]; len(sub) != want {
					t.Errorf("the agent made %d requests, want %d", len(sub), want)
				}
			case "PostToolUse":
				for _, r := range c.api.Main() {
					for _, m := range r.Messages("developer") {
						got = got || strings.Contains(string(m.Content), tt.marker)
					}
				}
			}
			if got != tt.arrives {
				t.Errorf("%s answered %s: %q arrived = %v, want %v", tt.event, tt.output, tt.marker, got, tt.arrives)
			}
			if !tt.arrives && c.api.Filter(func(r *fakeresponses.Request) bool { return r.Contains(tt.marker) }) != nil {
				t.Errorf("%q reached the model somewhere", tt.marker)
			}
		})
	}
}

// Until the user approves them in /hooks, Codex runs none of a plugin's
// hooks and says nothing: without --dangerously-bypass-hook-trust, a
// deferral team-hook would block goes through. Approval is kept in
// config.toml as [hooks.state."team@<marketplace>:hooks/hooks.json:<event>:<group>:<handler>"]
// with trusted_hash and trusted_content_hash; doctor can read that, and
// must never write it.
func TestCodexSkipsUntrustedHooksSilently(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(r *fakeresponses.Request) string { return deferral }))
	c.flags = nil
	c.run("Set up the storage layer.")

	if sub := c.api.Subagents(); len(sub) != 1 {
		t.Fatalf("the agent made %d requests, want 1: untrusted hooks must not run", len(sub))
	}
	if _, res := c.waitResult(); res != deferral {
		t.Errorf("the root agent received %q, want the deferral let through %q", res, deferral)
	}
	for _, line := range strings.Split(string(c.stdout)+string(c.stderr), "\n") {
		if strings.Contains(strings.ToLower(line), "hook") && !strings.Contains(line, c.home) {
			t.Errorf("Codex mentioned the hooks it skipped: %s", line)
		}
	}
}

// A PostToolUse matcher is matched against the whole tool name, and Codex
// counts spawn_agent as Agent: team-hook's matcher sees spawn_agent, whose
// output is only the new agent's id, and never wait_agent, whose output
// holds the agent's final message. That one matches only by its namespaced
// name, multi_agent_v1wait_agent.
func TestCodexPostToolUseMatchers(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(*fakeresponses.Request) string { return fixedAnswer }))
	matchers := []string{teamHookMatcher, "spawn_agent", "wait_agent", "multi_agent_v1wait_agent"}
	var groups []any
	for _, m := range matchers {
		groups = append(groups, matcherGroup(m))
	}
	p := newProbe(t, t.TempDir(), probeEvents, map[string][]any{"PostToolUse": groups})
	c.install(p.root, "probe@probe-market")
	c.disableTeamHook()
	c.run("Set up the storage layer.")

	want := map[string][]string{
		teamHookMatcher:            {"spawn_agent"},
		"spawn_agent":              {"spawn_agent"},
		"multi_agent_v1wait_agent": {"multi_agent_v1wait_agent"},
	}
	if got := p.matched(); !reflect.DeepEqual(got, want) {
		t.Errorf("tools each matcher started the hook for: %v, want %v", got, want)
	}
}

// Codex reads .codex-plugin/plugin.json before .claude-plugin/plugin.json,
// and the hooks file it names instead of hooks/hooks.json: team-hook's
// Codex hooks live in hooks/codex.json, in the quoted shell form, while
// Claude Code keeps hooks.json's exec form.
func TestCodexReadsItsOwnManifestFirst(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(*fakeresponses.Request) string { return fixedAnswer }))
	p := newProbe(t, t.TempDir(), probeEvents, nil)
	p.ownHooks(".codex-plugin/plugin.json")
	c.install(p.root, "probe@probe-market")
	c.disableTeamHook()
	c.run("Set up the storage layer.")
	p.checkOwnHooksOnly()
}

// codex exec offers its plan tool, update_plan, to no agent unless the
// configuration switches it on (tools.update_plan.enabled); then an
// agent's call fires PostToolUse inside the agent, with its agent_id, its
// role as agent_type, the plan as tool_input and "Plan updated" as the
// result, which is all todo-first needs. Left off, an agent has no todo
// tool, and todo-first finds nothing to hold it to.
func TestCodexPlanToolIsOffSaveWhenSwitchedOn(t *testing.T) {
	for _, on := range []bool{false, true} {
		t.Run(map[bool]string{false: "default", true: "switched on"}[on], func(t *testing.T) {
			t.Parallel()
			delegation := codexDelegation("", nil)
			c := newCodexRun(t, func(r *fakeresponses.Request) *fakeserver.Reply {
				if r.Responses == nil || !r.IsSubagent() {
					return delegation(r)
				}
				if len(r.Calls()) == 0 && r.HasTool("update_plan") {
					return fakeserver.ToolUse("update_plan", map[string]any{"plan": []map[string]any{{"step": "Pick the database", "status": "in_progress"}}})
				}
				return fakeserver.Text(fixedAnswer)
			})
			p := newProbe(t, t.TempDir(), probeEvents, nil)
			c.install(p.root, "probe@probe-market")
			c.disableTeamHook()
			if on {
				c.appendConfig(codexPlanTool)
			}
			c.run("Set up the storage layer.")

			for _, r := range c.api.Requests() {
				if r.Responses != nil && r.HasTool("update_plan") != on {
					t.Errorf("a request (subagent %v) offers update_plan: %v, want %v", r.IsSubagent(), !on, on)
				}
			}
			var plans []probeRun
			for _, r := range p.of("PostToolUse") {
				if r.Payload["tool_name"] == "update_plan" {
					plans = append(plans, r)
				}
			}
			if !on {
				if len(plans) != 0 {
					t.Errorf("update_plan ran %d times though it was not offered", len(plans))
				}
				return
			}
			if len(plans) != 1 {
				t.Fatalf("%d PostToolUse runs of update_plan, want 1", len(plans))
			}
			pl := plans[0].Payload
			if pl["agent_id"] == nil || pl["agent_type"] != "default" || pl["tool_response"] != "Plan updated" || pl["tool_use_id"] == nil {
				t.Errorf("update_plan's PostToolUse: %v", pl)
			}
		})
	}
}
