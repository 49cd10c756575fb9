package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The start of a real pane teammate's transcript names it; a real lead's
// does not, and the search stops at its first reply.
func TestTeammateOf(t *testing.T) {
	tm, err := TeammateOf(filepath.Join("testdata", "transcript.pane-teammate.head.jsonl"))
	if err != nil || tm == nil || tm.Name != "worker" || tm.Team != "my-team" {
		t.Fatalf("pane teammate: %+v %v", tm, err)
	}
	if tm, err := TeammateOf(filepath.Join("testdata", "transcript.lead.head.jsonl")); tm != nil || err != nil {
		t.Fatalf("lead: %+v %v", tm, err)
	}
	if tm, err := TeammateOf(filepath.Join("testdata", "transcript.subagent.jsonl")); tm != nil || err != nil {
		t.Fatalf("plain subagent: %+v %v", tm, err)
	}
	if tm, err := TeammateOf(filepath.Join(t.TempDir(), "missing.jsonl")); tm != nil || err != nil {
		t.Fatalf("missing: %+v %v", tm, err)
	}
	if _, err := TeammateOf(t.TempDir()); err == nil {
		t.Fatal("a directory read as a transcript")
	}
}

// A team_context written after the first reply is not the session's (a
// teammate is noted before it answers), nor one past MaxHead; lines longer
// than the read buffer are read whole.
func TestTeammateOfBounds(t *testing.T) {
	pane, err := os.ReadFile(filepath.Join("testdata", "transcript.pane-teammate.head.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(pane), "\n")
	var team, reply string
	for _, l := range lines {
		switch {
		case strings.Contains(l, `"type":"team_context"`):
			team = l
		case strings.Contains(l, `"type":"assistant"`):
			reply = l
		}
	}
	write := func(content string) string {
		p := filepath.Join(t.TempDir(), "t.jsonl")
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if tm, _ := TeammateOf(write(reply + team)); tm != nil {
		t.Errorf("after the first reply: %+v", tm)
	}
	huge := `{"type":"attachment","attachment":{"type":"skill_listing","content":"` + strings.Repeat("x", 3*chunk) + `"}}` + "\n"
	if tm, _ := TeammateOf(write(huge + team)); tm == nil || tm.Name != "worker" {
		t.Errorf("after a long line: %+v", tm)
	}
	filler := strings.Repeat(`{"type":"attachment","attachment":{"type":"x"}}`+"\n", MaxHead/48+1)
	if tm, _ := TeammateOf(write(filler + team)); tm != nil {
		t.Errorf("past MaxHead: %+v", tm)
	}
	if tm, _ := TeammateOf(write(strings.TrimSuffix(team, "\n"))); tm == nil {
		t.Error("a last line without a newline")
	}
}

func TestTeammateSidecar(t *testing.T) {
	p := SidecarPath("/h/.claude/projects/p/45185231-491b.jsonl", "aworker-bdf6c09927c2633d")
	if want := filepath.Join("/h/.claude/projects/p/45185231-491b", "subagents", "agent-aworker-bdf6c09927c2633d.meta.json"); p != want {
		t.Fatalf("SidecarPath = %q, want %q", p, want)
	}
	if SidecarPath("/t.jsonl", "../x") != "" || SidecarPath("", "a") != "" {
		t.Fatal("an unsafe sidecar path")
	}
	tm, err := TeammateSidecar(filepath.Join("testdata", "agent-aworker-bdf6c09927c2633d.meta.json"))
	if err != nil || tm == nil || tm.Name != "worker" || tm.Team != "session-45185231" || tm.Definition != "hooktest:worker" {
		t.Fatalf("%+v %v", tm, err)
	}
	plain := filepath.Join(t.TempDir(), "agent-a1.meta.json")
	os.WriteFile(plain, []byte(`{"agentType":"general-purpose","isBuiltIn":true}`), 0o600)
	if tm, err := TeammateSidecar(plain); tm != nil || err != nil {
		t.Fatalf("plain subagent: %+v %v", tm, err)
	}
	if tm, err := TeammateSidecar(filepath.Join(t.TempDir(), "none.meta.json")); tm != nil || err != nil {
		t.Fatalf("missing: %+v %v", tm, err)
	}
}
