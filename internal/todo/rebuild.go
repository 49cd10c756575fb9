package todo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// Tool names the rebuild reads.
const (
	toolTaskCreate = "TaskCreate"
	toolTaskUpdate = "TaskUpdate"
	toolTodoWrite  = "TodoWrite"
)

// isTodoTool reports a call that writes todos; isWorkTool one that changes
// the project (the calls a todo should come before).
func isTodoTool(name string) bool {
	return name == toolTaskCreate || name == toolTaskUpdate || name == toolTodoWrite
}

func isWorkTool(name string) bool {
	switch name {
	case "Edit", "Write", "NotebookEdit", "Bash":
		return true
	}
	return false
}

// call is one tool call of the agent, with what the rebuild needs from its
// input and result. Inputs are decoded when the call is read, so no line
// buffer outlives its line.
type call struct {
	tool  string
	useID string

	subject string // TaskCreate subject; TaskUpdate new subject
	taskID  string // TaskUpdate target
	status  string // TaskUpdate new status
	todos   []Item // TodoWrite list
	hasList bool   // TodoWrite carried a todos array

	// From the result, when one was seen in either source.
	failed    bool
	createdID string // TaskCreate: the new task's id
}

// trail is the agent's calls in the order they were made, indexed by
// tool_use_id so results and journal entries find their call.
type trail struct {
	calls []call
	index map[string]int
}

func (tr *trail) add(c call) {
	if c.useID != "" {
		if _, dup := tr.index[c.useID]; dup {
			return
		}
		tr.index[c.useID] = len(tr.calls)
	}
	tr.calls = append(tr.calls, c)
}

// Rebuild reconstructs what the agent did with its todos from its transcript
// (agent_transcript_path) and its journal of PostToolUse events. Calls are
// taken in transcript order, a result from either source (the journal's
// wins), and calls found only in the journal follow in journal order. Either
// path may be "" or name a missing file: that source is empty. A directory
// or unreadable file is an error.
func Rebuild(transcriptPath, journalPath string) (*Trace, error) {
	return rebuild(transcriptPath, journalPath, maxLine)
}

func rebuild(transcriptPath, journalPath string, max int) (*Trace, error) {
	tr := &trail{index: map[string]int{}}
	if err := readSource(transcriptPath, max, tr.readTranscriptLine); err != nil {
		return nil, fmt.Errorf("agent transcript: %w", err)
	}
	if err := readSource(journalPath, max, tr.readJournalLine); err != nil {
		return nil, fmt.Errorf("todo journal: %w", err)
	}
	return tr.replay(), nil
}

// readSource streams the lines of one file to fn, once, front to back.
func readSource(path string, max int, fn func([]byte)) error {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return err
	} else if st.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	lr := newLineReader(f, max)
	for {
		line, skipped, err := lr.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if !skipped {
			fn(line)
		}
	}
}

var (
	markTool   = []byte(`"tool_`)
	markUse    = []byte(`use"`)
	markResult = []byte(`result"`)
	markUseID  = []byte(`use_id":"`)
	markName   = []byte(`"name":"`)
)

// mayMatter is the cheap test that spares decoding most lines, in one scan
// for the rare `"tool_`. Attachments, text and API records hold neither a
// call nor a result. A line of calls matters when it names a todo or work
// tool; a line of results only when one is for a todo call, since the large
// ones (files read, command output) are for other tools. Inside a JSON
// string quotes are escaped, so these patterns only match the line's own
// structure; when a name or id cannot be found that way the line is decoded
// to be safe.
func (tr *trail) mayMatter(line []byte) bool {
	uses, result, ids := false, false, false
	for rest := line; ; {
		i := bytes.Index(rest, markTool)
		if i < 0 {
			break
		}
		rest = rest[i+len(markTool):]
		switch {
		case bytes.HasPrefix(rest, markUse):
			uses = true
		case bytes.HasPrefix(rest, markResult):
			result = true
		case bytes.HasPrefix(rest, markUseID):
			ids = true
			rest = rest[len(markUseID):]
			end := bytes.IndexByte(rest, '"')
			if end < 0 {
				return true
			}
			if j, ok := tr.index[string(rest[:end])]; ok && isTodoTool(tr.calls[j].tool) {
				return true
			}
			rest = rest[end:]
		}
	}
	if result && !ids {
		return true
	}
	return uses && namesWantedTool(line)
}

// namesWantedTool reports a line of calls that may name a todo or work tool.
func namesWantedTool(line []byte) bool {
	found := false
	for rest := line; ; {
		i := bytes.Index(rest, markName)
		if i < 0 {
			return !found
		}
		found = true
		rest = rest[i+len(markName):]
		end := bytes.IndexByte(rest, '"')
		if end < 0 {
			return true
		}
		if name := string(rest[:end]); isTodoTool(name) || isWorkTool(name) {
			return true
		}
		rest = rest[end:]
	}
}

// transcriptLine is the part of a transcript line the rebuild reads.
type transcriptLine struct {
	Type    string `json:"type"`
	Message struct {
		Content json.RawMessage `json:"content"`
	} `json:"message"`
}

