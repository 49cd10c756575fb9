package e2e

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeresponses"
)

// With the plugin installed in Codex, a prompt reaches the model and the
// run answers: team-hook never blocks it with an error of its own. (When
// Codex dropped hooks.json's args, bare `team-hook` printed its usage and
// exited 2, which Codex reads as a block of UserPromptSubmit: every turn
// ended with no model call.) A spawned agent's first prompt passes the
// same hook, and its good final message reaches the root agent untouched.
func TestCodexPromptNeverBlockedByOurOwnError(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(*fakeresponses.Request) string { return fixedAnswer }))
	c.run("Set up the storage layer.")

	main := c.api.Main()
	if len(main) == 0 {
		t.Fatalf("the prompt never reached the model: it was blocked\n%s", c.stdout)
	}
	mustContain(t, "the first model request", main[0].FirstUserText(), "Set up the storage layer.")
	sub := c.api.Subagents()
	if len(sub) != 1 {
		t.Fatalf("the spawned agent made %d requests, want 1 (its first prompt passed, its good stop too)", len(sub))
	}
	if _, res := c.waitResult(); res != fixedAnswer {
		t.Errorf("the root agent received %q, want the agent's message %q", res, fixedAnswer)
	}
	if got := c.agentMessages(); !slices.Contains(got, "The storage layer is planned.") {
		t.Errorf("codex exec answered %q, want the root agent's last message", got)
	}
}

// A spawned agent (Codex's default role) that defers to the user in prose
// is blocked, the block reason reaches it, and its corrected message is
// what the root agent receives from wait_agent.
func TestCodexDeferralBlockedThenFixed(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDeferOnce)
	c.run("Set up the storage layer.")
	checkCodexDeferralFixed(t, c)
}

// A home folder with a space in its path (Codex keeps its copy of the
// plugin under CODEX_HOME) works as well.
func TestCodexHomeWithASpace(t *testing.T) {
	skipWhileHooksUnquoted(t)
	t.Parallel()
	c := newCodexRunAt(t, codexDeferOnce, filepath.Join(t.TempDir(), "home dir"))
	c.run("Set up the storage layer.")
	checkCodexDeferralFixed(t, c)
}

// codexDeferOnce is a run whose spawned agent defers, then, blocked,
// answers.
var codexDeferOnce = codexDelegation("", func(r *fakeresponses.Request) string {
	if r.AssistantTurns() == 0 {
		return deferral
	}
	return fixedAnswer
})

func checkCodexDeferralFixed(t *testing.T, c *codexRun) {
	t.Helper()
	_, res := c.waitResult()
	checkDeferralFixed(t, c.api.Subagents(), res, "<hook_prompt")
}

// Codex does not cap consecutive subagent-stop blocks, so the retry budget
// is the only loop guard: an agent that keeps deferring is blocked twice
// (the default budget), then let stop with a dispatch-failure record in
// the project's ledger.
func TestCodexRetryBudgetEndsALoop(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(r *fakeresponses.Request) string {
		if r.AssistantTurns() < loopBound {
			return deferral
		}
		return fixedAnswer
	}))
	c.run("Set up the storage layer.")

	_, res := c.waitResult()
	checkLoopEnded(t, c.api.Subagents(), c.ledgerDir(), "default", res)
}
