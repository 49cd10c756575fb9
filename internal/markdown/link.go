package markdown

import (
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// linkLabel is an open '[' or "![" waiting for its ']'.
type linkLabel struct {
	ast.Pending
	seg     ast.Segment
	isImage bool
	// linksBefore is how many links the block had when the label opened.
	linksBefore int
	prev, next  *linkLabel
	first, last *linkLabel // kept on the oldest label of the list
}

func (*linkLabel) Kind() ast.NodeKind { return 0 }

// linkRef is a link reference definition's target.
type linkRef struct {
	dest, title []byte
}

func (p *parser) pushLabel(v *linkLabel) {
	s := &p.inline
	if s.labels == nil {
		s.labels = v
		v.first, v.last = v, v
		return
	}
	l := s.labels.last
	s.labels.last = v
	l.next = v
	v.prev = l
}

func (p *parser) removeLabel(d *linkLabel) {
	s := &p.inline
	list := s.labels
	if list == nil {
		return
	}
	if d.prev == nil {
		list = d.next
		if list != nil {
			list.first = d
			list.last = d.last
			list.prev = nil
		}
		s.labels = list
	} else {
		d.prev.next = d.next
		if d.next != nil {
			d.next.prev = d.prev
		}
	}
	if list != nil && d.next == nil {
		list.last = d.prev
	}
	d.next, d.prev, d.first, d.last = nil, nil, nil, nil
}

// labelSpan is how far the open labels reach, from the oldest.
func labelSpan(v *linkLabel) int {
	if v == nil || v.last == nil || v.first == nil {
		return 0
	}
	return v.last.seg.Stop - v.first.seg.Start
}

func (p *parser) pushBottom() {
	p.inline.bottoms = append(p.inline.bottoms, p.inline.lastDelim)
}

func (p *parser) popBottom() *delimiter {
	b := p.inline.bottoms
	if len(b) == 0 {
		return nil
	}
	v := b[len(b)-1]
	p.inline.bottoms = b[:len(b)-1]
	return v
}

// closeLabels turns the brackets left open at the end of a block into text.
func (p *parser) closeLabels() {
	p.inline.bottoms = p.inline.bottoms[:0]
	for s := p.inline.labels; s != nil; {
		p.steps++
		next := s.next
		p.removeLabel(s)
		ast.ReplaceChild(s.Parent(), s, ast.NewTextSegment(s.seg))
		s = next
	}
}

func (p *parser) openLabel(block *blockReader, pos int, isImage bool) *linkLabel {
	start := pos
	if isImage {
		start--
	}
	l := &linkLabel{seg: ast.NewSegment(start, pos+1), isImage: isImage, linksBefore: p.inline.links}
	p.pushLabel(l)
	block.advance(1)
	return l
}

// link reads '[' or "![" (an opener) or ']' (a link or image, if a
// destination or a known reference follows).
func (p *parser) link(parent ast.Node, block *blockReader) ast.Node {
	line, seg := block.peekLine()
	if line[0] == '!' {
		if len(line) > 1 && line[1] == '[' {
			block.advance(1)
			p.pushBottom()
			return p.openLabel(block, seg.Start+1, true)
		}
		return nil
	}
	if line[0] == '[' {
		p.pushBottom()
		return p.openLabel(block, seg.Start, false)
	}
	// ']'
	list := p.inline.labels
	if list == nil {
		return nil
	}
	last := list.last
	if last == nil {
		p.popBottom()
		return nil
	}
	block.advance(1)
	p.removeLabel(last)
	fail := func() ast.Node {
		mergeOrReplaceText(last.Parent(), last, last.seg)
		p.popBottom()
		return nil
	}
	if labelSpan(list) > 998 {
		return fail()
	}
	// No link inside link text. Every link made since the label opened is
	// after it, in the text it would take (the label is never moved while
	// open), so counting them answers without walking that text each time.
	if !last.isImage && p.inline.links > last.linksBefore {
		return fail()
	}
	c := block.peek()
	l, pos := block.position()
	var link *ast.Link
	switch c {
	case '(':
		link = p.inlineLink(parent, last, block)
	case '[':
		var tried bool
		link, tried = p.referenceLink(parent, last, block)
		if link == nil && tried {
			return fail()
		}
	}
	if link == nil {
		// [text] alone: a shortcut reference.
		block.setPosition(l, pos)
		ref := block.valueUpTo(ast.NewSegment(last.seg.Stop, seg.Start), 999)
		if len(ref) > 999 {
			return fail()
		}
		def, ok := p.refs[linkReferenceKey(ref)]
		if !ok {
			return fail()
		}
		link = ast.NewLink()
		p.linkText(parent, link, last)
		link.Title, link.Destination = def.title, def.dest
	}
	var n ast.Node = link
	if last.isImage {
		n = ast.NewImage(link)
	} else {
		p.inline.links++
	}
	ast.RemoveChild(last.Parent(), last)
	ast.SetPos(n, last.seg.Start)
	return n
}

// linkText moves what follows the opener into the link, emphasis matched.
func (p *parser) linkText(parent ast.Node, link *ast.Link, last *linkLabel) {
	p.processDelimiters(p.popBottom())
	for c := last.NextSibling(); c != nil; {
		p.steps++
		next := c.NextSibling()
		ast.RemoveChild(parent, c)
		ast.AppendChild(link, c)
		c = next
	}
}

// referenceLink reads [text][label] or [text][]; tried reports that a
// second bracket pair was there.
func (p *parser) referenceLink(parent ast.Node, last *linkLabel, block *blockReader) (*ast.Link, bool) {
	_, orgpos := block.position()
	block.advance(1) // '['
	segs, found := block.findClosure('[', ']')
	if !found {
		return nil, false
	}
	ref := joinSegments(block, segs)
	if isBlank(ref) { // collapsed: [text][]
		ref = block.valueUpTo(ast.NewSegment(last.seg.Stop, orgpos.Start-1), 999)
	}
	if len(ref) > 999 {
		return nil, true
	}
	def, ok := p.refs[linkReferenceKey(ref)]
	if !ok {
		return nil, true
	}
	link := ast.NewLink()
	p.linkText(parent, link, last)
	link.Title, link.Destination = def.title, def.dest
	return link, true
}

func joinSegments(block *blockReader, segs *ast.Segments) []byte {
	if segs.Len() == 1 {
		return block.value(segs.At(0))
	}
	v := []byte{}
	for i := range segs.Len() {
		v = append(v, block.value(segs.At(i))...)
	}
	return v
}

// inlineLink reads (destination "title").
func (p *parser) inlineLink(parent ast.Node, last *linkLabel, block *blockReader) *ast.Link {
	block.advance(1) // '('
	block.skipSpaces()
	var title, dest []byte
	var ok bool
	if block.peek() == ')' { // []()
		block.advance(1)
	} else {
		line, at := block.peekLine()
		if p.inline.dests.fails(line, at) {
			return nil
		}
		dest, ok = linkDestination(block)
		_, end := block.position()
		failed := func() *ast.Link {
			p.inline.dests.failed(line, at, end.Start, &block.steps)
			return nil
		}
		if !ok {
			return failed()
		}
		block.skipSpaces()
		if block.peek() == ')' {
			block.advance(1)
		} else {
			title, ok = linkTitle(block)
			if !ok {
				return failed()
			}
			block.skipSpaces()
			if block.peek() != ')' {
				return failed()
			}
			block.advance(1)
		}
	}
	link := ast.NewLink()
	p.linkText(parent, link, last)
	link.Destination, link.Title = dest, title
	return link
}

// failedDests remembers the last inline link destinations (one in angle
// brackets, one not) after which the link did not close, so that the
// openers after them on the line are not read to the same end again:
// "[a](" repeated would otherwise read the rest of the line at each one.
//
// What follows a destination decides the link, so a destination that
// starts later and ends where a failed one ended fails too. One in angle
// brackets ends at the first '>' (or the line's end) either way. One
// without ends at the first white space, or at a ')' that closes more
// parentheses than it opened from its start: depth[i] is the nesting at
// start+i counted from the failed one's start, closing[i] the least
// nesting before a ')' at or after start+i, so a later start closes early
// (and its link ends right there) exactly when closing[i] <= depth[i].
type failedDests struct {
	angleFrom, angleTo int // angle-bracket starts in [angleFrom, angleTo) fail
	from, to           int // starts in (from, to) end at to unless closed early
	depth, closing     []int
}

// reset forgets the last block's destinations.
func (f *failedDests) reset() {
	f.angleFrom, f.angleTo, f.from, f.to = 0, 0, 0, 0
}

// fails reports whether a destination starting at the start of line (at
// at) is known to leave its link unclosed.
func (f *failedDests) fails(line []byte, at ast.Segment) bool {
	if at.Padding != 0 || len(line) == 0 {
		return false
	}
	start := at.Start
	if line[0] == '<' {
		return start >= f.angleFrom && start < f.angleTo
	}
	if start <= f.from || start >= f.to {
		return false
	}
	i := start - f.from
	return f.closing[i] > f.depth[i]
}

// failed records that the destination at the start of line (at at),
// which the reader left at end, did not make a link.
func (f *failedDests) failed(line []byte, at ast.Segment, end int, steps *int) {
	if at.Padding != 0 || len(line) == 0 {
		return
	}
	if line[0] == '<' {
		if end <= at.Start { // no '>' on the line
			end = at.Start + len(line)
		}
		f.angleFrom, f.angleTo = at.Start, end
		return
	}
	n := end - at.Start
	if n <= 0 || n > len(line) {
		return
	}
	f.from, f.to = at.Start, end
	f.depth = f.depth[:0]
	var closers []int
	d := 0
	for i := 0; i < n; i++ {
		*steps++
		f.depth = append(f.depth, d)
		switch c := line[i]; {
		case c == '\\' && i < len(line)-1 && isPunct(line[i+1]):
			i++
			f.depth = append(f.depth, d)
		case c == '(':
			d++
		case c == ')':
			closers = append(closers, i)
			d--
		}
	}
	f.depth = f.depth[:n]
	f.closing = append(f.closing[:0], make([]int, n)...)
	least := int(^uint(0) >> 1)
	for i := n - 1; i >= 0; i-- {
		*steps++
		if k := len(closers) - 1; k >= 0 && closers[k] == i {
			least = min(least, f.depth[i])
			closers = closers[:k]
		}
		f.closing[i] = least
	}
}

func linkDestination(block *blockReader) ([]byte, bool) {
	block.skipSpaces()
	line, _ := block.peekLine()
	if block.peek() == '<' {
		for i := 1; i < len(line); i++ {
			block.steps++
			c := line[i]
			if c == '\\' && i < len(line)-1 && isPunct(line[i+1]) {
				i++
				continue
			}
			if c == '>' {
				block.advance(i + 1)
				return line[1:i], true
			}
		}
		return nil, false
	}
	opened := 0
	i := 0
	for i < len(line) {
		block.steps++
		c := line[i]
		if c == '\\' && i < len(line)-1 && isPunct(line[i+1]) {
			i += 2
			continue
		} else if c == '(' {
			opened++
		} else if c == ')' {
			opened--
			if opened < 0 {
				break
			}
		} else if isSpace(c) {
			break
		}
		i++
	}
	block.advance(i)
	return line[:i], i != 0
}

func linkTitle(block *blockReader) ([]byte, bool) {
	block.skipSpaces()
	opener := block.peek()
	if opener != '"' && opener != '\'' && opener != '(' {
		return nil, false
	}
	closer := opener
	if opener == '(' {
		closer = ')'
	}
	block.advance(1)
	segs, found := block.findClosure(opener, closer)
	if !found {
		return nil, false
	}
	return joinSegments(block, segs), true
}

// linkReferences takes the link reference definitions at the start of a
// paragraph out of it, into definition nodes before it; a paragraph that
// was nothing else goes.
func (p *parser) linkReferences(n *ast.Paragraph) {
	lines := n.Lines()
	block := &p.lines
	block.reset(p.src, lines)
	var removes [][2]int
	for {
		ref, start, end := p.linkReferenceDefinition(block)
		if start < 0 {
			break
		}
		if start == 0 {
			ref.SetBlankPreviousLines(n.BlankPreviousLines())
		}
		ast.InsertBefore(n.Parent(), n, ref)
		for i := start + 1; i < end; i++ {
			ref.Lines().Append(lines.At(i))
		}
		last := ref.Lines().Len() - 1
		ref.Lines().Set(last, trimRight(ref.Lines().At(last), p.src))
		if start == end {
			end++
		}
		removes = append(removes, [2]int{start, end})
	}
	offset := 0
	for _, r := range removes {
		if lines.Len() == 0 {
			break
		}
		lines.Cut(r[0]-offset, r[1]-offset)
		offset = r[1]
	}
	if lines.Len() == 0 {
		ast.RemoveChild(n.Parent(), n)
	}
}

// linkReferenceDefinition reads one definition at the reader's position:
// the node, and the lines [start, end) it took (start -1: none).
func (p *parser) linkReferenceDefinition(block *blockReader) (*ast.LinkReferenceDefinition, int, int) {
	block.skipSpaces()
	line, _ := block.peekLine()
	if line == nil {
		return nil, -1, -1
	}
	startLine, _ := block.position()
	width, pos := indentWidth(line, 0)
	if width > 3 {
		return nil, -1, -1
	}
	if width != 0 {
		pos++
	}
	if line[pos] != '[' {
		return nil, -1, -1
	}
	_, startPos := block.position()
	block.advance(pos + 1)
	segs, found := block.findClosure('[', ']')
	if !found {
		return nil, -1, -1
	}
	label := joinSegments(block, segs)
	if isBlank(label) || block.peek() != ':' {
		return nil, -1, -1
	}
	block.advance(1)
	block.skipSpaces()
	dest, ok := linkDestination(block)
	if !ok {
		return nil, -1, -1
	}
	line, _ = block.peekLine()
	isNewLine := line == nil || isBlank(line)
	endLine, _ := block.position()
	spaces, _ := block.skipSpaces()
	define := func(title []byte) *ast.LinkReferenceDefinition {
		ref := ast.NewLinkReferenceDefinition(label, dest, title)
		ref.Lines().Append(startPos)
		key := linkReferenceKey(label)
		if _, ok := p.refs[key]; !ok { // the first definition of a label counts
			if p.refs == nil {
				p.refs = map[string]linkRef{}
			}
			p.refs[key] = linkRef{dest: dest, title: title}
		}
		return ref
	}
	opener := block.peek()
	if opener != '"' && opener != '\'' && opener != '(' {
		if !isNewLine {
			return nil, -1, -1
		}
		return define(nil), startLine, endLine + 1
	}
	if spaces == 0 {
		return nil, -1, -1
	}
	block.advance(1)
	closer := opener
	if opener == '(' {
		closer = ')'
	}
	segs, found = block.findClosure(opener, closer)
	if !found {
		if !isNewLine {
			return nil, -1, -1
		}
		ref := define(nil)
		block.advanceLine()
		return ref, startLine, endLine + 1
	}
	title := joinSegments(block, segs)
	line, _ = block.peekLine()
	if line != nil && !isBlank(line) {
		if !isNewLine {
			return nil, -1, -1
		}
		return define(title), startLine, endLine
	}
	endLine, _ = block.position()
	return define(title), startLine, endLine + 1
}

// linkReferenceKey normalises a label: trimmed, case-folded, inner white
// space collapsed to one space.
func linkReferenceKey(v []byte) string {
	i, j := 0, len(v)
	for i < j && isLabelSpace(v[i]) {
		i++
	}
	for j > i && isLabelSpace(v[j-1]) {
		j--
	}
	v = v[i:j]
	out := make([]byte, 0, len(v))
	space := false
	for k := 0; k < len(v); {
		c := v[k]
		if isSpace(c) {
			space = true
			k++
			continue
		}
		if space {
			out = append(out, ' ')
			space = false
		}
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			out = append(out, c)
			k++
			continue
		}
		r, size := utf8.DecodeRune(v[k:])
		if r == utf8.RuneError {
			out = append(out, v[k:k+size]...)
		} else {
			out = fold(out, r)
		}
		k += size
	}
	return string(out)
}

// isLabelSpace is the white space trimmed from a label's ends.
func isLabelSpace(c byte) bool { return isSpace(c) || c == '\v' || c == '\f' }
