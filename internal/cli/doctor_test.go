package cli

import (
	"errors"
	"strings"
	"testing"
)

// Without Claude Code on PATH doctor cannot ask it which plugins are
// installed, and says so rather than passing.
func TestDoctorWithoutClaude(t *testing.T) {
	rep := &doctorReport{OK: true}
	if p := doctorPlugin(rep, "", errors.New("not found"), t.TempDir()); p != nil {
		t.Fatalf("a plugin without claude: %+v", p)
	}
	doctorClaude(rep, "", "", errors.New("not found"))
	want := []string{
		"cannot tell whether team is installed: Claude Code is not on PATH",
		"Claude Code is not on PATH: npm install -g @anthropic-ai/claude-code@2.1.330",
	}
	if rep.OK || len(rep.Checks) != 2 {
		t.Fatalf("%+v", rep)
	}
	for i, w := range want {
		if c := rep.Checks[i]; c.Status != statusFail || c.Detail != w {
			t.Errorf("check %d = %+v, want fail %q", i, c, w)
		}
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
