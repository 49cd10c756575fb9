package ledger

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// Transition is a named change of a record's lifecycle (docs/CONTRACT.md
// §8, and §10 for turn records). Every change the hook makes to a record
// is one of these, applied under the record's lock by the method of the
// same name.
type Transition string

const (
	TRecord  Transition = "record"  // the agent stopped with a valid question request
	TDeliver Transition = "deliver" // the orchestrator was told (questions or a dispatch failure)
	TAnswer  Transition = "answer"  // AskUserQuestion returned the user's answers
	TResume  Transition = "resume"  // the answers were sent back to the agent
	TFail    Transition = "fail"    // the agent used up its retry budget

	// Transitions of a turn record (§10), the results of one orchestrator
	// turn.
	TKeep   Transition = "keep"    // a result agent of the turn stopped and its result was kept
	TRollUp Transition = "roll-up" // the orchestrator was given the roll-up of the turn's results
	TSettle Transition = "settle"  // the user answered a conflict of the roll-up

	// A teammate's completion path for one task it owns (§9), kept as the
	// task's Step: it stored its HANDOFF, then told the lead, then set an
	// intentional_wait for the lead to complete the task, in that order.
	THandoff Transition = "handoff" // a valid metadata.handoff was stored on the task
	TReport  Transition = "report"  // the owner sent the lead a SendMessage after it
	TAwait   Transition = "await"   // then set intentional_wait awaiting_lead_completion
	TUnwait  Transition = "unwait"  // that wait was cleared or replaced
	TReject  Transition = "reject"  // the lead rejected the handoff or teachback (§9a): the path starts again
)

// The steps of a task's completion path (a Task's Step; None before the
// handoff).
const (
	HandedOff State = "handed-off"
	Reported  State = "reported"
	Waiting   State = "waiting"
)

// None is the state of an agent with no lifecycle yet: no record, or one
// that only counts blocks.
const None State = ""

// lifecycle is the one table of legal transitions: each row is a state a
// transition may be taken from and the state it leads to. A new state or
// transition is rows here and a method below.
var lifecycle = []struct {
	t        Transition
	from, to State
}{
	{TRecord, None, Pending},
	{TRecord, Pending, Pending}, // a question set nobody saw is replaced
	{TRecord, Delivered, Pending},
	{TRecord, Answered, Pending},
	{TRecord, Resumed, Pending},
	{TRecord, Failed, Pending},
	{TDeliver, Pending, Delivered},
	{TDeliver, Failed, Failed},   // the failure is marked delivered; the record stays failed
	{TAnswer, Pending, Answered}, // the orchestrator may ask from the agent's result before delivery
	{TAnswer, Delivered, Answered},
	{TResume, Delivered, Resumed},
	{TResume, Answered, Resumed},
	{TFail, None, Failed},
	{TFail, Pending, Failed},
	{TFail, Delivered, Failed},
	{TFail, Answered, Failed},
	{TFail, Resumed, Failed},
	{TFail, Failed, Failed},
	// Turn records.
	{TKeep, None, Kept},
	{TKeep, Kept, Kept},
	{TKeep, RolledUp, Kept}, // a result after the roll-up: the turn needs one again
	{TRollUp, Kept, RolledUp},
	{TSettle, Kept, Kept},
	{TSettle, RolledUp, RolledUp},
	// A task's completion path: a new handoff starts it again, so the lead
	// is told of the latest one; a message or a wait out of order moves
	// nothing.
	{THandoff, None, HandedOff},
	{THandoff, HandedOff, HandedOff},
	{THandoff, Reported, HandedOff},
	{THandoff, Waiting, HandedOff},
	{TReport, HandedOff, Reported},
	{TAwait, Reported, Waiting},
	{TAwait, Waiting, Waiting},
	{TUnwait, Waiting, Reported},
	{TReject, None, None},
	{TReject, HandedOff, None},
	{TReject, Reported, None},
	{TReject, Waiting, None},
}

// Next is the state transition t leads to from state from, and whether it
// is legal there.
func Next(t Transition, from State) (State, bool) {
	for _, row := range lifecycle {
		if row.t == t && row.from == from {
			return row.to, true
		}
	}
	return from, false
}

