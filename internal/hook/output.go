package hook

import (
	"bytes"
	"encoding/json"
	"io"
)

// Output is the one JSON document a hook prints on stdout.
type Output struct {
	Continue           *bool         `json:"continue,omitempty"`
	StopReason         string        `json:"stopReason,omitempty"`
	SuppressOutput     bool          `json:"suppressOutput,omitempty"`
	SystemMessage      string        `json:"systemMessage,omitempty"`
	Decision           string        `json:"decision,omitempty"`
	Reason             string        `json:"reason,omitempty"`
	HookSpecificOutput *HookSpecific `json:"hookSpecificOutput,omitempty"`
}

// HookSpecific is the event-specific part of an Output. HookEventName must
// equal the event being answered, or Claude Code rejects the whole output.
type HookSpecific struct {
	HookEventName            string          `json:"hookEventName"`
	AdditionalContext        string          `json:"additionalContext,omitempty"`
	PermissionDecision       string          `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string          `json:"permissionDecisionReason,omitempty"`
	UpdatedInput             json.RawMessage `json:"updatedInput,omitempty"`
}

// Empty reports whether there is nothing to say (the hook then prints
// nothing at all).
func (o *Output) Empty() bool {
	return o == nil || (o.Continue == nil && o.StopReason == "" && !o.SuppressOutput &&
		o.SystemMessage == "" && o.Decision == "" && o.Reason == "" && o.HookSpecificOutput == nil)
}

// Block is the answer that keeps a subagent (or a stop) going with reason
// fed back to it.
func Block(reason string) *Output { return &Output{Decision: "block", Reason: reason} }

// Context is the answer that adds text to the model's context on events
// that accept it (PostToolUse, UserPromptSubmit).
func Context(event, text string) *Output {
	return &Output{HookSpecificOutput: &HookSpecific{HookEventName: event, AdditionalContext: text}}
}

// Write prints o as one line of JSON, or nothing when it is empty.
func Write(w io.Writer, o *Output) error {
	if o.Empty() {
		return nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}
