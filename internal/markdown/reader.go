package markdown

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// eof is what peek returns past the end.
const eof = byte(0xff)

// lineReader walks the source line by line for the block parser. Its
// position is a segment: the rest of the current line, possibly after a
// few spaces of padding left over from a tab that a container marker
// split.
type lineReader struct {
	src        []byte
	line       int
	peeked     []byte
	pos        ast.Segment
	head       int // where the current line starts
	lineOffset int // column of pos, or -1 when not yet computed
	// colVal is the column (padding aside) at offset colAt of the line.
	colAt, colVal int
}

func newLineReader(src []byte) *lineReader {
	r := &lineReader{src: src, line: -1, lineOffset: -1, colAt: -1}
	r.advanceLine()
	return r
}

// peekLine is the rest of the current line (nil at the end).
func (r *lineReader) peekLine() ([]byte, ast.Segment) {
	if r.pos.Start >= 0 && r.pos.Start < len(r.src) {
		if r.peeked == nil {
			r.peeked = r.pos.Value(r.src)
		}
		return r.peeked, r.pos
	}
	return nil, r.pos
}

// column is the visual column of the position (tabs to multiples of 4).
// It is counted on from the last column computed on the line, so that a
// line of many container markers costs no more than its length.
func (r *lineReader) column() int {
	if r.lineOffset < 0 {
		from, v := r.head, 0
		if r.colAt >= r.head && r.colAt <= r.pos.Start {
			from, v = r.colAt, r.colVal
		}
		for i := from; i < r.pos.Start; i++ {
			if r.src[i] == '\t' {
				v += tabWidth(v)
			} else {
				v++
			}
		}
		r.colAt, r.colVal = r.pos.Start, v
		r.lineOffset = v - r.pos.Padding
	}
	return r.lineOffset
}

func (r *lineReader) advance(n int) {
	r.lineOffset = -1
	if n < len(r.peeked) && r.pos.Padding == 0 {
		r.pos.Start += n
		r.peeked = nil
		return
	}
	r.peeked = nil
	for ; n > 0 && r.pos.Start < len(r.src); n-- {
		if r.pos.Padding != 0 {
			r.pos.Padding--
			continue
		}
		if r.src[r.pos.Start] == '\n' {
			r.advanceLine()
			continue
		}
		r.pos.Start++
	}
}

func (r *lineReader) advanceAndSetPadding(n, padding int) {
	r.advance(n)
	if padding > r.pos.Padding {
		r.setPadding(padding)
	}
}

func (r *lineReader) setPadding(v int) {
	r.pos.Padding = v
	r.peeked = nil
}

// advanceToEOL moves to the newline that ends the line.
func (r *lineReader) advanceToEOL() {
	if r.pos.Start >= len(r.src) {
		return
	}
	r.lineOffset = -1
	i := -1
	if r.peeked != nil {
		r.pos.Start += len(r.peeked) - r.pos.Padding - 1
		if r.src[r.pos.Start] == '\n' {
			i = 0
		}
	}
	if i == -1 {
		i = bytes.IndexByte(r.src[r.pos.Start:], '\n')
	}
	r.peeked = nil
	if i != -1 {
		r.pos.Start += i
	} else {
		r.pos.Start = len(r.src)
	}
	r.pos.Padding = 0
}

func (r *lineReader) advanceLine() {
	r.lineOffset = -1
	r.peeked = nil
	r.pos.Start = r.pos.Stop
	r.head = r.pos.Start
	if r.pos.Start < 0 || r.pos.Start >= len(r.src) {
		return
	}
	r.pos.Stop = len(r.src)
	i := 0
	if r.src[r.pos.Start] != '\n' {
		i = bytes.IndexByte(r.src[r.pos.Start:], '\n')
	}
	if i != -1 {
		r.pos.Stop = r.pos.Start + i + 1
	}
	r.line++
	r.pos.Padding = 0
}

func (r *lineReader) position() (int, ast.Segment) { return r.line, r.pos }

func (r *lineReader) setPosition(line int, pos ast.Segment) {
	r.lineOffset = -1
	r.peeked = nil
	r.line = line
	r.pos = pos
}

