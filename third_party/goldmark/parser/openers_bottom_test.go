package parser

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// countingEmphasis is the emphasis parser with a processor that counts
// the openers closers are compared with.
type countingEmphasis struct{ compared *int }

func (p countingEmphasis) IsDelimiter(b byte) bool { return b == '*' || b == '_' }

func (p countingEmphasis) CanOpenCloser(opener, closer *Delimiter) bool {
	*p.compared++
	return defaultEmphasisDelimiterProcessor.CanOpenCloser(opener, closer)
}

func (p countingEmphasis) OnMatch(consumes int) ast.Node {
	return defaultEmphasisDelimiterProcessor.OnMatch(consumes)
}

func (p countingEmphasis) Trigger() []byte { return []byte{'*', '_'} }

func (p countingEmphasis) Parse(parent ast.Node, block text.Reader, pc Context) ast.Node {
	before := block.PrecendingCharacter()
	line, segment := block.PeekLine()
	node := ScanDelimiter(line, before, 1, p)
	if node == nil {
		return nil
	}
	node.Segment = segment.WithStop(segment.Start + node.OriginalLength)
	block.Advance(node.OriginalLength)
	pc.PushDelimiter(node)
	return node
}

// TestUnmatchedClosersSearchOnce: closers that match no opener (openers of
// the other character, or of a length the rule of three forbids) are
// compared with openers a number of times growing linearly with their
// number, not with its square: a search that found nothing is not done
// again (openersBottom).
func TestUnmatchedClosersSearchOnce(t *testing.T) {
	for _, pieces := range [][]string{{"*a ", "a_ "}, {"_a ", "a* "}, {"*a_ "}, {"**a ", "a* "}, {"a**b", "c* "}} {
		var counts [3]int
		for i := range counts {
			n := 600 << i
			var src strings.Builder
			for _, p := range pieces {
				src.WriteString(strings.Repeat(p, n))
			}
			compared := 0
			p := NewParser(WithBlockParsers(DefaultBlockParsers()...),
				WithInlineParsers(util.Prioritized(countingEmphasis{&compared}, 100)))
			p.Parse(text.NewReader([]byte(src.String())))
			counts[i] = compared
		}
		// Linear: each doubling adds about as much as the one before.
		// With the square, the second adds four times the first.
		if first, second := counts[1]-counts[0], counts[2]-counts[1]; second > 2*first+64 {
			t.Errorf("%q repeated 600, 1200 and 2400 times: %v comparisons", pieces, counts)
		}
	}
}
