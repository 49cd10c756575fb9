package e2e

import (
	"encoding/json"
	"strings"
	"testing"
)

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
