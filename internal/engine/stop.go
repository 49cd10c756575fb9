package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/todo"
	"github.com/team-hook/team-hook/internal/transcript"
)

// agentStop handles SubagentStop: an in-process teammate's turn end is
// checked as a teammate's (§9), any other subagent's as a subagent's.
func (r *run) agentStop() (hook.Decision, error) {
	if team.IsTeammateID(r.ev.AgentID) {
		m, err := r.teamMember(false)
		if err != nil {
			r.warn("the ledger could not be read or updated (%v)", err)
		}
		if m != nil && !m.lead {
			return r.teammateStop(m)
		}
	}
	return r.subagentStop()
}

// subagentStop checks a subagent's final message (docs/CONTRACT.md §1-§7a)
// and lets it stop, records its questions, or blocks it (§4).
func (r *run) subagentStop() (hook.Decision, error) {
	ev := r.ev
	if ev.AgentType == "" {
		return hook.Decision{}, nil // an orphan stop: nothing to check it against
	}
	text, err := r.finalMessage()
	if err != nil {
		return hook.Decision{}, err
	}
	if why := TooLarge(len(text)); why != "" {
		return hook.Decision{}, ownFailure(nil, "the final message of %s is %s, so it was not checked", ev.AgentType, why)
	}
	contracts := r.contracts()
	msg := check.Read(text)
	facts := check.Facts{Contracts: contracts, Project: refs.OnDisk(r.deps.ProjectDir)}
	if msg.NeedsTodo(contracts) {
		facts.Todo = r.todoTrace()
	}
	if msg.Request == nil && contracts[contract.Envelope] {
		facts.TaskQuestions = r.taskQuestions()
	}
	report := check.Run(msg, facts)
	if report.OK() {
		r.reasked(&report)
	}
	if h := r.onboardingHandle(); h != nil && h.State == ledger.HandleOnboarding {
		r.onboardingStop(h, &report, text)
	} else if report.OK() {
		r.checkpoint(&report)
	}
	r.warnings = append(r.warnings, report.Warnings...)
	var d hook.Decision
	if report.OK() {
		r.keepResult(msg, contracts)
		d, err = r.passed(report, text)
	} else {
		d, err = r.broken(report, text)
	}
	r.recordStop(ev.AgentID, ev.AgentType, contracts, report, outcomeOf(report, d))
	return d, err
}

// Contracts resolves the contracts of the agent of agentType: its
// definition's skills and any named besides, with the user's options. The
// error says why the definition could not be read (the defaults apply).
func Contracts(env agents.Env, cfg config.Config, agentType string, skills []string) (contract.Set, *agents.Definition, error) {
	var def *agents.Definition
	var err error
	if agentType != "" {
		def, err = env.Resolve(agentType)
	}
	return cfg.Contracts(append(agents.Skills(def), skills...)), def, err
}

func (r *run) contracts() contract.Set {
	cs, def, err := Contracts(r.deps.Agents, r.deps.Config, r.ev.AgentType, nil)
	if err != nil {
		r.warn("could not read the definition of %s (%v); checking the default contracts only", r.ev.AgentType, err)
	}
	for _, sk := range agents.Skills(def) {
		// A team: skill the plugin does not ship is a typo that costs the
		// agent its contract without a word from Claude Code.
		if prefix, _, ok := strings.Cut(sk, ":"); ok && prefix == agents.PluginName && !contract.IsPluginSkill(sk) {
			meant := ""
			if near := contract.Nearest(contract.SkillBaseName(sk), contract.PluginSkills()); near != "" {
				meant = fmt.Sprintf(" (did you mean %s:%s?)", agents.PluginName, near)
			}
			r.warn("%s preloads %s, which the team plugin does not ship%s: Claude Code skips it, so the contract it was meant to switch on is not enforced; fix %s", r.ev.AgentType, sk, meant, def.Path)
		}
	}
	return cs
}

func (r *run) finalMessage() (string, error) {
	ev := r.ev
	if ev.LastAssistantMessage != nil {
		return *ev.LastAssistantMessage, nil
	}
	if ev.AgentTranscriptPath == "" {
		return "", ownFailure(nil, "the SubagentStop event has neither last_assistant_message nor agent_transcript_path")
	}
	msg, err := transcript.LastAssistantText(ev.AgentTranscriptPath)
	if err != nil {
		return "", ownFailure(err, "reading the final message from the transcript: %v", err)
	}
	return msg, nil
}

// todoTrace rebuilds the agent's todo list from its transcript and the
// journal of its todo calls; nil when it cannot be known.
func (r *run) todoTrace() *todo.Trace {
	journal, _ := r.deps.Ledger.JournalPath(r.ev.AgentID)
	path := r.ev.AgentTranscriptPath
	if r.ev.Name == hook.Stop {
		path = r.ev.TranscriptPath // a pane teammate's own session
	}
	t, err := todo.Rebuild(path, journal)
	if err != nil {
		r.warn("could not rebuild the todo list of %s (%v); todo-first not checked", r.ev.AgentType, err)
		return nil
	}
	return t
}

func (r *run) stop() ledger.Stop {
	return ledger.Stop{SessionID: r.ev.SessionID, AgentType: r.ev.AgentType}
}

