package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/team-hook/team-hook/internal/orchestrator"
)

// budgetsDir holds the orchestrator's budget of its current turn, one
// file per session (docs/CONTRACT.md §10); only written when the user
// switched the orchestrator's rules on.
const budgetsDir = "orchestrator"

// SpendBudget decides one call of the orchestrator against the budget of
// its current turn, under the session's lock: decide sees the budget (a
// fresh one when promptID starts a new turn) and reports whether to keep
// what it changed.
func (s *Store) SpendBudget(sessionID, promptID string, decide func(b *orchestrator.Budget) bool) error {
	path, err := s.budgetPath(sessionID)
	if err != nil {
		return err
	}
	if err := ownDir(filepath.Dir(path)); err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	unlock, err := acquireLock(path+lockExt, s.lockClock())
	if err != nil {
		return fmt.Errorf("ledger: budget of %s: %w", sessionID, err)
	}
	defer unlock()
	var b orchestrator.Budget
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("ledger: %w", err)
	case json.Unmarshal(data, &b) != nil:
		b = orchestrator.Budget{} // unreadable: start the turn afresh
	}
	if b.PromptID != promptID {
		b = orchestrator.Budget{PromptID: promptID}
	}
	if !decide(&b) {
		return nil
	}
	out, err := encodeJSON(&b)
	if err != nil {
		return fmt.Errorf("ledger: %w", err)
	}
	return writeFileAtomic(path, out)
}

// ResetBudget starts the orchestrator's next turn with a fresh budget:
// for a host that names no turns (no prompt_id), a prompt starts one.
func (s *Store) ResetBudget(sessionID string) error {
	path, err := s.budgetPath(sessionID)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("ledger: %w", err)
	}
	return nil
}

func (s *Store) budgetPath(sessionID string) (string, error) {
	if err := ValidID(sessionID); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, budgetsDir, sessionID+recordExt), nil
}
