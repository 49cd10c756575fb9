package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// An agent team's part of the ledger (docs/CONTRACT.md §9): one file per
// team holding its teammates (name, the definition each was spawned from,
// its retry budget, its last block) and its tasks (status, owner and
// metadata as the task calls the hook saw set them, and how far the
// owner's completion path got). The team events never carry a task's
// owner, status or metadata, so this is the only place they are known.
// Teammates' questions and dispatch failures stay agent records (ledger.go)
// with Team and Teammate set, indexed under the team so the lead finds
// them.
const (
	teamsDir       = "teams"        // <team>.json: one file per team
	teamRecordsDir = "team-records" // <team>/<agentID>: the records of a team's teammates
	panesDir       = "panes"        // <sessionID>.json: a pane teammate's session → its team and name
)

// Team is one agent team as the hook learned it.
type Team struct {
	Name    string             `json:"name"`
	Members map[string]*Member `json:"members,omitempty"` // by teammate name
	Tasks   map[string]*Task   `json:"tasks,omitempty"`   // by task id
	Updated time.Time          `json:"updated,omitzero"`
}

// Member is one teammate.
type Member struct {
	Name string `json:"name"`
	// Definition is the agent definition it was spawned from
	// ("plugin:worker"); "" when it is not known.
	Definition string `json:"definition,omitempty"`
	// AgentID is an in-process teammate's agent id; a pane teammate,
	// the main thread of its own process, has SessionID instead.
	AgentID   string `json:"agent_id,omitempty"`
	SessionID string `json:"session_id,omitempty"`
	// Blocks counts the blocks of its turn ends (Stop or SubagentStop,
	// turn-end TaskCompleted, TeammateIdle), which share one retry budget;
	// Released says the budget ran out this round, so the rest of the
	// round's turn-end events let it go too.
	Blocks   int  `json:"blocks,omitempty"`
	Released bool `json:"released,omitempty"`
	// Refusals counts its refused tool calls per task ("" for messages
	// and edits): the tool path has no cap of its own in the client.
	Refusals  map[string]int `json:"refusals,omitempty"`
	LastBlock *Block         `json:"last_block,omitempty"`
	// ToldLead: it sent the lead a SendMessage since its last turn end
	// that passed (§9a's channel rule).
	ToldLead bool      `json:"told_lead,omitempty"`
	Joined   time.Time `json:"joined,omitzero"`
	Updated  time.Time `json:"updated,omitzero"`
}

// Block is the last time the hook held a teammate back: where, and why.
type Block struct {
	At     time.Time `json:"at"`
	Event  string    `json:"event"`
	Reason string    `json:"reason"`
}

// Task is one task of the team's list.
type Task struct {
	ID          string `json:"id"`
	Subject     string `json:"subject,omitempty"`
	Description string `json:"description,omitempty"`
	// Status is pending, in_progress, completed or deleted, as the last
	// task call the hook saw set it.
	Status string `json:"status,omitempty"`
	Owner  string `json:"owner,omitempty"`
	// Metadata is every key the task calls set (null deletes a key).
	Metadata map[string]json.RawMessage `json:"metadata,omitempty"`
	// Step is how far its owner's completion path got: None, HandedOff,
	// Reported, Waiting (the lifecycle table's rows).
	Step State `json:"step,omitempty"`
	// StaleTold is the since of the wait whose staleness the lead was
	// told, so each stale wait is told once.
	StaleTold time.Time `json:"stale_told,omitzero"`
	Updated   time.Time `json:"updated,omitzero"`
}

// Member finds a teammate by name; nil when the team has none of that name.
func (t *Team) Member(name string) *Member {
	if t == nil {
		return nil
	}
	return t.Members[name]
}

// MemberByAgentID finds an in-process teammate by its agent id.
func (t *Team) MemberByAgentID(agentID string) *Member {
	if t == nil || agentID == "" {
		return nil
	}
	for _, m := range t.Members {
		if m.AgentID == agentID {
			return m
		}
	}
	return nil
}

// Owned lists the tasks a teammate owns in the given status, by id.
func (t *Team) Owned(name, status string) []*Task {
	if t == nil {
		return nil
	}
	var out []*Task
	for _, task := range t.Tasks {
		if task.Owner == name && task.Status == status {
			out = append(out, task)
		}
	}
	SortTasks(out)
	return out
}

