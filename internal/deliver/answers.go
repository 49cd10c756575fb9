package deliver

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// OnAskUserQuestion handles PostToolUse on AskUserQuestion in the main
// agent: the answers are stored on the record of this session whose
// current questions are the ones asked, and it becomes answered. A
// delivered record is preferred; a pending one matches too, since the
// orchestrator also reads the envelope in the agent's result and may ask
// before the hook could deliver it. Questions matching no record change
// nothing.
func OnAskUserQuestion(s *ledger.Store, ev *hook.Event, now time.Time) error {
	_, err := answer(s, ev, now)
	return err
}

// OnAnswered is OnAskUserQuestion with what the orchestrator is told
// then: for a paused agent with a checkpoint, the new dispatch to make if
// it cannot be resumed (§7a).
func OnAnswered(s *ledger.Store, ev *hook.Event, o Orchestrator) (hook.Decision, error) {
	rec, err := answer(s, ev, o.Now)
	if rec == nil {
		return hook.Decision{}, err
	}
	return hook.Decision{Context: ResumeFallback(rec, o.Tools)}, err
}

// answer stores the answers; the record answered, if one was.
func answer(s *ledger.Store, ev *hook.Event, now time.Time) (*ledger.Record, error) {
	if ev.AgentID != "" || ev.ToolName != ToolAskUserQuestion {
		return nil, nil
	}
	asked := askedQuestions(ev.ToolInput)
	if len(asked) == 0 {
		return nil, nil
	}
	answers := decodeAnswers(ev.ToolResponse)
	if answers == nil {
		answers = decodeAnswers(ev.ToolInput) // answered by a PreToolUse hook
	}
	if answers == nil {
		answers = map[string]string{}
	}
	recs, err := sessionRecords(s, ev.SessionID)
	errs := []error{err}
	for _, from := range []ledger.State{ledger.Delivered, ledger.Pending} {
		for _, r := range recs {
			if r.State != from || !ledger.SameQuestions(r.QuestionTexts(), asked) {
				continue
			}
			rec, err := s.Answer(r.AgentID, from, asked, answers, now)
			switch {
			case errors.Is(err, ledger.ErrIllegal):
				// changed meanwhile: try the next
			case err != nil:
				errs = append(errs, err)
			default:
				return rec, errors.Join(errs...)
			}
		}
	}
	// Questions no agent asked may be a roll-up's severity conflicts.
	errs = append(errs, settleConflicts(s, ev.SessionID, answers, now))
	return nil, errors.Join(errs...)
}

// OnSendMessage handles PostToolUse on SendMessage in the main agent: a
// message to an agent whose questions were answered (or delivered) marks
// it resumed. `to` is the agent's id or its name; by name, an answered
// record of this session wins over a delivered one, the latest first.
func OnSendMessage(s *ledger.Store, ev *hook.Event, now time.Time) error {
	if ev.AgentID != "" || ev.ToolName != ToolSendMessage {
		return nil
	}
	to := strings.TrimSpace(stringField(ev.ToolInput, "to"))
	if to == "" {
		return nil
	}
	if ledger.ValidID(to) == nil {
		r, err := s.Get(to)
		if err != nil {
			return err
		}
		if r != nil {
			return ignoreIllegal(s.Resume(to, now))
		}
	}
	recs, err := sessionRecords(s, ev.SessionID)
	errs := []error{err}
	var candidates []*ledger.Record
	for _, r := range recs {
		if resumable(r) && addressed(r, to) {
			candidates = append(candidates, r)
		}
	}
	// Answered before delivered; within each, the one that stopped last.
	slices.Reverse(candidates)
	slices.SortStableFunc(candidates, func(a, b *ledger.Record) int {
		return stateRank(a.State) - stateRank(b.State)
	})
	for _, r := range candidates {
		_, err := s.Resume(r.AgentID, now)
		switch {
		case errors.Is(err, ledger.ErrIllegal):
			// changed meanwhile: try the next
		case err != nil:
			errs = append(errs, err)
		default:
			return errors.Join(errs...)
		}
	}
	return errors.Join(errs...)
}

// ignoreIllegal: a transition another process took first is no failure.
func ignoreIllegal(_ *ledger.Record, err error) error {
	if errors.Is(err, ledger.ErrIllegal) {
		return nil
	}
	return err
}

func resumable(r *ledger.Record) bool {
	_, ok := ledger.Next(ledger.TResume, r.State)
	return ok && r.Current() != nil
}

func stateRank(s ledger.State) int {
	if s == ledger.Answered {
		return 0
	}
	return 1
}

// addressed reports whether a SendMessage target is the record's agent: a
// teammate by its name (§9), any other agent by its type.
func addressed(r *ledger.Record, to string) bool {
	if r.Teammate != "" {
		return r.Teammate == to
	}
	return nameMatches(r.AgentType, to)
}

// nameMatches reports whether a SendMessage target names an agent type:
// the whole type ("team:questioner") or its name part ("questioner").
func nameMatches(agentType, to string) bool {
	if agentType == "" {
		return false
	}
	if agentType == to {
		return true
	}
	i := strings.LastIndexByte(agentType, ':')
	return i >= 0 && agentType[i+1:] == to
}

// askedQuestions is the question texts of an AskUserQuestion input.
func askedQuestions(input json.RawMessage) []string {
	var in struct {
		Questions []json.RawMessage `json:"questions"`
	}
	if json.Unmarshal(input, &in) != nil {
		return nil
	}
	var out []string
	for _, raw := range in.Questions {
		var q struct {
			Question string `json:"question"`
		}
		if json.Unmarshal(raw, &q) == nil && q.Question != "" {
			out = append(out, q.Question)
		}
	}
	return out
}

// decodeAnswers reads the answers map of an AskUserQuestion result: the
// chosen label, "A, C" for several, or the user's own text. A value of
// another type is kept as its JSON text rather than dropped.
func decodeAnswers(raw json.RawMessage) map[string]string {
	var m struct {
		Answers map[string]json.RawMessage `json:"answers"`
	}
	if json.Unmarshal(raw, &m) != nil || m.Answers == nil {
		return nil
	}
	out := make(map[string]string, len(m.Answers))
	for q, v := range m.Answers {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[q] = s
			continue
		}
		var list []string
		if json.Unmarshal(v, &list) == nil {
			out[q] = strings.Join(list, ", ")
			continue
		}
		out[q] = string(v)
	}
	return out
}
