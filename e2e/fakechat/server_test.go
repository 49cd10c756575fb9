package fakechat

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// A streamed reply rebuilt as a client does: text deltas joined, the tool
// call whole, the finish reason, the usage chunk, [DONE] last.
func TestStreamedReply(t *testing.T) {
	s := New(func(r *Request) *fakeserver.Reply {
		if !r.IsSubagent() {
			return fakeserver.Blocks(fakeserver.TextBlock("Delegating — “now”."), fakeserver.ToolBlock("task", map[string]any{"agent_type": "team:questioner"}))
		}
		return nil
	})
	defer s.Close()
	body := `{"model":"gpt-4.1","stream":true,"messages":[{"role":"system","content":"sys"},{"role":"user","content":[{"type":"text","text":"go"}]}],"tools":[{"type":"function","function":{"name":"task"}}]}`
	resp, err := http.Post(s.URL()+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var text strings.Builder
	var calls []map[string]any
	var finish, last string
	usage := false
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		last = data
		if data == "[DONE]" {
			continue
		}
		var chunk struct {
			Choices []struct {
				Delta struct {
					Content   string           `json:"content"`
					ToolCalls []map[string]any `json:"tool_calls"`
				} `json:"delta"`
				FinishReason *string `json:"finish_reason"`
			} `json:"choices"`
			Usage map[string]any `json:"usage"`
		}
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			t.Fatalf("chunk %q: %v", data, err)
		}
		usage = usage || chunk.Usage != nil
		for _, c := range chunk.Choices {
			text.WriteString(c.Delta.Content)
			calls = append(calls, c.Delta.ToolCalls...)
			if c.FinishReason != nil {
				finish = *c.FinishReason
			}
		}
	}
	if text.String() != "Delegating — “now”." || finish != "tool_calls" || !usage || last != "[DONE]" {
		t.Errorf("text %q, finish %q, usage %v, last %q", text.String(), finish, usage, last)
	}
	if len(calls) != 1 {
		t.Fatalf("tool calls %v, want one", calls)
	}
	fn := calls[0]["function"].(map[string]any)
	if fn["name"] != "task" || fn["arguments"] != `{"agent_type":"team:questioner"}` || !strings.HasPrefix(calls[0]["id"].(string), "call_") {
		t.Errorf("tool call %v", calls[0])
	}
	reqs := s.Requests()
	if len(reqs) != 1 || reqs[0].FirstUserText() != "go" || reqs[0].SystemText() != "sys" || !reqs[0].HasTool("task") || reqs[0].IsSubagent() {
		t.Errorf("recorded %s", s.Summary())
	}
}

// Requests of a subagent are told apart by Copilot's interaction header,
// and a conversation's turn, tool calls and results are read back.
func TestRequestQueries(t *testing.T) {
	s := New(nil)
	defer s.Close()
	body := `{"model":"m","stream":true,"tools":[{"type":"function","function":{"name":"view"}}],"messages":[
		{"role":"user","content":"prompt"},
		{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"view","arguments":"{}"}}]},
		{"role":"tool","tool_call_id":"call_1","content":"file text"},
		{"role":"user","content":"team-hook: blocked"}]}`
	req, _ := http.NewRequest(http.MethodPost, s.URL()+"/chat/completions", bytes.NewReader([]byte(body)))
	req.Header.Set("X-Interaction-Type", "conversation-subagent")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	r := s.Subagents()[0]
	res, ok := r.ToolResult("call_1")
	if !ok || res != "file text" || r.AssistantTurns() != 1 || r.CountUser("team-hook") != 1 ||
		r.TurnText() != "file text\nteam-hook: blocked" || len(r.ToolCalls()) != 1 || len(s.Main()) != 0 {
		t.Errorf("queries on %s", s.Summary())
	}
}
