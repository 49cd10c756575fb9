package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Payload is one event's JSON object, field by field. Claude Code, Copilot
// CLI (for events registered under Claude Code's names) and Codex CLI all
// send the snake_case fields Claude Code defined, so every adapter starts
// from one of these and reads what its host does differently on top.
// Reading is tolerant: newer clients add fields, and a field of an
// unexpected type reads as absent rather than failing the event.
type Payload map[string]json.RawMessage

// ParsePayload reads one event. It fails, wrapping ErrNotEvent, only when
// the input is not a JSON object.
func ParsePayload(data []byte) (Payload, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: stdin was empty", ErrNotEvent)
	}
	if p, ok := splitObject(data); ok {
		return p, nil
	}
	var p Payload
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotEvent, DescribeJSONError(err))
	}
	return p, nil
}

// splitObject is json.Unmarshal of a valid JSON object into a Payload,
// done by hand: every event is read so, the ignored ones too, and
// json.Unmarshal's reflection over the map and its values was a tenth of
// an ignored event's work. A key with an escape or past ASCII, and
// anything but a valid object, is left to json.Unmarshal (ok false),
// which alone says what such a key reads as and what is wrong with the
// input (TestParsePayloadAsUnmarshal, FuzzParsePayload).
func splitObject(data []byte) (p Payload, ok bool) {
	if len(data) == 0 || data[0] != '{' || !json.Valid(data) {
		return nil, false
	}
	data = bytes.Clone(data) // json.Unmarshal copies each value out of the input
	p = Payload{}
	i := skipSpace(data, 1)
	if data[i] == '}' {
		return p, true
	}
	for {
		// A key: data is valid, so a quote starts it and one ends it.
		end := i + 1
		for ; data[end] != '"'; end++ {
			if c := data[end]; c == '\\' || c >= utf8.RuneSelf {
				return nil, false
			}
		}
		key := string(data[i+1 : end])
		start := skipSpace(data, skipSpace(data, end+1)+1) // past the colon
		i = skipValue(data, start)
		p[key] = json.RawMessage(data[start:i:i])
		i = skipSpace(data, i)
		if data[i] == '}' {
			return p, true
		}
		i = skipSpace(data, i+1) // past the comma
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the valid JSON value starting at i.
func skipValue(data []byte, i int) int {
	depth := 0
	for {
		switch data[i] {
		case '"':
			for i++; data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		}
		i++
		if depth == 0 && (i == len(data) || isValueEnd(data[i])) {
			return i
		}
	}
}

// isValueEnd: c ends a scalar (a number, true, false, null) in valid JSON.
func isValueEnd(c byte) bool {
	switch c {
	case ',', '}', ']', ' ', '\t', '\n', '\r':
		return true
	}
	return false
}

// Has reports whether the payload has key, whatever its value.
func (p Payload) Has(key string) bool {
	_, ok := p[key]
	return ok
}

// String is the string at key; "" when absent or not a string.
func (p Payload) String(key string) string {
	v, ok := p[key]
	if !ok {
		return ""
	}
	if s, ok := plainString(v); ok {
		return s
	}
	var s string
	_ = json.Unmarshal(v, &s)
	return s
}

// plainString reads a JSON string of printable ASCII without escapes, the
// most of what a payload holds, without json.Unmarshal.
func plainString(v json.RawMessage) (string, bool) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", false
	}
	for _, c := range v[1 : len(v)-1] {
		if c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			return "", false
		}
	}
	return string(v[1 : len(v)-1]), true
}

// Bool is the boolean at key; false when absent or not a boolean.
func (p Payload) Bool(key string) bool {
	var b bool
	if v, ok := p[key]; ok {
		_ = json.Unmarshal(v, &b)
	}
	return b
}

// Value is the JSON at key; nil when absent or null.
func (p Payload) Value(key string) json.RawMessage {
	v, ok := p[key]
	if !ok || string(bytes.TrimSpace(v)) == "null" {
		return nil
	}
	return v
}

// Object is the JSON object at key; nil when absent or not an object.
func (p Payload) Object(key string) json.RawMessage {
	v := bytes.TrimSpace(p[key])
	if len(v) == 0 || v[0] != '{' {
		return nil
	}
	return p[key]
}

// Sub is the object at key read as a payload of its own; nil when absent
// or not an object.
func (p Payload) Sub(key string) Payload {
	var sub Payload
	if v := p.Object(key); v != nil {
		_ = json.Unmarshal(v, &sub)
	}
	return sub
}

// Event reads the fields every host names as Claude Code does. Its Name is
// "" when the payload has no hook_event_name: the adapter decides whether
// that is an error.
func (p Payload) Event() *Event {
	e := &Event{
		Name:                p.String("hook_event_name"),
		SessionID:           p.String("session_id"),
		TranscriptPath:      p.String("transcript_path"),
		Cwd:                 p.String("cwd"),
		PermissionMode:      p.String("permission_mode"),
		PromptID:            p.String("prompt_id"),
		AgentID:             p.String("agent_id"),
		AgentType:           p.String("agent_type"),
		AgentTranscriptPath: p.String("agent_transcript_path"),
		ToolName:            p.String("tool_name"),
		ToolUseID:           p.String("tool_use_id"),
		Prompt:              p.String("prompt"),
		Source:              p.String("source"),
		TaskID:              p.String("task_id"),
		TaskSubject:         p.String("task_subject"),
		TaskDescription:     p.String("task_description"),
		TeammateName:        p.String("teammate_name"),
		TeamName:            p.String("team_name"),
		StopHookActive:      p.Bool("stop_hook_active"),
		ToolInput:           p.Object("tool_input"),
		ToolResponse:        p.Value("tool_response"),
	}
	if v := p.Value("last_assistant_message"); v != nil {
		var s string
		if json.Unmarshal(v, &s) == nil {
			e.LastAssistantMessage = &s
		}
	}
	return e
}

// DecodeWith parses data and decodes it with an adapter's decode: the
// whole of reading one event from its bytes.
func DecodeWith(decode func(Payload) (*Event, error), data []byte) (*Event, error) {
	p, err := ParsePayload(data)
	if err != nil {
		return nil, err
	}
	return decode(p)
}

// NamedEvent is p.Event for an event that must name itself: a payload
// without hook_event_name is not an event.
func (p Payload) NamedEvent() (*Event, error) {
	e := p.Event()
	if e.Name == "" {
		return nil, fmt.Errorf("%w: no hook_event_name", ErrNotEvent)
	}
	return e, nil
}

// DescribeJSONError says plainly what is wrong with a JSON document: where
// it breaks, or what it holds instead of an object.
func DescribeJSONError(err error) string {
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
