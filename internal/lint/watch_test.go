package lint

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/testwait"
)

const (
	askingAgent = "---\nname: x\ndescription: Asks.\ntools: Read, AskUserQuestion\n---\n"
	fixedAgent  = "---\nname: x\ndescription: Returns an envelope.\ntools: Read\nskills: [agent-open-questions]\n---\n"
	nodescAgent = "---\nname: x\ntools: Read\n---\n"
)

func rules(fs []Finding) string {
	var r []string
	for _, f := range fs {
		r = append(r, f.Path+" "+f.Rule)
	}
	return strings.Join(r, ", ")
}

// TestWatch: onChange is called at start, after an editor's save (write a
// temporary file, rename it over the agent), after a plain write, and after
// a new skill folder appears and then gets its SKILL.md; cancelling ctx
// makes Watch return nil.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, text string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".claude-plugin/plugin.json", `{"name": "watched"}`)
	write("agents/x.md", askingAgent)

	calls := make(chan []Finding, 64)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Watch(ctx, dir, func(fs []Finding) { calls <- fs })
	}()
	// Each step waits for a call with the findings the change must bring;
	// a burst of events may bring extra calls with the same findings first.
	expect := func(step, want string) {
		t.Helper()
		timeout := testwait.After(t)
		last := "(no call)"
		for {
			select {
			case fs := <-calls:
				if last = rules(fs); last == want {
					return
				}
			case err := <-done:
				t.Fatalf("%s: Watch returned early: %v", step, err)
			case <-timeout:
				t.Fatalf("%s: no call with findings %q; last call: %q", step, want, last)
			}
		}
	}

	expect("start", "agents/x.md agent-asks-user")

	// An editor's save: a temporary file renamed over the original.
	write("agents/x.md.tmp", fixedAgent)
	if err := os.Rename(filepath.Join(dir, "agents", "x.md.tmp"), filepath.Join(dir, "agents", "x.md")); err != nil {
		t.Fatal(err)
	}
	expect("rename over", "")

	// A plain write in place.
	write("agents/x.md", nodescAgent)
	expect("direct write", "agents/x.md description-missing")

	// A folder that did not exist when Watch started is watched too.
	if err := os.MkdirAll(filepath.Join(dir, "skills", "notes"), 0o755); err != nil {
		t.Fatal(err)
	}
	expect("new skill folder", "agents/x.md description-missing, skills/notes skill-file-missing")
	write("skills/notes/SKILL.md", "---\nname: other\ndescription: Notes.\n---\n")
	expect("file in the new folder", "agents/x.md description-missing, skills/notes/SKILL.md skill-name-mismatch")

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Watch after cancel = %v, want nil", err)
		}
	case <-testwait.After(t):
		t.Fatal("Watch did not return after cancel")
	}
}

// TestWatchUnreadable: a folder that cannot be linted is an error at once.
func TestWatchUnreadable(t *testing.T) {
	err := Watch(context.Background(), filepath.Join(t.TempDir(), "absent"), func([]Finding) {
		t.Error("onChange called for a missing folder")
	})
	if err == nil {
		t.Fatal("want an error")
	}
}
