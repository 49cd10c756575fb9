package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestCompletionPathTable takes every path transition from every step: a
// legal one leads where the table says, an illegal one moves nothing.
func TestCompletionPathTable(t *testing.T) {
	steps := []State{None, HandedOff, Reported, Waiting}
	want := map[Transition]map[State]State{
		THandoff: {None: HandedOff, HandedOff: HandedOff, Reported: HandedOff, Waiting: HandedOff},
		TReport:  {HandedOff: Reported},
		TAwait:   {Reported: Waiting, Waiting: Waiting},
		TUnwait:  {Waiting: Reported},
		TReject:  {None: None, HandedOff: None, Reported: None, Waiting: None},
	}
	for tr, moves := range want {
		for _, from := range steps {
			to, ok := Next(tr, from)
			wantTo, legal := moves[from]
			if ok != legal || (legal && to != wantTo) {
				t.Errorf("%s from %s = %s, %v; want %s, %v", tr, stateName(from), to, ok, wantTo, legal)
			}
		}
	}
}

// A claim makes the caller the owner; the completion path moves only in
// order, a wait before the message moves nothing, and one message to the
// lead counts for every task handed off before it.
func TestTaskCallsAndTheCompletionPath(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	must := func(_ *Team, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	step := func(id string) State {
		t.Helper()
		tm, err := s.GetTeam("session-1")
		if err != nil || tm == nil {
			t.Fatalf("team: %v %v", tm, err)
		}
		return tm.Tasks[id].Step
	}
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Subject: "Compute", Metadata: map[string]json.RawMessage{"x": json.RawMessage(`1`)}}, now))
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "2", Subject: "Check"}, now))
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Status: "in_progress", ClaimedBy: "worker"}, now))
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "2", Status: "in_progress", ClaimedBy: "worker"}, now))
	tm, _ := s.GetTeam("session-1")
	if task := tm.Tasks["1"]; task.Owner != "worker" || task.Status != "in_progress" || task.Subject != "Compute" || string(task.Metadata["x"]) != "1" {
		t.Fatalf("task 1: %+v", task)
	}
	if got := tm.Owned("worker", "in_progress"); len(got) != 2 || got[0].ID != "1" {
		t.Fatalf("owned: %+v", got)
	}

	// The wait before the message is stored but moves nothing.
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Handoff: true, Metadata: map[string]json.RawMessage{"handoff": json.RawMessage(`{"produced":"4"}`)}}, now))
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", AwaitLead: true, Metadata: map[string]json.RawMessage{"intentional_wait": json.RawMessage(`{"reason":"awaiting_lead_completion"}`)}}, now))
	if st := step("1"); st != HandedOff {
		t.Fatalf("after an early wait: %s", st)
	}
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "2", Handoff: true}, now))
	must(s.Report("session-1", "worker", now))
	if step("1") != Reported || step("2") != Reported {
		t.Fatalf("one message counts for both: %s %s", step("1"), step("2"))
	}
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", AwaitLead: true}, now))
	if st := step("1"); st != Waiting {
		t.Fatalf("after the wait: %s", st)
	}
	// Clearing the wait steps back; a new handoff starts the path again.
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Unwait: true, Metadata: map[string]json.RawMessage{"intentional_wait": json.RawMessage(`null`)}}, now))
	tm, _ = s.GetTeam("session-1")
	if _, kept := tm.Tasks["1"].Metadata["intentional_wait"]; kept || tm.Tasks["1"].Step != Reported {
		t.Fatalf("cleared wait: %+v", tm.Tasks["1"])
	}
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Handoff: true}, now))
	if st := step("1"); st != HandedOff {
		t.Fatalf("a new handoff: %s", st)
	}
	// Another owner starts its own path.
	must(s.RecordTaskCall("session-1", TaskCall{TaskID: "1", Owner: "helper"}, now))
	if st := step("1"); st != None {
		t.Fatalf("new owner: %s", st)
	}
	// A message by someone who handed off nothing moves no task, and is
	// remembered for the channel rule until its turn end passes.
	tm, err := s.Report("session-1", "nobody", now.Add(time.Hour))
	if err != nil || !tm.Member("nobody").ToldLead || step("1") != None {
		t.Fatalf("a report of nothing handed off: %v, %+v", err, tm.Member("nobody"))
	}
	if err := s.ClearTurnEnd("session-1", "nobody", now.Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if tm, _ := s.GetTeam("session-1"); tm.Member("nobody").ToldLead {
		t.Fatal("a turn end that passed kept the report")
	}
}

