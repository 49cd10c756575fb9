package e2e

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/testwait"
)

// The login turn of the result test data: a project, and the final
// messages of two result agents reviewing it. The same messages are
// checked by TestNoPassingMessageStartsFailing.
const loginTurn = "../internal/result/testdata/turns/login"

// copyProject copies a test data project into the session's project.
func (s *session) copyProject(src string) {
	s.t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		s.writeFile(rel, string(data), 0o644)
		return nil
	})
	if err != nil {
		s.t.Fatal(err)
	}
}

func turnFile(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(loginTurn, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// hookBinary is the team-hook the plugin under test runs: what hooks.json
// starts, the platform's binary in the launcher's place once an event ran.
func hookBinary(s *session) string {
	return filepath.Join(s.plugin, filepath.FromSlash(install.Launcher))
}

// rollupMarker opens the roll-up text the orchestrator is given.
const rollupMarker = "the results of 2 agents you started in one turn, rolled up"

// Two result agents run in parallel in the background, as Claude Code
// starts agents by default. One misquotes the code it cites: it is blocked
// with the file's real line, fixes its quote and finishes. The second
// agent's stop comes in a later turn of the orchestrator (the first one's
// task-notification), yet both results are rolled up as the turn that
// started them: the orchestrator gets the roll-up once, its severity
// conflict as an AskUserQuestion input that the real tool accepts, and the
// user's answer is kept. With orchestrator_rules off (the default) the
// orchestrator's four direct reads all go through.
func TestResultsRollUpAcrossParallelAgents(t *testing.T) {
	t.Parallel()
	const answer = "critical"
	answerFile := filepath.Join(t.TempDir(), "pretooluse-answer.json")
	explorer, misquote, fixed := turnFile(t, "explorer.md"), turnFile(t, "auditor.misquote.md"), turnFile(t, "auditor.md")
	var s *session
	s = newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		if r.IsSubagent() {
			switch {
			case strings.Contains(r.FirstUserText(), "EXPLORER-TASK"):
				return fakeapi.Text(explorer)
			case r.CountUser(feedbackPrefix) == 0:
				return fakeapi.Text(misquote)
			}
			// Stop only once the explorer's task-notification has started
			// another turn of the orchestrator: this stop carries that
			// turn's prompt_id, not the one that started the agent.
			s.api.Await(func(q *fakeapi.Request) bool {
				return q.IsConversation() && !q.IsSubagent() && strings.Contains(q.TurnText(), "<task-notification>")
			}, testwait.Left(t))
			return fakeapi.Text(fixed)
		}
		uses := r.ToolUses()
		turn := r.TurnText()
		switch {
		case len(uses) < 4:
			return fakeapi.ToolUse("Read", map[string]any{"file_path": filepath.Join(s.project, "notes", fmt.Sprintf("n%d.txt", len(uses)+1))})
		case len(uses) == 4:
			agent := func(task string) fakeapi.ReplyBlock {
				return fakeapi.ToolBlock("Agent", map[string]any{
					"description": "Review sign-in", "subagent_type": "team:researcher",
					"prompt": task + ": review src/auth/login.ts and report in the result format.",
				})
			}
			return fakeapi.Blocks(agent("EXPLORER-TASK"), agent("AUDITOR-TASK"))
		case strings.Contains(turn, rollupMarker):
			inputs := askInputs(turn)
			if len(inputs) != 1 {
				return fakeapi.Text("The roll-up has no question.")
			}
			updated := map[string]any{"questions": inputs[0]["questions"], "answers": map[string]any{conflictQuestion(inputs[0]): answer}}
			out, _ := json.Marshal(map[string]any{"hookSpecificOutput": map[string]any{
				"hookEventName": "PreToolUse", "permissionDecision": "allow", "updatedInput": updated,
			}})
			if err := os.WriteFile(answerFile, out, 0o644); err != nil {
				panic(err)
			}
			return fakeapi.ToolUse("AskUserQuestion", inputs[0])
		}
		return fakeapi.Text("Waiting for the reviewers.")
	})
	s.copyProject(filepath.Join(loginTurn, "project"))
	for i := 1; i <= 4; i++ {
		s.writeFile(fmt.Sprintf("notes/n%d.txt", i), strings.Repeat("a note\n", 10), 0o644)
	}
	s.writeFile(".claude/answer-ask.sh", "#!/bin/sh\ncat >/dev/null\nexec cat '"+answerFile+"'\n", 0o755)
	s.writeFile(".claude/settings.json", `{"hooks":{"PreToolUse":[{"matcher":"AskUserQuestion","hooks":[`+
		`{"type":"command","command":"'`+filepath.Join(s.project, ".claude", "answer-ask.sh")+`'"}]}]}}`, 0o644)
	s.run("Review the sign-in code.", "--permission-prompt-tool", "stdio")

	// Option off: every direct read went through.
	for _, res := range fakeapi.ToolResultTexts(s.api.Main()) {
		if strings.Contains(res, "orchestrator rules") {
			t.Errorf("a read was refused with the option off: %s", res)
		}
	}
	ids := s.api.AgentIDs()
	if len(ids) != 2 {
		t.Fatalf("subagents %v, want two", ids)
	}
	var auditor, explorerID string
	for _, id := range ids {
		if strings.Contains(s.api.Subagent(id)[0].FirstUserText(), "AUDITOR-TASK") {
			auditor = id
		} else {
			explorerID = id
		}
	}
	if n := len(s.api.Subagent(explorerID)); n != 1 {
		t.Errorf("the explorer made %d requests, want 1: its quotes are right", n)
	}
	sub := s.api.Subagent(auditor)
	if len(sub) != 2 {
		t.Fatalf("the auditor made %d requests, want 2 (blocked once on its quote, then let stop)", len(sub))
	}
	mustContain(t, "the auditor's block reason", feedback(t, sub[1]),
		"the code quoted from `src/auth/login.ts:12` is not on that line. Line 12 reads:",
		"12 |   const token = jwt.sign(payload, SECRET, { expiresIn: '1h' });")

	// The roll-up reached the orchestrator once.
	var rolled []*fakeapi.Request
	for _, r := range s.api.Main() {
		if strings.Contains(r.TurnText(), rollupMarker) {
			rolled = append(rolled, r)
		}
	}
	if len(rolled) != 1 {
		t.Fatalf("the roll-up reached %d orchestrator turns, want 1", len(rolled))
	}
	turn := rolled[0].TurnText()
	mustContain(t, "the roll-up", turn, explorerID, auditor,
		"Status: continue (every agent reported SUCCESS)",
		"[critical, confidence 75] Token lifetime hard-coded",
		"call AskUserQuestion with EXACTLY this input:")
	inputs := askInputs(turn)
	if len(inputs) != 1 {
		t.Fatalf("%d AskUserQuestion inputs in the roll-up, want 1:\n%s", len(inputs), turn)
	}
	q := inputs[0]["questions"].([]any)[0].(map[string]any)
	var labels []string
	for _, o := range q["options"].([]any) {
		labels = append(labels, o.(map[string]any)["label"].(string))
	}
	if !reflect.DeepEqual(labels, []string{"critical", "minor"}) || !strings.Contains(q["question"].(string), "src/auth/login.ts:12") {
		t.Errorf("the conflict question %v", q)
	}
	_, asked := afterToolUse(t, s.api, "AskUserQuestion")
	mustContain(t, "the AskUserQuestion result", asked.Content.Text(), `="critical"`)

	// One turn record, holding both results, the later stop's included.
	turns, err := filepath.Glob(filepath.Join(s.ledgerDir(), "turns", "*", "*.json"))
	if err != nil || len(turns) != 1 {
		t.Fatalf("turn records %v, want one", turns)
	}
	// The turn record keeps both results and the user's answer; results
	// shows it to a person.
	cmd := exec.Command(hookBinary(s), "results", "--json")
	cmd.Env = append(os.Environ(), "CLAUDE_PROJECT_DIR="+s.project)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("team-hook results: %v", err)
	}
	var r struct {
		Status string
		Agents []struct {
			AgentID string `json:"agent_id"`
		}
		Issues []struct {
			Location   string
			Severity   string
			Confidence float64
			Agents     []string
		}
		Conflicts []struct{ Location string }
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("results --json: %v\n%s", err, out)
	}
	if r.Status != "continue" || len(r.Agents) != 2 || len(r.Conflicts) != 1 || r.Issues[0].Location != "src/auth/login.ts:12" ||
		r.Issues[0].Confidence != 75 || len(r.Issues[0].Agents) != 2 {
		t.Errorf("results --json:\n%s", out)
	}
	text, err := exec.Command(hookBinary(s), "results", "--ledger", s.ledgerDir()).Output()
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "team-hook results", string(text), "Conflict at src/auth/login.ts:12", "the user chose critical")
	t.Logf("team-hook results:\n%s", text)
}

