package engine_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/engine"
	"github.com/team-hook/team-hook/internal/hook"
)

func pauseText(stateFile string) string {
	return "Halfway: the schema is drafted.\n\nPAUSED_FOR_INPUT: " + stateFile + "\n```json\n" +
		`{"questions":[{"id":"db","question":"` + dbQ + `","header":"Database","options":[{"label":"PostgreSQL","description":"d"},{"label":"SQLite","description":"d"}]}]}` + "\n```\n"
}

const checkpointOK = "# Checkpoint\n\n## Progress\nSchema drafted.\n\n## Files\n- db/schema.sql\n\n## Pending decision\nWhich database.\n\n## Next step\nWrite the migration.\n"

// A pause's state file must exist and hold progress, files, the pending
// decision and the next step; once the questions are answered the
// orchestrator is given the new dispatch that continues from it.
func TestPauseCheckpoint(t *testing.T) {
	deps, _ := dispatchDeps(t)
	write := func(rel, text string) {
		p := filepath.Join(deps.ProjectDir, rel)
		os.MkdirAll(filepath.Dir(p), 0o700)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	stop := func(id, text string) hook.Decision {
		d, err := engine.Handle(stopEvent(t, id, "team:planner", text, ""), deps)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	if d := stop("b1", pauseText(".state/gone.md")); !strings.Contains(d.Block, "the state file .state/gone.md does not exist") {
		t.Errorf("a missing state file was not blocked: %+v", d)
	}
	write(".state/thin.md", "## Progress\nSchema drafted.\n")
	if d := stop("b2", pauseText(".state/thin.md")); !strings.Contains(d.Block, "lacks Files, Pending decision, Next step") {
		t.Errorf("a thin state file was not blocked with what is missing: %+v", d)
	}
	noFile := strings.Replace(pauseText("x"), "PAUSED_FOR_INPUT: x", "PAUSED_FOR_INPUT", 1)
	if d := stop("b3", noFile); !strings.Contains(d.Block, "names no state file") {
		t.Errorf("a pause without a state file was not blocked: %+v", d)
	}
	write(".state/json.json", `{"progress":"drafted","files":["db/schema.sql"],"pending_decision":"db","next_step":"migrate"}`)
	if d := stop("b4", strings.Replace(pauseText(".state/json.json"), dbQ, "Which cache?", 1)); d.Block != "" {
		t.Errorf("a JSON checkpoint with every section was blocked: %s", d.Block)
	}
	write(".state/run.md", checkpointOK)
	if d := stop("b5", pauseText(".state/run.md")); d.Block != "" {
		t.Fatalf("a full checkpoint was blocked: %s", d.Block)
	}

	// Delivered, then answered: the context gives the fallback dispatch.
	res := decode(t, "PostToolUse.main.Agent.foreground-completed.json", map[string]any{"session_id": dsession})
	if _, err := engine.Handle(res, deps); err != nil {
		t.Fatal(err)
	}
	ask := decode(t, "PostToolUse.main.Agent.foreground-completed.json", map[string]any{
		"session_id": dsession, "tool_name": "AskUserQuestion",
		"tool_input":    map[string]any{"questions": []any{map[string]any{"question": dbQ, "header": "Database", "options": []any{map[string]any{"label": "PostgreSQL"}, map[string]any{"label": "SQLite"}}}}},
		"tool_response": map[string]any{"answers": map[string]any{dbQ: dbA}},
	})
	d, err := engine.Handle(ask, deps)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(d.Context, "EXACTLY this input:\n")
	if i < 0 {
		t.Fatalf("no fallback dispatch after the answers:\n%s", d.Context)
	}
	var in map[string]string
	if err := json.NewDecoder(strings.NewReader(d.Context[i+len("EXACTLY this input:\n"):])).Decode(&in); err != nil {
		t.Fatalf("the fallback input is not JSON: %v\n%s", err, d.Context)
	}
	if in["subagent_type"] != "team:planner" {
		t.Errorf("subagent_type = %q", in["subagent_type"])
	}
	for _, want := range []string{".state/run.md", "continue from the next step", dbQ, dbA, `USER_INPUT_RESPONSE {"db":"PostgreSQL"}`} {
		if !strings.Contains(in["prompt"], want) {
			t.Errorf("the fallback prompt lacks %q:\n%s", want, in["prompt"])
		}
	}
}

func TestMissingSections(t *testing.T) {
	for text, want := range map[string]string{
		checkpointOK: "",
		"**Progress:** drafted\n**Files:** a.go\n**Decision pending:** db\n**Next:** migrate\n": "",
		"progress: drafted\nfiles_touched: [a.go]\n":                                            "Pending decision,Next step",
		"Nothing here.": "Progress,Files,Pending decision,Next step",
	} {
		if got := strings.Join(engine.MissingSections(text), ","); got != want {
			t.Errorf("MissingSections(%q) = %q, want %q", text, got, want)
		}
	}
}
