package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// testMessages gathers every final message in the repository's testdata:
// the prose corpus, the messages of the command scripts, and the final
// messages of the captured and demo SubagentStop payloads.
func testMessages(t *testing.T) map[string]string {
	t.Helper()
	msgs := map[string]string{}
	corpus, _ := filepath.Glob("../prose/testdata/corpus/*.md")
	for _, p := range corpus {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		msgs[p] = string(data)
	}
	scripts, _ := filepath.Glob("../../cmd/team-hook/testdata/script/*.txtar")
	for _, p := range scripts {
		a, err := txtar.ParseFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range a.Files {
			if strings.HasSuffix(f.Name, ".md") {
				msgs[p+":"+f.Name] = string(f.Data)
			}
		}
	}
	events, _ := filepath.Glob("../host/claude/testdata/SubagentStop.*.json")
	demo, _ := filepath.Glob("../../demo/events/*SubagentStop*.json")
	for _, p := range append(events, demo...) {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var ev struct {
			Message string `json:"last_assistant_message"`
		}
		if json.Unmarshal(data, &ev) == nil && ev.Message != "" {
			msgs[p] = ev.Message
		}
	}
	if len(msgs) < 80 {
		t.Fatalf("only %d messages found", len(msgs))
	}
	return msgs
}

// TestCheckDecidesAsTheHook runs `team-hook check --reason` and the hook
// over every message in testdata, for the plugin's agents and a built-in
// one without a definition (check refuses an agent that has none and is not
// built in), with and without plugin options: both reach the same decision with
// the same findings (the reason lists every finding), so check never
// disagrees with what the hook would do to the same message.
func TestCheckDecidesAsTheHook(t *testing.T) {
	msgs := testMessages(t)
	repo, _ := filepath.Abs("../..")
	project := t.TempDir()
	os.MkdirAll(filepath.Join(project, "internal"), 0o755)
	os.WriteFile(filepath.Join(project, "internal", "loader.go"), []byte("package internal\n\nfunc Load() {}\n"), 0o644)
	file := filepath.Join(t.TempDir(), "final.md")
	blocks := 0
	for _, opts := range []map[string]string{
		{},
		{"CLAUDE_PLUGIN_OPTION_CONTRACTS_OFF": "no-deferral,handoff", "CLAUDE_PLUGIN_OPTION_CONTRACTS_ON": "result", "CLAUDE_PLUGIN_OPTION_RETRY_BUDGET": "3"},
	} {
		for _, agentType := range []string{"team:questioner", "team:researcher", "team:implementer", "Explore"} {
			for name, msg := range msgs {
				env := map[string]string{
					"CLAUDE_PROJECT_DIR":              project,
					"CLAUDE_PLUGIN_ROOT":              repo,
					"CLAUDE_CONFIG_DIR":               filepath.Join(project, "no-config"),
					"CLAUDE_PLUGIN_OPTION_LEDGER_DIR": filepath.Join(t.TempDir(), "ledger"),
				}
				for k, v := range opts {
					env[k] = v
				}
				getenv := func(k string) string { return env[k] }
				ev, _ := json.Marshal(map[string]any{
					"hook_event_name": "SubagentStop", "session_id": "s1", "agent_id": "a1",
					"agent_type": agentType, "stop_hook_active": false, "last_assistant_message": msg,
				})
				var hookOut, hookErr bytes.Buffer
				if code := RunEnv(&Env{Getenv: getenv, Stdin: bytes.NewReader(ev), Stdout: &hookOut, Stderr: &hookErr}, []string{"hook"}); code != ExitOK {
					t.Fatalf("hook exit %d", code)
				}
				var answer struct{ Decision, Reason string }
				if hookOut.Len() > 0 {
					if err := json.Unmarshal(hookOut.Bytes(), &answer); err != nil {
						t.Fatalf("%s: hook answer %q", name, hookOut.String())
					}
				}
				if err := os.WriteFile(file, []byte(msg), 0o644); err != nil {
					t.Fatal(err)
				}
				var checkOut, checkErr bytes.Buffer
				code := RunEnv(&Env{Getenv: getenv, Stdout: &checkOut, Stderr: &checkErr},
					[]string{"check", "--agent-type", agentType, "--project", project, "--reason", file})
				blocked := answer.Decision == "block"
				switch {
				case blocked && code != ExitViolations, !blocked && code != ExitOK:
					t.Errorf("%s as %s %v: hook blocked=%v, check exit %d\n%s", name, agentType, opts, blocked, code, checkErr.String())
				case blocked && strings.TrimSuffix(checkOut.String(), "\n") != answer.Reason:
					t.Errorf("%s as %s %v: the findings differ\nhook:  %s\ncheck: %s", name, agentType, opts, answer.Reason, checkOut.String())
				}
				if blocked {
					blocks++
				}
			}
		}
	}
	if blocks == 0 {
		t.Fatal("no message was blocked: the comparison proves nothing")
	}
}

