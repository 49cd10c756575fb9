package engine

import (
	"github.com/team-hook/team-hook/internal/deliver"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// On a host whose SubagentStop answer may replace what the orchestrator
// receives from the agent (Host.RewritesResult: Copilot CLI's
// modifiedResponse), the stop itself delivers: the orchestrator gets the
// agent's message together with what to do about it, and the record is
// marked delivered so that no later event delivers it again. Elsewhere
// the stop only records, and the orchestrator's next event delivers.

// withQuestions is the decision for an agent that stopped with a valid
// question request (rec; recorded says rec is in the ledger): on a
// rewriting host, its final message text with the exact instructions to
// ask the user after it.
func (r *run) withQuestions(rec *ledger.Record, recorded bool, text string) hook.Decision {
	if !r.deps.Host.RewritesResult {
		return hook.Decision{}
	}
	rec = r.markDelivered(rec, recorded)
	return hook.Decision{Result: text + "\n\n" + r.render(rec, recorded)}
}

// withFailure is d, the decision for an agent let stop after its retry
// budget ran out (rec, its failed record), and on a rewriting host the
// result the orchestrator gets: labelled a dispatch failure first, the
// agent's message after it whole, so that its work is not lost (the
// dispatch-failure record keeps it too).
func (r *run) withFailure(d hook.Decision, rec *ledger.Record, recorded bool, text string) hook.Decision {
	if !r.deps.Host.RewritesResult {
		return d
	}
	rec = r.markDelivered(rec, recorded)
	d.Result = r.render(rec, recorded) +
		"\nThe agent's final message follows as it wrote it. team-hook let it through unchecked only because its retry budget ran out:\n\n" + text
	return d
}

// markDelivered marks rec delivered in the ledger, when it is there.
func (r *run) markDelivered(rec *ledger.Record, recorded bool) *ledger.Record {
	if !recorded {
		rec.MarkDelivered(r.deps.Now())
		return rec
	}
	got, err := r.deps.Ledger.Deliver(rec.AgentID, rec.SessionID, r.deps.Now())
	if err != nil {
		r.warn("the ledger could not mark %s delivered (%v); the orchestrator may be told twice", rec.AgentID, err)
		return rec
	}
	return got
}

func (r *run) render(rec *ledger.Record, recorded bool) string {
	pathOf := func(string) string { return "" }
	if recorded {
		pathOf = func(id string) string {
			p, _ := r.deps.Ledger.Path(id)
			return p
		}
	}
	return deliver.RenderContext([]*ledger.Record{rec}, pathOf, r.deps.Host)
}

// unrecorded is a record of req the ledger could not keep.
func (r *run) unrecorded(req envelope.Request) *ledger.Record {
	rec := &ledger.Record{SessionID: r.ev.SessionID, AgentID: r.ev.AgentID, AgentType: r.ev.AgentType}
	rec.AddRound(req, r.deps.Now())
	return rec
}
