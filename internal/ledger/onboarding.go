package ledger

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

// onboardingDir holds one file per onboarding handle: <id>.json.
const onboardingDir = "onboarding"

// Handle states.
const (
	HandleOnboarding = "onboarding"      // the agent is being interviewed
	HandleReady      = "ready"           // it said it is ready
	HandleGaps       = "ready-with-gaps" // the round budget ran out first
)

// Handle is an onboarding handle (docs/CONTRACT.md §8b): an agent
// interviewed before it works, whose questions and the user's answers
// are then given to every dispatch that names the handle.
type Handle struct {
	ID        string `json:"id"`
	SessionID string `json:"session_id"`
	AgentType string `json:"agent_type"`
	// Context is what the onboarding dispatch said of the work to come.
	Context string `json:"context,omitempty"`
	State   string `json:"state"`
	// AgentID is the onboarding agent, once its first stop was seen.
	AgentID string `json:"agent_id,omitempty"`
	// Rounds counts the question rounds the agent asked; Budget is how
	// many it may.
	Rounds int `json:"rounds"`
	Budget int `json:"budget"`
	// Summary is what the agent said when it declared itself ready.
	Summary string `json:"summary,omitempty"`
	// Gaps are the questions it still had when the budget ran out.
	Gaps []string `json:"gaps,omitempty"`
	// Told is false while the orchestrator has news of the handle it was
	// not given yet (its questions, that it is ready).
	Told bool `json:"told"`
	// Commands are the file-changing commands the agent was already
	// sent back for while onboarding (each is reported once).
	Commands []string `json:"commands,omitempty"`
	// Dispatches counts the work dispatches that named the handle.
	Dispatches int       `json:"dispatches,omitempty"`
	Created    time.Time `json:"created,omitzero"`
	Updated    time.Time `json:"updated,omitzero"`
}

// QA is one question of a handle's interview and its answer.
type QA struct {
	Question string
	Answer   string
}

// NewHandleID makes a handle id: "ob-" and 8 hex digits, from the clock
// and the process (crypto/rand would link the FIPS module into the hook).
func NewHandleID(now time.Time) string {
	n := uint64(now.UnixNano()) ^ uint64(os.Getpid())<<20
	n ^= n >> 29
	n *= 0xbf58476d1ce4e5b9
	n ^= n >> 32
	s := strconv.FormatUint(n&0xffffffff|1<<32, 16)
	return "ob-" + s[1:]
}

func (s *Store) handlePath(id string) (string, error) {
	if err := ValidID(id); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, onboardingDir, id+recordExt), nil
}

// UpdateHandle changes a handle under its lock, creating it when missing
// (fn sees a zero Handle with ID set).
func (s *Store) UpdateHandle(id string, fn func(h *Handle) error) (*Handle, error) {
	path, err := s.handlePath(id)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	return updateLocked(path, "onboarding handle "+id, s.lockClock(), func() *Handle { return &Handle{ID: id} }, fn, func(h *Handle) error {
		h.ID = id
		h.Updated = time.Now()
		if h.Created.IsZero() {
			h.Created = h.Updated
		}
		if ValidID(h.SessionID) != nil {
			return nil
		}
		// Indexed by session, so a session's stops read its own handles
		// only, however many the project ever had.
		return s.mark(filepath.Join(onboardingDir, sessionsDir), h.SessionID, id)
	})
}

// HasHandles reports whether the ledger ever held an onboarding handle:
// one stat.
func (s *Store) HasHandles() bool {
	_, err := os.Stat(filepath.Join(s.dir, onboardingDir))
	return err == nil
}

// GetHandle reads a handle; nil, nil when there is none.
func (s *Store) GetHandle(id string) (*Handle, error) {
	path, err := s.handlePath(id)
	if err != nil {
		return nil, err
	}
	return readJSON[Handle](path)
}

// Handles lists the handles of a session ("" for every session), oldest
// first. A ledger without handles costs one failed directory read.
func (s *Store) Handles(sessionID string) ([]*Handle, error) {
	dir := filepath.Join(s.dir, onboardingDir)
	if sessionID != "" && ValidID(sessionID) == nil {
		dir = filepath.Join(dir, sessionsDir, sessionID)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	var out []*Handle
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), recordExt)
		if dir != filepath.Join(s.dir, onboardingDir) {
			id, ok = e.Name(), true // an index entry: the handle's id
		}
		if !ok || e.IsDir() || strings.HasPrefix(id, ".") {
			continue
		}
		h, err := s.GetHandle(id)
		if err != nil || h == nil {
			continue
		}
		if sessionID == "" || h.SessionID == sessionID {
			out = append(out, h)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Created.Before(out[j].Created) })
	return out, nil
}

// HandleQA is a handle's interview: the onboarding agent's answered
// questions, in the order asked.
func (s *Store) HandleQA(h *Handle) []QA {
	if h == nil || h.AgentID == "" {
		return nil
	}
	rec, err := s.Get(h.AgentID)
	if err != nil || rec == nil {
		return nil
	}
	return RecordQA(rec)
}

// RecordQA lists a record's answered questions, in the order asked.
func RecordQA(rec *Record) []QA {
	var out []QA
	for _, rd := range rec.Rounds {
		for _, q := range rd.Request.Ask.Questions {
			if a, ok := rd.Answers[q.Question]; ok {
				out = append(out, QA{q.Question, a})
			}
		}
	}
	return out
}

// AnsweredQuestions lists the questions answered in a session for agents
// of agentType (every type when ""), the latest answer of each, in the
// order first asked.
func (s *Store) AnsweredQuestions(sessionID, agentType string) ([]QA, error) {
	recs, err := s.List(sessionID)
	if err != nil {
		return nil, err
	}
	SortByStop(recs)
	var out []QA
	at := map[string]int{}
	for _, r := range recs {
		if agentType != "" && r.AgentType != agentType {
			continue
		}
		for _, qa := range RecordQA(r) {
			key := NormalQuestion(qa.Question)
			if i, ok := at[key]; ok {
				out[i] = qa
				continue
			}
			at[key] = len(out)
			out = append(out, qa)
		}
	}
	return out, nil
}

// NormalQuestion is a question's text as compared for asking again: case,
// spacing and the closing mark do not count.
func NormalQuestion(q string) string {
	return strings.TrimRight(strings.Join(strings.Fields(strings.ToLower(q)), " "), "?.! ")
}

// questionsOf lists a request's question texts.
func questionsOf(req envelope.Request) []string {
	out := make([]string, len(req.Ask.Questions))
	for i, q := range req.Ask.Questions {
		out[i] = q.Question
	}
	return out
}

// GapsOf is what a request asked, as a handle's gaps.
func GapsOf(req envelope.Request) []string { return questionsOf(req) }
