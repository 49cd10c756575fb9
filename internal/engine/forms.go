package engine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
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

// checkpointSections are what a pause's state file must hold (§7a): each
// with the words that may name it in a heading, a label or a key.
func checkpointSections() [4]struct {
	name  string
	words []string
} {
	return [4]struct {
		name  string
		words []string
	}{
		{"Progress", []string{"progress", "done so far", "completed"}},
		{"Files", []string{"files"}},
		{"Pending decision", []string{"decision"}},
		{"Next step", []string{"next step", "next steps", "next"}},
	}
}

// MissingSections lists the checkpoint sections a state file lacks: a
// section is there when a heading, a label ("Files:", "**Files**") or a
// JSON or YAML key names it.
func MissingSections(text string) []string {
	var labels []string
	var obj map[string]json.RawMessage
	if json.Unmarshal([]byte(text), &obj) == nil {
		for k := range obj {
			labels = append(labels, strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(k), "_", " "), "-", " "))
		}
	}
	for line := range strings.Lines(text) {
		l := strings.ToLower(strings.TrimSpace(line))
		l = strings.TrimLeft(l, "#*-_>`\"'{ \t")
		if i := strings.IndexAny(l, ":\"*"); i >= 0 {
			l = l[:i]
		}
		if l = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(l, "_", " "), "-", " ")); l != "" {
			labels = append(labels, l)
		}
	}
	var missing []string
	for _, sec := range checkpointSections() {
		found := false
		for _, l := range labels {
			for _, w := range sec.words {
				if strings.HasPrefix(l, w) || strings.HasSuffix(l, " "+w) || strings.Contains(l, " "+w+" ") || l == w {
					found = true
				}
			}
		}
		if !found {
			missing = append(missing, sec.name)
		}
	}
	return missing
}

// maxStateFile bounds the state file read at a pause.
const maxStateFile = 1 << 20

// checkpoint holds a pause to its checkpoint (§7a): a PAUSED_FOR_INPUT
// request (or any user-input request naming a stateFile) must name a
// state file that exists and holds progress, files, the pending decision
// and the next step, so a new agent can continue if this one is gone.
func (r *run) checkpoint(report *check.Report) {
	req := report.Request
	if req == nil || req.Form != envelope.FormDialect || (!req.Paused && req.StateFile == "") {
		return
	}
	marker := envelope.MarkerAwaiting
	if req.Paused {
		marker = envelope.MarkerPaused
	}
	sections := "## Progress, ## Files, ## Pending decision and ## Next step"
	fail := func(format string, a ...any) {
		report.Violations = append(report.Violations, contract.Violation{
			Contract: contract.Envelope, Line: req.Line,
			Message: fmt.Sprintf("%s at line %d: ", marker, req.Line) + fmt.Sprintf(format, a...),
		})
	}
	if req.StateFile == "" {
		fail("the pause names no state file, so if you are gone nobody can continue your work: write your checkpoint (%s) to a file and name it, `%s: <path>` or \"stateFile\" in the JSON object", sections, envelope.MarkerPaused)
		return
	}
	path := req.StateFile
	if !filepath.IsAbs(path) {
		path = filepath.Join(r.deps.ProjectDir, path)
	}
	f, err := os.Open(path)
	if err != nil {
		fail("the state file %s does not exist (%v): write your checkpoint there before you stop, with %s", req.StateFile, errors.Unwrap(err), sections)
		return
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxStateFile))
	if err != nil {
		fail("the state file %s could not be read (%v)", req.StateFile, err)
		return
	}
	if missing := MissingSections(string(data)); len(missing) > 0 {
		fail("the state file %s lacks %s: a checkpoint holds %s, so that a new agent can continue from it; add what is missing and stop again", req.StateFile, strings.Join(missing, ", "), sections)
	}
}
