package markdown

import (
	"bytes"
	"strconv"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// The block reader follows CommonMark's two phases: the lines are read
// into blocks (this file), then each block's text into inlines
// (inline.go). Its choices where the specification leaves room (which
// parser tries a line first, what a block's lines and positions are, how
// tabs split) are goldmark's, which the checks were written against; the
// differential tests hold the two to the same trees.

// blockKind is one of the block parsers.
type blockKind uint8

const (
	setextHeading blockKind = iota
	thematicBreak
	list
	listItem
	codeBlock
	atxHeading
	fencedCode
	blockquote
	htmlBlock
	paragraph
)

// blockOrder is the order in which the parsers try a line.
var blockOrder = [...]blockKind{setextHeading, thematicBreak, list, listItem, codeBlock, atxHeading, fencedCode, blockquote, htmlBlock, paragraph}

// triggers reports whether a line whose text starts with c may open the
// block; the indented code block and the paragraph try every line.
func (k blockKind) triggers(c byte) bool {
	switch k {
	case setextHeading:
		return c == '-' || c == '='
	case thematicBreak:
		return c == '-' || c == '*' || c == '_'
	case list, listItem:
		return c == '-' || c == '+' || c == '*' || isNumeric(c)
	case atxHeading:
		return c == '#'
	case fencedCode:
		return c == '`' || c == '~'
	case blockquote:
		return c == '>'
	case htmlBlock:
		return c == '<'
	}
	return false
}

func (k blockKind) free() bool { return k == codeBlock || k == paragraph }

func (k blockKind) canInterruptParagraph() bool { return k != codeBlock && k != paragraph }

func (k blockKind) canAcceptIndentedLine() bool { return k == codeBlock }

// state is what a block parser says about a line.
type state uint8

const (
	stContinue state = 1 << iota
	stClose
	stHasChildren
	stRequireParagraph
)

type openBlock struct {
	node ast.Node
	kind blockKind
}

type openResult int

const (
	paragraphContinuation openResult = iota + 1
	newBlocksOpened
	noBlocksOpened
)

// fence is the open fenced code block's fence.
type fence struct {
	char   byte
	indent int
	length int
	node   ast.Node
}

// parser holds one parse: the source, the open blocks and what the block
// and inline parsers remember between lines.
type parser struct {
	src  []byte
	r    *lineReader
	open []openBlock
	// blockOffset is where the current line's text starts (-1 when blank),
	// blockIndent its visual indentation.
	blockOffset, blockIndent int
	// skipList: a list item just closed on a line that starts the next
	// item, which its list (still open) takes.
	skipList bool
	// emptyItemBlank: the last list item is empty and a blank line
	// followed it, so the next non-blank line closes it.
	emptyItemBlank bool
	// breakCheckedTo is how far lines were checked for a thematic break
	// inside a list's continuation.
	breakCheckedTo int
	// breakFailFrom, breakFailMark: a rule tried from breakFailFrom failed
	// on a character after the mark at breakFailMark, with only the mark
	// and spaces between.
	breakFailFrom, breakFailMark int
	fence                        *fence
	setextPara                   *ast.Paragraph
	refs                         map[string]linkRef
	inline                       inlineState
	// lines reads one block's lines at a time: a paragraph's for its link
	// reference definitions, then each block's for its inlines.
	lines blockReader
	// steps counts the work of the searches that could go back over what
	// was read (openers, brackets, closing runs, line scans), for the test
	// that the reading is linear (linear_test.go).
	steps int
}

type lineStat struct {
	lineNum int
	level   int
	isBlank bool
}

func isBlankLine(lineNum, level int, stats []lineStat) bool {
	if len(stats) == 0 {
		return true
	}
	for i := len(stats) - 1 - level; i >= 0; i-- {
		s := stats[i]
		if s.lineNum == lineNum && s.level <= level {
			return s.isBlank
		} else if s.lineNum < lineNum {
			break
		}
	}
	return false
}

func (p *parser) lastOpen() openBlock {
	if l := len(p.open); l != 0 {
		return p.open[l-1]
	}
	return openBlock{}
}

func isParagraph(n ast.Node) bool {
	_, ok := n.(*ast.Paragraph)
	return ok
}

func (p *parser) parseBlocks(root ast.Node) {
	p.open = nil
	p.breakFailFrom, p.breakFailMark = -1, -2
	blankLines := make([]lineStat, 0, 128)
	for { // blocks separated by blank lines
		if !p.r.skipBlankLines() {
			return
		}
		if p.openBlocks(root, true) != newBlocksOpened {
			return
		}
		p.r.advanceLine()
		blankLines = blankLines[:0]
		for { // the open blocks, line by line
			opened := p.open
			l := len(opened)
			if l == 0 {
				break
			}
			lastIndex := l - 1
			for i := range l {
				p.steps++
				be := opened[i]
				line, _ := p.r.peekLine()
				if line == nil {
					p.closeBlocks(lastIndex, 0)
					p.r.advanceLine()
					return
				}
				lineNum, _ := p.r.position()
				blankLines = append(blankLines, lineStat{lineNum, i, isBlank(line)})
				// A paragraph's continuation is decided by openBlocks.
				if !isParagraph(be.node) {
					st := p.cont(be.kind, be.node)
					if st&stContinue != 0 {
						// An open container with no open child may get one.
						if st&stHasChildren != 0 && i == lastIndex {
							p.openBlocks(be.node, isBlankLine(lineNum-1, i+1, blankLines))
							break
						}
						continue
					}
				}
				// The block ends here, or the line is a lazy continuation.
				parent := root
				if i != 0 {
					parent = opened[i-1].node
				}
				lastNode := opened[lastIndex].node
				if p.openBlocks(parent, isBlankLine(lineNum-1, i, blankLines)) != paragraphContinuation {
					// The last block was a paragraph that became something
					// else (a table) when the line was read.
					if opened[lastIndex].node != lastNode {
						lastIndex--
					}
					p.closeBlocks(lastIndex, i)
				}
				break
			}
			p.r.advanceLine()
		}
	}
}

// candidates lists the parsers that try a line whose text starts with c
// (has: the line has text): those c triggers, then the two that try every
// line.
func candidates(c byte, has bool) (out [len(blockOrder)]blockKind, n int) {
	if has {
		for _, k := range blockOrder {
			if k.triggers(c) {
				out[n] = k
				n++
			}
		}
	}
	for _, k := range blockOrder {
		if k.free() {
			out[n] = k
			n++
		}
	}
	return out, n
}

func (p *parser) openBlocks(parent ast.Node, blankLine bool) openResult {
	result := noBlocksOpened
	continuable := false
	lastBlock := p.lastOpen()
	if lastBlock.node != nil {
		continuable = isParagraph(lastBlock.node)
	}
retry:
	for {
		line, _ := p.r.peekLine()
		w, pos := indentWidth(line, p.r.column())
		if w >= len(line) {
			p.blockOffset, p.blockIndent = -1, -1
		} else {
			p.blockOffset, p.blockIndent = pos, w
		}
		if line == nil || line[0] == '\n' {
			break
		}
		var c byte
		if pos < len(line) {
			c = line[pos]
		}
		ks, nk := candidates(c, pos < len(line))
		for _, k := range ks[:nk] {
			if continuable && result == noBlocksOpened && !k.canInterruptParagraph() {
				continue
			}
			if w > 3 && !k.canAcceptIndentedLine() {
				continue
			}
			lastBlock = p.lastOpen()
			last := lastBlock.node
			_, blockPos := p.r.position()
			node, st := p.openBlock(k, parent)
			if node == nil {
				continue
			}
			ast.SetPos(node, blockPos.Start+max(p.blockOffset, 0))
			if st&stRequireParagraph != 0 && last == parent.LastChild() {
				// A setext underline: the paragraph above is closed first,
				// and may turn out to be a table instead.
				p.closeBlock(lastBlock.kind, last)
				p.open = p.open[:len(p.open)-1]
				if p.transformParagraph(last.(*ast.Paragraph)) {
					continuable = false
					continue retry
				}
			}
			node.(ast.Block).SetBlankPreviousLines(blankLine)
			if last != nil && last.Parent() == nil {
				lastPos := len(p.open) - 1
				p.closeBlocks(lastPos, lastPos)
			}
			ast.AppendChild(parent, node)
			result = newBlocksOpened
			p.open = append(p.open, openBlock{node, k})
			if st&stHasChildren != 0 {
				parent = node
				continue retry // a child block on the same line
			}
			break retry
		}
		break
	}
	if result == noBlocksOpened && continuable {
		if p.cont(lastBlock.kind, lastBlock.node)&stContinue != 0 {
			result = paragraphContinuation
		}
	}
	return result
}

func (p *parser) closeBlocks(from, to int) {
	blocks := p.open
	for i := from; i >= to; i-- {
		node := blocks[i].node
		if para, ok := node.(*ast.Paragraph); ok && node.Parent() != nil {
			p.transformParagraph(para)
		}
		if node.Parent() != nil { // unless it became something else
			p.closeBlock(blocks[i].kind, node)
		}
	}
	if from == len(blocks)-1 {
		blocks = blocks[0:to]
	} else {
		blocks = append(blocks[0:to], blocks[from+1:]...)
	}
	p.open = blocks
}

// transformParagraph reads a closed paragraph's link reference definitions
// and, if what is left is one, its table; it reports whether the paragraph
// is gone.
func (p *parser) transformParagraph(n *ast.Paragraph) bool {
	p.linkReferences(n)
	if n.Parent() == nil {
		return true
	}
	p.table(n)
	return n.Parent() == nil
}

func (p *parser) openBlock(k blockKind, parent ast.Node) (ast.Node, state) {
	switch k {
	case setextHeading:
		return p.openSetext(parent)
	case thematicBreak:
		line, seg := p.r.peekLine()
		// A line of nested list markers ("- - - … a") is tried for a rule
		// at each marker; a try that started where an earlier one saw only
		// its mark and spaces before failing fails as it did (cmark's
		// thematic_break_kill_pos).
		if seg.Padding == 0 && seg.Start >= p.breakFailFrom && seg.Start <= p.breakFailMark {
			return nil, 0
		}
		ok, lastMark := thematicBreakScan(line, p.r.column(), &p.steps)
		if ok {
			p.r.advanceToEOL()
			return ast.NewThematicBreak(), 0
		}
		if lastMark >= 0 && seg.Padding == 0 {
			p.breakFailFrom, p.breakFailMark = seg.Start, seg.Start+lastMark
		}
	case list:
		return p.openList(parent)
	case listItem:
		return p.openListItem(parent)
	case codeBlock:
		return p.openCodeBlock()
	case atxHeading:
		return p.openATX()
	case fencedCode:
		return p.openFence()
	case blockquote:
		if p.quoteMarker() {
			return ast.NewBlockquote(), stHasChildren
		}
	case htmlBlock:
		return p.openHTMLBlock()
	case paragraph:
		line, seg := p.r.peekLine()
		if isBlank(line) {
			return nil, 0
		}
		n := ast.NewParagraph()
		n.Lines().Append(seg)
		p.r.advanceToEOL()
		return n, 0
	}
	return nil, 0
}

func (p *parser) cont(k blockKind, n ast.Node) state {
	switch k {
	case list:
		return p.continueList(n.(*ast.List))
	case listItem:
		return p.continueListItem(n)
	case codeBlock:
		return p.continueCodeBlock(n)
	case fencedCode:
		return p.continueFence(n)
	case blockquote:
		if p.quoteMarker() {
			return stContinue | stHasChildren
		}
	case htmlBlock:
		return p.continueHTMLBlock(n.(*ast.HTMLBlock))
	case paragraph:
		line, seg := p.r.peekLine()
		if isBlank(line) {
			return stClose
		}
		n.Lines().Append(seg)
		p.r.advanceToEOL()
		return stContinue
	}
	return stClose // headings and rules are one line
}

func (p *parser) closeBlock(k blockKind, n ast.Node) {
	switch k {
	case setextHeading:
		p.closeSetext(n.(*ast.Heading))
	case list:
		closeList(n.(*ast.List))
	case codeBlock:
		lines := n.Lines()
		i := lines.Len() - 1
		for i >= 0 && isBlank(lines.At(i).Value(p.src)) {
			i--
		}
		lines.SetSliced(0, i+1)
	case fencedCode:
		if p.fence != nil && p.fence.node == n {
			p.fence = nil
		}
	case paragraph:
		lines := n.Lines()
		if lines.Len() != 0 {
			for i := range lines.Len() {
				lines.Set(i, trimLeft(lines.At(i), p.src))
			}
			last := lines.Len() - 1
			lines.Set(last, trimRight(lines.At(last), p.src))
		}
		if lines.Len() == 0 {
			ast.RemoveChild(n.Parent(), n)
		}
	}
}

// quoteMarker reads a block quote's '>' and the space after it.
func (p *parser) quoteMarker() bool {
	line, _ := p.r.peekLine()
	w, pos := indentWidth(line, p.r.column())
	if w > 3 || pos >= len(line) || line[pos] != '>' {
		return false
	}
	pos++
	if pos >= len(line) || line[pos] == '\n' {
		p.r.advance(pos)
		return true
	}
	p.r.advance(pos)
	if line[pos] == ' ' || line[pos] == '\t' {
		padding := 0
		if line[pos] == '\t' {
			padding = tabWidth(p.r.column()) - 1
		}
		p.r.advanceAndSetPadding(1, padding)
	}
	return true
}

func isThematicBreak(line []byte, col int) bool {
	var steps int
	ok, _ := thematicBreakScan(line, col, &steps)
	return ok
}

// thematicBreakScan is isThematicBreak, and where the last mark before
// the character that failed it is (-1 when it failed otherwise).
func thematicBreakScan(line []byte, col int, steps *int) (ok bool, lastMark int) {
	w, pos := indentWidth(line, col)
	if w > 3 {
		return false, -1
	}
	mark := byte(0)
	count := 0
	lastMark = -1
	for i := pos; i < len(line); i++ {
		*steps++
		c := line[i]
		if isSpace(c) {
			continue
		}
		if mark == 0 {
			mark = c
			count = 1
			if mark == '*' || mark == '-' || mark == '_' {
				lastMark = i
				continue
			}
			return false, -1
		}
		if c != mark {
			return false, lastMark
		}
		lastMark = i
		count++
	}
	return count > 2, -1
}

func (p *parser) openATX() (ast.Node, state) {
	line, seg := p.r.peekLine()
	pos := p.blockOffset
	if pos < 0 {
		return nil, 0
	}
	i := pos
	for i < len(line) && line[i] == '#' {
		i++
	}
	level := i - pos
	if i == pos || level > 6 {
		return nil, 0
	}
	if i == len(line) { // '#' alone at the end of the source
		return ast.NewHeading(level), 0
	}
	l := trimLeftSpaceLength(line[i:])
	if l == 0 {
		return nil, 0
	}
	start := min(i+l, len(line)-1)
	node := ast.NewHeading(level)
	hl := ast.NewSegment(seg.Start+start-seg.Padding, seg.Start+len(line)-seg.Padding)
	hl = trimRight(hl, p.src)
	if hl.Len() == 0 {
		p.r.advanceToEOL()
		return node, 0
	}
	text := hl.Value(p.src)
	stop := len(text)
	if stop > 0 {
		// A closing run of '#' after a space is not text.
		i = stop - 1
		for text[i] == '#' && i > 0 {
			i--
		}
		if i == 0 && text[0] == '#' { // '### ###'
			p.r.advanceToEOL()
			return node, 0
		}
		if i != stop-1 && isSpace(text[i]) {
			stop = i
			stop -= trimRightSpaceLength(text[0:stop])
		}
	}
	hl.Stop = hl.Start + stop
	node.Lines().Append(hl)
	p.r.advanceToEOL()
	return node, 0
}

func matchesSetextBar(line []byte) (byte, bool) {
	start, end := 0, len(line)
	space := 0
	for space < len(line) && line[space] == ' ' {
		space++
	}
	if space > 3 {
		return 0, false
	}
	start += space
	level1 := leadingRun(line[start:end], '=')
	c := byte('=')
	var level2 int
	if level1 == 0 {
		level2 = leadingRun(line[start:end], '-')
		c = '-'
	}
	if isSpace(line[end-1]) {
		end -= trimRightSpaceLength(line[start:end])
	}
	if !((level1 > 0 && start+level1 == end) || (level2 > 0 && start+level2 == end)) {
		return 0, false
	}
	return c, true
}

func leadingRun(v []byte, c byte) int {
	i := 0
	for i < len(v) && v[i] == c {
		i++
	}
	return i
}

func (p *parser) openSetext(parent ast.Node) (ast.Node, state) {
	last := p.lastOpen().node
	if last == nil {
		return nil, 0
	}
	para, ok := last.(*ast.Paragraph)
	if !ok || para.Parent() != parent {
		return nil, 0
	}
	line, seg := p.r.peekLine()
	c, ok := matchesSetextBar(line)
	if !ok {
		return nil, 0
	}
	level := 1
	if c == '-' {
		level = 2
	}
	node := ast.NewHeading(level)
	node.Lines().Append(seg)
	p.setextPara = para
	return node, stRequireParagraph
}

func (p *parser) closeSetext(h *ast.Heading) {
	seg := h.Lines().At(0)
	h.Lines().Clear()
	tmp := p.setextPara
	p.setextPara = nil
	if tmp.Lines().Len() == 0 {
		// The paragraph was all link reference definitions: the underline
		// is text.
		next := h.NextSibling()
		seg = trimLeft(seg, p.src)
		if next == nil || !isParagraph(next) {
			para := ast.NewParagraph()
			para.Lines().Append(seg)
			ast.InsertAfter(h.Parent(), h, para)
		} else {
			next.Lines().Unshift(seg)
		}
		ast.RemoveChild(h.Parent(), h)
		return
	}
	ast.SetPos(h, tmp.Lines().At(0).Start)
	h.SetLines(tmp.Lines())
	h.SetBlankPreviousLines(tmp.BlankPreviousLines())
	if tp := tmp.Parent(); tp != nil {
		ast.RemoveChild(tp, tmp)
	}
}

func (p *parser) openCodeBlock() (ast.Node, state) {
	line, seg := p.r.peekLine()
	pos, padding := indentPosition(line, p.r.column(), seg.Padding, 4)
	if pos < 0 || isBlank(line) {
		return nil, 0
	}
	node := ast.NewCodeBlock()
	seg = ast.NewSegmentPadding(seg.Start+pos, seg.Stop, padding)
	if seg.Padding != 0 {
		p.keepLeadingTab(&seg, 0)
	}
	seg.ForceNewline = true
	node.Lines().Append(seg)
	p.r.advanceToEOL()
	return node, 0
}

func (p *parser) continueCodeBlock(n ast.Node) state {
	line, seg := p.r.peekLine()
	pos, padding := indentPosition(line, p.r.column(), seg.Padding, 4)
	switch {
	case isBlank(line) && pos < 0:
		seg = ast.NewSegment(seg.Stop-1, seg.Stop)
	case pos < 0:
		return stClose
	default:
		seg = ast.NewSegmentPadding(seg.Start+pos, seg.Stop, padding)
		seg.ForceNewline = true
		if seg.Padding != 0 {
			p.keepLeadingTab(&seg, 0)
		}
	}
	n.Lines().Append(seg)
	p.r.advanceToEOL()
	return stContinue
}

// keepLeadingTab: a code line whose indentation ends inside a tab keeps
// the tab itself rather than spaces for its rest.
func (p *parser) keepLeadingTab(seg *ast.Segment, indent int) {
	want := p.r.column() + indent
	sl, ss := p.r.position()
	p.r.setPosition(sl, ast.NewSegment(ss.Start-1, ss.Stop))
	if want == p.r.column() {
		seg.Padding = 0
		seg.Start--
	}
	p.r.setPosition(sl, ss)
}

func (p *parser) openFence() (ast.Node, state) {
	line, seg := p.r.peekLine()
	pos := p.blockOffset
	if pos < 0 || (line[pos] != '`' && line[pos] != '~') {
		return nil, 0
	}
	indent := pos
	char := line[pos]
	i := pos
	for i < len(line) && line[i] == char {
		i++
	}
	length := i - pos
	if length < 3 {
		return nil, 0
	}
	var info *ast.Text
	if i < len(line)-1 {
		rest := line[i:]
		left := trimLeftSpaceLength(rest)
		right := trimRightSpaceLength(rest)
		if left < len(rest)-right {
			infoStart, infoStop := seg.Start-seg.Padding+i+left, seg.Stop-right
			value := rest[left : len(rest)-right]
			if char == '`' && bytes.IndexByte(value, '`') > -1 {
				return nil, 0
			} else if infoStart != infoStop {
				info = ast.NewTextSegment(ast.NewSegment(infoStart, infoStop))
			}
		}
	}
	node := ast.NewFencedCodeBlock(info)
	p.fence = &fence{char, indent, length, node}
	return node, 0
}

func (p *parser) continueFence(n ast.Node) state {
	line, seg := p.r.peekLine()
	f := p.fence
	w, pos := indentWidth(line, p.r.column())
	if w < 4 {
		i := pos
		for i < len(line) && line[i] == f.char {
			i++
		}
		if i-pos >= f.length && isBlank(line[i:]) {
			p.r.advanceToEOL()
			return stClose
		}
	}
	pos, padding := indentPosition(line, p.r.column(), seg.Padding, f.indent)
	if pos < 0 {
		pos = max(0, firstNonSpace(line)) - seg.Padding
		padding = 0
	}
	s := ast.NewSegmentPadding(seg.Start+pos, seg.Stop, padding)
	if padding != 0 {
		p.keepLeadingTab(&s, f.indent)
	}
	s.ForceNewline = true // the end of the source ends the line
	n.Lines().Append(s)
	p.r.advanceToEOL()
	return stContinue
}

// List items.

type listType int

const (
	notList listType = iota
	bulletList
	orderedList
)

// parseListItem reads a list marker: [0] unused, [1] and [2] where the
// marker starts, [3] where it ends, [4] and [5] the text after it (-1
// when the line ends).
func parseListItem(line []byte) ([6]int, listType) {
	i := 0
	l := len(line)
	var ret [6]int
	for ; i < l && line[i] == ' '; i++ {
	}
	if i > 3 {
		return ret, notList
	}
	ret[1] = i
	ret[2] = i
	var typ listType
	if i < l && (line[i] == '-' || line[i] == '*' || line[i] == '+') {
		i++
		ret[3] = i
		typ = bulletList
	} else if i < l {
		for ; i < l && isNumeric(line[i]); i++ {
		}
		ret[3] = i
		if ret[3] == ret[2] || ret[3]-ret[2] > 9 {
			return ret, notList
		}
		if i < l && (line[i] == '.' || line[i] == ')') {
			i++
			ret[3] = i
		} else {
			return ret, notList
		}
		typ = orderedList
	} else {
		return ret, notList
	}
	if i < l && line[i] != '\n' {
		if w, _ := indentWidth(line[i:], 0); w == 0 {
			return ret, notList
		}
	}
	if i >= l {
		ret[4] = -1
		ret[5] = -1
		return ret, typ
	}
	ret[4] = i
	ret[5] = len(line)
	if line[ret[5]-1] == '\n' && line[i] != '\n' {
		ret[5]--
	}
	return ret, typ
}

func listItemOffset(line []byte, match [6]int) int {
	if match[4] < 0 || isBlank(line[match[4]:]) { // the item starts with a blank line
		return 1
	}
	offset, _ := indentWidth(line[match[4]:], match[4])
	if offset > 4 { // indented code inside the item
		return 1
	}
	return offset
}

func lastOffset(n ast.Node) int {
	if c := n.LastChild(); c != nil {
		return c.(*ast.ListItem).Offset
	}
	return 0
}

func (p *parser) openList(parent ast.Node) (ast.Node, state) {
	last := p.lastOpen().node
	if _, ok := last.(*ast.List); ok || p.skipList {
		p.skipList = false
		return nil, 0
	}
	line, _ := p.r.peekLine()
	match, typ := parseListItem(line)
	if typ == notList {
		return nil, 0
	}
	start := -1
	if typ == orderedList {
		start, _ = strconv.Atoi(string(line[match[2] : match[3]-1]))
	}
	if isParagraph(last) && last.Parent() == parent {
		// A list interrupts a paragraph only when it starts at 1 with
		// text on its first line.
		if typ == orderedList && start != 1 {
			return nil, 0
		}
		if match[4] < 0 || isBlank(line[match[4]:match[5]]) {
			return nil, 0
		}
	}
	node := ast.NewList(line[match[3]-1])
	if start > -1 {
		node.Start = start
	}
	p.emptyItemBlank = false
	return node, stHasChildren
}

func (p *parser) continueList(l *ast.List) state {
	line, seg := p.r.peekLine()
	if isBlank(line) {
		if l.LastChild().ChildCount() == 0 {
			p.emptyItemBlank = true
		}
		return stContinue | stHasChildren
	}
	offset := lastOffset(l)
	lastIsEmpty := l.LastChild().ChildCount() == 0
	indent, _ := indentWidth(line, p.r.column())
	if indent < offset || lastIsEmpty {
		if indent < 4 {
			match, typ := parseListItem(line)
			if typ != notList && match[1]-offset < 4 {
				if !l.CanContinue(line[match[3]-1], typ == orderedList) {
					return stClose
				}
				// "- - -" is a rule, not an item, unless it underlines a
				// paragraph (a setext heading).
				isBreak := false
				if seg.Stop > p.breakCheckedTo {
					isBreak = isThematicBreak(line[match[3]-1:], 0)
					p.breakCheckedTo = seg.Stop
				}
				if isBreak {
					heading := false
					if last := p.lastOpen().node; isParagraph(last) {
						c, ok := matchesSetextBar(line[match[3]-1:])
						heading = ok && c == '-'
					}
					if !heading {
						return stClose
					}
				}
				return stContinue | stHasChildren
			}
		}
		if !lastIsEmpty {
			return stClose
		}
	}
	if lastIsEmpty && indent < offset {
		return stClose
	}
	if p.emptyItemBlank {
		return stClose
	}
	return stContinue | stHasChildren
}

// closeList decides whether the list is tight; a tight list's paragraphs
// are text blocks.
func closeList(l *ast.List) {
	for c := l.FirstChild(); c != nil && l.IsTight; c = c.NextSibling() {
		if c.FirstChild() != nil && c.FirstChild() != c.LastChild() {
			for c1 := c.FirstChild().NextSibling(); c1 != nil; c1 = c1.NextSibling() {
				if c1.(ast.Block).BlankPreviousLines() {
					l.IsTight = false
					break
				}
			}
		}
		if c != l.FirstChild() && c.(ast.Block).BlankPreviousLines() {
			l.IsTight = false
		}
	}
	if !l.IsTight {
		return
	}
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		for c := item.FirstChild(); c != nil; {
			para, ok := c.(*ast.Paragraph)
			c = c.NextSibling()
			if ok {
				tb := ast.NewTextBlock()
				tb.SetLines(para.Lines())
				ast.ReplaceChild(item, para, tb)
			}
		}
	}
}

