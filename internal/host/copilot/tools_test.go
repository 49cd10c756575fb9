package copilot

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
)

// asked is what an event says was asked and answered, read as the engine
// reads AskUserQuestion's input and result.
func asked(t *testing.T, ev *hook.Event) (questions []string, answers map[string]string) {
	t.Helper()
	var in struct {
		Questions []struct {
			Question string `json:"question"`
		} `json:"questions"`
	}
	var out struct {
		Answers map[string]string `json:"answers"`
	}
	if err := json.Unmarshal(ev.ToolInput, &in); err != nil {
		t.Fatalf("tool_input %s: %v", ev.ToolInput, err)
	}
	if err := json.Unmarshal(ev.ToolResponse, &out); err != nil {
		t.Fatalf("tool_response %s: %v", ev.ToolResponse, err)
	}
	for _, q := range in.Questions {
		questions = append(questions, q.Question)
	}
	return questions, out.Answers
}

// ask_user, which Copilot reports as AskUserQuestion with its own form,
// reaches the engine as AskUserQuestion's questions and answers: each
// field's title and the value the user gave it.
func TestDecodeAskUserAnswers(t *testing.T) {
	ev := decode(t, "PostToolUse.main.AskUserQuestion.json")
	if ev.ToolName != hook.ToolAskUserQuestion || ev.AgentID != "" {
		t.Fatalf("ask_user decoded as %+v", ev)
	}
	qs, answers := asked(t, ev)
	if want := []string{"Which cache?", "Which database?"}; !reflect.DeepEqual(qs, want) {
		t.Errorf("questions %q, want %q", qs, want)
	}
	if want := map[string]string{"Which cache?": "Redis", "Which database?": "Postgres"}; !reflect.DeepEqual(answers, want) {
		t.Errorf("answers %v, want %v", answers, want)
	}
	// In copilot -p, ask_user does not exist; the call the model makes
	// anyway still fires PreToolUse, with the older input, and nothing
	// after it: nothing to record.
	if pre := decode(t, "PreToolUse.main.AskUserQuestion.unstructured.json"); pre.ToolName != toolAskUser || pre.ToolResponse != nil {
		t.Errorf("PreToolUse of ask_user decoded as %+v", pre)
	}
}

func TestFormAnswers(t *testing.T) {
	form := func(fields ...string) json.RawMessage {
		props := map[string]any{}
		for i := 0; i < len(fields); i += 2 {
			props[fields[i]] = map[string]any{"type": "string", "title": fields[i+1]}
		}
		raw, _ := json.Marshal(map[string]any{"message": "m", "requestedSchema": map[string]any{"properties": props}})
		return raw
	}
	two := form("q1", "Which database?", "q2", "Which cache?")
	tests := []struct {
		name   string
		input  json.RawMessage
		result string
		want   []hook.QuestionAnswer
	}{
		// Seen in the real client: one field is answered with its value alone.
		{"one field", form("q1", "Which database?"), "User responded: Postgres", []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres"}}},
		{"one field named", form("q1", "Which database?"), "User responded: q1=Postgres", []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres"}}},
		{"two fields", two, "User responded: q1=Postgres, q2=Redis", []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres"}, {Question: "Which cache?", Answer: "Redis"}}},
		{"in another order", two, "User responded: q2=Redis, q1=Postgres", []hook.QuestionAnswer{{Question: "Which cache?", Answer: "Redis"}, {Question: "Which database?", Answer: "Postgres"}}},
		{"a value with a comma", two, "User responded: q1=Postgres, then SQLite, q2=None", []hook.QuestionAnswer{{Question: "Which database?", Answer: "Postgres, then SQLite"}, {Question: "Which cache?", Answer: "None"}}},
		{"a field left out", two, "User responded: q2=Redis", []hook.QuestionAnswer{{Question: "Which cache?", Answer: "Redis"}}},
		{"a prefix of another field's name", form("q1", "A?", "q10", "B?"), "User responded: q1=x, q10=y", []hook.QuestionAnswer{{Question: "A?", Answer: "x"}, {Question: "B?", Answer: "y"}}},
		{"a field without a title", form("database", ""), "User responded: Postgres", []hook.QuestionAnswer{{Question: "database", Answer: "Postgres"}}},
		{"declined", two, "User declined to answer.", nil},
		{"no form", json.RawMessage(`{"question":"Which database?","choices":["Postgres"]}`), "User responded: Postgres", nil},
		{"not JSON", json.RawMessage(`[`), "User responded: Postgres", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := formAnswers(tt.input, tt.result); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("formAnswers = %q, want %q", got, tt.want)
			}
		})
	}
}

// write_agent to an agent is a resume: SendMessage to its agent id.
func TestDecodeWriteAgentAsAResume(t *testing.T) {
	ev := decode(t, "PostToolUse.main.write_agent.json")
	if ev.ToolName != hook.ToolSendMessage || string(ev.ToolInput) != `{"to":"0a634be6-a5ee-41f3-af19-42bbba95ac09"}` || ev.ToolResponse != nil {
		t.Errorf("write_agent decoded as %+v (%s)", ev, ev.ToolInput)
	}
}

// Copilot keeps an agent's todos in a SQL table it writes with its sql
// tool: PostToolUse fires inside the agent, but holds only the query text,
// not a list. team-hook leaves it as it is, so todo-first has nothing to
// read on Copilot.
func TestSQLTodosAreNotATodoList(t *testing.T) {
	ev := decode(t, "PostToolUse.subagent.sql.json")
	if ev.ToolName != "sql" || ev.AgentID != "0a634be6-a5ee-41f3-af19-42bbba95ac09" {
		t.Fatalf("sql decoded as %+v", ev)
	}
	var in struct{ Query string }
	if json.Unmarshal(ev.ToolInput, &in) != nil || in.Query != "INSERT INTO todos (id, title, status) VALUES ('pick-db', 'Pick the database', 'in_progress')" {
		t.Errorf("sql input %s", ev.ToolInput)
	}
}
