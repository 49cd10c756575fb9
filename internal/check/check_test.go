package check

import (
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/todo"
)

const (
	envelopeMsg = "Two designs fit.\n\n```json\n{\"openQuestions\":[{\"question\":\"Which design?\",\"header\":\"Design\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```\n"
	brokenMsg   = "Two designs fit.\n\n```json\n{\"openQuestions\":[{\"question\":\"Which design?\",\"header\":\"Design of the store\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```\n\nWhich one do you prefer?\n"
	deferralMsg = "I would ask the user which design to use, but I can't, so I picked A."
	questionMsg = "Both designs work.\n\nWhich one do you prefer?"
)

func contracts(ns ...contract.Name) contract.Set {
	s := contract.Set{}
	for _, n := range ns {
		s[n] = true
	}
	return s
}

func names(vs []contract.Violation) string {
	var out []string
	for _, v := range vs {
		out = append(out, string(v.Contract))
	}
	return strings.Join(out, ",")
}

func unfinished() *todo.Trace { return unfinishedTrace() }

// tools are Claude Code's names for the orchestrator's tools.
var tools = hook.Host{AskUser: "AskUserQuestion", Resume: "SendMessage"}

// input is one case: a message and the facts the checks are given.
type input struct {
	Message   string
	Contracts contract.Set
	Todo      *todo.Trace
}

func runInput(in input) Report {
	return Run(Read(in.Message), Facts{Contracts: in.Contracts, Todo: in.Todo})
}

func unfinishedTrace() *todo.Trace {
	return &todo.Trace{Wrote: true, Todos: 2, Items: []todo.Item{{ID: "1", Content: "Read", Status: "completed"}, {ID: "2", Content: "Test", Status: "in_progress"}}}
}

func TestRun(t *testing.T) {
	all := contracts(contract.All()...)
	tests := []struct {
		name    string
		in      input
		want    string // contracts of the violations, in order
		request bool
	}{
		{"clean", input{Message: "Done; tests pass.", Contracts: contract.Defaults()}, "", false},
		{"valid envelope is a request", input{Message: envelopeMsg, Contracts: contract.Defaults()}, "", true},
		{"broken envelope", input{Message: brokenMsg, Contracts: contract.Defaults()}, "envelope", false},
		{"envelope contract off: broken envelope not reported", input{Message: brokenMsg, Contracts: contracts(contract.NoDeferral)}, "", false},
		{"deferral", input{Message: deferralMsg, Contracts: contract.Defaults()}, "no-deferral", false},
		{"deferral beside a valid envelope is still reported", input{Message: deferralMsg + "\n\n" + envelopeMsg, Contracts: contract.Defaults()}, "no-deferral", true},
		{"no-deferral off", input{Message: deferralMsg, Contracts: contracts(contract.Envelope)}, "", false},
		{"prose question without the skill passes", input{Message: questionMsg, Contracts: contract.Defaults()}, "", false},
		{"prose question with the skill", input{Message: questionMsg, Contracts: contract.ForSkills([]string{"agent-open-questions"})}, "open-questions", false},
		{"prose question after a valid envelope is fine", input{Message: envelopeMsg + "\nWhich one do you prefer?", Contracts: contract.ForSkills([]string{"agent-open-questions"})}, "", true},
		{"prose question beside a broken envelope: the envelope is reported", input{Message: brokenMsg, Contracts: contract.ForSkills([]string{"agent-open-questions"})}, "envelope", false},
		{"unfinished todo blocks", input{Message: "Done.", Contracts: contract.ForSkills([]string{"progress-tracking"}), Todo: unfinished()}, "todo-first", false},
		{"unfinished todo exempt with a valid envelope", input{Message: envelopeMsg, Contracts: contract.ForSkills([]string{"progress-tracking"}), Todo: unfinished()}, "", true},
		{"unfinished todo not exempt with a broken envelope", input{Message: brokenMsg, Contracts: contract.ForSkills([]string{"progress-tracking"}), Todo: unfinished()}, "envelope,todo-first", false},
		{"unknown todo list is not checked", input{Message: "Done.", Contracts: contract.ForSkills([]string{"progress-tracking"})}, "", false},
		{"todo-first off", input{Message: "Done.", Contracts: contract.Defaults(), Todo: unfinished()}, "", false},
		{"result contract", input{Message: "Done.", Contracts: contract.ForSkills([]string{"subagent-contract"})}, "result", false},
		{"handoff contract", input{Message: "Done.", Contracts: contract.ForSkills([]string{"handoff"})}, "handoff", false},
		{"every contract, in report order", input{Message: deferralMsg, Contracts: all, Todo: unfinished()}, "no-deferral,todo-first,result,handoff", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runInput(tt.in)
			// result and handoff report several findings; compare the set in order.
			got := dedupe(names(r.Violations))
			if got != tt.want {
				t.Fatalf("violations %q, want %q:\n%v", got, tt.want, r.Violations)
			}
			if (r.Request != nil) != tt.request {
				t.Fatalf("request %v, want %v", r.Request != nil, tt.request)
			}
			if r.OK() != (tt.want == "") {
				t.Fatal("OK disagrees with the violations")
			}
		})
	}
}

func dedupe(csv string) string {
	var out []string
	for _, s := range strings.Split(csv, ",") {
		if s != "" && (len(out) == 0 || out[len(out)-1] != s) {
			out = append(out, s)
		}
	}
	return strings.Join(out, ",")
}

