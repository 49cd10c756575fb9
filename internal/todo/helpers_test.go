package todo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
)

// Tool-use ids of the captured transcripts in testdata/.
const (
	// transcript.subagent.taskcreate*.jsonl
	idCreate4      = "toolu_fake_ec63c138d0b34ccfa78f" // TaskCreate "Run the config tests" -> #4
	idUpdate4Begin = "toolu_fake_f4ca845cd58745b0afab" // TaskUpdate #4 in_progress
	idUpdate4Done  = "toolu_fake_81351d63b89b47ccb919" // TaskUpdate #4 completed (after the block)
	// transcript.subagent.todowrite.jsonl
	idTodoWriteLast = "toolu_fake_7c9e2fbab2cb4444a664" // the TodoWrite completing every item
)

func testdata(name string) string { return filepath.Join("testdata", name) }

// readTestdata reads a transcript of testdata/, or a hook payload from the
// Claude Code adapter's captured ones.
func readTestdata(t testing.TB, name string) []byte {
	t.Helper()
	path := testdata(name)
	if strings.HasPrefix(name, "PostToolUse.") {
		path = filepath.Join("..", "host", "claude", "testdata", name)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeTemp(t testing.TB, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// linesBefore keeps the lines of a captured transcript up to, not
// including, the first line that contains marker: the transcript as it
// stood when the hook ran before that line was flushed.
func linesBefore(t testing.TB, data []byte, marker string) []byte {
	t.Helper()
	var out []byte
	for _, l := range bytes.SplitAfter(data, []byte("\n")) {
		if bytes.Contains(l, []byte(marker)) {
			return out
		}
		out = append(out, l...)
	}
	t.Fatalf("marker %q not in transcript", marker)
	return nil
}

// useMarker finds the line of a tool call; resultMarker the line of its result.
func useMarker(id string) string    { return `"id":"` + id + `"` }
func resultMarker(id string) string { return `"tool_use_id":"` + id + `"` }

// Synthetic transcript lines in the shape of the captured ones: one content
// block per line, assistant turns carry tool_use, user turns tool_result.
type transcript struct {
	b bytes.Buffer
	n int
}

func (tx *transcript) line(v any) *transcript {
	tx.n++
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	tx.b.Write(b)
	tx.b.WriteByte('\n')
	return tx
}

func (tx *transcript) use(id, name, input string) *transcript {
	return tx.line(map[string]any{
		"parentUuid":  fmt.Sprintf("u-%d", tx.n),
		"isSidechain": true,
		"agentId":     "ab5e4733cc120f48a",
		"message": map[string]any{
			"id": fmt.Sprintf("msg_%d", tx.n), "type": "message", "role": "assistant",
			"content":     []any{map[string]any{"type": "tool_use", "id": id, "name": name, "input": json.RawMessage(input)}},
			"stop_reason": "tool_use",
		},
		"type": "assistant",
		"uuid": fmt.Sprintf("u-%d", tx.n+1),
	})
}

func (tx *transcript) result(id string, content any, isError bool) *transcript {
	block := map[string]any{"tool_use_id": id, "type": "tool_result", "content": content}
	if isError {
		block["is_error"] = true
	}
	return tx.line(map[string]any{
		"parentUuid":  fmt.Sprintf("u-%d", tx.n),
		"isSidechain": true,
		"type":        "user",
		"message":     map[string]any{"role": "user", "content": []any{block}},
		"uuid":        fmt.Sprintf("u-%d", tx.n+1),
	})
}

func (tx *transcript) taskCreate(id, subject, taskID string) *transcript {
	tx.use(id, "TaskCreate", fmt.Sprintf(`{"subject":%q,"description":"d","activeForm":"Doing it"}`, subject))
	return tx.result(id, fmt.Sprintf("Task #%s created successfully: %s", taskID, subject), false)
}

func (tx *transcript) taskUpdate(id, taskID, status string) *transcript {
	tx.use(id, "TaskUpdate", fmt.Sprintf(`{"taskId":%q,"status":%q}`, taskID, status))
	if status == Deleted {
		return tx.result(id, fmt.Sprintf("Updated task #%s deleted", taskID), false)
	}
	return tx.result(id, fmt.Sprintf("Updated task #%s status", taskID), false)
}

func (tx *transcript) todoWrite(id string, items ...string) *transcript {
	var todos []map[string]string
	for i := 0; i+1 < len(items); i += 2 {
		todos = append(todos, map[string]string{"content": items[i], "status": items[i+1], "activeForm": "Doing " + items[i]})
	}
	in, _ := json.Marshal(map[string]any{"todos": todos})
	tx.use(id, "TodoWrite", string(in))
	return tx.result(id, "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable", false)
}

func (tx *transcript) work(id, name string) *transcript {
	in := `{"file_path":"/home/dev/project/x.go","old_string":"a","new_string":"b"}`
	if name == "Bash" {
		in = `{"command":"go test ./...","description":"Run the tests"}`
	}
	tx.use(id, name, in)
	return tx.result(id, "ok", false)
}

func (tx *transcript) bytes() []byte { return tx.b.Bytes() }

// postToolUse is a captured PostToolUse payload with its call replaced.
func postToolUse(t testing.TB, fixture, useID, input, response string) *hook.Event {
	t.Helper()
	ev, err := claude.Decode(readTestdata(t, fixture))
	if err != nil {
		t.Fatal(err)
	}
	ev.ToolUseID = useID
	if input != "" {
		ev.ToolInput = json.RawMessage(input)
	}
	if response != "" {
		ev.ToolResponse = json.RawMessage(response)
	}
	return ev
}

func journalOf(t testing.TB, evs ...*hook.Event) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "journal", "agent.jsonl")
	for _, ev := range evs {
		if err := AppendJournal(p, ev); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func itemsString(items []Item) string {
	var parts []string
	for _, it := range items {
		parts = append(parts, fmt.Sprintf("%s|%s|%s", it.ID, it.Content, it.Status))
	}
	return strings.Join(parts, "; ")
}
