// Package envelope finds, validates and renders the open-questions envelope
// a subagent ends its final message with (docs/CONTRACT.md §2, §3a), and the
// older AWAITING_USER_INPUT dialect (§7a). Both become one Request: the
// exact input for the orchestrator's AskUserQuestion tool.
package envelope

// Option is one choice of a question, as AskUserQuestion takes it.
type Option struct {
	Label       string `json:"label"`
	Description string `json:"description"`
	Preview     string `json:"preview,omitempty"`
}

// Question is one question, as AskUserQuestion takes it.
type Question struct {
	Question    string   `json:"question"`
	Header      string   `json:"header"`
	Options     []Option `json:"options"`
	MultiSelect bool     `json:"multiSelect"`
}

// AskInput is the exact input of one AskUserQuestion call.
type AskInput struct {
	Questions []Question `json:"questions"`
}

// Form says how the agent asked.
type Form string

const (
	FormEnvelope Form = "envelope"   // a fenced json block with openQuestions
	FormDialect  Form = "user-input" // AWAITING_USER_INPUT / PAUSED_FOR_INPUT
)

// Request is a valid question request found in a final message.
type Request struct {
	Form Form     `json:"form"`
	Ask  AskInput `json:"ask"`
	// Dialect only: the id of each question (same order as Ask.Questions),
	// the context the agent gave, and its checkpoint file.
	IDs       []string `json:"ids,omitempty"`
	Context   string   `json:"context,omitempty"`
	StateFile string   `json:"stateFile,omitempty"`
	// Line is the 1-based line of the message where the request starts.
	Line int `json:"line"`
	// Paused: the request is a PAUSED_FOR_INPUT pause, whose checkpoint
	// must be on disk at the stop (not kept in the ledger).
	Paused bool `json:"-"`
}

// Find looks for a question request (envelope or user-input dialect) in a
// parsed message. It returns the valid request, if there is one, and every
// envelope-contract violation (broken envelope, near miss, second envelope,
// envelope plus dialect). A message with neither returns (nil, nil).
// Implemented in find.go.