func TestReason(t *testing.T) {
	r := runInput(input{Message: brokenMsg + "\n" + deferralMsg, Contracts: contract.Defaults()})
	reason := Reason(r, 2, 3, tools)
	for _, want := range []string{
		"team-hook: your final message breaks the subagent contract (2 problems):",
		`1. [envelope] line 4: question 1 ("Which design?"): header "Design of the store" is 19 characters; at most 12`,
		`2. [no-deferral] line 9: "I would ask the user which design to use, but I can't, so I picked A."`,
		"```json\n{\n  \"openQuestions\"",
		"re-send your COMPLETE final message",
		"the orchestrator receives only that last message",
		"(Attempt 2 of 3.)",
	} {
		if !strings.Contains(reason, want) {
			t.Errorf("reason lacks %q:\n%s", want, reason)
		}
	}
	// Without an envelope-kind problem the example envelope is left out.
	r = runInput(input{Message: "Done.", Contracts: contract.ForSkills([]string{"handoff"})})
	if reason := Reason(r, 1, 2, tools); strings.Contains(reason, "openQuestions") || !strings.Contains(reason, "[handoff]") {
		t.Errorf("handoff-only reason:\n%s", reason)
	}
	if got := Warnings(nil); got != "" {
		t.Errorf("no warnings gave %q", got)
	}
	if got := Warnings([]string{"a", "b"}); got != "team-hook: a; b" {
		t.Errorf("warnings %q", got)
	}
}

// A message paused on a question never pays for rebuilding the todo list:
// reading it says the list is not needed.
func TestTodoNotRebuiltWhenExempt(t *testing.T) {
	on := contract.ForSkills([]string{"progress-tracking"})
	if Read(envelopeMsg).NeedsTodo(on) {
		t.Fatal("a message with a valid envelope needs its todo list")
	}
	if !Read("Done.").NeedsTodo(on) {
		t.Fatal("a plain message does not need its todo list")
	}
	if Read("Done.").NeedsTodo(contract.Defaults()) {
		t.Fatal("todo-first off, yet the list is needed")
	}
	// Given a list anyway, a pausing message is not checked against it.
	if r := runInput(input{Message: envelopeMsg, Contracts: on, Todo: unfinishedTrace()}); !r.OK() {
		t.Fatalf("pausing message blocked: %v", r.Violations)
	}
}

// Both example shapes the reasons show are valid requests of their kind.
func TestExamplesAreValid(t *testing.T) {
	for _, msg := range []string{"Two designs fit.\n\n" + ExampleEnvelope, "Paused.\n\n" + ExampleDialect} {
		if r := runInput(input{Message: msg, Contracts: contract.Defaults()}); !r.OK() || r.Request == nil {
			t.Errorf("example rejected: %v\n%s", r.Violations, msg)
		}
	}
}

// A broken user-input request is answered in its own form: the example is
// the dialect, with ids, not the envelope.
func TestReasonForTheDialect(t *testing.T) {
	msg := "Paused.\n\nAWAITING_USER_INPUT\n```json\n{\"questions\":[{\"question\":\"Which design?\",\"header\":\"Design\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```\n"
	r := runInput(input{Message: msg, Contracts: contract.Defaults()})
	reason := Reason(r, 1, 2, tools)
	if !strings.Contains(reason, "has no id") || !strings.Contains(reason, ExampleDialect) || strings.Contains(reason, "openQuestions") {
		t.Errorf("dialect reason:\n%s", reason)
	}
	r = runInput(input{Message: brokenMsg, Contracts: contract.Defaults()})
	if reason := Reason(r, 1, 2, tools); !strings.Contains(reason, ExampleEnvelope) || strings.Contains(reason, "AWAITING_USER_INPUT") {
		t.Errorf("envelope reason:\n%s", reason)
	}
}

// Beside a valid envelope only the caveat is wrong: the reason says to
// delete it and does not teach the envelope again.
func TestReasonForDeferralBesideAnEnvelope(t *testing.T) {
	r := runInput(input{Message: "I can't call AskUserQuestion myself, so the orchestrator will need to ask this.\n\n" + envelopeMsg, Contracts: contract.Defaults()})
	if r.Request == nil || len(r.Violations) != 1 {
		t.Fatalf("report %+v", r)
	}
	reason := Reason(r, 1, 2, tools)
	if !strings.Contains(reason, "delete the sentence: your question request already reaches the user") || strings.Contains(reason, ExampleEnvelope) {
		t.Errorf("reason:\n%s", reason)
	}
	r = runInput(input{Message: questionMsg, Contracts: contracts(contract.OpenQuestions)})
	if len(r.Violations) != 1 || !strings.Contains(r.Violations[0].Message, "`## Open questions (deferred)`") {
		t.Errorf("open-questions: %v", r.Violations)
	}
}

// Unfinished steps beside a broken question request: the reason points at
// the request, which exempts the list once it is valid.
func TestTodoAdviceBesideABrokenRequest(t *testing.T) {
	hint := "fix the question request instead"
	r := runInput(input{Message: brokenMsg, Contracts: contract.ForSkills([]string{"progress-tracking"}), Todo: unfinished()})
	found := false
	for _, v := range r.Violations {
		if v.Contract == contract.TodoFirst {
			found = strings.Contains(v.Message, hint)
		}
	}
	if !found {
		t.Errorf("todo-first beside a broken envelope lacks the hint: %v", r.Violations)
	}
	r = runInput(input{Message: "Done.", Contracts: contract.ForSkills([]string{"progress-tracking"}), Todo: unfinished()})
	if len(r.Violations) != 1 || strings.Contains(r.Violations[0].Message, hint) {
		t.Errorf("todo-first alone: %v", r.Violations)
	}
}
