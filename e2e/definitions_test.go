package e2e

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/agents"
)

// Claude Code reads an agent definition's frontmatter by a rule of its own
// (frontmatter.Split): the block must open on the first line, after at most
// a byte-order mark, and ends at the first "---" wherever it stands. The
// agents a session lists are exactly those whose name team-hook reads from
// the same files, so the hook and lint see the agents Claude Code runs.
func TestClaudeCodeReadsDefinitionsAsLintDoes(t *testing.T) {
	t.Parallel()
	files := []struct{ file, name, content string }{
		{"plain.md", "plain-agent", "---\nname: plain-agent\ndescription: d\n---\nBody.\n"},
		{"crlf.md", "crlf-agent", "---\r\nname: crlf-agent\r\ndescription: d\r\n---\r\nBody.\r\n"},
		{"bom.md", "bom-agent", "\ufeff---\nname: bom-agent\ndescription: d\n---\nBody.\n"},
		{"blank-first.md", "blank-first-agent", "\n---\nname: blank-first-agent\ndescription: d\n---\nBody.\n"},
		{"four-dashes.md", "four-dashes-agent", "---\nname: four-dashes-agent\ndescription: d\n----\nBody.\n"},
		{"dashes-in-value.md", "late-agent", "---\ndescription: a---b\nname: late-agent\n---\nBody.\n"},
	}
	s := newSession(t, fakeapi.Default)
	for _, f := range files {
		s.writeFile(".claude/agents/"+f.file, f.content, 0o644)
	}
	s.run("Hello.")
	listed := sessionAgents(t, s.stdout)
	var read, unread int
	for _, f := range files {
		def, err := agents.ParseDefinition(f.file, []byte(f.content))
		ours := err == nil && def.Name == f.name && def.Description != ""
		if ours {
			read++
		} else {
			unread++
		}
		if theirs := slices.Contains(listed, f.name); ours != theirs {
			t.Errorf("%s: team-hook reads the agent %q: %v; Claude Code lists it: %v (%v)", f.file, f.name, ours, theirs, listed)
		}
	}
	if read == 0 || unread == 0 {
		t.Fatalf("the files should include agents both read and not (%d read, %d not)", read, unread)
	}
}

// sessionAgents is the agents the session's init message lists.
func sessionAgents(t *testing.T, stdout []byte) []string {
	t.Helper()
	for _, line := range bytes.Split(stdout, []byte("\n")) {
		var m struct {
			Type    string   `json:"type"`
			Subtype string   `json:"subtype"`
			Agents  []string `json:"agents"`
		}
		if json.Unmarshal(line, &m) == nil && m.Type == "system" && m.Subtype == "init" {
			return m.Agents
		}
	}
	t.Fatalf("no init message in the output:\n%s", stdout)
	return nil
}
