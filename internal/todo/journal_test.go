package todo

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/team-hook/team-hook/internal/hook"
	"github.com/team-hook/team-hook/internal/host/claude"
)

func TestAppendJournal(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a", "b", "agent.jsonl")
	ev, err := claude.Decode(readTestdata(t, "PostToolUse.subagent.TodoWrite.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := AppendJournal(p, ev); err != nil {
		t.Fatal(err)
	}
	if err := AppendJournal(p, ev); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Dir(p))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o700 {
		t.Errorf("directory mode %v, want 0700", st.Mode().Perm())
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 lines (the pretty-printed payload compacted), got %d:\n%s", len(lines), data)
	}
	// A journal line reads back as the PostToolUse event it came from.
	back, err := claude.Decode([]byte(lines[0]))
	if err != nil {
		t.Fatal(err)
	}
	if back.ToolName != "TodoWrite" || back.ToolUseID != ev.ToolUseID || back.AgentID != ev.AgentID || back.Name != hook.PostToolUse {
		t.Errorf("journal line lost the call: %+v", back)
	}
	var in, orig any
	json.Unmarshal(back.ToolResponse, &in)
	json.Unmarshal(ev.ToolResponse, &orig)
	if fmt.Sprint(in) != fmt.Sprint(orig) {
		t.Errorf("tool_response changed:\n got %v\nwant %v", in, orig)
	}
}

func TestAppendJournalRejects(t *testing.T) {
	p := filepath.Join(t.TempDir(), "agent.jsonl")
	for _, ev := range []*hook.Event{nil, {ToolName: "TaskCreate"}, {ToolUseID: "toolu_1"}} {
		if err := AppendJournal(p, ev); !errors.Is(err, ErrNotJournalable) {
			t.Errorf("AppendJournal(%+v) = %v, want ErrNotJournalable", ev, err)
		}
	}
	if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a rejected event must not create the journal: %v", err)
	}
	// A parent that is a file is an error, not a panic.
	file := writeTemp(t, "file", nil)
	ok := &hook.Event{ToolName: "TaskCreate", ToolUseID: "toolu_1"}
	if err := AppendJournal(filepath.Join(file, "agent.jsonl"), ok); err == nil {
		t.Error("want an error when the directory cannot be made")
	}
}

// A journal planted as a symbolic link (the file or its folder) is never
// appended to: the ledger's writes stay inside it.
func TestAppendJournalRefusesLinks(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need privileges there")
	}
	ok := &hook.Event{ToolName: "TaskCreate", ToolUseID: "toolu_1"}
	outside := writeTemp(t, "outside.txt", []byte("keep\n"))
	dir := t.TempDir()
	os.Symlink(outside, filepath.Join(dir, "a1.jsonl"))
	if err := AppendJournal(filepath.Join(dir, "a1.jsonl"), ok); err == nil {
		t.Error("appended through a linked file")
	}
	linkedDir := filepath.Join(t.TempDir(), "journal")
	os.Symlink(t.TempDir(), linkedDir)
	if err := AppendJournal(filepath.Join(linkedDir, "a1.jsonl"), ok); err == nil {
		t.Error("appended through a linked folder")
	}
	if data, _ := os.ReadFile(outside); string(data) != "keep\n" {
		t.Errorf("the file outside changed: %q", data)
	}
}

func TestAppendJournalConcurrent(t *testing.T) {
	p := filepath.Join(t.TempDir(), "journal", "agent.jsonl")
	const n = 50
	// Large inputs make a torn write visible if appends were not atomic.
	pad := strings.Repeat("p", 32<<10)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ev := &hook.Event{
				Name: hook.PostToolUse, AgentID: "a1", ToolName: "TaskCreate",
				ToolUseID:    fmt.Sprintf("toolu_%d", i),
				ToolInput:    json.RawMessage(fmt.Sprintf(`{"subject":"Step %d","description":%q}`, i, pad)),
				ToolResponse: json.RawMessage(fmt.Sprintf(`{"task":{"id":"%d","subject":"Step %d"}}`, i+1, i)),
			}
			errs <- AppendJournal(p, ev)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")) {
		var e journalEntry
		if err := json.Unmarshal(line, &e); err != nil {
			t.Fatalf("torn line (%d bytes): %v", len(line), err)
		}
		seen[e.ToolUseID] = true
	}
	if len(seen) != n {
		t.Fatalf("want %d distinct lines, got %d", n, len(seen))
	}
	tr, err := Rebuild("", p)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Items) != n || tr.Todos != n {
		t.Errorf("rebuilt %d items, %d todos; want %d", len(tr.Items), tr.Todos, n)
	}
}