// The blocks of a teammate's turn ends share one budget; when it is spent
// the teammate is released once, the rest of the round lets it go without
// another count, and a first turn end starts again.
func TestTurnEndBudget(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	b := Block{At: now, Event: "TeammateIdle", Reason: "r"}
	for i, first := range []bool{true, false} {
		m, err := s.CountTurnEnd("session-1", "worker", first, 2, b)
		if err != nil || m.Blocks != i+1 {
			t.Fatalf("block %d: %+v %v", i+1, m, err)
		}
	}
	m, err := s.CountTurnEnd("session-1", "worker", false, 2, b)
	var spent *BudgetError
	if !errors.As(err, &spent) || spent.Blocks != 2 || !m.Released {
		t.Fatalf("third: %+v %v", m, err)
	}
	if _, err := s.CountTurnEnd("session-1", "worker", false, 2, b); !errors.Is(err, ErrReleased) {
		t.Fatalf("after release: %v", err)
	}
	if m, err := s.CountTurnEnd("session-1", "worker", true, 2, b); err != nil || m.Blocks != 1 || m.Released {
		t.Fatalf("a new round: %+v %v", m, err)
	}
	if err := s.ClearTurnEnd("session-1", "worker", now); err != nil {
		t.Fatal(err)
	}
	tm, _ := s.GetTeam("session-1")
	if w := tm.Member("worker"); w.Blocks != 0 || w.Released || w.LastBlock == nil || w.LastBlock.Event != "TeammateIdle" {
		t.Fatalf("cleared: %+v", w)
	}
	// A budget of 0 releases at once.
	if _, err := s.CountTurnEnd("session-1", "other", true, 0, b); !errors.As(err, &spent) {
		t.Fatalf("budget 0: %v", err)
	}
}

