package todo

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
)

// blockPhrases are what every todo-first block must say (§5).
var blockPhrases = []string{
	"finish it, or mark it completed or deleted and say why in your final message",
	"re-send your complete final message",
}

func TestRebuildAndCheck(t *testing.T) {
	taskcreate := func(t *testing.T) []byte { return readTestdata(t, "transcript.subagent.taskcreate.jsonl") }
	afterBlock := func(t *testing.T) []byte { return readTestdata(t, "transcript.subagent.taskcreate.after-block.jsonl") }
	todowrite := func(t *testing.T) []byte { return readTestdata(t, "transcript.subagent.todowrite.jsonl") }
	update4Done := func(t *testing.T, response string) *journalEvent {
		return &journalEvent{"PostToolUse.subagent.TaskUpdate.json", idUpdate4Done, `{"taskId":"4","status":"completed"}`, response}
	}

	tests := []struct {
		name       string
		transcript func(t *testing.T) []byte // nil: no transcript path
		journal    func(t *testing.T) []*journalEvent
		wantItems  string   // itemsString of the rebuilt list
		wantWrote  bool     //
		wantTodos  int      // -1: not checked
		block      []string // substrings of the one violation; nil: no violation
		notInBlock []string
	}{
		{
			name:       "captured TaskCreate run stops with #4 in progress",
			transcript: taskcreate,
			wantItems:  "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|in_progress",
			wantWrote:  true, wantTodos: 4,
			block:      []string{`1 step is not finished: #4 "Run the config tests" (in_progress)`},
			notInBlock: []string{"Document timeout", "#1", "#2"},
		},
		{
			name:       "captured TaskCreate run after the block completes #4",
			transcript: afterBlock,
			wantItems:  "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|completed",
			wantWrote:  true, wantTodos: 4,
		},
		{
			name:       "captured TodoWrite run completes every item",
			transcript: todowrite,
			wantItems:  "|Read the config loader|completed; |Add the Timeout field with a 10s default|completed; |Document timeout in README.md|completed",
			wantWrote:  true, wantTodos: 3,
		},
		{
			name:       "TodoWrite run cut before its last call",
			transcript: func(t *testing.T) []byte { return linesBefore(t, todowrite(t), useMarker(idTodoWriteLast)) },
			wantItems:  "|Read the config loader|completed; |Add the Timeout field with a 10s default|completed; |Document timeout in README.md|in_progress",
			wantWrote:  true, wantTodos: 3,
			block:      []string{`"Document timeout in README.md" (in_progress)`},
			notInBlock: []string{"Read the config loader", "#"},
		},
		{
			name:       "agent without todo calls",
			transcript: func(t *testing.T) []byte { return readTestdata(t, "transcript.subagent.jsonl") },
			wantItems:  "", wantWrote: false, wantTodos: 0,
		},

		// The transcript lags behind the PostToolUse events.
		{
			name:       "last tool_result missing: the completing call still counts",
			transcript: func(t *testing.T) []byte { return linesBefore(t, afterBlock(t), resultMarker(idUpdate4Done)) },
			wantItems:  "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|completed",
			wantWrote:  true, wantTodos: 4,
		},
		{
			name:       "last tool_result missing, journal supplies success",
			transcript: func(t *testing.T) []byte { return linesBefore(t, afterBlock(t), resultMarker(idUpdate4Done)) },
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{update4Done(t, `{"success":true,"taskId":"4","updatedFields":["status"],"statusChange":{"from":"in_progress","to":"completed"}}`)}
			},
			wantItems: "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|completed",
			wantWrote: true, wantTodos: 4,
		},
		{
			name:       "last tool_result missing, journal says the update failed",
			transcript: func(t *testing.T) []byte { return linesBefore(t, afterBlock(t), resultMarker(idUpdate4Done)) },
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{update4Done(t, `{"success":false,"error":"Task not found"}`)}
			},
			wantItems: "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|in_progress",
			wantWrote: true, wantTodos: 4,
			block: []string{`#4 "Run the config tests" (in_progress)`},
		},
		{
			name:       "last call only in the journal",
			transcript: func(t *testing.T) []byte { return linesBefore(t, afterBlock(t), useMarker(idUpdate4Done)) },
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{update4Done(t, `{"success":true,"taskId":"4","updatedFields":["status"]}`)}
			},
			wantItems: "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|completed",
			wantWrote: true, wantTodos: 4,
		},
		{
			name:       "last call neither in transcript nor journal",
			transcript: func(t *testing.T) []byte { return linesBefore(t, afterBlock(t), useMarker(idUpdate4Done)) },
			wantItems:  "1|Read the config loader|completed; 2|Add the Timeout field with a 10s default|completed; 4|Run the config tests|in_progress",
			wantWrote:  true, wantTodos: 4,
			block: []string{`#4 "Run the config tests" (in_progress)`},
		},
		{
			name:       "TaskCreate result missing: an item without an id",
			transcript: func(t *testing.T) []byte { return linesBefore(t, taskcreate(t), resultMarker(idCreate4)) },
			wantItems:  "1|Read the config loader|pending; 2|Add the Timeout field with a 10s default|pending; 3|Document timeout in README.md|pending; |Run the config tests|pending",
			wantWrote:  true, wantTodos: 4,
			block:      []string{`4 steps are not finished`, `, "Run the config tests" (pending)`, `#3 "Document timeout in README.md" (pending)`},
			notInBlock: []string{"#4"},
		},
		{
			name:       "TaskCreate result missing, journal supplies the id",
			transcript: func(t *testing.T) []byte { return linesBefore(t, taskcreate(t), resultMarker(idCreate4)) },
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{{
					"PostToolUse.subagent.TaskCreate.json", idCreate4,
					`{"subject":"Run the config tests","description":"go test ./internal/config/...","activeForm":"Running the config tests"}`,
					`{"task":{"id":"4","subject":"Run the config tests","description":"go test ./internal/config/..."}}`,
				}}
			},
			wantItems: "1|Read the config loader|pending; 2|Add the Timeout field with a 10s default|pending; 3|Document timeout in README.md|pending; 4|Run the config tests|pending",
			wantWrote: true, wantTodos: 4,
			block: []string{`#4 "Run the config tests" (pending)`},
		},
		{
			name: "journal only (no transcript path)",
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{
					{"PostToolUse.subagent.TaskCreate.json", "toolu_a", "", `{"task":{"id":"7","subject":"Read the config loader"}}`},
					{"PostToolUse.subagent.TaskUpdate.json", "toolu_b", `{"taskId":"7","status":"in_progress"}`, `{"success":true}`},
				}
			},
			wantItems: "7|Read the config loader|in_progress",
			wantWrote: true, wantTodos: 1,
			block: []string{`#7 "Read the config loader" (in_progress)`},
		},
		{
			name: "captured TodoWrite payload in the journal replaces the list",
			transcript: func(t *testing.T) []byte {
				return linesBefore(t, todowrite(t), useMarker("toolu_fake_ebf4c407f86b45fa824e"))
			},
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{{"PostToolUse.subagent.TodoWrite.json", "toolu_fake_ebf4c407f86b45fa824e", "", ""}}
			},
			wantItems: "|Read the config loader|completed; |Add the Timeout field with a 10s default|in_progress; |Document timeout in README.md|pending",
			wantWrote: true, wantTodos: 3,
			block: []string{`2 steps are not finished`, `"Add the Timeout field with a 10s default" (in_progress), "Document timeout in README.md" (pending)`, "For each one: finish it"},
		},

		// Whose tasks count.
		{
			name: "TaskUpdate to a task the agent did not create is ignored",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Write the migration", "3").
					taskUpdate("toolu_2", "1", Completed). // the orchestrator's task #1
					taskUpdate("toolu_3", "2", Deleted).bytes()
			},
			wantItems: "3|Write the migration|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#3 "Write the migration" (pending)`},
		},
		{
			name: "TaskUpdate to its own task applies",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Write the migration", "3").
					taskUpdate("toolu_2", "#3", Completed).bytes()
			},
			wantItems: "3|Write the migration|completed", wantWrote: true, wantTodos: 1,
		},
		{
			name: "only updates to others' tasks: never wrote a todo",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskUpdate("toolu_1", "1", InProgress).bytes()
			},
			wantItems: "", wantWrote: false, wantTodos: 0,
		},

		// Failed calls do not count.
		{
			name: "failed TaskCreate (is_error) is not an item",
			transcript: func(t *testing.T) []byte {
				tx := new(transcript).use("toolu_1", "TaskCreate", `{"subject":"Broken step"}`).
					result("toolu_1", "InputValidationError: description is required", true)
				return tx.taskCreate("toolu_2", "Real step", "5").taskUpdate("toolu_3", "5", Completed).bytes()
			},
			wantItems: "5|Real step|completed", wantWrote: true, wantTodos: 1,
		},
		{
			name: "failed TaskCreate (error text without is_error) is not an item",
			transcript: func(t *testing.T) []byte {
				return new(transcript).use("toolu_1", "TaskCreate", `{"subject":"Broken step"}`).
					result("toolu_1", "<tool_use_error>Error: tasks are disabled</tool_use_error>", false).
					taskCreate("toolu_2", "Real step", "5").bytes()
			},
			wantItems: "5|Real step|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#5 "Real step" (pending)`}, notInBlock: []string{"Broken step"},
		},
		{
			name: "failed TaskUpdate (Task not found text) changes nothing",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Step", "5").
					use("toolu_2", "TaskUpdate", `{"taskId":"5","status":"completed"}`).
					result("toolu_2", "Task not found", false).bytes()
			},
			wantItems: "5|Step|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#5 "Step" (pending)`},
		},
		{
			name: "a subject saying 'not found' is still a created task",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Fix the file not found error", "5").bytes()
			},
			wantItems: "5|Fix the file not found error|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#5 "Fix the file not found error" (pending)`},
		},
		{
			name: "only failed todo calls: never wrote a todo",
			transcript: func(t *testing.T) []byte {
				return new(transcript).
					use("toolu_1", "TaskCreate", `{"subject":"A"}`).result("toolu_1", "<tool_use_error>boom</tool_use_error>", true).
					use("toolu_2", "TodoWrite", `{"todos":[{"content":"B","status":"pending","activeForm":"B"}]}`).result("toolu_2", "Error: invalid todos", true).
					bytes()
			},
			wantItems: "", wantWrote: false, wantTodos: 0,
		},
		{
			name: "failure known only from the journal",
			transcript: func(t *testing.T) []byte {
				return new(transcript).use("toolu_1", "TaskCreate", `{"subject":"A"}`).bytes()
			},
			journal: func(t *testing.T) []*journalEvent {
				return []*journalEvent{{"PostToolUse.subagent.TaskCreate.json", "toolu_1", `{"subject":"A"}`, `{"error":"tasks are disabled"}`}}
			},
			wantItems: "", wantWrote: false, wantTodos: 0,
		},

		// List semantics.
		{
			name: "deleted removes the task",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Step one", "5").taskCreate("toolu_2", "Step two", "6").
					taskUpdate("toolu_3", "5", Completed).taskUpdate("toolu_4", "6", Deleted).bytes()
			},
			wantItems: "5|Step one|completed", wantWrote: true, wantTodos: 2,
		},
		{
			name: "a task not deleted stays",
			transcript: func(t *testing.T) []byte {
				return new(transcript).taskCreate("toolu_1", "Step one", "5").taskCreate("toolu_2", "Step two", "6").
					taskUpdate("toolu_3", "5", Completed).taskUpdate("toolu_4", "6", InProgress).bytes()
			},
			wantItems: "5|Step one|completed; 6|Step two|in_progress", wantWrote: true, wantTodos: 2,
			block: []string{`#6 "Step two" (in_progress)`},
		},
		{
			name: "TodoWrite replaces the whole list",
			transcript: func(t *testing.T) []byte {
				return new(transcript).todoWrite("toolu_1", "A", Pending, "B", Pending).
					todoWrite("toolu_2", "C", Completed).bytes()
			},
			wantItems: "|C|completed", wantWrote: true, wantTodos: 3,
		},
		{
			name: "lines written with spaces after colons are still read",
			transcript: func(t *testing.T) []byte {
				return []byte(`{"type": "assistant", "message": {"content": [{"type": "tool_use", "id": "toolu_1", "name": "TaskCreate", "input": {"subject": "Spaced"}}]}}` + "\n" +
					`{"type": "user", "message": {"content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "Task #9 created successfully: Spaced"}]}}` + "\n")
			},
			wantItems: "9|Spaced|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#9 "Spaced" (pending)`},
		},
		{
			name: "a field of an unexpected type is dropped, not fatal",
			transcript: func(t *testing.T) []byte {
				return []byte(`{"type":"assistant","message":{"content":[{"type":"tool_use","id":"toolu_1","name":"TaskCreate","input":{"subject":"Typed"},"caller":{"type":"direct"}}]}}` + "\n" +
					`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"toolu_1","is_error":"no","content":"Task #9 created successfully: Typed"}]}}` + "\n")
			},
			wantItems: "9|Typed|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#9 "Typed" (pending)`},
		},
		{
			name: "an empty TodoWrite list writes no todo",
			transcript: func(t *testing.T) []byte {
				return new(transcript).todoWrite("toolu_1").bytes()
			},
			wantItems: "", wantWrote: false, wantTodos: 0,
		},
		{
			name: "tool_result as text blocks",
			transcript: func(t *testing.T) []byte {
				return new(transcript).use("toolu_1", "TaskCreate", `{"subject":"Step"}`).
					result("toolu_1", []map[string]string{{"type": "text", "text": "Task #12 created successfully: Step"}}, false).bytes()
			},
			wantItems: "12|Step|pending", wantWrote: true, wantTodos: 1,
			block: []string{`#12 "Step" (pending)`},
		},
		{
			name: "non-message lines quoting tool calls are skipped",
			transcript: func(t *testing.T) []byte {
				tx := new(transcript).line(map[string]any{"type": "api-request-blob", "message": map[string]any{
					"role":    "assistant",
					"content": []any{map[string]any{"type": "tool_use", "id": "toolu_q", "name": "TaskCreate", "input": map[string]string{"subject": "Quoted"}}},
				}})
				return tx.bytes()
			},
			wantItems: "", wantWrote: false, wantTodos: 0,
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tp, jp string
			if tc.transcript != nil {
				tp = writeTemp(t, "agent.jsonl", tc.transcript(t))
			}
			if tc.journal != nil {
				jp = filepath.Join(t.TempDir(), "j", "agent.jsonl")
				for _, je := range tc.journal(t) {
					if err := AppendJournal(jp, postToolUse(t, je.fixture, je.useID, je.input, je.response)); err != nil {
						t.Fatal(err)
					}
				}
			}
			tr, err := Rebuild(tp, jp)
			if err != nil {
				t.Fatal(err)
			}
			if got := itemsString(tr.Items); got != tc.wantItems {
				t.Errorf("items:\n got %s\nwant %s", got, tc.wantItems)
			}
			if tr.Wrote != tc.wantWrote {
				t.Errorf("Wrote = %v, want %v", tr.Wrote, tc.wantWrote)
			}
			if tr.Todos != tc.wantTodos {
				t.Errorf("Todos = %d, want %d", tr.Todos, tc.wantTodos)
			}
			vs, _ := Check(tr)
			if tc.block == nil {
				if len(vs) != 0 {
					t.Fatalf("want no violation, got %v", vs)
				}
				return
			}
			if len(vs) != 1 {
				t.Fatalf("want one violation, got %v", vs)
			}
			if vs[0].Contract != contract.TodoFirst {
				t.Errorf("contract = %s", vs[0].Contract)
			}
			msg := vs[0].Message
			for _, s := range append(append([]string{}, tc.block...), blockPhrases...) {
				if !strings.Contains(strings.ToLower(msg), strings.ToLower(s)) {
					t.Errorf("violation %q\nlacks %q", msg, s)
				}
			}
			for _, s := range tc.notInBlock {
				if strings.Contains(msg, s) {
					t.Errorf("violation %q\nshould not mention %q", msg, s)
				}
			}
		})
	}
}

