package frontmatter

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	adrg "github.com/adrg/frontmatter"
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

func TestSplit(t *testing.T) {
	checkSplits(t, "Split", Split, []splitCase{
		{"plain", "---\nname: a\n---\nbody\n", "name: a\n", "body\n", true},
		{"crlf", "---\r\nname: a\r\n---\r\nbody\r\n", "name: a\r\n", "body\r\n", true},
		{"byte-order mark", "\ufeff---\nname: a\n---\n", "name: a\n", "", true},
		{"closing at the end", "---\nname: a\n---", "name: a\n", "", true},
		{"spaces after the opening", "---  \t\nname: a\n---\n", "name: a\n", "", true},
		// Blank lines after the opening keep their place, so YAML's
		// line numbers stay the file's.
		{"blank lines after the opening", "---\n\n \nname: a\n---\n", "\n\nname: a\n", "", true},
		{"empty", "---\n---\nbody", "", "body", true},
		{"body after blank lines", "---\na: b\n---\n\n\nbody", "a: b\n", "body", true},
		// Claude Code's pattern ends the block at the first "---",
		// wherever it stands.
		{"dashes in a value", "---\ndescription: a---b\nname: late\n---\n", "description: a", "b\nname: late\n---\n", true},
		{"four dashes close", "---\nname: a\n----\nbody", "name: a\n", "-\nbody", true},
		{"blank line first", "\n---\nname: a\n---\n", "", "\n---\nname: a\n---\n", false},
		{"no closing", "---\nname: a\n", "", "---\nname: a\n", false},
		{"opening with text", "--- name: a\n---\n", "", "--- name: a\n---\n", false},
		{"no line break after the opening", "------", "", "------", false},
		{"no frontmatter", "# Title\n", "", "# Title\n", false},
		{"nothing", "", "", "", false},
	})
}

// claudeCodePattern is the pattern Claude Code 2.1.330 reads frontmatter
// with, /^---\s*\n([\s\S]*?)---\s*\n?/, in Go's syntax: JavaScript's \s
// spelt out, [\s\S] as any character.
var claudeCodePattern = regexp.MustCompile(strings.ReplaceAll(`^---\s*\n((?s:.)*?)---\s*\n?`, `\s`,
	`[\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]`))

// Split reads what Claude Code's pattern reads (after a byte-order mark):
// the same frontmatter, but for the blank lines Split keeps in place, and
// the same body.
func FuzzSplitMatchesClaudeCode(f *testing.F) {
	for _, s := range []string{
		"---\nname: a\n---\nbody\n", "\ufeff---\r\n\r\na: b\r\n---", "---\n\u2028\n x\n---\u00a0\n\nb",
		"---\na---b\n---\n", "\n---\n---\n", "---\n", "---\n---", "--- \t\v\n----",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		front, body, ok := Split(data)
		text := bytes.TrimPrefix(data, []byte("\ufeff"))
		m := claudeCodePattern.FindSubmatchIndex(text)
		if ok != (m != nil) {
			t.Fatalf("Split(%q) found frontmatter: %v; the pattern: %v", data, ok, m != nil)
		}
		if !ok {
			if !bytes.Equal(body, text) {
				t.Fatalf("Split(%q) body %q, want the whole text", data, body)
			}
			return
		}
		if got, want := bytes.TrimLeft(front, "\n"), text[m[2]:m[3]]; !bytes.Equal(got, want) {
			t.Fatalf("Split(%q) front %q, the pattern %q", data, front, want)
		}
		if want := text[m[1]:]; !bytes.Equal(body, want) {
			t.Fatalf("Split(%q) body %q, the pattern %q", data, body, want)
		}
		if lines, want := bytes.Count(front, []byte("\n")), bytes.Count(text[:m[3]], []byte("\n"))-1; lines != want {
			t.Fatalf("Split(%q) front has %d lines, the file %d up to its end", data, lines, want)
		}
	})
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

// SplitLines reads records as adrg/frontmatter (which team-hook used
// before) read them: the same frontmatter and body.
func FuzzSplitLinesMatchesAdrg(f *testing.F) {
	for _, s := range []string{
		"---\nstatus: x\n---\nbody\n", "\n\n---\na: b\n  ---\n", "---\r\na: b\r\n---\r\n", "---", "---\n---", "x\n---\n---\n",
	} {
		f.Add([]byte(s))
	}
	format := adrg.NewFormat("---", "---", func(data []byte, v any) error {
		*v.(*[]byte) = append([]byte{}, data...)
		return nil
	})
	f.Fuzz(func(t *testing.T, data []byte) {
		var want []byte
		wantBody, err := adrg.MustParse(bytes.NewReader(data), &want, format)
		wantOK := err == nil
		if !wantOK {
			wantBody = data
		}
		front, body, ok := SplitLines(data)
		if ok != wantOK || !bytes.Equal(front, want) || !bytes.Equal(body, wantBody) {
			t.Fatalf("SplitLines(%q) = %q, %q, %v; adrg/frontmatter %q, %q, %v", data, front, body, ok, want, wantBody, wantOK)
		}
	})
}
