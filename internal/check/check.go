// Package check runs every contract that applies to an agent over its final
// message and returns one report: the violations, the valid question request
// if there is one, and warnings. Every check is a function of the message
// and the facts gathered before (contracts, todo list, project view); it
// decides nothing about output. The engine and the check command render the
// report, the block reason through Reason.
package check

import (
	"fmt"
	"time"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/handoff"
	"github.com/team-hook/team-hook/internal/ledger"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/prose"
	"github.com/team-hook/team-hook/internal/refs"
	"github.com/team-hook/team-hook/internal/result"
	"github.com/team-hook/team-hook/internal/team"
	"github.com/team-hook/team-hook/internal/todo"
)

// Message is a final message read once: parsed as CommonMark, with its
// question request (or what is wrong with it) found. Reading it decides
// what else the checks need (NeedsTodo) before anything else is read.
type Message struct {
	Text    string
	Doc     *markdown.Doc
	Request *envelope.Request
	envErrs []contract.Violation
	// Dialect: the message asks through AWAITING_USER_INPUT (§7a).
	Dialect bool
}

// Read parses a final message.
func Read(text string) *Message {
	doc := markdown.Parse([]byte(text))
	req, errs := envelope.Find(doc)
	return &Message{Text: text, Doc: doc, Request: req, envErrs: errs, Dialect: len(errs) > 0 && envelope.UsesDialect(doc)}
}

// NeedsTodo reports whether todo-first must see the agent's todo list: it
// applies, and no valid question request exempts the message (an agent
// paused on a question is expected to have work left), so a pausing
// agent's transcript is never read.
func (m *Message) NeedsTodo(on contract.Set) bool { return on[contract.TodoFirst] && m.Request == nil }

// Facts is what the checks know besides the message, gathered before they
// run: which contracts apply, the agent's todo list (nil when unknown or
// not needed), and the project its file:line references are checked
// against.
type Facts struct {
	Contracts contract.Set
	Todo      *todo.Trace
	Project   refs.Project
	// Teammate says the agent is a teammate (§9): the team contract then
	// checks the tasks it owns in progress (Owned, as the ledger learned
	// them) at Now, and the block reason speaks of its lead.
	Teammate bool
	Owned    []*ledger.Task
	Now      time.Time
	// Name is the teammate's name, and ToldLead whether it sent its lead
	// a SendMessage this turn (§9a's channel rule).
	Name     string
	ToldLead bool
	// TaskQuestions are questions the agent left in its tasks' metadata
	// (needs_input, question, question_options), which reach nobody.
	TaskQuestions []envelope.TaskQuestion
}

// Report is the outcome of every check.
type Report struct {
	Violations []contract.Violation `json:"violations"`
	Request    *envelope.Request    `json:"request,omitempty"`
	Warnings   []string             `json:"warnings,omitempty"`
	// Dialect: the message asks through AWAITING_USER_INPUT (§7a), so the
	// block reason shows that form, not the envelope.
	Dialect bool `json:"-"`
	// Teammate: the block reason addresses a teammate, whose lead
	// receives its last message (§9).
	Teammate bool `json:"-"`
}

// OK reports whether the message keeps every contract.
func (r Report) OK() bool { return len(r.Violations) == 0 }

// Run checks a message against its contracts: a function of the message
// and the facts, which reads nothing else.
func Run(m *Message, facts Facts) Report {
	doc := m.Doc
	on := facts.Contracts
	r := Report{Request: m.Request, Dialect: m.Dialect, Teammate: facts.Teammate}
	req, envErrs := m.Request, m.envErrs
	if on[contract.Envelope] {
		r.Violations = append(r.Violations, envErrs...)
	}
	if on[contract.Envelope] && req == nil && len(envErrs) == 0 && len(facts.TaskQuestions) > 0 {
		r.Violations = append(r.Violations, contract.Violation{Contract: contract.Envelope, Message: envelope.TaskQuestionsFix(facts.TaskQuestions)})
	}
	if on[contract.NoDeferral] {
		advice := "ask through an open-questions envelope, or decide and state your assumption"
		if req != nil {
			advice = "delete the sentence: your question request already reaches the user and needs no explaining"
		}
		for _, f := range prose.Deferrals(m.Doc) {
			r.Violations = append(r.Violations, fromFinding(contract.NoDeferral, f,
				fmt.Sprintf("%q: do not explain that you cannot ask the user; %s", f.Sentence, advice)))
		}
	}
	// A prose question matters only where no envelope was attempted: a
	// broken envelope is already reported above.
	if on[contract.OpenQuestions] && req == nil && len(envErrs) == 0 {
		for _, f := range prose.Questions(m.Doc) {
			where := ""
			if f.Why != nil && f.Why.Under != "" {
				where = fmt.Sprintf(" (listed under %q)", f.Why.Under)
			}
			r.Violations = append(r.Violations, fromFinding(contract.OpenQuestions, f,
				fmt.Sprintf("%q%s is a question to the user written as prose: the orchestrator will not ask it; put it in an open-questions envelope, or list questions that need not wait for the user under `## Open questions (deferred)`", f.Sentence, where)))
		}
	}
	// An agent paused on a question is expected to have work left.
	if t := facts.Todo; t != nil && m.NeedsTodo(on) {
		vs, ws := todo.Check(t)
		if len(envErrs) > 0 {
			// The agent tried to pause on a question: the request, not
			// the list, is what to fix.
			for i := range vs {
				vs[i].Message += " If you are pausing on a question for the user, fix the question request instead: a message with a valid one may leave steps unfinished."
			}
		}
		r.Violations = append(r.Violations, vs...)
		r.Warnings = append(r.Warnings, ws...)
	}
	if on[contract.Result] {
		r.Violations = append(r.Violations, result.Check(doc, facts.Project)...)
		r.Warnings = append(r.Warnings, result.Tiers(doc)...)
	}
	if on[contract.Handoff] {
		r.Violations = append(r.Violations, handoff.Check(doc)...)
	}
	if on[contract.Team] && facts.Teammate {
		r.Violations = append(r.Violations, team.Idle(facts.Owned, facts.Now)...)
		if msg := team.Channel(facts.Name, m.Text, facts.ToldLead); msg != "" {
			r.Violations = append(r.Violations, contract.Violation{Contract: contract.Team, Line: 1, Message: msg})
		}
	}
	contract.Sort(r.Violations)
	return r
}

// fromFinding is the one place a prose finding becomes a violation, with
// how the sentence was read (check --json prints it).
func fromFinding(c contract.Name, f prose.Finding, message string) contract.Violation {
	return contract.Violation{Contract: c, Line: f.Line, Message: message, Explanation: f.Why}
}
