package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A probe plugin stands in for team-hook where a test asks what the host
// itself does: how it runs a hook's command, what it passes, and which
// answers it accepts. Its one program records every run and answers with
// the output the test planned for the event.

// probeCommand is the shell-form command every probe hook runs. Its
// arguments tell how the host ran it: the plugin root substituted into
// the text (the single-quoted argument) or left to the shell, the shell's
// quoting ("two words") and its expansion of variables ("$HOME").
const probeCommand = `"${CLAUDE_PLUGIN_ROOT}/bin/probe" '${CLAUDE_PLUGIN_ROOT}' "two words" "$HOME"`

// probeRun is one recorded run of the probe.
type probeRun struct {
	Event   string
	Args    []string // $0 and the arguments
	Dir     string
	Payload map[string]any
	Env     map[string]string
}

// probe is a plugin folder whose root has a space in its name, with the
// events it registers and the answers planned for them.
type probe struct {
	t       *testing.T
	root    string // the plugin folder
	records string // one folder per run
	outputs string // <Event>.json: the answer to that event
}

// newProbe writes a probe plugin registering events (PascalCase) under
// dir: for each, a group that runs probeCommand, then the given extra
// hooks.json groups.
func newProbe(t *testing.T, dir string, events []string, extra map[string][]any) *probe {
	t.Helper()
	p := &probe{t: t, root: filepath.Join(dir, "probe plugin"), records: filepath.Join(dir, "records"), outputs: filepath.Join(dir, "outputs")}
	for _, d := range []string{p.records, p.outputs} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	hooks := map[string]any{}
	for _, ev := range events {
		group := map[string]any{"hooks": []any{probeHandler(probeCommand)}}
		hooks[ev] = append([]any{group}, extra[ev]...)
	}
	files := map[string]any{
		".claude-plugin/plugin.json": map[string]any{"name": "probe", "version": "0.0.1", "description": "Records hook runs."},
		".claude-plugin/marketplace.json": map[string]any{
			"name": "probe-market", "owner": map[string]any{"name": "probe"},
			"plugins": []any{map[string]any{"name": "probe", "source": "./", "version": "0.0.1", "description": "Records hook runs."}},
		},
		"hooks/hooks.json": map[string]any{"hooks": hooks},
	}
	for rel, v := range files {
		data, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		p.write(rel, string(data), 0o644)
	}
	p.write("bin/probe", `#!/bin/sh
# One hook run: its arguments, folder, payload and environment go into a
# record folder of their own; the answer planned for its event goes out.
rec=`+shellQuote(p.records)+`/$(date +%s%N)-$$
mkdir -p "$rec"
printf '%s\n' "$0" "$@" >"$rec/args"
pwd >"$rec/cwd"
cat >"$rec/payload"
env >"$rec/env"
event=$(tr -d '\n' <"$rec/payload" | sed -n 's/.*"hook_event_name" *: *"\([A-Za-z]*\)".*/\1/p')
printf '%s\n' "$event" >"$rec/event"
answer=`+shellQuote(p.outputs)+`/$event
if [ -f "$answer.once" ] && mv "$answer.once" "$rec/answer" 2>/dev/null; then
	cat "$rec/answer"
elif [ -f "$answer.json" ]; then
	cat "$answer.json"
fi
exit 0
`, 0o755)
	return p
}

func (p *probe) write(rel, content string, mode os.FileMode) {
	p.t.Helper()
	path := filepath.Join(p.root, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		p.t.Fatal(err)
	}
}

// answer plans the probe's output for every run of event.
func (p *probe) answer(event, output string) { p.plan(event+".json", output) }

// answerOnce plans the probe's output for the next run of event only, so
// that a block cannot loop.
func (p *probe) answerOnce(event, output string) { p.plan(event+".once", output) }

func (p *probe) plan(name, output string) {
	p.t.Helper()
	if err := os.WriteFile(filepath.Join(p.outputs, name), []byte(output), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// runs returns the recorded runs in the order they started.
func (p *probe) runs() []probeRun {
	p.t.Helper()
	entries, err := os.ReadDir(p.records)
	if err != nil {
		p.t.Fatal(err)
	}
	var out []probeRun
	for _, e := range entries { // names start with the time in nanoseconds
		dir := filepath.Join(p.records, e.Name())
		read := func(name string) string {
			data, _ := os.ReadFile(filepath.Join(dir, name))
			return string(data)
		}
		r := probeRun{
			Event: strings.TrimSpace(read("event")),
			Args:  strings.Split(strings.TrimSuffix(read("args"), "\n"), "\n"),
			Dir:   strings.TrimSpace(read("cwd")),
			Env:   map[string]string{},
		}
		_ = json.Unmarshal([]byte(read("payload")), &r.Payload)
		for _, kv := range strings.Split(read("env"), "\n") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				r.Env[k] = v
			}
		}
		out = append(out, r)
	}
	return out
}

// of returns the runs for event.
func (p *probe) of(event string) []probeRun {
	var out []probeRun
	for _, r := range p.runs() {
		if r.Event == event {
			out = append(out, r)
		}
	}
	return out
}

// checkShellForm asserts how the host ran the probe's shell-form command
// from a plugin root with a space in its path: through a shell, with the
// plugin root substituted into the text first (so quoting it keeps the
// space), and with the variables the host exports.
func checkShellForm(t *testing.T, run probeRun, root, home string) {
	t.Helper()
	want := []string{filepath.Join(root, "bin", "probe"), root, "two words", home}
	if !slices.Equal(run.Args, want) {
		t.Errorf("%s: the probe ran with arguments %q, want %q", run.Event, run.Args, want)
	}
	if got := run.Env["CLAUDE_PLUGIN_ROOT"]; got != root {
		t.Errorf("%s: CLAUDE_PLUGIN_ROOT=%q, want %q", run.Event, got, root)
	}
}

// probeHandler is a hooks.json handler running command.
func probeHandler(command string) map[string]any {
	return map[string]any{"type": "command", "command": command, "timeout": 10}
}

// matcherGroup is a hooks.json group of matcher whose probe run is tagged
// with the matcher (its last argument).
func matcherGroup(matcher string) any {
	return map[string]any{"matcher": matcher, "hooks": []any{probeHandler(probeCommand + " " + shellQuote(matcher))}}
}

// shellQuote quotes s for sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// teamHookMatcher is the PostToolUse matcher of team-hook's hooks.json.
const teamHookMatcher = "Agent|Task|AskUserQuestion|SendMessage|TaskCreate|TaskUpdate|TodoWrite"

// matched maps each matcher of the probe's PostToolUse groups to the
// tool_name of every run it started.
func (p *probe) matched() map[string][]string {
	out := map[string][]string{}
	for _, r := range p.of("PostToolUse") {
		if len(r.Args) == 5 {
			tool, _ := r.Payload["tool_name"].(string)
			out[r.Args[4]] = append(out[r.Args[4]], tool)
		}
	}
	return out
}
