// Package todo owns the todo-first contract (docs/CONTRACT.md §5, §7b): it keeps
// a per-agent journal of the agent's todo tool calls as PostToolUse reports
// them, rebuilds the agent's latest todo list at SubagentStop from its
// transcript and that journal, and checks the list for unfinished steps.
package todo

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/contract"
)

// Todo statuses, as both tool families spell them.
const (
	Pending    = "pending"
	InProgress = "in_progress"
	Completed  = "completed"
	// Deleted is a TaskUpdate status only: it removes the task.
	Deleted = "deleted"
)

// Item is one todo of the agent's latest list.
type Item struct {
	ID      string // task id (TaskCreate), "" when not known yet or for a TodoWrite item without one
	Content string // the task's subject or the TodoWrite item's content
	Status  string // pending, in_progress or completed
	// Listed: an item of a TodoWrite list, not a task; it is dropped by
	// sending the list without it, not by a "deleted" status.
	Listed bool
}

// Unfinished reports whether the item blocks a stop.
func (it Item) Unfinished() bool { return it.Status == Pending || it.Status == InProgress }

// Trace is what the agent did with its todos, rebuilt from its own tool calls.
type Trace struct {
	// Items is its latest list: the tasks it created (minus deleted ones)
	// followed by its latest TodoWrite list.
	Items []Item
	// Wrote reports that at least one todo was written by a call that did
	// not fail.
	Wrote bool
	// WorkBeforeTodo counts the work tool calls (Edit, Write, NotebookEdit,
	// Bash) made before the first todo was written (all of them when none
	// was).
	WorkBeforeTodo int
	// Todos counts the todos it ever wrote: tasks created, plus the distinct
	// items of its TodoWrite lists.
	Todos int
}

// Thresholds of the work-before-todo warning (§5).
const (
	warnWorkCalls = 3
	warnMinTodos  = 2
)

// maxContentRunes keeps one enormous todo text from swamping the block reason.
const maxContentRunes = 200

// Check applies the todo-first contract to a rebuilt trace. Unfinished items
// are one violation naming each of them; work done before the first todo is a
// warning only. Whether the final message is exempt (a valid envelope or
// user-input request) is the caller's decision.
func Check(t *Trace) (violations []contract.Violation, warnings []string) {
	if t == nil || !t.Wrote {
		// Nothing shows the agent was following a multi-step procedure.
		return nil, nil
	}
	var open []string
	for _, it := range t.Items {
		if it.Unfinished() {
			open = append(open, describe(it))
		}
	}
	if len(open) > 0 {
		var b strings.Builder
		if len(open) == 1 {
			b.WriteString("1 step is not finished: ")
		} else {
			fmt.Fprintf(&b, "%d steps are not finished: ", len(open))
		}
		b.WriteString(strings.Join(open, ", "))
		if len(open) == 1 {
			b.WriteString(". Finish it, or mark it completed or deleted and say why in your final message" + listedNote(t.Items))
		} else {
			b.WriteString(". For each one: finish it, or mark it completed or deleted and say why in your final message" + listedNote(t.Items))
		}
		b.WriteString("; then re-send your complete final message (it replaces everything you said before).")
		violations = append(violations, contract.Violation{Contract: contract.TodoFirst, Message: b.String()})
	}
	if t.Todos >= warnMinTodos && t.WorkBeforeTodo >= warnWorkCalls {
		warnings = append(warnings, fmt.Sprintf(
			"%s: %d work tool calls (of Edit, Write, NotebookEdit or Bash) came before the first todo was written; seed one todo per step before starting the work.",
			contract.TodoFirst, t.WorkBeforeTodo))
	}
	return violations, warnings
}

// listedNote explains "deleted" for TodoWrite items, which have no such
// status: the list is sent again without them.
func listedNote(items []Item) string {
	for _, it := range items {
		if it.Unfinished() && it.Listed {
			return " (a TodoWrite item is deleted by sending the list without it)"
		}
	}
	return ""
}

// describe names an unfinished item: `#4 "Run the config tests" (in_progress)`.
func describe(it Item) string {
	var b strings.Builder
	if it.ID != "" {
		b.WriteString("#")
		b.WriteString(it.ID)
		b.WriteString(" ")
	}
	b.WriteString(`"`)
	b.WriteString(shorten(it.Content))
	b.WriteString(`" (`)
	b.WriteString(it.Status)
	b.WriteString(")")
	return b.String()
}

// shorten puts a todo text on one line and cuts it to maxContentRunes.
func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= maxContentRunes {
		return s
	}
	r := []rune(s)
	return string(r[:maxContentRunes]) + "…"
}
