// Package ledger owns the per-project ledger of pending questions: one
// record per subagent holding its whole question-and-answer conversation
// (docs/CONTRACT.md §8), the dispatch-failure records of agents that used up
// their retry budget (§4), and the status views of both. SubagentStop
// cannot speak to the orchestrator, so the hook writes here and the
// orchestrator's own events read from here; several hook processes may do
// so at once, so every change is a locked read-modify-write and every file
// is written atomically.
package ledger

import (
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// State is where a ledger record stands in its lifecycle:
// pending → delivered → answered → resumed, or failed.
type State string

const (
	Pending   State = "pending"   // the agent stopped with questions; the orchestrator has not seen them
	Delivered State = "delivered" // the orchestrator was told to ask them
	Answered  State = "answered"  // AskUserQuestion returned the user's answers
	Resumed   State = "resumed"   // the answers were sent back to the agent
	Failed    State = "failed"    // the agent used up its retry budget: a dispatch failure
)

// Round is one question set of an agent and the user's answers to it.
type Round struct {
	Request envelope.Request `json:"request"`
	// Answers maps question text to answer, as AskUserQuestion returned them.
	Answers     map[string]string `json:"answers,omitempty"`
	AskedAt     time.Time         `json:"asked_at,omitzero"`
	DeliveredAt time.Time         `json:"delivered_at,omitzero"`
	AnsweredAt  time.Time         `json:"answered_at,omitzero"`
	ResumedAt   time.Time         `json:"resumed_at,omitzero"`
}

// Record is one subagent's ledger record. It is keyed by agent id, not by
// session, so an agent's conversation survives a session restart.
type Record struct {
	SessionID string `json:"session_id"`
	AgentID   string `json:"agent_id"`
	AgentType string `json:"agent_type"`
	State     State  `json:"state"`
	// Rounds is the agent's whole conversation; the last one is current.
	Rounds []Round `json:"rounds,omitempty"`
	// Blocks counts the blocks of the agent's current stop attempt (its
	// retry budget); the caller resets it.
	Blocks int `json:"blocks,omitempty"`
	// FailurePath is the dispatch-failure record, when State is Failed.
	FailurePath string `json:"failure_path,omitempty"`
	// FailureDeliveredAt marks a dispatch failure the orchestrator was
	// pointed at: a failed record stays Failed but is delivered only once.
	FailureDeliveredAt time.Time `json:"failure_delivered_at,omitzero"`
	// StoppedAt is when the agent last stopped with questions or failed;
	// records are delivered in this order.
	StoppedAt time.Time `json:"stopped_at,omitzero"`
	Updated   time.Time `json:"updated,omitzero"`
	// Team and Teammate are set for a teammate's record (§9): its lead is
	// the one told, and resumes it by name.
	Team     string `json:"team,omitempty"`
	Teammate string `json:"teammate,omitempty"`
}

// Current is the current round, or nil when the agent never asked.
func (r *Record) Current() *Round {
	if len(r.Rounds) == 0 {
		return nil
	}
	return &r.Rounds[len(r.Rounds)-1]
}

// AddRound records a new question set: the record becomes pending. A
// current round the orchestrator has not been shown yet is replaced rather
// than kept, since nobody can have answered it.
func (r *Record) AddRound(req envelope.Request, at time.Time) {
	round := Round{Request: req, AskedAt: at}
	if cur := r.Current(); cur != nil && cur.DeliveredAt.IsZero() && cur.AnsweredAt.IsZero() {
		*cur = round
	} else {
		r.Rounds = append(r.Rounds, round)
	}
	r.State = Pending
	r.FailurePath = ""
	r.FailureDeliveredAt = time.Time{}
	r.StoppedAt = at
}

// SetFailed records a dispatch failure written at path; the orchestrator
// is to be pointed at it once.
func (r *Record) SetFailed(path string, at time.Time) {
	r.State = Failed
	r.FailurePath = path
	r.FailureDeliveredAt = time.Time{}
	r.StoppedAt = at
}

// Due reports whether the orchestrator still has to be told about the
// record: pending questions, or a dispatch failure not yet delivered.
func (r *Record) Due() bool {
	switch r.State {
	case Pending:
		return true
	case Failed:
		return r.FailureDeliveredAt.IsZero()
	}
	return false
}

// MarkDelivered records that the orchestrator was told about the record.
func (r *Record) MarkDelivered(at time.Time) {
	switch r.State {
	case Pending:
		r.State = Delivered
		if cur := r.Current(); cur != nil {
			cur.DeliveredAt = at
		}
	case Failed:
		r.FailureDeliveredAt = at
	}
}

// QuestionTexts lists the question texts of the current round.
func (r *Record) QuestionTexts() []string {
	cur := r.Current()
	if cur == nil {
		return nil
	}
	out := make([]string, len(cur.Request.Ask.Questions))
	for i, q := range cur.Request.Ask.Questions {
		out[i] = q.Question
	}
	return out
}
