package claude

import (
	"bytes"
	"encoding/json"

	"github.com/team-hook/team-hook/internal/hook"
)

// Answer is what the process does to answer one event: its exit code and
// what it writes. Claude Code reads stdout as JSON only when it starts with
// '{'; at most one JSON document ever goes there.
type Answer struct {
	Code   int
	Stdout []byte
	Stderr []byte
}

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
	}
	if o == (output{}) {
		return Answer{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(o) // only strings: cannot fail
	return Answer{Stdout: buf.Bytes()}
}
