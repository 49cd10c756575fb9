package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestWritesOnlyTheLedgerAndNeverRunsOrConnects drives the real binary
// through every kind of event it handles, in a world of its own, and checks
// what it did: files changed only in the ledger folder and the plugin data
// folder; with strace (Linux), no socket, no program started, and no file
// opened for writing anywhere else.
func TestWritesOnlyTheLedgerAndNeverRunsOrConnects(t *testing.T) {
	bin := hookBinary(t)
	world := t.TempDir()
	project := filepath.Join(world, "project")
	data := filepath.Join(world, "plugin-data")
	ledger := filepath.Join(project, ".claude", "team-hook")
	for _, d := range []string{project + "/internal", world + "/home", world + "/tmp", world + "/plugin/agents", world + "/outside"} {
		os.MkdirAll(d, 0o755)
	}
	os.WriteFile(filepath.Join(project, "internal", "a.go"), []byte("package internal\n\nfunc A() {}\n"), 0o644)
	os.WriteFile(filepath.Join(world, "outside", "secret.go"), []byte("package secret\n"), 0o644)
	os.Symlink(filepath.Join(world, "outside"), filepath.Join(project, "linked"))
	os.WriteFile(filepath.Join(world, "plugin", "agents", "researcher.md"), []byte("---\nname: researcher\ndescription: d\nskills: [subagent-contract, progress-tracking]\n---\n"), 0o644)

	envelope := "```json\n{\"openQuestions\":[{\"question\":\"Which store?\",\"header\":\"Store\",\"options\":[{\"label\":\"Redis\"},{\"label\":\"SQLite\"}]}]}\n```"
	broken := strings.Replace(envelope, `"Store"`, `"Session store choice"`, 1)
	result := "## Researcher Result\n\n### Status\nSUCCESS\n\n### Summary\nRead internal/a.go:3 and linked/secret.go:1 and ../outside/secret.go:1.\n\n### Findings\n- `rm -rf $HOME` and $(touch /tmp/pwned) are text.\n\n### Confidence\n60 - read the code."
	stop := func(agent, id, msg string, active bool) map[string]any {
		return map[string]any{
			"hook_event_name": "SubagentStop", "session_id": "s1", "agent_id": id, "agent_type": agent,
			"stop_hook_active": active, "last_assistant_message": msg, "agent_transcript_path": filepath.Join(world, "missing.jsonl"),
		}
	}
	main := func(tool string, input, response any) map[string]any {
		return map[string]any{"hook_event_name": "PostToolUse", "session_id": "s1", "tool_name": tool, "tool_input": input, "tool_response": response, "tool_use_id": "t-" + tool}
	}
	events := []map[string]any{
		{"hook_event_name": "SessionStart", "session_id": "s1", "source": "startup"},
		{
			"hook_event_name": "PostToolUse", "session_id": "s1", "agent_id": "a3", "agent_type": "researcher", "tool_name": "TaskCreate",
			"tool_input": map[string]any{"subject": "Read"}, "tool_response": map[string]any{"task": map[string]any{"id": "1"}}, "tool_use_id": "t1",
		},
		stop("team:questioner", "a1", "I would ask the user but I can't, so I ran `curl http://127.0.0.1:9/x`.", false),
		stop("team:questioner", "a1", "Two stores fit.\n\n"+envelope, true),
		main("Agent", map[string]any{"subagent_type": "team:questioner"}, map[string]any{"status": "completed", "agentId": "a1", "content": []any{map[string]any{"type": "text", "text": envelope}}}),
		main("AskUserQuestion", map[string]any{"questions": []any{map[string]any{"question": "Which store?"}}}, map[string]any{"answers": map[string]any{"Which store?": "Redis"}}),
		main("SendMessage", map[string]any{"to": "a1", "message": "Redis"}, map[string]any{"success": true}),
		stop("team:questioner", "a2", broken, false),
		stop("team:questioner", "a2", broken, true),
		stop("team:questioner", "a2", broken, true),
		stop("researcher", "a3", result, false),
		{"hook_event_name": "UserPromptSubmit", "session_id": "s1", "prompt": "<task-notification><task-id>a9</task-id><result>" + envelope + "</result></task-notification>"},
	}

	before := snapshot(t, world)
	traced := 0 // write-side calls seen: proves the tracing saw the ledger writes
	_, haveStrace := exec.LookPath("strace")
	for i, ev := range events {
		in, _ := json.Marshal(ev)
		trace := filepath.Join(t.TempDir(), "trace")
		cmd := exec.Command(bin, "hook")
		if haveStrace == nil {
			cmd = exec.Command("strace", "-f", "-qq", "-o", trace, "-e", "trace=%network,%file,%process", bin, "hook")
		}
		cmd.Dir = project
		cmd.Env = []string{
			"CLAUDE_PROJECT_DIR=" + project, "CLAUDE_PLUGIN_ROOT=" + filepath.Join(world, "plugin"), "CLAUDE_PLUGIN_DATA=" + data,
			"HOME=" + filepath.Join(world, "home"), "TMPDIR=" + filepath.Join(world, "tmp"), "PATH=/usr/bin:/bin",
		}
		cmd.Stdin = bytes.NewReader(in)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		if i == 2 && !strings.Contains(string(out), `"decision":"block"`) {
			t.Fatalf("event %d not blocked: %s", i, out)
		}
		if haveStrace == nil {
			traced += checkTrace(t, i, trace, bin, []string{ledger, data})
		}
	}
	if haveStrace == nil && traced < len(events) {
		t.Errorf("strace saw only %d writes in the ledger; the trace is not being read", traced)
	}
	if haveStrace != nil {
		t.Log("strace not found: checked the files only (apt-get install strace for the system-call checks)")
	}
	after := snapshot(t, world)
	for path, stamp := range after {
		if before[path] == stamp {
			continue
		}
		if !within(path, ledger) && !within(path, data) {
			t.Errorf("wrote %s", path)
		}
	}
	for path := range before {
		if _, ok := after[path]; !ok {
			t.Errorf("removed %s", path)
		}
	}
	if _, err := os.Stat(filepath.Join(ledger, "failures")); err != nil {
		t.Errorf("the run did not reach the dispatch failure: %v", err)
	}
}

