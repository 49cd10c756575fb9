package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Fifty subagents stop at the same moment, each with an envelope: every
// hook process writes its own pending record, whole, and leaves no temp or
// lock file behind.
func TestFiftySubagentStopsAtOnce(t *testing.T) {
	const n = 50
	bin := hookBinary(t)
	project := t.TempDir()
	repo, _ := filepath.Abs("../..")
	data, err := ranBefore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cmds := make([]*exec.Cmd, n)
	outs := make([]bytes.Buffer, n)
	for i := range cmds {
		ev, _ := json.Marshal(map[string]any{
			"hook_event_name": "SubagentStop", "session_id": "s1", "agent_id": fmt.Sprintf("agent%03d", i),
			"agent_type": "team:questioner", "stop_hook_active": false,
			"last_assistant_message": fmt.Sprintf("Paused.\n\n```json\n{\"openQuestions\":[{\"question\":\"Question %d?\",\"header\":\"Q%d\",\"options\":[{\"label\":\"Yes\"},{\"label\":\"No\"}]}]}\n```", i, i),
		})
		cmd := exec.Command(bin, "hook")
		cmd.Env = []string{"CLAUDE_PROJECT_DIR=" + project, "CLAUDE_PLUGIN_ROOT=" + repo, "HOME=" + project, "CLAUDE_PLUGIN_DATA=" + data}
		cmd.Stdin = bytes.NewReader(ev)
		cmd.Stdout = &outs[i]
		cmds[i] = cmd
	}
	// Start them all before waiting for any.
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make([]error, n)
	for i, cmd := range cmds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			errs[i] = cmd.Run()
		}()
	}
	close(start)
	wg.Wait()
	for i := range cmds {
		if errs[i] != nil || outs[i].Len() != 0 {
			t.Errorf("process %d: %v %q", i, errs[i], outs[i].String())
		}
	}

	dir := filepath.Join(project, ".claude", "team-hook", "agents")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	records := 0
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".json") {
			t.Errorf("left behind: %s", e.Name())
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		var rec struct {
			AgentID string `json:"agent_id"`
			State   string `json:"state"`
			Rounds  []struct {
				Request struct {
					Ask struct {
						Questions []struct{ Question string }
					}
				}
			}
		}
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Errorf("%s is torn: %v", e.Name(), err)
			continue
		}
		want := fmt.Sprintf("Question %s?", strings.TrimLeft(strings.TrimPrefix(rec.AgentID, "agent"), "0"))
		if rec.AgentID == "agent000" {
			want = "Question 0?"
		}
		if rec.State != "pending" || len(rec.Rounds) != 1 || rec.Rounds[0].Request.Ask.Questions[0].Question != want {
			t.Errorf("%s: %+v", e.Name(), rec)
		}
		records++
	}
	if records != n {
		t.Fatalf("%d records, want %d", records, n)
	}
}