func (p *parser) openListItem(parent ast.Node) (ast.Node, state) {
	l, ok := parent.(*ast.List)
	if !ok {
		return nil, 0
	}
	offset := lastOffset(l)
	line, _ := p.r.peekLine()
	match, typ := parseListItem(line)
	if typ == notList || match[1]-offset > 3 {
		return nil, 0
	}
	p.emptyItemBlank = false
	itemOffset := listItemOffset(line, match)
	node := ast.NewListItem(match[3] + itemOffset)
	if match[4] < 0 || isBlank(line[match[4]:match[5]]) {
		return node, 0
	}
	pos, padding := indentPosition(line[match[4]:], match[4], 0, itemOffset)
	p.r.advanceAndSetPadding(match[3]+pos, padding)
	return node, stHasChildren
}

func (p *parser) continueListItem(n ast.Node) state {
	line, _ := p.r.peekLine()
	if isBlank(line) {
		p.r.advanceToEOL()
		return stContinue | stHasChildren
	}
	offset := lastOffset(n.Parent())
	isEmpty := n.ChildCount() == 0 && p.emptyItemBlank
	indent, _ := indentWidth(line, p.r.column())
	if (isEmpty || indent < offset) && indent < 4 {
		if _, typ := parseListItem(line); typ != notList {
			p.skipList = true
			return stClose
		}
		if !isEmpty {
			return stClose
		}
	}
	pos, padding := indentPosition(line, p.r.column(), 0, offset)
	p.r.advanceAndSetPadding(pos, padding)
	return stContinue | stHasChildren
}
