package fakeapi

import (
	"encoding/json"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// Reply is what the fake model answers to one Messages request; every fake
// shares its shape.
type Reply = fakeserver.Reply

// ReplyBlock is one block of a reply: text, or a tool call.
type ReplyBlock = fakeserver.ReplyBlock

// Text is a reply of one text block that ends the turn.
func Text(s string) *Reply { return fakeserver.Text(s) }

// ToolUse is a reply that calls one tool.
func ToolUse(name string, input any) *Reply { return fakeserver.ToolUse(name, input) }

// Blocks is a reply of several blocks, in order.
func Blocks(bs ...ReplyBlock) *Reply { return fakeserver.Blocks(bs...) }

// TextBlock and ToolBlock build the blocks of a multi-block reply.
func TextBlock(s string) ReplyBlock { return fakeserver.TextBlock(s) }

// ToolBlock is one tool_use block.
func ToolBlock(name string, input any) ReplyBlock { return fakeserver.ToolBlock(name, input) }

// stopReason is the Messages stop_reason: "tool_use" when a block is a
// tool call, "end_turn" otherwise, unless the reply sets its own.
func stopReason(r *Reply) string {
	switch {
	case r.StopReason != "":
		return r.StopReason
	case r.CallsTool():
		return "tool_use"
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
func encode(r *Reply, nextID func(prefix string) string) ([]wireBlock, error) {
	out := make([]wireBlock, 0, len(r.Blocks))
	for _, b := range r.Blocks {
		if b.Tool == "" {
			t := b.Text
			out = append(out, wireBlock{Type: "text", Text: &t})
			continue
		}
		raw, err := b.Arguments()
		if err != nil {
			return nil, err
		}
		out = append(out, wireBlock{Type: "tool_use", ID: nextID("toolu_"), Name: b.Tool, Input: raw})
	}
	return out, nil
}