func TestRefusalBudget(t *testing.T) {
	s := openLedger(t)
	b := Block{At: time.Now(), Event: "PreToolUse", Reason: "r"}
	for i := 0; i < 2; i++ {
		if err := s.CountRefusal("t", "worker", "1", 2, b); err != nil {
			t.Fatalf("refusal %d: %v", i+1, err)
		}
	}
	// Refusals are per task: another task has its own budget.
	if err := s.CountRefusal("t", "worker", "2", 2, b); err != nil {
		t.Fatal(err)
	}
	var spent *BudgetError
	if err := s.CountRefusal("t", "worker", "1", 2, b); !errors.As(err, &spent) {
		t.Fatalf("third: %v", err)
	}
	if err := s.CountRefusal("t", "worker", "1", 2, b); !errors.Is(err, ErrReleased) {
		t.Fatalf("after: %v", err)
	}
	if err := s.ClearRefusal("t", "worker", "1", time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := s.CountRefusal("t", "worker", "1", 2, b); err != nil {
		t.Fatalf("after a call went through: %v", err)
	}
}

func TestJoinWritesOnlyWhatIsNew(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	if _, err := s.Join("session-1", Member{Name: "worker", Definition: "p:worker", AgentID: "aworker-0123456789abcdef"}, now); err != nil {
		t.Fatal(err)
	}
	later := now.Add(time.Minute)
	tm, err := s.Join("session-1", Member{Name: "worker", AgentID: "aworker-0123456789abcdef"}, later)
	if err != nil || tm.Updated.Equal(later) {
		t.Fatalf("nothing new was written: %+v %v", tm, err)
	}
	tm, err = s.Join("session-1", Member{Name: "worker", SessionID: "s-2"}, later)
	if err != nil || tm.Member("worker").Definition != "p:worker" || tm.Member("worker").SessionID != "s-2" {
		t.Fatalf("%+v %v", tm.Member("worker"), err)
	}
	if m := tm.MemberByAgentID("aworker-0123456789abcdef"); m == nil || m.Name != "worker" {
		t.Fatalf("by agent id: %+v", m)
	}
}

// Team names that are not safe file names still get a file of their own,
// never one outside the ledger.
func TestUnsafeTeamNames(t *testing.T) {
	s := openLedger(t)
	for _, name := range []string{"../../etc", "my team", "a/b", strings.Repeat("x", 300)} {
		if _, err := s.Join(name, Member{Name: "w"}, time.Now()); err != nil {
			t.Fatalf("%q: %v", name, err)
		}
		tm, err := s.GetTeam(name)
		if err != nil || tm == nil || tm.Name != name {
			t.Fatalf("%q read back as %+v, %v", name, tm, err)
		}
	}
	teams, err := s.Teams()
	if err != nil || len(teams) != 4 {
		t.Fatalf("teams: %d %v", len(teams), err)
	}
	entries, _ := os.ReadDir(filepath.Dir(s.Dir()))
	if len(entries) != 1 {
		t.Fatalf("something was written beside the ledger: %v", entries)
	}
}

func TestPanes(t *testing.T) {
	s := openLedger(t)
	if p, err := s.PaneOf("s-1"); p != nil || err != nil {
		t.Fatalf("unknown: %+v %v", p, err)
	}
	if err := s.SetPane("s-1", Pane{Team: "my-team", Name: "worker"}); err != nil {
		t.Fatal(err)
	}
	if p, err := s.PaneOf("s-1"); err != nil || *p != (Pane{Team: "my-team", Name: "worker"}) {
		t.Fatalf("%+v %v", p, err)
	}
	if err := s.SetPane("../x", Pane{}); err == nil {
		t.Fatal("an unsafe session id was written")
	}
	if id := PaneRecordID("my team", "worker"); ValidID(id) != nil {
		t.Fatalf("%q", id)
	}
}

// A teammate's record is found under its team, whatever its session, and
// delivered to the team's lead once.
func TestTeamRecordsReachTheLead(t *testing.T) {
	s := openLedger(t)
	now := time.Now()
	if s.HasTeamRecords("session-aaaa1111") {
		t.Fatal("records before any")
	}
	st := Stop{SessionID: "pane-session", AgentType: "p:worker", Team: "session-aaaa1111", Teammate: "worker"}
	id := PaneRecordID("session-aaaa1111", "worker")
	if _, err := s.Record(id, st, oneQuestion("Which?"), now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record("other", Stop{SessionID: "s9"}, oneQuestion("Which?"), now); err != nil {
		t.Fatal(err)
	}
	recs, err := s.ListTeam("session-aaaa1111")
	if err != nil || len(recs) != 1 || recs[0].AgentID != id || recs[0].Teammate != "worker" || !s.HasTeamRecords("session-aaaa1111") {
		t.Fatalf("%+v %v", recs, err)
	}
	if _, err := s.DeliverToLead(id, "session-bbbb2222", now); !errors.Is(err, ErrIllegal) {
		t.Fatalf("another team's lead: %v", err)
	}
	if _, err := s.DeliverToLead(id, "session-aaaa1111", now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.DeliverToLead(id, "session-aaaa1111", now); !errors.Is(err, ErrIllegal) {
		t.Fatalf("delivered twice: %v", err)
	}
}

// Hook processes of the lead and of several teammates write one team at
// once: every change survives.
func TestConcurrentTaskCalls(t *testing.T) {
	s := openLedger(t)
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.RecordTaskCall("session-1", TaskCall{TaskID: fmt.Sprint(i), Status: "pending"}, time.Now()); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	tm, err := s.GetTeam("session-1")
	if err != nil || len(tm.Tasks) != 20 {
		t.Fatalf("%d tasks, %v", len(tm.Tasks), err)
	}
}
