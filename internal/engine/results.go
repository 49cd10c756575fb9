package engine

import (
	"github.com/team-hook/team-hook/internal/check"
	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/result"
	"github.com/team-hook/team-hook/internal/transcript"
)

// keepResult keeps the result of an agent the hook lets through in its
// turn's record (docs/CONTRACT.md §10), for the roll-up across agents.
// The turn is the one that started the agent: the prompt id its
// transcript opens with, else the stop's own.
func (r *run) keepResult(msg *check.Message, on contract.Set) {
	ev := r.ev
	if !on[contract.Result] {
		return
	}
	res, ok := result.Read(msg.Doc, refs.Find(msg.Doc))
	if !ok {
		return
	}
	res.AgentID, res.AgentType = ev.AgentID, ev.AgentType
	turn := transcript.FirstPromptID(ev.AgentTranscriptPath)
	if ledger.ValidID(turn) != nil {
		turn = ev.PromptID
	}
	if ledger.ValidID(turn) != nil || ledger.ValidID(ev.SessionID) != nil {
		return // no turn to roll it up with
	}
	store := r.deps.Ledger
	if err := store.Ensure(); err != nil {
		r.warn("the result of %s could not be kept for the roll-up (%v)", ev.AgentType, err)
		return
	}
	if _, err := store.KeepResult(ev.SessionID, turn, res, r.deps.Now()); err != nil {
		r.warn("the result of %s could not be kept for the roll-up (%v)", ev.AgentType, err)
	}
}