// conflictQuestion is the question text of an AskUserQuestion input.
func conflictQuestion(input map[string]any) string {
	qs, _ := input["questions"].([]any)
	if len(qs) == 0 {
		return ""
	}
	q, _ := qs[0].(map[string]any)
	s, _ := q["question"].(string)
	return s
}

// With the plugin option orchestrator_rules on, the orchestrator's fourth
// direct read in one turn is refused before it runs, naming the agent to
// delegate to; a subagent it starts reads as much as it needs.
func TestOrchestratorRulesRefuseAFourthRead(t *testing.T) {
	t.Parallel()
	var s *session
	s = newSession(t, func(r *fakeapi.Request) *fakeapi.Reply {
		if !r.IsConversation() {
			return nil
		}
		read := func(n int) *fakeapi.Reply {
			return fakeapi.ToolUse("Read", map[string]any{"file_path": filepath.Join(s.project, "src", fmt.Sprintf("f%d.go", n))})
		}
		uses := r.ToolUses()
		if r.IsSubagent() {
			if len(uses) < 5 {
				return read(len(uses) + 1)
			}
			return fakeapi.Text("Read all five files: each declares one constant.")
		}
		switch {
		case len(uses) < 4:
			return read(len(uses) + 1)
		case len(uses) == 4:
			return fakeapi.ToolUse("Agent", map[string]any{
				"description": "Read the sources", "subagent_type": "general-purpose", "run_in_background": false,
				"prompt": "Read src/f1.go to src/f5.go and say what they declare.",
			})
		}
		return fakeapi.Text("Done.")
	})
	for i := 1; i <= 5; i++ {
		s.writeFile(fmt.Sprintf("src/f%d.go", i), fmt.Sprintf("package src\n\nconst F%d = %d\n", i, i), 0o644)
	}
	// A plugin's options are the user's settings: pluginConfigs, under
	// <name>@inline for a side-loaded plugin.
	settings := filepath.Join(s.home, ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(settings), 0o755)
	if err := os.WriteFile(settings, []byte(`{"pluginConfigs":{"team@inline":{"options":{"orchestrator_rules":true}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s.run("What do the sources declare?")

	var results []fakeapi.Block
	for _, r := range s.api.Main() {
		results = append(results, r.ToolResults()...)
	}
	var reads []string
	for _, res := range results {
		if text := res.Content.Text(); strings.Contains(text, "package src") || strings.Contains(text, "orchestrator rules") {
			reads = append(reads, text)
		}
	}
	if len(reads) != 4 {
		t.Fatalf("%d of the orchestrator's reads came back, want 4:\n%s", len(reads), strings.Join(reads, "\n---\n"))
	}
	for i, text := range reads[:3] {
		if !strings.Contains(text, fmt.Sprintf("const F%d", i+1)) {
			t.Errorf("read %d was not let through: %s", i+1, text)
		}
	}
	mustContain(t, "the fourth read's result", reads[3],
		"team-hook (orchestrator rules): the orchestrator makes at most 3 direct look-ups per turn",
		"Delegate the reading to the team:researcher agent")
	if strings.Contains(reads[3], "const F4") {
		t.Errorf("the fourth read ran: %s", reads[3])
	}
	id := onlyAgent(t, s.api)
	var subReads int
	for _, text := range fakeapi.ToolResultTexts(s.api.Subagent(id)) {
		if strings.Contains(text, "orchestrator rules") {
			t.Errorf("a subagent's read was refused: %s", text)
		}
		if strings.Contains(text, "package src") {
			subReads++
		}
	}
	if subReads != 5 {
		t.Errorf("the subagent read %d files, want 5", subReads)
	}
}
