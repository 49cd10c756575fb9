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
// the run ends with the orchestrator's answer. The marketplace folder has
// a space in its path, where only the quoted command of hooks/copilot.json
// starts the hook at all.
func TestCopilotInstalledPluginNeverBreaksASession(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("general-purpose", func(*fakechat.Request) string { return fixedAnswer }))
	market := filepath.Join(t.TempDir(), "team plugin")
	if err := copyTree(c.plugin, market); err != nil {
		t.Fatal(err)
	}
	c.cli("plugin", "marketplace", "add", market)
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
// record in the project's ledger. What the orchestrator receives says so
// first (modifiedResponse), and then holds the agent's last message
// whole: its work is not lost.
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
	label, message, ok := strings.Cut(res, "\n\nThe agent's final message follows as it wrote it. team-hook let it through unchecked only because its retry budget ran out:\n\n")
	if !ok {
		t.Fatalf("the orchestrator received %q: not labelled a message let through after the retry budget", res)
	}
	checkLoopEnded(t, c.api.Subagents(), c.ledgerDir(), "team:questioner", message)
	records := dispatchFailureRecords(t, c.ledgerDir())
	mustContain(t, "the label", label, "team-hook: 1 subagent failed its contract.", "(agentId ", "dispatch failure", "halt this phase and tell the user", "Dispatch-failure record: "+records[0])
}

// A subagent that stops with a valid envelope is let stop, and what the
// orchestrator receives from it (modifiedResponse) is its message whole,
// then the exact ask_user input for each question and how to resume it,
// in Copilot's words. The ledger record is delivered then, so the
// PostToolUse after the stop adds nothing.
func TestCopilotEnvelopeReachesTheOrchestratorWithItsInstructions(t *testing.T) {
	t.Parallel()
	c := newCopilotRun(t, copilotDelegation("team:questioner", func(*fakechat.Request) string { return envelopeMessage("Database") }))
	c.run("Set up the storage layer.")

	id := checkEnvelopeLetStop(t, c.api.Subagents(), c.ledgerDir())
	_, res := c.taskResult()
	message := strings.TrimSpace(envelopeMessage("Database"))
	instructions, ok := strings.CutPrefix(res, message+"\n\n")
	if !ok {
		t.Fatalf("the orchestrator received %q, want the agent's message %q first, whole", res, message)
	}
	checkHostWords(t, instructions,
		"team-hook: 1 subagent needs the user.",
		"(agentId "+id+")",
		"Call ask_user with EXACTLY this input:\n"+copilotAskInput+"\n",
		`Then resume the agent: write_agent with agent_id "`+id+`"`,
		"Ledger record: "+filepath.Join(c.ledgerDir(), "agents", id+".json"))
	if strings.Contains(res, "Additional guidance from postToolUse hooks") {
		t.Errorf("the questions were delivered a second time, after the result:\n%s", res)
	}
}

// An agent started in the background is read with read_agent, and what
// read_agent returns is its rewritten result too: the envelope and the
// ask_user instructions, so marking the record delivered at the stop
// loses nothing.
func TestCopilotBackgroundEnvelopeReachesTheOrchestratorThroughReadAgent(t *testing.T) {
	t.Parallel()
	var read string
	c := newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
		calls := r.ToolCalls()
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return fakeserver.Text(envelopeMessage("Database"))
		case len(calls) == 0:
			return copilotTaskIn("team:questioner", "background")
		case len(calls) == 1:
			res, _ := r.ToolResult(calls[0].ID)
			return copilotReadAgent(res)
		case read == "":
			read, _ = r.ToolResult(calls[1].ID)
		}
		return fakeserver.Text("Asking the user next.")
	})
	c.run("Set up the storage layer.")

	id := checkEnvelopeLetStop(t, c.api.Subagents(), c.ledgerDir())
	mustContain(t, "what read_agent returned", read, `"openQuestions"`)
	checkHostWords(t, read, "team-hook: 1 subagent needs the user.", "(agentId "+id+")",
		copilotAskInput,
		`Then resume the agent: write_agent with agent_id "`+id+`"`)
}

// copilotAskInput is the ask_user input the envelope of
// envelopeMessage("Database") becomes: one form, the question word for
// word in its field's title, the option labels its choices.
const copilotAskInput = `{"message":"Answers needed: Database","requestedSchema":{"properties":{"q1":{"type":"string","title":"Which database should we use?","description":"Postgres: Relational; needs a server. SQLite: Embedded; one file.","enum":["Postgres","SQLite"]}}}}`

// In an interactive session, the only one that offers ask_user, the ledger
// follows the orchestrator from the instructions on: it calls ask_user with
// the exact input it was given (Copilot reports the call as
// AskUserQuestion, its result "User responded: Postgres"), and the
// record is answered with the user's choice; write_agent to the agent
// marks it resumed, and the agent gets the answer.
func TestCopilotAnswersAndResumesRecorded(t *testing.T) {
	t.Parallel()
	a := &askResume{ask: "ask_user", resume: "write_agent", resumeTo: "agent_id"}
	c := newCopilotRun(t, func(r *fakechat.Request) *fakeserver.Reply {
		calls := r.ToolCalls()
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent():
			return agentAnswer(r.AssistantTurns())
		case len(calls) == 0:
			return copilotTaskIn("team:questioner", "background")
		case len(calls) == 1:
			res, _ := r.ToolResult(calls[0].ID)
			a.started(copilotAgentID(res))
			return copilotReadAgent(res)
		case len(calls) == 2:
			read, _ := r.ToolResult(calls[1].ID)
			return a.askFrom(read)
		case len(calls) == 3:
			res, _ := r.ToolResult(calls[2].ID)
			return a.resumeAfter(res)
		case len(calls) == 4:
			return copilotReadAgent("agent_id: " + a.id())
		}
		return a.end()
	})
	c.runInteractive("Set up the storage layer.", a.over)

	checkAskResume(t, a, c.ledgerDir(), c.api.Subagents(), "User responded: Postgres",
		map[string]any{"Which database should we use?": "Postgres"})
}