// SortTasks orders tasks by id, numerically where the ids are numbers
// (Claude Code's are "1", "2", …).
func SortTasks(tasks []*Task) {
	sort.SliceStable(tasks, func(i, j int) bool {
		a, b := tasks[i].ID, tasks[j].ID
		if len(a) != len(b) {
			return len(a) < len(b)
		}
		return a < b
	})
}

// Names lists the teammates by name.
func (t *Team) Names() []string {
	var out []string
	for name := range t.Members {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// member finds or adds a teammate.
func (t *Team) member(name string, at time.Time) *Member {
	if t.Members == nil {
		t.Members = map[string]*Member{}
	}
	m := t.Members[name]
	if m == nil {
		m = &Member{Name: name, Joined: at}
		t.Members[name] = m
	}
	m.Updated = at
	return m
}

// task finds or adds a task.
func (t *Team) task(id string, at time.Time) *Task {
	if t.Tasks == nil {
		t.Tasks = map[string]*Task{}
	}
	task := t.Tasks[id]
	if task == nil {
		task = &Task{ID: id} // its status is unknown until a call sets it
		t.Tasks[id] = task
	}
	task.Updated = at
	return task
}

// fileKey makes a team or teammate name safe as a file name: names that
// are already safe are kept, others are replaced by a hash of them.
func fileKey(name string) string {
	if ValidID(name) == nil {
		return name
	}
	h := fnv.New64a()
	h.Write([]byte(name))
	return fmt.Sprintf("h%016x", h.Sum64())
}

// TeamsDir is the folder holding the teams' files.
func TeamsDir(dir string) string { return filepath.Join(dir, teamsDir) }

// IsTeamFile reports whether a file name in the teams folder is a team
// file (not a temporary or lock file).
func IsTeamFile(name string) bool {
	key, ok := strings.CutSuffix(name, recordExt)
	return ok && ValidID(key) == nil
}

func (s *Store) teamPath(name string) string {
	return filepath.Join(s.dir, teamsDir, fileKey(name)+recordExt)
}

// ErrNoTeam is returned for a team without a name.
var ErrNoTeam = errors.New("ledger: no team name")

// GetTeam reads a team; nil, nil when the ledger knows no such team.
func (s *Store) GetTeam(name string) (*Team, error) {
	if name == "" {
		return nil, ErrNoTeam
	}
	return readTeam(s.teamPath(name))
}

// ReadTeamFile decodes one team file; nil, nil when it does not exist.
func ReadTeamFile(path string) (*Team, error) { return readTeam(path) }

func readTeam(path string) (*Team, error) { return readJSON[Team](path) }

// Teams reads every team of the ledger, by name; a file that cannot be
// decoded is left out and reported in the error.
func (s *Store) Teams() ([]*Team, error) {
	entries, err := os.ReadDir(filepath.Join(s.dir, teamsDir))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	var out []*Team
	var errs []error
	for _, e := range entries {
		if e.IsDir() || !IsTeamFile(e.Name()) {
			continue
		}
		t, err := readTeam(filepath.Join(s.dir, teamsDir, e.Name()))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if t != nil {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, errors.Join(errs...)
}

// UpdateTeam changes a team under its lock: fn sees the stored team, or a
// new one of that name, and the result is written atomically unless fn
// fails or returns ErrSkip (then the team is returned as fn saw it).
func (s *Store) UpdateTeam(name string, at time.Time, fn func(t *Team) error) (*Team, error) {
	if name == "" {
		return nil, ErrNoTeam
	}
	if err := s.Ensure(); err != nil {
		return nil, err
	}
	if err := ownDir(filepath.Join(s.dir, teamsDir)); err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	return updateLocked(s.teamPath(name), "team "+name, s.lockClock(), func() *Team { return &Team{Name: name} }, fn, func(t *Team) error {
		t.Name = name
		t.Updated = at
		return nil
	})
}

// Pane is what the ledger knows of a pane teammate's session.
type Pane struct {
	Team string `json:"team"`
	Name string `json:"name"`
}

func (s *Store) panePath(sessionID string) (string, error) {
	if err := ValidID(sessionID); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, panesDir, sessionID+recordExt), nil
}

// PaneOf reads which teammate a session is the main thread of; nil when
// the ledger does not know it as a pane teammate's.
func (s *Store) PaneOf(sessionID string) (*Pane, error) {
	path, err := s.panePath(sessionID)
	if err != nil {
		return nil, nil // an id unfit for a file name was never written
	}
	return readJSON[Pane](path)
}

// SetPane records that a session is the main thread of a pane teammate.
func (s *Store) SetPane(sessionID string, p Pane) error {
	path, err := s.panePath(sessionID)
	if err != nil {
		return err
	}
	if err := s.Ensure(); err != nil {
		return err
	}
	if err := ownDir(filepath.Join(s.dir, panesDir)); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	data, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return writeFileAtomic(path, data)
}

// PaneRecordID is the agent record of a pane teammate, which has no agent
// id: its name and team, safe as a file name.
func PaneRecordID(team, name string) string {
	return "pane." + fileKey(team) + "." + fileKey(name)
}

// ListTeam reads the records of a team's teammates (their questions and
// dispatch failures), in the order they stopped.
func (s *Store) ListTeam(team string) ([]*Record, error) {
	if team == "" {
		return nil, nil
	}
	ids, err := indexed(filepath.Join(s.dir, teamRecordsDir, fileKey(team)))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("ledger: %w", err)
	}
	recs, err := s.read("", ids)
	var out []*Record
	for _, r := range recs {
		if r.Team == team {
			out = append(out, r)
		}
	}
	return out, err
}

// HasTeamRecords reports, without reading any, whether a team's teammates
// have records: the lead's turn ends ask this first.
func (s *Store) HasTeamRecords(team string) bool {
	if team == "" {
		return false
	}
	_, err := os.Stat(filepath.Join(s.dir, teamRecordsDir, fileKey(team)))
	return err == nil
}

// Join records a teammate: from its spawn, the sidecar of its transcript,
// or a team event. Known facts are kept; nothing is written when nothing
// is new.
func (s *Store) Join(team string, m Member, at time.Time) (*Team, error) {
	return s.UpdateTeam(team, at, func(t *Team) error {
		old := t.Members[m.Name]
		if old != nil && (m.Definition == "" || old.Definition == m.Definition) &&
			(m.AgentID == "" || old.AgentID == m.AgentID) && (m.SessionID == "" || old.SessionID == m.SessionID) {
			return ErrSkip
		}
		cur := t.member(m.Name, at)
		if m.Definition != "" {
			cur.Definition = m.Definition
		}
		if m.AgentID != "" {
			cur.AgentID = m.AgentID
		}
		if m.SessionID != "" {
			cur.SessionID = m.SessionID
		}
		return nil
	})
}

// TaskCall is a TaskCreate or TaskUpdate that succeeded, as the hook saw
// it, with what the team rules made of its metadata.
type TaskCall struct {
	TaskID      string
	Subject     string
	Description string
	Status      string
	Owner       string // an owner the call named
	// ClaimedBy is the caller whose TaskUpdate to in_progress without an
	// owner made it the owner (Claude Code sets the owner so).
	ClaimedBy string
	// Metadata is the keys the call set; null deletes a key.
	Metadata map[string]json.RawMessage
	// Handoff: the call stored a valid metadata.handoff. AwaitLead: it
	// set a valid intentional_wait awaiting the lead's completion; Unwait:
	// it cleared the wait or set one for something else.
	Handoff, AwaitLead, Unwait bool
	// Rejected: the lead stored a valid rejection (§9a), which restarts
	// the owner's completion path.
	Rejected bool
}

// RecordTaskCall keeps what a task call changed and moves the task's
// completion path on where the lifecycle table allows it; a step out of
// order moves nothing (the rules report it at the turn end).
func (s *Store) RecordTaskCall(team string, c TaskCall, at time.Time) (*Team, error) {
	if c.TaskID == "" {
		return nil, errors.New("ledger: a task call without a task id")
	}
	return s.UpdateTeam(team, at, func(t *Team) error {
		task := t.task(c.TaskID, at)
		if c.Subject != "" {
			task.Subject = c.Subject
		}
		if c.Description != "" {
			task.Description = c.Description
		}
		if c.Status != "" {
			task.Status = c.Status
		}
		owner := c.Owner
		if owner == "" {
			owner = c.ClaimedBy
		}
		if owner != "" && owner != task.Owner {
			task.Owner = owner
			task.Step = None // a new owner starts its own path
		}
		for k, v := range c.Metadata {
			if strings.TrimSpace(string(v)) == "null" {
				delete(task.Metadata, k)
				continue
			}
			if task.Metadata == nil {
				task.Metadata = map[string]json.RawMessage{}
			}
			task.Metadata[k] = v
		}
		for _, step := range []struct {
			do bool
			t  Transition
		}{{c.Rejected, TReject}, {c.Handoff, THandoff}, {c.AwaitLead, TAwait}, {c.Unwait, TUnwait}} {
			if to, ok := Next(step.t, task.Step); step.do && ok {
				task.Step = to
			}
		}
		return nil
	})
}

// Report records a teammate's SendMessage to the lead: every task it owns
// whose HANDOFF it stored since it last told the lead moves on. One
// message counts for each of them.
func (s *Store) Report(team, name string, at time.Time) (*Team, error) {
	return s.UpdateTeam(team, at, func(t *Team) error {
		for _, task := range t.Tasks {
			if to, ok := Next(TReport, task.Step); ok && task.Owner == name {
				task.Step = to
				task.Updated = at
			}
		}
		t.member(name, at).ToldLead = true
		return nil
	})
}

// ErrReleased is returned when a teammate was already let go this round
// (its budget ran out): the rest of the round lets it go too.
var ErrReleased = errors.New("ledger: the teammate's retry budget ran out this round")

// CountTurnEnd counts one more block of a teammate's turn end, shared by
// its Stop or SubagentStop, turn-end TaskCompleted and TeammateIdle. first
// says the turn end follows no block (a stop with stop_hook_active false):
// the count starts again. When the budget is spent the teammate is marked
// released and the error is a *BudgetError; once released, ErrReleased.
func (s *Store) CountTurnEnd(team, name string, first bool, budget int, b Block) (*Member, error) {
	var out Member
	var result error
	_, err := s.UpdateTeam(team, b.At, func(t *Team) error {
		m := t.member(name, b.At)
		if first {
			m.Blocks, m.Released = 0, false
		}
		switch {
		case m.Released:
			result = ErrReleased
			out = *m
			return ErrSkip
		case m.Blocks >= budget:
			m.Released = true
			result = &BudgetError{Blocks: m.Blocks}
		default:
			m.Blocks++
			m.LastBlock = &b
		}
		out = *m
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &out, result
}

// ClearTurnEnd forgets a teammate's turn-end blocks: it ended a turn
// cleanly, or a new round began. Nothing is written when there is nothing
// to forget.
func (s *Store) ClearTurnEnd(team, name string, at time.Time) error {
	_, err := s.UpdateTeam(team, at, func(t *Team) error {
		m := t.Members[name]
		if m == nil || m.Blocks == 0 && !m.Released && !m.ToldLead {
			return ErrSkip
		}
		m.Blocks, m.Released, m.ToldLead = 0, false, false
		return nil
	})
	return err
}

// CountRefusal counts one more refused tool call of a teammate for a task
// ("" for messages and edits). When the budget is spent the error is a
// *BudgetError, once; after that ErrReleased until ClearRefusal.
func (s *Store) CountRefusal(team, name, task string, budget int, b Block) error {
	var result error
	_, err := s.UpdateTeam(team, b.At, func(t *Team) error {
		m := t.member(name, b.At)
		n := m.Refusals[task]
		if n > budget {
			result = ErrReleased
			return ErrSkip
		}
		if m.Refusals == nil {
			m.Refusals = map[string]int{}
		}
		m.Refusals[task] = n + 1
		if n == budget {
			result = &BudgetError{Blocks: n}
		} else {
			m.LastBlock = &b
		}
		return nil
	})
	if err != nil {
		return err
	}
	return result
}

// ClearRefusal forgets the refusals of a teammate for a task once a call
// of that kind went through; nothing is written when there are none.
func (s *Store) ClearRefusal(team, name, task string, at time.Time) error {
	_, err := s.UpdateTeam(team, at, func(t *Team) error {
		m := t.Members[name]
		if m == nil || m.Refusals[task] == 0 {
			return ErrSkip
		}
		delete(m.Refusals, task)
		return nil
	})
	return err
}

// TellStale marks the wait of a task that began at since as told to the
// lead; false when it was told already, by this process or another.
func (s *Store) TellStale(team, taskID string, since, at time.Time) (bool, error) {
	told := false
	_, err := s.UpdateTeam(team, at, func(t *Team) error {
		task := t.Tasks[taskID]
		if task == nil || task.StaleTold.Equal(since) {
			return ErrSkip
		}
		task.StaleTold = since
		told = true
		return nil
	})
	return told, err
}
