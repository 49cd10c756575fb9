package todo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/team-hook/team-hook/internal/hook"
)

// journalEntry is one line of an agent's journal. Its keys are the hook
// payload's own, so a journal line reads back as a PostToolUse event.
type journalEntry struct {
	HookEventName string          `json:"hook_event_name,omitempty"`
	SessionID     string          `json:"session_id,omitempty"`
	AgentID       string          `json:"agent_id,omitempty"`
	ToolName      string          `json:"tool_name"`
	ToolUseID     string          `json:"tool_use_id"`
	ToolInput     json.RawMessage `json:"tool_input,omitempty"`
	ToolResponse  json.RawMessage `json:"tool_response,omitempty"`
}

// ErrNotJournalable is wrapped when an event cannot be recorded: without a
// tool name and tool_use_id it could never be merged with the transcript.
var ErrNotJournalable = errors.New("event cannot be journaled")

// AppendJournal records one PostToolUse event as one JSON line at path,
// creating its directory (0o700) and the file (0o600) when missing. The line
// goes out in a single O_APPEND write, so several hook processes appending
// at once never tear each other's lines.
func AppendJournal(path string, ev *hook.Event) error {
	if ev == nil {
		return fmt.Errorf("%w: no event", ErrNotJournalable)
	}
	if ev.ToolName == "" || ev.ToolUseID == "" {
		return fmt.Errorf("%w: event has no tool_name or tool_use_id", ErrNotJournalable)
	}
	e := journalEntry{
		HookEventName: ev.Name,
		SessionID:     ev.SessionID,
		AgentID:       ev.AgentID,
		ToolName:      ev.ToolName,
		ToolUseID:     ev.ToolUseID,
		ToolInput:     validRaw(ev.ToolInput),
		ToolResponse:  validRaw(ev.ToolResponse),
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	// Encode compacts the raw values and ends the line with '\n'.
	if err := enc.Encode(&e); err != nil {
		return fmt.Errorf("journal %s: %w", path, err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	// Never through a symbolic link: the journal stays inside the ledger.
	for _, p := range []string{filepath.Dir(path), path} {
		if fi, err := os.Lstat(p); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return fmt.Errorf("journal: %s is a symbolic link; the ledger writes only into its own folders", p)
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	_, werr := f.Write(buf.Bytes())
	cerr := f.Close()
	if werr != nil {
		return fmt.Errorf("journal: %w", werr)
	}
	if cerr != nil {
		return fmt.Errorf("journal: %w", cerr)
	}
	return nil
}

// validRaw drops a raw value that is not valid JSON, which would otherwise
// make the whole line unencodable.
func validRaw(v json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(v)) == 0 || !json.Valid(v) {
		return nil
	}
	return v
}
