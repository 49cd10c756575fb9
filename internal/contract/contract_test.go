package contract

import (
	"slices"
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
