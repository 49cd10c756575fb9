package codex

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/hook/hooktest"
)

const agent = "01a2090a-a092-71a1-bbee-786b28130e3c"

// codex exec, with no user to ask, answers request_user_input with
// {"answers":{}} at once: nothing was answered, and the event stays
// request_user_input, which the engine does not act on.
func TestDecodeUnansweredUserInput(t *testing.T) {
	ev := decode(t, "PostToolUse.main.request_user_input.json")
	if ev.ToolName != toolRequestUserInput || string(ev.ToolResponse) != `{"answers":{}}` {
		t.Errorf("request_user_input decoded as %+v (%s)", ev, ev.ToolResponse)
	}
}

func TestUserInputAnswers(t *testing.T) {
	input := json.RawMessage(`{"questions":[{"id":"database","header":"Database","question":"Which database?","options":[]},{"id":"cache","header":"Cache","question":"Which cache?","options":[]}]}`)
	tests := []struct {
		name     string
		response string
		want     []hook.QuestionAnswer
	}{
		{"both", `{"answers":{"cache":{"answers":["Redis"]},"database":{"answers":["Postgres"]}}}`, []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres"}, {Question: "Which cache?", Answer: "Redis"}}},
		{"several choices", `{"answers":{"database":{"answers":["Postgres","SQLite"]}}}`, []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres, SQLite"}}},
		{"an id not asked", `{"answers":{"other":{"answers":["x"]}}}`, nil},
		{"none", `{"answers":{}}`, nil},
		{"not JSON", `[`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := userInputAnswers(input, json.RawMessage(tt.response)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("userInputAnswers = %q, want %q", got, tt.want)
			}
		})
	}
	// Answered in the interactive client (captured), the event is
	// AskUserQuestion's, its questions the ones asked.
	ev := decode(t, "PostToolUse.main.request_user_input.answered.json")
	if ev.ToolName != hook.ToolAskUserQuestion ||
		string(ev.ToolInput) != `{"questions":[{"question":"Which database?"},{"question":"Which cache?"}]}` ||
		string(ev.ToolResponse) != `{"answers":{"Which cache?":"Redis","Which database?":"Postgres"}}` {
		t.Errorf("an answered request_user_input decoded as %+v (%s, %s)", ev, ev.ToolInput, ev.ToolResponse)
	}
}

// send_input to an agent is a resume: SendMessage to its agent id.
func TestDecodeSendInputAsAResume(t *testing.T) {
	ev := decode(t, "PostToolUse.main.send_input.json")
	if ev.ToolName != hook.ToolSendMessage || string(ev.ToolInput) != `{"to":"`+agent+`"}` || ev.ToolResponse != nil {
		t.Errorf("send_input decoded as %+v (%s)", ev, ev.ToolInput)
	}
}

// An agent's update_plan is its TodoWrite: the whole list, each step with
// its status, kept under the agent's id and the call's id for the journal.
func TestDecodeUpdatePlanAsTodos(t *testing.T) {
	ev := decode(t, "PostToolUse.subagent.update_plan.json")
	if ev.ToolName != hook.ToolTodoWrite || ev.AgentID != agent || ev.ToolUseID == "" || ev.ToolResponse != nil ||
		string(ev.ToolInput) != `{"todos":[{"content":"Pick the database","status":"in_progress"}]}` {
		t.Errorf("update_plan decoded as %+v (%s)", ev, ev.ToolInput)
	}
	// A plan Codex refused (in Plan mode it answers with an error) is no list.
	p, err := hook.ParsePayload(hooktest.Fixture(t, "PostToolUse.subagent.update_plan.json"))
	if err != nil {
		t.Fatal(err)
	}
	p["tool_response"] = json.RawMessage(`"update_plan is a TODO/checklist tool and is not allowed in Plan mode"`)
	if ev, err := DecodePayload(p); err != nil || ev.ToolName != toolUpdatePlan {
		t.Errorf("a refused update_plan decoded as %+v, %v", ev, err)
	}
}
