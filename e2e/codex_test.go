package e2e

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeresponses"
	"github.com/team-hook/team-hook/e2e/fakeserver"
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
// the project's ledger. With wait_agent's result, the root agent is told
// to halt.
func TestCodexRetryBudgetEndsALoop(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(r *fakeresponses.Request) string {
		if r.AssistantTurns() < loopBound {
			return deferral
		}
		return fixedAnswer
	}))
	c.run("Set up the storage layer.")

	r, res := c.waitResult()
	checkLoopEnded(t, c.api.Subagents(), c.ledgerDir(), "default", res)
	told := teamHookNotes(r)
	records := dispatchFailureRecords(t, c.ledgerDir())
	if len(told) != 1 {
		t.Fatalf("the root agent was told of the dispatch failure %d times, want once: %q", len(told), told)
	}
	checkHostWords(t, told[0], "team-hook: 1 subagent failed its contract.", "dispatch failure", "halt this phase and tell the user", "Dispatch-failure record: "+records[0])
}

// A spawned agent that stops with a valid envelope is let stop, the root
// agent gets its message untouched from wait_agent, and then, as a
// developer message, the exact request_user_input input and how to resume
// the agent with send_input: once, in Codex's words.
func TestCodexEnvelopeReachesTheOrchestratorWithItsInstructions(t *testing.T) {
	t.Parallel()
	c := newCodexRun(t, codexDelegation("", func(*fakeresponses.Request) string { return envelopeMessage("Database") }))
	c.run("Set up the storage layer.")

	id := checkEnvelopeLetStop(t, c.api.Subagents(), c.ledgerDir())
	r, res := c.waitResult()
	if want := strings.TrimSpace(envelopeMessage("Database")); strings.TrimSpace(res) != want {
		t.Errorf("the root agent received %q from wait_agent, want the agent's message %q", res, want)
	}
	told := teamHookNotes(r)
	if len(told) != 1 {
		t.Fatalf("the root agent was told about the questions %d times, want once: %q", len(told), told)
	}
	checkHostWords(t, told[0],
		"team-hook: 1 subagent needs the user.",
		"(agentId "+id+")",
		"Call request_user_input with EXACTLY this input:\n"+
			`{"questions":[{"id":"q1","header":"Database","question":"Which database should we use?","options":[{"label":"Postgres","description":"Relational; needs a server."},{"label":"SQLite","description":"Embedded; one file."}]}]}`+"\n",
		"is offered only in Plan mode",
		`Then resume the agent: send_input with target "`+id+`"`)
}

// A Codex role named like one of the plugin's agents lives under that
// agent's contracts: the role questioner gets open-questions, so a
// question to the user written as prose is blocked (the default role
// would let it through).
func TestCodexRoleNamedLikeATeamAgentGetsItsContracts(t *testing.T) {
	t.Parallel()
	const proseQuestion = "Both databases fit the schema.\n\nShould the service use PostgreSQL or SQLite?"
	c := newCodexRun(t, codexDelegation("questioner", func(r *fakeresponses.Request) string {
		if r.AssistantTurns() == 0 {
			return proseQuestion
		}
		return fixedAnswer
	}))
	c.writeCodexFile("agents/questioner.toml", `name = "questioner"
description = "Investigates a question; pauses with an open-questions envelope when the user must decide."
developer_instructions = "End your final message with an open-questions envelope when the user must decide."
`)
	c.run("Set up the storage layer.")

	sub := c.api.Subagents()
	if len(sub) != 2 {
		t.Fatalf("the questioner made %d requests, want 2 (its prose question blocked once)", len(sub))
	}
	mustContain(t, "the questioner's prompt after the block", sub[1].TurnText(), "<hook_prompt", blockOpening, "[open-questions]", "Should the service use PostgreSQL or SQLite?")
	if _, res := c.waitResult(); res != fixedAnswer {
		t.Errorf("the root agent received %q, want %q", res, fixedAnswer)
	}
}

// codexPlanTool switches on Codex's update_plan, which codex exec does not
// offer the model otherwise (TestCodexPlanToolIsOffSaveWhenSwitchedOn).
const codexPlanTool = "[tools.update_plan]\nenabled = true\n"

// The ledger follows the root agent's answer and resume: request_user_input
// (offered outside Plan mode with the default_mode_request_user_input
// feature) fires PostToolUse, but codex exec, with no user to ask, returns
// {"answers":{}} at once, so the record stays delivered, with no answer;
// send_input to the agent marks it resumed.
func TestCodexAnswersAndResumesRecorded(t *testing.T) {
	t.Parallel()
	a := codexAskResume()
	c := newCodexRun(t, a.codexScript())
	c.appendConfig("[features]\ndefault_mode_request_user_input = true\n")
	c.run("Set up the storage layer.")

	checkAskResume(t, a, c.ledgerDir(), c.api.Subagents(), `{"answers":{}}`, nil)
}

