package todo

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/contract"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name     string
		trace    *Trace
		block    string // the exact violation message; "" for none
		warnings int
	}{
		{name: "nil trace", trace: nil},
		{
			name:  "never wrote a todo: unfinished items do not matter",
			trace: &Trace{Items: []Item{{Content: "A", Status: Pending}}, Wrote: false},
		},
		{
			name:  "every item completed",
			trace: &Trace{Items: []Item{{ID: "1", Content: "A", Status: Completed}}, Wrote: true, Todos: 1},
		},
		{
			name:  "empty list after writing",
			trace: &Trace{Wrote: true, Todos: 2},
		},
		{
			name:  "one in progress",
			trace: &Trace{Items: []Item{{ID: "1", Content: "A", Status: Completed}, {ID: "4", Content: "Run the config tests", Status: InProgress}}, Wrote: true, Todos: 2},
			block: `1 step is not finished: #4 "Run the config tests" (in_progress). Finish it, or mark it completed or deleted and say why in your final message; then re-send your complete final message (it replaces everything you said before).`,
		},
		{
			name: "several unfinished, with and without ids",
			trace: &Trace{Items: []Item{
				{ID: "4", Content: "Run the config tests", Status: InProgress},
				{Content: "Document timeout in README.md", Status: Pending},
			}, Wrote: true, Todos: 2},
			block: `2 steps are not finished: #4 "Run the config tests" (in_progress), "Document timeout in README.md" (pending). For each one: finish it, or mark it completed or deleted and say why in your final message; then re-send your complete final message (it replaces everything you said before).`,
		},
		{
			name:     "warning only",
			trace:    &Trace{Items: []Item{{Content: "A", Status: Completed}}, Wrote: true, Todos: 2, WorkBeforeTodo: 3},
			warnings: 1,
		},
		{
			name:     "warning and block together",
			trace:    &Trace{Items: []Item{{Content: "A", Status: Pending}}, Wrote: true, Todos: 2, WorkBeforeTodo: 5},
			block:    `1 step is not finished: "A" (pending). Finish it, or mark it completed or deleted and say why in your final message; then re-send your complete final message (it replaces everything you said before).`,
			warnings: 1,
		},
		{
			name:  "no warning without a todo",
			trace: &Trace{Wrote: false, Todos: 0, WorkBeforeTodo: 9},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			vs, ws := Check(tc.trace)
			if tc.block == "" && len(vs) != 0 {
				t.Fatalf("want no violation, got %v", vs)
			}
			if tc.block != "" {
				if len(vs) != 1 {
					t.Fatalf("want one violation, got %v", vs)
				}
				if vs[0].Contract != contract.TodoFirst || vs[0].Message != tc.block {
					t.Errorf("got  %s\nwant %s: %s", vs[0], contract.TodoFirst, tc.block)
				}
			}
			if len(ws) != tc.warnings {
				t.Errorf("warnings %q, want %d", ws, tc.warnings)
			}
			for _, w := range ws {
				if !strings.HasPrefix(w, string(contract.TodoFirst)+": ") {
					t.Errorf("warning %q does not name its contract", w)
				}
			}
		})
	}
}

func TestCheckShortensContent(t *testing.T) {
	long := "Refactor\nthe   loader " + strings.Repeat("é", 500)
	vs, _ := Check(&Trace{Items: []Item{{Content: long, Status: Pending}}, Wrote: true, Todos: 1})
	if len(vs) != 1 {
		t.Fatalf("want one violation, got %v", vs)
	}
	msg := vs[0].Message
	if strings.Contains(msg, "\n") || !strings.Contains(msg, `"Refactor the loader éé`) {
		t.Errorf("content not put on one line: %q", msg)
	}
	if !strings.Contains(msg, `…" (pending)`) || utf8.RuneCountInString(msg) > 450 {
		t.Errorf("content not shortened (%d runes): %q", utf8.RuneCountInString(msg), msg)
	}
}

// A TodoWrite item has no "deleted" status: the reason says how to drop it.
func TestDeleteAdviceForTodoWriteItems(t *testing.T) {
	note := "(a TodoWrite item is deleted by sending the list without it)"
	vs, _ := Check(&Trace{Items: []Item{{Content: "A", Status: Pending, Listed: true}}, Wrote: true, Todos: 1})
	if len(vs) != 1 || !strings.Contains(vs[0].Message, note) {
		t.Errorf("TodoWrite item: %v", vs)
	}
	vs, _ = Check(&Trace{Items: []Item{{ID: "3", Content: "A", Status: Pending}}, Wrote: true, Todos: 1})
	if len(vs) != 1 || strings.Contains(vs[0].Message, note) {
		t.Errorf("task: %v", vs)
	}
}
