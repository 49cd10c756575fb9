package engine

import (
	"slices"
	"strings"

	"github.com/team-hook/team-hook/internal/deliver"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/todo"
)

// postToolUse journals a subagent's todo calls (§5) and, in the main
// agent, delivers pending questions on an Agent result and records answers
// and resumes (§8).
func (r *run) postToolUse() (hook.Decision, error) {
	ev := r.ev
	if err := r.learnTeam(); err != nil {
		r.warn("the team could not be recorded in the ledger (%v)", err)
	}
	switch ev.ToolName {
	case "TaskCreate", "TaskUpdate", "TodoWrite":
		if ev.AgentID == "" {
			return hook.Decision{}, nil
		}
		path, err := r.deps.Ledger.JournalPath(ev.AgentID)
		if err != nil {
			return hook.Decision{}, nil // an unusable id journals nothing; the transcript remains
		}
		if err := todo.AppendJournal(path, ev); err != nil {
			r.warn("could not journal %s: %v", ev.ToolName, err)
		}
		return hook.Decision{}, nil
	}
	if ev.AgentID != "" {
		return hook.Decision{}, nil // context here would reach the subagent, not the orchestrator
	}
	var evidence []byte // what could start a record the ledger lacks
	if ev.ToolName == deliver.ToolAgent || ev.ToolName == deliver.ToolTask {
		evidence = ev.ToolResponse
		for _, res := range ev.Results {
			evidence = append(slices.Clip(evidence), res.Text...)
		}
	}
	s, ok := r.deliveryStore(evidence)
	if !ok {
		return hook.Decision{}, nil
	}
	switch ev.ToolName {
	case deliver.ToolAgent, deliver.ToolTask:
		d, err := deliver.OnAgentResult(s, ev, r.orchestrator())
		return withNews(d, r.handleNews(s)), err
	}
	if s == nil {
		return hook.Decision{}, nil // answers and resumes need the ledger
	}
	switch ev.ToolName {
	case deliver.ToolAskUserQuestion:
		return deliver.OnAnswered(s, ev, r.orchestrator())
	case deliver.ToolSendMessage:
		return hook.Decision{}, deliver.OnSendMessage(s, ev, r.deps.Now())
	}
	return hook.Decision{}, nil
}

// userPrompt delivers, to the orchestrator, what background agents left
// pending (their results arrive as task-notification prompts).
func (r *run) userPrompt() (hook.Decision, error) {
	if r.ev.AgentID != "" {
		return hook.Decision{}, nil
	}
	r.resetTurn()
	s, ok := r.deliveryStore([]byte(r.ev.Prompt))
	if !ok {
		return hook.Decision{}, nil
	}
	d, err := deliver.OnPrompt(s, r.ev, r.orchestrator())
	return withNews(d, r.handleNews(s)), err
}

// withNews adds the onboarding handles' news to a delivery.
func withNews(d hook.Decision, news string) hook.Decision {
	if news != "" {
		d.Context = strings.TrimSpace(d.Context + "\n\n" + news)
	}
	return d
}

func (r *run) orchestrator() deliver.Orchestrator {
	return deliver.Orchestrator{Now: r.deps.Now(), Tools: r.deps.Host}
}

// deliveryStore is the ledger for the orchestrator's events. Every user
// prompt and Agent result passes here, so a project that has no ledger yet
// gets none (no folder created, nothing read) unless the event itself
// carries a question request. ok is false when there is nothing to
// deliver or record; a nil store with ok means the ledger could not be
// opened but the event may carry questions, which are passed on unrecorded.
func (r *run) deliveryStore(evidence []byte) (s *ledger.Store, ok bool) {
	s = r.deps.Ledger
	may := envelope.MayHoldRequest(evidence)
	if !s.Exists() && !may {
		return nil, false
	}
	if err := s.Ensure(); err != nil {
		if !may {
			return nil, false // nothing can be pending where there is no ledger
		}
		r.warn("the ledger could not be opened (%v); questions in this result are passed on without a record", err)
		return nil, true
	}
	return s, true
}
