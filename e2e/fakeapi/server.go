// Package fakeapi is a fake of the Anthropic Messages API for driving the
// real Claude Code client offline. It answers POST /v1/messages (streamed as
// server-sent events, or as one JSON message) from a script, records every
// request it receives, and gives every other call a harmless answer so the
// client never waits on it.
package fakeapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// Script decides the model's reply to one Messages request. It may be
// called from several goroutines at once (the client runs subagents and side
// queries concurrently), so it must derive what to say from the request —
// the conversation so far — rather than from its own mutable state. A nil
// reply means "not mine": the server answers with Default.
type Script func(r *Request) *Reply

// Default is the reply to a Messages request the script does not answer: a
// short text that ends the turn. For a side query (a session title, a
// summary) any text serves.
func Default(r *Request) *Reply {
	if r.IsConversation() {
		return Text("Done.")
	}
	return Text("Untitled")
}

// Server is a running fake. Its methods are safe for concurrent use; the
// request log's (Requests, Filter, Await, Errors) come from fakeserver.
type Server struct {
	*fakeserver.Server[*Request]
	script Script
}

// New starts a fake answering from script on a loopback port.
func New(script Script) *Server {
	s := &Server{script: script}
	s.Server = fakeserver.Start(decode, s.serve)
	return s
}

// URL is the base URL to give the client as ANTHROPIC_BASE_URL.
func (s *Server) URL() string { return s.Root() }

// decode reads the body of a POST /v1/messages request.
func decode(ex fakeserver.Exchange) (*Request, error) {
	body, err := fakeserver.DecodeBody[MessagesRequest](ex, "/v1/messages")
	return &Request{Exchange: ex, Messages: body}, err
}

func (s *Server) serve(w http.ResponseWriter, req *Request) {
	switch {
	case req.Messages != nil:
		s.answer(w, req)
	case req.Method == http.MethodPost && req.Path == "/v1/messages/count_tokens":
		// The client estimates context size with this; a small number keeps
		// it from compacting.
		fakeserver.WriteJSON(w, http.StatusOK, map[string]any{"input_tokens": 1})
	case req.Path == "/api/hello":
		// Connectivity probe (HEAD), sent unless non-essential traffic is
		// disabled.
		w.WriteHeader(http.StatusOK)
	case req.Path == "/v1/models" || strings.HasPrefix(req.Path, "/v1/models/"):
		fakeserver.WriteJSON(w, http.StatusOK, map[string]any{"data": []any{}, "has_more": false})
	default:
		fakeserver.WriteJSON(w, http.StatusNotFound, map[string]any{
			"type":  "error",
			"error": map[string]any{"type": "not_found_error", "message": "fakeapi: no such endpoint"},
		})
	}
}

func (s *Server) answer(w http.ResponseWriter, req *Request) {
	rep := s.Reply(s.script, Default, req)
	blocks, err := encode(rep, s.ID)
	if err != nil {
		s.Fail(fmt.Errorf("request %d: %w", req.Seq, err))
		rep = Default(req)
		blocks, _ = encode(rep, s.ID)
	}
	model := req.Messages.Model
	msgID := s.ID("msg_")
	usage := map[string]any{
		"input_tokens":                100,
		"output_tokens":               1,
		"cache_creation_input_tokens": 0,
		"cache_read_input_tokens":     0,
	}
	w.Header().Set("request-id", s.ID("req_"))
	if !req.Messages.Stream {
		fakeserver.WriteJSON(w, http.StatusOK, map[string]any{
			"id": msgID, "type": "message", "role": "assistant", "model": model,
			"content": blocks, "stop_reason": stopReason(rep), "stop_sequence": nil,
			"usage": usage,
		})
		return
	}
	send := fakeserver.Stream(w)
	ev := func(name string, data any) { send(name, data) }
	ev("message_start", map[string]any{"type": "message_start", "message": map[string]any{
		"id": msgID, "type": "message", "role": "assistant", "model": model,
		"content": []any{}, "stop_reason": nil, "stop_sequence": nil, "usage": usage,
	}})
	ev("ping", map[string]any{"type": "ping"})
	for i, b := range blocks {
		switch b.Type {
		case "text":
			ev("content_block_start", map[string]any{
				"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "text", "text": ""},
			})
			for _, part := range fakeserver.Split(*b.Text) {
				ev("content_block_delta", map[string]any{
					"type": "content_block_delta", "index": i,
					"delta": map[string]any{"type": "text_delta", "text": part},
				})
			}
		case "tool_use":
			ev("content_block_start", map[string]any{
				"type": "content_block_start", "index": i,
				"content_block": map[string]any{"type": "tool_use", "id": b.ID, "name": b.Name, "input": map[string]any{}},
			})
			for _, part := range fakeserver.Split(string(b.Input)) {
				ev("content_block_delta", map[string]any{
					"type": "content_block_delta", "index": i,
					"delta": map[string]any{"type": "input_json_delta", "partial_json": part},
				})
			}
		}
		ev("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	ev("message_delta", map[string]any{
		"type":  "message_delta",
		"delta": map[string]any{"stop_reason": stopReason(rep), "stop_sequence": nil},
		"usage": map[string]any{"output_tokens": 10},
	})
	ev("message_stop", map[string]any{"type": "message_stop"})
}

// Main returns the main agent's conversation turns.
func (s *Server) Main() []*Request {
	return s.Filter(func(r *Request) bool { return r.IsConversation() && !r.IsSubagent() })
}

// Subagent returns the conversation turns of the subagent with this id.
func (s *Server) Subagent(agentID string) []*Request {
	return s.Filter(func(r *Request) bool { return r.IsConversation() && r.AgentID() == agentID })
}

// AgentIDs lists the subagent ids seen, in order of first request.
func (s *Server) AgentIDs() []string {
	var ids []string
	seen := map[string]bool{}
	for _, r := range s.Requests() {
		if id := r.AgentID(); id != "" && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	return ids
}

// AnyContains reports whether any recorded request body contains text.
func (s *Server) AnyContains(text string) bool {
	return len(s.Filter(func(r *Request) bool { return r.Contains(text) })) > 0
}

// ToolResultTexts is the text of every tool_result in the last user turn of
// each request in reqs, in order.
func ToolResultTexts(reqs []*Request) []string {
	var out []string
	for _, r := range reqs {
		for _, b := range r.ToolResults() {
			out = append(out, b.Content.Text())
		}
	}
	return out
}

// Summary is a one-line-per-request digest of the traffic, for test logs.
func (s *Server) Summary() string {
	var b strings.Builder
	for _, r := range s.Requests() {
		who := "main"
		if id := r.AgentID(); id != "" {
			who = "agent " + id
		}
		fmt.Fprintf(&b, "#%d %s %s", r.Seq, r.Method, r.Path)
		if r.Messages != nil {
			kind := "side query"
			if r.IsConversation() {
				kind = strconv.Itoa(len(r.Messages.Messages)) + " messages"
			}
			last := r.LastUserText()
			if len(last) > 160 {
				last = last[:160] + "…"
			}
			fmt.Fprintf(&b, " [%s, %s] last user: %q", who, kind, last)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
