package markdown

import (
	"fmt"
	"strings"
	"testing"
)

// hostile is a message built to make a search that goes back over what was
// read show: each of its pieces repeated to an equal share of the size.
type hostile []string

func (h hostile) message(size int) []byte {
	var b strings.Builder
	for _, piece := range h {
		b.WriteString(strings.Repeat(piece, max(1, size/len(h)/len(piece))))
	}
	return []byte(b.String())
}

func (h hostile) String() string { return fmt.Sprintf("%q", []string(h)) }

// hostileMessages are the shapes of message that once took the reader (or
// could take a reader like it) time growing with the square of their size:
// delimiter runs no closer matches, link openers whose destination runs to
// the end of the line, backtick runs of lengths never closed, a long line
// of nested list markers, and so on.
var hostileMessages = []hostile{
	// Emphasis: openers that closers of another character, or of a
	// length the rule of three forbids, search past.
	{"*a ", "a_ "},
	{"_a ", "a* "},
	{"*a_ "},
	{"a**b", "c* "},
	{"**a ", "a* "},
	{"*a", "b*"},
	{"*a ", "[b](c) "},
	{"*_"},
	{"_*a "},
	// Inline links whose destination runs to the end of the line, and
	// does not close.
	{"[a]("},
	{"*[a*]("},
	{"[]("},
	{"![a]("},
	{"[a](<"},
	{"[a]((b)"},
	{"[a](", "("},
	{"[a](b)(", "[a](b"},
	{"[a](<b>", "[a](<"},
	{"[a](b \"c"},
	// Nested containers on one line, each tried for a thematic break, and
	// lazy lines after them.
	{"- ", "a"},
	{"* ", "a\n"},
	{"- ", "  a\n"},
	{"> ", "a\n"},
	{"> - ", "a\n"},
	{"1. ", "a\n"},
	{"- a\n  "},
}

// TestReadingIsLinear counts the reader's work (the steps of its searches,
// bytes and lines read) over each hostile message at two sizes: twice the
// text must cost at most about twice the work (a quadratic search costs
// four times). Counted, not timed, so a busy machine cannot fail it.
func TestReadingIsLinear(t *testing.T) {
	const size = 16 << 10
	for _, h := range hostileMessages {
		t.Run(h.String(), func(t *testing.T) {
			_, small := read(h.message(size))
			_, large := read(h.message(2 * size))
			if small <= 0 || float64(large) > 2.2*float64(small) {
				t.Errorf("%d bytes took %d steps, twice as many took %d", size, small, large)
			}
		})
	}
}
