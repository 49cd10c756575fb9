package fakeapi

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/testwait"
)

// sseEvent is one server-sent event.
type sseEvent struct {
	name string
	data map[string]any
}

func readSSE(t *testing.T, r io.Reader) []sseEvent {
	t.Helper()
	var out []sseEvent
	var cur sseEvent
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &cur.data); err != nil {
				t.Fatalf("data is not JSON: %q: %v", line, err)
			}
		case line == "":
			if cur.name != "" {
				if cur.data["type"] != cur.name {
					t.Errorf("event %q carries data type %v", cur.name, cur.data["type"])
				}
				out = append(out, cur)
			}
			cur = sseEvent{}
		}
	}
	return out
}

// assembled is a message rebuilt from a stream the way a client does it.
type assembled struct {
	blocks     []map[string]any
	stopReason string
	events     []string
}

func assemble(t *testing.T, evs []sseEvent) assembled {
	t.Helper()
	var a assembled
	partial := map[int]*strings.Builder{}
	for _, ev := range evs {
		a.events = append(a.events, ev.name)
		switch ev.name {
		case "content_block_start":
			i := int(ev.data["index"].(float64))
			if i != len(a.blocks) {
				t.Fatalf("block %d started out of order", i)
			}
			a.blocks = append(a.blocks, ev.data["content_block"].(map[string]any))
			partial[i] = &strings.Builder{}
		case "content_block_delta":
			i := int(ev.data["index"].(float64))
			d := ev.data["delta"].(map[string]any)
			switch d["type"] {
			case "text_delta":
				a.blocks[i]["text"] = a.blocks[i]["text"].(string) + d["text"].(string)
			case "input_json_delta":
				partial[i].WriteString(d["partial_json"].(string))
			default:
				t.Fatalf("unknown delta %v", d["type"])
			}
		case "content_block_stop":
			i := int(ev.data["index"].(float64))
			if a.blocks[i]["type"] == "tool_use" {
				var in any
				if err := json.Unmarshal([]byte(partial[i].String()), &in); err != nil {
					t.Fatalf("tool input of block %d does not parse: %v", i, err)
				}
				a.blocks[i]["input"] = in
			}
		case "message_delta":
			a.stopReason = ev.data["delta"].(map[string]any)["stop_reason"].(string)
		}
	}
	return a
}

func post(t *testing.T, url, path string, header map[string]string, body any) *http.Response {
	t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := http.NewRequest(http.MethodPost, url+path, bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

var conversation = map[string]any{
	"model":      "claude-test",
	"max_tokens": 100,
	"stream":     true,
	"tools":      []any{map[string]any{"name": "Agent", "input_schema": map[string]any{}}},
	"messages":   []any{map[string]any{"role": "user", "content": "go"}},
}

func TestStreamedReply(t *testing.T) {
	tests := []struct {
		name       string
		reply      *Reply
		want       []map[string]any
		stopReason string
	}{
		{
			name:       "text",
			reply:      Text("Plain answer — with “unicode” ✓."),
			want:       []map[string]any{{"type": "text", "text": "Plain answer — with “unicode” ✓."}},
			stopReason: "end_turn",
		},
		{
			name:  "tool call",
			reply: ToolUse("Agent", map[string]any{"subagent_type": "team:questioner", "run_in_background": false}),
			want: []map[string]any{{
				"type": "tool_use", "name": "Agent",
				"input": map[string]any{"subagent_type": "team:questioner", "run_in_background": false},
			}},
			stopReason: "tool_use",
		},
		{
			name:  "text then tool call",
			reply: Blocks(TextBlock("Creating a task."), ToolBlock("TaskCreate", map[string]any{"subject": "s"})),
			want: []map[string]any{
				{"type": "text", "text": "Creating a task."},
				{"type": "tool_use", "name": "TaskCreate", "input": map[string]any{"subject": "s"}},
			},
			stopReason: "tool_use",
		},
		{
			name:       "tool call with no input",
			reply:      ToolUse("TaskList", nil),
			want:       []map[string]any{{"type": "tool_use", "name": "TaskList", "input": map[string]any{}}},
			stopReason: "tool_use",
		},
		{
			name:       "explicit stop reason",
			reply:      &Reply{Blocks: []ReplyBlock{{Text: "cut"}}, StopReason: "max_tokens"},
			want:       []map[string]any{{"type": "text", "text": "cut"}},
			stopReason: "max_tokens",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(func(*Request) *Reply { return tt.reply })
			defer s.Close()
			resp := post(t, s.URL(), "/v1/messages?beta=true", nil, conversation)
			if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
				t.Fatalf("Content-Type = %q", ct)
			}
			a := assemble(t, readSSE(t, resp.Body))
			if a.events[0] != "message_start" || a.events[len(a.events)-1] != "message_stop" ||
				a.events[len(a.events)-2] != "message_delta" {
				t.Errorf("event order %v", a.events)
			}
			if a.stopReason != tt.stopReason {
				t.Errorf("stop_reason = %q, want %q", a.stopReason, tt.stopReason)
			}
			ids := map[string]bool{}
			for _, b := range a.blocks {
				if b["type"] == "tool_use" {
					id, _ := b["id"].(string)
					if !strings.HasPrefix(id, "toolu_") || ids[id] {
						t.Errorf("tool_use id %q is not a fresh toolu_ id", id)
					}
					ids[id] = true
					delete(b, "id")
				}
			}
			if !reflect.DeepEqual(a.blocks, tt.want) {
				t.Errorf("blocks = %v\nwant %v", a.blocks, tt.want)
			}
			if errs := s.Errors(); len(errs) != 0 {
				t.Errorf("errors: %v", errs)
			}
		})
	}
}

