package parser

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// links counts the links a one-paragraph document reads as.
func links(src string) int {
	p := NewParser(WithBlockParsers(DefaultBlockParsers()...), WithInlineParsers(DefaultInlineParsers()...))
	n := 0
	_ = ast.Walk(p.Parse(text.NewReader([]byte(src))), func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if _, ok := c.(*ast.Link); ok && entering {
			n++
		}
		return ast.WalkContinue, nil
	})
	return n
}

// TestLinkDestinationEnds: a destination ends where CommonMark says it
// fails, not at the end of the line: at an unescaped < between < and >,
// and past 32 nested parentheses (cmark's limit). Without these ends, a
// line of "[a](" or "[a](<" repeated is read in time growing with the
// square of its length, each destination searched to the line's end.
func TestLinkDestinationEnds(t *testing.T) {
	for _, c := range []struct {
		src   string
		links int
	}{
		{"[a](<b>)", 1},
		{"[a](<b\\<c>)", 1},
		{"[a](<b<c>)", 0},
		{"[a](" + strings.Repeat("(", 32) + "b" + strings.Repeat(")", 32) + ")", 1},
		{"[a](" + strings.Repeat("(", 33) + "b" + strings.Repeat(")", 33) + ")", 0},
		{"[a](b(c)d)", 1},
	} {
		if got := links(c.src); got != c.links {
			t.Errorf("%q: %d links, want %d", c.src, got, c.links)
		}
	}
}
