package hook

import "encoding/json"

// The engine acts on the orchestrator's and the agents' tools under Claude
// Code's names and input shapes. Another host's adapter that reads the
// same act from its own tool (its ask-the-user tool, the one that resumes
// an agent, its todo tool) rewrites the event with these, so the engine
// never learns a host's tool.
const (
	ToolAskUserQuestion = "AskUserQuestion"
	ToolSendMessage     = "SendMessage"
	ToolTodoWrite       = "TodoWrite"
)

// QuestionAnswer is one question the orchestrator put to the user, word
// for word, and the user's answer ("A, C" for several choices).
type QuestionAnswer struct {
	Question, Answer string
}

// Asked makes e the result of Claude Code's AskUserQuestion that asked
// these questions and got these answers.
func (e *Event) Asked(answers []QuestionAnswer) {
	type question struct {
		Question string `json:"question"`
	}
	in := struct {
		Questions []question `json:"questions"`
	}{}
	out := struct {
		Answers map[string]string `json:"answers"`
	}{Answers: map[string]string{}}
	for _, qa := range answers {
		in.Questions = append(in.Questions, question{qa.Question})
		out.Answers[qa.Question] = qa.Answer
	}
	e.ToolName = ToolAskUserQuestion
	e.ToolInput, _ = json.Marshal(in)
	e.ToolResponse, _ = json.Marshal(out)
}

// MessageTo makes e the result of Claude Code's SendMessage to an agent:
// to is its agent id (or its name).
func (e *Event) MessageTo(to string) {
	e.ToolName = ToolSendMessage
	e.ToolInput, _ = json.Marshal(map[string]string{"to": to})
	e.ToolResponse = nil
}

// TodoItem is one step of an agent's todo list; Status is pending,
// in_progress or completed.
type TodoItem struct {
	Content string `json:"content"`
	Status  string `json:"status"`
}

// WroteTodos makes e the result of Claude Code's TodoWrite that set the
// agent's whole list to items.
func (e *Event) WroteTodos(items []TodoItem) {
	if items == nil {
		items = []TodoItem{}
	}
	e.ToolName = ToolTodoWrite
	e.ToolInput, _ = json.Marshal(map[string][]TodoItem{"todos": items})
	e.ToolResponse = nil
}