// skipBlankLines moves past blank lines; false at the end of the source.
func (r *lineReader) skipBlankLines() bool {
	for {
		line, _ := r.peekLine()
		if line == nil {
			return false
		}
		if !isBlank(line) {
			return true
		}
		r.advanceLine()
	}
}

// blockReader walks a block's lines (segments of the source) for the
// inline parser and the link reference definition reader.
type blockReader struct {
	src  []byte
	segs *ast.Segments
	n    int // number of segments
	line int
	pos  ast.Segment
	last int // where the last segment stops
	// steps counts the bytes its scans look at (parser.steps).
	steps int
}

// reset starts reading a block's lines.
func (r *blockReader) reset(src []byte, segs *ast.Segments) {
	r.src = src
	r.segs = segs
	r.n = segs.Len()
	r.line = -1
	r.last = 0
	r.pos = ast.NewSegment(-1, -1)
	if r.n > 0 {
		r.last = segs.At(r.n - 1).Stop
	}
	r.advanceLine()
}

// value is the text of a segment that may run over several lines, with
// each line's padding.
func (r *blockReader) value(seg ast.Segment) []byte { return r.valueUpTo(seg, -1) }

// valueUpTo is value cut after limit+1 bytes (limit < 0: not cut): enough
// to tell that a label is longer than limit without copying it all.
func (r *blockReader) valueUpTo(seg ast.Segment, limit int) []byte {
	// The last line starting at or before seg (lines are in order).
	line := sort.Search(r.n, func(i int) bool { return r.segs.At(i).Start > seg.Start }) - 1
	size := seg.Stop - seg.Start + 1
	if limit >= 0 {
		size = min(size, limit+1)
	}
	ret := make([]byte, 0, size)
	full := func() bool { return limit >= 0 && len(ret) > limit }
	i := seg.Start
	for ; line < r.n && !full(); line++ {
		s := r.segs.At(line)
		if i < 0 {
			i = s.Start
		}
		for range s.Padding {
			ret = append(ret, ' ')
		}
		for ; i < seg.Stop && i < s.Stop && !full(); i++ {
			r.steps++
			ret = append(ret, r.src[i])
		}
		i = -1
		if s.Stop > seg.Stop {
			break
		}
	}
	return ret
}

// precedingChar is the character before the position ('\n' at the start
// of the block).
func (r *blockReader) precedingChar() rune {
	if r.pos.Padding != 0 {
		return ' '
	}
	if r.n < 1 {
		return '\n'
	}
	if r.line == 0 && r.pos.Start <= r.segs.At(0).Start {
		return '\n'
	}
	i := r.pos.Start - 1
	for ; i < len(r.src) && i >= 0; i-- {
		if utf8.RuneStart(r.src[i]) {
			break
		}
	}
	if i < 0 || i >= len(r.src) {
		return '\n'
	}
	rn, _ := utf8.DecodeRune(r.src[i:])
	return rn
}

func (r *blockReader) peek() byte {
	if r.line < r.n && r.pos.Start >= 0 && r.pos.Start < r.last {
		if r.pos.Padding != 0 {
			return ' '
		}
		return r.src[r.pos.Start]
	}
	return eof
}

func (r *blockReader) peekLine() ([]byte, ast.Segment) {
	if r.line < r.n && r.pos.Start >= 0 && r.pos.Start < r.last {
		return r.pos.Value(r.src), r.pos
	}
	return nil, r.pos
}

func (r *blockReader) advance(n int) {
	if n < r.pos.Stop-r.pos.Start && r.pos.Padding == 0 {
		r.pos.Start += n
		return
	}
	for ; n > 0; n-- {
		if r.pos.Padding != 0 {
			r.pos.Padding--
			continue
		}
		if r.pos.Start >= r.pos.Stop-1 && r.pos.Stop < r.last {
			r.advanceLine()
			continue
		}
		r.pos.Start++
	}
}

func (r *blockReader) advanceLine() { r.setPosition(r.line+1, ast.NewSegment(-1, -1)) }

func (r *blockReader) position() (int, ast.Segment) { return r.line, r.pos }

