// Package markdown parses a subagent's final message once, with goldmark
// (CommonMark, and GFM tables read by tables in table.go), and answers the
// questions every check asks of it: which top-level blocks it has, on which
// line each starts, and what its prose says once code, quotes and markup are
// set aside. The tree is goldmark's (github.com/yuin/goldmark/ast; the table
// nodes are those of github.com/yuin/goldmark/extension/ast).
package markdown

import (
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Doc is one parsed message.
type Doc struct {
	Src        []byte
	Root       ast.Node
	lineStarts []int
}

// Parse reads src as CommonMark. It never fails: any byte string is a
// CommonMark document.
func Parse(src []byte) *Doc {
	d := &Doc{Src: src, lineStarts: []int{0}}
	for i, b := range src {
		if b == '\n' {
			d.lineStarts = append(d.lineStarts, i+1)
		}
	}
	d.Root = newParser().Parse(text.NewReader(src))
	return d
}

// newParser is goldmark's CommonMark parser with GFM tables as tables
// reads them, and nothing else: no renderer, no other extension.
func newParser() parser.Parser {
	return parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(append(parser.DefaultParagraphTransformers(),
			util.Prioritized(tables{}, 200))...),
	)
}

// LineAt is the 1-based line holding byte offset off.
func (d *Doc) LineAt(off int) int {
	if off < 0 {
		return 0
	}
	return sort.Search(len(d.lineStarts), func(i int) bool { return d.lineStarts[i] > off })
}

// Line is the 1-based line on which a node starts (0 when unknown).
func (d *Doc) Line(n ast.Node) int {
	if off := Start(n); off >= 0 {
		return d.LineAt(off)
	}
	return 0
}

// Start is the byte offset at which a node starts, or -1.
func Start(n ast.Node) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	if n.Type() != ast.TypeInline {
		if ls := n.Lines(); ls != nil && ls.Len() > 0 {
			return ls.At(0).Start
		}
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if p := Start(c); p >= 0 {
			return p
		}
	}
	return -1
}

// LineStart is the byte offset at which the 1-based line n starts; past
// the last line it is the end of the message.
func (d *Doc) LineStart(n int) int {
	switch {
	case n < 1:
		return 0
	case n > len(d.lineStarts):
		return len(d.Src)
	}
	return d.lineStarts[n-1]
}

// LineText is the text of the 1-based line n, without its newline.
func (d *Doc) LineText(n int) string {
	if n < 1 || n > len(d.lineStarts) {
		return ""
	}
	start := d.lineStarts[n-1]
	end := len(d.Src)
	if n < len(d.lineStarts) {
		end = d.lineStarts[n] - 1
	}
	return strings.TrimRight(string(d.Src[start:end]), "\r")
}

// Blocks lists the top-level blocks of the message in document order.
func (d *Doc) Blocks() []ast.Node {
	var out []ast.Node
	for c := d.Root.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, c)
	}
	return out
}

// FenceInfo is a fenced code block's info string ("" when untagged).
func (d *Doc) FenceInfo(n *ast.FencedCodeBlock) string {
	if n.Info == nil {
		return ""
	}
	return strings.TrimSpace(string(n.Info.Segment.Value(d.Src)))
}

// FenceLanguage is the first word of the info string, lower-cased.
func (d *Doc) FenceLanguage(n *ast.FencedCodeBlock) string {
	f := strings.Fields(d.FenceInfo(n))
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[0])
}

// FenceLine is the 1-based line of a fenced block's opening fence.
func (d *Doc) FenceLine(n *ast.FencedCodeBlock) int {
	if n.Info != nil {
		return d.LineAt(n.Info.Segment.Start)
	}
	if p := n.Pos(); p >= 0 {
		return d.LineAt(p)
	}
	if ls := n.Lines(); ls.Len() > 0 {
		return d.LineAt(ls.At(0).Start) - 1
	}
	return 0
}

// IsProse reports whether a block is prose-bearing: a paragraph, heading or
// list (code, quotes, tables, HTML and rules are not).
func IsProse(n ast.Node) bool {
	switch n.Kind() {
	case ast.KindParagraph, ast.KindHeading, ast.KindList, ast.KindTextBlock:
		return true
	}
	return false
}

// IsTable reports whether n is a GFM table.
func IsTable(n ast.Node) bool { return n.Kind() == extast.KindTable }

// Span is a piece of prose with the byte offset where it starts in Src.
type Span struct {
	Text  string
	Start int
}

// ProseOptions says what PlainText keeps.
type ProseOptions struct {
	// KeepCodeSpans keeps inline code as text; by default it is dropped.
	KeepCodeSpans bool
}

// PlainText is the prose of a node with markup removed: emphasis and links
// keep their text, inline code is replaced by a placeholder, line breaks
// become spaces, and nested code blocks and block quotes are left out.
func (d *Doc) PlainText(n ast.Node) string {
	var b strings.Builder
	d.writePlain(&b, n, ProseOptions{})
	return strings.TrimSpace(b.String())
}

// PlainTextWith is PlainText with options.
func (d *Doc) PlainTextWith(n ast.Node, o ProseOptions) string {
	var b strings.Builder
	d.writePlain(&b, n, o)
	return strings.TrimSpace(b.String())
}

func (d *Doc) writePlain(b *strings.Builder, n ast.Node, o ProseOptions) {
	switch n := n.(type) {
	case *ast.Text:
		b.Write(n.Segment.Value(d.Src))
		if n.SoftLineBreak() || n.HardLineBreak() {
			b.WriteByte(' ')
		}
		return
	case *ast.CodeSpan:
		if o.KeepCodeSpans {
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if t, ok := c.(*ast.Text); ok {
					b.Write(t.Segment.Value(d.Src))
				}
			}
		} else {
			b.WriteString("`code`")
		}
		return
	case *ast.RawHTML, *ast.HTMLBlock, *ast.FencedCodeBlock, *ast.CodeBlock, *ast.Blockquote, *ast.ThematicBreak:
		return
	case *ast.AutoLink:
		b.Write(n.URL(d.Src))
		return
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		d.writePlain(b, c, o)
	}
	if n.Type() == ast.TypeBlock {
		b.WriteByte('\n')
	}
}

// Walk visits every node under root in document order; fn returns false to
// skip a node's children.
func Walk(root ast.Node, fn func(n ast.Node) bool) {
	if !fn(root) {
		return
	}
	for c := root.FirstChild(); c != nil; c = c.NextSibling() {
		Walk(c, fn)
	}
}
