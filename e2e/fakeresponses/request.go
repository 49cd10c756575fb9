package fakeresponses

import (
	"strings"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// SubagentHeader marks the requests Codex makes for a spawned agent
// ("collab_spawn"); ParentThreadHeader names the thread that spawned it.
const (
	SubagentHeader     = "X-Openai-Subagent"
	ParentThreadHeader = "X-Codex-Parent-Thread-Id"
)

// Request is one recorded HTTP request.
type Request struct {
	fakeserver.Exchange
	// Responses is the decoded body of a POST /v1/responses request, nil
	// for every other endpoint.
	Responses *ResponsesRequest
}

// ResponsesRequest is the part of a Responses request the tests read.
type ResponsesRequest struct {
	Model        string `json:"model"`
	Stream       bool   `json:"stream"`
	Instructions string `json:"instructions"`
	Input        []Item `json:"input"`
	Tools        []Tool `json:"tools"`
}

// Item is one input item: a message (developer, user or assistant), a
// function call the model made, or a function call's output.
type Item struct {
	Type    string             `json:"type"`
	Role    string             `json:"role,omitempty"`
	Content fakeserver.Content `json:"content,omitempty"`
	// function_call
	CallID    string `json:"call_id,omitempty"`
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments,omitempty"`
	Namespace string `json:"namespace,omitempty"`
	// function_call_output
	Output fakeserver.Content `json:"output,omitempty"`
}

// Tool is one tool offered: a function, or a namespace of functions.
type Tool struct {
	Type  string `json:"type"`
	Name  string `json:"name"`
	Tools []Tool `json:"tools,omitempty"`
}

// IsSubagent reports whether a spawned agent made the request.
func (r *Request) IsSubagent() bool { return r.Header.Get(SubagentHeader) != "" }

// Namespace is the namespace tool that offers the function name, or "".
func (r *Request) Namespace(name string) string {
	if r.Responses == nil {
		return ""
	}
	for _, t := range r.Responses.Tools {
		for _, f := range t.Tools {
			if t.Type == "namespace" && f.Name == name {
				return t.Name
			}
		}
	}
	return ""
}

// HasTool reports whether the function is offered, alone or in a
// namespace.
func (r *Request) HasTool(name string) bool {
	if r.Responses == nil {
		return false
	}
	for _, t := range r.Responses.Tools {
		if t.Name == name && t.Type != "namespace" {
			return true
		}
	}
	return r.Namespace(name) != ""
}

// Messages returns the message items of role (any role when ""), in order.
func (r *Request) Messages(role string) []Item {
	if r.Responses == nil {
		return nil
	}
	var out []Item
	for _, it := range r.Responses.Input {
		if it.Type == "message" && (role == "" || it.Role == role) {
			out = append(out, it)
		}
	}
	return out
}

// FirstUserText is the first user message that is not Codex's own
// environment context: the prompt of the run or of a spawned agent.
func (r *Request) FirstUserText() string {
	for _, m := range r.Messages("user") {
		if !strings.HasPrefix(string(m.Content), "<environment_context>") {
			return string(m.Content)
		}
	}
	return ""
}

// Turn is what the model is asked to answer: every input item after its
// last reply (user and developer messages, function outputs).
func (r *Request) Turn() []Item {
	if r.Responses == nil {
		return nil
	}
	in := r.Responses.Input
	i := len(in)
	for i > 0 && !(in[i-1].Type == "message" && in[i-1].Role == "assistant") && in[i-1].Type != "function_call" {
		i--
	}
	return in[i:]
}

// TurnText joins the text of every item of Turn, one per line.
func (r *Request) TurnText() string {
	var parts []string
	for _, it := range r.Turn() {
		if s := string(it.Content) + string(it.Output); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

// Calls returns every function call the model made so far, in order.
func (r *Request) Calls() []Item {
	if r.Responses == nil {
		return nil
	}
	var out []Item
	for _, it := range r.Responses.Input {
		if it.Type == "function_call" {
			out = append(out, it)
		}
	}
	return out
}

// Output is the output of the function call with this id, anywhere in the
// conversation.
func (r *Request) Output(callID string) (string, bool) {
	if r.Responses == nil {
		return "", false
	}
	for _, it := range r.Responses.Input {
		if it.Type == "function_call_output" && it.CallID == callID {
			return string(it.Output), true
		}
	}
	return "", false
}

// AssistantTurns counts the model's messages so far in the conversation.
func (r *Request) AssistantTurns() int { return len(r.Messages("assistant")) }

// CountUser counts the occurrences of s in user messages.
func (r *Request) CountUser(s string) int {
	n := 0
	for _, m := range r.Messages("user") {
		n += strings.Count(string(m.Content), s)
	}
	return n
}
