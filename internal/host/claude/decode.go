// Package claude is the Claude Code adapter: it decodes Claude Code's hook
// payloads (real ones are in testdata/) into hook.Event, tolerantly (newer
// clients add fields; a field of an unexpected type is dropped, not fatal),
// and encodes a hook.Decision as exactly what Claude Code 2.1.330 accepts
// for that event. It also reads what Claude Code keeps on disk about a
// plugin (settings, saved options, installed plugins; settings.go), for
// the commands run from a shell. It knows nothing of the engine: only the
// neutral vocabulary of package hook.
package claude

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
)

// Tools names Claude Code's orchestrator tools for the texts models read.
func Tools() hook.Host { return hook.Host{AskUser: "AskUserQuestion", Resume: "SendMessage"} }

// ReadEvent reads one event from r with hook.Read and decodes it.
func ReadEvent(r io.Reader, timeout time.Duration) (*hook.Event, error) {
	data, err := hook.Read(r, timeout)
	if err != nil {
		return nil, err
	}
	return Decode(data)
}

// Decode reads one event. It fails only when the input is not a JSON object
// or has no hook_event_name; fields of an unexpected type are left empty.
func Decode(data []byte) (*hook.Event, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: stdin was empty", hook.ErrNotEvent)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%w: %s", hook.ErrNotEvent, describeJSONError(err))
	}
	var e hook.Event
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
	str("hook_event_name", &e.Name)
	str("permission_mode", &e.PermissionMode)
	str("prompt_id", &e.PromptID)
	str("agent_id", &e.AgentID)
	str("agent_type", &e.AgentType)
	str("agent_transcript_path", &e.AgentTranscriptPath)
	str("tool_name", &e.ToolName)
	str("tool_use_id", &e.ToolUseID)
	str("prompt", &e.Prompt)
	str("source", &e.Source)
	str("task_id", &e.TaskID)
	str("task_subject", &e.TaskSubject)
	str("task_description", &e.TaskDescription)
	str("teammate_name", &e.TeammateName)
	str("team_name", &e.TeamName)
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
	if e.Name == "" {
		return nil, fmt.Errorf("%w: no hook_event_name", hook.ErrNotEvent)
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
