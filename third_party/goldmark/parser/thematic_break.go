package parser

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

type thematicBreakPraser struct {
}

var defaultThematicBreakPraser = &thematicBreakPraser{}

// NewThematicBreakParser returns a new BlockParser that
// parses thematic breaks.
func NewThematicBreakParser() BlockParser {
	return defaultThematicBreakPraser
}

func isThematicBreak(line []byte, offset int) bool {
	w, pos := util.IndentWidth(line, offset)
	if w > 3 {
		return false
	}
	mark := byte(0)
	count := 0
	for i := pos; i < len(line); i++ {
		c := line[i]
		if util.IsSpace(c) {
			continue
		}
		if mark == 0 {
			mark = c
			count = 1
			if mark == '*' || mark == '-' || mark == '_' {
				continue
			}
			return false
		}
		if c != mark {
			return false
		}
		count++
	}
	return count > 2
}

func (b *thematicBreakPraser) Trigger() []byte {
	return []byte{'-', '*', '_'}
}

var thematicBreakLineKey = NewContextKey()

// thematicBreakLine caches, for the line of source that ends at stop,
// where the rest of the line can first be a thematic break: from is one
// past the last character that is neither a space nor the line's last
// non-space character (when found), so no rest of the line that starts
// before from is a thematic break. When found is false, the line was only
// searched back to from, and nothing before it is known.
type thematicBreakLine struct {
	source []byte
	stop   int
	from   int
	found  bool
	// bytes searched back and handed to isThematicBreak: the work
	// TestNestedContainersScanLinesOnce counts.
	scanned int
}

// findThematicBreakStart fills c for the line of source that ends at stop,
// searching back no further than start.
func findThematicBreakStart(c *thematicBreakLine, source []byte, start, stop int) {
	c.source, c.stop, c.from, c.found = source, stop, start, false
	mark := byte(0)
	for i := stop - 1; i >= start; i-- {
		ch := source[i]
		if util.IsSpace(ch) {
			continue
		}
		if mark == 0 && (ch == '*' || ch == '-' || ch == '_') {
			mark = ch
			continue
		}
		if ch != mark {
			c.from, c.found = i+1, true
			break
		}
	}
	c.scanned += stop - c.from
}

// sameBytes reports whether a and b are the same slice of the same array.
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

func (b *thematicBreakPraser) Open(parent ast.Node, reader text.Reader, pc Context) (ast.Node, State) {
	line, segment := reader.PeekLine()
	// Containers nested on one line try the rest of it at every level:
	// skip the scan where the line is known to end in no thematic break.
	c := pc.ComputeIfAbsent(thematicBreakLineKey, func() any {
		return &thematicBreakLine{stop: -1}
	}).(*thematicBreakLine)
	source := reader.Source()
	if c.stop != segment.Stop || !sameBytes(c.source, source) || (!c.found && segment.Start < c.from) {
		findThematicBreakStart(c, source, segment.Start, segment.Stop)
	}
	if segment.Start < c.from {
		return nil, NoChildren
	}
	c.scanned += len(line)
	if isThematicBreak(line, reader.LineOffset()) {
		reader.AdvanceToEOL()
		return ast.NewThematicBreak(), NoChildren
	}
	return nil, NoChildren
}

func (b *thematicBreakPraser) Continue(node ast.Node, reader text.Reader, pc Context) State {
	return Close
}

func (b *thematicBreakPraser) Close(node ast.Node, reader text.Reader, pc Context) {
	// nothing to do
}

func (b *thematicBreakPraser) CanInterruptParagraph() bool {
	return true
}

func (b *thematicBreakPraser) CanAcceptIndentedLine() bool {
	return false
}
