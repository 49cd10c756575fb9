// Package hook owns Claude Code's hook wire format: it decodes one event from
// stdin tolerantly (newer clients add fields; a field of an unexpected type
// is dropped, not fatal) and encodes the one JSON answer a hook may print.
package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Event names the product handles.
const (
	SubagentStop     = "SubagentStop"
	SubagentStart    = "SubagentStart"
	PostToolUse      = "PostToolUse"
	PreToolUse       = "PreToolUse"
	UserPromptSubmit = "UserPromptSubmit"
	SessionStart     = "SessionStart"
	Stop             = "Stop"
)

// Event is one hook payload. Only the fields the product reads are kept.
type Event struct {
	SessionID      string `json:"session_id"`
	TranscriptPath string `json:"transcript_path"`
	Cwd            string `json:"cwd"`
	HookEventName  string `json:"hook_event_name"`
	PermissionMode string `json:"permission_mode"`

	// Set on events fired inside a subagent.
	AgentID   string `json:"agent_id"`
	AgentType string `json:"agent_type"`

	// SubagentStop and Stop.
	StopHookActive      bool   `json:"stop_hook_active"`
	AgentTranscriptPath string `json:"agent_transcript_path"`
	// LastAssistantMessage is nil when the field is absent (older clients),
	// which sends the hook to the transcript instead.
	LastAssistantMessage *string `json:"last_assistant_message"`

	// PreToolUse and PostToolUse.
	ToolName     string          `json:"tool_name"`
	ToolInput    json.RawMessage `json:"tool_input"`
	ToolResponse json.RawMessage `json:"tool_response"`
	ToolUseID    string          `json:"tool_use_id"`

	// UserPromptSubmit.
	Prompt string `json:"prompt"`
	// SessionStart.
	Source string `json:"source"`
}

// ErrNotEvent is wrapped by every decoding failure.
var ErrNotEvent = errors.New("not a hook event")

// Decode reads one event. It fails only when the input is not a JSON object
// or has no hook_event_name; fields of an unexpected type are left empty.
func Decode(data []byte) (*Event, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: stdin was empty", ErrNotEvent)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotEvent, describeJSONError(err))
	}
	var e Event
	str := func(key string, dst *string) {
		if v, ok := raw[key]; ok {
			var s string
			if json.Unmarshal(v, &s) == nil {
				*dst = s
			}
		}
	}
	str("session_id", &e.SessionID)
	str("transcript_path", &e.TranscriptPath)
	str("cwd", &e.Cwd)
	str("hook_event_name", &e.HookEventName)
	str("permission_mode", &e.PermissionMode)
	str("agent_id", &e.AgentID)
	str("agent_type", &e.AgentType)
	str("agent_transcript_path", &e.AgentTranscriptPath)
	str("tool_name", &e.ToolName)
	str("tool_use_id", &e.ToolUseID)
	str("prompt", &e.Prompt)
	str("source", &e.Source)
	if v, ok := raw["stop_hook_active"]; ok {
		var b bool
		if json.Unmarshal(v, &b) == nil {
			e.StopHookActive = b
		}
	}
	if v, ok := raw["last_assistant_message"]; ok && !isNull(v) {
		var s string
		if json.Unmarshal(v, &s) == nil {
			e.LastAssistantMessage = &s
		}
	}
	if v, ok := raw["tool_input"]; ok && isObject(v) {
		e.ToolInput = v
	}
	if v, ok := raw["tool_response"]; ok && !isNull(v) {
		e.ToolResponse = v
	}
	if e.HookEventName == "" {
		return nil, fmt.Errorf("%w: no hook_event_name", ErrNotEvent)
	}
	return &e, nil
}

func isObject(v json.RawMessage) bool {
	v = bytes.TrimSpace(v)
	return len(v) > 0 && v[0] == '{'
}

func isNull(v json.RawMessage) bool { return string(bytes.TrimSpace(v)) == "null" }

func describeJSONError(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("invalid JSON at byte %d: %v", se.Offset, err)
	case errors.As(err, &te):
		return fmt.Sprintf("expected a JSON object, got %s", te.Value)
	case strings.Contains(err.Error(), "unexpected end"):
		return "truncated JSON"
	}
	return err.Error()
}
