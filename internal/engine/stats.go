package engine

import (
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// recordStop adds a checked stop to the statistics (team-hook stats): its
// contracts, what it broke, how it ended and how long the hook took. It is
// one appended line, and best effort: a ledger that cannot be written
// (doctor says so) must not put a warning on every stop.
func (r *run) recordStop(on contract.Set, rep check.Report, d hook.Decision) {
	ev := r.ev
	outcome := ledger.OutcomePassed
	switch {
	case d.Block != "":
		outcome = ledger.OutcomeBlocked
	case !rep.OK():
		outcome = ledger.OutcomeFailed
	}
	now := r.deps.Now()
	st := ledger.StopStat{
		Time: now, SessionID: ev.SessionID, AgentID: ev.AgentID, AgentType: ev.AgentType,
		Contracts: on.Names(), Outcome: outcome, Broken: ledger.BrokenOf(rep.Violations),
		Micros: now.Sub(r.deps.Started).Microseconds(),
	}
	_ = r.deps.Ledger.AppendStat(st)
}
