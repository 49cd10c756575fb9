// Package goldmarkdoc is a message as goldmark reads it, with GFM tables as
// internal/markdown reads them. internal/markdown's reader is tested against
// it (its differential tests), and internal/prose reads it until it moves to
// internal/markdown; nothing else may import it, so that goldmark's
// start-up cost stays out of the hook.
package goldmarkdoc

import (
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
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

// Parse reads src with goldmark's CommonMark parsers and GFM tables.
func Parse(src []byte) *Doc {
	d := &Doc{Src: src, lineStarts: []int{0}}
	for i, b := range src {
		if b == '\n' {
			d.lineStarts = append(d.lineStarts, i+1)
		}
	}
	p := parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(append(parser.DefaultParagraphTransformers(),
			util.Prioritized(tables{}, 200))...),
	)
	d.Root = p.Parse(text.NewReader(src))
	return d
}

// LineAt is the 1-based line holding byte offset off.
func (d *Doc) LineAt(off int) int {
	if off < 0 {
		return 0
	}
	return sort.Search(len(d.lineStarts), func(i int) bool { return d.lineStarts[i] > off })
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

// Blocks lists the top-level blocks of the message in document order.
func (d *Doc) Blocks() []ast.Node {
	var out []ast.Node
	for c := d.Root.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, c)
	}
	return out
}

// IsProse reports whether a block is prose-bearing: a paragraph, heading or
// list.
func IsProse(n ast.Node) bool {
	switch n.Kind() {
	case ast.KindParagraph, ast.KindHeading, ast.KindList, ast.KindTextBlock:
		return true
	}
	return false
}

// PlainText is the prose of a node with markup removed, as
// internal/markdown's PlainText.
func (d *Doc) PlainText(n ast.Node) string {
	var b strings.Builder
	d.writePlain(&b, n)
	return strings.TrimSpace(b.String())
}

func (d *Doc) writePlain(b *strings.Builder, n ast.Node) {
	switch n := n.(type) {
	case *ast.Text:
		b.Write(n.Segment.Value(d.Src))
		if n.SoftLineBreak() || n.HardLineBreak() {
			b.WriteByte(' ')
		}
		return
	case *ast.String:
		b.Write(n.Value)
		return
	case *ast.CodeSpan:
		b.WriteString("`code`")
		return
	case *ast.RawHTML, *ast.HTMLBlock, *ast.FencedCodeBlock, *ast.CodeBlock, *ast.Blockquote, *ast.ThematicBreak:
		return
	case *ast.AutoLink:
		b.Write(n.URL(d.Src))
		return
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		d.writePlain(b, c)
	}
	if n.Type() == ast.TypeBlock {
		b.WriteByte('\n')
	}
}
