package e2e

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakechat"
	"github.com/team-hook/team-hook/e2e/fakeserver"
)

// copilotDelegation is the script of a run in which the orchestrator hands
// the work to one subagent of agentType and ends once it has the result;
// the subagent's replies come from sub.
func copilotDelegation(agentType string, sub func(r *fakechat.Request) string) fakechat.Script {
	return func(r *fakechat.Request) *fakeserver.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeserver.Text(sub(r))
		case len(r.ToolCalls()) == 0:
			return copilotTask(agentType)
		}
		return fakeserver.Text("The storage layer is planned.")
	}
}

// A user who installs the plugin into Copilot CLI (marketplace add, plugin
// install) keeps a working session: every hook runs and answers without a
// warning (bare `team-hook` used to print its usage and exit 2 here), a
// subagent's good final message reaches the orchestrator untouched, and
// the run ends with the orchestrator's answer.
func TestCopilotInstalledPluginNeverBreaksASession(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	c.cli("plugin", "marketplace", "add", c.plugin)
	mustContain(t, "plugin install", c.cli("plugin", "install", "team@team-hook"), "team")
	c.plugin = "" // the installed plugin, not --plugin-dir
	c.run("Set up the storage layer.")

	if w := c.hookWarnings(); len(w) > 0 {
		t.Errorf("Copilot reported failing hooks:\n%s", strings.Join(w, "\n"))
	}
	var ran []string
	for _, h := range c.hookRuns() {
		ran = append(ran, h.HookType)
		if msg, _ := h.Output["systemMessage"].(string); strings.Contains(msg, "team-hook") {
			t.Errorf("%s: team-hook answered %q", h.HookType, msg)
		}
		if h.Output["decision"] == "block" {
			t.Errorf("%s: a good session was blocked: %v", h.HookType, h.Output)
		}
	}
	for _, want := range []string{"sessionStart", "userPromptSubmitted", "subagentStop", "postToolUse"} {
		if !slices.Contains(ran, want) {
			t.Errorf("no %s hook ran (ran: %v): is the plugin installed?", want, ran)
		}
	}
	if _, res := c.taskResult(); res != fixedAnswer {
		t.Errorf("the orchestrator received %q, want the subagent's message %q", res, fixedAnswer)
	}
	mustContain(t, "Copilot's output", string(c.stdout), "The storage layer is planned.")
}

// A subagent that defers to the user in prose is blocked, the block reason
// reaches it as its next prompt, and its corrected message is what the
// orchestrator receives.
func TestCopilotDeferralBlockedThenFixed(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDeferOnce)
	c.run("Set up the storage layer.")
	checkCopilotDeferralFixed(t, c)
}

// A plugin folder with a space in its path (a home folder such as
// "/Users/Jane Doe" gives one) works as well.
func TestCopilotPluginInAFolderWithASpace(t *testing.T) {
	skipWhileHooksUnquoted(t)
	t.Parallel()
	c := newCopilotRun(t, copilotDeferOnce)
	spaced := filepath.Join(t.TempDir(), "team plugin")
	if err := copyTree(c.plugin, spaced); err != nil {
		t.Fatal(err)
	}
	c.plugin = spaced
	c.run("Set up the storage layer.")
	checkCopilotDeferralFixed(t, c)
}

// copilotDeferOnce is a run whose team:questioner defers, then, blocked,
// answers.
var copilotDeferOnce = copilotDelegation("team:questioner", func(r *fakechat.Request) string {
	if r.AssistantTurns() == 0 {
		return deferral
	}
	return fixedAnswer
})

func checkCopilotDeferralFixed(t *testing.T, c *copilotRun) {
	t.Helper()
	_, res := c.taskResult()
	checkDeferralFixed(t, c.api.Subagents(), res)
}

// Copilot does not cap consecutive subagent-stop blocks, so the retry
// budget is the only loop guard: a subagent that keeps deferring is
// blocked twice (the default budget), then let stop with a dispatch-failure
// record in the project's ledger.
func TestCopilotRetryBudgetEndsALoop(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("team:questioner", func(r *fakechat.Request) string {
		if r.AssistantTurns() < loopBound {
			return deferral
		}
		return fixedAnswer
	}))
	c.run("Set up the storage layer.")

	_, res := c.taskResult()
	checkLoopEnded(t, c.api.Subagents(), c.ledgerDir(), "team:questioner", res)
}
