package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// hostCLI is a client the plugin runs in, and how the tests find it.
type hostCLI struct {
	name       string // the command, on $PATH or in <repo>/node_modules/.bin
	pathEnv    string // names the binary to use instead
	requireEnv string // set (as CI does): a missing client fails the test
	npm        string // the package that installs it
	version    string // the version the scenarios were written against
}

// findCLI finds the client through $<pathEnv>, then the command on $PATH,
// then <repo>/node_modules/.bin and <repo>/.build/hosts/node_modules/.bin
// (where .ci/run installs the other hosts), or skips the test with a
// notice; with $<requireEnv> set it fails instead, so that CI never passes
// by skipping.
func findCLI(t *testing.T, c hostCLI) string {
	t.Helper()
	if p := os.Getenv(c.pathEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s=%s: %v", c.pathEnv, p, err)
		}
		return p
	}
	if p, err := exec.LookPath(c.name); err == nil {
		return p
	}
	for _, dir := range []string{"", filepath.Join(".build", "hosts")} {
		p := filepath.Join(repoRoot(t), dir, "node_modules", ".bin", c.name)
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	msg := c.name + " not found: install " + c.npm + "@" + c.version + " (npm) to run its end-to-end tests"
	if os.Getenv(c.requireEnv) != "" {
		t.Fatal(msg + " (" + c.requireEnv + " is set, as in CI)")
	}
	skips.add(msg)
	t.Skip(msg)
	return ""
}

// The texts the scenarios of every host share.
const (
	// blockOpening opens the reason team-hook blocks a broken stop with,
	// whatever the host wraps it in.
	blockOpening = "team-hook: your final message breaks the subagent contract"
	// fixedAnswer is a final message that breaks no contract.
	fixedAnswer = "Picked PostgreSQL: the billing service already runs it."
	// loopBound ends a subagent's deferrals in the fake, so that a host or
	// a hook that never lets it stop fails the test instead of hanging it.
	loopBound = 8
)

// dispatchFailureRecords lists the dispatch-failure records (.md) in the
// ledger folder dir.
func dispatchFailureRecords(t *testing.T, dir string) []string {
	t.Helper()
	dir = filepath.Join(dir, "failures")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("no dispatch-failure folder: %v", err)
	}
	var records []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".md") {
			records = append(records, filepath.Join(dir, e.Name()))
		}
	}
	return records
}

// skipWhileHooksUnquoted skips a test that needs hooks.json to quote the
// plugin root. Copilot CLI and Codex CLI substitute ${CLAUDE_PLUGIN_ROOT}
// into the command's text and run it with sh -c (see
// TestCopilotRunsHookCommandsThroughAShell and its Codex twin), so an
// unquoted root with a space splits, the hook never starts and nothing is
// enforced, without a word. The fix is the quoted shell form,
// "\"${CLAUDE_PLUGIN_ROOT}/bin/team-hook\" hook", in every entry.
func skipWhileHooksUnquoted(t *testing.T) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(plugin(t), "hooks", "hooks.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Hooks map[string][]struct {
			Hooks []struct {
				Command string `json:"command"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("hooks/hooks.json: %v", err)
	}
	for event, groups := range file.Hooks {
		for _, g := range groups {
			for _, h := range g.Hooks {
				if !strings.HasPrefix(h.Command, `"${CLAUDE_PLUGIN_ROOT}/`) {
					t.Skipf("hooks.json runs %s as %q: unquoted, a plugin root with a space splits on Copilot CLI and Codex CLI and the hook never starts; this test passes once every command quotes it", event, h.Command)
				}
			}
		}
	}
}

// subagentTurn is what the checks read of a subagent's request to the
// fake model, whatever the host.
type subagentTurn interface {
	TurnText() string
	CountUser(s string) int
}

// checkDeferralFixed asserts that a subagent whose deferral was blocked
// once (sub, its requests) was fed the block reason (with wrap, the host's
// own framing of it), and that the orchestrator received its corrected
// message.
func checkDeferralFixed[R subagentTurn](t *testing.T, sub []R, received string, wrap ...string) {
	t.Helper()
	if len(sub) != 2 {
		t.Fatalf("the subagent made %d requests, want 2 (its deferral blocked once)", len(sub))
	}
	mustContain(t, "the subagent's prompt after the block", sub[1].TurnText(),
		append(wrap, blockOpening, "[no-deferral]", strings.TrimSuffix(deferral, "."))...)
	if received != fixedAnswer {
		t.Errorf("the orchestrator received %q, want the corrected message %q", received, fixedAnswer)
	}
}

// checkLoopEnded asserts that the retry budget ended a subagent of
// agentType that kept deferring: blocked twice (the default budget), then
// let stop with a dispatch-failure record in the ledger, its last message
// what the orchestrator received.
func checkLoopEnded[R subagentTurn](t *testing.T, sub []R, ledgerDir, agentType, received string) {
	t.Helper()
	if len(sub) != 3 {
		t.Fatalf("the subagent made %d requests, want 3 (two blocks, then a stop let through)", len(sub))
	}
	for i, r := range sub[1:] {
		if n := r.CountUser(blockOpening); n != i+1 {
			t.Errorf("the subagent's request %d: %d block reasons so far, want %d", i+2, n, i+1)
		}
	}
	records := dispatchFailureRecords(t, ledgerDir)
	if len(records) != 1 {
		t.Fatalf("dispatch-failure records %v, want one", records)
	}
	data, err := os.ReadFile(records[0])
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, "the dispatch-failure record", string(data), agentType, strings.TrimSuffix(deferral, "."))
	if received != deferral {
		t.Errorf("the orchestrator received %q, want the last message let through %q", received, deferral)
	}
}