// setPosition moves to pos on line (to the line's start when pos.Start is
// -1).
func (r *blockReader) setPosition(line int, pos ast.Segment) {
	r.line = line
	if pos.Start != -1 {
		r.pos = pos
	} else if r.line < r.n {
		r.pos = r.segs.At(line)
	}
}

// skipSpaces moves past white space, across lines; it returns how many
// characters it skipped and false at the end of the block.
func (r *blockReader) skipSpaces() (int, bool) {
	chars := 0
	for {
		line, _ := r.peekLine()
		if line == nil {
			return chars, false
		}
		for _, c := range line {
			if isSpace(c) {
				chars++
				r.advance(1)
				continue
			}
			return chars, true
		}
	}
}

// findClosure finds closer (past backslash escapes, across lines; an
// unescaped opener first fails) and returns the segments before it,
// leaving the reader after it. On failure the reader has moved.
func (r *blockReader) findClosure(opener, closer byte) (*ast.Segments, bool) {
	var ret *ast.Segments
	for {
		bs, seg := r.peekLine()
		if bs == nil {
			return nil, false
		}
		for i := 0; i < len(bs); i++ {
			r.steps++
			c := bs[i]
			switch {
			case c == '\\' && i < len(bs)-1 && isPunct(bs[i+1]):
				i++
			case c == closer:
				if ret == nil {
					ret = ast.NewSegments()
				}
				ret.Append(seg.WithStop(seg.Start + i - seg.Padding))
				r.advance(i + 1)
				return ret, true
			case c == opener:
				return nil, false
			}
		}
		r.advanceLine()
		if ret == nil {
			ret = ast.NewSegments()
		}
		ret.Append(seg)
	}
}

func tabWidth(col int) int { return 4 - col%4 }

// isSpace is white space as the reader counts it.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isBlank(v []byte) bool {
	for _, c := range v {
		if !isSpace(c) {
			return false
		}
	}
	return true
}

// isPunct is ASCII punctuation.
func isPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

func isNumeric(c byte) bool { return c >= '0' && c <= '9' }

func isAlphaNumeric(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// indentWidth is the visual width of the line's leading white space and
// where its text starts.
func indentWidth(bs []byte, col int) (width, pos int) {
	for _, c := range bs {
		switch c {
		case ' ':
			width++
		case '\t':
			width += tabWidth(col + width)
		default:
			return width, pos
		}
		pos++
	}
	return width, pos
}

// indentPosition is where the text starts once width columns of
// indentation are skipped, and the padding left from a split tab; -1 when
// the line is indented less.
func indentPosition(bs []byte, col, padding, width int) (pos, pad int) {
	if width == 0 {
		return 0, padding
	}
	w := 0
	i := 0
	p := padding
	for ; i < len(bs); i++ {
		if p > 0 {
			p--
			w++
			continue
		}
		if bs[i] == '\t' && w < width {
			w += tabWidth(col + w)
		} else if bs[i] == ' ' && w < width {
			w++
		} else {
			break
		}
	}
	if w >= width {
		return i - padding, w - width
	}
	return -1, -1
}

func firstNonSpace(bs []byte) int {
	for i, c := range bs {
		if c == ' ' || c == '\t' {
			continue
		}
		if c == '\n' {
			return -1
		}
		return i
	}
	return -1
}

// trimLeft drops a segment's leading white space and its padding.
func trimLeft(s ast.Segment, src []byte) ast.Segment {
	return ast.NewSegment(s.Start+trimLeftSpaceLength(src[s.Start:s.Stop]), s.Stop)
}

// trimRight drops a segment's trailing white space (an all-space segment
// becomes empty).
func trimRight(s ast.Segment, src []byte) ast.Segment {
	v := src[s.Start:s.Stop]
	l := trimRightSpaceLength(v)
	if l == len(v) {
		return ast.NewSegment(s.Start, s.Start)
	}
	return ast.NewSegmentPadding(s.Start, s.Stop-l, s.Padding)
}

func trimLeftSpaceLength(v []byte) int {
	i := 0
	for i < len(v) && isSpace(v[i]) {
		i++
	}
	return i
}

func trimRightSpaceLength(v []byte) int {
	i := len(v)
	for i > 0 && isSpace(v[i-1]) {
		i--
	}
	return len(v) - i
}
