package ledger

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/rollup"
)

func result(id, sev string) rollup.Result {
	return rollup.Result{
		AgentID: id, AgentType: "team:researcher", Status: rollup.Success, Confidence: 80,
		Issues: []rollup.Issue{{Title: "Token logged", Location: "api/auth.go:10", Severity: sev, Confidence: -1}},
	}
}

// seedTurn brings turn p1 of session s1 to state through legal
// transitions only.
func seedTurn(t *testing.T, s *Store, state State) {
	t.Helper()
	now := time.Now()
	switch state {
	case None:
		return
	case Kept:
		if _, err := s.KeepResult("s1", "p1", result("a1", "minor"), now); err != nil {
			t.Fatal(err)
		}
	case RolledUp:
		seedTurn(t, s, Kept)
		if _, err := s.KeepResult("s1", "p1", result("a2", "minor"), now); err != nil {
			t.Fatal(err)
		}
		if got, err := s.RollUpDue("s1", now); err != nil || len(got) != 1 {
			t.Fatalf("RollUpDue = %v, %v", got, err)
		}
	}
}

func turnState(t *testing.T, s *Store) State {
	t.Helper()
	turns, err := s.Turns("s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(turns) == 0 {
		return None
	}
	return turns[0].State
}

// TestTurnTransitionTable takes every turn transition from every turn
// state: a legal one leads where the table says, an illegal one is
// ErrIllegal and changes nothing.
func TestTurnTransitionTable(t *testing.T) {
	states := []State{None, Kept, RolledUp}
	legal := map[Transition][]State{TKeep: states, TRollUp: {Kept}, TSettle: {Kept, RolledUp}}
	want := map[Transition]map[State]State{
		TKeep:   {None: Kept, Kept: Kept, RolledUp: Kept},
		TRollUp: {Kept: RolledUp},
		TSettle: {Kept: Kept, RolledUp: RolledUp},
	}
	for tr, from := range legal {
		for _, st := range states {
			isLegal := slices.Contains(from, st)
			t.Run(fmt.Sprintf("%s from %s", tr, stateName(st)), func(t *testing.T) {
				s := openLedger(t)
				seedTurn(t, s, st)
				// Two results in every seeded state, so that roll-up's
				// own condition never hides the table's answer.
				if st == Kept {
					if _, err := s.KeepResult("s1", "p1", result("a2", "critical"), time.Now()); err != nil {
						t.Fatal(err)
					}
				}
				var err error
				switch tr {
				case TKeep:
					_, err = s.KeepResult("s1", "p1", result("a3", "minor"), time.Now())
				case TRollUp, TSettle:
					_, err = s.applyTurn("s1", "p1", nil, tr, func(t *Turn) {
						if tr == TRollUp {
							t.State = RolledUp
						}
					})
				}
				if _, ok := Next(tr, st); ok != isLegal {
					t.Fatalf("Next says legal=%v", ok)
				}
				if !isLegal {
					var te *TransitionError
					if !errors.Is(err, ErrIllegal) || !errors.As(err, &te) || te.Transition != tr || te.From != st {
						t.Fatalf("illegal transition gave %v", err)
					}
					if got := turnState(t, s); got != st {
						t.Fatalf("an illegal transition changed the turn: %s -> %s", st, got)
					}
					return
				}
				if err != nil {
					t.Fatalf("legal transition failed: %v", err)
				}
				if got := turnState(t, s); got != want[tr][st] {
					t.Fatalf("state %s, want %s", got, want[tr][st])
				}
			})
		}
	}
}

