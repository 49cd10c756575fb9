// Package deliver points the orchestrator at the questions its subagents
// left in the ledger (docs/CONTRACT.md §8), and gives it the roll-up of the
// results of agents it started in one turn (§10), from the orchestrator's
// own events:
// an Agent tool result or a UserPromptSubmit delivers what is pending, an
// AskUserQuestion result records the answers, and a SendMessage to the
// agent marks it resumed. Each record is delivered once, decided under the
// record's lock, however many hook processes race.
package deliver

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/team"
)

// Tool names of the orchestrator's events.
const (
	ToolAgent           = "Agent"
	ToolTask            = "Task" // the Agent tool's former name
	ToolAskUserQuestion = hook.ToolAskUserQuestion
	ToolSendMessage     = hook.ToolSendMessage
)

// statusAsyncLaunched is an Agent result that only says the agent started
// in the background: its result comes later as a task-notification.
const statusAsyncLaunched = "async_launched"

// agentResult is the part of the Agent tool's tool_response read here.
type agentResult struct {
	Status    string
	IsAsync   bool
	AgentID   string
	AgentType string
	Text      string
}

// OnAgentResult handles PostToolUse on the Agent (or Task) tool in the
// main agent: everything due in the session is delivered, and an envelope
// in the result that the ledger never saw is rendered from the result. A
// background launch delivers nothing. The results are ev.Results where
// the host's adapter read them, else Claude Code's tool_response. The
// output is nil when there is nothing to say; an error comes with
// whatever could still be delivered.
func OnAgentResult(s *ledger.Store, ev *hook.Event, o Orchestrator) (hook.Decision, error) {
	if ev.AgentID != "" || (ev.ToolName != ToolAgent && ev.ToolName != ToolTask) {
		return hook.Decision{}, nil // inside a subagent, context would go to the subagent
	}
	if ev.Results != nil { // the host's adapter read the agents' results
		var results []unseenStop
		for _, r := range ev.Results {
			if r.AgentID != "" && r.Text != "" {
				results = append(results, unseenStop{r.AgentID, r.AgentType, r.Text})
			}
		}
		return deliver(s, ev, results, o)
	}
	res := decodeAgentResult(ev.ToolResponse)
	if res.Status == statusAsyncLaunched || (res.IsAsync && res.Status == "") {
		return hook.Decision{}, nil
	}
	if res.AgentType == "" {
		res.AgentType = stringField(ev.ToolInput, "subagent_type")
	}
	var results []unseenStop
	if res.AgentID != "" && res.Text != "" {
		results = append(results, unseenStop{res.AgentID, res.AgentType, res.Text})
	}
	return deliver(s, ev, results, o)
}

// OnPrompt handles UserPromptSubmit: everything due in the session is
// delivered, and so is an envelope in the result of a task-notification
// (a background agent finishing) that the ledger never saw.
func OnPrompt(s *ledger.Store, ev *hook.Event, o Orchestrator) (hook.Decision, error) {
	if ev.AgentID != "" {
		return hook.Decision{}, nil
	}
	var results []unseenStop
	for _, n := range parseTaskNotifications(ev.Prompt) {
		if n.Result != "" {
			results = append(results, unseenStop{AgentID: n.TaskID, Text: n.Result})
		}
	}
	return deliver(s, ev, results, o)
}

// Orchestrator is what delivery needs of the orchestrator's side: the
// time, and the names its host gives the tools the texts tell it to call.
type Orchestrator struct {
	Now   time.Time
	Tools hook.Host
}

// unseenStop is an agent result that may carry an envelope the ledger
// has no record of.
type unseenStop struct {
	AgentID, AgentType, Text string
}

func deliver(s *ledger.Store, ev *hook.Event, results []unseenStop, o Orchestrator) (hook.Decision, error) {
	var recs []*ledger.Record
	var errs []error
	if s != nil { // without a ledger only the result at hand is rendered
		due, err := deliverDue(s, ev.SessionID, o.Now)
		recs, errs = due, []error{err}
	}
	for _, u := range results {
		r, err := fromResult(s, ev.SessionID, u, o.Now)
		errs = append(errs, err)
		if r != nil {
			recs = append(recs, r)
		}
	}
	var stale []team.StaleWait
	if s != nil {
		w, err := staleWaits(s, team.LeadTeam(ev.SessionID), o.Now)
		stale, errs = w, append(errs, err)
	}
	text := leadText(recs, stale, pathFunc(s), o.Tools)
	if s != nil {
		turns, err := s.RollUpDue(ev.SessionID, o.Now)
		errs = append(errs, err)
		if roll := RenderRollups(turns, o.Now, o.Tools); roll != "" {
			text = strings.TrimLeft(text+"\n"+roll, "\n")
		}
	}
	return hook.Decision{Context: text}, errors.Join(errs...)
}

