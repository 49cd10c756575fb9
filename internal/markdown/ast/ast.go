// Package ast is the tree internal/markdown reads a message into: CommonMark
// blocks and inlines (with GFM tables), each with its place in the source.
// Its shape is the part of goldmark's ast that the checks read (node kinds,
// FirstChild/NextSibling/Parent, Lines, Segment, Pos), so code written
// against one reads the other.
package ast

// NodeType says whether a node is a block, an inline or the document.
type NodeType uint8

// The node types.
const (
	TypeBlock NodeType = iota + 1
	TypeInline
	TypeDocument
)

// NodeKind names what a node is.
type NodeKind uint8

// The node kinds.
const (
	KindDocument NodeKind = iota + 1
	KindParagraph
	KindTextBlock
	KindHeading
	KindThematicBreak
	KindCodeBlock
	KindFencedCodeBlock
	KindBlockquote
	KindList
	KindListItem
	KindHTMLBlock
	KindLinkReferenceDefinition
	KindTable
	KindTableHeader
	KindTableRow
	KindTableCell
	KindText
	KindCodeSpan
	KindEmphasis
	KindLink
	KindImage
	KindAutoLink
	KindRawHTML
)

var kindNames = [...]string{
	KindDocument:                "Document",
	KindParagraph:               "Paragraph",
	KindTextBlock:               "TextBlock",
	KindHeading:                 "Heading",
	KindThematicBreak:           "ThematicBreak",
	KindCodeBlock:               "CodeBlock",
	KindFencedCodeBlock:         "FencedCodeBlock",
	KindBlockquote:              "Blockquote",
	KindList:                    "List",
	KindListItem:                "ListItem",
	KindHTMLBlock:               "HTMLBlock",
	KindLinkReferenceDefinition: "LinkReferenceDefinition",
	KindTable:                   "Table",
	KindTableHeader:             "TableHeader",
	KindTableRow:                "TableRow",
	KindTableCell:               "TableCell",
	KindText:                    "Text",
	KindCodeSpan:                "CodeSpan",
	KindEmphasis:                "Emphasis",
	KindLink:                    "Link",
	KindImage:                   "Image",
	KindAutoLink:                "AutoLink",
	KindRawHTML:                 "RawHTML",
}

func (k NodeKind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Unknown"
}

// Node is one node of the tree. Only this package's types implement it.
type Node interface {
	Kind() NodeKind
	Type() NodeType
	Parent() Node
	FirstChild() Node
	LastChild() Node
	NextSibling() Node
	PreviousSibling() Node
	ChildCount() int
	HasChildren() bool
	// Lines are a block's source lines (nil for an inline).
	Lines() *Segments
	// Pos is the offset in the source where the node starts, or -1.
	Pos() int
	links() *tree
}

// tree is what every node has: its place in the tree and in the source.
type tree struct {
	parent, first, last, next, prev Node
	count                           int
	pos                             int // offset+1; 0 when unknown
}

func (n *tree) links() *tree          { return n }
func (n *tree) Parent() Node          { return n.parent }
func (n *tree) FirstChild() Node      { return n.first }
func (n *tree) LastChild() Node       { return n.last }
func (n *tree) NextSibling() Node     { return n.next }
func (n *tree) PreviousSibling() Node { return n.prev }
func (n *tree) ChildCount() int       { return n.count }
func (n *tree) HasChildren() bool     { return n.first != nil }
func (n *tree) Pos() int              { return n.pos - 1 }

// SetPos records where n starts in the source.
func SetPos(n Node, offset int) { n.links().pos = offset + 1 }

// block is what every block node has besides its links.
type block struct {
	tree
	lines Segments
	// blankBefore: a blank line precedes the block (list looseness).
	blankBefore bool
}

func (b *block) Type() NodeType { return TypeBlock }

// firstLine is where the first line starts, or -1: where paragraphs and
// definitions start.
func (b *block) firstLine() int {
	if b.lines.Len() == 0 {
		return -1
	}
	return b.lines.At(0).Start
}
func (b *block) Lines() *Segments { return &b.lines }

// SetLines replaces a block's lines.
func (b *block) SetLines(s *Segments) { b.lines = *s }

// BlankPreviousLines reports whether a blank line precedes the block.
func (b *block) BlankPreviousLines() bool { return b.blankBefore }

// SetBlankPreviousLines records whether a blank line precedes the block.
func (b *block) SetBlankPreviousLines(v bool) { b.blankBefore = v }

// inline is what every inline node has besides its links.
type inline struct{ tree }

func (inline) Type() NodeType   { return TypeInline }
func (inline) Lines() *Segments { return nil }

// Pending is embedded by the nodes a parser keeps among a block's inlines
// while it reads them (delimiter runs, link openers); a finished tree has
// none.
type Pending struct{ inline }

// Block is a block node: it has lines and knows whether a blank line
// precedes it.
type Block interface {
	Node
	SetLines(*Segments)
	BlankPreviousLines() bool
	SetBlankPreviousLines(bool)
}

// AppendChild makes c the last child of parent.
func AppendChild(parent, c Node) {
	isolate(c)
	p, l := parent.links(), c.links()
	if p.first == nil {
		p.first = c
	} else {
		p.last.links().next = c
		l.prev = p.last
	}
	l.parent = parent
	p.last = c
	p.count++
}

// InsertBefore puts c before mark among parent's children (at the end when
// mark is nil).
func InsertBefore(parent, mark, c Node) {
	if mark == nil {
		AppendChild(parent, c)
		return
	}
	if mark.Parent() != parent {
		return
	}
	isolate(c)
	p, l, m := parent.links(), c.links(), mark.links()
	if m.prev != nil {
		m.prev.links().next = c
		l.prev = m.prev
	} else {
		p.first = c
	}
	l.next = mark
	m.prev = c
	l.parent = parent
	p.count++
}

// InsertAfter puts c after mark among parent's children.
func InsertAfter(parent, mark, c Node) { InsertBefore(parent, mark.NextSibling(), c) }

// RemoveChild takes c out of parent's children.
func RemoveChild(parent, c Node) {
	if c.Parent() != parent {
		return
	}
	p, l := parent.links(), c.links()
	if l.prev != nil {
		l.prev.links().next = l.next
	} else {
		p.first = l.next
	}
	if l.next != nil {
		l.next.links().prev = l.prev
	} else {
		p.last = l.prev
	}
	l.parent, l.prev, l.next = nil, nil, nil
	p.count--
}

// ReplaceChild puts c where old was among parent's children.
func ReplaceChild(parent, old, c Node) {
	InsertBefore(parent, old, c)
	RemoveChild(parent, old)
}

func isolate(c Node) {
	if p := c.Parent(); p != nil {
		RemoveChild(p, c)
	}
}
