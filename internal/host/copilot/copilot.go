// Package copilot is the GitHub Copilot CLI adapter (1.0.102). Registered
// under Claude Code's event names, Copilot sends Claude-style payloads
// (real ones are in testdata/) with its own differences, which this
// package reads: a subagent's result arrives in tool_result, not
// tool_response; UserPromptSubmit and Stop also fire inside subagents;
// context is read only from a top-level additionalContext; a
// SubagentStop answer may replace what the orchestrator receives
// (modifiedResponse); and the orchestrator asks the user with ask_user's
// form and resumes an agent with write_agent, which this package reads as
// Claude Code's AskUserQuestion and SendMessage. It knows nothing of the
// engine: only the neutral vocabulary of package hook.
package copilot

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/hook"
)

// Tools names Copilot's orchestrator tools: ask_user, offered only in an
// interactive session (never in copilot -p), takes every question as a
// field of one form; write_agent gives an agent a new turn, but only one
// started in the background (mode "background"); a sync task's agent
// refuses it.
func Tools() hook.Host {
	return hook.Host{
		Name: "Copilot CLI", AskUser: "ask_user", Ask: hook.AskForm, AskWhere: "interactive sessions",
		Resume: "write_agent", ResumeTo: "agent_id",
		ResumeNote:     "write_agent reaches only an agent started in the background; if this one ran in sync mode, start a new background task of the same agent_type whose prompt gives its result and the user's answers.",
		RewritesResult: true,
	}
}

// Copilot's tools as hooks see them. It reports task as Claude Code's
// Agent, and ask_user as Claude Code's AskUserQuestion, though its input
// and result are Copilot's own.
const (
	toolAgent      = "Agent"
	toolAskUser    = hook.ToolAskUserQuestion
	toolWriteAgent = "write_agent"
)

// answeredPrefix starts ask_user's result when the user answered the form:
// "User responded: <field>=<value>, <field>=<value>".
const answeredPrefix = "User responded: "

// Decode reads one event (see hook.ParsePayload for the tolerance).
func Decode(data []byte) (*hook.Event, error) { return hook.DecodeWith(DecodePayload, data) }

// DecodePayload reads Copilot's payload: Claude Code's fields, and on the
// orchestrator's PostToolUse of its tools what the engine reads of
// Claude Code's: the task tool's result, which Copilot puts in
// tool_result.text_result_for_llm (the agent's last message, or the
// modifiedResponse a SubagentStop answer gave it); ask_user's answers as
// AskUserQuestion's; write_agent as a SendMessage to the agent.
func DecodePayload(p hook.Payload) (*hook.Event, error) {
	ev, err := p.NamedEvent()
	if err != nil {
		return nil, err
	}
	if ev.Name != hook.PostToolUse || ev.AgentID != "" {
		return ev, nil
	}
	result := p.Sub("tool_result").String("text_result_for_llm")
	switch ev.ToolName {
	case toolAgent:
		if result != "" {
			ev.Results = []hook.AgentResult{{AgentType: p.Sub("tool_input").String("agent_type"), Text: result}}
		}
	case toolAskUser:
		if answers := formAnswers(ev.ToolInput, result); answers != nil {
			ev.Asked(answers)
		}
	case toolWriteAgent:
		if to := p.Sub("tool_input").String("agent_id"); to != "" {
			ev.MessageTo(to)
		}
	}
	return ev, nil
}

// formAnswers reads what the user answered to ask_user's form: the
// question is each field's title (the engine's instructions put it there
// word for word), the answer its value in the result, "User responded:
// f1=v1, f2=v2". A value may hold ", " itself, so each one runs to the
// next field's own "name=". Nil when the user did not answer (declined,
// or the result is not the answered form's).
func formAnswers(input json.RawMessage, result string) []hook.QuestionAnswer {
	text, ok := strings.CutPrefix(result, answeredPrefix)
	if !ok {
		return nil
	}
	fields := formFields(input)
	if len(fields) == 1 { // a form of one field is answered with its value alone
		f := fields[0]
		return []hook.QuestionAnswer{{Question: f.title, Answer: strings.TrimPrefix(text, f.name+"=")}}
	}
	type found struct {
		at    int
		field field
	}
	var marks []found
	for _, f := range fields {
		key := f.name + "="
		switch {
		case strings.HasPrefix(text, key):
			marks = append(marks, found{0, f})
		case strings.Contains(text, ", "+key):
			marks = append(marks, found{strings.Index(text, ", "+key) + 2, f})
		}
	}
	slices.SortFunc(marks, func(a, b found) int { return a.at - b.at })
	var out []hook.QuestionAnswer
	for i, m := range marks {
		end := len(text)
		if i+1 < len(marks) {
			end = marks[i+1].at - 2
		}
		out = append(out, hook.QuestionAnswer{Question: m.field.title, Answer: text[m.at+len(m.field.name)+1 : end]})
	}
	return out
}

// field is one field of ask_user's form: its name and the question in its
// title (the name when it has none).
type field struct{ name, title string }

// formFields reads the fields of ask_user's input,
// {"message","requestedSchema":{"properties":{"<name>":{"title",…}}}}.
func formFields(input json.RawMessage) []field {
	var in struct {
		RequestedSchema struct {
			Properties map[string]struct {
				Title string `json:"title"`
			} `json:"properties"`
		} `json:"requestedSchema"`
	}
	if json.Unmarshal(input, &in) != nil {
		return nil
	}
	var out []field
	for name, prop := range in.RequestedSchema.Properties {
		title := strings.TrimSpace(prop.Title)
		if title == "" {
			title = name
		}
		out = append(out, field{name, title})
	}
	return out
}

// Skip reports whether an event must go unanswered on Copilot whatever the
// engine would say: UserPromptSubmit and Stop also fire inside a subagent
// (for its first prompt, each block reason, each turn), where orchestrator
// context would reach the subagent and a Stop is not the session's.
func Skip(ev *hook.Event) bool {
	return ev.AgentID != "" && (ev.Name == hook.UserPromptSubmit || ev.Name == hook.Stop)
}
