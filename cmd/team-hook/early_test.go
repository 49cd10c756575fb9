package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/team-hook/team-hook/internal/hook"
)

// heavyInits are libraries whose package initialisation alone costs a hook
// process a noticeable share of its run (measured with
// GODEBUG=inittrace=1 and whole processes against /bin/true): goldmark's
// extension package compiles linkify's regular expressions at
// initialisation; the binary does not link it. goldmark itself is linked
// from the copy in third_party/goldmark that compiles its regular
// expressions and builds its tables on first use
// (TestGoldmarkInitialisesNextToNothing).
//
// Libraries the binary links for what they do, whose initialisation every
// process pays: crypto/sha256 (doctor and the launcher's check hash files
// with it; the FIPS module's packages, about 0.04 ms), spf13/pflag (the
// commands' flags; it brings net and net/netip for its IP flags, about 35
// small allocations) and adrg/frontmatter (definitions and records; its
// default formats bring gopkg.in/yaml.v2, whose resolver table and float
// expression are built at initialisation, about 260 allocations, and
// BurntSushi/toml).
var heavyInits = []string{"github.com/yuin/goldmark/extension"}

// lightInits are packages under a heavy library's path that are not it.
var lightInits = []string{"net/url", "net/netip", "github.com/yuin/goldmark/extension/ast"}

