// Package codex is the OpenAI Codex CLI adapter (0.169.0). Codex sends
// Claude Code's events with Claude-style payloads (real ones are in
// testdata/) and decodes every answer strictly as Claude Code's schema:
// one key it does not define drops the whole answer, a block included.
// This package reads what Codex does differently (tool_response is a JSON
// string; a subagent's final message reaches the orchestrator in
// wait_agent's result; the orchestrator asks with request_user_input and
// resumes with send_input; an agent's plan is update_plan's), encodes
// only keys Codex's schema has, and reads
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
// offers in Plan mode, and elsewhere only with its
// default_mode_request_user_input feature) takes every question with an
// id, and send_input gives an agent a new turn.
func Tools() hook.Host {
	return hook.Host{
		Name: "Codex CLI", AskUser: "request_user_input", Ask: hook.AskAllWithIDs, AskWhere: "Plan mode",
		Resume: "send_input", ResumeTo: "target",
	}
}

// Codex's tools as hooks see them. A PostToolUse matcher meets the
// subagent tools only under their namespaced names (multi_agent_v1…).
const (
	toolWaitAgent           = "wait_agent"
	toolWaitAgentNamespaced = "multi_agent_v1wait_agent"
	toolSendInput           = "send_input"
	toolSendInputNamespaced = "multi_agent_v1send_input"
	toolRequestUserInput    = "request_user_input"
	toolUpdatePlan          = "update_plan"
	// toolAgent is Claude Code's name for the tool that hands the
	// orchestrator an agent's result, which the engine acts on.
	toolAgent = "Agent"
	// planUpdated is update_plan's whole result when the plan was taken.
	planUpdated = "Plan updated"
)

// Decode reads one event (see hook.ParsePayload for the tolerance).
func Decode(data []byte) (*hook.Event, error) { return hook.DecodeWith(DecodePayload, data) }

// DecodePayload reads Codex's payload: Claude Code's fields, tool_response
// unwrapped from the JSON string Codex sends it as, and on PostToolUse
// what the engine reads of Claude Code's tools: wait_agent, whose result
// holds the final message of every agent it waited for, as the
// orchestrator's Agent result; request_user_input's answers as
// AskUserQuestion's; send_input as a SendMessage to the agent; an agent's
// update_plan as its TodoWrite.
func DecodePayload(p hook.Payload) (*hook.Event, error) {
	ev, err := p.NamedEvent()
	if err != nil {
		return nil, err
	}
	var s string
	if ev.ToolResponse != nil && json.Unmarshal(ev.ToolResponse, &s) == nil && json.Valid([]byte(s)) {
		ev.ToolResponse = json.RawMessage(s)
	}
	if ev.Name != hook.PostToolUse {
		return ev, nil
	}
	switch ev.ToolName {
	case toolWaitAgentNamespaced, toolWaitAgent:
		ev.ToolName = toolAgent
		ev.Results = waitResults(ev.ToolResponse)
	case toolRequestUserInput:
		if answers := userInputAnswers(ev.ToolInput, ev.ToolResponse); answers != nil {
			ev.Asked(answers)
		}
	case toolSendInputNamespaced, toolSendInput:
		if to := p.Sub("tool_input").String("target"); to != "" {
			ev.MessageTo(to)
		}
	case toolUpdatePlan:
		if s == planUpdated {
			ev.WroteTodos(planSteps(ev.ToolInput))
		}
	}
	return ev, nil
}

// userInputAnswers reads request_user_input's answers,
// {"answers":{"<question id>":{"answers":["<label or the user's text>"]}}},
// each under its question's text from the input's questions
// ({"id","question",…}). Nil when nothing was answered: codex exec, with
// no user to ask, returns {"answers":{}} at once.
func userInputAnswers(input, response json.RawMessage) []hook.QuestionAnswer {
	var in struct {
		Questions []struct {
			ID       string `json:"id"`
			Question string `json:"question"`
		} `json:"questions"`
	}
	var out struct {
		Answers map[string]struct {
			Answers []string `json:"answers"`
		} `json:"answers"`
	}
	if json.Unmarshal(input, &in) != nil || json.Unmarshal(response, &out) != nil || len(out.Answers) == 0 {
		return nil
	}
	var answers []hook.QuestionAnswer
	for _, q := range in.Questions {
		if a, ok := out.Answers[q.ID]; ok && q.Question != "" {
			answers = append(answers, hook.QuestionAnswer{Question: q.Question, Answer: strings.Join(a.Answers, ", ")})
		}
	}
	return answers
}

// planSteps reads update_plan's input, {"plan":[{"step","status"}]}, whose
// statuses are TodoWrite's own (pending, in_progress, completed).
func planSteps(input json.RawMessage) []hook.TodoItem {
	var in struct {
		Plan []struct {
			Step   string `json:"step"`
			Status string `json:"status"`
		} `json:"plan"`
	}
	if json.Unmarshal(input, &in) != nil {
		return nil
	}
	items := make([]hook.TodoItem, 0, len(in.Plan))
	for _, st := range in.Plan {
		items = append(items, hook.TodoItem{Content: st.Step, Status: st.Status})
	}
	return items
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
