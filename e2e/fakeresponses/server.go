// Package fakeresponses is a fake of the OpenAI Responses API for driving
// the real OpenAI Codex CLI offline (a custom model provider with
// wire_api = "responses"). It answers POST /v1/responses, streamed as
// Codex asks, from a script, records every request, and answers every other
// call with a 404 the client does not wait on.
package fakeresponses

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// Script decides the model's reply to one request. It may be called from
// several goroutines at once, so it must derive what to say from the
// conversation so far. A nil reply means "not mine": the server answers
// with Default.
type Script func(r *Request) *fakeserver.Reply

// Default is the reply to a request the script does not answer: a short
// text that ends the turn.
func Default(*Request) *fakeserver.Reply { return fakeserver.Text("Done.") }

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

// URL is the base URL of the model provider: the fake's address and /v1.
func (s *Server) URL() string { return s.Root() + "/v1" }

// decode reads the body of a POST /v1/responses request.
func decode(ex fakeserver.Exchange) (*Request, error) {
	body, err := fakeserver.DecodeBody[ResponsesRequest](ex, "/v1/responses")
	return &Request{Exchange: ex, Responses: body}, err
}

func (s *Server) serve(w http.ResponseWriter, req *Request) {
	if req.Responses == nil {
		fakeserver.NotFound(w, "fakeresponses")
		return
	}
	s.answer(w, req)
}

// Main returns the root thread's model requests.
func (s *Server) Main() []*Request {
	return s.Filter(func(r *Request) bool { return r.Responses != nil && !r.IsSubagent() })
}

// Subagents returns the model requests of spawned agents, in order.
func (s *Server) Subagents() []*Request {
	return s.Filter(func(r *Request) bool { return r.Responses != nil && r.IsSubagent() })
}

func (s *Server) answer(w http.ResponseWriter, req *Request) {
	rep := s.Reply(s.script, Default, req)
	respID := s.ID("resp_")
	response := func(status string, output []any) map[string]any {
		r := map[string]any{"id": respID, "object": "response", "status": status, "model": req.Responses.Model, "output": output}
		if status == "completed" {
			r["usage"] = map[string]any{
				"input_tokens": 100, "input_tokens_details": map[string]any{"cached_tokens": 0},
				"output_tokens": 10, "output_tokens_details": map[string]any{"reasoning_tokens": 0},
				"total_tokens": 110,
			}
		}
		return r
	}
	send := fakeserver.Stream(w)
	send("response.created", map[string]any{"type": "response.created", "response": response("in_progress", []any{})})
	var output []any
	for i, b := range rep.Blocks {
		var item map[string]any
		if b.Tool == "" {
			itemID := s.ID("msg_")
			item = map[string]any{
				"type": "message", "id": itemID, "status": "completed", "role": "assistant",
				"content": []any{map[string]any{"type": "output_text", "text": b.Text, "annotations": []any{}}},
			}
			added := map[string]any{"type": "message", "id": itemID, "status": "in_progress", "role": "assistant", "content": []any{}}
			send("response.output_item.added", map[string]any{"type": "response.output_item.added", "output_index": i, "item": added})
			for _, part := range fakeserver.Split(b.Text) {
				send("response.output_text.delta", map[string]any{
					"type":         "response.output_text.delta",
					"output_index": i, "item_id": itemID, "content_index": 0, "delta": part,
				})
			}
		} else {
			args, err := b.Arguments()
			if err != nil {
				s.Fail(fmt.Errorf("request %d: %w", req.Seq, err))
				continue
			}
			item = map[string]any{
				"type": "function_call", "id": s.ID("fc_"), "status": "completed",
				"call_id": s.ID("call_"), "name": b.Tool, "arguments": string(args),
			}
			// Codex offers its subagent tools inside a namespace and
			// refuses a call of one that does not name it.
			if ns := req.Namespace(b.Tool); ns != "" {
				item["namespace"] = ns
			}
			send("response.output_item.added", map[string]any{"type": "response.output_item.added", "output_index": i, "item": item})
		}
		send("response.output_item.done", map[string]any{"type": "response.output_item.done", "output_index": i, "item": item})
		output = append(output, item)
	}
	send("response.completed", map[string]any{"type": "response.completed", "response": response("completed", output)})
}

// Summary is a one-line-per-request digest of the traffic, for test logs.
func (s *Server) Summary() string {
	var b strings.Builder
	for _, r := range s.Requests() {
		fmt.Fprintf(&b, "#%d %s %s", r.Seq, r.Method, r.Path)
		if r.Responses != nil {
			who := "main"
			if r.IsSubagent() {
				who = "subagent"
			}
			last := r.TurnText()
			if len(last) > 200 {
				last = last[:200] + "…"
			}
			fmt.Fprintf(&b, " [%s, %d items] turn: %q", who, len(r.Responses.Input), last)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
