// Package goldmarkdoc is a message as goldmark reads it, with GFM tables as
// internal/markdown reads them: the reference internal/markdown's reader is
// tested against (its differential tests). Only tests import it, so that
// goldmark's start-up cost stays out of the hook.
package goldmarkdoc

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Doc is one parsed message.
type Doc struct {
	Src  []byte
	Root ast.Node
}

// Parse reads src with goldmark's CommonMark parsers and GFM tables.
func Parse(src []byte) *Doc {
	d := &Doc{Src: src}
	p := parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(append(parser.DefaultParagraphTransformers(),
			util.Prioritized(tables{}, 200))...),
	)
	d.Root = p.Parse(text.NewReader(src))
	return d
}