// passed lets the agent stop: its retry count starts again, and a valid
// question request becomes a pending ledger record (text is the agent's
// final message).
func (r *run) passed(rep check.Report, text string) (hook.Decision, error) {
	ev := r.ev
	if rep.Request == nil && !ev.StopHookActive {
		return hook.Decision{}, nil // nothing to record and no earlier block to forget
	}
	store := r.deps.Ledger
	if err := store.Ensure(); err != nil {
		if rep.Request != nil {
			r.warn("the questions of %s could not be recorded (%v); the orchestrator still gets them in the agent's result", ev.AgentType, err)
			return r.withQuestions(r.unrecorded(*rep.Request), false, text), nil
		}
		return hook.Decision{}, nil
	}
	var rec *ledger.Record
	var err error
	if rep.Request != nil {
		rec, err = store.Record(ev.AgentID, r.stop(), *rep.Request, r.deps.Now())
	} else {
		err = store.ClearBlocks(ev.AgentID, r.stop())
	}
	if err != nil {
		r.warn("the ledger could not be updated (%v)", err)
	}
	switch {
	case rec != nil:
		return r.withQuestions(rec, true, text), nil
	case rep.Request != nil:
		return r.withQuestions(r.unrecorded(*rep.Request), false, text), nil
	}
	return hook.Decision{}, nil
}

// broken blocks the stop while the retry budget lasts; after that it lets
// the agent stop and writes a dispatch-failure record.
func (r *run) broken(rep check.Report, text string) (hook.Decision, error) {
	ev := r.ev
	budget := r.deps.Config.RetryBudget
	block := func(attempt int) hook.Decision {
		return hook.Decision{Block: check.Reason(rep, attempt, budget, r.deps.Host)}
	}
	store := r.deps.Ledger
	if err := store.Ensure(); err != nil {
		return r.blockWithoutLedger(rep, ev.AgentType, !ev.StopHookActive, err)
	}
	rec, err := store.CountBlock(ev.AgentID, r.stop(), !ev.StopHookActive, budget)
	var spent *ledger.BudgetError
	switch {
	case err == nil:
		return block(rec.Blocks), nil
	case !errors.As(err, &spent):
		return r.blockWithoutLedger(rep, ev.AgentType, !ev.StopHookActive, err)
	}
	errs, broken := violationTexts(rep)
	return r.letGo(ev.AgentID, ev.AgentType, r.stop(), spent.Blocks+1, broken, errs, text)
}

// blockWithoutLedger decides a broken stop when the ledger cannot be
// written, so blocks cannot be counted: the only memory left is whether
// the stop follows a block (stop_hook_active). The first stop is blocked
// as the last attempt ("Attempt 1 of 1"), the next let through as an own
// failure, and the user is told once per session why the retry budget is
// one block and questions are not recorded, instead of finding out.
func (r *run) blockWithoutLedger(rep check.Report, who string, first bool, err error) (hook.Decision, error) {
	budget := r.deps.Config.RetryBudget
	if budget == 0 {
		return hook.Decision{}, ownFailure(err, "%s broke its contract and the ledger could not be updated (%v), so no dispatch-failure record could be written", who, err)
	}
	cost := ""
	if budget > 1 {
		cost = fmt.Sprintf(", and blocks cannot be counted, so a stop is blocked once, not up to %d times (the retry budget)", budget)
	}
	r.warn("the ledger %s cannot be written (%v): questions are not recorded%s; fix the folder or set the plugin option ledger_dir", r.deps.Ledger.Dir(), err, cost)
	if first {
		return hook.Decision{Block: check.Reason(rep, 1, 1, r.deps.Host)}, nil
	}
	return hook.Decision{}, ownFailure(err, "%s broke its contract again and the ledger could not be updated (%v), so no dispatch-failure record could be written", who, err)
}

// violationTexts is the report's violations as a dispatch-failure record
// lists them, and the contracts they broke, in report order.
func violationTexts(rep check.Report) (errs, contracts []string) {
	errs = make([]string, len(rep.Violations))
	for i, v := range rep.Violations {
		errs[i] = v.String()
		if !slices.Contains(contracts, string(v.Contract)) {
			contracts = append(contracts, string(v.Contract))
		}
	}
	return errs, contracts
}

// letGo lets an agent that used up its retry budget go: it writes the
// dispatch-failure record (what broke, and the message or call) and
// points the agent's ledger record at it, so the orchestrator (or a
// teammate's lead) is told to halt (§4).
func (r *run) letGo(recordID, who string, st ledger.Stop, attempts int, contracts, errs []string, text string) (hook.Decision, error) {
	store := r.deps.Ledger
	now := r.deps.Now()
	path, err := store.WriteDispatchFailure(ledger.DispatchFailure{
		SessionID: st.SessionID, AgentID: recordID, AgentType: st.AgentType,
		Attempts: attempts, Contracts: contracts, Errors: errs, Message: text, Time: now,
	})
	if err != nil {
		return hook.Decision{}, ownFailure(err, "%s broke its contract %d times and the dispatch-failure record could not be written: %v", who, attempts, err)
	}
	let, boss := "let stop", "orchestrator"
	if st.Teammate != "" {
		let, boss = "let go", "lead"
	}
	d := hook.Decision{Message: fmt.Sprintf("team-hook: %s still broke its contract after %d block%s (the retry budget); it was %s and the %s will be told to halt. Dispatch-failure record: %s", who, attempts-1, plural(attempts-1), let, boss, path)}
	rec, err := store.Fail(recordID, st, path, now)
	if err != nil {
		r.warn("the ledger could not be updated (%v)", err)
		rec = &ledger.Record{SessionID: st.SessionID, AgentID: recordID, AgentType: st.AgentType}
		rec.SetFailed(path, now)
	}
	return r.withFailure(d, rec, err == nil, text), nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
