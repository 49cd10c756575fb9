package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// world is a throwaway project, plugin and home for one hook run.
type world struct {
	t       *testing.T
	root    string
	project string
	env     map[string]string
}

func newWorld(t *testing.T) *world {
	t.Helper()
	root := t.TempDir()
	w := &world{t: t, root: root, project: filepath.Join(root, "project")}
	repo, _ := filepath.Abs("../..")
	w.env = map[string]string{
		"CLAUDE_PROJECT_DIR": w.project,
		"CLAUDE_PLUGIN_ROOT": repo,
		"CLAUDE_CONFIG_DIR":  filepath.Join(root, "config"),
	}
	os.MkdirAll(w.project, 0o755)
	return w
}

func (w *world) run(stdin io.Reader, args ...string) (stdout string, code int) {
	var out, errb bytes.Buffer
	env := &Env{Getenv: func(k string) string { return w.env[k] }, Stdin: stdin, Stdout: &out, Stderr: &errb}
	code = RunEnv(env, append([]string{"hook"}, args...))
	return out.String(), code
}

func stopEvent(t *testing.T, fields map[string]any) []byte {
	t.Helper()
	ev := map[string]any{
		"session_id": "s1", "hook_event_name": "SubagentStop", "agent_id": "a1", "agent_type": "team:questioner",
		"stop_hook_active": false, "cwd": "/nowhere",
	}
	for k, v := range fields {
		if v == nil {
			delete(ev, k)
		} else {
			ev[k] = v
		}
	}
	data, err := json.Marshal(ev)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// decision reads a hook answer: "" (no output), "block", or "message".
func decision(t *testing.T, out string) string {
	t.Helper()
	if out == "" {
		return ""
	}
	if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("not one JSON line: %q", out)
	}
	var o struct {
		Decision      string
		SystemMessage string
	}
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("not JSON: %q", out)
	}
	if o.Decision == "block" {
		return "block"
	}
	if o.SystemMessage != "" {
		return "message"
	}
	return "other"
}

// neverCloses is a stdin that delivers nothing and never reaches EOF.
type neverCloses struct{}

func (neverCloses) Read([]byte) (int, error) { select {} }

func TestHostileInput(t *testing.T) {
	deep := strings.Repeat("[", 100000) + strings.Repeat("]", 100000)
	bigFence := "x\n\n```json\n{\"openQuestions\": \"" + strings.Repeat("a", 1<<20) + "\"}\n```\n"
	tests := []struct {
		name    string
		stdin   []byte
		want    string // "", "block" or "message"
		contain string
	}{
		{"empty stdin", nil, "message", "stdin was empty"},
		{"truncated JSON", []byte(`{"hook_event_name":"SubagentStop","agent_ty`), "message", "not a hook event"},
		{"JSON of the wrong shape", []byte(`{"hook_event_name":["SubagentStop"]}`), "message", "no hook_event_name"},
		{"deep nesting on stdin", []byte(deep), "message", "not a hook event"},
		{"deep nesting in the message", stopEvent(t, map[string]any{"last_assistant_message": "```json\n{\"openQuestions\": " + deep + "}\n```"}), "block", "openQuestions"},
		{"1 MB single-line fence", stopEvent(t, map[string]any{"last_assistant_message": bigFence}), "block", "must be an array"},
		{"invalid UTF-8 in the message", append(append([]byte(`{"hook_event_name":"SubagentStop","agent_type":"team:questioner","agent_id":"a1","last_assistant_message":"ok `), 0xff, 0xfe), []byte(` done"}`)...), "", ""},
		{"NUL bytes in the message", stopEvent(t, map[string]any{"last_assistant_message": "done\x00\x00 I can't ask the user, so I assumed X.\x00"}), "block", "no-deferral"},
		{"agent_id that climbs out", stopEvent(t, map[string]any{"agent_id": "../../etc", "last_assistant_message": "I would ask the user, but I cannot, so I picked A."}), "block", "no-deferral"},
		{"transcript path that does not exist", stopEvent(t, map[string]any{"last_assistant_message": nil, "agent_transcript_path": "/does/not/exist.jsonl"}), "message", "no such file"},
		{"transcript path that is a directory", stopEvent(t, map[string]any{"last_assistant_message": nil, "agent_transcript_path": os.TempDir()}), "message", "not a regular file"},
		{"no message and no transcript", stopEvent(t, map[string]any{"last_assistant_message": nil}), "message", "neither last_assistant_message nor agent_transcript_path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			out, code := w.run(bytes.NewReader(tt.stdin))
			if code != 0 {
				t.Fatalf("exit %d", code)
			}
			if got := decision(t, out); got != tt.want {
				t.Fatalf("decision %q, want %q: %s", got, tt.want, out)
			}
			if !strings.Contains(out, tt.contain) {
				t.Fatalf("output does not mention %q: %s", tt.contain, out)
			}
		})
	}
}

