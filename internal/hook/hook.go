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
	// Results are, on the PostToolUse of a tool that handed the
	// orchestrator agents' final messages, each agent's message as its
	// host's adapter read it from the tool result (Copilot CLI's task,
	// Codex CLI's wait_agent). Nil for Claude Code, whose Agent
	// tool_response the engine reads from ToolResponse.
	Results []AgentResult
}

// AgentResult is one agent's final message as the orchestrator received
// it. AgentID is "" when the host does not say which agent it was.
type AgentResult struct {
	AgentID   string
	AgentType string
	Text      string
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
	// Result, when not empty, is what the orchestrator receives from a
	// stopping subagent instead of its final message. Only a host whose
	// Host.RewritesResult is set is ever given one.
	Result string
	// UpdatedInput, when not empty, is the tool's whole input rewritten
	// (a PreToolUse answer on a host that takes one: Claude Code's
	// updatedInput); the tool runs with it instead.
	UpdatedInput []byte
}

// Empty reports whether there is nothing to say.
func (d Decision) Empty() bool {
	return d.Block == "" && d.Context == "" && d.Message == "" && len(d.Warnings) == 0 && d.Result == "" && len(d.UpdatedInput) == 0
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

// Host is what the engine must know of the host it answers: what the texts
// the models read call the orchestrator's tools (its ask-the-user tool and
// the one that resumes an agent) and how their input is written, and what
// the host lets a hook do besides Claude Code's answers.
type Host struct {
	Name    string   // the host as people know it: "Claude Code"
	AskUser string   // AskUserQuestion in Claude Code
	Ask     AskShape // how AskUser's input is written
	// AskWhere is where AskUser is offered when not everywhere ("Plan
	// mode"); elsewhere the orchestrator asks in its reply.
	AskWhere string
	Resume   string // SendMessage in Claude Code
	ResumeTo string // Resume's parameter naming the agent: "to" in Claude Code
	// ResumeNote, when set, follows the resume instruction: what to do
	// where Resume cannot reach the agent.
	ResumeNote string
	// RewritesResult: a SubagentStop answer may replace what the
	// orchestrator receives from the agent (Decision.Result).
	RewritesResult bool
	// RewritesInput: a PreToolUse answer may replace the tool's input
	// (Decision.UpdatedInput), which rewriting a dispatch needs.
	RewritesInput bool
}

// AskShape is how a host's ask-the-user tool takes the questions.
type AskShape int

const (
	// AskAll: one call with every question, {"questions":[{"question",
	// "header","options":[{"label","description"}],"multiSelect"}]}
	// (Claude Code's AskUserQuestion).
	AskAll AskShape = iota
	// AskAllWithIDs: one call with every question, each with an id and
	// no multiSelect, {"questions":[{"id","header","question","options"}]}
	// (Codex CLI's request_user_input).
	AskAllWithIDs
	// AskForm: one call with every question as a field of a form,
	// {"message","requestedSchema":{"properties":{"<id>":{"type","title",
	// "enum"}}}}, the question in each field's title (Copilot CLI's
	// structured ask_user, which its interactive sessions require).
	AskForm
)