// todo-first on Codex reads the agent's update_plan calls, which hooks see
// as PostToolUse inside the agent (with its agent_id) once the plan tool is
// switched on: a role with the contract (implementer) that stops with a
// step still pending is blocked, the step named; once the plan is
// complete it stops.
func TestCodexTodoFirstReadsUpdatePlan(t *testing.T) {
	t.Parallel()
	plan := func(second string) *fakeserver.Reply {
		return fakeserver.ToolUse("update_plan", map[string]any{"plan": []map[string]any{
			{"step": "Write the schema", "status": "completed"}, {"step": "Add the migration", "status": second},
		}})
	}
	delegation := codexDelegation("implementer", nil) // the agent's turns are answered here
	c := newCodexRun(t, func(r *fakeresponses.Request) *fakeserver.Reply {
		if r.Responses == nil || !r.IsSubagent() {
			return delegation(r)
		}
		blocked := r.CountUser("<hook_prompt") > 0
		switch n := len(r.Calls()); {
		case n == 0:
			return plan("pending")
		case n == 1 && !blocked:
			return fakeserver.Text("The schema is written.")
		case n == 1:
			return plan("completed")
		}
		return fakeserver.Text(handoffFinal)
	})
	c.writeCodexFile("agents/implementer.toml", `name = "implementer"
description = "Implements a change step by step."
developer_instructions = "Keep your steps in update_plan."
`)
	c.appendConfig(codexPlanTool)
	c.run("Set up the storage layer.")

	sub := c.api.Subagents()
	if len(sub) != 4 {
		t.Fatalf("the implementer made %d requests, want 4 (its stop with a pending step blocked once)", len(sub))
	}
	mustContain(t, "the implementer's prompt after the block", sub[2].TurnText(), "<hook_prompt", "Add the migration")
	if _, res := c.waitResult(); res != handoffFinal {
		t.Errorf("the root agent received %q, want the implementer's final message", res)
	}
}

// In the interactive client a person answers request_user_input: the root
// agent calls it with the exact input it was told, the answer (its
// result, {"answers":{"q1":{"answers":["Postgres"]}}}) is kept under the
// question and the record is answered; send_input resumes the agent.
func TestCodexInteractiveAnswersAndResumesRecorded(t *testing.T) {
	t.Parallel()
	a := codexAskResume()
	c := newCodexRun(t, a.codexScript())
	c.runInteractive("Set up the storage layer.", a.answered, a.over)

	checkAskResume(t, a, c.ledgerDir(), c.api.Subagents(), `{"answers":{"q1":{"answers":["Postgres"]}}}`,
		map[string]any{"Which database should we use?": "Postgres"})
}

func codexAskResume() *askResume {
	return &askResume{ask: "request_user_input", resume: "send_input", resumeTo: "target"}
}

// codexScript is a's run on Codex: the root agent spawns the agent, waits
// for it, asks, resumes it with send_input and waits for it again.
func (a *askResume) codexScript() fakeresponses.Script {
	return func(r *fakeresponses.Request) *fakeserver.Reply {
		calls := r.Calls()
		switch {
		case r.Responses == nil:
			return nil
		case r.IsSubagent():
			return agentAnswer(r.AssistantTurns())
		case r.Namespace("spawn_agent") == "":
			return fakeserver.Text("Storage layer") // the interactive client's own requests (a title)
		case len(calls) == 0:
			return fakeserver.ToolUse("spawn_agent", map[string]any{"message": "Find out which database the project should use."})
		case len(calls) == 1:
			out, _ := r.Output(calls[0].CallID)
			var spawned struct {
				AgentID string `json:"agent_id"`
			}
			_ = json.Unmarshal([]byte(out), &spawned)
			a.started(spawned.AgentID)
			return fakeserver.ToolUse("wait_agent", map[string]any{"targets": []string{spawned.AgentID}, "timeout_ms": 60000})
		case len(calls) == 2:
			return a.askFrom(teamHookNotes(r)...)
		case len(calls) == 3:
			out, _ := r.Output(calls[2].CallID)
			return a.resumeAfter(out)
		case len(calls) == 4:
			return fakeserver.ToolUse("wait_agent", map[string]any{"targets": []string{a.id()}, "timeout_ms": 60000})
		}
		return a.end()
	}
}
