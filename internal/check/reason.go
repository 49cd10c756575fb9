package check

import (
	"fmt"
	"strings"

	"github.com/team-hook/team-hook/internal/contract"
	"github.com/team-hook/team-hook/internal/hook"
)

// exampleQuestion is the one question both example shapes ask.
const exampleQuestion = `      "question": "Which database should the service use?",
      "header": "Database",
      "options": [
        { "label": "PostgreSQL (Recommended)", "description": "Already used by the billing service." },
        { "label": "SQLite", "description": "No server; fine for a single instance." }
      ],
      "multiSelect": false`

// ExampleEnvelope is the shape shown to an agent that got the envelope wrong.
const ExampleEnvelope = "```json\n" + `{
  "openQuestions": [
    {
` + exampleQuestion + `
    }
  ]
}` + "\n```"

// ExampleDialect is the shape shown to an agent that asked through the
// user-input dialect (§7a) and got it wrong.
const ExampleDialect = "AWAITING_USER_INPUT\n```json\n" + `{
  "context": "Two designs fit; the choice changes the schema.",
  "questions": [
    {
      "id": "database",
` + exampleQuestion + `
    }
  ]
}` + "\n```"

// Reason is the block reason fed back to the subagent: every problem with
// its place, the expected shape where it helps, and the instruction to send
// the whole final message again. attempt counts this block (1-based) of
// budget; tools names the host's ask-the-user tool. It is the one place a
// block reason is built from findings.
func Reason(r Report, attempt, budget int, tools hook.Host) string {
	var b strings.Builder
	n := len(r.Violations)
	role, boss := "subagent", "orchestrator"
	if r.Teammate {
		role, boss = "teammate", "lead"
	}
	protocolOnly := r.Teammate
	for _, v := range r.Violations {
		protocolOnly = protocolOnly && v.Contract == contract.Team
	}
	if protocolOnly {
		fmt.Fprintf(&b, "team-hook: your turn cannot end yet: the team protocol is not done (%d problem%s):\n", n, plural(n))
	} else {
		fmt.Fprintf(&b, "team-hook: your final message breaks the %s contract (%d problem%s):\n", role, n, plural(n))
	}
	shape := false
	for i, v := range r.Violations {
		where := ""
		if v.Line > 0 {
			where = fmt.Sprintf(" line %d:", v.Line)
		}
		fmt.Fprintf(&b, "%d. [%s]%s %s\n", i+1, v.Contract, where, v.Message)
		switch v.Contract {
		case contract.Envelope, contract.OpenQuestions:
			shape = true
		case contract.NoDeferral:
			shape = shape || r.Request == nil // with a valid request only the caveat goes
		}
	}
	switch {
	case shape && r.Dialect:
		fmt.Fprintf(&b, "\nYou asked through an AWAITING_USER_INPUT request: keep the marker on its own line and follow it with one JSON object like this (1-4 questions, each with a unique id; header at most 12 characters; 2-4 options each with a unique label and a description of at most 200 characters), and the %s will ask and resume you with the answers:\n", boss)
		b.WriteString(ExampleDialect)
		b.WriteString("\nIf nothing needs the user, decide, say what you assumed, and leave the request out.\n")
	case shape:
		fmt.Fprintf(&b, "\nYou cannot call %s as a %s, and you need not: when the user must decide something, end your final message with one fenced json block like this (1-4 questions; header at most 12 characters; 2-4 options each with a unique label and a description of at most 200 characters), and the %s will ask and resume you with the answers:\n", tools.AskUser, role, boss)
		b.WriteString(ExampleEnvelope)
		b.WriteString("\nIf nothing needs the user, decide, say what you assumed, and leave the envelope out.\n")
	}
	if protocolOnly {
		fmt.Fprintf(&b, "\nDo these, then end your turn again with your COMPLETE final message (your result and HANDOFF): the %s receives only your last message, never this feedback.", boss)
	} else {
		fmt.Fprintf(&b, "\nFix these and re-send your COMPLETE final message: your reply to this feedback replaces everything you said before, and the %s receives only that last message.", boss)
	}
	if budget > 0 {
		fmt.Fprintf(&b, " (Attempt %d of %d.)", attempt, budget)
	}
	return b.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Warnings joins warnings into one systemMessage.
func Warnings(ws []string) string {
	if len(ws) == 0 {
		return ""
	}
	return "team-hook: " + strings.Join(ws, "; ")
}
