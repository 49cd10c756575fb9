package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"strings"

	"github.com/team-hook/team-hook/internal/envelope"
)

// taskQuestions are the questions the stopping agent left in its tasks'
// metadata (a TaskUpdate or TaskCreate with needs_input, question,
// question_options), read from its journal of todo calls: the latest
// metadata of each task counts. None when it kept no journal.
func (r *run) taskQuestions() []envelope.TaskQuestion {
	path, err := r.deps.Ledger.JournalPath(r.ev.AgentID)
	if err != nil {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var order []string
	latest := map[string]*envelope.TaskQuestion{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.Contains(line, []byte(`"metadata"`)) {
			continue
		}
		var e struct {
			ToolName  string `json:"tool_name"`
			ToolInput struct {
				TaskID   json.RawMessage `json:"taskId"`
				Metadata json.RawMessage `json:"metadata"`
			} `json:"tool_input"`
			ToolResponse struct {
				Task struct {
					ID json.RawMessage `json:"id"`
				} `json:"task"`
			} `json:"tool_response"`
		}
		if json.Unmarshal(line, &e) != nil || len(e.ToolInput.Metadata) == 0 {
			continue
		}
		id := e.ToolInput.TaskID
		if e.ToolName == "TaskCreate" {
			id = e.ToolResponse.Task.ID
		}
		taskID := strings.Trim(string(id), `"`)
		q, asks, withdrawn := envelope.FromTaskMetadata(taskID, e.ToolInput.Metadata)
		switch {
		case asks:
			if _, seen := latest[taskID]; !seen {
				order = append(order, taskID)
			}
			latest[taskID] = &q
		case withdrawn:
			latest[taskID] = nil
		}
	}
	var out []envelope.TaskQuestion
	for _, id := range order {
		if q := latest[id]; q != nil {
			out = append(out, *q)
		}
	}
	return out
}
