package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
)

// The question every scenario asks, and the final messages around it.
const (
	question = "Which database should we use?"
	// deferral is the prose the no-deferral contract blocks.
	deferral = "I would ask the user which database to use, but AskUserQuestion is not available to me."
	// feedbackPrefix opens the user turn Claude Code feeds a blocked agent.
	feedbackPrefix = "Stop hook feedback"
	// contextPrefix opens the system message carrying a PostToolUse hook's
	// additional context for the Agent tool.
	agentContextPrefix = "PostToolUse:Agent hook additional context:"
	// promptContextPrefix: the same for UserPromptSubmit (a background
	// agent's task-notification turn).
	promptContextPrefix = "UserPromptSubmit hook additional context:"
)

// envelopeMessage is a final message that ends with an envelope asking
// question with the given header.
func envelopeMessage(header string) string {
	env := map[string]any{"openQuestions": []any{map[string]any{
		"question": question,
		"header":   header,
		"options": []any{
			map[string]any{"label": "Postgres", "description": "Relational; needs a server."},
			map[string]any{"label": "SQLite", "description": "Embedded; one file."},
		},
	}}}
	raw, err := json.MarshalIndent(env, "", "  ")
	if err != nil {
		panic(err)
	}
	return "The schema depends on the database, so the choice is the user's.\n\n```json\n" + string(raw) + "\n```\n"
}

// wantAsk is the AskUserQuestion input the envelope of envelopeMessage("Database")
// becomes: the same questions with the defaults filled in.
func wantAsk() any {
	var v any
	err := json.Unmarshal([]byte(`{"questions":[{"question":"Which database should we use?","header":"Database",
		"options":[{"label":"Postgres","description":"Relational; needs a server."},
		{"label":"SQLite","description":"Embedded; one file."}],"multiSelect":false}]}`), &v)
	if err != nil {
		panic(err)
	}
	return v
}

// launch is the orchestrator's Agent call for the questioner.
func launch(foreground bool) *fakeapi.Reply {
	in := map[string]any{
		"description":   "Pick a database",
		"prompt":        "Find out which database the project should use.",
		"subagent_type": "team:questioner",
	}
	if foreground {
		in["run_in_background"] = false
	}
	return fakeapi.ToolUse("Agent", in)
}

// defersThen is the script of a run in which the orchestrator starts the
// questioner in the foreground; the questioner defers in prose, and once
// blocked answers with final; the orchestrator then ends with done.
func defersThen(final, done string) fakeapi.Script {
	return func(r *fakeapi.Request) *fakeapi.Reply {
		switch {
		case !r.IsConversation():
			return nil
		case r.IsSubagent() && r.CountUser(feedbackPrefix) == 0:
			return fakeapi.Text(deferral)
		case r.IsSubagent():
			return fakeapi.Text(final)
		case len(r.ToolUses()) == 0:
			return launch(true)
		}
		return fakeapi.Text(done)
	}
}

// askInputs returns every JSON object in text that has a top-level
// "questions" key: AskUserQuestion inputs, however they are laid out.
func askInputs(text string) []map[string]any {
	var out []map[string]any
	for i := 0; i < len(text); i++ {
		if text[i] != '{' {
			continue
		}
		dec := json.NewDecoder(strings.NewReader(text[i:]))
		var v map[string]any
		if dec.Decode(&v) != nil {
			continue
		}
		if _, ok := v["questions"]; ok {
			out = append(out, v)
			i += int(dec.InputOffset()) - 1
		}
	}
	return out
}

// turnSystem returns the system messages of r's last turn that start with
// prefix.
func turnSystem(r *fakeapi.Request, prefix string) []string {
	var out []string
	for _, m := range r.Turn() {
		if t := m.Content.Text(); m.Role == "system" && strings.HasPrefix(t, prefix) {
			out = append(out, t)
		}
	}
	return out
}

// afterToolUse finds the first main-agent request whose last turn holds the
// result of the orchestrator's first call of tool, and that result.
func afterToolUse(t *testing.T, api *fakeapi.Server, tool string) (*fakeapi.Request, fakeapi.Block) {
	t.Helper()
	for _, r := range api.Main() {
		for _, res := range r.ToolResults() {
			for _, use := range r.ToolUses() {
				if use.ID == res.ToolUseID && use.Name == tool {
					return r, res
				}
			}
		}
	}
	t.Fatalf("the orchestrator never received the result of its %s call", tool)
	return nil, fakeapi.Block{}
}

// onlyAgent is the id of the one subagent of the run.
func onlyAgent(t *testing.T, api *fakeapi.Server) string {
	t.Helper()
	ids := api.AgentIDs()
	if len(ids) != 1 {
		t.Fatalf("subagents seen: %v, want exactly one", ids)
	}
	return ids[0]
}

