package frontmatter

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

// splitCase is an input and what a splitter makes of it.
type splitCase struct {
	name, in    string
	front, body string
	ok          bool
}

func checkSplits(t *testing.T, name string, split func([]byte) ([]byte, []byte, bool), cases []splitCase) {
	t.Helper()
	for _, c := range cases {
		front, body, ok := split([]byte(c.in))
		if ok != c.ok || string(front) != c.front || string(body) != c.body {
			t.Errorf("%s: %s(%q) = %q, %q, %v; want %q, %q, %v", c.name, name, c.in, front, body, ok, c.front, c.body, c.ok)
		}
	}
}

// splitCases are definitions as Split reads them. Those marked in
// claudeCodeDiffers are read otherwise by Claude Code, which ends the
// block at the first "---" wherever it stands.
var splitCases = []splitCase{
	{"plain", "---\nname: a\n---\nbody\n", "name: a\n", "body\n", true},
	{"crlf", "---\r\nname: a\r\n---\r\nbody\r\n", "name: a\r\n", "body\r\n", true},
	{"byte-order mark", "\ufeff---\nname: a\n---\n", "name: a\n", "", true},
	{"closing at the end", "---\nname: a\n---", "name: a\n", "", true},
	{"spaces after the opening", "---  \t\nname: a\n---\n", "name: a\n", "", true},
	{"spaces after the closing", "---\nname: a\n---  \nbody", "name: a\n", "body", true},
	// Blank lines after the opening keep their place, so YAML's line
	// numbers stay the file's.
	{"blank lines after the opening", "---\n\n \nname: a\n---\n", "\n \nname: a\n", "", true},
	{"empty", "---\n---\nbody", "", "body", true},
	{"body after blank lines", "---\na: b\n---\n\n\nbody", "a: b\n", "body", true},
	{"blank line first", "\n---\nname: a\n---\n", "", "\n---\nname: a\n---\n", false},
	{"no closing", "---\nname: a\n", "", "---\nname: a\n", false},
	{"opening with text", "--- name: a\n---\n", "", "--- name: a\n---\n", false},
	{"no line break after the opening", "------", "", "------", false},
	{"no frontmatter", "# Title\n", "", "# Title\n", false},
	{"nothing", "", "", "", false},
	// Where Claude Code differs: it ends the block at "---" in a value, in
	// a "----" line, or before text on the closing line.
	{"dashes in a value", "---\ndescription: a---b\nname: late\n---\n", "description: a---b\nname: late\n", "", true},
	{"four dashes", "---\nname: a\n----\nbody", "", "---\nname: a\n----\nbody", false},
	{"text after the closing", "---\nname: a\n--- b\nc\n---\n", "name: a\n--- b\nc\n", "", true},
}

var claudeCodeDiffers = map[string]bool{"dashes in a value": true, "four dashes": true, "text after the closing": true}

func TestSplit(t *testing.T) {
	checkSplits(t, "Split", Split, splitCases)
}

// claudeCodePattern is the pattern Claude Code 2.1.330 reads frontmatter
// with, /^---\s*\n([\s\S]*?)---\s*\n?/, in Go's syntax: JavaScript's \s
// spelt out, [\s\S] as any character.
var claudeCodePattern = regexp.MustCompile(strings.ReplaceAll(`^---\s*\n((?s:.)*?)---\s*\n?`, `\s`,
	`[\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]`))

// Split reads each case as Claude Code's pattern does (after a byte-order
// mark: the same block but for the blank lines Split keeps in place, the
// same body), except the cases where the two are known to differ, which
// differ: a change on either side shows here.
func TestSplitAgainstClaudeCode(t *testing.T) {
	for _, c := range splitCases {
		front, body, ok := Split([]byte(c.in))
		text := bytes.TrimPrefix([]byte(c.in), []byte("\ufeff"))
		m := claudeCodePattern.FindSubmatchIndex(text)
		same := ok == (m != nil)
		if same && ok {
			same = bytes.Equal(dropBlankLines(front), text[m[2]:m[3]]) && bytes.Equal(body, text[m[1]:])
		} else if same {
			same = bytes.Equal(body, text)
		}
		if same == claudeCodeDiffers[c.name] {
			t.Errorf("%s: Split(%q) reads it as Claude Code does: %v, want %v", c.name, c.in, same, !claudeCodeDiffers[c.name])
		}
	}
}

// dropBlankLines drops the white-space lines a block opens with.
func dropBlankLines(front []byte) []byte {
	for {
		i := bytes.IndexByte(front, '\n')
		if i < 0 || len(bytes.TrimSpace(front[:i])) > 0 {
			return front
		}
		front = front[i+1:]
	}
}

func TestSplitLines(t *testing.T) {
	checkSplits(t, "SplitLines", SplitLines, []splitCase{
		{"plain", "---\nstatus: x\n---\nbody\n", "status: x\n", "body\n", true},
		{"blank lines first", "\n \n---\na: b\n---\n", "a: b\n", "", true},
		{"dashes in a value", "---\nerror: a---b\n---\nbody", "error: a---b\n", "body", true},
		{"indented closing", "---\na: b\n  ---  \nbody", "a: b\n", "body", true},
		{"closing at the end", "---\na: b\n---", "a: b\n", "", true},
		{"body with its own lookalike", "---\na: b\n---\n---\nc: d\n---\n", "a: b\n", "---\nc: d\n---\n", true},
		{"four dashes do not close", "---\na: b\n----\n", "", "---\na: b\n----\n", false},
		{"opening is the last line", "---", "", "---", false},
		{"no closing", "---\na: b\n", "", "---\na: b\n", false},
		{"text first", "x\n---\na: b\n---\n", "", "x\n---\na: b\n---\n", false},
	})
}
