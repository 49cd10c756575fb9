package ledger

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/rollup"
)

// The states of a turn record (docs/CONTRACT.md §10): the results of one
// orchestrator turn, kept as result agents stop, and rolled up for the
// orchestrator once two or more are in.
const (
	Kept     State = "kept"      // results are in that the orchestrator has no roll-up of
	RolledUp State = "rolled-up" // the orchestrator was given the roll-up of every result in
)

// Layout of the turn records: turns/<sessionID>/<promptID>.json, and an
// empty turns/<sessionID>/due/<promptID> while a turn with two or more
// results waits for its roll-up to be delivered.
const (
	turnsDir = "turns"
	dueDir   = "due"
)

// Turn is one orchestrator turn's results, keyed by the session and the
// prompt_id of the turn that started the agents.
type Turn struct {
	SessionID string       `json:"session_id"`
	PromptID  string       `json:"prompt_id"`
	State     State        `json:"state"`
	Results   []KeptResult `json:"results"`
	// RolledUpAt is when the orchestrator was last given the roll-up.
	RolledUpAt time.Time `json:"rolled_up_at,omitzero"`
	// Asked are the conflicts put to the user, with the answer once given.
	Asked   []Asked   `json:"asked,omitempty"`
	Updated time.Time `json:"updated,omitzero"`
}

// KeptResult is one agent's result as the hook let it through.
type KeptResult struct {
	rollup.Result
	StoppedAt time.Time `json:"stopped_at"`
}

// Asked is a conflict of the roll-up put to the user as a question.
type Asked struct {
	Location   string    `json:"location"`
	Category   string    `json:"category,omitempty"`
	Question   string    `json:"question"`
	Answer     string    `json:"answer,omitempty"`
	AskedAt    time.Time `json:"asked_at"`
	AnsweredAt time.Time `json:"answered_at,omitzero"`
}

// Rollup is the turn's results rolled up, the turn's ids set.
func (t *Turn) Rollup() rollup.Rollup {
	rs := make([]rollup.Result, len(t.Results))
	for i, r := range t.Results {
		rs[i] = r.Result
	}
	r := rollup.Of(rs)
	r.SessionID, r.PromptID = t.SessionID, t.PromptID
	return r
}

// NewlyAsked are the conflicts of the roll-up first asked at at.
func (t *Turn) NewlyAsked(at time.Time) []Asked {
	var out []Asked
	for _, a := range t.Asked {
		if a.AskedAt.Equal(at) {
			out = append(out, a)
		}
	}
	return out
}

// Latest is when the turn's newest result came in.
func (t *Turn) Latest() time.Time {
	var latest time.Time
	for _, r := range t.Results {
		if r.StoppedAt.After(latest) {
			latest = r.StoppedAt
		}
	}
	return latest
}

func (t *Turn) asked(location, category string) *Asked {
	for i := range t.Asked {
		if t.Asked[i].Location == location && strings.EqualFold(t.Asked[i].Category, category) {
			return &t.Asked[i]
		}
	}
	return nil
}

func conflictCategory(c rollup.Conflict) string {
	if c.Category == nil {
		return ""
	}
	return *c.Category
}

// KeepResult keeps an agent's result in its turn's record: a later result
// of the same agent replaces its earlier one. The turn needs a roll-up
// again (state kept), which is due once two or more results are in.
func (s *Store) KeepResult(sessionID, promptID string, res rollup.Result, at time.Time) (*Turn, error) {
	return s.applyTurn(sessionID, promptID, nil, TKeep, func(t *Turn) {
		kept := KeptResult{Result: res, StoppedAt: at}
		if i := slices.IndexFunc(t.Results, func(k KeptResult) bool { return k.AgentID == res.AgentID }); i >= 0 {
			t.Results[i] = kept
		} else {
			t.Results = append(t.Results, kept)
		}
		t.State = Kept
	})
}