func TestRollUpIsDueFromTwoResults(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	if _, err := s.KeepResult("s1", "p1", result("a1", "critical"), now); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.RollUpDue("s1", now); len(got) != 0 {
		t.Fatalf("one result rolled up: %+v", got)
	}
	// The same agent again replaces its result: still one agent.
	if _, err := s.KeepResult("s1", "p1", result("a1", "critical"), now); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.RollUpDue("s1", now); len(got) != 0 {
		t.Fatalf("one agent twice rolled up: %+v", got)
	}
	if _, err := s.KeepResult("s1", "p1", result("a2", "minor"), now.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.KeepResult("s1", "other-turn", result("a3", "minor"), now); err != nil {
		t.Fatal(err)
	}
	got, err := s.RollUpDue("s1", now.Add(2*time.Second))
	if err != nil || len(got) != 1 || len(got[0].Results) != 2 || got[0].PromptID != "p1" {
		t.Fatalf("RollUpDue = %+v, %v", got, err)
	}
	// The critical/minor conflict is asked once, at this roll-up.
	asked := got[0].NewlyAsked(now.Add(2 * time.Second))
	if len(asked) != 1 || asked[0].Location != "api/auth.go:10" {
		t.Fatalf("asked %+v", got[0].Asked)
	}
	if again, _ := s.RollUpDue("s1", now); len(again) != 0 {
		t.Fatalf("rolled up twice: %+v", again)
	}
	if _, err := s.RollUpDue("another-session", now); err != nil {
		t.Fatal(err)
	}
	// A third result makes the roll-up due again; the conflict is not
	// asked a second time.
	later := now.Add(3 * time.Second)
	if _, err := s.KeepResult("s1", "p1", result("a4", "minor"), later); err != nil {
		t.Fatal(err)
	}
	got, _ = s.RollUpDue("s1", later)
	if len(got) != 1 || len(got[0].Results) != 3 || len(got[0].NewlyAsked(later)) != 0 || len(got[0].Asked) != 1 {
		t.Fatalf("second roll-up %+v", got)
	}
	if r := got[0].Rollup(); r.SessionID != "s1" || r.PromptID != "p1" || len(r.Agents) != 3 {
		t.Errorf("roll-up %+v", r)
	}
}

func TestConcurrentRollUpsHaveOneWinner(t *testing.T) {
	s := openLedger(t)
	seedTurn(t, s, Kept)
	if _, err := s.KeepResult("s1", "p1", result("a2", "minor"), time.Now()); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for range 8 {
		wg.Go(func() {
			got, err := s.RollUpDue("s1", time.Now())
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			won += len(got)
			mu.Unlock()
		})
	}
	wg.Wait()
	if won != 1 {
		t.Fatalf("the roll-up was delivered %d times", won)
	}
}

func TestSettleStoresTheAnswer(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	s.KeepResult("s1", "p1", result("a1", "critical"), now)
	s.KeepResult("s1", "p1", result("a2", "minor"), now)
	got, err := s.RollUpDue("s1", now)
	if err != nil || len(got) != 1 {
		t.Fatal(got, err)
	}
	q := got[0].Asked[0].Question
	if ok, err := s.Settle("s1", map[string]string{"Some other question?": "x"}, now); ok || err != nil {
		t.Fatalf("another question settled a conflict: %v, %v", ok, err)
	}
	if ok, err := s.Settle("s1", map[string]string{q: "critical"}, now); !ok || err != nil {
		t.Fatalf("Settle = %v, %v", ok, err)
	}
	turns, _ := s.Turns("s1")
	if a := turns[0].Asked[0]; a.Answer != "critical" || a.AnsweredAt.IsZero() || turns[0].State != RolledUp {
		t.Errorf("settled %+v", turns[0])
	}
	if ok, _ := s.Settle("s1", map[string]string{q: "minor"}, now); ok {
		t.Error("an answered conflict was settled again")
	}
}

func TestTurnsAcrossSessions(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	s.KeepResult("s1", "p1", result("a1", "minor"), now)
	s.KeepResult("s2", "p2", result("a2", "minor"), now.Add(time.Minute))
	all, err := s.Turns("")
	if err != nil || len(all) != 2 || all[0].PromptID != "p2" {
		t.Fatalf("Turns() = %+v, %v", all, err)
	}
	if _, err := s.Turns("../x"); err == nil {
		t.Error("an unsafe session id was read")
	}
	if _, err := s.KeepResult("s1", "../../escape", result("a1", "minor"), now); !errors.Is(err, ErrBadID) {
		t.Errorf("an unsafe prompt id: %v", err)
	}
	path, _ := s.TurnPath("s1", "p1")
	if err := os.WriteFile(path, []byte("{torn"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Turns(""); err == nil || len(got) != 1 {
		t.Errorf("a torn turn: %v, %v", got, err)
	}
	if _, err := os.Stat(filepath.Join(s.Dir(), "turns", "s1", "due")); err == nil {
		if entries, _ := os.ReadDir(filepath.Join(s.Dir(), "turns", "s1", "due")); len(entries) != 0 {
			t.Errorf("a turn with one result is due: %v", entries)
		}
	}
}
