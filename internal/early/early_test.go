package early

import (
	"strings"
	"testing"
)

// In a test binary init reads nothing, so every reader is the caller's.
func TestEventLeavesOtherReadersToTheCaller(t *testing.T) {
	if _, ok, _ := Event(strings.NewReader(`{"hook_event_name":"Stop"}`)); ok {
		t.Fatal("Event claimed a reader init never read")
	}
}

func TestOptionsParse(t *testing.T) {
	env := func(kv map[string]string) func(string) string {
		return func(k string) string { return kv[k] }
	}
	if !optionsParse(env(nil)) {
		t.Error("no options set: should parse")
	}
	if !optionsParse(env(map[string]string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET": "3"})) {
		t.Error("retry_budget 3 should parse")
	}
	if optionsParse(env(map[string]string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET": "lots"})) {
		t.Error("retry_budget lots should not parse")
	}
	if optionsParse(env(map[string]string{"CLAUDE_PLUGIN_OPTION_FAILURE_MODE": "sometimes"})) {
		t.Error("failure_mode sometimes should not parse")
	}
}
