package parser

import (
	"reflect"
	"strings"
	"testing"

	"github.com/yuin/goldmark/text"
)

// TestNestedContainersScanLinesOnce: containers nested on one line (list
// items and block quotes, each opened where the last one's marker ends)
// do not make every level scan the rest of the line again, neither to
// find its column (the reader's LineOffset) nor to try it as a thematic
// break: the bytes those scans go over grow linearly with the line, not
// with its square.
func TestNestedContainersScanLinesOnce(t *testing.T) {
	for _, m := range []struct{ marker, tail string }{
		{"- ", "a"}, {"* ", "a\n"}, {"- ", "  a\n"}, {"> ", "a\n"},
		{"> - ", "a\n"}, {"1. ", "a\n"}, {"+ ", "- - -\n"}, {"- ", "* * *\n"},
	} {
		var counts [3]int
		for i := range counts {
			n := 500 << i
			source := []byte(strings.Repeat(m.marker, n) + m.tail)
			reader := text.NewReader(source)
			pc := NewContext()
			NewParser(WithBlockParsers(DefaultBlockParsers()...)).Parse(reader, WithContext(pc))
			counted := int(reflect.ValueOf(reader).Elem().FieldByName("counted").Int())
			if c, ok := pc.Get(thematicBreakLineKey).(*thematicBreakLine); ok {
				counted += c.scanned
			}
			counts[i] = counted
		}
		// Linear: each doubling adds about as much as the one before.
		// With the square, the second adds four times the first.
		if first, second := counts[1]-counts[0], counts[2]-counts[1]; second > 2*first+64 {
			t.Errorf("%q repeated 500, 1000 and 2000 times, then %q: %v bytes scanned", m.marker, m.tail, counts)
		}
	}
}
