package cli

import (
	"fmt"
	"strings"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/host/codex"
	"github.com/team-hook/team-hook/internal/host/copilot"
)

// adapter is one host's side of a hook run: how its events are read and
// its answers written, and what the engine must know of it.
type adapter struct {
	name   string // as --host takes it
	decode func(hook.Payload) (*hook.Event, error)
	// skip: events the host fires where nothing may be answered.
	skip   func(*hook.Event) bool
	encode func(event string, d hook.Decision) hook.Answer
	tools  hook.Host
	// projectFromEvent: the project is the payload's cwd first (the host
	// runs plugin hooks outside the project, or names it nowhere else).
	projectFromEvent bool
	// rolesAreAgents: agent_type is a bare role name that may be one of
	// this plugin's agents (Codex CLI roles).
	rolesAreAgents bool
}

func hosts() []adapter {
	never := func(*hook.Event) bool { return false }
	return []adapter{
		{name: "claude", decode: claude.DecodePayload, skip: never, encode: claude.Encode, tools: claude.Tools()},
		{name: "copilot", decode: copilot.DecodePayload, skip: copilot.Skip, encode: copilot.Encode, tools: copilot.Tools(), projectFromEvent: true},
		{name: "codex", decode: codex.DecodePayload, skip: codex.Skip, encode: codex.Encode, tools: codex.Tools(), projectFromEvent: true, rolesAreAgents: true},
	}
}

func hostNamed(name string) (adapter, bool) {
	for _, a := range hosts() {
		if a.name == name {
			return a, true
		}
	}
	return adapter{}, false
}

// hostFor is the host of one hook run: the one --host names (flag), else
// the one detected from the payload (nil when unreadable) and the
// environment. A --host no host has is reported, and detection decides.
func hostFor(flag string, getenv func(string) string, p hook.Payload) (adapter, error) {
	if flag != "" {
		if a, ok := hostNamed(strings.ToLower(strings.TrimSpace(flag))); ok {
			return a, nil
		}
	}
	a, _ := hostNamed(detectHost(getenv, p))
	if flag == "" {
		return a, nil
	}
	var names []string
	for _, h := range hosts() {
		names = append(names, h.name)
	}
	return a, fmt.Errorf("--host: unknown host %q (known: %s); answering as %s, detected", flag, strings.Join(names, ", "), a.tools.Name)
}

// detectHost names the host that ran this process. The payload says it
// first: Codex CLI sends turn_id in every event but SessionStart, Copilot
// CLI a timestamp in every one, Claude Code neither. Then the environment:
// Copilot exports COPILOT_CLI=1; Codex exports PLUGIN_ROOT and never
// CLAUDE_PROJECT_DIR, which Claude Code always sets.
func detectHost(getenv func(string) string, p hook.Payload) string {
	switch {
	case p.Has("turn_id"):
		return "codex"
	case p.Has("timestamp"):
		return "copilot"
	case getenv("COPILOT_CLI") == "1":
		return "copilot"
	case getenv("PLUGIN_ROOT") != "" && getenv("CLAUDE_PROJECT_DIR") == "":
		return "codex"
	}
	return "claude"
}