type journalEvent struct{ fixture, useID, input, response string }

func TestWorkBeforeTodoWarning(t *testing.T) {
	tests := []struct {
		name     string
		tx       *transcript
		wantWork int
		warn     bool
	}{
		{
			name:     "3 work calls before the first todo, 2 todos",
			tx:       new(transcript).work("w1", "Edit").work("w2", "Bash").work("w3", "Write").todoWrite("t1", "A", Completed, "B", Completed),
			wantWork: 3, warn: true,
		},
		{
			name:     "NotebookEdit counts as work",
			tx:       new(transcript).work("w1", "NotebookEdit").work("w2", "Bash").work("w3", "Bash").taskCreate("t1", "A", "1").taskCreate("t2", "B", "2").taskUpdate("t3", "1", Deleted).taskUpdate("t4", "2", Deleted),
			wantWork: 3, warn: true,
		},
		{
			name:     "2 work calls before the first todo",
			tx:       new(transcript).work("w1", "Edit").work("w2", "Bash").todoWrite("t1", "A", Completed, "B", Completed).work("w3", "Bash"),
			wantWork: 2, warn: false,
		},
		{
			name:     "3 work calls but only 1 todo",
			tx:       new(transcript).work("w1", "Edit").work("w2", "Bash").work("w3", "Write").todoWrite("t1", "A", Completed),
			wantWork: 3, warn: false,
		},
		{
			name:     "reads are not work",
			tx:       new(transcript).work("r1", "Read").work("r2", "Grep").work("r3", "Glob").work("w1", "Bash").todoWrite("t1", "A", Completed, "B", Completed),
			wantWork: 1, warn: false,
		},
		{
			name: "a failed first todo call is not the first todo",
			tx: new(transcript).work("w1", "Bash").
				use("t0", "TodoWrite", `{"todos":[{"content":"A","status":"pending","activeForm":"A"}]}`).result("t0", "<tool_use_error>bad</tool_use_error>", true).
				work("w2", "Bash").work("w3", "Edit").todoWrite("t1", "A", Completed, "B", Completed),
			wantWork: 3, warn: true,
		},
		{
			name: "an empty todo list is not the first todo",
			tx: new(transcript).work("w1", "Bash").todoWrite("t0").
				work("w2", "Bash").work("w3", "Edit").todoWrite("t1", "A", Completed, "B", Completed),
			wantWork: 3, warn: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := Rebuild(writeTemp(t, "agent.jsonl", tc.tx.bytes()), "")
			if err != nil {
				t.Fatal(err)
			}
			if tr.WorkBeforeTodo != tc.wantWork {
				t.Errorf("WorkBeforeTodo = %d, want %d", tr.WorkBeforeTodo, tc.wantWork)
			}
			vs, ws := Check(tr)
			if len(vs) != 0 {
				t.Errorf("a warning case must never block: %v", vs)
			}
			if got := len(ws) == 1; got != tc.warn {
				t.Fatalf("warnings = %q, want warning: %v", ws, tc.warn)
			}
			if tc.warn && !strings.Contains(ws[0], fmt.Sprintf("%d work tool calls", tc.wantWork)) {
				t.Errorf("warning %q does not count the calls", ws[0])
			}
		})
	}
}

