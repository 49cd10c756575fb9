package architecture_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The plugin is read by three hosts, each from a manifest of its own:
// Claude Code from .claude-plugin/plugin.json and hooks/hooks.json (the
// exec form, which starts the hook without a shell); Codex CLI from
// .codex-plugin/plugin.json and Copilot CLI from .github/plugin/plugin.json,
// each naming a hooks file in the quoted shell form those hosts run
// (docs/HOSTS.md). These tests keep the three in step.

type hooksFile struct {
	Hooks map[string][]struct {
		Matcher string `json:"matcher"`
		Hooks   []struct {
			Type    string   `json:"type"`
			Command string   `json:"command"`
			Args    []string `json:"args"`
			Timeout int      `json:"timeout"`
		} `json:"hooks"`
	} `json:"hooks"`
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// otherHosts are the hosts with a manifest of their own: the manifest, the
// hooks file it must name, and the PostToolUse matcher there (the tools,
// as the host names them to a matcher, that hand the orchestrator a
// subagent's result, ask the user, resume an agent, and write an agent's
// todos).
func otherHosts() []struct{ host, manifest, hooks, matcher string } {
	return []struct{ host, manifest, hooks, matcher string }{
		{"copilot", ".github/plugin/plugin.json", "./hooks/copilot.json", "Agent|AskUserQuestion|write_agent"},
		{"codex", ".codex-plugin/plugin.json", "./hooks/codex.json", "multi_agent_v1wait_agent|request_user_input|multi_agent_v1send_input|update_plan"},
	}
}

// claudeOnly lists the events of hooks/hooks.json the other hosts' hooks
// files leave out, with why. Any other event must be in every hooks file.
func claudeOnly() []string {
	return []string{
		// The orchestrator's rules name Claude Code's tools (Read, Grep,
		// Glob, Edit, Write, NotebookEdit), which neither host has, and are
		// switched on by a plugin option only Claude Code passes.
		"PreToolUse",
		// Agent teams are Claude Code's alone: neither host has teammates,
		// tasks or their events, and a Stop there is only ever the
		// orchestrator's own turn (or, on Copilot, a subagent's).
		"Stop", "TaskCreated", "TaskCompleted", "TeammateIdle",
	}
}

func TestManifestsAgree(t *testing.T) {
	var claude map[string]any
	readJSON(t, ".claude-plugin/plugin.json", &claude)
	for _, h := range otherHosts() {
		var m map[string]any
		readJSON(t, h.manifest, &m)
		for _, k := range []string{"name", "version", "description"} {
			if m[k] != claude[k] {
				t.Errorf("%s: %s is %v, .claude-plugin/plugin.json says %v", h.manifest, k, m[k], claude[k])
			}
		}
		if m["hooks"] != h.hooks {
			t.Errorf("%s: hooks is %v, want %s", h.manifest, m["hooks"], h.hooks)
		}
	}
}

func TestHostHooksFilesMatchHooksJSON(t *testing.T) {
	var claude hooksFile
	readJSON(t, "hooks/hooks.json", &claude)
	timeout := 0
	for event, groups := range claude.Hooks {
		for _, g := range groups {
			for _, hk := range g.Hooks {
				// Claude Code keeps the exec form: no shell before the hook.
				if hk.Command != "${CLAUDE_PLUGIN_ROOT}/bin/team-hook" || !slices.Equal(hk.Args, []string{"hook"}) {
					t.Errorf("hooks/hooks.json %s runs %q %q, want the exec form", event, hk.Command, hk.Args)
				}
				timeout = hk.Timeout
			}
		}
	}
	for _, h := range otherHosts() {
		path := filepath.Join("hooks", h.host+".json")
		var f hooksFile
		readJSON(t, path, &f)
		for event := range claude.Hooks {
			if _, ok := f.Hooks[event]; !ok && !slices.Contains(claudeOnly(), event) {
				t.Errorf("%s does not register %s, which hooks/hooks.json does (or list it in claudeOnly)", path, event)
			}
		}
		want := `"${CLAUDE_PLUGIN_ROOT}/bin/team-hook" hook --host ` + h.host
		for event, groups := range f.Hooks {
			if _, ok := claude.Hooks[event]; !ok {
				t.Errorf("%s registers %s, which hooks/hooks.json does not", path, event)
			}
			if len(groups) != 1 || len(groups[0].Hooks) != 1 {
				t.Errorf("%s %s: %d groups, want one with one handler", path, event, len(groups))
				continue
			}
			hk := groups[0].Hooks[0]
			if hk.Type != "command" || hk.Command != want || hk.Args != nil || hk.Timeout != timeout {
				t.Errorf("%s %s runs %+v, want %q (the quoted shell form) with timeout %d", path, event, hk, want, timeout)
			}
			if m := groups[0].Matcher; event == "PostToolUse" && m != h.matcher {
				t.Errorf("%s PostToolUse matcher %q, want %q", path, m, h.matcher)
			}
		}
	}
}
