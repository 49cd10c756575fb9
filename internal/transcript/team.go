package transcript

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
)

// MaxHead bounds how much of a transcript's start TeammateOf reads: Claude
// Code notes a teammate before the first reply, after the prompt and a few
// attachments (tens of kilobytes).
const MaxHead = 1 << 20

// Teammate is who a session or subagent is in its agent team, as Claude
// Code wrote it down.
type Teammate struct {
	Name       string
	Team       string
	Definition string // the agent definition it was spawned from, when written
}

// TeammateOf reads the start of a main-thread transcript: a pane teammate's
// session (its own process, started by the lead) carries a team_context
// attachment before the first reply. It returns nil for any other session:
// the first reply came first, or nothing was found within MaxHead. A
// missing file is no teammate's.
func TeammateOf(path string) (*Teammate, error) {
	f, err := openRegular(path)
	if f == nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(io.LimitReader(f, MaxHead), chunk)
	var long []byte // a line longer than the reader's buffer, gathered
	for {
		part, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long, part...)
			continue
		}
		line := part
		if long != nil {
			line = append(long, part...)
			long = nil
		}
		if tm, stop := headLine(line); tm != nil || stop {
			return tm, nil
		}
		if err != nil {
			return nil, nil // the end of the file or of the head
		}
	}
}

// headLine looks at one line of a transcript's start: a team_context
// attachment names the teammate; an assistant message ends the search.
// Lines are decoded only when a cheap look says they may matter.
func headLine(line []byte) (tm *Teammate, stop bool) {
	switch {
	case bytes.Contains(line, []byte(`"team_context"`)):
		var l struct {
			Attachment struct {
				Type      string `json:"type"`
				AgentName string `json:"agentName"`
				TeamName  string `json:"teamName"`
			} `json:"attachment"`
		}
		if json.Unmarshal(line, &l) == nil && l.Attachment.Type == "team_context" && l.Attachment.AgentName != "" {
			return &Teammate{Name: l.Attachment.AgentName, Team: l.Attachment.TeamName}, true
		}
	case bytes.Contains(line, []byte(`"role":"assistant"`)):
		var l struct {
			Type string `json:"type"`
		}
		if json.Unmarshal(line, &l) == nil && l.Type == "assistant" {
			return nil, true
		}
	}
	return nil, false
}

// SidecarPath is where Claude Code keeps what it knows of a subagent
// beside its transcript: agent-<id>.meta.json in the subagents folder of
// the session (transcriptPath is the session's, the lead's for a
// teammate).
func SidecarPath(transcriptPath, agentID string) string {
	if transcriptPath == "" || agentID == "" || strings.ContainsAny(agentID, `/\`) {
		return ""
	}
	session := strings.TrimSuffix(transcriptPath, filepath.Ext(transcriptPath))
	return filepath.Join(session, "subagents", "agent-"+agentID+".meta.json")
}

// maxSidecar bounds a sidecar read: a few hundred bytes in practice.
const maxSidecar = 64 << 10

// TeammateSidecar reads a subagent's sidecar: for an in-process teammate
// (taskKind in_process_teammate) its name, team and the definition it was
// spawned from; nil for a plain subagent or a missing sidecar.
func TeammateSidecar(path string) (*Teammate, error) {
	f, err := openRegular(path)
	if f == nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSidecar))
	if err != nil {
		return nil, err
	}
	var meta struct {
		TaskKind        string `json:"taskKind"`
		Name            string `json:"name"`
		TeamName        string `json:"teamName"`
		CustomAgentType string `json:"customAgentType"`
		AgentType       string `json:"agentType"`
	}
	if err := json.Unmarshal(data, &meta); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if meta.TaskKind != "in_process_teammate" {
		return nil, nil
	}
	name := meta.Name
	if name == "" {
		name = meta.AgentType
	}
	return &Teammate{Name: name, Team: meta.TeamName, Definition: meta.CustomAgentType}, nil
}

// openRegular opens a file Claude Code wrote; nil, nil when it is not
// there (yet), an error when it is something else than a regular file (a
// FIFO would hang the hook).
func openRegular(path string) (*os.File, error) {
	if path == "" {
		return nil, nil
	}
	// Looked at before it is opened: opening a FIFO for reading waits
	// for a writer.
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	return f, nil
}
