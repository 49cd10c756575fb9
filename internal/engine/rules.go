package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/orchestrator"
)

// preToolUse runs the rules that may refuse a call before it runs: the
// team protocol's (§9), then the orchestrator's own (§10). The first
// refusal is the answer.
func (r *run) preToolUse() (hook.Decision, error) {
	if isDispatch(r.ev.ToolName) {
		return r.dispatch()
	}
	if r.ev.AgentID != "" && isEdit(r.ev.ToolName) {
		if h := r.onboardingHandle(); h != nil && h.State == ledger.HandleOnboarding {
			return hook.Decision{Block: fmt.Sprintf("team-hook: you are being onboarded (handle %s): change nothing yet. Ask what you need through an openQuestions envelope, or end with a summary and a last line %s; the work, and its edits, come in a later dispatch.", h.ID, ReadyLine)}, nil
		}
	}
	var team hook.Decision
	if slices.Contains(toolsGated(), r.ev.ToolName) {
		d, err := r.teamCall()
		if err != nil || d.Block != "" {
			return d, err
		}
		team = d // a call let through may still say something (a spent budget)
	}
	if !slices.Contains(orchestrator.Tools(), r.ev.ToolName) {
		return team, nil
	}
	d, err := r.orchestratorCall()
	if d.Block == "" {
		d.Message = strings.TrimSpace(team.Message + "\n" + d.Message)
		d.Warnings = append(team.Warnings, d.Warnings...)
	}
	return d, err
}

// orchestratorCall keeps the orchestrator's own rules (docs/CONTRACT.md §10)
// when the user switched them on: a direct read past the turn's budget,
// code or tests written, or a larger spec edit is refused before it runs,
// with the agent to delegate to. Subagents and teammates are never
// checked, and without the option nothing is read or written.
func (r *run) orchestratorCall() (hook.Decision, error) {
	ev, cfg := r.ev, r.deps.Config
	if !cfg.OrchestratorRules || ev.AgentID != "" || ev.AgentType != "" {
		return hook.Decision{}, nil
	}
	rules := cfg.Orchestrator
	call, err := rules.CallOf(r.deps.ProjectDir, ev.ToolName, ev.ToolInput)
	if err != nil {
		return hook.Decision{}, ownFailure(err, "reading the %s call for the orchestrator's rules: %v", ev.ToolName, err)
	}
	if orchestrator.IsTeammate(ev.TranscriptPath) {
		return hook.Decision{}, nil // a pane teammate: the main thread of its own process
	}
	var d orchestrator.Decision
	switch ev.ToolName {
	case orchestrator.ToolRead, orchestrator.ToolGrep, orchestrator.ToolGlob:
		if dec := rules.Decide(call, &orchestrator.Budget{}); dec.Refuse != "" || !dec.Spend {
			d = dec // decided without the turn's reads (outside, exempt, a bad Grep)
			break
		}
		store := r.deps.Ledger
		if err := store.Ensure(); err != nil {
			return hook.Decision{}, ownFailure(err, "the orchestrator's budget cannot be kept: %v", err)
		}
		err := store.SpendBudget(ev.SessionID, ev.PromptID, func(b *orchestrator.Budget) bool {
			d = rules.Decide(call, b)
			if d.Spend {
				b.Apply(call)
			}
			return d.Spend
		})
		if err != nil {
			return hook.Decision{}, ownFailure(err, "the orchestrator's budget cannot be kept: %v", err)
		}
	default:
		d = rules.Decide(call, nil)
	}
	if d.Refuse == "" {
		return hook.Decision{}, nil
	}
	return hook.Decision{Block: "team-hook (orchestrator rules): " + d.Refuse}, nil
}

// resetTurn starts a fresh budget at a prompt when the host names no
// turns; with prompt ids, a new id is a new turn already.
func (r *run) resetTurn() {
	if !r.deps.Config.OrchestratorRules || r.ev.PromptID != "" || !r.deps.Ledger.Exists() {
		return
	}
	if err := r.deps.Ledger.ResetBudget(r.ev.SessionID); err != nil {
		r.warn("the orchestrator's budget could not be reset (%v)", err)
	}
}
