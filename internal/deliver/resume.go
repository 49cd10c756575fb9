package deliver

import (
	"fmt"
	"strings"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
)

// A paused agent that cannot be resumed (the session restarted, the agent
// is gone) is replaced by a new dispatch of its type told to continue from
// its checkpoint with the user's answers (§7a).

// ResumeDispatch is the Agent input that continues a paused agent's work
// from its checkpoint: nil when its current round names no state file.
// Answers not given yet stand as placeholders.
func ResumeDispatch(rec *ledger.Record) map[string]any {
	cur := rec.Current()
	if cur == nil || cur.Request.StateFile == "" {
		return nil
	}
	req := cur.Request
	var b strings.Builder
	fmt.Fprintf(&b, "You continue the work of a paused %s agent (agent %s), which can no longer be resumed. Its checkpoint is %s: read it first (its progress, the files it touched, the pending decision and the next step), then continue from the next step with the user's decision below.\n", rec.AgentType, rec.AgentID, req.StateFile)
	if req.Context != "" {
		fmt.Fprintf(&b, "\nWhat it said when it paused: %s\n", req.Context)
	}
	b.WriteString("\nThe user's answers to its questions:\n")
	answer := func(q envelope.Question) string {
		if a, ok := cur.Answers[q.Question]; ok {
			return a
		}
		return "<the user's answer>"
	}
	for _, q := range req.Ask.Questions {
		fmt.Fprintf(&b, "- %q → %q\n", q.Question, answer(q))
	}
	if req.Form == envelope.FormDialect && len(req.IDs) == len(req.Ask.Questions) {
		resp := make(map[string]string, len(req.IDs))
		for i, id := range req.IDs {
			resp[id] = answer(req.Ask.Questions[i])
		}
		fmt.Fprintf(&b, "\nUSER_INPUT_RESPONSE %s\n", compactJSON(resp))
	}
	return map[string]any{
		"description":   "Continue " + rec.AgentType + " from its checkpoint",
		"prompt":        strings.TrimSpace(b.String()),
		"subagent_type": rec.AgentType,
	}
}

// ResumeFallback is what the orchestrator is told once a paused agent's
// questions are answered: the new dispatch to make instead of resuming it
// if it cannot be resumed. Empty when the agent left no checkpoint.
func ResumeFallback(rec *ledger.Record, tools hook.Host) string {
	in := ResumeDispatch(rec)
	if in == nil {
		return ""
	}
	return fmt.Sprintf("The answers to %s (agentId %s) are recorded. Resume it as you were told. If it cannot be resumed (%s finds no such agent, or the session was restarted), dispatch a new %s agent instead, which continues from its checkpoint %s: Agent with EXACTLY this input:\n%s\n(`team-hook resume %s` prints the same.)",
		rec.AgentType, rec.AgentID, tools.Resume, rec.AgentType, rec.Current().Request.StateFile, compactJSON(in), rec.AgentID)
}