func TestNonStreamedReply(t *testing.T) {
	s := New(func(*Request) *Reply { return ToolUse("Bash", map[string]any{"command": "true"}) })
	defer s.Close()
	body := map[string]any{"model": "m", "max_tokens": 1, "messages": []any{map[string]any{"role": "user", "content": "x"}}}
	resp := post(t, s.URL(), "/v1/messages", nil, body)
	var msg struct {
		Type       string `json:"type"`
		StopReason string `json:"stop_reason"`
		Content    []struct {
			Type  string         `json:"type"`
			Name  string         `json:"name"`
			Input map[string]any `json:"input"`
		} `json:"content"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&msg); err != nil {
		t.Fatal(err)
	}
	if msg.Type != "message" || msg.StopReason != "tool_use" || len(msg.Content) != 1 ||
		msg.Content[0].Name != "Bash" || msg.Content[0].Input["command"] != "true" {
		t.Errorf("message = %+v", msg)
	}
}

func TestDefaultReply(t *testing.T) {
	s := New(func(*Request) *Reply { return nil })
	defer s.Close()
	side := map[string]any{
		"model": "m", "max_tokens": 1, "stream": true,
		"messages": []any{map[string]any{"role": "user", "content": "title this"}},
	}
	for _, tt := range []struct {
		name string
		body any
		want string
	}{
		{"conversation turn ends", conversation, "Done."},
		{"side query gets any text", side, "Untitled"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := assemble(t, readSSE(t, post(t, s.URL(), "/v1/messages", nil, tt.body).Body))
			if len(a.blocks) != 1 || a.blocks[0]["text"] != tt.want || a.stopReason != "end_turn" {
				t.Errorf("reply = %v (%s), want text %q", a.blocks, a.stopReason, tt.want)
			}
		})
	}
}

func TestScriptFailureIsRecordedNotHung(t *testing.T) {
	tests := []struct {
		name   string
		script Script
		errSub string
	}{
		{"panic", func(*Request) *Reply { panic("boom") }, "script panicked: boom"},
		{"input that does not encode", func(*Request) *Reply { return ToolUse("Bash", func() {}) }, "input"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(tt.script)
			defer s.Close()
			a := assemble(t, readSSE(t, post(t, s.URL(), "/v1/messages", nil, conversation).Body))
			if len(a.blocks) != 1 || a.blocks[0]["text"] != "Done." {
				t.Errorf("reply = %v, want the default", a.blocks)
			}
			errs := s.Errors()
			if len(errs) != 1 || !strings.Contains(errs[0].Error(), tt.errSub) {
				t.Errorf("errors = %v, want one mentioning %q", errs, tt.errSub)
			}
		})
	}
	t.Run("a script that works records nothing", func(t *testing.T) {
		s := New(func(*Request) *Reply { return Text("fine") })
		defer s.Close()
		post(t, s.URL(), "/v1/messages", nil, conversation)
		if errs := s.Errors(); len(errs) != 0 {
			t.Errorf("errors = %v", errs)
		}
	})
}

func TestOtherEndpoints(t *testing.T) {
	s := New(nil)
	defer s.Close()
	resp := post(t, s.URL(), "/v1/messages/count_tokens", nil, conversation)
	var ct struct {
		InputTokens int `json:"input_tokens"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&ct); err != nil || resp.StatusCode != 200 || ct.InputTokens < 1 {
		t.Errorf("count_tokens: %d %+v %v", resp.StatusCode, ct, err)
	}
	hello, err := http.Head(s.URL() + "/api/hello")
	if err != nil || hello.StatusCode != 200 {
		t.Errorf("HEAD /api/hello: %v %v", hello, err)
	}
	if resp := post(t, s.URL(), "/v1/nothing", nil, map[string]any{}); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unknown endpoint: %d, want 404", resp.StatusCode)
	}
	reqs := s.Requests()
	if len(reqs) != 3 || reqs[0].IsMessages() || reqs[1].Method != http.MethodHead || reqs[2].Path != "/v1/nothing" {
		t.Errorf("recorded %s", s.Summary())
	}
}

