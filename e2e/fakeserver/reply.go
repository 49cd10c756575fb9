package fakeserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Reply is what the fake model answers to one request: text and tool
// calls, in order. Each wire format encodes it in its own shape.
type Reply struct {
	Blocks []ReplyBlock
	// StopReason, when set, is sent as the wire format's stop or finish
	// reason instead of the one the blocks imply.
	StopReason string
}

// ReplyBlock is one block of a reply: text, or a tool call.
type ReplyBlock struct {
	Text string
	// Tool, when set, makes this a tool call with Input as its input.
	Tool  string
	Input any
}

// Text is a reply of one text block that ends the turn.
func Text(s string) *Reply { return &Reply{Blocks: []ReplyBlock{{Text: s}}} }

// ToolUse is a reply that calls one tool.
func ToolUse(name string, input any) *Reply {
	return &Reply{Blocks: []ReplyBlock{{Tool: name, Input: input}}}
}

// Blocks is a reply of several blocks, in order.
func Blocks(bs ...ReplyBlock) *Reply { return &Reply{Blocks: bs} }

// TextBlock is one text block of a multi-block reply.
func TextBlock(s string) ReplyBlock { return ReplyBlock{Text: s} }

// ToolBlock is one tool call of a multi-block reply.
func ToolBlock(name string, input any) ReplyBlock { return ReplyBlock{Tool: name, Input: input} }

// CallsTool reports whether a block of the reply is a tool call.
func (r *Reply) CallsTool() bool {
	for _, b := range r.Blocks {
		if b.Tool != "" {
			return true
		}
	}
	return false
}

// Arguments is the tool call's input as JSON; no input is an empty object.
func (b ReplyBlock) Arguments() (json.RawMessage, error) {
	in := b.Input
	if in == nil {
		in = map[string]any{}
	}
	raw, err := json.Marshal(in)
	if err != nil {
		return nil, fmt.Errorf("%s: input: %w", b.Tool, err)
	}
	return raw, nil
}

// Call runs a script on a request. A panic becomes an error and a nil
// reply, so that a broken script fails the test instead of hanging the
// client.
func Call[R any](script func(R) *Reply, req R) (rep *Reply, err error) {
	if script == nil {
		return nil, nil
	}
	defer func() {
		if p := recover(); p != nil {
			rep, err = nil, fmt.Errorf("script panicked: %v", p)
		}
	}()
	return script(req), nil
}

// Content is the text of a message's content or a tool's output in the OpenAI
// formats: on the wire a string, null, or a list of parts whose texts are
// joined line by line.
type Content string

// UnmarshalJSON accepts a string, null, or a list of parts.
func (t *Content) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case bytes.Equal(data, []byte("null")):
		*t = ""
		return nil
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*t = Content(s)
		return nil
	}
	var parts []struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal(data, &parts); err != nil {
		return err
	}
	var texts []string
	for _, p := range parts {
		if p.Text != "" {
			texts = append(texts, p.Text)
		}
	}
	*t = Content(strings.Join(texts, "\n"))
	return nil
}