func TestStdinThatNeverClosesFailsOpen(t *testing.T) {
	w := newWorld(t)
	// The message names the deadline that ended the wait: the flag's.
	out, code := w.run(neverCloses{}, "--stdin-timeout", "200ms")
	if code != 0 || decision(t, out) != "message" || !strings.Contains(out, "stdin did not close within 200ms") {
		t.Fatalf("%d %s", code, out)
	}
	// Fail-closed turns it into a block.
	out, _ = w.run(neverCloses{}, "--stdin-timeout", "100ms", "--failure-mode", "closed")
	if decision(t, out) != "block" {
		t.Fatalf("closed mode: %s", out)
	}
}

func TestHostileAgentIDNeverTouchesTheDisk(t *testing.T) {
	w := newWorld(t)
	env := "```json\n{\"openQuestions\":[{\"question\":\"Q?\",\"header\":\"H\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```"
	for _, id := range []string{"../../etc", "a/b", "..", "", "a\x00b"} {
		out, code := w.run(bytes.NewReader(stopEvent(t, map[string]any{"agent_id": id, "last_assistant_message": env})))
		if code != 0 || decision(t, out) == "block" {
			t.Fatalf("id %q: %d %s", id, code, out)
		}
	}
	// Nothing was written outside the ledger folder.
	filepath.Walk(w.root, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && !strings.HasPrefix(p, filepath.Join(w.project, ".claude", "team-hook")) {
			t.Errorf("wrote %s", p)
		}
		return nil
	})
	if _, err := os.Stat(filepath.Join(w.root, "etc")); err == nil {
		t.Fatal("climbed out of the ledger")
	}
}

func TestReadOnlyLedgerNeverBlocksBeyondOneStop(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX permissions")
	}
	w := newWorld(t)
	// A file where the ledger folder should be: it cannot be created by
	// anyone, root included.
	os.MkdirAll(filepath.Join(w.project, ".claude"), 0o755)
	os.WriteFile(filepath.Join(w.project, ".claude", "team-hook"), []byte("not a folder"), 0o444)
	bad := "I would ask the user which store to use, but I can't, so I picked Redis."

	// Without a ledger the budget falls back to stop_hook_active: the first
	// stop is blocked, the next is let through with a message.
	out, _ := w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": bad})))
	if decision(t, out) != "block" {
		t.Fatalf("first stop: %s", out)
	}
	out, _ = w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": bad, "stop_hook_active": true})))
	if decision(t, out) != "message" || !strings.Contains(out, "the ledger could not be updated") {
		t.Fatalf("second stop: %s", out)
	}
	// A valid envelope is let through, with a note that it was not recorded.
	env := "```json\n{\"openQuestions\":[{\"question\":\"Q?\",\"header\":\"H\",\"options\":[{\"label\":\"A\"},{\"label\":\"B\"}]}]}\n```"
	out, _ = w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": env})))
	if decision(t, out) != "message" || !strings.Contains(out, "could not be recorded") {
		t.Fatalf("envelope: %s", out)
	}
	// The orchestrator's events carry on silently.
	out, _ = w.run(strings.NewReader(`{"hook_event_name":"UserPromptSubmit","session_id":"s1","prompt":"hi"}`))
	if out != "" {
		t.Fatalf("prompt: %s", out)
	}
	// The agent's result still reaches the orchestrator as AskUserQuestion
	// input, from the result itself, with a note that nothing was recorded.
	result, _ := json.Marshal(map[string]any{
		"hook_event_name": "PostToolUse", "session_id": "s1", "tool_name": "Agent",
		"tool_response": map[string]any{"status": "completed", "agentId": "a1", "content": []any{map[string]any{"type": "text", "text": env}}},
	})
	out, _ = w.run(bytes.NewReader(result))
	if !strings.Contains(out, `Call AskUserQuestion with EXACTLY this input`) || !strings.Contains(out, "passed on without a record") {
		t.Fatalf("agent result: %s", out)
	}
	// Failing closed, the second broken stop is blocked.
	w.env["CLAUDE_PLUGIN_OPTION_FAILURE_MODE"] = "closed"
	out, _ = w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": bad, "stop_hook_active": true})))
	if decision(t, out) != "block" || !strings.Contains(out, "the ledger could not be updated") {
		t.Fatalf("second stop, failing closed: %s", out)
	}
}

