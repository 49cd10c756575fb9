package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/hook"
)

func payload(t *testing.T, host, name string) hook.Payload {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "host", host, "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := hook.ParsePayload(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func getenv(env map[string]string) func(string) string {
	return func(k string) string { return env[k] }
}

// Each host's real payloads, in the environment each host gives its
// hooks, are told apart; the payload wins over the environment, which
// decides only where the payload says nothing.
func TestDetectHost(t *testing.T) {
	claudeEnv := map[string]string{"CLAUDE_PROJECT_DIR": "/p", "CLAUDE_PLUGIN_ROOT": "/r"}
	copilotEnv := map[string]string{"CLAUDE_PROJECT_DIR": "/p", "CLAUDE_PLUGIN_ROOT": "/r", "PLUGIN_ROOT": "/r", "COPILOT_CLI": "1"}
	codexEnv := map[string]string{"CLAUDE_PLUGIN_ROOT": "/r", "PLUGIN_ROOT": "/r"}
	for _, c := range []struct {
		host, fixture string
		env           map[string]string
		want          string
	}{
		{"claude", "SubagentStop.first.json", claudeEnv, "claude"},
		{"claude", "SessionStart.main.json", claudeEnv, "claude"},
		{"claude", "PostToolUse.main.Agent.foreground-completed.json", claudeEnv, "claude"},
		{"copilot", "SubagentStop.first.json", copilotEnv, "copilot"},
		{"copilot", "PostToolUse.main.Agent.json", copilotEnv, "copilot"},
		{"copilot", "UserPromptSubmit.subagent.first-prompt.json", copilotEnv, "copilot"},
		{"codex", "SubagentStop.first.json", codexEnv, "codex"},
		{"codex", "PostToolUse.main.wait_agent.json", codexEnv, "codex"},
		{"codex", "SessionStart.main.json", codexEnv, "codex"}, // no turn_id: the environment says it
		// The payload wins: a Claude Code session started from a Copilot
		// or Codex shell inherits their variables, not their payloads.
		{"copilot", "SubagentStop.first.json", claudeEnv, "copilot"},
		{"codex", "SubagentStop.first.json", claudeEnv, "codex"},
		{"claude", "SubagentStop.first.json", map[string]string{"CLAUDE_PROJECT_DIR": "/p", "PLUGIN_ROOT": "/r"}, "claude"},
	} {
		if got := detectHost(getenv(c.env), payload(t, c.host, c.fixture)); got != c.want {
			t.Errorf("%s %s in %v: detected %s, want %s", c.host, c.fixture, c.env, got, c.want)
		}
	}
	// An unreadable event: the environment alone.
	for want, env := range map[string]map[string]string{"claude": claudeEnv, "copilot": copilotEnv, "codex": codexEnv, "": {}} {
		if want == "" {
			want = "claude"
		}
		if got := detectHost(getenv(env), nil); got != want {
			t.Errorf("no payload in %v: detected %s, want %s", env, got, want)
		}
	}
}

func TestHostFlagOverrides(t *testing.T) {
	p := payload(t, "codex", "SubagentStop.first.json")
	for flag, want := range map[string]string{"claude": "claude", "Copilot": "copilot", " codex ": "codex", "": "codex"} {
		a, err := hostFor(flag, getenv(nil), p)
		if err != nil || a.name != want {
			t.Errorf("--host %q: %s, %v; want %s", flag, a.name, err, want)
		}
	}
	a, err := hostFor("vscode", getenv(nil), p)
	if a.name != "codex" || err == nil {
		t.Errorf("--host vscode: %s, %v; want codex, detected, and an error", a.name, err)
	}
}

// Copilot runs plugin hooks in the plugin folder and Codex names the
// project only in the payload: on both the payload's cwd is the project,
// whatever CLAUDE_PROJECT_DIR says. Claude Code's CLAUDE_PROJECT_DIR stays
// first (its cwd follows the session's cd).
func TestProjectPerHost(t *testing.T) {
	env := &Env{Getenv: getenv(map[string]string{"CLAUDE_PROJECT_DIR": "/env/project"})}
	ev := &hook.Event{Cwd: "/event/project"}
	for name, want := range map[string]string{"claude": "/env/project", "copilot": "/event/project", "codex": "/event/project"} {
		host, _ := hostNamed(name)
		if got := depsFor(env, host, config.Config{}, ev).ProjectDir; got != want {
			t.Errorf("%s: project %s, want %s", name, got, want)
		}
	}
	host, _ := hostNamed("codex")
	d := depsFor(&Env{Getenv: getenv(nil)}, host, config.Config{}, ev)
	if d.ProjectDir != "/event/project" || d.Ledger.Dir() != "/event/project/.claude/team-hook" || !d.Agents.RolesArePluginAgents || d.Host.Name != "Codex CLI" {
		t.Errorf("codex deps: %+v", d)
	}
}

// A panic in the engine is an own failure under the failure policy: let
// through with a message when open, a block saying why when closed; never
// the exit 2 and stack trace a panic would give.
func TestPanicIsAnOwnFailure(t *testing.T) {
	boom := func() hook.Decision { panic("index out of range") }
	open := safely(boom, config.Config{})
	if open.Block != "" || !strings.Contains(open.Message, "internal error: index out of range") || !strings.Contains(open.Message, "let through") {
		t.Errorf("open: %+v", open)
	}
	closed := safely(boom, config.Config{FailClosed: true})
	if !strings.Contains(closed.Block, "internal error: index out of range") {
		t.Errorf("closed: %+v", closed)
	}
	fine := safely(func() hook.Decision { return hook.Decision{Context: "x"} }, config.Config{})
	if fine.Context != "x" || fine.Message != "" {
		t.Errorf("no panic: %+v", fine)
	}
}