// deliverDue delivers every due record of the session and returns those
// this process delivered, in stop order. The ledger takes each delivery
// under the record's lock, so a racing hook process cannot deliver the
// same record a second time: the loser's transition is illegal.
func deliverDue(s *ledger.Store, sessionID string, now time.Time) ([]*ledger.Record, error) {
	recs, err := sessionRecords(s, sessionID)
	return deliverRecords(s, sessionID, recs, now, err)
}

// deliverRecords delivers the due ones of recs to the session: its own
// records, and its teammates' as their lead.
func deliverRecords(s *ledger.Store, sessionID string, recs []*ledger.Record, now time.Time, err error) ([]*ledger.Record, error) {
	errs := []error{err}
	var out []*ledger.Record
	for _, r := range recs {
		if !r.Due() {
			continue
		}
		var got *ledger.Record
		var err error
		if r.Team != "" {
			got, err = s.DeliverToLead(r.AgentID, r.Team, now)
		} else {
			got, err = s.Deliver(r.AgentID, sessionID, now)
		}
		switch {
		case errors.Is(err, ledger.ErrIllegal):
			// another process delivered it first
		case err != nil:
			errs = append(errs, err)
		default:
			out = append(out, got)
		}
	}
	return out, errors.Join(errs...)
}

// fromResult renders a stop the hook never recorded: the agent's result
// carries a valid question request, and the ledger has no record of it
// (no record at all, or only finished rounds with other questions). It is
// recorded as delivered so it is not delivered again. When the ledger
// cannot be written, the request is still returned for rendering.
func fromResult(s *ledger.Store, sessionID string, u unseenStop, now time.Time) (*ledger.Record, error) {
	if u.AgentID == "" || !envelope.MayHoldRequest([]byte(u.Text)) {
		return nil, nil // most results ask nothing: no record read, no parse
	}
	if s == nil || ledger.ValidID(u.AgentID) != nil {
		// No ledger to record in, or an id unfit for a file name: the
		// questions are still passed on, from the result itself.
		if req, _ := envelope.Find(markdown.Parse([]byte(u.Text))); req != nil {
			return transient(sessionID, u, req, now), nil
		}
		return nil, nil
	}
	existing, err := s.Get(u.AgentID)
	if err == nil && existing != nil && !ledger.Unrecorded(existing, nil) {
		return nil, nil // the common case: the stop was recorded; skip parsing
	}
	req, _ := envelope.Find(markdown.Parse([]byte(u.Text)))
	if req == nil {
		return nil, nil
	}
	rec, err := s.RecordDelivered(u.AgentID, ledger.Stop{SessionID: sessionID, AgentType: u.AgentType}, *req, now)
	switch {
	case errors.Is(err, ledger.ErrIllegal):
		return nil, nil // recorded meanwhile, or by another process
	case err != nil:
		return transient(sessionID, u, req, now), err
	}
	return rec, nil
}

// transient is the request in an agent's result as a record that is not
// stored, rendered all the same.
func transient(sessionID string, u unseenStop, req *envelope.Request, now time.Time) *ledger.Record {
	r := &ledger.Record{SessionID: sessionID, AgentID: u.AgentID, AgentType: u.AgentType}
	r.AddRound(*req, now)
	r.MarkDelivered(now)
	return r
}

func pathFunc(s *ledger.Store) func(string) string {
	return func(id string) string {
		if s == nil {
			return ""
		}
		p, err := s.Path(id)
		if err != nil {
			return ""
		}
		return p
	}
}

// decodeAgentResult reads the Agent tool_response field by field, so one
// field of an unexpected type does not lose the others.
func decodeAgentResult(raw json.RawMessage) agentResult {
	var res agentResult
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return res
	}
	decodeField(m, "status", &res.Status)
	decodeField(m, "isAsync", &res.IsAsync)
	decodeField(m, "agentId", &res.AgentID)
	decodeField(m, "agentType", &res.AgentType)
	res.Text = contentText(m["content"])
	return res
}

// contentText joins every text block of a result's content: the final
// message may be preceded by other blocks (a tools-used summary).
func contentText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &blocks) != nil {
		return ""
	}
	var texts []string
	for _, b := range blocks {
		if b.Type == "text" && b.Text != "" {
			texts = append(texts, b.Text)
		}
	}
	return strings.Join(texts, "\n\n")
}

func decodeField(m map[string]json.RawMessage, key string, dst any) {
	if v, ok := m[key]; ok {
		_ = json.Unmarshal(v, dst) // a field of another type stays empty
	}
}

func stringField(raw json.RawMessage, key string) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	var s string
	decodeField(m, key, &s)
	return s
}
