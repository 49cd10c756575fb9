// Package check runs every contract that applies to an agent over its final
// message and returns one report: the violations, the valid question request
// if there is one, and warnings. It decides nothing about output; the hook
// and the check command render the report.
package check

import (
	"fmt"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/handoff"
	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/prose"
	"github.com/team-hook/team-hook/internal/result"
	"github.com/team-hook/team-hook/internal/todo"
)

// Input is one final message and what the checks need besides it.
type Input struct {
	Message    string
	Contracts  contract.Set
	ProjectDir string // for file:line references (result)
	// Todo rebuilds the agent's todo list (nil result: unknown). It is
	// called only when todo-first applies and no question request exempts
	// the message, so a pausing agent's transcript is never read.
	Todo func() *todo.Trace
}

// Report is the outcome of every check.
type Report struct {
	Violations []contract.Violation `json:"violations"`
	Request    *envelope.Request    `json:"request,omitempty"`
	Warnings   []string             `json:"warnings,omitempty"`
	// Dialect: the message asks through AWAITING_USER_INPUT (§7a), so the
	// block reason shows that form, not the envelope.
	Dialect bool `json:"-"`
}

// OK reports whether the message keeps every contract.
func (r Report) OK() bool { return len(r.Violations) == 0 }

// Run checks a message against its contracts.
func Run(in Input) Report {
	doc := markdown.Parse([]byte(in.Message))
	on := in.Contracts
	var r Report

	req, envErrs := envelope.Find(doc)
	r.Request = req
	r.Dialect = len(envErrs) > 0 && envelope.UsesDialect(doc)
	if on[contract.Envelope] {
		r.Violations = append(r.Violations, envErrs...)
	}
	if on[contract.NoDeferral] {
		advice := "ask through an open-questions envelope, or decide and state your assumption"
		if req != nil {
			advice = "delete the sentence: your question request already reaches the user and needs no explaining"
		}
		for _, f := range prose.Deferrals(doc) {
			r.Violations = append(r.Violations, contract.Violation{
				Contract:    contract.NoDeferral,
				Line:        f.Line,
				Message:     fmt.Sprintf("%q: do not explain that you cannot ask the user; %s", f.Sentence, advice),
				Explanation: f.Why,
			})
		}
	}
	// A prose question matters only where no envelope was attempted: a
	// broken envelope is already reported above.
	if on[contract.OpenQuestions] && req == nil && len(envErrs) == 0 {
		for _, f := range prose.Questions(doc) {
			r.Violations = append(r.Violations, contract.Violation{
				Contract:    contract.OpenQuestions,
				Line:        f.Line,
				Message:     fmt.Sprintf("%q is a question to the user written as prose: the orchestrator will not ask it; put it in an open-questions envelope, or list questions that need not wait for the user under `## Open questions (deferred)`", f.Sentence),
				Explanation: f.Why,
			})
		}
	}
	// An agent paused on a question is expected to have work left.
	if on[contract.TodoFirst] && req == nil && in.Todo != nil {
		if t := in.Todo(); t != nil {
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
	}
	if on[contract.Result] {
		r.Violations = append(r.Violations, result.Check(doc, in.ProjectDir)...)
	}
	if on[contract.Handoff] {
		r.Violations = append(r.Violations, handoff.Check(doc)...)
	}
	contract.Sort(r.Violations)
	return r
}
