package markdown

import (
	"bytes"
	"unicode/utf8"

	"github.com/team-hook/team-hook/internal/markdown/ast"
)

// HTML blocks and inline HTML. CommonMark defines them with patterns; they
// are matched by hand here, so that reading a message compiles no regular
// expression.

// The HTML block types (CommonMark's seven start conditions).
const (
	htmlType1 ast.HTMLBlockType = iota + 1 // <script>, <pre>, <style>, <textarea>
	htmlType2                              // <!-- comment
	htmlType3                              // <? processing instruction
	htmlType4                              // <!DECLARATION
	htmlType5                              // <![CDATA[
	htmlType6                              // a block-level tag
	htmlType7                              // any other complete tag alone on its line
)

// blockTag reports whether name (lower case) is one of the tags that start
// an HTML block of type 6.
func blockTag(name string) bool {
	switch name {
	case "address", "article", "aside", "base", "basefont", "blockquote", "body",
		"caption", "center", "col", "colgroup", "dd", "details", "dialog", "dir",
		"div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form",
		"frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header",
		"hr", "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem",
		"meta", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
		"search", "section", "summary", "table", "tbody", "td", "tfoot", "th",
		"thead", "title", "tr", "track", "ul":
		return true
	}
	return false
}

// upTo3Spaces is how many leading spaces (at most 3) the line has, or -1.
func upTo3Spaces(line []byte) int {
	i := 0
	for i < len(line) && line[i] == ' ' {
		i++
	}
	if i > 3 {
		return -1
	}
	return i
}