func TestRebuildSources(t *testing.T) {
	dir := t.TempDir()
	t.Run("empty and missing paths are empty sources", func(t *testing.T) {
		for _, p := range [][2]string{{"", ""}, {filepath.Join(dir, "nope.jsonl"), filepath.Join(dir, "no", "journal.jsonl")}} {
			tr, err := Rebuild(p[0], p[1])
			if err != nil {
				t.Fatalf("Rebuild(%q, %q): %v", p[0], p[1], err)
			}
			if tr.Wrote || len(tr.Items) != 0 {
				t.Errorf("want an empty trace, got %+v", tr)
			}
		}
	})
	t.Run("transcript that is a directory", func(t *testing.T) {
		if _, err := Rebuild(dir, ""); err == nil {
			t.Error("want an error")
		}
	})
	t.Run("journal that is a directory", func(t *testing.T) {
		if _, err := Rebuild("", dir); err == nil {
			t.Error("want an error")
		}
	})
	t.Run("unreadable transcript", func(t *testing.T) {
		p := writeTemp(t, "agent.jsonl", []byte("{}\n"))
		if err := os.Chmod(p, 0); err != nil {
			t.Fatal(err)
		}
		if f, err := os.Open(p); err == nil {
			f.Close()
			t.Skip("running with permission to read anything")
		}
		if _, err := Rebuild(p, ""); err == nil {
			t.Error("want an error")
		}
	})
	t.Run("torn and foreign journal lines are skipped", func(t *testing.T) {
		jp := journalOf(t, postToolUse(t, "PostToolUse.subagent.TaskCreate.json", "toolu_1", "", ""))
		f, err := os.OpenFile(jp, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprint(f, "{\"tool_name\":\"TaskUpd\n[1,2]\n\n{\"tool_name\":\"TaskUpdate\"}\n")
		f.Close()
		tr, err := Rebuild("", jp)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := itemsString(tr.Items), "1|Read the config loader|pending"; got != want {
			t.Errorf("items %s, want %s", got, want)
		}
	})
}

func TestRebuildHugeLines(t *testing.T) {
	// A Read result of several MB between two todo calls: the calls on
	// either side are still read, and the line is parsed.
	big := strings.Repeat("x", 8<<20)
	tx := new(transcript).taskCreate("toolu_1", "Step one", "1").
		use("toolu_r", "Read", `{"file_path":"/big"}`).result("toolu_r", big, false).
		use("toolu_2", "TaskCreate", `{"subject":"Step two"}`).result("toolu_2", "Task #2 created successfully: Step two"+big, false)
	p := writeTemp(t, "agent.jsonl", tx.bytes())
	tr, err := Rebuild(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := itemsString(tr.Items), "1|Step one|pending; 2|Step two|pending"; got != want {
		t.Errorf("items %s, want %s", got, want)
	}

	t.Run("a line over the limit is skipped without error", func(t *testing.T) {
		tx := new(transcript).taskCreate("toolu_1", "Step one", "1").
			use("toolu_2", "TaskUpdate", `{"taskId":"1","status":"completed","description":"`+strings.Repeat("y", 4096)+`"}`).
			taskCreate("toolu_3", "Step three", "3")
		tr, err := rebuild(writeTemp(t, "agent.jsonl", tx.bytes()), "", 2048)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := itemsString(tr.Items), "1|Step one|pending; 3|Step three|pending"; got != want {
			t.Errorf("items %s, want %s", got, want)
		}
	})

	t.Run("a line over 64 MiB", func(t *testing.T) {
		if testing.Short() {
			t.Skip("writes 65 MiB")
		}
		p := filepath.Join(t.TempDir(), "agent.jsonl")
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		f.Write(new(transcript).taskCreate("toolu_1", "Step one", "1").bytes())
		f.WriteString(`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"`)
		chunk := bytes.Repeat([]byte("z"), 1<<20)
		for range 65 {
			f.Write(chunk)
		}
		f.WriteString("\"}]}}\n")
		f.Write(new(transcript).taskUpdate("toolu_2", "1", Completed).bytes())
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		tr, err := Rebuild(p, "")
		if err != nil {
			t.Fatal(err)
		}
		if got, want := itemsString(tr.Items), "1|Step one|completed"; got != want {
			t.Errorf("items %s, want %s", got, want)
		}
	})
}

func TestLineReader(t *testing.T) {
	tests := []struct {
		in   string
		max  int
		want []string // "!" marks a skipped line
	}{
		{"a\nbb\nccc", 10, []string{"a", "bb", "ccc"}},
		{"a\n\nb\n", 10, []string{"a", "", "b"}},
		{"", 10, nil},
		{"abcd\nab\nabcdefgh", 4, []string{"abcd", "ab", "!"}},
		{"abcde\nab\n", 4, []string{"!", "ab"}},
	}
	for _, tc := range tests {
		lr := newLineReader(strings.NewReader(tc.in), tc.max)
		var got []string
		for {
			line, skipped, err := lr.next()
			if err != nil {
				break
			}
			if skipped {
				got = append(got, "!")
			} else {
				got = append(got, string(line))
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%q max %d: got %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}

// BenchmarkRebuild reads a synthetic ~20 MB transcript shaped like a long
// agent run: large Read results and API records between todo and work calls.
func BenchmarkRebuild(b *testing.B) {
	p := filepath.Join(b.TempDir(), "agent.jsonl")
	tx := new(transcript)
	blob := strings.Repeat("lorem ipsum dolor sit amet ", 80)
	read := strings.Repeat("1\tpackage config\n", 600)
	for i := 0; tx.b.Len() < 20<<20; i++ {
		tx.line(map[string]any{"type": "api-request-blob", "message": map[string]any{
			"role":    "user",
			"content": []any{map[string]any{"type": "text", "text": blob}},
		}})
		if i%10 == 0 {
			tx.taskCreate(fmt.Sprintf("c%d", i), fmt.Sprintf("Step %d", i), fmt.Sprint(i))
		}
		tx.use(fmt.Sprintf("r%d", i), "Read", `{"file_path":"/home/dev/project/internal/config/load.go"}`).
			result(fmt.Sprintf("r%d", i), read, false)
		tx.work(fmt.Sprintf("w%d", i), "Bash")
		if i%10 == 9 {
			tx.taskUpdate(fmt.Sprintf("u%d", i), fmt.Sprint(i-9), Completed)
		}
	}
	if err := os.WriteFile(p, tx.bytes(), 0o600); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(tx.b.Len()))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		tr, err := Rebuild(p, "")
		if err != nil || !tr.Wrote {
			b.Fatal(err)
		}
	}
}
