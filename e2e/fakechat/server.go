// Package fakechat is a fake of the OpenAI Chat Completions API for driving
// the real GitHub Copilot CLI offline (COPILOT_PROVIDER_TYPE=openai,
// COPILOT_PROVIDER_WIRE_API=completions). It answers POST
// /v1/chat/completions, streamed as Copilot asks, from a script, records
// every request, and answers every other call with a 404 the client does
// not wait on.
package fakechat

import (
	"fmt"
	"net/http"
	"strings"
	"time"

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

// decode reads the body of a POST /v1/chat/completions request.
func decode(ex fakeserver.Exchange) (*Request, error) {
	body, err := fakeserver.DecodeBody[ChatRequest](ex, "/v1/chat/completions")
	return &Request{Exchange: ex, Chat: body}, err
}

func (s *Server) serve(w http.ResponseWriter, req *Request) {
	if req.Chat == nil {
		fakeserver.NotFound(w, "fakechat")
		return
	}
	s.answer(w, req)
}

// Main returns the main agent's conversation turns.
func (s *Server) Main() []*Request {
	return s.Filter(func(r *Request) bool { return r.IsConversation() && !r.IsSubagent() })
}

// Subagents returns the conversation turns of subagents, in order.
func (s *Server) Subagents() []*Request {
	return s.Filter(func(r *Request) bool { return r.IsConversation() && r.IsSubagent() })
}

func (s *Server) answer(w http.ResponseWriter, req *Request) {
	rep := s.Reply(s.script, Default, req)
	var text strings.Builder
	var calls []map[string]any
	for _, b := range rep.Blocks {
		if b.Tool == "" {
			text.WriteString(b.Text)
			continue
		}
		args, err := b.Arguments()
		if err != nil {
			s.Fail(fmt.Errorf("request %d: %w", req.Seq, err))
			continue
		}
		calls = append(calls, map[string]any{
			"index": len(calls), "id": s.ID("call_"), "type": "function",
			"function": map[string]any{"name": b.Tool, "arguments": string(args)},
		})
	}
	finish := "stop"
	if len(calls) > 0 {
		finish = "tool_calls"
	}
	if rep.StopReason != "" {
		finish = rep.StopReason
	}
	id, model, created := s.ID("chatcmpl-"), req.Chat.Model, time.Now().Unix()
	chunk := func(choices []any) map[string]any {
		return map[string]any{"id": id, "object": "chat.completion.chunk", "created": created, "model": model, "choices": choices}
	}
	choice := func(delta map[string]any, finish any) []any {
		return []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}
	}
	send := fakeserver.Stream(w)
	send("", chunk(choice(map[string]any{"role": "assistant", "content": ""}, nil)))
	for _, part := range fakeserver.Split(text.String()) {
		if part != "" {
			send("", chunk(choice(map[string]any{"content": part}, nil)))
		}
	}
	if len(calls) > 0 {
		send("", chunk(choice(map[string]any{"tool_calls": calls}, nil)))
	}
	send("", chunk(choice(map[string]any{}, finish)))
	usage := chunk([]any{})
	usage["usage"] = map[string]any{"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}
	send("", usage)
	send("", "[DONE]")
}

// Summary is a one-line-per-request digest of the traffic, for test logs.
func (s *Server) Summary() string {
	var b strings.Builder
	for _, r := range s.Requests() {
		fmt.Fprintf(&b, "#%d %s %s", r.Seq, r.Method, r.Path)
		if r.Chat != nil {
			who := "main"
			if r.IsSubagent() {
				who = "subagent"
			}
			last := r.TurnText()
			if len(last) > 200 {
				last = last[:200] + "…"
			}
			fmt.Fprintf(&b, " [%s, %d messages] turn: %q", who, len(r.Chat.Messages), last)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
