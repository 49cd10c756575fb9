package transcript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFirstPromptID(t *testing.T) {
	// A real subagent transcript: its first line holds the turn that
	// started the agent.
	if got := FirstPromptID(filepath.Join("testdata", "transcript.subagent.jsonl")); got != "8cb6451c-4d67-4d88-abf9-465418e80e52" {
		t.Errorf("FirstPromptID = %q", got)
	}
	dir := t.TempDir()
	for name, c := range map[string]struct{ content, want string }{
		"none.jsonl":    {`{"type":"user","message":{"content":"x"}}` + "\n", ""},
		"late.jsonl":    {strings.Repeat(`{"type":"attachment"}`+"\n", 4000) + `{"promptId":"p-late"}` + "\n", ""},
		"second.jsonl":  {`{"type":"queue-operation"}` + "\n" + `{"promptId":"p2","type":"user"}` + "\n" + `{"promptId":"p3"}` + "\n", "p2"},
		"escaped.jsonl": {`{"promptId":"a\"b"}` + "\n", ""},
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(c.content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := FirstPromptID(p); got != c.want {
			t.Errorf("%s: FirstPromptID = %q, want %q", name, got, c.want)
		}
	}
	if got := FirstPromptID(filepath.Join(dir, "missing.jsonl")); got != "" {
		t.Errorf("a missing transcript: %q", got)
	}
}
