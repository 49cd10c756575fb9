package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
)

// heavyInits are the packages whose start-up an ignored event must not pay
// for: the Markdown and YAML libraries.
var heavyInits = []string{"init github.com/yuin/goldmark", "init gopkg.in/yaml"}

// runTraced runs the real binary on a fixture with the runtime's init trace
// on, and returns its answer and the packages it initialised.
func runTraced(t *testing.T, fixture string, env []string, args ...string) (stdout, trace string) {
	t.Helper()
	event, err := os.ReadFile(filepath.Join("..", "..", "internal", "host", "claude", "testdata", fixture))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(hookBinary(t), args...)
	data, err := ranBefore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append([]string{"GODEBUG=inittrace=1", "CLAUDE_PROJECT_DIR=" + t.TempDir(), "HOME=" + t.TempDir(), "CLAUDE_PLUGIN_DATA=" + data}, env...)
	cmd.Stdin = bytes.NewReader(event)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", fixture, err, errOut.String())
	}
	return out.String(), errOut.String()
}

func initsHeavy(trace string) bool {
	for _, p := range heavyInits {
		if strings.Contains(trace, p) {
			return true
		}
	}
	return false
}

// An event the engine ignores is answered first thing in main, before any
// option, definition or ledger is read: nothing is printed and the project
// is left as it was; a bad option is not repeated on it (SessionStart
// tells it, once per session). (Package initialisation does no work: the
// Markdown and YAML libraries' own initialisation still runs, as for every
// process.)
func TestIgnoredEventsAnswerFirst(t *testing.T) {
	for _, fixture := range []string{"PostToolUse.main.Bash.json", "PostToolUse.subagent.Bash.json", "no-args:PostToolUse.main.Bash.json", "bad-option:PostToolUse.main.Bash.json"} {
		var args []string
		env := []string{}
		if f, ok := strings.CutPrefix(fixture, "bad-option:"); ok {
			fixture, env = f, []string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET=lots"}
		}
		if f, ok := strings.CutPrefix(fixture, "no-args:"); ok {
			fixture = f // as Copilot CLI and Codex CLI run it: no subcommand
		} else {
			args = []string{"hook"}
		}
		project := t.TempDir()
		out, trace := runTraced(t, fixture, append(env, "CLAUDE_PROJECT_DIR="+project), args...)
		if out != "" {
			t.Errorf("%s: answered %q", fixture, out)
		}
		if !strings.Contains(trace, "init runtime @") {
			t.Fatalf("%s: no init trace to judge by:\n%s", fixture, trace)
		}
		if entries, _ := os.ReadDir(project); len(entries) != 0 {
			t.Errorf("%s: the project got %v", fixture, entries)
		}
	}
}

func TestEventsTheHookHandlesTakeTheWholeWay(t *testing.T) {
	// Handled events, and SessionStart under a bad option or bad flags
	// (the warning, with the value used, is the answer).
	for _, c := range []struct {
		fixture string
		env     []string
		args    []string
		want    string
	}{
		{"SubagentStop.first.json", nil, []string{"hook"}, ""},
		{"PostToolUse.main.Agent.foreground-completed.json", nil, []string{"hook"}, ""},
		{"SessionStart.main.json", []string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET=lots"}, []string{"hook"}, `the default, 2, is used"`},
		{"SessionStart.main.json", nil, []string{"hook", "--retry-budget", "lots"}, `"systemMessage":"team-hook: --retry-budget: \"lots\" is not a whole number`},
	} {
		out, trace := runTraced(t, c.fixture, c.env, c.args...)
		if !initsHeavy(trace) {
			t.Errorf("%s %v: stopped early:\n%s", c.fixture, c.env, trace)
		}
		if c.want != "" && !strings.Contains(out, c.want) {
			t.Errorf("%s %v: answer %q lacks %s", c.fixture, c.env, out, c.want)
		}
	}
}

// The default deadline for stdin ends the wait well before hooks.json's
// timeout kills the hook: a killed hook says nothing, an answered one says
// what went wrong.
func TestStdinDeadlineIsUnderTheHooksTimeout(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "hooks", "hooks.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Hooks map[string][]struct {
			Hooks []struct {
				Timeout float64 `json:"timeout"`
			} `json:"hooks"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	n := 0
	for event, groups := range f.Hooks {
		for _, g := range groups {
			for _, h := range g.Hooks {
				n++
				// Seconds; the rest of the answer takes milliseconds, and a
				// loaded machine is given the other half.
				if limit := time.Duration(h.Timeout * float64(time.Second)); hook.DefaultReadTimeout > limit/2 {
					t.Errorf("%s: timeout %v leaves no room after the %v stdin deadline", event, limit, hook.DefaultReadTimeout)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("hooks.json runs no hook")
	}
}

// With the arguments hooks.json passes, stdin is read before the program
// starts in full; a stdin that never closes still ends in a systemMessage,
// which names the default deadline as what ended the wait.
func TestStdinThatNeverClosesAtStartUp(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the 5 s default deadline")
	}
	cmd := exec.Command(hookBinary(t), "hook")
	cmd.Env = []string{"CLAUDE_PROJECT_DIR=" + t.TempDir(), "HOME=" + t.TempDir()}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	cmd.Stdin = r
	out, err := cmd.Output()
	r.Close()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"systemMessage":"team-hook could not check this event: stdin did not close within 5s; it was let through."`) {
		t.Fatalf("answer %s", out)
	}
}

// The process reads its stdin with poll(2); whatever stdin is, the answer
// is the one the event calls for.
func TestStdinKinds(t *testing.T) {
	bin := hookBinary(t)
	run := func(stdin *os.File, feed []byte) string {
		t.Helper()
		cmd := exec.Command(bin, "hook")
		root, _ := filepath.Abs(filepath.Join("..", ".."))
		cmd.Env = []string{"CLAUDE_PROJECT_DIR=" + t.TempDir(), "HOME=" + t.TempDir(), "CLAUDE_PLUGIN_ROOT=" + root}
		if stdin != nil {
			cmd.Stdin = stdin
		} else {
			cmd.Stdin = bytes.NewReader(feed)
		}
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	event := filepath.Join(t.TempDir(), "event.json")
	os.WriteFile(event, []byte(`{"hook_event_name":"SubagentStop","session_id":"s","agent_id":"a1","agent_type":"team:questioner",`+
		`"last_assistant_message":"I would ask the user which database to use, but AskUserQuestion is not available to me."}`), 0o644)
	f, err := os.Open(event)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if out := run(f, nil); !strings.Contains(out, `"decision":"block"`) {
		t.Errorf("event from a file: %s", out)
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	if out := run(null, nil); !strings.Contains(out, "stdin was empty") {
		t.Errorf("stdin from %s: %s", os.DevNull, out)
	}
	huge := append([]byte(`{"hook_event_name":"SubagentStop","last_assistant_message":"`), bytes.Repeat([]byte("a"), 65<<20)...)
	if out := run(nil, append(huge, `"}`...)); !strings.Contains(out, "larger than 64 MiB") {
		t.Errorf("65 MiB event: %.300s", out)
	}
}
