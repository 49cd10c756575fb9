package engine_test

import (
	"encoding/json"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/agents"
	"github.com/team-hook/team-hook/internal/config"
	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/ledger"
)

// snapshot is every file under dir with its content and modification time.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		data := ""
		if !d.IsDir() {
			raw, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			data = string(raw)
		}
		out[p] = info.ModTime().Format(time.RFC3339Nano) + " " + data
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// decode is a real payload, with edits.
func decode(t *testing.T, name string, edits map[string]any) *hook.Event {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(fixture(t, name), &m); err != nil {
		t.Fatal(err)
	}
	maps.Copy(m, edits)
	raw, _ := json.Marshal(m)
	ev, err := claude.Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// A session without a team pays nothing for the team rules: its Stop, its
// task events and calls leave the ledger exactly as it was (not one file
// written or touched) and say nothing, with teams switched on or not.
func TestNoTeamNoLedgerWrites(t *testing.T) {
	project := t.TempDir()
	dir := ledger.DefaultDir(project)
	s, err := ledger.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Fail("a1e80360502c92676", ledger.Stop{SessionID: "97cba4eb-bc75-400c-acea-97ec1a47024b", AgentType: "team:questioner"}, "/f.md", time.Now()); err != nil {
		t.Fatal(err)
	}
	leadHead, _ := filepath.Abs(filepath.Join("..", "transcript", "testdata", "transcript.lead.head.jsonl"))
	events := []*hook.Event{
		decode(t, "Stop.main.stop_hook_active-false.json", map[string]any{"transcript_path": leadHead}),
		decode(t, "Stop.main.stop_hook_active-true.json", nil),
		decode(t, "teams/TaskCreated.lead.json", nil),
		decode(t, "teams/TaskCompleted.subagent.no-team.json", nil),
		decode(t, "teams/PreToolUse.teammate.SendMessage.json", map[string]any{"agent_id": nil, "agent_type": nil}),
		decode(t, "teams/PreToolUse.teammate.TaskUpdate.completed.json", map[string]any{
			"agent_id": nil, "agent_type": nil,
			"tool_input": map[string]any{"taskId": "1", "status": "completed", "metadata": map[string]any{"intentional_wait": "soon"}},
		}),
		decode(t, "teams/PreToolUse.teammate.SendMessage.json", map[string]any{"agent_id": "ab5cce6ba2e496d5c", "agent_type": "general-purpose"}),
		decode(t, "PostToolUse.subagent.TaskCreate.json", map[string]any{"agent_id": nil, "agent_type": nil}),
	}
	deps := engine.Deps{
		ProjectDir: project, Ledger: ledger.At(dir), Config: config.Config{RetryBudget: 2},
		Agents: agents.Env{ProjectDir: project}, Host: claude.Tools(),
	}
	before := snapshot(t, dir)
	for _, ev := range events {
		if d, err := engine.Handle(ev, deps); err != nil || !d.Empty() {
			t.Errorf("%s %s: %+v, %v", ev.Name, ev.ToolName, d, err)
		}
	}
	if after := snapshot(t, dir); !maps.Equal(before, after) {
		t.Errorf("the ledger changed:\nbefore %v\nafter  %v", before, after)
	}

	// With agent teams switched on, the main agent may lead a team before
	// its first spawn: its task call is its team's, the one file written.
	deps.AgentTeams = true
	if d, err := engine.Handle(events[len(events)-1], deps); err != nil || !d.Empty() {
		t.Fatalf("%+v, %v", d, err)
	}
	after := snapshot(t, dir)
	team := filepath.Join(dir, "teams", "session-"+events[len(events)-1].SessionID[:8]+".json")
	if _, ok := after[team]; !ok {
		t.Fatalf("no team file %s: %v", team, after)
	}
	delete(after, team)
	delete(after, filepath.Join(dir, "teams"))
	delete(after, dir) // a folder was added to it
	delete(before, dir)
	if !maps.Equal(before, after) {
		t.Errorf("more than the team file changed:\nbefore %v\nafter  %v", before, after)
	}
}