// ErrIllegal is wrapped by every transition refused: the record's state
// does not allow it (another process took it first, or it never applied),
// or the record is not the one the transition was meant for.
var ErrIllegal = errors.New("ledger: illegal transition")

// TransitionError says which transition was refused, and why.
type TransitionError struct {
	AgentID    string
	Transition Transition
	From       State
	Why        string // set when the state allowed it but the record did not fit
}

func (e *TransitionError) Error() string {
	from := string(e.From)
	if from == "" {
		from = "no state"
	}
	if e.Why != "" {
		return fmt.Sprintf("ledger: %s of %s: %s", e.Transition, e.AgentID, e.Why)
	}
	return fmt.Sprintf("ledger: %s of %s is not allowed from %s", e.Transition, e.AgentID, from)
}

func (e *TransitionError) Unwrap() error { return ErrIllegal }

// step is one transition and the rest of what it changes.
type step struct {
	t      Transition
	change func(*Record)
}

// apply takes the steps on agentID's record under its lock, each only
// where the table allows it: fits says whether this record is the one
// meant ("" when it is). Exactly one of several racing callers succeeds;
// the others get ErrIllegal, and nothing is written for them.
func (s *Store) apply(agentID string, fits func(*Record) string, steps ...step) (*Record, error) {
	return s.Update(agentID, func(r *Record) error {
		for i, st := range steps {
			to, ok := Next(st.t, r.State)
			if !ok {
				return &TransitionError{AgentID: agentID, Transition: st.t, From: r.State}
			}
			if i == 0 && fits != nil {
				if why := fits(r); why != "" {
					return &TransitionError{AgentID: agentID, Transition: st.t, From: r.State, Why: why}
				}
			}
			st.change(r)
			if r.State != to {
				return fmt.Errorf("ledger: %s of %s led to %s, not %s", st.t, agentID, stateName(r.State), to)
			}
		}
		return nil
	})
}

// Stop is who stopped: the facts a record keeps of the agent.
type Stop struct {
	SessionID string
	AgentType string
	// Team and Teammate: a teammate's team and name (§9).
	Team     string
	Teammate string
}

func (st Stop) stamp(r *Record) {
	if st.SessionID != "" {
		r.SessionID = st.SessionID
	}
	if st.AgentType != "" {
		r.AgentType = st.AgentType
	}
	if st.Team != "" {
		r.Team, r.Teammate = st.Team, st.Teammate
	}
}

// Record keeps a new question set of the agent: the record becomes
// pending, and its retry count starts again.
func (s *Store) Record(agentID string, st Stop, req envelope.Request, at time.Time) (*Record, error) {
	return s.apply(agentID, nil, step{TRecord, func(r *Record) {
		st.stamp(r)
		r.Blocks = 0
		r.AddRound(req, at)
	}})
}

// RecordDelivered keeps a question set the orchestrator already has (an
// agent's result carried it, and the hook never saw the stop): recorded
// and delivered in one step, unless the record already holds it.
func (s *Store) RecordDelivered(agentID string, st Stop, req envelope.Request, at time.Time) (*Record, error) {
	return s.apply(agentID, func(r *Record) string {
		if !Unrecorded(r, &req) {
			return "the question set is already recorded"
		}
		return ""
	}, step{TRecord, func(r *Record) {
		st.stamp(r)
		r.AddRound(req, at)
	}}, step{TDeliver, func(r *Record) { r.MarkDelivered(at) }})
}

// Deliver marks a due record of sessionID delivered: its questions (or
// its dispatch failure) were put before the orchestrator.
func (s *Store) Deliver(agentID, sessionID string, at time.Time) (*Record, error) {
	return s.apply(agentID, func(r *Record) string {
		switch {
		case r.SessionID != sessionID:
			return "the record belongs to another session"
		case !r.Due():
			return "its dispatch failure was delivered already"
		}
		return ""
	}, step{TDeliver, func(r *Record) { r.MarkDelivered(at) }})
}

// DeliverToLead marks a due record of one of a team's teammates
// delivered: its questions (or its dispatch failure) were put before the
// team's lead, whose session may not be the teammate's (§9).
func (s *Store) DeliverToLead(agentID, team string, at time.Time) (*Record, error) {
	return s.apply(agentID, func(r *Record) string {
		switch {
		case team == "" || r.Team != team:
			return "the record belongs to another team"
		case !r.Due():
			return "its dispatch failure was delivered already"
		}
		return ""
	}, step{TDeliver, func(r *Record) { r.MarkDelivered(at) }})
}