func within(path, dir string) bool {
	return path == dir || strings.HasPrefix(path, dir+string(filepath.Separator))
}

func snapshot(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		info, err := d.Info()
		if err == nil {
			out[p] = fmt.Sprintf("%d/%s", info.Size(), info.ModTime().Format(time.RFC3339Nano))
		}
		return nil
	})
	return out
}

var (
	traceCall = regexp.MustCompile(`^\d+\s+(\w+)\((.*)\)\s+=\s+(-?\d+)`)
	tracePath = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
)

// checkTrace reads one strace log: no sockets, no program started but the
// hook itself, and every successful write-side call names a path inside
// one of the allowed folders.
func checkTrace(t *testing.T, event int, trace, bin string, allowed []string) (writes int) {
	t.Helper()
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		m := traceCall.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(m[3], "-") {
			continue // a failed call changed nothing
		}
		call, args := m[1], m[2]
		switch {
		case call == "socket" || call == "connect" || call == "bind":
			t.Errorf("event %d: %s", event, line)
		case call == "execve":
			if !strings.Contains(args, bin) {
				t.Errorf("event %d started a program: %s", event, line)
			}
		case writeCall(call, args):
			writes++
			for _, p := range tracePath.FindAllStringSubmatch(args, -1) {
				ok := false
				for _, dir := range allowed {
					// Creating the folders down to an allowed one is fine.
					ok = ok || within(p[1], dir) || (strings.HasPrefix(call, "mkdir") && within(dir, p[1]))
				}
				if !ok {
					t.Errorf("event %d wrote outside the ledger: %s", event, line)
				}
			}
		}
	}
	return writes
}

func writeCall(call, args string) bool {
	switch call {
	case "mkdir", "mkdirat", "rename", "renameat", "renameat2", "unlink", "unlinkat", "rmdir", "link", "linkat",
		"symlink", "symlinkat", "chmod", "fchmodat", "truncate", "creat", "utimensat":
		return true
	case "open", "openat", "openat2":
		return strings.Contains(args, "O_WRONLY") || strings.Contains(args, "O_RDWR") || strings.Contains(args, "O_CREAT")
	}
	return false
}