func TestAwait(t *testing.T) {
	var s *Server
	s = New(func(r *Request) *Reply {
		if r.IsSubagent() {
			// The subagent answers only once the main agent has asked.
			if _, ok := s.Await(func(q *Request) bool { return !q.IsSubagent() }, testwait.Left(t)); !ok {
				return Text("timed out")
			}
			return Text("after main")
		}
		return Text("main")
	})
	defer s.Close()
	raw, _ := json.Marshal(conversation)
	got := make(chan []byte, 1)
	go func() {
		req, _ := http.NewRequest(http.MethodPost, s.URL()+"/v1/messages", bytes.NewReader(raw))
		req.Header.Set("x-claude-code-agent-id", "a1")
		var body []byte
		if resp, err := http.DefaultClient.Do(req); err == nil {
			body, _ = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
		got <- body
	}()
	if _, ok := s.Await(func(r *Request) bool { return r.IsSubagent() }, testwait.Left(t)); !ok {
		t.Fatal("the subagent request was never recorded")
	}
	// The subagent's reply below says "after main" only if its handler saw
	// the main agent's request first; nothing here waits on a clock.
	select {
	case body := <-got:
		t.Fatalf("the subagent was answered before the main agent asked:\n%s", body)
	default:
	}
	post(t, s.URL(), "/v1/messages", nil, conversation)
	a := assemble(t, readSSE(t, bytes.NewReader(<-got)))
	if len(a.blocks) != 1 || a.blocks[0]["text"] != "after main" {
		t.Errorf("subagent reply = %v, want the text %q", a.blocks, "after main")
	}
	if _, ok := s.Await(func(r *Request) bool { return r.Path == "/never" }, 50*time.Millisecond); ok {
		t.Error("Await matched a request that never came")
	}
}

// recorded runs the given requests through a fake and returns them as
// recorded.
func recorded(t *testing.T, bodies []map[string]any, agentIDs []string) (*Server, []*Request) {
	t.Helper()
	s := New(nil)
	t.Cleanup(s.Close)
	for i, b := range bodies {
		h := map[string]string{}
		if agentIDs[i] != "" {
			h["x-claude-code-agent-id"] = agentIDs[i]
		}
		post(t, s.URL(), "/v1/messages", h, b)
	}
	return s, s.Requests()
}

func TestRequestQueries(t *testing.T) {
	mainTurn := map[string]any{
		"model": "m", "max_tokens": 1, "stream": true,
		"system": "You are the orchestrator.",
		"tools":  []any{map[string]any{"name": "Agent"}, map[string]any{"name": "Bash"}},
		"messages": []any{
			map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": "go"}}},
			map[string]any{"role": "system", "content": []any{map[string]any{"type": "text", "text": "env"}}},
			map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "tool_use", "id": "toolu_1", "name": "Agent", "input": map[string]any{"prompt": "ask"}}}},
			map[string]any{"role": "user", "content": []any{map[string]any{
				"type": "tool_result", "tool_use_id": "toolu_1",
				"content": []any{map[string]any{"type": "text", "text": "the \"report\"\nline 2"}},
			}}},
			map[string]any{"role": "system", "content": []any{map[string]any{"type": "text", "text": "PostToolUse:Agent hook additional context: CTX"}}},
		},
	}
	subTurn := map[string]any{
		"model": "m", "max_tokens": 1, "stream": true,
		"system": []any{map[string]any{"type": "text", "text": "cc_is_subagent=true"}},
		"tools":  []any{map[string]any{"name": "Bash"}},
		"messages": []any{
			map[string]any{"role": "user", "content": "ask"},
			map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "text", "text": "I would ask"}}},
			map[string]any{"role": "user", "content": "Stop hook feedback:\nteam-hook: no"},
		},
	}
	sideQuery := map[string]any{"model": "m", "max_tokens": 1, "messages": []any{map[string]any{"role": "user", "content": "title"}}}
	s, reqs := recorded(t, []map[string]any{mainTurn, subTurn, sideQuery, subTurn}, []string{"", "a1", "", "a2"})
	m, sub := reqs[0], reqs[1]

	checks := []struct {
		name      string
		got, want any
	}{
		{"main has no agent id", m.AgentID(), ""},
		{"subagent id from header", sub.AgentID(), "a1"},
		{"subagent is subagent", sub.IsSubagent(), true},
		{"main is not subagent", m.IsSubagent(), false},
		{"tools offered", m.ToolNames(), []string{"Agent", "Bash"}},
		{"HasTool yes", m.HasTool("Agent"), true},
		{"HasTool no", sub.HasTool("Agent"), false},
		{"system prompt as string", m.SystemText(), "You are the orchestrator."},
		{"system prompt as blocks", sub.SystemText(), "cc_is_subagent=true"},
		{"first user text", m.FirstUserText(), "go"},
		{"last user text is the tool result", m.LastUserText(), "the \"report\"\nline 2"},
		{"last user text as a string", sub.LastUserText(), "Stop hook feedback:\nteam-hook: no"},
		{"turn includes system messages after it", m.TurnText(), "the \"report\"\nline 2\nPostToolUse:Agent hook additional context: CTX"},
		{"system messages", m.SystemMessages(), []string{"env", "PostToolUse:Agent hook additional context: CTX"}},
		{"tool uses", len(m.ToolUses()), 1},
		{"tool result ids", m.ToolResults()[0].ToolUseID, "toolu_1"},
		{"tool result for id", func() bool { _, ok := m.ToolResultFor("toolu_1"); return ok }(), true},
		{"no tool result for other id", func() bool { _, ok := m.ToolResultFor("toolu_2"); return ok }(), false},
		{"assistant turns", sub.AssistantTurns(), 1},
		{"count user feedback", sub.CountUser("Stop hook feedback"), 1},
		{"count user absent", m.CountUser("Stop hook feedback"), 0},
		{"contains plain", m.Contains("hook additional context: CTX"), true},
		{"contains JSON-escaped", m.Contains("the \"report\"\nline 2"), true},
		{"does not contain", m.Contains("nowhere"), false},
		{"side query is not a conversation", reqs[2].IsConversation(), false},
		{"main conversation turns", len(s.Main()), 1},
		{"one subagent's turns", len(s.Subagent("a1")), 1},
		{"agent ids in order", s.AgentIDs(), []string{"a1", "a2"}},
		{"any contains", s.AnyContains("Stop hook feedback"), true},
		{"none contains", s.AnyContains("never sent"), false},
		{"tool result texts", ToolResultTexts(s.Main()), []string{"the \"report\"\nline 2"}},
		{"sequence numbers", []int{reqs[0].Seq, reqs[3].Seq}, []int{1, 4}},
	}
	for _, c := range checks {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: got %#v, want %#v", c.name, c.got, c.want)
		}
	}
}
