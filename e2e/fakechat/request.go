package fakechat

import (
	"encoding/json"
	"strings"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// SubagentHeader and SubagentInteraction mark the requests Copilot makes
// for a subagent; the main agent's carry another interaction type.
const (
	SubagentHeader      = "X-Interaction-Type"
	SubagentInteraction = "conversation-subagent"
)

// Request is one recorded HTTP request.
type Request struct {
	fakeserver.Exchange
	// Chat is the decoded body of a POST /v1/chat/completions request,
	// nil for every other endpoint.
	Chat *ChatRequest
}

// ChatRequest is the part of a Chat Completions request the tests read.
type ChatRequest struct {
	Model    string    `json:"model"`
	Stream   bool      `json:"stream"`
	Messages []Message `json:"messages"`
	Tools    []Tool    `json:"tools"`
}

// Message is one message of the conversation: system, user, assistant (with
// its tool calls) or tool (a tool's result).
type Message struct {
	Role       string             `json:"role"`
	Content    fakeserver.Content `json:"content"`
	ToolCalls  []ToolCall         `json:"tool_calls,omitempty"`
	ToolCallID string             `json:"tool_call_id,omitempty"`
}

// ToolCall is one function call the model made.
type ToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// Tool is one function offered to the model.
type Tool struct {
	Type     string `json:"type"`
	Function struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"function"`
}

// IsSubagent reports whether a subagent made the request.
func (r *Request) IsSubagent() bool {
	return strings.EqualFold(r.Header.Get(SubagentHeader), SubagentInteraction)
}

// IsConversation reports whether this is a turn of an agent's conversation:
// a chat request that offers tools.
func (r *Request) IsConversation() bool { return r.Chat != nil && len(r.Chat.Tools) > 0 }

// ToolNames lists the functions offered, in order.
func (r *Request) ToolNames() []string {
	if r.Chat == nil {
		return nil
	}
	names := make([]string, len(r.Chat.Tools))
	for i, t := range r.Chat.Tools {
		names[i] = t.Function.Name
	}
	return names
}

// HasTool reports whether the function is offered.
func (r *Request) HasTool(name string) bool {
	for _, n := range r.ToolNames() {
		if n == name {
			return true
		}
	}
	return false
}

// SystemText joins the system messages.
func (r *Request) SystemText() string {
	return r.joined(func(m Message) bool { return m.Role == "system" })
}

func (r *Request) joined(keep func(Message) bool) string {
	if r.Chat == nil {
		return ""
	}
	var parts []string
	for _, m := range r.Chat.Messages {
		if keep(m) && m.Content != "" {
			parts = append(parts, string(m.Content))
		}
	}
	return strings.Join(parts, "\n")
}

// FirstUserText is the first user message: the prompt of the run or, for a
// subagent, the prompt it was launched with.
func (r *Request) FirstUserText() string {
	if r.Chat == nil {
		return ""
	}
	for _, m := range r.Chat.Messages {
		if m.Role == "user" {
			return string(m.Content)
		}
	}
	return ""
}

// Turn is what the model is asked to answer: every message after its last
// reply (user messages, tool results).
func (r *Request) Turn() []Message {
	if r.Chat == nil {
		return nil
	}
	ms := r.Chat.Messages
	i := len(ms)
	for i > 0 && ms[i-1].Role != "assistant" {
		i--
	}
	return ms[i:]
}

// TurnText joins the text of every message of Turn, one per line.
func (r *Request) TurnText() string {
	var parts []string
	for _, m := range r.Turn() {
		if m.Content != "" {
			parts = append(parts, string(m.Content))
		}
	}
	return strings.Join(parts, "\n")
}

// ToolCalls returns every tool call the model made so far, in order.
func (r *Request) ToolCalls() []ToolCall {
	if r.Chat == nil {
		return nil
	}
	var out []ToolCall
	for _, m := range r.Chat.Messages {
		if m.Role == "assistant" {
			out = append(out, m.ToolCalls...)
		}
	}
	return out
}

// ToolResult is the result of the tool call with this id, anywhere in the
// conversation.
func (r *Request) ToolResult(callID string) (string, bool) {
	if r.Chat == nil {
		return "", false
	}
	for _, m := range r.Chat.Messages {
		if m.Role == "tool" && m.ToolCallID == callID {
			return string(m.Content), true
		}
	}
	return "", false
}

// AssistantTurns counts the model's replies so far in the conversation.
func (r *Request) AssistantTurns() int {
	return r.count(func(m Message) int {
		if m.Role == "assistant" {
			return 1
		}
		return 0
	})
}

// CountUser counts the occurrences of s in user messages.
func (r *Request) CountUser(s string) int {
	return r.count(func(m Message) int {
		if m.Role == "user" {
			return strings.Count(string(m.Content), s)
		}
		return 0
	})
}

func (r *Request) count(f func(Message) int) int {
	if r.Chat == nil {
		return 0
	}
	n := 0
	for _, m := range r.Chat.Messages {
		n += f(m)
	}
	return n
}
