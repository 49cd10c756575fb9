package fakeapi

import (
	"encoding/json"
	"fmt"
)

// Reply is what the fake model answers to one Messages request.
type Reply struct {
	Blocks []ReplyBlock
	// StopReason defaults to "tool_use" when a block is a tool call and to
	// "end_turn" otherwise.
	StopReason string
}

// ReplyBlock is one block of a reply: text, or a tool call.
type ReplyBlock struct {
	Text string
	// Tool, when set, makes this a tool_use block with Input as its input.
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

// TextBlock and ToolBlock build the blocks of a multi-block reply.
func TextBlock(s string) ReplyBlock { return ReplyBlock{Text: s} }

// ToolBlock is one tool_use block.
func ToolBlock(name string, input any) ReplyBlock { return ReplyBlock{Tool: name, Input: input} }

func (r *Reply) stopReason() string {
	if r.StopReason != "" {
		return r.StopReason
	}
	for _, b := range r.Blocks {
		if b.Tool != "" {
			return "tool_use"
		}
	}
	return "end_turn"
}

// wireBlock is a block as the Messages API returns it in a complete
// (non-streaming) message.
type wireBlock struct {
	Type  string          `json:"type"`
	Text  *string         `json:"text,omitempty"`
	ID    string          `json:"id,omitempty"`
	Name  string          `json:"name,omitempty"`
	Input json.RawMessage `json:"input,omitempty"`
}

// encode turns the reply into wire blocks, giving each tool call a fresh id
// from nextID.
func (r *Reply) encode(nextID func(prefix string) string) ([]wireBlock, error) {
	out := make([]wireBlock, 0, len(r.Blocks))
	for i, b := range r.Blocks {
		if b.Tool == "" {
			t := b.Text
			out = append(out, wireBlock{Type: "text", Text: &t})
			continue
		}
		in := b.Input
		if in == nil {
			in = map[string]any{}
		}
		raw, err := json.Marshal(in)
		if err != nil {
			return nil, fmt.Errorf("block %d (%s): input: %w", i, b.Tool, err)
		}
		out = append(out, wireBlock{Type: "tool_use", ID: nextID("toolu_"), Name: b.Tool, Input: raw})
	}
	return out, nil
}
