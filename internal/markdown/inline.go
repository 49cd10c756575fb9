package markdown

import (
	"unicode"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// inlineState is what the inline parser keeps while it reads one block,
// and the failed searches it remembers for the whole document.
type inlineState struct {
	firstDelim, lastDelim *delimiter
	// labels are the open link and image brackets, oldest first.
	labels *linkLabel
	// bottoms are the delimiters below each open bracket: emphasis inside
	// a link's text is matched only above it.
	bottoms []*delimiter

	commentFailedTo, piFailedTo, declFailedTo, cdataFailedTo int
	// links counts the links made in the block so far.
	links int
	dests failedDests
	ticks backtickRuns
}

const (
	lineBreakHard uint8 = 1 << iota
	lineBreakSoft
	lineBreakVisible // a backslash before the newline
)

// hasInlineParser reports whether an inline may start at c.
func hasInlineParser(c byte) bool {
	switch c {
	case '`', '!', '[', ']', '<', '*', '_':
		return true
	}
	return false
}

// parseInline tries the inline parsers for c at the reader's position.
func (p *parser) parseInline(c byte, parent ast.Node, block *blockReader) ast.Node {
	switch c {
	case '`':
		return p.codeSpan(block)
	case '!', '[', ']':
		return p.link(parent, block)
	case '<':
		if n := autoLink(block); n != nil {
			return n
		}
		return p.rawHTML(block)
	case '*', '_':
		return p.emphasis(block)
	}
	return nil
}

// parseInlines reads a block's lines into inline nodes.
func (p *parser) parseInlines(parent ast.Node) {
	if raw(parent) {
		return
	}
	escaped := false
	src := p.src
	block := &p.lines
	block.reset(src, parent.Lines())
	p.inline.dests.reset()
	p.inline.ticks.reset()
	p.inline.links = 0
	for {
	retry:
		line, _ := block.peekLine()
		if line == nil {
			break
		}
		lineLength := len(line)
		var flags uint8
		hasNewLine := line[lineLength-1] == '\n'
		switch {
		case ((lineLength >= 3 && line[lineLength-2] == '\\' && line[lineLength-3] != '\\') ||
			(lineLength == 2 && line[lineLength-2] == '\\')) && hasNewLine: // ends with \\n
			lineLength -= 2
			flags |= lineBreakHard | lineBreakVisible
		case ((lineLength >= 4 && line[lineLength-3] == '\\' && line[lineLength-2] == '\r' && line[lineLength-4] != '\\') ||
			(lineLength == 3 && line[lineLength-3] == '\\' && line[lineLength-2] == '\r')) && hasNewLine: // ends with \\r\n
			lineLength -= 3
			flags |= lineBreakHard | lineBreakVisible
		case lineLength >= 3 && line[lineLength-3] == ' ' && line[lineLength-2] == ' ' && hasNewLine: // two spaces, \n
			lineLength -= 3
			flags |= lineBreakHard
		case lineLength >= 4 && line[lineLength-4] == ' ' && line[lineLength-3] == ' ' && line[lineLength-2] == '\r' && hasNewLine:
			lineLength -= 4
			flags |= lineBreakHard
		case hasNewLine:
			flags |= lineBreakSoft
		}

		l, startPosition := block.position()
		n := 0
		for i := range lineLength {
			p.steps++
			c := line[i]
			if c == '\n' {
				break
			}
			isSp := isSpace(c) && c != '\r' && c != '\n'
			isP := isPunct(c)
			if (isP && !escaped) || isSp || i == 0 {
				pc := c
				if isSp || (i == 0 && !isP) {
					pc = ' '
				}
				if hasInlineParser(pc) {
					block.advance(n)
					n = 0
					savedLine, savedPosition := block.position()
					if i != 0 {
						_, cur := block.position()
						mergeOrAppendText(parent, startPosition.Between(cur))
						_, startPosition = block.position()
					}
					node := p.parseInline(pc, parent, block)
					if node == nil {
						block.setPosition(savedLine, savedPosition)
					} else {
						if node.Pos() < 0 {
							ast.SetPos(node, startPosition.Start)
						}
						ast.AppendChild(parent, node)
						goto retry
					}
				}
			}
			if escaped {
				escaped = false
				n++
				continue
			}
			if c == '\\' {
				escaped = true
				n++
				continue
			}
			n++
		}
		if n != 0 {
			block.advance(n)
		}
		currentL, cur := block.position()
		if l != currentL {
			continue
		}
		diff := startPosition.Between(cur)
		var text *ast.Text
		if flags&(lineBreakHard|lineBreakVisible) == lineBreakHard|lineBreakVisible {
			text = ast.NewTextSegment(diff)
		} else {
			text = ast.NewTextSegment(trimRight(diff, src))
		}
		text.SetSoftLineBreak(flags&lineBreakSoft != 0)
		text.SetHardLineBreak(flags&lineBreakHard != 0)
		ast.AppendChild(parent, text)
		block.advanceLine()
	}
	p.processDelimiters(nil)
	p.closeLabels()
}

// raw reports whether a block's lines are not inline text.
func raw(n ast.Node) bool {
	switch n.(type) {
	case *ast.CodeBlock, *ast.FencedCodeBlock, *ast.HTMLBlock, *ast.LinkReferenceDefinition:
		return true
	}
	return false
}

// mergeOrAppendText extends the last child when it is text that ends
// where s starts (on the same line), else appends text.
func mergeOrAppendText(parent ast.Node, s ast.Segment) {
	if t, ok := parent.LastChild().(*ast.Text); ok && t.Segment.Stop == s.Start && !t.SoftLineBreak() {
		t.Segment = t.Segment.WithStop(s.Stop)
		return
	}
	ast.AppendChild(parent, ast.NewTextSegment(s))
}

// mergeOrReplaceText turns n into text s, merged into the text before it
// when that ends where s starts.
func mergeOrReplaceText(parent, n ast.Node, s ast.Segment) {
	if t, ok := n.PreviousSibling().(*ast.Text); ok && t.Segment.Stop == s.Start && !t.SoftLineBreak() {
		t.Segment = t.Segment.WithStop(s.Stop)
		ast.RemoveChild(parent, n)
		return
	}
	ast.ReplaceChild(parent, n, ast.NewTextSegment(s))
}

// codeSpan reads `code` at a backtick run; an unclosed run is text.
func (p *parser) codeSpan(block *blockReader) ast.Node {
	line, startSeg := block.peekLine()
	opener := 0
	for opener < len(line) && line[opener] == '`' {
		opener++
	}
	unclosed := func() ast.Node { return ast.NewTextSegment(startSeg.WithStop(startSeg.Start + opener)) }
	if p.inline.ticks.noneAfter(startSeg.Start+opener, opener) {
		block.advance(opener)
		return unclosed()
	}
	block.advance(opener)
	l, pos := block.position()
	node := ast.NewCodeSpan()
	closed := block.walkBacktickRuns(func(seg ast.Segment, start, end int) bool {
		if end-start != opener {
			return false
		}
		seg = seg.WithStop(seg.Start + start)
		if !seg.IsEmpty() {
			ast.AppendChild(node, ast.NewRawTextSegment(seg))
		}
		block.advance(end)
		return true
	}, func(seg ast.Segment) { ast.AppendChild(node, ast.NewRawTextSegment(seg)) })
	if !closed {
		block.setPosition(l, pos)
		p.inline.ticks.read(block)
		block.setPosition(l, pos)
		return unclosed()
	}
	trimCodeSpan(node, p.src)
	return node
}

// walkBacktickRuns calls run with each backtick run from the reader's
// position to the block's end (its line's segment, where it starts and
// ends on the line) until run returns true, and lineDone with each line
// passed whole; it reports whether run stopped the walk.
func (r *blockReader) walkBacktickRuns(run func(seg ast.Segment, start, end int) bool, lineDone func(seg ast.Segment)) bool {
	for {
		line, seg := r.peekLine()
		if line == nil {
			return false
		}
		for i := 0; i < len(line); i++ {
			r.steps++
			if line[i] != '`' {
				continue
			}
			start := i
			for i < len(line) && line[i] == '`' {
				r.steps++
				i++
			}
			if run(seg, start, i) {
				return true
			}
		}
		lineDone(seg)
		r.advanceLine()
	}
}

// backtickRuns are the backtick runs of a block from where a code span
// first went unclosed to the block's end, by length: a later opener whose
// length has no run after it is text at once, instead of a search to the
// end of the block for each (cmark's backtick index). Runs of as many
// lengths as a block can hold make the search otherwise cost its size
// times the square root of it.
type backtickRuns struct {
	from int         // where the runs were read from (-1: not read)
	last map[int]int // the start of the last run of each length
}

func (t *backtickRuns) reset() {
	t.from = -1
	clear(t.last)
}

// noneAfter reports that no run of length n is known to start at or after
// at (false when the runs there were not read).
func (t *backtickRuns) noneAfter(at, n int) bool {
	if t.from < 0 || at < t.from {
		return false
	}
	start, ok := t.last[n]
	return !ok || start < at
}

// read records the runs from the reader's position to the block's end.
func (t *backtickRuns) read(block *blockReader) {
	_, pos := block.position()
	t.from = pos.Start
	if t.last == nil {
		t.last = map[int]int{}
	}
	block.walkBacktickRuns(func(seg ast.Segment, start, end int) bool {
		t.last[end-start] = seg.Start - seg.Padding + start
		return false
	}, func(ast.Segment) {})
}

// trimCodeSpan drops one space (or newline) from each end of inline code
// that is not all spaces and has one at both ends.
func trimCodeSpan(node *ast.CodeSpan, src []byte) {
	blank := true
	for c := node.FirstChild(); c != nil; c = c.NextSibling() {
		if !isBlank(c.(*ast.Text).Segment.Value(src)) {
			blank = false
			break
		}
	}
	if blank {
		return
	}
	first := node.FirstChild().(*ast.Text)
	last := node.LastChild().(*ast.Text)
	spaceAt := func(s ast.Segment, i int) bool {
		return !s.IsEmpty() && (src[i] == ' ' || src[i] == '\n')
	}
	if !spaceAt(first.Segment, first.Segment.Start) || !spaceAt(last.Segment, last.Segment.Stop-1) {
		return
	}
	first.Segment = first.Segment.WithStart(first.Segment.Start + 1)
	last.Segment = last.Segment.WithStop(last.Segment.Stop - 1)
}

// autoLink reads <scheme:address> or <user@example.com>.
func autoLink(block *blockReader) ast.Node {
	line, seg := block.peekLine()
	stop := emailIndex(line[1:])
	typ := ast.AutoLinkEmail
	if stop < 0 {
		stop = urlIndex(line[1:])
		typ = ast.AutoLinkURL
	}
	if stop < 0 {
		return nil
	}
	stop++
	if stop >= len(line) || line[stop] != '>' {
		return nil
	}
	value := ast.NewTextSegment(ast.NewSegment(seg.Start+1, seg.Start+stop))
	block.advance(stop + 1)
	return ast.NewAutoLink(typ, value)
}

func isSchemeStart(c byte) bool { return isASCIILetter(c) }

func isSchemeChar(c byte) bool { return isAlphaNumeric(c) || c == '+' || c == '-' || c == '.' }

// isURLChar: not white space, a control character, '<' or '>'.
func isURLChar(c byte) bool { return c > ' ' && c != '<' && c != '>' }

// urlIndex is where an absolute URI (scheme of 2 to 32 characters, ':',
// then no white space or angle brackets) at the start of b ends, or -1.
func urlIndex(b []byte) int {
	if len(b) == 0 || !isSchemeStart(b[0]) {
		return -1
	}
	i := 1
	for i < len(b) && isSchemeChar(b[i]) {
		i++
	}
	if i == 1 || i > 33 || i >= len(b) || b[i] != ':' {
		return -1
	}
	i++
	for i < len(b) && isURLChar(b[i]) {
		i++
	}
	return i
}

// isEmailLocal: a character of an address's local part.
func isEmailLocal(c byte) bool {
	if isAlphaNumeric(c) {
		return true
	}
	switch c {
	case '.', '!', '#', '$', '%', '&', '\'', '*', '+', '/', '=', '?', '^', '_', '`', '{', '|', '}', '~', '-':
		return true
	}
	return false
}

// emailIndex is where an email address at the start of b ends, or -1.
func emailIndex(b []byte) int {
	i := 0
	for lim := min(len(b), 64); i < lim && isEmailLocal(b[i]); i++ {
	}
	if i == 0 || i >= len(b) || b[i] != '@' {
		return -1
	}
	i++
	if i >= len(b) {
		return -1
	}
	n := domainLength(b[i:min(len(b), i+256)])
	if n <= 0 || n > 255 {
		return -1
	}
	return i + n
}

// domainLength is the length of the domain at the start of b: labels of
// letters, digits and inner hyphens (at most 63 characters) joined by dots.
func domainLength(b []byte) int {
	end := label(b)
	if end == 0 {
		return 0
	}
	for end < len(b) && b[end] == '.' {
		n := label(b[end+1:])
		if n == 0 {
			break
		}
		end += 1 + n
	}
	return end
}

// label is the length of a domain label at the start of b, or 0.
func label(b []byte) int {
	if len(b) == 0 || !isAlphaNumeric(b[0]) {
		return 0
	}
	n := 1
	for i := 1; i < len(b) && i < 63 && (isAlphaNumeric(b[i]) || b[i] == '-'); i++ {
		if isAlphaNumeric(b[i]) {
			n = i + 1
		}
	}
	return n
}

// delimiter is a run of * or _ waiting to be matched into emphasis.
type delimiter struct {
	ast.Pending
	seg                ast.Segment
	canOpen, canClose  bool
	length, origLength int
	char               byte
	prev, next         *delimiter
	// below: counted among the openers under the closer being matched.
	below bool
}

func (*delimiter) Kind() ast.NodeKind { return 0 }

func (d *delimiter) consume(n int) {
	d.length -= n
	d.seg = d.seg.WithStop(d.seg.Start + d.length)
}

// consumption is how many characters of d and closer make emphasis (0:
// none, by the rule of three).
func (d *delimiter) consumption(closer *delimiter) int {
	if (d.canClose || closer.canOpen) && (d.origLength+closer.origLength)%3 == 0 && closer.origLength%3 != 0 {
		return 0
	}
	if d.length >= 2 && closer.length >= 2 {
		return 2
	}
	return 1
}

func isPunctRune(r rune) bool { return unicode.IsSymbol(r) || unicode.IsPunct(r) }

func isSpaceRune(r rune) bool {
	return r <= 256 && isSpace(byte(r)) || unicode.IsSpace(r)
}

// runeAt is the character that contains byte pos.
func runeAt(src []byte, pos int) rune {
	i := pos
	for ; i >= 0; i-- {
		if utf8.RuneStart(src[i]) {
			break
		}
	}
	r, _ := utf8.DecodeRune(src[i:])
	return r
}

// scanDelimiter reads a run of * or _ and whether it may open or close
// emphasis (CommonMark's left- and right-flanking rules).
func scanDelimiter(line []byte, before rune) *delimiter {
	c := line[0]
	if c != '*' && c != '_' {
		return nil
	}
	j := 0
	for j < len(line) && line[j] == c {
		j++
	}
	after := rune(' ')
	if j != len(line) {
		after = runeAt(line, j)
	}
	beforePunct, beforeSpace := isPunctRune(before), isSpaceRune(before)
	afterPunct, afterSpace := isPunctRune(after), isSpaceRune(after)
	left := !afterSpace && (!afterPunct || beforeSpace || beforePunct)
	right := !beforeSpace && (!beforePunct || afterSpace || afterPunct)
	d := &delimiter{length: j, origLength: j, char: c}
	if c == '_' {
		d.canOpen = left && (!right || beforePunct)
		d.canClose = right && (!left || afterPunct)
	} else {
		d.canOpen, d.canClose = left, right
	}
	return d
}

func (p *parser) emphasis(block *blockReader) ast.Node {
	before := block.precedingChar()
	line, seg := block.peekLine()
	d := scanDelimiter(line, before)
	if d == nil {
		return nil
	}
	d.seg = seg.WithStop(seg.Start + d.origLength)
	block.advance(d.origLength)
	p.pushDelimiter(d)
	return d
}

func (p *parser) pushDelimiter(d *delimiter) {
	s := &p.inline
	if s.firstDelim == nil {
		s.firstDelim, s.lastDelim = d, d
		return
	}
	s.lastDelim.next = d
	d.prev = s.lastDelim
	s.lastDelim = d
}

// removeDelimiter takes d off the list; what is left of its run becomes
// text.
func (p *parser) removeDelimiter(d *delimiter) {
	s := &p.inline
	if d.prev == nil {
		s.firstDelim = d.next
	} else {
		d.prev.next = d.next
		if d.next != nil {
			d.next.prev = d.prev
		}
	}
	if d.next == nil {
		s.lastDelim = d.prev
	}
	if s.firstDelim != nil {
		s.firstDelim.prev = nil
	}
	if s.lastDelim != nil {
		s.lastDelim.next = nil
	}
	d.next, d.prev = nil, nil
	if d.length != 0 {
		mergeOrReplaceText(d.Parent(), d, d.seg)
	} else {
		ast.RemoveChild(d.Parent(), d)
	}
}

// clearDelimiters turns the delimiters above bottom (all when nil) into
// text.
func (p *parser) clearDelimiters(bottom *delimiter) {
	for d := p.inline.lastDelim; d != nil && d != bottom; {
		p.steps++
		prev := d.prev
		p.removeDelimiter(d)
		d = prev
	}
}

// processDelimiters matches the delimiters above bottom (all when nil)
// into emphasis, CommonMark's "process emphasis". A closer's search for an
// opener stops where the last failed search of a closer of the same kind
// began (cmark's openers_bottom): whether a delimiter can open for a
// closer depends only on the closer's character, whether it can open and
// its run's length mod 3, and none of that changes, so a message of many
// unmatched delimiters is read in linear time.
func (p *parser) processDelimiters(bottom *delimiter) {
	last := p.inline.lastDelim
	if last == nil {
		return
	}
	var closer *delimiter
	if bottom != nil {
		// The first delimiter above bottom, unless it is the last one.
		if bottom != last && bottom.next != last {
			closer = bottom.next
		}
	} else {
		closer = p.inline.firstDelim
	}
	if closer == nil {
		p.clearDelimiters(bottom)
		return
	}
	// searchedFrom[k]: closers of kind k found no opener at or below the
	// delimiter that starts there (-1: none searched yet).
	var searchedFrom [12]int
	for i := range searchedFrom {
		searchedFrom[i] = -1
	}
	// openers counts, per character, the delimiters below the closer
	// (above bottom) that can open: a closer with none of its character
	// below that cannot open itself is dropped at once.
	var openers [2]int
	passed := func(d *delimiter) {
		if d.canOpen {
			openers[charIndex(d.char)]++
			d.below = true
		}
	}
	for closer != nil {
		if !closer.canClose {
			passed(closer)
			closer = closer.next
			continue
		}
		kind := closer.kind()
		consume := 0
		found := false
		var opener *delimiter
		for opener = closer.prev; opener != nil && opener != bottom && opener.seg.Start >= searchedFrom[kind]; opener = opener.prev {
			p.steps++
			if opener.canOpen && opener.char == closer.char {
				consume = opener.consumption(closer)
				if consume > 0 {
					found = true
					break
				}
			}
		}
		if !found {
			if closer.prev != nil {
				searchedFrom[kind] = closer.seg.Start
			}
			next := closer.next
			if openers[charIndex(closer.char)] == 0 && !closer.canOpen {
				p.removeDelimiter(closer)
			} else {
				passed(closer)
			}
			closer = next
			continue
		}
		opener.consume(consume)
		closer.consume(consume)

		node := ast.NewEmphasis(consume)
		ast.SetPos(node, opener.seg.Start)
		parent := opener.Parent()
		for child := opener.NextSibling(); child != nil && child != ast.Node(closer); {
			p.steps++
			next := child.NextSibling()
			ast.AppendChild(node, child)
			child = next
		}
		ast.InsertAfter(parent, opener, node)

		for c := opener.next; c != nil && c != closer; {
			next := c.next
			p.dropBelow(c, &openers)
			p.removeDelimiter(c)
			c = next
		}
		if opener.length == 0 {
			p.dropBelow(opener, &openers)
			p.removeDelimiter(opener)
		}
		if closer.length == 0 {
			next := closer.next
			p.removeDelimiter(closer)
			closer = next
		}
	}
	p.clearDelimiters(bottom)
}

// dropBelow uncounts a delimiter below the closer that is taken off the
// list.
func (p *parser) dropBelow(d *delimiter, openers *[2]int) {
	if d.below {
		openers[charIndex(d.char)]--
		d.below = false
	}
}

func charIndex(c byte) int {
	if c == '_' {
		return 1
	}
	return 0
}

// kind is what decides which delimiters can open for d as a closer: its
// character, whether it can open, and its run's length mod 3.
func (d *delimiter) kind() int {
	k := charIndex(d.char)*6 + d.origLength%3
	if d.canOpen {
		k += 3
	}
	return k
}
