package hook

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestDecodeRealPayloads(t *testing.T) {
	stop, err := Decode(fixture(t, "SubagentStop.first.json"))
	if err != nil {
		t.Fatal(err)
	}
	if stop.HookEventName != SubagentStop || stop.AgentType != "hooktest:questioner" || stop.AgentID != "a1e80360502c92676" ||
		stop.LastAssistantMessage == nil || *stop.LastAssistantMessage != "SUBAGENT-FINAL: the answer is 4." || stop.StopHookActive ||
		!strings.HasSuffix(stop.AgentTranscriptPath, "agent-a1e80360502c92676.jsonl") {
		t.Fatalf("SubagentStop decoded as %+v", stop)
	}
	again, err := Decode(fixture(t, "SubagentStop.after-block.json"))
	if err != nil || !again.StopHookActive {
		t.Fatalf("after-block: %+v, %v", again, err)
	}
	post, err := Decode(fixture(t, "PostToolUse.main.Agent.foreground-completed.json"))
	if err != nil {
		t.Fatal(err)
	}
	if post.ToolName != "Agent" || post.AgentID != "" || !bytes.Contains(post.ToolResponse, []byte(`"agentId": "a1e80360502c92676"`)) {
		t.Fatalf("PostToolUse decoded as %+v", post)
	}
	prompt, err := Decode(fixture(t, "UserPromptSubmit.task-notification.json"))
	if err != nil || !strings.HasPrefix(prompt.Prompt, "<task-notification>") {
		t.Fatalf("UserPromptSubmit: %+v, %v", prompt, err)
	}
}

func TestDecodeIsTolerant(t *testing.T) {
	// Unknown fields, and known fields of an unexpected type, are dropped.
	ev, err := Decode([]byte(`{"hook_event_name":"SubagentStop","agent_type":7,"stop_hook_active":"yes","new_field":{"x":1},"last_assistant_message":null}`))
	if err != nil {
		t.Fatal(err)
	}
	if ev.AgentType != "" || ev.StopHookActive || ev.LastAssistantMessage != nil {
		t.Fatalf("got %+v", ev)
	}
}

func TestDecodeRejects(t *testing.T) {
	for name, in := range map[string]string{
		"empty":            "",
		"white space":      " \n",
		"truncated":        `{"hook_event_name":"SubagentStop","agent_type":"x`,
		"array":            `[1,2]`,
		"string":           `"SubagentStop"`,
		"no event name":    `{"agent_type":"x"}`,
		"event not string": `{"hook_event_name":5}`,
		"invalid utf8 key": "{\"hook_event_name\":\"Stop\"\xff}",
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := Decode([]byte(in)); !errors.Is(err, ErrNotEvent) {
				t.Fatalf("err = %v, want ErrNotEvent", err)
			}
		})
	}
}

func TestWrite(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, nil); err != nil || b.Len() != 0 {
		t.Fatalf("nil output printed %q", b.String())
	}
	if err := Write(&b, &Output{}); err != nil || b.Len() != 0 {
		t.Fatalf("empty output printed %q", b.String())
	}
	if err := Write(&b, Block("fix <this> & that")); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "{\"decision\":\"block\",\"reason\":\"fix <this> & that\"}\n" {
		t.Fatalf("got %q", got)
	}
	b.Reset()
	_ = Write(&b, Context(PostToolUse, "ask"))
	var m map[string]map[string]string
	if err := json.Unmarshal(b.Bytes(), &m); err != nil || m["hookSpecificOutput"]["hookEventName"] != PostToolUse || m["hookSpecificOutput"]["additionalContext"] != "ask" {
		t.Fatalf("context output %s", b.String())
	}
}

// FuzzDecode: no input panics, and a decoded event always names its event.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"SubagentStop.first.json", "PostToolUse.main.Agent.foreground-completed.json", "UserPromptSubmit.task-notification.json"} {
		f.Add(fixture(f, name))
	}
	f.Add([]byte(`{"hook_event_name":"SubagentStop","last_assistant_message":"\u0000\ud800"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Decode(data)
		if err != nil {
			if !errors.Is(err, ErrNotEvent) {
				t.Fatalf("error not wrapping ErrNotEvent: %v", err)
			}
			return
		}
		if ev.HookEventName == "" {
			t.Fatal("decoded an event without a name")
		}
	})
}
