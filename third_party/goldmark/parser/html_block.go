package parser

import (
	"bytes"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

var allowedBlockTagsOnce sync.Once
var allowedBlockTags map[string]bool

// initAllowedBlockTags builds allowedBlockTags; run once, on first use.
func initAllowedBlockTags() {
	allowedBlockTags = map[string]bool{
		"address":    true,
		"article":    true,
		"aside":      true,
		"base":       true,
		"basefont":   true,
		"blockquote": true,
		"body":       true,
		"caption":    true,
		"center":     true,
		"col":        true,
		"colgroup":   true,
		"dd":         true,
		"details":    true,
		"dialog":     true,
		"dir":        true,
		"div":        true,
		"dl":         true,
		"dt":         true,
		"fieldset":   true,
		"figcaption": true,
		"figure":     true,
		"footer":     true,
		"form":       true,
		"frame":      true,
		"frameset":   true,
		"h1":         true,
		"h2":         true,
		"h3":         true,
		"h4":         true,
		"h5":         true,
		"h6":         true,
		"head":       true,
		"header":     true,
		"hr":         true,
		"html":       true,
		"iframe":     true,
		"legend":     true,
		"li":         true,
		"link":       true,
		"main":       true,
		"menu":       true,
		"menuitem":   true,
		"meta":       true,
		"nav":        true,
		"noframes":   true,
		"ol":         true,
		"optgroup":   true,
		"option":     true,
		"p":          true,
		"param":      true,
		"search":     true,
		"section":    true,
		"summary":    true,
		"table":      true,
		"tbody":      true,
		"td":         true,
		"tfoot":      true,
		"th":         true,
		"thead":      true,
		"title":      true,
		"tr":         true,
		"track":      true,
		"ul":         true,
	}
}

var htmlBlockType1OpenRegexp = &lazyRegexp{expr: `(?i)^[ ]{0,3}<(script|pre|style|textarea)(?:\s.*|>.*|/>.*|)(?:\r\n|\n)?$`} //nolint:lll
var htmlBlockType1CloseRegexp = &lazyRegexp{expr: `(?i)^.*</(?:script|pre|style|textarea)>.*`}

var htmlBlockType2OpenRegexp = &lazyRegexp{expr: `^[ ]{0,3}<!\-\-`}
var htmlBlockType2Close = []byte{'-', '-', '>'}

var htmlBlockType3OpenRegexp = &lazyRegexp{expr: `^[ ]{0,3}<\?`}
var htmlBlockType3Close = []byte{'?', '>'}

var htmlBlockType4OpenRegexp = &lazyRegexp{expr: `^[ ]{0,3}<![A-Z]+.*(?:\r\n|\n)?$`}
var htmlBlockType4Close = []byte{'>'}

var htmlBlockType5OpenRegexp = &lazyRegexp{expr: `^[ ]{0,3}<\!\[CDATA\[`}
var htmlBlockType5Close = []byte{']', ']', '>'}

var htmlBlockType6Regexp = &lazyRegexp{expr: `^[ ]{0,3}<(?:/[ ]*)?([a-zA-Z]+[a-zA-Z0-9\-]*)(?:[ ].*|>.*|/>.*|)(?:\r\n|\n)?$`} //nolint:lll

var htmlBlockType7Regexp = &lazyRegexp{expr: `^[ ]{0,3}<(/[ ]*)?([a-zA-Z]+[a-zA-Z0-9\-]*)(` + attributePattern + `*)[ ]*(?:>|/>)[ ]*(?:\r\n|\n)?$`} //nolint:lll

type htmlBlockParser struct {
}

var defaultHTMLBlockParser = &htmlBlockParser{}

// NewHTMLBlockParser return a new BlockParser that can parse html
// blocks.
func NewHTMLBlockParser() BlockParser {
	return defaultHTMLBlockParser
}

func (b *htmlBlockParser) Trigger() []byte {
	return []byte{'<'}
}

func (b *htmlBlockParser) Open(parent ast.Node, reader text.Reader, pc Context) (ast.Node, State) {
	var node *ast.HTMLBlock
	line, segment := reader.PeekLine()
	last := pc.LastOpenedBlock().Node

	if m := htmlBlockType1OpenRegexp.get().FindSubmatchIndex(line); m != nil {
		node = ast.NewHTMLBlock(ast.HTMLBlockType1)
	} else if htmlBlockType2OpenRegexp.get().Match(line) {
		node = ast.NewHTMLBlock(ast.HTMLBlockType2)
	} else if htmlBlockType3OpenRegexp.get().Match(line) {
		node = ast.NewHTMLBlock(ast.HTMLBlockType3)
	} else if htmlBlockType4OpenRegexp.get().Match(line) {
		node = ast.NewHTMLBlock(ast.HTMLBlockType4)
	} else if htmlBlockType5OpenRegexp.get().Match(line) {
		node = ast.NewHTMLBlock(ast.HTMLBlockType5)
	} else if match := htmlBlockType7Regexp.get().FindSubmatchIndex(line); match != nil {
		isCloseTag := match[2] > -1 && bytes.Equal(line[match[2]:match[3]], []byte("/"))
		hasAttr := match[6] != match[7]
		tagName := strings.ToLower(string(line[match[4]:match[5]]))
		allowedBlockTagsOnce.Do(initAllowedBlockTags)
		_, ok := allowedBlockTags[tagName]
		if ok {
			node = ast.NewHTMLBlock(ast.HTMLBlockType6)
		} else if tagName != "script" && tagName != "style" &&
			tagName != "pre" && !ast.IsParagraph(last) && !(isCloseTag && hasAttr) { // type 7 can not interrupt paragraph
			node = ast.NewHTMLBlock(ast.HTMLBlockType7)
		}
	}
	if node == nil {
		if match := htmlBlockType6Regexp.get().FindSubmatchIndex(line); match != nil {
			tagName := string(line[match[2]:match[3]])
			allowedBlockTagsOnce.Do(initAllowedBlockTags)
			_, ok := allowedBlockTags[strings.ToLower(tagName)]
			if ok {
				node = ast.NewHTMLBlock(ast.HTMLBlockType6)
			}
		}
	}
	if node != nil {
		reader.AdvanceToEOL()
		node.Lines().Append(segment)
		return node, NoChildren
	}
	return nil, NoChildren
}

func (b *htmlBlockParser) Continue(node ast.Node, reader text.Reader, pc Context) State {
	htmlBlock := node.(*ast.HTMLBlock)
	lines := htmlBlock.Lines()
	line, segment := reader.PeekLine()
	var closurePattern []byte

	switch htmlBlock.HTMLBlockType {
	case ast.HTMLBlockType1:
		if lines.Len() == 1 {
			firstLine := lines.At(0)
			if htmlBlockType1CloseRegexp.get().Match(firstLine.Value(reader.Source())) {
				return Close
			}
		}
		if htmlBlockType1CloseRegexp.get().Match(line) {
			htmlBlock.ClosureLine = segment
			reader.AdvanceToEOL()
			return Close
		}
	case ast.HTMLBlockType2:
		closurePattern = htmlBlockType2Close
		fallthrough
	case ast.HTMLBlockType3:
		if closurePattern == nil {
			closurePattern = htmlBlockType3Close
		}
		fallthrough
	case ast.HTMLBlockType4:
		if closurePattern == nil {
			closurePattern = htmlBlockType4Close
		}
		fallthrough
	case ast.HTMLBlockType5:
		if closurePattern == nil {
			closurePattern = htmlBlockType5Close
		}

		if lines.Len() == 1 {
			firstLine := lines.At(0)
			if bytes.Contains(firstLine.Value(reader.Source()), closurePattern) {
				return Close
			}
		}
		if bytes.Contains(line, closurePattern) {
			htmlBlock.ClosureLine = segment
			reader.AdvanceToEOL()
			return Close
		}

	case ast.HTMLBlockType6, ast.HTMLBlockType7:
		if util.IsBlank(line) {
			return Close
		}
	}
	node.Lines().Append(segment)
	reader.AdvanceToEOL()
	return Continue | NoChildren
}

func (b *htmlBlockParser) Close(node ast.Node, reader text.Reader, pc Context) {
	// nothing to do
}

func (b *htmlBlockParser) CanInterruptParagraph() bool {
	return true
}

func (b *htmlBlockParser) CanAcceptIndentedLine() bool {
	return false
}
