package codex

import (
	"github.com/team-hook/team-hook/internal/hook"
)

// output is every top-level key team-hook writes; each is one Codex's
// schema defines, and schemaOf says for which events.
type output struct {
	SystemMessage      string    `json:"systemMessage,omitempty"`
	Decision           string    `json:"decision,omitempty"`
	Reason             string    `json:"reason,omitempty"`
	HookSpecificOutput *specific `json:"hookSpecificOutput,omitempty"`
}

// specific is hookSpecificOutput. HookEventName must name the event
// answered.
type specific struct {
	HookEventName            string `json:"hookEventName"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
}

// schema is what Codex 0.169.0 accepts in the answer to one event, from
// its output schemas (each with additionalProperties false).
type schema struct {
	decision   bool // decision and reason: a block
	context    bool // hookSpecificOutput.additionalContext
	permission bool // hookSpecificOutput.permissionDecision: a refusal
}

// schemaOf is the table of what Codex's schema has per event. An event
// not listed, which Codex never sends, gets only systemMessage.
func schemaOf(event string) schema {
	switch event {
	case hook.SubagentStop, hook.Stop:
		return schema{decision: true}
	case hook.PostToolUse, hook.UserPromptSubmit:
		return schema{decision: true, context: true}
	case hook.SessionStart:
		return schema{context: true}
	case hook.PreToolUse:
		return schema{context: true, permission: true}
	}
	return schema{}
}

// Encode turns a decision into Codex's answer to event: exit 0 with JSON
// on stdout, or nothing. Only keys schemaOf allows for the event are ever
// written, so that Codex never drops the answer: what the event cannot
// carry (Decision.Result, which Codex has no key for, or context on a
// stop) is left out.
func Encode(event string, d hook.Decision) hook.Answer {
	sc := schemaOf(event)
	o := output{SystemMessage: d.SystemMessage()}
	switch {
	case d.Block != "" && sc.permission:
		o.HookSpecificOutput = &specific{HookEventName: event, PermissionDecision: "deny", PermissionDecisionReason: d.Block}
	case d.Block != "" && sc.decision:
		o.Decision, o.Reason = "block", d.Block
	case d.Context != "" && sc.context:
		o.HookSpecificOutput = &specific{HookEventName: event, AdditionalContext: d.Context}
	}
	if o == (output{}) {
		return hook.Answer{}
	}
	return hook.JSONAnswer(o)
}
