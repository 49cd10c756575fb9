package claude

import (
	"encoding/json"

	"github.com/team-hook/team-hook/internal/hook"
)

// Answer is what the process does to answer one event.
type Answer = hook.Answer

// output is the one JSON document a hook prints on stdout.
type output struct {
	SystemMessage      string        `json:"systemMessage,omitempty"`
	Decision           string        `json:"decision,omitempty"`
	Reason             string        `json:"reason,omitempty"`
	HookSpecificOutput *hookSpecific `json:"hookSpecificOutput,omitempty"`
}

// hookSpecific is the event-specific part of an output. HookEventName must
// equal the event being answered, or Claude Code rejects the whole output.
type hookSpecific struct {
	HookEventName            string `json:"hookEventName"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
	// UpdatedInput is raw JSON: the tool's whole input, rewritten.
	UpdatedInput json.RawMessage `json:"updatedInput,omitempty"`
}

// shape says how an event's answer may be written.
type shape struct {
	// specific: the event has a hookSpecificOutput type. For the events
	// without one (the stops, TaskCreated, TaskCompleted, TeammateIdle) a
	// hookSpecificOutput fails validation and voids the whole answer, a
	// block beside it included.
	specific bool
	// context: hookSpecificOutput.additionalContext reaches the model.
	context bool
	// permission: a block is a refusal (permissionDecision deny), not
	// decision:block.
	permission bool
}

// shapeOf is the table of what Claude Code 2.1.330 accepts per event
// (CLAUDE-CODE-FACTS.md, CLAUDE-CODE-TEAMS.md). An event not listed gets
// only the fields every event takes: decision, reason, systemMessage.
func shapeOf(event string) shape {
	switch event {
	case hook.PostToolUse, hook.UserPromptSubmit, hook.SessionStart:
		return shape{specific: true, context: true}
	case hook.PreToolUse:
		return shape{specific: true, permission: true}
	case hook.SubagentStop, hook.Stop:
		return shape{} // decision:block feeds the reason back; no hookSpecificOutput type
	case hook.TaskCreated, hook.TaskCompleted, hook.TeammateIdle:
		// decision:block only: a hookSpecificOutput here fails validation
		// and voids the whole answer (fail-open), so none is ever written.
		return shape{}
	}
	return shape{}
}

// Encode turns a decision into Claude Code's answer to event. What the
// event cannot carry is left out (context on a stop reaches nobody); the
// answer is always exit 0 with JSON on stdout, or nothing at all.
func Encode(event string, d hook.Decision) Answer {
	sh := shapeOf(event)
	o := output{SystemMessage: d.SystemMessage()}
	switch {
	case d.Block != "" && sh.permission:
		o.HookSpecificOutput = &hookSpecific{HookEventName: event, PermissionDecision: "deny", PermissionDecisionReason: d.Block}
	case d.Block != "":
		o.Decision, o.Reason = "block", d.Block
	case d.Context != "" && sh.specific && sh.context:
		o.HookSpecificOutput = &hookSpecific{HookEventName: event, AdditionalContext: d.Context}
	case len(d.UpdatedInput) > 0 && sh.permission:
		o.HookSpecificOutput = &hookSpecific{HookEventName: event, UpdatedInput: d.UpdatedInput}
	}
	if o.SystemMessage == "" && o.Decision == "" && o.Reason == "" && o.HookSpecificOutput == nil {
		return Answer{}
	}
	return Answer{Stdout: o.appendJSON(make([]byte, 0, 256+len(d.Block)+len(d.Context)+len(d.UpdatedInput)))}
}

// appendJSON is the output as hook.JSONAnswer writes it, one line
// (TestEncodeAsJSONAnswer): written by hand, since encoding/json builds its
// encoder for output by reflection first, a tenth of what a blocked stop
// costs beyond a clean one.
func (o output) appendJSON(b []byte) []byte {
	sep := byte('{')
	field := func(key, v string) {
		if v != "" {
			b = append(b, sep, '"')
			b = append(b, key...)
			b = append(b, '"', ':')
			b = hook.AppendJSONString(b, v)
			sep = ','
		}
	}
	field("systemMessage", o.SystemMessage)
	field("decision", o.Decision)
	field("reason", o.Reason)
	if h := o.HookSpecificOutput; h != nil {
		b = append(b, sep)
		b = append(b, `"hookSpecificOutput":{"hookEventName":`...)
		b = hook.AppendJSONString(b, h.HookEventName)
		sep = ','
		field("additionalContext", h.AdditionalContext)
		field("permissionDecision", h.PermissionDecision)
		field("permissionDecisionReason", h.PermissionDecisionReason)
		if len(h.UpdatedInput) > 0 {
			b = append(b, `,"updatedInput":`...)
			b = append(b, h.UpdatedInput...)
		}
		b = append(b, '}')
	}
	return append(b, '}', '\n')
}
