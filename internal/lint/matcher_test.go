package lint

import (
	"errors"
	"strings"
	"testing"
)

// Patterns of every kind (TestMatchesTaskNotAgent has the plain ones): a
// matcher that catches the subagent tool by its old name Task and not by
// Agent is warned about, whether written as names or as a pattern; one
// that also catches Agent, catches neither, or does not compile is not.
func TestMatchesTaskNotAgentPatterns(t *testing.T) {
	for m, want := range map[string]bool{
		"Task": true, "Task|Bash": true, "Bash|Task": true, "^Task$": true, "Task.*": true, "T.*k": true,
		"[Tt]ask": true, "Ta+sk": true, "^Task(Create|Update)?$": true, "(?i)task": true, "\\bTask\\b": true,
		// A pattern built to make a backtracking matcher give up is
		// answered: Go's regexp runs in linear time.
		"(.?){40}!|Task": true, "(a?){30}a{30}|Task": true,
		"Agent": false, "Task|Agent": false, "Agent|Task": false, "^(Task|Agent)$": false, ".*": false,
		"*": false, "": false, "Bash": false, "Edit|Write": false, "TaskCreate": false, "mcp__.*": false,
		"Agent | Task": false, // names with spaces: a pattern that matches neither
		// Lookarounds do not compile in Go's syntax: left alone.
		"^(?!Agent)": false, "Task(?=x)": false,
	} {
		if got := matchesTaskNotAgent(m); got != want {
			t.Errorf("matchesTaskNotAgent(%q) = %v, want %v", m, got, want)
		}
	}
	long := "^(" + strings.Repeat("Bash|", 2000) + "Task)$"
	if !matchesTaskNotAgent(long) {
		t.Errorf("a long list of alternatives ending in Task is not warned about")
	}
}

// The messages frontmatterError makes name the file's lines: the YAML
// error's line and every "at line N" in it, shifted past the opening.
func TestFrontmatterErrorShiftsEveryLine(t *testing.T) {
	err := errors.New("frontmatter: yaml: line 3: mapping key \"a\" already defined at line 1, see at line 2")
	line, msg := frontmatterError([]byte("\n\n---\nx\n"), err)
	if line != 6 || msg != `mapping key "a" already defined at line 4, see at line 5` {
		t.Errorf("frontmatterError = %d, %q", line, msg)
	}
	line, msg = frontmatterError([]byte("---\nx\n"), errors.New("yaml: did not find expected key"))
	if line != 1 || msg != "did not find expected key" {
		t.Errorf("frontmatterError without a line = %d, %q", line, msg)
	}
}
