package engine

import (
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// outcomeOf is how a checked stop ended.
func outcomeOf(rep check.Report, d hook.Decision) string {
	switch {
	case d.Block != "":
		return ledger.OutcomeBlocked
	case !rep.OK():
		return ledger.OutcomeFailed
	}
	return ledger.OutcomePassed
}

// recordStop adds a checked stop (a subagent's, or a teammate's turn end)
// to the statistics (team-hook stats): who stopped, its contracts, what it
// broke, how it ended and how long the hook took. It is one appended line,
// and best effort: a ledger that cannot be written (doctor says so) must
// not put a warning on every stop.
func (r *run) recordStop(agentID, agentType string, on contract.Set, rep check.Report, outcome string) {
	now := r.deps.Now()
	st := ledger.StopStat{
		Time: now, SessionID: r.ev.SessionID, AgentID: agentID, AgentType: agentType,
		Contracts: on.Names(), Outcome: outcome, Broken: ledger.BrokenOf(rep.Violations),
		Micros: now.Sub(r.deps.Started).Microseconds(),
	}
	_ = r.deps.Ledger.AppendStat(st)
}

// recordTurnEnd is recordStop for a teammate's turn end.
func (r *run) recordTurnEnd(m *mate, on contract.Set, rep check.Report, outcome string) {
	r.recordStop(m.recordID, m.stop(r.ev).AgentType, on, rep, outcome)
}
