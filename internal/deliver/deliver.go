// Package deliver points the orchestrator at the questions its subagents
// left in the ledger (docs/CONTRACT.md §8), from the orchestrator's own events:
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
)

// Tool names of the orchestrator's events.
const (
	ToolAgent           = "Agent"
	ToolTask            = "Task" // the Agent tool's former name
	ToolAskUserQuestion = "AskUserQuestion"
	ToolSendMessage     = "SendMessage"
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
// background launch delivers nothing. The output is nil when there is
// nothing to say; an error comes with whatever could still be delivered.
func OnAgentResult(s *ledger.Store, ev *hook.Event) (*hook.Output, error) {
	if ev.AgentID != "" || (ev.ToolName != ToolAgent && ev.ToolName != ToolTask) {
		return nil, nil // inside a subagent, context would go to the subagent
	}
	res := decodeAgentResult(ev.ToolResponse)
	if res.Status == statusAsyncLaunched || (res.IsAsync && res.Status == "") {
		return nil, nil
	}
	if res.AgentType == "" {
		res.AgentType = stringField(ev.ToolInput, "subagent_type")
	}
	var results []unseenStop
	if res.AgentID != "" && res.Text != "" {
		results = append(results, unseenStop{res.AgentID, res.AgentType, res.Text})
	}
	return deliver(s, ev, results)
}

// OnPrompt handles UserPromptSubmit: everything due in the session is
// delivered, and so is an envelope in the result of a task-notification
// (a background agent finishing) that the ledger never saw.
func OnPrompt(s *ledger.Store, ev *hook.Event) (*hook.Output, error) {
	if ev.AgentID != "" {
		return nil, nil
	}
	var results []unseenStop
	for _, n := range parseTaskNotifications(ev.Prompt) {
		if n.Result != "" {
			results = append(results, unseenStop{AgentID: n.TaskID, Text: n.Result})
		}
	}
	return deliver(s, ev, results)
}

// unseenStop is an agent result that may carry an envelope the ledger
// has no record of.
type unseenStop struct {
	AgentID, AgentType, Text string
}

func deliver(s *ledger.Store, ev *hook.Event, results []unseenStop) (*hook.Output, error) {
	now := time.Now()
	var recs []*ledger.Record
	var errs []error
	if s != nil { // without a ledger only the result at hand is rendered
		due, err := deliverDue(s, ev.SessionID, now)
		recs, errs = due, []error{err}
	}
	for _, u := range results {
		r, err := fromResult(s, ev.SessionID, u, now)
		errs = append(errs, err)
		if r != nil {
			recs = append(recs, r)
		}
	}
	text := RenderContext(recs, pathFunc(s))
	err := errors.Join(errs...)
	if text == "" {
		return nil, err
	}
	return hook.Context(ev.HookEventName, text), err
}

// deliverDue marks every due record of the session delivered and returns
// those this process marked, in stop order. The decision is taken again
// under each record's lock, so a racing hook process cannot deliver the
// same record a second time.
func deliverDue(s *ledger.Store, sessionID string, now time.Time) ([]*ledger.Record, error) {
	recs, err := s.List(sessionID)
	errs := []error{err}
	var out []*ledger.Record
	for _, r := range recs {
		if !r.Due() {
			continue
		}
		won := false
		got, err := s.Update(r.AgentID, func(cur *ledger.Record) error {
			if cur.SessionID != sessionID || !cur.Due() {
				return ledger.ErrSkip
			}
			cur.MarkDelivered(now)
			won = true
			return nil
		})
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if won {
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
	if err == nil && existing != nil && !unrecorded(existing, nil) {
		return nil, nil // the common case: the stop was recorded; skip parsing
	}
	req, _ := envelope.Find(markdown.Parse([]byte(u.Text)))
	if req == nil {
		return nil, nil
	}
	won := false
	rec, err := s.Update(u.AgentID, func(cur *ledger.Record) error {
		if !unrecorded(cur, req) {
			return ledger.ErrSkip
		}
		cur.SessionID = sessionID
		if u.AgentType != "" {
			cur.AgentType = u.AgentType
		}
		cur.AddRound(*req, now)
		cur.MarkDelivered(now)
		won = true
		return nil
	})
	if err != nil {
		return transient(sessionID, u, req, now), err
	}
	if !won {
		return nil, nil
	}
	return rec, nil
}

// unrecorded reports whether a question request in an agent's result is
// missing from its record: there is no record, or the record's current
// round is already answered or resumed and asked other questions. With req
// nil it reports whether such a request could be missing at all.
func unrecorded(r *ledger.Record, req *envelope.Request) bool {
	switch r.State {
	case "":
		return true
	case ledger.Answered, ledger.Resumed:
		return req == nil || !sameQuestions(r.QuestionTexts(), questionTexts(req.Ask.Questions))
	}
	return false
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
