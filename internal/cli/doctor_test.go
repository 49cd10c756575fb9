package cli

import (
	"errors"
	"strings"
	"testing"
)

// With no host found at all, doctor says Claude Code is missing and how to
// get it, rather than passing.
func TestDoctorWithoutClaude(t *testing.T) {
	rep := &doctorReport{}
	doctorClaude(rep, "", "", errors.New("not found"))
	want := "Claude Code is not on PATH: npm install -g @anthropic-ai/claude-code@2.1.330"
	if !rep.failed || len(rep.Checks) != 1 || rep.Checks[0].Status != statusFail || rep.Checks[0].Detail != want {
		t.Fatalf("%+v, want one failure %q", rep, want)
	}
}

// A warning alone is no failure; a failure is.
func TestDoctorWarningIsNoFailure(t *testing.T) {
	rep := &doctorReport{}
	rep.add("todo-tools", statusWarn, "no todo tools")
	if rep.failed || !rep.warned {
		t.Fatalf("%+v", rep)
	}
	rep.add("hooks", statusFail, "broken")
	if !rep.failed {
		t.Fatalf("%+v", rep)
	}
}

func TestOlder(t *testing.T) {
	for _, c := range []struct {
		v, than string
		want    bool
	}{
		{"2.1.300", "2.1.330", true},
		{"2.1.330", "2.1.330", false},
		{"2.1.331", "2.1.330", false},
		{"2.2.0", "2.1.330", false},
		{"1.9.999", "2.1.330", true},
		{"2.1", "2.1.330", true},
		{"dev", "2.1.330", false},
	} {
		if got := older(c.v, c.than); got != c.want {
			t.Errorf("older(%s, %s) = %v", c.v, c.than, got)
		}
	}
	if !strings.Contains(claudeInstallHint, "@2.1.330") {
		t.Errorf("the install hint names no version: %s", claudeInstallHint)
	}
}