// A final message over the 4 MiB the checks read is not checked by either:
// the hook lets the stop through and tells the user so (a block with
// failure_mode closed), check and render refuse the file (exit 2) saying
// the same; neither passes it as if checked, nor blocks it for a finding.
// Exactly 4 MiB is still checked by both.
func TestOversizedMessageIsUncheckedByBoth(t *testing.T) {
	project := t.TempDir()
	repo, _ := filepath.Abs("../..")
	deferral := "I would ask the user which store to use, but I cannot, so I picked Redis.\n\n"
	for _, tc := range []struct {
		name    string
		size    int
		checked bool
	}{
		{"at the limit", 4 << 20, true},
		{"over the limit", 4<<20 + 1, false},
	} {
		msg := deferral + strings.Repeat("x", tc.size-len(deferral))
		file := filepath.Join(t.TempDir(), "final.md")
		os.WriteFile(file, []byte(msg), 0o644)
		for _, mode := range []string{"open", "closed"} {
			env := map[string]string{
				"CLAUDE_PROJECT_DIR": project, "CLAUDE_CONFIG_DIR": filepath.Join(project, "no-config"),
				"CLAUDE_PLUGIN_ROOT": repo, "CLAUDE_PLUGIN_OPTION_FAILURE_MODE": mode,
			}
			getenv := func(k string) string { return env[k] }
			ev, _ := json.Marshal(map[string]any{
				"hook_event_name": "SubagentStop", "session_id": "s1", "agent_id": "a1",
				"agent_type": "team:questioner", "stop_hook_active": false, "last_assistant_message": msg,
			})
			var hookOut bytes.Buffer
			RunEnv(&Env{Getenv: getenv, Stdin: bytes.NewReader(ev), Stdout: &hookOut, Stderr: &bytes.Buffer{}}, []string{"hook", "--stdin-timeout", "1h"})
			var answer struct{ Decision, Reason, SystemMessage string }
			json.Unmarshal(hookOut.Bytes(), &answer)
			var checkOut, checkErr bytes.Buffer
			code := RunEnv(&Env{Getenv: getenv, Stdout: &checkOut, Stderr: &checkErr}, []string{"check", "--agent-type", "team:questioner", file})
			switch {
			case tc.checked:
				if answer.Decision != "block" || !strings.Contains(answer.Reason, "no-deferral") || code != ExitViolations {
					t.Errorf("%s, %s: hook %+v, check exit %d: both should block the deferral", tc.name, mode, answer, code)
				}
			case mode == "open":
				if answer.Decision != "" || !strings.Contains(answer.SystemMessage, "4.0 MiB, over the 4 MiB the checks read, so it was not checked; it was let through") {
					t.Errorf("%s, %s: the hook's answer %+v does not tell the user", tc.name, mode, answer)
				}
			default:
				if answer.Decision != "block" || !strings.Contains(answer.Reason, "over the 4 MiB the checks read") {
					t.Errorf("%s, %s: the hook's answer %+v", tc.name, mode, answer)
				}
			}
			if !tc.checked && (code != ExitUsage || checkOut.Len() != 0 || !strings.Contains(checkErr.String(), "over the 4 MiB the checks read, so it is not checked; the hook lets such a stop through and tells the user")) {
				t.Errorf("%s: check exit %d\nstdout %.200s\nstderr %s", tc.name, code, checkOut.String(), checkErr.String())
			}
		}
		var renderErr bytes.Buffer
		code := RunEnv(&Env{Getenv: func(string) string { return "" }, Stdout: &bytes.Buffer{}, Stderr: &renderErr}, []string{"render", file})
		if !tc.checked && (code != ExitUsage || !strings.Contains(renderErr.String(), "the hook records no questions")) {
			t.Errorf("%s: render exit %d: %s", tc.name, code, renderErr.String())
		}
	}
}
