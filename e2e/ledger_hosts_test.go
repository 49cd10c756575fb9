package e2e

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// askResume is a scripted orchestrator that asks the user what an agent's
// envelope asks, with the exact input of the instructions it was given,
// and then resumes the agent, and what it saw on the way. The scripts of
// each host feed it; the fake model's handlers run concurrently with the
// test, hence the lock.
type askResume struct {
	ask, resume, resumeTo string // the host's tools, and the resume tool's parameter naming the agent

	mu       sync.Mutex
	agentID  string // the agent it started
	answer   string // what the ask tool returned
	finished bool   // it gave its final answer
}

// resumeMessage is what the orchestrator sends the agent.
const resumeMessage = `"Which database should we use?"="Postgres"`

// agentAnswer is the agent's reply: first its envelope, then, resumed,
// the answer.
func agentAnswer(turns int) *fakeserver.Reply {
	if turns == 0 {
		return fakeserver.Text(envelopeMessage("Database"))
	}
	return fakeserver.Text(fixedAnswer)
}

func (a *askResume) id() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.agentID
}

func (a *askResume) started(id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.agentID = id
}

// askFrom is the ask tool's call with the input the instructions among
// texts give.
func (a *askResume) askFrom(texts ...string) *fakeserver.Reply {
	for _, text := range texts {
		if in := askInput(text, a.ask); in != nil {
			return fakeserver.ToolUse(a.ask, in)
		}
	}
	return fakeserver.Text("team-hook gave no " + a.ask + " input")
}

// resumeAfter keeps what the ask tool returned and resumes the agent.
func (a *askResume) resumeAfter(answer string) *fakeserver.Reply {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.answer = answer
	return fakeserver.ToolUse(a.resume, map[string]any{a.resumeTo: a.agentID, "message": resumeMessage})
}

func (a *askResume) end() *fakeserver.Reply {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.finished = true
	return fakeserver.Text("The storage layer is planned.")
}

func (a *askResume) answered() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.answer != ""
}

func (a *askResume) over() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.finished
}

// check asserts the run's end: the ask tool returned wantAnswer, the
// ledger record of the agent is resumed with the answers wantAnswers (nil:
// none), and the agent, resumed, got the answer.
func checkAskResume[R subagentTurn](t *testing.T, a *askResume, ledgerDir string, sub []R, wantAnswer string, wantAnswers map[string]any) {
	t.Helper()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.answer != wantAnswer {
		t.Errorf("%s returned %q, want %q", a.ask, a.answer, wantAnswer)
	}
	checkRound(t, ledgerDir, a.agentID, "resumed", wantAnswers)
	if len(sub) != 2 || !strings.Contains(sub[1].TurnText(), resumeMessage) {
		t.Errorf("the agent made %d requests, want 2, the second with the answer", len(sub))
	}
}

// askInput is the exact input of the host's ask tool that what the
// orchestrator was told gives after "Call <tool> with EXACTLY this
// input:", decoded; nil when there is none.
func askInput(told, tool string) map[string]any {
	_, rest, ok := strings.Cut(told, "Call "+tool+" with EXACTLY this input:\n")
	if !ok {
		return nil
	}
	line, _, _ := strings.Cut(rest, "\n")
	var in map[string]any
	if json.Unmarshal([]byte(line), &in) != nil {
		return nil
	}
	return in
}

// checkRound asserts the ledger record of agent id: its state, and the
// answers its current round keeps (none when want is nil), with the
// round's times of delivery, answer and resume set as the state says.
func checkRound(t *testing.T, ledgerDir, id, state string, want map[string]any) {
	t.Helper()
	gotID, rec := onlyLedgerRecord(t, ledgerDir)
	if gotID != id {
		t.Fatalf("the ledger's record is of %s, want %s", gotID, id)
	}
	if rec["state"] != state {
		t.Errorf("ledger record state = %v, want %s", rec["state"], state)
	}
	rounds, _ := rec["rounds"].([]any)
	if len(rounds) != 1 {
		t.Fatalf("the record has %d rounds, want 1: %v", len(rounds), rec)
	}
	round, _ := rounds[0].(map[string]any)
	answers, _ := round["answers"].(map[string]any)
	if len(answers) != len(want) {
		t.Errorf("the round's answers are %v, want %v", round["answers"], want)
	}
	for q, a := range want {
		if answers[q] != a {
			t.Errorf("the answer to %q is %v, want %v", q, answers[q], a)
		}
	}
	for key, set := range map[string]bool{"delivered_at": true, "answered_at": want != nil, "resumed_at": state == "resumed"} {
		if _, ok := round[key]; ok != set {
			t.Errorf("the round's %s is set: %v, want %v (%v)", key, ok, set, round)
		}
	}
}
