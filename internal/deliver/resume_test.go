package deliver

import (
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/envelope"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
)

// An option whose description promises a plain-text follow-up makes the
// delivery tell the orchestrator to ask it and pass the reply on with the
// resume; without one, nothing is said.
func TestFreeTextFollowUp(t *testing.T) {
	rec := &ledger.Record{AgentID: "a1", AgentType: "team:questioner", State: ledger.Pending}
	req := envelope.Request{Form: envelope.FormEnvelope, Ask: envelope.AskInput{Questions: []envelope.Question{{
		Question: "Which name?", Header: "Name",
		Options: []envelope.Option{{Label: "Keep it", Description: "The current name."}, {Label: "Something else", Description: "The orchestrator will follow up with a plain-text question."}},
	}}}}
	rec.AddRound(req, time.Now())
	text := RenderContext([]*ledger.Record{rec}, nil, claude.Tools())
	if !strings.Contains(text, `If the user picks "Something else"`) || !strings.Contains(text, "ask that plain-text follow-up yourself") {
		t.Errorf("no follow-up instruction:\n%s", text)
	}
	rec.Current().Request.Ask.Questions[0].Options[1].Description = "A new name."
	if text := RenderContext([]*ledger.Record{rec}, nil, claude.Tools()); strings.Contains(text, "follow-up") {
		t.Errorf("a follow-up instruction without an option asking for one:\n%s", text)
	}
}