func TestSymlinkedAgentOutsideTheProject(t *testing.T) {
	w := newWorld(t)
	delete(w.env, "CLAUDE_PLUGIN_ROOT")
	outside := filepath.Join(w.root, "elsewhere", "reviewer.md")
	os.MkdirAll(filepath.Dir(outside), 0o755)
	os.WriteFile(outside, []byte("---\nname: reviewer\ndescription: d\nskills: [agent-open-questions]\n---\n"), 0o644)
	agents := filepath.Join(w.project, ".claude", "agents")
	os.MkdirAll(agents, 0o755)
	if err := os.Symlink(outside, filepath.Join(agents, "reviewer.md")); err != nil {
		t.Skip(err)
	}
	// Claude Code loads the linked definition, so its contracts apply:
	// here open-questions catches a prose question.
	out, _ := w.run(bytes.NewReader(stopEvent(t, map[string]any{"agent_type": "reviewer", "last_assistant_message": "Two designs fit.\n\nWhich one do you prefer?"})))
	if decision(t, out) != "block" || !strings.Contains(out, "open-questions") {
		t.Fatalf("%s", out)
	}
}

// A 50 MB final message is decided (failed open) without parsing it; the
// memory bound is stated in TestHugeMessageMemory (bounds_test.go).
func TestHugeMessageFailsOpen(t *testing.T) {
	w := newWorld(t)
	msg := strings.Repeat("I can't ask the user. ", (50<<20)/22)
	// The stdin deadline out of the way: the answer, not the read's speed.
	out, code := w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": msg})), "--stdin-timeout", "1h")
	if code != 0 || decision(t, out) != "message" || !strings.Contains(out, "over the 4 MiB the checks read") {
		t.Fatalf("%d %.300s", code, out)
	}
}

// A full disk under the ledger: like an unwritable ledger, it never blocks
// beyond the first stop, and nothing is lost but the record.
func TestFullLedgerDisk(t *testing.T) {
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("mounts a tiny tmpfs: Linux, as root")
	}
	w := newWorld(t)
	mnt := filepath.Join(w.project, ".claude")
	os.MkdirAll(mnt, 0o755)
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", mnt).Run() })
	// Fill it.
	f, _ := os.Create(filepath.Join(mnt, "filler"))
	f.Write(make([]byte, 64<<10))
	f.Close()

	bad := "I would ask the user which store to use, but I can't, so I picked Redis."
	out, code := w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": bad})))
	if code != 0 || decision(t, out) != "block" {
		t.Fatalf("first stop: %d %s", code, out)
	}
	out, _ = w.run(bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": bad, "stop_hook_active": true})))
	if decision(t, out) != "message" || !strings.Contains(out, "no space left on device") {
		t.Fatalf("second stop: %s", out)
	}
}

// With no command, a terminal (or /dev/null) on stdin means a person: the
// usage, exit 2. A pipe means a host that dropped hooks.json's args.
func TestNoCommandFromATerminalPrintsUsage(t *testing.T) {
	devnull, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer devnull.Close()
	w := newWorld(t)
	var stdout, stderr strings.Builder
	env := &Env{Getenv: func(k string) string { return w.env[k] }, Stdin: devnull, Stdout: &stdout, Stderr: &stderr}
	if code := RunEnv(env, nil); code != ExitUsage {
		t.Fatalf("exit %d, want %d", code, ExitUsage)
	}
	if stdout.Len() != 0 || !strings.Contains(stderr.String(), "Usage: team-hook <command>") {
		t.Fatalf("stdout %q stderr %q", stdout.String(), stderr.String())
	}
	stdout.Reset()
	stderr.Reset()
	env.Stdin = bytes.NewReader(stopEvent(t, map[string]any{"last_assistant_message": "I can't ask the user, so I picked Postgres."}))
	if code := RunEnv(env, nil); code != ExitOK {
		t.Fatalf("piped event: exit %d", code)
	}
	if !strings.Contains(stdout.String(), `"decision":"block"`) {
		t.Fatalf("piped event: stdout %q stderr %q", stdout.String(), stderr.String())
	}
}
