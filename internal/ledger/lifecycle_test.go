package ledger

import (
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
)

func oneQuestion(q string) envelope.Request {
	return envelope.Request{Form: envelope.FormEnvelope, Ask: envelope.AskInput{Questions: []envelope.Question{
		{Question: q, Header: "H", Options: []envelope.Option{{Label: "A"}, {Label: "B"}}},
	}}}
}

// seed brings a record to state through legal transitions only.
func seed(t *testing.T, s *Store, id string, state State) {
	t.Helper()
	st := Stop{SessionID: "s1", AgentType: "team:questioner"}
	now := time.Now()
	var err error
	switch state {
	case None:
		return
	case Failed:
		_, err = s.Fail(id, st, "/f.md", now)
	default:
		_, err = s.Record(id, st, oneQuestion("Which?"), now)
		if err == nil && (state == Delivered || state == Resumed) {
			_, err = s.Deliver(id, "s1", now)
		}
		if err == nil && state == Answered {
			_, err = s.Answer(id, Pending, []string{"Which?"}, map[string]string{"Which?": "A"}, now)
		}
		if err == nil && state == Resumed {
			_, err = s.Resume(id, now)
		}
	}
	if err != nil {
		t.Fatalf("seeding %s: %v", state, err)
	}
	if r, _ := s.Get(id); r == nil || r.State != state {
		t.Fatalf("seeded %+v, want %s", r, state)
	}
}

// TestTransitionTable takes every transition from every state: a legal one
// leads where the table says, an illegal one is ErrIllegal and leaves the
// record as it was.
func TestTransitionTable(t *testing.T) {
	states := []State{None, Pending, Delivered, Answered, Resumed, Failed}
	legal := map[Transition][]State{
		TRecord:  states,
		TDeliver: {Pending, Failed},
		TAnswer:  {Pending, Delivered},
		TResume:  {Delivered, Answered},
		TFail:    states,
	}
	want := map[Transition]State{TRecord: Pending, TDeliver: Delivered, TAnswer: Answered, TResume: Resumed, TFail: Failed}
	for tr, from := range legal {
		for _, st := range states {
			isLegal := false
			for _, f := range from {
				isLegal = isLegal || f == st
			}
			t.Run(fmt.Sprintf("%s from %s", tr, stateName(st)), func(t *testing.T) {
				s := openLedger(t)
				seed(t, s, "a1", st)
				before, _ := s.Get("a1")
				now := time.Now()
				var err error
				switch tr {
				case TRecord:
					_, err = s.Record("a1", Stop{SessionID: "s1"}, oneQuestion("Which?"), now)
				case TDeliver:
					_, err = s.Deliver("a1", "s1", now)
				case TAnswer:
					_, err = s.Answer("a1", st, []string{"Which?"}, map[string]string{"Which?": "B"}, now)
				case TResume:
					_, err = s.Resume("a1", now)
				case TFail:
					_, err = s.Fail("a1", Stop{}, "/g.md", now)
				}
				after, _ := s.Get("a1")
				if _, ok := Next(tr, st); ok != isLegal {
					t.Fatalf("Next says legal=%v", ok)
				}
				if !isLegal {
					var te *TransitionError
					if !errors.Is(err, ErrIllegal) || !errors.As(err, &te) || te.Transition != tr || te.From != st {
						t.Fatalf("illegal transition gave %v", err)
					}
					if (before == nil) != (after == nil) || (after != nil && after.State != before.State) {
						t.Fatalf("an illegal transition changed the record: %+v -> %+v", before, after)
					}
					return
				}
				if err != nil {
					t.Fatalf("legal transition failed: %v", err)
				}
				to := want[tr]
				if tr == TDeliver && st == Failed {
					to = Failed // a failure is marked delivered and stays failed
				}
				if after.State != to {
					t.Fatalf("state %s, want %s", after.State, to)
				}
			})
		}
	}
}

func TestDeliverIsForItsSessionAndOnce(t *testing.T) {
	s := openLedger(t)
	seed(t, s, "a1", Failed)
	if _, err := s.Deliver("a1", "other", time.Now()); !errors.Is(err, ErrIllegal) {
		t.Fatalf("another session's delivery: %v", err)
	}
	if _, err := s.Deliver("a1", "s1", time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Deliver("a1", "s1", time.Now()); !errors.Is(err, ErrIllegal) {
		t.Fatalf("a failure delivered twice: %v", err)
	}
	seed(t, s, "a2", Pending)
	if _, err := s.Answer("a2", Pending, []string{"Another?"}, nil, time.Now()); !errors.Is(err, ErrIllegal) {
		t.Fatalf("answers to other questions: %v", err)
	}
}

// Racing processes get one clear winner: the rest are told the transition
// was illegal by then, with no flag to consult.
func TestConcurrentDeliveriesHaveOneWinner(t *testing.T) {
	s := openLedger(t)
	seed(t, s, "a1", Pending)
	var wg sync.WaitGroup
	var mu sync.Mutex
	won, lost := 0, 0
	for range 8 {
		wg.Go(func() {
			_, err := s.Deliver("a1", "s1", time.Now())
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				won++
			case errors.Is(err, ErrIllegal):
				lost++
			default:
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if won != 1 || lost != 7 {
		t.Fatalf("%d won, %d lost", won, lost)
	}
}

func TestCountBlockSpendsTheBudget(t *testing.T) {
	s := openLedger(t)
	st := Stop{SessionID: "s1", AgentType: "x"}
	for want := 1; want <= 2; want++ {
		r, err := s.CountBlock("a1", st, want == 1, 2)
		if err != nil || r.Blocks != want {
			t.Fatalf("block %d: %+v, %v", want, r, err)
		}
	}
	_, err := s.CountBlock("a1", st, false, 2)
	var spent *BudgetError
	if !errors.Is(err, ErrBudgetSpent) || !errors.As(err, &spent) || spent.Blocks != 2 {
		t.Fatalf("third block: %v", err)
	}
	if err := s.ClearBlocks("a1", st); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Get("a1"); r.Blocks != 0 {
		t.Fatalf("blocks after clearing: %d", r.Blocks)
	}
}

func openLedger(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "ledger"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