// Answer stores the user's answers on the record whose current questions
// are the ones asked; it must be in state from.
func (s *Store) Answer(agentID string, from State, asked []string, answers map[string]string, at time.Time) (*Record, error) {
	return s.apply(agentID, func(r *Record) string {
		if r.State != from {
			return fmt.Sprintf("the record is %s, not %s", stateName(r.State), from)
		}
		if !SameQuestions(r.QuestionTexts(), asked) {
			return "the questions asked are not the record's"
		}
		return ""
	}, step{TAnswer, func(r *Record) {
		round := r.Current()
		round.Answers = answers
		round.AnsweredAt = at
		if round.DeliveredAt.IsZero() {
			round.DeliveredAt = at
		}
		r.State = Answered
	}})
}

// Resume marks the agent resumed: the answers went back to it.
func (s *Store) Resume(agentID string, at time.Time) (*Record, error) {
	return s.apply(agentID, func(r *Record) string {
		if r.Current() == nil {
			return "the agent never asked"
		}
		return ""
	}, step{TResume, func(r *Record) {
		r.Current().ResumedAt = at
		r.State = Resumed
	}})
}

// Fail records the agent's dispatch failure, written at path.
func (s *Store) Fail(agentID string, st Stop, path string, at time.Time) (*Record, error) {
	return s.apply(agentID, nil, step{TFail, func(r *Record) {
		st.stamp(r)
		r.Blocks = 0
		r.SetFailed(path, at)
	}})
}

// ErrBudgetSpent is wrapped by CountBlock's error when the agent has had
// all the blocks its retry budget allows.
var ErrBudgetSpent = errors.New("ledger: retry budget spent")

// BudgetError is the spent budget: how many blocks the agent had.
type BudgetError struct{ Blocks int }

func (e *BudgetError) Error() string {
	return fmt.Sprintf("ledger: retry budget spent after %d blocks", e.Blocks)
}

func (e *BudgetError) Unwrap() error { return ErrBudgetSpent }

// CountBlock counts one more block of the agent's current stop attempt and
// returns the record with the count. first says the stop follows no block
// of ours (stop_hook_active false): the count starts again. When the
// budget is spent nothing is written and the error is a *BudgetError.
func (s *Store) CountBlock(agentID string, st Stop, first bool, budget int) (*Record, error) {
	return s.Update(agentID, func(r *Record) error {
		st.stamp(r)
		if first {
			r.Blocks = 0
		}
		if r.Blocks >= budget {
			return &BudgetError{Blocks: r.Blocks}
		}
		r.Blocks++
		return nil
	})
}

// ClearBlocks forgets the blocks of an agent that now stopped cleanly. An
// agent with no blocks counted is not written.
func (s *Store) ClearBlocks(agentID string, st Stop) error {
	_, err := s.Update(agentID, func(r *Record) error {
		if r.Blocks == 0 {
			return ErrSkip
		}
		st.stamp(r)
		r.Blocks = 0
		return nil
	})
	return err
}

func stateName(s State) string {
	if s == None {
		return "without state"
	}
	return string(s)
}

// Unrecorded reports whether a question request in an agent's result is
// missing from its record: there is no record, or the record's current
// round is already answered or resumed and asked other questions. With req
// nil it reports whether such a request could be missing at all.
func Unrecorded(r *Record, req *envelope.Request) bool {
	switch r.State {
	case None:
		return true
	case Answered, Resumed:
		if req == nil {
			return true
		}
		texts := make([]string, len(req.Ask.Questions))
		for i, q := range req.Ask.Questions {
			texts[i] = q.Question
		}
		return !SameQuestions(r.QuestionTexts(), texts)
	}
	return false
}

// SameQuestions compares question sets, ignoring order and surrounding
// space: the orchestrator is asked to copy the input exactly, but a
// reordering still asks the same questions.
func SameQuestions(a, b []string) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	norm := func(in []string) []string {
		out := make([]string, len(in))
		for i, s := range in {
			out[i] = strings.TrimSpace(s)
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(norm(a), norm(b))
}
