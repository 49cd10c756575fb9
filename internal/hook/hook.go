// Package hook is the host-neutral vocabulary of one hook run: the event a
// host hands the process (Event), the answer the engine gives (Decision),
// how a process knows it runs as a hook, and how it reads its event. Each
// host's adapter (internal/host/...) maps its own payloads to Event and
// Decision to its own output; nothing here knows a wire format.
package hook

import (
	"errors"
	"strings"
)

// Event names. They are Claude Code's, which the other hosts alias.
const (
	SubagentStop     = "SubagentStop"
	SubagentStart    = "SubagentStart"
	PostToolUse      = "PostToolUse"
	PreToolUse       = "PreToolUse"
	UserPromptSubmit = "UserPromptSubmit"
	SessionStart     = "SessionStart"
	Stop             = "Stop"
	TaskCreated      = "TaskCreated"
	TaskCompleted    = "TaskCompleted"
	TeammateIdle     = "TeammateIdle"
)

// Event is one hook event, decoded by a host adapter. Only the fields the
// engine reads are kept; absent fields are empty.
type Event struct {
	Name           string // the event, one of the names above (or one the engine does not know)
	SessionID      string
	TranscriptPath string
	Cwd            string
	PermissionMode string
	// PromptID names the orchestrator's turn the event belongs to (a new
	// one at every prompt, task notifications included); "" when the host
	// does not send it.
	PromptID string
	// Set on events fired inside a subagent.
	AgentID   string
	AgentType string
	// SubagentStop and Stop.
	StopHookActive      bool
	AgentTranscriptPath string
	// LastAssistantMessage is nil when the host did not send it, which
	// sends the engine to the transcript instead.
	LastAssistantMessage *string
	// PreToolUse and PostToolUse: the tool's input and response as JSON.
	ToolName     string
	ToolInput    []byte
	ToolResponse []byte
	ToolUseID    string
	// UserPromptSubmit.
	Prompt string
	// SessionStart.
	Source string
	// TaskCreated and TaskCompleted: the task as stored (its description
	// is the stored one, not one sent in the same call).
	TaskID          string
	TaskSubject     string
	TaskDescription string
	// TaskCreated, TaskCompleted and TeammateIdle fired for a teammate:
	// its name and its team's. Absent for a lead and outside teams.
	TeammateName string
	TeamName     string
}

// ErrNotEvent is wrapped by every failure to decode an event.
var ErrNotEvent = errors.New("not a hook event")

// Decision is what the engine answers one event with, independent of any
// host's wire format. The zero Decision lets the event go ahead silently.
type Decision struct {
	// Block, when not empty, stops what the event reports (a subagent's
	// stop, a tool call) and feeds the reason back to the model.
	Block string
	// Context is text added to the model's context where the event can
	// carry it (the orchestrator's tool results and prompts).
	Context string
	// Message is shown to the user (a system message), as are Warnings.
	Message  string
	Warnings []string
}

// Empty reports whether there is nothing to say.
func (d Decision) Empty() bool {
	return d.Block == "" && d.Context == "" && d.Message == "" && len(d.Warnings) == 0
}

// SystemMessage is the one text the user is shown: the message, then the
// warnings on one line.
func (d Decision) SystemMessage() string {
	var parts []string
	if d.Message != "" {
		parts = append(parts, d.Message)
	}
	if len(d.Warnings) > 0 {
		parts = append(parts, "team-hook: "+strings.Join(d.Warnings, "; "))
	}
	return strings.Join(parts, "\n")
}

// Host is what the texts the models read must call the host's tools: the
// orchestrator's ask-the-user tool and its tool that resumes an agent.
type Host struct {
	AskUser string // AskUserQuestion in Claude Code
	Resume  string // SendMessage in Claude Code
}