type contentBlock struct {
	Type      string          `json:"type"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Input     json.RawMessage `json:"input"`
	ToolUseID string          `json:"tool_use_id"`
	IsError   bool            `json:"is_error"`
	Content   json.RawMessage `json:"content"`
}

func (tr *trail) readTranscriptLine(line []byte) {
	if !tr.mayMatter(line) {
		return
	}
	var tl transcriptLine
	if !decodeTolerantly(line, &tl) {
		return
	}
	// Other line types (api-request-blob, …) may quote the conversation;
	// only the agent's own turns count.
	if tl.Type != "assistant" && tl.Type != "user" {
		return
	}
	c := bytes.TrimSpace(tl.Message.Content)
	if len(c) == 0 || c[0] != '[' {
		return
	}
	var blocks []contentBlock
	if !decodeTolerantly(c, &blocks) {
		return
	}
	for _, b := range blocks {
		switch {
		case tl.Type == "assistant" && b.Type == "tool_use":
			if isTodoTool(b.Name) || isWorkTool(b.Name) {
				tr.add(decodeCall(b.Name, b.ID, b.Input, nil))
			}
		case tl.Type == "user" && b.Type == "tool_result":
			j, ok := tr.index[b.ToolUseID]
			if !ok || !isTodoTool(tr.calls[j].tool) {
				continue
			}
			text := resultText(b.Content)
			cl := &tr.calls[j]
			cl.failed = b.IsError || errorText(cl.tool, text)
			if cl.tool == toolTaskCreate && !cl.failed {
				cl.createdID = createdTaskID(text)
			}
		}
	}
}

// decodeTolerantly decodes JSON into v, keeping what fits when a field has
// an unexpected type (newer clients change shapes); only bad JSON fails.
func decodeTolerantly(data []byte, v any) bool {
	err := json.Unmarshal(data, v)
	var te *json.UnmarshalTypeError
	return err == nil || errors.As(err, &te)
}

func (tr *trail) readJournalLine(line []byte) {
	var e journalEntry
	if !decodeTolerantly(line, &e) || e.ToolUseID == "" {
		// A torn or foreign line: the other lines still count.
		return
	}
	if !isTodoTool(e.ToolName) && !isWorkTool(e.ToolName) {
		return
	}
	i, ok := tr.index[e.ToolUseID]
	if !ok {
		tr.add(decodeCall(e.ToolName, e.ToolUseID, e.ToolInput, e.ToolResponse))
		i, ok = tr.index[e.ToolUseID]
		if !ok {
			return
		}
	}
	c := &tr.calls[i]
	if !isTodoTool(c.tool) || len(bytes.TrimSpace(e.ToolResponse)) == 0 {
		return
	}
	// PostToolUse's tool_response is the tool's own answer: it wins over
	// the transcript's rendering of it.
	failed, id := responseOutcome(c.tool, e.ToolResponse)
	c.failed = failed
	if id != "" {
		c.createdID = id
	} else if failed {
		c.createdID = ""
	}
}

// decodeCall reads the parts of a call's input the rebuild needs. response
// supplies a TodoWrite list when the input has none (journal only).
func decodeCall(tool, useID string, input, response json.RawMessage) call {
	c := call{tool: tool, useID: useID}
	switch tool {
	case toolTaskCreate:
		var in struct {
			Subject     string `json:"subject"`
			Description string `json:"description"`
		}
		_ = json.Unmarshal(input, &in)
		c.subject = strings.TrimSpace(in.Subject)
		if c.subject == "" {
			c.subject = strings.TrimSpace(in.Description)
		}
	case toolTaskUpdate:
		var in struct {
			TaskID  json.RawMessage `json:"taskId"`
			Status  string          `json:"status"`
			Subject string          `json:"subject"`
		}
		_ = json.Unmarshal(input, &in)
		c.taskID = normalID(scalarString(in.TaskID))
		c.status = strings.ToLower(strings.TrimSpace(in.Status))
		c.subject = strings.TrimSpace(in.Subject)
	case toolTodoWrite:
		c.todos, c.hasList = decodeTodos(input, "todos")
		if !c.hasList {
			c.todos, c.hasList = decodeTodos(response, "newTodos")
		}
	}
	return c
}

func decodeTodos(raw json.RawMessage, key string) ([]Item, bool) {
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) != nil {
		return nil, false
	}
	var todos []struct {
		ID      json.RawMessage `json:"id"`
		Content string          `json:"content"`
		Status  string          `json:"status"`
	}
	v, ok := obj[key]
	if !ok || json.Unmarshal(v, &todos) != nil {
		return nil, false
	}
	items := make([]Item, 0, len(todos))
	for _, t := range todos {
		items = append(items, Item{
			ID:      normalID(scalarString(t.ID)),
			Content: strings.TrimSpace(t.Content),
			Status:  strings.ToLower(strings.TrimSpace(t.Status)),
			Listed:  true,
		})
	}
	return items, true
}

// resultText is a tool_result's text: a string, or the text blocks of an
// array.
func resultText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	switch raw[0] {
	case '"':
		var s string
		_ = json.Unmarshal(raw, &s)
		return s
	case '[':
		var blocks []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		_ = json.Unmarshal(raw, &blocks)
		var b strings.Builder
		for _, bl := range blocks {
			if bl.Type == "text" {
				b.WriteString(bl.Text)
			}
		}
		return b.String()
	}
	return ""
}

// successPrefix is how each todo tool's result text reads when it worked.
func successPrefix(tool string) string {
	switch tool {
	case toolTaskCreate:
		return "Task #"
	case toolTaskUpdate:
		return "Updated task #"
	case toolTodoWrite:
		return "Todos have been modified"
	}
	return ""
}

// errorText reports a result text that says the call failed. A text in the
// tool's success form never does (a subject may well say "not found"); an
// unknown text does only when it reads like an error, so a reworded success
// message still counts as a call made.
func errorText(tool, text string) bool {
	t := strings.TrimSpace(text)
	if strings.Contains(t, "<tool_use_error>") {
		return true
	}
	if p := successPrefix(tool); p != "" && strings.HasPrefix(t, p) {
		return false
	}
	l := strings.ToLower(t)
	return strings.HasPrefix(l, "error") || strings.HasPrefix(l, "failed") ||
		strings.Contains(l, "not found") || strings.Contains(l, "no such task")
}

// createdTaskID reads the id out of "Task #4 created successfully: …".
func createdTaskID(text string) string {
	t := strings.TrimSpace(text)
	rest, ok := strings.CutPrefix(t, "Task #")
	if !ok {
		i := strings.Index(t, "Task #")
		if i < 0 {
			return ""
		}
		rest = t[i+len("Task #"):]
	}
	end := strings.IndexFunc(rest, func(r rune) bool { return r == ' ' || r == ':' || r == '\n' || r == '\t' })
	if end < 0 {
		end = len(rest)
	}
	return normalID(rest[:end])
}

// responseOutcome reads a PostToolUse tool_response: whether the call failed
// and, for TaskCreate, the new task's id.
func responseOutcome(tool string, raw json.RawMessage) (failed bool, taskID string) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		_ = json.Unmarshal(raw, &s)
		return errorText(tool, s), ""
	}
	var r struct {
		Success *bool           `json:"success"`
		Error   json.RawMessage `json:"error"`
		Task    struct {
			ID json.RawMessage `json:"id"`
		} `json:"task"`
	}
	if json.Unmarshal(raw, &r) != nil {
		return false, ""
	}
	if r.Success != nil && !*r.Success {
		return true, ""
	}
	if e := bytes.TrimSpace(r.Error); len(e) > 0 && string(e) != "null" && string(e) != `""` && string(e) != "false" {
		return true, ""
	}
	return false, normalID(scalarString(r.Task.ID))
}

// scalarString reads a JSON string or number as text (ids are strings now,
// numbers in some versions).
func scalarString(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	if raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s
		}
		return ""
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// normalID makes "#4", " 4" and "4" the same task id.
func normalID(s string) string {
	return strings.TrimPrefix(strings.TrimSpace(s), "#")
}

// replay runs the calls in order and keeps the agent's own list.
func (tr *trail) replay() *Trace {
	t := &Trace{}
	var (
		tasks    []Item // the tasks the agent created, in creation order
		list     []Item // its latest TodoWrite list
		listed   = map[string]bool{}
		work     int
		created  int
		firstHit bool
	)
	for i := range tr.calls {
		c := &tr.calls[i]
		if isWorkTool(c.tool) {
			if !firstHit {
				work++
			}
			continue
		}
		if c.failed {
			// A failed call changed nothing (§7b).
			continue
		}
		switch c.tool {
		case toolTaskCreate:
			// Its id may not be known yet (result not flushed): it is an
			// item all the same.
			tasks = append(tasks, Item{ID: c.createdID, Content: c.subject, Status: Pending})
			created++
			firstHit = true
		case toolTaskUpdate:
			if c.taskID == "" {
				continue
			}
			j := -1
			for k := range tasks {
				if tasks[k].ID == c.taskID {
					j = k
					break
				}
			}
			if j < 0 {
				// Task ids are shared per session: this is someone
				// else's task.
				continue
			}
			switch c.status {
			case Deleted:
				tasks = append(tasks[:j], tasks[j+1:]...)
				continue
			case Pending, InProgress, Completed:
				tasks[j].Status = c.status
			}
			if c.subject != "" {
				tasks[j].Content = c.subject
			}
		case toolTodoWrite:
			if !c.hasList {
				continue
			}
			list = c.todos
			for _, it := range list {
				listed[it.Content] = true
			}
			if len(list) > 0 {
				firstHit = true
			}
		}
	}
	t.Items = append(tasks, list...)
	t.Wrote = firstHit
	t.WorkBeforeTodo = work
	t.Todos = created + len(listed)
	return t
}
