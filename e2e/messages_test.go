package e2e

import (
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
