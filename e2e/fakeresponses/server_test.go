package fakeresponses

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// A streamed reply: the events in Codex's order, text deltas that join to
// the message, and a call of a function offered in a namespace named
// with it (Codex refuses the call otherwise).
func TestStreamedReply(t *testing.T) {
	s := New(func(*Request) *fakeserver.Reply {
		return fakeserver.Blocks(fakeserver.TextBlock("Spawning — “one”."), fakeserver.ToolBlock("spawn_agent", map[string]any{"message": "go"}))
	})
	defer s.Close()
	body := `{"model":"gpt-5.4","stream":true,"input":[{"type":"message","role":"user","content":[{"type":"input_text","text":"go"}]}],
		"tools":[{"type":"function","name":"shell"},{"type":"namespace","name":"multi_agent_v1","tools":[{"type":"function","name":"spawn_agent"}]}]}`
	resp, err := http.Post(s.URL()+"/responses", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var names []string
	var text strings.Builder
	var done map[string]any
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
			names = append(names, name)
		}
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var ev map[string]any
		if err := json.Unmarshal([]byte(data), &ev); err != nil {
			t.Fatal(err)
		}
		switch ev["type"] {
		case "response.output_text.delta":
			text.WriteString(ev["delta"].(string))
		case "response.completed":
			done = ev["response"].(map[string]any)
		}
	}
	want := "response.created response.output_item.added response.output_text.delta response.output_text.delta response.output_item.done response.output_item.added response.output_item.done response.completed"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("events %s\nwant %s", got, want)
	}
	if text.String() != "Spawning — “one”." || done["status"] != "completed" {
		t.Errorf("text %q, response %v", text.String(), done)
	}
	call := done["output"].([]any)[1].(map[string]any)
	if call["type"] != "function_call" || call["name"] != "spawn_agent" || call["namespace"] != "multi_agent_v1" || call["arguments"] != `{"message":"go"}` {
		t.Errorf("call %v", call)
	}
	r := s.Requests()[0]
	if !r.HasTool("shell") || !r.HasTool("spawn_agent") || r.Namespace("shell") != "" || r.FirstUserText() != "go" {
		t.Errorf("recorded %s", s.Summary())
	}
}

// Function outputs, as a string or a list of parts, are read back by call
// id, and a spawned agent's requests are told apart by Codex's header.
func TestRequestQueries(t *testing.T) {
	s := New(nil)
	defer s.Close()
	body := `{"model":"m","stream":true,"input":[
		{"type":"message","role":"user","content":[{"type":"input_text","text":"<environment_context>x</environment_context>"}]},
		{"type":"message","role":"user","content":[{"type":"input_text","text":"prompt"}]},
		{"type":"function_call","call_id":"c1","name":"wait_agent","arguments":"{}"},
		{"type":"function_call_output","call_id":"c1","output":[{"type":"input_text","text":"done"}]},
		{"type":"message","role":"developer","content":[{"type":"input_text","text":"context"}]}]}`
	req, _ := http.NewRequest(http.MethodPost, s.URL()+"/responses", strings.NewReader(body))
	req.Header.Set(SubagentHeader, "collab_spawn")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	r := s.Subagents()[0]
	out, ok := r.Output("c1")
	if !ok || out != "done" || r.FirstUserText() != "prompt" || r.TurnText() != "done\ncontext" ||
		len(r.Calls()) != 1 || len(r.Messages("developer")) != 1 || len(s.Main()) != 0 {
		t.Errorf("queries on %s", s.Summary())
	}
}
