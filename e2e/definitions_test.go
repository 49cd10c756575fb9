package e2e

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/agents"
)

// Claude Code reads an agent definition's frontmatter by a rule of its own:
// the block must open on the first line, after at most a byte-order mark,
// and ends at the first "---" wherever it stands. team-hook reads it with
// adrg/frontmatter (frontmatter.Split), which agrees on where the block
// opens and ends it at a line that reads "---". The agents a session lists
// are those whose name team-hook reads from the same files, but for the
// two files where the rules part (differs): a "----" line closes the block
// for Claude Code only, and "a---b" in a value ends it early for Claude
// Code only (README, "Definitions").
func TestClaudeCodeReadsDefinitionsAsLintDoes(t *testing.T) {
	t.Parallel()
	files := []struct {
		file, name, content string
		differs             bool
	}{
		{"plain.md", "plain-agent", "---\nname: plain-agent\ndescription: d\n---\nBody.\n", false},
		{"crlf.md", "crlf-agent", "---\r\nname: crlf-agent\r\ndescription: d\r\n---\r\nBody.\r\n", false},
		{"bom.md", "bom-agent", "\ufeff---\nname: bom-agent\ndescription: d\n---\nBody.\n", false},
		{"blank-first.md", "blank-first-agent", "\n---\nname: blank-first-agent\ndescription: d\n---\nBody.\n", false},
		{"four-dashes.md", "four-dashes-agent", "---\nname: four-dashes-agent\ndescription: d\n----\nBody.\n", true},
		{"dashes-in-value.md", "late-agent", "---\ndescription: a---b\nname: late-agent\n---\nBody.\n", true},
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
		theirs := slices.Contains(listed, f.name)
		switch {
		case !f.differs && ours != theirs:
			t.Errorf("%s: team-hook reads the agent %q: %v; Claude Code lists it: %v (%v)", f.file, f.name, ours, theirs, listed)
		case f.differs && ours == theirs:
			t.Errorf("%s: team-hook and Claude Code now agree on the agent %q (%v): update README's Definitions and frontmatter.Split", f.file, f.name, ours)
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
