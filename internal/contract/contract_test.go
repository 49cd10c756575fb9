package contract

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestForSkills(t *testing.T) {
	got := ForSkills([]string{"team:agent-open-questions", "Progress-Tracking", "other:subagent-contract", "handoff", "team:agent-teams", "unrelated"}).Names()
	if !slices.Equal(got, All()) {
		t.Fatalf("got %v", got)
	}
	if got := ForSkills(nil).Names(); !slices.Equal(got, []Name{Envelope, NoDeferral}) {
		t.Fatalf("defaults %v", got)
	}
}

func TestParseAndSort(t *testing.T) {
	if n, err := Parse(" Todo-First "); err != nil || n != TodoFirst {
		t.Fatalf("%v %v", n, err)
	}
	if _, err := Parse("todo"); err == nil {
		t.Fatal("unknown name parsed")
	}
	vs := []Violation{{Contract: Handoff, Line: 1}, {Contract: Envelope, Line: 9}, {Contract: Envelope, Line: 2}}
	Sort(vs)
	if vs[0].Line != 2 || vs[1].Line != 9 || vs[2].Contract != Handoff {
		t.Fatalf("%v", vs)
	}
	if s := (Violation{Contract: Envelope, Line: 3, Message: "m"}).String(); s != "envelope (line 3): m" {
		t.Fatal(s)
	}
}

// PluginSkills is the plugin's skills/ folder: lint and check refuse any
// other name with the team: prefix.
func TestPluginSkillsAreTheShippedOnes(t *testing.T) {
	entries, err := os.ReadDir("../../skills")
	if err != nil {
		t.Fatal(err)
	}
	var shipped []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join("../../skills", e.Name(), "SKILL.md")); err == nil {
			shipped = append(shipped, e.Name())
		}
	}
	if !slices.Equal(shipped, PluginSkills()) {
		t.Fatalf("skills/ holds %v; PluginSkills lists %v", shipped, PluginSkills())
	}
	for _, n := range All() {
		if sk := Skill(n); sk != "" && !IsPluginSkill("team:"+sk) {
			t.Errorf("contract %s is switched on by %s, which the plugin does not ship", n, sk)
		}
	}
}

func TestNearest(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"agent-open-question", "agent-open-questions"},
		{"subagent-contracts", "subagent-contract"},
		{"handof", "handoff"},
		{"progress", ""},
		{"no-deferal", ""}, // not a skill
	} {
		if got := Nearest(c.in, PluginSkills()); got != c.want {
			t.Errorf("Nearest(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if _, err := Parse("no-deferal"); err == nil || !strings.Contains(err.Error(), "did you mean no-deferral?") {
		t.Errorf("Parse(no-deferal) = %v", err)
	}
}
