package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
)

// hookBinary builds the command once for the tests that need a real process.
func hookBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		dir, err := osMkdirTemp()
		if err != nil {
			binErr = err
			return
		}
		binPath = filepath.Join(dir, "team-hook")
		build := exec.Command("go", "build", "-trimpath", "-o", binPath, ".")
		build.Env = append(os.Environ(), "CGO_ENABLED=0") // as bin/team-hook builds it
		out, err := build.CombinedOutput()
		if err != nil {
			binErr = err
			t.Logf("%s", out)
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// MemoryBound is the peak resident memory allowed for one hook process
// handling a 50 MB final message: the event is read (50 MB), decoded once
// into its fields (about 50 MB more), found over the 4 MiB the checks read,
// and answered with a systemMessage. Events over 64 MiB are refused unread.
const MemoryBound = 256 << 20

func TestHugeMessageMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads ru_maxrss in kilobytes, as Linux reports it")
	}
	bin := hookBinary(t)
	ev, _ := json.Marshal(map[string]any{
		"hook_event_name": "SubagentStop", "session_id": "s", "agent_id": "a", "agent_type": "team:questioner",
		"last_assistant_message": strings.Repeat("Checked every file. ", (50<<20)/20),
	})
	// The stdin deadline out of the way: the message is read whole however
	// busy the machine is, so the memory measured is that of deciding it.
	cmd := exec.Command(bin, "hook", "--stdin-timeout", "1h")
	cmd.Env = []string{"CLAUDE_PROJECT_DIR=" + t.TempDir(), "HOME=" + t.TempDir()}
	cmd.Stdin = bytes.NewReader(ev)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v", err)
	}
	if !strings.Contains(string(out), `over the 4 MiB the checks read`) || strings.Contains(string(out), `"decision"`) {
		t.Fatalf("answer %.200s", out)
	}
	peak := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10
	t.Logf("peak RSS for a %d MB event: %d MB (bound %d MB)", len(ev)>>20, peak>>20, MemoryBound>>20)
	if peak > MemoryBound {
		t.Fatalf("peak RSS %d MB over the %d MB bound", peak>>20, MemoryBound>>20)
	}
}

func osMkdirTemp() (string, error) { return os.MkdirTemp("", "team-hook-bin-") }
