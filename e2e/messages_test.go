package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A bad option saved with /plugin configure was told on every hook event of
// a session (4-5 times with one subagent), without the value used. In the
// real client it is told once, at the session's start, with the value in
// force, and the contracts it meant to change still hold.
func TestBadOptionToldOncePerSession(t *testing.T) {
	t.Parallel()
	s := newSession(t, defersThen("Picked PostgreSQL: the billing service already runs it.", "Done."))
	// Where Claude Code saves the options of a plugin loaded with
	// --plugin-dir: the user's settings.json, under "<name>@inline".
	settings := filepath.Join(s.home, ".claude", "settings.json")
	if err := os.MkdirAll(filepath.Dir(settings), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(settings, []byte(`{"pluginConfigs": {"team@inline": {"options": {"contracts_off": "no-deferal"}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s.run("Set up the storage layer.")

	var told []string
	for _, m := range systemMessages(t, s.stdout) {
		if strings.Contains(m, "option contracts_off") {
			told = append(told, m)
		}
	}
	if len(told) != 1 {
		t.Fatalf("the bad option was told %d times in one session, want once: %q", len(told), told)
	}
	mustContain(t, "the bad option's message", told[0],
		"option contracts_off: unknown contract(s) no-deferal (did you mean no-deferral?", "switched off: none")
	// Nothing was switched off: the deferral is still blocked.
	sub := s.api.Subagent(onlyAgent(t, s.api))
	if len(sub) < 2 {
		t.Fatalf("the subagent made %d requests: its deferral was not blocked", len(sub))
	}
	mustContain(t, "the block reason", feedback(t, sub[1]), strings.TrimSuffix(deferral, "."))
}

// hookAnswers lists what each hook run of a session answered, from the
// client's debug log (stream-json shows the answers of some events only:
// not a SubagentStop's).
func hookAnswers(t *testing.T, debugLog string) []string {
	t.Helper()
	data, err := os.ReadFile(debugLog)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if i := strings.Index(line, `"Hook `); i >= 0 && strings.Contains(line, `) success:\n`) {
			out = append(out, line[i:])
		}
	}
	return out
}

// systemMessages lists what the hooks of a run showed the user, from its
// stream-json output: the output of SessionStart hooks, and the notices of
// the others ("<event> says: <message>").
func systemMessages(t *testing.T, stream []byte) []string {
	t.Helper()
	var out []string
	for _, line := range strings.Split(string(stream), "\n") {
		var ev struct {
			Type, Subtype, Stdout, Content string
		}
		if json.Unmarshal([]byte(line), &ev) != nil || ev.Type != "system" {
			continue
		}
		switch ev.Subtype {
		case "hook_response":
			var answer struct {
				SystemMessage string `json:"systemMessage"`
			}
			if json.Unmarshal([]byte(ev.Stdout), &answer) == nil && answer.SystemMessage != "" {
				out = append(out, answer.SystemMessage)
			}
		case "informational":
			out = append(out, ev.Content)
		}
	}
	return out
}
