package transcript

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
)

func TestHeadAndBashCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "agent.jsonl")
	lines := `{"type":"user","message":{"content":"handle: h1"}}
{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash","input":{"command":"touch a.txt"}}]}}
{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Read","input":{"file_path":"Bash"}}]}}
{"type":"assistant","message":{"content":[{"type":"tool_use","name":"Bash","input":{"command":"ls"}}]}}
`
	if err := os.WriteFile(path, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := string(Head(path)); got != lines {
		t.Errorf("Head = %q", got)
	}
	if got := BashCommands(path); !slices.Equal(got, []string{"touch a.txt", "ls"}) {
		t.Errorf("BashCommands = %q", got)
	}
	if Head(filepath.Join(t.TempDir(), "none")) != nil || BashCommands("") != nil {
		t.Error("a missing transcript read as something")
	}
}

// A transcript path that is a FIFO is not opened for reading: the hook
// would wait on it forever.
func TestHeadRefusesAFIFO(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs")
	}
	path := filepath.Join(t.TempDir(), "fifo.jsonl")
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip(err)
	}
	if Head(path) != nil || BashCommands(path) != nil {
		t.Error("a FIFO read as a transcript")
	}
}