// fixture is one of the adapter's real payloads, edited by edit when given.
func fixture(t *testing.T, name string, edit func(map[string]any)) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "internal", "host", "claude", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	if edit == nil {
		return data
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	data, err = json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// runTraced runs the real binary on an event with the runtime's init trace
// on, and returns its answer and the packages it initialised.
func runTraced(t *testing.T, event []byte, env []string, args ...string) (stdout, trace string) {
	t.Helper()
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
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	return out.String(), errOut.String()
}

// heavyInitialised lists the heavy libraries the trace shows initialised.
func heavyInitialised(trace string) (heavy []string) {
	for _, line := range strings.Split(trace, "\n") {
		pkg, ok := strings.CutPrefix(line, "init ")
		if !ok {
			continue
		}
		pkg, _, _ = strings.Cut(pkg, " @")
		for _, h := range heavyInits {
			if pkg != h && !strings.HasPrefix(pkg, h+"/") || slices.Contains(lightInits, pkg) {
				continue
			}
			heavy = append(heavy, pkg)
		}
	}
	return heavy
}

// An event the engine ignores is answered first thing in the hook command,
// before any option, definition or ledger is read: nothing is printed and
// the project is left as it was; a bad option is not repeated on it
// (SessionStart tells it, once per session). Nor has the process
// initialised a heavy library to get there: package initialisation does no
// work the answer does not need.
func TestIgnoredEventsAnswerFirst(t *testing.T) {
	for _, fixtureName := range []string{"PostToolUse.main.Bash.json", "PostToolUse.subagent.Bash.json", "no-args:PostToolUse.main.Bash.json", "bad-option:PostToolUse.main.Bash.json"} {
		var args []string
		var env []string
		name := fixtureName
		if f, ok := strings.CutPrefix(name, "bad-option:"); ok {
			name, env = f, []string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET=lots"}
		}
		if f, ok := strings.CutPrefix(name, "no-args:"); ok {
			name = f // as Copilot CLI and Codex CLI run it: no subcommand
		} else {
			args = []string{"hook"}
		}
		project := t.TempDir()
		out, trace := runTraced(t, fixture(t, name, nil), append(env, "CLAUDE_PROJECT_DIR="+project), args...)
		if out != "" {
			t.Errorf("%s: answered %q", fixtureName, out)
		}
		if !strings.Contains(trace, "init runtime @") {
			t.Fatalf("%s: no init trace to judge by:\n%s", fixtureName, trace)
		}
		heavy := heavyInitialised(trace)
		if len(heavy) > 0 {
			t.Errorf("%s: initialised %v", fixtureName, heavy)
		}
		if entries, _ := os.ReadDir(project); len(entries) != 0 {
			t.Errorf("%s: the project got %v", fixtureName, entries)
		}
	}
}

// go.yaml.in/yaml/v3 is linked for agent definitions and ledger records,
// and its copy in third_party/ builds its tables and compiles its
// expressions on first use: its package initialisation allocates next to
// nothing (upstream's: 276 allocations, 25 KB, about a sixth of an ignored
// event's instructions).
// Allocations, unlike the clock, do not move with the machine's load.
func TestYAMLInitialisesNothing(t *testing.T) {
	_, trace := runTraced(t, fixture(t, "PostToolUse.main.Bash.json", nil), nil, "hook")
	var line string
	for _, l := range strings.Split(trace, "\n") {
		if strings.HasPrefix(l, "init go.yaml.in/yaml/v3 @") {
			line = l
		}
	}
	if line == "" {
		t.Fatalf("no init line of go.yaml.in/yaml/v3 in the trace:\n%s", trace)
	}
	var clock, ms float64
	var size, allocs int
	if _, err := fmt.Sscanf(line, "init go.yaml.in/yaml/v3 @%g ms, %g ms clock, %d bytes, %d allocs", &ms, &clock, &size, &allocs); err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	if allocs > 4 || size > 256 {
		t.Errorf("yaml's package initialisation does work: %s", line)
	}
}

// goldmark is linked to read final messages, from its copy in
// third_party/goldmark, which compiles its regular expressions and builds
// its case-folding and HTML tag tables on first use: its packages'
// initialisation allocates next to nothing (the node kinds of its ast
// packages). Upstream v1.8.7's: 1,378 allocations, 250 KB, about 1.5M
// instructions, more than twice an ignored event's whole run.
func TestGoldmarkInitialisesNextToNothing(t *testing.T) {
	_, trace := runTraced(t, fixture(t, "PostToolUse.main.Bash.json", nil), nil, "hook")
	var allocs, size, pkgs int
	for _, l := range strings.Split(trace, "\n") {
		rest, ok := strings.CutPrefix(l, "init github.com/yuin/goldmark")
		if !ok {
			continue
		}
		_, rest, _ = strings.Cut(rest, " clock, ")
		var a, b int
		if _, err := fmt.Sscanf(rest, "%d bytes, %d allocs", &b, &a); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		allocs, size, pkgs = allocs+a, size+b, pkgs+1
	}
	if pkgs == 0 {
		t.Fatalf("no init line of goldmark in the trace:\n%s", trace)
	}
	if allocs > 8 || size > 4096 {
		t.Errorf("goldmark's package initialisation does work: %d allocations, %d bytes", allocs, size)
	}
}

// No package of this module does work at initialisation: its tables are
// laid out by the compiler (switches, slices and arrays of constants, no
// map literals), so the init trace, which lists every package that has an
// init function to run, names none of them.
func TestOwnPackagesInitialiseNothing(t *testing.T) {
	_, trace := runTraced(t, fixture(t, "PostToolUse.main.Bash.json", nil), nil, "hook")
	if !strings.Contains(trace, "init runtime @") {
		t.Fatalf("no init trace to judge by:\n%s", trace)
	}
	for _, line := range strings.Split(trace, "\n") {
		if strings.HasPrefix(line, "init github.com/team-hook/team-hook/") {
			t.Errorf("initialises at start-up: %s", line)
		}
	}
}

// Events the hook handles go past the early answer: a stop is checked
// against its agent's definition (its deferral blocked), a todo call is
// journaled in the project, and SessionStart under a bad option or a bad
// flag says so, with the value used.
func TestEventsTheHookHandlesTakeTheWholeWay(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	deferral := fixture(t, "SubagentStop.first.json", func(m map[string]any) {
		m["agent_type"] = "team:questioner"
		m["last_assistant_message"] = "I would ask the user which database to use, but AskUserQuestion is not available to me."
	})
	for _, c := range []struct {
		name    string
		event   []byte
		env     []string
		args    []string
		want    string // in the answer
		journal bool   // the project gets the ledger's todo journal
	}{
		{"a deferring stop", deferral, []string{"CLAUDE_PLUGIN_ROOT=" + root}, []string{"hook"}, `"decision":"block"`, false},
		{"a todo call", fixture(t, "PostToolUse.subagent.TodoWrite.json", nil), nil, []string{"hook"}, "", true},
		{"a bad option at SessionStart", fixture(t, "SessionStart.main.json", nil), []string{"CLAUDE_PLUGIN_OPTION_RETRY_BUDGET=lots"}, []string{"hook"}, `the default, 2, is used"`, false},
		{"a bad flag at SessionStart", fixture(t, "SessionStart.main.json", nil), nil, []string{"hook", "--retry-budget", "lots"}, `"systemMessage":"team-hook: --retry-budget: \"lots\" is not a whole number`, false},
	} {
		project := t.TempDir()
		out, trace := runTraced(t, c.event, append([]string{"CLAUDE_PROJECT_DIR=" + project}, c.env...), c.args...)
		if c.want != "" && !strings.Contains(out, c.want) {
			t.Errorf("%s: answer %q lacks %s", c.name, out, c.want)
		}
		if c.journal {
			if entries, _ := os.ReadDir(filepath.Join(project, ".claude", "team-hook", "journal")); len(entries) == 0 {
				t.Errorf("%s: no todo journal in the project", c.name)
			}
		}
		if heavy := heavyInitialised(trace); len(heavy) > 0 {
			t.Errorf("%s: initialised %v", c.name, heavy)
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
// is the one the event calls for. The stdin deadline is set out of the
// way: what is checked is the answer, not how fast a busy machine pipes
// 65 MiB (BenchmarkHookLargeEvent in bench/ times that).
func TestStdinKinds(t *testing.T) {
	bin := hookBinary(t)
	run := func(stdin *os.File, feed []byte) string {
		t.Helper()
		cmd := exec.Command(bin, "hook", "--stdin-timeout", "1h")
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