// lineEnds reports whether rest is nothing, "\n" or "\r\n".
func lineEnds(rest []byte) bool {
	return len(rest) == 0 || string(rest) == "\n" || string(rest) == "\r\n"
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// tagName is the length of an HTML tag name at the start of v (a letter,
// then letters, digits and '-'), or 0.
func tagName(v []byte) int {
	if len(v) == 0 || !isASCIILetter(v[0]) {
		return 0
	}
	i := 1
	for i < len(v) && (isAlphaNumeric(v[i]) || v[i] == '-') {
		i++
	}
	return i
}

func lower(v []byte) string {
	b := []byte(string(v))
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// htmlType1Start: <script, <pre, <style or <textarea, then white space, '>',
// "/>" or the end of the line.
func htmlType1Start(line []byte) bool {
	i := upTo3Spaces(line)
	if i < 0 || i >= len(line) || line[i] != '<' {
		return false
	}
	return htmlType1NameAt(line[i+1:])
}

// htmlType1NameAt: one of the four names (in any case) starts v, followed
// by white space, '>', "/>" or the end of the line.
func htmlType1NameAt(v []byte) bool {
	for _, name := range [...]string{"script", "pre", "style", "textarea"} {
		if len(v) >= len(name) && lower(v[:len(name)]) == name && htmlType1After(v[len(name):]) {
			return true
		}
	}
	return false
}

func htmlType1After(rest []byte) bool {
	if len(rest) == 0 || lineEnds(rest) {
		return true
	}
	switch rest[0] {
	case ' ', '\t', '\n', '\f', '\r', '>':
		return true
	case '/':
		return len(rest) > 1 && rest[1] == '>'
	}
	return false
}

// htmlType1End: the line holds </script>, </pre>, </style> or </textarea>.
func htmlType1End(line []byte) bool {
	for i := 0; i+2 < len(line); i++ {
		if line[i] != '<' || line[i+1] != '/' {
			continue
		}
		for _, name := range [...]string{"script", "pre", "style", "textarea"} {
			end := i + 2 + len(name)
			if end < len(line) && lower(line[i+2:end]) == name && line[end] == '>' {
				return true
			}
		}
	}
	return false
}

func htmlPrefix(line []byte, prefix string) bool {
	i := upTo3Spaces(line)
	return i >= 0 && bytes.HasPrefix(line[i:], []byte(prefix))
}

// htmlType4Start: "<!" and an upper-case letter.
func htmlType4Start(line []byte) bool {
	i := upTo3Spaces(line)
	return i >= 0 && i+2 < len(line) && line[i] == '<' && line[i+1] == '!' && line[i+2] >= 'A' && line[i+2] <= 'Z'
}

// htmlType6Start is the tag name of a line that opens with a tag (spaces
// may follow the '/' of a closing tag), then a space, '>', "/>" or the end
// of the line.
func htmlType6Start(line []byte) (string, bool) {
	i := upTo3Spaces(line)
	if i < 0 || i >= len(line) || line[i] != '<' {
		return "", false
	}
	i++
	if i < len(line) && line[i] == '/' {
		i++
		for i < len(line) && line[i] == ' ' {
			i++
		}
	}
	n := tagName(line[i:])
	if n == 0 {
		return "", false
	}
	name := line[i : i+n]
	rest := line[i+n:]
	switch {
	case lineEnds(rest), rest[0] == ' ', rest[0] == '>', len(rest) > 1 && rest[0] == '/' && rest[1] == '>':
		return string(name), true
	}
	return "", false
}

// htmlType7Start reads a line that is one complete open or closing tag:
// its name, whether it closes and whether it has attributes.
func htmlType7Start(line []byte) (name string, closing, attrs, ok bool) {
	i := upTo3Spaces(line)
	if i < 0 || i >= len(line) || line[i] != '<' {
		return "", false, false, false
	}
	i++
	if i < len(line) && line[i] == '/' {
		i++
		// "</ name" is not taken for a closing tag (as goldmark takes
		// it): only a closing tag with attributes is refused below.
		closing = i >= len(line) || line[i] != ' '
		for i < len(line) && line[i] == ' ' {
			i++
		}
	}
	n := tagName(line[i:])
	if n == 0 {
		return "", false, false, false
	}
	name = string(line[i : i+n])
	s := byteStream(line)
	end, hasAttrs := attributes(s, i+n)
	for s.at(end) == ' ' {
		end++
	}
	switch {
	case s.at(end) == '>':
		end++
	case s.at(end) == '/' && s.at(end+1) == '>':
		end += 2
	default:
		return "", false, false, false
	}
	for s.at(end) == ' ' {
		end++
	}
	if !lineEnds(line[end:]) {
		return "", false, false, false
	}
	return name, closing, hasAttrs, true
}

// stream is text to match tags in: a line, or a block's lines read as the
// inline parser sees them.
type stream interface {
	// at is byte i, or 0 past the end.
	at(i int) byte
}

type byteStream []byte

func (b byteStream) at(i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

func isAttrSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func isAttrNameStart(c byte) bool { return isASCIILetter(c) || c == '_' || c == ':' }

func isAttrNameChar(c byte) bool {
	return isAlphaNumeric(c) || c == '_' || c == ':' || c == '.' || c == '-'
}

// isUnquotedValue: a byte of an unquoted attribute value (not white space
// or one of "'=<>`).
func isUnquotedValue(c byte) bool {
	switch c {
	case '"', '\'', '=', '<', '>', '`':
		return false
	}
	return c > ' '
}

// attributes reads attributes from i on (each: white space, a name, and
// optionally = and a value) and returns where they end.
func attributes(s stream, i int) (end int, any bool) {
	for {
		j := i
		for isAttrSpace(s.at(j)) {
			j++
		}
		if j == i || !isAttrNameStart(s.at(j)) {
			return i, any
		}
		j++
		for isAttrNameChar(s.at(j)) {
			j++
		}
		any = true
		i = j
		k := j
		for isAttrSpace(s.at(k)) {
			k++
		}
		if s.at(k) != '=' {
			continue
		}
		k++
		for isAttrSpace(s.at(k)) {
			k++
		}
		switch q := s.at(k); q {
		case '"', '\'':
			k++
			for s.at(k) != q {
				if s.at(k) == 0 && atEnd(s, k) {
					return i, any
				}
				k++
			}
			i = k + 1
		default:
			if !isUnquotedValue(q) {
				return i, any
			}
			for isUnquotedValue(s.at(k)) {
				k++
			}
			i = k
		}
	}
}

// atEnd reports whether i is past the end of s (a 0 byte may also be
// text).
func atEnd(s stream, i int) bool {
	switch s := s.(type) {
	case byteStream:
		return i >= len(s)
	case *lineStream:
		return !s.fill(i)
	}
	return true
}

func (p *parser) openHTMLBlock() (ast.Node, state) {
	line, seg := p.r.peekLine()
	last := p.lastOpen().node
	var node *ast.HTMLBlock
	switch {
	case htmlType1Start(line):
		node = ast.NewHTMLBlock(htmlType1)
	case htmlPrefix(line, "<!--"):
		node = ast.NewHTMLBlock(htmlType2)
	case htmlPrefix(line, "<?"):
		node = ast.NewHTMLBlock(htmlType3)
	case htmlType4Start(line):
		node = ast.NewHTMLBlock(htmlType4)
	case htmlPrefix(line, "<![CDATA["):
		node = ast.NewHTMLBlock(htmlType5)
	default:
		if name, closing, attrs, ok := htmlType7Start(line); ok {
			name = lower([]byte(name))
			if blockTag(name) {
				node = ast.NewHTMLBlock(htmlType6)
			} else if name != "script" && name != "style" && name != "pre" && !isParagraph(last) && !(closing && attrs) {
				// Type 7 cannot interrupt a paragraph.
				node = ast.NewHTMLBlock(htmlType7)
			}
		}
	}
	if node == nil {
		if name, ok := htmlType6Start(line); ok && blockTag(lower([]byte(name))) {
			node = ast.NewHTMLBlock(htmlType6)
		}
	}
	if node == nil {
		return nil, 0
	}
	p.r.advanceToEOL()
	node.Lines().Append(seg)
	return node, 0
}

func (p *parser) continueHTMLBlock(n *ast.HTMLBlock) state {
	lines := n.Lines()
	line, seg := p.r.peekLine()
	var closure string
	switch n.HTMLBlockType {
	case htmlType1:
		if lines.Len() == 1 && htmlType1End(lines.At(0).Value(p.src)) {
			return stClose
		}
		if htmlType1End(line) {
			n.ClosureLine = seg
			p.r.advanceToEOL()
			return stClose
		}
	case htmlType2:
		closure = "-->"
	case htmlType3:
		closure = "?>"
	case htmlType4:
		closure = ">"
	case htmlType5:
		closure = "]]>"
	case htmlType6, htmlType7:
		if isBlank(line) {
			return stClose
		}
	}
	if closure != "" {
		if lines.Len() == 1 && bytes.Contains(lines.At(0).Value(p.src), []byte(closure)) {
			return stClose
		}
		if bytes.Contains(line, []byte(closure)) {
			n.ClosureLine = seg
			p.r.advanceToEOL()
			return stClose
		}
	}
	lines.Append(seg)
	p.r.advanceToEOL()
	return stContinue
}

// lineStream is a block's text from the reader's position on, read one
// character at a time as far as a match needs it: it ends at the block's
// end or at a byte that is not valid UTF-8.
type lineStream struct {
	r   *blockReader
	buf []byte
	end bool
}

func (s *lineStream) fill(i int) bool {
	for len(s.buf) <= i && !s.end {
		line, _ := s.r.peekLine()
		if line == nil {
			s.end = true
			break
		}
		rn, size := utf8.DecodeRune(line)
		if rn == utf8.RuneError {
			s.end = true
			break
		}
		s.buf = append(s.buf, line[:size]...)
		s.r.advance(size)
	}
	return i < len(s.buf)
}

func (s *lineStream) at(i int) byte {
	if !s.fill(i) {
		return 0
	}
	return s.buf[i]
}

// isTagSpace: white space that may end a tag (a lone carriage return may
// not).
func tagSpace(s stream, i int) int {
	switch s.at(i) {
	case ' ', '\t', '\n':
		return 1
	case '\r':
		if s.at(i+1) == '\n' {
			return 2
		}
	}
	return 0
}

// matchOpenTag is the length of an open tag at the start of s, or -1.
func matchOpenTag(s stream) int {
	if s.at(0) != '<' || !isASCIILetter(s.at(1)) {
		return -1
	}
	i := 2
	for isAlphaNumeric(s.at(i)) || s.at(i) == '-' {
		i++
	}
	i, _ = attributes(s, i)
	for n := tagSpace(s, i); n > 0; n = tagSpace(s, i) {
		i += n
	}
	if s.at(i) == '/' {
		i++
	}
	if s.at(i) != '>' {
		return -1
	}
	return i + 1
}

// matchCloseTag is the length of a closing tag at the start of s, or -1.
func matchCloseTag(s stream) int {
	if s.at(0) != '<' || s.at(1) != '/' || !isASCIILetter(s.at(2)) {
		return -1
	}
	i := 3
	for isAlphaNumeric(s.at(i)) || s.at(i) == '-' {
		i++
	}
	for n := tagSpace(s, i); n > 0; n = tagSpace(s, i) {
		i += n
	}
	if s.at(i) != '>' {
		return -1
	}
	return i + 1
}

// rawHTML reads inline HTML at the reader's '<'.
func (p *parser) rawHTML(block *blockReader) ast.Node {
	line, _ := block.peekLine()
	switch {
	case len(line) > 1 && isAlphaNumeric(line[1]):
		return p.rawTag(block, matchOpenTag)
	case len(line) > 2 && line[1] == '/' && isAlphaNumeric(line[2]):
		return p.rawTag(block, matchCloseTag)
	case bytes.HasPrefix(line, []byte("<!--")):
		return p.rawComment(block)
	case bytes.HasPrefix(line, []byte("<?")):
		return p.rawUntil(block, "?>", &p.inline.piFailedTo)
	case len(line) > 2 && line[1] == '!' && line[2] >= 'A' && line[2] <= 'Z':
		return p.rawUntil(block, ">", &p.inline.declFailedTo)
	case bytes.HasPrefix(line, []byte("<![CDATA[")):
		return p.rawUntil(block, "]]>", &p.inline.cdataFailedTo)
	}
	return nil
}

// rawTag reads a tag that may run over several lines.
func (p *parser) rawTag(block *blockReader, match func(stream) int) ast.Node {
	sline, sseg := block.position()
	n := match(&lineStream{r: block})
	block.setPosition(sline, sseg)
	if n < 0 {
		return nil
	}
	block.advance(n)
	eline, eseg := block.position()
	block.setPosition(sline, sseg)
	node := ast.NewRawHTML()
	for {
		line, seg := block.peekLine()
		if line == nil {
			break
		}
		l, _ := block.position()
		start := seg.Start
		if l == sline {
			start = sseg.Start
		}
		end := seg.Stop
		if l == eline {
			end = eseg.Start
		}
		node.Segments.Append(ast.NewSegment(start, end))
		if l == eline {
			block.advance(end - start)
			break
		}
		block.advanceLine()
	}
	return node
}

func (p *parser) rawComment(block *blockReader) ast.Node {
	savedLine, savedSeg := block.position()
	node := ast.NewRawHTML()
	line, seg := block.peekLine()
	for _, empty := range [...]string{"<!-->", "<!--->"} {
		if bytes.HasPrefix(line, []byte(empty)) {
			node.Segments.Append(seg.WithStop(seg.Start + len(empty)))
			block.advance(len(empty))
			return node
		}
	}
	if seg.Start < p.inline.commentFailedTo {
		return nil
	}
	offset := len("<!--")
	line = line[offset:]
	lastStop := 0
	for {
		if i := bytes.Index(line, []byte("-->")); i > -1 {
			node.Segments.Append(seg.WithStop(seg.Start + offset + i + 3))
			block.advance(offset + i + 3)
			return node
		}
		offset = 0
		node.Segments.Append(seg)
		lastStop = seg.Stop
		block.advanceLine()
		line, seg = block.peekLine()
		if line == nil {
			break
		}
	}
	p.inline.commentFailedTo = lastStop
	block.setPosition(savedLine, savedSeg)
	return nil
}

// rawUntil reads HTML up to a closing string; failedTo remembers how far a
// failed search went, so that later ones in the same stretch stop early.
func (p *parser) rawUntil(block *blockReader, closer string, failedTo *int) ast.Node {
	savedLine, savedSeg := block.position()
	node := ast.NewRawHTML()
	lastStop := 0
	for {
		line, seg := block.peekLine()
		if line == nil {
			break
		}
		if seg.Start < *failedTo {
			block.setPosition(savedLine, savedSeg)
			return nil
		}
		if i := bytes.Index(line, []byte(closer)); i > -1 {
			node.Segments.Append(seg.WithStop(seg.Start + i + len(closer)))
			block.advance(i + len(closer))
			return node
		}
		node.Segments.Append(seg)
		lastStop = seg.Stop
		block.advanceLine()
	}
	*failedTo = lastStop
	block.setPosition(savedLine, savedSeg)
	return nil
}
