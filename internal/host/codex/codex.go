// Package codex is the OpenAI Codex CLI adapter (0.169.0). Codex sends
// Claude Code's events with Claude-style payloads (real ones are in
// testdata/) and decodes every answer strictly as Claude Code's schema:
// one key it does not define drops the whole answer, a block included.
// This package reads what Codex does differently (tool_response is a JSON
// string; a subagent's final message reaches the orchestrator in
// wait_agent's result), encodes only keys Codex's schema has, and reads
// Codex's config.toml to tell whether the user has trusted the plugin's
// hooks. It knows nothing of the engine: only the neutral vocabulary of
// package hook.
package codex

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/hook"
)

// Tools names Codex's orchestrator tools: request_user_input (which Codex
// offers in Plan mode) takes every question with an id, and send_input
// gives an agent a new turn.
func Tools() hook.Host {
	return hook.Host{
		Name: "Codex CLI", AskUser: "request_user_input", Ask: hook.AskAllWithIDs, AskWhere: "Plan mode",
		Resume: "send_input", ResumeTo: "target",
	}
}

// Codex's subagent tools as hooks see them. A PostToolUse matcher meets
// wait_agent only under its namespaced name.
const (
	toolWaitAgent           = "wait_agent"
	toolWaitAgentNamespaced = "multi_agent_v1wait_agent"
	// toolAgent is Claude Code's name for the tool that hands the
	// orchestrator an agent's result, which the engine acts on.
	toolAgent = "Agent"
)

// Decode reads one event (see hook.ParsePayload for the tolerance).
func Decode(data []byte) (*hook.Event, error) { return hook.DecodeWith(DecodePayload, data) }

// DecodePayload reads Codex's payload: Claude Code's fields, tool_response
// unwrapped from the JSON string Codex sends it as, and wait_agent, whose
// result holds the final message of every agent it waited for, as the
// orchestrator's Agent result.
func DecodePayload(p hook.Payload) (*hook.Event, error) {
	ev, err := p.NamedEvent()
	if err != nil {
		return nil, err
	}
	var s string
	if ev.ToolResponse != nil && json.Unmarshal(ev.ToolResponse, &s) == nil && json.Valid([]byte(s)) {
		ev.ToolResponse = json.RawMessage(s)
	}
	if ev.Name == hook.PostToolUse && (ev.ToolName == toolWaitAgentNamespaced || ev.ToolName == toolWaitAgent) {
		ev.ToolName = toolAgent
		ev.Results = waitResults(ev.ToolResponse)
	}
	return ev, nil
}

// waitResults reads wait_agent's result,
// {"status":{"<agent id>":{"completed":"<final message>"}},"timed_out":false}:
// each agent that completed, in the order of their ids. An agent still
// running, or one that failed, has no final message to deliver.
func waitResults(raw json.RawMessage) []hook.AgentResult {
	var res struct {
		Status map[string]map[string]json.RawMessage `json:"status"`
	}
	if json.Unmarshal(raw, &res) != nil {
		return nil
	}
	var out []hook.AgentResult
	for id, status := range res.Status {
		var text string
		if json.Unmarshal(status["completed"], &text) == nil && text != "" {
			out = append(out, hook.AgentResult{AgentID: id, Text: text})
		}
	}
	slices.SortFunc(out, func(a, b hook.AgentResult) int { return strings.Compare(a.AgentID, b.AgentID) })
	return out
}

// Skip reports whether an event must go unanswered on Codex whatever the
// engine would say: a spawned agent's first prompt fires UserPromptSubmit
// inside the agent, where orchestrator context would reach the agent.
func Skip(ev *hook.Event) bool {
	return ev.AgentID != "" && ev.Name == hook.UserPromptSubmit
}