// checkDelivery asserts that one system message of the turn, opened by
// prefix, gives the orchestrator the exact AskUserQuestion input and the
// agent's id.
func checkDelivery(t *testing.T, r *fakeapi.Request, prefix, agentID string) {
	t.Helper()
	msgs := turnSystem(r, prefix)
	if len(msgs) == 0 {
		t.Fatalf("request #%d: no %q message in the orchestrator's turn:\n%s", r.Seq, prefix, r.TurnText())
	}
	text := strings.Join(msgs, "\n")
	inputs := askInputs(text)
	if len(inputs) != 1 {
		t.Fatalf("request #%d: %d AskUserQuestion inputs in the hook context, want 1:\n%s", r.Seq, len(inputs), text)
	}
	if got, want := any(inputs[0]), wantAsk(); !reflect.DeepEqual(got, want) {
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		t.Errorf("delivered AskUserQuestion input\n got %s\nwant %s", g, w)
	}
	if !strings.Contains(text, agentID) {
		t.Errorf("the hook context does not name agent %s:\n%s", agentID, text)
	}
}

// feedback is the text of the stop-hook feedback in r's last turn, failing
// when there is none.
func feedback(t *testing.T, r *fakeapi.Request) string {
	t.Helper()
	text := r.TurnText()
	if !strings.Contains(text, feedbackPrefix) || !strings.Contains(text, "team-hook:") {
		t.Fatalf("request #%d: the subagent was not fed a team-hook block reason; its turn:\n%s", r.Seq, text)
	}
	return text
}

// readJSON decodes a JSON file the hook wrote.
func readJSON(t *testing.T, path string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s is not a JSON object: %v\n%s", path, err, data)
	}
	return v
}

// hasAnswer reports whether some "answers" object anywhere in v maps
// question to answer.
func hasAnswer(v any, question, answer string) bool {
	switch v := v.(type) {
	case map[string]any:
		if a, ok := v["answers"].(map[string]any); ok && a[question] == answer {
			return true
		}
		for _, x := range v {
			if hasAnswer(x, question, answer) {
				return true
			}
		}
	case []any:
		for _, x := range v {
			if hasAnswer(x, question, answer) {
				return true
			}
		}
	}
	return false
}

var agentIDInResult = regexp.MustCompile(`agentId: ([A-Za-z0-9_-]+)`)

// agentIDFrom reads the agent id Claude Code appends to an Agent tool
// result.
func agentIDFrom(text string) string {
	if m := agentIDInResult.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	return ""
}

// ledgerRecord is the path of an agent's ledger record.
func (s *session) ledgerRecord(agentID string) string {
	return filepath.Join(s.ledgerDir(), "agents", agentID+".json")
}

func mustContain(t *testing.T, what, text string, subs ...string) {
	t.Helper()
	for _, sub := range subs {
		if !strings.Contains(text, sub) {
			t.Errorf("%s does not contain %q:\n%s", what, sub, text)
		}
	}
}

func describe(r *fakeapi.Request) string {
	return fmt.Sprintf("request #%d", r.Seq)
}

// userAnswers stands in for the person at AskUserQuestion: a PreToolUse
// hook in the project's settings answers the call with the answer the
// script chose just before making it, as the client lets such a hook do
// headlessly.
type userAnswers struct{ file string }

func newUserAnswers(t *testing.T) userAnswers {
	return userAnswers{file: filepath.Join(t.TempDir(), "pretooluse-answer.json")}
}

// answerAsks registers the answering hook in the session's project.
func (s *session) answerAsks(a userAnswers) {
	s.t.Helper()
	s.writeFile(".claude/answer-ask.sh", "#!/bin/sh\ncat >/dev/null\nexec cat '"+a.file+"'\n", 0o755)
	s.writeFile(".claude/settings.json", `{"hooks":{"PreToolUse":[{"matcher":"AskUserQuestion","hooks":[`+
		`{"type":"command","command":"'`+filepath.Join(s.project, ".claude", "answer-ask.sh")+`'"}]}]}}`, 0o644)
}

// answer makes the next AskUserQuestion call with ask get the question
// answered with label: the hook allows it with the input the orchestrator
// sends plus the user's choice.
func (a userAnswers) answer(ask map[string]any, label string) {
	updated := map[string]any{"questions": ask["questions"], "answers": map[string]any{question: label}}
	out, err := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
		"hookEventName": "PreToolUse", "permissionDecision": "allow", "updatedInput": updated,
	}})
	if err != nil {
		panic(err)
	}
	if err := os.WriteFile(a.file, out, 0o644); err != nil {
		panic(err)
	}
}
