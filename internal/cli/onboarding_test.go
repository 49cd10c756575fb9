package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/ledger"
)

// status lists the session's onboarding handles; onboarding show prints
// one with its questions and answers; an unknown id is a usage error.
func TestOnboardingShowAndStatus(t *testing.T) {
	dir := t.TempDir()
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	const q, a = "Which limiter?", "Token bucket"
	req := envelope.Request{Form: envelope.FormEnvelope, Ask: envelope.AskInput{Questions: []envelope.Question{{Question: q, Header: "Limiter", Options: []envelope.Option{{Label: a}, {Label: "Window"}}}}}}
	now := time.Now()
	s.Record("a1", ledger.Stop{SessionID: "s1", AgentType: "team:implementer"}, req, now)
	s.Deliver("a1", "s1", now)
	if _, err := s.Answer("a1", ledger.Delivered, []string{q}, map[string]string{q: a}, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpdateHandle("ob-1234abcd", func(h *ledger.Handle) error {
		h.SessionID, h.AgentType, h.State, h.AgentID, h.Rounds, h.Budget, h.Summary = "s1", "team:implementer", ledger.HandleReady, "a1", 1, 3, "A token bucket per API key."
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, string, int) {
		var out, errOut bytes.Buffer
		code := RunEnv(&Env{Getenv: func(string) string { return "" }, Stdout: &out, Stderr: &errOut}, args)
		return out.String(), errOut.String(), code
	}
	out, errOut, code := run("onboarding", "show", "ob-1234abcd", "--ledger", dir)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"handle: ob-1234abcd", "state: ready", "rounds: 1 of 3", `"Which limiter?" → "Token bucket"`, "A token bucket per API key."} {
		if !strings.Contains(out, want) {
			t.Errorf("onboarding show does not print %q:\n%s", want, out)
		}
	}
	out, _, _ = run("onboarding", "show", "ob-1234abcd", "--json", "--ledger", dir)
	if !strings.Contains(out, `"question": "Which limiter?"`) || !strings.Contains(out, `"state": "ready"`) {
		t.Errorf("onboarding show --json:\n%s", out)
	}
	if _, errOut, code := run("onboarding", "show", "ob-ffffffff", "--ledger", dir); code != ExitUsage || !strings.Contains(errOut, "no onboarding handle ob-ffffffff") {
		t.Errorf("an unknown handle: exit %d, %s", code, errOut)
	}
	if _, _, code := run("onboarding", "--ledger", dir); code != ExitUsage {
		t.Errorf("onboarding without show: exit %d", code)
	}
	out, _, _ = run("status", "--handles", "--json", "--ledger", dir)
	if !strings.Contains(out, `"id": "ob-1234abcd"`) || !strings.Contains(out, `"answer": "Token bucket"`) {
		t.Errorf("status --handles --json:\n%s", out)
	}
	if _, _, code := run("status", "--handles", "--ledger", dir); code != ExitUsage {
		t.Errorf("--handles without --json: exit %d", code)
	}
	out, _, _ = run("status", "--ledger", dir)
	if !strings.Contains(out, "Onboarding handles:") || !strings.Contains(out, "ob-1234abcd  team:implementer  ready  rounds 1/3  answers 1  dispatches 0") {
		t.Errorf("status does not list the handle:\n%s", out)
	}
}

// resume prints the dispatch that continues a paused agent from its
// checkpoint with the answers; an agent without a checkpoint has none.
func TestResumePrintsTheDispatch(t *testing.T) {
	dir := t.TempDir()
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	const q = "Where should sessions live?"
	req := envelope.Request{Form: envelope.FormDialect, IDs: []string{"store"}, StateFile: ".state/run.md", Ask: envelope.AskInput{Questions: []envelope.Question{{Question: q, Header: "Store", Options: []envelope.Option{{Label: "Redis"}, {Label: "PostgreSQL"}}}}}}
	now := time.Now()
	s.Record("a1", ledger.Stop{SessionID: "s1", AgentType: "team:planner"}, req, now)
	s.Deliver("a1", "s1", now)
	s.Answer("a1", ledger.Delivered, []string{q}, map[string]string{q: "Redis"}, now)
	req.StateFile = ""
	s.Record("a2", ledger.Stop{SessionID: "s1", AgentType: "team:planner"}, req, now)

	var out, errOut bytes.Buffer
	env := &Env{Getenv: func(string) string { return "" }, Stdout: &out, Stderr: &errOut}
	if code := RunEnv(env, []string{"resume", "a1", "--json", "--ledger", dir}); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var in map[string]string
	if err := json.Unmarshal(out.Bytes(), &in); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	if in["subagent_type"] != "team:planner" || !strings.Contains(in["prompt"], ".state/run.md") || !strings.Contains(in["prompt"], `USER_INPUT_RESPONSE {"store":"Redis"}`) {
		t.Errorf("resume --json: %v", in)
	}
	errOut.Reset()
	if code := RunEnv(env, []string{"resume", "a2", "--ledger", dir}); code != ExitUsage || !strings.Contains(errOut.String(), "no state file") {
		t.Errorf("an agent without a checkpoint: exit %d, %s", code, errOut.String())
	}
}