// RollUpDue takes every turn of the session whose roll-up is due (two or
// more results, the latest not yet rolled up) to rolled-up, and returns
// those this process took, oldest first: the orchestrator is to be given
// their roll-ups, and each conflict not asked before is recorded as asked
// at at. A turn another process took first is left out.
func (s *Store) RollUpDue(sessionID string, at time.Time) ([]*Turn, error) {
	if ValidID(sessionID) != nil {
		return nil, nil
	}
	entries, err := os.ReadDir(filepath.Join(s.dir, turnsDir, sessionID, dueDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	var out []*Turn
	var errs []error
	for _, e := range entries {
		promptID := e.Name()
		if ValidID(promptID) != nil {
			continue
		}
		t, err := s.applyTurn(sessionID, promptID, func(t *Turn) string {
			if len(t.Results) < 2 {
				return "fewer than two results"
			}
			return ""
		}, TRollUp, func(t *Turn) {
			t.State, t.RolledUpAt = RolledUp, at
			for _, c := range t.Rollup().Conflicts {
				if t.asked(c.Location, conflictCategory(c)) == nil && c.Ask != nil && len(c.Ask.Questions) > 0 {
					t.Asked = append(t.Asked, Asked{Location: c.Location, Category: conflictCategory(c), Question: c.Ask.Questions[0].Question, AskedAt: at})
				}
			}
		})
		switch {
		case errors.Is(err, ErrIllegal):
			// taken by another process, or not due after all
		case err != nil:
			errs = append(errs, err)
		default:
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(a, b *Turn) int { return a.Latest().Compare(b.Latest()) })
	return out, errors.Join(errs...)
}

// Settle stores the user's answer to conflict questions of the session's
// turns: answers maps question text to the answer, as AskUserQuestion
// returned them. It reports whether any question was a conflict's.
func (s *Store) Settle(sessionID string, answers map[string]string, at time.Time) (bool, error) {
	turns, err := s.Turns(sessionID)
	errs := []error{err}
	settled := false
	for _, t := range turns {
		matches := func(t *Turn) bool {
			for _, a := range t.Asked {
				if _, ok := answers[a.Question]; ok && a.AnsweredAt.IsZero() {
					return true
				}
			}
			return false
		}
		if !matches(t) {
			continue
		}
		_, err := s.applyTurn(t.SessionID, t.PromptID, func(t *Turn) string {
			if !matches(t) {
				return "no open conflict question of the turn was answered"
			}
			return ""
		}, TSettle, func(t *Turn) {
			for i := range t.Asked {
				if ans, ok := answers[t.Asked[i].Question]; ok && t.Asked[i].AnsweredAt.IsZero() {
					t.Asked[i].Answer, t.Asked[i].AnsweredAt = ans, at
				}
			}
		})
		switch {
		case errors.Is(err, ErrIllegal):
		case err != nil:
			errs = append(errs, err)
		default:
			settled = true
		}
	}
	return settled, errors.Join(errs...)
}

// Turns reads the turn records of one session ("" for every session),
// newest result first. A record that cannot be read is left out and
// reported in the error.
func (s *Store) Turns(sessionID string) ([]*Turn, error) {
	root := filepath.Join(s.dir, turnsDir)
	var sessions []string
	if sessionID != "" {
		if ValidID(sessionID) != nil {
			return nil, fmt.Errorf("ledger: %w", ValidID(sessionID))
		}
		sessions = []string{sessionID}
	} else {
		entries, err := os.ReadDir(root)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		if err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
		for _, e := range entries {
			if e.IsDir() && ValidID(e.Name()) == nil {
				sessions = append(sessions, e.Name())
			}
		}
	}
	var out []*Turn
	var errs []error
	for _, sid := range sessions {
		entries, err := os.ReadDir(filepath.Join(root, sid))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("ledger: %w", err))
			continue
		}
		for _, e := range entries {
			id, ok := IsRecordFile(e.Name())
			if !ok || e.IsDir() {
				continue
			}
			t, err := readTurn(filepath.Join(root, sid, id+recordExt))
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if t != nil {
				out = append(out, t)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b *Turn) int { return b.Latest().Compare(a.Latest()) })
	return out, errors.Join(errs...)
}

// TurnPath is the file of a turn's record.
func (s *Store) TurnPath(sessionID, promptID string) (string, error) {
	if err := ValidID(sessionID); err != nil {
		return "", err
	}
	if err := ValidID(promptID); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, turnsDir, sessionID, promptID+recordExt), nil
}

// applyTurn takes transition t on a turn's record under its lock, where
// the lifecycle table allows it from the record's state and fits (if
// given) finds the record fit; change makes the rest of the change. The
// due marker follows the record: there while it is kept with two or more
// results.
func (s *Store) applyTurn(sessionID, promptID string, fits func(*Turn) string, tr Transition, change func(*Turn)) (*Turn, error) {
	path, err := s.TurnPath(sessionID, promptID)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(path)
	for _, d := range []string{filepath.Join(s.dir, turnsDir), dir} {
		if err := ownDir(d); err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
	}
	t, unlock, err := lockedRead(path, filepath.Join(dir, promptID+lockExt), s.lockClock(), func() *Turn { return &Turn{SessionID: sessionID, PromptID: promptID} })
	if err != nil {
		return nil, fmt.Errorf("ledger: turn %s: %w", promptID, err)
	}
	defer unlock()
	to, ok := Next(tr, t.State)
	if !ok {
		return nil, &TransitionError{AgentID: promptID, Transition: tr, From: t.State}
	}
	if fits != nil {
		if why := fits(t); why != "" {
			return nil, &TransitionError{AgentID: promptID, Transition: tr, From: t.State, Why: why}
		}
	}
	change(t)
	if t.State != to {
		return nil, fmt.Errorf("ledger: %s of turn %s led to %s, not %s", tr, promptID, stateName(t.State), to)
	}
	t.Updated = time.Now()
	data, err := encodeJSON(t)
	if err != nil {
		return nil, fmt.Errorf("ledger: turn %s: %w", promptID, err)
	}
	if err := writeFileAtomic(path, data); err != nil {
		return nil, fmt.Errorf("ledger: turn %s: %w", promptID, err)
	}
	marker := filepath.Join(dir, dueDir, promptID)
	if t.State == Kept && len(t.Results) >= 2 {
		if err := ownDir(filepath.Join(dir, dueDir)); err != nil {
			return nil, fmt.Errorf("ledger: %w", err)
		}
		f, err := os.OpenFile(marker, os.O_WRONLY|os.O_CREATE, 0o600)
		if err != nil {
			return nil, fmt.Errorf("ledger: turn %s: %w", promptID, err)
		}
		f.Close()
	} else if err := os.Remove(marker); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("ledger: turn %s: %w", promptID, err)
	}
	return t, nil
}

func readTurn(path string) (*Turn, error) { return readJSON[Turn](path) }
