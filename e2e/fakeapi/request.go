package fakeapi

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// AgentIDHeader is the header Claude Code sets on every request a subagent
// makes; the main agent's requests do not carry it.
const AgentIDHeader = "X-Claude-Code-Agent-Id"

// Request is one recorded HTTP request.
type Request struct {
	fakeserver.Exchange
	// Messages is the decoded body of a POST /v1/messages request, nil for
	// every other endpoint (and for a body that is not a Messages request).
	Messages *MessagesRequest
}

// MessagesRequest is the part of a Messages API request body the tests read.
type MessagesRequest struct {
	Model     string    `json:"model"`
	MaxTokens int       `json:"max_tokens"`
	Stream    bool      `json:"stream"`
	System    Content   `json:"system"`
	Messages  []Message `json:"messages"`
	Tools     []Tool    `json:"tools"`
}

// Message is one turn of the conversation sent to the model.
type Message struct {
	Role    string  `json:"role"`
	Content Content `json:"content"`
}

// Tool is one tool offered to the model.
type Tool struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"input_schema"`
}

// Block is one content block: text, tool_use, tool_result, and the kinds the
// tests do not look into (image, thinking, …), kept by type only.
type Block struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
	// tool_use
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name,omitempty"`
	Input json.RawMessage `json:"input,omitempty"`
	// tool_result: its content is a string or a list of blocks.
	ToolUseID string  `json:"tool_use_id,omitempty"`
	Content   Content `json:"content,omitempty"`
	IsError   bool    `json:"is_error,omitempty"`
}

// Content is a list of blocks. On the wire a system prompt, a message's
// content and a tool_result's content may each be a plain string; it
// decodes as one text block.
type Content []Block

// UnmarshalJSON accepts a string or an array of blocks.
func (c *Content) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*c = Content{{Type: "text", Text: s}}
		return nil
	}
	var blocks []Block
	if err := json.Unmarshal(data, &blocks); err != nil {
		return err
	}
	*c = blocks
	return nil
}

// Text joins the text of every block, tool_result content included, one
// block per line.
func (c Content) Text() string {
	var b strings.Builder
	for _, bl := range c {
		var s string
		switch bl.Type {
		case "text":
			s = bl.Text
		case "tool_result":
			s = bl.Content.Text()
		case "tool_use":
			s = string(bl.Input)
		}
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(s)
	}
	return b.String()
}

// ToolResults returns the tool_result blocks.
func (c Content) ToolResults() []Block { return c.ofType("tool_result") }

// ToolUses returns the tool_use blocks.
func (c Content) ToolUses() []Block { return c.ofType("tool_use") }

func (c Content) ofType(t string) []Block {
	var out []Block
	for _, bl := range c {
		if bl.Type == t {
			out = append(out, bl)
		}
	}
	return out
}

// AgentID is the subagent id the request was made for, or "" for the main
// agent.
func (r *Request) AgentID() string { return r.Header.Get(AgentIDHeader) }

// IsSubagent reports whether a subagent made the request.
func (r *Request) IsSubagent() bool { return r.AgentID() != "" }

// IsMessages reports whether this is a Messages API call (POST /v1/messages).
func (r *Request) IsMessages() bool { return r.Messages != nil }

// IsConversation reports whether this is a turn of an agent's conversation:
// a Messages call that offers tools. Claude Code's side queries (session
// titles, summaries, classifiers) offer none.
func (r *Request) IsConversation() bool {
	return r.Messages != nil && len(r.Messages.Tools) > 0
}

// SystemText is the system prompt as one string.
func (r *Request) SystemText() string {
	if r.Messages == nil {
		return ""
	}
	return r.Messages.System.Text()
}

// ToolNames lists the tools offered, in order.
func (r *Request) ToolNames() []string {
	if r.Messages == nil {
		return nil
	}
	names := make([]string, len(r.Messages.Tools))
	for i, t := range r.Messages.Tools {
		names[i] = t.Name
	}
	return names
}

// HasTool reports whether the tool is offered.
func (r *Request) HasTool(name string) bool {
	for _, n := range r.ToolNames() {
		if n == name {
			return true
		}
	}
	return false
}

// LastUser is the content of the last user turn (the turn the model is
// asked to answer), or nil.
func (r *Request) LastUser() Content {
	if r.Messages == nil {
		return nil
	}
	for i := len(r.Messages.Messages) - 1; i >= 0; i-- {
		if r.Messages.Messages[i].Role == "user" {
			return r.Messages.Messages[i].Content
		}
	}
	return nil
}

// LastUserText is the text of the last user turn, tool results included.
func (r *Request) LastUserText() string { return r.LastUser().Text() }

// FirstUserText is the text of the first user turn: the prompt of the run
// or, for a subagent, the prompt it was launched with.
func (r *Request) FirstUserText() string {
	if r.Messages == nil || len(r.Messages.Messages) == 0 {
		return ""
	}
	return r.Messages.Messages[0].Content.Text()
}

// ToolResults returns the tool_result blocks of the last user turn.
func (r *Request) ToolResults() []Block { return r.LastUser().ToolResults() }

// ToolResultFor returns the tool_result of the given tool_use id anywhere in
// the conversation.
func (r *Request) ToolResultFor(toolUseID string) (Block, bool) {
	if r.Messages == nil {
		return Block{}, false
	}
	for _, m := range r.Messages.Messages {
		for _, b := range m.Content.ToolResults() {
			if b.ToolUseID == toolUseID {
				return b, true
			}
		}
	}
	return Block{}, false
}

// ToolUses returns every tool_use the model made so far in the
// conversation, in order.
func (r *Request) ToolUses() []Block {
	if r.Messages == nil {
		return nil
	}
	var out []Block
	for _, m := range r.Messages.Messages {
		if m.Role == "assistant" {
			out = append(out, m.Content.ToolUses()...)
		}
	}
	return out
}

// CountUser counts the user turns whose text contains s. Claude Code may
// merge consecutive user messages, so this counts turns, not messages.
func (r *Request) CountUser(s string) int {
	if r.Messages == nil {
		return 0
	}
	n := 0
	for _, m := range r.Messages.Messages {
		if m.Role == "user" {
			n += strings.Count(m.Content.Text(), s)
		}
	}
	return n
}

// AssistantTurns counts the model's replies so far in the conversation.
func (r *Request) AssistantTurns() int {
	if r.Messages == nil {
		return 0
	}
	n := 0
	for _, m := range r.Messages.Messages {
		if m.Role == "assistant" {
			n++
		}
	}
	return n
}

// Turn is what the model is asked to answer: every message after its last
// reply. That is the user turn (prompt, tool results, hook feedback) and the
// messages of role "system" Claude Code puts after it, such as a hook's
// additional context.
func (r *Request) Turn() []Message {
	if r.Messages == nil {
		return nil
	}
	ms := r.Messages.Messages
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
		if t := m.Content.Text(); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "\n")
}

// SystemMessages returns the text of every message of role "system" in the
// conversation, in order. Claude Code sends hook output this way
// ("PostToolUse:Agent hook additional context: …").
func (r *Request) SystemMessages() []string {
	if r.Messages == nil {
		return nil
	}
	var out []string
	for _, m := range r.Messages.Messages {
		if m.Role == "system" {
			out = append(out, m.Content.Text())
		}
	}
	return out
}
