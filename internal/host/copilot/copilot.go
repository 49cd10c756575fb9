// Package copilot is the GitHub Copilot CLI adapter (1.0.102). Registered
// under Claude Code's event names, Copilot sends Claude-style payloads
// (real ones are in testdata/) with its own differences, which this
// package reads: a subagent's result arrives in tool_result, not
// tool_response; UserPromptSubmit and Stop also fire inside subagents;
// context is read only from a top-level additionalContext; and a
// SubagentStop answer may replace what the orchestrator receives
// (modifiedResponse). It knows nothing of the engine: only the neutral
// vocabulary of package hook.
package copilot

import (
	"github.com/team-hook/team-hook/internal/hook"
)

// Tools names Copilot's orchestrator tools: ask_user takes one question at
// a time, and write_agent gives an agent a new turn, but only one started
// in the background (mode "background"); a sync task's agent refuses it.
func Tools() hook.Host {
	return hook.Host{
		Name: "Copilot CLI", AskUser: "ask_user", Ask: hook.AskEach,
		Resume: "write_agent", ResumeTo: "agent_id",
		ResumeNote:     "write_agent reaches only an agent started in the background; if this one ran in sync mode, start a new background task of the same agent_type whose prompt gives its result and the user's answers.",
		RewritesResult: true,
	}
}

// toolAgent is what Copilot calls its task tool in hook payloads, as
// Claude Code calls its own.
const toolAgent = "Agent"

// Decode reads one event (see hook.ParsePayload for the tolerance).
func Decode(data []byte) (*hook.Event, error) { return hook.DecodeWith(DecodePayload, data) }

// DecodePayload reads Copilot's payload: Claude Code's fields, and on the
// orchestrator's PostToolUse of its task tool the subagent's result,
// which Copilot puts in tool_result.text_result_for_llm (the agent's last
// message, or the modifiedResponse a SubagentStop answer gave it).
func DecodePayload(p hook.Payload) (*hook.Event, error) {
	ev, err := p.NamedEvent()
	if err != nil {
		return nil, err
	}
	if ev.Name == hook.PostToolUse && ev.ToolName == toolAgent {
		if text := p.Sub("tool_result").String("text_result_for_llm"); text != "" {
			ev.Results = []hook.AgentResult{{AgentType: p.Sub("tool_input").String("agent_type"), Text: text}}
		}
	}
	return ev, nil
}

// Skip reports whether an event must go unanswered on Copilot whatever the
// engine would say: UserPromptSubmit and Stop also fire inside a subagent
// (for its first prompt, each block reason, each turn), where orchestrator
// context would reach the subagent and a Stop is not the session's.
func Skip(ev *hook.Event) bool {
	return ev.AgentID != "" && (ev.Name == hook.UserPromptSubmit || ev.Name == hook.Stop)
}
