package copilot

import (
	"github.com/team-hook/team-hook/internal/hook"
)

// output is the one JSON document a hook prints on stdout, in the keys
// Copilot 1.0.102 reads: decision must be "block" or "allow" (never
// "approve"); context is read only at the top level, never from
// hookSpecificOutput; modifiedResponse on SubagentStop replaces the
// subagent's result. Copilot shows systemMessage nowhere, but keeps it in
// its log and tolerates it beside the other keys.
type output struct {
	SystemMessage            string `json:"systemMessage,omitempty"`
	Decision                 string `json:"decision,omitempty"`
	Reason                   string `json:"reason,omitempty"`
	PermissionDecision       string `json:"permissionDecision,omitempty"`
	PermissionDecisionReason string `json:"permissionDecisionReason,omitempty"`
	AdditionalContext        string `json:"additionalContext,omitempty"`
	ModifiedResponse         string `json:"modifiedResponse,omitempty"`
}

// carriesContext lists the events whose additionalContext reaches the
// model: appended to the task result (PostToolUse), to the prompt
// (UserPromptSubmit), or as a message of its own (SessionStart).
func carriesContext(event string) bool {
	switch event {
	case hook.PostToolUse, hook.UserPromptSubmit, hook.SessionStart:
		return true
	}
	return false
}

// Encode turns a decision into Copilot's answer to event: always exit 0
// (Copilot reads any other exit as a warning and enforces nothing), JSON
// on stdout or nothing at all. A block wins over a rewrite, as it does in
// Copilot; what the event cannot carry is left out.
func Encode(event string, d hook.Decision) hook.Answer {
	o := output{SystemMessage: d.SystemMessage()}
	switch {
	case d.Block != "" && event == hook.PreToolUse:
		o.PermissionDecision, o.PermissionDecisionReason = "deny", d.Block
	case d.Block != "":
		o.Decision, o.Reason = "block", d.Block
	case d.Result != "" && event == hook.SubagentStop:
		o.ModifiedResponse = d.Result
	case d.Context != "" && carriesContext(event):
		o.AdditionalContext = d.Context
	}
	if o == (output{}) {
		return hook.Answer{}
	}
	return hook.JSONAnswer(o)
}
